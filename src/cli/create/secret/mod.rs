//! `fluxr create secret`: the Secrets Flux objects refer to, printed with `--export`.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde_json::{Map, Value, json};

use super::CreateCommonArgs;
use crate::cli::GlobalContext;
use crate::ui::Ui;

pub mod git;
pub mod githubapp;
pub mod helm;
pub mod notation;
pub mod oci;
pub mod proxy;
pub mod receiver;
pub mod tls;

/// Create or update Kubernetes secrets
///
/// The create source sub-commands generate Kubernetes secrets specific to Flux.
#[derive(Args, Debug)]
pub struct SecretArgs {
    #[command(subcommand)]
    pub command: SecretCommand,
}

#[derive(Subcommand, Debug)]
pub enum SecretCommand {
    /// Create or update a Kubernetes secret for Git authentication
    Git(Box<git::GitSecretArgs>),
    /// Create or update a github app secret
    Githubapp(githubapp::GithubAppArgs),
    /// Create or update a Kubernetes secret for Helm repository authentication
    Helm(helm::HelmSecretArgs),
    /// Create or update a Kubernetes secret for verifications of artifacts signed by Notation
    Notation(notation::NotationArgs),
    /// Create or update a Kubernetes image pull secret
    Oci(oci::OciSecretArgs),
    /// Create or update a Kubernetes secret for proxy authentication
    Proxy(proxy::ProxyArgs),
    /// Create or update a Kubernetes secret for a Receiver webhook
    Receiver(receiver::ReceiverArgs),
    /// Create or update a Kubernetes secret with TLS certificates
    Tls(tls::TlsArgs),
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: SecretArgs,
) -> anyhow::Result<ExitCode> {
    let secret = match args.command {
        SecretCommand::Git(args) => git::secret(ctx, common, *args)?,
        SecretCommand::Githubapp(args) => githubapp::secret(ctx, common, args)?,
        SecretCommand::Helm(args) => helm::secret(ctx, common, args)?,
        SecretCommand::Notation(args) => notation::secret(ctx, common, args)?,
        SecretCommand::Oci(args) => oci::secret(ctx, common, args)?,
        SecretCommand::Proxy(args) => proxy::secret(ctx, common, args)?,
        SecretCommand::Receiver(args) => receiver::secret(ctx, common, args)?,
        SecretCommand::Tls(args) => tls::secret(ctx, common, args)?,
    };
    if !common.export {
        return super::apply(ui, ctx, &[secret]);
    }
    // flux prints secrets with Println, so they end with an empty line.
    ui.stdout(&format!("{}\n", super::export_text(&secret)))?;
    Ok(ExitCode::SUCCESS)
}

/// A v1 Secret built from `stringData`, as flux's generators write them.
pub(crate) struct SecretSpec<'a> {
    pub name: &'a str,
    pub namespace: &'a str,
    pub labels: &'a BTreeMap<String, String>,
    pub annotations: BTreeMap<String, String>,
    pub secret_type: Option<&'a str>,
    pub string_data: BTreeMap<String, String>,
}

impl SecretSpec<'_> {
    pub(crate) fn to_value(&self) -> Value {
        let mut metadata = Map::new();
        if !self.annotations.is_empty() {
            metadata.insert("annotations".into(), json!(self.annotations));
        }
        if !self.labels.is_empty() {
            metadata.insert("labels".into(), json!(self.labels));
        }
        metadata.insert("name".into(), self.name.into());
        metadata.insert("namespace".into(), self.namespace.into());
        let mut secret = Map::new();
        secret.insert("apiVersion".into(), "v1".into());
        secret.insert("kind".into(), "Secret".into());
        secret.insert("metadata".into(), metadata.into());
        if !self.string_data.is_empty() {
            secret.insert("stringData".into(), json!(self.string_data));
        }
        if let Some(secret_type) = self.secret_type {
            secret.insert("type".into(), secret_type.into());
        }
        secret.into()
    }
}

/// A file that could not be read, in Go's words (`open ca.crt: no such file or directory`).
#[derive(Debug, thiserror::Error)]
#[error("open {path}: {reason}")]
pub struct ReadError {
    pub path: String,
    pub reason: String,
}

/// Reads a file named on the command line; the error reads as Go's `os.ReadFile` error does.
pub(crate) fn read_file(path: &str) -> Result<String, ReadError> {
    std::fs::read_to_string(Path::new(path)).map_err(|err| ReadError {
        path: path.to_owned(),
        reason: match err.kind() {
            std::io::ErrorKind::NotFound => "no such file or directory".to_owned(),
            std::io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
            std::io::ErrorKind::IsADirectory => "is a directory".to_owned(),
            _ => err.to_string(),
        },
    })
}
