//! `fluxr create secret notation NAME`: CA certificates and a trust policy for Notation.

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::CreateCommonArgs;
use crate::cluster::create::secret::notation::Options;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", " # Create a Notation configuration secret on disk and encrypt it with Mozilla SOPS\n  fluxr create secret notation my-notation-cert \\\n    --namespace=my-namespace \\\n    --trust-policy-file=./my-trust-policy.json \\\n    --ca-cert-file=./my-cert.crt \\\n    --export > my-notation-cert.yaml\n\n  sops --encrypt --encrypted-regex '^(data|stringData)$' \\\n    --in-place my-notation-cert.yaml"))]
pub struct NotationArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// notation trust policy file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub trust_policy_file: String,
    /// root ca cert file path
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "FILES")]
    pub ca_cert_file: Vec<crate::cli::string_slice::StringSlice>,
}

impl NotationArgs {
    pub(crate) fn options(self, ctx: &GlobalContext, common: &CreateCommonArgs) -> Options {
        Options {
            name: self.name,
            namespace: ctx.namespace.clone(),
            labels: crate::cli::string_slice::values(common.labels.clone()),
            trust_policy_file: self.trust_policy_file,
            ca_cert_files: crate::cli::string_slice::values(self.ca_cert_file),
        }
    }
}
