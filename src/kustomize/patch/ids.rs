//! The ids a patch finds its target by: the current one and those the resource had before
//! (kustomize keeps them in `internal.config.kubernetes.io/previous*` annotations).

use std::fmt;

use serde_json::{Map, Value};

use super::schema::Schema;
use crate::kustomize::resource::get;

pub(crate) const PREVIOUS_NAMES: &str = "internal.config.kubernetes.io/previousNames";
pub(crate) const PREVIOUS_NAMESPACES: &str = "internal.config.kubernetes.io/previousNamespaces";
pub(crate) const PREVIOUS_KINDS: &str = "internal.config.kubernetes.io/previousKinds";

/// What kustomize calls the effective namespace of cluster-scoped objects.
const NOT_A_NAMESPACE: &str = "_non_namespaceable_";

/// One id: group, version, kind, name, namespace.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Id {
    pub group: String,
    pub version: String,
    pub kind: String,
    pub name: String,
    pub namespace: String,
}

impl Id {
    fn api_version(&self) -> String {
        if self.group.is_empty() {
            self.version.clone()
        } else {
            format!("{}/{}", self.group, self.version)
        }
    }

    /// `default` for namespaced objects without a namespace, a marker for cluster-scoped ones.
    pub fn effective_namespace(&self, schema: &Schema) -> String {
        if !schema.is_namespaceable(&self.api_version(), &self.kind) {
            NOT_A_NAMESPACE.to_owned()
        } else if self.namespace.is_empty() {
            "default".to_owned()
        } else {
            self.namespace.clone()
        }
    }

    /// kustomize's `ResId.Equals`: same group, version, kind, name and effective namespace.
    pub fn same_as(&self, other: &Id, schema: &Schema) -> bool {
        self.group == other.group
            && self.version == other.version
            && self.kind == other.kind
            && self.name == other.name
            && self.effective_namespace(schema) == other.effective_namespace(schema)
    }
}

impl fmt::Display for Id {
    /// kustomize's spelling, e.g. `Deployment.v1.apps/web.[noNs]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let or = |s: &str, placeholder: &'static str| {
            if s.is_empty() {
                placeholder.to_owned()
            } else {
                s.to_owned()
            }
        };
        write!(
            f,
            "{}.{}.{}/{}.{}",
            or(&self.kind, "[noKind]"),
            or(&self.version, "[noVer]"),
            or(&self.group, "[noGrp]"),
            or(&self.name, "[noName]"),
            or(&self.namespace, "[noNs]")
        )
    }
}

fn text(value: Option<&Value>) -> String {
    match value {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => String::new(),
        Some(other) => super::merge::node_value(other),
    }
}

/// The current id of an object.
pub fn current_id(resource: &Value) -> Id {
    let api_version = text(get(resource, "apiVersion"));
    let (group, version) = match api_version.rsplit_once('/') {
        Some((g, v)) => (g.to_owned(), v.to_owned()),
        None => (String::new(), api_version),
    };
    let metadata = get(resource, "metadata");
    Id {
        group,
        version,
        kind: text(get(resource, "kind")),
        name: text(metadata.and_then(|m| get(m, "name"))),
        namespace: text(metadata.and_then(|m| get(m, "namespace"))),
    }
}

fn annotation<'a>(resource: &'a Value, key: &str) -> Option<&'a Value> {
    get(get(get(resource, "metadata")?, "annotations")?, key)
}

/// All ids of a resource: the previous ones, oldest first, then the current one.
#[derive(Debug, Clone)]
pub struct ResIds {
    previous: Vec<Id>,
    current: Id,
}

impl ResIds {
    pub fn of(resource: &Value, _schema: &Schema) -> Self {
        let current = current_id(resource);
        let mut previous = Vec::new();
        if let Some(names) = annotation(resource, PREVIOUS_NAMES) {
            let names = text(Some(names));
            let namespaces = text(annotation(resource, PREVIOUS_NAMESPACES));
            let kinds = text(annotation(resource, PREVIOUS_KINDS));
            let names: Vec<&str> = names.split(',').collect();
            let namespaces: Vec<&str> = namespaces.split(',').collect();
            let kinds: Vec<&str> = kinds.split(',').collect();
            if names.len() == namespaces.len() && names.len() == kinds.len() {
                for ((name, namespace), kind) in names.iter().zip(&namespaces).zip(&kinds) {
                    previous.push(Id {
                        group: current.group.clone(),
                        version: current.version.clone(),
                        kind: (*kind).to_owned(),
                        name: (*name).to_owned(),
                        namespace: (*namespace).to_owned(),
                    });
                }
            }
        }
        Self { previous, current }
    }

    pub fn current(&self) -> &Id {
        &self.current
    }

    /// The id the resource was loaded with.
    pub fn original(&self) -> &Id {
        self.previous.first().unwrap_or(&self.current)
    }

    /// Every id, previous ones first.
    pub fn all(&self) -> impl Iterator<Item = &Id> {
        self.previous.iter().chain(std::iter::once(&self.current))
    }
}

/// Records the current id among the previous ones, as kustomize does before a patch that may
/// rename a resource or change its kind (`StorePreviousId`).
pub fn store_previous_id(resource: &mut Value, schema: &Schema) {
    let id = current_id(resource);
    let namespace = id.effective_namespace(schema);
    append_csv_annotation(resource, PREVIOUS_NAMES, &id.name);
    append_csv_annotation(resource, PREVIOUS_NAMESPACES, &namespace);
    append_csv_annotation(resource, PREVIOUS_KINDS, &id.kind);
}

fn append_csv_annotation(resource: &mut Value, key: &str, value: &str) {
    if value.is_empty() {
        return;
    }
    let mut annotations = string_annotations(resource);
    let joined = match annotations.get(key).and_then(Value::as_str) {
        Some(existing) => format!("{existing},{value}"),
        None => value.to_owned(),
    };
    annotations.insert(key.to_owned(), Value::String(joined));
    set_annotations(resource, annotations);
}

/// The annotations as kustomize reads them back: every value a string.
pub(crate) fn string_annotations(resource: &Value) -> Map<String, Value> {
    let mut result = Map::new();
    if let Some(Value::Object(annotations)) =
        get(resource, "metadata").and_then(|m| get(m, "annotations"))
    {
        for (key, value) in annotations {
            result.insert(key.clone(), Value::String(text(Some(value))));
        }
    }
    result
}

/// kyaml's `SetAnnotations`: an empty set removes the field.
pub(crate) fn set_annotations(resource: &mut Value, annotations: Map<String, Value>) {
    let Value::Object(object) = resource else {
        return;
    };
    let metadata = object
        .entry("metadata")
        .or_insert_with(|| Value::Object(Map::new()));
    if !metadata.is_object() {
        *metadata = Value::Object(Map::new());
    }
    let Value::Object(metadata) = metadata else {
        return;
    };
    if annotations.is_empty() {
        metadata.remove("annotations");
    } else {
        metadata.insert("annotations".to_owned(), Value::Object(annotations));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn ids_print_the_kustomize_way() {
        let id = current_id(&json!({"apiVersion": "v1", "kind": "Deployment",
            "metadata": {"name": "new-name"}}));
        assert_eq!(id.to_string(), "Deployment.v1.[noGrp]/new-name.[noNs]");
    }

    #[test]
    fn previous_ids_come_first_and_are_kept_in_order() {
        let schema = Schema::builtin();
        let mut resource = json!({"apiVersion": "apps/v1", "kind": "Deployment",
            "metadata": {"name": "a"}});
        store_previous_id(&mut resource, schema);
        resource["metadata"]["name"] = json!("b");
        store_previous_id(&mut resource, schema);
        resource["metadata"]["name"] = json!("c");
        let ids = ResIds::of(&resource, schema);
        assert_eq!(ids.original().name, "a");
        let names: Vec<&str> = ids.all().map(|id| id.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "c"]);
        assert_eq!(ids.original().namespace, "default");
    }
}
