//! Merge keys and patch strategies: what kustomize's strategic merge learns from OpenAPI.
//!
//! kustomize v5.8.1 walks a patch and its target with the Kubernetes v1.21.2 OpenAPI document
//! compiled in. Only a few facts of that document change a merge: which lists merge element by
//! element (`x-kubernetes-patch-strategy` containing `merge`), by which keys
//! (`x-kubernetes-list-map-keys`, else `x-kubernetes-patch-merge-key`), and the path of fields
//! leading there from each kind. The built-in table (`builtin_schema.txt`) keeps exactly those
//! facts, plus the kinds that are cluster-scoped.
//!
//! A kustomization's `openapi: {path: ...}` file brings its own definitions (`definitions` with
//! `$ref`s, `items`, `additionalProperties` and the extensions above). kustomize keeps one
//! schema per build, set by the first kustomization met (in load order, the root first) that
//! has an `openapi:` field, see [`openapi_choice`]; and whether the built-in definitions stay
//! depends on timing: kustomize loads them lazily, at the first lookup of a kind missing from its
//! table of scopes or at the first strategic merge, and a custom file set before that replaces
//! them ([`Schema::from_openapi`], the case of a root kustomization's field), while one set later
//! adds to them ([`Schema::with_builtin`], the case of a base or component loaded after resources
//! of custom kinds). Custom `$ref`s may then point at built-in definitions such as
//! `io.k8s.api.core.v1.PodTemplateSpec`.

use crate::kustomize::{FastMap as HashMap, FastSet as HashSet};
use std::sync::OnceLock;

use serde_json::Value;

const BUILTIN_TABLE: &str = include_str!("builtin_schema.txt");
const REF_PREFIX: &str = "#/definitions/";

/// One schema node: a definition, a property or the items of an array.
#[derive(Debug, Clone, Default)]
pub(crate) struct Node {
    reference: Option<String>,
    is_array: bool,
    items: Option<Box<Node>>,
    properties: HashMap<String, Node>,
    additional: Option<Box<Node>>,
    strategy: Option<String>,
    keys: Vec<String>,
}

impl Node {
    /// The patch strategy and the merge keys of a list (kyaml's `PatchStrategyAndKeyList`).
    pub(crate) fn strategy_and_keys(&self) -> (&str, &[String]) {
        match &self.strategy {
            Some(strategy) => (strategy.as_str(), &self.keys),
            None => ("", &[]),
        }
    }

    /// Whether a list merges element by element rather than being replaced.
    pub(crate) fn is_associative(&self) -> bool {
        self.strategy
            .as_deref()
            .is_some_and(|s| s.split(',').any(|part| part == "merge"))
    }
}

/// The OpenAPI facts the patch transformers consult. Cheap to share by reference.
#[derive(Debug, Clone, Default)]
pub struct Schema {
    definitions: HashMap<String, Node>,
    /// Kind, then apiVersion, to definition name; nested so that lookups need no allocation.
    kinds: HashMap<String, HashMap<String, String>>,
    /// Kind, then the apiVersions in which it is cluster-scoped.
    cluster_scoped: HashMap<String, HashSet<String>>,
}

/// An OpenAPI document that could not be read.
#[derive(Debug, thiserror::Error)]
pub enum SchemaError {
    #[error("openapi document has no definitions")]
    NoDefinitions,
    #[error("openapi definition {name} is not an object")]
    BadDefinition { name: String },
    #[error("builtin version and custom schema provided, cannot use both")]
    BothPathAndVersion,
    #[error("the specified OpenAPI version is not built in")]
    VersionNotBuiltin { version: String },
    #[error("invalid schema file {path:?}")]
    Unreadable {
        path: String,
        #[source]
        source: crate::yaml::Error,
    },
}

/// What a kustomization's `openapi:` field asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OpenApiChoice {
    /// The built-in schema (no field, or `version: v1.21.2`).
    Builtin,
    /// A schema file, relative to the kustomization's directory, to read with
    /// [`Schema::read_openapi`].
    CustomFile(String),
}

/// Validates a kustomization's `openapi:` field (`path` or `version`, not both).
pub fn openapi_choice(field: &Value) -> Result<OpenApiChoice, SchemaError> {
    let text = |key: &str| {
        field
            .get(key)
            .and_then(Value::as_str)
            .filter(|s| !s.is_empty())
    };
    match (text("path"), text("version")) {
        (Some(_), Some(_)) => Err(SchemaError::BothPathAndVersion),
        (Some(path), None) => Ok(OpenApiChoice::CustomFile(path.to_owned())),
        (None, Some("v1.21.2" | "v1212")) | (None, None) => Ok(OpenApiChoice::Builtin),
        (None, Some(version)) => Err(SchemaError::VersionNotBuiltin {
            version: version.to_owned(),
        }),
    }
}

impl Schema {
    /// kustomize's built-in schema (Kubernetes v1.21.2).
    pub fn builtin() -> &'static Schema {
        static BUILTIN: OnceLock<Schema> = OnceLock::new();
        BUILTIN.get_or_init(|| parse_table(BUILTIN_TABLE))
    }

    /// Reads an `openapi: {path: FILE}` file (JSON or YAML text) for [`Schema::from_openapi`]
    /// or [`Schema::with_builtin`].
    pub fn read_openapi(path: &str, text: &str) -> Result<Value, SchemaError> {
        crate::yaml::parse_one(text).map_err(|source| SchemaError::Unreadable {
            path: path.to_owned(),
            source,
        })
    }

    /// A custom schema replacing the built-in definitions (the built-in knowledge of
    /// cluster-scoped kinds stays, as kustomize keeps it in a separate table).
    pub fn from_openapi(document: &Value) -> Result<Schema, SchemaError> {
        let base = Schema {
            cluster_scoped: Schema::builtin().cluster_scoped.clone(),
            ..Schema::default()
        };
        base.extended(document)
    }

    /// A custom schema added to the built-in definitions (its own win on a name clash).
    pub fn with_builtin(document: &Value) -> Result<Schema, SchemaError> {
        Schema::builtin().clone().extended(document)
    }

    fn extended(mut self, document: &Value) -> Result<Schema, SchemaError> {
        let definitions = document
            .get("definitions")
            .and_then(Value::as_object)
            .ok_or(SchemaError::NoDefinitions)?;
        let schema = &mut self;
        for (name, definition) in definitions {
            if !definition.is_object() {
                return Err(SchemaError::BadDefinition { name: name.clone() });
            }
            for (api_version, kind) in group_version_kinds(definition) {
                schema
                    .kinds
                    .entry(kind)
                    .or_default()
                    .insert(api_version, name.clone());
            }
            schema
                .definitions
                .insert(name.clone(), node_from_json(definition));
        }
        if let Some(paths) = document.get("paths").and_then(Value::as_object) {
            schema.learn_scopes(paths);
        }
        Ok(self)
    }

    /// Whether objects of this kind live in a namespace; unknown kinds do, as in kustomize.
    pub fn is_namespaceable(&self, api_version: &str, kind: &str) -> bool {
        !self
            .cluster_scoped
            .get(kind)
            .is_some_and(|versions| versions.contains(api_version))
    }

    /// The schema of a whole object of this kind, if known.
    pub(crate) fn for_kind(&self, api_version: &str, kind: &str) -> Option<&Node> {
        let name = self.kinds.get(kind)?.get(api_version)?;
        self.definitions.get(name)
    }

    /// The schema of a field of an object (kyaml's `ResourceSchema.Field`).
    pub(crate) fn field<'a>(&'a self, node: &'a Node, name: &str) -> Option<&'a Node> {
        let field = node.properties.get(name).or(node.additional.as_deref())?;
        self.resolve(field)
    }

    /// The schema of the elements of an array (kyaml's `ResourceSchema.Elements`).
    pub(crate) fn elements<'a>(&'a self, node: &'a Node) -> Option<&'a Node> {
        if !node.is_array {
            return None;
        }
        self.resolve(node.items.as_deref()?)
    }

    fn resolve<'a>(&'a self, mut node: &'a Node) -> Option<&'a Node> {
        // A reference replaces the node, extensions included, as kyaml does; the bound only
        // guards against a cycle of references to references.
        for _ in 0..64 {
            match &node.reference {
                Some(name) => node = self.definitions.get(name)?,
                None => return Some(node),
            }
        }
        None
    }

    fn learn_scopes(&mut self, paths: &serde_json::Map<String, Value>) {
        let mut namespaced = HashSet::default();
        let mut seen = Vec::new();
        for (path, item) in paths {
            let Some(get) = item.get("get") else { continue };
            for (api_version, kind) in group_version_kinds(get) {
                if path.contains("namespaces/{namespace}") {
                    namespaced.insert((api_version.clone(), kind.clone()));
                }
                seen.push((api_version, kind));
            }
        }
        for id in seen {
            if !namespaced.contains(&id) {
                self.cluster_scoped.entry(id.1).or_default().insert(id.0);
            }
        }
    }
}

fn group_version_kinds(definition: &Value) -> Vec<(String, String)> {
    let list = match definition.get("x-kubernetes-group-version-kind") {
        Some(Value::Array(list)) => list.clone(),
        Some(single @ Value::Object(_)) => vec![single.clone()],
        _ => return Vec::new(),
    };
    list.iter()
        .filter_map(|gvk| {
            let text = |k: &str| gvk.get(k).and_then(Value::as_str).unwrap_or_default();
            let kind = gvk.get("kind")?.as_str()?.to_owned();
            let api_version = match text("group") {
                "" => text("version").to_owned(),
                group => format!("{group}/{}", text("version")),
            };
            Some((api_version, kind))
        })
        .collect()
}

fn node_from_json(value: &Value) -> Node {
    let mut node = Node {
        reference: value
            .get("$ref")
            .and_then(Value::as_str)
            .map(|r| r.strip_prefix(REF_PREFIX).unwrap_or(r).to_owned()),
        is_array: match value.get("type") {
            Some(Value::String(t)) => t == "array",
            Some(Value::Array(types)) => types.len() == 1 && types[0] == "array",
            _ => false,
        },
        ..Node::default()
    };
    if let Some(items) = value.get("items").filter(|items| items.is_object()) {
        node.items = Some(Box::new(node_from_json(items)));
    }
    if let Some(properties) = value.get("properties").and_then(Value::as_object) {
        for (name, property) in properties {
            node.properties
                .insert(name.clone(), node_from_json(property));
        }
    }
    if let Some(additional) = value.get("additionalProperties").filter(|a| a.is_object()) {
        node.additional = Some(Box::new(node_from_json(additional)));
    }
    if let Some(strategy) = value
        .get("x-kubernetes-patch-strategy")
        .and_then(Value::as_str)
    {
        node.strategy = Some(strategy.to_owned());
        let map_keys = value
            .get("x-kubernetes-list-map-keys")
            .and_then(Value::as_array);
        node.keys = match map_keys {
            Some(keys) => keys
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect(),
            None => value
                .get("x-kubernetes-patch-merge-key")
                .and_then(Value::as_str)
                .map(|key| vec![key.to_owned()])
                .unwrap_or_default(),
        };
    }
    node
}

/// The table abbreviates definition names; custom documents refer to them in full.
fn expand(name: &str) -> String {
    const PREFIXES: [(&str, &str); 3] = [
        ("meta.", "io.k8s.apimachinery.pkg.apis.meta."),
        ("ext.", "io.k8s.apiextensions-apiserver.pkg.apis."),
        ("agg.", "io.k8s.kube-aggregator.pkg.apis."),
    ];
    for (short, long) in PREFIXES {
        if let Some(rest) = name.strip_prefix(short) {
            return format!("{long}{rest}");
        }
    }
    format!("io.k8s.api.{name}")
}

/// Reads the compact built-in table; its format is described at its top.
fn parse_table(table: &str) -> Schema {
    let mut schema = Schema::default();
    let mut current: Option<String> = None;
    for line in table.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if let Some(field) = line.strip_prefix("  ") {
            let Some(definition) = current.as_ref() else {
                continue;
            };
            let mut words = field.split(' ');
            let (Some(name), Some(shape)) = (words.next(), words.next()) else {
                continue;
            };
            let mut node = Node::default();
            if let Some(target) = shape.strip_prefix("[]") {
                node.is_array = true;
                if let Some(target) = target.strip_prefix('@') {
                    let items = Node {
                        reference: Some(expand(target)),
                        ..Node::default()
                    };
                    node.items = Some(Box::new(items));
                } else {
                    node.items = Some(Box::default());
                }
            } else if let Some(target) = shape.strip_prefix("{}@") {
                let values = Node {
                    reference: Some(expand(target)),
                    ..Node::default()
                };
                node.additional = Some(Box::new(values));
            } else if let Some(target) = shape.strip_prefix('@') {
                node.reference = Some(expand(target));
            }
            for word in words {
                if let Some(strategy) = word.strip_prefix("strategy=") {
                    node.strategy = Some(strategy.to_owned());
                } else if let Some(keys) = word.strip_prefix("keys=") {
                    node.keys = keys.split(',').map(str::to_owned).collect();
                }
            }
            if let Some(def) = schema.definitions.get_mut(definition) {
                def.properties.insert(name.to_owned(), node);
            }
            continue;
        }
        let words: Vec<&str> = line.split(' ').collect();
        match words.as_slice() {
            ["C", api_version, kind] => {
                let versions = schema.cluster_scoped.entry((*kind).to_owned()).or_default();
                versions.insert((*api_version).to_owned());
            }
            ["G", api_version, kind, definition] => {
                let versions = schema.kinds.entry((*kind).to_owned()).or_default();
                versions.insert((*api_version).to_owned(), expand(definition));
            }
            ["D", definition] => {
                schema
                    .definitions
                    .insert(expand(definition), Node::default());
                current = Some(expand(definition));
            }
            _ => {}
        }
    }
    schema
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn lookup<'a>(schema: &'a Schema, kind: (&str, &str), path: &[&str]) -> Option<&'a Node> {
        let mut node = schema.for_kind(kind.0, kind.1)?;
        for part in path {
            node = if *part == "[]" {
                schema.elements(node)?
            } else {
                schema.field(node, part)?
            };
        }
        Some(node)
    }

    #[test]
    fn deployment_containers_merge_by_name() {
        let schema = Schema::builtin();
        let path = ["spec", "template", "spec", "containers"];
        let node = lookup(schema, ("apps/v1", "Deployment"), &path).unwrap();
        assert!(node.is_associative());
        assert_eq!(node.strategy_and_keys().1, ["name"]);
    }

    #[test]
    fn container_ports_merge_by_port_and_protocol() {
        let schema = Schema::builtin();
        let path = [
            "spec",
            "jobTemplate",
            "spec",
            "template",
            "spec",
            "containers",
            "[]",
            "ports",
        ];
        let node = lookup(schema, ("batch/v1", "CronJob"), &path).unwrap();
        assert_eq!(node.strategy_and_keys().1, ["containerPort", "protocol"]);
    }

    #[test]
    fn volumes_merge_and_tolerations_are_replaced() {
        let schema = Schema::builtin();
        let volumes = lookup(schema, ("v1", "Pod"), &["spec", "volumes"]).unwrap();
        assert_eq!(
            volumes.strategy_and_keys(),
            ("merge,retainKeys", &["name".to_owned()][..])
        );
        assert!(volumes.is_associative());
        assert!(lookup(schema, ("v1", "Pod"), &["spec", "tolerations"]).is_none());
    }

    #[test]
    fn finalizers_merge_as_a_set_of_scalars() {
        let schema = Schema::builtin();
        let node = lookup(schema, ("v1", "ConfigMap"), &["metadata", "finalizers"]).unwrap();
        assert!(node.is_associative());
        assert!(node.strategy_and_keys().1.is_empty());
    }

    #[test]
    fn cluster_scoped_kinds_are_known() {
        let schema = Schema::builtin();
        assert!(!schema.is_namespaceable("v1", "Namespace"));
        assert!(!schema.is_namespaceable("rbac.authorization.k8s.io/v1", "ClusterRole"));
        assert!(schema.is_namespaceable("apps/v1", "Deployment"));
        assert!(schema.is_namespaceable("example.com/v1", "Unknown"));
    }

    #[test]
    fn custom_document_replaces_the_builtin_definitions() {
        let document = json!({"definitions": {
            "v1alpha1.MyCRD": {
                "x-kubernetes-group-version-kind": [{"group": "example.com", "kind": "MyCRD", "version": "v1alpha1"}],
                "properties": {"spec": {"properties": {"items": {
                    "type": "array", "items": {"$ref": "#/definitions/Item"},
                    "x-kubernetes-patch-strategy": "merge", "x-kubernetes-patch-merge-key": "id"}}}}
            },
            "Item": {"properties": {"id": {"type": "string"}}}
        }});
        let schema = Schema::from_openapi(&document).unwrap();
        let node = lookup(
            &schema,
            ("example.com/v1alpha1", "MyCRD"),
            &["spec", "items"],
        )
        .unwrap();
        assert_eq!(node.strategy_and_keys().1, ["id"]);
        assert!(schema.elements(node).is_some());
        assert!(schema.for_kind("apps/v1", "Deployment").is_none());
        assert!(!schema.is_namespaceable("v1", "Namespace"));
        let both = Schema::with_builtin(&document).unwrap();
        assert!(both.for_kind("apps/v1", "Deployment").is_some());
        assert!(both.for_kind("example.com/v1alpha1", "MyCRD").is_some());
    }

    #[test]
    fn custom_definitions_may_refer_to_builtin_ones() {
        let document = json!({"definitions": {
            "DeploymentConfig": {
                "x-kubernetes-group-version-kind": [{"group": "apps.openshift.io", "kind": "DeploymentConfig", "version": "v1"}],
                "properties": {"spec": {"properties": {
                    "template": {"$ref": "#/definitions/io.k8s.api.core.v1.PodTemplateSpec"}}}}
            }
        }});
        let schema = Schema::with_builtin(&document).unwrap();
        let path = ["spec", "template", "spec", "containers"];
        let node = lookup(&schema, ("apps.openshift.io/v1", "DeploymentConfig"), &path).unwrap();
        assert_eq!(node.strategy_and_keys().1, ["name"]);
    }

    #[test]
    fn openapi_field_takes_a_path_or_the_builtin_version() {
        let choice = |v: Value| openapi_choice(&v).map_err(|e| e.to_string());
        assert_eq!(
            choice(json!({"version": "v1.21.2"})),
            Ok(OpenApiChoice::Builtin)
        );
        assert_eq!(
            choice(json!({"path": "schema.json"})),
            Ok(OpenApiChoice::CustomFile("schema.json".to_owned()))
        );
        assert_eq!(
            choice(json!({"path": "a.json", "version": "v1.21.2"})),
            Err("builtin version and custom schema provided, cannot use both".to_owned())
        );
        assert!(choice(json!({"version": "v1.14.1"})).is_err());
    }
}
