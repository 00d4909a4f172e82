//! fluxr's command line: clap types and one module per command. Nothing outside `cli` imports clap.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::ui::Ui;

/// Command line utility for assembling Kubernetes CD pipelines the GitOps way
#[derive(Parser, Debug)]
#[command(name = "fluxr", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Build a kustomization directory, like `kubectl kustomize`
    Kustomize(kustomize::KustomizeArgs),
    /// Substitute environment variables in a text read from stdin
    Envsubst(envsubst::EnvsubstArgs),
}

pub mod envsubst;
pub mod kustomize;

/// Parses the command line, runs the command and renders its error, if any.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let ui = Ui::default();
    let result = match cli.command {
        Command::Kustomize(args) => kustomize::run(&ui, args),
        Command::Envsubst(args) => envsubst::run(&ui, args),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            ui.failure(&format!("{err:#}"));
            ExitCode::FAILURE
        }
    }
}
