//! `fluxr bootstrap bitbucket-server` end to end: the Bitbucket Server fake
//! (tests/support/fake_bitbucket.rs) creates repositories as real bare repositories behind a
//! smart-HTTP git server that takes the token, fluxr pushes the manifests there, and the fake
//! Kubernetes API plays the controllers, cloning the pushed revision with the source secret's
//! credentials (over SSH from a real sshd that lets in the registered access keys).

mod support;

use std::path::PathBuf;
use std::process::Output;

use assert_cmd::Command;
use serde_json::{Value, json};
use support::fake_api::Response;
use support::fake_bitbucket::FakeBitbucket;
use support::{FakeKube, GitHttp};

const TOKEN: &str = "bbs-e2e-token";
const API_URL_ENV: &str = "FLUXR_BITBUCKET_API_URL";

struct World {
    bitbucket: FakeBitbucket,
    git: GitHttp,
    kube: FakeKube,
    dir: tempfile::TempDir,
}

impl World {
    fn start() -> World {
        let bitbucket = FakeBitbucket::start(TOKEN);
        // fluxr pushes as --username (or the owner with --personal), as does the cluster with
        // --token-auth.
        let git = GitHttp::start_for_users(&["git", "fluxbot", "alice"], TOKEN);
        bitbucket.add_project("ACME", "acme");
        bitbucket.add_group("ops");
        bitbucket.serve_git(git.root.path().to_owned(), &git.url(""));
        World {
            bitbucket,
            git,
            kube: FakeKube::start(),
            dir: tempfile::tempdir().unwrap(),
        }
    }

    fn bootstrap(&self, extra: &[&str]) -> Output {
        self.bootstrap_as("acme", extra)
    }

    fn bootstrap_as(&self, owner: &str, extra: &[&str]) -> Output {
        let kubeconfig = self.kube.kubeconfig(self.dir.path());
        Command::cargo_bin("fluxr")
            .unwrap()
            .args(["bootstrap", "bitbucket-server", "--repository=fleet"])
            .arg(format!("--owner={owner}"))
            .arg("--path=clusters/prod")
            .arg("--allow-insecure-http")
            .arg(format!("--kubeconfig={}", kubeconfig.display()))
            .args(extra)
            .arg("--timeout=3m")
            .env("BITBUCKET_TOKEN", TOKEN)
            .env(API_URL_ENV, self.bitbucket.url())
            .env("HOME", self.dir.path())
            .env_remove("FLUX_SYSTEM_NAMESPACE")
            .env_remove("KUBECONFIG")
            .write_stdin("")
            .output()
            .unwrap()
    }

    fn api_host(&self) -> String {
        self.bitbucket
            .url()
            .trim_start_matches("http://")
            .split('/')
            .next()
            .unwrap()
            .to_owned()
    }

    /// An sshd standing in for Bitbucket's SSH service, letting in the registered access keys.
    fn serve_ssh(&self) -> (support::Sshd, String) {
        let sshd = support::Sshd::start(&[]);
        self.bitbucket.serve_deploy_keys(sshd.key_writer());
        std::fs::create_dir_all(self.git.root.path().join("acme")).unwrap();
        std::os::unix::fs::symlink(self.git.root.path().join("acme"), sshd.repos().join("acme"))
            .unwrap();
        self.kube.alias_ssh_user("git", &sshd.user);
        let host = format!("127.0.0.1:{}", sshd.port);
        (sshd, host)
    }

    fn bare(&self) -> PathBuf {
        self.git.root.path().join("acme/fleet.git")
    }

    fn head(&self) -> String {
        support::git(&self.bare(), &["rev-parse", "main"])
            .trim()
            .to_owned()
    }

    fn secret(&self) -> Value {
        self.kube
            .object("v1", "Secret", Some("flux-system"), "flux-system")
            .expect("source secret")
    }

    fn synced_revision(&self) -> Value {
        self.kube
            .object(
                "kustomize.toolkit.fluxcd.io/v1",
                "Kustomization",
                Some("flux-system"),
                "flux-system",
            )
            .expect("Kustomization")["status"]["lastAppliedRevision"]
            .clone()
    }
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn assert_success(output: &Output) {
    assert!(
        output.status.success(),
        "fluxr failed ({}):\n{}",
        output.status,
        stderr(output)
    );
}

fn secret_value(secret: &Value, key: &str) -> String {
    use base64::Engine as _;
    if let Some(text) = secret["stringData"][key].as_str() {
        return text.to_owned();
    }
    let encoded = secret["data"][key].as_str().unwrap_or_default();
    String::from_utf8(
        base64::engine::general_purpose::STANDARD
            .decode(encoded)
            .unwrap(),
    )
    .unwrap()
}

fn file_at(world: &World, path: &str) -> String {
    support::git(&world.bare(), &["show", &format!("main:{path}")])
}

fn key_material(line: &str) -> String {
    line.split_whitespace()
        .take(2)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn token_auth_creates_the_repository_and_a_rerun_is_a_no_op() {
    let world = World::start();
    let first = world.bootstrap(&["--token-auth", "--username=fluxbot"]);
    assert_success(&first);
    let text = stderr(&first);
    assert!(
        text.starts_with(&format!("► connecting to {}\n", world.api_host())),
        "{text}"
    );
    assert!(
        text.contains("✔ repository \"http://") && text.contains("/fleet/browse\" created"),
        "{text}"
    );
    assert!(!text.contains(TOKEN), "the token is never printed");
    let repo = world.bitbucket.repo("ACME", "fleet").unwrap();
    assert!(!repo.public, "new repositories are private");
    let sync = file_at(&world, "clusters/prod/flux-system/gotk-sync.yaml");
    assert!(
        sync.contains(&format!("url: {}acme/fleet.git\n", world.git.url(""))),
        "the cluster syncs over HTTPS:\n{sync}"
    );
    let secret = world.secret();
    assert_eq!(
        secret_value(&secret, "username"),
        "fluxbot",
        "the cluster authenticates as --username"
    );
    assert_eq!(secret_value(&secret, "password"), TOKEN);
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head())
    );

    let head = world.head();
    world.bitbucket.server.clear_requests();
    let second = world.bootstrap(&["--token-auth", "--username=fluxbot"]);
    assert_success(&second);
    let text = stderr(&second);
    assert!(!text.contains("created"), "{text}");
    assert!(text.contains("✔ source secret up to date\n"), "{text}");
    assert_eq!(world.head(), head, "a rerun pushes nothing");
    assert!(
        world.bitbucket.server.writes().is_empty(),
        "a rerun changes nothing on Bitbucket: {:?}",
        world.bitbucket.server.writes()
    );
}

#[test]
fn ssh_registers_a_read_only_access_key_and_a_new_key_rotates_it() {
    let world = World::start();
    world.bitbucket.add_repo("ACME", "fleet", false);
    let (_sshd, ssh_host) = world.serve_ssh();
    let output = world.bootstrap(&[&format!("--ssh-hostname={ssh_host}")]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(!text.contains("created"), "the repository existed:\n{text}");
    assert!(text.contains("✔ configured deploy key \""), "{text}");
    let keys = world.bitbucket.repo("ACME", "fleet").unwrap().keys;
    assert_eq!(keys.len(), 1, "{keys:?}");
    assert_eq!(
        keys[0].permission, "REPO_READ",
        "read-only unless --read-write-key"
    );
    assert_eq!(
        key_material(&secret_value(&world.secret(), "identity.pub")),
        key_material(&keys[0].text)
    );
    let sync = file_at(&world, "clusters/prod/flux-system/gotk-sync.yaml");
    assert!(
        sync.contains(&format!("url: ssh://git@{ssh_host}/acme/fleet\n")),
        "{sync}"
    );
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head()),
        "the cluster synced over SSH with the access key"
    );

    let key_file = world.dir.path().join("id_ed25519");
    let status = std::process::Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-C", "mine", "-f"])
        .arg(&key_file)
        .status()
        .unwrap();
    assert!(status.success());
    let output = world.bootstrap(&[
        &format!("--ssh-hostname={ssh_host}"),
        "--read-write-key",
        &format!("--private-key-file={}", key_file.display()),
    ]);
    assert_success(&output);
    let rotated = world.bitbucket.repo("ACME", "fleet").unwrap().keys;
    assert_eq!(rotated.len(), 1, "the old key is gone: {rotated:?}");
    let mine = std::fs::read_to_string(key_file.with_extension("pub")).unwrap();
    assert_eq!(key_material(&rotated[0].text), key_material(&mine));
    assert_eq!(rotated[0].permission, "REPO_WRITE");
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head()),
        "the cluster syncs with the new key"
    );
}

#[test]
fn groups_get_write_access_and_unknown_groups_are_warnings() {
    let world = World::start();
    let output = world.bootstrap(&["--token-auth", "--group=ops", "--group=ghosts"]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(
        text.contains("► reconciling repository permissions\n"),
        "{text}"
    );
    assert!(
        text.contains("✔ granted \"push\" permissions to \"ops\"\n"),
        "{text}"
    );
    assert!(
        text.contains("⚠️ failed to grant push permissions to ghosts: "),
        "{text}"
    );
    let repo = world.bitbucket.repo("ACME", "fleet").unwrap();
    assert_eq!(
        repo.groups.get("ops").map(String::as_str),
        Some("REPO_WRITE")
    );

    let output = world.bootstrap(&["--token-auth", "--group=ops:admin", "--reconcile"]);
    assert_success(&output);
    let repo = world.bitbucket.repo("ACME", "fleet").unwrap();
    assert_eq!(
        repo.groups.get("ops").map(String::as_str),
        Some("REPO_ADMIN")
    );
}

#[test]
fn rate_limits_and_5xx_are_retried() {
    let world = World::start();
    world.bitbucket.server.fail_next(
        "GET /rest/api/1.0/projects",
        Response::text(429, "Retry later").with_header("Retry-After", "1"),
    );
    world.bitbucket.server.fail_next(
        "POST /rest/api/1.0/projects/ACME/repos",
        Response::json(502, json!({"errors": [{"message": "Bad Gateway"}]})),
    );
    let output = world.bootstrap(&["--token-auth"]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(text.contains("rate limit"), "{text}");
    assert!(
        text.contains("answered 502 Bad Gateway, retrying"),
        "{text}"
    );
    assert!(world.bitbucket.repo("ACME", "fleet").is_some());
}

#[test]
fn api_errors_and_a_missing_hostname_are_one_clear_line() {
    let world = World::start();
    let failing = |output: &Output| {
        assert_eq!(output.status.code(), Some(1), "{}", stderr(output));
        assert!(
            world
                .kube
                .object("v1", "Secret", Some("flux-system"), "flux-system")
                .is_none()
        );
        stderr(output).lines().last().unwrap().to_owned()
    };

    let kubeconfig = world.kube.kubeconfig(world.dir.path());
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .args([
            "bootstrap",
            "bitbucket-server",
            "--owner=acme",
            "--repository=fleet",
        ])
        .arg(format!("--kubeconfig={}", kubeconfig.display()))
        .arg("--allow-insecure-http")
        .env(API_URL_ENV, world.bitbucket.url())
        .env_remove("BITBUCKET_TOKEN")
        .env("HOME", world.dir.path())
        .write_stdin("bbs-wrong\n")
        .output()
        .unwrap();
    let text = stderr(&output);
    assert!(
        text.starts_with("Please enter your Bitbucket personal access token (PAT): "),
        "{text}"
    );
    assert!(!text.contains("bbs-wrong"));
    let line = failing(&output);
    assert!(
        line.starts_with(&format!("✗ {} rejected the token (401 ", world.api_host()))
            && line.ends_with(
                "set BITBUCKET_TOKEN to a valid personal access token that has not expired"
            ),
        "{line}"
    );

    let output = world.bootstrap_as("nobody", &["--token-auth"]);
    let line = failing(&output);
    assert!(line.starts_with("✗ "), "{line}");
    assert!(line.contains("\"nobody\" not found on "), "{line}");

    for _ in 0..4 {
        world.bitbucket.server.fail_next(
            "GET /rest/api/1.0/projects",
            Response::json(503, json!({"errors": [{"message": "Service Unavailable"}]})),
        );
    }
    let output = world.bootstrap(&["--token-auth"]);
    let line = failing(&output);
    assert!(
        line.contains("503 Service Unavailable after 4 attempts, the service may be unavailable"),
        "{line}"
    );
    assert!(world.bitbucket.repo("ACME", "fleet").is_none());

    // Bitbucket Server has no default host.
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .args([
            "bootstrap",
            "bitbucket-server",
            "--owner=acme",
            "--repository=fleet",
        ])
        .arg(format!("--kubeconfig={}", kubeconfig.display()))
        .env("BITBUCKET_TOKEN", TOKEN)
        .env_remove(API_URL_ENV)
        .env("HOME", world.dir.path())
        .write_stdin("")
        .output()
        .unwrap();
    assert_eq!(failing(&output), "✗ invalid hostname \"\"");
}

#[test]
fn help_lists_every_flux_flag() {
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .args(["bootstrap", "bitbucket-server", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&output.stdout);
    for flag in [
        "--owner",
        "--repository",
        "--group",
        "--personal",
        "--username",
        "-u,",
        "--private",
        "--interval",
        "--hostname",
        "--path",
        "--read-write-key",
        "--reconcile",
        "--token-auth",
    ] {
        assert!(help.contains(flag), "{flag} missing from:\n{help}");
    }
}
