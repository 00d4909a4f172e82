//! What the flags every `bootstrap` subcommand shares become, and the checks flux makes of them
//! before it touches Git or the cluster (`bootstrapValidate`): components, registry
//! credentials, commit signing (the key is read and unlocked here, so that a wrong passphrase
//! fails before any work), the CA and private key files, and `--sparse-checkout` against
//! `--path`.

use std::time::Duration;

use crate::cluster::create::secret::{ReadError, read_bytes, read_file};
use crate::git::signing::{self, CommitSigner};
use crate::kube::ClusterOptions;
use crate::manifestgen::install;
use crate::manifestgen::sourcesecret::{self, EcdsaCurve, KeyAlgorithm};

/// What the global flags give a bootstrap.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// `--namespace`: where Flux is installed.
    pub namespace: &'a str,
    /// `--timeout`: the whole run, API calls included.
    pub timeout: Duration,
    pub connection: &'a ClusterOptions,
}

/// The flags of every `bootstrap` subcommand (flux's persistent `bootstrap` flags), as the
/// command line parsed them: each field is the flag of the same name.
#[derive(Debug, Clone)]
pub struct Shared {
    /// `--version`: the release whose manifests are used; empty for the embedded one.
    pub version: String,
    pub components: Vec<String>,
    pub components_extra: Vec<String>,
    pub registry: String,
    pub registry_creds: String,
    pub image_pull_secret: String,
    pub branch: String,
    pub recurse_submodules: bool,
    pub sparse_checkout: Vec<String>,
    /// `--manifests`: a directory of manifests to use instead of a release's.
    pub manifests: String,
    pub watch_all_namespaces: bool,
    pub network_policy: bool,
    /// `--token-auth`: the cluster fetches over HTTPS with the token.
    pub token_auth: bool,
    pub log_level: String,
    pub cluster_domain: String,
    pub toleration_keys: Vec<String>,
    pub secret_name: String,
    pub ssh_key_algorithm: String,
    pub ssh_ecdsa_curve: EcdsaCurve,
    pub ssh_rsa_bits: u32,
    pub ssh_hostname: String,
    pub ssh_hostkey_algos: Vec<String>,
    /// `--ca-file`: certificates trusted for the Git server and the API.
    pub ca_file: String,
    /// `--private-key-file`: the key fluxr and the cluster use over SSH.
    pub private_key_file: String,
    pub author_name: String,
    pub author_email: String,
    pub gpg_key_ring: String,
    pub gpg_passphrase: String,
    pub gpg_key_id: String,
    pub ssh_signing_key_file: String,
    pub ssh_signing_password: String,
    /// The hidden alias of `ssh_signing_password`.
    pub ssh_signing_passphrase: String,
    pub ssh_signing_reuse_private_key: bool,
    pub commit_message_appendix: String,
    /// `--force`: take over an installation managed by another tool, drop components without asking.
    pub force: bool,
}

/// A flag combination flux refuses before it touches Git or the cluster.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("component {component} is required")]
    RequiredComponent { component: &'static str },
    #[error("--registry-creds requires --image-pull-secret to be set")]
    RegistryCredsWithoutSecret,
    #[error("invalid --registry-creds format, expected 'user:password'")]
    RegistryCredsFormat,
    #[error("--gpg-* and --ssh-signing-* are mutually exclusive; pick one signing format")]
    GpgAndSsh,
    #[error("--ssh-signing-key-file and --ssh-signing-reuse-private-key are mutually exclusive")]
    SigningKeyAndReuse,
    #[error("--ssh-signing-reuse-private-key requires --private-key-file")]
    ReuseWithoutPrivateKey,
    #[error("--ssh-signing-password and --ssh-signing-passphrase are aliases; do not pass both")]
    PasswordAliases,
    #[error("--ssh-signing-password requires --ssh-signing-key-file")]
    SigningPasswordWithoutKey,
    #[error("invalid SSH signing key")]
    SshSigningKey(#[source] signing::Error),
    #[error("failed to read SSH signing key file")]
    ReadSshSigningKey(#[source] ReadError),
    #[error("invalid signing key (reused from --private-key-file)")]
    ReusedSigningKey(#[source] signing::Error),
    #[error("failed to read transport private key for signing")]
    ReadReusedKey(#[source] ReadError),
    #[error("invalid GPG signing key")]
    GpgSigningKey(#[source] signing::Error),
    /// Go opens a directory and fails on the read: the same two steps as flux's words.
    #[error("invalid GPG signing key: unable to {} GPG key ring", .0.op)]
    ReadGpgKeyRing(#[source] ReadError),
    #[error("unable to read TLS CA file")]
    ReadCa(#[source] ReadError),
    #[error("failed to open private key file")]
    ReadPrivateKey(#[source] ReadError),
    #[error(transparent)]
    PrivateKey(#[from] sourcesecret::Error),
    #[error("bootstrap cancelled")]
    Cancelled,
}

impl Shared {
    /// flux's `bootstrapValidate`: components, registry credentials and commit signing. The
    /// signing key is read and unlocked here, so a wrong passphrase fails before any work;
    /// `private_key_password` unlocks `--private-key-file` when it is reused for signing.
    pub fn validate(&self, private_key_password: &str) -> Result<Option<CommitSigner>, Error> {
        let all: Vec<&str> = self
            .components
            .iter()
            .chain(&self.components_extra)
            .map(String::as_str)
            .collect();
        for component in ["source-controller", "kustomize-controller"] {
            if !all.contains(&component) {
                return Err(Error::RequiredComponent { component });
            }
        }
        if !self.registry_creds.is_empty() && self.image_pull_secret.is_empty() {
            return Err(Error::RegistryCredsWithoutSecret);
        }
        if !self.registry_creds.is_empty() && self.registry_creds.split(':').count() != 2 {
            return Err(Error::RegistryCredsFormat);
        }
        self.validate_signing(private_key_password)
    }

    fn validate_signing(&self, private_key_password: &str) -> Result<Option<CommitSigner>, Error> {
        let gpg = !self.gpg_key_ring.is_empty();
        let ssh_key = !self.ssh_signing_key_file.is_empty();
        let reuse = self.ssh_signing_reuse_private_key;
        if gpg && (ssh_key || reuse) {
            return Err(Error::GpgAndSsh);
        }
        if ssh_key && reuse {
            return Err(Error::SigningKeyAndReuse);
        }
        if reuse && self.private_key_file.is_empty() {
            return Err(Error::ReuseWithoutPrivateKey);
        }
        let password = self.ssh_signing_password()?;
        if !password.is_empty() && !ssh_key {
            return Err(Error::SigningPasswordWithoutKey);
        }
        self.commit_signer(private_key_password)
    }

    /// The key that signs fluxr's commits, when a signing flag asks for one.
    /// `private_key_password` unlocks `--private-key-file` for `--ssh-signing-reuse-private-key`.
    fn commit_signer(&self, private_key_password: &str) -> Result<Option<CommitSigner>, Error> {
        if !self.gpg_key_ring.is_empty() {
            let ring = read_bytes(&self.gpg_key_ring).map_err(Error::ReadGpgKeyRing)?;
            return CommitSigner::openpgp(&ring, &self.gpg_passphrase, &self.gpg_key_id)
                .map(Some)
                .map_err(Error::GpgSigningKey);
        }
        if !self.ssh_signing_key_file.is_empty() {
            let text = read_file(&self.ssh_signing_key_file).map_err(Error::ReadSshSigningKey)?;
            return CommitSigner::ssh(&text, self.ssh_signing_password()?)
                .map(Some)
                .map_err(Error::SshSigningKey);
        }
        if !self.ssh_signing_reuse_private_key {
            return Ok(None);
        }
        let text = read_file(&self.private_key_file).map_err(Error::ReadReusedKey)?;
        CommitSigner::ssh(&text, private_key_password)
            .map(Some)
            .map_err(Error::ReusedSigningKey)
    }

    /// `--ssh-signing-password`, or its alias.
    fn ssh_signing_password(&self) -> Result<&str, Error> {
        let (password, passphrase) = (&self.ssh_signing_password, &self.ssh_signing_passphrase);
        if !password.is_empty() && !passphrase.is_empty() && password != passphrase {
            return Err(Error::PasswordAliases);
        }
        Ok(if password.is_empty() {
            passphrase
        } else {
            password
        })
    }

    /// The component manifests' options, with the manifests of the release `--version` names
    /// (downloaded unless embedded) or those of `--manifests`.
    pub fn install_options(
        &self,
        namespace: &str,
        timeout: Duration,
    ) -> Result<install::Options, crate::release::Error> {
        let version = crate::release::resolve_version(&self.version)?;
        let base = crate::release::base(&version, &self.manifests, timeout)?;
        Ok(install::Options {
            version,
            namespace: namespace.to_owned(),
            components: self
                .components
                .iter()
                .chain(&self.components_extra)
                .cloned()
                .collect(),
            registry: self.registry.clone(),
            image_pull_secret: self.image_pull_secret.clone(),
            watch_all_namespaces: self.watch_all_namespaces,
            network_policy: self.network_policy,
            log_level: self.log_level.clone(),
            cluster_domain: self.cluster_domain.clone(),
            toleration_keys: self.toleration_keys.clone(),
            base,
        })
    }

    pub fn key_algorithm(&self) -> KeyAlgorithm {
        match self.ssh_key_algorithm.as_str() {
            "rsa" => KeyAlgorithm::Rsa {
                bits: self.ssh_rsa_bits,
            },
            "ed25519" => KeyAlgorithm::Ed25519,
            _ => KeyAlgorithm::Ecdsa(self.ssh_ecdsa_curve),
        }
    }

    pub fn registry_credentials(&self) -> Option<(String, String)> {
        let (user, password) = self.registry_creds.split_once(':')?;
        Some((user.to_owned(), password.to_owned()))
    }

    pub fn author(&self, signer: Option<CommitSigner>) -> crate::git::Author {
        crate::git::Author {
            name: self.author_name.clone(),
            email: self.author_email.clone(),
            signer,
        }
    }

    /// The CA bundle of `--ca-file`, if given.
    pub fn ca(&self) -> Result<Option<String>, Error> {
        if self.ca_file.is_empty() {
            return Ok(None);
        }
        read_file(&self.ca_file).map(Some).map_err(Error::ReadCa)
    }

    /// The key pair of `--private-key-file` (its passphrase is `password`), if given.
    pub fn private_key(&self, password: &str) -> Result<Option<sourcesecret::KeyPair>, Error> {
        if self.private_key_file.is_empty() {
            return Ok(None);
        }
        let text = read_file(&self.private_key_file).map_err(Error::ReadPrivateKey)?;
        Ok(Some(sourcesecret::load_key_pair(&text, password)?))
    }
}
