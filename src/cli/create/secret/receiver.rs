//! `fluxr create secret receiver NAME`: the token of a Receiver webhook and its URL.

use std::collections::BTreeMap;
use std::io::Read as _;

use clap::Args;
use serde_json::Value;
use sha2::{Digest as _, Sha256};

use super::SecretSpec;
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};

/// Create or update a Kubernetes secret for a Receiver webhook
///
/// The create secret receiver command generates a Kubernetes secret with the token used to
/// authenticate a Receiver's webhook, annotated with the webhook URL.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a secret for a GitHub Receiver
  fluxr create secret receiver github-receiver \\
    --type=github \\
    --token=my-token \\
    --hostname=flux.example.com \\
    --export")]
pub struct ReceiverArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Receiver type, available options are: (generic, generic-hmac, github, gitlab, bitbucket,
    /// harbor, dockerhub, quay, gcr, nexus, acr, cdevents)
    #[arg(long = "type", value_parser = parse_type)]
    pub receiver_type: Option<String>,
    /// The token used to authenticate the webhook requests; generated when not given
    #[arg(long, default_value = "", hide_default_value = true)]
    pub token: String,
    /// The hostname the webhook is served at
    #[arg(long, default_value = "", hide_default_value = true)]
    pub hostname: String,
    /// The email claim of the service account that signs the gcr push notifications
    #[arg(long, default_value = "", hide_default_value = true)]
    pub email_claim: String,
    /// The audience claim of the gcr push notifications, the webhook URL when not given
    #[arg(long, default_value = "", hide_default_value = true)]
    pub audience_claim: String,
}

const RECEIVER_TYPES: [&str; 12] = [
    "generic",
    "generic-hmac",
    "github",
    "gitlab",
    "bitbucket",
    "harbor",
    "dockerhub",
    "quay",
    "gcr",
    "nexus",
    "acr",
    "cdevents",
];

fn parse_type(value: &str) -> Result<String, String> {
    if RECEIVER_TYPES.contains(&value) {
        Ok(value.to_owned())
    } else {
        Err(format!(
            "receiver type '{value}' is not supported, must be one of: {}",
            RECEIVER_TYPES.join(", ")
        ))
    }
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
    #[error("failed to generate a token")]
    Token(#[source] std::io::Error),
}

/// The path notification-controller serves a Receiver at: a digest of its token, name and
/// namespace.
pub fn webhook_path(token: &str, name: &str, namespace: &str) -> String {
    let digest = Sha256::digest(format!("{token}{name}{namespace}").as_bytes());
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    format!("/hook/{hex}")
}

fn random_token() -> Result<String, std::io::Error> {
    let mut bytes = [0u8; 20];
    std::fs::File::open("/dev/urandom")?.read_exact(&mut bytes)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: ReceiverArgs,
) -> anyhow::Result<Value> {
    let ReceiverArgs {
        name,
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
        random_token().map_err(Error::Token)?
    } else {
        token
    };
    let url = format!(
        "https://{hostname}{}",
        webhook_path(&token, &name, &ctx.namespace)
    );
    let mut string_data = BTreeMap::from([("token".to_owned(), token)]);
    if receiver_type == "gcr" {
        string_data.insert("email".to_owned(), email_claim);
        let audience = if audience_claim.is_empty() {
            url.clone()
        } else {
            audience_claim
        };
        string_data.insert("audience".to_owned(), audience);
    }
    let annotations = BTreeMap::from([("notification.toolkit.fluxcd.io/webhook".to_owned(), url)]);
    Ok(SecretSpec {
        name: &name,
        namespace: &ctx.namespace,
        labels: &labels,
        annotations,
        secret_type: None,
        string_data,
    }
    .to_value())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn webhook_path_digests_token_name_and_namespace() {
        assert_eq!(
            webhook_path("test-token", "receiver-secret", "my-namespace"),
            "/hook/106120121d366c2f67e93200f6c1dbe938235eb588daa5e8c0516d3a77ac1dee"
        );
    }
}
