//! What a cluster says about the Flux installed on it, read from the labels of the
//! GitRepository CRD as flux reads them: the distribution and version, whether a `flux-system`
//! Kustomization (bootstrap) manages it, and which other tool installed it, if any.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::kube::{Cluster, KubeError, ObjectRef, Readiness};
use crate::ui::Ui;

/// Why the versions running in a cluster cannot be told.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("no deployments found in {namespace} namespace")]
    NoDeployments { namespace: String },
    #[error("parsing image '{image}' failed: {reason}")]
    ImageParsing { image: String, reason: String },
    #[error("missing image tag in image {image}")]
    ImageTag { image: String },
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
        let (name, tag) = image_name_and_tag(image)?;
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
            // flux loops over both bootstrap labels but keeps only the last one's presence.
            bootstrapped: label("kustomize.toolkit.fluxcd.io/namespace").is_some(),
            managed_by: label("app.kubernetes.io/managed-by")
                .unwrap_or_default()
                .to_owned(),
        }
    }

    /// `flux-v2.9.4`: the distribution and its version (`flux-` without a version label).
    pub fn distribution(&self) -> String {
        if self.part_of.is_empty() {
            self.version.clone()
        } else {
            format!("{}-{}", self.part_of, self.version)
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

/// flux's status checker's lines, one per Deployment in the order given (sorted by name):
/// `✔ <name>: deployment ready`, else `✗ <name>: deployment not ready|not found`. Whether all
/// were ready.
pub fn report_deployments(ui: &Ui, states: &[(String, Readiness)]) -> bool {
    let mut ready = true;
    for (name, state) in states {
        let line = format!("{name}: {}", state.describe());
        if *state == Readiness::Ready {
            ui.success(&line);
        } else {
            ui.failed_check(&line);
            ready = false;
        }
    }
    ready
}

/// The component name and tag of a container image, split as flux's `splitImageStr` splits
/// it: the registry taken off, then the name's last element and everything after the first `:`
/// (`ghcr.io/fluxcd/source-controller:v1.9.4@sha256:…` is `("source-controller",
/// "v1.9.4@sha256:…")`).
pub fn image_name_and_tag(image: &str) -> Result<(&str, &str), Error> {
    let reference =
        crate::oci::reference::parse_reference(image).map_err(|reason| Error::ImageParsing {
            image: image.to_owned(),
            reason,
        })?;
    let registry = reference.repository.registry.as_str();
    let repo = image.strip_prefix(registry).unwrap_or(image);
    let Some((path, tag)) = repo.split_once(':') else {
        return Err(Error::ImageTag {
            image: image.to_owned(),
        });
    };
    let name = path.rsplit('/').next().unwrap_or(path);
    Ok((name, tag))
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
        // cluster_info.go keeps the presence of the last bootstrap label only.
        let namespace_only = json!({"metadata": {"labels": {
            "app.kubernetes.io/part-of": "flux",
            "kustomize.toolkit.fluxcd.io/namespace": "flux-system"}}});
        let info = FluxClusterInfo::of_crd(&namespace_only);
        assert!(info.bootstrapped);
        assert_eq!(info.distribution(), "flux-");
        let name_only = json!({"metadata": {"labels": {
            "kustomize.toolkit.fluxcd.io/name": "flux-system"}}});
        assert!(!FluxClusterInfo::of_crd(&name_only).bootstrapped);
    }

    #[test]
    fn images_split_into_component_and_tag() {
        let digest = format!("sha256:{}", "a".repeat(64));
        let split = |image: &str| {
            image_name_and_tag(image)
                .map(|(n, t)| (n.to_owned(), t.to_owned()))
                .map_err(|e| e.to_string())
        };
        let ok = |n: &str, t: &str| Ok((n.to_owned(), t.to_owned()));
        assert_eq!(
            split("ghcr.io/fluxcd/source-controller:v1.9.4"),
            ok("source-controller", "v1.9.4")
        );
        // flux keeps a digest in the tag, and reads a digest alone as a name and a tag.
        assert_eq!(
            split(&format!(
                "registry:5000/fluxcd/helm-controller:v1.6.3@{digest}"
            )),
            ok("helm-controller", &format!("v1.6.3@{digest}"))
        );
        assert_eq!(
            split(&format!("ghcr.io/fluxcd/helm-controller@{digest}")),
            ok("helm-controller@sha256", &"a".repeat(64))
        );
        assert_eq!(
            split("fluxcd/kustomize-controller:v1"),
            ok("kustomize-controller", "v1")
        );
        assert_eq!(
            split("registry:5000/fluxcd/helm-controller"),
            Err("missing image tag in image registry:5000/fluxcd/helm-controller".to_owned())
        );
        assert_eq!(
            split("Fluxcd/x:v1"),
            Err(
                "parsing image 'Fluxcd/x:v1' failed: could not parse reference: Fluxcd/x:v1"
                    .to_owned()
            )
        );
    }
}
