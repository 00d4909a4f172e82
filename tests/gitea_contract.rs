//! Contract test: fluxr's Gitea provider against Prism serving Gitea 1.27's own Swagger
//! description. Prism checks every request fluxr sends (path, parameters, body, the `token`
//! authorization) and answers with bodies generated from the description's schemas, which fluxr
//! must parse.
//!
//! It needs Prism, so it is its own test binary that plain `cargo test` does not run
//! (`test = false` in Cargo.toml); `.ci/run` runs it with `FLUXR_PRISM=<prism binary>` and
//! `FLUXR_GITEA_SWAGGER=<gitea-1.27.0.prism.swagger.json>` (the copy with `/api/v1` in every
//! path, since Prism ignores `basePath`). Run by hand without them, it fails and says so.

mod support;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use fluxr::provider::gitea::Gitea;
use fluxr::provider::http::Settings;
use fluxr::provider::{
    self, Change, DeployKey, Error, OwnerKind, Provider, RepositoryRequest, RepositorySpec,
    TeamAccess, TeamPermission, Visibility,
};
use fluxr::ui::Ui;
use support::prism::{Prism, Proxy};

const PRISM_ENV: &str = "FLUXR_PRISM";
const SPEC_ENV: &str = "FLUXR_GITEA_SWAGGER";
const PRISM_START_TIMEOUT: Duration = Duration::from_secs(300);

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

#[test]
fn fluxr_requests_and_parsing_match_giteas_swagger_description() {
    let (prism_bin, spec) = match (std::env::var_os(PRISM_ENV), std::env::var_os(SPEC_ENV)) {
        (Some(bin), Some(spec)) => (PathBuf::from(bin), PathBuf::from(spec)),
        _ => panic!(
            "{PRISM_ENV} and {SPEC_ENV} are not set: this contract test needs Prism serving \
             Gitea's Swagger description; run it through `bash .ci/run`, which sets both"
        ),
    };
    let prism = Prism::start(&prism_bin, &spec, PRISM_START_TIMEOUT);
    let proxy = Proxy::start(prism.port);
    let gitea = Gitea::new(
        Settings {
            hostname: None,
            api_url: Some(proxy.url()),
            token: "gitea-contract".into(),
            deadline: Instant::now() + Duration::from_secs(300),
            first_backoff: Duration::from_millis(100),
            ca_pem: None,
        },
        &Ui { quiet: true },
    )
    .unwrap();

    let repo = gitea
        .get_repository("acme", "fleet", OwnerKind::Organization)
        .unwrap()
        .expect("the described repository");
    assert!(repo.ssh_url.starts_with("ssh://git@"), "{}", repo.ssh_url);
    proxy.check_clean("get repository");

    proxy.prefer("GET /api/v1/repos/acme/missing", 404);
    assert_eq!(
        gitea
            .get_repository("acme", "missing", OwnerKind::Organization)
            .unwrap(),
        None
    );
    proxy.check_clean("get a missing repository");

    gitea
        .create_repository(&spec_for("acme", OwnerKind::Organization))
        .unwrap();
    proxy.check_clean("create an organization repository");

    // The described user's login is "string": a personal repository of the token's user.
    gitea
        .create_repository(&spec_for("string", OwnerKind::User))
        .unwrap();
    proxy.check_clean("create a personal repository");

    proxy.prefer("POST /api/v1/orgs/carol/repos", 404);
    proxy.prefer("GET /api/v1/orgs/carol", 404);
    let err = gitea
        .create_repository(&spec_for("carol", OwnerKind::Organization))
        .unwrap_err();
    assert!(matches!(err, Error::OwnerIsUser { .. }), "{err}");
    proxy.check_clean("create a repository for a user given as organization");

    let mut wanted = spec_for("acme", OwnerKind::Organization);
    wanted.visibility = match repo.visibility {
        Visibility::Public => Visibility::Private,
        _ => Visibility::Public,
    };
    wanted.description = Some("fleet".into());
    gitea.update_repository(&repo, &wanted).unwrap();
    proxy.check_clean("update a repository");

    gitea.team_permission(&repo, "platform").unwrap();
    // The described repository is named after the schema's placeholders.
    let path = format!("/api/v1/repos/{}/{}", repo.owner, repo.name);
    proxy.prefer(&format!("GET {path}/teams/nobody"), 404);
    assert_eq!(gitea.team_permission(&repo, "nobody").unwrap(), None);
    gitea
        .set_team_permission(
            &repo,
            &TeamAccess {
                team: "platform".into(),
                permission: TeamPermission::Maintain,
            },
        )
        .unwrap();
    proxy.check_clean("team access");

    // `bootstrap gitea`'s repository step in one go: get, reconcile, team access.
    let request = RepositoryRequest {
        spec: spec_for("acme", OwnerKind::Organization),
        reconcile: true,
        teams: vec![TeamAccess {
            team: "platform".into(),
            permission: TeamPermission::Maintain,
        }],
    };
    match provider::reconcile_repository(&gitea, &Ui { quiet: true }, &request) {
        Ok(reconciled) => assert_eq!(reconciled.owner, repo.owner),
        // The described repository may be archived, which stops the step.
        Err(err) => assert!(
            repo.archived && matches!(err, Error::Archived { .. }),
            "{err}"
        ),
    }
    proxy.check_clean("bootstrap gitea's repository step");

    let keys = gitea.deploy_keys(&repo).unwrap();
    assert!(!keys.is_empty(), "the description lists a key");
    proxy.check_clean("list deploy keys");

    let key = DeployKey {
        title: provider::deploy_key_name("flux-system", "main", "flux-system", "./clusters/prod"),
        public_key: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFLUX fluxr".into(),
        read_only: true,
    };
    assert_eq!(
        provider::reconcile_deploy_key(&gitea, &repo, &key).unwrap(),
        Change::Created
    );
    let same_title = DeployKey {
        title: keys[0].title.clone(),
        ..key
    };
    assert_eq!(
        provider::reconcile_deploy_key(&gitea, &repo, &same_title).unwrap(),
        Change::Updated,
        "the described key has this title but other material: it is replaced"
    );
    proxy.check_clean("add and replace deploy keys");

    proxy.prefer("POST /api/v1/orgs/acme/repos", 403);
    let err = gitea
        .create_repository(&spec_for("acme", OwnerKind::Organization))
        .unwrap_err();
    assert!(matches!(err, Error::Forbidden { .. }), "{err}");
    proxy.prefer(&format!("POST {path}/keys"), 422);
    let err = gitea.add_deploy_key(&repo, &same_title).unwrap_err();
    assert!(matches!(err, Error::Rejected { status: 422, .. }), "{err}");
    proxy.check_clean("error answers");

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
