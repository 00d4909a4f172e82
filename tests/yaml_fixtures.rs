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
fn keys_in_go_yaml_v2_order() {
    check("key-order");
}
