//! `fluxr kustomize build` against `kubectl kustomize` (kustomize v5.8.1) for vars:
//! objref/fieldref values substituted after namePrefix and namespace.
//!
//! Each case is a directory under `tests/fixtures/kgen/vars/`; its snapshot holds what
//! `kubectl kustomize --reorder=none` printed for the same directory.

use crate::{build_error, build_fixture};

fn build(case: &str) -> String {
    build_fixture("vars", case)
}

#[test]
fn prefixed() {
    insta::assert_snapshot!("prefixed", build("prefixed"));
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

// Vars reach annotations and NFS servers (pod volumes and PersistentVolumes), as in kustomize.
#[test]
fn nfs_and_annotations() {
    insta::assert_snapshot!("nfs_and_annotations", build("nfs_and_annotations"));
}
