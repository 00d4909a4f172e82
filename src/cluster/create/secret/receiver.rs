//! `create secret receiver`: the token of a Receiver webhook and its URL.

use super::Generated;
use crate::cluster::create::{object_name, parse_labels};
use crate::manifestgen::secrets::{self, Receiver};

/// The flags of `create secret receiver`; the type has been checked against flux's list.
#[derive(Debug, Clone)]
pub struct Options {
    pub name: Option<String>,
    pub namespace: String,
    pub labels: Vec<String>,
    pub receiver_type: Option<String>,
    /// Empty: a random one is drawn, as flux does.
    pub token: String,
    pub hostname: String,
    pub email_claim: String,
    pub audience_claim: String,
}

/// A Receiver secret flux would refuse to create.
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

/// 32 random bytes in hex, as flux's `GenerateReceiver` draws a token.
fn random_token() -> Result<String, Error> {
    let mut bytes = [0u8; 32];
    openssl::rand::rand_bytes(&mut bytes).map_err(Error::Token)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// flux's `createSecretReceiverCmdRun`: type, hostname and the gcr e-mail claim before the
/// labels, then `GenerateReceiver`.
pub fn generate(options: Options) -> Result<Generated, super::Error> {
    let Options {
        name,
        namespace,
        labels,
        receiver_type,
        token,
        hostname,
        email_claim,
        audience_claim,
    } = options;
    let name = object_name(name)?;
    let receiver_type = receiver_type.ok_or(Error::TypeRequired)?;
    if hostname.is_empty() {
        return Err(Error::HostnameRequired.into());
    }
    if receiver_type == "gcr" && email_claim.is_empty() {
        return Err(Error::EmailClaimRequired.into());
    }
    let labels = parse_labels(&labels)?;
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
    let secret = secrets::receiver(&name, &namespace, &labels, &receiver)?;
    Ok(Generated {
        secret: secret.to_value(),
        what: "receiver",
        blank_line: true,
    })
}
