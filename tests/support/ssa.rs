//! Server-side apply as the API server does it (structured-merge-diff), for the fake API server.
//!
//! An applied configuration is merged into the live object along the type's schema:
//! - structs and maps merge field by field, unless the schema makes the map atomic
//!   (`x-kubernetes-map-type: atomic`);
//! - a list is merged by its type: `map` lists entry by entry, matched on their key fields
//!   (`x-kubernetes-list-map-keys`, a missing key field taking its schema default), and `set`
//!   lists as a union, both in structured-merge-diff's order (`merge_items`);
//!   `atomic` lists (the default for a list without a type) are replaced whole.
//!
//! For a custom resource the schema is the CRD's `openAPIV3Schema`. For built-in kinds the
//! API server's schema comes from the Go types' markers (`+listType`, `+listMapKey`,
//! `+mapType`, `+structType`); `builtin_marker` lists the map and set lists and the atomic
//! maps and structs of the built-in kinds fluxr writes (Namespace, ServiceAccount, Role and
//! ClusterRole bindings, Secret, ConfigMap, Service, Deployment and the other pod templates,
//! NetworkPolicy, ResourceQuota, CRDs), read from k8s.io/api's types; every other list of
//! those kinds is `+listType=atomic`.
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
    /// A custom resource's: its schema is the CRD's, and a field it does not declare is a
    /// map key (or an unknown field), never a built-in type's field.
    custom: bool,
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

/// How a built-in type's field merges, from its Go markers (`+listType`, `+listMapKey`,
/// `+mapType`, `+structType`) as the API server's OpenAPI carries them. Every list of the
/// built-in kinds fluxr writes is marked; an unmarked map or struct is granular.
#[derive(Debug, Clone, PartialEq)]
enum Marker {
    List(ListType),
    /// `+mapType=atomic` or `+structType=atomic`: owned and replaced whole.
    Atomic,
}

/// The markers of the fields of an object's root, for every built-in kind: metadata's, a
/// workload's label selector, and the status conditions (keyed by type) the status writers
/// merge. Lists not named here are `+listType=atomic`.
fn root_marker(kind: &str, path: &[&str]) -> Option<Marker> {
    let list = |names: &[&str]| Some(Marker::List(keys(names)));
    match (kind, path) {
        (_, ["metadata", "finalizers"]) => Some(Marker::List(ListType::Set)),
        (_, ["metadata", "ownerReferences"]) => list(&["uid"]),
        // LabelSelector is `+structType=atomic`.
        (
            "Deployment"
            | "ReplicaSet"
            | "StatefulSet"
            | "DaemonSet"
            | "Job"
            | "PodDisruptionBudget",
            ["spec", "selector"],
        )
        | ("CronJob", ["spec", "jobTemplate", "spec", "selector"])
        | ("NetworkPolicy", ["spec", "podSelector"]) => Some(Marker::Atomic),
        // `map[string]string` with `+mapType=atomic`.
        ("Service" | "ReplicationController", ["spec", "selector"]) => Some(Marker::Atomic),
        ("Service", ["spec", "ports"]) => list(&["port", "protocol"]),
        ("ServiceAccount", ["secrets"]) => list(&["name"]),
        ("RoleBinding" | "ClusterRoleBinding", ["roleRef"]) => Some(Marker::Atomic),
        ("ResourceQuota", ["spec", "scopeSelector"]) => Some(Marker::Atomic),
        (
            "Deployment"
            | "ReplicaSet"
            | "StatefulSet"
            | "DaemonSet"
            | "Namespace"
            | "Service"
            | "Pod"
            | "CustomResourceDefinition",
            ["status", "conditions"],
        ) => list(&["type"]),
        _ => None,
    }
}

/// The markers of a PodSpec's fields, the path relative to the pod spec.
fn pod_spec_marker(path: &[&str]) -> Option<Marker> {
    let list = |names: &[&str]| Some(Marker::List(keys(names)));
    match path {
        [containers] if CONTAINER_LISTS.contains(containers) => list(&["name"]),
        [containers, rest @ ..] if CONTAINER_LISTS.contains(containers) => container_marker(rest),
        ["volumes" | "imagePullSecrets" | "schedulingGates" | "resourceClaims"] => list(&["name"]),
        ["resources", "claims"] => list(&["name"]),
        ["hostAliases"] => list(&["ip"]),
        ["topologySpreadConstraints"] => list(&["topologyKey", "whenUnsatisfiable"]),
        ["topologySpreadConstraints", "labelSelector"]
        | ["nodeSelector"]
        | [
            "affinity",
            "nodeAffinity",
            "requiredDuringSchedulingIgnoredDuringExecution",
        ]
        | [
            "volumes",
            "iscsi" | "rbd" | "flexVolume" | "cinder" | "cephfs" | "scaleIO" | "storageos",
            "secretRef",
        ]
        | ["volumes", "csi", "nodePublishSecretRef"]
        | [
            "volumes",
            "ephemeral",
            "volumeClaimTemplate",
            "spec",
            "selector" | "dataSource",
        ] => Some(Marker::Atomic),
        _ => None,
    }
}

/// The markers of a Container's fields, the path relative to the container.
fn container_marker(path: &[&str]) -> Option<Marker> {
    let list = |names: &[&str]| Some(Marker::List(keys(names)));
    match path {
        ["ports"] => list(&["containerPort", "protocol"]),
        ["env"] => list(&["name"]),
        ["volumeMounts"] => list(&["mountPath"]),
        ["volumeDevices"] => list(&["devicePath"]),
        ["resources", "claims"] => list(&["name"]),
        [
            "env",
            "valueFrom",
            "configMapKeyRef" | "secretKeyRef" | "fieldRef" | "resourceFieldRef" | "fileKeyRef",
        ] => Some(Marker::Atomic),
        _ => None,
    }
}

fn builtin_marker(kind: &str, path: &[String]) -> Option<Marker> {
    let path: Vec<&str> = path.iter().map(String::as_str).collect();
    if let Some(marker) = root_marker(kind, &path) {
        return Some(marker);
    }
    let prefix = pod_spec_path(kind)?;
    pod_spec_marker(path.strip_prefix(prefix)?)
}

impl<'a> Shape<'a> {
    /// The root of an object of `kind`; `schema` is the CRD version's `openAPIV3Schema`.
    pub fn root(kind: &'a str, schema: Option<&'a Value>) -> Self {
        Shape {
            kind,
            schema,
            custom: schema.is_some(),
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
            custom: self.custom,
            path,
        }
    }

    /// Whether `name` is a field the type declares rather than a key of a map (labels, a
    /// custom resource's `additionalProperties` or unknown fields kept by
    /// `x-kubernetes-preserve-unknown-fields`). Built-in maps hold scalars, so only custom
    /// resources tell the two apart.
    fn declares(&self, name: &str) -> bool {
        // The API server adds the object's own fields to every CRD's schema.
        let own = self.path.is_empty() && ["apiVersion", "kind", "metadata"].contains(&name);
        !self.custom
            || own
            || self
                .schema
                .and_then(|node| node.get("properties"))
                .is_some_and(|p| p.get(name).is_some())
    }

    fn item(&self) -> Shape<'a> {
        Shape {
            kind: self.kind,
            schema: self.schema.and_then(|node| node.get("items")),
            custom: self.custom,
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
        if self.custom {
            return ListType::Atomic;
        }
        match builtin_marker(self.kind, &self.path) {
            Some(Marker::List(list)) => list,
            _ => ListType::Atomic,
        }
    }

    /// A map or struct replaced whole: `x-kubernetes-map-type: atomic` in a CRD's schema (which
    /// controller-gen writes for `+mapType=atomic` and `+structType=atomic`, a LabelSelector's
    /// among them); for built-in kinds, the fields whose Go types carry those markers.
    fn atomic_map(&self) -> bool {
        if let Some(node) = self.schema {
            return node.get("x-kubernetes-map-type").and_then(Value::as_str) == Some("atomic");
        }
        !self.custom && builtin_marker(self.kind, &self.path) == Some(Marker::Atomic)
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
            *live = merge_items(live, applied, &list, &shape.item());
        }
        (live, applied) => *live = applied.clone(),
    }
}

/// What a write may change, as the resource's strategy says (its reset fields): with a status
/// subresource, the main resource ignores `status` and the status subresource everything but
/// `status`; without one, a write owns the whole object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Whole,
    Main,
    Status,
}

impl Scope {
    pub fn of(status_subresource: bool, subresource: Option<&str>) -> Scope {
        match (status_subresource, subresource) {
            (true, Some("status")) => Scope::Status,
            (true, _) => Scope::Main,
            (false, _) => Scope::Whole,
        }
    }

    /// The `subresource` a managedFields entry of a write in this scope records.
    pub fn subresource(self) -> Option<&'static str> {
        match self {
            Scope::Whole | Scope::Main => None,
            Scope::Status => Some("status"),
        }
    }

    /// Whether a write in this scope leaves the member at `path` out of its manager's set.
    pub fn ignores(self, path: &[String]) -> bool {
        let status = path.first().is_some_and(|field| field == "f:status");
        match self {
            Scope::Whole => false,
            Scope::Main => status,
            Scope::Status => !status,
        }
    }

    /// `fields` without what this scope ignores.
    pub fn filter(self, fields: &Value) -> Value {
        let mut fields = fields.clone();
        if let Some(map) = fields.as_object_mut() {
            map.retain(|element, _| !self.ignores(std::slice::from_ref(element)));
        }
        fields
    }
}

/// structured-merge-diff's merge of a `map` or `set` list (`mergingWalker.visitListItems`):
/// the entries both lists hold merge and follow the applied order; an entry only the live list
/// holds keeps its place among them, an entry only the applied list holds comes where it
/// stands in it. An entry without its key (which the API server refuses) matches nothing.
fn merge_items(
    live: &[Value],
    applied: &[Value],
    list: &ListType,
    item_shape: &Shape<'_>,
) -> Vec<Value> {
    let lhs: Vec<Option<String>> = live.iter().map(|i| item_element(i, list)).collect();
    let rhs: Vec<Option<String>> = applied.iter().map(|i| item_element(i, list)).collect();
    let in_rhs = |pe: &Option<String>| pe.is_some() && rhs.contains(pe);
    let live_item = |pe: &Option<String>| {
        pe.as_ref()
            .and_then(|_| lhs.iter().position(|l| l == pe))
            .map(|i| &live[i])
    };
    let mut shared = rhs
        .iter()
        .filter(|pe| pe.is_some() && lhs.contains(pe))
        .flatten()
        .cloned()
        .collect::<std::collections::VecDeque<String>>();
    let mut next_shared = shared.pop_front();
    let mut merged_rhs: Vec<Option<String>> = Vec::new();
    let mut out = Vec::with_capacity(live.len().max(applied.len()));
    let (mut l, mut r) = (0, 0);
    let merged = |from: Option<&Value>, with: &Value| match from {
        Some(from) => {
            let mut item = from.clone();
            merge(&mut item, with, item_shape);
            item
        }
        None => with.clone(),
    };
    while l < lhs.len() || r < rhs.len() {
        if l < lhs.len() && r < rhs.len() {
            let pe = &lhs[l];
            if pe.is_some() && *pe == rhs[r] {
                merged_rhs.push(pe.clone());
                out.push(merged(Some(&live[l]), &applied[r]));
                l += 1;
                r += 1;
                next_shared = shared.pop_front();
                continue;
            }
            if in_rhs(pe) && next_shared.is_some() && next_shared != *pe {
                l += 1;
                continue;
            }
        }
        if l < lhs.len() {
            let pe = &lhs[l];
            if !in_rhs(pe) {
                out.push(live[l].clone());
                l += 1;
                continue;
            } else if merged_rhs.contains(pe) {
                l += 1;
            }
        }
        if r < rhs.len() {
            let pe = &rhs[r];
            merged_rhs.push(pe.clone());
            out.push(merged(live_item(pe), &applied[r]));
            r += 1;
            if next_shared.is_some() && next_shared == *pe {
                next_shared = shared.pop_front();
            }
        }
    }
    out
}

/// The fields an applied configuration sets, in FieldsV1 shape. Like the API server, it leaves
/// out what identifies the object (apiVersion, kind, the name and namespace), what the
/// server sets, and what the scope ignores.
pub fn field_set(applied: &Value, shape: &Shape<'_>, scope: Scope) -> Value {
    let mut fields = scope.filter(&fields_of(applied, shape));
    if let Some(map) = fields.as_object_mut() {
        map.remove("f:apiVersion");
        map.remove("f:kind");
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
                let mut owned = fields_of(child, &shape.field(key));
                // `ToFieldSet` makes a map's key a member itself (a field the type declares
                // only when it is null or empty), so a key holding a map gets `.`.
                if !shape.declares(key)
                    && let Some(owned) = owned.as_object_mut()
                    && !owned.is_empty()
                {
                    owned.insert(".".to_owned(), json!({}));
                }
                fields.insert(format!("f:{key}"), owned);
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

/// What the API server leaves out of every manager's set (its `stripMetaManager`): what
/// identifies the object and what the server sets.
pub fn is_server_owned(path: &[String]) -> bool {
    match path {
        [] => true,
        [first, ..] if first == "f:apiVersion" || first == "f:kind" => true,
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
/// (from `live` to `next`, leaving out what the scope ignores), as `(entry index, path)`. The
/// applying manager's own entry (`own`) is not another manager; its updates are, and so are
/// its applies to another subresource.
pub fn conflicts(
    entries: &[Value],
    own: impl Fn(&Value) -> bool,
    live: &Value,
    next: &Value,
    shape: &Shape<'_>,
    scope: Scope,
) -> Vec<(usize, FieldPath)> {
    let changed: Vec<FieldPath> = changed(live, next, shape)
        .into_iter()
        .filter(|path| !scope.ignores(path))
        .collect();
    let mut found = Vec::new();
    for (index, entry) in entries.iter().enumerate() {
        if own(entry) {
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
