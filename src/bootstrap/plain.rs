//! `bootstrap git`: its settings resolved into [`Options`] by flux's rules (the password read
//! or asked for, the signing key unlocked, the sync URL and source secret chosen by
//! [`git_source`]), then the plain [`GitBootstrapper`], which shows a generated deploy key and
//! asks for it to be given access before it is applied.

use crate::duration::GoDuration;

use super::settings::{Context, Shared};
use super::{GeneratedSecret, GitBootstrapper, Options, git_source};
use crate::manifestgen::{install, sync};
use crate::ui::Ui;

/// `bootstrap git`'s own settings (the flags of the same names).
#[derive(Debug, Clone)]
pub struct Settings {
    pub url: String,
    pub interval: GoDuration,
    pub path: String,
    pub username: String,
    /// `--password`; `GIT_PASSWORD` is read when it is empty.
    pub password: String,
    /// Assumes the deploy key is already set up: no question, and components are dropped
    /// without asking.
    pub silent: bool,
    pub allow_insecure_http: bool,
    pub with_bearer_token: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("failed to create authentication options for {}", crate::git::url::redact(.url))]
    AuthOptions {
        url: String,
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    #[error(transparent)]
    Source(#[from] git_source::Error),
    #[error("aborting")]
    Aborted,
    #[error(transparent)]
    Settings(#[from] super::settings::Error),
    #[error(transparent)]
    Release(#[from] crate::release::Error),
    #[error(transparent)]
    Install(#[from] install::Error),
    #[error(transparent)]
    Takeover(#[from] super::cluster::TakeoverError),
    #[error(transparent)]
    Bootstrap(#[from] super::Error),
}

/// Bootstraps the cluster from the repository at `settings.url`, in flux's order of checks.
pub fn run(ui: &Ui, ctx: &Context<'_>, shared: Shared, settings: Settings) -> Result<(), Error> {
    let Settings {
        url,
        interval,
        path,
        username,
        password,
        silent,
        allow_insecure_http,
        with_bearer_token,
    } = settings;
    let token_auth = shared.token_auth || with_bearer_token;
    let password = git_source::resolve_password(ui, password, token_auth, !url.is_empty())?;
    let signer = shared.validate(&password)?;
    // flux's order: url.Parse (an empty URL parses), the cluster and the takeover question,
    // the version, then the CA file and the authentication options, which refuse the scheme.
    crate::manifestgen::gourl::parse(&url).map_err(git_source::Error::from)?;
    let cluster = super::cluster::connect_for_bootstrap(ui, ctx.connection, shared.force)?;
    let namespace = ctx.namespace.to_owned();
    let mut install = shared.install_options(&namespace, ctx.timeout)?;
    install.version = install.validate()?;
    let ca = shared.ca()?;
    let auth_failed = |source: Box<dyn std::error::Error + Send + Sync>| Error::AuthOptions {
        url: url.clone(),
        source,
    };
    let repository = git_source::parse_url(&url).map_err(|err| auth_failed(err.into()))?;
    // getAuthOpts reads an SSH URL's key file itself, raw.
    let key = shared.private_key(&password).map_err(|err| match err {
        super::settings::Error::ReadPrivateKey(read) if repository.scheme() == "ssh" => {
            auth_failed(read.into())
        }
        other => other.into(),
    })?;
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
    let git_auth = git_source::fluxr_auth(&repository, &flags, ca_file)
        .map_err(|err| auth_failed(err.into()))?;
    let (sync_url, secret) = git_source::cluster_source(&repository, &flags, ca)?;

    let sync = sync::Options {
        name: namespace.clone(),
        namespace: namespace.clone(),
        interval,
        url: sync_url,
        branch: shared.branch.clone(),
        secret_name: shared.secret_name.clone(),
        target_path: path,
        recurse_submodules: shared.recurse_submodules,
        sparse_checkout: shared.sparse_checkout.clone(),
        provider: None,
    };
    let options = Options {
        repository_url: url,
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

    let _guard = super::interrupt::install(ui, ctx.timeout);
    let mut bootstrapper = GitBootstrapper::new(cluster.as_ref(), ui, options).on_secret_generated(
        |generated: &GeneratedSecret| {
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
    super::run(&mut bootstrapper)?;
    Ok(())
}
