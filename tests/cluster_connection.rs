//! kubectl's connection flags, as a user passes them, against fake API servers: the flags win
//! over the kubeconfig, work with no kubeconfig at all, and an unreachable server is one line
//! and never a fallback to another cluster.

mod support;

use std::path::{Path, PathBuf};

use serde_json::json;
use support::{FAKE_TOKEN, FakeKube, RunWith, fluxr_on_cluster, fluxr_on_cluster_with};

/// A server that serves GitRepositories and holds one called `name`.
fn server_with_repository(server: FakeKube, name: &str) -> FakeKube {
    for crd in fluxr::api::crds_for_component("source-controller") {
        server.insert(crd);
    }
    server.insert(
        json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "flux-system"}}),
    );
    server.insert(json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "GitRepository",
        "metadata": {"name": name, "namespace": "flux-system"},
        "spec": {"interval": "1m", "url": "https://example.org/repo", "suspend": true}
    }));
    server
}

fn names(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .skip(1)
        .map(|line| {
            line.split('\t')
                .next()
                .unwrap_or_default()
                .trim()
                .to_owned()
        })
        .collect()
}

fn write(dir: &Path, file: &str, text: &str) -> PathBuf {
    let path = dir.join(file);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn server_and_token_flags_win_over_the_kubeconfig() {
    let here = server_with_repository(FakeKube::start(), "from-kubeconfig");
    let there = server_with_repository(FakeKube::start(), "from-flags");
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = here.kubeconfig(dir.path());
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "get",
            "sources",
            "git",
            &format!("--server={}", there.url()),
            &format!("--token={FAKE_TOKEN}"),
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(names(&run.stdout), ["from-flags"]);
    assert!(here.requests().is_empty(), "{:?}", here.requests());

    // A wrong token is the server's verdict, not a reason to try the kubeconfig's.
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "get",
            "sources",
            "git",
            &format!("--server={}", there.url()),
            "--token=nope",
        ],
    );
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        format!(
            "✗ unauthorized: {} rejected the credentials of the kubeconfig\n",
            there.url()
        )
    );
    assert!(here.requests().is_empty());
}

#[test]
fn an_unreachable_server_flag_fails_in_one_line_without_fallback() {
    let here = server_with_repository(FakeKube::start(), "from-kubeconfig");
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = here.kubeconfig(dir.path());
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "get",
            "sources",
            "git",
            &format!("--server=http://127.0.0.1:{port}"),
        ],
    );
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.starts_with(&format!(
            "✗ Kubernetes API server http://127.0.0.1:{port} is unreachable: "
        )),
        "{}",
        run.stderr
    );
    assert!(here.requests().is_empty(), "{:?}", here.requests());
}

#[test]
fn flags_alone_connect_without_a_kubeconfig() {
    let server = server_with_repository(FakeKube::start(), "podinfo");
    let run = fluxr_on_cluster_with(
        RunWith::default(),
        &[
            "get",
            "sources",
            "git",
            &format!("--server={}", server.url()),
            &format!("--token={FAKE_TOKEN}"),
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(names(&run.stdout), ["podinfo"]);

    // KUBECONFIG naming files that do not exist is an empty kubeconfig too.
    let dir = tempfile::tempdir().unwrap();
    let run = fluxr_on_cluster(
        &dir.path().join("missing"),
        &[
            "get",
            "sources",
            "git",
            &format!("--server={}", server.url()),
            &format!("--token={FAKE_TOKEN}"),
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn an_empty_kubeconfig_file_falls_back_to_the_default_server() {
    let server = server_with_repository(FakeKube::start(), "podinfo");
    let dir = tempfile::tempdir().unwrap();
    for text in ["", "apiVersion: v1\nkind: Config\n"] {
        let empty = write(dir.path(), "config", text);
        // clientcmd's default server is `$KUBERNETES_MASTER`, here the fake one.
        let master = server.url();
        let run = fluxr_on_cluster_with(
            RunWith {
                kubeconfig: Some(&empty),
                env: &[("KUBERNETES_MASTER", &master)],
                ..RunWith::default()
            },
            &["get", "sources", "git", &format!("--token={FAKE_TOKEN}")],
        );
        assert_eq!(run.code, 0, "{text:?}: {}", run.stderr);
        assert_eq!(names(&run.stdout), ["podinfo"], "{text:?}");

        // Without it, http://localhost:8080, where nothing listens here: one line, no panic.
        let run = fluxr_on_cluster(&empty, &["get", "sources", "git"]);
        assert_eq!(run.code, 1, "{text:?}");
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        assert!(run.stderr.contains("localhost:8080"), "{}", run.stderr);
    }
}

#[test]
fn tls_flags_decide_whom_to_trust() {
    let server = server_with_repository(FakeKube::start_tls(), "podinfo");
    let tls = server.tls().unwrap().clone();
    let dir = tempfile::tempdir().unwrap();
    let ca = write(dir.path(), "ca.crt", &tls.ca);
    let base = |extra: &[&str]| {
        let mut args = vec![
            "get".to_owned(),
            "sources".to_owned(),
            "git".to_owned(),
            format!("--server={}", server.url()),
            format!("--token={FAKE_TOKEN}"),
        ];
        args.extend(extra.iter().map(|a| (*a).to_owned()));
        args
    };
    let run_with = |extra: &[&str]| {
        let args = base(extra);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        fluxr_on_cluster_with(RunWith::default(), &args)
    };

    let untrusted = run_with(&[]);
    assert_eq!(untrusted.code, 1, "{}", untrusted.stderr);
    assert_eq!(untrusted.stderr.lines().count(), 1, "{}", untrusted.stderr);

    let trusted = run_with(&[&format!("--certificate-authority={}", ca.display())]);
    assert_eq!(trusted.code, 0, "{}", trusted.stderr);
    assert_eq!(names(&trusted.stdout), ["podinfo"]);

    let insecure = run_with(&["--insecure-skip-tls-verify"]);
    assert_eq!(insecure.code, 0, "{}", insecure.stderr);

    // The certificate names kubernetes.fake: that name checks out, another does not.
    let named = run_with(&[
        &format!("--certificate-authority={}", ca.display()),
        "--tls-server-name=kubernetes.fake",
    ]);
    assert_eq!(named.code, 0, "{}", named.stderr);
    let misnamed = run_with(&[
        &format!("--certificate-authority={}", ca.display()),
        "--tls-server-name=other.example",
    ]);
    assert_eq!(misnamed.code, 1, "{}", misnamed.stderr);
}

#[test]
fn a_client_certificate_authenticates_instead_of_a_token() {
    let server = server_with_repository(FakeKube::start_tls(), "podinfo");
    let tls = server.tls().unwrap().clone();
    let dir = tempfile::tempdir().unwrap();
    let ca = write(dir.path(), "ca.crt", &tls.ca);
    let cert = write(dir.path(), "client.crt", &tls.client_certificate);
    let key = write(dir.path(), "client.key", &tls.client_key);
    let run = fluxr_on_cluster_with(
        RunWith::default(),
        &[
            "get",
            "sources",
            "git",
            &format!("--server={}", server.url()),
            &format!("--certificate-authority={}", ca.display()),
            &format!("--client-certificate={}", cert.display()),
            &format!("--client-key={}", key.display()),
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(names(&run.stdout), ["podinfo"]);
}

#[test]
fn impersonation_flags_become_headers() {
    let server = server_with_repository(FakeKube::start(), "podinfo");
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = server.kubeconfig(dir.path());
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "get",
            "sources",
            "git",
            "--as=jane",
            "--as-group=admins",
            "--as-group=devs",
            "--as-uid=1234",
            "--as-user-extra=scopes=view",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let headers = server.request_headers();
    let last = headers.last().unwrap();
    let values = |name: &str| -> Vec<&str> {
        last.iter()
            .filter(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .collect()
    };
    assert_eq!(values("impersonate-user"), ["jane"]);
    assert_eq!(values("impersonate-group"), ["admins", "devs"]);
    assert_eq!(values("impersonate-uid"), ["1234"]);
    assert_eq!(values("impersonate-extra-scopes"), ["view"]);

    let run = fluxr_on_cluster(&kubeconfig, &["get", "sources", "git", "--as-group=admins"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ failed to load kubeconfig: invalid configuration: requesting uid, groups or \
         user-extra for fake without impersonating a user\n"
    );
}

#[test]
fn context_cluster_and_user_flags_pick_kubeconfig_entries() {
    let one = server_with_repository(FakeKube::start(), "one");
    let two = server_with_repository(FakeKube::start(), "two");
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = write(
        dir.path(),
        "config",
        &format!(
            "apiVersion: v1\nkind: Config\ncurrent-context: one\n\
             clusters:\n- name: one\n  cluster:\n    server: {}\n- name: two\n  cluster:\n    server: {}\n\
             contexts:\n- name: one\n  context:\n    cluster: one\n    user: good\n\
             - name: two\n  context:\n    cluster: two\n    user: bad\n\
             users:\n- name: good\n  user:\n    token: {FAKE_TOKEN}\n- name: bad\n  user:\n    token: wrong\n",
            one.url(),
            two.url()
        ),
    );
    let get = |extra: &[&str]| {
        let mut args = vec!["get", "sources", "git"];
        args.extend(extra);
        fluxr_on_cluster(&kubeconfig, &args)
    };
    assert_eq!(names(&get(&[]).stdout), ["one"]);
    assert_eq!(
        get(&["--context=two"]).code,
        1,
        "the context's user is rejected"
    );
    assert_eq!(
        names(&get(&["--context=two", "--user=good"]).stdout),
        ["two"]
    );
    assert_eq!(names(&get(&["--cluster=two"]).stdout), ["two"]);
    let missing = get(&["--cluster=three"]);
    assert_eq!(
        missing.stderr,
        "✗ failed to load kubeconfig: cluster \"three\" does not exist\n"
    );
    let missing = get(&["--context=three"]);
    assert_eq!(missing.stderr, "✗ context \"three\" does not exist\n");
}

#[test]
fn rate_limit_and_other_client_flags_are_accepted() {
    let server = server_with_repository(FakeKube::start(), "podinfo");
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = server.kubeconfig(dir.path());
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "get",
            "sources",
            "git",
            "--kube-api-qps=5",
            "--kube-api-burst=1",
            "--disable-compression",
            &format!("--cache-dir={}", dir.path().display()),
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "get",
            "sources",
            "git",
            "--kube-api-qps=5",
            "--kube-api-burst=0",
        ],
    );
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ failed to load kubeconfig: burst is required to be greater than 0 when RateLimiter \
         is not set and QPS is set to greater than 0\n"
    );
}
