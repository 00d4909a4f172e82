//! `fluxr create alert|alert-provider|receiver NAME`: flags into the options of
//! [`notification`], which checks, builds and applies the objects.

use std::process::ExitCode;

use clap::Args;
use serde_json::Value;

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs, flags};
use crate::cluster::create::notification::{
    self, AlertOptions, ProviderOptions, ReceiverOptions, Target,
};
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create an Alert for kustomization events
  fluxr create alert \\
  --event-severity info \\
  --event-source Kustomization/flux-system \\
  --provider-ref slack \\
  flux-system")]
pub struct AlertArgs {
    /// The name of the Alert
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// reference to provider
    #[arg(long, default_value = "", hide_default_value = true)]
    pub provider_ref: String,
    /// severity of events to send alerts for
    #[arg(long, default_value = "", hide_default_value = true)]
    pub event_severity: String,
    /// sources that should generate alerts (<kind>/<name>), also accepts comma-separated values
    #[arg(
        long = "event-source",
        value_parser = crate::cli::string_slice::parse,
        value_name = "EVENT_SOURCE"
    )]
    pub event_sources: Vec<crate::cli::string_slice::StringSlice>,
}

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a Provider for a Slack channel
  fluxr create alert-provider slack \\
  --type slack \\
  --channel general \\
  --address https://hooks.slack.com/services/YOUR/SLACK/WEBHOOK \\
  --secret-ref webhook-url

  # Create a Provider for a Github repository
  fluxr create alert-provider github-podinfo \\
  --type github \\
  --address https://github.com/stefanprodan/podinfo \\
  --secret-ref github-token")]
pub struct AlertProviderArgs {
    /// The name of the Provider
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// type of provider
    #[arg(long = "type", default_value = "", hide_default_value = true)]
    pub provider_type: String,
    /// channel to send messages to in the case of a chat provider
    #[arg(long, default_value = "", hide_default_value = true)]
    pub channel: String,
    /// bot username used by the provider
    #[arg(long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// path to either the git repository, chat provider or webhook
    #[arg(long, default_value = "", hide_default_value = true)]
    pub address: String,
    /// name of secret containing authentication token
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
}

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a Receiver
  fluxr create receiver github-receiver \\
\t--type github \\
\t--event ping \\
\t--event push \\
\t--secret-ref webhook-token \\
\t--resource GitRepository/webapp \\
\t--resource HelmRepository/webapp")]
pub struct ReceiverArgs {
    /// The name of the Receiver
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// the receiver type
    #[arg(long = "type", value_parser = flags::receiver_type)]
    pub receiver_type: Option<String>,
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// also accepts comma-separated values
    #[arg(long = "event", value_parser = crate::cli::string_slice::parse, value_name = "EVENT")]
    pub events: Vec<crate::cli::string_slice::StringSlice>,
    /// also accepts comma-separated values
    #[arg(long = "resource", value_parser = crate::cli::string_slice::parse, value_name = "RESOURCE")]
    pub resources: Vec<crate::cli::string_slice::StringSlice>,
}

pub(crate) fn alert(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: AlertArgs,
) -> anyhow::Result<ExitCode> {
    let AlertArgs {
        name,
        ignored: _,
        provider_ref,
        event_severity,
        event_sources,
    } = args;
    let object = notification::alert(AlertOptions {
        target: target(name, ctx, common)?,
        provider_ref,
        event_severity,
        event_sources: crate::cli::string_slice::values(event_sources),
    })?;
    export_or_apply(ui, ctx, common, &object)
}

pub(crate) fn alert_provider(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: AlertProviderArgs,
) -> anyhow::Result<ExitCode> {
    let AlertProviderArgs {
        name,
        ignored: _,
        provider_type,
        channel,
        username,
        address,
        secret_ref,
    } = args;
    let object = notification::provider(ProviderOptions {
        target: target(name, ctx, common)?,
        provider_type,
        channel,
        username,
        address,
        secret_ref,
    })?;
    export_or_apply(ui, ctx, common, &object)
}

pub(crate) fn receiver(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: ReceiverArgs,
) -> anyhow::Result<ExitCode> {
    let ReceiverArgs {
        name,
        ignored: _,
        receiver_type,
        secret_ref,
        events,
        resources,
    } = args;
    let object = notification::receiver(ReceiverOptions {
        target: target(name, ctx, common)?,
        receiver_type,
        secret_ref,
        events: crate::cli::string_slice::values(events),
        resources: crate::cli::string_slice::values(resources),
    })?;
    export_or_apply(ui, ctx, common, &object)
}

/// The checked name (flux checks it first), the namespace and the raw `--label` values.
fn target(
    name: Option<String>,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
) -> anyhow::Result<Target> {
    Ok(Target {
        name: create::object_name(name)?,
        namespace: ctx.namespace.clone(),
        labels: crate::cli::string_slice::values(common.labels.clone()),
    })
}

fn export_or_apply(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    object: &Value,
) -> anyhow::Result<ExitCode> {
    if common.export {
        ui.stdout(&notification::export_text(object))?;
    } else {
        notification::apply(ui, || create::session(ui, ctx), object)?;
    }
    Ok(ExitCode::SUCCESS)
}
