//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1) for configMapGenerator
//! and secretGenerator: sources, options, and merge/replace against a base.
//!
//! Each case is a directory under `tests/fixtures/kgen/generators/`; its snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use std::path::Path;

use assert_cmd::Command;

fn build(case: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/kgen/generators")
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
fn sources() {
    insta::assert_snapshot!("sources", build("sources"));
}

#[test]
fn overlay() {
    insta::assert_snapshot!("overlay", build("overlay"));
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

// Messages as kubectl kustomize prints them for the same kustomizations.
#[test]
fn errors() {
    let repeated = build_error(&[(
        "kustomization.yaml",
        "configMapGenerator:\n- name: cm\n  literals: [a=1, a=2]\n",
    )]);
    assert!(
        repeated.contains("configmap cm illegally repeats the key `a`"),
        "{repeated}"
    );
    let nothing = build_error(&[(
        "kustomization.yaml",
        "secretGenerator:\n- name: nosuch\n  behavior: merge\n",
    )]);
    assert!(
        nothing.contains(
            "id resid.ResId{Gvk:resid.Gvk{Group:\"\", Version:\"v1\", Kind:\"Secret\", \
             isClusterScoped:false}, Name:\"nosuch\", Namespace:\"\"} does not exist; cannot merge \
             or replace"
        ),
        "{nothing}"
    );
    let literal = build_error(&[(
        "kustomization.yaml",
        "configMapGenerator:\n- name: cm\n  literals: [nokv]\n",
    )]);
    assert!(
        literal.contains(
            "loading KV pairs: literal sources [nokv]: invalid literal source nokv, expected \
             key=value"
        ),
        "{literal}"
    );
}
