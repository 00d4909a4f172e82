//! `fluxr create secret helm NAME`: credentials for a HelmRepository.

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::CreateCommonArgs;
use crate::cluster::create::secret::helm::Options;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", " # Create a Helm authentication secret on disk and encrypt it with Mozilla SOPS\n  fluxr create secret helm repo-auth \\\n    --namespace=my-namespace \\\n    --username=my-username \\\n    --password=my-password \\\n    --export > repo-auth.yaml\n\n  sops --encrypt --encrypted-regex '^(data|stringData)$' \\\n    --in-place repo-auth.yaml"))]
pub struct HelmSecretArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
    /// TLS authentication cert file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub tls_crt_file: String,
    /// TLS authentication key file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub tls_key_file: String,
    /// TLS authentication CA file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub ca_crt_file: String,
}

impl HelmSecretArgs {
    pub(crate) fn options(self, ctx: &GlobalContext, common: &CreateCommonArgs) -> Options {
        Options {
            name: self.name,
            namespace: ctx.namespace.clone(),
            labels: crate::cli::string_slice::values(common.labels.clone()),
            username: self.username,
            password: self.password,
            tls_crt_file: self.tls_crt_file,
            tls_key_file: self.tls_key_file,
            ca_crt_file: self.ca_crt_file,
        }
    }
}
