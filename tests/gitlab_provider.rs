//! The GitLab provider against the stateful fake in tests/support: projects in groups and
//! subgroups and in the user's namespace, visibility, deploy keys and deploy tokens, sharing
//! with groups, the API base it picks, and what it says when GitLab refuses or fails.

mod support;

use std::time::{Duration, Instant};

use fluxr::provider::gitlab::GitLab;
use fluxr::provider::http::Settings;
use fluxr::provider::{
    self, Change, DeployKey, Error, OwnerKind, Provider, RepositoryRequest, RepositorySpec,
    TeamAccess, Visibility,
};
use fluxr::ui::Ui;
use serde_json::json;
use support::fake_api::Response;
use support::fake_gitlab::FakeGitLab;

const TOKEN: &str = "glpat-test-token";
const KEY_A: &str = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAAAA";
const KEY_B: &str = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBBBB";

fn quiet() -> Ui {
    Ui { quiet: true }
}

fn settings(fake: &FakeGitLab, token: &str, timeout: Duration) -> Settings {
    Settings {
        hostname: None,
        api_url: Some(fake.api_url()),
        token: token.into(),
        deadline: Instant::now() + timeout,
        first_backoff: Duration::from_millis(20),
        ca_pem: None,
    }
}

fn client(fake: &FakeGitLab) -> GitLab {
    GitLab::new(settings(fake, TOKEN, Duration::from_secs(60)), &quiet()).unwrap()
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

fn with_groups() -> FakeGitLab {
    let fake = FakeGitLab::start(TOKEN, "alice");
    fake.add_group("acme");
    fake.add_group("acme/platform");
    fake.add_group("acme/ops");
    fake
}

fn deploy_key(public_key: &str, read_only: bool) -> DeployKey {
    DeployKey {
        title: provider::deploy_key_name("flux-system", "main", "flux-system", "./clusters/prod"),
        public_key: public_key.into(),
        read_only,
    }
}

#[test]
fn a_project_is_created_in_a_subgroup() {
    let fake = with_groups();
    let gitlab = client(&fake);
    let repo = provider::reconcile_repository(
        &gitlab,
        &quiet(),
        &request("acme/platform", OwnerKind::Organization),
    )
    .unwrap();
    assert_eq!(fake.server.writes(), ["POST /projects"]);
    let project = fake.project("acme/platform/fleet").expect("created");
    assert_eq!(project.visibility, "private");
    assert_eq!(repo.owner, "acme/platform");
    assert_eq!(repo.api_id, project.id.to_string());
    assert_eq!(
        repo.https_url,
        format!(
            "http://127.0.0.1:{}/acme/platform/fleet.git",
            fake.server.port
        )
    );
    // GitLab's `git@host:path.git` in flux's form.
    assert_eq!(repo.ssh_url, "ssh://git@127.0.0.1/acme/platform/fleet");
    assert!(
        fake.server
            .requests()
            .contains(&"GET /groups/acme%2Fplatform".to_owned()),
        "the subgroup is looked up by its encoded full path: {:?}",
        fake.server.requests()
    );
}

#[test]
fn a_public_personal_project_is_created_for_the_token_user_only() {
    let fake = FakeGitLab::start(TOKEN, "alice");
    let gitlab = client(&fake);
    let mut wanted = request("alice", OwnerKind::User);
    wanted.spec.visibility = Visibility::Public;
    let repo = provider::reconcile_repository(&gitlab, &quiet(), &wanted).unwrap();
    assert_eq!(repo.visibility, Visibility::Public);
    assert_eq!(fake.project("alice/fleet").unwrap().visibility, "public");

    let err = provider::reconcile_repository(&gitlab, &quiet(), &request("bob", OwnerKind::User))
        .unwrap_err();
    assert!(matches!(err, Error::NotTokenUser { .. }), "{err}");
    assert!(err.to_string().contains("--owner=alice"), "{err}");
}

#[test]
fn an_internal_project_keeps_its_visibility() {
    let fake = with_groups();
    let gitlab = client(&fake);
    let mut wanted = request("acme", OwnerKind::Organization);
    wanted.spec.visibility = Visibility::Internal;
    let repo = provider::reconcile_repository(&gitlab, &quiet(), &wanted).unwrap();
    assert_eq!(repo.visibility, Visibility::Internal);
    assert_eq!(fake.project("acme/fleet").unwrap().visibility, "internal");
}

#[test]
fn an_existing_project_is_reconciled_only_when_asked() {
    let fake = with_groups();
    fake.add_project("acme", "fleet", "public");
    let gitlab = client(&fake);
    let repo = provider::reconcile_repository(
        &gitlab,
        &quiet(),
        &request("acme", OwnerKind::Organization),
    )
    .unwrap();
    assert!(
        fake.server.writes().is_empty(),
        "{:?}",
        fake.server.writes()
    );
    assert_eq!(repo.visibility, Visibility::Public);

    let mut wanted = request("acme", OwnerKind::Organization);
    wanted.reconcile = true;
    let repo = provider::reconcile_repository(&gitlab, &quiet(), &wanted).unwrap();
    let id = fake.project("acme/fleet").unwrap().id;
    assert_eq!(fake.server.writes(), [format!("PUT /projects/{id}")]);
    assert_eq!(repo.visibility, Visibility::Private);
    assert_eq!(fake.project("acme/fleet").unwrap().visibility, "private");

    fake.server.clear_requests();
    provider::reconcile_repository(&gitlab, &quiet(), &wanted).unwrap();
    assert!(
        fake.server.writes().is_empty(),
        "a second run changes nothing"
    );
}

#[test]
fn a_missing_group_is_named() {
    let fake = with_groups();
    let gitlab = client(&fake);
    let err = provider::reconcile_repository(
        &gitlab,
        &quiet(),
        &request("acme/nope", OwnerKind::Organization),
    )
    .unwrap_err();
    assert!(matches!(err, Error::OwnerNotFound { .. }), "{err}");
    let message = err.to_string();
    assert!(message.contains("group \"acme/nope\""), "{message}");
    assert!(fake.server.writes().is_empty());
}

#[test]
fn deploy_keys_are_added_kept_and_rotated() {
    let fake = with_groups();
    let id = fake.add_project("acme", "fleet", "private");
    let gitlab = client(&fake);
    let repo = gitlab
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap()
        .unwrap();
    assert_eq!(
        provider::reconcile_deploy_key(&gitlab, &repo, &deploy_key(KEY_A, true)).unwrap(),
        Change::Created
    );
    let keys = fake.project("acme/fleet").unwrap().keys;
    assert_eq!(keys.len(), 1);
    assert!(!keys[0].can_push, "read-only unless --read-write-key");
    assert_eq!(
        keys[0].title,
        "flux-system-main-flux-system-./clusters/prod"
    );

    fake.server.clear_requests();
    assert_eq!(
        provider::reconcile_deploy_key(
            &gitlab,
            &repo,
            &deploy_key(&format!("{KEY_A} fluxr"), true)
        )
        .unwrap(),
        Change::Unchanged,
        "the comment does not count"
    );
    assert!(fake.server.writes().is_empty());

    assert_eq!(
        provider::reconcile_deploy_key(&gitlab, &repo, &deploy_key(KEY_B, true)).unwrap(),
        Change::Updated
    );
    let old = keys[0].id;
    assert_eq!(
        fake.server.writes(),
        [
            format!("DELETE /projects/{id}/deploy_keys/{old}"),
            format!("POST /projects/{id}/deploy_keys")
        ]
    );
    let keys = fake.project("acme/fleet").unwrap().keys;
    assert_eq!(keys.len(), 1);
    assert_eq!(keys[0].key, KEY_B);

    provider::reconcile_deploy_key(&gitlab, &repo, &deploy_key(KEY_B, false)).unwrap();
    assert!(fake.project("acme/fleet").unwrap().keys[0].can_push);
}

#[test]
fn deploy_keys_of_other_titles_are_left_alone_across_pages() {
    let fake = with_groups();
    let id = fake.add_project("acme", "fleet", "private");
    for n in 0..150 {
        fake.add_deploy_key(
            id,
            &format!("other-{n}"),
            &format!("ssh-ed25519 KEY{n}"),
            false,
        );
    }
    let gitlab = client(&fake);
    let repo = gitlab
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap()
        .unwrap();
    assert_eq!(gitlab.deploy_keys(&repo).unwrap().len(), 150);
    provider::reconcile_deploy_key(&gitlab, &repo, &deploy_key(KEY_A, true)).unwrap();
    assert_eq!(fake.project("acme/fleet").unwrap().keys.len(), 151);
}

#[test]
fn deploy_tokens_are_created_read_only_and_replaced_on_every_run() {
    let fake = with_groups();
    let id = fake.add_project("acme", "fleet", "private");
    let name = provider::deploy_token_name("flux-system", "main", "flux-system", "");
    let revoked = fake.add_deploy_token(id, &name, true);
    let gitlab = client(&fake);
    let repo = gitlab
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap()
        .unwrap();
    let (first, change) = provider::reconcile_deploy_token(&gitlab, &repo, &name).unwrap();
    assert_eq!(change, Change::Created, "a revoked token does not count");
    assert!(first.username.starts_with("gitlab+deploy-token-"));
    assert!(!first.token.is_empty());
    assert!(
        !format!("{first:?}").contains(&first.token),
        "Debug hides the token"
    );
    let tokens = fake.project("acme/fleet").unwrap().tokens;
    let created = tokens
        .iter()
        .find(|t| t.name == name && !t.revoked)
        .unwrap();
    assert_eq!(created.scopes, ["read_repository"]);
    assert!(tokens.iter().any(|t| t.id == revoked));

    fake.server.clear_requests();
    let (second, change) = provider::reconcile_deploy_token(&gitlab, &repo, &name).unwrap();
    assert_eq!(change, Change::Updated);
    assert_ne!(second.token, first.token);
    assert_eq!(
        fake.server.writes(),
        [
            format!("DELETE /projects/{id}/deploy_tokens/{}", first.id),
            format!("POST /projects/{id}/deploy_tokens")
        ]
    );
}

#[test]
fn groups_are_shared_with_and_kept_unless_reconciling() {
    let fake = with_groups();
    let gitlab = client(&fake);
    let mut wanted = request("acme", OwnerKind::Organization);
    wanted.teams = vec![
        "acme/platform".parse().unwrap(),
        "acme/ops:pull".parse().unwrap(),
    ];
    provider::reconcile_repository(&gitlab, &quiet(), &wanted).unwrap();
    let project = fake.project("acme/fleet").unwrap();
    let platform = fake.group_id("acme/platform");
    let ops = fake.group_id("acme/ops");
    assert_eq!(
        project.shares.get(&platform),
        Some(&40),
        "maintain is Maintainer"
    );
    assert_eq!(project.shares.get(&ops), Some(&10), "pull is Guest");

    // Someone made ops Developers; without --reconcile that stays.
    fake.share(project.id, ops, 30);
    fake.server.clear_requests();
    provider::reconcile_repository(&gitlab, &quiet(), &wanted).unwrap();
    assert!(
        fake.server.writes().is_empty(),
        "{:?}",
        fake.server.writes()
    );

    wanted.reconcile = true;
    provider::reconcile_repository(&gitlab, &quiet(), &wanted).unwrap();
    assert_eq!(
        fake.server.writes(),
        [
            format!("DELETE /projects/{}/share/{ops}", project.id),
            format!("POST /projects/{}/share", project.id)
        ],
        "a share's level is changed by sharing again"
    );
    assert_eq!(
        fake.project("acme/fleet").unwrap().shares.get(&ops),
        Some(&10)
    );
}

#[test]
fn a_missing_group_to_share_with_is_a_warning() {
    let fake = with_groups();
    let gitlab = client(&fake);
    let mut wanted = request("acme", OwnerKind::Organization);
    wanted.teams = vec!["ghosts".parse::<TeamAccess>().unwrap()];
    let repo = provider::reconcile_repository(&gitlab, &quiet(), &wanted).unwrap();
    assert_eq!(
        repo.name, "fleet",
        "the project is still there to bootstrap"
    );
    let err = gitlab.team_permission(&repo, "ghosts").unwrap_err();
    assert!(
        err.to_string().contains("group \"ghosts\" not found"),
        "{err}"
    );
}

#[test]
fn a_bad_token_is_named_without_showing_it() {
    let fake = with_groups();
    let gitlab = GitLab::new(
        settings(&fake, "glpat-wrong", Duration::from_secs(60)),
        &quiet(),
    )
    .unwrap();
    let err = gitlab
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap_err();
    assert!(matches!(err, Error::Unauthorized { .. }), "{err}");
    let message = err.to_string();
    assert!(message.contains("GITLAB_TOKEN"), "{message}");
    assert!(message.contains("401 Unauthorized"), "{message}");
    assert!(!message.contains("glpat-wrong"), "{message}");
}

#[test]
fn forbidden_names_the_role_the_token_needs() {
    let fake = with_groups();
    fake.server.fail_next(
        "POST /projects",
        Response::json(403, json!({"message": "403 Forbidden"})),
    );
    let gitlab = client(&fake);
    let err = provider::reconcile_repository(
        &gitlab,
        &quiet(),
        &request("acme", OwnerKind::Organization),
    )
    .unwrap_err();
    assert!(matches!(err, Error::Forbidden { .. }), "{err}");
    assert!(err.to_string().contains("api scope"), "{err}");
}

#[test]
fn rate_limits_and_server_errors_are_retried() {
    let fake = with_groups();
    fake.server.fail_next(
        "GET /projects/",
        Response::text(429, "Retry later")
            .with_header("Retry-After", "1")
            .with_header("RateLimit-Limit", "600")
            .with_header("RateLimit-Remaining", "0"),
    );
    fake.server.fail_next(
        "POST /projects",
        Response::json(502, json!({"message": "502 Bad Gateway"})),
    );
    let gitlab = client(&fake);
    let started = Instant::now();
    provider::reconcile_repository(&gitlab, &quiet(), &request("acme", OwnerKind::Organization))
        .unwrap();
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "Retry-After was honoured"
    );
    let requests = fake.server.requests();
    assert_eq!(
        requests
            .iter()
            .filter(|r| r.starts_with("GET /projects/acme%2Ffleet"))
            .count(),
        2
    );
    assert_eq!(
        requests.iter().filter(|r| *r == "POST /projects").count(),
        2
    );
    assert!(fake.project("acme/fleet").is_some());
}

#[test]
fn persistent_failures_end_with_a_clear_error() {
    let fake = with_groups();
    for _ in 0..4 {
        fake.server.fail_next(
            "GET /projects/",
            Response::json(503, json!({"message": "503 Service Unavailable"})),
        );
    }
    let gitlab = client(&fake);
    let err = gitlab
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap_err();
    assert!(
        matches!(err, Error::Unavailable { attempts: 4, .. }),
        "{err}"
    );
    assert!(
        err.to_string()
            .contains("503 Service Unavailable after 4 attempts"),
        "{err}"
    );

    for _ in 0..4 {
        fake.server.fail_next(
            "GET /projects/",
            Response::text(429, "Retry later").with_header("Retry-After", "0"),
        );
    }
    let err = gitlab
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("429 Too Many Requests (rate limited)"),
        "{err}"
    );
}

#[test]
fn a_rate_limit_past_the_timeout_fails_at_once() {
    let fake = with_groups();
    fake.server.fail_next(
        "GET /projects/",
        Response::text(429, "Retry later").with_header("Retry-After", "3600"),
    );
    let gitlab = GitLab::new(settings(&fake, TOKEN, Duration::from_secs(30)), &quiet()).unwrap();
    let started = Instant::now();
    let err = gitlab
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap_err();
    assert!(matches!(err, Error::RateLimited { .. }), "{err}");
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[test]
fn an_explicit_hostname_wins_over_the_override() {
    let fake = with_groups();
    fake.add_project("acme", "fleet", "private");
    let mut wanted = settings(&fake, TOKEN, Duration::from_secs(20));
    // The override points nowhere; the hostname given on the command line is the fake.
    wanted.api_url = Some("http://127.0.0.1:9/api/v4".into());
    wanted.hostname = Some(fake.server.root_url());
    let gitlab = GitLab::new(wanted, &quiet()).unwrap();
    assert_eq!(
        gitlab.api_url(),
        format!("{}/api/v4", fake.server.root_url())
    );
    assert!(
        gitlab
            .get_repository("acme", "fleet", OwnerKind::Organization)
            .unwrap()
            .is_some()
    );
}

#[test]
fn a_self_signed_server_needs_its_ca() {
    let fake = FakeGitLab::start_tls(TOKEN, "alice");
    fake.add_group("acme");
    fake.add_project("acme", "fleet", "private");
    let mut wanted = settings(&fake, TOKEN, Duration::from_secs(20));
    wanted.first_backoff = Duration::from_millis(1);
    let untrusted = GitLab::new(wanted.clone(), &quiet()).unwrap();
    let err = untrusted
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap_err();
    // Not retried: another try would meet the same certificate.
    assert!(matches!(err, Error::Untrusted { .. }), "{err}");
    assert_eq!(
        fake.server.requests().len(),
        0,
        "no request got past the handshake"
    );
    wanted.ca_pem = fake.server.ca_pem.clone();
    let trusted = GitLab::new(wanted, &quiet()).unwrap();
    assert!(
        trusted
            .get_repository("acme", "fleet", OwnerKind::Organization)
            .unwrap()
            .is_some()
    );
}
