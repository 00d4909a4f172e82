//! suspend, resume, reconcile and get for alerts, alert providers, receivers, image policies
//! and buckets against the fake API server: several names (one missing), `--all`, when
//! `resume` waits (one name, or `--wait`; never `--all` or several names unless asked, as
//! flux's resume.go decides), suspended and Ready=False objects, as flux v2.9.4 words them.

mod support;

use std::path::PathBuf;

use serde_json::{Value, json};
use support::{FakeKube, fluxr_on_cluster as fluxr};

fn setup() -> (FakeKube, tempfile::TempDir, PathBuf) {
    let (server, dir, kubeconfig) = support::flux_cluster(&["flux-system", "apps"]);
    server.insert(json!({"apiVersion": "v1", "kind": "Secret",
        "metadata": {"name": "hook-token", "namespace": "flux-system"},
        "stringData": {"token": "t0k3n"}}));
    (server, dir, kubeconfig)
}

/// (command words, kind, apiVersion, spec) of each kind under test.
fn kinds() -> Vec<(
    Vec<&'static str>,
    &'static str,
    &'static str,
    &'static str,
    Value,
)> {
    vec![
        (
            vec!["alert"],
            "Alert",
            "alert",
            "notification.toolkit.fluxcd.io/v1beta3",
            json!({"providerRef": {"name": "chat"},
                   "eventSources": [{"kind": "Kustomization", "name": "*"}]}),
        ),
        (
            vec!["alert-provider"],
            "Provider",
            "alert provider",
            "notification.toolkit.fluxcd.io/v1beta3",
            json!({"type": "slack", "channel": "ops"}),
        ),
        (
            vec!["receiver"],
            "Receiver",
            "receiver",
            "notification.toolkit.fluxcd.io/v1",
            json!({"type": "generic", "secretRef": {"name": "hook-token"},
                   "resources": [{"kind": "GitRepository", "name": "fleet"}]}),
        ),
        (
            vec!["image", "policy"],
            "ImagePolicy",
            "image policy",
            "image.toolkit.fluxcd.io/v1",
            json!({"imageRepositoryRef": {"name": "podinfo"},
                   "policy": {"semver": {"range": "1.x"}}}),
        ),
        (
            vec!["source", "bucket"],
            "Bucket",
            "source bucket",
            "source.toolkit.fluxcd.io/v1",
            json!({"bucketName": "b", "endpoint": "minio:9000", "interval": "1m"}),
        ),
    ]
}

fn object(api_version: &str, kind: &str, name: &str, spec: &Value) -> Value {
    json!({"apiVersion": api_version, "kind": kind,
           "metadata": {"name": name, "namespace": "flux-system"}, "spec": spec})
}

fn args<'a>(verb: &'a str, words: &[&'a str], rest: &[&'a str]) -> Vec<&'a str> {
    let mut argv = vec![verb];
    argv.extend_from_slice(words);
    argv.extend_from_slice(rest);
    argv
}

#[test]
fn suspend_and_resume_take_several_names_and_report_the_missing_one() {
    let (server, _dir, kubeconfig) = setup();
    for (words, kind, human, api_version, spec) in kinds() {
        for name in ["one", "two"] {
            server.insert(object(api_version, kind, name, &spec));
        }
        let suspend = fluxr(
            &kubeconfig,
            &args("suspend", &words, &["one", "absent", "two", "one"]),
        );
        assert_eq!(suspend.code, 0, "{kind}: {}", suspend.stderr);
        assert_eq!(
            suspend.stderr,
            format!(
                "► suspending {human} one in flux-system namespace\n✔ {human} suspended\n\
                 ✗ {kind} absent not found in flux-system namespace\n\
                 ► suspending {human} two in flux-system namespace\n✔ {human} suspended\n"
            ),
            "{kind}"
        );
        for name in ["one", "two"] {
            let stored = server
                .object(api_version, kind, Some("flux-system"), name)
                .unwrap();
            assert_eq!(stored["spec"]["suspend"], true, "{kind} {name}");
        }

        // Two names: no wait unless asked.
        let resume = fluxr(&kubeconfig, &args("resume", &words, &["one", "two"]));
        assert_eq!(resume.code, 0, "{kind}: {}", resume.stderr);
        assert_eq!(
            resume.stderr,
            format!(
                "► resuming {human} one in flux-system namespace\n✔ {human} resumed\n\
                 ► resuming {human} two in flux-system namespace\n✔ {human} resumed\n"
            ),
            "{kind}"
        );
        for name in ["one", "two"] {
            let stored = server
                .object(api_version, kind, Some("flux-system"), name)
                .unwrap();
            assert_eq!(stored["spec"].get("suspend"), None, "{kind} {name}");
        }

        let missing = fluxr(&kubeconfig, &args("resume", &words, &["absent"]));
        assert_eq!(missing.code, 0, "{kind}: {}", missing.stderr);
        assert_eq!(
            missing.stderr,
            format!("✗ {kind} object 'absent' not found in flux-system namespace\n")
        );
        let no_name = fluxr(&kubeconfig, &args("suspend", &words, &[]));
        assert_eq!(no_name.code, 1);
        assert_eq!(no_name.stderr, format!("✗ {human} name is required\n"));
        let none = fluxr(
            &kubeconfig,
            &args("suspend", &words, &["--all", "-n", "apps"]),
        );
        assert_eq!(none.code, 1, "{kind}");
        assert_eq!(none.stderr, "✗ no objects found\n", "{kind}");
    }
}

#[test]
fn resume_all_does_not_wait_unless_asked() {
    let (server, _dir, kubeconfig) = setup();
    // Nothing reconciles the policies: a wait could only time out.
    server.stop_controller("ImagePolicy");
    let spec = json!({"imageRepositoryRef": {"name": "podinfo"},
                      "policy": {"semver": {"range": "1.x"}}, "suspend": true});
    for name in ["p1", "p2"] {
        server.insert(object(
            "image.toolkit.fluxcd.io/v1",
            "ImagePolicy",
            name,
            &spec,
        ));
    }
    let all = fluxr(
        &kubeconfig,
        &["resume", "image", "policy", "--all", "--timeout=20s"],
    );
    assert_eq!(all.code, 0, "{}", all.stderr);
    assert_eq!(
        all.stderr,
        "► resuming image policy p1 in flux-system namespace\n✔ image policy resumed\n\
         ► resuming image policy p2 in flux-system namespace\n✔ image policy resumed\n"
    );

    let waited = fluxr(
        &kubeconfig,
        &[
            "resume",
            "image",
            "policy",
            "--all",
            "--wait",
            "--timeout=2s",
        ],
    );
    assert_eq!(waited.code, 1, "{}", waited.stderr);
    let lines: Vec<&str> = waited.stderr.lines().collect();
    assert_eq!(
        lines[4..],
        [
            "◎ waiting for ImagePolicy reconciliation",
            "◎ waiting for ImagePolicy reconciliation",
            "✗ ImagePolicy p1 reconciliation failed: context deadline exceeded",
            "✗ ImagePolicy p2 reconciliation failed: context deadline exceeded",
            "✗ reconciliation failed for 2 ImagePolicy(s)",
        ],
        "{}",
        waited.stderr
    );

    // One name waits by default; `--wait=false` does not.
    let one = fluxr(
        &kubeconfig,
        &[
            "resume",
            "image",
            "policy",
            "p1",
            "--wait=false",
            "--timeout=2s",
        ],
    );
    assert_eq!(one.code, 0, "{}", one.stderr);
    assert!(!one.stderr.contains("waiting"), "{}", one.stderr);
}

#[test]
fn resume_of_one_name_waits_and_reports_success_or_the_failure() {
    let (server, _dir, kubeconfig) = setup();
    server.insert(object(
        "source.toolkit.fluxcd.io/v1",
        "Bucket",
        "podinfo",
        &json!({"bucketName": "b", "endpoint": "minio:9000", "interval": "1m", "suspend": true}),
    ));
    let run = fluxr(&kubeconfig, &["resume", "source", "bucket", "podinfo"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let bucket = server
        .object(
            "source.toolkit.fluxcd.io/v1",
            "Bucket",
            Some("flux-system"),
            "podinfo",
        )
        .unwrap();
    let revision = bucket["status"]["artifact"]["revision"].as_str().unwrap();
    assert_eq!(
        run.stderr,
        format!(
            "► resuming source bucket podinfo in flux-system namespace\n✔ source bucket resumed\n\
             ◎ waiting for Bucket reconciliation\n✔ Bucket podinfo reconciliation completed\n\
             ✔ fetched revision {revision}\n"
        )
    );

    server.set_ready_false(
        "Bucket",
        "flux-system",
        "broken",
        "BucketOperationFailed",
        "bucket 'b' does not exist",
    );
    server.insert(object(
        "source.toolkit.fluxcd.io/v1",
        "Bucket",
        "broken",
        &json!({"bucketName": "b", "endpoint": "minio:9000", "interval": "1m", "suspend": true}),
    ));
    let failed = fluxr(
        &kubeconfig,
        &["resume", "source", "bucket", "broken", "--timeout=10s"],
    );
    assert_eq!(failed.code, 1, "{}", failed.stderr);
    assert!(
        failed
            .stderr
            .contains("✗ Bucket broken reconciliation failed: ")
            && failed.stderr.contains("bucket 'b' does not exist")
            && failed
                .stderr
                .ends_with("✗ reconciliation failed for 1 Bucket(s)\n"),
        "{}",
        failed.stderr
    );
}

#[test]
fn reconcile_reports_revision_suspension_failure_and_absence() {
    let (server, _dir, kubeconfig) = setup();
    let bucket = json!({"bucketName": "b", "endpoint": "minio:9000", "interval": "1m"});
    server.insert(object(
        "source.toolkit.fluxcd.io/v1",
        "Bucket",
        "podinfo",
        &bucket,
    ));
    server.insert(object(
        "image.toolkit.fluxcd.io/v1",
        "ImageRepository",
        "podinfo",
        &json!({"image": "ghcr.io/stefanprodan/podinfo", "interval": "1m"}),
    ));
    server.insert(object(
        "image.toolkit.fluxcd.io/v1",
        "ImagePolicy",
        "podinfo",
        &json!({"imageRepositoryRef": {"name": "podinfo"}, "policy": {"semver": {"range": "1.x"}}}),
    ));
    let run = fluxr(&kubeconfig, &["reconcile", "source", "bucket", "podinfo"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let stored = server
        .object(
            "source.toolkit.fluxcd.io/v1",
            "Bucket",
            Some("flux-system"),
            "podinfo",
        )
        .unwrap();
    assert_eq!(
        run.stderr,
        format!(
            "► annotating Bucket podinfo in flux-system namespace\n✔ Bucket annotated\n\
             ◎ waiting for Bucket reconciliation\n✔ fetched revision {}\n",
            stored["status"]["artifact"]["revision"].as_str().unwrap()
        )
    );
    let policy = fluxr(&kubeconfig, &["reconcile", "image", "policy", "podinfo"]);
    assert_eq!(policy.code, 0, "{}", policy.stderr);
    assert!(
        policy
            .stderr
            .ends_with("✔ selected ref ghcr.io/stefanprodan/podinfo:1.2.0\n"),
        "{}",
        policy.stderr
    );

    let absent = fluxr(&kubeconfig, &["reconcile", "source", "bucket", "nope"]);
    assert_eq!(absent.code, 1);
    assert_eq!(
        absent.stderr,
        "✗ buckets.source.toolkit.fluxcd.io \"nope\" not found\n"
    );
    let no_name = fluxr(&kubeconfig, &["reconcile", "image", "policy"]);
    assert_eq!(no_name.stderr, "✗ ImagePolicy name is required\n");

    fluxr(&kubeconfig, &["suspend", "source", "bucket", "podinfo"]);
    let suspended = fluxr(&kubeconfig, &["reconcile", "source", "bucket", "podinfo"]);
    assert_eq!(suspended.code, 1);
    assert_eq!(suspended.stderr, "✗ resource is suspended\n");

    server.set_ready_false(
        "ImagePolicy",
        "flux-system",
        "podinfo",
        "ReconciliationFailed",
        "no image found for policy",
    );
    // kstatus reads Ready=False at the current generation as Failed: its message is the error.
    let failing = fluxr(
        &kubeconfig,
        &["reconcile", "image", "policy", "podinfo", "--timeout=10s"],
    );
    assert_eq!(failing.code, 1, "{}", failing.stderr);
    assert!(
        failing
            .stderr
            .ends_with("◎ waiting for ImagePolicy reconciliation\n✗ no image found for policy\n"),
        "{}",
        failing.stderr
    );

    // flux has no `reconcile alert` or `reconcile alert-provider`.
    for words in [
        &["reconcile", "alert", "x"][..],
        &["reconcile", "alert-provider", "x"],
    ] {
        let run = fluxr(&kubeconfig, words);
        // cobra prints the help of the group for an unknown word after it.
        assert_eq!(run.code, 0, "{words:?}: {}", run.stderr);
        assert!(
            run.stdout.contains("Usage: fluxr reconcile"),
            "{words:?}: {}",
            run.stdout
        );
        assert!(!run.stderr.contains("annotating"), "{words:?}");
    }
}

#[test]
fn get_shows_each_kind_suspended_failing_or_missing() {
    let (server, _dir, kubeconfig) = setup();
    server.stop_controller("Bucket");
    server.stop_controller("ImagePolicy");
    let ready = |message: &str, status: &str| {
        json!({"observedGeneration": 1, "conditions": [{"type": "Ready", "status": status,
               "reason": "Test", "message": message,
               "lastTransitionTime": "2026-01-01T00:00:00Z"}]})
    };
    let mut good = object(
        "source.toolkit.fluxcd.io/v1",
        "Bucket",
        "good",
        &json!({"bucketName": "b", "endpoint": "e", "interval": "1m"}),
    );
    good["status"] = ready("stored artifact", "True");
    good["status"]["artifact"] =
        json!({"revision": "sha256:abc", "path": "p", "lastUpdateTime": "2026-01-01T00:00:00Z"});
    let mut bad = object(
        "source.toolkit.fluxcd.io/v1",
        "Bucket",
        "bad",
        &json!({"bucketName": "b", "endpoint": "e", "interval": "1m", "suspend": true}),
    );
    bad["status"] = ready("bucket does not exist", "False");
    server.insert(good);
    server.insert(bad);
    let get = fluxr(&kubeconfig, &["get", "sources", "bucket"]);
    assert_eq!(get.code, 0, "{}", get.stderr);
    let rows: Vec<Vec<&str>> = get
        .stdout
        .lines()
        .map(|line| line.split('\t').map(str::trim).collect())
        .collect();
    assert_eq!(
        rows[0][..5],
        ["NAME", "REVISION", "SUSPENDED", "READY", "MESSAGE"]
    );
    assert_eq!(
        rows[1][..5],
        ["bad", "", "True", "False", "bucket does not exist"]
    );
    assert_eq!(
        rows[2][..5],
        ["good", "sha256:abc", "False", "True", "stored artifact"]
    );

    let failing = fluxr(
        &kubeconfig,
        &[
            "get",
            "sources",
            "bucket",
            "--status-selector",
            "ready=false",
            "--no-header",
        ],
    );
    assert!(
        failing.stdout.starts_with("bad\t") || failing.stdout.starts_with("bad "),
        "{}",
        failing.stdout
    );
    assert_eq!(failing.stdout.lines().count(), 1);

    for (words, kind) in [
        (&["get", "alerts", "nope"][..], "Alert"),
        (&["get", "alert-providers", "nope"], "Provider"),
        (&["get", "receivers", "nope"], "Receiver"),
        (&["get", "images", "policy", "nope"], "ImagePolicy"),
        (&["get", "sources", "bucket", "nope"], "Bucket"),
    ] {
        let run = fluxr(&kubeconfig, words);
        assert_eq!(run.code, 1, "{words:?}: {}", run.stderr);
        assert_eq!(
            run.stderr,
            format!("✗ {kind} object 'nope' not found in \"flux-system\" namespace\n"),
            "{words:?}"
        );
        assert!(run.stdout.is_empty(), "{words:?}");
    }
}

#[test]
fn a_refused_patch_is_reported_as_each_verb_reports_it() {
    let (server, _dir, kubeconfig) = setup();
    server.stop_controller("Receiver");
    let spec = json!({"type": "generic", "secretRef": {"name": "hook-token"},
                      "resources": [{"kind": "GitRepository", "name": "fleet"}]});
    for name in ["guarded", "open"] {
        server.insert(object(
            "notification.toolkit.fluxcd.io/v1",
            "Receiver",
            name,
            &spec,
        ));
    }
    server.deny_writes(
        "Receiver",
        "flux-system",
        "guarded",
        "policy.example.com",
        "frozen",
    );
    let denied = "admission webhook \"policy.example.com\" denied the request: frozen";

    // By name, suspend reports each failure and goes on; it succeeds.
    let named = fluxr(&kubeconfig, &["suspend", "receiver", "guarded", "open"]);
    assert_eq!(named.code, 0, "{}", named.stderr);
    assert_eq!(
        named.stderr,
        format!(
            "► suspending receiver guarded in flux-system namespace\n\
             ✗ failed suspending Receiver guarded in flux-system namespace: {denied}\n\
             ► suspending receiver open in flux-system namespace\n✔ receiver suspended\n"
        )
    );
    // With --all the first failure ends the command.
    let all = fluxr(&kubeconfig, &["suspend", "receiver", "--all"]);
    assert_eq!(all.code, 1);
    assert_eq!(
        all.stderr,
        format!("► suspending receiver guarded in flux-system namespace\n✗ {denied}\n")
    );

    // resume stops at the failure, with its own words for --all.
    let resumed = fluxr(&kubeconfig, &["resume", "receiver", "--all"]);
    assert_eq!(resumed.code, 1);
    assert_eq!(
        resumed.stderr,
        format!(
            "► resuming receiver guarded in flux-system namespace\n\
             ✗ failed patching objects: {denied}\n"
        )
    );
    server.remove(
        "notification.toolkit.fluxcd.io/v1",
        "Receiver",
        Some("flux-system"),
        "guarded",
    );
    server.insert(object(
        "notification.toolkit.fluxcd.io/v1",
        "Receiver",
        "guarded",
        &json!({"type": "generic", "secretRef": {"name": "hook-token"}, "suspend": true,
                "resources": [{"kind": "GitRepository", "name": "fleet"}]}),
    ));
    let one = fluxr(&kubeconfig, &["resume", "receiver", "guarded"]);
    assert_eq!(one.code, 1);
    assert_eq!(
        one.stderr,
        format!("► resuming receiver guarded in flux-system namespace\n✗ {denied}\n")
    );
    let stored = server
        .object(
            "notification.toolkit.fluxcd.io/v1",
            "Receiver",
            Some("flux-system"),
            "guarded",
        )
        .unwrap();
    assert_eq!(stored["spec"]["suspend"], true);
}

#[test]
fn reconcile_with_source_follows_each_kinds_source() {
    let (server, _dir, kubeconfig) = setup();
    server.insert(object(
        "source.toolkit.fluxcd.io/v1",
        "OCIRepository",
        "charts",
        &json!({"url": "oci://ghcr.io/stefanprodan/charts/podinfo", "interval": "1m",
                "ref": {"tag": "6.5.0"}}),
    ));
    // The release lives in `apps`, its chart source in `flux-system`.
    server.insert(
        json!({"apiVersion": "helm.toolkit.fluxcd.io/v2", "kind": "HelmRelease",
        "metadata": {"name": "podinfo", "namespace": "apps"},
        "spec": {"interval": "5m", "chartRef": {"kind": "OCIRepository", "name": "charts",
                                                "namespace": "flux-system"}}}),
    );
    // Nothing reconciles releases here: the run ends at its timeout, after the source.
    let run = fluxr(
        &kubeconfig,
        &[
            "reconcile",
            "hr",
            "podinfo",
            "-n",
            "apps",
            "--with-source",
            "--force",
            "--reset",
            "--timeout=3s",
        ],
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    let charts = server
        .object(
            "source.toolkit.fluxcd.io/v1",
            "OCIRepository",
            Some("flux-system"),
            "charts",
        )
        .unwrap();
    assert_eq!(
        run.stderr,
        format!(
            "► annotating OCIRepository charts in flux-system namespace\n\
             ✔ OCIRepository annotated\n\
             ◎ waiting for OCIRepository reconciliation\n\
             ✔ fetched revision {}\n\
             ► annotating HelmRelease podinfo in apps namespace\n\
             ✔ HelmRelease annotated\n\
             ◎ waiting for HelmRelease reconciliation\n\
             ✗ context deadline exceeded\n",
            charts["status"]["artifact"]["revision"].as_str().unwrap()
        )
    );
    // --force and --reset ask with the same time as the reconcile request.
    let release = server
        .object(
            "helm.toolkit.fluxcd.io/v2",
            "HelmRelease",
            Some("apps"),
            "podinfo",
        )
        .unwrap();
    let annotations = &release["metadata"]["annotations"];
    let requested = annotations["reconcile.fluxcd.io/requestedAt"]
        .as_str()
        .unwrap();
    assert_eq!(annotations["reconcile.fluxcd.io/forceAt"], requested);
    assert_eq!(annotations["reconcile.fluxcd.io/resetAt"], requested);

    // A release from a chart template reconciles the HelmChart the controller made for it,
    // named `<namespace>-<name>` in its source's namespace.
    server.insert(json!({"apiVersion": "helm.toolkit.fluxcd.io/v2", "kind": "HelmRelease",
        "metadata": {"name": "templated", "namespace": "apps"},
        "spec": {"interval": "5m", "chart": {"spec": {"chart": "podinfo",
            "sourceRef": {"kind": "HelmRepository", "name": "podinfo", "namespace": "flux-system"}}}}}));
    let templated = fluxr(
        &kubeconfig,
        &[
            "reconcile",
            "hr",
            "templated",
            "-n",
            "apps",
            "--with-source",
        ],
    );
    assert_eq!(templated.code, 1);
    assert_eq!(
        templated.stderr,
        "✗ helmcharts.source.toolkit.fluxcd.io \"apps-templated\" not found\n"
    );
    // Without --with-source the source is left alone; --force and --reset are the release's.
    let plain = fluxr(
        &kubeconfig,
        &["reconcile", "hr", "templated", "-n", "apps", "--timeout=1s"],
    );
    assert!(
        plain
            .stderr
            .starts_with("► annotating HelmRelease templated in apps namespace\n"),
        "{}",
        plain.stderr
    );
    let templated = server
        .object(
            "helm.toolkit.fluxcd.io/v2",
            "HelmRelease",
            Some("apps"),
            "templated",
        )
        .unwrap();
    assert_eq!(
        templated["metadata"]["annotations"].get("reconcile.fluxcd.io/forceAt"),
        None
    );

    // Sources flux does not reconcile with the object.
    server.insert(
        json!({"apiVersion": "kustomize.toolkit.fluxcd.io/v1", "kind": "Kustomization",
        "metadata": {"name": "generated", "namespace": "flux-system"},
        "spec": {"interval": "5m", "path": "./", "prune": true,
                 "sourceRef": {"kind": "ExternalArtifact", "name": "bundle"}}}),
    );
    let external = fluxr(
        &kubeconfig,
        &["reconcile", "ks", "generated", "--with-source"],
    );
    assert_eq!(external.code, 1);
    assert_eq!(
        external.stderr,
        "✗ cannot reconcile source of kind ExternalArtifact\n"
    );
    server.insert(
        json!({"apiVersion": "helm.toolkit.fluxcd.io/v2", "kind": "HelmRelease",
        "metadata": {"name": "external", "namespace": "flux-system"},
        "spec": {"interval": "5m", "chartRef": {"kind": "ExternalArtifact", "name": "bundle"}}}),
    );
    let external = fluxr(
        &kubeconfig,
        &["reconcile", "hr", "external", "--with-source"],
    );
    assert_eq!(
        external.stderr,
        "✗ cannot reconcile source of kind ExternalArtifact\n"
    );
}

#[test]
fn reconcile_requests_are_timed_in_the_local_zone_and_sources_named_exactly() {
    let (server, _dir, kubeconfig) = setup();
    server.insert(object(
        "source.toolkit.fluxcd.io/v1",
        "Bucket",
        "fleet",
        &json!({"bucketName": "b", "endpoint": "minio:9000", "interval": "1m"}),
    ));
    // flux writes `time.Now().Format(time.RFC3339Nano)`: Go's local zone, its offset written
    // out, the fraction without trailing zeros.
    for (zone, suffix) in [("Asia/Kolkata", "+05:30"), ("UTC", "Z")] {
        let run = support::fluxr_on_cluster_with(
            support::RunWith {
                kubeconfig: Some(&kubeconfig),
                env: &[("TZ", zone)],
                ..support::RunWith::default()
            },
            &["reconcile", "source", "bucket", "fleet"],
        );
        assert_eq!(run.code, 0, "{zone}: {}", run.stderr);
        let fleet = server
            .object(
                "source.toolkit.fluxcd.io/v1",
                "Bucket",
                Some("flux-system"),
                "fleet",
            )
            .unwrap();
        let requested = fleet["metadata"]["annotations"]["reconcile.fluxcd.io/requestedAt"]
            .as_str()
            .unwrap();
        let layout = regex::Regex::new(&format!(
            r"^\d{{4}}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d*[1-9])?{}$",
            regex::escape(suffix)
        ))
        .unwrap();
        assert!(layout.is_match(requested), "{zone}: {requested}");
        assert_eq!(fleet["status"]["lastHandledReconcileAt"], requested);
    }

    // flux picks the source command by the kind as written; any other spelling is no source
    // it reconciles.
    server.insert(
        json!({"apiVersion": "kustomize.toolkit.fluxcd.io/v1", "kind": "Kustomization",
        "metadata": {"name": "apps", "namespace": "flux-system"},
        "spec": {"interval": "5m", "path": "./", "prune": true,
                 "sourceRef": {"kind": "bucket", "name": "fleet"}}}),
    );
    let run = fluxr(&kubeconfig, &["reconcile", "ks", "apps", "--with-source"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(run.stderr, "✗ cannot reconcile source of kind bucket\n");
}

#[test]
fn reconcile_of_a_chart_with_source_passes_over_a_static_source_and_stops_at_a_suspended_one() {
    let (server, _dir, kubeconfig) = setup();
    server.insert(object(
        "source.toolkit.fluxcd.io/v1",
        "HelmRepository",
        "registry",
        &json!({"type": "oci", "url": "oci://ghcr.io/stefanprodan/charts", "interval": "1m"}),
    ));
    // An OCI HelmRepository has no controller to wait for: flux says so and annotates nothing.
    let run = fluxr(&kubeconfig, &["reconcile", "source", "helm", "registry"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "✔ reconciliation not supported by the object\n");
    let registry = server
        .object(
            "source.toolkit.fluxcd.io/v1",
            "HelmRepository",
            Some("flux-system"),
            "registry",
        )
        .unwrap();
    assert_eq!(registry["metadata"].get("annotations"), None);

    // A chart's source comes first; a static one is passed over and the chart still asked.
    server.stop_controller("HelmChart");
    server.insert(object(
        "source.toolkit.fluxcd.io/v1",
        "HelmChart",
        "podinfo",
        &json!({"chart": "podinfo", "interval": "1m",
                "sourceRef": {"kind": "HelmRepository", "name": "registry"}}),
    ));
    let run = fluxr(
        &kubeconfig,
        &[
            "reconcile",
            "source",
            "chart",
            "podinfo",
            "--with-source",
            "--timeout=2s",
        ],
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "✔ reconciliation not supported by the object\n\
         ► annotating HelmChart podinfo in flux-system namespace\n✔ HelmChart annotated\n\
         ◎ waiting for HelmChart reconciliation\n✗ context deadline exceeded\n"
    );

    // A suspended source stops the run before the chart is asked.
    server.insert(object(
        "source.toolkit.fluxcd.io/v1",
        "HelmRepository",
        "charts",
        &json!({"url": "https://stefanprodan.github.io/podinfo", "interval": "1m",
                "suspend": true}),
    ));
    server.insert(object(
        "source.toolkit.fluxcd.io/v1",
        "HelmChart",
        "paused-source",
        &json!({"chart": "podinfo", "interval": "1m",
                "sourceRef": {"kind": "HelmRepository", "name": "charts"}}),
    ));
    let run = fluxr(
        &kubeconfig,
        &[
            "reconcile",
            "source",
            "chart",
            "paused-source",
            "--with-source",
        ],
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(run.stderr, "✗ resource is suspended\n");
    let chart = server
        .object(
            "source.toolkit.fluxcd.io/v1",
            "HelmChart",
            Some("flux-system"),
            "paused-source",
        )
        .unwrap();
    assert_eq!(chart["metadata"].get("annotations"), None);
}
