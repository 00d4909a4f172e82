//! `fluxr create secret githubapp NAME`: GitHub App credentials for Git authentication.

use clap::Args;

use crate::cli::GlobalContext;
use crate::cluster::create::secret::githubapp::Options;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", "  # Create a githubapp authentication secret on disk and encrypt it with Mozilla SOPS\n  fluxr create secret githubapp podinfo-auth \\\n    --app-id=\"1\" \\\n    --app-installation-id=\"2\" \\\n    --app-private-key=./private-key-file.pem \\\n    --export > githubapp-auth.yaml\n\n  sops --encrypt --encrypted-regex '^(data|stringData)$' \\\n    --in-place githubapp-auth.yaml\n\t"))]
pub struct GithubAppArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// github app ID
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_id: String,
    /// github app installation owner (user or organization)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_installation_owner: String,
    /// github app installation ID
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_installation_id: String,
    /// github app private key file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_private_key: String,
    /// github app base URL
    #[arg(long, default_value = "", hide_default_value = true)]
    pub app_base_url: String,
}

impl GithubAppArgs {
    pub(crate) fn options(self, ctx: &GlobalContext) -> Options {
        Options {
            name: self.name,
            namespace: ctx.namespace.clone(),
            app_id: self.app_id,
            installation_owner: self.app_installation_owner,
            installation_id: self.app_installation_id,
            private_key_file: self.app_private_key,
            base_url: self.app_base_url,
        }
    }
}
