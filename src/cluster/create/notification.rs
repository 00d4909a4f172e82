//! Alert, Provider and Receiver (notification-controller's objects), checked in flux's order.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use super::{Session, kind_name, kind_name_namespace, metadata, parse_labels};
use crate::cluster::export;
use crate::cluster::kinds::{self, FluxKind, Id};
use crate::cluster::objects;
use crate::kube::KubeError;
use crate::ui::Ui;

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
    #[error(transparent)]
    Create(#[from] super::Error),
    #[error(transparent)]
    Objects(#[from] objects::Error),
}

/// Where every object goes and its `--label` values, unparsed: flux checks them after the
/// kind's own flags.
#[derive(Debug, Clone)]
pub struct Target {
    pub name: String,
    pub namespace: String,
    pub labels: Vec<String>,
}

/// `create alert`.
#[derive(Debug, Clone)]
pub struct AlertOptions {
    pub target: Target,
    pub provider_ref: String,
    pub event_severity: String,
    /// `[<kind>/]<name>[.<namespace>]` each.
    pub event_sources: Vec<String>,
}

/// `create alert-provider`.
#[derive(Debug, Clone)]
pub struct ProviderOptions {
    pub target: Target,
    pub provider_type: String,
    pub channel: String,
    pub username: String,
    pub address: String,
    pub secret_ref: String,
}

/// `create receiver`.
#[derive(Debug, Clone)]
pub struct ReceiverOptions {
    pub target: Target,
    /// `None`: the flag was not given.
    pub receiver_type: Option<String>,
    pub secret_ref: String,
    pub events: Vec<String>,
    /// `<kind>/<name>` each.
    pub resources: Vec<String>,
}

pub fn alert(options: AlertOptions) -> Result<Value, Error> {
    let AlertOptions {
        target,
        provider_ref,
        event_severity,
        event_sources,
    } = options;
    if provider_ref.is_empty() {
        return Err(Error::ProviderRefRequired);
    }
    let mut sources = Vec::new();
    for source in event_sources {
        let (kind, name, namespace) = kind_name_namespace(&source);
        if kind.is_empty() {
            return Err(Error::InvalidEventSource(source));
        }
        sources.push(json!({"kind": kind, "name": name, "namespace": namespace}));
    }
    if sources.is_empty() {
        return Err(Error::EventSourceRequired);
    }
    let labels = parse_labels(&target.labels)?;
    let spec = json!({
        "providerRef": {"name": provider_ref},
        "eventSeverity": event_severity,
        "eventSources": sources,
    });
    Ok(object(kinds::ALERT, &target, &labels, spec))
}

pub fn provider(options: ProviderOptions) -> Result<Value, Error> {
    let ProviderOptions {
        target,
        provider_type,
        channel,
        username,
        address,
        secret_ref,
    } = options;
    if provider_type.is_empty() {
        return Err(Error::ProviderTypeRequired);
    }
    let labels = parse_labels(&target.labels)?;
    let mut spec = json!({
        "type": provider_type,
        "channel": channel,
        "username": username,
        "address": address,
    });
    if !secret_ref.is_empty() {
        spec["secretRef"] = json!({"name": secret_ref});
    }
    Ok(object(kinds::PROVIDER, &target, &labels, spec))
}

pub fn receiver(options: ReceiverOptions) -> Result<Value, Error> {
    let ReceiverOptions {
        target,
        receiver_type,
        secret_ref,
        events,
        resources,
    } = options;
    let receiver_type = receiver_type.ok_or(Error::ReceiverTypeRequired)?;
    if secret_ref.is_empty() {
        return Err(Error::SecretRefRequired);
    }
    let mut refs = Vec::new();
    for resource in resources {
        let (kind, name) = kind_name(&resource);
        if kind.is_empty() {
            // flux words a bad resource as an event source.
            return Err(Error::InvalidEventSource(resource));
        }
        refs.push(json!({"kind": kind, "name": name}));
    }
    if refs.is_empty() {
        return Err(Error::ResourceRequired);
    }
    let labels = parse_labels(&target.labels)?;
    let spec = json!({
        "type": receiver_type,
        "events": events,
        "resources": refs,
        "secretRef": {"name": secret_ref},
    });
    Ok(object(kinds::RECEIVER, &target, &labels, spec))
}

/// The object as flux's Go type holds it: empty optional fields are dropped on the way out.
fn object(
    kind: FluxKind,
    target: &Target,
    labels: &BTreeMap<String, String>,
    spec: Value,
) -> Value {
    let object = json!({
        "apiVersion": kind.api_version(),
        "kind": kind.kind,
        "metadata": metadata(&target.name, &target.namespace, labels),
        "spec": spec,
    });
    export::clean(kind, &object)
}

/// What `--export` prints for a notification object.
pub fn export_text(object: &Value) -> String {
    export::document(object)
}

/// flux's create-or-update, then the wait: Alerts and Providers have no controller status to
/// wait for, Receivers report their webhook path. flux connects after it says what it
/// generates, hence `connect`.
pub fn apply(
    ui: &Ui,
    connect: impl FnOnce() -> Result<Session, KubeError>,
    object: &Value,
) -> Result<(), Error> {
    let Some(kind) = kinds::of_object(object) else {
        return Ok(());
    };
    let name = objects::name(object);
    let namespace = objects::namespace(object);
    ui.generate(&format!("generating {}", kind.kind));
    let session = connect().map_err(super::Error::from)?;
    ui.action(&format!("applying {}", kind.kind));
    session.upsert(object, kind.kind)?;
    ui.waiting(&format!("waiting for {} reconciliation", kind.kind));
    let ready = if kind.is_static(object) {
        objects::get(&session.cluster, kind, namespace, name)?
    } else {
        session.wait_ready(object)?
    };
    ui.success(&format!("{} {name} is ready", kind.kind));
    if kind.id == Id::Receiver {
        let path = objects::text(&ready, "/status/webhookPath");
        ui.success(&format!("generated webhook URL {path}"));
    }
    Ok(())
}
