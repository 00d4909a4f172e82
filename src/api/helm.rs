//! The helm.toolkit.fluxcd.io group: HelmRelease, a Helm release managed by the controller.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::kustomize::{
    ConfigKind, CustomHealthCheck, DependencyReference, IgnoreRule, Image, Patch, ResourceInventory,
};
use super::meta::{
    CommonMetadata, Condition, DURATION, KubeConfigReference, LocalObjectReference, ObjectMeta,
    Time,
};
use super::{APPLIER_CATEGORIES, CrdInfo, CustomResource, PrinterColumn};

group_version!("helm.toolkit.fluxcd.io", "v2");

/// A HelmRelease installs a Helm chart into the cluster and keeps the release in line with the
/// chart version and values it declares, upgrading, testing and rolling back as told.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HelmRelease {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// The chart, its values and the Helm actions to take.
    pub spec: HelmReleaseSpec,
    /// What the controller last observed and did.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = {"observedGeneration": -1}))]
    pub status: Option<HelmReleaseStatus>,
}

impl CustomResource for HelmRelease {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "HelmRelease",
        plural: "helmreleases",
        short_names: &["hr"],
        categories: APPLIER_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::AGE,
            PrinterColumn::READY,
            PrinterColumn::STATUS,
        ],
        component: "helm-controller",
    };
}

/// The desired state of a HelmRelease.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
#[schemars(extend("x-kubernetes-validations" = [{
    "message": "either chart or chartRef must be set",
    "rule": "(has(self.chart) && !has(self.chartRef)) || (!has(self.chart) && has(self.chartRef))"
}]))]
pub struct HelmReleaseSpec {
    /// A template from which the controller creates a HelmChart source; excludes chartRef.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chart: Option<HelmChartTemplate>,
    /// A source that already provides the chart; excludes chart.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chart_ref: Option<ChartReference>,
    /// Labels and annotations stamped on every object of the release.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub common_metadata: Option<CommonMetadata>,
    /// Objects that must be ready before this release is reconciled.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub depends_on: Vec<DependencyReference>,
    /// How differences between the release manifest and the cluster are found and handled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drift_detection: Option<DriftDetection>,
    /// CEL expressions that judge the health of custom resources of the release.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub health_check_exprs: Vec<CustomHealthCheck>,
    /// How the first install is performed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub install: Option<Install>,
    /// How often the release is checked and reconciled.
    #[schemars(regex(pattern = DURATION))]
    pub interval: String,
    /// A kubeconfig for releasing to a remote cluster instead of the local one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kube_config: Option<KubeConfigReference>,
    /// How many release revisions Helm keeps; zero keeps them all.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_history: Option<isize>,
    /// Reuse one Kubernetes client across Helm actions; turn off for charts that add CRDs and
    /// their custom resources in one go.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub persistent_client: Option<bool>,
    /// Whether post renderers see the hooks, and in which manifest.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub post_render_strategy: Option<PostRenderStrategy>,
    /// Transformations applied, in order, to the manifests Helm renders.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub post_renderers: Vec<PostRenderer>,
    /// The Helm release name; derived from the target namespace and object name when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 53))]
    pub release_name: Option<String>,
    /// How a failed upgrade is rolled back.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rollback: Option<Rollback>,
    /// The service account impersonated for Helm actions.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 253))]
    pub service_account_name: Option<String>,
    /// The namespace that holds Helm's release storage; the HelmRelease's namespace when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 63))]
    pub storage_namespace: Option<String>,
    /// Stop reconciling until this is set back to false.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// The namespace the release is installed into; the HelmRelease's namespace when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 63))]
    pub target_namespace: Option<String>,
    /// How Helm tests are run after install and upgrade.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub test: Option<Test>,
    /// The default limit for each Helm action, such as waiting for resources or running hooks.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub timeout: Option<String>,
    /// How the release is removed when the HelmRelease is deleted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uninstall: Option<Uninstall>,
    /// How an existing release is upgraded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub upgrade: Option<Upgrade>,
    /// Chart values given inline; they win over values from valuesFrom.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("x-kubernetes-preserve-unknown-fields" = true))]
    pub values: Option<serde_json::Value>,
    /// Config maps and secrets to read chart values from, merged in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values_from: Vec<ValuesReference>,
    /// How the controller waits for the release's resources to be ready.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wait_strategy: Option<WaitStrategy>,
}

/// The spec and metadata of the HelmChart the controller creates for a release.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct HelmChartTemplate {
    /// Labels and annotations given to the generated HelmChart.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metadata: Option<HelmChartTemplateObjectMeta>,
    /// Where the chart comes from and which version to take.
    pub spec: HelmChartTemplateSpec,
}

/// The metadata of a generated HelmChart.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct HelmChartTemplateObjectMeta {
    /// Annotations of the generated HelmChart.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub annotations: BTreeMap<String, String>,
    /// Labels of the generated HelmChart.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub labels: BTreeMap<String, String>,
}

/// The spec of a generated HelmChart.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HelmChartTemplateSpec {
    /// The chart name in a Helm repository, or its path inside a Git repository or bucket.
    #[schemars(length(min = 1, max = 2048))]
    pub chart: String,
    /// Go on when some of the listed values files do not exist.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ignore_missing_values_files: Option<bool>,
    /// How often the source is checked for a new chart; the release's interval when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub interval: Option<String>,
    /// What makes a chart from a Git repository or bucket count as new.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "ChartVersion"))]
    pub reconcile_strategy: Option<ReconcileStrategy>,
    /// The source that holds the chart.
    pub source_ref: HelmChartSourceReference,
    /// Values files inside the chart or source to merge, in order, over the chart defaults.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values_files: Vec<String>,
    /// How to verify the signature of an OCI chart.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verify: Option<HelmChartTemplateVerification>,
    /// A semver range of acceptable chart versions, for charts from a Helm repository.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "*"))]
    pub version: Option<String>,
}

/// What counts as a new chart revision.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReconcileStrategy {
    ChartVersion,
    Revision,
}

/// The source of a generated HelmChart.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HelmChartSourceReference {
    /// The group and version of the source.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    /// The kind of the source.
    pub kind: HelmChartSourceKind,
    /// The name of the source.
    #[schemars(length(min = 1, max = 253))]
    pub name: String,
    /// The namespace of the source; the HelmRelease's namespace when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 63))]
    pub namespace: Option<String>,
}

/// The kinds of sources a generated HelmChart can take its chart from.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelmChartSourceKind {
    HelmRepository,
    GitRepository,
    Bucket,
}

/// Signature verification of an OCI chart.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HelmChartTemplateVerification {
    /// The signing tool whose signatures are checked.
    #[schemars(extend("default" = "cosign"))]
    pub provider: VerificationProvider,
    /// A secret with the public keys of trusted signers; keyless verification when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
}

/// A signing tool.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum VerificationProvider {
    Cosign,
    Notation,
}

/// A source that provides a ready chart.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ChartReference {
    /// The group and version of the source.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    /// The kind of the source.
    pub kind: ChartSourceKind,
    /// The name of the source.
    #[schemars(length(min = 1, max = 253))]
    pub name: String,
    /// The namespace of the source; the HelmRelease's namespace when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 63))]
    pub namespace: Option<String>,
}

/// The kinds of sources that provide a ready chart.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChartSourceKind {
    OCIRepository,
    HelmChart,
    ExternalArtifact,
}

/// Drift detection between the release manifest and the objects in the cluster.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct DriftDetection {
    /// Fields left out of the comparison.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ignore: Vec<IgnoreRule>,
    /// Whether drift is corrected, only reported, or not looked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<DriftDetectionMode>,
}

/// What to do about drift.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum DriftDetectionMode {
    Enabled,
    Warn,
    Disabled,
}

/// How CRDs shipped in a chart are handled.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CrdsPolicy {
    Skip,
    Create,
    CreateReplace,
}

/// Settings of the Helm install action.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Install {
    /// Whether the chart's CRDs are skipped, created, or created and replaced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub crds: Option<CrdsPolicy>,
    /// Create the target namespace when it does not exist.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub create_namespace: Option<bool>,
    /// Do not run the chart hooks during install.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_hooks: Option<bool>,
    /// Do not validate the rendered manifests against the cluster's OpenAPI schema.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[serde(rename = "disableOpenAPIValidation")]
    pub disable_openapi_validation: Option<bool>,
    /// Do not validate the values against the chart's JSON schema.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_schema_validation: Option<bool>,
    /// Do not adopt existing objects that Helm does not own yet.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_take_ownership: Option<bool>,
    /// Do not wait for the release's resources to become ready.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_wait: Option<bool>,
    /// Do not wait for the release's jobs to complete.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_wait_for_jobs: Option<bool>,
    /// What to do when the install fails.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remediation: Option<InstallRemediation>,
    /// Reuse a release name that is in Helm's history but not deployed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replace: Option<bool>,
    /// Apply the release with server-side apply.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub server_side_apply: Option<bool>,
    /// Leave out the chart's CRDs; superseded by crds.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[serde(rename = "skipCRDs")]
    pub skip_crds: Option<bool>,
    /// What the controller does after a failed install.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strategy: Option<InstallStrategy>,
    /// The limit for the install action; spec.timeout when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub timeout: Option<String>,
}

/// Remediation of a failed install.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct InstallRemediation {
    /// Count a failed Helm test as a success for remediation purposes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ignore_test_failures: Option<bool>,
    /// Remediate even the last failure once the retries are exhausted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remediate_last_failure: Option<bool>,
    /// How many times to retry; a negative number retries forever.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retries: Option<isize>,
}

/// The strategy of the install action.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
#[schemars(extend("x-kubernetes-validations" = [{
    "message": ".retryInterval cannot be set when .name is 'RemediateOnFailure'",
    "rule": "!has(self.retryInterval) || self.name != 'RemediateOnFailure'"
}]))]
pub struct InstallStrategy {
    /// Remediate the failure, or retry the action as it is.
    pub name: StrategyName,
    /// How long to wait between retries; only with RetryOnFailure.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub retry_interval: Option<String>,
}

/// The strategy of the upgrade action.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
#[schemars(extend("x-kubernetes-validations" = [{
    "message": ".retryInterval can only be set when .name is 'RetryOnFailure'",
    "rule": "!has(self.retryInterval) || self.name == 'RetryOnFailure'"
}]))]
pub struct UpgradeStrategy {
    /// Remediate the failure, or retry the action as it is.
    pub name: StrategyName,
    /// How long to wait between retries; only with RetryOnFailure.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub retry_interval: Option<String>,
}

/// What the controller does after a failed action.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum StrategyName {
    RemediateOnFailure,
    RetryOnFailure,
}

/// Settings of the Helm upgrade action.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Upgrade {
    /// What to do when the chart name of the release changes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chart_name_change_strategy: Option<ChartNameChangeStrategy>,
    /// Delete the objects created by a failed upgrade.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cleanup_on_fail: Option<bool>,
    /// Whether the chart's CRDs are skipped, created, or created and replaced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub crds: Option<CrdsPolicy>,
    /// Do not run the chart hooks during upgrade.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_hooks: Option<bool>,
    /// Do not validate the rendered manifests against the cluster's OpenAPI schema.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[serde(rename = "disableOpenAPIValidation")]
    pub disable_openapi_validation: Option<bool>,
    /// Do not validate the values against the chart's JSON schema.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_schema_validation: Option<bool>,
    /// Do not adopt existing objects that Helm does not own yet.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_take_ownership: Option<bool>,
    /// Do not wait for the release's resources to become ready.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_wait: Option<bool>,
    /// Do not wait for the release's jobs to complete.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_wait_for_jobs: Option<bool>,
    /// Replace objects instead of patching them, recreating them when needed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub force: Option<bool>,
    /// Keep the values of the previous release instead of taking the chart defaults.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub preserve_values: Option<bool>,
    /// What to do when the upgrade fails.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remediation: Option<UpgradeRemediation>,
    /// Whether the upgrade uses server-side apply, or follows the previous release.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub server_side_apply: Option<ServerSideApplyMode>,
    /// What the controller does after a failed upgrade.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strategy: Option<UpgradeStrategy>,
    /// The limit for the upgrade action; spec.timeout when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub timeout: Option<String>,
}

/// What to do when a release changes its chart name.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChartNameChangeStrategy {
    InPlaceUpdate,
    Reinstall,
}

/// Whether an action applies with server-side apply.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ServerSideApplyMode {
    Enabled,
    Disabled,
    Auto,
}

/// Remediation of a failed upgrade.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct UpgradeRemediation {
    /// Count a failed Helm test as a success for remediation purposes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ignore_test_failures: Option<bool>,
    /// Remediate even the last failure once the retries are exhausted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remediate_last_failure: Option<bool>,
    /// How many times to retry; a negative number retries forever.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retries: Option<isize>,
    /// Roll back or uninstall when the upgrade fails.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strategy: Option<RemediationStrategy>,
}

/// The remediation of a failed upgrade.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum RemediationStrategy {
    Rollback,
    Uninstall,
}

/// Settings of the Helm test action.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Test {
    /// Run the chart's tests after each install and upgrade.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enable: Option<bool>,
    /// Which tests to run or to skip.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub filters: Vec<TestFilter>,
    /// Do not fail the release when a test fails.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ignore_failures: Option<bool>,
    /// The limit for the test action; spec.timeout when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub timeout: Option<String>,
}

/// A test picked by name.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct TestFilter {
    /// Skip this test instead of running it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exclude: Option<bool>,
    /// The name of the test.
    #[schemars(length(min = 1, max = 253))]
    pub name: String,
}

/// Settings of the Helm rollback action.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Rollback {
    /// Delete the objects created by a failed rollback.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cleanup_on_fail: Option<bool>,
    /// Do not run the chart hooks during rollback.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_hooks: Option<bool>,
    /// Do not wait for the release's resources to become ready.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_wait: Option<bool>,
    /// Do not wait for the release's jobs to complete.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_wait_for_jobs: Option<bool>,
    /// Replace objects instead of patching them, recreating them when needed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub force: Option<bool>,
    /// Restart pods whose objects are rolled back.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recreate: Option<bool>,
    /// Whether the rollback uses server-side apply, or follows the release rolled back to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub server_side_apply: Option<ServerSideApplyMode>,
    /// The limit for the rollback action; spec.timeout when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub timeout: Option<String>,
}

/// Settings of the Helm uninstall action.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Uninstall {
    /// How dependents of deleted objects are garbage collected.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "background"))]
    pub deletion_propagation: Option<DeletionPropagation>,
    /// Do not run the chart hooks during uninstall.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_hooks: Option<bool>,
    /// Do not wait for the release's resources to be deleted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disable_wait: Option<bool>,
    /// Keep the release history after uninstalling.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keep_history: Option<bool>,
    /// The limit for the uninstall action; spec.timeout when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub timeout: Option<String>,
}

/// A garbage collection propagation policy.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum DeletionPropagation {
    Background,
    Foreground,
    Orphan,
}

/// Whether post renderers see the hooks, and in which manifest.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum PostRenderStrategy {
    Nohooks,
    Combined,
    Separate,
}

/// One transformation of the rendered manifests.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PostRenderer {
    /// A kustomize pass over the rendered manifests.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kustomize: Option<Kustomize>,
}

/// The kustomize features available to a post renderer.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Kustomize {
    /// Image names, tags and digests to rewrite.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub images: Vec<Image>,
    /// Strategic merge or JSON 6902 patches to apply.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub patches: Vec<Patch>,
}

/// A config map or secret that supplies chart values.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ValuesReference {
    /// Whether the object is a Secret or a ConfigMap.
    pub kind: ConfigKind,
    /// Use the value as a literal string at targetPath, without parsing it as YAML.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub literal: Option<bool>,
    /// The name of the object, in the namespace of the HelmRelease.
    #[schemars(length(min = 1, max = 253))]
    pub name: String,
    /// Go on without these values when the object or key does not exist.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
    /// Where to put the value in the values tree, in Helm --set path syntax; merged at the
    /// root when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(
        length(max = 250),
        regex(pattern = r"^([a-zA-Z0-9_\-.\\\/]|\[[0-9]{1,5}\])+$")
    )]
    pub target_path: Option<String>,
    /// The data key to read; values.yaml when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 253), regex(pattern = r"^[\-._a-zA-Z0-9]+$"))]
    pub values_key: Option<String>,
}

/// How readiness of the release's resources is awaited.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct WaitStrategy {
    /// The waiting method: kstatus polling, or Helm's own legacy checks.
    pub name: WaitStrategyName,
}

/// A method of waiting for resources.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum WaitStrategyName {
    Poller,
    Legacy,
}

/// The observed state of a HelmRelease.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HelmReleaseStatus {
    /// The latest observations of the release's state.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    /// Failed reconciliations since the last success.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failures: Option<i64>,
    /// The namespace/name of the HelmChart created for the chart template.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub helm_chart: Option<String>,
    /// The release revisions the controller knows of, newest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<HelmReleaseSnapshot>,
    /// Failed installs since the last success.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub install_failures: Option<i64>,
    /// The objects of the release when it was last reconciled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inventory: Option<ResourceInventory>,
    /// A digest of the chart and values of the last attempt.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_attempted_config_digest: Option<String>,
    /// The generation of the spec at the last attempt.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_attempted_generation: Option<i64>,
    /// The Helm action the last attempt took.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_attempted_release_action: Option<ReleaseAction>,
    /// How long the Helm action of the last attempt took.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_attempted_release_action_duration: Option<String>,
    /// The chart version of the last attempt.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_attempted_revision: Option<String>,
    /// The digest of the chart artifact of the last attempt.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_attempted_revision_digest: Option<String>,
    /// A checksum of the values of the last attempt; superseded by lastAttemptedConfigDigest.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_attempted_values_checksum: Option<String>,
    /// The value of the force request annotation that was last acted upon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_handled_force_at: Option<String>,
    /// The value of the reconcile request annotation that was last acted upon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_handled_reconcile_at: Option<String>,
    /// The value of the reset request annotation that was last acted upon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_handled_reset_at: Option<String>,
    /// The release revision of the last successful action; superseded by history.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_release_revision: Option<isize>,
    /// A digest of the common metadata the release was last reconciled with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_common_metadata_digest: Option<String>,
    /// The generation of the spec that was last reconciled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// A digest of the post renderers the release was last reconciled with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_post_renderers_digest: Option<String>,
    /// The namespace of Helm's release storage at the last reconciliation.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 63))]
    pub storage_namespace: Option<String>,
    /// Failed upgrades since the last success.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub upgrade_failures: Option<i64>,
}

/// A Helm action that changes a release.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ReleaseAction {
    Install,
    Upgrade,
}

/// One revision of a Helm release.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HelmReleaseSnapshot {
    /// The action that produced the revision.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
    /// The version of this snapshot's format.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    /// The app version of the chart.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub app_version: Option<String>,
    /// The name of the chart.
    pub chart_name: String,
    /// The version of the chart.
    pub chart_version: String,
    /// A digest of the chart and values of the revision.
    pub config_digest: String,
    /// When the revision was deleted, if it was.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deleted: Option<Time>,
    /// A checksum of the release object stored by Helm.
    pub digest: String,
    /// When the release was first deployed.
    pub first_deployed: Time,
    /// When this revision was deployed.
    pub last_deployed: Time,
    /// The release name.
    pub name: String,
    /// The namespace the release is installed into.
    pub namespace: String,
    /// The digest of the OCI artifact the chart came from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub oci_digest: Option<String>,
    /// The Helm status of the revision, such as deployed or failed.
    pub status: String,
    /// The test hooks of the revision, by name, with their last run.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub test_hooks: BTreeMap<String, TestHookStatus>,
    /// The release revision number.
    pub version: isize,
}

/// The last run of a test hook.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TestHookStatus {
    /// When the hook last finished.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_completed: Option<Time>,
    /// When the hook last started.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_started: Option<Time>,
    /// The outcome of the last run.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn helm_release_with_chart_template_round_trips() {
        let manifest = json!({
            "apiVersion": "helm.toolkit.fluxcd.io/v2",
            "kind": "HelmRelease",
            "metadata": {"name": "podinfo", "namespace": "apps"},
            "spec": {
                "chart": {
                    "spec": {
                        "chart": "podinfo",
                        "reconcileStrategy": "ChartVersion",
                        "sourceRef": {"kind": "HelmRepository", "name": "podinfo"},
                        "version": ">=6.0.0"
                    }
                },
                "install": {"crds": "CreateReplace", "remediation": {"retries": -1}},
                "interval": "10m",
                "upgrade": {"serverSideApply": "auto", "strategy": {"name": "RetryOnFailure", "retryInterval": "2m"}},
                "values": {"replicaCount": 2, "ingress": {"enabled": true, "hosts": ["a.example"]}},
                "valuesFrom": [{"kind": "Secret", "name": "podinfo-values", "valuesKey": "values.yaml"}]
            }
        });
        let release: HelmRelease = serde_json::from_value(manifest.clone()).unwrap();
        let install = release.spec.install.as_ref().unwrap();
        assert_eq!(install.remediation.as_ref().unwrap().retries, Some(-1));
        assert_eq!(serde_json::to_value(&release).unwrap(), manifest);
    }

    #[test]
    fn action_flags_use_the_upstream_capitalisation() {
        let install: Install =
            serde_json::from_value(json!({"disableOpenAPIValidation": true, "skipCRDs": true}))
                .unwrap();
        assert_eq!(install.disable_openapi_validation, Some(true));
        assert_eq!(install.skip_crds, Some(true));
    }
}
