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
    ///
    /// The create source bucket command generates a Bucket resource and waits for it to be downloaded.
    /// For Buckets with static authentication, the credentials are stored in a Kubernetes secret.
    #[command(verbatim_doc_comment)]
    Bucket(Box<bucket::BucketArgs>),
    /// Create or update a HelmChart source
    ///
    /// The create source chart command generates a HelmChart resource and waits for the chart to be available.
    #[command(verbatim_doc_comment)]
    Chart(Box<chart::ChartArgs>),
    /// Create or update a GitRepository source
    ///
    /// The create source git command generates a GitRepository resource and waits for it to sync.
    /// For Git over SSH, host and SSH keys are automatically generated and stored in a Kubernetes secret.
    /// For private Git repositories, the basic authentication credentials are stored in a Kubernetes secret.
    #[command(verbatim_doc_comment)]
    Git(Box<git::GitArgs>),
    /// Create or update a HelmRepository source
    ///
    /// The create source helm command generates a HelmRepository resource and waits for it to fetch the index.
    /// For private Helm repositories, the basic authentication credentials are stored in a Kubernetes secret.
    #[command(verbatim_doc_comment)]
    Helm(Box<helm::HelmArgs>),
    /// Create or update an OCIRepository
    ///
    /// The create source oci command generates an OCIRepository resource and waits for it to be ready.
    ///
    /// ⚠️  Please note that this command is in preview and under development.
    /// While we try our best to not introduce breaking changes, they may occur when
    /// we adapt to new features and/or find better ways to facilitate what it does.
    #[command(verbatim_doc_comment)]
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
