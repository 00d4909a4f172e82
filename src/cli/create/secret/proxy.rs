//! `fluxr create secret proxy NAME`: a proxy address and its credentials.

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::CreateCommonArgs;
use crate::cluster::create::secret::proxy::Options;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", " # Create a proxy secret on disk and encrypt it with SOPS\n  fluxr create secret proxy my-proxy \\\n    --namespace=my-namespace \\\n    --address=https://my-proxy.com \\\n    --username=my-username \\\n    --password=my-password \\\n    --export > proxy.yaml\n\n  sops --encrypt --encrypted-regex '^(data|stringData)$' \\\n    --in-place proxy.yaml"))]
pub struct ProxyArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// proxy address
    #[arg(long, default_value = "", hide_default_value = true)]
    pub address: String,
    /// basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
}

impl ProxyArgs {
    pub(crate) fn options(self, ctx: &GlobalContext, common: &CreateCommonArgs) -> Options {
        Options {
            name: self.name,
            namespace: ctx.namespace.clone(),
            labels: crate::cli::string_slice::values(common.labels.clone()),
            address: self.address,
            username: self.username,
            password: self.password,
        }
    }
}
