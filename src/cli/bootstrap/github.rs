//! `fluxr bootstrap github`: get or create the GitHub repository (personal or organization,
//! github.com or Enterprise), grant team access, register the deploy key, then run the shared
//! bootstrap flow over HTTPS with the token.

use crate::duration::GoDuration;
use std::process::ExitCode;

use clap::Args;

use super::{Shared, parse_safe_relative_path};
use crate::bootstrap::github::AppSettings;
use crate::bootstrap::hosting::{self, Host};
use crate::cli::GlobalContext;
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::provider::Visibility;
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
#[command(arg = crate::cli::ignored_args())]
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
    #[arg(long = "team", value_name = "TEAM[:ACCESS]", value_parser = super::parse_teams)]
    pub teams: Vec<super::Teams>,

    /// if true, the owner is assumed to be a GitHub user; otherwise an org
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub personal: bool,

    /// if true, the repository is setup or configured as private
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub private: bool,

    /// sync interval
    #[arg(long, default_value = "1m0s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub interval: GoDuration,

    /// GitHub hostname [default: github.com]
    #[arg(long, value_name = "HOSTNAME")]
    pub hostname: Option<String>,

    /// path relative to the repository root, when specified the cluster sync will be scoped to this
    /// path
    #[arg(long, default_value = "", hide_default_value = true, value_parser = parse_safe_relative_path)]
    pub path: String,

    /// if true, the configured options are also reconciled if the repository already exists
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub reconcile: bool,

    /// if true, the deploy key is configured with read/write permissions
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

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    shared: Shared,
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
    let settings = hosting::Settings {
        owner,
        repository,
        teams: super::Teams::all(teams),
        personal,
        visibility: Visibility::private_if(private),
        interval,
        hostname,
        path,
        reconcile,
        read_write_key,
        allow_insecure_http,
    };
    let host = Host::GitHub(AppSettings {
        id: app_id,
        installation_id: app_installation_id,
        installation_owner: app_installation_owner,
        key_file: app_private_key_file,
        base_url: app_base_url,
    });
    hosting::run(ui, &super::context(ctx), shared, settings, host)?;
    Ok(ExitCode::SUCCESS)
}
