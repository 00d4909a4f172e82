//! `fluxr create secret tls NAME`: a client certificate pair and/or a CA.

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::CreateCommonArgs;
use crate::cluster::create::secret::tls::Options;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", " # Create a TLS secret on disk and encrypt it with SOPS.\n  # Files are expected to be PEM-encoded.\n  fluxr create secret tls certs \\\n    --namespace=my-namespace \\\n    --tls-crt-file=./client.crt \\\n    --tls-key-file=./client.key \\\n    --ca-crt-file=./ca.crt \\\n    --export > certs.yaml\n\n  sops --encrypt --encrypted-regex '^(data|stringData)$' \\\n    --in-place certs.yaml"))]
pub struct TlsArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
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

impl TlsArgs {
    pub(crate) fn options(self, ctx: &GlobalContext, common: &CreateCommonArgs) -> Options {
        Options {
            name: self.name,
            namespace: ctx.namespace.clone(),
            labels: crate::cli::string_slice::values(common.labels.clone()),
            tls_crt_file: self.tls_crt_file,
            tls_key_file: self.tls_key_file,
            ca_crt_file: self.ca_crt_file,
        }
    }
}
