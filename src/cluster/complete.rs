//! What shell completion offers from the cluster: the names of one kind's objects in a
//! namespace, and the namespaces (flux's `resourceNamesCompletionFunc`).

use super::kinds::FluxKind;
use super::objects::{self, Selection};
use crate::kube::{Cluster, KubeError};

/// The names of the objects of `kind` in `namespace` that start with `prefix`, in the order the
/// API server lists them.
pub fn names(
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    prefix: &str,
) -> Result<Vec<String>, objects::Error> {
    let selection = Selection {
        namespace: Some(namespace),
        ..Selection::default()
    };
    let listed = objects::list(cluster, kind, &selection)?;
    Ok(starting_with(
        listed.iter().map(|o| objects::name(o).to_owned()),
        prefix,
    ))
}

/// The namespaces that start with `prefix`.
pub fn namespaces(cluster: &Cluster, prefix: &str) -> Result<Vec<String>, KubeError> {
    let listed = cluster.list("v1", "Namespace", None)?;
    Ok(starting_with(
        listed.iter().map(|o| objects::name(o).to_owned()),
        prefix,
    ))
}

fn starting_with(names: impl Iterator<Item = String>, prefix: &str) -> Vec<String> {
    names.filter(|name| name.starts_with(prefix)).collect()
}
