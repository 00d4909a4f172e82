//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1) for configMapGenerator
//! and secretGenerator: sources, options, and merge/replace against a base.
//!
//! Each case is a directory under `tests/fixtures/kgen/generators/`; its snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use crate::{build_error, build_fixture};

fn build(case: &str) -> String {
    build_fixture("generators", case)
}

#[test]
fn sources() {
    insta::assert_snapshot!("sources", build("sources"));
}

#[test]
fn overlay() {
    insta::assert_snapshot!("overlay", build("overlay"));
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
