//! Builds JSON values from libyaml-safer's parser events, resolving scalars as yaml.v3 does.
//!
//! Aliases are expanded by cloning the anchored value, which is what kustomize ends up with after
//! its JSON round trip; a budget on expanded nodes (yaml.v3's own heuristic) stops alias bombs
//! before they allocate.

use std::collections::HashMap;

use base64::Engine as _;
use libyaml_safer::{EventData, Parser, ScalarStyle};
use serde_json::{Map, Number, Value};

use super::Error;
use super::resolve::{Resolved, parse_timestamp, resolve_plain_v3};

const TAG_PREFIX: &str = "tag:yaml.org,2002:";

/// One document's root, or `None` for a document without content.
pub(crate) struct Document {
    pub value: Value,
    pub empty: bool,
}

enum Frame {
    Seq {
        items: Vec<Value>,
        anchor: Option<String>,
        nodes: u64,
    },
    Map {
        entries: Vec<Entry>,
        anchor: Option<String>,
        nodes: u64,
        /// The key read and waiting for its value: text, line, whether it is `<<`.
        pending: Option<PendingKey>,
        /// Line of each explicit key, for yaml.v3's duplicate check.
        lines: HashMap<String, usize>,
        has_merge: bool,
        /// Below the document root, where kustomize's JSON conversion rejects non-string keys.
        nested: bool,
        line: usize,
    },
}

struct PendingKey {
    text: String,
    kind: KeyKind,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum KeyKind {
    Plain,
    /// `<<`: the value is merged into the map.
    Merge,
    /// A quoted or tagged `<<`: kyaml drops the entry.
    Dropped,
}

enum Entry {
    Explicit(String, Value),
    Merge(Vec<Map<String, Value>>),
}

/// A finished node with its size, so that aliases can be charged for what they expand to.
struct Node {
    value: Value,
    nodes: u64,
    /// For a scalar used as a key: its text as yaml.v3 decodes it into a string.
    key_text: Option<String>,
    is_merge_key: bool,
    is_scalar: bool,
    line: usize,
}

pub(crate) struct Reader {
    anchors: HashMap<String, (Value, u64)>,
    decode_count: u64,
    alias_count: u64,
}

impl Reader {
    pub(crate) fn new() -> Self {
        Reader {
            anchors: HashMap::new(),
            decode_count: 0,
            alias_count: 0,
        }
    }

    /// Reads every document of `input`.
    pub(crate) fn read_all(&mut self, input: &str) -> Result<Vec<Document>, Error> {
        // libyaml-safer panics on a few malformed inputs; those must be errors, not crashes.
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.read_events(input)))
            .unwrap_or_else(|_| {
                Err(Error::without_position(
                    "malformed YAML that the parser could not recover from",
                ))
            })
    }

    fn read_events(&mut self, input: &str) -> Result<Vec<Document>, Error> {
        // libyaml-safer panics on a block scalar cut off by the end of input, where go-yaml
        // simply ends the scalar; a final line break avoids that, and is taken back below.
        let unterminated = !input.is_empty() && !input.ends_with(['\n', '\r']);
        let terminated;
        let text = if unterminated {
            terminated = format!("{input}\n");
            terminated.as_str()
        } else {
            input
        };
        let mut bytes = text.as_bytes();
        let mut parser = Parser::new();
        parser.set_input_string(&mut bytes);
        let mut docs = Vec::new();
        let mut stack: Vec<Frame> = Vec::new();
        let mut root: Option<Node> = None;
        loop {
            let event = parser.parse().map_err(parse_error)?;
            let line = event.start_mark.line as usize + 1;
            let column = event.start_mark.column as usize + 1;
            let node = match event.data {
                EventData::StreamEnd => break,
                EventData::StreamStart { .. } => None,
                EventData::DocumentStart { .. } => {
                    // Anchors are per document in yaml.v3.
                    self.anchors.clear();
                    self.decode_count = 0;
                    self.alias_count = 0;
                    root = None;
                    None
                }
                EventData::DocumentEnd { .. } => {
                    let doc = match root.take() {
                        Some(node) => Document {
                            empty: node.is_scalar
                                && node.value.is_null()
                                && node.key_text.as_deref() == Some(""),
                            value: node.value,
                        },
                        None => Document {
                            value: Value::Null,
                            empty: true,
                        },
                    };
                    docs.push(doc);
                    None
                }
                EventData::MappingStart { anchor, .. } => {
                    let nested = !stack.is_empty();
                    stack.push(Frame::Map {
                        nested,
                        entries: Vec::new(),
                        anchor,
                        nodes: 1,
                        pending: None,
                        lines: HashMap::new(),
                        has_merge: false,
                        line,
                    });
                    None
                }
                EventData::SequenceStart { anchor, .. } => {
                    stack.push(Frame::Seq {
                        items: Vec::new(),
                        anchor,
                        nodes: 1,
                    });
                    None
                }
                EventData::SequenceEnd => match stack.pop() {
                    Some(Frame::Seq {
                        items,
                        anchor,
                        nodes,
                    }) => {
                        let value = Value::Array(items);
                        self.remember(anchor, &value, nodes);
                        Some(Node {
                            value,
                            nodes,
                            key_text: None,
                            is_merge_key: false,
                            is_scalar: false,
                            line,
                        })
                    }
                    _ => return Err(Error::at(line, column, "unbalanced sequence end")),
                },
                EventData::MappingEnd => match stack.pop() {
                    Some(Frame::Map {
                        entries,
                        anchor,
                        nodes,
                        has_merge,
                        line: start_line,
                        ..
                    }) => {
                        let value = Value::Object(finish_map(entries, has_merge));
                        self.remember(anchor, &value, nodes);
                        Some(Node {
                            value,
                            nodes,
                            key_text: None,
                            is_merge_key: false,
                            is_scalar: false,
                            line: start_line,
                        })
                    }
                    _ => return Err(Error::at(line, column, "unbalanced mapping end")),
                },
                EventData::Alias { anchor } => {
                    let Some((value, nodes)) = self.anchors.get(&anchor) else {
                        return Err(Error::at(
                            line,
                            column,
                            format!("unknown anchor '{anchor}' referenced"),
                        ));
                    };
                    let nodes = *nodes;
                    self.decode_count += nodes;
                    self.alias_count += nodes;
                    if self.alias_count > 100
                        && self.decode_count > 1000
                        && self.alias_count as f64 / self.decode_count as f64
                            > allowed_alias_ratio(self.decode_count)
                    {
                        return Err(Error::at(
                            line,
                            column,
                            "document contains excessive aliasing",
                        ));
                    }
                    Some(Node {
                        value: value.clone(),
                        nodes,
                        key_text: None,
                        is_merge_key: false,
                        is_scalar: false,
                        line,
                    })
                }
                EventData::Scalar {
                    anchor,
                    tag,
                    mut value,
                    style,
                    ..
                } => {
                    if unterminated
                        && matches!(style, ScalarStyle::Literal | ScalarStyle::Folded)
                        && event.end_mark.index as usize > input.len()
                        && value.ends_with('\n')
                    {
                        value.pop();
                    }
                    self.decode_count += 1;
                    let (resolved, is_merge_key) =
                        resolve_scalar(&value, style, tag.as_deref(), line, column)?;
                    self.remember(anchor, &resolved, 1);
                    Some(Node {
                        value: resolved,
                        nodes: 1,
                        key_text: Some(value),
                        is_merge_key,
                        is_scalar: true,
                        line,
                    })
                }
            };
            let Some(node) = node else { continue };
            match stack.last_mut() {
                None => root = Some(node),
                Some(Frame::Seq { items, nodes, .. }) => {
                    *nodes += node.nodes;
                    items.push(node.value);
                }
                Some(Frame::Map {
                    entries,
                    nodes,
                    pending,
                    lines,
                    has_merge,
                    nested,
                    ..
                }) => {
                    *nodes += node.nodes;
                    match pending.take() {
                        None => {
                            let text = map_key(&node, *nested, line, column)?;
                            let kind = if node.is_merge_key {
                                KeyKind::Merge
                            } else if text == "<<" {
                                KeyKind::Dropped
                            } else {
                                KeyKind::Plain
                            };
                            if kind == KeyKind::Merge && *has_merge {
                                return Err(Error::at(line, column, "duplicate merge key"));
                            }
                            if kind == KeyKind::Merge {
                                *has_merge = true;
                            }
                            if kind == KeyKind::Plain {
                                if let Some(first) = lines.get(&text) {
                                    return Err(Error::at(
                                        node.line,
                                        column,
                                        format!(
                                            "mapping key {} already defined at line {first}",
                                            go_quote(&text)
                                        ),
                                    ));
                                }
                                lines.insert(text.clone(), node.line);
                            }
                            *pending = Some(PendingKey { text, kind });
                        }
                        Some(key) => match key.kind {
                            KeyKind::Merge => {
                                entries
                                    .push(Entry::Merge(merge_sources(node.value, line, column)?));
                            }
                            KeyKind::Dropped => {}
                            KeyKind::Plain => entries.push(Entry::Explicit(key.text, node.value)),
                        },
                    }
                }
            }
        }
        Ok(docs)
    }

    fn remember(&mut self, anchor: Option<String>, value: &Value, nodes: u64) {
        if let Some(anchor) = anchor {
            self.anchors.insert(anchor, (value.clone(), nodes));
        }
    }
}

/// yaml.v3's tolerance for alias expansion: generous for small documents, strict for huge ones.
fn allowed_alias_ratio(decode_count: u64) -> f64 {
    const LOW: f64 = 400_000.0;
    const HIGH: f64 = 4_000_000.0;
    let count = decode_count as f64;
    if count <= LOW {
        0.99
    } else if count >= HIGH {
        0.10
    } else {
        0.99 - 0.89 * ((count - LOW) / (HIGH - LOW))
    }
}

/// A key as kustomize sees it: at the root, decoded into a Go string, a scalar keeps its source
/// text; deeper down only string keys survive the conversion to JSON.
fn map_key(node: &Node, nested: bool, line: usize, column: usize) -> Result<String, Error> {
    if nested && !node.is_merge_key && !matches!(node.value, Value::String(_)) {
        return Err(match node.value {
            Value::Array(_) | Value::Object(_) => invalid_key(line, column),
            _ => Error::at(
                line,
                column,
                "json: unsupported type: map[interface {}]interface {}",
            ),
        });
    }
    if !node.is_scalar {
        // An alias to a scalar is fine; a collection cannot be a JSON key.
        return match &node.value {
            Value::String(s) => Ok(s.clone()),
            Value::Number(n) => Ok(n.to_string()),
            Value::Bool(b) => Ok(b.to_string()),
            Value::Null => Ok(String::new()),
            _ => Err(invalid_key(line, column)),
        };
    }
    match &node.value {
        Value::Null => Ok(String::new()),
        Value::String(s) => Ok(s.clone()),
        _ => Ok(node.key_text.clone().unwrap_or_default()),
    }
}

fn invalid_key(line: usize, column: usize) -> Error {
    Error::at(line, column, "invalid map key: a collection")
}

fn merge_sources(
    value: Value,
    line: usize,
    column: usize,
) -> Result<Vec<Map<String, Value>>, Error> {
    let wrong = || {
        Error::at(
            line,
            column,
            "map merge requires map or sequence of maps as the value",
        )
    };
    match value {
        Value::Object(map) => Ok(vec![map]),
        Value::Array(items) => items
            .into_iter()
            .map(|item| match item {
                Value::Object(map) => Ok(map),
                _ => Err(wrong()),
            })
            .collect(),
        _ => Err(wrong()),
    }
}

/// Explicit keys win over merged ones; among merged maps the first one listed wins.
fn finish_map(entries: Vec<Entry>, has_merge: bool) -> Map<String, Value> {
    let mut map = Map::new();
    if !has_merge {
        for entry in entries {
            if let Entry::Explicit(k, v) = entry {
                map.insert(k, v);
            }
        }
        return map;
    }
    let explicit: std::collections::HashSet<String> = entries
        .iter()
        .filter_map(|e| match e {
            Entry::Explicit(k, _) => Some(k.clone()),
            Entry::Merge(_) => None,
        })
        .collect();
    for entry in entries {
        match entry {
            Entry::Explicit(k, v) => {
                map.insert(k, v);
            }
            Entry::Merge(sources) => {
                let mut merged_here = std::collections::HashSet::new();
                for source in sources {
                    for (k, v) in source {
                        if explicit.contains(&k) || merged_here.contains(&k) {
                            continue;
                        }
                        merged_here.insert(k.clone());
                        map.insert(k, v);
                    }
                }
            }
        }
    }
    map
}

/// Go's `%#v` of a string, as yaml.v3 prints a duplicated key.
fn go_quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn short_tag(tag: &str) -> String {
    match tag.strip_prefix(TAG_PREFIX) {
        Some(rest) => format!("!!{rest}"),
        None => tag.to_string(),
    }
}

/// Resolves one scalar event; the flag says whether it is the merge key `<<`.
fn resolve_scalar(
    text: &str,
    style: ScalarStyle,
    tag: Option<&str>,
    line: usize,
    column: usize,
) -> Result<(Value, bool), Error> {
    let tag = tag.map(short_tag);
    // A lone `!` is the non-specific tag, which yaml.v3 resolves like no tag at all.
    let tag = tag.filter(|t| t != "!");
    let plain = style == ScalarStyle::Plain;
    let resolved = match tag.as_deref() {
        None | Some("!!str") if style == ScalarStyle::Folded => {
            return Ok((Value::String(super::folded::v3_round_trip(text)), false));
        }
        None if !plain => return Ok((Value::String(text.to_string()), false)),
        None => resolve_plain_v3(text),
        Some("!!str") => return Ok((Value::String(text.to_string()), false)),
        Some("!!binary") => {
            let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
            let bytes = base64::engine::general_purpose::STANDARD
                .decode(compact.as_bytes())
                .map_err(|_| {
                    Error::at(line, column, "!!binary value contains invalid base64 data")
                })?;
            return Ok((
                Value::String(String::from_utf8_lossy(&bytes).into_owned()),
                false,
            ));
        }
        Some("!!merge") => return Ok((Value::String(text.to_string()), true)),
        Some(t @ ("!!int" | "!!float" | "!!bool" | "!!null" | "!!timestamp")) => {
            let r = resolve_plain_v3(text);
            let ok = matches!(
                (t, &r),
                ("!!int", Resolved::Int(_) | Resolved::Uint(_))
                    | (
                        "!!float",
                        Resolved::Float(_) | Resolved::Int(_) | Resolved::Uint(_)
                    )
                    | ("!!bool", Resolved::Bool(_))
                    | ("!!null", Resolved::Null)
                    | ("!!timestamp", Resolved::Timestamp)
            );
            if !ok {
                return Err(Error::at(
                    line,
                    column,
                    format!("cannot decode {} `{text}` as a {t}", resolved_tag_name(&r)),
                ));
            }
            match (t, r) {
                ("!!float", Resolved::Int(i)) => Resolved::Float(i as f64),
                ("!!float", Resolved::Uint(u)) => Resolved::Float(u as f64),
                (_, r) => r,
            }
        }
        // Unknown tags (`!custom`, `!!set` on a scalar...) keep the scalar as a string.
        Some(_) => return Ok((Value::String(text.to_string()), false)),
    };
    let value = match resolved {
        Resolved::Null => Value::Null,
        Resolved::Bool(b) => Value::Bool(b),
        Resolved::Int(i) => Value::Number(i.into()),
        Resolved::Uint(u) => Value::Number(u.into()),
        Resolved::Float(f) => match Number::from_f64(f) {
            Some(n) => Value::Number(n),
            None => {
                return Err(Error::at(
                    line,
                    column,
                    format!("json: unsupported value: {}", go_special_float(f)),
                ));
            }
        },
        Resolved::Timestamp => match parse_timestamp(text) {
            Some(ts) => Value::String(ts.rfc3339_nano()),
            None => Value::String(text.to_string()),
        },
        Resolved::Merge => return Ok((Value::String(text.to_string()), true)),
        Resolved::Str => Value::String(text.to_string()),
    };
    Ok((value, false))
}

fn go_special_float(f: f64) -> &'static str {
    if f.is_nan() {
        "NaN"
    } else if f > 0.0 {
        "+Inf"
    } else {
        "-Inf"
    }
}

fn resolved_tag_name(r: &Resolved) -> &'static str {
    match r {
        Resolved::Null => "!!null",
        Resolved::Bool(_) => "!!bool",
        Resolved::Int(_) | Resolved::Uint(_) => "!!int",
        Resolved::Float(_) => "!!float",
        Resolved::Timestamp => "!!timestamp",
        Resolved::Merge => "!!merge",
        Resolved::Str => "!!str",
    }
}

/// Turns a libyaml-safer error into ours, with yaml.v3's wording and line: v3 reports the
/// context's line when there is one (0-based for parser errors, a quirk kustomize users see).
fn parse_error(err: libyaml_safer::Error) -> Error {
    let scanner = err.kind() == libyaml_safer::ErrorKind::Scanner;
    let context_line = err.context_mark().map_or(0, |m| m.line);
    let problem_line = err.problem_mark().map_or(0, |m| m.line);
    let raw = if context_line != 0 {
        context_line
    } else {
        problem_line
    };
    let line = (raw != 0).then(|| raw as usize + usize::from(scanner));
    Error {
        message: err.problem().to_string(),
        line,
        column: err.problem_mark().map(|m| m.column as usize + 1),
    }
}
