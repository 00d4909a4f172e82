//! `fluxr bootstrap gitea` end to end: the Gitea fake (tests/support/fake_gitea.rs, kept to
//! Gitea's Swagger description, which tests/gitea_contract.rs checks fluxr's calls against)
//! creates repositories as real bare repositories behind a smart-HTTP git server that takes the
//! token, fluxr pushes the manifests there, and the fake Kubernetes API plays the controllers,
//! cloning the pushed revision with the source secret's credentials (over SSH from a real sshd
//! that lets in the registered deploy keys). The scenarios every provider runs are in
//! tests/support/provider_scenarios.rs.

mod support;

use assert_cmd::Command;
use serde_json::json;
use support::fake_gitea::FakeGitea;
use support::provider_scenarios::{
    self as scenarios, Key, ProviderFake, Setup, assert_success, key_material, secret_value, stderr,
};
use support::{GitHttp, PrivateCa};

const TOKEN: &str = "gitea-e2e-token";
const API_URL_ENV: &str = "FLUXR_GITEA_API_URL";

type World = scenarios::World<FakeGitea>;

impl ProviderFake for FakeGitea {
    const COMMAND: &'static str = "gitea";
    const TOKEN_ENV: &'static str = "GITEA_TOKEN";
    const API_URL_ENV: &'static str = API_URL_ENV;
    const PROMPT: &'static str = "Please enter your Gitea personal access token (PAT): ";

    fn api_url(&self) -> String {
        FakeGitea::api_url(self)
    }

    fn serve_git(&self, root: std::path::PathBuf, base_url: &str) {
        FakeGitea::serve_git(self, root, base_url);
    }

    fn serve_deploy_keys(&self, hook: impl Fn(Vec<String>) + Send + 'static) {
        FakeGitea::serve_deploy_keys(self, hook);
    }

    /// A public repository, so that keeping and reconciling the visibility shows.
    fn add_existing_repository(&self) {
        self.add_repo("acme", "fleet", false);
    }

    fn repository_exists(&self) -> bool {
        self.repo("acme", "fleet").is_some()
    }

    fn deploy_keys(&self) -> Vec<Key> {
        self.repo("acme", "fleet")
            .map(|repo| repo.keys)
            .unwrap_or_default()
            .into_iter()
            .map(|key| Key {
                material: key_material(&key.key),
                writable: !key.read_only,
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
            scenarios::error_response(status, json!({ "message": message })),
        );
    }

    fn writes(&self) -> Vec<String> {
        self.server.writes()
    }

    fn clear_requests(&self) {
        self.server.clear_requests();
    }
}

/// fluxr pushes as the owner, the cluster clones as "git".
const GIT_USERS: [&str; 3] = ["acme", "octo", "git"];

fn world() -> World {
    world_of(
        FakeGitea::start(TOKEN, "octo"),
        GitHttp::start_for_users(&GIT_USERS, TOKEN),
    )
}

/// A Gitea whose API and Git server present certificates of `ca`.
fn world_behind(ca: &PrivateCa) -> World {
    world_of(
        FakeGitea::start_behind(TOKEN, "octo", ca),
        GitHttp::start_behind(&GIT_USERS, TOKEN, ca),
    )
}

fn world_of(gitea: FakeGitea, git: GitHttp) -> World {
    gitea.add_org("acme", &[("platform", "write"), ("admins", "admin")]);
    gitea.serve_git(git.root.path().to_owned(), &git.url(""));
    scenarios::World::new(
        gitea,
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
    let (text, _) = scenarios::new_repository_with_token_auth(&world, &[], "git");
    assert!(text.contains("/acme/fleet\" created"), "{text}");
    let repo = world.fake.repo("acme", "fleet").unwrap();
    assert!(repo.private, "new repositories are private");
}

#[test]
fn token_auth_over_https_with_a_private_ca_needs_the_ca_file() {
    let ca = PrivateCa::new();
    let world = world_behind(&ca);
    let text = scenarios::token_auth_over_https_with_a_private_ca(&world, &ca.pem, &[], "git");
    assert!(text.contains("/acme/fleet\" created"), "{text}");
}

#[test]
fn ssh_registers_a_read_only_deploy_key_and_a_new_key_rotates_it() {
    let world = world();
    let (text, _sshd, ssh_host) = scenarios::deploy_key_registered_then_rotated(&world);
    assert!(
        text.contains(
            "✔ configured deploy key \"flux-system-main-flux-system-./clusters/prod\" for \"http://"
        ),
        "{text}"
    );
    assert!(
        !world.fake.repo("acme", "fleet").unwrap().private,
        "an existing repository keeps its visibility without --reconcile"
    );

    // --reconcile makes the existing repository private again.
    let output = world.bootstrap(&[&format!("--ssh-hostname={ssh_host}"), "--reconcile"]);
    assert_success(&output);
    assert!(world.fake.repo("acme", "fleet").unwrap().private);
}

#[test]
fn teams_are_added_and_unknown_teams_are_warnings() {
    let world = world();
    let text = scenarios::team_access(
        &world,
        &[
            "--team=platform:push",
            "--team=admins:maintain",
            "--team=ghosts",
        ],
        &[
            "✔ granted \"push\" permissions to \"platform\"\n",
            "✗ failed to grant \"maintain\" permissions to \"ghosts\": ",
        ],
    );
    assert!(
        text.contains("⚠️ added team \"admins\", which has \"admin\" access"),
        "a Gitea team's permission is the team's:\n{text}"
    );
    let teams = world.fake.repo("acme", "fleet").unwrap().teams;
    assert!(
        teams.contains("platform") && teams.contains("admins"),
        "{teams:?}"
    );
}

#[test]
fn rate_limits_and_5xx_are_retried() {
    let world = world();
    scenarios::rate_limits_and_5xx_are_retried(
        &world,
        "GET /repos/acme/fleet",
        "POST /orgs/acme/repos",
    );
}

#[test]
fn api_errors_are_one_clear_line_and_touch_nothing() {
    let world = world();
    scenarios::api_errors(&world, "GET /repos/acme/fleet");
}

#[test]
fn help_lists_every_flux_flag_and_reuse_is_refused() {
    scenarios::help_lists::<FakeGitea>(&[
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
    ]);
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
    let world = world();
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
        .env(API_URL_ENV, world.fake.api_url())
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

#[test]
fn a_flux_another_tool_installed_is_taken_over_without_a_question() {
    // bootstrap_gitea.go, unlike the other providers' commands, never calls confirmBootstrap:
    // no question, no `--force` needed, the run goes on.
    let world = world();
    world.kube.insert(json!({
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {
            "name": "gitrepositories.source.toolkit.fluxcd.io",
            "labels": {
                "app.kubernetes.io/managed-by": "Helm",
                "app.kubernetes.io/version": "v2.9.4",
            },
        },
        "spec": {},
    }));
    let run = world.bootstrap(&["--token-auth"]);
    assert_success(&run);
    let text = stderr(&run);
    assert!(
        !text.contains("has been installed on this cluster"),
        "{text}"
    );
    assert!(!text.contains("cancelled"), "{text}");
    world.assert_synced("bootstrap gitea took the installation over");
}

#[test]
fn the_ca_file_is_read_before_the_cluster_is_reached() {
    // bootstrap_gitea.go builds the cluster client (no request) and never asks confirmBootstrap,
    // so a CA file that cannot be read fails first, even without a cluster.
    let world = world();
    let missing = world.dir.path().join("no-such.crt").display().to_string();
    let (_dir, unreachable) = support::unreachable_kubeconfig();
    let offline = world.bootstrap(&[
        &format!("--ca-file={missing}"),
        &format!("--kubeconfig={}", unreachable.display()),
    ]);
    assert_eq!(
        scenarios::failure_line(&world, &offline),
        format!("✗ unable to read TLS CA file: open {missing}: no such file or directory")
    );
}
