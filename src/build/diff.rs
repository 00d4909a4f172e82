//! What a change does to rendered objects, reported the way `flux diff kustomization` does: one
//! `►` line per object (created, drifted, deleted) and, under a drifted object, dyff's human
//! report of the changed fields (`spec.ports.http.port` / `± value change` / `- 9899` / `+ 9898`).
//!
//! Secret values never show: as in Flux's server-side diff, equal values print as `*****` and
//! changed ones as `*** (before)` / `*** (after)`, so only the keys (and whether a value changed)
//! leak into a CI log.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

use serde_json::{Map, Value};
use similar::{Algorithm, DiffOp, TextDiff, capture_diff_slices};

const MASK_SAME: &str = "*****";
const MASK_BEFORE: &str = "*** (before)";
const MASK_AFTER: &str = "*** (after)";
/// The fields that identify an entry of a list of maps, in the order dyff tries them.
const IDENTIFIERS: [&str; 3] = ["name", "key", "id"];
/// Fields the API server owns; they are not part of what a change does.
const SERVER_METADATA: [&str; 6] = [
    "managedFields",
    "resourceVersion",
    "uid",
    "generation",
    "creationTimestamp",
    "selfLink",
];

/// The identity of an object: API group, kind, namespace and name.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectKey {
    pub group: String,
    pub kind: String,
    pub namespace: String,
    pub name: String,
}

impl ObjectKey {
    pub fn of(obj: &Value) -> Self {
        let text = |pointer: &str| {
            obj.pointer(pointer)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        let api_version = text("/apiVersion");
        let group = api_version
            .rsplit_once('/')
            .map(|(group, _)| group.to_owned())
            .unwrap_or_default();
        Self {
            group,
            kind: text("/kind"),
            namespace: text("/metadata/namespace"),
            name: text("/metadata/name"),
        }
    }

    /// `Kind/namespace/name`, or `Kind/name` for cluster-scoped objects, as flux prints them.
    pub fn subject(&self) -> String {
        if self.namespace.is_empty() {
            format!("{}/{}", self.kind, self.name)
        } else {
            format!("{}/{}/{}", self.kind, self.namespace, self.name)
        }
    }
}

/// What happens to one object.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    Created,
    /// Changed fields, in report order.
    Drifted(Vec<FieldDiff>),
    /// Gone from the new build and pruned by its Kustomization.
    Deleted,
    /// Gone from the new build, but its Kustomization does not prune: it stays in the cluster.
    Orphaned,
    /// Left alone: excluded from reconciliation (empty reason), or not comparable (the reason).
    Skipped(String),
    /// A Kustomization whose own objects change (`--recursive`): their changes.
    Nested(Vec<Change>),
}

/// One object's change.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    pub key: ObjectKey,
    pub action: Action,
}

/// The changes to the objects of one Flux Kustomization.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    /// `namespace/name` of the Kustomization that renders these objects.
    pub owner: (String, String),
    pub changes: Vec<Change>,
}

/// The whole report: the first section is the Kustomization asked for, the others are the
/// Kustomizations reached with `--recursive`, each printed under a `📁` line.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Report {
    pub sections: Vec<Section>,
}

impl Report {
    pub fn has_changes(&self) -> bool {
        self.sections
            .iter()
            .flat_map(|s| &s.changes)
            .any(|c| !matches!(c.action, Action::Skipped(_)))
    }

    /// The report as flux prints it to a terminal `width` columns wide (80 when not a
    /// terminal).
    pub fn render(&self, width: usize) -> String {
        let mut out = String::new();
        for (index, section) in self.sections.iter().enumerate() {
            if section.changes.is_empty() {
                continue;
            }
            let remote_only = section
                .changes
                .iter()
                .all(|c| matches!(&c.action, Action::Skipped(reason) if !reason.is_empty()));
            if index > 0 && !remote_only {
                let (namespace, name) = &section.owner;
                let _ = writeln!(out, "📁 Kustomization/{namespace}/{name} changed");
            }
            for change in &section.changes {
                out.push_str(&render_change(change, width));
            }
        }
        out
    }
}

fn render_change(change: &Change, width: usize) -> String {
    let subject = change.key.subject();
    match &change.action {
        Action::Created => format!("► {subject} created\n"),
        Action::Deleted => format!("► {subject} deleted\n"),
        Action::Orphaned => format!("► {subject} no longer managed (prune is disabled)\n"),
        Action::Skipped(reason) if reason.is_empty() => format!("► {subject} skipped\n"),
        Action::Skipped(reason) => format!("⚠️ {subject} skipped: {reason}\n"),
        Action::Drifted(fields) => {
            let mut out = format!("► {subject} drifted\n");
            out.push_str(&render_fields(fields, width));
            out
        }
        Action::Nested(changes) => {
            let mut out = format!("📁 {subject} changed\n");
            for change in changes {
                out.push_str(&render_change(change, width));
            }
            out
        }
    }
}

/// `namespace/name` of a Flux Kustomization.
type Owner = (String, String);
/// An owner's objects in the old build and in the new one.
type BeforeAfter<'a> = (Vec<&'a Value>, Vec<&'a Value>);

/// The owner labels flux puts on every object it builds.
fn owner_of(obj: &Value) -> Option<(String, String)> {
    let labels = obj.pointer("/metadata/labels")?;
    let name = labels.get("kustomize.toolkit.fluxcd.io/name")?.as_str()?;
    let namespace = labels
        .get("kustomize.toolkit.fluxcd.io/namespace")?
        .as_str()?;
    Some((namespace.to_owned(), name.to_owned()))
}

/// Compares two builds of the same Kustomization tree. `root` is the Kustomization asked for;
/// `prunes` tells whether a Kustomization deletes what it no longer renders.
pub fn compare_builds(
    root: (String, String),
    before: &[Value],
    after: &[Value],
    prunes: &dyn Fn(&(String, String)) -> bool,
) -> Report {
    let mut order: Vec<(String, String)> = vec![root.clone()];
    let mut grouped: HashMap<Owner, BeforeAfter> = HashMap::new();
    for (side, objects) in [(0, before), (1, after)] {
        for obj in objects {
            let owner = owner_of(obj).unwrap_or_else(|| root.clone());
            if !order.contains(&owner) {
                order.push(owner.clone());
            }
            let entry = grouped.entry(owner).or_default();
            if side == 0 {
                entry.0.push(obj);
            } else {
                entry.1.push(obj);
            }
        }
    }
    // Sections follow the new build's order; owners only in the old build come last.
    let position = |owner: &(String, String)| {
        after
            .iter()
            .position(|o| owner_of(o).as_ref() == Some(owner))
            .unwrap_or(usize::MAX)
    };
    let (first, rest) = order.split_at_mut(1);
    rest.sort_by_key(|owner| position(owner));
    let order: Vec<_> = first.iter().chain(rest.iter()).cloned().collect();
    let sections = order
        .into_iter()
        .map(|owner| {
            let (old, new) = grouped.remove(&owner).unwrap_or_default();
            let changes = compare_objects(&old, &new, prunes(&owner));
            Section { owner, changes }
        })
        .collect();
    Report { sections }
}

/// The changes between two sets of objects: the new ones in order (created or drifted), then
/// the ones that are gone.
pub fn compare_objects(before: &[&Value], after: &[&Value], prune: bool) -> Vec<Change> {
    let old: BTreeMap<ObjectKey, &Value> = before.iter().map(|o| (ObjectKey::of(o), *o)).collect();
    let mut changes = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for obj in after {
        let key = ObjectKey::of(obj);
        seen.insert(key.clone());
        match old.get(&key) {
            None => changes.push(Change {
                key,
                action: Action::Created,
            }),
            Some(previous) => {
                let fields = diff_object(previous, obj);
                if !fields.is_empty() {
                    changes.push(Change {
                        key,
                        action: Action::Drifted(fields),
                    });
                }
            }
        }
    }
    for obj in before {
        let key = ObjectKey::of(obj);
        if !seen.contains(&key) {
            let action = if prune {
                Action::Deleted
            } else {
                Action::Orphaned
            };
            changes.push(Change { key, action });
            seen.insert(ObjectKey::of(obj));
        }
    }
    changes
}

/// The fields that differ between two versions of one object, secrets masked.
pub fn diff_object(before: &Value, after: &Value) -> Vec<FieldDiff> {
    let (before, after) = mask_secrets(before, after);
    let mut out = Vec::new();
    diff_values(&mut Vec::new(), &before, &after, &mut out);
    out
}

/// The fields that differ between two objects, as they are (the caller masked what must not
/// show).
pub fn diff_fields(before: &Value, after: &Value) -> Vec<FieldDiff> {
    let mut out = Vec::new();
    diff_values(&mut Vec::new(), before, after, &mut out);
    out
}

/// Drops what the API server adds to a live object (status, managed fields, resource version and
/// the like), so that a live object compares with a rendered one.
pub fn normalize_live(obj: &Value) -> Value {
    let mut obj = obj.clone();
    if let Some(map) = obj.as_object_mut() {
        map.remove("status");
        if let Some(Value::Object(meta)) = map.get_mut("metadata") {
            for field in SERVER_METADATA {
                meta.remove(field);
            }
            if meta
                .get("annotations")
                .and_then(Value::as_object)
                .is_some_and(Map::is_empty)
            {
                meta.remove("annotations");
            }
        }
    }
    obj
}

fn mask_secrets(before: &Value, after: &Value) -> (Value, Value) {
    let mut before = before.clone();
    let mut after = after.clone();
    let is_secret = |v: &Value| v.get("kind").and_then(Value::as_str) == Some("Secret");
    if !is_secret(&before) || !is_secret(&after) {
        return (before, after);
    }
    for field in ["data", "stringData"] {
        let old = before.get(field).and_then(Value::as_object).cloned();
        let new = after.get(field).and_then(Value::as_object).cloned();
        if let Some(Value::Object(map)) = before.get_mut(field) {
            for (key, value) in map.iter_mut() {
                let same = new
                    .as_ref()
                    .and_then(|n| n.get(key))
                    .is_none_or(|n| n == value);
                *value = Value::from(if same { MASK_SAME } else { MASK_BEFORE });
            }
        }
        if let Some(Value::Object(map)) = after.get_mut(field) {
            for (key, value) in map.iter_mut() {
                let same = old
                    .as_ref()
                    .and_then(|o| o.get(key))
                    .is_none_or(|o| o == value);
                *value = Value::from(if same { MASK_SAME } else { MASK_AFTER });
            }
        }
    }
    (before, after)
}

/// One difference, at a dotted path (`spec.ports.http.port`; list entries by their name when
/// they have one, by index otherwise).
#[derive(Debug, Clone, PartialEq)]
pub struct FieldDiff {
    pub path: Vec<String>,
    pub detail: Detail,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Detail {
    /// Map entries (`Value::Object`) or list entries (`Value::Array`) that appeared.
    Added(Value),
    Removed(Value),
    /// A scalar changed, or a value changed type.
    Changed {
        from: Value,
        to: Value,
    },
    /// A multi-line string changed: the removed and inserted lines.
    Text {
        inserts: usize,
        deletions: usize,
        lines: Vec<(char, String)>,
    },
    /// The same named list entries in another order.
    Order {
        from: Vec<String>,
        to: Vec<String>,
    },
}

fn diff_values(path: &mut Vec<String>, from: &Value, to: &Value, out: &mut Vec<FieldDiff>) {
    match (from, to) {
        (Value::Object(a), Value::Object(b)) => diff_maps(path, a, b, out),
        (Value::Array(a), Value::Array(b)) => diff_lists(path, a, b, out),
        _ if from == to => {}
        (Value::String(a), Value::String(b))
            if (a.contains('\n') || b.contains('\n')) && !whitespace_only(a, b) =>
        {
            out.push(FieldDiff {
                path: path.clone(),
                detail: text_diff(a, b),
            });
        }
        _ => out.push(FieldDiff {
            path: path.clone(),
            detail: Detail::Changed {
                from: from.clone(),
                to: to.clone(),
            },
        }),
    }
}

fn diff_maps(
    path: &mut Vec<String>,
    from: &Map<String, Value>,
    to: &Map<String, Value>,
    out: &mut Vec<FieldDiff>,
) {
    let removed: Map<String, Value> = from
        .iter()
        .filter(|(k, _)| !to.contains_key(*k))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let added: Map<String, Value> = to
        .iter()
        .filter(|(k, _)| !from.contains_key(*k))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    if !removed.is_empty() {
        out.push(FieldDiff {
            path: path.clone(),
            detail: Detail::Removed(Value::Object(removed)),
        });
    }
    if !added.is_empty() {
        out.push(FieldDiff {
            path: path.clone(),
            detail: Detail::Added(Value::Object(added)),
        });
    }
    let mut common: Vec<&String> = from.keys().filter(|k| to.contains_key(*k)).collect();
    common.sort();
    for key in common {
        path.push(key.clone());
        diff_values(path, &from[key], &to[key], out);
        path.pop();
    }
}

/// The field that names every entry of both lists, if there is one.
fn identifier(from: &[Value], to: &[Value]) -> Option<&'static str> {
    if from.is_empty() && to.is_empty() {
        return None;
    }
    IDENTIFIERS.into_iter().find(|field| {
        let mut names = std::collections::HashSet::new();
        from.iter().all(|v| {
            v.get(field)
                .and_then(Value::as_str)
                .is_some_and(|n| names.insert(n))
        }) && {
            names.clear();
            to.iter().all(|v| {
                v.get(field)
                    .and_then(Value::as_str)
                    .is_some_and(|n| names.insert(n))
            })
        }
    })
}

fn diff_lists(path: &mut Vec<String>, from: &[Value], to: &[Value], out: &mut Vec<FieldDiff>) {
    if from == to {
        return;
    }
    if let Some(field) = identifier(from, to) {
        let name = |v: &Value| v[field].as_str().unwrap_or_default().to_owned();
        let old: Vec<String> = from.iter().map(name).collect();
        let new: Vec<String> = to.iter().map(name).collect();
        let removed: Vec<Value> = from
            .iter()
            .filter(|v| !new.contains(&name(v)))
            .cloned()
            .collect();
        let added: Vec<Value> = to
            .iter()
            .filter(|v| !old.contains(&name(v)))
            .cloned()
            .collect();
        if !removed.is_empty() {
            out.push(FieldDiff {
                path: path.clone(),
                detail: Detail::Removed(Value::Array(removed)),
            });
        }
        if !added.is_empty() {
            out.push(FieldDiff {
                path: path.clone(),
                detail: Detail::Added(Value::Array(added)),
            });
        }
        let kept_old: Vec<String> = old.iter().filter(|n| new.contains(n)).cloned().collect();
        let kept_new: Vec<String> = new.iter().filter(|n| old.contains(n)).cloned().collect();
        if kept_old != kept_new {
            out.push(FieldDiff {
                path: path.clone(),
                detail: Detail::Order {
                    from: kept_old,
                    to: kept_new.clone(),
                },
            });
        }
        for entry_name in kept_new {
            let a = &from[old.iter().position(|n| *n == entry_name).unwrap_or(0)];
            let b = &to[new.iter().position(|n| *n == entry_name).unwrap_or(0)];
            path.push(entry_name);
            diff_values(path, a, b, out);
            path.pop();
        }
        return;
    }
    let scalars = from
        .iter()
        .chain(to)
        .all(|v| !v.is_object() && !v.is_array());
    if from.len() == to.len() && !scalars {
        for (index, (a, b)) in from.iter().zip(to).enumerate() {
            path.push(index.to_string());
            diff_values(path, a, b, out);
            path.pop();
        }
        return;
    }
    let ops = capture_diff_slices(Algorithm::Myers, from, to);
    let mut removed = Vec::new();
    let mut added = Vec::new();
    for op in ops {
        match op {
            DiffOp::Equal { .. } => {}
            DiffOp::Delete {
                old_index, old_len, ..
            } => removed.extend_from_slice(&from[old_index..old_index + old_len]),
            DiffOp::Insert {
                new_index, new_len, ..
            } => added.extend_from_slice(&to[new_index..new_index + new_len]),
            DiffOp::Replace {
                old_index,
                old_len,
                new_index,
                new_len,
            } => {
                removed.extend_from_slice(&from[old_index..old_index + old_len]);
                added.extend_from_slice(&to[new_index..new_index + new_len]);
            }
        }
    }
    if !removed.is_empty() {
        out.push(FieldDiff {
            path: path.clone(),
            detail: Detail::Removed(Value::Array(removed)),
        });
    }
    if !added.is_empty() {
        out.push(FieldDiff {
            path: path.clone(),
            detail: Detail::Added(Value::Array(added)),
        });
    }
}

fn text_diff(from: &str, to: &str) -> Detail {
    let diff = TextDiff::from_lines(from, to);
    let (mut inserts, mut deletions) = (0, 0);
    for op in diff.ops() {
        match op {
            DiffOp::Insert { .. } => inserts += 1,
            DiffOp::Delete { .. } => deletions += 1,
            DiffOp::Replace { .. } => {
                inserts += 1;
                deletions += 1;
            }
            DiffOp::Equal { .. } => {}
        }
    }
    let lines = diff
        .iter_all_changes()
        .filter_map(|change| {
            let sign = match change.tag() {
                similar::ChangeTag::Delete => '-',
                similar::ChangeTag::Insert => '+',
                similar::ChangeTag::Equal => return None,
            };
            Some((sign, change.value().trim_end_matches('\n').to_owned()))
        })
        .collect();
    Detail::Text {
        inserts,
        deletions,
        lines,
    }
}

/// dyff's way of counting: words up to twelve, "no" for zero.
fn plural(count: usize, singular: &str, plural: &str) -> String {
    const WORDS: [&str; 13] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    let number = WORDS
        .get(count)
        .map(|w| (*w).to_owned())
        .unwrap_or_else(|| count.to_string());
    format!("{number} {}", if count == 1 { singular } else { plural })
}

fn type_name(value: &Value) -> &'static str {
    match value {
        Value::Null => "<nil>",
        Value::Bool(_) => "bool",
        Value::Number(n) if n.is_f64() => "float",
        Value::Number(_) => "int",
        Value::String(_) => "string",
        Value::Array(_) => "list",
        Value::Object(_) => "map",
    }
}

/// dyff's test for a change of leading or trailing spaces and line breaks only, which it
/// shows with the whitespace made visible.
fn whitespace_only(from: &str, to: &str) -> bool {
    from.trim_matches([' ', '\n']) == to.trim_matches([' ', '\n'])
}

/// dyff's `createStringWithPrefix`: the prefix on the first line, its width in spaces on the
/// others.
fn with_prefix(prefix: &str, text: &str) -> String {
    text.split('\n')
        .enumerate()
        .map(|(index, line)| {
            if index == 0 {
                format!("{prefix}{line}\n")
            } else {
                format!("{}{line}\n", " ".repeat(prefix.chars().count()))
            }
        })
        .collect()
}

/// dyff's `yamlString` of a changed value that is not a string on both sides.
fn value_text(value: &Value) -> String {
    match value {
        Value::Null => "<nil>".to_owned(),
        _ => neat_yaml(value).trim_end_matches('\n').to_owned(),
    }
}

/// The YAML dyff prints values in (gonvenience/neat, no colours): keys as they are, strings
/// quoted only when neat thinks they must be, empty maps and lists as `{}` and `[]`, lists at
/// the indentation of their key, multi-line strings as `|` blocks. Keys come in the order
/// ytbx restructures them to.
fn neat_yaml(value: &Value) -> String {
    let mut out = String::new();
    neat_node(&mut out, "", false, &restructured(value));
    out
}

fn neat_node(out: &mut String, prefix: &str, skip_first_indent: bool, value: &Value) {
    match value {
        Value::Array(items) => {
            for (index, item) in items.iter().enumerate() {
                if index > 0 || !skip_first_indent {
                    out.push_str(prefix);
                }
                out.push_str("- ");
                neat_node(out, &format!("{prefix}  "), true, item);
            }
        }
        Value::Object(map) => {
            for (index, (key, item)) in map.iter().enumerate() {
                if index > 0 || !skip_first_indent {
                    out.push_str(prefix);
                }
                out.push_str(key);
                out.push(':');
                match item {
                    Value::Object(m) if m.is_empty() => out.push_str(" {}\n"),
                    Value::Array(a) if a.is_empty() => out.push_str(" []\n"),
                    Value::Object(_) => {
                        out.push('\n');
                        neat_node(out, &format!("{prefix}  "), false, item);
                    }
                    Value::Array(_) => {
                        out.push('\n');
                        neat_node(out, prefix, false, item);
                    }
                    _ => {
                        out.push(' ');
                        neat_node(out, &format!("{prefix}  "), false, item);
                    }
                }
            }
        }
        Value::String(text) if text.contains('\n') => {
            out.push_str("|\n");
            let lines: Vec<&str> = text.split('\n').collect();
            for (index, line) in lines.iter().enumerate() {
                out.push_str(prefix);
                out.push_str(line);
                if index + 1 < lines.len() {
                    out.push('\n');
                }
            }
            out.push('\n');
        }
        Value::String(text) => {
            let quoted = ["true", "false", "null"].contains(&text.as_str())
                || text.starts_with('-')
                || text.contains([' ', '*', '&', ':', ',']);
            if quoted {
                out.push_str(&crate::yaml::go_quote(text));
            } else {
                out.push_str(text);
            }
            out.push('\n');
        }
        Value::Null => out.push_str("null\n"),
        Value::Bool(b) => {
            let _ = writeln!(out, "{b}");
        }
        Value::Number(n) => {
            let _ = writeln!(out, "{n}");
        }
    }
}

/// ytbx's `RestructureObject` over a map read from YAML written with sorted keys: when the
/// keys match one of its well-known orders, those keys come first and the others follow,
/// the shallow ones before the deep ones.
fn restructured(value: &Value) -> Value {
    const KNOWN_ORDERS: &[&[&str]] = &[
        &[
            "name",
            "director_uuid",
            "releases",
            "instance_groups",
            "networks",
            "resource_pools",
            "compilation",
        ],
        &["name", "url", "version", "sha1"],
        &["jobs", "resources", "resource_types"],
        &["name", "type", "source"],
        &["get"],
        &["put"],
        &["task"],
        &["releases", "instance_groups", "configuration", "variables"],
        &["auth", "templates"],
        &["name"],
        &["key"],
        &["id"],
    ];
    match value {
        Value::Array(items) => Value::Array(items.iter().map(restructured).collect()),
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            let mut best: Option<(&[&str], usize)> = None;
            for order in KNOWN_ORDERS {
                let hits = order.iter().filter(|k| map.contains_key(**k)).count();
                if hits > 0 && best.is_none_or(|(_, most)| hits > most) {
                    best = Some((order, hits));
                }
            }
            if let Some((order, _)) = best {
                let mut rest: Vec<&String> = keys
                    .iter()
                    .copied()
                    .filter(|k| !order.contains(&k.as_str()))
                    .collect();
                rest.sort_by_key(|k| max_depth(&map[k.as_str()]).unwrap_or(0));
                keys = order
                    .iter()
                    .filter_map(|k| map.get_key_value(*k).map(|(k, _)| k))
                    .chain(rest)
                    .collect();
            }
            Value::Object(
                keys.into_iter()
                    .map(|k| (k.clone(), restructured(&map[k.as_str()])))
                    .collect(),
            )
        }
        other => other.clone(),
    }
}

/// How many path elements the deepest leaf under `value` is away from it (ytbx's `maxDepth`;
/// entries of a named list are one element for the name and one for the key). `None`: no leaf.
fn max_depth(value: &Value) -> Option<usize> {
    let deepest = |children: &mut dyn Iterator<Item = (usize, &Value)>| {
        children
            .filter_map(|(step, child)| max_depth(child).map(|d| d + step))
            .max()
    };
    match value {
        Value::Object(map) => deepest(&mut map.values().map(|v| (1, v))),
        Value::Array(items) => match list_identifier(items) {
            Some(id) => deepest(
                &mut items
                    .iter()
                    .filter_map(Value::as_object)
                    .flat_map(|m| m.iter())
                    .filter(|(k, _)| k.as_str() != id)
                    .map(|(_, v)| (2, v)),
            ),
            None => deepest(&mut items.iter().map(|v| (1, v))),
        },
        _ => Some(0),
    }
}

/// ytbx's `GetIdentifierFromNamedList`: the first of `name`, `key`, `id` that every entry has.
fn list_identifier(items: &[Value]) -> Option<&'static str> {
    ["name", "key", "id"]
        .into_iter()
        .find(|id| !items.is_empty() && items.iter().all(|item| item.get(*id).is_some()))
}

/// dyff's `writeTextBlocks`: the blocks side by side as columns when they fit in `width`,
/// one under the other otherwise.
fn text_blocks(indent: usize, blocks: &[String], width: usize) -> String {
    let longest = |block: &str| {
        block
            .split('\n')
            .map(|line| line.chars().count())
            .max()
            .unwrap_or(0)
    };
    let needed = indent
        + blocks.len().saturating_sub(1) * 3
        + blocks.iter().map(|b| longest(b)).sum::<usize>();
    if needed > width {
        let mut out = String::new();
        for block in blocks {
            for line in block.split('\n') {
                out.push_str(&" ".repeat(indent));
                out.push_str(line);
                out.push('\n');
            }
        }
        out
    } else {
        table(" ".repeat(3).as_str(), indent, blocks)
    }
}

/// dyff's `CreateTableStyleString`: columns padded to their longest line, trailing spaces cut,
/// no line break after the last row.
fn table(separator: &str, indent: usize, columns: &[String]) -> String {
    let columns: Vec<Vec<&str>> = columns.iter().map(|c| c.split('\n').collect()).collect();
    let rows = columns.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = columns
        .iter()
        .map(|c| c.iter().map(|l| l.chars().count()).max().unwrap_or(0))
        .collect();
    (0..rows)
        .map(|row| {
            columns
                .iter()
                .zip(&widths)
                .map(|(column, width)| match column.get(row) {
                    Some(line) => format!(
                        "{}{line}{}",
                        " ".repeat(indent),
                        " ".repeat(width - line.chars().count())
                    ),
                    None => " ".repeat(width + indent),
                })
                .collect::<Vec<_>>()
                .join(separator)
                .trim_end_matches(' ')
                .to_owned()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// One detail as dyff's human report writes it.
fn detail_block(detail: &Detail, width: usize) -> String {
    let mut out = String::new();
    match detail {
        Detail::Added(entries) | Detail::Removed(entries) => {
            // dyff indents what was added by two, what was removed by the report's indent (0).
            let (sign, verb, indent) = match detail {
                Detail::Added(_) => ('+', "added", 2),
                _ => ('-', "removed", 0),
            };
            let what = match entries {
                Value::Array(items) => plural(items.len(), "list entry", "list entries"),
                Value::Object(map) => plural(map.len(), "map entry", "map entries"),
                _ => String::new(),
            };
            let _ = writeln!(out, "{sign} {what} {verb}:");
            out.push_str(&text_blocks(indent, &[neat_yaml(entries)], width));
        }
        Detail::Changed {
            from: Value::String(from),
            to: Value::String(to),
        } if whitespace_only(from, to) => {
            let visible = |text: &str| text.replace('\n', "↵\n").replace(' ', "·");
            out.push_str("± whitespace only change\n");
            let blocks = [
                with_prefix("- ", &visible(from)),
                with_prefix("+ ", &visible(to)),
            ];
            out.push_str(&text_blocks(0, &blocks, width));
        }
        Detail::Changed {
            from: Value::String(from),
            to: Value::String(to),
        } => {
            out.push_str("± value change\n");
            out.push_str(&with_prefix("- ", from));
            out.push_str(&with_prefix("+ ", to));
        }
        Detail::Changed { from, to } => {
            let (a, b) = (type_name(from), type_name(to));
            if a == b {
                out.push_str("± value change\n");
            } else {
                let _ = writeln!(out, "± type change from {a} to {b}");
            }
            out.push_str(&with_prefix("- ", &value_text(from)));
            out.push_str(&with_prefix("+ ", &value_text(to)));
        }
        Detail::Text {
            inserts,
            deletions,
            lines,
        } => {
            let _ = writeln!(
                out,
                "± value change in multiline text ({}, {})",
                plural(*inserts, "insert", "inserts"),
                plural(*deletions, "deletion", "deletions")
            );
            for (sign, line) in lines {
                let _ = writeln!(out, "{sign} {line}");
            }
            out.push('\n');
        }
        Detail::Order { from, to } => {
            out.push_str("⇆ order changed\n");
            let length = |names: &Vec<String>| {
                names.iter().map(|n| n.chars().count()).sum::<usize>()
                    + names.len().saturating_sub(1) * 2
            };
            if length(from).max(length(to)) < width / 2 {
                let _ = writeln!(out, "- {}", from.join(", "));
                let _ = writeln!(out, "+ {}", to.join(", "));
            } else {
                out.push_str(&table(" ", 2, &[from.join("\n"), to.join("\n")]));
            }
        }
    }
    out
}

/// dyff's human report of the differences of one object (no header, no indentation, as flux
/// configures it), laid out for a terminal `width` columns wide: the details at one path sit
/// side by side when they fit.
pub fn render_fields(fields: &[FieldDiff], width: usize) -> String {
    let mut out = String::new();
    for group in fields.chunk_by(|a, b| a.path == b.path) {
        let path = &group[0].path;
        out.push('\n');
        if path.is_empty() {
            out.push_str("(root level)");
        } else {
            out.push_str(&path.join("."));
        }
        out.push('\n');
        let blocks: Vec<String> = group
            .iter()
            .map(|field| detail_block(&field.detail, width))
            .collect();
        out.push_str(&text_blocks(0, &blocks, width));
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn service(port: u16, extra_label: bool) -> Value {
        let mut svc = json!({
            "apiVersion": "v1", "kind": "Service",
            "metadata": {"name": "podinfo", "namespace": "default", "labels": {"app": "podinfo"}},
            "spec": {"ports": [{"name": "http", "port": port}, {"name": "grpc", "port": 9999}]}
        });
        if extra_label {
            svc["metadata"]["labels"]["tier"] = json!("web");
        }
        svc
    }

    #[test]
    fn a_named_list_entry_is_addressed_by_its_name() {
        let fields = diff_object(&service(9899, false), &service(9898, false));
        assert_eq!(
            render_fields(&fields, 80),
            "\nspec.ports.http.port\n± value change\n- 9899\n+ 9898\n\n"
        );
    }

    #[test]
    fn added_map_entries_are_grouped() {
        let fields = diff_object(&service(9898, false), &service(9898, true));
        assert_eq!(
            render_fields(&fields, 80),
            "\nmetadata.labels\n+ one map entry added:\n  tier: web\n\n"
        );
    }

    #[test]
    fn secret_values_never_show() {
        let secret = |password: &str, extra: bool| {
            let mut s = json!({"apiVersion": "v1", "kind": "Secret",
                "metadata": {"name": "db", "namespace": "default"},
                "data": {"password": password, "user": "YWRtaW4="}});
            if extra {
                s["data"]["token"] = json!("c2VjcmV0");
            }
            s
        };
        let text = render_fields(
            &diff_object(&secret("b2xk", false), &secret("bmV3", true)),
            80,
        );
        assert_eq!(
            text,
            "\ndata\n+ one map entry added:\n  token: \"*****\"\n\ndata.password\n\
             ± value change\n- *** (before)\n+ *** (after)\n\n"
        );
        assert!(!text.contains("b2xk") && !text.contains("c2VjcmV0"));
    }

    #[test]
    fn multiline_strings_get_a_line_diff() {
        let cm = |text: &str| json!({"kind": "ConfigMap", "data": {"conf": text}});
        let fields = diff_object(&cm("a\nb\nc\n"), &cm("a\nB\nc\nd\n"));
        assert_eq!(
            render_fields(&fields, 80),
            "\ndata.conf\n± value change in multiline text (two inserts, one deletion)\n\
             - b\n+ B\n+ d\n\n\n"
        );
    }

    /// What was removed and what was added at one path sit side by side when both fit in the
    /// terminal, one under the other (each with a blank line after it) when they do not; only
    /// the added entries are indented.
    #[test]
    fn removed_and_added_entries_share_a_row_when_they_fit() {
        let obj = |args: Value| json!({"kind": "Pod", "spec": {"args": args}});
        let fields = diff_object(&obj(json!(["a", "b", "c"])), &obj(json!(["a", "x", "c"])));
        assert_eq!(
            render_fields(&fields, 80),
            format!(
                "\nspec.args\n- one list entry removed:   + one list entry added:\n- b{}- x\n\n",
                " ".repeat(27)
            )
        );
        assert_eq!(
            render_fields(&fields, 50),
            "\nspec.args\n- one list entry removed:\n- b\n\n+ one list entry added:\n  - x\n\n\n"
        );
    }

    #[test]
    fn whitespace_only_changes_show_the_whitespace() {
        let cm = |text: &str| json!({"kind": "ConfigMap", "data": {"conf": text}});
        let fields = diff_object(&cm("a b"), &cm("a b \n"));
        assert_eq!(
            render_fields(&fields, 80),
            "\ndata.conf\n± whitespace only change\n- a·b   + a·b·↵\n\n\n"
        );
    }

    /// Entries print as dyff's YAML writer prints them: strings quoted only when they hold a
    /// space or one of `*&:,`, start with a dash or read as true/false/null; `name` first, then
    /// the other keys, shallow before deep; nested lists at their key's indentation.
    #[test]
    fn entries_print_in_dyffs_yaml() {
        let obj = |containers: Value| json!({"kind": "Pod", "spec": {"containers": containers}});
        let app = json!({"name": "app", "image": "nginx"});
        let sidecar = json!({"name": "sidecar", "image": "busybox",
            "env": [{"name": "MODE", "value": "a b"}, {"name": "DEBUG", "value": "true"}],
            "args": ["-v", "x"], "resources": {}, "tty": false, "workingDir": ""});
        let fields = diff_object(&obj(json!([app.clone()])), &obj(json!([app, sidecar])));
        assert_eq!(
            render_fields(&fields, 80),
            "\nspec.containers\n+ one list entry added:\n  - name: sidecar\n    image: busybox\n    \
             resources: {}\n    tty: false\n    workingDir:\n    args:\n    - \"-v\"\n    - x\n    \
             env:\n    - name: MODE\n      value: \"a b\"\n    - name: DEBUG\n      value: \"true\"\n\n"
        );
    }

    #[test]
    fn builds_compare_by_owner_with_children_under_a_folder_line() {
        let labelled = |mut obj: Value, owner: &str| {
            obj["metadata"]["labels"] = json!({
                "kustomize.toolkit.fluxcd.io/name": owner,
                "kustomize.toolkit.fluxcd.io/namespace": "flux-system"
            });
            obj
        };
        let cm = |name: &str, value: &str| {
            json!({"apiVersion": "v1", "kind": "ConfigMap",
                   "metadata": {"name": name, "namespace": "apps"}, "data": {"v": value}})
        };
        let before = vec![
            labelled(cm("root", "1"), "root"),
            labelled(cm("gone", "1"), "apps"),
            labelled(cm("same", "1"), "apps"),
        ];
        let after = vec![
            labelled(cm("root", "1"), "root"),
            labelled(cm("same", "1"), "apps"),
            labelled(cm("new", "1"), "apps"),
        ];
        let root = ("flux-system".to_owned(), "root".to_owned());
        let report = compare_builds(root, &before, &after, &|_| true);
        assert!(report.has_changes());
        assert_eq!(
            report.render(80),
            "📁 Kustomization/flux-system/apps changed\n► ConfigMap/apps/new created\n\
             ► ConfigMap/apps/gone deleted\n"
        );
        let same = compare_builds(
            ("flux-system".to_owned(), "root".to_owned()),
            &before,
            &before,
            &|_| true,
        );
        assert!(!same.has_changes());
        assert_eq!(same.render(80), "");
    }

    #[test]
    fn live_objects_lose_server_fields() {
        let live = json!({"kind": "ConfigMap", "metadata": {"name": "a", "uid": "1",
            "resourceVersion": "7", "managedFields": [], "annotations": {}}, "status": {}});
        assert_eq!(
            normalize_live(&live),
            json!({"kind": "ConfigMap", "metadata": {"name": "a"}})
        );
    }
}
