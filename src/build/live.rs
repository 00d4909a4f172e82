//! The cluster side of `build` and `diff kustomization`: the Kustomization and its
//! `substituteFrom` sources read from the API server, and the comparison of a build with what
//! runs, through a server-side dry-run apply.
//!
//! A drifted object's fields are the rendered ones compared with the live object restricted to
//! the fields the build sets, so that defaults the API server fills in are not drift; whether an
//! object drifted at all is the dry-run apply's verdict.

use std::collections::HashSet;
use std::sync::Arc;

use base64::Engine as _;
use serde_json::{Map, Value};

use super::diff::{Action, Change, ObjectKey, Report, Section, diff_fields};
use super::{Engine, ObjectLookup, Options};
use crate::api::kustomize::API_VERSION as KUSTOMIZATION_API;
use crate::kube::{Cluster, KubeError, ObjectRef};
use crate::kustomize::fs::FileSystem;
use crate::kustomize::patch::CompiledSelector;
use crate::kustomize::types::Selector;

/// The field manager a diff applies as: kustomize-controller's, which owns what the
/// Kustomization applied, so that a field it no longer sets shows as removed (flux's diff
/// applies as the controller too).
const CONTROLLER_MANAGER: &str = "kustomize-controller";
/// The marker that keeps kustomize-controller (and its diff) away from an object.
const RECONCILE_KEY: &str = "kustomize.toolkit.fluxcd.io/reconcile";
/// An object the apply leaves alone (`ignore`) or creates only (`ifnotpresent`).
const SSA_KEY: &str = "kustomize.toolkit.fluxcd.io/ssa";
/// An object the apply may delete and recreate when an immutable field changes.
const FORCE_KEY: &str = "kustomize.toolkit.fluxcd.io/force";
const SOPS_MASK: &str = "**SOPS**";
/// The resource manager's masks of Secret values.
const MASK: &str = "***";
const MASK_BEFORE: &str = "*** (before)";
const MASK_AFTER: &str = "*** (after)";
/// What flux shows for every value of a SOPS Secret whose keys changed.
const SOPS_KEYS_MASK: &str = "*****";
/// Errors of a diff against the cluster.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// `namespace` is where it was looked for; the API server's message does not name it.
    #[error(
        "failed to get kustomization object: kustomizations.kustomize.toolkit.fluxcd.io \
         \"{name}\" not found"
    )]
    KustomizationNotFound { name: String, namespace: String },
    // flux's words (internal/build); the cause follows after ": " once, from the chain.
    #[error("failed to get kustomization object")]
    Get {
        #[source]
        source: KubeError,
    },
    /// `what`: `Kind/namespace/name dry-run failed (Reason)`, as flux words it; `message`: the
    /// server's.
    #[error("{what}: {message}")]
    DryRun {
        what: String,
        message: String,
        #[source]
        source: Box<KubeError>,
    },
    #[error("{message}")]
    IgnoreRules { message: String },
    #[error("{subject}: Kustomizations lead to each other too deeply to diff")]
    TooDeep { subject: String },
    #[error(transparent)]
    Build(#[from] super::Error),
}

/// Every error of a diff, reported together as Kubernetes aggregates errors: one alone as it
/// is, several (each message once) in brackets, comma-separated.
#[derive(Debug)]
pub struct Errors(pub Vec<Error>);

impl std::fmt::Display for Errors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut seen = Vec::new();
        for err in &self.0 {
            let message = err.to_string();
            if !seen.contains(&message) {
                seen.push(message);
            }
        }
        match seen.as_slice() {
            [one] => f.write_str(one),
            all => write!(f, "[{}]", all.join(", ")),
        }
    }
}

impl std::error::Error for Errors {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0
            .first()
            .map(|e| e as &(dyn std::error::Error + 'static))
    }
}

fn parenthesized(reason: &str) -> String {
    if reason.is_empty() {
        String::new()
    } else {
        format!(" ({reason})")
    }
}

/// The Flux Kustomization `namespace/name` as it is in the cluster, `None` when it is not.
pub fn kustomization(
    cluster: &Cluster,
    name: &str,
    namespace: &str,
) -> Result<Option<Value>, Error> {
    let r = ObjectRef::namespaced(KUSTOMIZATION_API, "Kustomization", namespace, name);
    cluster.get(&r).map_err(|source| Error::Get { source })
}

/// The cluster's Kustomization `namespace/name`; flux's error when there is none.
pub fn existing_kustomization(
    cluster: &Cluster,
    name: &str,
    namespace: &str,
) -> Result<Value, Error> {
    kustomization(cluster, name, namespace)?.ok_or_else(|| Error::KustomizationNotFound {
        name: name.to_owned(),
        namespace: namespace.to_owned(),
    })
}

/// The Kustomization a diff compares against: the cluster's (`live`), or `local` (read from
/// `--kustomization-file`) with the cluster's status, whose inventory tells what a prune
/// would delete. A `local` one missing from the cluster is an error unless `ignore_not_found`.
pub fn kustomization_for_diff(
    live: Option<Value>,
    local: Option<Value>,
    name: &str,
    namespace: &str,
    ignore_not_found: bool,
) -> Result<Value, Error> {
    let not_found = || Error::KustomizationNotFound {
        name: name.to_owned(),
        namespace: namespace.to_owned(),
    };
    let Some(mut local) = local else {
        return live.ok_or_else(not_found);
    };
    match live {
        Some(live) => {
            if let (Some(status), Some(map)) = (live.get("status"), local.as_object_mut()) {
                map.insert("status".to_owned(), status.clone());
            }
        }
        None if ignore_not_found => {}
        None => return Err(not_found()),
    }
    Ok(local)
}

/// `substituteFrom` sources read from the cluster.
#[derive(Debug, Clone)]
pub struct ClusterObjects(pub Arc<Cluster>);

impl ObjectLookup for ClusterObjects {
    fn get(&self, kind: &str, namespace: &str, name: &str) -> Result<Option<Value>, String> {
        // Without a namespace flux's client asks at `/api/v1/configmaps/NAME`, a path the API
        // server does not serve: always NotFound.
        if namespace.is_empty() {
            return Ok(None);
        }
        self.0
            .get(&ObjectRef::namespaced("v1", kind, namespace, name))
            .map_err(|err| err.to_string())
    }

    fn not_found(&self, resource: &str, namespace: &str, name: &str) -> String {
        if namespace.is_empty() {
            // The API server's words for a path it does not serve.
            "the server could not find the requested resource".to_owned()
        } else {
            format!("{resource} {name:?} not found")
        }
    }
}

fn is_flux_kustomization(obj: &Value) -> bool {
    obj.get("kind").and_then(Value::as_str) == Some("Kustomization")
        && obj
            .get("apiVersion")
            .and_then(Value::as_str)
            .is_some_and(|v| v.starts_with("kustomize.toolkit.fluxcd.io/"))
}

/// What `--recursive` needs to build the Kustomizations a build leads to: the files, the root's
/// options (`--local-sources` among them) and the engine.
pub struct Recursion<'a> {
    pub fs: &'a dyn FileSystem,
    pub opts: &'a Options,
    pub engine: &'a Engine<'a>,
}

/// A diff against the cluster: the report, and every error met on the way (the diff goes on
/// after one, so that all changes show).
pub struct Outcome {
    pub report: Report,
    pub errors: Vec<Error>,
}

/// Compares the build of `kustomization` (its `objects`) with the cluster, object by object,
/// then lists what its inventory holds that the build no longer renders when it prunes. With
/// `recursion`, each Kustomization the build holds that exists in the cluster is diffed in turn
/// as it runs there: its live spec, built from its local source.
pub fn diff_against_cluster(
    cluster: &Cluster,
    kustomization: &Value,
    objects: &[Value],
    recursion: Option<&Recursion<'_>>,
    on_progress: &dyn Fn(&str),
) -> Outcome {
    on_progress("running dry-run");
    let mut errors = Vec::new();
    let changes = diff_kustomization(
        cluster,
        kustomization,
        objects,
        recursion,
        on_progress,
        &mut errors,
        0,
    );
    let owner = (
        text(kustomization, "/metadata/namespace"),
        text(kustomization, "/metadata/name"),
    );
    Outcome {
        report: Report {
            sections: vec![Section { owner, changes }],
        },
        errors,
    }
}

fn text(obj: &Value, pointer: &str) -> String {
    obj.pointer(pointer)
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned()
}

/// How deep `--recursive` follows Kustomizations that lead to each other.
const MAX_DEPTH: usize = 64;

fn diff_kustomization(
    cluster: &Cluster,
    ks: &Value,
    objects: &[Value],
    recursion: Option<&Recursion<'_>>,
    on_progress: &dyn Fn(&str),
    errors: &mut Vec<Error>,
    depth: usize,
) -> Vec<Change> {
    let errors_before = errors.len();
    let ignore = IgnoreRules::of(ks);
    let mut changes = Vec::new();
    let mut inventory = HashSet::new();
    for obj in objects {
        let Some((change, id)) = diff_object(cluster, obj, &ignore, errors) else {
            continue;
        };
        inventory.insert(id);
        let created = change.as_ref().is_some_and(|c| c.action == Action::Created);
        changes.extend(change);
        let Some(recursion) = recursion else {
            continue;
        };
        let same = text(obj, "/metadata/name") == text(ks, "/metadata/name")
            && text(obj, "/metadata/namespace") == text(ks, "/metadata/namespace");
        if created || same || !is_flux_kustomization(obj) {
            continue;
        }
        let key = ObjectKey::of(obj);
        if obj.pointer("/spec/kubeConfig").is_some() {
            changes.push(Change {
                key,
                action: Action::Skipped("diff not supported for remote clusters".into()),
            });
            continue;
        }
        if depth >= MAX_DEPTH {
            errors.push(Error::TooDeep {
                subject: key.subject(),
            });
            continue;
        }
        on_progress(&format!("running dry-run in {}", key.name));
        match build_child(cluster, obj, recursion) {
            Ok((child_ks, child_objects)) => {
                let sub = diff_kustomization(
                    cluster,
                    &child_ks,
                    &child_objects,
                    Some(recursion),
                    on_progress,
                    errors,
                    depth + 1,
                );
                let report = Report {
                    sections: vec![Section {
                        owner: Default::default(),
                        changes: sub.clone(),
                    }],
                };
                if report.has_changes() {
                    changes.push(Change {
                        key,
                        action: Action::Nested(sub),
                    });
                }
            }
            Err(err) => errors.push(err),
        }
        on_progress("running dry-run");
    }
    on_progress("processing inventory");
    let prune = ks.pointer("/spec/prune").and_then(Value::as_bool) == Some(true);
    if prune && errors.len() == errors_before {
        let mut stale: Vec<ObjectKey> = ks
            .pointer("/status/inventory/entries")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|entry| entry.get("id").and_then(Value::as_str))
            .filter(|id| !inventory.contains(*id))
            .filter_map(parse_inventory_id)
            .collect();
        stale.sort_by(reconcile_order);
        stale.dedup();
        changes.extend(stale.into_iter().map(|key| Change {
            key,
            action: Action::Deleted,
        }));
    }
    changes
}

/// A Kustomization of the build, as `--recursive` diffs it: the one the cluster runs (read
/// again, its spec is what counts), built from the local checkout of its source at the path
/// the build gives it.
fn build_child(
    cluster: &Cluster,
    obj: &Value,
    recursion: &Recursion<'_>,
) -> Result<(Value, Vec<Value>), Error> {
    let name = text(obj, "/metadata/name");
    let namespace = text(obj, "/metadata/namespace");
    let (root, dir) = super::local_path(obj, &recursion.opts.local_sources)?;
    let live = existing_kustomization(cluster, &name, &namespace)?;
    let root = recursion.fs.canonicalize(&root).unwrap_or(root);
    let opts = Options {
        name,
        namespace,
        path: dir,
        recursive: false,
        source_root: Some(root),
        ..recursion.opts.clone()
    };
    let objects = super::build(recursion.fs, &live, &opts, recursion.engine)?;
    Ok((live, objects))
}

/// flux's order of objects (the resource manager's): kinds that others need first, webhook
/// configurations last, then by group, kind, namespace and name.
fn reconcile_order(a: &ObjectKey, b: &ObjectKey) -> std::cmp::Ordering {
    const FIRST: [&str; 23] = [
        "CustomResourceDefinition",
        "Namespace",
        "ClusterRole",
        "ClusterClass",
        "RuntimeClass",
        "PriorityClass",
        "StorageClass",
        "VolumeSnapshotClass",
        "IngressClass",
        "GatewayClass",
        "ClusterRoleBinding",
        "ResourceQuota",
        "ServiceAccount",
        "Role",
        "RoleBinding",
        "ConfigMap",
        "Secret",
        "Service",
        "LimitRange",
        "Deployment",
        "StatefulSet",
        "CronJob",
        "PodDisruptionBudget",
    ];
    const LAST: [&str; 2] = [
        "MutatingWebhookConfiguration",
        "ValidatingWebhookConfiguration",
    ];
    let rank = |kind: &str| -> i64 {
        if let Some(i) = FIRST.iter().position(|k| *k == kind) {
            i as i64 - FIRST.len() as i64
        } else if let Some(i) = LAST.iter().position(|k| *k == kind) {
            i as i64 + 1
        } else {
            0
        }
    };
    if (a.group.as_str(), a.kind.as_str()) != (b.group.as_str(), b.kind.as_str()) {
        return rank(&a.kind)
            .cmp(&rank(&b.kind))
            .then_with(|| a.group.cmp(&b.group))
            .then_with(|| a.kind.cmp(&b.kind));
    }
    a.namespace
        .cmp(&b.namespace)
        .then_with(|| a.name.cmp(&b.name))
}

/// One object, as flux's resource manager diffs it: skipped when excluded; otherwise a
/// server-side dry-run apply, whose result has no resourceVersion when the cluster lacks the
/// object (created), and otherwise is compared with the live object (drifted when they differ
/// outside the fields `spec.ignore` leaves alone). A drifted object's fields are the live
/// object against that result (what the server would store, defaults and normalized values
/// included). Returns the change (`None` when there is none) and the object's inventory id;
/// `None` after an error, which is kept in `errors`.
fn diff_object(
    cluster: &Cluster,
    obj: &Value,
    ignore: &Result<IgnoreRules, String>,
    errors: &mut Vec<Error>,
) -> Option<(Option<Change>, String)> {
    let desired = normalize_desired(obj);
    let key = ObjectKey::of(&desired);
    let id = inventory_id(&desired);
    // flux reads the live object without looking at the outcome: a failed read counts as an
    // object the cluster lacks, and the dry run decides.
    let live = ObjectRef::of(&desired)
        .ok()
        .and_then(|r| cluster.get(&r).ok().flatten());
    if skipped(&desired, live.as_ref()) {
        // flux names a skipped object and records it in the inventory as the cluster has it:
        // an object the cluster lacks is its bare kind (`Service/`), with no namespace or name.
        let (key, id) = match &live {
            Some(live) => (ObjectKey::of(live), inventory_id(live)),
            None => {
                let id = format!("__{}_{}", key.group, key.kind);
                let bare = ObjectKey {
                    namespace: String::new(),
                    name: String::new(),
                    ..key
                };
                (bare, id)
            }
        };
        let change = Change {
            key,
            action: Action::Skipped(String::new()),
        };
        return Some((Some(change), id));
    }
    let mut merged = match dry_run(cluster, &desired, &key) {
        Ok(merged) => merged,
        Err(source) if forced(&desired, live.as_ref(), &source) => {
            // The apply would delete and recreate the object.
            let change = Change {
                key,
                action: Action::Created,
            };
            return Some((Some(change), id));
        }
        Err(source) => {
            errors.push(dry_run_failed(&key, source));
            return None;
        }
    };
    let created = merged
        .pointer("/metadata/resourceVersion")
        .and_then(Value::as_str)
        .is_none_or(str::is_empty);
    if created {
        let change = Change {
            key,
            action: Action::Created,
        };
        return Some((Some(change), id));
    }
    // What flux compares with when the read failed: the bare type.
    let mut live = live.unwrap_or_else(
        || serde_json::json!({"apiVersion": desired.get("apiVersion"), "kind": desired.get("kind")}),
    );
    let rules = match ignore {
        Ok(rules) => rules.paths_for(&merged),
        Err(message) => {
            errors.push(Error::IgnoreRules {
                message: message.clone(),
            });
            return None;
        }
    };
    let drifted = if rules.is_empty() {
        has_drifted(&live, &merged)
    } else {
        let (mut live, mut merged) = (live.clone(), merged.clone());
        remove_paths(&mut live, &rules);
        remove_paths(&mut merged, &rules);
        has_drifted(&live, &merged)
    };
    if !drifted {
        return Some((None, id));
    }
    for object in [&mut live, &mut merged] {
        if let Some(meta) = object.get_mut("metadata").and_then(Value::as_object_mut) {
            meta.remove("managedFields");
        }
        remove_paths(object, &rules);
    }
    if key.kind == "Secret" && key.group.is_empty() {
        sanitize_data(&mut live, &mut merged);
        // Decrypted values are not known offline: a SOPS Secret drifts only when its keys
        // change, and then shows every value as the same mask.
        if is_sops_masked(&desired) {
            if data_keys(&live) == data_keys(&merged) {
                return Some((None, id));
            }
            mask_all(&mut live);
            mask_all(&mut merged);
        }
    }
    let fields = diff_fields(&live, &merged);
    let change = (!fields.is_empty()).then(|| Change {
        key,
        action: Action::Drifted(fields),
    });
    Some((change, id))
}

/// The server-side dry-run apply. A namespaced object without a namespace goes to no
/// namespace, as flux's client sends it, and the server answers 404 for that path.
fn dry_run(cluster: &Cluster, desired: &Value, key: &ObjectKey) -> Result<Value, KubeError> {
    if key.namespace.is_empty() {
        let api_version = desired
            .get("apiVersion")
            .and_then(Value::as_str)
            .unwrap_or_default();
        if cluster.is_namespaced(api_version, &key.kind)? == Some(true) {
            return Err(KubeError::NotFound {
                message: "the server could not find the requested resource".to_owned(),
            });
        }
    }
    cluster.dry_run_apply(desired, CONTROLLER_MANAGER)
}

/// flux's words for a failed dry run: the object, then why (the Status reason the server
/// gave, in parentheses) and the server's message; a missing namespace has words of its own.
fn dry_run_failed(key: &ObjectKey, source: KubeError) -> Error {
    let subject = key.subject();
    let what = match &source {
        KubeError::NotFound { .. } if key.namespace.is_empty() => {
            format!("{subject} namespace not specified")
        }
        KubeError::NotFound { .. } => format!("{subject} not found"),
        other => format!(
            "{subject} dry-run failed{}",
            parenthesized(&reason_of(other))
        ),
    };
    let message = match &source {
        KubeError::Forbidden { message }
        | KubeError::NotFound { message }
        | KubeError::Api { message, .. } => message.clone(),
        other => other.to_string(),
    };
    Error::DryRun {
        what,
        message,
        source: Box::new(source),
    }
}

/// A Kustomization's `spec.ignore`, compiled as flux's resource manager compiles it: rules are
/// keyed by their target, so of the rules without a target only the last one counts.
struct IgnoreRules {
    rules: Vec<(Option<CompiledSelector>, Vec<String>)>,
}

impl IgnoreRules {
    fn of(kustomization: &Value) -> Result<Self, String> {
        let mut rules = Vec::new();
        let mut untargeted: Option<Vec<String>> = None;
        let entries = kustomization
            .pointer("/spec/ignore")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        for entry in entries {
            let paths: Vec<String> = entry
                .get("paths")
                .and_then(Value::as_array)
                .map(|p| {
                    p.iter()
                        .filter_map(Value::as_str)
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default();
            let Some(target) = entry.get("target").filter(|t| t.is_object()) else {
                untargeted = Some(paths);
                continue;
            };
            let field = |name: &str| target.get(name).and_then(Value::as_str).map(str::to_owned);
            let selector = Selector {
                group: field("group"),
                version: field("version"),
                kind: field("kind"),
                name: field("name"),
                namespace: field("namespace"),
                label_selector: field("labelSelector"),
                annotation_selector: field("annotationSelector"),
            };
            let compiled = CompiledSelector::new(&selector)
                .map_err(|err| format!("failed to create ignore rule selector: {err}"))?;
            rules.push((Some(compiled), paths));
        }
        if let Some(paths) = untargeted {
            rules.push((None, paths));
        }
        Ok(Self { rules })
    }

    /// The JSON pointers to leave alone in `obj`, by the rules whose target selects it.
    fn paths_for(&self, obj: &Value) -> Vec<String> {
        self.rules
            .iter()
            .filter(|(selector, _)| selector.as_ref().is_none_or(|s| s.matches_object(obj)))
            .flat_map(|(_, paths)| paths.iter().cloned())
            .collect()
    }
}

/// Removes the fields at RFC 6901 `pointers`; a pointer to nothing (or to the whole document)
/// removes nothing, and a negative list index counts from the end.
fn remove_paths(obj: &mut Value, pointers: &[String]) {
    for pointer in pointers {
        let Some(rest) = pointer.strip_prefix('/') else {
            continue;
        };
        let tokens: Vec<String> = rest
            .split('/')
            .map(|t| t.replace("~1", "/").replace("~0", "~"))
            .collect();
        remove_at(obj, &tokens);
    }
}

fn remove_at(node: &mut Value, tokens: &[String]) {
    let Some((first, rest)) = tokens.split_first() else {
        return;
    };
    if rest.is_empty() {
        match node {
            Value::Object(map) => {
                map.remove(first.as_str());
            }
            Value::Array(items) => {
                if let Some(i) = list_index(first, items.len()) {
                    items.remove(i);
                }
            }
            _ => {}
        }
        return;
    }
    let child = match node {
        Value::Object(map) => map.get_mut(first.as_str()),
        Value::Array(items) => list_index(first, items.len()).and_then(|i| items.get_mut(i)),
        _ => None,
    };
    if let Some(child) = child {
        remove_at(child, rest);
    }
}

fn list_index(token: &str, len: usize) -> Option<usize> {
    let index: i64 = token.parse().ok()?;
    let index = if index < 0 { len as i64 + index } else { index };
    usize::try_from(index).ok().filter(|i| *i < len)
}

/// What flux's normalization does to a rendered object before it is applied: a Secret's
/// `stringData` moved into `data`, the TCP protocol written on Service and container ports
/// that name none, and no status.
fn normalize_desired(obj: &Value) -> Value {
    let mut obj = obj.clone();
    let Some(map) = obj.as_object_mut() else {
        return obj;
    };
    map.remove("status");
    let core = map.get("apiVersion").and_then(Value::as_str) == Some("v1");
    let kind = map
        .get("kind")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    match kind.as_str() {
        "Secret" if core => {
            if let Some(Value::Object(strings)) = map.remove("stringData") {
                let data = map
                    .entry("data")
                    .or_insert_with(|| Value::Object(Map::new()));
                if !data.is_object() {
                    *data = Value::Object(Map::new());
                }
                if let Some(data) = data.as_object_mut() {
                    for (key, value) in strings {
                        let text = value.as_str().unwrap_or_default();
                        let encoded = base64::engine::general_purpose::STANDARD.encode(text);
                        data.insert(key, Value::from(encoded));
                    }
                }
            }
        }
        "Service" if core => default_protocols(map.get_mut("spec"), "/ports"),
        "Pod" if core => default_container_protocols(map.get_mut("spec")),
        "Deployment" | "StatefulSet" | "DaemonSet" | "ReplicaSet" | "Job" => {
            default_container_protocols(
                map.get_mut("spec")
                    .and_then(|s| s.pointer_mut("/template/spec")),
            );
        }
        "CronJob" => default_container_protocols(
            map.get_mut("spec")
                .and_then(|s| s.pointer_mut("/jobTemplate/spec/template/spec")),
        ),
        _ => {}
    }
    obj
}

fn default_container_protocols(pod_spec: Option<&mut Value>) {
    let Some(containers) = pod_spec
        .and_then(|s| s.get_mut("containers"))
        .and_then(Value::as_array_mut)
    else {
        return;
    };
    for container in containers {
        default_protocols(Some(container), "/ports");
    }
}

fn default_protocols(holder: Option<&mut Value>, pointer: &str) {
    let Some(ports) = holder
        .and_then(|h| h.pointer_mut(pointer))
        .and_then(Value::as_array_mut)
    else {
        return;
    };
    for port in ports.iter_mut().filter_map(Value::as_object_mut) {
        if port
            .get("protocol")
            .and_then(Value::as_str)
            .is_none_or(str::is_empty)
        {
            port.insert("protocol".to_owned(), Value::from("TCP"));
        }
    }
}

/// Whether a label or annotation `key` has `value`, ignoring case as flux does.
fn metadata_has(obj: &Value, key: &str, value: &str) -> bool {
    ["labels", "annotations"].iter().any(|field| {
        obj.pointer(&format!("/metadata/{field}"))
            .and_then(|m| m.get(key))
            .and_then(Value::as_str)
            .is_some_and(|v| v.eq_ignore_ascii_case(value))
    })
}

/// flux's exclusions: reconciliation disabled or the apply ignored, on either side; an
/// if-not-present object that exists.
fn skipped(desired: &Value, live: Option<&Value>) -> bool {
    let excluded = |obj: &Value| {
        metadata_has(obj, RECONCILE_KEY, "disabled") || metadata_has(obj, SSA_KEY, "ignore")
    };
    excluded(desired)
        || live.is_some_and(excluded)
        || (live.is_some_and(|l| l.pointer("/metadata/uid").is_some())
            && metadata_has(desired, SSA_KEY, "ifnotpresent"))
}

/// Whether a failed dry run means the object would be recreated: an immutable field changed
/// and the object asks for force.
fn forced(desired: &Value, live: Option<&Value>, err: &KubeError) -> bool {
    let immutable = match err {
        KubeError::Api { code, message, .. } => {
            *code == 409 || *code == 422 || message.contains("immutable")
        }
        other => other.to_string().contains("immutable"),
    };
    immutable
        && (metadata_has(desired, FORCE_KEY, "enabled")
            || live.is_some_and(|live| metadata_has(live, FORCE_KEY, "enabled")))
}

/// The reason of the Status the API server answered with (none for an error that did not come
/// from the server).
fn reason_of(err: &KubeError) -> String {
    match err {
        KubeError::NotFound { .. } => "NotFound".to_owned(),
        KubeError::Forbidden { .. } => "Forbidden".to_owned(),
        KubeError::Unauthorized { .. } => "Unauthorized".to_owned(),
        KubeError::Api { reason, .. } => reason.clone(),
        _ => String::new(),
    }
}

/// flux's drift rule: labels or annotations differ, or anything outside metadata and status.
fn has_drifted(live: &Value, merged: &Value) -> bool {
    let meta = |obj: &Value, field: &str| {
        obj.pointer(&format!("/metadata/{field}"))
            .cloned()
            .filter(|m| m.as_object().is_some_and(|m| !m.is_empty()))
    };
    if meta(live, "labels") != meta(merged, "labels")
        || meta(live, "annotations") != meta(merged, "annotations")
    {
        return true;
    }
    let body = |obj: &Value| {
        let mut obj = obj.clone();
        if let Some(map) = obj.as_object_mut() {
            map.remove("metadata");
            map.remove("status");
        }
        obj
    };
    body(live) != body(merged)
}

/// flux's masking of a Secret's `data` (the resource manager's, not the offline diff's): a
/// value that changes shows as `*** (before)` / `*** (after)`, every other value as `***`.
fn sanitize_data(live: &mut Value, merged: &mut Value) {
    let old = live.get("data").and_then(Value::as_object).cloned();
    let new = merged.get("data").and_then(Value::as_object).cloned();
    if let (Some(Value::Object(map)), Some(other)) = (live.get_mut("data"), new.as_ref()) {
        for (key, value) in map.iter_mut() {
            let changed = other.get(key).is_some_and(|n| n != value);
            *value = Value::from(if changed { MASK_BEFORE } else { MASK });
        }
    } else if let Some(Value::Object(map)) = live.get_mut("data") {
        map.values_mut().for_each(|v| *v = Value::from(MASK));
    }
    if let Some(Value::Object(map)) = merged.get_mut("data") {
        for (key, value) in map.iter_mut() {
            let changed = old
                .as_ref()
                .and_then(|o| o.get(key))
                .is_some_and(|o| o != value);
            *value = Value::from(if changed { MASK_AFTER } else { MASK });
        }
    }
}

fn data_keys(secret: &Value) -> Vec<String> {
    let mut keys: Vec<String> = secret
        .get("data")
        .and_then(Value::as_object)
        .map(|m| m.keys().cloned().collect())
        .unwrap_or_default();
    keys.sort();
    keys
}

fn mask_all(secret: &mut Value) {
    if let Some(Value::Object(map)) = secret.get_mut("data") {
        map.values_mut()
            .for_each(|v| *v = Value::from(SOPS_KEYS_MASK));
    }
}

fn decoded(value: &Value) -> String {
    value
        .as_str()
        .and_then(|s| base64::engine::general_purpose::STANDARD.decode(s).ok())
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default()
}

/// Whether the build masked this Secret's values because SOPS encrypts them.
fn is_sops_masked(obj: &Value) -> bool {
    obj.get("data")
        .and_then(Value::as_object)
        .is_some_and(|m| m.values().any(|v| decoded(v).contains(SOPS_MASK)))
}

/// flux's inventory id: `namespace_name_group_kind`.
fn inventory_id(obj: &Value) -> String {
    let key = ObjectKey::of(obj);
    format!("{}_{}_{}_{}", key.namespace, key.name, key.group, key.kind)
}

fn parse_inventory_id(id: &str) -> Option<ObjectKey> {
    let mut parts = id.rsplitn(3, '_');
    let kind = parts.next()?.to_owned();
    let group = parts.next()?.to_owned();
    let rest = parts.next()?;
    let (namespace, name) = rest.split_once('_')?;
    Some(ObjectKey {
        group,
        kind,
        namespace: namespace.to_owned(),
        name: name.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn inventory_ids_round_trip() {
        let svc = json!({"apiVersion": "v1", "kind": "Service",
                         "metadata": {"name": "podinfo", "namespace": "default"}});
        assert_eq!(inventory_id(&svc), "default_podinfo__Service");
        let key = parse_inventory_id("default_my_app_apps_Deployment").unwrap();
        assert_eq!(
            (
                key.namespace.as_str(),
                key.name.as_str(),
                key.group.as_str(),
                key.kind.as_str()
            ),
            ("default", "my_app", "apps", "Deployment")
        );
        let cluster_scoped = parse_inventory_id("_web__Namespace").unwrap();
        assert_eq!(cluster_scoped.subject(), "Namespace/web");
    }
}
