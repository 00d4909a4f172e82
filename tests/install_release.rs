//! `install --version` for a release other than the embedded one, as flux's `install.Generate`
//! builds it: `manifests.tar.gz` downloaded from the releases URL (`--manifests URL` for a
//! mirror), checked against the release's `flux_<version>_checksums.txt`, cached, and built with
//! flux's overlay. The release served here is assembled in the test from fluxr's own templates
//! (`release_files`), so its build must print what the embedded generation prints, but for the
//! version.

mod support;

use std::collections::BTreeMap;
use std::path::Path;

use sha2::{Digest as _, Sha256};
use support::StaticHttp;

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn fluxr(home: &Path, args: &[&str]) -> Run {
    fluxr_with_env(home, args, &[])
}

fn fluxr_with_env(home: &Path, args: &[&str], env: &[(&str, &str)]) -> Run {
    let output = assert_cmd::Command::cargo_bin("fluxr")
        .unwrap()
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", home)
        .envs(env.iter().copied())
        .current_dir(home)
        .args(args)
        .output()
        .unwrap();
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

fn tar_gz(files: &BTreeMap<String, Vec<u8>>) -> Vec<u8> {
    let mut builder = tar::Builder::new(flate2::write::GzEncoder::new(
        Vec::new(),
        flate2::Compression::default(),
    ));
    for (name, data) in files {
        let mut header = tar::Header::new_gnu();
        header.set_size(data.len() as u64);
        header.set_mode(0o644);
        header.set_cksum();
        builder
            .append_data(&mut header, name, data.as_slice())
            .unwrap();
    }
    builder.into_inner().unwrap().finish().unwrap()
}

fn hex_sha256(data: &[u8]) -> String {
    Sha256::digest(data)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Publishes release `version` under `releases/download/<version>/` with its checksums file;
/// `checksum` replaces the true digest of `manifests.tar.gz` when given.
fn publish(
    server: &StaticHttp,
    version: &str,
    files: &BTreeMap<String, Vec<u8>>,
    checksum: Option<&str>,
) {
    let archive = tar_gz(files);
    let digest = checksum.map_or_else(|| hex_sha256(&archive), str::to_owned);
    let dir = format!("releases/download/{version}");
    server.put(&format!("{dir}/manifests.tar.gz"), &archive);
    let bare = version.trim_start_matches('v');
    server.put(
        &format!("{dir}/flux_{bare}_checksums.txt"),
        format!(
            "{}  flux_{bare}_linux_amd64.tar.gz\n{digest}  manifests.tar.gz\n",
            "0".repeat(64)
        )
        .as_bytes(),
    );
}

fn release() -> BTreeMap<String, Vec<u8>> {
    fluxr::manifestgen::install::release_files().unwrap()
}

/// The embedded generation, as release `version` would label it.
fn embedded_as(home: &Path, version: &str, extra: &[&str]) -> String {
    let mut args = vec!["install", "--export"];
    args.extend_from_slice(extra);
    let run = fluxr(home, &args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.stdout
        .replace(
            "# Flux Version: v2.9.4",
            &format!("# Flux Version: {version}"),
        )
        .replace(
            "app.kubernetes.io/version: v2.9.4",
            &format!("app.kubernetes.io/version: {version}"),
        )
}

#[test]
fn a_release_is_downloaded_checked_built_and_cached() {
    let home = tempfile::tempdir().unwrap();
    let server = StaticHttp::start();
    publish(&server, "v2.9.3", &release(), None);
    let mirror = server.url("releases");
    let extra = [
        "--components-extra=image-reflector-controller,source-watcher",
        "-n",
        "apps",
    ];
    let mut args = vec![
        "install",
        "--export",
        "--version=v2.9.3",
        "--manifests",
        &mirror,
    ];
    args.extend_from_slice(&extra);

    let run = fluxr(home.path(), &args);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
    let expected = embedded_as(home.path(), "v2.9.3", &extra);
    assert!(
        run.stdout == expected,
        "the release build differs from the embedded one"
    );

    // Cached: the same output without the server.
    drop(server);
    let run = fluxr(home.path(), &args);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
    assert!(run.stdout == expected);
    let cached: Vec<_> = walk(&home.path().join(".cache/fluxr/releases"));
    assert!(
        cached
            .iter()
            .any(|p| p.ends_with("v2.9.3/manifests.tar.gz")),
        "{cached:?}"
    );
}

fn walk(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        if entry.path().is_dir() {
            out.extend(walk(&entry.path()));
        } else {
            out.push(entry.path().display().to_string());
        }
    }
    out
}

#[test]
fn a_download_that_does_not_match_the_published_checksum_is_refused_and_not_cached() {
    let home = tempfile::tempdir().unwrap();
    let server = StaticHttp::start();
    let wrong = "f".repeat(64);
    publish(&server, "v2.9.2", &release(), Some(&wrong));
    let mirror = server.url("releases");
    let args = [
        "install",
        "--export",
        "--version",
        "v2.9.2",
        "--manifests",
        &mirror,
    ];
    let run = fluxr(home.path(), &args);
    let archive = std::fs::read(
        server
            .root
            .path()
            .join("releases/download/v2.9.2/manifests.tar.gz"),
    )
    .unwrap();
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        format!(
            "✗ install failed: manifests.tar.gz from {mirror}/download/v2.9.2/manifests.tar.gz \
             does not match the release checksum (expected: sha256:{wrong}, got: sha256:{})\n",
            hex_sha256(&archive)
        )
    );
    assert!(run.stdout.is_empty());
    assert!(walk(&home.path().join(".cache")).is_empty());
    // Published right, the same version installs.
    publish(&server, "v2.9.2", &release(), None);
    assert_eq!(fluxr(home.path(), &args).code, 0);
}

#[test]
fn latest_is_the_tag_the_github_api_names() {
    let home = tempfile::tempdir().unwrap();
    let server = StaticHttp::start();
    server.put(
        "api/repos/fluxcd/flux2/releases/latest",
        br#"{"tag_name":"v2.9.3","name":"v2.9.3"}"#,
    );
    publish(&server, "v2.9.3", &release(), None);
    let mirror = server.url("releases");
    let api = server.url("api");
    let args = [
        "install",
        "--export",
        "--version=latest",
        "--manifests",
        &mirror,
    ];
    let run = fluxr_with_env(home.path(), &args, &[("FLUXR_GITHUB_API_URL", &api)]);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
    assert!(run.stdout == embedded_as(home.path(), "v2.9.3", &[]));

    // An answer without a tag is an error, not the embedded version.
    server.put("api/repos/fluxcd/flux2/releases/latest", b"{}");
    let run = fluxr_with_env(home.path(), &args, &[("FLUXR_GITHUB_API_URL", &api)]);
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout, "");
    assert!(run.stderr.starts_with("✗ "), "{}", run.stderr);
}

#[test]
fn versions_flux_would_not_find_or_accept() {
    let home = tempfile::tempdir().unwrap();
    let server = StaticHttp::start();
    let mirror = server.url("releases");
    let run = fluxr(
        home.path(),
        &[
            "install",
            "--export",
            "--version=v2.9.99",
            "--manifests",
            &mirror,
        ],
    );
    assert_eq!(
        (run.code, run.stderr.as_str()),
        (1, "✗ targeted version 'v2.9.99' does not exist\n")
    );
    publish(&server, "v0.41.2", &release(), None);
    let run = fluxr(
        home.path(),
        &[
            "install",
            "--export",
            "--version=v0.41.2",
            "--manifests",
            &mirror,
        ],
    );
    assert_eq!(
        run.stderr,
        "✗ targeted version 'v0.41.2' is not compatible with your current version of flux (2.9.4)\n"
    );
    // Components are checked first, as flux checks them, before any download.
    let run = fluxr(
        home.path(),
        &[
            "install",
            "--export",
            "--version=2.9.3",
            "--components-extra=nope",
        ],
    );
    assert_eq!(run.stderr, "✗ component nope is not available\n");
    let run = fluxr(home.path(), &["install", "--export", "--version=2.9.3"]);
    assert_eq!(
        run.stderr,
        "✗ targeted version '2.9.3' must be prefixed with 'v'\n"
    );
}

#[test]
fn an_older_release_gets_its_own_overlay_and_components() {
    let home = tempfile::tempdir().unwrap();
    let server = StaticHttp::start();
    let mut files = release();
    files.remove("source-watcher.yaml");
    publish(&server, "v2.6.4", &files, None);
    let mirror = server.url("releases");
    let run = fluxr(
        home.path(),
        &[
            "install",
            "--export",
            "--version=v2.6.4",
            "--manifests",
            &mirror,
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    // flux 2.6 labelled no pod templates and named the namespace in the events address.
    assert!(
        run.stdout.contains(
            "--events-addr=http://notification-controller.flux-system.svc.cluster.local./"
        )
    );
    // Pod templates keep their bundle's labels only: no instance label between these two.
    let unlabelled = "        app.kubernetes.io/component: source-controller\n        app.kubernetes.io/part-of: flux\n";
    assert!(run.stdout.contains(unlabelled));
    assert!(!embedded_as(home.path(), "v2.9.4", &[]).contains(unlabelled));
    let run = fluxr(
        home.path(),
        &[
            "install",
            "--export",
            "--version=v2.6.4",
            "--manifests",
            &mirror,
            "--components-extra=source-watcher",
        ],
    );
    assert_eq!(run.stderr, "✗ component source-watcher is not available\n");
}

#[test]
fn manifests_from_a_local_directory() {
    let home = tempfile::tempdir().unwrap();
    // An unpacked manifests.tar.gz gets flux's overlay, like a download.
    let unpacked = home.path().join("release");
    std::fs::create_dir(&unpacked).unwrap();
    for (name, data) in release() {
        std::fs::write(unpacked.join(name), data).unwrap();
    }
    let dir = unpacked.display().to_string();
    let run = fluxr(
        home.path(),
        &[
            "install",
            "--export",
            "--version=v2.9.1",
            "--manifests",
            &dir,
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout == embedded_as(home.path(), "v2.9.1", &[]));

    // A kustomization is built as it is, as flux's developers build `manifests/install`; it may
    // read its siblings, nothing above its parent.
    let tree = home.path().join("tree");
    std::fs::create_dir_all(tree.join("install")).unwrap();
    std::fs::create_dir_all(tree.join("bases")).unwrap();
    std::fs::write(
        tree.join("bases/cm.yaml"),
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n",
    )
    .unwrap();
    std::fs::write(
        tree.join("install/kustomization.yaml"),
        "apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: flux-system\n\
         resources:\n  - ../bases/cm.yaml\n",
    )
    .unwrap();
    let dir = tree.join("install").display().to_string();
    let run = fluxr(home.path(), &["install", "--export", "--manifests", &dir]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "---\n# This manifest was generated by fluxr. DO NOT EDIT.\n# Flux Version: v2.9.4\n\
         # Components: source-controller,kustomize-controller,helm-controller,notification-controller\n\
         apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: flux-system\n"
    );
    std::fs::write(
        home.path().join("secret.yaml"),
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\n",
    )
    .unwrap();
    std::fs::write(
        tree.join("install/kustomization.yaml"),
        "resources:\n  - ../../secret.yaml\n",
    )
    .unwrap();
    let run = fluxr(home.path(), &["install", "--export", "--manifests", &dir]);
    assert_eq!(run.code, 1, "{}", run.stdout);
}
