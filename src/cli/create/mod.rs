//! `fluxr create`: Flux objects from flags. With `--export` the object is printed as YAML, the
//! way flux prints it, ready to be committed; otherwise it is applied to the cluster and, for
//! the kinds a controller reconciles, waited for.

use crate::duration::GoDuration;
use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::{parse_duration, parse_go_bool};
pub(crate) use crate::cluster::create::{Session, export_text, object_name};
use crate::kube::KubeError;
use crate::ui::Ui;

pub mod flags;
pub mod helmrelease;
pub mod image;
pub mod kustomization;
pub mod notification;
pub mod secret;
pub mod source;
pub mod tenant;

// Create or update sources and resources
//
// The create sub-commands generate sources and resources.
#[derive(Args, Debug)]
pub struct CreateArgs {
    #[command(flatten)]
    pub common: CreateCommonArgs,
    #[command(subcommand)]
    pub command: CreateCommand,
}

// flux's persistent `create` flags, accepted after any `create` subcommand. (No doc comment:
// see `cli::Command`.)
#[derive(Args, Debug, Clone)]
pub struct CreateCommonArgs {
    /// export in YAML format to stdout
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub export: bool,

    /// source sync interval
    #[arg(long, global = true, default_value = "1m0s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub interval: GoDuration,

    /// set labels on the resource (can specify multiple labels with commas:
    /// label1=value1,label2=value2)
    #[arg(
        long = "label",
        global = true,
        value_parser = crate::cli::string_slice::parse,
        value_name = "LABEL"
    )]
    pub labels: Vec<crate::cli::string_slice::StringSlice>,
}

#[derive(Subcommand, Debug)]
pub enum CreateCommand {
    /// Create or update a Alert resource
    ///
    /// The create alert command generates a Alert resource.
    ///
    /// ⚠️  Please note that this command is in preview and under development.
    /// While we try our best to not introduce breaking changes, they may occur when
    /// we adapt to new features and/or find better ways to facilitate what it does.
    #[command(verbatim_doc_comment)]
    Alert(notification::AlertArgs),
    /// Create or update a Provider resource
    ///
    /// The create alert-provider command generates a Provider resource.
    ///
    /// ⚠️  Please note that this command is in preview and under development.
    /// While we try our best to not introduce breaking changes, they may occur when
    /// we adapt to new features and/or find better ways to facilitate what it does.
    #[command(verbatim_doc_comment)]
    #[command(name = "alert-provider")]
    AlertProvider(notification::AlertProviderArgs),
    /// Create or update sources
    ///
    /// The create source sub-commands generate sources.
    #[command(verbatim_doc_comment)]
    Source(source::SourceArgs),
    /// Create or update a HelmRelease resource
    ///
    /// The helmrelease create command generates a HelmRelease resource for a given HelmRepository source.
    #[command(verbatim_doc_comment)]
    #[command(visible_alias = "hr")]
    Helmrelease(Box<helmrelease::HelmReleaseArgs>),
    /// Create or update resources dealing with image automation
    ///
    /// The create image sub-commands work with image automation objects;
    /// that is, object controlling updates to git based on e.g., new container images
    /// being available.
    #[command(verbatim_doc_comment)]
    Image(image::ImageArgs),
    /// Create or update a Kustomization resource
    ///
    /// The create command generates a Kustomization resource for a given source.
    #[command(verbatim_doc_comment)]
    #[command(visible_alias = "ks")]
    Kustomization(Box<kustomization::KustomizationArgs>),
    /// Create or update a Receiver resource
    ///
    /// The create receiver command generates a Receiver resource.
    #[command(verbatim_doc_comment)]
    Receiver(notification::ReceiverArgs),
    /// Create or update Kubernetes secrets
    ///
    /// The create source sub-commands generate Kubernetes secrets specific to Flux.
    #[command(verbatim_doc_comment)]
    Secret(secret::SecretArgs),
    /// Create or update a tenant
    ///
    /// The create tenant command generates namespaces, service accounts and role bindings to limit the
    /// reconcilers scope to the tenant namespaces.
    ///
    /// ⚠️  Please note that this command is in preview and under development.
    /// While we try our best to not introduce breaking changes, they may occur when
    /// we adapt to new features and/or find better ways to facilitate what it does.
    #[command(verbatim_doc_comment)]
    Tenant(tenant::TenantArgs),
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: CreateArgs) -> anyhow::Result<ExitCode> {
    let CreateArgs { common, command } = args;
    match command {
        CreateCommand::Alert(args) => notification::alert(ui, ctx, &common, args),
        CreateCommand::AlertProvider(args) => notification::alert_provider(ui, ctx, &common, args),
        CreateCommand::Receiver(args) => notification::receiver(ui, ctx, &common, args),
        CreateCommand::Source(args) => source::run(ui, ctx, &common, args),
        CreateCommand::Helmrelease(args) => helmrelease::run(ui, ctx, &common, *args),
        CreateCommand::Image(args) => image::run(ui, ctx, &common, args),
        CreateCommand::Kustomization(args) => kustomization::run(ui, ctx, &common, *args),
        CreateCommand::Secret(args) => secret::run(ui, ctx, &common, args),
        CreateCommand::Tenant(args) => tenant::run(ui, ctx, &common, args),
    }
}

/// The cluster session of one `create` command; `--timeout` bounds it from here.
pub(crate) fn session(ui: &Ui, ctx: &GlobalContext) -> Result<Session, KubeError> {
    Ok(Session::new(ctx.shared_cluster(ui)?, ui, ctx.timeout))
}

/// With `--export` the object is printed; else it is applied and waited for until Ready
/// (flux's `upsertAndWait`).
pub(crate) fn export_or_upsert_and_wait(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    object: &serde_json::Value,
) -> anyhow::Result<ExitCode> {
    if common.export {
        ui.stdout(&export_text(object))?;
    } else {
        session(ui, ctx)?.upsert_and_wait(object)?;
    }
    Ok(ExitCode::SUCCESS)
}
