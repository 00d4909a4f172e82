//! kustomize's patch transformers: `patches`, `patchesStrategicMerge` and `patchesJson6902`.
//!
//! Everything here is a pure function over resources held as JSON values, in build order:
//!
//! - [`apply_patch`]: one `patches:` entry (the `PatchTransformer`), inline (`patch:`, which
//!   the caller trims as kustomize does) or loaded from `path:` (as read). The text is
//!   a strategic merge patch (one or more YAML or JSON documents) or a JSON 6902 patch (a list
//!   of operations, YAML or JSON); without a target each strategic merge document patches the
//!   resource with its own id, looked up among current and previous ids.
//! - [`apply_patches_strategic_merge`]: the deprecated `patchesStrategicMerge:` field, given the
//!   patch documents (see [`parse_strategic_merge_entry`] for an entry's text).
//! - `patchesJson6902:` entries: kustomize v5 runs them through the same transformer as
//!   `patches:`, so [`apply_patch`] serves them too (a target matching nothing is no error);
//!   [`apply_json6902`] applies already parsed operations.
//! - Building blocks: [`strategic_merge`], [`json6902`], [`Schema`] (merge keys) and
//!   [`CompiledSelector`] (targets).
//!
//! # Wiring into a build
//!
//! In a kustomization's transformer phase kustomize runs, in this order: every
//! `patchesStrategicMerge:` entry (one call of [`apply_patches_strategic_merge`] with the
//! documents of all entries: an entry that [`parse_strategic_merge_entry`] reads is inline,
//! else a file to load and read with [`parse_strategic_merge_file`]), then each `patches:`
//! entry, then namespace, prefix/suffix, labels and annotations, then each `patchesJson6902:`
//! entry, then replicas and images. The [`Schema`] is the built-in one unless an `openapi:`
//! field chose another for the whole build (see [`openapi_choice`], [`Schema::from_openapi`]
//! and [`Schema::with_builtin`]); `crds:` files do not change merge keys in kustomize.
//!
//! Resources renamed by a patch (`allowNameChange`, `allowKindChange`, and every JSON patch)
//! first record their id in kustomize's `internal.config.kubernetes.io/previous*` annotations
//! ([`store_previous_id`]), which later transformers read to follow references and which the
//! build strips before printing; patches without target find resources by those annotations
//! too, so name prefixes and suffixes must record previous ids the same way.

mod ids;
mod json6902;
mod merge;
mod schema;
mod selector;

use std::collections::BTreeMap;

use serde_json::Value;

use crate::kustomize::types::Selector;

pub use ids::{Id, ResIds, current_id, store_previous_id};
pub use json6902::{JsonPatchError, json6902};
pub use merge::{MergeError, strategic_merge, strategic_merge_owned};
pub use schema::{OpenApiChoice, Schema, SchemaError, openapi_choice};
pub use selector::{CompiledSelector, SelectorError};

/// A patch that could not be read or applied. Messages are kustomize's.
#[derive(Debug, thiserror::Error)]
pub enum PatchError {
    #[error("unable to parse SM or JSON patch from [patch: {patch:?}]")]
    Unparsable { patch: String },
    /// A `patchesStrategicMerge:` file that is not YAML: kustomize reports the YAML error
    /// (with the file, which the caller knows) rather than the whole text.
    #[error("invalid YAML")]
    Yaml(#[source] crate::yaml::Error),
    #[error("must specify a target for JSON patch [patch: {patch:?}]")]
    JsonPatchWithoutTarget { patch: String },
    #[error("no resource matches strategic merge patch \"{id}\": {reason}")]
    NoTarget {
        id: Box<Id>,
        reason: TargetLookupError,
    },
    #[error("patch appears to be empty; files=[{}], Patch=", files.join(" "))]
    Empty { files: Vec<String> },
    #[error("may not add resource with an already registered id: {id}")]
    IdCollision { id: Box<Id> },
    #[error(transparent)]
    Lookup(#[from] TargetLookupError),
    #[error(transparent)]
    Merge(#[from] MergeError),
    #[error(transparent)]
    Json(#[from] JsonPatchError),
    #[error(transparent)]
    Selector(#[from] SelectorError),
}

/// A strategic merge patch without target whose id matches no resource, or several.
#[derive(Debug, thiserror::Error)]
pub enum TargetLookupError {
    #[error("no matches for Id {id}; failed to find unique target for patch {id}")]
    None { id: Box<Id> },
    #[error("multiple matches for Id {id}; failed to find unique target for patch {id}")]
    Many { id: Box<Id> },
}

/// The two kinds of patch body.
#[derive(Debug, Clone, PartialEq)]
pub enum PatchBody {
    /// Strategic merge patch documents (possibly none).
    StrategicMerge(Vec<Value>),
    /// A JSON 6902 operation list.
    Json6902(Value),
}

/// A `patches:` entry's options that change how strategic merge patches apply.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PatchOptions {
    pub allow_name_change: bool,
    pub allow_kind_change: bool,
}

impl From<&BTreeMap<String, bool>> for PatchOptions {
    fn from(options: &BTreeMap<String, bool>) -> Self {
        let flag = |name: &str| options.get(name).copied().unwrap_or(false);
        Self {
            allow_name_change: flag("allowNameChange"),
            allow_kind_change: flag("allowKindChange"),
        }
    }
}

/// Applies one `patches:` entry. `patch_text` is the entry's `patch:` trimmed of surrounding
/// white space (kustomize trims inline patches), or the content of its `path:` file exactly as
/// read (kustomize does not trim files, which matters for a block scalar ending the file).
pub fn apply_patch(
    resources: &mut Vec<Value>,
    patch_text: &str,
    target: Option<&Selector>,
    options: &BTreeMap<String, bool>,
    schema: &Schema,
) -> Result<(), PatchError> {
    match parse_patch(patch_text)? {
        PatchBody::StrategicMerge(patches) => {
            apply_strategic_merge(resources, &patches, target, options.into(), schema)
        }
        PatchBody::Json6902(ops) => {
            let Some(target) = target else {
                return Err(PatchError::JsonPatchWithoutTarget {
                    patch: patch_text.to_owned(),
                });
            };
            apply_json6902(resources, &ops, target, schema)
        }
    }
}

/// Tells a strategic merge patch from a JSON 6902 patch, as kustomize does: the text is a
/// strategic merge patch when it reads as resources (each with a kind and a name), and a JSON
/// patch when it reads as a list of operations.
pub fn parse_patch(patch_text: &str) -> Result<PatchBody, PatchError> {
    let text = patch_text;
    let unparsable = || PatchError::Unparsable {
        patch: text.to_owned(),
    };
    let strategic = parse_resources(text);
    if let Some(patches) = strategic.as_ref().filter(|p| !p.is_empty()) {
        return Ok(PatchBody::StrategicMerge(patches.clone()));
    }
    if let Some(ops) = parse_json_ops(text)
        && json6902::validate(&ops).is_ok()
        && !ops.is_null()
    {
        return Ok(PatchBody::Json6902(ops));
    }
    strategic
        .map(PatchBody::StrategicMerge)
        .ok_or_else(unparsable)
}

/// Reads one entry of the deprecated `patchesStrategicMerge:` list. An entry is patch content
/// when it reads as resources, else the path of a file for the caller to load and read with
/// [`parse_strategic_merge_file`]; `None` means "a path".
pub fn parse_strategic_merge_entry(entry: &str) -> Option<Vec<Value>> {
    parse_resources(entry)
}

/// Reads a strategic merge patch file of the deprecated `patchesStrategicMerge:` list.
pub fn parse_strategic_merge_file(content: &str) -> Result<Vec<Value>, PatchError> {
    let documents = parse_yaml(content).map_err(PatchError::Yaml)?;
    resources_of(documents).ok_or_else(|| PatchError::Unparsable {
        patch: content.to_owned(),
    })
}

/// Parses YAML or JSON documents into patch resources; `None` when any is not a resource.
fn parse_resources(text: &str) -> Option<Vec<Value>> {
    resources_of(parse_yaml(text).ok()?)
}

/// The resources of parsed documents, `List` items inlined; `None` when any is not a resource.
fn resources_of(documents: Vec<Value>) -> Option<Vec<Value>> {
    let mut resources = Vec::new();
    let mut queue: std::collections::VecDeque<Value> = documents.into();
    while let Some(document) = queue.pop_front() {
        if document.is_null() {
            continue;
        }
        if let Value::Object(map) = &document
            && map.is_empty()
        {
            continue;
        }
        if is_list(&document) {
            // Items are moved, never copied: a chain of lists nested in lists stays linear.
            if let Value::Object(mut map) = document {
                match map.remove("items") {
                    Some(Value::Array(items)) => queue.extend(items),
                    Some(Value::Null) | None => {}
                    Some(_) => return None,
                }
            }
            continue;
        }
        let kind = document
            .get("kind")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let name = document
            .get("metadata")
            .and_then(|m| m.get("name"))
            .and_then(Value::as_str)
            .unwrap_or_default();
        if !document.is_object() || kind.is_empty() || name.is_empty() {
            return None;
        }
        resources.push(document);
    }
    Some(resources)
}

/// A `…List` kind with `items`, whose items stand for it.
fn is_list(document: &Value) -> bool {
    document
        .get("kind")
        .and_then(Value::as_str)
        .is_some_and(|kind| kind.ends_with("List"))
        && document.get("items").is_some()
}

fn parse_json_ops(text: &str) -> Option<Value> {
    if text.is_empty() {
        return None;
    }
    if text.starts_with('[') {
        serde_json::from_str(text).ok()
    } else {
        parse_yaml(text).ok()?.into_iter().next()
    }
}

/// Parses YAML that may end without a line break (a trimmed inline patch). The reader wants a
/// final line break after a block scalar; one is added, and taken back from the block scalar
/// that ended the text, whose value would not have had it.
fn parse_yaml(text: &str) -> Result<Vec<Value>, crate::yaml::Error> {
    if text.is_empty() || text.ends_with('\n') {
        return crate::yaml::parse_stream(text);
    }
    let mut documents = crate::yaml::parse_stream(&format!("{text}\n"))?;
    let ends_quoted = text.ends_with('"') || text.ends_with('\'');
    if !ends_quoted
        && let Some(Value::String(last)) = documents.last_mut().and_then(last_leaf)
        && last.ends_with('\n')
    {
        last.pop();
    }
    Ok(documents)
}

/// The scalar written last in a document.
fn last_leaf(value: &mut Value) -> Option<&mut Value> {
    match value {
        Value::Object(map) => map.values_mut().next_back().and_then(last_leaf),
        Value::Array(list) => list.last_mut().and_then(last_leaf),
        scalar => Some(scalar),
    }
}

/// Applies strategic merge patch documents, each to its target: the resources `target`
/// selects, or, without target, the one resource with the patch's id.
pub fn apply_strategic_merge(
    resources: &mut Vec<Value>,
    patches: &[Value],
    target: Option<&Selector>,
    options: PatchOptions,
    schema: &Schema,
) -> Result<(), PatchError> {
    let selector = target.map(CompiledSelector::new).transpose()?;
    for patch in patches {
        match &selector {
            None => {
                let index = find_by_id(resources, patch, schema).map_err(|reason| {
                    PatchError::NoTarget {
                        id: Box::new(current_id(patch)),
                        reason,
                    }
                })?;
                if !apply_to_resource(&mut resources[index], patch, options, schema)? {
                    resources.remove(index);
                }
            }
            Some(selector) => {
                // A resource's patch changes only that resource, and neither whether another
                // is selected: many resources are patched in halves, and of the errors, the
                // first half's comes first, as when they are patched in turn.
                let halves = super::resource::halves(resources, |slice, first| {
                    let mut selected = false;
                    let mut deleted = Vec::new();
                    for (i, resource) in slice.iter_mut().enumerate() {
                        if !selector.matches(resource, schema) {
                            continue;
                        }
                        selected = true;
                        let mut patch = patch.clone();
                        if let Value::Object(map) = &mut patch {
                            if let Some(api_version) = resource.get("apiVersion") {
                                map.insert("apiVersion".to_owned(), api_version.clone());
                            } else {
                                map.remove("apiVersion");
                            }
                        }
                        if !apply_to_resource(resource, &patch, options, schema)? {
                            deleted.push(first + i);
                        }
                    }
                    Ok::<_, PatchError>((selected, deleted))
                });
                let mut selected = false;
                let mut deleted = Vec::new();
                for half in halves {
                    let (any, gone) = half?;
                    selected |= any;
                    deleted.extend(gone);
                }
                if !selected {
                    continue;
                }
                for index in deleted.into_iter().rev() {
                    resources.remove(index);
                }
                check_unique_ids(resources, schema)?;
            }
        }
    }
    Ok(())
}

/// The deprecated `patchesStrategicMerge:`: every document patches the resource with its id.
/// `entries` is the field as written (for the message when no entry holds any document),
/// `patches` the documents of all entries in order.
pub fn apply_patches_strategic_merge(
    resources: &mut Vec<Value>,
    entries: &[String],
    patches: &[Value],
    schema: &Schema,
) -> Result<(), PatchError> {
    if patches.is_empty() && !entries.is_empty() {
        return Err(PatchError::Empty {
            files: entries.to_vec(),
        });
    }
    for patch in patches {
        let index = find_by_id(resources, patch, schema)?;
        if !apply_to_resource(
            &mut resources[index],
            patch,
            PatchOptions::default(),
            schema,
        )? {
            resources.remove(index);
        }
    }
    Ok(())
}

/// Applies JSON 6902 operations to every resource `target` selects (none selected is fine).
pub fn apply_json6902(
    resources: &mut [Value],
    ops: &Value,
    target: &Selector,
    schema: &Schema,
) -> Result<(), PatchError> {
    json6902_to_selected(resources, ops, target, true, schema).map(|_| ())
}

/// Returns how many resources the target selected.
fn json6902_to_selected(
    resources: &mut [Value],
    ops: &Value,
    target: &Selector,
    store_previous: bool,
    schema: &Schema,
) -> Result<usize, PatchError> {
    let selector = CompiledSelector::new(target)?;
    let mut selected = 0;
    for resource in resources.iter_mut() {
        if !selector.matches(resource, schema) {
            continue;
        }
        selected += 1;
        if store_previous {
            store_previous_id(resource, schema);
        }
        let internal: Vec<(String, Value)> = ids::string_annotations(resource)
            .into_iter()
            .filter(|(key, _)| is_internal_annotation(key))
            .collect();
        *resource = json6902(resource, ops)?;
        let mut annotations = ids::string_annotations(resource);
        annotations.extend(internal);
        ids::set_annotations(resource, annotations);
    }
    Ok(selected)
}

/// A builtin patch transformer configured in a `transformers:` entry that cannot run.
#[derive(Debug, thiserror::Error)]
pub enum TransformerConfigError {
    #[error("{message}")]
    Config { message: String },
    #[error("cannot load {path}: {message}")]
    Load { path: String, message: String },
    #[error(transparent)]
    Patch(#[from] PatchError),
}

/// Runs a `transformers:` entry when it configures one of the builtin patch transformers
/// (`PatchTransformer`, `PatchStrategicMergeTransformer`, `PatchJson6902Transformer`), with
/// those plugins' own rules; returns `Ok(false)` for any other kind. `read` loads a file named
/// in the configuration (relative to the kustomization that lists the entry).
pub fn apply_transformer_config(
    resources: &mut Vec<Value>,
    config: &Value,
    read: &mut dyn FnMut(&str) -> Result<String, String>,
    schema: &Schema,
) -> Result<bool, TransformerConfigError> {
    let text = |key: &str| config.get(key).and_then(Value::as_str).unwrap_or_default();
    let config_error = |message: String| TransformerConfigError::Config { message };
    let mut load = |path: &str| {
        read(path).map_err(|message| TransformerConfigError::Load {
            path: path.to_owned(),
            message,
        })
    };
    let target: Option<Selector> = match config.get("target") {
        None | Some(Value::Null) => None,
        Some(target) => Some(
            serde_json::from_value(target.clone())
                .map_err(|e| config_error(format!("invalid target: {e}")))?,
        ),
    };
    match config.get("kind").and_then(Value::as_str) {
        Some("PatchTransformer") => {
            let inline = text("patch").trim();
            let path = text("path");
            let patch = match (inline.is_empty(), path.is_empty()) {
                (true, true) => {
                    return Err(config_error("must specify one of patch and path".into()));
                }
                (false, false) => {
                    return Err(config_error(
                        "patch and path can't be set at the same time".into(),
                    ));
                }
                (false, true) => inline.to_owned(),
                (true, false) => load(path)?,
            };
            let options: BTreeMap<String, bool> = config
                .get("options")
                .and_then(|o| serde_json::from_value(o.clone()).ok())
                .unwrap_or_default();
            apply_patch(resources, &patch, target.as_ref(), &options, schema)?;
        }
        Some("PatchStrategicMergeTransformer") => {
            let mut entries = Vec::new();
            let mut documents = Vec::new();
            for entry in config
                .get("paths")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let Some(entry) = entry.as_str() else {
                    continue;
                };
                entries.push(entry.to_owned());
                match parse_strategic_merge_entry(entry) {
                    Some(inline) => documents.extend(inline),
                    None => documents.extend(parse_strategic_merge_file(&load(entry)?)?),
                }
            }
            let inline = text("patches");
            if entries.is_empty() && inline.is_empty() {
                return Err(config_error(
                    "empty file path and empty patch content".into(),
                ));
            }
            if !inline.is_empty() {
                documents.extend(parse_strategic_merge_file(inline)?);
            }
            if documents.is_empty() {
                return Err(PatchError::Empty { files: entries }.into());
            }
            apply_patches_strategic_merge(resources, &entries, &documents, schema)?;
        }
        Some("PatchJson6902Transformer") => {
            let Some(target) = target else {
                return Err(config_error("must specify a target for patch".into()));
            };
            if target.name.as_deref().unwrap_or_default().is_empty() {
                return Err(config_error("must specify the target name".into()));
            }
            let (inline, path) = (text("jsonOp"), text("path"));
            let ops_text = match (inline.is_empty(), path.is_empty()) {
                (true, true) => {
                    return Err(config_error("empty file path and empty jsonOp".into()));
                }
                (false, false) => {
                    return Err(config_error(
                        "must specify a file path or jsonOp, not both".into(),
                    ));
                }
                (false, true) => inline.to_owned(),
                (true, false) => load(path)?,
            };
            let ops = parse_json_ops(&ops_text)
                .filter(|ops| json6902::validate(ops).is_ok())
                .ok_or_else(|| config_error(format!("decoding {ops_text}")))?;
            if ops.as_array().is_none_or(|list| list.is_empty()) {
                return Err(config_error(format!(
                    "patch appears to be empty; file={path}, JsonOp={ops_text}"
                )));
            }
            if json6902_to_selected(resources, &ops, &target, false, schema)? == 0 {
                let id = Id {
                    group: target.group.clone().unwrap_or_default(),
                    version: target.version.clone().unwrap_or_default(),
                    kind: target.kind.clone().unwrap_or_default(),
                    name: target.name.clone().unwrap_or_default(),
                    namespace: target.namespace.clone().unwrap_or_default(),
                };
                return Err(config_error(format!(
                    "patchesJson6902 target not found for {id}"
                )));
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}

fn is_internal_annotation(key: &str) -> bool {
    key.starts_with("internal.config.kubernetes.io/")
        || matches!(
            key,
            "config.kubernetes.io/path" | "config.kubernetes.io/index" | "config.k8s.io/id"
        )
}

/// kustomize's `Resource.ApplySmPatch`; `false` when the patch deleted the resource.
fn apply_to_resource(
    resource: &mut Value,
    patch: &Value,
    options: PatchOptions,
    schema: &Schema,
) -> Result<bool, PatchError> {
    let field =
        |value: &Value, pointer: &str| crate::kustomize::resource::at(value, pointer).cloned();
    let name = field(resource, "/metadata/name");
    let namespace = field(resource, "/metadata/namespace");
    let kind = field(resource, "/kind");
    if options.allow_name_change || options.allow_kind_change {
        store_previous_id(resource, schema);
    }
    let Some(mut merged) = strategic_merge_owned(std::mem::take(resource), patch, schema)? else {
        return Ok(false);
    };
    let Value::Object(map) = &mut merged else {
        *resource = merged;
        return Ok(true);
    };
    if map.is_empty() {
        return Ok(false);
    }
    if !options.allow_kind_change {
        map.insert(
            "kind".to_owned(),
            kind.unwrap_or_else(|| Value::String(String::new())),
        );
    }
    let metadata = map
        .entry("metadata")
        .or_insert_with(|| Value::Object(Default::default()));
    if let Value::Object(metadata) = metadata {
        if !options.allow_name_change {
            metadata.insert(
                "name".to_owned(),
                name.unwrap_or_else(|| Value::String(String::new())),
            );
        }
        let namespace = namespace
            .map(|ns| merge::node_value(&ns))
            .unwrap_or_default();
        if namespace.is_empty() || namespace == "null" {
            metadata.remove("namespace");
        } else {
            metadata.insert("namespace".to_owned(), Value::String(namespace));
        }
    }
    *resource = merged;
    Ok(true)
}

/// kustomize's `ResMap.GetById`: the one resource that has, or had, the patch's id.
fn find_by_id(
    resources: &[Value],
    patch: &Value,
    schema: &Schema,
) -> Result<usize, TargetLookupError> {
    let wanted = current_id(patch);
    let mut found = None;
    for (index, resource) in resources.iter().enumerate() {
        if !could_have_name(resource, &wanted.name) {
            continue;
        }
        let ids = ResIds::of(resource, schema);
        if ids.all().any(|id| id.same_as(&wanted, schema)) {
            if found.is_some() {
                return Err(TargetLookupError::Many {
                    id: Box::new(wanted),
                });
            }
            found = Some(index);
        }
    }
    found.ok_or_else(|| TargetLookupError::None {
        id: Box::new(wanted),
    })
}

/// A cheap filter before computing ids: the current name, or any previous name.
fn could_have_name(resource: &Value, name: &str) -> bool {
    let metadata = resource.get("metadata");
    let current = metadata.and_then(|m| m.get("name")).and_then(Value::as_str);
    if current == Some(name) {
        return true;
    }
    metadata
        .and_then(|m| m.get("annotations"))
        .and_then(|a| a.get(ids::PREVIOUS_NAMES))
        .and_then(Value::as_str)
        .is_some_and(|names| names.split(',').any(|n| n == name))
}

fn check_unique_ids(resources: &[Value], schema: &Schema) -> Result<(), PatchError> {
    use crate::kustomize::resource::get;
    use std::borrow::Cow;
    // The id's parts as current_id and Id::effective_namespace make them, borrowed: this runs
    // over every resource after each patch with a target.
    fn text(value: Option<&Value>) -> Cow<'_, str> {
        match value {
            Some(Value::String(s)) => Cow::Borrowed(s),
            Some(Value::Null) | None => Cow::Borrowed(""),
            Some(other) => Cow::Owned(merge::node_value(other)),
        }
    }
    fn split(api_version: &str) -> (&str, &str) {
        api_version.rsplit_once('/').unwrap_or(("", api_version))
    }
    let mut seen = crate::kustomize::FastSet::default();
    for resource in resources {
        let api_version = text(get(resource, "apiVersion"));
        let kind = text(get(resource, "kind"));
        let metadata = get(resource, "metadata");
        let name = text(metadata.and_then(|m| get(m, "name")));
        let namespace = text(metadata.and_then(|m| get(m, "namespace")));
        let (group, version) = split(&api_version);
        let joined = if group.is_empty() {
            version
        } else {
            api_version.as_ref()
        };
        let namespaceable = schema.is_namespaceable(joined, &kind);
        let (group, version): (Cow<'_, str>, Cow<'_, str>) = match api_version {
            Cow::Borrowed(text) => {
                let (group, version) = split(text);
                (group.into(), version.into())
            }
            Cow::Owned(text) => {
                let (group, version) = split(&text);
                (group.to_owned().into(), version.to_owned().into())
            }
        };
        let effective_namespace = if !namespaceable {
            Cow::Borrowed("_non_namespaceable_")
        } else if namespace.is_empty() {
            Cow::Borrowed("default")
        } else {
            namespace
        };
        if !seen.insert((group, version, kind, name, effective_namespace)) {
            return Err(PatchError::IdCollision {
                id: Box::new(current_id(resource)),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn deployment(name: &str, namespace: Option<&str>) -> Value {
        let mut d = json!({"apiVersion": "apps/v1", "kind": "Deployment",
            "metadata": {"name": name}, "spec": {"replicas": 1}});
        if let Some(ns) = namespace {
            d["metadata"]["namespace"] = json!(ns);
        }
        d
    }

    fn replicas_patch(name: &str, replicas: i64) -> Value {
        json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": name},
               "spec": {"replicas": replicas}})
    }

    #[test]
    fn patch_without_target_finds_the_resource_by_id() {
        let mut resources = vec![deployment("a", None), deployment("b", None)];
        let patches = [replicas_patch("b", 3)];
        let schema = Schema::builtin();
        apply_strategic_merge(
            &mut resources,
            &patches,
            None,
            PatchOptions::default(),
            schema,
        )
        .unwrap();
        assert_eq!(resources[1]["spec"]["replicas"], json!(3));
        assert_eq!(resources[0]["spec"]["replicas"], json!(1));
    }

    #[test]
    fn patch_without_matching_resource_fails_with_kustomize_message() {
        let mut resources = vec![deployment("a", None)];
        let patches = [replicas_patch("nope", 3)];
        let error = apply_strategic_merge(
            &mut resources,
            &patches,
            None,
            PatchOptions::default(),
            Schema::builtin(),
        )
        .unwrap_err();
        assert_eq!(
            error.to_string(),
            "no resource matches strategic merge patch \"Deployment.v1.apps/nope.[noNs]\": \
             no matches for Id Deployment.v1.apps/nope.[noNs]; failed to find unique target \
             for patch Deployment.v1.apps/nope.[noNs]"
        );
    }

    #[test]
    fn previous_names_still_find_a_renamed_resource() {
        let schema = Schema::builtin();
        let mut renamed = deployment("a", None);
        store_previous_id(&mut renamed, schema);
        renamed["metadata"]["name"] = json!("prefix-a");
        let mut resources = vec![renamed];
        apply_patches_strategic_merge(&mut resources, &[], &[replicas_patch("a", 5)], schema)
            .unwrap();
        assert_eq!(resources[0]["spec"]["replicas"], json!(5));
        assert_eq!(resources[0]["metadata"]["name"], json!("prefix-a"));
    }

    #[test]
    fn target_patches_every_selected_resource_and_keeps_names() {
        let mut resources = vec![deployment("a", None), deployment("b", Some("x"))];
        let target = Selector {
            kind: Some("Deployment".to_owned()),
            ..Selector::default()
        };
        let patch = replicas_patch("ignored", 2);
        let schema = Schema::builtin();
        apply_strategic_merge(
            &mut resources,
            &[patch],
            Some(&target),
            Default::default(),
            schema,
        )
        .unwrap();
        assert_eq!(resources[0]["spec"]["replicas"], json!(2));
        assert_eq!(resources[1]["spec"]["replicas"], json!(2));
        assert_eq!(resources[0]["metadata"]["name"], json!("a"));
        assert_eq!(
            resources[1]["metadata"],
            json!({"name": "b", "namespace": "x"})
        );
    }

    #[test]
    fn allow_name_change_renames_and_remembers_the_old_name() {
        let mut resources = vec![deployment("a", None)];
        let target = Selector {
            name: Some("a".to_owned()),
            ..Selector::default()
        };
        let options = PatchOptions {
            allow_name_change: true,
            ..Default::default()
        };
        let schema = Schema::builtin();
        apply_strategic_merge(
            &mut resources,
            &[replicas_patch("z", 1)],
            Some(&target),
            options,
            schema,
        )
        .unwrap();
        assert_eq!(resources[0]["metadata"]["name"], json!("z"));
        assert_eq!(ResIds::of(&resources[0], schema).original().name, "a");
    }

    #[test]
    fn renaming_two_resources_to_one_id_is_an_error() {
        let mut resources = vec![deployment("a", None), deployment("b", None)];
        let target = Selector {
            kind: Some("Deployment".to_owned()),
            ..Selector::default()
        };
        let options = PatchOptions {
            allow_name_change: true,
            ..Default::default()
        };
        let error = apply_strategic_merge(
            &mut resources,
            &[replicas_patch("z", 1)],
            Some(&target),
            options,
            Schema::builtin(),
        )
        .unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("may not add resource with an already registered id")
        );
    }

    #[test]
    fn delete_directive_removes_the_resource() {
        let mut resources = vec![deployment("a", None), deployment("b", None)];
        let mut patch = replicas_patch("a", 1);
        patch["$patch"] = json!("delete");
        apply_patches_strategic_merge(&mut resources, &[], &[patch], Schema::builtin()).unwrap();
        assert_eq!(resources.len(), 1);
        assert_eq!(resources[0]["metadata"]["name"], json!("b"));
    }

    #[test]
    fn json_patch_applies_to_selected_resources_and_keeps_internal_annotations() {
        let schema = Schema::builtin();
        let mut resources = vec![deployment("a", None), deployment("b", None)];
        let target = Selector {
            name: Some("b".to_owned()),
            ..Selector::default()
        };
        let ops = json!([{"op": "replace", "path": "/spec/replicas", "value": 7},
                         {"op": "remove", "path": "/metadata/annotations"}]);
        resources[1]["metadata"]["annotations"] = json!({"x": "y"});
        apply_json6902(&mut resources, &ops, &target, schema).unwrap();
        assert_eq!(resources[1]["spec"]["replicas"], json!(7));
        assert_eq!(
            resources[1]["metadata"]["annotations"],
            json!({ids::PREVIOUS_KINDS: "Deployment", ids::PREVIOUS_NAMES: "b",
                   ids::PREVIOUS_NAMESPACES: "default"})
        );
        assert_eq!(resources[0]["spec"]["replicas"], json!(1));
    }
}

#[cfg(test)]
mod transformer_config_tests {
    use super::*;
    use serde_json::json;

    fn resources() -> Vec<Value> {
        vec![
            json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "web"},
                    "spec": {"replicas": 1}}),
        ]
    }

    fn no_files(path: &str) -> Result<String, String> {
        Err(format!("no file {path}"))
    }

    #[test]
    fn patch_transformer_config_patches_its_target() {
        let mut resources = resources();
        let config = json!({"apiVersion": "builtin", "kind": "PatchTransformer",
            "metadata": {"name": "t"}, "target": {"kind": "Deployment"},
            "patch": "[{\"op\": \"replace\", \"path\": \"/spec/replicas\", \"value\": 4}]"});
        let handled =
            apply_transformer_config(&mut resources, &config, &mut no_files, Schema::builtin())
                .unwrap();
        assert!(handled);
        assert_eq!(resources[0]["spec"]["replicas"], json!(4));
    }

    #[test]
    fn json6902_transformer_config_reads_its_file_and_needs_a_match() {
        let mut resources = resources();
        let config = json!({"apiVersion": "builtin", "kind": "PatchJson6902Transformer",
            "metadata": {"name": "t"},
            "target": {"group": "apps", "version": "v1", "kind": "Deployment", "name": "web"},
            "path": "ops.yaml"});
        let mut read = |_: &str| Ok("- op: add\n  path: /spec/paused\n  value: true\n".to_owned());
        apply_transformer_config(&mut resources, &config, &mut read, Schema::builtin()).unwrap();
        assert_eq!(resources[0]["spec"]["paused"], json!(true));
        assert!(resources[0]["metadata"].get("annotations").is_none());

        let mut missing = config.clone();
        missing["target"]["name"] = json!("nope");
        let error =
            apply_transformer_config(&mut resources, &missing, &mut read, Schema::builtin())
                .unwrap_err();
        assert_eq!(
            error.to_string(),
            "patchesJson6902 target not found for Deployment.v1.apps/nope.[noNs]"
        );
    }

    #[test]
    fn other_kinds_are_left_to_the_caller() {
        let config = json!({"apiVersion": "builtin", "kind": "LabelTransformer"});
        let handled =
            apply_transformer_config(&mut resources(), &config, &mut no_files, Schema::builtin())
                .unwrap();
        assert!(!handled);
    }
}
