//! GitHub App authentication, beyond flux 2.9.4 (flux's issues #5471 and #5695 ask for it): the
//! app's private key signs a short-lived JWT, which GitHub exchanges for an installation token.
//! Bootstrap pushes with that token (user `x-access-token`), and the cluster gets the
//! `githubapp` secret ([`AppCredentials::secret_data`], the shape of `create secret
//! githubapp`) with `spec.provider: github`, so that no deploy key or personal token is stored.
//!
//! The JWT is RS256 over OpenSSL (the project's one crypto stack), with flux's claims: issued
//! 30 seconds in the past for clock drift, valid two minutes, issuer the app ID.
//!
//! Endpoints used (GitHub REST API, with `Authorization: Bearer <JWT>`):
//!
//! | call | when | fields read |
//! |---|---|---|
//! | `GET /orgs/{org}/installation` | no installation ID, owner given | `id` |
//! | `GET /users/{username}/installation` | the owner is no organization | `id` |
//! | `POST /app/installations/{installation_id}/access_tokens` | always | `token`, `expires_at` |

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use openssl::hash::MessageDigest;
use openssl::pkey::{PKey, Private};
use openssl::sign::Signer;
use reqwest::Method;
use serde::Deserialize;
use serde_json::json;

use super::http::{self, Reply, Transport};
use super::{DecodeError, Error};
use crate::ui::Ui;

/// The user name git sends with an installation token.
pub const ACCESS_TOKEN_USERNAME: &str = "x-access-token";
/// The largest private key file read; GitHub's are about 1.7 KB.
const MAX_KEY_FILE: u64 = 64 * 1024;

/// What identifies the app and its installation, with the key that signs for it.
#[derive(Clone)]
pub struct AppCredentials {
    /// The app's ID (or its client ID, which GitHub also accepts as issuer).
    pub app_id: String,
    pub installation_id: Option<String>,
    /// The organization or user the app is installed on, to look the installation up.
    pub installation_owner: Option<String>,
    /// The PEM private key, as GitHub hands it out.
    pub private_key_pem: String,
}

impl fmt::Debug for AppCredentials {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AppCredentials")
            .field("app_id", &self.app_id)
            .field("installation_id", &self.installation_id)
            .field("installation_owner", &self.installation_owner)
            .finish_non_exhaustive()
    }
}

/// An installation token and when it stops working.
#[derive(Clone, PartialEq, Eq)]
pub struct InstallationToken {
    pub installation_id: String,
    pub token: String,
    /// RFC 3339, as GitHub says it.
    pub expires_at: String,
}

impl fmt::Debug for InstallationToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("InstallationToken")
            .field("installation_id", &self.installation_id)
            .field("expires_at", &self.expires_at)
            .finish_non_exhaustive()
    }
}

/// Why the app's credentials cannot be used, before GitHub is asked.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("--app-id is required with --app-private-key-file")]
    AppIdRequired,
    #[error("invalid --app-id \"{0}\": give the app's numeric ID or its client ID")]
    AppId(String),
    #[error("--app-installation-id or an owner to look the installation up is required")]
    InstallationRequired,
    #[error("invalid --app-installation-id \"{0}\": it is a number")]
    InstallationId(String),
    #[error("unable to read the GitHub App private key \"{path}\"")]
    ReadKey {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("the GitHub App private key \"{path}\" is larger than {MAX_KEY_FILE} bytes")]
    KeyTooLarge { path: String },
    #[error(
        "the GitHub App private key is not a PEM RSA key: download a new one from the app's \
         settings"
    )]
    Key(#[source] openssl::error::ErrorStack),
    #[error("could not sign the GitHub App JWT")]
    Sign(#[source] openssl::error::ErrorStack),
}

impl AppCredentials {
    /// Credentials with the key read from `key_file`; an installation is named by ID or owner.
    pub fn from_key_file(
        app_id: &str,
        installation_id: Option<&str>,
        installation_owner: Option<&str>,
        key_file: &Path,
    ) -> Result<AppCredentials, AppError> {
        let path = key_file.display().to_string();
        let read_error = |source| AppError::ReadKey {
            path: path.clone(),
            source,
        };
        let size = std::fs::metadata(key_file).map_err(read_error)?.len();
        if size > MAX_KEY_FILE {
            return Err(AppError::KeyTooLarge { path });
        }
        let private_key_pem = std::fs::read_to_string(key_file).map_err(read_error)?;
        let credentials = AppCredentials {
            app_id: app_id.trim().to_owned(),
            installation_id: installation_id
                .map(str::trim)
                .filter(|id| !id.is_empty())
                .map(str::to_owned),
            installation_owner: installation_owner
                .map(str::trim)
                .filter(|owner| !owner.is_empty())
                .map(str::to_owned),
            private_key_pem,
        };
        credentials.validate()?;
        Ok(credentials)
    }

    /// Checks what can be checked without GitHub: the IDs' shape and the key.
    pub fn validate(&self) -> Result<(), AppError> {
        if self.app_id.is_empty() {
            return Err(AppError::AppIdRequired);
        }
        if !self
            .app_id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '_' || c == '-')
        {
            return Err(AppError::AppId(self.app_id.clone()));
        }
        match (&self.installation_id, &self.installation_owner) {
            (Some(id), _) if id.parse::<u64>().is_err() => {
                return Err(AppError::InstallationId(id.clone()));
            }
            (None, None) => return Err(AppError::InstallationRequired),
            _ => {}
        }
        self.key().map(|_| ())
    }

    fn key(&self) -> Result<PKey<Private>, AppError> {
        let key =
            PKey::private_key_from_pem(self.private_key_pem.as_bytes()).map_err(AppError::Key)?;
        if key.rsa().is_err() {
            return Err(AppError::Key(openssl::error::ErrorStack::get()));
        }
        Ok(key)
    }

    /// The app's JWT at `now`: RS256, issued 30 s before `now`, valid two minutes.
    pub fn jwt(&self, now: SystemTime) -> Result<String, AppError> {
        let key = self.key()?;
        let issued = now
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_secs()
            .saturating_sub(30);
        // A numeric ID goes as a number, a client ID as a string, as GitHub documents both.
        let issuer = match self.app_id.parse::<u64>() {
            Ok(id) => json!(id),
            Err(_) => json!(self.app_id),
        };
        let header = URL_SAFE_NO_PAD.encode(br#"{"alg":"RS256","typ":"JWT"}"#);
        let claims = URL_SAFE_NO_PAD
            .encode(json!({ "iat": issued, "exp": issued + 120, "iss": issuer }).to_string());
        let signing_input = format!("{header}.{claims}");
        let mut signer = Signer::new(MessageDigest::sha256(), &key).map_err(AppError::Sign)?;
        signer
            .update(signing_input.as_bytes())
            .map_err(AppError::Sign)?;
        let signature = signer.sign_to_vec().map_err(AppError::Sign)?;
        Ok(format!(
            "{signing_input}.{}",
            URL_SAFE_NO_PAD.encode(signature)
        ))
    }

    /// The data of the `githubapp` secret source-controller reads for `provider: github`,
    /// the keys `create secret githubapp` writes.
    pub fn secret_data(&self, base_url: Option<&str>) -> BTreeMap<String, String> {
        let mut data = BTreeMap::from([
            ("githubAppID".to_owned(), self.app_id.clone()),
            (
                "githubAppPrivateKey".to_owned(),
                self.private_key_pem.clone(),
            ),
        ]);
        if let Some(id) = &self.installation_id {
            data.insert("githubAppInstallationID".to_owned(), id.clone());
        } else if let Some(owner) = &self.installation_owner {
            data.insert("githubAppInstallationOwner".to_owned(), owner.clone());
        }
        if let Some(url) = base_url.filter(|url| !url.is_empty()) {
            data.insert("githubAppBaseURL".to_owned(), url.to_owned());
        }
        data
    }
}

/// Where GitHub's API is for the exchange, and the run's limits.
#[derive(Clone)]
pub struct ExchangeOptions {
    /// The API base (`https://api.github.com`, `https://HOST/api/v3`).
    pub api_url: String,
    /// The host named in messages.
    pub domain: String,
    pub deadline: Instant,
    pub first_backoff: Duration,
    pub ca_pem: Option<String>,
}

/// Exchanges the app's JWT for an installation token, looking the installation up by owner
/// (organization, then user) when no ID is given.
pub fn installation_token(
    credentials: &AppCredentials,
    options: &ExchangeOptions,
    ui: &Ui,
) -> Result<InstallationToken, Error> {
    credentials.validate().map_err(|err| Error::Config {
        what: "GitHub App credentials",
        value: credentials.app_id.clone(),
        source: err.into(),
    })?;
    let api = options.api_url.trim_end_matches('/').to_owned();
    let base = reqwest::Url::parse(&format!("{api}/")).map_err(|err| Error::Config {
        what: "GitHub API URL",
        value: api.clone(),
        source: err.into(),
    })?;
    let http = http::http_client(options.ca_pem.as_deref(), "GitHub API URL", &api)?;
    let transport = Transport::new(
        &options.domain,
        &api,
        options.deadline,
        options.first_backoff,
        ui,
    )?;
    let call = |action: &str, method: Method, segments: &[&str]| -> Result<Reply, Error> {
        let mut url = base.clone();
        if let Ok(mut path) = url.path_segments_mut() {
            path.pop_if_empty().extend(segments);
        }
        // A fresh JWT for each attempt: a retry after a long rate-limit wait must not carry
        // an expired one.
        transport.call(action, http::rate_limit_of_429, || {
            let jwt = credentials.jwt(SystemTime::now());
            let request = http.request(method.clone(), url.clone());
            async move {
                let jwt = jwt?;
                let mut auth = reqwest::header::HeaderValue::from_str(&format!("Bearer {jwt}"))?;
                auth.set_sensitive(true);
                http::send(
                    request
                        .header(reqwest::header::AUTHORIZATION, auth)
                        .header(reqwest::header::ACCEPT, "application/vnd.github+json"),
                )
                .await
            }
        })
    };
    let rejected = |reply: &Reply, action: &str| Error::Rejected {
        domain: options.domain.clone(),
        action: action.to_owned(),
        status: reply.status,
        message: if reply.status == 401 {
            format!(
                "{}: GitHub refused the app's JWT, check --app-id and --app-private-key-file",
                reply.message()
            )
        } else {
            reply.message()
        },
    };
    let installation_id = match &credentials.installation_id {
        Some(id) => id.clone(),
        None => {
            let owner = credentials.installation_owner.clone().unwrap_or_default();
            let action = format!("find the app's installation on \"{owner}\"");
            let mut found = None;
            for kind in ["orgs", "users"] {
                let reply = call(&action, Method::GET, &[kind, &owner, "installation"])?;
                if reply.status == 404 {
                    continue;
                }
                if !reply.is_success() {
                    return Err(rejected(&reply, &action));
                }
                let installation: InstallationJson = reply.json(&options.domain, &action)?;
                found = Some(installation.id.to_string());
                break;
            }
            found.ok_or_else(|| Error::Rejected {
                domain: options.domain.clone(),
                action: action.clone(),
                status: 404,
                message: format!(
                    "the GitHub App is not installed on \"{owner}\": install it there, or give \
                     --app-installation-id"
                ),
            })?
        }
    };
    let action = format!("create an access token for installation {installation_id}");
    let reply = call(
        &action,
        Method::POST,
        &["app", "installations", &installation_id, "access_tokens"],
    )?;
    if !reply.is_success() {
        return Err(rejected(&reply, &action));
    }
    let token: TokenJson = reply.json(&options.domain, &action)?;
    if token.token.is_empty() {
        return Err(Error::Decode {
            domain: options.domain.clone(),
            action,
            source: DecodeError::Missing("token"),
        });
    }
    Ok(InstallationToken {
        installation_id,
        token: token.token,
        expires_at: token.expires_at.unwrap_or_default(),
    })
}

#[derive(Deserialize)]
struct InstallationJson {
    id: i64,
}

#[derive(Deserialize)]
struct TokenJson {
    #[serde(default)]
    token: String,
    expires_at: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use openssl::rsa::Rsa;
    use openssl::sign::Verifier;

    fn credentials() -> (AppCredentials, PKey<Private>) {
        let key = PKey::from_rsa(Rsa::generate(2048).unwrap()).unwrap();
        let pem = String::from_utf8(key.private_key_to_pem_pkcs8().unwrap()).unwrap();
        (
            AppCredentials {
                app_id: "123456".into(),
                installation_id: Some("42".into()),
                installation_owner: None,
                private_key_pem: pem,
            },
            key,
        )
    }

    #[test]
    fn the_jwt_is_rs256_with_flux_claims_and_verifies() {
        let (credentials, key) = credentials();
        let now = UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        let jwt = credentials.jwt(now).unwrap();
        let parts: Vec<&str> = jwt.split('.').collect();
        assert_eq!(parts.len(), 3);
        let header: serde_json::Value =
            serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[0]).unwrap()).unwrap();
        assert_eq!(header["alg"], "RS256");
        let claims: serde_json::Value =
            serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[1]).unwrap()).unwrap();
        assert_eq!(claims["iss"], 123_456);
        assert_eq!(claims["iat"], 1_700_000_000 - 30);
        assert_eq!(claims["exp"], 1_700_000_000 - 30 + 120);
        let mut verifier = Verifier::new(MessageDigest::sha256(), &key).unwrap();
        verifier
            .update(format!("{}.{}", parts[0], parts[1]).as_bytes())
            .unwrap();
        assert!(
            verifier
                .verify(&URL_SAFE_NO_PAD.decode(parts[2]).unwrap())
                .unwrap()
        );
    }

    #[test]
    fn credentials_are_checked_before_github_is_asked() {
        let (mut credentials, _) = credentials();
        assert!(credentials.validate().is_ok());
        credentials.installation_id = Some("forty-two".into());
        assert!(matches!(
            credentials.validate(),
            Err(AppError::InstallationId(_))
        ));
        credentials.installation_id = None;
        assert!(matches!(
            credentials.validate(),
            Err(AppError::InstallationRequired)
        ));
        credentials.installation_owner = Some("acme".into());
        credentials.app_id = "12 34".into();
        assert!(matches!(credentials.validate(), Err(AppError::AppId(_))));
        credentials.app_id = "Iv1.abcdef".into();
        assert!(
            credentials.validate().is_ok(),
            "a client ID is an issuer too"
        );
        credentials.private_key_pem = "-----BEGIN RSA PRIVATE KEY-----\nnope\n".into();
        assert!(matches!(credentials.validate(), Err(AppError::Key(_))));
        let ec = PKey::from_ec_key(
            openssl::ec::EcKey::generate(
                &openssl::ec::EcGroup::from_curve_name(openssl::nid::Nid::X9_62_PRIME256V1)
                    .unwrap(),
            )
            .unwrap(),
        )
        .unwrap();
        credentials.private_key_pem =
            String::from_utf8(ec.private_key_to_pem_pkcs8().unwrap()).unwrap();
        assert!(matches!(credentials.validate(), Err(AppError::Key(_))));
    }

    #[test]
    fn the_secret_has_the_shape_of_create_secret_githubapp() {
        let (mut credentials, _) = credentials();
        let data = credentials.secret_data(None);
        assert_eq!(
            data.keys().map(String::as_str).collect::<Vec<_>>(),
            [
                "githubAppID",
                "githubAppInstallationID",
                "githubAppPrivateKey"
            ]
        );
        credentials.installation_id = None;
        credentials.installation_owner = Some("acme".into());
        let data = credentials.secret_data(Some("https://ghe.example.com/api/v3"));
        assert_eq!(data["githubAppInstallationOwner"], "acme");
        assert_eq!(data["githubAppBaseURL"], "https://ghe.example.com/api/v3");
        assert!(!format!("{credentials:?}").contains("PRIVATE KEY"));
    }
}
