//! `fluxr diff artifact oci://REPO:TAG --path DIR`: whether a local tree holds what the artifact
//! holds. Exit 0 when it does; otherwise the files that differ on stdout and exit 1.

use std::io::BufReader;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;

use super::{Connect, DEFAULT_IGNORE_PATHS, RegistryArgs};
use crate::cli::GlobalContext;
use crate::cli::global::parse_go_bool;
use crate::oci::archive::{self, Source};
use crate::oci::manifest::sha256_digest;
use crate::oci::reference::parse_artifact_url;
use crate::oci::{diff, untar};
use crate::ui::Ui;

// Short and Long are on the `diff` sub-command that holds these arguments: clap shows those.
#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
#[command(after_help = "Examples:
# Check if local files differ from remote
fluxr diff artifact oci://ghcr.io/stefanprodan/manifests:podinfo:6.2.0 --path=./kustomize")]
pub struct DiffArtifactArgs {
    /// The artifact address, oci://<registry>/<repository>:<tag> or @<digest>
    #[arg(value_name = "URL")]
    pub url: Option<String>,
    /// path to the directory where the Kubernetes manifests are located
    #[arg(long, default_value = "", hide_default_value = true)]
    pub path: String,
    #[command(flatten)]
    pub registry: RegistryArgs,
    /// set paths to ignore in .gitignore format
    #[arg(long, value_parser = crate::cli::string_slice::parse, default_value = DEFAULT_IGNORE_PATHS, value_name = "PATHS")]
    pub ignore_paths: Vec<crate::cli::string_slice::StringSlice>,
    /// allows the remote artifact to be pulled without TLS
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub insecure_registry: bool,
}

/// A diff flux refuses, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("artifact URL is required")]
    UrlRequired,
    #[error("invalid path {path:?}")]
    EmptyPath { path: String },
    #[error("invalid path '{path}', must point to an existing directory or file")]
    Missing { path: String },
    #[error("no layers found in artifact")]
    NoLayers,
}

/// What flux says when the artifact and the tree differ.
const DIFFERS: &str = "the remote artifact contents differs from the local one";

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    args: DiffArtifactArgs,
) -> anyhow::Result<ExitCode> {
    let DiffArtifactArgs {
        url,
        path,
        registry,
        ignore_paths,
        insecure_registry,
    } = args;
    let url = url.ok_or(Error::UrlRequired)?;
    if path.is_empty() {
        return Err(Error::EmptyPath { path }.into());
    }
    let (_, reference) = parse_artifact_url(&url)?;
    if std::fs::metadata(&path).is_err() {
        return Err(Error::Missing { path }.into());
    }
    let credentials = super::credentials(ui, &registry)?;
    let source = Source::Path(PathBuf::from(&path));
    let opts = archive::Options {
        ignore_paths: crate::cli::string_slice::values(ignore_paths),
        resolve_symlinks: false,
    };
    let local = archive::entries(&source, &opts).context("building artifact failed")?;
    let session = super::open(
        ui,
        ctx,
        &reference.repository,
        credentials,
        Connect::pull(&registry, insecure_registry),
    )?;
    let (_, _, manifest) = session.manifest(&reference)?;
    let layer = manifest.layers.first().ok_or(Error::NoLayers)?;
    // The same bytes are the same files; only a different tarball needs unpacking.
    let tarball = archive::build(&source, &opts).context("building artifact failed")?;
    if sha256_digest(&tarball) == layer.digest && tarball.len() as u64 == layer.size {
        ui.success("no changes detected");
        return Ok(ExitCode::SUCCESS);
    }
    let scratch = tempfile::tempdir().context("cannot create a temporary directory")?;
    let layer_file = scratch.path().join("layer");
    session.download(&reference, layer, &layer_file)?;
    let file = std::fs::File::open(&layer_file).context("cannot read the downloaded layer")?;
    let remote = untar::read(BufReader::new(file))?;
    let changes = diff::compare(&local, &remote)?;
    if changes.is_empty() {
        ui.success("no changes detected");
        return Ok(ExitCode::SUCCESS);
    }
    let listing: String = changes.iter().map(|c| format!("{c}\n")).collect();
    ui.stdout(&listing)?;
    ui.failure(DIFFERS);
    Ok(ExitCode::from(1))
}
