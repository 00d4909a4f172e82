//! `fluxr create secret tls NAME`: a client certificate pair and/or a CA.

use clap::Args;

use super::Generated;
use super::helm::read_tls_files;
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::manifestgen::secrets;

/// Create or update a Kubernetes secret with TLS certificates
///
/// The create secret tls command generates a Kubernetes secret with certificates for use with
/// TLS.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a TLS secret with a client certificate and a CA, on disk (PEM files)
  fluxr create secret tls certs \\
    --namespace=my-namespace \\
    --tls-crt-file=./client.crt \\
    --tls-key-file=./client.key \\
    --ca-crt-file=./ca.crt \\
    --export > certs.yaml")]
pub struct TlsArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// TLS authentication cert file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub tls_crt_file: String,
    /// TLS authentication key file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub tls_key_file: String,
    /// TLS authentication CA file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub ca_crt_file: String,
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: TlsArgs,
) -> anyhow::Result<Generated> {
    let TlsArgs {
        name,
        ignored: _,
        tls_crt_file,
        tls_key_file,
        ca_crt_file,
    } = args;
    let name = create::object_name(name)?;
    let labels = create::parse_labels(&common.labels)?;
    let files = read_tls_files(&ca_crt_file, &tls_crt_file, &tls_key_file)?;
    let secret = secrets::tls(&name, &ctx.namespace, &labels, &files)?;
    Ok(Generated {
        secret: secret.to_value(),
        what: "tls",
        blank_line: false,
    })
}
