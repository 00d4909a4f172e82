//! `fluxr bootstrap bitbucket-server`: get or create the repository in a Bitbucket Server (or
//! Data Center) project or a user's personal project, give groups access to it, then run the
//! provider bootstrap with an access key or the token (`--token-auth`).

use crate::duration::GoDuration;
use std::process::ExitCode;

use clap::Args;

use super::{Shared, parse_safe_relative_path};
use crate::bootstrap::hosting::{self, Host};
use crate::cli::GlobalContext;
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::provider::bitbucket;
use crate::provider::{TeamPermission, Visibility};
use crate::ui::Ui;

/// Deploy Flux on a cluster connected to a Bitbucket Server repository
///
/// The bootstrap bitbucket-server command creates the Bitbucket Server repository if it doesn't
/// exists and commits the Flux manifests to the master branch. Then it configures the target
/// cluster to synchronize with the repository. If the Flux components are present on the
/// cluster, the bootstrap command will perform an upgrade if needed.
///
/// The token (an HTTP access token) is read from BITBUCKET_TOKEN, or asked for (or read from
/// stdin) when that is not set. It is only sent to the host --hostname names (or, without
/// --hostname, to the host of FLUXR_BITBUCKET_API_URL when that is set), and never over plain
/// HTTP unless --allow-insecure-http is given.
#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
#[command(after_help = EXAMPLES)]
pub struct BitbucketServerArgs {
    /// Bitbucket Server user or project name
    #[arg(long, default_value = "", hide_default_value = true)]
    pub owner: String,

    /// Bitbucket Server repository name
    #[arg(long, default_value = "", hide_default_value = true)]
    pub repository: String,

    /// Bitbucket Server groups to be given write access (also accepts comma-separated values);
    /// group:pull or group:admin for another access
    #[arg(long = "group", value_name = "GROUP[:ACCESS]",
          value_parser = parse_group)]
    pub groups: Vec<super::Teams>,

    /// if true, the owner is assumed to be a Bitbucket Server user; otherwise a group
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub personal: bool,

    /// authentication username
    #[arg(short = 'u', long, default_value = bitbucket::DEFAULT_USERNAME)]
    pub username: String,

    /// if true, the repository is setup or configured as private
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub private: bool,

    /// sync interval
    #[arg(long, default_value = "1m0s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub interval: GoDuration,

    /// Bitbucket Server hostname
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
  # Create a Bitbucket Server API token and export it as an env var
  export BITBUCKET_TOKEN=<my-token>

  # Run bootstrap for a private repository using HTTPS token authentication
  fluxr bootstrap bitbucket-server --owner=<project> --username=<user> --repository=<repository name> --hostname=<domain> --token-auth --path=clusters/my-cluster

  # Run bootstrap for a private repository using SSH authentication
  fluxr bootstrap bitbucket-server --owner=<project> --username=<user> --repository=<repository name> --hostname=<domain> --path=clusters/my-cluster

  # Run bootstrap for a public repository on a personal account
  fluxr bootstrap bitbucket-server --owner=<user> --repository=<repository name> --private=false --personal --hostname=<domain> --token-auth --path=clusters/my-cluster

  # Run bootstrap for an existing repository with a branch named main
  fluxr bootstrap bitbucket-server --owner=<project> --username=<user> --repository=<repository name> --branch=main --hostname=<domain> --token-auth --path=clusters/my-cluster";

/// flux's `--group`: a group, given push (write) access unless another access is named.
fn parse_group(value: &str) -> Result<super::Teams, String> {
    super::Teams::parse(value, TeamPermission::Push)
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    shared: Shared,
    args: BitbucketServerArgs,
) -> anyhow::Result<ExitCode> {
    let BitbucketServerArgs {
        owner,
        repository,
        groups,
        personal,
        username,
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
        teams: super::Teams::all(groups),
        personal,
        visibility: Visibility::private_if(private),
        interval,
        hostname,
        path,
        reconcile,
        read_write_key,
        allow_insecure_http,
    };
    let host = Host::BitbucketServer { username };
    hosting::run(ui, &super::context(ctx), shared, settings, host)?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_default_to_write_access() {
        let groups = parse_group("ops,dev:admin").unwrap().0;
        assert_eq!(groups[0].permission, TeamPermission::Push);
        assert_eq!(groups[1].team, "dev");
        assert_eq!(groups[1].permission, TeamPermission::Admin);
    }
}
