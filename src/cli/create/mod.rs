//! `fluxr create`: Flux objects from flags. With `--export` the object is printed as YAML, the
//! way flux prints it, ready to be committed; otherwise it is applied to the cluster and, for
//! the kinds a controller reconciles, waited for.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Subcommand};
use serde_json::Value;

use std::time::Instant;

use super::GlobalContext;
use super::global::{parse_duration, parse_go_bool};
use crate::kube::ChangeAction;
use crate::ui::Ui;

pub mod flags;
pub mod helmrelease;
pub mod image;
pub mod kustomization;
pub mod notification;
pub mod secret;
pub mod source;
pub mod tenant;

/// Create or update sources and resources
///
/// The create sub-commands generate sources and resources.
#[derive(Args, Debug)]
pub struct CreateArgs {
    #[command(flatten)]
    pub common: CreateCommonArgs,
    #[command(subcommand)]
    pub command: CreateCommand,
}

/// flux's persistent `create` flags, accepted after any `create` subcommand.
#[derive(Args, Debug, Clone)]
pub struct CreateCommonArgs {
    /// Export in YAML format to stdout
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub export: bool,

    /// Source sync interval
    #[arg(long, global = true, default_value = "1m0s", value_parser = parse_duration)]
    pub interval: Duration,

    /// Set labels on the resource (can specify multiple labels with commas:
    /// label1=value1,label2=value2)
    #[arg(
        long = "label",
        global = true,
        value_delimiter = ',',
        value_name = "LABEL"
    )]
    pub labels: Vec<String>,
}

#[derive(Subcommand, Debug)]
pub enum CreateCommand {
    /// Create or update a Alert resource
    Alert(notification::AlertArgs),
    /// Create or update a Provider resource
    #[command(name = "alert-provider")]
    AlertProvider(notification::AlertProviderArgs),
    /// Create or update sources
    Source(source::SourceArgs),
    /// Create or update a HelmRelease resource
    #[command(visible_alias = "hr")]
    Helmrelease(Box<helmrelease::HelmReleaseArgs>),
    /// Create or update resources dealing with image automation
    Image(image::ImageArgs),
    /// Create or update a Kustomization resource
    #[command(visible_alias = "ks")]
    Kustomization(Box<kustomization::KustomizationArgs>),
    /// Create or update a Receiver resource
    Receiver(notification::ReceiverArgs),
    /// Create or update Kubernetes secrets
    Secret(secret::SecretArgs),
    /// Create or update a tenant
    Tenant(tenant::TenantArgs),
}

/// A `create` flag combination flux refuses, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("name is required")]
    NameRequired,
    #[error(
        "name '{name}' is invalid, it should adhere to standard defined in RFC 1123, the name can \
         only contain alphanumeric characters or '-'"
    )]
    InvalidName { name: String },
    #[error("invalid label format '{label}', must be key=value")]
    InvalidLabelFormat { label: String },
    #[error("invalid label '{key}': [{}]", reasons.join(" "))]
    InvalidLabelKey { key: String, reasons: Vec<String> },
    #[error("invalid label value '{value}': [{}]", reasons.join(" "))]
    InvalidLabelValue { value: String, reasons: Vec<String> },
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

/// Returns the object's name, checked as flux checks it for every `create` command.
pub(crate) fn object_name(name: Option<String>) -> Result<String, Error> {
    let name = name.ok_or(Error::NameRequired)?;
    if is_object_name(&name) {
        Ok(name)
    } else {
        Err(Error::InvalidName { name })
    }
}

/// flux's object names: 2 to 63 lowercase alphanumerics or '-', alphanumeric at both ends.
fn is_object_name(name: &str) -> bool {
    let bytes = name.as_bytes();
    let alnum = |b: &u8| b.is_ascii_lowercase() || b.is_ascii_digit();
    (2..=63).contains(&bytes.len())
        && bytes.iter().all(|b| alnum(b) || *b == b'-')
        && bytes.first().is_some_and(alnum)
        && bytes.last().is_some_and(alnum)
}

/// Parses `--label key=value` pairs with Kubernetes' label rules.
pub(crate) fn parse_labels(labels: &[String]) -> Result<BTreeMap<String, String>, Error> {
    let mut parsed = BTreeMap::new();
    // `--label=` sets no label, as pflag reads an empty string slice.
    for label in labels.iter().filter(|label| !label.is_empty()) {
        let parts: Vec<&str> = label.split('=').collect();
        let [key, value] = parts[..] else {
            return Err(Error::InvalidLabelFormat {
                label: label.clone(),
            });
        };
        let reasons = qualified_name_errors(key);
        if !reasons.is_empty() {
            return Err(Error::InvalidLabelKey {
                key: key.to_owned(),
                reasons,
            });
        }
        let reasons = label_value_errors(value);
        if !reasons.is_empty() {
            return Err(Error::InvalidLabelValue {
                value: value.to_owned(),
                reasons,
            });
        }
        parsed.insert(key.to_owned(), value.to_owned());
    }
    Ok(parsed)
}

const QUALIFIED_NAME_MESSAGE: &str = "must consist of alphanumeric characters, '-', '_' or '.', \
     and must start and end with an alphanumeric character";
const QUALIFIED_NAME_FORMAT: &str = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";

/// Kubernetes' wording for a value that does not match a pattern.
fn regex_error(message: &str, format: &str, examples: &[&str]) -> String {
    let examples: String = examples
        .iter()
        .map(|e| format!("'{e}', "))
        .collect::<Vec<_>>()
        .join("or ");
    format!("{message} (e.g. {examples}regex used for validation is '{format}')")
}

fn is_qualified_name_part(name: &str) -> bool {
    let bytes = name.as_bytes();
    let alnum = |b: &u8| b.is_ascii_alphanumeric();
    !bytes.is_empty()
        && bytes
            .iter()
            .all(|b| alnum(b) || matches!(b, b'-' | b'_' | b'.'))
        && bytes.first().is_some_and(alnum)
        && bytes.last().is_some_and(alnum)
}

fn is_dns1123_subdomain(value: &str) -> bool {
    value.len() <= 253 && value.split('.').all(super::global::is_dns1123_label)
}

/// Kubernetes' `IsQualifiedName`: an optional DNS subdomain prefix and a name part.
pub(crate) fn qualified_name_errors(key: &str) -> Vec<String> {
    let name_regex = || {
        regex_error(
            QUALIFIED_NAME_MESSAGE,
            QUALIFIED_NAME_FORMAT,
            &["MyName", "my.name", "123-abc"],
        )
    };
    let mut errors = Vec::new();
    let parts: Vec<&str> = key.split('/').collect();
    let name = match parts[..] {
        [name] => name,
        [prefix, name] => {
            if prefix.is_empty() {
                errors.push("prefix part must be non-empty".to_owned());
            } else if !is_dns1123_subdomain(prefix) {
                errors.push(format!(
                    "prefix part {}",
                    regex_error(
                        "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric \
                         characters, '-' or '.', and must start and end with an alphanumeric \
                         character",
                        "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*",
                        &["example.com"],
                    )
                ));
            }
            name
        }
        _ => {
            return vec![format!(
                "a qualified name {} with an optional DNS subdomain prefix and '/' (e.g. \
                 'example.com/MyName')",
                name_regex()
            )];
        }
    };
    if name.is_empty() {
        errors.push("name part must be non-empty".to_owned());
    } else if name.len() > 63 {
        errors.push("name part must be no more than 63 characters".to_owned());
    }
    if !is_qualified_name_part(name) {
        errors.push(format!("name part {}", name_regex()));
    }
    errors
}

/// Kubernetes' `IsValidLabelValue`.
fn label_value_errors(value: &str) -> Vec<String> {
    let mut errors = Vec::new();
    if value.len() > 63 {
        errors.push("must be no more than 63 characters".to_owned());
    }
    if !value.is_empty() && !is_qualified_name_part(value) {
        errors.push(regex_error(
            "a valid label must be an empty string or consist of alphanumeric characters, '-', \
             '_' or '.', and must start and end with an alphanumeric character",
            &format!("({QUALIFIED_NAME_FORMAT})?"),
            &["MyValue", "my_value", "12345"],
        ));
    }
    errors
}

/// The object's metadata as flux exports it: name, namespace and labels when there are any.
pub(crate) fn metadata(name: &str, namespace: &str, labels: &BTreeMap<String, String>) -> Value {
    let mut metadata = serde_json::Map::new();
    if !labels.is_empty() {
        metadata.insert(
            "labels".into(),
            serde_json::to_value(labels).unwrap_or_default(),
        );
    }
    metadata.insert("name".into(), name.into());
    metadata.insert("namespace".into(), namespace.into());
    Value::Object(metadata)
}

/// A connection to the cluster for one `create` command, with the time it started: flux
/// bounds the whole command, waits included, by `--timeout`.
pub(crate) struct Session {
    pub cluster: std::sync::Arc<crate::kube::Cluster>,
    ui: Ui,
    started: Instant,
    timeout: Duration,
}

impl Session {
    pub(crate) fn connect(ui: &Ui, ctx: &GlobalContext) -> anyhow::Result<Self> {
        let started = Instant::now();
        let cluster = ctx.shared_cluster(ui)?;
        Ok(Session {
            cluster,
            ui: ui.clone(),
            started,
            timeout: ctx.timeout,
        })
    }

    /// Creates or updates `object` (server-side apply, field manager `flux`) and reports
    /// `✔ <what> created` or, for an object that existed, `✔ <what> updated`, as flux does.
    pub(crate) fn upsert(&self, object: &Value, what: &str) -> anyhow::Result<()> {
        let changes = self.cluster.apply(std::slice::from_ref(object), false)?;
        let created = changes
            .entries
            .first()
            .is_some_and(|entry| entry.action == ChangeAction::Created);
        let outcome = if created { "created" } else { "updated" };
        self.ui.success(&format!("{what} {outcome}"));
        Ok(())
    }

    /// Waits, within what is left of `--timeout`, until the controller reports `object`
    /// Ready at its latest generation; returns the object as it is then.
    pub(crate) fn wait_ready(&self, object: &Value) -> anyhow::Result<Value> {
        let reference = crate::kube::ObjectRef::of(object)?;
        let remaining = self.timeout.saturating_sub(self.started.elapsed());
        Ok(self.cluster.wait_ready(&reference, remaining)?)
    }
}

/// The image kinds: with `--export` the object is printed; else flux's `upsertAndWait` applies
/// it and waits until it is Ready.
pub(crate) fn export_or_upsert_and_wait(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    object: &Value,
) -> anyhow::Result<ExitCode> {
    if common.export {
        ui.stdout(&export_text(object))?;
        return Ok(ExitCode::SUCCESS);
    }
    let kind = object["kind"].as_str().unwrap_or_default();
    let session = Session::connect(ui, ctx)?;
    ui.generate(&format!("generating {kind}"));
    ui.action(&format!("applying {kind}"));
    session.upsert(object, kind)?;
    ui.waiting(&format!("waiting for {kind} reconciliation"));
    session.wait_ready(object)?;
    ui.success(&format!("{kind} reconciliation completed"));
    Ok(ExitCode::SUCCESS)
}

/// flux's `create` without `--export`: server-side apply with field manager `flux`, then a wait
/// for every object a controller reconciles, which reports the revision it reached.
pub(crate) fn apply(ui: &Ui, ctx: &GlobalContext, objects: &[Value]) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let cluster = ctx.cluster(ui)?;
    for object in objects {
        let kind = object["kind"].as_str().unwrap_or_default();
        ui.action(&format!("applying {kind}"));
        let changes = cluster.apply(std::slice::from_ref(object), false)?;
        let outcome = match changes.entries.first().map(|entry| entry.action) {
            Some(ChangeAction::Created) => "created",
            Some(ChangeAction::Unchanged) => "unchanged",
            _ => "updated",
        };
        ui.success(&format!("{kind} {outcome}"));
    }
    for object in objects {
        let Some(kind) = crate::cluster::kinds::of_object(object).filter(|k| !k.is_static(object))
        else {
            continue;
        };
        let namespace = object["metadata"]["namespace"]
            .as_str()
            .unwrap_or(&ctx.namespace);
        let name = object["metadata"]["name"].as_str().unwrap_or_default();
        ui.waiting(&format!("waiting for {} reconciliation", kind.kind));
        let remaining = ctx.timeout.saturating_sub(started.elapsed());
        let ready = cluster.wait_ready(&kind.object_ref(namespace, name), remaining)?;
        ui.success(&format!("{} reconciliation completed", kind.kind));
        ui.success(&crate::cluster::reconcile::success_message(kind, &ready));
    }
    Ok(ExitCode::SUCCESS)
}

/// What `--export` prints for one object: a `---` line, then the object.
pub(crate) fn export_text(object: &Value) -> String {
    format!("---\n{}", crate::yaml::to_string(object))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn object_names_follow_flux() {
        assert_eq!(object_name(Some("podinfo".into())).unwrap(), "podinfo");
        assert_eq!(object_name(Some("b".repeat(63))).unwrap(), "b".repeat(63));
        assert!(matches!(object_name(None), Err(Error::NameRequired)));
        for bad in [
            "-flux-system",
            "third.first",
            "Podinfo",
            "a",
            "x-",
            &"b".repeat(64),
        ] {
            let err = object_name(Some(bad.to_owned())).unwrap_err().to_string();
            assert_eq!(
                err,
                format!(
                    "name '{bad}' is invalid, it should adhere to standard defined in RFC 1123, \
                     the name can only contain alphanumeric characters or '-'"
                )
            );
        }
    }

    #[test]
    fn labels_parse_into_a_sorted_map() {
        let labels =
            parse_labels(&["team=ops".into(), "app.kubernetes.io/name=web".into()]).unwrap();
        assert_eq!(
            labels.keys().collect::<Vec<_>>(),
            ["app.kubernetes.io/name", "team"]
        );
        assert_eq!(parse_labels(&["empty=".into()]).unwrap()["empty"], "");
    }

    #[test]
    fn bad_labels_are_refused_in_kubernetes_words() {
        let err = |label: &str| parse_labels(&[label.to_owned()]).unwrap_err().to_string();
        assert_eq!(
            err("novalue"),
            "invalid label format 'novalue', must be key=value"
        );
        assert_eq!(
            err("a=b=c"),
            "invalid label format 'a=b=c', must be key=value"
        );
        assert_eq!(
            err("-bad=x"),
            "invalid label '-bad': [name part must consist of alphanumeric characters, '-', '_' or \
             '.', and must start and end with an alphanumeric character (e.g. 'MyName', or \
             'my.name', or '123-abc', regex used for validation is \
             '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')]"
        );
        assert_eq!(
            err("/x=y"),
            "invalid label '/x': [prefix part must be non-empty]"
        );
        assert!(err("ok=bad value").starts_with("invalid label value 'bad value': [a valid label"));
    }
}
