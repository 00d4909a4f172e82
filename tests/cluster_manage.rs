//! `export`, `delete` and `debug` against the fake API server, as a user runs them: objects
//! exported as flux writes them (defaults the API server filled in, Go's durations, no status or
//! server fields), deletion with and without the prompt, and what a Kustomization or HelmRelease
//! is fed (post-build variables, Helm values) with its references resolved.

mod support;

use std::path::PathBuf;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Value, json};
use support::{FakeKube, RunWith, fluxr_on_cluster, fluxr_on_cluster_with};

/// A server with Flux's CRDs and the namespaces the tests use; no controller runs, so the
/// objects keep the status the tests give them.
fn setup() -> (FakeKube, tempfile::TempDir, PathBuf) {
    let (server, dir, kubeconfig) = support::flux_cluster(&["flux-system", "apps"]);
    for kind in [
        "GitRepository",
        "OCIRepository",
        "HelmRepository",
        "HelmChart",
        "Bucket",
        "Kustomization",
        "HelmRelease",
        "ImageRepository",
        "ImagePolicy",
        "ImageUpdateAutomation",
        "Receiver",
    ] {
        server.stop_controller(kind);
    }
    (server, dir, kubeconfig)
}

fn secret(namespace: &str, name: &str, data: &[(&str, &str)]) -> Value {
    let data: serde_json::Map<String, Value> = data
        .iter()
        .map(|(k, v)| ((*k).to_owned(), json!(STANDARD.encode(v))))
        .collect();
    json!({"apiVersion": "v1", "kind": "Secret", "type": "Opaque",
           "metadata": {"name": name, "namespace": namespace, "uid": "u", "labels": {"a": "b"}},
           "data": data})
}

fn config_map(namespace: &str, name: &str, data: Value) -> Value {
    json!({"apiVersion": "v1", "kind": "ConfigMap",
           "metadata": {"name": name, "namespace": namespace}, "data": data})
}

/// What the server holds as a user would have applied it, with server fields and a status.
fn seed_objects(server: &FakeKube) {
    let server_fields = json!({"finalizers": ["finalizers.fluxcd.io"],
                               "managedFields": [{"manager": "kustomize-controller"}]});
    let with_server_fields = |mut object: Value| {
        for (k, v) in server_fields.as_object().unwrap() {
            object["metadata"][k] = v.clone();
        }
        object["status"] = json!({"observedGeneration": 1, "conditions": [
            {"type": "Ready", "status": "True", "reason": "Succeeded", "message": "ok",
             "lastTransitionTime": "2026-01-01T00:00:00Z"}]});
        object
    };
    server.insert(with_server_fields(json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "GitRepository",
        "metadata": {"name": "fleet", "namespace": "flux-system",
                     "labels": {"team": "platform"},
                     "annotations": {"note": "two words"}},
        "spec": {"url": "ssh://git@example.org/fleet", "interval": "5m",
                 "ref": {"branch": "main"}, "secretRef": {"name": "fleet-auth"}}
    })));
    server.insert(secret("flux-system", "fleet-auth", &[("identity", "KEY")]));
    server.insert(with_server_fields(json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "GitRepository",
        "metadata": {"name": "public", "namespace": "flux-system"},
        "spec": {"url": "https://example.org/public", "interval": "90s",
                 "ref": {"tag": "v1"}, "suspend": true}
    })));
    server.insert(with_server_fields(json!({
        "apiVersion": "kustomize.toolkit.fluxcd.io/v1", "kind": "Kustomization",
        "metadata": {"name": "apps", "namespace": "flux-system"},
        "spec": {"interval": "10m", "path": "./apps", "prune": false,
                 "sourceRef": {"kind": "GitRepository", "name": "fleet"},
                 "postBuild": {"substitute": {"cluster": "prod", "multi": "a\nb"},
                               "substituteFrom": [
                                   {"kind": "ConfigMap", "name": "vars"},
                                   {"kind": "Secret", "name": "secret-vars"},
                                   {"kind": "ConfigMap", "name": "absent", "optional": true}]}}
    })));
    server.insert(with_server_fields(json!({
        "apiVersion": "helm.toolkit.fluxcd.io/v2", "kind": "HelmRelease",
        "metadata": {"name": "podinfo", "namespace": "apps"},
        "spec": {"interval": "1h", "releaseName": "podinfo",
                 "chart": {"spec": {"chart": "podinfo",
                                    "sourceRef": {"kind": "HelmRepository", "name": "charts"}}},
                 "values": {"replicas": 2, "image": {"tag": "6.0.0"}},
                 "valuesFrom": [
                     {"kind": "ConfigMap", "name": "podinfo-values"},
                     {"kind": "Secret", "name": "podinfo-secret", "valuesKey": "token",
                      "targetPath": "auth.token"},
                     {"kind": "Secret", "name": "absent", "optional": true}]}
    })));
    server.insert(with_server_fields(json!({
        "apiVersion": "notification.toolkit.fluxcd.io/v1", "kind": "Receiver",
        "metadata": {"name": "hook", "namespace": "flux-system"},
        "spec": {"type": "github", "events": ["push"], "secretRef": {"name": "hook-token"},
                 "resources": [{"kind": "GitRepository", "name": "fleet"}]}
    })));
    server.insert(json!({
        "apiVersion": "notification.toolkit.fluxcd.io/v1beta3", "kind": "Provider",
        "metadata": {"name": "chat", "namespace": "flux-system"},
        "spec": {"type": "slack", "channel": "general", "address": "https://chat.example.org/hook"}
    }));
    server.insert(json!({
        "apiVersion": "image.toolkit.fluxcd.io/v1", "kind": "ImagePolicy",
        "metadata": {"name": "podinfo", "namespace": "flux-system"},
        "spec": {"imageRepositoryRef": {"name": "podinfo"},
                 "policy": {"semver": {"range": "6.x"}}}
    }));
}

#[test]
fn export_writes_what_flux_writes() {
    let (server, _dir, kubeconfig) = setup();
    seed_objects(&server);

    let git = fluxr_on_cluster(&kubeconfig, &["export", "source", "git", "fleet"]);
    assert_eq!(git.code, 0, "{}", git.stderr);
    assert_eq!(
        git.stdout,
        "---\napiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata:\n  \
         annotations:\n    note: two words\n  labels:\n    team: platform\n  name: fleet\n  \
         namespace: flux-system\nspec:\n  interval: 5m0s\n  ref:\n    branch: main\n  \
         secretRef:\n    name: fleet-auth\n  timeout: 1m0s\n  url: ssh://git@example.org/fleet\n"
    );

    let ks = fluxr_on_cluster(&kubeconfig, &["export", "ks", "apps"]);
    assert_eq!(ks.code, 0, "{}", ks.stderr);
    assert_eq!(
        ks.stdout,
        "---\napiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  \
         name: apps\n  namespace: flux-system\nspec:\n  interval: 10m0s\n  path: ./apps\n  \
         postBuild:\n    substitute:\n      cluster: prod\n      multi: |-\n        a\n        b\n    \
         substituteFrom:\n    - kind: ConfigMap\n      name: vars\n    - kind: Secret\n      \
         name: secret-vars\n    - kind: ConfigMap\n      name: absent\n      optional: true\n  \
         prune: false\n  sourceRef:\n    kind: GitRepository\n    name: fleet\n"
    );

    let receiver = fluxr_on_cluster(&kubeconfig, &["export", "receiver", "hook"]);
    assert_eq!(receiver.code, 0, "{}", receiver.stderr);
    assert_eq!(
        receiver.stdout,
        "---\napiVersion: notification.toolkit.fluxcd.io/v1\nkind: Receiver\nmetadata:\n  \
         name: hook\n  namespace: flux-system\nspec:\n  events:\n  - push\n  interval: 10m0s\n  \
         resources:\n  - kind: GitRepository\n    name: fleet\n  secretRef:\n    name: hook-token\n  \
         type: github\n"
    );

    let provider = fluxr_on_cluster(&kubeconfig, &["export", "alert-provider", "chat"]);
    assert_eq!(provider.code, 0, "{}", provider.stderr);
    assert_eq!(
        provider.stdout,
        "---\napiVersion: notification.toolkit.fluxcd.io/v1beta3\nkind: Provider\nmetadata:\n  \
         name: chat\n  namespace: flux-system\nspec:\n  address: https://chat.example.org/hook\n  \
         channel: general\n  type: slack\n"
    );

    let policy = fluxr_on_cluster(&kubeconfig, &["export", "image", "policy", "podinfo"]);
    assert_eq!(policy.code, 0, "{}", policy.stderr);
    assert_eq!(
        policy.stdout,
        "---\napiVersion: image.toolkit.fluxcd.io/v1\nkind: ImagePolicy\nmetadata:\n  \
         name: podinfo\n  namespace: flux-system\nspec:\n  digestReflectionPolicy: Never\n  \
         imageRepositoryRef:\n    name: podinfo\n  policy:\n    semver:\n      range: 6.x\n"
    );
}

#[test]
fn export_all_with_credentials_and_errors() {
    let (server, _dir, kubeconfig) = setup();
    seed_objects(&server);

    let all = fluxr_on_cluster(
        &kubeconfig,
        &["export", "source", "git", "--all", "--with-credentials"],
    );
    assert_eq!(all.code, 0, "{}", all.stderr);
    let docs: Vec<&str> = all.stdout.split("---\n").skip(1).collect();
    // flux stops after the first Secret it exports (cmd/flux/export_secret.go returns there):
    // `public`, listed after `fleet`, is left out.
    assert_eq!(docs.len(), 2, "{}", all.stdout);
    assert!(docs[0].contains("name: fleet\n"), "{}", docs[0]);
    assert_eq!(
        docs[1],
        format!(
            "apiVersion: v1\ndata:\n  identity: {}\nkind: Secret\nmetadata:\n  name: fleet-auth\n  \
             namespace: flux-system\ntype: Opaque\n",
            STANDARD.encode("KEY")
        )
    );
    assert!(!all.stdout.contains("public"), "{}", all.stdout);
    assert!(!all.stdout.contains("status"), "{}", all.stdout);
    assert!(!all.stdout.contains("uid"), "{}", all.stdout);

    // Without --with-credentials, no Secret, and every object.
    let plain = fluxr_on_cluster(&kubeconfig, &["export", "source", "git", "--all"]);
    let docs: Vec<&str> = plain.stdout.split("---\n").skip(1).collect();
    assert_eq!(docs.len(), 2, "{}", plain.stdout);
    assert!(!plain.stdout.contains("kind: Secret"), "{}", plain.stdout);
    // A suspended object is exported with its `suspend`, as it applies.
    assert!(
        docs[1].contains("name: public\n") && docs[1].contains("  suspend: true\n"),
        "{}",
        docs[1]
    );
    assert!(docs[1].contains("  interval: 1m30s\n"), "{}", docs[1]);
    // A source without a Secret is exported alone.
    let public = fluxr_on_cluster(
        &kubeconfig,
        &["export", "source", "git", "public", "--with-credentials"],
    );
    assert_eq!(public.code, 0, "{}", public.stderr);
    assert_eq!(public.stdout, format!("---\n{}", docs[1]));

    let missing = fluxr_on_cluster(&kubeconfig, &["export", "ks", "nothing"]);
    assert_eq!(missing.code, 1);
    assert_eq!(missing.stdout, "");
    assert_eq!(
        missing.stderr,
        "✗ kustomizations.kustomize.toolkit.fluxcd.io \"nothing\" not found\n"
    );

    let no_name = fluxr_on_cluster(&kubeconfig, &["export", "hr"]);
    assert_eq!(no_name.code, 1);
    assert_eq!(no_name.stderr, "✗ name is required\n");

    let none = fluxr_on_cluster(&kubeconfig, &["export", "source", "bucket", "--all"]);
    assert_eq!(none.code, 1);
    assert_eq!(none.stderr, "✗ no objects found in flux-system namespace\n");

    server.insert(json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "HelmRepository",
        "metadata": {"name": "charts", "namespace": "flux-system"},
        "spec": {"url": "https://charts.example.org", "interval": "1h",
                 "secretRef": {"name": "gone"}}
    }));
    let gone = fluxr_on_cluster(
        &kubeconfig,
        &["export", "source", "helm", "charts", "--with-credentials"],
    );
    assert_eq!(gone.code, 1);
    assert!(
        gone.stdout
            .starts_with("---\napiVersion: source.toolkit.fluxcd.io/v1\n")
    );
    assert_eq!(
        gone.stderr,
        "✗ failed to retrieve secret gone, error: secrets \"gone\" not found\n"
    );

    // flux asks only whether `secretRef` is set: one without a name (which the CRD's schema
    // refuses, but an older object may hold) is a Secret named "", which client-go refuses.
    server.insert(json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "Bucket",
        "metadata": {"name": "unnamed", "namespace": "flux-system"},
        "spec": {"bucketName": "b", "endpoint": "e", "interval": "1h", "secretRef": {}}
    }));
    let unnamed = fluxr_on_cluster(
        &kubeconfig,
        &[
            "export",
            "source",
            "bucket",
            "unnamed",
            "--with-credentials",
        ],
    );
    assert_eq!(unnamed.code, 1);
    assert!(
        unnamed.stdout.contains("  bucketName: b\n"),
        "{}",
        unnamed.stdout
    );
    assert_eq!(
        unnamed.stderr,
        "✗ failed to retrieve secret , error: resource name may not be empty\n"
    );
}

#[test]
fn delete_asks_first_unless_silent() {
    let (server, _dir, kubeconfig) = setup();
    seed_objects(&server);
    let has = |kind: &str, ns: &str, name: &str| {
        server
            .objects("source.toolkit.fluxcd.io/v1", kind)
            .iter()
            .chain(
                server
                    .objects("kustomize.toolkit.fluxcd.io/v1", kind)
                    .iter(),
            )
            .any(|o| {
                o["metadata"]["name"] == name
                    && o["metadata"]["namespace"] == ns
                    && o.pointer("/metadata/deletionTimestamp").is_none()
            })
    };

    // promptui's confirmation takes `y` alone: `yes` aborts as `n` does.
    for answer in ["n\n", "yes\n", ""] {
        let declined = fluxr_on_cluster_with(
            RunWith {
                kubeconfig: Some(&kubeconfig),
                stdin: answer,
                ..RunWith::default()
            },
            &["delete", "source", "git", "public"],
        );
        assert_eq!(declined.code, 1, "{answer:?}");
        assert!(
            declined.stderr.ends_with("✗ aborting\n"),
            "{answer:?}: {}",
            declined.stderr
        );
    }
    let declined = fluxr_on_cluster_with(
        RunWith {
            kubeconfig: Some(&kubeconfig),
            stdin: "n\n",
            ..RunWith::default()
        },
        &["delete", "source", "git", "public"],
    );
    assert_eq!(declined.code, 1);
    assert!(
        declined
            .stderr
            .contains("Are you sure you want to delete this source git"),
        "{}",
        declined.stderr
    );
    assert!(
        declined.stderr.ends_with("✗ aborting\n"),
        "{}",
        declined.stderr
    );
    assert!(has("GitRepository", "flux-system", "public"));

    let confirmed = fluxr_on_cluster_with(
        RunWith {
            kubeconfig: Some(&kubeconfig),
            stdin: "y\n",
            ..RunWith::default()
        },
        &["delete", "source", "git", "public"],
    );
    assert_eq!(confirmed.code, 0, "{}", confirmed.stderr);
    assert!(
        confirmed.stderr.ends_with(
            "► deleting source git public in flux-system namespace\n✔ source git deleted\n"
        ),
        "{}",
        confirmed.stderr
    );
    assert!(!has("GitRepository", "flux-system", "public"));

    // -s: no question. The object has a finalizer, so it is only marked for deletion.
    let silent = fluxr_on_cluster(&kubeconfig, &["delete", "ks", "apps", "-s"]);
    assert_eq!(silent.code, 0, "{}", silent.stderr);
    assert_eq!(
        silent.stderr,
        "► deleting kustomization apps in flux-system namespace\n✔ kustomization deleted\n"
    );
    let ks = server.object(
        "kustomize.toolkit.fluxcd.io/v1",
        "Kustomization",
        Some("flux-system"),
        "apps",
    );
    assert!(ks.unwrap().pointer("/metadata/deletionTimestamp").is_some());

    // --wait: until the finalizer is gone, within --timeout.
    let timeout = fluxr_on_cluster(
        &kubeconfig,
        &["delete", "ks", "apps", "-s", "--wait", "--timeout=2s"],
    );
    assert_eq!(timeout.code, 1);
    assert!(
        timeout
            .stderr
            .ends_with("✗ timeout waiting for Kustomization flux-system/apps to be deleted\n"),
        "{}",
        timeout.stderr
    );

    let missing = fluxr_on_cluster(&kubeconfig, &["delete", "hr", "nothing", "-s"]);
    assert_eq!(missing.code, 1);
    assert_eq!(
        missing.stderr,
        "✗ helmreleases.helm.toolkit.fluxcd.io \"nothing\" not found\n"
    );
    let no_name = fluxr_on_cluster(&kubeconfig, &["delete", "alert-provider"]);
    assert_eq!(no_name.code, 1);
    assert_eq!(no_name.stderr, "✗ alert provider name is required\n");
}

#[test]
fn delete_wait_returns_once_the_object_is_gone() {
    let (server, _dir, kubeconfig) = setup();
    seed_objects(&server);
    let run = fluxr_on_cluster(
        &kubeconfig,
        &["delete", "alert-provider", "chat", "--silent", "--wait"],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "► deleting alert provider chat in flux-system namespace\n\
         ◎ waiting for alert provider chat to be deleted\n✔ alert provider deleted\n"
    );
    assert!(
        server
            .objects("notification.toolkit.fluxcd.io/v1beta3", "Provider")
            .is_empty()
    );
}

#[test]
fn debug_kustomization_resolves_substitute_from() {
    let (server, _dir, kubeconfig) = setup();
    seed_objects(&server);
    server.insert(config_map(
        "flux-system",
        "vars",
        json!({"region": "eu-1", "cluster": "from-map", "lines": "x\ny\n"}),
    ));
    server.insert(secret(
        "flux-system",
        "secret-vars",
        &[("token", "s3cr3t\n")],
    ));

    let vars = fluxr_on_cluster(&kubeconfig, &["debug", "ks", "apps", "--show-vars"]);
    assert_eq!(vars.code, 0, "{}", vars.stderr);
    assert_eq!(
        vars.stdout,
        "cluster=prod\nlines=xy\nmulti=ab\nregion=eu-1\ntoken=s3cr3t\n"
    );

    let status = fluxr_on_cluster(
        &kubeconfig,
        &["debug", "kustomization", "apps", "--show-status"],
    );
    assert_eq!(status.code, 0, "{}", status.stderr);
    assert_eq!(
        status.stdout,
        "# Status documentation: https://fluxcd.io/flux/components/kustomize/kustomizations/#kustomization-status\n\
         conditions:\n- lastTransitionTime: \"2026-01-01T00:00:00Z\"\n  message: ok\n  \
         reason: Succeeded\n  status: \"True\"\n  type: Ready\nobservedGeneration: 1\n"
    );

    let history = fluxr_on_cluster(&kubeconfig, &["debug", "ks", "apps", "--show-history"]);
    assert_eq!(history.code, 0, "{}", history.stderr);
    assert_eq!(
        history.stdout,
        "# History documentation: https://fluxcd.io/flux/components/kustomize/kustomizations/#history\n[]\n"
    );

    let two = fluxr_on_cluster(
        &kubeconfig,
        &["debug", "ks", "apps", "--show-vars", "--show-status"],
    );
    assert_eq!(two.code, 1);
    assert_eq!(
        two.stderr,
        "✗ exactly one of --show-status, --show-vars, or --show-history must be set\n"
    );

    let missing = fluxr_on_cluster(&kubeconfig, &["debug", "ks", "nothing", "--show-status"]);
    assert_eq!(missing.code, 1);
    assert_eq!(
        missing.stderr,
        "✗ kustomizations.kustomize.toolkit.fluxcd.io \"nothing\" not found\n"
    );

    server.remove("v1", "Secret", Some("flux-system"), "secret-vars");
    let unresolved = fluxr_on_cluster(&kubeconfig, &["debug", "ks", "apps", "--show-vars"]);
    assert_eq!(unresolved.code, 1);
    assert_eq!(
        unresolved.stderr,
        "✗ substitute from 'Secret/secret-vars' error: secrets \"secret-vars\" not found\n"
    );
}

#[test]
fn debug_helmrelease_values_status_and_history() {
    let (server, _dir, kubeconfig) = setup();
    seed_objects(&server);
    server.insert(config_map(
        "apps",
        "podinfo-values",
        json!({"values.yaml": "replicas: 1\nimage:\n  repository: ghcr.io/podinfo\n  tag: 5.0.0\n"}),
    ));
    server.insert(secret("apps", "podinfo-secret", &[("token", "abc")]));

    let values = fluxr_on_cluster(
        &kubeconfig,
        &["debug", "hr", "podinfo", "-n", "apps", "--show-values"],
    );
    assert_eq!(values.code, 0, "{}", values.stderr);
    assert_eq!(
        values.stdout,
        "auth:\n  token: abc\nimage:\n  repository: ghcr.io/podinfo\n  tag: 6.0.0\nreplicas: 2\n"
    );

    // A failing release: its status as the controller left it.
    let mut hr = server
        .object(
            "helm.toolkit.fluxcd.io/v2",
            "HelmRelease",
            Some("apps"),
            "podinfo",
        )
        .unwrap();
    hr["status"] = json!({"observedGeneration": 1, "failures": 2, "lastAttemptedRevision": "",
        "conditions": [{"type": "Ready", "status": "False", "reason": "InstallFailed",
                        "message": "chart not found", "lastTransitionTime": "2026-01-02T00:00:00Z",
                        "observedGeneration": 1}]});
    server.insert(hr);
    let status = fluxr_on_cluster(
        &kubeconfig,
        &["debug", "hr", "podinfo", "-n", "apps", "--show-status"],
    );
    assert_eq!(status.code, 0, "{}", status.stderr);
    assert_eq!(
        status.stdout,
        "# Status documentation: https://fluxcd.io/flux/components/helm/helmreleases/#helmrelease-status\n\
         conditions:\n- lastTransitionTime: \"2026-01-02T00:00:00Z\"\n  message: chart not found\n  \
         observedGeneration: 1\n  reason: InstallFailed\n  status: \"False\"\n  type: Ready\n\
         failures: 2\nobservedGeneration: 1\n"
    );

    let history = fluxr_on_cluster(
        &kubeconfig,
        &["debug", "hr", "podinfo", "-n", "apps", "--show-history"],
    );
    assert_eq!(history.code, 0, "{}", history.stderr);
    assert_eq!(
        history.stdout,
        "# History documentation: https://fluxcd.io/flux/components/helm/helmreleases/#history\n[]\n"
    );

    // Two releases: the first one uninstalled, the second one live. The live release has no
    // deletion time, which Go's snapshot type still writes (as null).
    let mut hr = server
        .object(
            "helm.toolkit.fluxcd.io/v2",
            "HelmRelease",
            Some("apps"),
            "podinfo",
        )
        .unwrap();
    let snapshot = |version: u32, status: &str, deployed: &str| {
        json!({"name": "podinfo", "namespace": "apps", "version": version, "status": status,
               "chartName": "podinfo", "chartVersion": format!("6.{version}.0"),
               "configDigest": "sha256:c0ffee", "digest": format!("sha256:{version}"),
               "firstDeployed": "2026-02-01T08:00:00Z", "lastDeployed": deployed})
    };
    let mut uninstalled = snapshot(1, "uninstalled", "2026-02-01T08:00:00Z");
    uninstalled["deleted"] = json!("2026-02-02T08:00:00Z");
    hr["status"]["history"] = json!([snapshot(2, "deployed", "2026-02-03T08:00:00Z"), uninstalled]);
    server.insert(hr);
    let history = fluxr_on_cluster(
        &kubeconfig,
        &["debug", "hr", "podinfo", "-n", "apps", "--show-history"],
    );
    assert_eq!(history.code, 0, "{}", history.stderr);
    assert_eq!(
        history.stdout,
        "# History documentation: https://fluxcd.io/flux/components/helm/helmreleases/#history\n\
         - chartName: podinfo\n  chartVersion: 6.2.0\n  configDigest: sha256:c0ffee\n  \
         deleted: null\n  digest: sha256:2\n  firstDeployed: \"2026-02-01T08:00:00Z\"\n  \
         lastDeployed: \"2026-02-03T08:00:00Z\"\n  name: podinfo\n  namespace: apps\n  \
         status: deployed\n  version: 2\n\
         - chartName: podinfo\n  chartVersion: 6.1.0\n  configDigest: sha256:c0ffee\n  \
         deleted: \"2026-02-02T08:00:00Z\"\n  digest: sha256:1\n  \
         firstDeployed: \"2026-02-01T08:00:00Z\"\n  lastDeployed: \"2026-02-01T08:00:00Z\"\n  \
         name: podinfo\n  namespace: apps\n  status: uninstalled\n  version: 1\n"
    );
    let status = fluxr_on_cluster(
        &kubeconfig,
        &["debug", "hr", "podinfo", "-n", "apps", "--show-status"],
    );
    assert_eq!(status.code, 0, "{}", status.stderr);
    assert!(
        status.stdout.contains("\n  deleted: null\n"),
        "{}",
        status.stdout
    );

    server.remove("v1", "ConfigMap", Some("apps"), "podinfo-values");
    let unresolved = fluxr_on_cluster(
        &kubeconfig,
        &["debug", "hr", "podinfo", "-n", "apps", "--show-values"],
    );
    assert_eq!(unresolved.code, 1);
    assert_eq!(
        unresolved.stderr,
        "✗ could not resolve ConfigMap chart values reference 'apps/podinfo-values' with key \
         'values.yaml': configmaps \"podinfo-values\" not found\n"
    );

    let no_name = fluxr_on_cluster(&kubeconfig, &["debug", "hr", "--show-values"]);
    assert_eq!(no_name.code, 1);
    assert_eq!(no_name.stderr, "✗ accepts 1 arg(s), received 0\n");
}

/// chartutil reads each referenced ConfigMap once: a second reference to one an optional
/// reference found missing fails without the server's message; values that are not a map
/// fail as Helm's reader fails on them.
#[test]
fn debug_helmrelease_values_references_as_chartutil_reads_them() {
    let (server, _dir, kubeconfig) = setup();
    seed_objects(&server);
    let with_values_from = |values_from: Value| {
        let mut hr = server
            .object(
                "helm.toolkit.fluxcd.io/v2",
                "HelmRelease",
                Some("apps"),
                "podinfo",
            )
            .unwrap();
        hr["spec"]["valuesFrom"] = values_from;
        server.insert(hr);
        fluxr_on_cluster(
            &kubeconfig,
            &["debug", "hr", "podinfo", "-n", "apps", "--show-values"],
        )
    };

    let run = with_values_from(json!([
        {"kind": "ConfigMap", "name": "extra", "optional": true},
        {"kind": "ConfigMap", "name": "extra"},
    ]));
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ could not resolve ConfigMap chart values reference 'apps/extra' with key \
         'values.yaml': resource not found\n"
    );

    server.insert(config_map(
        "apps",
        "listed",
        json!({"values.yaml": "- a\n- b\n"}),
    ));
    let run = with_values_from(json!([{"kind": "ConfigMap", "name": "listed"}]));
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ could not resolve ConfigMap chart values reference 'apps/listed' with key \
         'values.yaml': error unmarshaling JSON: while decoding JSON: json: cannot unmarshal \
         array into Go value of type common.Values\n"
    );
}

#[test]
fn create_alert_and_provider_export_and_apply() {
    let (server, _dir, kubeconfig) = setup();

    let export = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "alert",
            "ops",
            "--provider-ref",
            "chat",
            "--event-severity",
            "error",
            "--event-source",
            "Kustomization/apps,GitRepository/fleet.infra",
            "--label",
            "team=ops",
            "--export",
        ],
    );
    assert_eq!(export.code, 0, "{}", export.stderr);
    assert_eq!(export.stderr, "");
    assert_eq!(
        export.stdout,
        "---\napiVersion: notification.toolkit.fluxcd.io/v1beta3\nkind: Alert\nmetadata:\n  \
         labels:\n    team: ops\n  name: ops\n  namespace: flux-system\nspec:\n  \
         eventSeverity: error\n  eventSources:\n  - kind: Kustomization\n    name: apps\n  \
         - kind: GitRepository\n    name: fleet\n    namespace: infra\n  providerRef:\n    \
         name: chat\n"
    );

    let provider = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "alert-provider",
            "chat",
            "--type",
            "slack",
            "--channel",
            "general",
            "--secret-ref",
            "chat-url",
        ],
    );
    assert_eq!(provider.code, 0, "{}", provider.stderr);
    assert_eq!(
        provider.stderr,
        "✚ generating Provider\n► applying Provider\n✔ Provider created\n\
         ◎ waiting for Provider reconciliation\n✔ Provider chat is ready\n"
    );
    let stored = server
        .object(
            "notification.toolkit.fluxcd.io/v1beta3",
            "Provider",
            Some("flux-system"),
            "chat",
        )
        .unwrap();
    assert_eq!(
        stored["spec"],
        json!({"type": "slack", "channel": "general", "secretRef": {"name": "chat-url"}})
    );

    let alert = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "alert",
            "ops",
            "--provider-ref",
            "chat",
            "--event-source",
            "Kustomization/*",
        ],
    );
    assert_eq!(alert.code, 0, "{}", alert.stderr);
    assert!(
        alert.stderr.ends_with(
            "✔ Alert created\n◎ waiting for Alert reconciliation\n✔ Alert ops is ready\n"
        ),
        "{}",
        alert.stderr
    );
    let again = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "alert",
            "ops",
            "--provider-ref",
            "chat",
            "--event-source",
            "HelmRelease/*",
        ],
    );
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(
        again.stderr.contains("✔ Alert updated\n"),
        "{}",
        again.stderr
    );

    for (args, message) in [
        (
            &["create", "alert", "a1", "--event-source", "Kustomization/x"][..],
            "provider ref is required",
        ),
        (
            &["create", "alert", "a1", "--provider-ref", "p"][..],
            "at least one event source is required",
        ),
        (
            &[
                "create",
                "alert",
                "a1",
                "--provider-ref",
                "p",
                "--event-source",
                "x",
            ][..],
            "invalid event source 'x', must be in format <kind>/<name>",
        ),
        (
            &["create", "alert-provider", "p1"][..],
            "Provider type is required",
        ),
        (
            &["create", "receiver", "r1", "--secret-ref", "s"][..],
            "Receiver type is required",
        ),
        (
            &["create", "receiver", "r1", "--type", "github"][..],
            "secret ref is required",
        ),
        (
            &[
                "create",
                "receiver",
                "r1",
                "--type",
                "github",
                "--secret-ref",
                "s",
            ][..],
            "atleast one resource is required",
        ),
    ] {
        let run = fluxr_on_cluster(&kubeconfig, args);
        assert_eq!(run.code, 1, "{args:?}");
        assert_eq!(run.stderr, format!("✗ {message}\n"), "{args:?}");
    }
    let bad_type = fluxr_on_cluster(&kubeconfig, &["create", "receiver", "r1", "--type", "svn"]);
    assert_ne!(bad_type.code, 0);
    assert!(
        bad_type.stderr.contains(
            "receiver type 'svn' is not supported, must be one of: generic, generic-hmac, github"
        ),
        "{}",
        bad_type.stderr
    );
}

#[test]
fn create_receiver_waits_and_prints_the_webhook_path() {
    let (server, _dir, kubeconfig) = setup();
    server.start_controller("Receiver");
    server.insert(secret("flux-system", "hook-token", &[("token", "t0k3n")]));

    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "receiver",
            "push",
            "--type",
            "github",
            "--event",
            "ping,push",
            "--secret-ref",
            "hook-token",
            "--resource",
            "GitRepository/fleet",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let path = support::webhook::receiver_hook_path("t0k3n", "push", "flux-system");
    assert_eq!(
        run.stderr,
        format!(
            "✚ generating Receiver\n► applying Receiver\n✔ Receiver created\n\
             ◎ waiting for Receiver reconciliation\n✔ Receiver push is ready\n\
             ✔ generated webhook URL {path}\n"
        )
    );
    let stored = server
        .object(
            "notification.toolkit.fluxcd.io/v1",
            "Receiver",
            Some("flux-system"),
            "push",
        )
        .unwrap();
    assert_eq!(stored["spec"]["events"], json!(["ping", "push"]));
    assert_eq!(
        stored["spec"]["resources"],
        json!([{"kind": "GitRepository", "name": "fleet"}])
    );

    // Without its token Secret, the Receiver is not Ready and the wait fails.
    let failing = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "receiver",
            "other",
            "--type",
            "generic",
            "--secret-ref",
            "absent",
            "--resource",
            "GitRepository/fleet",
            "--timeout=5s",
        ],
    );
    assert_eq!(failing.code, 1, "{}", failing.stderr);
    assert!(failing.stderr.contains("✗ "), "{}", failing.stderr);
    assert!(!failing.stderr.contains("is ready"), "{}", failing.stderr);
}

/// An Alert, an ImageRepository and a Bucket as a user would have applied them, with server
/// fields and a status.
fn seed_more_kinds(server: &FakeKube) {
    let status = json!({"observedGeneration": 1, "conditions": [
        {"type": "Ready", "status": "True", "reason": "Succeeded", "message": "ok",
         "lastTransitionTime": "2026-01-01T00:00:00Z"}]});
    server.insert(json!({
        "apiVersion": "notification.toolkit.fluxcd.io/v1beta3", "kind": "Alert",
        "metadata": {"name": "ops", "namespace": "flux-system", "labels": {"team": "ops"}},
        "spec": {"providerRef": {"name": "chat"}, "eventSeverity": "error",
                 "eventSources": [{"kind": "Kustomization", "name": "*"}]}
    }));
    server.insert(json!({
        "apiVersion": "image.toolkit.fluxcd.io/v1", "kind": "ImageRepository",
        "metadata": {"name": "podinfo", "namespace": "flux-system",
                     "managedFields": [{"manager": "flux"}]},
        "spec": {"image": "ghcr.io/stefanprodan/podinfo", "interval": "5m"},
        "status": status.clone()
    }));
    server.insert(json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "Bucket",
        "metadata": {"name": "assets", "namespace": "flux-system", "uid": "b-1"},
        "spec": {"bucketName": "assets", "endpoint": "minio.example.org", "interval": "5m"},
        "status": status
    }));
}

#[test]
fn export_alerts_image_repositories_and_buckets() {
    let (server, _dir, kubeconfig) = setup();
    seed_objects(&server);
    seed_more_kinds(&server);

    let alert = fluxr_on_cluster(&kubeconfig, &["export", "alert", "ops"]);
    assert_eq!(alert.code, 0, "{}", alert.stderr);
    assert_eq!(
        alert.stdout,
        "---\napiVersion: notification.toolkit.fluxcd.io/v1beta3\nkind: Alert\nmetadata:\n  \
         labels:\n    team: ops\n  name: ops\n  namespace: flux-system\nspec:\n  \
         eventSeverity: error\n  eventSources:\n  - kind: Kustomization\n    name: '*'\n  \
         providerRef:\n    name: chat\n"
    );

    // The server's defaults are part of the object, as flux reads it back.
    let repository = fluxr_on_cluster(&kubeconfig, &["export", "image", "repository", "podinfo"]);
    assert_eq!(repository.code, 0, "{}", repository.stderr);
    assert_eq!(
        repository.stdout,
        "---\napiVersion: image.toolkit.fluxcd.io/v1\nkind: ImageRepository\nmetadata:\n  \
         name: podinfo\n  namespace: flux-system\nspec:\n  exclusionList:\n  - ^.*\\.sig$\n  \
         image: ghcr.io/stefanprodan/podinfo\n  interval: 5m0s\n  provider: generic\n"
    );

    let bucket = fluxr_on_cluster(&kubeconfig, &["export", "source", "bucket", "assets"]);
    assert_eq!(bucket.code, 0, "{}", bucket.stderr);
    assert_eq!(
        bucket.stdout,
        "---\napiVersion: source.toolkit.fluxcd.io/v1\nkind: Bucket\nmetadata:\n  \
         name: assets\n  namespace: flux-system\nspec:\n  bucketName: assets\n  \
         endpoint: minio.example.org\n  interval: 5m0s\n  provider: generic\n  timeout: 1m0s\n"
    );

    // `--all` exports every object of the kind, in name order.
    let all = fluxr_on_cluster(&kubeconfig, &["export", "alert", "--all"]);
    assert_eq!(all.code, 0, "{}", all.stderr);
    assert_eq!(all.stdout, alert.stdout);

    let missing = fluxr_on_cluster(&kubeconfig, &["export", "image", "repository", "absent"]);
    assert_eq!(missing.code, 1);
    assert_eq!(missing.stdout, "");
    assert_eq!(
        missing.stderr,
        "✗ imagerepositories.image.toolkit.fluxcd.io \"absent\" not found\n"
    );
}

#[test]
fn delete_alerts_receivers_image_objects_and_buckets() {
    let (server, _dir, kubeconfig) = setup();
    seed_objects(&server);
    seed_more_kinds(&server);

    // An object with finalizers (the Receiver) stays, marked for deletion, until its
    // controller lets it go; the others are gone at once.
    let stored = |api_version: &str, kind: &str, name: &str| {
        server
            .objects(api_version, kind)
            .into_iter()
            .find(|o| o["metadata"]["name"] == name && o["metadata"]["namespace"] == "flux-system")
    };
    let present = |api_version: &str, kind: &str, name: &str| {
        stored(api_version, kind, name)
            .is_some_and(|o| o.pointer("/metadata/deletionTimestamp").is_none())
    };
    // flux's humanKind of each names it in the prompt, the action and the success line; the
    // API server's resource name in the not-found error.
    let cases: [(&[&str], &str, &str, &str, &str); 5] = [
        (
            &["alert", "ops"],
            "alert",
            "notification.toolkit.fluxcd.io/v1beta3",
            "Alert",
            "alerts.notification.toolkit.fluxcd.io",
        ),
        (
            &["receiver", "hook"],
            "receiver",
            "notification.toolkit.fluxcd.io/v1",
            "Receiver",
            "receivers.notification.toolkit.fluxcd.io",
        ),
        (
            &["image", "policy", "podinfo"],
            "image policy",
            "image.toolkit.fluxcd.io/v1",
            "ImagePolicy",
            "imagepolicies.image.toolkit.fluxcd.io",
        ),
        (
            &["image", "repository", "podinfo"],
            "image repository",
            "image.toolkit.fluxcd.io/v1",
            "ImageRepository",
            "imagerepositories.image.toolkit.fluxcd.io",
        ),
        (
            &["source", "bucket", "assets"],
            "source bucket",
            "source.toolkit.fluxcd.io/v1",
            "Bucket",
            "buckets.source.toolkit.fluxcd.io",
        ),
    ];
    for (target, human, api_version, kind, resource) in cases {
        let name = target[target.len() - 1];
        let mut args = vec!["delete"];
        args.extend_from_slice(target);
        let declined = fluxr_on_cluster_with(
            RunWith {
                kubeconfig: Some(&kubeconfig),
                stdin: "n\n",
                ..RunWith::default()
            },
            &args,
        );
        assert_eq!(declined.code, 1, "{human}: {}", declined.stderr);
        assert!(
            declined
                .stderr
                .contains(&format!("Are you sure you want to delete this {human}")),
            "{}",
            declined.stderr
        );
        assert!(
            declined.stderr.ends_with("✗ aborting\n"),
            "{}",
            declined.stderr
        );
        assert!(present(api_version, kind, name), "{human} {name} is gone");

        args.push("--silent");
        let deleted = fluxr_on_cluster(&kubeconfig, &args);
        assert_eq!(deleted.code, 0, "{human}: {}", deleted.stderr);
        assert_eq!(
            deleted.stderr,
            format!("► deleting {human} {name} in flux-system namespace\n✔ {human} deleted\n")
        );
        assert!(
            !present(api_version, kind, name),
            "{human} {name} is still there"
        );

        if stored(api_version, kind, name).is_none() {
            let again = fluxr_on_cluster(&kubeconfig, &args);
            assert_eq!(again.code, 1, "{human}");
            assert_eq!(again.stderr, format!("✗ {resource} \"{name}\" not found\n"));
        }
    }
}

#[test]
fn create_replaces_the_spec_and_labels_as_flux_updates_them() {
    let (server, _dir, kubeconfig) = setup();
    // A Provider another writer left with a label, `suspend` and an address.
    server.insert(json!({
        "apiVersion": "notification.toolkit.fluxcd.io/v1beta3", "kind": "Provider",
        "metadata": {"name": "chat", "namespace": "flux-system",
                     "labels": {"kustomize.toolkit.fluxcd.io/name": "infra"}},
        "spec": {"type": "slack", "address": "https://old.example.org", "suspend": true}
    }));
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "alert-provider",
            "chat",
            "--type",
            "msteams",
            "--label",
            "team=ops",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr.contains("✔ Provider updated\n"),
        "{}",
        run.stderr
    );
    let stored = server
        .object(
            "notification.toolkit.fluxcd.io/v1beta3",
            "Provider",
            Some("flux-system"),
            "chat",
        )
        .unwrap();
    // flux sets the object's spec and labels to its own (`existing.Spec = provider.Spec`) and
    // writes it back with an Update: what the other writer set is gone.
    assert_eq!(stored["spec"], json!({"type": "msteams"}));
    assert_eq!(stored["metadata"]["labels"], json!({"team": "ops"}));
    // The API server records the write as an Update by `flux`, the manager flux's user agent
    // names.
    let entries = stored["metadata"]["managedFields"].as_array().unwrap();
    assert_eq!(entries.len(), 1, "{entries:#?}");
    assert_eq!(entries[0]["manager"], "flux");
    assert_eq!(entries[0]["operation"], "Update");
}

/// flux exports the Go object, so a zero value is written where the field's Go type keeps it
/// (a pointer, or no `omitempty`) and left out where `omitempty` drops it, whatever the CRD
/// says is required. Expected documents derived from the API types flux v2.9.4 builds with
/// (helm-controller api v1.6, kustomize-controller api v1.9, source-controller api v1,
/// image-reflector-controller api v1).
#[test]
fn export_zero_values_follow_the_go_types() {
    let (server, _dir, kubeconfig) = setup();
    server.insert(json!({
        "apiVersion": "helm.toolkit.fluxcd.io/v2", "kind": "HelmRelease",
        "metadata": {"name": "zeros", "namespace": "apps"},
        "spec": {"interval": "1h", "releaseName": "", "suspend": false,
                 // *int, *bool: kept at zero.
                 "maxHistory": 0, "persistentClient": false,
                 "chart": {"spec": {"chart": "podinfo",
                                    "sourceRef": {"kind": "HelmRepository", "name": "charts"}}},
                 // install.serverSideApply and remediation.ignoreTestFailures are *bool;
                 // remediation.retries is an int with omitempty.
                 "install": {"serverSideApply": false,
                             "remediation": {"retries": 0, "ignoreTestFailures": false}},
                 // test.enable: bool, omitempty; test.filters: *[]Filter, set to an empty list.
                 "test": {"enable": false, "filters": []},
                 // driftDetection.ignore: []IgnoreRule with omitempty.
                 "driftDetection": {"mode": "enabled", "ignore": []}}
    }));
    server.insert(json!({
        "apiVersion": "kustomize.toolkit.fluxcd.io/v1", "kind": "Kustomization",
        "metadata": {"name": "zeros", "namespace": "flux-system"},
        // prune: bool without omitempty; force, wait: bool with; ignore: a list with omitempty.
        "spec": {"interval": "10m", "prune": false, "force": false, "wait": false, "ignore": [],
                 "sourceRef": {"kind": "GitRepository", "name": "fleet"}}
    }));
    server.insert(json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "GitRepository",
        "metadata": {"name": "zeros", "namespace": "flux-system"},
        // ignore: *string, kept when empty; recurseSubmodules: bool with omitempty.
        "spec": {"url": "https://example.org/zeros", "interval": "1m", "ignore": "",
                 "recurseSubmodules": false}
    }));
    server.insert(json!({
        "apiVersion": "image.toolkit.fluxcd.io/v1", "kind": "ImagePolicy",
        "metadata": {"name": "zeros", "namespace": "flux-system"},
        // filterTags.pattern and .extract: strings without omitempty, written though absent.
        "spec": {"imageRepositoryRef": {"name": "podinfo"}, "filterTags": {},
                 "policy": {"alphabetical": {"order": "asc"}}}
    }));

    server.insert(json!({
        "apiVersion": "image.toolkit.fluxcd.io/v1", "kind": "ImageRepository",
        "metadata": {"name": "zeros", "namespace": "flux-system"},
        // image: required, but a string with omitempty.
        "spec": {"image": "", "interval": "5m"}
    }));

    let hr = fluxr_on_cluster(&kubeconfig, &["export", "hr", "zeros", "-n", "apps"]);
    assert_eq!(hr.code, 0, "{}", hr.stderr);
    assert_eq!(
        hr.stdout,
        "---\napiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: zeros\n  \
         namespace: apps\nspec:\n  chart:\n    spec:\n      chart: podinfo\n      \
         reconcileStrategy: ChartVersion\n      sourceRef:\n        kind: HelmRepository\n        \
         name: charts\n      version: '*'\n  driftDetection:\n    mode: enabled\n  install:\n    \
         remediation:\n      ignoreTestFailures: false\n    serverSideApply: false\n  \
         interval: 1h0m0s\n  maxHistory: 0\n  persistentClient: false\n  test:\n    filters: []\n"
    );

    let ks = fluxr_on_cluster(&kubeconfig, &["export", "ks", "zeros"]);
    assert_eq!(ks.code, 0, "{}", ks.stderr);
    assert_eq!(
        ks.stdout,
        "---\napiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  \
         name: zeros\n  namespace: flux-system\nspec:\n  interval: 10m0s\n  prune: false\n  \
         sourceRef:\n    kind: GitRepository\n    name: fleet\n"
    );

    let git = fluxr_on_cluster(&kubeconfig, &["export", "source", "git", "zeros"]);
    assert_eq!(git.code, 0, "{}", git.stderr);
    assert_eq!(
        git.stdout,
        "---\napiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata:\n  \
         name: zeros\n  namespace: flux-system\nspec:\n  ignore: \"\"\n  interval: 1m0s\n  \
         timeout: 1m0s\n  url: https://example.org/zeros\n"
    );

    let policy = fluxr_on_cluster(&kubeconfig, &["export", "image", "policy", "zeros"]);
    assert_eq!(policy.code, 0, "{}", policy.stderr);
    assert_eq!(
        policy.stdout,
        "---\napiVersion: image.toolkit.fluxcd.io/v1\nkind: ImagePolicy\nmetadata:\n  \
         name: zeros\n  namespace: flux-system\nspec:\n  digestReflectionPolicy: Never\n  \
         filterTags:\n    extract: \"\"\n    pattern: \"\"\n  imageRepositoryRef:\n    \
         name: podinfo\n  policy:\n    alphabetical:\n      order: asc\n"
    );

    let repository = fluxr_on_cluster(&kubeconfig, &["export", "image", "repository", "zeros"]);
    assert_eq!(repository.code, 0, "{}", repository.stderr);
    assert_eq!(
        repository.stdout,
        "---\napiVersion: image.toolkit.fluxcd.io/v1\nkind: ImageRepository\nmetadata:\n  \
         name: zeros\n  namespace: flux-system\nspec:\n  exclusionList:\n  - ^.*\\.sig$\n  \
         interval: 5m0s\n  provider: generic\n"
    );
}
