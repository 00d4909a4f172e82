//! `fluxr create secret tls NAME`: client certificates and a CA for TLS.

use std::collections::BTreeMap;

use clap::Args;
use serde_json::Value;

use super::{ReadError, SecretSpec, read_file};
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};

/// Create or update a Kubernetes secret with TLS certificates
///
/// The create secret tls command generates a Kubernetes secret with certificates for use with
/// TLS.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a TLS secret with a client certificate and a CA
  fluxr create secret tls certs \\
    --namespace=my-namespace \\
    --tls-crt-file=./client.crt \\
    --tls-key-file=./client.key \\
    --ca-crt-file=./ca.crt \\
    --export")]
pub struct TlsArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
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

/// A TLS secret that cannot be made.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("--tls-crt-file and --tls-key-file must be given together")]
    Pair,
    #[error("failed to read {what} file")]
    Read {
        what: &'static str,
        #[source]
        source: ReadError,
    },
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: TlsArgs,
) -> anyhow::Result<Value> {
    let TlsArgs {
        name,
        tls_crt_file,
        tls_key_file,
        ca_crt_file,
    } = args;
    let name = create::object_name(name)?;
    if tls_crt_file.is_empty() != tls_key_file.is_empty() {
        return Err(Error::Pair.into());
    }
    let labels = create::parse_labels(&common.labels)?;
    let mut string_data = BTreeMap::new();
    for (key, what, path) in [
        ("tls.crt", "cert", &tls_crt_file),
        ("tls.key", "key", &tls_key_file),
        ("ca.crt", "CA", &ca_crt_file),
    ] {
        if !path.is_empty() {
            let content = read_file(path).map_err(|source| Error::Read { what, source })?;
            string_data.insert(key.to_owned(), content);
        }
    }
    let secret_type = if tls_crt_file.is_empty() {
        "Opaque"
    } else {
        "kubernetes.io/tls"
    };
    Ok(SecretSpec {
        name: &name,
        namespace: &ctx.namespace,
        labels: &labels,
        annotations: BTreeMap::new(),
        secret_type: Some(secret_type),
        string_data,
    }
    .to_value())
}
