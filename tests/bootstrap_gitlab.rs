//! `fluxr bootstrap gitlab` end to end: the GitLab fake (tests/support/fake_gitlab.rs) creates
//! projects as real bare repositories behind a smart-HTTP git server that takes the token (and
//! the deploy tokens the fake hands out), fluxr pushes the manifests there, and the fake
//! Kubernetes API plays the controllers, cloning the pushed revision with the credentials of
//! the source secret fluxr created (over SSH from a real sshd that lets in the registered
//! deploy keys). The scenarios every provider runs are in tests/support/provider_scenarios.rs.

mod support;

use serde_json::json;
use support::fake_gitlab::FakeGitLab;
use support::provider_scenarios::{
    self as scenarios, Key, ProviderFake, Setup, assert_success, key_material, secret_value, stderr,
};
use support::{GitHttp, PrivateCa};

const TOKEN: &str = "glpat-e2e-token";
/// The owner used in most runs: a subgroup.
const OWNER: &str = "acme/platform";

type World = scenarios::World<FakeGitLab>;

impl ProviderFake for FakeGitLab {
    const COMMAND: &'static str = "gitlab";
    const TOKEN_ENV: &'static str = "GITLAB_TOKEN";
    const API_URL_ENV: &'static str = "FLUXR_GITLAB_API_URL";
    const PROMPT: &'static str = "Please enter your GitLab personal access token (PAT): ";

    fn api_url(&self) -> String {
        FakeGitLab::api_url(self)
    }

    fn serve_git(&self, root: std::path::PathBuf, base_url: &str) {
        FakeGitLab::serve_git(self, root, base_url);
    }

    fn serve_deploy_keys(&self, hook: impl Fn(Vec<String>) + Send + 'static) {
        FakeGitLab::serve_deploy_keys(self, hook);
    }

    /// An internal project, so that keeping the visibility shows.
    fn add_existing_repository(&self) {
        self.add_project(OWNER, "fleet", "internal");
    }

    fn repository_exists(&self) -> bool {
        self.project("acme/platform/fleet").is_some()
    }

    fn deploy_keys(&self) -> Vec<Key> {
        self.project("acme/platform/fleet")
            .map(|project| project.keys)
            .unwrap_or_default()
            .into_iter()
            .map(|key| Key {
                material: key_material(&key.key),
                writable: key.can_push,
            })
            .collect()
    }

    fn fail_next(&self, request_prefix: &str, status: u16) {
        let message = if status == 502 {
            "502 Bad Gateway"
        } else {
            "503 Service Unavailable"
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

/// fluxr pushes as the owner, the cluster clones as "git": GitLab takes the token with any
/// user name.
const GIT_USERS: [&str; 3] = [OWNER, "octo", "git"];

fn world() -> World {
    world_of(
        FakeGitLab::start(TOKEN, "octo"),
        GitHttp::start_for_users(&GIT_USERS, TOKEN),
    )
}

/// A self-hosted GitLab whose API and Git server present certificates of `ca`.
fn world_behind(ca: &PrivateCa) -> World {
    world_of(
        FakeGitLab::start_behind(TOKEN, "octo", ca),
        GitHttp::start_behind(&GIT_USERS, TOKEN, ca),
    )
}

fn world_of(gitlab: FakeGitLab, git: GitHttp) -> World {
    gitlab.add_group("acme");
    gitlab.add_group("acme/platform");
    gitlab.add_group("acme/ops");
    gitlab.serve_git(git.root.path().to_owned(), &git.url(""));
    gitlab.serve_deploy_tokens(git.credentials_writer());
    scenarios::World::new(
        gitlab,
        git,
        Setup {
            token: TOKEN,
            owner: OWNER,
            repository_path: "acme/platform/fleet".to_owned(),
        },
    )
}

#[test]
fn token_auth_creates_the_project_in_a_subgroup_and_a_rerun_is_a_no_op() {
    let world = world();
    let (text, _) = scenarios::new_repository_with_token_auth(&world, &[], "git");
    assert!(text.contains("/acme/platform/fleet\" created"), "{text}");
    let project = world.fake.project("acme/platform/fleet").unwrap();
    assert_eq!(project.visibility, "private");
    assert_eq!(project.namespace, "acme/platform");
}

#[test]
fn token_auth_over_https_with_a_private_ca_needs_the_ca_file() {
    let ca = PrivateCa::new();
    let world = world_behind(&ca);
    let text = scenarios::token_auth_over_https_with_a_private_ca(&world, &ca.pem, &[], "git");
    assert!(text.contains("/acme/platform/fleet\" created"), "{text}");
}

#[test]
fn deploy_token_auth_over_https_keeps_the_ca_in_the_secret() {
    let ca = PrivateCa::new();
    let world = world_behind(&ca);
    let ca_file = world.dir.path().join("ca.pem");
    std::fs::write(&ca_file, &ca.pem).unwrap();
    let output = world
        .command(
            OWNER,
            "fleet",
            &[
                "--deploy-token-auth",
                &format!("--hostname={}", world.api_host()),
                &format!("--ca-file={}", ca_file.display()),
            ],
        )
        .output()
        .unwrap();
    assert_success(&output);
    let tokens = world.fake.project("acme/platform/fleet").unwrap().tokens;
    assert_eq!(tokens.len(), 1, "{tokens:?}");
    let secret = world.secret();
    assert_eq!(secret_value(&secret, "username"), tokens[0].username);
    assert_eq!(secret_value(&secret, "password"), tokens[0].token);
    assert_eq!(secret_value(&secret, "ca.crt"), ca.pem);
    world.assert_synced("the cluster cloned over HTTPS with the deploy token and the CA");
}

#[test]
fn ssh_registers_a_read_only_deploy_key_and_a_new_key_rotates_it() {
    let world = world();
    let (text, _sshd, _) = scenarios::deploy_key_registered_then_rotated(&world);
    assert!(
        text.contains(
            "✔ configured deploy key \"flux-system-main-flux-system-./clusters/prod\" for \"http://"
        ),
        "{text}"
    );
    assert_eq!(
        world
            .fake
            .project("acme/platform/fleet")
            .unwrap()
            .visibility,
        "internal",
        "an existing project keeps its visibility without --reconcile"
    );
}

#[test]
fn deploy_token_auth_is_kept_on_rerun_and_replaced_when_the_secret_is_lost() {
    let world = world();
    let output = world.bootstrap(&["--deploy-token-auth"]);
    assert_success(&output);
    let text = stderr(&output);
    // flux reconciles the deploy token first thing in its source-secret step.
    assert!(
        text.contains(
            "✔ reconciled components\n\
             ► checking to reconcile deploy token for source secret\n\
             ✔ configured deploy token \"flux-system-main-flux-system-./clusters/prod\" for \"http://"
        ),
        "{text}"
    );
    let configured = text.find("✔ configured deploy token").unwrap();
    assert!(
        text[configured..]
            .lines()
            .nth(1)
            .is_some_and(|line| line.starts_with("► determining if source secret")),
        "{text}"
    );
    let tokens = world.fake.project("acme/platform/fleet").unwrap().tokens;
    assert_eq!(tokens.len(), 1, "{tokens:?}");
    assert_eq!(tokens[0].scopes, ["read_repository"]);
    let secret = world.secret();
    assert_eq!(secret_value(&secret, "username"), tokens[0].username);
    assert_eq!(secret_value(&secret, "password"), tokens[0].token);
    assert!(
        !text.contains(&tokens[0].token),
        "the deploy token is never printed"
    );
    let sync = world.file_at("clusters/prod/flux-system/gotk-sync.yaml");
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
        text.contains(
            "✔ reconciled components\n\
             ► checking to reconcile deploy token for source secret\n\
             ✔ reconciled deploy token for source secret\n\
             ► determining if source secret \"flux-system/flux-system\" exists\n\
             ✔ source secret up to date\n"
        ),
        "{text}"
    );
    let again = world.fake.project("acme/platform/fleet").unwrap().tokens;
    assert_eq!(again, tokens, "no new token on a rerun");

    // Without the secret, the token's value is lost: a new one replaces it.
    assert!(
        world
            .kube
            .remove("v1", "Secret", Some("flux-system"), "flux-system")
    );
    let replaced = world.bootstrap(&["--deploy-token-auth"]);
    assert_success(&replaced);
    let now = world.fake.project("acme/platform/fleet").unwrap().tokens;
    assert_eq!(now.len(), 1, "the old token is revoked: {now:?}");
    assert_ne!(now[0].id, tokens[0].id);
    assert_eq!(secret_value(&world.secret(), "password"), now[0].token);
}

#[test]
fn groups_get_access_and_unknown_groups_are_warnings() {
    let world = world();
    scenarios::team_access(
        &world,
        &["--team=acme/ops:push", "--team=ghosts"],
        &[
            "✔ granted \"push\" permissions to \"acme/ops\"\n",
            "✗ failed to grant \"maintain\" permissions to \"ghosts\": ",
        ],
    );
    let ops = world.fake.group_id("acme/ops");
    let project = world.fake.project("acme/platform/fleet").unwrap();
    assert_eq!(
        project.shares.get(&ops),
        Some(&30),
        "push is Developer (30)"
    );

    // Without --reconcile an existing share is left alone; with it, it is changed.
    let output = world.bootstrap(&["--token-auth", "--team=acme/ops:maintain"]);
    assert_success(&output);
    let project = world.fake.project("acme/platform/fleet").unwrap();
    assert_eq!(project.shares.get(&ops), Some(&30));
    let output = world.bootstrap(&[
        "--token-auth",
        "--team=acme/ops:maintain",
        "--reconcile",
        "--visibility=internal",
    ]);
    assert_success(&output);
    let project = world.fake.project("acme/platform/fleet").unwrap();
    assert_eq!(project.shares.get(&ops), Some(&40));
    assert_eq!(project.visibility, "internal");
}

#[test]
fn rate_limits_and_5xx_are_retried() {
    let world = world();
    scenarios::rate_limits_and_5xx_are_retried(&world, "GET /projects/", "POST /projects");
}

#[test]
fn api_errors_are_one_clear_line_and_touch_nothing() {
    let world = world();
    let errors = scenarios::api_errors(&world, "GET /projects/");
    let (unauthorized, not_found) = (errors.unauthorized.1, errors.not_found.1);
    assert_eq!(
        unauthorized,
        format!(
            "✗ {} rejected the token (401 401 Unauthorized): set GITLAB_TOKEN to a valid \
             personal access token that has not expired",
            world.fake.api_host()
        )
    );
    assert!(
        not_found.starts_with("✗ group \"nobody\" not found on "),
        "{not_found}"
    );
}

#[test]
fn flag_checks_come_before_any_request() {
    let world = world();
    let output = world.bootstrap_repo(OWNER, "-fleet", &[]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output).trim_end(),
        "✗ -fleet is an invalid project name for gitlab.\nIt can contain only letters, digits, \
         emojis, '_', '.', dash, space. It must start with letter, digit, emoji or '_'."
    );
    let output = world.bootstrap(&["--token-auth", "--deploy-token-auth"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output).trim_end(),
        "✗ --token-auth and --deploy-token-auth cannot be set both."
    );
    assert!(world.fake.server.requests().is_empty());

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
            .fake
            .project("acme/platform/fleet")
            .unwrap()
            .visibility,
        "public"
    );
}

#[test]
fn help_lists_every_flux_flag() {
    scenarios::help_lists::<FakeGitLab>(&[
        "--owner",
        "--repository",
        "--team",
        "--personal",
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
    ]);
    // flux marks --private deprecated, which hides it (it still works, with a notice).
    let help = assert_cmd::Command::cargo_bin("fluxr")
        .unwrap()
        .args(["bootstrap", "gitlab", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(!help.contains("--private "), "{help}");
    assert!(!help.contains("--private["), "{help}");
}
