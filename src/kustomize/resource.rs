//! Resources as the engine sees them: plain JSON objects plus the id kustomize matches them by.
//!
//! Per-resource build state (previous names, generator behavior, origin) lives in annotations on
//! the object itself, as kustomize keeps it, and is stripped before output.

use serde_json::Value;

/// Group, version, kind, name and namespace: what kustomize calls a resource id.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct ResId {
    pub group: String,
    pub version: String,
    pub kind: String,
    pub name: String,
    /// Empty for cluster-scoped objects and for namespaced ones that name none.
    pub namespace: String,
}

impl ResId {
    /// Reads the id of an object from its `apiVersion`, `kind` and `metadata`.
    pub fn of(obj: &Value) -> Self {
        let api_version = obj
            .get("apiVersion")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let (group, version) = match api_version.split_once('/') {
            Some((g, v)) => (g.to_owned(), v.to_owned()),
            None => (String::new(), api_version.to_owned()),
        };
        let meta = obj.get("metadata");
        let field = |k: &str| {
            meta.and_then(|m| m.get(k))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        Self {
            group,
            version,
            kind: obj
                .get("kind")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned(),
            name: field("name"),
            namespace: field("namespace"),
        }
    }
}
