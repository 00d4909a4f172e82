//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1) for vars:
//! objref/fieldref values substituted after namePrefix and namespace.
//!
//! Each case is a directory under `tests/fixtures/kgen/vars/`; its snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use std::path::Path;

use assert_cmd::Command;

fn build(case: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/kgen/vars")
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
fn prefixed() {
    insta::assert_snapshot!("prefixed", build("prefixed"));
}

/// Builds a kustomization made of `files` in a fresh directory, expecting failure; returns
/// stderr.
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

// Message as kubectl kustomize prints it for the same kustomization.
#[test]
fn unmapped_var() {
    let err = build_error(&[
        (
            "svc.yaml",
            "apiVersion: v1\nkind: Service\nmetadata:\n  name: svc\n",
        ),
        (
            "kustomization.yaml",
            "resources: [svc.yaml]\nvars:\n- name: X\n  objref: {kind: Service, name: svc}\n",
        ),
    ]);
    assert!(
        err.contains(
            "var '{X Service.[noVer].[noGrp] {metadata.name}}' cannot be mapped to a field in the \
             set of known resources"
        ),
        "{err}"
    );
}
