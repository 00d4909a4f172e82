//! `fluxr create secret proxy NAME`: a proxy address and its credentials.

use clap::Args;

use super::Generated;
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::manifestgen::secrets;

/// Create or update a Kubernetes secret for proxy authentication
///
/// The create secret proxy command generates a Kubernetes secret with the
/// proxy address and the basic authentication credentials.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a proxy secret on disk
  fluxr create secret proxy my-proxy \\
    --namespace=my-namespace \\
    --address=https://my-proxy.com \\
    --username=my-username \\
    --password=my-password \\
    --export > proxy.yaml")]
pub struct ProxyArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
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
    #[error("address is required")]
    AddressRequired,
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: ProxyArgs,
) -> anyhow::Result<Generated> {
    let ProxyArgs {
        name,
        ignored: _,
        address,
        username,
        password,
    } = args;
    let name = create::object_name(name)?;
    let labels = create::parse_labels(&common.labels)?;
    if address.is_empty() {
        return Err(Error::AddressRequired.into());
    }
    let secret = secrets::proxy(
        &name,
        &ctx.namespace,
        &labels,
        &address,
        &username,
        &password,
    )?;
    Ok(Generated {
        secret: secret.to_value(),
        what: "proxy",
        blank_line: true,
    })
}
