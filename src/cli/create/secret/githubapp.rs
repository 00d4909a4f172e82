//! `fluxr create secret githubapp NAME`: GitHub App credentials for Git authentication.

use clap::Args;

use super::{Generated, ReadError, read_file};
use crate::cli::GlobalContext;
use crate::cli::create;
use crate::manifestgen::secrets::{self, GitHubApp};

/// Create or update a github app secret
///
/// The create secret githubapp command generates a Kubernetes secret that can be used for
/// GitRepository authentication with github app
///
/// ⚠️  Please note that this command is in preview and under development.
/// While we try our best to not introduce breaking changes, they may occur when
/// we adapt to new features and/or find better ways to facilitate what it does.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a GitHub App secret on disk
  fluxr create secret githubapp appinfo \\
    --app-id=1 \\
    --app-installation-owner=my-org \\
    --app-private-key=./private-key.pem \\
    --export > appinfo.yaml")]
pub struct GithubAppArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// Github app ID
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_id: String,
    /// Github app installation owner (user or organization)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_installation_owner: String,
    /// Github app installation ID
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_installation_id: String,
    /// Github app private key file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_private_key: String,
    /// Github app base URL
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_base_url: String,
}

/// A GitHub App secret flux would refuse to create.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("unable to read private key file: {0}")]
    ReadPrivateKey(ReadError),
}

pub(crate) fn secret(ctx: &GlobalContext, args: GithubAppArgs) -> anyhow::Result<Generated> {
    let GithubAppArgs {
        name,
        ignored: _,
        app_id,
        app_installation_owner,
        app_installation_id,
        app_private_key,
        app_base_url,
    } = args;
    let name = create::object_name(name)?;
    // flux reads the key first, so a missing --app-private-key is a file error.
    let private_key = read_file(&app_private_key).map_err(Error::ReadPrivateKey)?;
    let app = GitHubApp {
        app_id,
        installation_owner: app_installation_owner,
        installation_id: app_installation_id,
        private_key,
        base_url: app_base_url,
    };
    // flux sets no labels on this one.
    let secret = secrets::github_app(&name, &ctx.namespace, &app)?;
    Ok(Generated {
        secret: secret.to_value(),
        what: "githubapp",
        blank_line: true,
    })
}
