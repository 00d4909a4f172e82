//! `get` against the fake API server, as a user runs it: one object by NAME, label and status
//! selectors, suspended and failing objects, `--show-source`, `--no-header` and `--watch` on a
//! real API watch.

mod support;

use std::path::PathBuf;

use serde_json::{Value, json};
use support::{FakeKube, fluxr_on_cluster as fluxr};

fn setup() -> (FakeKube, tempfile::TempDir, PathBuf) {
    let (server, dir, kubeconfig) = support::flux_cluster(&["flux-system", "apps"]);
    server.stop_controller("Kustomization");
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

/// The candidates `fluxr __complete words…` prints, or `None` when it declines the position.
fn complete(kubeconfig: &std::path::Path, words: &[&str]) -> Option<Vec<String>> {
    let mut args = vec!["__complete"];
    args.extend_from_slice(words);
    let run = fluxr(kubeconfig, &args);
    assert_eq!(run.stderr, "", "{words:?}");
    match run.code {
        0 => Some(run.stdout.lines().map(str::to_owned).collect()),
        1 => {
            assert_eq!(run.stdout, "", "{words:?}");
            None
        }
        code => panic!("{words:?}: exit {code}"),
    }
}

#[test]
fn completion_offers_names_namespaces_and_contexts_from_the_cluster() {
    // flux's resourceNamesCompletionFunc (object names in the namespace, namespaces) and
    // contextsCompletionFunc (the kubeconfig's contexts).
    let (server, _dir, kubeconfig) = setup();
    seed(&server);
    server.insert(kustomization(
        "apps",
        "podinfo",
        json!({}),
        ("True", "ok"),
        false,
    ));
    let names = |words: &[&str]| complete(&kubeconfig, words);
    let owned = |names: &[&str]| Some(names.iter().map(|n| (*n).to_owned()).collect::<Vec<_>>());
    assert_eq!(
        names(&["get", "kustomizations", ""]),
        owned(&["apps", "infra", "paused"])
    );
    // Aliases, the prefix typed and the namespace given before or after the command.
    assert_eq!(names(&["reconcile", "ks", "in"]), owned(&["infra"]));
    assert_eq!(
        names(&["-n", "apps", "suspend", "ks", "p"]),
        owned(&["podinfo"])
    );
    assert_eq!(
        names(&["get", "ks", "--namespace", "apps", ""]),
        owned(&["podinfo", "tenant"])
    );
    assert_eq!(names(&["get", "sources", "git", ""]), owned(&[]));
    let namespaces = names(&["get", "ks", "-n", ""]).unwrap();
    for namespace in ["apps", "flux-system"] {
        assert!(namespaces.contains(&namespace.to_owned()), "{namespaces:?}");
    }
    assert_eq!(
        names(&["get", "ks", "--namespace", "fl"]),
        owned(&["flux-system"])
    );
    assert_eq!(names(&["--context", ""]), owned(&["fake"]));
    // Everything else is the script's: subcommands, flags, flag values, commands without names.
    for words in [
        &["get", "k"][..],
        &["get", "ks", "--st"],
        &["get", "ks", "--status-selector", ""],
        &["create", "source", "git", ""],
        &["logs", "--kind", ""],
    ] {
        assert_eq!(complete(&kubeconfig, words), None, "{words:?}");
    }
}

#[test]
fn completion_from_an_unreachable_cluster_offers_nothing_and_returns() {
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = dir.path().join("config");
    // A closed port, and an address that never answers (no route back).
    for server in ["https://127.0.0.1:1", "https://10.255.255.1:6443"] {
        std::fs::write(
            &kubeconfig,
            format!(
                "apiVersion: v1\nkind: Config\ncurrent-context: far\ncontexts:\n- name: far\n  \
                 context: {{cluster: far, user: far}}\nclusters:\n- name: far\n  cluster:\n    \
                 server: {server}\n    insecure-skip-tls-verify: true\nusers:\n- name: far\n  \
                 user: {{token: t}}\n"
            ),
        )
        .unwrap();
        let started = std::time::Instant::now();
        assert_eq!(
            complete(&kubeconfig, &["get", "kustomizations", ""]),
            Some(Vec::new()),
            "{server}"
        );
        assert_eq!(
            complete(&kubeconfig, &["get", "ks", "-n", ""]),
            Some(Vec::new())
        );
        // The deadline is two seconds a request; a hang would be minutes.
        assert!(
            started.elapsed() < std::time::Duration::from_secs(30),
            "{server}"
        );
    }
}

/// The candidates bash offers for `words` (the last one being completed) with the script
/// `fluxr completion bash` prints, sourced, and `fluxr` on PATH.
fn bash_complete(kubeconfig: &std::path::Path, words: &[&str]) -> Vec<String> {
    let bin = assert_cmd::cargo::cargo_bin("fluxr");
    let dir = bin.parent().unwrap().display().to_string();
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let program = format!(
        "source <(fluxr completion bash)\nCOMP_WORDS=({})\nCOMP_CWORD={}\nCOMP_LINE='{}'\n\
         COMP_POINT=${{#COMP_LINE}}\n_fluxr_dynamic fluxr '{}' '{}'\n\
         printf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
        quoted.join(" "),
        words.len() - 1,
        words.join(" "),
        words[words.len() - 1],
        words[words.len() - 2],
    );
    let output = std::process::Command::new("bash")
        .arg("--norc")
        .arg("-c")
        .arg(program)
        .env(
            "PATH",
            format!("{dir}:{}", std::env::var("PATH").unwrap_or_default()),
        )
        .env("KUBECONFIG", kubeconfig)
        .output()
        .expect("bash");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

#[test]
fn completion_bash_script_asks_the_cluster_for_names() {
    let (server, _dir, kubeconfig) = setup();
    seed(&server);
    assert_eq!(
        bash_complete(&kubeconfig, &["fluxr", "get", "ks", "i"]),
        ["infra"]
    );
    assert_eq!(
        bash_complete(&kubeconfig, &["fluxr", "get", "ks", "-n", "fl"]),
        ["flux-system"]
    );
    // Where the cluster has nothing to say, the generated completion still answers.
    assert_eq!(
        bash_complete(&kubeconfig, &["fluxr", "get", "ks", "--status-sel"]),
        ["--status-selector"]
    );
}
