//! Resources as the engine sees them: plain JSON objects plus the id kustomize matches them by.
//!
//! Per-resource build state (previous names, generator behavior, origin) lives in annotations on
//! the object itself, as kustomize keeps it, and is stripped before output.

use serde_json::Value;

/// Group, version, kind, name and namespace: what kustomize calls a resource id.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct ResId {
    pub group: String,
    pub version: String,
    pub kind: String,
    pub name: String,
    /// Empty for cluster-scoped objects and for namespaced ones that name none.
    pub namespace: String,
}

impl ResId {
    /// Reads the id of an object from its `apiVersion`, `kind` and `metadata`.
    pub fn of(obj: &Value) -> Self {
        let api_version = obj
            .get("apiVersion")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let (group, version) = match api_version.split_once('/') {
            Some((g, v)) => (g.to_owned(), v.to_owned()),
            None => (String::new(), api_version.to_owned()),
        };
        let meta = obj.get("metadata");
        let field = |k: &str| {
            meta.and_then(|m| m.get(k))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        Self {
            group,
            version,
            kind: obj
                .get("kind")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned(),
            name: field("name"),
            namespace: field("namespace"),
        }
    }
}

/// kustomize's type order: these kinds sort first (in this order) or last in a legacy-ordered
/// build, everything else between them.
const ORDER_FIRST: [&str; 22] = [
    "Namespace",
    "ResourceQuota",
    "StorageClass",
    "CustomResourceDefinition",
    "ServiceAccount",
    "PodSecurityPolicy",
    "Role",
    "ClusterRole",
    "RoleBinding",
    "ClusterRoleBinding",
    "ConfigMap",
    "Secret",
    "Endpoints",
    "Service",
    "LimitRange",
    "PriorityClass",
    "PersistentVolume",
    "PersistentVolumeClaim",
    "Deployment",
    "StatefulSet",
    "CronJob",
    "PodDisruptionBudget",
];
const ORDER_LAST: [&str; 2] = [
    "MutatingWebhookConfiguration",
    "ValidatingWebhookConfiguration",
];

/// A kind's rank in an ordering given as kinds to put first and kinds to put last.
pub fn kind_rank(kind: &str, first: &[&str], last: &[&str]) -> i64 {
    if let Some(i) = first.iter().position(|k| *k == kind) {
        return i as i64 - first.len() as i64;
    }
    if let Some(i) = last.iter().position(|k| *k == kind) {
        return i as i64 + 1;
    }
    0
}

/// The string kustomize breaks ties between kinds of equal rank with.
pub fn gvk_sort_key(group: &str, version: &str, kind: &str) -> String {
    let or = |s: &str, d: &'static str| {
        if s.is_empty() {
            d.to_owned()
        } else {
            s.to_owned()
        }
    };
    format!(
        "{}_{}_{}",
        or(group, "~G"),
        or(version, "~V"),
        or(kind, "~K")
    )
}

/// Compares two (group, version, kind) triples in kustomize's default type order.
pub fn gvk_cmp(a: (&str, &str, &str), b: (&str, &str, &str)) -> std::cmp::Ordering {
    let ra = kind_rank(a.2, &ORDER_FIRST, &ORDER_LAST);
    let rb = kind_rank(b.2, &ORDER_FIRST, &ORDER_LAST);
    ra.cmp(&rb)
        .then_with(|| gvk_sort_key(a.0, a.1, a.2).cmp(&gvk_sort_key(b.0, b.1, b.2)))
}

/// The kinds kustomize puts first and last by default.
pub fn default_order() -> (Vec<String>, Vec<String>) {
    (
        ORDER_FIRST.iter().map(|s| (*s).to_owned()).collect(),
        ORDER_LAST.iter().map(|s| (*s).to_owned()).collect(),
    )
}

/// Types the builtin Kubernetes schema knows as cluster-scoped, by `apiVersion` and kind; the
/// namespace transformer leaves their `metadata.namespace` alone. Unknown types count as
/// namespaced, as in kustomize.
const CLUSTER_SCOPED: &[(&str, &str)] = &[
    (
        "admissionregistration.k8s.io/v1",
        "MutatingWebhookConfiguration",
    ),
    (
        "admissionregistration.k8s.io/v1",
        "ValidatingWebhookConfiguration",
    ),
    (
        "admissionregistration.k8s.io/v1beta1",
        "MutatingWebhookConfiguration",
    ),
    (
        "admissionregistration.k8s.io/v1beta1",
        "ValidatingWebhookConfiguration",
    ),
    ("apiextensions.k8s.io/v1", "CustomResourceDefinition"),
    ("apiextensions.k8s.io/v1beta1", "CustomResourceDefinition"),
    ("apiregistration.k8s.io/v1", "APIService"),
    ("apiregistration.k8s.io/v1beta1", "APIService"),
    ("certificates.k8s.io/v1", "CertificateSigningRequest"),
    ("certificates.k8s.io/v1beta1", "CertificateSigningRequest"),
    ("flowcontrol.apiserver.k8s.io/v1beta1", "FlowSchema"),
    (
        "flowcontrol.apiserver.k8s.io/v1beta1",
        "PriorityLevelConfiguration",
    ),
    ("networking.k8s.io/v1", "IngressClass"),
    ("networking.k8s.io/v1beta1", "IngressClass"),
    ("node.k8s.io/v1", "RuntimeClass"),
    ("node.k8s.io/v1beta1", "RuntimeClass"),
    ("policy/v1beta1", "PodSecurityPolicy"),
    ("rbac.authorization.k8s.io/v1", "ClusterRole"),
    ("rbac.authorization.k8s.io/v1", "ClusterRoleBinding"),
    ("rbac.authorization.k8s.io/v1beta1", "ClusterRole"),
    ("rbac.authorization.k8s.io/v1beta1", "ClusterRoleBinding"),
    ("scheduling.k8s.io/v1", "PriorityClass"),
    ("scheduling.k8s.io/v1beta1", "PriorityClass"),
    ("storage.k8s.io/v1", "CSIDriver"),
    ("storage.k8s.io/v1", "CSINode"),
    ("storage.k8s.io/v1", "StorageClass"),
    ("storage.k8s.io/v1", "VolumeAttachment"),
    ("storage.k8s.io/v1beta1", "CSIDriver"),
    ("storage.k8s.io/v1beta1", "CSINode"),
    ("storage.k8s.io/v1beta1", "StorageClass"),
    ("storage.k8s.io/v1beta1", "VolumeAttachment"),
    ("v1", "ComponentStatus"),
    ("v1", "Namespace"),
    ("v1", "Node"),
    ("v1", "NodeProxyOptions"),
    ("v1", "PersistentVolume"),
    ("authentication.k8s.io/v1", "TokenReview"),
    ("authentication.k8s.io/v1beta1", "TokenReview"),
    ("authorization.k8s.io/v1", "SelfSubjectAccessReview"),
    ("authorization.k8s.io/v1", "SelfSubjectRulesReview"),
    ("authorization.k8s.io/v1", "SubjectAccessReview"),
    ("authorization.k8s.io/v1beta1", "SelfSubjectAccessReview"),
    ("authorization.k8s.io/v1beta1", "SelfSubjectRulesReview"),
    ("authorization.k8s.io/v1beta1", "SubjectAccessReview"),
];

/// Whether objects of this `apiVersion` and kind are certainly cluster-scoped.
pub fn is_cluster_scoped(api_version: &str, kind: &str) -> bool {
    CLUSTER_SCOPED
        .iter()
        .any(|(v, k)| *v == api_version && *k == kind)
}
