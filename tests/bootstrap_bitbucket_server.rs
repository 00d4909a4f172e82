//! `fluxr bootstrap bitbucket-server` end to end: the Bitbucket Server fake
//! (tests/support/fake_bitbucket.rs) creates repositories as real bare repositories behind a
//! smart-HTTP git server that takes the token, fluxr pushes the manifests there, and the fake
//! Kubernetes API plays the controllers, cloning the pushed revision with the source secret's
//! credentials (over SSH from a real sshd that lets in the registered access keys). The
//! scenarios every provider runs are in tests/support/provider_scenarios.rs.

mod support;

use assert_cmd::Command;
use serde_json::json;
use support::fake_bitbucket::FakeBitbucket;
use support::provider_scenarios::{self as scenarios, Key, ProviderFake, Setup, key_material};
use support::{GitHttp, PrivateCa};

const TOKEN: &str = "bbs-e2e-token";
const API_URL_ENV: &str = "FLUXR_BITBUCKET_API_URL";

type World = scenarios::World<FakeBitbucket>;

impl ProviderFake for FakeBitbucket {
    const COMMAND: &'static str = "bitbucket-server";
    const TOKEN_ENV: &'static str = "BITBUCKET_TOKEN";
    const API_URL_ENV: &'static str = API_URL_ENV;
    const PROMPT: &'static str = "Please enter your Bitbucket personal access token (PAT): ";

    fn api_url(&self) -> String {
        self.url()
    }

    fn serve_git(&self, root: std::path::PathBuf, base_url: &str) {
        FakeBitbucket::serve_git(self, root, base_url);
    }

    fn serve_deploy_keys(&self, hook: impl Fn(Vec<String>) + Send + 'static) {
        FakeBitbucket::serve_deploy_keys(self, hook);
    }

    fn add_existing_repository(&self) {
        self.add_repo("ACME", "fleet", false);
    }

    fn repository_exists(&self) -> bool {
        self.repo("ACME", "fleet").is_some()
    }

    /// Access keys: `REPO_READ` or `REPO_WRITE`.
    fn deploy_keys(&self) -> Vec<Key> {
        self.repo("ACME", "fleet")
            .map(|repo| repo.keys)
            .unwrap_or_default()
            .into_iter()
            .map(|key| Key {
                material: key_material(&key.text),
                writable: key.permission == "REPO_WRITE",
            })
            .collect()
    }

    fn fail_next(&self, request_prefix: &str, status: u16) {
        let message = if status == 502 {
            "Bad Gateway"
        } else {
            "Service Unavailable"
        };
        self.server.fail_next(
            request_prefix,
            scenarios::error_response(status, json!({"errors": [{ "message": message }]})),
        );
    }

    fn writes(&self) -> Vec<String> {
        self.server.writes()
    }

    fn clear_requests(&self) {
        self.server.clear_requests();
    }
}

/// fluxr pushes as --username (or the owner with --personal), as does the cluster with
/// --token-auth.
const GIT_USERS: [&str; 3] = ["git", "fluxbot", "alice"];

fn world() -> World {
    world_of(
        FakeBitbucket::start(TOKEN),
        GitHttp::start_for_users(&GIT_USERS, TOKEN),
    )
}

/// A Bitbucket Data Center whose API and Git server present certificates of `ca`.
fn world_behind(ca: &PrivateCa) -> World {
    world_of(
        FakeBitbucket::start_behind(TOKEN, ca),
        GitHttp::start_behind(&GIT_USERS, TOKEN, ca),
    )
}

fn world_of(bitbucket: FakeBitbucket, git: GitHttp) -> World {
    bitbucket.add_project("ACME", "acme");
    bitbucket.add_group("ops");
    bitbucket.serve_git(git.root.path().to_owned(), &git.url(""));
    scenarios::World::new(
        bitbucket,
        git,
        Setup {
            token: TOKEN,
            owner: "acme",
            repository_path: "acme/fleet".to_owned(),
        },
    )
}

#[test]
fn token_auth_creates_the_repository_and_a_rerun_is_a_no_op() {
    let world = world();
    // The cluster authenticates as --username.
    let (text, _) =
        scenarios::new_repository_with_token_auth(&world, &["--username=fluxbot"], "fluxbot");
    assert!(text.contains("/fleet/browse\" created"), "{text}");
    let repo = world.fake.repo("ACME", "fleet").unwrap();
    assert!(!repo.public, "new repositories are private");
}

#[test]
fn token_auth_over_https_with_a_private_ca_needs_the_ca_file() {
    let ca = PrivateCa::new();
    let world = world_behind(&ca);
    let text = scenarios::token_auth_over_https_with_a_private_ca(
        &world,
        &ca.pem,
        &["--username=fluxbot"],
        "fluxbot",
    );
    assert!(text.contains("/fleet/browse\" created"), "{text}");
}

#[test]
fn ssh_registers_a_read_only_access_key_and_a_new_key_rotates_it() {
    let world = world();
    let (_, _sshd, _) = scenarios::deploy_key_registered_then_rotated(&world);
    let keys = world.fake.repo("ACME", "fleet").unwrap().keys;
    assert_eq!(
        keys[0].permission, "REPO_WRITE",
        "the rotated key is writable"
    );
}

#[test]
fn groups_get_write_access_and_unknown_groups_are_warnings() {
    let world = world();
    scenarios::team_access(
        &world,
        &["--group=ops", "--group=ghosts"],
        &[
            "✔ granted \"push\" permissions to \"ops\"\n",
            "✗ failed to grant \"push\" permissions to \"ghosts\": ",
        ],
    );
    let repo = world.fake.repo("ACME", "fleet").unwrap();
    assert_eq!(
        repo.groups.get("ops").map(String::as_str),
        Some("REPO_WRITE")
    );

    let output = world.bootstrap(&["--token-auth", "--group=ops:admin", "--reconcile"]);
    scenarios::assert_success(&output);
    let repo = world.fake.repo("ACME", "fleet").unwrap();
    assert_eq!(
        repo.groups.get("ops").map(String::as_str),
        Some("REPO_ADMIN")
    );
}

#[test]
fn rate_limits_and_5xx_are_retried() {
    let world = world();
    scenarios::rate_limits_and_5xx_are_retried(
        &world,
        "GET /rest/api/1.0/projects",
        "POST /rest/api/1.0/projects/ACME/repos",
    );
}

#[test]
fn api_errors_and_a_missing_hostname_are_one_clear_line() {
    let world = world();
    scenarios::api_errors(&world, "GET /rest/api/1.0/projects");

    // Bitbucket Server has no default host.
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
        .env("BITBUCKET_TOKEN", TOKEN)
        .env_remove(API_URL_ENV)
        .env("HOME", world.dir.path())
        .write_stdin("")
        .output()
        .unwrap();
    assert_eq!(
        scenarios::failure_line(&world, &output),
        "✗ invalid hostname \"\""
    );
}

#[test]
fn help_lists_every_flux_flag() {
    scenarios::help_lists::<FakeBitbucket>(&[
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
    ]);
}
