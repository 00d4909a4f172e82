//! The patch transformers against `kubectl kustomize` (kustomize v5.8.1).
//!
//! Each directory under `tests/fixtures/patches/` is a kustomization that only loads resources
//! and patches them (`patches`, `patchesStrategicMerge`, `patchesJson6902`, `openapi`). The test
//! applies its patches with `fluxr::kustomize::patch` in kustomize's order and compares the
//! output with the snapshot, which holds what `kubectl kustomize --reorder=none` printed for the
//! same directory.

use std::path::{Path, PathBuf};

use fluxr::kustomize::patch::{
    self, OpenApiChoice, Schema, apply_patch, apply_patches_strategic_merge, openapi_choice,
};
use fluxr::kustomize::types::Selector;
use serde_json::Value;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/patches")
        .join(name)
}

fn read(dir: &Path, file: &str) -> String {
    std::fs::read_to_string(dir.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

fn strings(value: Option<&Value>) -> Vec<String> {
    let items = value.and_then(Value::as_array).cloned().unwrap_or_default();
    items
        .iter()
        .filter_map(|v| v.as_str().map(str::to_owned))
        .collect()
}

/// Applies one `patches:` or `patchesJson6902:` entry.
fn apply_entry(dir: &Path, resources: &mut Vec<Value>, entry: &Value, schema: &Schema) {
    let text = match (entry.get("path"), entry.get("patch")) {
        (Some(Value::String(path)), _) => read(dir, path),
        (_, Some(Value::String(patch))) => patch.trim().to_owned(),
        _ => panic!("entry without patch: {entry}"),
    };
    let target: Option<Selector> = entry
        .get("target")
        .map(|t| serde_json::from_value(t.clone()).unwrap());
    let options = entry
        .get("options")
        .map(|o| serde_json::from_value(o.clone()).unwrap())
        .unwrap_or_default();
    apply_patch(resources, &text, target.as_ref(), &options, schema).unwrap();
}

/// Builds a fixture directory the way kustomize orders its patch transformers.
fn build(name: &str) -> String {
    let dir = fixture(name);
    let kustomization = fluxr::yaml::parse_one(&read(&dir, "kustomization.yaml")).unwrap();
    let mut resources = Vec::new();
    for file in strings(kustomization.get("resources")) {
        resources.extend(fluxr::yaml::parse_stream(&read(&dir, &file)).unwrap());
    }
    let custom = match kustomization.get("openapi").map(openapi_choice) {
        Some(Ok(OpenApiChoice::CustomFile(path))) => {
            let document = Schema::read_openapi(&path, &read(&dir, &path)).unwrap();
            Some(Schema::from_openapi(&document).unwrap())
        }
        _ => None,
    };
    let schema = custom.as_ref().unwrap_or(Schema::builtin());

    let entries = strings(kustomization.get("patchesStrategicMerge"));
    if !entries.is_empty() {
        let mut documents = Vec::new();
        for entry in &entries {
            match patch::parse_strategic_merge_entry(entry) {
                Some(inline) => documents.extend(inline),
                None => {
                    documents
                        .extend(patch::parse_strategic_merge_file(&read(&dir, entry)).unwrap());
                }
            }
        }
        apply_patches_strategic_merge(&mut resources, &entries, &documents, schema).unwrap();
    }
    for field in ["patches", "patchesJson6902"] {
        let list = kustomization.get(field).and_then(Value::as_array).cloned();
        for entry in list.unwrap_or_default() {
            apply_entry(&dir, &mut resources, &entry, schema);
        }
    }
    for resource in &mut resources {
        strip_build_annotations(resource);
    }
    fluxr::yaml::to_stream(&resources)
}

/// kustomize drops its bookkeeping annotations before printing.
fn strip_build_annotations(resource: &mut Value) {
    let Some(metadata) = resource.get_mut("metadata").and_then(Value::as_object_mut) else {
        return;
    };
    if let Some(Value::Object(annotations)) = metadata.get_mut("annotations") {
        annotations.retain(|key, _| !key.starts_with("internal.config.kubernetes.io/"));
        if annotations.is_empty() {
            metadata.remove("annotations");
        }
    }
}

#[test]
fn list_merge_follows_kustomize_element_order_and_directives() {
    insta::assert_snapshot!("list_merge", build("list_merge"));
}

#[test]
fn ports_merge_by_port_and_protocol_and_finalizers_as_a_set() {
    insta::assert_snapshot!("ports", build("ports"));
}

#[test]
fn json6902_operations_with_escapes_and_indices() {
    insta::assert_snapshot!("json6902", build("json6902"));
}

#[test]
fn targets_by_selectors_regexes_and_ids() {
    insta::assert_snapshot!("targets", build("targets"));
}

#[test]
fn legacy_fields_patch_like_kustomize() {
    insta::assert_snapshot!("legacy", build("legacy"));
}

#[test]
fn delete_directive_removes_resources() {
    insta::assert_snapshot!("delete_resource", build("delete_resource"));
}

#[test]
fn custom_openapi_schema_adds_merge_keys() {
    insta::assert_snapshot!("custom_openapi", build("custom_openapi"));
}

#[test]
fn unknown_target_is_an_error_in_kustomize_words() {
    let mut resources =
        fluxr::yaml::parse_stream(&read(&fixture("targets"), "resources.yaml")).unwrap();
    let patch = "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: nope\n";
    let error = apply_patch(
        &mut resources,
        patch,
        None,
        &Default::default(),
        Schema::builtin(),
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "no resource matches strategic merge patch \"Deployment.v1.apps/nope.[noNs]\": no \
         matches for Id Deployment.v1.apps/nope.[noNs]; failed to find unique target for patch \
         Deployment.v1.apps/nope.[noNs]"
    );
}

#[test]
fn json_patch_needs_a_target_and_garbage_is_neither_kind_of_patch() {
    let mut resources = Vec::new();
    let json = "- op: remove\n  path: /spec";
    let error = apply_patch(
        &mut resources,
        json,
        None,
        &Default::default(),
        Schema::builtin(),
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "must specify a target for JSON patch [patch: \"- op: remove\\n  path: /spec\"]"
    );
    let nameless = "kind: Deployment\nspec: {}";
    let error = apply_patch(
        &mut resources,
        nameless,
        None,
        &Default::default(),
        Schema::builtin(),
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "unable to parse SM or JSON patch from [patch: \"kind: Deployment\\nspec: {}\"]"
    );
}

#[test]
fn inline_patches_are_trimmed_and_files_are_not() {
    let mut resources = vec![
        serde_json::json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "cm"}}),
    ];
    let head = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n";
    let inline = format!("{head}  a: |\n    line\n");
    let file = format!("{head}  b: |\n    line\n");
    let options = Default::default();
    apply_patch(
        &mut resources,
        inline.trim(),
        None,
        &options,
        Schema::builtin(),
    )
    .unwrap();
    apply_patch(&mut resources, &file, None, &options, Schema::builtin()).unwrap();
    assert_eq!(
        resources[0]["data"],
        serde_json::json!({"a": "line", "b": "line\n"})
    );
}
