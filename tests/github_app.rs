//! GitHub App authentication against a fake of GitHub's app endpoints that checks what GitHub
//! checks: the JWT's RS256 signature against the app's public key, its issuer and lifetime,
//! then hands out an installation token; it finds installations by organization or user.

mod support;

use std::path::Path;
use std::time::{Duration, Instant};

use fluxr::provider::Error;
use fluxr::provider::github_app::{self, AppCredentials, AppError, ExchangeOptions};
use fluxr::ui::Ui;
use openssl::pkey::{PKey, Public};
use openssl::rsa::Rsa;
use serde_json::json;
use support::fake_api::{Api, FakeServer, Request, Response};
use support::fake_github::app_jwt_is_valid;

const APP_ID: u64 = 4242;

/// GitHub's app endpoints: installations of `acme` (an organization, 7) and `alice` (a user, 9).
struct AppApi {
    public_key: PKey<Public>,
    issued: u32,
}

impl AppApi {
    fn jwt_is_valid(&self, request: &Request) -> bool {
        app_jwt_is_valid(request.header("authorization"), &self.public_key, APP_ID)
    }
}

impl Api for AppApi {
    fn handle(&mut self, request: &Request) -> Response {
        if !self.jwt_is_valid(request) {
            return Response::json(
                401,
                json!({"message": "A JSON web token could not be decoded", "documentation_url": "https://docs.github.com/rest"}),
            );
        }
        match (request.method.as_str(), request.route().as_slice()) {
            ("GET", ["orgs", "acme", "installation"]) => {
                Response::json(200, json!({"id": 7, "account": {"login": "acme"}}))
            }
            ("GET", ["users", "alice", "installation"]) => {
                Response::json(200, json!({"id": 9, "account": {"login": "alice"}}))
            }
            ("POST", ["app", "installations", id, "access_tokens"]) if ["7", "9"].contains(id) => {
                self.issued += 1;
                Response::json(
                    201,
                    json!({"token": format!("ghs_installation{id}_{}", self.issued), "expires_at": "2026-12-01T18:00:00Z", "permissions": {"contents": "write"}, "repository_selection": "all"}),
                )
            }
            _ => Response::json(
                404,
                json!({"message": "Not Found", "documentation_url": "https://docs.github.com/rest"}),
            ),
        }
    }
}

struct Setup {
    server: FakeServer<AppApi>,
    _dir: tempfile::TempDir,
    key_file: std::path::PathBuf,
}

fn setup() -> Setup {
    let rsa = Rsa::generate(2048).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let key_file = dir.path().join("app.pem");
    // GitHub hands out PKCS#1 ("BEGIN RSA PRIVATE KEY") files.
    std::fs::write(&key_file, rsa.private_key_to_pem().unwrap()).unwrap();
    let public_key = PKey::public_key_from_pem(&rsa.public_key_to_pem().unwrap()).unwrap();
    Setup {
        server: FakeServer::start(
            "/api/v3",
            AppApi {
                public_key,
                issued: 0,
            },
        ),
        _dir: dir,
        key_file,
    }
}

fn options(setup: &Setup) -> ExchangeOptions {
    ExchangeOptions {
        api_url: setup.server.api_url(),
        domain: "github.example.com".into(),
        deadline: Instant::now() + Duration::from_secs(30),
        first_backoff: Duration::from_millis(20),
        ca_pem: None,
    }
}

fn credentials(
    key_file: &Path,
    id: Option<&str>,
    owner: Option<&str>,
) -> Result<AppCredentials, AppError> {
    AppCredentials::from_key_file(&APP_ID.to_string(), id, owner, key_file)
}

#[test]
fn an_installation_id_is_exchanged_for_a_token() {
    let setup = setup();
    let app = credentials(&setup.key_file, Some("7"), None).unwrap();
    let token =
        github_app::installation_token(&app, &options(&setup), &Ui { quiet: true }).unwrap();
    assert_eq!(token.installation_id, "7");
    assert_eq!(token.token, "ghs_installation7_1");
    assert_eq!(token.expires_at, "2026-12-01T18:00:00Z");
    assert!(
        !format!("{token:?}").contains("ghs_"),
        "Debug hides the token"
    );
    assert_eq!(
        setup.server.requests(),
        ["POST /app/installations/7/access_tokens"]
    );
}

#[test]
fn installations_are_found_by_organization_then_user() {
    let setup = setup();
    let ui = Ui { quiet: true };
    let org = credentials(&setup.key_file, None, Some("acme")).unwrap();
    assert_eq!(
        github_app::installation_token(&org, &options(&setup), &ui)
            .unwrap()
            .installation_id,
        "7"
    );
    setup.server.clear_requests();
    let user = credentials(&setup.key_file, None, Some("alice")).unwrap();
    assert_eq!(
        github_app::installation_token(&user, &options(&setup), &ui)
            .unwrap()
            .installation_id,
        "9"
    );
    assert_eq!(
        setup.server.requests(),
        [
            "GET /orgs/alice/installation",
            "GET /users/alice/installation",
            "POST /app/installations/9/access_tokens"
        ]
    );
    let nowhere = credentials(&setup.key_file, None, Some("bob")).unwrap();
    let err = github_app::installation_token(&nowhere, &options(&setup), &ui).unwrap_err();
    assert!(
        err.to_string()
            .contains("the GitHub App is not installed on \"bob\""),
        "{err}"
    );
}

#[test]
fn a_key_github_does_not_know_is_refused_with_what_to_check() {
    let setup = setup();
    let other = tempfile::tempdir().unwrap();
    let wrong_key = other.path().join("other.pem");
    std::fs::write(
        &wrong_key,
        Rsa::generate(2048).unwrap().private_key_to_pem().unwrap(),
    )
    .unwrap();
    let app = credentials(&wrong_key, Some("7"), None).unwrap();
    let err =
        github_app::installation_token(&app, &options(&setup), &Ui { quiet: true }).unwrap_err();
    assert!(matches!(err, Error::Rejected { status: 401, .. }), "{err}");
    assert!(err.to_string().contains("--app-private-key-file"), "{err}");
}

#[test]
fn server_errors_are_retried_and_rate_limits_waited_out() {
    let setup = setup();
    setup.server.fail_next(
        "POST /app/installations/7",
        Response::json(502, json!({"message": "Server Error"})),
    );
    setup.server.fail_next(
        "POST /app/installations/7",
        Response::json(
            429,
            json!({"message": "You have exceeded a secondary rate limit"}),
        )
        .with_header("retry-after", "1"),
    );
    let app = credentials(&setup.key_file, Some("7"), None).unwrap();
    let token =
        github_app::installation_token(&app, &options(&setup), &Ui { quiet: true }).unwrap();
    assert_eq!(token.token, "ghs_installation7_1");
    assert_eq!(setup.server.requests().len(), 3);
}

#[test]
fn unusable_key_files_are_named() {
    let setup = setup();
    let missing = setup.key_file.with_file_name("missing.pem");
    let err = credentials(&missing, Some("7"), None).unwrap_err();
    assert!(matches!(err, AppError::ReadKey { .. }), "{err}");
    assert!(err.to_string().contains("missing.pem"), "{err}");
    let garbage = setup.key_file.with_file_name("garbage.pem");
    std::fs::write(&garbage, "not a key").unwrap();
    let err = credentials(&garbage, Some("7"), None).unwrap_err();
    assert!(matches!(err, AppError::Key(_)), "{err}");
    let err = credentials(&setup.key_file, None, None).unwrap_err();
    assert!(matches!(err, AppError::InstallationRequired), "{err}");
}
