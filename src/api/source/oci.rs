//! OCIRepository: an artifact pulled from an OCI registry, by tag, semver range or digest.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{COMPONENT, CloudProvider, GROUP, VERSION};
use crate::api::meta::{
    Artifact, Condition, DURATION, LocalObjectReference, ObjectMeta, OidcIdentityMatch, TIMEOUT,
};
use crate::api::{CrdInfo, CustomResource, PrinterColumn, SOURCE_CATEGORIES};

/// An OCI artifact that source-controller pulls at an interval and serves as a tarball.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OciRepository {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// What to pull and how often.
    pub spec: OciRepositorySpec,
    /// What the controller observed and produced.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = {"observedGeneration": -1}))]
    pub status: Option<OciRepositoryStatus>,
}

impl CustomResource for OciRepository {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "OCIRepository",
        plural: "ocirepositories",
        short_names: &["ocirepo"],
        categories: SOURCE_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::new("URL", "string", ".spec.url"),
            PrinterColumn::READY,
            PrinterColumn::STATUS,
            PrinterColumn::AGE,
        ],
        component: COMPONENT,
    };
}

impl OciRepository {
    /// Returns an OCIRepository with the given metadata and spec, and no status.
    pub fn new(metadata: ObjectMeta, spec: OciRepositorySpec) -> Self {
        Self {
            api_version: Self::INFO.api_version(),
            kind: Self::INFO.kind.to_string(),
            metadata,
            spec,
            status: None,
        }
    }
}

/// Where the artifact is, which version to pull, and how to authenticate and verify it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OciRepositorySpec {
    /// A Secret with the TLS client certificate and key (`tls.crt`, `tls.key`) and the CA
    /// (`ca.crt`) to talk to the registry with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cert_secret_ref: Option<LocalObjectReference>,
    /// Patterns in `.gitignore` syntax for the files to leave out of the artifact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ignore: Option<String>,
    /// Whether to talk plain HTTP to the registry instead of HTTPS.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub insecure: Option<bool>,
    /// How long to wait between two checks of the registry for a new version.
    #[schemars(regex(pattern = DURATION))]
    pub interval: String,
    /// Which layer of the artifact to use, and whether to unpack it or keep it as is. The
    /// first layer is unpacked when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub layer_selector: Option<OciLayerSelector>,
    /// Who issues the registry credentials: `generic` reads them from `secretRef` or the
    /// service account; `aws`, `azure` and `gcp` obtain them from the cloud.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "generic"))]
    pub provider: Option<CloudProvider>,
    /// A Secret with the proxy to connect through: `address`, and optionally `username` and
    /// `password`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proxy_secret_ref: Option<LocalObjectReference>,
    /// The version to pull; the `latest` tag when absent.
    #[serde(rename = "ref", skip_serializing_if = "Option::is_none")]
    pub reference: Option<OciRepositoryRef>,
    /// A Secret of type `kubernetes.io/dockerconfigjson` with the registry credentials.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// A service account whose image pull secrets (or workload identity) give access to the
    /// registry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub service_account_name: Option<String>,
    /// Whether to pause reconciliation; the last artifact stays served.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// How long one registry operation such as a pull may take.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = TIMEOUT), extend("default" = "60s"))]
    pub timeout: Option<String>,
    /// Address of the repository in the registry, e.g. `oci://ghcr.io/org/manifests`.
    #[schemars(regex(pattern = r"^oci://.*$"))]
    pub url: String,
    /// Requires a valid cosign or Notation signature on the artifact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verify: Option<OciRepositoryVerification>,
}

/// Picks one layer of an OCI artifact by media type.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OciLayerSelector {
    /// Media type of the layer to use; the first layer with it wins. The first layer of any
    /// type when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
    /// `extract` unpacks the layer (a tarball); `copy` serves it unchanged.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub operation: Option<OciLayerOperation>,
}

/// What to do with the selected layer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum OciLayerOperation {
    #[serde(rename = "extract")]
    Extract,
    #[serde(rename = "copy")]
    Copy,
}

/// The version of an OCI artifact to pull. The most specific field wins: `digest`, then
/// `semver`, then `tag`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OciRepositoryRef {
    /// Exact content digest to pull, e.g. `sha256:…`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub digest: Option<String>,
    /// A semver range; the highest tag in it is pulled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub semver: Option<String>,
    /// A regular expression the tags must match before the semver range applies.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub semver_filter: Option<String>,
    /// Tag to pull.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tag: Option<String>,
}

/// How to verify the signature of an OCI artifact or Helm chart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OciRepositoryVerification {
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
    /// A Secret with a Sigstore trusted root, for signatures made against a private Sigstore
    /// instance.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trusted_root_secret_ref: Option<LocalObjectReference>,
}

/// The signing tool a signature was made with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum SignatureProvider {
    #[serde(rename = "cosign")]
    Cosign,
    #[serde(rename = "notation")]
    Notation,
}

/// What source-controller observed about an OCIRepository and the artifact it produced.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OciRepositoryStatus {
    /// The artifact of the last successful reconciliation.
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
    /// `spec.ignore` as of the last artifact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_ignore: Option<String>,
    /// `spec.layerSelector` as of the last artifact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_layer_selector: Option<OciLayerSelector>,
    /// The address the last artifact can be downloaded from inside the cluster.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}
