//! `fluxr diff kustomization NAME --path DIR`: flux's flags and checks. The diff itself is a
//! server-side dry-run apply, which needs a cluster fluxr cannot reach yet.
//!
//! flux exits 1 when it finds drift and 2 on errors, so errors here exit 2 as well.

use std::path::Path;
use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_go_bool;
use crate::ui::Ui;

/// Diff a flux resource
#[derive(Args, Debug)]
pub struct DiffArgs {
    #[command(subcommand)]
    pub command: DiffCommand,
}

#[derive(Subcommand, Debug)]
pub enum DiffCommand {
    /// Diff Kustomization
    ///
    /// The diff command does a build, then it performs a server-side dry-run and prints the diff.
    /// Exit status: 0 No differences were found. 1 Differences were found. >1 diff failed with an
    /// error.
    #[command(visible_alias = "ks")]
    Kustomization(DiffKustomizationArgs),
}

#[derive(Args, Debug)]
pub struct DiffKustomizationArgs {
    /// The name of the Flux Kustomization
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Path to a local directory that matches the specified Kustomization.spec.path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub path: String,
    /// Set paths to ignore in .gitignore format
    #[arg(long, value_delimiter = ',', value_name = "PATHS")]
    pub ignore_paths: Vec<String>,
    /// Path to the Flux Kustomization YAML file
    #[arg(long, default_value = "", hide_default_value = true)]
    pub kustomization_file: String,
    /// Recursively diff Kustomizations
    #[arg(short = 'r', long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub recursive: bool,
    /// Comma-separated list of repositories in format: Kind/namespace/name=path
    #[arg(long, value_delimiter = ',', value_name = "SOURCES")]
    pub local_sources: Vec<String>,
    /// Fail when a var without a default value is missing from the input vars
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub strict_substitute: bool,
    /// Treat a Kustomization missing from the cluster as empty instead of failing
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub ignore_not_found: bool,
    /// Show a progress bar
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub progress_bar: bool,
}

/// Why a diff cannot run, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("name is required")]
    NameRequired,
    #[error("invalid resource path \"{path}\"")]
    InvalidPath { path: String },
    #[error(
        "diffing against a cluster is not supported yet; `fluxr build kustomization` renders offline"
    )]
    NeedsCluster,
}

fn check(args: &DiffKustomizationArgs) -> Result<(), Error> {
    if args.name.is_none() {
        return Err(Error::NameRequired);
    }
    if args.path.is_empty() || !Path::new(&args.path).exists() {
        return Err(Error::InvalidPath {
            path: args.path.clone(),
        });
    }
    Err(Error::NeedsCluster)
}

pub(crate) fn run(ui: &Ui, _ctx: &GlobalContext, args: DiffArgs) -> anyhow::Result<ExitCode> {
    let DiffCommand::Kustomization(args) = args.command;
    match check(&args) {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(err) => {
            ui.failure(&err.to_string());
            Ok(ExitCode::from(2))
        }
    }
}
