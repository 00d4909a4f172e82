//! `fluxr bootstrap git`: bootstrap from any Git server, over SSH (deploy key or ssh-agent) or
//! HTTP/S (basic auth, token or bearer token), with flux's flags and URL rules.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use super::{Shared, parse_safe_relative_path};
use crate::bootstrap::git_source;
use crate::bootstrap::{self, GitBootstrapper};
use crate::cli::GlobalContext;
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::manifestgen::sync;
use crate::ui::Ui;

/// Deploy Flux on a cluster connected to a Git repository
///
/// The bootstrap git command commits the Flux manifests to the branch of a Git repository. And
/// then it configures the target cluster to synchronize with that repository. If the Flux
/// components are present on the cluster, the bootstrap command will perform an upgrade if
/// needed.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct GitArgs {
    /// Git repository URL
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,

    /// Sync interval
    #[arg(long, default_value = "1m0s", value_parser = parse_duration)]
    pub interval: Duration,

    /// Path relative to the repository root, when specified the cluster sync will be scoped to
    /// this path
    #[arg(long, default_value = "", hide_default_value = true, value_parser = parse_safe_relative_path)]
    pub path: String,

    /// Basic authentication username
    #[arg(short = 'u', long, default_value = "git")]
    pub username: String,

    /// Basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,

    /// Assumes the deploy key is already setup, skips confirmation
    #[arg(short = 's', long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub silent: bool,

    /// Allows http Git url connections
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub allow_insecure_http: bool,

    /// Use password as bearer token for Authorization header
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub with_bearer_token: bool,
}

const EXAMPLES: &str = "Examples:
  # Run bootstrap for a Git repository and authenticate with your SSH agent
  fluxr bootstrap git --url=ssh://git@example.com/repository.git --path=clusters/my-cluster

  # Run bootstrap for a Git repository and authenticate using a password
  fluxr bootstrap git --url=https://example.com/repository.git --password=<password> --path=clusters/my-cluster

  # Run bootstrap for a Git repository and authenticate using a password from environment variable
  GIT_PASSWORD=<password> && fluxr bootstrap git --url=https://example.com/repository.git --path=clusters/my-cluster

  # Run bootstrap for a Git repository with a passwordless private key
  fluxr bootstrap git --url=ssh://git@example.com/repository.git --private-key-file=<path/to/private.key> --path=clusters/my-cluster

  # Run bootstrap for a Git repository with a private key and password
  fluxr bootstrap git --url=ssh://git@example.com/repository.git --private-key-file=<path/to/private.key> --password=<password> --path=clusters/my-cluster

  # Run bootstrap for a Git repository on AWS CodeCommit
  fluxr bootstrap git --url=ssh://<SSH-Key-ID>@git-codecommit.<region>.amazonaws.com/v1/repos/<repository> --private-key-file=<path/to/private.key> --password=<SSH-passphrase> --path=clusters/my-cluster";

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("url is required")]
    UrlRequired,
    #[error(transparent)]
    Source(#[from] git_source::Error),
    #[error("aborting")]
    Aborted,
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    shared: Shared,
    args: GitArgs,
) -> anyhow::Result<ExitCode> {
    let GitArgs {
        url,
        interval,
        path,
        username,
        password,
        silent,
        allow_insecure_http,
        with_bearer_token,
    } = args;
    let token_auth = shared.token_auth || with_bearer_token;
    let password = git_source::resolve_password(ui, password, token_auth, !url.is_empty())
        .map_err(Error::from)?;
    let signer = shared.validate(&password)?;
    if url.is_empty() {
        return Err(Error::UrlRequired.into());
    }
    let repository = git_source::parse_url(&url).map_err(Error::from)?;
    let target_path = path;
    shared.check_sparse_checkout(&target_path)?;

    let key = shared.private_key(&password)?;
    let flags = git_source::Flags {
        username: &username,
        password: &password,
        token_auth,
        with_bearer_token,
        allow_insecure_http,
        ssh_hostname: &shared.ssh_hostname,
        key: key.as_ref(),
        algorithm: shared.key_algorithm(),
    };
    let ca_file = (!shared.ca_file.is_empty()).then(|| shared.ca_file.clone().into());
    let git_auth = git_source::fluxr_auth(&repository, &flags, ca_file).map_err(Error::from)?;
    let ca = shared.ca()?;
    let (sync_url, secret) =
        git_source::cluster_source(&repository, &flags, ca).map_err(Error::from)?;

    let namespace = ctx.namespace.clone();
    let sync = sync::Options {
        name: namespace.clone(),
        namespace: namespace.clone(),
        interval,
        url: sync_url,
        branch: shared.branch.clone(),
        secret_name: shared.secret_name.clone(),
        target_path: target_path.clone(),
        recurse_submodules: shared.recurse_submodules,
        sparse_checkout: shared.sparse_checkout.clone(),
        provider: None,
    };
    let mut install = shared.install_options(&namespace, ctx.timeout)?;
    install.version = install.validate()?;
    let options = bootstrap::Options {
        repository_url: url.clone(),
        git_auth,
        author: shared.author(signer),
        commit_message_appendix: shared.commit_message_appendix.clone(),
        install,
        sync,
        secret,
        registry_credentials: shared.registry_credentials(),
        timeout: ctx.timeout,
        ssh_hostkey_algos: shared.ssh_hostkey_algos.clone(),
        allow_insecure_http,
        force: shared.force || silent,
    };

    let cluster = bootstrap::cluster::connect_for_bootstrap(ui, &ctx.connection, shared.force)?;
    let _guard = bootstrap::interrupt::install(ui, ctx.timeout);
    let bootstrapper = GitBootstrapper::new(cluster.as_ref(), ui, options).on_secret_generated(
        |generated: &bootstrap::GeneratedSecret| {
            let Some(public_key) = &generated.public_key else {
                return Ok(());
            };
            ui.success(&format!("public key: {}", public_key.trim()));
            if !silent && !ui.confirm("Please give the key access to your repository")? {
                return Err(Error::Aborted.into());
            }
            Ok(())
        },
    );
    let mut bootstrapper = bootstrapper;
    bootstrap::run(&mut bootstrapper)?;
    Ok(ExitCode::SUCCESS)
}
