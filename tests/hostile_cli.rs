//! What a CI job sees of fluxr around the input: a closed stdout pipe ends the process quietly
//! (141, nothing on stderr) and never reads as "changes found" from `diff`; `diff` keeps exit 1
//! for changes only, with usage and I/O errors on 2; credentials in a Git URL never reach the
//! output; and `migrate -f` changes nothing unless it can rewrite every file.

mod hostile_common;

use std::fs;
use std::io::Write as _;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;
use std::process::{Command, Stdio};

use hostile_common::support::{FakeKube, GitHttp, bare_repo};
use hostile_common::{Scene, run_in};

/// A token that must never be printed.
const TOKEN: &str = "ghp-url-token-5e1c";

const CONFIG_MAP: &str = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  a: b\n";

/// Runs fluxr with a stdout whose reading end is already closed: the first write fails.
fn run_with_closed_stdout(cwd: &Path, args: &[&str], stdin: &[u8]) -> (Option<i32>, String) {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut child = Command::new(env!("CARGO_BIN_EXE_fluxr"))
        .args(args)
        .current_dir(cwd)
        .env("NO_COLOR", "1")
        .env("HOME", cwd)
        .env_remove("KUBECONFIG")
        .stdin(Stdio::piped())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command that does not read stdin may have ended (and closed it) already.
    let _ = std::io::Write::write_all(&mut child.stdin.take().unwrap(), stdin);
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Every command that prints data ends with 141 and says nothing when its reader has gone, as
/// `flux` (and any Unix filter) does under `| head`.
#[test]
fn a_closed_pipe_ends_every_data_command_quietly() {
    let scene = Scene::new();
    scene.write("app/kustomization.yaml", "resources:\n- cm.yaml\n");
    scene.write("app/cm.yaml", CONFIG_MAP);
    scene.flux_kustomization("app");
    // Enough documents for the output to be written on two threads.
    let many: String = (0..600)
        .map(|n| format!("---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm{n}\n"))
        .collect();
    scene.write("many/kustomization.yaml", "resources:\n- all.yaml\n");
    scene.write("many/all.yaml", &many);
    let ks = [
        "kustomization",
        "app",
        "--path",
        "app",
        "--kustomization-file",
        "ks.yaml",
    ];
    let build: Vec<&str> = ["build"].iter().chain(&ks).copied().collect();
    let commands: Vec<Vec<&str>> = vec![
        vec!["install", "--export"],
        vec!["completion", "bash"],
        vec![
            "create",
            "source",
            "git",
            "app",
            "--url=https://h/x",
            "--branch=main",
            "--export",
        ],
        vec!["kustomize", "build", "app"],
        vec!["kustomize", "build", "many"],
        build,
        vec!["envsubst"],
        vec!["version", "--client"],
        vec!["plugin", "list"],
        // Answered before the Rust runtime starts (src/main.rs).
        vec!["--version"],
        vec!["--help"],
        vec!["-h"],
        vec![],
    ];
    for args in commands {
        let (code, stderr) = run_with_closed_stdout(&scene.repo(), &args, b"a: ${A:=b}\n");
        assert_eq!((code, stderr.as_str()), (Some(141), ""), "{args:?}");
    }
}

/// A diff that found changes but cannot print them is not "changes found" (1): the pipe
/// status 141 tells the job that its reader went away.
#[test]
fn a_closed_pipe_is_not_a_diff_result() {
    let scene = Scene::new();
    scene.write("app/kustomization.yaml", "resources:\n- cm.yaml\n");
    scene.write("app/cm.yaml", CONFIG_MAP);
    scene.flux_kustomization("app");
    scene.commit("base");
    scene.write("app/cm.yaml", CONFIG_MAP.replace("a: b", "a: changed"));
    let args = [
        "diff",
        "kustomization",
        "app",
        "--path",
        "app",
        "--kustomization-file",
        "ks.yaml",
        "--base",
        "HEAD",
        "--progress-bar=false",
    ];
    let out = run_in(&scene.repo(), &args, None);
    out.assert_exit(1);
    assert!(out.stdout.contains("changed"), "{out:#?}");
    let (code, stderr) = run_with_closed_stdout(&scene.repo(), &args, b"");
    assert_eq!((code, stderr.as_str()), (Some(141), ""));
}

/// `diff` exits 1 only for changes, so that `[ $? -le 1 ]` in CI means "the diff ran": usage
/// errors and errors reading the input exit 2, with one error line.
#[test]
fn diff_errors_exit_2() {
    let scene = Scene::new();
    scene.write("app/kustomization.yaml", "resources:\n- cm.yaml\n");
    scene.write("app/cm.yaml", CONFIG_MAP);
    scene.flux_kustomization("app");
    scene.commit("base");
    let diff = |extra: &[&str]| {
        let mut args = vec!["diff", "kustomization", "app"];
        args.extend_from_slice(extra);
        run_in(&scene.repo(), &args, None)
    };
    let base = ["--kustomization-file", "ks.yaml", "--base", "HEAD"];
    for (extra, needle) in [
        (vec!["--path", "app", "--bogus"], "unknown flag: --bogus"),
        (
            vec!["--path", "app", "--timeout=soon"],
            "invalid argument \"soon\" for \"--timeout\" flag",
        ),
        (vec!["--path", "missing"], "invalid resource path"),
        (
            vec!["--path", "app", "--kustomization-file", "missing.yaml"],
            "invalid kustomization file",
        ),
        (
            [&["--path", "app", "--base", "no-such-rev"][..], &base[..2]].concat(),
            "unknown git revision \"no-such-rev\"",
        ),
    ] {
        let out = diff(&extra);
        out.assert_refused(2, needle);
        assert_eq!(out.stdout, "", "{out:#?}");
    }
    // A file of the tree that cannot be read is an error, not a change.
    fs::write(scene.repo().join("app/cm.yaml"), b"a: \xff\n").unwrap();
    let out = diff(&[&["--path", "app"][..], &base[..]].concat());
    out.assert_refused(2, "invalid leading UTF-8 octet");
    // No cluster to compare with is an error too: without a kubeconfig, clientcmd's default
    // server ($KUBERNETES_MASTER here, so that nothing on localhost:8080 answers).
    let out = hostile_common::run_with(
        &scene.repo(),
        &[
            "diff",
            "kustomization",
            "app",
            "--path",
            "app",
            "--progress-bar=false",
        ],
        None,
        &[("KUBERNETES_MASTER", "http://127.0.0.1:1")],
    );
    out.assert_refused(2, "Kubernetes API server http://127.0.0.1:1 is unreachable");
    // Without changes the diff exits 0.
    fs::write(scene.repo().join("app/cm.yaml"), CONFIG_MAP).unwrap();
    let out = diff(&[&["--path", "app", "--progress-bar=false"][..], &base[..]].concat());
    out.assert_ok();
    assert_eq!(out.stdout, "");
}

/// A user name and token written into `--url` are used, never shown: every line that names
/// the URL shows `xxxxx` for the password, as flux does.
#[test]
fn credentials_in_a_git_url_are_never_printed() {
    let http = GitHttp::start("git", "the-right-token");
    bare_repo(http.root.path(), "fleet.git");
    let kube = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = kube.kubeconfig(dir.path());
    let url = http
        .url("fleet.git")
        .replace("://", &format!("://git:{TOKEN}@"));
    let run = |args: &[&str]| {
        let mut out = Command::new(env!("CARGO_BIN_EXE_fluxr"))
            .args(args)
            .arg(format!("--kubeconfig={}", kubeconfig.display()))
            .env("HOME", dir.path())
            .env("TMPDIR", dir.path())
            .env("NO_COLOR", "1")
            .env_remove("GIT_PASSWORD")
            .env_remove("KUBECONFIG")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // `--token-auth` asks for the password: an empty line answers, leaving the URL's.
        out.stdin.take().unwrap().write_all(b"\n").unwrap();
        let out = out.wait_with_output().unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.code(), text)
    };
    let (code, text) = run(&[
        "bootstrap",
        "git",
        &format!("--url={url}"),
        "--allow-insecure-http",
        "--token-auth",
        "--path=clusters/prod",
        "--silent",
    ]);
    assert_eq!(code, Some(1), "{text}");
    assert!(!text.contains(TOKEN), "{text}");
    assert!(text.contains("git:xxxxx@127.0.0.1"), "{text}");
    assert!(text.lines().last().unwrap().starts_with("✗ "), "{text}");

    // A URL that does not parse is quoted in the error, redacted.
    for args in [
        vec!["bootstrap", "git", "--silent"],
        vec![
            "create",
            "source",
            "git",
            "app",
            "--branch=main",
            "--export",
        ],
    ] {
        let bad = format!("--url=https://git:{TOKEN}@host:port/x");
        let (code, text) = run(&[&args[..], &[&bad]].concat());
        assert_eq!(code, Some(1), "{text}");
        assert!(!text.contains(TOKEN), "{text}");
        assert!(text.contains("git:xxxxx@host:port"), "{text}");
        assert_eq!(text.lines().count(), 1, "{text}");
    }
    assert!(!everything_under(dir.path()).contains(TOKEN));
}

/// Every file fluxr may have left under `dir` (clones, configs), as text.
fn everything_under(dir: &Path) -> String {
    let mut text = String::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(path) = stack.pop() {
        let Ok(meta) = fs::symlink_metadata(&path) else {
            continue;
        };
        if meta.is_dir() {
            stack.extend(fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else if meta.is_file() {
            text.push_str(&String::from_utf8_lossy(&fs::read(&path).unwrap()));
        }
    }
    text
}

const OLD: &str = "apiVersion: source.toolkit.fluxcd.io/v1beta2\nkind: GitRepository\n\
metadata:\n  name: app\n";

/// `migrate -f` checks that it can write every file before it changes the first: one file it
/// may not write stops the run with "permission denied" and every file as it was. As root
/// every file is writable, so the run drops to an unprivileged user.
#[test]
fn migrate_changes_nothing_unless_every_file_is_writable() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("fleet");
    fs::create_dir_all(&root).unwrap();
    for path in [dir.path(), root.as_path()] {
        fs::set_permissions(path, fs::Permissions::from_mode(0o755)).unwrap();
    }
    // "a" is rewritten first: it must still be as it was after the run.
    for (name, mode) in [("a.yaml", 0o666), ("b.yaml", 0o444), ("c.yaml", 0o666)] {
        let path = root.join(name);
        fs::write(&path, OLD).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(mode)).unwrap();
    }
    let as_root = fs::metadata(root.join("a.yaml")).unwrap().uid() == 0;
    let mut command = if as_root {
        let mut command = Command::new("setpriv");
        command.args([
            "--reuid=65534",
            "--regid=65534",
            "--clear-groups",
            "--",
            env!("CARGO_BIN_EXE_fluxr"),
        ]);
        command
    } else {
        Command::new(env!("CARGO_BIN_EXE_fluxr"))
    };
    let out = command
        .args(["migrate", "-f", "fleet", "--yes"])
        .current_dir(dir.path())
        .env("NO_COLOR", "1")
        .env("HOME", dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.ends_with(&format!(
            "✗ failed to write file {b}: open {b}: permission denied\n",
            b = "fleet/b.yaml"
        )),
        "{stderr}"
    );
    for name in ["a.yaml", "b.yaml", "c.yaml"] {
        assert_eq!(fs::read_to_string(root.join(name)).unwrap(), OLD, "{name}");
    }
    let left: Vec<_> = fs::read_dir(&root).unwrap().collect();
    assert_eq!(left.len(), 3, "nothing else is left in the directory");
}
