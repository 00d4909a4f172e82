//! `fluxr create alert|alert-provider|receiver NAME`: notification-controller's objects, with
//! flux's flags, checks and progress lines.

use std::process::ExitCode;

use clap::Args;
use serde_json::{Value, json};

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs, flags};
use crate::cluster::export;
use crate::cluster::kinds::{self, FluxKind};
use crate::ui::Ui;

/// Create or update a Alert resource
///
/// The create alert command generates a Alert resource.
///
/// ⚠️  Please note that this command is in preview and under development.
/// While we try our best to not introduce breaking changes, they may occur when
/// we adapt to new features and/or find better ways to facilitate what it does.
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
    /// reference to provider
    #[arg(long, default_value = "", hide_default_value = true)]
    pub provider_ref: String,
    /// severity of events to send alerts for
    #[arg(long, default_value = "", hide_default_value = true)]
    pub event_severity: String,
    /// sources that should generate alerts (<kind>/<name>), also accepts comma-separated values
    #[arg(
        long = "event-source",
        value_delimiter = ',',
        value_name = "EVENT_SOURCE"
    )]
    pub event_sources: Vec<String>,
}

/// Create or update a Provider resource
///
/// The create alert-provider command generates a Provider resource.
///
/// ⚠️  Please note that this command is in preview and under development.
/// While we try our best to not introduce breaking changes, they may occur when
/// we adapt to new features and/or find better ways to facilitate what it does.
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

/// Create or update a Receiver resource
///
/// The create receiver command generates a Receiver resource.
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
    /// the receiver type
    #[arg(long = "type", value_parser = flags::receiver_type)]
    pub receiver_type: Option<String>,
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// also accepts comma-separated values
    #[arg(long = "event", value_delimiter = ',', value_name = "EVENT")]
    pub events: Vec<String>,
    /// also accepts comma-separated values
    #[arg(long = "resource", value_delimiter = ',', value_name = "RESOURCE")]
    pub resources: Vec<String>,
}

/// A notification object flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("provider ref is required")]
    ProviderRefRequired,
    #[error("invalid event source '{0}', must be in format <kind>/<name>")]
    InvalidEventSource(String),
    #[error("at least one event source is required")]
    EventSourceRequired,
    #[error("Provider type is required")]
    ProviderTypeRequired,
    #[error("Receiver type is required")]
    ReceiverTypeRequired,
    #[error("secret ref is required")]
    SecretRefRequired,
    #[error("atleast one resource is required")]
    ResourceRequired,
}

pub(crate) fn alert(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: AlertArgs,
) -> anyhow::Result<ExitCode> {
    let name = create::object_name(args.name)?;
    if args.provider_ref.is_empty() {
        return Err(Error::ProviderRefRequired.into());
    }
    let mut sources = Vec::new();
    for source in flags::string_slice(args.event_sources) {
        let (kind, name, namespace) = flags::kind_name_namespace(&source);
        if kind.is_empty() {
            return Err(Error::InvalidEventSource(source).into());
        }
        sources.push(json!({"kind": kind, "name": name, "namespace": namespace}));
    }
    if sources.is_empty() {
        return Err(Error::EventSourceRequired.into());
    }
    let labels = create::parse_labels(&common.labels)?;
    let spec = json!({
        "providerRef": {"name": args.provider_ref},
        "eventSeverity": args.event_severity,
        "eventSources": sources,
    });
    let object = object(kinds::ALERT, &name, ctx, &labels, spec);
    upsert(ui, ctx, common, kinds::ALERT, &name, &object)
}

pub(crate) fn alert_provider(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: AlertProviderArgs,
) -> anyhow::Result<ExitCode> {
    let name = create::object_name(args.name)?;
    if args.provider_type.is_empty() {
        return Err(Error::ProviderTypeRequired.into());
    }
    let labels = create::parse_labels(&common.labels)?;
    let mut spec = json!({
        "type": args.provider_type,
        "channel": args.channel,
        "username": args.username,
        "address": args.address,
    });
    if !args.secret_ref.is_empty() {
        spec["secretRef"] = json!({"name": args.secret_ref});
    }
    let object = object(kinds::PROVIDER, &name, ctx, &labels, spec);
    upsert(ui, ctx, common, kinds::PROVIDER, &name, &object)
}

pub(crate) fn receiver(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: ReceiverArgs,
) -> anyhow::Result<ExitCode> {
    let name = create::object_name(args.name)?;
    let receiver_type = args.receiver_type.ok_or(Error::ReceiverTypeRequired)?;
    if args.secret_ref.is_empty() {
        return Err(Error::SecretRefRequired.into());
    }
    let mut resources = Vec::new();
    for resource in flags::string_slice(args.resources) {
        let (kind, name) = flags::kind_name(&resource);
        if kind.is_empty() {
            // flux words a bad resource as an event source.
            return Err(Error::InvalidEventSource(resource).into());
        }
        resources.push(json!({"kind": kind, "name": name}));
    }
    if resources.is_empty() {
        return Err(Error::ResourceRequired.into());
    }
    let labels = create::parse_labels(&common.labels)?;
    let spec = json!({
        "type": receiver_type,
        "events": flags::string_slice(args.events),
        "resources": resources,
        "secretRef": {"name": args.secret_ref},
    });
    let object = object(kinds::RECEIVER, &name, ctx, &labels, spec);
    upsert(ui, ctx, common, kinds::RECEIVER, &name, &object)
}

/// The object as flux's Go type holds it: empty optional fields are dropped on the way out.
fn object(
    kind: FluxKind,
    name: &str,
    ctx: &GlobalContext,
    labels: &std::collections::BTreeMap<String, String>,
    spec: Value,
) -> Value {
    let object = json!({
        "apiVersion": kind.api_version(),
        "kind": kind.kind,
        "metadata": create::metadata(name, &ctx.namespace, labels),
        "spec": spec,
    });
    export::clean(kind, &object)
}

/// `--export` prints the object; otherwise flux's create-or-update, then the wait: Alerts and
/// Providers have no controller status to wait for, Receivers report their webhook path.
fn upsert(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    kind: FluxKind,
    name: &str,
    object: &Value,
) -> anyhow::Result<ExitCode> {
    if common.export {
        ui.stdout(&export::document(object))?;
        return Ok(ExitCode::SUCCESS);
    }
    ui.generate(&format!("generating {}", kind.kind));
    let session = create::Session::connect(ui, ctx)?;
    ui.action(&format!("applying {}", kind.kind));
    session.upsert(object, kind.kind)?;
    ui.waiting(&format!("waiting for {} reconciliation", kind.kind));
    let ready = if kind.is_static(object) {
        crate::cluster::objects::get(&session.cluster, kind, &ctx.namespace, name)?
    } else {
        session.wait_ready(object)?
    };
    ui.success(&format!("{} {name} is ready", kind.kind));
    if kind.id == kinds::Id::Receiver {
        let path = crate::cluster::objects::text(&ready, "/status/webhookPath");
        ui.success(&format!("generated webhook URL {path}"));
    }
    Ok(ExitCode::SUCCESS)
}
