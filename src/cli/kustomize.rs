//! `fluxr kustomize build`: the native engine with `kubectl kustomize`'s flags.

use std::process::ExitCode;

use clap::{Args, Subcommand, ValueEnum};

use crate::kustomize::{self, LoadRestrictor, Options, Reorder, fs::RealFs};
use crate::ui::Ui;

// Build kustomization targets offline
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
    /// Whether files may be loaded from outside the kustomization's root
    #[arg(long, value_enum, default_value = "LoadRestrictionsRootOnly")]
    pub load_restrictor: LoadRestrictorArg,
    /// Order of the output: 'legacy' (by kind) or 'none' (as read)
    #[arg(long, value_enum)]
    pub reorder: Option<ReorderArg>,
    /// Add the label app.kubernetes.io/managed-by to every resource
    #[arg(long)]
    pub enable_managedby_label: bool,
    /// Write the output to this file instead of stdout
    #[arg(short, long)]
    pub output: Option<std::path::PathBuf>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum LoadRestrictorArg {
    #[value(name = "LoadRestrictionsRootOnly")]
    RootOnly,
    #[value(name = "LoadRestrictionsNone")]
    None,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ReorderArg {
    Legacy,
    None,
}

pub fn run(ui: &Ui, args: KustomizeArgs) -> anyhow::Result<ExitCode> {
    let KustomizeCommand::Build(args) = args.command;
    let options = Options {
        load_restrictor: match args.load_restrictor {
            LoadRestrictorArg::RootOnly => LoadRestrictor::RootOnly,
            LoadRestrictorArg::None => LoadRestrictor::None,
        },
        reorder: match args.reorder {
            None => Reorder::Unspecified,
            Some(ReorderArg::Legacy) => Reorder::Legacy,
            Some(ReorderArg::None) => Reorder::None,
        },
        managed_by_label: args.enable_managedby_label,
        confine: None,
    };
    let dir = std::path::absolute(&args.dir)?;
    let objects = kustomize::build(&RealFs, &dir, &options)?;
    match args.output {
        Some(path) => {
            let mut file = std::fs::File::create(&path)?;
            crate::yaml::write_stream(&objects, |piece| {
                std::io::Write::write_all(&mut file, piece.as_bytes())
            })?;
        }
        None => crate::yaml::write_stream(&objects, |piece| ui.stdout(piece))?,
    }
    // The process ends here: freeing every node of a large build one allocation at a time
    // would cost several percent of the run for memory the exit gives back anyway.
    std::mem::forget(objects);
    Ok(ExitCode::SUCCESS)
}
