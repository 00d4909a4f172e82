//! The GitHub provider against the stateful fake in tests/support: what it creates, what it
//! leaves alone, how it replaces a changed deploy key, grants team access, waits out rate
//! limits, retries 5xx answers, and what it tells the user when it cannot go on.

mod support;

use std::time::{Duration, Instant};

use fluxr::provider::github::{GitHub, Options};
use fluxr::provider::http::error_chain;
use fluxr::provider::{
    self, Change, DeployKey, Error, OwnerKind, Provider, RepositoryRequest, RepositorySpec,
    TeamAccess, Visibility,
};
use fluxr::ui::Ui;
use support::fake_github::{FakeGitHub, Fault};

const TOKEN: &str = "ghp_test_token";
const KEY_A: &str = "ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBAAA";
const KEY_B: &str = "ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBBBB";

fn quiet() -> Ui {
    Ui { quiet: true }
}

fn client_with(fake: &FakeGitHub, token: &str, timeout: Duration) -> GitHub {
    GitHub::new(
        Options {
            hostname: "github.example.com".into(),
            api_url: Some(fake.api_url()),
            token: token.into(),
            deadline: Instant::now() + timeout,
            first_backoff: Duration::from_millis(20),
            ca_pem: None,
            installation: false,
        },
        &quiet(),
    )
    .unwrap()
}

fn client(fake: &FakeGitHub) -> GitHub {
    client_with(fake, TOKEN, Duration::from_secs(60))
}

fn spec(owner: &str, kind: OwnerKind) -> RepositorySpec {
    RepositorySpec {
        owner: owner.into(),
        name: "fleet".into(),
        owner_kind: kind,
        visibility: Visibility::Private,
        description: None,
        default_branch: "main".into(),
    }
}

fn request(owner: &str, kind: OwnerKind) -> RepositoryRequest {
    RepositoryRequest {
        spec: spec(owner, kind),
        reconcile: false,
        teams: Vec::new(),
    }
}

fn org() -> FakeGitHub {
    let fake = FakeGitHub::start(TOKEN, "octo");
    fake.add_org("acme", &["platform", "ops"]);
    fake
}

#[test]
fn missing_organization_repository_is_created_private_and_initialised() {
    let fake = org();
    let git_root = tempfile::tempdir().unwrap();
    fake.serve_git(git_root.path().to_owned(), "http://127.0.0.1:1/git");
    let github = client(&fake);
    let repo = provider::reconcile_repository(
        &github,
        &quiet(),
        &request("acme", OwnerKind::Organization),
    )
    .unwrap();
    assert_eq!(
        fake.writes(),
        ["POST /orgs/acme/repos"],
        "one creation, nothing else changed"
    );
    assert!(fake.repo("acme", "fleet").unwrap().private);
    assert_eq!(repo.https_url, "http://127.0.0.1:1/git/acme/fleet.git");
    assert_eq!(repo.ssh_url, "ssh://git@127.0.0.1/acme/fleet");
    assert_eq!(repo.default_branch.as_deref(), Some("main"));
    // GitHub's auto_init: the new repository has a first commit on its default branch.
    let log = support::git(
        &git_root.path().join("acme/fleet.git"),
        &["log", "--oneline", "main"],
    );
    assert_eq!(log.lines().count(), 1);
}

#[test]
fn public_personal_repository_is_created_for_the_token_user() {
    let fake = FakeGitHub::start(TOKEN, "octo");
    let github = client(&fake);
    let mut wanted = request("octo", OwnerKind::User);
    wanted.spec.visibility = Visibility::Public;
    let repo = provider::reconcile_repository(&github, &quiet(), &wanted).unwrap();
    assert_eq!(fake.writes(), ["POST /user/repos"]);
    assert!(!fake.repo("octo", "fleet").unwrap().private);
    assert_eq!(repo.visibility, Visibility::Public);
}

#[test]
fn existing_repository_is_left_alone_without_reconcile() {
    let fake = org();
    fake.add_repo("acme", "fleet", false);
    let github = client(&fake);
    let repo = provider::reconcile_repository(
        &github,
        &quiet(),
        &request("acme", OwnerKind::Organization),
    )
    .unwrap();
    assert!(fake.writes().is_empty(), "{:?}", fake.writes());
    assert_eq!(
        repo.visibility,
        Visibility::Public,
        "--private is only applied with --reconcile"
    );
}

#[test]
fn reconcile_applies_visibility_to_an_existing_repository() {
    let fake = org();
    fake.add_repo("acme", "fleet", false);
    let github = client(&fake);
    let mut wanted = request("acme", OwnerKind::Organization);
    wanted.reconcile = true;
    let repo = provider::reconcile_repository(&github, &quiet(), &wanted).unwrap();
    assert_eq!(fake.writes(), ["PATCH /repos/acme/fleet"]);
    assert!(fake.repo("acme", "fleet").unwrap().private);
    assert_eq!(repo.visibility, Visibility::Private);
    fake.clear_requests();
    provider::reconcile_repository(&github, &quiet(), &wanted).unwrap();
    assert!(fake.writes().is_empty(), "second run: {:?}", fake.writes());
}

#[test]
fn teams_are_granted_and_kept_unless_reconciling() {
    let fake = org();
    fake.add_repo("acme", "fleet", true);
    fake.set_team("acme", "fleet", "ops", "pull");
    let github = client(&fake);
    let mut wanted = request("acme", OwnerKind::Organization);
    wanted.teams = vec![
        "platform".parse::<TeamAccess>().unwrap(),
        "ops:push".parse().unwrap(),
    ];
    provider::reconcile_repository(&github, &quiet(), &wanted).unwrap();
    let repo = fake.repo("acme", "fleet").unwrap();
    assert_eq!(
        repo.teams["platform"], "maintain",
        "flux's default permission"
    );
    assert_eq!(
        repo.teams["ops"], "pull",
        "existing access stays without --reconcile"
    );
    assert_eq!(
        fake.writes(),
        ["PUT /orgs/acme/teams/platform/repos/acme/fleet"]
    );

    fake.clear_requests();
    wanted.reconcile = true;
    provider::reconcile_repository(&github, &quiet(), &wanted).unwrap();
    assert_eq!(fake.repo("acme", "fleet").unwrap().teams["ops"], "push");
    assert_eq!(fake.writes(), ["PUT /orgs/acme/teams/ops/repos/acme/fleet"]);
}

#[test]
fn unknown_team_is_a_warning_not_a_failure() {
    let fake = org();
    fake.add_repo("acme", "fleet", true);
    let github = client(&fake);
    let mut wanted = request("acme", OwnerKind::Organization);
    wanted.teams = vec!["nobody".parse().unwrap()];
    provider::reconcile_repository(&github, &quiet(), &wanted).unwrap();
    assert!(fake.repo("acme", "fleet").unwrap().teams.is_empty());
}

fn deploy_key(public_key: &str, read_only: bool) -> DeployKey {
    DeployKey {
        title: provider::deploy_key_name("flux-system", "main", "flux-system", "./clusters/prod"),
        public_key: format!("{public_key} fluxr"),
        read_only,
    }
}

#[test]
fn deploy_key_is_added_read_only_then_left_alone() {
    let fake = org();
    fake.add_repo("acme", "fleet", true);
    let github = client(&fake);
    let repo = github
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap()
        .unwrap();
    let key = deploy_key(KEY_A, true);
    assert_eq!(
        provider::reconcile_deploy_key(&github, &repo, &key).unwrap(),
        Change::Created
    );
    let keys = fake.repo("acme", "fleet").unwrap().keys;
    assert_eq!(keys.len(), 1);
    assert_eq!(
        keys[0].title,
        "flux-system-main-flux-system-./clusters/prod"
    );
    assert_eq!(
        keys[0].key, KEY_A,
        "GitHub keeps the key without its comment"
    );
    assert!(keys[0].read_only);

    fake.clear_requests();
    assert_eq!(
        provider::reconcile_deploy_key(&github, &repo, &key).unwrap(),
        Change::Unchanged
    );
    assert!(fake.writes().is_empty(), "{:?}", fake.writes());
}

#[test]
fn changed_deploy_key_replaces_the_old_one() {
    let fake = org();
    fake.add_repo("acme", "fleet", true);
    let title = deploy_key(KEY_A, true).title;
    fake.add_deploy_key("acme", "fleet", &title, KEY_A, true);
    fake.add_deploy_key(
        "acme",
        "fleet",
        "someone-else",
        "ssh-ed25519 AAAAOTHER",
        true,
    );
    let github = client(&fake);
    let repo = github
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap()
        .unwrap();

    let changed = provider::reconcile_deploy_key(&github, &repo, &deploy_key(KEY_B, true)).unwrap();
    assert_eq!(changed, Change::Updated);
    let keys = fake.repo("acme", "fleet").unwrap().keys;
    let titled: Vec<_> = keys.iter().filter(|k| k.title == title).collect();
    assert_eq!(titled.len(), 1);
    assert_eq!(titled[0].key, KEY_B);
    assert!(
        keys.iter().any(|k| k.title == "someone-else"),
        "other keys stay"
    );

    // --read-write-key on a later run replaces the read-only key too.
    let changed =
        provider::reconcile_deploy_key(&github, &repo, &deploy_key(KEY_B, false)).unwrap();
    assert_eq!(changed, Change::Updated);
    let keys = fake.repo("acme", "fleet").unwrap().keys;
    assert!(keys.iter().any(|k| k.title == title && !k.read_only));
}

#[test]
fn rate_limit_is_waited_out_then_the_request_succeeds() {
    let fake = org();
    fake.add_repo("acme", "fleet", true);
    fake.fail_next("GET /repos/acme/fleet", Fault::RateLimited { seconds: 1 });
    fake.fail_next("GET /repos/acme/fleet", Fault::RetryAfter { seconds: 1 });
    let github = client(&fake);
    let repo = github
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap();
    assert!(repo.is_some());
    assert_eq!(
        fake.requests(),
        [
            "GET /repos/acme/fleet",
            "GET /repos/acme/fleet",
            "GET /repos/acme/fleet"
        ]
    );
}

#[test]
fn rate_limit_past_the_timeout_fails_at_once_naming_the_reset() {
    let fake = org();
    fake.fail_next("", Fault::RateLimited { seconds: 3600 });
    let github = client_with(&fake, TOKEN, Duration::from_secs(30));
    let err = github
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap_err();
    assert!(matches!(err, Error::RateLimited { .. }), "{err}");
    let message = err.to_string();
    assert!(message.contains("rate limit exceeded until"), "{message}");
    assert!(message.contains("--timeout"), "{message}");
}

#[test]
fn server_errors_are_retried_with_backoff() {
    let fake = org();
    fake.fail_next("POST /orgs/acme/repos", Fault::Status(502));
    fake.fail_next("POST /orgs/acme/repos", Fault::Status(503));
    let github = client(&fake);
    provider::reconcile_repository(&github, &quiet(), &request("acme", OwnerKind::Organization))
        .unwrap();
    assert!(fake.repo("acme", "fleet").is_some());
    assert_eq!(fake.writes().len(), 3);
}

#[test]
fn persistent_server_errors_give_up_with_a_clear_message() {
    let fake = org();
    for _ in 0..10 {
        fake.fail_next("GET /repos", Fault::Status(500));
    }
    let github = client(&fake);
    let err = github
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "github.example.com failed to get repository acme/fleet: 500 Internal Server Error \
         after 4 attempts, the service may be unavailable: retry later"
    );
}

#[test]
fn bad_token_says_to_fix_github_token() {
    let fake = org();
    let github = client_with(&fake, "wrong", Duration::from_secs(60));
    let err = github
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "github.example.com rejected the token (401 Bad credentials): set GITHUB_TOKEN to a \
         valid personal access token that has not expired"
    );
}

#[test]
fn missing_permission_is_named() {
    let fake = org();
    fake.add_repo("acme", "fleet", true);
    fake.fail_next(
        "POST /repos/acme/fleet/keys",
        Fault::Forbidden {
            permission: "administration=write".into(),
        },
    );
    let github = client(&fake);
    let repo = github
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap()
        .unwrap();
    let err = provider::reconcile_deploy_key(&github, &repo, &deploy_key(KEY_A, true)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "github.example.com refused to add deploy key \
         \"flux-system-main-flux-system-./clusters/prod\" to acme/fleet (403 Resource not \
         accessible by personal access token): the token needs Administration read and write \
         (fine-grained token)"
    );
}

#[test]
fn unknown_owner_is_reported_with_what_to_check() {
    let fake = org();
    let github = client(&fake);
    let err = provider::reconcile_repository(
        &github,
        &quiet(),
        &request("nope", OwnerKind::Organization),
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "organization \"nope\" not found on github.example.com: check --owner, and add \
         --personal when it is a user account"
    );

    fake.add_user("alice");
    let err = provider::reconcile_repository(
        &github,
        &quiet(),
        &request("alice", OwnerKind::Organization),
    )
    .unwrap_err();
    assert!(matches!(err, Error::OwnerIsUser { .. }), "{err}");
    assert!(err.to_string().contains("add --personal"), "{err}");

    let err = provider::reconcile_repository(&github, &quiet(), &request("alice", OwnerKind::User))
        .unwrap_err();
    assert!(matches!(err, Error::NotTokenUser { .. }), "{err}");
    assert!(err.to_string().contains("--owner=octo"), "{err}");
    assert!(
        fake.repo("octo", "fleet").is_none(),
        "nothing created for the wrong user"
    );
}

#[test]
fn archived_repository_is_refused() {
    let fake = org();
    fake.add_repo("acme", "fleet", true);
    fake.archive("acme", "fleet");
    let github = client(&fake);
    let err = provider::reconcile_repository(
        &github,
        &quiet(),
        &request("acme", OwnerKind::Organization),
    )
    .unwrap_err();
    assert!(matches!(err, Error::Archived { .. }), "{err}");
    assert!(err.to_string().contains("is archived"), "{err}");
}

#[test]
fn unreachable_api_names_the_address() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    drop(listener);
    let github = GitHub::new(
        Options {
            hostname: "github.example.com".into(),
            api_url: Some(format!("http://127.0.0.1:{port}/api/v3")),
            token: TOKEN.into(),
            deadline: Instant::now() + Duration::from_secs(30),
            first_backoff: Duration::from_millis(10),
            ca_pem: None,
            installation: false,
        },
        &quiet(),
    )
    .unwrap();
    let err = github
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap_err();
    // As the user sees it: with its causes.
    let message = error_chain(&err);
    assert!(
        message.starts_with(&format!(
            "unable to reach http://127.0.0.1:{port}/api/v3 to get repository acme/fleet: "
        )),
        "{message}"
    );
}

fn options_for(api_url: String, ca_pem: Option<String>) -> Options {
    Options {
        hostname: "github.example.com".into(),
        api_url: Some(api_url),
        token: TOKEN.into(),
        deadline: Instant::now() + Duration::from_secs(30),
        first_backoff: Duration::from_millis(10),
        ca_pem,
        installation: false,
    }
}

#[test]
fn an_api_behind_a_private_ca_is_trusted_with_the_ca_file_only() {
    let fake = FakeGitHub::start_tls(TOKEN, "alice");
    fake.add_org("acme", &[]);
    fake.add_repo("acme", "fleet", true);

    let untrusted = GitHub::new(options_for(fake.api_url(), None), &quiet()).unwrap();
    let err = untrusted
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap_err();
    assert!(
        error_chain(&err).contains("certificate verify failed"),
        "{err}"
    );

    let trusted = GitHub::new(options_for(fake.api_url(), fake.ca_pem.clone()), &quiet()).unwrap();
    let repository = trusted
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap()
        .expect("the repository exists");
    assert_eq!(repository.name, "fleet");
}

#[test]
fn a_ca_file_without_certificates_is_a_configuration_error() {
    let err = GitHub::new(
        options_for(
            "https://127.0.0.1:1/api/v3".into(),
            Some("not a certificate".into()),
        ),
        &quiet(),
    )
    .err()
    .expect("refused");
    assert!(
        error_chain(&err).starts_with("invalid TLS CA bundle \"--ca-file\": "),
        "{err}"
    );
}
