//! Strategic merge, as kustomize's patch transformers apply it.
//!
//! kustomize v5 does not use the apiserver's strategic merge: it walks target and patch with
//! kyaml's `merge2` walker, new list elements first (`ListIncreaseDirection: Prepend`). This is a
//! port of that walker's rules over JSON values, quirks included, because users see them:
//!
//! - `$patch: delete|replace|merge` is honoured on maps (a list element is a map); `replace` on
//!   an element the target already has keeps the target's element. `$setElementOrder/...`,
//!   `$retainKeys` and `$deleteFromPrimitiveList/...` are not directives to kyaml: they are
//!   copied into the result like any field.
//! - `null` in the patch removes a field; a `null` already in the target stays.
//! - Lists whose schema has a `merge` strategy merge by their keys; every other list is replaced.
//!   Elements of a merged list come out as: the patch's elements in patch order, then the
//!   target's remaining ones; elements sharing a key collapse into the last of them; elements
//!   that are empty maps disappear.
//! - Maps added by the patch are normalized: their `null` fields and `$patch: delete` parts go.

use std::borrow::Cow;

use serde_json::{Map, Value};

use super::schema::{Node, Schema};
use crate::kustomize::resource::{field, get};

/// A strategic merge that could not be applied.
#[derive(Debug, thiserror::Error)]
pub enum MergeError {
    #[error("unknown patch strategy '{strategy}'")]
    UnknownStrategy { strategy: String },
    #[error("wrong node kind: expected {expected} but got {found}: node contents:\n{value}")]
    WrongKind {
        path: String,
        expected: &'static str,
        found: &'static str,
        value: String,
    },
}

/// What a walk leaves in place of the target's node.
enum Outcome {
    /// The node is removed.
    Clear,
    /// The target's node, merged in place.
    KeepDest,
    /// A new node.
    Replace(Value),
}

const DIRECTIVE: &str = "$patch";

/// Merges `patch` into `target` the way kustomize's strategic merge does. Returns `None` when
/// the patch deletes the whole object (`$patch: delete` at its top).
pub fn strategic_merge(
    target: &Value,
    patch: &Value,
    schema: &Schema,
) -> Result<Option<Value>, MergeError> {
    strategic_merge_owned(target.clone(), patch, schema)
}

/// [`strategic_merge`] consuming the target, which spares a copy of every patched resource.
pub fn strategic_merge_owned(
    mut merged: Value,
    patch: &Value,
    schema: &Schema,
) -> Result<Option<Value>, MergeError> {
    let walker = Walker { schema };
    match walker.walk(
        Some(&mut merged),
        Some(patch),
        None,
        &mut FieldPath::default(),
    )? {
        Outcome::Clear => Ok(None),
        Outcome::KeepDest => Ok(Some(merged)),
        Outcome::Replace(value) if value.is_null() => Ok(None),
        Outcome::Replace(value) => Ok(Some(value)),
    }
}

/// The dotted path of the field being merged, for error messages: one buffer for the whole
/// walk rather than a string per field visited.
#[derive(Default)]
struct FieldPath {
    text: String,
    /// The length of `text` before each segment (and its separating dot) was pushed.
    starts: Vec<usize>,
}

impl FieldPath {
    fn push(&mut self, name: &str) {
        self.starts.push(self.text.len());
        if self.starts.len() > 1 {
            self.text.push('.');
        }
        self.text.push_str(name);
    }

    fn pop(&mut self) {
        if let Some(start) = self.starts.pop() {
            self.text.truncate(start);
        }
    }
}

struct Walker<'s> {
    schema: &'s Schema,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Map,
    Seq,
    Scalar,
}

fn kind_of(value: &Value) -> Option<Kind> {
    match value {
        Value::Null => None,
        Value::Object(_) => Some(Kind::Map),
        Value::Array(_) => Some(Kind::Seq),
        _ => Some(Kind::Scalar),
    }
}

fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Map => "MappingNode",
        Kind::Seq => "SequenceNode",
        Kind::Scalar => "ScalarNode",
    }
}

/// The text kyaml compares merge keys by: a scalar's value, nothing for collections.
pub(crate) fn node_value(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Null => "null".to_owned(),
        Value::Array(_) | Value::Object(_) => String::new(),
    }
}

/// Whether [`node_value`] of `value` is `text`, without making it for the common case (a
/// string): list elements are matched by key against every other element.
fn node_value_is(value: &Value, text: &str) -> bool {
    match value {
        Value::String(s) => s == text,
        other => node_value(other) == text,
    }
}

fn is_nil_or_empty(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::Object(map) => map.is_empty(),
        Value::Array(list) => list.is_empty(),
        _ => false,
    }
}

fn is_empty_map(value: Option<&Value>) -> bool {
    match value {
        None | Some(Value::Null) => true,
        Some(Value::Object(map)) => map.is_empty(),
        Some(_) => false,
    }
}

/// How an untagged plain scalar written by kyaml reads back: `80` is a number again.
fn plain_scalar(text: &str) -> Value {
    match text {
        "" | "~" | "null" | "Null" | "NULL" => return Value::Null,
        "true" | "True" | "TRUE" => return Value::Bool(true),
        "false" | "False" | "FALSE" => return Value::Bool(false),
        _ => {}
    }
    if let Ok(int) = text.parse::<i64>() {
        return Value::from(int);
    }
    let looks_numeric = text
        .chars()
        .all(|c| c.is_ascii_digit() || ".eE+-".contains(c));
    if looks_numeric
        && text.chars().any(|c| c.is_ascii_digit())
        && let Ok(float) = text.parse::<f64>()
        && let Some(number) = serde_json::Number::from_f64(float)
    {
        return Value::Number(number);
    }
    Value::String(text.to_owned())
}

fn wrong_kind(path: &FieldPath, expected: Kind, value: &Value) -> MergeError {
    MergeError::WrongKind {
        path: path.text.clone(),
        expected: kind_name(expected),
        found: kind_of(value).map_or("ScalarNode", kind_name),
        value: crate::yaml::to_string(value).trim_end().to_owned(),
    }
}

/// Reads and removes a map's `$patch` directive.
fn take_directive(map: &mut Map<String, Value>) -> Result<Directive, MergeError> {
    let Some(value) = field(map, DIRECTIVE) else {
        return Ok(Directive::Merge);
    };
    let directive = match node_value(value).as_str() {
        "delete" => Directive::Delete,
        "replace" => Directive::Replace,
        "merge" => Directive::Merge,
        other => {
            return Err(MergeError::UnknownStrategy {
                strategy: other.to_owned(),
            });
        }
    };
    map.remove(DIRECTIVE);
    Ok(directive)
}

#[derive(PartialEq, Eq)]
enum Directive {
    Delete,
    Replace,
    Merge,
}

impl<'s> Walker<'s> {
    /// The schema a walk uses: the one its parent found, else the one of the kind the sources
    /// declare (kyaml looks at `apiVersion`/`kind` of any map it has no schema for).
    fn schema_for(
        &self,
        given: Option<&'s Node>,
        sources: [Option<&Value>; 2],
    ) -> Option<&'s Node> {
        if given.is_some() {
            return given;
        }
        sources.into_iter().flatten().find_map(|source| {
            let api_version = get(source, "apiVersion")?.as_str()?;
            let kind = get(source, "kind")?.as_str()?;
            if api_version.is_empty() || kind.is_empty() {
                return None;
            }
            self.schema.for_kind(api_version, kind)
        })
    }

    fn walk(
        &self,
        dest: Option<&mut Value>,
        origin: Option<&Value>,
        schema: Option<&'s Node>,
        path: &mut FieldPath,
    ) -> Result<Outcome, MergeError> {
        let schema = self.schema_for(schema, [dest.as_deref(), origin]);
        let kind = dest
            .as_deref()
            .and_then(kind_of)
            .or_else(|| origin.and_then(kind_of));
        if let (Some(kind), Some(origin)) = (kind, origin)
            && kind_of(origin).is_some_and(|k| k != kind)
        {
            return Err(wrong_kind(path, kind, origin));
        }
        match kind {
            Some(Kind::Map) | None => self.walk_map(dest, origin, schema, path),
            Some(Kind::Seq) => match schema.filter(|s| s.is_associative()) {
                Some(list_schema) => self.walk_associative(dest, origin, list_schema, path),
                None => Ok(match origin {
                    Some(origin) => Outcome::Replace(origin.clone()),
                    None => Outcome::KeepDest,
                }),
            },
            Some(Kind::Scalar) => Ok(match origin {
                Some(origin) => Outcome::Replace(origin.clone()),
                None => Outcome::KeepDest,
            }),
        }
    }

    fn walk_map(
        &self,
        dest: Option<&mut Value>,
        origin: Option<&Value>,
        schema: Option<&'s Node>,
        path: &mut FieldPath,
    ) -> Result<Outcome, MergeError> {
        let dest = match dest {
            Some(dest) if !dest.is_null() => dest,
            dest => {
                let dest_exists = dest.is_some();
                return match origin {
                    // kyaml keeps a `null` the target spells out when the patch says nothing.
                    None if dest_exists => Ok(Outcome::KeepDest),
                    None | Some(Value::Null) => Ok(Outcome::Clear),
                    Some(Value::Object(origin)) => {
                        let mut added = origin.clone();
                        // An unknown strategy on an added map is ignored, as kyaml ignores it.
                        if take_directive(&mut added).ok() == Some(Directive::Delete) {
                            return Ok(Outcome::Clear);
                        }
                        self.normalize_fields(&mut added, schema, path)?;
                        Ok(Outcome::Replace(Value::Object(added)))
                    }
                    Some(other) => Ok(Outcome::Replace(other.clone())),
                };
            }
        };
        let origin = match origin {
            None => None,
            Some(Value::Null) => return Ok(Outcome::Clear),
            // Only a map with a directive is copied (to take the directive out): copying every
            // level would hold the rest of the patch once per level, the square of its depth.
            Some(Value::Object(origin)) if field(origin, DIRECTIVE).is_some() => {
                let mut origin = origin.clone();
                match take_directive(&mut origin)? {
                    Directive::Delete => return Ok(Outcome::Clear),
                    Directive::Replace => {
                        self.normalize_fields(&mut origin, schema, path)?;
                        return Ok(Outcome::Replace(Value::Object(origin)));
                    }
                    Directive::Merge => Some(std::borrow::Cow::Owned(origin)),
                }
            }
            Some(Value::Object(origin)) => Some(std::borrow::Cow::Borrowed(origin)),
            Some(_) => None,
        };
        let Value::Object(dest_map) = dest else {
            return Ok(Outcome::KeepDest);
        };
        let Some(origin) = origin else {
            // Nothing to add or remove here: only keyed lists below can change (kyaml rebuilds
            // them), so only collections are walked, in the same name order.
            let mut inner: Vec<(&String, &mut Value)> = dest_map
                .iter_mut()
                .filter(|(_, value)| value.is_object() || value.is_array())
                .collect();
            inner.sort_unstable_by(|a, b| a.0.cmp(b.0));
            for (name, value) in inner {
                path.push(name);
                let field_schema = schema.and_then(|s| self.schema.field(s, name));
                self.walk(Some(value), None, field_schema, path)?;
                path.pop();
            }
            return Ok(Outcome::KeepDest);
        };
        // Fields in name order, the target's borrowed in place: every resource a patch reaches
        // is walked whole, so a copy of each name and a lookup per field counted. Each field's
        // walk touches only that field, so the changes are applied after the walks, in the
        // same order (removals shift other fields, so the order matters).
        let added: Vec<&String> = origin
            .keys()
            .filter(|k| field(dest_map, k).is_none())
            .collect();
        let mut fields: Vec<(&String, Option<&mut Value>)> = dest_map
            .iter_mut()
            .map(|(name, value)| (name, Some(value)))
            .chain(added.into_iter().map(|name| (name, None)))
            .collect();
        fields.sort_unstable_by(|a, b| a.0.cmp(b.0));
        let mut changes: Vec<(String, Outcome)> = Vec::new();
        for (name, dest_field) in fields {
            let field_schema = schema.and_then(|s| self.schema.field(s, name));
            path.push(name);
            let origin_field = field(&origin, name);
            let outcome = self.walk(dest_field, origin_field, field_schema, path)?;
            path.pop();
            if !matches!(outcome, Outcome::KeepDest) {
                changes.push((name.clone(), outcome));
            }
        }
        for (name, outcome) in changes {
            set_field(dest_map, name, outcome);
        }
        Ok(Outcome::KeepDest)
    }

    /// Walks a map merged into itself: what kyaml does to whatever the patch adds.
    fn normalize_fields(
        &self,
        map: &mut Map<String, Value>,
        schema: Option<&'s Node>,
        path: &mut FieldPath,
    ) -> Result<(), MergeError> {
        let mut names: Vec<String> = map.keys().cloned().collect();
        names.sort();
        for name in names {
            let field_schema = schema.and_then(|s| self.schema.field(s, &name));
            let Some(value) = map.remove(&name) else {
                continue;
            };
            path.push(&name);
            let normalized = self.normalize(value, field_schema, path)?;
            path.pop();
            if let Some(value) = normalized {
                map.insert(name, value);
            }
        }
        Ok(())
    }

    fn normalize(
        &self,
        value: Value,
        schema: Option<&'s Node>,
        path: &mut FieldPath,
    ) -> Result<Option<Value>, MergeError> {
        let schema = self.schema_for(schema, [Some(&value), None]);
        match value {
            Value::Null => Ok(None),
            Value::Object(mut map) => {
                if take_directive(&mut map)? == Directive::Delete {
                    return Ok(None);
                }
                self.normalize_fields(&mut map, schema, path)?;
                Ok(Some(Value::Object(map)))
            }
            Value::Array(mut list) => {
                if let Some(list_schema) = schema.filter(|s| s.is_associative()) {
                    self.merge_elements(&mut list, None, true, list_schema, path)?;
                }
                Ok(Some(Value::Array(list)))
            }
            scalar => Ok(Some(scalar)),
        }
    }

    fn walk_associative(
        &self,
        dest: Option<&mut Value>,
        origin: Option<&Value>,
        schema: &'s Node,
        path: &mut FieldPath,
    ) -> Result<Outcome, MergeError> {
        match (dest, origin) {
            (Some(Value::Array(dest)), origin) => {
                let origin = match origin {
                    Some(Value::Null) => return Ok(Outcome::Clear),
                    Some(Value::Array(origin)) => Some(origin),
                    _ => None,
                };
                self.merge_elements(dest, origin, false, schema, path)?;
                Ok(Outcome::KeepDest)
            }
            (_, Some(Value::Array(origin))) => {
                let mut added = origin.clone();
                self.merge_elements(&mut added, None, true, schema, path)?;
                Ok(Outcome::Replace(Value::Array(added)))
            }
            (_, Some(other)) => Ok(Outcome::Replace(other.clone())),
            (_, None) => Ok(Outcome::KeepDest),
        }
    }

    /// kyaml's `walkAssociativeSequence`: `same` means the patch is the target itself (a list
    /// the patch adds), so lookups and deletions see one list.
    fn merge_elements(
        &self,
        dest: &mut Vec<Value>,
        origin: Option<&Vec<Value>>,
        same: bool,
        schema: &'s Node,
        path: &mut FieldPath,
    ) -> Result<(), MergeError> {
        let element_schema = self.schema.elements(schema);
        let plain = origin.map_or(&[][..], |o| &o[..]);
        if !same
            && self.merge_plain(
                dest,
                plain,
                schema.strategy_and_keys().1,
                element_schema,
                path,
            )?
        {
            return Ok(());
        }
        let keys: Vec<String> = schema.strategy_and_keys().1.to_vec();
        let sources: Vec<&[Value]> = if same {
            vec![&dest[..], &dest[..]]
        } else {
            origin
                .map(|o| &o[..])
                .into_iter()
                .chain([&dest[..]])
                .collect()
        };
        let (values, keys) = if keys.is_empty() {
            let mut values: Vec<Vec<String>> = Vec::new();
            let mut seen = crate::kustomize::FastSet::default();
            for item in sources.iter().flat_map(|s| s.iter()) {
                let text = node_value(item);
                if seen.insert(text.clone()) {
                    values.push(vec![text]);
                }
            }
            (values, vec![String::new()])
        } else {
            let mut values: Vec<Vec<String>> = Vec::new();
            let mut seen = crate::kustomize::FastSet::default();
            for item in sources.iter().flat_map(|s| s.iter()) {
                let tuple: Vec<String> = keys
                    .iter()
                    .map(|key| match get(item, key) {
                        Some(field) if !is_nil_or_empty(field) => node_value(field),
                        _ => String::new(),
                    })
                    .collect();
                if seen.insert(tuple.clone()) {
                    values.push(tuple);
                }
            }
            (values, keys)
        };
        self.set_elements(values, &keys, dest, origin, same, element_schema, path)
    }

    /// merge_elements without its rebuild, for two lists that [`key_rows`] reads with the same
    /// keys set; `false` (nothing done) for any other. The rebuild would give: the patch's
    /// elements in order (merged into the target's of the same keys, else added), then the
    /// target's others; with several keys, the target's elements all after the added ones.
    fn merge_plain(
        &self,
        dest: &mut Vec<Value>,
        origin: &[Value],
        keys: &[String],
        element_schema: Option<&'s Node>,
        path: &mut FieldPath,
    ) -> Result<bool, MergeError> {
        // For each patch element, the target's element with its keys.
        let (targets, several) = {
            let (Some(dest_rows), Some(origin_rows)) =
                (key_rows(dest, keys), key_rows(origin, keys))
            else {
                return Ok(false);
            };
            let n = keys.len();
            let first = match (dest_rows.get(..n), origin_rows.get(..n)) {
                (Some(d), Some(o)) if same_keys(d, o) => d,
                (Some(first), None) | (None, Some(first)) => first,
                _ => return Ok(false),
            };
            let targets: Vec<Option<usize>> = origin_rows
                .chunks(n)
                .map(|row| dest_rows.chunks(n).position(|r| r == row))
                .collect();
            (targets, first.iter().filter(|t| t.is_some()).count() > 1)
        };
        // Walks in the rebuild's order (the first error is the same): Ok is an added element,
        // Err the index of the target's.
        let mut order: Vec<Result<Value, usize>> = Vec::with_capacity(dest.len() + origin.len());
        let mut matched = vec![false; dest.len()];
        for (element, target) in origin.iter().zip(targets) {
            match target {
                Some(i) => {
                    matched[i] = true;
                    self.walk(Some(&mut dest[i]), Some(element), element_schema, path)?;
                    order.push(Err(i));
                }
                None => {
                    if let Outcome::Replace(value) =
                        self.walk(None, Some(element), element_schema, path)?
                        && !is_empty_map(Some(&value))
                    {
                        order.push(Ok(value));
                    }
                }
            }
        }
        for i in (0..dest.len()).filter(|&i| !matched[i]) {
            self.walk(Some(&mut dest[i]), None, element_schema, path)?;
            order.push(Err(i));
        }
        let mut old: Vec<Option<Value>> = std::mem::take(dest).into_iter().map(Some).collect();
        if several {
            order.retain(Result::is_ok);
            order.extend((0..old.len()).map(Err));
        }
        *dest = order
            .into_iter()
            .filter_map(|entry| entry.map_or_else(|i| old[i].take(), Some))
            .collect();
        Ok(true)
    }

    #[allow(clippy::too_many_arguments)]
    fn set_elements(
        &self,
        mut values: Vec<Vec<String>>,
        keys: &[String],
        dest: &mut Vec<Value>,
        origin: Option<&Vec<Value>>,
        same: bool,
        element_schema: Option<&'s Node>,
        path: &mut FieldPath,
    ) -> Result<(), MergeError> {
        let mut added: Vec<Value> = Vec::new();
        if keys.len() > 1 {
            merge_values(&mut values);
        }
        let mut valid_keys: Vec<String> = Vec::new();
        let mut valid_values: Vec<String>;
        for index in 0..values.len() {
            let tuple = values[index].clone();
            if tuple.is_empty() {
                continue;
            }
            (valid_keys, valid_values) = validate_keys(&values, &tuple, keys);
            let (lookup_keys, lookup_values) = validate_keys(
                std::slice::from_ref(&valid_values),
                &valid_values,
                &valid_keys,
            );
            let dest_index = find_element(dest, &lookup_keys, &lookup_values);
            let (mut merged, merged_index) = if same {
                match dest_index {
                    Some(i) => {
                        let element = dest[i].clone();
                        match self.normalize(element, element_schema, path)? {
                            Some(element) => {
                                dest[i] = element.clone();
                                (Some(element), Some(i))
                            }
                            None => {
                                // The element lost its directive before it was dropped.
                                if let Value::Object(map) = &mut dest[i] {
                                    map.remove(DIRECTIVE);
                                }
                                (None, None)
                            }
                        }
                    }
                    None => (None, None),
                }
            } else {
                let origin_element = origin
                    .and_then(|o| find_element(o, &lookup_keys, &lookup_values).map(|i| &o[i]));
                let dest_element = dest_index.map(|i| &mut dest[i]);
                match self.walk(dest_element, origin_element, element_schema, path)? {
                    Outcome::Clear => (None, None),
                    Outcome::KeepDest => match dest_index {
                        Some(i) => (Some(dest[i].clone()), Some(i)),
                        None => (None, None),
                    },
                    Outcome::Replace(value) if value.is_null() => (None, None),
                    Outcome::Replace(value) => (Some(value), None),
                }
            };
            let mut exit = false;
            for (i, key) in valid_keys.iter().enumerate() {
                if is_empty_map(merged.as_ref()) {
                    element_setter(dest, &valid_keys, &valid_values, None, path)?;
                    exit = true;
                } else if let Some(Value::Object(map)) = merged.as_mut()
                    && !key.is_empty()
                    && !map.contains_key(key)
                    && !valid_values[i].is_empty()
                {
                    map.insert(key.clone(), plain_scalar(&valid_values[i]));
                    if let Some(j) = merged_index {
                        dest[j] = Value::Object(map.clone());
                    }
                }
            }
            if exit {
                continue;
            }
            element_setter(&mut added, &valid_keys, &valid_values, merged, path)?;
        }
        if !values.is_empty() {
            append_list_node(&mut added, std::mem::take(dest), &valid_keys, path)?;
            *dest = added;
        }
        Ok(())
    }
}

/// The key texts of a keyed list's elements, as merge_elements reads them (`None` for an empty
/// text), row by row: when every element is a non-empty map without directive, each key set in
/// every element or in none (one key at least), no two elements alike. Long lists take the
/// general path (the check is quadratic).
fn key_rows<'v>(list: &'v [Value], keys: &[String]) -> Option<Vec<Option<Cow<'v, str>>>> {
    fn text<'v>(item: &'v Value, key: &str) -> Option<Cow<'v, str>> {
        match get(item, key)? {
            Value::String(s) if !s.is_empty() => Some(Cow::Borrowed(s)),
            Value::Number(n) => Some(Cow::Owned(n.to_string())),
            Value::Bool(b) => Some(Cow::Borrowed(if *b { "true" } else { "false" })),
            _ => None,
        }
    }
    if keys.is_empty() || list.len() > 32 {
        return None;
    }
    let mut texts = Vec::with_capacity(list.len() * keys.len());
    for item in list {
        match item {
            Value::Object(map) if !map.is_empty() && field(map, DIRECTIVE).is_none() => {}
            _ => return None,
        }
        texts.extend(keys.iter().map(|key| text(item, key)));
    }
    let rows = || texts.chunks(keys.len());
    let distinct = rows()
        .enumerate()
        .all(|(i, row)| rows().take(i).all(|other| other != row));
    (distinct && rows().all(|row| same_keys(row, &texts[..keys.len()]))).then_some(texts)
}

/// Whether two rows of [`key_rows`] have the same keys set (and at least one).
fn same_keys(a: &[Option<Cow<'_, str>>], b: &[Option<Cow<'_, str>>]) -> bool {
    a.iter().any(Option::is_some) && a.iter().zip(b).all(|(x, y)| x.is_some() == y.is_some())
}

fn set_field(map: &mut Map<String, Value>, name: String, outcome: Outcome) {
    match outcome {
        Outcome::Clear => {
            map.remove(&name);
        }
        Outcome::KeepDest => {}
        Outcome::Replace(value) if value.is_null() => {
            map.remove(&name);
        }
        Outcome::Replace(value) => match crate::kustomize::resource::field_mut(map, &name) {
            Some(slot) => *slot = value,
            None => {
                crate::kustomize::resource::room_for(map, 1);
                map.insert(name, value);
            }
        },
    }
}

/// Unifies key tuples that differ only where one of them is empty (a port with and one without
/// a protocol), pairwise and in order, as kyaml's `mergeValues` does.
fn merge_values(values: &mut [Vec<String>]) {
    for i in 0..values.len() {
        let first = values[i].clone();
        for j in 0..values.len() {
            if let Some(merged) = match_values(&first, &values[j]) {
                values[i] = merged.clone();
                values[j] = merged;
            }
        }
    }
}

fn match_values(a: &[String], b: &[String]) -> Option<Vec<String>> {
    if a.len() != b.len() {
        return None;
    }
    let mut common = false;
    let mut merged = Vec::with_capacity(a.len());
    for (x, y) in a.iter().zip(b) {
        if x == y {
            common = true;
            merged.push(x.clone());
        } else if !x.is_empty() && !y.is_empty() {
            return None;
        } else if !x.is_empty() {
            merged.push(x.clone());
        } else {
            merged.push(y.clone());
        }
    }
    common.then_some(merged)
}

/// Keeps the keys some tuple has a value for (all of them when none has).
fn validate_keys(
    all: &[Vec<String>],
    values: &[String],
    keys: &[String],
) -> (Vec<String>, Vec<String>) {
    let mut valid = vec![false; keys.len()];
    for tuple in all {
        for (i, value) in tuple.iter().enumerate() {
            if !value.is_empty() && i < keys.len() {
                valid[i] = true;
            }
        }
    }
    if !valid.contains(&true) {
        return (keys.to_vec(), values.to_vec());
    }
    let valid_keys = keys
        .iter()
        .zip(&valid)
        .filter(|(_, v)| **v)
        .map(|(k, _)| k.clone());
    let valid_values = values
        .iter()
        .enumerate()
        .filter(|(i, v)| !v.is_empty() || valid.get(*i).copied().unwrap_or(false))
        .map(|(_, v)| v.clone());
    (valid_keys.collect(), valid_values.collect())
}

/// kyaml's `ElementMatcher`: the first element whose keys hold exactly these values.
fn find_element(list: &[Value], keys: &[String], values: &[String]) -> Option<usize> {
    let first_key = keys.first().map_or("", String::as_str);
    if first_key.is_empty() {
        let wanted = values.first().map_or("", String::as_str);
        return list.iter().position(|item| node_value_is(item, wanted));
    }
    list.iter().position(|item| {
        let Value::Object(map) = item else {
            return false;
        };
        keys.iter()
            .zip(values)
            .all(|(key, value)| field(map, key).is_some_and(|field| node_value_is(field, value)))
            && keys.len() == values.len()
    })
}

/// kyaml's `FieldMatcher` with a string value: an empty value only asks for the key.
fn field_matches(
    element: &Value,
    key: &str,
    value: &str,
    path: &FieldPath,
) -> Result<bool, MergeError> {
    if element.is_null() {
        return Ok(false);
    }
    if key.is_empty() {
        if matches!(element, Value::Object(_) | Value::Array(_)) {
            return Err(wrong_kind(path, Kind::Scalar, element));
        }
        return Ok(node_value_is(element, value));
    }
    let Value::Object(map) = element else {
        return Err(wrong_kind(path, Kind::Map, element));
    };
    Ok(match field(map, key) {
        None => false,
        Some(_) if value.is_empty() => true,
        Some(field) => node_value_is(field, value),
    })
}

/// kyaml's `ElementSetter`: replaces every element matching the keys with `element`, appends
/// it when none matches, or deletes the matches when `element` is `None`. Empty elements go.
///
/// `element` is taken, not borrowed: it usually matches once or not at all, and a copy of it
/// (a whole container, say) for every element of every merged list cost a good part of a merge.
fn element_setter(
    list: &mut Vec<Value>,
    keys: &[String],
    values: &[String],
    element: Option<Value>,
    path: &FieldPath,
) -> Result<(), MergeError> {
    let default_keys = [String::new()];
    let keys = if keys.is_empty() {
        &default_keys[..]
    } else {
        keys
    };
    let mapping_setter = !keys[0].is_empty() && values.first().is_some_and(|v| !v.is_empty());
    let mut kept = Vec::with_capacity(list.len() + 1);
    let mut matched = false;
    // Where copies of `element` go in `kept`, filled in once the scan is done.
    let mut replaced = Vec::new();
    for item in list.drain(..) {
        if is_empty_map(Some(&item)) {
            continue;
        }
        if !item.is_object() && mapping_setter {
            kept.push(item);
            continue;
        }
        let mut last = false;
        let mut found = true;
        for (j, key) in keys.iter().enumerate() {
            if let Some(value) = values.get(j) {
                last = field_matches(&item, key, value, path)?;
            }
            if !last {
                found = false;
                break;
            }
        }
        if !found {
            if !values.is_empty() {
                kept.push(item);
            }
            continue;
        }
        matched = true;
        if element.is_some() {
            replaced.push(kept.len());
            kept.push(Value::Null);
        }
    }
    *list = kept;
    let Some(element) = element else {
        return Ok(());
    };
    match replaced.split_last() {
        Some((&last, others)) => {
            for &i in others {
                list[i] = element.clone();
            }
            list[last] = element;
        }
        None if !matched && !element.is_null() => list.push(element),
        None => {}
    }
    Ok(())
}

/// kyaml's `appendListNode`: puts the target's elements over the merged ones by key.
fn append_list_node(
    added: &mut Vec<Value>,
    dest: Vec<Value>,
    keys: &[String],
    path: &FieldPath,
) -> Result<(), MergeError> {
    let primitive = keys.first().is_none_or(|k| k.is_empty());
    for element in dest {
        if primitive {
            let values = [node_value(&element)];
            element_setter(added, &[String::new()], &values, Some(element), path)?;
            continue;
        }
        let mut values = Vec::with_capacity(keys.len());
        for key in keys {
            let field = match &element {
                Value::Null => None,
                Value::Object(map) => field(map, key),
                other => return Err(wrong_kind(path, Kind::Map, other)),
            };
            match field {
                Some(field) => values.push(node_value(field)),
                None => added.push(element.clone()),
            }
        }
        if keys.len() > 1 {
            element_setter(added, keys, &values, None, path)?;
        }
        element_setter(added, keys, &values, Some(element), path)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn merge(target: Value, patch: Value) -> Value {
        strategic_merge(&target, &patch, Schema::builtin())
            .unwrap()
            .unwrap()
    }

    fn deployment(pod_spec: Value) -> Value {
        json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "web"},
               "spec": {"template": {"spec": pod_spec}}})
    }

    fn pod_spec(value: &Value) -> &Value {
        &value["spec"]["template"]["spec"]
    }

    #[test]
    fn new_containers_come_first_and_known_ones_merge_in_place() {
        let target = deployment(json!({"containers": [
            {"name": "a", "image": "a:1"}, {"name": "b", "image": "b:1"}]}));
        let patch = deployment(json!({"containers": [
            {"name": "c", "image": "c:1"}, {"name": "b", "image": "b:2"}]}));
        let merged = merge(target, patch);
        assert_eq!(
            pod_spec(&merged)["containers"],
            json!([{"name": "c", "image": "c:1"}, {"name": "b", "image": "b:2"},
                   {"name": "a", "image": "a:1"}])
        );
    }

    #[test]
    fn replace_directive_on_a_known_element_keeps_the_target_element() {
        let target = deployment(json!({"containers": [{"name": "a", "image": "a:1"}]}));
        let patch = deployment(json!({"containers": [
            {"name": "a", "image": "a:2", "$patch": "replace"}]}));
        let merged = merge(target, patch);
        assert_eq!(
            pod_spec(&merged)["containers"],
            json!([{"name": "a", "image": "a:1"}])
        );
    }

    #[test]
    fn delete_directive_removes_an_element_and_adds_nothing() {
        let target = deployment(json!({"containers": [{"name": "a"}, {"name": "b"}]}));
        let patch = deployment(json!({"containers": [
            {"name": "a", "$patch": "delete"}, {"name": "z", "$patch": "delete"}]}));
        let merged = merge(target, patch);
        assert_eq!(pod_spec(&merged)["containers"], json!([{"name": "b"}]));
    }

    #[test]
    fn duplicate_keys_in_the_target_collapse_into_the_last() {
        let target = deployment(json!({"containers": [{"name": "a", "env": [
            {"name": "X", "value": "1"}, {"name": "X", "value": "2"}]}]}));
        let patch = deployment(json!({"containers": [{"name": "a", "image": "a"}]}));
        let merged = merge(target, patch);
        assert_eq!(
            pod_spec(&merged)["containers"][0]["env"],
            json!([{"name": "X", "value": "2"}])
        );
    }

    #[test]
    fn lists_the_patch_leaves_alone_keep_their_order_and_collapse_inside() {
        let target = deployment(json!({
            "containers": [{"name": "b", "env": [{"name": "X", "value": "1"},
                {"name": "X", "value": "2"}]}, {"name": "a", "ports": [{"containerPort": 80}]}],
            "volumes": [{"name": "v2"}, {"name": "v1"}]}));
        let mut patch = deployment(json!({}));
        patch["metadata"]["labels"] = json!({"l": "1"});
        let merged = merge(target, patch);
        assert_eq!(
            pod_spec(&merged),
            &json!({"containers": [{"name": "b", "env": [{"name": "X", "value": "2"}]},
                {"name": "a", "ports": [{"containerPort": 80}]}],
                "volumes": [{"name": "v2"}, {"name": "v1"}]})
        );
    }

    #[test]
    fn with_two_keys_the_targets_elements_follow_the_added_ones() {
        let port = |port: i64, extra: Value| {
            let mut p = json!({"containerPort": port, "protocol": "TCP"});
            p.as_object_mut()
                .unwrap()
                .extend(extra.as_object().unwrap().clone());
            p
        };
        let target = deployment(json!({"containers": [{"name": "a", "ports": [
            port(80, json!({})), port(81, json!({}))]}]}));
        let patch = deployment(json!({"containers": [{"name": "a", "ports": [
            port(81, json!({"name": "y"})), port(82, json!({})), port(80, json!({"name": "x"}))]}]}));
        let merged = merge(target, patch);
        assert_eq!(
            pod_spec(&merged)["containers"][0]["ports"],
            json!([
                port(82, json!({})),
                port(80, json!({"name": "x"})),
                port(81, json!({"name": "y"}))
            ])
        );
    }

    #[test]
    fn an_element_without_its_key_wipes_the_keyed_ones() {
        let target = deployment(json!({"containers": [{"name": "a"}, {"image": "noname"}]}));
        let patch = deployment(json!({"containers": [{"name": "b"}]}));
        let merged = merge(target, patch);
        assert_eq!(
            pod_spec(&merged)["containers"],
            json!([{"image": "noname"}])
        );
    }

    #[test]
    fn null_removes_a_field_but_target_nulls_stay() {
        let target = json!({"apiVersion": "v1", "kind": "ConfigMap",
            "metadata": {"name": "x", "creationTimestamp": null}, "data": {"a": "1", "b": "2"}});
        let patch = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"},
            "data": {"a": null, "c": null, "d": {"e": null, "f": 1}}});
        let merged = merge(target, patch);
        assert_eq!(merged["metadata"]["creationTimestamp"], Value::Null);
        assert!(
            merged["metadata"]
                .as_object()
                .unwrap()
                .contains_key("creationTimestamp")
        );
        assert_eq!(merged["data"], json!({"b": "2", "d": {"f": 1}}));
    }

    #[test]
    fn lists_without_a_merge_strategy_are_replaced() {
        let target = deployment(json!({"tolerations": [{"key": "a"}], "containers": [
            {"name": "a", "args": ["x", "y"]}]}));
        let patch = deployment(json!({"tolerations": [{"key": "b"}], "containers": [
            {"name": "a", "args": ["z"]}]}));
        let merged = merge(target, patch);
        assert_eq!(pod_spec(&merged)["tolerations"], json!([{"key": "b"}]));
        assert_eq!(pod_spec(&merged)["containers"][0]["args"], json!(["z"]));
    }

    #[test]
    fn ports_without_protocol_merge_with_their_protocol_twin() {
        let service = |ports: Value| {
            json!({"apiVersion": "v1", "kind": "Service", "metadata": {"name": "web"},
                   "spec": {"ports": ports}})
        };
        let target = service(json!([{"port": 30900, "targetPort": 30900, "protocol": "TCP"}]));
        let patch = service(json!([{"port": 30900, "targetPort": 30900}]));
        let merged = merge(target, patch);
        assert_eq!(
            merged["spec"]["ports"],
            json!([{"port": 30900, "targetPort": 30900, "protocol": "TCP"}])
        );
    }

    #[test]
    fn finalizers_merge_as_a_set() {
        let target = json!({"apiVersion": "v1", "kind": "ConfigMap",
            "metadata": {"name": "x", "finalizers": ["a", "b", "a"]}});
        let patch = json!({"apiVersion": "v1", "kind": "ConfigMap",
            "metadata": {"name": "x", "finalizers": ["c", "b"]}});
        assert_eq!(
            merge(target, patch)["metadata"]["finalizers"],
            json!(["c", "b", "a"])
        );
    }

    #[test]
    fn top_level_delete_removes_the_object() {
        let target = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"}});
        let patch = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"},
            "$patch": "delete"});
        assert_eq!(
            strategic_merge(&target, &patch, Schema::builtin()).unwrap(),
            None
        );
    }

    #[test]
    fn unknown_directive_is_an_error() {
        let target = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"}});
        let patch = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"},
            "$patch": "explode"});
        let error = strategic_merge(&target, &patch, Schema::builtin()).unwrap_err();
        assert_eq!(error.to_string(), "unknown patch strategy 'explode'");
    }

    #[test]
    fn directives_of_other_strategic_merge_dialects_are_plain_fields() {
        let target = deployment(json!({"containers": [{"name": "a"}]}));
        let patch = deployment(json!({"$setElementOrder/containers": [{"name": "a"}]}));
        let merged = merge(target, patch);
        assert_eq!(
            pod_spec(&merged)["$setElementOrder/containers"],
            json!([{"name": "a"}])
        );
    }

    #[test]
    fn a_map_against_a_scalar_is_an_error() {
        let target = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"},
            "data": "text"});
        let patch = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"},
            "data": {"a": "b"}});
        let error = strategic_merge(&target, &patch, Schema::builtin()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "wrong node kind: expected ScalarNode but got MappingNode: node contents:\na: b"
        );
        assert!(matches!(error, MergeError::WrongKind { path, .. } if path == "data"));
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    /// Values shaped like pod specs: maps with list keys, directives and nulls in odd places.
    fn value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            (0i64..4).prop_map(Value::from),
            prop::sample::select(vec!["a", "b", "delete", "replace", "merge", ""])
                .prop_map(Value::from),
        ];
        leaf.prop_recursive(4, 40, 5, |inner| {
            let keys = prop::sample::select(vec![
                "name",
                "containers",
                "env",
                "ports",
                "containerPort",
                "protocol",
                "$patch",
                "volumes",
                "finalizers",
                "value",
            ]);
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
                prop::collection::btree_map(keys, inner, 0..5).prop_map(|m| Value::Object(
                    m.into_iter().map(|(k, v)| (k.to_owned(), v)).collect()
                )),
            ]
        })
    }

    fn pod(spec: Value) -> Value {
        json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p", "finalizers": spec.clone()},
               "spec": spec})
    }

    proptest! {
        #[test]
        fn merging_any_shapes_never_panics(target in value(), patch in value()) {
            let _ = strategic_merge(&pod(target), &pod(patch), Schema::builtin());
        }

        #[test]
        fn merging_a_patch_without_directives_into_nothing_keeps_its_scalars(n in 0i64..5) {
            let target = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"}});
            let patch = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"},
                               "data": {"n": n.to_string()}});
            let merged = strategic_merge(&target, &patch, Schema::builtin()).unwrap().unwrap();
            prop_assert_eq!(&merged["data"]["n"], &json!(n.to_string()));
        }
    }
}
