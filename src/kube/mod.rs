//! The cluster client: kubeconfig loading like kubectl, server-side apply with flux's field
//! manager, deletes, and the waits bootstrap and install need.
//!
//! Everything here is synchronous for callers: [`Cluster`] owns a current-thread tokio runtime
//! and blocks on it, so the rest of fluxr (git2, the command line) stays free of async. Objects
//! travel as `serde_json::Value`; their API resource (plural, scope) comes from the server's
//! discovery, so CRDs applied a moment ago are served like built-in kinds.

mod apply;
mod config;
mod logs;
mod query;
mod throttle;
mod wait;

use std::collections::HashMap;
use std::fmt;
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

use kube::api::{Api, DeleteParams, DynamicObject, Patch, PatchParams, PostParams};
use kube::core::ApiResource;
use serde_json::Value;

use crate::ui::Ui;

pub use apply::{ChangeAction, ChangeSet, ChangeSetEntry};
pub use config::{context_names, context_namespace};
pub use logs::{LogOptions, Next as LogNext};
pub use query::{Change, Query, Resource, WatchEnd};
pub use wait::{DeploymentStatus, Readiness, deployment_status};

/// flux's field manager: applying with it lets flux and fluxr take turns without conflicts.
pub const FIELD_MANAGER: &str = "flux";

/// The parameters of a create or an update. flux names no field manager there, so the API
/// server names it after flux's user agent (`flux/v2.9.4 …`), `flux`: the same name, said
/// outright, so managedFields record fluxr's writes as flux's.
fn update_params() -> PostParams {
    PostParams {
        field_manager: Some(FIELD_MANAGER.to_owned()),
        ..PostParams::default()
    }
}
/// The annotation the Flux controllers watch to reconcile at once.
pub const REQUESTED_AT_ANNOTATION: &str = "reconcile.fluxcd.io/requestedAt";

/// How to reach the cluster: kubectl's `--kubeconfig` and connection flags, flux's request
/// rate limits and the request timeout.
#[derive(Debug, Clone)]
pub struct ClusterOptions {
    /// A kubeconfig file that replaces `$KUBECONFIG` and `~/.kube/config`.
    pub kubeconfig: Option<PathBuf>,
    /// The context to use instead of the kubeconfig's current one.
    pub context: Option<String>,
    /// The longest a single API request may take.
    pub timeout: Duration,
    /// kubectl's flags laid over the selected context.
    pub overrides: ConnectionOverrides,
    /// `--kube-api-qps`: requests a second (0 is client-go's default of 5, negative no limit).
    pub qps: f32,
    /// `--kube-api-burst`: requests sent at once before the rate applies.
    pub burst: i32,
}

impl Default for ClusterOptions {
    fn default() -> Self {
        Self {
            kubeconfig: None,
            context: None,
            timeout: Duration::from_secs(300),
            overrides: ConnectionOverrides::default(),
            qps: 50.0,
            burst: 300,
        }
    }
}

/// kubectl's connection flags. Each one set replaces what the kubeconfig's selected context
/// says, with clientcmd's rules; unset ones (`None`, empty) leave the kubeconfig's value.
#[derive(Debug, Clone, Default)]
pub struct ConnectionOverrides {
    /// `--server`
    pub server: Option<String>,
    /// `--token`
    pub token: Option<String>,
    /// `--as`
    pub impersonate: Option<String>,
    /// `--as-group`
    pub impersonate_groups: Vec<String>,
    /// `--as-uid`
    pub impersonate_uid: Option<String>,
    /// `--as-user-extra key=value`
    pub impersonate_user_extra: Vec<String>,
    /// `--certificate-authority`
    pub certificate_authority: Option<PathBuf>,
    /// `--client-certificate`
    pub client_certificate: Option<PathBuf>,
    /// `--client-key`
    pub client_key: Option<PathBuf>,
    /// `--tls-server-name`
    pub tls_server_name: Option<String>,
    /// `--insecure-skip-tls-verify`
    pub insecure_skip_tls_verify: bool,
    /// `--cluster`: a cluster of the kubeconfig other than the context's.
    pub cluster: Option<String>,
    /// `--user`: a user of the kubeconfig other than the context's.
    pub user: Option<String>,
    /// `--disable-compression`
    pub disable_compression: bool,
}

/// What went wrong talking to the cluster; every message fits on one line.
#[derive(Debug, thiserror::Error)]
pub enum KubeError {
    #[error("failed to load kubeconfig: {message}")]
    Kubeconfig { message: String },
    #[error("context \"{context}\" does not exist")]
    ContextNotFound { context: String },
    #[error("Kubernetes API server {server} is unreachable: {message}")]
    Unreachable { server: String, message: String },
    #[error("unauthorized: {server} rejected the credentials of the kubeconfig")]
    Unauthorized { server: String },
    #[error("forbidden: {message}")]
    Forbidden { message: String },
    #[error("{message}")]
    NotFound { message: String },
    #[error("no matches for kind \"{kind}\" in version \"{api_version}\"")]
    UnknownKind { api_version: String, kind: String },
    #[error("invalid object: {reason}")]
    InvalidObject { reason: String },
    #[error("{subject} apply failed: {message}")]
    ApplyFailed { subject: String, message: String },
    /// Any other API error: the HTTP code, the Status `reason` the server gave (empty when it
    /// gave none), and its message.
    #[error("{message}")]
    Api {
        code: u16,
        reason: String,
        message: String,
    },
    #[error("{kind} {namespace}/{name} is suspended")]
    Suspended {
        kind: String,
        namespace: String,
        name: String,
    },
    #[error("{kind} {namespace}/{name} failed: {message}")]
    NotReady {
        kind: String,
        namespace: String,
        name: String,
        message: String,
    },
    #[error("timeout waiting for {what}{}", last_status(.status))]
    Timeout { what: String, status: String },
    #[error("failed to start the Kubernetes client runtime: {message}")]
    Runtime { message: String },
    #[error("Kubernetes API request failed: {message}")]
    Request { message: String },
    /// A `--timeout` of zero or less: flux's context has expired before the request, and
    /// client-go's rate limiter is the first to notice.
    #[error("client rate limiter Wait returned an error: context deadline exceeded")]
    DeadlineExceeded,
}

fn last_status(status: &str) -> String {
    if status.is_empty() {
        String::new()
    } else {
        format!(": {status}")
    }
}

/// One object in the cluster, named the way users write it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ObjectRef {
    pub api_version: String,
    pub kind: String,
    pub namespace: Option<String>,
    pub name: String,
}

impl ObjectRef {
    /// A reference to a namespaced object.
    pub fn namespaced(api_version: &str, kind: &str, namespace: &str, name: &str) -> Self {
        Self {
            api_version: api_version.to_owned(),
            kind: kind.to_owned(),
            namespace: Some(namespace.to_owned()),
            name: name.to_owned(),
        }
    }

    /// A reference to a cluster-scoped object.
    pub fn cluster(api_version: &str, kind: &str, name: &str) -> Self {
        Self {
            api_version: api_version.to_owned(),
            kind: kind.to_owned(),
            namespace: None,
            name: name.to_owned(),
        }
    }

    /// The reference to `object`, from its apiVersion, kind and metadata.
    pub fn of(object: &Value) -> Result<Self, KubeError> {
        let text = |pointer: &str| object.pointer(pointer).and_then(Value::as_str);
        let field = |pointer: &str, what: &str| {
            text(pointer)
                .filter(|v| !v.is_empty())
                .map(str::to_owned)
                .ok_or_else(|| KubeError::InvalidObject {
                    reason: format!("{what} is missing"),
                })
        };
        Ok(Self {
            api_version: field("/apiVersion", "apiVersion")?,
            kind: field("/kind", "kind")?,
            namespace: text("/metadata/namespace")
                .filter(|v| !v.is_empty())
                .map(str::to_owned),
            name: field("/metadata/name", "metadata.name")?,
        })
    }
}

impl fmt::Display for ObjectRef {
    /// flux's `Kind/namespace/name`, or `Kind/name` for cluster-scoped objects.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.namespace {
            Some(namespace) => write!(f, "{}/{namespace}/{}", self.kind, self.name),
            None => write!(f, "{}/{}", self.kind, self.name),
        }
    }
}

/// A connection to one Kubernetes API server.
pub struct Cluster {
    runtime: tokio::runtime::Runtime,
    client: kube::Client,
    server: String,
    ui: Ui,
    /// Discovery answers per apiVersion: (resource, namespaced) for each kind it serves.
    resources: Mutex<HashMap<String, Vec<(ApiResource, bool)>>>,
    /// How often the waits look at the cluster again.
    poll_interval_ms: std::sync::atomic::AtomicU64,
    /// A `--timeout` of zero or less: every request is over before it starts.
    expired: bool,
}

impl fmt::Debug for Cluster {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Cluster")
            .field("server", &self.server)
            .finish_non_exhaustive()
    }
}

impl Cluster {
    /// Loads the kubeconfig like kubectl (`--kubeconfig`, else every file of `$KUBECONFIG`
    /// merged, else `~/.kube/config`, else the in-cluster service account) and builds a client.
    /// No request is sent yet.
    pub fn connect(opts: &ClusterOptions) -> Result<Cluster, KubeError> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|err| KubeError::Runtime {
                message: err.to_string(),
            })?;
        let mut config = runtime.block_on(config::load(opts))?;
        config.read_timeout = Some(opts.timeout);
        config.connect_timeout = Some(opts.timeout.min(Duration::from_secs(30)));
        let server = config.cluster_url.to_string();
        let server = server.trim_end_matches('/').to_owned();
        let limits = throttle::Limits {
            qps: opts.qps,
            burst: opts.burst,
        };
        let bucket = limits.bucket().map_err(|err| KubeError::Kubeconfig {
            message: err.to_string(),
        })?;
        let client = runtime
            .block_on(async {
                let builder = kube::client::ClientBuilder::try_from(config)?;
                Ok::<_, kube::Error>(if opts.timeout.is_zero() {
                    builder.with_layer(&throttle::Expired).build()
                } else {
                    builder
                        .with_layer(&throttle::ThrottleLayer::new(bucket))
                        .build()
                })
            })
            .map_err(|err| KubeError::Kubeconfig {
                message: error_chain(&err),
            })?;
        Ok(Cluster {
            runtime,
            client,
            server,
            ui: Ui::default(),
            resources: Mutex::new(HashMap::new()),
            poll_interval_ms: std::sync::atomic::AtomicU64::new(2000),
            expired: opts.timeout.is_zero(),
        })
    }

    /// The printer whose spinners the waits show; `--silent` runs pass a quiet one.
    pub fn with_ui(mut self, ui: Ui) -> Self {
        self.ui = ui;
        self
    }

    /// How often waits poll (2 s, as flux; tests use less).
    pub fn with_poll_interval(self, interval: Duration) -> Self {
        self.set_poll_interval(interval);
        self
    }

    /// Changes how often waits poll, on a shared connection.
    pub fn set_poll_interval(&self, interval: Duration) -> &Self {
        let millis = u64::try_from(interval.as_millis()).unwrap_or(u64::MAX);
        self.poll_interval_ms
            .store(millis, std::sync::atomic::Ordering::Relaxed);
        self
    }

    /// How often waits look at the cluster again.
    pub fn poll_interval(&self) -> Duration {
        Duration::from_millis(
            self.poll_interval_ms
                .load(std::sync::atomic::Ordering::Relaxed),
        )
    }

    /// The API server's URL, for messages.
    pub fn server(&self) -> &str {
        &self.server
    }

    /// The server's `gitVersion` from `/version`, as the server reports it (`v1.33.2-eks-1`).
    pub fn server_version(&self) -> Result<String, KubeError> {
        let info = self
            .runtime
            .block_on(self.client.apiserver_version())
            .map_err(|err| self.map_error(err))?;
        Ok(info.git_version)
    }

    /// The object, or `None` when it does not exist (or its kind is not served).
    pub fn get(&self, r: &ObjectRef) -> Result<Option<Value>, KubeError> {
        self.runtime.block_on(self.get_async(r))
    }

    /// Every object of a kind, in `namespace` or in all namespaces; each carries its apiVersion
    /// and kind. An unserved kind lists as empty.
    pub fn list(
        &self,
        api_version: &str,
        kind: &str,
        namespace: Option<&str>,
    ) -> Result<Vec<Value>, KubeError> {
        self.list_selected(api_version, kind, namespace, None)
    }

    /// [`Cluster::list`] with a label selector (`key=value,other`).
    pub fn list_selected(
        &self,
        api_version: &str,
        kind: &str,
        namespace: Option<&str>,
        label_selector: Option<&str>,
    ) -> Result<Vec<Value>, KubeError> {
        self.runtime
            .block_on(self.list_async(api_version, kind, namespace, label_selector))
    }

    /// Server-side apply with field manager `flux`, forcing conflicts, in flux's two phases:
    /// CRDs and Namespaces first, then (once they are Established/Active, at most a minute)
    /// everything else. `dry_run` asks the server what would change and changes nothing.
    pub fn apply(&self, objects: &[Value], dry_run: bool) -> Result<ChangeSet, KubeError> {
        self.runtime.block_on(self.apply_async(objects, dry_run))
    }

    /// A server-side dry-run apply of one object by the field manager `manager`: what the
    /// server would store.
    pub fn dry_run_apply(&self, object: &Value, manager: &str) -> Result<Value, KubeError> {
        self.runtime
            .block_on(self.dry_run_apply_async(object, manager))
    }

    /// Asks the object's controller to reconcile: merge-patches the
    /// `reconcile.fluxcd.io/requestedAt` annotation, and the `extra` ones, with `at`, the time of
    /// the request as the caller writes it (`cluster::reconcile::rfc3339_nano`, flux's layout).
    pub fn request_reconcile(
        &self,
        r: &ObjectRef,
        at: &str,
        extra: &[&str],
    ) -> Result<(), KubeError> {
        let annotations: serde_json::Map<String, Value> = std::iter::once(REQUESTED_AT_ANNOTATION)
            .chain(extra.iter().copied())
            .map(|annotation| (annotation.to_owned(), Value::from(at)))
            .collect();
        let patch = serde_json::json!({ "metadata": { "annotations": annotations } });
        self.merge_patch(r, &patch, false).map(|_| ())
    }

    /// JSON merge patch (RFC 7386) of an object; returns the object as the server left it.
    pub fn merge_patch(
        &self,
        r: &ObjectRef,
        patch: &Value,
        dry_run: bool,
    ) -> Result<Value, KubeError> {
        self.runtime.block_on(async {
            let api = self.api_for(r).await?;
            // flux names no manager, so the API server names it after flux's user agent.
            let params = PatchParams {
                dry_run,
                field_manager: Some(FIELD_MANAGER.to_owned()),
                ..PatchParams::default()
            };
            let object = api
                .patch(&r.name, &params, &Patch::Merge(patch))
                .await
                .map_err(|err| self.map_error(err))?;
            to_value(&object)
        })
    }

    /// Creates `object` (POST), as controller-runtime's `client.Create` does; an existing
    /// object of the same name is the server's `AlreadyExists` error.
    pub fn create(&self, object: &Value) -> Result<Value, KubeError> {
        let r = ObjectRef::of(object)?;
        self.runtime.block_on(async {
            let api = self.api_for(&r).await?;
            let typed = dynamic_object(object)?;
            let stored = api
                .create(&update_params(), &typed)
                .await
                .map_err(|err| self.map_error(err))?;
            to_value(&stored)
        })
    }

    /// Writes `object` back as it is (PUT), its resourceVersion guarding against a concurrent
    /// change. The server stores it again, encoded in the kind's current storage version.
    pub fn replace(&self, object: &Value) -> Result<Value, KubeError> {
        let r = ObjectRef::of(object)?;
        self.runtime.block_on(async {
            let api = self.api_for(&r).await?;
            let typed = dynamic_object(object)?;
            let stored = api
                .replace(&r.name, &update_params(), &typed)
                .await
                .map_err(|err| self.map_error(err))?;
            to_value(&stored)
        })
    }

    /// JSON patch (RFC 6902) of an object.
    pub fn json_patch(&self, r: &ObjectRef, patch: &Value) -> Result<Value, KubeError> {
        let operations: json_patch::Patch =
            serde_json::from_value(patch.clone()).map_err(|err| KubeError::InvalidObject {
                reason: err.to_string(),
            })?;
        self.runtime.block_on(async {
            let api = self.api_for(r).await?;
            let object = api
                .patch(
                    &r.name,
                    // flux names no manager, so the API server names it after flux's user agent.
                    &PatchParams {
                        field_manager: Some(FIELD_MANAGER.to_owned()),
                        ..PatchParams::default()
                    },
                    &Patch::Json::<()>(operations),
                )
                .await
                .map_err(|err| self.map_error(err))?;
            to_value(&object)
        })
    }

    /// Writes `object`'s status subresource back as it is (PUT), as controller-runtime's
    /// `Status().Update` does; its resourceVersion guards against a concurrent change.
    pub fn replace_status(&self, object: &Value) -> Result<Value, KubeError> {
        let r = ObjectRef::of(object)?;
        self.runtime.block_on(async {
            let api = self.api_for(&r).await?;
            let typed = dynamic_object(object)?;
            let stored = api
                .replace_status(&r.name, &update_params(), &typed)
                .await
                .map_err(|err| self.map_error(err))?;
            to_value(&stored)
        })
    }

    /// JSON merge patch of an object's status subresource.
    pub fn merge_patch_status(&self, r: &ObjectRef, patch: &Value) -> Result<Value, KubeError> {
        self.runtime.block_on(async {
            let api = self.api_for(r).await?;
            let object = api
                .patch_status(
                    &r.name,
                    &PatchParams {
                        field_manager: Some(FIELD_MANAGER.to_owned()),
                        ..PatchParams::default()
                    },
                    &Patch::Merge(patch),
                )
                .await
                .map_err(|err| self.map_error(err))?;
            to_value(&object)
        })
    }

    /// Deletes an object; `false` when it was already gone.
    pub fn delete(&self, r: &ObjectRef) -> Result<bool, KubeError> {
        self.delete_with(r, false)
    }

    /// [`Cluster::delete`], or only asks the server whether it would delete (`dry_run`).
    pub fn delete_with(&self, r: &ObjectRef, dry_run: bool) -> Result<bool, KubeError> {
        self.runtime.block_on(async {
            let api = match self.api_for(r).await {
                Ok(api) => api,
                Err(KubeError::UnknownKind { .. }) => return Ok(false),
                Err(err) => return Err(err),
            };
            let params = if dry_run {
                DeleteParams::default().dry_run()
            } else {
                DeleteParams::default()
            };
            match api.delete(&r.name, &params).await {
                Ok(_) => Ok(true),
                Err(kube::Error::Api(status)) if status.code == 404 => Ok(false),
                Err(err) => Err(self.map_error(err)),
            }
        })
    }

    async fn get_async(&self, r: &ObjectRef) -> Result<Option<Value>, KubeError> {
        let api = match self.api_for(r).await {
            Ok(api) => api,
            Err(KubeError::UnknownKind { .. }) => return Ok(None),
            Err(err) => return Err(err),
        };
        match api.get_opt(&r.name).await {
            Ok(Some(object)) => Ok(Some(with_type(to_value(&object)?, r))),
            Ok(None) => Ok(None),
            Err(err) => Err(self.map_error(err)),
        }
    }

    async fn list_async(
        &self,
        api_version: &str,
        kind: &str,
        namespace: Option<&str>,
        label_selector: Option<&str>,
    ) -> Result<Vec<Value>, KubeError> {
        let query = Query::namespace(namespace).with_labels(label_selector);
        match self.query_async(api_version, kind, &query).await {
            Err(KubeError::UnknownKind { .. }) => Ok(Vec::new()),
            listed => listed,
        }
    }

    /// The dynamic API of the object's kind, scoped to its namespace when the kind is
    /// namespaced (the client's default namespace when the reference has none).
    async fn api_for(&self, r: &ObjectRef) -> Result<Api<DynamicObject>, KubeError> {
        let (resource, namespaced) = self.resolve(&r.api_version, &r.kind).await?;
        Ok(if namespaced {
            let namespace = r
                .namespace
                .as_deref()
                .unwrap_or_else(|| self.client.default_namespace());
            Api::namespaced_with(self.client.clone(), namespace, &resource)
        } else {
            Api::all_with(self.client.clone(), &resource)
        })
    }

    /// Finds the resource serving `kind` in `api_version` through discovery, asking the server
    /// again once when the cached answer does not know the kind (a CRD just registered it).
    async fn resolve(
        &self,
        api_version: &str,
        kind: &str,
    ) -> Result<(ApiResource, bool), KubeError> {
        let cached = |cache: &HashMap<String, Vec<(ApiResource, bool)>>| {
            cache
                .get(api_version)
                .and_then(|kinds| kinds.iter().find(|(r, _)| r.kind == kind).cloned())
        };
        if let Some(found) = cached(&self.resources.lock().expect("discovery cache")) {
            return Ok(found);
        }
        let discovered = self.discover(api_version).await?;
        let mut cache = self.resources.lock().expect("discovery cache");
        cache.insert(api_version.to_owned(), discovered);
        cached(&cache).ok_or_else(|| KubeError::UnknownKind {
            api_version: api_version.to_owned(),
            kind: kind.to_owned(),
        })
    }

    async fn discover(&self, api_version: &str) -> Result<Vec<(ApiResource, bool)>, KubeError> {
        let (group, version) = match api_version.split_once('/') {
            Some((group, version)) => (group, version),
            None => ("", api_version),
        };
        let answer = if group.is_empty() {
            self.client.list_core_api_resources(version).await
        } else {
            self.client.list_api_group_resources(api_version).await
        };
        let list = match answer {
            Ok(list) => list,
            Err(kube::Error::Api(status)) if status.code == 404 => return Ok(Vec::new()),
            Err(err) => return Err(self.map_error(err)),
        };
        Ok(list
            .resources
            .into_iter()
            .filter(|r| !r.name.contains('/'))
            .map(|r| {
                let resource = ApiResource {
                    group: group.to_owned(),
                    version: version.to_owned(),
                    api_version: api_version.to_owned(),
                    kind: r.kind,
                    plural: r.name,
                };
                (resource, r.namespaced)
            })
            .collect())
    }

    /// Forgets what discovery said, after CRDs changed.
    fn forget_discovery(&self) {
        self.resources.lock().expect("discovery cache").clear();
    }

    /// One-line errors: transport failures name the server, 401/403 say what they mean, API
    /// failures carry the server's message.
    fn map_error(&self, err: kube::Error) -> KubeError {
        match err {
            kube::Error::Api(status) => match status.code {
                401 => KubeError::Unauthorized {
                    server: self.server.clone(),
                },
                403 => KubeError::Forbidden {
                    message: one_line(&status.message),
                },
                404 => KubeError::NotFound {
                    message: one_line(&status.message),
                },
                code => KubeError::Api {
                    code,
                    reason: status_reason(&status),
                    message: one_line(&status.message),
                },
            },
            kube::Error::HyperError(_) | kube::Error::Service(_) if self.expired => {
                KubeError::DeadlineExceeded
            }
            kube::Error::HyperError(_) | kube::Error::Service(_) => KubeError::Unreachable {
                server: self.server.clone(),
                message: root_cause(&err),
            },
            other => KubeError::Request {
                message: error_chain(&other),
            },
        }
    }
}

/// The `reason` of an error Status. A body that was not a Status (a proxy's page) has none:
/// the reason is then the one the HTTP code stands for, as Kubernetes clients make it up.
fn status_reason(status: &kube::core::Status) -> String {
    // kube-rs's marker for an error body it could not read as a Status.
    const UNPARSED: &str = "Failed to parse error data";
    if status.reason != UNPARSED {
        return status.reason.clone();
    }
    let reason = match status.code {
        400 => "BadRequest",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "NotFound",
        405 => "MethodNotAllowed",
        406 => "NotAcceptable",
        409 => "Conflict",
        415 => "UnsupportedMediaType",
        422 => "Invalid",
        429 => "TooManyRequests",
        503 => "ServiceUnavailable",
        504 => "Timeout",
        code if code >= 500 => "InternalError",
        _ => "",
    };
    reason.to_owned()
}

/// An object as the typed client sends it; what does not fit is the caller's invalid object.
fn dynamic_object(object: &Value) -> Result<DynamicObject, KubeError> {
    serde_json::from_value(object.clone()).map_err(|err| KubeError::InvalidObject {
        reason: err.to_string(),
    })
}

fn to_value(object: &DynamicObject) -> Result<Value, KubeError> {
    serde_json::to_value(object).map_err(|err| KubeError::Request {
        message: err.to_string(),
    })
}

/// Lists of built-in kinds leave apiVersion and kind out of their items; callers want them.
fn with_type(mut object: Value, r: &ObjectRef) -> Value {
    if let Some(map) = object.as_object_mut() {
        if !map.contains_key("apiVersion") {
            map.insert("apiVersion".to_owned(), Value::from(r.api_version.clone()));
        }
        if !map.contains_key("kind") {
            map.insert("kind".to_owned(), Value::from(r.kind.clone()));
        }
    }
    object
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The innermost cause, which says what actually failed ("Connection refused (os error 111)").
fn root_cause(err: &(dyn std::error::Error + 'static)) -> String {
    let mut current = err;
    while let Some(source) = current.source() {
        current = source;
    }
    one_line(&current.to_string())
}

/// Every cause of an error, joined the way anyhow prints `{:#}`.
fn error_chain(err: &(dyn std::error::Error + 'static)) -> String {
    let mut parts = vec![err.to_string()];
    let mut current = err;
    while let Some(source) = current.source() {
        let text = source.to_string();
        if !parts.last().is_some_and(|last| last.contains(&text)) {
            parts.push(text);
        }
        current = source;
    }
    one_line(&parts.join(": "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_print_like_flux() {
        let deployment =
            ObjectRef::namespaced("apps/v1", "Deployment", "flux-system", "source-controller");
        assert_eq!(
            deployment.to_string(),
            "Deployment/flux-system/source-controller"
        );
        let namespace = ObjectRef::cluster("v1", "Namespace", "flux-system");
        assert_eq!(namespace.to_string(), "Namespace/flux-system");
    }

    #[test]
    fn object_refs_need_kind_and_name() {
        let object = serde_json::json!({"apiVersion": "v1", "kind": "ConfigMap"});
        let err = ObjectRef::of(&object).unwrap_err();
        assert_eq!(err.to_string(), "invalid object: metadata.name is missing");
    }
}
