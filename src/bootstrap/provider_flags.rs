//! What `bootstrap github`, `gitlab`, `gitea` and `bitbucket-server` share: their common flags
//! resolved into [`crate::bootstrap::provider::Options`], and the order of the checks before
//! the provider bootstrap runs.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use super::provider::{self as provider_bootstrap, SyncAuth};
use super::settings::Shared;
use crate::kube::ClusterOptions;
use crate::manifestgen::{secrets, sync};
use crate::provider::http::{Endpoint, Settings};
use crate::provider::{
    self, OwnerKind, Provider, RepositoryRequest, RepositorySpec, TeamAccess, Visibility,
};
use crate::ui::Ui;

/// What the global flags give a run.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// `--namespace`: where Flux is installed.
    pub namespace: &'a str,
    /// `--timeout`: the whole run, API calls included.
    pub timeout: Duration,
    pub connection: &'a ClusterOptions,
}

/// The flags every provider subcommand has, parsed.
pub struct Common {
    pub shared: Shared,
    pub owner: String,
    pub repository: String,
    pub teams: Vec<TeamAccess>,
    pub personal: bool,
    pub visibility: Visibility,
    pub interval: Duration,
    /// `--hostname` when given.
    pub hostname: Option<String>,
    pub path: String,
    pub reconcile: bool,
    pub read_write_key: bool,
    pub allow_insecure_http: bool,
}

/// The API client for the settings, and the endpoint its token is meant for.
pub type Connect<'a> = Box<dyn FnOnce(Settings) -> Result<Connection<'a>, provider::Error> + 'a>;

/// What [`Connect`] hands back.
pub struct Connection<'a> {
    pub endpoint: Endpoint,
    pub provider: Box<dyn Provider + 'a>,
    /// The user name and token fluxr pushes with when they are not the ones read (a GitHub
    /// App's installation token).
    pub push_credentials: Option<(String, String)>,
}

impl<'a> Connection<'a> {
    pub fn new(endpoint: Endpoint, provider: Box<dyn Provider + 'a>) -> Connection<'a> {
        Connection {
            endpoint,
            provider,
            push_credentials: None,
        }
    }
}

/// How the cluster is to authenticate, before credentials are known.
#[derive(Debug, Clone)]
pub enum SyncKind {
    DeployKey,
    /// `--token-auth`: the token as the password of this user name.
    Token,
    DeployToken,
    /// A GitHub App's credentials in the source secret, `provider: github` on the source.
    GitHubApp(secrets::GitHubApp),
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("--owner is required: the user or organization that owns the repository")]
    OwnerRequired,
    #[error("--repository is required: the name of the repository")]
    RepositoryRequired,
    #[error(transparent)]
    Token(#[from] provider::TokenError),
    #[error(transparent)]
    Provider(#[from] provider::Error),
    #[error(transparent)]
    Bootstrap(#[from] provider_bootstrap::Error),
}

/// `--owner` and `--repository` must be given.
pub fn require_owner_and_repository(common: &Common) -> Result<(), Error> {
    if common.owner.is_empty() {
        return Err(Error::OwnerRequired);
    }
    if common.repository.is_empty() {
        return Err(Error::RepositoryRequired);
    }
    Ok(())
}

/// What a provider subcommand hands over once its own checks passed and the token is known.
pub struct Run {
    pub common: Common,
    /// The fluxr override of the API base (`FLUXR_GITLAB_API_URL`, …).
    pub api_url_env: &'static str,
    pub token: String,
    pub sync: SyncKind,
    /// The user name the cluster authenticates as with `--token-auth`.
    pub token_username: String,
    /// The user name fluxr pushes as.
    pub push_username: String,
}

/// The shared checks (flux's `bootstrapValidate`, the CA and key files, the API address), the
/// cluster connection and the takeover question, then the provider bootstrap. `connect`
/// resolves the endpoint and builds the API client (no request is made yet).
pub fn run(ui: &Ui, ctx: &Context<'_>, run: Run, connect: Connect<'_>) -> anyhow::Result<ExitCode> {
    let Run {
        common,
        api_url_env,
        mut token,
        sync: sync_kind,
        token_username,
        mut push_username,
    } = run;
    let Common {
        shared,
        owner,
        repository,
        teams,
        personal,
        visibility,
        interval,
        hostname,
        path,
        reconcile,
        read_write_key,
        allow_insecure_http,
    } = common;
    let deadline = Instant::now() + ctx.timeout;
    let signer = shared.validate("")?;
    shared.check_sparse_checkout(&path)?;
    let namespace = ctx.namespace.to_owned();
    let mut install = shared.install_options(&namespace, ctx.timeout)?;
    install.version = install.validate()?;
    let ca = shared.ca()?;
    let sync_auth = match sync_kind {
        SyncKind::DeployKey => SyncAuth::DeployKey {
            key: shared.private_key("")?,
            password: String::new(),
            algorithm: shared.key_algorithm(),
            read_write: read_write_key,
        },
        SyncKind::Token => SyncAuth::Token {
            username: token_username,
        },
        SyncKind::DeployToken => SyncAuth::DeployToken,
        SyncKind::GitHubApp(app) => SyncAuth::GitHubApp(app),
    };

    // The token goes to the host the user named, and never in plain text unless allowed:
    // --hostname, else the fluxr override; the CI systems' own variables are not read.
    let mut settings = Settings::new(hostname.as_deref(), api_url_env, token.clone(), deadline);
    settings.ca_pem = ca.clone();
    let Connection {
        endpoint,
        provider,
        push_credentials,
    } = connect(settings).map_err(Error::from)?;
    if let Some((username, password)) = push_credentials {
        push_username = username;
        token = password;
    }
    endpoint
        .check_plain_http(allow_insecure_http)
        .map_err(Error::from)?;

    let cluster = super::cluster::connect_for_bootstrap(ui, ctx.connection, shared.force)?;
    let _guard = super::interrupt::install(ui, ctx.timeout);

    let options = provider_bootstrap::Options {
        repository: RepositoryRequest {
            spec: RepositorySpec {
                owner,
                name: repository,
                owner_kind: if personal {
                    OwnerKind::User
                } else {
                    OwnerKind::Organization
                },
                visibility,
                description: None,
                default_branch: shared.branch.clone(),
            },
            reconcile,
            teams,
        },
        token,
        push_username,
        sync_auth,
        ssh_hostname: Some(shared.ssh_hostname.clone()).filter(|host| !host.is_empty()),
        endpoint,
        ca_file: (!shared.ca_file.is_empty()).then(|| shared.ca_file.clone().into()),
        ca,
        author: shared.author(signer),
        commit_message_appendix: shared.commit_message_appendix.clone(),
        install,
        sync: sync::Options {
            name: namespace.clone(),
            namespace: namespace.clone(),
            interval,
            url: String::new(),
            branch: shared.branch.clone(),
            secret_name: shared.secret_name.clone(),
            target_path: path,
            recurse_submodules: shared.recurse_submodules,
            sparse_checkout: shared.sparse_checkout.clone(),
            provider: None,
        },
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
    provider_bootstrap::run(provider.as_ref(), cluster.as_ref(), ui, options)
        .map_err(Error::from)?;
    Ok(ExitCode::SUCCESS)
}

/// The token from `env`, or asked for.
pub fn token(ui: &Ui, env: &str, prompt: &str) -> Result<String, Error> {
    Ok(provider::token_from_env_or_prompt(ui, env, prompt)?)
}
