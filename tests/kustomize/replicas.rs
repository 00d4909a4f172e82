//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1) for the replicas
//! transformer: builtin and configured field specs, names from before namePrefix.
//!
//! Each case is a directory under `tests/fixtures/kgen/replicas/`; its snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use crate::{build_error, build_fixture};

fn build(case: &str) -> String {
    build_fixture("replicas", case)
}

#[test]
fn prefixed() {
    insta::assert_snapshot!("prefixed", build("prefixed"));
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
