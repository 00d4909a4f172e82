//! Reading the status of Flux objects the way flux does: the Ready condition, kstatus'
//! verdict, whether a controller has caught up with the latest request, and revisions compared
//! across their legacy and current forms.

use std::sync::LazyLock;

use regex::Regex;
use serde_json::Value;

use super::fold::equal_fold;

pub use crate::api::source::{NoRevision, has_revision, transform_legacy_revision};

/// The condition every Flux controller reports.
pub const READY: &str = "Ready";

/// The `Ready` condition of an object, if its controller set one.
pub fn ready_condition(object: &Value) -> Option<&Value> {
    conditions(object).find(|c| c["type"] == READY)
}

/// The conditions in `status.conditions`.
pub fn conditions(object: &Value) -> impl Iterator<Item = &Value> {
    object
        .pointer("/status/conditions")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
}

/// flux's `statusAndMessage`: the Ready condition's status and message; an object without one
/// is `False`, "waiting to be reconciled".
pub fn status_and_message(object: &Value) -> (String, String) {
    match ready_condition(object) {
        Some(ready) => (text(ready, "status"), text(ready, "message")),
        None => ("False".to_owned(), "waiting to be reconciled".to_owned()),
    }
}

/// flux's `statusMatches` for `--status-selector type=status`: the last condition whose type
/// equals `condition_type`, any case, has that status, any case (Go's `strings.EqualFold`).
pub fn status_matches(object: &Value, condition_type: &str, condition_status: &str) -> bool {
    conditions(object)
        .filter(|c| {
            c["type"]
                .as_str()
                .is_some_and(|t| equal_fold(t, condition_type))
        })
        .last()
        .and_then(|c| c["status"].as_str())
        .is_some_and(|status| equal_fold(status, condition_status))
}

/// Whether the object's `spec.suspend` is true.
pub fn is_suspended(object: &Value) -> bool {
    object.pointer("/spec/suspend").and_then(Value::as_bool) == Some(true)
}

/// flux's `TruncateHex`: every run of 40 to 128 hex digits (a SHA-1 to SHA-512 digest) that
/// stands as a word is cut to its first 8, and so is every other occurrence of the same digits,
/// word or not, since flux replaces each match throughout the text, one after the other.
pub fn truncate_hex(text: &str) -> String {
    static HEX: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?-u:\b)[a-f0-9]{40,128}(?-u:\b)").expect("valid regex"));
    let hits: Vec<String> = HEX.find_iter(text).map(|m| m.as_str().to_owned()).collect();
    let mut out = text.to_owned();
    for hit in hits {
        out = out.replace(&hit, &hit[..8]);
    }
    out
}

/// kstatus' verdict on an object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kstatus {
    Current,
    InProgress(String),
    Failed(String),
    Terminating,
}

impl Kstatus {
    /// The message flux's waits fail with when the verdict is final and not Current.
    pub fn message(&self) -> String {
        match self {
            Kstatus::Current => "Resource is current".to_owned(),
            Kstatus::InProgress(message) | Kstatus::Failed(message) => message.clone(),
            Kstatus::Terminating => "Resource scheduled for deletion".to_owned(),
        }
    }
}

/// kstatus' `Compute` for custom resources, as the Flux CLI's waits use it: a deletion is
/// Terminating, an unobserved generation or `Reconciling=True` is in progress, `Stalled=True`
/// failed, then the Ready condition decides (missing: current).
pub fn kstatus(object: &Value) -> Kstatus {
    if object
        .pointer("/metadata/deletionTimestamp")
        .and_then(Value::as_str)
        .is_some_and(|t| !t.is_empty())
    {
        return Kstatus::Terminating;
    }
    if let Some(generation) = object
        .pointer("/metadata/generation")
        .and_then(Value::as_i64)
        && let Some(observed) = object
            .pointer("/status/observedGeneration")
            .and_then(Value::as_i64)
        && observed != generation
    {
        let kind = object
            .get("kind")
            .and_then(Value::as_str)
            .unwrap_or_default();
        return Kstatus::InProgress(format!(
            "{kind} generation is {generation}, but latest observed generation is {observed}"
        ));
    }
    for condition in conditions(object) {
        let status = condition["status"].as_str();
        if condition["type"] == "Reconciling" && status == Some("True") {
            return Kstatus::InProgress(text(condition, "message"));
        }
        if condition["type"] == "Stalled" && status == Some("True") {
            return Kstatus::Failed(text(condition, "message"));
        }
    }
    match ready_condition(object).and_then(|c| c["status"].as_str()) {
        Some("False" | "Unknown") => Kstatus::InProgress(text(
            ready_condition(object).unwrap_or(&Value::Null),
            "message",
        )),
        _ => Kstatus::Current,
    }
}

/// flux's `isObjectReady` for objects with a controller: it has reconciled at least once, its
/// Ready condition describes the current generation, and kstatus says current. `Err` carries
/// kstatus' message when the object failed.
pub fn is_object_ready(object: &Value, is_static: bool) -> Result<bool, String> {
    let generation = object
        .pointer("/metadata/generation")
        .and_then(Value::as_i64)
        .unwrap_or(0);
    let observed = object
        .pointer("/status/observedGeneration")
        .and_then(Value::as_i64)
        .unwrap_or(0);
    if !is_static {
        if observed < 1 {
            return Ok(false);
        }
        let Some(ready) = ready_condition(object) else {
            return Ok(false);
        };
        let condition_generation = ready["observedGeneration"].as_i64().unwrap_or(0);
        if condition_generation != 0 && condition_generation != generation {
            return Ok(false);
        }
        if condition_generation == 0 && observed != generation {
            return Ok(false);
        }
    }
    match kstatus(object) {
        Kstatus::Current => Ok(true),
        Kstatus::InProgress(_) => Ok(false),
        other => Err(other.message()),
    }
}

/// `status.lastHandledReconcileAt`: the last reconcile request the controller handled.
pub fn last_handled_reconcile(object: &Value) -> String {
    object
        .pointer("/status/lastHandledReconcileAt")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned()
}

fn text(value: &Value, key: &str) -> String {
    value[key].as_str().unwrap_or_default().to_owned()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    const SHA1: &str = "5394cb7f48332b2de7c17dd8b8384bbc84b7e738";
    const SHA256: &str = "d52bde83c5b2bd0fa7910264e0afc3ac9cfe9b6636ca29c05c09742f01d5a4bd";

    #[test]
    fn legacy_revisions_take_their_current_form() {
        assert_eq!(
            transform_legacy_revision(&format!("main/{SHA1}")),
            format!("main@sha1:{SHA1}")
        );
        assert_eq!(
            transform_legacy_revision(&format!("feature/branch/{SHA1}")),
            format!("feature/branch@sha1:{SHA1}")
        );
        assert_eq!(
            transform_legacy_revision(&format!("HEAD/{SHA1}")),
            format!("sha1:{SHA1}")
        );
        assert_eq!(
            transform_legacy_revision(&format!("tag/{SHA256}")),
            format!("tag@sha256:{SHA256}")
        );
        assert_eq!(
            transform_legacy_revision(SHA256),
            format!("sha256:{SHA256}")
        );
        let current = format!("main@sha1:{SHA1}");
        assert_eq!(transform_legacy_revision(&current), current);
        assert_eq!(transform_legacy_revision("6.3.5"), "6.3.5");
        assert_eq!(
            transform_legacy_revision("main/not-a-sha"),
            "main/not-a-sha"
        );
        assert_eq!(transform_legacy_revision(""), "");
    }

    #[test]
    fn has_revision_compares_current_forms() {
        let legacy = json!({"kind": "GitRepository",
                            "status": {"artifact": {"revision": format!("main/{SHA1}")}}});
        assert_eq!(
            has_revision(&legacy, &format!("main@sha1:{SHA1}")),
            Ok(true)
        );
        let ks = json!({"kind": "Kustomization",
                        "status": {"lastAttemptedRevision": SHA1,
                                   "lastAppliedRevision": format!("main@sha1:{SHA1}")}});
        assert_eq!(has_revision(&ks, &format!("sha1:{SHA1}")), Ok(true));
        assert_eq!(has_revision(&ks, &format!("main@sha1:{SHA1}")), Ok(false));
        let bucket = json!({"kind": "Bucket", "status": {"artifact": {"revision": SHA256}}});
        assert_eq!(has_revision(&bucket, &format!("sha256:{SHA256}")), Ok(true));
        let unreconciled = json!({"kind": "OCIRepository", "status": {}});
        assert_eq!(has_revision(&unreconciled, ""), Ok(true));
        assert_eq!(has_revision(&unreconciled, "v1@sha256:00"), Ok(false));
        let release = json!({"kind": "HelmRelease", "status": {}});
        assert_eq!(
            has_revision(&release, "1.0.0").unwrap_err().to_string(),
            "cannot get status revision for kind: 'HelmRelease'"
        );
    }

    #[test]
    fn hex_digests_are_truncated_anywhere() {
        assert_eq!(
            truncate_hex(&format!("Applied revision: main@sha1:{SHA1}")),
            "Applied revision: main@sha1:5394cb7f"
        );
        assert_eq!(truncate_hex(&format!("sha256:{SHA256}")), "sha256:d52bde83");
        assert_eq!(truncate_hex("v1.2.3"), "v1.2.3");
        // Not a word of its own: left alone, unless the same digits also stand alone.
        assert_eq!(truncate_hex(&format!("x{SHA1}")), format!("x{SHA1}"));
        assert_eq!(
            truncate_hex(&format!("x{SHA1} {SHA1}")),
            "x5394cb7f 5394cb7f"
        );
    }

    #[test]
    fn kstatus_reads_generation_and_conditions() {
        let mut object = json!({"kind": "Kustomization", "metadata": {"generation": 2},
                                "status": {"observedGeneration": 1}});
        assert!(
            matches!(kstatus(&object), Kstatus::InProgress(m) if m == "Kustomization generation is 2, but latest observed generation is 1")
        );
        object["status"]["observedGeneration"] = json!(2);
        assert_eq!(kstatus(&object), Kstatus::Current);
        object["status"]["conditions"] =
            json!([{"type": "Ready", "status": "False", "message": "boom"}]);
        assert_eq!(kstatus(&object), Kstatus::InProgress("boom".to_owned()));
        object["status"]["conditions"] = json!([
            {"type": "Ready", "status": "False", "message": "boom"},
            {"type": "Stalled", "status": "True", "message": "stalled"}
        ]);
        assert_eq!(kstatus(&object), Kstatus::Failed("stalled".to_owned()));
        object["metadata"]["deletionTimestamp"] = json!("2026-01-01T00:00:00Z");
        assert_eq!(kstatus(&object), Kstatus::Terminating);
    }

    #[test]
    fn ready_objects_describe_their_generation() {
        let object = json!({"metadata": {"generation": 2},
            "status": {"observedGeneration": 2,
                       "conditions": [{"type": "Ready", "status": "True", "observedGeneration": 1}]}});
        assert_eq!(is_object_ready(&object, false), Ok(false));
        let object = json!({"metadata": {"generation": 2},
            "status": {"observedGeneration": 2,
                       "conditions": [{"type": "Ready", "status": "True", "observedGeneration": 2}]}});
        assert_eq!(is_object_ready(&object, false), Ok(true));
        // Static objects (Alerts) have no status: ready once they exist.
        assert_eq!(
            is_object_ready(&json!({"metadata": {"generation": 1}}), true),
            Ok(true)
        );
    }

    #[test]
    fn status_selectors_ignore_case() {
        let object = json!({"status": {"conditions": [{"type": "Ready", "status": "False"}]}});
        assert!(status_matches(&object, "ready", "false"));
        assert!(!status_matches(&object, "ready", "true"));
        assert!(!status_matches(&object, "healthy", "false"));
        assert_eq!(
            status_and_message(&json!({})),
            ("False".to_owned(), "waiting to be reconciled".to_owned())
        );
    }
}
