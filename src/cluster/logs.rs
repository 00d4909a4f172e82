//! `logs`: the Flux controllers' JSON logs, one formatted line per entry, filtered by level,
//! kind, name and namespace as `flux logs` filters them.
//!
//! The pods are found from the controllers' Deployments (their pod template's labels), as
//! flux finds them; a pod with several containers is read from the controller's own.

use serde_json::Value;

use super::fold::equal_fold;
use super::info::flux_deployments;
use super::objects;
use crate::kube::{Cluster, KubeError, LogNext, LogOptions};

/// Why logs cannot be shown.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("no Flux pods found in namespace {}", crate::yaml::go_quote(.namespace))]
    NoPods { namespace: String },
    #[error("at most one of `sinceTime` or `sinceDuration` may be specified")]
    SinceAndSinceTime,
    #[error("{0} is not a valid (RFC3339) time")]
    SinceTime(String),
    #[error("failed to collect logs from all Flux pods")]
    Collect,
    #[error("no argument required")]
    NoArgument,
    #[error(transparent)]
    Kube(#[from] KubeError),
    #[error("failed to write the logs: {0}")]
    Write(#[source] std::io::Error),
}

/// What to read and which entries to keep.
#[derive(Debug, Clone)]
pub struct Options {
    /// Where the controllers run (`--flux-namespace`).
    pub flux_namespace: String,
    /// `--tail`: the last lines of each pod; -1 (or any negative) for all.
    pub tail: i64,
    /// `--follow`: keep reading.
    pub follow: bool,
    /// `--since`, checked (and rounded to the second) once the pods are found, as flux does.
    pub since: Option<crate::duration::GoDuration>,
    /// `--since-time`, checked in the same place.
    pub since_time: String,
    pub filter: Filter,
}

/// Which entries are printed; empty strings and `None` keep everything.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub level: Option<String>,
    pub kind: String,
    pub name: String,
    /// `None` with `--all-namespaces`.
    pub namespace: Option<String>,
}

/// The container flux's controllers run in, when a pod has several.
const CONTROLLER_CONTAINER: &str = "manager";

/// One line of a controller's log, as flux's `ControllerLogEntry` holds it.
#[derive(Debug, Default)]
struct LogEntry {
    ts: String,
    level: String,
    msg: String,
    error: String,
    /// flux reads the kind under this key (its `ControllerLogEntry`), never under `kind`.
    kind: String,
    controller_kind: String,
    name: String,
    namespace: String,
}

/// `ControllerLogEntry`'s fields: JSON key and Go type; `logger` is read and never shown.
const FIELDS: [(&str, &str); 9] = [
    ("ts", "string"),
    ("level", "flags.LogLevel"),
    ("msg", "string"),
    ("error", "string"),
    ("logger", "string"),
    ("reconciler kind", "string"),
    ("controllerKind", "string"),
    ("name", "string"),
    ("namespace", "string"),
];

impl LogEntry {
    /// `json.Unmarshal` of a line into a `ControllerLogEntry`: the syntax of the whole line
    /// first, then each key matched to a field exactly or else without case, `null` leaving a
    /// field alone, a later key winning, and the first value that is not a string reported once
    /// the line is read. The error is Go's text.
    fn parse(line: &[u8]) -> Result<LogEntry, String> {
        use crate::yaml::gojson::{self, Json};
        // A line that starts with `{` and parses is an object.
        let entries = match gojson::parse(line)? {
            Json::Object(entries) => entries,
            _ => Vec::new(),
        };
        let mut entry = LogEntry::default();
        let mut first_error = None;
        for (key, value) in &entries {
            let Some(index) = FIELDS
                .iter()
                .position(|(name, _)| name == key)
                .or_else(|| FIELDS.iter().position(|(name, _)| equal_fold(name, key)))
            else {
                continue;
            };
            let (name, go_type) = FIELDS[index];
            let text = match value {
                Json::Null => continue,
                Json::String(text) => text.clone(),
                other => {
                    first_error.get_or_insert_with(|| {
                        format!(
                            "json: cannot unmarshal {} into Go struct field ControllerLogEntry.{name} \
                             of type {go_type}",
                            other.describe()
                        )
                    });
                    continue;
                }
            };
            let field = match index {
                0 => &mut entry.ts,
                1 => &mut entry.level,
                2 => &mut entry.msg,
                3 => &mut entry.error,
                5 => &mut entry.kind,
                6 => &mut entry.controller_kind,
                7 => &mut entry.name,
                8 => &mut entry.namespace,
                _ => continue,
            };
            *field = text;
        }
        match first_error {
            Some(error) => Err(error),
            None => Ok(entry),
        }
    }

    fn kind(&self) -> &str {
        if self.kind.is_empty() {
            &self.controller_kind
        } else {
            &self.kind
        }
    }

    /// `2026-11-29T10:00:00.000Z info GitRepository/podinfo.apps - stored artifact`.
    fn render(&self) -> String {
        let ts = &self.ts;
        let object = if self.name.is_empty() {
            String::new()
        } else {
            format!("/{}.{}", self.name, self.namespace)
        };
        // flux's template puts the space before the error whether there is one or not.
        format!(
            "{ts} {} {}{object} - {} {}\n",
            self.level,
            self.kind(),
            self.msg,
            self.error
        )
    }
}

impl Filter {
    fn keeps(&self, entry: &LogEntry) -> bool {
        self.level
            .as_ref()
            .is_none_or(|level| *level == entry.level)
            && (self.kind.is_empty()
                || equal_fold(&self.kind, &entry.kind)
                || equal_fold(&self.kind, &entry.controller_kind))
            && (self.name.is_empty() || equal_fold(&self.name, &entry.name))
            && self
                .namespace
                .as_ref()
                .is_none_or(|namespace| equal_fold(namespace, &entry.namespace))
    }
}

/// The controllers' pods in `namespace`, each with how to read its log: for each Deployment,
/// the one pod among those its pod template's labels select that kubectl's `ByLogging` puts
/// first, as flux picks it.
fn controller_pods(
    cluster: &Cluster,
    namespace: &str,
    read: &LogOptions,
) -> Result<Vec<(String, LogOptions)>, KubeError> {
    let mut pods = Vec::new();
    for deployment in &flux_deployments(cluster, namespace)? {
        let Some(labels) = deployment
            .pointer("/spec/template/metadata/labels")
            .and_then(Value::as_object)
        else {
            continue;
        };
        let selector: Vec<String> = labels
            .iter()
            .map(|(key, value)| format!("{key}={}", value.as_str().unwrap_or_default()))
            .collect();
        let mut candidates =
            cluster.list_selected("v1", "Pod", Some(namespace), Some(&selector.join(",")))?;
        candidates.sort_by(by_logging);
        let Some(pod) = candidates.first() else {
            continue;
        };
        let containers = pod
            .pointer("/spec/containers")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        let mut options = read.clone();
        if containers > 1 {
            options.container = Some(CONTROLLER_CONTAINER.to_owned());
        }
        let name = pod["metadata"]["name"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        pods.push((name, options));
    }
    Ok(pods)
}

/// kubectl's `podutils.ByLogging`: scheduled pods first, then running (and finished) before
/// unknown before pending, ready before not, ready for longer, restarted more, created earlier.
fn by_logging(a: &Value, b: &Value) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let node = |pod: &Value| objects::text(pod, "/spec/nodeName").to_owned();
    let phase = |pod: &Value| match objects::text(pod, "/status/phase") {
        "Unknown" => 1,
        "Pending" => 2,
        _ => 0,
    };
    let ready_since = |pod: &Value| {
        pod.pointer("/status/conditions")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .find(|c| c["type"] == "Ready" && c["status"] == "True")
            .map(|c| time(objects::text(c, "/lastTransitionTime")))
    };
    let restarts = |pod: &Value| {
        pod.pointer("/status/containerStatuses")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|c| c["restartCount"].as_i64())
            .fold(0, i64::max)
    };
    // `afterOrZero`: a zero time comes after any other.
    let earlier_first = |x: Option<jiff::Timestamp>, y: Option<jiff::Timestamp>| match (x, y) {
        (Some(x), Some(y)) => x.cmp(&y),
        (None, Some(_)) => Ordering::Greater,
        (Some(_), None) => Ordering::Less,
        (None, None) => Ordering::Equal,
    };
    let (node_a, node_b) = (node(a), node(b));
    if node_a != node_b && (node_a.is_empty() || node_b.is_empty()) {
        return node_b.len().min(1).cmp(&node_a.len().min(1));
    }
    let (ready_a, ready_b) = (ready_since(a), ready_since(b));
    phase(a)
        .cmp(&phase(b))
        .then_with(|| ready_b.is_some().cmp(&ready_a.is_some()))
        .then_with(|| match (ready_a, ready_b) {
            (Some(x), Some(y)) => earlier_first(x, y),
            _ => Ordering::Equal,
        })
        .then_with(|| restarts(b).cmp(&restarts(a)))
        .then_with(|| {
            earlier_first(
                time(objects::text(a, "/metadata/creationTimestamp")),
                time(objects::text(b, "/metadata/creationTimestamp")),
            )
        })
}

/// A `metav1.Time`; `None` for the zero time (absent or unreadable).
fn time(text: &str) -> Option<jiff::Timestamp> {
    text.parse().ok()
}

/// Reads the controllers' logs and hands each kept entry, formatted, to `write`; a pod whose
/// log cannot be read is named to `failed` and the others are still read. The first write
/// error ends the output.
pub fn run(
    cluster: &Cluster,
    options: &Options,
    write: &mut dyn FnMut(&str) -> std::io::Result<()>,
    failed: &mut dyn FnMut(&str),
) -> Result<(), Error> {
    let namespace = &options.flux_namespace;
    let mut read = LogOptions {
        container: None,
        tail_lines: (options.tail > -1).then_some(options.tail),
        since_seconds: None,
        since_time: None,
        follow: options.follow,
    };
    let pods = controller_pods(cluster, namespace, &read)?;
    if pods.is_empty() {
        return Err(Error::NoPods {
            namespace: namespace.clone(),
        });
    }
    let since = options.since.filter(|since| !since.is_zero());
    if since.is_some() && !options.since_time.is_empty() {
        return Err(Error::SinceAndSinceTime);
    }
    if !options.since_time.is_empty() {
        read.since_time = Some(
            rfc3339(&options.since_time)
                .ok_or_else(|| Error::SinceTime(options.since_time.clone()))?,
        );
    }
    // Sent as flux sends it, zero or negative too: the API server is the one to refuse it.
    read.since_seconds = since.map(crate::duration::GoDuration::round_seconds);
    let pods: Vec<(String, LogOptions)> = pods
        .into_iter()
        .map(|(pod, own)| {
            (
                pod,
                LogOptions {
                    since_seconds: read.since_seconds,
                    since_time: read.since_time,
                    ..own
                },
            )
        })
        .collect();
    let mut written = Ok(());
    let mut failures = 0;
    cluster.pod_logs(namespace, &pods, |line| match line {
        // Controllers write JSON; a line that does not start as an object (a panic, klog) is
        // not an entry.
        Ok(line) if !line.starts_with(b"{") => LogNext::Line,
        Ok(line) => match LogEntry::parse(line) {
            Ok(entry) => {
                if written.is_ok() && options.filter.keeps(&entry) {
                    written = write(&entry.render());
                }
                LogNext::Line
            }
            // flux reports the line and reads no further in this pod; the pod has not failed.
            Err(err) => {
                failed(&format!("✗ parse error: {err}\n"));
                LogNext::StopPod
            }
        },
        Err(err) => {
            failures += 1;
            failed(&format!("failed getting logs: {err}\n"));
            LogNext::Line
        }
    });
    written.map_err(Error::Write)?;
    // Followed side by side, flux only reports each pod's failure.
    if failures > 0 && !(read.follow && pods.len() > 1) {
        return Err(Error::Collect);
    }
    Ok(())
}

/// Go's `time.Parse` with `RFC3339Nano`, then `RFC3339`, as kubectl's `ParseRFC3339`.
fn rfc3339(text: &str) -> Option<k8s_openapi::jiff::Timestamp> {
    static FORMAT: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")
            .expect("valid regex")
    });
    if !FORMAT.is_match(text) {
        return None;
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_decode_as_go_decodes_a_controller_log_entry() {
        let err = |line: &str| LogEntry::parse(line.as_bytes()).unwrap_err();
        assert_eq!(
            err(r#"{"ts":1.5,"msg":"x"}"#),
            "json: cannot unmarshal number into Go struct field ControllerLogEntry.ts of type \
             string"
        );
        // The first mismatch is kept; the line is read to its end first.
        assert_eq!(
            err(r#"{"LEVEL":true,"msg":["a"]}"#),
            "json: cannot unmarshal bool into Go struct field ControllerLogEntry.level of type \
             flags.LogLevel"
        );
        // A syntax error anywhere wins over a mismatch before it.
        assert_eq!(
            err(r#"{"ts":1,"msg":"x"} trailing"#),
            "invalid character 't' after top-level value"
        );
        assert_eq!(
            err("{oops"),
            "invalid character 'o' looking for beginning of object key string"
        );
        assert_eq!(err(r#"{"msg":"cut"#), "unexpected end of JSON input");
        // Keys match without case when none matches exactly; null leaves a field alone; later
        // keys win; unknown keys and `logger` are read and left out.
        let entry = LogEntry::parse(
            br#"{"MSG":"first","msg":null,"Name":"a","name":"b","logger":"x","extra":{"k":[1]}}"#,
        )
        .unwrap();
        assert_eq!((entry.msg.as_str(), entry.name.as_str()), ("first", "b"));
    }

    #[test]
    fn invalid_utf8_in_a_line_becomes_one_replacement_per_byte() {
        // Go's decoder takes an invalid sequence one byte at a time: a cut three-byte sequence
        // is two replacements, a cut four-byte one three, a stray byte one; valid text and
        // an escaped U+FFFD stay as they are.
        let entry = LogEntry::parse(
            b"{\"msg\":\"a\xe2\x82b\xf0\x9f\x98c\xffd\xc3\xa9\\ufffd\",\"level\":\"info\"}",
        )
        .unwrap();
        assert_eq!(
            entry.msg,
            "a\u{fffd}\u{fffd}b\u{fffd}\u{fffd}\u{fffd}c\u{fffd}d\u{e9}\u{fffd}"
        );
        assert_eq!(entry.render(), format!(" info  - {} \n", entry.msg));
    }

    #[test]
    fn entries_render_like_flux() {
        let entry = LogEntry::parse(
            br#"{"level":"error","ts":"2026-11-29T10:00:00.000Z","msg":"Reconciler error","controllerKind":"Kustomization","name":"apps","namespace":"flux-system","error":"boom"}"#,
        )
        .unwrap();
        assert_eq!(
            entry.render(),
            "2026-11-29T10:00:00.000Z error Kustomization/apps.flux-system - Reconciler error boom\n"
        );
        let filter = Filter {
            level: Some("info".to_owned()),
            ..Filter::default()
        };
        assert!(!filter.keeps(&entry));
    }

    #[test]
    fn pods_are_ordered_as_kubectl_by_logging() {
        let pod = |name: &str, node: &str, phase: &str, ready: Option<&str>, restarts: i64| {
            let conditions = ready.map_or_else(Vec::new, |at| {
                vec![serde_json::json!({"type": "Ready", "status": "True", "lastTransitionTime": at})]
            });
            serde_json::json!({"metadata": {"name": name, "creationTimestamp": "2026-01-01T00:00:00Z"},
                "spec": {"nodeName": node},
                "status": {"phase": phase, "conditions": conditions,
                           "containerStatuses": [{"restartCount": restarts}]}})
        };
        let mut pods = [
            pod(
                "unscheduled",
                "",
                "Running",
                Some("2026-01-01T00:00:00Z"),
                0,
            ),
            pod("pending", "n", "Pending", None, 0),
            pod("unknown", "n", "Unknown", None, 0),
            pod("not-ready", "n", "Running", None, 0),
            pod(
                "ready-later",
                "n",
                "Running",
                Some("2026-01-02T00:00:00Z"),
                0,
            ),
            pod(
                "ready-earlier",
                "n",
                "Running",
                Some("2026-01-01T00:00:00Z"),
                0,
            ),
            pod("restarted", "n", "Succeeded", None, 3),
        ];
        pods.sort_by(by_logging);
        let names: Vec<&str> = pods.iter().map(objects::name).collect();
        assert_eq!(
            names,
            [
                "ready-earlier",
                "ready-later",
                "restarted",
                "not-ready",
                "unknown",
                "pending",
                "unscheduled"
            ]
        );
    }

    #[test]
    fn filters_compare_as_go_equal_fold_on_either_kind() {
        let entry = LogEntry::parse(
            br#"{"level":"info","msg":"ok","reconciler kind":"HelmChart","controllerKind":"HelmRelease","name":"kustomize","namespace":"flux-system","kind":"GitRepository"}"#,
        )
        .unwrap();
        let keeps = |kind: &str, name: &str| {
            Filter {
                kind: kind.to_owned(),
                name: name.to_owned(),
                namespace: Some("FLUX-SYSTEM".to_owned()),
                ..Filter::default()
            }
            .keeps(&entry)
        };
        assert!(keeps("helmchart", ""));
        assert!(keeps("helmrelease", ""));
        assert!(!keeps("gitrepository", ""));
        // U+212A KELVIN SIGN folds to `k`, U+017F LONG S to `s`.
        assert!(keeps("HelmChart", "\u{212A}u\u{17F}tomize"));
        assert!(!keeps("", "kustomiz"));
        assert_eq!(
            entry.render(),
            " info HelmChart/kustomize.flux-system - ok \n"
        );
    }
}
