//! What every provider client shares: where its API is ([`Endpoint`]), one HTTP client per run
//! on OpenSSL with the `--ca-file` certificates and the proxy environment, and one retry loop
//! ([`Transport::call`]) that waits out rate limits and retries 5xx answers and transport
//! failures with a doubling backoff, all inside the run's one deadline (`--timeout`), with a
//! clear error when the retries run out.
//!
//! Tokens go in headers marked sensitive, never in URLs, so they are neither logged nor shown in
//! an error; a URL that carries credentials is refused as an API base.

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use reqwest::header::HeaderMap;
use serde::de::DeserializeOwned;

use super::{ConfigError, DecodeError, Error};
use crate::ui::Ui;

/// How many times one request is tried when the provider answers 5xx or cannot be reached.
pub const MAX_ATTEMPTS: u32 = 4;
/// How many rate-limit waits one request may sit through before fluxr gives up on it.
const MAX_RATE_LIMIT_WAITS: u32 = 3;
/// A rate limit that names no time to wait.
const DEFAULT_RATE_LIMIT_WAIT: Duration = Duration::from_secs(60);

/// Where and as whom to talk to a provider's API, before the base is resolved.
#[derive(Clone)]
pub struct Settings {
    /// `--hostname` when given on the command line; it wins over [`Settings::api_url`].
    pub hostname: Option<String>,
    /// The fluxr-specific override of the API base (`FLUXR_GITLAB_API_URL`, …), used when no
    /// hostname is given.
    pub api_url: Option<String>,
    pub token: String,
    /// The end of `--timeout`: no request or wait goes past it.
    pub deadline: Instant,
    /// The wait before the first retry; it doubles for each further one.
    pub first_backoff: Duration,
    /// PEM certificates trusted besides the system store (`--ca-file`).
    pub ca_pem: Option<String>,
}

impl Settings {
    /// Settings for `hostname` (when the user gave one) that read the override from `env`.
    pub fn new(hostname: Option<&str>, env: &str, token: String, deadline: Instant) -> Settings {
        Settings {
            hostname: hostname
                .filter(|host| !host.trim().is_empty())
                .map(str::to_owned),
            api_url: std::env::var(env).ok().filter(|url| !url.trim().is_empty()),
            token,
            deadline,
            first_backoff: Duration::from_secs(1),
            ca_pem: None,
        }
    }
}

impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("hostname", &self.hostname)
            .field("api_url", &self.api_url)
            .finish_non_exhaustive()
    }
}

/// A provider's server: the root URL its API paths hang from, and the host named in messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Endpoint {
    /// `host[:port]` of the server actually contacted.
    pub domain: String,
    /// Scheme, host, port and any path prefix (a relative URL root), without a trailing slash,
    /// e.g. `https://gitlab.example.com` or `http://127.0.0.1:8080/gitea`.
    pub root: reqwest::Url,
}

impl Endpoint {
    /// The server for `settings`: the explicit `--hostname`, else the override, else `default`
    /// (a bare host). A host without a scheme is reached over HTTPS. `api_paths` are the API
    /// prefixes of the provider (`/api/v4`): an override may name the API base with one of them
    /// or the server root, and both mean the same server.
    pub fn resolve(
        settings: &Settings,
        default: Option<&str>,
        api_paths: &[&str],
    ) -> Result<Endpoint, Error> {
        let (what, value) = match (&settings.hostname, &settings.api_url) {
            (Some(hostname), _) => ("--hostname", hostname.trim()),
            (None, Some(url)) => ("API URL", url.trim()),
            (None, None) => match default {
                Some(host) => ("--hostname", host),
                None => {
                    return Err(Error::Config {
                        what: "--hostname",
                        value: String::new(),
                        source: ConfigError::HostRequired,
                    });
                }
            },
        };
        Endpoint::parse(what, value, api_paths)
    }

    fn parse(what: &'static str, value: &str, api_paths: &[&str]) -> Result<Endpoint, Error> {
        let invalid = |source: ConfigError| Error::Config {
            what,
            value: value.to_owned(),
            source,
        };
        let with_scheme = if value.contains("://") {
            value.to_owned()
        } else {
            format!("https://{value}")
        };
        let mut url = reqwest::Url::parse(&with_scheme).map_err(|err| invalid(err.into()))?;
        if !matches!(url.scheme(), "http" | "https") {
            return Err(invalid(ConfigError::Scheme));
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err(invalid(ConfigError::Credentials));
        }
        if url.query().is_some() || url.fragment().is_some() {
            return Err(invalid(ConfigError::QueryOrFragment));
        }
        let Some(host) = url.host_str().filter(|host| !host.is_empty()) else {
            return Err(invalid(ConfigError::MissingHost));
        };
        let domain = match url.port() {
            Some(port) => format!("{host}:{port}"),
            None => host.to_owned(),
        };
        let mut path = url.path().trim_end_matches('/').to_owned();
        for api_path in api_paths {
            if let Some(root) = path.strip_suffix(api_path) {
                path = root.to_owned();
                break;
            }
        }
        url.set_path(&path);
        Ok(Endpoint { domain, root: url })
    }

    /// Checks that `url`, which the provider's API handed out and fluxr would send the token
    /// to (a clone URL), is on this endpoint's host: the one `--hostname` or the override
    /// named. The port may differ (Git and the API often listen on different ports of one
    /// host); any other name, a sub-domain included, is another host.
    pub fn check_token_url(&self, url: &str) -> Result<(), Error> {
        let named = self
            .root
            .host_str()
            .unwrap_or_default()
            .to_ascii_lowercase();
        let host = crate::git::GitUrl::remote(url)
            .map(|remote| remote.host().to_ascii_lowercase())
            .unwrap_or_default();
        if !host.is_empty() && host.trim_matches(['[', ']']) == named.trim_matches(['[', ']']) {
            return Ok(());
        }
        Err(Error::ForeignHost {
            domain: self.domain.clone(),
            url: crate::git::url::redact(url).into_owned(),
            host,
        })
    }

    /// Refuses an API over plain HTTP unless `allow_insecure_http`: the token goes with every
    /// request.
    pub fn check_plain_http(&self, allow_insecure_http: bool) -> Result<(), Error> {
        if allow_insecure_http || self.root.scheme() != "http" {
            return Ok(());
        }
        Err(Error::InsecureApi {
            domain: self.domain.clone(),
        })
    }

    /// The URL of `segments` under the root plus `prefix` (`["api", "v4"]`), each segment
    /// percent-encoded on its own, so that `group/sub/project` becomes one segment.
    pub fn url(&self, prefix: &[&str], segments: &[&str]) -> reqwest::Url {
        let mut url = self.root.clone();
        if let Ok(mut path) = url.path_segments_mut() {
            path.pop_if_empty().extend(prefix).extend(segments);
        }
        url
    }
}

/// One answer, read whole.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: HeaderMap,
    pub body: String,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .get(name)
            .and_then(|value| value.to_str().ok())
            .map(str::trim)
    }

    pub fn is_success(&self) -> bool {
        (200..300).contains(&self.status)
    }

    /// The body as `T`, or an error naming what was asked.
    pub fn json<T: DeserializeOwned>(&self, domain: &str, action: &str) -> Result<T, Error> {
        serde_json::from_str(&self.body).map_err(|err| Error::Decode {
            domain: domain.to_owned(),
            action: action.to_owned(),
            source: DecodeError::Json(err),
        })
    }

    /// The provider's own words for a failure: the `message` (or `error`, `errors[].message`)
    /// of a JSON body, else the start of the body.
    pub fn message(&self) -> String {
        let Ok(body) = serde_json::from_str::<serde_json::Value>(&self.body) else {
            return self.body.trim().chars().take(200).collect();
        };
        let mut parts = Vec::new();
        for field in ["message", "error", "error_description"] {
            match &body[field] {
                serde_json::Value::String(text) => parts.push(text.clone()),
                // GitLab's validation errors: {"message": {"name": ["has already been taken"]}}
                serde_json::Value::Object(fields) => {
                    for (name, problems) in fields {
                        let problems: Vec<String> = match problems {
                            serde_json::Value::Array(items) => items
                                .iter()
                                .map(|item| item.as_str().unwrap_or_default().to_owned())
                                .collect(),
                            other => vec![other.as_str().unwrap_or_default().to_owned()],
                        };
                        parts.push(format!("{name} {}", problems.join(", ")));
                    }
                }
                serde_json::Value::Array(items) => parts.extend(
                    items
                        .iter()
                        .filter_map(|item| item.as_str().map(str::to_owned)),
                ),
                _ => {}
            }
        }
        // Bitbucket: {"errors": [{"message": "..."}]}; GitHub adds details the same way.
        if let Some(errors) = body["errors"].as_array() {
            parts.extend(errors.iter().filter_map(|error| {
                error["message"]
                    .as_str()
                    .or_else(|| error["code"].as_str())
                    .map(str::to_owned)
            }));
        }
        parts.retain(|part| !part.trim().is_empty());
        parts.join("; ")
    }
}

/// `Retry-After` (seconds or an HTTP date), else a reset time (`RateLimit-Reset`,
/// `X-RateLimit-Reset`, Unix seconds), as a wait from now; `None` when the answer names none.
pub fn retry_after(reply: &Reply) -> Option<Duration> {
    let now = SystemTime::now();
    if let Some(value) = reply.header("retry-after") {
        if let Ok(seconds) = value.parse::<u64>() {
            return Some(Duration::from_secs(seconds));
        }
        if let Some(at) = parse_http_date(value) {
            return Some(at.duration_since(now).unwrap_or_default());
        }
    }
    for name in ["ratelimit-reset", "x-ratelimit-reset"] {
        if let Some(reset) = reply
            .header(name)
            .and_then(|value| value.parse::<u64>().ok())
        {
            let now = now.duration_since(UNIX_EPOCH).unwrap_or_default().as_secs();
            // Whole seconds: one more makes sure the window really turned.
            return Some(Duration::from_secs(reset.saturating_sub(now) + 1));
        }
    }
    None
}

/// The generic rule: a 429 is a rate limit, with the wait it names or a minute.
pub fn rate_limit_of_429(reply: &Reply) -> Option<Duration> {
    (reply.status == 429).then(|| retry_after(reply).unwrap_or(DEFAULT_RATE_LIMIT_WAIT))
}

/// `Sun, 06 Nov 1994 08:49:37 GMT` (the only form HTTP/1.1 senders may use).
fn parse_http_date(value: &str) -> Option<SystemTime> {
    let mut fields = value.split_whitespace();
    let _weekday = fields.next()?;
    let day: u64 = fields.next()?.parse().ok()?;
    let month = fields.next()?;
    let year: u64 = fields.next()?.parse().ok()?;
    let time = fields.next()?;
    if fields.next()? != "GMT" {
        return None;
    }
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let month = MONTHS.iter().position(|m| *m == month)? as u64 + 1;
    let mut clock = time.split(':').map(|part| part.parse::<u64>().ok());
    let (hours, minutes, seconds) = (clock.next()??, clock.next()??, clock.next()??);
    if year < 1970 || !(1..=31).contains(&day) || hours > 23 || minutes > 59 || seconds > 60 {
        return None;
    }
    // Days from the civil date (Howard Hinnant's algorithm).
    let (y, m) = if month <= 2 {
        (year - 1, month + 9)
    } else {
        (year, month - 3)
    };
    let era = y / 400;
    let yoe = y - era * 400;
    let doy = (153 * m + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    Some(UNIX_EPOCH + Duration::from_secs(days * 86_400 + hours * 3600 + minutes * 60 + seconds))
}

/// `HH:MM:SS` of a moment, in UTC.
pub fn clock_time(moment: SystemTime) -> String {
    let seconds = moment
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs()
        % 86_400;
    format!(
        "{:02}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

pub fn status_text(status: u16) -> String {
    let reason = reqwest::StatusCode::from_u16(status)
        .ok()
        .and_then(|code| code.canonical_reason());
    match reason {
        Some(reason) => format!("{status} {reason}"),
        None => status.to_string(),
    }
}

/// An error and its causes on one line (`connection refused` is usually the last one).
pub fn error_chain(err: &(dyn std::error::Error + 'static)) -> String {
    let mut parts = vec![err.to_string()];
    let mut source = err.source();
    while let Some(cause) = source {
        let text = cause.to_string();
        if !parts.iter().any(|part| part.contains(&text)) {
            parts.push(text);
        }
        source = cause.source();
    }
    parts.join(": ")
}

/// An error of the HTTP libraries (reqwest, hyper, OpenSSL, octocrab), kept whole, with its
/// causes as its `source()`. These libraries repeat their causes' words in their own messages
/// (OpenSSL's error stack shows twice, once inside native-tls's words), so the causes it hands on
/// are those not already said by the error or an earlier cause: any chain walker, `{:#}`
/// included, shows each once.
#[derive(Debug)]
pub struct LibraryError {
    error: Arc<dyn std::error::Error + Send + Sync>,
    causes: Option<Box<Cause>>,
}

/// One cause of a [`LibraryError`]: the cause at `depth` of the library's chain, followed by the
/// next one worth saying.
#[derive(Debug)]
struct Cause {
    error: Arc<dyn std::error::Error + Send + Sync>,
    depth: usize,
    next: Option<Box<Cause>>,
}

impl Cause {
    fn get(&self) -> Option<&(dyn std::error::Error + 'static)> {
        let root: &(dyn std::error::Error + 'static) = &*self.error;
        (0..self.depth).try_fold(root, |error, _| error.source())
    }
}

impl std::fmt::Display for Cause {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.get() {
            Some(cause) => std::fmt::Display::fmt(cause, f),
            None => Ok(()),
        }
    }
}

impl std::error::Error for Cause {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.next
            .as_deref()
            .map(|next| next as &(dyn std::error::Error + 'static))
    }
}

impl LibraryError {
    pub fn new(err: impl std::error::Error + Send + Sync + 'static) -> LibraryError {
        let error: Arc<dyn std::error::Error + Send + Sync> = Arc::new(err);
        // The depths of the causes whose words were not said before.
        let mut said = vec![error.to_string()];
        let mut kept = Vec::new();
        let mut source = error.source();
        let mut depth = 0;
        while let Some(cause) = source {
            depth += 1;
            let text = cause.to_string();
            if !said.iter().any(|part| part.contains(&text)) {
                said.push(text);
                kept.push(depth);
            }
            source = cause.source();
        }
        let causes = kept.into_iter().rev().fold(None, |next, depth| {
            Some(Box::new(Cause {
                error: error.clone(),
                depth,
                next,
            }))
        });
        LibraryError { error, causes }
    }

    /// The library's own error.
    pub fn get_ref(&self) -> &(dyn std::error::Error + Send + Sync + 'static) {
        &*self.error
    }

    /// Whether the server's certificate failed verification (an unknown CA, a name it does not
    /// cover, an expired one): trying again changes nothing. Other TLS failures (a connection
    /// cut during the handshake) may pass and are retried.
    pub fn is_untrusted_certificate(&self) -> bool {
        self.openssl_errors()
            .any(|error| error.reason() == Some("certificate verify failed"))
    }

    /// The errors of every OpenSSL error stack in the chain.
    fn openssl_errors(&self) -> impl Iterator<Item = &openssl::error::Error> {
        let root: &(dyn std::error::Error + 'static) = &*self.error;
        std::iter::successors(Some(root), |error| error.source())
            .filter_map(|error| error.downcast_ref::<openssl::error::ErrorStack>())
            .flat_map(|stack| stack.errors())
    }
}

impl std::fmt::Display for LibraryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&*self.error, f)
    }
}

impl std::error::Error for LibraryError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.causes
            .as_deref()
            .map(|cause| cause as &(dyn std::error::Error + 'static))
    }
}

/// Far more than any answer fluxr asks for; a server sending more is not an API.
const MAX_BODY: usize = 16 << 20;

/// Why a request got no answer.
#[derive(Debug, thiserror::Error)]
pub enum SendError {
    #[error(transparent)]
    Library(#[from] LibraryError),
    #[error("answer larger than {} MiB", MAX_BODY >> 20)]
    TooLarge,
    /// A header fluxr builds (the GitHub App's JWT, an `Accept` value) is not a valid one.
    #[error(transparent)]
    Header(#[from] reqwest::header::InvalidHeaderValue),
    #[error(transparent)]
    App(#[from] super::github_app::AppError),
}

impl SendError {
    fn library(&self) -> Option<&LibraryError> {
        match self {
            SendError::Library(error) => Some(error),
            _ => None,
        }
    }

    /// The server's certificate failed verification: another try would fail the same way.
    pub fn is_untrusted_certificate(&self) -> bool {
        self.library()
            .is_some_and(LibraryError::is_untrusted_certificate)
    }
}

/// A reqwest client for one run: the system certificates plus `ca_pem`, the proxy environment
/// (`HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY`), bounded connect and read times.
pub fn http_client(
    ca_pem: Option<&str>,
    what: &'static str,
    api: &str,
) -> Result<reqwest::Client, Error> {
    let mut http = reqwest::Client::builder()
        .connect_timeout(Duration::from_secs(30))
        .read_timeout(Duration::from_secs(60))
        .user_agent(concat!("fluxr/", env!("CARGO_PKG_VERSION")));
    if let Some(ca_pem) = ca_pem {
        let invalid = |source: ConfigError| Error::Config {
            what: "TLS CA bundle",
            value: "--ca-file".to_owned(),
            source,
        };
        let certificates = reqwest::Certificate::from_pem_bundle(ca_pem.as_bytes())
            .map_err(|err| invalid(LibraryError::new(err).into()))?;
        if certificates.is_empty() {
            return Err(invalid(ConfigError::NoCertificate));
        }
        for certificate in certificates {
            http = http.add_root_certificate(certificate);
        }
    }
    http.build().map_err(|err| Error::Config {
        what,
        value: api.to_owned(),
        source: LibraryError::new(err).into(),
    })
}

/// The retry loop and its deadline, for one provider client. Blocking: it owns a small runtime.
pub struct Transport {
    runtime: tokio::runtime::Runtime,
    /// The host named in messages.
    pub domain: String,
    /// The API base, for "unable to reach" messages.
    pub api: String,
    deadline: Instant,
    first_backoff: Duration,
    ui: Ui,
}

impl Transport {
    pub fn new(
        domain: &str,
        api: &str,
        deadline: Instant,
        first_backoff: Duration,
        ui: &Ui,
    ) -> Result<Transport, Error> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|err| Error::Config {
                what: "API client",
                value: api.to_owned(),
                source: err.into(),
            })?;
        Ok(Transport {
            runtime,
            domain: domain.to_owned(),
            api: api.to_owned(),
            deadline,
            first_backoff,
            ui: ui.clone(),
        })
    }

    /// The runtime the clients' futures run on (octocrab spawns onto the one it is built in).
    pub fn runtime(&self) -> &tokio::runtime::Runtime {
        &self.runtime
    }

    /// Sends one request through `send` until it gets an answer worth returning: rate limits
    /// (as `rate_limit` reads them) are waited out, 5xx answers and transport failures are
    /// retried with backoff, everything else is returned as it is.
    pub fn call<F, Fut>(
        &self,
        action: &str,
        rate_limit: impl Fn(&Reply) -> Option<Duration>,
        mut send: F,
    ) -> Result<Reply, Error>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<Reply, SendError>>,
    {
        let mut attempts = 0;
        let mut rate_limit_waits = 0;
        let mut backoff = self.first_backoff;
        loop {
            attempts += 1;
            let remaining = self.remaining(action)?;
            let result = self
                .runtime
                .block_on(async { tokio::time::timeout(remaining, send()).await });
            let retry_status = match result {
                Err(_elapsed) => return Err(self.timeout(action)),
                Ok(Err(source)) if source.is_untrusted_certificate() => {
                    return Err(Error::Untrusted {
                        api: self.api.clone(),
                        action: action.to_owned(),
                        source,
                    });
                }
                Ok(Err(source)) => {
                    if attempts >= MAX_ATTEMPTS || !self.sleep_fits(backoff) {
                        return Err(Error::Unreachable {
                            api: self.api.clone(),
                            action: action.to_owned(),
                            source,
                        });
                    }
                    None
                }
                Ok(Ok(reply)) => {
                    if let Some(wait) = rate_limit(&reply) {
                        rate_limit_waits += 1;
                        if rate_limit_waits > MAX_RATE_LIMIT_WAITS {
                            return Err(Error::Unavailable {
                                domain: self.domain.clone(),
                                action: action.to_owned(),
                                status: format!("{} (rate limited)", status_text(reply.status)),
                                attempts: rate_limit_waits,
                            });
                        }
                        self.wait_for_rate_limit(wait)?;
                        attempts = 0;
                        backoff = self.first_backoff;
                        continue;
                    }
                    if reply.status < 500 {
                        return Ok(reply);
                    }
                    if attempts >= MAX_ATTEMPTS || !self.sleep_fits(backoff) {
                        return Err(Error::Unavailable {
                            domain: self.domain.clone(),
                            action: action.to_owned(),
                            status: status_text(reply.status),
                            attempts,
                        });
                    }
                    Some(reply.status)
                }
            };
            let what = retry_status.map_or_else(
                || "could not be reached".to_owned(),
                |status| format!("answered {}", status_text(status)),
            );
            self.ui.warning(&format!(
                "{} {what}, retrying in {}s",
                self.domain,
                backoff.as_secs_f32()
            ));
            std::thread::sleep(backoff);
            backoff *= 2;
        }
    }

    fn remaining(&self, action: &str) -> Result<Duration, Error> {
        self.deadline
            .checked_duration_since(Instant::now())
            .filter(|remaining| !remaining.is_zero())
            .ok_or_else(|| self.timeout(action))
    }

    fn sleep_fits(&self, wait: Duration) -> bool {
        Instant::now() + wait < self.deadline
    }

    pub fn timeout(&self, action: &str) -> Error {
        Error::Timeout {
            domain: self.domain.clone(),
            action: action.to_owned(),
        }
    }

    fn wait_for_rate_limit(&self, wait: Duration) -> Result<(), Error> {
        let reset = clock_time(SystemTime::now() + wait);
        if !self.sleep_fits(wait) {
            return Err(Error::RateLimited {
                domain: self.domain.clone(),
                reset,
            });
        }
        // The line stays in logs; the spinner counts down where there is a terminal.
        self.ui.waiting(&format!(
            "{} API rate limit exceeded, waiting until {reset} UTC",
            self.domain
        ));
        let until = Instant::now() + wait;
        let spinner = self.ui.spinner("");
        while let Some(left) = until.checked_duration_since(Instant::now()) {
            spinner.set_message(&format!("rate limit resets in {}s", left.as_secs() + 1));
            std::thread::sleep(left.min(Duration::from_secs(1)));
        }
        Ok(())
    }
}

/// A JSON REST client for one provider: the endpoint, the token in a sensitive header, and the
/// shared retry loop; 401 and 403 answers become [`Error::Unauthorized`] and
/// [`Error::Forbidden`] with the provider's own message.
pub struct Rest {
    pub transport: Transport,
    pub endpoint: Endpoint,
    http: reqwest::Client,
    auth_header: reqwest::header::HeaderName,
    auth_value: reqwest::header::HeaderValue,
    token_env: &'static str,
}

/// The token's header and its value (`("PRIVATE-TOKEN", token)`, `("authorization", "Bearer
/// token")`).
pub struct Auth {
    pub header: &'static str,
    pub value: String,
}

impl Rest {
    pub fn new(
        settings: &Settings,
        endpoint: Endpoint,
        api_path: &str,
        auth: Auth,
        token_env: &'static str,
        ui: &Ui,
    ) -> Result<Rest, Error> {
        let api = format!("{}{api_path}", endpoint.root.as_str().trim_end_matches('/'));
        let http = http_client(settings.ca_pem.as_deref(), "API URL", &api)?;
        let transport = Transport::new(
            &endpoint.domain,
            &api,
            settings.deadline,
            settings.first_backoff,
            ui,
        )?;
        let invalid_token = || Error::Config {
            what: "token",
            value: format!("${token_env}"),
            source: ConfigError::HeaderValue,
        };
        let mut auth_value =
            reqwest::header::HeaderValue::from_str(&auth.value).map_err(|_| invalid_token())?;
        auth_value.set_sensitive(true);
        Ok(Rest {
            transport,
            endpoint,
            http,
            auth_header: reqwest::header::HeaderName::from_static(auth.header),
            auth_value,
            token_env,
        })
    }

    pub fn domain(&self) -> &str {
        &self.transport.domain
    }

    /// Sends `method url` with an optional JSON body through the retry loop.
    pub fn call(
        &self,
        action: &str,
        needs: &str,
        method: reqwest::Method,
        url: reqwest::Url,
        body: Option<&serde_json::Value>,
    ) -> Result<Reply, Error> {
        let reply = self.transport.call(action, rate_limit_of_429, || {
            let mut request = self
                .http
                .request(method.clone(), url.clone())
                .header(self.auth_header.clone(), self.auth_value.clone())
                .header(reqwest::header::ACCEPT, "application/json");
            if let Some(body) = body {
                request = request.json(body);
            }
            send(request)
        })?;
        match reply.status {
            401 => Err(Error::Unauthorized {
                domain: self.domain().to_owned(),
                message: reply.message(),
                token_env: self.token_env.to_owned(),
            }),
            403 => Err(Error::Forbidden {
                domain: self.domain().to_owned(),
                action: action.to_owned(),
                message: reply.message(),
                permission: needs.to_owned(),
            }),
            _ => Ok(reply),
        }
    }

    /// The error for an answer the caller does not expect.
    pub fn rejected(&self, reply: &Reply, action: &str) -> Error {
        Error::Rejected {
            domain: self.domain().to_owned(),
            action: action.to_owned(),
            status: reply.status,
            message: reply.message(),
        }
    }
}

/// Sends one reqwest request and reads the answer whole (bounded: an API answer is small).
pub async fn send(request: reqwest::RequestBuilder) -> Result<Reply, SendError> {
    let mut response = request.send().await.map_err(LibraryError::new)?;
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(LibraryError::new)? {
        if body.len() + chunk.len() > MAX_BODY {
            return Err(SendError::TooLarge);
        }
        body.extend_from_slice(&chunk);
    }
    Ok(Reply {
        status,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    fn reply(status: u16, headers: &[(&'static str, &str)], body: &str) -> Reply {
        let mut map = HeaderMap::new();
        for (name, value) in headers {
            map.insert(*name, HeaderValue::from_str(value).unwrap());
        }
        Reply {
            status,
            headers: map,
            body: body.to_owned(),
        }
    }

    fn settings(hostname: Option<&str>, api_url: Option<&str>) -> Settings {
        Settings {
            hostname: hostname.map(str::to_owned),
            api_url: api_url.map(str::to_owned),
            token: "t".into(),
            deadline: Instant::now(),
            first_backoff: Duration::from_millis(1),
            ca_pem: None,
        }
    }

    #[test]
    fn the_token_only_goes_to_the_named_host() {
        let api = ["/api/v3"];
        let resolved = |hostname, api_url| {
            Endpoint::resolve(&settings(hostname, api_url), Some("github.com"), &api).unwrap()
        };
        let github = resolved(None, None);
        assert!(
            github
                .check_token_url("https://github.com/acme/fleet.git")
                .is_ok()
        );
        assert!(
            github
                .check_token_url("https://GitHub.com/acme/fleet.git")
                .is_ok()
        );
        let err = github
            .check_token_url("https://github.com.evil.example/acme/fleet.git")
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "refusing to send the token to github.com.evil.example: the API of github.com \
             returned the clone URL \"https://github.com.evil.example/acme/fleet.git\", which is \
             not on the host named by --hostname or the API override"
        );
        // --hostname wins over the override, whatever the override says.
        let ghes = resolved(
            Some("ghes.example.com:8443"),
            Some("https://api.github.com"),
        );
        assert!(
            ghes.check_token_url("https://ghes.example.com/a/b.git")
                .is_ok()
        );
        assert!(
            ghes.check_token_url("https://api.github.com/a/b.git")
                .is_err()
        );
        let fake = resolved(None, Some("http://127.0.0.1:1/api/v3"));
        assert!(
            fake.check_token_url("http://127.0.0.1:2/git/a/b.git")
                .is_ok()
        );
        assert!(fake.check_token_url("https://github.com/a/b.git").is_err());
        assert!(fake.check_token_url("not a url").is_err());
    }

    #[test]
    fn an_api_over_plain_http_needs_the_flag() {
        let api = ["/api/v3"];
        let fake = Endpoint::resolve(
            &settings(None, Some("http://127.0.0.1:1/api/v3")),
            Some("github.com"),
            &api,
        )
        .unwrap();
        assert_eq!(
            fake.check_plain_http(false).unwrap_err().to_string(),
            "refusing to send the token over plain HTTP to the API of 127.0.0.1:1: use an \
             https:// URL, or pass --allow-insecure-http"
        );
        assert!(fake.check_plain_http(true).is_ok());
        let https = Endpoint::resolve(&settings(None, None), Some("github.com"), &api).unwrap();
        assert!(https.check_plain_http(false).is_ok());
    }

    #[test]
    fn an_explicit_hostname_wins_over_the_override() {
        let api = ["/api/v4"];
        let resolved = |hostname, api_url| {
            Endpoint::resolve(&settings(hostname, api_url), Some("gitlab.com"), &api).unwrap()
        };
        let default = resolved(None, None);
        assert_eq!(default.root.as_str(), "https://gitlab.com/");
        assert_eq!(default.domain, "gitlab.com");
        let overridden = resolved(None, Some("http://127.0.0.1:8080/api/v4/"));
        assert_eq!(overridden.root.as_str(), "http://127.0.0.1:8080/");
        assert_eq!(overridden.domain, "127.0.0.1:8080");
        let explicit = resolved(Some("gitlab.example.com"), Some("http://127.0.0.1:8080"));
        assert_eq!(explicit.root.as_str(), "https://gitlab.example.com/");
        let prefixed = resolved(Some("https://example.com/gitlab/"), None);
        assert_eq!(prefixed.root.as_str(), "https://example.com/gitlab");
        assert_eq!(
            prefixed
                .url(&["api", "v4"], &["projects", "group/sub/fleet"])
                .as_str(),
            "https://example.com/gitlab/api/v4/projects/group%2Fsub%2Ffleet"
        );
    }

    #[test]
    fn bad_api_bases_are_refused() {
        for bad in [
            "https://user:token@gitlab.example.com",
            "ftp://gitlab.example.com",
            "https://gitlab.example.com/?private_token=x",
            "https://",
        ] {
            let err = Endpoint::resolve(&settings(Some(bad), None), None, &[]).unwrap_err();
            assert!(matches!(err, Error::Config { .. }), "{bad}: {err}");
            assert!(!err.to_string().is_empty());
        }
        let err = Endpoint::resolve(&settings(None, None), None, &[]).unwrap_err();
        assert!(err.to_string().contains("--hostname"), "{err}");
    }

    #[test]
    fn rate_limit_waits_come_from_the_headers() {
        assert_eq!(
            rate_limit_of_429(&reply(429, &[("retry-after", "7")], "")),
            Some(Duration::from_secs(7))
        );
        assert_eq!(
            rate_limit_of_429(&reply(429, &[], "")),
            Some(DEFAULT_RATE_LIMIT_WAIT)
        );
        assert_eq!(
            rate_limit_of_429(&reply(503, &[("retry-after", "7")], "")),
            None
        );
        let reset = reply(429, &[("ratelimit-reset", "0")], "");
        assert_eq!(retry_after(&reset), Some(Duration::from_secs(1)));
        let past = reply(429, &[("retry-after", "Sun, 06 Nov 1994 08:49:37 GMT")], "");
        assert_eq!(retry_after(&past), Some(Duration::ZERO));
    }

    #[test]
    fn http_dates_are_read() {
        assert_eq!(
            parse_http_date("Sun, 06 Nov 1994 08:49:37 GMT"),
            Some(UNIX_EPOCH + Duration::from_secs(784_111_777))
        );
        assert_eq!(parse_http_date("Sun, 06 Foo 1994 08:49:37 GMT"), None);
        assert_eq!(parse_http_date("yesterday"), None);
    }

    #[test]
    fn messages_are_read_from_each_providers_error_shape() {
        assert_eq!(
            reply(404, &[], r#"{"message":"404 Project Not Found"}"#).message(),
            "404 Project Not Found"
        );
        assert_eq!(
            reply(
                400,
                &[],
                r#"{"message":{"name":["has already been taken"]}}"#
            )
            .message(),
            "name has already been taken"
        );
        assert_eq!(
            reply(
                409,
                &[],
                r#"{"errors":[{"context":null,"message":"This repository URL is already taken."}]}"#
            )
            .message(),
            "This repository URL is already taken."
        );
        assert_eq!(
            reply(401, &[], r#"{"error":"invalid_token"}"#).message(),
            "invalid_token"
        );
        assert_eq!(
            reply(502, &[], "<html>bad gateway</html>").message(),
            "<html>bad gateway</html>"
        );
    }

    /// An error with its own words and an optional cause, as the HTTP libraries nest them.
    #[derive(Debug)]
    struct Nested(&'static str, Option<Box<Nested>>);

    impl std::fmt::Display for Nested {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str(self.0)
        }
    }

    impl std::error::Error for Nested {
        fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
            self.1
                .as_deref()
                .map(|cause| cause as &(dyn std::error::Error + 'static))
        }
    }

    #[test]
    fn a_library_error_keeps_its_causes_and_says_each_once() {
        // native-tls shows OpenSSL's error stack inside its own words, then hands on the
        // stack itself as its cause.
        let stack = Nested(
            "error:0A000086:SSL routines::certificate verify failed",
            None,
        );
        let tls = Nested(
            "error:0A000086:SSL routines::certificate verify failed (self-signed certificate)",
            Some(Box::new(stack)),
        );
        let connect = Nested("client error (Connect)", Some(Box::new(tls)));
        let library = LibraryError::new(Nested(
            "error sending request for url (https://git.example.com/api/v4/user)",
            Some(Box::new(connect)),
        ));
        assert_eq!(
            library.to_string(),
            "error sending request for url (https://git.example.com/api/v4/user)"
        );
        assert!(library.get_ref().downcast_ref::<Nested>().is_some());
        let causes: Vec<String> =
            std::iter::successors(std::error::Error::source(&library), |cause| cause.source())
                .map(ToString::to_string)
                .collect();
        assert_eq!(
            causes,
            [
                "client error (Connect)",
                "error:0A000086:SSL routines::certificate verify failed (self-signed certificate)"
            ]
        );
        assert!(
            !library.is_untrusted_certificate(),
            "no OpenSSL error in it"
        );

        // What users see, through the error that carries it.
        let err = Error::Unreachable {
            api: "https://git.example.com/api/v4".to_owned(),
            action: "get user".to_owned(),
            source: SendError::Library(library),
        };
        let expected = "unable to reach https://git.example.com/api/v4 to get user: error \
                        sending request for url (https://git.example.com/api/v4/user): client \
                        error (Connect): error:0A000086:SSL routines::certificate verify failed \
                        (self-signed certificate)";
        assert_eq!(error_chain(&err), expected);
        assert_eq!(format!("{:#}", anyhow::Error::new(err)), expected);
    }

    #[test]
    fn only_a_failed_certificate_verification_counts_as_untrusted() {
        // A private key that does not parse leaves an OpenSSL error stack of another reason.
        let stack = openssl::pkey::PKey::private_key_from_pem(b"not a key").unwrap_err();
        assert!(!stack.errors().is_empty());
        let library = LibraryError::new(stack);
        assert!(!library.is_untrusted_certificate());
        assert!(!SendError::Library(library).is_untrusted_certificate());
        assert!(!SendError::TooLarge.is_untrusted_certificate());
    }

    #[test]
    fn clock_time_is_utc() {
        assert_eq!(
            clock_time(UNIX_EPOCH + Duration::from_secs(86_400 + 3_723)),
            "01:02:03"
        );
    }
}
