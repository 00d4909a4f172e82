//! `fluxr logs`: the Flux controllers' JSON logs, one formatted line per entry, filtered by
//! level, kind, name and namespace as `flux logs` filters them.

use std::process::ExitCode;

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
    #[arg(long, value_parser = parse_duration, allow_hyphen_values = true)]
    pub since: Option<crate::duration::GoDuration>,
    /// Only return logs after a specific date (RFC3339)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub since_time: String,
    // cobra hands `logs` any words; flux refuses them once the kubeconfig is read.
    #[arg(hide = true)]
    pub args: Vec<String>,
}

fn parse_level(value: &str) -> Result<String, String> {
    match value {
        "debug" | "info" | "error" => Ok(value.to_owned()),
        _ => Err(format!(
            "unsupported log level '{value}', must be one of: debug, info, error"
        )),
    }
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: LogsArgs) -> anyhow::Result<ExitCode> {
    let read = LogOptions {
        container: None,
        tail_lines: (args.tail > -1).then_some(args.tail),
        since_seconds: None,
        since_time: None,
        follow: args.follow,
    };
    let options = logs::Options {
        flux_namespace: args.flux_namespace,
        read,
        since: args.since,
        since_time: args.since_time,
        filter: logs::Filter {
            level: args.level,
            kind: args.kind,
            name: args.name,
            namespace: (!args.all_namespaces).then(|| ctx.namespace.clone()),
        },
    };
    let cluster = ctx.cluster(ui)?;
    if !args.args.is_empty() {
        return Err(logs::Error::NoArgument.into());
    }
    logs::run(
        cluster,
        &options,
        &mut |text| ui.stdout(text),
        &mut |text| {
            // flux writes these lines as they are, without its `✗`.
            let _ = ui.stderr(text);
        },
    )?;
    Ok(ExitCode::SUCCESS)
}
