//! The OCI artifact commands against a real registry (Debian's `docker-registry`, Distribution
//! 2.8, on 127.0.0.1): push, pull, tag, list and diff round trips, checked with an independent
//! client (`skopeo`); TLS with htpasswd basic auth, the Docker config and credential helpers,
//! token auth; and the faults a CI job meets (wrong password, unknown repository, a registry
//! that goes away mid-push, a tarball whose entries climb out of the output directory).

mod support;

use std::os::unix::fs::PermissionsExt as _;
use std::path::Path;
use std::process::Output;

use base64::Engine as _;
use serde_json::Value;
use sha2::{Digest as _, Sha256};
use support::registry::{self, CuttingProxy, PASSWORD, REFRESH_TOKEN, Registry, USER};

const SOURCE: &str = "https://github.com/acme/fleet";
const REVISION: &str = "main@sha1:5e1c4fd2cd5d4b6a2e9f0a8b7c6d5e4f3a2b1c0d";

fn require_registry() {
    assert!(
        registry::available(),
        "docker-registry is not installed: run .ci/run, or apt-get install docker-registry \
         skopeo apache2-utils"
    );
}

/// Runs fluxr with a private HOME and the given environment.
fn fluxr(args: &[&str], env: &[(&str, &str)], home: &Path) -> Output {
    let mut command = assert_cmd::Command::cargo_bin("fluxr").unwrap();
    command
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", home)
        .current_dir(home)
        .args(args);
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn ok(output: &Output) -> (String, String) {
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    assert!(
        output.status.success(),
        "fluxr failed: {stderr}\nstdout: {stdout}"
    );
    (stdout, stderr)
}

/// A failure: exit 1 and one `✗` line on stderr, which is returned.
fn failed(output: &Output) -> String {
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "stderr: {stderr}");
    let last = stderr.lines().last().unwrap_or_default().to_owned();
    assert!(last.starts_with("✗ "), "stderr: {stderr}");
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
    last
}

fn write(dir: &Path, rel: &str, data: &str, mode: u32) {
    let path = dir.join(rel);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, data).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// A small rendered tree, with what the default ignore rules leave out.
fn manifests(dir: &Path) {
    write(
        dir,
        "apps/podinfo/deployment.yaml",
        "kind: Deployment\n",
        0o644,
    );
    write(dir, "apps/podinfo/service.yaml", "kind: Service\n", 0o644);
    write(dir, "infra/setup.sh", "#!/bin/sh\n", 0o755);
    write(
        dir,
        ".sourceignore",
        "# shipped for the controller\n",
        0o644,
    );
    write(dir, ".git/HEAD", "ref: refs/heads/main\n", 0o644);
    write(dir, "docs/logo.png", "png", 0o644);
}

fn push_args<'a>(url: &'a str, path: &'a str) -> Vec<&'a str> {
    vec![
        "push",
        "artifact",
        url,
        "--path",
        path,
        "--source",
        SOURCE,
        "--revision",
        REVISION,
    ]
}

fn sha256(data: &[u8]) -> String {
    let digest = Sha256::digest(data);
    format!(
        "sha256:{}",
        digest
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    )
}

#[test]
fn push_pull_tag_list_and_diff_round_trip() {
    require_registry();
    let registry = Registry::plain();
    let home = tempfile::tempdir().unwrap();
    let tree = tempfile::tempdir().unwrap();
    manifests(tree.path());
    let path = tree.path().to_str().unwrap();
    let url = registry.url("fleet/apps:v1");

    // Two reproducible pushes give one digest, printed as flux prints it.
    let mut args = push_args(&url, path);
    args.extend(["--reproducible", "--output", "json"]);
    let (stdout, stderr) = ok(&fluxr(&args, &[], home.path()));
    assert_eq!(stderr, "", "-o json prints nothing else");
    let info: Value = serde_json::from_str(&stdout).unwrap();
    let digest = info["digest"].as_str().unwrap().to_owned();
    let repo = format!("127.0.0.1:{}/fleet/apps", registry.port);
    assert_eq!(info["repository"], repo.as_str());
    assert_eq!(info["tag"], "v1");
    assert_eq!(info["url"], format!("oci://{repo}@{digest}"));
    let keys: Vec<&str> = stdout
        .lines()
        .filter_map(|l| l.trim().split('"').nth(1))
        .collect();
    assert_eq!(keys, ["url", "repository", "tag", "digest"]);
    let (stdout, _) = ok(&fluxr(&args, &[], home.path()));
    let again: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(again["digest"], digest.as_str(), "--reproducible twice");

    // skopeo sees flux's media types, annotations and the digest fluxr reported.
    let raw = registry::skopeo_raw(&registry.skopeo_ref("fleet/apps:v1"), &[]);
    assert_eq!(sha256(raw.as_bytes()), digest);
    let manifest: Value = serde_json::from_str(&raw).unwrap();
    assert_eq!(
        manifest["mediaType"],
        "application/vnd.oci.image.manifest.v1+json"
    );
    assert_eq!(
        manifest["config"]["mediaType"],
        "application/vnd.cncf.flux.config.v1+json"
    );
    let layers = manifest["layers"].as_array().unwrap();
    assert_eq!(layers.len(), 1);
    assert_eq!(
        layers[0]["mediaType"],
        "application/vnd.cncf.flux.content.v1.tar+gzip"
    );
    let annotations = &manifest["annotations"];
    assert_eq!(
        annotations["org.opencontainers.image.created"],
        "1970-01-01T00:00:00Z"
    );
    assert_eq!(annotations["org.opencontainers.image.source"], SOURCE);
    assert_eq!(annotations["org.opencontainers.image.revision"], REVISION);
    let config = registry::skopeo_raw(&registry.skopeo_ref("fleet/apps:v1"), &["--config"]);
    assert_eq!(sha256(config.as_bytes()), manifest["config"]["digest"]);

    // build artifact writes the very layer push uploaded.
    let built = home.path().join("artifact.tgz");
    let built_str = built.to_str().unwrap();
    ok(&fluxr(
        &["build", "artifact", "--path", path, "--output", built_str],
        &[],
        home.path(),
    ));
    let tarball = std::fs::read(&built).unwrap();
    assert_eq!(sha256(&tarball), layers[0]["digest"]);
    assert_eq!(
        std::fs::metadata(&built).unwrap().permissions().mode() & 0o777,
        0o640
    );

    // Pull: the files, their modes, nothing the ignore rules left out.
    let out = home.path().join("pulled");
    std::fs::create_dir(&out).unwrap();
    let (_, stderr) = ok(&fluxr(
        &["pull", "artifact", &url, "--output", out.to_str().unwrap()],
        &[],
        home.path(),
    ));
    assert_eq!(
        stderr,
        format!(
            "► pulling artifact from 127.0.0.1:{port}/fleet/apps:v1\n✔ source {SOURCE}\n\
             ✔ revision {REVISION}\n✔ digest {repo}@{digest}\n\
             ✔ artifact content extracted to {}\n",
            out.display(),
            port = registry.port
        )
    );
    assert_eq!(
        std::fs::read_to_string(out.join("apps/podinfo/service.yaml")).unwrap(),
        "kind: Service\n"
    );
    let mode = std::fs::metadata(out.join("infra/setup.sh"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o755);
    assert!(out.join(".sourceignore").exists());
    assert!(!out.join(".git").exists());
    assert!(!out.join("docs/logo.png").exists());

    // Tag, then list with and without filters.
    let (_, stderr) = ok(&fluxr(
        &[
            "tag",
            "artifact",
            &url,
            "--tag",
            "latest",
            "--tag",
            "1.0.0,v1.1.0",
        ],
        &[],
        home.path(),
    ));
    assert_eq!(
        stderr,
        format!(
            "► tagging artifact\n✔ artifact tagged as {repo}:latest\n\
             ✔ artifact tagged as {repo}:1.0.0\n✔ artifact tagged as {repo}:v1.1.0\n"
        )
    );
    let tagged = registry::skopeo_raw(&registry.skopeo_ref("fleet/apps:latest"), &[]);
    assert_eq!(sha256(tagged.as_bytes()), digest);
    let list_url = registry.url("fleet/apps");
    let (stdout, _) = ok(&fluxr(&["list", "artifacts", &list_url], &[], home.path()));
    // flux's table printer pads every cell and ends each row's last cell with a tab, the
    // header's with a space.
    let rows: Vec<Vec<&str>> = stdout
        .lines()
        .map(|l| {
            let l = l
                .strip_suffix('\t')
                .or_else(|| l.strip_suffix(' '))
                .unwrap_or(l);
            l.split('\t').map(str::trim_end).collect()
        })
        .collect();
    assert!(
        stdout.lines().skip(1).all(|l| l.ends_with('\t')),
        "{stdout}"
    );
    assert_eq!(rows[0], ["ARTIFACT", "DIGEST", "SOURCE", "REVISION"]);
    let names: Vec<&str> = rows[1..].iter().map(|r| r[0]).collect();
    let address = format!("127.0.0.1:{}/fleet/apps", registry.port);
    assert_eq!(
        names,
        [
            format!("{address}:v1.1.0"),
            format!("{address}:v1"),
            format!("{address}:latest"),
            format!("{address}:1.0.0")
        ]
    );
    for row in &rows[1..] {
        assert_eq!(&row[1..], [digest.as_str(), SOURCE, REVISION]);
    }
    let (stdout, _) = ok(&fluxr(
        &[
            "list",
            "artifacts",
            &list_url,
            "--filter-semver",
            ">=1.0.0 <1.1.0",
        ],
        &[],
        home.path(),
    ));
    assert_eq!(stdout.lines().count(), 2, "{stdout}");
    assert!(stdout.contains(":1.0.0\t"), "{stdout}");
    let (stdout, _) = ok(&fluxr(
        &["list", "artifacts", &list_url, "--filter-regex", "^lat"],
        &[],
        home.path(),
    ));
    assert_eq!(stdout.lines().count(), 2, "{stdout}");
    assert!(stdout.contains(":latest\t"), "{stdout}");

    // Diff: the same tree, then a changed one.
    let diff = |home: &Path| fluxr(&["diff", "artifact", &url, "--path", path], &[], home);
    let (stdout, stderr) = ok(&diff(home.path()));
    assert_eq!(
        (stdout.as_str(), stderr.as_str()),
        ("", "✔ no changes detected\n")
    );
    write(
        tree.path(),
        "apps/podinfo/service.yaml",
        "kind: Service\nspec: {}\n",
        0o644,
    );
    write(tree.path(), "apps/new.yaml", "kind: ConfigMap\n", 0o644);
    std::fs::remove_file(tree.path().join("infra/setup.sh")).unwrap();
    let output = diff(home.path());
    assert_eq!(
        failed(&output),
        "✗ the remote artifact contents differs from the local one"
    );
    assert_eq!(
        text(&output.stdout),
        "added    apps/new.yaml\nchanged  apps/podinfo/service.yaml\nremoved  infra/setup.sh\n"
    );

    // Without --reproducible the creation time is now.
    let args = push_args(&url, path);
    let (_, stderr) = ok(&fluxr(&args, &[], home.path()));
    assert!(
        stderr.starts_with(&format!(
            "► pushing artifact to 127.0.0.1:{}/fleet/apps:v1\n✔ artifact successfully pushed to {repo}@sha256:",
            registry.port
        )),
        "{stderr}"
    );
    let raw = registry::skopeo_raw(&registry.skopeo_ref("fleet/apps:v1"), &[]);
    let manifest: Value = serde_json::from_str(&raw).unwrap();
    let created = manifest["annotations"]["org.opencontainers.image.created"]
        .as_str()
        .unwrap();
    assert!(
        created.starts_with("20") && created.ends_with('Z'),
        "{created}"
    );
}

#[test]
fn push_a_file_and_stdin_with_annotations_as_yaml() {
    require_registry();
    let registry = Registry::plain();
    let home = tempfile::tempdir().unwrap();
    write(home.path(), "all.yaml", "kind: List\n", 0o644);
    let url = registry.url("single:v1");
    let mut args = push_args(&url, "all.yaml");
    args.extend([
        "-a",
        "org.opencontainers.image.licenses=Apache-2.0",
        "--reproducible",
        "-o",
        "yaml",
    ]);
    let (stdout, _) = ok(&fluxr(&args, &[], home.path()));
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].starts_with("digest: sha256:"), "{stdout}");
    assert_eq!(
        &lines[1..],
        [
            format!("repository: 127.0.0.1:{}/single", registry.port).as_str(),
            "tag: v1",
            &format!(
                "url: oci://127.0.0.1:{}/single@{}",
                registry.port,
                &lines[0]["digest: ".len()..]
            )
        ]
    );
    let raw = registry::skopeo_raw(&registry.skopeo_ref("single:v1"), &[]);
    let manifest: Value = serde_json::from_str(&raw).unwrap();
    assert_eq!(
        manifest["annotations"]["org.opencontainers.image.licenses"],
        "Apache-2.0"
    );

    // The same manifest from stdin is packed under a fixed name: reproducible too.
    let stdin_push = || {
        let mut command = assert_cmd::Command::cargo_bin("fluxr").unwrap();
        let mut args = push_args(&url, "-");
        args.extend(["--reproducible", "-o", "json"]);
        command
            .env_clear()
            .env("HOME", home.path())
            .args(&args)
            .write_stdin("kind: List\n\n")
            .output()
            .unwrap()
    };
    let first: Value = serde_json::from_str(&ok(&stdin_push()).0).unwrap();
    let second: Value = serde_json::from_str(&ok(&stdin_push()).0).unwrap();
    assert_eq!(first["digest"], second["digest"]);
    let out = home.path().join("out");
    std::fs::create_dir(&out).unwrap();
    ok(&fluxr(
        &["pull", "artifact", &url, "-o", out.to_str().unwrap()],
        &[],
        home.path(),
    ));
    assert_eq!(
        std::fs::read_to_string(out.join("stdin.yaml")).unwrap(),
        "kind: List"
    );
}

#[test]
fn tls_registry_with_basic_auth() {
    require_registry();
    let registry = Registry::tls_basic();
    let home = tempfile::tempdir().unwrap();
    let tree = tempfile::tempdir().unwrap();
    manifests(tree.path());
    let path = tree.path().to_str().unwrap();
    let ca = registry.ca_file.clone().unwrap();
    let ca = ca.to_str().unwrap();
    let url = registry.url("secure/app:v1");
    let creds = format!("{USER}:{PASSWORD}");

    // --creds and a CA file on top of the system's.
    let mut args = push_args(&url, path);
    args.extend(["--creds", &creds, "--ca-file", ca]);
    let (_, stderr) = ok(&fluxr(&args, &[], home.path()));
    assert!(
        stderr.starts_with("► logging in to registry with credentials\n► pushing artifact to "),
        "{stderr}"
    );
    assert!(!stderr.contains(PASSWORD));

    // A wrong password is sent untried, as go-containerregistry sends it: the first request
    // that needs it fails, in its words, wrapped by flux's library and by flux. Neither password
    // is named.
    let mut args = push_args(&url, path);
    let wrong = format!("{USER}:not-the-password");
    args.extend(["--creds", &wrong, "--ca-file", ca]);
    let line = failed(&fluxr(&args, &[], home.path()));
    let blobs = format!(
        "✗ pushing artifact failed: pushing artifact failed: HEAD https://127.0.0.1:{}/v2/secure/\
         app/blobs/sha256:",
        registry.port
    );
    assert!(line.starts_with(&blobs), "{line}");
    assert!(
        line.ends_with(
            ": unexpected status code 401 Unauthorized (HEAD responses have no body, use GET for \
             details)"
        ),
        "{line}"
    );
    assert!(!line.contains("not-the-password") && !line.contains(PASSWORD));

    // No credentials at all.
    let out = home.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let out_str = out.to_str().unwrap();
    let pull = [
        "pull",
        "artifact",
        url.as_str(),
        "-o",
        out_str,
        "--ca-file",
        ca,
    ];
    // The registry's refusal, as go-containerregistry prints it: the request, the code, the
    // message and the detail as Go's %v shows a decoded JSON value.
    let line = failed(&fluxr(&pull, &[], home.path()));
    assert_eq!(
        line,
        format!(
            "✗ GET https://127.0.0.1:{}/v2/secure/app/manifests/v1: UNAUTHORIZED: authentication \
             required; [map[Action:pull Class: Name:secure/app Type:repository]]",
            registry.port
        )
    );

    // An untrusted certificate is refused, unless --insecure-registry.
    let untrusted = [
        "pull",
        "artifact",
        url.as_str(),
        "-o",
        out_str,
        "--creds",
        &creds,
    ];
    let line = failed(&fluxr(&untrusted, &[], home.path()));
    assert!(line.contains("certificate"), "{line}");
    let mut insecure = untrusted.to_vec();
    insecure.push("--insecure-registry");
    ok(&fluxr(&insecure, &[], home.path()));
    assert!(out.join("apps/podinfo/deployment.yaml").exists());

    // The Docker config's auths, with the CA through OpenSSL's SSL_CERT_FILE.
    let docker = home.path().join("docker");
    std::fs::create_dir(&docker).unwrap();
    let auth = base64::engine::general_purpose::STANDARD.encode(&creds);
    std::fs::write(
        docker.join("config.json"),
        format!(
            r#"{{"auths": {{"https://127.0.0.1:{}": {{"auth": "{auth}"}}}}}}"#,
            registry.port
        ),
    )
    .unwrap();
    let docker_str = docker.to_str().unwrap();
    let list = ["list", "artifacts", &registry.url("secure/app")];
    let (stdout, _) = ok(&fluxr(
        &list,
        &[("DOCKER_CONFIG", docker_str), ("SSL_CERT_FILE", ca)],
        home.path(),
    ));
    assert!(stdout.contains("secure/app:v1\tsha256:"), "{stdout}");

    // A credential helper named in credHelpers.
    let bin = home.path().join("bin");
    std::fs::create_dir(&bin).unwrap();
    let helper = bin.join("docker-credential-fluxrtest");
    std::fs::write(
        &helper,
        format!(
            "#!/bin/sh\nread server\n[ \"$1\" = get ] || exit 1\n\
             printf '{{\"ServerURL\":\"%s\",\"Username\":\"{USER}\",\"Secret\":\"{PASSWORD}\"}}' \"$server\"\n"
        ),
    )
    .unwrap();
    std::fs::set_permissions(&helper, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::write(
        docker.join("config.json"),
        format!(
            r#"{{"credHelpers": {{"127.0.0.1:{}": "fluxrtest"}}}}"#,
            registry.port
        ),
    )
    .unwrap();
    let path_var = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let diff = [
        "diff",
        "artifact",
        url.as_str(),
        "--path",
        path,
        "--ca-file",
        ca,
    ];
    let (_, stderr) = ok(&fluxr(
        &diff,
        &[("DOCKER_CONFIG", docker_str), ("PATH", &path_var)],
        home.path(),
    ));
    assert_eq!(stderr, "✔ no changes detected\n");
}

#[test]
fn token_auth_through_the_challenge() {
    require_registry();
    let registry = Registry::token();
    let home = tempfile::tempdir().unwrap();
    let tree = tempfile::tempdir().unwrap();
    manifests(tree.path());
    let path = tree.path().to_str().unwrap();
    let url = registry.url("team/app:v2");
    let creds = format!("{USER}:{PASSWORD}");

    let mut args = push_args(&url, path);
    args.extend(["--creds", &creds, "--reproducible"]);
    ok(&fluxr(&args, &[], home.path()));

    let mut args = push_args(&url, path);
    let wrong = format!("{USER}:wrong");
    args.extend(["--creds", &wrong]);
    let line = failed(&fluxr(&args, &[], home.path()));
    assert!(
        line.contains("getting a token from") && line.contains("401"),
        "{line}"
    );

    // Anonymous access gets no token here.
    let list = ["list", "artifacts", &registry.url("team/app")];
    let line = failed(&fluxr(&list, &[], home.path()));
    assert!(line.contains("listing tags failed"), "{line}");

    // An identity (refresh) token from the Docker config.
    let docker = home.path().join("docker");
    std::fs::create_dir(&docker).unwrap();
    std::fs::write(
        docker.join("config.json"),
        format!(
            r#"{{"auths": {{"127.0.0.1:{}": {{"identitytoken": "{REFRESH_TOKEN}"}}}}}}"#,
            registry.port
        ),
    )
    .unwrap();
    let (stdout, _) = ok(&fluxr(
        &list,
        &[("DOCKER_CONFIG", docker.to_str().unwrap())],
        home.path(),
    ));
    assert!(stdout.contains("team/app:v2\tsha256:"), "{stdout}");
}

#[test]
fn unknown_repository_and_unreachable_registry() {
    require_registry();
    let registry = Registry::plain();
    let home = tempfile::tempdir().unwrap();
    let out = home.path().to_str().unwrap();
    let url = registry.url("nothing/here:v1");
    let port = registry.port;
    // go-containerregistry's words for what the registry said, unwrapped by flux's pull, named
    // by crane.Tag, prefixed by flux's list.
    let line = failed(&fluxr(
        &["pull", "artifact", &url, "-o", out],
        &[],
        home.path(),
    ));
    let manifest = format!(
        "GET http://127.0.0.1:{port}/v2/nothing/here/manifests/v1: MANIFEST_UNKNOWN: manifest \
         unknown; map[Tag:v1]"
    );
    assert_eq!(line, format!("✗ {manifest}"));
    let line = failed(&fluxr(
        &["tag", "artifact", &url, "--tag", "x"],
        &[],
        home.path(),
    ));
    assert_eq!(
        line,
        format!(
            "✗ tagging artifact failed: fetching \"127.0.0.1:{port}/nothing/here:v1\": {manifest}"
        )
    );
    let line = failed(&fluxr(
        &["list", "artifacts", &registry.url("nothing/here")],
        &[],
        home.path(),
    ));
    assert_eq!(
        line,
        format!(
            "✗ listing tags failed: GET http://127.0.0.1:{port}/v2/nothing/here/tags/list?n=1000: \
             NAME_UNKNOWN: repository name not known to registry; map[name:nothing/here]"
        )
    );

    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let url = format!("oci://127.0.0.1:{port}/app:v1");
    // Go's client tries HTTPS, then plain HTTP for a loopback address, and reports both.
    let refused = format!(
        "Get \"https://127.0.0.1:{port}/v2/\": dial tcp 127.0.0.1:{port}: connect: connection \
         refused; Get \"http://127.0.0.1:{port}/v2/\": dial tcp 127.0.0.1:{port}: connect: \
         connection refused"
    );
    let line = failed(&fluxr(
        &["pull", "artifact", &url, "-o", out, "--timeout", "5s"],
        &[],
        home.path(),
    ));
    assert_eq!(line, format!("✗ {refused}"));
    // flux's push reaches the registry while it sets up its transport, before it announces the
    // push.
    let tree = tempfile::tempdir().unwrap();
    manifests(tree.path());
    let output = fluxr(
        &push_args(&url, tree.path().to_str().unwrap()),
        &[],
        home.path(),
    );
    assert_eq!(
        text(&output.stderr),
        format!("✗ error setting up transport: {refused}\n")
    );
}

#[test]
fn registry_gone_mid_push_then_a_rerun_completes() {
    require_registry();
    let registry = Registry::plain();
    let home = tempfile::tempdir().unwrap();
    let tree = tempfile::tempdir().unwrap();
    manifests(tree.path());
    registry::random_file(&tree.path().join("blob.bin"), 3 << 20);
    let mut proxy = CuttingProxy::start(registry.port, 1 << 20);
    let url = format!("oci://127.0.0.1:{}/big/app:v1", proxy.port);
    let path = tree.path().to_str().unwrap();
    let mut args = push_args(&url, path);
    args.extend(["--reproducible", "--timeout", "8s"]);
    let started = std::time::Instant::now();
    let line = failed(&fluxr(&args, &[], home.path()));
    assert!(proxy.died(), "the relay should have cut the upload: {line}");
    assert!(line.starts_with("✗ pushing artifact failed: "), "{line}");
    assert!(started.elapsed() < std::time::Duration::from_secs(30));

    proxy.revive();
    let mut args = push_args(&url, path);
    args.extend(["--reproducible", "-o", "json"]);
    let (stdout, _) = ok(&fluxr(&args, &[], home.path()));
    let info: Value = serde_json::from_str(&stdout).unwrap();
    let raw = registry::skopeo_raw(&registry.skopeo_ref("big/app:v1"), &[]);
    assert_eq!(sha256(raw.as_bytes()), info["digest"]);
}

/// An artifact pushed by another client whose tarball names `../` paths.
#[test]
fn pull_refuses_entries_that_climb_out() {
    require_registry();
    let registry = Registry::plain();
    let layout = tempfile::tempdir().unwrap();
    let mut builder = tar::Builder::new(Vec::new());
    for (name, data) in [("ok.yaml", &b"fine"[..]), ("../evil.yaml", &b"pwned"[..])] {
        let mut header = tar::Header::new_gnu();
        header.as_gnu_mut().unwrap().name[..name.len()].copy_from_slice(name.as_bytes());
        header.set_size(data.len() as u64);
        header.set_mode(0o644);
        header.set_entry_type(tar::EntryType::Regular);
        header.set_cksum();
        builder.append(&header, data).unwrap();
    }
    let tar = builder.into_inner().unwrap();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut gz, &tar).unwrap();
    let layer = gz.finish().unwrap();
    let config =
        br#"{"architecture":"","os":"","rootfs":{"type":"layers","diff_ids":null},"config":{}}"#;
    let hex = |d: &str| d.trim_start_matches("sha256:").to_owned();
    std::fs::write(layout.path().join(hex(&sha256(&layer))), &layer).unwrap();
    std::fs::write(layout.path().join(hex(&sha256(config))), config).unwrap();
    let manifest = serde_json::json!({
        "schemaVersion": 2,
        "mediaType": "application/vnd.oci.image.manifest.v1+json",
        "config": {"mediaType": "application/vnd.cncf.flux.config.v1+json",
                   "size": config.len(), "digest": sha256(config)},
        "layers": [{"mediaType": "application/vnd.cncf.flux.content.v1.tar+gzip",
                    "size": layer.len(), "digest": sha256(&layer)}],
    });
    std::fs::write(layout.path().join("manifest.json"), manifest.to_string()).unwrap();
    std::fs::write(
        layout.path().join("version"),
        "Directory Transport Version: 1.1\n",
    )
    .unwrap();
    let copy = std::process::Command::new("skopeo")
        .args(["copy", "--quiet", "--dest-tls-verify=false"])
        .arg(format!("dir:{}", layout.path().display()))
        .arg(registry.skopeo_ref("evil:v1"))
        .output()
        .unwrap();
    assert!(copy.status.success(), "{}", text(&copy.stderr));

    let home = tempfile::tempdir().unwrap();
    let out = home.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let line = failed(&fluxr(
        &[
            "pull",
            "artifact",
            &registry.url("evil:v1"),
            "-o",
            out.to_str().unwrap(),
        ],
        &[],
        home.path(),
    ));
    assert_eq!(line, "✗ tar contained invalid name error \"../evil.yaml\"");
    assert!(!home.path().join("evil.yaml").exists());
    assert!(
        std::fs::read_dir(&out).unwrap().next().is_none(),
        "nothing is extracted from a refused archive"
    );
}

/// A loopback address other than 127.0.0.1 is not one flux reaches over plain HTTP by itself.
#[test]
fn insecure_registry_allows_plain_http() {
    require_registry();
    let registry = Registry::plain_on("127.0.0.2");
    let home = tempfile::tempdir().unwrap();
    let tree = tempfile::tempdir().unwrap();
    manifests(tree.path());
    let url = registry.url("plain/app:v1");
    let args = push_args(&url, tree.path().to_str().unwrap());
    let line = failed(&fluxr(&args, &[], home.path()));
    assert!(line.contains("GET https://127.0.0.2:"), "{line}");
    let mut args = args.clone();
    args.extend(["--insecure-registry", "--debug"]);
    let (_, stderr) = ok(&fluxr(&args, &[], home.path()));
    assert!(
        stderr.contains("trying plain HTTP") && stderr.contains("uploading blob sha256:"),
        "--debug shows the steps: {stderr}"
    );
    let list = [
        "list",
        "artifacts",
        &registry.url("plain/app"),
        "--insecure-registry",
    ];
    let (stdout, _) = ok(&fluxr(&list, &[], home.path()));
    assert!(stdout.contains("plain/app:v1\tsha256:"), "{stdout}");
}

#[test]
fn build_artifact_follows_links_when_asked() {
    let home = tempfile::tempdir().unwrap();
    let tree = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    write(
        outside.path(),
        "shared/base.yaml",
        "kind: Namespace\n",
        0o644,
    );
    write(tree.path(), "app.yaml", "kind: Deployment\n", 0o644);
    std::os::unix::fs::symlink(outside.path().join("shared"), tree.path().join("base")).unwrap();
    let list = |extra: &[&str]| {
        let out = home.path().join("a.tgz");
        let mut args = vec![
            "build",
            "artifact",
            "-p",
            tree.path().to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            "--ignore-paths",
            "*.md",
        ];
        args.extend(extra);
        ok(&fluxr(&args, &[], home.path()));
        let file = std::fs::File::open(&out).unwrap();
        let mut archive = tar::Archive::new(flate2::read::GzDecoder::new(file));
        archive
            .entries()
            .unwrap()
            .map(|e| e.unwrap().path().unwrap().display().to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(list(&[]), [".", "app.yaml"]);
    assert_eq!(
        list(&["--resolve-symlinks"]),
        [".", "app.yaml", "base", "base/base.yaml"]
    );

    // A link that leads nowhere: flux resolves the tree right after checking --path, so it
    // fails before the build line, the credentials line and any network, naming the absolute
    // link and the path its lstat missed. Without --resolve-symlinks the link is left out.
    std::os::unix::fs::symlink("gone/missing.yaml", tree.path().join("broken.yaml")).unwrap();
    assert_eq!(list(&[]), [".", "app.yaml"]);
    let root = tree.path().canonicalize().unwrap();
    let expected = format!(
        "✗ resolving symlinks failed: resolving symlink {root}/broken.yaml: lstat {root}/gone: no \
         such file or directory\n",
        root = root.display()
    );
    let tree_path = root.to_str().unwrap();
    for args in [
        vec!["build", "artifact", "-p", tree_path],
        vec![
            "push",
            "artifact",
            "oci://127.0.0.1:1/app:v1",
            "-f",
            tree_path,
            "--source",
            "s",
            "--revision",
            "r",
            "--creds",
            "user:pass",
        ],
    ] {
        let mut args = args;
        args.push("--resolve-symlinks");
        let output = fluxr(&args, &[], home.path());
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(text(&output.stderr), expected, "{args:?}");
    }
    // Inside a linked directory the real path is named.
    std::fs::remove_file(tree.path().join("broken.yaml")).unwrap();
    std::os::unix::fs::symlink("nowhere", outside.path().join("shared/dangling")).unwrap();
    let shared = outside.path().canonicalize().unwrap().join("shared");
    let output = fluxr(
        &["build", "artifact", "-p", tree_path, "--resolve-symlinks"],
        &[],
        home.path(),
    );
    assert_eq!(
        text(&output.stderr),
        format!(
            "✗ resolving symlinks failed: resolving symlink {shared}/dangling: lstat \
             {shared}/nowhere: no such file or directory\n",
            shared = shared.display()
        )
    );
    assert!(!home.path().join("artifact.tgz").exists());
}

#[test]
fn bad_input_is_refused_before_any_network() {
    let home = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| failed(&fluxr(args, &[], home.path()));
    let url = "oci://127.0.0.1:1/app:v1";
    assert_eq!(run(&["push", "artifact"]), "✗ artifact URL is required");
    assert_eq!(run(&["push", "artifact", url]), "✗ --source is required");
    assert_eq!(
        run(&["push", "artifact", url, "--source", "s"]),
        "✗ --revision is required"
    );
    assert_eq!(
        run(&["push", "artifact", url, "--source", "s", "--revision", "r"]),
        "✗ invalid path \"\""
    );
    assert_eq!(
        run(&[
            "push",
            "artifact",
            "ghcr.io/a/b",
            "-f",
            ".",
            "--source",
            "s",
            "--revision",
            "r"
        ]),
        "✗ URL must be in format 'oci://<domain>/<org>/<repo>'"
    );
    assert_eq!(
        run(&[
            "push",
            "artifact",
            url,
            "-f",
            "nope",
            "--source",
            "s",
            "--revision",
            "r"
        ]),
        "✗ invalid path 'nope', must point to an existing directory or file: stat nope: no such \
         file or directory"
    );
    assert_eq!(
        run(&[
            "push",
            "artifact",
            url,
            "-f",
            ".",
            "--source",
            "s",
            "--revision",
            "r",
            "-a",
            "k"
        ]),
        "✗ invalid annotation k, must be in the format key=value"
    );
    let aws = run(&[
        "push",
        "artifact",
        url,
        "-f",
        ".",
        "--source",
        "s",
        "--revision",
        "r",
        "--provider",
        "aws",
    ]);
    assert!(
        aws.starts_with("✗ error during login with provider: "),
        "{aws}"
    );
    assert_eq!(
        run(&["push", "artifact", url, "--provider", "ibm"]),
        "✗ invalid argument \"ibm\" for \"--provider\" flag: source OCI provider 'ibm' is not \
         supported, must be one of: generic, aws, azure, gcp"
    );
    assert_eq!(
        run(&["pull", "artifact", url]),
        "✗ output path cannot be empty"
    );
    assert_eq!(
        run(&["pull", "artifact", url, "-o", "missing"]),
        "✗ invalid output path \"missing\": stat missing: no such file or directory"
    );
    assert_eq!(run(&["tag", "artifact"]), "✗ artifact name is required");
    assert_eq!(run(&["tag", "artifact", url]), "✗ --tag is required");
    assert_eq!(
        run(&["list", "artifacts"]),
        "✗ artifact repository URL is required"
    );
    assert_eq!(run(&["diff", "artifact", url]), "✗ invalid path \"\"");
    assert_eq!(
        run(&["diff", "artifact", url, "--path", "nope"]),
        "✗ invalid path 'nope', must point to an existing directory or file"
    );
    assert_eq!(run(&["build", "artifact"]), "✗ invalid path \"\"");
    assert_eq!(
        run(&["build", "artifact", "-p", "nope"]),
        "✗ invalid path 'nope', must point to an existing directory or file"
    );
}

/// What flux checks only once the registry has answered, and the lines it prints before.
#[test]
fn checks_flux_makes_after_the_registry_answers() {
    require_registry();
    let registry = Registry::plain();
    let home = tempfile::tempdir().unwrap();
    let tree = tempfile::tempdir().unwrap();
    manifests(tree.path());
    let path = tree.path().to_str().unwrap();
    let url = registry.url("fleet/pinned:v1");
    let mut args = push_args(&url, path);
    args.extend(["--reproducible", "-o", "json"]);
    let (stdout, _) = ok(&fluxr(&args, &[], home.path()));
    let info: Value = serde_json::from_str(&stdout).unwrap();
    let digest = info["digest"].as_str().unwrap();

    // A push to a digest is made (the registry takes a manifest whose digest it is); the
    // address then has no tag to report, which flux finds out last.
    let pinned = registry.url(&format!("fleet/pinned@{digest}"));
    let mut args = push_args(&pinned, path);
    args.extend(["--reproducible", "-o", "json"]);
    let output = fluxr(&args, &[], home.path());
    assert_eq!(text(&output.stdout), "");
    assert_eq!(
        failed(&output),
        "✗ artifact tag parsing failed: repository can only contain the characters \
         `abcdefghijklmnopqrstuvwxyz0123456789_-./`: fleet/pinned@sha256"
    );
    // A digest the content does not have is the registry's to refuse.
    let wrong = registry.url(&format!("fleet/pinned@sha256:{}", "0".repeat(64)));
    let mut args = push_args(&wrong, path);
    args.push("--reproducible");
    let output = fluxr(&args, &[], home.path());
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with(&format!(
            "► pushing artifact to 127.0.0.1:{}/fleet/pinned@sha256:",
            registry.port
        )),
        "{stderr}"
    );
    assert!(failed(&output).starts_with("✗ pushing artifact failed: "));

    // The created annotation is parsed as Go parses RFC 3339, right before the upload.
    let mut args = push_args(&url, path);
    args.extend([
        "-a",
        "org.opencontainers.image.created=2024-13-01T00:00:00Z",
    ]);
    let output = fluxr(&args, &[], home.path());
    assert_eq!(
        text(&output.stderr),
        format!(
            "► pushing artifact to 127.0.0.1:{}/fleet/pinned:v1\n✗ pushing artifact failed: \
             invalid created timestamp \"2024-13-01T00:00:00Z\": parsing time \
             \"2024-13-01T00:00:00Z\": month out of range\n",
            registry.port
        )
    );

    // The filters are read once the tags are listed.
    let repo = registry.url("fleet/pinned");
    let run = |args: &[&str]| fluxr(args, &[], home.path());
    assert_eq!(
        failed(&run(&[
            "list",
            "artifacts",
            &repo,
            "--filter-semver",
            "not a range"
        ])),
        "✗ semver 'not a range' parse error: improper constraint: not a range"
    );
    // Go's regexp: its syntax, its messages, and a match anywhere in the tag.
    assert_eq!(
        failed(&run(&["list", "artifacts", &repo, "--filter-regex", "(v1"])),
        "✗ regex '(v1' parse error: error parsing regexp: missing closing ): `(v1`"
    );
    assert_eq!(
        failed(&run(&[
            "list",
            "artifacts",
            &repo,
            "--filter-regex",
            "(?x)v1"
        ])),
        "✗ regex '(?x)v1' parse error: error parsing regexp: invalid or unsupported Perl \
         syntax: `(?x`"
    );
    let (stdout, _) = ok(&run(&[
        "list",
        "artifacts",
        &repo,
        "--filter-regex",
        r"\d$",
    ]));
    assert!(stdout.contains("fleet/pinned:v1\tsha256:"), "{stdout}");
    let (stdout, _) = ok(&run(&["list", "artifacts", &repo, "--filter-regex", "^1"]));
    assert!(!stdout.contains("fleet/pinned:v1"), "{stdout}");
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let gone = format!("oci://127.0.0.1:{port}/app");
    let line = failed(&run(&[
        "list",
        "artifacts",
        &gone,
        "--filter-semver",
        "not a range",
    ]));
    assert!(line.starts_with("✗ listing tags failed: "), "{line}");

    // pull and tag announce themselves before the registry is reached.
    let out = tempfile::tempdir().unwrap();
    let gone = format!("oci://127.0.0.1:{port}/app:v1");
    let output = run(&[
        "pull",
        "artifact",
        &gone,
        "-o",
        out.path().to_str().unwrap(),
    ]);
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with(&format!(
            "► pulling artifact from 127.0.0.1:{port}/app:v1\n✗ "
        )),
        "{stderr}"
    );
    let output = run(&["tag", "artifact", &gone, "--tag", "latest"]);
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with("► tagging artifact\n✗ tagging artifact failed: "),
        "{stderr}"
    );
    // An output that is a file: flux wraps a nil error and Go prints it as such.
    let file = out.path().join("file");
    std::fs::write(&file, "").unwrap();
    let file = file.to_str().unwrap();
    assert_eq!(
        failed(&run(&["pull", "artifact", &gone, "-o", file])),
        format!("✗ invalid output path \"{file}\": %!w(<nil>)")
    );
}

#[test]
fn help_texts_are_flux_s() {
    let home = tempfile::tempdir().unwrap();
    // clap wraps the text at 100 columns: compared with the line breaks undone.
    let flat = |text: String| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let help = |command: &str| {
        let (stdout, _) = ok(&fluxr(&[command, "artifact", "--help"], &[], home.path()));
        flat(stdout)
    };
    let push = help("push");
    let sentence = "It can also login to a supported provider with the --provider flag.";
    assert!(push.contains(sentence), "{push}");
    for example in [
        "# Push manifests to GHCR using the short Git SHA as the OCI artifact tag",
        "# Push and sign artifact with cosign",
        "# Push manifests passed into stdin to GHCR and set custom OCI annotations",
        "# Push single manifest file to GHCR using the short Git SHA as the OCI artifact tag",
        "# Push manifests to Docker Hub using the Git tag as the OCI artifact tag",
        "# Login directly to the registry provider",
        "# Login by passing credentials directly",
    ] {
        assert!(push.contains(example), "{example}");
    }
    for command in ["pull", "tag"] {
        assert!(help(command).contains(sentence), "{command}");
    }
    let (list, _) = ok(&fluxr(&["list", "artifacts", "--help"], &[], home.path()));
    assert!(flat(list).contains(sentence));
    let diff = help("diff");
    assert!(
        diff.contains(
            "The diff artifact command computes the diff between the remote OCI artifact and a \
             local directory or file Usage:"
        ),
        "{diff}"
    );
}

/// A registry whose token service answers without end: the answer is read up to 1 MiB, then
/// refused in one line, instead of filling the memory.
#[test]
fn an_endless_token_answer_is_cut_at_one_mib() {
    use std::io::{BufRead as _, BufReader, Write as _};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let sent = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counter = sent.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            let mut request = String::new();
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            while reader.read_line(&mut request).is_ok_and(|n| n > 2) {}
            if request.starts_with("GET /token") {
                let _ = stream.write_all(
                    b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{\"token\":\"",
                );
                let piece = vec![b'a'; 64 << 10];
                // 64 MiB at most, so that a client without a bound ends the test too.
                for _ in 0..1024 {
                    if stream.write_all(&piece).is_err() {
                        break;
                    }
                    counter.fetch_add(piece.len(), std::sync::atomic::Ordering::SeqCst);
                }
            } else {
                let _ = stream.write_all(
                    format!(
                        "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Bearer \
                         realm=\"http://127.0.0.1:{port}/token\",service=\"fake\"\r\n\
                         Content-Length: 0\r\nConnection: close\r\n\r\n"
                    )
                    .as_bytes(),
                );
            }
        }
    });
    let home = tempfile::tempdir().unwrap();
    let url = format!("oci://127.0.0.1:{port}/team/app");
    let line = failed(&fluxr(&["list", "artifacts", &url], &[], home.path()));
    assert!(
        line.contains(&format!(
            "reading the token from http://127.0.0.1:{port}/token: the answer is larger than 1 MiB"
        )),
        "{line}"
    );
    // The client stopped reading near the bound: what the socket buffers hold comes on top.
    assert!(
        sent.load(std::sync::atomic::Ordering::SeqCst) < 32 << 20,
        "{} bytes sent",
        sent.load(std::sync::atomic::Ordering::SeqCst)
    );
}
