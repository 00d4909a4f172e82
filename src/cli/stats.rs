//! `fluxr stats`: counts of Flux objects by kind.

use std::process::ExitCode;

use clap::Args;

use super::GlobalContext;
use super::global::parse_go_bool;
use crate::cluster::stats;
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(long_about = super::target::preview(
    "Stats of Flux reconciles",
    "The stats command prints a report of Flux custom resources present on a cluster,\n\
including their reconcile status and the amount of cumulative storage used for each source type",
))]
#[command(after_help = "Examples:
  # Print the stats report for a namespace
  fluxr stats --namespace default

  #  Print the stats report for the whole cluster
  fluxr stats -A")]
pub struct StatsArgs {
    /// list the statistics for objects across all namespaces
    #[arg(short = 'A', long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub all_namespaces: bool,
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: StatsArgs) -> anyhow::Result<ExitCode> {
    let namespace = (!args.all_namespaces).then_some(ctx.namespace.as_str());
    ui.stdout(&stats::report(ctx.cluster(ui)?, namespace))?;
    Ok(ExitCode::SUCCESS)
}
