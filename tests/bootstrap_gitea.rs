//! `fluxr bootstrap gitea` end to end: the Gitea fake (tests/support/fake_gitea.rs, kept to
//! Gitea's Swagger description, which tests/gitea_contract.rs checks fluxr's calls against)
//! creates repositories as real bare repositories behind a smart-HTTP git server that takes the
//! token, fluxr pushes the manifests there, and the fake Kubernetes API plays the controllers,
//! cloning the pushed revision with the source secret's credentials (over SSH from a real sshd
//! that lets in the registered deploy keys).

mod support;

use std::path::PathBuf;
use std::process::Output;

use assert_cmd::Command;
use serde_json::{Value, json};
use support::fake_api::Response;
use support::fake_gitea::FakeGitea;
use support::{FakeKube, GitHttp};

const TOKEN: &str = "gitea-e2e-token";
const API_URL_ENV: &str = "FLUXR_GITEA_API_URL";

struct World {
    gitea: FakeGitea,
    git: GitHttp,
    kube: FakeKube,
    dir: tempfile::TempDir,
}

impl World {
    fn start() -> World {
        let gitea = FakeGitea::start(TOKEN, "octo");
        let git = GitHttp::start_for_users(&["acme", "octo", "git"], TOKEN);
        gitea.add_org("acme", &[("platform", "write"), ("admins", "admin")]);
        gitea.serve_git(git.root.path().to_owned(), &git.url(""));
        World {
            gitea,
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
            .args(["bootstrap", "gitea", "--repository=fleet"])
            .arg(format!("--owner={owner}"))
            .arg("--path=clusters/prod")
            .arg("--allow-insecure-http")
            .arg(format!("--kubeconfig={}", kubeconfig.display()))
            .args(extra)
            .arg("--timeout=3m")
            .env("GITEA_TOKEN", TOKEN)
            .env(API_URL_ENV, self.gitea.api_url())
            .env("HOME", self.dir.path())
            .env_remove("FLUX_SYSTEM_NAMESPACE")
            .env_remove("KUBECONFIG")
            .write_stdin("")
            .output()
            .unwrap()
    }

    fn api_host(&self) -> String {
        self.gitea
            .api_url()
            .trim_start_matches("http://")
            .split('/')
            .next()
            .unwrap()
            .to_owned()
    }

    /// An sshd standing in for Gitea's SSH service, letting in the registered deploy keys.
    fn serve_ssh(&self) -> (support::Sshd, String) {
        let sshd = support::Sshd::start(&[]);
        self.gitea.serve_deploy_keys(sshd.key_writer());
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
    let first = world.bootstrap(&["--token-auth"]);
    assert_success(&first);
    let text = stderr(&first);
    assert!(
        text.starts_with(&format!("► connecting to {}\n", world.api_host())),
        "{text}"
    );
    assert!(
        text.contains("✔ repository \"http://") && text.contains("/acme/fleet\" created"),
        "{text}"
    );
    assert!(!text.contains(TOKEN), "the token is never printed");
    assert!(!text.contains("deploy key"), "{text}");
    let repo = world.gitea.repo("acme", "fleet").unwrap();
    assert!(repo.private, "new repositories are private");
    let sync = file_at(&world, "clusters/prod/flux-system/gotk-sync.yaml");
    assert!(
        sync.contains(&format!("url: {}acme/fleet.git\n", world.git.url(""))),
        "the cluster syncs over HTTPS:\n{sync}"
    );
    let secret = world.secret();
    assert_eq!(secret_value(&secret, "username"), "git");
    assert_eq!(secret_value(&secret, "password"), TOKEN);
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head())
    );
    let config = std::fs::read_to_string(world.bare().join("config")).unwrap();
    assert!(!config.contains(TOKEN));

    let head = world.head();
    world.gitea.server.clear_requests();
    let second = world.bootstrap(&["--token-auth"]);
    assert_success(&second);
    let text = stderr(&second);
    assert!(!text.contains("created"), "{text}");
    assert!(text.contains("✔ source secret up to date\n"), "{text}");
    assert_eq!(world.head(), head, "a rerun pushes nothing");
    assert!(
        world.gitea.server.writes().is_empty(),
        "a rerun changes nothing on Gitea: {:?}",
        world.gitea.server.writes()
    );
}

#[test]
fn ssh_registers_a_read_only_deploy_key_and_a_new_key_rotates_it() {
    let world = World::start();
    world.gitea.add_repo("acme", "fleet", false);
    let (_sshd, ssh_host) = world.serve_ssh();
    let output = world.bootstrap(&[&format!("--ssh-hostname={ssh_host}")]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(!text.contains("created"), "the repository existed:\n{text}");
    assert!(
        text.contains(
            "✔ configured deploy key \"flux-system-main-flux-system-./clusters/prod\" for \"http://"
        ),
        "{text}"
    );
    let keys = world.gitea.repo("acme", "fleet").unwrap().keys;
    assert_eq!(keys.len(), 1, "{keys:?}");
    assert!(keys[0].read_only, "read-only unless --read-write-key");
    assert_eq!(
        key_material(&secret_value(&world.secret(), "identity.pub")),
        keys[0].key
    );
    let sync = file_at(&world, "clusters/prod/flux-system/gotk-sync.yaml");
    assert!(
        sync.contains(&format!("url: ssh://git@{ssh_host}/acme/fleet\n")),
        "{sync}"
    );
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head()),
        "the cluster synced over SSH with the deploy key"
    );
    assert!(
        !world.gitea.repo("acme", "fleet").unwrap().private,
        "an existing repository keeps its visibility without --reconcile"
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
    let rotated = world.gitea.repo("acme", "fleet").unwrap().keys;
    assert_eq!(rotated.len(), 1, "the old key is gone: {rotated:?}");
    let mine = std::fs::read_to_string(key_file.with_extension("pub")).unwrap();
    assert_eq!(rotated[0].key, key_material(&mine));
    assert!(!rotated[0].read_only);
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head()),
        "the cluster syncs with the new key"
    );

    // --reconcile makes the existing repository private again.
    let output = world.bootstrap(&[&format!("--ssh-hostname={ssh_host}"), "--reconcile"]);
    assert_success(&output);
    assert!(world.gitea.repo("acme", "fleet").unwrap().private);
}

#[test]
fn teams_are_added_and_unknown_teams_are_warnings() {
    let world = World::start();
    let output = world.bootstrap(&[
        "--token-auth",
        "--team=platform:push",
        "--team=admins:maintain",
        "--team=ghosts",
    ]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(
        text.contains("► reconciling repository permissions\n"),
        "{text}"
    );
    assert!(
        text.contains("✔ granted \"push\" permissions to \"platform\"\n"),
        "{text}"
    );
    assert!(
        text.contains("⚠️ added team \"admins\", which has \"admin\" access"),
        "a Gitea team's permission is the team's:\n{text}"
    );
    assert!(
        text.contains("⚠️ failed to grant maintain permissions to ghosts: "),
        "{text}"
    );
    let teams = world.gitea.repo("acme", "fleet").unwrap().teams;
    assert!(
        teams.contains("platform") && teams.contains("admins"),
        "{teams:?}"
    );
}

#[test]
fn rate_limits_and_5xx_are_retried() {
    let world = World::start();
    world.gitea.server.fail_next(
        "GET /repos/acme/fleet",
        Response::text(429, "Retry later").with_header("Retry-After", "1"),
    );
    world.gitea.server.fail_next(
        "POST /orgs/acme/repos",
        Response::json(502, json!({"message": "Bad Gateway"})),
    );
    let output = world.bootstrap(&["--token-auth"]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(text.contains("rate limit"), "{text}");
    assert!(
        text.contains("answered 502 Bad Gateway, retrying"),
        "{text}"
    );
    assert!(world.gitea.repo("acme", "fleet").is_some());
}

#[test]
fn api_errors_are_one_clear_line_and_touch_nothing() {
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
        .args(["bootstrap", "gitea", "--owner=acme", "--repository=fleet"])
        .arg(format!("--kubeconfig={}", kubeconfig.display()))
        .arg("--allow-insecure-http")
        .env(API_URL_ENV, world.gitea.api_url())
        .env_remove("GITEA_TOKEN")
        .env("HOME", world.dir.path())
        .write_stdin("gitea-wrong\n")
        .output()
        .unwrap();
    let text = stderr(&output);
    assert!(
        text.starts_with("Please enter your Gitea personal access token (PAT): "),
        "{text}"
    );
    assert!(!text.contains("gitea-wrong"));
    let line = failing(&output);
    assert!(
        line.starts_with(&format!("✗ {} rejected the token (401 ", world.api_host()))
            && line
                .ends_with("set GITEA_TOKEN to a valid personal access token that has not expired"),
        "{line}"
    );

    let output = world.bootstrap_as("nobody", &["--token-auth"]);
    let line = failing(&output);
    assert!(line.starts_with("✗ "), "{line}");
    assert!(line.contains("\"nobody\" not found on "), "{line}");

    for _ in 0..4 {
        world.gitea.server.fail_next(
            "GET /repos/acme/fleet",
            Response::json(503, json!({"message": "Service Unavailable"})),
        );
    }
    let output = world.bootstrap(&["--token-auth"]);
    let line = failing(&output);
    assert!(
        line.contains("503 Service Unavailable after 4 attempts, the service may be unavailable"),
        "{line}"
    );
    assert!(world.gitea.repo("acme", "fleet").is_none());
}

#[test]
fn help_lists_every_flux_flag_and_reuse_is_refused() {
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .args(["bootstrap", "gitea", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&output.stdout);
    for flag in [
        "--owner",
        "--repository",
        "--team",
        "--personal",
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
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .args([
            "bootstrap",
            "gitea",
            "--owner=acme",
            "--repository=fleet",
            "--ssh-signing-reuse-private-key",
        ])
        .env_remove("GITEA_TOKEN")
        .write_stdin("")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output)
            .starts_with("✗ --ssh-signing-reuse-private-key is not supported by 'bootstrap gitea'"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn persistent_flags_are_accepted_before_the_subcommand() {
    let world = World::start();
    let kubeconfig = world.kube.kubeconfig(world.dir.path());
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .args([
            "bootstrap",
            "--branch=dev",
            "--token-auth",
            "--secret-name",
            "gitea-auth",
        ])
        .args([
            "gitea",
            "--owner=acme",
            "--repository=fleet",
            "--path=clusters/prod",
        ])
        .arg("--allow-insecure-http")
        .arg(format!("--kubeconfig={}", kubeconfig.display()))
        .arg("--timeout=3m")
        .env("GITEA_TOKEN", TOKEN)
        .env(API_URL_ENV, world.gitea.api_url())
        .env("HOME", world.dir.path())
        .env_remove("FLUX_SYSTEM_NAMESPACE")
        .env_remove("KUBECONFIG")
        .write_stdin("")
        .output()
        .unwrap();
    assert_success(&output);
    let sync = support::git(
        &world.bare(),
        &["show", "dev:clusters/prod/flux-system/gotk-sync.yaml"],
    );
    assert!(sync.contains("branch: dev\n"), "{sync}");
    assert!(sync.contains("name: gitea-auth\n"), "{sync}");
    let secret = world
        .kube
        .object("v1", "Secret", Some("flux-system"), "gitea-auth")
        .expect("the secret named before the subcommand");
    assert_eq!(secret_value(&secret, "password"), TOKEN);
}
