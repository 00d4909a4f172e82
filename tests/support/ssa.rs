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

    fn atomic_map(&self) -> bool {
        self.schema
            .and_then(|node| node.get("x-kubernetes-map-type"))
            .and_then(Value::as_str)
            == Some("atomic")
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

/// A forced apply takes over the fields it sets to a value other than the live one: they leave
/// every other manager's set (`others`, managedFields entries). A manager left with nothing is
/// dropped, as the API server drops it.
pub fn take_over(
    entries: &mut Vec<Value>,
    manager: &str,
    now: &Value,
    live: &Value,
    applied: &Value,
    shape: &Shape<'_>,
) {
    entries.retain_mut(|entry| {
        if entry["manager"] == manager && entry["operation"] == "Apply" {
            return true;
        }
        let fields = &mut entry["fieldsV1"];
        if fields.as_object().is_none_or(Map::is_empty) {
            return true;
        }
        strip_conflicts(fields, now, Some(live), Some(applied), shape);
        fields.as_object().is_some_and(|map| !map.is_empty())
    });
}

fn strip_conflicts(
    owned: &mut Value,
    now: &Value,
    live: Option<&Value>,
    applied: Option<&Value>,
    shape: &Shape<'_>,
) {
    let Some(owned) = owned.as_object_mut() else {
        return;
    };
    let elements: Vec<String> = owned.keys().cloned().collect();
    for element in elements {
        let Some(now_sub) = now.get(&element) else {
            continue;
        };
        let (live_child, applied_child, child_shape) =
            if let Some(name) = element.strip_prefix("f:") {
                (
                    live.and_then(|v| v.get(name)),
                    applied.and_then(|v| v.get(name)),
                    shape.field(name),
                )
            } else if element.starts_with("k:") {
                let list = shape.list_type();
                (
                    find_item(live, &list, &element),
                    find_item(applied, &list, &element),
                    shape.item(),
                )
            } else {
                // `.` and set members: being there is all there is to them.
                continue;
            };
        let sub = owned.get_mut(&element).unwrap();
        let leaf = |set: &Value| set.as_object().is_none_or(Map::is_empty);
        if leaf(sub) || leaf(now_sub) {
            if live_child != applied_child {
                owned.remove(&element);
            }
            continue;
        }
        strip_conflicts(sub, now_sub, live_child, applied_child, &child_shape);
        if leaf(sub) {
            owned.remove(&element);
        }
    }
}

fn find_item<'v>(items: Option<&'v Value>, list: &ListType, element: &str) -> Option<&'v Value> {
    items?
        .as_array()?
        .iter()
        .find(|item| item_element(item, list).as_deref() == Some(element))
}
