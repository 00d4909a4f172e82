//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1) for the replicas
//! transformer: builtin and configured field specs, names from before namePrefix.
//!
//! Each case is a directory under `tests/fixtures/kgen/replicas/`; its snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use std::path::Path;

use assert_cmd::Command;

fn build(case: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/kgen/replicas")
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
fn unknown_name() {
    let err = build_error(&[(
        "kustomization.yaml",
        "replicas:\n- name: nosuch\n  count: 2\n",
    )]);
    assert!(
        err.contains(
            "resource with name nosuch does not match a config with the following GVK \
             [Deployment.[noVer].[noGrp] StatefulSet.[noVer].[noGrp] ReplicaSet.[noVer].[noGrp] \
             ReplicationController.[noVer].[noGrp]]"
        ),
        "{err}"
    );
}
