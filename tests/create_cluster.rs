//! `fluxr create …` without `--export`, against the fake API server: what is written to the
//! cluster and what is printed, as flux's `create` commands do it (the messages of each
//! command's run function, `upsertSecret`'s merge, the credentials Secret of a source).

mod support;

use serde_json::json;
use support::{FakeKube, GitHttp, RunWith, Sshd, fluxr_on_cluster, fluxr_on_cluster_with};

/// A fake cluster with the Flux CRDs, so that the Flux kinds are served.
fn cluster() -> (FakeKube, tempfile::TempDir, std::path::PathBuf) {
    let server = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = server.kubeconfig(dir.path());
    let cluster = fluxr::kube::Cluster::connect(&fluxr::kube::ClusterOptions {
        kubeconfig: Some(kubeconfig.clone()),
        context: None,
        timeout: std::time::Duration::from_secs(30),
        ..fluxr::kube::ClusterOptions::default()
    })
    .unwrap();
    let objects =
        fluxr::manifestgen::install::objects(&fluxr::manifestgen::install::Options::default())
            .unwrap();
    let crds: Vec<_> = objects
        .into_iter()
        .filter(|o| o["kind"] == "CustomResourceDefinition" || o["kind"] == "Namespace")
        .collect();
    cluster.apply(&crds, false).unwrap();
    (server, dir, kubeconfig)
}

fn secret(server: &FakeKube, name: &str) -> serde_json::Value {
    server
        .object("v1", "Secret", Some("flux-system"), name)
        .unwrap_or_else(|| panic!("Secret {name} exists"))
}

/// A Secret's `data` decoded.
fn data(secret: &serde_json::Value, key: &str) -> String {
    use base64::Engine as _;
    let encoded = secret["data"][key].as_str().unwrap_or_default();
    String::from_utf8(
        base64::engine::general_purpose::STANDARD
            .decode(encoded)
            .unwrap(),
    )
    .unwrap()
}

#[test]
fn secrets_are_created_then_merged_into() {
    let (server, _dir, kubeconfig) = cluster();
    let create = |args: &[&str]| {
        let mut all = vec![
            "create",
            "secret",
            "git",
            "auth",
            "--url=https://github.com/org/repo",
        ];
        all.extend_from_slice(args);
        fluxr_on_cluster(&kubeconfig, &all)
    };
    let first = create(&["--username=me", "--password=s3cret", "--label=team=ops"]);
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert_eq!(
        first.stderr,
        "► git secret 'auth' created in 'flux-system' namespace\n"
    );
    assert!(!first.stderr.contains("s3cret"));
    let stored = secret(&server, "auth");
    assert_eq!(data(&stored, "username"), "me");

    // Again with a token: the new keys are written over the old, which stay; labels add up.
    let second = create(&["--bearer-token=tok", "--label=env=dev"]);
    assert_eq!(second.code, 0, "{}", second.stderr);
    let stored = secret(&server, "auth");
    assert_eq!(data(&stored, "bearerToken"), "tok");
    assert_eq!(data(&stored, "username"), "me");
    assert_eq!(
        stored["metadata"]["labels"],
        json!({"team": "ops", "env": "dev"})
    );

    let tls = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "secret",
            "proxy",
            "proxy",
            "--address=http://p:3128",
        ],
    );
    assert_eq!(
        tls.stderr,
        "► proxy secret 'proxy' created in 'flux-system' namespace\n"
    );
    assert_eq!(secret(&server, "proxy")["type"], "Opaque");
}

#[test]
fn git_source_over_https_gets_a_credentials_secret_named_after_it() {
    let (server, _dir, kubeconfig) = cluster();
    let http = GitHttp::start("git", "t0ken");
    let bare = support::bare_repo(http.root.path(), "podinfo.git");
    support::seed(&bare, "README.md", "podinfo\n");
    let head = support::git(&bare, &["rev-parse", "main"])
        .trim()
        .to_owned();
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "source",
            "git",
            "podinfo",
            &format!("--url={}", http.url("podinfo.git")),
            "--branch=main",
            "--username=git",
            "--password=t0ken",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        format!(
            "✚ generating GitRepository source\n\
             ⚠️ insecure configuration: credentials configured for an HTTP URL\n\
             ► applying secret with repository credentials\n\
             ✔ authentication configured\n\
             ► applying GitRepository source\n\
             ✔ GitRepository source created\n\
             ◎ waiting for GitRepository source reconciliation\n\
             ✔ GitRepository source reconciliation completed\n\
             ✔ fetched revision: main@sha1:{head}\n"
        )
    );
    assert_eq!(data(&secret(&server, "podinfo"), "password"), "t0ken");
    let source = server
        .object(
            "source.toolkit.fluxcd.io/v1",
            "GitRepository",
            Some("flux-system"),
            "podinfo",
        )
        .unwrap();
    assert_eq!(source["spec"]["secretRef"]["name"], "podinfo");

    // Without credentials there is nothing to store: no Secret, no reference.
    let public = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "source",
            "git",
            "public",
            "--url=http://127.0.0.1:1/public.git",
            "--branch=main",
            "--timeout=1s",
        ],
    );
    assert!(
        public.stderr.starts_with(
            "✚ generating GitRepository source\n\
             ⚠️ insecure configuration: credentials configured for an HTTP URL\n\
             ► applying GitRepository source\n"
        ),
        "{}",
        public.stderr
    );
    assert!(
        server
            .object("v1", "Secret", Some("flux-system"), "public")
            .is_none()
    );
}

#[test]
fn git_source_over_ssh_asks_for_the_deploy_key_before_applying() {
    let (server, _dir, kubeconfig) = cluster();
    let sshd = Sshd::start(&[]);
    let url = format!("--url={}", sshd.url("podinfo.git"));
    let declined = fluxr_on_cluster_with(
        RunWith {
            kubeconfig: Some(&kubeconfig),
            stdin: "n\n",
            ..RunWith::default()
        },
        &[
            "create",
            "source",
            "git",
            "podinfo",
            &url,
            "--branch=main",
            "--ssh-key-algorithm=ed25519",
        ],
    );
    assert_eq!(declined.code, 1);
    let lines: Vec<&str> = declined.stderr.lines().collect();
    assert_eq!(lines[0], "✚ generating GitRepository source");
    assert_eq!(lines[1], "✔ collected public key from SSH server:");
    assert_eq!(format!("{}\n", lines[2]), sshd.known_hosts());
    assert!(
        lines[3].starts_with("✚ deploy key: ssh-ed25519 "),
        "{lines:?}"
    );
    // The public key ends with a newline, so flux's line is followed by an empty one.
    assert_eq!(lines[4], "");
    assert_eq!(
        lines[5],
        "? Have you added the deploy key to your repository? [y/N] ✗ aborting"
    );
    assert!(
        server
            .object("v1", "Secret", Some("flux-system"), "podinfo")
            .is_none()
    );
    assert!(declined.stdout.is_empty());
}

#[test]
fn kustomization_reports_readiness_and_revision() {
    let (server, _dir, kubeconfig) = cluster();
    let http = GitHttp::start("git", "t0ken");
    let bare = support::bare_repo(http.root.path(), "podinfo.git");
    support::seed(&bare, "README.md", "podinfo\n");
    let head = support::git(&bare, &["rev-parse", "main"])
        .trim()
        .to_owned();
    let source = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "source",
            "git",
            "podinfo",
            &format!("--url={}", http.url("podinfo.git")),
            "--branch=main",
            "-u",
            "git",
            "-p",
            "t0ken",
        ],
    );
    assert_eq!(source.code, 0, "{}", source.stderr);
    let run = fluxr_on_cluster(
        &kubeconfig,
        &["create", "ks", "podinfo", "--source=podinfo", "--prune"],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        format!(
            "✚ generating Kustomization\n► applying Kustomization\n✔ Kustomization created\n\
             ◎ waiting for Kustomization reconciliation\n✔ Kustomization podinfo is ready\n\
             ✔ applied revision main@sha1:{head}\n"
        )
    );
    let again = fluxr_on_cluster(
        &kubeconfig,
        &["create", "ks", "podinfo", "--source=podinfo", "--prune"],
    );
    assert!(
        again.stderr.contains("✔ Kustomization updated\n"),
        "{}",
        again.stderr
    );
    assert!(
        server
            .object(
                "kustomize.toolkit.fluxcd.io/v1",
                "Kustomization",
                Some("flux-system"),
                "podinfo"
            )
            .is_some()
    );
}

/// flux's `create source oci` announces no generation and no "source", and reports the
/// revision with a colon, unlike the other sources.
#[test]
fn oci_repository_reports_its_revision_as_flux_does() {
    let (server, _dir, kubeconfig) = cluster();
    let args = [
        "create",
        "source",
        "oci",
        "podinfo",
        "--url=oci://ghcr.io/stefanprodan/manifests/podinfo",
        "--tag=6.3.5",
    ];
    let run = fluxr_on_cluster(&kubeconfig, &args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let stored = server
        .object(
            "source.toolkit.fluxcd.io/v1",
            "OCIRepository",
            Some("flux-system"),
            "podinfo",
        )
        .expect("the OCIRepository is applied");
    assert_eq!(stored["spec"]["provider"], "generic");
    let revision = stored
        .pointer("/status/artifact/revision")
        .and_then(serde_json::Value::as_str)
        .unwrap()
        .to_owned();
    assert_eq!(
        run.stderr,
        format!(
            "► applying OCIRepository\n✔ OCIRepository created\n\
             ◎ waiting for OCIRepository reconciliation\n\
             ✔ OCIRepository reconciliation completed\n✔ fetched revision: {revision}\n"
        )
    );
    let again = fluxr_on_cluster(&kubeconfig, &args);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(
        again.stderr.contains("✔ OCIRepository updated\n"),
        "{}",
        again.stderr
    );
}

#[test]
fn oci_helm_repository_is_static_and_gets_its_credentials_secret() {
    let (server, _dir, kubeconfig) = cluster();
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "source",
            "helm",
            "podinfo",
            "--url=oci://ghcr.io/org/charts",
            "-u",
            "me",
            "-p",
            "pw",
            "--pass-credentials",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "✚ generating HelmRepository source\n\
         ► applying secret with repository credentials\n\
         ✔ authentication configured\n\
         ► applying HelmRepository source\n\
         ✔ source created\n\
         ◎ waiting for HelmRepository source reconciliation\n\
         ✔ HelmRepository source reconciliation completed\n"
    );
    let stored = secret(&server, "helm-podinfo");
    assert_eq!(stored["type"], "kubernetes.io/basic-auth");
    let repository = server
        .object(
            "source.toolkit.fluxcd.io/v1",
            "HelmRepository",
            Some("flux-system"),
            "podinfo",
        )
        .unwrap();
    assert_eq!(
        repository["spec"]["secretRef"],
        json!({"name": "helm-podinfo"})
    );
    assert_eq!(repository["spec"]["passCredentials"], true);
}

#[test]
fn tenant_is_applied_namespace_by_namespace() {
    let (server, _dir, kubeconfig) = cluster();
    let run = fluxr_on_cluster(
        &kubeconfig,
        &["create", "tenant", "dev", "--with-namespace=apps,web"],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "► applying namespace apps\n► applying service account dev\n\
         ► applying role binding dev-reconciler\n► applying namespace web\n\
         ► applying service account dev\n► applying role binding dev-reconciler\n\
         ✔ tenant setup completed\n"
    );
    let binding = |ns: &str| {
        server
            .object(
                "rbac.authorization.k8s.io/v1",
                "RoleBinding",
                Some(ns),
                "dev-reconciler",
            )
            .unwrap()
    };
    assert_eq!(binding("web")["roleRef"]["name"], "cluster-admin");
    let uid = binding("web")["metadata"]["uid"].clone();
    // A role cannot change in place: the binding is deleted and made again.
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "tenant",
            "dev",
            "--with-namespace=web",
            "--cluster-role=view",
            "--skip-namespace",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(!run.stderr.contains("applying namespace"));
    assert_eq!(binding("web")["roleRef"]["name"], "view");
    assert_ne!(binding("web")["metadata"]["uid"], uid);

    // A namespace that lacks the tenant's labels gets the tenant's labels in place of its own
    // (flux's `existing.Labels = namespace.Labels`); one that has them is left alone.
    server.insert(json!({"apiVersion": "v1", "kind": "Namespace",
                         "metadata": {"name": "ops", "labels": {"owner": "infra"}}}));
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "tenant",
            "dev",
            "--with-namespace=ops",
            "--label=tier=1",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let namespace = |name: &str| server.object("v1", "Namespace", None, name).unwrap();
    assert_eq!(
        namespace("ops")["metadata"]["labels"],
        json!({"tier": "1", "toolkit.fluxcd.io/tenant": "dev"})
    );
    let mut labelled = namespace("ops");
    labelled["metadata"]["labels"]["extra"] = json!("kept");
    server.insert(labelled);
    let run = fluxr_on_cluster(
        &kubeconfig,
        &[
            "create",
            "tenant",
            "dev",
            "--with-namespace=ops",
            "--label=tier=1",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(namespace("ops")["metadata"]["labels"]["extra"], "kept");
}
