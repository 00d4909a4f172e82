//! Resources as the engine sees them: plain JSON objects plus the id kustomize matches them by.
//!
//! Per-resource build state (previous names, generator behavior, origin) lives in annotations on
//! the object itself, as kustomize keeps it, and is stripped before output.

use serde_json::{Map, Value};

/// Maps of at most this many fields are searched by comparing keys rather than by hash.
const SCANNED: usize = 8;

/// A map's field. serde_json's maps hash every key looked up (SipHash), while most maps of a
/// resource hold a handful of fields, which comparing the keys in turn finds sooner: lookups
/// were a fifth of a 2,000-app build.
#[inline]
pub fn field<'a>(map: &'a Map<String, Value>, key: &str) -> Option<&'a Value> {
    if map.len() <= SCANNED {
        map.iter().find_map(|(k, v)| (k == key).then_some(v))
    } else {
        map.get(key)
    }
}

/// [`field`], for changing the field.
#[inline]
pub fn field_mut<'a>(map: &'a mut Map<String, Value>, key: &str) -> Option<&'a mut Value> {
    if map.len() <= SCANNED {
        map.iter_mut().find_map(|(k, v)| (k == key).then_some(v))
    } else {
        map.get_mut(key)
    }
}

/// Maps of at most this many fields are rebuilt to take more, rather than grown in place.
const REBUILT: usize = 8;

/// Readies `map` for `more` fields it does not have. Grown in place, a map takes room for up to
/// twice the fields it holds, at 112 bytes a field; a build adds fields to most maps of every
/// resource (labels, annotations, what patches add), and parsed maps have room for their own
/// fields only. A small map is instead rebuilt with room for exactly the fields to come: its
/// few keys hashed again cost less than the memory, which a large build pays for in time.
pub fn room_for(map: &mut Map<String, Value>, more: usize) {
    if more > 0 && map.len() <= REBUILT {
        let mut grown = Map::with_capacity(map.len() + more);
        grown.extend(std::mem::take(map));
        *map = grown;
    }
}

/// `Value::get` with a string key, through [`field`].
#[inline]
pub fn get<'a>(value: &'a Value, key: &str) -> Option<&'a Value> {
    match value {
        Value::Object(map) => field(map, key),
        _ => None,
    }
}

/// `Value::get_mut` with a string key, through [`field_mut`].
#[inline]
pub fn get_mut<'a>(value: &'a mut Value, key: &str) -> Option<&'a mut Value> {
    match value {
        Value::Object(map) => field_mut(map, key),
        _ => None,
    }
}

/// One transformer's work on one resource; shared by the threads of [`per_resource`].
pub type Step<'a, E> = Box<dyn Fn(&mut Value) -> Result<(), E> + Sync + 'a>;

/// From this many resources on, [`halves`] runs on two threads: below, starting one costs about
/// what it saves.
const PARALLEL_RESOURCES: usize = 256;

/// `work` on the resources, as one slice, or for many resources on their two halves at once,
/// the second on a thread of its own; the results in the order of the slices (one or two).
/// `work` is also given the index of its slice's first resource. A pass whose resources each
/// change only themselves gives the same resources either way, and its caller picks the error
/// one thread would have met first.
pub fn halves<T: Send>(
    resources: &mut [Value],
    work: impl Fn(&mut [Value], usize) -> T + Sync,
) -> Vec<T> {
    if resources.len() < PARALLEL_RESOURCES {
        return vec![work(resources, 0)];
    }
    let middle = resources.len() / 2;
    let (left, right) = resources.split_at_mut(middle);
    let work = &work;
    let (mine, theirs) = std::thread::scope(|scope| {
        let other = crate::yaml::thread().spawn_scoped(scope, move || {
            super::heap::prepare();
            work(right, middle)
        });
        let mine = work(left, 0);
        let theirs = other.ok().map(|other| {
            other
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        });
        (mine, theirs)
    });
    // No thread to be had: this one does the second half too.
    let theirs = theirs.unwrap_or_else(|| work(&mut resources[middle..], middle));
    vec![mine, theirs]
}

/// Runs transformers that each change one resource at a time, looking at no other, as
/// kustomize runs them one after the other over every resource, but with every step on one
/// resource before the next: a walk costs mostly its cache misses, and a resource is still in
/// the cache for the next step. Each resource ends the same. The error is kustomize's first:
/// the earliest failing step, and for equal steps the first resource (later resources are only
/// taken through the steps before the earliest failure found).
///
/// Many resources run in [`halves`]. The error is the same: each half's is the earliest step
/// and first resource of its own, and of the two, the earlier step wins, then the first half.
pub fn per_resource<E: Send>(resources: &mut [Value], steps: &[Step<'_, E>]) -> Result<(), E> {
    let mut first: Option<(usize, E)> = None;
    for found in halves(resources, |slice, _| first_failure(slice, steps))
        .into_iter()
        .flatten()
    {
        if first.as_ref().is_none_or(|(step, _)| found.0 < *step) {
            first = Some(found);
        }
    }
    first.map_or(Ok(()), |(_, err)| Err(err))
}

/// The earliest failing step and its first resource (the steps run on every resource up to
/// the earliest failure found so far). None: no failure.
fn first_failure<E>(resources: &mut [Value], steps: &[Step<'_, E>]) -> Option<(usize, E)> {
    let mut first: Option<(usize, E)> = None;
    for obj in resources.iter_mut() {
        let end = first.as_ref().map_or(steps.len(), |(step, _)| *step);
        for (step, run) in steps[..end].iter().enumerate() {
            if let Err(err) = run(obj) {
                first = Some((step, err));
                break;
            }
        }
    }
    first
}

/// Group, version, kind, name and namespace: what kustomize calls a resource id.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct ResId {
    pub group: String,
    pub version: String,
    pub kind: String,
    pub name: String,
    /// Empty for cluster-scoped objects and for namespaced ones that name none.
    pub namespace: String,
}

impl ResId {
    /// Reads the id of an object from its `apiVersion`, `kind` and `metadata`.
    pub fn of(obj: &Value) -> Self {
        let api_version = get(obj, "apiVersion")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let (group, version) = crate::kustomize::fieldspec::split_api_version(api_version);
        let (group, version) = (group.to_owned(), version.to_owned());
        let meta = get(obj, "metadata");
        let text = |k: &str| {
            meta.and_then(|m| get(m, k))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        Self {
            group,
            version,
            kind: get(obj, "kind")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned(),
            name: text("name"),
            namespace: text("namespace"),
        }
    }
}

/// kustomize's type order: these kinds sort first (in this order) or last in a legacy-ordered
/// build, everything else between them.
const ORDER_FIRST: [&str; 22] = [
    "Namespace",
    "ResourceQuota",
    "StorageClass",
    "CustomResourceDefinition",
    "ServiceAccount",
    "PodSecurityPolicy",
    "Role",
    "ClusterRole",
    "RoleBinding",
    "ClusterRoleBinding",
    "ConfigMap",
    "Secret",
    "Endpoints",
    "Service",
    "LimitRange",
    "PriorityClass",
    "PersistentVolume",
    "PersistentVolumeClaim",
    "Deployment",
    "StatefulSet",
    "CronJob",
    "PodDisruptionBudget",
];
const ORDER_LAST: [&str; 2] = [
    "MutatingWebhookConfiguration",
    "ValidatingWebhookConfiguration",
];

/// A kind's rank in an ordering given as kinds to put first and kinds to put last.
pub fn kind_rank(kind: &str, first: &[&str], last: &[&str]) -> i64 {
    if let Some(i) = first.iter().position(|k| *k == kind) {
        return i as i64 - first.len() as i64;
    }
    if let Some(i) = last.iter().position(|k| *k == kind) {
        return i as i64 + 1;
    }
    0
}

/// The string kustomize breaks ties between kinds of equal rank with.
pub fn gvk_sort_key(group: &str, version: &str, kind: &str) -> String {
    format!(
        "{}_{}_{}",
        or_placeholder(group, "~G"),
        or_placeholder(version, "~V"),
        or_placeholder(kind, "~K")
    )
}

/// The text, or the placeholder when it is empty.
pub(crate) fn or_placeholder<'a>(text: &'a str, placeholder: &'a str) -> &'a str {
    if text.is_empty() { placeholder } else { text }
}

/// [`gvk_cmp`]'s order as a key, for sorting on keys made once per item.
pub fn gvk_order_key(group: &str, version: &str, kind: &str) -> (i64, String) {
    (
        kind_rank(kind, &ORDER_FIRST, &ORDER_LAST),
        gvk_sort_key(group, version, kind),
    )
}

/// Compares two (group, version, kind) triples in kustomize's default type order.
pub fn gvk_cmp(a: (&str, &str, &str), b: (&str, &str, &str)) -> std::cmp::Ordering {
    let ra = kind_rank(a.2, &ORDER_FIRST, &ORDER_LAST);
    let rb = kind_rank(b.2, &ORDER_FIRST, &ORDER_LAST);
    ra.cmp(&rb)
        .then_with(|| gvk_sort_key(a.0, a.1, a.2).cmp(&gvk_sort_key(b.0, b.1, b.2)))
}

/// The kinds kustomize puts first and last by default.
pub fn default_order() -> (Vec<String>, Vec<String>) {
    (
        ORDER_FIRST.iter().map(|s| (*s).to_owned()).collect(),
        ORDER_LAST.iter().map(|s| (*s).to_owned()).collect(),
    )
}

/// Types the builtin Kubernetes schema knows as cluster-scoped, by `apiVersion` and kind; the
/// namespace transformer leaves their `metadata.namespace` alone. Unknown types count as
/// namespaced, as in kustomize.
const CLUSTER_SCOPED: &[(&str, &str)] = &[
    (
        "admissionregistration.k8s.io/v1",
        "MutatingWebhookConfiguration",
    ),
    (
        "admissionregistration.k8s.io/v1",
        "ValidatingWebhookConfiguration",
    ),
    (
        "admissionregistration.k8s.io/v1beta1",
        "MutatingWebhookConfiguration",
    ),
    (
        "admissionregistration.k8s.io/v1beta1",
        "ValidatingWebhookConfiguration",
    ),
    ("apiextensions.k8s.io/v1", "CustomResourceDefinition"),
    ("apiextensions.k8s.io/v1beta1", "CustomResourceDefinition"),
    ("apiregistration.k8s.io/v1", "APIService"),
    ("apiregistration.k8s.io/v1beta1", "APIService"),
    ("certificates.k8s.io/v1", "CertificateSigningRequest"),
    ("certificates.k8s.io/v1beta1", "CertificateSigningRequest"),
    ("flowcontrol.apiserver.k8s.io/v1beta1", "FlowSchema"),
    (
        "flowcontrol.apiserver.k8s.io/v1beta1",
        "PriorityLevelConfiguration",
    ),
    ("networking.k8s.io/v1", "IngressClass"),
    ("networking.k8s.io/v1beta1", "IngressClass"),
    ("node.k8s.io/v1", "RuntimeClass"),
    ("node.k8s.io/v1beta1", "RuntimeClass"),
    ("policy/v1beta1", "PodSecurityPolicy"),
    ("rbac.authorization.k8s.io/v1", "ClusterRole"),
    ("rbac.authorization.k8s.io/v1", "ClusterRoleBinding"),
    ("rbac.authorization.k8s.io/v1beta1", "ClusterRole"),
    ("rbac.authorization.k8s.io/v1beta1", "ClusterRoleBinding"),
    ("scheduling.k8s.io/v1", "PriorityClass"),
    ("scheduling.k8s.io/v1beta1", "PriorityClass"),
    ("storage.k8s.io/v1", "CSIDriver"),
    ("storage.k8s.io/v1", "CSINode"),
    ("storage.k8s.io/v1", "StorageClass"),
    ("storage.k8s.io/v1", "VolumeAttachment"),
    ("storage.k8s.io/v1beta1", "CSIDriver"),
    ("storage.k8s.io/v1beta1", "CSINode"),
    ("storage.k8s.io/v1beta1", "StorageClass"),
    ("storage.k8s.io/v1beta1", "VolumeAttachment"),
    ("v1", "ComponentStatus"),
    ("v1", "Namespace"),
    ("v1", "Node"),
    ("v1", "NodeProxyOptions"),
    ("v1", "PersistentVolume"),
    ("authentication.k8s.io/v1", "TokenReview"),
    ("authentication.k8s.io/v1beta1", "TokenReview"),
    ("authorization.k8s.io/v1", "SelfSubjectAccessReview"),
    ("authorization.k8s.io/v1", "SelfSubjectRulesReview"),
    ("authorization.k8s.io/v1", "SubjectAccessReview"),
    ("authorization.k8s.io/v1beta1", "SelfSubjectAccessReview"),
    ("authorization.k8s.io/v1beta1", "SelfSubjectRulesReview"),
    ("authorization.k8s.io/v1beta1", "SubjectAccessReview"),
];

/// Whether objects of this `apiVersion` and kind are certainly cluster-scoped.
pub fn is_cluster_scoped(api_version: &str, kind: &str) -> bool {
    CLUSTER_SCOPED
        .iter()
        .any(|(v, k)| *v == api_version && *k == kind)
}

impl ResId {
    /// `group/version`, or the version alone for the core group.
    pub fn api_version(&self) -> String {
        if self.group.is_empty() {
            self.version.clone()
        } else {
            format!("{}/{}", self.group, self.version)
        }
    }

    /// Whether objects of this type are certainly cluster-scoped. Every id comparison asks
    /// this, so it matches the group and version in place rather than joining them.
    pub fn is_cluster_scoped(&self) -> bool {
        CLUSTER_SCOPED.iter().any(|(api_version, kind)| {
            *kind == self.kind
                && match api_version.split_once('/') {
                    Some((group, version)) => group == self.group && version == self.version,
                    None => self.group.is_empty() && *api_version == self.version,
                }
        })
    }

    /// kustomize's effective namespace: a marker for cluster-scoped objects, `default` for
    /// namespaced objects that name none.
    pub fn effective_namespace(&self) -> &str {
        if self.is_cluster_scoped() {
            NOT_A_NAMESPACE
        } else if self.namespace.is_empty() {
            "default"
        } else {
            &self.namespace
        }
    }

    /// The key two ids are equal by (kustomize's `ResId.Equals`).
    pub fn key(&self) -> IdKey {
        self.clone().into_key()
    }

    /// [`Self::key`] taking the id's own strings.
    pub fn into_key(self) -> IdKey {
        // As effective_namespace, keeping the namespace's own string.
        let namespace = if self.is_cluster_scoped() {
            NOT_A_NAMESPACE.to_owned()
        } else if self.namespace.is_empty() {
            "default".to_owned()
        } else {
            self.namespace
        };
        IdKey {
            group: self.group,
            version: self.version,
            kind: self.kind,
            name: self.name,
            namespace,
        }
    }

    /// Whether the selector's non-empty group, version and kind equal this id's.
    pub fn gvk_selected_by(&self, group: &str, version: &str, kind: &str) -> bool {
        (group.is_empty() || group == self.group)
            && (version.is_empty() || version == self.version)
            && (kind.is_empty() || kind == self.kind)
    }
}

impl std::fmt::Display for ResId {
    /// kustomize's spelling, e.g. `Deployment.v1.apps/web.[noNs]`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let or = |s: &str, placeholder: &'static str| {
            if s.is_empty() {
                placeholder.to_owned()
            } else {
                s.to_owned()
            }
        };
        write!(
            f,
            "{}.{}.{}/{}.{}",
            or(&self.kind, "[noKind]"),
            or(&self.version, "[noVer]"),
            or(&self.group, "[noGrp]"),
            or(&self.name, "[noName]"),
            or(&self.namespace, "[noNs]")
        )
    }
}

/// An id with its namespace made effective: what kustomize compares ids by.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct IdKey {
    pub group: String,
    pub version: String,
    pub kind: String,
    pub name: String,
    pub namespace: String,
}

/// The effective namespace of cluster-scoped objects.
pub const NOT_A_NAMESPACE: &str = "_non_namespaceable_";

/// Build annotations: per-resource state kustomize keeps on the object during a build.
pub const PREVIOUS_NAMES: &str = "internal.config.kubernetes.io/previousNames";
pub const PREVIOUS_NAMESPACES: &str = "internal.config.kubernetes.io/previousNamespaces";
pub const PREVIOUS_KINDS: &str = "internal.config.kubernetes.io/previousKinds";
pub const PREFIXES: &str = "internal.config.kubernetes.io/prefixes";
pub const SUFFIXES: &str = "internal.config.kubernetes.io/suffixes";
pub const REF_BY: &str = "internal.config.kubernetes.io/refBy";
pub const GENERATOR_BEHAVIOR: &str = "internal.config.kubernetes.io/generatorBehavior";
pub const NEEDS_HASH_SUFFIX: &str = "internal.config.kubernetes.io/needsHashSuffix";
pub const ALLOW_NAME_CHANGE: &str = "kustomize.config.k8s.io/allowNameChange";
pub const ALLOW_KIND_CHANGE: &str = "kustomize.config.k8s.io/allowKindChange";
/// Where a resource came from (`buildMetadata: [originAnnotations]`).
pub const ORIGIN: &str = "config.kubernetes.io/origin";
/// Which transformers changed a resource (`buildMetadata: [transformerAnnotations]`).
pub const TRANSFORMATIONS: &str = "alpha.config.kubernetes.io/transformations";
/// Resources so annotated are dropped from the output.
pub const LOCAL_CONFIG: &str = "config.kubernetes.io/local-config";

/// Every annotation removed before output.
pub const BUILD_ANNOTATIONS: [&str; 18] = [
    PREVIOUS_KINDS,
    PREVIOUS_NAMES,
    PREFIXES,
    SUFFIXES,
    PREVIOUS_NAMESPACES,
    ALLOW_NAME_CHANGE,
    ALLOW_KIND_CHANGE,
    REF_BY,
    GENERATOR_BEHAVIOR,
    NEEDS_HASH_SUFFIX,
    "internal.config.kubernetes.io/path",
    "internal.config.kubernetes.io/index",
    "internal.config.kubernetes.io/seqindent",
    "internal.config.kubernetes.io/id",
    "internal.config.kubernetes.io/annotations-migration-resource-id",
    "config.kubernetes.io/path",
    "config.kubernetes.io/index",
    "config.k8s.io/id",
];

fn scalar_text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// One annotation's value as text.
pub fn annotation(obj: &Value, key: &str) -> Option<String> {
    get(get(get(obj, "metadata")?, "annotations")?, key).map(scalar_text)
}

/// The annotations as kustomize reads them back: every value a string.
pub fn string_annotations(obj: &Value) -> Map<String, Value> {
    let mut result = Map::new();
    if let Some(Value::Object(annotations)) =
        get(obj, "metadata").and_then(|m| get(m, "annotations"))
    {
        for (key, value) in annotations {
            result.insert(key.clone(), Value::String(scalar_text(value)));
        }
    }
    result
}

/// kyaml's `SetAnnotations`: replaces all annotations; an empty set removes the field.
pub fn set_annotations(obj: &mut Value, annotations: Map<String, Value>) {
    let Value::Object(object) = obj else { return };
    let metadata = object
        .entry("metadata")
        .or_insert_with(|| Value::Object(Map::new()));
    if !metadata.is_object() {
        *metadata = Value::Object(Map::new());
    }
    let Value::Object(metadata) = metadata else {
        return;
    };
    if annotations.is_empty() {
        metadata.remove("annotations");
    } else {
        metadata.insert("annotations".to_owned(), Value::Object(annotations));
    }
}

/// The annotation map, made if missing, with every value turned into a string as kyaml
/// rewrites them when it sets one; None for an object that is no map.
///
/// A map made here is empty, which takes no memory: the callers ready it with [`room_for`] for
/// exactly the annotations they add.
fn annotations_as_strings(obj: &mut Value) -> Option<&mut Map<String, Value>> {
    fn object_at<'a>(map: &'a mut Map<String, Value>, key: &str) -> &'a mut Map<String, Value> {
        // Found by comparison first: `entry` would copy and hash the key on every call.
        match field_mut(map, key) {
            Some(Value::Object(_)) => {}
            Some(other) => *other = Value::Object(Map::new()),
            None => {
                room_for(map, 1);
                map.insert(key.to_owned(), Value::Object(Map::new()));
            }
        }
        match field_mut(map, key) {
            Some(Value::Object(inner)) => inner,
            _ => unreachable!("made an object above"),
        }
    }
    let Value::Object(object) = obj else {
        return None;
    };
    let annotations = object_at(object_at(object, "metadata"), "annotations");
    for existing in annotations.values_mut() {
        if !existing.is_string() {
            *existing = Value::String(scalar_text(existing));
        }
    }
    Some(annotations)
}

/// Sets one annotation (all values become strings, as kyaml rewrites them). Done in place:
/// builds record several annotations on every resource, so a copy of the map each time counts.
pub fn set_annotation(obj: &mut Value, key: &str, value: &str) {
    let Some(annotations) = annotations_as_strings(obj) else {
        return;
    };
    match field_mut(annotations, key) {
        Some(Value::String(text)) => value.clone_into(text),
        Some(other) => *other = Value::String(value.to_owned()),
        None => {
            room_for(annotations, 1);
            annotations.insert(key.to_owned(), Value::String(value.to_owned()));
        }
    }
}

/// Removes some annotations; does nothing (not even rewrite values) when none is present.
pub fn remove_annotations(obj: &mut Value, keys: &[&str]) {
    let Some(Value::Object(metadata)) = get_mut(obj, "metadata") else {
        return;
    };
    let Some(Value::Object(annotations)) = field_mut(metadata, "annotations") else {
        return;
    };
    if annotations.is_empty() {
        return;
    }
    // In place, with what a copy through [`string_annotations`] and [`set_annotations`] would
    // give (every value a string, the same removals in the same order): every build does this
    // to every resource.
    for existing in annotations.values_mut() {
        if !existing.is_string() {
            *existing = Value::String(scalar_text(existing));
        }
    }
    for key in keys {
        // Most are absent: found by comparing keys first, only the present ones are hashed.
        if field(annotations, key).is_some() {
            annotations.remove(*key);
        }
    }
    if annotations.is_empty() {
        metadata.remove("annotations");
    }
}

/// An annotation's text, borrowed when it is a string (as build annotations are).
fn annotation_text<'a>(
    annotations: &'a Map<String, Value>,
    key: &str,
) -> Option<std::borrow::Cow<'a, str>> {
    field(annotations, key).map(|value| match value {
        Value::String(text) => text.as_str().into(),
        other => scalar_text(other).into(),
    })
}

/// A comma-separated annotation as written ("" without it): split only when compared.
fn csv_annotation(obj: &Value, key: &str) -> String {
    match get(obj, "metadata").and_then(|m| get(m, "annotations")) {
        Some(Value::Object(annotations)) => annotation_text(annotations, key)
            .unwrap_or_default()
            .into_owned(),
        _ => String::new(),
    }
}

/// Appends each value to its comma-separated annotation, in one visit of the annotation map,
/// with what setting each joined text in turn would leave; empty values are skipped.
fn append_csv_annotations(obj: &mut Value, appended: &[(&str, &str)]) {
    if appended.iter().all(|(_, value)| value.is_empty()) {
        return;
    }
    let Some(annotations) = annotations_as_strings(obj) else {
        return;
    };
    let missing = appended
        .iter()
        .filter(|(key, value)| !value.is_empty() && field(annotations, key).is_none())
        .count();
    room_for(annotations, missing);
    for (key, value) in appended {
        if value.is_empty() {
            continue;
        }
        match field_mut(annotations, key) {
            Some(Value::String(text)) if !text.is_empty() => {
                text.push(',');
                text.push_str(value);
            }
            Some(Value::String(text)) => (*value).clone_into(text),
            _ => {
                annotations.insert((*key).to_owned(), Value::String((*value).to_owned()));
            }
        }
    }
}

/// Records a name prefix and suffix about to be applied to the resource and, when either is
/// not empty, its current id among the previous ones ([`store_previous_id`]), in one visit of
/// the annotations: a map made for them then has room for all four at once.
pub fn add_name_affixes(obj: &mut Value, prefix: &str, suffix: &str) {
    if prefix.is_empty() && suffix.is_empty() {
        return;
    }
    let id = ResId::of(obj);
    let [names, namespaces, kinds] = previous_id_annotations(&id);
    append_csv_annotations(
        obj,
        &[
            (PREFIXES, prefix),
            (SUFFIXES, suffix),
            names,
            namespaces,
            kinds,
        ],
    );
}

/// Records the current id among the previous ones (kustomize's `StorePreviousId`); every
/// transformer that renames does this to every resource it touches.
pub fn store_previous_id(obj: &mut Value) {
    let id = ResId::of(obj);
    append_csv_annotations(obj, &previous_id_annotations(&id));
}

/// The annotations that record `id` among a resource's previous ids, with what each gains.
fn previous_id_annotations(id: &ResId) -> [(&'static str, &str); 3] {
    [
        (PREVIOUS_NAMES, &id.name),
        (PREVIOUS_NAMESPACES, id.effective_namespace()),
        (PREVIOUS_KINDS, &id.kind),
    ]
}

/// The ids a resource had before its current one, oldest first.
pub fn previous_ids(obj: &Value) -> Vec<ResId> {
    // The annotation map is looked up once for the three lists: the name reference fixer asks
    // this of every resource.
    let Some(Value::Object(annotations)) = get(obj, "metadata").and_then(|m| get(m, "annotations"))
    else {
        return Vec::new();
    };
    let (Some(names), namespaces, kinds) = (
        annotation_text(annotations, PREVIOUS_NAMES).filter(|t| !t.is_empty()),
        annotation_text(annotations, PREVIOUS_NAMESPACES).unwrap_or_default(),
        annotation_text(annotations, PREVIOUS_KINDS).unwrap_or_default(),
    ) else {
        return Vec::new();
    };
    let count = |text: &str| {
        if text.is_empty() {
            0
        } else {
            text.split(',').count()
        }
    };
    let length = count(&names);
    if count(&namespaces) != length || count(&kinds) != length {
        return Vec::new();
    }
    let (group, version) = crate::kustomize::fieldspec::split_api_version(
        get(obj, "apiVersion")
            .and_then(Value::as_str)
            .unwrap_or_default(),
    );
    // Collected from the split lists, the vector would start with room for four ids: the name
    // reference fixer holds these of every resource at once, near a build's peak of memory.
    let mut ids = Vec::with_capacity(length);
    ids.extend(
        names
            .split(',')
            .zip(namespaces.split(','))
            .zip(kinds.split(','))
            .map(|((name, namespace), kind)| ResId {
                group: group.to_owned(),
                version: version.to_owned(),
                kind: kind.to_owned(),
                name: name.to_owned(),
                namespace: namespace.to_owned(),
            }),
    );
    ids
}

/// The id a resource was loaded with.
pub fn original_id(obj: &Value) -> ResId {
    previous_ids(obj)
        .into_iter()
        .next()
        .unwrap_or_else(|| ResId::of(obj))
}

/// Name prefixes applied so far, outermost last.
pub fn name_prefixes(obj: &Value) -> String {
    csv_annotation(obj, PREFIXES)
}

/// Name suffixes applied so far, outermost last.
pub fn name_suffixes(obj: &Value) -> String {
    csv_annotation(obj, SUFFIXES)
}

/// serde_json's `Value::pointer` without its two allocations per step: engines look fields up
/// this way for every resource, and `~` escapes are rare.
pub fn at<'a>(obj: &'a Value, pointer: &str) -> Option<&'a Value> {
    if pointer.is_empty() {
        return Some(obj);
    }
    let rest = pointer.strip_prefix('/')?;
    let mut target = obj;
    for token in rest.split('/') {
        let unescaped;
        let token = if token.contains('~') {
            unescaped = token.replace("~1", "/").replace("~0", "~");
            unescaped.as_str()
        } else {
            token
        };
        target = match target {
            Value::Object(map) => field(map, token)?,
            Value::Array(list) => {
                // RFC 6901 array indexes: no sign, no leading zero.
                if token.starts_with('+') || (token.starts_with('0') && token.len() != 1) {
                    return None;
                }
                list.get(token.parse::<usize>().ok()?)?
            }
            _ => return None,
        };
    }
    Some(target)
}

/// The object's `metadata.name`.
pub fn name(obj: &Value) -> &str {
    get(obj, "metadata")
        .and_then(|m| get(m, "name"))
        .and_then(Value::as_str)
        .unwrap_or_default()
}

/// The object's `metadata.namespace`.
pub fn namespace(obj: &Value) -> &str {
    get(obj, "metadata")
        .and_then(|m| get(m, "namespace"))
        .and_then(Value::as_str)
        .unwrap_or_default()
}

/// The object's `kind`.
pub fn kind(obj: &Value) -> &str {
    get(obj, "kind").and_then(Value::as_str).unwrap_or_default()
}

/// Sets `metadata.name`.
pub fn set_name(obj: &mut Value, name: &str) {
    if let Some(meta) = obj.as_object_mut().map(|o| {
        o.entry("metadata")
            .or_insert_with(|| Value::Object(Map::new()))
    }) && let Some(meta) = meta.as_object_mut()
    {
        meta.insert("name".to_owned(), Value::String(name.to_owned()));
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn setting_an_annotation_turns_the_others_into_strings_and_keeps_their_order() {
        let mut obj = json!({"kind": "ConfigMap",
            "metadata": {"name": "a", "annotations": {"n": 1, "b": true, "s": "x"}}});
        set_annotation(&mut obj, "b", "set");
        set_annotation(&mut obj, "new", "v");
        let annotations = &obj["metadata"]["annotations"];
        assert_eq!(
            annotations,
            &json!({"n": "1", "b": "set", "s": "x", "new": "v"})
        );
        let keys: Vec<&String> = annotations.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["n", "b", "s", "new"]);

        let mut bare = json!({"kind": "Secret", "metadata": {"annotations": null}});
        set_annotation(&mut bare, "k", "v");
        assert_eq!(bare["metadata"]["annotations"], json!({"k": "v"}));
        let mut no_metadata = json!({"kind": "Secret"});
        set_annotation(&mut no_metadata, "k", "v");
        assert_eq!(no_metadata["metadata"], json!({"annotations": {"k": "v"}}));
    }

    /// Labels and annotations added to small and large maps land after the fields already
    /// there, in order, whichever way the map is readied for them.
    #[test]
    fn fields_added_to_maps_follow_the_fields_there() {
        for held in [0, 1, 3, 8, 9, 20] {
            let mut map = Map::new();
            for i in 0..held {
                map.insert(format!("f{i}"), json!(i));
            }
            let mut obj =
                json!({"kind": "ConfigMap", "metadata": {"name": "a", "annotations": map}});
            append_csv_annotations(
                &mut obj,
                &[("x/one", "1"), ("x/skipped", ""), ("x/two", "2")],
            );
            let annotations = obj["metadata"]["annotations"].as_object().unwrap();
            let keys: Vec<&str> = annotations.keys().map(String::as_str).collect();
            let mut expected: Vec<String> = (0..held).map(|i| format!("f{i}")).collect();
            expected.extend(["x/one".to_owned(), "x/two".to_owned()]);
            assert_eq!(keys, expected, "{held} fields held");
            // Every annotation becomes a string when one is set.
            let first = (held > 0).then(|| json!("0"));
            assert_eq!(annotations.get("f0"), first.as_ref());
            assert_eq!(annotations.get("x/two"), Some(&json!("2")));
        }
        let mut obj = json!({"kind": "ConfigMap", "metadata": {"name": "a"}});
        set_annotation(&mut obj, "x/one", "1");
        assert_eq!(
            obj,
            json!({"kind": "ConfigMap", "metadata": {"name": "a", "annotations": {"x/one": "1"}}})
        );
    }

    #[test]
    fn previous_ids_come_oldest_first_and_need_three_lists_of_one_length() {
        let mut obj = json!({"apiVersion": "apps/v1", "kind": "Deployment",
            "metadata": {"name": "a", "namespace": "ns"}});
        store_previous_id(&mut obj);
        obj["metadata"]["name"] = json!("b");
        obj["metadata"].as_object_mut().unwrap().remove("namespace");
        store_previous_id(&mut obj);
        obj["metadata"]["name"] = json!("c");
        let ids = previous_ids(&obj);
        let seen: Vec<(&str, &str, &str)> = ids
            .iter()
            .map(|id| (id.name.as_str(), id.namespace.as_str(), id.group.as_str()))
            .collect();
        assert_eq!(seen, [("a", "ns", "apps"), ("b", "default", "apps")]);
        assert_eq!(original_id(&obj).name, "a");

        obj["metadata"]["annotations"][PREVIOUS_KINDS] = json!("Deployment");
        assert!(previous_ids(&obj).is_empty());
        assert_eq!(original_id(&obj).name, "c");
        obj["metadata"]["annotations"][PREVIOUS_NAMES] = json!("");
        obj["metadata"]["annotations"][PREVIOUS_NAMESPACES] = json!("");
        obj["metadata"]["annotations"][PREVIOUS_KINDS] = json!("");
        assert!(previous_ids(&obj).is_empty());
    }

    #[test]
    fn steps_on_each_resource_in_turn_fail_with_the_first_error_of_steps_run_in_turn() {
        // Step 0 fails on the third resource, step 1 on the first: run one after the other
        // over every resource, step 0 fails first.
        let fails_on = |step: usize, name: &'static str| -> Step<'static, String> {
            Box::new(move |obj: &mut Value| {
                if self::name(obj) == name {
                    return Err(format!("step {step} on {name}"));
                }
                obj["metadata"]["seen"] = json!(step);
                Ok(())
            })
        };
        let mut resources: Vec<Value> = ["a", "b", "c"]
            .iter()
            .map(|n| json!({"kind": "ConfigMap", "metadata": {"name": n}}))
            .collect();
        let steps = [fails_on(0, "c"), fails_on(1, "a")];
        let err = per_resource(&mut resources, &steps).unwrap_err();
        assert_eq!(err, "step 0 on c");
        let steps = [fails_on(0, "none"), fails_on(1, "b"), fails_on(2, "a")];
        let err = per_resource(&mut resources, &steps).unwrap_err();
        assert_eq!(err, "step 1 on b");
        let steps = [fails_on(0, "none"), fails_on(1, "none")];
        per_resource(&mut resources, &steps).unwrap();
        assert!(resources.iter().all(|r| r["metadata"]["seen"] == 1));
    }

    #[test]
    fn many_resources_fail_in_halves_as_they_fail_in_turn() {
        // Enough resources for two threads; each case names resources of both halves.
        let fails_on = |step: usize, names: &'static [&'static str]| -> Step<'static, String> {
            Box::new(move |obj: &mut Value| {
                let name = self::name(obj).to_owned();
                if names.contains(&name.as_str()) {
                    return Err(format!("step {step} on {name}"));
                }
                obj["metadata"]["seen"] = json!(step);
                Ok(())
            })
        };
        let mut resources: Vec<Value> = (0..2 * PARALLEL_RESOURCES)
            .map(|n| json!({"kind": "ConfigMap", "metadata": {"name": format!("r{n}")}}))
            .collect();
        let cases: [(&[&str], &[&str], &str); 4] = [
            // An earlier step in the second half wins over a later one in the first.
            (&["r400"], &["r10"], "step 0 on r400"),
            // The same step in both halves: the first half's.
            (&["r300", "r100"], &[], "step 0 on r100"),
            (&["r500"], &["r20", "r450"], "step 0 on r500"),
            (&[], &["r260", "r255"], "step 1 on r255"),
        ];
        for (zero, one, expected) in cases {
            let steps = [fails_on(0, zero), fails_on(1, one)];
            assert_eq!(per_resource(&mut resources, &steps).unwrap_err(), expected);
        }
        let steps = [fails_on(0, &[]), fails_on(1, &[])];
        per_resource(&mut resources, &steps).unwrap();
        assert!(resources.iter().all(|r| r["metadata"]["seen"] == 1));
    }

    #[test]
    fn field_lookup_reads_json_pointers_as_serde_json_does() {
        let obj = json!({"metadata": {"name": "web", "a/b": 1, "m~n": 2},
            "items": [{"x": "first"}, {"x": "second"}], "": {"": "empty"}});
        for pointer in [
            "",
            "/metadata/name",
            "/metadata/a~1b",
            "/metadata/m~0n",
            "/items/1/x",
            "/items/01/x",
            "/items/+1/x",
            "/items/2",
            "/items/x",
            "/metadata/name/deeper",
            "/",
            "//",
            "metadata",
            "/missing",
        ] {
            assert_eq!(at(&obj, pointer), obj.pointer(pointer), "{pointer}");
        }
        assert_eq!(at(&obj, "/items/1/x"), Some(&json!("second")));
        assert_eq!(at(&obj, "/items/01/x"), None);
    }
}
