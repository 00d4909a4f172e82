//! What every adversarial test needs: a repository written by an attacker, a secret beside it
//! that must never come out, and fluxr run as CI runs it, under a memory limit and a deadline.
#![allow(dead_code)]

#[path = "../support/mod.rs"]
pub mod support;

use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The text of every secret the tests plant: in a file outside the repository and in the
/// environment of fluxr. It must never appear in what fluxr prints.
pub const SECRET: &str = "HOSTILE-SECRET-7f3a91";

/// The address space fluxr may use (`RLIMIT_AS`): far more than any of these builds needs, far
/// less than reading an endless file or a runaway recursion would take.
pub const MEMORY_LIMIT: u64 = 1024 * 1024 * 1024;

/// How long one run may take. A debug build of a case that is refused takes well under a second;
/// the bound is there to catch a hang or a quadratic blow-up, not to measure speed.
pub const DEADLINE: Duration = Duration::from_secs(60);

/// A scratch directory holding `repo/` (what the pull request brings) and `outside/secret.txt`.
pub struct Scene {
    pub dir: tempfile::TempDir,
}

impl Scene {
    pub fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("repo")).unwrap();
        fs::create_dir_all(dir.path().join("outside")).unwrap();
        fs::write(
            dir.path().join("outside/secret.txt"),
            format!("token: {SECRET}\n"),
        )
        .unwrap();
        fs::write(
            dir.path().join("outside/secret.yaml"),
            format!("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: stolen\ndata:\n  token: {SECRET}\n"),
        )
        .unwrap();
        Scene { dir }
    }

    pub fn root(&self) -> PathBuf {
        fs::canonicalize(self.dir.path()).unwrap()
    }

    pub fn repo(&self) -> PathBuf {
        self.root().join("repo")
    }

    pub fn secret_file(&self) -> PathBuf {
        self.root().join("outside/secret.txt")
    }

    /// Writes a file of the repository.
    pub fn write(&self, rel: &str, text: impl AsRef<[u8]>) {
        let path = self.repo().join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }

    /// Adds a symbolic link to the repository.
    pub fn link(&self, rel: &str, target: impl AsRef<Path>) {
        let path = self.repo().join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::os::unix::fs::symlink(target, path).unwrap();
    }

    /// Makes the repository a git repository with everything committed.
    pub fn commit(&self, message: &str) {
        let repo = self.repo();
        if !repo.join(".git").exists() {
            git(&repo, &["init", "-q", "-b", "main"]);
        }
        git(&repo, &["add", "-A"]);
        git(
            &repo,
            &[
                "-c",
                "user.name=ci",
                "-c",
                "user.email=ci@example.org",
                "commit",
                "-q",
                "--allow-empty",
                "-m",
                message,
            ],
        );
    }

    /// Writes the Flux Kustomization manifest `ks.yaml` (name `app`) for `path`. It sets a target
    /// namespace, as a real one must for namespaced objects written without one: the API server
    /// refuses those, and so does a diff's dry run.
    pub fn flux_kustomization(&self, path: &str) {
        self.write(
            "ks.yaml",
            format!(
                "apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  \
                 name: app\n  namespace: flux-system\nspec:\n  interval: 10m\n  path: {path}\n  \
                 prune: true\n  targetNamespace: default\n  sourceRef:\n    kind: GitRepository\n    \
                 name: fleet\n"
            ),
        );
    }
}

pub fn git(dir: &Path, args: &[&str]) {
    let out = Command::new("git")
        .args(args)
        .current_dir(dir)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("HOME", dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "git {args:?}: {out:?}");
}

/// What a run printed and how it ended.
#[derive(Debug)]
pub struct Outcome {
    /// The exit code; `None` when a signal ended the process.
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
}

impl Outcome {
    /// The run failed with exit code `code` and exactly one line on stderr, a `✗` line that
    /// contains `needle`; nothing on either stream holds the secret.
    pub fn assert_refused(&self, code: i32, needle: &str) {
        self.assert_clean();
        assert_eq!(self.code, Some(code), "{self:#?}");
        let lines: Vec<&str> = self.stderr.lines().collect();
        assert_eq!(lines.len(), 1, "want one error line: {self:#?}");
        assert!(lines[0].starts_with("✗ "), "{self:#?}");
        assert!(lines[0].contains(needle), "want {needle:?}: {self:#?}");
    }

    /// The run succeeded and printed no secret.
    pub fn assert_ok(&self) {
        self.assert_exit(0);
    }

    /// The run ended with `code` and printed no secret.
    pub fn assert_exit(&self, code: i32) {
        self.assert_clean();
        assert_eq!(self.code, Some(code), "{self:#?}");
    }

    /// Whatever the outcome: no secret printed, no crash, no panic.
    pub fn assert_clean(&self) {
        assert!(
            !self.stdout.contains(SECRET) && !self.stderr.contains(SECRET),
            "the secret was printed: {self:#?}"
        );
        assert!(self.code.is_some(), "killed by a signal: {self:#?}");
        assert!(!self.stderr.contains("panicked"), "{self:#?}");
    }
}

/// Runs fluxr with `args` in `cwd`, under [`MEMORY_LIMIT`] (through util-linux's `prlimit`) and
/// [`DEADLINE`], with the secret in its environment and `stdin` (nothing when `None`).
pub fn run_in(cwd: &Path, args: &[&str], stdin: Option<Stdio>) -> Outcome {
    run_with(cwd, args, stdin, &[])
}

pub fn run_with(cwd: &Path, args: &[&str], stdin: Option<Stdio>, env: &[(&str, &str)]) -> Outcome {
    let bin = env!("CARGO_BIN_EXE_fluxr");
    let mut cmd = Command::new("prlimit");
    cmd.arg(format!("--as={MEMORY_LIMIT}"))
        .arg("--")
        .arg(bin)
        .args(args)
        .current_dir(cwd)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", cwd)
        .env("NO_COLOR", "1")
        .env("CI_DEPLOY_TOKEN", SECRET)
        .stdin(stdin.unwrap_or_else(Stdio::null))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (key, value) in env {
        cmd.env(key, value);
    }
    let start = Instant::now();
    let mut child = cmd.spawn().expect("prlimit (util-linux) runs fluxr");
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stdout.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stderr.read_to_end(&mut buf);
        buf
    });
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > DEADLINE {
            let _ = child.kill();
            let _ = child.wait();
            panic!("fluxr {args:?} ran past {DEADLINE:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let elapsed = start.elapsed();
    let stdout = String::from_utf8_lossy(&out_reader.join().unwrap()).into_owned();
    let stderr = String::from_utf8_lossy(&err_reader.join().unwrap()).into_owned();
    Outcome {
        code: status.code(),
        stdout,
        stderr,
        elapsed,
    }
}

/// Runs fluxr with `input` on stdin.
pub fn run_piped(cwd: &Path, args: &[&str], input: &[u8]) -> Outcome {
    let file = tempfile::NamedTempFile::new().unwrap();
    file.as_file().write_all(input).unwrap();
    let stdin = fs::File::open(file.path()).unwrap();
    run_in(cwd, args, Some(Stdio::from(stdin)))
}

/// The entry points that read a repository, each as a CI job runs it against `scene`'s repo:
/// `kustomize build`, `build kustomization`, `diff kustomization --base` and `diff
/// kustomization` against a cluster (the fake API server, with no Kustomization yet).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    KustomizeBuild,
    BuildKustomization,
    DiffBase,
    DiffCluster,
}

pub const ENTRIES: [Entry; 4] = [
    Entry::KustomizeBuild,
    Entry::BuildKustomization,
    Entry::DiffBase,
    Entry::DiffCluster,
];

/// A fake cluster with the namespaces and the Kustomization CRD that `diff kustomization` needs.
pub fn cluster() -> support::FakeKube {
    let kube = support::FakeKube::start();
    for namespace in ["default", "flux-system"] {
        kube.insert(serde_json::json!({"apiVersion": "v1", "kind": "Namespace",
            "metadata": {"name": namespace}, "status": {"phase": "Active"}}));
    }
    let crd = fluxr::api::crds()
        .into_iter()
        .find(|crd| crd["metadata"]["name"] == "kustomizations.kustomize.toolkit.fluxcd.io")
        .expect("the Kustomization CRD is embedded");
    kube.insert(crd);
    kube
}

impl Entry {
    /// Runs this entry point on `dir` (relative to the repository). The Flux Kustomization is
    /// `ks.yaml`, written for `dir` unless the test wrote its own.
    pub fn run(self, scene: &Scene, dir: &str) -> Outcome {
        let repo = scene.repo();
        if self != Entry::KustomizeBuild && !repo.join("ks.yaml").exists() {
            scene.flux_kustomization(dir);
        }
        match self {
            Entry::KustomizeBuild => run_in(&repo, &["kustomize", "build", dir], None),
            Entry::BuildKustomization => run_in(
                &repo,
                &[
                    "build",
                    "kustomization",
                    "app",
                    "--path",
                    dir,
                    "--kustomization-file",
                    "ks.yaml",
                ],
                None,
            ),
            Entry::DiffBase => {
                scene.commit("change");
                run_in(
                    &repo,
                    &[
                        "diff",
                        "kustomization",
                        "app",
                        "--path",
                        dir,
                        "--kustomization-file",
                        "ks.yaml",
                        "--base",
                        "HEAD",
                        "--progress-bar=false",
                    ],
                    None,
                )
            }
            Entry::DiffCluster => {
                let kube = cluster();
                let kubeconfig = kube.kubeconfig(&scene.root());
                run_with(
                    &repo,
                    &[
                        "diff",
                        "kustomization",
                        "app",
                        "--path",
                        dir,
                        "--kustomization-file",
                        "ks.yaml",
                        "--ignore-not-found",
                        "--progress-bar=false",
                    ],
                    None,
                    &[("KUBECONFIG", &kubeconfig.display().to_string())],
                )
            }
        }
    }

    /// The exit code a refusal has here: 1 for most commands, 2 for `diff` (1 means "changed").
    pub fn error_code(self) -> i32 {
        match self {
            Entry::DiffBase | Entry::DiffCluster => 2,
            _ => 1,
        }
    }

    /// The exit code of a build that succeeds: 0, but 1 for a diff against the cluster, where
    /// every object is new.
    pub fn success_code(self) -> i32 {
        match self {
            Entry::DiffCluster => 1,
            _ => 0,
        }
    }
}
