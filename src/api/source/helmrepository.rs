//! HelmRepository: a Helm chart repository, an HTTP index or an OCI registry.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{COMPONENT, CloudProvider, GROUP, VERSION};
use crate::api::meta::{
    AccessFrom, Artifact, Condition, DURATION, LocalObjectReference, ObjectMeta, TIMEOUT,
};
use crate::api::{CrdInfo, CustomResource, PrinterColumn, SOURCE_CATEGORIES};

/// A Helm repository whose index source-controller downloads at an interval, so that
/// HelmCharts can pick charts from it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelmRepository {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// Where the repository is and how to reach it.
    pub spec: HelmRepositorySpec,
    /// What the controller observed and produced.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = {"observedGeneration": -1}))]
    pub status: Option<HelmRepositoryStatus>,
}

impl CustomResource for HelmRepository {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "HelmRepository",
        plural: "helmrepositories",
        short_names: &["helmrepo"],
        categories: SOURCE_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::new("URL", "string", ".spec.url"),
            PrinterColumn::AGE,
            PrinterColumn::READY,
            PrinterColumn::STATUS,
        ],
        component: COMPONENT,
    };
}

impl HelmRepository {
    /// Returns a HelmRepository with the given metadata and spec, and no status.
    pub fn new(metadata: ObjectMeta, spec: HelmRepositorySpec) -> Self {
        Self {
            api_version: Self::INFO.api_version(),
            kind: Self::INFO.kind.to_string(),
            metadata,
            spec,
            status: None,
        }
    }
}

/// Where the repository is, how to authenticate, and who may use it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelmRepositorySpec {
    /// Namespaces whose objects may refer to this repository; reserved for a future use and
    /// ignored by the controller today.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub access_from: Option<AccessFrom>,
    /// A Secret with the TLS client certificate and key (`tls.crt`, `tls.key`) and the CA
    /// (`ca.crt`) to talk to the repository with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cert_secret_ref: Option<LocalObjectReference>,
    /// Whether to talk plain HTTP to an OCI registry instead of HTTPS.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub insecure: Option<bool>,
    /// How long to wait between two downloads of the index; unused for OCI repositories.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub interval: Option<String>,
    /// Whether to send the credentials along when a chart is served from another host than
    /// the index. Only enable it for hosts you trust.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pass_credentials: Option<bool>,
    /// Who issues the credentials of an OCI registry: `generic` reads them from `secretRef`;
    /// `aws`, `azure` and `gcp` obtain them from the cloud.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "generic"))]
    pub provider: Option<CloudProvider>,
    /// A Secret with `username` and `password`, or a `kubernetes.io/dockerconfigjson` Secret
    /// for an OCI registry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// Whether to pause reconciliation; the last index stays served.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// How long downloading the index may take.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = TIMEOUT))]
    pub timeout: Option<String>,
    /// `default` for an HTTP repository with an `index.yaml`, `oci` for an OCI registry.
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub type_: Option<HelmRepositoryType>,
    /// Address of the repository: `http(s)://` for an index, `oci://` for a registry.
    #[schemars(regex(pattern = r"^(http|https|oci)://.*$"))]
    pub url: String,
}

/// The protocol of a Helm repository.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum HelmRepositoryType {
    #[serde(rename = "default")]
    Default,
    #[serde(rename = "oci")]
    Oci,
}

/// What source-controller observed about a HelmRepository and the index it stored.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelmRepositoryStatus {
    /// The index of the last successful reconciliation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub artifact: Option<Artifact>,
    /// The latest observations of the repository's state, `Ready` among them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    /// The value of the `reconcile.fluxcd.io/requestedAt` annotation last acted upon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_handled_reconcile_at: Option<String>,
    /// The generation of the spec the status describes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// The address the index can be downloaded from inside the cluster.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}
