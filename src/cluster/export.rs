//! flux's `export`: Flux objects as clean YAML that applies as is, the way flux prints them.
//!
//! flux decodes each object into its Go type and marshals a copy with only the name,
//! namespace, labels, annotations and spec; sigs.k8s.io/yaml then writes it with every map's
//! keys sorted. Going through the Go type has visible effects that are reproduced here from the
//! CRD schema of the kind: fields the type does not know are dropped, durations are written as
//! Go writes them (`5m` becomes `5m0s`), and optional fields at their zero value (`false`, `0`,
//! `""`, empty lists and maps) disappear, as `omitempty` drops them. Required fields keep their
//! zero value (no `omitempty`), except where the Go type says otherwise (`zero_rules`); every
//! struct that is not a pointer is written even when empty, and the CRDs require all of them,
//! so a stored object has them.

use std::sync::LazyLock;

use serde_json::{Map, Value, json};

use super::kinds::{FluxKind, Id};
use super::objects::{self, Selection};
use crate::duration;
use crate::kube::{Cluster, KubeError, ObjectRef};

/// Why `export` failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("name is required")]
    NameRequired,
    #[error("no objects found in {0} namespace")]
    NoneFound(String),
    // Printed with its cause after ": ", as flux words it.
    #[error("failed to retrieve secret {name}, error")]
    Secret {
        name: String,
        #[source]
        source: Box<SecretError>,
    },
    #[error(transparent)]
    Objects(#[from] objects::Error),
    #[error("failed to write the output")]
    Output(#[source] std::io::Error),
}

/// Why a source's Secret could not be read.
#[derive(Debug, thiserror::Error)]
pub enum SecretError {
    #[error("secrets \"{0}\" not found")]
    NotFound(String),
    /// client-go's refusal to get an object by an empty name, before any request.
    #[error("resource name may not be empty")]
    EmptyName,
    #[error(transparent)]
    Kube(#[from] KubeError),
}

/// What to export.
#[derive(Debug, Clone, Copy)]
pub struct Options<'a> {
    pub namespace: &'a str,
    /// `None`: `--all`.
    pub name: Option<&'a str>,
    /// `--with-credentials` (sources): each object's Secret follows it.
    pub with_credentials: bool,
}

/// `export <kind> NAME` or `--all`: the documents, each `---` then the object, handed to `emit`
/// one by one as flux prints them, so that what was exported before a failure is out.
pub fn run(
    cluster: &Cluster,
    kind: FluxKind,
    options: Options<'_>,
    emit: &mut dyn FnMut(&str) -> std::io::Result<()>,
) -> Result<(), Error> {
    let objects = match options.name {
        Some(name) => vec![objects::get(cluster, kind, options.namespace, name)?],
        None => {
            let objects = objects::list(
                cluster,
                kind,
                &Selection {
                    namespace: Some(options.namespace),
                    ..Selection::default()
                },
            )?;
            if objects.is_empty() {
                return Err(Error::NoneFound(options.namespace.to_owned()));
            }
            objects
        }
    };
    for object in &objects {
        emit(&document(&clean(kind, object))).map_err(Error::Output)?;
        if options.with_credentials
            && let Some(secret) = secret_of(kind, object)
        {
            let secret = credentials(cluster, objects::namespace(object), &secret)?;
            emit(&document(&secret)).map_err(Error::Output)?;
            // flux's `exportWithSecretCommand` returns once it printed a Secret, so with
            // `--all` the objects after the first one that names a Secret are not exported.
            // Reproduced so that a script sees what flux gives it; the README lists it.
            return Ok(());
        }
    }
    Ok(())
}

/// flux's `printExport`: `---`, then the YAML without its final line break, then one.
pub fn document(object: &Value) -> String {
    let yaml = crate::yaml::to_string(object);
    format!("---\n{}\n", yaml.trim())
}

/// The Secret a source names in `spec.secretRef`, for `--with-credentials`. flux asks only
/// whether the reference is set, so a reference without a name is the Secret named "".
fn secret_of(kind: FluxKind, object: &Value) -> Option<String> {
    match kind.id {
        Id::GitRepository | Id::OciRepository | Id::HelmRepository | Id::Bucket => {
            let reference = object.pointer("/spec/secretRef").filter(|r| !r.is_null())?;
            Some(
                reference
                    .get("name")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_owned(),
            )
        }
        _ => None,
    }
}

/// The Secret as flux exports it: name, namespace, data and type.
fn credentials(cluster: &Cluster, namespace: &str, name: &str) -> Result<Value, Error> {
    let failed = |source: SecretError| Error::Secret {
        name: name.to_owned(),
        source: Box::new(source),
    };
    if name.is_empty() {
        return Err(failed(SecretError::EmptyName));
    }
    let secret = cluster
        .get(&ObjectRef::namespaced("v1", "Secret", namespace, name))
        .map_err(|err| failed(SecretError::Kube(err)))?
        .ok_or_else(|| failed(SecretError::NotFound(name.to_owned())))?;
    let mut exported = json!({
        "apiVersion": "v1",
        "kind": "Secret",
        "metadata": {"name": name, "namespace": namespace},
    });
    if let Some(data) = secret
        .get("data")
        .filter(|d| d.as_object().is_some_and(|m| !m.is_empty()))
    {
        exported["data"] = data.clone();
    }
    if let Some(kind) = secret
        .get("type")
        .and_then(Value::as_str)
        .filter(|t| !t.is_empty())
    {
        exported["type"] = json!(kind);
    }
    Ok(exported)
}

/// The object as flux exports it: apiVersion and kind of the version flux uses, name,
/// namespace, labels and annotations, and the spec as its Go type writes it.
pub fn clean(kind: FluxKind, object: &Value) -> Value {
    let mut metadata = Map::new();
    for field in ["annotations", "labels"] {
        if let Some(map) = object
            .pointer(&format!("/metadata/{field}"))
            .filter(|m| m.as_object().is_some_and(|m| !m.is_empty()))
        {
            metadata.insert(field.to_owned(), map.clone());
        }
    }
    metadata.insert("name".to_owned(), json!(objects::name(object)));
    let namespace = objects::namespace(object);
    if !namespace.is_empty() {
        metadata.insert("namespace".to_owned(), json!(namespace));
    }
    let spec = object.get("spec").cloned().unwrap_or_else(|| json!({}));
    let spec = match schema_of(kind, "spec") {
        Some(schema) => typed(&spec, &schema, &mut String::from("spec"), zero_rules(kind)),
        None => spec,
    };
    let mut spec = spec;
    always_written(kind, &mut spec);
    json!({
        "apiVersion": kind.api_version(),
        "kind": kind.kind,
        "metadata": metadata,
        "spec": spec,
    })
}

/// Where the Go type's tags disagree with the CRD's `required` list about a zero value, by
/// path from the object's root (list items add no segment): `true`, Go writes it (a pointer, or
/// no `omitempty`, on an optional field); `false`, Go leaves it out (`omitempty` on a required
/// field). Read off the API types flux v2.9.4 builds with; the CRD alone cannot tell.
fn zero_rules(kind: FluxKind) -> &'static [(&'static str, bool)] {
    match kind.id {
        Id::GitRepository | Id::OciRepository | Id::Bucket => &[("spec/ignore", true)],
        Id::HelmRelease => &[
            ("spec/maxHistory", true),
            ("spec/persistentClient", true),
            ("spec/install/serverSideApply", true),
            ("spec/install/remediation/ignoreTestFailures", true),
            ("spec/install/remediation/remediateLastFailure", true),
            ("spec/upgrade/remediation/ignoreTestFailures", true),
            ("spec/upgrade/remediation/remediateLastFailure", true),
            ("spec/uninstall/deletionPropagation", true),
            // `*[]Filter`: an empty list set is a non-nil pointer.
            ("spec/test/filters", true),
            ("spec/chart/spec/sourceRef/kind", false),
        ],
        Id::ImageRepository => &[("spec/image", false)],
        _ => &[],
    }
}

/// Fields the Go types write even when they are not set (no `omitempty`, not required).
fn always_written(kind: FluxKind, spec: &mut Value) {
    if kind.id == Id::ImagePolicy
        && let Some(filter) = spec.get_mut("filterTags").and_then(Value::as_object_mut)
    {
        for field in ["extract", "pattern"] {
            filter.entry(field).or_insert_with(|| json!(""));
        }
    }
}

/// `value` as its Go type would marshal it, given the CRD schema of that type; `path` is where
/// `value` is (see `zero_rules`).
fn typed(value: &Value, schema: &Value, path: &mut String, rules: &[(&str, bool)]) -> Value {
    if schema["x-kubernetes-preserve-unknown-fields"] == true && schema.get("properties").is_none()
    {
        return value.clone();
    }
    match value {
        Value::Object(map) => {
            let properties = schema.get("properties").and_then(Value::as_object);
            let additional = schema.get("additionalProperties");
            let required: Vec<&str> = schema
                .get("required")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .collect();
            let mut out = Map::new();
            for (key, child) in map {
                let child_schema = match (properties.and_then(|p| p.get(key)), additional) {
                    (Some(schema), _) => schema,
                    (None, Some(schema)) if schema.is_object() => schema,
                    (None, Some(Value::Bool(true))) => &Value::Null,
                    // A field the Go type does not have is lost in decoding.
                    _ if properties.is_some() => continue,
                    _ => &Value::Null,
                };
                let len = path.len();
                path.push('/');
                path.push_str(key);
                let child = typed(child, child_schema, path, rules);
                let keep = !is_zero(&child, child_schema)
                    || rules
                        .iter()
                        .find(|(at, _)| at == path)
                        .map_or(required.contains(&key.as_str()), |(_, kept)| *kept);
                path.truncate(len);
                if keep {
                    out.insert(key.clone(), child);
                }
            }
            Value::Object(out)
        }
        Value::Array(items) => {
            let item_schema = schema.get("items").unwrap_or(&Value::Null);
            Value::Array(
                items
                    .iter()
                    .map(|item| typed(item, item_schema, path, rules))
                    .collect(),
            )
        }
        Value::String(text) if is_duration(schema) => match duration::parse(text) {
            Ok(parsed) => json!(duration::format(parsed)),
            Err(_) => value.clone(),
        },
        other => other.clone(),
    }
}

/// What Go's `omitempty` leaves out: false, 0, "", an empty list or map. An empty struct is
/// still written.
fn is_zero(value: &Value, schema: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::Bool(b) => !b,
        Value::Number(n) => n.as_f64() == Some(0.0),
        Value::String(s) => s.is_empty() && !is_duration(schema),
        Value::Array(items) => items.is_empty(),
        Value::Object(map) => {
            map.is_empty()
                && schema.get("properties").is_none()
                && (schema.get("additionalProperties").is_some() || schema.is_null())
        }
    }
}

/// A `metav1.Duration` field: a string with the Go duration pattern.
fn is_duration(schema: &Value) -> bool {
    schema["type"] == "string"
        && schema["pattern"]
            .as_str()
            .is_some_and(|p| p.contains("(ms|s|m"))
}

/// The status as the kind's Go type writes it (`debug --show-status`).
pub fn typed_status(kind: FluxKind, status: &Value) -> Value {
    let mut status = match schema_of(kind, "status") {
        Some(schema) => typed(status, &schema, &mut String::from("status"), &[]),
        None => status.clone(),
    };
    // A release snapshot's `deleted` is a `metav1.Time` value: `omitempty` never leaves a struct
    // out, and its zero value marshals as null.
    if kind.id == Id::HelmRelease
        && let Some(history) = status.get_mut("history").and_then(Value::as_array_mut)
    {
        for snapshot in history.iter_mut().filter_map(Value::as_object_mut) {
            snapshot.entry("deleted").or_insert(Value::Null);
        }
    }
    status
}

/// The schema of the kind's `spec` or `status` in the version flux reads.
fn schema_of(kind: FluxKind, field: &str) -> Option<Value> {
    static CRDS: LazyLock<Vec<Value>> = LazyLock::new(crate::api::crds);
    CRDS.iter()
        .find(|crd| {
            crd.pointer("/spec/group") == Some(&json!(kind.group))
                && crd.pointer("/spec/names/kind") == Some(&json!(kind.kind))
        })
        .and_then(|crd| crd.pointer("/spec/versions"))
        .and_then(Value::as_array)
        .and_then(|versions| versions.iter().find(|v| v["name"] == kind.version))
        .and_then(|version| version.pointer(&format!("/schema/openAPIV3Schema/properties/{field}")))
        .cloned()
}

#[cfg(test)]
mod tests {
    use super::super::kinds;
    use super::*;

    #[test]
    fn git_repositories_export_as_flux_writes_them() {
        let object = json!({
            "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "GitRepository",
            "metadata": {"name": "podinfo", "namespace": "apps", "uid": "1", "resourceVersion": "9",
                         "generation": 2, "creationTimestamp": "2026-01-01T00:00:00Z",
                         "managedFields": [{"manager": "flux"}], "labels": {}},
            "spec": {"url": "https://example.org/podinfo", "interval": "5m", "timeout": "60s",
                     "ref": {"branch": "main"}, "suspend": false, "recurseSubmodules": false,
                     "unknownField": "x"},
            "status": {"observedGeneration": 2}
        });
        assert_eq!(
            document(&clean(kinds::GIT_REPOSITORY, &object)),
            "---\napiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata:\n  \
             name: podinfo\n  namespace: apps\nspec:\n  interval: 5m0s\n  ref:\n    branch: main\n  \
             timeout: 1m0s\n  url: https://example.org/podinfo\n"
        );
    }

    #[test]
    fn required_and_pointer_fields_keep_their_zero_value() {
        let ks = json!({"metadata": {"name": "apps", "namespace": "flux-system"},
            "spec": {"interval": "10m", "prune": false, "force": false, "path": "",
                     "sourceRef": {"kind": "GitRepository", "name": "fleet"}}});
        let cleaned = clean(kinds::KUSTOMIZATION, &ks);
        assert_eq!(cleaned["spec"]["prune"], false);
        assert!(cleaned["spec"].get("force").is_none());
        assert!(cleaned["spec"].get("path").is_none());
        let hr = json!({"metadata": {"name": "podinfo"},
            "spec": {"interval": "1h", "maxHistory": 0, "values": {"replicas": 0, "z": {}, "a": false},
                     "chart": {"spec": {"chart": "podinfo", "sourceRef": {"kind": "HelmRepository", "name": "p"}}}}});
        let cleaned = clean(kinds::HELM_RELEASE, &hr);
        assert_eq!(cleaned["spec"]["maxHistory"], 0);
        assert_eq!(cleaned["spec"]["interval"], "1h0m0s");
        // Helm values are free-form: kept as they are.
        assert_eq!(
            cleaned["spec"]["values"],
            json!({"replicas": 0, "z": {}, "a": false})
        );
    }
}
