//! The metadata transformers of a kustomization: `namespace`, `namePrefix`/`nameSuffix`,
//! `labels`/`commonLabels` and `commonAnnotations`, plus the `managed-by` label.

use std::collections::BTreeMap;

use crate::kustomize::FastMap as HashMap;

use serde_json::Value;

use super::fieldspec::{self, CreateKind, FieldSpec};
use super::resource::{self, ResId};

/// A transformer that could not be applied.
#[derive(Debug, thiserror::Error)]
pub enum TransformError {
    #[error(transparent)]
    FieldSpec(#[from] fieldspec::Error),
    #[error("namespace transformation produces ID conflict: {id}")]
    NamespaceConflict { id: String },
    #[error("wrong node kind: expected MappingNode at '{path}' of {object}")]
    NotAMap { path: String, object: String },
    #[error("wrong node kind: expected ScalarNode at a name field of {object}")]
    NotAScalar { object: String },
}

/// Kinds a name prefix or suffix never applies to.
fn skips_affixes(id: &ResId) -> bool {
    id.kind == "CustomResourceDefinition"
        || id.kind == "Namespace"
        || (id.kind == "APIService" && id.group == "apiregistration.k8s.io")
}

/// Which end of the name an affix goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Affix {
    Prefix,
    Suffix,
}

/// `namePrefix:` or `nameSuffix:`: changes names (and other fields the specs list), recording the
/// previous id and the affix for the name reference fixer.
pub fn add_affix(
    resources: &mut [Value],
    affix: Affix,
    value: &str,
    specs: &[FieldSpec],
) -> Result<(), TransformError> {
    if value.is_empty() {
        return Ok(());
    }
    match affix {
        Affix::Prefix => add_affixes(resources, value, "", specs),
        Affix::Suffix => add_affixes(resources, "", value, specs),
    }
}

/// A prefix and a suffix at once (kustomize's `PrefixSuffixTransformer`).
pub fn add_affixes(
    resources: &mut [Value],
    prefix: &str,
    suffix: &str,
    specs: &[FieldSpec],
) -> Result<(), TransformError> {
    for obj in resources.iter_mut() {
        affix(obj, prefix, suffix, specs)?;
    }
    Ok(())
}

/// [`add_affixes`] on one resource.
pub fn affix(
    obj: &mut Value,
    prefix: &str,
    suffix: &str,
    specs: &[FieldSpec],
) -> Result<(), TransformError> {
    let original = resource::original_id(obj);
    if skips_affixes(&original) {
        return Ok(());
    }
    for spec in specs {
        if !original.gvk_selected_by(&spec.group, &spec.version, &spec.kind) {
            continue;
        }
        if spec.path == "metadata/name" {
            resource::add_name_affixes(obj, prefix, suffix);
        }
        fieldspec::apply(obj, spec, None, &mut |node: &mut Value| match node {
            Value::String(s) => {
                *s = format!("{prefix}{s}{suffix}");
                Ok(())
            }
            Value::Null => Ok(()),
            Value::Number(_) | Value::Bool(_) => {
                *node = Value::String(format!("{prefix}{node}{suffix}"));
                Ok(())
            }
            _ => Err(TransformError::NotAScalar {
                object: String::new(),
            }),
        })
        .map_err(|err| with_object(err, obj))?;
    }
    Ok(())
}

/// Names the object in an error raised while walking it. Described only on failure, since the
/// walks run for every object and field spec of a build.
fn with_object(err: TransformError, obj: &Value) -> TransformError {
    match err {
        TransformError::NotAScalar { object } if object.is_empty() => TransformError::NotAScalar {
            object: fieldspec::describe(obj),
        },
        TransformError::NotAMap { path, object } if object.is_empty() => TransformError::NotAMap {
            path,
            object: fieldspec::describe(obj),
        },
        other => other,
    }
}

/// Sets `key: value` in the map at every spec's path (creating it where the spec says so).
fn set_entries(
    resources: &mut [Value],
    pairs: &BTreeMap<String, String>,
    specs: &[FieldSpec],
) -> Result<(), TransformError> {
    for obj in resources.iter_mut() {
        set_fields(obj, pairs, specs)?;
    }
    Ok(())
}

/// The labels or annotations transformer on one resource: sets `key: value` in the map at
/// every spec's path (creating it where the spec says so).
pub fn set_fields(
    obj: &mut Value,
    pairs: &BTreeMap<String, String>,
    specs: &[FieldSpec],
) -> Result<(), TransformError> {
    if pairs.is_empty() {
        return Ok(());
    }
    // Each spec is walked once with all the pairs: kustomize walks once per pair, but the
    // result is the same (keys are written sorted) and the walks are the cost of a build.
    for spec in fieldspec::selecting(obj, specs) {
        let insert_all = |map: &mut serde_json::Map<String, Value>| {
            let missing = pairs
                .iter()
                .filter(|(key, _)| resource::field(map, key).is_none())
                .count();
            resource::room_for(map, missing);
            for (key, value) in pairs {
                match resource::field_mut(map, key) {
                    Some(Value::String(existing)) if existing == value => {}
                    Some(existing) => *existing = Value::String(value.clone()),
                    None => {
                        map.insert(key.clone(), Value::String(value.clone()));
                    }
                }
            }
        };
        fieldspec::apply_selected(obj, spec, Some(CreateKind::Map), &mut |node: &mut Value| {
            match node {
                Value::Object(map) => {
                    insert_all(map);
                    Ok(())
                }
                Value::Null => {
                    let mut map = serde_json::Map::new();
                    insert_all(&mut map);
                    *node = Value::Object(map);
                    Ok(())
                }
                _ => Err(TransformError::NotAMap {
                    path: spec.path.clone(),
                    object: String::new(),
                }),
            }
        })
        .map_err(|err| with_object(err, obj))?;
    }
    Ok(())
}

/// `labels:` entries and `commonLabels:`.
pub fn add_labels(
    resources: &mut [Value],
    pairs: &BTreeMap<String, String>,
    specs: &[FieldSpec],
) -> Result<(), TransformError> {
    set_entries(resources, pairs, specs)
}

/// `commonAnnotations:`.
pub fn add_annotations(
    resources: &mut [Value],
    pairs: &BTreeMap<String, String>,
    specs: &[FieldSpec],
) -> Result<(), TransformError> {
    set_entries(resources, pairs, specs)
}

/// The field specs of one `labels:` entry, as kustomize assembles them.
pub fn label_entry_specs(
    entry: &super::types::Label,
    config: &fieldspec::TransformerConfig,
) -> Vec<FieldSpec> {
    let mut specs: Vec<FieldSpec> = entry
        .fields
        .iter()
        .map(|f| {
            FieldSpec::new(
                f.group.as_deref().unwrap_or_default(),
                f.version.as_deref().unwrap_or_default(),
                f.kind.as_deref().unwrap_or_default(),
                f.path.as_deref().unwrap_or_default(),
                f.create,
            )
        })
        .collect();
    let mut add = |more: &[FieldSpec]| {
        for spec in more {
            if !specs
                .iter()
                .any(|s| s.path == spec.path && spec.selects(&s.group, &s.version, &s.kind))
            {
                specs.push(spec.clone());
            }
        }
    };
    if entry.include_selectors {
        add(&config.common_labels);
    } else {
        add(&[FieldSpec::new("", "", "", "metadata/labels", true)]);
        if entry.include_templates {
            add(&config.template_labels);
        }
    }
    add(&config.labels);
    specs
}

/// `namespace:`: sets the namespace of namespaced objects and of the fields the specs list.
pub fn set_namespace(
    resources: &mut [Value],
    namespace: &str,
    specs: &[FieldSpec],
) -> Result<(), TransformError> {
    if namespace.is_empty() {
        return Ok(());
    }
    for obj in resources.iter_mut() {
        if obj.as_object().is_none_or(|o| o.is_empty()) {
            continue;
        }
        resource::store_previous_id(obj);
        let id = ResId::of(obj);
        let api_version = id.api_version();
        let set = &mut |node: &mut Value| -> Result<(), TransformError> {
            *node = Value::String(namespace.to_owned());
            Ok(())
        };
        if !id.is_cluster_scoped() {
            let meta = FieldSpec::new("", "", "", "metadata/namespace", true);
            fieldspec::apply(obj, &meta, Some(CreateKind::Scalar), set)?;
        }
        let is_binding = id.kind == "RoleBinding" || id.kind == "ClusterRoleBinding";
        if is_binding {
            set_default_subject_namespaces(obj, namespace);
        }
        for spec in specs {
            if spec.path == "metadata/namespace"
                || (spec.path == "metadata/name" && api_version != "v1")
                || (is_binding
                    && (spec.kind == "RoleBinding" || spec.kind == "ClusterRoleBinding")
                    && spec.path == "subjects")
            {
                continue;
            }
            fieldspec::apply(obj, spec, Some(CreateKind::Scalar), set)?;
        }
    }
    let mut seen: HashMap<resource::IdKey, usize> = HashMap::default();
    for obj in resources.iter() {
        let key = ResId::of(obj).key();
        let count = seen.entry(key).or_default();
        *count += 1;
        if *count > 1 {
            return Err(TransformError::NamespaceConflict {
                id: ResId::of(obj).to_string(),
            });
        }
    }
    Ok(())
}

/// A (Cluster)RoleBinding's subjects named `default` get the namespace.
fn set_default_subject_namespaces(obj: &mut Value, namespace: &str) {
    let Some(Value::Array(subjects)) = obj.get_mut("subjects") else {
        return;
    };
    for subject in subjects {
        let Value::Object(subject) = subject else {
            continue;
        };
        if subject.get("name").and_then(Value::as_str) == Some("default") {
            subject.insert("namespace".to_owned(), Value::String(namespace.to_owned()));
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::kustomize::fieldspec::TransformerConfig;

    fn deployment() -> Value {
        json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "web"},
            "spec": {"template": {"spec": {"containers": [{"name": "c", "image": "nginx"}]}}}})
    }

    #[test]
    fn common_labels_reach_selectors_and_templates() {
        let mut resources = vec![deployment()];
        let pairs = BTreeMap::from([("app".to_owned(), "web".to_owned())]);
        add_labels(
            &mut resources,
            &pairs,
            &TransformerConfig::builtin().common_labels,
        )
        .unwrap();
        let d = &resources[0];
        assert_eq!(d["metadata"]["labels"]["app"], "web");
        assert_eq!(d["spec"]["selector"]["matchLabels"]["app"], "web");
        assert_eq!(d["spec"]["template"]["metadata"]["labels"]["app"], "web");
    }

    #[test]
    fn prefix_skips_namespaces_and_records_the_old_name() {
        let mut resources = vec![
            deployment(),
            json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "ns"}}),
        ];
        add_affix(
            &mut resources,
            Affix::Prefix,
            "p-",
            &TransformerConfig::builtin().name_prefix,
        )
        .unwrap();
        assert_eq!(resources[0]["metadata"]["name"], "p-web");
        assert_eq!(resource::previous_ids(&resources[0])[0].name, "web");
        assert_eq!(resource::name_prefixes(&resources[0]), "p-");
        assert_eq!(resources[1]["metadata"]["name"], "ns");
    }

    #[test]
    fn namespace_leaves_cluster_scoped_objects_alone() {
        let mut resources = vec![
            deployment(),
            json!({"apiVersion": "rbac.authorization.k8s.io/v1", "kind": "ClusterRole",
                "metadata": {"name": "r"}}),
        ];
        set_namespace(
            &mut resources,
            "team",
            &TransformerConfig::builtin().namespace,
        )
        .unwrap();
        assert_eq!(resources[0]["metadata"]["namespace"], "team");
        assert!(resources[1]["metadata"].get("namespace").is_none());
    }

    #[test]
    fn namespace_reports_colliding_ids() {
        let mut a = deployment();
        a["metadata"]["namespace"] = json!("x");
        let mut resources = vec![a, deployment()];
        let err = set_namespace(&mut resources, "y", &[]).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("namespace transformation produces ID conflict")
        );
    }
}
