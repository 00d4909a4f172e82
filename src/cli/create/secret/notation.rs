//! `fluxr create secret notation NAME`: CA certificates and a trust policy for Notation.

use clap::Args;

use super::{Generated, ReadError, go_base, read_bytes, read_file};
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::manifestgen::{secrets, trustpolicy};

/// Create or update a Kubernetes secret for verifications of artifacts signed by Notation
///
/// The create secret notation command generates a Kubernetes secret with root ca certificates
/// and trust policy.
///
/// ⚠️  Please note that this command is in preview and under development.
/// While we try our best to not introduce breaking changes, they may occur when
/// we adapt to new features and/or find better ways to facilitate what it does.
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
    /// Notation trust policy file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub trust_policy_file: String,
    /// Root ca cert file path
    #[arg(long, value_delimiter = ',', value_name = "FILES")]
    pub ca_cert_file: Vec<String>,
}

/// A Notation secret flux would refuse to create.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("--ca-cert-file is required")]
    CaCertRequired,
    #[error("--trust-policy-file is required")]
    TrustPolicyRequired,
    #[error("unable to read trust policy file: {0}")]
    ReadPolicy(ReadError),
    #[error("failed to unmarshal trust policy {path}: {reason}")]
    Unmarshal { path: String, reason: String },
    #[error("invalid trust policy: {0}")]
    InvalidPolicy(String),
    /// Every certificate that could not be used, one per line (Go's `errors.Join`).
    #[error("{}", .0.join("\n"))]
    Certificates(Vec<String>),
    #[error("no CA certs found")]
    NoCertificates,
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: NotationArgs,
) -> anyhow::Result<Generated> {
    let NotationArgs {
        name,
        ignored: _,
        trust_policy_file,
        ca_cert_file,
    } = args;
    let name = create::object_name(name)?;
    let ca_cert_file = crate::cli::create::flags::string_slice(ca_cert_file);
    if ca_cert_file.is_empty() {
        return Err(Error::CaCertRequired.into());
    }
    if trust_policy_file.is_empty() {
        return Err(Error::TrustPolicyRequired.into());
    }
    let labels = create::parse_labels(&common.labels)?;
    let policy_bytes = read_bytes(&trust_policy_file).map_err(Error::ReadPolicy)?;
    match trustpolicy::check(&policy_bytes) {
        Ok(()) => {}
        Err(trustpolicy::Error::Decode(reason)) => {
            return Err(Error::Unmarshal {
                path: trust_policy_file,
                reason,
            }
            .into());
        }
        Err(trustpolicy::Error::Invalid(reason)) => {
            return Err(Error::InvalidPolicy(reason).into());
        }
    }
    let mut certificates = Vec::new();
    let mut failures = Vec::new();
    for path in &ca_cert_file {
        let file = go_base(path);
        if !file.ends_with(".crt") && !file.ends_with(".pem") {
            failures.push(format!("{file} must end with either .crt or .pem"));
            continue;
        }
        match read_file(path) {
            Ok(content) => certificates.push((file, content)),
            Err(err) => failures.push(format!("unable to read TLS CA file: {err}")),
        }
    }
    if !failures.is_empty() {
        return Err(Error::Certificates(failures).into());
    }
    if certificates.is_empty() {
        return Err(Error::NoCertificates.into());
    }
    let policy = String::from_utf8_lossy(&policy_bytes);
    let secret = secrets::notation(&name, &ctx.namespace, &labels, &certificates, &policy);
    Ok(Generated {
        secret: secret.to_value(),
        what: "notation configuration",
        blank_line: true,
    })
}
