//! The registry of Flux kinds: for each one its API group and the version flux reads and
//! writes, its resource name and short names (from the CRD types in [`crate::api`], so nothing is
//! spelled twice), the name flux's messages give it, and what its status looks like.

use serde_json::Value;

use crate::api::{CrdInfo, CustomResource};
use crate::kube::ObjectRef;

/// Which Flux kind: the commands match on it for what differs from kind to kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Id {
    GitRepository,
    OciRepository,
    HelmRepository,
    Bucket,
    HelmChart,
    ExternalArtifact,
    Kustomization,
    HelmRelease,
    Alert,
    Provider,
    Receiver,
    ImageRepository,
    ImagePolicy,
    ImageUpdateAutomation,
    ArtifactGenerator,
}

/// One Flux kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FluxKind {
    pub id: Id,
    pub kind: &'static str,
    pub group: &'static str,
    /// The version flux v2.9 reads and writes (Alerts and Providers are still v1beta3).
    pub version: &'static str,
    /// Lower-case plural, e.g. `gitrepositories`.
    pub plural: &'static str,
    pub short_names: &'static [&'static str],
    /// How flux's messages name it: `kustomization`, `source git`, `alert provider`.
    pub human: &'static str,
}

impl FluxKind {
    const fn of(id: Id, info: CrdInfo, version: &'static str, human: &'static str) -> FluxKind {
        FluxKind {
            id,
            kind: info.kind,
            group: info.group,
            version,
            plural: info.plural,
            short_names: info.short_names,
            human,
        }
    }

    /// `group/version`, the objects' `apiVersion`.
    pub fn api_version(&self) -> String {
        format!("{}/{}", self.group, self.version)
    }

    /// `kustomizations.kustomize.toolkit.fluxcd.io`: how the API server names the resource in
    /// its errors.
    pub fn qualified_plural(&self) -> String {
        format!("{}.{}", self.plural, self.group)
    }

    /// A reference to the object `namespace/name` of this kind.
    pub fn object_ref(&self, namespace: &str, name: &str) -> ObjectRef {
        ObjectRef::namespaced(&self.api_version(), self.kind, namespace, name)
    }

    /// Whether no controller reconciles the object, so that there is nothing to wait for:
    /// Alerts and Providers, and HelmRepositories of type `oci` (flux's `isStatic`).
    pub fn is_static(&self, object: &Value) -> bool {
        match self.id {
            Id::Alert | Id::Provider => true,
            Id::HelmRepository => is_oci_helm_repository(object),
            _ => false,
        }
    }
}

/// A HelmRepository of type `oci`: its controller keeps no artifact and no status to speak of.
pub fn is_oci_helm_repository(object: &Value) -> bool {
    object.pointer("/spec/type").and_then(Value::as_str) == Some("oci")
}

macro_rules! kind {
    ($name:ident, $id:ident, $type:ty, $version:expr, $human:literal) => {
        pub const $name: FluxKind =
            FluxKind::of(Id::$id, <$type as CustomResource>::INFO, $version, $human);
    };
}

use crate::api::{artifactgenerator, helm, image, kustomize, notification, source};

kind!(
    GIT_REPOSITORY,
    GitRepository,
    source::GitRepository,
    source::VERSION,
    "source git"
);
kind!(
    OCI_REPOSITORY,
    OciRepository,
    source::OciRepository,
    source::VERSION,
    "source oci"
);
kind!(
    HELM_REPOSITORY,
    HelmRepository,
    source::HelmRepository,
    source::VERSION,
    "source helm"
);
kind!(
    BUCKET,
    Bucket,
    source::Bucket,
    source::VERSION,
    "source bucket"
);
kind!(
    HELM_CHART,
    HelmChart,
    source::HelmChart,
    source::VERSION,
    "source chart"
);
kind!(
    EXTERNAL_ARTIFACT,
    ExternalArtifact,
    source::ExternalArtifact,
    source::VERSION,
    "source external-artifact"
);
kind!(
    KUSTOMIZATION,
    Kustomization,
    kustomize::Kustomization,
    kustomize::VERSION,
    "kustomization"
);
kind!(
    HELM_RELEASE,
    HelmRelease,
    helm::HelmRelease,
    helm::VERSION,
    "helmrelease"
);
kind!(
    ALERT,
    Alert,
    notification::Alert,
    notification::BETA_VERSION,
    "alert"
);
kind!(
    PROVIDER,
    Provider,
    notification::Provider,
    notification::BETA_VERSION,
    "alert provider"
);
kind!(
    RECEIVER,
    Receiver,
    notification::Receiver,
    notification::VERSION,
    "receiver"
);
kind!(
    IMAGE_REPOSITORY,
    ImageRepository,
    image::ImageRepository,
    image::VERSION,
    "image repository"
);
kind!(
    IMAGE_POLICY,
    ImagePolicy,
    image::ImagePolicy,
    image::VERSION,
    "image policy"
);
kind!(
    IMAGE_UPDATE_AUTOMATION,
    ImageUpdateAutomation,
    image::ImageUpdateAutomation,
    image::VERSION,
    "image update automation"
);
kind!(
    ARTIFACT_GENERATOR,
    ArtifactGenerator,
    artifactgenerator::ArtifactGenerator,
    artifactgenerator::VERSION,
    "artifact generator"
);

/// Every Flux kind.
pub const ALL: [FluxKind; 15] = [
    GIT_REPOSITORY,
    OCI_REPOSITORY,
    HELM_REPOSITORY,
    BUCKET,
    HELM_CHART,
    EXTERNAL_ARTIFACT,
    KUSTOMIZATION,
    HELM_RELEASE,
    ALERT,
    PROVIDER,
    RECEIVER,
    IMAGE_REPOSITORY,
    IMAGE_POLICY,
    IMAGE_UPDATE_AUTOMATION,
    ARTIFACT_GENERATOR,
];

/// The source kinds in the order `get sources all` lists them.
pub const SOURCES: [FluxKind; 6] = [
    OCI_REPOSITORY,
    BUCKET,
    GIT_REPOSITORY,
    HELM_REPOSITORY,
    HELM_CHART,
    EXTERNAL_ARTIFACT,
];

/// The image automation kinds in the order `get images all` lists them.
pub const IMAGES: [FluxKind; 3] = [IMAGE_REPOSITORY, IMAGE_POLICY, IMAGE_UPDATE_AUTOMATION];

/// Every kind `get all` lists, in flux's order: the sources, the image kinds, then releases,
/// Kustomizations and the notification kinds.
pub fn get_all() -> Vec<FluxKind> {
    let mut all = SOURCES.to_vec();
    all.extend(IMAGES);
    all.extend([HELM_RELEASE, KUSTOMIZATION, RECEIVER, PROVIDER, ALERT]);
    all
}

/// The kind called `name` (`Kustomization`, in any case).
pub fn by_kind(name: &str) -> Option<FluxKind> {
    ALL.into_iter()
        .find(|k| super::fold::equal_fold(k.kind, name))
}

/// The kind of an object's `apiVersion` group and `kind`, whatever its version.
pub fn of_object(object: &Value) -> Option<FluxKind> {
    let api_version = object.get("apiVersion").and_then(Value::as_str)?;
    let kind = object.get("kind").and_then(Value::as_str)?;
    let group = api_version.rsplit_once('/').map_or("", |(group, _)| group);
    ALL.into_iter().find(|k| k.kind == kind && k.group == group)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_carry_their_crd_names() {
        assert_eq!(
            KUSTOMIZATION.api_version(),
            "kustomize.toolkit.fluxcd.io/v1"
        );
        assert_eq!(KUSTOMIZATION.short_names, ["ks"]);
        assert_eq!(HELM_RELEASE.api_version(), "helm.toolkit.fluxcd.io/v2");
        assert_eq!(
            ALERT.api_version(),
            "notification.toolkit.fluxcd.io/v1beta3"
        );
        assert_eq!(RECEIVER.api_version(), "notification.toolkit.fluxcd.io/v1");
        assert_eq!(
            GIT_REPOSITORY.qualified_plural(),
            "gitrepositories.source.toolkit.fluxcd.io"
        );
        assert_eq!(by_kind("kustomization"), Some(KUSTOMIZATION));
        assert_eq!(by_kind("Deployment"), None);
        let object = serde_json::json!({"apiVersion": "helm.toolkit.fluxcd.io/v2beta2", "kind": "HelmRelease"});
        assert_eq!(of_object(&object), Some(HELM_RELEASE));
    }

    #[test]
    fn static_kinds() {
        let oci = serde_json::json!({"spec": {"type": "oci"}});
        assert!(ALERT.is_static(&oci));
        assert!(HELM_REPOSITORY.is_static(&oci));
        assert!(!HELM_REPOSITORY.is_static(&serde_json::json!({"spec": {}})));
        assert!(!KUSTOMIZATION.is_static(&oci));
    }
}
