//! `fluxr bootstrap <provider>`: the flags every provider shares (flux's `bootstrapFlags`), their
//! checks (`bootstrapValidate`), and what they turn into for [`crate::bootstrap`].

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_go_bool;
pub(crate) use crate::bootstrap::settings::Shared;
use crate::manifestgen::sourcesecret::EcdsaCurve;
use crate::ui::Ui;

pub mod bitbucket_server;
pub mod git;
pub mod gitea;
pub mod github;
pub mod gitlab;

// Deploy Flux on a cluster the GitOps way.
//
// The bootstrap sub-commands push the Flux manifests to a Git repository and deploy Flux on the
// cluster.
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
    let shared = shared.into_settings();
    match command {
        BootstrapCommand::BitbucketServer(args) => bitbucket_server::run(ui, ctx, shared, *args),
        BootstrapCommand::Git(args) => git::run(ui, ctx, shared, *args),
        BootstrapCommand::Github(args) => github::run(ui, ctx, shared, *args),
        BootstrapCommand::Gitea(args) => gitea::run(ui, ctx, shared, *args),
        BootstrapCommand::Gitlab(args) => gitlab::run(ui, ctx, shared, *args),
    }
}

/// What the global flags give a provider bootstrap.
fn context(ctx: &GlobalContext) -> crate::bootstrap::settings::Context<'_> {
    crate::bootstrap::settings::Context {
        namespace: &ctx.namespace,
        timeout: ctx.timeout,
        connection: &ctx.connection,
    }
}

// The flags of every `bootstrap` subcommand (flux's persistent `bootstrap` flags). (No doc
// comment: see `cli::Command`.)
#[derive(Args, Debug, Clone)]
pub struct SharedArgs {
    /// toolkit version, when specified the manifests are downloaded from
    /// https://github.com/fluxcd/flux2/releases
    #[arg(
        global = true,
        id = "bootstrap_version",
        short = 'v',
        long = "version",
        default_value = "",
        hide_default_value = true
    )]
    pub version: String,

    /// list of components, accepts comma-separated values
    #[arg(
        global = true,
        long,
        value_parser = crate::cli::string_slice::parse,
        value_name = "COMPONENTS",
        default_value = "source-controller,kustomize-controller,helm-controller,notification-controller"
    )]
    pub components: Vec<crate::cli::string_slice::StringSlice>,

    /// list of components in addition to those supplied or defaulted, accepts values such as
    /// 'image-reflector-controller,image-automation-controller,source-watcher'
    #[arg(global = true, long, value_parser = crate::cli::string_slice::parse, value_name = "COMPONENTS")]
    pub components_extra: Vec<crate::cli::string_slice::StringSlice>,

    /// container registry where the Flux controller images are published
    #[arg(global = true, long, default_value = "ghcr.io/fluxcd")]
    pub registry: String,

    /// container registry credentials in the format 'user:password', requires --image-pull-secret
    /// to be set
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub registry_creds: String,

    /// Kubernetes secret name used for pulling the controller images from a private registry
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub image_pull_secret: String,

    /// Git branch
    #[arg(global = true, long, default_value = "main")]
    pub branch: String,

    /// when enabled, configures the GitRepository source to initialize and include Git submodules
    /// in the artifact it produces
    #[arg(global = true, long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub recurse_submodules: bool,

    /// list of directories to be included in the GitRepository sparse checkout, the configured
    /// --path must be one of them, accepts comma-separated values
    #[arg(global = true, long, value_parser = crate::cli::string_slice::parse, value_name = "DIRS")]
    pub sparse_checkout: Vec<crate::cli::string_slice::StringSlice>,

    /// Path to the manifest directory
    #[arg(
        global = true,
        long,
        hide = true,
        default_value = "",
        hide_default_value = true
    )]
    pub manifests: String,

    /// watch for custom resources in all namespaces, if set to false it will only watch the
    /// namespace where the Flux controllers are installed
    #[arg(global = true, long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub watch_all_namespaces: bool,

    /// setup Kubernetes network policies to deny ingress access to the Flux controllers from other
    /// namespaces
    #[arg(global = true, long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub network_policy: bool,

    /// when enabled, the personal access token will be used instead of the SSH deploy key
    #[arg(global = true, long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub token_auth: bool,

    /// log level
    #[arg(global = true, long, default_value = "info")]
    pub log_level: String,

    /// internal cluster domain
    #[arg(global = true, long, default_value = "cluster.local")]
    pub cluster_domain: String,

    /// list of toleration keys used to schedule the controller pods onto nodes with matching taints
    #[arg(global = true, long, value_parser = crate::cli::string_slice::parse, value_name = "KEYS")]
    pub toleration_keys: Vec<crate::cli::string_slice::StringSlice>,

    /// name of the secret the sync credentials can be found in or stored to
    #[arg(global = true, long, default_value = "flux-system")]
    pub secret_name: String,

    /// SSH public key algorithm
    #[arg(global = true, long, default_value = "ecdsa", value_parser = parse_key_algorithm)]
    pub ssh_key_algorithm: String,

    /// SSH ECDSA public key curve
    #[arg(global = true, long, default_value = "p384", value_parser = parse_ecdsa_curve)]
    pub ssh_ecdsa_curve: EcdsaCurve,

    /// SSH RSA public key bit size (multiplies of 8, min 1024)
    #[arg(global = true, long, default_value = "2048", value_parser = parse_rsa_bits)]
    pub ssh_rsa_bits: u32,

    /// SSH hostname, to be used when the SSH host differs from the HTTPS one
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub ssh_hostname: String,

    /// list of host key algorithms to be used by the CLI for SSH connections
    #[arg(global = true, long, value_parser = crate::cli::string_slice::parse, value_name = "ALGOS")]
    pub ssh_hostkey_algos: Vec<crate::cli::string_slice::StringSlice>,

    /// path to TLS CA file used for validating self-signed certificates
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub ca_file: String,

    /// path to a private key file used for authenticating to the Git SSH server
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub private_key_file: String,

    /// author name for Git commits
    #[arg(global = true, long, default_value = "Flux")]
    pub author_name: String,

    /// author email for Git commits
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub author_email: String,

    /// path to GPG key ring for signing commits
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub gpg_key_ring: String,

    /// passphrase for decrypting GPG private key
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub gpg_passphrase: String,

    /// key id for selecting a particular key
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub gpg_key_id: String,

    /// path to an SSH private key file used for signing commits
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub ssh_signing_key_file: String,

    /// passphrase for decrypting SSH signing key
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub ssh_signing_password: String,

    /// alias for --ssh-signing-password
    #[arg(
        global = true,
        long,
        hide = true,
        default_value = "",
        hide_default_value = true
    )]
    pub ssh_signing_passphrase: String,

    /// use the SSH transport key (--private-key-file) to sign commits
    #[arg(global = true, long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub ssh_signing_reuse_private_key: bool,

    /// string to add to the commit messages, e.g. '[ci skip]'
    #[arg(global = true, long, default_value = "", hide_default_value = true)]
    pub commit_message_appendix: String,

    /// override existing Flux installation if it's managed by a different tool such as Helm
    #[arg(global = true, long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub force: bool,
}

impl SharedArgs {
    /// The flags as the domain takes them.
    pub fn into_settings(self) -> Shared {
        let SharedArgs {
            version,
            components,
            components_extra,
            registry,
            registry_creds,
            image_pull_secret,
            branch,
            recurse_submodules,
            sparse_checkout,
            manifests,
            watch_all_namespaces,
            network_policy,
            token_auth,
            log_level,
            cluster_domain,
            toleration_keys,
            secret_name,
            ssh_key_algorithm,
            ssh_ecdsa_curve,
            ssh_rsa_bits,
            ssh_hostname,
            ssh_hostkey_algos,
            ca_file,
            private_key_file,
            author_name,
            author_email,
            gpg_key_ring,
            gpg_passphrase,
            gpg_key_id,
            ssh_signing_key_file,
            ssh_signing_password,
            ssh_signing_passphrase,
            ssh_signing_reuse_private_key,
            commit_message_appendix,
            force,
        } = self;
        Shared {
            version,
            components: crate::cli::string_slice::values(components),
            components_extra: crate::cli::string_slice::values(components_extra),
            registry,
            registry_creds,
            image_pull_secret,
            branch,
            recurse_submodules,
            sparse_checkout: crate::cli::string_slice::values(sparse_checkout),
            manifests,
            watch_all_namespaces,
            network_policy,
            token_auth,
            log_level,
            cluster_domain,
            toleration_keys: crate::cli::string_slice::values(toleration_keys),
            secret_name,
            ssh_key_algorithm,
            ssh_ecdsa_curve,
            ssh_rsa_bits,
            ssh_hostname,
            ssh_hostkey_algos: crate::cli::string_slice::values(ssh_hostkey_algos),
            ca_file,
            private_key_file,
            author_name,
            author_email,
            gpg_key_ring,
            gpg_passphrase,
            gpg_key_id,
            ssh_signing_key_file,
            ssh_signing_password,
            ssh_signing_passphrase,
            ssh_signing_reuse_private_key,
            commit_message_appendix,
            force,
        }
    }
}

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

/// One `--team` (`--group`) occurrence: pflag's csv record of `team[:access]` entries.
#[derive(Clone, Debug)]
pub struct Teams(pub Vec<crate::provider::TeamAccess>);

impl Teams {
    fn parse(value: &str, default: crate::provider::TeamPermission) -> Result<Self, String> {
        let entries = crate::cli::string_slice::parse(value).map_err(|err| err.to_string())?;
        entries
            .0
            .iter()
            .map(|entry| crate::provider::TeamAccess::parse_with_default(entry, default))
            .collect::<Result<_, _>>()
            .map(Teams)
    }

    /// All occurrences, in order.
    fn all(occurrences: Vec<Teams>) -> Vec<crate::provider::TeamAccess> {
        occurrences.into_iter().flat_map(|t| t.0).collect()
    }
}

/// `--team` of GitHub, GitLab and Gitea: flux's default access is `maintain`.
fn parse_teams(value: &str) -> Result<Teams, String> {
    Teams::parse(value, crate::provider::TeamPermission::Maintain)
}
