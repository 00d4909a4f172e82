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

/// Create or update resources dealing with image automation
///
/// The create image sub-commands work with image automation objects;
/// that is, object controlling updates to git based on e.g., new container images
/// being available.
#[derive(Args, Debug)]
pub struct ImageArgs {
    #[command(subcommand)]
    pub command: ImageCommand,
}

#[derive(Subcommand, Debug)]
pub enum ImageCommand {
    /// Create or update an ImagePolicy object
    Policy(Box<policy::PolicyArgs>),
    /// Create or update an ImageRepository object
    Repository(Box<repository::RepositoryArgs>),
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
