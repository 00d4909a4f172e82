//! Server-side apply as the API server does it (structured-merge-diff), for the fake API server.
//!
//! An applied configuration is merged into the live object along the type's schema:
//! - structs and maps merge field by field, unless the schema makes the map atomic
//!   (`x-kubernetes-map-type: atomic`);
//! - a list is merged by its type: `map` lists entry by entry, matched on their key fields
//!   (`x-kubernetes-list-map-keys`, a missing key field taking its schema default), live entries
//!   first in their order and new ones after them in the applied order; `set` lists as a union;
//!   `atomic` lists (the default for a list without a type) are replaced whole.
//!
//! For a custom resource the schema is the CRD's `openAPIV3Schema`. For built-in kinds the
//! API server's schema comes from the Go types' markers and strategic-merge keys; the lists
//! fluxr's objects use are listed here: a pod template's containers, init and ephemeral
//! containers, volumes and image pull secrets by `name`; a container's ports by
//! `containerPort` and `protocol`, env by `name`, volume mounts by `mountPath` and volume devices
//! by `devicePath`; a Service's ports by `port` and `protocol`; `metadata.finalizers` is a set
//! and `metadata.ownerReferences` a map keyed by `uid`.
//!
//! Ownership is recorded in managedFields' FieldsV1 shape: `f:<field>` for a field, `k:<key
//! JSON>` for a map-list entry (with `.` for the entry itself), `v:<value JSON>` for a set
//! member, and an atomic list or map as a leaf. A manager that stops applying a field loses
//! it, and the field is removed unless another manager still owns it.

use serde_json::{Map, Value, json};

/// How a list merges.
#[derive(Debug, Clone, PartialEq)]
pub enum ListType {
    Atomic,
    Set,
    /// Key fields, each with its default.
    Map(Vec<(String, Option<Value>)>),
}

/// Where a value sits in its object's type: the kind, the CRD schema node (custom resources),
/// and the field names from the root (list items add nothing).
#[derive(Debug, Clone)]
pub struct Shape<'a> {
    kind: &'a str,
    schema: Option<&'a Value>,
    path: Vec<String>,
}

/// The kinds whose pod template sits at a given path.
fn pod_spec_path(kind: &str) -> Option<&'static [&'static str]> {
    match kind {
        "Pod" => Some(&["spec"]),
        "Deployment"
        | "ReplicaSet"
        | "StatefulSet"
        | "DaemonSet"
        | "Job"
        | "ReplicationController" => Some(&["spec", "template", "spec"]),
        "CronJob" => Some(&["spec", "jobTemplate", "spec", "template", "spec"]),
        _ => None,
    }
}

fn keys(names: &[&str]) -> ListType {
    ListType::Map(
        names
            .iter()
            .map(|name| {
                // The API server defaults a port's protocol before it keys the entry.
                let default = (*name == "protocol").then(|| json!("TCP"));
                ((*name).to_owned(), default)
            })
            .collect(),
    )
}

const CONTAINER_LISTS: [&str; 3] = ["containers", "initContainers", "ephemeralContainers"];

impl<'a> Shape<'a> {
    /// The root of an object of `kind`; `schema` is the CRD version's `openAPIV3Schema`.
    pub fn root(kind: &'a str, schema: Option<&'a Value>) -> Self {
        Shape {
            kind,
            schema,
            path: Vec::new(),
        }
    }

    fn field(&self, name: &str) -> Shape<'a> {
        let schema = self.schema.and_then(|node| {
            node.get("properties")
                .and_then(|p| p.get(name))
                .or_else(|| node.get("additionalProperties").filter(|a| a.is_object()))
        });
        let mut path = self.path.clone();
        path.push(name.to_owned());
        Shape {
            kind: self.kind,
            schema,
            path,
        }
    }

    fn item(&self) -> Shape<'a> {
        Shape {
            kind: self.kind,
            schema: self.schema.and_then(|node| node.get("items")),
            path: self.path.clone(),
        }
    }

    fn is(&self, path: &[&str]) -> bool {
        self.path.len() == path.len() && self.path.iter().zip(path).all(|(a, b)| a == b)
    }

    pub fn list_type(&self) -> ListType {
        if self.is(&["metadata", "finalizers"]) {
            return ListType::Set;
        }
        if self.is(&["metadata", "ownerReferences"]) {
            return keys(&["uid"]);
        }
        if let Some(node) = self.schema {
            return match node.get("x-kubernetes-list-type").and_then(Value::as_str) {
                Some("set") => ListType::Set,
                Some("map") => ListType::Map(
                    node.get("x-kubernetes-list-map-keys")
                        .and_then(Value::as_array)
                        .into_iter()
                        .flatten()
                        .filter_map(Value::as_str)
                        .map(|key| {
                            let default = node
                                .pointer(&format!("/items/properties/{key}/default"))
                                .cloned();
                            (key.to_owned(), default)
                        })
                        .collect(),
                ),
                _ => ListType::Atomic,
            };
        }
        if self.kind == "Service" && self.is(&["spec", "ports"]) {
            return keys(&["port", "protocol"]);
        }
        let Some(prefix) = pod_spec_path(self.kind) else {
            return ListType::Atomic;
        };
        let Some(rest) = self
            .path
            .strip_prefix(&prefix.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>()[..])
        else {
            return ListType::Atomic;
        };
        match rest {
            [list] if CONTAINER_LISTS.contains(&list.as_str()) => keys(&["name"]),
            [list] if list == "volumes" || list == "imagePullSecrets" => keys(&["name"]),
            [container, list] if CONTAINER_LISTS.contains(&container.as_str()) => {
                match list.as_str() {
                    "ports" => keys(&["containerPort", "protocol"]),
                    "env" => keys(&["name"]),
                    "volumeMounts" => keys(&["mountPath"]),
                    "volumeDevices" => keys(&["devicePath"]),
                    _ => ListType::Atomic,
                }
            }
            _ => ListType::Atomic,
        }
    }

    /// A map or struct replaced whole: `x-kubernetes-map-type: atomic` in a CRD's schema (which
    /// controller-gen writes for `+mapType=atomic` and `+structType=atomic`, a LabelSelector's
    /// among them); for built-in kinds, the fields fluxr's objects use whose Go types carry
    /// those markers: label selectors, a Service's and a pod's node selector, and an env var's
    /// key and field references.
    fn atomic_map(&self) -> bool {
        if let Some(node) = self.schema {
            return node.get("x-kubernetes-map-type").and_then(Value::as_str) == Some("atomic");
        }
        let label_selector = match self.kind {
            "Deployment"
            | "ReplicaSet"
            | "StatefulSet"
            | "DaemonSet"
            | "Job"
            | "PodDisruptionBudget"
            | "ReplicationController"
            | "Service" => self.is(&["spec", "selector"]),
            "CronJob" => self.is(&["spec", "jobTemplate", "spec", "selector"]),
            "NetworkPolicy" => self.is(&["spec", "podSelector"]),
            _ => false,
        };
        if label_selector {
            return true;
        }
        let Some(prefix) = pod_spec_path(self.kind) else {
            return false;
        };
        let Some(rest) = self
            .path
            .strip_prefix(&prefix.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>()[..])
        else {
            return false;
        };
        match rest {
            [field] => field == "nodeSelector",
            [container, env, value_from, reference]
                if CONTAINER_LISTS.contains(&container.as_str())
                    && env == "env"
                    && value_from == "valueFrom" =>
            {
                [
                    "configMapKeyRef",
                    "secretKeyRef",
                    "fieldRef",
                    "resourceFieldRef",
                ]
                .contains(&reference.as_str())
            }
            _ => false,
        }
    }
}

/// The key of a map-list entry, fields in name order as the API server writes them; `None`
/// when a key field is missing and has no default.
fn entry_key(item: &Value, keys: &[(String, Option<Value>)]) -> Option<Map<String, Value>> {
    let mut sorted: Vec<&(String, Option<Value>)> = keys.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    let mut key = Map::new();
    for (name, default) in sorted {
        let value = item.get(name).cloned().or_else(|| default.clone())?;
        key.insert(name.clone(), value);
    }
    Some(key)
}

/// A list item's path element: `k:{…}` or `v:…`; `None` for atomic lists.
fn item_element(item: &Value, list: &ListType) -> Option<String> {
    match list {
        ListType::Atomic => None,
        ListType::Set => Some(format!("v:{item}")),
        ListType::Map(keys) => entry_key(item, keys).map(|key| format!("k:{}", Value::Object(key))),
    }
}

/// Merges `applied` into `live`.
pub fn merge(live: &mut Value, applied: &Value, shape: &Shape<'_>) {
    match (live, applied) {
        (Value::Object(live), Value::Object(applied)) if !shape.atomic_map() => {
            for (key, value) in applied {
                let child = shape.field(key);
                match live.get_mut(key) {
                    Some(existing) => merge(existing, value, &child),
                    None => {
                        live.insert(key.clone(), value.clone());
                    }
                }
            }
        }
        (Value::Array(live), Value::Array(applied)) => {
            let list = shape.list_type();
            if list == ListType::Atomic || (live.is_empty() && applied.is_empty()) {
                *live = applied.clone();
                return;
            }
            let item_shape = shape.item();
            let mut merged = Vec::with_capacity(live.len().max(applied.len()));
            let mut seen = Vec::new();
            for item in live.iter() {
                let element = item_element(item, &list);
                let mut item = item.clone();
                if let Some(from) = applied
                    .iter()
                    .find(|a| element.is_some() && item_element(a, &list) == element)
                {
                    merge(&mut item, from, &item_shape);
                }
                seen.push(element);
                merged.push(item);
            }
            for item in applied {
                let element = item_element(item, &list);
                if element.is_none() || !seen.contains(&element) {
                    seen.push(element);
                    merged.push(item.clone());
                }
            }
            *live = merged;
        }
        (live, applied) => *live = applied.clone(),
    }
}

/// The fields an applied configuration sets, in FieldsV1 shape. Like the API server, it leaves
/// out what identifies the object (apiVersion, kind, the name and namespace) and what the
/// server sets.
pub fn field_set(applied: &Value, shape: &Shape<'_>) -> Value {
    let mut fields = fields_of(applied, shape);
    if let Some(map) = fields.as_object_mut() {
        map.remove("f:apiVersion");
        map.remove("f:kind");
        map.remove("f:status");
        if let Some(metadata) = map.get_mut("f:metadata").and_then(Value::as_object_mut) {
            for server_set in [
                "name",
                "namespace",
                "uid",
                "resourceVersion",
                "generation",
                "creationTimestamp",
                "deletionTimestamp",
                "managedFields",
                "selfLink",
            ] {
                metadata.remove(&format!("f:{server_set}"));
            }
            if metadata.is_empty() {
                map.remove("f:metadata");
            }
        }
    }
    fields
}

fn fields_of(value: &Value, shape: &Shape<'_>) -> Value {
    match value {
        Value::Object(map) if !shape.atomic_map() => {
            let mut fields = Map::new();
            for (key, child) in map {
                fields.insert(format!("f:{key}"), fields_of(child, &shape.field(key)));
            }
            Value::Object(fields)
        }
        Value::Array(items) => {
            let list = shape.list_type();
            let mut fields = Map::new();
            if list == ListType::Atomic {
                return Value::Object(fields);
            }
            let item_shape = shape.item();
            for item in items {
                let Some(element) = item_element(item, &list) else {
                    continue;
                };
                let mut owned = match fields_of(item, &item_shape) {
                    Value::Object(map) if item.is_object() => map,
                    _ => Map::new(),
                };
                if list != ListType::Set {
                    owned.insert(".".to_owned(), json!({}));
                }
                fields.insert(element, Value::Object(owned));
            }
            Value::Object(fields)
        }
        _ => json!({}),
    }
}

/// The union of two field sets.
pub fn union(into: &mut Value, other: &Value) {
    let (Some(into), Some(other)) = (into.as_object_mut(), other.as_object()) else {
        return;
    };
    for (element, sub) in other {
        match into.get_mut(element) {
            Some(existing) => union(existing, sub),
            None => {
                into.insert(element.clone(), sub.clone());
            }
        }
    }
}

/// Drops from `obj` what its manager applied before (`previous`) and applies no more (`now`),
/// unless another manager owns it (`others`).
pub fn remove_disowned(
    obj: &mut Value,
    previous: &Value,
    now: &Value,
    others: &Value,
    shape: &Shape<'_>,
) {
    let Some(previous) = previous.as_object() else {
        return;
    };
    for (element, sub) in previous {
        if element == "." {
            continue;
        }
        let now_sub = now.get(element);
        let others_sub = others.get(element);
        let still_owned = now_sub.is_some() || others_sub.is_some();
        if !still_owned {
            remove_element(obj, element, shape);
            continue;
        }
        if sub.as_object().is_none_or(Map::is_empty) {
            continue;
        }
        let empty = json!({});
        let (now_sub, others_sub) = (now_sub.unwrap_or(&empty), others_sub.unwrap_or(&empty));
        if let Some(name) = element.strip_prefix("f:") {
            if let Some(child) = obj.get_mut(name) {
                remove_disowned(child, sub, now_sub, others_sub, &shape.field(name));
            }
        } else if element.starts_with("k:") {
            let list = shape.list_type();
            let item_shape = shape.item();
            if let Some(items) = obj.as_array_mut() {
                for item in items {
                    if item_element(item, &list).as_deref() == Some(element.as_str()) {
                        remove_disowned(item, sub, now_sub, others_sub, &item_shape);
                    }
                }
            }
        }
    }
}

fn remove_element(obj: &mut Value, element: &str, shape: &Shape<'_>) {
    if let Some(name) = element.strip_prefix("f:") {
        if let Some(map) = obj.as_object_mut() {
            map.remove(name);
        }
        return;
    }
    let list = shape.list_type();
    if let Some(items) = obj.as_array_mut() {
        items.retain(|item| item_element(item, &list).as_deref() != Some(element));
    }
}

fn find_item<'v>(items: Option<&'v Value>, list: &ListType, element: &str) -> Option<&'v Value> {
    items?
        .as_array()?
        .iter()
        .find(|item| item_element(item, list).as_deref() == Some(element))
}

// ----- field sets as paths: conflicts, updates, removals -----

/// A path to a member of a field set: its FieldsV1 elements (`f:…`, `k:…`, `v:…`).
pub type FieldPath = Vec<String>;

/// The members of a FieldsV1 set: a leaf (`{}`) is a member, and so is a node that holds `.`.
pub fn members(fields: &Value) -> Vec<FieldPath> {
    fn walk(fields: &Value, prefix: &mut FieldPath, out: &mut Vec<FieldPath>) {
        let Some(map) = fields.as_object() else {
            return;
        };
        for (element, sub) in map {
            if element == "." {
                continue;
            }
            prefix.push(element.clone());
            let is_leaf = sub.as_object().is_none_or(Map::is_empty);
            if is_leaf || sub.get(".").is_some() {
                out.push(prefix.clone());
            }
            walk(sub, prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    walk(fields, &mut Vec::new(), &mut out);
    out
}

/// The FieldsV1 set of `paths`: a member with members below it holds `.`.
pub fn to_fields(paths: &[FieldPath]) -> Value {
    let mut root = json!({});
    for path in paths {
        let mut node = &mut root;
        for element in path {
            node = node
                .as_object_mut()
                .unwrap()
                .entry(element.clone())
                .or_insert_with(|| json!({}));
        }
    }
    // A member that also has members below it is marked with `.`.
    for path in paths {
        let mut node = &mut root;
        for element in path {
            node = node.get_mut(element).unwrap();
        }
        let map = node.as_object_mut().unwrap();
        if !map.is_empty() && !map.contains_key(".") {
            map.insert(".".to_owned(), json!({}));
        }
    }
    root
}

/// The value at `path` in `obj`, and the shape there.
pub fn lookup<'v, 'a>(
    obj: &'v Value,
    path: &[String],
    shape: &Shape<'a>,
) -> Option<(&'v Value, Shape<'a>)> {
    let mut value = obj;
    let mut shape = shape.clone();
    for element in path {
        if let Some(name) = element.strip_prefix("f:") {
            value = value.get(name)?;
            shape = shape.field(name);
        } else {
            let list = shape.list_type();
            value = find_item(Some(value), &list, element)?;
            shape = shape.item();
        }
    }
    Some((value, shape))
}

/// Whether the field set's merge treats `value` as one leaf: a scalar, an atomic list or map,
/// or an empty one.
fn is_leaf(value: &Value, shape: &Shape<'_>) -> bool {
    match value {
        Value::Object(map) => map.is_empty() || shape.atomic_map(),
        Value::Array(items) => items.is_empty() || shape.list_type() == ListType::Atomic,
        _ => true,
    }
}

/// structured-merge-diff's comparison of `old` with `new`, the added and modified paths: a
/// leaf whose value differs, and a node (field, list entry, set member) that `old` lacks.
pub fn changed(old: &Value, new: &Value, shape: &Shape<'_>) -> Vec<FieldPath> {
    fn walk(
        old: Option<&Value>,
        new: &Value,
        shape: &Shape<'_>,
        prefix: &mut FieldPath,
        out: &mut Vec<FieldPath>,
    ) {
        let leaf = is_leaf(new, shape) && old.is_none_or(|o| is_leaf(o, shape));
        if leaf {
            if old != Some(new) && !prefix.is_empty() {
                out.push(prefix.clone());
            }
            return;
        }
        if old.is_none() && !prefix.is_empty() {
            out.push(prefix.clone());
        }
        match new {
            Value::Object(map) => {
                for (key, child) in map {
                    prefix.push(format!("f:{key}"));
                    walk(
                        old.and_then(|o| o.get(key)),
                        child,
                        &shape.field(key),
                        prefix,
                        out,
                    );
                    prefix.pop();
                }
            }
            Value::Array(items) => {
                let list = shape.list_type();
                let item_shape = shape.item();
                for item in items {
                    let Some(element) = item_element(item, &list) else {
                        continue;
                    };
                    let before = find_item(old, &list, &element);
                    prefix.push(element);
                    if list == ListType::Set {
                        if before.is_none() {
                            out.push(prefix.clone());
                        }
                    } else {
                        walk(before, item, &item_shape, prefix, out);
                    }
                    prefix.pop();
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(Some(old), new, shape, &mut Vec::new(), &mut out);
    out
}

/// What the API server leaves out of every manager's set: what identifies the object, what the
/// server sets, and the status, which the main resource's writes do not own.
pub fn is_server_owned(path: &[String]) -> bool {
    match path {
        [] => true,
        [first, ..] if first == "f:apiVersion" || first == "f:kind" || first == "f:status" => true,
        [meta] => meta == "f:metadata",
        [meta, field, ..] if meta == "f:metadata" => [
            "f:name",
            "f:namespace",
            "f:uid",
            "f:resourceVersion",
            "f:generation",
            "f:creationTimestamp",
            "f:deletionTimestamp",
            "f:managedFields",
            "f:selfLink",
        ]
        .contains(&field.as_str()),
        _ => false,
    }
}

/// An apply's conflicts: the members of another manager's set whose value the apply changes
/// (from `live` to `next`), as `(entry index, path)`. An entry of the applying manager's own
/// apply is not another manager; its updates are.
pub fn conflicts(
    entries: &[Value],
    manager: &str,
    live: &Value,
    next: &Value,
    shape: &Shape<'_>,
) -> Vec<(usize, FieldPath)> {
    let changed = changed(live, next, shape);
    let mut found = Vec::new();
    for (index, entry) in entries.iter().enumerate() {
        if entry["manager"] == manager && entry["operation"] == "Apply" {
            continue;
        }
        // Only the main resource's entries: a status writer owns nothing an apply sets.
        if entry
            .get("subresource")
            .and_then(Value::as_str)
            .is_some_and(|s| !s.is_empty())
        {
            continue;
        }
        for path in members(&entry["fieldsV1"]) {
            if changed.contains(&path) {
                found.push((index, path));
            }
        }
    }
    found
}

/// `fieldpath.Path`'s text: `.spec.replicas`, `.spec.containers[name="app"].image`,
/// `.metadata.finalizers[="x"]`.
pub fn path_text(path: &[String]) -> String {
    let mut out = String::new();
    for element in path {
        if let Some(name) = element.strip_prefix("f:") {
            out.push('.');
            out.push_str(name);
        } else if let Some(key) = element.strip_prefix("k:") {
            let key: Map<String, Value> = serde_json::from_str(key).unwrap_or_default();
            let parts: Vec<String> = key
                .iter()
                .map(|(k, v)| format!("{k}={}", go_value(v)))
                .collect();
            out.push('[');
            out.push_str(&parts.join(","));
            out.push(']');
        } else if let Some(value) = element.strip_prefix("v:") {
            let value: Value = serde_json::from_str(value).unwrap_or(Value::Null);
            out.push_str(&format!("[={}]", go_value(&value)));
        }
    }
    out
}

/// structured-merge-diff's `value.ToString`: strings quoted as Go quotes them.
fn go_value(value: &Value) -> String {
    match value {
        Value::String(s) => format!("{s:?}"),
        Value::Array(items) => {
            format!(
                "[{}]",
                items.iter().map(go_value).collect::<Vec<_>>().join(",")
            )
        }
        Value::Object(map) => format!(
            "{{{}}}",
            map.iter()
                .map(|(k, v)| format!("{k}={}", go_value(v)))
                .collect::<Vec<_>>()
                .join(",")
        ),
        other => other.to_string(),
    }
}

/// Removes `paths` from the set `fields`, and what `obj` no longer holds.
pub fn without(fields: &Value, paths: &[FieldPath], obj: &Value, shape: &Shape<'_>) -> Value {
    let kept: Vec<FieldPath> = members(fields)
        .into_iter()
        .filter(|p| !paths.contains(p) && lookup(obj, p, shape).is_some())
        .collect();
    to_fields(&kept)
}

/// The order `fieldpath.Set.Iterate` visits paths in: at each level its members, then what lies
/// below its children, each by element (field names first).
pub fn iteration_order(a: &[String], b: &[String]) -> std::cmp::Ordering {
    let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let a_member = a.len() == common + 1;
    let b_member = b.len() == common + 1;
    if a.len() == common || b.len() == common {
        return a.len().cmp(&b.len());
    }
    if a_member != b_member {
        return b_member.cmp(&a_member);
    }
    let rank = |e: &str| match &e[..2] {
        "f:" => 0,
        "k:" => 1,
        "v:" => 2,
        _ => 3,
    };
    let (x, y) = (&a[common], &b[common]);
    rank(x).cmp(&rank(y)).then_with(|| x.cmp(y))
}
