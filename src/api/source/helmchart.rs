//! HelmChart: a chart packaged from a Helm repository, a Git repository or a bucket.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{COMPONENT, GROUP, SignatureProvider, VERSION};
use crate::api::meta::{
    Artifact, Condition, DURATION, LocalObjectReference, ObjectMeta, OidcIdentityMatch,
};
use crate::api::{CrdInfo, CustomResource, PrinterColumn, SOURCE_CATEGORIES};

/// A Helm chart that source-controller fetches or packages at an interval; helm-controller
/// creates one for each HelmRelease that names a chart.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelmChart {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// Which chart to package and from where.
    pub spec: HelmChartSpec,
    /// What the controller observed and produced.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = {"observedGeneration": -1}))]
    pub status: Option<HelmChartStatus>,
}

impl CustomResource for HelmChart {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "HelmChart",
        plural: "helmcharts",
        short_names: &["hc"],
        categories: SOURCE_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::new("Chart", "string", ".spec.chart"),
            PrinterColumn::new("Version", "string", ".spec.version"),
            PrinterColumn::new("Source Kind", "string", ".spec.sourceRef.kind"),
            PrinterColumn::new("Source Name", "string", ".spec.sourceRef.name"),
            PrinterColumn::AGE,
            PrinterColumn::READY,
            PrinterColumn::STATUS,
        ],
        component: COMPONENT,
    };
}

impl HelmChart {
    /// Returns a HelmChart with the given metadata and spec, and no status.
    pub fn new(metadata: ObjectMeta, spec: HelmChartSpec) -> Self {
        Self {
            api_version: Self::INFO.api_version(),
            kind: Self::INFO.kind.to_string(),
            metadata,
            spec,
            status: None,
        }
    }
}

/// Which chart to package, from which source, and with which values files.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[schemars(extend("x-kubernetes-validations" = [{
    "rule": "!has(self.verify) || self.sourceRef.kind == 'HelmRepository'",
    "message": "spec.verify is only supported when spec.sourceRef.kind is 'HelmRepository'",
}]))]
pub struct HelmChartSpec {
    /// Name of the chart in a Helm repository, or its path inside a Git repository or bucket.
    pub chart: String,
    /// Whether to go on when a file of `valuesFiles` does not exist, instead of failing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ignore_missing_values_files: Option<bool>,
    /// How long to wait between two checks of the source for a new chart version.
    #[schemars(regex(pattern = DURATION))]
    pub interval: String,
    /// When to package a new chart from a Git repository or bucket: on a new `ChartVersion`
    /// in `Chart.yaml`, or on every new `Revision` of the source.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "ChartVersion"))]
    pub reconcile_strategy: Option<ReconcileStrategy>,
    /// The source the chart comes from, in the same namespace.
    pub source_ref: HelmChartSourceReference,
    /// Whether to pause reconciliation; the last chart stays served.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// Values files, relative to the chart root, merged in order over the chart's
    /// `values.yaml` into the packaged chart's default values.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values_files: Vec<String>,
    /// Requires a valid cosign or Notation signature on a chart from an OCI registry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verify: Option<HelmChartVerification>,
    /// A semver range for charts from a Helm repository; the highest version in it is used.
    /// Ignored for Git repositories and buckets, where `Chart.yaml` decides.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "*"))]
    pub version: Option<String>,
}

/// What makes a chart from a Git repository or bucket count as new.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ReconcileStrategy {
    ChartVersion,
    Revision,
}

/// The source of a HelmChart, in the same namespace.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelmChartSourceReference {
    /// API version of the source, e.g. `source.toolkit.fluxcd.io/v1`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    /// Kind of the source.
    pub kind: HelmChartSourceKind,
    /// Name of the source.
    pub name: String,
}

/// The kinds a HelmChart can be packaged from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum HelmChartSourceKind {
    HelmRepository,
    GitRepository,
    Bucket,
}

/// How to verify the signature of a chart pulled from an OCI registry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelmChartVerification {
    /// For keyless cosign signatures, the OIDC identities the signing certificate may carry;
    /// any one matching is enough.
    #[serde(
        rename = "matchOIDCIdentity",
        default,
        skip_serializing_if = "Vec::is_empty"
    )]
    pub match_oidc_identity: Vec<OidcIdentityMatch>,
    /// The signing tool the signature was made with.
    #[schemars(extend("default" = "cosign"))]
    pub provider: SignatureProvider,
    /// A Secret with the trusted public keys (cosign) or certificates and trust policy
    /// (Notation); without it, cosign verifies keyless signatures.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
}

/// What source-controller observed about a HelmChart and the package it produced.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelmChartStatus {
    /// The packaged chart of the last successful reconciliation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub artifact: Option<Artifact>,
    /// The latest observations of the chart's state, `Ready` among them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    /// The value of the `reconcile.fluxcd.io/requestedAt` annotation last acted upon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_handled_reconcile_at: Option<String>,
    /// The name of the chart as of the last artifact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_chart_name: Option<String>,
    /// The generation of the spec the status describes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// The revision of the source artifact the last chart was packaged from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_source_artifact_revision: Option<String>,
    /// The values files merged into the last chart.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub observed_values_files: Vec<String>,
    /// The address the packaged chart can be downloaded from inside the cluster.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}
