//! The kustomization `crds:` field: files of OpenAPI definitions (Go type name → `{Schema,
//! Dependencies}`, as Kubernetes code generators write them) whose `x-kubernetes-*` extensions
//! tell the transformers where custom kinds keep annotations, label selectors, names and
//! references to other objects.
//!
//! As in kustomize, a definition counts as a kind when its properties include `kind`,
//! `apiVersion` and `metadata`; the kind is the type name's last dot-separated part, with no
//! group or version. Its properties are walked through `$ref`s to other definitions of the same
//! file, and each extension found adds a field spec at the path walked so far:
//!
//! | extension | adds to |
//! |---|---|
//! | `x-kubernetes-annotation` | `commonAnnotations` |
//! | `x-kubernetes-label-selector` | `commonLabels` |
//! | `x-kubernetes-identity` | `namePrefix` |
//! | `x-kubernetes-object-ref-kind` + `-api-version` (+ `-name-key`, default `name`) | `nameReference` |

use serde_json::{Map, Value};

use super::fieldspec::{self, FieldSpec, NameBackRef, TransformerConfig};

/// A `crds:` file that could not be used.
#[derive(Debug, thiserror::Error)]
pub enum CrdError {
    #[error("unable to parse open API definition from '{path}': {message}")]
    Unparsable { path: String, message: String },
    #[error("loading CRDs from '{path}'")]
    Config {
        path: String,
        #[source]
        source: fieldspec::Error,
    },
}

const ANNOTATION: &str = "x-kubernetes-annotation";
const LABEL_SELECTOR: &str = "x-kubernetes-label-selector";
const IDENTITY: &str = "x-kubernetes-identity";
const REF_VERSION: &str = "x-kubernetes-object-ref-api-version";
const REF_KIND: &str = "x-kubernetes-object-ref-kind";
const REF_NAME_KEY: &str = "x-kubernetes-object-ref-name-key";

/// The field specs one `crds:` file adds.
pub fn config_from_file(path: &str, text: &str) -> Result<TransformerConfig, CrdError> {
    let unparsable = |message: String| CrdError::Unparsable {
        path: path.to_owned(),
        message,
    };
    let document: Value = if text.starts_with('{') {
        serde_json::from_str(text).map_err(|e| unparsable(e.to_string()))?
    } else {
        crate::yaml::parse_one(text).map_err(|e| unparsable(e.to_string()))?
    };
    let definitions = match document {
        Value::Object(map) => map,
        Value::Null => Map::new(),
        _ => {
            return Err(unparsable(
                "expected a map of type names to definitions".into(),
            ));
        }
    };
    let mut config = TransformerConfig::default();
    for (type_name, definition) in &definitions {
        if !looks_like_a_kind(properties(definition)) {
            continue;
        }
        let kind = type_name.rsplit('.').next().unwrap_or(type_name);
        let mut walk = Walk {
            definitions: &definitions,
            kind,
            path: Vec::new(),
            visiting: Vec::new(),
            found: TransformerConfig::default(),
        };
        walk.definition(type_name);
        config
            .merge(&walk.found)
            .map_err(|source| CrdError::Config {
                path: path.to_owned(),
                source,
            })?;
    }
    Ok(config)
}

/// Go decodes the definition's `Schema` field case-insensitively.
fn schema(definition: &Value) -> Option<&Map<String, Value>> {
    definition
        .as_object()?
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("schema"))?
        .1
        .as_object()
}

fn properties(definition: &Value) -> Option<&Map<String, Value>> {
    schema(definition)?.get("properties")?.as_object()
}

fn looks_like_a_kind(properties: Option<&Map<String, Value>>) -> bool {
    properties.is_some_and(|p| {
        p.contains_key("kind") && p.contains_key("apiVersion") && p.contains_key("metadata")
    })
}

/// An extension's value when it is a string (go-openapi's `GetString`; keys are lowercase).
fn extension<'a>(property: &'a Map<String, Value>, key: &str) -> Option<&'a str> {
    property
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(key))
        .and_then(|(_, v)| v.as_str())
}

struct Walk<'a> {
    definitions: &'a Map<String, Value>,
    kind: &'a str,
    path: Vec<&'a str>,
    /// Definitions on the current path: a `$ref` cycle is followed once, not forever.
    visiting: Vec<&'a str>,
    found: TransformerConfig,
}

impl<'a> Walk<'a> {
    fn spec(&self, last: &[&str]) -> FieldSpec {
        let mut parts = self.path.clone();
        parts.extend_from_slice(last);
        FieldSpec::new("", "", self.kind, &parts.join("/"), false)
    }

    fn definition(&mut self, type_name: &'a str) {
        if self.visiting.contains(&type_name) {
            return;
        }
        let Some(properties) = self.definitions.get(type_name).and_then(properties) else {
            return;
        };
        self.visiting.push(type_name);
        for (name, property) in properties {
            let Some(property) = property.as_object() else {
                continue;
            };
            self.property(name, property);
        }
        self.visiting.pop();
    }

    fn property(&mut self, name: &'a str, property: &'a Map<String, Value>) {
        // Specs merged one at a time; a conflict cannot arise within one kind's walk, since
        // every spec of it is created with `create: false`.
        fn add(list: &mut Vec<FieldSpec>, spec: FieldSpec) {
            if !list.contains(&spec) {
                list.push(spec);
            }
        }
        if extension(property, ANNOTATION).is_some() {
            let spec = self.spec(&[name]);
            add(&mut self.found.common_annotations, spec);
        }
        if extension(property, LABEL_SELECTOR).is_some() {
            let spec = self.spec(&[name]);
            add(&mut self.found.common_labels, spec);
        }
        if extension(property, IDENTITY).is_some() {
            let spec = self.spec(&[name]);
            add(&mut self.found.name_prefix, spec);
        }
        if let (Some(version), Some(kind)) = (
            extension(property, REF_VERSION),
            extension(property, REF_KIND),
        ) {
            let name_key = extension(property, REF_NAME_KEY).unwrap_or("name");
            let spec = self.spec(&[name, name_key]);
            let refs = &mut self.found.name_reference;
            match refs
                .iter_mut()
                .find(|b| b.group.is_empty() && b.version == version && b.kind == kind)
            {
                Some(existing) => add(&mut existing.field_specs, spec),
                None => refs.push(NameBackRef {
                    group: String::new(),
                    version: version.to_owned(),
                    kind: kind.to_owned(),
                    field_specs: vec![spec],
                }),
            }
        }
        if let Some(target) = property.get("$ref").and_then(Value::as_str)
            && !target.is_empty()
        {
            self.path.push(name);
            self.definition(target);
            self.path.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEFINITIONS: &str = r##"{
  "example.com/api/v1.Widget": {
    "Schema": {
      "properties": {
        "apiVersion": {"type": "string"},
        "kind": {"type": "string"},
        "metadata": {"$ref": "k8s.io/apimachinery/pkg/apis/meta/v1.ObjectMeta"},
        "spec": {"$ref": "example.com/api/v1.WidgetSpec"}
      }
    }
  },
  "example.com/api/v1.WidgetSpec": {
    "Schema": {
      "properties": {
        "config": {
          "x-kubernetes-object-ref-api-version": "v1",
          "x-kubernetes-object-ref-kind": "ConfigMap",
          "x-kubernetes-object-ref-name-key": "configName"
        },
        "notes": {"x-kubernetes-annotation": ""},
        "pick": {"x-kubernetes-label-selector": ""},
        "self": {"$ref": "example.com/api/v1.WidgetSpec"}
      }
    }
  },
  "example.com/api/v1.NotAKind": {"Schema": {"properties": {"kind": {}}}}
}"##;

    #[test]
    fn extensions_become_field_specs_of_the_kind() {
        let config = config_from_file("crd.json", DEFINITIONS).unwrap();
        let widget = |path: &str| FieldSpec::new("", "", "Widget", path, false);
        assert_eq!(
            config.name_reference,
            vec![NameBackRef {
                group: String::new(),
                version: "v1".into(),
                kind: "ConfigMap".into(),
                field_specs: vec![widget("spec/config/configName")],
            }]
        );
        // The `self` reference back to WidgetSpec is not followed a second time.
        assert_eq!(config.common_annotations, vec![widget("spec/notes")]);
        assert_eq!(config.common_labels, vec![widget("spec/pick")]);
        assert!(config.name_prefix.is_empty());
    }

    #[test]
    fn yaml_definitions_are_read_too_and_garbage_is_an_error() {
        let yaml = "a.v1.Thing:\n  Schema:\n    properties:\n      kind: {}\n      apiVersion: {}\n      metadata: {}\n      id: {x-kubernetes-identity: ''}\n";
        let config = config_from_file("crd.yaml", yaml).unwrap();
        assert_eq!(
            config.name_prefix,
            vec![FieldSpec::new("", "", "Thing", "id", false)]
        );
        let err = config_from_file("bad.json", "{\"a\": ").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("unable to parse open API definition from 'bad.json'")
        );
    }
}
