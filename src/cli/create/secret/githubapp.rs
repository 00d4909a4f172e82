//! `fluxr create secret githubapp NAME`: GitHub App credentials for Git authentication.

use std::collections::BTreeMap;

use clap::Args;
use serde_json::Value;

use super::{ReadError, SecretSpec, read_file};
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};

/// Create or update a github app secret
///
/// The create secret githubapp command generates a Kubernetes secret with the GitHub App
/// credentials source-controller uses for `provider: github`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a GitHub App secret
  fluxr create secret githubapp appinfo \\
    --app-id=1 \\
    --app-installation-owner=my-org \\
    --app-private-key=./private-key.pem \\
    --export")]
pub struct GithubAppArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// GitHub App ID
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_id: String,
    /// GitHub App Installation ID
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_installation_id: String,
    /// GitHub App Installation Owner (organization or user)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_installation_owner: String,
    /// GitHub App private key file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_private_key: String,
    /// GitHub base URL
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_base_url: String,
}

/// A GitHub App secret flux would refuse to create.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("--app-id is required")]
    AppIdRequired,
    #[error("--app-private-key is required")]
    PrivateKeyRequired,
    #[error("unable to read private key file: {0}")]
    ReadPrivateKey(ReadError),
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: GithubAppArgs,
) -> anyhow::Result<Value> {
    let GithubAppArgs {
        name,
        app_id,
        app_installation_id,
        app_installation_owner,
        app_private_key,
        app_base_url,
    } = args;
    let name = create::object_name(name)?;
    if app_id.is_empty() {
        return Err(Error::AppIdRequired.into());
    }
    if app_private_key.is_empty() {
        return Err(Error::PrivateKeyRequired.into());
    }
    // Go prints the file error inline; it is this error's detail, not a cause to chain.
    let key = read_file(&app_private_key).map_err(Error::ReadPrivateKey)?;
    let labels = create::parse_labels(&common.labels)?;
    let mut string_data = BTreeMap::from([
        ("githubAppID".to_owned(), app_id),
        ("githubAppPrivateKey".to_owned(), key),
    ]);
    for (key, value) in [
        ("githubAppInstallationID", app_installation_id),
        ("githubAppInstallationOwner", app_installation_owner),
        ("githubAppBaseURL", app_base_url),
    ] {
        if !value.is_empty() {
            string_data.insert(key.to_owned(), value);
        }
    }
    Ok(SecretSpec {
        name: &name,
        namespace: &ctx.namespace,
        labels: &labels,
        annotations: BTreeMap::new(),
        secret_type: Some("Opaque"),
        string_data,
    }
    .to_value())
}
