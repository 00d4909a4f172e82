//! flux's `debug kustomization|helmrelease`: the status or history of an object as its Go type
//! writes it, the variables of a Kustomization's post-build substitution, and the values a
//! HelmRelease hands to Helm, with their ConfigMap and Secret references resolved.

use std::collections::BTreeMap;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Map, Value, json};

use super::export;
use super::kinds::{self, FluxKind};
use super::objects::{self, text};
use crate::kube::{Cluster, KubeError, ObjectRef};

/// What to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Show {
    Status,
    /// Kustomization: `--show-vars`; HelmRelease: `--show-values`.
    Inputs,
    History,
}

/// Why `debug` failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("accepts 1 arg(s), received {0}")]
    Args(usize),
    #[error("exactly one of --show-status, --show-vars, or --show-history must be set")]
    KustomizationFlags,
    #[error("exactly one of --show-status, --show-values, or --show-history must be set")]
    HelmReleaseFlags,
    #[error("no post build substitutions found")]
    NoPostBuild,
    // Printed with its cause after ": ", as fluxcd/pkg words it.
    #[error("substitute from '{kind}/{name}' error")]
    SubstituteFrom {
        kind: String,
        name: String,
        #[source]
        source: Box<SourceError>,
    },
    #[error("{0}")]
    Values(String),
    #[error(transparent)]
    Objects(#[from] objects::Error),
    #[error(transparent)]
    Kube(#[from] KubeError),
}

/// Why a referenced ConfigMap or Secret could not be read.
#[derive(Debug, thiserror::Error)]
pub enum SourceError {
    #[error("{plural} \"{name}\" not found")]
    NotFound { plural: &'static str, name: String },
    #[error(transparent)]
    Kube(#[from] KubeError),
}

/// The one `--show-*` flag set, or the error flux reports.
pub fn show(kind: FluxKind, status: bool, inputs: bool, history: bool) -> Result<Show, Error> {
    let wrong = || {
        if kind.id == kinds::Id::HelmRelease {
            Error::HelmReleaseFlags
        } else {
            Error::KustomizationFlags
        }
    };
    match (status, inputs, history) {
        (true, false, false) => Ok(Show::Status),
        (false, true, false) => Ok(Show::Inputs),
        (false, false, true) => Ok(Show::History),
        _ => Err(wrong()),
    }
}

/// `debug kustomization|helmrelease NAME --show-…`: the text flux prints.
pub fn run(
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    name: &str,
    show: Show,
) -> Result<String, Error> {
    let object = objects::get(cluster, kind, namespace, name)?;
    let docs = match kind.id {
        kinds::Id::HelmRelease => "helm/helmreleases/#helmrelease",
        _ => "kustomize/kustomizations/#kustomization",
    };
    match show {
        Show::Status => {
            let status = typed_status(kind, object.get("status").unwrap_or(&json!({})));
            Ok(format!(
                "# Status documentation: https://fluxcd.io/flux/components/{docs}-status\n{}",
                crate::yaml::to_string(&status)
            ))
        }
        Show::History => {
            let history = object
                .pointer("/status/history")
                .filter(|h| h.as_array().is_some_and(|h| !h.is_empty()))
                .cloned()
                .unwrap_or_else(|| json!([]));
            let history = match typed_status(kind, &json!({"history": history})).get("history") {
                Some(history) => history.clone(),
                // Go writes an empty, non-nil list as `[]`.
                None => json!([]),
            };
            let anchor = docs.rsplit_once('#').map_or("", |(page, _)| page);
            Ok(format!(
                "# History documentation: https://fluxcd.io/flux/components/{anchor}#history\n{}",
                crate::yaml::to_string(&history)
            ))
        }
        Show::Inputs if kind.id == kinds::Id::HelmRelease => {
            let values = helm_values(cluster, &object)?;
            Ok(crate::yaml::to_string(&values))
        }
        Show::Inputs => {
            let vars = kustomization_variables(cluster, &object)?;
            Ok(vars
                .iter()
                .map(|(key, value)| format!("{key}={value}\n"))
                .collect())
        }
    }
}

/// The status as its Go type writes it: unknown fields dropped, empty ones left out.
fn typed_status(kind: FluxKind, status: &Value) -> Value {
    export::typed_status(kind, status)
}

/// fluxcd/pkg's `LoadVariables` and the inline `substitute` over it: every key of the
/// referenced ConfigMaps and Secrets (missing optional ones skipped), then the inline values,
/// newlines removed; sorted by key.
fn kustomization_variables(
    cluster: &Cluster,
    ks: &Value,
) -> Result<BTreeMap<String, String>, Error> {
    let Some(post_build) = ks.pointer("/spec/postBuild").filter(|p| !p.is_null()) else {
        return Err(Error::NoPostBuild);
    };
    let namespace = objects::namespace(ks);
    let mut vars = BTreeMap::new();
    for reference in post_build
        .get("substituteFrom")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let kind = text(reference, "/kind");
        let name = text(reference, "/name");
        let optional = reference["optional"] == true;
        let (api_kind, plural) = match kind {
            "ConfigMap" => ("ConfigMap", "configmaps"),
            "Secret" => ("Secret", "secrets"),
            _ => continue,
        };
        let failed = |source: SourceError| Error::SubstituteFrom {
            kind: kind.to_owned(),
            name: name.to_owned(),
            source: Box::new(source),
        };
        let found = cluster
            .get(&ObjectRef::namespaced("v1", api_kind, namespace, name))
            .map_err(|err| failed(SourceError::Kube(err)))?;
        let Some(found) = found else {
            if optional {
                continue;
            }
            return Err(failed(SourceError::NotFound {
                plural,
                name: name.to_owned(),
            }));
        };
        for (key, value) in found
            .get("data")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
        {
            let value = value.as_str().unwrap_or_default();
            let value = if api_kind == "Secret" {
                STANDARD
                    .decode(value)
                    .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
                    .unwrap_or_default()
            } else {
                value.to_owned()
            };
            vars.insert(key.clone(), value.replace('\n', ""));
        }
    }
    for (key, value) in post_build
        .get("substitute")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
    {
        vars.insert(
            key.clone(),
            value.as_str().unwrap_or_default().replace('\n', ""),
        );
    }
    Ok(vars)
}

/// fluxcd/pkg's `ChartValuesFromReferences`: each `valuesFrom` ConfigMap or Secret key merged in
/// order (at `targetPath` when one is given), then the inline values over them.
fn helm_values(cluster: &Cluster, hr: &Value) -> Result<Value, Error> {
    let namespace = objects::namespace(hr);
    let inline = hr
        .pointer("/spec/values")
        .filter(|v| v.is_object())
        .cloned()
        .unwrap_or_else(|| json!({}));
    let mut result = json!({});
    // chartutil reads each ConfigMap and Secret once: a second reference to one found missing
    // is told "resource not found", without the server's message.
    let mut read: BTreeMap<(String, String), Option<Value>> = BTreeMap::new();
    for reference in hr
        .pointer("/spec/valuesFrom")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let kind = text(reference, "/kind");
        let name = text(reference, "/name");
        let key = match text(reference, "/valuesKey") {
            "" => "values.yaml",
            key => key,
        };
        let optional = reference["optional"] == true;
        let describe = |reason: String| {
            format!(
                "could not resolve{} {kind} chart values reference '{namespace}/{name}' with key '{key}': {reason}",
                if optional { " optional" } else { "" }
            )
        };
        let plural = match kind {
            "ConfigMap" => "configmaps",
            "Secret" => "secrets",
            _ => {
                return Err(Error::Values(describe(
                    "unsupported values reference kind".to_owned(),
                )));
            }
        };
        let cached = (kind.to_owned(), name.to_owned());
        let found = match read.get(&cached) {
            Some(found) => found.clone(),
            None => {
                let found = cluster.get(&ObjectRef::namespaced("v1", kind, namespace, name))?;
                read.insert(cached, found.clone());
                if found.is_none() && !optional {
                    return Err(Error::Values(describe(format!(
                        "{plural} \"{name}\" not found"
                    ))));
                }
                found
            }
        };
        let Some(found) = found else {
            if optional {
                continue;
            }
            return Err(Error::Values(describe("resource not found".to_owned())));
        };
        let Some(data) = found
            .pointer(&format!(
                "/data/{}",
                key.replace('~', "~0").replace('/', "~1")
            ))
            .and_then(Value::as_str)
        else {
            if optional {
                continue;
            }
            return Err(Error::Values(describe("key not found".to_owned())));
        };
        let data = if kind == "Secret" {
            STANDARD
                .decode(data)
                .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
                .map_err(|err| Error::Values(describe(err.to_string())))?
        } else {
            data.to_owned()
        };
        let target_path = text(reference, "/targetPath");
        if !target_path.is_empty() {
            result = merge_maps(&result, &inline);
            set_path(
                &mut result,
                target_path,
                &data,
                reference["literal"] == true,
            );
            continue;
        }
        // The reason is the parser's own message, as in chartutil.
        let values = crate::yaml::parse_one(&data)
            .map_err(|err| Error::Values(describe(err.to_string())))?;
        let values = match values {
            Value::Null => json!({}),
            Value::Object(_) => values,
            // Helm reads values into a map through sigs.k8s.io/yaml and Go's JSON decoder.
            other => {
                let json_type = match other {
                    Value::Bool(_) => "bool",
                    Value::Number(_) => "number",
                    Value::String(_) => "string",
                    _ => "array",
                };
                return Err(Error::Values(describe(format!(
                    "error unmarshaling JSON: while decoding JSON: json: cannot unmarshal \
                     {json_type} into Go value of type common.Values"
                ))));
            }
        };
        result = merge_maps(&result, &values);
    }
    Ok(merge_maps(&result, &inline))
}

/// Helm's `MergeMaps`: maps merge key by key, anything else in `b` replaces what `a` had.
fn merge_maps(a: &Value, b: &Value) -> Value {
    let mut out: Map<String, Value> = a.as_object().cloned().unwrap_or_default();
    for (key, value) in b.as_object().into_iter().flatten() {
        if value.is_object()
            && let Some(existing) = out.get(key).filter(|e| e.is_object())
        {
            let merged = merge_maps(existing, value);
            out.insert(key.clone(), merged);
            continue;
        }
        out.insert(key.clone(), value.clone());
    }
    Value::Object(out)
}

/// Helm's `--set path=value` for a values reference's `targetPath` (dotted keys; quoted and
/// `literal` values stay strings; `true`, `false`, `null` (any case) and integers are typed as
/// Helm's strvals types them).
fn set_path(values: &mut Value, path: &str, raw: &str, literal: bool) {
    let quoted = (raw.starts_with('\'') && raw.ends_with('\''))
        || (raw.starts_with('"') && raw.ends_with('"'));
    let value = if literal {
        json!(raw)
    } else if quoted {
        json!(raw.trim_matches(['\'', '"']))
    } else {
        match raw.to_ascii_lowercase().as_str() {
            "true" => json!(true),
            "false" => json!(false),
            "null" => Value::Null,
            _ => raw
                .parse::<i64>()
                .ok()
                .filter(|_| !raw.starts_with('0') || raw == "0")
                .map_or_else(|| json!(raw), |n| json!(n)),
        }
    };
    let keys: Vec<&str> = path.split('.').collect();
    let mut current = values;
    for (i, key) in keys.iter().enumerate() {
        if !current.is_object() {
            *current = json!({});
        }
        let map = current.as_object_mut().expect("just made an object");
        if i + 1 == keys.len() {
            map.insert((*key).to_owned(), value);
            return;
        }
        current = map.entry((*key).to_owned()).or_insert_with(|| json!({}));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exactly_one_flag() {
        assert_eq!(
            show(kinds::KUSTOMIZATION, true, false, false).unwrap(),
            Show::Status
        );
        assert_eq!(
            show(kinds::KUSTOMIZATION, true, true, false)
                .unwrap_err()
                .to_string(),
            "exactly one of --show-status, --show-vars, or --show-history must be set"
        );
        assert_eq!(
            show(kinds::HELM_RELEASE, false, false, false)
                .unwrap_err()
                .to_string(),
            "exactly one of --show-status, --show-values, or --show-history must be set"
        );
    }

    #[test]
    fn values_merge_like_helm() {
        let a = json!({"image": {"repository": "x", "tag": "1"}, "list": [1]});
        let b = json!({"image": {"tag": "2"}, "list": [2, 3]});
        assert_eq!(
            merge_maps(&a, &b),
            json!({"image": {"repository": "x", "tag": "2"}, "list": [2, 3]})
        );
        let mut values = json!({});
        set_path(&mut values, "image.tag", "1.2.3", false);
        set_path(&mut values, "replicas", "3", false);
        set_path(&mut values, "enabled", "TRUE", false);
        set_path(&mut values, "version", "\"3\"", false);
        set_path(&mut values, "config", "a,b=[c]", true);
        assert_eq!(
            values,
            json!({"image": {"tag": "1.2.3"}, "replicas": 3, "enabled": true, "version": "3",
                   "config": "a,b=[c]"})
        );
    }
}
