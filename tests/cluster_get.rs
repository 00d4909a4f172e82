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

/// A watch the API server ends with an error event (its history was compacted past the
/// watch): flux's command casts the event's Status to its kind and fails, printing the Status
/// in Go syntax, worded as each command words it.
#[test]
fn get_watch_fails_on_the_servers_error_event_as_flux_does() {
    let (server, _dir, kubeconfig) = setup();
    seed(&server);
    server.stop_controller("OCIRepository");
    server.insert(json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "OCIRepository",
        "metadata": {"name": "manifests", "namespace": "flux-system"},
        "spec": {"interval": "10m", "url": "oci://ghcr.io/org/manifests"},
    }));
    for (args, wording) in [
        (
            &["get", "ks", "apps", "-w"][..],
            ("Impossible", "kustomization"),
        ),
        (
            &["get", "sources", "oci", "-w"],
            ("impossible", "to OCIRepository"),
        ),
    ] {
        let args: Vec<&str> = args.iter().copied().chain(["--timeout=20s"]).collect();
        let run = std::thread::scope(|scope| {
            let watching = scope.spawn(|| fluxr(&kubeconfig, &args));
            std::thread::sleep(std::time::Duration::from_millis(1500));
            server.compact_history();
            watching.join().unwrap()
        });
        // The table of what there was, then the failure in one line.
        assert_eq!(rows(&run.stdout)[0][0], "NAME", "{}", run.stdout);
        assert_eq!(rows(&run.stdout).len(), 2, "{}", run.stdout);
        assert_eq!(run.code, 1, "{}", run.stderr);
        let message = run.stderr.strip_prefix("✗ ").unwrap_or_default();
        let (status, rest) = message
            .split_once(" Message:\"too old resource version: ")
            .unwrap_or_else(|| panic!("{}", run.stderr));
        assert_eq!(
            status,
            format!(
                "{}{}",
                wording.0,
                " to cast type &v1.Status{TypeMeta:v1.TypeMeta{Kind:\"\", APIVersion:\"\"}, \
                 ListMeta:v1.ListMeta{SelfLink:\"\", ResourceVersion:\"\", Continue:\"\", \
                 RemainingItemCount:(*int64)(nil)}, Status:\"Failure\","
            )
        );
        assert!(
            rest.ends_with(&format!(
                ")\", Reason:\"Expired\", Details:(*v1.StatusDetails)(nil), Code:410}} {}\n",
                wording.1
            )),
            "{}",
            run.stderr
        );
    }
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
fn completion_reads_the_words_as_cobra_does() {
    // cobra's checkIfFlagCompletion: the value of `--flag=`/`-n=` in the word being typed, the
    // last shorthand of a word of shorthands, a boolean that takes no value, the end of the
    // flags at `--`; and before it pflag's reading, where a flag takes the next word whatever it
    // starts with.
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
        names(&["get", "ks", "--namespace=fl"]),
        owned(&["flux-system"])
    );
    assert_eq!(names(&["get", "ks", "-n=ap"]), owned(&["apps"]));
    assert_eq!(
        names(&["--context=fake", "get", "ks", "-An", "fl"]),
        owned(&["flux-system"])
    );
    assert_eq!(names(&["get", "ks", "--context="]), owned(&["fake"]));
    let namespaces = names(&["get", "ks", "--namespace="]).unwrap();
    for namespace in ["apps", "flux-system"] {
        assert!(namespaces.contains(&namespace.to_owned()), "{namespaces:?}");
    }
    // `-A` takes no value: the word after it is a Kustomization's name.
    assert_eq!(names(&["get", "ks", "-A", "in"]), owned(&["infra"]));
    // `--status-selector` takes `--namespace` as its value, so no namespace was given.
    assert_eq!(
        names(&["get", "ks", "--status-selector", "--namespace", "apps", ""]),
        owned(&["apps", "infra", "paused"])
    );
    assert_eq!(
        names(&[
            "get",
            "ks",
            "-n",
            "apps",
            "--status-selector",
            "-n",
            "i",
            "p"
        ]),
        owned(&["podinfo"])
    );
    // After `--`, `-n` is a word like any other.
    assert_eq!(names(&["get", "ks", "--", "-n", "i"]), owned(&["infra"]));
    // A flag the command does not have completes nothing from the cluster; a flag's name and
    // the values of other flags are the script's.
    for words in [
        &["get", "ks", "--nope", ""][..],
        // The word after `-n` is its value, and pflag refuses `--status-selector` without one.
        &["get", "ks", "--status-selector", "-n", ""],
        &["get", "ks", "--timeout=soon", ""],
        &["get", "ks", "--nope="],
        &["get", "ks", "--namesp"],
        &["get", "ks", "--status-selector="],
        &["get", "ks", "-l="],
    ] {
        assert_eq!(complete(&kubeconfig, words), None, "{words:?}");
    }
}

#[test]
fn completion_scripts_complete_the_value_after_an_equals_sign() {
    let (server, _dir, kubeconfig) = setup();
    seed(&server);
    // bash hands `--namespace=fl` over as three words.
    assert_eq!(
        bash_complete(
            &kubeconfig,
            &["fluxr", "get", "ks", "--namespace", "=", "fl"]
        ),
        ["flux-system"]
    );
    let namespaces = bash_complete(&kubeconfig, &["fluxr", "get", "ks", "-n", "="]);
    assert!(
        namespaces.contains(&"flux-system".to_owned()),
        "{namespaces:?}"
    );
    // fish completes an option's value from the option's entry, after `=` or in the next word.
    let bin = assert_cmd::cargo::cargo_bin("fluxr");
    let path = format!(
        "{}:{}",
        bin.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let fish = |line: &str| {
        let home = tempfile::tempdir().unwrap();
        let output = std::process::Command::new("fish")
            .args([
                "--no-config",
                "-c",
                "fluxr completion fish | source; complete -C $argv[1]",
            ])
            .arg(line)
            .env("PATH", &path)
            .env("HOME", home.path())
            .env("KUBECONFIG", &kubeconfig)
            .output()
            .expect("fish");
        String::from_utf8_lossy(&output.stdout)
            .lines()
            .map(|line| line.split('\t').next().unwrap_or_default().to_owned())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        fish("fluxr get ks --namespace=fl"),
        ["--namespace=flux-system"]
    );
    assert_eq!(fish("fluxr get ks -n fl"), ["flux-system"]);
    assert_eq!(fish("fluxr get ks --context f"), ["fake"]);
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

/// A Flux object of any kind with a Ready condition (or none).
fn flux_object(
    api_version: &str,
    kind: &str,
    name: &str,
    spec: Value,
    status: Option<(&str, &str)>,
) -> Value {
    let mut object = json!({
        "apiVersion": api_version, "kind": kind,
        "metadata": {"name": name, "namespace": "flux-system"},
        "spec": spec,
        "status": {"observedGeneration": 1},
    });
    if let Some((ready, message)) = status {
        object["status"]["conditions"] = json!([{"type": "Ready", "status": ready,
            "reason": "Test", "message": message, "lastTransitionTime": "2026-01-01T00:00:00Z"}]);
    }
    object
}

fn seed_every_kind(server: &FakeKube) {
    for kind in [
        "GitRepository",
        "HelmRelease",
        "Alert",
        "Provider",
        "Receiver",
        "ImagePolicy",
        "ExternalArtifact",
        "ArtifactGenerator",
    ] {
        server.stop_controller(kind);
    }
    let sha = "b".repeat(40);
    let mut git = flux_object(
        "source.toolkit.fluxcd.io/v1",
        "GitRepository",
        "fleet",
        json!({"url": "https://example.com/fleet", "interval": "1m"}),
        Some((
            "True",
            &format!("stored artifact for revision 'main@sha1:{sha}'"),
        )),
    );
    git["status"]["artifact"] = json!({"revision": format!("main@sha1:{sha}"), "path": "p",
        "url": "u", "lastUpdateTime": "2026-01-01T00:00:00Z", "digest": "sha256:00"});
    server.insert(git);
    server.insert(flux_object(
        "helm.toolkit.fluxcd.io/v2",
        "HelmRelease",
        "podinfo",
        json!({"interval": "5m", "chartRef": {"kind": "OCIRepository", "name": "podinfo"}}),
        None,
    ));
    server.insert(flux_object(
        "notification.toolkit.fluxcd.io/v1beta3",
        "Alert",
        "slack",
        json!({"providerRef": {"name": "slack"}, "eventSources": [{"kind": "Kustomization", "name": "*"}]}),
        None,
    ));
    server.insert(flux_object(
        "notification.toolkit.fluxcd.io/v1beta3",
        "Provider",
        "slack",
        json!({"type": "slack"}),
        None,
    ));
    server.insert(flux_object(
        "notification.toolkit.fluxcd.io/v1",
        "Receiver",
        "github",
        json!({"type": "github", "resources": [], "secretRef": {"name": "token"}, "suspend": true}),
        Some(("False", "secret 'token' not found")),
    ));
    let mut policy = flux_object(
        "image.toolkit.fluxcd.io/v1",
        "ImagePolicy",
        "podinfo",
        json!({"imageRepositoryRef": {"name": "podinfo"}, "policy": {"semver": {"range": "6.x"}}}),
        Some(("True", "Latest image tag for podinfo resolved to 6.5.0")),
    );
    policy["status"]["latestRef"] = json!({"name": "ghcr.io/stefanprodan/podinfo", "tag": "6.5.0"});
    server.insert(policy);
    let mut external = flux_object(
        "source.toolkit.fluxcd.io/v1",
        "ExternalArtifact",
        "bundle",
        json!({"sourceRef": {"apiVersion": "source.extensions.fluxcd.io/v1beta1",
                             "kind": "ArtifactGenerator", "namespace": "flux-system", "name": "gen"}}),
        Some(("True", "ready")),
    );
    external["status"]["artifact"] = json!({"revision": format!("latest@sha256:{}", "c".repeat(64)),
        "path": "p", "url": "u", "lastUpdateTime": "2026-01-01T00:00:00Z", "digest": "sha256:00"});
    server.insert(external);
    let mut generator = flux_object(
        "source.extensions.fluxcd.io/v1beta1",
        "ArtifactGenerator",
        "gen",
        json!({"sources": [], "artifacts": []}),
        Some(("True", "reconciliation succeeded")),
    );
    generator["metadata"]["annotations"] =
        json!({"source.extensions.fluxcd.io/reconcile": "Disabled"});
    server.insert(generator);
}

#[test]
fn get_all_lists_every_kind_that_has_objects_in_flux_order() {
    let (server, _dir, kubeconfig) = setup();
    seed(&server);
    seed_every_kind(&server);

    let all = fluxr(&kubeconfig, &["get", "all"]);
    assert_eq!(all.code, 0, "{}", all.stderr);
    // Kinds without objects say nothing; the others are tables of `kind/name` rows, each
    // followed by an empty line: sources, image kinds, releases, Kustomizations, receivers,
    // providers, alerts (ArtifactGenerators are not part of `get all`).
    assert_eq!(all.stderr, "");
    let tables: Vec<&str> = all.stdout.split("\n\n").collect();
    assert_eq!(tables.len(), 9, "{}", all.stdout);
    assert_eq!(tables[8], "");
    let firsts: Vec<String> = tables[..8].iter().map(|t| rows(t)[1][0].clone()).collect();
    assert_eq!(
        firsts,
        [
            "gitrepository/fleet",
            "externalartifact/bundle",
            "imagepolicy/podinfo",
            "helmrelease/podinfo",
            "kustomization/apps",
            "receiver/github",
            "provider/slack",
            "alert/slack"
        ]
    );
    assert_eq!(
        rows(tables[0])[1],
        [
            "gitrepository/fleet",
            "main@sha1:bbbbbbbb",
            "False",
            "True",
            "stored artifact for revision 'main@sha1:bbbbbbbb'"
        ]
    );
    assert_eq!(
        rows(tables[1])[0],
        ["NAME", "REVISION", "SOURCE", "READY", "MESSAGE"]
    );
    assert_eq!(
        rows(tables[1])[1],
        [
            "externalartifact/bundle",
            "latest@sha256:cccccccc",
            "ArtifactGenerator/flux-system/gen",
            "True",
            "ready"
        ]
    );
    assert_eq!(
        rows(tables[2])[1],
        [
            "imagepolicy/podinfo",
            "ghcr.io/stefanprodan/podinfo",
            "6.5.0",
            "True",
            "Latest image tag for podinfo resolved to 6.5.0"
        ]
    );
    // No Ready condition yet: False, "waiting to be reconciled".
    assert_eq!(
        rows(tables[3])[1],
        [
            "helmrelease/podinfo",
            "False",
            "False",
            "waiting to be reconciled"
        ]
    );
    assert_eq!(
        rows(tables[5]),
        [
            vec!["NAME", "SUSPENDED", "READY", "MESSAGE"],
            vec![
                "receiver/github",
                "True",
                "False",
                "secret 'token' not found"
            ]
        ]
    );
    // Providers and Alerts have no status of their own: flux calls them Ready.
    assert_eq!(
        rows(tables[6]),
        [
            vec!["NAME", "READY", "MESSAGE"],
            vec!["provider/slack", "True", "Provider is Ready"]
        ]
    );
    assert_eq!(
        rows(tables[7])[1],
        ["alert/slack", "False", "True", "Alert is Ready"]
    );

    // Across namespaces the namespace comes first; the tenant's Kustomization joins the table.
    let everywhere = fluxr(&kubeconfig, &["get", "all", "-A"]);
    assert_eq!(everywhere.code, 0, "{}", everywhere.stderr);
    let kustomizations = everywhere
        .stdout
        .split("\n\n")
        .find(|t| t.contains("kustomization/"))
        .unwrap()
        .to_owned();
    assert_eq!(rows(&kustomizations)[0][..2], ["NAMESPACE", "NAME"]);
    assert!(
        rows(&kustomizations)
            .iter()
            .any(|r| r[..2] == ["apps", "kustomization/tenant"]),
        "{kustomizations}"
    );

    // A name is looked for in every kind; each kind without it says so, and `get all` still
    // succeeds.
    let named = fluxr(&kubeconfig, &["get", "all", "fleet"]);
    assert_eq!(named.code, 0, "{}", named.stderr);
    assert_eq!(names(&named.stdout), ["gitrepository/fleet"]);
    assert_eq!(named.stderr.lines().count(), 13, "{}", named.stderr);
    assert!(
        named
            .stderr
            .contains("✗ Kustomization object 'fleet' not found in \"flux-system\" namespace\n"),
        "{}",
        named.stderr
    );

    // A status selector filters every table; tables left empty are not printed. It reads the
    // conditions themselves: the release without a Ready condition shows READY False but has
    // no condition to match.
    let failing = fluxr(
        &kubeconfig,
        &["get", "all", "--status-selector", "ready=false"],
    );
    assert_eq!(failing.code, 0, "{}", failing.stderr);
    let shown: Vec<String> = failing
        .stdout
        .split("\n\n")
        .filter(|t| !t.is_empty())
        .map(|t| rows(t)[1][0].clone())
        .collect();
    assert_eq!(shown, ["kustomization/apps", "receiver/github"]);

    // `get sources all` and `get images all` are the same for their kinds.
    let sources = fluxr(&kubeconfig, &["get", "sources", "all", "--no-header"]);
    assert_eq!(sources.code, 0, "{}", sources.stderr);
    assert_eq!(
        rows(&sources.stdout)
            .iter()
            .map(|r| r[0].as_str())
            .collect::<Vec<_>>(),
        ["gitrepository/fleet", "externalartifact/bundle"]
    );
    let images = fluxr(&kubeconfig, &["get", "images", "all"]);
    assert_eq!(images.code, 0, "{}", images.stderr);
    assert_eq!(names(&images.stdout), ["imagepolicy/podinfo"]);

    // Watching is for one kind only.
    for words in [
        &["get", "all", "-w"][..],
        &["get", "sources", "all", "--watch"],
        &["get", "images", "all", "-w"],
    ] {
        let run = fluxr(&kubeconfig, words);
        assert_eq!(run.code, 1, "{words:?}");
        assert_eq!(run.stdout, "");
        assert_eq!(
            run.stderr,
            "✗ expected a single resource type, but found all\n"
        );
    }
}

#[test]
fn get_of_the_kinds_get_all_leaves_out() {
    let (server, _dir, kubeconfig) = setup();
    seed_every_kind(&server);

    let generators = fluxr(&kubeconfig, &["get", "artifact", "generators"]);
    assert_eq!(generators.code, 0, "{}", generators.stderr);
    // Suspended is the `source.extensions.fluxcd.io/reconcile: disabled` annotation, in any
    // case.
    assert_eq!(
        rows(&generators.stdout),
        [
            vec!["NAME", "SUSPENDED", "READY", "MESSAGE"],
            vec!["gen", "True", "True", "reconciliation succeeded"]
        ]
    );
    let external = fluxr(&kubeconfig, &["get", "sources", "external", "bundle", "-A"]);
    assert_eq!(external.code, 0, "{}", external.stderr);
    assert_eq!(
        rows(&external.stdout)[0],
        [
            "NAMESPACE",
            "NAME",
            "REVISION",
            "SOURCE",
            "READY",
            "MESSAGE"
        ]
    );
    let missing = fluxr(&kubeconfig, &["get", "alert-provider", "nope", "-A"]);
    assert_eq!(missing.code, 1);
    assert_eq!(
        missing.stderr,
        "✗ Provider object 'nope' not found in any namespace\n"
    );
    // Alerts are always Ready for --status-selector; other statuses match nothing.
    let alerts = fluxr(
        &kubeconfig,
        &["get", "alerts", "--status-selector", "Ready=False"],
    );
    assert_eq!(alerts.code, 0, "{}", alerts.stderr);
    assert_eq!(
        rows(&alerts.stdout),
        [vec!["NAME", "SUSPENDED", "READY", "MESSAGE"]]
    );
    let alerts = fluxr(
        &kubeconfig,
        &["get", "alerts", "--status-selector", "ready!=false"],
    );
    assert_eq!(names(&alerts.stdout), ["slack"]);
}

#[test]
fn get_selectors_are_checked_as_flux_checks_them() {
    let (server, _dir, kubeconfig) = setup();
    seed(&server);

    let notin = fluxr(&kubeconfig, &["get", "ks", "-l", "tier notin (apps)"]);
    assert_eq!(notin.code, 0, "{}", notin.stderr);
    assert_eq!(names(&notin.stdout), ["infra"]);
    let exists = fluxr(&kubeconfig, &["get", "ks", "-l", "!tier"]);
    assert_eq!(exists.code, 1);
    assert_eq!(
        exists.stderr,
        "✗ no Kustomization objects found in \"flux-system\" namespace\n"
    );

    // A LabelSelector has no `!=` and no `>`: flux refuses them before asking the cluster.
    let before = server.requests().len();
    for (selector, message) in [
        (
            "tier!=apps",
            "unable to parse label selector: \"!=\" is not a valid label selector operator",
        ),
        (
            "tier>1",
            "unable to parse label selector: \"gt\" isn't supported in label selectors",
        ),
        (
            "tier apps",
            "unable to parse label selector: couldn't parse the selector string \"tier apps\": \
             unable to parse requirement: found 'apps', expected: '=', '!=', '==', 'in', notin'",
        ),
        (
            "tier=apps,",
            "unable to parse label selector: couldn't parse the selector string \"tier=apps,\": \
             found '', expected: identifier after ','",
        ),
    ] {
        for watch in [false, true] {
            let mut words = vec!["get", "ks", "-l", selector];
            if watch {
                words.push("-w");
            }
            let run = fluxr(&kubeconfig, &words);
            assert_eq!(run.code, 1, "{words:?}");
            assert_eq!(run.stdout, "", "{words:?}");
            assert_eq!(run.stderr, format!("✗ {message}\n"), "{words:?}");
        }
    }
    let kustomization_requests = server
        .requests()
        .into_iter()
        .skip(before)
        .filter(|r| r.contains("kustomizations"))
        .count();
    assert_eq!(kustomization_requests, 0);

    // A NAME is matched as a whole, whatever it holds.
    for name in ["apps,infra", "metadata.name=apps", "apps\\"] {
        let run = fluxr(&kubeconfig, &["get", "ks", name]);
        assert_eq!(run.code, 1, "{name}");
        assert_eq!(
            run.stderr,
            format!("✗ Kustomization object '{name}' not found in \"flux-system\" namespace\n")
        );
        let run = fluxr(&kubeconfig, &["suspend", "ks", name]);
        assert_eq!(run.code, 0, "{name}");
        assert_eq!(
            run.stderr,
            format!("✗ Kustomization {name} not found in flux-system namespace\n")
        );
    }

    // The status selector is read once there are objects to filter.
    let bad = fluxr(&kubeconfig, &["get", "ks", "--status-selector", "ready"]);
    assert_eq!(bad.code, 1);
    assert_eq!(bad.stdout, "");
    assert_eq!(
        bad.stderr,
        "✗ expected status selector in type=status or type!=status format, but found: ready\n"
    );
    let none = fluxr(&kubeconfig, &["get", "hr", "--status-selector", "ready"]);
    assert_eq!(
        none.stderr,
        "✗ no HelmRelease objects found in \"flux-system\" namespace\n"
    );
    // Any condition type, in any case; the last of that type decides.
    let reconciled = fluxr(
        &kubeconfig,
        &["get", "ks", "--status-selector", "READY=TRUE"],
    );
    assert_eq!(names(&reconciled.stdout), ["infra", "paused"]);
    let stalled = fluxr(
        &kubeconfig,
        &["get", "ks", "--status-selector", "stalled=true"],
    );
    assert_eq!(stalled.code, 0);
    assert_eq!(
        rows(&stalled.stdout),
        [vec!["NAME", "REVISION", "SUSPENDED", "READY", "MESSAGE"]]
    );
}

#[test]
fn scan_and_run_times_are_shown_in_the_local_time_zone() {
    let (server, _dir, kubeconfig) = setup();
    server.stop_controller("ImageRepository");
    server.stop_controller("ImageUpdateAutomation");
    let mut repository = flux_object(
        "image.toolkit.fluxcd.io/v1",
        "ImageRepository",
        "podinfo",
        json!({"image": "ghcr.io/stefanprodan/podinfo", "interval": "1m"}),
        Some(("True", "successful scan: found 3 tags")),
    );
    repository["status"]["lastScanResult"] =
        json!({"tagCount": 3, "scanTime": "2026-01-02T03:04:05Z"});
    server.insert(repository);
    let mut automation = flux_object(
        "image.toolkit.fluxcd.io/v1",
        "ImageUpdateAutomation",
        "fleet",
        json!({"interval": "1m", "sourceRef": {"kind": "GitRepository", "name": "fleet"}}),
        Some(("True", "repository up-to-date")),
    );
    automation["status"]["lastAutomationRunTime"] = json!("2026-01-02T23:50:00Z");
    server.insert(automation);

    let in_zone = |zone: &str, words: &[&str]| {
        support::fluxr_on_cluster_with(
            support::RunWith {
                kubeconfig: Some(&kubeconfig),
                env: &[("TZ", zone)],
                ..support::RunWith::default()
            },
            words,
        )
    };
    // Go's metav1.Time reads times into the local zone, and RFC 3339 prints its offset.
    let india = in_zone("Asia/Kolkata", &["get", "images", "repository"]);
    assert_eq!(india.code, 0, "{}", india.stderr);
    assert_eq!(rows(&india.stdout)[1][1], "2026-01-02T08:34:05+05:30");
    let india = in_zone("Asia/Kolkata", &["get", "images", "update"]);
    assert_eq!(rows(&india.stdout)[1][1], "2026-01-03T05:20:00+05:30");
    let utc = in_zone("UTC", &["get", "images", "repository", "--no-header"]);
    assert_eq!(rows(&utc.stdout)[0][1], "2026-01-02T03:04:05Z");
}

#[test]
fn get_across_namespaces_keeps_the_api_servers_order() {
    let (server, _dir, kubeconfig) = setup();
    for (namespace, name) in [("apps", "web"), ("apps-dev", "web"), ("apps", "api")] {
        server.insert(kustomization(
            namespace,
            name,
            json!({}),
            ("True", "Applied"),
            false,
        ));
    }
    // flux prints the items as listed; the API server lists by its storage key
    // `<namespace>/<name>`, where `apps-dev/` sorts before `apps/`.
    let run = fluxr(&kubeconfig, &["get", "ks", "-A", "--no-header"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let listed: Vec<(String, String)> = rows(&run.stdout)
        .into_iter()
        .map(|row| (row[0].clone(), row[1].clone()))
        .collect();
    let expected = [("apps-dev", "web"), ("apps", "api"), ("apps", "web")];
    assert_eq!(
        listed,
        expected.map(|(ns, name)| (ns.to_owned(), name.to_owned()))
    );
}
