//! `fluxr bootstrap github` end to end: the GitHub fake (tests/support/fake_github.rs) creates
//! the repository as a real bare repository behind a smart-HTTP git server that takes the token,
//! fluxr pushes the manifests there, and the fake Kubernetes API plays the controllers, cloning
//! the pushed revision with the credentials of the source secret fluxr created.

mod support;

use std::process::Output;

use assert_cmd::Command;
use serde_json::Value;
use support::GitHttp;
use support::fake_github::{FakeGitHub, Fault};
use support::provider_scenarios::{
    self as scenarios, Key, ProviderFake, Setup, assert_success, key_material, secret_value, stderr,
};

const TOKEN: &str = "ghp_e2e_token";
/// fluxr's API override; `GITHUB_API_URL` is not read.
const API_URL_ENV: &str = "FLUXR_GITHUB_API_URL";

type World = scenarios::World<FakeGitHub>;

impl ProviderFake for FakeGitHub {
    const COMMAND: &'static str = "github";
    const TOKEN_ENV: &'static str = "GITHUB_TOKEN";
    const API_URL_ENV: &'static str = API_URL_ENV;
    const PROMPT: &'static str = "Please enter your GitHub personal access token (PAT): ";

    fn api_url(&self) -> String {
        FakeGitHub::api_url(self)
    }

    /// The fake's API host, as messages name it (over HTTP or HTTPS).
    fn api_host(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    fn serve_git(&self, root: std::path::PathBuf, base_url: &str) {
        FakeGitHub::serve_git(self, root, base_url);
    }

    fn serve_deploy_keys(&self, hook: impl Fn(Vec<String>) + Send + 'static) {
        FakeGitHub::serve_deploy_keys(self, hook);
    }

    fn add_existing_repository(&self) {
        self.add_repo("acme", "fleet", true);
    }

    fn repository_exists(&self) -> bool {
        self.repo("acme", "fleet").is_some()
    }

    fn deploy_keys(&self) -> Vec<Key> {
        self.repo("acme", "fleet")
            .map(|repo| repo.keys)
            .unwrap_or_default()
            .into_iter()
            .map(|key| Key {
                material: key_material(&key.key),
                writable: !key.read_only,
            })
            .collect()
    }

    fn fail_next(&self, request_prefix: &str, status: u16) {
        let fault = if status == 429 {
            Fault::RateLimited { seconds: 1 }
        } else {
            Fault::Status(status)
        };
        FakeGitHub::fail_next(self, request_prefix, fault);
    }

    fn writes(&self) -> Vec<String> {
        FakeGitHub::writes(self)
    }

    fn clear_requests(&self) {
        FakeGitHub::clear_requests(self);
    }
}

fn start() -> World {
    start_with(FakeGitHub::start(TOKEN, "octo"))
}

fn start_with(github: FakeGitHub) -> World {
    // fluxr pushes as the owner, the cluster clones as "git": GitHub takes the token with both.
    let git = GitHttp::start_for_users(&["acme", "git"], TOKEN);
    github.add_org("acme", &["platform"]);
    github.serve_git(git.root.path().to_owned(), &git.url(""));
    scenarios::World::new(github, git, setup())
}

/// Runs read `GITHUB_TOKEN`; the API override is the fake's.
fn setup() -> Setup {
    Setup {
        token: TOKEN,
        owner: "acme",
        repository_path: "acme/fleet".to_owned(),
    }
}

/// What only `bootstrap github`'s runs need.
trait GitHubRuns {
    /// A run with `envs` set, and no API override unless `envs` names one.
    fn bootstrap_with_env(&self, extra: &[&str], envs: &[(&str, &str)]) -> Output;
    fn git_repository(&self) -> Value;
}

impl GitHubRuns for World {
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
}

/// The status lines, without the commit ids that change from run to run, the Git server's
/// base URL as `<git>` and the API's host as `<api>`.
fn transcript(output: &Output, world: &World) -> String {
    transcript_of(&stderr(output), world)
}

fn transcript_of(text: &str, world: &World) -> String {
    let hex = regex::Regex::new(r#"\("[0-9a-f]{40}"\)"#).unwrap();
    let text = text
        .replace(world.git.url("").trim_end_matches('/'), "<git>")
        .replace(&world.api_host(), "<api>");
    hex.replace_all(&text, "(\"<sha>\")").into_owned()
}

#[test]
fn token_auth_bootstrap_creates_the_repository_and_a_second_run_changes_nothing() {
    let world = start();
    let (first, second) = scenarios::new_repository_with_token_auth(&world, &[], "git");
    let text = transcript_of(&first, &world);
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
    let repo = world.fake.repo("acme", "fleet").unwrap();
    assert!(repo.private, "new repositories are private");
    let sync = world.file_at("clusters/prod/flux-system/gotk-sync.yaml");
    assert!(sync.contains("path: ./clusters/prod\n"), "{sync}");

    let text = transcript_of(&second, &world);
    for line in [
        "✔ component manifests are up to date\n",
        "✔ sync manifests are up to date\n",
    ] {
        assert!(text.contains(line), "missing {line:?} in:\n{text}");
    }
    assert!(!text.contains("installing components"), "{text}");
}

#[test]
fn ssh_bootstrap_registers_a_read_only_deploy_key_and_the_cluster_syncs_with_it() {
    let world = start();
    let (first, sshd, ssh_host) = scenarios::deploy_key_registered_then_rotated(&world);
    let text = transcript_of(&first, &world);
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
    let keys = world.fake.repo("acme", "fleet").unwrap().keys;
    assert_eq!(
        keys[0].title,
        "flux-system-main-flux-system-./clusters/prod"
    );
    assert!(
        secret_value(&world.secret(), "known_hosts")
            .starts_with(&format!("[127.0.0.1]:{}", sshd.port))
    );

    // A deploy key deleted by hand comes back with a rerun that gives the key: flux generates
    // the secret from the key file and reconciles the deploy key every time.
    world.fake.delete_deploy_keys("acme", "fleet");
    let key_file = world.dir.path().join("id_ed25519");
    let output = world.bootstrap(&[
        &format!("--ssh-hostname={ssh_host}"),
        "--read-write-key",
        &format!("--private-key-file={}", key_file.display()),
    ]);
    scenarios::assert_success(&output);
    let text = transcript_of(&scenarios::stderr(&output), &world);
    assert!(
        text.contains(
            "► generating source secret\n\
             ✔ public key: ssh-ed25519 "
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "✔ configured deploy key \"flux-system-main-flux-system-./clusters/prod\" for \
             \"<git>/acme/fleet\"\n\
             ► applying source secret \"flux-system/flux-system\"\n\
             ✔ reconciled source secret\n"
        ),
        "{text}"
    );
    let keys = world.fake.repo("acme", "fleet").unwrap().keys;
    assert_eq!(keys.len(), 1, "{keys:?}");
    let mine = std::fs::read_to_string(key_file.with_extension("pub")).unwrap();
    assert_eq!(
        scenarios::key_material(&keys[0].key),
        scenarios::key_material(&mine)
    );
    assert!(!keys[0].read_only);
}

#[test]
fn team_access_and_rate_limit_on_the_way() {
    let world = start();
    world
        .fake
        .fail_next("GET /repos/acme/fleet", Fault::RateLimited { seconds: 1 });
    world
        .fake
        .fail_next("POST /orgs/acme/repos", Fault::Status(502));
    let text = scenarios::team_access(
        &world,
        &["--team=platform:push", "--team=ghosts"],
        &[
            "✔ granted \"push\" permissions to \"platform\"\n",
            "✗ failed to grant \"maintain\" permissions to \"ghosts\": ",
        ],
    );
    let text = transcript_of(&text, &world);
    assert!(
        text.contains("◎ <api> API rate limit exceeded, waiting until "),
        "{text}"
    );
    assert!(
        text.contains("⚠️ <api> answered 502 Bad Gateway, retrying in 1s\n"),
        "{text}"
    );
    assert_eq!(
        world.fake.repo("acme", "fleet").unwrap().teams["platform"],
        "push"
    );
}

#[test]
fn archived_repository_stops_before_touching_git_or_the_cluster() {
    let world = start();
    world.fake.add_repo("acme", "fleet", true);
    world.fake.archive("acme", "fleet");
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
    let world = start();
    let errors = scenarios::api_errors(&world, "GET /repos/acme/fleet");
    let (text, line) = errors.unauthorized;
    assert!(
        text.starts_with("Please enter your GitHub personal access token (PAT): \n"),
        "the token is read from piped stdin:\n{text}"
    );
    assert_eq!(
        line,
        format!(
            "✗ {} rejected the token (401 Bad credentials): set GITHUB_TOKEN to a valid \
             personal access token that has not expired",
            world.api_host()
        )
    );
}

#[test]
fn the_api_is_reached_through_the_proxy_and_a_clone_url_elsewhere_gets_no_token() {
    let world = start();
    // A host nobody resolves: only the proxy (the fake itself) can answer for it.
    let api = world.fake.api_url().replace(
        &format!("127.0.0.1:{}", world.fake.port),
        "api.fake.invalid",
    );
    let proxy = format!("http://127.0.0.1:{}", world.fake.port);
    let output = world.bootstrap_with_env(
        &["--token-auth", "--allow-insecure-http"],
        &[
            (API_URL_ENV, &api),
            ("HTTP_PROXY", &proxy),
            ("NO_PROXY", "127.0.0.1"),
        ],
    );
    assert!(world.fake.repo("acme", "fleet").is_some());
    assert!(
        world
            .fake
            .requests()
            .iter()
            .any(|request| request.starts_with("POST /orgs/acme/repos")),
        "{:?}",
        world.fake.requests()
    );
    // The API named a clone URL on 127.0.0.1, a host the override does not name: the token
    // is not sent there.
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let text = stderr(&output);
    assert!(
        text.starts_with("► connecting to api.fake.invalid\n"),
        "{text}"
    );
    assert_eq!(
        text.lines().last().unwrap(),
        format!(
            "✗ refusing to send the token to 127.0.0.1: the API of api.fake.invalid returned \
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
    let world = start_with(FakeGitHub::start_tls(TOKEN, "octo"));
    let untrusted = world.bootstrap(&["--token-auth"]);
    assert_eq!(untrusted.status.code(), Some(1));
    let text = stderr(&untrusted);
    let failures: Vec<&str> = text.lines().filter(|line| line.starts_with('✗')).collect();
    assert_eq!(failures.len(), 1, "{text}");
    assert!(failures[0].contains("certificate verify failed"), "{text}");
    assert!(
        failures[0].contains("(if a private CA issued it, pass that CA with --ca-file)"),
        "{text}"
    );
    assert!(
        !text.contains("retrying"),
        "a certificate is not retried:\n{text}"
    );
    assert!(world.fake.repo("acme", "fleet").is_none());

    let ca_file = world.dir.path().join("ca.pem");
    let ca_pem = world.fake.ca_pem.clone().unwrap();
    std::fs::write(&ca_file, &ca_pem).unwrap();
    let trusted = world.bootstrap(&["--token-auth", &format!("--ca-file={}", ca_file.display())]);
    assert_success(&trusted);
    assert!(world.fake.repo("acme", "fleet").is_some());
    let secret = world.secret();
    assert_eq!(secret_value(&secret, "ca.crt"), ca_pem);
}

#[test]
fn switching_token_auth_to_a_deploy_key_and_back_repoints_the_cluster() {
    let world = start();
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
    assert_eq!(world.fake.repo("acme", "fleet").unwrap().keys.len(), 1);
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
    let world = start_with(FakeGitHub::start_tls(TOKEN, "octo"));
    let ca_file = world.dir.path().join("ca.pem");
    std::fs::write(&ca_file, world.fake.ca_pem.clone().unwrap()).unwrap();
    // Anything fluxr sent to api.fake.com would have to ask this proxy for a tunnel.
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
            ("GITHUB_API_URL", "https://api.fake.com"),
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
            .fake
            .requests()
            .iter()
            .any(|request| request.starts_with("POST /orgs/acme/repos")),
        "{:?}",
        world.fake.requests()
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
    let world = start();
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
    assert!(world.fake.requests().is_empty());

    let output = world.bootstrap_with_env(
        &["--token-auth", "--allow-insecure-http", &hostname],
        &[("GITHUB_API_URL", "https://api.fake.com")],
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
    let world = start_with(FakeGitHub::start_tls(TOKEN, "octo"));
    world.fake.add_repo("acme", "fleet", true);
    let head = world.head();
    let ca_file = world.dir.path().join("ca.pem");
    std::fs::write(&ca_file, world.fake.ca_pem.clone().unwrap()).unwrap();
    let output = world.bootstrap_with_env(
        &["--token-auth", &format!("--ca-file={}", ca_file.display())],
        &[(API_URL_ENV, &world.fake.api_url())],
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
    let plain = start();
    let output =
        plain.bootstrap_with_env(&["--token-auth"], &[(API_URL_ENV, &plain.fake.api_url())]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert_eq!(
        stderr(&output).lines().last().unwrap(),
        format!(
            "✗ refusing to send the token over plain HTTP to the API of {}: use an https:// \
             URL, or pass --allow-insecure-http",
            plain.api_host()
        )
    );
    assert!(plain.fake.requests().is_empty());
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
    let world = scenarios::World::new(github, git, setup());
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
    let requests = world.fake.requests();
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
        world.fake.api_url()
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
    let sync = world.file_at("clusters/prod/flux-system/gotk-sync.yaml");
    assert!(sync.contains("  provider: github\n"), "{sync}");
    let head = world.head();
    assert_eq!(world.synced_revision(), format!("main@sha1:{head}"));
    assert!(world.fake.repo("acme", "fleet").unwrap().keys.is_empty());
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
        world.fake.requests().is_empty(),
        "nothing reaches GitHub: {:?}",
        world.fake.requests()
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
    assert_eq!(world.fake.app_tokens_issued(), 0);
    assert!(world.fake.repo("acme", "fleet").is_none());
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
    world.fake.add_user("octo");
    let rsa_key = std::fs::read(&key_file).unwrap();
    let public = openssl::rsa::Rsa::private_key_from_pem(&rsa_key)
        .unwrap()
        .public_key_to_pem()
        .unwrap();
    world
        .fake
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
    let requests = world.fake.requests();
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
    assert!(world.fake.repo("octo", "fleet").is_none());
    assert!(
        world
            .kube
            .object("v1", "Namespace", None, "flux-system")
            .is_none(),
        "the cluster is untouched"
    );

    world.fake.add_repo("octo", "fleet", true);
    let existing = world.bootstrap(&app_flags);
    assert_success(&existing);
    let repo = world.fake.repo("octo", "fleet").unwrap();
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

#[test]
fn the_cluster_is_reached_before_the_ca_file_is_read() {
    // bootstrap_github.go (as gitlab and bitbucket-server): bootstrapValidate, the cluster and
    // confirmBootstrap, the version, then `unable to read TLS CA file: …`.
    let world = start();
    let missing = world.dir.path().join("no-such.crt").display().to_string();
    let ca = format!("--ca-file={missing}");
    let (_dir, unreachable) = support::unreachable_kubeconfig();
    let offline = world.bootstrap(&[&ca, &format!("--kubeconfig={}", unreachable.display())]);
    let line = scenarios::failure_line(&world, &offline);
    assert!(line.starts_with("✗ cluster info unavailable: "), "{line}");
    let online = world.bootstrap(&[&ca]);
    assert_eq!(
        scenarios::failure_line(&world, &online),
        format!("✗ unable to read TLS CA file: open {missing}: no such file or directory")
    );
}
