//! The Gitea provider against the stateful fake in tests/support: organization and personal
//! repositories, visibility, deploy keys, teams (which keep their own permission on Gitea), the
//! API base it picks, and what it says when Gitea refuses or fails.

mod support;

use std::time::{Duration, Instant};

use fluxr::provider::gitea::Gitea;
use fluxr::provider::http::Settings;
use fluxr::provider::{
    self, Change, DeployKey, Error, OwnerKind, Provider, RepositoryRequest, RepositorySpec,
    TeamPermission, Visibility,
};
use fluxr::ui::Ui;
use serde_json::json;
use support::fake_api::Response;
use support::fake_gitea::FakeGitea;

const TOKEN: &str = "gitea-test-token";
const KEY_A: &str = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAAAA";
const KEY_B: &str = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBBBB";

fn quiet() -> Ui {
    Ui { quiet: true }
}

fn settings(fake: &FakeGitea, token: &str) -> Settings {
    Settings {
        hostname: None,
        api_url: Some(fake.api_url()),
        token: token.into(),
        deadline: Instant::now() + Duration::from_secs(60),
        first_backoff: Duration::from_millis(20),
        ca_pem: None,
    }
}

fn client(fake: &FakeGitea) -> Gitea {
    Gitea::new(settings(fake, TOKEN), &quiet()).unwrap()
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

fn org() -> FakeGitea {
    let fake = FakeGitea::start(TOKEN, "gitea-admin");
    fake.add_org("acme", &[("platform", "admin"), ("readers", "read")]);
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
fn an_organization_repository_is_created_empty_and_private() {
    let fake = org();
    let gitea = client(&fake);
    let repo =
        provider::reconcile_repository(&gitea, &quiet(), &request("acme", OwnerKind::Organization))
            .unwrap();
    assert_eq!(fake.server.writes(), ["POST /orgs/acme/repos"]);
    let stored = fake.repo("acme", "fleet").unwrap();
    assert!(stored.private);
    assert!(stored.empty, "flux creates it without an initial commit");
    assert_eq!(stored.default_branch, "main");
    assert_eq!(
        repo.default_branch, None,
        "an empty repository has no branch yet"
    );
    assert_eq!(repo.ssh_url, "ssh://git@127.0.0.1/acme/fleet");
    assert_eq!(
        repo.https_url,
        format!("http://127.0.0.1:{}/acme/fleet.git", fake.server.port)
    );
}

#[test]
fn a_personal_repository_is_for_the_token_user() {
    let fake = org();
    let gitea = client(&fake);
    let mut wanted = request("gitea-admin", OwnerKind::User);
    wanted.spec.visibility = Visibility::Public;
    provider::reconcile_repository(&gitea, &quiet(), &wanted).unwrap();
    assert_eq!(fake.server.writes(), ["POST /user/repos"]);
    assert!(!fake.repo("gitea-admin", "fleet").unwrap().private);

    let err = provider::reconcile_repository(&gitea, &quiet(), &request("bob", OwnerKind::User))
        .unwrap_err();
    assert!(matches!(err, Error::NotTokenUser { .. }), "{err}");
}

#[test]
fn a_user_given_as_organization_is_pointed_at_personal() {
    let fake = org();
    fake.add_user("carol");
    let gitea = client(&fake);
    let err = provider::reconcile_repository(
        &gitea,
        &quiet(),
        &request("carol", OwnerKind::Organization),
    )
    .unwrap_err();
    assert!(matches!(err, Error::OwnerIsUser { .. }), "{err}");
    assert!(err.to_string().contains("--personal"), "{err}");
    let err = provider::reconcile_repository(
        &gitea,
        &quiet(),
        &request("nobody", OwnerKind::Organization),
    )
    .unwrap_err();
    assert!(matches!(err, Error::OwnerNotFound { .. }), "{err}");
}

#[test]
fn an_existing_repository_is_reconciled_only_when_asked() {
    let fake = org();
    fake.add_repo("acme", "fleet", false);
    let gitea = client(&fake);
    let repo =
        provider::reconcile_repository(&gitea, &quiet(), &request("acme", OwnerKind::Organization))
            .unwrap();
    assert!(fake.server.writes().is_empty());
    assert_eq!(repo.visibility, Visibility::Public);
    assert_eq!(repo.default_branch.as_deref(), Some("main"));

    let mut wanted = request("acme", OwnerKind::Organization);
    wanted.reconcile = true;
    wanted.spec.description = Some("fleet config".into());
    let repo = provider::reconcile_repository(&gitea, &quiet(), &wanted).unwrap();
    assert_eq!(fake.server.writes(), ["PATCH /repos/acme/fleet"]);
    assert_eq!(repo.visibility, Visibility::Private);
    assert_eq!(
        fake.repo("acme", "fleet").unwrap().description,
        "fleet config"
    );
    fake.server.clear_requests();
    provider::reconcile_repository(&gitea, &quiet(), &wanted).unwrap();
    assert!(fake.server.writes().is_empty(), "a rerun is a no-op");
}

#[test]
fn deploy_keys_are_added_kept_and_rotated() {
    let fake = org();
    fake.add_repo("acme", "fleet", true);
    let gitea = client(&fake);
    let repo = gitea
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap()
        .unwrap();
    assert_eq!(
        provider::reconcile_deploy_key(&gitea, &repo, &deploy_key(KEY_A, true)).unwrap(),
        Change::Created
    );
    let keys = fake.repo("acme", "fleet").unwrap().keys;
    assert_eq!((keys.len(), keys[0].read_only), (1, true));
    fake.server.clear_requests();
    assert_eq!(
        provider::reconcile_deploy_key(&gitea, &repo, &deploy_key(KEY_A, true)).unwrap(),
        Change::Unchanged
    );
    assert!(fake.server.writes().is_empty());
    assert_eq!(
        provider::reconcile_deploy_key(&gitea, &repo, &deploy_key(KEY_B, false)).unwrap(),
        Change::Updated
    );
    assert_eq!(
        fake.server.writes(),
        [
            format!("DELETE /repos/acme/fleet/keys/{}", keys[0].id),
            "POST /repos/acme/fleet/keys".to_owned()
        ]
    );
    let keys = fake.repo("acme", "fleet").unwrap().keys;
    assert_eq!((keys.len(), keys[0].read_only), (1, false));
    assert_eq!(keys[0].key, KEY_B);
}

#[test]
fn teams_are_added_with_their_own_permission_and_kept() {
    let fake = org();
    let gitea = client(&fake);
    let mut wanted = request("acme", OwnerKind::Organization);
    wanted.teams = vec!["platform".parse().unwrap(), "readers:pull".parse().unwrap()];
    let repo = provider::reconcile_repository(&gitea, &quiet(), &wanted).unwrap();
    let teams = fake.repo("acme", "fleet").unwrap().teams;
    assert!(
        teams.contains("platform") && teams.contains("readers"),
        "{teams:?}"
    );
    assert_eq!(
        gitea.team_permission(&repo, "platform").unwrap(),
        Some(TeamPermission::Admin),
        "the team's own permission, not the maintain asked for"
    );
    fake.server.clear_requests();
    wanted.reconcile = true;
    provider::reconcile_repository(&gitea, &quiet(), &wanted).unwrap();
    assert!(
        fake.server.writes().is_empty(),
        "a team that is there already has all Gitea can give it: {:?}",
        fake.server.writes()
    );
}

#[test]
fn an_unknown_team_is_a_warning_and_named() {
    let fake = org();
    let gitea = client(&fake);
    let mut wanted = request("acme", OwnerKind::Organization);
    wanted.teams = vec!["ghosts".parse().unwrap()];
    let repo = provider::reconcile_repository(&gitea, &quiet(), &wanted).unwrap();
    let err = gitea
        .set_team_permission(&repo, &"ghosts".parse().unwrap())
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("team \"ghosts\" not found in acme"),
        "{err}"
    );
}

#[test]
fn gitea_has_no_deploy_tokens() {
    let fake = org();
    fake.add_repo("acme", "fleet", true);
    let gitea = client(&fake);
    let repo = gitea
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap()
        .unwrap();
    let err = provider::reconcile_deploy_token(&gitea, &repo, "flux-system-main").unwrap_err();
    assert!(matches!(err, Error::Unsupported { .. }), "{err}");
    assert!(
        err.to_string()
            .contains("--deploy-token-auth is for GitLab"),
        "{err}"
    );
}

#[test]
fn api_errors_are_told_apart() {
    let fake = org();
    let wrong = Gitea::new(settings(&fake, "wrong-token"), &quiet()).unwrap();
    let err = wrong
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap_err();
    assert!(matches!(err, Error::Unauthorized { .. }), "{err}");
    assert!(err.to_string().contains("GITEA_TOKEN"), "{err}");
    assert!(!err.to_string().contains("wrong-token"), "{err}");

    let gitea = client(&fake);
    assert_eq!(
        gitea
            .get_repository("acme", "missing", OwnerKind::Organization)
            .unwrap(),
        None,
        "404 is a repository to create"
    );

    fake.server.fail_next(
        "POST /orgs/acme/repos",
        Response::json(403, json!({"message": "token does not have at least one of required scope(s): [write:organization]", "url": ""})),
    );
    let err =
        provider::reconcile_repository(&gitea, &quiet(), &request("acme", OwnerKind::Organization))
            .unwrap_err();
    assert!(matches!(err, Error::Forbidden { .. }), "{err}");
    assert!(err.to_string().contains("write:organization"), "{err}");

    fake.server.fail_next(
        "GET /repos/acme/fleet",
        Response::text(429, "rate limited").with_header("Retry-After", "1"),
    );
    fake.server.fail_next(
        "POST /orgs/acme/repos",
        Response::json(500, json!({"message": "internal error", "url": ""})),
    );
    provider::reconcile_repository(&gitea, &quiet(), &request("acme", OwnerKind::Organization))
        .unwrap();
    assert!(fake.repo("acme", "fleet").is_some());

    for _ in 0..4 {
        fake.server
            .fail_next("GET /repos/acme/fleet", Response::empty(502));
    }
    let err = gitea
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap_err();
    assert!(
        err.to_string().contains("502 Bad Gateway after 4 attempts"),
        "{err}"
    );
}

#[test]
fn an_explicit_hostname_wins_over_the_override() {
    let fake = org();
    fake.add_repo("acme", "fleet", true);
    let mut wanted = settings(&fake, TOKEN);
    wanted.api_url = Some("http://127.0.0.1:9".into());
    wanted.hostname = Some(fake.server.root_url());
    let gitea = Gitea::new(wanted, &quiet()).unwrap();
    assert_eq!(
        gitea.api_url(),
        format!("{}/api/v1", fake.server.root_url())
    );
    assert!(
        gitea
            .get_repository("acme", "fleet", OwnerKind::Organization)
            .unwrap()
            .is_some()
    );
}
