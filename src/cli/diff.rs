//! `fluxr diff kustomization NAME --path DIR`: what a change does to the objects a Flux
//! Kustomization renders. With `--base REV` it runs offline, comparing the working tree with a
//! git revision of the same repository (read from git objects, no checkout); without it, the
//! comparison is against the cluster (server-side dry-run apply, the live objects and the
//! Kustomization's inventory).
//!
//! flux exits 1 when it finds drift and 2 on errors, and so does fluxr.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::build::{parse_local_sources, read_kustomization_file, read_substitute_files};
use super::global::parse_go_bool;
use crate::build::{self, diff::Report, live};
use crate::kustomize::fs::RealFs;
use crate::ui::Ui;

// Diff a flux resource
#[derive(Args, Debug)]
pub struct DiffArgs {
    #[command(subcommand)]
    pub command: DiffCommand,
}

#[derive(Subcommand, Debug)]
pub enum DiffCommand {
    /// Diff Artifact
    ///
    /// The diff artifact command computes the diff between the remote OCI artifact and a local
    /// directory or file
    Artifact(super::artifact::diff::DiffArtifactArgs),
    /// Diff Kustomization
    ///
    /// The diff command does a build, then it performs a server-side dry-run and prints the diff.
    /// Exit status: 0 No differences were found. 1 Differences were found. >1 diff failed with an error.
    #[command(visible_alias = "ks", verbatim_doc_comment, after_help = DIFF_EXAMPLES)]
    Kustomization(DiffKustomizationArgs),
}

const DIFF_EXAMPLES: &str = "Examples:
# Preview local changes as they were applied on the cluster
fluxr diff kustomization my-app --path ./path/to/local/manifests

# Preview using a local flux kustomization file
fluxr diff kustomization my-app --path ./path/to/local/manifests \\
\t--kustomization-file ./path/to/local/my-app.yaml

# Exclude files by providing a comma separated list of entries that follow the .gitignore pattern fromat.
fluxr diff kustomization my-app --path ./path/to/local/manifests \\
\t--kustomization-file ./path/to/local/my-app.yaml \\
\t--ignore-paths \"/to_ignore/**/*.yaml,ignore.yaml\"

# Run recursively on all encountered Kustomizations
fluxr diff kustomization my-app --path ./path/to/local/manifests \\
    --recursive \\
    --local-sources GitRepository/flux-system/my-repo=./path/to/local/git";

#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
pub struct DiffKustomizationArgs {
    /// The name of the Flux Kustomization
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    #[arg(help = "Path to a local directory that matches the specified Kustomization.spec.path.")]
    #[arg(long, default_value = "", hide_default_value = true)]
    pub path: String,
    /// set paths to ignore in .gitignore format
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "PATHS")]
    pub ignore_paths: Vec<crate::cli::string_slice::StringSlice>,
    #[arg(help = "Path to the Flux Kustomization YAML file.")]
    #[arg(long, default_value = "", hide_default_value = true)]
    pub kustomization_file: String,
    /// Recursively diff Kustomizations
    #[arg(short = 'r', long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub recursive: bool,
    /// Comma-separated list of repositories in format: Kind/namespace/name=path
    #[arg(long, value_parser = crate::cli::string_slice::parse_map, value_name = "SOURCES")]
    pub local_sources: Vec<crate::cli::string_slice::StringToString>,
    #[arg(
        help = "When enabled, the post build substitutions will fail if a var without a default value is declared in files but is missing from the input vars."
    )]
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub strict_substitute: bool,
    #[arg(help = "Ignore Kustomization not found errors on the cluster when diffing.")]
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub ignore_not_found: bool,
    /// Compare offline with this git revision of the repository that holds --path (a branch, tag
    /// or commit; read from git objects, nothing is checked out). Needs --kustomization-file.
    #[arg(long, value_name = "REV")]
    pub base: Option<String>,
    /// ConfigMap and Secret manifests that stand in for the cluster's objects named in
    /// spec.postBuild.substituteFrom; repeatable
    #[arg(long = "substitute-from-file", value_name = "FILE")]
    pub substitute_from_file: Vec<String>,
    #[arg(help = "Use in-memory filesystem during build.")]
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub in_memory_build: bool,
    #[arg(help = "Boolean to set the progress bar. The default value is true.")]
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub progress_bar: bool,
}

/// Why a diff cannot run, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("kustomization name is required")]
    NameRequired,
    #[error("invalid resource path \"{path}\"")]
    InvalidPath { path: String },
    #[error("invalid kustomization file {path:?}")]
    InvalidKustomizationFile { path: String },
    #[error("--base needs the Kustomization's manifest: give it with --kustomization-file")]
    BaseNeedsFile,
    #[error("kustomization file is required when assuming new kustomizations")]
    IgnoreNotFoundNeedsFile,
}

/// The message flux prints when it exits 1.
const CHANGED: &str = "identified at least one change, exiting with non-zero exit code";

fn check(args: &DiffKustomizationArgs) -> Result<String, Error> {
    let Some(name) = args.name.clone() else {
        return Err(Error::NameRequired);
    };
    if args.path.is_empty() || !Path::new(&args.path).is_dir() {
        return Err(Error::InvalidPath {
            path: args.path.clone(),
        });
    }
    // Checked before the cluster is reached, as flux does; with --base the file is read from
    // the revision, where it may be the only copy.
    let file = Path::new(&args.kustomization_file);
    if args.base.is_none()
        && !args.kustomization_file.is_empty()
        && args.kustomization_file != "-"
        && (!file.exists() || file.is_dir())
    {
        return Err(Error::InvalidKustomizationFile {
            path: args.kustomization_file.clone(),
        });
    }
    Ok(name)
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: DiffArgs) -> anyhow::Result<ExitCode> {
    let args = match args.command {
        DiffCommand::Kustomization(args) => args,
        DiffCommand::Artifact(args) => return super::artifact::diff::run(ui, ctx, args),
    };
    let outcome = check(&args).map_err(anyhow::Error::from).and_then(|name| {
        if args.base.is_some() {
            diff_offline(&name, &ctx.namespace, &args).map(|report| live::Outcome {
                report,
                errors: Vec::new(),
            })
        } else {
            diff_cluster(ui, ctx, &name, &args)
        }
    });
    match outcome {
        Ok(live::Outcome { report, errors }) => {
            // 1 means "changes found": a diff that cannot be written is an error (2), or the
            // quiet end of a closed pipe.
            if let Err(err) = ui.stdout(&report.render(ui.stdout_columns())) {
                if err.kind() == std::io::ErrorKind::BrokenPipe {
                    return Err(err.into());
                }
                ui.failure(&format!("failed to write the diff: {err}"));
                return Ok(ExitCode::from(2));
            }
            if !errors.is_empty() {
                // flux prints what it found, then every error it met on the way.
                ui.failure(&live::Errors(errors).to_string());
                Ok(ExitCode::from(2))
            } else if report.has_changes() {
                // flux logs an exit status of 1 as a warning, not a failure.
                ui.warning(CHANGED);
                Ok(ExitCode::from(1))
            } else {
                Ok(ExitCode::SUCCESS)
            }
        }
        Err(err) => {
            ui.failure(&crate::cli::error_text(&err));
            // flux exits 1 for a missing name or kustomization file, but 1 means "changes found":
            // every error of a diff exits 2, so that `[ $? -le 1 ]` in CI means the diff ran.
            Ok(ExitCode::from(2))
        }
    }
}

fn options(
    name: &str,
    namespace: &str,
    args: &DiffKustomizationArgs,
) -> anyhow::Result<build::Options> {
    Ok(build::Options {
        name: name.to_owned(),
        namespace: namespace.to_owned(),
        path: PathBuf::from(&args.path),
        strict_substitute: args.strict_substitute,
        ignore_paths: crate::cli::string_slice::values(args.ignore_paths.clone()),
        recursive: args.recursive,
        local_sources: parse_local_sources(args.local_sources.clone()),
        substitute_from: read_substitute_files(&args.substitute_from_file)?,
        source_root: None,
    })
}

/// Builds the working tree and compares it with the cluster: server-side dry-run applies and the
/// live Kustomization's inventory.
fn diff_cluster(
    ui: &Ui,
    ctx: &GlobalContext,
    name: &str,
    args: &DiffKustomizationArgs,
) -> anyhow::Result<live::Outcome> {
    if args.ignore_not_found && args.kustomization_file.is_empty() {
        return Err(Error::IgnoreNotFoundNeedsFile.into());
    }
    let namespace = ctx.namespace.as_str();
    let cluster = ctx.shared_cluster(ui)?;
    let live = live::kustomization(&cluster, name, namespace)?;
    let local = if args.kustomization_file.is_empty() {
        None
    } else {
        let file = &args.kustomization_file;
        let text = read_kustomization_file(file)?;
        Some(build::select_kustomization(&text, name, namespace, file)?)
    };
    let kustomization =
        live::kustomization_for_diff(live, local, name, namespace, args.ignore_not_found)?;
    let mut opts = options(name, namespace, args)?;
    if opts.substitute_from.is_none() {
        opts.substitute_from = Some(Arc::new(live::ClusterObjects(cluster.clone())));
    }
    let spinner = args
        .progress_bar
        .then(|| ui.spinner("Kustomization diffing... building"));
    // Each Kustomization is diffed on its own: with --recursive, those of the build that run in
    // the cluster are built in turn from their live spec.
    let single = build::Options {
        recursive: false,
        ..opts.clone()
    };
    let objects = build::build(&RealFs, &kustomization, &single, &build::engine)?;
    let progress = |msg: &str| {
        if let Some(spinner) = &spinner {
            spinner.set_message(&format!("Kustomization diffing... {msg}"));
        }
    };
    let recursion = live::Recursion {
        fs: &RealFs,
        opts: &opts,
        engine: &build::engine,
    };
    Ok(live::diff_against_cluster(
        &cluster,
        &kustomization,
        &objects,
        args.recursive.then_some(&recursion),
        &progress,
    ))
}

/// Builds the working tree and the base revision, and compares the two.
fn diff_offline(
    name: &str,
    namespace: &str,
    args: &DiffKustomizationArgs,
) -> anyhow::Result<Report> {
    let revision = args.base.as_deref().unwrap_or_default();
    if args.kustomization_file.is_empty() {
        return Err(Error::BaseNeedsFile.into());
    }
    let file = &args.kustomization_file;
    let opts = options(name, namespace, args)?;
    let text = read_kustomization_file(file)?;
    let head_ks = build::select_kustomization(&text, name, namespace, file)?;
    Ok(build::base::diff_with_base(
        &head_ks, file, &opts, revision,
    )?)
}
