//! What Flux applied: a Kustomization's inventory (`status.inventory.entries`, ids
//! `<namespace>_<name>_<group>_<kind>`), and a HelmRelease's objects, read from the Helm storage
//! Secret of its latest release.

use std::fmt;
use std::io::Read as _;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde_json::Value;

use super::kinds;
use super::objects::{self, text};
use crate::kube::{Cluster, KubeError, ObjectRef, Query};

/// The longest a decompressed Helm release may be (Helm's own limit for a release is 1 MiB
/// compressed; a manifest of many megabytes is not a release).
const MAX_RELEASE_BYTES: u64 = 64 << 20;

/// One object of an inventory: cli-utils' `ObjMetadata`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ObjMetadata {
    pub namespace: String,
    pub name: String,
    pub group: String,
    pub kind: String,
}

impl ObjMetadata {
    /// Parses an inventory id: `<namespace>_<name>_<group>_<kind>`, where a `:` of an RBAC name
    /// is written `__`.
    /// cli-utils names, in its error, what was left of the id when a separator was missing.
    pub fn parse(id: &str) -> Result<ObjMetadata, Error> {
        let invalid = |rest: &str| Error::InvalidId(rest.to_owned());
        let (namespace, rest) = id.split_once('_').ok_or_else(|| invalid(id))?;
        let (rest, kind) = rest.rsplit_once('_').ok_or_else(|| invalid(rest))?;
        let (name, group) = rest.rsplit_once('_').ok_or_else(|| invalid(rest))?;
        Ok(ObjMetadata {
            namespace: namespace.to_owned(),
            name: name.replace("__", ":"),
            group: group.to_owned(),
            kind: kind.to_owned(),
        })
    }

    /// The metadata of an object.
    pub fn of(object: &Value) -> ObjMetadata {
        let api_version = text(object, "/apiVersion");
        ObjMetadata {
            namespace: objects::namespace(object).to_owned(),
            name: objects::name(object).to_owned(),
            group: api_version
                .rsplit_once('/')
                .map_or("", |(group, _)| group)
                .to_owned(),
            kind: text(object, "/kind").to_owned(),
        }
    }

    pub fn is(&self, kind: kinds::FluxKind) -> bool {
        self.group == kind.group && self.kind == kind.kind
    }
}

impl fmt::Display for ObjMetadata {
    /// ssa's `FmtObjMetadata`: `Kind/namespace/name`, or `Kind/name` without a namespace.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.namespace.is_empty() {
            write!(f, "{}/{}", self.kind, self.name)
        } else {
            write!(f, "{}/{}/{}", self.kind, self.namespace, self.name)
        }
    }
}

/// Why an inventory could not be read.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("unable to parse stored object metadata: {0}")]
    InvalidId(String),
    #[error("failed to decode the Helm storage object for HelmRelease '{0}'")]
    NoRelease(String),
    #[error("failed to decode the Helm storage object for HelmRelease '{release}': {reason}")]
    Decode { release: String, reason: String },
    #[error("failed to read the Helm storage object for HelmRelease '{release}': {reason}")]
    Manifest { release: String, reason: String },
    #[error("failed to find the Helm storage object for HelmRelease '{release}': {source}")]
    Storage {
        release: String,
        #[source]
        source: KubeError,
    },
    #[error(transparent)]
    Objects(#[from] objects::Error),
    #[error(transparent)]
    Kube(#[from] KubeError),
}

/// The entries of a Kustomization's inventory, in order.
pub fn kustomization_entries(kustomization: &Value) -> Result<Vec<ObjMetadata>, Error> {
    kustomization
        .pointer("/status/inventory/entries")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|entry| ObjMetadata::parse(entry["id"].as_str().unwrap_or_default()))
        .collect()
}

/// The objects of a HelmRelease's latest release, from its Helm storage Secret: empty when the
/// release targets another cluster, has no release yet, or its storage is gone. With CRD
/// installs or upgrades enabled, the CRDs labelled as the release's are added.
pub fn helm_release_objects(
    cluster: &Cluster,
    namespace: &str,
    name: &str,
) -> Result<Vec<ObjMetadata>, Error> {
    let release = format!("{namespace}/{name}");
    let hr = objects::get(cluster, kinds::HELM_RELEASE, namespace, name)?;
    if hr.pointer("/spec/kubeConfig").is_some_and(|v| !v.is_null()) {
        return Ok(Vec::new());
    }
    let storage_namespace = text(&hr, "/status/storageNamespace");
    let Some(latest) = hr.pointer("/status/history/0") else {
        return Ok(Vec::new());
    };
    if storage_namespace.is_empty() {
        return Ok(Vec::new());
    }
    let secret_name = format!(
        "sh.helm.release.v1.{}.v{}",
        latest["name"].as_str().unwrap_or_default(),
        latest["version"].as_i64().unwrap_or(0)
    );
    let secret = cluster
        .get(&ObjectRef::namespaced(
            "v1",
            "Secret",
            storage_namespace,
            &secret_name,
        ))
        .map_err(|source| Error::Storage {
            release: release.clone(),
            source,
        })?;
    let Some(secret) = secret else {
        return Ok(Vec::new());
    };
    let data = secret
        .pointer("/data/release")
        .and_then(Value::as_str)
        .ok_or_else(|| Error::NoRelease(release.clone()))?;
    let manifest = decode_release(data).map_err(|reason| Error::Decode {
        release: release.clone(),
        reason,
    })?;
    let release_namespace = latest["namespace"].as_str().unwrap_or_default();
    let manifest_error = |reason: String| Error::Manifest {
        release: release.clone(),
        reason,
    };
    let documents =
        crate::yaml::parse_stream(&manifest).map_err(|err| manifest_error(err.to_string()))?;
    let mut result = Vec::new();
    for object in manifest_objects(documents).map_err(manifest_error)? {
        let mut meta = ObjMetadata::of(&object);
        if meta.namespace.is_empty() {
            let api_version = text(&object, "/apiVersion");
            // flux asks the REST mapper and leaves the namespace empty when it cannot say.
            if let Ok(Some(true)) = cluster.is_namespaced(api_version, &meta.kind) {
                meta.namespace = release_namespace.to_owned();
            }
        }
        result.push(meta);
    }
    let installs_crds = |pointer: &str| {
        hr.pointer(pointer)
            .and_then(Value::as_str)
            .is_some_and(|policy| !policy.is_empty() && policy != "Skip")
    };
    if installs_crds("/spec/install/crds") || installs_crds("/spec/upgrade/crds") {
        let selector = format!(
            "{group}/name={name},{group}/namespace={namespace}",
            group = kinds::HELM_RELEASE.group
        );
        let crds = cluster.query(
            "apiextensions.k8s.io/v1",
            "CustomResourceDefinition",
            &Query::namespace(None).with_labels(Some(&selector)),
        );
        // flux lists them on a best effort basis.
        for crd in crds.unwrap_or_default() {
            let crd_name = objects::name(&crd);
            let known = result
                .iter()
                .any(|r| r.name == crd_name && r.kind == "CustomResourceDefinition");
            if !known {
                result.push(ObjMetadata {
                    namespace: String::new(),
                    name: crd_name.to_owned(),
                    group: "apiextensions.k8s.io".to_owned(),
                    kind: "CustomResourceDefinition".to_owned(),
                });
            }
        }
    }
    Ok(result)
}

/// ssa's `ReadObjects`: the items of each list, and every other document that names its
/// apiVersion, kind and name, but kustomize's own `Kustomization` files.
fn manifest_objects(documents: Vec<Value>) -> Result<Vec<Value>, String> {
    let mut objects = Vec::new();
    for document in documents {
        if let Some(items) = document.get("items").and_then(Value::as_array) {
            for item in items {
                if !item.is_object() {
                    // apimachinery words it with the Go type it expected.
                    return Err("items member is not an object: map[string]interface {}".into());
                }
                objects.push(item.clone());
            }
            continue;
        }
        let kind = text(&document, "/kind");
        let api_version = text(&document, "/apiVersion");
        let kustomize_config = kind.eq_ignore_ascii_case("kustomization")
            && api_version.starts_with("kustomize.config.k8s.io/");
        if !kind.is_empty()
            && !api_version.is_empty()
            && !objects::name(&document).is_empty()
            && !kustomize_config
        {
            objects.push(document);
        }
    }
    Ok(objects)
}

/// Helm's storage encoding: the Secret's `release` is base64 of (gzip of) the release JSON,
/// whose `manifest` holds the rendered objects.
fn decode_release(data: &str) -> Result<String, String> {
    let secret_bytes = STANDARD.decode(data).map_err(|e| e.to_string())?;
    let text = String::from_utf8(secret_bytes).map_err(|e| e.to_string())?;
    let mut bytes = STANDARD.decode(text.trim()).map_err(|e| e.to_string())?;
    if bytes.starts_with(&[0x1f, 0x8b, 0x08]) {
        let mut inflated = Vec::new();
        flate2::read::GzDecoder::new(bytes.as_slice())
            .take(MAX_RELEASE_BYTES)
            .read_to_end(&mut inflated)
            .map_err(|e| e.to_string())?;
        bytes = inflated;
    }
    let release: Value = serde_json::from_slice(&bytes).map_err(|e| e.to_string())?;
    Ok(release["manifest"].as_str().unwrap_or_default().to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inventory_ids_parse_like_cli_utils() {
        let id = ObjMetadata::parse("flux-system_podinfo_apps_Deployment").unwrap();
        assert_eq!(id.to_string(), "Deployment/flux-system/podinfo");
        let cluster_scoped = ObjMetadata::parse("_podinfo__Namespace").unwrap();
        assert_eq!(cluster_scoped.to_string(), "Namespace/podinfo");
        assert_eq!(cluster_scoped.group, "");
        let rbac =
            ObjMetadata::parse("_system__controller__flux_rbac.authorization.k8s.io_ClusterRole")
                .unwrap();
        assert_eq!(rbac.name, "system:controller:flux");
        for (id, left) in [
            ("nothing", "nothing"),
            ("ns_kind", "kind"),
            ("ns_name_Kind", "name"),
        ] {
            assert_eq!(
                ObjMetadata::parse(id).unwrap_err().to_string(),
                format!("unable to parse stored object metadata: {left}")
            );
        }
        let underscores = ObjMetadata::parse("ns_a_b_apps_Deployment").unwrap();
        assert_eq!(underscores.name, "a_b");
    }

    #[test]
    fn helm_storage_releases_decode() {
        let release = serde_json::json!({"name": "podinfo", "manifest": "---\nkind: Service\n"});
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        std::io::Write::write_all(&mut gz, release.to_string().as_bytes()).unwrap();
        let inner = STANDARD.encode(gz.finish().unwrap());
        let data = STANDARD.encode(inner);
        assert_eq!(decode_release(&data).unwrap(), "---\nkind: Service\n");
        assert!(decode_release("!!").is_err());
    }
}
