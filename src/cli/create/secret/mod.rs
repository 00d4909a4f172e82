//! `fluxr create secret`: the Secrets Flux objects refer to. With `--export` the Secret is
//! printed as flux prints it; otherwise it is created, or its `stringData`, labels and
//! annotations are written over the existing one, as flux's `upsertSecret` does.

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::CreateCommonArgs;
use crate::cli::GlobalContext;
use crate::cluster::create::secret::{self as domain, Request};
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
    let request = match args.command {
        SecretCommand::Git(args) => Request::Git(args.options(ctx, common)),
        SecretCommand::Githubapp(args) => Request::GitHubApp(args.options(ctx)),
        SecretCommand::Helm(args) => Request::Helm(args.options(ctx, common)),
        SecretCommand::Notation(args) => Request::Notation(args.options(ctx, common)),
        SecretCommand::Oci(args) => Request::Oci(args.options(ctx)),
        SecretCommand::Proxy(args) => Request::Proxy(args.options(ctx, common)),
        SecretCommand::Receiver(args) => Request::Receiver(args.options(ctx, common)),
        SecretCommand::Tls(args) => Request::Tls(args.options(ctx, common)),
    };
    let generated = domain::generate(request)?;
    if common.export {
        ui.stdout(&generated.export_text())?;
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(deploy_key) = generated.deploy_key() {
        ui.generate(&format!("deploy key: {deploy_key}"));
    }
    let cluster = ctx.cluster(ui)?;
    crate::cluster::create::upsert_secret(cluster, &generated.secret)?;
    ui.action(&format!(
        "{} secret '{}' created in '{}' namespace",
        generated.what,
        generated.name(),
        ctx.namespace
    ));
    Ok(ExitCode::SUCCESS)
}
