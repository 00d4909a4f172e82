//! Field specs: where in which kinds of object a transformer reads or writes a field.
//!
//! A field spec is a gvk filter plus a slash-separated path such as `spec/template/metadata/labels`
//! or `spec/containers[]/image` (`\/` escapes a slash inside a key; a sequence met on the way is
//! walked element by element whether or not the segment says `[]`). [`apply`] walks an object along
//! a spec and hands every field found (or created, when the spec says `create`) to a callback.
//!
//! [`TransformerConfig`] holds kustomize's builtin tables (see [`TransformerConfig::builtin`]) and
//! merges the `configurations:` files of a kustomization into them.

use std::sync::OnceLock;

use serde::Deserialize;
use serde_json::{Map, Value};

use crate::kustomize::resource::gvk_order_key;

/// A field spec that could not be applied or a configuration that could not be merged.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("considering field '{path}' of object {object}: expected sequence or mapping node")]
    NotTraversable { path: String, object: String },
    #[error(
        "considering field '{path}' of object {object}: cannot set or create an empty field name"
    )]
    EmptyFieldName { path: String, object: String },
    #[error("conflicting fieldspecs for path '{path}'")]
    Conflict { path: String },
    #[error("invalid transformer configuration: {message}")]
    InvalidConfig { message: String },
}

/// Where a field lives: objects it applies to (empty group, version or kind match any) and a path.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(default)]
pub struct FieldSpec {
    pub group: String,
    pub version: String,
    pub kind: String,
    pub path: String,
    /// Create the field (and the maps leading to it) when it is missing.
    pub create: bool,
}

/// What a missing final field is created as, for specs that say `create`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CreateKind {
    /// A scalar, created as `null` for the callback to set.
    Scalar,
    /// A mapping, created empty.
    Map,
    /// A sequence, created empty.
    Seq,
}

/// Splits `apiVersion` into group and version the way kustomize does (`v1` has no group).
pub fn split_api_version(api_version: &str) -> (&str, &str) {
    match api_version.split_once('/') {
        Some((g, v)) => (g, v),
        None if api_version == "builtin" => (api_version, ""),
        None => ("", api_version),
    }
}

fn str_at<'a>(obj: &'a Value, key: &str) -> &'a str {
    crate::kustomize::resource::get(obj, key)
        .and_then(Value::as_str)
        .unwrap_or_default()
}

impl FieldSpec {
    /// A spec for `path` in objects of `kind` (empty: every kind).
    pub fn new(group: &str, version: &str, kind: &str, path: &str, create: bool) -> Self {
        Self {
            group: group.to_owned(),
            version: version.to_owned(),
            kind: kind.to_owned(),
            path: path.to_owned(),
            create,
        }
    }

    /// Whether the spec applies to objects of this group, version and kind.
    pub fn selects(&self, group: &str, version: &str, kind: &str) -> bool {
        (self.kind.is_empty() || self.kind == kind)
            && (self.group.is_empty() || self.group == group)
            && (self.version.is_empty() || self.version == version)
    }

    /// Whether the spec applies to `obj`, judged by its `apiVersion` and `kind`.
    pub fn selects_object(&self, obj: &Value) -> bool {
        let (group, version) = split_api_version(str_at(obj, "apiVersion"));
        self.selects(group, version, str_at(obj, "kind"))
    }

    /// The path's segments, `\/` unescaped.
    pub fn segments(&self) -> Vec<String> {
        split_path(&self.path)
    }

    /// Same object filter and path: kustomize treats such specs as one (the other's empty
    /// fields match anything).
    fn effectively_equals(&self, other: &FieldSpec) -> bool {
        self.path == other.path && other.selects(&self.group, &self.version, &self.kind)
    }
}

/// Splits a field path on `/`, keeping `\/` as a slash inside a segment.
pub fn split_path(path: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, part) in path.split('/').enumerate() {
        match out.last_mut() {
            Some(last) if i > 0 && last.ends_with('\\') => {
                last.pop();
                last.push('/');
                last.push_str(part);
            }
            _ => out.push(part.to_owned()),
        }
    }
    out
}

/// A short description of an object for error messages, as kustomize prints a resource id.
pub fn describe(obj: &Value) -> String {
    let (group, version) = split_api_version(str_at(obj, "apiVersion"));
    let meta = obj.get("metadata").unwrap_or(&Value::Null);
    let or = |s: &str, d: &str| {
        if s.is_empty() {
            d.to_owned()
        } else {
            s.to_owned()
        }
    };
    let gvk = format!(
        "{}.{}.{}",
        or(str_at(obj, "kind"), "[noKind]"),
        or(version, "[noVer]"),
        or(group, "[noGrp]")
    );
    let name = or(str_at(meta, "name"), "[noName]");
    let ns = str_at(meta, "namespace");
    if ns.is_empty() {
        format!("{gvk}/{name}.[noNs]")
    } else {
        format!("{gvk}/{name}.{ns}")
    }
}

/// Walks `obj` along `spec` (if the spec selects it) and calls `f` on every field found at the
/// end of the path. With `create` set on the spec and `create_kind` given, missing maps on the
/// way and the missing final field are created first; otherwise a missing field is skipped.
pub fn apply<E: From<Error>>(
    obj: &mut Value,
    spec: &FieldSpec,
    create_kind: Option<CreateKind>,
    f: &mut dyn FnMut(&mut Value) -> Result<(), E>,
) -> Result<(), E> {
    if !spec.selects_object(obj) {
        return Ok(());
    }
    apply_selected(obj, spec, create_kind, f)
}

/// [`apply`] without judging the spec's group, version and kind: the caller did (see
/// [`selecting`]), once per object rather than once per spec.
pub fn apply_selected<E: From<Error>>(
    obj: &mut Value,
    spec: &FieldSpec,
    create_kind: Option<CreateKind>,
    f: &mut dyn FnMut(&mut Value) -> Result<(), E>,
) -> Result<(), E> {
    let create = if spec.create { create_kind } else { None };
    let mut failure = None;
    walk(obj, Some(&spec.path), create, f, &mut failure)?;
    // Described only on failure: this runs for every object and field spec of a build.
    let described = || describe(obj);
    match failure {
        None => Ok(()),
        Some(Failure::NotTraversable) => Err(Error::NotTraversable {
            path: spec.path.clone(),
            object: described(),
        }
        .into()),
        Some(Failure::EmptyName) => Err(Error::EmptyFieldName {
            path: spec.path.clone(),
            object: described(),
        }
        .into()),
    }
}

/// The specs that apply to `obj`, judged once by its `apiVersion` and `kind`.
pub fn selecting<'s>(obj: &Value, specs: &'s [FieldSpec]) -> Vec<&'s FieldSpec> {
    let (group, version) = split_api_version(str_at(obj, "apiVersion"));
    let kind = str_at(obj, "kind");
    specs
        .iter()
        .filter(|spec| spec.selects(group, version, kind))
        .collect()
}

/// [`apply`] for every spec of a list, in order.
pub fn apply_all<E: From<Error>>(
    obj: &mut Value,
    specs: &[FieldSpec],
    create_kind: Option<CreateKind>,
    f: &mut dyn FnMut(&mut Value) -> Result<(), E>,
) -> Result<(), E> {
    for spec in specs {
        apply(obj, spec, create_kind, f)?;
    }
    Ok(())
}

enum Failure {
    NotTraversable,
    EmptyName,
}

/// The first segment of a path and the rest, if any: [`split_path`] one segment at a time, so
/// that walks allocate only for the rare segment with an escaped slash.
fn next_segment(path: &str) -> (std::borrow::Cow<'_, str>, Option<&str>) {
    let Some(slash) = path.find('/') else {
        return (path.into(), None);
    };
    if !path[..slash].ends_with('\\') {
        return (path[..slash].into(), Some(&path[slash + 1..]));
    }
    let mut segment = String::new();
    let mut rest = path;
    loop {
        match rest.find('/') {
            Some(i) if rest[..i].ends_with('\\') => {
                segment.push_str(&rest[..i - 1]);
                segment.push('/');
                rest = &rest[i + 1..];
            }
            Some(i) => {
                segment.push_str(&rest[..i]);
                return (segment.into(), Some(&rest[i + 1..]));
            }
            None => {
                segment.push_str(rest);
                return (segment.into(), None);
            }
        }
    }
}

fn walk<E>(
    node: &mut Value,
    path: Option<&str>,
    create: Option<CreateKind>,
    f: &mut dyn FnMut(&mut Value) -> Result<(), E>,
    failure: &mut Option<Failure>,
) -> Result<(), E> {
    if failure.is_some() {
        return Ok(());
    }
    let Some(path) = path else {
        return f(node);
    };
    match node {
        Value::Null => Ok(()),
        Value::Array(items) => {
            for item in items {
                walk(item, Some(path), create, f, failure)?;
            }
            Ok(())
        }
        Value::Object(map) => {
            let (first, rest) = next_segment(path);
            let (name, is_seq) = match first.strip_suffix("[]") {
                Some(name) => (name, true),
                None => (first.as_ref(), false),
            };
            if name.is_empty() {
                *failure = Some(Failure::EmptyName);
                return Ok(());
            }
            // The kind a missing (or null) field becomes: sequences are never created, only
            // given their kind when null.
            let kind = match create {
                _ if is_seq => Some(CreateKind::Seq),
                None => None,
                Some(k) if rest.is_none() => Some(k),
                Some(_) => Some(CreateKind::Map),
            };
            if let Some(field) = crate::kustomize::resource::field_mut(map, name) {
                if field.is_null() {
                    set_kind(field, kind);
                }
                return walk(field, rest, create, f, failure);
            }
            if create.is_none() || is_seq {
                return Ok(());
            }
            crate::kustomize::resource::room_for(map, 1);
            let field = map.entry(name.to_owned()).or_insert(Value::Null);
            set_kind(field, kind);
            walk(field, rest, create, f, failure)
        }
        _ => {
            *failure = Some(Failure::NotTraversable);
            Ok(())
        }
    }
}

fn set_kind(field: &mut Value, kind: Option<CreateKind>) {
    match kind {
        Some(CreateKind::Map) => *field = Value::Object(Map::new()),
        Some(CreateKind::Seq) => *field = Value::Array(Vec::new()),
        Some(CreateKind::Scalar) | None => {}
    }
}

/// Specs a back reference updates: objects of `kind` are referred to by name in these fields.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(default)]
pub struct NameBackRef {
    pub group: String,
    pub version: String,
    pub kind: String,
    #[serde(rename = "fieldSpecs")]
    pub field_specs: Vec<FieldSpec>,
}

/// The field specs of every builtin transformer, as kustomize's `TransformerConfig`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct TransformerConfig {
    pub name_prefix: Vec<FieldSpec>,
    pub name_suffix: Vec<FieldSpec>,
    pub namespace: Vec<FieldSpec>,
    pub common_labels: Vec<FieldSpec>,
    pub template_labels: Vec<FieldSpec>,
    /// Extra targets of every `labels:` entry (empty unless a configuration adds some).
    pub labels: Vec<FieldSpec>,
    pub common_annotations: Vec<FieldSpec>,
    pub name_reference: Vec<NameBackRef>,
    pub var_reference: Vec<FieldSpec>,
    pub images: Vec<FieldSpec>,
    pub replicas: Vec<FieldSpec>,
}

impl TransformerConfig {
    /// kustomize's builtin tables.
    pub fn builtin() -> &'static TransformerConfig {
        static CONFIG: OnceLock<TransformerConfig> = OnceLock::new();
        CONFIG.get_or_init(|| {
            let mut config = builtin::config();
            config.sort();
            config
        })
    }

    /// Reads a `configurations:` file already parsed into a value; unknown fields are ignored.
    pub fn from_value(value: &Value) -> Result<TransformerConfig, Error> {
        if value.is_null() {
            return Ok(TransformerConfig::default());
        }
        serde_json::from_value(value.clone()).map_err(|e| Error::InvalidConfig {
            message: e.to_string(),
        })
    }

    /// Adds `other`'s specs to these, dropping specs already present (a spec present with a
    /// different `create` is a conflict, as in kustomize).
    pub fn merge(&mut self, other: &TransformerConfig) -> Result<(), Error> {
        merge_specs(&mut self.name_prefix, &other.name_prefix)?;
        merge_specs(&mut self.name_suffix, &other.name_suffix)?;
        merge_specs(&mut self.namespace, &other.namespace)?;
        merge_specs(&mut self.common_labels, &other.common_labels)?;
        merge_specs(&mut self.template_labels, &other.template_labels)?;
        merge_specs(&mut self.labels, &other.labels)?;
        merge_specs(&mut self.common_annotations, &other.common_annotations)?;
        merge_specs(&mut self.var_reference, &other.var_reference)?;
        merge_specs(&mut self.images, &other.images)?;
        merge_specs(&mut self.replicas, &other.replicas)?;
        for backref in &other.name_reference {
            match self.name_reference.iter_mut().find(|b| {
                b.group == backref.group && b.version == backref.version && b.kind == backref.kind
            }) {
                Some(existing) => merge_specs(&mut existing.field_specs, &backref.field_specs)?,
                None => self.name_reference.push(backref.clone()),
            }
        }
        self.sort();
        Ok(())
    }

    /// kustomize keeps every list sorted by gvk (its legacy type order); application order
    /// follows from it. Each entry's key is made once: formatting two keys per comparison was
    /// 1.9M instructions, a third of a small `kustomize build`.
    fn sort(&mut self) {
        for list in [
            &mut self.name_prefix,
            &mut self.name_suffix,
            &mut self.namespace,
            &mut self.common_labels,
            &mut self.template_labels,
            &mut self.labels,
            &mut self.common_annotations,
            &mut self.var_reference,
            &mut self.images,
            &mut self.replicas,
        ] {
            list.sort_by_cached_key(|spec| gvk_order_key(&spec.group, &spec.version, &spec.kind));
        }
        self.name_reference
            .sort_by_cached_key(|back| gvk_order_key(&back.group, &back.version, &back.kind));
    }
}

fn merge_specs(into: &mut Vec<FieldSpec>, more: &[FieldSpec]) -> Result<(), Error> {
    for spec in more {
        match into.iter().find(|s| s.effectively_equals(spec)) {
            Some(existing) if existing.create != spec.create => {
                return Err(Error::Conflict {
                    path: spec.path.clone(),
                });
            }
            Some(_) => {}
            None => into.push(spec.clone()),
        }
    }
    Ok(())
}

/// kustomize's builtin field spec tables, one function per transformer.
pub mod builtin {
    use super::{FieldSpec, NameBackRef, TransformerConfig};

    /// `namePrefix:` targets.
    pub fn name_prefix() -> Vec<FieldSpec> {
        TransformerConfig::builtin().name_prefix.clone()
    }
    /// `nameSuffix:` targets.
    pub fn name_suffix() -> Vec<FieldSpec> {
        TransformerConfig::builtin().name_suffix.clone()
    }
    /// `namespace:` targets besides `metadata/namespace` (handled by the transformer itself).
    pub fn namespace() -> Vec<FieldSpec> {
        TransformerConfig::builtin().namespace.clone()
    }
    /// `commonLabels:` targets: metadata, templates and selectors.
    pub fn common_labels() -> Vec<FieldSpec> {
        TransformerConfig::builtin().common_labels.clone()
    }
    /// `labels:` with `includeTemplates`: metadata and templates, no selectors.
    pub fn template_labels() -> Vec<FieldSpec> {
        TransformerConfig::builtin().template_labels.clone()
    }
    /// `commonAnnotations:` targets.
    pub fn common_annotations() -> Vec<FieldSpec> {
        TransformerConfig::builtin().common_annotations.clone()
    }
    /// Where objects of each kind are referred to by name.
    pub fn name_reference() -> Vec<NameBackRef> {
        TransformerConfig::builtin().name_reference.clone()
    }
    /// Where `$(VAR)` references are expanded.
    pub fn var_reference() -> Vec<FieldSpec> {
        TransformerConfig::builtin().var_reference.clone()
    }
    /// Container image fields for `images:`.
    pub fn images() -> Vec<FieldSpec> {
        TransformerConfig::builtin().images.clone()
    }
    /// Replica count fields for `replicas:`.
    pub fn replicas() -> Vec<FieldSpec> {
        TransformerConfig::builtin().replicas.clone()
    }

    fn spec(group: &str, version: &str, kind: &str, path: &str, create: bool) -> FieldSpec {
        FieldSpec::new(group, version, kind, path, create)
    }

    /// Where a pod template sits in each workload kind (group, version, kind, prefix).
    const POD_HOLDERS: [(&str, &str, &str, &str); 8] = [
        ("", "v1", "Pod", "spec"),
        ("", "", "PodTemplate", "template/spec"),
        ("", "", "Deployment", "spec/template/spec"),
        ("", "", "ReplicaSet", "spec/template/spec"),
        ("", "", "DaemonSet", "spec/template/spec"),
        ("", "", "StatefulSet", "spec/template/spec"),
        ("", "", "Job", "spec/template/spec"),
        ("", "", "CronJob", "spec/jobTemplate/spec/template/spec"),
    ];

    /// Workloads that name a service account, claim or priority class in their pod spec.
    const POD_SPEC_USERS: [(&str, &str); 7] = [
        ("Pod", "spec"),
        ("StatefulSet", "spec/template/spec"),
        ("Deployment", "spec/template/spec"),
        ("ReplicationController", "spec/template/spec"),
        ("CronJob", "spec/jobTemplate/spec/template/spec"),
        ("Job", "spec/template/spec"),
        ("DaemonSet", "spec/template/spec"),
    ];

    fn in_pod_holders(fields: &[&str]) -> Vec<FieldSpec> {
        let mut out = Vec::new();
        for (group, version, kind, prefix) in POD_HOLDERS {
            for field in fields {
                out.push(spec(
                    group,
                    version,
                    kind,
                    &format!("{prefix}/{field}"),
                    false,
                ));
            }
        }
        out
    }

    fn in_pod_spec_users(field: &str) -> Vec<FieldSpec> {
        POD_SPEC_USERS
            .iter()
            .map(|(kind, prefix)| spec("", "", kind, &format!("{prefix}/{field}"), false))
            .collect()
    }

    fn backref(group: &str, version: &str, kind: &str, specs: Vec<FieldSpec>) -> NameBackRef {
        NameBackRef {
            group: group.to_owned(),
            version: version.to_owned(),
            kind: kind.to_owned(),
            field_specs: specs,
        }
    }

    fn metadata_labels() -> Vec<FieldSpec> {
        let mut out = vec![spec("", "", "", "metadata/labels", true)];
        for (group, version, kind, path) in [
            (
                "",
                "v1",
                "ReplicationController",
                "spec/template/metadata/labels",
            ),
            ("", "", "Deployment", "spec/template/metadata/labels"),
            ("", "", "ReplicaSet", "spec/template/metadata/labels"),
            ("", "", "DaemonSet", "spec/template/metadata/labels"),
            ("apps", "", "StatefulSet", "spec/template/metadata/labels"),
            (
                "apps",
                "",
                "StatefulSet",
                "spec/volumeClaimTemplates[]/metadata/labels",
            ),
            ("batch", "", "Job", "spec/template/metadata/labels"),
            ("batch", "", "CronJob", "spec/jobTemplate/metadata/labels"),
            (
                "batch",
                "",
                "CronJob",
                "spec/jobTemplate/spec/template/metadata/labels",
            ),
        ] {
            out.push(spec(group, version, kind, path, true));
        }
        out
    }

    fn selectors() -> Vec<FieldSpec> {
        let affinity = [
            "spec/template/spec/affinity/podAffinity/preferredDuringSchedulingIgnoredDuringExecution/podAffinityTerm/labelSelector/matchLabels",
            "spec/template/spec/affinity/podAffinity/requiredDuringSchedulingIgnoredDuringExecution/labelSelector/matchLabels",
            "spec/template/spec/affinity/podAntiAffinity/preferredDuringSchedulingIgnoredDuringExecution/podAffinityTerm/labelSelector/matchLabels",
            "spec/template/spec/affinity/podAntiAffinity/requiredDuringSchedulingIgnoredDuringExecution/labelSelector/matchLabels",
            "spec/template/spec/topologySpreadConstraints/labelSelector/matchLabels",
        ];
        let mut out = vec![
            spec("", "v1", "Service", "spec/selector", true),
            spec("", "v1", "ReplicationController", "spec/selector", true),
            spec("", "", "Deployment", "spec/selector/matchLabels", true),
        ];
        out.extend(
            affinity
                .iter()
                .map(|p| spec("apps", "", "Deployment", p, false)),
        );
        out.push(spec(
            "",
            "",
            "ReplicaSet",
            "spec/selector/matchLabels",
            true,
        ));
        out.push(spec("", "", "DaemonSet", "spec/selector/matchLabels", true));
        out.push(spec(
            "apps",
            "",
            "StatefulSet",
            "spec/selector/matchLabels",
            true,
        ));
        out.extend(
            affinity
                .iter()
                .map(|p| spec("apps", "", "StatefulSet", p, false)),
        );
        for (group, kind, path) in [
            ("batch", "Job", "spec/selector/matchLabels"),
            (
                "batch",
                "CronJob",
                "spec/jobTemplate/spec/selector/matchLabels",
            ),
            ("policy", "PodDisruptionBudget", "spec/selector/matchLabels"),
            (
                "networking.k8s.io",
                "NetworkPolicy",
                "spec/podSelector/matchLabels",
            ),
            (
                "networking.k8s.io",
                "NetworkPolicy",
                "spec/ingress/from/podSelector/matchLabels",
            ),
            (
                "networking.k8s.io",
                "NetworkPolicy",
                "spec/egress/to/podSelector/matchLabels",
            ),
        ] {
            out.push(spec(group, "", kind, path, false));
        }
        out
    }

    fn annotations() -> Vec<FieldSpec> {
        let mut out = vec![spec("", "", "", "metadata/annotations", true)];
        for (group, version, kind, path) in [
            (
                "",
                "v1",
                "ReplicationController",
                "spec/template/metadata/annotations",
            ),
            ("", "", "Deployment", "spec/template/metadata/annotations"),
            ("", "", "ReplicaSet", "spec/template/metadata/annotations"),
            ("", "", "DaemonSet", "spec/template/metadata/annotations"),
            ("", "", "StatefulSet", "spec/template/metadata/annotations"),
            ("batch", "", "Job", "spec/template/metadata/annotations"),
            (
                "batch",
                "",
                "CronJob",
                "spec/jobTemplate/metadata/annotations",
            ),
            (
                "batch",
                "",
                "CronJob",
                "spec/jobTemplate/spec/template/metadata/annotations",
            ),
        ] {
            out.push(spec(group, version, kind, path, true));
        }
        out
    }

    fn container_var_refs(out: &mut Vec<FieldSpec>, kind: &str, prefix: &str) {
        for list in ["containers", "initContainers"] {
            for field in ["args", "command", "env/value", "volumeMounts/mountPath"] {
                out.push(spec(
                    "",
                    "",
                    kind,
                    &format!("{prefix}/{list}/{field}"),
                    false,
                ));
            }
        }
    }

    fn var_references() -> Vec<FieldSpec> {
        let mut out = Vec::new();
        container_var_refs(&mut out, "CronJob", "spec/jobTemplate/spec/template/spec");
        container_var_refs(&mut out, "DaemonSet", "spec/template/spec");
        container_var_refs(&mut out, "Deployment", "spec/template/spec");
        for path in ["spec/rules/host", "spec/tls/hosts", "spec/tls/secretName"] {
            out.push(spec("", "", "Ingress", path, false));
        }
        container_var_refs(&mut out, "Job", "spec/template/spec");
        container_var_refs(&mut out, "Pod", "spec");
        container_var_refs(&mut out, "ReplicaSet", "spec/template/spec");
        out.push(spec("", "", "Service", "spec/ports/port", false));
        out.push(spec("", "", "Service", "spec/ports/targetPort", false));
        container_var_refs(&mut out, "StatefulSet", "spec/template/spec");
        // kustomize's table spells CronJob's NFS path without the pod spec's `spec`; kept as is,
        // since manifests written for kustomize rely on what it substitutes.
        for (kind, path) in [
            (
                "CronJob",
                "spec/jobTemplate/spec/template/volumes/nfs/server",
            ),
            ("DaemonSet", "spec/template/spec/volumes/nfs/server"),
            ("Deployment", "spec/template/spec/volumes/nfs/server"),
            ("Job", "spec/template/spec/volumes/nfs/server"),
            ("Pod", "spec/volumes/nfs/server"),
            ("ReplicaSet", "spec/template/spec/volumes/nfs/server"),
            ("StatefulSet", "spec/template/spec/volumes/nfs/server"),
        ] {
            out.push(spec("", "", kind, path, false));
        }
        out.push(spec(
            "",
            "",
            "StatefulSet",
            "spec/volumeClaimTemplates/spec/nfs/server",
            false,
        ));
        out.push(spec("", "", "PersistentVolume", "spec/nfs/server", false));
        out.push(spec("", "", "", "metadata/labels", false));
        out.push(spec("", "", "", "metadata/annotations", false));
        out
    }

    fn name_references() -> Vec<NameBackRef> {
        let hpa = || {
            vec![spec(
                "",
                "",
                "HorizontalPodAutoscaler",
                "spec/scaleTargetRef/name",
                false,
            )]
        };
        let mut config_map = in_pod_holders(&[
            "volumes/configMap/name",
            "containers/env/valueFrom/configMapKeyRef/name",
            "initContainers/env/valueFrom/configMapKeyRef/name",
            "containers/envFrom/configMapRef/name",
            "initContainers/envFrom/configMapRef/name",
            "volumes/projected/sources/configMap/name",
        ]);
        config_map.extend([
            spec("", "", "Node", "spec/configSource/configMap", false),
            spec("", "", "Role", "rules/resourceNames", false),
            spec("", "", "ClusterRole", "rules/resourceNames", false),
            spec(
                "",
                "",
                "Ingress",
                "metadata/annotations/nginx.ingress.kubernetes.io\\/fastcgi-params-configmap",
                false,
            ),
        ]);
        let mut secret = in_pod_holders(&[
            "volumes/secret/secretName",
            "containers/env/valueFrom/secretKeyRef/name",
            "initContainers/env/valueFrom/secretKeyRef/name",
            "containers/envFrom/secretRef/name",
            "initContainers/envFrom/secretRef/name",
            "imagePullSecrets/name",
            "volumes/projected/sources/secret/name",
        ]);
        secret.extend([
            spec("", "", "Ingress", "spec/tls/secretName", false),
            spec(
                "",
                "",
                "Ingress",
                "metadata/annotations/ingress.kubernetes.io\\/auth-secret",
                false,
            ),
            spec(
                "",
                "",
                "Ingress",
                "metadata/annotations/nginx.ingress.kubernetes.io\\/auth-secret",
                false,
            ),
            spec(
                "",
                "",
                "Ingress",
                "metadata/annotations/nginx.ingress.kubernetes.io\\/auth-tls-secret",
                false,
            ),
            spec("", "", "ServiceAccount", "imagePullSecrets/name", false),
            spec("", "", "StorageClass", "parameters/secretName", false),
            spec("", "", "StorageClass", "parameters/adminSecretName", false),
            spec("", "", "StorageClass", "parameters/userSecretName", false),
            spec("", "", "StorageClass", "parameters/secretRef", false),
            spec("", "", "Role", "rules/resourceNames", false),
            spec("", "", "ClusterRole", "rules/resourceNames", false),
            spec(
                "serving.knative.dev",
                "v1",
                "Service",
                "spec/template/spec/containers/env/valueFrom/secretKeyRef/name",
                false,
            ),
            spec(
                "",
                "",
                "PersistentVolume",
                "spec/azureFile/secretName",
                false,
            ),
        ]);
        let service = vec![
            spec("apps", "", "StatefulSet", "spec/serviceName", false),
            spec(
                "",
                "",
                "Ingress",
                "spec/rules/http/paths/backend/serviceName",
                false,
            ),
            spec("", "", "Ingress", "spec/backend/serviceName", false),
            spec(
                "",
                "",
                "Ingress",
                "spec/rules/http/paths/backend/service/name",
                false,
            ),
            spec("", "", "Ingress", "spec/defaultBackend/service/name", false),
            spec(
                "apiregistration.k8s.io",
                "",
                "APIService",
                "spec/service/name",
                false,
            ),
            spec(
                "admissionregistration.k8s.io",
                "",
                "ValidatingWebhookConfiguration",
                "webhooks/clientConfig/service",
                false,
            ),
            spec(
                "admissionregistration.k8s.io",
                "",
                "MutatingWebhookConfiguration",
                "webhooks/clientConfig/service",
                false,
            ),
            spec("", "", "HTTPRoute", "spec/rules/backendRefs/name", false),
        ];
        let rbac = "rbac.authorization.k8s.io";
        let mut service_account = vec![
            spec(rbac, "", "RoleBinding", "subjects", false),
            spec(rbac, "", "ClusterRoleBinding", "subjects", false),
        ];
        service_account.extend(in_pod_spec_users("serviceAccountName"));
        let mut storage_class = vec![
            spec("", "", "PersistentVolume", "spec/storageClassName", false),
            spec(
                "",
                "",
                "PersistentVolumeClaim",
                "spec/storageClassName",
                false,
            ),
            spec(
                "",
                "",
                "StatefulSet",
                "spec/volumeClaimTemplates/spec/storageClassName",
                false,
            ),
        ];
        storage_class.dedup();
        vec![
            backref("", "", "Deployment", hpa()),
            backref("", "", "ReplicationController", hpa()),
            backref("", "", "ReplicaSet", hpa()),
            backref("", "", "StatefulSet", hpa()),
            backref("", "v1", "ConfigMap", config_map),
            backref("", "v1", "Secret", secret),
            backref("", "v1", "Service", service),
            backref(
                rbac,
                "",
                "Role",
                vec![spec(rbac, "", "RoleBinding", "roleRef/name", false)],
            ),
            backref(
                rbac,
                "",
                "ClusterRole",
                vec![
                    spec(rbac, "", "RoleBinding", "roleRef/name", false),
                    spec(rbac, "", "ClusterRoleBinding", "roleRef/name", false),
                ],
            ),
            backref("", "v1", "ServiceAccount", service_account),
            backref(
                "",
                "v1",
                "PersistentVolumeClaim",
                in_pod_spec_users("volumes/persistentVolumeClaim/claimName"),
            ),
            backref(
                "",
                "v1",
                "PersistentVolume",
                vec![
                    spec("", "", "PersistentVolumeClaim", "spec/volumeName", false),
                    spec("", "", "ClusterRole", "rules/resourceNames", false),
                ],
            ),
            backref("storage.k8s.io", "v1", "StorageClass", storage_class),
            backref(
                "scheduling.k8s.io",
                "v1",
                "PriorityClass",
                in_pod_spec_users("priorityClassName"),
            ),
            backref(
                "admissionregistration.k8s.io",
                "",
                "ValidatingAdmissionPolicy",
                vec![spec(
                    "admissionregistration.k8s.io",
                    "",
                    "ValidatingAdmissionPolicyBinding",
                    "spec/policyName",
                    false,
                )],
            ),
            backref(
                "networking.k8s.io/v1",
                "v1",
                "IngressClass",
                vec![spec("", "", "Ingress", "spec/ingressClassName", false)],
            ),
        ]
    }

    pub(super) fn config() -> TransformerConfig {
        let mut common_labels = selectors();
        common_labels.extend(metadata_labels());
        let container_images = |prefix: &str| {
            [
                spec("", "", "", &format!("{prefix}containers[]/image"), true),
                spec("", "", "", &format!("{prefix}initContainers[]/image"), true),
                spec(
                    "",
                    "",
                    "",
                    &format!("{prefix}volumes[]/image/reference"),
                    true,
                ),
            ]
        };
        let mut images = Vec::new();
        images.extend(container_images("spec/"));
        images.extend(container_images("spec/template/spec/"));
        images.sort_by_key(|s| !s.path.starts_with("spec/") || s.path.starts_with("spec/template"));
        let replicas = [
            "Deployment",
            "ReplicationController",
            "ReplicaSet",
            "StatefulSet",
        ]
        .iter()
        .map(|kind| spec("", "", kind, "spec/replicas", true))
        .collect();
        TransformerConfig {
            name_prefix: vec![spec("", "", "", "metadata/name", false)],
            name_suffix: vec![spec("", "", "", "metadata/name", false)],
            namespace: vec![
                spec("", "", "Namespace", "metadata/name", true),
                spec(
                    "apiregistration.k8s.io",
                    "",
                    "APIService",
                    "spec/service/namespace",
                    true,
                ),
                spec(
                    "apiextensions.k8s.io",
                    "",
                    "CustomResourceDefinition",
                    "spec/conversion/webhook/clientConfig/service/namespace",
                    false,
                ),
            ],
            common_labels,
            template_labels: metadata_labels(),
            labels: Vec::new(),
            common_annotations: annotations(),
            name_reference: name_references(),
            var_reference: var_references(),
            images,
            replicas,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn set_to(value: &'static str) -> impl FnMut(&mut Value) -> Result<(), Error> {
        move |v: &mut Value| {
            *v = json!(value);
            Ok(())
        }
    }

    #[test]
    fn splits_escaped_slashes() {
        assert_eq!(
            split_path("metadata/annotations/a.io\\/b"),
            vec!["metadata", "annotations", "a.io/b"]
        );
    }

    #[test]
    fn walks_split_paths_as_split_path_does() {
        for path in [
            "",
            "a",
            "a/",
            "a/b[]/c",
            "a\\/b",
            "a\\/b\\/c/d",
            "x/a\\/",
            "/a",
        ] {
            let mut lazily = Vec::new();
            let mut rest = Some(path);
            while let Some(p) = rest {
                let (segment, next) = next_segment(p);
                lazily.push(segment.into_owned());
                rest = next;
            }
            assert_eq!(lazily, split_path(path), "{path:?}");
        }
    }

    #[test]
    fn walks_every_element_of_a_sequence() {
        let mut obj = json!({"kind": "Deployment", "spec": {"template": {"spec": {"containers": [
            {"name": "a", "image": "x"}, {"name": "b"}]}}}});
        let spec = FieldSpec::new("", "", "", "spec/template/spec/containers[]/image", true);
        apply(&mut obj, &spec, Some(CreateKind::Scalar), &mut set_to("y")).unwrap();
        let containers = &obj["spec"]["template"]["spec"]["containers"];
        assert_eq!(containers[0]["image"], "y");
        assert_eq!(containers[1]["image"], "y");
    }

    #[test]
    fn creates_missing_maps_only_when_asked() {
        let mut obj = json!({"kind": "Service", "apiVersion": "v1", "metadata": {"name": "s"}});
        let spec = FieldSpec::new("", "v1", "Service", "spec/selector", true);
        apply(
            &mut obj,
            &spec,
            Some(CreateKind::Map),
            &mut |v: &mut Value| -> Result<(), Error> {
                v.as_object_mut().unwrap().insert("app".into(), json!("x"));
                Ok(())
            },
        )
        .unwrap();
        assert_eq!(obj["spec"], json!({"selector": {"app": "x"}}));

        let mut untouched = json!({"kind": "Service", "apiVersion": "v1"});
        let no_create = FieldSpec::new("", "", "", "spec/selector", false);
        apply(
            &mut untouched,
            &no_create,
            Some(CreateKind::Map),
            &mut set_to("z"),
        )
        .unwrap();
        assert_eq!(untouched, json!({"kind": "Service", "apiVersion": "v1"}));
    }

    #[test]
    fn skips_objects_of_other_kinds() {
        let mut obj = json!({"apiVersion": "apps/v1", "kind": "Deployment", "spec": {}});
        let spec = FieldSpec::new("batch", "", "Deployment", "spec/replicas", true);
        apply(&mut obj, &spec, Some(CreateKind::Scalar), &mut set_to("3")).unwrap();
        assert_eq!(obj["spec"], json!({}));
    }

    #[test]
    fn reports_a_scalar_in_the_middle_of_a_path() {
        let mut obj = json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p"},
            "spec": "oops"});
        let spec = FieldSpec::new("", "", "", "spec/containers[]/image", false);
        let err = apply(&mut obj, &spec, None, &mut set_to("x")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "considering field 'spec/containers[]/image' of object Pod.v1.[noGrp]/p.[noNs]: \
             expected sequence or mapping node"
        );
    }

    #[test]
    fn merging_configurations_dedups_and_detects_conflicts() {
        let mut config = TransformerConfig::builtin().clone();
        let before = config.common_labels.len();
        let extra = TransformerConfig::from_value(&json!({
            "commonLabels": [
                {"path": "metadata/labels", "create": true},
                {"path": "spec/selectors", "kind": "MyKind", "create": true}
            ],
            "nameReference": [{"kind": "ConfigMap", "version": "v1",
                "fieldSpecs": [{"path": "spec/cm", "kind": "MyKind"}]}],
            "unknownTable": []
        }))
        .unwrap();
        config.merge(&extra).unwrap();
        assert_eq!(config.common_labels.len(), before + 1);
        let cm = config
            .name_reference
            .iter()
            .find(|b| b.kind == "ConfigMap")
            .unwrap();
        assert!(cm.field_specs.iter().any(|s| s.path == "spec/cm"));

        let conflicting = TransformerConfig::from_value(&json!({
            "commonLabels": [{"path": "metadata/labels", "create": false}]
        }))
        .unwrap();
        assert!(matches!(
            config.merge(&conflicting),
            Err(Error::Conflict { .. })
        ));
    }

    #[test]
    fn builtin_tables_cover_the_workload_kinds() {
        let images = builtin::images();
        assert!(
            images
                .iter()
                .any(|s| s.path == "spec/template/spec/containers[]/image")
        );
        let secret = builtin::name_reference()
            .into_iter()
            .find(|b| b.kind == "Secret")
            .unwrap();
        assert!(secret.field_specs.iter().any(|s| {
            s.kind == "CronJob"
                && s.path == "spec/jobTemplate/spec/template/spec/imagePullSecrets/name"
        }));
        assert_eq!(builtin::replicas().len(), 4);
    }
}
