//! `fluxr bootstrap github` end to end: the GitHub fake (tests/support/fake_github.rs) creates
//! the repository as a real bare repository behind a smart-HTTP git server that takes the token,
//! fluxr pushes the manifests there, and the fake Kubernetes API plays the controllers, cloning
//! the pushed revision with the credentials of the source secret fluxr created.

mod support;

use std::path::Path;
use std::process::Output;

use assert_cmd::Command;
use serde_json::Value;
use support::fake_github::{FakeGitHub, Fault};
use support::{FakeKube, GitHttp};

const TOKEN: &str = "ghp_e2e_token";
/// fluxr's API override; `GITHUB_API_URL` is not read.
const API_URL_ENV: &str = "FLUXR_GITHUB_API_URL";

struct World {
    github: FakeGitHub,
    git: GitHttp,
    kube: FakeKube,
    dir: tempfile::TempDir,
}

impl World {
    fn start() -> World {
        World::start_with(FakeGitHub::start(TOKEN, "octo"))
    }

    fn start_with(github: FakeGitHub) -> World {
        // fluxr pushes as the owner, the cluster clones as "git": GitHub takes the token with both.
        let git = GitHttp::start_for_users(&["acme", "git"], TOKEN);
        github.add_org("acme", &["platform"]);
        github.serve_git(git.root.path().to_owned(), &git.url(""));
        World {
            github,
            git,
            kube: FakeKube::start(),
            dir: tempfile::tempdir().unwrap(),
        }
    }

    /// A run against the fake, whose API and Git server speak plain HTTP (unless started with
    /// TLS), hence `--allow-insecure-http`.
    fn bootstrap(&self, extra: &[&str]) -> Output {
        let args = [&["--allow-insecure-http"], extra].concat();
        self.bootstrap_with_env(&args, &[(API_URL_ENV, &self.github.api_url())])
    }

    /// The fake's API host, as messages name it.
    fn api_host(&self) -> String {
        format!("127.0.0.1:{}", self.github.port)
    }

    /// An sshd standing in for GitHub's SSH service: it serves the fake's repositories and
    /// lets in exactly the deploy keys registered through the API. The fake controllers clone
    /// from it with the source secret's key (as the test's own account: GitHub's user "git"
    /// does not exist here). Returns the server and its `host:port` for `--ssh-hostname`.
    fn serve_ssh(&self) -> (support::Sshd, String) {
        let sshd = support::Sshd::start(&[]);
        self.github.serve_deploy_keys(sshd.key_writer());
        std::fs::create_dir_all(self.git.root.path().join("acme")).unwrap();
        std::os::unix::fs::symlink(self.git.root.path().join("acme"), sshd.repos().join("acme"))
            .unwrap();
        self.kube.alias_ssh_user("git", &sshd.user);
        let host = format!("127.0.0.1:{}", sshd.port);
        (sshd, host)
    }

    fn git_repository(&self) -> Value {
        self.kube
            .object(
                "source.toolkit.fluxcd.io/v1",
                "GitRepository",
                Some("flux-system"),
                "flux-system",
            )
            .expect("GitRepository")
    }

    fn synced_revision(&self) -> Value {
        self.kube
            .object(
                "kustomize.toolkit.fluxcd.io/v1",
                "Kustomization",
                Some("flux-system"),
                "flux-system",
            )
            .expect("Kustomization")["status"]["lastAppliedRevision"]
            .clone()
    }

    fn secret(&self) -> Value {
        self.kube
            .object("v1", "Secret", Some("flux-system"), "flux-system")
            .expect("source secret")
    }

    fn head(&self) -> String {
        support::git(&self.bare(), &["rev-parse", "main"])
            .trim()
            .to_owned()
    }

    fn bootstrap_with_env(&self, extra: &[&str], envs: &[(&str, &str)]) -> Output {
        let kubeconfig = self.kube.kubeconfig(self.dir.path());
        let mut command = Command::cargo_bin("fluxr").unwrap();
        command
            .args(["bootstrap", "github", "--repository=fleet"])
            .args((!extra.iter().any(|arg| arg.starts_with("--owner="))).then_some("--owner=acme"))
            .arg("--path=clusters/prod")
            .arg(format!("--kubeconfig={}", kubeconfig.display()))
            .args(extra)
            .args((!extra.iter().any(|arg| arg.starts_with("--timeout"))).then_some("--timeout=3m"))
            .env("GITHUB_TOKEN", TOKEN)
            .envs(envs.iter().copied())
            .env("HOME", self.dir.path())
            .env_remove("FLUX_SYSTEM_NAMESPACE")
            .env_remove("KUBECONFIG")
            .write_stdin("");
        command.output().unwrap()
    }

    fn bare(&self) -> std::path::PathBuf {
        self.git.root.path().join("acme/fleet.git")
    }
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn assert_success(output: &Output) {
    assert!(
        output.status.success(),
        "fluxr failed ({}):\n{}",
        output.status,
        stderr(output)
    );
}

/// The status lines, without the commit ids that change from run to run, the Git server's
/// base URL as `<git>` and the API's host as `<api>`.
fn transcript(output: &Output, world: &World) -> String {
    let hex = regex::Regex::new(r#"\("[0-9a-f]{40}"\)"#).unwrap();
    let text = stderr(output)
        .replace(world.git.url("").trim_end_matches('/'), "<git>")
        .replace(&world.api_host(), "<api>");
    hex.replace_all(&text, "(\"<sha>\")").into_owned()
}

fn file_at(bare: &Path, path: &str) -> String {
    support::git(bare, &["show", &format!("main:{path}")])
}

#[test]
fn token_auth_bootstrap_creates_the_repository_and_a_second_run_changes_nothing() {
    let world = World::start();
    let first = world.bootstrap(&["--token-auth"]);
    assert_success(&first);
    let text = transcript(&first, &world);
    let expected_start = "► connecting to <api>\n\
         ✔ repository \"<git>/acme/fleet\" created\n\
         ► cloning branch \"main\" from Git repository \"<git>/acme/fleet.git\"\n\
         ✔ cloned repository\n";
    assert!(text.starts_with(expected_start), "{text}");
    for line in [
        "✔ committed component manifests to \"main\" (\"<sha>\")\n",
        "► installing components in \"flux-system\" namespace\n",
        "► determining if source secret \"flux-system/flux-system\" exists\n",
        "► applying source secret \"flux-system/flux-system\"\n",
        "✔ committed sync manifests to \"main\" (\"<sha>\")\n",
        "✔ Kustomization reconciled successfully\n",
        "✔ all components are healthy\n",
    ] {
        assert!(text.contains(line), "missing {line:?} in:\n{text}");
    }
    assert!(
        !text.contains("deploy key"),
        "no deploy key with --token-auth:\n{text}"
    );
    assert!(
        !stderr(&first).contains(TOKEN),
        "the token is never printed"
    );

    let repo = world.github.repo("acme", "fleet").unwrap();
    assert!(repo.private, "new repositories are private");
    assert!(repo.keys.is_empty());
    let sync = file_at(&world.bare(), "clusters/prod/flux-system/gotk-sync.yaml");
    assert!(
        sync.contains(&format!("url: {}acme/fleet.git\n", world.git.url(""))),
        "the cluster syncs over HTTPS:\n{sync}"
    );
    assert!(sync.contains("path: ./clusters/prod\n"), "{sync}");
    let secret = world.secret();
    assert_eq!(secret_value(&secret, "username"), "git");
    assert_eq!(secret_value(&secret, "password"), TOKEN);
    let config = std::fs::read_to_string(world.bare().join("config")).unwrap();
    assert!(!config.contains(TOKEN));

    let head = support::git(&world.bare(), &["rev-parse", "main"]);
    world.github.clear_requests();
    let second = world.bootstrap(&["--token-auth"]);
    assert_success(&second);
    let text = transcript(&second, &world);
    assert!(!text.contains("created"), "{text}");
    for line in [
        "✔ component manifests are up to date\n",
        "✔ source secret up to date\n",
        "✔ sync manifests are up to date\n",
    ] {
        assert!(text.contains(line), "missing {line:?} in:\n{text}");
    }
    assert!(!text.contains("installing components"), "{text}");
    assert_eq!(
        support::git(&world.bare(), &["rev-parse", "main"]),
        head,
        "no new commit"
    );
    assert!(
        world.github.writes().is_empty(),
        "the second run changes nothing on GitHub: {:?}",
        world.github.writes()
    );
}

#[test]
fn ssh_bootstrap_registers_a_read_only_deploy_key_and_the_cluster_syncs_with_it() {
    let world = World::start();
    world.github.add_repo("acme", "fleet", true);
    let (sshd, ssh_host) = world.serve_ssh();
    let output = world.bootstrap(&[&format!("--ssh-hostname={ssh_host}")]);
    assert_success(&output);
    let text = transcript(&output, &world);
    assert!(!text.contains("created"), "the repository existed:\n{text}");
    assert!(
        text.contains("✔ public key: ecdsa-sha2-nistp384 "),
        "{text}"
    );
    assert!(
        text.contains(
            "✔ configured deploy key \"flux-system-main-flux-system-./clusters/prod\" for \
             \"<git>/acme/fleet\"\n"
        ),
        "{text}"
    );
    let keys = world.github.repo("acme", "fleet").unwrap().keys;
    assert_eq!(keys.len(), 1, "{keys:?}");
    assert_eq!(
        keys[0].title,
        "flux-system-main-flux-system-./clusters/prod"
    );
    assert!(keys[0].read_only, "read-only unless --read-write-key");
    let secret = world.secret();
    let public = secret_value(&secret, "identity.pub");
    assert_eq!(
        public
            .split_whitespace()
            .take(2)
            .collect::<Vec<_>>()
            .join(" "),
        keys[0].key,
        "the deploy key is the secret's key"
    );
    assert!(
        secret_value(&secret, "known_hosts").starts_with(&format!("[127.0.0.1]:{}", sshd.port))
    );
    let sync = file_at(&world.bare(), "clusters/prod/flux-system/gotk-sync.yaml");
    assert!(
        sync.contains(&format!("url: ssh://git@{ssh_host}/acme/fleet\n")),
        "{sync}"
    );
    let head = support::git(&world.bare(), &["rev-parse", "main"]);
    let synced_revision = || {
        world
            .kube
            .object(
                "kustomize.toolkit.fluxcd.io/v1",
                "Kustomization",
                Some("flux-system"),
                "flux-system",
            )
            .expect("Kustomization")["status"]["lastAppliedRevision"]
            .clone()
    };
    assert_eq!(
        synced_revision(),
        format!("main@sha1:{}", head.trim()),
        "the cluster synced over SSH with the deploy key"
    );

    // A key of the user's own (--private-key-file) replaces the generated one: the old deploy
    // key goes, and --read-write-key makes the new one writable.
    let key_file = world.dir.path().join("id_ed25519");
    let status = std::process::Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-C", "mine", "-f"])
        .arg(&key_file)
        .status()
        .unwrap();
    assert!(status.success());
    let output = world.bootstrap(&[
        &format!("--ssh-hostname={ssh_host}"),
        "--read-write-key",
        &format!("--private-key-file={}", key_file.display()),
    ]);
    assert_success(&output);
    let text = transcript(&output, &world);
    assert!(text.contains("✔ configured deploy key"), "{text}");
    let replaced = world.github.repo("acme", "fleet").unwrap().keys;
    assert_eq!(replaced.len(), 1, "{replaced:?}");
    let mine = std::fs::read_to_string(key_file.with_extension("pub")).unwrap();
    assert_eq!(
        replaced[0].key,
        mine.split_whitespace()
            .take(2)
            .collect::<Vec<_>>()
            .join(" ")
    );
    assert!(!replaced[0].read_only);
}

#[test]
fn team_access_and_rate_limit_on_the_way() {
    let world = World::start();
    world
        .github
        .fail_next("GET /repos/acme/fleet", Fault::RateLimited { seconds: 1 });
    world
        .github
        .fail_next("POST /orgs/acme/repos", Fault::Status(502));
    let output = world.bootstrap(&["--token-auth", "--team=platform:push", "--team=ghosts"]);
    assert_success(&output);
    let text = transcript(&output, &world);
    assert!(
        text.contains("◎ <api> API rate limit exceeded, waiting until "),
        "{text}"
    );
    assert!(
        text.contains("⚠️ <api> answered 502 Bad Gateway, retrying in 1s\n"),
        "{text}"
    );
    assert!(
        text.contains("► reconciling repository permissions\n"),
        "{text}"
    );
    assert!(
        text.contains("✔ granted \"push\" permissions to \"platform\"\n"),
        "{text}"
    );
    assert!(
        text.contains("⚠️ failed to grant maintain permissions to ghosts: "),
        "an unknown team is a warning:\n{text}"
    );
    assert_eq!(
        world.github.repo("acme", "fleet").unwrap().teams["platform"],
        "push"
    );
}

#[test]
fn archived_repository_stops_before_touching_git_or_the_cluster() {
    let world = World::start();
    world.github.add_repo("acme", "fleet", true);
    world.github.archive("acme", "fleet");
    let head = support::git(&world.bare(), &["rev-parse", "main"]);
    let output = world.bootstrap(&["--token-auth"]);
    assert_eq!(output.status.code(), Some(1));
    let text = stderr(&output);
    assert!(
        text.lines().last().unwrap().starts_with("✗ repository \"")
            && text.contains("is archived and read-only"),
        "{text}"
    );
    assert_eq!(support::git(&world.bare(), &["rev-parse", "main"]), head);
    assert!(
        world
            .kube
            .object("v1", "Secret", Some("flux-system"), "flux-system")
            .is_none()
    );
}

#[test]
fn bad_token_is_one_clear_line() {
    let world = World::start();
    let kubeconfig = world.kube.kubeconfig(world.dir.path());
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .args(["bootstrap", "github", "--owner=acme", "--repository=fleet"])
        .arg(format!("--kubeconfig={}", kubeconfig.display()))
        .arg("--allow-insecure-http")
        .env(API_URL_ENV, world.github.api_url())
        .env_remove("GITHUB_TOKEN")
        .env("HOME", world.dir.path())
        .write_stdin("ghp_wrong\n")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let text = stderr(&output);
    assert!(
        text.starts_with("Please enter your GitHub personal access token (PAT): \n"),
        "the token is read from piped stdin:\n{text}"
    );
    assert!(!text.contains("ghp_wrong"), "{text}");
    assert_eq!(
        text.lines().last().unwrap(),
        format!(
            "✗ {} rejected the token (401 Bad credentials): set GITHUB_TOKEN to a valid \
             personal access token that has not expired",
            world.api_host()
        )
    );
}

#[test]
fn the_api_is_reached_through_the_proxy_and_a_clone_url_elsewhere_gets_no_token() {
    let world = World::start();
    // A host nobody resolves: only the proxy (the fake itself) can answer for it.
    let api = world.github.api_url().replace(
        &format!("127.0.0.1:{}", world.github.port),
        "api.github.invalid",
    );
    let proxy = format!("http://127.0.0.1:{}", world.github.port);
    let output = world.bootstrap_with_env(
        &["--token-auth", "--allow-insecure-http"],
        &[
            (API_URL_ENV, &api),
            ("HTTP_PROXY", &proxy),
            ("NO_PROXY", "127.0.0.1"),
        ],
    );
    assert!(world.github.repo("acme", "fleet").is_some());
    assert!(
        world
            .github
            .requests()
            .iter()
            .any(|request| request.starts_with("POST /orgs/acme/repos")),
        "{:?}",
        world.github.requests()
    );
    // The API named a clone URL on 127.0.0.1, a host the override does not name: the token
    // is not sent there.
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let text = stderr(&output);
    assert!(
        text.starts_with("► connecting to api.github.invalid\n"),
        "{text}"
    );
    assert_eq!(
        text.lines().last().unwrap(),
        format!(
            "✗ refusing to send the token to 127.0.0.1: the API of api.github.invalid returned \
             the clone URL \"{}acme/fleet.git\", which is not on the host named by --hostname \
             or the API override",
            world.git.url("")
        )
    );
    let requests = world
        .git
        .requests
        .load(std::sync::atomic::Ordering::Relaxed);
    assert_eq!(requests, 0, "nothing reached the Git server");
}

#[test]
fn an_enterprise_api_behind_a_private_ca_needs_the_ca_file() {
    let world = World::start_with(FakeGitHub::start_tls(TOKEN, "octo"));
    let untrusted = world.bootstrap(&["--token-auth"]);
    assert_eq!(untrusted.status.code(), Some(1));
    let text = stderr(&untrusted);
    let failures: Vec<&str> = text.lines().filter(|line| line.starts_with('✗')).collect();
    assert_eq!(failures.len(), 1, "{text}");
    assert!(failures[0].contains("certificate verify failed"), "{text}");
    assert!(world.github.repo("acme", "fleet").is_none());

    let ca_file = world.dir.path().join("ca.pem");
    let ca_pem = world.github.ca_pem.clone().unwrap();
    std::fs::write(&ca_file, &ca_pem).unwrap();
    let trusted = world.bootstrap(&["--token-auth", &format!("--ca-file={}", ca_file.display())]);
    assert_success(&trusted);
    assert!(world.github.repo("acme", "fleet").is_some());
    let secret = world.secret();
    assert_eq!(secret_value(&secret, "ca.crt"), ca_pem);
}

fn secret_value(secret: &Value, key: &str) -> String {
    if let Some(value) = secret["stringData"][key].as_str() {
        return value.to_owned();
    }
    let encoded = secret["data"][key].as_str().unwrap_or_default();
    use base64::Engine as _;
    String::from_utf8(
        base64::engine::general_purpose::STANDARD
            .decode(encoded)
            .unwrap_or_default(),
    )
    .unwrap()
}

#[test]
fn switching_token_auth_to_a_deploy_key_and_back_repoints_the_cluster() {
    let world = World::start();
    let (_sshd, ssh_host) = world.serve_ssh();
    let https_url = format!("{}acme/fleet.git", world.git.url(""));
    let ssh_url = format!("ssh://git@{ssh_host}/acme/fleet");

    assert_success(&world.bootstrap(&["--token-auth"]));
    assert_eq!(world.git_repository()["spec"]["url"], https_url);

    // Without --token-auth the cluster syncs over SSH: the token secret cannot serve that URL,
    // and the GitRepository in the cluster would keep fetching over HTTPS with a key.
    let output = world.bootstrap(&[&format!("--ssh-hostname={ssh_host}")]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(
        text.contains(&format!(
            "► source secret \"flux-system/flux-system\" cannot authenticate the cluster to \
             \"{ssh_url}\": it holds no SSH private key\n"
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "► applying GitRepository and Kustomization \"flux-system/flux-system\": the cluster \
             fetches from \"{https_url}\", this run commits for \"{ssh_url}\"\n"
        )),
        "{text}"
    );
    assert_eq!(world.git_repository()["spec"]["url"], ssh_url);
    let secret = world.secret();
    assert!(secret_value(&secret, "identity").contains("PRIVATE KEY"));
    assert_eq!(world.github.repo("acme", "fleet").unwrap().keys.len(), 1);
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head()),
        "fetched over SSH with the new deploy key"
    );

    // And back to the token.
    let output = world.bootstrap(&["--token-auth"]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(
        text.contains(&format!(
            "► applying GitRepository and Kustomization \"flux-system/flux-system\": the cluster \
             fetches from \"{ssh_url}\", this run commits for \"{https_url}\"\n"
        )),
        "{text}"
    );
    assert_eq!(world.git_repository()["spec"]["url"], https_url);
    let secret = world.secret();
    assert_eq!(secret_value(&secret, "password"), TOKEN);
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head())
    );
}

#[test]
fn hostname_wins_over_github_api_url_and_no_request_reaches_another_host() {
    let world = World::start_with(FakeGitHub::start_tls(TOKEN, "octo"));
    let ca_file = world.dir.path().join("ca.pem");
    std::fs::write(&ca_file, world.github.ca_pem.clone().unwrap()).unwrap();
    // Anything fluxr sent to api.github.com would have to ask this proxy for a tunnel.
    let proxy = support::ConnectProxy::start();
    let output = world.bootstrap_with_env(
        &[
            "--token-auth",
            // The fake's Git server speaks plain HTTP.
            "--allow-insecure-http",
            &format!("--hostname={}", world.api_host()),
            &format!("--ca-file={}", ca_file.display()),
        ],
        &[
            ("GITHUB_API_URL", "https://api.github.com"),
            ("HTTPS_PROXY", &proxy.url()),
            ("HTTP_PROXY", &proxy.url()),
            ("NO_PROXY", "127.0.0.1"),
        ],
    );
    assert_success(&output);
    let text = transcript(&output, &world);
    assert!(text.starts_with("► connecting to <api>\n"), "{text}");
    assert!(
        world
            .github
            .requests()
            .iter()
            .any(|request| request.starts_with("POST /orgs/acme/repos")),
        "{:?}",
        world.github.requests()
    );
    assert_eq!(
        *proxy.targets.lock().unwrap(),
        Vec::<String>::new(),
        "no request for another host"
    );
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head())
    );
}

#[test]
fn an_http_hostname_keeps_its_scheme_and_needs_allow_insecure_http() {
    let world = World::start();
    let hostname = format!("--hostname=http://{}", world.api_host());
    let refused = world.bootstrap_with_env(&["--token-auth", &hostname], &[]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    assert_eq!(
        stderr(&refused).lines().last().unwrap(),
        format!(
            "✗ refusing to send the token over plain HTTP to the API of {}: use an https:// \
             URL, or pass --allow-insecure-http",
            world.api_host()
        )
    );
    assert!(world.github.requests().is_empty());

    let output = world.bootstrap_with_env(
        &["--token-auth", "--allow-insecure-http", &hostname],
        &[("GITHUB_API_URL", "https://api.github.com")],
    );
    assert_success(&output);
    assert!(
        transcript(&output, &world).starts_with("► connecting to <api>\n"),
        "{}",
        stderr(&output)
    );
    assert_eq!(
        world.synced_revision(),
        format!("main@sha1:{}", world.head())
    );
}

#[test]
fn plain_http_for_the_token_is_refused_without_allow_insecure_http() {
    // The API is trusted over HTTPS, but hands out an http:// clone URL.
    let world = World::start_with(FakeGitHub::start_tls(TOKEN, "octo"));
    world.github.add_repo("acme", "fleet", true);
    let head = world.head();
    let ca_file = world.dir.path().join("ca.pem");
    std::fs::write(&ca_file, world.github.ca_pem.clone().unwrap()).unwrap();
    let output = world.bootstrap_with_env(
        &["--token-auth", &format!("--ca-file={}", ca_file.display())],
        &[(API_URL_ENV, &world.github.api_url())],
    );
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let text = stderr(&output);
    let failures: Vec<&str> = text.lines().filter(|line| line.starts_with('✗')).collect();
    assert_eq!(
        failures,
        [format!(
            "✗ refusing to send a token or password over plain HTTP to 127.0.0.1:{}: use an \
             https:// URL, or pass --allow-insecure-http",
            world.git.port
        )]
    );
    let requests = world
        .git
        .requests
        .load(std::sync::atomic::Ordering::Relaxed);
    assert_eq!(requests, 0, "nothing reached the Git server");
    assert_eq!(world.head(), head);

    // An override over plain HTTP is refused before the first request.
    let plain = World::start();
    let output =
        plain.bootstrap_with_env(&["--token-auth"], &[(API_URL_ENV, &plain.github.api_url())]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert_eq!(
        stderr(&output).lines().last().unwrap(),
        format!(
            "✗ refusing to send the token over plain HTTP to the API of {}: use an https:// \
             URL, or pass --allow-insecure-http",
            plain.api_host()
        )
    );
    assert!(plain.github.requests().is_empty());
}

/// The token the fake's GitHub App installation hands out; the only one the fake and its Git
/// server take in the app runs.
const INSTALLATION_TOKEN: &str = "ghs_installation_e2e";
const APP_ID: u64 = 4242;

/// A world where `acme` has the app installed (installation 7), and its key file.
fn app_world() -> (World, std::path::PathBuf) {
    let github = FakeGitHub::start(INSTALLATION_TOKEN, "octo");
    let git = GitHttp::start_for_users(&["x-access-token"], INSTALLATION_TOKEN);
    github.add_org("acme", &["platform"]);
    github.serve_git(git.root.path().to_owned(), &git.url(""));
    let rsa = openssl::rsa::Rsa::generate(2048).unwrap();
    github.add_app(APP_ID, &rsa.public_key_to_pem().unwrap(), &[("acme", 7)]);
    let world = World {
        github,
        git,
        kube: FakeKube::start(),
        dir: tempfile::tempdir().unwrap(),
    };
    let key_file = world.dir.path().join("app.private-key.pem");
    // GitHub hands out PKCS#1 ("BEGIN RSA PRIVATE KEY") files.
    std::fs::write(&key_file, rsa.private_key_to_pem().unwrap()).unwrap();
    (world, key_file)
}

#[test]
fn github_app_bootstrap_pushes_with_an_installation_token_and_stores_no_token() {
    let (world, key_file) = app_world();
    let app_flags = [
        format!("--app-id={APP_ID}"),
        format!("--app-private-key-file={}", key_file.display()),
    ];
    let app_flags: Vec<&str> = app_flags.iter().map(String::as_str).collect();
    // GITHUB_TOKEN holds a token the fake refuses: only the app's installation token works.
    let first = world.bootstrap(&app_flags);
    assert_success(&first);
    let text = transcript(&first, &world);
    assert!(
        text.starts_with(&format!(
            "✔ authenticated as GitHub App \"{APP_ID}\" (installation 7)\n\
             ► connecting to <api>\n\
             ✔ repository \"<git>/acme/fleet\" created\n"
        )),
        "{text}"
    );
    assert!(
        text.contains("✔ Kustomization reconciled successfully\n"),
        "{text}"
    );
    assert!(!text.contains("deploy key"), "{text}");
    let all = stderr(&first);
    assert!(
        !all.contains(INSTALLATION_TOKEN),
        "the token is never printed"
    );
    assert!(!all.contains("PRIVATE KEY"), "the key is never printed");
    let requests = world.github.requests();
    assert!(
        requests.starts_with(&[
            "GET /orgs/acme/installation".to_owned(),
            "POST /app/installations/7/access_tokens".to_owned()
        ]),
        "the installation is looked up by --owner: {requests:?}"
    );

    // The cluster gets the app's credentials in the shape of `create secret githubapp`, and
    // source-controller's `provider: github` exchanges them itself (the fake controllers do).
    let secret = world.secret();
    let mut keys: Vec<String> = secret["stringData"]
        .as_object()
        .or(secret["data"].as_object())
        .unwrap()
        .keys()
        .cloned()
        .collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "githubAppBaseURL",
            "githubAppID",
            "githubAppInstallationOwner",
            "githubAppPrivateKey"
        ]
    );
    assert_eq!(secret_value(&secret, "githubAppID"), APP_ID.to_string());
    assert_eq!(secret_value(&secret, "githubAppInstallationOwner"), "acme");
    assert_eq!(
        secret_value(&secret, "githubAppBaseURL"),
        world.github.api_url()
    );
    assert_eq!(
        secret_value(&secret, "githubAppPrivateKey"),
        std::fs::read_to_string(&key_file).unwrap()
    );
    let repository = world.git_repository();
    assert_eq!(repository["spec"]["provider"], "github");
    assert_eq!(
        repository["spec"]["url"],
        format!("{}acme/fleet.git", world.git.url(""))
    );
    let sync = file_at(&world.bare(), "clusters/prod/flux-system/gotk-sync.yaml");
    assert!(sync.contains("  provider: github\n"), "{sync}");
    let head = world.head();
    assert_eq!(world.synced_revision(), format!("main@sha1:{head}"));
    assert!(world.github.repo("acme", "fleet").unwrap().keys.is_empty());
    let config = std::fs::read_to_string(world.bare().join("config")).unwrap();
    assert!(!config.contains(INSTALLATION_TOKEN));

    // A rerun with the installation given by ID changes the secret's installation reference
    // and nothing in Git.
    let second = world.bootstrap(&[&app_flags[..], &["--app-installation-id=7"]].concat());
    assert_success(&second);
    let text = transcript(&second, &world);
    assert!(text.contains("✔ sync manifests are up to date\n"), "{text}");
    assert_eq!(world.head(), head, "no new commit");
    let secret = world.secret();
    assert_eq!(secret_value(&secret, "githubAppInstallationID"), "7");
}

#[test]
fn github_app_flags_are_checked_before_anything_is_asked() {
    let (world, key_file) = app_world();
    let key = format!("--app-private-key-file={}", key_file.display());
    let id = format!("--app-id={APP_ID}");
    for (args, message) in [
        (
            vec![key.as_str()],
            "✗ --app-id is required with --app-private-key-file",
        ),
        (
            vec![id.as_str()],
            "✗ --app-private-key-file is required with --app-id",
        ),
        (
            vec![id.as_str(), key.as_str(), "--token-auth"],
            "✗ --token-auth cannot be used with GitHub App authentication: the cluster \
             authenticates as the app's installation",
        ),
        (
            vec![id.as_str(), key.as_str(), "--read-write-key"],
            "✗ --read-write-key cannot be used with GitHub App authentication: the cluster \
             authenticates as the app's installation",
        ),
        (
            vec![
                id.as_str(),
                key.as_str(),
                "--app-installation-id=7",
                "--app-installation-owner=acme",
            ],
            "✗ --app-installation-id and --app-installation-owner cannot be used together",
        ),
        (
            vec![id.as_str(), key.as_str(), "--app-installation-id=seven"],
            "✗ invalid --app-installation-id \"seven\": it is a number",
        ),
        (
            vec![id.as_str(), "--app-private-key-file=/nonexistent/app.pem"],
            "✗ unable to read the GitHub App private key \"/nonexistent/app.pem\": No such file \
             or directory (os error 2)",
        ),
    ] {
        let output = world.bootstrap(&args);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        let text = stderr(&output);
        assert_eq!(text.trim_end(), message, "{args:?}");
    }
    assert!(
        world.github.requests().is_empty(),
        "nothing reaches GitHub: {:?}",
        world.github.requests()
    );
    assert!(
        world
            .kube
            .object("v1", "Namespace", None, "flux-system")
            .is_none()
    );
}

#[test]
fn a_key_github_does_not_know_stops_before_the_cluster_is_touched() {
    let (world, _) = app_world();
    let other = world.dir.path().join("other.pem");
    std::fs::write(
        &other,
        openssl::rsa::Rsa::generate(2048)
            .unwrap()
            .private_key_to_pem()
            .unwrap(),
    )
    .unwrap();
    let output = world.bootstrap(&[
        &format!("--app-id={APP_ID}"),
        &format!("--app-private-key-file={}", other.display()),
        "--app-installation-id=7",
    ]);
    assert_eq!(output.status.code(), Some(1));
    let text = stderr(&output);
    let last = text.lines().last().unwrap();
    assert!(last.starts_with("✗ "), "{text}");
    assert!(last.contains("401"), "{text}");
    assert!(last.contains("--app-private-key-file"), "{text}");
    assert_eq!(world.github.app_tokens_issued(), 0);
    assert!(world.github.repo("acme", "fleet").is_none());
    assert!(
        world
            .kube
            .object("v1", "Namespace", None, "flux-system")
            .is_none()
    );
}

/// GitHub does not let an installation token create a repository of a user account
/// (`POST /user/repos` answers 403). An existing one, with the app installed on the account,
/// is an ordinary bootstrap.
#[test]
fn github_app_with_personal_needs_the_repository_to_exist() {
    let (world, key_file) = app_world();
    world.github.add_user("octo");
    let rsa_key = std::fs::read(&key_file).unwrap();
    let public = openssl::rsa::Rsa::private_key_from_pem(&rsa_key)
        .unwrap()
        .public_key_to_pem()
        .unwrap();
    world
        .github
        .add_app(APP_ID, &public, &[("acme", 7), ("octo", 8)]);
    let app_flags = [
        format!("--app-id={APP_ID}"),
        format!("--app-private-key-file={}", key_file.display()),
        "--owner=octo".to_owned(),
        "--personal".to_owned(),
    ];
    let app_flags: Vec<&str> = app_flags.iter().map(String::as_str).collect();
    let refused = world.bootstrap(&app_flags);
    assert_eq!(refused.status.code(), Some(1));
    let text = stderr(&refused);
    assert_eq!(
        text.lines().last().unwrap(),
        format!(
            "✗ repository \"octo/fleet\" does not exist, and a GitHub App cannot create a \
             repository of a user account with --personal: create it on {}, give the app's \
             installation access to it, and run bootstrap again",
            world.api_host()
        ),
        "{text}"
    );
    let requests = world.github.requests();
    assert!(
        !requests
            .iter()
            .any(|line| line.starts_with("POST /user/repos")),
        "{requests:?}"
    );
    assert!(
        requests.contains(&"GET /users/octo/installation".to_owned()),
        "the installation of a user account is found: {requests:?}"
    );
    assert!(world.github.repo("octo", "fleet").is_none());
    assert!(
        world
            .kube
            .object("v1", "Namespace", None, "flux-system")
            .is_none(),
        "the cluster is untouched"
    );

    world.github.add_repo("octo", "fleet", true);
    let existing = world.bootstrap(&app_flags);
    assert_success(&existing);
    let repo = world.github.repo("octo", "fleet").unwrap();
    assert!(repo.keys.is_empty(), "no deploy key with an app");
    assert!(
        support::git(
            &world.git.root.path().join("octo/fleet.git"),
            &["ls-tree", "-r", "--name-only", "main"]
        )
        .contains("clusters/prod/flux-system/gotk-sync.yaml")
    );
    assert_eq!(world.git_repository()["spec"]["provider"], "github");
}
