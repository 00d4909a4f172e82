//! From the JSON Schema that schemars derives to a Kubernetes structural schema, and the checks
//! the API server applies to structural schemas.
//!
//! schemars writes JSON Schema 2020-12: `Option<T>` is `type: [T, "null"]` or an `anyOf` with a
//! `null` branch, enums with documented variants are `oneOf` lists of `const`s, and booleans stand
//! for "anything". Kubernetes accepts none of these, so [`structural`] rewrites them; anything it
//! does not know how to rewrite is an [`Error`] rather than a schema the API server would reject.

use schemars::JsonSchema;
use serde_json::{Map, Value, json};

/// A JSON Schema that has no structural equivalent.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum Error {
    #[error("schema node {path} is not an object")]
    NotAnObject { path: String },
    #[error("schema node {path} has unsupported keyword {keyword:?}")]
    Unsupported { path: String, keyword: String },
    #[error("schema node {path} combines alternatives that are not string constants")]
    Alternatives { path: String },
    #[error("schema node {path} has the integer format {format:?}")]
    IntegerFormat { path: String, format: String },
}

/// Returns the JSON Schema schemars derives for `T`, with every subschema inlined.
pub fn json_schema_for<T: JsonSchema + ?Sized>() -> Value {
    let generator = schemars::generate::SchemaSettings::draft2020_12()
        .with(|settings| {
            settings.inline_subschemas = true;
            settings.meta_schema = None;
        })
        .into_generator();
    generator.into_root_schema_for::<T>().to_value()
}

/// Rewrites a schemars JSON Schema into a Kubernetes structural schema.
pub fn structural(schema: &Value) -> Result<Value, Error> {
    convert(schema, ".")
}

/// Keywords dropped because Kubernetes has no use for them.
const DROPPED: &[&str] = &["$schema", "title", "examples", "$comment"];

/// Keywords that pass through unchanged.
const KEPT: &[&str] = &[
    "description",
    "default",
    "pattern",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    "uniqueItems",
    "minProperties",
    "maxProperties",
    "nullable",
    "x-kubernetes-preserve-unknown-fields",
    "x-kubernetes-int-or-string",
    "x-kubernetes-embedded-resource",
    "x-kubernetes-list-type",
    "x-kubernetes-list-map-keys",
    "x-kubernetes-map-type",
    "x-kubernetes-validations",
];

fn convert(schema: &Value, path: &str) -> Result<Value, Error> {
    let object = match schema {
        // `true` (and `{}`) accept anything: free-form JSON.
        Value::Bool(true) => return Ok(json!({ "x-kubernetes-preserve-unknown-fields": true })),
        Value::Object(object) => object,
        _ => {
            return Err(Error::NotAnObject {
                path: path.to_string(),
            });
        }
    };
    let object = fold_alternatives(object, path)?;
    if object
        .keys()
        .all(|key| key == "description" || DROPPED.contains(&key.as_str()))
    {
        let mut out = json!({ "x-kubernetes-preserve-unknown-fields": true });
        if let Some(description) = object.get("description") {
            out["description"] = description.clone();
        }
        return Ok(out);
    }

    let mut out = Map::new();
    for (key, value) in &object {
        match key.as_str() {
            key if DROPPED.contains(&key) => {}
            "type" => {
                if let Some(kind) = non_null_type(value) {
                    out.insert("type".into(), json!(kind));
                }
            }
            "format" => {
                if let Some(format) = format(value, object.get("type"), path)? {
                    out.insert("format".into(), json!(format));
                }
            }
            "const" => {
                out.insert("enum".into(), json!([value]));
            }
            // An `Option` of an enum lists `null` among the values; absence says it already.
            "enum" => {
                let values: Vec<Value> = value
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|v| !v.is_null())
                    .cloned()
                    .collect();
                out.insert("enum".into(), Value::Array(values));
            }
            "properties" => {
                let Some(properties) = value.as_object() else {
                    return Err(Error::NotAnObject {
                        path: path.to_string(),
                    });
                };
                let mut converted = Map::new();
                for (name, property) in properties {
                    converted.insert(name.clone(), convert(property, &child(path, name))?);
                }
                out.insert("properties".into(), Value::Object(converted));
            }
            "required" => {
                let mut names: Vec<String> = value
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|name| name.as_str().map(str::to_string))
                    .collect();
                names.sort();
                if !names.is_empty() {
                    out.insert("required".into(), json!(names));
                }
            }
            "items" => {
                out.insert("items".into(), convert(value, &format!("{path}[]"))?);
            }
            "additionalProperties" => match value {
                // `deny_unknown_fields`: pruning already drops unknown fields.
                Value::Bool(false) => {}
                Value::Bool(true) => {
                    out.insert("x-kubernetes-preserve-unknown-fields".into(), json!(true));
                }
                _ => {
                    out.insert(
                        "additionalProperties".into(),
                        convert(value, &format!("{path}{{}}"))?,
                    );
                }
            },
            key if KEPT.contains(&key) => {
                out.insert(key.to_string(), value.clone());
            }
            _ => {
                return Err(Error::Unsupported {
                    path: path.to_string(),
                    keyword: key.clone(),
                });
            }
        }
    }
    Ok(Value::Object(out))
}

/// Folds `anyOf`/`oneOf` into one schema: a `null` branch (an `Option`) disappears, and string
/// constants (an enum with documented variants) become one `enum`. Keywords next to the
/// alternatives (the field's description, default, ...) win over those inside them.
fn fold_alternatives(object: &Map<String, Value>, path: &str) -> Result<Map<String, Value>, Error> {
    let Some((keyword, alternatives)) = ["anyOf", "oneOf"]
        .iter()
        .find_map(|keyword| object.get(*keyword).map(|value| (*keyword, value)))
    else {
        return Ok(object.clone());
    };
    let Some(alternatives) = alternatives.as_array() else {
        return Err(Error::NotAnObject {
            path: path.to_string(),
        });
    };
    let branches: Vec<&Value> = alternatives
        .iter()
        .filter(|branch| branch.get("type") != Some(&json!("null")))
        .collect();

    let mut merged = match branches.as_slice() {
        [only] => match only {
            Value::Object(inner) => fold_alternatives(inner, path)?,
            Value::Bool(true) => Map::new(),
            _ => {
                return Err(Error::NotAnObject {
                    path: path.to_string(),
                });
            }
        },
        _ => {
            let mut values = Vec::new();
            for branch in &branches {
                let is_string = branch.get("type") == Some(&json!("string"));
                if let (true, Some(value)) = (is_string, branch.get("const")) {
                    values.push(value.clone());
                } else if let (true, Some(Value::Array(listed))) = (is_string, branch.get("enum")) {
                    values.extend(listed.iter().cloned());
                } else {
                    return Err(Error::Alternatives {
                        path: path.to_string(),
                    });
                }
            }
            let mut folded = Map::new();
            folded.insert("type".into(), json!("string"));
            folded.insert("enum".into(), Value::Array(values));
            folded
        }
    };
    for (key, value) in object {
        if key != keyword {
            merged.insert(key.clone(), value.clone());
        }
    }
    Ok(merged)
}

/// Returns the one type of a node, leaving out `null`.
fn non_null_type(value: &Value) -> Option<&str> {
    match value {
        Value::String(kind) if kind != "null" => Some(kind),
        Value::Array(kinds) => kinds
            .iter()
            .filter_map(Value::as_str)
            .find(|kind| *kind != "null"),
        _ => None,
    }
}

/// Maps schemars' integer formats to what controller-gen writes for the Go type.
fn format(value: &Value, kind: Option<&Value>, path: &str) -> Result<Option<String>, Error> {
    let format = value.as_str().unwrap_or_default();
    let is_integer = kind.and_then(non_null_type) == Some("integer");
    if !is_integer {
        return Ok(Some(format.to_string()));
    }
    match format {
        "int64" | "int32" => Ok(Some(format.to_string())),
        // Rust's `isize` stands for Go's `int`, which has no format.
        "int" => Ok(None),
        _ => Err(Error::IntegerFormat {
            path: path.to_string(),
            format: format.to_string(),
        }),
    }
}

fn child(path: &str, name: &str) -> String {
    if path == "." {
        name.to_string()
    } else {
        format!("{path}.{name}")
    }
}

/// Returns one message per place where `schema` breaks a rule the API server enforces on the
/// `openAPIV3Schema` of a CRD (structural schema, defaulting and list-type rules).
pub fn violations(schema: &Value) -> Vec<String> {
    let mut found = Vec::new();
    check(schema, ".", Place::Root, &mut found);
    found
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Root,
    Metadata,
    /// Inside a node with `x-kubernetes-preserve-unknown-fields` or other free-form data.
    Other,
}

/// Keywords a structural schema may use.
const ALLOWED: &[&str] = &[
    "type",
    "format",
    "description",
    "default",
    "enum",
    "pattern",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    "uniqueItems",
    "minProperties",
    "maxProperties",
    "nullable",
    "required",
    "properties",
    "items",
    "additionalProperties",
    "x-kubernetes-preserve-unknown-fields",
    "x-kubernetes-int-or-string",
    "x-kubernetes-embedded-resource",
    "x-kubernetes-list-type",
    "x-kubernetes-list-map-keys",
    "x-kubernetes-map-type",
    "x-kubernetes-validations",
];

fn check(schema: &Value, path: &str, place: Place, found: &mut Vec<String>) {
    let Some(node) = schema.as_object() else {
        found.push(format!("{path}: a schema must be an object"));
        return;
    };
    for key in node.keys() {
        if !ALLOWED.contains(&key.as_str()) {
            found.push(format!("{path}: keyword {key:?} is not allowed"));
        }
    }
    let kind = node.get("type").and_then(Value::as_str);
    let free_form = node.get("x-kubernetes-preserve-unknown-fields") == Some(&json!(true));
    let int_or_string = node.get("x-kubernetes-int-or-string") == Some(&json!(true));
    match (kind, node.get("type")) {
        (Some("object" | "array" | "string" | "integer" | "number" | "boolean"), _) => {}
        (Some(other), _) => found.push(format!("{path}: unknown type {other:?}")),
        (None, Some(other)) => found.push(format!("{path}: type must be one string, not {other}")),
        (None, None) if free_form || int_or_string => {}
        (None, None) => found.push(format!("{path}: type is missing")),
    }
    if int_or_string && kind.is_some() {
        found.push(format!(
            "{path}: x-kubernetes-int-or-string excludes a type"
        ));
    }

    if place == Place::Root && kind != Some("object") {
        found.push(format!("{path}: the root must be an object"));
    }
    if place == Place::Root {
        for banned in ["default", "nullable"] {
            if node.contains_key(banned) {
                found.push(format!("{path}: the root may not have {banned}"));
            }
        }
    }
    if place == Place::Metadata {
        let extra: Vec<&String> = node
            .keys()
            .filter(|key| *key != "type" && *key != "description")
            .collect();
        if !extra.is_empty() {
            found.push(format!(
                "{path}: metadata may only be an object type, found {extra:?}"
            ));
        }
    }

    let properties = node.get("properties").and_then(Value::as_object);
    if properties.is_some() && node.contains_key("additionalProperties") {
        found.push(format!(
            "{path}: properties and additionalProperties are exclusive"
        ));
    }
    if (properties.is_some() || node.contains_key("additionalProperties")) && kind != Some("object")
    {
        found.push(format!("{path}: properties need type object"));
    }
    match (kind, node.get("items")) {
        (Some("array"), None) => found.push(format!("{path}: an array needs items")),
        (Some("array"), Some(items)) => check(items, &format!("{path}[]"), Place::Other, found),
        (_, Some(_)) => found.push(format!("{path}: items need type array")),
        _ => {}
    }
    if let Some(additional) = node.get("additionalProperties") {
        match additional {
            Value::Object(_) => check(additional, &format!("{path}{{}}"), Place::Other, found),
            _ => found.push(format!("{path}: additionalProperties must be a schema")),
        }
    }
    if let Some(properties) = properties {
        for (name, property) in properties {
            let place = match (place, name.as_str()) {
                (Place::Root, "metadata") => Place::Metadata,
                _ => Place::Other,
            };
            if path == "."
                && ["apiVersion", "kind"].contains(&name.as_str())
                && property.get("type") != Some(&json!("string"))
            {
                found.push(format!("{name}: must be a string"));
            }
            check(property, &child(path, name), place, found);
        }
    }
    if let Some(required) = node.get("required") {
        for name in required.as_array().into_iter().flatten() {
            let known = name.as_str().is_some_and(|name| {
                properties.is_some_and(|properties| properties.contains_key(name))
            });
            if !known {
                found.push(format!("{path}: required {name} is not a property"));
            }
        }
    }
    // The API server compiles patterns with Go's RE2; the regex crate accepts the same syntax
    // for everything Flux uses.
    if let Some(pattern) = node.get("pattern").and_then(Value::as_str)
        && regex::Regex::new(pattern).is_err()
    {
        found.push(format!("{path}: pattern {pattern:?} does not compile"));
    }
    check_list_type(node, path, found);
    if let Some(map_type) = node.get("x-kubernetes-map-type")
        && (kind != Some("object")
            || !["granular", "atomic"].contains(&map_type.as_str().unwrap_or("")))
    {
        found.push(format!(
            "{path}: x-kubernetes-map-type needs an object and granular|atomic"
        ));
    }
    if let Some(rules) = node.get("x-kubernetes-validations") {
        check_rules(rules, path, found);
    }
    for marker in [
        "x-kubernetes-preserve-unknown-fields",
        "x-kubernetes-int-or-string",
    ] {
        if node.get(marker).is_some_and(|value| value != &json!(true)) {
            found.push(format!("{path}: {marker} may only be true"));
        }
    }
    if node.get("uniqueItems") == Some(&json!(true)) {
        found.push(format!("{path}: uniqueItems cannot be true in a CRD"));
    }
    if node.contains_key("x-kubernetes-embedded-resource") && kind != Some("object") {
        found.push(format!(
            "{path}: x-kubernetes-embedded-resource needs an object"
        ));
    }
    if let Some(default) = node.get("default") {
        if place == Place::Metadata {
            found.push(format!("{path}: metadata may not have a default"));
        }
        for problem in invalid_value(default, schema) {
            found.push(format!(
                "{path}: the default {default} is not valid: {problem}"
            ));
        }
    }
}

/// CEL rules: each has a non-empty `rule`, and a message, if any, on one line.
fn check_rules(rules: &Value, path: &str, found: &mut Vec<String>) {
    let Some(rules) = rules.as_array() else {
        found.push(format!("{path}: x-kubernetes-validations must be a list"));
        return;
    };
    for (index, rule) in rules.iter().enumerate() {
        if rule
            .get("rule")
            .and_then(Value::as_str)
            .is_none_or(|text| text.trim().is_empty())
        {
            found.push(format!("{path}: validation {index} has no rule"));
        }
        if let Some(message) = rule.get("message") {
            let one_line = message
                .as_str()
                .is_some_and(|text| !text.trim().is_empty() && !text.contains(['\n', '\r']));
            if !one_line {
                found.push(format!(
                    "{path}: validation {index} needs a one-line message"
                ));
            }
        }
    }
}

fn check_list_type(node: &Map<String, Value>, path: &str, found: &mut Vec<String>) {
    let Some(list_type) = node.get("x-kubernetes-list-type").and_then(Value::as_str) else {
        if node.contains_key("x-kubernetes-list-map-keys") {
            found.push(format!(
                "{path}: list-map-keys need x-kubernetes-list-type map"
            ));
        }
        return;
    };
    if node.get("type") != Some(&json!("array")) {
        found.push(format!("{path}: x-kubernetes-list-type needs an array"));
        return;
    }
    let items = node.get("items").cloned().unwrap_or(Value::Null);
    let item_type = items.get("type").and_then(Value::as_str);
    match list_type {
        "atomic" => {}
        "set" => {
            let scalar = !matches!(item_type, Some("object" | "array"));
            let atomic = items.get("x-kubernetes-map-type") == Some(&json!("atomic"));
            if !scalar && !atomic {
                found.push(format!("{path}: a set needs scalar or atomic items"));
            }
        }
        "map" => {
            if item_type != Some("object") {
                found.push(format!("{path}: a map list needs object items"));
            }
            let keys = node
                .get("x-kubernetes-list-map-keys")
                .and_then(Value::as_array);
            let Some(keys) = keys.filter(|keys| !keys.is_empty()) else {
                found.push(format!(
                    "{path}: a map list needs x-kubernetes-list-map-keys"
                ));
                return;
            };
            let required = items.get("required").and_then(Value::as_array);
            for key in keys {
                let name = key.as_str().unwrap_or_default();
                let property = &items["properties"][name];
                let is_scalar = matches!(
                    property.get("type").and_then(Value::as_str),
                    Some("string" | "integer" | "number" | "boolean")
                );
                let is_required = required.is_some_and(|required| required.contains(key));
                if !is_scalar {
                    found.push(format!(
                        "{path}: list map key {name:?} must be a scalar property"
                    ));
                }
                if !is_required && property.get("default").is_none() {
                    found.push(format!(
                        "{path}: list map key {name:?} must be required or defaulted"
                    ));
                }
            }
        }
        other => found.push(format!("{path}: unknown x-kubernetes-list-type {other:?}")),
    }
}

/// Returns why `value` does not validate against `schema`, as far as defaults need checking:
/// types, enums, patterns, bounds, and fields that pruning would drop.
fn invalid_value(value: &Value, schema: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let free_form = schema.get("x-kubernetes-preserve-unknown-fields") == Some(&json!(true));
    let type_matches = match schema.get("type").and_then(Value::as_str) {
        Some("string") => value.is_string(),
        Some("integer") => value.is_i64() || value.is_u64(),
        Some("number") => value.is_number(),
        Some("boolean") => value.is_boolean(),
        Some("array") => value.is_array(),
        Some("object") => value.is_object(),
        _ => true,
    };
    if !type_matches {
        problems.push(format!("{value} does not have type {}", schema["type"]));
        return problems;
    }
    if let Some(listed) = schema.get("enum").and_then(Value::as_array)
        && !listed.contains(value)
    {
        problems.push(format!("{value} is not one of {}", schema["enum"]));
    }
    if let (Some(pattern), Some(text)) = (
        schema.get("pattern").and_then(Value::as_str),
        value.as_str(),
    ) && regex::Regex::new(pattern).is_ok_and(|pattern| !pattern.is_match(text))
    {
        problems.push(format!("{value} does not match {pattern:?}"));
    }
    if let (Some(minimum), Some(number)) = (
        schema.get("minimum").and_then(Value::as_f64),
        value.as_f64(),
    ) && number < minimum
    {
        problems.push(format!("{value} is below {minimum}"));
    }
    if let (Some(maximum), Some(number)) = (
        schema.get("maximum").and_then(Value::as_f64),
        value.as_f64(),
    ) && number > maximum
    {
        problems.push(format!("{value} is above {maximum}"));
    }
    if let Some(object) = value.as_object() {
        let properties = schema.get("properties").and_then(Value::as_object);
        for (key, field) in object {
            match (
                properties.and_then(|properties| properties.get(key)),
                schema.get("additionalProperties"),
            ) {
                (Some(property), _) | (None, Some(property)) => {
                    problems.extend(invalid_value(field, property));
                }
                (None, None) if !free_form => problems.push(format!("{key:?} would be pruned")),
                (None, None) => {}
            }
        }
    }
    if let (Some(items), Some(listed)) = (schema.get("items"), value.as_array()) {
        for item in listed {
            problems.extend(invalid_value(item, items));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};
    use std::collections::BTreeMap;

    /// A reference used by the sample below.
    #[derive(Serialize, Deserialize, JsonSchema)]
    struct Reference {
        /// Name of the referent.
        name: String,
    }

    #[derive(Serialize, Deserialize, JsonSchema)]
    enum Mode {
        #[serde(rename = "fast")]
        Fast,
        #[serde(rename = "Slow")]
        Slow,
    }

    #[derive(Serialize, Deserialize, JsonSchema)]
    enum Documented {
        /// The first one.
        #[serde(rename = "one")]
        One,
        /// The second one.
        #[serde(rename = "two")]
        Two,
    }

    /// A sample spec.
    #[derive(Serialize, Deserialize, JsonSchema)]
    #[serde(rename_all = "camelCase")]
    struct Sample {
        /// The optional reference.
        secret_ref: Option<Reference>,
        zeta: String,
        #[schemars(extend("default" = "fast"))]
        mode: Option<Mode>,
        documented: Documented,
        #[schemars(range(min = 0))]
        generation: Option<i64>,
        count: isize,
        labels: Option<BTreeMap<String, String>>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        names: Vec<String>,
        values: Option<serde_json::Value>,
    }

    fn sample() -> Value {
        structural(&json_schema_for::<Sample>()).expect("the sample is structural")
    }

    #[test]
    fn options_are_optional_and_required_lists_are_sorted() {
        let schema = sample();
        assert_eq!(schema["required"], json!(["count", "documented", "zeta"]));
        assert_eq!(schema["properties"]["secretRef"]["type"], json!("object"));
        assert_eq!(
            schema["properties"]["secretRef"]["description"],
            json!("The optional reference.")
        );
        assert_eq!(
            schema["properties"]["secretRef"]["required"],
            json!(["name"])
        );
    }

    #[test]
    fn enums_fold_into_one_string_enum_in_declaration_order() {
        let schema = sample();
        assert_eq!(
            schema["properties"]["mode"],
            json!({"type": "string", "enum": ["fast", "Slow"], "default": "fast"})
        );
        assert_eq!(
            schema["properties"]["documented"]["enum"],
            json!(["one", "two"])
        );
        assert_eq!(schema["properties"]["documented"]["type"], json!("string"));
    }

    #[test]
    fn integers_get_go_formats() {
        let schema = sample();
        assert_eq!(
            schema["properties"]["generation"],
            json!({"type": "integer", "format": "int64", "minimum": 0})
        );
        assert_eq!(schema["properties"]["count"], json!({"type": "integer"}));
    }

    #[test]
    fn maps_lists_and_free_form_json() {
        let schema = sample();
        assert_eq!(
            schema["properties"]["labels"],
            json!({"type": "object", "additionalProperties": {"type": "string"}})
        );
        assert_eq!(
            schema["properties"]["names"],
            json!({"type": "array", "items": {"type": "string"}})
        );
        assert_eq!(
            schema["properties"]["values"],
            json!({"x-kubernetes-preserve-unknown-fields": true})
        );
        assert!(schema.get("title").is_none());
        assert!(violations(&schema).is_empty(), "{:?}", violations(&schema));
    }

    #[test]
    fn unsigned_integers_are_refused() {
        #[derive(JsonSchema)]
        #[allow(dead_code)]
        struct Unsigned {
            count: u32,
        }
        assert_eq!(
            structural(&json_schema_for::<Unsigned>()),
            Err(Error::IntegerFormat {
                path: "count".into(),
                format: "uint32".into()
            })
        );
    }

    #[test]
    fn violations_name_each_broken_rule() {
        let schema = json!({
            "type": "object",
            "properties": {
                "metadata": {"type": "object", "properties": {"name": {"type": "string"}}},
                "spec": {
                    "type": "object",
                    "properties": {
                        "untyped": {"description": "no type"},
                        "list": {"type": "array"},
                        "both": {
                            "type": "object",
                            "properties": {"a": {"type": "string"}},
                            "additionalProperties": {"type": "string"}
                        },
                        "bad": {"type": "string", "default": 3},
                        "choice": {"type": "string", "enum": ["a"], "default": "b"},
                        "pruned": {"type": "object", "default": {"x": 1}},
                        "alt": {"anyOf": [{"type": "string"}]},
                        "unique": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
                        "kept": {"type": "object", "x-kubernetes-preserve-unknown-fields": false},
                        "ruled": {
                            "type": "object",
                            "x-kubernetes-validations": [{"rule": "", "message": "two\nlines"}]
                        },
                        "keyed": {
                            "type": "array",
                            "x-kubernetes-list-type": "map",
                            "x-kubernetes-list-map-keys": ["id"],
                            "items": {"type": "object", "properties": {"id": {"type": "string"}}}
                        }
                    },
                    "required": ["missing"]
                }
            }
        });
        let found = violations(&schema);
        let expected = [
            "metadata: metadata may only be an object type",
            "spec.untyped: type is missing",
            "spec.list: an array needs items",
            "spec.both: properties and additionalProperties are exclusive",
            "spec.bad: the default 3 is not valid",
            "spec.choice: the default \"b\" is not valid",
            "spec.pruned: the default {\"x\":1} is not valid: \"x\" would be pruned",
            "spec.alt: keyword \"anyOf\" is not allowed",
            "spec.alt: type is missing",
            "spec.unique: uniqueItems cannot be true",
            "spec.kept: x-kubernetes-preserve-unknown-fields may only be true",
            "spec.ruled: validation 0 has no rule",
            "spec.ruled: validation 0 needs a one-line message",
            "spec.keyed: list map key \"id\" must be required or defaulted",
            "spec: required \"missing\" is not a property",
        ];
        for message in expected {
            assert!(
                found.iter().any(|problem| problem.starts_with(message)),
                "missing {message:?} in {found:#?}"
            );
        }
        assert_eq!(found.len(), expected.len(), "{found:#?}");
    }
}
