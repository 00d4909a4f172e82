//! `fluxr create secret git NAME`: credentials for a GitRepository.

use std::collections::BTreeMap;

use clap::Args;
use serde_json::Value;

use super::{SecretSpec, read_file};
use crate::cli::GlobalContext;
use crate::cli::create::source::git::url_scheme;
use crate::cli::create::{self, CreateCommonArgs};
use crate::git::known_hosts;
use crate::manifestgen::sourcesecret::{self, EcdsaCurve, KeyAlgorithm};

/// Create or update a Kubernetes secret for Git authentication
///
/// The create secret git command generates a Kubernetes secret with Git credentials. For Git
/// over HTTP/S, the provided basic authentication credentials or bearer authentication token are
/// stored in the secret. For Git over SSH, a key pair is generated (or read from
/// --private-key-file) and the server's host key is scanned into known_hosts.
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
    /// SSH public key algorithm (rsa, ecdsa, ed25519)
    #[arg(long, default_value = "ecdsa", value_parser = parse_key_algorithm)]
    pub ssh_key_algorithm: String,
    /// SSH RSA public key bit size (multiplies of 8)
    #[arg(long, default_value = "2048", value_parser = parse_rsa_bits)]
    pub ssh_rsa_bits: u32,
    /// SSH ECDSA public key curve (p256, p384, p521)
    #[arg(long, default_value = "p384", value_parser = parse_ecdsa_curve)]
    pub ssh_ecdsa_curve: EcdsaCurve,
}

pub(crate) fn parse_key_algorithm(value: &str) -> Result<String, String> {
    const SUPPORTED: &str = "rsa, ecdsa, ed25519";
    match value {
        "rsa" | "ecdsa" | "ed25519" => Ok(value.to_owned()),
        _ if value.trim().is_empty() => Err(format!(
            "no public key algorithm given, must be one of: {SUPPORTED}"
        )),
        _ => Err(format!(
            "unsupported public key algorithm '{value}', must be one of: {SUPPORTED}"
        )),
    }
}

pub(crate) fn parse_rsa_bits(value: &str) -> Result<u32, String> {
    if value.trim().is_empty() {
        return Ok(2048);
    }
    let bits: u32 = value
        .parse()
        .map_err(|_| format!("strconv.Atoi: parsing \"{value}\": invalid syntax"))?;
    if !bits.is_multiple_of(8) {
        return Err("RSA key bit size should be a multiples of 8".to_owned());
    }
    Ok(bits)
}

pub(crate) fn parse_ecdsa_curve(value: &str) -> Result<EcdsaCurve, String> {
    match value {
        "p256" => Ok(EcdsaCurve::P256),
        "p384" => Ok(EcdsaCurve::P384),
        "p521" => Ok(EcdsaCurve::P521),
        _ => Err(format!(
            "unsupported curve '{value}', should be one of: p256, p384, p521"
        )),
    }
}

/// A Git secret flux would refuse to create, or one fluxr cannot make offline.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("url is required")]
    UrlRequired,
    #[error("git URL parse failed: parse \"{}\": {reason}", crate::git::url::redact(.url))]
    UrlParse { url: String, reason: String },
    #[error("git URL scheme '{scheme}' not supported, can be: ssh, http and https")]
    UnsupportedScheme { scheme: String },
    #[error("for Git over HTTP/S the username and password, or a bearer token is required")]
    CredentialsRequired,
    #[error("user credentials and bearer token cannot be used together")]
    CredentialsAndToken,
    #[error("unable to read TLS CA file")]
    ReadCa(#[source] super::ReadError),
    #[error("failed to open private key file: open {path}: {reason}")]
    ReadPrivateKey { path: String, reason: String },
    #[error(transparent)]
    SourceSecret(#[from] sourcesecret::Error),
    #[error(transparent)]
    Scan(#[from] known_hosts::Error),
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
        private_key_file,
        ssh_key_algorithm,
        ssh_rsa_bits,
        ssh_ecdsa_curve,
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
        "ssh" => {
            let keypair = if private_key_file.is_empty() {
                let algorithm = match ssh_key_algorithm.as_str() {
                    "rsa" => KeyAlgorithm::Rsa { bits: ssh_rsa_bits },
                    "ed25519" => KeyAlgorithm::Ed25519,
                    _ => KeyAlgorithm::Ecdsa(ssh_ecdsa_curve),
                };
                sourcesecret::generate_key_pair(algorithm).map_err(Error::from)?
            } else {
                let pem = read_file(&private_key_file).map_err(|err| Error::ReadPrivateKey {
                    path: err.path,
                    reason: err.reason,
                })?;
                sourcesecret::load_key_pair(&pem, &password).map_err(Error::from)?
            };
            let (host, port) = ssh_host_port(&url).ok_or_else(|| Error::UrlParse {
                url: url.clone(),
                reason: "missing host".to_owned(),
            })?;
            let known_hosts = known_hosts::scan(&host, port, known_hosts::SCAN_TIMEOUT, &[])
                .map_err(Error::from)?;
            let options = sourcesecret::Options {
                name,
                namespace: ctx.namespace.clone(),
                labels,
                password,
                keypair: Some(keypair),
                known_hosts: Some(known_hosts),
                ..sourcesecret::Options::default()
            };
            return Ok(sourcesecret::secret(&options).map_err(Error::from)?);
        }
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

/// Host and port of an `ssh://` URL, port 22 when none is given.
fn ssh_host_port(url: &str) -> Option<(String, u16)> {
    let remote = crate::git::Remote::parse(url)?;
    Some((remote.host, remote.port))
}
