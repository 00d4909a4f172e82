//! Bootstrapping through a Git hosting provider (`bootstrap github`, `gitlab`, `gitea` and
//! `bitbucket-server`): each provider's own checks of its settings in flux's order, the token
//! read once, the API client built, then the shared checks (flux's `bootstrapValidate`), the
//! cluster connection and [`super::provider::run`], flux's `GitProviderBootstrapper` around the
//! plain Git one.

use std::sync::LazyLock;
use std::time::{Duration, Instant};

use super::github::{self as github_rules, AppSettings};
use super::provider::{self as provider_bootstrap, SyncAuth};
use super::settings::{Context, Shared};
use crate::manifestgen::{install, secrets, sync};
use crate::provider::bitbucket::{self, Bitbucket};
use crate::provider::gitea::{self, Gitea};
use crate::provider::gitlab::{self, GitLab};
use crate::provider::http::{Endpoint, Settings as ApiSettings};
use crate::provider::{
    self, OwnerKind, Provider, RepositoryRequest, RepositorySpec, TeamAccess, Visibility,
};
use crate::ui::Ui;

/// The settings every provider has (the flags of the same names).
#[derive(Debug, Clone)]
pub struct Settings {
    pub owner: String,
    pub repository: String,
    /// `--team` (`--group` on Bitbucket Server).
    pub teams: Vec<TeamAccess>,
    pub personal: bool,
    pub visibility: Visibility,
    pub interval: crate::duration::GoDuration,
    /// `--hostname` when given.
    pub hostname: Option<String>,
    pub path: String,
    pub reconcile: bool,
    pub read_write_key: bool,
    pub allow_insecure_http: bool,
}

/// The provider, with the settings only it has.
#[derive(Debug, Clone)]
pub enum Host {
    /// GitHub, with GitHub App authentication when an `--app-*` flag is given.
    GitHub(AppSettings),
    GitLab {
        /// The deprecated `--private`: `Some(false)` means public.
        private: Option<bool>,
        /// `--deploy-token-auth`: the cluster fetches with a GitLab deploy token.
        deploy_token_auth: bool,
    },
    Gitea,
    BitbucketServer {
        /// `--username`: who fluxr and the cluster authenticate as, unless `--personal`.
        username: String,
    },
}

/// The API client for the settings, and the endpoint its token is meant for.
pub type Connect<'a> = Box<dyn FnOnce(ApiSettings) -> Result<Connection<'a>, provider::Error> + 'a>;

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
    // flux breaks this message over two lines.
    #[error(
        "{repository} is an invalid project name for gitlab.\nIt can contain only letters, \
         digits, emojis, '_', '.', dash, space. It must start with letter, digit, emoji or '_'."
    )]
    InvalidProjectName { repository: String },
    #[error("--token-auth and --deploy-token-auth cannot be set both.")]
    TokenAndDeployToken,
    #[error(
        "--ssh-signing-reuse-private-key is not supported by 'bootstrap {command}'; that \
         subcommand generates the SSH transport key in-process and has no operator-supplied key \
         to reuse"
    )]
    ReuseNotSupported { command: &'static str },
    #[error("invalid hostname \"{hostname}\"")]
    Hostname { hostname: String },
    #[error(transparent)]
    GitHub(#[from] github_rules::Error),
    #[error(transparent)]
    Token(#[from] provider::TokenError),
    #[error(transparent)]
    Settings(#[from] super::settings::Error),
    #[error(transparent)]
    Release(#[from] crate::release::Error),
    #[error(transparent)]
    Install(#[from] install::Error),
    #[error(transparent)]
    Provider(#[from] provider::Error),
    #[error(transparent)]
    Takeover(#[from] super::cluster::TakeoverError),
    #[error(transparent)]
    Bootstrap(#[from] provider_bootstrap::Error),
}

/// GitLab's project name rule, as flux checks it.
static PROJECT_NAME: LazyLock<regex::Regex> = LazyLock::new(|| {
    regex::Regex::new(r"\A[[:alnum:]\x{00A9}-\x{1f9ff}_][[:alnum:]\p{Pd}\x{00A9}-\x{1f9ff}_\.]*\z")
        .expect("the project name pattern is valid")
});

/// How fluxr and the cluster authenticate, once the provider's own checks passed and the
/// token is known.
struct Access<'a> {
    /// The fluxr override of the API base (`FLUXR_GITLAB_API_URL`, …).
    api_url_env: &'static str,
    token: String,
    sync: SyncKind,
    /// The user name the cluster authenticates as with `--token-auth`.
    token_username: String,
    /// The user name fluxr pushes as.
    push_username: String,
    connect: Connect<'a>,
}

/// Bootstraps the cluster from the repository `settings` name on `host`: the provider's own
/// checks in flux's order (the token is read among them), then the shared ones, the cluster
/// connection and the provider bootstrap.
pub fn run(
    ui: &Ui,
    ctx: &Context<'_>,
    shared: Shared,
    mut settings: Settings,
    host: Host,
) -> Result<(), Error> {
    // flux's bootstrap gitea never calls confirmBootstrap: a Flux another tool installed is
    // taken over without a question.
    let ask_takeover = !matches!(host, Host::Gitea);
    let access = match host {
        Host::GitHub(app) => github(ui, &shared, &settings, app)?,
        Host::GitLab {
            private,
            deploy_token_auth,
        } => gitlab(ui, &shared, &mut settings, private, deploy_token_auth)?,
        Host::Gitea => gitea(ui, &shared, &settings)?,
        Host::BitbucketServer { username } => bitbucket_server(ui, &shared, &settings, username)?,
    };
    bootstrap(ui, ctx, shared, settings, access, ask_takeover)
}

/// `--owner` and `--repository` must be given.
fn require_owner_and_repository(settings: &Settings) -> Result<(), Error> {
    if settings.owner.is_empty() {
        return Err(Error::OwnerRequired);
    }
    if settings.repository.is_empty() {
        return Err(Error::RepositoryRequired);
    }
    Ok(())
}

/// Deploy key or `--token-auth`: the providers without another way.
fn key_or_token(shared: &Shared) -> SyncKind {
    if shared.token_auth {
        SyncKind::Token
    } else {
        SyncKind::DeployKey
    }
}

fn github<'a>(
    ui: &'a Ui,
    shared: &Shared,
    settings: &Settings,
    app: AppSettings,
) -> Result<Access<'a>, Error> {
    github_rules::check_flags(shared, &settings.owner, &settings.repository)?;
    let github_rules::Auth { app, token, sync } = github_rules::resolve_auth(
        ui,
        shared,
        &app,
        &settings.owner,
        settings.read_write_key,
        settings.hostname.as_deref(),
        settings.allow_insecure_http,
    )?;
    Ok(Access {
        api_url_env: provider::github::API_URL_ENV,
        token,
        sync,
        token_username: "git".to_owned(),
        // flux pushes as the owner with the token as password; GitHub ignores the user name.
        push_username: settings.owner.clone(),
        connect: github_rules::connect(ui, app, settings.allow_insecure_http),
    })
}

fn gitlab<'a>(
    ui: &'a Ui,
    shared: &Shared,
    settings: &mut Settings,
    private: Option<bool>,
    deploy_token_auth: bool,
) -> Result<Access<'a>, Error> {
    require_owner_and_repository(settings)?;
    let token = provider::token_from_env_or_prompt(ui, gitlab::TOKEN_ENV, gitlab::TOKEN_PROMPT)?;
    if !PROJECT_NAME.is_match(&settings.repository) {
        return Err(Error::InvalidProjectName {
            repository: settings.repository.clone(),
        });
    }
    if shared.token_auth && deploy_token_auth {
        return Err(Error::TokenAndDeployToken);
    }
    if private == Some(false) {
        settings.visibility = Visibility::Public;
        ui.detail("Using visibility public as --private=false");
    }
    let sync = if deploy_token_auth {
        SyncKind::DeployToken
    } else {
        key_or_token(shared)
    };
    Ok(Access {
        api_url_env: gitlab::API_URL_ENV,
        token,
        sync,
        token_username: "git".to_owned(),
        push_username: settings.owner.clone(),
        connect: Box::new(|api| {
            let gitlab = GitLab::new(api, ui)?;
            Ok(Connection::new(gitlab.endpoint().clone(), Box::new(gitlab)))
        }),
    })
}

fn gitea<'a>(ui: &'a Ui, shared: &Shared, settings: &Settings) -> Result<Access<'a>, Error> {
    // flux refuses this before anything else, the token prompt included.
    if shared.ssh_signing_reuse_private_key {
        return Err(Error::ReuseNotSupported { command: "gitea" });
    }
    require_owner_and_repository(settings)?;
    let token = provider::token_from_env_or_prompt(ui, gitea::TOKEN_ENV, gitea::TOKEN_PROMPT)?;
    Ok(Access {
        api_url_env: gitea::API_URL_ENV,
        token,
        sync: key_or_token(shared),
        token_username: "git".to_owned(),
        // flux pushes as the owner with the token as password.
        push_username: settings.owner.clone(),
        connect: Box::new(|api| {
            let gitea = Gitea::new(api, ui)?;
            Ok(Connection::new(gitea.endpoint().clone(), Box::new(gitea)))
        }),
    })
}

fn bitbucket_server<'a>(
    ui: &'a Ui,
    shared: &Shared,
    settings: &Settings,
    username: String,
) -> Result<Access<'a>, Error> {
    require_owner_and_repository(settings)?;
    let token =
        provider::token_from_env_or_prompt(ui, bitbucket::TOKEN_ENV, bitbucket::TOKEN_PROMPT)?;
    // Bitbucket Server has no default host; fluxr's override stands in for --hostname.
    let override_set =
        std::env::var(bitbucket::API_URL_ENV).is_ok_and(|url| !url.trim().is_empty());
    if settings
        .hostname
        .as_deref()
        .is_none_or(|host| host.trim().is_empty())
        && !override_set
    {
        return Err(Error::Hostname {
            hostname: settings.hostname.clone().unwrap_or_default(),
        });
    }
    // A personal repository is its owner's: flux authenticates as the owner then.
    let user = if settings.personal {
        settings.owner.clone()
    } else {
        username
    };
    Ok(Access {
        api_url_env: bitbucket::API_URL_ENV,
        token,
        sync: key_or_token(shared),
        token_username: user.clone(),
        push_username: user,
        connect: Box::new(|api| {
            let bitbucket = Bitbucket::new(api, ui)?;
            Ok(Connection::new(
                bitbucket.endpoint().clone(),
                Box::new(bitbucket),
            ))
        }),
    })
}

/// The shared checks (flux's `bootstrapValidate`, the CA and key files, the API address), the
/// cluster connection and the takeover question, then the provider bootstrap. `connect`
/// resolves the endpoint and builds the API client (no request is made yet).
fn bootstrap(
    ui: &Ui,
    ctx: &Context<'_>,
    shared: Shared,
    settings: Settings,
    access: Access<'_>,
    ask_takeover: bool,
) -> Result<(), Error> {
    let Access {
        api_url_env,
        mut token,
        sync: sync_kind,
        token_username,
        mut push_username,
        connect,
    } = access;
    let Settings {
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
    } = settings;
    let deadline = Instant::now() + ctx.timeout;
    let signer = shared.validate("")?;
    // flux's order: the cluster and the takeover question right after bootstrapValidate, then
    // the version, the CA file and the keys.
    let cluster =
        super::cluster::connect_for_bootstrap(ui, ctx.connection, shared.force || !ask_takeover)?;
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
    let mut api = ApiSettings::new(hostname.as_deref(), api_url_env, token.clone(), deadline);
    api.ca_pem = ca.clone();
    let Connection {
        endpoint,
        provider,
        push_credentials,
    } = connect(api)?;
    if let Some((username, password)) = push_credentials {
        push_username = username;
        token = password;
    }
    endpoint.check_plain_http(allow_insecure_http)?;

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
    provider_bootstrap::run(provider.as_ref(), cluster.as_ref(), ui, options)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn project_names_follow_gitlab() {
        for name in [
            "fleet",
            "_fleet",
            "fleet.io",
            "fleet-infra",
            "flëet",
            "9fleet",
        ] {
            assert!(PROJECT_NAME.is_match(name), "{name}");
        }
        for name in ["", "-fleet", ".fleet", "group/fleet", "fle et"] {
            assert!(!PROJECT_NAME.is_match(name), "{name}");
        }
    }
}
