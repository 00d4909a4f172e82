//! A fake Kubernetes API server on 127.0.0.1 that stands in for a cluster in the tests.
//!
//! It speaks the real wire format over HTTP/1.1 (discovery under `/version`, `/api`, `/apis`;
//! JSON objects and `<Kind>List`s; `Status` bodies for errors; server-side apply, merge patches
//! and `dryRun=All`; resourceVersion, generation, uid, creationTimestamp and managedFields), so
//! that the kube crate cannot tell it from an API server. It also plays the controllers fluxr
//! waits for: Namespaces become Active, CRDs Established (and their kinds servable), Deployments
//! available, a GitRepository resolves its branch head with libgit2 using the credentials of its
//! Secret, and a Kustomization reports its source's revision and Ready.
//!
//! Watches stream like the API server's (chunked JSON events, an `ADDED` for every object first
//! unless a resourceVersion says where to start, `BOOKMARK`s when asked, `timeoutSeconds`);
//! lists and watches honour label selectors (`=`, `!=`, `in`, `notin`, existence) and the field
//! selectors the real server supports (`metadata.name`, `metadata.namespace`, and the Event
//! fields). Events are served as `v1` and `events.k8s.io/v1` from one store, converted as the
//! API server converts them. The server can also speak HTTPS with its own CA and accept client
//! certificates ([`FakeKube::start_tls`]), and it records the headers of every request.
//!
//! Built-in kinds get the API server's defaults for a Secret's type and a Service's type, session
//! affinity, port protocol and target port; ConfigMaps, Secrets, Services and the other core kinds
//! without a spec to observe have no generation.
//!
//! Server-side apply merges along the type's schema, lists by their list type, and records
//! who owns what in managedFields ([`super::ssa`]).
//!
//! An apply that would change a field another manager owns is refused with the API server's
//! 409 Conflict unless forced; forced, it takes the field over. An update (PUT, POST, merge
//! patch) owns the fields it changed, taken from the other managers.
//!
//! An update without `fieldManager` is named after the client's user agent, as the API server
//! names it.
//!
//! A built-in object is stored as its Go type writes it (the structs and non-`omitempty` fields
//! of the kind's zero value filled in), and a create is compared with that zero value, so a
//! ConfigMap's new `data` or a custom resource's new `spec` is owned itself (`.`) and a
//! Deployment's `spec` is not. Writes to the status subresource (PUT, merge patch, apply)
//! change the status only and are recorded with `subresource: status`; writes to the main
//! resource ignore the status. Managers are told apart as `BuildManagerIdentifier` does (name,
//! operation, subresource, an update's API version) and kept in the API server's order.
//!
//! Kinds without a status subresource (ConfigMap, Secret, RBAC, NetworkPolicy, a CRD version
//! without `subresources.status`) answer 404 for `…/status` and keep the status their writes
//! carry.
//!
//! Known simplifications: a status write ignores everything but the status, where the API
//! server's status strategies differ by kind (a Deployment's lets annotations through; a
//! custom resource's drops metadata changes but records them in managedFields, resetting only
//! `spec` there); conflict causes from several managers come in a fixed order where the API
//! server's is Go map order; no schema validation (an immutable `roleRef` can change), no
//! admission or RBAC, no paging.

#![allow(dead_code)]

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Value, json};

use super::ssa;

/// The bearer token the generated kubeconfig carries; other tokens get 401.
pub const FAKE_TOKEN: &str = "fake-token";

/// The fake API server; stops when dropped.
pub struct FakeKube {
    port: u16,
    state: Arc<Mutex<State>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    tls: Option<TlsFiles>,
}

/// What an HTTPS fake server's clients need, in PEM: the CA that signed the server's
/// certificate (valid for 127.0.0.1 and `kubernetes.fake`), and a client certificate and key
/// the server accepts instead of the token.
#[derive(Clone)]
pub struct TlsFiles {
    pub ca: String,
    pub client_certificate: String,
    pub client_key: String,
}

#[derive(Clone, Debug)]
struct KindDef {
    group: String,
    version: String,
    kind: String,
    plural: String,
    namespaced: bool,
    /// Served because a CRD says so (its objects carry apiVersion and kind in lists).
    custom: bool,
    /// What kubectl accepts for the resource besides its names (`deploy`, `ks`).
    short_names: Vec<String>,
    /// The CRD version's openAPIV3Schema, whose defaults the server applies.
    schema: Option<Value>,
    /// Served with a `status` subresource: then the main resource's writes leave the status
    /// as it was, and only `…/status` changes it.
    status_subresource: bool,
}

impl KindDef {
    /// The group the store files the objects under: `events.k8s.io` Events are the core
    /// group's, seen through another version.
    fn group_key(&self) -> String {
        if self.group == "events.k8s.io" {
            String::new()
        } else {
            self.group.clone()
        }
    }

    fn api_version(&self) -> String {
        if self.group.is_empty() {
            self.version.clone()
        } else {
            format!("{}/{}", self.group, self.version)
        }
    }
}

/// (group, plural, namespace or "", name)
type Key = (String, String, String, String);

struct State {
    kinds: Vec<KindDef>,
    objects: BTreeMap<Key, Value>,
    resource_version: u64,
    uid: u64,
    requests: Vec<String>,
    git_version: String,
    major: String,
    minor: String,
    /// kind/namespace/name → (reason, message) that the controllers report.
    failures: HashMap<(String, String, String), (String, String)>,
    /// kind/namespace/name → (webhook, message): a validating admission webhook denies writes.
    denials: HashMap<(String, String, String), (String, String)>,
    /// Objects whose reads the caller's RBAC forbids.
    forbidden_reads: HashSet<(String, String, String)>,
    /// SSH user in a source URL → the account the controllers log in as instead.
    ssh_user_aliases: HashMap<String, String>,
    /// namespace/pod → the lines its container wrote.
    pod_logs: HashMap<(String, String), Vec<String>>,
    /// Every change of the store, in order, for watches: (resourceVersion, type, key, object).
    changes: Vec<(u64, &'static str, Key, Value)>,
    /// The headers of every request, lower-cased names, in the order of `requests`.
    headers: Vec<Vec<(String, String)>>,
    /// Kinds whose controller is not running: their objects are left as they are.
    stopped: Vec<String>,
    /// source-controller writes Git revisions as releases before v1 did: `<branch>/<sha>`.
    legacy_revisions: bool,
    /// The resourceVersion up to which the history was compacted: a watch that has not seen
    /// it yet is told its resourceVersion is too old (410 Expired) and closed.
    compacted: u64,
}

struct HttpError {
    code: u16,
    reason: &'static str,
    message: String,
    details: Option<Value>,
}

type Reply = Result<(u16, Value), HttpError>;

fn error(code: u16, reason: &'static str, message: impl Into<String>) -> HttpError {
    HttpError {
        code,
        reason,
        message: message.into(),
        details: None,
    }
}

fn not_found(kind: &KindDef, name: &str) -> HttpError {
    HttpError {
        code: 404,
        reason: "NotFound",
        message: format!("{} \"{name}\" not found", qualified(kind)),
        details: Some(json!({"name": name, "group": kind.group, "kind": kind.plural})),
    }
}

/// `deployments.apps`, `namespaces`: how the API server names a resource in messages.
fn qualified(kind: &KindDef) -> String {
    if kind.group.is_empty() {
        kind.plural.clone()
    } else {
        format!("{}.{}", kind.plural, kind.group)
    }
}

fn builtin_kinds() -> Vec<KindDef> {
    let table: [(&str, &str, &str, &str, bool); 25] = [
        ("", "v1", "Namespace", "namespaces", false),
        ("", "v1", "Secret", "secrets", true),
        ("", "v1", "ConfigMap", "configmaps", true),
        ("", "v1", "ServiceAccount", "serviceaccounts", true),
        ("", "v1", "Service", "services", true),
        ("", "v1", "ResourceQuota", "resourcequotas", true),
        ("", "v1", "LimitRange", "limitranges", true),
        ("", "v1", "Pod", "pods", true),
        ("", "v1", "Event", "events", true),
        ("events.k8s.io", "v1", "Event", "events", true),
        ("apps", "v1", "Deployment", "deployments", true),
        ("apps", "v1", "StatefulSet", "statefulsets", true),
        ("apps", "v1", "DaemonSet", "daemonsets", true),
        ("apps", "v1", "ReplicaSet", "replicasets", true),
        (
            "rbac.authorization.k8s.io",
            "v1",
            "ClusterRole",
            "clusterroles",
            false,
        ),
        (
            "rbac.authorization.k8s.io",
            "v1",
            "ClusterRoleBinding",
            "clusterrolebindings",
            false,
        ),
        ("rbac.authorization.k8s.io", "v1", "Role", "roles", true),
        (
            "rbac.authorization.k8s.io",
            "v1",
            "RoleBinding",
            "rolebindings",
            true,
        ),
        (
            "networking.k8s.io",
            "v1",
            "NetworkPolicy",
            "networkpolicies",
            true,
        ),
        ("networking.k8s.io", "v1", "Ingress", "ingresses", true),
        (
            "apiextensions.k8s.io",
            "v1",
            "CustomResourceDefinition",
            "customresourcedefinitions",
            false,
        ),
        (
            "scheduling.k8s.io",
            "v1",
            "PriorityClass",
            "priorityclasses",
            false,
        ),
        (
            "policy",
            "v1",
            "PodDisruptionBudget",
            "poddisruptionbudgets",
            true,
        ),
        ("batch", "v1", "Job", "jobs", true),
        ("batch", "v1", "CronJob", "cronjobs", true),
    ];
    table
        .iter()
        .map(|(group, version, kind, plural, namespaced)| KindDef {
            group: (*group).to_owned(),
            version: (*version).to_owned(),
            kind: (*kind).to_owned(),
            plural: (*plural).to_owned(),
            namespaced: *namespaced,
            custom: false,
            short_names: builtin_short_names(plural)
                .iter()
                .map(|s| (*s).to_owned())
                .collect(),
            schema: None,
            status_subresource: !matches!(
                *kind,
                "Secret"
                    | "ConfigMap"
                    | "ServiceAccount"
                    | "LimitRange"
                    | "Event"
                    | "ClusterRole"
                    | "ClusterRoleBinding"
                    | "Role"
                    | "RoleBinding"
                    | "NetworkPolicy"
                    | "PriorityClass"
            ),
        })
        .collect()
}

/// The short names the API server gives its own resources.
fn builtin_short_names(plural: &str) -> &'static [&'static str] {
    match plural {
        "namespaces" => &["ns"],
        "configmaps" => &["cm"],
        "serviceaccounts" => &["sa"],
        "services" => &["svc"],
        "pods" => &["po"],
        "events" => &["ev"],
        "resourcequotas" => &["quota"],
        "limitranges" => &["limits"],
        "deployments" => &["deploy"],
        "statefulsets" => &["sts"],
        "daemonsets" => &["ds"],
        "replicasets" => &["rs"],
        "networkpolicies" => &["netpol"],
        "ingresses" => &["ing"],
        "customresourcedefinitions" => &["crd", "crds"],
        "priorityclasses" => &["pc"],
        "poddisruptionbudgets" => &["pdb"],
        "cronjobs" => &["cj"],
        _ => &[],
    }
}

fn now() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs();
    k8s_openapi::jiff::Timestamp::from_second(secs as i64)
        .unwrap()
        .to_string()
}

impl FakeKube {
    /// Starts the server on an ephemeral port of 127.0.0.1, reporting Kubernetes v1.33.0.
    pub fn start() -> FakeKube {
        FakeKube::serve_on(None)
    }

    /// Starts the server on HTTPS, with a CA of its own ([`FakeKube::tls`]).
    pub fn start_tls() -> FakeKube {
        FakeKube::serve_on(Some(tls::generate()))
    }

    fn serve_on(tls: Option<(TlsFiles, openssl::ssl::SslAcceptor)>) -> FakeKube {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        listener.set_nonblocking(true).unwrap();
        let state = Arc::new(Mutex::new(State {
            kinds: builtin_kinds(),
            objects: BTreeMap::new(),
            resource_version: 1000,
            uid: 0,
            requests: Vec::new(),
            git_version: "v1.33.0".to_owned(),
            major: "1".to_owned(),
            minor: "33".to_owned(),
            failures: HashMap::new(),
            denials: HashMap::new(),
            forbidden_reads: HashSet::new(),
            ssh_user_aliases: HashMap::new(),
            pod_logs: HashMap::new(),
            changes: Vec::new(),
            headers: Vec::new(),
            stopped: Vec::new(),
            legacy_revisions: false,
            compacted: 0,
        }));
        let stop = Arc::new(AtomicBool::new(false));
        let (files, acceptor) = match tls {
            Some((files, acceptor)) => (Some(files), Some(Arc::new(acceptor))),
            None => (None, None),
        };
        let thread = {
            let state = state.clone();
            let stop = stop.clone();
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    match listener.accept() {
                        Ok((stream, _)) => {
                            let state = state.clone();
                            let acceptor = acceptor.clone();
                            std::thread::spawn(move || {
                                let _ = stream.set_read_timeout(Some(Duration::from_secs(60)));
                                let _ = stream.set_nodelay(true);
                                match acceptor {
                                    None => {
                                        let _ = serve(&state, stream, false);
                                    }
                                    Some(acceptor) => {
                                        let Ok(stream) = acceptor.accept(stream) else {
                                            return;
                                        };
                                        let verified = stream.ssl().peer_certificate().is_some()
                                            && stream.ssl().verify_result()
                                                == openssl::x509::X509VerifyResult::OK;
                                        let _ = serve(&state, stream, verified);
                                    }
                                }
                            });
                        }
                        Err(_) => std::thread::sleep(Duration::from_millis(5)),
                    }
                }
            })
        };
        FakeKube {
            port,
            state,
            stop,
            thread: Some(thread),
            tls: files,
        }
    }

    /// The CA and client certificate of an HTTPS server.
    pub fn tls(&self) -> Option<&TlsFiles> {
        self.tls.as_ref()
    }

    /// The headers of every request so far (lower-cased names), in order.
    pub fn request_headers(&self) -> Vec<Vec<(String, String)>> {
        self.lock().headers.clone()
    }

    /// `http://127.0.0.1:<port>`, or `https://` when serving TLS.
    pub fn url(&self) -> String {
        let scheme = if self.tls.is_some() { "https" } else { "http" };
        format!("{scheme}://127.0.0.1:{}", self.port)
    }

    /// Writes `dir/kubeconfig` with one context, `fake`, pointing here, and returns its path.
    pub fn kubeconfig(&self, dir: &Path) -> PathBuf {
        self.kubeconfig_named(dir, "kubeconfig", "fake", FAKE_TOKEN)
    }

    /// A kubeconfig in `dir/file` whose cluster, user and context are all called `name`,
    /// authenticating with `token`.
    pub fn kubeconfig_named(&self, dir: &Path, file: &str, name: &str, token: &str) -> PathBuf {
        let path = dir.join(file);
        let trust = match &self.tls {
            Some(tls) => format!(
                "    certificate-authority-data: {}\n",
                STANDARD.encode(&tls.ca)
            ),
            None => String::new(),
        };
        let text = format!(
            "apiVersion: v1\nkind: Config\nclusters:\n- name: {name}\n  cluster:\n    server: {}\n{trust}\
             contexts:\n- name: {name}\n  context:\n    cluster: {name}\n    user: {name}\n\
             current-context: {name}\nusers:\n- name: {name}\n  user:\n    token: {token}\n",
            self.url()
        );
        std::fs::write(&path, text).unwrap();
        path
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap()
    }

    /// The stored object, as a GET through `api_version` would return it.
    pub fn object(
        &self,
        api_version: &str,
        kind: &str,
        ns: Option<&str>,
        name: &str,
    ) -> Option<Value> {
        let state = self.lock();
        let def = state.kind_by_name(api_version, kind)?;
        let key = state.key(&def, ns.unwrap_or_default(), name);
        state
            .objects
            .get(&key)
            .map(|o| with_api_version(o.clone(), &def))
    }

    /// Every stored object of a kind, in all namespaces.
    pub fn objects(&self, api_version: &str, kind: &str) -> Vec<Value> {
        let state = self.lock();
        let Some(def) = state.kind_by_name(api_version, kind) else {
            return Vec::new();
        };
        state
            .objects
            .iter()
            .filter(|(k, _)| k.0 == def.group_key() && k.1 == def.plural)
            .map(|(_, o)| with_api_version(o.clone(), &def))
            .collect()
    }

    /// A server-side apply of `obj` by `manager` (conflicts forced), sent over the wire as any
    /// client sends it: how the controllers leave the objects they own. Returns the status
    /// code and the body (the object, or a Status).
    pub fn apply_as(&self, manager: &str, obj: &Value) -> (u16, Value) {
        self.apply_with(manager, obj, true)
    }

    /// A server-side apply of `obj` by `manager`, forced or not.
    pub fn apply_with(&self, manager: &str, obj: &Value, force: bool) -> (u16, Value) {
        let path = self.object_path(obj);
        let force = if force { "&force=true" } else { "" };
        self.send(
            "PATCH",
            &format!("{path}?fieldManager={manager}{force}"),
            "application/apply-patch+yaml",
            obj,
        )
    }

    /// A PUT of `obj` (which carries its resourceVersion or not) by the update manager `manager`.
    pub fn update_as(&self, manager: &str, obj: &Value) -> (u16, Value) {
        let path = self.object_path(obj);
        self.send(
            "PUT",
            &format!("{path}?fieldManager={manager}"),
            "application/json",
            obj,
        )
    }

    /// A request to the status subresource of `obj` (a PUT, a merge patch or an apply, as
    /// `method` and `content_type` say) with the query `query`.
    pub fn status_request(
        &self,
        method: &str,
        content_type: &str,
        query: &str,
        obj: &Value,
    ) -> (u16, Value) {
        let path = self.object_path(obj);
        self.send(method, &format!("{path}/status?{query}"), content_type, obj)
    }

    /// A POST of `obj` by the update manager `manager`; none (empty) leaves the server to name
    /// it after the user agent, `fake-kube-tests`.
    pub fn create_as(&self, manager: &str, obj: &Value) -> (u16, Value) {
        let path = self.object_path(obj);
        let collection = &path[..path.rfind('/').unwrap()];
        let query = if manager.is_empty() {
            String::new()
        } else {
            format!("?fieldManager={manager}")
        };
        self.send(
            "POST",
            &format!("{collection}{query}"),
            "application/json",
            obj,
        )
    }

    /// The URL path of `obj`.
    fn object_path(&self, obj: &Value) -> String {
        let api_version = obj["apiVersion"].as_str().unwrap();
        let kind = obj["kind"].as_str().unwrap();
        let def = self
            .lock()
            .kind_by_name(api_version, kind)
            .unwrap_or_else(|| panic!("{api_version} {kind} is not served"));
        let prefix = if def.group.is_empty() {
            format!("/api/{}", def.version)
        } else {
            format!("/apis/{}/{}", def.group, def.version)
        };
        let name = obj["metadata"]["name"].as_str().unwrap();
        match obj.pointer("/metadata/namespace").and_then(Value::as_str) {
            Some(ns) if def.namespaced => format!("{prefix}/namespaces/{ns}/{}/{name}", def.plural),
            _ => format!("{prefix}/{}/{name}", def.plural),
        }
    }

    /// One request over the wire; returns the status code and the body.
    fn send(&self, method: &str, target: &str, content_type: &str, obj: &Value) -> (u16, Value) {
        assert!(self.tls.is_none(), "requests of the tests speak plain HTTP");
        // JSON is YAML: an apply's body goes as it is, with the apply content type.
        let body = obj.to_string();
        let mut stream = std::net::TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        write!(
            stream,
            "{method} {target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\
             Authorization: Bearer {FAKE_TOKEN}\r\nContent-Type: {content_type}\r\n\
             User-Agent: fake-kube-tests/v1 (linux/amd64)\r\n\
             Content-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        let mut reader = BufReader::new(stream);
        let mut status_line = String::new();
        reader.read_line(&mut status_line).unwrap();
        let code = status_line.split(' ').nth(1).unwrap().parse().unwrap();
        let mut length = 0;
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some(value) = line.strip_prefix("Content-Length: ") {
                length = value.parse().unwrap();
            }
        }
        let mut payload = vec![0u8; length];
        reader.read_exact(&mut payload).unwrap();
        (code, serde_json::from_slice(&payload).unwrap())
    }

    /// Seeds an object as is (status included), as if it had been there before the test.
    pub fn insert(&self, obj: Value) {
        let mut state = self.lock();
        let api_version = obj["apiVersion"].as_str().unwrap().to_owned();
        let kind = obj["kind"].as_str().unwrap().to_owned();
        let def = state
            .kind_by_name(&api_version, &kind)
            .unwrap_or_else(|| panic!("{api_version} {kind} is not served"));
        let ns = obj
            .pointer("/metadata/namespace")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let name = obj["metadata"]["name"].as_str().unwrap().to_owned();
        let mut obj = if def.group == "events.k8s.io" {
            events_v1_to_core_event(&obj)
        } else {
            obj
        };
        if let Some(schema) = &def.schema {
            apply_defaults(&mut obj, schema);
        }
        apply_builtin_defaults(&mut obj, &def);
        let rv = state.next_resource_version();
        let uid = state.next_uid();
        let metadata = obj["metadata"].as_object_mut().unwrap();
        metadata.entry("uid").or_insert(json!(uid));
        metadata.entry("creationTimestamp").or_insert(json!(now()));
        if has_generation(&def) {
            metadata.entry("generation").or_insert(json!(1));
        }
        metadata.insert("resourceVersion".to_owned(), json!(rv));
        let key = state.key(&def, &ns, &name);
        if def.group.is_empty() && def.kind == "Secret" {
            fold_string_data(&mut obj);
        }
        if def.kind == "CustomResourceDefinition" {
            state.register_crd(&obj);
        }
        state.put(key, obj);
    }

    /// Every request so far: `PATCH /apis/apps/v1/namespaces/x/deployments/y?fieldManager=flux&force=true`.
    pub fn requests(&self) -> Vec<String> {
        self.lock().requests.clone()
    }

    /// The last resourceVersion handed out: unchanged means nothing was written.
    pub fn resource_version(&self) -> u64 {
        self.lock().resource_version
    }

    /// The requests that could change state (anything but GET).
    pub fn writes(&self) -> Vec<String> {
        self.requests()
            .into_iter()
            .filter(|r| !r.starts_with("GET "))
            .collect()
    }

    /// A running pod of `deployment` (its template's labels, one `manager` container) that has
    /// written `lines` to its log.
    pub fn add_pod(&self, namespace: &str, deployment: &str, pod: &str, lines: &[&str]) {
        let labels = self
            .object("apps/v1", "Deployment", Some(namespace), deployment)
            .and_then(|d| d.pointer("/spec/template/metadata/labels").cloned())
            .unwrap_or_else(|| json!({}));
        self.insert(json!({
            "apiVersion": "v1", "kind": "Pod",
            "metadata": {"name": pod, "namespace": namespace, "labels": labels},
            "spec": {"containers": [{"name": "manager", "image": "controller"}]},
            "status": {"phase": "Running"}
        }));
        self.lock().pod_logs.insert(
            (namespace.to_owned(), pod.to_owned()),
            lines.iter().map(|line| (*line).to_owned()).collect(),
        );
    }

    /// The controllers log in as `user` where a source URL says `alias@`: hosted Git serves every
    /// repository as `git`, an account the test machine's sshd does not have.
    pub fn alias_ssh_user(&self, alias: &str, user: &str) {
        self.lock()
            .ssh_user_aliases
            .insert(alias.to_owned(), user.to_owned());
    }

    /// From now on a validating admission webhook named `webhook` denies every write of this
    /// object (dry runs included) with `message`, and gives no reason, as most webhooks do.
    pub fn deny_writes(&self, kind: &str, ns: &str, name: &str, webhook: &str, message: &str) {
        self.lock().denials.insert(
            (kind.to_owned(), ns.to_owned(), name.to_owned()),
            (webhook.to_owned(), message.to_owned()),
        );
    }

    /// From now on a GET of this object is forbidden (403), as RBAC answers it.
    pub fn forbid_reads(&self, kind: &str, ns: &str, name: &str) {
        self.lock()
            .forbidden_reads
            .insert((kind.to_owned(), ns.to_owned(), name.to_owned()));
    }

    /// From now on the controller of this object reports `Ready=False` with `reason` and
    /// `message`.
    pub fn set_ready_false(&self, kind: &str, ns: &str, name: &str, reason: &str, message: &str) {
        {
            let mut state = self.lock();
            state.failures.insert(
                (kind.to_owned(), ns.to_owned(), name.to_owned()),
                (reason.to_owned(), message.to_owned()),
            );
        }
        let keys: Vec<Key> = {
            let state = self.lock();
            state
                .objects
                .iter()
                .filter(|(k, o)| o["kind"] == kind && k.2 == ns && k.3 == name)
                .map(|(k, _)| k.clone())
                .collect()
        };
        for key in keys {
            reconcile(&self.state, &key);
        }
    }

    /// The controller of `kind` stops running: its objects keep their status, requests are
    /// never handled.
    pub fn stop_controller(&self, kind: &str) {
        self.lock().stopped.push(kind.to_owned());
    }

    /// From now on GitRepositories report their revision in the legacy `<branch>/<sha>` form,
    /// as source-controller did before v1; Kustomizations copy it.
    pub fn report_legacy_revisions(&self) {
        self.lock().legacy_revisions = true;
    }

    /// The history of changes is compacted up to now, as etcd compacts it: every watch open
    /// at this moment receives the API server's `ERROR` event (410 Expired) and is closed.
    pub fn compact_history(&self) {
        let mut state = self.lock();
        // A revision of its own, so that a watch started from now on is not affected.
        state.resource_version += 1;
        state.compacted = state.resource_version;
    }

    /// The controller of `kind` runs again and, as a controller that starts does, reconciles
    /// every object of its kind.
    pub fn start_controller(&self, kind: &str) {
        let keys: Vec<Key> = {
            let mut state = self.lock();
            state.stopped.retain(|k| k != kind);
            state
                .objects
                .iter()
                .filter(|(_, o)| o["kind"] == kind)
                .map(|(k, _)| k.clone())
                .collect()
        };
        for key in keys {
            reconcile(&self.state, &key);
        }
    }

    /// From now on the controller of this object reconciles normally again; like a real
    /// controller, it only notices at its next reconciliation.
    pub fn clear_failure(&self, kind: &str, ns: &str, name: &str) {
        self.lock()
            .failures
            .remove(&(kind.to_owned(), ns.to_owned(), name.to_owned()));
    }

    /// Deletes an object as `kubectl delete` would (finalizers and garbage collection
    /// included); whether it existed.
    pub fn remove(&self, api_version: &str, kind: &str, ns: Option<&str>, name: &str) -> bool {
        let def = {
            let state = self.lock();
            state.kind_by_name(api_version, kind)
        };
        let Some(def) = def else {
            return false;
        };
        delete(&self.state, &def, ns.unwrap_or_default(), name, false).is_ok()
    }

    /// The version `/version` reports, `"1.32"` → v1.32.0.
    pub fn set_server_version(&self, major_minor: &str) {
        let (major, minor) = major_minor.split_once('.').unwrap();
        let mut state = self.lock();
        state.major = major.to_owned();
        state.minor = minor.to_owned();
        state.git_version = format!("v{major}.{minor}.0");
    }

    /// The `gitVersion` `/version` reports, spelled as a vendor's build spells it
    /// (`v1.34.1+k3s1`); `major` and `minor` stay as they were.
    pub fn set_git_version(&self, git_version: &str) {
        self.lock().git_version = git_version.to_owned();
    }
}

impl Drop for FakeKube {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The stored object as the kind's version presents it.
fn with_api_version(mut obj: Value, def: &KindDef) -> Value {
    if def.group == "events.k8s.io" {
        obj = core_event_to_events_v1(&obj);
    }
    obj["apiVersion"] = json!(def.api_version());
    obj
}

/// The renames between a `v1` Event and an `events.k8s.io/v1` one: (core, events.k8s.io).
const EVENT_FIELDS: [(&str, &str); 7] = [
    ("involvedObject", "regarding"),
    ("message", "note"),
    ("reportingComponent", "reportingController"),
    ("source", "deprecatedSource"),
    ("firstTimestamp", "deprecatedFirstTimestamp"),
    ("lastTimestamp", "deprecatedLastTimestamp"),
    ("count", "deprecatedCount"),
];

fn core_event_to_events_v1(obj: &Value) -> Value {
    rename_fields(obj, EVENT_FIELDS.iter().map(|(core, new)| (*core, *new)))
}

fn events_v1_to_core_event(obj: &Value) -> Value {
    let mut core = rename_fields(obj, EVENT_FIELDS.iter().map(|(core, new)| (*new, *core)));
    core["apiVersion"] = json!("v1");
    core
}

fn rename_fields<'a>(obj: &Value, renames: impl Iterator<Item = (&'a str, &'a str)>) -> Value {
    let mut out = obj.clone();
    if let Some(map) = out.as_object_mut() {
        for (from, to) in renames {
            if let Some(value) = map.remove(from) {
                map.insert(to.to_owned(), value);
            }
        }
    }
    out
}

impl State {
    /// Stores `obj` at `key` and records the change for watches.
    fn put(&mut self, key: Key, obj: Value) {
        let kind = if self.objects.contains_key(&key) {
            "MODIFIED"
        } else {
            "ADDED"
        };
        let rv = obj["metadata"]["resourceVersion"]
            .as_str()
            .and_then(|rv| rv.parse().ok())
            .unwrap_or(self.resource_version);
        self.changes.push((rv, kind, key.clone(), obj.clone()));
        self.objects.insert(key, obj);
    }

    /// Removes the object at `key` for good, recording the deletion for watches.
    fn take(&mut self, key: &Key) -> Option<Value> {
        let mut obj = self.objects.remove(key)?;
        let rv = self.next_resource_version();
        obj["metadata"]["resourceVersion"] = json!(rv);
        self.changes
            .push((self.resource_version, "DELETED", key.clone(), obj.clone()));
        Some(obj)
    }

    fn next_resource_version(&mut self) -> String {
        self.resource_version += 1;
        self.resource_version.to_string()
    }

    fn next_uid(&mut self) -> String {
        self.uid += 1;
        format!("00000000-0000-4000-8000-{:012x}", self.uid)
    }

    fn kind_by_name(&self, api_version: &str, kind: &str) -> Option<KindDef> {
        self.kinds
            .iter()
            .find(|k| k.api_version() == api_version && k.kind == kind)
            .cloned()
    }

    fn kind_by_plural(&self, group: &str, version: &str, plural: &str) -> Option<KindDef> {
        self.kinds
            .iter()
            .find(|k| k.group == group && k.version == version && k.plural == plural)
            .cloned()
    }

    fn key(&self, def: &KindDef, ns: &str, name: &str) -> Key {
        let ns = if def.namespaced { ns } else { "" };
        (
            def.group_key(),
            def.plural.clone(),
            ns.to_owned(),
            name.to_owned(),
        )
    }

    /// A CRD's served versions become kinds the server answers for.
    fn register_crd(&mut self, crd: &Value) {
        let group = crd["spec"]["group"].as_str().unwrap_or_default().to_owned();
        let kind = crd["spec"]["names"]["kind"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        let plural = crd["spec"]["names"]["plural"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        let namespaced = crd["spec"]["scope"] == "Namespaced";
        let short_names: Vec<String> = crd["spec"]["names"]["shortNames"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|s| s.as_str().map(str::to_owned))
            .collect();
        self.kinds
            .retain(|k| !(k.custom && k.group == group && k.plural == plural));
        for version in crd["spec"]["versions"].as_array().into_iter().flatten() {
            if version["served"] == false {
                continue;
            }
            self.kinds.push(KindDef {
                group: group.clone(),
                version: version["name"].as_str().unwrap_or_default().to_owned(),
                kind: kind.clone(),
                plural: plural.clone(),
                namespaced,
                custom: true,
                short_names: short_names.clone(),
                schema: version.pointer("/schema/openAPIV3Schema").cloned(),
                status_subresource: version.pointer("/subresources/status").is_some(),
            });
        }
    }

    fn unregister_crd(&mut self, crd: &Value) {
        let group = crd["spec"]["group"].as_str().unwrap_or_default();
        let plural = crd["spec"]["names"]["plural"].as_str().unwrap_or_default();
        self.kinds
            .retain(|k| !(k.custom && k.group == group && k.plural == plural));
    }

    /// Removes deleted objects whose finalizers are gone. A deleted Namespace or CRD first
    /// deletes what it holds and goes only once that is gone, so an object whose finalizer
    /// nobody removes keeps it Terminating, as in a real cluster.
    fn collect_garbage(&mut self) {
        loop {
            let mut changed = false;
            let terminating: Vec<Key> = self
                .objects
                .iter()
                .filter(|(k, o)| {
                    o.pointer("/metadata/deletionTimestamp").is_some()
                        && (k.1 == "namespaces" || k.1 == "customresourcedefinitions")
                })
                .map(|(k, _)| k.clone())
                .collect();
            let mut still_holding = Vec::new();
            for key in terminating {
                let content = self.content_of(&key);
                for k in &content {
                    let mut obj = self.objects[k].clone();
                    if obj.pointer("/metadata/deletionTimestamp").is_none() {
                        obj["metadata"]["deletionTimestamp"] = json!(now());
                        let rv = self.next_resource_version();
                        obj["metadata"]["resourceVersion"] = json!(rv);
                        self.put(k.clone(), obj);
                        changed = true;
                    }
                }
                if !content.is_empty() {
                    still_holding.push(key);
                }
            }
            let deleting: Vec<Key> = self
                .objects
                .iter()
                .filter(|(k, o)| {
                    o.pointer("/metadata/deletionTimestamp").is_some()
                        && finalizers(o).is_empty()
                        && !still_holding.contains(k)
                })
                .map(|(k, _)| k.clone())
                .collect();
            for key in deleting {
                let obj = self.take(&key).unwrap();
                changed = true;
                if key.1 == "customresourcedefinitions" {
                    self.unregister_crd(&obj);
                }
            }
            if !changed {
                return;
            }
        }
    }

    /// The objects a Namespace or a CRD holds.
    fn content_of(&self, key: &Key) -> Vec<Key> {
        if key.1 == "namespaces" {
            return self
                .objects
                .keys()
                .filter(|k| !k.2.is_empty() && k.2 == key.3)
                .cloned()
                .collect();
        }
        let crd = &self.objects[key];
        let group = crd["spec"]["group"].as_str().unwrap_or_default();
        let plural = crd["spec"]["names"]["plural"].as_str().unwrap_or_default();
        self.objects
            .keys()
            .filter(|k| k.0 == group && k.1 == plural)
            .cloned()
            .collect()
    }
}

fn finalizers(obj: &Value) -> Vec<Value> {
    obj.pointer("/metadata/finalizers")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default()
}

// ----- HTTP -----

struct Request {
    method: String,
    target: String,
    path: String,
    query: HashMap<String, String>,
    content_type: String,
    authorization: Option<String>,
    user_agent: Option<String>,
    body: Vec<u8>,
    /// The client showed a certificate the server's CA signed.
    client_certificate: bool,
}

impl Request {
    /// The manager of an update: `fieldManager`, else what precedes the first `/` of the
    /// client's user agent, as the API server names it (`flux/v2.9.4 (linux/amd64) …` is
    /// `flux`).
    fn update_manager(&self) -> Option<String> {
        self.query
            .get("fieldManager")
            .filter(|m| !m.is_empty())
            .cloned()
            .or_else(|| {
                let agent = self.user_agent.as_deref()?;
                let prefix = agent.split('/').next().unwrap_or_default();
                (!prefix.is_empty()).then(|| prefix.to_owned())
            })
    }

    /// `METHOD /path?a=1&b=2`, the query's parameters sorted (clients order them as they like).
    fn logged(&self) -> String {
        let mut params: Vec<String> = self.query.iter().map(|(k, v)| format!("{k}={v}")).collect();
        params.sort();
        if params.is_empty() {
            format!("{} {}", self.method, self.path)
        } else {
            format!("{} {}?{}", self.method, self.path, params.join("&"))
        }
    }
}

fn serve<S: Read + Write>(
    state: &Arc<Mutex<State>>,
    stream: S,
    client_certificate: bool,
) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream);
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 {
            return Ok(());
        }
        let mut parts = line.split_whitespace();
        let method = parts.next().unwrap_or_default().to_owned();
        let target = parts.next().unwrap_or_default().to_owned();
        let mut headers = HashMap::new();
        let mut header_list = Vec::new();
        loop {
            let mut header = String::new();
            reader.read_line(&mut header)?;
            let header = header.trim_end();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':') {
                let name = name.trim().to_ascii_lowercase();
                header_list.push((name.clone(), value.trim().to_owned()));
                headers.insert(name, value.trim().to_owned());
            }
        }
        let length: usize = headers
            .get("content-length")
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        let mut body = vec![0; length];
        reader.read_exact(&mut body)?;
        let (path, query_text) = target.split_once('?').unwrap_or((&target, ""));
        let query = query_text
            .split('&')
            .filter(|p| !p.is_empty())
            .map(|pair| {
                let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
                (decode(k), decode(v))
            })
            .collect();
        let request = Request {
            method,
            path: path.to_owned(),
            target: target.clone(),
            query,
            content_type: headers.get("content-type").cloned().unwrap_or_default(),
            authorization: headers.get("authorization").cloned(),
            user_agent: headers.get("user-agent").cloned(),
            body,
            client_certificate,
        };
        state.lock().unwrap().headers.push(header_list);
        let writer = reader.get_mut();
        if request.method == "GET"
            && request
                .query
                .get("watch")
                .is_some_and(|w| w == "true" || w == "1")
        {
            state.lock().unwrap().requests.push(request.logged());
            return watch(state, &request, writer);
        }
        let (code, body) = match handle(state, &request) {
            Ok(reply) => reply,
            Err(err) => (err.code, status_body(&err)),
        };
        // Pod logs are the one text answer; everything else is JSON.
        let (content_type, text) = match &body {
            Value::String(log) => ("text/plain", log.clone().into_bytes()),
            _ => ("application/json", serde_json::to_vec(&body).unwrap()),
        };
        // One write per response: split writes meet Nagle and delayed ACKs, 40 ms each.
        let mut response = format!(
            "HTTP/1.1 {code} {}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\r\n",
            reason_phrase(code),
            text.len()
        )
        .into_bytes();
        response.extend_from_slice(&text);
        writer.write_all(&response)?;
        writer.flush()?;
    }
}

/// `GET …?watch=true`: an `ADDED` for each object there is (unless the request starts at a
/// resourceVersion), then every change, each a JSON line in its own chunk, until
/// `timeoutSeconds` passes or the client goes away.
fn watch<W: Write>(
    state: &Arc<Mutex<State>>,
    request: &Request,
    out: &mut W,
) -> std::io::Result<()> {
    let target = if request.authorization.as_deref() != Some(&format!("Bearer {FAKE_TOKEN}"))
        && !request.client_certificate
    {
        Err(error(401, "Unauthorized", "Unauthorized"))
    } else {
        watch_target(state, request)
    };
    let (def, namespace, labels, fields) = match target {
        Ok(target) => target,
        Err(err) => {
            let body = serde_json::to_vec(&status_body(&err)).unwrap();
            let mut response = format!(
                "HTTP/1.1 {} {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
                err.code,
                reason_phrase(err.code),
                body.len()
            )
            .into_bytes();
            response.extend_from_slice(&body);
            out.write_all(&response)?;
            return out.flush();
        }
    };
    out.write_all(
        b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
    )?;
    out.flush()?;
    let timeout = request
        .query
        .get("timeoutSeconds")
        .and_then(|t| t.parse::<u64>().ok())
        .unwrap_or(1800);
    let bookmarks = request
        .query
        .get("allowWatchBookmarks")
        .is_some_and(|b| b == "true");
    let deadline = std::time::Instant::now() + Duration::from_secs(timeout);
    let selected = |key: &Key, obj: &Value| {
        key.0 == def.group_key()
            && key.1 == def.plural
            && namespace.as_ref().is_none_or(|ns| &key.2 == ns)
            && matches_selector(obj, &labels)
            && matches_fields(obj, &fields)
    };
    let mut events = Vec::new();
    let mut cursor = match request.query.get("resourceVersion").map(String::as_str) {
        None | Some("") | Some("0") => {
            let guard = state.lock().unwrap();
            // The current objects in storage-key order, as the server's watch cache has them.
            let mut current: Vec<(&Key, &Value)> = guard
                .objects
                .iter()
                .filter(|(key, obj)| selected(key, obj))
                .collect();
            current.sort_by_key(|(key, _)| storage_key(key));
            for (_, obj) in current {
                events.push(("ADDED", with_api_version(obj.clone(), &def)));
            }
            guard.resource_version
        }
        Some(rv) => rv.parse().unwrap_or(0),
    };
    let mut last_bookmark = std::time::Instant::now();
    loop {
        for (kind, obj) in events.drain(..) {
            let line = format!("{}\n", json!({"type": kind, "object": obj}));
            write!(out, "{:x}\r\n{line}\r\n", line.len())?;
        }
        out.flush()?;
        if std::time::Instant::now() >= deadline {
            out.write_all(b"0\r\n\r\n")?;
            out.flush()?;
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(20));
        let guard = state.lock().unwrap();
        if cursor < guard.compacted {
            let status = json!({
                "kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure",
                "message": format!("too old resource version: {cursor} ({})", guard.compacted),
                "reason": "Expired", "code": 410,
            });
            let line = format!("{}\n", json!({"type": "ERROR", "object": status}));
            write!(out, "{:x}\r\n{line}\r\n0\r\n\r\n", line.len())?;
            return out.flush();
        }
        let since = cursor;
        for (rv, kind, key, obj) in guard.changes.iter().filter(|c| c.0 > since) {
            cursor = *rv;
            if selected(key, obj) {
                events.push((*kind, with_api_version(obj.clone(), &def)));
            }
        }
        if bookmarks && events.is_empty() && last_bookmark.elapsed() > Duration::from_secs(1) {
            last_bookmark = std::time::Instant::now();
            events.push((
                "BOOKMARK",
                json!({"apiVersion": def.api_version(), "kind": def.kind,
                       "metadata": {"resourceVersion": guard.resource_version.to_string()}}),
            ));
        }
    }
}

/// The kind, namespace and selectors of a watch request.
fn watch_target(
    state: &Arc<Mutex<State>>,
    request: &Request,
) -> Result<(KindDef, Option<String>, String, String), HttpError> {
    let segments: Vec<&str> = request.path.split('/').filter(|s| !s.is_empty()).collect();
    let (group, version, rest) = match segments.as_slice() {
        ["api", "v1", rest @ ..] => ("", "v1", rest),
        ["apis", group, version, rest @ ..] => (*group, *version, rest),
        _ => {
            return Err(error(
                404,
                "NotFound",
                "the server could not find the requested resource",
            ));
        }
    };
    let (namespace, plural) = match rest {
        ["namespaces", ns, plural] => (Some((*ns).to_owned()), *plural),
        [plural] => (None, *plural),
        _ => {
            return Err(error(
                405,
                "MethodNotAllowed",
                "watch of a single object is not supported",
            ));
        }
    };
    let def = state
        .lock()
        .unwrap()
        .kind_by_plural(group, version, plural)
        .ok_or_else(|| {
            error(
                404,
                "NotFound",
                "the server could not find the requested resource",
            )
        })?;
    let labels = request
        .query
        .get("labelSelector")
        .cloned()
        .unwrap_or_default();
    let fields = request
        .query
        .get("fieldSelector")
        .cloned()
        .unwrap_or_default();
    check_fields(&def, &fields)?;
    Ok((def, namespace, labels, fields))
}

/// `GET …/pods/NAME/log`: the pod's lines, the last `tailLines` of them when asked.
fn pod_log(state: &Arc<Mutex<State>>, namespace: &str, pod: &str, request: &Request) -> Reply {
    let state = state.lock().unwrap();
    let Some(lines) = state.pod_logs.get(&(namespace.to_owned(), pod.to_owned())) else {
        return Err(error(404, "NotFound", format!("pods \"{pod}\" not found")));
    };
    let tail = request
        .query
        .get("tailLines")
        .and_then(|tail| tail.parse::<usize>().ok())
        .unwrap_or(lines.len());
    let text: String = lines[lines.len().saturating_sub(tail)..]
        .iter()
        .map(|line| format!("{line}\n"))
        .collect();
    Ok((200, Value::String(text)))
}

fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("");
                match u8::from_str_radix(hex, 16) {
                    Ok(b) => out.push(b),
                    Err(_) => out.extend_from_slice(&bytes[i..i + 3]),
                }
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn reason_phrase(code: u16) -> &'static str {
    match code {
        200 => "OK",
        201 => "Created",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        409 => "Conflict",
        415 => "Unsupported Media Type",
        422 => "Unprocessable Entity",
        _ => "Internal Server Error",
    }
}

fn status_body(err: &HttpError) -> Value {
    let mut status = json!({
        "kind": "Status",
        "apiVersion": "v1",
        "metadata": {},
        "status": "Failure",
        "message": err.message,
        "reason": err.reason,
        "code": err.code,
    });
    // A Status without a reason leaves the field out.
    if err.reason.is_empty() {
        status.as_object_mut().unwrap().remove("reason");
    }
    if let Some(details) = &err.details {
        status["details"] = details.clone();
    }
    status
}

fn handle(state: &Arc<Mutex<State>>, request: &Request) -> Reply {
    state.lock().unwrap().requests.push(request.logged());
    if request.authorization.as_deref() != Some(&format!("Bearer {FAKE_TOKEN}"))
        && !request.client_certificate
    {
        return Err(error(401, "Unauthorized", "Unauthorized"));
    }
    let segments: Vec<&str> = request.path.split('/').filter(|s| !s.is_empty()).collect();
    match segments.as_slice() {
        ["version"] => {
            let state = state.lock().unwrap();
            Ok((
                200,
                json!({
                    "major": state.major, "minor": state.minor,
                    "gitVersion": state.git_version, "gitCommit": "0000000",
                    "gitTreeState": "clean", "buildDate": "2026-01-01T00:00:00Z",
                    "goVersion": "go1.24", "compiler": "gc", "platform": "linux/amd64"
                }),
            ))
        }
        ["api"] => Ok((
            200,
            json!({
                "kind": "APIVersions", "versions": ["v1"],
                "serverAddressByClientCIDRs": [{"clientCIDR": "0.0.0.0/0", "serverAddress": "127.0.0.1"}]
            }),
        )),
        ["api", "v1"] => Ok((200, resource_list(&state.lock().unwrap(), "", "v1"))),
        ["apis"] => Ok((200, group_list(&state.lock().unwrap()))),
        ["apis", group, version] => {
            let state = state.lock().unwrap();
            if !state
                .kinds
                .iter()
                .any(|k| k.group == *group && k.version == *version)
            {
                return Err(error(
                    404,
                    "NotFound",
                    "the server could not find the requested resource",
                ));
            }
            Ok((200, resource_list(&state, group, version)))
        }
        ["api", "v1", rest @ ..] => resource_request(state, request, "", "v1", rest),
        ["apis", group, version, rest @ ..] => {
            resource_request(state, request, group, version, rest)
        }
        _ => Err(error(
            404,
            "NotFound",
            "the server could not find the requested resource",
        )),
    }
}

fn resource_list(state: &State, group: &str, version: &str) -> Value {
    let group_version = if group.is_empty() {
        version.to_owned()
    } else {
        format!("{group}/{version}")
    };
    let mut resources = Vec::new();
    for kind in state
        .kinds
        .iter()
        .filter(|k| k.group == group && k.version == version)
    {
        let mut resource = json!({
            "name": kind.plural,
            "singularName": kind.kind.to_lowercase(),
            "namespaced": kind.namespaced,
            "kind": kind.kind,
            "verbs": ["create", "delete", "deletecollection", "get", "list", "patch", "update", "watch"],
        });
        if !kind.short_names.is_empty() {
            resource["shortNames"] = json!(kind.short_names);
        }
        resources.push(resource);
        if !kind.status_subresource {
            continue;
        }
        resources.push(json!({
            "name": format!("{}/status", kind.plural),
            "singularName": "",
            "namespaced": kind.namespaced,
            "kind": kind.kind,
            "verbs": ["get", "patch", "update"],
        }));
    }
    json!({
        "kind": "APIResourceList",
        "apiVersion": "v1",
        "groupVersion": group_version,
        "resources": resources,
    })
}

fn group_list(state: &State) -> Value {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    for kind in state.kinds.iter().filter(|k| !k.group.is_empty()) {
        match groups.iter_mut().find(|(g, _)| *g == kind.group) {
            Some((_, versions)) => {
                if !versions.contains(&kind.version) {
                    versions.push(kind.version.clone());
                }
            }
            None => groups.push((kind.group.clone(), vec![kind.version.clone()])),
        }
    }
    let groups: Vec<Value> = groups
        .into_iter()
        .map(|(group, versions)| {
            let versions: Vec<Value> = versions
                .iter()
                .map(|v| json!({"groupVersion": format!("{group}/{v}"), "version": v}))
                .collect();
            json!({"name": group, "versions": versions, "preferredVersion": versions[0]})
        })
        .collect();
    json!({"kind": "APIGroupList", "apiVersion": "v1", "groups": groups})
}

fn resource_request(
    state: &Arc<Mutex<State>>,
    request: &Request,
    group: &str,
    version: &str,
    rest: &[&str],
) -> Reply {
    let (namespace, plural, name, subresource) = match rest {
        ["namespaces", ns, plural, tail @ ..] if !tail.is_empty() || rest.len() == 3 => (
            Some(*ns),
            *plural,
            tail.first().copied(),
            tail.get(1).copied(),
        ),
        [plural, tail @ ..] => (None, *plural, tail.first().copied(), tail.get(1).copied()),
        [] => {
            return Err(error(
                404,
                "NotFound",
                "the server could not find the requested resource",
            ));
        }
    };
    let def = state
        .lock()
        .unwrap()
        .kind_by_plural(group, version, plural)
        .ok_or_else(|| {
            error(
                404,
                "NotFound",
                "the server could not find the requested resource",
            )
        })?;
    let ns = namespace.unwrap_or_default();
    // DELETE carries its DeleteOptions, dryRun included, in the body as often as in the query.
    let body_dry_run = request.method == "DELETE"
        && serde_json::from_slice::<Value>(&request.body)
            .ok()
            .and_then(|options| options.get("dryRun").cloned())
            .is_some_and(|d| d.as_array().is_some_and(|d| d.contains(&json!("All"))));
    let dry_run = body_dry_run || request.query.get("dryRun").is_some_and(|v| v == "All");
    if let (Some(pod), Some("log")) = (name, subresource)
        && plural == "pods"
    {
        return pod_log(state, ns, pod, request);
    }
    if subresource.is_some_and(|s| s != "status" || !def.status_subresource) {
        return Err(error(
            404,
            "NotFound",
            "the server could not find the requested resource",
        ));
    }
    match (request.method.as_str(), name) {
        ("GET", None) => {
            let selector = request
                .query
                .get("labelSelector")
                .cloned()
                .unwrap_or_default();
            let fields = request
                .query
                .get("fieldSelector")
                .cloned()
                .unwrap_or_default();
            list(state, &def, namespace, &selector, &fields)
        }
        ("GET", Some(name)) => {
            let key = state.lock().unwrap().key(&def, ns, name);
            if state.lock().unwrap().forbidden_reads.contains(&(
                def.kind.clone(),
                key.2.clone(),
                key.3.clone(),
            )) {
                return Err(error(
                    403,
                    "Forbidden",
                    format!(
                        "{} \"{name}\" is forbidden: User \"fluxr\" cannot get resource",
                        qualified(&def)
                    ),
                ));
            }
            reconcile(state, &key);
            let state = state.lock().unwrap();
            let obj = state
                .objects
                .get(&key)
                .ok_or_else(|| not_found(&def, name))?;
            Ok((200, with_api_version(obj.clone(), &def)))
        }
        ("POST", None) => {
            let obj = parse_body(request)?;
            let name = obj
                .pointer("/metadata/name")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned();
            if name.is_empty() {
                return Err(error(
                    422,
                    "Invalid",
                    format!(
                        "{} \"\" is invalid: metadata.name: Required value: name or generateName is required",
                        def.kind
                    ),
                ));
            }
            let key = state.lock().unwrap().key(&def, ns, &name);
            if state.lock().unwrap().objects.contains_key(&key) {
                return Err(HttpError {
                    code: 409,
                    reason: "AlreadyExists",
                    message: format!("{} \"{name}\" already exists", qualified(&def)),
                    details: Some(json!({"name": name, "group": def.group, "kind": def.plural})),
                });
            }
            let manager = request.update_manager();
            let obj = main_write(&def, None, obj);
            let stored = write(state, &def, &key, obj, updater(manager.as_deref()), dry_run)?;
            Ok((201, stored))
        }
        ("PUT", Some(name)) => {
            let obj = parse_body(request)?;
            let key = state.lock().unwrap().key(&def, ns, name);
            let current = state.lock().unwrap().objects.get(&key).cloned();
            let current = current.ok_or_else(|| not_found(&def, name))?;
            let wanted_rv = obj
                .pointer("/metadata/resourceVersion")
                .and_then(Value::as_str);
            if wanted_rv
                .is_some_and(|rv| Some(rv) != current["metadata"]["resourceVersion"].as_str())
            {
                return Err(conflict(&def, name));
            }
            let manager = request.update_manager();
            let stored = if subresource == Some("status") {
                write_status(state, &def, &key, obj, updater(manager.as_deref()), dry_run)?
            } else {
                let next = main_write(&def, Some(&current), obj);
                write(
                    state,
                    &def,
                    &key,
                    next,
                    updater(manager.as_deref()),
                    dry_run,
                )?
            };
            Ok((200, stored))
        }
        ("PATCH", Some(name)) => patch(state, request, &def, ns, name, subresource, dry_run),
        ("DELETE", Some(name)) => delete(state, &def, ns, name, dry_run),
        _ => Err(error(
            405,
            "MethodNotAllowed",
            format!("{} is not supported on {}", request.method, request.path),
        )),
    }
}

fn conflict(def: &KindDef, name: &str) -> HttpError {
    HttpError {
        code: 409,
        reason: "Conflict",
        message: format!(
            "Operation cannot be fulfilled on {} \"{name}\": the object has been modified; please apply your changes to the latest version and try again",
            qualified(def)
        ),
        details: Some(json!({"name": name, "group": def.group, "kind": def.plural})),
    }
}

fn parse_body(request: &Request) -> Result<Value, HttpError> {
    let text = String::from_utf8_lossy(&request.body);
    serde_json::from_str(&text)
        .or_else(|_| fluxr::yaml::parse_one(&text).map_err(|e| e.to_string()))
        .map_err(|e| {
            error(
                400,
                "BadRequest",
                format!("the request body is invalid: {e}"),
            )
        })
}

fn list(
    state: &Arc<Mutex<State>>,
    def: &KindDef,
    namespace: Option<&str>,
    selector: &str,
    fields: &str,
) -> Reply {
    check_fields(def, fields)?;
    let mut keys: Vec<Key> = {
        let state = state.lock().unwrap();
        state
            .objects
            .keys()
            .filter(|k| k.0 == def.group_key() && k.1 == def.plural)
            .filter(|k| namespace.is_none_or(|ns| k.2 == ns))
            .cloned()
            .collect()
    };
    // The API server lists in the order of its storage keys, `<namespace>/<name>` compared as
    // bytes: namespace `apps-dev` comes before `apps`, as `-` sorts before `/`.
    keys.sort_by_key(storage_key);
    for key in &keys {
        reconcile(state, key);
    }
    let state = state.lock().unwrap();
    let items: Vec<Value> = keys
        .iter()
        .filter_map(|k| state.objects.get(k))
        .filter(|o| matches_selector(o, selector) && matches_fields(o, fields))
        .map(|o| {
            let mut item = with_api_version(o.clone(), def);
            if !def.custom {
                let map = item.as_object_mut().unwrap();
                map.remove("apiVersion");
                map.remove("kind");
            }
            item
        })
        .collect();
    Ok((
        200,
        json!({
            "kind": format!("{}List", def.kind),
            "apiVersion": def.api_version(),
            "metadata": {"resourceVersion": state.resource_version.to_string()},
            "items": items,
        }),
    ))
}

/// The object's key in the API server's storage, below its resource's prefix.
fn storage_key(key: &Key) -> String {
    if key.2.is_empty() {
        key.3.clone()
    } else {
        format!("{}/{}", key.2, key.3)
    }
}

/// Kubernetes label selector semantics: `k`, `!k`, `k=v`, `k==v`, `k!=v`, `k in (a,b)`,
/// `k notin (a,b)`, all of them.
fn matches_selector(obj: &Value, selector: &str) -> bool {
    let labels = obj
        .pointer("/metadata/labels")
        .cloned()
        .unwrap_or(json!({}));
    let label = |k: &str| {
        labels
            .get(k.trim())
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    let mut terms = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in selector.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                terms.push(&selector[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    terms.push(&selector[start..]);
    terms
        .into_iter()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .all(|term| {
            let set = |rest: &str| -> Vec<String> {
                rest.trim()
                    .trim_start_matches('(')
                    .trim_end_matches(')')
                    .split(',')
                    .map(|v| v.trim().to_owned())
                    .collect()
            };
            let words: Vec<&str> = term.split_whitespace().collect();
            if words.len() >= 2 && words[1] == "notin" {
                let values = set(term.split_once("notin").unwrap().1);
                label(words[0]).is_none_or(|v| !values.contains(&v))
            } else if words.len() >= 2 && words[1] == "in" {
                let values = set(term.split_once(" in").unwrap().1);
                label(words[0]).is_some_and(|v| values.contains(&v))
            } else if let Some((k, v)) = term.split_once("!=") {
                label(k).as_deref() != Some(v.trim())
            } else if let Some((k, v)) = term.split_once("==").or_else(|| term.split_once('=')) {
                label(k).as_deref() == Some(v.trim())
            } else if let Some(k) = term.strip_prefix('!') {
                label(k).is_none()
            } else {
                label(term).is_some()
            }
        })
}

/// The fields a kind can be selected by, as the API server supports them.
fn selectable_fields(def: &KindDef) -> &'static [&'static str] {
    if def.kind == "Event" && def.group.is_empty() {
        &[
            "metadata.name",
            "metadata.namespace",
            "involvedObject.kind",
            "involvedObject.namespace",
            "involvedObject.name",
            "involvedObject.uid",
            "involvedObject.apiVersion",
            "involvedObject.resourceVersion",
            "involvedObject.fieldPath",
            "reason",
            "reportingComponent",
            "source",
            "type",
        ]
    } else if def.kind == "Event" {
        &[
            "metadata.name",
            "metadata.namespace",
            "regarding.kind",
            "regarding.namespace",
            "regarding.name",
            "reason",
            "type",
        ]
    } else {
        &["metadata.name", "metadata.namespace"]
    }
}

/// A field selector's terms, split at the commas a backslash does not escape, as apimachinery's
/// `fields.ParseSelector` splits them.
fn field_terms(selector: &str) -> Vec<&str> {
    let mut terms = Vec::new();
    let mut start = 0;
    let mut escaped = false;
    for (i, c) in selector.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            ',' => {
                terms.push(&selector[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    terms.push(&selector[start..]);
    terms.into_iter().filter(|t| !t.is_empty()).collect()
}

/// A term's field, whether it is `!=`, and its value with `\\`, `\,` and `\=` unescaped.
fn field_term(term: &str) -> Option<(&str, bool, String)> {
    let (at, operator) = term.char_indices().find_map(|(i, _)| {
        ["!=", "==", "="]
            .into_iter()
            .find(|op| term[i..].starts_with(op))
            .map(|op| (i, op))
    })?;
    let mut value = String::new();
    let mut chars = term[at + operator.len()..].chars();
    while let Some(c) = chars.next() {
        value.push(match c {
            '\\' => chars.next().filter(|c| matches!(c, '\\' | ',' | '='))?,
            c => c,
        });
    }
    Some((&term[..at], operator == "!=", value))
}

/// `field label not supported` for a selector on other fields.
fn check_fields(def: &KindDef, selector: &str) -> Result<(), HttpError> {
    for term in field_terms(selector) {
        let field = field_term(term).map_or(term, |(field, _, _)| field);
        if !selectable_fields(def).contains(&field) {
            return Err(error(
                400,
                "BadRequest",
                format!("field label not supported: {field}"),
            ));
        }
    }
    Ok(())
}

/// A field selector's terms (`a.b=v`, `a.b==v`, `a.b!=v`) against the stored object.
fn matches_fields(obj: &Value, selector: &str) -> bool {
    let value_of = |field: &str| {
        let pointer = format!("/{}", field.replace('.', "/"));
        match field {
            // A field missing from the object compares as empty, as in the API server.
            "source" => obj
                .pointer("/source/component")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned(),
            _ => obj
                .pointer(&pointer)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned(),
        }
    };
    field_terms(selector)
        .into_iter()
        .all(|term| match field_term(term) {
            Some((field, true, value)) => value_of(field) != value,
            Some((field, false, value)) => value_of(field) == value,
            None => false,
        })
}

fn patch(
    state: &Arc<Mutex<State>>,
    request: &Request,
    def: &KindDef,
    ns: &str,
    name: &str,
    subresource: Option<&str>,
    dry_run: bool,
) -> Reply {
    let body = parse_body(request)?;
    let key = state.lock().unwrap().key(def, ns, name);
    let current = state.lock().unwrap().objects.get(&key).cloned();
    let content_type = request
        .content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim();
    match content_type {
        "application/apply-patch+yaml" => {
            let Some(manager) = request.query.get("fieldManager").filter(|m| !m.is_empty()) else {
                return Err(error(
                    400,
                    "BadRequest",
                    "PATCH is not supported: fieldManager is required for apply requests",
                ));
            };
            if body["apiVersion"].as_str() != Some(&def.api_version())
                || body["kind"] != def.kind.as_str()
            {
                return Err(error(
                    400,
                    "BadRequest",
                    format!(
                        "the API version in the data ({}) does not match the expected API version ({})",
                        body["apiVersion"].as_str().unwrap_or_default(),
                        def.api_version()
                    ),
                ));
            }
            if body.pointer("/metadata/name").and_then(Value::as_str) != Some(name) {
                return Err(error(
                    400,
                    "BadRequest",
                    "the name of the object does not match the name on the URL",
                ));
            }
            let scope = ssa::Scope::of(def.status_subresource, subresource);
            let mut applied = body.clone();
            if scope == ssa::Scope::Main
                && let Some(map) = applied.as_object_mut()
            {
                map.remove("status");
            }
            // The status subresource updates what exists: it never creates.
            let current = match (scope, current) {
                (ssa::Scope::Status, None) => return Err(not_found(def, name)),
                (_, current) => current,
            };
            let shape = ssa::Shape::root(&def.kind, def.schema.as_ref());
            let now_owned = ssa::field_set(&applied, &shape, scope);
            let force = request.query.get("force").is_some_and(|f| f == "true");
            let api_version = def.api_version();
            let own = |entry: &Value| {
                is_entry_of(entry, manager, "Apply", &api_version, scope.subresource())
            };
            let (next, next_entries) = match &current {
                None => (applied.clone(), None),
                Some(current) => {
                    let mut next = current.clone();
                    if let Some(previous) = owned_fields(current, own) {
                        let others = fields_of_others(current, own);
                        ssa::remove_disowned(&mut next, &previous, &now_owned, &others, &shape);
                    }
                    ssa::merge(&mut next, &applied, &shape);
                    if scope == ssa::Scope::Status {
                        next = with_status_of(current, &next);
                    }
                    let entries = current
                        .pointer("/metadata/managedFields")
                        .and_then(Value::as_array)
                        .cloned()
                        .unwrap_or_default();
                    let conflicts = ssa::conflicts(&entries, own, current, &next, &shape, scope);
                    if !conflicts.is_empty() && !force {
                        return Err(apply_conflict(&entries, &conflicts));
                    }
                    let entries = take_over(entries, own, &conflicts, &next, &shape);
                    (next, Some(Value::Array(entries)))
                }
            };
            let manager = Manager {
                name: manager,
                operation: "Apply",
                fields: &now_owned,
                others: next_entries.as_ref(),
            };
            if scope == ssa::Scope::Status {
                return Ok((
                    200,
                    write_status(state, def, &key, next, Some(manager), dry_run)?,
                ));
            }
            let stored = write(state, def, &key, next, Some(manager), dry_run)?;
            Ok((if current.is_some() { 200 } else { 201 }, stored))
        }
        "application/merge-patch+json" | "application/strategic-merge-patch+json" => {
            let current = current.ok_or_else(|| not_found(def, name))?;
            let mut next = current.clone();
            merge_patch(&mut next, &body);
            let manager = request.update_manager();
            if subresource == Some("status") {
                return Ok((
                    200,
                    write_status(state, def, &key, next, updater(manager.as_deref()), dry_run)?,
                ));
            }
            let next = main_write(def, Some(&current), next);
            Ok((
                200,
                write(state, def, &key, next, updater(manager.as_deref()), dry_run)?,
            ))
        }
        "application/json-patch+json" => {
            let current = current.ok_or_else(|| not_found(def, name))?;
            let operations: json_patch::Patch = serde_json::from_value(body).map_err(|err| {
                error(400, "BadRequest", format!("json: cannot unmarshal: {err}"))
            })?;
            let mut next = current.clone();
            json_patch::patch(&mut next, &operations).map_err(|err| {
                error(
                    422,
                    "Invalid",
                    format!(
                        "the server rejected our request due to an error in our request: {err}"
                    ),
                )
            })?;
            // Managed fields the request sets are the ones the server keeps.
            let requested = next
                .pointer("/metadata/managedFields")
                .filter(|entries| Some(*entries) != current.pointer("/metadata/managedFields"))
                .cloned();
            let manager_name = request.update_manager();
            let manager = updater(manager_name.as_deref()).map(|manager| Manager {
                others: requested.as_ref(),
                ..manager
            });
            if subresource == Some("status") {
                return Ok((200, write_status(state, def, &key, next, manager, dry_run)?));
            }
            let next = main_write(def, Some(&current), next);
            Ok((200, write(state, def, &key, next, manager, dry_run)?))
        }
        other => Err(error(
            415,
            "UnsupportedMediaType",
            format!(
                "the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml (got {other})"
            ),
        )),
    }
}

/// A forced apply: the conflicting fields leave the managers that had them, what the apply
/// removed leaves every manager, and a manager left with nothing is dropped.
fn take_over(
    entries: Vec<Value>,
    own: impl Fn(&Value) -> bool,
    conflicts: &[(usize, ssa::FieldPath)],
    next: &Value,
    shape: &ssa::Shape<'_>,
) -> Vec<Value> {
    entries
        .into_iter()
        .enumerate()
        .filter_map(|(index, mut entry)| {
            if own(&entry) {
                return Some(entry);
            }
            let taken: Vec<ssa::FieldPath> = conflicts
                .iter()
                .filter(|(i, _)| *i == index)
                .map(|(_, path)| path.clone())
                .collect();
            let fields = ssa::without(&entry["fieldsV1"], &taken, next, shape);
            if fields.as_object().is_none_or(serde_json::Map::is_empty) {
                return None;
            }
            entry["fieldsV1"] = fields;
            Some(entry)
        })
        .collect()
}

/// The API server's refusal of an apply that would change another manager's fields
/// (`NewConflictError`): code 409, reason Conflict, one cause per field, and a message that
/// names the managers as `printManager` does, in the order of their identifiers.
///
/// The API server lists the causes in Go map order over the managers (each manager's fields
/// in `fieldpath.Set` order), which changes from one request to the next; the fake lists
/// them in the message's order, so with several managers a test must not depend on the
/// order of the causes.
fn apply_conflict(entries: &[Value], conflicts: &[(usize, ssa::FieldPath)]) -> HttpError {
    let describe = |entry: &Value| {
        let mut name = format!("{:?}", entry["manager"].as_str().unwrap_or_default());
        let subresource = entry["subresource"].as_str().unwrap_or_default();
        if !subresource.is_empty() {
            name = format!("{name} with subresource {subresource:?}");
        }
        if entry["operation"] == "Update" {
            name = format!(
                "{name} using {}",
                entry["apiVersion"].as_str().unwrap_or_default()
            );
        }
        name
    };
    let mut described: Vec<(String, String, &ssa::FieldPath)> = conflicts
        .iter()
        .map(|(index, path)| {
            let entry = &entries[*index];
            (manager_identifier(entry), describe(entry), path)
        })
        .collect();
    described.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| ssa::iteration_order(a.2, b.2)));
    let described: Vec<(String, &ssa::FieldPath)> = described
        .into_iter()
        .map(|(_, manager, path)| (manager, path))
        .collect();
    let causes: Vec<Value> = described
        .iter()
        .map(|(manager, path)| {
            json!({"reason": "FieldManagerConflict", "message": format!("conflict with {manager}"),
                   "field": ssa::path_text(path)})
        })
        .collect();
    let message = if let [(manager, path)] = &described[..] {
        format!(
            "Apply failed with 1 conflict: conflict with {manager}: {}",
            ssa::path_text(path)
        )
    } else {
        let mut lines = Vec::new();
        let mut last: Option<&str> = None;
        for (manager, path) in &described {
            if last != Some(manager.as_str()) {
                lines.push(format!("conflicts with {manager}:"));
                last = Some(manager);
            }
            lines.push(format!("- {}", ssa::path_text(path)));
        }
        format!(
            "Apply failed with {} conflicts: {}",
            described.len(),
            lines.join("\n")
        )
    };
    HttpError {
        code: 409,
        reason: "Conflict",
        message,
        details: Some(json!({ "causes": causes })),
    }
}

/// Who writes, and how: managedFields record it.
struct Manager<'a> {
    name: &'a str,
    operation: &'a str,
    /// The fields an apply sets; updates keep what the manager had.
    fields: &'a Value,
    /// The other managers' entries after an apply took fields over from them.
    others: Option<&'a Value>,
}

/// Stores `next` at `key`: server-owned metadata kept or filled in, resourceVersion bumped only
/// when something changed, generation bumped when more than metadata and status changed, then
/// the controllers run. Returns the stored (or, in a dry run, the would-be) object.
fn write(
    state: &Arc<Mutex<State>>,
    def: &KindDef,
    key: &Key,
    mut next: Value,
    manager: Option<Manager<'_>>,
    dry_run: bool,
) -> Result<Value, HttpError> {
    {
        let mut guard = state.lock().unwrap();
        let current = guard.objects.get(key).cloned();
        if current.is_none() && def.namespaced {
            let ns_key = (
                String::new(),
                "namespaces".to_owned(),
                String::new(),
                key.2.clone(),
            );
            match guard.objects.get(&ns_key) {
                None => {
                    return Err(HttpError {
                        code: 404,
                        reason: "NotFound",
                        message: format!("namespaces \"{}\" not found", key.2),
                        details: Some(json!({"name": key.2, "kind": "namespaces"})),
                    });
                }
                Some(ns) if ns.pointer("/metadata/deletionTimestamp").is_some() => {
                    return Err(error(
                        403,
                        "Forbidden",
                        format!(
                            "{} \"{}\" is forbidden: unable to create new content in namespace {} because it is being terminated",
                            qualified(def),
                            key.3,
                            key.2
                        ),
                    ));
                }
                Some(_) => {}
            }
        }
        // Validating admission runs after the built-in namespace checks. The API server turns
        // a denial into a Status of code 400 with the webhook's message and no reason.
        if let Some((webhook, message)) =
            guard
                .denials
                .get(&(def.kind.clone(), key.2.clone(), key.3.clone()))
        {
            return Err(error(
                400,
                "",
                format!("admission webhook \"{webhook}\" denied the request: {message}"),
            ));
        }
        if def.group == "events.k8s.io" {
            next = events_v1_to_core_event(&next);
        } else {
            next["apiVersion"] = json!(def.api_version());
        }
        if let Some(schema) = &def.schema {
            apply_defaults(&mut next, schema);
        }
        next["kind"] = json!(def.kind);
        if def.group.is_empty() && def.kind == "Secret" {
            fold_string_data(&mut next);
        }
        apply_builtin_defaults(&mut next, def);
        if !def.custom {
            fill_zero(&mut next, &zero_value(def));
        }
        if !next.get("metadata").is_some_and(Value::is_object) {
            next["metadata"] = json!({});
        }
        let uid = match &current {
            Some(c) => c["metadata"]["uid"].clone(),
            None => json!(guard.next_uid()),
        };
        {
            let metadata = next["metadata"].as_object_mut().unwrap();
            metadata.insert("name".to_owned(), json!(key.3));
            if def.namespaced {
                metadata.insert("namespace".to_owned(), json!(key.2));
            } else {
                metadata.remove("namespace");
            }
            metadata.insert("uid".to_owned(), uid);
            for field in [
                "creationTimestamp",
                "deletionTimestamp",
                "generation",
                "resourceVersion",
                "managedFields",
            ] {
                match current.as_ref().and_then(|c| c["metadata"].get(field)) {
                    Some(value) => {
                        metadata.insert(field.to_owned(), value.clone());
                    }
                    None => {
                        metadata.remove(field);
                    }
                }
            }
            if current.is_none() {
                metadata.insert("creationTimestamp".to_owned(), json!(now()));
                if has_generation(def) {
                    metadata.insert("generation".to_owned(), json!(1));
                }
            }
        }
        if let Some(entries) = manager.as_ref().and_then(|m| m.others) {
            next["metadata"]["managedFields"] = entries.clone();
        }
        if let Some(manager) = manager {
            let scope = ssa::Scope::of(def.status_subresource, None);
            set_managed_fields(&mut next, &manager, def, current.as_ref(), scope);
        }
        if let Some(current) = &current {
            if comparable(current) == comparable(&next) {
                return Ok(with_api_version(current.clone(), def));
            }
            if has_generation(def) && spec_of(current) != spec_of(&next) {
                let generation = current["metadata"]["generation"].as_i64().unwrap_or(1) + 1;
                next["metadata"]["generation"] = json!(generation);
            }
        }
        if dry_run {
            return Ok(next);
        }
        let rv = guard.next_resource_version();
        next["metadata"]["resourceVersion"] = json!(rv);
        if def.kind == "CustomResourceDefinition" && def.group == "apiextensions.k8s.io" {
            guard.register_crd(&next);
        }
        guard.put(key.clone(), next.clone());
        guard.collect_garbage();
        // The write that removed the last finalizer answers with the object's final state.
        if !guard.objects.contains_key(key) {
            return Ok(next);
        }
    }
    reconcile(state, key);
    let guard = state.lock().unwrap();
    Ok(guard
        .objects
        .get(key)
        .map(|o| with_api_version(o.clone(), def))
        .unwrap_or(next_fallback(def)))
}

/// What a write answers when its object vanished meanwhile (another request deleted it).
fn next_fallback(def: &KindDef) -> Value {
    json!({"apiVersion": def.api_version(), "kind": def.kind, "metadata": {}})
}

/// What a write to the main resource stores of `next`: with a status subresource, the status
/// stays as it was (none for a create).
fn main_write(def: &KindDef, current: Option<&Value>, next: Value) -> Value {
    if !def.status_subresource {
        return next;
    }
    with_status_of(&next, current.unwrap_or(&Value::Null))
}

/// `current` with the status of `next` (none if `next` has none): what a write to the status
/// subresource keeps of its object.
fn with_status_of(current: &Value, next: &Value) -> Value {
    let mut stored = current.clone();
    match (next.get("status"), stored.as_object_mut()) {
        (Some(status), _) => stored["status"] = status.clone(),
        (None, Some(map)) => {
            map.remove("status");
        }
        (None, None) => {}
    }
    stored
}

/// Stores a new status (the status subresource): everything but the status stays as it was,
/// managedFields record the writer with `subresource: status`, resourceVersion bumps when
/// something changed, generation does not.
fn write_status(
    state: &Arc<Mutex<State>>,
    def: &KindDef,
    key: &Key,
    next: Value,
    manager: Option<Manager<'_>>,
    dry_run: bool,
) -> Result<Value, HttpError> {
    let mut guard = state.lock().unwrap();
    let Some(current) = guard.objects.get(key).cloned() else {
        return Err(not_found(def, &key.3));
    };
    let mut stored = with_status_of(&current, &next);
    if !def.custom {
        fill_zero(&mut stored, &zero_value(def));
    }
    if let Some(entries) = manager.as_ref().and_then(|m| m.others) {
        stored["metadata"]["managedFields"] = entries.clone();
    }
    if let Some(manager) = manager {
        set_managed_fields(
            &mut stored,
            &manager,
            def,
            Some(&current),
            ssa::Scope::Status,
        );
    }
    if comparable(&current) == comparable(&stored) {
        return Ok(with_api_version(current, def));
    }
    if dry_run {
        return Ok(with_api_version(stored, def));
    }
    let rv = guard.next_resource_version();
    stored["metadata"]["resourceVersion"] = json!(rv);
    guard.put(key.clone(), stored.clone());
    Ok(with_api_version(stored, def))
}

fn delete(state: &Arc<Mutex<State>>, def: &KindDef, ns: &str, name: &str, dry_run: bool) -> Reply {
    let mut guard = state.lock().unwrap();
    let key = guard.key(def, ns, name);
    let Some(mut obj) = guard.objects.get(&key).cloned() else {
        return Err(not_found(def, name));
    };
    if dry_run {
        return Ok((200, with_api_version(obj, def)));
    }
    if obj.pointer("/metadata/deletionTimestamp").is_none() {
        obj["metadata"]["deletionTimestamp"] = json!(now());
        let rv = guard.next_resource_version();
        obj["metadata"]["resourceVersion"] = json!(rv);
        if def.kind == "Namespace" {
            obj["status"] = json!({"phase": "Terminating"});
        }
        guard.put(key.clone(), obj.clone());
    }
    guard.collect_garbage();
    let answer = guard.objects.get(&key).cloned().unwrap_or(obj);
    Ok((200, with_api_version(answer, def)))
}

/// Whether the API server keeps a generation for the kind: not for the core kinds that have no
/// spec to observe (ConfigMap, Secret, Service, Namespace, ServiceAccount, ...).
fn has_generation(def: &KindDef) -> bool {
    !def.group.is_empty() || matches!(def.kind.as_str(), "Pod" | "ReplicationController")
}

/// The defaults the API server's built-in types give: a Secret's type, a Service's type,
/// session affinity and port protocol and target port.
fn apply_builtin_defaults(obj: &mut Value, def: &KindDef) {
    if !def.group.is_empty() {
        return;
    }
    match def.kind.as_str() {
        "Secret"
            if obj
                .get("type")
                .is_none_or(|t| t.as_str().is_none_or(str::is_empty)) =>
        {
            obj["type"] = json!("Opaque");
        }
        "Service" => {
            let Some(spec) = obj.get_mut("spec").and_then(Value::as_object_mut) else {
                return;
            };
            spec.entry("type").or_insert(json!("ClusterIP"));
            spec.entry("sessionAffinity").or_insert(json!("None"));
            if let Some(ports) = spec.get_mut("ports").and_then(Value::as_array_mut) {
                for port in ports.iter_mut().filter_map(Value::as_object_mut) {
                    port.entry("protocol").or_insert(json!("TCP"));
                    if let Some(number) = port.get("port").cloned() {
                        port.entry("targetPort").or_insert(number);
                    }
                }
            }
        }
        _ => {}
    }
}

/// Structural schema defaulting, as the API server does for custom resources: a property
/// missing from an object that is there gets the schema's default; lists and maps are walked.
fn apply_defaults(value: &mut Value, schema: &Value) {
    match value {
        Value::Object(map) => {
            if let Some(properties) = schema.get("properties").and_then(Value::as_object) {
                for (key, property) in properties {
                    if !map.contains_key(key)
                        && let Some(default) = property.get("default")
                    {
                        map.insert(key.clone(), default.clone());
                    }
                }
                for (key, child) in map.iter_mut() {
                    if let Some(property) = properties.get(key) {
                        apply_defaults(child, property);
                    }
                }
            } else if let Some(additional) =
                schema.get("additionalProperties").filter(|a| a.is_object())
            {
                for child in map.values_mut() {
                    apply_defaults(child, additional);
                }
            }
        }
        Value::Array(items) => {
            if let Some(item) = schema.get("items") {
                for child in items {
                    apply_defaults(child, item);
                }
            }
        }
        _ => {}
    }
}

// ----- merging -----

/// RFC 7386 JSON merge patch.
fn merge_patch(target: &mut Value, patch: &Value) {
    let Value::Object(patch) = patch else {
        *target = patch.clone();
        return;
    };
    if !target.is_object() {
        *target = json!({});
    }
    let map = target.as_object_mut().unwrap();
    for (key, value) in patch {
        if value.is_null() {
            map.remove(key);
        } else {
            merge_patch(map.entry(key.clone()).or_insert(Value::Null), value);
        }
    }
}

/// What the entry `own` picks owns.
fn owned_fields(obj: &Value, own: impl Fn(&Value) -> bool) -> Option<Value> {
    obj.pointer("/metadata/managedFields")?
        .as_array()?
        .iter()
        .find(|entry| own(entry))
        .map(|entry| entry["fieldsV1"].clone())
}

/// What the managers other than the entry `own` picks own.
fn fields_of_others(obj: &Value, own: impl Fn(&Value) -> bool) -> Value {
    let mut others = json!({});
    for entry in obj
        .pointer("/metadata/managedFields")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        if own(entry) {
            continue;
        }
        ssa::union(&mut others, &entry["fieldsV1"]);
    }
    others
}

/// An update's manager, when the client named one.
fn updater(name: Option<&str>) -> Option<Manager<'_>> {
    name.map(|name| Manager {
        name,
        operation: "Update",
        fields: &EMPTY_FIELDS,
        others: None,
    })
}

static EMPTY_FIELDS: Value = Value::Null;

/// Whether `entry` is the managedFields entry of a manager: `BuildManagerIdentifier` tells
/// managers apart by name, operation, subresource and, for updates, the API version.
fn is_entry_of(
    entry: &Value,
    manager: &str,
    operation: &str,
    api_version: &str,
    subresource: Option<&str>,
) -> bool {
    entry["manager"] == manager
        && entry["operation"] == operation
        && entry["subresource"].as_str().unwrap_or_default() == subresource.unwrap_or_default()
        && (operation == "Apply" || entry["apiVersion"] == api_version)
}

/// `BuildManagerIdentifier`'s identifier: the entry's JSON without its time and fields, and
/// without the API version for an apply. The API server orders conflicts by it.
fn manager_identifier(entry: &Value) -> String {
    let text = |field: &str| entry[field].as_str().unwrap_or_default().to_owned();
    let mut identifier = format!(
        "{{\"manager\":{},\"operation\":{}",
        json!(text("manager")),
        json!(text("operation"))
    );
    if entry["operation"] != "Apply" && !text("apiVersion").is_empty() {
        identifier.push_str(&format!(",\"apiVersion\":{}", json!(text("apiVersion"))));
    }
    if !text("subresource").is_empty() {
        identifier.push_str(&format!(",\"subresource\":{}", json!(text("subresource"))));
    }
    identifier.push('}');
    identifier
}

/// Adds to `obj` what of the kind's zero value it lacks: a built-in object goes through its
/// Go type, so it comes back with every field that is not `omitempty` (a Deployment's
/// `status: {}`, its pod template's `metadata: {creationTimestamp: null}`, a ClusterRole's
/// `rules: null`). The object's own metadata is the server's to fill in.
fn fill_zero(obj: &mut Value, zero: &Value) {
    fn fill(obj: &mut Value, zero: &Value) {
        let (Some(obj), Some(zero)) = (obj.as_object_mut(), zero.as_object()) else {
            return;
        };
        for (key, zero) in zero {
            match obj.get_mut(key) {
                Some(existing) => fill(existing, zero),
                None => {
                    obj.insert(key.clone(), zero.clone());
                }
            }
        }
    }
    let mut zero = zero.clone();
    if let Some(map) = zero.as_object_mut() {
        map.remove("metadata");
    }
    fill(obj, &zero);
}

/// The object the API server compares a create with (`scope.Creater.New`): the kind's Go zero
/// value as the unstructured converter writes it, so a struct field without `omitempty` or a
/// struct value is there (`spec` of a Deployment, a RoleBinding's `roleRef`), while
/// `omitempty` fields, pointers and maps are not. A field the zero value lacks is new, and a
/// new field with fields below it is owned itself too (`.` in FieldsV1): a ConfigMap's
/// `data`, a custom resource's `spec`, not a Deployment's `spec`. A custom resource's zero
/// value is an empty object.
fn zero_value(def: &KindDef) -> Value {
    let meta = json!({"creationTimestamp": null});
    if def.custom {
        return json!({});
    }
    match (def.group.as_str(), def.kind.as_str()) {
        ("", "Namespace") => json!({"metadata": meta, "spec": {}, "status": {}}),
        ("", "Service") => json!({"metadata": meta, "spec": {}, "status": {"loadBalancer": {}}}),
        ("", "ResourceQuota") => json!({"metadata": meta, "spec": {}, "status": {}}),
        ("", "Pod") => json!({"metadata": meta, "spec": {"containers": null}, "status": {}}),
        ("apps", "Deployment") => json!({"metadata": meta, "spec": {
            "selector": null,
            "template": {"metadata": {"creationTimestamp": null}, "spec": {"containers": null}},
            "strategy": {}}, "status": {}}),
        ("rbac.authorization.k8s.io", "RoleBinding" | "ClusterRoleBinding") => json!({
            "metadata": meta, "roleRef": {"apiGroup": "", "kind": "", "name": ""}}),
        ("rbac.authorization.k8s.io", "Role" | "ClusterRole") => {
            json!({"metadata": meta, "rules": null})
        }
        ("networking.k8s.io", "NetworkPolicy") => {
            json!({"metadata": meta, "spec": {"podSelector": {}}})
        }
        ("apiextensions.k8s.io", "CustomResourceDefinition") => json!({"metadata": meta,
            "spec": {"group": "", "names": {"plural": "", "kind": ""}, "scope": "",
                     "versions": null},
            "status": {"conditions": null, "acceptedNames": {"plural": "", "kind": ""},
                       "storedVersions": null}}),
        // Every field `omitempty`.
        ("", "ConfigMap" | "Secret" | "ServiceAccount") => json!({"metadata": meta}),
        // The other workloads and policies: a `spec` and a `status` struct.
        _ => json!({"metadata": meta, "spec": {}, "status": {}}),
    }
}

/// Records `manager`'s write in managedFields. An apply owns the fields it applied. An update
/// (structured-merge-diff's `Updater.Update`) owns what it owned before and what it changed
/// from `current` (a create: from the kind's zero value), and takes that from every other
/// manager; what the write removed leaves every manager, and a manager left with nothing is
/// dropped. What the scope ignores is nobody's change. The entries are kept in the API
/// server's order (`sortEncodedManagedFields`): applies first, then by time, manager, API
/// version and subresource.
fn set_managed_fields(
    obj: &mut Value,
    manager: &Manager<'_>,
    def: &KindDef,
    current: Option<&Value>,
    scope: ssa::Scope,
) {
    let (operation, fields) = (manager.operation, manager.fields);
    let manager = manager.name;
    let api_version = def.api_version();
    let subresource = scope.subresource();
    let mut entries: Vec<Value> = obj
        .pointer("/metadata/managedFields")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let is_own = |e: &Value| is_entry_of(e, manager, operation, &api_version, subresource);
    let fields = if operation == "Apply" {
        fields.clone()
    } else {
        let shape = ssa::Shape::root(&def.kind, def.schema.as_ref());
        let zero = zero_value(def);
        let changed: Vec<ssa::FieldPath> = ssa::changed(current.unwrap_or(&zero), obj, &shape)
            .into_iter()
            .filter(|path| !ssa::is_server_owned(path) && !scope.ignores(path))
            .collect();
        let mut owned: Vec<ssa::FieldPath> = entries
            .iter()
            .find(|e| is_own(e))
            .map(|e| ssa::members(&ssa::without(&e["fieldsV1"], &[], obj, &shape)))
            .unwrap_or_default();
        for path in &changed {
            if !owned.contains(path) {
                owned.push(path.clone());
            }
        }
        entries = entries
            .into_iter()
            .filter_map(|mut entry| {
                if is_own(&entry) {
                    return Some(entry);
                }
                let kept = ssa::without(&entry["fieldsV1"], &changed, obj, &shape);
                if kept.as_object().is_none_or(serde_json::Map::is_empty) {
                    return None;
                }
                entry["fieldsV1"] = kept;
                Some(entry)
            })
            .collect();
        if owned.is_empty() {
            entries.retain(|e| !is_own(e));
            store_entries(obj, entries);
            return;
        }
        ssa::to_fields(&owned)
    };
    let existing = entries.iter().position(is_own);
    let unchanged = existing.is_some_and(|i| entries[i]["fieldsV1"] == fields);
    if unchanged {
        store_entries(obj, entries);
        return;
    }
    let mut entry = json!({
        "manager": manager,
        "operation": operation,
        "apiVersion": api_version,
        "time": now(),
        "fieldsType": "FieldsV1",
        "fieldsV1": fields,
    });
    if let Some(subresource) = subresource {
        entry["subresource"] = json!(subresource);
    }
    match existing {
        Some(i) => entries[i] = entry,
        None => entries.push(entry),
    }
    store_entries(obj, entries);
}

/// Sets managedFields to `entries` in the API server's order, or drops it when empty.
fn store_entries(obj: &mut Value, mut entries: Vec<Value>) {
    if entries.is_empty() {
        if let Some(metadata) = obj["metadata"].as_object_mut() {
            metadata.remove("managedFields");
        }
        return;
    }
    let text = |entry: &Value, field: &str| entry[field].as_str().unwrap_or_default().to_owned();
    entries.sort_by_key(|entry| {
        ["operation", "time", "manager", "apiVersion", "subresource"].map(|f| text(entry, f))
    });
    obj["metadata"]["managedFields"] = Value::Array(entries);
}

fn comparable(obj: &Value) -> Value {
    let mut obj = obj.clone();
    if let Some(meta) = obj["metadata"].as_object_mut() {
        meta.remove("resourceVersion");
        meta.remove("generation");
        if let Some(Value::Array(entries)) = meta.get_mut("managedFields") {
            for entry in entries {
                if let Some(e) = entry.as_object_mut() {
                    e.remove("time");
                }
            }
        }
    }
    obj
}

fn spec_of(obj: &Value) -> Value {
    let mut obj = obj.clone();
    if let Some(map) = obj.as_object_mut() {
        map.remove("metadata");
        map.remove("status");
    }
    obj
}

// ----- controllers -----

fn condition(kind: &str, status: &str, reason: &str, message: &str, generation: &Value) -> Value {
    json!({
        "type": kind,
        "status": status,
        "observedGeneration": generation,
        "lastTransitionTime": now(),
        "reason": reason,
        "message": message,
    })
}

/// The conditions a controller reports with `ready`: a failure it will not retry on its own
/// also makes the object Stalled, which is what kstatus (and so flux's waits) reads as failed.
fn with_stalled(ready: Value) -> Value {
    if ready["status"] == "False" {
        let mut stalled = ready.clone();
        stalled["type"] = json!("Stalled");
        stalled["status"] = json!("True");
        return json!([ready, stalled]);
    }
    json!([ready])
}

/// Sets `status` on the stored object if the object is still the one the controller looked at
/// (same generation) and the status really changes; lastTransitionTime alone does not count.
fn update_status(state: &Arc<Mutex<State>>, key: &Key, seen_generation: &Value, status: Value) {
    let mut guard = state.lock().unwrap();
    let Some(current) = guard.objects.get(key).cloned() else {
        return;
    };
    if &current["metadata"]["generation"] != seen_generation {
        return;
    }
    let strip = |mut s: Value| {
        if let Some(list) = s.get_mut("conditions").and_then(Value::as_array_mut) {
            for c in list {
                if let Some(c) = c.as_object_mut() {
                    c.remove("lastTransitionTime");
                }
            }
        }
        s
    };
    if strip(current.get("status").cloned().unwrap_or(Value::Null)) == strip(status.clone()) {
        return;
    }
    let mut next = current;
    next["status"] = status;
    let rv = guard.next_resource_version();
    next["metadata"]["resourceVersion"] = json!(rv);
    guard.put(key.clone(), next);
}

/// Plays the controller of the object at `key`, if it has one.
fn reconcile(state: &Arc<Mutex<State>>, key: &Key) {
    let Some(obj) = state.lock().unwrap().objects.get(key).cloned() else {
        return;
    };
    if obj.pointer("/metadata/deletionTimestamp").is_some() {
        return;
    }
    let generation = obj["metadata"]["generation"].clone();
    let failure = {
        let guard = state.lock().unwrap();
        let kind = obj["kind"].as_str().unwrap_or_default().to_owned();
        if guard.stopped.contains(&kind) {
            return;
        }
        guard
            .failures
            .get(&(kind, key.2.clone(), key.3.clone()))
            .cloned()
    };
    match (key.0.as_str(), key.1.as_str()) {
        ("", "namespaces") => update_status(state, key, &generation, json!({"phase": "Active"})),
        ("apiextensions.k8s.io", "customresourcedefinitions") => {
            // The API server only ever adds to the stored versions; `migrate` removes them.
            let mut stored: Vec<Value> = obj
                .pointer("/status/storedVersions")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            for version in obj["spec"]["versions"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|v| v["storage"] == true)
            {
                if !stored.contains(&version["name"]) {
                    stored.push(version["name"].clone());
                }
            }
            let status = json!({
                "acceptedNames": obj["spec"]["names"],
                "conditions": [
                    condition("NamesAccepted", "True", "NoConflicts", "no conflicts found", &generation),
                    condition("Established", "True", "InitialNamesAccepted", "the initial names have been accepted", &generation),
                ],
                "storedVersions": stored,
            });
            update_status(state, key, &generation, status);
        }
        ("apps", "deployments") => {
            let replicas = obj
                .pointer("/spec/replicas")
                .and_then(Value::as_i64)
                .unwrap_or(1);
            let status = match failure {
                Some((reason, message)) => json!({
                    "observedGeneration": generation,
                    "replicas": replicas, "updatedReplicas": replicas, "unavailableReplicas": replicas,
                    "conditions": [
                        condition("Available", "False", "MinimumReplicasUnavailable", "Deployment does not have minimum availability.", &generation),
                        condition("Progressing", "False", "ProgressDeadlineExceeded", &format!("{reason}: {message}"), &generation),
                    ],
                }),
                None => json!({
                    "observedGeneration": generation,
                    "replicas": replicas, "updatedReplicas": replicas,
                    "readyReplicas": replicas, "availableReplicas": replicas,
                    "conditions": [
                        condition("Available", "True", "MinimumReplicasAvailable", "Deployment has minimum availability.", &generation),
                        condition("Progressing", "True", "NewReplicaSetAvailable", "ReplicaSet has successfully progressed.", &generation),
                    ],
                }),
            };
            update_status(state, key, &generation, status);
        }
        // Suspended objects are left alone, as the Flux controllers do.
        (group, _)
            if group.ends_with(".fluxcd.io")
                && obj.pointer("/spec/suspend").and_then(Value::as_bool) == Some(true) => {}
        ("source.toolkit.fluxcd.io", "gitrepositories") => {
            reconcile_git_repository(state, key, &obj, failure);
        }
        ("kustomize.toolkit.fluxcd.io", "kustomizations") => {
            reconcile_kustomization(state, key, &obj, failure);
        }
        ("notification.toolkit.fluxcd.io", "receivers") => {
            reconcile_receiver(state, key, &obj, failure);
        }
        ("image.toolkit.fluxcd.io", "imagerepositories") => {
            let result = json!({"lastScanResult": {"tagCount": 3, "scanTime": now()}});
            reconcile_image(
                state,
                key,
                &obj,
                failure,
                result,
                "successful scan: found 3 tags",
            );
        }
        ("source.toolkit.fluxcd.io", "buckets") => {
            // source-controller's Bucket revision is the digest of the object index; the spec
            // stands in for the listing here.
            let digest: String = <sha2::Sha256 as sha2::Digest>::digest(obj["spec"].to_string())
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            let revision = format!("sha256:{digest}");
            let result = json!({"artifact": {
                "path": format!("bucket/{}/{}/latest.tar.gz", key.2, key.3),
                "revision": revision, "lastUpdateTime": now(),
            }});
            let message = format!("stored artifact: revision '{revision}'");
            reconcile_image(state, key, &obj, failure, result, &message);
        }
        ("source.toolkit.fluxcd.io", "ocirepositories") => {
            // source-controller's OCIRepository revision is `<tag>@<manifest digest>`; the
            // digest of the spec stands in for the manifest's here.
            let digest: String = <sha2::Sha256 as sha2::Digest>::digest(obj["spec"].to_string())
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            let tag = obj
                .pointer("/spec/ref/tag")
                .and_then(Value::as_str)
                .unwrap_or("latest");
            let revision = format!("{tag}@sha256:{digest}");
            let result = json!({"artifact": {
                "path": format!("ocirepository/{}/{}/{digest}.tar.gz", key.2, key.3),
                "revision": revision, "lastUpdateTime": now(),
            }});
            let message = format!("stored artifact for digest 'sha256:{digest}'");
            reconcile_image(state, key, &obj, failure, result, &message);
        }
        ("image.toolkit.fluxcd.io", "imagepolicies") => {
            // The latest tag of a repository that always holds 1.0.0, 1.1.0 and 1.2.0.
            let repository = obj
                .pointer("/spec/imageRepositoryRef/name")
                .and_then(Value::as_str)
                .unwrap_or_default();
            let image = {
                let guard = state.lock().unwrap();
                guard
                    .objects
                    .values()
                    .find(|o| {
                        o["kind"] == "ImageRepository"
                            && o["metadata"]["name"] == repository
                            && o["metadata"]["namespace"] == key.2.as_str()
                    })
                    .and_then(|o| {
                        o.pointer("/spec/image")
                            .and_then(Value::as_str)
                            .map(str::to_owned)
                    })
            };
            let image = image.unwrap_or_else(|| repository.to_owned());
            let result = json!({"latestRef": {"name": image, "tag": "1.2.0"}});
            let message = format!("Latest image tag for {image} resolved to 1.2.0");
            reconcile_image(state, key, &obj, failure, result, &message);
        }
        ("image.toolkit.fluxcd.io", "imageupdateautomations") => {
            let result = json!({"lastAutomationRunTime": now()});
            reconcile_image(state, key, &obj, failure, result, "repository up-to-date");
        }
        _ => {}
    }
}

/// notification-controller's Receiver: the webhook path is `/hook/` and the SHA-256 of the
/// token (the `token` key of the referenced Secret), the name and the namespace.
fn reconcile_receiver(
    state: &Arc<Mutex<State>>,
    key: &Key,
    obj: &Value,
    failure: Option<(String, String)>,
) {
    use sha2::Digest as _;
    if !needs_reconcile(obj) && failure.is_none() {
        return;
    }
    let generation = obj["metadata"]["generation"].clone();
    let secret_name = obj
        .pointer("/spec/secretRef/name")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let secret_key: Key = (
        String::new(),
        "secrets".into(),
        key.2.clone(),
        secret_name.into(),
    );
    let token = state
        .lock()
        .unwrap()
        .objects
        .get(&secret_key)
        .and_then(|secret| {
            secret
                .pointer("/data/token")
                .and_then(Value::as_str)
                .map(str::to_owned)
        })
        .and_then(|token| STANDARD.decode(token).ok());
    let mut status = obj.get("status").cloned().unwrap_or_else(|| json!({}));
    status["observedGeneration"] = generation.clone();
    if let Some(requested) = requested_at(obj) {
        status["lastHandledReconcileAt"] = json!(requested);
    }
    let ready = match (failure, token) {
        (Some((reason, message)), _) => condition("Ready", "False", &reason, &message, &generation),
        (None, None) => condition(
            "Ready",
            "False",
            "TokenNotFound",
            &format!("unable to read token from secret '{}/{secret_name}'", key.2),
            &generation,
        ),
        (None, Some(token)) => {
            let mut hasher = sha2::Sha256::new();
            hasher.update(&token);
            hasher.update(key.3.as_bytes());
            hasher.update(key.2.as_bytes());
            let digest: String = hasher
                .finalize()
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            let path = format!("/hook/{digest}");
            status["webhookPath"] = json!(path);
            condition(
                "Ready",
                "True",
                "Succeeded",
                &format!("Receiver initialized for path: {path}"),
                &generation,
            )
        }
    };
    status["conditions"] = with_stalled(ready);
    update_status(state, key, &generation, status);
}

fn requested_at(obj: &Value) -> Option<String> {
    obj.pointer("/metadata/annotations")
        .and_then(|a| a.get("reconcile.fluxcd.io/requestedAt"))
        .and_then(Value::as_str)
        .map(str::to_owned)
}

fn ready_status(obj: &Value) -> Option<String> {
    obj.pointer("/status/conditions")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .find(|c| c["type"] == "Ready")
        .and_then(|c| c["status"].as_str())
        .map(str::to_owned)
}

/// Whether the controller has work: a new generation, a reconcile request not handled yet, or
/// no successful result so far.
fn needs_reconcile(obj: &Value) -> bool {
    obj.pointer("/status/observedGeneration") != obj.pointer("/metadata/generation")
        || requested_at(obj).as_deref()
            != obj
                .pointer("/status/lastHandledReconcileAt")
                .and_then(Value::as_str)
        || ready_status(obj).as_deref() != Some("True")
}

/// The image controllers, reduced to what their status reports: `result` merged into the
/// status with Ready=True and `message`, or the injected failure.
fn reconcile_image(
    state: &Arc<Mutex<State>>,
    key: &Key,
    obj: &Value,
    failure: Option<(String, String)>,
    result: Value,
    message: &str,
) {
    if !needs_reconcile(obj) && failure.is_none() {
        return;
    }
    let generation = obj["metadata"]["generation"].clone();
    let mut status = obj.get("status").cloned().unwrap_or_else(|| json!({}));
    status["observedGeneration"] = generation.clone();
    if let Some(requested) = requested_at(obj) {
        status["lastHandledReconcileAt"] = json!(requested);
    }
    let ready = match failure {
        Some((reason, failed)) => condition("Ready", "False", &reason, &failed, &generation),
        None => {
            for (field, value) in result.as_object().into_iter().flatten() {
                status[field] = value.clone();
            }
            condition("Ready", "True", "Succeeded", message, &generation)
        }
    };
    status["conditions"] = with_stalled(ready);
    update_status(state, key, &generation, status);
}

fn reconcile_git_repository(
    state: &Arc<Mutex<State>>,
    key: &Key,
    obj: &Value,
    failure: Option<(String, String)>,
) {
    if !needs_reconcile(obj) && failure.is_none() {
        return;
    }
    let generation = obj["metadata"]["generation"].clone();
    let mut status = obj.get("status").cloned().unwrap_or_else(|| json!({}));
    status["observedGeneration"] = generation.clone();
    if let Some(requested) = requested_at(obj) {
        status["lastHandledReconcileAt"] = json!(requested);
    }
    let ready = match failure {
        Some((reason, message)) => condition("Ready", "False", &reason, &message, &generation),
        None => {
            let url = obj
                .pointer("/spec/url")
                .and_then(Value::as_str)
                .unwrap_or_default();
            let url = {
                let guard = state.lock().unwrap();
                guard
                    .ssh_user_aliases
                    .iter()
                    .find_map(|(alias, user)| {
                        url.strip_prefix(&format!("ssh://{alias}@"))
                            .map(|rest| format!("ssh://{user}@{rest}"))
                    })
                    .unwrap_or_else(|| url.to_owned())
            };
            let url = url.as_str();
            let branch = obj
                .pointer("/spec/ref/branch")
                .and_then(Value::as_str)
                .unwrap_or("master");
            let secret = obj
                .pointer("/spec/secretRef/name")
                .and_then(Value::as_str)
                .map(|name| {
                    let guard = state.lock().unwrap();
                    let key = (
                        String::new(),
                        "secrets".to_owned(),
                        key.2.clone(),
                        name.to_owned(),
                    );
                    guard.objects.get(&key).map(secret_data)
                });
            match secret {
                Some(None) => condition(
                    "Ready",
                    "False",
                    "AuthenticationFailed",
                    &format!(
                        "failed to get secret '{}/{}': secrets \"{}\" not found",
                        key.2,
                        obj["spec"]["secretRef"]["name"]
                            .as_str()
                            .unwrap_or_default(),
                        obj["spec"]["secretRef"]["name"]
                            .as_str()
                            .unwrap_or_default()
                    ),
                    &generation,
                ),
                secret => {
                    let data = secret.flatten().unwrap_or_default();
                    let data = if obj.pointer("/spec/provider").and_then(Value::as_str)
                        == Some("github")
                    {
                        github_app_login(data)
                    } else {
                        Ok(data)
                    };
                    match data.and_then(|data| resolve_branch(url, branch, &data)) {
                        Ok(sha) => {
                            let legacy = state.lock().unwrap().legacy_revisions;
                            let revision = if legacy {
                                format!("{branch}/{sha}")
                            } else {
                                format!("{branch}@sha1:{sha}")
                            };
                            status["artifact"] = json!({
                                "revision": revision,
                                "digest": format!("sha256:{}", "0".repeat(64)),
                                "path": format!("gitrepository/{}/{}/{sha}.tar.gz", key.2, key.3),
                                "url": format!("http://source-controller.{}.svc.cluster.local./gitrepository/{}/{}/{sha}.tar.gz", key.2, key.2, key.3),
                                "lastUpdateTime": now(),
                            });
                            condition(
                                "Ready",
                                "True",
                                "Succeeded",
                                &format!("stored artifact for revision '{revision}'"),
                                &generation,
                            )
                        }
                        Err(message) => condition(
                            "Ready",
                            "False",
                            "GitOperationFailed",
                            &format!(
                                "failed to checkout and determine revision: unable to list remote for '{url}': {message}"
                            ),
                            &generation,
                        ),
                    }
                }
            }
        }
    };
    status["conditions"] = with_stalled(ready);
    update_status(state, key, &generation, status);
    // Kustomizations of this source follow it.
    let dependants: Vec<Key> = {
        let guard = state.lock().unwrap();
        guard
            .objects
            .iter()
            .filter(|(k, o)| {
                k.0 == "kustomize.toolkit.fluxcd.io"
                    && o.pointer("/spec/sourceRef/kind").and_then(Value::as_str)
                        == Some("GitRepository")
                    && o.pointer("/spec/sourceRef/name").and_then(Value::as_str) == Some(&key.3)
                    && o.pointer("/spec/sourceRef/namespace")
                        .and_then(Value::as_str)
                        .unwrap_or(&k.2)
                        == key.2
            })
            .map(|(k, _)| k.clone())
            .collect()
    };
    for dependant in dependants {
        reconcile(state, &dependant);
    }
}

fn reconcile_kustomization(
    state: &Arc<Mutex<State>>,
    key: &Key,
    obj: &Value,
    failure: Option<(String, String)>,
) {
    let source_ns = obj
        .pointer("/spec/sourceRef/namespace")
        .and_then(Value::as_str)
        .unwrap_or(&key.2)
        .to_owned();
    let source_name = obj
        .pointer("/spec/sourceRef/name")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    let source_revision = {
        let guard = state.lock().unwrap();
        let source_key = (
            "source.toolkit.fluxcd.io".to_owned(),
            "gitrepositories".to_owned(),
            source_ns,
            source_name,
        );
        guard
            .objects
            .get(&source_key)
            .and_then(|s| s.pointer("/status/artifact/revision"))
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    let moved = source_revision.is_some()
        && source_revision.as_deref()
            != obj
                .pointer("/status/lastAttemptedRevision")
                .and_then(Value::as_str);
    if !needs_reconcile(obj) && !moved && failure.is_none() {
        return;
    }
    let generation = obj["metadata"]["generation"].clone();
    let mut status = obj.get("status").cloned().unwrap_or_else(|| json!({}));
    status["observedGeneration"] = generation.clone();
    if let Some(requested) = requested_at(obj) {
        status["lastHandledReconcileAt"] = json!(requested);
    }
    let ready = match (source_revision, failure) {
        (None, _) => condition(
            "Ready",
            "Unknown",
            "Progressing",
            "Reconciliation in progress: waiting for the source artifact",
            &generation,
        ),
        (Some(revision), Some((reason, message))) => {
            status["lastAttemptedRevision"] = json!(revision);
            condition("Ready", "False", &reason, &message, &generation)
        }
        (Some(revision), None) => {
            status["lastAttemptedRevision"] = json!(revision);
            status["lastAppliedRevision"] = json!(revision);
            condition(
                "Ready",
                "True",
                "ReconciliationSucceeded",
                &format!("Applied revision: {revision}"),
                &generation,
            )
        }
    };
    status["conditions"] = with_stalled(ready);
    update_status(state, key, &generation, status);
}

/// The API server stores a Secret's `stringData` base64-encoded into `data` and drops it.
fn fold_string_data(secret: &mut Value) {
    let Some(Value::Object(strings)) = secret.as_object_mut().and_then(|m| m.remove("stringData"))
    else {
        return;
    };
    if !secret.get("data").is_some_and(Value::is_object) {
        secret["data"] = json!({});
    }
    for (key, value) in strings {
        let text = value.as_str().unwrap_or_default();
        secret["data"][key] = json!(STANDARD.encode(text));
    }
}

/// A Secret's data, decoded (stringData too, as the API server would have merged it).
fn secret_data(secret: &Value) -> HashMap<String, String> {
    let mut data = HashMap::new();
    for (key, value) in secret
        .get("data")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
    {
        if let Some(bytes) = value.as_str().and_then(|v| STANDARD.decode(v).ok()) {
            data.insert(key.clone(), String::from_utf8_lossy(&bytes).into_owned());
        }
    }
    for (key, value) in secret
        .get("stringData")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
    {
        if let Some(text) = value.as_str() {
            data.insert(key.clone(), text.to_owned());
        }
    }
    data
}

/// What source-controller does for `provider: github`: the secret's GitHub App credentials are
/// exchanged for an installation token at `githubAppBaseURL`, which then authenticates as
/// `x-access-token`.
fn github_app_login(
    mut secret: HashMap<String, String>,
) -> Result<HashMap<String, String>, String> {
    use fluxr::provider::github_app::{self, AppCredentials, ExchangeOptions};
    let field = |name: &str| secret.get(name).cloned().filter(|value| !value.is_empty());
    let app_id = field("githubAppID").ok_or("secret has no githubAppID")?;
    let private_key_pem =
        field("githubAppPrivateKey").ok_or("secret has no githubAppPrivateKey")?;
    let api_url =
        field("githubAppBaseURL").ok_or("the fake reaches no GitHub without githubAppBaseURL")?;
    let credentials = AppCredentials {
        app_id,
        installation_id: field("githubAppInstallationID"),
        installation_owner: field("githubAppInstallationOwner"),
        private_key_pem,
    };
    let options = ExchangeOptions {
        domain: api_url.clone(),
        api_url,
        deadline: Instant::now() + Duration::from_secs(20),
        first_backoff: Duration::from_millis(50),
        ca_pem: None,
    };
    let token =
        github_app::installation_token(&credentials, &options, &fluxr::ui::Ui { quiet: true })
            .map_err(|err| err.to_string())?;
    secret.insert("username".into(), github_app::ACCESS_TOKEN_USERNAME.into());
    secret.insert("password".into(), token.token);
    Ok(secret)
}

/// The commit at the head of `branch` of `url`, read with libgit2 using the credentials a
/// Flux source secret holds (ssh identity and known_hosts, username/password, bearerToken).
fn resolve_branch(
    url: &str,
    branch: &str,
    secret: &HashMap<String, String>,
) -> Result<String, String> {
    let reference = format!("refs/heads/{branch}");
    let mut callbacks = git2::RemoteCallbacks::new();
    let mut attempts = 0;
    let identity = secret.get("identity").cloned();
    let passphrase = secret.get("password").cloned();
    let username = secret.get("username").cloned();
    let password = secret.get("password").cloned();
    callbacks.credentials(move |_url, user_from_url, allowed| {
        attempts += 1;
        if attempts > 3 {
            return Err(git2::Error::from_str("authentication failed"));
        }
        if allowed.contains(git2::CredentialType::SSH_KEY)
            && let Some(identity) = &identity
        {
            return git2::Cred::ssh_key_from_memory(
                user_from_url.unwrap_or("git"),
                None,
                identity,
                passphrase.as_deref().filter(|p| !p.is_empty()),
            );
        }
        if allowed.contains(git2::CredentialType::USER_PASS_PLAINTEXT)
            && let (Some(user), Some(password)) = (&username, &password)
        {
            return git2::Cred::userpass_plaintext(user, password);
        }
        Err(git2::Error::from_str(
            "no credentials for this transport in the secret",
        ))
    });
    let known_hosts = secret.get("known_hosts").cloned();
    let ca = secret.get("ca.crt").cloned();
    let ssh_port: u16 = url
        .strip_prefix("ssh://")
        .and_then(|rest| rest.split('/').next())
        .and_then(|authority| {
            authority
                .rsplit_once('@')
                .map_or(Some(authority), |(_, h)| Some(h))
        })
        .and_then(|host| host.rsplit_once(':'))
        .and_then(|(_, port)| port.parse().ok())
        .unwrap_or(22);
    callbacks.certificate_check(move |cert, host| {
        if let (Some(x509), Some(ca)) = (cert.as_x509(), &ca) {
            // source-controller trusts the secret's ca.crt for HTTPS.
            return fluxr::git::verify_with_ca(x509.data(), ca.as_bytes(), host)
                .map(|()| git2::CertificateCheckStatus::CertificateOk)
                .map_err(|reason| git2::Error::from_str(&reason));
        }
        let Some(hostkey) = cert.as_hostkey().and_then(|h| h.hostkey()) else {
            return Ok(git2::CertificateCheckStatus::CertificatePassthrough);
        };
        // Like source-controller, a key counts only on a line naming this host and port.
        let pattern = if ssh_port == 22 {
            host.to_owned()
        } else {
            format!("[{host}]:{ssh_port}")
        };
        let known = known_hosts
            .as_deref()
            .unwrap_or_default()
            .lines()
            .any(|line| {
                let mut fields = line.split_whitespace();
                let names_host = fields
                    .next()
                    .is_some_and(|hosts| hosts.split(',').any(|name| name == pattern));
                names_host
                    && fields
                        .nth(1)
                        .and_then(|key| STANDARD.decode(key).ok())
                        .is_some_and(|key| key == hostkey)
            });
        if known {
            Ok(git2::CertificateCheckStatus::CertificateOk)
        } else {
            Err(git2::Error::from_str("knownhosts: key is unknown"))
        }
    });
    if let Some(token) = secret.get("bearerToken") {
        // Bearer tokens travel as a header, which only fetches can add.
        let scratch = tempfile::tempdir().map_err(|e| e.to_string())?;
        let repo =
            git2::Repository::init_bare(scratch.path()).map_err(|e| e.message().to_owned())?;
        let mut remote = repo
            .remote_anonymous(url)
            .map_err(|e| e.message().to_owned())?;
        let header = format!("Authorization: Bearer {token}");
        let mut options = git2::FetchOptions::new();
        options.remote_callbacks(callbacks);
        options.custom_headers(&[&header]);
        remote
            .fetch(
                &[format!("+{reference}:{reference}")],
                Some(&mut options),
                None,
            )
            .map_err(|e| e.message().to_owned())?;
        let oid = repo
            .refname_to_id(&reference)
            .map_err(|e| e.message().to_owned())?;
        return Ok(oid.to_string());
    }
    let mut remote = git2::Remote::create_detached(url).map_err(|e| e.message().to_owned())?;
    let connection = remote
        .connect_auth(git2::Direction::Fetch, Some(callbacks), None)
        .map_err(|e| e.message().to_owned())?;
    let heads = connection.list().map_err(|e| e.message().to_owned())?;
    heads
        .iter()
        .find(|head| head.name() == reference)
        .map(|head| head.oid().to_string())
        .ok_or_else(|| format!("couldn't find remote ref \"{reference}\""))
}

/// Certificates for the HTTPS server, made fresh for each one.
mod tls {
    use openssl::asn1::Asn1Time;
    use openssl::bn::{BigNum, MsbOption};
    use openssl::hash::MessageDigest;
    use openssl::pkey::{PKey, Private};
    use openssl::rsa::Rsa;
    use openssl::ssl::{SslAcceptor, SslMethod, SslVerifyMode};
    use openssl::x509::extension::{BasicConstraints, SubjectAlternativeName};
    use openssl::x509::{X509, X509NameBuilder};

    use super::TlsFiles;

    fn key() -> PKey<Private> {
        PKey::from_rsa(Rsa::generate(2048).unwrap()).unwrap()
    }

    fn certificate(
        common_name: &str,
        key: &PKey<Private>,
        issuer: Option<(&X509, &PKey<Private>)>,
        server: bool,
    ) -> X509 {
        let mut name = X509NameBuilder::new().unwrap();
        name.append_entry_by_text("CN", common_name).unwrap();
        let name = name.build();
        let mut builder = X509::builder().unwrap();
        builder.set_version(2).unwrap();
        let mut serial = BigNum::new().unwrap();
        serial.rand(64, MsbOption::MAYBE_ZERO, false).unwrap();
        builder
            .set_serial_number(&serial.to_asn1_integer().unwrap())
            .unwrap();
        builder.set_subject_name(&name).unwrap();
        builder
            .set_not_before(&Asn1Time::days_from_now(0).unwrap())
            .unwrap();
        builder
            .set_not_after(&Asn1Time::days_from_now(2).unwrap())
            .unwrap();
        builder.set_pubkey(key).unwrap();
        match issuer {
            None => {
                builder.set_issuer_name(&name).unwrap();
                builder
                    .append_extension(BasicConstraints::new().critical().ca().build().unwrap())
                    .unwrap();
                builder.sign(key, MessageDigest::sha256()).unwrap();
            }
            Some((ca, ca_key)) => {
                builder.set_issuer_name(ca.subject_name()).unwrap();
                if server {
                    let san = SubjectAlternativeName::new()
                        .ip("127.0.0.1")
                        .dns("kubernetes.fake")
                        .build(&builder.x509v3_context(Some(ca), None))
                        .unwrap();
                    builder.append_extension(san).unwrap();
                }
                builder.sign(ca_key, MessageDigest::sha256()).unwrap();
            }
        }
        builder.build()
    }

    fn pem(certificate: &X509) -> String {
        String::from_utf8(certificate.to_pem().unwrap()).unwrap()
    }

    /// A CA, the server's certificate and a client certificate, all signed by the CA.
    pub fn generate() -> (TlsFiles, SslAcceptor) {
        let ca_key = key();
        let ca = certificate("fake-kube-ca", &ca_key, None, false);
        let server_key = key();
        let server = certificate("kubernetes.fake", &server_key, Some((&ca, &ca_key)), true);
        let client_key = key();
        let client = certificate("fluxr-admin", &client_key, Some((&ca, &ca_key)), false);
        let mut acceptor = SslAcceptor::mozilla_intermediate_v5(SslMethod::tls()).unwrap();
        acceptor.set_private_key(&server_key).unwrap();
        acceptor.set_certificate(&server).unwrap();
        acceptor.add_extra_chain_cert(ca.clone()).unwrap();
        acceptor.cert_store_mut().add_cert(ca.clone()).unwrap();
        // A client certificate is optional: tokens work too.
        acceptor.set_verify_callback(SslVerifyMode::PEER, |_, _| true);
        let files = TlsFiles {
            ca: pem(&ca),
            client_certificate: pem(&client),
            client_key: String::from_utf8(client_key.private_key_to_pem_pkcs8().unwrap()).unwrap(),
        };
        (files, acceptor.build())
    }
}
