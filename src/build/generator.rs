//! The kustomization Flux builds: the directory's own `kustomization.yaml`, or one generated from
//! its manifests when it has none, with the Flux Kustomization's spec laid over it.

use std::path::{Path, PathBuf};

use serde_json::{Map, Value, json};

use super::Error;
use crate::kustomize::fs::FileSystem;
use crate::kustomize::load::Loader;
use crate::yaml;

/// The file names kustomize recognises, in the order it looks for them.
pub const KUSTOMIZATION_FILE_NAMES: [&str; 3] =
    ["kustomization.yaml", "kustomization.yml", "Kustomization"];

/// Returns the kustomization file of `dir`, if it has one.
pub fn find_kustomization_file(fs: &dyn FileSystem, dir: &Path) -> Option<PathBuf> {
    KUSTOMIZATION_FILE_NAMES
        .iter()
        .map(|name| dir.join(name))
        .find(|path| fs.exists(path) && !fs.is_dir(path))
}

/// Returns where the kustomization of `dir` lives and its content with `spec` laid over it.
/// Files are read through `loader`, which keeps them inside the source.
pub fn kustomization_for(
    loader: &Loader<'_>,
    dir: &Path,
    spec: &Value,
) -> Result<(PathBuf, Value), Error> {
    let fs = loader.fs();
    let (path, mut kustomization, generated) = match find_kustomization_file(fs, dir) {
        Some(path) => {
            let text = read_text(loader, &path)?;
            let value = yaml::parse_one(&text).map_err(|source| Error::Decode {
                path: path.clone(),
                source,
            })?;
            let value = match value {
                Value::Object(map) => Value::Object(known_fields(map)),
                Value::Null => json!({}),
                _ => return Err(Error::NotAMapping { path }),
            };
            (path, value, false)
        }
        None => (
            dir.join(KUSTOMIZATION_FILE_NAMES[0]),
            generate(loader, dir)?,
            true,
        ),
    };
    overlay(fs, dir, &mut kustomization, spec, generated)?;
    Ok((path, kustomization))
}

/// Keeps the top-level fields kustomize's `Kustomization` type has (kustomize-controller reads the
/// file into it before it writes it back), matched as `encoding/json` matches them (the exact
/// name, else one that differs in case) and renamed to it; the rest is dropped, as the typed
/// round trip drops it, where kustomize itself refuses an unknown field.
fn known_fields(map: Map<String, Value>) -> Map<String, Value> {
    let fields = crate::kustomize::load::KUSTOMIZATION_FIELDS;
    let mut kept = Map::new();
    for (key, value) in map {
        let field = fields
            .iter()
            .find(|field| **field == key)
            .or_else(|| fields.iter().find(|field| field.eq_ignore_ascii_case(&key)));
        if let Some(field) = field {
            kept.insert((*field).to_owned(), value);
        }
    }
    kept
}

/// kustomize's test for a path that is not a remote one, as kustomize-controller applies it to
/// `spec.components`.
fn is_local_relative(path: &str) -> bool {
    let remote = [
        "git::",
        "gh:",
        "ssh://",
        "https://",
        "http://",
        "git@",
        "github.com:",
        "github.com/",
    ];
    let lower = path.to_lowercase();
    if remote
        .iter()
        .any(|p| p.len() < path.len() && lower.starts_with(p))
    {
        return false;
    }
    let without_scheme = lower.strip_prefix("file://").unwrap_or(&lower);
    !(path.starts_with('/') || without_scheme.starts_with('/'))
}

fn read_text(loader: &Loader<'_>, path: &Path) -> Result<String, Error> {
    let bytes = loader.read_path(path)?;
    yaml::decode(&bytes).map_err(|source| Error::Decode {
        path: path.to_owned(),
        source,
    })
}

/// Generates a kustomization listing every manifest under `dir`. A sub-directory with its own
/// kustomization file is listed as a whole and not descended into; a YAML file that does not
/// decode as Kubernetes objects is an error, as in Flux. Links to directories are not followed
/// (Flux walks with `filepath.Walk`, which does not either); a link to a file is read through
/// the loader, which refuses one that leads out of the source.
pub fn generate(loader: &Loader<'_>, dir: &Path) -> Result<Value, Error> {
    let mut resources = Vec::new();
    scan(loader, dir, &mut resources)?;
    let mut kustomization = Map::new();
    kustomization.insert(
        "apiVersion".into(),
        json!("kustomize.config.k8s.io/v1beta1"),
    );
    kustomization.insert("kind".into(), json!("Kustomization"));
    if resources.is_empty() {
        // An empty kustomization is an error in kustomize; Flux sets a namespace so the build of an
        // empty directory yields nothing instead.
        kustomization.insert("namespace".into(), json!("_placeholder"));
    }
    kustomization.insert("resources".into(), json!(resources));
    Ok(Value::Object(kustomization))
}

fn scan(loader: &Loader<'_>, root: &Path, resources: &mut Vec<String>) -> Result<(), Error> {
    let fs = loader.fs();
    // Depth first with an explicit stack, in the order of a recursive walk: no recursion, and
    // links to directories are never entered, so a loop of links cannot make it run forever.
    let mut pending = vec![fs.read_dir(root).map_err(|source| Error::Read {
        path: root.to_owned(),
        source,
    })?];
    pending[0].reverse();
    while let Some(entries) = pending.last_mut() {
        let Some(entry) = entries.pop() else {
            pending.pop();
            continue;
        };
        let relative = entry
            .strip_prefix(root)
            .unwrap_or(&entry)
            .to_string_lossy()
            .into_owned();
        if !fs.is_symlink(&entry) && fs.is_dir(&entry) {
            if find_kustomization_file(fs, &entry).is_some() {
                resources.push(relative);
            } else {
                let mut children = fs.read_dir(&entry).map_err(|source| Error::Read {
                    path: entry.clone(),
                    source,
                })?;
                children.reverse();
                pending.push(children);
            }
            continue;
        }
        if !is_manifest_name(&entry) {
            continue;
        }
        let text = read_text(loader, &entry)?;
        let docs = yaml::parse_stream(&text).map_err(|source| Error::Decode {
            path: entry.clone(),
            source,
        })?;
        if !docs.iter().all(is_object) {
            return Err(Error::NotKubernetes { path: entry });
        }
        resources.push(relative);
    }
    Ok(())
}

/// Whether the walk reads a file: its extension, as Go's `filepath.Ext` takes it (from the last
/// dot of the name, so `.yaml` alone counts), is `.yaml` or `.yml`, case-sensitively, as flux
/// compares it: `APP.YAML` is not read.
fn is_manifest_name(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.as_encoded_bytes())
        .unwrap_or_default();
    let extension = name
        .iter()
        .rposition(|b| *b == b'.')
        .map_or(&[][..], |dot| &name[dot..]);
    extension == b".yaml" || extension == b".yml"
}

/// Whether a document looks like a Kubernetes object (or a List of them).
fn is_object(doc: &Value) -> bool {
    let text = |key: &str| {
        doc.get(key)
            .and_then(Value::as_str)
            .is_some_and(|s| !s.is_empty())
    };
    text("kind") && (doc.get("apiVersion").is_none() || text("apiVersion"))
}

/// Lays the Flux Kustomization's spec over a kustomization, as kustomize-controller does.
pub fn overlay(
    fs: &dyn FileSystem,
    dir: &Path,
    kustomization: &mut Value,
    spec: &Value,
    generated: bool,
) -> Result<(), Error> {
    let Some(kus) = kustomization.as_object_mut() else {
        return Ok(());
    };
    let has_resources = kus
        .get("resources")
        .and_then(Value::as_array)
        .is_some_and(|r| !r.is_empty());
    if !generated && !has_resources {
        // Without resources kustomize calls the file empty unless something else is set.
        kus.insert("buildMetadata".into(), json!(["originAnnotations"]));
    }
    let text = |key: &str| {
        spec.get(key)
            .and_then(Value::as_str)
            .filter(|s| !s.is_empty())
    };
    if let Some(namespace) = text("targetNamespace") {
        kus.insert("namespace".into(), json!(namespace));
    }
    if let Some(prefix) = text("namePrefix") {
        kus.insert("namePrefix".into(), json!(prefix));
    }
    if let Some(suffix) = text("nameSuffix") {
        kus.insert("nameSuffix".into(), json!(suffix));
    }
    for patch in spec
        .get("patches")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let mut entry = Map::new();
        if let Some(text) = patch.get("patch") {
            entry.insert("patch".into(), text.clone());
        }
        if let Some(target) = patch.get("target").filter(|t| t.is_object()) {
            entry.insert("target".into(), target.clone());
        }
        append(kus, "patches", Value::Object(entry));
    }
    for patch in spec
        .get("patchesStrategicMerge")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        append(kus, "patchesStrategicMerge", json!(patch.to_string()));
    }
    for patch in spec
        .get("patchesJson6902")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let ops = patch.get("patch").cloned().unwrap_or_else(|| json!([]));
        let mut entry = Map::new();
        entry.insert("patch".into(), json!(ops.to_string()));
        if let Some(target) = patch.get("target") {
            entry.insert("target".into(), target.clone());
        }
        append(kus, "patchesJson6902", Value::Object(entry));
    }
    let ignore_missing = spec
        .get("ignoreMissingComponents")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    for component in spec
        .get("components")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let Some(path) = component.as_str() else {
            continue;
        };
        if !is_local_relative(path) {
            return Err(Error::RemoteComponent {
                path: path.to_owned(),
            });
        }
        if ignore_missing && !fs.exists(&dir.join(path)) {
            continue;
        }
        append(kus, "components", json!(path));
    }
    for image in spec
        .get("images")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        merge_image(kus, image);
    }
    if let Some(options) = spec
        .get("buildMetadata")
        .and_then(Value::as_array)
        .filter(|b| !b.is_empty())
    {
        kus.insert("buildMetadata".into(), Value::Array(options.clone()));
    }
    Ok(())
}

fn append(kus: &mut Map<String, Value>, key: &str, value: Value) {
    let list = kus.entry(key).or_insert_with(|| json!([]));
    if !list.is_array() {
        *list = json!([]);
    }
    if let Value::Array(items) = list {
        items.push(value);
    }
}

/// Merges one of the spec's images into the kustomization's `images:` by name. A tag and a
/// digest replace each other, since an image reference pins one or the other.
fn merge_image(kus: &mut Map<String, Value>, image: &Value) {
    let Some(name) = image.get("name").and_then(Value::as_str) else {
        return;
    };
    let field = |key: &str| {
        image
            .get(key)
            .and_then(Value::as_str)
            .filter(|s| !s.is_empty())
    };
    let list = kus.entry("images").or_insert_with(|| json!([]));
    let Value::Array(items) = list else { return };
    let existing = items
        .iter_mut()
        .find(|item| item.get("name").and_then(Value::as_str) == Some(name));
    let Some(Value::Object(entry)) = existing else {
        let mut entry = Map::new();
        entry.insert("name".into(), json!(name));
        for key in ["newName", "newTag", "digest"] {
            if let Some(value) = field(key) {
                entry.insert(key.into(), json!(value));
            }
        }
        items.push(Value::Object(entry));
        return;
    };
    if let Some(new_name) = field("newName") {
        entry.insert("newName".into(), json!(new_name));
    }
    let (tag, digest) = (field("newTag"), field("digest"));
    if tag.is_some() || digest.is_some() {
        entry.remove("newTag");
        entry.remove("digest");
        if let Some(tag) = tag {
            entry.insert("newTag".into(), json!(tag));
        }
        if let Some(digest) = digest {
            entry.insert("digest".into(), json!(digest));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifests_are_named_yaml_or_yml_in_lower_case() {
        for (name, read) in [
            ("a.yaml", true),
            ("a.yml", true),
            (".yaml", true),
            ("a.b.yml", true),
            ("a.YAML", false),
            ("a.Yml", false),
            ("yaml", false),
            ("a.yaml.txt", false),
            ("a.", false),
        ] {
            assert_eq!(
                is_manifest_name(Path::new("/r").join(name).as_path()),
                read,
                "{name}"
            );
        }
    }

    #[test]
    fn unknown_top_level_fields_are_dropped_and_names_matched_as_go_does() {
        let map = json!({"resourcs": ["a.yaml"], "Resources": ["b.yaml"], "openApi": {"path": "s"},
                         "kind": "Kustomization"});
        let Value::Object(map) = map else {
            unreachable!()
        };
        assert_eq!(
            Value::Object(known_fields(map)),
            json!({"resources": ["b.yaml"], "openapi": {"path": "s"}, "kind": "Kustomization"})
        );
    }

    #[test]
    fn components_must_be_local_and_relative() {
        for (path, local) in [
            ("../shared", true),
            ("comp", true),
            ("/abs/comp", false),
            ("file:///abs", false),
            ("FILE:///abs", false),
            ("https://github.com/a/b", false),
            ("GitHub.com/a/b", false),
            ("git@github.com:a/b", false),
            ("gh:", true),
        ] {
            assert_eq!(is_local_relative(path), local, "{path}");
        }
    }

    fn merged(existing: Value, flux: Value) -> Value {
        let mut kus = json!({ "images": existing });
        overlay_images(&mut kus, &json!({ "images": flux }));
        kus["images"].clone()
    }

    fn overlay_images(kus: &mut Value, spec: &Value) {
        let map = kus.as_object_mut().unwrap();
        for image in spec["images"].as_array().unwrap() {
            merge_image(map, image);
        }
    }

    #[test]
    fn images_merge_field_by_field() {
        let name = "registry.example/app";
        assert_eq!(
            merged(
                json!([{"name": name, "newTag": "1"}]),
                json!([{"name": name, "newName": "m/app"}])
            ),
            json!([{"name": name, "newTag": "1", "newName": "m/app"}])
        );
        assert_eq!(
            merged(
                json!([{"name": name, "digest": "sha256:a"}]),
                json!([{"name": name, "newTag": "2"}])
            ),
            json!([{"name": name, "newTag": "2"}])
        );
        assert_eq!(
            merged(
                json!([{"name": name, "newTag": "1"}]),
                json!([{"name": name, "digest": "sha256:b"}])
            ),
            json!([{"name": name, "digest": "sha256:b"}])
        );
        assert_eq!(
            merged(
                json!([{"name": name, "newTag": "1"}]),
                json!([{"name": name}])
            ),
            json!([{"name": name, "newTag": "1"}])
        );
        assert_eq!(
            merged(json!([]), json!([{"name": name, "newTag": "3"}])),
            json!([{"name": name, "newTag": "3"}])
        );
    }
}
