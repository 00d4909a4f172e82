//! `bootstrap github`'s own rules, besides those every provider shares: its checks of
//! `--owner` and `--repository`, and GitHub App authentication (beyond flux): which flags go
//! with it, the installation token fluxr works with, and the `githubapp` secret the cluster
//! gets instead of a deploy key or token.

use super::hosting::{Connect, Connection, SyncKind};
use super::settings::Shared;
use crate::manifestgen::secrets;
use crate::provider;
use crate::provider::github::{self, GitHub};
use crate::provider::github_app::{self, AppCredentials, ExchangeOptions};
use crate::ui::Ui;

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

/// flux's checks of `--owner` and `--repository`, and the flag `bootstrap github` refuses
/// before anything else, the token prompt included.
pub fn check_flags(shared: &Shared, owner: &str, repository: &str) -> Result<(), Error> {
    if shared.ssh_signing_reuse_private_key {
        return Err(Error::ReuseNotSupported);
    }
    if owner.is_empty() {
        return Err(Error::OwnerRequired);
    }
    if repository.is_empty() {
        return Err(Error::RepositoryRequired);
    }
    if repository.contains('/') {
        return Err(Error::RepositoryWithSlash {
            repository: repository.to_owned(),
        });
    }
    Ok(())
}

/// Resolves the API and builds the client once the shared checks passed: with an app, the
/// installation token is asked for here, once the API's address has passed its checks, and
/// fluxr calls the API and pushes with it.
pub fn connect<'a>(
    ui: &'a Ui,
    app: Option<AppCredentials>,
    allow_insecure_http: bool,
) -> Connect<'a> {
    // The token goes to the host the user named (provider::github resolves it, scheme
    // included); the plain-HTTP check follows in the shared run.
    Box::new(move |settings| {
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
    })
}

/// The GitHub App settings (`--app-*`), as given; all empty without an app.
#[derive(Debug, Clone, Default)]
pub struct AppSettings {
    pub id: String,
    pub installation_id: String,
    pub installation_owner: String,
    pub key_file: String,
    /// `--app-base-url`: the API the cluster exchanges the app's key at.
    pub base_url: String,
}

/// How a run authenticates: as a GitHub App, or with the token.
pub struct Auth {
    pub app: Option<AppCredentials>,
    /// The token read (`GITHUB_TOKEN` or asked for); empty with an app.
    pub token: String,
    pub sync: SyncKind,
}

/// The app's credentials when an `--app-*` flag is given (its key is read where the token
/// would be asked for), else the token; and how the cluster is to authenticate.
#[allow(clippy::too_many_arguments)]
pub fn resolve_auth(
    ui: &Ui,
    shared: &Shared,
    flags: &AppSettings,
    owner: &str,
    read_write_key: bool,
    hostname: Option<&str>,
    allow_insecure_http: bool,
) -> Result<Auth, Error> {
    let given = [
        &flags.id,
        &flags.installation_id,
        &flags.installation_owner,
        &flags.key_file,
        &flags.base_url,
    ];
    if given.iter().all(|flag| flag.is_empty()) {
        let token =
            provider::token_from_env_or_prompt(ui, github::TOKEN_ENV, github::TOKEN_PROMPT)?;
        let sync = if shared.token_auth {
            SyncKind::Token
        } else {
            SyncKind::DeployKey
        };
        return Ok(Auth {
            app: None,
            token,
            sync,
        });
    }
    let base_url = if flags.base_url.is_empty() {
        cluster_api_base(hostname, allow_insecure_http)
    } else {
        flags.base_url.clone()
    };
    let app = app_credentials(shared, read_write_key, owner, flags)?;
    let sync = SyncKind::GitHubApp(app_secret(&app, base_url));
    Ok(Auth {
        app: Some(app),
        token: String::new(),
        sync,
    })
}

/// The app's credentials, checked before anything else is: the flags that mean another way of
/// authenticating are refused, and the installation defaults to the repository's owner.
pub fn app_credentials(
    shared: &Shared,
    read_write_key: bool,
    owner: &str,
    flags: &AppSettings,
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
            &flags.installation_owner
        };
    Ok(AppCredentials::from_key_file(
        &flags.id,
        Some(&flags.installation_id),
        Some(installation_owner),
        std::path::Path::new(&flags.key_file),
    )?)
}

/// The API base the cluster's source-controller calls for installation tokens: the one fluxr
/// uses, left out for github.com (the controller's default). An address fluxr cannot use is
/// reported when it connects, so it is left out here.
pub fn cluster_api_base(hostname: Option<&str>, allow_insecure_http: bool) -> String {
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
pub fn app_secret(app: &AppCredentials, base_url: String) -> secrets::GitHubApp {
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
