//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1) for custom kinds:
//! `crds:` definitions that add name references and label selectors, and an `openapi:` schema
//! brought by a component, which extends the builtin one.
//!
//! Each case is a directory under `tests/fixtures/kgen/custom_types/`; its snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use crate::build_fixture;

fn build(case: &str) -> String {
    build_fixture("custom_types", case)
}

#[test]
fn crd_definitions_add_references_and_selectors() {
    insta::assert_snapshot!("crds", build("crds"));
}

#[test]
fn component_schema_keeps_builtin_merge_keys() {
    insta::assert_snapshot!("component_openapi", build("component_openapi/overlay"));
}
