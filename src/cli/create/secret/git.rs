//! `fluxr create secret git NAME`: credentials for a GitRepository.

use std::collections::BTreeMap;

use clap::Args;
use serde_json::Value;

use super::{SecretSpec, read_file};
use crate::cli::GlobalContext;
use crate::cli::create::source::git::url_scheme;
use crate::cli::create::{self, CreateCommonArgs};

/// Create or update a Kubernetes secret for Git authentication
///
/// The create secret git command generates a Kubernetes secret with Git credentials. For Git
/// over HTTP/S, the provided basic authentication credentials or bearer authentication token are
/// stored in the secret. SSH keys need the server's host key, which fluxr cannot scan offline.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a Git HTTP/S basic authentication secret
  fluxr create secret git podinfo-auth \\
    --url=https://github.com/stefanprodan/podinfo \\
    --username=username \\
    --password=password \\
    --export > podinfo-auth.yaml")]
pub struct GitSecretArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Git address, e.g. ssh://git@host/org/repository
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// Basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// Basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
    /// Bearer authentication token
    #[arg(long, default_value = "", hide_default_value = true)]
    pub bearer_token: String,
    /// Path to TLS CA certificate file used for validating self-signed certificates
    #[arg(long, default_value = "", hide_default_value = true)]
    pub ca_crt_file: String,
    /// Path to TLS CA certificate file used for validating self-signed certificates
    #[arg(long, default_value = "", hide_default_value = true, hide = true)]
    pub ca_file: String,
    /// Path to a passwordless private key file used for authenticating to the Git SSH server
    #[arg(long, default_value = "", hide_default_value = true)]
    pub private_key_file: String,
}

/// A Git secret flux would refuse to create, or one fluxr cannot make offline.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("url is required")]
    UrlRequired,
    #[error("git URL parse failed: parse \"{url}\": {reason}")]
    UrlParse { url: String, reason: String },
    #[error("git URL scheme '{scheme}' not supported, can be: ssh, http and https")]
    UnsupportedScheme { scheme: String },
    #[error("for Git over HTTP/S the username and password, or a bearer token is required")]
    CredentialsRequired,
    #[error("user credentials and bearer token cannot be used together")]
    CredentialsAndToken,
    #[error("unable to read TLS CA file")]
    ReadCa(#[source] super::ReadError),
    #[error("SSH secrets need the host key of the Git server, which fluxr cannot scan yet")]
    Ssh,
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: GitSecretArgs,
) -> anyhow::Result<Value> {
    let GitSecretArgs {
        name,
        url,
        username,
        password,
        bearer_token,
        ca_crt_file,
        ca_file,
        private_key_file: _,
    } = args;
    let name = create::object_name(name)?;
    if url.is_empty() {
        return Err(Error::UrlRequired.into());
    }
    let scheme = url_scheme(&url).map_err(|reason| Error::UrlParse {
        url: url.clone(),
        reason,
    })?;
    let labels = create::parse_labels(&common.labels)?;
    let mut string_data = BTreeMap::new();
    match scheme.as_str() {
        "ssh" => return Err(Error::Ssh.into()),
        "http" | "https" => {
            if (username.is_empty() || password.is_empty()) && bearer_token.is_empty() {
                return Err(Error::CredentialsRequired.into());
            }
            if !username.is_empty() && !password.is_empty() && !bearer_token.is_empty() {
                return Err(Error::CredentialsAndToken.into());
            }
            if !username.is_empty() {
                string_data.insert("username".to_owned(), username);
            }
            if !password.is_empty() {
                string_data.insert("password".to_owned(), password);
            }
            if !bearer_token.is_empty() {
                string_data.insert("bearerToken".to_owned(), bearer_token);
            }
            let ca = if ca_crt_file.is_empty() {
                ca_file
            } else {
                ca_crt_file
            };
            if !ca.is_empty() {
                string_data.insert("ca.crt".to_owned(), read_file(&ca).map_err(Error::ReadCa)?);
            }
        }
        _ => return Err(Error::UnsupportedScheme { scheme }.into()),
    }
    Ok(SecretSpec {
        name: &name,
        namespace: &ctx.namespace,
        labels: &labels,
        annotations: BTreeMap::new(),
        secret_type: None,
        string_data,
    }
    .to_value())
}
