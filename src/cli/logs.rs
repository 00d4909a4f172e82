//! `fluxr logs`: the Flux controllers' JSON logs, one formatted line per entry, filtered by
//! level, kind, name and namespace as `flux logs` filters them.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use serde::Deserialize;
use serde_json::Value;

use super::GlobalContext;
use super::global::{parse_duration, parse_go_bool};
use crate::cluster::info::flux_deployments;
use crate::kube::LogOptions;
use crate::ui::Ui;

// Display formatted logs for Flux components
//
// The logs command displays formatted logs from various Flux components.
#[derive(Args, Debug)]
pub struct LogsArgs {
    /// Log level, available options are: (debug, info, error)
    #[arg(long, value_parser = parse_level)]
    pub level: Option<String>,
    /// Displays errors and information for a particular toolkit resource kind
    #[arg(long, default_value = "", hide_default_value = true)]
    pub kind: String,
    /// Specifies the name of the object logs to be displayed for
    #[arg(long, default_value = "", hide_default_value = true)]
    pub name: String,
    /// Specifies if the logs should be streamed
    #[arg(short = 'f', long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub follow: bool,
    /// Lines of recent log file to display
    #[arg(long, default_value = "-1", allow_negative_numbers = true)]
    pub tail: i64,
    /// The namespace where the Flux components are running
    #[arg(long, default_value = "flux-system")]
    pub flux_namespace: String,
    /// Displays logs for objects across all namespaces
    #[arg(short = 'A', long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub all_namespaces: bool,
    /// Only return logs newer than a relative duration like 5s, 2m, or 3h
    #[arg(long, value_parser = parse_duration)]
    pub since: Option<Duration>,
    /// Only return logs after a specific date (RFC3339)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub since_time: String,
}

fn parse_level(value: &str) -> Result<String, String> {
    match value {
        "debug" | "info" | "error" => Ok(value.to_owned()),
        _ => Err(format!(
            "unsupported log level '{value}', must be one of: debug, info, error"
        )),
    }
}

/// Why logs cannot be shown.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("at most one of `sinceTime` or `sinceSeconds` may be specified")]
    SinceAndSinceTime,
    #[error("invalid --since-time '{value}': {reason}")]
    SinceTime { value: String, reason: String },
    #[error("no Flux controller pods found in {namespace} namespace")]
    NoPods { namespace: String },
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
    #[serde(default)]
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
        let mut line = format!("{ts} {} {}{object} - {}", self.level, self.kind(), self.msg);
        if !self.error.is_empty() {
            line.push(' ');
            line.push_str(&self.error);
        }
        line.push('\n');
        line
    }
}

struct Filter {
    level: Option<String>,
    kind: String,
    name: String,
    namespace: Option<String>,
}

impl Filter {
    fn keeps(&self, entry: &LogEntry) -> bool {
        self.level
            .as_ref()
            .is_none_or(|level| *level == entry.level)
            && (self.kind.is_empty() || self.kind.eq_ignore_ascii_case(entry.kind()))
            && (self.name.is_empty() || self.name.eq_ignore_ascii_case(&entry.name))
            && self
                .namespace
                .as_ref()
                .is_none_or(|namespace| namespace.eq_ignore_ascii_case(&entry.namespace))
    }
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: LogsArgs) -> anyhow::Result<ExitCode> {
    if args.since.is_some() && !args.since_time.is_empty() {
        return Err(Error::SinceAndSinceTime.into());
    }
    let since_time = if args.since_time.is_empty() {
        None
    } else {
        Some(
            args.since_time
                .parse::<k8s_openapi::jiff::Timestamp>()
                .map_err(|err| Error::SinceTime {
                    value: args.since_time.clone(),
                    reason: err.to_string(),
                })?,
        )
    };
    let options = LogOptions {
        container: None,
        tail_lines: (args.tail > -1).then_some(args.tail),
        since_seconds: args
            .since
            .map(|since| i64::try_from(since.as_secs()).unwrap_or(i64::MAX)),
        since_time,
        follow: args.follow,
    };
    let cluster = ctx.cluster(ui)?;
    let namespace = &args.flux_namespace;
    let deployments = flux_deployments(cluster, namespace)?;
    let mut pods = Vec::new();
    for deployment in &deployments {
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
            let mut options = options.clone();
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
    if pods.is_empty() {
        return Err(Error::NoPods {
            namespace: namespace.clone(),
        }
        .into());
    }
    let filter = Filter {
        level: args.level,
        kind: args.kind,
        name: args.name,
        namespace: (!args.all_namespaces).then(|| ctx.namespace.clone()),
    };
    let mut written = Ok(());
    cluster.pod_logs(namespace, &pods, |line| {
        // Controllers write JSON; anything else (a panic, klog) is not an entry.
        let Ok(entry) = serde_json::from_str::<LogEntry>(line) else {
            return;
        };
        if written.is_ok() && filter.keeps(&entry) {
            written = ui.stdout(&entry.render());
        }
    })?;
    written?;
    Ok(ExitCode::SUCCESS)
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
            kind: String::new(),
            name: String::new(),
            namespace: None,
        };
        assert!(!filter.keeps(&entry));
    }
}
