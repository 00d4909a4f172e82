use crate::fluxr_snapshot;

const URL: &str = "--url=https://github.com/stefanprodan/podinfo";

#[test]
fn create_source_git_name_required() {
    fluxr_snapshot!(
        "create_source_git_name_required",
        ["create", "source", "git", URL]
    );
}

#[test]
fn create_source_git_invalid_name() {
    fluxr_snapshot!(
        "create_source_git_invalid_name",
        [
            "create",
            "source",
            "git",
            URL,
            "--branch=main",
            "--export",
            "--",
            "third.first"
        ]
    );
}

#[test]
fn create_source_git_url_required() {
    fluxr_snapshot!(
        "create_source_git_url_required",
        [
            "create",
            "source",
            "git",
            "podinfo",
            "--branch=main",
            "--export"
        ]
    );
}

#[test]
fn create_source_git_unsupported_scheme() {
    fluxr_snapshot!(
        "create_source_git_unsupported_scheme",
        [
            "create",
            "source",
            "git",
            "podinfo",
            "--url=ftp://example.com/repo",
            "--branch=main",
            "--export"
        ]
    );
}

#[test]
fn create_source_git_unparsable_url() {
    fluxr_snapshot!(
        "create_source_git_unparsable_url",
        [
            "create",
            "source",
            "git",
            "podinfo",
            "--url=git@github.com:org/repo",
            "--branch=main",
            "--export"
        ]
    );
}

#[test]
fn create_source_git_ref_required() {
    fluxr_snapshot!(
        "create_source_git_ref_required",
        ["create", "source", "git", "podinfo", URL, "--export"]
    );
}

#[test]
fn create_source_git_ca_file_over_ssh() {
    fluxr_snapshot!(
        "create_source_git_ca_file_over_ssh",
        [
            "create",
            "source",
            "git",
            "podinfo",
            "--url=ssh://git@github.com/org/repo",
            "--branch=main",
            "--ca-file=ca.crt",
            "--export"
        ]
    );
}

#[test]
fn create_source_git_invalid_interval() {
    fluxr_snapshot!(
        "create_source_git_invalid_interval",
        [
            "create",
            "source",
            "git",
            "podinfo",
            URL,
            "--branch=main",
            "--interval=often",
            "--export"
        ]
    );
}

#[test]
fn create_source_git_invalid_provider() {
    fluxr_snapshot!(
        "create_source_git_invalid_provider",
        [
            "create",
            "source",
            "git",
            "podinfo",
            URL,
            "--branch=main",
            "--provider",
            "dummy",
            "--export"
        ]
    );
    fluxr_snapshot!(
        "create_source_git_provider_without_value",
        [
            "create",
            "source",
            "git",
            "podinfo",
            URL,
            "--branch=main",
            "--export",
            "--provider"
        ]
    );
}

#[test]
fn create_source_git_invalid_label() {
    fluxr_snapshot!(
        "create_source_git_invalid_label",
        [
            "create",
            "source",
            "git",
            "podinfo",
            URL,
            "--branch=main",
            "--label=team",
            "--export"
        ]
    );
}

#[test]
fn create_source_git_without_export_needs_a_cluster() {
    fluxr_snapshot!(
        "create_source_git_without_a_cluster",
        [
            "create",
            "source",
            "git",
            "podinfo",
            URL,
            "--branch=main",
            "--kubeconfig=/nonexistent/kubeconfig"
        ]
    );
}

#[test]
fn create_source_git_export_branch() {
    fluxr_snapshot!(
        "create_source_git_export_branch",
        [
            "create",
            "source",
            "git",
            "podinfo",
            URL,
            "--branch=master",
            "--export"
        ]
    );
}

#[test]
fn create_source_git_export_every_field() {
    fluxr_snapshot!(
        "create_source_git_export_every_field",
        [
            "create",
            "source",
            "git",
            "podinfo",
            URL,
            "--branch=main",
            "--commit=c88a2f41",
            "--namespace=apps",
            "--interval=90s",
            "--fetch-timeout=2m",
            "--label=team=web,tier=frontend",
            "--secret-ref=podinfo-auth",
            "--proxy-secret-ref=proxy",
            "--provider=github",
            "--recurse-submodules",
            "--ignore-paths=docs/,*.md",
            "--sparse-checkout-paths=deploy,charts",
            "--export"
        ]
    );
}

#[test]
fn create_source_git_export_ref_precedence() {
    // flux picks one ref: commit, then ref name, then semver, then tag, then branch.
    fluxr_snapshot!(
        "create_source_git_export_semver_over_tag",
        [
            "create",
            "source",
            "git",
            "podinfo",
            URL,
            "--tag=6.0.0",
            "--tag-semver=>=6.0.0 <7.0.0",
            "--branch=main",
            "--export"
        ]
    );
}

#[test]
fn create_source_git_export_namespace_from_env() {
    fluxr_snapshot!(
        "create_source_git_export_namespace_from_env",
        [
            "create",
            "source",
            "git",
            "podinfo",
            URL,
            "--tag=6.0.0",
            "--export"
        ],
        env = [("FLUX_SYSTEM_NAMESPACE", "gitops")]
    );
}
