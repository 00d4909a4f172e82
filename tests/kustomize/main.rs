//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1), one module per
//! feature. Fixtures live in `tests/fixtures/kgen/<feature>/<case>/`; each snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use std::path::Path;

use assert_cmd::Command;

mod build_metadata;
mod custom_types;
mod generators;
mod images;
mod replacements;
mod replicas;
mod vars;

/// Builds the fixture `case` of `feature` and returns stdout; the build must succeed.
fn build_fixture(feature: &str, case: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/kgen")
        .join(feature)
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

/// Builds a kustomization made of `files` in a fresh directory, expecting failure with exit
/// code 1 and nothing on stdout; returns stderr.
fn build_error(files: &[(&str, &str)]) -> String {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    let out = Command::cargo_bin("fluxr")
        .unwrap()
        .args(["kustomize", "build"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    String::from_utf8(out.stderr).unwrap()
}
