//! `fluxr create image`: the image automation objects (ImageUpdateAutomation for now).

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::CreateCommonArgs;
use crate::cli::GlobalContext;
use crate::ui::Ui;

pub mod update;

/// Create or update resources dealing with image automation
///
/// The create image sub-commands work with image automation objects.
#[derive(Args, Debug)]
pub struct ImageArgs {
    #[command(subcommand)]
    pub command: ImageCommand,
}

#[derive(Subcommand, Debug)]
pub enum ImageCommand {
    /// Create or update an ImageUpdateAutomation object
    Update(Box<update::UpdateArgs>),
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: ImageArgs,
) -> anyhow::Result<ExitCode> {
    match args.command {
        ImageCommand::Update(args) => update::run(ui, ctx, common, *args),
    }
}
