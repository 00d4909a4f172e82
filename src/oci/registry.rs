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
    /// No answer, in the words of Go's HTTP client (`Get "URL": dial tcp …`), one per address
    /// tried; the cause is kept but not repeated.
    #[error("{text}")]
    Unanswered { text: String, cause: reqwest::Error },
    /// The manifest to tag could not be read: go-containerregistry's `crane.Tag` names the
    /// address as it was given.
    #[error("fetching \"{address}\"")]
    Fetching {
        address: String,
        #[source]
        source: Box<Error>,
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
    /// A token service's answer that could not be used.
    #[error("{what}: {detail}")]
    TokenAnswer { what: String, detail: String },
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
            Self::Request { .. } | Self::Unanswered { .. } | Self::Timeout { .. } => true,
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
    /// For reading the body of a 401, which oci-client drops.
    http: reqwest::Client,
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
        let http = http_client(opts.insecure, opts.ca_file.as_deref())?;
        let (plain_http, auth) = runtime.block_on(async {
            within(
                deadline,
                opts.timeout,
                format!("GET {registry}/v2/"),
                async {
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
            http,
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
                    .map_err(|err| match &err {
                        // An answer other than 200 or 404, as go-containerregistry words it.
                        OciDistributionError::RequestError(e) if e.status().is_some() => {
                            let status = e.status().map_or(0, |s| s.as_u16());
                            Error::Status {
                                what: format!("HEAD {}", e.url().map_or("", |u| u.as_str())),
                                status,
                                detail: go_response_text("HEAD", status, ""),
                            }
                        }
                        _ => describe(format!("HEAD {name} blob {}", desc.digest), err),
                    })
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
            match self
                .client
                .pull_manifest_raw(&target, &self.auth, &MANIFEST_TYPES)
                .await
            {
                Ok(found) => Ok(found),
                Err(err) => Err(self.refusal("GET", "", what.clone(), err).await),
            }
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

    /// Puts the manifest of `source` (`address` as the user gave it) under `tag` in the same
    /// repository.
    pub fn tag(&self, source: &Reference, address: &str, tag: &str) -> Result<Reference, Error> {
        let (bytes, _, parsed) = self.manifest(source).map_err(|err| Error::Fetching {
            address: address.to_owned(),
            source: Box::new(err),
        })?;
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
            // The query as Go's client sends it, keys sorted.
            let query = match &last {
                Some(last) => url::form_urlencoded::Serializer::new(String::new())
                    .append_pair("last", last)
                    .append_pair("n", &PAGE.to_string())
                    .finish(),
                None => format!("n={PAGE}"),
            };
            let page = self.step(what.clone(), || async {
                match self
                    .client
                    .list_tags(&target, &self.auth, Some(PAGE), last.as_deref())
                    .await
                {
                    Ok(page) => Ok(page),
                    Err(err) => Err(self.refusal("GET", &query, what.clone(), err).await),
                }
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

impl Session {
    /// A read the registry refused, in go-containerregistry's words: `GET URL: CODE: message;
    /// detail`. oci-client drops the body of a 401, so that request is made again to read it.
    async fn refusal(
        &self,
        method: &str,
        query: &str,
        what: String,
        err: OciDistributionError,
    ) -> Error {
        let with_query = |url: &str| {
            if query.is_empty() {
                url.to_owned()
            } else {
                format!("{url}?{query}")
            }
        };
        let (url, status, body) = match &err {
            OciDistributionError::UnauthorizedError { url } => {
                let url = with_query(url);
                let request = self.http.get(&url);
                let request = match &self.auth {
                    RegistryAuth::Basic(user, password) => request.basic_auth(user, Some(password)),
                    RegistryAuth::Bearer(token) => request.bearer_auth(token),
                    _ => request,
                };
                let body = match request.send().await {
                    Ok(response) => refusal_body(response).await,
                    Err(_) => String::new(),
                };
                (url, 401, body)
            }
            OciDistributionError::RegistryError { envelope, url } => (
                with_query(url),
                400,
                serde_json::to_string(envelope).unwrap_or_default(),
            ),
            OciDistributionError::ServerError { code, url, message } => {
                (with_query(url), *code, message.clone())
            }
            _ => return describe(what, err),
        };
        Error::Status {
            what: format!("{method} {url}"),
            status,
            detail: go_response_text(method, status, &body),
        }
    }
}

/// The most of a refusal's body read for its message: a registry could send any amount.
const MAX_REFUSAL_BODY: usize = 64 << 10;

/// The most of a token service's answer read: a token is a few KiB, and a service that sends
/// more must not fill the memory.
const MAX_TOKEN_BODY: usize = 1 << 20;

/// Reads a body up to `limit` bytes, and stops there; the flag says whether that was all of it.
async fn read_bounded(
    response: &mut reqwest::Response,
    limit: usize,
) -> Result<(Vec<u8>, bool), reqwest::Error> {
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await? {
        let room = limit - body.len();
        if chunk.len() > room {
            body.extend_from_slice(&chunk[..room]);
            return Ok((body, false));
        }
        body.extend_from_slice(&chunk);
    }
    Ok((body, true))
}

/// A refusal's body, for its message, cut at [`MAX_REFUSAL_BODY`]; a body that cannot be read
/// counts as empty, as it did when read whole.
async fn refusal_body(mut response: reqwest::Response) -> String {
    match read_bounded(&mut response, MAX_REFUSAL_BODY).await {
        Ok((body, _)) => String::from_utf8_lossy(&body).into_owned(),
        Err(_) => String::new(),
    }
}

/// go-containerregistry's `responseErr`: the registry's errors when the body holds any, else the
/// status and the body as they came.
fn go_response_text(method: &str, status: u16, body: &str) -> String {
    #[derive(serde::Deserialize)]
    struct Diagnostics {
        #[serde(default)]
        errors: Vec<Diagnostic>,
    }
    #[derive(serde::Deserialize)]
    struct Diagnostic {
        #[serde(default)]
        code: serde_json::Value,
        #[serde(default)]
        message: String,
        #[serde(default)]
        detail: serde_json::Value,
    }
    let errors = serde_json::from_str::<Diagnostics>(body)
        .map(|d| d.errors)
        .unwrap_or_default();
    let line = |d: &Diagnostic| {
        let code = d
            .code
            .as_str()
            .map_or_else(|| go_value(&d.code), str::to_owned);
        match &d.detail {
            serde_json::Value::Null => format!("{code}: {}", d.message),
            detail => format!("{code}: {}; {}", d.message, go_value(detail)),
        }
    };
    let reason = reqwest::StatusCode::from_u16(status)
        .ok()
        .and_then(|s| s.canonical_reason())
        .unwrap_or("");
    match &errors[..] {
        [] if body.is_empty() && method == "HEAD" => format!(
            "unexpected status code {status} {reason} (HEAD responses have no body, use GET for \
             details)"
        ),
        [] if body.is_empty() => format!("unexpected status code {status} {reason}"),
        [] => format!("unexpected status code {status} {reason}: {body}"),
        [one] => line(one),
        many => format!(
            "multiple errors returned: {}",
            many.iter().map(line).collect::<Vec<_>>().join("; ")
        ),
    }
}

/// A JSON value as Go's `%v` prints what `encoding/json` decoded into `any`: maps with sorted
/// keys (`map[k:v]`), lists space-separated, numbers as float64.
fn go_value(value: &serde_json::Value) -> String {
    use serde_json::Value;
    match value {
        Value::Null => "<nil>".to_owned(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.as_f64().map_or_else(|| n.to_string(), go_float),
        Value::String(s) => s.clone(),
        Value::Array(items) => format!(
            "[{}]",
            items.iter().map(go_value).collect::<Vec<_>>().join(" ")
        ),
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            let pairs: Vec<String> = keys
                .into_iter()
                .map(|k| format!("{k}:{}", go_value(&map[k])))
                .collect();
            format!("map[{}]", pairs.join(" "))
        }
    }
}

/// Go's `%v` of a float64: `%g` with the shortest digits, in exponent form when the exponent is
/// below -4 or at least 6 (`1e+06`).
fn go_float(f: f64) -> String {
    let text = format!("{f:e}");
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    if f != 0.0 && !(-4..6).contains(&exponent) {
        let sign = if exponent < 0 { '-' } else { '+' };
        format!("{mantissa}e{sign}{:02}", exponent.abs())
    } else {
        format!("{f}")
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
                // Go tries both schemes and reports both failures, HTTPS first.
                Err(plain) => {
                    let texts = (
                        go_dial_text(&secure_url, &err),
                        go_dial_text(&plain_url, &plain),
                    );
                    if let (Some(secure), Some(plain)) = texts {
                        return Err(Error::Unanswered {
                            text: format!("{secure}; {plain}"),
                            cause: err,
                        });
                    }
                    return Err(Error::Request {
                        what: format!("GET {secure_url}"),
                        source: err,
                    });
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
            if let Some(text) = go_dial_text(&secure_url, &source) {
                return Err(Error::Unanswered {
                    text,
                    cause: source,
                });
            }
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
            let body = refusal_body(response).await;
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

/// Go's HTTP client's words for a connection the address refused: `Get "URL": dial tcp
/// HOST:PORT: connect: connection refused`. Other failures are left to fluxr's wording.
fn go_dial_text(url: &str, err: &reqwest::Error) -> Option<String> {
    let refused = std::iter::successors(Some(err as &dyn std::error::Error), |e| e.source())
        .filter_map(|e| e.downcast_ref::<std::io::Error>())
        .any(|e| e.kind() == std::io::ErrorKind::ConnectionRefused);
    if !refused {
        return None;
    }
    let parsed = url::Url::parse(url).ok()?;
    let host = parsed.host_str()?;
    let port = parsed.port_or_known_default()?;
    // A bracketed IPv6 address keeps its brackets, as Go's JoinHostPort writes it.
    Some(format!(
        "Get \"{url}\": dial tcp {host}:{port}: connect: connection refused"
    ))
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
        // go-containerregistry sends basic credentials without trying them first: a wrong
        // password is found by the first request that needs it.
        (Challenge::None | Challenge::Basic, Credentials::Basic { username, password }) => {
            Ok(RegistryAuth::Basic(username.clone(), password.clone()))
        }
        (Challenge::None, _) => Ok(RegistryAuth::Anonymous),
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
            let mut response = request.send().await.map_err(|source| Error::Request {
                what: format!("GET {realm}"),
                source,
            })?;
            let status = response.status().as_u16();
            if status != 200 {
                let body = refusal_body(response).await;
                return Err(Error::AuthFailed {
                    what: format!("getting a token from {realm}"),
                    detail: status_detail(status, &body),
                });
            }
            let (body, whole) =
                read_bounded(&mut response, MAX_TOKEN_BODY)
                    .await
                    .map_err(|source| Error::Request {
                        what: format!("reading the token from {realm}"),
                        source,
                    })?;
            if !whole {
                return Err(Error::TokenAnswer {
                    what: format!("reading the token from {realm}"),
                    detail: format!("the answer is larger than {} MiB", MAX_TOKEN_BODY >> 20),
                });
            }
            let answer: TokenAnswer =
                serde_json::from_slice(&body).map_err(|err| Error::TokenAnswer {
                    what: format!("reading the token from {realm}"),
                    detail: format!("the answer is not a token: {err}"),
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
    #[test]
    fn refusals_in_go_s_words() {
        assert_eq!(
            go_response_text(
                "GET",
                404,
                r#"{"errors":[{"code":"MANIFEST_UNKNOWN","message":"manifest unknown","detail":{"Tag":"v1","n":1000000,"f":0.5,"z":null,"l":[true,"a"]}}]}"#
            ),
            "MANIFEST_UNKNOWN: manifest unknown; map[Tag:v1 f:0.5 l:[true a] n:1e+06 z:<nil>]"
        );
        assert_eq!(
            go_response_text(
                "GET",
                400,
                r#"{"errors":[{"code":"A","message":"one"},{"code":"B","message":""}]}"#
            ),
            "multiple errors returned: A: one; B: "
        );
        assert_eq!(
            go_response_text("GET", 502, "bad gateway\n"),
            "unexpected status code 502 Bad Gateway: bad gateway\n"
        );
        assert_eq!(
            go_response_text("GET", 500, ""),
            "unexpected status code 500 Internal Server Error"
        );
        assert_eq!(
            go_response_text("HEAD", 403, ""),
            "unexpected status code 403 Forbidden (HEAD responses have no body, use GET for \
             details)"
        );
        assert_eq!(go_float(3.0), "3");
        assert_eq!(go_float(100000.0), "100000");
        assert_eq!(go_float(1234567.0), "1.234567e+06");
        assert_eq!(go_float(0.0001), "0.0001");
        assert_eq!(go_float(0.00001), "1e-05");
    }
}
