//! Bucket: the objects of an S3-compatible, GCS or Azure Blob storage bucket.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{COMPONENT, GROUP, VERSION};
use crate::api::meta::{Artifact, Condition, DURATION, LocalObjectReference, ObjectMeta, TIMEOUT};
use crate::api::{CrdInfo, CustomResource, PrinterColumn, SOURCE_CATEGORIES};

/// A storage bucket whose objects source-controller downloads at an interval and packages as an
/// artifact.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Bucket {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// Which bucket to download and how often.
    pub spec: BucketSpec,
    /// What the controller observed and produced.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = {"observedGeneration": -1}))]
    pub status: Option<BucketStatus>,
}

impl CustomResource for Bucket {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "Bucket",
        plural: "buckets",
        short_names: &[],
        categories: SOURCE_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::new("Endpoint", "string", ".spec.endpoint"),
            PrinterColumn::AGE,
            PrinterColumn::READY,
            PrinterColumn::STATUS,
        ],
        component: COMPONENT,
    };
}

impl Bucket {
    /// Returns a Bucket with the given metadata and spec, and no status.
    pub fn new(metadata: ObjectMeta, spec: BucketSpec) -> Self {
        Self {
            api_version: Self::INFO.api_version(),
            kind: Self::INFO.kind.to_string(),
            metadata,
            spec,
            status: None,
        }
    }
}

/// Where the bucket is, which objects to take, and how to authenticate.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[schemars(extend("x-kubernetes-validations" = [
    {
        "rule": "self.provider == 'aws' || self.provider == 'generic' || !has(self.sts)",
        "message": "STS configuration is only supported for the 'aws' and 'generic' Bucket providers",
    },
    {
        "rule": "self.provider != 'aws' || !has(self.sts) || self.sts.provider == 'aws'",
        "message": "'aws' is the only supported STS provider for the 'aws' Bucket provider",
    },
    {
        "rule": "self.provider != 'generic' || !has(self.sts) || self.sts.provider == 'ldap'",
        "message": "'ldap' is the only supported STS provider for the 'generic' Bucket provider",
    },
    {
        "rule": "!has(self.sts) || self.sts.provider != 'aws' || !has(self.sts.secretRef)",
        "message": "spec.sts.secretRef is not required for the 'aws' STS provider",
    },
    {
        "rule": "!has(self.sts) || self.sts.provider != 'aws' || !has(self.sts.certSecretRef)",
        "message": "spec.sts.certSecretRef is not required for the 'aws' STS provider",
    },
    {
        "rule": "self.provider != 'generic' || !has(self.serviceAccountName)",
        "message": "ServiceAccountName is not supported for the 'generic' Bucket provider",
    },
    {
        "rule": "!has(self.secretRef) || !has(self.serviceAccountName)",
        "message": "cannot set both .spec.secretRef and .spec.serviceAccountName",
    },
]))]
pub struct BucketSpec {
    /// Name of the bucket.
    pub bucket_name: String,
    /// A Secret with the TLS client certificate and key (`tls.crt`, `tls.key`) and the CA
    /// (`ca.crt`) to talk to the endpoint with; `generic` provider only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cert_secret_ref: Option<LocalObjectReference>,
    /// Host (and port) of the storage service, without a scheme.
    pub endpoint: String,
    /// Patterns in `.gitignore` syntax for the objects to leave out of the artifact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ignore: Option<String>,
    /// Whether to talk plain HTTP to the endpoint instead of HTTPS.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub insecure: Option<bool>,
    /// How long to wait between two downloads of the bucket.
    #[schemars(regex(pattern = DURATION))]
    pub interval: String,
    /// Only objects whose key starts with this are downloaded; matching happens on the
    /// server, which makes large buckets cheaper to follow.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    /// The storage API: `generic` for any S3-compatible service, or the native API of `aws`,
    /// `gcp` or `azure`, which can also authenticate with workload identity.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "generic"))]
    pub provider: Option<BucketProvider>,
    /// A Secret with the proxy to connect through: `address`, and optionally `username` and
    /// `password`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proxy_secret_ref: Option<LocalObjectReference>,
    /// Region of the bucket, where the provider needs one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub region: Option<String>,
    /// A Secret with the provider's credentials, e.g. `accesskey` and `secretkey`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// A service account whose workload identity stands in for the credentials; not with the
    /// `generic` provider.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub service_account_name: Option<String>,
    /// A Security Token Service to exchange credentials for temporary ones; `aws` and
    /// `generic` providers only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sts: Option<BucketSts>,
    /// Whether to pause reconciliation; the last artifact stays served.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// How long one download of the bucket may take.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = TIMEOUT), extend("default" = "60s"))]
    pub timeout: Option<String>,
}

/// The storage API of a Bucket.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum BucketProvider {
    #[serde(rename = "generic")]
    Generic,
    #[serde(rename = "aws")]
    Aws,
    #[serde(rename = "gcp")]
    Gcp,
    #[serde(rename = "azure")]
    Azure,
}

/// A Security Token Service that issues temporary credentials for a Bucket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BucketSts {
    /// A Secret with the TLS client certificate and key and the CA to talk to the service
    /// with; `ldap` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cert_secret_ref: Option<LocalObjectReference>,
    /// Address of the service.
    #[schemars(regex(pattern = r"^(http|https)://.*$"))]
    pub endpoint: String,
    /// The kind of service: `aws` for AWS STS, `ldap` for an LDAP-backed one such as MinIO's.
    pub provider: StsProvider,
    /// A Secret with the `username` and `password` to log in with; `ldap` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
}

/// The kind of Security Token Service.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum StsProvider {
    #[serde(rename = "aws")]
    Aws,
    #[serde(rename = "ldap")]
    Ldap,
}

/// What source-controller observed about a Bucket and the artifact it produced.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BucketStatus {
    /// The artifact of the last successful reconciliation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub artifact: Option<Artifact>,
    /// The latest observations of the bucket's state, `Ready` among them.
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
    /// The address the last artifact can be downloaded from inside the cluster.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}
