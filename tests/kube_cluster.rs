//! The cluster client against the fake API server: kubeconfig selection, two-phase server-side
//! apply and its change set, dry runs, deletes, and the waits on the controllers.

mod support;

use std::path::Path;
use std::time::Duration;

use fluxr::kube::{ChangeAction, Cluster, ClusterOptions, KubeError, ObjectRef};
use serde_json::{Value, json};
use support::FakeKube;

fn connect(kubeconfig: &Path) -> Cluster {
    Cluster::connect(&ClusterOptions {
        kubeconfig: Some(kubeconfig.to_owned()),
        context: None,
        timeout: Duration::from_secs(30),
        ..ClusterOptions::default()
    })
    .unwrap()
    .with_poll_interval(Duration::from_millis(50))
}

fn namespace(name: &str) -> Value {
    json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": name}})
}

fn config_map(ns: &str, name: &str, value: &str) -> Value {
    json!({
        "apiVersion": "v1", "kind": "ConfigMap",
        "metadata": {"name": name, "namespace": ns},
        "data": {"key": value}
    })
}

fn widget_crd() -> Value {
    json!({
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": "widgets.example.org"},
        "spec": {
            "group": "example.org",
            "names": {"kind": "Widget", "listKind": "WidgetList", "plural": "widgets", "singular": "widget"},
            "scope": "Namespaced",
            "versions": [{"name": "v1", "served": true, "storage": true,
                          "schema": {"openAPIV3Schema": {"type": "object", "x-kubernetes-preserve-unknown-fields": true}}}]
        }
    })
}

fn widget(ns: &str, name: &str, size: u32) -> Value {
    json!({
        "apiVersion": "example.org/v1", "kind": "Widget",
        "metadata": {"name": name, "namespace": ns},
        "spec": {"size": size}
    })
}

fn actions(set: &fluxr::kube::ChangeSet) -> Vec<String> {
    set.entries
        .iter()
        .map(|e| format!("{} {}", e.subject, e.action))
        .collect()
}

#[test]
fn apply_creates_then_leaves_unchanged_then_configures() {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let cluster = connect(&server.kubeconfig(dir.path()));
    // The custom resource and the namespaced object come before their CRD and namespace: the
    // two phases must order them.
    let objects = vec![
        widget("apps", "w1", 1),
        config_map("apps", "settings", "one"),
        widget_crd(),
        namespace("apps"),
    ];
    let first = cluster.apply(&objects, false).unwrap();
    assert_eq!(
        actions(&first),
        [
            "CustomResourceDefinition/widgets.example.org created",
            "Namespace/apps created",
            "ConfigMap/apps/settings created",
            "Widget/apps/w1 created",
        ]
    );
    let second = cluster.apply(&objects, false).unwrap();
    assert!(
        second
            .entries
            .iter()
            .all(|e| e.action == ChangeAction::Unchanged),
        "{second}"
    );
    assert!(!second.has_changes());

    let changed = vec![
        widget_crd(),
        namespace("apps"),
        config_map("apps", "settings", "two"),
        widget("apps", "w1", 1),
    ];
    let third = cluster.apply(&changed, false).unwrap();
    assert_eq!(
        third.to_string(),
        "CustomResourceDefinition/widgets.example.org unchanged\nNamespace/apps unchanged\n\
         ConfigMap/apps/settings configured\nWidget/apps/w1 unchanged\n"
    );
    let stored = server
        .object("v1", "ConfigMap", Some("apps"), "settings")
        .unwrap();
    assert_eq!(stored["data"]["key"], "two");
    let managers: Vec<&str> = stored["metadata"]["managedFields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["manager"].as_str().unwrap())
        .collect();
    assert_eq!(managers, ["flux"]);
    assert!(
        server.requests().iter().any(|r| r
            == "PATCH /api/v1/namespaces/apps/configmaps/settings?fieldManager=flux&force=true"),
        "{:?}",
        server.requests()
    );
}

#[test]
fn a_field_no_longer_applied_is_removed() {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let cluster = connect(&server.kubeconfig(dir.path()));
    let mut map = config_map("default", "settings", "one");
    map["data"]["extra"] = json!("x");
    cluster.apply(&[namespace("default"), map], false).unwrap();
    cluster
        .apply(&[config_map("default", "settings", "one")], false)
        .unwrap();
    let stored = server
        .object("v1", "ConfigMap", Some("default"), "settings")
        .unwrap();
    assert_eq!(stored["data"], json!({"key": "one"}));
}

#[test]
fn dry_run_reports_changes_and_changes_nothing() {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let cluster = connect(&server.kubeconfig(dir.path()));
    cluster
        .apply(
            &[namespace("apps"), config_map("apps", "settings", "one")],
            false,
        )
        .unwrap();
    let before = server.object("v1", "ConfigMap", Some("apps"), "settings");
    let writes_before = server.writes().len();
    let plan = cluster
        .apply(
            &[
                config_map("apps", "settings", "two"),
                config_map("apps", "other", "x"),
                namespace("apps"),
            ],
            true,
        )
        .unwrap();
    assert_eq!(
        actions(&plan),
        [
            "Namespace/apps unchanged",
            "ConfigMap/apps/other created",
            "ConfigMap/apps/settings configured",
        ]
    );
    assert_eq!(
        server.object("v1", "ConfigMap", Some("apps"), "settings"),
        before
    );
    assert_eq!(
        server.object("v1", "ConfigMap", Some("apps"), "other"),
        None
    );
    let writes_during_plan: Vec<String> = server.writes().split_off(writes_before);
    assert!(!writes_during_plan.is_empty());
    assert!(
        writes_during_plan.iter().all(|r| r.contains("dryRun=All")),
        "{writes_during_plan:?}"
    );
}

#[test]
fn dry_run_of_new_crds_counts_their_custom_resources_as_created() {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let cluster = connect(&server.kubeconfig(dir.path()));
    let plan = cluster
        .apply(
            &[
                widget("apps", "w1", 1),
                config_map("apps", "settings", "one"),
                widget_crd(),
                namespace("apps"),
            ],
            true,
        )
        .unwrap();
    assert_eq!(
        actions(&plan),
        [
            "CustomResourceDefinition/widgets.example.org created",
            "Namespace/apps created",
            "ConfigMap/apps/settings created",
            "Widget/apps/w1 created",
        ]
    );
    assert_eq!(
        server.resource_version(),
        FakeKube::start().resource_version()
    );
    // Without its CRD in the set, an unknown kind is an error that names it.
    let err = cluster.apply(&[widget("apps", "w1", 1)], true).unwrap_err();
    assert_eq!(
        err.to_string(),
        "no matches for kind \"Widget\" in version \"example.org/v1\""
    );
}

#[test]
fn get_list_delete_and_request_reconcile() {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let cluster = connect(&server.kubeconfig(dir.path()));
    cluster
        .apply(
            &[
                namespace("apps"),
                config_map("apps", "a", "1"),
                config_map("apps", "b", "2"),
            ],
            false,
        )
        .unwrap();
    let a = ObjectRef::namespaced("v1", "ConfigMap", "apps", "a");
    assert_eq!(cluster.get(&a).unwrap().unwrap()["data"]["key"], "1");
    let names: Vec<String> = cluster
        .list("v1", "ConfigMap", Some("apps"))
        .unwrap()
        .iter()
        .map(|o| {
            format!(
                "{}/{}",
                o["kind"].as_str().unwrap(),
                o["metadata"]["name"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(names, ["ConfigMap/a", "ConfigMap/b"]);

    cluster
        .request_reconcile(&a, &k8s_openapi::jiff::Timestamp::now().to_string(), &[])
        .unwrap();
    let annotated = server.object("v1", "ConfigMap", Some("apps"), "a").unwrap();
    let requested = annotated["metadata"]["annotations"]["reconcile.fluxcd.io/requestedAt"]
        .as_str()
        .unwrap();
    assert!(
        requested.parse::<k8s_openapi::jiff::Timestamp>().is_ok(),
        "{requested}"
    );

    assert!(cluster.delete(&a).unwrap());
    assert_eq!(cluster.get(&a).unwrap(), None);
    assert!(!cluster.delete(&a).unwrap());
    let unknown = ObjectRef::namespaced("example.org/v1", "Widget", "apps", "w");
    assert_eq!(cluster.get(&unknown).unwrap(), None);
}

#[test]
fn kubeconfig_files_merge_and_context_selects() {
    let first = FakeKube::start();
    let second = FakeKube::start();
    second.set_server_version("1.34");
    let dir = tempfile::tempdir().unwrap();
    let one = first.kubeconfig_named(dir.path(), "one", "one", support::FAKE_TOKEN);
    let two = second.kubeconfig_named(dir.path(), "two", "two", support::FAKE_TOKEN);
    let missing = dir.path().join("missing");
    let list = std::env::join_paths([&one, &missing, &two]).unwrap();
    let run = |context: Option<&str>| fluxr_with_kubeconfig_env(&list, context);
    // The first file's current context wins; --context reaches into the second file.
    assert_eq!(run(None), "v1.33.0");
    assert_eq!(run(Some("two")), "v1.34.0");
    assert_eq!(
        run(Some("three")),
        "error: context \"three\" does not exist"
    );
}

/// Connects with `KUBECONFIG=list` in a child process (the environment is process-wide) and
/// reports the server version or the error.
fn fluxr_with_kubeconfig_env(list: &std::ffi::OsStr, context: Option<&str>) -> String {
    let mut command = std::process::Command::new(std::env::current_exe().unwrap());
    command
        .args([
            "--exact",
            "kubeconfig_probe",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("KUBECONFIG", list)
        .env("FLUXR_PROBE", "1");
    if let Some(context) = context {
        command.env("FLUXR_PROBE_CONTEXT", context);
    }
    let output = command.output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    stdout
        .lines()
        .find_map(|l| l.split_once("probe: ").map(|(_, rest)| rest))
        .unwrap_or_else(|| panic!("no probe output: {stdout}"))
        .to_owned()
}

/// Run by [`fluxr_with_kubeconfig_env`] in a child process; does nothing otherwise.
#[test]
fn kubeconfig_probe() {
    if std::env::var_os("FLUXR_PROBE").is_none() {
        return;
    }
    let options = ClusterOptions {
        kubeconfig: None,
        context: std::env::var("FLUXR_PROBE_CONTEXT").ok(),
        timeout: Duration::from_secs(10),
        ..ClusterOptions::default()
    };
    let result = Cluster::connect(&options).and_then(|c| c.server_version());
    let line = match result {
        Ok(version) => version,
        Err(err) => format!("error: {err}"),
    };
    #[allow(clippy::print_stdout)]
    {
        println!("probe: {line}");
    }
}

#[test]
fn unreachable_server_and_wrong_token_are_one_line_errors() {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let path = dir.path().join("config");
    std::fs::write(
        &path,
        format!(
            "apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: http://127.0.0.1:{port}\n\
             contexts:\n- name: c\n  context:\n    cluster: c\n    user: u\ncurrent-context: c\n\
             users:\n- name: u\n  user:\n    token: t\n"
        ),
    )
    .unwrap();
    let err = connect(&path).server_version().unwrap_err();
    let message = err.to_string();
    assert!(matches!(err, KubeError::Unreachable { .. }), "{message}");
    assert!(
        message.starts_with(&format!(
            "Kubernetes API server http://127.0.0.1:{port} is unreachable: "
        )),
        "{message}"
    );
    assert!(!message.contains('\n'));

    let server = FakeKube::start();
    let wrong = server.kubeconfig_named(dir.path(), "wrong", "fake", "not-the-token");
    let err = connect(&wrong).server_version().unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "unauthorized: {} rejected the credentials of the kubeconfig",
            server.url()
        )
    );
}

fn git_repository(ns: &str, url: &str) -> Value {
    json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "GitRepository",
        "metadata": {"name": ns, "namespace": ns},
        "spec": {"interval": "1m", "url": url, "ref": {"branch": "main"}}
    })
}

fn kustomization(ns: &str) -> Value {
    json!({
        "apiVersion": "kustomize.toolkit.fluxcd.io/v1", "kind": "Kustomization",
        "metadata": {"name": ns, "namespace": ns},
        "spec": {"interval": "10m", "path": "./clusters/dev", "prune": true,
                 "sourceRef": {"kind": "GitRepository", "name": ns}}
    })
}

fn flux_crds() -> Vec<Value> {
    fluxr::api::crds()
        .into_iter()
        .filter(|crd| {
            let name = crd["metadata"]["name"].as_str().unwrap();
            name == "gitrepositories.source.toolkit.fluxcd.io"
                || name == "kustomizations.kustomize.toolkit.fluxcd.io"
        })
        .collect()
}

#[test]
fn waits_follow_the_controllers() {
    let daemon = support::GitDaemon::start();
    let bare = support::bare_repo(daemon.root.path(), "fleet.git");
    support::seed(&bare, "README.md", "fleet\n");
    let head = support::git(&bare, &["rev-parse", "main"])
        .trim()
        .to_owned();

    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let cluster = connect(&server.kubeconfig(dir.path()));
    let mut objects = flux_crds();
    objects.push(namespace("flux-system"));
    objects.push(git_repository("flux-system", &daemon.url("fleet.git")));
    objects.push(kustomization("flux-system"));
    objects.push(json!({
        "apiVersion": "apps/v1", "kind": "Deployment",
        "metadata": {"name": "source-controller", "namespace": "flux-system"},
        "spec": {"replicas": 1, "selector": {"matchLabels": {"app": "source-controller"}},
                 "template": {"metadata": {"labels": {"app": "source-controller"}},
                              "spec": {"containers": [{"name": "manager", "image": "x"}]}}}
    }));
    cluster.apply(&objects, false).unwrap();

    assert_eq!(
        cluster.assess_deployments(
            "flux-system",
            &["source-controller".to_owned(), "absent".to_owned()],
            Duration::from_millis(300),
        ),
        [
            ("absent".to_owned(), fluxr::kube::Readiness::NotFound),
            (
                "source-controller".to_owned(),
                fluxr::kube::Readiness::Ready
            ),
        ]
    );
    let revision = format!("main@sha1:{head}");
    cluster
        .wait_git_repository_revision(
            "flux-system",
            "flux-system",
            &revision,
            Duration::from_secs(10),
        )
        .unwrap();
    cluster
        .wait_kustomization_revision(
            "flux-system",
            "flux-system",
            &revision,
            Duration::from_secs(10),
        )
        .unwrap();

    // A new commit is seen once reconciliation is requested.
    support::seed(&bare, "other.md", "more\n");
    let new_head = support::git(&bare, &["rev-parse", "main"])
        .trim()
        .to_owned();
    let new_revision = format!("main@sha1:{new_head}");
    let repo = ObjectRef::namespaced(
        "source.toolkit.fluxcd.io/v1",
        "GitRepository",
        "flux-system",
        "flux-system",
    );
    cluster
        .request_reconcile(&repo, &k8s_openapi::jiff::Timestamp::now().to_string(), &[])
        .unwrap();
    cluster
        .wait_git_repository_revision(
            "flux-system",
            "flux-system",
            &new_revision,
            Duration::from_secs(10),
        )
        .unwrap();
    cluster
        .wait_kustomization_revision(
            "flux-system",
            "flux-system",
            &new_revision,
            Duration::from_secs(10),
        )
        .unwrap();

    // Ready=False ends the wait at once with the controller's message.
    server.set_ready_false(
        "Kustomization",
        "flux-system",
        "flux-system",
        "BuildFailed",
        "kustomize build failed: missing resource",
    );
    let err = cluster
        .wait_kustomization_revision(
            "flux-system",
            "flux-system",
            &new_revision,
            Duration::from_secs(600),
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "Kustomization flux-system/flux-system failed: kustomize build failed: missing resource"
    );

    // A suspended object never reconciles: the wait says so instead of timing out.
    let mut suspended = kustomization("flux-system");
    suspended["spec"]["suspend"] = json!(true);
    cluster.apply(&[suspended], false).unwrap();
    let err = cluster
        .wait_kustomization_revision(
            "flux-system",
            "flux-system",
            &new_revision,
            Duration::from_secs(600),
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "Kustomization flux-system/flux-system is suspended"
    );

    // A revision that never comes times out with what the controller last said.
    let err = cluster
        .wait_git_repository_revision(
            "flux-system",
            "flux-system",
            "main@sha1:0000",
            Duration::from_millis(300),
        )
        .unwrap_err();
    assert!(
        err.to_string()
            .starts_with("timeout waiting for GitRepository flux-system/flux-system: "),
        "{err}"
    );
}

#[test]
fn a_repository_the_controller_cannot_read_fails_the_wait() {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let cluster = connect(&server.kubeconfig(dir.path()));
    let mut objects = flux_crds();
    objects.push(namespace("flux-system"));
    let mut repo = git_repository("flux-system", "git://127.0.0.1:1/none.git");
    repo["spec"]["secretRef"] = json!({"name": "flux-system"});
    objects.push(repo);
    cluster.apply(&objects, false).unwrap();
    let err = cluster
        .wait_git_repository_revision(
            "flux-system",
            "flux-system",
            "main@sha1:1",
            Duration::from_secs(600),
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "GitRepository flux-system/flux-system failed: failed to get secret 'flux-system/flux-system': secrets \"flux-system\" not found"
    );
}

#[test]
fn the_source_controller_reads_credentials_from_the_secret() {
    let http = support::GitHttp::start("git", "s3cret");
    let bare = support::bare_repo(http.root.path(), "fleet.git");
    support::seed(&bare, "README.md", "fleet\n");
    let head = support::git(&bare, &["rev-parse", "main"])
        .trim()
        .to_owned();
    let revision = format!("main@sha1:{head}");

    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let cluster = connect(&server.kubeconfig(dir.path()));
    let secret = |data: Value| {
        json!({"apiVersion": "v1", "kind": "Secret",
               "metadata": {"name": "flux-system", "namespace": "flux-system"},
               "stringData": data})
    };
    let mut objects = flux_crds();
    objects.push(namespace("flux-system"));
    objects.push(secret(json!({"username": "git", "password": "wrong"})));
    let mut repo = git_repository("flux-system", &http.url("fleet.git"));
    repo["spec"]["secretRef"] = json!({"name": "flux-system"});
    objects.push(repo);
    cluster.apply(&objects, false).unwrap();
    let err = cluster
        .wait_git_repository_revision(
            "flux-system",
            "flux-system",
            &revision,
            Duration::from_secs(600),
        )
        .unwrap_err();
    assert!(
        err.to_string()
            .starts_with("GitRepository flux-system/flux-system failed: failed to checkout and determine revision"),
        "{err}"
    );

    // Rotated credentials are picked up on the next reconcile request.
    let repo_ref = ObjectRef::namespaced(
        "source.toolkit.fluxcd.io/v1",
        "GitRepository",
        "flux-system",
        "flux-system",
    );
    for credentials in [
        json!({"username": "git", "password": "s3cret"}),
        json!({"bearerToken": "s3cret"}),
    ] {
        let mut stored = server
            .object("v1", "Secret", Some("flux-system"), "flux-system")
            .unwrap();
        assert!(stored.get("stringData").is_none());
        stored.as_object_mut().unwrap().remove("data");
        stored["stringData"] = credentials;
        stored["metadata"] = json!({"name": "flux-system", "namespace": "flux-system"});
        server.insert(stored);
        cluster
            .request_reconcile(
                &repo_ref,
                &k8s_openapi::jiff::Timestamp::now().to_string(),
                &[],
            )
            .unwrap();
        cluster
            .wait_git_repository_revision(
                "flux-system",
                "flux-system",
                &revision,
                Duration::from_secs(10),
            )
            .unwrap();
    }
}

#[test]
fn the_source_controller_uses_the_deploy_key_and_pins_the_host_key() {
    use fluxr::manifestgen::sourcesecret::{KeyAlgorithm, generate_key_pair};
    let deploy = generate_key_pair(KeyAlgorithm::default()).unwrap();
    let sshd = support::Sshd::start(&[&deploy.public_key]);
    let bare = support::bare_repo(&sshd.repos(), "fleet.git");
    support::seed(&bare, "README.md", "fleet\n");
    let head = support::git(&bare, &["rev-parse", "main"])
        .trim()
        .to_owned();
    let revision = format!("main@sha1:{head}");

    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let cluster = connect(&server.kubeconfig(dir.path()));
    let other_host = generate_key_pair(KeyAlgorithm::default()).unwrap();
    let wrong_known_hosts = format!("[127.0.0.1]:{} {}\n", sshd.port, other_host.public_key);
    for (known_hosts, expected) in [(wrong_known_hosts, Err(())), (sshd.known_hosts(), Ok(()))] {
        let mut objects = flux_crds();
        objects.push(namespace("flux-system"));
        objects.push(json!({
            "apiVersion": "v1", "kind": "Secret",
            "metadata": {"name": "flux-system", "namespace": "flux-system"},
            "stringData": {"identity": deploy.private_key, "identity.pub": deploy.public_key,
                           "known_hosts": known_hosts}
        }));
        let mut repo = git_repository("flux-system", &sshd.url("fleet.git"));
        repo["spec"]["secretRef"] = json!({"name": "flux-system"});
        objects.push(repo);
        cluster.apply(&objects, false).unwrap();
        let repo_ref = ObjectRef::namespaced(
            "source.toolkit.fluxcd.io/v1",
            "GitRepository",
            "flux-system",
            "flux-system",
        );
        cluster
            .request_reconcile(
                &repo_ref,
                &k8s_openapi::jiff::Timestamp::now().to_string(),
                &[],
            )
            .unwrap();
        let result = cluster.wait_git_repository_revision(
            "flux-system",
            "flux-system",
            &revision,
            Duration::from_secs(600),
        );
        match expected {
            Ok(()) => result.unwrap(),
            Err(()) => assert!(
                result
                    .as_ref()
                    .unwrap_err()
                    .to_string()
                    .contains("invalid or unknown remote ssh hostkey"),
                "{result:?}"
            ),
        }
    }
}

#[test]
fn finalizers_hold_objects_and_their_namespace_until_removed() {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let cluster = connect(&server.kubeconfig(dir.path()));
    let mut held = config_map("apps", "held", "1");
    held["metadata"]["finalizers"] = json!(["example.org/cleanup"]);
    cluster
        .apply(
            &[namespace("apps"), held, config_map("apps", "free", "2")],
            false,
        )
        .unwrap();
    let ns = ObjectRef::cluster("v1", "Namespace", "apps");
    let held = ObjectRef::namespaced("v1", "ConfigMap", "apps", "held");
    assert!(cluster.delete(&ns).unwrap());
    let terminating = cluster.get(&ns).unwrap().unwrap();
    assert_eq!(terminating["status"]["phase"], "Terminating");
    assert!(cluster.get(&held).unwrap().unwrap()["metadata"]["deletionTimestamp"].is_string());
    assert_eq!(
        cluster
            .get(&ObjectRef::namespaced("v1", "ConfigMap", "apps", "free"))
            .unwrap(),
        None
    );
    cluster
        .merge_patch(&held, &json!({"metadata": {"finalizers": null}}), false)
        .unwrap();
    assert_eq!(cluster.get(&held).unwrap(), None);
    assert_eq!(cluster.get(&ns).unwrap(), None);
}

fn fields_of(object: &Value, manager: &str) -> Value {
    object["metadata"]["managedFields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|entry| entry["manager"] == manager && entry["operation"] == "Apply")
        .map(|entry| entry["fieldsV1"].clone())
        .unwrap_or_else(|| panic!("no apply entry of {manager}: {object:#}"))
}

#[test]
fn server_side_apply_merges_lists_by_their_keys_and_owners() {
    let server = FakeKube::start();
    let (code, _) = server.apply_as("a", &namespace("apps"));
    assert_eq!(code, 201);

    // Built-in kinds: containers keyed by name, their ports by containerPort and protocol (the
    // protocol defaulted), env by name; args atomic.
    let deployment = |containers: Value| {
        json!({"apiVersion": "apps/v1", "kind": "Deployment",
               "metadata": {"name": "web", "namespace": "apps"},
               "spec": {"selector": {"matchLabels": {"app": "web"}},
                        "template": {"metadata": {"labels": {"app": "web"}},
                                     "spec": {"containers": containers}}}})
    };
    let (code, _) = server.apply_as(
        "a",
        &deployment(
            json!([{"name": "app", "image": "app:1", "args": ["--one", "--two"],
                             "ports": [{"containerPort": 8080}],
                             "env": [{"name": "A", "value": "1"}]}]),
        ),
    );
    assert_eq!(code, 201);
    let (code, stored) = server.apply_as(
        "b",
        &deployment(json!([
            {"name": "app", "args": ["--three"], "ports": [{"containerPort": 9090}],
             "env": [{"name": "B", "value": "2"}]},
            {"name": "sidecar", "image": "proxy:1"}])),
    );
    assert_eq!(code, 200);
    let containers = &stored["spec"]["template"]["spec"]["containers"];
    assert_eq!(containers.as_array().unwrap().len(), 2, "{containers:#}");
    assert_eq!(containers[0]["name"], "app");
    assert_eq!(containers[0]["image"], "app:1");
    assert_eq!(containers[0]["args"], json!(["--three"]));
    assert_eq!(
        containers[0]["ports"],
        json!([{"containerPort": 8080}, {"containerPort": 9090}])
    );
    assert_eq!(
        containers[0]["env"],
        json!([{"name": "A", "value": "1"}, {"name": "B", "value": "2"}])
    );
    assert_eq!(containers[1]["name"], "sidecar");
    let owned = fields_of(&stored, "b");
    assert_eq!(
        owned["f:spec"]["f:template"]["f:spec"]["f:containers"]["k:{\"name\":\"app\"}"],
        json!({".": {}, "f:name": {}, "f:args": {},
               "f:ports": {"k:{\"containerPort\":9090,\"protocol\":\"TCP\"}":
                               {".": {}, "f:containerPort": {}}},
               "f:env": {"k:{\"name\":\"B\"}": {".": {}, "f:name": {}, "f:value": {}}}})
    );
    assert!(owned.get("f:apiVersion").is_none() && owned["f:metadata"].get("f:name").is_none());

    // A manager that stops applying an entry loses it; what another manager owns stays.
    let (_, stored) = server.apply_as(
        "b",
        &deployment(json!([{"name": "sidecar", "image": "proxy:1"}])),
    );
    let containers = &stored["spec"]["template"]["spec"]["containers"];
    assert_eq!(containers[0]["name"], "app");
    assert_eq!(containers[0]["ports"], json!([{"containerPort": 8080}]));
    assert_eq!(containers[0]["env"], json!([{"name": "A", "value": "1"}]));
    assert!(containers[0].get("args").is_none(), "{containers:#}");
    assert_eq!(containers[1]["name"], "sidecar");

    // Custom resources: list types from the CRD's schema.
    let mut crd = widget_crd();
    crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"] = json!({
        "type": "object",
        "properties": {"spec": {"type": "object", "properties": {
            "rules": {"type": "array", "x-kubernetes-list-type": "map",
                      "x-kubernetes-list-map-keys": ["id", "scope"],
                      "items": {"type": "object", "properties": {
                          "id": {"type": "string"},
                          "scope": {"type": "string", "default": "cluster"},
                          "action": {"type": "string"}}}},
            "tags": {"type": "array", "x-kubernetes-list-type": "set",
                     "items": {"type": "string"}},
            "steps": {"type": "array", "items": {"type": "string"}},
            "selector": {"type": "object", "x-kubernetes-map-type": "atomic",
                         "additionalProperties": {"type": "string"}}}}}});
    let (code, _) = server.apply_as("a", &crd);
    assert_eq!(code, 201);
    let widget = |spec: Value| {
        json!({"apiVersion": "example.org/v1", "kind": "Widget",
               "metadata": {"name": "w", "namespace": "apps"}, "spec": spec})
    };
    server.apply_as(
        "a",
        &widget(
            json!({"rules": [{"id": "r1", "action": "allow"}], "tags": ["x", "y"],
                       "steps": ["one", "two"], "selector": {"a": "1", "b": "2"}}),
        ),
    );
    let (code, stored) = server.apply_as(
        "b",
        &widget(
            json!({"rules": [{"id": "r1", "scope": "cluster", "action": "deny"},
                                 {"id": "r1", "scope": "ns", "action": "allow"}],
                       "tags": ["y", "z"], "steps": ["three"], "selector": {"c": "3"}}),
        ),
    );
    assert_eq!(code, 200);
    assert_eq!(
        stored["spec"],
        json!({"rules": [{"id": "r1", "action": "deny", "scope": "cluster"},
                         {"id": "r1", "scope": "ns", "action": "allow"}],
               "tags": ["x", "y", "z"], "steps": ["three"], "selector": {"c": "3"}}),
        "{stored:#}"
    );
    let owned = fields_of(&stored, "b");
    assert_eq!(
        owned["f:spec"],
        json!({"f:rules": {"k:{\"id\":\"r1\",\"scope\":\"cluster\"}":
                               {".": {}, "f:id": {}, "f:scope": {}, "f:action": {}},
                           "k:{\"id\":\"r1\",\"scope\":\"ns\"}":
                               {".": {}, "f:id": {}, "f:scope": {}, "f:action": {}}},
               "f:tags": {"v:\"y\"": {}, "v:\"z\"": {}},
               "f:steps": {}, "f:selector": {}})
    );
}

fn deployment_with(spec: Value) -> Value {
    json!({"apiVersion": "apps/v1", "kind": "Deployment",
           "metadata": {"name": "web", "namespace": "apps"}, "spec": spec})
}

fn entry<'v>(object: &'v Value, manager: &str, operation: &str) -> Option<&'v Value> {
    object["metadata"]["managedFields"]
        .as_array()?
        .iter()
        .find(|e| e["manager"] == manager && e["operation"] == operation)
}

#[test]
fn an_unforced_apply_that_changes_another_managers_field_is_a_conflict() {
    let server = FakeKube::start();
    server.apply_as("a", &namespace("apps"));
    let template = json!({"metadata": {"labels": {"app": "web"}},
                          "spec": {"containers": [{"name": "app", "image": "app:1"}]}});
    let (code, _) = server.apply_with(
        "a",
        &deployment_with(
            json!({"replicas": 1, "selector": {"matchLabels": {"app": "web"}},
                                "template": template}),
        ),
        false,
    );
    assert_eq!(code, 201);

    // The same value is no conflict: both managers own the field.
    let (code, stored) = server.apply_with("b", &deployment_with(json!({"replicas": 1})), false);
    assert_eq!(code, 200, "{stored:#}");
    assert_eq!(fields_of(&stored, "a")["f:spec"]["f:replicas"], json!({}));
    assert_eq!(fields_of(&stored, "b")["f:spec"]["f:replicas"], json!({}));

    // Another value is, with the API server's Status, and nothing is written.
    let before = server.resource_version();
    let (code, mut status) =
        server.apply_with("c", &deployment_with(json!({"replicas": 2})), false);
    assert_eq!(code, 409);
    // The message lists the managers in order; the API server lists the causes in Go map
    // order, so they are compared as a set.
    let mut causes = status["details"]["causes"].as_array_mut().unwrap().clone();
    causes.sort_by_key(|cause| cause["message"].to_string());
    status["details"]["causes"] = json!(causes);
    assert_eq!(
        status,
        json!({"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure",
               "message": "Apply failed with 2 conflicts: conflicts with \"a\":\n- .spec.replicas\n\
                           conflicts with \"b\":\n- .spec.replicas",
               "reason": "Conflict", "code": 409,
               "details": {"causes": [
                   {"reason": "FieldManagerConflict", "message": "conflict with \"a\"",
                    "field": ".spec.replicas"},
                   {"reason": "FieldManagerConflict", "message": "conflict with \"b\"",
                    "field": ".spec.replicas"}]}})
    );
    assert_eq!(server.resource_version(), before);

    // One conflict is worded on one line; a list entry's field is named by its key.
    let (code, status) = server.apply_with(
        "c",
        &deployment_with(json!({"template": {"spec": {"containers": [
            {"name": "app", "image": "app:2"}]}}})),
        false,
    );
    assert_eq!(code, 409);
    assert_eq!(
        status["message"],
        "Apply failed with 1 conflict: conflict with \"a\": \
         .spec.template.spec.containers[name=\"app\"].image"
    );

    // Forced, the apply takes the field over: it leaves the managers that had it.
    let (code, stored) = server.apply_with("c", &deployment_with(json!({"replicas": 2})), true);
    assert_eq!(code, 200);
    assert_eq!(stored["spec"]["replicas"], 2);
    assert_eq!(fields_of(&stored, "c")["f:spec"]["f:replicas"], json!({}));
    assert!(
        fields_of(&stored, "a")["f:spec"]
            .get("f:replicas")
            .is_none(),
        "{stored:#}"
    );
    // `b` owned nothing else, so its entry is gone.
    assert!(entry(&stored, "b", "Apply").is_none(), "{stored:#}");
}

#[test]
fn an_update_owns_what_it_changed() {
    let server = FakeKube::start();
    server.apply_as("a", &namespace("apps"));
    let (_, stored) = server.apply_as(
        "a",
        &deployment_with(json!({"replicas": 1, "selector": {"matchLabels": {"app": "web"}}})),
    );
    let mut edited = stored.clone();
    edited["spec"]["replicas"] = json!(3);
    edited["metadata"]["annotations"] = json!({"note": "scaled"});
    let (code, stored) = server.update_as("kubectl-edit", &edited);
    assert_eq!(code, 200, "{stored:#}");
    let update = entry(&stored, "kubectl-edit", "Update").expect("an Update entry");
    assert_eq!(update["apiVersion"], "apps/v1");
    assert_eq!(
        update["fieldsV1"],
        json!({"f:metadata": {"f:annotations": {".": {}, "f:note": {}}},
               "f:spec": {"f:replicas": {}}})
    );
    // The updater took `replicas` from the applier.
    assert!(
        fields_of(&stored, "a")["f:spec"]
            .get("f:replicas")
            .is_none(),
        "{stored:#}"
    );

    // An applier that changes it back conflicts with the updater, named with its version.
    let (code, status) = server.apply_with("b", &deployment_with(json!({"replicas": 1})), false);
    assert_eq!(code, 409);
    assert_eq!(
        status["message"],
        "Apply failed with 1 conflict: conflict with \"kubectl-edit\" using apps/v1: .spec.replicas"
    );
    assert_eq!(
        status["details"]["causes"][0]["message"],
        "conflict with \"kubectl-edit\" using apps/v1"
    );

    // A create by an update manager owns every field it set.
    let (code, created) = server.create_as(
        "creator",
        &json!({"apiVersion": "v1", "kind": "ConfigMap",
                "metadata": {"name": "cm", "namespace": "apps", "labels": {"x": "1"}},
                "data": {"k": "v"}}),
    );
    assert_eq!(code, 201, "{created:#}");
    assert_eq!(
        entry(&created, "creator", "Update").unwrap()["fieldsV1"],
        json!({"f:data": {".": {}, "f:k": {}},
               "f:metadata": {"f:labels": {".": {}, "f:x": {}}}})
    );
    // Without `fieldManager`, the manager is named after the client's user agent.
    let (code, created) = server.create_as(
        "",
        &json!({"apiVersion": "v1", "kind": "ConfigMap",
                "metadata": {"name": "cm2", "namespace": "apps"}, "data": {"k": "v"}}),
    );
    assert_eq!(code, 201, "{created:#}");
    assert!(
        entry(&created, "fake-kube-tests", "Update").is_some(),
        "{created:#}"
    );
}

#[test]
fn atomic_maps_and_structs_are_replaced_whole() {
    let server = FakeKube::start();
    server.apply_as("a", &namespace("apps"));
    // A Deployment's selector is a LabelSelector (`+structType=atomic`), a pod's nodeSelector
    // and a Service's selector are `+mapType=atomic`.
    server.apply_as(
        "a",
        &deployment_with(json!({
            "selector": {"matchLabels": {"app": "web", "tier": "front"}},
            "template": {"spec": {"nodeSelector": {"disk": "ssd", "zone": "a"},
                                  "containers": [{"name": "app", "image": "app:1"}]}}})),
    );
    let (code, stored) = server.apply_as(
        "b",
        &deployment_with(json!({
            "selector": {"matchLabels": {"app": "web"}},
            "template": {"spec": {"nodeSelector": {"zone": "b"}}}})),
    );
    assert_eq!(code, 200);
    assert_eq!(
        stored["spec"]["selector"],
        json!({"matchLabels": {"app": "web"}})
    );
    assert_eq!(
        stored["spec"]["template"]["spec"]["nodeSelector"],
        json!({"zone": "b"})
    );
    // Owned as one leaf each.
    let owned = fields_of(&stored, "b");
    assert_eq!(owned["f:spec"]["f:selector"], json!({}));
    assert_eq!(
        owned["f:spec"]["f:template"]["f:spec"]["f:nodeSelector"],
        json!({})
    );

    let service = |selector: Value| {
        json!({"apiVersion": "v1", "kind": "Service",
               "metadata": {"name": "web", "namespace": "apps"},
               "spec": {"selector": selector, "ports": [{"port": 80}]}})
    };
    server.apply_as("a", &service(json!({"app": "web", "tier": "front"})));
    let (_, stored) = server.apply_as("b", &service(json!({"app": "web2"})));
    assert_eq!(stored["spec"]["selector"], json!({"app": "web2"}));

    // An unforced apply of an atomic field that differs in one key conflicts on the field.
    let (code, status) = server.apply_with("c", &service(json!({"app": "web3"})), false);
    assert_eq!(code, 409);
    assert_eq!(
        status["message"],
        "Apply failed with 1 conflict: conflict with \"b\": .spec.selector"
    );
}

fn entry_of<'v>(
    object: &'v Value,
    manager: &str,
    operation: &str,
    subresource: Option<&str>,
) -> &'v Value {
    object["metadata"]["managedFields"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|e| {
            e["manager"] == manager
                && e["operation"] == operation
                && e["subresource"].as_str() == subresource
        })
        .unwrap_or_else(|| {
            panic!("no {operation} entry of {manager} ({subresource:?}): {object:#}")
        })
}

fn web_deployment() -> Value {
    deployment_with(
        json!({"replicas": 1, "selector": {"matchLabels": {"app": "web"}},
                           "template": {"metadata": {"labels": {"app": "web"}},
                                        "spec": {"containers": [{"name": "app", "image": "app:1"}]}}}),
    )
}

#[test]
fn status_writes_own_only_the_status_and_name_their_subresource() {
    let server = FakeKube::start();
    server.apply_as("a", &namespace("apps"));
    // No deployment controller writes the status meanwhile.
    server.stop_controller("Deployment");
    let (code, stored) = server.apply_as("a", &web_deployment());
    assert_eq!(code, 201);
    // A built-in object comes back as its Go type writes it.
    assert_eq!(stored["status"], json!({}));
    assert_eq!(
        stored["spec"]["template"]["metadata"]["creationTimestamp"],
        Value::Null
    );

    // A PUT of the status changes the status only, and its writer owns the status only.
    let mut edited = stored.clone();
    edited["spec"]["replicas"] = json!(5);
    edited["metadata"]["labels"] = json!({"x": "1"});
    edited["status"] = json!({"replicas": 1,
                              "conditions": [{"type": "Available", "status": "True"}]});
    let (code, stored) = server.status_request(
        "PUT",
        "application/json",
        "fieldManager=kube-controller-manager",
        &edited,
    );
    assert_eq!(code, 200, "{stored:#}");
    assert_eq!(stored["spec"]["replicas"], 1);
    assert!(stored["metadata"].get("labels").is_none(), "{stored:#}");
    assert_eq!(stored["metadata"]["generation"], 1);
    assert_eq!(stored["status"]["replicas"], 1);
    let status_entry = entry_of(&stored, "kube-controller-manager", "Update", Some("status"));
    assert_eq!(status_entry["apiVersion"], "apps/v1");
    // The status was there (empty), so it is not owned itself; the new list entry is.
    assert_eq!(
        status_entry["fieldsV1"],
        json!({"f:status": {"f:replicas": {}, "f:conditions": {
            ".": {}, "k:{\"type\":\"Available\"}": {".": {}, "f:type": {}, "f:status": {}}}}})
    );

    // The main resource's apply ignores the status it carries.
    let mut main = deployment_with(json!({"minReadySeconds": 5}));
    main["status"] = json!({"replicas": 9});
    let (code, stored) = server.apply_with("b", &main, false);
    assert_eq!(code, 200, "{stored:#}");
    assert_eq!(stored["status"]["replicas"], 1);
    assert_eq!(
        entry_of(&stored, "b", "Apply", None)["fieldsV1"],
        json!({"f:spec": {"f:minReadySeconds": {}}})
    );

    // An apply to the status conflicts with the status's other writers, named with their
    // subresource, and leaves the rest of the object alone.
    let mut status_apply = deployment_with(json!({"replicas": 7}));
    status_apply["status"] = json!({"replicas": 3});
    let (code, status) = server.status_request(
        "PATCH",
        "application/apply-patch+yaml",
        "fieldManager=b",
        &status_apply,
    );
    assert_eq!(code, 409, "{status:#}");
    assert_eq!(
        status["message"],
        "Apply failed with 1 conflict: conflict with \"kube-controller-manager\" with \
         subresource \"status\" using apps/v1: .status.replicas"
    );
    let (code, stored) = server.status_request(
        "PATCH",
        "application/apply-patch+yaml",
        "fieldManager=b&force=true",
        &status_apply,
    );
    assert_eq!(code, 200, "{stored:#}");
    assert_eq!(stored["status"]["replicas"], 3);
    assert_eq!(stored["spec"]["replicas"], 1);
    // `b` on the status is another manager than `b` on the main resource.
    assert_eq!(
        entry_of(&stored, "b", "Apply", Some("status"))["fieldsV1"],
        json!({"f:status": {"f:replicas": {}}})
    );
    assert_eq!(
        entry_of(&stored, "b", "Apply", None)["fieldsV1"],
        json!({"f:spec": {"f:minReadySeconds": {}}})
    );
    assert_eq!(
        entry_of(&stored, "kube-controller-manager", "Update", Some("status"))["fieldsV1"],
        json!({"f:status": {"f:conditions": {
            ".": {}, "k:{\"type\":\"Available\"}": {".": {}, "f:type": {}, "f:status": {}}}}})
    );
    // Applies come before updates, as the API server keeps them.
    let operations: Vec<&str> = stored["metadata"]["managedFields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["operation"].as_str().unwrap())
        .collect();
    let first_update = operations.iter().position(|o| *o == "Update").unwrap();
    assert!(
        operations[first_update..].iter().all(|o| *o == "Update"),
        "{operations:?}"
    );

    // A merge patch of the status is an update of the status.
    let mut patch = deployment_with(json!({}));
    patch.as_object_mut().unwrap().remove("spec");
    patch["status"] = json!({"observedGeneration": 1});
    let (code, stored) = server.status_request(
        "PATCH",
        "application/merge-patch+json",
        "fieldManager=patcher",
        &patch,
    );
    assert_eq!(code, 200, "{stored:#}");
    assert_eq!(stored["status"]["observedGeneration"], 1);
    assert_eq!(
        entry_of(&stored, "patcher", "Update", Some("status"))["fieldsV1"],
        json!({"f:status": {"f:observedGeneration": {}}})
    );

    // The status of an object that does not exist is not found, and nothing is created.
    let mut missing = status_apply.clone();
    missing["metadata"]["name"] = json!("missing");
    let (code, status) = server.status_request(
        "PATCH",
        "application/apply-patch+yaml",
        "fieldManager=b",
        &missing,
    );
    assert_eq!(code, 404, "{status:#}");
    assert_eq!(status["reason"], "NotFound");
    assert!(
        server
            .objects("apps/v1", "Deployment")
            .iter()
            .all(|d| d["metadata"]["name"] != "missing")
    );
}

#[test]
fn a_create_owns_what_the_kinds_zero_value_lacks() {
    let server = FakeKube::start();
    server.apply_as("a", &namespace("apps"));
    // A Deployment's zero value has a spec, a pod template and its metadata and spec: they
    // are not new, so not owned themselves; the labels and the container entry are.
    let (code, created) = server.create_as("creator", &web_deployment());
    assert_eq!(code, 201, "{created:#}");
    assert_eq!(
        entry_of(&created, "creator", "Update", None)["fieldsV1"],
        json!({"f:spec": {"f:replicas": {}, "f:selector": {},
                          "f:template": {"f:metadata": {"f:labels": {".": {}, "f:app": {}}},
                                         "f:spec": {"f:containers": {
                                             "k:{\"name\":\"app\"}": {
                                                 ".": {}, "f:name": {}, "f:image": {}}}}}}})
    );
    // A RoleBinding's roleRef is there in the zero value, and atomic.
    let (code, created) = server.create_as(
        "creator",
        &json!({"apiVersion": "rbac.authorization.k8s.io/v1", "kind": "RoleBinding",
                "metadata": {"name": "rb", "namespace": "apps"},
                "roleRef": {"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole",
                            "name": "view"},
                "subjects": [{"kind": "ServiceAccount", "name": "sa", "namespace": "apps"}]}),
    );
    assert_eq!(code, 201, "{created:#}");
    assert_eq!(
        entry_of(&created, "creator", "Update", None)["fieldsV1"],
        json!({"f:roleRef": {}, "f:subjects": {}})
    );

    // A custom resource's zero value is empty: its spec is new. A key of a map (here of
    // unknown fields kept) is owned itself when it holds fields, a declared field is not.
    let mut crd = widget_crd();
    crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"] = json!({
        "type": "object",
        "properties": {"spec": {"type": "object", "properties": {
            "size": {"type": "integer"},
            "values": {"type": "object", "x-kubernetes-preserve-unknown-fields": true}}}}});
    server.apply_as("a", &crd);
    let spec = json!({"size": 3, "values": {"image": {"tag": "1"}, "replicas": 2}});
    let mut widget = widget("apps", "created", 3);
    widget["spec"] = spec.clone();
    let (code, created) = server.create_as("creator", &widget);
    assert_eq!(code, 201, "{created:#}");
    let owned = json!({"f:size": {}, "f:values": {
        "f:image": {".": {}, "f:tag": {}}, "f:replicas": {}}});
    let mut updated = owned.clone();
    updated[".".to_owned()] = json!({});
    updated["f:values"][".".to_owned()] = json!({});
    assert_eq!(
        entry_of(&created, "creator", "Update", None)["fieldsV1"],
        json!({"f:spec": updated})
    );
    // An apply owns the fields of what it applied, whether it creates or not.
    widget["metadata"]["name"] = json!("applied");
    let (code, applied) = server.apply_as("applier", &widget);
    assert_eq!(code, 201, "{applied:#}");
    assert_eq!(
        entry_of(&applied, "applier", "Apply", None)["fieldsV1"],
        json!({"f:spec": owned})
    );
}

#[test]
fn built_in_kinds_merge_and_own_along_their_markers() {
    let server = FakeKube::start();
    server.apply_as("a", &namespace("apps"));
    // A RoleBinding's roleRef is `+structType=atomic`: owned as one field (and immutable, so
    // only ever applied again as it is).
    let binding = |role_ref: Value| {
        json!({"apiVersion": "rbac.authorization.k8s.io/v1", "kind": "RoleBinding",
               "metadata": {"name": "rb", "namespace": "apps"}, "roleRef": role_ref})
    };
    let view = json!({"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole",
                      "name": "view"});
    server.apply_as("a", &binding(view.clone()));
    let (code, stored) = server.apply_with("b", &binding(view.clone()), false);
    assert_eq!(code, 200, "{stored:#}");
    assert_eq!(stored["roleRef"], view);
    assert_eq!(fields_of(&stored, "b"), json!({"f:roleRef": {}}));
    let mut edit = view.clone();
    edit["name"] = json!("edit");
    let (code, status) = server.apply_with("c", &binding(edit), false);
    assert_eq!(code, 409);
    assert_eq!(
        status["message"],
        "Apply failed with 2 conflicts: conflicts with \"a\":\n- .roleRef\n\
         conflicts with \"b\":\n- .roleRef"
    );

    // A ServiceAccount's secrets are keyed by name, its image pull secrets atomic.
    let account = |secrets: Value, pulls: Value| {
        json!({"apiVersion": "v1", "kind": "ServiceAccount",
               "metadata": {"name": "sa", "namespace": "apps"},
               "secrets": secrets, "imagePullSecrets": pulls})
    };
    server.apply_as(
        "a",
        &account(json!([{"name": "one"}]), json!([{"name": "pull-a"}])),
    );
    let (_, stored) = server.apply_as(
        "b",
        &account(json!([{"name": "two"}]), json!([{"name": "pull-b"}])),
    );
    assert_eq!(stored["secrets"], json!([{"name": "one"}, {"name": "two"}]));
    assert_eq!(stored["imagePullSecrets"], json!([{"name": "pull-b"}]));
    assert_eq!(
        fields_of(&stored, "b"),
        json!({"f:secrets": {"k:{\"name\":\"two\"}": {".": {}, "f:name": {}}},
               "f:imagePullSecrets": {}})
    );

    // A pod's topology spread constraints are keyed by topologyKey and whenUnsatisfiable,
    // their label selector atomic; an env var's secretKeyRef is atomic too; a Service's
    // ports are keyed by port and protocol.
    let spread = |key: &str, labels: Value| {
        json!({"topologyKey": key, "whenUnsatisfiable": "DoNotSchedule", "maxSkew": 1,
               "labelSelector": {"matchLabels": labels}})
    };
    let pods = |constraints: Value, secret_ref: Value| {
        deployment_with(json!({"template": {"spec": {
            "topologySpreadConstraints": constraints,
            "containers": [{"name": "app", "env": [
                {"name": "TOKEN", "valueFrom": {"secretKeyRef": secret_ref}}]}]}}}))
    };
    server.apply_as(
        "a",
        &pods(
            json!([spread("zone", json!({"app": "web", "tier": "front"}))]),
            json!({"name": "s", "key": "token", "optional": true}),
        ),
    );
    let (_, stored) = server.apply_as(
        "b",
        &pods(
            json!([
                spread("zone", json!({"app": "web"})),
                spread("host", json!({"app": "web"}))
            ]),
            json!({"name": "t", "key": "token"}),
        ),
    );
    let pod = &stored["spec"]["template"]["spec"];
    assert_eq!(
        pod["topologySpreadConstraints"],
        json!([
            spread("zone", json!({"app": "web"})),
            spread("host", json!({"app": "web"}))
        ])
    );
    assert_eq!(
        pod["containers"][0]["env"][0]["valueFrom"]["secretKeyRef"],
        json!({"name": "t", "key": "token"})
    );
    let owned = &fields_of(&stored, "b")["f:spec"]["f:template"]["f:spec"];
    assert_eq!(
        owned["f:topologySpreadConstraints"]["k:{\"topologyKey\":\"host\",\"whenUnsatisfiable\":\"DoNotSchedule\"}"],
        json!({".": {}, "f:topologyKey": {}, "f:whenUnsatisfiable": {}, "f:maxSkew": {},
               "f:labelSelector": {}})
    );
    assert_eq!(
        owned["f:containers"]["k:{\"name\":\"app\"}"]["f:env"]["k:{\"name\":\"TOKEN\"}"]["f:valueFrom"],
        json!({"f:secretKeyRef": {}})
    );

    // Keyed entries merge in structured-merge-diff's order: the shared ones (`three`, `one`)
    // in the applied order, `two` where it stood in the live list, `new` where it stands in
    // the applied one.
    let containers = |names: &[&str]| {
        let list: Vec<Value> = names
            .iter()
            .map(|n| json!({"name": n, "image": format!("{n}:1")}))
            .collect();
        let mut d = deployment_with(json!({"template": {"spec": {"containers": list}}}));
        d["metadata"]["name"] = json!("order");
        d
    };
    server.apply_as("a", &containers(&["one", "two", "three"]));
    let (_, stored) = server.apply_as("b", &containers(&["new", "three", "one"]));
    let names: Vec<&str> = stored["spec"]["template"]["spec"]["containers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["two", "new", "three", "one"]);
    // Finalizers are a set: a union, each member owned by value.
    let finalized = |finalizers: Value| {
        json!({"apiVersion": "v1", "kind": "ConfigMap",
               "metadata": {"name": "fin", "namespace": "apps", "finalizers": finalizers}})
    };
    server.apply_as("a", &finalized(json!(["example.org/a", "example.org/b"])));
    let (_, stored) = server.apply_as("b", &finalized(json!(["example.org/c", "example.org/b"])));
    assert_eq!(
        stored["metadata"]["finalizers"],
        json!(["example.org/a", "example.org/c", "example.org/b"])
    );
    assert_eq!(
        fields_of(&stored, "b")["f:metadata"]["f:finalizers"],
        json!({"v:\"example.org/b\"": {}, "v:\"example.org/c\"": {}})
    );

    let service = |ports: Value| {
        json!({"apiVersion": "v1", "kind": "Service",
               "metadata": {"name": "web", "namespace": "apps"}, "spec": {"ports": ports}})
    };
    server.apply_as("a", &service(json!([{"port": 80, "name": "http"}])));
    let (_, stored) = server.apply_as(
        "b",
        &service(json!([{"port": 80, "protocol": "UDP", "name": "dns"},
                        {"port": 80, "protocol": "TCP", "targetPort": 8080}])),
    );
    let ports = stored["spec"]["ports"].as_array().unwrap();
    assert_eq!(ports.len(), 2, "{ports:#?}");
    assert_eq!(ports[0]["protocol"], "UDP");
    assert_eq!(ports[1]["name"], "http");
    assert_eq!(ports[1]["targetPort"], 8080);
}

#[test]
fn only_kinds_with_a_status_subresource_split_their_writes() {
    let server = FakeKube::start();
    server.apply_as("a", &namespace("apps"));
    // The Widget CRD declares no status subresource: its objects' status is written with them,
    // and `…/status` is not served.
    server.apply_as("a", &widget_crd());
    let mut with_status = widget("apps", "w", 1);
    with_status["status"] = json!({"phase": "Ready"});
    let (code, stored) = server.apply_as("a", &with_status);
    assert_eq!(code, 201, "{stored:#}");
    assert_eq!(stored["status"], json!({"phase": "Ready"}));
    assert_eq!(
        fields_of(&stored, "a")["f:status"],
        json!({".": {}, "f:phase": {}})
    );
    let (code, status) =
        server.status_request("PUT", "application/json", "fieldManager=a", &with_status);
    assert_eq!(code, 404, "{status:#}");
    let (code, status) = server.status_request(
        "PUT",
        "application/json",
        "fieldManager=a",
        &config_map("apps", "cm", "1"),
    );
    assert_eq!(code, 404, "{status:#}");

    // With one, a create leaves the status out, whoever writes it.
    let mut crd = widget_crd();
    crd["spec"]["versions"][0]["subresources"] = json!({"status": {}});
    server.apply_as("a", &crd);
    let mut created = widget("apps", "created", 1);
    created["status"] = json!({"phase": "Ready"});
    let (code, stored) = server.create_as("creator", &created);
    assert_eq!(code, 201, "{stored:#}");
    assert!(stored.get("status").is_none(), "{stored:#}");
    let (code, stored) =
        server.status_request("PUT", "application/json", "fieldManager=creator", &created);
    assert_eq!(code, 200, "{stored:#}");
    assert_eq!(stored["status"], json!({"phase": "Ready"}));
    // The custom resource had no status: the writer owns it as a whole too.
    assert_eq!(
        entry_of(&stored, "creator", "Update", Some("status"))["fieldsV1"],
        json!({"f:status": {".": {}, "f:phase": {}}})
    );
}
