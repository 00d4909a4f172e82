//! `fluxr bootstrap git`: bootstrap from any Git server, over SSH (deploy key or ssh-agent) or
//! HTTP/S (basic auth, token or bearer token), with flux's flags and URL rules.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use super::{SharedArgs, parse_safe_relative_path};
use crate::bootstrap::{self, GitBootstrapper, SecretCredentials};
use crate::cli::GlobalContext;
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::git::Auth;
use crate::manifestgen::sync;
use crate::ui::Ui;

const PASSWORD_ENV: &str = "GIT_PASSWORD";

/// Deploy Flux on a cluster connected to a Git repository
///
/// The bootstrap git command commits the Flux manifests to the branch of a Git repository. And
/// then it configures the target cluster to synchronize with that repository. If the Flux
/// components are present on the cluster, the bootstrap command will perform an upgrade if
/// needed.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct GitArgs {
    #[command(flatten)]
    pub shared: SharedArgs,

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
    #[error("parse \"{}\": {reason}", crate::git::url::redact(.url))]
    UrlParse { url: String, reason: String },
    #[error("scheme http is insecure, pass --allow-insecure-http=true to allow it")]
    InsecureHttp,
    #[error("scheme \"{scheme}\" is not supported")]
    UnsupportedScheme { scheme: String },
    #[error("--with-bearer-token needs the token as --password or GIT_PASSWORD")]
    BearerWithoutToken,
    #[error("could not read token: {reason}")]
    ReadToken { reason: String },
    #[error("aborting")]
    Aborted,
}

/// A URL taken apart the way Go's `net/url` keeps it: `scheme://[user@]host[:port]path`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Url {
    scheme: String,
    user: Option<String>,
    /// Host with its port, as `url.URL.Host`.
    host: String,
    rest: String,
}

impl Url {
    fn parse(raw: &str) -> Result<Url, Error> {
        let invalid = |reason: &str| Error::UrlParse {
            url: raw.to_owned(),
            reason: reason.to_owned(),
        };
        crate::cli::create::source::git::url_scheme(raw).map_err(|reason| invalid(&reason))?;
        let Some((scheme, after)) = raw.split_once("://") else {
            return Err(Error::UnsupportedScheme {
                scheme: String::new(),
            });
        };
        let end = after.find('/').unwrap_or(after.len());
        let (authority, rest) = after.split_at(end);
        let (user, host) = match authority.rsplit_once('@') {
            Some((user, host)) => (Some(user.to_owned()), host),
            None => (None, authority),
        };
        if host.is_empty() {
            return Err(invalid("missing host"));
        }
        Ok(Url {
            scheme: scheme.to_ascii_lowercase(),
            user,
            host: host.to_owned(),
            rest: rest.to_owned(),
        })
    }

    /// The host without its port.
    fn hostname(&self) -> &str {
        if let Some(bracketed) = self.host.strip_prefix('[') {
            return bracketed.split(']').next().unwrap_or_default();
        }
        self.host
            .rsplit_once(':')
            .map_or(self.host.as_str(), |(host, _)| host)
    }

    fn port(&self, default: u16) -> u16 {
        let port = match self.host.strip_prefix('[') {
            Some(bracketed) => bracketed.split_once("]:").map(|(_, port)| port),
            None => self.host.rsplit_once(':').map(|(_, port)| port),
        };
        port.and_then(|port| port.parse().ok()).unwrap_or(default)
    }

    fn render(&self) -> String {
        let user = self
            .user
            .as_ref()
            .map(|user| format!("{user}@"))
            .unwrap_or_default();
        format!("{}://{user}{}{}", self.scheme, self.host, self.rest)
    }
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: GitArgs) -> anyhow::Result<ExitCode> {
    let GitArgs {
        shared,
        url,
        interval,
        path,
        username,
        mut password,
        silent,
        allow_insecure_http,
        with_bearer_token,
    } = args;
    if password.is_empty()
        && let Ok(from_env) = std::env::var(PASSWORD_ENV)
    {
        password = from_env;
    }
    let token_auth = shared.token_auth || with_bearer_token;
    if token_auth && password.is_empty() && !url.is_empty() {
        password = ui
            .read_secret("Please enter your Git repository password: ")
            .map_err(|err| Error::ReadToken {
                reason: err.to_string(),
            })?;
    }
    let signer = shared.validate(&password)?;
    if url.is_empty() {
        return Err(Error::UrlRequired.into());
    }
    let repository = Url::parse(&url)?;
    let target_path = path;
    shared.check_sparse_checkout(&target_path)?;

    // What fluxr itself uses to clone and push.
    let mut git_auth = Auth {
        username: username.clone(),
        ca_file: (!shared.ca_file.is_empty()).then(|| shared.ca_file.clone().into()),
        ..Auth::default()
    };
    let key = shared.private_key(&password)?;
    match repository.scheme.as_str() {
        "http" | "https" => {
            if repository.scheme == "http" && !allow_insecure_http {
                return Err(Error::InsecureHttp.into());
            }
            if with_bearer_token {
                git_auth.bearer_token = password.clone();
                git_auth.username = String::new();
            } else {
                git_auth.password = password.clone();
            }
        }
        "ssh" => {
            if let Some(pair) = &key {
                git_auth.private_key = pair.private_key.clone();
                git_auth.password = password.clone();
            }
        }
        other => {
            return Err(Error::UnsupportedScheme {
                scheme: other.to_owned(),
            }
            .into());
        }
    }

    // What the cluster uses: flux rewrites the URL to the transport of the source secret.
    let ca = shared.ca()?;
    let mut sync_url = repository.clone();
    let secret = if token_auth {
        if !matches!(sync_url.scheme.as_str(), "http" | "https") {
            sync_url.host = sync_url.hostname().to_owned();
        }
        sync_url.user = None;
        if !allow_insecure_http {
            sync_url.scheme = "https".to_owned();
        }
        if with_bearer_token {
            if password.is_empty() {
                return Err(Error::BearerWithoutToken.into());
            }
            SecretCredentials::BearerToken {
                token: password.clone(),
                ca,
            }
        } else {
            SecretCredentials::Basic {
                username: username.clone(),
                password: password.clone(),
                ca,
            }
        }
    } else {
        if sync_url.user.is_none() || username != "git" {
            sync_url.user = Some(username.clone());
        }
        sync_url.scheme = "ssh".to_owned();
        if !shared.ssh_hostname.is_empty() {
            sync_url.host = shared.ssh_hostname.clone();
        }
        SecretCredentials::Ssh {
            key: key.clone(),
            algorithm: shared.key_algorithm(),
            password: password.clone(),
            host: sync_url.hostname().to_owned(),
            port: sync_url.port(22),
        }
    };

    let namespace = ctx.namespace.clone();
    let sync = sync::Options {
        name: namespace.clone(),
        namespace: namespace.clone(),
        interval,
        url: sync_url.render(),
        branch: shared.branch.clone(),
        secret_name: shared.secret_name.clone(),
        target_path: target_path.clone(),
        recurse_submodules: shared.recurse_submodules,
        sparse_checkout: shared.sparse_checkout.clone(),
        provider: None,
    };
    let mut install = shared.install_options(&namespace);
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

    let cluster = super::connect(ui, ctx)?;
    super::confirm_takeover(ui, cluster.as_ref(), shared.force)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_keep_their_parts() {
        let url = Url::parse("ssh://git@127.0.0.1:2222/org/repo.git").unwrap();
        assert_eq!(url.hostname(), "127.0.0.1");
        assert_eq!(url.port(22), 2222);
        assert_eq!(url.render(), "ssh://git@127.0.0.1:2222/org/repo.git");
        let url = Url::parse("https://example.com/org/repo").unwrap();
        assert_eq!((url.hostname(), url.port(443)), ("example.com", 443));
        assert!(Url::parse("https:///repo").is_err());
        let v6 = Url::parse("ssh://git@[::1]:2022/repo").unwrap();
        assert_eq!((v6.hostname(), v6.port(22)), ("::1", 2022));
    }
}
