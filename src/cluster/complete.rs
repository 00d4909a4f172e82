//! What shell completion offers from the cluster: the names of one kind's objects in a
//! namespace, and the namespaces (flux's `resourceNamesCompletionFunc`).

use super::kinds::FluxKind;
use super::objects::{self, Selection};
use crate::kube::{Cluster, ClusterOptions, KubeError};

/// What a word being completed stands for, where the candidates come from the kubeconfig or
/// the cluster.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wanted {
    /// `--context`: the kubeconfig's contexts.
    Contexts,
    /// `-n`/`--namespace`: the cluster's namespaces.
    Namespaces,
    /// The object names of a command that takes them (`get kustomizations <name>`).
    Names(FluxKind),
}

/// The candidates for `wanted` that start with `prefix`; none when the kubeconfig or the
/// cluster cannot give them. Object names are looked for in `namespace`.
pub fn candidates(
    options: &ClusterOptions,
    wanted: Wanted,
    namespace: &str,
    prefix: &str,
) -> Vec<String> {
    if wanted == Wanted::Contexts {
        return starting_with(
            crate::kube::context_names(options.kubeconfig.as_deref()).into_iter(),
            prefix,
        );
    }
    let Ok(cluster) = Cluster::connect(options) else {
        return Vec::new();
    };
    let found = match wanted {
        Wanted::Namespaces => namespaces(&cluster, prefix).map_err(|_| ()),
        Wanted::Names(kind) => names(&cluster, kind, namespace, prefix).map_err(|_| ()),
        Wanted::Contexts => Ok(Vec::new()),
    };
    found.unwrap_or_default()
}

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
