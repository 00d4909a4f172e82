//! `fluxr diff kustomization --base REV` as a pull-request job runs it: the working tree against
//! a git revision of the same repository, offline, with flux's exit codes.

mod support;

use std::fs;
use std::path::Path;

use assert_cmd::Command;
use support::git;

fn fluxr(cwd: &Path) -> Command {
    let mut cmd = Command::cargo_bin("fluxr").unwrap();
    cmd.env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("NO_COLOR", "1")
        .current_dir(cwd);
    cmd
}

fn write(root: &Path, rel: &str, text: &str) {
    let path = root.join(rel);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

fn commit(root: &Path, message: &str) {
    git(root, &["add", "-A"]);
    git(
        root,
        &[
            "-c",
            "user.name=ci",
            "-c",
            "user.email=ci@example.org",
            "commit",
            "-q",
            "-m",
            message,
        ],
    );
}

const ROOT_KS: &str = "\
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: cluster
  namespace: flux-system
spec:
  interval: 10m
  path: ./clusters/prod
  prune: true
  sourceRef:
    kind: GitRepository
    name: fleet
";

const APPS_KS: &str = "\
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: apps
  namespace: flux-system
spec:
  interval: 10m
  path: ./apps
  prune: true
  sourceRef:
    kind: GitRepository
    name: fleet
  targetNamespace: web
  postBuild:
    substitute:
      domain: example.org
";

const SERVICE: &str = "\
apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  ports:
  - name: http
    port: 9898
  - name: grpc
    port: 9999
";

const SECRET: &str = "\
apiVersion: v1
kind: Secret
metadata:
  name: db
data:
  password: b2xkLXBhc3N3b3Jk
";

const CONFIG: &str = "\
apiVersion: v1
kind: ConfigMap
metadata:
  name: web
data:
  host: web.${domain}
  nginx.conf: |
    server {
      listen 80;
    }
";

/// A repository with a root Kustomization that leads to `apps`, committed once.
fn repo() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    git(root, &["init", "-q", "-b", "main"]);
    write(root, "clusters/prod/flux-system/cluster.yaml", ROOT_KS);
    write(root, "clusters/prod/apps.yaml", APPS_KS);
    write(root, "apps/service.yaml", SERVICE);
    write(root, "apps/secret.yaml", SECRET);
    write(root, "apps/config.yaml", CONFIG);
    commit(root, "base");
    dir
}

fn diff(root: &Path, extra: &[&str]) -> (i32, String, String) {
    let out = fluxr(root)
        .args([
            "diff",
            "kustomization",
            "cluster",
            "--path",
            "./clusters/prod",
        ])
        .args([
            "--kustomization-file",
            "./clusters/prod/flux-system/cluster.yaml",
        ])
        .args([
            "--recursive",
            "--local-sources",
            "GitRepository/flux-system/fleet=./",
        ])
        .args(extra)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn an_unchanged_tree_has_no_diff() {
    let dir = repo();
    let (code, stdout, stderr) = diff(dir.path(), &["--base", "HEAD"]);
    assert_eq!((code, stdout.as_str(), stderr.as_str()), (0, "", ""));
}

#[test]
fn a_change_is_reported_per_object_and_exits_1() {
    let dir = repo();
    let root = dir.path();
    write(root, "apps/service.yaml", &SERVICE.replace("9898", "8080"));
    write(
        root,
        "apps/secret.yaml",
        &SECRET.replace("b2xkLXBhc3N3b3Jk", "bmV3LXBhc3N3b3Jk"),
    );
    write(
        root,
        "apps/config.yaml",
        &CONFIG.replace("listen 80;", "listen 8080;\n      gzip on;"),
    );
    write(
        root,
        "apps/extra.yaml",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: extra\ndata:\n  a: b\n",
    );
    write(
        root,
        "clusters/prod/apps.yaml",
        &APPS_KS.replace("interval: 10m", "interval: 5m"),
    );
    let (code, stdout, stderr) = diff(root, &["--base", "main"]);
    assert_eq!(code, 1, "{stderr}");
    assert_eq!(
        stderr,
        "⚠️ identified at least one change, exiting with non-zero exit code\n"
    );
    // The secret's values never show, only that one changed.
    assert!(!stdout.contains("bmV3") && !stdout.contains("b2xk"));
    insta::assert_snapshot!(stdout);
}

#[test]
fn removed_objects_are_deleted_and_a_new_kustomization_is_created() {
    let dir = repo();
    let root = dir.path();
    fs::remove_file(root.join("apps/secret.yaml")).unwrap();
    write(
        root,
        "clusters/prod/extra.yaml",
        &APPS_KS
            .replace("name: apps", "name: extra")
            .replace("./apps", "./extra"),
    );
    write(
        root,
        "extra/cm.yaml",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: extra\n",
    );
    let (code, stdout, _) = diff(root, &["--base", "HEAD"]);
    assert_eq!(code, 1);
    insta::assert_snapshot!(stdout);
}

#[test]
fn the_working_tree_is_compared_with_a_committed_revision_not_checked_out() {
    // Two commits: diffing against the first shows both changes, against HEAD only the
    // uncommitted one; the working tree and HEAD stay as they were.
    let dir = repo();
    let root = dir.path();
    write(root, "apps/service.yaml", &SERVICE.replace("9999", "7777"));
    commit(root, "grpc port");
    write(root, "apps/service.yaml", &SERVICE.replace("9999", "6666"));
    let (_, against_first, _) = diff(root, &["--base", "HEAD~1"]);
    assert!(
        against_first.contains("- 9999\n+ 6666\n"),
        "{against_first}"
    );
    let (_, against_head, _) = diff(root, &["--base", "HEAD"]);
    assert!(against_head.contains("- 7777\n+ 6666\n"), "{against_head}");
    assert!(git(root, &["status", "--porcelain"]).contains(" M apps/service.yaml"));
    assert!(!root.join("apps/kustomization.yaml").exists());
}

#[test]
fn errors_exit_2() {
    let dir = repo();
    let (code, stdout, stderr) = diff(dir.path(), &["--base", "no-such-rev"]);
    assert_eq!(code, 2);
    assert_eq!(stdout, "");
    assert!(
        stderr.starts_with("✗ unknown git revision \"no-such-rev\": "),
        "{stderr}"
    );

    let out = fluxr(dir.path())
        .args([
            "diff",
            "ks",
            "cluster",
            "--path",
            "./clusters/prod",
            "--base",
            "HEAD",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "✗ --base needs the Kustomization's manifest: give it with --kustomization-file\n"
    );
}
