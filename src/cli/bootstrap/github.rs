//! `fluxr bootstrap github`: get or create the GitHub repository (personal or organization,
//! github.com or Enterprise), grant team access, register the deploy key, then run the shared
//! bootstrap flow over HTTPS with the token.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use super::provider::{Common, Connection, Run, SyncKind};
use super::{SharedArgs, parse_safe_relative_path};
use crate::cli::GlobalContext;
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::manifestgen::secrets;
use crate::provider::github::{self, GitHub};
use crate::provider::github_app::{self, AppCredentials, ExchangeOptions};
use crate::provider::{self, TeamAccess, Visibility};
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

    /// GitHub App ID (or client ID): fluxr and the cluster authenticate as the app's
    /// installation instead of with a personal access token
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_id: String,

    /// GitHub App installation ID
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_installation_id: String,

    /// GitHub App installation owner (user or organization) to look the installation up by;
    /// defaults to --owner when no installation ID is given
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_installation_owner: String,

    /// GitHub App private key file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_private_key_file: String,

    /// GitHub App API base URL the cluster uses; defaults to the API fluxr uses, unless that is
    /// github.com's
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_base_url: String,
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
  fluxr bootstrap github --owner=<organization> --repository=<repository> --hostname=<host> --token-auth --path=clusters/my-cluster

  # Authenticate as a GitHub App installed on the organization: no token is stored in the cluster
  fluxr bootstrap github --owner=<organization> --repository=<repository> --app-id=<app id> --app-private-key-file=<app>.private-key.pem --path=clusters/my-cluster";

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
    #[error("--app-private-key-file is required with --app-id")]
    AppKeyFileRequired,
    #[error("--app-installation-id and --app-installation-owner cannot be used together")]
    AppInstallationTwice,
    #[error(
        "{flag} cannot be used with GitHub App authentication: the cluster authenticates as the \
         app's installation"
    )]
    NotWithApp { flag: &'static str },
    #[error(transparent)]
    App(#[from] github_app::AppError),
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    shared: SharedArgs,
    args: GithubArgs,
) -> anyhow::Result<ExitCode> {
    let GithubArgs {
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
        app_id,
        app_installation_id,
        app_installation_owner,
        app_private_key_file,
        app_base_url,
    } = args;
    // flux refuses this before anything else, the token prompt included.
    if shared.ssh_signing_reuse_private_key {
        return Err(Error::ReuseNotSupported.into());
    }
    if owner.is_empty() {
        return Err(Error::OwnerRequired.into());
    }
    if repository.is_empty() {
        return Err(Error::RepositoryRequired.into());
    }
    if repository.contains('/') {
        return Err(Error::RepositoryWithSlash { repository }.into());
    }
    let app_flags = [
        &app_id,
        &app_installation_id,
        &app_installation_owner,
        &app_private_key_file,
        &app_base_url,
    ];
    // The app's key stands in for the token: it is read where the token would be asked for.
    let app = if app_flags.iter().any(|flag| !flag.is_empty()) {
        Some(app_credentials(
            &shared,
            read_write_key,
            &owner,
            AppFlags {
                id: &app_id,
                installation_id: &app_installation_id,
                installation_owner: &app_installation_owner,
                key_file: &app_private_key_file,
            },
        )?)
    } else {
        None
    };
    let (token, sync) = match &app {
        Some(app) => {
            let base_url = if app_base_url.is_empty() {
                cluster_api_base(hostname.as_deref(), allow_insecure_http)
            } else {
                app_base_url
            };
            (
                String::new(),
                SyncKind::GitHubApp(app_secret(app, base_url)),
            )
        }
        None => {
            let token =
                provider::token_from_env_or_prompt(ui, github::TOKEN_ENV, github::TOKEN_PROMPT)
                    .map_err(Error::from)?;
            let sync = if shared.token_auth {
                SyncKind::Token
            } else {
                SyncKind::DeployKey
            };
            (token, sync)
        }
    };
    let run = Run {
        common: Common {
            shared,
            // flux pushes as the owner with the token as password; GitHub ignores the user name.
            owner: owner.clone(),
            repository,
            teams,
            personal,
            visibility: if private {
                Visibility::Private
            } else {
                Visibility::Public
            },
            interval,
            hostname,
            path,
            reconcile,
            read_write_key,
            allow_insecure_http,
        },
        api_url_env: github::API_URL_ENV,
        token,
        sync,
        token_username: "git".to_owned(),
        push_username: owner,
    };
    // The token goes to the host the user named (provider::github resolves it, scheme
    // included); the plain-HTTP check follows in the shared run.
    let connect: super::provider::Connect<'_> = Box::new(move |settings| {
        let github::Target {
            endpoint,
            mut options,
        } = github::target(
            settings.hostname.as_deref(),
            allow_insecure_http,
            settings.token.clone(),
            settings.deadline,
        )?;
        options.ca_pem = settings.ca_pem.clone();
        // With an app, fluxr calls the API and pushes with an installation token, asked for
        // once the API's address has passed its checks.
        let mut push_credentials = None;
        if let Some(app) = &app {
            let exchange = ExchangeOptions {
                api_url: github::api_base(&options.hostname, options.api_url.as_deref()),
                domain: options.hostname.clone(),
                deadline: options.deadline,
                first_backoff: options.first_backoff,
                ca_pem: options.ca_pem.clone(),
            };
            let installation = github_app::installation_token(app, &exchange, ui)?;
            ui.success(&format!(
                "authenticated as GitHub App \"{}\" (installation {})",
                app.app_id, installation.installation_id
            ));
            options.token = installation.token.clone();
            options.installation = true;
            push_credentials = Some((
                github_app::ACCESS_TOKEN_USERNAME.to_owned(),
                installation.token,
            ));
        }
        Ok(Connection {
            endpoint,
            provider: Box::new(GitHub::new(options, ui)?),
            push_credentials,
        })
    });
    super::provider::run(ui, ctx, run, connect)
}

/// The GitHub App flags, as given.
struct AppFlags<'a> {
    id: &'a str,
    installation_id: &'a str,
    installation_owner: &'a str,
    key_file: &'a str,
}

/// The app's credentials, checked before anything else is: the flags that mean another way of
/// authenticating are refused, and the installation defaults to the repository's owner.
fn app_credentials(
    shared: &SharedArgs,
    read_write_key: bool,
    owner: &str,
    flags: AppFlags<'_>,
) -> Result<AppCredentials, Error> {
    for (given, flag) in [
        (shared.token_auth, "--token-auth"),
        (!shared.private_key_file.is_empty(), "--private-key-file"),
        (read_write_key, "--read-write-key"),
    ] {
        if given {
            return Err(Error::NotWithApp { flag });
        }
    }
    if flags.id.is_empty() {
        return Err(github_app::AppError::AppIdRequired.into());
    }
    if flags.key_file.is_empty() {
        return Err(Error::AppKeyFileRequired);
    }
    if !flags.installation_id.is_empty() && !flags.installation_owner.is_empty() {
        return Err(Error::AppInstallationTwice);
    }
    let installation_owner =
        if flags.installation_id.is_empty() && flags.installation_owner.is_empty() {
            owner
        } else {
            flags.installation_owner
        };
    Ok(AppCredentials::from_key_file(
        flags.id,
        Some(flags.installation_id),
        Some(installation_owner),
        std::path::Path::new(flags.key_file),
    )?)
}

/// The API base the cluster's source-controller calls for installation tokens: the one fluxr
/// uses, left out for github.com (the controller's default). An address fluxr cannot use is
/// reported when it connects, so it is left out here.
fn cluster_api_base(hostname: Option<&str>, allow_insecure_http: bool) -> String {
    match github::target(
        hostname,
        allow_insecure_http,
        String::new(),
        std::time::Instant::now(),
    ) {
        Ok(target) if target.options.api_url.is_some() => {
            github::api_base(&target.options.hostname, target.options.api_url.as_deref())
        }
        _ => String::new(),
    }
}

/// The `githubapp` source secret, in the shape of `create secret githubapp`: the installation
/// by ID when one was given, else by owner.
fn app_secret(app: &AppCredentials, base_url: String) -> secrets::GitHubApp {
    let (installation_id, installation_owner) = match &app.installation_id {
        Some(id) => (id.clone(), String::new()),
        None => (
            String::new(),
            app.installation_owner.clone().unwrap_or_default(),
        ),
    };
    secrets::GitHubApp {
        app_id: app.app_id.clone(),
        installation_owner,
        installation_id,
        private_key: app.private_key_pem.clone(),
        base_url,
    }
}
