//! Commit signing, as `git commit -S` does it: a detached signature over the commit object,
//! stored in its `gpgsig` header. OpenPGP keys come from a key ring (`--gpg-key-ring`), SSH keys
//! from an OpenSSH private key file (`--ssh-signing-key-file`), signed in the `git` namespace as
//! `ssh-keygen -Y sign -n git` would.

use std::fmt;
use std::io::Cursor;

use openssl::bn::{BigNum, BigNumContext};
use openssl::hash::MessageDigest;
use openssl::nid::Nid;
use openssl::pkey::{Id, PKey, Private};
use openssl::rsa::Rsa;
use openssl::sign::Signer;
use pgp::composed::{ArmorOptions, DetachedSignature, PublicOrSecret, SignedSecretKey};
use pgp::crypto::hash::HashAlgorithm;
use pgp::types::{KeyDetails, Password};
use ssh_key::private::{EcdsaKeypair, Ed25519Keypair, KeypairData, RsaKeypair, RsaPrivateKey};
use ssh_key::public::{KeyData, RsaPublicKey};
use ssh_key::{Algorithm, HashAlg, LineEnding, Mpint, PrivateKey, Signature, SshSig};

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum Error {
    #[error("empty GPG key ring")]
    EmptyKeyRing,
    #[error("unable to read GPG key ring: {reason}")]
    KeyRing { reason: String },
    #[error("invalid GPG key id length; expected 16, got {length}")]
    KeyIdLength { length: usize },
    #[error("no GPG keyring matching key id '{id}' found")]
    KeyIdNotFound { id: String },
    #[error(
        "keyring does not contain a private key; export the secret key with 'gpg --export-secret-keys' or specify --gpg-key-id"
    )]
    NoPrivateKey,
    #[error("keyring does not contain private key for key id '{id}'")]
    NoPrivateKeyForId { id: String },
    /// go-crypto's text for a passphrase that does not unlock a SHA-1-protected key.
    #[error(
        "unable to decrypt GPG private key: openpgp: invalid data: private key checksum failure"
    )]
    GpgPassphrase,
    #[error("could not parse SSH signing key: {reason}")]
    SshKey { reason: String },
    #[error("SSH signing key is encrypted; passphrase required")]
    SshPasswordRequired,
    #[error("could not parse SSH signing key: x509: decryption password incorrect")]
    SshPassword,
    /// fluxcd/pkg's allowlist of signing algorithms refused the key.
    #[error("{0}")]
    SshAlgorithm(String),
    #[error("unable to sign the commit: {reason}")]
    Sign { reason: String },
}

/// A key that signs commits. Its `Debug` output names the kind of key only.
#[derive(Clone)]
pub enum CommitSigner {
    OpenPgp {
        key: Box<SignedSecretKey>,
        passphrase: String,
    },
    Ssh {
        key: Box<PrivateKey>,
    },
}

impl fmt::Debug for CommitSigner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommitSigner::OpenPgp { key, .. } => f
                .debug_struct("OpenPgp")
                .field("key_id", &hex_id(key.primary_key.legacy_key_id()))
                .finish_non_exhaustive(),
            CommitSigner::Ssh { key } => f
                .debug_struct("Ssh")
                .field("algorithm", &key.algorithm().as_str())
                .finish_non_exhaustive(),
        }
    }
}

impl CommitSigner {
    /// The secret key of `ring` (binary or ASCII-armored) whose primary key has the 16-digit
    /// `key_id` (any case, optional `0x`), or the ring's first secret key when `key_id` is
    /// empty, like flux. The passphrase is checked here, so a wrong one fails before any work.
    pub fn openpgp(ring: &[u8], passphrase: &str, key_id: &str) -> Result<Self, Error> {
        let keys = ring_keys(ring)?;
        // flux's SelectOpenPGPSigningEntity: the first entity, or the last one with the id;
        // only then is a public-only entity refused.
        let key = if key_id.is_empty() {
            match keys.into_iter().next() {
                Some(PublicOrSecret::Secret(key)) => key,
                _ => return Err(Error::NoPrivateKey),
            }
        } else {
            let wanted = key_id
                .strip_prefix("0x")
                .unwrap_or(key_id)
                .to_ascii_uppercase();
            if wanted.len() != 16 {
                return Err(Error::KeyIdLength {
                    length: wanted.len(),
                });
            }
            match keys.into_iter().rfind(|key| key_id_hex(key) == wanted) {
                Some(PublicOrSecret::Secret(key)) => key,
                Some(PublicOrSecret::Public(_)) => {
                    return Err(Error::NoPrivateKeyForId { id: wanted });
                }
                None => return Err(Error::KeyIdNotFound { id: wanted }),
            }
        };
        let signer = CommitSigner::OpenPgp {
            key: Box::new(key),
            passphrase: passphrase.to_owned(),
        };
        signer.sign(b"").map_err(|_| Error::GpgPassphrase)?;
        Ok(signer)
    }

    /// An SSH private key, in OpenSSH format or any PEM form OpenSSL reads (PKCS#8, PKCS#1,
    /// SEC1; the form flux writes deploy keys in), unlocked with `password` when protected.
    pub fn ssh(text: &str, password: &str) -> Result<Self, Error> {
        let key = if !text.contains("-----BEGIN ") {
            // Go's pem.Decode finds no block.
            return Err(Error::SshKey {
                reason: "ssh: no key found".to_owned(),
            });
        } else if text.contains("-----BEGIN OPENSSH PRIVATE KEY-----") {
            let key = PrivateKey::from_openssh(text).map_err(unreadable_ssh_key)?;
            if key.is_encrypted() {
                if password.is_empty() {
                    return Err(Error::SshPasswordRequired);
                }
                key.decrypt(password).map_err(|_| Error::SshPassword)?
            } else {
                key
            }
        } else {
            if text.contains("ENCRYPTED") && password.is_empty() {
                return Err(Error::SshPasswordRequired);
            }
            let pem = PKey::private_key_from_pem_passphrase(text.as_bytes(), password.as_bytes())
                .map_err(|err| {
                if text.contains("ENCRYPTED") {
                    Error::SshPassword
                } else {
                    Error::SshKey {
                        reason: err.to_string(),
                    }
                }
            })?;
            openssh_key(&pem)?
        };
        signing_algorithm_allowed(&key)?;
        Ok(CommitSigner::Ssh { key: Box::new(key) })
    }

    /// The ASCII-armored detached signature of `payload` (a commit object without `gpgsig`).
    pub fn sign(&self, payload: &[u8]) -> Result<String, Error> {
        let failed = |reason: String| Error::Sign { reason };
        match self {
            CommitSigner::OpenPgp { key, passphrase } => {
                let signature = DetachedSignature::sign_binary_data(
                    rand::thread_rng(),
                    &key.primary_key,
                    &Password::from(passphrase.as_str()),
                    HashAlgorithm::Sha256,
                    payload,
                )
                .map_err(|err| failed(err.to_string()))?;
                signature
                    .to_armored_string(ArmorOptions::default())
                    .map_err(|err| failed(err.to_string()))
            }
            CommitSigner::Ssh { key } => {
                let signature = match key.key_data() {
                    KeypairData::Rsa(rsa) => sign_rsa(rsa, key.public_key().key_data(), payload),
                    _ => key.sign(SSH_NAMESPACE, HashAlg::Sha512, payload),
                };
                signature
                    .and_then(|signature| signature.to_pem(LineEnding::LF))
                    .map_err(|err| failed(err.to_string()))
            }
        }
    }
}

/// The namespace git signs and verifies commits in.
const SSH_NAMESPACE: &str = "git";

/// An `rsa-sha2-512` SSH signature made by OpenSSL: ssh-key 0.6 builds its RSA signing key from
/// the first prime twice, so its own RSA signatures always fail.
fn sign_rsa(keypair: &RsaKeypair, public: &KeyData, payload: &[u8]) -> ssh_key::Result<SshSig> {
    let crypto = |_: openssl::error::ErrorStack| ssh_key::Error::Crypto;
    let number = |mpint: &Mpint| {
        let bytes = mpint.as_positive_bytes().ok_or(ssh_key::Error::Crypto)?;
        BigNum::from_slice(bytes).map_err(crypto)
    };
    let (d, p, q) = (
        number(&keypair.private.d)?,
        number(&keypair.private.p)?,
        number(&keypair.private.q)?,
    );
    let mut context = BigNumContext::new().map_err(crypto)?;
    let one = BigNum::from_u32(1).map_err(crypto)?;
    let exponent_mod = |prime: &BigNum, context: &mut BigNumContext| {
        let mut minus_one = BigNum::new()?;
        minus_one.checked_sub(prime, &one)?;
        let mut remainder = BigNum::new()?;
        remainder.nnmod(&d, &minus_one, context)?;
        Ok(remainder)
    };
    let dmp1 = exponent_mod(&p, &mut context).map_err(crypto)?;
    let dmq1 = exponent_mod(&q, &mut context).map_err(crypto)?;
    let rsa = Rsa::from_private_components(
        number(&keypair.public.n)?,
        number(&keypair.public.e)?,
        d.to_owned().map_err(crypto)?,
        p,
        q,
        dmp1,
        dmq1,
        number(&keypair.private.iqmp)?,
    )
    .map_err(crypto)?;
    let key = PKey::from_rsa(rsa).map_err(crypto)?;
    let signed = SshSig::signed_data(SSH_NAMESPACE, HashAlg::Sha512, payload)?;
    let mut signer = Signer::new(MessageDigest::sha512(), &key).map_err(crypto)?;
    let signature = signer.sign_oneshot_to_vec(&signed).map_err(crypto)?;
    let signature = Signature::new(
        Algorithm::Rsa {
            hash: Some(HashAlg::Sha512),
        },
        signature,
    )?;
    SshSig::new(public.clone(), SSH_NAMESPACE, HashAlg::Sha512, signature)
}

fn unreadable_ssh_key(err: ssh_key::Error) -> Error {
    Error::SshKey {
        reason: err.to_string(),
    }
}

/// The OpenSSH form of a key OpenSSL read, for ssh-key to sign with.
fn openssh_key(pem: &PKey<Private>) -> Result<PrivateKey, Error> {
    let openssl = |err: openssl::error::ErrorStack| Error::SshKey {
        reason: err.to_string(),
    };
    let keypair: KeypairData = match pem.id() {
        Id::ED25519 => {
            let seed: [u8; 32] =
                pem.raw_private_key()
                    .map_err(openssl)?
                    .try_into()
                    .map_err(|_| Error::SshKey {
                        reason: "ed25519 private key is not 32 bytes".to_owned(),
                    })?;
            Ed25519Keypair::from_seed(&seed).into()
        }
        Id::EC => {
            let ec = pem.ec_key().map_err(openssl)?;
            let curve = ec.group().curve_name();
            let scalar = |size: i32| ec.private_key().to_vec_padded(size).map_err(openssl);
            let invalid = |err: p256::elliptic_curve::Error| Error::SshKey {
                reason: err.to_string(),
            };
            let keypair = match curve {
                Some(Nid::X9_62_PRIME256V1) => {
                    let private = p256::SecretKey::from_slice(&scalar(32)?).map_err(invalid)?;
                    EcdsaKeypair::NistP256 {
                        public: private.public_key().into(),
                        private: private.into(),
                    }
                }
                Some(Nid::SECP384R1) => {
                    let private = p384::SecretKey::from_slice(&scalar(48)?).map_err(invalid)?;
                    EcdsaKeypair::NistP384 {
                        public: private.public_key().into(),
                        private: private.into(),
                    }
                }
                Some(Nid::SECP521R1) => {
                    let private = p521::SecretKey::from_slice(&scalar(66)?).map_err(invalid)?;
                    EcdsaKeypair::NistP521 {
                        public: private.public_key().into(),
                        private: private.into(),
                    }
                }
                _ => {
                    return Err(Error::SshKey {
                        reason: "unsupported elliptic curve".to_owned(),
                    });
                }
            };
            keypair.into()
        }
        Id::RSA => {
            let rsa = pem.rsa().map_err(openssl)?;
            let mpint = |number: Option<&openssl::bn::BigNumRef>| {
                let number = number.ok_or_else(|| Error::SshKey {
                    reason: "RSA private key without its CRT parameters".to_owned(),
                })?;
                Mpint::from_positive_bytes(&number.to_vec()).map_err(unreadable_ssh_key)
            };
            RsaKeypair {
                public: RsaPublicKey {
                    e: mpint(Some(rsa.e()))?,
                    n: mpint(Some(rsa.n()))?,
                },
                private: RsaPrivateKey {
                    d: mpint(Some(rsa.d()))?,
                    iqmp: mpint(rsa.iqmp())?,
                    p: mpint(rsa.p())?,
                    q: mpint(rsa.q())?,
                },
            }
            .into()
        }
        Id::DSA => {
            return Err(Error::SshAlgorithm(
                "unsupported SSH signing key algorithm: ssh-dss".to_owned(),
            ));
        }
        other => {
            return Err(Error::SshKey {
                reason: format!("unsupported key type {other:?}"),
            });
        }
    };
    PrivateKey::try_from(keypair).map_err(unreadable_ssh_key)
}

/// fluxcd/pkg's `validateSSHSigningKey`: signatures modern OpenSSH verifies only.
fn signing_algorithm_allowed(key: &PrivateKey) -> Result<(), Error> {
    match key.key_data() {
        KeypairData::Ed25519(_) | KeypairData::Ecdsa(_) => Ok(()),
        KeypairData::Rsa(rsa) => {
            // Go's rsa.PublicKey.Size: the modulus' length in whole bytes.
            let bits = rsa.public.n.as_positive_bytes().map_or(0, <[u8]>::len) * 8;
            if bits < 2048 {
                return Err(Error::SshAlgorithm(format!(
                    "RSA key size {bits} bits is below the minimum supported by NewSSHSigner; must be at least 2048"
                )));
            }
            Ok(())
        }
        _ => Err(Error::SshAlgorithm(format!(
            "unsupported SSH signing key algorithm: {}",
            key.algorithm().as_str()
        ))),
    }
}

/// Every key of the ring, public or secret, in its order.
fn ring_keys(ring: &[u8]) -> Result<Vec<PublicOrSecret>, Error> {
    let unreadable = |err: pgp::errors::Error| Error::KeyRing {
        reason: err.to_string(),
    };
    if ring.trim_ascii().is_empty() {
        return Err(Error::EmptyKeyRing);
    }
    let (keys, _headers) =
        PublicOrSecret::from_reader_many(Cursor::new(ring)).map_err(unreadable)?;
    let parsed: Vec<PublicOrSecret> = keys.collect::<Result<_, _>>().map_err(unreadable)?;
    if parsed.is_empty() {
        return Err(Error::EmptyKeyRing);
    }
    Ok(parsed)
}

fn key_id_hex(key: &PublicOrSecret) -> String {
    match key {
        PublicOrSecret::Public(key) => hex_id(key.primary_key.legacy_key_id()),
        PublicOrSecret::Secret(key) => hex_id(key.primary_key.legacy_key_id()),
    }
}

fn hex_id(id: impl AsRef<[u8]>) -> String {
    id.as_ref()
        .iter()
        .map(|byte| format!("{byte:02X}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manifestgen::sourcesecret::{EcdsaCurve, KeyAlgorithm, generate_key_pair};
    use ssh_key::PublicKey;

    const PAYLOAD: &[u8] = b"tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904\n\nmessage\n";

    #[test]
    fn pem_keys_of_every_deploy_key_algorithm_sign_as_their_public_key() {
        for algorithm in [
            KeyAlgorithm::Ed25519,
            KeyAlgorithm::Ecdsa(EcdsaCurve::P256),
            KeyAlgorithm::Ecdsa(EcdsaCurve::P384),
            KeyAlgorithm::Ecdsa(EcdsaCurve::P521),
            KeyAlgorithm::Rsa { bits: 2048 },
        ] {
            let pair = generate_key_pair(algorithm).unwrap();
            let signer = CommitSigner::ssh(&pair.private_key, "").unwrap();
            let armored = signer
                .sign(PAYLOAD)
                .unwrap_or_else(|err| panic!("{algorithm:?}: {err}"));
            let signature = SshSig::from_pem(&armored).unwrap();
            let public = PublicKey::from_openssh(pair.public_key.trim()).unwrap();
            assert_eq!(
                public.verify("git", PAYLOAD, &signature),
                Ok(()),
                "{algorithm:?}"
            );
            assert!(public.verify("file", PAYLOAD, &signature).is_err());
            assert!(public.verify("git", b"other", &signature).is_err());
        }
    }

    #[test]
    fn protected_ssh_keys_need_the_right_password() {
        let pair = generate_key_pair(KeyAlgorithm::Ed25519).unwrap();
        let pem = PKey::private_key_from_pem(pair.private_key.as_bytes()).unwrap();
        let encrypted = pem
            .private_key_to_pem_pkcs8_passphrase(openssl::symm::Cipher::aes_256_cbc(), b"pw")
            .unwrap();
        let encrypted = String::from_utf8(encrypted).unwrap();
        assert_eq!(
            CommitSigner::ssh(&encrypted, "").unwrap_err(),
            Error::SshPasswordRequired
        );
        assert_eq!(
            CommitSigner::ssh(&encrypted, "wrong").unwrap_err(),
            Error::SshPassword
        );
        assert!(CommitSigner::ssh(&encrypted, "pw").is_ok());
        assert_eq!(
            CommitSigner::ssh("not a key", "").unwrap_err().to_string(),
            "could not parse SSH signing key: ssh: no key found"
        );
    }

    #[test]
    fn key_rings_without_secret_keys_are_refused() {
        assert_eq!(
            CommitSigner::openpgp(b"", "", "").unwrap_err(),
            Error::EmptyKeyRing
        );
        assert!(matches!(
            CommitSigner::openpgp(b"\x99garbage", "", "").unwrap_err(),
            Error::KeyRing { .. }
        ));
    }

    #[test]
    fn debug_output_names_the_key_kind_only() {
        let pair = generate_key_pair(KeyAlgorithm::Ed25519).unwrap();
        let signer = CommitSigner::ssh(&pair.private_key, "").unwrap();
        assert_eq!(
            format!("{signer:?}"),
            "Ssh { algorithm: \"ssh-ed25519\", .. }"
        );
    }
}
