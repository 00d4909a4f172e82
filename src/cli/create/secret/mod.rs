//! `fluxr create secret`: the Secrets Flux objects refer to. With `--export` the Secret is
//! printed as flux prints it; otherwise it is created, or its `stringData`, labels and
//! annotations are written over the existing one, as flux's `upsertSecret` does.

use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde_json::Value;

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

/// A Secret made from the flags, and how flux reports it.
pub(crate) struct Generated {
    pub secret: Value,
    /// The word before `secret '…' created`: `git`, `tls`, `notation configuration`, …
    pub what: &'static str,
    /// flux prints most Secrets with `Println`, which adds an empty line; `tls` with `Print`.
    pub blank_line: bool,
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: SecretArgs,
) -> anyhow::Result<ExitCode> {
    let generated = match args.command {
        SecretCommand::Git(args) => git::secret(ctx, common, *args)?,
        SecretCommand::Githubapp(args) => githubapp::secret(ctx, args)?,
        SecretCommand::Helm(args) => helm::secret(ctx, common, args)?,
        SecretCommand::Notation(args) => notation::secret(ctx, common, args)?,
        SecretCommand::Oci(args) => oci::secret(ctx, args)?,
        SecretCommand::Proxy(args) => proxy::secret(ctx, common, args)?,
        SecretCommand::Receiver(args) => receiver::secret(ctx, common, args)?,
        SecretCommand::Tls(args) => tls::secret(ctx, common, args)?,
    };
    let Generated {
        secret,
        what,
        blank_line,
    } = generated;
    if common.export {
        let mut text = super::export_text(&secret);
        if blank_line {
            text.push('\n');
        }
        ui.stdout(&text)?;
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(deploy_key) = secret
        .pointer("/stringData/identity.pub")
        .and_then(Value::as_str)
    {
        ui.generate(&format!("deploy key: {deploy_key}"));
    }
    let cluster = ctx.cluster(ui)?;
    crate::cluster::create::upsert_secret(cluster, &secret)?;
    let name = secret["metadata"]["name"].as_str().unwrap_or_default();
    ui.action(&format!(
        "{what} secret '{name}' created in '{}' namespace",
        ctx.namespace
    ));
    Ok(ExitCode::SUCCESS)
}

// The files a secret is made from are read as every `create` command reads them.
pub(crate) use crate::cluster::create::files::{ReadError, read_bytes, read_file};

/// Go's `filepath.Base`: the last element, trailing slashes ignored; `.` for an empty path.
pub(crate) fn go_base(path: &str) -> String {
    if path.is_empty() {
        return ".".to_owned();
    }
    let trimmed = path.trim_end_matches('/');
    if trimmed.is_empty() {
        return "/".to_owned();
    }
    trimmed.rsplit('/').next().unwrap_or(trimmed).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_fail_in_go_words() {
        assert_eq!(
            read_file("").unwrap_err().to_string(),
            "open : no such file or directory"
        );
        assert_eq!(
            read_file("no/such.crt").unwrap_err().to_string(),
            "open no/such.crt: no such file or directory"
        );
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().display().to_string();
        assert_eq!(
            read_file(&path).unwrap_err().to_string(),
            format!("read {path}: is a directory")
        );
    }

    #[test]
    fn base_names_as_go_takes_them() {
        assert_eq!(go_base("./certs/ca.crt"), "ca.crt");
        assert_eq!(go_base("certs/"), "certs");
        assert_eq!(go_base(""), ".");
        assert_eq!(go_base("/"), "/");
    }
}
