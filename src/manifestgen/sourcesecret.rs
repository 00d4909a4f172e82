//! The Secret a GitRepository authenticates with, as flux's `sourcesecret` generator writes it:
//! an SSH deploy key with the server's `known_hosts`, or HTTP/S basic credentials, or a bearer
//! token, each optionally with a CA certificate. Keys are generated with OpenSSL and stored as
//! PKCS#8 PEM, which is what flux stores; the public half is an `authorized_keys` line.
//!
//! Nothing here touches the network or the file system: the caller scans the host key and reads
//! files, then hands the text over.

use std::collections::BTreeMap;

use openssl::bn::BigNumContext;
use openssl::ec::{EcGroup, EcKey, PointConversionForm};
use openssl::nid::Nid;
use openssl::pkey::{Id, PKey, Private};
use openssl::rsa::Rsa;
use serde_json::{Map, Value};
use ssh_key::public::{EcdsaPublicKey, Ed25519PublicKey, KeyData, RsaPublicKey};
use ssh_key::{Mpint, PublicKey};

/// Secret keys, as the source-controller reads them.
pub const PRIVATE_KEY_KEY: &str = "identity";
pub const PUBLIC_KEY_KEY: &str = "identity.pub";
pub const KNOWN_HOSTS_KEY: &str = "known_hosts";
pub const USERNAME_KEY: &str = "username";
pub const PASSWORD_KEY: &str = "password";
pub const BEARER_TOKEN_KEY: &str = "bearerToken";
pub const CA_CRT_KEY: &str = "ca.crt";

/// The smallest RSA key flux accepts.
pub const MIN_RSA_BITS: u32 = 1024;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("user credentials and bearer token cannot be used together")]
    CredentialsAndToken,
    #[error("an SSH key pair needs the known_hosts of the Git server")]
    KnownHostsRequired,
    #[error("key pair generation failed, error: {reason}")]
    Generate { reason: String },
    #[error("RSA key size must be a multiple of 8 and at least {MIN_RSA_BITS}, got {bits}")]
    RsaBits { bits: u32 },
    #[error("ssh: no key found")]
    NoKeyFound,
    #[error("ssh: this private key is passphrase protected")]
    PassphraseProtected,
    #[error("ssh: key is not password protected")]
    NotPasswordProtected,
    #[error("ssh: not an encrypted key")]
    NotEncrypted,
    #[error("x509: decryption password incorrect")]
    IncorrectPassword,
    #[error("unable to parse private key: {reason}")]
    ParseKey { reason: String },
    #[error("ssh: unsupported key type {key_type}")]
    UnsupportedKey { key_type: String },
}

/// The elliptic curves flux offers for ECDSA keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EcdsaCurve {
    P256,
    #[default]
    P384,
    P521,
}

impl EcdsaCurve {
    fn nid(self) -> Nid {
        match self {
            EcdsaCurve::P256 => Nid::X9_62_PRIME256V1,
            EcdsaCurve::P384 => Nid::SECP384R1,
            EcdsaCurve::P521 => Nid::SECP521R1,
        }
    }
}

/// The algorithm of a key generated for a deploy key; flux defaults to ECDSA P-384.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyAlgorithm {
    Rsa { bits: u32 },
    Ecdsa(EcdsaCurve),
    Ed25519,
}

impl Default for KeyAlgorithm {
    fn default() -> Self {
        KeyAlgorithm::Ecdsa(EcdsaCurve::P384)
    }
}

/// An SSH key pair as it goes into the Secret: the private key as PEM text, the public key as
/// an `authorized_keys` line ending in a newline.
#[derive(Clone, PartialEq, Eq)]
pub struct KeyPair {
    pub private_key: String,
    pub public_key: String,
}

impl std::fmt::Debug for KeyPair {
    // The private key must never end up in a log or an error message.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KeyPair")
            .field("public_key", &self.public_key)
            .finish_non_exhaustive()
    }
}

/// Everything the Secret is made of. Empty strings mean "not given", as in flux.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub name: String,
    pub namespace: String,
    pub labels: BTreeMap<String, String>,
    pub username: String,
    pub password: String,
    pub bearer_token: String,
    pub ca_crt: Option<String>,
    pub keypair: Option<KeyPair>,
    /// `known_hosts` lines of the Git server; needed with a key pair.
    pub known_hosts: Option<String>,
}

/// Builds the v1 Secret with `stringData`, keys in flux's (sorted) order.
pub fn secret(options: &Options) -> Result<Value, Error> {
    if !options.username.is_empty() && !options.bearer_token.is_empty() {
        return Err(Error::CredentialsAndToken);
    }
    let mut data = BTreeMap::new();
    if !options.username.is_empty() && !options.password.is_empty() {
        data.insert(USERNAME_KEY, options.username.clone());
        data.insert(PASSWORD_KEY, options.password.clone());
    }
    if !options.bearer_token.is_empty() {
        data.insert(BEARER_TOKEN_KEY, options.bearer_token.clone());
    }
    if let Some(ca) = options.ca_crt.as_ref().filter(|ca| !ca.is_empty()) {
        data.insert(CA_CRT_KEY, ca.clone());
    }
    if let Some(keypair) = &options.keypair {
        let known_hosts = options
            .known_hosts
            .as_deref()
            .map(str::trim)
            .filter(|hosts| !hosts.is_empty())
            .ok_or(Error::KnownHostsRequired)?;
        data.insert(PRIVATE_KEY_KEY, keypair.private_key.clone());
        data.insert(PUBLIC_KEY_KEY, keypair.public_key.clone());
        data.insert(KNOWN_HOSTS_KEY, known_hosts.to_owned());
        // The password of an encrypted private key travels with it.
        if !options.password.is_empty() {
            data.insert(PASSWORD_KEY, options.password.clone());
        }
    }

    let mut metadata = Map::new();
    if !options.labels.is_empty() {
        let labels: Map<String, Value> = options
            .labels
            .iter()
            .map(|(key, value)| (key.clone(), Value::String(value.clone())))
            .collect();
        metadata.insert("labels".into(), labels.into());
    }
    metadata.insert("name".into(), options.name.clone().into());
    metadata.insert("namespace".into(), options.namespace.clone().into());
    let mut secret = Map::new();
    secret.insert("apiVersion".into(), "v1".into());
    secret.insert("kind".into(), "Secret".into());
    secret.insert("metadata".into(), metadata.into());
    let string_data: Map<String, Value> = data
        .into_iter()
        .map(|(key, value)| (key.to_owned(), Value::String(value)))
        .collect();
    secret.insert("stringData".into(), string_data.into());
    Ok(secret.into())
}

/// Generates a new key pair: PKCS#8 PEM private key, `authorized_keys` public line.
pub fn generate_key_pair(algorithm: KeyAlgorithm) -> Result<KeyPair, Error> {
    let generate = |err: openssl::error::ErrorStack| Error::Generate {
        reason: err.to_string(),
    };
    let pkey = match algorithm {
        KeyAlgorithm::Rsa { bits } => {
            if bits < MIN_RSA_BITS || !bits.is_multiple_of(8) {
                return Err(Error::RsaBits { bits });
            }
            PKey::from_rsa(Rsa::generate(bits).map_err(generate)?).map_err(generate)?
        }
        KeyAlgorithm::Ecdsa(curve) => {
            let group = EcGroup::from_curve_name(curve.nid()).map_err(generate)?;
            PKey::from_ec_key(EcKey::generate(&group).map_err(generate)?).map_err(generate)?
        }
        KeyAlgorithm::Ed25519 => PKey::generate_ed25519().map_err(generate)?,
    };
    let private_key = pkey.private_key_to_pem_pkcs8().map_err(generate)?;
    Ok(KeyPair {
        private_key: String::from_utf8_lossy(&private_key).into_owned(),
        public_key: authorized_key(&pkey)?,
    })
}

/// Reads a private key the user supplied, as Go's `ssh.ParsePrivateKey` (no password) or
/// `ssh.ParsePrivateKeyWithPassphrase` does: the first PEM block decides; a password is only
/// for an encrypted key, and an encrypted key needs the right one. The private key is stored
/// exactly as given; the public half is derived from it.
pub fn load_key_pair(private_key: &str, password: &str) -> Result<KeyPair, Error> {
    let block = first_pem_block(private_key).ok_or(Error::NoKeyFound)?;
    let legacy_encrypted =
        block.headers.contains("Proc-Type:") && block.headers.contains("ENCRYPTED");
    let public_key = if block.kind == "OPENSSH PRIVATE KEY" {
        let key =
            ssh_key::PrivateKey::from_openssh(private_key).map_err(|err| Error::ParseKey {
                reason: err.to_string(),
            })?;
        match (key.is_encrypted(), password.is_empty()) {
            (true, true) => return Err(Error::PassphraseProtected),
            (false, false) => return Err(Error::NotPasswordProtected),
            (true, false) => {
                key.decrypt(password.as_bytes())
                    .map_err(|_| Error::IncorrectPassword)?;
            }
            (false, true) => {}
        }
        openssh_line(key.public_key().key_data().clone())?
    } else {
        if legacy_encrypted && password.is_empty() {
            return Err(Error::PassphraseProtected);
        }
        if !legacy_encrypted && !password.is_empty() {
            return Err(Error::NotEncrypted);
        }
        if !matches!(
            block.kind.as_str(),
            "RSA PRIVATE KEY" | "PRIVATE KEY" | "EC PRIVATE KEY" | "DSA PRIVATE KEY"
        ) {
            return Err(Error::UnsupportedKey {
                key_type: format!("{:?}", block.kind),
            });
        }
        let pkey =
            PKey::private_key_from_pem_passphrase(private_key.as_bytes(), password.as_bytes())
                .map_err(|err| {
                    if legacy_encrypted {
                        Error::IncorrectPassword
                    } else {
                        Error::ParseKey {
                            reason: err.to_string(),
                        }
                    }
                })?;
        authorized_key(&pkey)?
    };
    Ok(KeyPair {
        private_key: private_key.to_owned(),
        public_key,
    })
}

/// The type and headers of the first PEM block in `text`, as Go's `pem.Decode` finds it.
struct PemHead {
    kind: String,
    headers: String,
}

fn first_pem_block(text: &str) -> Option<PemHead> {
    let mut rest = text;
    loop {
        let start = rest.find("-----BEGIN ")?;
        let after = &rest[start + "-----BEGIN ".len()..];
        let line_end = after.find('\n').unwrap_or(after.len());
        let line = after[..line_end].trim_end_matches('\r');
        if let Some(kind) = line.strip_suffix("-----") {
            let body = after[line_end..]
                .strip_prefix('\n')
                .unwrap_or(&after[line_end..]);
            if body.contains(&format!("-----END {kind}-----")) {
                let headers: String = body
                    .lines()
                    .take_while(|l| l.contains(':'))
                    .collect::<Vec<_>>()
                    .join("\n");
                return Some(PemHead {
                    kind: kind.to_owned(),
                    headers,
                });
            }
        }
        rest = after;
    }
}

/// The `authorized_keys` line of an OpenSSL key, newline-terminated as Go's
/// `MarshalAuthorizedKey` writes it.
fn authorized_key(pkey: &PKey<Private>) -> Result<String, Error> {
    let parse = |err: &dyn std::fmt::Display| Error::ParseKey {
        reason: err.to_string(),
    };
    let key_data = match pkey.id() {
        Id::ED25519 => {
            let raw = pkey.raw_public_key().map_err(|err| parse(&err))?;
            let bytes: [u8; 32] = raw.as_slice().try_into().map_err(|_| Error::ParseKey {
                reason: "ed25519 public key is not 32 bytes".to_owned(),
            })?;
            KeyData::Ed25519(Ed25519PublicKey(bytes))
        }
        Id::EC => {
            let ec = pkey.ec_key().map_err(|err| parse(&err))?;
            let mut ctx = BigNumContext::new().map_err(|err| parse(&err))?;
            let point = ec
                .public_key()
                .to_bytes(ec.group(), PointConversionForm::UNCOMPRESSED, &mut ctx)
                .map_err(|err| parse(&err))?;
            KeyData::Ecdsa(EcdsaPublicKey::from_sec1_bytes(&point).map_err(|err| parse(&err))?)
        }
        Id::RSA => {
            let rsa = pkey.rsa().map_err(|err| parse(&err))?;
            let e = Mpint::from_positive_bytes(&rsa.e().to_vec()).map_err(|err| parse(&err))?;
            let n = Mpint::from_positive_bytes(&rsa.n().to_vec()).map_err(|err| parse(&err))?;
            KeyData::Rsa(RsaPublicKey { e, n })
        }
        other => {
            return Err(Error::UnsupportedKey {
                key_type: format!("{other:?}"),
            });
        }
    };
    openssh_line(key_data)
}

fn openssh_line(key_data: KeyData) -> Result<String, Error> {
    let line = PublicKey::new(key_data, "")
        .to_openssh()
        .map_err(|err| Error::ParseKey {
            reason: err.to_string(),
        })?;
    Ok(format!("{}\n", line.trim_end()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options() -> Options {
        Options {
            name: "podinfo-auth".into(),
            namespace: "flux-system".into(),
            ..Options::default()
        }
    }

    fn string_data(secret: &Value) -> Vec<(&str, &str)> {
        secret["stringData"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(key, value)| (key.as_str(), value.as_str().unwrap()))
            .collect()
    }

    #[test]
    fn basic_auth_with_ca() {
        let secret = secret(&Options {
            username: "git".into(),
            password: "s3cret".into(),
            ca_crt: Some("---ca---\n".into()),
            ..options()
        })
        .unwrap();
        assert_eq!(
            string_data(&secret),
            [
                ("ca.crt", "---ca---\n"),
                ("password", "s3cret"),
                ("username", "git")
            ]
        );
        assert_eq!(secret["apiVersion"], "v1");
        assert_eq!(secret["kind"], "Secret");
        assert_eq!(secret["metadata"]["name"], "podinfo-auth");
        assert_eq!(secret["metadata"]["namespace"], "flux-system");
        assert!(secret["metadata"].get("labels").is_none());
    }

    #[test]
    fn bearer_token_alone() {
        let secret = secret(&Options {
            bearer_token: "tok".into(),
            ..options()
        })
        .unwrap();
        assert_eq!(string_data(&secret), [("bearerToken", "tok")]);
    }

    #[test]
    fn user_and_bearer_token_refused_in_flux_words() {
        let err = secret(&Options {
            username: "git".into(),
            bearer_token: "tok".into(),
            ..options()
        })
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "user credentials and bearer token cannot be used together"
        );
    }

    #[test]
    fn ssh_secret_has_identity_public_key_known_hosts_and_password() {
        let keypair = generate_key_pair(KeyAlgorithm::Ed25519).unwrap();
        let secret = secret(&Options {
            keypair: Some(keypair.clone()),
            known_hosts: Some("github.com ssh-ed25519 AAAA\n".into()),
            password: "pass".into(),
            ..options()
        })
        .unwrap();
        let data = string_data(&secret);
        let keys: Vec<&str> = data.iter().map(|(key, _)| *key).collect();
        assert_eq!(
            keys,
            ["identity", "identity.pub", "known_hosts", "password"]
        );
        assert_eq!(data[0].1, keypair.private_key);
        assert_eq!(data[2].1, "github.com ssh-ed25519 AAAA");
    }

    #[test]
    fn ssh_secret_without_known_hosts_is_refused() {
        let err = secret(&Options {
            keypair: Some(generate_key_pair(KeyAlgorithm::Ed25519).unwrap()),
            ..options()
        })
        .unwrap_err();
        assert!(matches!(err, Error::KnownHostsRequired));
    }

    #[test]
    fn generated_keys_are_pkcs8_with_matching_public_lines() {
        for (algorithm, prefix) in [
            (KeyAlgorithm::Ed25519, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5"),
            (
                KeyAlgorithm::Ecdsa(EcdsaCurve::P256),
                "ecdsa-sha2-nistp256 ",
            ),
            (KeyAlgorithm::default(), "ecdsa-sha2-nistp384 "),
            (
                KeyAlgorithm::Ecdsa(EcdsaCurve::P521),
                "ecdsa-sha2-nistp521 ",
            ),
            (KeyAlgorithm::Rsa { bits: 1024 }, "ssh-rsa AAAAB3NzaC1yc2E"),
        ] {
            let pair = generate_key_pair(algorithm).unwrap();
            assert!(
                pair.private_key
                    .starts_with("-----BEGIN PRIVATE KEY-----\n")
            );
            assert!(pair.private_key.ends_with("-----END PRIVATE KEY-----\n"));
            assert!(pair.public_key.starts_with(prefix), "{}", pair.public_key);
            assert!(pair.public_key.ends_with('\n'));
            assert_eq!(pair.public_key.split(' ').count(), 2, "no comment");
            // Reading the private key back yields the same public line.
            let loaded = load_key_pair(&pair.private_key, "").unwrap();
            assert_eq!(loaded, pair);
        }
    }

    #[test]
    fn rsa_bits_are_checked() {
        for bits in [512, 1028] {
            assert!(matches!(
                generate_key_pair(KeyAlgorithm::Rsa { bits }),
                Err(Error::RsaBits { .. })
            ));
        }
    }

    #[test]
    fn loads_openssh_keys_and_rejects_garbage() {
        // An ed25519 key in OpenSSH format, made for this test with ssh-keygen.
        let openssh = "-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACCZ6Bl7865NLhgCsv/HyM8iKgGYxNQ5X5HHmIkIogIMOgAAAJDQcYHr0HGB
6wAAAAtzc2gtZWQyNTUxOQAAACCZ6Bl7865NLhgCsv/HyM8iKgGYxNQ5X5HHmIkIogIMOg
AAAEA47oe1IfzeQBDvc9iTPn5p8JlwCgF5jb9rqbDR7MkWvJnoGXvzrk0uGAKy/8fIzyIq
AZjE1DlfkceYiQiiAgw6AAAAB2ZsdXhyLXQBAgMEBQY=
-----END OPENSSH PRIVATE KEY-----
";
        let pair = load_key_pair(openssh, "").unwrap();
        assert_eq!(
            pair.public_key,
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJnoGXvzrk0uGAKy/8fIzyIqAZjE1DlfkceYiQiiAgw6\n"
        );
        assert_eq!(pair.private_key, openssh);
        assert!(matches!(load_key_pair("hello", ""), Err(Error::NoKeyFound)));
    }

    #[test]
    fn passwords_go_with_encrypted_keys_only_as_in_go() {
        let pkey = PKey::from_ec_key(
            EcKey::generate(&EcGroup::from_curve_name(Nid::X9_62_PRIME256V1).unwrap()).unwrap(),
        )
        .unwrap();
        // Legacy PEM encryption (Proc-Type and DEK-Info headers) is what Go decrypts.
        let legacy = pkey
            .ec_key()
            .unwrap()
            .private_key_to_pem_passphrase(openssl::symm::Cipher::aes_256_cbc(), b"pw")
            .unwrap();
        let legacy = String::from_utf8(legacy).unwrap();
        let err = |pem: &str, password: &str| load_key_pair(pem, password).unwrap_err().to_string();
        assert_eq!(
            err(&legacy, ""),
            "ssh: this private key is passphrase protected"
        );
        assert_eq!(err(&legacy, "wrong"), "x509: decryption password incorrect");
        let pair = load_key_pair(&legacy, "pw").unwrap();
        assert!(pair.public_key.starts_with("ecdsa-sha2-nistp256 "));
        // An unencrypted key with a password, and PKCS#8 encryption, Go refuses.
        let plain = String::from_utf8(pkey.private_key_to_pem_pkcs8().unwrap()).unwrap();
        assert_eq!(err(&plain, "pw"), "ssh: not an encrypted key");
        let pkcs8 = pkey
            .private_key_to_pem_pkcs8_passphrase(openssl::symm::Cipher::aes_256_cbc(), b"pw")
            .unwrap();
        let pkcs8 = String::from_utf8(pkcs8).unwrap();
        assert_eq!(
            err(&pkcs8, ""),
            "ssh: unsupported key type \"ENCRYPTED PRIVATE KEY\""
        );
        assert_eq!(err(&pkcs8, "pw"), "ssh: not an encrypted key");
    }
}
