//! `fluxr bootstrap github`: get or create the GitHub repository (personal or organization,
//! github.com or Enterprise), grant team access, register the deploy key, then run the shared
//! bootstrap flow over HTTPS with the token.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Args;

use super::{SharedArgs, parse_safe_relative_path};
use crate::bootstrap::{self, BoxError, GeneratedSecret, GitBootstrapper, SecretCredentials};
use crate::cli::GlobalContext;
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::git::Auth;
use crate::manifestgen::sync;
use crate::provider::github::{self, GitHub};
use crate::provider::{
    self, DeployKey, OwnerKind, RepositoryRequest, RepositorySpec, TeamAccess, Visibility,
};
use crate::ui::Ui;

/// Deploy Flux on a cluster connected to a GitHub repository
///
/// The bootstrap github command creates the GitHub repository when it does not exist yet and
/// commits the Flux manifests to the given branch. It then configures the cluster to sync with
/// that repository, through a read-only deploy key unless --token-auth is set. When the Flux
/// components are on the cluster already, they are upgraded where needed.
///
/// The token is read from GITHUB_TOKEN, or asked for (or read from stdin) when that is not set.
/// It is only sent to the host --hostname names (or, without --hostname, to the host of
/// FLUXR_GITHUB_API_URL when that is set), and never over plain HTTP unless
/// --allow-insecure-http is given.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct GithubArgs {
    #[command(flatten)]
    pub shared: SharedArgs,

    /// GitHub user or organization name
    #[arg(long, default_value = "", hide_default_value = true)]
    pub owner: String,

    /// GitHub repository name
    #[arg(long, default_value = "", hide_default_value = true)]
    pub repository: String,

    /// GitHub team and the access to give it (team:maintain); the access defaults to maintain,
    /// accepts comma-separated values
    #[arg(long = "team", value_delimiter = ',', value_name = "TEAM[:ACCESS]")]
    pub teams: Vec<TeamAccess>,

    /// If true, the owner is assumed to be a GitHub user; otherwise an org
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub personal: bool,

    /// If true, the repository is set up or configured as private
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub private: bool,

    /// Sync interval
    #[arg(long, default_value = "1m0s", value_parser = parse_duration)]
    pub interval: Duration,

    /// GitHub hostname [default: github.com]
    #[arg(long, value_name = "HOSTNAME")]
    pub hostname: Option<String>,

    /// Path relative to the repository root, when specified the cluster sync will be scoped to
    /// this path
    #[arg(long, default_value = "", hide_default_value = true, value_parser = parse_safe_relative_path)]
    pub path: String,

    /// If true, the configured options are also reconciled if the repository already exists
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub reconcile: bool,

    /// If true, the deploy key is configured with read/write permissions
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub read_write_key: bool,

    /// Allows the token to travel over plain HTTP, to the API and to an http:// clone URL
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub allow_insecure_http: bool,
}

const EXAMPLES: &str = "Examples:
  # Give fluxr a GitHub personal access token
  export GITHUB_TOKEN=<token>

  # Bootstrap a private repository of an organization
  fluxr bootstrap github --owner=<organization> --repository=<repository> --path=clusters/my-cluster

  # Give organization teams access to it, maintain unless another access is named
  fluxr bootstrap github --owner=<organization> --repository=<repository> --team=<team slug> --team=<team slug>:admin --path=clusters/my-cluster

  # Bootstrap a public repository of your own account
  fluxr bootstrap github --owner=<user> --repository=<repository> --personal --private=false --path=clusters/my-cluster

  # GitHub Enterprise Server, the cluster syncing over SSH
  fluxr bootstrap github --owner=<organization> --repository=<repository> --hostname=<host> --ssh-hostname=<host> --path=clusters/my-cluster

  # GitHub Enterprise Server, the cluster syncing over HTTPS with the token
  fluxr bootstrap github --owner=<organization> --repository=<repository> --hostname=<host> --token-auth --path=clusters/my-cluster";

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(
        "--ssh-signing-reuse-private-key is not supported by 'bootstrap github'; that subcommand \
         generates the SSH transport key in-process and has no operator-supplied key to reuse"
    )]
    ReuseNotSupported,
    #[error("--owner is required: the GitHub user or organization that owns the repository")]
    OwnerRequired,
    #[error("--repository is required: the name of the GitHub repository")]
    RepositoryRequired,
    #[error("invalid --repository \"{repository}\": give the repository name without its owner")]
    RepositoryWithSlash { repository: String },
    #[error(transparent)]
    Token(#[from] provider::TokenError),
    #[error(transparent)]
    Provider(#[from] provider::Error),
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: GithubArgs) -> anyhow::Result<ExitCode> {
    let GithubArgs {
        shared,
        owner,
        repository,
        teams,
        personal,
        private,
        interval,
        hostname,
        path,
        reconcile,
        read_write_key,
        allow_insecure_http,
    } = args;
    // flux refuses this before anything else, the token prompt included.
    if shared.ssh_signing_reuse_private_key {
        return Err(Error::ReuseNotSupported.into());
    }
    let deadline = Instant::now() + ctx.timeout;
    if owner.is_empty() {
        return Err(Error::OwnerRequired.into());
    }
    if repository.is_empty() {
        return Err(Error::RepositoryRequired.into());
    }
    if repository.contains('/') {
        return Err(Error::RepositoryWithSlash { repository }.into());
    }
    let token = provider::token_from_env_or_prompt(ui, github::TOKEN_ENV, github::TOKEN_PROMPT)
        .map_err(Error::from)?;
    let signer = shared.validate("")?;
    shared.check_sparse_checkout(&path)?;
    let namespace = ctx.namespace.clone();
    let mut install = shared.install_options(&namespace);
    install.version = install.validate()?;
    let ca = shared.ca()?;
    let key = if shared.token_auth {
        None
    } else {
        shared.private_key("")?
    };

    let github::Target {
        endpoint,
        options: mut github_options,
    } = github::target(
        hostname.as_deref(),
        allow_insecure_http,
        token.clone(),
        deadline,
    )
    .map_err(Error::from)?;

    let cluster = super::connect(ui, ctx)?;
    super::confirm_takeover(ui, cluster.as_ref(), shared.force)?;
    let _guard = bootstrap::interrupt::install(ui, ctx.timeout);

    github_options.ca_pem = ca.clone();
    let github = GitHub::new(github_options, ui).map_err(Error::from)?;
    let request = RepositoryRequest {
        spec: RepositorySpec {
            owner: owner.clone(),
            name: repository,
            owner_kind: if personal {
                OwnerKind::User
            } else {
                OwnerKind::Organization
            },
            visibility: if private {
                Visibility::Private
            } else {
                Visibility::Public
            },
            description: None,
            default_branch: shared.branch.clone(),
        },
        reconcile,
        teams,
    };
    let repo = provider::reconcile_repository(&github, ui, &request).map_err(Error::from)?;
    endpoint
        .check_token_url(&repo.https_url)
        .map_err(Error::from)?;

    let ssh_hostname = Some(shared.ssh_hostname.as_str()).filter(|host| !host.is_empty());
    let sync_url = repo.sync_url(shared.token_auth, ssh_hostname);
    let secret = if shared.token_auth {
        SecretCredentials::Basic {
            username: "git".to_owned(),
            password: token.clone(),
            ca,
        }
    } else {
        let (host, port) = ssh_host_port(&sync_url);
        SecretCredentials::Ssh {
            key,
            algorithm: shared.key_algorithm(),
            password: String::new(),
            host,
            port,
        }
    };
    let options = bootstrap::Options {
        repository_url: repo.https_url.clone(),
        // flux pushes as the owner with the token as password; GitHub ignores the user name.
        git_auth: Auth {
            username: owner,
            password: token,
            ca_file: (!shared.ca_file.is_empty()).then(|| shared.ca_file.clone().into()),
            ..Auth::default()
        },
        author: shared.author(signer),
        commit_message_appendix: shared.commit_message_appendix.clone(),
        install,
        sync: sync::Options {
            name: namespace.clone(),
            namespace: namespace.clone(),
            interval,
            url: sync_url,
            branch: shared.branch.clone(),
            secret_name: shared.secret_name.clone(),
            target_path: path.clone(),
            recurse_submodules: shared.recurse_submodules,
            sparse_checkout: shared.sparse_checkout.clone(),
            provider: None,
        },
        secret,
        registry_credentials: shared.registry_credentials(),
        // What is left of --timeout, in whole seconds for the timeout message.
        timeout: Duration::from_secs(
            deadline
                .checked_duration_since(Instant::now())
                .unwrap_or_default()
                .as_secs(),
        ),
        ssh_hostkey_algos: shared.ssh_hostkey_algos.clone(),
        allow_insecure_http,
        force: shared.force,
    };

    // flux names the key after the path as its flag normalises it: `./clusters/prod`.
    let key_path = if path.is_empty() {
        String::new()
    } else {
        format!("./{path}")
    };
    let title =
        provider::deploy_key_name(&namespace, &shared.branch, &shared.secret_name, &key_path);
    let register_deploy_key = |generated: &GeneratedSecret| -> Result<(), BoxError> {
        let Some(public_key) = &generated.public_key else {
            return Ok(());
        };
        ui.success(&format!("public key: {}", public_key.trim()));
        let key = DeployKey {
            title: title.clone(),
            public_key: public_key.clone(),
            read_only: !read_write_key,
        };
        provider::reconcile_deploy_key(&github, &repo, &key)?;
        ui.success(&format!(
            "configured deploy key \"{title}\" for \"{}\"",
            repo.web_url
        ));
        Ok(())
    };
    let mut bootstrapper = GitBootstrapper::new(cluster.as_ref(), ui, options)
        .on_secret_generated(register_deploy_key);
    bootstrap::run(&mut bootstrapper)?;
    Ok(ExitCode::SUCCESS)
}

/// The host and port an SSH sync URL (`ssh://git@host[:port]/path`) points at, for the host-key
/// scan.
fn ssh_host_port(url: &str) -> (String, u16) {
    let authority = url
        .strip_prefix("ssh://")
        .unwrap_or(url)
        .split('/')
        .next()
        .unwrap_or_default();
    let host = authority
        .rsplit_once('@')
        .map_or(authority, |(_, host)| host);
    match host.rsplit_once(':') {
        Some((name, port)) if !name.ends_with(']') || host.starts_with('[') => match port.parse() {
            Ok(port) => (name.trim_matches(['[', ']']).to_owned(), port),
            Err(_) => (host.to_owned(), 22),
        },
        _ => (host.trim_matches(['[', ']']).to_owned(), 22),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ssh_hosts_and_ports_for_the_key_scan() {
        assert_eq!(
            ssh_host_port("ssh://git@github.com/acme/fleet"),
            ("github.com".to_owned(), 22)
        );
        assert_eq!(
            ssh_host_port("ssh://git@ssh.github.com:443/acme/fleet"),
            ("ssh.github.com".to_owned(), 443)
        );
        assert_eq!(
            ssh_host_port("ssh://git@[::1]:2222/acme/fleet"),
            ("::1".to_owned(), 2222)
        );
    }
}
