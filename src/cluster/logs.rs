//! `logs`: the Flux controllers' JSON logs, one formatted line per entry, filtered by level,
//! kind, name and namespace as `flux logs` filters them.
//!
//! The pods are found from the controllers' Deployments (their pod template's labels), as
//! flux finds them; a pod with several containers is read from the controller's own.

use serde::Deserialize;
use serde_json::Value;

use super::fold::equal_fold;
use super::info::flux_deployments;
use crate::kube::{Cluster, KubeError, LogOptions};

/// Why logs cannot be shown.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("no Flux controller pods found in {namespace} namespace")]
    NoPods { namespace: String },
    #[error(transparent)]
    Kube(#[from] KubeError),
    #[error("failed to write the logs: {0}")]
    Write(#[source] std::io::Error),
}

/// What to read and which entries to keep.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Where the controllers run (`--flux-namespace`).
    pub flux_namespace: String,
    /// Tail, since and follow, for every pod.
    pub read: LogOptions,
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

/// One line of a controller's log, as controller-runtime writes it.
#[derive(Debug, Default, Deserialize)]
struct LogEntry {
    #[serde(default)]
    ts: Value,
    #[serde(default)]
    level: String,
    #[serde(default)]
    msg: String,
    #[serde(default)]
    error: String,
    /// flux reads the kind under this key (its `ControllerLogEntry`), never under `kind`.
    #[serde(default, rename = "reconciler kind")]
    kind: String,
    #[serde(default, rename = "controllerKind")]
    controller_kind: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    namespace: String,
}

impl LogEntry {
    fn kind(&self) -> &str {
        if self.kind.is_empty() {
            &self.controller_kind
        } else {
            &self.kind
        }
    }

    /// `2026-11-29T10:00:00.000Z info GitRepository/podinfo.apps - stored artifact`.
    fn render(&self) -> String {
        let ts = match &self.ts {
            Value::String(ts) => ts.clone(),
            Value::Null => String::new(),
            other => other.to_string(),
        };
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

/// The controllers' pods in `namespace`, each with how to read its log.
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
        for pod in cluster.list_selected("v1", "Pod", Some(namespace), Some(&selector.join(",")))? {
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
    }
    Ok(pods)
}

/// Reads the controllers' logs and hands each kept entry, formatted, to `write`; the first
/// write error ends the output.
pub fn run(
    cluster: &Cluster,
    options: &Options,
    write: &mut dyn FnMut(&str) -> std::io::Result<()>,
) -> Result<(), Error> {
    let namespace = &options.flux_namespace;
    let pods = controller_pods(cluster, namespace, &options.read)?;
    if pods.is_empty() {
        return Err(Error::NoPods {
            namespace: namespace.clone(),
        });
    }
    let mut written = Ok(());
    cluster.pod_logs(namespace, &pods, |line| {
        // Controllers write JSON; anything else (a panic, klog) is not an entry.
        let Ok(entry) = serde_json::from_str::<LogEntry>(line) else {
            return;
        };
        if written.is_ok() && options.filter.keeps(&entry) {
            written = write(&entry.render());
        }
    })?;
    written.map_err(Error::Write)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_render_like_flux() {
        let entry: LogEntry = serde_json::from_str(
            r#"{"level":"error","ts":"2026-11-29T10:00:00.000Z","msg":"Reconciler error","controllerKind":"Kustomization","name":"apps","namespace":"flux-system","error":"boom"}"#,
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
    fn filters_compare_as_go_equal_fold_on_either_kind() {
        let entry: LogEntry = serde_json::from_str(
            r#"{"level":"info","msg":"ok","reconciler kind":"HelmChart","controllerKind":"HelmRelease","name":"kustomize","namespace":"flux-system","kind":"GitRepository"}"#,
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
