//! Byte-for-byte comparison with kustomize v5.8.1 on our own probe manifests.
//!
//! Each directory under `tests/yaml/` holds an `input.yaml` and the `expected.yaml` that
//! `kubectl kustomize` printed for a kustomization listing only that file
//! (`resources: [input.yaml]`); reading the input and writing it back must give the same bytes.

use std::fs;
use std::path::Path;

fn check(case: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/yaml")
        .join(case);
    let input = fs::read_to_string(dir.join("input.yaml")).unwrap();
    let expected = fs::read_to_string(dir.join("expected.yaml")).unwrap();
    let docs = fluxr::yaml::parse_stream(&input).unwrap();
    let actual = fluxr::yaml::to_stream(&docs);
    if actual != expected {
        let first_difference = actual
            .lines()
            .zip(expected.lines())
            .position(|(a, e)| a != e)
            .unwrap_or(actual.lines().count().min(expected.lines().count()));
        panic!(
            "{case}: output differs from kustomize from line {}\n--- kustomize\n{}\n--- fluxr\n{}",
            first_difference + 1,
            expected
                .lines()
                .skip(first_difference)
                .take(5)
                .collect::<Vec<_>>()
                .join("\n"),
            actual
                .lines()
                .skip(first_difference)
                .take(5)
                .collect::<Vec<_>>()
                .join("\n"),
        );
    }
}

#[test]
fn basic_manifest() {
    check("basic");
}

#[test]
fn every_quoting_class_of_strings() {
    check("strings");
}

#[test]
fn plain_scalars_resolve_like_yaml_v3() {
    check("plain");
}

#[test]
fn block_flow_anchors_and_documents() {
    check("structure");
}

#[test]
fn escapes_tags_merges_and_flow_nulls() {
    check("structure-2");
}

#[test]
fn deep_nesting_and_long_keys() {
    check("edge");
}

#[test]
fn keys_in_go_yaml_v2_order() {
    check("key-order");
}

/// Finds the shared reference: `FLUXR_SHARED`, or `shared` next to the checkout (or next to the
/// directory of worktrees).
fn shared_dir() -> std::path::PathBuf {
    if let Some(dir) = std::env::var_os("FLUXR_SHARED") {
        return dir.into();
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    [root.join("../shared"), root.join("../../shared")]
        .into_iter()
        .find(|dir| dir.join("conformance/kustomize/cases.jsonl").is_file())
        .unwrap_or_else(|| {
            panic!("the shared reference is missing: set FLUXR_SHARED or check it out in ../shared")
        })
}

/// kustomize's output is a fixed point of its own reader and writer, so every expected output of
/// the conformance set must come back unchanged through ours.
#[test]
fn kustomize_outputs_are_fixed_points() {
    let set = shared_dir().join("conformance/kustomize");
    let cases = fs::read_to_string(set.join("cases.jsonl")).unwrap();
    let mut expected_files: Vec<String> = cases
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter_map(|case| case["expected"].as_str().map(str::to_string))
        .collect();
    expected_files.sort();
    expected_files.dedup();
    assert!(
        expected_files.len() > 500,
        "only {} outputs found",
        expected_files.len()
    );
    let mut failures = Vec::new();
    for file in &expected_files {
        let text = fs::read_to_string(set.join(file)).unwrap();
        let written = match fluxr::yaml::parse_stream(&text) {
            Ok(docs) => fluxr::yaml::to_stream(&docs),
            Err(err) => format!("error: {err}"),
        };
        if written.trim_end_matches('\n') != text.trim_end_matches('\n') {
            failures.push(file.as_str());
        }
    }
    assert!(failures.is_empty(), "not reproduced: {failures:#?}");
}
