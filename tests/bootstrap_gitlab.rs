//! `fluxr bootstrap gitlab` end to end: the GitLab fake (tests/support/fake_gitlab.rs) creates
//! projects as real bare repositories behind a smart-HTTP git server that takes the token (and
//! the deploy tokens the fake hands out), fluxr pushes the manifests there, and the fake
//! Kubernetes API plays the controllers, cloning the pushed revision with the credentials of
//! the source secret fluxr created (over SSH from a real sshd that lets in the registered
//! deploy keys).

mod support;

use std::path::PathBuf;
use std::process::Output;

use assert_cmd::Command;
use serde_json::{Value, json};
use support::fake_api::Response;
use support::fake_gitlab::FakeGitLab;
use support::{FakeKube, GitHttp};

const TOKEN: &str = "glpat-e2e-token";
const API_URL_ENV: &str = "FLUXR_GITLAB_API_URL";
/// The owner used in most runs: a subgroup.
const OWNER: &str = "acme/platform";

struct World {
    gitlab: FakeGitLab,
    git: GitHttp,
    kube: FakeKube,
    dir: tempfile::TempDir,
}

impl World {
    fn start() -> World {
        let gitlab = FakeGitLab::start(TOKEN, "octo");
        // fluxr pushes as the owner, the cluster clones as "git": GitLab takes the token with
        // any user name.
        let git = GitHttp::start_for_users(&[OWNER, "octo", "git"], TOKEN);
        gitlab.add_group("acme");
        gitlab.add_group("acme/platform");
        gitlab.add_group("acme/ops");
        gitlab.serve_git(git.root.path().to_owned(), &git.url(""));
        gitlab.serve_deploy_tokens(git.credentials_writer());
        World {
            gitlab,
            git,
            kube: FakeKube::start(),
            dir: tempfile::tempdir().unwrap(),
        }
    }

    fn bootstrap(&self, extra: &[&str]) -> Output {
        self.bootstrap_as(OWNER, extra)
    }

    fn bootstrap_as(&self, owner: &str, extra: &[&str]) -> Output {
        self.bootstrap_repo(owner, "fleet", extra)
    }

    fn bootstrap_repo(&self, owner: &str, repository: &str, extra: &[&str]) -> Output {
        let kubeconfig = self.kube.kubeconfig(self.dir.path());
        Command::cargo_bin("fluxr")
            .unwrap()
            .args(["bootstrap", "gitlab"])
            .arg(format!("--owner={owner}"))
            .arg(format!("--repository={repository}"))
            .arg("--path=clusters/prod")
            .arg("--allow-insecure-http")
            .arg(format!("--kubeconfig={}", kubeconfig.display()))
            .args(extra)
            .arg("--timeout=3m")
            .env("GITLAB_TOKEN", TOKEN)
            .env(API_URL_ENV, self.gitlab.api_url())
            .env("HOME", self.dir.path())
            .env_remove("FLUX_SYSTEM_NAMESPACE")
            .env_remove("KUBECONFIG")
            .write_stdin("")
            .output()
            .unwrap()
    }

    fn api_host(&self) -> String {
        self.gitlab
            .api_url()
            .trim_start_matches("http://")
            .split('/')
            .next()
            .unwrap()
            .to_owned()
    }

    /// An sshd standing in for GitLab's SSH service, letting in the registered deploy keys.
    fn serve_ssh(&self) -> (support::Sshd, String) {
        let sshd = support::Sshd::start(&[]);
        self.gitlab.serve_deploy_keys(sshd.key_writer());
        std::fs::create_dir_all(self.git.root.path().join("acme")).unwrap();
        std::os::unix::fs::symlink(self.git.root.path().join("acme"), sshd.repos().join("acme"))
            .unwrap();
        self.kube.alias_ssh_user("git", &sshd.user);
        let host = format!("127.0.0.1:{}", sshd.port);
        (sshd, host)
    }

    fn bare(&self) -> PathBuf {
        self.git.root.path().join(format!("{OWNER}/fleet.git"))
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

#[test]
fn token_auth_creates_the_project_in_a_subgroup_and_a_rerun_is_a_no_op() {
    let world = World::start();
    let first = world.bootstrap(&["--token-auth"]);
    assert_success(&first);
    let text = stderr(&first);
    assert!(
        text.starts_with(&format!("► connecting to {}\n", world.api_host())),
        "{text}"
    );
    assert!(
        text.contains("✔ repository \"http://") && text.contains("/acme/platform/fleet\" created"),
        "{text}"
    );
    assert!(!text.contains(TOKEN), "the token is never printed");
    assert!(!text.contains("deploy key"), "{text}");
    let project = world.gitlab.project("acme/platform/fleet").unwrap();
    assert_eq!(project.visibility, "private");
    assert_eq!(project.namespace, "acme/platform");
    let sync = file_at(&world, "clusters/prod/flux-system/gotk-sync.yaml");
    assert!(
        sync.contains(&format!(
            "url: {}acme/platform/fleet.git\n",
            world.git.url("")
        )),
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
    world.gitlab.server.clear_requests();
    let second = world.bootstrap(&["--token-auth"]);
    assert_success(&second);
    let text = stderr(&second);
    assert!(!text.contains("created"), "{text}");
    assert!(text.contains("✔ source secret up to date\n"), "{text}");
    assert_eq!(world.head(), head, "a rerun pushes nothing");
    assert!(
        world.gitlab.server.writes().is_empty(),
        "a rerun changes nothing on GitLab: {:?}",
        world.gitlab.server.writes()
    );
}

#[test]
fn ssh_registers_a_read_only_deploy_key_and_a_new_key_rotates_it() {
    let world = World::start();
    world.gitlab.add_project(OWNER, "fleet", "internal");
    let (_sshd, ssh_host) = world.serve_ssh();
    let output = world.bootstrap(&[&format!("--ssh-hostname={ssh_host}")]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(!text.contains("created"), "the project existed:\n{text}");
    assert!(
        text.contains(
            "✔ configured deploy key \"flux-system-main-flux-system-./clusters/prod\" for \"http://"
        ),
        "{text}"
    );
    let keys = world.gitlab.project("acme/platform/fleet").unwrap().keys;
    assert_eq!(keys.len(), 1, "{keys:?}");
    assert!(!keys[0].can_push, "read-only unless --read-write-key");
    let secret = world.secret();
    let public = secret_value(&secret, "identity.pub");
    assert!(
        public.starts_with(
            &keys[0]
                .key
                .split_whitespace()
                .take(2)
                .collect::<Vec<_>>()
                .join(" ")
        )
    );
    let sync = file_at(&world, "clusters/prod/flux-system/gotk-sync.yaml");
    assert!(
        sync.contains(&format!("url: ssh://git@{ssh_host}/acme/platform/fleet\n")),
        "{sync}"
    );
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head()),
        "the cluster synced over SSH with the deploy key"
    );
    assert_eq!(
        world
            .gitlab
            .project("acme/platform/fleet")
            .unwrap()
            .visibility,
        "internal",
        "an existing project keeps its visibility without --reconcile"
    );

    // The user's own key replaces the generated one, writable with --read-write-key.
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
    let rotated = world.gitlab.project("acme/platform/fleet").unwrap().keys;
    assert_eq!(rotated.len(), 1, "the old key is gone: {rotated:?}");
    let mine = std::fs::read_to_string(key_file.with_extension("pub")).unwrap();
    assert_eq!(
        rotated[0].key,
        mine.split_whitespace()
            .take(2)
            .collect::<Vec<_>>()
            .join(" ")
    );
    assert!(rotated[0].can_push);
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head()),
        "the cluster syncs with the new key"
    );
}

#[test]
fn deploy_token_auth_is_kept_on_rerun_and_replaced_when_the_secret_is_lost() {
    let world = World::start();
    let output = world.bootstrap(&["--deploy-token-auth"]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(
        text.contains("► checking to reconcile deploy token for source secret\n"),
        "{text}"
    );
    assert!(
        text.contains(
            "✔ configured deploy token \"flux-system-main-flux-system-./clusters/prod\" for \"http://"
        ),
        "{text}"
    );
    let tokens = world.gitlab.project("acme/platform/fleet").unwrap().tokens;
    assert_eq!(tokens.len(), 1, "{tokens:?}");
    assert_eq!(tokens[0].scopes, ["read_repository"]);
    let secret = world.secret();
    assert_eq!(secret_value(&secret, "username"), tokens[0].username);
    assert_eq!(secret_value(&secret, "password"), tokens[0].token);
    assert!(
        !text.contains(&tokens[0].token),
        "the deploy token is never printed"
    );
    let sync = file_at(&world, "clusters/prod/flux-system/gotk-sync.yaml");
    assert!(sync.contains("url: http://"), "HTTPS sync:\n{sync}");
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head()),
        "the cluster cloned with the deploy token"
    );

    // A rerun keeps the token the secret holds, reading the secret once.
    let seen = world.kube.requests().len();
    let rerun = world.bootstrap(&["--deploy-token-auth"]);
    assert_success(&rerun);
    let secret_reads = world.kube.requests()[seen..]
        .iter()
        .filter(|line| *line == "GET /api/v1/namespaces/flux-system/secrets/flux-system")
        .count();
    assert_eq!(secret_reads, 1, "{:?}", &world.kube.requests()[seen..]);
    let text = stderr(&rerun);
    assert!(
        text.contains("✔ reconciled deploy token for source secret\n"),
        "{text}"
    );
    assert!(text.contains("✔ source secret up to date\n"), "{text}");
    let again = world.gitlab.project("acme/platform/fleet").unwrap().tokens;
    assert_eq!(again, tokens, "no new token on a rerun");

    // Without the secret, the token's value is lost: a new one replaces it.
    assert!(
        world
            .kube
            .remove("v1", "Secret", Some("flux-system"), "flux-system")
    );
    let replaced = world.bootstrap(&["--deploy-token-auth"]);
    assert_success(&replaced);
    let now = world.gitlab.project("acme/platform/fleet").unwrap().tokens;
    assert_eq!(now.len(), 1, "the old token is revoked: {now:?}");
    assert_ne!(now[0].id, tokens[0].id);
    assert_eq!(secret_value(&world.secret(), "password"), now[0].token);
}

#[test]
fn groups_get_access_and_unknown_groups_are_warnings() {
    let world = World::start();
    let output = world.bootstrap(&["--token-auth", "--team=acme/ops:push", "--team=ghosts"]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(
        text.contains("► reconciling repository permissions\n"),
        "{text}"
    );
    assert!(
        text.contains("✔ granted \"push\" permissions to \"acme/ops\"\n"),
        "{text}"
    );
    assert!(
        text.contains("⚠️ failed to grant maintain permissions to ghosts: "),
        "{text}"
    );
    let ops = world.gitlab.group_id("acme/ops");
    let project = world.gitlab.project("acme/platform/fleet").unwrap();
    assert_eq!(
        project.shares.get(&ops),
        Some(&30),
        "push is Developer (30)"
    );

    // Without --reconcile an existing share is left alone; with it, it is changed.
    let output = world.bootstrap(&["--token-auth", "--team=acme/ops:maintain"]);
    assert_success(&output);
    let project = world.gitlab.project("acme/platform/fleet").unwrap();
    assert_eq!(project.shares.get(&ops), Some(&30));
    let output = world.bootstrap(&[
        "--token-auth",
        "--team=acme/ops:maintain",
        "--reconcile",
        "--visibility=internal",
    ]);
    assert_success(&output);
    let project = world.gitlab.project("acme/platform/fleet").unwrap();
    assert_eq!(project.shares.get(&ops), Some(&40));
    assert_eq!(project.visibility, "internal");
}

#[test]
fn rate_limits_and_5xx_are_retried() {
    let world = World::start();
    world.gitlab.server.fail_next(
        "GET /projects/",
        Response::text(429, "Retry later").with_header("Retry-After", "1"),
    );
    world.gitlab.server.fail_next(
        "POST /projects",
        Response::json(502, json!({"message": "502 Bad Gateway"})),
    );
    let output = world.bootstrap(&["--token-auth"]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(text.contains("rate limit"), "{text}");
    assert!(
        text.contains("answered 502 Bad Gateway, retrying"),
        "{text}"
    );
    assert!(world.gitlab.project("acme/platform/fleet").is_some());
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

    // 401: a bad token.
    let kubeconfig = world.kube.kubeconfig(world.dir.path());
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .args(["bootstrap", "gitlab", "--owner=acme", "--repository=fleet"])
        .arg(format!("--kubeconfig={}", kubeconfig.display()))
        .arg("--allow-insecure-http")
        .env(API_URL_ENV, world.gitlab.api_url())
        .env_remove("GITLAB_TOKEN")
        .env("HOME", world.dir.path())
        .write_stdin("glpat-wrong\n")
        .output()
        .unwrap();
    let text = stderr(&output);
    assert!(
        text.starts_with("Please enter your GitLab personal access token (PAT): "),
        "{text}"
    );
    assert!(!text.contains("glpat-wrong"));
    assert_eq!(
        failing(&output),
        format!(
            "✗ {} rejected the token (401 401 Unauthorized): set GITLAB_TOKEN to a valid \
             personal access token that has not expired",
            world.api_host()
        )
    );

    // 404: the group does not exist.
    let output = world.bootstrap_as("nobody", &["--token-auth"]);
    let line = failing(&output);
    assert!(
        line.starts_with("✗ group \"nobody\" not found on "),
        "{line}"
    );

    // 5xx until the retries run out.
    for _ in 0..4 {
        world.gitlab.server.fail_next(
            "GET /projects/",
            Response::json(503, json!({"message": "503 Service Unavailable"})),
        );
    }
    let output = world.bootstrap(&["--token-auth"]);
    let line = failing(&output);
    assert!(
        line.contains("503 Service Unavailable after 4 attempts, the service may be unavailable"),
        "{line}"
    );
    assert!(world.gitlab.project("acme/platform/fleet").is_none());
}

#[test]
fn flag_checks_come_before_any_request() {
    let world = World::start();
    let output = world.bootstrap_repo(OWNER, "-fleet", &[]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output).trim_end(),
        "✗ -fleet is an invalid project name for gitlab. It can contain only letters, digits, \
         emojis, '_', '.', dash, space. It must start with letter, digit, emoji or '_'."
    );
    let output = world.bootstrap(&["--token-auth", "--deploy-token-auth"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output).trim_end(),
        "✗ --token-auth and --deploy-token-auth cannot be set both."
    );
    assert!(world.gitlab.server.requests().is_empty());

    // --private=false still means public, with cobra's deprecation notice.
    let output = world.bootstrap(&["--token-auth", "--private=false"]);
    assert_success(&output);
    assert!(
        String::from_utf8_lossy(&output.stdout)
            .contains("Flag --private has been deprecated, use --visibility instead")
    );
    assert!(stderr(&output).contains("Using visibility public as --private=false\n"));
    assert_eq!(
        world
            .gitlab
            .project("acme/platform/fleet")
            .unwrap()
            .visibility,
        "public"
    );
}

#[test]
fn help_lists_every_flux_flag() {
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .args(["bootstrap", "gitlab", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&output.stdout);
    for flag in [
        "--owner",
        "--repository",
        "--team",
        "--personal",
        "--private",
        "--visibility",
        "--interval",
        "--hostname",
        "--path",
        "--read-write-key",
        "--reconcile",
        "--deploy-token-auth",
        "--token-auth",
        "--branch",
        "--ca-file",
    ] {
        assert!(help.contains(flag), "{flag} missing from:\n{help}");
    }
}
