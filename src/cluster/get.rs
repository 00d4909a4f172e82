//! flux's `get`: status tables of Flux objects, one kind at a time or every kind (`get all`),
//! filtered by name, labels and conditions, or watched as they change.

use std::time::Instant;

use serde_json::Value;

use super::fold::equal_fold;
use super::kinds::{FluxKind, Id};
use super::objects::{self, Selection, text};
use super::status::{self, status_and_message, truncate_hex};
use crate::kube::{Change, KubeError, WatchEnd};
use crate::ui::Ui;
use crate::ui::table;

/// What `get` shows and how.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// `None`: every namespace (`-A`).
    pub namespace: Option<String>,
    pub no_header: bool,
    /// `--status-selector`, e.g. `ready=false` or `ready!=true`.
    pub status_selector: Option<String>,
    /// `-l`
    pub label_selector: Option<String>,
    /// `--show-source` (Kustomizations and HelmReleases).
    pub show_source: bool,
    /// `NAME`
    pub name: Option<String>,
}

/// Why `get` failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{kind} object '{name}' not found in {namespace} namespace")]
    NotFound {
        kind: &'static str,
        name: String,
        namespace: String,
    },
    #[error("no {kind} objects found in {namespace} namespace")]
    NoneFound {
        kind: &'static str,
        namespace: String,
    },
    #[error(
        "expected status selector in type=status or type!=status format, but found: {selector}"
    )]
    StatusSelector { selector: String },
    #[error("expected a single resource type, but found all")]
    WatchAll,
    #[error("timed out waiting for the condition")]
    WatchTimeout,
    #[error("watch closed before UntilWithoutRetry timeout")]
    WatchClosed,
    /// A watch's error event, worded as flux's per-kind type assertion fails on it.
    #[error("{0}")]
    WatchStatus(String),
    #[error(transparent)]
    Objects(#[from] objects::Error),
    #[error(transparent)]
    Kube(#[from] KubeError),
    #[error("failed to write the table: {0}")]
    Write(#[source] std::io::Error),
}

impl Error {
    /// A kind the cluster does not serve: `get all` passes over it in silence.
    fn is_no_match(&self) -> bool {
        matches!(
            self,
            Error::Objects(objects::Error::Kube(KubeError::UnknownKind { .. }))
                | Error::Kube(KubeError::UnknownKind { .. })
        )
    }
}

/// `get <kind> [NAME]`: the table of one kind.
pub fn one(
    ui: &Ui,
    cluster: &crate::kube::Cluster,
    kind: FluxKind,
    options: &Options,
) -> Result<(), Error> {
    let table = table_of(cluster, kind, options, false)?;
    ui.stdout(&table.unwrap_or_default()).map_err(Error::Write)
}

/// `get all`, `get sources all`, `get images all`: one table per kind that has objects, each
/// followed by an empty line, names prefixed with the kind; a kind that fails is reported and
/// the others still listed.
pub fn all(ui: &Ui, cluster: &crate::kube::Cluster, kinds: &[FluxKind], options: &Options) {
    for kind in kinds {
        match table_of(cluster, *kind, options, true) {
            Ok(Some(table)) => {
                if ui.stdout(&format!("{table}\n")).is_err() {
                    return;
                }
            }
            Ok(None) => {}
            Err(err) if err.is_no_match() => {}
            Err(err) => ui.failure(&err.to_string()),
        }
    }
}

/// The table of one kind; `None` in `get all` mode when nothing is to be shown.
fn table_of(
    cluster: &crate::kube::Cluster,
    kind: FluxKind,
    options: &Options,
    get_all: bool,
) -> Result<Option<String>, Error> {
    let selection = Selection {
        namespace: options.namespace.as_deref(),
        name: options.name.as_deref(),
        labels: options.label_selector.as_deref(),
    };
    let objects = objects::list(cluster, kind, &selection)?;
    if objects.is_empty() {
        let namespace = namespace_or_any(options.namespace.as_deref());
        if let Some(name) = &options.name {
            return Err(Error::NotFound {
                kind: kind.kind,
                name: name.clone(),
                namespace,
            });
        }
        if !get_all {
            return Err(Error::NoneFound {
                kind: kind.kind,
                namespace,
            });
        }
        return Ok(None);
    }
    let filter = StatusFilter::parse(options.status_selector.as_deref())?;
    let rows: Vec<Vec<String>> = objects
        .iter()
        .filter(|object| filter.keeps(kind, object))
        .map(|object| row(kind, object, options, get_all))
        .collect();
    if get_all && rows.is_empty() {
        return Ok(None);
    }
    Ok(Some(table::render(&header_of(kind, options), &rows)))
}

/// `get <kind> -w`: the table of the objects as they are, then one line for each change, until
/// the timeout.
pub fn watch(
    ui: &Ui,
    cluster: &crate::kube::Cluster,
    kind: FluxKind,
    options: &Options,
    deadline: Instant,
) -> Result<(), Error> {
    let labels = options
        .label_selector
        .as_deref()
        .map(objects::label_selector)
        .transpose()?;
    let labels = labels.as_deref().filter(|s| !s.is_empty());
    let mut query = crate::kube::Query::namespace(options.namespace.as_deref()).with_labels(labels);
    if let Some(name) = &options.name {
        query = query.with_fields(&objects::name_selector(name));
    }
    let mut first = true;
    let ended = cluster.watch(
        &kind.api_version(),
        kind.kind,
        &query,
        deadline,
        |change: Change, object| -> Result<(), Error> {
            if change == Change::Error {
                return Err(Error::WatchStatus(cast_failure(kind, &object)));
            }
            let filter = StatusFilter::parse(options.status_selector.as_deref())?;
            let rows: Vec<Vec<String>> = std::iter::once(&object)
                .filter(|object| filter.keeps(kind, object))
                .map(|object| row(kind, object, options, false))
                .collect();
            let header = if first {
                header_of(kind, options)
            } else {
                Vec::new()
            };
            first = false;
            ui.stdout(&table::render(&header, &rows))
                .map_err(Error::Write)
        },
    )?;
    match ended? {
        WatchEnd::Deadline => Err(Error::WatchTimeout),
        WatchEnd::Closed => Err(Error::WatchClosed),
    }
}

/// What flux says when its watch hands it the `metav1.Status` of an error event: each `get`
/// command casts the object to its kind and fails with the object in Go syntax (`%#v`),
/// worded as that command words it. The Status comes without its kind and apiVersion (client-go
/// clears them on decoding) and without details (not kept here; a pointer flux would print as
/// an address).
fn cast_failure(kind: FluxKind, status: &Value) -> String {
    let (capital, what) = match kind.id {
        Id::Alert => (true, "alert"),
        Id::Provider => (true, "alert-provider"),
        Id::ArtifactGenerator => (false, "generator"),
        Id::HelmRelease => (true, "helmrelease"),
        Id::ImagePolicy => (true, "policy"),
        Id::ImageRepository => (true, "repository"),
        Id::ImageUpdateAutomation => (true, "update"),
        Id::Kustomization => (true, "kustomization"),
        Id::Receiver => (true, "receiver"),
        Id::Bucket => (true, "bucket"),
        Id::HelmChart => (true, "chart"),
        Id::ExternalArtifact => (false, "to ExternalArtifact"),
        Id::GitRepository => (true, "git"),
        Id::HelmRepository => (true, "helm"),
        Id::OciRepository => (false, "to OCIRepository"),
    };
    let field = |name: &str| crate::yaml::go_quote(status[name].as_str().unwrap_or_default());
    format!(
        "{}mpossible to cast type &v1.Status{{TypeMeta:v1.TypeMeta{{Kind:\"\", APIVersion:\"\"}}, \
         ListMeta:v1.ListMeta{{SelfLink:\"\", ResourceVersion:\"\", Continue:\"\", \
         RemainingItemCount:(*int64)(nil)}}, Status:{}, Message:{}, Reason:{}, \
         Details:(*v1.StatusDetails)(nil), Code:{}}} {what}",
        if capital { "I" } else { "i" },
        field("status"),
        field("message"),
        field("reason"),
        status["code"].as_i64().unwrap_or_default(),
    )
}

/// flux's `namespaceNameOrAny`.
fn namespace_or_any(namespace: Option<&str>) -> String {
    match namespace {
        Some(namespace) => format!("\"{namespace}\""),
        None => "any".to_owned(),
    }
}

/// `--status-selector type=status` or `type!=status`.
struct StatusFilter {
    condition: Option<(String, String, bool)>,
}

impl StatusFilter {
    fn parse(selector: Option<&str>) -> Result<StatusFilter, Error> {
        let Some(selector) = selector.filter(|s| !s.is_empty()) else {
            return Ok(StatusFilter { condition: None });
        };
        let negated = selector.contains("!=");
        let separator = if negated { "!=" } else { "=" };
        let Some((condition_type, condition_status)) = selector.split_once(separator) else {
            return Err(Error::StatusSelector {
                selector: selector.to_owned(),
            });
        };
        Ok(StatusFilter {
            condition: Some((
                condition_type.to_owned(),
                condition_status.to_owned(),
                negated,
            )),
        })
    }

    fn keeps(&self, kind: FluxKind, object: &Value) -> bool {
        let Some((condition_type, condition_status, negated)) = &self.condition else {
            return true;
        };
        let matches = match kind.id {
            // Alerts and Providers have no status; flux deems them Ready.
            Id::Alert | Id::Provider => {
                equal_fold(condition_type, status::READY) && equal_fold(condition_status, "True")
            }
            _ => status::status_matches(object, condition_type, condition_status),
        };
        matches != *negated
    }
}

/// The header row, unless `--no-header`.
fn header_of(kind: FluxKind, options: &Options) -> Vec<&'static str> {
    if options.no_header {
        Vec::new()
    } else {
        header(kind, options)
    }
}

/// The header of a kind's table, in flux's words (the table upper-cases them).
pub fn header(kind: FluxKind, options: &Options) -> Vec<&'static str> {
    let mut header = vec!["Name"];
    let source = options.show_source && matches!(kind.id, Id::Kustomization | Id::HelmRelease);
    if source {
        header.push("Source");
    }
    header.extend(match kind.id {
        Id::ExternalArtifact => &["Revision", "Source", "Ready", "Message"][..],
        Id::ImageRepository => &["Last scan", "Suspended", "Ready", "Message"],
        Id::ImagePolicy => &["Image", "Tag", "Ready", "Message"],
        Id::ImageUpdateAutomation => &["Last run", "Suspended", "Ready", "Message"],
        Id::Alert | Id::Receiver | Id::ArtifactGenerator => &["Suspended", "Ready", "Message"],
        Id::Provider => &["Ready", "Message"],
        _ => &["Revision", "Suspended", "Ready", "Message"],
    });
    if options.namespace.is_none() {
        header.insert(0, "Namespace");
    }
    header
}

/// One object's row: NAMESPACE (across namespaces), NAME (`kind/name` in `get all`), then the
/// kind's own columns, as flux fills them.
pub fn row(kind: FluxKind, object: &Value, options: &Options, include_kind: bool) -> Vec<String> {
    let mut row = Vec::new();
    if options.namespace.is_none() {
        row.push(objects::namespace(object).to_owned());
    }
    let name = objects::name(object);
    row.push(if include_kind {
        format!("{}/{name}", kind.kind.to_ascii_lowercase())
    } else {
        name.to_owned()
    });
    if options.show_source {
        match kind.id {
            Id::Kustomization => row.push(source_of(object, "/spec/sourceRef")),
            Id::HelmRelease => row.push(helm_release_source(object)),
            _ => {}
        }
    }
    let (ready, message) = status_and_message(object);
    let suspended = || go_bool(status::is_suspended(object));
    let artifact_revision = || text(object, "/status/artifact/revision").to_owned();
    match kind.id {
        Id::Kustomization => row.extend([
            truncate_hex(text(object, "/status/lastAppliedRevision")),
            suspended(),
            ready,
            truncate_hex(&message),
        ]),
        Id::HelmRelease => row.extend([helm_release_revision(object), suspended(), ready, message]),
        Id::GitRepository | Id::OciRepository | Id::Bucket => row.extend([
            truncate_hex(&artifact_revision()),
            suspended(),
            ready,
            truncate_hex(&message),
        ]),
        Id::HelmRepository => {
            let (ready, message) = if super::kinds::is_oci_helm_repository(object) {
                ("True".to_owned(), "Helm repository is Ready".to_owned())
            } else {
                (ready, message)
            };
            row.extend([
                truncate_hex(&artifact_revision()),
                suspended(),
                ready,
                truncate_hex(&message),
            ]);
        }
        // A chart's revision is its version: never shortened.
        Id::HelmChart => row.extend([
            artifact_revision(),
            suspended(),
            ready,
            truncate_hex(&message),
        ]),
        Id::ExternalArtifact => {
            let source = if object.pointer("/spec/sourceRef").is_some() {
                format!(
                    "{}/{}/{}",
                    text(object, "/spec/sourceRef/kind"),
                    text(object, "/spec/sourceRef/namespace"),
                    text(object, "/spec/sourceRef/name")
                )
            } else {
                String::new()
            };
            row.extend([
                truncate_hex(&artifact_revision()),
                source,
                ready,
                truncate_hex(&message),
            ]);
        }
        Id::ImageRepository => row.extend([last_scan(object), suspended(), ready, message]),
        Id::ImagePolicy => row.extend([
            text(object, "/status/latestRef/name").to_owned(),
            text(object, "/status/latestRef/tag").to_owned(),
            ready,
            message,
        ]),
        Id::ImageUpdateAutomation => row.extend([
            rfc3339(text(object, "/status/lastAutomationRunTime")),
            suspended(),
            ready,
            message,
        ]),
        Id::Alert => row.extend([suspended(), "True".to_owned(), "Alert is Ready".to_owned()]),
        Id::Provider => row.extend(["True".to_owned(), "Provider is Ready".to_owned()]),
        Id::Receiver => row.extend([suspended(), ready, message]),
        Id::ArtifactGenerator => {
            row.extend([go_bool(is_disabled_generator(object)), ready, message]);
        }
    }
    row
}

/// flux's `Last scan`: empty without a scan result, Go's zero time for a result without its
/// time (a zero `metav1.Time` is in UTC, whatever the local zone).
fn last_scan(object: &Value) -> String {
    match object.pointer("/status/lastScanResult") {
        None | Some(Value::Null) => String::new(),
        Some(result) => match result.get("scanTime").and_then(Value::as_str) {
            Some(time) if !time.is_empty() => rfc3339(time),
            _ => "0001-01-01T00:00:00Z".to_owned(),
        },
    }
}

/// `True`/`False`, as flux prints booleans in its tables.
fn go_bool(value: bool) -> String {
    if value { "True" } else { "False" }.to_owned()
}

/// `Kind/namespace/name` of a reference, its namespace defaulting to the object's.
fn source_of(object: &Value, pointer: &str) -> String {
    let reference = object.pointer(pointer).unwrap_or(&Value::Null);
    let namespace = reference["namespace"]
        .as_str()
        .filter(|ns| !ns.is_empty())
        .unwrap_or(objects::namespace(object));
    format!(
        "{}/{namespace}/{}",
        reference["kind"].as_str().unwrap_or_default(),
        reference["name"].as_str().unwrap_or_default()
    )
}

/// flux's `getHelmReleaseSource`: the chart reference, else the chart template's source.
pub fn helm_release_source(object: &Value) -> String {
    if object.pointer("/spec/chartRef").is_some() {
        source_of(object, "/spec/chartRef")
    } else {
        source_of(object, "/spec/chart/spec/sourceRef")
    }
}

/// flux's `getHelmReleaseRevision`: the chart version of the latest release in the history,
/// else the last attempted revision.
pub fn helm_release_revision(object: &Value) -> String {
    match object.pointer("/status/history/0") {
        Some(latest) => text(latest, "/chartVersion").to_owned(),
        None => text(object, "/status/lastAttemptedRevision").to_owned(),
    }
}

/// source-watcher's `IsDisabled`: the reconcile annotation says `disabled`, in any case
/// (`Disabled` included), since it lower-cases the value before comparing.
pub fn is_disabled_generator(object: &Value) -> bool {
    object
        .pointer("/metadata/annotations")
        .and_then(|a| a.get("source.extensions.fluxcd.io/reconcile"))
        .and_then(Value::as_str)
        .is_some_and(|value| value.to_lowercase() == "disabled")
}

/// A `metav1.Time` as flux prints it with Go's `time.RFC3339` layout: in the local time zone,
/// since metav1 reads every time into Go's `time.Local` (`Z` when that is UTC); empty stays
/// empty.
pub fn rfc3339(timestamp: &str) -> String {
    match timestamp.parse::<jiff::Timestamp>() {
        Ok(time) => {
            let local = time.to_zoned(super::local_zone::go_local());
            if local.offset().seconds() == 0 {
                local.strftime("%Y-%m-%dT%H:%M:%SZ").to_string()
            } else {
                local.strftime("%Y-%m-%dT%H:%M:%S%:z").to_string()
            }
        }
        Err(_) => timestamp.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::super::kinds;
    use super::*;

    fn in_namespace() -> Options {
        Options {
            namespace: Some("flux-system".to_owned()),
            ..Options::default()
        }
    }

    #[test]
    fn image_policies_show_image_and_tag() {
        let policy = json!({"metadata": {"name": "podinfo", "namespace": "flux-system"},
            "status": {"latestRef": {"name": "ghcr.io/stefanprodan/podinfo", "tag": "6.5.0"},
                       "conditions": [{"type": "Ready", "status": "True", "message": "ok"}]}});
        let options = in_namespace();
        assert_eq!(
            header(kinds::IMAGE_POLICY, &options),
            ["Name", "Image", "Tag", "Ready", "Message"]
        );
        assert_eq!(
            row(kinds::IMAGE_POLICY, &policy, &options, false),
            [
                "podinfo",
                "ghcr.io/stefanprodan/podinfo",
                "6.5.0",
                "True",
                "ok"
            ]
        );
    }

    #[test]
    fn kustomizations_across_namespaces_with_their_source() {
        let ks = json!({"metadata": {"name": "apps", "namespace": "team"},
            "spec": {"suspend": true, "sourceRef": {"kind": "GitRepository", "name": "fleet", "namespace": "flux-system"}},
            "status": {"lastAppliedRevision": "main@sha1:5394cb7f48332b2de7c17dd8b8384bbc84b7e738"}});
        let options = Options {
            show_source: true,
            ..Options::default()
        };
        assert_eq!(
            header(kinds::KUSTOMIZATION, &options),
            [
                "Namespace",
                "Name",
                "Source",
                "Revision",
                "Suspended",
                "Ready",
                "Message"
            ]
        );
        assert_eq!(
            row(kinds::KUSTOMIZATION, &ks, &options, true),
            [
                "team",
                "kustomization/apps",
                "GitRepository/flux-system/fleet",
                "main@sha1:5394cb7f",
                "True",
                "False",
                "waiting to be reconciled"
            ]
        );
    }

    #[test]
    fn helm_releases_show_the_chart_version() {
        let hr = json!({"metadata": {"name": "podinfo", "namespace": "apps"},
            "spec": {"chart": {"spec": {"chart": "podinfo", "sourceRef": {"kind": "HelmRepository", "name": "podinfo"}}}},
            "status": {"history": [{"chartVersion": "6.5.4"}], "lastAttemptedRevision": "6.5.3"}});
        assert_eq!(helm_release_revision(&hr), "6.5.4");
        let first = json!({"status": {"lastAttemptedRevision": "6.5.3"}});
        assert_eq!(helm_release_revision(&first), "6.5.3");
        assert_eq!(helm_release_source(&hr), "HelmRepository/apps/podinfo");
    }

    #[test]
    fn status_selectors() {
        let failed = json!({"status": {"conditions": [{"type": "Ready", "status": "False"}]}});
        let filter = StatusFilter::parse(Some("ready!=true")).unwrap();
        assert!(filter.keeps(kinds::GIT_REPOSITORY, &failed));
        let filter = StatusFilter::parse(Some("Ready=True")).unwrap();
        assert!(!filter.keeps(kinds::GIT_REPOSITORY, &failed));
        assert!(filter.keeps(kinds::ALERT, &failed));
        assert!(StatusFilter::parse(Some("ready")).is_err());
        // Go's `strings.EqualFold`: U+017F LONG S folds to `s`, U+212A KELVIN SIGN to `k`.
        let filter = StatusFilter::parse(Some("ready=fal\u{17F}e")).unwrap();
        assert!(filter.keeps(kinds::GIT_REPOSITORY, &failed));
        let stalled = json!({"status": {"conditions": [{"type": "Stalled", "status": "True"}]}});
        let filter = StatusFilter::parse(Some("\u{17F}TALLED=true")).unwrap();
        assert!(filter.keeps(kinds::KUSTOMIZATION, &stalled));
        let filter = StatusFilter::parse(Some("Ready=Tru\u{E9}")).unwrap();
        assert!(!filter.keeps(kinds::ALERT, &failed));
    }

    #[test]
    fn last_scan_of_image_repositories() {
        assert_eq!(last_scan(&json!({"status": {}})), "");
        assert_eq!(last_scan(&json!({"status": {"lastScanResult": null}})), "");
        assert_eq!(
            last_scan(&json!({"status": {"lastScanResult": {"tagCount": 3}}})),
            "0001-01-01T00:00:00Z"
        );
        let scanned = json!({"status": {"lastScanResult": {"scanTime": "2026-01-02T03:04:05Z"}}});
        assert_eq!(last_scan(&scanned), rfc3339("2026-01-02T03:04:05Z"));
    }

    #[test]
    fn scan_times_in_rfc3339() {
        // The zone is the process's; the instant is kept whatever it is.
        let shown = rfc3339("2026-01-02T03:04:05Z");
        let instant: jiff::Timestamp = shown.parse().unwrap();
        assert_eq!(instant, "2026-01-02T03:04:05Z".parse().unwrap());
        assert_eq!(rfc3339(""), "");
    }
}
