//! The bootstrap steps driven through the library, where a test can step in between them: a
//! push by someone else while fluxr holds its clone, and a run that dies after pushing the sync
//! manifests and before applying them.

mod support;

use std::cell::Cell;
use std::path::Path;
use std::time::Duration;

use fluxr::bootstrap::{
    self, BoxError, ClusterAccess, GitBootstrapper, Options, SecretCredentials, Steps, SyncReason,
    WaitError,
};
use fluxr::git::{Auth, Author};
use fluxr::manifestgen::{install, sync};
use fluxr::ui::Ui;
use serde_json::Value;
use support::{FakeKube, GitDaemon, bare_repo, git};

fn options(url: &str) -> Options {
    Options {
        repository_url: url.to_owned(),
        git_auth: Auth::default(),
        author: Author {
            name: "Flux".into(),
            email: String::new(),
            signer: None,
        },
        commit_message_appendix: "[ci skip]".into(),
        install: install::Options::default(),
        sync: sync::Options {
            url: url.to_owned(),
            target_path: "clusters/dev".into(),
            // git:// needs no credentials; the Secret carries a token nobody checks.
            ..sync::Options::default()
        },
        secret: SecretCredentials::BearerToken {
            token: "unused".into(),
            ca: None,
        },
        registry_credentials: None,
        timeout: Duration::from_secs(120),
        ssh_hostkey_algos: Vec::new(),
        allow_insecure_http: false,
        force: false,
    }
}

fn connect(kube: &FakeKube, dir: &Path) -> Box<dyn ClusterAccess> {
    let kubeconfig = kube.kubeconfig(dir);
    let options = fluxr::kube::ClusterOptions {
        kubeconfig: Some(kubeconfig),
        timeout: Duration::from_secs(30),
        ..fluxr::kube::ClusterOptions::default()
    };
    bootstrap::cluster::connect(&Ui { quiet: true }, &options).unwrap()
}

/// Pushes a file to main as another user would.
fn push_change(bare: &Path, file: &str) {
    let scratch = tempfile::tempdir().unwrap();
    let work = scratch.path().join("w");
    git(
        scratch.path(),
        &["clone", "-q", bare.to_str().unwrap(), "w"],
    );
    std::fs::write(work.join(file), "someone else's\n").unwrap();
    git(&work, &["add", file]);
    git(
        &work,
        &[
            "-c",
            "user.name=someone",
            "-c",
            "user.email=someone@example.org",
            "commit",
            "-q",
            "-m",
            "concurrent change",
        ],
    );
    git(&work, &["push", "-q", "origin", "HEAD:main"]);
}

#[test]
fn a_push_by_someone_else_in_between_leads_to_a_fresh_clone_and_success() {
    let daemon = GitDaemon::start();
    let bare = bare_repo(daemon.root.path(), "fleet.git");
    let url = daemon.url("fleet.git");
    let kube = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let cluster = connect(&kube, dir.path());
    let ui = Ui { quiet: true };

    // The hook runs between the components push and the sync push.
    let pushed = Cell::new(false);
    let mut bootstrapper = GitBootstrapper::new(cluster.as_ref(), &ui, options(&url))
        .on_secret_generated(|_| {
            push_change(&bare, "README.md");
            pushed.set(true);
            Ok(())
        });
    bootstrap::run(&mut bootstrapper).unwrap();
    assert!(pushed.get());

    let log = git(&bare, &["log", "--format=%s", "main"]);
    assert_eq!(
        log,
        "Add Flux sync manifests\nconcurrent change\nAdd Flux v2.9.4 component manifests\n"
    );
    assert_eq!(
        git(&bare, &["ls-tree", "-r", "--name-only", "main"]),
        "README.md\nclusters/dev/flux-system/gotk-components.yaml\n\
         clusters/dev/flux-system/gotk-sync.yaml\nclusters/dev/flux-system/kustomization.yaml\n"
    );
    let head = git(&bare, &["rev-parse", "main"]);
    assert_eq!(
        bootstrapper.expected_revision().unwrap(),
        format!("main@sha1:{}", head.trim())
    );
    let kustomization = kube
        .object(
            "kustomize.toolkit.fluxcd.io/v1",
            "Kustomization",
            Some("flux-system"),
            "flux-system",
        )
        .unwrap();
    assert_eq!(
        kustomization["status"]["lastAppliedRevision"],
        format!("main@sha1:{}", head.trim())
    );
}

/// An error with its causes, for the test's failure message.
fn chain(err: bootstrap::Error) -> String {
    let mut text = err.to_string();
    let mut source = std::error::Error::source(&err);
    while let Some(cause) = source {
        text.push_str(&format!(": {cause}"));
        source = cause.source();
    }
    text
}

/// Passes everything through, but the `fail_at`-th apply fails as if the process had died.
struct DiesAtApply<'a> {
    inner: &'a dyn ClusterAccess,
    applies: Cell<usize>,
    fail_at: usize,
}

impl ClusterAccess for DiesAtApply<'_> {
    fn get(
        &self,
        api_version: &str,
        kind: &str,
        namespace: Option<&str>,
        name: &str,
    ) -> Result<Option<Value>, BoxError> {
        self.inner.get(api_version, kind, namespace, name)
    }
    fn apply(&self, objects: &[Value]) -> Result<(), BoxError> {
        self.applies.set(self.applies.get() + 1);
        if self.applies.get() == self.fail_at {
            return Err("killed".into());
        }
        self.inner.apply(objects)
    }
    fn request_reconcile(
        &self,
        api_version: &str,
        kind: &str,
        namespace: &str,
        name: &str,
    ) -> Result<(), BoxError> {
        self.inner
            .request_reconcile(api_version, kind, namespace, name)
    }
    fn wait_git_repository_revision(
        &self,
        namespace: &str,
        name: &str,
        revision: &str,
        timeout: Duration,
    ) -> Result<(), WaitError> {
        self.inner
            .wait_git_repository_revision(namespace, name, revision, timeout)
    }
    fn wait_kustomization_revision(
        &self,
        namespace: &str,
        name: &str,
        revision: &str,
        timeout: Duration,
    ) -> Result<(), WaitError> {
        self.inner
            .wait_kustomization_revision(namespace, name, revision, timeout)
    }
    fn assess_deployments(
        &self,
        namespace: &str,
        names: &[String],
        timeout: Duration,
    ) -> Vec<(String, fluxr::kube::Readiness)> {
        self.inner.assess_deployments(namespace, names, timeout)
    }
}

#[test]
fn a_run_that_dies_after_pushing_the_sync_manifests_is_completed_by_the_next_run() {
    let daemon = GitDaemon::start();
    let bare = bare_repo(daemon.root.path(), "fleet.git");
    let url = daemon.url("fleet.git");
    let kube = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let cluster = connect(&kube, dir.path());
    let ui = Ui { quiet: true };

    // Applies: components, source secret, sync manifests; the third one never happens.
    let dying = DiesAtApply {
        inner: cluster.as_ref(),
        applies: Cell::new(0),
        fail_at: 3,
    };
    let mut first = GitBootstrapper::new(&dying, &ui, options(&url));
    first.reconcile_components().unwrap();
    first.reconcile_source_secret().unwrap();
    assert!(first.reconcile_sync_config().is_err());
    let plan = first.plan().unwrap();
    assert!(plan.install.is_some(), "{plan:?}");
    assert_eq!(plan.sync, Some(SyncReason::Install));
    drop(first);
    let pushed = git(&bare, &["rev-parse", "main"]);
    assert!(
        kube.object(
            "kustomize.toolkit.fluxcd.io/v1",
            "Kustomization",
            Some("flux-system"),
            "flux-system"
        )
        .is_none()
    );

    let mut second = GitBootstrapper::new(cluster.as_ref(), &ui, options(&url));
    bootstrap::run(&mut second).map_err(chain).unwrap();
    // The Kustomization never made it: as flux's rule has it, everything is installed again.
    let plan = second.plan().unwrap();
    assert_eq!(
        plan.install.as_deref(),
        Some("Kustomization \"flux-system/flux-system\" is missing")
    );
    assert_eq!(plan.sync, Some(SyncReason::Install));
    assert_eq!(git(&bare, &["rev-parse", "main"]), pushed, "nothing new");
    let kustomization = kube
        .object(
            "kustomize.toolkit.fluxcd.io/v1",
            "Kustomization",
            Some("flux-system"),
            "flux-system",
        )
        .unwrap();
    assert_eq!(
        kustomization["status"]["lastAppliedRevision"],
        format!("main@sha1:{}", pushed.trim())
    );
}
