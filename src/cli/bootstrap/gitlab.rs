//! `fluxr bootstrap gitlab`: get or create the GitLab project (in a group, a subgroup or the
//! token user's namespace, on gitlab.com or a self-managed instance), share it with groups,
//! then run the provider bootstrap with a deploy key, the token (`--token-auth`) or a deploy
//! token (`--deploy-token-auth`).

use crate::duration::GoDuration;
use std::process::ExitCode;

use clap::Args;

use super::{Shared, parse_safe_relative_path};
use crate::bootstrap::hosting::{self, Host};
use crate::cli::GlobalContext;
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::provider::Visibility;
use crate::ui::Ui;

/// Deploy Flux on a cluster connected to a GitLab repository
///
/// The bootstrap gitlab command creates the GitLab repository if it doesn't exist and commits
/// the Flux manifests to the specified branch. Then it configures the target cluster to
/// synchronize with that repository. If the Flux components are present on the cluster, the
/// bootstrap command will perform an upgrade if needed.
///
/// The token is read from GITLAB_TOKEN, or asked for (or read from stdin) when that is not set.
/// It needs the api scope. It is only sent to the host --hostname names (or, without
/// --hostname, to the host of FLUXR_GITLAB_API_URL when that is set), and never over plain HTTP
/// unless --allow-insecure-http is given.
#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
#[command(after_help = EXAMPLES)]
pub struct GitlabArgs {
    /// GitLab user or group name (a subgroup as group/subgroup)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub owner: String,

    /// GitLab repository name
    #[arg(long, default_value = "", hide_default_value = true)]
    pub repository: String,

    /// GitLab teams to be given maintainer access (also accepts comma-separated values); a
    /// group path, with an access level as group:permission (pull, triage, push, maintain,
    /// admin)
    #[arg(long = "team", value_name = "TEAM[:ACCESS]", value_parser = super::parse_teams)]
    pub teams: Vec<super::Teams>,

    /// if true, the owner is assumed to be a GitLab user; otherwise a group
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub personal: bool,

    /// if true, the repository is setup or configured as private
    // pflag's MarkDeprecated hides the flag; its notice is printed in `print_deprecation_notices`.
    #[arg(long, hide = true, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub private: Option<bool>,

    /// specifies the visibility of the repository
    #[arg(long, default_value = "private", value_parser = parse_visibility,
          value_name = "public|internal|private")]
    pub visibility: Visibility,

    /// sync interval
    #[arg(long, default_value = "1m0s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub interval: GoDuration,

    /// GitLab hostname [default: gitlab.com]
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

    /// when enabled, a Project Deploy Token is generated and will be used instead of the SSH deploy
    /// token
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub deploy_token_auth: bool,

    /// Allows the token to travel over plain HTTP, to the API and to an http:// clone URL
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub allow_insecure_http: bool,
}

const EXAMPLES: &str = "Examples:
  # Create a GitLab API token and export it as an env var
  export GITLAB_TOKEN=<my-token>

  # Run bootstrap for a private repository using HTTPS token authentication
  fluxr bootstrap gitlab --owner=<group> --repository=<repository name> --token-auth

  # Run bootstrap for a private repository using SSH authentication
  fluxr bootstrap gitlab --owner=<group> --repository=<repository name>

  # Run bootstrap for a repository path
  fluxr bootstrap gitlab --owner=<group> --repository=<repository name> --path=dev-cluster

  # Run bootstrap for a public repository
  fluxr bootstrap gitlab --owner=<group> --repository=<repository name> --visibility=public  --token-auth

  # Run bootstrap for a private repository hosted on a GitLab server
  fluxr bootstrap gitlab --owner=<group> --repository=<repository name> --hostname=<gitlab_url> --token-auth

  # Run bootstrap for an existing repository with a branch named main
  fluxr bootstrap gitlab --owner=<group> --repository=<repository name> --branch=main --token-auth

  # Run bootstrap for a private repository using Deploy Token authentication
  fluxr bootstrap gitlab --owner=<group> --repository=<repository name> --deploy-token-auth";

/// flux's `--visibility`: public, internal or private; empty means private.
fn parse_visibility(value: &str) -> Result<Visibility, String> {
    match value.trim() {
        "" | "private" => Ok(Visibility::Private),
        "public" => Ok(Visibility::Public),
        "internal" => Ok(Visibility::Internal),
        _ => Err(format!("unsupported visibility '{value}'")),
    }
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    shared: Shared,
    args: GitlabArgs,
) -> anyhow::Result<ExitCode> {
    let GitlabArgs {
        owner,
        repository,
        teams,
        personal,
        private,
        visibility,
        interval,
        hostname,
        path,
        read_write_key,
        reconcile,
        deploy_token_auth,
        allow_insecure_http,
    } = args;
    let settings = hosting::Settings {
        owner,
        repository,
        teams: super::Teams::all(teams),
        personal,
        visibility,
        interval,
        hostname,
        path,
        reconcile,
        read_write_key,
        allow_insecure_http,
    };
    let host = Host::GitLab {
        private,
        deploy_token_auth,
    };
    hosting::run(ui, &super::context(ctx), shared, settings, host)?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visibilities() {
        assert_eq!(parse_visibility("").unwrap(), Visibility::Private);
        assert_eq!(parse_visibility("internal").unwrap(), Visibility::Internal);
        assert_eq!(
            parse_visibility("secret").unwrap_err(),
            "unsupported visibility 'secret'"
        );
    }
}
