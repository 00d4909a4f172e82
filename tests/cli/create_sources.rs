//! `create source oci|helm|chart`, `create helmrelease` and `create tenant`.

use crate::fluxr_snapshot;

const OCI_URL: &str = "--url=oci://ghcr.io/stefanprodan/manifests/podinfo";

#[test]
fn create_source_oci_export() {
    fluxr_snapshot!(
        "create_source_oci_export",
        [
            "create",
            "source",
            "oci",
            "podinfo",
            OCI_URL,
            "--tag=6.3.5",
            "--interval=10m",
            "--verify-provider=cosign",
            "--verify-issuer=github",
            "--verify-secret-ref=cosign-pub",
            "--layer-selector=application/vnd.cncf.helm.chart.content.v1.tar+gzip:copy",
            "--ignore-paths=docs",
            "--insecure",
            "--export"
        ]
    );
}

#[test]
fn create_source_oci_bad_input() {
    fluxr_snapshot!(
        "create_source_oci_no_ref",
        ["create", "source", "oci", "podinfo", OCI_URL]
    );
    fluxr_snapshot!(
        "create_source_oci_identity_without_provider",
        [
            "create",
            "source",
            "oci",
            "podinfo",
            OCI_URL,
            "--tag=1",
            "--verify-subject=me"
        ]
    );
    fluxr_snapshot!(
        "create_source_oci_bad_provider",
        [
            "create",
            "source",
            "oci",
            "podinfo",
            OCI_URL,
            "--tag=1",
            "--provider=ibm",
            "--export"
        ]
    );
}

#[test]
fn create_source_helm_export() {
    fluxr_snapshot!(
        "create_source_helm_export_oci",
        [
            "create",
            "source",
            "helm",
            "podinfo",
            "--url=oci://ghcr.io/stefanprodan/charts",
            "--secret-ref=regcred",
            "--pass-credentials",
            "--oci-provider=aws",
            "--export"
        ]
    );
}

#[test]
fn create_source_helm_bad_scheme() {
    fluxr_snapshot!(
        "create_source_helm_bad_scheme",
        [
            "create",
            "source",
            "helm",
            "podinfo",
            "--url=git://example.com/charts",
            "--export"
        ]
    );
}

#[test]
fn create_source_chart_export() {
    fluxr_snapshot!(
        "create_source_chart_export",
        [
            "create",
            "source",
            "chart",
            "podinfo",
            "--source=GitRepository/podinfo",
            "--chart=./charts/podinfo",
            "--chart-version=6.x",
            "--export"
        ]
    );
}

#[test]
fn create_source_chart_bad_source() {
    fluxr_snapshot!(
        "create_source_chart_bad_source",
        [
            "create",
            "source",
            "chart",
            "podinfo",
            "--source=podinfo",
            "--chart=podinfo",
            "--export"
        ]
    );
}

#[test]
fn create_helmrelease_export() {
    let dir = tempfile::tempdir().unwrap();
    let first = dir.path().join("a.yaml");
    let second = dir.path().join("b.yaml");
    std::fs::write(
        &first,
        "replicas: 1\nimage:\n  tag: 6.0.0\n  pullPolicy: Always\n",
    )
    .unwrap();
    std::fs::write(&second, "image:\n  tag: 6.1.0\n").unwrap();
    let values = format!("--values={},{}", first.display(), second.display());
    fluxr_snapshot!(
        "create_helmrelease_export",
        [
            "create",
            "hr",
            "podinfo",
            "--source=HelmRepository/podinfo.flux-system",
            "--chart=podinfo",
            "--chart-version=>6.0.0",
            "--target-namespace=apps",
            "--create-target-namespace",
            "--depends-on=infra/redis",
            "--crds=CreateReplace",
            "--values-from=secret/overrides",
            &values,
            "--export"
        ]
    );
}

#[test]
fn create_helmrelease_bad_input() {
    fluxr_snapshot!(
        "create_helmrelease_no_chart",
        ["create", "hr", "podinfo", "--export"]
    );
    fluxr_snapshot!(
        "create_helmrelease_bad_strategy",
        [
            "create",
            "hr",
            "podinfo",
            "--chart-ref=HelmChart/podinfo",
            "--reconcile-strategy=Always"
        ]
    );
}

#[test]
fn create_tenant_export() {
    fluxr_snapshot!(
        "create_tenant_export",
        [
            "create",
            "tenant",
            "dev-team",
            "--with-namespace=frontend,backend",
            "--cluster-role=edit",
            "--label=env=dev",
            "--export"
        ]
    );
}

#[test]
fn create_tenant_bad_namespace() {
    fluxr_snapshot!(
        "create_tenant_bad_namespace",
        [
            "create",
            "tenant",
            "dev-team",
            "--with-namespace=front end",
            "--export"
        ]
    );
}
