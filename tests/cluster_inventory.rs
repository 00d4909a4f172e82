//! `tree`, `trace` and `events` against the fake API server, as a user runs them: what a
//! Kustomization applied (through child Kustomizations and Helm storage), which Kustomization
//! manages an object and from which source, and the events of Flux objects.

mod support;

use std::io::Write;
use std::path::{Path, PathBuf};

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Value, json};
use support::{FakeKube, Run, RunWith, fluxr_on_cluster_with};

/// fluxr on the fake cluster, in UTC: flux prints times in the local zone.
fn fluxr(kubeconfig: &Path, args: &[&str]) -> Run {
    in_zone("UTC", kubeconfig, args)
}

fn in_zone(zone: &str, kubeconfig: &Path, args: &[&str]) -> Run {
    fluxr_on_cluster_with(
        RunWith {
            kubeconfig: Some(kubeconfig),
            env: &[("TZ", zone)],
            ..RunWith::default()
        },
        args,
    )
}

/// A server with Flux's CRDs and the namespaces the tests use.
fn flux_server() -> FakeKube {
    let server = FakeKube::start();
    for crd in fluxr::api::crds() {
        server.insert(crd);
    }
    for ns in ["flux-system", "apps", "monitoring"] {
        server.insert(json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": ns}}));
    }
    server
}

/// The objects keep the status the tests give them: no controller runs.
fn setup() -> (FakeKube, tempfile::TempDir, PathBuf) {
    let server = flux_server();
    for kind in [
        "GitRepository",
        "Kustomization",
        "HelmRelease",
        "ArtifactGenerator",
    ] {
        server.stop_controller(kind);
    }
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = server.kubeconfig(dir.path());
    (server, dir, kubeconfig)
}

fn ready(status: &str, message: &str, at: &str) -> Value {
    json!([{"type": "Ready", "status": status, "reason": "Test", "message": message,
            "lastTransitionTime": at}])
}

fn kustomization(name: &str, entries: &[&str], extra_status: Value) -> Value {
    let mut status = json!({
        "inventory": {"entries": entries.iter().map(|id| json!({"id": id, "v": "v1"})).collect::<Vec<_>>()},
        "lastAppliedRevision": "main@sha1:0123456789abcdef0123456789abcdef01234567",
    });
    if let Value::Object(extra) = extra_status {
        status.as_object_mut().unwrap().extend(extra);
    }
    json!({
        "apiVersion": "kustomize.toolkit.fluxcd.io/v1", "kind": "Kustomization",
        "metadata": {"name": name, "namespace": "flux-system"},
        "spec": {"interval": "10m", "path": format!("./{name}"), "prune": true,
                 "sourceRef": {"kind": "GitRepository", "name": "flux-system"}},
        "status": status,
    })
}

/// Helm's storage Secret of release `name.v1`: the release JSON, gzipped and base64-encoded as
/// Helm writes it, then base64-encoded again as every Secret's data on the wire.
fn helm_storage(namespace: &str, name: &str, manifest: &str) -> Value {
    let release = json!({"name": name, "namespace": namespace, "version": 1, "manifest": manifest});
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(release.to_string().as_bytes()).unwrap();
    let helm = STANDARD.encode(gz.finish().unwrap());
    json!({
        "apiVersion": "v1", "kind": "Secret",
        "metadata": {"name": format!("sh.helm.release.v1.{name}.v1"), "namespace": namespace,
                     "labels": {"owner": "helm", "name": name}},
        "type": "helm.sh/release.v1",
        "data": {"release": STANDARD.encode(helm)},
    })
}

/// flux-system applies the namespace `apps`, the Kustomization `apps` and its source; `apps`
/// applies a Deployment and a HelmRelease whose chart made a Service and a ServiceAccount.
fn seed_inventory(server: &FakeKube) {
    server.insert(kustomization(
        "flux-system",
        &[
            "_apps__Namespace",
            "flux-system_apps_kustomize.toolkit.fluxcd.io_Kustomization",
            "flux-system_flux-system_kustomize.toolkit.fluxcd.io_Kustomization",
            "flux-system_flux-system_source.toolkit.fluxcd.io_GitRepository",
        ],
        json!({}),
    ));
    server.insert(kustomization(
        "apps",
        &[
            "apps_podinfo_apps_Deployment",
            "apps_redis_helm.toolkit.fluxcd.io_HelmRelease",
        ],
        json!({}),
    ));
    server.insert(json!({
        "apiVersion": "helm.toolkit.fluxcd.io/v2", "kind": "HelmRelease",
        "metadata": {"name": "redis", "namespace": "apps"},
        "spec": {"interval": "10m", "chart": {"spec": {"chart": "redis",
                 "sourceRef": {"kind": "HelmRepository", "name": "bitnami"}}}},
        "status": {"storageNamespace": "apps",
                   "history": [{"name": "redis", "namespace": "apps", "version": 1,
                                "chartName": "redis", "chartVersion": "1.0.0",
                                "configDigest": "sha256:00", "digest": "sha256:00",
                                "status": "deployed"}]},
    }));
    server.insert(helm_storage(
        "apps",
        "redis",
        "---\napiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: redis\n---\n\
         apiVersion: v1\nkind: Service\nmetadata:\n  name: redis-master\n",
    ));
}

#[test]
fn tree_walks_child_kustomizations_and_helm_storage() {
    let (server, _dir, kubeconfig) = setup();
    seed_inventory(&server);

    let run = fluxr(&kubeconfig, &["tree", "kustomization", "flux-system"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "Kustomization/flux-system/flux-system\n\
         ├── Namespace/apps\n\
         ├── Kustomization/flux-system/apps\n\
         │   ├── Deployment/apps/podinfo\n\
         │   └── HelmRelease/apps/redis\n\
         │       ├── ServiceAccount/apps/redis\n\
         │       └── Service/apps/redis-master\n\
         └── GitRepository/flux-system/flux-system\n\n"
    );

    let compact = fluxr(&kubeconfig, &["tree", "ks", "flux-system", "--compact"]);
    assert_eq!(compact.code, 0, "{}", compact.stderr);
    assert_eq!(
        compact.stdout,
        "Kustomization/flux-system/flux-system\n\
         ├── Kustomization/flux-system/apps\n\
         │   └── HelmRelease/apps/redis\n\
         └── GitRepository/flux-system/flux-system\n\n"
    );

    let json = fluxr(&kubeconfig, &["tree", "ks", "apps", "-o", "json"]);
    assert_eq!(json.code, 0, "{}", json.stderr);
    let tree: Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(
        tree["resource"],
        json!({"Namespace": "flux-system", "Name": "apps",
               "GroupKind": {"Group": "kustomize.toolkit.fluxcd.io", "Kind": "Kustomization"}})
    );
    assert_eq!(
        tree["resources"][1]["resources"][1]["resource"]["Name"],
        "redis-master"
    );
    assert!(json.stdout.ends_with("}\n"), "{:?}", json.stdout);

    let yaml = fluxr(&kubeconfig, &["tree", "ks", "apps", "-o", "yaml"]);
    assert_eq!(yaml.code, 0, "{}", yaml.stderr);
    assert!(
        yaml.stdout.starts_with(
            "resource:\n  GroupKind:\n    Group: kustomize.toolkit.fluxcd.io\n    Kind: Kustomization\n  Name: apps\n  Namespace: flux-system\nresources:\n"
        ),
        "{}",
        yaml.stdout
    );
}

/// The release's manifest read as ssa's `ReadObjects` reads it: a List gives its items, a
/// document without a name or apiVersion and kustomize's own Kustomization file are dropped.
#[test]
fn tree_reads_helm_manifests_as_flux_does() {
    let (server, _dir, kubeconfig) = setup();
    seed_inventory(&server);
    server.insert(helm_storage(
        "apps",
        "redis",
        "---\napiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: ConfigMap\n  \
         metadata:\n    name: one\n- apiVersion: v1\n  kind: Secret\n  metadata:\n    name: two\n\
         ---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  labels:\n    app: nameless\n\
         ---\nkind: ConfigMap\nmetadata:\n  name: no-api-version\n\
         ---\napiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n\
         metadata:\n  name: kustomize-file\n\
         ---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\n\
         metadata:\n  name: redis-reader\n\
         ---\napiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: unknown-kind\n",
    ));
    let run = fluxr(&kubeconfig, &["tree", "kustomization", "apps"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // Namespaced objects without a namespace get the release's; a kind the server does not
    // serve stays without one, as the REST mapper cannot say.
    assert_eq!(
        run.stdout,
        "Kustomization/flux-system/apps\n\
         ├── Deployment/apps/podinfo\n\
         └── HelmRelease/apps/redis\n\
         \x20   ├── ConfigMap/apps/one\n\
         \x20   ├── Secret/apps/two\n\
         \x20   ├── ClusterRole/redis-reader\n\
         \x20   └── Widget/unknown-kind\n\n"
    );
}

#[test]
fn tree_of_a_missing_kustomization_fails_in_one_line() {
    let (server, _dir, kubeconfig) = setup();
    seed_inventory(&server);
    let run = fluxr(&kubeconfig, &["tree", "kustomization", "nope"]);
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "✗ kustomizations.kustomize.toolkit.fluxcd.io \"nope\" not found\n"
    );

    let no_name = fluxr(&kubeconfig, &["tree", "kustomization"]);
    assert_eq!(no_name.code, 1);
    assert_eq!(no_name.stderr, "✗ kustomization name is required\n");
    // `tree artifact generator` takes exactly one name (cobra.ExactArgs(1)).
    for (args, count) in [
        (&["tree", "artifact", "generator"][..], 0),
        (&["tree", "artifact", "generator", "a", "b"], 2),
    ] {
        let run = fluxr(&kubeconfig, args);
        assert_eq!(run.code, 1, "{args:?}");
        assert_eq!(
            run.stderr,
            format!("✗ accepts 1 arg(s), received {count}\n")
        );
    }

    // A child the inventory names but the cluster no longer has.
    server.insert(kustomization(
        "broken",
        &["flux-system_gone_kustomize.toolkit.fluxcd.io_Kustomization"],
        json!({}),
    ));
    let run = fluxr(&kubeconfig, &["tree", "kustomization", "broken"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ failed to find object: kustomizations.kustomize.toolkit.fluxcd.io \"gone\" not found\n"
    );
}

#[test]
fn tree_of_an_artifact_generator_lists_its_external_artifacts() {
    let (server, _dir, kubeconfig) = setup();
    server.insert(json!({
        "apiVersion": "source.extensions.fluxcd.io/v1beta1", "kind": "ArtifactGenerator",
        "metadata": {"name": "gen", "namespace": "flux-system"},
        "spec": {"sources": [], "artifacts": []},
        "status": {"inventory": [{"name": "one", "namespace": "flux-system"},
                                 {"name": "two", "namespace": "apps"}]},
    }));
    let run = fluxr(&kubeconfig, &["tree", "artifact", "generator", "gen"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "ArtifactGenerator/flux-system/gen\n\
         ├── ExternalArtifact/flux-system/one\n\
         └── ExternalArtifact/apps/two\n\n"
    );
}

fn git_repository(ready_status: &str) -> Value {
    json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "GitRepository",
        "metadata": {"name": "flux-system", "namespace": "flux-system"},
        "spec": {"interval": "1m", "url": "ssh://git@example.org/fleet", "ref": {"branch": "main"}},
        "status": {
            "artifact": {"revision": "main@sha1:0123456789abcdef0123456789abcdef01234567",
                         "path": "x", "url": "http://x", "digest": "sha256:00",
                         "lastUpdateTime": "2024-05-01T10:00:00Z"},
            "conditions": ready(ready_status, "stored artifact for revision 'main@sha1:0123456'",
                                "2024-05-01T10:00:00Z"),
        },
    })
}

fn deployment(name: &str, labels: Value) -> Value {
    json!({
        "apiVersion": "apps/v1", "kind": "Deployment",
        "metadata": {"name": name, "namespace": "apps", "labels": labels},
        "spec": {"selector": {"matchLabels": {"app": name}},
                 "template": {"metadata": {"labels": {"app": name}}, "spec": {"containers": []}}},
    })
}

#[test]
fn trace_reports_the_kustomization_and_its_source() {
    let (server, _dir, kubeconfig) = setup();
    server.insert(kustomization(
        "apps",
        &["apps_podinfo_apps_Deployment"],
        json!({"conditions": ready("True", "Applied revision: main@sha1:0123456", "2024-05-01T10:01:02Z")}),
    ));
    server.insert(git_repository("False"));
    server.insert(deployment(
        "podinfo",
        json!({"kustomize.toolkit.fluxcd.io/name": "apps",
               "kustomize.toolkit.fluxcd.io/namespace": "flux-system"}),
    ));
    let expected = "\nObject:          Deployment/podinfo\n\
                    Namespace:       apps\n\
                    Status:          Managed by Flux\n\
                    ---\n\
                    Kustomization:   apps\n\
                    Namespace:       flux-system\n\
                    Path:            ./apps\n\
                    Revision:        main@sha1:0123456789abcdef0123456789abcdef01234567\n\
                    Status:          Last reconciled at 2024-05-01 10:01:02 +0000 UTC\n\
                    Message:         Applied revision: main@sha1:0123456\n\
                    ---\n\
                    GitRepository:   flux-system\n\
                    Namespace:       flux-system\n\
                    URL:             ssh://git@example.org/fleet\n\
                    Branch:          main\n\
                    Revision:        main@sha1:0123456789abcdef0123456789abcdef01234567\n\
                    Status:          Last reconciliation failed at 2024-05-01 10:00:00 +0000 UTC\n\
                    Message:         stored artifact for revision 'main@sha1:0123456'\n";
    for args in [
        &["trace", "-n", "apps", "deployment", "podinfo"][..],
        &["trace", "-n", "apps", "deploy/podinfo"],
        &[
            "trace",
            "-n",
            "apps",
            "podinfo",
            "--kind=Deployment",
            "--api-version=apps/v1",
        ],
    ] {
        let run = fluxr(&kubeconfig, args);
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert_eq!(run.stdout, expected, "{args:?}");
    }
}

#[test]
fn trace_prints_condition_times_in_the_local_zone() {
    let (server, _dir, kubeconfig) = setup();
    server.insert(kustomization(
        "apps",
        &["apps_podinfo_apps_Deployment"],
        json!({"conditions": ready("True", "Applied revision: main@sha1:0123456", "2024-05-01T10:01:02.25Z")}),
    ));
    server.insert(git_repository("True"));
    server.insert(deployment(
        "podinfo",
        json!({"kustomize.toolkit.fluxcd.io/name": "apps",
               "kustomize.toolkit.fluxcd.io/namespace": "flux-system"}),
    ));
    // metav1.Time reads a time into Go's local zone, and `time.Time.String` prints it with
    // the zone's offset and abbreviation.
    let run = in_zone(
        "Asia/Kolkata",
        &kubeconfig,
        &["trace", "-n", "apps", "deploy/podinfo"],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("Status:          Last reconciled at 2024-05-01 15:31:02.25 +0530 IST\n"),
        "{}",
        run.stdout
    );
    let run = in_zone(
        "UTC",
        &kubeconfig,
        &["trace", "-n", "apps", "deploy/podinfo"],
    );
    assert!(
        run.stdout
            .contains("Status:          Last reconciled at 2024-05-01 10:01:02.25 +0000 UTC\n"),
        "{}",
        run.stdout
    );
    // Go reads only zone files: a POSIX rule, which a C library would honour, leaves it in UTC.
    let run = in_zone(
        "IST-5:30",
        &kubeconfig,
        &["trace", "-n", "apps", "deploy/podinfo"],
    );
    assert!(
        run.stdout
            .contains("Status:          Last reconciled at 2024-05-01 10:01:02.25 +0000 UTC\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn trace_follows_owners_and_reports_unmanaged_objects() {
    let (server, _dir, kubeconfig) = setup();
    server.insert(kustomization("apps", &[], json!({})));
    server.insert(git_repository("True"));
    server.insert(deployment(
        "podinfo",
        json!({"kustomize.toolkit.fluxcd.io/name": "apps",
               "kustomize.toolkit.fluxcd.io/namespace": "flux-system"}),
    ));
    server.insert(json!({
        "apiVersion": "apps/v1", "kind": "ReplicaSet",
        "metadata": {"name": "podinfo-1", "namespace": "apps",
                     "ownerReferences": [{"apiVersion": "apps/v1", "kind": "Deployment",
                                          "name": "podinfo", "uid": "u1"}]},
        "spec": {"selector": {"matchLabels": {"app": "podinfo"}}},
    }));
    server.insert(deployment("manual", json!({})));

    let run = fluxr(
        &kubeconfig,
        &[
            "trace",
            "-n",
            "apps",
            "replicaset/podinfo-1",
            "deployment/manual",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("\nObject:          ReplicaSet/podinfo-1\nNamespace:       apps\n"),
        "{}",
        run.stdout
    );
    // A Kustomization that has not reported yet.
    assert!(
        run.stdout
            .contains("\nStatus:          Unknown\n---\nGitRepository:   flux-system\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("Status:          Last reconciled at 2024-05-01 10:00:00 +0000 UTC\n"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.ends_with("---\n"), "{}", run.stdout);
    assert_eq!(
        run.stderr,
        "failed to trace Deployment/manual in namespace apps: object not managed by Flux"
    );

    // flux wraps the resource builder's error as "x: …" (cmd/flux/trace.go).
    let missing = fluxr(&kubeconfig, &["trace", "-n", "apps", "deployment", "nope"]);
    assert_eq!(missing.code, 1);
    assert_eq!(missing.stderr, "✗ x: deployments.apps \"nope\" not found\n");
    let usage = fluxr(&kubeconfig, &["trace"]);
    assert_eq!(usage.code, 1);
    assert_eq!(
        usage.stderr,
        "✗ either `<resource>/<name>` or `<resource> <name>` is required as an argument\n"
    );
}

#[test]
fn trace_checks_its_arguments_before_asking_the_server() {
    // cli-runtime's resource builder refuses these before any request (cmd/flux/trace.go hands
    // it the arguments as they are), so an unreachable server is never reached.
    let (_dir, kubeconfig) = support::unreachable_kubeconfig();
    for (args, message) in [
        (
            &["trace", "deploy", "deploy/podinfo"][..],
            "there is no need to specify a resource type as a separate argument when passing \
             arguments in resource/name form (e.g. 'fluxr get resource/<resource_name>' instead \
             of 'fluxr get resource resource/<resource_name>'",
        ),
        (
            &["trace", "deploy/podinfo/x"],
            "arguments in resource/name form may not have more than one slash",
        ),
        (
            &["trace", "deploy/"],
            "arguments in resource/name form must have a single resource and name",
        ),
        (
            &["trace", "deploy,cm/podinfo"],
            "arguments in resource/name form must have a single resource and name",
        ),
        (
            &[
                "trace",
                "podinfo",
                "--kind",
                "Deployment",
                "--api-version",
                "a/b/c",
            ],
            "invaild apiVersion: unexpected GroupVersion string: a/b/c",
        ),
    ] {
        let run = fluxr(&kubeconfig, args);
        assert_eq!(run.code, 1, "{args:?}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{args:?}");
        assert_eq!(run.stderr, format!("✗ {message}\n"), "{args:?}");
    }
    // Without any kubeconfig flux still has a client (clientcmd's default server), so its
    // argument checks speak first.
    let home = tempfile::tempdir().unwrap();
    let output = assert_cmd::Command::cargo_bin("fluxr")
        .unwrap()
        .env_clear()
        .env("HOME", home.path())
        .env("KUBERNETES_MASTER", "http://127.0.0.1:1")
        .arg("trace")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        "✗ either `<resource>/<name>` or `<resource> <name>` is required as an argument\n"
    );
}

#[test]
fn trace_resolves_resources_as_kubectl_does() {
    let (server, _dir, kubeconfig) = setup();
    server.insert(kustomization("apps", &[], json!({})));
    server.insert(git_repository("True"));
    let labels = json!({"kustomize.toolkit.fluxcd.io/name": "apps",
                        "kustomize.toolkit.fluxcd.io/namespace": "flux-system"});
    server.insert(deployment("podinfo", labels.clone()));
    server.insert(json!({"apiVersion": "v1", "kind": "ConfigMap",
                         "metadata": {"name": "podinfo", "namespace": "apps", "labels": labels}}));

    // Several types before the names read as each type with each name, types first.
    let both = fluxr(
        &kubeconfig,
        &["trace", "-n", "apps", "deploy,cm", "podinfo"],
    );
    assert_eq!(both.code, 0, "{}", both.stderr);
    let objects: Vec<&str> = both
        .stdout
        .lines()
        .filter(|l| l.starts_with("Object:"))
        .collect();
    assert_eq!(
        objects,
        [
            "Object:          Deployment/podinfo",
            "Object:          ConfigMap/podinfo"
        ],
        "{}",
        both.stdout
    );

    // An unknown type is named as written, and is reported before a missing name.
    let unknown = fluxr(&kubeconfig, &["trace", "-n", "apps", "Widgets"]);
    assert_eq!(unknown.code, 1);
    assert_eq!(
        unknown.stderr,
        "✗ the server doesn't have a resource type \"Widgets\"\n"
    );
    let no_name = fluxr(&kubeconfig, &["trace", "-n", "apps", "deploy"]);
    assert_eq!(
        no_name.stderr,
        "✗ resource(s) were provided, but no name was specified\n"
    );
    // Every type is resolved before any object is read.
    let mixed = fluxr(
        &kubeconfig,
        &[
            "trace",
            "-n",
            "apps",
            "deploy/nope",
            "widgets.example.com/podinfo",
        ],
    );
    assert_eq!(
        mixed.stderr,
        "✗ the server doesn't have a resource type \"widgets\"\n"
    );
    // Objects that are missing are reported together, each message once.
    let missing = fluxr(
        &kubeconfig,
        &["trace", "-n", "apps", "deploy/a", "cm/b", "deploy/a"],
    );
    assert_eq!(missing.code, 1);
    assert_eq!(
        missing.stderr,
        "✗ x: [deployments.apps \"a\" not found, configmaps \"b\" not found]\n"
    );
}

/// An Event `secs` seconds old about `kind/name` in `ns`.
fn event(
    ns: &str,
    name: &str,
    kind: &str,
    object: &str,
    event_type: &str,
    reason: &str,
    secs: i64,
) -> Value {
    let at = (k8s_openapi::jiff::Timestamp::now()
        - k8s_openapi::jiff::SignedDuration::from_secs(secs))
    .strftime("%Y-%m-%dT%H:%M:%SZ")
    .to_string();
    json!({
        "apiVersion": "v1", "kind": "Event",
        "metadata": {"name": name, "namespace": ns},
        "involvedObject": {"kind": kind, "name": object, "namespace": ns},
        "type": event_type, "reason": reason, "message": format!("{reason} of {object}"),
        "firstTimestamp": at, "lastTimestamp": at, "count": 1,
        "source": {"component": "test"},
    })
}

/// The rows of a table: cells split at tabs, trimmed.
fn rows(stdout: &str) -> Vec<Vec<String>> {
    stdout
        .lines()
        .map(|line| {
            let mut cells: Vec<String> = line.split('\t').map(|c| c.trim().to_owned()).collect();
            while cells.last().is_some_and(String::is_empty) {
                cells.pop();
            }
            cells
        })
        .collect()
}

fn seed_events(server: &FakeKube) {
    server.insert(kustomization("apps", &[], json!({})));
    server.insert(git_repository("True"));
    server.insert(event(
        "flux-system",
        "e1",
        "Kustomization",
        "apps",
        "Normal",
        "ReconciliationSucceeded",
        3 * 3600,
    ));
    server.insert(event(
        "flux-system",
        "e2",
        "GitRepository",
        "flux-system",
        "Warning",
        "GitOperationFailed",
        2 * 3600,
    ));
    server.insert(event(
        "flux-system",
        "e3",
        "Kustomization",
        "other",
        "Normal",
        "Progressing",
        4 * 3600,
    ));
    // Not a Flux object: never shown.
    server.insert(event(
        "flux-system",
        "e4",
        "Deployment",
        "podinfo",
        "Normal",
        "ScalingReplicaSet",
        3600,
    ));
    // An events.k8s.io/v1 Event, served as v1 too.
    server.insert(json!({
        "apiVersion": "events.k8s.io/v1", "kind": "Event",
        "metadata": {"name": "e5", "namespace": "monitoring"},
        "regarding": {"kind": "HelmRelease", "name": "prometheus", "namespace": "monitoring"},
        "type": "Normal", "reason": "InstallSucceeded", "note": "installed",
        "eventTime": (k8s_openapi::jiff::Timestamp::now() - k8s_openapi::jiff::SignedDuration::from_secs(5 * 3600))
            .strftime("%Y-%m-%dT%H:%M:%S.000000Z").to_string(),
        "reportingController": "helm-controller", "reportingInstance": "helm-controller-0",
        "action": "Install",
    }));
}

#[test]
fn events_of_flux_objects_oldest_first() {
    let (server, _dir, kubeconfig) = setup();
    seed_events(&server);

    let run = fluxr(&kubeconfig, &["events"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        rows(&run.stdout),
        vec![
            vec!["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"],
            vec![
                "4h",
                "Normal",
                "Progressing",
                "Kustomization/other",
                "Progressing of other"
            ],
            vec![
                "3h",
                "Normal",
                "ReconciliationSucceeded",
                "Kustomization/apps",
                "ReconciliationSucceeded of apps"
            ],
            vec![
                "120m",
                "Warning",
                "GitOperationFailed",
                "GitRepository/flux-system",
                "GitOperationFailed of flux-system"
            ],
        ]
    );

    // --for adds the events of the object's source.
    let run = fluxr(&kubeconfig, &["events", "--for", "Kustomization/apps"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let objects: Vec<String> = rows(&run.stdout)
        .iter()
        .skip(1)
        .map(|r| r[3].clone())
        .collect();
    assert_eq!(objects, ["Kustomization/apps", "GitRepository/flux-system"]);

    let run = fluxr(&kubeconfig, &["events", "--types", "warning"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(rows(&run.stdout).len(), 2, "{}", run.stdout);
    assert!(run.stdout.contains("GitOperationFailed"));

    // pflag reads `--types=` as an empty list: no filter, every event listed.
    let run = fluxr(&kubeconfig, &["events", "--types="]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(rows(&run.stdout).len(), 4, "{}", run.stdout);

    let run = fluxr(&kubeconfig, &["events", "-A"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let all = rows(&run.stdout);
    assert_eq!(all[0][0], "NAMESPACE");
    assert_eq!(
        all[1][..5],
        [
            "monitoring",
            "5h",
            "Normal",
            "InstallSucceeded",
            "HelmRelease/prometheus"
        ]
    );
    assert_eq!(all.len(), 5, "{}", run.stdout);
}

#[test]
fn events_errors_and_empty_results() {
    let (server, _dir, kubeconfig) = setup();
    seed_events(&server);

    let run = fluxr(&kubeconfig, &["events", "-n", "apps"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr, "✗ No events found in apps namespace.\n");

    let run = fluxr(&kubeconfig, &["events", "--types", "Error"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ type 'Error' not supported. Supported types are Normal, Warning\n"
    );

    let run = fluxr(&kubeconfig, &["events", "--for", "Deployment/podinfo"]);
    assert_eq!(run.code, 1);
    assert_eq!(run.stderr, "✗ 'Deployment' is not a recognized Flux kind\n");

    // flux reads `/Kind` and `a/b/c` as a kind, as it reads a bare word; only `/` has none.
    for (selector, message) in [
        ("/Deployment", "'Deployment' is not a recognized Flux kind"),
        ("a/b/c", "'a/b/c' is not a recognized Flux kind"),
        ("/", "--for selector must be of format <kind>[/<name>]"),
    ] {
        let run = fluxr(&kubeconfig, &["events", "--for", selector]);
        assert_eq!(run.code, 1, "{selector}");
        assert_eq!(run.stderr, format!("✗ {message}\n"), "{selector}");
    }

    let run = fluxr(&kubeconfig, &["events", "--for", "Kustomization/nope"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ kustomizations.kustomize.toolkit.fluxcd.io \"nope\" not found\n"
    );
}

#[test]
fn events_watch_streams_new_events_until_the_timeout() {
    let (server, _dir, kubeconfig) = setup();
    seed_events(&server);
    let run = std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(std::time::Duration::from_millis(1500));
            server.insert(event(
                "flux-system",
                "e9",
                "Kustomization",
                "apps",
                "Warning",
                "HealthCheckFailed",
                0,
            ));
        });
        fluxr(
            &kubeconfig,
            &[
                "events",
                "-w",
                "--timeout=4s",
                "--for",
                "Kustomization/apps",
            ],
        )
    });
    assert_eq!(run.code, 0, "{}", run.stderr);
    let table = rows(&run.stdout);
    assert_eq!(table[0][..3], ["LAST SEEN", "TYPE", "REASON"]);
    let reasons: Vec<&str> = table.iter().skip(1).map(|r| r[2].as_str()).collect();
    assert!(
        reasons.contains(&"ReconciliationSucceeded"),
        "{}",
        run.stdout
    );
    assert!(reasons.contains(&"GitOperationFailed"), "{}", run.stdout);
    assert_eq!(reasons.last(), Some(&"HealthCheckFailed"), "{}", run.stdout);
}

/// flux prints only what decodes as an Event: the Status of the server's error event is passed
/// over, and the command ends quietly when the server closes the watch after it.
#[test]
fn events_watch_passes_over_the_servers_error_event() {
    let (server, _dir, kubeconfig) = setup();
    seed_events(&server);
    let run = std::thread::scope(|scope| {
        let watching = scope.spawn(|| fluxr(&kubeconfig, &["events", "-w", "--timeout=20s"]));
        std::thread::sleep(std::time::Duration::from_millis(1500));
        server.compact_history();
        watching.join().unwrap()
    });
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    let table = rows(&run.stdout);
    assert_eq!(
        table[0][..3],
        ["LAST SEEN", "TYPE", "REASON"],
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("Status"), "{}", run.stdout);
}

#[test]
fn stats_count_running_failing_and_suspended_objects() {
    let (server, _dir, kubeconfig) = setup();
    let mut repository = git_repository("True");
    repository["status"]["artifact"]["size"] = json!(1536);
    server.insert(repository);
    server.insert(kustomization(
        "apps",
        &[],
        json!({"conditions": ready("False", "kustomize build failed", "2024-05-01T10:00:00Z")}),
    ));
    let mut suspended = kustomization("infra", &[], json!({}));
    suspended["spec"]["suspend"] = json!(true);
    server.insert(suspended);
    let mut elsewhere = kustomization("other", &[], json!({}));
    elsewhere["metadata"]["namespace"] = json!("apps");
    server.insert(elsewhere);

    let run = fluxr(&kubeconfig, &["stats"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let table = rows(&run.stdout);
    assert_eq!(
        table[0],
        ["RECONCILERS", "RUNNING", "FAILING", "SUSPENDED", "STORAGE"]
    );
    let kinds: Vec<&str> = table.iter().skip(1).map(|r| r[0].as_str()).collect();
    assert_eq!(
        kinds,
        [
            "GitRepository",
            "OCIRepository",
            "HelmRepository",
            "HelmChart",
            "Bucket",
            "Kustomization",
            "HelmRelease",
            "Alert",
            "Provider",
            "Receiver",
            "ImageUpdateAutomation",
            "ImagePolicy",
            "ImageRepository",
        ]
    );
    assert_eq!(table[1], ["GitRepository", "1", "0", "0", "1.5 KiB"]);
    assert_eq!(table[6], ["Kustomization", "1", "1", "1", "-"]);
    assert_eq!(table[7], ["HelmRelease", "0", "0", "0", "-"]);

    let all = fluxr(&kubeconfig, &["stats", "-A"]);
    assert_eq!(all.code, 0, "{}", all.stderr);
    assert_eq!(rows(&all.stdout)[6], ["Kustomization", "2", "1", "1", "-"]);
}

#[test]
fn trace_names_what_it_cannot_find() {
    // cmd/flux/trace.go wraps each failed read as "failed to find <what>: <API error>", reports
    // it for that object and goes on with the next.
    let (server, _dir, kubeconfig) = setup();
    let managed = |name: &str, group: &str, owner: &str, namespace: &str| {
        deployment(
            name,
            json!({format!("{group}/name"): owner, format!("{group}/namespace"): namespace}),
        )
    };
    server.insert(managed(
        "orphan",
        "kustomize.toolkit.fluxcd.io",
        "gone",
        "flux-system",
    ));
    let mut no_git = kustomization("no-git", &[], json!({}));
    no_git["spec"]["sourceRef"] = json!({"kind": "GitRepository", "name": "missing"});
    server.insert(no_git);
    server.insert(managed(
        "from-git",
        "kustomize.toolkit.fluxcd.io",
        "no-git",
        "flux-system",
    ));
    let mut no_oci = kustomization("no-oci", &[], json!({}));
    no_oci["spec"]["sourceRef"] =
        json!({"kind": "OCIRepository", "name": "manifests", "namespace": "apps"});
    server.insert(no_oci);
    server.insert(managed(
        "from-oci",
        "kustomize.toolkit.fluxcd.io",
        "no-oci",
        "flux-system",
    ));
    server.insert(managed(
        "released",
        "helm.toolkit.fluxcd.io",
        "gone",
        "apps",
    ));
    server.insert(json!({
        "apiVersion": "helm.toolkit.fluxcd.io/v2", "kind": "HelmRelease",
        "metadata": {"name": "web", "namespace": "apps"},
        "spec": {"interval": "5m", "chart": {"spec": {"chart": "web",
                 "sourceRef": {"kind": "HelmRepository", "name": "charts"}}}},
        "status": {"helmChart": "flux-system/apps-web"},
    }));
    server.insert(managed("charted", "helm.toolkit.fluxcd.io", "web", "apps"));

    let run = fluxr(
        &kubeconfig,
        &[
            "trace",
            "-n",
            "apps",
            "deployment/orphan",
            "deployment/from-git",
            "deployment/from-oci",
            "deployment/released",
            "deployment/charted",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "---\n---\n---\n---\n");
    assert_eq!(
        run.stderr,
        [
            "failed to trace Deployment/orphan in namespace apps: failed to find kustomization: \
             kustomizations.kustomize.toolkit.fluxcd.io \"gone\" not found",
            "failed to trace Deployment/from-git in namespace apps: failed to find GitRepository: \
             gitrepositories.source.toolkit.fluxcd.io \"missing\" not found",
            "failed to trace Deployment/from-oci in namespace apps: failed to find OCIRepository: \
             ocirepositories.source.toolkit.fluxcd.io \"manifests\" not found",
            "failed to trace Deployment/released in namespace apps: failed to find HelmRelease: \
             helmreleases.helm.toolkit.fluxcd.io \"gone\" not found",
            "failed to trace Deployment/charted in namespace apps: failed to find HelmChart: \
             helmcharts.source.toolkit.fluxcd.io \"apps-web\" not found",
        ]
        .concat()
    );

    // With --kind and --api-version the object is read directly, and a miss fails the command.
    let direct = fluxr(
        &kubeconfig,
        &[
            "trace",
            "-n",
            "apps",
            "nope",
            "--kind=Deployment",
            "--api-version=apps/v1",
        ],
    );
    assert_eq!(direct.code, 1);
    assert_eq!(
        direct.stderr,
        "✗ failed to find object: deployments.apps \"nope\" not found\n"
    );
    // The kind is matched as the server spells it or in lower case, as flux's REST mapper
    // knows it; any other spelling is no kind at all.
    let lower = fluxr(
        &kubeconfig,
        &[
            "trace",
            "-n",
            "apps",
            "orphan",
            "--kind=deployment",
            "--api-version=apps/v1",
        ],
    );
    assert_eq!(lower.code, 0, "{}", lower.stderr);
    assert_eq!(
        lower.stderr,
        "failed to trace deployment/orphan in namespace apps: failed to find kustomization: \
         kustomizations.kustomize.toolkit.fluxcd.io \"gone\" not found"
    );
    for kind in ["DEPLOYMENT", "deployMent"] {
        let other = fluxr(
            &kubeconfig,
            &[
                "trace",
                "-n",
                "apps",
                "orphan",
                &format!("--kind={kind}"),
                "--api-version=apps/v1",
            ],
        );
        assert_eq!(other.code, 1, "{kind}");
        assert_eq!(
            other.stderr,
            format!(
                "✗ failed to find object: no matches for kind \"{kind}\" in version \"apps/v1\"\n"
            )
        );
    }
}

/// flux sorts events with Go's `sort.Sort`, which is not stable above 12 items. The server
/// lists `e01`…`e13` by name; `e01`…`e12` happened at the same second, `e13` an hour earlier.
/// Go's pdqsort on 13 items: the pivot is the median of items 3, 6 and 9 (all equal, no swap,
/// so the hint is "increasing"); the partial insertion sort stops at `e13` without moving
/// anything (fewer than 50 items); the partition swaps the pivot `e07` to the front, then swaps
/// `e13`, the one item less than the pivot, with the last item `e02`, and puts the pivot back
/// after `e13` by swapping it with position 1 (`e13`), which sends `e01` to `e07`'s old place.
/// The 11 items right of the pivot are all equal and the insertion sort leaves them as they are.
/// A stable sort would give `e13, e01, e02, …, e12`.
#[test]
fn events_with_equal_times_in_gos_order() {
    let (server, _dir, kubeconfig) = setup();
    // One clock reading: twelve readings could straddle a second and make the times differ.
    let now = k8s_openapi::jiff::Timestamp::now();
    for i in 1..=13 {
        let age = if i == 13 { 7200 } else { 3600 };
        let at = (now - k8s_openapi::jiff::SignedDuration::from_secs(age))
            .strftime("%Y-%m-%dT%H:%M:%SZ")
            .to_string();
        let mut object = event(
            "flux-system",
            &format!("e{i:02}"),
            "Kustomization",
            &format!("app-{i:02}"),
            "Normal",
            "ReconciliationSucceeded",
            age,
        );
        object["firstTimestamp"] = json!(at);
        object["lastTimestamp"] = json!(at);
        server.insert(object);
    }
    let run = fluxr(&kubeconfig, &["events"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let objects: Vec<String> = rows(&run.stdout)
        .iter()
        .skip(1)
        .map(|r| r[3].clone())
        .collect();
    let expected: Vec<String> = [13, 7, 3, 4, 5, 6, 1, 8, 9, 10, 11, 12, 2]
        .iter()
        .map(|i| format!("Kustomization/app-{i:02}"))
        .collect();
    assert_eq!(objects, expected, "{}", run.stdout);
}
