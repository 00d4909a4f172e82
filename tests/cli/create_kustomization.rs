use crate::fluxr_snapshot;

#[test]
fn create_kustomization_name_required() {
    fluxr_snapshot!(
        "create_kustomization_name_required",
        ["create", "kustomization", "--export"]
    );
}

#[test]
fn create_kustomization_unsupported_source_kind() {
    fluxr_snapshot!(
        "create_kustomization_unsupported_source_kind",
        [
            "create",
            "kustomization",
            "apps",
            "--source=HelmRepository/charts",
            "--export"
        ]
    );
}

#[test]
fn create_kustomization_invalid_health_check() {
    fluxr_snapshot!(
        "create_kustomization_invalid_health_check",
        [
            "create",
            "ks",
            "apps",
            "--source=apps",
            "--health-check=Pod/web.apps",
            "--export"
        ]
    );
}

#[test]
fn create_kustomization_invalid_retry_interval() {
    fluxr_snapshot!(
        "create_kustomization_invalid_retry_interval",
        [
            "create",
            "ks",
            "apps",
            "--source=apps",
            "--retry-interval=1d",
            "--export"
        ]
    );
}

#[test]
fn create_kustomization_invalid_decryption_provider() {
    fluxr_snapshot!(
        "create_kustomization_invalid_decryption_provider",
        [
            "create",
            "ks",
            "apps",
            "--source=apps",
            "--decryption-provider=age",
            "--export"
        ]
    );
}

#[test]
fn create_kustomization_without_export_needs_a_cluster() {
    fluxr_snapshot!(
        "create_kustomization_without_export",
        ["create", "ks", "apps", "--source=apps"]
    );
}
