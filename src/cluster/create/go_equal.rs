//! The two comparisons flux's `create` commands make between the object they built and the one
//! in the cluster, both on Go values decoded from the server's JSON (apimachinery's
//! `equality.Semantic`):
//! - `DeepEqual`, through controller-runtime's `CreateOrUpdate` (the image kinds): a field absent
//!   from the JSON is its zero value, except behind a pointer, where absent (nil) and a zero value
//!   differ; empty and nil lists and maps are equal; fields the Go type lacks are not decoded;
//!   durations compare as durations (`1m` is `1m0s`).
//! - `DeepDerivative` (`create tenant`'s upserts): what flux leaves unset (an empty string, list
//!   or map) matches anything, a list matches a longer one element by element, and a map needs
//!   each of its keys present.

use serde_json::{Map, Value};

/// How a field of the Go API type decodes.
enum Go {
    /// A string, bool or number: absent and zero are the same.
    Scalar,
    /// `metav1.Duration`.
    Duration,
    /// `map[string]string`.
    Map,
    List(&'static Go),
    /// A pointer: absent (nil) is not its zero value.
    Ptr(&'static Go),
    Struct(&'static [(&'static str, Go)]),
}

use Go::{Duration, List, Map as GoMap, Ptr, Scalar, Struct};

const LOCAL_REF: Go = Struct(&[("name", Scalar)]);

// image-reflector-controller api/v1: ImageRepositorySpec.
const IMAGE_REPOSITORY: Go = Struct(&[
    ("image", Scalar),
    ("interval", Duration),
    ("timeout", Ptr(&Duration)),
    ("secretRef", Ptr(&LOCAL_REF)),
    ("proxySecretRef", Ptr(&LOCAL_REF)),
    ("serviceAccountName", Scalar),
    ("certSecretRef", Ptr(&LOCAL_REF)),
    ("suspend", Scalar),
    (
        "accessFrom",
        Ptr(&Struct(&[(
            "namespaceSelectors",
            List(&Struct(&[("matchLabels", GoMap)])),
        )])),
    ),
    ("exclusionList", List(&Scalar)),
    ("provider", Scalar),
    ("insecure", Scalar),
]);

const ORDER: Go = Struct(&[("order", Scalar)]);

// image-reflector-controller api/v1: ImagePolicySpec.
const IMAGE_POLICY: Go = Struct(&[
    (
        "imageRepositoryRef",
        Struct(&[("name", Scalar), ("namespace", Scalar)]),
    ),
    (
        "policy",
        Struct(&[
            ("semver", Ptr(&Struct(&[("range", Scalar)]))),
            ("alphabetical", Ptr(&ORDER)),
            ("numerical", Ptr(&ORDER)),
        ]),
    ),
    (
        "filterTags",
        Ptr(&Struct(&[("pattern", Scalar), ("extract", Scalar)])),
    ),
    ("digestReflectionPolicy", Scalar),
    ("interval", Ptr(&Duration)),
    ("suspend", Scalar),
]);

// image-automation-controller api/v1: ImageUpdateAutomationSpec and its GitSpec.
const GIT_SPEC: Go = Struct(&[
    (
        "checkout",
        Ptr(&Struct(&[(
            "ref",
            Struct(&[
                ("branch", Scalar),
                ("tag", Scalar),
                ("semver", Scalar),
                ("name", Scalar),
                ("commit", Scalar),
            ]),
        )])),
    ),
    (
        "commit",
        Struct(&[
            ("author", Struct(&[("name", Scalar), ("email", Scalar)])),
            (
                "signingKey",
                Ptr(&Struct(&[("secretRef", LOCAL_REF), ("type", Scalar)])),
            ),
            ("messageTemplate", Scalar),
            ("messageTemplateValues", GoMap),
        ]),
    ),
    (
        "push",
        Ptr(&Struct(&[
            ("branch", Scalar),
            ("refspec", Scalar),
            ("options", GoMap),
        ])),
    ),
]);

const IMAGE_UPDATE_AUTOMATION: Go = Struct(&[
    (
        "sourceRef",
        Struct(&[
            ("apiVersion", Scalar),
            ("kind", Scalar),
            ("name", Scalar),
            ("namespace", Scalar),
        ]),
    ),
    ("git", Ptr(&GIT_SPEC)),
    ("interval", Duration),
    (
        "policySelector",
        Ptr(&Struct(&[
            ("matchLabels", GoMap),
            (
                "matchExpressions",
                List(&Struct(&[
                    ("key", Scalar),
                    ("operator", Scalar),
                    ("values", List(&Scalar)),
                ])),
            ),
        ])),
    ),
    (
        "update",
        Ptr(&Struct(&[("strategy", Scalar), ("path", Scalar)])),
    ),
    ("suspend", Scalar),
]);

/// Whether controller-runtime's `CreateOrUpdate` would find `existing` unchanged by flux's
/// mutation into `updated` (the spec and labels replaced); `None` for a kind without a known
/// Go type.
pub(super) fn unchanged(existing: &Value, updated: &Value) -> Option<bool> {
    let spec = match existing["kind"].as_str()? {
        "ImageRepository" => &IMAGE_REPOSITORY,
        "ImagePolicy" => &IMAGE_POLICY,
        "ImageUpdateAutomation" => &IMAGE_UPDATE_AUTOMATION,
        _ => return None,
    };
    let labels = |o: &Value| canonical(o["metadata"].get("labels"), &GoMap);
    Some(
        canonical(existing.get("spec"), spec) == canonical(updated.get("spec"), spec)
            && labels(existing) == labels(updated),
    )
}

/// `value` as the Go value it decodes to, in a form where equal Go values are equal JSON: zero
/// values are null, a non-nil pointer is a one-element list, durations are nanoseconds.
fn canonical(value: Option<&Value>, go: &Go) -> Value {
    let value = value.filter(|v| !v.is_null());
    match go {
        Scalar => match value {
            Some(Value::Bool(false)) | None => Value::Null,
            Some(Value::String(s)) if s.is_empty() => Value::Null,
            Some(Value::Number(n)) if n.as_f64() == Some(0.0) => Value::Null,
            Some(v) => v.clone(),
        },
        Duration => match value {
            None => Value::Null,
            Some(Value::String(s)) => match crate::duration::parse(s) {
                Ok(d) if d.is_zero() => Value::Null,
                Ok(d) => Value::from(d.as_nanos()),
                Err(_) => Value::String(s.clone()),
            },
            Some(v) => v.clone(),
        },
        GoMap => match value.and_then(Value::as_object) {
            Some(map) if !map.is_empty() => Value::Object(map.clone()),
            _ => Value::Null,
        },
        List(item) => match value.and_then(Value::as_array) {
            Some(items) if !items.is_empty() => {
                Value::Array(items.iter().map(|v| canonical(Some(v), item)).collect())
            }
            _ => Value::Null,
        },
        Ptr(inner) => match value {
            None => Value::Null,
            Some(v) => Value::Array(vec![canonical(Some(v), inner)]),
        },
        Struct(fields) => {
            let empty = Map::new();
            let object = value.and_then(Value::as_object).unwrap_or(&empty);
            Value::Object(
                fields
                    .iter()
                    .map(|(name, go)| ((*name).to_owned(), canonical(object.get(*name), go)))
                    .collect(),
            )
        }
    }
}

/// `equality.Semantic.DeepDerivative(wanted, existing)` for values made of strings, lists,
/// structs and (with `map`) string maps such as labels: what `wanted` leaves empty is not
/// compared.
pub(super) fn derivative(wanted: Option<&Value>, existing: Option<&Value>, map: bool) -> bool {
    let existing = existing.filter(|v| !v.is_null());
    match wanted.filter(|v| !v.is_null()) {
        None => true,
        Some(Value::String(s)) if s.is_empty() => true,
        Some(Value::Array(items)) => {
            let have = existing.and_then(Value::as_array);
            items.is_empty()
                || have.is_some_and(|have| {
                    have.len() >= items.len()
                        && items
                            .iter()
                            .zip(have)
                            .all(|(w, e)| derivative(Some(w), Some(e), false))
                })
        }
        Some(Value::Object(fields)) if map => {
            let have = existing.and_then(Value::as_object);
            fields.is_empty()
                || have.is_some_and(|have| {
                    // A key missing from `existing` fails even where the wanted value is empty.
                    fields.iter().all(|(key, w)| {
                        have.get(key)
                            .is_some_and(|e| derivative(Some(w), Some(e), false))
                    })
                })
        }
        Some(Value::Object(fields)) => fields
            .iter()
            .all(|(key, w)| derivative(Some(w), existing.and_then(|e| e.get(key)), false)),
        Some(Value::Bool(false)) => existing.is_none_or(|e| e == &Value::Bool(false)),
        Some(w) => existing == Some(w),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn repository(spec: Value) -> Value {
        json!({"kind": "ImageRepository", "metadata": {"name": "app"}, "spec": spec})
    }

    #[test]
    fn a_nil_pointer_differs_from_a_pointer_to_a_zero_value() {
        let absent = repository(json!({"image": "ghcr.io/app", "interval": "1m0s"}));
        let zero_timeout =
            repository(json!({"image": "ghcr.io/app", "interval": "1m0s", "timeout": "0s"}));
        let empty_ref =
            repository(json!({"image": "ghcr.io/app", "interval": "1m0s", "secretRef": {}}));
        assert_eq!(unchanged(&zero_timeout, &absent), Some(false));
        assert_eq!(unchanged(&empty_ref, &absent), Some(false));
        assert_eq!(unchanged(&absent, &absent), Some(true));
    }

    #[test]
    fn plain_zero_values_nil_lists_durations_and_unknown_fields_compare_as_go_does() {
        let ours = repository(json!({"image": "ghcr.io/app", "interval": "1m0s"}));
        let theirs = repository(json!({
            "image": "ghcr.io/app", "interval": "60s", "provider": "", "suspend": false,
            "exclusionList": [], "fieldFromANewerApi": "x"
        }));
        assert_eq!(unchanged(&theirs, &ours), Some(true));
        let defaulted =
            repository(json!({"image": "ghcr.io/app", "interval": "1m0s", "provider": "generic"}));
        assert_eq!(unchanged(&defaulted, &ours), Some(false));
    }

    #[test]
    fn labels_compare_with_nil_and_empty_equal() {
        let mut labelled = repository(json!({"image": "a"}));
        labelled["metadata"]["labels"] = json!({});
        assert_eq!(
            unchanged(&labelled, &repository(json!({"image": "a"}))),
            Some(true)
        );
        labelled["metadata"]["labels"] = json!({"team": "a"});
        assert_eq!(
            unchanged(&labelled, &repository(json!({"image": "a"}))),
            Some(false)
        );
    }

    #[test]
    fn policy_and_automation_pointers() {
        let policy = |spec| json!({"kind": "ImagePolicy", "spec": spec});
        let semver = policy(
            json!({"imageRepositoryRef": {"name": "a"}, "policy": {"semver": {"range": "1.x"}}}),
        );
        let with_filter = policy(
            json!({"imageRepositoryRef": {"name": "a"}, "policy": {"semver": {"range": "1.x"}}, "filterTags": {"pattern": ""}}),
        );
        assert_eq!(unchanged(&with_filter, &semver), Some(false));
        let automation = |spec| json!({"kind": "ImageUpdateAutomation", "spec": spec});
        let plain = automation(
            json!({"interval": "5m", "sourceRef": {"kind": "GitRepository", "name": "a"}}),
        );
        let defaulted = automation(
            json!({"interval": "5m0s", "sourceRef": {"kind": "GitRepository", "name": "a"}, "update": {"strategy": "Setters"}}),
        );
        assert_eq!(unchanged(&plain, &plain), Some(true));
        assert_eq!(unchanged(&defaulted, &plain), Some(false));
        assert_eq!(unchanged(&json!({"kind": "Other"}), &plain), None);
    }

    #[test]
    fn derivative_ignores_what_flux_leaves_unset() {
        let subjects = json!([{"kind": "User", "name": "gotk:apps:reconciler", "apiGroup": ""}]);
        let longer = json!([
            {"kind": "User", "name": "gotk:apps:reconciler", "apiGroup": "rbac.authorization.k8s.io"},
            {"kind": "ServiceAccount", "name": "apps", "namespace": "apps"}
        ]);
        assert!(derivative(Some(&subjects), Some(&longer), false));
        assert!(!derivative(Some(&longer), Some(&subjects), false));
        let renamed = json!([{"kind": "User", "name": "someone"}]);
        assert!(!derivative(Some(&subjects), Some(&renamed), false));
        // Labels: every wanted key must be there, though an empty wanted value matches any.
        let wanted = json!({"toolkit.fluxcd.io/tenant": "apps", "note": ""});
        assert!(derivative(
            Some(&wanted),
            Some(&json!({"toolkit.fluxcd.io/tenant": "apps", "note": "x", "more": "y"})),
            true
        ));
        assert!(!derivative(
            Some(&wanted),
            Some(&json!({"toolkit.fluxcd.io/tenant": "apps"})),
            true
        ));
        assert!(derivative(Some(&json!({})), None, true));
    }
}
