//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1) for `buildMetadata`:
//! the transformations recorded on every resource, builtin and configured transformers, through
//! a base, generators, origins kept alongside.
//!
//! Each case is a directory under `tests/fixtures/kgen/build_metadata/`; its snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use crate::build_fixture;

fn build(case: &str) -> String {
    build_fixture("build_metadata", case)
}

#[test]
fn transformations_through_a_base() {
    insta::assert_snapshot!("transformations", build("transformations/overlay"));
}

#[test]
fn transformations_with_origins() {
    insta::assert_snapshot!("origins", build("origins"));
}
