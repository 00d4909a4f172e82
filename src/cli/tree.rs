//! `fluxr tree`: what a Kustomization applied (and what its Kustomizations and HelmReleases
//! applied), or what an ArtifactGenerator generated, as a tree.

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_go_bool;
use crate::cluster::tree;
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(long_about = super::target::preview(
    "Print the resources reconciled by Flux",
    "The tree command shows the list of resources reconciled by a Flux object.",
))]
pub struct TreeArgs {
    #[command(subcommand)]
    pub target: TreeTarget,
}

#[derive(Subcommand, Debug)]
pub enum TreeTarget {
    /// Print the resource inventory of a Kustomization
    ///
    /// The tree command prints the resource list reconciled by a Kustomization.'
    ///
    /// ⚠️  Please note that this command is in preview and under development.
    /// While we try our best to not introduce breaking changes, they may occur when
    /// we adapt to new features and/or find better ways to facilitate what it does.
    #[command(
        visible_alias = "ks",
        verbatim_doc_comment,
        after_help = "Examples:
  # Print the resources managed by the root Kustomization
  fluxr tree kustomization flux-system

  # Print the Flux resources managed by the root Kustomization
  fluxr tree kustomization flux-system --compact"
    )]
    Kustomization(TreeKustomizationArgs),
    /// Print artifact objects reconciled by Flux
    ///
    /// The tree artifact sub-commands print a list of artifact objects.
    Artifact(TreeArtifactArgs),
}

#[derive(Args, Debug)]
pub struct TreeKustomizationArgs {
    /// The name of the Kustomization
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
    // flux's text ends with a period, which clap takes off a doc comment.
    #[arg(long, help = "list Flux resources only.", action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub compact: bool,
    /// the format in which the tree should be printed. can be 'json' or 'yaml'
    #[arg(short = 'o', long, default_value = "", hide_default_value = true)]
    pub output: String,
}

#[derive(Args, Debug)]
pub struct TreeArtifactArgs {
    #[command(subcommand)]
    pub kind: TreeArtifactKind,
}

#[derive(Subcommand, Debug)]
pub enum TreeArtifactKind {
    /// Print the inventory of an ArtifactGenerator
    ///
    /// The tree command prints the ExternalArtifact list managed by an ArtifactGenerator.'
    ///
    /// ⚠️  Please note that this command is in preview and under development.
    /// While we try our best to not introduce breaking changes, they may occur when
    /// we adapt to new features and/or find better ways to facilitate what it does.
    #[command(
        verbatim_doc_comment,
        after_help = "Examples:
  # Print the ExternalArtifacts managed by an ArtifactGenerator
  fluxr tree artifact generator my-generator"
    )]
    Generator(TreeGeneratorArgs),
}

#[derive(Args, Debug)]
pub struct TreeGeneratorArgs {
    /// The name of the ArtifactGenerator
    // cobra's `ExactArgs(1)` counts them, with its own message.
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
    /// the format in which the tree should be printed. can be 'json' or 'yaml'
    #[arg(short = 'o', long, default_value = "", hide_default_value = true)]
    pub output: String,
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: TreeArgs) -> anyhow::Result<ExitCode> {
    let (built, output) = match args.target {
        TreeTarget::Kustomization(args) => {
            let name = args
                .names
                .first()
                .ok_or(tree::Error::NameRequired("kustomization"))?;
            let cluster = ctx.cluster(ui)?;
            (
                tree::kustomization(cluster, &ctx.namespace, name, args.compact)?,
                args.output,
            )
        }
        TreeTarget::Artifact(artifact) => match artifact.kind {
            TreeArtifactKind::Generator(args) => {
                let [name] = args.names.as_slice() else {
                    return Err(tree::Error::Args(args.names.len()).into());
                };
                let cluster = ctx.cluster(ui)?;
                (
                    tree::artifact_generator(cluster, &ctx.namespace, name)?,
                    args.output,
                )
            }
        },
    };
    ui.stdout(&tree::render(&built, &output))?;
    Ok(ExitCode::SUCCESS)
}
