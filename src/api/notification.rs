//! The notification.toolkit.fluxcd.io group: Alert and Provider send Flux events to chat and
//! Git services, Receiver turns incoming webhooks into reconcile requests.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::meta::{Condition, DURATION, LocalObjectReference, ObjectMeta, TIMEOUT};
use super::{CrdInfo, CustomResource, NOTIFICATION_CATEGORIES, PrinterColumn};

group_version!("notification.toolkit.fluxcd.io", "v1");

/// Alert and Provider are still served as v1beta3, the version flux reads and writes them in.
pub const BETA_VERSION: &str = "v1beta3";

/// An Alert forwards the events of chosen Flux objects to a Provider.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Alert {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// Which events to forward, and where to.
    pub spec: AlertSpec,
}

impl CustomResource for Alert {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: BETA_VERSION,
        kind: "Alert",
        plural: "alerts",
        short_names: &[],
        categories: NOTIFICATION_CATEGORIES,
        status_subresource: false,
        printer_columns: &[PrinterColumn::AGE],
        component: "notification-controller",
    };
}

/// The desired state of an Alert.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AlertSpec {
    /// Extra metadata attached to every event the Alert forwards, overriding keys of the event.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub event_metadata: BTreeMap<String, String>,
    /// The lowest severity forwarded: info forwards everything, error only errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "info"))]
    pub event_severity: Option<EventSeverity>,
    /// The objects whose events are forwarded.
    pub event_sources: Vec<CrossNamespaceObjectReference>,
    /// Regular expressions; an event whose message matches any of them is dropped.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exclusion_list: Vec<String>,
    /// Regular expressions; when set, only events whose message matches one of them are sent.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inclusion_list: Vec<String>,
    /// The Provider that delivers the events.
    pub provider_ref: LocalObjectReference,
    /// A short text added to every event; superseded by eventMetadata.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 255))]
    pub summary: Option<String>,
    /// Stop forwarding events until this is set back to false.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
}

/// The severity of an event.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum EventSeverity {
    Info,
    Error,
}

/// A Flux object, or a set of them, in any namespace.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CrossNamespaceObjectReference {
    /// The group and version of the object.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    /// The kind of the object.
    pub kind: FluxKind,
    /// Labels that select the objects when the name is `*`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub match_labels: BTreeMap<String, String>,
    /// The name of the object, or `*` for every object of the kind.
    #[schemars(length(min = 1, max = 253))]
    pub name: String,
    /// The namespace of the object; the referrer's namespace when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 253))]
    pub namespace: Option<String>,
}

/// The kinds of Flux objects that emit events and accept reconcile requests.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FluxKind {
    Bucket,
    GitRepository,
    Kustomization,
    HelmRelease,
    HelmChart,
    HelmRepository,
    ImageRepository,
    ImagePolicy,
    ImageUpdateAutomation,
    OCIRepository,
    ArtifactGenerator,
    ExternalArtifact,
}

/// A Provider describes how to deliver events to one service: its type, address and
/// credentials.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Provider {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// The service and how to reach it.
    pub spec: ProviderSpec,
}

impl CustomResource for Provider {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: BETA_VERSION,
        kind: "Provider",
        plural: "providers",
        short_names: &[],
        categories: NOTIFICATION_CATEGORIES,
        status_subresource: false,
        printer_columns: &[PrinterColumn::AGE],
        component: "notification-controller",
    };
}

/// The desired state of a Provider.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
#[schemars(extend("x-kubernetes-validations" = [{
    "message": "spec.commitStatusExpr is only supported for the 'github', 'gitlab', 'gitea', 'bitbucketserver', 'bitbucket', 'azuredevops' provider types",
    "rule": "self.type == 'github' || self.type == 'gitlab' || self.type == 'gitea' || self.type == 'bitbucketserver' || self.type == 'bitbucket' || self.type == 'azuredevops' || !has(self.commitStatusExpr)"
}]))]
pub struct ProviderSpec {
    /// The endpoint events are sent to, such as a webhook URL or an API address.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 2048))]
    pub address: Option<String>,
    /// A secret with a CA certificate, and optionally a client certificate and key, for TLS.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cert_secret_ref: Option<LocalObjectReference>,
    /// The channel, room or topic to post to, where the service has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 2048))]
    pub channel: Option<String>,
    /// A CEL expression that computes the commit status identifier for Git providers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub commit_status_expr: Option<String>,
    /// No longer used; kept so that existing objects stay valid.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub interval: Option<String>,
    /// An HTTP or HTTPS proxy for reaching the service; superseded by proxySecretRef.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 2048), regex(pattern = r"^(http|https)://.*$"))]
    pub proxy: Option<String>,
    /// A secret with the address and credentials of a proxy for reaching the service.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proxy_secret_ref: Option<LocalObjectReference>,
    /// A secret with the address, token or other credentials of the service.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// A service account whose workload identity authenticates to the service.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub service_account_name: Option<String>,
    /// Stop delivering events until this is set back to false.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// The limit for one delivery.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = TIMEOUT))]
    pub timeout: Option<String>,
    /// The kind of service.
    #[serde(rename = "type")]
    pub type_: ProviderType,
    /// The name events are posted under, where the service allows one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 2048))]
    pub username: Option<String>,
}

/// The services events can be delivered to.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ProviderType {
    Slack,
    Discord,
    Msteams,
    Rocket,
    Generic,
    #[serde(rename = "generic-hmac")]
    GenericHmac,
    Github,
    Gitlab,
    Gitea,
    Giteapullrequestcomment,
    Bitbucketserver,
    Bitbucket,
    Azuredevops,
    Googlechat,
    Googlepubsub,
    Webex,
    Sentry,
    Azureeventhub,
    Telegram,
    Lark,
    Matrix,
    Opsgenie,
    Alertmanager,
    Grafana,
    Githubdispatch,
    Githubpullrequestcomment,
    Gitlabmergerequestcomment,
    Pagerduty,
    Datadog,
    Nats,
    Zulip,
    Otel,
}

/// A Receiver exposes a webhook endpoint; a verified call requests reconciliation of the
/// objects it lists.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Receiver {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// The kind of webhook, how calls are verified, and which objects they touch.
    pub spec: ReceiverSpec,
    /// What the controller last observed, including the webhook path.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = {"observedGeneration": -1}))]
    pub status: Option<ReceiverStatus>,
}

impl CustomResource for Receiver {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "Receiver",
        plural: "receivers",
        short_names: &[],
        categories: NOTIFICATION_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::AGE,
            PrinterColumn::READY,
            PrinterColumn::STATUS,
        ],
        component: "notification-controller",
    };
}

/// The desired state of a Receiver.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
#[schemars(extend("x-kubernetes-validations" = [
    {
        "message": "generic-oidc receivers must define at least one oidcProvider",
        "rule": "self.type != 'generic-oidc' || (has(self.oidcProviders) && size(self.oidcProviders) > 0)"
    },
    {
        "message": "oidcProviders can only be set when type is generic-oidc",
        "rule": "self.type == 'generic-oidc' || !has(self.oidcProviders) || size(self.oidcProviders) == 0"
    },
    {
        "message": "secretRef cannot be set when type is generic-oidc",
        "rule": "self.type != 'generic-oidc' || !has(self.secretRef)"
    },
    {
        "message": "secretRef is required when type is not generic-oidc",
        "rule": "self.type == 'generic-oidc' || has(self.secretRef)"
    }
]))]
pub struct ReceiverSpec {
    /// Event types that trigger a reconciliation, for webhook kinds that send several.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<String>,
    /// How often the controller checks the Receiver itself.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "10m"), regex(pattern = DURATION))]
    pub interval: Option<String>,
    /// Identity providers whose tokens authenticate calls to a generic-oidc receiver.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(extend(
        "x-kubernetes-list-type" = "map",
        "x-kubernetes-list-map-keys" = ["issuerURL"]
    ))]
    pub oidc_providers: Vec<OidcProvider>,
    /// A CEL expression over the request that decides which listed objects are reconciled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resource_filter: Option<String>,
    /// The objects to reconcile when a verified call arrives.
    pub resources: Vec<ReceiverResource>,
    /// A secret with the token used to build the webhook path and verify calls.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// Stop acting on calls until this is set back to false.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// The kind of webhook, which decides how calls are verified.
    #[serde(rename = "type")]
    pub type_: ReceiverType,
}

/// The kinds of webhooks a Receiver understands.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ReceiverType {
    Generic,
    #[serde(rename = "generic-hmac")]
    GenericHmac,
    #[serde(rename = "generic-oidc")]
    GenericOidc,
    Github,
    Gitlab,
    Bitbucket,
    Harbor,
    Dockerhub,
    Quay,
    Gcr,
    Nexus,
    Acr,
    Cdevents,
}

/// A Flux object, or a set of them, that a Receiver reconciles.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ReceiverResource {
    /// The group and version of the object.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    /// A CEL expression over the request that decides whether this entry is reconciled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub filter: Option<String>,
    /// The kind of the object.
    pub kind: FluxKind,
    /// Labels that select the objects when the name is `*`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub match_labels: BTreeMap<String, String>,
    /// The name of the object, or `*` for every object of the kind.
    #[schemars(length(min = 1, max = 253))]
    pub name: String,
    /// The namespace of the object; the Receiver's namespace when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 253))]
    pub namespace: Option<String>,
}

/// An OpenID Connect issuer trusted by a generic-oidc receiver.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OidcProvider {
    /// The audience the token must be issued for; the webhook URL when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub audience: Option<String>,
    /// The issuer URL, which also locates the issuer's public keys.
    #[serde(rename = "issuerURL")]
    #[schemars(regex(pattern = "^https?://"))]
    pub issuer_url: String,
    /// CEL checks over the token claims; every one must pass.
    #[schemars(length(min = 1))]
    pub validations: Vec<OidcValidation>,
    /// Named CEL expressions over the token claims, usable in the validations.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variables: Vec<OidcVariable>,
}

/// A check over the token claims.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct OidcValidation {
    /// A CEL expression that must be true.
    pub expression: String,
    /// The error reported when the expression is false.
    pub message: String,
}

/// A named value computed from the token claims.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct OidcVariable {
    /// A CEL expression computing the value.
    pub expression: String,
    /// The name the validations refer to the value by.
    pub name: String,
}

/// The observed state of a Receiver.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ReceiverStatus {
    /// The latest observations of the Receiver's state.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    /// The value of the reconcile request annotation that was last acted upon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_handled_reconcile_at: Option<String>,
    /// The generation of the spec that was last reconciled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// The path under which the webhook listens, derived from the token and the Receiver.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub webhook_path: Option<String>,
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn provider_types_with_dashes_round_trip() {
        let spec = json!({"type": "generic-hmac", "address": "https://hooks.example/flux", "secretRef": {"name": "hmac"}});
        let parsed: ProviderSpec = serde_json::from_value(spec.clone()).unwrap();
        assert_eq!(parsed.type_, ProviderType::GenericHmac);
        assert_eq!(serde_json::to_value(&parsed).unwrap(), spec);
    }

    #[test]
    fn oidc_receiver_keeps_the_issuer_url_key() {
        let spec = json!({
            "type": "generic-oidc",
            "resources": [{"kind": "GitRepository", "name": "*", "matchLabels": {"team": "a"}}],
            "oidcProviders": [{
                "issuerURL": "https://token.actions.githubusercontent.com",
                "validations": [{"expression": "claims.repository == 'org/app'", "message": "wrong repository"}]
            }]
        });
        let parsed: ReceiverSpec = serde_json::from_value(spec.clone()).unwrap();
        assert_eq!(parsed.type_, ReceiverType::GenericOidc);
        assert_eq!(serde_json::to_value(&parsed).unwrap(), spec);
    }

    #[test]
    fn alert_rejects_kinds_that_emit_no_events() {
        let spec = json!({"providerRef": {"name": "slack"}, "eventSources": [{"kind": "Secret", "name": "x"}]});
        assert!(serde_json::from_value::<AlertSpec>(spec).is_err());
    }
}
