//! flux's `events`: the Kubernetes events of Flux objects (those whose involved object is a Flux
//! kind), in a namespace or all; with `--for Kind[/name]` only that object's, plus the events of
//! the objects it refers to (a Kustomization's source, an Alert's provider, …).

use std::time::Instant;

use serde_json::Value;

use super::fold::equal_fold;
use super::kinds::{self, FluxKind};
use super::objects::{self, text};
use crate::kube::{Change, Cluster, KubeError, Query};
use crate::ui::Ui;
use crate::ui::table;

/// Why `events` failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("type '{0}' not supported. Supported types are Normal, Warning")]
    Type(String),
    #[error("--for selector must be of format <kind>[/<name>]")]
    Selector,
    #[error("'{0}' is not a recognized Flux kind")]
    NotFluxKind(String),
    #[error("field '{field}' for '{object}' not found")]
    Field { field: String, object: String },
    #[error("error getting events: {0}")]
    List(#[source] KubeError),
    #[error(transparent)]
    Objects(#[from] objects::Error),
    #[error(transparent)]
    Kube(#[from] KubeError),
    #[error("failed to write the events: {0}")]
    Write(#[source] std::io::Error),
}

/// What `events` shows.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// `-n`, or `None` with `-A`.
    pub namespace: Option<String>,
    /// The namespace of `-n`, where `--for` looks for its object.
    pub object_namespace: String,
    /// `--for Kind[/name]`
    pub for_object: Option<String>,
    /// `--types`
    pub types: Vec<String>,
}

/// Where a kind's object refers to other objects whose events belong to its story.
struct Reference {
    kind: FluxKind,
    /// The kind referred to when the field does not say it.
    target: Option<&'static str>,
    cross_namespace: bool,
    field: &'static [&'static str],
    /// A HelmRelease's HelmChart, named after the release.
    chart: bool,
}

fn reference_of(kind: FluxKind) -> Reference {
    let none = Reference {
        kind,
        target: None,
        cross_namespace: false,
        field: &[],
        chart: false,
    };
    match kind.id {
        kinds::Id::Kustomization => Reference {
            cross_namespace: true,
            field: &["spec", "sourceRef"],
            ..none
        },
        kinds::Id::HelmRelease => Reference {
            cross_namespace: true,
            field: &["spec", "chart", "spec", "sourceRef"],
            chart: true,
            ..none
        },
        kinds::Id::Alert => Reference {
            target: Some(kinds::PROVIDER.kind),
            field: &["spec", "providerRef"],
            ..none
        },
        kinds::Id::ImagePolicy => Reference {
            target: Some(kinds::IMAGE_REPOSITORY.kind),
            cross_namespace: true,
            field: &["spec", "imageRepositoryRef"],
            ..none
        },
        kinds::Id::HelmChart => Reference {
            cross_namespace: true,
            field: &["spec", "sourceRef"],
            ..none
        },
        _ => none,
    }
}

/// The kinds whose events `events` shows (flux's list: every Flux kind but ExternalArtifact).
fn flux_kind(kind: &str) -> Option<FluxKind> {
    kinds::by_kind(kind).filter(|k| k.id != kinds::Id::ExternalArtifact)
}

/// flux's `validateEventTypes`.
pub fn validate_types(types: &[String]) -> Result<(), Error> {
    for t in types {
        if !equal_fold(t, "Warning") && !equal_fold(t, "Normal") {
            return Err(Error::Type(t.clone()));
        }
    }
    Ok(())
}

/// The queries: the object's own events, then those of what it refers to; and whether the
/// table needs a namespace column.
fn queries(cluster: &Cluster, options: &Options) -> Result<(Vec<Query>, bool), Error> {
    let mut main = Query::namespace(options.namespace.as_deref());
    let mut references = Vec::new();
    let mut other_namespace = false;
    if let Some(selector) = &options.for_object {
        let (kind, name) = match selector.split('/').collect::<Vec<_>>().as_slice() {
            // flux's `getKindNameFromSelector`: `/name` names a kind, as a bare word does.
            ["", name] => ((*name).to_owned(), String::new()),
            [kind, name] => ((*kind).to_owned(), (*name).to_owned()),
            _ => (selector.clone(), String::new()),
        };
        if kind.is_empty() {
            return Err(Error::Selector);
        }
        let flux_kind = flux_kind(&kind).ok_or_else(|| Error::NotFluxKind(kind.clone()))?;
        main = main.with_fields(&involved(flux_kind.kind, &name));
        if !name.is_empty() {
            let namespace = options.namespace.clone().unwrap_or_default();
            for (kind, name, ref_namespace) in
                references_of(cluster, flux_kind, &name, &options.object_namespace)?
            {
                if ref_namespace != namespace {
                    other_namespace = true;
                }
                references.push(
                    Query::namespace(Some(&ref_namespace)).with_fields(&involved(&kind, &name)),
                );
            }
        }
    }
    let show_namespace = options.namespace.is_none() || other_namespace;
    let mut all = vec![main];
    all.extend(references);
    Ok((all, show_namespace))
}

fn involved(kind: &str, name: &str) -> String {
    if name.is_empty() {
        format!("involvedObject.kind={kind}")
    } else {
        format!("involvedObject.kind={kind},involvedObject.name={name}")
    }
}

/// flux's `getObjectRef`: (kind, name, namespace) of each object the named one refers to.
fn references_of(
    cluster: &Cluster,
    kind: FluxKind,
    name: &str,
    namespace: &str,
) -> Result<Vec<(String, String, String)>, Error> {
    let reference = reference_of(kind);
    if reference.field.is_empty() {
        return Ok(Vec::new());
    }
    let object = objects::get(cluster, reference.kind, namespace, name)?;
    let field = |last: &str| {
        let mut pointer = String::new();
        for part in reference.field.iter().chain(std::iter::once(&last)) {
            pointer.push('/');
            pointer.push_str(part);
        }
        object
            .pointer(&pointer)
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    let missing = |last: &str| Error::Field {
        field: format!("{}.{last}", reference.field.join(".")),
        object: format!("{namespace}/{name}"),
    };
    let ref_kind = match reference.target {
        Some(kind) => kind.to_owned(),
        None => field("kind").ok_or_else(|| missing("kind"))?,
    };
    let ref_name = field("name").ok_or_else(|| missing("name"))?;
    let mut ref_namespace = namespace.to_owned();
    if reference.cross_namespace
        && let Some(ns) = field("namespace")
    {
        ref_namespace = ns;
    }
    let mut refs = vec![(ref_kind, ref_name, ref_namespace.clone())];
    if reference.chart {
        refs.push((
            kinds::HELM_CHART.kind.to_owned(),
            format!("{namespace}-{name}"),
            ref_namespace,
        ));
    }
    Ok(refs)
}

/// `events`: every matching event, oldest first.
pub fn run(ui: &Ui, cluster: &Cluster, options: &Options) -> Result<(), Error> {
    validate_types(&options.types)?;
    let (queries, show_namespace) = queries(cluster, options)?;
    let mut events = Vec::new();
    for query in &queries {
        events.extend(cluster.query("v1", "Event", query).map_err(Error::List)?);
    }
    // flux's `sort.Sort(SortableEvents(…))`: Go's unstable sort, so events with equal times
    // come out in the order its partitioning leaves them, not in the server's order.
    let mut timed: Vec<(Option<k8s_openapi::jiff::Timestamp>, Value)> =
        events.into_iter().map(|e| (event_time(&e), e)).collect();
    crate::gosort::sort(&mut timed, &|a: &(_, Value), b: &(_, Value)| a.0 < b.0);
    let events: Vec<Value> = timed.into_iter().map(|(_, e)| e).collect();
    let now = k8s_openapi::jiff::Timestamp::now();
    let rows: Vec<Vec<String>> = events
        .iter()
        .filter(|event| keeps(event, &options.types))
        .map(|event| row(event, show_namespace, now))
        .collect();
    if rows.is_empty() {
        match &options.namespace {
            None => ui.failure("No events found."),
            Some(namespace) => ui.failure(&format!("No events found in {namespace} namespace.")),
        }
        return Ok(());
    }
    ui.stdout(&table::render(&header(show_namespace), &rows))
        .map_err(Error::Write)
}

/// `events -w`: the events as they come, until the timeout.
pub fn watch(
    ui: &Ui,
    cluster: &Cluster,
    options: &Options,
    deadline: Instant,
) -> Result<(), Error> {
    validate_types(&options.types)?;
    let (queries, show_namespace) = queries(cluster, options)?;
    let mut first = true;
    let watched: Vec<(&str, &str, &Query)> = queries.iter().map(|q| ("v1", "Event", q)).collect();
    cluster.watch_many(&watched, deadline, |change, event| -> Result<(), Error> {
        // flux prints only what decodes as an Event: a watch's error Status is passed over.
        if matches!(change, Change::Deleted | Change::Error) || !keeps(&event, &options.types) {
            return Ok(());
        }
        let header = if first {
            header(show_namespace)
        } else {
            Vec::new()
        };
        first = false;
        let row = row(&event, show_namespace, k8s_openapi::jiff::Timestamp::now());
        ui.stdout(&table::render(&header, &[row]))
            .map_err(Error::Write)
    })??;
    Ok(())
}

fn header(show_namespace: bool) -> Vec<&'static str> {
    let mut header = vec!["Last seen", "Type", "Reason", "Object", "Message"];
    if show_namespace {
        header.insert(0, "Namespace");
    }
    header
}

/// flux's `ignoreEvent`, inverted: the event of a Flux object, of a requested type.
fn keeps(event: &Value, types: &[String]) -> bool {
    if flux_kind(text(event, "/involvedObject/kind")).is_none() {
        return false;
    }
    let event_type = text(event, "/type");
    types.is_empty() || types.iter().any(|t| equal_fold(t, event_type))
}

fn row(event: &Value, show_namespace: bool, now: k8s_openapi::jiff::Timestamp) -> Vec<String> {
    let mut row = Vec::new();
    if show_namespace {
        row.push(objects::namespace(event).to_owned());
    }
    row.extend([
        last_seen(event, now),
        text(event, "/type").to_owned(),
        text(event, "/reason").to_owned(),
        format!(
            "{}/{}",
            text(event, "/involvedObject/kind"),
            text(event, "/involvedObject/name")
        ),
        text(event, "/message").to_owned(),
    ]);
    row
}

/// kubectl's event time: the series' last observation, else the last timestamp, else the event
/// time. `None` (absent) sorts first, as Go's zero time does.
fn event_time(event: &Value) -> Option<k8s_openapi::jiff::Timestamp> {
    let time = |pointer: &str| {
        event
            .pointer(pointer)
            .and_then(Value::as_str)
            .and_then(|t| t.parse::<k8s_openapi::jiff::Timestamp>().ok())
    };
    if event.pointer("/series").is_some_and(|s| !s.is_null()) {
        return time("/series/lastObservedTime");
    }
    time("/lastTimestamp").or_else(|| time("/eventTime"))
}

/// kubectl's LAST SEEN: the age of the event, with its count and span when it repeated.
fn last_seen(event: &Value, now: k8s_openapi::jiff::Timestamp) -> String {
    let since = |pointer: &str| {
        event
            .pointer(pointer)
            .and_then(Value::as_str)
            .and_then(|t| t.parse::<k8s_openapi::jiff::Timestamp>().ok())
            .map_or_else(
                || "<unknown>".to_owned(),
                // Go truncates the elapsed time to whole seconds, not each instant.
                |t| human_duration(now.duration_since(t).as_secs()),
            )
    };
    let has = |pointer: &str| {
        event
            .pointer(pointer)
            .and_then(Value::as_str)
            .is_some_and(|t| !t.is_empty())
    };
    let first = if has("/eventTime") {
        since("/eventTime")
    } else {
        since("/firstTimestamp")
    };
    let count = event.pointer("/count").and_then(Value::as_i64).unwrap_or(0);
    if event.pointer("/series").is_some_and(|s| !s.is_null()) {
        let series_count = event
            .pointer("/series/count")
            .and_then(Value::as_i64)
            .unwrap_or(0);
        format!(
            "{} (x{series_count} over {first})",
            since("/series/lastObservedTime")
        )
    } else if count > 1 {
        format!("{} (x{count} over {first})", since("/lastTimestamp"))
    } else {
        first
    }
}

/// apimachinery's `HumanDuration` of a number of seconds.
pub fn human_duration(seconds: i64) -> String {
    if seconds < -1 {
        return "<invalid>".to_owned();
    }
    if seconds < 0 {
        return "0s".to_owned();
    }
    if seconds < 60 * 2 {
        return format!("{seconds}s");
    }
    let minutes = seconds / 60;
    if minutes < 10 {
        let s = seconds % 60;
        return if s == 0 {
            format!("{minutes}m")
        } else {
            format!("{minutes}m{s}s")
        };
    }
    if minutes < 60 * 3 {
        return format!("{minutes}m");
    }
    let hours = seconds / 3600;
    if hours < 8 {
        let m = minutes % 60;
        return if m == 0 {
            format!("{hours}h")
        } else {
            format!("{hours}h{m}m")
        };
    }
    if hours < 48 {
        return format!("{hours}h");
    }
    if hours < 24 * 8 {
        let h = hours % 24;
        return if h == 0 {
            format!("{}d", hours / 24)
        } else {
            format!("{}d{h}h", hours / 24)
        };
    }
    if hours < 24 * 365 * 2 {
        return format!("{}d", hours / 24);
    }
    if hours < 24 * 365 * 8 {
        let days = (hours / 24) % 365;
        return if days == 0 {
            format!("{}y", hours / 24 / 365)
        } else {
            format!("{}y{days}d", hours / 24 / 365)
        };
    }
    format!("{}y", hours / 24 / 365)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn durations_read_like_kubectl() {
        assert_eq!(human_duration(-5), "<invalid>");
        assert_eq!(human_duration(-1), "0s");
        assert_eq!(human_duration(119), "119s");
        assert_eq!(human_duration(150), "2m30s");
        assert_eq!(human_duration(600), "10m");
        assert_eq!(human_duration(3 * 3600 + 60), "3h1m");
        assert_eq!(human_duration(10 * 3600), "10h");
        assert_eq!(human_duration(3 * 86400 + 3600), "3d1h");
        assert_eq!(human_duration(30 * 86400), "30d");
        assert_eq!(human_duration(3 * 365 * 86400), "3y");
    }

    #[test]
    fn last_seen_counts_repeats() {
        let now: k8s_openapi::jiff::Timestamp = "2026-01-01T01:00:00Z".parse().unwrap();
        let event = json!({"firstTimestamp": "2026-01-01T00:00:00Z",
                           "lastTimestamp": "2026-01-01T00:59:00Z", "count": 3});
        assert_eq!(last_seen(&event, now), "60s (x3 over 60m)");
        let once = json!({"firstTimestamp": "2026-01-01T00:58:00Z", "count": 1});
        assert_eq!(last_seen(&once, now), "2m");
        assert_eq!(last_seen(&json!({}), now), "<unknown>");
    }

    #[test]
    fn types_and_kinds() {
        assert!(validate_types(&["warning".to_owned(), "Normal".to_owned()]).is_ok());
        assert_eq!(
            validate_types(&["Error".to_owned()])
                .unwrap_err()
                .to_string(),
            "type 'Error' not supported. Supported types are Normal, Warning"
        );
        let event = json!({"involvedObject": {"kind": "Kustomization"}, "type": "Warning"});
        assert!(keeps(&event, &[]));
        assert!(!keeps(&event, &["Normal".to_owned()]));
        assert!(!keeps(&json!({"involvedObject": {"kind": "Pod"}}), &[]));
    }
}
