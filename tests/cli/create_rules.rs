//! `create` as flux v2.9.4's source has it: the checks of each command in their order and with
//! their words, and the exact objects `--export` prints. Each expectation comes from reading
//! `cmd/flux/create_*.go` and the generators they call (`pkg/manifestgen/sourcesecret`,
//! fluxcd/pkg `runtime/secrets`, notation-go's trust policy rules).

use std::path::Path;

use assert_cmd::Command;

/// What a user sees of one run.
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs `fluxr args…` in `dir` with an empty environment but `PATH` and a `HOME` there.
fn run_in(dir: &Path, args: &[&str]) -> Run {
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", dir)
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap();
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

fn run(args: &[&str]) -> Run {
    let dir = tempfile::tempdir().unwrap();
    run_in(dir.path(), args)
}

/// The `✗` line of a run that must fail.
fn failure(args: &[&str]) -> String {
    let run = run(args);
    assert_eq!(run.code, 1, "{args:?} should fail: {}", run.stdout);
    run.stderr
        .strip_prefix("✗ ")
        .unwrap_or(&run.stderr)
        .trim_end_matches('\n')
        .to_owned()
}

/// The stdout of a run that must succeed.
fn exported_in(dir: &Path, args: &[&str]) -> String {
    let run = run_in(dir, args);
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    run.stdout
}

fn exported(args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    exported_in(dir.path(), args)
}

const TRUST_POLICY: &str = r#"{
    "version": "1.0",
    "trustPolicies": [
        {
            "name": "fluxcd.io",
            "registryScopes": [ "*" ],
            "signatureVerification": { "level" : "strict" },
            "trustStores": [ "ca:fluxcd.io" ],
            "trustedIdentities": [ "*" ]
        }
    ]
}
"#;

#[test]
fn notation_checks_certificates_flag_then_policy_then_files() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
    write("policy.json", TRUST_POLICY);
    write("ca.crt", "ca-data-crt");
    write("ca.pem", "ca-data-pem");
    write("ca.p12", "");
    write("string.json", "\"\"");
    write("broken.json", "{\"version\": \"1.0\",}");
    write(
        "deep.json",
        &format!("{}{}", "[".repeat(10_001), "]".repeat(10_001)),
    );
    write(
        "unnamed.json",
        "{\"version\": \"1.0\", \"trustPolicies\": [{}]}",
    );
    let fails = |args: &[&str]| {
        let mut all = vec!["create", "secret", "notation", "notation-config"];
        all.extend_from_slice(args);
        let run = run_in(dir.path(), &all);
        assert_eq!(run.code, 1, "{args:?}");
        run.stderr
    };
    assert_eq!(fails(&[]), "✗ --ca-cert-file is required\n");
    assert_eq!(
        fails(&["--ca-cert-file=ca.crt"]),
        "✗ --trust-policy-file is required\n"
    );
    assert_eq!(
        fails(&["--ca-cert-file=ca.crt", "--trust-policy-file=none.json"]),
        "✗ unable to read trust policy file: open none.json: no such file or directory\n"
    );
    assert_eq!(
        fails(&["--ca-cert-file=ca.crt", "--trust-policy-file=./string.json"]),
        "✗ failed to unmarshal trust policy ./string.json: json: cannot unmarshal string into \
         Go value of type trustpolicy.Document\n"
    );
    assert_eq!(
        fails(&["--ca-cert-file=ca.crt", "--trust-policy-file=broken.json"]),
        "✗ failed to unmarshal trust policy broken.json: invalid character '}' looking for \
         beginning of object key string\n"
    );
    // Go's JSON scanner stops at 10,000 levels of nesting.
    assert_eq!(
        fails(&["--ca-cert-file=ca.crt", "--trust-policy-file=deep.json"]),
        "✗ failed to unmarshal trust policy deep.json: invalid character '[' exceeded max depth\n"
    );
    // The policy is checked before the certificates are even looked at.
    assert_eq!(
        fails(&[
            "--ca-cert-file=missing-dir",
            "--trust-policy-file=unnamed.json"
        ]),
        "✗ invalid trust policy: trust policy: a trust policy statement is missing a name, every \
         statement requires a name\n"
    );
    // Every certificate problem is reported, one per line.
    assert_eq!(
        fails(&[
            "--ca-cert-file=ca.p12,missing.crt",
            "--ca-cert-file=ca.pem",
            "--trust-policy-file=policy.json"
        ]),
        "✗ ca.p12 must end with either .crt or .pem\nunable to read TLS CA file: open \
         missing.crt: no such file or directory\n"
    );
}

#[test]
fn notation_secret_holds_each_certificate_and_the_policy_without_a_type() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("certs")).unwrap();
    std::fs::write(dir.path().join("policy.json"), TRUST_POLICY).unwrap();
    std::fs::write(dir.path().join("certs/ca.crt"), "ca-data-crt").unwrap();
    std::fs::write(dir.path().join("certs/ca.pem"), "ca-data-pem").unwrap();
    let stdout = exported_in(
        dir.path(),
        &[
            "create",
            "secret",
            "notation",
            "notation-config",
            "--ca-cert-file=./certs/ca.crt",
            "--ca-cert-file=./certs/ca.pem",
            "--trust-policy-file=policy.json",
            "--namespace=my-namespace",
            "--label=team=ops",
            "--export",
        ],
    );
    let policy: String = TRUST_POLICY.lines().map(|l| format!("    {l}\n")).collect();
    assert_eq!(
        stdout,
        format!(
            "---\napiVersion: v1\nkind: Secret\nmetadata:\n  labels:\n    team: ops\n  name: \
             notation-config\n  namespace: my-namespace\nstringData:\n  ca.crt: ca-data-crt\n  \
             ca.pem: ca-data-pem\n  trustpolicy.json: |\n{policy}\n"
        )
    );
}

#[test]
fn oci_secret_requires_url_username_password_and_a_reference() {
    let base = ["create", "secret", "oci", "ghcr"];
    let with = |extra: &[&str]| {
        let mut args = base.to_vec();
        args.extend_from_slice(extra);
        failure(&args)
    };
    assert_eq!(failure(&["create", "secret", "oci"]), "name is required");
    assert_eq!(with(&["-u", "me", "-p", "pw"]), "--url is required");
    assert_eq!(
        with(&["--url=ghcr.io", "-p", "pw"]),
        "--username is required"
    );
    assert_eq!(
        with(&["--url=ghcr.io", "-u", "me"]),
        "--password is required"
    );
    assert_eq!(
        with(&["--url=ghcr.io/Org/App", "-u", "me", "-p", "pw"]),
        "error parsing url: 'could not parse reference: ghcr.io/Org/App'"
    );
}

#[test]
fn oci_secret_is_an_indented_docker_config_without_labels() {
    let stdout = exported(&[
        "create",
        "secret",
        "oci",
        "ghcr",
        "--namespace=my-namespace",
        "--url",
        "ghcr.io",
        "--username",
        "stefanprodan",
        "--password=password",
        "--label=team=ops",
        "--export",
    ]);
    assert_eq!(
        stdout,
        "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: ghcr\n  namespace: my-namespace\n\
         stringData:\n  .dockerconfigjson: |-\n    {\n      \"auths\": {\n        \"ghcr.io\": {\n\
         \x20         \"username\": \"stefanprodan\",\n          \"password\": \"password\",\n\
         \x20         \"auth\": \"c3RlZmFucHJvZGFuOnBhc3N3b3Jk\"\n        }\n      }\n    }\n\
         type: kubernetes.io/dockerconfigjson\n\n"
    );
}

/// A self-signed certificate with its key, and a key of another pair, as PEM files in `dir`.
pub(crate) fn write_key_pair(dir: &Path) {
    use openssl::{asn1::Asn1Time, ec, hash::MessageDigest, nid::Nid, pkey::PKey, x509};
    let new_key = || {
        let group = ec::EcGroup::from_curve_name(Nid::X9_62_PRIME256V1).unwrap();
        PKey::from_ec_key(ec::EcKey::generate(&group).unwrap()).unwrap()
    };
    let key = new_key();
    let mut name = x509::X509NameBuilder::new().unwrap();
    name.append_entry_by_text("CN", "flux").unwrap();
    let name = name.build();
    let mut builder = x509::X509::builder().unwrap();
    builder.set_version(2).unwrap();
    builder.set_subject_name(&name).unwrap();
    builder.set_issuer_name(&name).unwrap();
    builder.set_pubkey(&key).unwrap();
    builder
        .set_not_before(&Asn1Time::days_from_now(0).unwrap())
        .unwrap();
    builder
        .set_not_after(&Asn1Time::days_from_now(1).unwrap())
        .unwrap();
    builder.sign(&key, MessageDigest::sha256()).unwrap();
    let cert = builder.build().to_pem().unwrap();
    std::fs::write(dir.join("tls.crt"), &cert).unwrap();
    std::fs::write(dir.join("ca.crt"), &cert).unwrap();
    std::fs::write(dir.join("tls.key"), key.private_key_to_pem_pkcs8().unwrap()).unwrap();
    std::fs::write(
        dir.join("other.key"),
        new_key().private_key_to_pem_pkcs8().unwrap(),
    )
    .unwrap();
}

#[test]
fn tls_secret_types_and_pair_checks() {
    let dir = tempfile::tempdir().unwrap();
    write_key_pair(dir.path());
    let cert = std::fs::read_to_string(dir.path().join("tls.crt")).unwrap();
    let key = std::fs::read_to_string(dir.path().join("tls.key")).unwrap();
    let indent = |text: &str| -> String { text.lines().map(|l| format!("    {l}\n")).collect() };
    let stdout = exported_in(
        dir.path(),
        &[
            "create",
            "secret",
            "tls",
            "certs",
            "--tls-crt-file=tls.crt",
            "--tls-key-file=tls.key",
            "--ca-crt-file=ca.crt",
            "--export",
        ],
    );
    // flux prints this one with Print, not Println: no empty line after it.
    assert_eq!(
        stdout,
        format!(
            "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: certs\n  namespace: \
             flux-system\nstringData:\n  ca.crt: |\n{}  tls.crt: |\n{}  tls.key: |\n{}type: \
             kubernetes.io/tls\n",
            indent(&cert),
            indent(&cert),
            indent(&key)
        )
    );
    let ca_only = exported_in(
        dir.path(),
        &[
            "create",
            "secret",
            "tls",
            "ca",
            "--ca-crt-file=ca.crt",
            "--export",
        ],
    );
    assert!(ca_only.ends_with("type: Opaque\n"), "{ca_only}");
    assert!(!ca_only.contains("tls.crt"));
    let fails = |args: &[&str]| {
        let mut all = vec!["create", "secret", "tls", "certs"];
        all.extend_from_slice(args);
        run_in(dir.path(), &all).stderr
    };
    assert_eq!(
        fails(&[]),
        "✗ no CA certificate or client certificate pair found\n"
    );
    assert_eq!(
        fails(&["--tls-crt-file=tls.crt"]),
        "✗ found certificate but missing private key\n"
    );
    assert_eq!(
        fails(&["--tls-key-file=tls.key"]),
        "✗ found private key but missing certificate\n"
    );
    assert_eq!(
        fails(&["--tls-crt-file=tls.crt", "--tls-key-file=other.key"]),
        "✗ invalid TLS certificate and key pair: tls: private key does not match public key\n"
    );
    assert_eq!(
        fails(&["--tls-crt-file=tls.key", "--tls-key-file=tls.crt"]),
        "✗ invalid TLS certificate and key pair: tls: failed to find certificate PEM data in \
         certificate input, but did find a private key; PEM inputs may have been switched\n"
    );
    // The CA is read first, then the certificate, then the key.
    assert_eq!(
        fails(&["--ca-crt-file=no.ca", "--tls-crt-file=no.crt"]),
        "✗ unable to read TLS CA file: open no.ca: no such file or directory\n"
    );
    assert_eq!(
        fails(&["--tls-crt-file=no.crt", "--tls-key-file=no.key"]),
        "✗ failed to read cert file: open no.crt: no such file or directory\n"
    );
    assert_eq!(
        fails(&["--ca-crt-file=."]),
        "✗ unable to read TLS CA file: read .: is a directory\n"
    );
}

#[test]
fn helm_secret_prefers_a_client_certificate_then_basic_auth_then_a_ca() {
    let dir = tempfile::tempdir().unwrap();
    write_key_pair(dir.path());
    let export = |args: &[&str]| {
        let mut all = vec!["create", "secret", "helm", "repo", "--export"];
        all.extend_from_slice(args);
        exported_in(dir.path(), &all)
    };
    assert_eq!(
        export(&[]),
        "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: repo\n  namespace: \
         flux-system\n\n"
    );
    let basic = export(&["-u", "me", "-p", "pw", "--ca-crt-file=ca.crt"]);
    assert!(
        basic.ends_with("  password: pw\n  username: me\ntype: kubernetes.io/basic-auth\n\n"),
        "{basic}"
    );
    assert!(basic.contains("  ca.crt: |\n"));
    let mtls = export(&[
        "-u",
        "me",
        "-p",
        "pw",
        "--tls-crt-file=tls.crt",
        "--tls-key-file=tls.key",
    ]);
    assert!(mtls.ends_with("type: kubernetes.io/tls\n\n"), "{mtls}");
    assert!(!mtls.contains("username"));
    assert!(export(&["--ca-crt-file=ca.crt"]).ends_with("type: Opaque\n\n"));
    assert_eq!(
        failure(&["create", "secret", "helm", "repo", "-u", "me"]),
        "password is required"
    );
    assert_eq!(
        failure(&["create", "secret", "helm", "repo", "-p", "pw"]),
        "username is required"
    );
}

#[test]
fn proxy_secret_checks_labels_then_the_address() {
    assert_eq!(
        failure(&["create", "secret", "proxy", "proxy", "--label=bad"]),
        "invalid label format 'bad', must be key=value"
    );
    assert_eq!(
        failure(&["create", "secret", "proxy", "proxy"]),
        "address is required"
    );
    assert_eq!(
        failure(&["create", "secret", "proxy", "proxy", "--address=http://p:x"]),
        "invalid proxy address: parse \"http://p:x\": invalid port \":x\" after host"
    );
    assert_eq!(
        exported(&[
            "create",
            "secret",
            "proxy",
            "proxy",
            "--address=http://proxy:3128",
            "-p",
            "pw",
            "--export"
        ]),
        "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: proxy\n  namespace: \
         flux-system\nstringData:\n  address: http://proxy:3128\n  password: pw\ntype: Opaque\n\n"
    );
}

#[test]
fn githubapp_secret_reads_the_key_first_and_needs_one_installation() {
    assert_eq!(
        failure(&["create", "secret", "githubapp", "app", "--app-id=1"]),
        "unable to read private key file: open : no such file or directory"
    );
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("pk.pem"), "key").unwrap();
    let fails = |args: &[&str]| {
        let mut all = vec![
            "create",
            "secret",
            "githubapp",
            "app",
            "--app-private-key=pk.pem",
        ];
        all.extend_from_slice(args);
        run_in(dir.path(), &all).stderr
    };
    assert_eq!(fails(&[]), "✗ githubAppID is required\n");
    assert_eq!(
        fails(&["--app-id=1"]),
        "✗ exactly one of githubAppInstallationOwner or githubAppInstallationID must be provided\n"
    );
    assert_eq!(
        fails(&[
            "--app-id=1",
            "--app-installation-id=2",
            "--app-installation-owner=org"
        ]),
        "✗ exactly one of githubAppInstallationOwner or githubAppInstallationID must be provided\n"
    );
    let stdout = exported_in(
        dir.path(),
        &[
            "create",
            "secret",
            "githubapp",
            "app",
            "--app-private-key=pk.pem",
            "--app-id=1",
            "--app-installation-id=2",
            "--label=team=ops",
            "--export",
        ],
    );
    assert_eq!(
        stdout,
        "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: app\n  namespace: flux-system\n\
         stringData:\n  githubAppID: \"1\"\n  githubAppInstallationID: \"2\"\n  \
         githubAppPrivateKey: key\ntype: Opaque\n\n"
    );
}

#[test]
fn receiver_secret_draws_a_token_when_none_is_given() {
    let stdout = exported(&[
        "create",
        "secret",
        "receiver",
        "hook",
        "--type=github",
        "--hostname=flux.example.com",
        "--export",
    ]);
    let secret = fluxr::yaml::parse_one(&stdout).unwrap();
    let token = secret["stringData"]["token"].as_str().unwrap();
    assert_eq!(token.len(), 64, "32 random bytes in hex");
    assert!(token.bytes().all(|b| b.is_ascii_hexdigit()));
    let url = secret["metadata"]["annotations"]["notification.toolkit.fluxcd.io/webhook"]
        .as_str()
        .unwrap();
    assert_eq!(
        url,
        format!(
            "https://flux.example.com{}",
            fluxr::manifestgen::secrets::webhook_path(token, "hook", "flux-system")
        )
    );
    assert_eq!(
        failure(&["create", "secret", "receiver", "hook", "--type="]),
        "invalid argument \"\" for \"--type\" flag: no receiver type given, please specify the \
         receiver type"
    );
}

#[test]
fn git_secret_over_https_follows_the_generator() {
    // The user is stored only together with the password.
    assert_eq!(
        exported(&[
            "create",
            "secret",
            "git",
            "auth",
            "--url=https://github.com/org/repo",
            "--username=me",
            "--bearer-token=tok",
            "--export"
        ]),
        "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: auth\n  namespace: flux-system\n\
         stringData:\n  bearerToken: tok\n\n"
    );
    assert_eq!(
        failure(&["create", "secret", "git", "auth", "--url=ftp://host/repo"]),
        "git URL scheme 'ftp' not supported, can be: ssh, http and https"
    );
    assert_eq!(
        failure(&[
            "create",
            "secret",
            "git",
            "auth",
            "--url=https://host:x/repo#top"
        ]),
        "git URL parse failed: parse \"https://host:x/repo\": invalid port \":x\" after host"
    );
    assert_eq!(
        failure(&[
            "create",
            "secret",
            "git",
            "auth",
            "--url=https://host/repo",
            "-u",
            "me",
            "-p",
            "pw",
            "--ca-crt-file=ca.crt"
        ]),
        "unable to read TLS CA file: open ca.crt: no such file or directory"
    );
    assert_eq!(
        failure(&[
            "create",
            "secret",
            "git",
            "auth",
            "--url=ssh://git@host/repo",
            "--ssh-rsa-bits=1001"
        ]),
        "invalid argument \"1001\" for \"--ssh-rsa-bits\" flag: RSA key bit size must be at \
         least 1024"
    );
    assert_eq!(
        failure(&[
            "create",
            "secret",
            "git",
            "auth",
            "--url=ssh://git@host/repo",
            "--ssh-ecdsa-curve=p1"
        ]),
        "invalid argument \"p1\" for \"--ssh-ecdsa-curve\" flag: unsupported curve 'p1', must be \
         one of: p256, p384, p521"
    );
}

#[test]
fn source_helm_needs_a_host() {
    for url in ["https:///charts", "oci:podinfo"] {
        assert_eq!(
            failure(&[
                "create",
                "source",
                "helm",
                "podinfo",
                &format!("--url={url}"),
                "--export"
            ]),
            "url host is required"
        );
    }
    // The labels are checked before the URL.
    assert_eq!(
        failure(&[
            "create",
            "source",
            "helm",
            "podinfo",
            "--url=git://x",
            "--label=a=b=c"
        ]),
        "invalid label format 'a=b=c', must be key=value"
    );
}

#[test]
fn source_chart_ignores_a_subject_without_a_provider() {
    let args = [
        "create",
        "source",
        "chart",
        "podinfo",
        "--source=HelmRepository/podinfo",
        "--chart=podinfo",
        "--export",
    ];
    let mut with_subject = args.to_vec();
    with_subject.push("--verify-subject=bar");
    let run = run(&with_subject);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(!run.stdout.contains("verify"));
    assert_eq!(run.stderr, "✚ generating HelmChart source\n");
    let mut with_issuer = args.to_vec();
    with_issuer.push("--verify-issuer=foo");
    assert_eq!(
        run_in_temp_stderr(&with_issuer),
        "✚ generating HelmChart source\n✗ a verification provider must be specified when OIDC \
         issuer/subject is specified\n"
    );
    let mut empty_provider = args.to_vec();
    empty_provider.push("--verify-provider=");
    assert_eq!(
        failure(&empty_provider),
        "invalid argument \"\" for \"--verify-provider\" flag: no source OCI verify provider \
         given, please specify the OCI verify provider name to use for signature verification, \
         available options are: (cosign)"
    );
}

fn run_in_temp_stderr(args: &[&str]) -> String {
    run(args).stderr
}

#[test]
fn kustomization_needs_a_source_and_reads_sources_as_flux() {
    assert_eq!(
        failure(&[
            "create",
            "kustomization",
            "my-app",
            "--path=./deploy",
            "--export"
        ]),
        "source is required"
    );
    assert_eq!(
        failure(&["create", "ks", "app", "--source=GitRepository"]),
        "invalid argument \"GitRepository\" for \"--source\" flag: no kind specified for source \
         'GitRepository'"
    );
    assert_eq!(
        failure(&["create", "ks", "app", "--source=Bucket/"]),
        "invalid argument \"Bucket/\" for \"--source\" flag: no name given for source of kind \
         'Bucket'"
    );
    let stdout = exported(&[
        "create",
        "ks",
        "app",
        "--source=ocirepository/apps.team.ops",
        "--depends-on=infra,ops/db@status.ready,ns/a/b",
        "--export",
    ]);
    assert!(
        stdout.contains(
            "  dependsOn:\n  - name: infra\n  - name: db\n    namespace: ops\n  - name: a/b\n    \
             namespace: ns\n"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "  sourceRef:\n    kind: OCIRepository\n    name: apps.team\n    namespace: ops\n"
        ),
        "{stdout}"
    );
}

#[test]
fn kustomization_validation_flag_is_deprecated_on_stdout() {
    // cobra prints the notice while parsing flags, before the name is checked, on stdout.
    let run = run(&[
        "create",
        "ks",
        "--validation=client",
        "--source=podinfo",
        "--export",
    ]);
    assert_eq!(
        run.stdout,
        "Flag --validation has been deprecated, this arg is no longer used, all resources are \
         validated using server-side apply dry-run\n"
    );
    assert_eq!(run.stderr, "✗ name is required\n");
    assert_eq!(run.code, 1);
}

#[test]
fn helmrelease_storage_namespace_and_chart_reference_kinds() {
    let spec = |args: &[&str]| {
        let mut all = vec!["create", "hr", "podinfo", "--export"];
        all.extend_from_slice(args);
        let stdout = exported(&all);
        fluxr::yaml::parse_one(&stdout).unwrap()["spec"].clone()
    };
    let target = spec(&["--chart=podinfo", "--target-namespace=apps"]);
    assert_eq!(target["storageNamespace"], "apps");
    assert_eq!(target["targetNamespace"], "apps");
    let storage = spec(&[
        "--chart=podinfo",
        "--target-namespace=apps",
        "--storage-namespace=helm",
    ]);
    assert_eq!(storage["storageNamespace"], "helm");
    // Without --source the chart's reference is empty, as flux leaves it.
    assert_eq!(
        target["chart"]["spec"]["sourceRef"],
        serde_json::json!({"kind": "", "name": ""})
    );
    assert_eq!(
        failure(&[
            "create",
            "hr",
            "podinfo",
            "--chart-ref=helmchart/podinfo",
            "--export"
        ]),
        "chart reference kind 'helmchart' is not supported, must be one of: OCIRepository, \
         HelmChart"
    );
    assert_eq!(
        failure(&["create", "hr", "podinfo", "--chart-ref=podinfo", "--export"]),
        "chart reference kind '' is not supported, must be one of: OCIRepository, HelmChart"
    );
    // The strategy is checked before the chart reference.
    assert_eq!(
        failure(&[
            "create",
            "hr",
            "podinfo",
            "--chart-ref=x/podinfo",
            "--reconcile-strategy=Always",
            "--export"
        ]),
        "'Always' is an invalid reconcile strategy(valid: Revision, ChartVersion)"
    );
    assert_eq!(
        failure(&[
            "create",
            "hr",
            "podinfo",
            "--chart=podinfo",
            "--crds=Replace"
        ]),
        "invalid argument \"Replace\" for \"--crds\" flag: unsupported upgrade CRDs policy \
         'Replace', must be one of: Skip, Create, CreateReplace"
    );
    let chart_ref = spec(&["--chart-ref=OCIRepository/podinfo.charts"]);
    assert_eq!(
        chart_ref["chartRef"],
        serde_json::json!({"kind": "OCIRepository", "name": "podinfo", "namespace": "charts"})
    );
}

#[test]
fn helmrelease_values_files_read_as_flux_reads_them() {
    // flux converts values files with sigs.k8s.io/yaml, which reads YAML 1.1: `yes` and `off`
    // are booleans, and a later values file overrides an earlier one key by key.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("a.yaml"),
        "enabled: yes\nimage:\n  tag: v1\n  pull: Always\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("b.yaml"), "debug: off\nimage:\n  tag: v2\n").unwrap();
    let stdout = exported_in(
        dir.path(),
        &[
            "create",
            "hr",
            "podinfo",
            "--chart=podinfo",
            "--values=a.yaml,b.yaml",
            "--export",
        ],
    );
    let spec = &fluxr::yaml::parse_one(&stdout).unwrap()["spec"];
    assert_eq!(
        spec["values"],
        serde_json::json!({
            "debug": false, "enabled": true, "image": {"pull": "Always", "tag": "v2"}
        })
    );
    std::fs::write(dir.path().join("list.yaml"), "- a\n").unwrap();
    let run = run_in(
        dir.path(),
        &[
            "create",
            "hr",
            "podinfo",
            "--chart=podinfo",
            "--values=list.yaml",
            "--export",
        ],
    );
    assert_eq!(
        run.stderr,
        "✗ unmarshaling values from list.yaml failed: json: cannot unmarshal array into Go \
         value of type map[string]interface {}\n"
    );
}

#[test]
fn helmrelease_values_errors_say_their_cause_once() {
    // flux wraps the cause once: fmt.Errorf("reading values from %s failed: %w", v, err), and
    // the same for sigs.k8s.io/yaml's conversion error.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.yaml"), "a:\n  c: x\n: bad\n").unwrap();
    let hr = |values: &str| {
        run_in(
            dir.path(),
            &[
                "create",
                "hr",
                "podinfo",
                "--chart=podinfo",
                values,
                "--export",
            ],
        )
    };
    let missing = hr("--values=missing.yaml");
    assert_eq!(missing.code, 1);
    assert_eq!(
        missing.stderr,
        "✗ reading values from missing.yaml failed: open missing.yaml: no such file or \
         directory\n"
    );
    let bad = hr("--values=bad.yaml");
    assert_eq!(bad.code, 1);
    assert_eq!(
        bad.stderr,
        "✗ converting values to JSON from bad.yaml failed: yaml: line 2: did not find expected \
         key\n"
    );
}

#[test]
fn helmrelease_values_file_is_read_up_to_its_first_document() {
    // go-yaml v2's Unmarshal, under sigs.k8s.io/yaml, decodes the first document of the file
    // and leaves the rest unread, broken or not; an empty first document adds no values.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("two.yaml"), "a: 1\n---\nb: 2\n").unwrap();
    std::fs::write(dir.path().join("broken-second.yaml"), "a: 1\n---\nb: [\n").unwrap();
    std::fs::write(dir.path().join("empty-first.yaml"), "---\n---\nc: 3\n").unwrap();
    let values = |file: &str| {
        let stdout = exported_in(
            dir.path(),
            &[
                "create",
                "hr",
                "podinfo",
                "--chart=podinfo",
                file,
                "--export",
            ],
        );
        fluxr::yaml::parse_one(&stdout).unwrap()["spec"]["values"].clone()
    };
    assert_eq!(values("--values=two.yaml"), serde_json::json!({"a": 1}));
    assert_eq!(
        values("--values=broken-second.yaml"),
        serde_json::json!({"a": 1})
    );
    assert_eq!(values("--values=empty-first.yaml"), serde_json::json!({}));
}

#[test]
fn tenant_names_are_qualified_names() {
    assert_eq!(
        failure(&[
            "create",
            "tenant",
            "dev-team",
            "--with-namespace=apps",
            "--cluster-role="
        ]),
        "cluster-role is required"
    );
    assert_eq!(
        failure(&["create", "tenant", "dev-team", "--with-namespace=front end"]),
        "invalid namespace 'front end': [name part must consist of alphanumeric characters, \
         '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName', \
         or 'my.name', or '123-abc', regex used for validation is \
         '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')]"
    );
    assert_eq!(
        failure(&[
            "create",
            "tenant",
            "dev-team",
            "--with-namespace=apps",
            "--with-service-account=-sa"
        ]),
        "invalid service-account name '-sa': [name part must consist of alphanumeric \
         characters, '-', '_' or '.', and must start and end with an alphanumeric character \
         (e.g. 'MyName', or 'my.name', or '123-abc', regex used for validation is \
         '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')]"
    );
    // Namespaces are checked one by one, each before the labels.
    assert_eq!(
        failure(&[
            "create",
            "tenant",
            "dev-team",
            "--with-namespace=apps,-bad",
            "--label=x"
        ]),
        "invalid label format 'x', must be key=value"
    );
}

#[test]
fn image_update_requires_branch_and_author() {
    let base = [
        "create",
        "image",
        "update",
        "apps",
        "--git-repo-ref=flux-system",
    ];
    let with = |extra: &[&str]| {
        let mut args = base.to_vec();
        args.extend_from_slice(extra);
        failure(&args)
    };
    assert_eq!(
        with(&[]),
        "the Git repository branch is required (--checkout-branch)"
    );
    assert_eq!(
        with(&["--checkout-branch=main"]),
        "the author name is required (--author-name)"
    );
    assert_eq!(
        with(&["--checkout-branch=main", "--author-name=flux"]),
        "the author email is required (--author-email)"
    );
}

#[test]
fn verbose_changes_nothing_create_prints() {
    let args = [
        "create",
        "source",
        "git",
        "podinfo",
        "--url=https://github.com/stefanprodan/podinfo",
        "--branch=main",
        "--export",
    ];
    let plain = run(&args);
    let mut verbose_args = args.to_vec();
    verbose_args.push("--verbose");
    let verbose = run(&verbose_args);
    assert_eq!(plain.code, 0);
    assert_eq!(
        (verbose.stdout, verbose.stderr),
        (plain.stdout, plain.stderr)
    );
}

#[test]
fn empty_slice_flags_set_nothing() {
    // pflag reads `--flag=` of a string slice as no values at all.
    let plain = exported(&["create", "ks", "app", "--source=podinfo", "--export"]);
    assert_eq!(
        exported(&[
            "create",
            "ks",
            "app",
            "--source=podinfo",
            "--label=",
            "--depends-on=",
            "--health-check=",
            "--export"
        ]),
        plain
    );
    let tenant = run(&["create", "tenant", "dev", "--with-namespace=", "--export"]);
    assert_eq!((tenant.code, tenant.stdout.as_str()), (0, ""));
    assert_eq!(
        failure(&[
            "create",
            "secret",
            "notation",
            "notation",
            "--ca-cert-file=",
            "--trust-policy-file=p.json"
        ]),
        "--ca-cert-file is required"
    );
}

#[test]
fn create_keeps_the_namespace_it_is_given() {
    // flux's `create` runs its own pre-run hook (the name check) in place of the root's, which
    // is where the namespace is checked as a DNS label and taken from the kubeconfig context.
    let out = exported(&[
        "create",
        "source",
        "git",
        "podinfo",
        "--url=https://github.com/stefanprodan/podinfo",
        "--branch=master",
        "--namespace=Team_A",
        "--export",
    ]);
    assert!(out.contains("  namespace: Team_A\n"), "{out}");
    assert_eq!(
        failure(&["create", "source", "git", "Podinfo", "-n", "Team_A"]),
        "name 'Podinfo' is invalid, it should adhere to standard defined in RFC 1123, the name \
         can only contain alphanumeric characters or '-'"
    );
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = dir.path().join("config");
    std::fs::write(
        &kubeconfig,
        "apiVersion: v1\nkind: Config\ncurrent-context: dev\ncontexts:\n- name: dev\n  context:\n    \
         cluster: dev\n    user: dev\n    namespace: apps\nclusters:\n- name: dev\n  cluster:\n    \
         server: https://127.0.0.1:1\nusers:\n- name: dev\n  user: {}\n",
    )
    .unwrap();
    let out = exported_in(
        dir.path(),
        &[
            "create",
            "source",
            "helm",
            "podinfo",
            "--url=https://stefanprodan.github.io/podinfo",
            "--ns-follows-kube-context",
            "--kubeconfig",
            kubeconfig.to_str().unwrap(),
            "--export",
        ],
    );
    assert!(out.contains("  namespace: flux-system\n"), "{out}");
    // Outside `create` the same flags fail as flux's root hook fails them.
    let get = run(&["get", "sources", "git", "-n", "Team_A"]);
    assert_eq!(
        get.stderr,
        "✗ namespace must be a valid DNS label: \"Team_A\"\n"
    );
}

/// No `create` command of flux sets cobra's `Args`: the name is the first argument and any
/// further ones are ignored, before any check runs.
#[test]
fn create_commands_ignore_arguments_after_the_name() {
    let leaves: [&[&str]; 22] = [
        &["alert"],
        &["alert-provider"],
        &["helmrelease"],
        &["image", "policy"],
        &["image", "repository"],
        &["image", "update"],
        &["kustomization"],
        &["receiver"],
        &["secret", "git"],
        &["secret", "githubapp"],
        &["secret", "helm"],
        &["secret", "notation"],
        &["secret", "oci"],
        &["secret", "proxy"],
        &["secret", "receiver"],
        &["secret", "tls"],
        &["source", "bucket"],
        &["source", "chart"],
        &["source", "git"],
        &["source", "helm"],
        &["source", "oci"],
        &["tenant"],
    ];
    for leaf in leaves {
        let base: Vec<&str> = ["create"]
            .iter()
            .chain(leaf)
            .copied()
            .chain(["podinfo", "--export"])
            .collect();
        let with_extra: Vec<&str> = base.iter().copied().chain(["extra", "more"]).collect();
        let (plain, extra) = (run(&base), run(&with_extra));
        assert!(
            !extra.stderr.contains("unexpected"),
            "{leaf:?}: {}",
            extra.stderr
        );
        assert_eq!(
            (extra.code, extra.stdout, extra.stderr),
            (plain.code, plain.stdout, plain.stderr),
            "{leaf:?}"
        );
    }
    let source = exported(&[
        "create",
        "source",
        "git",
        "podinfo",
        "extra",
        "--url=https://example.org/podinfo",
        "--branch=main",
        "--export",
    ]);
    assert!(source.contains("  name: podinfo\n"), "{source}");
    assert!(!source.contains("extra"), "{source}");
}
