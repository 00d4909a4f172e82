//! `fluxr create secret notation NAME`: CA certificates and a trust policy for Notation.

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::CreateCommonArgs;
use crate::cluster::create::secret::notation::Options;

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a Notation configuration secret on disk
  fluxr create secret notation my-notation-cert \\
    --namespace=my-namespace \\
    --trust-policy-file=./my-trust-policy.json \\
    --ca-cert-file=./my-cert.crt \\
    --export > my-notation-cert.yaml")]
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
