//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1) for replacements: list
//! selectors, wildcards, delimiters, creation, rejects and path files.
//!
//! Each case is a directory under `tests/fixtures/kgen/replacements/`; its snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use crate::{build_error, build_fixture};

fn build(case: &str) -> String {
    build_fixture("replacements", case)
}

#[test]
fn fields() {
    insta::assert_snapshot!("fields", build("fields"));
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
