//! `fluxr create secret helm NAME`: basic authentication for a HelmRepository.

use std::collections::BTreeMap;

use clap::Args;
use serde_json::Value;

use super::SecretSpec;
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};

/// Create or update a Kubernetes secret for Helm repository authentication
///
/// The create secret helm command generates a Kubernetes secret with basic authentication
/// credentials.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a Helm authentication secret
  fluxr create secret helm repo-auth \\
    --namespace=my-namespace \\
    --username=my-username \\
    --password=my-password \\
    --export")]
pub struct HelmSecretArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// Basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: HelmSecretArgs,
) -> anyhow::Result<Value> {
    let HelmSecretArgs {
        name,
        username,
        password,
    } = args;
    let name = create::object_name(name)?;
    let labels = create::parse_labels(&common.labels)?;
    let mut string_data = BTreeMap::new();
    if !username.is_empty() {
        string_data.insert("username".to_owned(), username);
    }
    if !password.is_empty() {
        string_data.insert("password".to_owned(), password);
    }
    Ok(SecretSpec {
        name: &name,
        namespace: &ctx.namespace,
        labels: &labels,
        annotations: BTreeMap::new(),
        secret_type: Some("kubernetes.io/basic-auth"),
        string_data,
    }
    .to_value())
}
