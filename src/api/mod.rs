//! The Flux API types. The CRDs in the component manifests are generated from them.
//!
//! # How a kind is written
//!
//! Every kind is a plain serde struct that derives [`schemars::JsonSchema`]; its doc comments
//! become the schema descriptions, in our own words. Nothing else describes the schema: the CRD
//! is computed from the Rust type by [`crd_for`], so the types and the CRDs cannot drift apart.
//!
//! - The root struct has the fields `api_version`, `kind` (both `String`, renamed to `apiVersion`
//!   and `kind`), `metadata: ObjectMeta`, `spec` and, when the CRD has a status subresource,
//!   `status: Option<…Status>`. The generator replaces the schemas of `apiVersion`, `kind` and
//!   `metadata` with the standard ones and drops the root `required` list, so only the root doc
//!   comment, `spec` and `status` matter.
//! - It implements [`CustomResource`], whose [`CrdInfo`] constant holds what is not in the schema:
//!   group, version, names, categories, printer columns, the controller that installs the CRD.
//! - Structs use `#[serde(rename_all = "camelCase")]`. A field is required in the schema unless it
//!   is an `Option<T>`, or has `#[serde(default, skip_serializing_if = "…")]` where the predicate
//!   skips the default value (e.g. `Vec::is_empty`, `BTreeMap::is_empty`). A bare
//!   `#[serde(default)]` makes schemars write a `default` into the CRD: do not use it. Optional
//!   fields carry `#[serde(skip_serializing_if = "Option::is_none")]` so that manifests stay
//!   minimal.
//! - Schema defaults are explicit: `#[schemars(extend("default" = "60s"))]`.
//! - Constraints use schemars attributes: `#[schemars(regex(pattern = DURATION))]` (a `&str`
//!   const or literal), `#[schemars(length(min = 1, max = 253))]` (`minLength`/`maxLength` on
//!   strings, `minItems`/`maxItems` on arrays), `#[schemars(range(min = 0))]`.
//! - Kubernetes markers use `extend`: `#[schemars(extend("x-kubernetes-list-type" = "map",
//!   "x-kubernetes-list-map-keys" = ["name"]))]`, and CEL rules on a struct with
//!   `#[schemars(extend("x-kubernetes-validations" = [{"rule": "…", "message": "…"}]))]`.
//! - String enums are Rust enums with `#[serde(rename = "…")]` per variant, listed in the order
//!   the CRD lists them. Either document every variant or none: schemars reorders the variants
//!   when only some have doc comments (variant docs do not reach the CRD anyway).
//! - Integers: `i64` becomes `integer`/`int64`, `i32` becomes `integer`/`int32`, and `isize` is
//!   Go's `int`: `integer` with no format.
//! - Timestamps are [`meta::Time`] (`string`/`date-time`). Free-form JSON (e.g. Helm values) is
//!   `serde_json::Value`, which becomes `x-kubernetes-preserve-unknown-fields: true`.
//! - Shared types live in [`meta`]: `ObjectMeta`, `Condition`, `LocalObjectReference`,
//!   `Artifact`, the duration patterns, and so on.
//!
//! [`schema::structural`] turns the JSON Schema that schemars writes into a Kubernetes
//! structural schema (subschemas inlined, `null` alternatives folded away, enums merged, required
//! lists sorted) and [`schema::violations`] checks the rules the API server enforces.

/// Declares a group's `GROUP`, `VERSION` and `API_VERSION` (the objects' `apiVersion`) from one
/// pair of literals, so that no apiVersion string is spelled twice.
macro_rules! group_version {
    ($group:literal, $version:literal) => {
        /// The API group of the kinds of this module.
        pub const GROUP: &str = $group;
        /// The version fluxr serves, reads and writes.
        pub const VERSION: &str = $version;
        /// `GROUP/VERSION`: the `apiVersion` of the objects.
        pub const API_VERSION: &str = concat!($group, "/", $version);
    };
}

pub mod artifactgenerator;
pub mod helm;
pub mod image;
pub mod kustomize;
pub mod meta;
pub mod names;
pub mod notification;
pub mod schema;
pub mod source;

use schemars::JsonSchema;
use serde_json::{Map, Value, json};

/// The annotations every Flux CRD carries (the label set is added by the install generator).
pub const CRD_ANNOTATIONS: &[(&str, &str)] = &[
    ("controller-gen.kubebuilder.io/version", "v0.21.0"),
    ("kustomize.toolkit.fluxcd.io/substitute", "disabled"),
];

/// What a CRD says beyond the schema of its kind.
#[derive(Debug, Clone, Copy)]
pub struct CrdInfo {
    pub group: &'static str,
    pub version: &'static str,
    pub kind: &'static str,
    /// Lower-case plural, e.g. `gitrepositories`.
    pub plural: &'static str,
    pub short_names: &'static [&'static str],
    pub categories: &'static [&'static str],
    /// Whether the CRD has the status subresource; without it `subresources` is `{}`.
    pub status_subresource: bool,
    pub printer_columns: &'static [PrinterColumn],
    /// The controller whose manifests install the CRD, e.g. `source-controller`.
    pub component: &'static str,
}

impl CrdInfo {
    /// Returns `group/version`, the value of `apiVersion` in objects of this kind.
    pub fn api_version(&self) -> String {
        format!("{}/{}", self.group, self.version)
    }

    /// Returns the CRD's name, `<plural>.<group>`.
    pub fn crd_name(&self) -> String {
        format!("{}.{}", self.plural, self.group)
    }
}

/// One column of `kubectl get`.
#[derive(Debug, Clone, Copy)]
pub struct PrinterColumn {
    pub name: &'static str,
    /// The column type: `string`, `date`, `integer`, ...
    pub type_: &'static str,
    pub json_path: &'static str,
    /// 1 hides the column unless `-o wide`; 0 leaves it out of the CRD.
    pub priority: i32,
}

impl PrinterColumn {
    /// Returns a column shown by default.
    pub const fn new(name: &'static str, type_: &'static str, json_path: &'static str) -> Self {
        Self {
            name,
            type_,
            json_path,
            priority: 0,
        }
    }

    /// Returns the column shown only with `-o wide`.
    pub const fn wide(self) -> Self {
        Self {
            priority: 1,
            ..self
        }
    }

    /// The `Age` column every Flux kind has.
    pub const AGE: Self = Self::new("Age", "date", ".metadata.creationTimestamp");
    /// The `Ready` condition's status.
    pub const READY: Self = Self::new(
        "Ready",
        "string",
        ".status.conditions[?(@.type==\"Ready\")].status",
    );
    /// The `Ready` condition's message.
    pub const STATUS: Self = Self::new(
        "Status",
        "string",
        ".status.conditions[?(@.type==\"Ready\")].message",
    );
}

/// A Flux kind whose CRD fluxr generates.
pub trait CustomResource: JsonSchema {
    /// The parts of the CRD that are not in the schema.
    const INFO: CrdInfo;
}

/// Categories of the source kinds.
pub const SOURCE_CATEGORIES: &[&str] = &["all", "fluxcd", "fluxcd-sources"];
/// Categories of the kinds that apply manifests (Kustomization, HelmRelease).
pub const APPLIER_CATEGORIES: &[&str] = &["all", "fluxcd", "fluxcd-appliers"];
/// Categories of the notification kinds.
pub const NOTIFICATION_CATEGORIES: &[&str] = &["all", "fluxcd", "fluxcd-notifications"];
/// Categories of the image automation kinds.
pub const IMAGE_CATEGORIES: &[&str] = &["all", "fluxcd", "fluxcd-images"];

/// Every CRD as the embedded install writes it in the default namespace (the component,
/// instance, part-of and version labels set), in the order of their names, as one YAML stream:
/// the only copy of the CRDs in the binary. `install --export` writes it nearly as it is, and
/// [`crds`] reads it back without the labels, so that commands do not pay for schemars at
/// start-up (it was about half of `install --export`). Unit tests derive both afresh from the
/// types and compare them (`UPDATE_GENERATED=1 cargo test --lib manifestgen::install` rewrites
/// the file).
///
/// The binary holds it LZ4-compressed (build.rs): 222 KB of YAML are 48 KB that way, and the
/// release binary's 20 MB budget has no room for the difference. LZ4 rather than deflate, which
/// is smaller still: decompressing costs `install --export` about a third of the instructions.
/// It is decompressed once per process, by the commands that write or read CRDs.
///
/// # Panics
///
/// Panics if the embedded bytes do not decompress to UTF-8: build.rs wrote them from the checked-in
/// file, and the unit tests read them back, so that cannot happen in a released build.
pub fn rendered_crds() -> &'static str {
    static TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TEXT.get_or_init(|| {
        let compressed = include_bytes!(concat!(env!("OUT_DIR"), "/crds.yaml.lz4"));
        let bytes = lz4_flex::block::decompress_size_prepended(compressed).unwrap_or_else(|err| {
            panic!("the embedded {RENDERED_CRDS_PATH} does not decompress: {err}")
        });
        String::from_utf8(bytes)
            .unwrap_or_else(|_| panic!("the embedded {RENDERED_CRDS_PATH} is not UTF-8"))
    })
}

/// Path of [`rendered_crds`] from the crate root, for build.rs and the test that rewrites it.
pub const RENDERED_CRDS_PATH: &str = "src/api/crds.yaml";

/// Every Flux kind, in the order their components are installed, each written once: the list
/// of [`CrdInfo`]s that commands read, and the registry that generates the CRDs from the types.
macro_rules! kinds {
    ($($kind:ty),+ $(,)?) => {
        /// What each kind's CRD says beyond its schema, without running schemars.
        const KINDS: &[CrdInfo] = &[$(<$kind as CustomResource>::INFO),+];

        /// Every kind's CRD generated from its type, with the controller that installs it.
        fn registry() -> Vec<(&'static str, Value)> {
            vec![$((<$kind as CustomResource>::INFO.component, crd_for::<$kind>())),+]
        }
    };
}

kinds![
    source::GitRepository,
    source::OciRepository,
    source::HelmRepository,
    source::HelmChart,
    source::Bucket,
    source::ExternalArtifact,
    kustomize::Kustomization,
    helm::HelmRelease,
    notification::Alert,
    notification::Provider,
    notification::Receiver,
    image::ImageRepository,
    image::ImagePolicy,
    image::ImageUpdateAutomation,
    artifactgenerator::ArtifactGenerator,
];

/// What fluxr knows of every Flux kind beyond its schema (group, version, names, component), in
/// the order the components are installed.
pub fn kinds() -> &'static [CrdInfo] {
    KINDS
}

/// Returns every Flux CRD, grouped by component, in the order the components are installed.
pub fn crds() -> Vec<Value> {
    snapshot().iter().map(|(_, crd)| crd.clone()).collect()
}

/// The version a CRD stores its objects in (the one marked `storage`), if any.
pub fn storage_version(crd: &Value) -> Option<&str> {
    crd.pointer("/spec/versions")?
        .as_array()?
        .iter()
        .find(|version| version["storage"] == true)?["name"]
        .as_str()
}

/// Returns the CRDs that `component` (e.g. `source-controller`) installs, none if unknown.
pub fn crds_for_component(component: &str) -> Vec<Value> {
    snapshot()
        .iter()
        .filter(|(owner, _)| *owner == component)
        .map(|(_, crd)| crd.clone())
        .collect()
}

/// Generates every CRD from the Rust types, with the component that installs it: the source of
/// truth behind the embedded [`rendered_crds`].
pub fn generate_crds() -> Vec<(String, Value)> {
    registry()
        .into_iter()
        .map(|(component, crd)| (component.to_string(), crd))
        .collect()
}

/// The embedded CRDs read back once per process, without their install labels, each with the
/// component that installs it, in [`KINDS`] order (their mappings' keys sorted, as written).
///
/// # Panics
///
/// Panics if [`rendered_crds`] is not YAML that names every kind: it is compiled into the binary
/// and a unit test reads it back, so that cannot happen in a released build.
fn snapshot() -> &'static [(&'static str, Value)] {
    static CRDS: std::sync::OnceLock<Vec<(&'static str, Value)>> = std::sync::OnceLock::new();
    CRDS.get_or_init(|| {
        let mut documents = match crate::yaml::parse_stream(rendered_crds()) {
            Ok(documents) => documents,
            Err(err) => panic!("{RENDERED_CRDS_PATH} is not valid YAML: {err}"),
        };
        for crd in &mut documents {
            if let Some(metadata) = crd.get_mut("metadata").and_then(Value::as_object_mut) {
                metadata.shift_remove("labels");
            }
        }
        KINDS
            .iter()
            .map(|info| {
                let name = info.crd_name();
                let at = documents
                    .iter()
                    .position(|crd| crd["metadata"]["name"] == name.as_str())
                    .unwrap_or_else(|| panic!("{RENDERED_CRDS_PATH} has no CRD {name}"));
                (info.component, documents.swap_remove(at))
            })
            .collect()
    })
}

/// Returns the CustomResourceDefinition of `K`, without the install labels.
///
/// # Panics
///
/// Panics if the schema of `K` cannot be made structural: that is a bug in the type, which the
/// unit tests of this module catch for every registered kind.
pub fn crd_for<K: CustomResource>() -> Value {
    let info = K::INFO;
    let schema = match root_schema::<K>() {
        Ok(schema) => schema,
        Err(err) => panic!("the schema of {} is not structural: {err}", info.kind),
    };

    let mut names = Map::new();
    if !info.categories.is_empty() {
        names.insert("categories".into(), json!(info.categories));
    }
    names.insert("kind".into(), json!(info.kind));
    names.insert("listKind".into(), json!(format!("{}List", info.kind)));
    names.insert("plural".into(), json!(info.plural));
    if !info.short_names.is_empty() {
        names.insert("shortNames".into(), json!(info.short_names));
    }
    names.insert("singular".into(), json!(info.kind.to_lowercase()));

    let columns: Vec<Value> = info
        .printer_columns
        .iter()
        .map(|column| {
            let mut out = Map::new();
            out.insert("jsonPath".into(), json!(column.json_path));
            out.insert("name".into(), json!(column.name));
            if column.priority != 0 {
                out.insert("priority".into(), json!(column.priority));
            }
            out.insert("type".into(), json!(column.type_));
            Value::Object(out)
        })
        .collect();

    let mut version = Map::new();
    if !columns.is_empty() {
        version.insert("additionalPrinterColumns".into(), Value::Array(columns));
    }
    version.insert("name".into(), json!(info.version));
    version.insert("schema".into(), json!({ "openAPIV3Schema": schema }));
    version.insert("served".into(), json!(true));
    version.insert("storage".into(), json!(true));
    let subresources = if info.status_subresource {
        json!({"status": {}})
    } else {
        json!({})
    };
    version.insert("subresources".into(), subresources);

    let annotations: Map<String, Value> = CRD_ANNOTATIONS
        .iter()
        .map(|(key, value)| ((*key).to_string(), json!(value)))
        .collect();

    json!({
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {
            "annotations": annotations,
            "name": info.crd_name(),
        },
        "spec": {
            "group": info.group,
            "names": names,
            "scope": "Namespaced",
            "versions": [version],
        },
    })
}

/// Returns the `openAPIV3Schema` of `K`.
fn root_schema<K: CustomResource>() -> Result<Value, schema::Error> {
    let mut root = schema::structural(&schema::json_schema_for::<K>())?;
    let Some(object) = root.as_object_mut() else {
        return Err(schema::Error::NotAnObject { path: ".".into() });
    };
    object.remove("required");
    let properties = object
        .entry("properties")
        .or_insert_with(|| Value::Object(Map::new()))
        .as_object_mut()
        .ok_or_else(|| schema::Error::NotAnObject { path: ".".into() })?;
    properties.insert(
        "apiVersion".into(),
        json!({
            "description": "The versioned schema of this object: the API group and version \
                the object was written for. Servers convert recognized schemas to the latest \
                internal value and may reject unrecognized ones.",
            "type": "string",
        }),
    );
    properties.insert(
        "kind".into(),
        json!({
            "description": "The REST resource this object represents, in CamelCase. Servers \
                may infer it from the endpoint the client submits requests to.",
            "type": "string",
        }),
    );
    properties.insert("metadata".into(), json!({ "type": "object" }));
    Ok(root)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The CRDs commands read back from the embedded text are what the types generate now,
    /// value for value, in the same order. (The text itself is compared byte
    /// for byte with a fresh rendering by `manifestgen::install`'s tests.)
    #[test]
    fn embedded_crds_read_back_as_the_types_generate_them() {
        let generated = generate_crds();
        let embedded: Vec<(String, Value)> = snapshot()
            .iter()
            .map(|(component, crd)| ((*component).to_owned(), crd.clone()))
            .collect();
        assert_eq!(embedded.len(), generated.len());
        for ((component, crd), (fresh_component, fresh)) in embedded.iter().zip(&generated) {
            let name = &fresh["metadata"]["name"];
            assert_eq!(component, fresh_component, "{name}");
            // Compared as values: the YAML lists every mapping's keys sorted, as fluxr writes
            // all YAML, where schemars lists them in its own order.
            assert_eq!(crd, fresh, "{name}");
        }
        let names: Vec<String> = KINDS.iter().map(CrdInfo::crd_name).collect();
        let fresh_names: Vec<&str> = generated
            .iter()
            .map(|(_, crd)| crd["metadata"]["name"].as_str().unwrap_or_default())
            .collect();
        assert_eq!(names, fresh_names);
    }

    #[test]
    fn every_crd_schema_is_structural() {
        for crd in crds() {
            let name = crd["metadata"]["name"]
                .as_str()
                .unwrap_or_default()
                .to_string();
            let schema = &crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"];
            let found = schema::violations(schema);
            assert!(
                found.is_empty(),
                "{name} breaks the structural schema rules:\n{found:#?}"
            );
        }
    }

    #[test]
    fn crds_are_named_after_plural_and_group() {
        for crd in crds() {
            let spec = &crd["spec"];
            let expected = format!(
                "{}.{}",
                spec["names"]["plural"].as_str().unwrap_or_default(),
                spec["group"].as_str().unwrap_or_default()
            );
            assert_eq!(crd["metadata"]["name"], json!(expected));
            assert_eq!(
                spec["names"]["listKind"],
                json!(format!(
                    "{}List",
                    spec["names"]["kind"].as_str().unwrap_or_default()
                ))
            );
        }
    }

    #[test]
    fn source_controller_installs_the_six_source_kinds() {
        let kinds: Vec<Value> = crds_for_component("source-controller")
            .iter()
            .map(|crd| crd["spec"]["names"]["kind"].clone())
            .collect();
        assert_eq!(
            kinds,
            vec![
                json!("GitRepository"),
                json!("OCIRepository"),
                json!("HelmRepository"),
                json!("HelmChart"),
                json!("Bucket"),
                json!("ExternalArtifact"),
            ]
        );
        let watcher: Vec<Value> = crds_for_component("source-watcher")
            .iter()
            .map(|crd| crd["spec"]["names"]["kind"].clone())
            .collect();
        assert_eq!(watcher, vec![json!("ArtifactGenerator")]);
        assert!(crds_for_component("no-such-controller").is_empty());
    }

    #[test]
    fn crds_carry_the_flux_annotations_and_no_labels() {
        for crd in crds() {
            assert!(crd["metadata"].get("labels").is_none());
            assert_eq!(
                crd["metadata"]["annotations"]["kustomize.toolkit.fluxcd.io/substitute"],
                json!("disabled")
            );
        }
    }
}
