//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1) for the images
//! transformer: names, tags, digests and tag suffixes in every container list.
//!
//! Each case is a directory under `tests/fixtures/kgen/images/`; its snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use crate::build_fixture;

fn build(case: &str) -> String {
    build_fixture("images", case)
}

#[test]
fn containers() {
    insta::assert_snapshot!("containers", build("containers"));
}
