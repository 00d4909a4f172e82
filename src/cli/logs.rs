//! `fluxr logs`: the Flux controllers' JSON logs, one formatted line per entry, filtered by
//! level, kind, name and namespace as `flux logs` filters them.

use std::process::ExitCode;

use super::GlobalContext;
use super::global::{parse_duration, parse_go_bool};
use crate::cluster::logs;
use crate::ui::Ui;
use clap::Args;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", "  # Print the reconciliation logs of all Flux custom resources in your cluster\n  fluxr logs --all-namespaces\n  \n  # Print all logs of all Flux custom resources newer than 2 minutes\n  fluxr logs --all-namespaces --since=2m\n\n  # Stream logs for a particular log level\n  fluxr logs --follow --level=error --all-namespaces\n\n  # Filter logs by kind, name and namespace\n  fluxr logs --kind=Kustomization --name=podinfo --namespace=default\n\n  # Print logs when Flux is installed in a different namespace than flux-system\n  fluxr logs --flux-namespace=my-namespace\n    "))]
#[command(long_about = super::target::preview(
    "Display formatted logs for Flux components",
    "The logs command displays formatted logs from various Flux components.",
))]
pub struct LogsArgs {
    /// log level
    #[arg(long, value_parser = parse_level)]
    pub level: Option<String>,
    /// displays errors of a particular toolkit kind e.g GitRepository
    #[arg(long, default_value = "", hide_default_value = true)]
    pub kind: String,
    /// specifies the name of the object logs to be displayed
    #[arg(long, default_value = "", hide_default_value = true)]
    pub name: String,
    /// specifies if the logs should be streamed
    #[arg(short = 'f', long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub follow: bool,
    /// lines of recent log file to display
    #[arg(long, default_value = "-1", allow_negative_numbers = true)]
    pub tail: i64,
    /// the namespace where the Flux components are running
    #[arg(long, default_value = "flux-system")]
    pub flux_namespace: String,
    /// displays logs for objects across all namespaces
    #[arg(short = 'A', long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub all_namespaces: bool,
    #[arg(long, help = "Only return logs newer than a relative duration like 5s, 2m, or 3h. Defaults to all logs. Only one of since-time / since may be used.", value_parser = parse_duration, allow_hyphen_values = true)]
    pub since: Option<crate::duration::GoDuration>,
    #[arg(
        long,
        help = "Only return logs after a specific date (RFC3339). Defaults to all logs. Only one of since-time / since may be used.",
        default_value = "",
        hide_default_value = true
    )]
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
    let options = logs::Options {
        flux_namespace: args.flux_namespace,
        tail: args.tail,
        follow: args.follow,
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
