//! `fluxr bootstrap git` end to end: the real binary against real Git servers on 127.0.0.1
//! (OpenSSH with a deploy key, smart HTTP with a token) and the fake Kubernetes API server,
//! which plays the Flux controllers.

mod support;

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

use fluxr::manifestgen::sourcesecret::{KeyAlgorithm, generate_key_pair};
use serde_json::{Value, json};
use support::{FakeKube, GitHttp, SshAgent, Sshd, bare_repo, git};

const TOKEN: &str = "t0ken-that-must-not-leak";
const COMPONENTS: &str = "clusters/prod/flux-system/gotk-components.yaml";
const SYNC: &str = "clusters/prod/flux-system/gotk-sync.yaml";
const KUSTOMIZATION: &str = "clusters/prod/flux-system/kustomization.yaml";

/// A fake cluster plus the directories a fluxr process gets: its own TMPDIR (so that leftover
/// clones are visible) and an empty HOME.
struct Cluster {
    kube: FakeKube,
    kubeconfig: PathBuf,
    tmp: tempfile::TempDir,
    home: tempfile::TempDir,
    _dir: tempfile::TempDir,
}

impl Cluster {
    fn start() -> Cluster {
        let dir = tempfile::tempdir().unwrap();
        let kube = FakeKube::start();
        let kubeconfig = kube.kubeconfig(dir.path());
        Cluster {
            kube,
            kubeconfig,
            tmp: tempfile::tempdir().unwrap(),
            home: tempfile::tempdir().unwrap(),
            _dir: dir,
        }
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_fluxr"));
        command
            .args(["bootstrap", "git"])
            .args(args)
            .arg(format!("--kubeconfig={}", self.kubeconfig.display()))
            .env("TMPDIR", self.tmp.path())
            .env("HOME", self.home.path())
            .env("NO_COLOR", "1")
            .env_remove("GIT_PASSWORD")
            .env_remove("KUBECONFIG")
            .env_remove("FLUX_SYSTEM_NAMESPACE")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }

    fn bootstrap(&self, args: &[&str]) -> Run {
        let output = self
            .command(args)
            .stdin(Stdio::null())
            .output()
            .expect("fluxr runs");
        Run::from(output)
    }

    /// The request log from `mark` on, without reads.
    fn writes_since(&self, mark: usize) -> Vec<String> {
        self.kube.requests()[mark..]
            .iter()
            .filter(|request| !request.starts_with("GET "))
            .cloned()
            .collect()
    }

    fn object(&self, api_version: &str, kind: &str, name: &str) -> Value {
        self.kube
            .object(api_version, kind, Some("flux-system"), name)
            .unwrap_or_else(|| panic!("{kind} {name} exists"))
    }

    fn kustomization(&self) -> Value {
        self.object(
            "kustomize.toolkit.fluxcd.io/v1",
            "Kustomization",
            "flux-system",
        )
    }

    /// Whatever fluxr left in its TMPDIR.
    fn leftovers(&self) -> Vec<PathBuf> {
        std::fs::read_dir(self.tmp.path())
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect()
    }
}

struct Run {
    code: Option<i32>,
    stderr: String,
}

impl From<Output> for Run {
    fn from(output: Output) -> Run {
        Run {
            code: output.status.code(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        }
    }
}

impl Run {
    fn assert_success(&self) {
        assert_eq!(self.code, Some(0), "{}", self.stderr);
    }

    fn failures(&self) -> Vec<&str> {
        self.stderr
            .lines()
            .filter(|line| line.starts_with('✗'))
            .collect()
    }

    /// The transcript with commit ids, the URL and the public key replaced by placeholders.
    fn transcript(&self, url: &str) -> String {
        let sha = regex::Regex::new("[0-9a-f]{40}").unwrap();
        let key = regex::Regex::new("public key: .*").unwrap();
        let text = self.stderr.replace(url, "<url>");
        let text = sha.replace_all(&text, "<sha>");
        key.replace_all(&text, "public key: <key>").into_owned()
    }
}

/// A deploy key for sshd, as a private key file for `--private-key-file`.
fn deploy_key(dir: &Path) -> (PathBuf, String) {
    let pair = generate_key_pair(KeyAlgorithm::Ed25519).unwrap();
    let path = dir.join("deploy-key");
    std::fs::write(&path, &pair.private_key).unwrap();
    (path, pair.public_key)
}

fn head(bare: &Path) -> String {
    git(bare, &["rev-parse", "main"]).trim().to_owned()
}

fn files(bare: &Path) -> String {
    git(bare, &["ls-tree", "-r", "--name-only", "main"])
}

fn subjects(bare: &Path) -> String {
    git(bare, &["log", "--format=%an <%ae>|%B", "main"])
}

/// Every byte Git holds for the repository: history, objects and config.
fn everything_in_git(bare: &Path) -> String {
    let mut text = git(bare, &["log", "-p", "--all"]);
    text.push_str(&std::fs::read_to_string(bare.join("config")).unwrap());
    text
}

/// Pushes `file` with `contents` on main of the bare repository, as someone else would.
fn push_change(bare: &Path, file: &str, contents: &str) {
    commit_as_someone_else(bare, |work| {
        let path = work.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, contents).unwrap();
        git(work, &["add", file]);
    });
}

/// Removes `file` from main of the bare repository, as someone else would.
fn push_removal(bare: &Path, file: &str) {
    commit_as_someone_else(bare, |work| {
        git(work, &["rm", "-q", file]);
    });
}

/// Clones main, lets `edit` stage changes in the work tree, commits and pushes them.
fn commit_as_someone_else(bare: &Path, edit: impl FnOnce(&Path)) {
    let scratch = tempfile::tempdir().unwrap();
    let work = scratch.path().join("w");
    git(
        scratch.path(),
        &["clone", "-q", bare.to_str().unwrap(), "w"],
    );
    edit(&work);
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
            "someone else's change",
        ],
    );
    git(&work, &["push", "-q", "origin", "HEAD:main"]);
}

const FIRST_RUN: &str = "► cloning branch \"main\" from Git repository \"<url>\"
✔ cloned repository
► generating component manifests
✔ generated component manifests
✔ committed component manifests to \"main\" (\"<sha>\")
► pushing component manifests to \"<url>\"
► installing components in \"flux-system\" namespace
✔ installed components
✔ reconciled components
► determining if source secret \"flux-system/flux-system\" exists
► generating source secret
✔ public key: <key>
► applying source secret \"flux-system/flux-system\"
✔ reconciled source secret
► generating sync manifests
✔ generated sync manifests
✔ committed sync manifests to \"main\" (\"<sha>\")
► pushing sync manifests to \"<url>\"
► applying sync manifests
✔ reconciled sync configuration
◎ waiting for GitRepository \"flux-system/flux-system\" to be reconciled
✔ GitRepository reconciled successfully
◎ waiting for Kustomization \"flux-system/flux-system\" to be reconciled
✔ Kustomization reconciled successfully
► confirming components are healthy
✔ helm-controller: deployment ready
✔ kustomize-controller: deployment ready
✔ notification-controller: deployment ready
✔ source-controller: deployment ready
✔ all components are healthy
";

const HEALTH: &str = "◎ waiting for GitRepository \"flux-system/flux-system\" to be reconciled
✔ GitRepository reconciled successfully
◎ waiting for Kustomization \"flux-system/flux-system\" to be reconciled
✔ Kustomization reconciled successfully
► confirming components are healthy
✔ helm-controller: deployment ready
✔ kustomize-controller: deployment ready
✔ notification-controller: deployment ready
✔ source-controller: deployment ready
✔ all components are healthy
";

/// An sshd with a deploy key, an empty repository on it and the flags to bootstrap it.
struct SshFixture {
    sshd: Sshd,
    bare: PathBuf,
    url: String,
    key_file: PathBuf,
    public_key: String,
    _keys: tempfile::TempDir,
}

impl SshFixture {
    fn start() -> SshFixture {
        let keys = tempfile::tempdir().unwrap();
        let (key_file, public_key) = deploy_key(keys.path());
        let sshd = Sshd::start(&[&public_key]);
        let bare = bare_repo(&sshd.repos(), "fleet.git");
        let url = sshd.url("fleet.git");
        SshFixture {
            sshd,
            bare,
            url,
            key_file,
            public_key,
            _keys: keys,
        }
    }

    fn args(&self) -> Vec<String> {
        vec![
            format!("--url={}", self.url),
            format!("--private-key-file={}", self.key_file.display()),
            "--path=clusters/prod".to_owned(),
            "--author-email=flux@example.org".to_owned(),
            "--silent".to_owned(),
        ]
    }
}

fn strs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

#[test]
fn first_run_over_ssh_commits_applies_and_waits_then_a_second_run_changes_nothing() {
    let cluster = Cluster::start();
    let ssh = SshFixture::start();
    let args = ssh.args();

    let run = cluster.bootstrap(&strs(&args));
    run.assert_success();
    assert_eq!(run.transcript(&ssh.url), FIRST_RUN);
    assert!(
        run.stderr
            .contains(&format!("✔ public key: {}", ssh.public_key.trim())),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("PRIVATE KEY"), "{}", run.stderr);

    assert_eq!(
        files(&ssh.bare),
        format!("{COMPONENTS}\n{SYNC}\n{KUSTOMIZATION}\n")
    );
    assert_eq!(
        subjects(&ssh.bare),
        "Flux <flux@example.org>|Add Flux sync manifests\n\n\
         Flux <flux@example.org>|Add Flux v2.9.4 component manifests\n\n"
    );
    let revision = format!("main@sha1:{}", head(&ssh.bare));
    let kustomization = cluster.kustomization();
    assert_eq!(kustomization["spec"]["path"], "./clusters/prod");
    assert_eq!(kustomization["status"]["lastAppliedRevision"], revision);
    let repository = cluster.object(
        "source.toolkit.fluxcd.io/v1",
        "GitRepository",
        "flux-system",
    );
    assert_eq!(repository["spec"]["url"], ssh.url);
    assert_eq!(repository["status"]["artifact"]["revision"], revision);
    let secret = cluster.object("v1", "Secret", "flux-system");
    let mut keys: Vec<&str> = secret["data"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(keys, ["identity", "identity.pub", "known_hosts"]);
    let everything = everything_in_git(&ssh.bare);
    assert!(!everything.contains("PRIVATE KEY"));
    assert!(cluster.leftovers().is_empty(), "{:?}", cluster.leftovers());

    // The same run again: nothing to commit; the key given is applied again as flux does (it
    // never stops after generating a secret); both objects asked to reconcile.
    let before = head(&ssh.bare);
    let mark = cluster.kube.requests().len();
    let run = cluster.bootstrap(&strs(&args));
    run.assert_success();
    assert_eq!(
        run.transcript(&ssh.url),
        format!(
            "► cloning branch \"main\" from Git repository \"<url>\"
✔ cloned repository
► generating component manifests
✔ generated component manifests
✔ component manifests are up to date
✔ reconciled components
► determining if source secret \"flux-system/flux-system\" exists
► generating source secret
✔ public key: <key>
► applying source secret \"flux-system/flux-system\"
✔ reconciled source secret
► generating sync manifests
✔ generated sync manifests
✔ sync manifests are up to date
► requesting reconciliation of GitRepository and Kustomization \"flux-system/flux-system\"
✔ reconciled sync configuration
{HEALTH}"
        )
    );
    assert_eq!(head(&ssh.bare), before, "no commit");
    // The secret, then the two reconcile requests.
    let mut writes = cluster.writes_since(mark);
    assert_eq!(writes.len(), 3, "{writes:#?}");
    assert!(
        writes
            .remove(0)
            .contains("/api/v1/namespaces/flux-system/secrets/flux-system?"),
        "{writes:#?}"
    );
    assert!(
        writes[0].starts_with(
            "PATCH /apis/source.toolkit.fluxcd.io/v1/namespaces/flux-system/gitrepositories/flux-system"
        ) && writes[1].starts_with(
            "PATCH /apis/kustomize.toolkit.fluxcd.io/v1/namespaces/flux-system/kustomizations/flux-system"
        ),
        "{writes:#?}"
    );
    // Merge patches, named after flux's manager as flux's user agent names them; no apply.
    assert!(
        writes
            .iter()
            .all(|write| write.ends_with("?fieldManager=flux")),
        "{writes:#?}"
    );
    // Until it applies the secret, the run reads each object of the cluster's state once; the
    // apply itself then reads the object it changes.
    let mut before_writes: Vec<String> = cluster.kube.requests()[mark..]
        .iter()
        .take_while(|request| request.starts_with("GET "))
        .cloned()
        .collect();
    assert_eq!(
        before_writes.pop().as_deref(),
        Some("GET /api/v1/namespaces/flux-system/secrets/flux-system")
    );
    for object in [
        "GET /apis/kustomize.toolkit.fluxcd.io/v1/namespaces/flux-system/kustomizations/flux-system",
        "GET /apis/source.toolkit.fluxcd.io/v1/namespaces/flux-system/gitrepositories/flux-system",
        "GET /api/v1/namespaces/flux-system/secrets/flux-system",
    ] {
        let reads = before_writes
            .iter()
            .filter(|request| request.as_str() == object)
            .count();
        assert_eq!(reads, 1, "{object}: {before_writes:#?}");
    }
    assert!(cluster.leftovers().is_empty());
}

#[test]
fn first_run_over_http_with_a_token_keeps_the_token_out_of_git_and_disk() {
    let cluster = Cluster::start();
    let http = GitHttp::start("git", TOKEN);
    let bare = bare_repo(http.root.path(), "fleet.git");
    let url = http.url("fleet.git");
    let run = cluster.bootstrap(&[
        &format!("--url={url}"),
        "--allow-insecure-http",
        "--token-auth",
        "--username=git",
        &format!("--password={TOKEN}"),
        "--path=clusters/prod",
    ]);
    run.assert_success();
    let expected = FIRST_RUN.replace("✔ public key: <key>\n", "");
    assert_eq!(run.transcript(&url), expected);
    assert!(!run.stderr.contains(TOKEN));

    let repository = cluster.object(
        "source.toolkit.fluxcd.io/v1",
        "GitRepository",
        "flux-system",
    );
    assert_eq!(repository["spec"]["url"], url);
    assert_eq!(
        repository["status"]["artifact"]["revision"],
        format!("main@sha1:{}", head(&bare))
    );
    let secret = cluster.object("v1", "Secret", "flux-system");
    let data = secret["data"].as_object().unwrap();
    let mut keys: Vec<&str> = data.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(keys, ["password", "username"]);
    assert!(!everything_in_git(&bare).contains(TOKEN));
    assert!(cluster.leftovers().is_empty(), "{:?}", cluster.leftovers());
}

#[test]
fn controllers_reporting_legacy_revisions_satisfy_the_revision_waits() {
    // Controllers from before source-controller v1 write `main/<sha>`; flux's hasRevision
    // reads it as `main@sha1:<sha>`, so the first run and an upgrade run both finish.
    let cluster = Cluster::start();
    cluster.kube.report_legacy_revisions();
    let http = GitHttp::start("git", TOKEN);
    let bare = bare_repo(http.root.path(), "fleet.git");
    let url = http.url("fleet.git");
    let args = [
        format!("--url={url}"),
        "--allow-insecure-http".to_owned(),
        "--token-auth".to_owned(),
        "--username=git".to_owned(),
        format!("--password={TOKEN}"),
        "--path=clusters/prod".to_owned(),
        "--timeout=30s".to_owned(),
    ];
    let run = cluster.bootstrap(&strs(&args));
    run.assert_success();
    let expected = FIRST_RUN.replace("✔ public key: <key>\n", "");
    assert_eq!(run.transcript(&url), expected);
    let legacy = format!("main/{}", head(&bare));
    let repository = cluster.object(
        "source.toolkit.fluxcd.io/v1",
        "GitRepository",
        "flux-system",
    );
    assert_eq!(repository["status"]["artifact"]["revision"], legacy);
    assert_eq!(
        cluster.kustomization()["status"]["lastAttemptedRevision"],
        legacy
    );

    let current = git(&bare, &["show", &format!("main:{COMPONENTS}")]);
    push_change(&bare, COMPONENTS, &current.replace("v2.9.4", "v2.9.3"));
    let run = cluster.bootstrap(&strs(&args));
    run.assert_success();
    assert!(
        run.stderr.contains("✔ all components are healthy"),
        "{}",
        run.stderr
    );
    assert_eq!(
        cluster.kustomization()["status"]["lastAttemptedRevision"],
        format!("main/{}", head(&bare))
    );
}

#[test]
fn first_run_with_a_bearer_token_stores_it_as_bearer_token() {
    let cluster = Cluster::start();
    let http = GitHttp::start("git", TOKEN);
    let bare = bare_repo(http.root.path(), "fleet.git");
    let url = http.url("fleet.git");
    let run = cluster.command(&[
        &format!("--url={url}"),
        "--allow-insecure-http",
        "--with-bearer-token",
    ]);
    let run = {
        let mut command = run;
        command.env("GIT_PASSWORD", TOKEN).stdin(Stdio::null());
        Run::from(command.output().unwrap())
    };
    run.assert_success();
    let secret = cluster.object("v1", "Secret", "flux-system");
    let data = secret["data"].as_object().unwrap();
    assert_eq!(data.keys().collect::<Vec<_>>(), ["bearerToken"]);
    assert_eq!(
        files(&bare),
        "flux-system/gotk-components.yaml\nflux-system/gotk-sync.yaml\nflux-system/kustomization.yaml\n"
    );
    assert_eq!(cluster.kustomization()["spec"]["path"], "./");
}

#[test]
fn upgrade_run_commits_new_components_without_applying_and_waits_for_the_revision() {
    let cluster = Cluster::start();
    let ssh = SshFixture::start();
    let args = ssh.args();
    cluster.bootstrap(&strs(&args)).assert_success();

    // The repository holds an older release's components, as after upgrading fluxr.
    let current = git(&ssh.bare, &["show", &format!("main:{COMPONENTS}")]);
    push_change(&ssh.bare, COMPONENTS, &current.replace("v2.9.4", "v2.9.3"));
    let old_head = head(&ssh.bare);
    let mark = cluster.kube.requests().len();

    let run = cluster.bootstrap(&strs(&args));
    run.assert_success();
    let new_head = head(&ssh.bare);
    assert_ne!(new_head, old_head);
    assert_eq!(
        git(&ssh.bare, &["log", "-1", "--format=%s", "main"]).trim(),
        "Add Flux v2.9.4 component manifests"
    );
    assert!(
        run.stderr
            .contains("✔ committed component manifests to \"main\""),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("installing components"));
    assert!(!run.stderr.contains("applying sync manifests"));
    let writes = cluster.writes_since(mark);
    // The only server-side apply is the source secret of the credentials given.
    assert!(
        writes
            .iter()
            .all(|write| !write.contains("force=true") || write.contains("/secrets/flux-system?")),
        "no other server-side apply: {writes:#?}"
    );
    assert!(
        writes
            .iter()
            .any(|write| write.contains("/gitrepositories/flux-system")),
        "reconciliation requested: {writes:#?}"
    );
    let revision = format!("main@sha1:{new_head}");
    assert_eq!(
        cluster.kustomization()["status"]["lastAttemptedRevision"],
        revision
    );
    let requested =
        cluster.kustomization()["metadata"]["annotations"]["reconcile.fluxcd.io/requestedAt"]
            .clone();
    assert!(requested.is_string(), "{requested}");
}

#[test]
fn a_run_killed_at_the_deploy_key_prompt_leaves_nothing_and_the_rerun_completes() {
    let cluster = Cluster::start();
    let ssh = SshFixture::start();
    let mut args = ssh.args();
    args.retain(|arg| arg != "--silent");

    // Without --silent the run stops at the prompt, after pushing the components.
    let mut child: Child = cluster
        .command(&strs(&args))
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let mut seen = Vec::new();
    let mut buffer = [0u8; 4096];
    while !String::from_utf8_lossy(&seen).contains("[y/N]") {
        let read = std::io::Read::read(&mut stderr, &mut buffer).unwrap();
        assert!(read > 0, "{}", String::from_utf8_lossy(&seen));
        seen.extend_from_slice(&buffer[..read]);
    }
    // The clone exists now: nothing secret in it.
    let leftovers = cluster.leftovers();
    assert_eq!(leftovers.len(), 1, "{leftovers:?}");
    let config = std::fs::read_to_string(leftovers[0].join(".git/config")).unwrap();
    assert!(!config.contains("PRIVATE"), "{config}");
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    // stdin stays open: the run must end because of the signal, not for lack of an answer.
    let stdin = child.stdin.take();
    let status = child.wait().unwrap();
    drop(stdin);
    assert!(!status.success());
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stderr, &mut rest).unwrap();
    assert!(rest.contains("✗ terminated"), "{rest}");
    assert!(cluster.leftovers().is_empty(), "{:?}", cluster.leftovers());
    assert_eq!(files(&ssh.bare), format!("{COMPONENTS}\n"));

    // The Kustomization was never applied: as flux's, the rerun installs everything.
    let run = cluster.bootstrap(&strs(&ssh.args()));
    run.assert_success();
    assert!(run.stderr.contains("✔ component manifests are up to date"));
    assert!(
        run.stderr
            .contains("► installing components in \"flux-system\" namespace\n"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("► applying sync manifests\n"),
        "{}",
        run.stderr
    );
    cluster.assert_synced(&ssh.bare, "main");
}

#[test]
fn a_push_in_between_is_met_as_flux_meets_it_a_quiet_clone_and_the_sync_step_again() {
    let cluster = Cluster::start();
    let ssh = SshFixture::start();
    let mut args = ssh.args();
    args.retain(|arg| arg != "--silent");
    let mut child: Child = cluster
        .command(&strs(&args))
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let mut seen = Vec::new();
    let mut buffer = [0u8; 4096];
    while !String::from_utf8_lossy(&seen).contains("[y/N]") {
        let read = std::io::Read::read(&mut stderr, &mut buffer).unwrap();
        assert!(read > 0, "{}", String::from_utf8_lossy(&seen));
        seen.extend_from_slice(&buffer[..read]);
    }
    // Someone pushes while the deploy key is being given access.
    push_change(&ssh.bare, "README.md", "hello\n");
    child.stdin.take().unwrap().write_all(b"y\n").unwrap();
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stderr, &mut rest).unwrap();
    assert!(child.wait().unwrap().success(), "{rest}");
    let sha = regex::Regex::new("[0-9a-f]{40}").unwrap();
    let rest = sha.replace_all(&rest, "<sha>");
    let sync: Vec<&str> = rest
        .lines()
        .skip_while(|line| !line.starts_with("► generating sync manifests"))
        .take(10)
        .collect();
    let sync = sync.join("\n").replace(&ssh.url, "<url>");
    assert!(
        sync.starts_with(
            "► generating sync manifests\n✔ generated sync manifests\n✔ committed sync manifests to \
             \"main\" (\"<sha>\")\n► pushing sync manifests to \"<url>\"\n"
        ),
        "{sync}"
    );
    let after_conflict: Vec<&str> = sync
        .lines()
        .skip_while(|line| !line.starts_with("◎ git conflict detected"))
        .collect();
    assert_eq!(
        after_conflict[..4],
        [
            "◎ git conflict detected, retrying with a fresh clone",
            "► generating sync manifests",
            "✔ generated sync manifests",
            "✔ committed sync manifests to \"main\" (\"<sha>\")",
        ],
        "{sync}"
    );
    assert_eq!(
        git(&ssh.bare, &["log", "--format=%s", "main"]),
        "Add Flux sync manifests\nsomeone else's change\nAdd Flux v2.9.4 component manifests\n"
    );
}

#[test]
fn a_declined_deploy_key_prompt_aborts() {
    let cluster = Cluster::start();
    let ssh = SshFixture::start();
    let mut args = ssh.args();
    args.retain(|arg| arg != "--silent");
    let mut child = cluster
        .command(&strs(&args))
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"n\n").unwrap();
    let run = Run::from(child.wait_with_output().unwrap());
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr
            .ends_with("Please give the key access to your repository? [y/N] ✗ aborting\n"),
        "{}",
        run.stderr
    );
    assert_eq!(run.stderr.matches('✗').count(), 1);
    assert!(!run.stderr.contains("applying source secret"));
    assert!(cluster.leftovers().is_empty());

    // flux turns every error of the prompt into "aborting", the end of the input too.
    let mut child = cluster
        .command(&strs(&args))
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdin.take());
    let run = Run::from(child.wait_with_output().unwrap());
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr
            .ends_with("? Please give the key access to your repository? [y/N] ✗ aborting\n"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("applying source secret"));
}

#[test]
fn wrong_credentials_unknown_host_key_and_unreachable_servers_fail_with_one_error() {
    let cluster = Cluster::start();

    let http = GitHttp::start("git", TOKEN);
    bare_repo(http.root.path(), "fleet.git");
    let url = http.url("fleet.git");
    let run = cluster.bootstrap(&[
        &format!("--url={url}"),
        "--allow-insecure-http",
        "--token-auth",
        "--password=wrong",
    ]);
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.failures(),
        [format!(
            "✗ failed to clone repository: authentication to '{url}' failed"
        )]
    );
    // flux tries twice whatever the failure, and warns about each attempt.
    assert_eq!(
        run.stderr
            .matches("⚠️  clone failure: authentication to")
            .count(),
        2,
        "{}",
        run.stderr
    );

    // The cluster already trusts another host key for this server.
    let ssh = SshFixture::start();
    cluster.kube.insert(json!({
        "apiVersion": "v1",
        "kind": "Secret",
        "metadata": { "name": "flux-system", "namespace": "flux-system" },
        "data": { "known_hosts": base64(&format!(
            "[127.0.0.1]:{} ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJnoGXvzrk0uGAKy/8fIzyIqAZjE1DlfkceYiQiiAgw6\n",
            ssh.sshd.port
        )) },
    }));
    let run = cluster.bootstrap(&strs(&ssh.args()));
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.failures(),
        [format!(
            "✗ failed to clone repository: host key of '[127.0.0.1]:{}' does not match known_hosts, refusing to connect",
            ssh.sshd.port
        )]
    );
    assert_eq!(git(&ssh.bare, &["rev-list", "--all"]), "");

    let run = cluster.bootstrap(&[
        "--url=http://127.0.0.1:1/git/fleet.git",
        "--allow-insecure-http",
        "--token-auth",
        "--password=x",
    ]);
    assert_eq!(run.code, Some(1));
    let failures = run.failures();
    assert_eq!(failures.len(), 1, "{}", run.stderr);
    assert!(
        failures[0].starts_with(
            "✗ failed to clone repository: failed to clone 'http://127.0.0.1:1/git/fleet.git'"
        ),
        "{}",
        failures[0]
    );
    assert_eq!(
        run.stderr
            .matches("⚠️  clone failure: failed to clone")
            .count(),
        2,
        "{}",
        run.stderr
    );
    assert!(cluster.leftovers().is_empty());
}

#[test]
fn a_path_that_would_overwrite_another_clusters_kustomization_is_refused_at_the_sync_step() {
    let cluster = Cluster::start();
    let ssh = SshFixture::start();
    cluster.bootstrap(&strs(&ssh.args())).assert_success();
    let before = head(&ssh.bare);

    let mut args = ssh.args();
    args.retain(|arg| !arg.starts_with("--path"));
    args.push("--path=clusters/staging".to_owned());
    let run = cluster.bootstrap(&strs(&args));
    assert_eq!(run.code, Some(1));
    // flux checks the path first thing in ReconcileSyncConfig: the components are pushed to the
    // new path and the source secret reconciled before the refusal.
    assert_eq!(
        run.transcript(&ssh.url),
        "► cloning branch \"main\" from Git repository \"<url>\"
✔ cloned repository
► generating component manifests
✔ generated component manifests
✔ committed component manifests to \"main\" (\"<sha>\")
► pushing component manifests to \"<url>\"
✔ reconciled components
► determining if source secret \"flux-system/flux-system\" exists
► generating source secret
✔ public key: <key>
► applying source secret \"flux-system/flux-system\"
✔ reconciled source secret
✗ sync path configuration (\"./clusters/staging\") would overwrite path (\"./clusters/prod\") of existing Kustomization
"
    );
    assert_eq!(
        git(&ssh.bare, &["diff", "--name-only", &before, "main"]),
        "clusters/staging/flux-system/gotk-components.yaml\n"
    );
    assert_eq!(
        cluster.kustomization()["spec"]["path"],
        "./clusters/prod",
        "the Kustomization is left alone"
    );
}

#[test]
fn a_kustomization_that_cannot_be_read_installs_then_fails_the_path_check() {
    let cluster = Cluster::start();
    let ssh = SshFixture::start();
    cluster.bootstrap(&strs(&ssh.args())).assert_success();
    cluster
        .kube
        .forbid_reads("Kustomization", "flux-system", "flux-system");

    let run = cluster.bootstrap(&strs(&ssh.args()));
    assert_eq!(run.code, Some(1));
    // flux's mustInstallManifests installs on any read error; the path check reads again and
    // fails in its own words (the API's answer after them in fluxr's, `forbidden: …`).
    assert_eq!(
        run.transcript(&ssh.url),
        "► cloning branch \"main\" from Git repository \"<url>\"
✔ cloned repository
► generating component manifests
✔ generated component manifests
✔ component manifests are up to date
► installing components in \"flux-system\" namespace
✔ installed components
✔ reconciled components
► determining if source secret \"flux-system/flux-system\" exists
► generating source secret
✔ public key: <key>
► applying source secret \"flux-system/flux-system\"
✔ reconciled source secret
✗ failed to determine if sync configuration would overwrite existing Kustomization: \
forbidden: kustomizations.kustomize.toolkit.fluxcd.io \"flux-system\" is forbidden: User \"fluxr\" cannot get resource
"
    );
}

#[test]
fn a_source_secret_that_cannot_be_read_fails_in_fluxs_words() {
    let cluster = Cluster::start();
    let http = HttpFixture::start();
    cluster
        .kube
        .forbid_reads("Secret", "flux-system", "flux-system");
    let run = cluster.bootstrap(&strs(&http.args()));
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.ends_with(
            "✔ reconciled components\n\
             ► determining if source secret \"flux-system/flux-system\" exists\n\
             ✗ failed to determine if deploy key secret exists: forbidden: secrets \"flux-system\" \
             is forbidden: User \"fluxr\" cannot get resource\n"
        ),
        "{}",
        run.stderr
    );
}

#[test]
fn registry_credentials_become_the_image_pull_secret_flux_writes() {
    let cluster = Cluster::start();
    let ssh = SshFixture::start();
    let mut args = ssh.args();
    args.push("--registry-creds=fluxcd:s3cr3t".to_owned());
    args.push("--image-pull-secret=regcred".to_owned());
    let run = cluster.bootstrap(&strs(&args));
    run.assert_success();
    assert!(
        run.stderr.contains(
            "✔ installed components\n✔ reconciled image pull secret regcred\n✔ reconciled components\n"
        ),
        "{}",
        run.stderr
    );
    let secret = cluster.object("v1", "Secret", "regcred");
    assert_eq!(secret["type"], "kubernetes.io/dockerconfigjson");
    // flux's GenerateDockerConfigJson: keyed by --registry as given, Go's compact JSON.
    assert_eq!(
        secret["data"][".dockerconfigjson"],
        base64(
            r#"{"auths":{"ghcr.io/fluxcd":{"username":"fluxcd","password":"s3cr3t","auth":"Zmx1eGNkOnMzY3IzdA=="}}}"#
        )
    );
}

#[test]
fn controllers_reporting_ready_false_fail_the_bootstrap_with_their_message() {
    let cluster = Cluster::start();
    let ssh = SshFixture::start();
    cluster.kube.set_ready_false(
        "Kustomization",
        "flux-system",
        "flux-system",
        "BuildFailed",
        "kustomize build failed: accumulating resources",
    );
    let run = cluster.bootstrap(&strs(&ssh.args()));
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    // flux prints the controller's message when the wait fails, goes on with the components'
    // check, and ends with the aggregate of every failure.
    assert_eq!(
        run.failures(),
        [
            "✗ kustomize build failed: accumulating resources",
            "✗ bootstrap failed with 1 health check failure(s): error while waiting for \
             Kustomization to be ready: 'kustomize build failed: accumulating resources'"
        ],
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("✔ GitRepository reconciled successfully")
    );
    assert!(
        run.stderr.contains("✔ all components are healthy"),
        "{}",
        run.stderr
    );
}

#[test]
fn every_wait_runs_and_every_failure_is_reported_as_fluxs_aggregate() {
    let cluster = Cluster::start();
    let repo = HttpFixture::start();
    let args = repo.args();
    cluster.bootstrap(&strs(&args)).assert_success();
    cluster.kube.set_ready_false(
        "GitRepository",
        "flux-system",
        "flux-system",
        "GitOperationFailed",
        "failed to checkout and determine revision",
    );
    let mut suspended = cluster.kustomization();
    suspended["spec"]["suspend"] = json!(true);
    cluster.kube.insert(suspended);
    cluster.kube.set_ready_false(
        "Deployment",
        "flux-system",
        "helm-controller",
        "ImagePullBackOff",
        "no such image",
    );
    // A failed rollout does not end flux's status check: it waits for its timeout.
    let run = cluster.bootstrap(&strs(&with_arg(&args, "--timeout", "5s")));
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    let tail: Vec<&str> = run
        .stderr
        .lines()
        .skip_while(|line| !line.starts_with("◎ waiting for GitRepository"))
        .collect();
    assert_eq!(
        tail,
        [
            "◎ waiting for GitRepository \"flux-system/flux-system\" to be reconciled",
            "✗ failed to checkout and determine revision",
            "◎ waiting for Kustomization \"flux-system/flux-system\" to be reconciled",
            "✗ Kustomization 'flux-system/flux-system' is suspended",
            "► confirming components are healthy",
            "✗ helm-controller: deployment not ready",
            "✔ kustomize-controller: deployment ready",
            "✔ notification-controller: deployment ready",
            "✔ source-controller: deployment ready",
            "✗ bootstrap failed with 3 health check failure(s): [error while waiting for \
             GitRepository to be ready: 'failed to checkout and determine revision', error while \
             waiting for Kustomization to be ready: 'Kustomization 'flux-system/flux-system' is \
             suspended', timed out waiting for all resources to be ready]",
        ],
        "{}",
        run.stderr
    );
}

fn base64(text: &str) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(text)
}

/// Runs a tool the test needs (gpg, ssh-keygen, git) and returns its stdout.
fn tool(program: &str, args: &[&str], envs: &[(&str, &Path)]) -> String {
    let output = Command::new(program)
        .args(args)
        .envs(envs.iter().copied())
        .output()
        .unwrap_or_else(|err| panic!("{program} runs: {err}"));
    assert!(
        output.status.success(),
        "{program} {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// Makes an SSH key pair with OpenSSH's ssh-keygen at `path` (`key_type` like `ed25519` or
/// `ecdsa -b 384`), and returns the public key line.
fn ssh_keygen(path: &Path, key_type: &str, passphrase: &str) -> String {
    let path_arg = path.display().to_string();
    let mut args = vec!["-q", "-t"];
    args.extend(key_type.split_whitespace());
    args.extend(["-N", passphrase, "-C", "", "-f", &path_arg]);
    tool("ssh-keygen", &args, &[]);
    std::fs::read_to_string(format!("{path_arg}.pub")).unwrap()
}

/// The status letter `git log --format=%G?` prints for each commit on main, newest first.
fn signature_statuses(bare: &Path, config: &[&str], envs: &[(&str, &Path)]) -> String {
    let dir = format!("--git-dir={}", bare.display());
    let mut args = vec![dir.as_str()];
    for setting in config {
        args.extend(["-c", setting]);
    }
    args.extend(["log", "--format=%G?", "main"]);
    tool("git", &args, envs)
}

/// Bootstraps over HTTP with a token, with the extra signing flags, and returns the bare repo.
fn bootstrap_signed(cluster: &Cluster, http: &GitHttp, signing: &[String]) -> (PathBuf, Run) {
    let bare = bare_repo(http.root.path(), "fleet.git");
    let url = http.url("fleet.git");
    let mut args = vec![
        format!("--url={url}"),
        "--allow-insecure-http".to_owned(),
        "--token-auth".to_owned(),
        "--username=git".to_owned(),
        format!("--password={TOKEN}"),
        "--path=clusters/prod".to_owned(),
        "--author-email=flux@example.org".to_owned(),
    ];
    args.extend_from_slice(signing);
    let run = cluster.bootstrap(&strs(&args));
    (bare, run)
}

#[test]
fn commits_are_signed_with_the_gpg_key_ring_and_git_verifies_them() {
    let gnupg = tempfile::tempdir().unwrap();
    let home = [("GNUPGHOME", gnupg.path())];
    let passphrase = "correct horse";
    let unlocked = [
        "--batch",
        "--pinentry-mode",
        "loopback",
        "--passphrase",
        passphrase,
    ];
    let mut generate = unlocked.to_vec();
    generate.extend([
        "--quick-gen-key",
        "Flux <flux@example.org>",
        "rsa3072",
        "sign",
        "never",
    ]);
    tool("gpg", &generate, &home);
    // A second key in the ring, so that --gpg-key-id has to pick.
    let mut other = unlocked.to_vec();
    other.extend([
        "--quick-gen-key",
        "Other <other@example.org>",
        "ed25519",
        "sign",
        "never",
    ]);
    tool("gpg", &other, &home);
    let listing = tool(
        "gpg",
        &[
            "--batch",
            "--with-colons",
            "--list-secret-keys",
            "flux@example.org",
        ],
        &home,
    );
    let key_id = listing
        .lines()
        .find(|line| line.starts_with("sec:"))
        .and_then(|line| line.split(':').nth(4))
        .expect("a secret key")
        .to_owned();
    let ring = gnupg.path().join("ring.pgp");
    let mut export = unlocked.to_vec();
    let ring_arg = ring.display().to_string();
    export.extend([
        "--output",
        &ring_arg,
        "--export-secret-keys",
        "other@example.org",
        "flux@example.org",
    ]);
    tool("gpg", &export, &home);

    let cluster = Cluster::start();
    let http = GitHttp::start("git", TOKEN);

    let id_too_short = bootstrap_signed(
        &cluster,
        &http,
        &[
            format!("--gpg-key-ring={}", ring.display()),
            "--gpg-key-id=ABC".to_owned(),
        ],
    );
    assert_eq!(
        id_too_short.1.failures(),
        ["✗ invalid GPG signing key: invalid GPG key id length; expected 16, got 3"]
    );
    std::fs::remove_dir_all(&id_too_short.0).unwrap();

    // A wrong passphrase fails before anything is pushed.
    let (bare, run) = bootstrap_signed(
        &cluster,
        &http,
        &[
            format!("--gpg-key-ring={}", ring.display()),
            "--gpg-passphrase=wrong".to_owned(),
            format!("--gpg-key-id={key_id}"),
        ],
    );
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.failures(),
        [
            "✗ invalid GPG signing key: unable to decrypt GPG private key: openpgp: invalid data: private key checksum failure"
        ]
    );
    assert!(git(&bare, &["for-each-ref"]).is_empty(), "nothing pushed");
    std::fs::remove_dir_all(&bare).unwrap();

    let (bare, run) = bootstrap_signed(
        &cluster,
        &http,
        &[
            format!("--gpg-key-ring={}", ring.display()),
            format!("--gpg-passphrase={passphrase}"),
            format!("--gpg-key-id=0x{}", key_id.to_lowercase()),
        ],
    );
    run.assert_success();
    assert!(!run.stderr.contains(passphrase), "{}", run.stderr);
    // G: a good signature; git ran gpg to check each one against the public key.
    assert_eq!(signature_statuses(&bare, &[], &home), "G\nG\n");
    let signer = tool(
        "git",
        &[
            &format!("--git-dir={}", bare.display()),
            "log",
            "-1",
            "--format=%GK",
            "main",
        ],
        &home,
    );
    assert!(
        signer.trim().ends_with(&key_id),
        "{signer} signed, not {key_id}"
    );
}

#[test]
fn commits_are_signed_with_an_ssh_key_and_git_verifies_them() {
    let keys = tempfile::tempdir().unwrap();
    let key = keys.path().join("signing");
    let key_arg = key.display().to_string();
    let public = ssh_keygen(&key, "ecdsa -b 384", "s3cret");
    let allowed = keys.path().join("allowed_signers");
    std::fs::write(&allowed, format!("flux@example.org {public}")).unwrap();

    let cluster = Cluster::start();
    let http = GitHttp::start("git", TOKEN);
    let (bare, run) = bootstrap_signed(
        &cluster,
        &http,
        &[
            format!("--ssh-signing-key-file={key_arg}"),
            "--ssh-signing-password=s3cret".to_owned(),
        ],
    );
    run.assert_success();
    let allowed_setting = format!("gpg.ssh.allowedSignersFile={}", allowed.display());
    let config = ["gpg.format=ssh", allowed_setting.as_str()];
    assert_eq!(signature_statuses(&bare, &config, &[]), "G\nG\n");
    // The same commits do not verify against another key.
    let other = ssh_keygen(&keys.path().join("signing-other"), "ed25519", "");
    std::fs::write(&allowed, format!("flux@example.org {other}")).unwrap();
    assert_ne!(signature_statuses(&bare, &config, &[]), "G\nG\n");
}

#[test]
fn commits_over_ssh_are_signed_with_the_reused_deploy_key() {
    let cluster = Cluster::start();
    let ssh = SshFixture::start();
    let mut args = ssh.args();
    args.push("--ssh-signing-reuse-private-key".to_owned());
    cluster.bootstrap(&strs(&args)).assert_success();
    let allowed = ssh._keys.path().join("allowed_signers");
    std::fs::write(&allowed, format!("flux@example.org {}", ssh.public_key)).unwrap();
    let allowed_setting = format!("gpg.ssh.allowedSignersFile={}", allowed.display());
    let config = ["gpg.format=ssh", allowed_setting.as_str()];
    assert_eq!(signature_statuses(&ssh.bare, &config, &[]), "G\nG\n");
}

#[test]
fn without_a_private_key_fluxr_pushes_with_the_ssh_agent_and_the_cluster_gets_a_new_key() {
    let keys = tempfile::tempdir().unwrap();
    let user_key = keys.path().join("id_user");
    let user_public = ssh_keygen(&user_key, "ed25519", "");
    let sshd = Sshd::start(&[&user_public]);
    let bare = bare_repo(&sshd.repos(), "fleet.git");
    let url = sshd.url("fleet.git");
    let agent = SshAgent::start(&[&user_key]);
    // Only the agent holds the user's key from here on.
    std::fs::remove_file(&user_key).unwrap();
    let cluster = Cluster::start();
    let args = [
        format!("--url={url}"),
        "--path=clusters/prod".to_owned(),
        "--author-email=flux@example.org".to_owned(),
    ];

    // The host key is checked against the user's known_hosts, as ssh would: unknown is refused.
    let mut refused = cluster.command(&strs(&args));
    refused
        .arg("--silent")
        .env("SSH_AUTH_SOCK", &agent.socket)
        .stdin(Stdio::null());
    let refused = Run::from(refused.output().unwrap());
    assert_eq!(refused.code, Some(1), "{}", refused.stderr);
    assert_eq!(
        refused.failures(),
        [format!(
            "✗ failed to clone repository: host key of '[127.0.0.1]:{}' is not in known_hosts, refusing to connect",
            sshd.port
        )
        .as_str()]
    );

    let ssh_dir = cluster.home.path().join(".ssh");
    std::fs::create_dir_all(&ssh_dir).unwrap();
    std::fs::write(ssh_dir.join("known_hosts"), sshd.known_hosts()).unwrap();
    let mut child = cluster
        .command(&strs(&args))
        .env("SSH_AUTH_SOCK", &agent.socket)
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    // At the prompt, do what the user does: give the printed key access, then answer.
    let mut stderr = child.stderr.take().unwrap();
    let mut seen = Vec::new();
    let mut buffer = [0u8; 4096];
    while !String::from_utf8_lossy(&seen).contains("[y/N]") {
        let read = std::io::Read::read(&mut stderr, &mut buffer).unwrap();
        assert!(read > 0, "{}", String::from_utf8_lossy(&seen));
        seen.extend_from_slice(&buffer[..read]);
    }
    let transcript = String::from_utf8_lossy(&seen).into_owned();
    let deploy_key = transcript
        .lines()
        .find_map(|line| line.strip_prefix("✔ public key: "))
        .expect("the deploy key is printed")
        .to_owned();
    assert_ne!(deploy_key.trim(), user_public.trim());
    sshd.authorize(&deploy_key);
    child.stdin.take().unwrap().write_all(b"y\n").unwrap();
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stderr, &mut rest).unwrap();
    let status = child.wait().unwrap();
    assert!(status.success(), "{transcript}{rest}");

    assert_eq!(
        files(&bare),
        format!("{COMPONENTS}\n{SYNC}\n{KUSTOMIZATION}\n")
    );
    let secret = cluster.object("v1", "Secret", "flux-system");
    assert_eq!(
        secret["data"]["identity.pub"],
        base64(&format!("{}\n", deploy_key.trim()))
    );
    cluster.assert_synced(&bare, "main");
    assert!(cluster.leftovers().is_empty(), "{:?}", cluster.leftovers());
}

#[test]
fn https_behind_a_private_ca_needs_the_ca_file_for_fluxr_and_the_cluster() {
    let cluster = Cluster::start();
    let http = GitHttp::start_tls("git", TOKEN);
    let bare = bare_repo(http.root.path(), "fleet.git");
    let url = http.url("fleet.git");
    let mut args = vec![
        format!("--url={url}"),
        "--token-auth".to_owned(),
        "--username=git".to_owned(),
        format!("--password={TOKEN}"),
        "--path=clusters/prod".to_owned(),
    ];

    let untrusted = cluster.bootstrap(&strs(&args));
    assert_eq!(untrusted.code, Some(1), "{}", untrusted.stderr);
    let failures = untrusted.failures();
    assert_eq!(failures.len(), 1, "{}", untrusted.stderr);
    assert!(failures[0].contains("certificate"), "{}", untrusted.stderr);
    assert!(git(&bare, &["for-each-ref"]).is_empty(), "nothing pushed");

    let ca_pem = http.ca_pem.clone().unwrap();
    let ca_file = cluster.home.path().join("ca.pem");
    std::fs::write(&ca_file, &ca_pem).unwrap();
    args.push(format!("--ca-file={}", ca_file.display()));
    let trusted = cluster.bootstrap(&strs(&args));
    trusted.assert_success();
    let secret = cluster.object("v1", "Secret", "flux-system");
    assert_eq!(secret["data"]["ca.crt"], base64(&ca_pem));
    // The fake source-controller could only clone with that ca.crt.
    cluster.assert_synced(&bare, "main");
}

#[test]
fn https_git_traffic_goes_through_the_proxy_the_environment_names() {
    let cluster = Cluster::start();
    let http = GitHttp::start_tls("git", TOKEN);
    let bare = bare_repo(http.root.path(), "fleet.git");
    // The cluster's API is on 127.0.0.1, exempted below; Git goes to the same host by name.
    let url = http.url("fleet.git").replace("127.0.0.1", "localhost");
    let proxy = support::ConnectProxy::start();
    let ca_file = cluster.home.path().join("ca.pem");
    std::fs::write(&ca_file, http.ca_pem.clone().unwrap()).unwrap();
    let mut command = cluster.command(&[
        &format!("--url={url}"),
        "--token-auth",
        "--username=git",
        &format!("--password={TOKEN}"),
        &format!("--ca-file={}", ca_file.display()),
    ]);
    command
        .env("HTTPS_PROXY", proxy.url())
        .env("NO_PROXY", "127.0.0.1")
        .env_remove("no_proxy")
        .stdin(Stdio::null());
    let run = Run::from(command.output().unwrap());
    run.assert_success();
    assert!(
        proxy.tunnels.load(std::sync::atomic::Ordering::Relaxed) >= 2,
        "the clone and the pushes tunnel through the proxy"
    );
    assert_eq!(files(&bare).lines().count(), 3);
}

/// A smart-HTTP server that takes a token, an empty repository on it and the flags to
/// bootstrap it with `--token-auth`.
struct HttpFixture {
    _http: GitHttp,
    bare: PathBuf,
    url: String,
}

impl HttpFixture {
    fn start() -> HttpFixture {
        let http = GitHttp::start("git", TOKEN);
        let bare = bare_repo(http.root.path(), "fleet.git");
        let url = http.url("fleet.git");
        HttpFixture {
            _http: http,
            bare,
            url,
        }
    }

    fn args(&self) -> Vec<String> {
        vec![
            format!("--url={}", self.url),
            "--allow-insecure-http".to_owned(),
            "--token-auth".to_owned(),
            "--username=git".to_owned(),
            format!("--password={TOKEN}"),
            "--path=clusters/prod".to_owned(),
        ]
    }
}

impl Cluster {
    /// What fluxr server-side applied since `mark`: `<plural>/<name>` for each apply.
    fn applied_since(&self, mark: usize) -> Vec<String> {
        self.writes_since(mark)
            .iter()
            // Server-side applies: fluxr forces every one, as flux's ssa manager does.
            .filter(|write| write.contains("force=true"))
            .map(|write| {
                let path = write.split('?').next().unwrap_or_default();
                let mut segments = path.rsplit('/');
                let name = segments.next().unwrap_or_default();
                let plural = segments.next().unwrap_or_default();
                format!("{plural}/{name}")
            })
            .collect()
    }

    /// The Kustomization's `lastAppliedRevision` is the head of `bare`'s `branch`.
    fn assert_synced(&self, bare: &Path, branch: &str) {
        let head = git(bare, &["rev-parse", branch]).trim().to_owned();
        assert_eq!(
            self.kustomization()["status"]["lastAppliedRevision"],
            format!("{branch}@sha1:{head}")
        );
    }

    fn git_repository(&self) -> Value {
        self.object(
            "source.toolkit.fluxcd.io/v1",
            "GitRepository",
            "flux-system",
        )
    }

    fn remove(&self, api_version: &str, kind: &str) {
        assert!(
            self.kube
                .remove(api_version, kind, Some("flux-system"), "flux-system"),
            "{kind} existed"
        );
    }
}

fn with_arg(args: &[String], flag: &str, value: &str) -> Vec<String> {
    let prefix = format!("{flag}=");
    let mut args: Vec<String> = args
        .iter()
        .filter(|arg| !arg.starts_with(&prefix) && arg.as_str() != flag)
        .cloned()
        .collect();
    args.push(format!("{flag}={value}"));
    args
}

#[test]
fn a_deleted_git_repository_is_applied_again_and_a_deleted_kustomization_reinstalls() {
    let cluster = Cluster::start();
    let repo = HttpFixture::start();
    let args = repo.args();
    cluster.bootstrap(&strs(&args)).assert_success();
    let revision = format!("main@sha1:{}", head(&repo.bare));

    cluster.remove("source.toolkit.fluxcd.io/v1", "GitRepository");
    let mark = cluster.kube.requests().len();
    let run = cluster.bootstrap(&strs(&args));
    run.assert_success();
    assert!(
        run.stderr.contains(
            "► applying GitRepository and Kustomization \"flux-system/flux-system\": the \
             GitRepository is missing from the cluster\n"
        ),
        "{}",
        run.stderr
    );
    assert!(
        !run.stderr.contains("installing components"),
        "{}",
        run.stderr
    );
    assert_eq!(
        cluster.applied_since(mark),
        [
            "secrets/flux-system",
            "gitrepositories/flux-system",
            "kustomizations/flux-system"
        ],
        "the token's secret, as flux applies it, and the sync objects"
    );
    assert_eq!(
        cluster.git_repository()["status"]["artifact"]["revision"],
        revision
    );

    // Without the Kustomization, flux's rule takes the cluster for a new one: everything is
    // installed again, the sync manifests included.
    cluster.remove("kustomize.toolkit.fluxcd.io/v1", "Kustomization");
    let mark = cluster.kube.requests().len();
    let run = cluster.bootstrap(&strs(&args));
    run.assert_success();
    assert!(
        run.stderr.contains(
            "► installing components in \"flux-system\" namespace\n✔ installed components\n"
        ),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("► applying sync manifests\n✔ reconciled sync configuration\n"),
        "{}",
        run.stderr
    );
    let applied = cluster.applied_since(mark);
    for object in [
        "deployments/source-controller",
        "gitrepositories/flux-system",
        "kustomizations/flux-system",
    ] {
        assert!(applied.iter().any(|a| a == object), "{object}: {applied:?}");
    }
    assert_eq!(
        cluster.kustomization()["status"]["lastAppliedRevision"],
        revision
    );
    assert_eq!(
        format!("main@sha1:{}", head(&repo.bare)),
        revision,
        "nothing to commit"
    );
}

#[test]
fn a_new_branch_is_applied_to_the_cluster_before_waiting_for_it() {
    let cluster = Cluster::start();
    let ssh = SshFixture::start();
    cluster.bootstrap(&strs(&ssh.args())).assert_success();
    git(&ssh.bare, &["branch", "prod", "main"]);

    let args = with_arg(&ssh.args(), "--branch", "prod");
    let args = with_arg(&args, "--timeout", "1m");
    let mark = cluster.kube.requests().len();
    let run = cluster.bootstrap(&strs(&args));
    run.assert_success();
    assert!(
        run.stderr.contains(
            "► applying GitRepository and Kustomization \"flux-system/flux-system\": the cluster \
             follows branch \"main\", this run commits to branch \"prod\"\n"
        ),
        "{}",
        run.stderr
    );
    assert_eq!(
        cluster.applied_since(mark),
        [
            "secrets/flux-system",
            "gitrepositories/flux-system",
            "kustomizations/flux-system"
        ]
    );
    let prod = git(&ssh.bare, &["rev-parse", "prod"]).trim().to_owned();
    assert_ne!(prod, head(&ssh.bare), "the sync commit went to prod");
    let repository = cluster.git_repository();
    assert_eq!(repository["spec"]["ref"]["branch"], "prod");
    assert_eq!(
        repository["status"]["artifact"]["revision"],
        format!("prod@sha1:{prod}")
    );
    assert_eq!(
        cluster.kustomization()["status"]["lastAppliedRevision"],
        format!("prod@sha1:{prod}")
    );
}

#[test]
fn a_repository_moved_to_another_host_is_fetched_from_there() {
    let cluster = Cluster::start();
    let old = SshFixture::start();
    cluster.bootstrap(&strs(&old.args())).assert_success();

    // The repository moves to another server with its own host key; the old one goes away.
    let new = Sshd::start(&[&old.public_key]);
    let moved = new.repos().join("fleet.git");
    let status = Command::new("cp")
        .arg("-r")
        .arg(&old.bare)
        .arg(&moved)
        .status()
        .unwrap();
    assert!(status.success());
    let old_url = old.url.clone();
    let key_file = old.key_file.clone();
    let _keys = old._keys;
    drop(old.sshd);
    let url = new.url("fleet.git");
    let args = with_arg(
        &[
            format!("--private-key-file={}", key_file.display()),
            "--path=clusters/prod".to_owned(),
            "--silent".to_owned(),
            "--timeout=1m".to_owned(),
        ],
        "--url",
        &url,
    );
    let run = cluster.bootstrap(&strs(&args));
    run.assert_success();
    assert!(
        run.stderr.contains(&format!(
            "► applying GitRepository and Kustomization \"flux-system/flux-system\": the cluster \
             fetches from \"{old_url}\", this run commits for \"{url}\"\n"
        )),
        "{}",
        run.stderr
    );
    let repository = cluster.git_repository();
    assert_eq!(repository["spec"]["url"], url);
    let known = secret_text(&cluster, "known_hosts");
    assert!(
        known.starts_with(&format!("[127.0.0.1]:{} ", new.port)),
        "the secret trusts the new host: {known}"
    );
    assert_eq!(
        repository["status"]["artifact"]["revision"],
        format!("main@sha1:{}", head(&moved))
    );
    cluster.assert_synced(&moved, "main");
}

/// A key of the source secret, decoded.
fn secret_text(cluster: &Cluster, key: &str) -> String {
    use base64::Engine as _;
    let secret = cluster.object("v1", "Secret", "flux-system");
    let encoded = secret["data"][key].as_str().unwrap_or_default();
    String::from_utf8(
        base64::engine::general_purpose::STANDARD
            .decode(encoded)
            .unwrap(),
    )
    .unwrap()
}

#[test]
fn a_rotated_key_reaches_the_cluster_and_the_source_fetches_with_it() {
    let cluster = Cluster::start();
    let ssh = SshFixture::start();
    cluster.bootstrap(&strs(&ssh.args())).assert_success();
    let before = head(&ssh.bare);

    // The new key replaces the old one on the server.
    let (new_key, new_public) = {
        let pair = generate_key_pair(KeyAlgorithm::Ed25519).unwrap();
        let path = ssh._keys.path().join("rotated-key");
        std::fs::write(&path, &pair.private_key).unwrap();
        (path, pair.public_key)
    };
    (ssh.sshd.key_writer())(vec![new_public.clone()]);
    let args = with_arg(
        &ssh.args(),
        "--private-key-file",
        &new_key.display().to_string(),
    );
    let run = cluster.bootstrap(&strs(&args));
    run.assert_success();
    assert!(
        run.stderr.contains("► applying source secret"),
        "{}",
        run.stderr
    );
    assert!(
        !run.stderr.contains("applying GitRepository"),
        "the source's settings did not change: {}",
        run.stderr
    );
    assert_eq!(head(&ssh.bare), before, "nothing to commit");
    assert_eq!(
        secret_text(&cluster, "identity.pub").trim(),
        new_public.trim()
    );
    // The source handled this run's request, with the new key: the old one is refused now.
    let repository = cluster.git_repository();
    let requested = repository["metadata"]["annotations"]["reconcile.fluxcd.io/requestedAt"]
        .as_str()
        .expect("a reconcile request")
        .to_owned();
    assert_eq!(repository["status"]["lastHandledReconcileAt"], requested);
    assert_eq!(repository["status"]["conditions"][0]["status"], "True");
    assert_eq!(
        repository["status"]["artifact"]["revision"],
        format!("main@sha1:{before}")
    );
}

#[test]
fn a_failed_rollout_fixed_outside_git_succeeds_on_the_next_run() {
    let cluster = Cluster::start();
    let repo = HttpFixture::start();
    let args = repo.args();
    cluster.bootstrap(&strs(&args)).assert_success();
    cluster.kube.set_ready_false(
        "Kustomization",
        "flux-system",
        "flux-system",
        "HealthCheckFailed",
        "health check failed: Deployment/apps/web not ready",
    );
    let failed = cluster.bootstrap(&strs(&args));
    assert_eq!(failed.code, Some(1), "{}", failed.stderr);
    assert_eq!(
        failed.failures(),
        [
            "✗ health check failed: Deployment/apps/web not ready",
            "✗ bootstrap failed with 1 health check failure(s): error while waiting for \
             Kustomization to be ready: 'health check failed: Deployment/apps/web not ready'"
        ]
    );

    // Fixed in the cluster, not in Git: the controller only sees it when asked again.
    cluster
        .kube
        .clear_failure("Kustomization", "flux-system", "flux-system");
    let run = cluster.bootstrap(&strs(&args));
    run.assert_success();
    assert!(
        run.stderr
            .contains("✔ Kustomization reconciled successfully"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_timeout_fails_the_wait_it_ends_and_the_components_get_their_own_timeout() {
    let cluster = Cluster::start();
    let repo = HttpFixture::start();
    cluster.bootstrap(&strs(&repo.args())).assert_success();
    cluster.kube.stop_controller("Kustomization");
    let args = with_arg(&repo.args(), "--timeout", "20s");
    let run = cluster.bootstrap(&strs(&args));
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    // The Kustomization is still Ready from the first run, so flux names no Ready message:
    // the run's context ran out. The components' check has a `--timeout` of its own.
    assert_eq!(
        run.failures(),
        [
            "✗ context deadline exceeded",
            "✗ bootstrap failed with 1 health check failure(s): error while waiting for \
             Kustomization to be ready: 'context deadline exceeded'"
        ],
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("✔ GitRepository reconciled successfully")
    );
    assert!(
        run.stderr.contains("✔ all components are healthy"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_source_that_times_out_not_ready_leaves_the_kustomization_no_time() {
    let cluster = Cluster::start();
    let repo = HttpFixture::start();
    cluster.bootstrap(&strs(&repo.args())).assert_success();
    cluster.kube.set_ready_false(
        "GitRepository",
        "flux-system",
        "flux-system",
        "GitOperationFailed",
        "authentication required",
    );
    cluster.kube.stop_controller("GitRepository");
    let args = with_arg(&repo.args(), "--timeout", "5s");
    let run = cluster.bootstrap(&strs(&args));
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    // The run's context has expired when the Kustomization's wait starts: its first request
    // fails, as client-go's does.
    assert_eq!(
        run.failures(),
        [
            "✗ gitrepository 'flux-system/flux-system' not ready: 'authentication required'",
            "✗ client rate limiter Wait returned an error: context deadline exceeded",
            "✗ bootstrap failed with 2 health check failure(s): [error while waiting for \
             GitRepository to be ready: 'gitrepository 'flux-system/flux-system' not ready: \
             'authentication required'', error while waiting for Kustomization to be ready: \
             'client rate limiter Wait returned an error: context deadline exceeded']"
        ],
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("✔ all components are healthy"));
}

#[test]
fn a_kustomization_yml_of_the_users_is_kept_and_built() {
    let cluster = Cluster::start();
    let repo = HttpFixture::start();
    let user_file = "clusters/prod/flux-system/kustomization.yml";
    let user_kustomization = "apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n\
        resources:\n- gotk-components.yaml\n- gotk-sync.yaml\n\
        patches:\n- patch: |\n    - op: add\n      path: /spec/interval\n      value: 5m0s\n  \
        target:\n    kind: GitRepository\n";
    push_change(&repo.bare, user_file, user_kustomization);

    let run = cluster.bootstrap(&strs(&repo.args()));
    run.assert_success();
    assert_eq!(
        files(&repo.bare),
        format!("{COMPONENTS}\n{SYNC}\n{user_file}\n"),
        "no kustomization.yaml beside the user's"
    );
    assert_eq!(
        git(&repo.bare, &["show", &format!("main:{user_file}")]),
        user_kustomization
    );
    // The user's patch reached the cluster with the sync objects.
    assert_eq!(cluster.git_repository()["spec"]["interval"], "5m0s");
    cluster.assert_synced(&repo.bare, "main");
}

#[test]
fn problems_known_before_the_push_leave_the_repository_untouched() {
    let cluster = Cluster::start();
    let repo = HttpFixture::start();
    let dir = "clusters/prod/flux-system";
    let check = |run: &Run, expected: &str| {
        assert_eq!(run.code, Some(1), "{}", run.stderr);
        assert_eq!(run.failures(), [expected], "{}", run.stderr);
        assert!(!run.stderr.contains("pushing"), "{}", run.stderr);
        assert!(cluster.leftovers().is_empty(), "{:?}", cluster.leftovers());
    };

    // Two kustomization files: kustomize could not build the directory.
    push_change(
        &repo.bare,
        &format!("{dir}/kustomization.yml"),
        "resources: []\n",
    );
    push_change(
        &repo.bare,
        &format!("{dir}/kustomization.yaml"),
        "resources: []\n",
    );
    let before = head(&repo.bare);
    let run = cluster.bootstrap(&strs(&repo.args()));
    check(
        &run,
        &format!(
            "✗ \"{dir}\" holds several kustomization files (kustomization.yaml, \
             kustomization.yml): kustomize cannot build it, keep one of them"
        ),
    );
    assert_eq!(head(&repo.bare), before);

    // One that leaves Flux out: the cluster would prune itself.
    push_removal(&repo.bare, &format!("{dir}/kustomization.yaml"));
    let before = head(&repo.bare);
    let run = cluster.bootstrap(&strs(&repo.args()));
    check(
        &run,
        &format!(
            "✗ the kustomization of \"{dir}\" does not include the Deployment \
             \"flux-system/source-controller\": it must list gotk-components.yaml and \
             gotk-sync.yaml, or the cluster would prune Flux"
        ),
    );
    assert_eq!(head(&repo.bare), before);

    // A file where fluxr needs a directory.
    let other = HttpFixture::start();
    push_change(&other.bare, "clusters/prod", "not a directory\n");
    let before = head(&other.bare);
    let run = cluster.bootstrap(&strs(&other.args()));
    check(
        &run,
        "✗ cannot write \"clusters/prod/flux-system/gotk-components.yaml\" in the repository: \
         \"clusters/prod\" is a file, not a directory",
    );
    assert_eq!(head(&other.bare), before);

    // A branch that is not there.
    let args = with_arg(&other.args(), "--branch", "nope");
    let run = cluster.bootstrap(&strs(&args));
    check(
        &run,
        &format!(
            "✗ failed to clone repository: branch 'nope' not found in '{}'",
            other.url
        ),
    );
    assert_eq!(head(&other.bare), before);
    assert!(
        cluster
            .kube
            .object("v1", "Secret", Some("flux-system"), "flux-system")
            .is_none(),
        "nothing applied either"
    );
}

#[test]
fn dropping_a_component_names_the_kinds_it_takes_away_and_asks() {
    let cluster = Cluster::start();
    let repo = HttpFixture::start();
    cluster.bootstrap(&strs(&repo.args())).assert_success();
    let before = head(&repo.bare);
    let without_helm = with_arg(
        &repo.args(),
        "--components",
        "source-controller,kustomize-controller,notification-controller",
    );
    let warning = "⚠️ dropping helm-controller removes its CustomResourceDefinitions, and with \
                   them every object of their kinds in the cluster: HelmRelease \
                   (helm.toolkit.fluxcd.io)\n";

    // No answer (stdin is not a terminal) is no.
    let run = cluster.bootstrap(&strs(&without_helm));
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stderr.contains(warning), "{}", run.stderr);
    assert!(
        run.stderr.ends_with(
            "? Drop helm-controller and delete those objects? [y/N] ✗ aborting: helm-controller \
             stays in the repository; pass --force to drop it without asking\n"
        ),
        "{}",
        run.stderr
    );
    assert_eq!(head(&repo.bare), before, "nothing pushed");

    let mut forced = without_helm.clone();
    forced.push("--force".to_owned());
    let run = cluster.bootstrap(&strs(&forced));
    run.assert_success();
    assert!(run.stderr.contains(warning), "{}", run.stderr);
    assert!(!run.stderr.contains("[y/N]"), "{}", run.stderr);
    let components = git(&repo.bare, &["show", &format!("main:{COMPONENTS}")]);
    assert!(!components.contains("name: helmreleases.helm.toolkit.fluxcd.io"));
    assert!(components.contains("name: alerts.notification.toolkit.fluxcd.io"));

    // Nothing more to drop: no question.
    let run = cluster.bootstrap(&strs(&without_helm));
    run.assert_success();
    assert!(!run.stderr.contains("dropping"), "{}", run.stderr);

    // --silent answers yes, and still names what goes.
    let mut silent = with_arg(
        &repo.args(),
        "--components",
        "source-controller,kustomize-controller",
    );
    silent.push("--silent".to_owned());
    let run = cluster.bootstrap(&strs(&silent));
    run.assert_success();
    let line = run
        .stderr
        .lines()
        .find(|line| line.contains("dropping notification-controller"))
        .unwrap_or_else(|| panic!("{}", run.stderr));
    for kind in ["Alert", "Provider", "Receiver"] {
        assert!(
            line.contains(&format!("{kind} (notification.toolkit.fluxcd.io)")),
            "{line}"
        );
    }
    assert!(!run.stderr.contains("[y/N]"), "{}", run.stderr);
    let components = git(&repo.bare, &["show", &format!("main:{COMPONENTS}")]);
    assert!(!components.contains("name: alerts.notification.toolkit.fluxcd.io"));
}

#[test]
fn the_url_and_its_credentials_are_checked_after_the_cluster_as_flux_checks_them() {
    // bootstrap_git.go: url.Parse, then the cluster (KubeClient, confirmBootstrap) and the
    // version, then the CA file and getAuthOpts, whose errors name the URL.
    let unreachable = support::unreachable_kubeconfig();
    let run = |kubeconfig: &Path, args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_fluxr"))
            .args(["bootstrap", "git", "--silent"])
            .args(args)
            .arg(format!("--kubeconfig={}", kubeconfig.display()))
            .env_remove("GIT_PASSWORD")
            .env_remove("KUBECONFIG")
            .stdin(Stdio::null())
            .output()
            .expect("fluxr runs");
        Run::from(output)
    };
    for args in [
        &[][..],
        &["--url=ftp://host/fleet.git"],
        &["--url=https://host/fleet.git", "--ca-file=/no/such.crt"],
        &["--url=https://host/fleet.git", "--sparse-checkout=apps"],
    ] {
        let offline = run(&unreachable.1, args);
        assert_eq!(offline.code, Some(1), "{args:?}");
        let failures = offline.failures();
        assert_eq!(failures.len(), 1, "{args:?}: {failures:?}");
        assert!(
            failures[0].starts_with("✗ cluster info unavailable: "),
            "{args:?}: {failures:?}"
        );
    }
    // --token-auth without a password asks for it before anything else, URL or not; stdin
    // that ends without an answer fails there, in flux's words.
    let asked = run(&unreachable.1, &["--token-auth"]);
    assert_eq!(
        asked.stderr,
        "Please enter your Git repository password: ✗ could not read token: could not read \
         from stdin: EOF\n"
    );
    // Go's url.Parse comes first.
    let bad = run(&unreachable.1, &["--url=ssh://a b/fleet.git"]);
    assert_eq!(
        bad.failures(),
        ["✗ parse \"ssh://a b/fleet.git\": invalid character \" \" in host name"]
    );

    let cluster = Cluster::start();
    let on_cluster = |args: &[&str]| -> Vec<String> {
        let run = run(&cluster.kubeconfig, args);
        run.failures().into_iter().map(str::to_owned).collect()
    };
    assert_eq!(
        on_cluster(&[]),
        ["✗ failed to create authentication options for : scheme \"\" is not supported"]
    );
    assert_eq!(
        on_cluster(&["--url=ftp://host/fleet.git"]),
        [
            "✗ failed to create authentication options for ftp://host/fleet.git: scheme \"ftp\" is not supported"
        ]
    );
    assert_eq!(
        on_cluster(&["--url=http://host/fleet.git"]),
        [
            "✗ failed to create authentication options for http://host/fleet.git: scheme http is insecure, pass --allow-insecure-http=true to allow it"
        ]
    );
    assert_eq!(
        on_cluster(&[
            "--url=ssh://git@host/fleet.git",
            "--private-key-file=/no/such.key"
        ]),
        [
            "✗ failed to create authentication options for ssh://git@host/fleet.git: open /no/such.key: no such file or directory"
        ]
    );
    // The parse error is the cause, printed once after fluxr's message.
    assert_eq!(
        on_cluster(&["--url=ssh://git@host:99999/x", "--path=a"]),
        [
            "✗ failed to create authentication options for ssh://git@host:99999/x: parse \"ssh://git@host:99999/x\": invalid port \":99999\" after host"
        ]
    );
    assert_eq!(
        on_cluster(&["--url=ssh://git@host/x", "--ssh-hostname=h:99x"]),
        ["✗ invalid --ssh-hostname \"h:99x\": invalid port \":99x\" after host"]
    );
    assert_eq!(
        on_cluster(&["--url=https://host/fleet.git", "--ca-file=/no/such.crt"]),
        ["✗ unable to read TLS CA file: open /no/such.crt: no such file or directory"]
    );
    assert!(
        cluster.writes_since(0).is_empty(),
        "{:?}",
        cluster.writes_since(0)
    );
}
