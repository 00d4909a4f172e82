//! `fluxr create secret oci NAME`: an image pull secret for an OCI registry.

use clap::Args;

use crate::cli::GlobalContext;
use crate::cluster::create::secret::oci::Options;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", "  # Create an OCI authentication secret on disk and encrypt it with Mozilla SOPS\n  fluxr create secret oci podinfo-auth \\\n    --url=ghcr.io \\\n    --username=username \\\n    --password=password \\\n    --export > repo-auth.yaml\n\n  sops --encrypt --encrypted-regex '^(data|stringData)$' \\\n    --in-place repo-auth.yaml\n\t"))]
pub struct OciSecretArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// oci repository address e.g ghcr.io/stefanprodan/charts
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
}

impl OciSecretArgs {
    pub(crate) fn options(self, ctx: &GlobalContext) -> Options {
        Options {
            name: self.name,
            namespace: ctx.namespace.clone(),
            url: self.url,
            username: self.username,
            password: self.password,
        }
    }
}
