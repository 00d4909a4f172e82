//! What Flux does to the objects after kustomize: variable substitution, its ownership labels,
//! `spec.commonMetadata`, and the masking of SOPS-encrypted values.

use std::collections::BTreeMap;

use base64::Engine as _;
use regex::Regex;
use serde_json::{Map, Value, json};

use super::Error;
use crate::envsubst;
use crate::yaml;

/// The marker that turns substitution off for one object (label or annotation).
const SUBSTITUTE_KEY: &str = "kustomize.toolkit.fluxcd.io/substitute";
const SOPS_MASK: &str = "**SOPS**";

/// The variables of `spec.postBuild`, as substitution sees them.
#[derive(Debug, Clone, Default)]
pub struct Variables {
    pub values: BTreeMap<String, String>,
    /// `substituteStrategy: Always`: substitute (and apply defaults) even without variables.
    pub always: bool,
    /// Whether `spec.postBuild` is there at all; without it Flux substitutes nothing.
    pub enabled: bool,
}

impl Variables {
    /// Reads the inline `spec.postBuild.substitute` map. Values lose their newlines, as in Flux.
    /// `substituteFrom` is read by [`substitute_from`] and given here, so inline values win.
    pub fn from_spec(spec: &Value, from_sources: BTreeMap<String, String>) -> Result<Self, Error> {
        let Some(post_build) = spec.get("postBuild").filter(|p| p.is_object()) else {
            return Ok(Self::default());
        };
        let mut values = from_sources;
        if let Some(inline) = post_build.get("substitute").and_then(Value::as_object) {
            for (name, value) in inline {
                let value = match value {
                    Value::String(s) => s.clone(),
                    Value::Null => String::new(),
                    other => other.to_string(),
                };
                values.insert(name.clone(), value.replace('\n', ""));
            }
        }
        let name_rule = Regex::new(r"^[_[:alpha:]][_[:alpha:][:digit:]]*$").expect("valid regex");
        if let Some(bad) = values.keys().find(|name| !name_rule.is_match(name)) {
            return Err(Error::VariableName { name: bad.clone() });
        }
        let always = post_build.get("substituteStrategy").and_then(Value::as_str) == Some("Always");
        Ok(Self {
            values,
            always,
            enabled: true,
        })
    }
}

/// Reads the variables of `spec.postBuild.substituteFrom`: ConfigMap `data`, Secret `data`
/// (base64-decoded) and `stringData`, in list order so that later sources win. A missing source
/// is an error unless it is `optional: true`. Values lose their newlines, as in Flux.
pub fn substitute_from(
    spec: &Value,
    namespace: &str,
    lookup: &dyn super::ObjectLookup,
) -> Result<BTreeMap<String, String>, Error> {
    let mut values = BTreeMap::new();
    let sources = spec
        .pointer("/postBuild/substituteFrom")
        .and_then(Value::as_array)
        .into_iter()
        .flatten();
    for source in sources {
        let text = |key: &str| source.get(key).and_then(Value::as_str).unwrap_or_default();
        let (kind, name) = (text("kind"), text("name"));
        let optional = source.get("optional").and_then(Value::as_bool) == Some(true);
        let failure = |message: String| Error::SubstituteFrom {
            kind: kind.to_owned(),
            namespace: namespace.to_owned(),
            name: name.to_owned(),
            message,
        };
        if kind != "ConfigMap" && kind != "Secret" {
            return Err(failure(format!(
                "unsupported kind {kind:?}: want ConfigMap or Secret"
            )));
        }
        let Some(obj) = lookup.get(kind, namespace, name).map_err(failure)? else {
            if optional {
                continue;
            }
            return Err(Error::SubstituteFromNotFound {
                kind: kind.to_owned(),
                namespace: namespace.to_owned(),
                name: name.to_owned(),
            });
        };
        let entries = |field: &str| {
            obj.get(field)
                .and_then(Value::as_object)
                .into_iter()
                .flatten()
                .map(|(k, v)| {
                    (
                        k.clone(),
                        v.as_str()
                            .map(str::to_owned)
                            .unwrap_or_else(|| v.to_string()),
                    )
                })
                .collect::<Vec<_>>()
        };
        if kind == "Secret" {
            for (key, encoded) in entries("data") {
                let decoded = base64::engine::general_purpose::STANDARD
                    .decode(encoded.trim())
                    .ok()
                    .and_then(|bytes| String::from_utf8(bytes).ok())
                    .ok_or_else(|| failure(format!("data.{key} is not base64-encoded text")))?;
                values.insert(key, decoded.replace('\n', ""));
            }
            for (key, value) in entries("stringData") {
                values.insert(key, value.replace('\n', ""));
            }
        } else {
            for (key, value) in entries("data") {
                values.insert(key, value.replace('\n', ""));
            }
        }
    }
    Ok(values)
}

/// Substitutes variables in one object's YAML text, unless the object opts out.
pub fn substitute(obj: Value, vars: &Variables, strict: bool) -> Result<Value, Error> {
    if !vars.enabled || (vars.values.is_empty() && !vars.always) || opted_out(&obj) {
        return Ok(obj);
    }
    let name = obj
        .pointer("/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    let text = yaml::to_string(&obj);
    let lookup = |key: &str| -> Option<String> {
        match vars.values.get(key) {
            Some(value) => Some(value.clone()),
            None if strict => None,
            None => Some(String::new()),
        }
    };
    let substituted =
        envsubst::eval(&text, &lookup, strict).map_err(|source| Error::Substitution {
            name: name.clone(),
            source,
        })?;
    yaml::parse_one(&substituted).map_err(|source| Error::SubstitutedYaml { name, source })
}

fn opted_out(obj: &Value) -> bool {
    ["labels", "annotations"].iter().any(|field| {
        obj.pointer(&format!("/metadata/{field}"))
            .and_then(|m| m.get(SUBSTITUTE_KEY))
            .and_then(Value::as_str)
            == Some("disabled")
    })
}

/// Adds labels and annotations to `metadata`, creating the maps as needed.
pub fn add_metadata(obj: &mut Value, field: &str, entries: &BTreeMap<String, String>) {
    if entries.is_empty() {
        return;
    }
    let Some(object) = obj.as_object_mut() else {
        return;
    };
    let metadata = object.entry("metadata").or_insert_with(|| json!({}));
    let Some(metadata) = metadata.as_object_mut() else {
        return;
    };
    let map = metadata.entry(field).or_insert_with(|| json!({}));
    if !map.is_object() {
        *map = json!({});
    }
    if let Value::Object(map) = map {
        for (key, value) in entries {
            map.insert(key.clone(), json!(value));
        }
    }
}

/// Replaces SOPS-encrypted Secret data with a mask, so that a build never shows ciphertext
/// (nor anything derived from it) as if it were the value.
pub fn mask_sops(obj: &mut Value) {
    if obj.get("kind").and_then(Value::as_str) != Some("Secret") {
        return;
    }
    let Some(map) = obj.as_object_mut() else {
        return;
    };
    let whole_secret_encrypted = map.get("sops").is_some_and(|sops| {
        sops.get("mac")
            .and_then(Value::as_str)
            .is_some_and(|mac| mac.starts_with("ENC["))
    });
    let docker_config =
        map.get("type").and_then(Value::as_str) == Some("kubernetes.io/dockerconfigjson");
    if whole_secret_encrypted {
        map.remove("sops");
    }
    let encode = |text: &str| base64::engine::general_purpose::STANDARD.encode(text);
    let mask = if docker_config {
        r#"{"mask":"**SOPS**"}"#
    } else {
        SOPS_MASK
    };
    for (field, encoded) in [("data", true), ("stringData", false)] {
        let Some(Value::Object(values)) = map.get_mut(field) else {
            continue;
        };
        for value in values.values_mut() {
            if whole_secret_encrypted || is_encrypted_value(value, encoded) {
                *value = json!(if encoded {
                    encode(mask)
                } else {
                    mask.to_owned()
                });
            }
        }
    }
}

/// Whether one value carries SOPS ciphertext (`ENC[…]` with SOPS metadata).
fn is_encrypted_value(value: &Value, encoded: bool) -> bool {
    let Some(text) = value.as_str() else {
        return false;
    };
    let decoded = if encoded {
        // Go's decoder skips line breaks, and kustomize wraps long generated data at 70 columns.
        let joined: String = text.chars().filter(|c| !matches!(c, '\n' | '\r')).collect();
        base64::engine::general_purpose::STANDARD
            .decode(joined)
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .unwrap_or_default()
    } else {
        text.to_owned()
    };
    decoded.contains("sops") && decoded.contains("ENC[")
}

/// Reads `spec.commonMetadata` as label and annotation maps.
pub fn common_metadata(spec: &Value) -> (BTreeMap<String, String>, BTreeMap<String, String>) {
    let read = |field: &str| -> BTreeMap<String, String> {
        spec.pointer(&format!("/commonMetadata/{field}"))
            .and_then(Value::as_object)
            .map(|m: &Map<String, Value>| {
                m.iter()
                    .map(|(k, v)| {
                        (
                            k.clone(),
                            v.as_str().map_or_else(|| v.to_string(), str::to_owned),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    (read("labels"), read("annotations"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encrypted_secret_values_are_masked_and_metadata_dropped() {
        let mut secret = json!({
            "apiVersion": "v1", "kind": "Secret",
            "metadata": {"name": "creds"},
            "data": {"token": "RU5DW0FFUzI1Nl9HQ00sZGF0YTphYmNd"},
            "stringData": {"user": "ENC[AES256_GCM,data:xyz]"},
            "sops": {"mac": "ENC[AES256_GCM,data:mac]", "version": "3.9.0"}
        });
        mask_sops(&mut secret);
        assert!(secret.get("sops").is_none());
        assert_eq!(secret["data"]["token"], "KipTT1BTKio=");
        assert_eq!(secret["stringData"]["user"], "**SOPS**");
    }

    #[test]
    fn wrapped_base64_values_are_decoded_before_the_check() {
        let encoded = base64::engine::general_purpose::STANDARD
            .encode(r#"{"data": "ENC[AES256_GCM,data:abc]", "sops": {"version": "3.9.0"}}"#);
        let (head, tail) = encoded.split_at(40);
        let mut secret = json!({
            "apiVersion": "v1", "kind": "Secret", "metadata": {"name": "token"},
            "data": {"token": format!("{head}\n{tail}\n")}
        });
        mask_sops(&mut secret);
        assert_eq!(secret["data"]["token"], "KipTT1BTKio=");
    }

    #[test]
    fn plain_secrets_are_left_alone() {
        let mut secret = json!({
            "apiVersion": "v1", "kind": "Secret", "metadata": {"name": "plain"},
            "stringData": {"user": "admin"}
        });
        let before = secret.clone();
        mask_sops(&mut secret);
        assert_eq!(secret, before);
    }

    #[test]
    fn variable_names_must_be_identifiers() {
        let spec = json!({"postBuild": {"substitute": {"bad-name": "x"}}});
        let err = Variables::from_spec(&spec, BTreeMap::new()).unwrap_err();
        assert!(
            err.to_string().contains("'bad-name' var name is invalid"),
            "{err}"
        );
    }

    #[test]
    fn values_lose_newlines() {
        let spec = json!({"postBuild": {"substitute": {"cert": "a\nb\n"}}});
        let vars = Variables::from_spec(&spec, BTreeMap::new()).unwrap();
        assert_eq!(vars.values["cert"], "ab");
        assert!(vars.enabled && !vars.always);
    }

    #[test]
    fn opting_out_by_label_or_annotation() {
        let labelled = json!({"metadata": {"labels": {SUBSTITUTE_KEY: "disabled"}}});
        let annotated = json!({"metadata": {"annotations": {SUBSTITUTE_KEY: "disabled"}}});
        assert!(opted_out(&labelled) && opted_out(&annotated));
        assert!(!opted_out(&json!({"metadata": {}})));
    }
}
