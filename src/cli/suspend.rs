//! `fluxr suspend` and `fluxr resume`: toggle `spec.suspend` of one, several or all Flux
//! objects of a kind; resuming one object waits for its reconciliation (`--wait` decides for
//! several).

use std::process::ExitCode;
use std::time::Instant;

use clap::Args;

use super::GlobalContext;
use super::global::parse_go_bool;
use super::target::{ResumeTarget, SuspendTarget};
use crate::cluster::reconcile;
use crate::ui::Ui;

// Suspend resources
//
// The suspend sub-commands suspend the reconciliation of a resource.
#[derive(Args, Debug)]
pub struct SuspendArgs {
    /// suspend all resources in that namespace
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub all: bool,

    #[command(subcommand)]
    pub target: SuspendTarget,
}

// Resume suspended resources
//
// The resume sub-commands resume a suspended resource.
#[derive(Args, Debug)]
pub struct ResumeArgs {
    /// resume all resources in that namespace
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub all: bool,

    // An option, not a bool: flux waits for exactly one name unless `--wait` is given at all.
    // Without a default value clap shows none, so the help names flux's.
    #[arg(long, global = true,
          help = "waits for one resource to reconcile before moving to the next one [default: false]", action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub wait: Option<bool>,

    #[command(subcommand)]
    pub target: ResumeTarget,
}

pub(crate) fn suspend(ui: &Ui, ctx: &GlobalContext, args: SuspendArgs) -> anyhow::Result<ExitCode> {
    let (kind, names) = args.target.0.kind_and_names();
    if names.is_empty() && !args.all {
        return Err(reconcile::Error::NameRequired(kind.human).into());
    }
    reconcile::suspend(ui, ctx.cluster(ui)?, kind, &ctx.namespace, names, args.all)?;
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn resume(ui: &Ui, ctx: &GlobalContext, args: ResumeArgs) -> anyhow::Result<ExitCode> {
    let deadline = Instant::now() + ctx.timeout;
    let (kind, names) = args.target.0.kind_and_names();
    if names.is_empty() && !args.all {
        return Err(reconcile::Error::NameRequired(kind.human).into());
    }
    reconcile::resume(
        ui,
        ctx.cluster(ui)?,
        kind,
        &ctx.namespace,
        (names, args.all),
        reconcile::Wait {
            wait: args.wait,
            deadline,
        },
    )?;
    Ok(ExitCode::SUCCESS)
}
