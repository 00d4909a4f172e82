//! `fluxr create secret receiver NAME`: the token of a Receiver webhook and its URL.

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::{CreateCommonArgs, flags};
use crate::cluster::create::secret::receiver::Options;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", "  # Create a receiver secret for a GitHub webhook\n  fluxr create secret receiver github-receiver \\\n    --namespace=my-namespace \\\n    --type=github \\\n    --hostname=flux.example.com \\\n    --export\n\n  # Create a receiver secret for GCR with email claim\n  fluxr create secret receiver gcr-receiver \\\n    --namespace=my-namespace \\\n    --type=gcr \\\n    --hostname=flux.example.com \\\n    --email-claim=sa@project.iam.gserviceaccount.com \\\n    --export"))]
pub struct ReceiverArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// the receiver type
    #[arg(long = "type", value_parser = flags::receiver_type)]
    pub receiver_type: Option<String>,
    /// webhook token used for payload validation and URL computation, auto-generated if not
    /// specified
    #[arg(long, default_value = "", hide_default_value = true)]
    pub token: String,
    /// hostname for the webhook URL e.g. flux.example.com
    #[arg(long, default_value = "", hide_default_value = true)]
    pub hostname: String,
    /// IAM service account email, required for gcr type
    #[arg(long, default_value = "", hide_default_value = true)]
    pub email_claim: String,
    /// custom OIDC token audience for gcr type, defaults to the webhook URL
    #[arg(long, default_value = "", hide_default_value = true)]
    pub audience_claim: String,
}

impl ReceiverArgs {
    pub(crate) fn options(self, ctx: &GlobalContext, common: &CreateCommonArgs) -> Options {
        Options {
            name: self.name,
            namespace: ctx.namespace.clone(),
            labels: crate::cli::string_slice::values(common.labels.clone()),
            receiver_type: self.receiver_type,
            token: self.token,
            hostname: self.hostname,
            email_claim: self.email_claim,
            audience_claim: self.audience_claim,
        }
    }
}
