//! The Bitbucket Server provider against the stateful fake in tests/support: projects found by
//! name or key, personal repositories, clone links, deploy (access) keys, group permissions,
//! and what it says when Bitbucket refuses or fails.

mod support;

use std::time::{Duration, Instant};

use fluxr::provider::bitbucket::Bitbucket;
use fluxr::provider::http::Settings;
use fluxr::provider::{
    self, Change, DeployKey, Error, OwnerKind, Provider, RepositoryRequest, RepositorySpec,
    TeamAccess, TeamPermission, Visibility,
};
use fluxr::ui::Ui;
use serde_json::json;
use support::fake_api::Response;
use support::fake_bitbucket::FakeBitbucket;

const TOKEN: &str = "bbs-test-token";
const KEY_A: &str = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAAAA";
const KEY_B: &str = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBBBB";

fn quiet() -> Ui {
    Ui { quiet: true }
}

fn settings(fake: &FakeBitbucket, token: &str) -> Settings {
    Settings {
        hostname: Some(fake.url()),
        api_url: None,
        token: token.into(),
        deadline: Instant::now() + Duration::from_secs(60),
        first_backoff: Duration::from_millis(20),
        ca_pem: None,
    }
}

fn client(fake: &FakeBitbucket) -> Bitbucket {
    Bitbucket::new(settings(fake, TOKEN), &quiet()).unwrap()
}

fn request(owner: &str, kind: OwnerKind) -> RepositoryRequest {
    RepositoryRequest {
        spec: RepositorySpec {
            owner: owner.into(),
            name: "fleet".into(),
            owner_kind: kind,
            visibility: Visibility::Private,
            description: None,
            default_branch: "main".into(),
        },
        reconcile: false,
        teams: Vec::new(),
    }
}

fn server() -> FakeBitbucket {
    let fake = FakeBitbucket::start(TOKEN);
    fake.add_project("PLAT", "Platform");
    fake.add_group("platform-team");
    fake.add_group("auditors");
    fake
}

fn deploy_key(public_key: &str, read_only: bool) -> DeployKey {
    DeployKey {
        title: provider::deploy_key_name("flux-system", "main", "flux-system", ""),
        public_key: public_key.into(),
        read_only,
    }
}

#[test]
fn a_repository_is_created_in_the_project_named_by_owner() {
    let fake = server();
    let bitbucket = client(&fake);
    let repo = provider::reconcile_repository(
        &bitbucket,
        &quiet(),
        &request("Platform", OwnerKind::Organization),
    )
    .unwrap();
    assert_eq!(
        fake.server.writes(),
        ["POST /rest/api/1.0/projects/PLAT/repos"]
    );
    assert!(!fake.repo("PLAT", "fleet").unwrap().public);
    assert_eq!(repo.api_id, "PLAT/fleet");
    assert_eq!(
        repo.https_url,
        format!("http://127.0.0.1:{}/scm/plat/fleet.git", fake.server.port),
        "the user name in Bitbucket's clone link is dropped"
    );
    assert_eq!(
        repo.ssh_url, "ssh://git@127.0.0.1:7999/plat/fleet",
        "the SSH port comes from Bitbucket's clone link"
    );
    assert_eq!(repo.default_branch, None);
}

#[test]
fn a_project_key_works_as_owner_too() {
    let fake = server();
    fake.add_repo("PLAT", "fleet", false);
    let bitbucket = client(&fake);
    let repo = bitbucket
        .get_repository("PLAT", "fleet", OwnerKind::Organization)
        .unwrap()
        .expect("found by key");
    assert_eq!(repo.default_branch.as_deref(), Some("main"));
}

#[test]
fn a_personal_repository_lives_in_the_users_project() {
    let fake = server();
    let bitbucket = client(&fake);
    let mut wanted = request("alice", OwnerKind::User);
    wanted.spec.visibility = Visibility::Public;
    provider::reconcile_repository(&bitbucket, &quiet(), &wanted).unwrap();
    assert_eq!(
        fake.server.writes(),
        ["POST /rest/api/1.0/projects/~alice/repos"]
    );
    assert!(fake.repo("~alice", "fleet").unwrap().public);
}

#[test]
fn a_missing_project_is_named() {
    let fake = server();
    let bitbucket = client(&fake);
    let err = provider::reconcile_repository(
        &bitbucket,
        &quiet(),
        &request("Nope", OwnerKind::Organization),
    )
    .unwrap_err();
    assert!(
        matches!(
            err,
            Error::OwnerNotFound {
                kind: "project",
                ..
            }
        ),
        "{err}"
    );
    assert!(fake.server.writes().is_empty());
}

#[test]
fn an_existing_repository_is_reconciled_only_when_asked() {
    let fake = server();
    fake.add_repo("PLAT", "fleet", true);
    let bitbucket = client(&fake);
    provider::reconcile_repository(
        &bitbucket,
        &quiet(),
        &request("Platform", OwnerKind::Organization),
    )
    .unwrap();
    assert!(fake.server.writes().is_empty());
    let mut wanted = request("Platform", OwnerKind::Organization);
    wanted.reconcile = true;
    wanted.spec.default_branch = "fleet-main".into();
    let repo = provider::reconcile_repository(&bitbucket, &quiet(), &wanted).unwrap();
    assert_eq!(
        fake.server.writes(),
        [
            "PUT /rest/api/1.0/projects/PLAT/repos/fleet",
            "PUT /rest/api/1.0/projects/PLAT/repos/fleet/default-branch"
        ]
    );
    assert_eq!(repo.visibility, Visibility::Private);
    let stored = fake.repo("PLAT", "fleet").unwrap();
    assert!(!stored.public);
    assert_eq!(stored.default_branch.as_deref(), Some("fleet-main"));
}

#[test]
fn access_keys_are_added_with_the_title_as_label_kept_and_rotated() {
    let fake = server();
    fake.add_repo("PLAT", "fleet", false);
    let bitbucket = client(&fake);
    let repo = bitbucket
        .get_repository("Platform", "fleet", OwnerKind::Organization)
        .unwrap()
        .unwrap();
    assert_eq!(
        provider::reconcile_deploy_key(&bitbucket, &repo, &deploy_key(KEY_A, true)).unwrap(),
        Change::Created
    );
    let keys = fake.repo("PLAT", "fleet").unwrap().keys;
    assert_eq!(keys[0].label, "flux-system-main-flux-system");
    assert_eq!(keys[0].permission, "REPO_READ");
    fake.server.clear_requests();
    assert_eq!(
        provider::reconcile_deploy_key(&bitbucket, &repo, &deploy_key(KEY_A, true)).unwrap(),
        Change::Unchanged
    );
    assert!(fake.server.writes().is_empty());
    assert_eq!(
        provider::reconcile_deploy_key(&bitbucket, &repo, &deploy_key(KEY_B, false)).unwrap(),
        Change::Updated
    );
    assert_eq!(
        fake.server.writes(),
        [
            format!(
                "DELETE /rest/keys/1.0/projects/PLAT/repos/fleet/ssh/{}",
                keys[0].id
            ),
            "POST /rest/keys/1.0/projects/PLAT/repos/fleet/ssh".to_owned()
        ]
    );
    let keys = fake.repo("PLAT", "fleet").unwrap().keys;
    assert_eq!((keys.len(), keys[0].permission.as_str()), (1, "REPO_WRITE"));
}

#[test]
fn groups_get_repository_permissions() {
    let fake = server();
    fake.set_project_group("PLAT", "auditors", "PROJECT_READ");
    let bitbucket = client(&fake);
    let mut wanted = request("Platform", OwnerKind::Organization);
    wanted.teams = vec![
        TeamAccess::parse_with_default("platform-team", TeamPermission::Push).unwrap(),
        TeamAccess::parse_with_default("auditors:pull", TeamPermission::Push).unwrap(),
    ];
    let repo = provider::reconcile_repository(&bitbucket, &quiet(), &wanted).unwrap();
    let groups = fake.repo("PLAT", "fleet").unwrap().groups;
    assert_eq!(
        groups.get("platform-team").map(String::as_str),
        Some("REPO_WRITE")
    );
    assert_eq!(
        groups.get("auditors"),
        None,
        "read on the project is read on the repository already"
    );
    assert_eq!(
        bitbucket.team_permission(&repo, "auditors").unwrap(),
        Some(TeamPermission::Pull)
    );
    fake.server.clear_requests();
    provider::reconcile_repository(&bitbucket, &quiet(), &wanted).unwrap();
    assert!(fake.server.writes().is_empty(), "a rerun is a no-op");
}

#[test]
fn permissions_bitbucket_lacks_are_refused_by_name() {
    let fake = server();
    fake.add_repo("PLAT", "fleet", false);
    let bitbucket = client(&fake);
    let repo = bitbucket
        .get_repository("Platform", "fleet", OwnerKind::Organization)
        .unwrap()
        .unwrap();
    let err = bitbucket
        .set_team_permission(&repo, &"platform-team:maintain".parse().unwrap())
        .unwrap_err();
    assert!(
        err.to_string().contains("use one of pull, push, admin"),
        "{err}"
    );
    let mut wanted = request("Platform", OwnerKind::Organization);
    wanted.teams = vec!["platform-team:maintain".parse().unwrap()];
    provider::reconcile_repository(&bitbucket, &quiet(), &wanted).unwrap();
    assert!(
        fake.server.writes().is_empty(),
        "a warning, and nothing sent"
    );
    let err = bitbucket
        .set_team_permission(&repo, &"ghosts:push".parse().unwrap())
        .unwrap_err();
    assert!(
        err.to_string().contains("group \"ghosts\" not found"),
        "{err}"
    );
}

#[test]
fn api_errors_are_told_apart() {
    let fake = server();
    let wrong = Bitbucket::new(settings(&fake, "nope"), &quiet()).unwrap();
    let err = wrong
        .get_repository("Platform", "fleet", OwnerKind::Organization)
        .unwrap_err();
    assert!(matches!(err, Error::Unauthorized { .. }), "{err}");
    assert!(err.to_string().contains("BITBUCKET_TOKEN"), "{err}");
    assert!(err.to_string().contains("Authentication failed"), "{err}");

    let bitbucket = client(&fake);
    fake.server.fail_next(
        "POST /rest/api/1.0/projects/PLAT/repos",
        Response::json(403, json!({"errors": [{"message": "You are not permitted to create repositories in this project."}]})),
    );
    let err = provider::reconcile_repository(
        &bitbucket,
        &quiet(),
        &request("Platform", OwnerKind::Organization),
    )
    .unwrap_err();
    assert!(matches!(err, Error::Forbidden { .. }), "{err}");
    assert!(err.to_string().contains("not permitted"), "{err}");

    fake.server.fail_next(
        "GET /rest/api/1.0/projects?",
        Response::text(429, "").with_header("Retry-After", "1"),
    );
    fake.server.fail_next(
        "POST /rest/api/1.0/projects/PLAT/repos",
        Response::empty(503),
    );
    provider::reconcile_repository(
        &bitbucket,
        &quiet(),
        &request("Platform", OwnerKind::Organization),
    )
    .unwrap();
    assert!(fake.repo("PLAT", "fleet").is_some());

    for _ in 0..4 {
        fake.server.fail_next(
            "GET /rest/api/1.0/projects/PLAT/repos/fleet",
            Response::empty(500),
        );
    }
    let err = bitbucket
        .get_repository("Platform", "fleet", OwnerKind::Organization)
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("500 Internal Server Error after 4 attempts"),
        "{err}"
    );
}

#[test]
fn the_hostname_is_required_and_wins_over_the_override() {
    let fake = server();
    let mut none = settings(&fake, TOKEN);
    none.hostname = None;
    let err = Bitbucket::new(none.clone(), &quiet()).err().unwrap();
    assert!(err.to_string().contains("--hostname"), "{err}");
    none.api_url = Some(format!("{}/rest/api/1.0", fake.url()));
    let by_override = Bitbucket::new(none, &quiet()).unwrap();
    assert_eq!(
        by_override.api_url(),
        format!("{}/rest/api/1.0", fake.url())
    );
    let mut both = settings(&fake, TOKEN);
    both.api_url = Some("http://127.0.0.1:9".into());
    let explicit = Bitbucket::new(both, &quiet()).unwrap();
    assert_eq!(explicit.api_url(), format!("{}/rest/api/1.0", fake.url()));
}
