//! `fluxr create source`: the source objects: Bucket, GitRepository, OCIRepository,
//! HelmRepository and HelmChart.

use crate::duration::GoDuration;
use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::CreateCommonArgs;
use crate::cli::GlobalContext;
use crate::cli::global::parse_duration;
use crate::ui::Ui;

pub mod bucket;
pub mod chart;
pub mod git;
pub mod helm;
pub mod oci;

/// Create or update sources
///
/// The create source sub-commands generate sources.
#[derive(Args, Debug)]
pub struct SourceArgs {
    /// set a timeout for fetch operations performed by source-controller (e.g. 'git clone' or 'helm
    /// repo update')
    #[arg(long, global = true, default_value = "0s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub fetch_timeout: GoDuration,

    #[command(subcommand)]
    pub command: SourceCommand,
}

#[derive(Subcommand, Debug)]
pub enum SourceCommand {
    /// Create or update a Bucket source
    Bucket(Box<bucket::BucketArgs>),
    /// Create or update a HelmChart source
    Chart(Box<chart::ChartArgs>),
    /// Create or update a GitRepository source
    Git(Box<git::GitArgs>),
    /// Create or update a HelmRepository source
    Helm(Box<helm::HelmArgs>),
    /// Create or update an OCIRepository
    Oci(Box<oci::OciArgs>),
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
        SourceCommand::Bucket(args) => bucket::run(ui, ctx, common, fetch_timeout, *args),
        SourceCommand::Chart(args) => chart::run(ui, ctx, common, *args),
        SourceCommand::Git(args) => git::run(ui, ctx, common, fetch_timeout, *args),
        SourceCommand::Helm(args) => helm::run(ui, ctx, common, fetch_timeout, *args),
        SourceCommand::Oci(args) => oci::run(ui, ctx, common, fetch_timeout, *args),
    }
}
