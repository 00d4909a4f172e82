//! The content hash kustomize appends to the names of generated ConfigMaps and Secrets.
//!
//! kustomize encodes a few fields of the object as JSON the way Go's `encoding/json` writes a
//! `map[string]interface{}` (keys sorted, `<`, `>` and `&` escaped), takes the SHA-256 of it, and
//! keeps the first 10 hex digits with `0 1 3 a e` swapped for `g h k m t`, so that the suffix
//! never looks like a number or contains a vowel that would spell words.
//!
//! The fields are:
//! - ConfigMap: `kind`, `name`, `data`, and `binaryData` when it is a map;
//! - Secret: `kind`, `name`, `type`, `data`, and `stringData` when it is a map.
//!
//! kustomize looks the name up with a path it never splits, so `name` is always the empty
//! string: the suffix depends on the content alone, never on the name or its prefixes.

use serde_json::Value;
use sha2::{Digest, Sha256};

use super::generators::{BEHAVIOR_ANNOTATION, NEEDS_HASH_ANNOTATION};

/// Annotations kustomize records an object's earlier ids in, comma-separated, oldest first.
pub const PREVIOUS_NAMES_ANNOTATION: &str = "internal.config.kubernetes.io/previousNames";
/// See [`PREVIOUS_NAMES_ANNOTATION`]; an empty namespace is recorded as `default`.
pub const PREVIOUS_NAMESPACES_ANNOTATION: &str = "internal.config.kubernetes.io/previousNamespaces";
/// See [`PREVIOUS_NAMES_ANNOTATION`].
pub const PREVIOUS_KINDS_ANNOTATION: &str = "internal.config.kubernetes.io/previousKinds";

/// A name suffix that could not be computed.
#[derive(Debug, thiserror::Error)]
pub enum HashError {
    #[error("cannot hash a resource that is not an object")]
    NotAnObject,
}

/// The 10-character suffix kustomize computes for `obj` (a ConfigMap, a Secret, or for any other
/// kind the JSON of the whole object).
pub fn content_hash(obj: &Value) -> Result<String, HashError> {
    let map = obj.as_object().ok_or(HashError::NotAnObject)?;
    let kind = map.get("kind").and_then(Value::as_str).unwrap_or_default();
    let mut encoded = String::new();
    match kind {
        "ConfigMap" => {
            let mut fields = vec![
                ("data", field_value(obj.get("data"))),
                ("kind", Value::from("ConfigMap")),
                ("name", Value::from("")),
            ];
            if let Some(binary @ Value::Object(_)) = obj.get("binaryData") {
                fields.push(("binaryData", binary.clone()));
            }
            write_go_json(&mut encoded, &Value::Object(to_map(fields)));
        }
        "Secret" => {
            let mut fields = vec![
                ("data", field_value(obj.get("data"))),
                ("kind", Value::from("Secret")),
                ("name", Value::from("")),
                ("type", field_value(obj.get("type"))),
            ];
            if let Some(string_data @ Value::Object(_)) = obj.get("stringData") {
                fields.push(("stringData", string_data.clone()));
            }
            write_go_json(&mut encoded, &Value::Object(to_map(fields)));
        }
        _ => write_go_json(&mut encoded, obj),
    }
    Ok(encode(&Sha256::digest(encoded.as_bytes())))
}

/// Appends the content hash to the name of an object marked by a generator as needing one
/// (annotation [`NEEDS_HASH_ANNOTATION`] set to `enabled`), recording the old id in the
/// previous-id annotations first, as kustomize's hash transformer does, so that references to
/// the old name can be fixed afterwards.
///
/// kustomize runs this over every object once, at the top of the build, after every other
/// transformer: the hash covers the final `data`.
pub fn add_hash_suffix(obj: &mut Value) -> Result<(), HashError> {
    if annotation(obj, NEEDS_HASH_ANNOTATION) != Some("enabled") {
        return Ok(());
    }
    let suffix = content_hash(obj)?;
    store_previous_id(obj);
    let name = crate::kustomize::resource::at(obj, "/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let new_name = format!("{name}-{suffix}");
    set_name(obj, new_name);
    Ok(())
}

/// Appends the object's current name, namespace (`default` when empty) and kind to the
/// previous-id annotations, as kustomize's `StorePreviousId` does.
pub fn store_previous_id(obj: &mut Value) {
    super::resource::store_previous_id(obj);
}

/// Whether `key` is one of kustomize's build annotations that [`add_hash_suffix`] and the
/// generators use (they are removed before output).
pub fn is_build_annotation(key: &str) -> bool {
    matches!(
        key,
        PREVIOUS_NAMES_ANNOTATION
            | PREVIOUS_NAMESPACES_ANNOTATION
            | PREVIOUS_KINDS_ANNOTATION
            | NEEDS_HASH_ANNOTATION
            | BEHAVIOR_ANNOTATION
    )
}

pub(crate) fn annotation<'a>(obj: &'a Value, key: &str) -> Option<&'a str> {
    crate::kustomize::resource::get(
        crate::kustomize::resource::at(obj, "/metadata/annotations")?,
        key,
    )?
    .as_str()
}

pub(crate) fn annotations_mut(obj: &mut Value) -> &mut serde_json::Map<String, Value> {
    let root = ensure_object(obj);
    let metadata = ensure_object(root.entry("metadata").or_insert(Value::Null));
    ensure_object(metadata.entry("annotations").or_insert(Value::Null))
}

pub(crate) fn set_name(obj: &mut Value, name: String) {
    let root = ensure_object(obj);
    let metadata = ensure_object(root.entry("metadata").or_insert(Value::Null));
    metadata.insert("name".to_owned(), Value::from(name));
}

pub(crate) fn ensure_object(value: &mut Value) -> &mut serde_json::Map<String, Value> {
    if !value.is_object() {
        *value = Value::Object(serde_json::Map::new());
    }
    match value {
        Value::Object(map) => map,
        _ => unreachable!("replaced by an object above"),
    }
}

/// What kustomize reads for a field: a map stays a map, a missing field is `""`, a scalar is its
/// text, anything else reads as `null`.
fn field_value(value: Option<&Value>) -> Value {
    match value {
        None | Some(Value::Null) => Value::from(""),
        Some(Value::String(s)) => Value::from(s.as_str()),
        Some(Value::Bool(b)) => Value::from(b.to_string()),
        Some(Value::Number(n)) => Value::from(n.to_string()),
        Some(map @ Value::Object(_)) => map.clone(),
        Some(Value::Array(_)) => Value::Null,
    }
}

fn to_map(fields: Vec<(&str, Value)>) -> serde_json::Map<String, Value> {
    fields.into_iter().map(|(k, v)| (k.to_owned(), v)).collect()
}

/// The first 10 hex digits of `digest`, with kustomize's substitutions.
fn encode(digest: &[u8]) -> String {
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    hex[..10]
        .chars()
        .map(|c| match c {
            '0' => 'g',
            '1' => 'h',
            '3' => 'k',
            'a' => 'm',
            'e' => 't',
            other => other,
        })
        .collect()
}

/// Writes `value` as Go's `json.Marshal` writes the equivalent `interface{}`: object keys sorted
/// bytewise, HTML characters and line separators escaped, numbers as float64.
pub(crate) fn write_go_json(out: &mut String, value: &Value) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => out.push_str(&go_number(n)),
        Value::String(s) => write_go_string(out, s),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_go_json(out, item);
            }
            out.push(']');
        }
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.push('{');
            for (i, key) in keys.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_go_string(out, key);
                out.push(':');
                write_go_json(out, &map[key]);
            }
            out.push('}');
        }
    }
}

fn write_go_string(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '<' | '>' | '&' | '\u{0}'..='\u{1f}' => {
                let b = c as u8;
                out.push_str("\\u00");
                out.push(HEX[usize::from(b >> 4)] as char);
                out.push(HEX[usize::from(b & 0xf)] as char);
            }
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            other => out.push(other),
        }
    }
    out.push('"');
}

/// A number the way Go prints a float64 in JSON: plain decimal between 1e-6 and 1e21, exponent
/// form (`1e+21`, `1e-7`) outside.
fn go_number(n: &serde_json::Number) -> String {
    let Some(f) = n.as_f64() else {
        return n.to_string();
    };
    if !f.is_finite() {
        return n.to_string();
    }
    let abs = f.abs();
    if abs == 0.0 || (1e-6..1e21).contains(&abs) {
        return format!("{f}");
    }
    let exp = format!("{f:e}");
    match exp.split_once('e') {
        Some((mantissa, power)) => {
            let (sign, digits) = match power.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', power),
            };
            let digits = if digits.len() < 2 {
                format!("0{digits}")
            } else {
                digits.to_owned()
            };
            // Go trims a two-digit exponent with a leading zero back to one digit.
            let digits = digits
                .strip_prefix('0')
                .map(str::to_owned)
                .unwrap_or(digits);
            format!("{mantissa}e{sign}{digits}")
        }
        None => exp,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    // Expected suffixes below were produced by `kubectl kustomize` (kustomize v5.8.1) on
    // generators with the same content.

    #[test]
    fn config_map_suffix_ignores_the_name() {
        let a = json!({"apiVersion": "v1", "kind": "ConfigMap",
            "metadata": {"name": "pre-x"}, "data": {"a": "1"}});
        let b = json!({"apiVersion": "v1", "kind": "ConfigMap",
            "metadata": {"name": "w"}, "data": {"a": "1"}});
        assert_eq!(content_hash(&a).unwrap(), "h29d89cmmt");
        assert_eq!(content_hash(&b).unwrap(), "h29d89cmmt");
    }

    #[test]
    fn secret_suffix_covers_the_type() {
        let opaque = json!({"apiVersion": "v1", "kind": "Secret", "type": "Opaque",
            "metadata": {"name": "s"}, "data": {"a": "MQ=="}});
        assert_eq!(content_hash(&opaque).unwrap(), "25khgmg44c");
        let untyped = json!({"apiVersion": "v1", "kind": "Secret",
            "metadata": {"name": "s"}, "data": {"a": "MQ=="}});
        assert_ne!(content_hash(&untyped).unwrap(), "25khgmg44c");
    }

    #[test]
    fn config_map_without_data_hashes_an_empty_string() {
        let empty = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "cm"}});
        assert_eq!(content_hash(&empty).unwrap(), "6ct58987ht");
    }

    #[test]
    fn html_characters_are_escaped_as_go_does() {
        let cm = json!({"apiVersion": "v1", "kind": "ConfigMap",
            "metadata": {"name": "cm2"}, "data": {"a": "<>&"}});
        let mut out = String::new();
        write_go_json(&mut out, &cm["data"]);
        assert_eq!(out, r#"{"a":"\u003c\u003e\u0026"}"#);
    }

    #[test]
    fn numbers_follow_go_float_formatting() {
        let n = |v: Value| {
            let mut out = String::new();
            write_go_json(&mut out, &v);
            out
        };
        assert_eq!(n(json!(1)), "1");
        assert_eq!(n(json!(1.5)), "1.5");
        assert_eq!(n(json!(1e21)), "1e+21");
        assert_eq!(n(json!(0.0000001)), "1e-7");
        assert_eq!(n(json!(12345678901234567890u64)), "12345678901234567000");
    }

    #[test]
    fn suffix_is_added_once_and_the_old_id_recorded() {
        let mut obj = json!({"apiVersion": "v1", "kind": "ConfigMap",
            "metadata": {"name": "p-w", "annotations": {NEEDS_HASH_ANNOTATION: "enabled"}},
            "data": {"a": "1"}});
        add_hash_suffix(&mut obj).unwrap();
        let meta = &obj["metadata"];
        assert_eq!(meta["name"], "p-w-h29d89cmmt");
        assert_eq!(meta["annotations"][PREVIOUS_NAMES_ANNOTATION], "p-w");
        assert_eq!(
            meta["annotations"][PREVIOUS_NAMESPACES_ANNOTATION],
            "default"
        );
        assert_eq!(meta["annotations"][PREVIOUS_KINDS_ANNOTATION], "ConfigMap");
    }
}
