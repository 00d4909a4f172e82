//! `configMapGenerator` and `secretGenerator`: ConfigMaps and Secrets made from literals, files
//! and env files, and how they join the resources already accumulated (`behavior`).
//!
//! Entry points, in the order the build uses them:
//! 1. [`generate`] (or [`config_map`] / [`secret`] for one entry) makes the objects of a
//!    kustomization, with the global `generatorOptions` merged into each entry's `options`;
//! 2. [`absorb`] adds each generated object to the resource list: `create` (or no behavior)
//!    appends, `merge` and `replace` fold it into the one object it names;
//! 3. at the very end of the top-level build, [`super::hash::add_hash_suffix`] renames the
//!    objects marked with [`NEEDS_HASH_ANNOTATION`].
//!
//! Generated objects carry two build annotations, [`BEHAVIOR_ANNOTATION`] and (unless
//! `disableNameSuffixHash`) [`NEEDS_HASH_ANNOTATION`]; the pipeline removes them before output
//! (see [`super::hash::is_build_annotation`]).
//!
//! kustomize's rules kept here: sources are read envs first, then literals, then files; a
//! repeated key is an error; literal values lose one pair of matching surrounding quotes; an
//! env-file line is `KEY=VALUE` (leading whitespace and a first-line BOM dropped, `#` comments
//! and blank lines skipped, a line without `=` is the key with an empty value, nothing else
//! trimmed: no `export`, no quotes); keys are not validated (kubectl's kustomize accepts any);
//! file content that is not UTF-8 goes to `binaryData` in a ConfigMap; Secret values and
//! binary data are base64 in lines of 70 characters once longer than that.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Map, Value};

use super::hash::{
    PREVIOUS_KINDS_ANNOTATION, PREVIOUS_NAMES_ANNOTATION, PREVIOUS_NAMESPACES_ANNOTATION,
    annotation, annotations_mut, ensure_object,
};
use super::types::{GeneratorArgs, GeneratorOptions, Kustomization};

/// Build annotation holding a generated object's behavior: `create`, `merge`, `replace` or
/// `unspecified`.
pub const BEHAVIOR_ANNOTATION: &str = "internal.config.kubernetes.io/generatorBehavior";
/// Build annotation (`enabled`) marking an object whose name gets the content hash.
pub const NEEDS_HASH_ANNOTATION: &str = "internal.config.kubernetes.io/needsHashSuffix";
/// The annotation kustomize records an object's origin in (with `buildMetadata: [originAnnotations]`).
const ORIGIN_ANNOTATION: &str = "config.kubernetes.io/origin";

/// The error a file reader hands back; it becomes the source of [`GeneratorError::Files`] or
/// [`GeneratorError::EnvFiles`].
pub type ReadError = Box<dyn std::error::Error + Send + Sync>;

/// Why a generator could not make or place its object. Messages are kustomize's.
#[derive(Debug, thiserror::Error)]
pub enum GeneratorError {
    #[error("a configmap must have a name")]
    MissingName,
    #[error("invalid generator config: {message}")]
    InvalidPluginConfig { message: String },
    #[error("cloud provider {cloud} not supported yet")]
    UnsupportedCloud { cloud: String },
    #[error("loading KV pairs: env source files: [{}]", .paths.join(" "))]
    EnvFiles {
        paths: Vec<String>,
        #[source]
        source: ReadError,
    },
    #[error("loading KV pairs: literal sources [{}]: invalid literal source {literal}, expected key=value", .literals.join(" "))]
    InvalidLiteral {
        literals: Vec<String>,
        literal: String,
    },
    #[error("loading KV pairs: file sources: [{}]", .sources.join(" "))]
    Files {
        sources: Vec<String>,
        #[source]
        source: ReadError,
    },
    #[error("configmap {name} illegally repeats the key `{key}`")]
    RepeatedKey { name: String, key: String },
    #[error("merging from generator: id {} does not exist; cannot merge or replace", go_res_id(.id))]
    NothingToMerge { id: GenId },
    #[error("merging from generator: id {} exists; can not use behavior: '{behavior}', behavior must be merge or replace", go_res_id(.id))]
    AlreadyExists { id: GenId, behavior: String },
    #[error("merging from generator: found {count} objects that could accept merge of {}", go_res_id(.id))]
    AmbiguousMerge { id: GenId, count: usize },
}

/// A source-level problem, reported under [`GeneratorError::Files`] or
/// [`GeneratorError::EnvFiles`] as kustomize nests them.
#[derive(Debug, thiserror::Error)]
pub enum SourceError {
    #[error("missing key name for file path {path:?} in source {source_text:?}")]
    MissingKey { path: String, source_text: String },
    #[error("missing file path for key name {key:?} in source {source_text:?}")]
    MissingPath { key: String, source_text: String },
    #[error("source {source_text:?} key name or file path contains '='")]
    TooManyEquals { source_text: String },
    #[error("line [{}] has invalid utf8 bytes : {}", .line.iter().map(u8::to_string).collect::<Vec<_>>().join(" "), String::from_utf8_lossy(.line))]
    InvalidUtf8 { line: Vec<u8> },
}

/// The id a generated object is matched by: its kind, name and namespace as generated
/// (group is empty and version `v1` for both kinds).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenId {
    pub kind: String,
    pub name: String,
    pub namespace: String,
}

fn go_res_id(id: &GenId) -> String {
    format!(
        "resid.ResId{{Gvk:resid.Gvk{{Group:\"\", Version:\"v1\", Kind:{:?}, isClusterScoped:false}}, Name:{:?}, Namespace:{:?}}}",
        id.kind, id.name, id.namespace
    )
}

/// Makes every ConfigMap, then every Secret, of a kustomization, with its `generatorOptions`
/// merged into each entry. `read` loads a file named in the kustomization (relative to its
/// directory, as written); the caller resolves it and enforces load restrictions.
pub fn generate(
    kustomization: &Kustomization,
    read: &mut dyn FnMut(&str) -> Result<Vec<u8>, ReadError>,
) -> Result<Vec<Value>, GeneratorError> {
    let global = kustomization.generator_options.as_ref();
    let mut out = Vec::new();
    for args in kustomization.config_map_generator.iter().flatten() {
        out.push(config_map(args, global, read)?);
    }
    for args in kustomization.secret_generator.iter().flatten() {
        out.push(secret(args, global, read)?);
    }
    Ok(out)
}

/// Reads the config of a builtin generator plugin listed under `generators:`
/// (`apiVersion: builtin`, `kind: ConfigMapGenerator` or `SecretGenerator`) into the arguments
/// of [`config_map`] or [`secret`]. As in kustomize, `metadata.name` and `metadata.namespace`
/// stand in for a missing `name` and `namespace`, unknown fields are ignored, and the
/// kustomization's `generatorOptions` do not apply (pass `None` as `global`).
pub fn plugin_args(config: &Value) -> Result<GeneratorArgs, GeneratorError> {
    const FIELDS: [&str; 9] = [
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
    let mut args = Map::new();
    for (key, value) in config.as_object().into_iter().flatten() {
        if FIELDS.contains(&key.as_str()) && !value.is_null() {
            args.insert(key.clone(), value.clone());
        }
    }
    let mut parsed: GeneratorArgs = serde_json::from_value(Value::Object(args)).map_err(|e| {
        GeneratorError::InvalidPluginConfig {
            message: e.to_string(),
        }
    })?;
    let meta = |key: &str| {
        crate::kustomize::resource::at(config, &format!("/metadata/{key}"))
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    if parsed.name.as_deref().is_none_or(str::is_empty) {
        parsed.name = meta("name");
    }
    if parsed.namespace.as_deref().is_none_or(str::is_empty) {
        parsed.namespace = meta("namespace");
    }
    Ok(parsed)
}

/// Makes the object of a builtin `IAMPolicyGenerator` plugin config: for `cloud: gke`, the
/// Kubernetes ServiceAccount `kubernetesService` (name, optional namespace) annotated with the
/// Google service account `serviceAccount.name@serviceAccount.projectId`. It gets no hash
/// suffix and no behavior, as in kustomize.
pub fn iam_policy(config: &Value) -> Result<Value, GeneratorError> {
    let text = |ptr: &str| {
        crate::kustomize::resource::at(config, ptr)
            .and_then(Value::as_str)
            .unwrap_or_default()
    };
    let cloud = text("/cloud");
    if cloud != "gke" {
        return Err(GeneratorError::UnsupportedCloud {
            cloud: cloud.to_owned(),
        });
    }
    let mut annotations = Map::new();
    annotations.insert(
        "iam.gke.io/gcp-service-account".to_owned(),
        Value::from(format!(
            "{}@{}.iam.gserviceaccount.com",
            text("/serviceAccount/name"),
            text("/serviceAccount/projectId")
        )),
    );
    let mut metadata = Map::new();
    metadata.insert("annotations".to_owned(), Value::Object(annotations));
    metadata.insert(
        "name".to_owned(),
        Value::from(text("/kubernetesService/name")),
    );
    let namespace = text("/kubernetesService/namespace");
    if !namespace.is_empty() {
        metadata.insert("namespace".to_owned(), Value::from(namespace));
    }
    let mut obj = Map::new();
    obj.insert("apiVersion".to_owned(), Value::from("v1"));
    obj.insert("kind".to_owned(), Value::from("ServiceAccount"));
    obj.insert("metadata".to_owned(), Value::Object(metadata));
    Ok(Value::Object(obj))
}

/// Makes the ConfigMap of one `configMapGenerator` entry.
pub fn config_map(
    args: &GeneratorArgs,
    global: Option<&GeneratorOptions>,
    read: &mut dyn FnMut(&str) -> Result<Vec<u8>, ReadError>,
) -> Result<Value, GeneratorError> {
    let mut obj = base_object("ConfigMap", args)?;
    let pairs = load_pairs(args, read)?;
    let mut data = Map::new();
    let mut binary = Map::new();
    for (key, bytes) in pairs {
        match String::from_utf8(bytes) {
            Ok(text) => data.insert(key, Value::from(text)),
            Err(e) => binary.insert(key, Value::from(encode_base64(e.as_bytes()))),
        };
    }
    let root = ensure_object(&mut obj);
    if !data.is_empty() {
        root.insert("data".to_owned(), Value::Object(data));
    }
    if !binary.is_empty() {
        root.insert("binaryData".to_owned(), Value::Object(binary));
    }
    finish(&mut obj, args, global);
    Ok(obj)
}

/// Makes the Secret of one `secretGenerator` entry (`type` defaults to `Opaque`; `data` is
/// always present, `{}` when there are no sources).
pub fn secret(
    args: &GeneratorArgs,
    global: Option<&GeneratorOptions>,
    read: &mut dyn FnMut(&str) -> Result<Vec<u8>, ReadError>,
) -> Result<Value, GeneratorError> {
    let mut obj = base_object("Secret", args)?;
    let secret_type = args
        .type_
        .as_deref()
        .filter(|t| !t.is_empty())
        .unwrap_or("Opaque");
    let pairs = load_pairs(args, read)?;
    let data: Map<String, Value> = pairs
        .into_iter()
        .map(|(k, v)| (k, Value::from(encode_base64(&v))))
        .collect();
    let root = ensure_object(&mut obj);
    root.insert("type".to_owned(), Value::from(secret_type));
    root.insert("data".to_owned(), Value::Object(data));
    finish(&mut obj, args, global);
    Ok(obj)
}

fn base_object(kind: &str, args: &GeneratorArgs) -> Result<Value, GeneratorError> {
    let name = args.name.as_deref().unwrap_or_default();
    if name.is_empty() {
        return Err(GeneratorError::MissingName);
    }
    let mut metadata = Map::new();
    metadata.insert("name".to_owned(), Value::from(name));
    if let Some(ns) = args.namespace.as_deref().filter(|ns| !ns.is_empty()) {
        metadata.insert("namespace".to_owned(), Value::from(ns));
    }
    let mut obj = Map::new();
    obj.insert("apiVersion".to_owned(), Value::from("v1"));
    obj.insert("kind".to_owned(), Value::from(kind));
    obj.insert("metadata".to_owned(), Value::Object(metadata));
    Ok(Value::Object(obj))
}

/// Applies the merged options (labels, annotations, immutable) and the build annotations.
fn finish(obj: &mut Value, args: &GeneratorArgs, global: Option<&GeneratorOptions>) {
    let options = merge_options(args.options.as_ref(), global);
    let root = ensure_object(obj);
    if !options.labels.is_empty() {
        let metadata = ensure_object(root.entry("metadata").or_insert(Value::Null));
        let labels = ensure_object(metadata.entry("labels").or_insert(Value::Null));
        for (k, v) in &options.labels {
            labels.insert(k.clone(), Value::from(v.as_str()));
        }
    }
    if options.immutable {
        root.insert("immutable".to_owned(), Value::Bool(true));
    }
    let annotations = annotations_mut(obj);
    for (k, v) in &options.annotations {
        annotations.insert(k.clone(), Value::from(v.as_str()));
    }
    let behavior = args
        .behavior
        .as_deref()
        .filter(|b| matches!(*b, "create" | "merge" | "replace"))
        .unwrap_or("unspecified");
    annotations.insert(BEHAVIOR_ANNOTATION.to_owned(), Value::from(behavior));
    if !options.disable_name_suffix_hash {
        annotations.insert(NEEDS_HASH_ANNOTATION.to_owned(), Value::from("enabled"));
    }
}

/// Options after kustomize's `MergeGlobalOptionsIntoLocal`: an entry's own labels and
/// annotations win over the global ones; either side can turn the flags on.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct EffectiveOptions {
    pub labels: std::collections::BTreeMap<String, String>,
    pub annotations: std::collections::BTreeMap<String, String>,
    pub disable_name_suffix_hash: bool,
    pub immutable: bool,
}

/// Merges the kustomization's `generatorOptions` into an entry's `options`.
pub fn merge_options(
    local: Option<&GeneratorOptions>,
    global: Option<&GeneratorOptions>,
) -> EffectiveOptions {
    let mut merged = EffectiveOptions::default();
    for opts in [global, local].into_iter().flatten() {
        for (k, v) in opts.labels.iter().flatten() {
            merged.labels.insert(k.clone(), v.clone());
        }
        for (k, v) in opts.annotations.iter().flatten() {
            merged.annotations.insert(k.clone(), v.clone());
        }
        merged.disable_name_suffix_hash |= opts.disable_name_suffix_hash.unwrap_or(false);
        merged.immutable |= opts.immutable.unwrap_or(false);
    }
    merged
}

/// Reads the key/value pairs of an entry: env files, then literals, then files; a key may appear
/// once only.
fn load_pairs(
    args: &GeneratorArgs,
    read: &mut dyn FnMut(&str) -> Result<Vec<u8>, ReadError>,
) -> Result<Vec<(String, Vec<u8>)>, GeneratorError> {
    let mut env_paths = args.envs.clone();
    if let Some(env) = args.env.as_ref().filter(|e| !e.is_empty()) {
        env_paths.push(env.clone());
    }
    let mut pairs: Vec<(String, Vec<u8>)> = Vec::new();
    for path in &env_paths {
        let wrap = |source: ReadError| GeneratorError::EnvFiles {
            paths: env_paths.clone(),
            source,
        };
        let content = read(path).map_err(wrap)?;
        for (k, v) in parse_env_file(&content).map_err(|e| wrap(Box::new(e)))? {
            pairs.push((k, v.into_bytes()));
        }
    }
    for literal in &args.literals {
        let (k, v) = parse_literal(literal).ok_or_else(|| GeneratorError::InvalidLiteral {
            literals: args.literals.clone(),
            literal: literal.clone(),
        })?;
        pairs.push((k, v.into_bytes()));
    }
    for source in &args.files {
        let wrap = |source: ReadError| GeneratorError::Files {
            sources: args.files.clone(),
            source,
        };
        let (key, path) = parse_file_source(source).map_err(|e| wrap(Box::new(e)))?;
        let content = read(&path).map_err(wrap)?;
        pairs.push((key, content));
    }
    let mut seen = std::collections::HashSet::new();
    for (key, _) in &pairs {
        if !seen.insert(key.as_str()) {
            return Err(GeneratorError::RepeatedKey {
                name: args.name.clone().unwrap_or_default(),
                key: key.clone(),
            });
        }
    }
    Ok(pairs)
}

/// Splits `key=value`; the value loses one pair of matching surrounding quotes. `None` when
/// there is no `=` or the key is empty.
pub fn parse_literal(source: &str) -> Option<(String, String)> {
    let (key, value) = source.split_once('=')?;
    if key.is_empty() {
        return None;
    }
    Some((key.to_owned(), strip_quotes(value).to_owned()))
}

fn strip_quotes(value: &str) -> &str {
    let bytes = value.as_bytes();
    if bytes.len() >= 2
        && bytes[0] == bytes[bytes.len() - 1]
        && (bytes[0] == b'"' || bytes[0] == b'\'')
    {
        &value[1..value.len() - 1]
    } else {
        value
    }
}

/// Splits a `files:` entry into key and path: `path` (the key is its base name) or `key=path`.
pub fn parse_file_source(source: &str) -> Result<(String, String), SourceError> {
    match source.matches('=').count() {
        0 => Ok((go_base_name(source), source.to_owned())),
        1 => {
            let (key, path) = source.split_once('=').expect("one '=' counted");
            if key.is_empty() {
                Err(SourceError::MissingKey {
                    path: path.to_owned(),
                    source_text: source.to_owned(),
                })
            } else if path.is_empty() {
                Err(SourceError::MissingPath {
                    key: key.to_owned(),
                    source_text: source.to_owned(),
                })
            } else {
                Ok((key.to_owned(), path.to_owned()))
            }
        }
        _ => Err(SourceError::TooManyEquals {
            source_text: source.to_owned(),
        }),
    }
}

/// Go's `filepath.Base`: the last element, trailing slashes ignored.
fn go_base_name(path: &str) -> String {
    if path.is_empty() {
        return ".".to_owned();
    }
    let trimmed = path.trim_end_matches('/');
    if trimmed.is_empty() {
        return "/".to_owned();
    }
    trimmed.rsplit('/').next().unwrap_or(trimmed).to_owned()
}

/// Parses an env file into pairs, in file order.
pub fn parse_env_file(content: &[u8]) -> Result<Vec<(String, String)>, SourceError> {
    let mut pairs = Vec::new();
    for (index, raw) in scan_lines(content).into_iter().enumerate() {
        let Ok(mut line) = std::str::from_utf8(raw) else {
            return Err(SourceError::InvalidUtf8 { line: raw.to_vec() });
        };
        if index == 0 {
            line = line.strip_prefix('\u{feff}').unwrap_or(line);
        }
        let line = line.trim_start();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once('=').unwrap_or((line, ""));
        if key.is_empty() {
            continue;
        }
        pairs.push((key.to_owned(), value.to_owned()));
    }
    Ok(pairs)
}

/// Lines as Go's `bufio.Scanner` splits them: on `\n`, one trailing `\r` dropped, no empty
/// last line after a final newline.
fn scan_lines(content: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = content.split(|b| *b == b'\n').collect();
    if content.is_empty() || content.ends_with(b"\n") {
        lines.pop();
    }
    lines
        .into_iter()
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .collect()
}

/// Base64 as kustomize writes it in Secrets and `binaryData`: one line when shorter than 70
/// characters, otherwise lines of 70 each followed by a newline.
pub fn encode_base64(bytes: &[u8]) -> String {
    const LINE: usize = 70;
    let encoded = STANDARD.encode(bytes);
    if encoded.len() < LINE {
        return encoded;
    }
    let mut out = String::with_capacity(encoded.len() + encoded.len() / LINE + 1);
    for chunk in encoded.as_bytes().chunks(LINE) {
        out.push_str(std::str::from_utf8(chunk).expect("base64 is ASCII"));
        out.push('\n');
    }
    out
}

/// Adds a generated object to `resources` according to its behavior:
/// - `create`/unspecified: appended; an object with the same id is an error;
/// - `merge`: the existing object (matched by its current or any previous id) takes the new
///   labels, annotations, `data` and `binaryData` entries over its own, and keeps its name,
///   namespace and origin;
/// - `replace`: the new object takes the place of the existing one, with the existing labels
///   and annotations under its own, and the existing name and namespace.
///
/// Either way the object's build annotations come from the existing one, and its name gets the
/// hash only if both the existing and the new object asked for it (what kubectl kustomize does).
pub fn absorb(resources: &mut Vec<Value>, generated: Value) -> Result<(), GeneratorError> {
    let id = gen_id(&generated);
    let behavior = annotation(&generated, BEHAVIOR_ANNOTATION)
        .unwrap_or("unspecified")
        .to_owned();
    let matches: Vec<usize> = resources
        .iter()
        .enumerate()
        .filter(|(_, r)| matches_any_id(r, &id))
        .map(|(i, _)| i)
        .collect();
    match matches.as_slice() {
        [] => match behavior.as_str() {
            "merge" | "replace" => Err(GeneratorError::NothingToMerge { id }),
            _ => {
                resources.push(generated);
                Ok(())
            }
        },
        [index] => {
            let old = &resources[*index];
            let merged = match behavior.as_str() {
                "replace" => merge_metadata(generated, old),
                "merge" => {
                    let mut merged = merge_metadata(generated, old);
                    merge_string_map(&mut merged, old, "data");
                    merge_string_map(&mut merged, old, "binaryData");
                    if let Some(origin) = annotation(old, ORIGIN_ANNOTATION) {
                        let origin = Value::from(origin);
                        annotations_mut(&mut merged).insert(ORIGIN_ANNOTATION.to_owned(), origin);
                    }
                    merged
                }
                _ => return Err(GeneratorError::AlreadyExists { id, behavior }),
            };
            resources[*index] = merged;
            Ok(())
        }
        many => Err(GeneratorError::AmbiguousMerge {
            id,
            count: many.len(),
        }),
    }
}

fn gen_id(obj: &Value) -> GenId {
    let text = |ptr: &str| {
        crate::kustomize::resource::at(obj, ptr)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned()
    };
    GenId {
        kind: text("/kind"),
        name: text("/metadata/name"),
        namespace: text("/metadata/namespace"),
    }
}

fn effective_namespace(ns: &str) -> &str {
    if ns.is_empty() { "default" } else { ns }
}

/// Whether `obj` is, or once was, a `v1` object of the id's kind, name and namespace.
fn matches_any_id(obj: &Value, id: &GenId) -> bool {
    match obj {
        Value::Object(map) if !map.is_empty() => {}
        _ => return false,
    }
    if obj.get("apiVersion").and_then(Value::as_str) != Some("v1") {
        return false;
    }
    let current = gen_id(obj);
    let same = |kind: &str, name: &str, ns: &str| {
        kind == id.kind
            && name == id.name
            && effective_namespace(ns) == effective_namespace(&id.namespace)
    };
    if same(&current.kind, &current.name, &current.namespace) {
        return true;
    }
    let Some(names) = annotation(obj, PREVIOUS_NAMES_ANNOTATION) else {
        return false;
    };
    let namespaces = annotation(obj, PREVIOUS_NAMESPACES_ANNOTATION).unwrap_or_default();
    let kinds = annotation(obj, PREVIOUS_KINDS_ANNOTATION).unwrap_or_default();
    names
        .split(',')
        .zip(namespaces.split(','))
        .zip(kinds.split(','))
        .any(|((name, ns), kind)| same(kind, name, ns))
}

const BUILD_ANNOTATIONS: [&str; 16] = [
    super::vars::REF_VAR_NAMES_ANNOTATION,
    PREVIOUS_KINDS_ANNOTATION,
    PREVIOUS_NAMES_ANNOTATION,
    "internal.config.kubernetes.io/prefixes",
    "internal.config.kubernetes.io/suffixes",
    PREVIOUS_NAMESPACES_ANNOTATION,
    "internal.config.kubernetes.io/allowNameChange",
    "internal.config.kubernetes.io/allowKindChange",
    "internal.config.kubernetes.io/refBy",
    BEHAVIOR_ANNOTATION,
    NEEDS_HASH_ANNOTATION,
    "internal.config.kubernetes.io/path",
    "internal.config.kubernetes.io/index",
    "internal.config.kubernetes.io/seqindent",
    "config.kubernetes.io/path",
    "config.kubernetes.io/index",
];

/// kustomize's `CopyMergeMetaDataFieldsFrom`: labels and annotations of `old` under those of
/// `new`, build annotations from `old` alone, name and namespace of `old`.
fn merge_metadata(mut new: Value, old: &Value) -> Value {
    let new_hash = annotation(&new, NEEDS_HASH_ANNOTATION) == Some("enabled");
    for field in ["labels", "annotations"] {
        let mut merged = string_map(crate::kustomize::resource::at(
            old,
            &format!("/metadata/{field}"),
        ));
        for (k, v) in string_map(crate::kustomize::resource::at(
            &new,
            &format!("/metadata/{field}"),
        )) {
            merged.insert(k, v);
        }
        if field == "annotations" {
            for key in BUILD_ANNOTATIONS {
                match annotation(old, key) {
                    Some(v) => merged.insert(key.to_owned(), Value::from(v)),
                    None => merged.remove(key),
                };
            }
            if !new_hash {
                merged.remove(NEEDS_HASH_ANNOTATION);
            }
        }
        let metadata = ensure_object(
            ensure_object(&mut new)
                .entry("metadata")
                .or_insert(Value::Null),
        );
        if merged.is_empty() {
            metadata.remove(field);
        } else {
            metadata.insert(field.to_owned(), Value::Object(merged));
        }
    }
    let metadata = ensure_object(
        ensure_object(&mut new)
            .entry("metadata")
            .or_insert(Value::Null),
    );
    let old_name = crate::kustomize::resource::at(old, "/metadata/name")
        .cloned()
        .unwrap_or(Value::from(""));
    metadata.insert("name".to_owned(), old_name);
    match crate::kustomize::resource::at(old, "/metadata/namespace")
        .and_then(Value::as_str)
        .filter(|ns| !ns.is_empty())
    {
        Some(ns) => metadata.insert("namespace".to_owned(), Value::from(ns)),
        None => metadata.remove("namespace"),
    };
    new
}

/// A map field read as kustomize's `map[string]string`: scalars as their text.
fn string_map(value: Option<&Value>) -> Map<String, Value> {
    let Some(Value::Object(map)) = value else {
        return Map::new();
    };
    map.iter()
        .map(|(k, v)| (k.clone(), Value::from(scalar_text(v))))
        .collect()
}

fn scalar_text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        other => other.to_string(),
    }
}

/// `field` of `merged` becomes the entries of `old` under its own; an empty result removes it.
fn merge_string_map(merged: &mut Value, old: &Value, field: &str) {
    let mut result = string_map(old.get(field));
    for (k, v) in string_map(merged.get(field)) {
        result.insert(k, v);
    }
    let root = ensure_object(merged);
    if result.is_empty() {
        root.remove(field);
    } else {
        root.insert(field.to_owned(), Value::Object(result));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn no_files(path: &str) -> Result<Vec<u8>, ReadError> {
        Err(format!("no file {path}").into())
    }

    fn args(name: &str) -> GeneratorArgs {
        GeneratorArgs {
            name: Some(name.to_owned()),
            ..GeneratorArgs::default()
        }
    }

    #[test]
    fn literals_strip_one_pair_of_matching_quotes() {
        assert_eq!(
            parse_literal("q=\"quoted\""),
            Some(("q".into(), "quoted".into()))
        );
        assert_eq!(
            parse_literal("s='single'"),
            Some(("s".into(), "single".into()))
        );
        assert_eq!(
            parse_literal("m='mixed\""),
            Some(("m".into(), "'mixed\"".into()))
        );
        assert_eq!(parse_literal("k=\""), Some(("k".into(), "\"".into())));
        assert_eq!(parse_literal("e="), Some(("e".into(), String::new())));
        assert_eq!(parse_literal("a=b=c"), Some(("a".into(), "b=c".into())));
        assert_eq!(parse_literal("=x"), None);
        assert_eq!(parse_literal("nokv"), None);
    }

    #[test]
    fn env_files_keep_everything_after_the_first_equals() {
        let content = b"\xef\xbb\xbfA=1\n# comment\n\n  B = 2\nexport C=3\nHOME\n=x\r\nD=4\r\n";
        let pairs = parse_env_file(content).unwrap();
        let expected = [
            ("A", "1"),
            ("B ", " 2"),
            ("export C", "3"),
            ("HOME", ""),
            ("D", "4"),
        ];
        let expected: Vec<(String, String)> = expected
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        assert_eq!(pairs, expected);
    }

    #[test]
    fn env_file_with_invalid_utf8_is_an_error() {
        let err = parse_env_file(b"\xff=1\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line [255 61 49] has invalid utf8 bytes : \u{fffd}=1"
        );
    }

    #[test]
    fn file_sources_name_their_key() {
        assert_eq!(
            parse_file_source("dir/f.txt").unwrap(),
            ("f.txt".into(), "dir/f.txt".into())
        );
        assert_eq!(
            parse_file_source("k2=f.txt").unwrap(),
            ("k2".into(), "f.txt".into())
        );
        assert_eq!(
            parse_file_source("=x").unwrap_err().to_string(),
            "missing key name for file path \"x\" in source \"=x\""
        );
        assert_eq!(
            parse_file_source("k=").unwrap_err().to_string(),
            "missing file path for key name \"k\" in source \"k=\""
        );
        assert_eq!(
            parse_file_source("k=v=w").unwrap_err().to_string(),
            "source \"k=v=w\" key name or file path contains '='"
        );
    }

    #[test]
    fn config_map_from_all_sources() {
        let mut gen_args = args("cm");
        gen_args.literals = vec!["a=b".into()];
        gen_args.files = vec!["f.txt".into(), "bin=bin.dat".into()];
        gen_args.envs = vec!["app.env".into()];
        let mut read = |path: &str| -> Result<Vec<u8>, ReadError> {
            Ok(match path {
                "f.txt" => b"hello\nworld\n".to_vec(),
                "bin.dat" => vec![0xff, 0xfe, 0x00],
                "app.env" => b"X=1\n".to_vec(),
                _ => return Err("missing".into()),
            })
        };
        let cm = config_map(&gen_args, None, &mut read).unwrap();
        assert_eq!(
            cm,
            json!({"apiVersion": "v1", "kind": "ConfigMap",
                "metadata": {"name": "cm", "annotations": {
                    BEHAVIOR_ANNOTATION: "unspecified", NEEDS_HASH_ANNOTATION: "enabled"}},
                "data": {"X": "1", "a": "b", "f.txt": "hello\nworld\n"},
                "binaryData": {"bin": "//4A"}})
        );
    }

    #[test]
    fn repeated_keys_are_an_error() {
        let mut gen_args = args("cm");
        gen_args.literals = vec!["a=1".into(), "a=2".into()];
        let err = config_map(&gen_args, None, &mut no_files).unwrap_err();
        assert_eq!(
            err.to_string(),
            "configmap cm illegally repeats the key `a`"
        );
    }

    #[test]
    fn invalid_literal_names_all_literals() {
        let mut gen_args = args("cm");
        gen_args.literals = vec!["a=1".into(), "nokv".into()];
        let err = config_map(&gen_args, None, &mut no_files).unwrap_err();
        assert_eq!(
            err.to_string(),
            "loading KV pairs: literal sources [a=1 nokv]: invalid literal source nokv, expected key=value"
        );
    }

    #[test]
    fn nameless_generator_is_an_error() {
        let err = secret(&args(""), None, &mut no_files).unwrap_err();
        assert_eq!(err.to_string(), "a configmap must have a name");
    }

    #[test]
    fn secret_defaults_to_opaque_and_always_has_data() {
        let s = secret(&args("empty"), None, &mut no_files).unwrap();
        assert_eq!(s["type"], "Opaque");
        assert_eq!(s["data"], json!({}));
        let mut typed = args("tls");
        typed.type_ = Some("kubernetes.io/tls".into());
        typed.literals = vec!["a=b".into()];
        let s = secret(&typed, None, &mut no_files).unwrap();
        assert_eq!(s["type"], "kubernetes.io/tls");
        assert_eq!(s["data"], json!({"a": "Yg=="}));
    }

    #[test]
    fn long_base64_is_split_in_lines_of_70() {
        let encoded = encode_base64(&[7u8; 60]);
        let lines: Vec<&str> = encoded.split('\n').collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0].len(), 70);
        assert_eq!(lines[1].len(), 10);
        assert_eq!(lines[2], "");
        assert!(!encode_base64(b"short").contains('\n'));
    }

    #[test]
    fn local_options_win_over_global_ones() {
        let global = GeneratorOptions {
            labels: Some([("g".into(), "1".into()), ("both".into(), "global".into())].into()),
            immutable: Some(true),
            ..GeneratorOptions::default()
        };
        let local = GeneratorOptions {
            labels: Some([("both".into(), "local".into())].into()),
            disable_name_suffix_hash: Some(true),
            ..GeneratorOptions::default()
        };
        let merged = merge_options(Some(&local), Some(&global));
        assert_eq!(merged.labels["g"], "1");
        assert_eq!(merged.labels["both"], "local");
        assert!(merged.immutable && merged.disable_name_suffix_hash);
    }

    fn generated(name: &str, behavior: &str, data: Value, hash: bool) -> Value {
        let mut gen_args = args(name);
        gen_args.behavior = Some(behavior.into());
        gen_args.options = Some(GeneratorOptions {
            disable_name_suffix_hash: Some(!hash),
            labels: Some([("new".into(), "n".into())].into()),
            ..GeneratorOptions::default()
        });
        let mut cm = config_map(&gen_args, None, &mut no_files).unwrap();
        cm["data"] = data;
        cm
    }

    #[test]
    fn merge_folds_data_into_the_existing_object() {
        let mut resources = vec![json!({"apiVersion": "v1", "kind": "ConfigMap",
            "metadata": {"name": "b-plain", "namespace": "ov", "labels": {"old": "x"},
                "annotations": {PREVIOUS_NAMES_ANNOTATION: "plain",
                    PREVIOUS_NAMESPACES_ANNOTATION: "default",
                    PREVIOUS_KINDS_ANNOTATION: "ConfigMap"}},
            "data": {"n": 1, "keep": "k"}})];
        let new = generated("plain", "merge", json!({"z": "9", "keep": "new"}), true);
        absorb(&mut resources, new).unwrap();
        let merged = &resources[0];
        assert_eq!(merged["metadata"]["name"], "b-plain");
        assert_eq!(merged["metadata"]["namespace"], "ov");
        assert_eq!(
            merged["metadata"]["labels"],
            json!({"old": "x", "new": "n"})
        );
        assert_eq!(merged["data"], json!({"n": "1", "keep": "new", "z": "9"}));
        // The existing object had no hash, so the merged one gets none either.
        assert_eq!(annotation(merged, NEEDS_HASH_ANNOTATION), None);
    }

    #[test]
    fn replace_keeps_only_the_new_data() {
        let mut resources = vec![generated("s", "create", json!({"a": "1"}), true)];
        absorb(
            &mut resources,
            generated("s", "replace", json!({"x": "2"}), true),
        )
        .unwrap();
        assert_eq!(resources.len(), 1);
        assert_eq!(resources[0]["data"], json!({"x": "2"}));
        assert_eq!(
            annotation(&resources[0], NEEDS_HASH_ANNOTATION),
            Some("enabled")
        );
        assert_eq!(
            annotation(&resources[0], BEHAVIOR_ANNOTATION),
            Some("create")
        );
    }

    #[test]
    fn disabling_the_hash_in_a_merge_drops_it() {
        let mut resources = vec![generated("gen", "create", json!({"a": "1"}), true)];
        absorb(
            &mut resources,
            generated("gen", "merge", json!({"b": "2"}), false),
        )
        .unwrap();
        assert_eq!(annotation(&resources[0], NEEDS_HASH_ANNOTATION), None);
    }

    #[test]
    fn behavior_errors_use_kustomize_words() {
        let mut resources = vec![generated("x", "create", json!({"a": "1"}), true)];
        let err = absorb(&mut resources, generated("x", "bogus", json!({}), true)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "merging from generator: id resid.ResId{Gvk:resid.Gvk{Group:\"\", Version:\"v1\", \
             Kind:\"ConfigMap\", isClusterScoped:false}, Name:\"x\", Namespace:\"\"} exists; \
             can not use behavior: 'unspecified', behavior must be merge or replace"
        );
        let err = absorb(
            &mut resources,
            generated("nosuch", "merge", json!({}), true),
        )
        .unwrap_err();
        assert!(
            err.to_string().ends_with(
                "Name:\"nosuch\", Namespace:\"\"} does not exist; cannot merge or replace"
            )
        );
    }

    #[test]
    fn generated_objects_match_by_effective_namespace() {
        let mut resources = vec![json!({"apiVersion": "v1", "kind": "ConfigMap",
            "metadata": {"name": "x", "namespace": "default"}})];
        absorb(
            &mut resources,
            generated("x", "merge", json!({"a": "1"}), false),
        )
        .unwrap();
        assert_eq!(resources.len(), 1);
        assert_eq!(resources[0]["metadata"]["namespace"], "default");
    }

    #[test]
    fn plugin_configs_name_their_object_in_metadata() {
        let config = json!({"apiVersion": "builtin", "kind": "ConfigMapGenerator",
            "metadata": {"name": "notes", "namespace": "docs"},
            "literals": ["first.txt=hello\nworld\n"],
            "options": {"disableNameSuffixHash": true}});
        let parsed = plugin_args(&config).unwrap();
        let cm = config_map(&parsed, None, &mut no_files).unwrap();
        assert_eq!(cm["metadata"]["name"], "notes");
        assert_eq!(cm["metadata"]["namespace"], "docs");
        assert_eq!(cm["data"]["first.txt"], "hello\nworld\n");
        assert_eq!(annotation(&cm, NEEDS_HASH_ANNOTATION), None);
    }

    #[test]
    fn iam_policy_makes_an_annotated_service_account() {
        // Expected object from kubectl kustomize on the same generator config.
        let config = json!({"apiVersion": "builtin", "kind": "IAMPolicyGenerator",
            "metadata": {"name": "gen"}, "cloud": "gke",
            "kubernetesService": {"name": "app", "namespace": "apps"},
            "serviceAccount": {"name": "app-gsa", "projectId": "demo-project"}});
        assert_eq!(
            iam_policy(&config).unwrap(),
            json!({"apiVersion": "v1", "kind": "ServiceAccount", "metadata": {
                "annotations": {
                    "iam.gke.io/gcp-service-account": "app-gsa@demo-project.iam.gserviceaccount.com"},
                "name": "app", "namespace": "apps"}})
        );
        let aws = json!({"cloud": "aws"});
        assert_eq!(
            iam_policy(&aws).unwrap_err().to_string(),
            "cloud provider aws not supported yet"
        );
    }
}
