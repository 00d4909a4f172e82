//! `vars:`: values read from objects (`objref` + `fieldref`) and written wherever `$(NAME)`
//! appears in the `varReference` fields (builtin specs plus `configurations:`).
//!
//! kustomize does this in three steps, and so does the pipeline:
//! 1. every kustomization, after its own transformers, merges its `vars:` into the set of its
//!    build ([`VarSet::merge_vars`]); each var is tied there to the one object its `objref`
//!    names (by current or any previous id), by a build annotation on that object
//!    ([`REF_VAR_NAMES_ANNOTATION`]); vars of sub-kustomizations join with
//!    [`VarSet::merge_set`]; a name may be declared once only;
//! 2. at the top, after the hash suffixes and the name-reference fixes, [`VarSet::resolve`]
//!    reads each var from the object tied to it and replaces `$(NAME)` in string fields:
//!    a field that is exactly `$(NAME)` takes the value with its type (an integer stays an
//!    integer), elsewhere the value is written as text; `$$` escapes a `$`; unknown names stay;
//! 3. the pipeline warns about the vars never used (returned by [`VarSet::resolve`]; kustomize
//!    logs `well-defined vars that were never replaced: A,B`).

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;

use super::fieldspec::{self, FieldSpec, split_api_version};
use super::hash::{
    PREVIOUS_KINDS_ANNOTATION, PREVIOUS_NAMES_ANNOTATION, PREVIOUS_NAMESPACES_ANNOTATION,
    annotation, annotations_mut,
};
use super::resource::is_cluster_scoped;

/// Build annotation listing, comma-separated, the vars whose `objref` names the object (what
/// kustomize keeps in a resource's `refVarNames`). Removed before output.
pub const REF_VAR_NAMES_ANNOTATION: &str = "internal.config.kubernetes.io/refVarNames";

/// The field read when a var names none.
const DEFAULT_FIELD_PATH: &str = "metadata.name";

/// An entry of `vars:`.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
pub struct Var {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub objref: ObjRef,
    #[serde(default)]
    pub fieldref: FieldRef,
}

/// The object a var is read from.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ObjRef {
    #[serde(default)]
    pub api_version: String,
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
}

/// The field a var is read from.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct FieldRef {
    #[serde(default)]
    pub field_path: String,
}

impl ObjRef {
    /// `apiVersion`, when given, sets group and version (kustomize's `Target.GVK`).
    fn defaulted(&self) -> ObjRef {
        let mut out = self.clone();
        if !self.api_version.is_empty() {
            match self.api_version.split('/').collect::<Vec<_>>().as_slice() {
                [group, version] => {
                    out.group = (*group).to_owned();
                    out.version = (*version).to_owned();
                }
                [version] => out.version = (*version).to_owned(),
                _ => {}
            }
        }
        out
    }

    fn gvk_string(&self) -> String {
        let or = |s: &str, d: &str| {
            if s.is_empty() {
                d.to_owned()
            } else {
                s.to_owned()
            }
        };
        format!(
            "{}.{}.{}",
            or(&self.kind, "[noKind]"),
            or(&self.version, "[noVer]"),
            or(&self.group, "[noGrp]")
        )
    }
}

impl Var {
    /// How kustomize prints a var in errors: `{NAME Kind.version.group {fieldPath}}`.
    pub fn display(&self) -> String {
        format!(
            "{{{} {} {{{}}}}}",
            self.name,
            self.objref.gvk_string(),
            self.fieldref.field_path
        )
    }

    fn defaulted(&self) -> Var {
        let mut out = self.clone();
        if out.fieldref.field_path.is_empty() {
            out.fieldref.field_path = DEFAULT_FIELD_PATH.to_owned();
        }
        out.objref = self.objref.defaulted();
        out
    }
}

/// Why vars could not be merged or resolved. Messages are kustomize's.
#[derive(Debug, thiserror::Error)]
pub enum VarsError {
    #[error("invalid var: {message}")]
    Invalid { message: String },
    #[error("merging vars [{}]: var '{name}' already encountered", .incoming.join(" "))]
    DuplicateInKustomization { incoming: Vec<String>, name: String },
    #[error("var '{name}' already encountered")]
    Duplicate { name: String },
    #[error("found {count} resId matches for var {var} (unable to disambiguate)")]
    Ambiguous { count: usize, var: String },
    #[error("var '{var}' cannot be mapped to a field in the set of known resources")]
    Unmapped { var: String },
    #[error("field specified in var '{var}' not found in corresponding resource")]
    FieldNotFound { var: String },
    #[error("invalid value type expect a string")]
    NonStringInList,
    #[error(transparent)]
    FieldSpec(#[from] fieldspec::Error),
}

/// The vars of a build, by name.
#[derive(Debug, Clone, Default)]
pub struct VarSet {
    vars: BTreeMap<String, Var>,
}

impl VarSet {
    /// The vars, sorted by name.
    pub fn vars(&self) -> impl Iterator<Item = &Var> {
        self.vars.values()
    }

    /// Whether no var is declared.
    pub fn is_empty(&self) -> bool {
        self.vars.is_empty()
    }

    /// Merges a kustomization's `vars:` (raw entries) after its transformers ran: ties each var to
    /// the object its `objref` names in `resources` (by name and gvk, and namespace when given
    /// or the kind is cluster-scoped; current or previous ids), then adds it to the set.
    pub fn merge_vars(
        &mut self,
        resources: &mut [Value],
        incoming: &[Value],
    ) -> Result<(), VarsError> {
        const FIELDS: [&str; 9] = [
            "name",
            "objref",
            "fieldref",
            "fieldPath",
            "apiVersion",
            "group",
            "version",
            "kind",
            "namespace",
        ];
        let incoming: Vec<Var> = incoming
            .iter()
            .map(|v| {
                serde_json::from_value(go_field_names(v, &FIELDS)).map_err(|e| VarsError::Invalid {
                    message: e.to_string(),
                })
            })
            .collect::<Result<_, _>>()?;
        for var in &incoming {
            let objref = var.objref.defaulted();
            let matched: Vec<usize> = resources
                .iter()
                .enumerate()
                .filter(|(_, r)| objref_matches(r, &objref))
                .map(|(i, _)| i)
                .collect();
            match matched.as_slice() {
                [] => {}
                [index] => append_ref_var(&mut resources[*index], &var.name),
                many => {
                    let shown = Var {
                        objref,
                        ..var.clone()
                    };
                    return Err(VarsError::Ambiguous {
                        count: many.len(),
                        var: shown.display(),
                    });
                }
            }
        }
        for var in &incoming {
            if self.vars.contains_key(&var.name) {
                return Err(VarsError::DuplicateInKustomization {
                    incoming: incoming.iter().map(Var::display).collect(),
                    name: var.name.clone(),
                });
            }
            self.vars.insert(var.name.clone(), var.defaulted());
        }
        Ok(())
    }

    /// Adds the vars of a sub-kustomization's build.
    pub fn merge_set(&mut self, other: &VarSet) -> Result<(), VarsError> {
        for var in other.vars.values() {
            if self.vars.contains_key(&var.name) {
                return Err(VarsError::Duplicate {
                    name: var.name.clone(),
                });
            }
            self.vars.insert(var.name.clone(), var.defaulted());
        }
        Ok(())
    }

    /// Reads every var and replaces its references in the `varReference` fields of all
    /// resources. Returns the names of the vars never referenced, sorted.
    pub fn resolve(
        &self,
        resources: &mut [Value],
        specs: &[FieldSpec],
    ) -> Result<Vec<String>, VarsError> {
        let mut values: BTreeMap<String, Value> = BTreeMap::new();
        for var in self.vars.values() {
            values.insert(var.name.clone(), var_value(resources, var)?);
        }
        if values.is_empty() {
            return Ok(Vec::new());
        }
        let mut used: BTreeMap<String, usize> = BTreeMap::new();
        for obj in resources.iter_mut() {
            for spec in specs {
                fieldspec::apply(obj, spec, None, &mut |field: &mut Value| {
                    substitute_field(field, &values, &mut used)
                })?;
            }
        }
        for obj in resources.iter_mut() {
            remove_ref_vars(obj);
        }
        Ok(values
            .keys()
            .filter(|k| !used.contains_key(*k))
            .cloned()
            .collect())
    }
}

/// `value` with object keys that match one of `fields` ignoring ASCII case renamed to it, at
/// any depth: Go's `encoding/json`, which kustomize reads these entries with, matches field names
/// that way (`fieldpath` works as well as `fieldPath`).
pub(crate) fn go_field_names(value: &Value, fields: &[&str]) -> Value {
    match value {
        Value::Object(map) => {
            let mut out = serde_json::Map::new();
            for (key, v) in map {
                let canonical = if fields.contains(&key.as_str()) {
                    key.clone()
                } else {
                    fields
                        .iter()
                        .find(|f| f.eq_ignore_ascii_case(key))
                        .map_or_else(|| key.clone(), |f| (*f).to_owned())
                };
                if !out.contains_key(&canonical) {
                    out.insert(canonical, go_field_names(v, fields));
                }
            }
            Value::Object(out)
        }
        Value::Array(items) => {
            Value::Array(items.iter().map(|v| go_field_names(v, fields)).collect())
        }
        other => other.clone(),
    }
}

fn objref_matches(obj: &Value, objref: &ObjRef) -> bool {
    if obj.as_object().is_none_or(|m| m.is_empty()) {
        return false;
    }
    let api_version = if objref.group.is_empty() {
        objref.version.clone()
    } else {
        format!("{}/{}", objref.group, objref.version)
    };
    let cluster_scoped = is_cluster_scoped(&api_version, &objref.kind);
    let check_namespace = !objref.namespace.is_empty() || cluster_scoped;
    let effective = |ns: &str, scoped: bool| {
        if scoped {
            "~X".to_owned()
        } else if ns.is_empty() {
            "default".to_owned()
        } else {
            ns.to_owned()
        }
    };
    let wanted_ns = effective(&objref.namespace, cluster_scoped);
    let text = |ptr: &str| {
        crate::kustomize::resource::at(obj, ptr)
            .and_then(Value::as_str)
            .unwrap_or_default()
    };
    let obj_api_version = text("/apiVersion");
    let (group, version) = split_api_version(obj_api_version);
    if group != objref.group || version != objref.version {
        return false;
    }
    let same = |kind: &str, name: &str, ns: &str| {
        kind == objref.kind
            && name == objref.name
            && (!check_namespace
                || effective(ns, is_cluster_scoped(obj_api_version, kind)) == wanted_ns)
    };
    if same(
        text("/kind"),
        text("/metadata/name"),
        text("/metadata/namespace"),
    ) {
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

/// Drops [`REF_VAR_NAMES_ANNOTATION`] (and an annotation map it leaves empty).
fn remove_ref_vars(obj: &mut Value) {
    let Some(metadata) = obj.get_mut("metadata").and_then(Value::as_object_mut) else {
        return;
    };
    let Some(annotations) = metadata
        .get_mut("annotations")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    if annotations.remove(REF_VAR_NAMES_ANNOTATION).is_some() && annotations.is_empty() {
        metadata.remove("annotations");
    }
}

fn append_ref_var(obj: &mut Value, name: &str) {
    let annotations = annotations_mut(obj);
    let joined = match annotations
        .get(REF_VAR_NAMES_ANNOTATION)
        .and_then(Value::as_str)
    {
        Some(existing) if !existing.is_empty() => format!("{existing},{name}"),
        _ => name.to_owned(),
    };
    annotations.insert(REF_VAR_NAMES_ANNOTATION.to_owned(), Value::from(joined));
}

fn var_value(resources: &[Value], var: &Var) -> Result<Value, VarsError> {
    let holder = resources.iter().find(|obj| {
        annotation(obj, REF_VAR_NAMES_ANNOTATION)
            .is_some_and(|names| names.split(',').any(|n| n == var.name))
    });
    let Some(holder) = holder else {
        return Err(VarsError::Unmapped { var: var.display() });
    };
    let path = convert_slice_index(split_field_path(&var.fieldref.field_path));
    let not_found = || VarsError::FieldNotFound { var: var.display() };
    match lookup(holder, &path) {
        Some(value) => Ok(value.clone()),
        None => Err(not_found()),
    }
}

/// Splits a field path on dots, keeping bracketed segments whole and unwrapping brackets that
/// hold no `=`.
pub fn split_field_path(path: &str) -> Vec<String> {
    let mut pieces: Vec<String> = Vec::new();
    for (i, part) in path.split('.').enumerate() {
        match pieces.last_mut() {
            Some(last) if i > 0 && last.ends_with('\\') => {
                last.pop();
                last.push('.');
                last.push_str(part);
            }
            _ => pieces.push(part.to_owned()),
        }
    }
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < pieces.len() {
        let piece = &pieces[i];
        if piece.starts_with('[') && !piece.ends_with(']') {
            let mut joined = piece.clone();
            while i < pieces.len() - 1 {
                i += 1;
                joined.push('.');
                joined.push_str(&pieces[i]);
                if pieces[i].ends_with(']') {
                    break;
                }
            }
            out.push(joined);
        } else {
            out.push(piece.clone());
        }
        i += 1;
    }
    for piece in &mut out {
        if piece.starts_with('[') && piece.ends_with(']') && !piece.contains('=') {
            *piece = piece[1..piece.len() - 1].to_owned();
        }
    }
    out
}

/// `ports[0]` becomes `ports`, `0`.
fn convert_slice_index(fields: Vec<String>) -> Vec<String> {
    let mut out = Vec::new();
    for field in fields {
        let indexed = field.strip_suffix(']').and_then(|f| {
            let open = f.rfind('[')?;
            let digits = &f[open + 1..];
            (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
                .then(|| (f[..open].to_owned(), digits.to_owned()))
        });
        match indexed {
            Some((name, index)) => {
                if !name.is_empty() {
                    out.push(name);
                }
                out.push(index);
            }
            None => out.push(field),
        }
    }
    out
}

/// A field lookup: keys, list indexes and exact `[key=value]` element matches.
fn lookup<'a>(node: &'a Value, path: &[String]) -> Option<&'a Value> {
    let Some((first, rest)) = path.split_first() else {
        return Some(node);
    };
    let next = if let Ok(index) = first.parse::<usize>() {
        node.as_array()?.get(index)
    } else if first == "-" {
        node.as_array()?.last()
    } else if first.starts_with('[') && first.ends_with(']') {
        let (key, wanted) = first[1..first.len() - 1].split_once('=')?;
        node.as_array()?.iter().find(|item| {
            let field = if key.is_empty() {
                Some(*item)
            } else {
                item.get(key)
            };
            field.and_then(scalar_text).as_deref() == Some(wanted)
        })
    } else {
        node.as_object()?.get(first.as_str())
    };
    lookup(next?, rest)
}

fn scalar_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

fn substitute_field(
    field: &mut Value,
    values: &BTreeMap<String, Value>,
    used: &mut BTreeMap<String, usize>,
) -> Result<(), VarsError> {
    match field {
        Value::String(s) => *field = expand(s, values, used),
        Value::Object(map) => {
            for value in map.values_mut() {
                if let Value::String(s) = value {
                    *value = expand(s, values, used);
                }
            }
        }
        Value::Array(items) => {
            for item in items.iter_mut() {
                let Value::String(s) = item else {
                    return Err(VarsError::NonStringInList);
                };
                *item = expand(s, values, used);
            }
        }
        _ => {}
    }
    Ok(())
}

/// Expands `$(NAME)` references in `input`. A string that is exactly one reference takes the
/// value itself; otherwise values are written as text.
pub fn expand(
    input: &str,
    values: &BTreeMap<String, Value>,
    used: &mut BTreeMap<String, usize>,
) -> Value {
    // Only primitive values replace a reference; kustomize leaves `$(NAME)` of a map or a list
    // as it is (and logs it), and does not count the var as used.
    let mut lookup = |name: &str| -> Option<Value> {
        let value = values
            .get(name)
            .filter(|v| !v.is_object() && !v.is_array())?;
        *used.entry(name.to_owned()).or_default() += 1;
        Some(value.clone())
    };
    if let Some(name) = input.strip_prefix("$(").and_then(|s| s.strip_suffix(')'))
        && !name.contains(')')
    {
        return match lookup(name) {
            Some(value) => typed(value),
            None => Value::from(input),
        };
    }
    let mut out = String::new();
    let mut rest = input;
    while let Some(pos) = rest.find('$') {
        out.push_str(&rest[..pos]);
        let after = &rest[pos + 1..];
        let mut chars = after.chars();
        match chars.next() {
            None => {
                out.push('$');
                rest = after;
            }
            Some('$') => {
                out.push('$');
                rest = &after[1..];
            }
            Some('(') => match after[1..].find(')') {
                Some(close) => {
                    let name = &after[1..1 + close];
                    match lookup(name) {
                        Some(value) => out.push_str(&go_sprint(&value)),
                        None => {
                            out.push_str("$(");
                            out.push_str(name);
                            out.push(')');
                        }
                    }
                    rest = &after[close + 2..];
                }
                None => {
                    out.push_str("$(");
                    rest = &after[1..];
                }
            },
            Some(c) => {
                out.push('$');
                out.push(c);
                rest = &after[c.len_utf8()..];
            }
        }
    }
    out.push_str(rest);
    Value::from(out)
}

/// A whole-field value as kustomize writes it back: numbers and booleans keep their type,
/// anything else becomes text.
fn typed(value: Value) -> Value {
    match value {
        Value::Number(_) | Value::Bool(_) | Value::String(_) => value,
        Value::Null => Value::from("null"),
        other => Value::from(go_sprint(&other)),
    }
}

/// Go's `fmt.Sprint` of a value read from YAML.
fn go_sprint(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Number(n) => match n.as_f64() {
            Some(f) if n.is_f64() => go_float(f),
            _ => n.to_string(),
        },
        Value::Bool(b) => b.to_string(),
        Value::Null => "null".to_owned(),
        Value::Array(items) => {
            format!(
                "[{}]",
                items.iter().map(go_sprint).collect::<Vec<_>>().join(" ")
            )
        }
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            let parts: Vec<String> = keys
                .into_iter()
                .map(|k| format!("{k}:{}", go_sprint(&map[k])))
                .collect();
            format!("map[{}]", parts.join(" "))
        }
    }
}

/// `%v` of a float64: shortest form, exponent from 1e6 up and below 1e-4.
fn go_float(f: f64) -> String {
    let abs = f.abs();
    if abs != 0.0 && !(1e-4..1e6).contains(&abs) {
        let exp = format!("{f:e}");
        if let Some((mantissa, power)) = exp.split_once('e') {
            let (sign, digits) = match power.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', power),
            };
            let digits = if digits.len() < 2 {
                format!("0{digits}")
            } else {
                digits.to_owned()
            };
            return format!("{mantissa}e{sign}{digits}");
        }
        return exp;
    }
    format!("{f}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn values(pairs: &[(&str, Value)]) -> BTreeMap<String, Value> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), v.clone()))
            .collect()
    }

    #[test]
    fn expansion_follows_kustomize() {
        let vals = values(&[("SVC", json!("p-svc")), ("PORT", json!(80))]);
        let mut used = BTreeMap::new();
        let mut e = |s: &str| expand(s, &vals, &mut used);
        assert_eq!(e("$(SVC)"), json!("p-svc"));
        assert_eq!(e("$(PORT)"), json!(80));
        assert_eq!(e("x$(PORT)y"), json!("x80y"));
        assert_eq!(e("$$(SVC)"), json!("$(SVC)"));
        assert_eq!(e("$(NOPE)"), json!("$(NOPE)"));
        assert_eq!(e("$(SVC"), json!("$(SVC"));
        assert_eq!(e("$(SVC).$(SVC)"), json!("p-svc.p-svc"));
        assert_eq!(e("a$b$"), json!("a$b$"));
        let map = values(&[("MAP", json!({"a": "1"}))]);
        let mut map_used = BTreeMap::new();
        assert_eq!(expand("$(MAP)", &map, &mut map_used), json!("$(MAP)"));
        assert_eq!(expand("x$(MAP)", &map, &mut map_used), json!("x$(MAP)"));
        assert!(map_used.is_empty());
        assert_eq!(used["SVC"], 3);
    }

    fn service_and_deployment() -> Vec<Value> {
        vec![
            json!({"apiVersion": "v1", "kind": "Service",
                "metadata": {"name": "p-svc", "annotations": {
                    PREVIOUS_NAMES_ANNOTATION: "svc", PREVIOUS_NAMESPACES_ANNOTATION: "default",
                    PREVIOUS_KINDS_ANNOTATION: "Service"}},
                "spec": {"ports": [{"port": 80, "name": "http"}]}}),
            json!({"apiVersion": "apps/v1", "kind": "Deployment",
                "metadata": {"name": "dep", "labels": {"l": "$(SVC)"}},
                "spec": {"template": {"spec": {"containers": [{"name": "app",
                    "command": ["run", "$(SVC)", "$(PORT)", "x$(PORT)y"],
                    "env": [{"name": "A", "value": "$(PORT)"}]}]}}}}),
        ]
    }

    #[test]
    fn vars_resolve_through_previous_names() {
        // Expected output from kubectl kustomize on the same objects.
        let mut resources = service_and_deployment();
        let mut set = VarSet::default();
        let vars = json!([
            {"name": "SVC", "objref": {"kind": "Service", "name": "svc", "apiVersion": "v1"}},
            {"name": "PORT", "objref": {"kind": "Service", "name": "svc", "apiVersion": "v1"},
                "fieldref": {"fieldPath": "spec.ports[0].port"}},
            {"name": "UNUSED", "objref": {"kind": "Service", "name": "svc", "apiVersion": "v1"}},
        ]);
        set.merge_vars(&mut resources, vars.as_array().unwrap())
            .unwrap();
        let specs = fieldspec::builtin::var_reference();
        let unused = set.resolve(&mut resources, &specs).unwrap();
        assert_eq!(unused, ["UNUSED"]);
        let dep = &resources[1];
        assert_eq!(dep["metadata"]["labels"]["l"], "p-svc");
        let container = &dep["spec"]["template"]["spec"]["containers"][0];
        assert_eq!(container["command"], json!(["run", "p-svc", 80, "x80y"]));
        assert_eq!(container["env"][0]["value"], json!(80));
    }

    #[test]
    fn errors_use_kustomize_words() {
        let mut resources = service_and_deployment();
        let mut set = VarSet::default();
        let vars = json!([
            {"name": "NS", "objref": {"kind": "Service", "name": "svc", "apiVersion": "v1"},
                "fieldref": {"fieldPath": "metadata.namespace"}},
            {"name": "X", "objref": {"kind": "Service", "name": "svc"}},
        ]);
        // Field names match without regard to case, as in Go.
        let vars: Value =
            serde_json::from_str(&vars.to_string().replace("fieldPath", "fieldpath")).unwrap();
        set.merge_vars(&mut resources, vars.as_array().unwrap())
            .unwrap();
        let specs = fieldspec::builtin::var_reference();
        let err = set.resolve(&mut resources, &specs).unwrap_err();
        assert_eq!(
            err.to_string(),
            "field specified in var '{NS Service.v1.[noGrp] {metadata.namespace}}' not found \
             in corresponding resource"
        );
        let mut only_x = VarSet::default();
        let x = json!([{"name": "X", "objref": {"kind": "Service", "name": "svc"}}]);
        only_x
            .merge_vars(&mut resources, x.as_array().unwrap())
            .unwrap();
        assert_eq!(
            only_x
                .resolve(&mut resources, &specs)
                .unwrap_err()
                .to_string(),
            "var '{X Service.[noVer].[noGrp] {metadata.name}}' cannot be mapped to a field in \
             the set of known resources"
        );
        let dup = json!([
            {"name": "SVC", "objref": {"kind": "Service", "name": "svc", "apiVersion": "v1"}},
            {"name": "SVC", "objref": {"kind": "Service", "name": "svc", "apiVersion": "v1"}},
        ]);
        let err = VarSet::default().merge_vars(&mut resources, dup.as_array().unwrap());
        assert_eq!(
            err.unwrap_err().to_string(),
            "merging vars [{SVC Service.[noVer].[noGrp] {}} {SVC Service.[noVer].[noGrp] {}}]: \
             var 'SVC' already encountered"
        );
    }
}
