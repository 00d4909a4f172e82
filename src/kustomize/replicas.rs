//! The `replicas:` transformer: sets the replica count of workloads named in the kustomization.
//!
//! An entry names an object by its current name or any name it had before (so the name written
//! in a base still works after `namePrefix`). Each `replicas` field spec whose group, version
//! and kind select such an object sets its field, creating it when missing. An entry that no
//! field spec finds anything for is an error.

use serde_json::Value;

use super::fieldspec::{self, CreateKind, FieldSpec, split_api_version};
use super::hash::{PREVIOUS_KINDS_ANNOTATION, PREVIOUS_NAMES_ANNOTATION, annotation};
use super::types::Replica;

/// Why a replica count could not be set.
#[derive(Debug, thiserror::Error)]
pub enum ReplicasError {
    #[error(
        "resource with name {name} does not match a config with the following GVK [{}]",
        .gvks.join(" ")
    )]
    NoMatch { name: String, gvks: Vec<String> },
    #[error(transparent)]
    FieldSpec(#[from] fieldspec::Error),
}

/// Applies every entry of `replicas:`, in order. `specs` are the `replicas` field specs in force
/// ([`fieldspec::builtin::replicas`] plus any from `configurations:`).
pub fn apply_replicas(
    resources: &mut [Value],
    replicas: &[Replica],
    specs: &[FieldSpec],
) -> Result<(), ReplicasError> {
    for replica in replicas {
        apply_replica(resources, replica, specs)?;
    }
    Ok(())
}

/// Applies one `replicas:` entry.
pub fn apply_replica(
    resources: &mut [Value],
    replica: &Replica,
    specs: &[FieldSpec],
) -> Result<(), ReplicasError> {
    let name = replica.name.as_deref().unwrap_or_default();
    let mut found = false;
    for spec in specs {
        for obj in resources.iter_mut() {
            if !was_named(obj, name, spec) {
                continue;
            }
            found = true;
            fieldspec::apply(
                obj,
                spec,
                Some(CreateKind::Scalar),
                &mut |field: &mut Value| {
                    *field = Value::from(replica.count);
                    Ok::<(), ReplicasError>(())
                },
            )?;
        }
    }
    if !found {
        return Err(ReplicasError::NoMatch {
            name: name.to_owned(),
            gvks: specs.iter().map(gvk_string).collect(),
        });
    }
    Ok(())
}

/// Whether `obj` has or had the name `name` with a kind (current or then) the spec selects.
fn was_named(obj: &Value, name: &str, spec: &FieldSpec) -> bool {
    if obj.as_object().is_none_or(|m| m.is_empty()) {
        return false;
    }
    let (group, version) = split_api_version(
        obj.get("apiVersion")
            .and_then(Value::as_str)
            .unwrap_or_default(),
    );
    let kind = obj.get("kind").and_then(Value::as_str).unwrap_or_default();
    let current = crate::kustomize::resource::at(obj, "/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or_default();
    if current == name && spec.selects(group, version, kind) {
        return true;
    }
    let Some(names) = annotation(obj, PREVIOUS_NAMES_ANNOTATION) else {
        return false;
    };
    let kinds = annotation(obj, PREVIOUS_KINDS_ANNOTATION).unwrap_or_default();
    names
        .split(',')
        .zip(kinds.split(','))
        .any(|(n, k)| n == name && spec.selects(group, version, k))
}

/// A gvk as kustomize prints one: `Kind.version.group`, empty parts as `[noKind]` and so on.
fn gvk_string(spec: &FieldSpec) -> String {
    let or = |s: &str, d: &str| {
        if s.is_empty() {
            d.to_owned()
        } else {
            s.to_owned()
        }
    };
    format!(
        "{}.{}.{}",
        or(&spec.kind, "[noKind]"),
        or(&spec.version, "[noVer]"),
        or(&spec.group, "[noGrp]")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn replica(name: &str, count: i64) -> Replica {
        Replica {
            name: Some(name.to_owned()),
            count,
        }
    }

    #[test]
    fn sets_or_creates_the_count_by_current_or_previous_name() {
        let mut resources = vec![
            json!({"apiVersion": "apps/v1", "kind": "Deployment",
                "metadata": {"name": "p-d", "annotations": {
                    PREVIOUS_NAMES_ANNOTATION: "d", PREVIOUS_KINDS_ANNOTATION: "Deployment",
                    "internal.config.kubernetes.io/previousNamespaces": "default"}},
                "spec": {"template": {}}}),
            json!({"apiVersion": "apps/v1", "kind": "StatefulSet", "metadata": {"name": "p-s"},
                "spec": {"replicas": 1}}),
            json!({"apiVersion": "example.com/v1", "kind": "Foo", "metadata": {"name": "d"}}),
        ];
        let specs = fieldspec::builtin::replicas();
        apply_replicas(
            &mut resources,
            &[replica("d", 3), replica("p-s", 0)],
            &specs,
        )
        .unwrap();
        assert_eq!(resources[0]["spec"]["replicas"], 3);
        assert_eq!(resources[1]["spec"]["replicas"], 0);
        assert!(resources[2].get("spec").is_none());
    }

    #[test]
    fn unknown_name_lists_the_kinds_searched() {
        let mut resources = vec![];
        let specs = fieldspec::builtin::replicas();
        let err = apply_replicas(&mut resources, &[replica("nosuch", 2)], &specs).unwrap_err();
        assert_eq!(
            err.to_string(),
            "resource with name nosuch does not match a config with the following GVK \
             [Deployment.[noVer].[noGrp] StatefulSet.[noVer].[noGrp] ReplicaSet.[noVer].[noGrp] \
             ReplicationController.[noVer].[noGrp]]"
        );
    }
}
