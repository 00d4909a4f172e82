//! `trigger receiver`: a POST to the incoming webhook of a Receiver, from outside the cluster.
//!
//! The webhook path is computed, not read from the cluster: notification-controller serves a
//! Receiver at `/hook/` + SHA-256(token + name + namespace), and a `generic-oidc` Receiver has
//! no token. `generic-hmac` signs the payload (`X-Signature: sha256=<hex>`); `generic-oidc`
//! sends a bearer OIDC token, fetched from the GitHub/Forgejo Actions endpoint or given.
//! Transient failures (connection errors, 404 while the Receiver is being set up, 408, 429,
//! 500, 502, 503, 504) are retried; the whole run is bounded by `--timeout`.

use std::time::Duration;

use hmac::{Hmac, Mac as _};
use sha2::Sha256;

use crate::duration::{self, GoDuration};
use crate::http::cause_text;
use crate::manifestgen::secrets::webhook_path;
use crate::ui::Ui;

/// The Receiver types the command can sign for.
pub const GENERIC: &str = "generic";
pub const GENERIC_HMAC: &str = "generic-hmac";
pub const GENERIC_OIDC: &str = "generic-oidc";
/// The audience asked for when none is given, notification-controller's default.
pub const DEFAULT_OIDC_AUDIENCE: &str = "notification-controller";
/// Where the OIDC token is read from when neither a provider nor a token is given.
pub const OIDC_TOKEN_ENV: &str = "FLUX_TRIGGER_RECEIVER_OIDC_TOKEN";
const REQUEST_URL_ENV: &str = "ACTIONS_ID_TOKEN_REQUEST_URL";
const REQUEST_TOKEN_ENV: &str = "ACTIONS_ID_TOKEN_REQUEST_TOKEN";
/// The most of a response body kept for an error message or a token.
const BODY_LIMIT: usize = 1 << 20;

/// What to trigger and how.
#[derive(Debug, Clone)]
pub struct Options {
    pub name: String,
    pub namespace: String,
    /// The notification-controller's base address; may hold a base path.
    pub url: String,
    pub receiver_type: String,
    pub token: String,
    pub oidc_provider: String,
    pub oidc_token: String,
    pub oidc_audience: String,
    pub payload: String,
    /// Retries after the first attempt; 0 or less for none.
    pub retries: i64,
    pub retry_delay: GoDuration,
    /// The whole run, retries included.
    pub timeout: Duration,
}

/// Why the Receiver was not triggered, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("--url is required")]
    UrlRequired,
    #[error("invalid --type \"{0}\", must be one of: generic, generic-hmac, generic-oidc")]
    Type(String),
    #[error("--token is required for --type={0}")]
    TokenRequired(String),
    #[error(
        "--oidc-provider, --oidc-token and --oidc-audience can only be set for --type=generic-oidc"
    )]
    OidcFlagsWithoutOidc,
    #[error(
        "--token must not be set for --type=generic-oidc, the Receiver of this type has no secret"
    )]
    TokenWithOidc,
    #[error("--oidc-provider and --oidc-token are mutually exclusive")]
    OidcProviderAndToken,
    #[error("invalid --oidc-provider \"{0}\", must be one of: github, forgejo")]
    OidcProvider(String),
    #[error("--oidc-audience can only be set together with --oidc-provider")]
    AudienceWithoutProvider,
    #[error(
        "no OIDC token provided: set --oidc-provider, --oidc-token or the \
         FLUX_TRIGGER_RECEIVER_OIDC_TOKEN environment variable"
    )]
    NoOidcToken,
    #[error(
        "ACTIONS_ID_TOKEN_REQUEST_URL and ACTIONS_ID_TOKEN_REQUEST_TOKEN must be set in the \
         environment; ensure the Actions job has the 'id-token: write' permission"
    )]
    ActionsEnvironment,
    #[error("invalid ACTIONS_ID_TOKEN_REQUEST_URL: {0}")]
    ActionsUrl(#[source] url::ParseError),
    #[error("OIDC token request failed: {0}")]
    OidcRequest(String),
    #[error("OIDC token request failed with status {status}: {body}")]
    OidcStatus { status: String, body: String },
    #[error("failed to decode OIDC token response")]
    OidcDecode(#[source] serde_json::Error),
    #[error("the OIDC token response did not contain a token")]
    OidcEmpty,
    #[error("request to {url} failed: Post \"{url}\": {cause}")]
    Transport { url: String, cause: String },
    #[error("request to {url} failed with status {status}")]
    Status { url: String, status: String },
    #[error("request to {url} failed with status {status}: {body}")]
    StatusWithBody {
        url: String,
        status: String,
        body: String,
    },
    #[error("context deadline exceeded")]
    Deadline,
    #[error("failed to start the HTTP client")]
    Runtime(#[source] std::io::Error),
}

/// Checks the flags in flux's order; the URL first.
pub fn validate(options: &Options) -> Result<(), Error> {
    if options.url.is_empty() {
        return Err(Error::UrlRequired);
    }
    let kind = options.receiver_type.as_str();
    if ![GENERIC, GENERIC_HMAC, GENERIC_OIDC].contains(&kind) {
        return Err(Error::Type(kind.to_owned()));
    }
    if kind != GENERIC_OIDC {
        if options.token.is_empty() {
            return Err(Error::TokenRequired(kind.to_owned()));
        }
        if !options.oidc_provider.is_empty()
            || !options.oidc_token.is_empty()
            || !options.oidc_audience.is_empty()
        {
            return Err(Error::OidcFlagsWithoutOidc);
        }
        return Ok(());
    }
    if !options.token.is_empty() {
        return Err(Error::TokenWithOidc);
    }
    if !options.oidc_provider.is_empty() && !options.oidc_token.is_empty() {
        return Err(Error::OidcProviderAndToken);
    }
    if !options.oidc_provider.is_empty()
        && !["github", "forgejo"].contains(&&*options.oidc_provider)
    {
        return Err(Error::OidcProvider(options.oidc_provider.clone()));
    }
    if !options.oidc_audience.is_empty() && options.oidc_provider.is_empty() {
        return Err(Error::AudienceWithoutProvider);
    }
    Ok(())
}

/// The address the POST goes to: the base URL without trailing slashes, then the hook path.
pub fn webhook_url(options: &Options) -> String {
    let token = if options.receiver_type == GENERIC_OIDC {
        ""
    } else {
        options.token.as_str()
    };
    format!(
        "{}{}",
        options.url.trim_end_matches('/'),
        webhook_path(token, &options.name, &options.namespace)
    )
}

/// `sha256=<hex>` of the HMAC-SHA256 of `payload` keyed with `token`.
pub fn signature(token: &str, payload: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(token.as_bytes())
        .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"));
    mac.update(payload);
    format!("sha256={}", crate::http::hex(&mac.finalize().into_bytes()))
}

/// Whether a webhook answer is worth another attempt: the path may not be served yet right
/// after the controller starts or while the Receiver reconciles (404).
pub fn is_retryable_status(code: u16) -> bool {
    matches!(code, 404 | 408 | 429 | 500 | 502 | 503 | 504)
}

/// Validates, then POSTs the payload until it is accepted, a failure is not retryable, the
/// retries are spent or `--timeout` passes. Progress lines go through `ui`.
pub fn trigger(ui: &Ui, options: &Options) -> Result<(), Error> {
    validate(options)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(Error::Runtime)?;
    runtime.block_on(async {
        // flux's context: a request it cuts short fails as that request, a wait as the context.
        let deadline = tokio::time::Instant::now() + options.timeout;
        tokio::time::timeout_at(deadline, send_until_done(ui, options, deadline))
            .await
            .unwrap_or(Err(Error::Deadline))
    })
}

async fn send_until_done(
    ui: &Ui,
    options: &Options,
    deadline: tokio::time::Instant,
) -> Result<(), Error> {
    let url = webhook_url(options);
    let shown = crate::http::redact(&url);
    let payload = options.payload.as_bytes().to_vec();
    let client = reqwest::Client::builder()
        .build()
        .map_err(|err| Error::Transport {
            url: shown.clone(),
            cause: cause_text(&err),
        })?;
    let mut headers = vec![
        ("Content-Type", "application/json".to_owned()),
        (
            "User-Agent",
            concat!("fluxr/v", env!("CARGO_PKG_VERSION")).to_owned(),
        ),
    ];
    match options.receiver_type.as_str() {
        GENERIC_HMAC => headers.push(("X-Signature", signature(&options.token, &payload))),
        GENERIC_OIDC => {
            let token = oidc_token(&client, options).await?;
            headers.push(("Authorization", format!("Bearer {token}")));
        }
        _ => {}
    }
    let target = format!("{}/{}", options.namespace, options.name);
    ui.action(&format!("triggering Receiver {target}"));
    let mut attempt: i64 = 0;
    loop {
        let sent =
            tokio::time::timeout_at(deadline, send(&client, &url, &shown, &headers, &payload))
                .await
                .unwrap_or_else(|_| {
                    Err((
                        true,
                        Error::Transport {
                            url: shown.clone(),
                            cause: "context deadline exceeded".to_owned(),
                        },
                    ))
                });
        let (retryable, err) = match sent {
            Ok(()) => {
                ui.success(&format!("Receiver {target} triggered"));
                return Ok(());
            }
            Err(failure) => failure,
        };
        if !retryable || attempt >= options.retries {
            return Err(err);
        }
        attempt += 1;
        ui.waiting(&format!(
            "{err}; retrying in {} ({attempt}/{})",
            duration::format(options.retry_delay),
            options.retries
        ));
        // A negative delay is over at once, as Go's timer makes of it.
        if tokio::time::timeout_at(deadline, tokio::time::sleep(options.retry_delay.to_std()))
            .await
            .is_err()
        {
            return Err(Error::Deadline);
        }
    }
}

/// One attempt; a failure says whether it is worth retrying.
async fn send(
    client: &reqwest::Client,
    url: &str,
    shown: &str,
    headers: &[(&str, String)],
    payload: &[u8],
) -> Result<(), (bool, Error)> {
    let mut request = client.post(url).body(payload.to_vec());
    for (name, value) in headers {
        request = request.header(*name, value);
    }
    let response = request.send().await.map_err(|err| {
        (
            true,
            Error::Transport {
                url: shown.to_owned(),
                cause: cause_text(&err),
            },
        )
    })?;
    let status = response.status();
    if status.is_success() {
        return Ok(());
    }
    let code = status.as_u16();
    let status_text = status_line(status);
    let body = bounded_body(response).await;
    let body = String::from_utf8_lossy(&body).trim().to_owned();
    let err = if body.is_empty() {
        Error::Status {
            url: shown.to_owned(),
            status: status_text,
        }
    } else {
        Error::StatusWithBody {
            url: shown.to_owned(),
            status: status_text,
            body,
        }
    };
    Err((is_retryable_status(code), err))
}

/// The token a `generic-oidc` Receiver checks: fetched from the Actions endpoint when a
/// provider is named, else `--oidc-token`, else the environment.
async fn oidc_token(client: &reqwest::Client, options: &Options) -> Result<String, Error> {
    if !options.oidc_provider.is_empty() {
        let audience = if options.oidc_audience.is_empty() {
            DEFAULT_OIDC_AUDIENCE
        } else {
            &options.oidc_audience
        };
        return fetch_actions_token(client, audience).await;
    }
    if !options.oidc_token.is_empty() {
        return Ok(options.oidc_token.clone());
    }
    match std::env::var(OIDC_TOKEN_ENV) {
        Ok(token) if !token.is_empty() => Ok(token),
        _ => Err(Error::NoOidcToken),
    }
}

/// GitHub and Forgejo Actions hand a job with `id-token: write` an endpoint and a bearer
/// token; a GET with the audience returns `{"value": "<id token>"}`.
async fn fetch_actions_token(client: &reqwest::Client, audience: &str) -> Result<String, Error> {
    let (Ok(endpoint), Ok(bearer)) = (
        std::env::var(REQUEST_URL_ENV),
        std::env::var(REQUEST_TOKEN_ENV),
    ) else {
        return Err(Error::ActionsEnvironment);
    };
    if endpoint.is_empty() || bearer.is_empty() {
        return Err(Error::ActionsEnvironment);
    }
    let mut url = url::Url::parse(&endpoint).map_err(Error::ActionsUrl)?;
    let mut pairs: Vec<(String, String)> = url
        .query_pairs()
        .filter(|(key, _)| key != "audience")
        .map(|(key, value)| (key.into_owned(), value.into_owned()))
        .collect();
    pairs.push(("audience".to_owned(), audience.to_owned()));
    // Go encodes a query sorted by key.
    pairs.sort_by(|a, b| a.0.cmp(&b.0));
    url.query_pairs_mut().clear().extend_pairs(&pairs);
    let response = client
        .get(url.as_str())
        .header("Authorization", format!("bearer {bearer}"))
        .send()
        .await
        .map_err(|err| Error::OidcRequest(cause_text(&err)))?;
    let status = response.status();
    let body = bounded_body(response).await;
    if status.as_u16() != 200 {
        return Err(Error::OidcStatus {
            status: status_line(status),
            body: String::from_utf8_lossy(&body).trim().to_owned(),
        });
    }
    #[derive(serde::Deserialize)]
    struct TokenResponse {
        #[serde(default)]
        value: String,
    }
    let parsed: TokenResponse = serde_json::from_slice(&body).map_err(Error::OidcDecode)?;
    if parsed.value.is_empty() {
        return Err(Error::OidcEmpty);
    }
    Ok(parsed.value)
}

/// Go's `resp.Status`: `404 Not Found`.
fn status_line(status: reqwest::StatusCode) -> String {
    match status.canonical_reason() {
        Some(reason) => format!("{} {reason}", status.as_u16()),
        None => status.as_u16().to_string(),
    }
}

/// At most [`BODY_LIMIT`] bytes of the body; what cannot be read is left out.
async fn bounded_body(mut response: reqwest::Response) -> Vec<u8> {
    let mut body = Vec::new();
    while let Ok(Some(chunk)) = response.chunk().await {
        let room = BODY_LIMIT - body.len();
        body.extend_from_slice(&chunk[..chunk.len().min(room)]);
        if body.len() == BODY_LIMIT {
            break;
        }
    }
    body
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(kind: &str) -> Options {
        Options {
            name: "podinfo".into(),
            namespace: "apps".into(),
            url: "https://hooks.example.com/base/".into(),
            receiver_type: kind.into(),
            token: String::new(),
            oidc_provider: String::new(),
            oidc_token: String::new(),
            oidc_audience: String::new(),
            payload: "{}".into(),
            retries: 10,
            retry_delay: GoDuration::from_secs(10),
            timeout: Duration::from_secs(300),
        }
    }

    #[test]
    fn flags_are_checked_in_flux_order() {
        let check = |change: &dyn Fn(&mut Options)| {
            let mut o = options(GENERIC);
            change(&mut o);
            validate(&o).map_err(|e| e.to_string())
        };
        assert_eq!(
            check(&|o| {
                o.url.clear();
                o.receiver_type = "bad".into();
            }),
            Err("--url is required".into())
        );
        assert_eq!(
            check(&|o| o.receiver_type = "github".into()),
            Err(
                "invalid --type \"github\", must be one of: generic, generic-hmac, generic-oidc"
                    .into()
            )
        );
        assert_eq!(
            check(&|o| o.receiver_type = GENERIC_HMAC.into()),
            Err("--token is required for --type=generic-hmac".into())
        );
        assert_eq!(
            check(&|o| {
                o.token = "t".into();
                o.oidc_audience = "a".into();
            }),
            Err(
                "--oidc-provider, --oidc-token and --oidc-audience can only be set for \
                 --type=generic-oidc"
                    .into()
            )
        );
        assert_eq!(check(&|o| o.token = "t".into()), Ok(()));
        let oidc = |change: &dyn Fn(&mut Options)| {
            check(&|o| {
                o.receiver_type = GENERIC_OIDC.into();
                change(o);
            })
        };
        assert_eq!(oidc(&|_| {}), Ok(()));
        assert_eq!(
            oidc(&|o| o.token = "t".into()),
            Err(
                "--token must not be set for --type=generic-oidc, the Receiver of this type has \
                 no secret"
                    .into()
            )
        );
        assert_eq!(
            oidc(&|o| {
                o.oidc_provider = "gitlab".into();
                o.oidc_token = "x".into();
            }),
            Err("--oidc-provider and --oidc-token are mutually exclusive".into())
        );
        assert_eq!(
            oidc(&|o| o.oidc_provider = "gitlab".into()),
            Err("invalid --oidc-provider \"gitlab\", must be one of: github, forgejo".into())
        );
        assert_eq!(
            oidc(&|o| o.oidc_audience = "me".into()),
            Err("--oidc-audience can only be set together with --oidc-provider".into())
        );
        assert_eq!(
            oidc(&|o| {
                o.oidc_audience = "me".into();
                o.oidc_provider = "forgejo".into();
            }),
            Ok(())
        );
    }

    #[test]
    fn the_path_is_salted_with_the_token_except_for_oidc() {
        let mut o = options(GENERIC);
        o.token = "s3cret".into();
        assert_eq!(
            webhook_url(&o),
            format!(
                "https://hooks.example.com/base{}",
                webhook_path("s3cret", "podinfo", "apps")
            )
        );
        o.receiver_type = GENERIC_OIDC.into();
        assert!(webhook_url(&o).ends_with(&webhook_path("", "podinfo", "apps")));
    }

    #[test]
    fn hmac_signature_is_rfc_4231() {
        // RFC 4231 test case 2.
        assert_eq!(
            signature("Jefe", b"what do ya want for nothing?"),
            "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }

    #[test]
    fn retryable_statuses() {
        for code in [404, 408, 429, 500, 502, 503, 504] {
            assert!(is_retryable_status(code), "{code}");
        }
        for code in [400, 401, 403, 501, 505] {
            assert!(!is_retryable_status(code), "{code}");
        }
    }
}
