//! A registry session over oci-client (and the project's reqwest/OpenSSL stack): the endpoint
//! found as flux's library finds it (HTTPS, falling back to plain HTTP for loopback, private
//! addresses and `--insecure-registry`), credentials traded for a token when the registry's
//! `WWW-Authenticate` challenge asks for one, and every call bounded by the command's timeout.
//! Push steps are retried with backoff on connection failures and 5xx/429 answers, as flux's
//! push is.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use oci_client::client::{Certificate, CertificateEncoding, ClientConfig, ClientProtocol};
use oci_client::errors::OciDistributionError;
use oci_client::manifest::OciDescriptor;
use oci_client::secrets::RegistryAuth;

use super::auth::Credentials;
use super::manifest::{self, Descriptor, Manifest};
use super::reference::{Reference, Registry as RegistryName, Repository};

const USER_AGENT: &str = concat!("fluxr/", env!("CARGO_PKG_VERSION"));
/// Manifests fluxr asks for: OCI and Docker images and indexes.
const MANIFEST_TYPES: [&str; 4] = [
    manifest::MANIFEST_MEDIA_TYPE,
    "application/vnd.docker.distribution.manifest.v2+json",
    "application/vnd.oci.image.index.v1+json",
    "application/vnd.docker.distribution.manifest.list.v2+json",
];
/// The most a manifest may weigh.
const MAX_MANIFEST: usize = 4 << 20;

/// A registry operation that failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("failed to start the network runtime")]
    Runtime(#[source] std::io::Error),
    #[error("failed to read the CA file {}", path.display())]
    CaFile {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("failed to set up the HTTP client")]
    Client(#[source] reqwest::Error),
    #[error("{what}")]
    Request {
        what: String,
        #[source]
        source: reqwest::Error,
    },
    #[error("{what}: {detail}")]
    Status {
        what: String,
        status: u16,
        detail: String,
    },
    #[error("{what}: authentication required (give --creds or log in with docker login)")]
    AuthRequired { what: String },
    #[error("{what}: authentication failed ({detail}): check the credentials")]
    AuthFailed { what: String, detail: String },
    #[error("{what}")]
    Oci {
        what: String,
        #[source]
        source: OciDistributionError,
    },
    #[error("{what}: no answer within {}", crate::duration::format(*after))]
    Timeout { what: String, after: Duration },
    #[error("{what}: invalid manifest")]
    Manifest {
        what: String,
        #[source]
        source: serde_json::Error,
    },
    #[error("{what}: the manifest is larger than {MAX_MANIFEST} bytes")]
    ManifestTooLarge { what: String },
    #[error("failed to write {}", path.display())]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

impl Error {
    /// Whether trying again may help: the connection failed, or the registry was overloaded.
    fn is_transient(&self) -> bool {
        match self {
            Self::Request { .. } | Self::Timeout { .. } => true,
            Self::Status { status, .. } => *status >= 500 || *status == 429,
            Self::Oci { source, .. } => matches!(
                source,
                OciDistributionError::RequestError(_) | OciDistributionError::IoError(_)
            ),
            _ => false,
        }
    }
}

/// Whether the session reads or also writes the repository.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    Pull,
    Push,
}

/// Where `--debug` lines go.
pub type Log = Arc<dyn Fn(&str) + Send + Sync>;

/// How to reach the registry.
#[derive(Clone, Default)]
pub struct Options {
    pub credentials: Credentials,
    /// `--insecure-registry`: plain HTTP allowed, certificates not checked.
    pub insecure: bool,
    /// A PEM file of certificate authorities trusted on top of the system's.
    pub ca_file: Option<PathBuf>,
    /// The whole command's time.
    pub timeout: Duration,
    /// Retry transient failures until the timeout (what flux does on push).
    pub retry: bool,
    /// Receives a line per request step and retry, for `--debug`.
    pub log: Option<Log>,
}

/// An open session with one repository.
pub struct Session {
    runtime: tokio::runtime::Runtime,
    client: oci_client::Client,
    auth: RegistryAuth,
    repository: Repository,
    deadline: Instant,
    timeout: Duration,
    retry: bool,
    log: Option<Log>,
}

/// What a push produced.
#[derive(Debug, Clone)]
pub struct Pushed {
    pub digest: String,
}

/// What a pull found, and where the layer went.
#[derive(Debug, Clone)]
pub struct Pulled {
    pub digest: String,
    pub manifest: Manifest,
}

impl Session {
    /// Finds the endpoint, authenticates for `access` and returns the session.
    pub fn open(repository: &Repository, access: Access, opts: &Options) -> Result<Self, Error> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(Error::Runtime)?;
        let started = Instant::now();
        let deadline = started + opts.timeout;
        let extra_roots = match &opts.ca_file {
            Some(path) => vec![read_ca(path)?],
            None => Vec::new(),
        };
        let log = opts.log.clone();
        let registry = repository.registry.clone();
        let (plain_http, auth) = runtime.block_on(async {
            within(
                deadline,
                opts.timeout,
                format!("GET {registry}/v2/"),
                async {
                    let http = http_client(opts.insecure, opts.ca_file.as_deref())?;
                    let endpoint = probe(&http, &registry, opts.insecure, log.as_deref()).await?;
                    let auth = authenticate(&http, &endpoint, repository, access, opts).await?;
                    Ok((endpoint.scheme == "http", auth))
                },
            )
            .await
        })?;
        let protocol = if plain_http {
            ClientProtocol::HttpsExcept(vec![registry.as_str().to_owned()])
        } else {
            ClientProtocol::Https
        };
        let config = ClientConfig {
            protocol,
            accept_invalid_certificates: opts.insecure,
            use_monolithic_push: true,
            extra_root_certificates: extra_roots,
            platform_resolver: None,
            user_agent: USER_AGENT,
            connect_timeout: Some(Duration::from_secs(30)),
            ..ClientConfig::default()
        };
        let client = oci_client::Client::try_from(config).map_err(|source| Error::Oci {
            what: "failed to set up the registry client".to_owned(),
            source,
        })?;
        // Calls that take no credentials (blob uploads and checks) use the stored ones.
        runtime.block_on(client.store_auth_if_needed(registry.as_str(), &auth));
        Ok(Self {
            runtime,
            client,
            auth,
            repository: repository.clone(),
            deadline,
            timeout: opts.timeout,
            retry: opts.retry,
            log,
        })
    }

    fn log(&self, line: &str) {
        if let Some(log) = &self.log {
            log(line);
        }
    }

    fn oci_ref(&self, reference: &Reference) -> oci_client::Reference {
        let registry = self.repository.registry.as_str().to_owned();
        let path = reference.repository.path();
        match (&reference.digest, &reference.tag) {
            (Some(digest), _) => oci_client::Reference::with_digest(registry, path, digest.clone()),
            (None, tag) => oci_client::Reference::with_tag(
                registry,
                path,
                tag.clone().unwrap_or_else(|| "latest".to_owned()),
            ),
        }
    }

    /// Runs one step, within the deadline, retried with backoff when the session retries.
    fn step<T, F, Fut>(&self, what: String, op: F) -> Result<T, Error>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<T, Error>>,
    {
        self.runtime.block_on(async {
            let mut delay = Duration::from_secs(1);
            loop {
                let result = within(self.deadline, self.timeout, what.clone(), op()).await;
                match result {
                    Err(err) if self.retry && err.is_transient() => {
                        let now = Instant::now();
                        if now + delay >= self.deadline {
                            return Err(err);
                        }
                        self.log(&format!("retrying in {}s: {err}", delay.as_secs()));
                        tokio::time::sleep(delay).await;
                        delay = (delay * 3).min(Duration::from_secs(60));
                    }
                    other => return other,
                }
            }
        })
    }

    /// Uploads the tarball and the config (unless the registry has them) and tags the manifest.
    pub fn push_artifact(
        &self,
        reference: &Reference,
        layer: &[u8],
        annotations: &BTreeMap<String, String>,
    ) -> Result<Pushed, Error> {
        let target = self.oci_ref(reference);
        let config = Descriptor::of(manifest::CONFIG_MEDIA_TYPE, manifest::CONFIG_BLOB);
        let layer_desc = Descriptor::of(manifest::CONTENT_MEDIA_TYPE, layer);
        let shared_layer = bytes::Bytes::copy_from_slice(layer);
        let blobs = [
            (&layer_desc, shared_layer),
            (&config, bytes::Bytes::from_static(manifest::CONFIG_BLOB)),
        ];
        for (desc, data) in blobs {
            let name = self.repository.name();
            let exists = self.step(format!("HEAD {name} blob {}", desc.digest), || async {
                self.client
                    .blob_exists(&target, &desc.digest)
                    .await
                    .map_err(|err| describe(format!("HEAD {name} blob {}", desc.digest), err))
            })?;
            if exists {
                self.log(&format!("existing blob: {}", desc.digest));
                continue;
            }
            let what = format!("uploading blob {} to {name}", desc.digest);
            self.log(&format!("{what} ({} bytes)", desc.size));
            self.step(what.clone(), || async {
                self.client
                    .push_blob(&target, data.clone(), &desc.digest)
                    .await
                    .map(|_| ())
                    .map_err(|err| describe(what.clone(), err))
            })?;
        }
        let body = manifest::manifest_json(&config, &layer_desc, annotations);
        let digest = manifest::sha256_digest(&body);
        let what = format!("PUT {} manifest", reference.name());
        self.log(&what);
        self.step(what.clone(), || async {
            self.client
                .push_manifest_raw(
                    &target,
                    body.clone(),
                    http::HeaderValue::from_static(manifest::MANIFEST_MEDIA_TYPE),
                )
                .await
                .map(|_| ())
                .map_err(|err| describe(what.clone(), err))
        })?;
        Ok(Pushed { digest })
    }

    /// The manifest of `reference`, its bytes, media type and digest.
    pub fn manifest(&self, reference: &Reference) -> Result<(Vec<u8>, String, Manifest), Error> {
        let target = self.oci_ref(reference);
        let what = format!("GET {} manifest", reference.name());
        self.log(&what);
        let (bytes, digest) = self.step(what.clone(), || async {
            self.client
                .pull_manifest_raw(&target, &self.auth, &MANIFEST_TYPES)
                .await
                .map_err(|err| describe(what.clone(), err))
        })?;
        if bytes.len() > MAX_MANIFEST {
            return Err(Error::ManifestTooLarge { what });
        }
        let parsed = Manifest::parse(&bytes).map_err(|source| Error::Manifest { what, source })?;
        Ok((bytes.to_vec(), digest, parsed))
    }

    /// Fetches the manifest and writes its first layer to `layer_file`.
    pub fn pull_first_layer(
        &self,
        reference: &Reference,
        layer_file: &Path,
    ) -> Result<Option<Pulled>, Error> {
        let (_, digest, parsed) = self.manifest(reference)?;
        let Some(layer) = parsed.layers.first() else {
            return Ok(None);
        };
        self.download(reference, layer, layer_file)?;
        Ok(Some(Pulled {
            digest,
            manifest: parsed,
        }))
    }

    /// Downloads a blob of the repository to a file, checking its digest.
    pub fn download(
        &self,
        reference: &Reference,
        layer: &Descriptor,
        file: &Path,
    ) -> Result<(), Error> {
        let target = self.oci_ref(reference);
        let what = format!("GET {} blob {}", self.repository.name(), layer.digest);
        self.log(&what);
        let descriptor = OciDescriptor {
            media_type: layer.media_type.clone(),
            digest: layer.digest.clone(),
            size: layer.size as i64,
            ..OciDescriptor::default()
        };
        self.step(what.clone(), || async {
            let out = tokio::fs::File::create(file)
                .await
                .map_err(|source| Error::Write {
                    path: file.to_owned(),
                    source,
                })?;
            self.client
                .pull_blob(&target, &descriptor, out)
                .await
                .map_err(|err| describe(what.clone(), err))
        })
    }

    /// Puts the manifest of `source` under `tag` in the same repository.
    pub fn tag(&self, source: &Reference, tag: &str) -> Result<Reference, Error> {
        let (bytes, _, parsed) = self.manifest(source)?;
        let destination = self.repository.tag(tag);
        let target = self.oci_ref(&destination);
        let media_type = parsed
            .media_type
            .clone()
            .unwrap_or_else(|| manifest::MANIFEST_MEDIA_TYPE.to_owned());
        let what = format!("PUT {} manifest", destination.name());
        self.log(&what);
        let content_type = http::HeaderValue::from_str(&media_type).map_err(|_| Error::Status {
            what: what.clone(),
            status: 0,
            detail: format!("invalid media type {media_type:?}"),
        })?;
        self.step(what.clone(), || async {
            self.client
                .push_manifest_raw(&target, bytes.clone(), content_type.clone())
                .await
                .map(|_| ())
                .map_err(|err| describe(what.clone(), err))
        })?;
        Ok(destination)
    }

    /// Every tag of the repository, page by page.
    pub fn tags(&self) -> Result<Vec<String>, Error> {
        let target = self.oci_ref(&self.repository.tag("latest"));
        let what = format!("GET {} tags", self.repository.name());
        self.log(&what);
        let mut tags: Vec<String> = Vec::new();
        const PAGE: usize = 1000;
        loop {
            let last = tags.last().cloned();
            let page = self.step(what.clone(), || async {
                self.client
                    .list_tags(&target, &self.auth, Some(PAGE), last.as_deref())
                    .await
                    .map_err(|err| describe(what.clone(), err))
            })?;
            let count = page.tags.len();
            let before = tags.len();
            for tag in page.tags {
                if !tags.contains(&tag) {
                    tags.push(tag);
                }
            }
            if count < PAGE || tags.len() == before {
                break;
            }
        }
        Ok(tags)
    }
}

fn read_ca(path: &Path) -> Result<Certificate, Error> {
    let data = std::fs::read(path).map_err(|source| Error::CaFile {
        path: path.to_owned(),
        source,
    })?;
    Ok(Certificate {
        encoding: CertificateEncoding::Pem,
        data,
    })
}

async fn within<T>(
    deadline: Instant,
    timeout: Duration,
    what: String,
    fut: impl Future<Output = Result<T, Error>>,
) -> Result<T, Error> {
    let left = deadline.saturating_duration_since(Instant::now());
    match tokio::time::timeout(left, fut).await {
        Ok(result) => result,
        Err(_) => Err(Error::Timeout {
            what,
            after: timeout,
        }),
    }
}

/// Turns oci-client's error into one that says what was being done and what the registry said.
fn describe(what: String, err: OciDistributionError) -> Error {
    match err {
        OciDistributionError::UnauthorizedError { .. } => Error::AuthRequired { what },
        OciDistributionError::AuthenticationFailure(detail) => Error::AuthFailed {
            what,
            detail: one_line(&detail),
        },
        OciDistributionError::RegistryError { envelope, .. } => {
            let detail = envelope
                .errors
                .iter()
                .map(|e| {
                    let code = serde_json::to_value(&e.code)
                        .ok()
                        .and_then(|v| v.as_str().map(str::to_owned))
                        .unwrap_or_else(|| "ERROR".to_owned());
                    if e.message.is_empty() {
                        code
                    } else {
                        format!("{code}: {}", e.message)
                    }
                })
                .collect::<Vec<_>>()
                .join("; ");
            Error::Status {
                what,
                status: 400,
                detail,
            }
        }
        OciDistributionError::ServerError { code, message, .. } => Error::Status {
            what,
            status: code,
            detail: status_detail(code, &message),
        },
        OciDistributionError::ImageManifestNotFoundError(_) => Error::Status {
            what,
            status: 404,
            detail: "MANIFEST_UNKNOWN: manifest unknown".to_owned(),
        },
        OciDistributionError::RequestError(source) => Error::Request { what, source },
        source => Error::Oci { what, source },
    }
}

fn status_detail(code: u16, message: &str) -> String {
    let reason = reqwest::StatusCode::from_u16(code)
        .ok()
        .and_then(|s| s.canonical_reason())
        .unwrap_or("");
    let message = one_line(message);
    if message.is_empty() {
        format!("{code} {reason}")
    } else {
        format!("{code} {reason}: {message}")
    }
}

fn one_line(text: &str) -> String {
    let line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    line.chars().take(300).collect()
}

fn http_client(insecure: bool, ca_file: Option<&Path>) -> Result<reqwest::Client, Error> {
    let mut builder = reqwest::Client::builder()
        .user_agent(USER_AGENT)
        .danger_accept_invalid_certs(insecure)
        .connect_timeout(Duration::from_secs(30))
        .redirect(reqwest::redirect::Policy::limited(5));
    if let Some(path) = ca_file {
        let pem = std::fs::read(path).map_err(|source| Error::CaFile {
            path: path.to_owned(),
            source,
        })?;
        let certs = reqwest::Certificate::from_pem_bundle(&pem).map_err(Error::Client)?;
        builder = builder.tls_certs_merge(certs);
    }
    builder.build().map_err(Error::Client)
}

/// Where the registry answered and what it asked for.
struct Endpoint {
    scheme: &'static str,
    registry: RegistryName,
    challenge: Challenge,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Challenge {
    None,
    Basic,
    Bearer {
        realm: String,
        service: Option<String>,
    },
}

/// `GET /v2/` over HTTPS, and over plain HTTP where flux allows it when HTTPS fails.
async fn probe(
    http: &reqwest::Client,
    registry: &RegistryName,
    insecure: bool,
    log: Option<&(dyn Fn(&str) + Send + Sync)>,
) -> Result<Endpoint, Error> {
    let secure_url = format!("https://{registry}/v2/");
    let secure = http.get(&secure_url).send().await;
    let (scheme, url, response) = match secure {
        Ok(response) => ("https", secure_url, response),
        Err(err) if insecure || registry.allows_plain_http() => {
            if let Some(log) = log {
                log(&format!(
                    "GET {secure_url} failed ({err}), trying plain HTTP"
                ));
            }
            let plain_url = format!("http://{registry}/v2/");
            match http.get(&plain_url).send().await {
                Ok(response) if matches!(response.status().as_u16(), 200 | 401) => {
                    ("http", plain_url, response)
                }
                _ => {
                    return Err(Error::Request {
                        what: format!("GET {secure_url}"),
                        source: err,
                    });
                }
            }
        }
        Err(source) => {
            return Err(Error::Request {
                what: format!("GET {secure_url}"),
                source,
            });
        }
    };
    if let Some(log) = log {
        log(&format!("GET {url}: {}", response.status()));
    }
    let status = response.status().as_u16();
    let challenge = match status {
        200 => Challenge::None,
        401 => parse_challenge(response.headers()),
        _ => {
            let body = response.text().await.unwrap_or_default();
            return Err(Error::Status {
                what: format!("GET {url}"),
                status,
                detail: status_detail(status, &body),
            });
        }
    };
    Ok(Endpoint {
        scheme,
        registry: registry.clone(),
        challenge,
    })
}

fn parse_challenge(headers: &reqwest::header::HeaderMap) -> Challenge {
    for value in headers.get_all(reqwest::header::WWW_AUTHENTICATE) {
        let Ok(text) = value.to_str() else {
            continue;
        };
        let Some((scheme, params)) = text.trim().split_once(' ') else {
            if text.trim().eq_ignore_ascii_case("basic") {
                return Challenge::Basic;
            }
            continue;
        };
        if scheme.eq_ignore_ascii_case("basic") {
            return Challenge::Basic;
        }
        if scheme.eq_ignore_ascii_case("bearer") {
            let params = challenge_params(params);
            if let Some(realm) = params.get("realm") {
                return Challenge::Bearer {
                    realm: realm.clone(),
                    service: params.get("service").cloned(),
                };
            }
        }
    }
    Challenge::Basic
}

/// `key="value", key=value` pairs of a challenge, keys lower-cased.
fn challenge_params(text: &str) -> BTreeMap<String, String> {
    let mut params = BTreeMap::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let Some((key, after)) = rest.split_once('=') else {
            break;
        };
        let key = key
            .trim()
            .trim_start_matches(',')
            .trim()
            .to_ascii_lowercase();
        let after = after.trim_start();
        let (value, remaining) = if let Some(quoted) = after.strip_prefix('"') {
            let mut value = String::new();
            let mut chars = quoted.char_indices();
            let mut end = quoted.len();
            while let Some((i, c)) = chars.next() {
                match c {
                    '\\' => {
                        if let Some((_, escaped)) = chars.next() {
                            value.push(escaped);
                        }
                    }
                    '"' => {
                        end = i + 1;
                        break;
                    }
                    c => value.push(c),
                }
            }
            (value, &quoted[end..])
        } else {
            let end = after.find(',').unwrap_or(after.len());
            (after[..end].trim().to_owned(), &after[end..])
        };
        params.insert(key, value);
        rest = remaining.trim_start().trim_start_matches(',').trim_start();
    }
    params
}

#[derive(serde::Deserialize)]
struct TokenAnswer {
    #[serde(default)]
    token: String,
    #[serde(default)]
    access_token: String,
}

/// The credentials oci-client sends, after trading them for a token when the registry asks.
async fn authenticate(
    http: &reqwest::Client,
    endpoint: &Endpoint,
    repository: &Repository,
    access: Access,
    opts: &Options,
) -> Result<RegistryAuth, Error> {
    let registry = &endpoint.registry;
    match (&endpoint.challenge, &opts.credentials) {
        (_, Credentials::RegistryToken(token)) => Ok(RegistryAuth::Bearer(token.clone())),
        (Challenge::None, Credentials::Basic { username, password }) => {
            Ok(RegistryAuth::Basic(username.clone(), password.clone()))
        }
        (Challenge::None, _) => Ok(RegistryAuth::Anonymous),
        (Challenge::Basic, Credentials::Basic { username, password }) => {
            let url = format!("{}://{registry}/v2/", endpoint.scheme);
            let response = http
                .get(&url)
                .basic_auth(username, Some(password))
                .send()
                .await
                .map_err(|source| Error::Request {
                    what: format!("GET {url}"),
                    source,
                })?;
            match response.status().as_u16() {
                200 => Ok(RegistryAuth::Basic(username.clone(), password.clone())),
                status => Err(Error::AuthFailed {
                    what: format!("logging in to {registry}"),
                    detail: status_detail(status, ""),
                }),
            }
        }
        (Challenge::Basic, Credentials::IdentityToken(_)) => Err(Error::AuthFailed {
            what: format!("logging in to {registry}"),
            detail: "the registry takes no identity token".to_owned(),
        }),
        (Challenge::Basic, Credentials::Anonymous) => Ok(RegistryAuth::Anonymous),
        (Challenge::Bearer { realm, service }, credentials) => {
            let actions = match access {
                Access::Pull => "pull",
                Access::Push => "pull,push",
            };
            let scope = format!("repository:{}:{actions}", repository.path());
            let mut query = vec![("scope", scope.clone())];
            if let Some(service) = service {
                query.push(("service", service.clone()));
            }
            let request = match credentials {
                Credentials::IdentityToken(refresh) => {
                    let mut form = vec![
                        ("grant_type", "refresh_token".to_owned()),
                        ("refresh_token", refresh.clone()),
                        ("client_id", "fluxr".to_owned()),
                        ("scope", scope),
                    ];
                    if let Some(service) = service {
                        form.push(("service", service.clone()));
                    }
                    let body = url::form_urlencoded::Serializer::new(String::new())
                        .extend_pairs(form)
                        .finish();
                    http.post(realm)
                        .header(
                            reqwest::header::CONTENT_TYPE,
                            "application/x-www-form-urlencoded",
                        )
                        .body(body)
                }
                Credentials::Basic { username, password } => http
                    .get(realm)
                    .query(&query)
                    .basic_auth(username, Some(password)),
                _ => http.get(realm).query(&query),
            };
            let response = request.send().await.map_err(|source| Error::Request {
                what: format!("GET {realm}"),
                source,
            })?;
            let status = response.status().as_u16();
            if status != 200 {
                let body = response.text().await.unwrap_or_default();
                return Err(Error::AuthFailed {
                    what: format!("getting a token from {realm}"),
                    detail: status_detail(status, &body),
                });
            }
            let answer: TokenAnswer = response.json().await.map_err(|source| Error::Request {
                what: format!("reading the token from {realm}"),
                source,
            })?;
            let token = if answer.token.is_empty() {
                answer.access_token
            } else {
                answer.token
            };
            if token.is_empty() {
                return Err(Error::AuthFailed {
                    what: format!("getting a token from {realm}"),
                    detail: "the answer holds no token".to_owned(),
                });
            }
            Ok(RegistryAuth::Bearer(token))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn challenges() {
        let mut headers = reqwest::header::HeaderMap::new();
        headers.insert(
            reqwest::header::WWW_AUTHENTICATE,
            r#"Bearer realm="https://auth.example/token",service="registry.example",scope="repository:a:pull""#
                .parse()
                .unwrap(),
        );
        assert_eq!(
            parse_challenge(&headers),
            Challenge::Bearer {
                realm: "https://auth.example/token".into(),
                service: Some("registry.example".into())
            }
        );
        headers.insert(
            reqwest::header::WWW_AUTHENTICATE,
            r#"Basic realm="r""#.parse().unwrap(),
        );
        assert_eq!(parse_challenge(&headers), Challenge::Basic);
        let params = challenge_params(r#"realm="a\"b", service=svc"#);
        assert_eq!(params["realm"], "a\"b");
        assert_eq!(params["service"], "svc");
    }
}
