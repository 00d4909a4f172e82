//! `create`: the objects flux's `create` commands write, from checked options, and how they
//! reach the cluster. Each object is built as flux's Go types hold it, so that `--export`
//! prints what flux prints; without `--export` it is applied (server-side, field manager
//! `flux`) and, for the kinds a controller reconciles, waited for within `--timeout`.
//!
//! - [`notification`]: Alert, Provider and Receiver;
//! - [`bucket`]: Bucket and its credentials Secret;
//! - [`image`]: ImageRepository and ImagePolicy;
//! - [`secret`]: the Secrets of `create secret`, each kind as flux builds it.

pub mod bucket;
pub mod chart;
pub mod flags;
pub mod git;
mod go_equal;
pub mod helm;
pub mod helmrelease;
pub mod image;
pub mod kustomization;
pub mod notification;
pub mod oci;
pub mod secret;
pub mod tenant;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::api::names::{label_value_errors, qualified_name_errors};
use crate::kube::{Cluster, KubeError, ObjectRef};
use crate::ui::Ui;

use super::kinds;

/// Why a `create` command stopped: a name or label flux refuses, in flux's words, or the
/// cluster's answer.
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
    // flux's wording, Bucket's without "completed".
    #[error(
        "{kind} source reconciliation {}but no artifact was found",
        if kind == "Bucket" { "" } else { "completed " }
    )]
    NoArtifact { kind: String },
    /// The controller reports the object failed: flux returns kstatus' message as it is,
    /// without naming the object.
    #[error("{message}")]
    Failed { message: String },
    #[error(transparent)]
    Kube(#[from] KubeError),
}

/// Returns the object's name, checked as flux checks it for every `create` command.
pub fn object_name(name: Option<String>) -> Result<String, Error> {
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
pub fn parse_labels(labels: &[String]) -> Result<BTreeMap<String, String>, Error> {
    let mut parsed = BTreeMap::new();
    for label in labels {
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

/// The object's metadata as flux exports it: name, namespace and labels when there are any.
pub fn metadata(name: &str, namespace: &str, labels: &BTreeMap<String, String>) -> Value {
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

/// What `--export` prints for one object: a `---` line, then the object.
pub fn export_text(object: &Value) -> String {
    format!("---\n{}", crate::yaml::to_string(object))
}

/// `[<kind>/]<name>[.<namespace>]` pieces, as flux's `utils.ParseObjectKindNameNamespace` reads
/// them: the kind only with exactly one `/`, the namespace after the last `.`.
pub fn kind_name_namespace(value: &str) -> (&str, &str, &str) {
    let (kind, name) = kind_name(value);
    match name.rsplit_once('.') {
        Some((name, namespace)) => (kind, name, namespace),
        None => (kind, name, ""),
    }
}

/// `<kind>/<name>`, as flux's `utils.ParseObjectKindName` reads it: without exactly one `/`,
/// all of it is the name.
pub fn kind_name(value: &str) -> (&str, &str) {
    match value.split_once('/') {
        Some((kind, name)) if !name.contains('/') => (kind, name),
        _ => ("", value),
    }
}

/// A connection to the cluster for one `create` command, with the time it started: flux
/// bounds the whole command, waits included, by `--timeout`.
pub struct Session {
    pub cluster: Arc<Cluster>,
    ui: Ui,
    started: Instant,
    timeout: Duration,
}

impl Session {
    /// Starts the clock of `timeout` now.
    pub fn new(cluster: Arc<Cluster>, ui: &Ui, timeout: Duration) -> Self {
        Session {
            cluster,
            ui: ui.clone(),
            started: Instant::now(),
            timeout,
        }
    }

    /// Creates or updates `object` and reports `✔ <what> created` or, for an object that
    /// existed, `✔ <what> updated`, as flux's `upsert<Kind>` functions do.
    pub fn upsert(&self, object: &Value, what: &str) -> Result<(), Error> {
        let outcome = match self.write(object, false)? {
            Written::Created => "created",
            _ => "updated",
        };
        self.ui.success(&format!("{what} {outcome}"));
        Ok(())
    }

    /// flux's write of a `create` command's object: a Create when there is none, else the
    /// existing object with the new labels and spec in place of its own, written back with an
    /// Update (PUT). What other writers set in the spec or labels goes, as with flux.
    /// `skip_unchanged` is controller-runtime's `CreateOrUpdate`, which writes nothing when the
    /// object would stay as it is, compared as the Go values they decode to (see [`go_equal`]:
    /// a default the server filled in counts as a change).
    fn write(&self, object: &Value, skip_unchanged: bool) -> Result<Written, Error> {
        let reference = ObjectRef::of(object)?;
        let Some(existing) = self.cluster.get(&reference)? else {
            self.cluster.create(object)?;
            return Ok(Written::Created);
        };
        let mut updated = existing.clone();
        match object["metadata"]
            .get("labels")
            .filter(|l| l.as_object().is_some_and(|m| !m.is_empty()))
        {
            Some(labels) => updated["metadata"]["labels"] = labels.clone(),
            None => {
                if let Some(metadata) = updated["metadata"].as_object_mut() {
                    metadata.remove("labels");
                }
            }
        }
        match object.get("spec") {
            Some(spec) => updated["spec"] = spec.clone(),
            None => {
                if let Some(map) = updated.as_object_mut() {
                    map.remove("spec");
                }
            }
        }
        if skip_unchanged && go_equal::unchanged(&existing, &updated).unwrap_or(false) {
            return Ok(Written::Unchanged);
        }
        self.cluster.replace(&updated)?;
        Ok(Written::Updated)
    }

    /// Waits, within what is left of `--timeout`, until the controller reports `object`
    /// Ready at its latest generation; returns the object as it is then.
    pub fn wait_ready(&self, object: &Value) -> Result<Value, Error> {
        let reference = ObjectRef::of(object)?;
        self.cluster
            .wait_ready(&reference, self.remaining())
            .map_err(|err| match err {
                KubeError::NotReady { message, .. } => Error::Failed { message },
                // flux's wait.PollUntilContextTimeout ends with its context's error.
                KubeError::Timeout { .. } => Error::Failed {
                    message: "context deadline exceeded".to_owned(),
                },
                other => other.into(),
            })
    }

    fn remaining(&self) -> Duration {
        self.timeout.saturating_sub(self.started.elapsed())
    }

    /// flux's `upsertAndWait` for the image kinds: apply `object`, then wait until it is Ready.
    pub fn upsert_and_wait(&self, object: &Value) -> Result<(), Error> {
        let kind = object["kind"].as_str().unwrap_or_default();
        self.ui.generate(&format!("generating {kind}"));
        self.ui.action(&format!("applying {kind}"));
        // controllerutil.CreateOrUpdate, which flux calls here, reports nothing for an object
        // it left as it was.
        match self.write(object, true)? {
            Written::Created => self.ui.success(&format!("{kind} created")),
            Written::Unchanged => {}
            Written::Updated => self.ui.success(&format!("{kind} updated")),
        }
        self.ui
            .waiting(&format!("waiting for {kind} reconciliation"));
        self.wait_ready(object)?;
        self.ui.success(&format!("{kind} reconciliation completed"));
        Ok(())
    }

    /// flux's `create kustomization|helmrelease` once the object is built: apply, wait until
    /// Ready, then `✔ <Kind> <name> is ready` and the revision applied.
    pub fn apply_and_report(&self, object: &Value) -> Result<(), Error> {
        let kind = object["kind"].as_str().unwrap_or_default();
        let name = object["metadata"]["name"].as_str().unwrap_or_default();
        self.ui.action(&format!("applying {kind}"));
        self.upsert(object, kind)?;
        self.ui
            .waiting(&format!("waiting for {kind} reconciliation"));
        let ready = self.wait_ready(object)?;
        self.ui.success(&format!("{kind} {name} is ready"));
        // flux reports a HelmRelease's chart version of the latest release, else the last
        // attempted revision.
        let revision = if kind == "HelmRelease" {
            ready
                .pointer("/status/history/0/chartVersion")
                .or_else(|| ready.pointer("/status/lastAttemptedRevision"))
        } else {
            ready.pointer("/status/lastAppliedRevision")
        };
        let revision = revision.and_then(Value::as_str).unwrap_or_default();
        self.ui.success(&format!("applied revision {revision}"));
        Ok(())
    }
}

/// What [`Session::write`] did.
enum Written {
    Created,
    Updated,
    Unchanged,
}

/// flux's `upsertSecret`: a new Secret is created; an existing one gets the new `stringData`
/// (which the server folds into `data`, keeping keys it does not name) and the new labels and
/// annotations added to its own.
pub fn upsert_secret(cluster: &Cluster, secret: &Value) -> Result<(), KubeError> {
    let reference = ObjectRef::of(secret)?;
    let Some(mut existing) = cluster.get(&reference)? else {
        cluster.create(secret)?;
        return Ok(());
    };
    match secret.get("stringData") {
        Some(data) => existing["stringData"] = data.clone(),
        None => {
            if let Some(object) = existing.as_object_mut() {
                object.remove("stringData");
            }
        }
    }
    for field in ["labels", "annotations"] {
        let Some(new) = secret["metadata"].get(field).and_then(Value::as_object) else {
            continue;
        };
        let metadata = &mut existing["metadata"];
        if !metadata.get(field).is_some_and(Value::is_object) {
            metadata[field] = Value::Object(serde_json::Map::new());
        }
        if let Some(current) = metadata[field].as_object_mut() {
            for (key, value) in new {
                current.insert(key.clone(), value.clone());
            }
        }
    }
    cluster.replace(&existing)?;
    Ok(())
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

/// A source for [`apply_source`].
#[derive(Debug, Clone)]
pub struct Source {
    pub object: Value,
    /// What the `✔ … created|updated` line names (flux says `source` for the Helm kinds).
    pub upserted_as: &'static str,
    /// A Secret to apply first, which the source then names.
    pub credentials: Option<SourceSecret>,
}

/// A source's credentials Secret and how flux announces it.
#[derive(Debug, Clone)]
pub struct SourceSecret {
    pub secret: Value,
    /// The `►` line before it is applied.
    pub action: &'static str,
    /// HelmRepository's `--pass-credentials`, set only together with the Secret.
    pub pass_credentials: bool,
}

/// flux's `create source …` once the source is built: its Secret, the source, the wait for the
/// first artifact (none for a static source) and `✔ fetched revision: …`. `connect` is called
/// once the source is announced: some commands connect earlier and hand the session over.
pub fn apply_source(
    ui: &Ui,
    connect: impl FnOnce() -> Result<Session, KubeError>,
    source: Source,
) -> Result<(), Error> {
    let Source {
        mut object,
        upserted_as,
        credentials,
    } = source;
    let kind = object["kind"].as_str().unwrap_or_default().to_owned();
    if credentials.is_none() {
        ui.action(&format!("applying {kind} source"));
    }
    let session = connect()?;
    if let Some(credentials) = credentials {
        ui.action(credentials.action);
        upsert_secret(&session.cluster, &credentials.secret)?;
        object["spec"]["secretRef"] =
            serde_json::json!({ "name": credentials.secret["metadata"]["name"] });
        if credentials.pass_credentials {
            object["spec"]["passCredentials"] = true.into();
        }
        ui.success("authentication configured");
        ui.action(&format!("applying {kind} source"));
    }
    session.upsert(&object, upserted_as)?;
    ui.waiting(&format!("waiting for {kind} source reconciliation"));
    let is_static = kinds::of_object(&object).is_some_and(|k| k.is_static(&object));
    let ready = if is_static {
        None
    } else {
        Some(session.wait_ready(&object)?)
    };
    ui.success(&format!("{kind} source reconciliation completed"));
    let Some(ready) = ready else {
        // A static source (an OCI HelmRepository) exists; source-controller fetches nothing.
        return Ok(());
    };
    let revision = ready
        .pointer("/status/artifact/revision")
        .and_then(Value::as_str)
        .ok_or(Error::NoArtifact { kind })?;
    ui.success(&format!("fetched revision: {revision}"));
    Ok(())
}
