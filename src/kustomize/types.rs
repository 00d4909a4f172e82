//! The `kustomization.yaml` file: kustomize's `Kustomization` and `Component` kinds.
//!
//! Unknown fields are an error, as in kustomize (`json: unknown field`). Parts whose shape belongs to
//! one transformer (replacements, vars, openapi, helm) are kept as raw values and typed there.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;

/// A parsed kustomization file.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Kustomization {
    pub api_version: Option<String>,
    pub kind: Option<String>,
    pub metadata: Option<Value>,
    pub open_api: Option<Value>,
    #[serde(rename = "openapi")]
    pub openapi: Option<Value>,
    pub name_prefix: Option<String>,
    pub name_suffix: Option<String>,
    pub namespace: Option<String>,
    pub common_labels: Option<BTreeMap<String, String>>,
    pub labels: Option<Vec<Label>>,
    pub common_annotations: Option<BTreeMap<String, String>>,
    pub patches_strategic_merge: Option<Vec<String>>,
    #[serde(rename = "patchesJson6902")]
    pub patches_json6902: Option<Vec<Patch>>,
    pub patches: Option<Vec<Patch>>,
    pub images: Option<Vec<Image>>,
    pub image_tags: Option<Vec<Image>>,
    pub replacements: Option<Vec<Value>>,
    pub replicas: Option<Vec<Replica>>,
    pub vars: Option<Vec<Value>>,
    pub sort_options: Option<SortOptions>,
    pub resources: Option<Vec<String>>,
    pub components: Option<Vec<String>>,
    pub crds: Option<Vec<String>>,
    pub bases: Option<Vec<String>>,
    pub config_map_generator: Option<Vec<GeneratorArgs>>,
    pub secret_generator: Option<Vec<GeneratorArgs>>,
    pub helm_globals: Option<Value>,
    pub helm_charts: Option<Vec<Value>>,
    pub helm_chart_inflation_generator: Option<Vec<Value>>,
    pub generator_options: Option<GeneratorOptions>,
    pub configurations: Option<Vec<String>>,
    pub generators: Option<Vec<String>>,
    pub transformers: Option<Vec<String>>,
    pub validators: Option<Vec<String>>,
    pub build_metadata: Option<Vec<String>>,
}

/// An entry of `labels:`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Label {
    #[serde(default)]
    pub pairs: BTreeMap<String, String>,
    #[serde(default)]
    pub include_selectors: bool,
    #[serde(default)]
    pub include_templates: bool,
    #[serde(default)]
    pub fields: Vec<FieldSpecEntry>,
}

/// A field spec as written in a kustomization or a `configurations` file.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct FieldSpecEntry {
    pub group: Option<String>,
    pub version: Option<String>,
    pub kind: Option<String>,
    pub path: Option<String>,
    #[serde(default)]
    pub create: bool,
}

/// An entry of `patches:` or `patchesJson6902:`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Patch {
    pub path: Option<String>,
    pub patch: Option<String>,
    pub target: Option<Selector>,
    #[serde(default)]
    pub options: BTreeMap<String, bool>,
}

/// Selects resources by id, label selector and annotation selector; names and kinds may be regexes.
#[derive(Debug, Clone, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Selector {
    pub group: Option<String>,
    pub version: Option<String>,
    pub kind: Option<String>,
    pub name: Option<String>,
    pub namespace: Option<String>,
    pub label_selector: Option<String>,
    pub annotation_selector: Option<String>,
}

/// An entry of `images:`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Image {
    pub name: Option<String>,
    pub new_name: Option<String>,
    pub new_tag: Option<String>,
    pub tag_suffix: Option<String>,
    pub digest: Option<String>,
}

/// An entry of `replicas:`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Replica {
    pub name: Option<String>,
    #[serde(default)]
    pub count: i64,
}

/// `sortOptions:`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SortOptions {
    pub order: Option<String>,
    pub legacy_sort_options: Option<LegacySortOptions>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct LegacySortOptions {
    #[serde(default)]
    pub order_first: Vec<String>,
    #[serde(default)]
    pub order_last: Vec<String>,
}

/// An entry of `configMapGenerator:` or `secretGenerator:`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct GeneratorArgs {
    pub namespace: Option<String>,
    pub name: Option<String>,
    pub behavior: Option<String>,
    #[serde(default)]
    pub literals: Vec<String>,
    #[serde(default)]
    pub files: Vec<String>,
    #[serde(default)]
    pub envs: Vec<String>,
    pub env: Option<String>,
    pub options: Option<GeneratorOptions>,
    /// Secrets only.
    #[serde(rename = "type")]
    pub type_: Option<String>,
}

/// `generatorOptions:` and per-generator `options:`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct GeneratorOptions {
    pub labels: Option<BTreeMap<String, String>>,
    pub annotations: Option<BTreeMap<String, String>>,
    pub disable_name_suffix_hash: Option<bool>,
    pub immutable: Option<bool>,
}
