//! The kustomize.toolkit.fluxcd.io group: Kustomization, and the pieces HelmRelease borrows
//! from it (dependencies, health checks, patches, images, inventories).

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::meta::{
    CommonMetadata, Condition, DURATION, KubeConfigReference, LocalObjectReference,
    NamespacedObjectKindReference, ObjectMeta, Time,
};
use super::{APPLIER_CATEGORIES, CrdInfo, CustomResource, PrinterColumn};

group_version!("kustomize.toolkit.fluxcd.io", "v1");

/// A Kustomization builds a directory of a source artifact with kustomize and applies the result
/// to the cluster, pruning what disappeared from it.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Kustomization {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// What to build, from which source, and how to apply it.
    pub spec: KustomizationSpec,
    /// What the controller last observed and did.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = {"observedGeneration": -1}))]
    pub status: Option<KustomizationStatus>,
}

impl CustomResource for Kustomization {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "Kustomization",
        plural: "kustomizations",
        short_names: &["ks"],
        categories: APPLIER_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::AGE,
            PrinterColumn::READY,
            PrinterColumn::STATUS,
        ],
        component: "kustomize-controller",
    };
}

/// The desired state of a Kustomization.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct KustomizationSpec {
    /// Extra metadata written into the build output, each entry naming one kind of annotation.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub build_metadata: Vec<BuildMetadata>,
    /// Labels and annotations stamped on every object the Kustomization applies.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub common_metadata: Option<CommonMetadata>,
    /// Paths of kustomize components, relative to the build directory, to include.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub components: Vec<String>,
    /// How to decrypt secrets found in the build output before applying them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decryption: Option<Decryption>,
    /// What happens to the applied objects once the Kustomization is deleted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deletion_policy: Option<DeletionPolicy>,
    /// Objects that must be ready before this Kustomization is reconciled.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub depends_on: Vec<DependencyReference>,
    /// Replace objects whose immutable fields changed by deleting and recreating them.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = false))]
    pub force: Option<bool>,
    /// CEL expressions that judge the health of custom resources during health checks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub health_check_exprs: Vec<CustomHealthCheck>,
    /// Objects whose readiness decides the health of the Kustomization.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub health_checks: Vec<NamespacedObjectKindReference>,
    /// Fields of the applied objects that the controller leaves alone.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ignore: Vec<IgnoreRule>,
    /// Skip components that are listed but absent from the source instead of failing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ignore_missing_components: Option<bool>,
    /// Image names, tags and digests to rewrite in the build output.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub images: Vec<Image>,
    /// How often the source is built and applied again.
    #[schemars(regex(pattern = DURATION))]
    pub interval: String,
    /// A kubeconfig for applying to a remote cluster instead of the local one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kube_config: Option<KubeConfigReference>,
    /// A prefix added to the names of all applied objects.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 200))]
    pub name_prefix: Option<String>,
    /// A suffix added to the names of all applied objects.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 200))]
    pub name_suffix: Option<String>,
    /// Strategic merge or JSON 6902 patches applied to the build output.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub patches: Vec<Patch>,
    /// The directory inside the source artifact to build; the artifact root when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// Variable substitution performed on the build output.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub post_build: Option<PostBuild>,
    /// Delete objects that were applied before but are gone from the build output.
    pub prune: bool,
    /// How long to wait before retrying after a failed reconciliation; the interval when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub retry_interval: Option<String>,
    /// The service account impersonated when applying.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub service_account_name: Option<String>,
    /// The source that holds the manifests.
    pub source_ref: CrossNamespaceSourceReference,
    /// Stop reconciling until this is set back to false.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// A namespace set on every namespaced object of the build output.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 63))]
    pub target_namespace: Option<String>,
    /// The limit for building, applying and health checking; the interval when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub timeout: Option<String>,
    /// Wait for every applied object to become ready, instead of only the health checks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wait: Option<bool>,
}

/// A kind of build metadata annotation.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum BuildMetadata {
    OriginAnnotations,
    TransformerAnnotations,
}

/// What to do with applied objects when their owner is deleted.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeletionPolicy {
    MirrorPrune,
    Delete,
    WaitForTermination,
    Orphan,
}
/// Settings for decrypting encrypted manifests.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Decryption {
    /// The decryption tool; only sops is known.
    pub provider: DecryptionProvider,
    /// A secret holding the private keys or cloud credentials used for decryption.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// A service account whose identity grants access to a cloud key management service.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub service_account_name: Option<String>,
}

/// A decryption tool.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum DecryptionProvider {
    Sops,
}

/// Another object this one waits for.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct DependencyReference {
    /// The name of the object depended on.
    pub name: String,
    /// Its namespace; the dependent's own namespace when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    /// A CEL expression that decides when the dependency counts as ready.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ready_expr: Option<String>,
}

/// CEL expressions that compute the health of one kind of custom resource.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CustomHealthCheck {
    /// The group and version of the resources checked, e.g. example.com/v1.
    pub api_version: String,
    /// An expression that is true once a resource is healthy.
    pub current: String,
    /// An expression that is true when a resource has failed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failed: Option<String>,
    /// An expression that is true while a resource is still progressing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub in_progress: Option<String>,
    /// The kind of the resources checked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
}

/// JSON pointers to fields that are excluded from apply and drift detection.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct IgnoreRule {
    /// JSON pointer paths of the fields to leave alone.
    pub paths: Vec<String>,
    /// The objects the rule applies to; every object when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<Selector>,
}

/// Selects objects by group, version, kind, name, namespace, labels and annotations.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Selector {
    /// A selector over the annotations of the object, in label selector syntax.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub annotation_selector: Option<String>,
    /// The API group of the object.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// The kind of the object.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// A selector over the labels of the object.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label_selector: Option<String>,
    /// The name of the object, as a regular expression.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The namespace of the object, as a regular expression.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    /// The API version of the object.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
}

/// A patch and the objects it is applied to.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Patch {
    /// The patch itself, either a strategic merge patch or a JSON 6902 patch, as YAML.
    pub patch: String,
    /// The objects to patch; for a strategic merge patch, the patch names its target when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<Selector>,
}

/// A rewrite of container image references.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Image {
    /// A digest that replaces the tag; it wins over newTag.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub digest: Option<String>,
    /// The image name to look for.
    pub name: String,
    /// A replacement for the image name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub new_name: Option<String>,
    /// A replacement for the image tag.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub new_tag: Option<String>,
}

/// Variable substitution applied after the kustomize build.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PostBuild {
    /// Variables and their values, used for ${name} references in the build output.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub substitute: BTreeMap<String, String>,
    /// Config maps and secrets whose data supplies more variables.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub substitute_from: Vec<SubstituteReference>,
    /// Whether substitution runs on every object or only when variables are defined.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub substitute_strategy: Option<SubstituteStrategy>,
}

/// When variable substitution runs.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubstituteStrategy {
    WithVariables,
    Always,
}

/// A config map or secret that supplies substitution variables.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct SubstituteReference {
    /// Whether the object is a Secret or a ConfigMap.
    pub kind: ConfigKind,
    /// The name of the object, in the namespace of the Kustomization.
    #[schemars(length(min = 1, max = 253))]
    pub name: String,
    /// Go on without these variables when the object does not exist.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = false))]
    pub optional: Option<bool>,
}

/// The kinds of objects that hold configuration data.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConfigKind {
    Secret,
    ConfigMap,
}

/// The source a Kustomization builds from.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CrossNamespaceSourceReference {
    /// The group and version of the source.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    /// The kind of the source.
    pub kind: KustomizationSourceKind,
    /// The name of the source.
    pub name: String,
    /// The namespace of the source; the Kustomization's namespace when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
}

/// The kinds of sources a Kustomization can build from.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum KustomizationSourceKind {
    OCIRepository,
    GitRepository,
    Bucket,
    ExternalArtifact,
}

/// The observed state of a Kustomization.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct KustomizationStatus {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    /// The last reconciliations, newest first, grouped by the digest of what was applied.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<Snapshot>,
    /// The objects applied by the last successful reconciliation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inventory: Option<ResourceInventory>,
    /// The origin revision recorded in the source of the last successful apply, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_applied_origin_revision: Option<String>,
    /// The source revision of the last successful apply.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_applied_revision: Option<String>,
    /// The source revision of the last attempt, successful or not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_attempted_revision: Option<String>,
    /// The value of the reconcile request annotation that was last acted upon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_handled_reconcile_at: Option<String>,
    /// The generation of the spec that was last reconciled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
}

/// A summary of the reconciliations that applied the same set of objects.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    /// A checksum of the applied objects.
    pub digest: String,
    /// When this set of objects was first reconciled.
    pub first_reconciled: Time,
    /// When this set of objects was last reconciled.
    pub last_reconciled: Time,
    /// How long the last of these reconciliations took.
    pub last_reconciled_duration: String,
    /// The outcome of the last of these reconciliations.
    pub last_reconciled_status: String,
    /// Details about the reconciliations, such as the source revision.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub metadata: BTreeMap<String, String>,
    /// How many reconciliations this entry stands for.
    pub total_reconciliations: i64,
}

/// The objects a reconciliation applied, used to prune and to health check them later.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct ResourceInventory {
    /// One entry per applied object.
    pub entries: Vec<ResourceRef>,
}

/// One object in an inventory.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct ResourceRef {
    /// The object identifier: namespace, name, group and kind joined by underscores.
    pub id: String,
    /// The API version of the object.
    pub v: String,
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn sync_kustomization_round_trips_without_adding_fields() {
        let manifest = json!({
            "apiVersion": "kustomize.toolkit.fluxcd.io/v1",
            "kind": "Kustomization",
            "metadata": {"name": "flux-system", "namespace": "flux-system"},
            "spec": {
                "interval": "10m0s",
                "path": "./clusters/my-cluster",
                "prune": true,
                "sourceRef": {"kind": "GitRepository", "name": "flux-system"}
            }
        });
        let kustomization: Kustomization = serde_json::from_value(manifest.clone()).unwrap();
        assert_eq!(
            kustomization.spec.source_ref.kind,
            KustomizationSourceKind::GitRepository
        );
        assert_eq!(serde_json::to_value(&kustomization).unwrap(), manifest);
    }

    #[test]
    fn unknown_source_kind_is_rejected() {
        let spec = json!({
            "interval": "1m",
            "prune": false,
            "sourceRef": {"kind": "HelmRepository", "name": "podinfo"}
        });
        assert!(serde_json::from_value::<KustomizationSpec>(spec).is_err());
    }

    #[test]
    fn post_build_and_patches_keep_their_wire_names() {
        let spec = json!({
            "interval": "5m",
            "prune": true,
            "sourceRef": {"kind": "OCIRepository", "name": "app", "namespace": "apps"},
            "postBuild": {
                "substitute": {"cluster_env": "prod"},
                "substituteFrom": [{"kind": "ConfigMap", "name": "vars", "optional": true}],
                "substituteStrategy": "WithVariables"
            },
            "patches": [{"patch": "- op: remove\n  path: /spec/replicas", "target": {"kind": "Deployment", "labelSelector": "app=web"}}],
            "buildMetadata": ["originAnnotations"],
            "deletionPolicy": "WaitForTermination"
        });
        let parsed: KustomizationSpec = serde_json::from_value(spec.clone()).unwrap();
        assert_eq!(
            parsed.deletion_policy,
            Some(DeletionPolicy::WaitForTermination)
        );
        assert_eq!(serde_json::to_value(&parsed).unwrap(), spec);
    }
}
