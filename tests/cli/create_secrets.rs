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

/// What a user sees of a run whose files live in `dir`: `run_fluxr`'s rendering, with the
/// directory's path replaced by `DIR` so that expectations can be written out.
fn run_in(dir: &std::path::Path, args: &[&str]) -> String {
    let dir = dir.display().to_string();
    let args: Vec<String> = args.iter().map(|arg| arg.replace("DIR", &dir)).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    crate::run_fluxr(&args).replace(&dir, "DIR")
}

fn failure(stderr: &str) -> String {
    format!("success: false\nexit_code: 1\n----- stdout -----\n----- stderr -----\n{stderr}")
}

fn export(stdout: &str) -> String {
    format!("success: true\nexit_code: 0\n----- stdout -----\n{stdout}----- stderr -----\n")
}

const TRUST_POLICY: &str = r#"{
  "version": "1.0",
  "trustPolicies": [
    {
      "name": "ghcr",
      "registryScopes": ["ghcr.io/org/app"],
      "signatureVerification": {"level": "strict"},
      "trustStores": ["ca:flux"],
      "trustedIdentities": ["*"]
    }
  ]
}
"#;

#[test]
fn create_secret_notation_checks_in_flux_order() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("policy.json"), TRUST_POLICY).unwrap();
    std::fs::write(dir.path().join("ca.crt"), "ca-data-crt").unwrap();
    let notation = |extra: &[&str]| {
        let mut args = vec!["create", "secret", "notation"];
        args.extend_from_slice(extra);
        run_in(dir.path(), &args)
    };
    assert_eq!(notation(&[]), failure("✗ name is required\n"));
    // The certificates are asked for before the trust policy.
    assert_eq!(
        notation(&["cfg"]),
        failure("✗ --ca-cert-file is required\n")
    );
    assert_eq!(
        notation(&["cfg", "--ca-cert-file=DIR/ca.crt"]),
        failure("✗ --trust-policy-file is required\n")
    );
    // Labels come after both flags, before any file is read.
    assert_eq!(
        notation(&[
            "cfg",
            "--ca-cert-file=DIR/ca.crt",
            "--trust-policy-file=DIR/missing.json",
            "--label=team"
        ]),
        failure("✗ invalid label format 'team', must be key=value\n")
    );
    assert_eq!(
        notation(&[
            "cfg",
            "--ca-cert-file=DIR/ca.crt",
            "--trust-policy-file=DIR/missing.json"
        ]),
        failure(
            "✗ unable to read trust policy file: open DIR/missing.json: no such file or \
             directory\n"
        )
    );
    // The policy is checked before any certificate is looked at.
    assert_eq!(
        notation(&[
            "cfg",
            "--ca-cert-file=DIR/missing.crt",
            "--trust-policy-file=DIR/ca.crt"
        ]),
        failure(
            "✗ failed to unmarshal trust policy DIR/ca.crt: invalid character 'c' looking for \
             beginning of value\n"
        )
    );
    // Every certificate that cannot be used is reported, one per line.
    assert_eq!(
        notation(&[
            "cfg",
            "--ca-cert-file=DIR/ca.p12,DIR/missing.pem",
            "--trust-policy-file=DIR/policy.json"
        ]),
        failure(
            "✗ ca.p12 must end with either .crt or .pem\nunable to read TLS CA file: open \
             DIR/missing.pem: no such file or directory\n"
        )
    );
}

#[test]
fn create_secret_notation_export() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("policy.json"), TRUST_POLICY).unwrap();
    std::fs::create_dir(dir.path().join("certs")).unwrap();
    std::fs::write(dir.path().join("certs/root.pem"), "pem-data\n").unwrap();
    std::fs::write(dir.path().join("ca.crt"), "ca-data-crt").unwrap();
    let out = run_in(
        dir.path(),
        &[
            "create",
            "secret",
            "notation",
            "cfg",
            "--namespace=apps",
            "--label=team=ops",
            "--ca-cert-file=DIR/certs/root.pem",
            "--ca-cert-file=DIR/ca.crt",
            "--trust-policy-file=DIR/policy.json",
            "--export",
        ],
    );
    // Each certificate under its file name, the policy as it was written, no `type`.
    let policy: String = TRUST_POLICY
        .lines()
        .map(|line| format!("    {line}\n"))
        .collect();
    assert_eq!(
        out,
        export(&format!(
            "---\napiVersion: v1\nkind: Secret\nmetadata:\n  labels:\n    team: ops\n  \
             name: cfg\n  namespace: apps\nstringData:\n  ca.crt: ca-data-crt\n  root.pem: |\n    \
             pem-data\n  trustpolicy.json: |\n{policy}\n"
        ))
    );
}

#[test]
fn create_secret_oci_checks_and_takes_no_labels() {
    let dir = tempfile::tempdir().unwrap();
    let oci = |extra: &[&str]| {
        let mut args = vec!["create", "secret", "oci", "ghcr"];
        args.extend_from_slice(extra);
        run_in(dir.path(), &args)
    };
    assert_eq!(oci(&[]), failure("✗ --url is required\n"));
    assert_eq!(
        oci(&["--url=ghcr.io"]),
        failure("✗ --username is required\n")
    );
    assert_eq!(
        oci(&["--url=ghcr.io", "-u", "me"]),
        failure("✗ --password is required\n")
    );
    assert_eq!(
        oci(&["--url=ghcr.io/Org/app", "-u", "me", "-p", "pw"]),
        failure("✗ error parsing url: 'could not parse reference: ghcr.io/Org/app'\n")
    );
    // flux never reads --label for this command: a malformed one is no error, and no label
    // is set.
    let out = oci(&[
        "--url=ghcr.io",
        "-u",
        "me",
        "-p",
        "pw",
        "--label=malformed",
        "--export",
    ]);
    assert!(out.starts_with("success: true"), "{out}");
    assert!(!out.contains("labels:"), "{out}");
}

#[test]
fn create_secret_tls_reads_ca_then_cert_then_key() {
    let dir = tempfile::tempdir().unwrap();
    super::create_rules::write_key_pair(dir.path());
    std::fs::write(dir.path().join("ca.crt"), "ca").unwrap();
    let tls = |extra: &[&str]| {
        let mut args = vec!["create", "secret", "tls", "certs"];
        args.extend_from_slice(extra);
        run_in(dir.path(), &args)
    };
    assert_eq!(
        tls(&["--ca-crt-file=DIR/no.crt", "--tls-crt-file=DIR/no.pem"]),
        failure("✗ unable to read TLS CA file: open DIR/no.crt: no such file or directory\n")
    );
    assert_eq!(
        tls(&["--tls-crt-file=DIR/no.pem", "--tls-key-file=DIR/no.key"]),
        failure("✗ failed to read cert file: open DIR/no.pem: no such file or directory\n")
    );
    assert_eq!(
        tls(&["--tls-crt-file=DIR/tls.crt", "--tls-key-file=DIR/no.key"]),
        failure("✗ failed to read key file: open DIR/no.key: no such file or directory\n")
    );
    assert_eq!(
        tls(&[]),
        failure("✗ no CA certificate or client certificate pair found\n")
    );
    assert_eq!(
        tls(&["--tls-crt-file=DIR/tls.crt"]),
        failure("✗ found certificate but missing private key\n")
    );
    assert_eq!(
        tls(&["--tls-crt-file=DIR/tls.key", "--tls-key-file=DIR/tls.crt"]),
        failure(
            "✗ invalid TLS certificate and key pair: tls: failed to find certificate PEM data \
             in certificate input, but did find a private key; PEM inputs may have been \
             switched\n"
        )
    );
    // A CA alone is an Opaque Secret; flux prints it without the empty line of `Println`.
    assert_eq!(
        tls(&["--ca-crt-file=DIR/ca.crt", "--export"]),
        export(
            "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: certs\n  namespace: \
             flux-system\nstringData:\n  ca.crt: ca\ntype: Opaque\n"
        )
    );
    let pair = tls(&[
        "--tls-crt-file=DIR/tls.crt",
        "--tls-key-file=DIR/tls.key",
        "--export",
    ]);
    assert!(
        pair.contains("\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n"),
        "{pair}"
    );
    assert!(
        pair.contains("\ntype: kubernetes.io/tls\n----- stderr"),
        "{pair}"
    );
}

#[test]
fn create_secret_proxy_checks_labels_before_the_address() {
    let dir = tempfile::tempdir().unwrap();
    let proxy = |extra: &[&str]| {
        let mut args = vec!["create", "secret", "proxy", "proxy"];
        args.extend_from_slice(extra);
        run_in(dir.path(), &args)
    };
    assert_eq!(
        proxy(&["--label=a=b=c"]),
        failure("✗ invalid label format 'a=b=c', must be key=value\n")
    );
    assert_eq!(proxy(&[]), failure("✗ address is required\n"));
    assert_eq!(
        proxy(&["--address=http://proxy:port"]),
        failure(
            "✗ invalid proxy address: parse \"http://proxy:port\": invalid port \":port\" after \
             host\n"
        )
    );
    // Only the credentials that are given are stored.
    assert_eq!(
        proxy(&["--address=http://proxy:3128", "-u", "me", "--export"]),
        export(
            "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: proxy\n  namespace: \
             flux-system\nstringData:\n  address: http://proxy:3128\n  username: me\ntype: \
             Opaque\n\n"
        )
    );
}

#[test]
fn create_secret_githubapp_takes_no_labels() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("app.pem"), "key").unwrap();
    let out = run_in(
        dir.path(),
        &[
            "create",
            "secret",
            "githubapp",
            "app",
            "--app-id=1",
            "--app-installation-id=2",
            "--app-private-key=DIR/app.pem",
            "--label=malformed",
            "--export",
        ],
    );
    assert_eq!(
        out,
        export(
            "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: app\n  namespace: \
             flux-system\nstringData:\n  githubAppID: \"1\"\n  githubAppInstallationID: \"2\"\n  \
             githubAppPrivateKey: key\ntype: Opaque\n\n"
        )
    );
    let both = run_in(
        dir.path(),
        &[
            "create",
            "secret",
            "githubapp",
            "app",
            "--app-id=1",
            "--app-installation-id=2",
            "--app-installation-owner=org",
            "--app-private-key=DIR/app.pem",
        ],
    );
    assert_eq!(
        both,
        failure(
            "✗ exactly one of githubAppInstallationOwner or githubAppInstallationID must be \
             provided\n"
        )
    );
}
