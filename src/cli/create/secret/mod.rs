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

#[derive(Args, Debug)]
pub struct SecretArgs {
    #[command(subcommand)]
    pub command: SecretCommand,
}

#[derive(Subcommand, Debug)]
pub enum SecretCommand {
    /// Create or update a Kubernetes secret for Git authentication
    ///
    /// The create secret git command generates a Kubernetes secret with Git credentials.
    /// For Git over SSH, the host and SSH keys are automatically generated and stored
    /// in the secret.
    /// For Git over HTTP/S, the provided basic authentication credentials or bearer
    /// authentication token are stored in the secret.
    #[command(verbatim_doc_comment)]
    Git(Box<git::GitSecretArgs>),
    /// Create or update a github app secret
    ///
    /// The create secret githubapp command generates a Kubernetes secret that can be used for GitRepository authentication with github app
    ///
    /// ⚠️  Please note that this command is in preview and under development.
    /// While we try our best to not introduce breaking changes, they may occur when
    /// we adapt to new features and/or find better ways to facilitate what it does.
    #[command(verbatim_doc_comment)]
    Githubapp(githubapp::GithubAppArgs),
    /// Create or update a Kubernetes secret for Helm repository authentication
    ///
    /// The create secret helm command generates a Kubernetes secret with basic authentication credentials.
    #[command(verbatim_doc_comment)]
    Helm(helm::HelmSecretArgs),
    /// Create or update a Kubernetes secret for verifications of artifacts signed by Notation
    ///
    /// The create secret notation command generates a Kubernetes secret with root ca certificates and trust policy.
    ///
    /// ⚠️  Please note that this command is in preview and under development.
    /// While we try our best to not introduce breaking changes, they may occur when
    /// we adapt to new features and/or find better ways to facilitate what it does.
    #[command(verbatim_doc_comment)]
    Notation(notation::NotationArgs),
    /// Create or update a Kubernetes image pull secret
    ///
    /// The create secret oci command generates a Kubernetes secret that can be used for OCIRepository authentication
    ///
    /// ⚠️  Please note that this command is in preview and under development.
    /// While we try our best to not introduce breaking changes, they may occur when
    /// we adapt to new features and/or find better ways to facilitate what it does.
    #[command(verbatim_doc_comment)]
    Oci(oci::OciSecretArgs),
    /// Create or update a Kubernetes secret for proxy authentication
    ///
    /// The create secret proxy command generates a Kubernetes secret with the
    /// proxy address and the basic authentication credentials.
    #[command(verbatim_doc_comment)]
    Proxy(proxy::ProxyArgs),
    /// Create or update a Kubernetes secret for a Receiver webhook
    ///
    /// The create secret receiver command generates a Kubernetes secret with
    /// the token used for webhook payload validation and an annotation with the
    /// computed webhook URL.
    #[command(verbatim_doc_comment)]
    Receiver(receiver::ReceiverArgs),
    /// Create or update a Kubernetes secret with TLS certificates
    ///
    /// The create secret tls command generates a Kubernetes secret with certificates for use with TLS.
    #[command(verbatim_doc_comment)]
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
