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
use super::diff::{Action, Change, ObjectKey, Report, Section, diff_object, normalize_live};
use crate::api::kustomize::API_VERSION as KUSTOMIZATION_API;
use crate::kube::{ChangeAction, Cluster, KubeError, ObjectRef};

/// The marker that keeps kustomize-controller (and its diff) away from an object.
const RECONCILE_KEY: &str = "kustomize.toolkit.fluxcd.io/reconcile";
const SOPS_MASK: &str = "**SOPS**";
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
    #[error("server-side dry-run apply failed: {source}")]
    DryRun {
        #[source]
        source: KubeError,
    },
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

fn excluded(obj: &Value) -> bool {
    ["labels", "annotations"].iter().any(|field| {
        obj.pointer(&format!("/metadata/{field}"))
            .and_then(|m| m.get(RECONCILE_KEY))
            .and_then(Value::as_str)
            == Some("disabled")
    })
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

/// The changes of one Kustomization's objects: created when the cluster lacks them, drifted
/// when a dry-run apply would change them.
fn diff_section(cluster: &Cluster, members: &[&Value]) -> Result<Vec<Change>, Error> {
    let mut changes: Vec<Option<Change>> = Vec::new();
    let mut existing: Vec<(usize, Value, Value)> = Vec::new();
    for obj in members {
        let key = ObjectKey::of(obj);
        if excluded(obj) {
            changes.push(Some(Change {
                key,
                action: Action::Skipped(String::new()),
            }));
            continue;
        }
        let r = ObjectRef::of(obj).map_err(|source| Error::Get {
            subject: key.subject(),
            source,
        })?;
        match cluster.get(&r).map_err(|source| Error::Get {
            subject: key.subject(),
            source,
        })? {
            None => changes.push(Some(Change {
                key,
                action: Action::Created,
            })),
            Some(live) => {
                existing.push((changes.len(), (*obj).clone(), live));
                changes.push(None);
            }
        }
    }
    if !existing.is_empty() {
        let desired: Vec<Value> = existing.iter().map(|(_, obj, _)| obj.clone()).collect();
        let set = cluster
            .apply(&desired, true)
            .map_err(|source| Error::DryRun { source })?;
        let verdicts: BTreeMap<String, ChangeAction> = set
            .entries
            .into_iter()
            .map(|e| (e.subject, e.action))
            .collect();
        for (slot, obj, live) in existing {
            let key = ObjectKey::of(&obj);
            let configured = verdicts.get(&key.subject()) != Some(&ChangeAction::Unchanged);
            let live = project_live(&normalize_live(&live), &obj);
            let fields = if is_sops_masked(&obj) {
                let live = unmask_same_keys(&live, &obj);
                diff_object(&live, &obj)
            } else {
                diff_object(&live, &obj)
            };
            // A SOPS-masked Secret drifts only when its keys change: its values are not known.
            let drifted = if is_sops_masked(&obj) {
                !fields.is_empty()
            } else {
                configured && !fields.is_empty()
            };
            if drifted {
                changes[slot] = Some(Change {
                    key,
                    action: Action::Drifted(fields),
                });
            }
        }
    }
    Ok(changes.into_iter().flatten().collect())
}

/// [`project`], except that the data of a ConfigMap or Secret stays whole: a key the build no
/// longer has is one the apply removes.
fn project_live(live: &Value, desired: &Value) -> Value {
    let mut projected = project(live, desired);
    let kind = desired.get("kind").and_then(Value::as_str);
    if matches!(kind, Some("ConfigMap" | "Secret"))
        && let Some(map) = projected.as_object_mut()
    {
        for field in ["data", "stringData", "binaryData"] {
            if let Some(value) = live.get(field) {
                map.insert(field.to_owned(), value.clone());
            }
        }
    }
    projected
}

/// The live object cut down to the fields the rendered one sets; lists of maps are matched
/// entry by entry (by name when entries have one).
pub fn project(live: &Value, desired: &Value) -> Value {
    match (live, desired) {
        (Value::Object(l), Value::Object(d)) => {
            let mut out = Map::new();
            for (key, want) in d {
                if let Some(have) = l.get(key) {
                    out.insert(key.clone(), project(have, want));
                }
            }
            Value::Object(out)
        }
        (Value::Array(l), Value::Array(d)) => {
            let named = |v: &Value| v.get("name").and_then(Value::as_str).map(str::to_owned);
            let entries = l
                .iter()
                .enumerate()
                .map(|(i, have)| {
                    let counterpart = named(have)
                        .and_then(|n| d.iter().find(|w| named(w).as_deref() == Some(&n)))
                        .or_else(|| d.get(i));
                    match counterpart {
                        Some(want) => project(have, want),
                        None => have.clone(),
                    }
                })
                .collect();
            Value::Array(entries)
        }
        _ => live.clone(),
    }
}

fn decoded(value: &Value) -> String {
    value
        .as_str()
        .and_then(|s| base64::engine::general_purpose::STANDARD.decode(s).ok())
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default()
}

fn is_sops_masked(obj: &Value) -> bool {
    if obj.get("kind").and_then(Value::as_str) != Some("Secret") {
        return false;
    }
    let in_data = obj
        .get("data")
        .and_then(Value::as_object)
        .is_some_and(|m| m.values().any(|v| decoded(v).contains(SOPS_MASK)));
    let in_string_data = obj
        .get("stringData")
        .and_then(Value::as_object)
        .is_some_and(|m| {
            m.values()
                .any(|v| v.as_str().is_some_and(|s| s.contains(SOPS_MASK)))
        });
    in_data || in_string_data
}

/// The live Secret with the rendered (masked) values for the keys both have, so that only key
/// changes remain.
fn unmask_same_keys(live: &Value, desired: &Value) -> Value {
    let mut live = live.clone();
    for field in ["data", "stringData"] {
        let Some(want) = desired.get(field).and_then(Value::as_object) else {
            continue;
        };
        if let Some(Value::Object(have)) = live.get_mut(field) {
            for (key, value) in have.iter_mut() {
                if let Some(w) = want.get(key) {
                    *value = w.clone();
                }
            }
        }
    }
    live
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

    #[test]
    fn projection_keeps_only_rendered_fields() {
        let live = json!({"spec": {"ports": [{"name": "http", "port": 9899, "protocol": "TCP"}],
                                   "clusterIP": "10.0.0.1"}});
        let desired = json!({"spec": {"ports": [{"name": "http", "port": 9898}]}});
        assert_eq!(
            project(&live, &desired),
            json!({"spec": {"ports": [{"name": "http", "port": 9899}]}})
        );
    }
}
