//! Finding Flux objects: one by name, or the ones a namespace, a name and a label selector
//! pick, with the errors flux reports when there are none.

use serde_json::Value;

use super::kinds::FluxKind;
use crate::kube::{Cluster, KubeError, Query};

/// Why objects could not be found.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The API server's own wording: `kustomizations.kustomize.toolkit.fluxcd.io "x" not found`.
    #[error("{plural} \"{name}\" not found")]
    NotFound { plural: String, name: String },
    #[error("unable to parse label selector: {reason}")]
    LabelSelector { reason: String },
    #[error(transparent)]
    Kube(#[from] KubeError),
}

/// The object `namespace/name`, or the API server's not-found error.
pub fn get(cluster: &Cluster, kind: FluxKind, namespace: &str, name: &str) -> Result<Value, Error> {
    cluster
        .get(&kind.object_ref(namespace, name))?
        .ok_or_else(|| Error::NotFound {
            plural: kind.qualified_plural(),
            name: name.to_owned(),
        })
}

/// Which objects of a kind to list.
#[derive(Debug, Clone, Default)]
pub struct Selection<'a> {
    /// `None`: all namespaces.
    pub namespace: Option<&'a str>,
    /// Only the object of this name.
    pub name: Option<&'a str>,
    /// A Kubernetes label selector (`app=podinfo,tier in (web)`).
    pub labels: Option<&'a str>,
}

/// The objects of `kind` a selection picks, sorted by namespace and name as the API server
/// lists them. A kind the cluster does not serve is an error.
pub fn list(
    cluster: &Cluster,
    kind: FluxKind,
    selection: &Selection<'_>,
) -> Result<Vec<Value>, Error> {
    if let Some(selector) = selection.labels {
        validate_label_selector(selector)?;
    }
    let mut query = Query::namespace(selection.namespace).with_labels(selection.labels);
    if let Some(name) = selection.name {
        query = query.with_fields(&format!("metadata.name={name}"));
    }
    Ok(cluster.query(&kind.api_version(), kind.kind, &query)?)
}

/// Checks a label selector the way apimachinery parses one: comma-separated requirements,
/// each `key`, `!key`, `key=value`, `key==value`, `key!=value`, `key in (a,b)` or
/// `key notin (a,b)`.
pub fn validate_label_selector(selector: &str) -> Result<(), Error> {
    let fail = |reason: String| Err(Error::LabelSelector { reason });
    for requirement in split_requirements(selector) {
        let requirement = requirement.trim();
        if requirement.is_empty() {
            return fail(format!("found '', expected: identifier in \"{selector}\""));
        }
        let words: Vec<&str> = requirement.split_whitespace().collect();
        let (key, rest) = if let Some(key) = requirement.strip_prefix('!') {
            (key.trim(), None)
        } else if let Some((key, value)) = requirement
            .split_once("!=")
            .or_else(|| requirement.split_once("=="))
            .or_else(|| requirement.split_once('='))
        {
            (key.trim(), Some(value.trim()))
        } else if words.len() >= 2 && matches!(words[1], "in" | "notin") {
            let set = requirement
                .split_once(words[1])
                .map(|(_, set)| set.trim())
                .unwrap_or_default();
            if !(set.starts_with('(') && set.ends_with(')')) {
                return fail(format!("found '{set}', expected: '('"));
            }
            (words[0], None)
        } else if words.len() == 1 {
            (requirement, None)
        } else {
            return fail(format!(
                "unable to parse requirement: found '{}', expected: in, notin, =, ==, !=, gt, lt",
                words[1]
            ));
        };
        if !is_qualified_name(key) {
            return fail(format!("invalid label key \"{key}\""));
        }
        if let Some(value) = rest
            && !is_label_value(value)
        {
            return fail(format!("invalid label value: \"{value}\""));
        }
    }
    Ok(())
}

/// Splits at commas outside parentheses.
fn split_requirements(selector: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (i, c) in selector.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&selector[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&selector[start..]);
    parts
}

/// `[prefix/]name`: a DNS subdomain prefix and a name of at most 63 alphanumerics, `-`, `_`,
/// `.`, alphanumeric at both ends.
fn is_qualified_name(key: &str) -> bool {
    let (prefix, name) = match key.rsplit_once('/') {
        Some((prefix, name)) => (Some(prefix), name),
        None => (None, key),
    };
    if let Some(prefix) = prefix
        && (prefix.is_empty()
            || prefix.len() > 253
            || !prefix
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'.'))
    {
        return false;
    }
    !name.is_empty() && is_label_value(name)
}

/// At most 63 alphanumerics, `-`, `_` or `.`, alphanumeric at both ends; empty is allowed.
fn is_label_value(value: &str) -> bool {
    let bytes = value.as_bytes();
    if bytes.is_empty() {
        return true;
    }
    bytes.len() <= 63
        && bytes
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
        && bytes[0].is_ascii_alphanumeric()
        && bytes[bytes.len() - 1].is_ascii_alphanumeric()
}

/// `metadata.name` of an object.
pub fn name(object: &Value) -> &str {
    object
        .pointer("/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or_default()
}

/// `metadata.namespace` of an object.
pub fn namespace(object: &Value) -> &str {
    object
        .pointer("/metadata/namespace")
        .and_then(Value::as_str)
        .unwrap_or_default()
}

/// A string field of an object, empty when missing.
pub fn text<'a>(object: &'a Value, pointer: &str) -> &'a str {
    object
        .pointer(pointer)
        .and_then(Value::as_str)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn label_selectors_parse_like_kubernetes() {
        for good in [
            "app",
            "!app",
            "app=podinfo",
            "app==podinfo",
            "app!=podinfo",
            "sharding.fluxcd.io/key=shard1",
            "sharding.fluxcd.io/key notin (shard1, shard2)",
            "tier in (web),app",
            "app=",
        ] {
            assert!(validate_label_selector(good).is_ok(), "{good}");
        }
        for bad in ["app podinfo", "a=b=c!", "-app=x", "app in web", ","] {
            assert!(validate_label_selector(bad).is_err(), "{bad}");
        }
    }
}
