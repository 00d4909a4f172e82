//! `fluxr create source`: the source objects: Bucket, GitRepository, OCIRepository,
//! HelmRepository and HelmChart.

use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Subcommand};

use super::CreateCommonArgs;
use crate::cli::GlobalContext;
use crate::cli::global::parse_duration;
use crate::ui::Ui;

pub mod bucket;
pub mod chart;
pub mod git;
pub mod helm;
pub mod oci;

/// Create or update sources
///
/// The create source sub-commands generate sources.
#[derive(Args, Debug)]
pub struct SourceArgs {
    /// Set a timeout for fetch operations performed by source-controller (e.g. 'git clone' or
    /// 'helm repo update')
    #[arg(long, global = true, default_value = "0s", value_parser = parse_duration)]
    pub fetch_timeout: Duration,

    #[command(subcommand)]
    pub command: SourceCommand,
}

#[derive(Subcommand, Debug)]
pub enum SourceCommand {
    /// Create or update a Bucket source
    Bucket(Box<bucket::BucketArgs>),
    /// Create or update a HelmChart source
    Chart(Box<chart::ChartArgs>),
    /// Create or update a GitRepository source
    Git(Box<git::GitArgs>),
    /// Create or update a HelmRepository source
    Helm(Box<helm::HelmArgs>),
    /// Create or update an OCIRepository
    Oci(Box<oci::OciArgs>),
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: SourceArgs,
) -> anyhow::Result<ExitCode> {
    let SourceArgs {
        fetch_timeout,
        command,
    } = args;
    match command {
        SourceCommand::Bucket(args) => bucket::run(ui, ctx, common, fetch_timeout, *args),
        SourceCommand::Chart(args) => chart::run(ui, ctx, common, *args),
        SourceCommand::Git(args) => git::run(ui, ctx, common, fetch_timeout, *args),
        SourceCommand::Helm(args) => helm::run(ui, ctx, common, fetch_timeout, *args),
        SourceCommand::Oci(args) => oci::run(ui, ctx, common, fetch_timeout, *args),
    }
}

/// `--verify-provider`, checked with flux's message.
pub(crate) fn parse_verify_provider(value: &str) -> Result<String, String> {
    super::flags::source_oci_verify_provider(value)
}

/// A signature check flux refuses: details without a verifier.
#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    #[error("a verification provider must be specified when a secret is specified")]
    SecretWithoutProvider,
    #[error("a verification provider must be specified when OIDC issuer/subject is specified")]
    IdentityWithoutProvider,
}

/// `spec.verify` from the verify flags, shared by OCIRepository and HelmChart.
pub(crate) fn verify_spec(
    provider: Option<&str>,
    secret_ref: &str,
    issuer: &str,
    subject: &str,
) -> Result<Option<serde_json::Value>, VerifyError> {
    let Some(provider) = provider else {
        if !secret_ref.is_empty() {
            return Err(VerifyError::SecretWithoutProvider);
        }
        if !issuer.is_empty() || !subject.is_empty() {
            return Err(VerifyError::IdentityWithoutProvider);
        }
        return Ok(None);
    };
    let mut verify = serde_json::Map::new();
    verify.insert("provider".into(), provider.into());
    if !secret_ref.is_empty() {
        verify.insert(
            "secretRef".into(),
            serde_json::json!({ "name": secret_ref }),
        );
    }
    if !issuer.is_empty() || !subject.is_empty() {
        verify.insert(
            "matchOIDCIdentity".into(),
            serde_json::json!([{ "issuer": issuer, "subject": subject }]),
        );
    }
    Ok(Some(verify.into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verify_needs_a_provider_for_its_details() {
        assert_eq!(verify_spec(None, "", "", "").unwrap(), None);
        assert!(matches!(
            verify_spec(None, "key", "", ""),
            Err(VerifyError::SecretWithoutProvider)
        ));
        assert!(matches!(
            verify_spec(None, "", "", "me"),
            Err(VerifyError::IdentityWithoutProvider)
        ));
        let spec = verify_spec(Some("cosign"), "", "github", "")
            .unwrap()
            .unwrap();
        assert_eq!(
            spec,
            serde_json::json!({
                "provider": "cosign",
                "matchOIDCIdentity": [{ "issuer": "github", "subject": "" }]
            })
        );
        assert_eq!(
            parse_verify_provider("foobar").unwrap_err(),
            "source OCI verify provider 'foobar' is not supported, must be one of: cosign"
        );
    }
}
