//! `fluxr bootstrap <provider>`: the flags every provider shares (flux's `bootstrapFlags`), their
//! checks (`bootstrapValidate`), and what they turn into for [`crate::bootstrap`].

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_go_bool;
use crate::git::signing::CommitSigner;
use crate::manifestgen::install;
use crate::manifestgen::sourcesecret::{self, EcdsaCurve, KeyAlgorithm};
use crate::ui::Ui;

pub mod bitbucket_server;
pub mod git;
pub mod gitea;
pub mod github;
pub mod gitlab;
pub(crate) mod provider;

/// Deploy Flux on a cluster the GitOps way.
///
/// The bootstrap sub-commands push the Flux manifests to a Git repository and deploy Flux on the
/// cluster.
#[derive(Args, Debug)]
pub struct BootstrapArgs {
    /// Accepted before or after the subcommand, as flux's persistent flags are.
    #[command(flatten)]
    pub shared: SharedArgs,

    #[command(subcommand)]
    pub command: BootstrapCommand,
}

#[derive(Subcommand, Debug)]
pub enum BootstrapCommand {
    /// Deploy Flux on a cluster connected to a Bitbucket Server repository
    BitbucketServer(Box<bitbucket_server::BitbucketServerArgs>),
    /// Deploy Flux on a cluster connected to a Git repository
    Git(Box<git::GitArgs>),
    /// Deploy Flux on a cluster connected to a Gitea repository
    Gitea(Box<gitea::GiteaArgs>),
    /// Deploy Flux on a cluster connected to a GitHub repository
    Github(Box<github::GithubArgs>),
    /// Deploy Flux on a cluster connected to a GitLab repository
    Gitlab(Box<gitlab::GitlabArgs>),
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: BootstrapArgs) -> anyhow::Result<ExitCode> {
    let BootstrapArgs { shared, command } = args;
    match command {
        BootstrapCommand::BitbucketServer(args) => bitbucket_server::run(ui, ctx, shared, *args),
        BootstrapCommand::Git(args) => git::run(ui, ctx, shared, *args),
        BootstrapCommand::Github(args) => github::run(ui, ctx, shared, *args),
        BootstrapCommand::Gitea(args) => gitea::run(ui, ctx, shared, *args),
        BootstrapCommand::Gitlab(args) => gitlab::run(ui, ctx, shared, *args),
    }
}

/// The flags of every `bootstrap` subcommand (flux's persistent `bootstrap` flags).
#[derive(Args, Debug, Clone)]
pub struct SharedArgs {
    /// Toolkit version, when specified the manifests are downloaded from
    /// https://github.com/fluxcd/flux2/releases [default: the embedded version, v2.9.4]
    #[arg(
        global = true,
        id = "bootstrap_version",
        short = 'v',
        long = "version",
        default_value = "",
        hide_default_value = true
    )]
    pub version: String,

    /// List of components, accepts comma-separated values
    #[arg(
        global = true,
        long,
        value_delimiter = ',',
        value_name = "COMPONENTS",
        default_value = "source-controller,kustomize-controller,helm-controller,notification-controller"
    )]
    pub components: Vec<String>,

    /// List of components in addition to those supplied or defaulted, accepts values such as
    /// 'image-reflector-controller,image-automation-controller,source-watcher'
    #[arg(global = true, long, value_delimiter = ',', value_name = "COMPONENTS")]
    pub components_extra: Vec<String>,

    /// Container registry where the toolkit images are published
    #[arg(global = true, long, default_value = "ghcr.io/fluxcd")]
    pub registry: String,

    /// Container registry credentials in the format 'user:password', requires
    /// --image-pull-secret to be set
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub registry_creds: String,

    /// Kubernetes secret name used for pulling the toolkit images from a private registry
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub image_pull_secret: String,

    /// Git branch
    #[arg(global = true, long, default_value = "main")]
    pub branch: String,

    /// When enabled, configures the GitRepository source to initialize and include Git
    /// submodules in the artifact it produces
    #[arg(global = true, long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub recurse_submodules: bool,

    /// Directories to fetch with a sparse checkout of the repository, accepts comma-separated
    /// values; must include --path
    #[arg(global = true, long, value_delimiter = ',', value_name = "DIRS")]
    pub sparse_checkout: Vec<String>,

    /// Path to the manifest directory
    #[arg(
        global = true,
        long,
        hide = true,
        default_value = "",
        hide_default_value = true
    )]
    pub manifests: String,

    /// Watch for custom resources in all namespaces, if set to false it will only watch the
    /// namespace where the toolkit is installed
    #[arg(global = true, long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub watch_all_namespaces: bool,

    /// Setup Kubernetes network policies to deny ingress access to the toolkit controllers from
    /// other namespaces
    #[arg(global = true, long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub network_policy: bool,

    /// When enabled, the personal access token will be used instead of the SSH deploy key
    #[arg(global = true, long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub token_auth: bool,

    /// Log level, available options are: (debug, info, error)
    #[arg(global = true, long, default_value = "info")]
    pub log_level: String,

    /// Internal cluster domain
    #[arg(global = true, long, default_value = "cluster.local")]
    pub cluster_domain: String,

    /// List of toleration keys used to schedule the components pods onto nodes with matching
    /// taints
    #[arg(global = true, long, value_delimiter = ',', value_name = "KEYS")]
    pub toleration_keys: Vec<String>,

    /// Name of the secret the sync credentials can be found in or stored to
    #[arg(global = true, long, default_value = "flux-system")]
    pub secret_name: String,

    /// SSH public key algorithm (rsa, ecdsa, ed25519)
    #[arg(global = true, long, default_value = "ecdsa", value_parser = parse_key_algorithm)]
    pub ssh_key_algorithm: String,

    /// SSH ECDSA public key curve (p256, p384, p521)
    #[arg(global = true, long, default_value = "p384", value_parser = parse_ecdsa_curve)]
    pub ssh_ecdsa_curve: EcdsaCurve,

    /// SSH RSA public key bit size (multiplies of 8)
    #[arg(global = true, long, default_value = "2048", value_parser = parse_rsa_bits)]
    pub ssh_rsa_bits: u32,

    /// SSH hostname, to be used when the SSH host differs from the HTTPS one
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub ssh_hostname: String,

    /// SSH host key algorithms to use for the Git server connection, accepts comma-separated
    /// values
    #[arg(global = true, long, value_delimiter = ',', value_name = "ALGOS")]
    pub ssh_hostkey_algos: Vec<String>,

    /// Path to TLS CA file used for validating self-signed certificates
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub ca_file: String,

    /// Path to a private key file used for authenticating to the Git SSH server
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub private_key_file: String,

    /// Author name for Git commits
    #[arg(global = true, long, default_value = "Flux")]
    pub author_name: String,

    /// Author email for Git commits
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub author_email: String,

    /// Path to GPG key ring for signing commits
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub gpg_key_ring: String,

    /// Passphrase for decrypting GPG private key
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub gpg_passphrase: String,

    /// Key id for selecting a particular key
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub gpg_key_id: String,

    /// Path to an SSH private key file used for signing commits
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub ssh_signing_key_file: String,

    /// Password for decrypting the SSH signing key
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub ssh_signing_password: String,

    /// Password for decrypting the SSH signing key
    #[arg(
        global = true,
        long,
        hide = true,
        default_value = "",
        hide_default_value = true
    )]
    pub ssh_signing_passphrase: String,

    /// Sign commits with the private key given by --private-key-file
    #[arg(global = true, long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub ssh_signing_reuse_private_key: bool,

    /// String to add to the commit messages, e.g. '[ci skip]'
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub commit_message_appendix: String,

    /// Override existing Flux installation if it's managed by a different tool such as Helm
    #[arg(global = true, long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
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
    #[error("--gpg-* and --ssh-signing-* are mutually exclusive")]
    GpgAndSsh,
    #[error("--ssh-signing-key-file and --ssh-signing-reuse-private-key are mutually exclusive")]
    SigningKeyAndReuse,
    #[error("--ssh-signing-reuse-private-key requires --private-key-file")]
    ReuseWithoutPrivateKey,
    #[error("--ssh-signing-password and --ssh-signing-passphrase are aliases; do not pass both")]
    PasswordAliases,
    #[error("--ssh-signing-password requires --ssh-signing-key-file")]
    SigningPasswordWithoutKey,
    #[error("invalid SSH signing key: {reason}")]
    SshSigningKey { reason: String },
    #[error("invalid GPG signing key: {reason}")]
    GpgSigningKey { reason: String },
    #[error("--sparse-checkout must include --path '{path}'")]
    SparseWithoutPath { path: String },
    #[error("unable to read TLS CA file '{path}': {reason}")]
    ReadCa { path: String, reason: String },
    #[error("failed to open private key file: open {path}: {reason}")]
    ReadPrivateKey { path: String, reason: String },
    #[error("bootstrap cancelled")]
    Cancelled,
}

impl SharedArgs {
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
        if !password.is_empty() && !ssh_key && !reuse {
            return Err(Error::SigningPasswordWithoutKey);
        }
        self.commit_signer(private_key_password)
    }

    /// The key that signs fluxr's commits, when a signing flag asks for one.
    /// `private_key_password` unlocks `--private-key-file` for `--ssh-signing-reuse-private-key`.
    fn commit_signer(&self, private_key_password: &str) -> Result<Option<CommitSigner>, Error> {
        let ssh_key = |reason: String| Error::SshSigningKey { reason };
        if !self.gpg_key_ring.is_empty() {
            let gpg_key = |reason: String| Error::GpgSigningKey { reason };
            let ring = std::fs::read(&self.gpg_key_ring).map_err(|err| gpg_key(err.to_string()))?;
            return CommitSigner::openpgp(&ring, &self.gpg_passphrase, &self.gpg_key_id)
                .map(Some)
                .map_err(|err| gpg_key(err.to_string()));
        }
        let (file, password) = if !self.ssh_signing_key_file.is_empty() {
            (&self.ssh_signing_key_file, self.ssh_signing_password()?)
        } else if self.ssh_signing_reuse_private_key {
            (&self.private_key_file, private_key_password)
        } else {
            return Ok(None);
        };
        let text = std::fs::read_to_string(file).map_err(|err| ssh_key(err.to_string()))?;
        CommitSigner::ssh(&text, password)
            .map(Some)
            .map_err(|err| ssh_key(err.to_string()))
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
        timeout: std::time::Duration,
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
        std::fs::read_to_string(&self.ca_file)
            .map(Some)
            .map_err(|err| Error::ReadCa {
                path: self.ca_file.clone(),
                reason: err.to_string(),
            })
    }

    /// The key pair of `--private-key-file` (its passphrase is `password`), if given.
    pub fn private_key(&self, password: &str) -> anyhow::Result<Option<sourcesecret::KeyPair>> {
        if self.private_key_file.is_empty() {
            return Ok(None);
        }
        let text = std::fs::read_to_string(&self.private_key_file).map_err(|err| {
            Error::ReadPrivateKey {
                path: self.private_key_file.clone(),
                reason: err.to_string(),
            }
        })?;
        Ok(Some(sourcesecret::load_key_pair(&text, password)?))
    }

    /// Checks `--sparse-checkout` against the cluster path (`./x/y` or empty).
    pub fn check_sparse_checkout(&self, path: &str) -> Result<(), Error> {
        if self.sparse_checkout.is_empty() {
            return Ok(());
        }
        let wanted = path.trim_start_matches("./").trim_end_matches('/');
        let covered = wanted.is_empty()
            || self.sparse_checkout.iter().any(|dir| {
                let dir = dir.trim_start_matches("./").trim_end_matches('/');
                dir.is_empty() || wanted == dir || wanted.starts_with(&format!("{dir}/"))
            });
        if covered {
            Ok(())
        } else {
            Err(Error::SparseWithoutPath {
                path: path.to_owned(),
            })
        }
    }
}

/// An SSH signing key must parse, and be decryptable when it is encrypted.
/// flux's `--path`: relative, with no way out of the repository root.
pub(crate) fn parse_safe_relative_path(value: &str) -> Result<String, String> {
    let trimmed = value.trim();
    let mut segments: Vec<&str> = Vec::new();
    for segment in trimmed.split('/') {
        match segment {
            "" | "." => {}
            ".." => {
                if segments.pop().is_none() {
                    return Err(format!(
                        "invalid relative path '{value}', must not traverse outside of root"
                    ));
                }
            }
            _ => segments.push(segment),
        }
    }
    Ok(segments.join("/"))
}

pub(crate) use crate::cli::create::secret::git::{
    parse_ecdsa_curve, parse_key_algorithm, parse_rsa_bits,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn safe_relative_paths() {
        assert_eq!(parse_safe_relative_path("").unwrap(), "");
        assert_eq!(parse_safe_relative_path("./").unwrap(), "");
        assert_eq!(
            parse_safe_relative_path("./clusters/prod/").unwrap(),
            "clusters/prod"
        );
        assert_eq!(parse_safe_relative_path("a/../b").unwrap(), "b");
        assert!(parse_safe_relative_path("../x").is_err());
    }
}
