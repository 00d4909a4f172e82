//! `fluxr install`, `fluxr check` and `fluxr uninstall` run as a user runs them, against the fake
//! API server (with Flux's components applied to it for check and uninstall).

mod support;

use std::path::PathBuf;
use std::time::Duration;

use fluxr::kube::{Cluster, ClusterOptions};
use serde_json::{Value, json};
use support::{FakeKube, RunWith, fluxr_on_cluster, fluxr_on_cluster_with};

/// A fake cluster with Flux's default components applied, plus a GitRepository and a
/// Kustomization carrying finalizers, as the controllers leave them.
fn installed() -> (FakeKube, tempfile::TempDir, PathBuf) {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = server.kubeconfig(dir.path());
    let cluster = Cluster::connect(&ClusterOptions {
        kubeconfig: Some(kubeconfig.clone()),
        context: None,
        timeout: Duration::from_secs(30),
        ..ClusterOptions::default()
    })
    .unwrap()
    .with_poll_interval(Duration::from_millis(50));
    let objects =
        fluxr::manifestgen::install::objects(&fluxr::manifestgen::install::Options::default())
            .unwrap();
    cluster.apply(&objects, false).unwrap();
    server.insert(json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "GitRepository",
        "metadata": {"name": "flux-system", "namespace": "flux-system",
                     "finalizers": ["finalizers.fluxcd.io"]},
        "spec": {"interval": "1m", "url": "ssh://git@example.org/fleet", "ref": {"branch": "main"},
                 "suspend": true}
    }));
    server.insert(json!({
        "apiVersion": "kustomize.toolkit.fluxcd.io/v1", "kind": "Kustomization",
        "metadata": {"name": "apps", "namespace": "default",
                     "finalizers": ["finalizers.fluxcd.io"]},
        "spec": {"interval": "10m", "path": "./apps", "prune": true, "suspend": true,
                 "sourceRef": {"kind": "GitRepository", "name": "flux-system", "namespace": "flux-system"}}
    }));
    (server, dir, kubeconfig)
}

#[test]
fn check_pre_passes_on_a_supported_version() {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let run = fluxr_on_cluster(&server.kubeconfig(dir.path()), &["check", "--pre"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "► checking prerequisites\n✔ Kubernetes 1.33.0 >=1.33.0-0\n✔ prerequisites checks passed\n"
    );
    assert_eq!(run.stdout, "");
}

#[test]
fn check_pre_fails_on_an_old_server() {
    let server = FakeKube::start();
    server.set_server_version("1.32");
    let dir = tempfile::tempdir().unwrap();
    let run = fluxr_on_cluster(&server.kubeconfig(dir.path()), &["check", "--pre"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "► checking prerequisites\n✗ Kubernetes version v1.32.0 does not match >=1.33.0-0\n"
    );
}

/// flux reads `gitVersion` with fluxcd/pkg's `ParseVersion` (strict semver after a `v`): a
/// vendor's build suffix is shown, a mismatch names the server's own text, and a version that is
/// not semver fails the check without stopping the others.
#[test]
fn check_reads_the_servers_git_version_as_flux_does() {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = server.kubeconfig(dir.path());
    let pre = |git_version: &str| {
        server.set_git_version(git_version);
        fluxr_on_cluster(&kubeconfig, &["check", "--pre"])
    };

    let run = pre("v1.34.1+k3s1");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "► checking prerequisites\n✔ Kubernetes 1.34.1+k3s1 >=1.33.0-0\n✔ prerequisites checks passed\n"
    );
    // `-0` is the lowest pre-release, so every 1.33 build passes `>=1.33.0-0`.
    let run = pre("v1.33.0-gke.1000");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("✔ Kubernetes 1.33.0-gke.1000 >=1.33.0-0\n")
    );

    let run = pre("v1.32.0-eks-4096722");
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "► checking prerequisites\n✗ Kubernetes version v1.32.0-eks-4096722 does not match >=1.33.0-0\n"
    );

    for unreadable in ["v1.33", "1.33.0.1", "v1.33.01"] {
        let run = pre(unreadable);
        assert_eq!(run.code, 1, "{unreadable}");
        assert_eq!(
            run.stderr, "► checking prerequisites\n✗ Kubernetes version can't be determined\n",
            "{unreadable}"
        );
    }
    // Without --pre the other checks still run, and the whole check fails.
    server.set_git_version("v1.33");
    let run = fluxr_on_cluster(&kubeconfig, &["check"]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.starts_with(
            "► checking prerequisites\n✗ Kubernetes version can't be determined\n► checking version in cluster\n"
        ),
        "{}",
        run.stderr
    );
    assert!(run.stderr.ends_with("✗ check failed\n"), "{}", run.stderr);
}

/// check.go fluxCheck: right after `► checking prerequisites`, a newer flux release on GitHub is
/// a failure line that fails nothing; an older or equal one, or no answer, says nothing.
#[test]
fn check_names_a_newer_flux_release() {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = server.kubeconfig(dir.path());
    let github = |tag: &'static str| {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let path = std::thread::spawn(move || {
            use std::io::{BufRead as _, Write as _};
            let (stream, _) = listener.accept().unwrap();
            let mut reader = std::io::BufReader::new(stream);
            let mut request = String::new();
            reader.read_line(&mut request).unwrap();
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap() <= 2 {
                    break;
                }
            }
            let body = format!("{{\"tag_name\":\"{tag}\"}}");
            let answer = format!(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
            reader.get_mut().write_all(answer.as_bytes()).unwrap();
            request
        });
        (url, path)
    };
    let check = |url: &str| {
        fluxr_on_cluster_with(
            RunWith {
                kubeconfig: Some(&kubeconfig),
                env: &[("FLUXR_GITHUB_API_URL", url)],
                ..RunWith::default()
            },
            &["check", "--pre"],
        )
    };

    let (url, request) = github("v2.10.0");
    let run = check(&url);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "► checking prerequisites\n\
         ✗ flux 2.9.4 <2.10.0 (new CLI version is available, please upgrade)\n\
         ✔ Kubernetes 1.33.0 >=1.33.0-0\n✔ prerequisites checks passed\n"
    );
    assert_eq!(
        request.join().unwrap(),
        "GET /repos/fluxcd/flux2/releases/latest HTTP/1.1\r\n"
    );

    let (url, _request) = github("v2.9.4");
    let run = check(&url);
    assert_eq!(
        run.stderr,
        "► checking prerequisites\n✔ Kubernetes 1.33.0 >=1.33.0-0\n✔ prerequisites checks passed\n"
    );
}

#[test]
fn an_unreachable_server_fails_each_check_and_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let kubeconfig = dir.path().join("config");
    std::fs::write(
        &kubeconfig,
        format!(
            "apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: http://127.0.0.1:{port}\n\
             contexts:\n- name: c\n  context:\n    cluster: c\n    user: u\ncurrent-context: c\n\
             users:\n- name: u\n  user:\n    token: t\n"
        ),
    )
    .unwrap();
    let unreachable = format!("Kubernetes API server http://127.0.0.1:{port} is unreachable: ");

    // check.go kubernetesCheck: `Kubernetes API call failed` fails that check only; without
    // --pre runCheckCmd goes on, fluxClusterVersionCheck says `checking failed: <err>`, and the
    // controller and CRD lists' errors are passed over (`if err == nil`).
    let run = fluxr_on_cluster(&kubeconfig, &["check"]);
    assert_eq!(run.code, 1);
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 7, "{}", run.stderr);
    assert_eq!(lines[0], "► checking prerequisites");
    assert!(
        lines[1].starts_with(&format!("✗ Kubernetes API call failed: {unreachable}")),
        "{}",
        run.stderr
    );
    assert_eq!(lines[2], "► checking version in cluster");
    assert!(
        lines[3].starts_with(&format!("✗ checking failed: {unreachable}")),
        "{}",
        run.stderr
    );
    assert_eq!(
        lines[4..],
        [
            "► checking controllers",
            "► checking crds",
            "✗ check failed"
        ]
    );
    // With --pre, runCheckCmd exits at once after the failed prerequisite.
    let run = fluxr_on_cluster(&kubeconfig, &["check", "--pre"]);
    assert_eq!(run.code, 1);
    assert_eq!(run.stderr.lines().count(), 2, "{}", run.stderr);

    let run = fluxr_on_cluster(&kubeconfig, &["uninstall", "--silent"]);
    assert_eq!(run.code, 1);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.starts_with(&format!("✗ {unreachable}")),
        "{}",
        run.stderr
    );
}

#[test]
fn a_missing_context_is_reported() {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let run = fluxr_on_cluster(
        &server.kubeconfig(dir.path()),
        &["check", "--pre", "--context=prod"],
    );
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "► checking prerequisites\n✗ Kubernetes client initialization failed: context \"prod\" does not exist\n"
    );
}

#[test]
fn check_reports_components_and_crds() {
    let (_server, _dir, kubeconfig) = installed();
    let run = fluxr_on_cluster(&kubeconfig, &["check"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    insta::assert_snapshot!("check_installed", run.stderr);
}

/// flux's status poller is a Go ticker, which panics at an interval of zero or less: the
/// check stops at the controllers, before any is reported.
#[test]
fn check_stops_at_a_poll_interval_go_cannot_tick() {
    let (_server, _dir, kubeconfig) = installed();
    for interval in ["0s", "-5s"] {
        let run = fluxr_on_cluster(&kubeconfig, &["check", "--poll-interval", interval]);
        assert_eq!(run.code, 1, "{}", run.stderr);
        assert!(
            run.stderr
                .ends_with("► checking controllers\n✗ non-positive interval for NewTicker\n"),
            "{}",
            run.stderr
        );
    }
    let run = fluxr_on_cluster(&kubeconfig, &["check", "--poll-interval=1.5s"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

/// pkg/status/status.go Assess: a failed rollout (kstatus' Failed) is polled until the
/// timeout, then reported as `✗ <name>: deployment not ready`, without a reason.
/// check.go declares `--components`/`--components-extra` and reads neither: a component
/// that is not installed is not looked for.
#[test]
fn check_fails_when_a_controller_is_not_ready_and_ignores_components() {
    let (server, _dir, kubeconfig) = installed();
    server.set_ready_false(
        "Deployment",
        "flux-system",
        "source-controller",
        "ImagePullBackOff",
        "image not found",
    );
    let started = std::time::Instant::now();
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "check",
            "--components-extra=image-reflector-controller",
            "--timeout=2s",
            "--poll-interval=200ms",
        ],
    );
    assert_eq!(run.code, 1);
    assert!(
        started.elapsed() >= Duration::from_secs(2),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains(
            "✗ source-controller: deployment not ready\n► ghcr.io/fluxcd/source-controller:"
        ),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("image-reflector-controller"));
    assert!(run.stderr.contains("✔ helm-controller: deployment ready\n"));
    assert!(run.stderr.ends_with("✗ check failed\n"), "{}", run.stderr);

    server.clear_failure("Deployment", "flux-system", "source-controller");
    server.start_controller("Deployment");
    let run = fluxr_on_cluster(
        &kubeconfig,
        &["check", "--components=image-reflector-controller"],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
}

/// kstatus' Deployment rules (cli-utils status/core.go deploymentConditions): a Deployment whose
/// old pod is still terminating, or whose new ReplicaSet is not reported available yet, is in
/// progress although every replica is updated and available; check waits for it.
#[test]
fn check_waits_for_a_rollout_kstatus_calls_in_progress() {
    let (server, _dir, kubeconfig) = installed();
    server.stop_controller("Deployment");
    let mut deployment = server
        .object(
            "apps/v1",
            "Deployment",
            Some("flux-system"),
            "kustomize-controller",
        )
        .unwrap();
    // The API server's default, which kstatus reads as "Progressing is reported".
    deployment["spec"]["progressDeadlineSeconds"] = json!(600);
    let generation = deployment["metadata"]["generation"].clone();
    let patch = |replicas: i64, reason: &str| {
        let mut deployment = deployment.clone();
        deployment["status"] = json!({"observedGeneration": generation, "replicas": replicas,
            "updatedReplicas": 1, "readyReplicas": 1, "availableReplicas": 1,
            "conditions": [
                {"type": "Available", "status": "True", "reason": "MinimumReplicasAvailable"},
                {"type": "Progressing", "status": "True", "reason": reason}]});
        server.insert(deployment);
    };
    let check = || {
        fluxr_on_cluster(
            &kubeconfig,
            &["check", "--timeout=1s", "--poll-interval=100ms"],
        )
    };
    for (replicas, reason) in [(2, "NewReplicaSetAvailable"), (1, "ReplicaSetUpdated")] {
        patch(replicas, reason);
        let run = check();
        assert_eq!(run.code, 1, "{replicas} {reason}: {}", run.stderr);
        assert!(
            run.stderr
                .contains("✗ kustomize-controller: deployment not ready\n"),
            "{}",
            run.stderr
        );
    }
    // Current while check polls: it reports ready.
    std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(Duration::from_millis(500));
            patch(1, "NewReplicaSetAvailable");
        });
        let run = fluxr_on_cluster(
            &kubeconfig,
            &["check", "--timeout=20s", "--poll-interval=100ms"],
        );
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert!(
            run.stderr
                .contains("✔ kustomize-controller: deployment ready\n")
        );
    });
}

fn flux_objects_left(server: &FakeKube) -> Vec<String> {
    let mut left = Vec::new();
    for (api_version, kind) in [
        ("apps/v1", "Deployment"),
        ("v1", "Service"),
        ("v1", "ServiceAccount"),
        ("networking.k8s.io/v1", "NetworkPolicy"),
        ("rbac.authorization.k8s.io/v1", "ClusterRole"),
        ("rbac.authorization.k8s.io/v1", "ClusterRoleBinding"),
        ("apiextensions.k8s.io/v1", "CustomResourceDefinition"),
        ("source.toolkit.fluxcd.io/v1", "GitRepository"),
        ("kustomize.toolkit.fluxcd.io/v1", "Kustomization"),
    ] {
        for object in server.objects(api_version, kind) {
            let part_of = object.pointer("/metadata/labels/app.kubernetes.io~1part-of");
            if part_of == Some(&Value::from("flux"))
                || kind.ends_with("Repository")
                || kind == "Kustomization"
            {
                left.push(format!(
                    "{kind}/{}",
                    object["metadata"]["name"].as_str().unwrap()
                ));
            }
        }
    }
    left
}

#[test]
fn uninstall_removes_everything() {
    let (server, _dir, kubeconfig) = installed();
    let run = fluxr_on_cluster(&kubeconfig, &["uninstall", "--silent"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(flux_objects_left(&server), Vec::<String>::new());
    assert_eq!(server.object("v1", "Namespace", None, "flux-system"), None);
    // The finalizers went before the objects, so nothing waits in Terminating.
    let lines: Vec<&str> = run.stderr.lines().collect();
    let position = |line: &str| {
        lines
            .iter()
            .position(|l| *l == line)
            .unwrap_or_else(|| panic!("no {line:?} in {}", run.stderr))
    };
    assert!(position("► deleting components in flux-system namespace") == 0);
    // flux's `deleted %s` with nothing to add leaves a trailing space; its kinds go in its
    // fixed order (GitRepository before Kustomization), every object reported.
    assert!(
        position("✔ Deployment/flux-system/source-controller deleted ")
            < position("► deleting toolkit.fluxcd.io finalizers in all namespaces")
    );
    assert!(
        position("✔ GitRepository/flux-system/flux-system finalizers deleted ")
            < position("✔ Kustomization/default/apps finalizers deleted ")
    );
    assert!(
        position("✔ Kustomization/default/apps finalizers deleted ")
            < position("► deleting toolkit.fluxcd.io custom resource definitions")
    );
    assert!(
        position("✔ CustomResourceDefinition/gitrepositories.source.toolkit.fluxcd.io deleted ")
            < position("✔ Namespace/flux-system deleted ")
    );
    assert_eq!(lines.last(), Some(&"✔ uninstall finished"));

    // flux deletes the namespace without reading it, reports what fails and finishes with
    // success all the same.
    let again = fluxr_on_cluster(&kubeconfig, &["uninstall", "--silent"]);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(
        again
            .stderr
            .contains("✗ Namespace/flux-system deletion failed: "),
        "{}",
        again.stderr
    );
    assert!(
        again.stderr.ends_with("✔ uninstall finished\n"),
        "{}",
        again.stderr
    );
}

#[test]
fn uninstall_keeps_the_namespace_when_asked() {
    let (server, _dir, kubeconfig) = installed();
    let run = fluxr_on_cluster(&kubeconfig, &["uninstall", "-s", "--keep-namespace"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(flux_objects_left(&server), Vec::<String>::new());
    assert!(
        server
            .object("v1", "Namespace", None, "flux-system")
            .is_some()
    );
    assert!(!run.stderr.contains("Namespace/flux-system"));
}

#[test]
fn uninstall_dry_run_changes_nothing() {
    let (server, _dir, kubeconfig) = installed();
    let before = flux_objects_left(&server);
    let writes_before = server.writes().len();
    let version_before = server.resource_version();
    let run = fluxr_on_cluster(&kubeconfig, &["uninstall", "--dry-run"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("✔ Deployment/flux-system/source-controller deleted (dry run)\n"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("✔ Namespace/flux-system deleted (dry run)\n")
    );
    assert!(server.writes().len() > writes_before);
    assert_eq!(server.resource_version(), version_before);
    assert_eq!(flux_objects_left(&server), before);
}

#[test]
fn uninstall_asks_first() {
    let (server, _dir, kubeconfig) = installed();
    let before = flux_objects_left(&server);
    let run = fluxr_on_cluster_with(
        RunWith {
            kubeconfig: Some(&kubeconfig),
            stdin: "n\n",
            ..RunWith::default()
        },
        &["uninstall"],
    );
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "? Are you sure you want to delete Flux and its custom resource definitions? [y/N] ✗ aborting\n"
    );
    assert_eq!(flux_objects_left(&server), before);

    // Another tool installed Flux: flux's question names it.
    let crd = "gitrepositories.source.toolkit.fluxcd.io";
    let mut gitrepositories = server
        .object(
            "apiextensions.k8s.io/v1",
            "CustomResourceDefinition",
            None,
            crd,
        )
        .unwrap();
    gitrepositories["metadata"]["labels"]["app.kubernetes.io/managed-by"] = "Helm".into();
    server.insert(gitrepositories);
    let run = fluxr_on_cluster_with(
        RunWith {
            kubeconfig: Some(&kubeconfig),
            stdin: "\n",
            ..RunWith::default()
        },
        &["uninstall"],
    );
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "? Flux is managed by Helm! Are you sure you want to delete Flux and its CRDs using Flux \
         CLI? [y/N] ✗ aborting\n"
    );

    let run = fluxr_on_cluster_with(
        RunWith {
            kubeconfig: Some(&kubeconfig),
            stdin: "y\n",
            ..RunWith::default()
        },
        &["uninstall"],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(flux_objects_left(&server), Vec::<String>::new());
}

#[test]
fn help_of_check_and_uninstall() {
    for (name, command) in [("help_check", "check"), ("help_uninstall", "uninstall")] {
        let output = assert_cmd::Command::cargo_bin("fluxr")
            .unwrap()
            .env_clear()
            .args([command, "--help"])
            .output()
            .unwrap();
        assert!(output.status.success());
        insta::assert_snapshot!(name, String::from_utf8(output.stdout).unwrap());
    }
}

#[test]
fn without_any_kubeconfig_the_default_server_is_asked() {
    // clientcmd's cluster defaults, as flux's config flags use them: `$KUBERNETES_MASTER`, else
    // http://localhost:8080.
    let home = tempfile::tempdir().unwrap();
    let output = assert_cmd::Command::cargo_bin("fluxr")
        .unwrap()
        .env_clear()
        .env("HOME", home.path())
        .env("KUBERNETES_MASTER", "http://127.0.0.1:1")
        .args(["check", "--pre"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        "► checking prerequisites\n✗ Kubernetes API call failed: Kubernetes API server \
         http://127.0.0.1:1 is unreachable: Connection refused (os error 111)\n"
    );
}

fn empty_cluster() -> (FakeKube, tempfile::TempDir, PathBuf) {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = server.kubeconfig(dir.path());
    (server, dir, kubeconfig)
}

#[test]
fn install_applies_the_components_waits_for_them_and_a_rerun_changes_nothing() {
    let (server, _dir, kubeconfig) = empty_cluster();
    let run = fluxr_on_cluster(&kubeconfig, &["install"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "");
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        lines[..3],
        [
            "✚ generating manifests",
            "✔ manifests build completed",
            "► installing components in flux-system namespace",
        ]
    );
    for line in [
        "CustomResourceDefinition/gitrepositories.source.toolkit.fluxcd.io created",
        "Namespace/flux-system created",
        "Deployment/flux-system/source-controller created",
    ] {
        assert!(lines.contains(&line), "{line} missing:\n{}", run.stderr);
    }
    assert_eq!(
        lines[lines.len() - 6..],
        [
            "◎ verifying installation",
            "✔ helm-controller: deployment ready",
            "✔ kustomize-controller: deployment ready",
            "✔ notification-controller: deployment ready",
            "✔ source-controller: deployment ready",
            "✔ install finished",
        ]
    );
    let deployment = server
        .object(
            "apps/v1",
            "Deployment",
            Some("flux-system"),
            "source-controller",
        )
        .expect("applied");
    assert_eq!(
        deployment["metadata"]["managedFields"][0]["manager"],
        "flux"
    );

    let again = fluxr_on_cluster(&kubeconfig, &["install"]);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(
        again
            .stderr
            .contains("Deployment/flux-system/source-controller unchanged\n"),
        "{}",
        again.stderr
    );
    assert!(!again.stderr.contains(" created\n"), "{}", again.stderr);
}

#[test]
fn install_dry_run_asks_the_server_and_changes_nothing() {
    let (server, _dir, kubeconfig) = empty_cluster();
    let run = fluxr_on_cluster(&kubeconfig, &["install", "--dry-run"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("Deployment/flux-system/source-controller created (server dry run)\n"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.ends_with("✔ install dry-run finished\n"),
        "{}",
        run.stderr
    );
    assert!(server.objects("apps/v1", "Deployment").is_empty());
}

#[test]
fn install_verbose_prints_the_manifests_it_applies() {
    // flux's --verbose ("print generated objects") writes install's manifests on stdout, as
    // --export would, then installs as usual.
    let (_server, _dir, kubeconfig) = empty_cluster();
    let run = fluxr_on_cluster(&kubeconfig, &["install", "--dry-run", "--verbose"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let export = fluxr_on_cluster(&kubeconfig, &["install", "--export"]);
    assert_eq!(export.code, 0, "{}", export.stderr);
    assert_eq!(run.stdout, export.stdout);
    assert!(
        run.stderr.ends_with("✔ install dry-run finished\n"),
        "{}",
        run.stderr
    );
    let quiet = fluxr_on_cluster(&kubeconfig, &["install", "--dry-run"]);
    assert_eq!(quiet.stdout, "");
}

#[test]
fn install_creates_the_image_pull_secret_from_registry_credentials() {
    let (server, _dir, kubeconfig) = empty_cluster();
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "install",
            "--registry=registry.example.org/mirror",
            "--registry-creds=robot:s3cret",
            "--image-pull-secret=regcred",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(!run.stderr.contains("s3cret"));
    // install.go: the Secret is upserted after the change set is printed, announced by a
    // line of its own, and is not part of the change set.
    assert!(
        run.stderr
            .contains("► generating image pull secret regcred\n◎ verifying installation\n"),
        "{}",
        run.stderr
    );
    assert!(
        !run.stderr.contains("Secret/flux-system/regcred"),
        "{}",
        run.stderr
    );
    let secret = server
        .object("v1", "Secret", Some("flux-system"), "regcred")
        .expect("the pull secret");
    assert_eq!(secret["type"], "kubernetes.io/dockerconfigjson");
    use base64::Engine as _;
    let config = base64::engine::general_purpose::STANDARD
        .decode(secret["data"][".dockerconfigjson"].as_str().unwrap())
        .unwrap();
    let config: Value = serde_json::from_slice(&config).unwrap();
    // runtime/secrets MakeRegistrySecret keys the credentials by --registry as given.
    let auth = &config["auths"]["registry.example.org/mirror"];
    assert_eq!(auth["username"], "robot");
    assert_eq!(auth["password"], "s3cret");
    let deployment = server
        .object(
            "apps/v1",
            "Deployment",
            Some("flux-system"),
            "source-controller",
        )
        .unwrap();
    assert_eq!(
        deployment["spec"]["template"]["spec"]["imagePullSecrets"][0]["name"],
        "regcred"
    );
}

#[test]
fn install_refuses_a_cluster_that_git_manages() {
    let (server, _dir, kubeconfig) = installed();
    let mut crd = server
        .object(
            "apiextensions.k8s.io/v1",
            "CustomResourceDefinition",
            None,
            "gitrepositories.source.toolkit.fluxcd.io",
        )
        .unwrap();
    crd["metadata"]["labels"]["kustomize.toolkit.fluxcd.io/name"] = json!("flux-system");
    crd["metadata"]["labels"]["kustomize.toolkit.fluxcd.io/namespace"] = json!("flux-system");
    server.insert(crd.clone());
    let mark = server.writes().len();
    let run = fluxr_on_cluster(&kubeconfig, &["install"]);
    assert_eq!(run.code, 1);
    // install.go announces the install before it reads the cluster's Flux.
    assert!(
        run.stderr.ends_with(
            "► installing components in flux-system namespace\n\
             ✗ this cluster has already been bootstrapped with Flux v2.9.4! Please use 'fluxr bootstrap' to upgrade\n"
        ),
        "{}",
        run.stderr
    );
    assert_eq!(server.writes()[mark..], Vec::<String>::new());
    // cluster_info.go keeps only the last bootstrap label's presence, and prints the version
    // label as it is, empty too.
    let labels = crd["metadata"]["labels"].as_object_mut().unwrap();
    labels.remove("kustomize.toolkit.fluxcd.io/name");
    labels.remove("app.kubernetes.io/version");
    server.insert(crd);
    let run = fluxr_on_cluster(&kubeconfig, &["install"]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.ends_with(
            "✗ this cluster has already been bootstrapped with Flux ! Please use 'fluxr bootstrap' to upgrade\n"
        ),
        "{}",
        run.stderr
    );
}

/// install.go: `statusChecker.Assess` prints every component sorted by name, then
/// `install failed`; an apply error is `install failed: <err>`.
#[test]
fn install_reports_each_component_and_fails_as_flux_does() {
    let (server, _dir, kubeconfig) = empty_cluster();
    server.set_ready_false(
        "Deployment",
        "flux-system",
        "kustomize-controller",
        "ImagePullBackOff",
        "image not found",
    );
    // `--timeout` also bounds each request fluxr sends (its read timeout): with 3 s a loaded CI
    // machine failed this run once before the status check, so the wait for the broken
    // controller takes 10 s, a margin no request comes near.
    let run = fluxr_on_cluster(&kubeconfig, &["install", "--timeout=10s"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr.ends_with(
            "◎ verifying installation\n\
             ✔ helm-controller: deployment ready\n\
             ✗ kustomize-controller: deployment not ready\n\
             ✔ notification-controller: deployment ready\n\
             ✔ source-controller: deployment ready\n\
             ✗ install failed\n"
        ),
        "{}",
        run.stderr
    );

    server.deny_writes(
        "Deployment",
        "flux-system",
        "helm-controller",
        "policy",
        "no",
    );
    let run = fluxr_on_cluster(&kubeconfig, &["install", "--timeout=3s"]);
    assert_eq!(run.code, 1);
    let last = run.stderr.lines().last().unwrap();
    assert!(last.starts_with("✗ install failed: "), "{}", run.stderr);
}

/// A cluster with Flux's CRDs, a Git repository with one commit on main, and a GitRepository
/// plus a Kustomization `podinfo` that follow it; returns the commit too.
fn with_podinfo() -> (FakeKube, tempfile::TempDir, PathBuf, PathBuf, String) {
    let (server, dir, kubeconfig) = installed();
    let bare = support::bare_repo(dir.path(), "podinfo.git");
    support::seed(&bare, "README.md", "podinfo\n");
    let head = support::git(&bare, &["rev-parse", "main"])
        .trim()
        .to_owned();
    server.insert(json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "GitRepository",
        "metadata": {"name": "podinfo", "namespace": "flux-system", "generation": 1},
        "spec": {"interval": "1m", "url": bare.display().to_string(), "ref": {"branch": "main"}}
    }));
    server.insert(json!({
        "apiVersion": "kustomize.toolkit.fluxcd.io/v1", "kind": "Kustomization",
        "metadata": {"name": "podinfo", "namespace": "flux-system", "generation": 1},
        "spec": {"interval": "10m", "path": "./", "prune": true,
                 "sourceRef": {"kind": "GitRepository", "name": "podinfo"}}
    }));
    (server, dir, kubeconfig, bare, head)
}

#[test]
fn reconcile_annotates_waits_and_reports_the_revision() {
    let (server, _dir, kubeconfig, _bare, head) = with_podinfo();
    let run = fluxr_on_cluster(&kubeconfig, &["reconcile", "source", "git", "podinfo"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        format!(
            "► annotating GitRepository podinfo in flux-system namespace\n\
             ✔ GitRepository annotated\n\
             ◎ waiting for GitRepository reconciliation\n\
             ✔ fetched revision main@sha1:{head}\n"
        )
    );
    let repository = server
        .object(
            "source.toolkit.fluxcd.io/v1",
            "GitRepository",
            Some("flux-system"),
            "podinfo",
        )
        .unwrap();
    assert!(repository["metadata"]["annotations"]["reconcile.fluxcd.io/requestedAt"].is_string());

    let run = fluxr_on_cluster(
        &kubeconfig,
        &["reconcile", "ks", "podinfo", "--with-source"],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr
            .starts_with("► annotating GitRepository podinfo in flux-system namespace\n"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.ends_with(&format!(
            "► annotating Kustomization podinfo in flux-system namespace\n\
             ✔ Kustomization annotated\n\
             ◎ waiting for Kustomization reconciliation\n\
             ✔ applied revision main@sha1:{head}\n"
        )),
        "{}",
        run.stderr
    );

    let missing = fluxr_on_cluster(&kubeconfig, &["reconcile", "kustomization", "missing"]);
    assert_eq!(missing.code, 1);
    assert_eq!(
        missing.stderr,
        "✗ kustomizations.kustomize.toolkit.fluxcd.io \"missing\" not found\n"
    );
    let unnamed = fluxr_on_cluster(&kubeconfig, &["reconcile", "kustomization"]);
    assert_eq!(unnamed.stderr, "✗ Kustomization name is required\n");
}

#[test]
fn suspended_objects_are_not_reconciled_until_resumed() {
    let (server, _dir, kubeconfig, bare, _head) = with_podinfo();
    let run = fluxr_on_cluster(&kubeconfig, &["suspend", "kustomization", "podinfo"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "► suspending kustomization podinfo in flux-system namespace\n✔ kustomization suspended\n"
    );
    let kustomization = || {
        server
            .object(
                "kustomize.toolkit.fluxcd.io/v1",
                "Kustomization",
                Some("flux-system"),
                "podinfo",
            )
            .unwrap()
    };
    assert_eq!(kustomization()["spec"]["suspend"], true);
    let refused = fluxr_on_cluster(&kubeconfig, &["reconcile", "ks", "podinfo"]);
    assert_eq!(refused.code, 1);
    assert_eq!(refused.stderr, "✗ resource is suspended\n");

    let listed = fluxr_on_cluster(&kubeconfig, &["get", "kustomizations"]);
    assert_eq!(listed.code, 0, "{}", listed.stderr);
    let row = listed
        .stdout
        .lines()
        .find(|line| line.starts_with("podinfo"))
        .expect("a podinfo row");
    let cells: Vec<&str> = row.split('\t').map(str::trim_end).collect();
    assert_eq!(cells[2], "True", "SUSPENDED column: {row}");

    // A new commit arrives while suspended; resuming reconciles to the source's revision.
    support::seed(&bare, "NEW.md", "new\n");
    fluxr_on_cluster(&kubeconfig, &["reconcile", "source", "git", "podinfo"]);
    let head = support::git(&bare, &["rev-parse", "main"])
        .trim()
        .to_owned();
    let run = fluxr_on_cluster(&kubeconfig, &["resume", "ks", "podinfo"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        format!(
            "► resuming kustomization podinfo in flux-system namespace\n\
             ✔ kustomization resumed\n\
             ◎ waiting for Kustomization reconciliation\n\
             ✔ Kustomization podinfo reconciliation completed\n\
             ✔ applied revision main@sha1:{head}\n"
        )
    );
    // flux's merge patch drops the field rather than writing false.
    assert_eq!(kustomization()["spec"].get("suspend"), None);
    assert_eq!(
        kustomization()["status"]["lastAppliedRevision"],
        format!("main@sha1:{head}")
    );

    // --all acts on every object of the kind in the namespace.
    let run = fluxr_on_cluster(&kubeconfig, &["suspend", "source", "git", "--all"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr.matches("✔ source git suspended").count(),
        2,
        "{}",
        run.stderr
    );
    for repository in server.objects("source.toolkit.fluxcd.io/v1", "GitRepository") {
        assert_eq!(repository["spec"]["suspend"], true);
    }
}

#[test]
fn get_prints_a_status_table_per_kind() {
    let (_server, _dir, kubeconfig, _bare, head) = with_podinfo();
    fluxr_on_cluster(
        &kubeconfig,
        &["reconcile", "ks", "podinfo", "--with-source"],
    );
    let run = fluxr_on_cluster(&kubeconfig, &["get", "sources", "git", "-A"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let rows: Vec<Vec<&str>> = run
        .stdout
        .lines()
        .map(|line| line.split('\t').map(str::trim_end).collect())
        .collect();
    assert_eq!(
        rows[0],
        [
            "NAMESPACE",
            "NAME",
            "REVISION",
            "SUSPENDED",
            "READY",
            "MESSAGE"
        ]
    );
    let podinfo = rows
        .iter()
        .find(|row| row[1] == "podinfo")
        .expect("podinfo");
    assert_eq!(podinfo[0], "flux-system");
    assert_eq!(podinfo[2], format!("main@sha1:{}", &head[..8]));
    assert_eq!(podinfo[3..5], ["False", "True"]);

    let all = fluxr_on_cluster(&kubeconfig, &["get", "all", "--no-header"]);
    assert_eq!(all.code, 0, "{}", all.stderr);
    assert!(
        all.stdout.contains("gitrepository/podinfo"),
        "{}",
        all.stdout
    );
    assert!(
        all.stdout.contains("kustomization/podinfo"),
        "{}",
        all.stdout
    );
    assert!(!all.stdout.contains("NAME"), "{}", all.stdout);

    let none = fluxr_on_cluster(&kubeconfig, &["get", "helmreleases"]);
    assert_eq!(none.code, 1);
    assert_eq!(none.stdout, "");
    assert_eq!(
        none.stderr,
        "✗ no HelmRelease objects found in \"flux-system\" namespace\n"
    );
}

#[test]
fn version_reports_the_distribution_and_each_controller() {
    let (_server, _dir, kubeconfig) = installed();
    let run = fluxr_on_cluster(&kubeconfig, &["version"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        format!(
            "fluxr: v{}\ncommit: {}\nbuildDate: {}\ndistribution: flux-v2.9.4\n\
             helm-controller: v1.6.3\nkustomize-controller: v1.9.4\n\
             notification-controller: v1.9.3\nsource-controller: v1.9.4\n",
            env!("CARGO_PKG_VERSION"),
            env!("FLUXR_GIT_COMMIT"),
            match env!("FLUXR_BUILD_DATE") {
                "unknown" => "unknown".to_owned(),
                date => format!("\"{date}\""),
            }
        )
    );
    let json = fluxr_on_cluster(&kubeconfig, &["version", "-o", "json"]);
    let parsed: Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(parsed["source-controller"], "v1.9.4");
    assert_eq!(parsed["commit"], env!("FLUXR_GIT_COMMIT"));

    let (_empty, _dir2, empty_kubeconfig) = empty_cluster();
    let run = fluxr_on_cluster(&empty_kubeconfig, &["version"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ no deployments found in flux-system namespace\n"
    );
}

#[test]
fn create_applies_objects_and_waits_for_their_controllers() {
    let (server, _dir, kubeconfig) = installed();
    let http = support::GitHttp::start("git", "t0ken");
    let bare = support::bare_repo(http.root.path(), "podinfo.git");
    support::seed(&bare, "README.md", "podinfo\n");
    let head = support::git(&bare, &["rev-parse", "main"])
        .trim()
        .to_owned();
    let url = http.url("podinfo.git");

    let secret = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "secret",
            "git",
            "podinfo-auth",
            &format!("--url={url}"),
            "--username=git",
            "--password=t0ken",
        ],
    );
    assert_eq!(secret.code, 0, "{}", secret.stderr);
    assert_eq!(
        secret.stderr,
        "► git secret 'podinfo-auth' created in 'flux-system' namespace\n"
    );
    assert!(!secret.stderr.contains("t0ken"));

    let url_flag = format!("--url={url}");
    let create_source = || {
        fluxr_on_cluster(
            &kubeconfig,
            &[
                "create",
                "source",
                "git",
                "podinfo",
                &url_flag,
                "--branch=main",
                "--secret-ref=podinfo-auth",
            ],
        )
    };
    let source = create_source();
    assert_eq!(source.code, 0, "{}", source.stderr);
    assert_eq!(
        source.stderr,
        format!(
            "✚ generating GitRepository source\n► applying GitRepository source\n\
             ✔ GitRepository source created\n\
             ◎ waiting for GitRepository source reconciliation\n\
             ✔ GitRepository source reconciliation completed\n\
             ✔ fetched revision: main@sha1:{head}\n"
        )
    );

    let kustomization = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "ks",
            "podinfo",
            "--source=GitRepository/podinfo",
            "--path=./",
            "--prune=true",
        ],
    );
    assert_eq!(kustomization.code, 0, "{}", kustomization.stderr);
    assert!(
        kustomization.stderr.ends_with(&format!(
            "✔ Kustomization podinfo is ready\n✔ applied revision main@sha1:{head}\n"
        )),
        "{}",
        kustomization.stderr
    );
    let object = server
        .object(
            "kustomize.toolkit.fluxcd.io/v1",
            "Kustomization",
            Some("flux-system"),
            "podinfo",
        )
        .unwrap();
    assert_eq!(object["spec"]["sourceRef"]["name"], "podinfo");
    assert_eq!(object["metadata"]["managedFields"][0]["manager"], "flux");

    // The same command again changes nothing on the server.
    let again = create_source();
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(again.stderr.starts_with(
        "✚ generating GitRepository source\n► applying GitRepository source\n\
         ✔ GitRepository source updated\n"
    ));
}

#[test]
fn logs_format_and_filter_the_controllers_entries() {
    let (server, _dir, kubeconfig) = installed();
    server.add_pod(
        "flux-system",
        "source-controller",
        "source-controller-7d9b",
        &[
            r#"{"level":"info","ts":"2026-11-29T10:00:00.000Z","msg":"stored artifact for revision 'main@sha1:abc'","controllerKind":"GitRepository","name":"podinfo","namespace":"flux-system"}"#,
            "not json: a panic trace",
            r#"{"level":"error","ts":"2026-11-29T10:00:01.000Z","msg":"Reconciler error","controllerKind":"GitRepository","name":"other","namespace":"apps","error":"auth failed"}"#,
        ],
    );
    server.add_pod(
        "flux-system",
        "kustomize-controller",
        "kustomize-controller-5f6c",
        &[
            r#"{"level":"info","ts":"2026-11-29T10:00:02.000Z","msg":"server-side apply completed","controllerKind":"Kustomization","name":"podinfo","namespace":"flux-system"}"#,
        ],
    );
    let run = fluxr_on_cluster(&kubeconfig, &["logs"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut lines: Vec<&str> = run.stdout.lines().collect();
    lines.sort_unstable();
    assert_eq!(
        lines,
        [
            // flux's template leaves a space for the error, there or not.
            "2026-11-29T10:00:00.000Z info GitRepository/podinfo.flux-system - stored artifact for revision 'main@sha1:abc' ",
            "2026-11-29T10:00:02.000Z info Kustomization/podinfo.flux-system - server-side apply completed ",
        ]
    );
    // Followed, the pods' streams are read side by side until they end.
    let followed = fluxr_on_cluster(&kubeconfig, &["logs", "--follow"]);
    assert_eq!(followed.code, 0, "{}", followed.stderr);
    let mut followed_lines: Vec<&str> = followed.stdout.lines().collect();
    followed_lines.sort_unstable();
    assert_eq!(followed_lines, lines);
    let errors = fluxr_on_cluster(&kubeconfig, &["logs", "-A", "--level=error"]);
    assert_eq!(
        errors.stdout,
        "2026-11-29T10:00:01.000Z error GitRepository/other.apps - Reconciler error auth failed\n"
    );
    let kind = fluxr_on_cluster(&kubeconfig, &["logs", "--kind=kustomization", "--tail=1"]);
    assert_eq!(kind.stdout.lines().count(), 1, "{}", kind.stdout);
    assert!(kind.stdout.contains("Kustomization/podinfo"));
    // `--since` goes to the API server as flux sends it: rounded half away from zero to the
    // second, negative and zero included (the server judges them).
    for (since, seconds) in [
        ("-1m", "-60"),
        ("1.5s", "2"),
        ("-1.5s", "-2"),
        ("400ms", "0"),
    ] {
        let run = fluxr_on_cluster(&kubeconfig, &["logs", "--since", since]);
        assert_eq!(run.code, 0, "{since}: {}", run.stderr);
        let asked = server.requests();
        let last = asked.iter().rev().find(|r| r.contains("/log")).unwrap();
        assert!(
            last.contains(&format!("sinceSeconds={seconds}&"))
                || last.ends_with(&format!("sinceSeconds={seconds}")),
            "{since}: {last}"
        );
    }

    let (_empty, _dir2, empty_kubeconfig) = empty_cluster();
    let none = fluxr_on_cluster(&empty_kubeconfig, &["logs"]);
    assert_eq!(none.code, 1);
    assert_eq!(
        none.stderr,
        "✗ no Flux pods found in namespace \"flux-system\"\n"
    );
}

/// flux's `logRequest`: a line starting with `{` that `json.Unmarshal` refuses is reported as
/// `✗ parse error: …` and ends that pod's log, a line of 64 KiB or more ends it silently (Go's
/// `bufio.Scanner`), and neither fails the command; other pods are still read.
#[test]
fn logs_stop_a_pod_at_a_line_flux_cannot_read() {
    let (server, _dir, kubeconfig) = installed();
    let entry = |msg: &str| {
        format!(
            r#"{{"level":"info","ts":"2026-11-29T10:00:00.000Z","msg":"{msg}","controllerKind":"GitRepository","name":"podinfo","namespace":"flux-system"}}"#
        )
    };
    let (before, after) = (entry("before"), entry("after"));
    let long_ok = entry(&"a".repeat(65535 - entry("").len()));
    assert_eq!(long_ok.len(), 65535);
    let too_long = entry(&"b".repeat(65536 - entry("").len()));
    server.add_pod(
        "flux-system",
        "source-controller",
        "source-controller-a",
        &[&before, "{\"ts\":12,\"msg\":\"x\"}", &after],
    );
    server.add_pod(
        "flux-system",
        "kustomize-controller",
        "kustomize-controller-a",
        &[&long_ok, &too_long, &after],
    );
    server.add_pod(
        "flux-system",
        "helm-controller",
        "helm-controller-a",
        &["{not json", &after],
    );
    let run = fluxr_on_cluster(&kubeconfig, &["logs"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut stderr: Vec<&str> = run.stderr.lines().collect();
    stderr.sort_unstable();
    assert_eq!(
        stderr,
        [
            "✗ parse error: invalid character 'n' looking for beginning of object key string",
            "✗ parse error: json: cannot unmarshal number into Go struct field \
             ControllerLogEntry.ts of type string",
        ]
    );
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{}", run.stdout.len());
    assert!(lines.iter().any(|l| l.ends_with(" - before ")));
    assert!(lines.iter().any(|l| l.contains(&"a".repeat(100))));
    assert!(!run.stdout.contains(" - after "));
    assert!(!run.stdout.contains("bbbb"));
}

/// flux's `getPods` reads one pod per controller, the first of kubectl's `ByLogging` order;
/// `podLogs` names each pod it cannot read and fails once all are read.
#[test]
fn logs_read_one_pod_per_controller_and_name_the_pods_they_cannot_read() {
    let (server, _dir, kubeconfig) = installed();
    let entry = |msg: &str| {
        format!(
            r#"{{"level":"info","ts":"2026-11-29T10:00:00.000Z","msg":"{msg}","controllerKind":"GitRepository","name":"podinfo","namespace":"flux-system"}}"#
        )
    };
    let (pending, ready) = (entry("from the pending pod"), entry("from the ready pod"));
    server.add_pod(
        "flux-system",
        "source-controller",
        "source-controller-a",
        &[&pending],
    );
    server.add_pod(
        "flux-system",
        "source-controller",
        "source-controller-b",
        &[&ready],
    );
    let mut pod = server
        .object("v1", "Pod", Some("flux-system"), "source-controller-a")
        .unwrap();
    pod["status"] = serde_json::json!({"phase": "Pending"});
    server.insert(pod);
    let mut pod = server
        .object("v1", "Pod", Some("flux-system"), "source-controller-b")
        .unwrap();
    pod["spec"]["nodeName"] = "node-1".into();
    pod["status"] = serde_json::json!({"phase": "Running",
        "conditions": [{"type": "Ready", "status": "True", "lastTransitionTime": "2026-11-29T09:00:00Z"}]});
    server.insert(pod);
    // A pod whose log the API server does not serve.
    let labels = server
        .object(
            "apps/v1",
            "Deployment",
            Some("flux-system"),
            "kustomize-controller",
        )
        .unwrap()["spec"]["template"]["metadata"]["labels"]
        .clone();
    server.insert(serde_json::json!({"apiVersion": "v1", "kind": "Pod",
        "metadata": {"name": "kustomize-controller-x", "namespace": "flux-system", "labels": labels},
        "spec": {"containers": [{"name": "manager", "image": "controller"}]},
        "status": {"phase": "Running"}}));

    let run = fluxr_on_cluster(&kubeconfig, &["logs"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stdout,
        "2026-11-29T10:00:00.000Z info GitRepository/podinfo.flux-system - from the ready pod \n"
    );
    assert!(
        run.stderr.starts_with("failed getting logs: ")
            && run.stderr.contains("kustomize-controller-x")
            && run
                .stderr
                .ends_with("\n✗ failed to collect logs from all Flux pods\n"),
        "{}",
        run.stderr
    );

    // The flags flux checks once the pods are found, and the words it takes none of.
    for (args, message) in [
        (
            &["logs", "--since=5m", "--since-time=2026-11-29T10:00:00Z"][..],
            "at most one of `sinceTime` or `sinceDuration` may be specified",
        ),
        (
            &["logs", "--since-time=2026-11-29 10:00:00"],
            "2026-11-29 10:00:00 is not a valid (RFC3339) time",
        ),
        (&["logs", "podinfo"], "no argument required"),
    ] {
        let run = fluxr_on_cluster(&kubeconfig, args);
        assert_eq!(run.code, 1, "{args:?}");
        assert_eq!(run.stderr, format!("✗ {message}\n"), "{args:?}");
    }
    let (_empty, _dir2, empty_kubeconfig) = empty_cluster();
    let run = fluxr_on_cluster(&empty_kubeconfig, &["logs", "--since=5m", "--since-time=x"]);
    assert_eq!(
        run.stderr,
        "✗ no Flux pods found in namespace \"flux-system\"\n"
    );
    // A zero `--since` is no `--since`.
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "logs",
            "--since=0s",
            "--since-time=2026-11-29T10:00:00Z",
            "--kind=none",
        ],
    );
    assert!(
        run.stderr.starts_with("failed getting logs: ")
            && run
                .stderr
                .ends_with("\n✗ failed to collect logs from all Flux pods\n"),
        "{}",
        run.stderr
    );
}

#[test]
fn migrate_patches_every_flux_object_and_drops_old_stored_versions() {
    let (server, _dir, kubeconfig) = installed();
    let crd_name = "kustomizations.kustomize.toolkit.fluxcd.io";
    let mut crd = server
        .object(
            "apiextensions.k8s.io/v1",
            "CustomResourceDefinition",
            None,
            crd_name,
        )
        .unwrap();
    crd["status"]["storedVersions"] = json!(["v1beta2", "v1"]);
    server.insert(crd);
    let mut apps = server
        .object(
            "kustomize.toolkit.fluxcd.io/v1",
            "Kustomization",
            Some("default"),
            "apps",
        )
        .unwrap();
    let entry = |version: &str| {
        json!({"manager": "kubectl", "operation": "Update", "apiVersion": version,
               "fieldsType": "FieldsV1", "fieldsV1": {"f:spec": {"f:path": {}}}})
    };
    apps["metadata"]["managedFields"] = json!([entry("kustomize.toolkit.fluxcd.io/v1beta2")]);
    server.insert(apps);
    let mark = server.writes().len();

    let run = fluxr_on_cluster(&kubeconfig, &["migrate"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // Every object of every Flux CRD, in the CRDs' name order; the storage line only for the
    // CRD that stored another version.
    let done = "► starting migration of custom resources\n\
                ✔ GitRepository/flux-system/flux-system migrated to version v1\n\
                ✔ Kustomization/default/apps migrated to version v1\n";
    assert_eq!(
        run.stderr,
        format!(
            "{done}✔ {crd_name} migrated to storage version v1\n\
             ✔ custom resources migrated successfully\n"
        )
    );
    let crd = server
        .object(
            "apiextensions.k8s.io/v1",
            "CustomResourceDefinition",
            None,
            crd_name,
        )
        .unwrap();
    assert_eq!(crd["status"]["storedVersions"], json!(["v1"]));
    let apps = server
        .object(
            "kustomize.toolkit.fluxcd.io/v1",
            "Kustomization",
            Some("default"),
            "apps",
        )
        .unwrap();
    assert_eq!(
        apps["metadata"]["managedFields"][0]["apiVersion"], "kustomize.toolkit.fluxcd.io/v1",
        "the managed fields move to the storage version"
    );
    let writes = server.writes()[mark..].to_vec();
    for expected in [
        "PATCH /apis/source.toolkit.fluxcd.io/v1/namespaces/flux-system/gitrepositories/flux-system",
        "PATCH /apis/kustomize.toolkit.fluxcd.io/v1/namespaces/default/kustomizations/apps",
        "PUT /apis/apiextensions.k8s.io/v1/customresourcedefinitions/kustomizations.kustomize.toolkit.fluxcd.io/status",
    ] {
        assert!(
            writes.iter().any(|w| w.starts_with(expected)),
            "{expected}: {writes:?}"
        );
    }

    // A second run patches the objects again and leaves the CRDs alone.
    let again = fluxr_on_cluster(&kubeconfig, &["migrate"]);
    assert_eq!(
        again.stderr,
        format!("{done}✔ custom resources migrated successfully\n")
    );
}

#[test]
fn image_automation_objects_reconcile_suspend_and_resume() {
    let (server, _dir, kubeconfig) = installed();
    let mut options = fluxr::manifestgen::install::Options::default();
    options.components.extend([
        "image-reflector-controller".to_owned(),
        "image-automation-controller".to_owned(),
    ]);
    Cluster::connect(&ClusterOptions {
        kubeconfig: Some(kubeconfig.clone()),
        context: None,
        timeout: Duration::from_secs(30),
        ..ClusterOptions::default()
    })
    .unwrap()
    .apply(
        &fluxr::manifestgen::install::objects(&options).unwrap(),
        false,
    )
    .unwrap();
    server.insert(json!({
        "apiVersion": "image.toolkit.fluxcd.io/v1", "kind": "ImageRepository",
        "metadata": {"name": "podinfo", "namespace": "flux-system", "generation": 1},
        "spec": {"image": "ghcr.io/stefanprodan/podinfo", "interval": "5m"}
    }));
    let run = fluxr_on_cluster(
        &kubeconfig,
        &["reconcile", "image", "repository", "podinfo"],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "► annotating ImageRepository podinfo in flux-system namespace\n\
         ✔ ImageRepository annotated\n\
         ◎ waiting for ImageRepository reconciliation\n\
         ✔ scan fetched 3 tags\n"
    );

    let listed = fluxr_on_cluster(&kubeconfig, &["get", "images", "repository"]);
    assert_eq!(listed.code, 0, "{}", listed.stderr);
    let rows: Vec<Vec<&str>> = listed
        .stdout
        .lines()
        .map(|line| line.split('\t').map(str::trim_end).collect())
        .collect();
    assert_eq!(
        rows[0],
        ["NAME", "LAST SCAN", "SUSPENDED", "READY", "MESSAGE"]
    );
    assert_eq!(rows[1][0], "podinfo");
    assert!(!rows[1][1].is_empty(), "the scan time: {rows:?}");
    assert_eq!(
        rows[1][2..],
        ["False", "True", "successful scan: found 3 tags", ""]
    );
    let all = fluxr_on_cluster(&kubeconfig, &["get", "images", "all", "--no-header"]);
    assert!(
        all.stdout.starts_with("imagerepository/podinfo"),
        "{}",
        all.stdout
    );

    let run = fluxr_on_cluster(&kubeconfig, &["suspend", "image", "repository", "podinfo"]);
    assert_eq!(
        run.stderr,
        "► suspending image repository podinfo in flux-system namespace\n\
         ✔ image repository suspended\n"
    );
    let refused = fluxr_on_cluster(
        &kubeconfig,
        &["reconcile", "image", "repository", "podinfo"],
    );
    assert_eq!(refused.stderr, "✗ resource is suspended\n");
    let run = fluxr_on_cluster(&kubeconfig, &["resume", "image", "repository", "podinfo"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr.ends_with("✔ scan fetched 3 tags\n"),
        "{}",
        run.stderr
    );
    let repository = server
        .object(
            "image.toolkit.fluxcd.io/v1",
            "ImageRepository",
            Some("flux-system"),
            "podinfo",
        )
        .unwrap();
    assert_eq!(repository["spec"].get("suspend"), None);

    let update = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "image",
            "update",
            "podinfo",
            "--git-repo-ref=flux-system",
            "--checkout-branch=main",
            "--author-name=flux",
            "--author-email=flux@example.org",
        ],
    );
    assert_eq!(update.code, 0, "{}", update.stderr);
    // flux's `upsertAndWait`, which reports nothing past the reconciliation.
    assert_eq!(
        update.stderr,
        "✚ generating ImageUpdateAutomation\n► applying ImageUpdateAutomation\n\
         ✔ ImageUpdateAutomation created\n◎ waiting for ImageUpdateAutomation reconciliation\n\
         ✔ ImageUpdateAutomation reconciliation completed\n"
    );
}

#[test]
fn install_asks_before_taking_over_a_flux_another_tool_installed() {
    let (server, _dir, kubeconfig) = installed();
    let mut crd = server
        .object(
            "apiextensions.k8s.io/v1",
            "CustomResourceDefinition",
            None,
            "gitrepositories.source.toolkit.fluxcd.io",
        )
        .unwrap();
    crd["metadata"]["labels"]["app.kubernetes.io/managed-by"] = json!("Helm");
    server.insert(crd);
    let mark = server.writes().len();
    let declined = fluxr_on_cluster_with(
        RunWith {
            kubeconfig: Some(&kubeconfig),
            stdin: "n\n",
            ..RunWith::default()
        },
        &["install"],
    );
    // cluster_info.go confirmFluxInstallOverride: a line on stderr, then promptui's
    // confirmation (fluxr's prompt is on stderr); install.go: a no is `installation
    // cancelled`, the end of the input promptui's `^D`.
    assert_eq!(declined.code, 1);
    assert!(
        declined.stderr.ends_with(
            "► installing components in flux-system namespace\n\
             Flux v2.9.4 has been installed on this cluster with Helm!\n\
             ? Are you sure you want to override the Helm installation? Y/N? [y/N] \
             ✗ installation cancelled\n"
        ),
        "{}",
        declined.stderr
    );
    let eof = fluxr_on_cluster(&kubeconfig, &["install"]);
    assert_eq!(eof.code, 1);
    assert!(eof.stderr.ends_with("? [y/N] ✗ ^D\n"), "{}", eof.stderr);
    assert_eq!(server.writes()[mark..], Vec::<String>::new());
    // bootstrap.go confirmBootstrap: the same question, `bootstrap cancelled` for a no, asked
    // before anything is cloned.
    let declined = fluxr_on_cluster_with(
        RunWith {
            kubeconfig: Some(&kubeconfig),
            stdin: "n\n",
            ..RunWith::default()
        },
        &[
            "bootstrap",
            "git",
            "--url=https://git.example.invalid/fleet.git",
            "--username=git",
            "--password=secret",
        ],
    );
    assert_eq!(declined.code, 1);
    assert_eq!(
        declined.stderr,
        "Flux v2.9.4 has been installed on this cluster with Helm!\n\
         ? Are you sure you want to override the Helm installation? Y/N? [y/N] \
         ✗ bootstrap cancelled\n"
    );
    assert_eq!(server.writes()[mark..], Vec::<String>::new());
    let forced = fluxr_on_cluster(&kubeconfig, &["install", "--force"]);
    assert_eq!(forced.code, 0, "{}", forced.stderr);
    assert!(forced.stderr.ends_with("✔ install finished\n"));
}

/// flux's `--timeout` becomes a context deadline: zero or negative, it has passed before the
/// first request, which client-go's rate limiter refuses.
#[test]
fn a_timeout_of_zero_or_less_fails_every_request_at_once() {
    let (server, _dir, kubeconfig) = installed();
    let before = server.requests().len();
    for args in [
        &["get", "ks", "--timeout=-5s"][..],
        &["get", "ks", "--timeout", "0"],
        &["reconcile", "ks", "flux-system", "--timeout", "-1m"],
    ] {
        let run = fluxr_on_cluster(&kubeconfig, args);
        assert_eq!(run.code, 1, "{args:?}");
        assert_eq!(
            run.stderr, "✗ client rate limiter Wait returned an error: context deadline exceeded\n",
            "{args:?}"
        );
    }
    assert_eq!(server.requests().len(), before, "nothing was sent");
}
