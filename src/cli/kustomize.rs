//! `fluxr kustomize build`: the native engine with `kubectl kustomize`'s flags.

use std::process::ExitCode;

use clap::{Args, Subcommand};

use crate::ui::Ui;

/// Build kustomization targets offline
#[derive(Args, Debug)]
pub struct KustomizeArgs {
    #[command(subcommand)]
    pub command: KustomizeCommand,
}

#[derive(Subcommand, Debug)]
pub enum KustomizeCommand {
    /// Build a kustomization target from a directory
    Build(BuildArgs),
}

#[derive(Args, Debug)]
pub struct BuildArgs {
    /// The kustomization directory
    #[arg(default_value = ".")]
    pub dir: std::path::PathBuf,
}

pub fn run(_ui: &Ui, _args: KustomizeArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("kustomize build is not implemented yet")
}
