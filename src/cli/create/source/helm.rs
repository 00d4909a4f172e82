//! `fluxr create source helm NAME`: a HelmRepository, with flux's flags, defaults and checks.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use serde_json::{Map, Value, json};

use super::git::url_scheme;
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::parse_go_bool;
use crate::manifestgen::duration;
use crate::ui::Ui;

/// Create or update a HelmRepository source
///
/// The create source helm command generates a HelmRepository resource and waits for it to fetch
/// the index. For private Helm repositories, the basic authentication credentials are stored in a
/// Kubernetes secret.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a source for an HTTPS public Helm repository
  fluxr create source helm podinfo \\
    --url=https://stefanprodan.github.io/podinfo \\
    --interval=10m --export

  # Create a source for an OCI Helm repository using an existing secret
  fluxr create source helm podinfo \\
    --url=oci://ghcr.io/stefanprodan/charts/podinfo \\
    --secret-ref=docker-config --export")]
pub struct HelmArgs {
    /// The name of the HelmRepository
    #[arg(value_name = "NAME")]
    pub name: Option<String>,

    /// Helm repository address
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// Basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// Basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
    /// TLS authentication cert file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub cert_file: String,
    /// TLS authentication key file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub key_file: String,
    /// TLS authentication CA file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub ca_file: String,
    /// The name of an existing secret containing TLS, basic auth or docker-config credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// OCI provider for authentication
    #[arg(long, default_value = "", hide_default_value = true)]
    pub oci_provider: String,
    /// Pass credentials to all domains
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub pass_credentials: bool,
}

/// A HelmRepository flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("url is required")]
    UrlRequired,
    #[error("url parse failed: parse \"{}\": {reason}", crate::git::url::redact(.url))]
    UrlParse { url: String, reason: String },
    #[error("url scheme '{scheme}' not supported, can be: http, https and oci")]
    UnsupportedScheme { scheme: String },
}

/// The HelmRepository as flux exports it, from checked flags.
pub(crate) fn object(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: Duration,
    args: HelmArgs,
) -> anyhow::Result<Value> {
    let HelmArgs {
        name,
        url,
        // Credentials and TLS files only matter when fluxr creates the secret in a cluster.
        username: _,
        password: _,
        cert_file: _,
        key_file: _,
        ca_file: _,
        secret_ref,
        oci_provider,
        pass_credentials,
    } = args;
    let name = create::object_name(name)?;
    if url.is_empty() {
        return Err(Error::UrlRequired.into());
    }
    let labels = create::parse_labels(&common.labels)?;
    let scheme = url_scheme(&url).map_err(|reason| Error::UrlParse {
        url: url.clone(),
        reason,
    })?;
    if !matches!(scheme.as_str(), "http" | "https" | "oci") {
        return Err(Error::UnsupportedScheme { scheme }.into());
    }
    let mut spec = Map::new();
    spec.insert("url".into(), url.into());
    spec.insert("interval".into(), duration::format(common.interval).into());
    if scheme == "oci" {
        spec.insert("type".into(), "oci".into());
        if !oci_provider.is_empty() {
            spec.insert("provider".into(), oci_provider.into());
        }
    }
    if !fetch_timeout.is_zero() {
        spec.insert("timeout".into(), duration::format(fetch_timeout).into());
    }
    if !secret_ref.is_empty() {
        spec.insert("secretRef".into(), json!({ "name": secret_ref }));
        if pass_credentials {
            spec.insert("passCredentials".into(), true.into());
        }
    }
    Ok(json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1",
        "kind": "HelmRepository",
        "metadata": create::metadata(&name, &ctx.namespace, &labels),
        "spec": spec,
    }))
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: Duration,
    args: HelmArgs,
) -> anyhow::Result<ExitCode> {
    let object = object(ctx, common, fetch_timeout, args)?;
    if !common.export {
        return create::apply(ui, ctx, &[object]);
    }
    ui.stdout(&create::export_text(&object))?;
    Ok(ExitCode::SUCCESS)
}
