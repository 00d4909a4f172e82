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
    /// Why `substituteFrom` could not be read. Flux reads the sources for each object it
    /// substitutes, so the first such object reports it, and a build with none does not fail.
    pub failure: Option<String>,
}

impl Variables {
    /// Reads the inline `spec.postBuild.substitute` map over the `substituteFrom` values (or the
    /// reason they could not be read), so inline values win. Values lose their newlines, as in
    /// Flux.
    pub fn from_spec(spec: &Value, from_sources: Result<BTreeMap<String, String>, String>) -> Self {
        let Some(post_build) = spec.get("postBuild").filter(|p| p.is_object()) else {
            return Self::default();
        };
        let (mut values, failure) = match from_sources {
            Ok(values) => (values, None),
            Err(failure) => (BTreeMap::new(), Some(failure)),
        };
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
        let always = post_build.get("substituteStrategy").and_then(Value::as_str) == Some("Always");
        Self {
            values,
            always,
            enabled: true,
            failure,
        }
    }
}

/// Reads the variables of `spec.postBuild.substituteFrom`: ConfigMap `data`, Secret `data`
/// (base64-decoded) and `stringData`, in list order so that later sources win. A missing source
/// is an error unless it is `optional: true`; other kinds are skipped, as Flux's reader does.
/// Values lose their newlines, as in Flux. The error is flux's text, without the object's name.
pub fn substitute_from(
    spec: &Value,
    namespace: &str,
    lookup: &dyn super::ObjectLookup,
) -> Result<BTreeMap<String, String>, String> {
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
        let failure = |message: String| format!("substitute from '{kind}/{name}' error: {message}");
        let resource = match kind {
            "ConfigMap" => "configmaps",
            "Secret" => "secrets",
            _ => continue,
        };
        let Some(obj) = lookup.get(kind, namespace, name).map_err(failure)? else {
            if optional {
                continue;
            }
            return Err(failure(lookup.not_found(resource, namespace, name)));
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

/// Substitutes variables in one object's YAML text, unless the object opts out; errors name the
/// object, in flux's words.
pub fn substitute(obj: Value, vars: &Variables, strict: bool) -> Result<Value, Error> {
    if !vars.enabled || opted_out(&obj) {
        return Ok(obj);
    }
    let name = obj
        .pointer("/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    if let Some(message) = &vars.failure {
        return Err(Error::SubstituteFrom {
            name,
            message: message.clone(),
        });
    }
    if vars.values.is_empty() && !vars.always {
        return Ok(obj);
    }
    let name_rule = Regex::new(r"^[_[:alpha:]][_[:alpha:][:digit:]]*$").expect("valid regex");
    if let Some(bad) = vars.values.keys().find(|var| !name_rule.is_match(var)) {
        return Err(Error::VariableName {
            name,
            var: bad.clone(),
        });
    }
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
    // A value cut inside a character leaves bytes that are no text; flux's YAML reader refuses
    // them too.
    yaml::decode(&substituted)
        .and_then(|text| yaml::parse_one(&text))
        .map_err(|source| Error::SubstitutedYaml { name, source })
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

/// Masks SOPS-encrypted Secret data as flux's build does, so that a build never shows
/// ciphertext as if it were the value. A Secret whose text holds SOPS metadata (`sops:` and
/// `mac: ENC[`) loses it and has every value masked; otherwise only values that carry `sops` and
/// `ENC[` are, with the base64 mask in `data` and in `stringData` alike. `data` is rewritten as
/// flux's `SetDataMap` does: values as text, and no `data` when it is empty.
pub fn mask_sops(obj: &mut Value) -> Result<(), Error> {
    if obj.get("kind").and_then(Value::as_str) != Some("Secret") {
        return Ok(());
    }
    let whole_secret_encrypted = {
        let text = yaml::to_string(obj);
        text.contains("sops:") && text.contains("mac: ENC[")
    };
    let name = obj
        .pointer("/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    let Some(map) = obj.as_object_mut() else {
        return Ok(());
    };
    let text_map = |field: Option<&Value>| -> Vec<(String, String)> {
        let Some(Value::Object(values)) = field else {
            return Vec::new();
        };
        values
            .iter()
            .map(|(key, value)| {
                let text = match value {
                    Value::String(text) => text.clone(),
                    Value::Bool(_) | Value::Number(_) => value.to_string(),
                    _ => String::new(),
                };
                (key.clone(), text)
            })
            .collect()
    };
    let mut data = text_map(map.get("data"));
    let mut string_data = text_map(map.get("stringData"));
    let encode = |text: &str| base64::engine::general_purpose::STANDARD.encode(text);
    let base64_mask = encode(SOPS_MASK);
    if whole_secret_encrypted {
        map.remove("sops");
        let docker_config =
            map.get("type").and_then(Value::as_str) == Some("kubernetes.io/dockerconfigjson");
        let (data_mask, string_mask) = if docker_config {
            let mask = r#"{"mask":"**SOPS**"}"#;
            (encode(mask), mask.to_owned())
        } else {
            (base64_mask, SOPS_MASK.to_owned())
        };
        data.iter_mut().for_each(|(_, v)| *v = data_mask.clone());
        string_data
            .iter_mut()
            .for_each(|(_, v)| *v = string_mask.clone());
    } else {
        let carries_sops = |text: &[u8]| {
            let has = |needle: &[u8]| text.windows(needle.len()).any(|w| w == needle);
            has(b"sops") && has(b"ENC[")
        };
        for (_, value) in &mut data {
            let decoded =
                go_base64_decode(value.as_bytes()).map_err(|offset| Error::MaskBase64 {
                    name: name.clone(),
                    offset,
                })?;
            if carries_sops(&decoded) {
                *value = base64_mask.clone();
            }
        }
        for (_, value) in &mut string_data {
            if carries_sops(value.as_bytes()) {
                *value = base64_mask.clone();
            }
        }
    }
    let as_map = |entries: Vec<(String, String)>| -> Value {
        Value::Object(entries.into_iter().map(|(k, v)| (k, json!(v))).collect())
    };
    if data.is_empty() {
        map.remove("data");
    } else {
        map.insert("data".into(), as_map(data));
    }
    if !string_data.is_empty() {
        map.insert("stringData".into(), as_map(string_data));
    }
    Ok(())
}

/// Go's `base64.StdEncoding.DecodeString`: line breaks are skipped, padding is required, and
/// the error is the offset Go names (`illegal base64 data at input byte N`).
fn go_base64_decode(src: &[u8]) -> Result<Vec<u8>, usize> {
    let value = |c: u8| -> Option<u8> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        })
    };
    let is_break = |c: u8| c == b'\n' || c == b'\r';
    let mut out = Vec::with_capacity(src.len() / 4 * 3);
    let mut si = 0;
    while si < src.len() {
        // One quantum of four symbols, as Go's decodeQuantum reads it.
        let mut quantum = [0u8; 4];
        let mut len = 0;
        let mut trailing = None;
        while len < 4 {
            if si == src.len() {
                if len == 0 {
                    return Ok(out);
                }
                return Err(si - len);
            }
            let c = src[si];
            si += 1;
            if let Some(v) = value(c) {
                quantum[len] = v;
                len += 1;
                continue;
            }
            if is_break(c) {
                continue;
            }
            if c != b'=' || len < 2 {
                return Err(si - 1);
            }
            if len == 2 {
                while si < src.len() && is_break(src[si]) {
                    si += 1;
                }
                if si == src.len() {
                    return Err(src.len());
                }
                if src[si] != b'=' {
                    return Err(si - 1);
                }
                si += 1;
            }
            while si < src.len() && is_break(src[si]) {
                si += 1;
            }
            if si < src.len() {
                trailing = Some(si);
            }
            break;
        }
        let bits = quantum
            .iter()
            .fold(0u32, |acc, &v| (acc << 6) | u32::from(v));
        out.extend_from_slice(&bits.to_be_bytes()[1..len]);
        if let Some(offset) = trailing {
            return Err(offset);
        }
    }
    Ok(out)
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
        mask_sops(&mut secret).unwrap();
        assert!(secret.get("sops").is_none());
        assert_eq!(secret["data"]["token"], "KipTT1BTKio=");
        assert_eq!(secret["stringData"]["user"], "**SOPS**");
    }

    #[test]
    fn a_whole_docker_config_secret_is_masked_with_json() {
        let mut secret = json!({
            "kind": "Secret", "metadata": {"name": "pull"},
            "type": "kubernetes.io/dockerconfigjson",
            "data": {".dockerconfigjson": "RU5DWy4uLl0="},
            "stringData": {"extra": "ENC[...]"},
            "sops": {"mac": "ENC[AES256_GCM,data:mac]"}
        });
        mask_sops(&mut secret).unwrap();
        assert_eq!(
            secret["data"][".dockerconfigjson"],
            "eyJtYXNrIjoiKipTT1BTKioifQ=="
        );
        assert_eq!(secret["stringData"]["extra"], r#"{"mask":"**SOPS**"}"#);
    }

    #[test]
    fn single_encrypted_values_get_the_base64_mask_in_both_fields() {
        // flux masks a value of stringData with the base64 text too, and its docker config
        // mask is only for a whole encrypted Secret.
        let encoded = base64::engine::general_purpose::STANDARD
            .encode(r#"{"data": "ENC[AES256_GCM,data:abc]", "sops": {"version": "3.9.0"}}"#);
        let (head, tail) = encoded.split_at(40);
        let mut secret = json!({
            "apiVersion": "v1", "kind": "Secret", "metadata": {"name": "token"},
            "type": "kubernetes.io/dockerconfigjson",
            "data": {"token": format!("{head}\n{tail}\n"), "plain": "YWRtaW4="},
            "stringData": {"user": "sops ENC[AES256_GCM,data:xyz]", "name": "admin"}
        });
        mask_sops(&mut secret).unwrap();
        assert_eq!(secret["data"]["token"], "KipTT1BTKio=");
        assert_eq!(secret["data"]["plain"], "YWRtaW4=");
        assert_eq!(secret["stringData"]["user"], "KipTT1BTKio=");
        assert_eq!(secret["stringData"]["name"], "admin");
    }

    #[test]
    fn base64_is_read_as_go_reads_it() {
        assert_eq!(go_base64_decode(b"YWRt\naW4=\n"), Ok(b"admin".to_vec()));
        assert_eq!(go_base64_decode(b"YQ=="), Ok(b"a".to_vec()));
        assert_eq!(go_base64_decode(b""), Ok(Vec::new()));
        // Go's offsets: a bad symbol, missing padding, a lone `=`, a second `=` missing, data
        // after the padding.
        assert_eq!(go_base64_decode(b"YW*j"), Err(2));
        assert_eq!(go_base64_decode(b"YWJjZA"), Err(4));
        assert_eq!(go_base64_decode(b"Y="), Err(1));
        assert_eq!(go_base64_decode(b"YQ="), Err(3));
        assert_eq!(go_base64_decode(b"YQ=x"), Err(2));
        assert_eq!(go_base64_decode(b"YWI=YWJj"), Err(4));
    }

    #[test]
    fn secret_data_must_be_base64() {
        let mut secret = json!({
            "kind": "Secret", "metadata": {"name": "bad"}, "data": {"key": "YWJj!"}
        });
        assert_eq!(
            mask_sops(&mut secret).unwrap_err().to_string(),
            "failed to mask secret bad sops data: illegal base64 data at input byte 4"
        );
    }

    #[test]
    fn plain_secrets_keep_their_values_and_lose_empty_data() {
        let mut secret = json!({
            "apiVersion": "v1", "kind": "Secret", "metadata": {"name": "plain"},
            "data": {}, "stringData": {"user": "admin", "port": 8080}
        });
        mask_sops(&mut secret).unwrap();
        assert_eq!(
            secret,
            json!({
                "apiVersion": "v1", "kind": "Secret", "metadata": {"name": "plain"},
                "stringData": {"user": "admin", "port": "8080"}
            })
        );
    }

    #[test]
    fn variable_names_must_be_identifiers_once_an_object_is_substituted() {
        let spec = json!({"postBuild": {"substitute": {"bad-name": "x"}}});
        let vars = Variables::from_spec(&spec, Ok(BTreeMap::new()));
        let cm = json!({"kind": "ConfigMap", "metadata": {"name": "web"}});
        let err = substitute(cm, &vars, false).unwrap_err();
        assert_eq!(
            err.to_string(),
            "var substitution failed for 'web': envsubst error: 'bad-name' var name is invalid, \
             must match '^[_[:alpha:]][_[:alpha:][:digit:]]*$'"
        );
        // An object that opts out is not substituted, so the name is not checked.
        let off = json!({"metadata": {"name": "off", "labels": {SUBSTITUTE_KEY: "disabled"}}});
        assert!(substitute(off, &vars, false).is_ok());
    }

    #[test]
    fn a_source_that_could_not_be_read_fails_the_first_object_substituted() {
        let spec = json!({"postBuild": {"substitute": {"a": "1"}}});
        let vars = Variables::from_spec(
            &spec,
            Err("substitute from 'Secret/absent' error: secrets \"absent\" not found".into()),
        );
        let err = substitute(json!({"metadata": {"name": "web"}}), &vars, false).unwrap_err();
        assert_eq!(
            err.to_string(),
            "var substitution failed for 'web': substitute from 'Secret/absent' error: secrets \
             \"absent\" not found"
        );
        // Without postBuild nothing is read, so nothing fails.
        let vars = Variables::from_spec(&json!({}), Err("unused".into()));
        assert!(substitute(json!({"metadata": {"name": "web"}}), &vars, false).is_ok());
    }

    #[test]
    fn values_lose_newlines() {
        let spec = json!({"postBuild": {"substitute": {"cert": "a\nb\n"}}});
        let vars = Variables::from_spec(&spec, Ok(BTreeMap::new()));
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
