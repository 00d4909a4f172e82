//! `fluxr logs`: the Flux controllers' JSON logs, one formatted line per entry, filtered by
//! level, kind, name and namespace as `flux logs` filters them.

use std::process::ExitCode;
use std::time::Duration;

use super::GlobalContext;
use super::global::{parse_duration, parse_go_bool};
use crate::cluster::logs;
use crate::kube::LogOptions;
use crate::ui::Ui;
use clap::Args;

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

/// Flags flux refuses.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("at most one of `sinceTime` or `sinceSeconds` may be specified")]
    SinceAndSinceTime,
    #[error("invalid --since-time '{value}': {reason}")]
    SinceTime { value: String, reason: String },
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
    let read = LogOptions {
        container: None,
        tail_lines: (args.tail > -1).then_some(args.tail),
        since_seconds: args
            .since
            .map(|since| i64::try_from(since.as_secs()).unwrap_or(i64::MAX)),
        since_time,
        follow: args.follow,
    };
    let options = logs::Options {
        flux_namespace: args.flux_namespace,
        read,
        filter: logs::Filter {
            level: args.level,
            kind: args.kind,
            name: args.name,
            namespace: (!args.all_namespaces).then(|| ctx.namespace.clone()),
        },
    };
    logs::run(ctx.cluster(ui)?, &options, &mut |text| ui.stdout(text))?;
    Ok(ExitCode::SUCCESS)
}
