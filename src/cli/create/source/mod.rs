//! `fluxr create source`: the source objects (GitRepository for now).

use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Subcommand};

use super::CreateCommonArgs;
use crate::cli::GlobalContext;
use crate::cli::global::parse_duration;
use crate::ui::Ui;

pub mod git;

/// Create or update sources
///
/// The create source sub-commands generate sources.
#[derive(Args, Debug)]
pub struct SourceArgs {
    /// Set a timeout for fetch operations performed by source-controller (e.g. 'git clone' or
    /// 'helm repo add')
    #[arg(long, global = true, default_value = "0s", value_parser = parse_duration)]
    pub fetch_timeout: Duration,

    #[command(subcommand)]
    pub command: SourceCommand,
}

#[derive(Subcommand, Debug)]
pub enum SourceCommand {
    /// Create or update a GitRepository source
    Git(Box<git::GitArgs>),
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: SourceArgs,
) -> anyhow::Result<ExitCode> {
    let SourceArgs {
        fetch_timeout,
        command,
    } = args;
    match command {
        SourceCommand::Git(args) => git::run(ui, ctx, common, fetch_timeout, *args),
    }
}
