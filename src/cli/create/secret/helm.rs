//! `fluxr create secret helm NAME`: credentials for a HelmRepository.

use clap::Args;

use super::{Generated, ReadError, read_file};
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::manifestgen::secrets::{self, TlsFiles};

/// Create or update a Kubernetes secret for Helm repository authentication
///
/// The create secret helm command generates a Kubernetes secret with basic authentication
/// credentials.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a Helm authentication secret on disk
  fluxr create secret helm repo-auth \\
    --namespace=my-namespace \\
    --username=my-username \\
    --password=my-password \\
    --export > repo-auth.yaml

  # Create a Helm mTLS secret with a CA
  fluxr create secret helm repo-tls \\
    --tls-crt-file=./client.crt \\
    --tls-key-file=./client.key \\
    --ca-crt-file=./ca.crt")]
pub struct HelmSecretArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// Basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// Basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
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

/// A file of a TLS or Helm secret that could not be read, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum ReadFilesError {
    #[error("unable to read TLS CA file: {0}")]
    Ca(ReadError),
    #[error("failed to read cert file: {0}")]
    Cert(ReadError),
    #[error("failed to read key file: {0}")]
    Key(ReadError),
}

/// Reads the CA, then the certificate, then the key, as flux does; an empty path is skipped.
pub(crate) fn read_tls_files(ca: &str, cert: &str, key: &str) -> Result<TlsFiles, ReadFilesError> {
    let read = |path: &str, wrap: fn(ReadError) -> ReadFilesError| {
        if path.is_empty() {
            Ok(String::new())
        } else {
            read_file(path).map_err(wrap)
        }
    };
    let ca = read(ca, ReadFilesError::Ca)?;
    let cert = read(cert, ReadFilesError::Cert)?;
    let key = read(key, ReadFilesError::Key)?;
    Ok(TlsFiles { cert, key, ca })
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: HelmSecretArgs,
) -> anyhow::Result<Generated> {
    let HelmSecretArgs {
        name,
        ignored: _,
        username,
        password,
        tls_crt_file,
        tls_key_file,
        ca_crt_file,
    } = args;
    let name = create::object_name(name)?;
    let labels = create::parse_labels(&common.labels)?;
    let files = read_tls_files(&ca_crt_file, &tls_crt_file, &tls_key_file)?;
    let secret = secrets::helm(&name, &ctx.namespace, &labels, &username, &password, &files)?;
    Ok(Generated {
        secret: secret.to_value(),
        what: "helm",
        blank_line: true,
    })
}
