//! Bootstrapping through a Git hosting provider's API (flux's `GitProviderBootstrapper`, which
//! wraps the plain Git one): get or create the repository, grant team access, then run the
//! plain [`GitBootstrapper`] over HTTPS with the provider token, the cluster syncing with a
//! deploy key registered on the repository, the token itself (`--token-auth`), or a GitLab
//! deploy token (`--deploy-token-auth`).
//!
//! Every provider goes through [`run`]; `bootstrap github`, `gitlab`, `gitea` and
//! `bitbucket-server` only differ in the [`Provider`] they hand it and the flags that fill
//! [`Options`].

use std::path::PathBuf;
use std::time::Duration;

use super::{
    BoxError, ClusterAccess, GeneratedSecret, GitBootstrapper, SecretCredentials, apply_rule,
};
use crate::git::{self, GitUrl};
use crate::manifestgen::install;
use crate::manifestgen::secrets;
use crate::manifestgen::sourcesecret::{KeyAlgorithm, KeyPair};
use crate::manifestgen::sync;
use crate::provider::http::Endpoint;
use crate::provider::{self, DeployKey, Provider, Repository, RepositoryRequest};
use crate::ui::Ui;

/// How the cluster authenticates to the repository.
#[derive(Debug, Clone)]
pub enum SyncAuth {
    /// Over SSH with a deploy key registered on the repository; generated unless `key` is
    /// given (`--private-key-file`, its passphrase `password`).
    DeployKey {
        key: Option<KeyPair>,
        password: String,
        algorithm: KeyAlgorithm,
        /// `--read-write-key`.
        read_write: bool,
    },
    /// Over HTTPS with the provider token as the password of `username` (`--token-auth`).
    Token { username: String },
    /// Over HTTPS with a read-only deploy token of the repository (`--deploy-token-auth`).
    DeployToken,
    /// Over HTTPS as a GitHub App installation (`--app-id`): the secret holds the app's
    /// credentials, and the GitRepository says `provider: github`.
    GitHubApp(secrets::GitHubApp),
}

/// Everything a provider bootstrap needs besides the provider itself.
#[derive(Debug, Clone)]
pub struct Options {
    pub repository: RepositoryRequest,
    /// The provider token: fluxr pushes with it, and `--token-auth` stores it in the cluster.
    pub token: String,
    /// The user name fluxr pushes as over HTTPS (flux: the owner, or Bitbucket's `--username`).
    pub push_username: String,
    pub sync_auth: SyncAuth,
    /// `--ssh-hostname`: the SSH host (and port) when it differs from the API's.
    pub ssh_hostname: Option<String>,
    /// The server the token was meant for: clone URLs the API hands out must be on its host.
    pub endpoint: Endpoint,
    /// `--ca-file`, its path for fluxr's Git transport and its text for the source secret.
    pub ca_file: Option<PathBuf>,
    pub ca: Option<String>,
    pub author: git::Author,
    pub commit_message_appendix: String,
    pub install: install::Options,
    /// The sync objects; their `url` is the repository's, set by [`run`].
    pub sync: sync::Options,
    pub registry_credentials: Option<(String, String)>,
    pub timeout: Duration,
    pub ssh_hostkey_algos: Vec<String>,
    pub allow_insecure_http: bool,
    pub force: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Provider(#[from] provider::Error),
    #[error(transparent)]
    Bootstrap(#[from] super::Error),
    #[error("invalid sync URL \"{}\"", git::url::redact(.url))]
    SyncUrl {
        url: String,
        #[source]
        source: git::url::UrlError,
    },
    #[error("failed to determine if source secret \"{key}\" exists")]
    Secret {
        key: String,
        #[source]
        source: BoxError,
    },
}

/// Reconciles the repository through `provider`, then bootstraps the cluster from it.
pub fn run(
    provider: &dyn Provider,
    cluster: &dyn ClusterAccess,
    ui: &Ui,
    options: Options,
) -> Result<(), Error> {
    let repo = provider::reconcile_repository(provider, ui, &options.repository)?;
    // fluxr pushes over HTTPS with the token, whatever the cluster uses.
    options.endpoint.check_token_url(&repo.https_url)?;
    let ssh = matches!(options.sync_auth, SyncAuth::DeployKey { .. });
    let sync_url = repo.sync_url(!ssh, options.ssh_hostname.as_deref());
    let secret = match &options.sync_auth {
        SyncAuth::DeployKey {
            key,
            password,
            algorithm,
            ..
        } => {
            let url = GitUrl::parse(&sync_url).map_err(|source| Error::SyncUrl {
                url: sync_url.clone(),
                source,
            })?;
            SecretCredentials::Ssh {
                key: key.clone(),
                algorithm: *algorithm,
                password: password.clone(),
                host: url.host().to_owned(),
                port: url.port().unwrap_or(22),
            }
        }
        SyncAuth::Token { username } => SecretCredentials::Basic {
            username: username.clone(),
            password: options.token.clone(),
            ca: options.ca.clone(),
        },
        // Filled in by the source-secret step, where flux reconciles the deploy token.
        SyncAuth::DeployToken => SecretCredentials::Basic {
            username: String::new(),
            password: String::new(),
            ca: options.ca.clone(),
        },
        SyncAuth::GitHubApp(app) => SecretCredentials::GitHubApp(app.clone()),
    };
    let read_only = match &options.sync_auth {
        SyncAuth::DeployKey { read_write, .. } => !read_write,
        _ => true,
    };
    let deploy_token_name = provider::deploy_token_name(
        &options.sync.namespace,
        &options.sync.branch,
        &options.sync.secret_name,
        &key_path(&options.sync.target_path),
    );
    let token_secret = (
        options.install.namespace.clone(),
        options.sync.secret_name.clone(),
    );
    let title = provider::deploy_key_name(
        &options.sync.namespace,
        &options.sync.branch,
        &options.sync.secret_name,
        &key_path(&options.sync.target_path),
    );
    // source-controller only reads a GitHub App secret for a `provider: github` source.
    let github_app = matches!(options.sync_auth, SyncAuth::GitHubApp(_));
    let deploy_token_auth = matches!(options.sync_auth, SyncAuth::DeployToken);
    let ca = options.ca.clone();
    let Options {
        token,
        push_username,
        ca_file,
        author,
        commit_message_appendix,
        install,
        mut sync,
        registry_credentials,
        timeout,
        ssh_hostkey_algos,
        allow_insecure_http,
        force,
        ..
    } = options;
    sync.url = sync_url;
    if github_app {
        sync.provider = Some(sync::GitProvider::GitHub);
    }
    let git_options = super::Options {
        repository_url: repo.https_url.clone(),
        git_auth: git::Auth {
            username: push_username,
            password: token,
            ca_file,
            ..git::Auth::default()
        },
        author,
        commit_message_appendix,
        install,
        sync,
        secret,
        registry_credentials,
        timeout,
        ssh_hostkey_algos,
        allow_insecure_http,
        force,
    };
    let register_deploy_key = |generated: &GeneratedSecret| -> Result<(), BoxError> {
        let Some(public_key) = &generated.public_key else {
            return Ok(());
        };
        ui.success(&format!("public key: {}", public_key.trim()));
        let key = DeployKey {
            title: title.clone(),
            public_key: public_key.clone(),
            read_only,
        };
        if provider::reconcile_deploy_key(provider, &repo, &key)? != provider::Change::Unchanged {
            ui.success(&format!(
                "configured deploy key \"{title}\" for \"{}\"",
                repo.web_url
            ));
        }
        Ok(())
    };
    let mut bootstrapper =
        GitBootstrapper::new(cluster, ui, git_options).on_secret_generated(register_deploy_key);
    if deploy_token_auth {
        let repo = &repo;
        bootstrapper = bootstrapper.on_source_secret(move || {
            let (namespace, name) = &token_secret;
            let (username, password, existing, kept) = deploy_token(
                provider,
                cluster,
                ui,
                repo,
                &deploy_token_name,
                namespace,
                name,
            )?;
            let credentials = SecretCredentials::Basic {
                username,
                password,
                ca: ca.clone(),
            };
            Ok((credentials, existing, kept))
        });
    }
    super::run(&mut bootstrapper)?;
    Ok(())
}

/// flux names deploy keys and tokens after the path as its flag normalises it:
/// `./clusters/prod`.
fn key_path(target_path: &str) -> String {
    if target_path.is_empty() {
        String::new()
    } else {
        format!("./{target_path}")
    }
}

/// The user name and token of the deploy token the source secret holds, the source secret
/// as read.
///
/// A deploy token's secret is only shown when it is created. When the repository still has a
/// working token of fluxr's name and the source secret holds that token's user, the secret's
/// credentials are kept, so a rerun changes nothing; otherwise a new token replaces any older
/// one of that name.
fn deploy_token(
    provider: &dyn Provider,
    cluster: &dyn ClusterAccess,
    ui: &Ui,
    repo: &Repository,
    name: &str,
    namespace: &str,
    secret_name: &str,
) -> Result<(String, String, Option<serde_json::Value>, bool), Error> {
    ui.action("checking to reconcile deploy token for source secret");
    let secret = cluster
        .get("v1", "Secret", Some(namespace), secret_name)
        .map_err(|source| Error::Secret {
            key: format!("{namespace}/{secret_name}"),
            source,
        })?;
    let stored = secret.as_ref().and_then(|secret| {
        let username = apply_rule::secret_value(secret, "username")?;
        let password = apply_rule::secret_value(secret, "password")?;
        (!username.is_empty() && !password.is_empty()).then_some((username, password))
    });
    if let Some((username, password)) = stored {
        let live = provider
            .deploy_tokens(repo)?
            .into_iter()
            .any(|token| token.name == name && token.username == username);
        if live {
            ui.success("reconciled deploy token for source secret");
            return Ok((username, password, secret, true));
        }
    }
    let (created, _) = provider::reconcile_deploy_token(provider, repo, name)?;
    ui.success(&format!(
        "configured deploy token \"{name}\" for \"{}\"",
        repo.web_url
    ));
    Ok((created.username, created.token, secret, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_paths_are_dot_relative() {
        assert_eq!(key_path(""), "");
        assert_eq!(key_path("clusters/prod"), "./clusters/prod");
    }
}
