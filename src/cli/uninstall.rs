//! `fluxr uninstall`: flags into [`uninstall::Options`]; the order and the deletions are in
//! the cluster layer.
use std::process::ExitCode;

use clap::Args;

use super::GlobalContext;
use super::global::parse_go_bool;
use crate::cluster::uninstall;
use crate::ui::Ui;

// Uninstall Flux and its custom resource definitions
//
// The uninstall command removes the Flux components and the toolkit.fluxcd.io resources from
// the cluster.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Uninstall Flux components, its custom resources and namespace
  fluxr uninstall --namespace=flux-system

  # Uninstall Flux but keep the namespace
  fluxr uninstall --namespace=infra --keep-namespace=true")]
pub struct UninstallArgs {
    /// skip namespace deletion
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub keep_namespace: bool,

    /// only print the objects that would be deleted
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub dry_run: bool,

    /// delete components without asking for confirmation
    #[arg(short = 's', long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub silent: bool,
}

pub(crate) fn run(
    ui: &Ui,
    global: &GlobalContext,
    args: UninstallArgs,
) -> anyhow::Result<ExitCode> {
    let UninstallArgs {
        keep_namespace,
        dry_run,
        silent,
    } = args;
    let options = uninstall::Options {
        namespace: global.namespace.clone(),
        keep_namespace,
        dry_run,
        silent,
    };
    uninstall::run(ui, global.cluster(ui)?, &options)?;
    Ok(ExitCode::SUCCESS)
}
