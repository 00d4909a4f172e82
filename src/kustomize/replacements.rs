//! The `replacements:` transformer: copies a value from one field of one object into fields of
//! other objects.
//!
//! Entry points: [`load_replacements`] turns the kustomization's `replacements:` entries (inline,
//! or `path:` files holding one replacement or a list) into [`Replacement`]s, and
//! [`apply_replacements`] runs them, in order, over the resources.
//!
//! Field paths are dot-separated (`\.` escapes a dot; `[name=x.y]` and `[a.b/c]` keep their
//! dots; brackets without `=` are removed, so `[a.b/c]` is the key `a.b/c`):
//! - in the source, a segment is a key, a list index (`0`), `-` (the last element) or
//!   `[key=value]` / `[=value]` matching a list element exactly;
//! - in targets, `[key=regex]` / `[=regex]` match every element whose field (or value) the
//!   unanchored regular expression matches, `*` is every element of a list, an index is one
//!   element; every field reached is set. With `options.create`, missing fields, matched
//!   elements and the element at index `len` are created on the way.
//!
//! As in kustomize, a scalar target keeps its type and takes only the text of the value (so a
//! string `"8080"` written into an integer field gives the integer 8080, and into a string field
//! the string `"8080"`), while a created field takes the text re-read as YAML (a created
//! annotation from the string `"8080"` is the integer 8080). A target that is a map or a list
//! is replaced by a copy of the value.

use regex::Regex;
use serde::Deserialize;
use serde_json::{Map, Value};

use super::fieldspec::split_api_version;
use super::generators::ReadError;
use super::hash::{
    PREVIOUS_KINDS_ANNOTATION, PREVIOUS_NAMES_ANNOTATION, PREVIOUS_NAMESPACES_ANNOTATION,
};
use super::patch::{CompiledSelector, Schema, SelectorError};
use super::resource::is_cluster_scoped;
use super::types::Selector;
use super::vars::split_field_path;

/// The field path used when a source or target names none.
pub const DEFAULT_FIELD_PATH: &str = "metadata.name";

/// A replacement: where the value comes from and where it goes.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Replacement {
    pub source: Option<SourceSelector>,
    pub targets: Option<Vec<TargetSelector>>,
}

/// An entry of `replacements:`: a replacement, or the path of a file holding some.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReplacementEntry {
    pub path: Option<String>,
    pub source: Option<SourceSelector>,
    pub targets: Option<Vec<TargetSelector>>,
}

/// The object (selected by exact id; empty parts match anything) and field a value is read from.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SourceSelector {
    #[serde(default)]
    pub group: String,
    #[serde(default)]
    pub version: String,
    #[serde(default)]
    pub kind: String,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub namespace: String,
    #[serde(default)]
    pub field_path: String,
    pub options: Option<FieldOptions>,
}

/// The objects and fields a value is written to.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TargetSelector {
    pub select: Option<Selector>,
    #[serde(default)]
    pub reject: Vec<Selector>,
    #[serde(default)]
    pub field_paths: Vec<String>,
    pub options: Option<FieldOptions>,
}

/// How a field is read or written: one part of a delimited string, or created when missing.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FieldOptions {
    #[serde(default)]
    pub delimiter: String,
    #[serde(default)]
    pub index: i64,
    #[serde(default)]
    pub encoding: String,
    #[serde(default)]
    pub create: bool,
}

/// Why replacements could not be loaded or applied. Messages are kustomize's.
#[derive(Debug, thiserror::Error)]
pub enum ReplacementError {
    #[error("cannot specify both path and inline replacement")]
    PathAndInline,
    #[error("failed to read replacement file {path}")]
    Read {
        path: String,
        #[source]
        source: ReadError,
    },
    #[error("failed to parse replacement file {path}")]
    Parse {
        path: String,
        #[source]
        source: crate::yaml::Error,
    },
    #[error("unsupported replacement type encountered within replacement path: {kind}")]
    UnsupportedFile { kind: &'static str },
    #[error("invalid replacement: {message}")]
    Invalid { message: String },
    #[error("replacements must specify a source and at least one target")]
    Incomplete,
    #[error("target must specify resources to select")]
    NoSelect,
    #[error("multiple matches for selector {selector}")]
    MultipleSources { selector: String },
    #[error("nothing selected by {selector}")]
    NoSource { selector: String },
    #[error("fieldPath `{field_path}` is missing for replacement source {id}")]
    MissingSourceField { field_path: String, id: String },
    #[error("delimiter option can only be used with scalar nodes")]
    DelimiterOnNonScalar,
    #[error("options.index {index} is out of bounds for value {value}")]
    IndexOutOfBounds { index: i64, value: String },
    #[error("unable to find field {field_path:?} in replacement target{}", suffix(.reason))]
    TargetNotFound {
        field_path: String,
        reason: Option<String>,
    },
    #[error("unable to find or create field {field_path:?} in replacement target{}", suffix(.reason))]
    TargetNotCreated {
        field_path: String,
        reason: Option<String>,
    },
    #[error("cannot support create option in a multi-value target")]
    CreateWithWildcard,
    #[error("{message}")]
    Path { message: String },
    #[error("map[string]interface {{}}(nil): yaml: cannot decode {found} `{text}` as a {expected}")]
    TypeMismatch {
        found: &'static str,
        text: String,
        expected: &'static str,
    },
    #[error(transparent)]
    Selector(#[from] SelectorError),
}

fn suffix(reason: &Option<String>) -> String {
    reason
        .as_ref()
        .map(|r| format!(": {r}"))
        .unwrap_or_default()
}

/// Reads the `replacements:` entries of a kustomization. `read` loads a `path:` file (relative
/// to the kustomization, as written); such a file holds one replacement or a list of them.
pub fn load_replacements(
    entries: &[Value],
    read: &mut dyn FnMut(&str) -> Result<Vec<u8>, ReadError>,
) -> Result<Vec<Replacement>, ReplacementError> {
    let mut out = Vec::new();
    for entry in entries {
        let entry: ReplacementEntry = from_value(entry)?;
        match entry.path.filter(|p| !p.is_empty()) {
            Some(path) => {
                if entry.source.is_some() || entry.targets.as_ref().is_some_and(|t| !t.is_empty()) {
                    return Err(ReplacementError::PathAndInline);
                }
                let bytes = read(&path).map_err(|source| ReplacementError::Read {
                    path: path.clone(),
                    source,
                })?;
                let text =
                    crate::yaml::decode(&bytes).map_err(|source| ReplacementError::Parse {
                        path: path.clone(),
                        source,
                    })?;
                let doc =
                    crate::yaml::parse_one(&text).map_err(|source| ReplacementError::Parse {
                        path: path.clone(),
                        source,
                    })?;
                match doc {
                    Value::Array(items) => {
                        for item in &items {
                            out.push(from_value(item)?);
                        }
                    }
                    map @ Value::Object(_) => out.push(from_value(&map)?),
                    other => {
                        return Err(ReplacementError::UnsupportedFile {
                            kind: go_kind(&other),
                        });
                    }
                }
            }
            None => out.push(Replacement {
                source: entry.source,
                targets: entry.targets,
            }),
        }
    }
    Ok(out)
}

fn from_value<T: serde::de::DeserializeOwned>(value: &Value) -> Result<T, ReplacementError> {
    const FIELDS: [&str; 19] = [
        "path",
        "source",
        "targets",
        "group",
        "version",
        "kind",
        "name",
        "namespace",
        "fieldPath",
        "options",
        "select",
        "reject",
        "fieldPaths",
        "delimiter",
        "index",
        "encoding",
        "create",
        "labelSelector",
        "annotationSelector",
    ];
    serde_json::from_value(super::vars::go_field_names(value, &FIELDS)).map_err(|e| {
        ReplacementError::Invalid {
            message: e.to_string(),
        }
    })
}

fn go_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "invalid",
        Value::Bool(_) => "bool",
        Value::Number(n) if n.is_f64() => "float64",
        Value::Number(_) => "int",
        Value::String(_) => "string",
        Value::Array(_) => "slice",
        Value::Object(_) => "map",
    }
}

/// Runs the replacements, in order, over `resources`.
pub fn apply_replacements(
    resources: &mut [Value],
    replacements: &[Replacement],
) -> Result<(), ReplacementError> {
    for replacement in replacements {
        let (Some(source), Some(targets)) = (&replacement.source, &replacement.targets) else {
            return Err(ReplacementError::Incomplete);
        };
        let value = source_value(resources, source)?;
        for target in targets {
            apply_target(resources, &value, target)?;
        }
    }
    Ok(())
}

/// A resource id as kustomize's `ResId`, with its effective namespace.
#[derive(Debug, Clone)]
struct Id {
    group: String,
    version: String,
    kind: String,
    name: String,
    namespace: String,
    cluster_scoped: bool,
}

impl Id {
    fn effective_namespace(&self) -> &str {
        if self.cluster_scoped {
            "~X"
        } else if self.namespace.is_empty() {
            "default"
        } else {
            &self.namespace
        }
    }

    fn is_empty(&self) -> bool {
        self.group.is_empty()
            && self.version.is_empty()
            && self.kind.is_empty()
            && self.name.is_empty()
            && self.namespace.is_empty()
    }

    fn selector(group: &str, version: &str, kind: &str, name: &str, namespace: &str) -> Id {
        Id {
            group: group.to_owned(),
            version: version.to_owned(),
            kind: kind.to_owned(),
            name: name.to_owned(),
            namespace: namespace.to_owned(),
            cluster_scoped: is_cluster_scoped(
                &if group.is_empty() {
                    version.to_owned()
                } else {
                    format!("{group}/{version}")
                },
                kind,
            ),
        }
    }

    fn of_selector(sel: &Selector) -> Id {
        let s = |v: &Option<String>| v.clone().unwrap_or_default();
        Id::selector(
            &s(&sel.group),
            &s(&sel.version),
            &s(&sel.kind),
            &s(&sel.name),
            &s(&sel.namespace),
        )
    }

    /// `Kind.version.group/name.namespace`, empty parts as kustomize prints them.
    fn display(&self) -> String {
        let or = |s: &str, d: &str| {
            if s.is_empty() {
                d.to_owned()
            } else {
                s.to_owned()
            }
        };
        format!(
            "{}.{}.{}/{}.{}",
            or(&self.kind, "[noKind]"),
            or(&self.version, "[noVer]"),
            or(&self.group, "[noGrp]"),
            or(&self.name, "[noName]"),
            or(&self.namespace, "[noNs]")
        )
    }
}

/// kustomize's `ResId.IsSelectedBy`: each non-empty part of the selector is a regular expression
/// the whole id part must match; the namespace matches the raw or the effective namespace.
struct IdMatcher {
    group: Option<Regex>,
    version: Option<Regex>,
    kind: Option<Regex>,
    name: Option<Regex>,
    namespace: Option<Regex>,
    empty: bool,
}

impl IdMatcher {
    fn new(sel: &Id) -> Result<IdMatcher, ReplacementError> {
        let compile = |pattern: &str| -> Result<Option<Regex>, ReplacementError> {
            if pattern.is_empty() {
                return Ok(None);
            }
            Regex::new(&format!("^(?:{pattern})$"))
                .map(Some)
                .map_err(|e| ReplacementError::Path {
                    message: e.to_string(),
                })
        };
        Ok(IdMatcher {
            group: compile(&sel.group)?,
            version: compile(&sel.version)?,
            kind: compile(&sel.kind)?,
            name: compile(&sel.name)?,
            namespace: compile(&sel.namespace)?,
            empty: sel.is_empty(),
        })
    }

    fn selects(&self, id: &Id) -> bool {
        let ok = |re: &Option<Regex>, text: &str| re.as_ref().is_none_or(|r| r.is_match(text));
        ok(&self.group, &id.group)
            && ok(&self.version, &id.version)
            && ok(&self.kind, &id.kind)
            && ok(&self.name, &id.name)
            && (ok(&self.namespace, &id.namespace) || ok(&self.namespace, id.effective_namespace()))
    }
}

/// The current id of an object followed by the ids it had before.
fn ids_of(obj: &Value) -> Vec<Id> {
    let text = |ptr: &str| {
        crate::kustomize::resource::at(obj, ptr)
            .and_then(Value::as_str)
            .unwrap_or_default()
    };
    let api_version = text("/apiVersion");
    let (group, version) = split_api_version(api_version);
    let kind = text("/kind");
    let cluster_scoped = is_cluster_scoped(api_version, kind);
    let mut ids = vec![Id {
        group: group.to_owned(),
        version: version.to_owned(),
        kind: kind.to_owned(),
        name: text("/metadata/name").to_owned(),
        namespace: text("/metadata/namespace").to_owned(),
        cluster_scoped,
    }];
    let annotation = |key: &str| {
        crate::kustomize::resource::at(obj, "/metadata/annotations")
            .and_then(|a| a.get(key))
            .and_then(Value::as_str)
    };
    if let Some(names) = annotation(PREVIOUS_NAMES_ANNOTATION) {
        let namespaces = annotation(PREVIOUS_NAMESPACES_ANNOTATION).unwrap_or_default();
        let kinds = annotation(PREVIOUS_KINDS_ANNOTATION).unwrap_or_default();
        for ((name, ns), kind) in names
            .split(',')
            .zip(namespaces.split(','))
            .zip(kinds.split(','))
        {
            ids.push(Id {
                group: group.to_owned(),
                version: version.to_owned(),
                kind: kind.to_owned(),
                name: name.to_owned(),
                namespace: ns.to_owned(),
                cluster_scoped: is_cluster_scoped(api_version, kind),
            });
        }
    }
    ids
}

fn options_display(options: Option<&FieldOptions>) -> Option<String> {
    let o = options?;
    if o.delimiter.is_empty() && !o.create {
        return None;
    }
    Some(format!("{}({}), create={}", o.delimiter, o.index, o.create))
}

fn source_display(source: &SourceSelector) -> String {
    let id = Id::selector(
        &source.group,
        &source.version,
        &source.kind,
        &source.name,
        &source.namespace,
    );
    let mut parts = vec![id.display()];
    if !source.field_path.is_empty() {
        parts.push(source.field_path.clone());
    }
    if let Some(opts) = options_display(source.options.as_ref()) {
        parts.push(opts);
    }
    parts.join(":")
}

/// A value read from a source: what kustomize keeps of a YAML node.
#[derive(Debug, Clone)]
struct SourceValue {
    value: Value,
}

impl SourceValue {
    /// The node's text: a scalar's text, nothing for a map or a list.
    fn text(&self) -> String {
        scalar_text(&self.value).unwrap_or_default()
    }
}

fn scalar_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        Value::Null => Some("null".to_owned()),
        Value::Array(_) | Value::Object(_) => None,
    }
}

fn source_value(
    resources: &[Value],
    source: &SourceSelector,
) -> Result<SourceValue, ReplacementError> {
    let selector = Id::selector(
        &source.group,
        &source.version,
        &source.kind,
        &source.name,
        &source.namespace,
    );
    let matcher = IdMatcher::new(&selector)?;
    let mut found: Option<&Value> = None;
    for obj in resources {
        if ids_of(obj).iter().any(|id| matcher.selects(id)) {
            if found.is_some() {
                return Err(ReplacementError::MultipleSources {
                    selector: source_display(source),
                });
            }
            found = Some(obj);
        }
    }
    let Some(obj) = found else {
        return Err(ReplacementError::NoSource {
            selector: source_display(source),
        });
    };
    let field_path = if source.field_path.is_empty() {
        DEFAULT_FIELD_PATH
    } else {
        &source.field_path
    };
    let path = split_field_path(field_path);
    let value = lookup(obj, &path)?;
    let missing = match value {
        None | Some(Value::Null) => true,
        Some(Value::Object(m)) => m.is_empty(),
        Some(Value::Array(a)) => a.is_empty(),
        _ => false,
    };
    if missing {
        return Err(ReplacementError::MissingSourceField {
            field_path: field_path.to_owned(),
            id: selector.display(),
        });
    }
    let value = value.cloned().unwrap_or(Value::Null);
    match source.options.as_ref().filter(|o| !o.delimiter.is_empty()) {
        None => Ok(SourceValue { value }),
        Some(options) => {
            let Some(text) = scalar_text(&value).filter(|_| !value.is_null()) else {
                return Err(ReplacementError::DelimiterOnNonScalar);
            };
            let parts: Vec<&str> = text.split(options.delimiter.as_str()).collect();
            let part = usize::try_from(options.index)
                .ok()
                .and_then(|i| parts.get(i));
            let Some(part) = part else {
                return Err(ReplacementError::IndexOutOfBounds {
                    index: options.index,
                    value: text,
                });
            };
            Ok(SourceValue {
                value: retyped(&value, part)?,
            })
        }
    }
}

/// kustomize's `PathGetter` without creation: keys, indexes, `-` and exact `[k=v]` matches.
fn lookup<'a>(node: &'a Value, path: &[String]) -> Result<Option<&'a Value>, ReplacementError> {
    let Some((first, rest)) = path.split_first() else {
        return Ok(Some(node));
    };
    let next = if let Some(index) = index_number(first) {
        node.as_array().and_then(|items| items.get(index))
    } else if first == "-" {
        node.as_array().and_then(|items| items.last())
    } else if first == "*" {
        return Err(ReplacementError::Path {
            message: "wildcard is not supported in PathGetter".to_owned(),
        });
    } else if is_list_index(first) {
        let (key, wanted) = split_index_name_value(first)?;
        let items = match node {
            Value::Array(items) => items,
            Value::Null => return Ok(None),
            other => return Err(wrong_kind("SequenceNode", other)),
        };
        items.iter().find(|item| {
            if key.is_empty() {
                scalar_text(item).as_deref() == Some(wanted)
            } else {
                item.get(key).and_then(scalar_text).as_deref() == Some(wanted)
            }
        })
    } else {
        node.as_object().and_then(|m| m.get(first.as_str()))
    };
    match next {
        Some(next) => lookup(next, rest),
        None => Ok(None),
    }
}

fn wrong_kind(expected: &str, found: &Value) -> ReplacementError {
    let found = match found {
        Value::Array(_) => "SequenceNode",
        Value::Object(_) => "MappingNode",
        _ => "ScalarNode",
    };
    ReplacementError::Path {
        message: format!("wrong node kind: expected {expected} but got {found}"),
    }
}

fn index_number(part: &str) -> Option<usize> {
    let digits = part.strip_prefix('+').unwrap_or(part);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

fn is_list_index(part: &str) -> bool {
    part.starts_with('[') && part.ends_with(']')
}

fn split_index_name_value(part: &str) -> Result<(&str, &str), ReplacementError> {
    let inner = part.strip_prefix('[').unwrap_or(part);
    let inner = inner.strip_suffix(']').unwrap_or(inner);
    inner.split_once('=').ok_or_else(|| ReplacementError::Path {
        message: "list path element must contain fieldName=fieldValue for element to match"
            .to_owned(),
    })
}

#[derive(Debug, Clone, PartialEq)]
enum Step {
    Key(String),
    Index(usize),
}

/// A field a target path reached; `created` when the walk made it (an empty scalar that takes
/// the value's text re-read as YAML).
struct Found {
    steps: Vec<Step>,
    created: bool,
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Scalar,
    Map,
    Seq,
}

fn kind_of(value: &Value) -> Kind {
    match value {
        Value::Object(_) => Kind::Map,
        Value::Array(_) => Kind::Seq,
        _ => Kind::Scalar,
    }
}

fn empty_of(kind: Kind) -> Value {
    match kind {
        Kind::Scalar => Value::Null,
        Kind::Map => Value::Object(Map::new()),
        Kind::Seq => Value::Array(Vec::new()),
    }
}

/// The kind a missing path part is created as, from the part after it.
fn part_kind(next: Option<&String>, leaf: Kind) -> Kind {
    match next {
        None => leaf,
        Some(p) if is_list_index(p) || index_number(p).is_some() => Kind::Seq,
        Some(_) => Kind::Map,
    }
}

/// kustomize's `PathMatcher`, creating missing parts when `create` names the leaf kind.
fn match_path(
    node: &mut Value,
    path: &[String],
    create: Option<Kind>,
    steps: &mut Vec<Step>,
    created_leaf: bool,
    out: &mut Vec<Found>,
) -> Result<(), ReplacementError> {
    let Some((first, rest)) = path.split_first() else {
        out.push(Found {
            steps: steps.clone(),
            created: created_leaf,
        });
        return Ok(());
    };
    if let Some(index) = index_number(first) {
        let items = match node {
            Value::Array(items) => items,
            Value::Null => {
                if create.is_some() && index == 0 {
                    *node = Value::Array(Vec::new());
                    node.as_array_mut().expect("just made a list")
                } else {
                    return Err(ReplacementError::Path {
                        message: format!("index {index} specified but only 0 elements found"),
                    });
                }
            }
            other => return Err(wrong_kind("SequenceNode", other)),
        };
        let mut created = false;
        if let Some(leaf) = create
            && items.len() == index
        {
            items.push(empty_of(part_kind(rest.first(), leaf)));
            created = rest.is_empty();
        }
        if items.len() < index + 1 {
            return Err(ReplacementError::Path {
                message: format!(
                    "index {index} specified but only {} elements found",
                    items.len()
                ),
            });
        }
        steps.push(Step::Index(index));
        let result = match_path(&mut items[index], rest, create, steps, created, out);
        steps.pop();
        return result;
    }
    if is_list_index(first) {
        let (key, pattern) = split_index_name_value(first)?;
        let regex = Regex::new(pattern).map_err(|e| ReplacementError::Path {
            message: e.to_string(),
        })?;
        let items = match node {
            Value::Array(items) => items,
            Value::Null => {
                if create.is_none() {
                    return Ok(());
                }
                *node = Value::Array(Vec::new());
                node.as_array_mut().expect("just made a list")
            }
            other => return Err(wrong_kind("SequenceNode", other)),
        };
        let before = out.len();
        let mut any = false;
        for (i, item) in items.iter_mut().enumerate() {
            let text = if key.is_empty() {
                element_text(item)
            } else {
                match item.get(key) {
                    Some(v) if !v.is_null() => element_text(v),
                    _ => continue,
                }
            };
            if !regex.is_match(text.trim()) {
                continue;
            }
            any = true;
            steps.push(Step::Index(i));
            match_path(item, rest, create, steps, false, out)?;
            steps.pop();
        }
        if (any && out.len() > before) || create.is_none() {
            return Ok(());
        }
        let value = resolve_text(pattern);
        let element = if key.is_empty() {
            value
        } else {
            let mut m = Map::new();
            m.insert(key.to_owned(), value);
            Value::Object(m)
        };
        items.push(element);
        // Search again: this time the new element matches.
        return match_path(node, path, create, steps, false, out);
    }
    if first == "*" {
        let items = match node {
            Value::Array(items) => items,
            Value::Null => return Ok(()),
            other => return Err(wrong_kind("SequenceNode", other)),
        };
        for (i, item) in items.iter_mut().enumerate() {
            steps.push(Step::Index(i));
            match_path(item, rest, create, steps, false, out)?;
            steps.pop();
        }
        return Ok(());
    }
    let map = match node {
        Value::Object(map) => map,
        _ if create.is_none() => return Ok(()),
        other => return Err(wrong_kind("MappingNode", other)),
    };
    let mut created = false;
    if !map.contains_key(first.as_str()) {
        let Some(leaf) = create else {
            return Ok(());
        };
        map.insert(first.clone(), empty_of(part_kind(rest.first(), leaf)));
        created = rest.is_empty();
    }
    let field = map
        .get_mut(first.as_str())
        .expect("present or just created");
    steps.push(Step::Key(first.clone()));
    let result = match_path(field, rest, create, steps, created, out);
    steps.pop();
    result
}

/// An element's text as kustomize compares it: a scalar's text, or the element as YAML.
fn element_text(value: &Value) -> String {
    match scalar_text(value) {
        Some(text) => text,
        None => crate::yaml::to_string(value),
    }
}

/// A plain scalar's text read as YAML: `8080` an integer, `true` a boolean, `` null.
fn resolve_text(text: &str) -> Value {
    match crate::yaml::parse_one(text) {
        Ok(v @ (Value::Null | Value::Bool(_) | Value::Number(_))) => v,
        _ => Value::from(text),
    }
}

fn tag_of(value: &Value) -> &'static str {
    match value {
        Value::Null => "!!null",
        Value::Bool(_) => "!!bool",
        Value::Number(n) if n.is_f64() => "!!float",
        Value::Number(_) => "!!int",
        Value::String(_) => "!!str",
        Value::Array(_) => "!!seq",
        Value::Object(_) => "!!map",
    }
}

/// `text` in place of a scalar's text, its type kept: what the output of a retagged YAML node
/// decodes to.
fn retyped(target: &Value, text: &str) -> Result<Value, ReplacementError> {
    let resolved = resolve_text(text);
    let mismatch = || ReplacementError::TypeMismatch {
        found: tag_of(&resolved),
        text: text.to_owned(),
        expected: tag_of(target),
    };
    match target {
        Value::String(_) => Ok(Value::from(text)),
        Value::Null if resolved.is_null() => Ok(Value::Null),
        Value::Bool(_) if resolved.is_boolean() => Ok(resolved.clone()),
        Value::Number(n) if n.is_f64() && resolved.is_number() => Ok(resolved
            .as_f64()
            .map(Value::from)
            .unwrap_or(resolved.clone())),
        Value::Number(_) if resolved.is_i64() || resolved.is_u64() => Ok(resolved.clone()),
        _ => Err(mismatch()),
    }
}

fn apply_target(
    resources: &mut [Value],
    value: &SourceValue,
    target: &TargetSelector,
) -> Result<(), ReplacementError> {
    let Some(select) = &target.select else {
        return Err(ReplacementError::NoSelect);
    };
    let select_id = IdMatcher::new(&Id::of_selector(select))?;
    let reject_ids: Vec<IdMatcher> = target
        .reject
        .iter()
        .map(|r| IdMatcher::new(&Id::of_selector(r)))
        .collect::<Result<_, _>>()?;
    let label_select = metadata_selector(select)?;
    let label_rejects = target
        .reject
        .iter()
        .filter(|r| {
            r.label_selector.as_deref().is_some_and(|s| !s.is_empty())
                || r.annotation_selector
                    .as_deref()
                    .is_some_and(|s| !s.is_empty())
        })
        .map(metadata_selector)
        .collect::<Result<Vec<_>, _>>()?;
    let field_paths: Vec<String> = if target.field_paths.is_empty() {
        vec![DEFAULT_FIELD_PATH.to_owned()]
    } else {
        target.field_paths.clone()
    };
    for obj in resources.iter_mut() {
        let schema = Schema::builtin();
        if let Some(sel) = &label_select
            && !sel.matches(obj, schema)
        {
            continue;
        }
        if label_rejects
            .iter()
            .flatten()
            .any(|r| r.matches(obj, schema))
        {
            continue;
        }
        // kustomize rejects a resource when any of its ids, current or previous, is rejected:
        // a reject written against the name in a base still holds after a prefix or suffix.
        let ids = ids_of(obj);
        let rejected = reject_ids
            .iter()
            .any(|r| !r.empty && ids.iter().any(|id| r.selects(id)));
        let selected = !rejected && ids.iter().any(|id| select_id.selects(id));
        if !selected {
            continue;
        }
        for field_path in &field_paths {
            write_field(obj, value, field_path, target.options.as_ref())?;
        }
    }
    Ok(())
}

/// A selector on labels and annotations only (`None` when it has neither).
fn metadata_selector(sel: &Selector) -> Result<Option<CompiledSelector>, ReplacementError> {
    let has = |s: &Option<String>| s.as_deref().is_some_and(|s| !s.is_empty());
    if !has(&sel.label_selector) && !has(&sel.annotation_selector) {
        return Ok(None);
    }
    let only_metadata = Selector {
        label_selector: sel.label_selector.clone(),
        annotation_selector: sel.annotation_selector.clone(),
        ..Selector::default()
    };
    Ok(Some(CompiledSelector::new(&only_metadata)?))
}

fn write_field(
    obj: &mut Value,
    value: &SourceValue,
    field_path: &str,
    options: Option<&FieldOptions>,
) -> Result<(), ReplacementError> {
    let create = options.is_some_and(|o| o.create);
    let path = split_field_path(field_path);
    if create && path.iter().any(|p| p == "*") {
        return Err(ReplacementError::CreateWithWildcard);
    }
    let mut found = Vec::new();
    let walk = match_path(
        obj,
        &path,
        create.then(|| kind_of(&value.value)),
        &mut Vec::new(),
        false,
        &mut found,
    );
    let not_found = |reason: Option<String>| {
        if create {
            ReplacementError::TargetNotCreated {
                field_path: field_path.to_owned(),
                reason,
            }
        } else {
            ReplacementError::TargetNotFound {
                field_path: field_path.to_owned(),
                reason,
            }
        }
    };
    if let Err(e) = walk {
        return Err(not_found(Some(e.to_string())));
    }
    if found.is_empty() {
        return Err(not_found(None));
    }
    for Found { steps, created } in found {
        let field = navigate(obj, &steps);
        set_field(field, value, options, created)?;
    }
    Ok(())
}

fn navigate<'a>(mut node: &'a mut Value, steps: &[Step]) -> &'a mut Value {
    for step in steps {
        node = match step {
            Step::Key(k) => node.get_mut(k.as_str()).expect("found by the walk"),
            Step::Index(i) => node.get_mut(*i).expect("found by the walk"),
        };
    }
    node
}

fn set_field(
    field: &mut Value,
    value: &SourceValue,
    options: Option<&FieldOptions>,
    created: bool,
) -> Result<(), ReplacementError> {
    let mut text = value.text();
    let mut new_value = value.value.clone();
    if let Some(options) = options.filter(|o| !o.delimiter.is_empty()) {
        if matches!(field, Value::Object(_) | Value::Array(_)) {
            return Err(ReplacementError::DelimiterOnNonScalar);
        }
        let current = if created {
            String::new()
        } else {
            scalar_text(field).unwrap_or_default()
        };
        let mut parts: Vec<String> = current
            .split(options.delimiter.as_str())
            .map(str::to_owned)
            .collect();
        match usize::try_from(options.index) {
            Err(_) => parts.insert(0, text.clone()),
            Ok(i) if i >= parts.len() => parts.push(text.clone()),
            Ok(i) => parts[i] = text.clone(),
        }
        text = parts.join(&options.delimiter);
        new_value = match &value.value {
            Value::Object(_) | Value::Array(_) => Value::from(text.clone()),
            v => retyped(v, &text).unwrap_or_else(|_| Value::from(text.clone())),
        };
    }
    if created && !matches!(new_value, Value::Object(_) | Value::Array(_)) {
        *field = resolve_text(&text);
        return Ok(());
    }
    match field {
        Value::Object(_) | Value::Array(_) => *field = new_value,
        scalar => *scalar = retyped(scalar, &text)?,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn resources() -> Vec<Value> {
        vec![
            json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "src"},
                "data": {"str": "8080", "word": "abc", "csv": "a,b,c"}}),
            json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "dep"},
                "spec": {"replicas": 1, "template": {"spec": {"containers": [
                    {"name": "app", "image": "app:1", "args": ["--x", "-jar", "y"]},
                    {"name": "myapp", "image": "myapp:1"},
                    {"name": "other", "image": "other:1",
                        "ports": [{"containerPort": 80, "name": "5", "hostIP": null}]}]}}}}),
        ]
    }

    fn replacement(yaml: &str) -> Vec<Replacement> {
        let entries: Vec<Value> = crate::yaml::parse_one(yaml)
            .unwrap()
            .as_array()
            .cloned()
            .unwrap();
        load_replacements(&entries, &mut |_| Err("no files".into())).unwrap()
    }

    fn run(yaml: &str) -> Result<Vec<Value>, ReplacementError> {
        let mut res = resources();
        apply_replacements(&mut res, &replacement(yaml))?;
        Ok(res)
    }

    #[test]
    fn splits_paths_like_kustomize() {
        assert_eq!(
            split_field_path("spec.containers.[name=com.foo.app].image"),
            ["spec", "containers", "[name=com.foo.app]", "image"]
        );
        assert_eq!(
            split_field_path("metadata.annotations.[config.kubernetes.io/local-config]"),
            [
                "metadata",
                "annotations",
                "config.kubernetes.io/local-config"
            ]
        );
        assert_eq!(split_field_path(r"data.a\.b"), ["data", "a.b"]);
    }

    // Expected values below come from kubectl kustomize on the same objects.

    #[test]
    fn scalar_targets_keep_their_type() {
        let out = run(r#"
- source: {kind: ConfigMap, name: src, fieldPath: data.str}
  targets:
  - select: {kind: Deployment}
    fieldPaths:
    - spec.replicas
    - spec.template.spec.containers.[name=app].image
    - spec.template.spec.containers.[name=other].ports.0.containerPort
    - spec.template.spec.containers.[name=other].ports.0.name
    - spec.template.spec.containers.0.args.[=-jar]
"#)
        .unwrap();
        let spec = &out[1]["spec"];
        assert_eq!(spec["replicas"], json!(8080));
        let containers = &spec["template"]["spec"]["containers"];
        // `[name=app]` is an unanchored regular expression: `myapp` matches too.
        assert_eq!(containers[0]["image"], "8080");
        assert_eq!(containers[1]["image"], "8080");
        assert_eq!(containers[2]["ports"][0]["containerPort"], json!(8080));
        assert_eq!(containers[2]["ports"][0]["name"], "8080");
        assert_eq!(containers[0]["args"], json!(["--x", "8080", "y"]));
    }

    #[test]
    fn delimiters_split_the_source_and_the_target() {
        let out = run(r#"
- source: {kind: ConfigMap, name: src, fieldPath: data.csv, options: {delimiter: ",", index: 1}}
  targets:
  - select: {kind: Deployment}
    fieldPaths: [spec.template.spec.containers.*.name]
    options: {delimiter: "-", index: 5}
"#)
        .unwrap();
        let containers = &out[1]["spec"]["template"]["spec"]["containers"];
        assert_eq!(containers[0]["name"], "app-b");
        assert_eq!(containers[2]["name"], "other-b");
    }

    #[test]
    fn created_fields_reread_the_text() {
        let out = run(r#"
- source: {kind: ConfigMap, name: src, fieldPath: data.str}
  targets:
  - select: {kind: Deployment}
    fieldPaths:
    - spec.template.metadata.annotations.port
    - spec.template.spec.containers.[name=new].env.[name=X].value
    options: {create: true}
- source: {kind: ConfigMap, name: src, fieldPath: data}
  targets:
  - select: {kind: Deployment}
    fieldPaths: [spec.template.metadata.labels]
    options: {create: true}
"#)
        .unwrap();
        let template = &out[1]["spec"]["template"];
        assert_eq!(template["metadata"]["annotations"]["port"], json!(8080));
        assert_eq!(template["metadata"]["labels"]["str"], "8080");
        let new = &template["spec"]["containers"][3];
        assert_eq!(
            new,
            &json!({"name": "new", "env": [{"name": "X", "value": 8080}]})
        );
    }

    #[test]
    fn errors_use_kustomize_words() {
        let err = |yaml: &str| run(yaml).unwrap_err().to_string();
        assert_eq!(
            err(
                "- source: {kind: ConfigMap, name: src, fieldPath: data.str}\n  targets:\n  - select: {kind: Deployment}\n    fieldPaths: [spec.nosuch.field]\n"
            ),
            "unable to find field \"spec.nosuch.field\" in replacement target"
        );
        assert_eq!(
            err("- source: {kind: ConfigMap, name: nosuch, fieldPath: data.str}\n  targets: []\n"),
            "nothing selected by ConfigMap.[noVer].[noGrp]/nosuch.[noNs]:data.str"
        );
        assert_eq!(
            err("- source: {kind: ConfigMap, name: src, fieldPath: data.nosuch}\n  targets: []\n"),
            "fieldPath `data.nosuch` is missing for replacement source ConfigMap.[noVer].[noGrp]/src.[noNs]"
        );
        assert_eq!(
            err("- source: {version: v1}\n  targets: []\n"),
            "multiple matches for selector [noKind].v1.[noGrp]/[noName].[noNs]"
        );
        assert_eq!(
            err(
                "- source: {kind: ConfigMap, name: src, fieldPath: data.str}\n  targets:\n  - select: {kind: Deployment}\n    fieldPaths: [\"spec.template.spec.containers.[name=app].args.1\"]\n    options: {create: true}\n"
            ),
            "unable to find or create field \"spec.template.spec.containers.[name=app].args.1\" in replacement target: index 1 specified but only 0 elements found"
        );
        assert_eq!(
            err(
                "- source: {kind: ConfigMap, name: src, fieldPath: data.str}\n  targets:\n  - select: {kind: Deployment}\n    fieldPaths: [spec.template.spec.containers.2.ports.0.hostIP]\n"
            ),
            "map[string]interface {}(nil): yaml: cannot decode !!int `8080` as a !!null"
        );
    }

    #[test]
    fn reject_and_previous_names_select_targets() {
        let mut res = resources();
        res[1]["metadata"]["name"] = json!("p-dep");
        res[1]["metadata"]["annotations"] = json!({PREVIOUS_NAMES_ANNOTATION: "dep",
            PREVIOUS_NAMESPACES_ANNOTATION: "default", PREVIOUS_KINDS_ANNOTATION: "Deployment"});
        let reps = replacement(
            r#"
- source: {kind: ConfigMap, name: src, fieldPath: data.word}
  targets:
  - select: {name: dep}
    fieldPaths: [spec.template.spec.containers.0.image]
  - select: {kind: ConfigMap}
    reject: [{name: src}]
    fieldPaths: [data.str]
"#,
        );
        apply_replacements(&mut res, &reps).unwrap();
        assert_eq!(
            res[1]["spec"]["template"]["spec"]["containers"][0]["image"],
            "abc"
        );
        assert_eq!(res[0]["data"]["str"], "8080");
    }

    #[test]
    fn reject_holds_for_the_name_before_a_suffix() {
        let mut res = resources();
        res[1]["metadata"]["name"] = json!("dep-dev");
        res[1]["metadata"]["annotations"] = json!({PREVIOUS_NAMES_ANNOTATION: "dep",
            PREVIOUS_NAMESPACES_ANNOTATION: "default", PREVIOUS_KINDS_ANNOTATION: "Deployment"});
        let before = res[1].clone();
        let reps = replacement(
            r#"
- source: {kind: ConfigMap, name: src, fieldPath: data.word}
  targets:
  - select: {kind: Deployment}
    reject: [{name: dep}]
    fieldPaths: [spec.template.spec.containers.0.image]
"#,
        );
        apply_replacements(&mut res, &reps).unwrap();
        assert_eq!(res[1], before);
    }

    #[test]
    fn selectors_are_anchored_regular_expressions() {
        // Expected values from kubectl kustomize: kinds and names in `select` and `reject` are
        // regular expressions matching the whole id part; `fieldpath` matches `fieldPath`.
        let mut res = resources();
        res.push(json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "cm2"}}));
        let reps = replacement(
            r#"
- source: {kind: ConfigMap, name: src, fieldpath: data.word}
  targets:
  - select: {kind: Deployment|ConfigMap}
    reject: [{name: s.c}]
    fieldPaths: [metadata.annotations.visitedby]
    options: {create: true, delimiter: ",", index: -1}
"#,
        );
        apply_replacements(&mut res, &reps).unwrap();
        assert!(res[0]["metadata"].get("annotations").is_none());
        assert_eq!(res[1]["metadata"]["annotations"]["visitedby"], "abc,");
        assert_eq!(res[2]["metadata"]["annotations"]["visitedby"], "abc,");
    }
}
