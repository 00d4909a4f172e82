//! `create secret …` and `create image update`.

use crate::fluxr_snapshot;

#[test]
fn create_secret_git_export() {
    fluxr_snapshot!(
        "create_secret_git_export",
        [
            "create",
            "secret",
            "git",
            "podinfo-auth",
            "--url=https://github.com/org/podinfo",
            "--username=bot",
            "--password=s3cret",
            "--namespace=apps",
            "--export"
        ]
    );
}

#[test]
fn create_secret_git_bad_input() {
    fluxr_snapshot!(
        "create_secret_git_no_credentials",
        [
            "create",
            "secret",
            "git",
            "auth",
            "--url=https://github.com/org/podinfo",
            "--export"
        ]
    );
    fluxr_snapshot!(
        "create_secret_git_missing_ca",
        [
            "create",
            "secret",
            "git",
            "auth",
            "--url=https://github.com/org/podinfo",
            "--bearer-token=t",
            "--ca-crt-file=missing.crt",
            "--export"
        ]
    );
    fluxr_snapshot!(
        "create_secret_git_ssh",
        [
            "create",
            "secret",
            "git",
            "auth",
            "--url=ssh://git@github.com/org/podinfo",
            "--ssh-key-algorithm=dsa",
            "--export"
        ]
    );
}

#[test]
fn create_secret_helm_and_proxy_export() {
    fluxr_snapshot!(
        "create_secret_helm_export",
        [
            "create",
            "secret",
            "helm",
            "repo-auth",
            "-u",
            "me",
            "-p",
            "pw",
            "--export"
        ]
    );
    fluxr_snapshot!(
        "create_secret_proxy_export",
        [
            "create",
            "secret",
            "proxy",
            "proxy",
            "--address=http://proxy:3128",
            "--export"
        ]
    );
}

#[test]
fn create_secret_oci_export() {
    fluxr_snapshot!(
        "create_secret_oci_export",
        [
            "create",
            "secret",
            "oci",
            "ghcr",
            "--url=ghcr.io/org",
            "-u",
            "me",
            "-p",
            "pw",
            "--export"
        ]
    );
}

#[test]
fn create_secret_receiver_export() {
    fluxr_snapshot!(
        "create_secret_receiver_export",
        [
            "create",
            "secret",
            "receiver",
            "receiver-secret",
            "--type=github",
            "--token=test-token",
            "--hostname=flux.example.com",
            "--namespace=my-namespace",
            "--export"
        ]
    );
    fluxr_snapshot!(
        "create_secret_receiver_gcr_without_email",
        [
            "create",
            "secret",
            "receiver",
            "gcr",
            "--type=gcr",
            "--token=t",
            "--hostname=h"
        ]
    );
}

#[test]
fn create_secret_githubapp_missing_key() {
    fluxr_snapshot!(
        "create_secret_githubapp_missing_key",
        [
            "create",
            "secret",
            "githubapp",
            "app",
            "--app-id=1",
            "--app-private-key=pk.pem"
        ]
    );
}

#[test]
fn create_image_update_export() {
    fluxr_snapshot!(
        "create_image_update_export",
        [
            "create",
            "image",
            "update",
            "apps",
            "--git-repo-ref=flux-system",
            "--git-repo-namespace=flux-system",
            "--git-repo-path=./clusters/dev",
            "--checkout-branch=main",
            "--push-branch=image-updates",
            "--author-name=flux",
            "--author-email=flux@example.com",
            "--commit-template=update images",
            "--signing-key-secret=signing",
            "--signing-key-type=ssh",
            "--export"
        ]
    );
}

#[test]
fn create_image_update_bad_signing_type() {
    fluxr_snapshot!(
        "create_image_update_bad_signing_type",
        [
            "create",
            "image",
            "update",
            "apps",
            "--git-repo-ref=flux-system",
            "--checkout-branch=main",
            "--author-name=flux",
            "--author-email=flux@example.com",
            "--signing-key-secret=k",
            "--signing-key-type=pgp",
            "--export"
        ]
    );
}
