//! What a cluster says about the Flux installed on it, read from the labels of the
//! GitRepository CRD as flux reads them: the distribution and version, whether a `flux-system`
//! Kustomization (bootstrap) manages it, and which other tool installed it, if any.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::kube::{Cluster, KubeError, ObjectRef};

/// Why the versions running in a cluster cannot be told.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("no deployments found in {namespace} namespace")]
    NoDeployments { namespace: String },
    #[error("unable to read the version of image '{image}'")]
    Image { image: String },
    #[error(transparent)]
    Kube(#[from] KubeError),
}

/// What `version` reports of a cluster: the distribution, when Flux's CRDs say it, and each
/// controller's image tag by component name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ServerVersions {
    pub distribution: Option<String>,
    pub controllers: BTreeMap<String, String>,
}

/// Reads the distribution and the controllers' versions from the Deployments in `namespace`,
/// as flux's `version` does.
pub fn server_versions(cluster: &Cluster, namespace: &str) -> Result<ServerVersions, Error> {
    let distribution = FluxClusterInfo::read(cluster)?.map(|info| info.distribution());
    let deployments = flux_deployments(cluster, namespace)?;
    if deployments.is_empty() {
        return Err(Error::NoDeployments {
            namespace: namespace.to_owned(),
        });
    }
    let images = deployments.iter().flat_map(|deployment| {
        deployment
            .pointer("/spec/template/spec/containers")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|container| container["image"].as_str())
    });
    let mut controllers = BTreeMap::new();
    for image in images {
        let (name, tag) = image_name_and_tag(image).ok_or_else(|| Error::Image {
            image: image.to_owned(),
        })?;
        controllers.insert(name.to_owned(), tag.to_owned());
    }
    Ok(ServerVersions {
        distribution,
        controllers,
    })
}

/// The CRD whose labels say which Flux is installed.
pub const GIT_REPOSITORY_CRD: &str = "gitrepositories.source.toolkit.fluxcd.io";

/// The label every Flux component and CRD carries.
pub const PART_OF_SELECTOR: &str = "app.kubernetes.io/part-of=flux";

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FluxClusterInfo {
    /// `app.kubernetes.io/version`, e.g. `v2.9.4`.
    pub version: String,
    /// `app.kubernetes.io/part-of`, e.g. `flux`.
    pub part_of: String,
    /// Labelled by kustomize-controller: applied from a Kustomization, i.e. bootstrapped.
    pub bootstrapped: bool,
    /// `app.kubernetes.io/managed-by` when another tool (e.g. Helm) installed Flux.
    pub managed_by: String,
}

impl FluxClusterInfo {
    /// `None` when Flux's CRDs are not installed.
    pub fn read(cluster: &Cluster) -> Result<Option<FluxClusterInfo>, KubeError> {
        let crd = ObjectRef::cluster(
            "apiextensions.k8s.io/v1",
            "CustomResourceDefinition",
            GIT_REPOSITORY_CRD,
        );
        Ok(cluster.get(&crd)?.map(|crd| FluxClusterInfo::of_crd(&crd)))
    }

    pub fn of_crd(crd: &Value) -> FluxClusterInfo {
        let label = |key: &str| {
            crd.pointer("/metadata/labels")
                .and_then(|labels| labels.get(key))
                .and_then(Value::as_str)
        };
        FluxClusterInfo {
            version: label("app.kubernetes.io/version")
                .unwrap_or_default()
                .to_owned(),
            part_of: label("app.kubernetes.io/part-of")
                .unwrap_or_default()
                .to_owned(),
            bootstrapped: label("kustomize.toolkit.fluxcd.io/name").is_some()
                && label("kustomize.toolkit.fluxcd.io/namespace").is_some(),
            managed_by: label("app.kubernetes.io/managed-by")
                .unwrap_or_default()
                .to_owned(),
        }
    }

    /// `flux-v2.9.4`: the distribution and its version.
    pub fn distribution(&self) -> String {
        match (self.part_of.as_str(), self.version.as_str()) {
            ("", version) => version.to_owned(),
            (part_of, "") => part_of.to_owned(),
            (part_of, version) => format!("{part_of}-{version}"),
        }
    }
}

/// The Deployments of Flux's controllers in `namespace`, found by their part-of label.
pub fn flux_deployments(cluster: &Cluster, namespace: &str) -> Result<Vec<Value>, KubeError> {
    cluster.list_selected(
        "apps/v1",
        "Deployment",
        Some(namespace),
        Some(PART_OF_SELECTOR),
    )
}

/// The component name and tag of a container image: `ghcr.io/fluxcd/source-controller:v1.9.4`
/// is `("source-controller", "v1.9.4")`; a digest after the tag is dropped.
pub fn image_name_and_tag(image: &str) -> Option<(&str, &str)> {
    let image = image.split('@').next().unwrap_or(image);
    let (path, tag) = image.rsplit_once(':')?;
    if tag.contains('/') {
        return None;
    }
    let name = path.rsplit('/').next().unwrap_or(path);
    Some((name, tag))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn labels_tell_distribution_and_bootstrap() {
        let crd = json!({"metadata": {"labels": {
            "app.kubernetes.io/part-of": "flux", "app.kubernetes.io/version": "v2.9.4",
            "kustomize.toolkit.fluxcd.io/name": "flux-system",
            "kustomize.toolkit.fluxcd.io/namespace": "flux-system"}}});
        let info = FluxClusterInfo::of_crd(&crd);
        assert_eq!(info.distribution(), "flux-v2.9.4");
        assert!(info.bootstrapped);
        assert_eq!(info.managed_by, "");
        assert!(!FluxClusterInfo::of_crd(&json!({})).bootstrapped);
    }

    #[test]
    fn images_split_into_component_and_tag() {
        assert_eq!(
            image_name_and_tag("ghcr.io/fluxcd/source-controller:v1.9.4"),
            Some(("source-controller", "v1.9.4"))
        );
        assert_eq!(
            image_name_and_tag("registry:5000/fluxcd/helm-controller:v1.6.3@sha256:abcd"),
            Some(("helm-controller", "v1.6.3"))
        );
        assert_eq!(
            image_name_and_tag("registry:5000/fluxcd/helm-controller"),
            None
        );
    }
}
