//! `create secret notation`: CA certificates and a trust policy for Notation.

use super::{Generated, ReadError, go_base, read_bytes, read_file};
use crate::cluster::create::{object_name, parse_labels};
use crate::manifestgen::{secrets, trustpolicy};

/// The flags of `create secret notation`.
#[derive(Debug, Clone)]
pub struct Options {
    pub name: Option<String>,
    pub namespace: String,
    pub labels: Vec<String>,
    pub trust_policy_file: String,
    pub ca_cert_files: Vec<String>,
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

/// flux's `createSecretNotationCmdRun`: both flags, the labels, the trust policy (read,
/// decoded, validated as notation-go's `Document.Validate`), then every certificate, whose
/// failures are reported together.
pub fn generate(options: Options) -> Result<Generated, super::Error> {
    let Options {
        name,
        namespace,
        labels,
        trust_policy_file,
        ca_cert_files,
    } = options;
    let name = object_name(name)?;
    if ca_cert_files.is_empty() {
        return Err(Error::CaCertRequired.into());
    }
    if trust_policy_file.is_empty() {
        return Err(Error::TrustPolicyRequired.into());
    }
    let labels = parse_labels(&labels)?;
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
    for path in &ca_cert_files {
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
    let secret = secrets::notation(&name, &namespace, &labels, &certificates, &policy);
    Ok(Generated {
        secret: secret.to_value(),
        what: "notation configuration",
        blank_line: true,
    })
}
