//! Contract test: fluxr's GitHub provider against Prism serving GitHub's own OpenAPI description
//! (`@octokit/openapi`). Prism checks every request fluxr sends against the schema (path,
//! parameters, body) and answers with the description's example bodies, which fluxr must parse.
//!
//! It needs Prism, so it is its own test binary that plain `cargo test` does not run
//! (`test = false` in Cargo.toml); `.ci/run` installs Prism and runs it with
//! `FLUXR_PRISM=<prism binary>` and `FLUXR_GITHUB_OPENAPI=<api.github.com.json>`. Run by hand
//! without them, it fails and says so instead of passing without checking anything.
//!
//! A small recording proxy sits between fluxr and Prism: it asks Prism for a given status where
//! a scenario needs one (`Prefer: code=404`), and keeps every `sl-violations` header, so that a
//! request Prism merely warns about fails the test too. Prism negotiates media types strictly
//! and the description lists only `application/json`, while GitHub documents
//! `application/vnd.github+json` (and a repository media type for team access): the proxy
//! sends Prism `application/json` instead.

mod support;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use fluxr::provider::github::{GitHub, Options};
use fluxr::provider::github_app::{self, AppCredentials, ExchangeOptions};
use fluxr::provider::{
    self, Change, DeployKey, Error, OwnerKind, Provider, RepositorySpec, TeamAccess,
    TeamPermission, Visibility,
};
use fluxr::ui::Ui;
use support::prism::{Prism, Proxy};

const PRISM_ENV: &str = "FLUXR_PRISM";
const SPEC_ENV: &str = "FLUXR_GITHUB_OPENAPI";
/// Prism parses a 13 MB description; on two busy cores that has taken minutes.
const PRISM_START_TIMEOUT: Duration = Duration::from_secs(600);

#[test]
fn fluxr_requests_and_parsing_match_githubs_openapi_description() {
    let (prism_bin, spec) = match (std::env::var_os(PRISM_ENV), std::env::var_os(SPEC_ENV)) {
        (Some(bin), Some(spec)) => (PathBuf::from(bin), PathBuf::from(spec)),
        _ => panic!(
            "{PRISM_ENV} and {SPEC_ENV} are not set: this contract test needs Prism serving \
             GitHub's OpenAPI description; run it through `bash .ci/run`, which installs both"
        ),
    };
    let prism = Prism::start(&prism_bin, &spec, PRISM_START_TIMEOUT);
    let proxy = Proxy::start(prism.port);
    let github = GitHub::new(
        Options {
            hostname: "github.com".into(),
            api_url: Some(proxy.url()),
            token: "ghp_contract".into(),
            deadline: Instant::now() + Duration::from_secs(300),
            first_backoff: Duration::from_millis(100),
            ca_pem: None,
            installation: false,
        },
        &Ui { quiet: true },
    )
    .unwrap();

    // Prism's examples name the owner "octocat" and the repository "Hello-World".
    let repo = github
        .get_repository("octocat", "Hello-World", OwnerKind::Organization)
        .unwrap()
        .expect("the example repository");
    assert!(!repo.web_url.is_empty() && !repo.https_url.is_empty());
    assert!(repo.ssh_url.starts_with("ssh://git@"), "{}", repo.ssh_url);
    proxy.check_clean("get repository");

    proxy.prefer("GET /repos/octocat/fleet", 404);
    assert_eq!(
        github
            .get_repository("octocat", "fleet", OwnerKind::Organization)
            .unwrap(),
        None
    );
    proxy.check_clean("get a missing repository");

    let created = github
        .create_repository(&spec_for("octocat", OwnerKind::Organization))
        .unwrap();
    assert!(!created.https_url.is_empty());
    proxy.check_clean("create an organization repository");

    // The example user is "octocat": a personal repository for the token's own user.
    github
        .create_repository(&spec_for("octocat", OwnerKind::User))
        .unwrap();
    proxy.check_clean("create a personal repository");

    proxy.prefer("POST /orgs/ghost/repos", 404);
    let err = github
        .create_repository(&spec_for("ghost", OwnerKind::Organization))
        .unwrap_err();
    assert!(
        matches!(err, Error::OwnerIsUser { .. } | Error::OwnerNotFound { .. }),
        "{err}"
    );
    proxy.check_clean("create a repository for a missing organization");

    let mut wanted = spec_for("octocat", OwnerKind::Organization);
    wanted.visibility = match repo.visibility {
        Visibility::Private => Visibility::Public,
        _ => Visibility::Private,
    };
    wanted.description = Some("fleet".into());
    wanted.default_branch = "fleet-main".into();
    let changed = github.update_repository(&repo, &wanted).unwrap();
    assert_eq!(changed, ["visibility", "description", "default branch"]);
    proxy.check_clean("update a repository");

    let permission = github.team_permission(&repo, "justice-league").unwrap();
    assert!(permission.is_some(), "the example team has access");
    proxy.prefer("GET /orgs/octocat/teams/nobody", 404);
    assert_eq!(github.team_permission(&repo, "nobody").unwrap(), None);
    github
        .set_team_permission(
            &repo,
            &TeamAccess {
                team: "justice-league".into(),
                permission: TeamPermission::Maintain,
            },
        )
        .unwrap();
    proxy.check_clean("team access");

    let keys = github.deploy_keys(&repo).unwrap();
    assert!(!keys.is_empty(), "the example lists a key");
    assert!(
        keys.iter()
            .all(|key| !key.id.is_empty() && !key.public_key.is_empty())
    );
    proxy.check_clean("list deploy keys");

    let key = DeployKey {
        title: provider::deploy_key_name("flux-system", "main", "flux-system", "./clusters/prod"),
        public_key: "ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQ fluxr".into(),
        read_only: true,
    };
    // The example key has another title: fluxr's key is added, nothing is deleted.
    assert_eq!(
        provider::reconcile_deploy_key(&github, &repo, &key).unwrap(),
        Change::Created
    );
    let same_title = DeployKey {
        title: keys[0].title.clone(),
        ..key
    };
    // The example key has this title but other material: fluxr replaces it.
    assert_eq!(
        provider::reconcile_deploy_key(&github, &repo, &same_title).unwrap(),
        Change::Updated
    );
    proxy.check_clean("add and replace deploy keys");

    // The error shapes the description gives: a 403 and a validation failure.
    proxy.prefer("POST /orgs/octocat/repos", 403);
    let err = github
        .create_repository(&spec_for("octocat", OwnerKind::Organization))
        .unwrap_err();
    assert!(matches!(err, Error::Forbidden { .. }), "{err}");
    proxy.prefer("POST /repos/octocat/Hello-World/keys", 422);
    let err = github.add_deploy_key(&repo, &same_title).unwrap_err();
    assert!(matches!(err, Error::Rejected { status: 422, .. }), "{err}");
    proxy.check_clean("error answers");

    // A GitHub App's installation, looked up by organization, exchanged for a token.
    let key = openssl::rsa::Rsa::generate(2048).unwrap();
    let app = AppCredentials {
        app_id: "1".into(),
        installation_id: None,
        installation_owner: Some("octocat".into()),
        private_key_pem: String::from_utf8(key.private_key_to_pem().unwrap()).unwrap(),
    };
    let exchange = ExchangeOptions {
        api_url: proxy.url(),
        domain: "github.com".into(),
        deadline: Instant::now() + Duration::from_secs(120),
        first_backoff: Duration::from_millis(100),
        ca_pem: None,
    };
    let token = github_app::installation_token(&app, &exchange, &Ui { quiet: true }).unwrap();
    assert!(!token.token.is_empty() && !token.installation_id.is_empty());
    proxy.check_clean("GitHub App installation token");

    let log = proxy.exchanges();
    let methods: Vec<&str> = log
        .iter()
        .filter_map(|exchange| exchange.line.split_whitespace().next())
        .collect();
    for method in ["GET", "POST", "PATCH", "PUT", "DELETE"] {
        assert!(
            methods.contains(&method),
            "no {method} request was checked: {log:?}"
        );
    }
}

fn spec_for(owner: &str, kind: OwnerKind) -> RepositorySpec {
    RepositorySpec {
        owner: owner.into(),
        name: "fleet".into(),
        owner_kind: kind,
        visibility: Visibility::Private,
        description: None,
        default_branch: "main".into(),
    }
}
