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
        "create_kustomization_without_a_cluster",
        [
            "create",
            "ks",
            "apps",
            "--source=apps",
            "--kubeconfig=/nonexistent/kubeconfig"
        ]
    );
}

#[test]
fn create_kustomization_export_defaults() {
    fluxr_snapshot!(
        "create_kustomization_export_defaults",
        [
            "create",
            "kustomization",
            "podinfo",
            "--source=podinfo",
            "--export"
        ]
    );
}

#[test]
fn create_kustomization_export_every_field() {
    fluxr_snapshot!(
        "create_kustomization_export_every_field",
        [
            "create",
            "kustomization",
            "podinfo",
            "--namespace=apps",
            "--source=OCIRepository/podinfo.flux-system",
            "--path=deploy/../kustomize/",
            "--prune=true",
            "--interval=5m",
            "--health-check=Deployment/podinfo.apps,HelmRelease/redis.apps",
            "--health-check-timeout=3m",
            "--depends-on=infra,flux-system/crds",
            "--service-account=deployer",
            "--decryption-provider=sops",
            "--decryption-secret=sops-age",
            "--target-namespace=podinfo",
            "--kubeconfig-secret-ref=remote",
            "--retry-interval=30s",
            "--label=app=podinfo",
            "--export"
        ]
    );
}

#[test]
fn create_kustomization_export_wait_replaces_health_checks() {
    fluxr_snapshot!(
        "create_kustomization_export_wait",
        [
            "create",
            "ks",
            "podinfo",
            "--source=Bucket/podinfo",
            "--path=../../escape",
            "--wait",
            "--health-check=Deployment/podinfo.apps",
            "--export"
        ]
    );
}
