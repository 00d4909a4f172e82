//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1) for the images
//! transformer: names, tags, digests and tag suffixes in every container list.
//!
//! Each case is a directory under `tests/fixtures/kgen/images/`; its snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use std::path::Path;

use assert_cmd::Command;

fn build(case: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/kgen/images")
        .join(case);
    let out = Command::cargo_bin("fluxr")
        .unwrap()
        .args(["kustomize", "build", "--reorder=none"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn containers() {
    insta::assert_snapshot!("containers", build("containers"));
}
