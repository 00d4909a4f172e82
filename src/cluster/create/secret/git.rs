//! `create secret git`: credentials for a GitRepository, over SSH (a given or generated key
//! pair and the server's host key) or HTTP/S (basic authentication or a bearer token).

use super::{Generated, ReadError, read_file};
use crate::cluster::create::{object_name, parse_labels};
use crate::git::known_hosts;
use crate::manifestgen::gourl;
use crate::manifestgen::sourcesecret::{self, EcdsaCurve, KeyAlgorithm, KeyPair};

/// The flags of `create secret git`.
#[derive(Debug, Clone)]
pub struct Options {
    pub name: Option<String>,
    pub namespace: String,
    /// `--label` values, checked after the URL as flux does.
    pub labels: Vec<String>,
    pub url: String,
    pub username: String,
    pub password: String,
    pub key_algorithm: KeyAlgorithm,
    pub ca_crt_file: String,
    pub private_key_file: String,
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
    ReadCa(ReadError),
    #[error("failed to open private key file: {0}")]
    ReadPrivateKey(ReadError),
    #[error(transparent)]
    SourceSecret(#[from] sourcesecret::Error),
    #[error(transparent)]
    Scan(#[from] known_hosts::Error),
}

/// The key algorithm the `--ssh-key-algorithm`, `--ssh-rsa-bits` and `--ssh-ecdsa-curve`
/// flags ask for; the bits and the curve only matter to their own algorithm.
pub fn key_algorithm(algorithm: &str, rsa_bits: u32, curve: EcdsaCurve) -> KeyAlgorithm {
    match algorithm {
        "rsa" => KeyAlgorithm::Rsa { bits: rsa_bits },
        "ed25519" => KeyAlgorithm::Ed25519,
        _ => KeyAlgorithm::Ecdsa(curve),
    }
}

/// flux's `LoadKeyPairFromPath`: nothing without a path.
pub fn load_key_pair(path: &str, password: &str) -> Result<Option<KeyPair>, Error> {
    if path.is_empty() {
        return Ok(None);
    }
    let pem = read_file(path).map_err(Error::ReadPrivateKey)?;
    Ok(Some(sourcesecret::load_key_pair(&pem, password)?))
}

/// `host[:port]` of an SSH URL as a scan target, port 22 when none is given.
pub fn scan_target(host: &str) -> (String, u16) {
    match crate::git::GitUrl::parse(&format!("ssh://{host}/")) {
        Ok(url) => (url.host().to_owned(), url.port_or_default()),
        Err(_) => (host.to_owned(), 22),
    }
}

/// flux's `GenerateGit` for an SSH URL: the given or a new key pair, and the server's host key.
pub fn ssh_secret(
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

/// flux's `createSecretGitCmdRun`: the URL, then the labels, then what its scheme needs.
pub fn generate(options: Options) -> Result<Generated, super::Error> {
    let Options {
        name,
        namespace,
        labels,
        url,
        username,
        password,
        key_algorithm,
        ca_crt_file,
        private_key_file,
        bearer_token,
    } = options;
    let name = object_name(name)?;
    if url.is_empty() {
        return Err(Error::UrlRequired.into());
    }
    let parsed = gourl::parse(&url).map_err(Error::UrlParse)?;
    let labels = parse_labels(&labels)?;
    let base = sourcesecret::Options {
        name,
        namespace,
        labels,
        ..sourcesecret::Options::default()
    };
    let secret = match parsed.scheme.as_str() {
        "ssh" => {
            let keypair = load_key_pair(&private_key_file, &password)?;
            ssh_secret(
                sourcesecret::Options { password, ..base },
                keypair,
                key_algorithm,
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
                ..base
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

/// Go's YAML marshalling leaves out an empty `stringData` (`omitempty`).
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
