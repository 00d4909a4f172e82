//! `fluxr bootstrap gitea`: get or create the Gitea repository (an organization's or the token
//! user's, on gitea.com or a self-hosted Gitea), add organization teams to it, then run the
//! provider bootstrap with a deploy key or the token (`--token-auth`).

use crate::duration::GoDuration;
use std::process::ExitCode;

use clap::Args;

use super::{Shared, parse_safe_relative_path};
use crate::bootstrap::hosting::{self, Host};
use crate::cli::GlobalContext;
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::provider::Visibility;
use crate::ui::Ui;

/// Deploy Flux on a cluster connected to a Gitea repository
///
/// The bootstrap gitea command creates the Gitea repository if it doesn't exists and commits the
/// Flux manifests to the specified branch. Then it configures the target cluster to synchronize
/// with that repository. If the Flux components are present on the cluster, the bootstrap
/// command will perform an upgrade if needed.
///
/// The token is read from GITEA_TOKEN, or asked for (or read from stdin) when that is not set.
/// It is only sent to the host --hostname names (or, without --hostname, to the host of
/// FLUXR_GITEA_API_URL when that is set), and never over plain HTTP unless
/// --allow-insecure-http is given.
#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
#[command(after_help = EXAMPLES)]
pub struct GiteaArgs {
    /// Gitea user or organization name
    #[arg(long, default_value = "", hide_default_value = true)]
    pub owner: String,

    /// Gitea repository name
    #[arg(long, default_value = "", hide_default_value = true)]
    pub repository: String,

    /// Gitea team and the access to be given to it(team:maintain). Defaults to maintainer
    /// access if no access level is specified (also accepts comma-separated values)
    #[arg(long = "team", value_name = "TEAM[:ACCESS]", value_parser = super::parse_teams)]
    pub teams: Vec<super::Teams>,

    /// if true, the owner is assumed to be a Gitea user; otherwise an org
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

    /// Gitea hostname [default: gitea.com]
    #[arg(long, value_name = "HOSTNAME")]
    pub hostname: Option<String>,

    /// path relative to the repository root, when specified the cluster sync will be scoped to this
    /// path
    #[arg(long, default_value = "", hide_default_value = true, value_parser = parse_safe_relative_path)]
    pub path: String,

    /// if true, the deploy key is configured with read/write permissions
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub read_write_key: bool,

    /// if true, the configured options are also reconciled if the repository already exists
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub reconcile: bool,

    /// Allows the token to travel over plain HTTP, to the API and to an http:// clone URL
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub allow_insecure_http: bool,
}

const EXAMPLES: &str = "Examples:
  # Create a Gitea personal access token and export it as an env var
  export GITEA_TOKEN=<my-token>

  # Run bootstrap for a private repository owned by a Gitea organization
  fluxr bootstrap gitea --owner=<organization> --repository=<repository name> --path=clusters/my-cluster

  # Run bootstrap for a private repository and assign organization teams to it
  fluxr bootstrap gitea --owner=<organization> --repository=<repository name> --team=<team1 slug> --team=<team2 slug> --path=clusters/my-cluster

  # Run bootstrap for a private repository and assign organization teams with their access level(e.g maintain, admin) to it
  fluxr bootstrap gitea --owner=<organization> --repository=<repository name> --team=<team1 slug>:<access-level> --path=clusters/my-cluster

  # Run bootstrap for a public repository on a personal account
  fluxr bootstrap gitea --owner=<user> --repository=<repository name> --private=false --personal=true --path=clusters/my-cluster

  # Run bootstrap for a private repository hosted on Gitea Enterprise using SSH auth
  fluxr bootstrap gitea --owner=<organization> --repository=<repository name> --hostname=<domain> --ssh-hostname=<domain> --path=clusters/my-cluster

  # Run bootstrap for a private repository hosted on Gitea Enterprise using HTTPS auth
  fluxr bootstrap gitea --owner=<organization> --repository=<repository name> --hostname=<domain> --token-auth --path=clusters/my-cluster

  # Run bootstrap for an existing repository with a branch named main
  fluxr bootstrap gitea --owner=<organization> --repository=<repository name> --branch=main --path=clusters/my-cluster";

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    shared: Shared,
    args: GiteaArgs,
) -> anyhow::Result<ExitCode> {
    let GiteaArgs {
        owner,
        repository,
        teams,
        personal,
        private,
        interval,
        hostname,
        path,
        read_write_key,
        reconcile,
        allow_insecure_http,
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
    hosting::run(ui, &super::context(ctx), shared, settings, Host::Gitea)?;
    Ok(ExitCode::SUCCESS)
}
