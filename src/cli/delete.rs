//! `fluxr delete`: delete a Flux object, after a confirmation.

use std::process::ExitCode;
use std::time::Instant;

use clap::Args;

use super::GlobalContext;
use super::global::parse_go_bool;
use super::target::DeleteTarget;
use crate::cluster::delete::{self, Options};
use crate::ui::Ui;

// Delete sources and resources
//
// The delete sub-commands delete sources and resources.
#[derive(Args, Debug)]
pub struct DeleteArgs {
    /// delete resource without asking for confirmation
    #[arg(short = 's', long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub silent: bool,

    /// wait until the object is gone, its finalizers done (within --timeout)
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub wait: bool,

    #[command(subcommand)]
    pub target: DeleteTarget,
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: DeleteArgs) -> anyhow::Result<ExitCode> {
    let deadline = Instant::now() + ctx.timeout;
    let (kind, names) = args.target.0.kind_and_names();
    let name = names
        .first()
        .ok_or(delete::Error::NameRequired(kind.human))?;
    let options = Options {
        silent: args.silent,
        wait: args.wait.then_some(deadline),
    };
    delete::run(ui, ctx.cluster(ui)?, kind, &ctx.namespace, name, options)?;
    Ok(ExitCode::SUCCESS)
}
