//! The cluster side of `build` and `diff kustomization`: the Kustomization and its
//! `substituteFrom` sources read from the API server, and the comparison of a build with what
//! runs, through a server-side dry-run apply.
//!
//! A drifted object's fields are the rendered ones compared with the live object restricted to
//! the fields the build sets, so that defaults the API server fills in are not drift; whether an
//! object drifted at all is the dry-run apply's verdict.

use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;

use base64::Engine as _;
use serde_json::{Map, Value};

use super::ObjectLookup;
use super::diff::{Action, Change, ObjectKey, Report, Section, diff_fields};
use crate::api::kustomize::API_VERSION as KUSTOMIZATION_API;
use crate::kube::{Cluster, KubeError, ObjectRef};

/// The marker that keeps kustomize-controller (and its diff) away from an object.
/// The field manager a diff applies as: kustomize-controller's, which owns what the
/// Kustomization applied, so that a field it no longer sets shows as removed (flux's diff
/// applies as the controller too).
const CONTROLLER_MANAGER: &str = "kustomize-controller";
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
    #[error(
        "failed to get kustomization object: kustomizations.kustomize.toolkit.fluxcd.io \
         \"{name}\" not found in namespace \"{namespace}\""
    )]
    KustomizationNotFound { name: String, namespace: String },
    #[error("failed to get {subject}: {source}")]
    Get {
        subject: String,
        #[source]
        source: KubeError,
    },
    /// `what`: `Kind/namespace/name dry-run failed (Reason)`, as flux words it.
    #[error("{what}: {source}")]
    DryRun {
        what: String,
        #[source]
        source: KubeError,
    },
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
    cluster.get(&r).map_err(|source| Error::Get {
        subject: r.to_string(),
        source,
    })
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
        self.0
            .get(&ObjectRef::namespaced("v1", kind, namespace, name))
            .map_err(|err| err.to_string())
    }
}

type Owner = (String, String);

fn owner_of(obj: &Value, root: &Owner) -> Owner {
    let label = |key: &str| {
        obj.pointer("/metadata/labels")
            .and_then(|l| l.get(key))
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    match (
        label("kustomize.toolkit.fluxcd.io/namespace"),
        label("kustomize.toolkit.fluxcd.io/name"),
    ) {
        (Some(namespace), Some(name)) => (namespace, name),
        _ => root.clone(),
    }
}

fn is_flux_kustomization(obj: &Value) -> bool {
    obj.get("kind").and_then(Value::as_str) == Some("Kustomization")
        && obj
            .get("apiVersion")
            .and_then(Value::as_str)
            .is_some_and(|v| v.starts_with("kustomize.toolkit.fluxcd.io/"))
}

/// Compares a build (all Kustomizations of it, told apart by their owner labels) with the
/// cluster. `root_ks` is the Kustomization asked for; its inventory (the live one's) tells what a
/// prune would delete.
pub fn diff_against_cluster(
    cluster: &Cluster,
    root_ks: &Value,
    root: Owner,
    objects: &[Value],
    on_progress: &dyn Fn(&str),
) -> Result<Report, Error> {
    let mut order: Vec<Owner> = vec![root.clone()];
    let mut grouped: BTreeMap<Owner, Vec<&Value>> = BTreeMap::new();
    let mut kustomizations: BTreeMap<Owner, Value> = BTreeMap::new();
    kustomizations.insert(root.clone(), root_ks.clone());
    for obj in objects {
        let owner = owner_of(obj, &root);
        if !order.contains(&owner) {
            order.push(owner.clone());
        }
        grouped.entry(owner.clone()).or_default().push(obj);
        if is_flux_kustomization(obj) {
            let key = ObjectKey::of(obj);
            let namespace = if key.namespace.is_empty() {
                owner.0.clone()
            } else {
                key.namespace
            };
            kustomizations.insert((namespace, key.name), obj.clone());
        }
    }

    on_progress("running dry-run");
    let mut sections = Vec::new();
    for owner in order {
        let ks = kustomizations.get(&owner).cloned().unwrap_or(Value::Null);
        if owner != root && ks.pointer("/spec/kubeConfig").is_some() {
            let key = ObjectKey {
                group: "kustomize.toolkit.fluxcd.io".into(),
                kind: "Kustomization".into(),
                namespace: owner.0.clone(),
                name: owner.1.clone(),
            };
            sections.push(Section {
                owner,
                changes: vec![Change {
                    key,
                    action: Action::Skipped("diff not supported for remote clusters".into()),
                }],
            });
            continue;
        }
        let members = grouped.remove(&owner).unwrap_or_default();
        let changes = diff_section(cluster, &members)?;
        let mut section = Section { owner, changes };
        on_progress("processing inventory");
        if ks.pointer("/spec/prune").and_then(Value::as_bool) == Some(true) {
            let live = kustomization(cluster, &section.owner.1, &section.owner.0)?;
            let inventory = live
                .as_ref()
                .and_then(|l| l.pointer("/status/inventory/entries"))
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            let current: HashSet<String> = members.iter().map(|o| inventory_id(o)).collect();
            for entry in inventory {
                let Some(id) = entry.get("id").and_then(Value::as_str) else {
                    continue;
                };
                if !current.contains(id)
                    && let Some(key) = parse_inventory_id(id)
                {
                    section.changes.push(Change {
                        key,
                        action: Action::Deleted,
                    });
                }
            }
        }
        sections.push(section);
    }
    Ok(Report { sections })
}

/// The changes of one Kustomization's objects, object by object as flux's resource manager
/// diffs them: skipped when excluded, created when the cluster lacks them, drifted when the
/// server-side dry-run result differs from the live object. A drifted object's fields are the
/// live object against that result (what the server would store, defaults and normalized
/// values included), so that only what the apply changes shows.
fn diff_section(cluster: &Cluster, members: &[&Value]) -> Result<Vec<Change>, Error> {
    let mut changes = Vec::new();
    for obj in members {
        let desired = normalize_desired(obj);
        let key = ObjectKey::of(&desired);
        let get_failed = |source| Error::Get {
            subject: key.subject(),
            source,
        };
        let r = ObjectRef::of(&desired).map_err(get_failed)?;
        let live = cluster.get(&r).map_err(get_failed)?;
        if skipped(&desired, live.as_ref()) {
            changes.push(Change {
                key,
                action: Action::Skipped(String::new()),
            });
            continue;
        }
        let Some(mut live) = live else {
            changes.push(Change {
                key,
                action: Action::Created,
            });
            continue;
        };
        let mut merged = match cluster.dry_run_apply(&desired, CONTROLLER_MANAGER) {
            Ok(merged) => merged,
            Err(source) if forced(&desired, &live, &source) => {
                // The apply would delete and recreate the object.
                changes.push(Change {
                    key,
                    action: Action::Created,
                });
                continue;
            }
            Err(source) => {
                let what = format!(
                    "{} dry-run failed{}",
                    key.subject(),
                    parenthesized(&reason_of(&source))
                );
                return Err(Error::DryRun { what, source });
            }
        };
        if !has_drifted(&live, &merged) {
            continue;
        }
        for object in [&mut live, &mut merged] {
            if let Some(meta) = object.get_mut("metadata").and_then(Value::as_object_mut) {
                meta.remove("managedFields");
            }
        }
        if key.kind == "Secret" && key.group.is_empty() {
            sanitize_data(&mut live, &mut merged);
            // Decrypted values are not known offline: a SOPS Secret drifts only when its keys
            // change, and then shows every value as the same mask.
            if is_sops_masked(&desired) {
                if data_keys(&live) == data_keys(&merged) {
                    continue;
                }
                mask_all(&mut live);
                mask_all(&mut merged);
            }
        }
        let fields = diff_fields(&live, &merged);
        if !fields.is_empty() {
            changes.push(Change {
                key,
                action: Action::Drifted(fields),
            });
        }
    }
    Ok(changes)
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
fn forced(desired: &Value, live: &Value, err: &KubeError) -> bool {
    let immutable = match err {
        KubeError::Api { code, message } => {
            *code == 409 || *code == 422 || message.contains("immutable")
        }
        other => other.to_string().contains("immutable"),
    };
    immutable
        && (metadata_has(desired, FORCE_KEY, "enabled") || metadata_has(live, FORCE_KEY, "enabled"))
}

/// The Status reason the API server gives with an error code.
fn reason_of(err: &KubeError) -> String {
    let reason = match err {
        KubeError::NotFound { .. } => "NotFound",
        KubeError::Forbidden { .. } => "Forbidden",
        KubeError::Api { code, .. } => match code {
            400 => "BadRequest",
            409 => "Conflict",
            410 => "Gone",
            415 => "UnsupportedMediaType",
            422 => "Invalid",
            429 => "TooManyRequests",
            500 => "InternalError",
            503 => "ServiceUnavailable",
            504 => "Timeout",
            _ => "",
        },
        _ => "",
    };
    reason.to_owned()
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
