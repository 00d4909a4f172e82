//! `fluxr create secret git NAME`: credentials for a GitRepository.

use clap::Args;

use super::{Generated, read_file};
use crate::cli::GlobalContext;
use crate::cli::create::flags;
use crate::cli::create::{self, CreateCommonArgs};
use crate::git::known_hosts;
use crate::manifestgen::gourl;
use crate::manifestgen::sourcesecret::{self, EcdsaCurve, KeyAlgorithm, KeyPair};

// `bootstrap` takes the same SSH key flags, with the same checks.
pub(crate) use crate::cli::create::flags::{
    ecdsa_curve as parse_ecdsa_curve, public_key_algorithm as parse_key_algorithm,
    rsa_key_bits as parse_rsa_bits,
};

/// Create or update a Kubernetes secret for Git authentication
///
/// The create secret git command generates a Kubernetes secret with Git credentials.
/// For Git over SSH, the host and SSH keys are automatically generated and stored
/// in the secret.
/// For Git over HTTP/S, the provided basic authentication credentials or bearer
/// authentication token are stored in the secret.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a Git SSH authentication secret with an Ed25519 key pair
  fluxr create secret git podinfo-auth \\
    --url=ssh://git@github.com/stefanprodan/podinfo \\
    --ssh-key-algorithm=ed25519

  # Create a Git SSH authentication secret from an existing private key
  fluxr create secret git podinfo-auth \\
    --url=ssh://git@github.com/stefanprodan/podinfo \\
    --private-key-file=./private.key

  # Create a Git HTTP/S basic authentication secret on disk
  fluxr create secret git podinfo-auth \\
    --url=https://github.com/stefanprodan/podinfo \\
    --username=username \\
    --password=password \\
    --export > podinfo-auth.yaml")]
pub struct GitSecretArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// Git address, e.g. ssh://git@host/org/repository
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// Basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// Basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
    /// SSH public key algorithm (rsa, ecdsa, ed25519)
    #[arg(long, default_value = "ecdsa", value_parser = flags::public_key_algorithm)]
    pub ssh_key_algorithm: String,
    /// SSH RSA public key bit size (multiplies of 8, min 1024)
    #[arg(long, default_value = "2048", value_parser = flags::rsa_key_bits)]
    pub ssh_rsa_bits: u32,
    /// SSH ECDSA public key curve (p256, p384, p521)
    #[arg(long, default_value = "p384", value_parser = flags::ecdsa_curve)]
    pub ssh_ecdsa_curve: EcdsaCurve,
    /// Path to TLS CA certificate file used for validating self-signed certificates
    #[arg(long, default_value = "", hide_default_value = true)]
    pub ca_crt_file: String,
    /// Path to a passwordless private key file used for authenticating to the Git SSH server
    #[arg(long, default_value = "", hide_default_value = true)]
    pub private_key_file: String,
    /// Bearer authentication token
    #[arg(long, default_value = "", hide_default_value = true)]
    pub bearer_token: String,
}

/// A Git secret flux would refuse to create, or one fluxr cannot make.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("url is required")]
    UrlRequired,
    #[error("git URL parse failed: {0}")]
    UrlParse(gourl::Error),
    #[error("git URL scheme '{scheme}' not supported, can be: ssh, http and https")]
    UnsupportedScheme { scheme: String },
    #[error("for Git over HTTP/S the username and password, or a bearer token is required")]
    CredentialsRequired,
    #[error("user credentials and bearer token cannot be used together")]
    CredentialsAndToken,
    #[error("unable to read TLS CA file: {0}")]
    ReadCa(super::ReadError),
    #[error("failed to open private key file: {0}")]
    ReadPrivateKey(super::ReadError),
    #[error(transparent)]
    SourceSecret(#[from] sourcesecret::Error),
    #[error(transparent)]
    Scan(#[from] known_hosts::Error),
}

/// The key algorithm the flags ask for.
pub(crate) fn key_algorithm(algorithm: &str, rsa_bits: u32, curve: EcdsaCurve) -> KeyAlgorithm {
    match algorithm {
        "rsa" => KeyAlgorithm::Rsa { bits: rsa_bits },
        "ed25519" => KeyAlgorithm::Ed25519,
        _ => KeyAlgorithm::Ecdsa(curve),
    }
}

/// flux's `LoadKeyPairFromPath`: nothing without a path.
pub(crate) fn load_key_pair(path: &str, password: &str) -> Result<Option<KeyPair>, Error> {
    if path.is_empty() {
        return Ok(None);
    }
    let pem = read_file(path).map_err(Error::ReadPrivateKey)?;
    Ok(Some(sourcesecret::load_key_pair(&pem, password)?))
}

/// `host[:port]` of an SSH URL as a scan target, port 22 when none is given.
pub(crate) fn scan_target(host: &str) -> (String, u16) {
    match crate::git::GitUrl::parse(&format!("ssh://{host}/")) {
        Ok(url) => (url.host().to_owned(), url.port_or_default()),
        Err(_) => (host.to_owned(), 22),
    }
}

/// flux's `GenerateGit` for an SSH URL: the given or a new key pair, and the server's host key.
pub(crate) fn ssh_secret(
    options: sourcesecret::Options,
    keypair: Option<KeyPair>,
    algorithm: KeyAlgorithm,
    host: &str,
) -> Result<serde_json::Value, Error> {
    let keypair = match keypair {
        Some(keypair) => keypair,
        None => sourcesecret::generate_key_pair(algorithm)?,
    };
    let (name, port) = scan_target(host);
    let known_hosts = known_hosts::scan(&name, port, known_hosts::SCAN_TIMEOUT, &[])?;
    Ok(sourcesecret::secret(&sourcesecret::Options {
        keypair: Some(keypair),
        known_hosts: Some(known_hosts),
        ..options
    })?)
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: GitSecretArgs,
) -> anyhow::Result<Generated> {
    let GitSecretArgs {
        name,
        ignored: _,
        url,
        username,
        password,
        bearer_token,
        ca_crt_file,
        private_key_file,
        ssh_key_algorithm,
        ssh_rsa_bits,
        ssh_ecdsa_curve,
    } = args;
    let name = create::object_name(name)?;
    if url.is_empty() {
        return Err(Error::UrlRequired.into());
    }
    let parsed = gourl::parse(&url).map_err(Error::UrlParse)?;
    let labels = create::parse_labels(&common.labels)?;
    let options = sourcesecret::Options {
        name,
        namespace: ctx.namespace.clone(),
        labels,
        ..sourcesecret::Options::default()
    };
    let secret = match parsed.scheme.as_str() {
        "ssh" => {
            let keypair = load_key_pair(&private_key_file, &password)?;
            let algorithm = key_algorithm(&ssh_key_algorithm, ssh_rsa_bits, ssh_ecdsa_curve);
            ssh_secret(
                sourcesecret::Options {
                    password,
                    ..options
                },
                keypair,
                algorithm,
                &parsed.host,
            )?
        }
        "http" | "https" => {
            if (username.is_empty() || password.is_empty()) && bearer_token.is_empty() {
                return Err(Error::CredentialsRequired.into());
            }
            if !username.is_empty() && !password.is_empty() && !bearer_token.is_empty() {
                return Err(Error::CredentialsAndToken.into());
            }
            let ca_crt = if ca_crt_file.is_empty() {
                None
            } else {
                Some(read_file(&ca_crt_file).map_err(Error::ReadCa)?)
            };
            // flux stores the user only together with the password.
            let (username, password) = if username.is_empty() || password.is_empty() {
                (String::new(), String::new())
            } else {
                (username, password)
            };
            sourcesecret::secret(&sourcesecret::Options {
                username,
                password,
                bearer_token,
                ca_crt,
                ..options
            })
            .map_err(Error::from)?
        }
        scheme => {
            return Err(Error::UnsupportedScheme {
                scheme: scheme.to_owned(),
            }
            .into());
        }
    };
    Ok(Generated {
        secret: without_empty_string_data(secret),
        what: "git",
        blank_line: true,
    })
}

/// flux leaves out an empty `stringData`.
fn without_empty_string_data(mut secret: serde_json::Value) -> serde_json::Value {
    if secret
        .get("stringData")
        .and_then(serde_json::Value::as_object)
        .is_some_and(serde_json::Map::is_empty)
        && let Some(object) = secret.as_object_mut()
    {
        object.remove("stringData");
    }
    secret
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scan_targets_default_to_port_22() {
        assert_eq!(scan_target("github.com"), ("github.com".into(), 22));
        assert_eq!(scan_target("127.0.0.1:2222"), ("127.0.0.1".into(), 2222));
        assert_eq!(scan_target("[::1]:2222"), ("::1".into(), 2222));
        assert_eq!(scan_target("[::1]"), ("::1".into(), 22));
    }
}
