//! `fluxr build kustomization`: render what kustomize-controller would apply, offline.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Context;
use clap::{Args, Subcommand};

use super::GlobalContext;
use crate::build::{self, live};
use crate::kustomize::fs::RealFs;
use crate::ui::Ui;

// Build a flux resource by its name
#[derive(Args, Debug)]
pub struct BuildArgs {
    #[command(subcommand)]
    pub command: BuildCommand,
}

#[derive(Subcommand, Debug)]
pub enum BuildCommand {
    /// Build artifact
    ///
    /// The build artifact command creates a tgz file with the manifests from the given
    /// directory or a single manifest file.
    Artifact(super::artifact::build::BuildArtifactArgs),
    /// Build Kustomization
    ///
    /// The build command queries the Kubernetes API and fetches the specified Flux Kustomization.
    /// It then uses the fetched in cluster flux kustomization to perform needed transformation on the local kustomization.yaml
    /// pointed at by --path. The local kustomization.yaml is generated if it does not exist. Finally it builds the overlays using the local kustomization.yaml, and write the resulting multi-doc YAML to stdout.
    ///
    /// It is possible to specify a Flux kustomization file using --kustomization-file.
    #[command(visible_alias = "ks", verbatim_doc_comment, after_help = BUILD_EXAMPLES)]
    Kustomization(BuildKustomizationArgs),
}

const BUILD_EXAMPLES: &str = "Examples:
# Build the local manifests as they were built on the cluster
fluxr build kustomization my-app --path ./path/to/local/manifests

# Build using a local flux kustomization file
fluxr build kustomization my-app --path ./path/to/local/manifests --kustomization-file ./path/to/local/my-app.yaml

# Build in dry-run mode without connecting to the cluster.
# Note that variable substitutions from Secrets and ConfigMaps are skipped in dry-run mode.
fluxr build kustomization my-app --path ./path/to/local/manifests \\
\t--kustomization-file ./path/to/local/my-app.yaml \\
\t--dry-run

# Exclude files by providing a comma separated list of entries that follow the .gitignore pattern fromat.
fluxr build kustomization my-app --path ./path/to/local/manifests \\
\t--kustomization-file ./path/to/local/my-app.yaml \\
\t--ignore-paths \"/to_ignore/**/*.yaml,ignore.yaml\"

# Run recursively on all encountered Kustomizations
fluxr build kustomization my-app --path ./path/to/local/manifests \\
\t--recursive \\
\t--local-sources GitRepository/flux-system/my-repo=./path/to/local/git";

#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
pub struct BuildKustomizationArgs {
    /// The name of the Flux Kustomization
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    #[arg(help = "Path to the manifests location.")]
    #[arg(long, default_value = "", hide_default_value = true)]
    pub path: String,
    /// Path to the Flux Kustomization YAML file ('-' reads stdin).
    #[arg(long = "kustomization-file")]
    pub kustomization_file: Option<String>,
    /// set paths to ignore in .gitignore format
    #[arg(long = "ignore-paths", value_parser = crate::cli::string_slice::parse)]
    pub ignore_paths: Vec<crate::cli::string_slice::StringSlice>,
    #[arg(help = "Dry run mode.")]
    #[arg(long = "dry-run", action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = super::global::parse_go_bool, value_name = "true|false")]
    pub dry_run: bool,
    #[arg(
        help = "When enabled, the post build substitutions will fail if a var without a default value is declared in files but is missing from the input vars."
    )]
    #[arg(long = "strict-substitute", action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = super::global::parse_go_bool, value_name = "true|false")]
    pub strict_substitute: bool,
    /// Recursively build Kustomizations
    #[arg(short = 'r', long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = super::global::parse_go_bool, value_name = "true|false")]
    pub recursive: bool,
    /// Comma-separated list of repositories in format: Kind/namespace/name=path
    #[arg(long = "local-sources", value_parser = crate::cli::string_slice::parse_map)]
    pub local_sources: Vec<crate::cli::string_slice::StringToString>,
    /// ConfigMap and Secret manifests (multi-document YAML) that stand in for the cluster's
    /// objects named in spec.postBuild.substituteFrom; repeatable. Without it substituteFrom is
    /// skipped offline, as flux does with --dry-run.
    #[arg(long = "substitute-from-file", value_name = "FILE")]
    pub substitute_from_file: Vec<String>,
    #[arg(help = "Use in-memory filesystem during build.")]
    #[arg(long = "in-memory-build", action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = super::global::parse_go_bool, value_name = "true|false")]
    pub in_memory_build: bool,
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: BuildArgs) -> anyhow::Result<ExitCode> {
    let namespace = ctx.namespace.as_str();
    let args = match args.command {
        BuildCommand::Kustomization(args) => args,
        BuildCommand::Artifact(args) => return super::artifact::build::run(ui, args),
    };
    let BuildKustomizationArgs {
        name,
        path,
        kustomization_file,
        ignore_paths,
        dry_run,
        strict_substitute,
        recursive,
        local_sources,
        substitute_from_file,
        in_memory_build: _,
    } = args;
    let name = name.ok_or(build::Error::NameRequired)?;
    let path = build::resource_path(&path)?;
    // flux's flag defaults to "", which means no file.
    let kustomization_file = kustomization_file.filter(|file| !file.is_empty());
    if dry_run && kustomization_file.is_none() {
        return Err(build::Error::DryRunNeedsFile.into());
    }
    let mut substitute_from = read_substitute_files(&substitute_from_file)?;
    let kustomization = match kustomization_file {
        Some(file) => {
            let text = read_kustomization_file(&file)?;
            build::select_kustomization(&text, &name, namespace, &file)?
        }
        // Without a manifest the Kustomization, and its substituteFrom sources, are the cluster's.
        None => {
            let cluster = ctx.shared_cluster(ui)?;
            let live = live::existing_kustomization(&cluster, &name, namespace)?;
            substitute_from.get_or_insert_with(|| Arc::new(live::ClusterObjects(cluster)));
            live
        }
    };
    let local_sources = parse_local_sources(local_sources);
    let opts = build::Options {
        name,
        namespace: namespace.to_owned(),
        path,
        strict_substitute,
        ignore_paths: crate::cli::string_slice::values(ignore_paths),
        recursive,
        local_sources,
        substitute_from,
        source_root: None,
    };
    let objects = build::build(&RealFs, &kustomization, &opts, &crate::build::engine)?;
    ui.stdout(&build::to_yaml(&objects))?;
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn read_kustomization_file(file: &str) -> anyhow::Result<String> {
    if file == "-" {
        return read_text(std::io::stdin().lock(), "stdin");
    }
    let path = std::path::Path::new(file);
    if file.is_empty() || path.is_dir() || !path.exists() {
        return Err(build::Error::InvalidKustomizationFile {
            path: file.to_owned(),
        }
        .into());
    }
    read_file_text(file)
}

/// Reads a manifest named on the command line, with the size limit every read has.
pub(crate) fn read_file_text(file: &str) -> anyhow::Result<String> {
    let bytes = crate::kustomize::fs::read_file_capped(std::path::Path::new(file))
        .with_context(|| format!("failed to read {file}"))?;
    crate::yaml::decode(&bytes).with_context(|| format!("failed to read {file}"))
}

fn read_text(reader: impl std::io::Read, name: &str) -> anyhow::Result<String> {
    let bytes = crate::kustomize::fs::read_capped(reader)
        .with_context(|| format!("failed to read {name}"))?;
    crate::yaml::decode(&bytes).with_context(|| format!("failed to read {name}"))
}

/// Reads the ConfigMaps and Secrets of `--substitute-from-file`; other kinds are left out, so a
/// file may hold more than the variables.
pub(crate) fn read_substitute_files(
    files: &[String],
) -> anyhow::Result<Option<Arc<dyn build::ObjectLookup>>> {
    if files.is_empty() {
        return Ok(None);
    }
    let mut objects = Vec::new();
    for file in files {
        let text = read_file_text(file)?;
        let docs = crate::yaml::parse_stream(&text)
            .with_context(|| format!("failed to decode Kubernetes YAML from {file}"))?;
        objects.extend(docs.into_iter().filter(|doc| {
            matches!(
                doc.get("kind").and_then(serde_json::Value::as_str),
                Some("ConfigMap" | "Secret")
            )
        }));
    }
    Ok(Some(Arc::new(build::LocalObjects { objects })))
}

/// `--local-sources` as the map flux's builder looks sources up in, by `Kind/namespace/name`: a key
/// of another shape is no error in flux, it simply never matches.
pub(crate) fn parse_local_sources(
    occurrences: Vec<crate::cli::string_slice::StringToString>,
) -> BTreeMap<String, PathBuf> {
    crate::cli::string_slice::map(occurrences)
        .into_iter()
        .map(|(source, path)| (source, PathBuf::from(path)))
        .collect()
}
