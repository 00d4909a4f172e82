//! `fluxr check`: flux's health report of a cluster. `--pre` checks only what an installation
//! needs (the API answers, Kubernetes ≥ 1.33); without it the installed distribution, the
//! controllers' Deployments and the CRDs' stored versions are checked too.

use std::process::ExitCode;

use clap::Args;

use super::GlobalContext;
use super::global::parse_duration;
use crate::cluster::check;
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(long_about = super::target::preview(
    "Check requirements and installation",
    "The check command will perform a series of checks to validate that\n\
the local environment is configured correctly and if the installed components are healthy.",
))]
#[command(after_help = "Examples:
  # Run pre-installation checks
  fluxr check --pre

  # Run installation checks
  fluxr check")]
pub struct CheckArgs {
    /// only run pre-installation checks
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true",
          value_parser = super::global::parse_go_bool, value_name = "true|false")]
    pub pre: bool,

    /// list of components, accepts comma-separated values
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "COMPONENTS",
          default_value = "source-controller,kustomize-controller,helm-controller,notification-controller")]
    pub components: Option<Vec<crate::cli::string_slice::StringSlice>>,

    /// list of components in addition to those supplied or defaulted, accepts comma-separated
    /// values
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "COMPONENTS")]
    pub components_extra: Vec<crate::cli::string_slice::StringSlice>,

    #[arg(long, help = "how often the health checker should poll the cluster for the latest state of the resources.", default_value = "5s", value_parser = parse_duration, allow_hyphen_values = true, value_name = "DURATION")]
    pub poll_interval: crate::duration::GoDuration,
}

pub(crate) fn run(ui: &Ui, global: &GlobalContext, args: CheckArgs) -> anyhow::Result<ExitCode> {
    // flux v2.9.4 declares --components and --components-extra but reads neither.
    let options = check::Options {
        pre: args.pre,
        namespace: global.namespace.clone(),
        timeout: global.timeout,
        poll_interval: args.poll_interval,
    };
    let cluster = global
        .cluster(ui)
        .map(|cluster| cluster.set_poll_interval(args.poll_interval.to_std()));
    Ok(if check::run(ui, cluster, &options) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
