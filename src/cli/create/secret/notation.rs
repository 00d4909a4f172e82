//! `fluxr create secret notation NAME`: CA certificates and a trust policy for Notation.

use std::collections::BTreeMap;
use std::path::Path;

use clap::Args;
use serde_json::Value;

use super::{ReadError, SecretSpec, read_file};
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};

/// Create or update a Kubernetes secret for verifications of artifacts signed by Notation
///
/// The create secret notation command generates a Kubernetes secret with root ca certificates
/// and trust policy.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a Notation configuration secret
  fluxr create secret notation my-notation-cert \\
    --namespace=my-namespace \\
    --trust-policy-file=./my-trust-policy.json \\
    --ca-cert-file=./my-cert.crt \\
    --export")]
pub struct NotationArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Path to TLS CA certificate file used for validating self-signed certificates
    #[arg(long, value_delimiter = ',', value_name = "FILES")]
    pub ca_cert_file: Vec<String>,
    /// Notation trust policy file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub trust_policy_file: String,
}

/// A Notation secret flux would refuse to create.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("--trust-policy-file is required")]
    TrustPolicyRequired,
    #[error("--ca-cert-file is required")]
    CaCertRequired,
    #[error("{file} must end with either .crt or .pem")]
    CertExtension { file: String },
    #[error("failed to read {path}")]
    Read {
        path: String,
        #[source]
        source: ReadError,
    },
}

pub(crate) fn secret(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: NotationArgs,
) -> anyhow::Result<Value> {
    let NotationArgs {
        name,
        ca_cert_file,
        trust_policy_file,
    } = args;
    let name = create::object_name(name)?;
    if trust_policy_file.is_empty() {
        return Err(Error::TrustPolicyRequired.into());
    }
    if ca_cert_file.is_empty() {
        return Err(Error::CaCertRequired.into());
    }
    let mut string_data = BTreeMap::new();
    for path in &ca_cert_file {
        let file = Path::new(path)
            .file_name()
            .map_or_else(|| path.clone(), |f| f.to_string_lossy().into_owned());
        if !file.ends_with(".crt") && !file.ends_with(".pem") {
            return Err(Error::CertExtension { file }.into());
        }
        let content = read_file(path).map_err(|source| Error::Read {
            path: path.clone(),
            source,
        })?;
        string_data.insert(file, content);
    }
    let policy = read_file(&trust_policy_file).map_err(|source| Error::Read {
        path: trust_policy_file.clone(),
        source,
    })?;
    string_data.insert("trustpolicy.json".to_owned(), policy);
    let labels = create::parse_labels(&common.labels)?;
    Ok(SecretSpec {
        name: &name,
        namespace: &ctx.namespace,
        labels: &labels,
        annotations: BTreeMap::new(),
        secret_type: Some("Opaque"),
        string_data,
    }
    .to_value())
}
