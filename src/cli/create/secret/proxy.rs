//! `fluxr create secret proxy NAME`: a proxy address and its credentials.

use std::collections::BTreeMap;

use clap::Args;
use serde_json::Value;

use super::SecretSpec;
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};

/// Create or update a Kubernetes secret for proxy authentication
///
/// The create secret proxy command generates a Kubernetes secret with the proxy address and the
/// basic authentication credentials.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a proxy secret
  fluxr create secret proxy my-proxy \\
    --namespace=my-namespace \\
    --address=https://my-proxy.com \\
    --username=my-username \\
    --password=my-password \\
    --export")]
pub struct ProxyArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Proxy address
    #[arg(long, default_value = "", hide_default_value = true)]
    pub address: String,
    /// Basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// Basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
}

/// A proxy secret flux would refuse to create.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("--address is required")]
    AddressRequired,
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: ProxyArgs,
) -> anyhow::Result<Value> {
    let ProxyArgs {
        name,
        address,
        username,
        password,
    } = args;
    let name = create::object_name(name)?;
    if address.is_empty() {
        return Err(Error::AddressRequired.into());
    }
    let labels = create::parse_labels(&common.labels)?;
    let mut string_data = BTreeMap::from([("address".to_owned(), address)]);
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
        secret_type: Some("Opaque"),
        string_data,
    }
    .to_value())
}
