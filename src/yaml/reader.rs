//! Builds JSON values from libyaml-safer's parser events, resolving scalars as yaml.v3 does.
//!
//! Aliases are expanded by cloning the anchored value, which is what kustomize ends up with after
//! its JSON round trip; a budget on expanded nodes (yaml.v3's own heuristic) stops alias bombs
//! before they allocate.

use std::collections::HashMap;

use base64::Engine as _;
use libyaml_safer::{EventData, MappingStyle, Parser, ScalarStyle, SequenceStyle};
use serde_json::{Map, Number, Value};

use super::Error;
use super::resolve::{Resolved, parse_timestamp, resolve_plain_v2, resolve_plain_v3};
use super::split::Pieces;

const TAG_PREFIX: &str = "tag:yaml.org,2002:";

/// One document's root, or `None` for a document without content.
pub(crate) struct Document {
    pub value: Value,
    pub empty: bool,
}

enum Frame {
    Seq {
        /// Where the items start on the stack of items read.
        start: usize,
        anchor: Option<String>,
        nodes: u64,
    },
    Map {
        /// The explicit entries, in order.
        entries: Entries,
        /// The line of each explicit key, by position in `entries`, for yaml.v3's duplicate check.
        key_lines: Vec<usize>,
        /// Maps merged by `<<`, with the number of explicit entries that preceded them.
        merges: Vec<(usize, Vec<Map<String, Value>>)>,
        anchor: Option<String>,
        nodes: u64,
        /// The key read and waiting for its value.
        pending: Option<PendingKey>,
        has_merge: bool,
        /// Below the document root, where kustomize's JSON conversion rejects non-string keys.
        nested: bool,
        line: usize,
    },
}

/// The items and entries of the collections being read, innermost last: each collection takes
/// its own off the end when it closes, into a vector or map of exactly their number. Grown one
/// item or key at a time, a collection keeps room for up to twice what it holds, and the room
/// of a map is an entry of 112 bytes: parsed documents took a fifth more memory than they need.
#[derive(Default)]
struct Open {
    items: Vec<Value>,
    entries: Vec<(String, Value)>,
}

/// Mappings of up to this many keys are told apart by comparing each new key to the others.
const COMPARED_KEYS: usize = 16;

/// A mapping's explicit entries as they are read: on [`Open::entries`] from `start` on while
/// they are few, or in a map of their own once there are more than [`COMPARED_KEYS`] (a key
/// found by hash, for mappings of thousands of keys).
struct Entries {
    start: usize,
    map: Option<Map<String, Value>>,
}

impl Entries {
    fn starting(open: &[(String, Value)]) -> Self {
        Entries {
            start: open.len(),
            map: None,
        }
    }

    fn len(&self, open: &[(String, Value)]) -> usize {
        match &self.map {
            Some(map) => map.len(),
            None => open.len() - self.start,
        }
    }

    /// Gives a new key its place, holding null until its value is read, or hands back a key
    /// the mapping already has.
    fn claim(&mut self, open: &mut Vec<(String, Value)>, key: String) -> Result<(), String> {
        if self.map.is_none() {
            let mine = &open[self.start..];
            if mine.iter().any(|(k, _)| *k == key) {
                return Err(key);
            }
            if mine.len() < COMPARED_KEYS {
                open.push((key, Value::Null));
                return Ok(());
            }
            let mut map = Map::with_capacity(2 * COMPARED_KEYS);
            map.extend(open.drain(self.start..));
            self.map = Some(map);
        }
        let map = self
            .map
            .as_mut()
            .expect("the entries moved into a map above");
        match map.entry(key) {
            serde_json::map::Entry::Vacant(slot) => {
                slot.insert(Value::Null);
                Ok(())
            }
            serde_json::map::Entry::Occupied(entry) => Err(entry.key().clone()),
        }
    }

    /// Where `key` stands among the entries: asked only to report a repeated key, so that
    /// repeats read leniently cost no walk of a large mapping each.
    fn position(&self, open: &[(String, Value)], key: &str) -> Option<usize> {
        match &self.map {
            Some(map) => map.keys().position(|k| k == key),
            None => open[self.start..].iter().position(|(k, _)| k == key),
        }
    }

    /// The value of the key claimed last: nothing else enters this mapping in between, and the
    /// collections read inside the value have taken their own items and entries off by then.
    fn set_last(&mut self, open: &mut [(String, Value)], value: Value) {
        let slot = match &mut self.map {
            Some(map) => map.values_mut().next_back(),
            None => open[self.start..].last_mut().map(|(_, v)| v),
        };
        if let Some(slot) = slot {
            *slot = value;
        }
    }

    /// A repeated key, read leniently: the later value replaces the earlier in its place.
    fn replace(&mut self, open: &mut [(String, Value)], key: String, value: Value) {
        match &mut self.map {
            Some(map) => {
                map.insert(key, value);
            }
            None => {
                if let Some((_, slot)) = open[self.start..].iter_mut().find(|(k, _)| *k == key) {
                    *slot = value;
                }
            }
        }
    }

    fn finish(self, open: &mut Vec<(String, Value)>) -> Map<String, Value> {
        match self.map {
            Some(map) => map,
            None => {
                let mut map = Map::with_capacity(open.len() - self.start);
                map.extend(open.drain(self.start..));
                map
            }
        }
    }
}

struct PendingKey {
    /// None once the key holds its place in the map (see where keys are read).
    text: Option<String>,
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

/// A finished node with its size, so that aliases can be charged for what they expand to.
struct Node {
    value: Value,
    nodes: u64,
    /// The source text of a scalar that did not resolve to a string: what yaml.v3 decodes into a
    /// string key, and how an empty document is told apart from an explicit `null`.
    raw_text: Option<String>,
    is_merge_key: bool,
    is_scalar: bool,
    line: usize,
}

pub(crate) struct Reader {
    /// Later duplicate keys replace earlier ones instead of failing.
    lenient_duplicates: bool,
    /// Plain scalars resolve as go-yaml v2 (YAML 1.1) reads them into an `interface{}`.
    yaml_v2: bool,
    /// Reading stops at the end of the first document, as go-yaml's `Unmarshal` stops: what
    /// follows is never parsed, so it cannot fail.
    first_only: bool,
    anchors: HashMap<String, (Value, u64)>,
    decode_count: u64,
    alias_count: u64,
    /// The last reading failed because a cut did not fit the parser's view of the text.
    cut_mismatch: bool,
    /// The last reading was done a second time on the text whole.
    read_again: bool,
    cut_rule: super::guard::CutRule,
}

/// The text as the caller gave it, for what the pieces do not keep.
struct Source<'a> {
    input: &'a str,
    /// The length of a byte order mark dropped from the start.
    bom: usize,
    /// Whether a line break was added at the end.
    unterminated: bool,
}

impl Reader {
    pub(crate) fn new(lenient_duplicates: bool) -> Self {
        Reader {
            lenient_duplicates,
            yaml_v2: false,
            first_only: false,
            anchors: HashMap::new(),
            decode_count: 0,
            alias_count: 0,
            cut_mismatch: false,
            read_again: false,
            cut_rule: super::guard::CutRule::default(),
        }
    }

    /// A reader with go-yaml v2's scalar rules and its tolerance of repeated keys.
    pub(crate) fn yaml_v2() -> Self {
        Reader {
            yaml_v2: true,
            ..Reader::new(true)
        }
    }

    /// [`Reader::yaml_v2`] reading only up to the end of the first document.
    pub(crate) fn yaml_v2_first() -> Self {
        Reader {
            first_only: true,
            ..Reader::yaml_v2()
        }
    }

    /// A reader that cuts out every flow collection it can, to compare with one that reads
    /// texts whole.
    #[cfg(test)]
    pub(crate) fn cutting_everything(lenient_duplicates: bool) -> Self {
        Reader {
            cut_rule: super::guard::CutRule {
                depth: 1,
                min_bytes: 0,
                min_work: 0,
            },
            ..Reader::new(lenient_duplicates)
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
        // libyaml-safer sniffs the encoding from the first byte and rejects any text starting
        // with 0xEF that is not a byte order mark (U+E000..U+FFFF), so the input is declared
        // UTF-8 and a leading mark is dropped here instead.
        let bom = if text.starts_with('\u{feff}') { 3 } else { 0 };
        let body = &text[bom..];
        let plan = super::guard::plan_with(body, &self.cut_rule)?;
        let pieces = Pieces::new(body, &plan.cuts);
        let text = Source {
            input,
            bom,
            unterminated,
        };
        self.cut_mismatch = false;
        self.read_again = false;
        let result = self.read_pieces(&text, &pieces);
        if !pieces.is_cut() || result.is_ok() && !self.cut_mismatch {
            return result;
        }
        // The error is reported as the text read whole gives it, when that costs little; a
        // collection the sweep cut where the scanner saw none is read whole within the bound
        // on the scanner's work.
        let bound = if self.cut_mismatch {
            super::guard::MAX_FLOW_WORK
        } else {
            super::guard::FALLBACK_WORK
        };
        if plan.work > bound {
            return if self.cut_mismatch {
                Err(super::guard::work_error(1))
            } else {
                result
            };
        }
        self.read_again = true;
        self.read_pieces(&text, &Pieces::new(body, &[]))
    }

    fn read_pieces(&mut self, source: &Source, pieces: &Pieces) -> Result<Vec<Document>, Error> {
        let Source {
            input,
            bom,
            unterminated,
        } = *source;
        let start_parser = |piece: usize| {
            let mut parser = Parser::new();
            parser.set_encoding(libyaml_safer::Encoding::Utf8);
            // Only the first piece starts where the file does; documents are counted in texts
            // read whole.
            let bom = if piece == 0 { bom } else { 0 };
            let documents = !pieces.is_cut();
            parser.set_input(Chunks::new(&pieces.pieces[piece].text, bom, documents));
            parser
        };
        // The parsers open, innermost last, each with its piece and the next placeholder in it.
        let mut parsers = vec![(start_parser(0), 0, 0)];
        // The anchor of the placeholder whose piece has just started.
        let mut carried: Option<Option<String>> = None;
        // A piece has ended: the next event of its parent ends the placeholder.
        let mut placeholder_end = false;
        let mut docs = Vec::new();
        let mut stack: Vec<Frame> = Vec::new();
        let mut open = Open::default();
        let mut root: Option<Node> = None;
        // Whether each open collection is in flow style.
        let mut flow: Vec<bool> = Vec::new();
        while let Some((parser, piece, next_child)) = parsers.last_mut() {
            let piece = *piece;
            let mut event = parser.parse().map_err(|err| {
                parse_error(err, |m| {
                    pieces.line(piece, m.index as usize, m.line as usize)
                })
            })?;
            let children = &pieces.pieces[piece].children;
            if matches!(event.data, EventData::StreamEnd) && *next_child != children.len() {
                return Err(self.mismatch());
            }
            if piece != 0 {
                match event.data {
                    EventData::StreamStart { .. }
                    | EventData::DocumentStart { .. }
                    | EventData::DocumentEnd { .. } => continue,
                    EventData::StreamEnd => {
                        parsers.pop();
                        placeholder_end = true;
                        continue;
                    }
                    _ => {}
                }
            }
            if std::mem::take(&mut placeholder_end) {
                if !matches!(event.data, EventData::SequenceEnd | EventData::MappingEnd) {
                    return Err(self.mismatch());
                }
                continue;
            }
            let index = event.start_mark.index as usize;
            // A collection's event starts at its anchor or tag and ends after its indicator.
            let end = event.end_mark.index as usize;
            if let Some(&(at, child)) = children.get(*next_child)
                && end > at
            {
                let anchor = match &mut event.data {
                    EventData::SequenceStart { anchor, style, .. }
                        if *style == SequenceStyle::Flow && end == at + 1 =>
                    {
                        anchor.take()
                    }
                    EventData::MappingStart { anchor, style, .. }
                        if *style == MappingStyle::Flow && end == at + 1 =>
                    {
                        anchor.take()
                    }
                    _ => return Err(self.mismatch()),
                };
                *next_child += 1;
                carried = Some(anchor);
                parsers.push((start_parser(child), child, 0));
                continue;
            }
            if let Some(anchor) = carried.take() {
                match &mut event.data {
                    EventData::SequenceStart { anchor: slot, .. }
                    | EventData::MappingStart { anchor: slot, .. }
                        if index == 0 =>
                    {
                        *slot = anchor;
                    }
                    _ => return Err(self.mismatch()),
                }
            }
            let line = pieces.line(piece, index, event.start_mark.line as usize) + 1;
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
                                && node.raw_text.as_deref() == Some(""),
                            value: node.value,
                        },
                        None => Document {
                            value: Value::Null,
                            empty: true,
                        },
                    };
                    docs.push(doc);
                    if self.first_only {
                        return Ok(docs);
                    }
                    None
                }
                EventData::MappingStart { anchor, style, .. } => {
                    if stack.len() >= super::guard::MAX_DEPTH {
                        return Err(super::guard::depth_error(line));
                    }
                    flow.push(style == MappingStyle::Flow);
                    let nested = !stack.is_empty();
                    stack.push(Frame::Map {
                        nested,
                        entries: Entries::starting(&open.entries),
                        key_lines: Vec::new(),
                        merges: Vec::new(),
                        anchor,
                        nodes: 1,
                        pending: None,
                        has_merge: false,
                        line,
                    });
                    None
                }
                EventData::SequenceStart { anchor, style, .. } => {
                    if stack.len() >= super::guard::MAX_DEPTH {
                        return Err(super::guard::depth_error(line));
                    }
                    flow.push(style == SequenceStyle::Flow);
                    stack.push(Frame::Seq {
                        start: open.items.len(),
                        anchor,
                        nodes: 1,
                    });
                    None
                }
                EventData::SequenceEnd => match (flow.pop(), stack.pop()).1 {
                    Some(Frame::Seq {
                        start,
                        anchor,
                        nodes,
                    }) => {
                        let value = Value::Array(open.items.drain(start..).collect());
                        self.remember(anchor, &value, nodes);
                        Some(Node {
                            value,
                            nodes,
                            raw_text: None,
                            is_merge_key: false,
                            is_scalar: false,
                            line,
                        })
                    }
                    _ => return Err(Error::at(line, column, "unbalanced sequence end")),
                },
                EventData::MappingEnd => match (flow.pop(), stack.pop()).1 {
                    Some(Frame::Map {
                        entries,
                        merges,
                        anchor,
                        nodes,
                        line: start_line,
                        ..
                    }) => {
                        let map = entries.finish(&mut open.entries);
                        let value = Value::Object(finish_map(map, merges));
                        self.remember(anchor, &value, nodes);
                        Some(Node {
                            value,
                            nodes,
                            raw_text: None,
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
                        raw_text: None,
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
                    if style == ScalarStyle::DoubleQuoted {
                        let text = &pieces.pieces[piece].text;
                        let end = (event.end_mark.index as usize).min(text.len());
                        if has_slash_escape(text.get(index..end).unwrap_or_default()) {
                            return Err(Error::at(line, column, "found unknown escape character"));
                        }
                    }
                    if unterminated
                        && matches!(style, ScalarStyle::Literal | ScalarStyle::Folded)
                        && pieces.offset(piece, event.end_mark.index as usize) + bom > input.len()
                        && value.ends_with('\n')
                    {
                        value.pop();
                    }
                    self.decode_count += 1;
                    let (resolved, is_merge_key, raw_text) = if value.is_empty()
                        && tag.is_none()
                        && flow.last() == Some(&true)
                    {
                        // kyaml writes the document out again with yaml.v3, which quotes an
                        // empty scalar inside a flow collection: it comes back as "".
                        (Value::String(String::new()), false, None)
                    } else {
                        resolve_scalar(value, style, tag.as_deref(), (line, column), self.yaml_v2)?
                    };
                    self.remember(anchor, &resolved, 1);
                    Some(Node {
                        value: resolved,
                        nodes: 1,
                        raw_text,
                        is_merge_key,
                        is_scalar: true,
                        line,
                    })
                }
            };
            let Some(node) = node else { continue };
            match stack.last_mut() {
                None => root = Some(node),
                Some(Frame::Seq { nodes, .. }) => {
                    *nodes += node.nodes;
                    open.items.push(node.value);
                }
                Some(Frame::Map {
                    entries,
                    key_lines,
                    merges,
                    nodes,
                    pending,
                    has_merge,
                    nested,
                    ..
                }) => {
                    *nodes += node.nodes;
                    match pending.take() {
                        None => {
                            let is_merge_key = node.is_merge_key;
                            let key_line = node.line;
                            let text = if self.yaml_v2 {
                                yaml_v2_map_key(node, line, column)?
                            } else {
                                map_key(node, *nested, line, column)?
                            };
                            let kind = if is_merge_key {
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
                            // One lookup per key: this runs for every key of every input. A
                            // new key takes its place now, holding null until its value is
                            // read; nothing else enters this map in between, so the value
                            // then goes to the last entry without a second lookup.
                            let (text, present) = if kind == KeyKind::Plain {
                                match entries.claim(&mut open.entries, text) {
                                    Ok(()) => (None, false),
                                    Err(text) => (Some(text), true),
                                }
                            } else {
                                (Some(text), false)
                            };
                            if present && !self.lenient_duplicates {
                                let text = text.unwrap_or_default();
                                let first = entries
                                    .position(&open.entries, &text)
                                    .and_then(|i| key_lines.get(i))
                                    .copied()
                                    .unwrap_or(key_line);
                                return Err(Error::at(
                                    key_line,
                                    column,
                                    format!(
                                        "mapping key {} already defined at line {first}",
                                        go_quote(&text)
                                    ),
                                ));
                            }
                            if kind == KeyKind::Plain && !present {
                                key_lines.push(key_line);
                            }
                            *pending = Some(PendingKey { text, kind });
                        }
                        Some(key) => match key.kind {
                            KeyKind::Merge => {
                                let sources = merge_sources(node.value, line, column)?;
                                merges.push((entries.len(&open.entries), sources));
                            }
                            KeyKind::Dropped => {}
                            KeyKind::Plain => match key.text {
                                // A repeated key (read leniently) keeps its first place.
                                Some(text) => entries.replace(&mut open.entries, text, node.value),
                                None => entries.set_last(&mut open.entries, node.value),
                            },
                        },
                    }
                }
            }
        }
        Ok(docs)
    }

    /// Notes that the pieces did not fit the parser's view of the text, for a second reading
    /// of it whole.
    fn mismatch(&mut self) -> Error {
        self.cut_mismatch = true;
        Error::without_position("flow collection cut where the parser did not see one")
    }

    fn remember(&mut self, anchor: Option<String>, value: &Value, nodes: u64) {
        if let Some(anchor) = anchor {
            self.anchors.insert(anchor, (value.clone(), nodes));
        }
    }
}

/// How many bytes of text the parser is offered at a time: go-yaml's raw input buffer.
const CHUNK: usize = 512;

/// A text handed to the parser as go-yaml reads its input: [`CHUNK`] bytes at a time, counted
/// from the start of the file (a byte order mark included) or of a document, each cut where a
/// character starts.
///
/// The scanner decodes a whole chunk whenever it needs more characters, and refuses a control
/// character as soon as it decodes one: one more than a chunk past a syntax error is not seen
/// (yaml.v3 reports the syntax error, as kubectl does), one within it is. kustomize hands
/// yaml.v3 each document of a file on its own (it splits the text at `\n---\n`), so the count
/// starts again at each. Offered the whole text, libyaml-safer also decoded all of it into its
/// queue of `char`s, four bytes each, before the first token: 14 MB for a 3.5 MB stream.
struct Chunks<'t> {
    rest: &'t [u8],
    /// How much of the text has been read.
    read: usize,
    /// The length of the next chunk.
    next: usize,
    /// Where the documents not yet reached start, nearest last.
    documents: Vec<usize>,
}

impl<'t> Chunks<'t> {
    /// The text after a byte order mark of `bom` bytes, which the first chunk counted. With
    /// `documents`, the count starts again after each `\n---\n`.
    fn new(text: &'t str, bom: usize, documents: bool) -> Self {
        let mut starts: Vec<usize> = if documents {
            text.match_indices("\n---\n")
                .map(|(at, _)| at + 5)
                .collect()
        } else {
            Vec::new()
        };
        starts.reverse();
        Chunks {
            rest: text.as_bytes(),
            read: 0,
            next: CHUNK - bom,
            documents: starts,
        }
    }
}

impl std::io::Read for Chunks<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.rest.len().min(buf.len());
        buf[..n].copy_from_slice(&self.rest[..n]);
        std::io::BufRead::consume(self, n);
        Ok(n)
    }
}

impl std::io::BufRead for Chunks<'_> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        let mut end = self.rest.len().min(self.next);
        if let Some(&document) = self.documents.last() {
            end = end.min(document - self.read);
        }
        // The text is UTF-8: a chunk ends where a character starts, and the bytes of one cut
        // short start the next chunk, as in go-yaml.
        while end < self.rest.len() && self.rest[end] & 0xc0 == 0x80 {
            end -= 1;
        }
        Ok(&self.rest[..end])
    }

    fn consume(&mut self, n: usize) {
        self.rest = &self.rest[n..];
        self.read += n;
        self.next = CHUNK;
        while self
            .documents
            .last()
            .is_some_and(|start| *start <= self.read)
        {
            self.documents.pop();
        }
    }
}

/// Whether a double-quoted scalar's source uses `\/`, an escape that YAML 1.2 added and
/// libyaml-safer accepts but go-yaml rejects.
fn has_slash_escape(source: &str) -> bool {
    if !source.contains("\\/") {
        return false;
    }
    let mut escaped = false;
    for c in source.chars() {
        if escaped {
            if c == '/' {
                return true;
            }
            escaped = false;
        } else if c == '\\' {
            escaped = true;
        }
    }
    false
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
fn map_key(node: Node, nested: bool, line: usize, column: usize) -> Result<String, Error> {
    let string_key = node.raw_text.is_none() && matches!(node.value, Value::String(_));
    if nested && !node.is_merge_key && !string_key {
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
        return match node.value {
            Value::String(s) => Ok(s),
            Value::Number(n) => Ok(n.to_string()),
            Value::Bool(b) => Ok(b.to_string()),
            Value::Null => Ok(String::new()),
            _ => Err(invalid_key(line, column)),
        };
    }
    match (node.raw_text, node.value) {
        (_, Value::Null) => Ok(String::new()),
        (Some(raw), _) => Ok(raw),
        (None, Value::String(s)) => Ok(s),
        (None, _) => Ok(String::new()),
    }
}

/// A key as `sigs.k8s.io/yaml` turns go-yaml v2's into a JSON one, at any depth: strings as
/// they are, integers and booleans in Go's words, floats as go-yaml prints a 32-bit float.
fn yaml_v2_map_key(node: Node, line: usize, column: usize) -> Result<String, Error> {
    match node.value {
        Value::String(s) => Ok(s),
        Value::Bool(b) => Ok(b.to_string()),
        Value::Number(n) if n.is_i64() => Ok(n.to_string()),
        Value::Number(n) if n.is_f64() => {
            // go-yaml's key conversion narrows to 32 bits on purpose.
            #[allow(clippy::cast_possible_truncation)]
            let single = n.as_f64().unwrap_or_default() as f32;
            Ok(super::emitter::go_format_g32(single))
        }
        Value::Array(_) | Value::Object(_) => Err(invalid_key(line, column)),
        other => Err(Error::at(
            line,
            column,
            format!("unsupported map key of type: {}", yaml_v2_key_type(&other)),
        )),
    }
}

fn yaml_v2_key_type(value: &Value) -> &'static str {
    match value {
        Value::Null => "<nil>",
        _ => "uint64",
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

/// Explicit keys win over merged ones; among the maps of one `<<` the first listed wins, and a
/// later `<<` overrides an earlier one. Merged keys take the place of their `<<`.
fn finish_map(
    explicit: Map<String, Value>,
    merges: Vec<(usize, Vec<Map<String, Value>>)>,
) -> Map<String, Value> {
    if merges.is_empty() {
        return explicit;
    }
    let explicit_keys: std::collections::HashSet<String> = explicit.keys().cloned().collect();
    let mut map = Map::new();
    let mut merges = merges.into_iter().peekable();
    let mut position = 0;
    let mut explicit = explicit.into_iter();
    loop {
        while let Some((_, sources)) = merges.next_if(|(at, _)| *at == position) {
            let mut merged_here = std::collections::HashSet::new();
            for source in sources {
                for (k, v) in source {
                    if explicit_keys.contains(&k) || !merged_here.insert(k.clone()) {
                        continue;
                    }
                    map.insert(k, v);
                }
            }
        }
        match explicit.next() {
            Some((k, v)) => {
                map.insert(k, v);
                position += 1;
            }
            None => break,
        }
    }
    map
}

/// A string as Go's `strconv.Quote` writes it, and so `%q` and `%#v`: yaml.v3 prints a
/// duplicated key this way, apimachinery a bad selector, net/url a bad host.
pub(crate) fn go_quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{b}' => out.push_str("\\v"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", c as u32)),
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
    text: String,
    style: ScalarStyle,
    tag: Option<&str>,
    (line, column): (usize, usize),
    yaml_v2: bool,
) -> Result<(Value, bool, Option<String>), Error> {
    let tag = tag.map(short_tag);
    // A lone `!` is the non-specific tag, which yaml.v3 resolves like no tag at all.
    let tag = tag.filter(|t| t != "!");
    let plain = style == ScalarStyle::Plain;
    let resolved = match tag.as_deref() {
        None | Some("!!str") if style == ScalarStyle::Folded && !yaml_v2 => {
            return Ok((
                Value::String(super::folded::v3_round_trip(&text)),
                false,
                None,
            ));
        }
        None if !plain => return Ok((Value::String(text), false, None)),
        None if yaml_v2 => resolve_plain_v2(&text),
        None => resolve_plain_v3(&text),
        Some("!!str") => return Ok((Value::String(text), false, None)),
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
                None,
            ));
        }
        Some("!!merge") => return Ok((Value::String(text), true, None)),
        Some(t @ ("!!int" | "!!float" | "!!bool" | "!!null" | "!!timestamp")) => {
            let r = resolve_plain_v3(&text);
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
        Some(_) => return Ok((Value::String(text), false, None)),
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
        // go-yaml v2 hands a timestamp to an `interface{}` as the text it was written as.
        Resolved::Timestamp if yaml_v2 => Value::String(text.clone()),
        Resolved::Timestamp => match parse_timestamp(&text) {
            Some(ts) => Value::String(ts.rfc3339_nano()),
            None => Value::String(text.clone()),
        },
        Resolved::Merge => return Ok((Value::String(text), true, None)),
        Resolved::Str => return Ok((Value::String(text), false, None)),
    };
    Ok((value, false, Some(text)))
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
/// `line` gives the 0-based line of the whole text that a mark of the parser's piece is on.
fn parse_error(err: libyaml_safer::Error, line: impl Fn(libyaml_safer::Mark) -> usize) -> Error {
    let scanner = err.kind() == libyaml_safer::ErrorKind::Scanner;
    let context_line = err.context_mark().map_or(0, &line);
    let problem_line = err.problem_mark().map_or(0, &line);
    let raw = if context_line != 0 {
        context_line
    } else {
        problem_line
    };
    let line = (raw != 0).then(|| raw + usize::from(scanner));
    Error {
        message: err.problem().to_string(),
        line,
        column: err.problem_mark().map(|m| m.column as usize + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// What a reading gives a user: the values, or the message and line (columns are never
    /// shown, and the pieces do not keep them).
    fn values(docs: Result<Vec<Document>, Error>) -> Result<Vec<(Value, bool)>, Error> {
        docs.map(|docs| docs.into_iter().map(|d| (d.value, d.empty)).collect())
            .map_err(|err| Error {
                column: None,
                ..err
            })
    }

    /// Reads `text` whole and cut at every flow level: the same values, or the same error.
    fn same_when_cut(text: &str) -> Result<(), TestCaseError> {
        let whole = values(Reader::new(false).read_all(text));
        let mut cutting = Reader::cutting_everything(false);
        let cut = values(cutting.read_all(text));
        prop_assert_eq!(&cut, &whole, "{:.300}", text);
        if whole.is_ok() {
            prop_assert!(
                !cutting.cut_mismatch,
                "cut where the parser saw no collection: {text:.300}"
            );
        }
        Ok(())
    }

    fn blank() -> impl Strategy<Value = &'static str> {
        prop::sample::select(vec![
            "",
            "",
            " ",
            "\n",
            "\n  ",
            "\r\n ",
            " # [c] {\n",
            "\t",
            "\u{2028}",
        ])
    }

    fn leaf() -> impl Strategy<Value = String> {
        prop_oneof![
            prop::sample::select(vec![
                "a",
                "1",
                "true",
                "null",
                "~",
                "x y",
                "'q]'",
                "\"d[\\\"\"",
                "\"\\/\"",
                "*a",
                "*b",
                "!!str 1",
                "!!int x",
                "a:b",
                "-",
                "? k",
                "",
                "'it''s'",
                "\"multi\n line\"",
            ])
            .prop_map(str::to_string),
            (1000usize..1100).prop_map(|n| "k".repeat(n)),
        ]
    }

    fn node() -> impl Strategy<Value = String> {
        leaf().prop_recursive(8, 64, 6, |inner| {
            let entry = (blank(), inner.clone(), blank());
            let pair = (inner.clone(), blank(), inner.clone());
            let props = prop::sample::select(vec!["", "", "", "&a ", "&b ", "!!seq ", "!!map "]);
            prop_oneof![
                (
                    props.clone(),
                    prop::collection::vec(entry, 0..5),
                    any::<bool>()
                )
                    .prop_map(|(props, items, trailing)| {
                        let items: Vec<String> = items
                            .into_iter()
                            .map(|(a, v, b)| format!("{a}{v}{b}"))
                            .collect();
                        let comma = if trailing && !items.is_empty() {
                            ","
                        } else {
                            ""
                        };
                        format!("{props}[{}{comma}]", items.join(","))
                    }),
                (props, prop::collection::vec(pair, 0..5)).prop_map(|(props, pairs)| {
                    let pairs: Vec<String> = pairs
                        .into_iter()
                        .map(|(k, b, v)| format!("{k}:{b} {v}"))
                        .collect();
                    format!("{props}{{{}}}", pairs.join(", "))
                }),
            ]
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(600))]

        #[test]
        fn cutting_out_flow_collections_changes_nothing(
            root in node(),
            layout in 0..4u8,
        ) {
            let text = match layout {
                0 => format!("k: {root}\n"),
                1 => format!("- x\n- {root}\n- z"),
                2 => format!("{root}\n---\nb: {root}\n"),
                _ => format!("a: &a [1]\nb: &b {{c: d}}\ne: {root}\n"),
            };
            same_when_cut(&text)?;
        }
    }

    #[test]
    fn cuts_keep_anchors_keys_and_unicode_line_breaks() {
        // An anchor before a cut collection, a cut collection as a key, and a line break the
        // scanner knows beyond ASCII before a quoted `]`.
        for root in [
            "[&a []]",
            "{[a]: a}",
            "[[\u{2028}'q]']]",
            "[*a, &b [1], *b]",
        ] {
            same_when_cut(&format!("a: &a [1]\nk: {root}\n")).unwrap();
        }
    }

    #[test]
    fn deep_flow_collections_read_the_same_cut_or_whole() {
        // Deep values are built and dropped recursively, as in the program's own thread.
        std::thread::Builder::new()
            .stack_size(crate::cli::STACK_BYTES)
            .spawn(deep_flow_collections)
            .unwrap()
            .join()
            .unwrap();
    }

    fn deep_flow_collections() {
        let depth = 3_000;
        for text in [
            format!("x: {}s{}\n", "{a: [".repeat(depth), "]}".repeat(depth)),
            format!("x: {}\n  s{}\n", "[\n".repeat(depth), "]".repeat(depth)),
            format!(
                "x: {}s{}\n",
                "[&a [1], *a, ".repeat(depth),
                "]".repeat(depth)
            ),
            format!("x: {}s{}\n", "[{[k]: v}, ".repeat(depth), "]".repeat(depth)),
        ] {
            same_when_cut(&text).unwrap();
            // The default rule cuts these too, being deep and long.
            let mut reader = Reader::new(false);
            let whole = values(reader.read_all(&text));
            assert!(!reader.read_again);
            assert_eq!(
                whole,
                values(Reader::cutting_everything(false).read_all(&text))
            );
        }
        // An error deep down is the scanner's, on the line where it is, without a second
        // reading of a text this costly.
        let depth = 6_000;
        let text = format!(
            "a: 1\nb: {}\n  {{a: b: c}}{}",
            "[\n".repeat(depth),
            "]".repeat(depth)
        );
        let mut reader = Reader::new(false);
        let err = values(reader.read_all(&text)).unwrap_err();
        assert!(!reader.read_again);
        let mut whole = Reader::new(false);
        whole.cut_rule.min_work = u64::MAX;
        assert_eq!(Err(err.clone()), values(whole.read_all(&text)));
        assert_eq!(
            err.to_string(),
            format!(
                "yaml: line {}: did not find expected ',' or '}}'",
                depth + 2
            )
        );
    }
}
