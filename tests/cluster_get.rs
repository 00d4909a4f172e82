//! `get` against the fake API server, as a user runs it: one object by NAME, label and status
//! selectors, suspended and failing objects, `--show-source`, `--no-header` and `--watch` on a
//! real API watch.

mod support;

use std::path::PathBuf;

use serde_json::{Value, json};
use support::{FakeKube, fluxr_on_cluster as fluxr};

fn setup() -> (FakeKube, tempfile::TempDir, PathBuf) {
    let server = FakeKube::start();
    for crd in fluxr::api::crds() {
        server.insert(crd);
    }
    for ns in ["flux-system", "apps"] {
        server.insert(json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": ns}}));
    }
    server.stop_controller("Kustomization");
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = server.kubeconfig(dir.path());
    (server, dir, kubeconfig)
}

fn kustomization(
    namespace: &str,
    name: &str,
    labels: Value,
    ready: (&str, &str),
    suspend: bool,
) -> Value {
    json!({
        "apiVersion": "kustomize.toolkit.fluxcd.io/v1", "kind": "Kustomization",
        "metadata": {"name": name, "namespace": namespace, "labels": labels},
        "spec": {"interval": "10m", "path": "./", "prune": true, "suspend": suspend,
                 "sourceRef": {"kind": "GitRepository", "name": "fleet"}},
        "status": {"observedGeneration": 1,
                   "lastAppliedRevision": format!("main@sha1:{}", "a".repeat(40)),
                   "conditions": [{"type": "Ready", "status": ready.0, "reason": "Test",
                                   "message": ready.1,
                                   "lastTransitionTime": "2026-01-01T00:00:00Z"}]},
    })
}

fn seed(server: &FakeKube) {
    server.insert(kustomization(
        "flux-system",
        "infra",
        json!({"tier": "infra"}),
        ("True", "Applied revision: main@sha1:aaaa"),
        false,
    ));
    server.insert(kustomization(
        "flux-system",
        "apps",
        json!({"tier": "apps"}),
        ("False", "kustomization path not found"),
        false,
    ));
    server.insert(kustomization(
        "flux-system",
        "paused",
        json!({"tier": "apps"}),
        ("True", "Applied revision: main@sha1:aaaa"),
        true,
    ));
    server.insert(kustomization(
        "apps",
        "tenant",
        json!({}),
        ("True", "Applied"),
        false,
    ));
}

/// The table's rows, cells split on runs of two or more spaces (flux pads with spaces).
fn rows(stdout: &str) -> Vec<Vec<String>> {
    stdout
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            l.split('\t')
                .flat_map(|c| c.split("  "))
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .map(str::to_owned)
                .collect()
        })
        .collect()
}

fn names(stdout: &str) -> Vec<String> {
    rows(stdout)
        .into_iter()
        .skip(1)
        .map(|r| r[0].clone())
        .collect()
}

#[test]
fn get_one_by_name_and_its_errors() {
    let (server, _dir, kubeconfig) = setup();
    seed(&server);

    let one = fluxr(&kubeconfig, &["get", "ks", "apps"]);
    assert_eq!(one.code, 0, "{}", one.stderr);
    let table = rows(&one.stdout);
    assert_eq!(
        table[0],
        ["NAME", "REVISION", "SUSPENDED", "READY", "MESSAGE"]
    );
    assert_eq!(table.len(), 2, "{}", one.stdout);
    assert_eq!(
        table[1],
        [
            "apps",
            "main@sha1:aaaaaaaa",
            "False",
            "False",
            "kustomization path not found"
        ]
    );

    let paused = fluxr(
        &kubeconfig,
        &["get", "kustomizations", "paused", "--no-header"],
    );
    assert_eq!(paused.code, 0, "{}", paused.stderr);
    let table = rows(&paused.stdout);
    assert_eq!(table.len(), 1, "{}", paused.stdout);
    assert_eq!(table[0][0], "paused");
    assert_eq!(table[0][2], "True");

    let missing = fluxr(&kubeconfig, &["get", "ks", "nothing"]);
    assert_eq!(missing.code, 1);
    assert_eq!(missing.stdout, "");
    assert_eq!(
        missing.stderr,
        "✗ Kustomization object 'nothing' not found in \"flux-system\" namespace\n"
    );

    // Another namespace's object is not found from this one, and is with -n or -A.
    let elsewhere = fluxr(&kubeconfig, &["get", "ks", "tenant"]);
    assert_eq!(elsewhere.code, 1);
    let there = fluxr(&kubeconfig, &["get", "ks", "tenant", "-n", "apps"]);
    assert_eq!(there.code, 0, "{}", there.stderr);
    assert_eq!(names(&there.stdout), ["tenant"]);
    let everywhere = fluxr(&kubeconfig, &["get", "ks", "-A"]);
    assert_eq!(everywhere.code, 0, "{}", everywhere.stderr);
    let table = rows(&everywhere.stdout);
    assert_eq!(table[0][..2], ["NAMESPACE", "NAME"]);
    assert_eq!(table.len(), 5, "{}", everywhere.stdout);

    let none = fluxr(&kubeconfig, &["get", "hr"]);
    assert_eq!(none.code, 1);
    assert_eq!(
        none.stderr,
        "✗ no HelmRelease objects found in \"flux-system\" namespace\n"
    );
}

#[test]
fn get_filters_by_label_and_status() {
    let (server, _dir, kubeconfig) = setup();
    seed(&server);

    let labelled = fluxr(&kubeconfig, &["get", "ks", "-l", "tier=apps"]);
    assert_eq!(labelled.code, 0, "{}", labelled.stderr);
    assert_eq!(names(&labelled.stdout), ["apps", "paused"]);
    let set = fluxr(
        &kubeconfig,
        &["get", "ks", "--label-selector", "tier in (infra)"],
    );
    assert_eq!(names(&set.stdout), ["infra"]);
    let not = fluxr(&kubeconfig, &["get", "ks", "-l", "tier!=apps"]);
    assert_eq!(names(&not.stdout), ["infra"]);

    let failing = fluxr(
        &kubeconfig,
        &["get", "ks", "--status-selector", "ready=false"],
    );
    assert_eq!(failing.code, 0, "{}", failing.stderr);
    assert_eq!(names(&failing.stdout), ["apps"]);
    let healthy = fluxr(
        &kubeconfig,
        &["get", "ks", "--status-selector", "ready!=false"],
    );
    assert_eq!(names(&healthy.stdout), ["infra", "paused"]);

    let both = fluxr(
        &kubeconfig,
        &[
            "get",
            "ks",
            "-l",
            "tier=apps",
            "--status-selector",
            "ready=true",
        ],
    );
    assert_eq!(names(&both.stdout), ["paused"]);

    let source = fluxr(&kubeconfig, &["get", "ks", "infra", "--show-source"]);
    assert_eq!(source.code, 0, "{}", source.stderr);
    let table = rows(&source.stdout);
    assert_eq!(
        table[0],
        [
            "NAME",
            "SOURCE",
            "REVISION",
            "SUSPENDED",
            "READY",
            "MESSAGE"
        ]
    );
    assert_eq!(table[1][1], "GitRepository/flux-system/fleet");
}

#[test]
fn get_watch_prints_changes_from_an_api_watch() {
    let (server, _dir, kubeconfig) = setup();
    seed(&server);
    let run = std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(std::time::Duration::from_millis(1500));
            server.insert(kustomization(
                "flux-system",
                "apps",
                json!({"tier": "apps"}),
                ("True", "Applied revision: main@sha1:bbbb"),
                false,
            ));
        });
        fluxr(&kubeconfig, &["get", "ks", "apps", "-w", "--timeout=4s"])
    });
    let table = rows(&run.stdout);
    assert_eq!(table[0][0], "NAME", "{}", run.stdout);
    // The header once, the object as it was, then as it became.
    assert_eq!(
        table.iter().filter(|r| r[0] == "NAME").count(),
        1,
        "{}",
        run.stdout
    );
    let messages: Vec<&str> = table
        .iter()
        .skip(1)
        .map(|r| r.last().unwrap().as_str())
        .collect();
    assert_eq!(
        messages,
        [
            "kustomization path not found",
            "Applied revision: main@sha1:bbbb"
        ],
        "{}",
        run.stdout
    );
    // The watch ends with --timeout.
    assert!(
        server.requests().iter().any(|r| r.contains("watch=")),
        "{:?}",
        server.requests()
    );
    assert_eq!(run.code, 1);
    assert_eq!(run.stderr, "✗ timed out waiting for the condition\n");
}
