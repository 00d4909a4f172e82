//! flux's `reconcile`, `suspend` and `resume`: asking a controller to act now (the
//! `reconcile.fluxcd.io/requestedAt` annotation) and waiting until it has, and toggling
//! `spec.suspend` of one, several or all objects of a kind.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::kinds::{self, FluxKind, Id};
use super::objects::{self, Selection};
use super::status::{self, Kstatus};
use crate::kube::{Cluster, KubeError};
use crate::ui::Ui;

/// HelmRelease's annotations that force a one-off upgrade or reset the failure counts.
pub const FORCE_ANNOTATION: &str = "reconcile.fluxcd.io/forceAt";
pub const RESET_ANNOTATION: &str = "reconcile.fluxcd.io/resetAt";

/// Why a command failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0} name is required")]
    NameRequired(&'static str),
    #[error("resource is suspended")]
    Suspended,
    #[error("cannot reconcile source of kind {0}")]
    UnsupportedSource(String),
    #[error("status can't be determined")]
    NoStatus,
    #[error("{kind} reconciliation failed: {message}")]
    Failed { kind: &'static str, message: String },
    #[error("context deadline exceeded")]
    Deadline,
    #[error("{0}")]
    Status(String),
    #[error("no objects found")]
    NoObjects,
    #[error("reconciliation failed for {count} {kind}(s)")]
    ResumeFailed { count: usize, kind: &'static str },
    #[error(transparent)]
    Objects(#[from] objects::Error),
    #[error(transparent)]
    Kube(#[from] KubeError),
}

/// What `reconcile` does besides asking the object's controller.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// Reconcile the object's source first (`--with-source`).
    pub with_source: bool,
    /// HelmRelease `--force`.
    pub force: bool,
    /// HelmRelease `--reset`.
    pub reset: bool,
}

/// `reconcile <kind> NAME`, waiting at most `timeout` (flux's `--timeout`).
pub fn reconcile(
    ui: &Ui,
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    name: Option<&str>,
    options: Options,
    timeout: Duration,
) -> Result<(), Error> {
    let name = name.ok_or(Error::NameRequired(kind.kind))?;
    match kind.id {
        Id::Kustomization | Id::HelmRelease | Id::HelmChart => with_source(
            ui,
            cluster,
            kind,
            namespace,
            name,
            options.with_source,
            options,
            timeout,
        ),
        _ => plain(ui, cluster, kind, namespace, name, options, timeout),
    }
}

/// flux's `reconcileCommand`: the kinds reconciled on their own.
fn plain(
    ui: &Ui,
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    name: &str,
    options: Options,
    timeout: Duration,
) -> Result<(), Error> {
    // Each command, a source's too, starts its own `--timeout` as flux's `run` does.
    let deadline = Instant::now() + timeout;
    let object = objects::get(cluster, kind, namespace, name)?;
    if kind.is_static(&object) {
        ui.success("reconciliation not supported by the object");
        return Ok(());
    }
    if status::is_suspended(&object) {
        return Err(Error::Suspended);
    }
    let object = request_and_wait(
        ui, cluster, kind, namespace, name, &object, options, deadline,
    )?;
    let ready = status::ready_condition(&object).ok_or(Error::NoStatus)?;
    if ready["status"] != "True" {
        return Err(Error::Failed {
            kind: kind.kind,
            message: format!("'{}'", ready["message"].as_str().unwrap_or_default()),
        });
    }
    ui.success(&success_message(kind, &object));
    Ok(())
}

/// flux's `reconcileWithSourceCommand`: Kustomizations, HelmReleases and HelmCharts, whose
/// source can be reconciled first.
#[allow(clippy::too_many_arguments)]
fn with_source(
    ui: &Ui,
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    name: &str,
    source_first: bool,
    options: Options,
    timeout: Duration,
) -> Result<(), Error> {
    let deadline = Instant::now() + timeout;
    let object = objects::get(cluster, kind, namespace, name)?;
    if status::is_suspended(&object) {
        return Err(Error::Suspended);
    }
    if source_first {
        let (source_kind, source_namespace, source_name) = source_of(kind, &object, namespace);
        // flux switches on the kind as written: `gitrepository` is no source it reconciles.
        let source = kinds::ALL
            .into_iter()
            .find(|k| k.kind == source_kind && reconcilable_source(kind.id, k.id))
            .ok_or(Error::UnsupportedSource(source_kind))?;
        if source.id == Id::HelmChart {
            // A HelmRelease's chart is reconciled with its own source.
            with_source(
                ui,
                cluster,
                source,
                &source_namespace,
                &source_name,
                true,
                Options::default(),
                timeout,
            )?;
        } else {
            plain(
                ui,
                cluster,
                source,
                &source_namespace,
                &source_name,
                Options::default(),
                timeout,
            )?;
        }
    }
    let object = request_and_wait(
        ui, cluster, kind, namespace, name, &object, options, deadline,
    )?;
    let ready = status::ready_condition(&object).ok_or(Error::NoStatus)?;
    if ready["status"] != "True" {
        return Err(Error::Failed {
            kind: kind.kind,
            message: ready["message"].as_str().unwrap_or_default().to_owned(),
        });
    }
    ui.success(&success_message(kind, &object));
    Ok(())
}

/// The sources flux reconciles with each kind.
fn reconcilable_source(of: Id, source: Id) -> bool {
    match of {
        Id::Kustomization => matches!(source, Id::OciRepository | Id::GitRepository | Id::Bucket),
        Id::HelmRelease => matches!(source, Id::HelmChart | Id::OciRepository),
        Id::HelmChart => matches!(source, Id::HelmRepository | Id::GitRepository | Id::Bucket),
        _ => false,
    }
}

/// (kind, namespace, name) of the source flux reconciles first.
fn source_of(kind: FluxKind, object: &Value, namespace: &str) -> (String, String, String) {
    let text = |pointer: &str| objects::text(object, pointer).to_owned();
    let or_namespace = |ns: String, default: &str| {
        if ns.is_empty() {
            default.to_owned()
        } else {
            ns
        }
    };
    match kind.id {
        Id::HelmRelease if object.pointer("/spec/chartRef").is_some() => (
            text("/spec/chartRef/kind"),
            or_namespace(text("/spec/chartRef/namespace"), objects::namespace(object)),
            text("/spec/chartRef/name"),
        ),
        // The chart the controller made from the release's chart template.
        Id::HelmRelease => (
            kinds::HELM_CHART.kind.to_owned(),
            or_namespace(
                text("/spec/chart/spec/sourceRef/namespace"),
                objects::namespace(object),
            ),
            format!("{}-{}", objects::namespace(object), objects::name(object)),
        ),
        Id::HelmChart => (
            text("/spec/sourceRef/kind"),
            objects::namespace(object).to_owned(),
            text("/spec/sourceRef/name"),
        ),
        _ => (
            text("/spec/sourceRef/kind"),
            or_namespace(text("/spec/sourceRef/namespace"), namespace),
            text("/spec/sourceRef/name"),
        ),
    }
}

/// Annotates the object, then waits until its controller has handled the request (its
/// `lastHandledReconcileAt` moved) and kstatus says current; returns the object then.
#[allow(clippy::too_many_arguments)]
fn request_and_wait(
    ui: &Ui,
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    name: &str,
    before: &Value,
    options: Options,
    deadline: Instant,
) -> Result<Value, Error> {
    ui.action(&format!(
        "annotating {} {name} in {namespace} namespace",
        kind.kind
    ));
    let mut extra = Vec::new();
    if kind.id == Id::HelmRelease {
        if options.force {
            extra.push(FORCE_ANNOTATION);
        }
        if options.reset {
            extra.push(RESET_ANNOTATION);
        }
    }
    request(cluster, kind, namespace, name, &extra)?;
    ui.success(&format!("{} annotated", kind.kind));
    let last_handled = status::last_handled_reconcile(before);
    ui.waiting(&format!("waiting for {} reconciliation", kind.kind));
    poll(cluster, deadline, || {
        let object = objects::get(cluster, kind, namespace, name)?;
        if status::last_handled_reconcile(&object) == last_handled {
            return Ok(None);
        }
        match status::kstatus(&object) {
            Kstatus::Current => Ok(Some(object)),
            Kstatus::InProgress(_) => Ok(None),
            other => Err(Error::Status(other.message())),
        }
    })
}

/// Sets `reconcile.fluxcd.io/requestedAt` (and `extra` annotations) to now.
pub fn request(
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    name: &str,
    extra: &[&str],
) -> Result<(), KubeError> {
    let now = rfc3339_nano(jiff::Timestamp::now());
    cluster.request_reconcile(&kind.object_ref(namespace, name), &now, extra)
}

/// Go's `time.Now().Format(time.RFC3339Nano)`, the value flux writes in its reconcile
/// requests: in Go's local zone (`Z` for UTC), the fraction without its trailing zeros and
/// without the dot when it is zero.
pub fn rfc3339_nano(now: jiff::Timestamp) -> String {
    rfc3339_nano_in(now, super::local_zone::go_local())
}

fn rfc3339_nano_in(now: jiff::Timestamp, zone: jiff::tz::TimeZone) -> String {
    let local = now.to_zoned(zone);
    let mut out = local.strftime("%Y-%m-%dT%H:%M:%S").to_string();
    let nanos = local.subsec_nanosecond();
    if nanos != 0 {
        let fraction = format!("{nanos:09}");
        out.push('.');
        out.push_str(fraction.trim_end_matches('0'));
    }
    if local.offset().seconds() == 0 {
        out.push('Z');
    } else {
        out.push_str(&local.strftime("%:z").to_string());
    }
    out
}

/// Calls `check` every poll interval until it returns something or fails; the deadline is
/// flux's `context deadline exceeded`.
fn poll<T>(
    cluster: &Cluster,
    deadline: Instant,
    mut check: impl FnMut() -> Result<Option<T>, Error>,
) -> Result<T, Error> {
    loop {
        if Instant::now() >= deadline {
            return Err(Error::Deadline);
        }
        if let Some(done) = check()? {
            return Ok(done);
        }
        let now = Instant::now();
        if now >= deadline {
            return Err(Error::Deadline);
        }
        std::thread::sleep(cluster.poll_interval().min(deadline - now));
    }
}

/// flux's `successMessage` of each kind, once its controller reports Ready.
pub fn success_message(kind: FluxKind, object: &Value) -> String {
    let text = |pointer: &str| objects::text(object, pointer).to_owned();
    match kind.id {
        Id::Kustomization => format!("applied revision {}", text("/status/lastAppliedRevision")),
        Id::HelmRelease => format!(
            "applied revision {}",
            super::get::helm_release_revision(object)
        ),
        Id::HelmRepository if kinds::is_oci_helm_repository(object) => {
            status::ready_condition(object)
                .and_then(|c| c["message"].as_str())
                .unwrap_or_default()
                .to_owned()
        }
        Id::GitRepository
        | Id::OciRepository
        | Id::HelmRepository
        | Id::Bucket
        | Id::HelmChart
        | Id::ExternalArtifact => format!("fetched revision {}", text("/status/artifact/revision")),
        Id::ImageRepository => format!(
            "scan fetched {} tags",
            object
                .pointer("/status/lastScanResult/tagCount")
                .and_then(Value::as_i64)
                .unwrap_or(0)
        ),
        Id::ImagePolicy => format!("selected ref {}", image_ref(object)),
        Id::ImageUpdateAutomation => match status::ready_condition(object) {
            Some(ready) => ready["message"].as_str().unwrap_or_default().to_owned(),
            None => match text("/status/lastAutomationRunTime") {
                time if time.is_empty() => "automation not yet run".to_owned(),
                time => format!("last run {}", super::get::rfc3339(&time)),
            },
        },
        Id::Alert => "Alert reconciliation completed".to_owned(),
        Id::Provider => "Provider reconciliation completed".to_owned(),
        Id::Receiver => "Receiver reconciliation completed".to_owned(),
        Id::ArtifactGenerator => "ArtifactGenerator reconciliation completed".to_owned(),
    }
}

/// image-reflector's `ImageRef.String()`: `name:tag`, then `@digest` when there is one (the
/// tag is required, so its colon is always written).
fn image_ref(object: &Value) -> String {
    let Some(latest) = object.pointer("/status/latestRef") else {
        return String::new();
    };
    let text = |key: &str| latest[key].as_str().unwrap_or_default();
    let mut out = format!("{}:{}", text("name"), text("tag"));
    if !text("digest").is_empty() {
        out.push('@');
        out.push_str(text("digest"));
    }
    out
}

/// `suspend <kind> NAME…` or `--all`.
pub fn suspend(
    ui: &Ui,
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    names: &[String],
    all: bool,
) -> Result<(), Error> {
    if names.is_empty() && !all {
        return Err(Error::NameRequired(kind.human));
    }
    let patch_all = |objects: Vec<Value>| -> Result<(), Error> {
        if objects.is_empty() {
            return Err(Error::NoObjects);
        }
        for object in objects {
            let name = objects::name(&object);
            ui.action(&format!(
                "suspending {} {name} in {namespace} namespace",
                kind.human
            ));
            cluster.merge_patch(
                &kind.object_ref(namespace, name),
                &json!({"spec": {"suspend": true}}),
                false,
            )?;
            ui.success(&format!("{} suspended", kind.human));
        }
        Ok(())
    };
    if names.is_empty() {
        let objects = in_namespace(cluster, kind, namespace, None)?;
        return patch_all(objects);
    }
    for name in unique(names) {
        let listed = in_namespace(cluster, kind, namespace, Some(name));
        match listed.map_err(Error::from).and_then(&patch_all) {
            Ok(()) => {}
            Err(Error::NoObjects) => {
                ui.failure(&format!(
                    "{} {name} not found in {namespace} namespace",
                    kind.kind
                ));
            }
            Err(err) => ui.failure(&format!(
                "failed suspending {} {name} in {namespace} namespace: {err}",
                kind.kind
            )),
        }
    }
    Ok(())
}

/// How `resume` waits: flux's `--wait` when given, else only for exactly one name; and until
/// when.
#[derive(Debug, Clone, Copy)]
pub struct Wait {
    pub wait: Option<bool>,
    pub deadline: Instant,
}

/// `resume <kind> NAME…` or `--all`.
pub fn resume(
    ui: &Ui,
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    (names, all): (&[String], bool),
    Wait { wait, deadline }: Wait,
) -> Result<(), Error> {
    if names.is_empty() && !all {
        return Err(Error::NameRequired(kind.human));
    }
    let should_wait = wait.unwrap_or(names.len() == 1);
    let mut resumed = Vec::new();
    if names.is_empty() {
        let objects = in_namespace(cluster, kind, namespace, None)
            .map_err(|err| Error::Status(format!("failed patching objects: {err}")))?;
        if objects.is_empty() {
            ui.failure(&format!(
                "no {} objects found in {namespace} namespace",
                kind.kind
            ));
        }
        // flux wraps whatever stops `--all`, the listing or a patch, in the same words.
        resumed.extend(
            unsuspend(ui, cluster, kind, namespace, objects)
                .map_err(|err| Error::Status(format!("failed patching objects: {err}")))?,
        );
    } else {
        for name in unique(names) {
            let objects = in_namespace(cluster, kind, namespace, Some(name))?;
            if objects.is_empty() {
                // flux names the first argument here, whichever was missing.
                ui.failure(&format!(
                    "{} object '{}' not found in {namespace} namespace",
                    kind.kind, names[0]
                ));
            }
            resumed.extend(unsuspend(ui, cluster, kind, namespace, objects)?);
        }
    }
    if !should_wait || resumed.is_empty() {
        return Ok(());
    }
    for _ in &resumed {
        ui.waiting(&format!("waiting for {} reconciliation", kind.kind));
    }
    let mut results = wait_ready_all(cluster, kind, namespace, &resumed, deadline);
    results.sort_by(|a, b| a.0.cmp(&b.0));
    let mut failed = 0;
    for (name, result) in results {
        match result {
            Ok(object) => {
                ui.success(&format!("{} {name} reconciliation completed", kind.kind));
                ui.success(&success_message(kind, &object));
            }
            Err(err) => {
                failed += 1;
                ui.failure(&format!(
                    "{} {name} reconciliation failed: {err}",
                    kind.kind
                ));
            }
        }
    }
    if failed > 0 {
        return Err(Error::ResumeFailed {
            count: failed,
            kind: kind.kind,
        });
    }
    Ok(())
}

/// Sets `spec.suspend` to false (flux's merge patch drops the field); returns the names.
fn unsuspend(
    ui: &Ui,
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    objects: Vec<Value>,
) -> Result<Vec<String>, Error> {
    let mut names = Vec::new();
    for object in objects {
        let name = objects::name(&object).to_owned();
        ui.action(&format!(
            "resuming {} {name} in {namespace} namespace",
            kind.human
        ));
        // Sent even when the object is not suspended, as flux sends its (then empty) merge
        // patch: a patch the user may not make fails the same way.
        cluster.merge_patch(
            &kind.object_ref(namespace, &name),
            &json!({"spec": {"suspend": null}}),
            false,
        )?;
        ui.success(&format!("{} resumed", kind.human));
        names.push(name);
    }
    Ok(names)
}

/// Waits for every object to be ready (flux's `isObjectReady`), each with its own result.
fn wait_ready_all(
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    names: &[String],
    deadline: Instant,
) -> Vec<(String, Result<Value, Error>)> {
    let mut pending: Vec<String> = names.to_vec();
    let mut done = Vec::new();
    loop {
        let mut still = Vec::new();
        for name in pending {
            let looked = objects::get(cluster, kind, namespace, &name)
                .map_err(Error::from)
                .and_then(|object| {
                    match status::is_object_ready(&object, kind.is_static(&object)) {
                        Ok(true) => Ok(Some(object)),
                        Ok(false) => Ok(None),
                        Err(message) => Err(Error::Status(message)),
                    }
                });
            match looked {
                Ok(Some(object)) => done.push((name, Ok(object))),
                Ok(None) => still.push(name),
                Err(err) => done.push((name, Err(err))),
            }
        }
        if still.is_empty() {
            return done;
        }
        let now = Instant::now();
        if now >= deadline {
            done.extend(still.into_iter().map(|name| (name, Err(Error::Deadline))));
            return done;
        }
        std::thread::sleep(cluster.poll_interval().min(deadline - now));
        pending = still;
    }
}

/// The objects of `kind` in `namespace`, or the one called `name`.
fn in_namespace(
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    name: Option<&str>,
) -> Result<Vec<Value>, objects::Error> {
    objects::list(
        cluster,
        kind,
        &Selection {
            namespace: Some(namespace),
            name,
            labels: None,
        },
    )
}

/// The names in order, each once.
fn unique(names: &[String]) -> Vec<&str> {
    let mut seen = HashSet::new();
    names
        .iter()
        .map(String::as_str)
        .filter(|name| seen.insert(*name))
        .collect()
}

/// How long `reconcile` waits at most, from the global timeout.
pub fn deadline(timeout: Duration) -> Instant {
    Instant::now() + timeout
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn success_messages_follow_flux() {
        let ks = json!({"status": {"lastAppliedRevision": "main@sha1:abc"}});
        assert_eq!(
            success_message(kinds::KUSTOMIZATION, &ks),
            "applied revision main@sha1:abc"
        );
        let policy = json!({"status": {"latestRef": {"name": "ghcr.io/x/y", "tag": "1.0", "digest": "sha256:00"}}});
        assert_eq!(
            success_message(kinds::IMAGE_POLICY, &policy),
            "selected ref ghcr.io/x/y:1.0@sha256:00"
        );
        let untagged = json!({"status": {"latestRef": {"name": "ghcr.io/x/y", "tag": ""}}});
        assert_eq!(
            success_message(kinds::IMAGE_POLICY, &untagged),
            "selected ref ghcr.io/x/y:"
        );
        let oci = json!({"spec": {"type": "oci"}, "status": {"conditions": [{"type": "Ready", "status": "True", "message": "Helm repository is ready"}]}});
        assert_eq!(
            success_message(kinds::HELM_REPOSITORY, &oci),
            "Helm repository is ready"
        );
        assert_eq!(
            success_message(kinds::IMAGE_UPDATE_AUTOMATION, &json!({})),
            "automation not yet run"
        );
    }

    #[test]
    fn sources_of_releases_and_charts() {
        let hr = json!({"metadata": {"name": "podinfo", "namespace": "apps"},
            "spec": {"chart": {"spec": {"sourceRef": {"kind": "HelmRepository", "name": "podinfo", "namespace": "flux-system"}}}}});
        assert_eq!(
            source_of(kinds::HELM_RELEASE, &hr, "apps"),
            (
                "HelmChart".to_owned(),
                "flux-system".to_owned(),
                "apps-podinfo".to_owned()
            )
        );
        let ks = json!({"metadata": {"name": "apps", "namespace": "apps"},
            "spec": {"sourceRef": {"kind": "GitRepository", "name": "fleet"}}});
        assert_eq!(
            source_of(kinds::KUSTOMIZATION, &ks, "apps"),
            (
                "GitRepository".to_owned(),
                "apps".to_owned(),
                "fleet".to_owned()
            )
        );
        assert!(!reconcilable_source(
            Id::Kustomization,
            Id::ExternalArtifact
        ));
    }

    #[test]
    fn requests_are_timed_as_go_formats_rfc3339_nano() {
        let at = |s: &str| s.parse::<jiff::Timestamp>().unwrap();
        let utc = jiff::tz::TimeZone::UTC;
        assert_eq!(
            rfc3339_nano_in(at("2026-01-02T03:04:05.120000000Z"), utc.clone()),
            "2026-01-02T03:04:05.12Z"
        );
        assert_eq!(
            rfc3339_nano_in(at("2026-01-02T03:04:05Z"), utc.clone()),
            "2026-01-02T03:04:05Z"
        );
        assert_eq!(
            rfc3339_nano_in(at("2026-01-02T03:04:05.000000007Z"), utc),
            "2026-01-02T03:04:05.000000007Z"
        );
        let zone =
            |seconds| jiff::tz::TimeZone::fixed(jiff::tz::Offset::from_seconds(seconds).unwrap());
        assert_eq!(
            rfc3339_nano_in(at("2026-01-02T03:04:05.5Z"), zone(5 * 3600 + 1800)),
            "2026-01-02T08:34:05.5+05:30"
        );
        assert_eq!(
            rfc3339_nano_in(at("2026-01-02T03:04:05Z"), zone(-3 * 3600)),
            "2026-01-02T00:04:05-03:00"
        );
    }

    #[test]
    fn names_are_unique_in_order() {
        let names = ["b".to_owned(), "a".to_owned(), "b".to_owned()];
        assert_eq!(unique(&names), ["b", "a"]);
    }
}
