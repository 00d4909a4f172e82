//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1) for replacements: list
//! selectors, wildcards, delimiters, creation, rejects and path files.
//!
//! Each case is a directory under `tests/fixtures/kgen/replacements/`; its snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use std::path::Path;

use assert_cmd::Command;

fn build(case: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/kgen/replacements")
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
fn fields() {
    insta::assert_snapshot!("fields", build("fields"));
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

const CONFIG_MAP: &str = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  a: b\n";

// Messages as kubectl kustomize prints them for the same kustomizations.
#[test]
fn errors() {
    let no_source = build_error(&[
        ("cm.yaml", CONFIG_MAP),
        (
            "kustomization.yaml",
            "resources: [cm.yaml]\nreplacements:\n- source: {kind: ConfigMap, name: nosuch, \
             fieldPath: data.a}\n  targets: [{select: {kind: ConfigMap}}]\n",
        ),
    ]);
    assert!(
        no_source.contains("nothing selected by ConfigMap.[noVer].[noGrp]/nosuch.[noNs]:data.a"),
        "{no_source}"
    );
    let no_target = build_error(&[
        ("cm.yaml", CONFIG_MAP),
        (
            "kustomization.yaml",
            "resources: [cm.yaml]\nreplacements:\n- source: {kind: ConfigMap, name: cm, \
             fieldPath: data.a}\n  targets: [{select: {kind: ConfigMap}, fieldPaths: [data.z]}]\n",
        ),
    ]);
    assert!(
        no_target.contains("unable to find field \"data.z\" in replacement target"),
        "{no_target}"
    );
}
