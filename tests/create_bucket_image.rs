//! `create source bucket`, `create image repository` and `create image policy`, with and
//! without `--export`, against the fake API server: the objects flux writes, the credentials
//! Secret of a Bucket, the progress lines of each command and its checks, in flux's order.

mod support;

use std::path::PathBuf;

use serde_json::{Value, json};
use support::{FakeKube, fluxr_on_cluster as fluxr};

fn setup() -> (FakeKube, tempfile::TempDir, PathBuf) {
    let (server, dir, kubeconfig) = support::flux_cluster(&["flux-system", "apps"]);
    (server, dir, kubeconfig)
}

fn stored(server: &FakeKube, api_version: &str, kind: &str, name: &str) -> Value {
    server
        .object(api_version, kind, Some("flux-system"), name)
        .unwrap_or_else(|| panic!("{kind} {name} exists"))
}

#[test]
fn bucket_export_holds_the_spec_and_never_the_keys() {
    let (_dir, kubeconfig) = support::unreachable_kubeconfig();
    let run = fluxr(
        &kubeconfig,
        &[
            "create",
            "source",
            "bucket",
            "podinfo",
            "--bucket-name=podinfo",
            "--endpoint=minio.minio.svc:9000",
            "--insecure",
            "--access-key=AKIA",
            "--secret-key=s3cr3t",
            "--ignore-paths=/docs,*.md",
            "--proxy-secret-ref=proxy",
            "--fetch-timeout=30s",
            "--interval=10m",
            "--label=team=ops",
            "--export",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "---\napiVersion: source.toolkit.fluxcd.io/v1\nkind: Bucket\nmetadata:\n  labels:\n    \
         team: ops\n  name: podinfo\n  namespace: flux-system\nspec:\n  bucketName: podinfo\n  \
         endpoint: minio.minio.svc:9000\n  ignore: |-\n    /docs\n    *.md\n  insecure: true\n  \
         interval: 10m0s\n  provider: generic\n  proxySecretRef:\n    name: proxy\n  timeout: \
         30s\n"
    );
    assert!(!run.stdout.contains("s3cr3t") && !run.stderr.contains("s3cr3t"));

    let aws = fluxr(
        &kubeconfig,
        &[
            "create",
            "source",
            "bucket",
            "podinfo",
            "--bucket-name=podinfo",
            "--provider=aws",
            "--endpoint=s3.amazonaws.com",
            "--region=us-east-1",
            "--secret-ref=creds",
            "--ignore-paths=",
            "--export",
        ],
    );
    assert_eq!(aws.code, 0, "{}", aws.stderr);
    assert_eq!(
        aws.stdout,
        "---\napiVersion: source.toolkit.fluxcd.io/v1\nkind: Bucket\nmetadata:\n  name: podinfo\n  \
         namespace: flux-system\nspec:\n  bucketName: podinfo\n  endpoint: s3.amazonaws.com\n  \
         interval: 1m0s\n  provider: aws\n  region: us-east-1\n  secretRef:\n    name: creds\n"
    );
}

#[test]
fn bucket_flags_are_checked_in_flux_order() {
    let (_dir, kubeconfig) = support::unreachable_kubeconfig();
    let cases: [(&[&str], &str); 5] = [
        (&[], "name is required"),
        (
            &["b1", "--endpoint=e", "--label=x"],
            "bucket-name is required",
        ),
        (
            &["b1", "--bucket-name=b", "--label=x"],
            "endpoint is required",
        ),
        (
            &["b1", "--bucket-name=b", "--endpoint=e", "--label=x"],
            "invalid label format 'x', must be key=value",
        ),
        (
            &["b1", "--provider=minio"],
            "invalid argument \"minio\" for \"--provider\" flag: source bucket provider 'minio' \
             is not supported, must be one of: generic, aws, azure, gcp",
        ),
    ];
    for (args, message) in cases {
        let mut argv = vec!["create", "source", "bucket"];
        argv.extend_from_slice(args);
        argv.push("--export");
        let run = fluxr(&kubeconfig, &argv);
        assert_ne!(run.code, 0, "{args:?}");
        assert_eq!(
            run.stderr.lines().next(),
            Some(&*format!("✗ {message}")),
            "{args:?}"
        );
        assert!(run.stdout.is_empty());
    }
}

#[test]
fn bucket_applies_its_credentials_secret_then_waits_for_the_artifact() {
    let (server, _dir, kubeconfig) = setup();
    let args = [
        "create",
        "source",
        "bucket",
        "podinfo",
        "--bucket-name=podinfo",
        "--endpoint=minio.minio.svc:9000",
        "--access-key=AKIA",
        "--secret-key=s3cr3t",
        "--label=team=ops",
    ];
    let run = fluxr(&kubeconfig, &args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let bucket = stored(&server, "source.toolkit.fluxcd.io/v1", "Bucket", "podinfo");
    let revision = bucket["status"]["artifact"]["revision"].as_str().unwrap();
    assert!(revision.starts_with("sha256:"), "{revision}");
    assert_eq!(
        run.stderr,
        format!(
            "✚ generating Bucket source\n► applying secret with the bucket credentials\n\
             ✔ authentication configured\n► applying Bucket source\n✔ Bucket source created\n\
             ◎ waiting for Bucket source reconciliation\n\
             ✔ Bucket source reconciliation completed\n✔ fetched revision: {revision}\n"
        )
    );
    assert!(!run.stderr.contains("s3cr3t"));
    assert_eq!(
        bucket["spec"]["secretRef"],
        json!({"name": "bucket-podinfo"})
    );
    assert_eq!(bucket["spec"]["provider"], "generic");
    let secret = server
        .object("v1", "Secret", Some("flux-system"), "bucket-podinfo")
        .expect("the credentials Secret");
    assert_eq!(secret["metadata"]["labels"], json!({"team": "ops"}));
    use base64::Engine as _;
    let decode = |key: &str| {
        let text = secret["data"][key].as_str().unwrap();
        String::from_utf8(
            base64::engine::general_purpose::STANDARD
                .decode(text)
                .unwrap(),
        )
        .unwrap()
    };
    assert_eq!(decode("accesskey"), "AKIA");
    assert_eq!(decode("secretkey"), "s3cr3t");

    let again = fluxr(&kubeconfig, &args);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(
        again.stderr.contains("✔ Bucket source updated\n"),
        "{}",
        again.stderr
    );

    // Only one key: no Secret, no secretRef.
    let one_key = fluxr(
        &kubeconfig,
        &[
            "create",
            "source",
            "bucket",
            "lonely",
            "--bucket-name=b",
            "--endpoint=e",
            "--access-key=AKIA",
        ],
    );
    assert_eq!(one_key.code, 0, "{}", one_key.stderr);
    assert!(!one_key.stderr.contains("authentication configured"));
    assert!(
        server
            .object("v1", "Secret", Some("flux-system"), "bucket-lonely")
            .is_none()
    );
}

/// A bucket the controller never reports on is waited for until `--timeout`, which ends as
/// flux's poll ends: with its context's error.
#[test]
fn bucket_never_reconciled_times_out_with_the_context_error() {
    let (server, _dir, kubeconfig) = setup();
    server.stop_controller("Bucket");
    let run = fluxr(
        &kubeconfig,
        &[
            "create",
            "source",
            "bucket",
            "quiet",
            "--bucket-name=b",
            "--endpoint=e",
            "--timeout=1s",
        ],
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr
            .ends_with("◎ waiting for Bucket source reconciliation\n✗ context deadline exceeded\n"),
        "{}",
        run.stderr
    );
}

#[test]
fn bucket_that_fails_reports_the_controller_message() {
    let (server, _dir, kubeconfig) = setup();
    server.set_ready_false(
        "Bucket",
        "flux-system",
        "broken",
        "BucketOperationFailed",
        "bucket 'nope' does not exist",
    );
    let run = fluxr(
        &kubeconfig,
        &[
            "create",
            "source",
            "bucket",
            "broken",
            "--bucket-name=nope",
            "--endpoint=e",
            "--timeout=10s",
        ],
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    // The controller's message alone, as flux returns kstatus' message without the object.
    assert!(
        run.stderr.ends_with(
            "◎ waiting for Bucket source reconciliation\n✗ bucket 'nope' does not exist\n"
        ),
        "{}",
        run.stderr
    );
}

#[test]
fn image_repository_export_and_checks() {
    let (_dir, kubeconfig) = support::unreachable_kubeconfig();
    let run = fluxr(
        &kubeconfig,
        &[
            "create",
            "image",
            "repository",
            "podinfo",
            "--image=ghcr.io/stefanprodan/podinfo",
            "--secret-ref=pull",
            "--cert-ref=ca",
            "--scan-timeout=1m",
            "--interval=5m",
            "--export",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "---\napiVersion: image.toolkit.fluxcd.io/v1\nkind: ImageRepository\nmetadata:\n  name: \
         podinfo\n  namespace: flux-system\nspec:\n  certSecretRef:\n    name: ca\n  image: \
         ghcr.io/stefanprodan/podinfo\n  interval: 5m0s\n  secretRef:\n    name: pull\n  \
         timeout: 1m0s\n"
    );
    let plain = fluxr(
        &kubeconfig,
        &[
            "create",
            "image",
            "repository",
            "alpine",
            "--image=alpine",
            "--export",
        ],
    );
    assert_eq!(
        plain.stdout,
        "---\napiVersion: image.toolkit.fluxcd.io/v1\nkind: ImageRepository\nmetadata:\n  name: \
         alpine\n  namespace: flux-system\nspec:\n  image: alpine\n  interval: 1m0s\n"
    );
    let cases: [(&[&str], &str); 3] = [
        (
            &["r1", "--label=x"],
            "an image repository (--image) is required",
        ),
        (
            &["r1", "--image=ghcr.io/Org/App"],
            "unable to parse image value: repository can only contain the characters \
             `abcdefghijklmnopqrstuvwxyz0123456789_-./`: Org/App",
        ),
        (
            &["r1", "--image=a"],
            "unable to parse image value: repository must be between 2 and 255 characters in \
             length: a",
        ),
    ];
    for (args, message) in cases {
        let mut argv = vec!["create", "image", "repository"];
        argv.extend_from_slice(args);
        argv.push("--export");
        let run = fluxr(&kubeconfig, &argv);
        assert_ne!(run.code, 0, "{args:?}");
        assert_eq!(run.stderr, format!("✗ {message}\n"), "{args:?}");
    }
}

#[test]
fn image_policy_export_follows_the_select_and_filter_flags() {
    let (_dir, kubeconfig) = support::unreachable_kubeconfig();
    let export = |args: &[&str]| {
        let mut argv = vec![
            "create",
            "image",
            "policy",
            "podinfo",
            "--image-ref=podinfo",
        ];
        argv.extend_from_slice(args);
        argv.push("--export");
        fluxr(&kubeconfig, &argv)
    };
    let head = "---\napiVersion: image.toolkit.fluxcd.io/v1\nkind: ImagePolicy\nmetadata:\n  \
                name: podinfo\n  namespace: flux-system\nspec:\n";
    let semver = export(&["--select-semver=>=1.0.0"]);
    assert_eq!(semver.code, 0, "{}", semver.stderr);
    assert_eq!(
        semver.stdout,
        format!(
            "{head}  imageRepositoryRef:\n    name: podinfo\n  policy:\n    semver:\n      \
             range: '>=1.0.0'\n"
        )
    );
    let numeric = export(&[
        "--select-numeric=asc",
        "--filter-regex=^main-[a-f0-9]+-(?P<ts>[0-9]+)",
        "--filter-extract=$ts",
        "--reflect-digest=Always",
        "--interval=5m",
    ]);
    assert_eq!(numeric.code, 0, "{}", numeric.stderr);
    assert_eq!(
        numeric.stdout,
        format!(
            "{head}  digestReflectionPolicy: Always\n  filterTags:\n    extract: $ts\n    \
             pattern: ^main-[a-f0-9]+-(?P<ts>[0-9]+)\n  imageRepositoryRef:\n    name: \
             podinfo\n  interval: 5m0s\n  policy:\n    numerical:\n      order: asc\n"
        )
    );
    // A filter without an extract template keeps the empty template, as flux writes it.
    let alpha = export(&["--select-alpha=desc", "--filter-regex=^v"]);
    assert_eq!(
        alpha.stdout,
        format!(
            "{head}  filterTags:\n    extract: \"\"\n    pattern: ^v\n  imageRepositoryRef:\n    \
             name: podinfo\n  policy:\n    alphabetical:\n      order: desc\n"
        )
    );
    // flux accepts a range with an order and writes an empty policy.
    let both = export(&["--select-semver=1.x", "--select-alpha=asc"]);
    assert_eq!(both.code, 0, "{}", both.stderr);
    assert!(both.stdout.ends_with("  policy: {}\n"), "{}", both.stdout);
}

#[test]
fn image_policy_flags_are_checked_in_flux_order() {
    let (_dir, kubeconfig) = support::unreachable_kubeconfig();
    let cases: [(&[&str], &str); 11] = [
        (
            &["--select-semver=1.x"],
            "the name of an ImageRepository in the namespace is required (--image-ref)",
        ),
        (
            &[
                "--image-ref=r",
                "--label=x",
                "--select-alpha=asc",
                "--select-numeric=asc",
            ],
            "invalid label format 'x', must be key=value",
        ),
        (
            &[
                "--image-ref=r",
                "--select-alpha=asc",
                "--select-numeric=asc",
            ],
            "only one of --select-semver, --select-alpha or --select-numeric can be specified",
        ),
        (
            &["--image-ref=r", "--select-alpha=up"],
            "--select-alpha must be one of [\"asc\", \"desc\"]",
        ),
        (
            &["--image-ref=r", "--select-numeric=up"],
            "--select-numeric must be one of [\"asc\", \"desc\"]",
        ),
        (
            &["--image-ref=r", "--filter-regex=^v"],
            "a policy must be provided with either --select-semver or --select-alpha",
        ),
        (
            &[
                "--image-ref=r",
                "--select-semver=1.x",
                "--filter-regex=(",
                "--filter-extract=$$",
            ],
            "--filter-regex is an invalid regex pattern",
        ),
        (
            &[
                "--image-ref=r",
                "--select-semver=1.x",
                "--filter-regex=(?P<ts>.*)",
                "--filter-extract=${ts",
            ],
            "--filter-extract is malformed",
        ),
        (
            &[
                "--image-ref=r",
                "--select-semver=1.x",
                "--filter-regex=(?P<ts>.*)",
                "--filter-extract=$stamp",
            ],
            "capture group $stamp used in --filter-extract not found in --filter-regex",
        ),
        (
            &[
                "--image-ref=r",
                "--select-semver=1.x",
                "--filter-extract=$1",
                "--reflect-digest=x",
            ],
            "cannot specify --filter-extract without specifying --filter-regex",
        ),
        (
            &[
                "--image-ref=r",
                "--select-semver=1.x",
                "--reflect-digest=IfNotPresent",
                "--interval=1m",
            ],
            "the --interval flag can only be used with the 'Always' digest reflection policy, use \
             --reflect-digest=Always",
        ),
    ];
    for (args, message) in cases {
        let mut argv = vec!["create", "image", "policy", "p1"];
        argv.extend_from_slice(args);
        argv.push("--export");
        let run = fluxr(&kubeconfig, &argv);
        assert_ne!(run.code, 0, "{args:?}");
        assert_eq!(run.stderr, format!("✗ {message}\n"), "{args:?}");
    }
    let bad_reflect = fluxr(
        &kubeconfig,
        &[
            "create",
            "image",
            "policy",
            "p1",
            "--image-ref=r",
            "--select-semver=1.x",
            "--reflect-digest=Sometimes",
            "--export",
        ],
    );
    assert_eq!(
        bad_reflect.stderr,
        "✗ invalid value for --reflect-digest, must be one of 'Never', 'IfNotPresent', 'Always'\n"
    );
}

#[test]
fn image_policy_filter_regex_is_parsed_as_go_parses_it() {
    let (_dir, kubeconfig) = support::unreachable_kubeconfig();
    let policy = |regex: &str, extract: &str| {
        let regex = format!("--filter-regex={regex}");
        let extract = format!("--filter-extract={extract}");
        let mut argv = vec![
            "create",
            "image",
            "policy",
            "p1",
            "--image-ref=r",
            "--select-numeric=asc",
            &regex,
        ];
        if extract != "--filter-extract=" {
            argv.push(&extract);
        }
        argv.push("--export");
        fluxr(&kubeconfig, &argv)
    };
    // Go parses without compiling: a class repeated 500 times is a pattern like any other, and
    // a template group of nine digits is a number it does not check.
    for (regex, extract) in [(r"^(?<ts>\w{500})$", "$123456789"), (r"(?U)v(?i:\d+)", "")] {
        let run = policy(regex, extract);
        assert_eq!(run.code, 0, "{regex}: {}", run.stderr);
        assert!(run.stdout.contains("  filterTags:\n"), "{}", run.stdout);
    }
    // Flags and counts Go's syntax does not have.
    for regex in ["(?x) v [0-9]+", "v{1001}", "v**", r"\u0076"] {
        let run = policy(regex, "");
        assert_ne!(run.code, 0, "{regex}");
        assert_eq!(
            run.stderr, "✗ --filter-regex is an invalid regex pattern\n",
            "{regex}"
        );
        assert!(run.stdout.is_empty());
    }
}

#[test]
fn image_repository_and_policy_are_applied_and_waited_for() {
    let (server, _dir, kubeconfig) = setup();
    let repo = fluxr(
        &kubeconfig,
        &[
            "create",
            "image",
            "repository",
            "podinfo",
            "--image=ghcr.io/stefanprodan/podinfo",
        ],
    );
    assert_eq!(repo.code, 0, "{}", repo.stderr);
    assert_eq!(
        repo.stderr,
        "✚ generating ImageRepository\n► applying ImageRepository\n✔ ImageRepository created\n\
         ◎ waiting for ImageRepository reconciliation\n✔ ImageRepository reconciliation completed\n"
    );
    let policy_args = [
        "create",
        "image",
        "policy",
        "podinfo",
        "--image-ref=podinfo",
        "--select-semver=1.x",
        "--label=team=ops",
    ];
    let policy = fluxr(&kubeconfig, &policy_args);
    assert_eq!(policy.code, 0, "{}", policy.stderr);
    assert_eq!(
        policy.stderr,
        "✚ generating ImagePolicy\n► applying ImagePolicy\n✔ ImagePolicy created\n\
         ◎ waiting for ImagePolicy reconciliation\n✔ ImagePolicy reconciliation completed\n"
    );
    let stored_policy = stored(
        &server,
        "image.toolkit.fluxcd.io/v1",
        "ImagePolicy",
        "podinfo",
    );
    assert_eq!(
        stored_policy["spec"]["policy"],
        json!({"semver": {"range": "1.x"}})
    );
    assert_eq!(stored_policy["metadata"]["labels"], json!({"team": "ops"}));
    // flux's controllerutil.CreateOrUpdate compares the object before and after it put the new
    // spec in: the server defaulted `digestReflectionPolicy` to Never, which the new spec
    // lacks, so the same command again is an update.
    let again = fluxr(&kubeconfig, &policy_args);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(
        again.stderr.contains("✔ ImagePolicy updated\n"),
        "{}",
        again.stderr
    );
    // With the default said outright, nothing changes and nothing is reported or written.
    let mut explicit_args = policy_args.to_vec();
    explicit_args.push("--reflect-digest=Never");
    fluxr(&kubeconfig, &explicit_args);
    let before = server.resource_version();
    let mark = server.writes().len();
    let unchanged = fluxr(&kubeconfig, &explicit_args);
    assert_eq!(unchanged.code, 0, "{}", unchanged.stderr);
    assert_eq!(
        unchanged.stderr,
        "✚ generating ImagePolicy\n► applying ImagePolicy\n\
         ◎ waiting for ImagePolicy reconciliation\n✔ ImagePolicy reconciliation completed\n"
    );
    assert_eq!(server.resource_version(), before);
    assert!(
        !server.writes()[mark..]
            .iter()
            .any(|w| w.contains("/imagepolicies/")),
        "{:?}",
        server.writes()
    );
    let mut changed_args = policy_args.to_vec();
    changed_args.push("--label=env=dev");
    let changed = fluxr(&kubeconfig, &changed_args);
    assert!(
        changed.stderr.contains("✔ ImagePolicy updated\n"),
        "{}",
        changed.stderr
    );

    // The policy shows in `get` with the image and tag the controller chose.
    let get = fluxr(
        &kubeconfig,
        &["get", "image", "policy", "podinfo", "--no-header"],
    );
    assert_eq!(get.code, 0, "{}", get.stderr);
    let cells: Vec<&str> = get.stdout.split('\t').map(str::trim).collect();
    assert_eq!(
        cells[..4],
        ["podinfo", "ghcr.io/stefanprodan/podinfo", "1.2.0", "True"],
        "{}",
        get.stdout
    );

    server.set_ready_false(
        "ImagePolicy",
        "flux-system",
        "broken",
        "DependencyNotReady",
        "referenced ImageRepository is not ready",
    );
    let failing = fluxr(
        &kubeconfig,
        &[
            "create",
            "image",
            "policy",
            "broken",
            "--image-ref=absent",
            "--select-alpha=asc",
            "--timeout=10s",
        ],
    );
    assert_eq!(failing.code, 1, "{}", failing.stderr);
    assert!(
        failing
            .stderr
            .contains("referenced ImageRepository is not ready"),
        "{}",
        failing.stderr
    );
    assert!(!failing.stderr.contains("reconciliation completed"));
}

/// controller-runtime's CreateOrUpdate compares Go values: a duration written another way is the
/// same duration, but a pointer field set to its zero value is not the nil pointer of flux's
/// new spec, and a default the server filled in is a change.
#[test]
fn image_objects_are_compared_as_go_values_before_an_update() {
    let (server, _dir, kubeconfig) = setup();
    let api = "image.toolkit.fluxcd.io/v1";
    let repository = [
        "create",
        "image",
        "repository",
        "podinfo",
        "--image=ghcr.io/stefanprodan/podinfo",
    ];
    assert_eq!(fluxr(&kubeconfig, &repository).code, 0);
    // The CRD defaults `provider` and `exclusionList`, which flux's spec lacks.
    let again = fluxr(&kubeconfig, &repository);
    assert!(
        again.stderr.contains("✔ ImageRepository updated\n"),
        "{}",
        again.stderr
    );

    let policy = [
        "create",
        "image",
        "policy",
        "podinfo",
        "--image-ref=podinfo",
        "--select-numeric=asc",
        "--reflect-digest=Always",
        "--interval=1m",
    ];
    let created = fluxr(&kubeconfig, &policy);
    assert_eq!(created.code, 0, "{}", created.stderr);
    let edit = |change: &dyn Fn(&mut Value)| {
        let mut edited = stored(&server, api, "ImagePolicy", "podinfo");
        change(&mut edited["spec"]);
        let (status, body) = server.update_as("kubectl", &edited);
        assert!(status < 300, "{body}");
    };
    edit(&|spec| {
        spec["interval"] = json!("60s");
        spec["suspend"] = json!(false);
        spec["imageRepositoryRef"]["namespace"] = json!("");
    });
    let same = fluxr(&kubeconfig, &policy);
    assert_eq!(same.code, 0, "{}", same.stderr);
    assert!(
        !same.stderr.contains("ImagePolicy updated"),
        "{}",
        same.stderr
    );
    assert_eq!(
        stored(&server, api, "ImagePolicy", "podinfo")["spec"]["interval"],
        "60s"
    );

    edit(&|spec| spec["filterTags"] = json!({"pattern": ""}));
    let updated = fluxr(&kubeconfig, &policy);
    assert_eq!(updated.code, 0, "{}", updated.stderr);
    assert!(
        updated.stderr.contains("✔ ImagePolicy updated\n"),
        "{}",
        updated.stderr
    );
    let spec = &stored(&server, api, "ImagePolicy", "podinfo")["spec"];
    assert!(spec.get("filterTags").is_none(), "{spec}");
    assert_eq!(spec["interval"], "1m0s");
}
