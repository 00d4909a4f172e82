//! `fluxr tag artifact oci://REPO:TAG --tag T`: more tags for an artifact, in its repository.

use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;

use super::{Connect, RegistryArgs};
use crate::cli::GlobalContext;
use crate::oci::reference::parse_artifact_url;
use crate::oci::registry::Access;
use crate::ui::Ui;

// Short and Long are on the sub-command that holds these arguments (`artifact/mod.rs`): clap
// shows those.
#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
#[command(after_help = "Examples:
  # Tag an artifact version as latest
  fluxr tag artifact oci://ghcr.io/org/manifests/app:v0.0.1 --tag latest")]
pub struct TagArtifactArgs {
    /// The artifact address, oci://<registry>/<repository>:<tag> or @<digest>
    #[arg(value_name = "URL")]
    pub url: Option<String>,
    /// tag name
    #[arg(long = "tag", value_parser = crate::cli::string_slice::parse, value_name = "TAG")]
    pub tags: Vec<crate::cli::string_slice::StringSlice>,
    #[command(flatten)]
    pub registry: RegistryArgs,
}

/// A tag flux refuses, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("artifact name is required")]
    NameRequired,
    #[error("--tag is required")]
    TagRequired,
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: TagArtifactArgs) -> anyhow::Result<ExitCode> {
    let TagArtifactArgs {
        url,
        tags,
        registry,
    } = args;
    let url = url.ok_or(Error::NameRequired)?;
    if tags.is_empty() {
        return Err(Error::TagRequired.into());
    }
    let (address, reference) = parse_artifact_url(&url)?;
    let credentials = super::credentials(ui, &registry)?;
    ui.action("tagging artifact");
    let session = super::open(
        ui,
        ctx,
        &reference.repository,
        credentials,
        Connect {
            registry: &registry,
            insecure: false,
            access: Access::Push,
            retry: false,
            debug: false,
        },
    )
    // flux reaches the registry inside `crane.Tag`, which names the address it fetches.
    .with_context(|| format!("fetching \"{address}\""))
    .context("tagging artifact failed")?;
    for tag in &crate::cli::string_slice::values(tags) {
        let tagged = session
            .tag(&reference, &address, tag)
            .context("tagging artifact failed")?;
        ui.success(&format!("artifact tagged as {}", tagged.name()));
    }
    Ok(ExitCode::SUCCESS)
}
