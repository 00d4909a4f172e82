//! Finding Flux objects: one by name, or the ones a namespace, a name and a label selector
//! pick, with the errors flux reports when there are none.

use serde_json::Value;

use super::kinds::FluxKind;
use crate::kube::{Cluster, KubeError, Query};

/// Why objects could not be found.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The API server's own wording: `kustomizations.kustomize.toolkit.fluxcd.io "x" not found`.
    #[error("{plural} \"{name}\" not found")]
    NotFound { plural: String, name: String },
    #[error("unable to parse label selector: {reason}")]
    LabelSelector { reason: String },
    #[error(transparent)]
    Kube(#[from] KubeError),
}

/// The object `namespace/name`, or the API server's not-found error.
pub fn get(cluster: &Cluster, kind: FluxKind, namespace: &str, name: &str) -> Result<Value, Error> {
    cluster
        .get(&kind.object_ref(namespace, name))?
        .ok_or_else(|| Error::NotFound {
            plural: kind.qualified_plural(),
            name: name.to_owned(),
        })
}

/// Which objects of a kind to list.
#[derive(Debug, Clone, Default)]
pub struct Selection<'a> {
    /// `None`: all namespaces.
    pub namespace: Option<&'a str>,
    /// Only the object of this name.
    pub name: Option<&'a str>,
    /// A Kubernetes label selector (`app=podinfo,tier in (web)`).
    pub labels: Option<&'a str>,
}

/// The objects of `kind` a selection picks, sorted by namespace and name as the API server
/// lists them. A kind the cluster does not serve is an error.
pub fn list(
    cluster: &Cluster,
    kind: FluxKind,
    selection: &Selection<'_>,
) -> Result<Vec<Value>, Error> {
    let labels = selection.labels.map(label_selector).transpose()?;
    let labels = labels.as_deref().filter(|s| !s.is_empty());
    let mut query = Query::namespace(selection.namespace).with_labels(labels);
    if let Some(name) = selection.name {
        query = query.with_fields(&name_selector(name));
    }
    Ok(cluster.query(&kind.api_version(), kind.kind, &query)?)
}

/// The field selector of the object called `name`, its value escaped as apimachinery's
/// `fields.EscapeValue` does, so that a name with `,` or `=` selects nothing rather than
/// something else.
pub fn name_selector(name: &str) -> String {
    let escaped = name
        .replace('\\', "\\\\")
        .replace(',', "\\,")
        .replace('=', "\\=");
    format!("metadata.name={escaped}")
}

/// flux's `get -l`: the selector as `metav1.ParseToLabelSelector` reads it, written back as
/// the API server receives it.
pub fn label_selector(selector: &str) -> Result<String, Error> {
    super::labels::parse_to_label_selector(selector)
        .map_err(|reason| Error::LabelSelector { reason })
}

/// `metadata.name` of an object.
pub fn name(object: &Value) -> &str {
    object
        .pointer("/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or_default()
}

/// `metadata.namespace` of an object.
pub fn namespace(object: &Value) -> &str {
    object
        .pointer("/metadata/namespace")
        .and_then(Value::as_str)
        .unwrap_or_default()
}

/// A string field of an object, empty when missing.
pub fn text<'a>(object: &'a Value, pointer: &str) -> &'a str {
    object
        .pointer(pointer)
        .and_then(Value::as_str)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped_in_field_selectors() {
        assert_eq!(name_selector("podinfo"), "metadata.name=podinfo");
        assert_eq!(name_selector("a,b=c\\d"), "metadata.name=a\\,b\\=c\\\\d");
    }
}
