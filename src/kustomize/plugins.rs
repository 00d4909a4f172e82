//! Builtin plugin configurations listed under `generators:` and `transformers:`: objects of
//! `apiVersion: builtin` whose kind names one of kustomize's builtin generators or transformers,
//! with that plugin's settings as top-level fields.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::fieldspec::FieldSpec;
use super::resource;
use super::types::{GeneratorArgs, Image, Replica, Selector};

/// A plugin configuration that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum PluginError {
    #[error(
        "external plugins are not supported: '{api_version}' '{kind}' (only apiVersion builtin)"
    )]
    External { api_version: String, kind: String },
    #[error("unknown builtin plugin kind '{kind}'")]
    UnknownKind { kind: String },
    #[error("invalid configuration of builtin {kind} '{name}': {message}")]
    Invalid {
        kind: String,
        name: String,
        message: String,
    },
}

/// A builtin transformer with its settings.
#[derive(Debug, Clone)]
pub enum Transformer {
    PrefixSuffix {
        prefix: String,
        suffix: String,
        field_specs: Vec<FieldSpec>,
    },
    Prefix {
        prefix: String,
        field_specs: Vec<FieldSpec>,
    },
    Suffix {
        suffix: String,
        field_specs: Vec<FieldSpec>,
    },
    Labels {
        labels: BTreeMap<String, String>,
        field_specs: Vec<FieldSpec>,
    },
    Annotations {
        annotations: BTreeMap<String, String>,
        field_specs: Vec<FieldSpec>,
    },
    Namespace {
        namespace: String,
        field_specs: Vec<FieldSpec>,
    },
    Patch {
        path: String,
        patch: String,
        target: Option<Selector>,
        options: BTreeMap<String, bool>,
    },
    PatchJson6902 {
        target: Option<Selector>,
        path: String,
        json_op: String,
    },
    PatchStrategicMerge {
        paths: Vec<String>,
        patches: String,
    },
    ImageTag {
        image: Image,
        field_specs: Vec<FieldSpec>,
    },
    ReplicaCount {
        replica: Replica,
        field_specs: Vec<FieldSpec>,
    },
    Replacement {
        replacements: Vec<Value>,
    },
}

/// A builtin generator with its settings.
#[derive(Debug, Clone)]
pub enum Generator {
    ConfigMap(GeneratorArgs),
    Secret(GeneratorArgs),
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct AffixConfig {
    prefix: String,
    suffix: String,
    field_specs: Vec<FieldSpec>,
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct MapConfig {
    labels: BTreeMap<String, String>,
    annotations: BTreeMap<String, String>,
    field_specs: Vec<FieldSpec>,
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct PatchConfig {
    path: String,
    patch: String,
    target: Option<Selector>,
    options: BTreeMap<String, bool>,
    json_op: String,
    paths: Vec<String>,
    patches: String,
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct ImageConfig {
    image_tag: Image,
    field_specs: Vec<FieldSpec>,
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct ReplicaConfig {
    replica: Replica,
    field_specs: Vec<FieldSpec>,
}

#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase")]
struct ReplacementConfig {
    replacements: Vec<Value>,
}

fn settings(obj: &Value) -> Value {
    let mut map: Map<String, Value> = obj.as_object().cloned().unwrap_or_default();
    map.remove("apiVersion");
    map.remove("kind");
    Value::Object(map)
}

fn parse<T: DeserializeOwned>(obj: &Value) -> Result<T, PluginError> {
    serde_json::from_value(settings(obj)).map_err(|e| PluginError::Invalid {
        kind: resource::kind(obj).to_owned(),
        name: resource::name(obj).to_owned(),
        message: e.to_string(),
    })
}

fn check_builtin(obj: &Value) -> Result<(), PluginError> {
    let api_version = obj
        .get("apiVersion")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let (group, _) = super::fieldspec::split_api_version(api_version);
    if group != "builtin" {
        return Err(PluginError::External {
            api_version: api_version.to_owned(),
            kind: resource::kind(obj).to_owned(),
        });
    }
    Ok(())
}

/// Reads a transformer configuration.
pub fn transformer(obj: &Value) -> Result<Transformer, PluginError> {
    check_builtin(obj)?;
    let kind = resource::kind(obj);
    Ok(match kind {
        "PrefixSuffixTransformer" => {
            let c: AffixConfig = parse(obj)?;
            Transformer::PrefixSuffix {
                prefix: c.prefix,
                suffix: c.suffix,
                field_specs: c.field_specs,
            }
        }
        "PrefixTransformer" => {
            let c: AffixConfig = parse(obj)?;
            Transformer::Prefix {
                prefix: c.prefix,
                field_specs: c.field_specs,
            }
        }
        "SuffixTransformer" => {
            let c: AffixConfig = parse(obj)?;
            Transformer::Suffix {
                suffix: c.suffix,
                field_specs: c.field_specs,
            }
        }
        "LabelTransformer" => {
            let c: MapConfig = parse(obj)?;
            Transformer::Labels {
                labels: c.labels,
                field_specs: c.field_specs,
            }
        }
        "AnnotationsTransformer" => {
            let c: MapConfig = parse(obj)?;
            Transformer::Annotations {
                annotations: c.annotations,
                field_specs: c.field_specs,
            }
        }
        "NamespaceTransformer" => {
            let c: MapConfig = parse(obj)?;
            Transformer::Namespace {
                namespace: resource::namespace(obj).to_owned(),
                field_specs: c.field_specs,
            }
        }
        "PatchTransformer" => {
            let c: PatchConfig = parse(obj)?;
            Transformer::Patch {
                path: c.path,
                patch: c.patch,
                target: c.target,
                options: c.options,
            }
        }
        "PatchJson6902Transformer" => {
            let c: PatchConfig = parse(obj)?;
            Transformer::PatchJson6902 {
                target: c.target,
                path: c.path,
                json_op: c.json_op,
            }
        }
        "PatchStrategicMergeTransformer" => {
            let c: PatchConfig = parse(obj)?;
            Transformer::PatchStrategicMerge {
                paths: c.paths,
                patches: c.patches,
            }
        }
        "ImageTagTransformer" => {
            let c: ImageConfig = parse(obj)?;
            Transformer::ImageTag {
                image: c.image_tag,
                field_specs: c.field_specs,
            }
        }
        "ReplicaCountTransformer" => {
            let c: ReplicaConfig = parse(obj)?;
            Transformer::ReplicaCount {
                replica: c.replica,
                field_specs: c.field_specs,
            }
        }
        "ReplacementTransformer" => {
            let c: ReplacementConfig = parse(obj)?;
            Transformer::Replacement {
                replacements: c.replacements,
            }
        }
        other => {
            return Err(PluginError::UnknownKind {
                kind: other.to_owned(),
            });
        }
    })
}

/// Reads a generator configuration.
pub fn generator(obj: &Value) -> Result<Generator, PluginError> {
    check_builtin(obj)?;
    let kind = resource::kind(obj);
    let mut map = settings(obj);
    let meta = map.as_object_mut().and_then(|m| m.remove("metadata"));
    // Plugin settings are read leniently: fields a generator does not know are ignored.
    if let Value::Object(fields) = &mut map {
        const KNOWN: [&str; 9] = [
            "namespace",
            "name",
            "behavior",
            "literals",
            "files",
            "envs",
            "env",
            "options",
            "type",
        ];
        fields.retain(|k, _| KNOWN.contains(&k.as_str()));
    }
    let fallback = |key: &str| {
        meta.as_ref()
            .and_then(|m| m.get(key))
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    let mut args: GeneratorArgs =
        serde_json::from_value(map).map_err(|e| PluginError::Invalid {
            kind: kind.to_owned(),
            name: resource::name(obj).to_owned(),
            message: e.to_string(),
        })?;
    if args.name.as_deref().unwrap_or_default().is_empty() {
        args.name = fallback("name");
    }
    if args.namespace.as_deref().unwrap_or_default().is_empty() {
        args.namespace = fallback("namespace");
    }
    match kind {
        "ConfigMapGenerator" => Ok(Generator::ConfigMap(args)),
        "SecretGenerator" => Ok(Generator::Secret(args)),
        other => Err(PluginError::UnknownKind {
            kind: other.to_owned(),
        }),
    }
}

/// Whether a `generators:`/`transformers:` entry is an inline configuration rather than a path.
pub fn inline_configs(entry: &str) -> Option<Vec<Value>> {
    if !entry.contains(':') {
        return None;
    }
    let docs = crate::yaml::parse_stream(entry).ok()?;
    let all_objects = !docs.is_empty()
        && docs
            .iter()
            .all(|d| d.is_object() && !resource::kind(d).is_empty());
    all_objects.then_some(docs)
}
