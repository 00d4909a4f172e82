//! `fluxr create secret oci NAME`: an image pull secret for an OCI registry.

use std::collections::BTreeMap;

use base64::Engine as _;
use clap::Args;
use serde_json::{Value, json};

use super::SecretSpec;
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};

/// Create or update a Kubernetes image pull secret
///
/// The create secret oci command generates a Kubernetes secret that can be used for
/// OCIRepository authentication.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create an image pull secret for GitHub Container Registry
  fluxr create secret oci ghcr-auth \\
    --url=ghcr.io \\
    --username=username \\
    --password=password \\
    --export")]
pub struct OciSecretArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Oci repository address e.g ghcr.io/stefanprodan/charts
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// Basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// Basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
}

/// An image pull secret flux would refuse to create.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("--url is required")]
    UrlRequired,
    #[error("--username and --password are required")]
    CredentialsRequired,
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: OciSecretArgs,
) -> anyhow::Result<Value> {
    let OciSecretArgs {
        name,
        url,
        username,
        password,
    } = args;
    let name = create::object_name(name)?;
    if url.is_empty() {
        return Err(Error::UrlRequired.into());
    }
    if username.is_empty() || password.is_empty() {
        return Err(Error::CredentialsRequired.into());
    }
    let labels = create::parse_labels(&common.labels)?;
    let registry = url.strip_prefix("oci://").unwrap_or(&url);
    let registry = registry.split('/').next().unwrap_or_default();
    let auth = base64::engine::general_purpose::STANDARD.encode(format!("{username}:{password}"));
    // Docker's config file, fields in the order Docker writes them.
    let config = json!({
        "auths": { registry: { "username": username, "password": password, "auth": auth } }
    });
    let string_data = BTreeMap::from([(".dockerconfigjson".to_owned(), config.to_string())]);
    Ok(SecretSpec {
        name: &name,
        namespace: &ctx.namespace,
        labels: &labels,
        annotations: BTreeMap::new(),
        secret_type: Some("kubernetes.io/dockerconfigjson"),
        string_data,
    }
    .to_value())
}
