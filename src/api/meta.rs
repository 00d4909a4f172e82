//! Types shared by the Flux kinds: object metadata, conditions, references, artifacts, and the
//! patterns the API server checks strings against.

use std::borrow::Cow;
use std::collections::BTreeMap;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Serialize};

/// A Go duration as Flux accepts it for intervals: e.g. `1m`, `10m30s`, `1.5h`.
pub const DURATION: &str = r"^([0-9]+(\.[0-9]+)?(ms|s|m|h))+$";
/// A Go duration for timeouts, which Flux caps below one hour: e.g. `60s`, `5m`.
pub const TIMEOUT: &str = r"^([0-9]+(\.[0-9]+)?(ms|s|m))+$";
/// An OCI content digest: `<algorithm>:<encoded>`.
pub const DIGEST: &str = r"^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]+$";
/// A condition type: a CamelCase name, optionally qualified by a DNS subdomain prefix.
pub const CONDITION_TYPE: &str = r"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$";
/// A condition reason: a CamelCase identifier.
pub const CONDITION_REASON: &str = r"^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$";

/// The metadata fluxr sets on the objects it generates. The CRD schema of `metadata` is always
/// the bare `type: object` that the API server requires, whatever this struct holds.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ObjectMeta {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub labels: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub annotations: BTreeMap<String, String>,
}

impl ObjectMeta {
    /// Returns metadata naming an object in a namespace.
    pub fn named(name: impl Into<String>, namespace: impl Into<String>) -> Self {
        Self {
            name: Some(name.into()),
            namespace: Some(namespace.into()),
            ..Self::default()
        }
    }
}

/// An RFC 3339 timestamp, as the API server writes it (e.g. `2026-01-02T15:04:05Z`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Time(pub String);

impl JsonSchema for Time {
    fn schema_name() -> Cow<'static, str> {
        "Time".into()
    }

    fn inline_schema() -> bool {
        true
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": "string", "format": "date-time" })
    }
}

/// The status of one aspect of an object, as the controllers report it (e.g. `Ready`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Condition {
    /// When the condition last changed from one status to another.
    pub last_transition_time: Time,
    /// A human readable account of the transition; may be empty.
    #[schemars(length(max = 32768))]
    pub message: String,
    /// The `.metadata.generation` the condition was computed from; it lags behind when the
    /// object changed since.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 0))]
    pub observed_generation: Option<i64>,
    /// A CamelCase code for the cause of the last transition.
    #[schemars(regex(pattern = CONDITION_REASON), length(min = 1, max = 1024))]
    pub reason: String,
    /// Whether the condition holds.
    pub status: ConditionStatus,
    /// The aspect the condition is about, in CamelCase or as `domain/Name`.
    #[serde(rename = "type")]
    #[schemars(regex(pattern = CONDITION_TYPE), length(max = 316))]
    pub type_: String,
}

/// Whether a condition holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ConditionStatus {
    True,
    False,
    Unknown,
}

/// Names an object in the namespace of the object that refers to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct LocalObjectReference {
    /// Name of the object.
    pub name: String,
}

impl LocalObjectReference {
    /// Returns a reference to `name`.
    pub fn new(name: impl Into<String>) -> Self {
        Self { name: name.into() }
    }
}

/// Names a Secret in the same namespace and, optionally, one of its keys.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SecretKeyReference {
    /// The name of the Secret, in the namespace of the object that refers to it.
    pub name: String,
    /// The key that holds the value; each use documents the key it reads when this is empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

/// Where to find the kubeconfig of a remote cluster to apply to, instead of the local one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[schemars(extend("x-kubernetes-validations" = [
    {
        "rule": "has(self.configMapRef) || has(self.secretRef)",
        "message": "exactly one of spec.kubeConfig.configMapRef or spec.kubeConfig.secretRef must be specified",
    },
    {
        "rule": "!has(self.configMapRef) || !has(self.secretRef)",
        "message": "exactly one of spec.kubeConfig.configMapRef or spec.kubeConfig.secretRef must be specified",
    },
]))]
pub struct KubeConfigReference {
    /// A ConfigMap describing how to reach the cluster with workload identity: the cluster's
    /// provider, address and CA, and the service account to impersonate.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub config_map_ref: Option<LocalObjectReference>,
    /// A Secret holding a kubeconfig file, under `value` or `value.yaml` unless `key` says
    /// otherwise. The file must be self-contained: no exec or auth-provider plugins.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<SecretKeyReference>,
}

/// Labels and annotations added to every object a controller generates or applies.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CommonMetadata {
    /// Annotations added to every object, replacing those with the same key.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub annotations: BTreeMap<String, String>,
    /// Labels added to every object, replacing those with the same key.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub labels: BTreeMap<String, String>,
}

/// Which namespaces may refer to an object from across namespace boundaries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccessFrom {
    /// Label selectors for the namespaces granted access; an empty selector matches them all.
    pub namespace_selectors: Vec<NamespaceSelector>,
}

/// Selects namespaces by their labels.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NamespaceSelector {
    /// Labels a namespace must all carry, with these values, to match.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub match_labels: BTreeMap<String, String>,
}

/// An OIDC identity that a keyless signature must have been made with. Both fields are regular
/// expressions matched against the signing certificate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct OidcIdentityMatch {
    /// Regular expression for the OIDC issuer, e.g. `^https://token.actions.githubusercontent.com$`.
    pub issuer: String,
    /// Regular expression for the identity the certificate was issued to, e.g. a workflow URL.
    pub subject: String,
}

/// A tarball a source controller produced and serves over HTTP to the other controllers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Artifact {
    /// Checksum of the file, as `<algorithm>:<checksum>` (e.g. `sha256:…`).
    #[schemars(regex(pattern = DIGEST))]
    pub digest: String,
    /// When the artifact last changed, i.e. when the revision did.
    pub last_update_time: Time,
    /// Extra information about the source the artifact comes from, e.g. OCI annotations.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub metadata: BTreeMap<String, String>,
    /// Path of the file relative to the storage root of the controller.
    pub path: String,
    /// What the artifact was built from, in a form that depends on the source: a Git
    /// `<branch>@sha1:<commit>`, an OCI `<tag>@sha256:<digest>`, a chart version, ...
    pub revision: String,
    /// Size of the file in bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<i64>,
    /// HTTP address the file can be downloaded from inside the cluster. It changes when the
    /// controller's storage moves, so consumers should not keep it.
    pub url: String,
}

/// Names an object of any kind, possibly in another namespace.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NamespacedObjectKindReference {
    /// API version of the object, e.g. `source.extensions.fluxcd.io/v1beta1`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    /// Kind of the object.
    pub kind: String,
    /// Name of the object.
    pub name: String,
    /// Namespace of the object; that of the referring object when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
}
