//! Server-side apply in flux's two phases, and the change set it reports.
//!
//! Cluster definitions (CRDs and Namespaces) go first, because the rest may be custom resources
//! of those CRDs or live in those namespaces; then, once the server serves them, everything
//! else. Within a phase objects go in flux's kind order. Whether an object was created,
//! configured or left unchanged is read from the server: missing before means created, an
//! unchanged resourceVersion means nothing changed.

use std::fmt;
use std::time::{Duration, Instant};

use kube::api::{Patch, PatchParams};
use serde_json::Value;

use super::{Cluster, FIELD_MANAGER, KubeError, ObjectRef, to_value};

/// How long the cluster definitions may take to become usable, as flux allows.
const CLUSTER_DEFINITIONS_TIMEOUT: Duration = Duration::from_secs(60);

/// What applying did to one object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangeAction {
    Created,
    Configured,
    Unchanged,
    Deleted,
}

impl fmt::Display for ChangeAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ChangeAction::Created => "created",
            ChangeAction::Configured => "configured",
            ChangeAction::Unchanged => "unchanged",
            ChangeAction::Deleted => "deleted",
        })
    }
}

/// One line of a change set: `Deployment/flux-system/source-controller created`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangeSetEntry {
    /// `Kind/namespace/name`, or `Kind/name` for cluster-scoped objects.
    pub subject: String,
    pub action: ChangeAction,
}

/// What an apply did, object by object, in the order they were applied.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ChangeSet {
    pub entries: Vec<ChangeSetEntry>,
}

impl ChangeSet {
    /// Whether any object was created or configured.
    pub fn has_changes(&self) -> bool {
        self.entries
            .iter()
            .any(|e| e.action != ChangeAction::Unchanged)
    }
}

impl fmt::Display for ChangeSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for entry in &self.entries {
            writeln!(f, "{} {}", entry.subject, entry.action)?;
        }
        Ok(())
    }
}

/// The kinds flux applies first within a phase, in this order; other kinds follow.
const KIND_ORDER: [&str; 21] = [
    "CustomResourceDefinition",
    "Namespace",
    "ResourceQuota",
    "StorageClass",
    "ServiceAccount",
    "PodSecurityPolicy",
    "Role",
    "ClusterRole",
    "RoleBinding",
    "ClusterRoleBinding",
    "ConfigMap",
    "Secret",
    "Service",
    "LimitRange",
    "PriorityClass",
    "Deployment",
    "StatefulSet",
    "CronJob",
    "PodDisruptionBudget",
    "MutatingWebhookConfiguration",
    "ValidatingWebhookConfiguration",
];

fn kind_rank(kind: &str) -> usize {
    KIND_ORDER
        .iter()
        .position(|k| *k == kind)
        .unwrap_or(KIND_ORDER.len())
}

/// CRDs and Namespaces: what the rest of a manifest set may depend on.
fn is_cluster_definition(r: &ObjectRef) -> bool {
    (r.kind == "CustomResourceDefinition" && r.api_version.starts_with("apiextensions.k8s.io/"))
        || (r.kind == "Namespace" && r.api_version == "v1")
}

impl Cluster {
    pub(super) async fn apply_async(
        &self,
        objects: &[Value],
        dry_run: bool,
    ) -> Result<ChangeSet, KubeError> {
        let mut refs = Vec::with_capacity(objects.len());
        for object in objects {
            refs.push((ObjectRef::of(object)?, object));
        }
        let (mut first, mut rest): (Vec<_>, Vec<_>) = refs
            .into_iter()
            .partition(|(r, _)| is_cluster_definition(r));
        for phase in [&mut first, &mut rest] {
            phase.sort_by(|(a, _), (b, _)| {
                kind_rank(&a.kind)
                    .cmp(&kind_rank(&b.kind))
                    .then_with(|| a.kind.cmp(&b.kind))
                    .then_with(|| a.namespace.cmp(&b.namespace))
                    .then_with(|| a.name.cmp(&b.name))
            });
        }
        let mut changes = ChangeSet::default();
        for (r, object) in &first {
            changes
                .entries
                .push(self.apply_one(r, object, dry_run).await?);
        }
        if !first.is_empty() && !dry_run {
            self.wait_cluster_definitions(&first).await?;
            self.forget_discovery();
        }
        for (r, object) in &rest {
            let entry = match self.apply_one(r, object, dry_run).await {
                // A dry run does not create the CRDs and Namespaces it carries: what they
                // would serve or hold would be created along with them.
                Err(KubeError::UnknownKind { .. } | KubeError::ApplyFailed { .. })
                    if dry_run && first.iter().any(|(f, crd)| provided_by(f, crd, r)) =>
                {
                    ChangeSetEntry {
                        subject: r.to_string(),
                        action: ChangeAction::Created,
                    }
                }
                other => other?,
            };
            changes.entries.push(entry);
        }
        Ok(changes)
    }

    async fn apply_one(
        &self,
        r: &ObjectRef,
        object: &Value,
        dry_run: bool,
    ) -> Result<ChangeSetEntry, KubeError> {
        let failed = |err: KubeError| match err {
            KubeError::Api { message, .. } | KubeError::NotFound { message } => {
                KubeError::ApplyFailed {
                    subject: r.to_string(),
                    message,
                }
            }
            other => other,
        };
        let api = self.api_for(r).await?;
        let before = api
            .get_opt(&r.name)
            .await
            .map_err(|err| failed(self.map_error(err)))?;
        let mut params = PatchParams::apply(FIELD_MANAGER).force();
        params.dry_run = dry_run;
        let after = api
            .patch(&r.name, &params, &Patch::Apply(object))
            .await
            .map_err(|err| failed(self.map_error(err)))?;
        let action = match before {
            None => super::ChangeAction::Created,
            Some(before) if dry_run => {
                if comparable(to_value(&before)?) == comparable(to_value(&after)?) {
                    ChangeAction::Unchanged
                } else {
                    ChangeAction::Configured
                }
            }
            Some(before) => {
                if before.metadata.resource_version == after.metadata.resource_version {
                    ChangeAction::Unchanged
                } else {
                    ChangeAction::Configured
                }
            }
        };
        let subject = match (&r.namespace, after.metadata.namespace.as_deref()) {
            (None, Some(namespace)) => ObjectRef {
                namespace: Some(namespace.to_owned()),
                ..r.clone()
            }
            .to_string(),
            _ => r.to_string(),
        };
        Ok(ChangeSetEntry { subject, action })
    }

    /// The object as the server would store it after a server-side apply of `object` by the
    /// field manager `manager` (conflicts forced), without storing it: defaults filled in,
    /// values normalized, a Secret's `stringData` folded into `data`, lists merged with what
    /// other managers own. A resourceVersion tells that the object exists.
    pub(super) async fn dry_run_apply_async(
        &self,
        object: &Value,
        manager: &str,
    ) -> Result<Value, KubeError> {
        let r = ObjectRef::of(object)?;
        let api = self.api_for(&r).await?;
        let mut params = PatchParams::apply(manager).force();
        params.dry_run = true;
        let after = api
            .patch(&r.name, &params, &Patch::Apply(object))
            .await
            .map_err(|err| self.map_error(err))?;
        to_value(&after)
    }

    /// Waits until every CRD is Established and every Namespace Active.
    async fn wait_cluster_definitions(
        &self,
        objects: &[(ObjectRef, &Value)],
    ) -> Result<(), KubeError> {
        let deadline = Instant::now() + CLUSTER_DEFINITIONS_TIMEOUT;
        let interval = self.poll_interval().min(Duration::from_millis(500));
        for (r, _) in objects {
            loop {
                let current = self.get_async(r).await?;
                if current.as_ref().is_some_and(|o| is_usable_definition(r, o)) {
                    break;
                }
                if Instant::now() >= deadline {
                    return Err(KubeError::Timeout {
                        what: format!("{r} to become ready"),
                        status: String::new(),
                    });
                }
                tokio::time::sleep(interval).await;
            }
        }
        Ok(())
    }
}

/// Whether the cluster definition `f` is the namespace of `r` or the CRD of its kind.
fn provided_by(f: &ObjectRef, definition: &Value, r: &ObjectRef) -> bool {
    (f.kind == "Namespace" && r.namespace.as_ref() == Some(&f.name)) || defines_kind(definition, r)
}

/// Whether `crd` (any object of the first phase) serves the kind of `r`.
fn defines_kind(crd: &Value, r: &ObjectRef) -> bool {
    let Some((group, version)) = r.api_version.split_once('/') else {
        return false;
    };
    crd["kind"] == "CustomResourceDefinition"
        && crd.pointer("/spec/group").and_then(Value::as_str) == Some(group)
        && crd.pointer("/spec/names/kind").and_then(Value::as_str) == Some(r.kind.as_str())
        && crd
            .pointer("/spec/versions")
            .and_then(Value::as_array)
            .is_some_and(|versions| versions.iter().any(|v| v["name"] == version))
}

fn is_usable_definition(r: &ObjectRef, object: &Value) -> bool {
    if r.kind == "Namespace" {
        return object.pointer("/status/phase").and_then(Value::as_str) == Some("Active");
    }
    object
        .pointer("/status/conditions")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .any(|c| c["type"] == "Established" && c["status"] == "True")
}

/// The object without what the server changes on every write it makes, for dry-run compares.
fn comparable(mut object: Value) -> Value {
    if let Some(metadata) = object.get_mut("metadata").and_then(Value::as_object_mut) {
        metadata.remove("managedFields");
        metadata.remove("resourceVersion");
        metadata.remove("generation");
    }
    object
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn change_sets_print_one_line_per_object() {
        let set = ChangeSet {
            entries: vec![
                ChangeSetEntry {
                    subject: "Namespace/flux-system".to_owned(),
                    action: ChangeAction::Created,
                },
                ChangeSetEntry {
                    subject: "Deployment/flux-system/source-controller".to_owned(),
                    action: ChangeAction::Unchanged,
                },
            ],
        };
        assert_eq!(
            set.to_string(),
            "Namespace/flux-system created\nDeployment/flux-system/source-controller unchanged\n"
        );
        assert!(set.has_changes());
    }

    #[test]
    fn crds_and_namespaces_go_first() {
        let crd = ObjectRef::cluster("apiextensions.k8s.io/v1", "CustomResourceDefinition", "x");
        let namespace = ObjectRef::cluster("v1", "Namespace", "flux-system");
        let deployment = ObjectRef::namespaced("apps/v1", "Deployment", "flux-system", "x");
        assert!(is_cluster_definition(&crd));
        assert!(is_cluster_definition(&namespace));
        assert!(!is_cluster_definition(&deployment));
        assert!(kind_rank("ServiceAccount") < kind_rank("Deployment"));
        assert!(kind_rank("Deployment") < kind_rank("GitRepository"));
    }
}
