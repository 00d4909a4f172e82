//! `fluxr bootstrap git`: bootstrap from any Git server, over SSH (deploy key or ssh-agent) or
//! HTTP/S (basic auth, token or bearer token), with flux's flags and URL rules.

use crate::duration::GoDuration;
use std::process::ExitCode;

use clap::Args;

use super::{Shared, parse_safe_relative_path};
use crate::bootstrap::plain;
use crate::cli::GlobalContext;
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::ui::Ui;

/// Deploy Flux on a cluster connected to a Git repository
///
/// The bootstrap git command commits the Flux manifests to the branch of a Git repository. And
/// then it configures the target cluster to synchronize with that repository. If the Flux
/// components are present on the cluster, the bootstrap command will perform an upgrade if
/// needed.
#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
#[command(after_help = EXAMPLES)]
pub struct GitArgs {
    /// Git repository URL
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,

    /// sync interval
    #[arg(long, default_value = "1m0s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub interval: GoDuration,

    /// path relative to the repository root, when specified the cluster sync will be scoped to this
    /// path
    #[arg(long, default_value = "", hide_default_value = true, value_parser = parse_safe_relative_path)]
    pub path: String,

    /// basic authentication username
    #[arg(short = 'u', long, default_value = "git")]
    pub username: String,

    /// basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,

    /// assumes the deploy key is already setup, skips confirmation
    #[arg(short = 's', long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub silent: bool,

    /// allows insecure HTTP connections
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub allow_insecure_http: bool,

    /// use password as bearer token for Authorization header
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
    let settings = plain::Settings {
        url,
        interval,
        path,
        username,
        password,
        silent,
        allow_insecure_http,
        with_bearer_token,
    };
    plain::run(ui, &super::context(ctx), shared, settings)?;
    Ok(ExitCode::SUCCESS)
}
