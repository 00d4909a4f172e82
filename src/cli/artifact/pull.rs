//! `fluxr pull artifact oci://REPO:TAG --output DIR`: downloads the artifact's first layer and
//! extracts it, refusing entries that would land outside DIR.

use std::io::BufReader;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;

use super::{Connect, RegistryArgs, stat_error};
use crate::cli::GlobalContext;
use crate::cli::global::parse_go_bool;
use crate::oci::reference::parse_artifact_url;
use crate::oci::untar;
use crate::ui::Ui;

// Short and Long are on the sub-command that holds these arguments (`artifact/mod.rs`): clap
// shows those.
#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
#[command(after_help = "Examples:
  # Pull an OCI artifact created by flux from GHCR
  fluxr pull artifact oci://ghcr.io/org/manifests/app:v0.0.1 --output ./path/to/local/manifests")]
pub struct PullArtifactArgs {
    /// The artifact address, oci://<registry>/<repository>:<tag> or @<digest>
    #[arg(value_name = "URL")]
    pub url: Option<String>,
    #[arg(help = "path where the artifact content should be extracted.")]
    #[arg(short = 'o', long, default_value = "", hide_default_value = true)]
    pub output: String,
    #[command(flatten)]
    pub registry: RegistryArgs,
    /// allows artifacts to be pulled without TLS
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub insecure_registry: bool,
}

/// A pull flux refuses, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("artifact URL is required")]
    UrlRequired,
    #[error("output path cannot be empty")]
    OutputRequired,
    #[error("invalid output path {output:?}: {reason}")]
    InvalidOutput { output: String, reason: String },
    #[error("no layers found in artifact")]
    NoLayers,
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    args: PullArtifactArgs,
) -> anyhow::Result<ExitCode> {
    let PullArtifactArgs {
        url,
        output,
        registry,
        insecure_registry,
    } = args;
    let url = url.ok_or(Error::UrlRequired)?;
    if output.is_empty() {
        return Err(Error::OutputRequired.into());
    }
    match std::fs::metadata(&output) {
        Ok(meta) if meta.is_dir() => {}
        Ok(_) => {
            // flux wraps the stat error, which is nil for a file: Go prints that as is.
            return Err(Error::InvalidOutput {
                reason: "%!w(<nil>)".to_owned(),
                output,
            }
            .into());
        }
        Err(err) => {
            return Err(Error::InvalidOutput {
                reason: stat_error(&output, &err),
                output,
            }
            .into());
        }
    }
    let (address, reference) = parse_artifact_url(&url)?;
    let credentials = super::credentials(ui, &registry)?;
    // Announced before the registry is reached, so that its errors follow the line as in flux.
    ui.action(&format!("pulling artifact from {address}"));
    let session = super::open(
        ui,
        ctx,
        &reference.repository,
        credentials,
        Connect::pull(&registry, insecure_registry),
    )?;
    let scratch = tempfile::tempdir().context("cannot create a temporary directory")?;
    let layer_file = scratch.path().join("layer");
    let pulled = session
        .pull_first_layer(&reference, &layer_file)?
        .ok_or(Error::NoLayers)?;
    let file = std::fs::File::open(&layer_file).context("cannot read the downloaded layer")?;
    let items = untar::read(BufReader::new(file))?;
    untar::extract(&items, &PathBuf::from(&output))?;
    let manifest = &pulled.manifest;
    if !manifest.source().is_empty() {
        ui.success(&format!("source {}", manifest.source()));
    }
    if !manifest.revision().is_empty() {
        ui.success(&format!("revision {}", manifest.revision()));
    }
    ui.success(&format!(
        "digest {}@{}",
        reference.repository.name(),
        pulled.digest
    ));
    ui.success(&format!("artifact content extracted to {output}"));
    Ok(ExitCode::SUCCESS)
}
