//! `fluxr logs`: flux's flags and checks. Reading controller logs needs a cluster, which fluxr
//! cannot reach yet.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use super::GlobalContext;
use super::global::{parse_duration, parse_go_bool};
use crate::ui::Ui;

/// Display formatted logs for Flux components
///
/// The logs command displays formatted logs from various Flux components.
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
    #[error("reading controller logs needs a Kubernetes cluster, which fluxr cannot reach yet")]
    NeedsCluster,
}

pub(crate) fn run(_ui: &Ui, _ctx: &GlobalContext, args: LogsArgs) -> anyhow::Result<ExitCode> {
    if args.since.is_some() && !args.since_time.is_empty() {
        return Err(Error::SinceAndSinceTime.into());
    }
    Err(Error::NeedsCluster.into())
}
