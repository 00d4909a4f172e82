//! `fluxr create image`: the image automation objects (ImagePolicy, ImageRepository and
//! ImageUpdateAutomation).

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::CreateCommonArgs;
use crate::cli::GlobalContext;
use crate::ui::Ui;

pub mod policy;
pub mod repository;
pub mod update;

#[derive(Args, Debug)]
pub struct ImageArgs {
    #[command(subcommand)]
    pub command: ImageCommand,
}

#[derive(Subcommand, Debug)]
pub enum ImageCommand {
    /// Create or update an ImagePolicy object
    ///
    /// The create image policy command generates an ImagePolicy resource.
    /// An ImagePolicy object calculates a "latest image" given an image
    /// repository and a policy, e.g., semver.
    ///
    /// The image that sorts highest according to the policy is recorded in
    /// the status of the object.
    #[command(verbatim_doc_comment)]
    Policy(Box<policy::PolicyArgs>),
    /// Create or update an ImageRepository object
    ///
    /// The create image repository command generates an ImageRepository resource.
    /// An ImageRepository object specifies an image repository to scan.
    #[command(verbatim_doc_comment)]
    Repository(Box<repository::RepositoryArgs>),
    /// Create or update an ImageUpdateAutomation object
    ///
    /// The create image update command generates an ImageUpdateAutomation resource.
    /// An ImageUpdateAutomation object specifies an automated update to images
    /// mentioned in YAMLs in a git repository.
    #[command(verbatim_doc_comment)]
    Update(Box<update::UpdateArgs>),
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: ImageArgs,
) -> anyhow::Result<ExitCode> {
    match args.command {
        ImageCommand::Policy(args) => policy::run(ui, ctx, common, *args),
        ImageCommand::Repository(args) => repository::run(ui, ctx, common, *args),
        ImageCommand::Update(args) => update::run(ui, ctx, common, *args),
    }
}

/// The checked name (flux checks it first), the namespace, the raw `--label` values and
/// `--interval`.
fn target(
    name: Option<String>,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
) -> anyhow::Result<crate::cluster::create::image::Target> {
    Ok(crate::cluster::create::image::Target {
        name: super::object_name(name)?,
        namespace: ctx.namespace.clone(),
        labels: crate::cli::string_slice::values(common.labels.clone()),
        interval: common.interval,
    })
}
