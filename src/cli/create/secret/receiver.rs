//! `fluxr create secret receiver NAME`: the token of a Receiver webhook and its URL.

use clap::Args;

use super::Generated;
use crate::cli::GlobalContext;
use crate::cli::create::flags;
use crate::cli::create::{self, CreateCommonArgs};
use crate::manifestgen::secrets::{self, Receiver};

/// Create or update a Kubernetes secret for a Receiver webhook
///
/// The create secret receiver command generates a Kubernetes secret with
/// the token used for webhook payload validation and an annotation with the
/// computed webhook URL.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a secret for a GitHub Receiver, with a generated token
  fluxr create secret receiver github-receiver \\
    --type=github \\
    --hostname=flux.example.com \\
    --export

  # Create a secret for a GCR Receiver
  fluxr create secret receiver gcr-receiver \\
    --type=gcr \\
    --hostname=flux.example.com \\
    --email-claim=sa@project.iam.gserviceaccount.com \\
    --export")]
pub struct ReceiverArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// The receiver type
    #[arg(long = "type", value_parser = flags::receiver_type)]
    pub receiver_type: Option<String>,
    /// Webhook token used for payload validation and URL computation, auto-generated if not
    /// specified
    #[arg(long, default_value = "", hide_default_value = true)]
    pub token: String,
    /// Hostname for the webhook URL e.g. flux.example.com
    #[arg(long, default_value = "", hide_default_value = true)]
    pub hostname: String,
    /// IAM service account email, required for gcr type
    #[arg(long, default_value = "", hide_default_value = true)]
    pub email_claim: String,
    /// Custom OIDC token audience for gcr type, defaults to the webhook URL
    #[arg(long, default_value = "", hide_default_value = true)]
    pub audience_claim: String,
}

/// A receiver secret flux would refuse to create.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("--type is required")]
    TypeRequired,
    #[error("--hostname is required")]
    HostnameRequired,
    #[error("--email-claim is required for gcr receiver type")]
    EmailClaimRequired,
    #[error("failed to generate random token")]
    Token(#[source] openssl::error::ErrorStack),
}

/// 32 random bytes in hex, as flux draws a token.
fn random_token() -> Result<String, Error> {
    let mut bytes = [0u8; 32];
    openssl::rand::rand_bytes(&mut bytes).map_err(Error::Token)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: ReceiverArgs,
) -> anyhow::Result<Generated> {
    let ReceiverArgs {
        name,
        ignored: _,
        receiver_type,
        token,
        hostname,
        email_claim,
        audience_claim,
    } = args;
    let name = create::object_name(name)?;
    let receiver_type = receiver_type.ok_or(Error::TypeRequired)?;
    if hostname.is_empty() {
        return Err(Error::HostnameRequired.into());
    }
    if receiver_type == "gcr" && email_claim.is_empty() {
        return Err(Error::EmailClaimRequired.into());
    }
    let labels = create::parse_labels(&common.labels)?;
    let token = if token.is_empty() {
        random_token()?
    } else {
        token
    };
    let receiver = Receiver {
        receiver_type,
        token,
        hostname,
        email_claim,
        audience_claim,
    };
    let secret = secrets::receiver(&name, &ctx.namespace, &labels, &receiver)?;
    Ok(Generated {
        secret: secret.to_value(),
        what: "receiver",
        blank_line: true,
    })
}
