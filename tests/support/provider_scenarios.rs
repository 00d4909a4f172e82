//! The scenarios every `bootstrap <provider>` runs end to end, written once: a new repository
//! with the token (`--token-auth`) and a rerun that changes nothing, an existing repository
//! whose deploy key is registered and then rotated, team or group access, rate limits and 5xx
//! answers retried, and API errors (401, 404, 5xx after the retries) as one line that leaves
//! the cluster alone.
//!
//! A [`World`] is a provider's fake API ([`ProviderFake`]), a real smart-HTTP git server that
//! takes the token, the fake Kubernetes API playing the controllers, and an sshd when deploy
//! keys are tried. Each `tests/bootstrap_<provider>.rs` sets its fake up, calls the scenarios
//! and adds what only its provider does.

use std::path::PathBuf;
use std::process::Output;

use assert_cmd::Command;
use serde_json::Value;

use super::fake_api::Response;
use super::{FakeKube, GitHttp, Sshd};

/// A deploy key as a fake holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    /// The key type and its base64, without the comment.
    pub material: String,
    pub writable: bool,
}

/// What the scenarios need of a provider's fake API.
pub trait ProviderFake {
    /// `bootstrap <command>`.
    const COMMAND: &'static str;
    const TOKEN_ENV: &'static str;
    /// fluxr's override of the API base.
    const API_URL_ENV: &'static str;
    /// What fluxr asks when the token variable is not set.
    const PROMPT: &'static str;

    /// What the API override is set to.
    fn api_url(&self) -> String;
    /// The API's host as messages name it.
    fn api_host(&self) -> String {
        let url = self.api_url();
        let rest = url.split_once("://").map_or(url.as_str(), |(_, rest)| rest);
        rest.split('/').next().unwrap().to_owned()
    }
    /// Repositories the fake creates are bare repositories under `root`, with clone URLs under
    /// `base_url`.
    fn serve_git(&self, root: PathBuf, base_url: &str);
    /// Tells `hook` every registered deploy key whenever they change.
    fn serve_deploy_keys(&self, hook: impl Fn(Vec<String>) + Send + 'static);
    /// Creates the scenarios' repository (`fleet` of the default owner) with a first commit.
    fn add_existing_repository(&self);
    fn repository_exists(&self) -> bool;
    /// The deploy keys of the scenarios' repository.
    fn deploy_keys(&self) -> Vec<Key>;
    /// Answers the next request starting with `METHOD /path` (without the API prefix) with
    /// `status`, in the provider's own error shape (429 names a one-second wait).
    fn fail_next(&self, request_prefix: &str, status: u16);
    /// The requests that change something.
    fn writes(&self) -> Vec<String>;
    fn clear_requests(&self);
}

/// The provider's error answer: `body` as JSON, a 429 with `Retry-After: 1`.
pub fn error_response(status: u16, body: Value) -> Response {
    if status == 429 {
        Response::text(429, "Retry later").with_header("Retry-After", "1")
    } else {
        Response::json(status, body)
    }
}

/// How a provider's runs are set up.
pub struct Setup {
    /// The token fluxr reads from the provider's variable, which the git server takes.
    pub token: &'static str,
    /// `--owner` of most runs.
    pub owner: &'static str,
    /// The repository's path on the git server, `owner/fleet`, as its URLs end.
    pub repository_path: String,
}

pub struct World<F: ProviderFake> {
    pub fake: F,
    pub git: GitHttp,
    pub kube: FakeKube,
    pub dir: tempfile::TempDir,
    /// fluxr's TMPDIR, where its clones are.
    pub tmp: tempfile::TempDir,
    pub setup: Setup,
}

impl<F: ProviderFake> World<F> {
    pub fn new(fake: F, git: GitHttp, setup: Setup) -> World<F> {
        World {
            fake,
            git,
            kube: FakeKube::start(),
            dir: tempfile::tempdir().unwrap(),
            tmp: tempfile::tempdir().unwrap(),
            setup,
        }
    }

    /// The API's host as messages name it.
    pub fn api_host(&self) -> String {
        self.fake.api_host()
    }

    /// A run on the scenarios' repository, owned by the default owner.
    pub fn bootstrap(&self, extra: &[&str]) -> Output {
        self.bootstrap_repo(self.setup.owner, "fleet", extra)
    }

    pub fn bootstrap_as(&self, owner: &str, extra: &[&str]) -> Output {
        self.bootstrap_repo(owner, "fleet", extra)
    }

    /// The fake's API and git server speak plain HTTP, hence `--allow-insecure-http`.
    pub fn bootstrap_repo(&self, owner: &str, repository: &str, extra: &[&str]) -> Output {
        let args = [&["--allow-insecure-http"], extra].concat();
        Command::from_std(self.command(owner, repository, &args))
            .env(F::API_URL_ENV, self.fake.api_url())
            .write_stdin("")
            .output()
            .unwrap()
    }

    /// A run on `owner/repository` with the token in its variable and `extra` last, so that a
    /// run's own flags win (a repeated flag takes its last value); no API override.
    pub fn command(&self, owner: &str, repository: &str, extra: &[&str]) -> std::process::Command {
        self.command_with(&[], owner, repository, extra)
    }

    /// [`World::command`] with `bootstrap`'s own flags `before` the subcommand.
    pub fn command_with(
        &self,
        before: &[&str],
        owner: &str,
        repository: &str,
        extra: &[&str],
    ) -> std::process::Command {
        let kubeconfig = self.kube.kubeconfig(self.dir.path());
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_fluxr"));
        command
            .arg("bootstrap")
            .args(before)
            .arg(F::COMMAND)
            .arg(format!("--owner={owner}"))
            .arg(format!("--repository={repository}"))
            .arg("--path=clusters/prod")
            .arg(format!("--kubeconfig={}", kubeconfig.display()))
            .arg("--timeout=3m")
            .args(extra)
            .env(F::TOKEN_ENV, self.setup.token)
            .env("HOME", self.dir.path())
            .env("TMPDIR", self.tmp.path())
            .env_remove(F::API_URL_ENV)
            .env_remove("FLUX_SYSTEM_NAMESPACE")
            .env_remove("KUBECONFIG");
        command
    }

    /// A run without the token variable: the token is typed at the prompt (`stdin`).
    pub fn bootstrap_with_typed_token(&self, stdin: &str) -> Output {
        let kubeconfig = self.kube.kubeconfig(self.dir.path());
        Command::cargo_bin("fluxr")
            .unwrap()
            .args([
                "bootstrap",
                F::COMMAND,
                "--owner=acme",
                "--repository=fleet",
            ])
            .arg(format!("--kubeconfig={}", kubeconfig.display()))
            .arg("--allow-insecure-http")
            .env(F::API_URL_ENV, self.fake.api_url())
            .env_remove(F::TOKEN_ENV)
            .env("HOME", self.dir.path())
            .write_stdin(stdin)
            .output()
            .unwrap()
    }

    /// An sshd standing in for the provider's SSH service, letting in the registered deploy
    /// keys; returns it and its `host:port` for `--ssh-hostname`.
    pub fn serve_ssh(&self) -> (Sshd, String) {
        let sshd = Sshd::start(&[]);
        self.fake.serve_deploy_keys(sshd.key_writer());
        std::fs::create_dir_all(self.git.root.path().join("acme")).unwrap();
        std::os::unix::fs::symlink(self.git.root.path().join("acme"), sshd.repos().join("acme"))
            .unwrap();
        self.kube.alias_ssh_user("git", &sshd.user);
        let host = format!("127.0.0.1:{}", sshd.port);
        (sshd, host)
    }

    pub fn bare(&self) -> PathBuf {
        self.git
            .root
            .path()
            .join(format!("{}.git", self.setup.repository_path))
    }

    pub fn head(&self) -> String {
        super::git(&self.bare(), &["rev-parse", "main"])
            .trim()
            .to_owned()
    }

    /// `path` as the branch `main` holds it.
    pub fn file_at(&self, path: &str) -> String {
        super::git(&self.bare(), &["show", &format!("main:{path}")])
    }

    pub fn secret(&self) -> Value {
        self.kube
            .object("v1", "Secret", Some("flux-system"), "flux-system")
            .expect("source secret")
    }

    pub fn has_secret(&self) -> bool {
        self.kube
            .object("v1", "Secret", Some("flux-system"), "flux-system")
            .is_some()
    }

    pub fn synced_revision(&self) -> Value {
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

    /// The Kustomization applied what `main` holds now.
    pub fn assert_synced(&self, why: &str) {
        assert_eq!(
            self.synced_revision(),
            format!("main@sha1:{}", self.head()),
            "{why}"
        );
    }
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

pub fn assert_success(output: &Output) {
    assert!(
        output.status.success(),
        "fluxr failed ({}):\n{}",
        output.status,
        stderr(output)
    );
}

/// A value of a Secret, from `stringData` or `data`.
pub fn secret_value(secret: &Value, key: &str) -> String {
    use base64::Engine as _;
    if let Some(text) = secret["stringData"][key].as_str() {
        return text.to_owned();
    }
    let encoded = secret["data"][key].as_str().unwrap_or_default();
    String::from_utf8(
        base64::engine::general_purpose::STANDARD
            .decode(encoded)
            .unwrap(),
    )
    .unwrap()
}

/// The key type and its base64 of an `authorized_keys` line.
pub fn key_material(line: &str) -> String {
    line.split_whitespace()
        .take(2)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A new repository with `--token-auth` (plus `extra`): created, pushed to, the cluster
/// syncing over HTTPS as `username` with the token, which is printed nowhere; then a rerun that
/// pushes nothing and changes nothing on the provider. Returns the two runs' stderr.
pub fn new_repository_with_token_auth<F: ProviderFake>(
    world: &World<F>,
    extra: &[&str],
    username: &str,
) -> (String, String) {
    let token = world.setup.token;
    let args = [&["--token-auth"], extra].concat();
    let first = world.bootstrap(&args);
    assert_success(&first);
    let text = stderr(&first);
    assert!(
        text.starts_with(&format!("► connecting to {}\n", world.fake.api_host())),
        "{text}"
    );
    assert!(text.contains("✔ repository \"http://"), "{text}");
    assert!(!text.contains(token), "the token is never printed");
    assert!(!text.contains("deploy key"), "{text}");
    assert!(world.fake.deploy_keys().is_empty());
    let sync = world.file_at("clusters/prod/flux-system/gotk-sync.yaml");
    assert!(
        sync.contains(&format!(
            "url: {}{}.git\n",
            world.git.url(""),
            world.setup.repository_path
        )),
        "the cluster syncs over HTTPS:\n{sync}"
    );
    let secret = world.secret();
    assert_eq!(secret_value(&secret, "username"), username);
    assert_eq!(secret_value(&secret, "password"), token);
    world.assert_synced("the cluster synced with the token");
    let config = std::fs::read_to_string(world.bare().join("config")).unwrap();
    assert!(
        !config.contains(token),
        "no token in the repository's config"
    );

    let head = world.head();
    world.fake.clear_requests();
    let second = world.bootstrap(&args);
    assert_success(&second);
    let rerun = stderr(&second);
    assert!(!rerun.contains("created"), "{rerun}");
    // flux regenerates a source secret whenever a username or password is given, and
    // applies it again.
    assert!(
        rerun.contains("► generating source secret\n► applying source secret \"flux-system/flux-system\"\n✔ reconciled source secret\n"),
        "{rerun}"
    );
    assert_eq!(world.head(), head, "a rerun pushes nothing");
    assert!(
        world.fake.writes().is_empty(),
        "a rerun changes nothing on the provider: {:?}",
        world.fake.writes()
    );
    (text, rerun)
}

/// Token auth over HTTPS on a self-hosted instance: the provider's API and its Git server
/// present certificates of a private CA (`ca`, PEM), `--hostname` names the server and the
/// API override points at a host that does not exist, so only `--hostname` can work. The
/// server is reached through the proxy `HTTPS_PROXY` names, as behind a corporate proxy.
///
/// Without `--ca-file` the first request fails: one `✗` line that names the certificate and the
/// flag, nothing retried, nothing created, pushed or applied. With it, the repository is
/// created and pushed to over HTTPS, the source secret holds `username` and the token with the
/// CA as `ca.crt` (as flux writes it), the cluster clones with them, and the token is in no
/// output and nowhere in fluxr's clone, which is looked at while fluxr waits for the cluster.
/// Returns the trusted run's stderr.
pub fn token_auth_over_https_with_a_private_ca<F: ProviderFake>(
    world: &World<F>,
    ca: &str,
    extra: &[&str],
    username: &str,
) -> String {
    use std::process::Stdio;
    use std::time::{Duration, Instant};

    let token = world.setup.token;
    // The server by name: the cluster's API on 127.0.0.1 is not proxied, the server is.
    let host = world.fake.api_host().replace("127.0.0.1", "localhost");
    let git_base = world.git.url("").replace("127.0.0.1", "localhost");
    world
        .fake
        .serve_git(world.git.root.path().to_owned(), &git_base);
    let proxy = super::ConnectProxy::start();
    let hostname = format!("--hostname={host}");
    let untrusted_args = [&["--token-auth", hostname.as_str()], extra].concat();
    let run = |before: &[&str], args: &[&str]| {
        let mut command = world.command_with(before, world.setup.owner, "fleet", args);
        command
            .env(F::API_URL_ENV, "https://api.fake.invalid")
            .env("HTTPS_PROXY", proxy.url())
            .env("NO_PROXY", "127.0.0.1")
            .env_remove("https_proxy")
            .env_remove("no_proxy")
            .env_remove("HTTP_PROXY")
            .env_remove("http_proxy")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    };

    let untrusted = run(&[], &untrusted_args).output().unwrap();
    let text = stderr(&untrusted);
    assert_eq!(untrusted.status.code(), Some(1), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "no retries, one failure:\n{text}");
    assert_eq!(lines[0], format!("► connecting to {host}"));
    assert!(
        lines[1].starts_with(&format!("✗ unable to reach https://{host}")),
        "{text}"
    );
    assert!(
        lines[1].contains(
            ": its certificate failed verification (if a private CA issued it, pass that CA \
             with --ca-file): "
        ) && lines[1].contains("certificate verify failed"),
        "{text}"
    );
    assert!(!world.fake.repository_exists());
    assert!(!world.has_secret(), "the cluster is left alone");
    assert_eq!(
        world
            .git
            .requests
            .load(std::sync::atomic::Ordering::Relaxed),
        0,
        "nothing reached the Git server"
    );

    let ca_file = world.dir.path().join("private-ca.pem");
    std::fs::write(&ca_file, ca).unwrap();
    let ca_flag = format!("--ca-file={}", ca_file.display());
    // `bootstrap`'s own flags go before the subcommand as well as after it.
    let before = ["--token-auth", ca_flag.as_str()];
    let args = [&[hostname.as_str()], extra].concat();
    // The cluster syncs only when the test has looked at fluxr's clone.
    world.kube.stop_controller("Kustomization");
    let mut child = run(&before, &args).spawn().unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    let clone = loop {
        let applied = world
            .kube
            .object(
                "kustomize.toolkit.fluxcd.io/v1",
                "Kustomization",
                Some("flux-system"),
                "flux-system",
            )
            .is_some();
        let clones: Vec<PathBuf> = std::fs::read_dir(world.tmp.path())
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.join(".git/config").is_file())
            .collect();
        if applied && clones.len() == 1 {
            break clones[0].clone();
        }
        if child.try_wait().unwrap().is_some() || Instant::now() > deadline {
            let _ = child.kill();
            let output = child.wait_with_output().unwrap();
            panic!(
                "fluxr applied no Kustomization with its clone on disk:\n{}",
                stderr(&output)
            );
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let config = std::fs::read_to_string(clone.join(".git/config")).unwrap();
    assert!(
        !config.contains(token),
        "no token in .git/config:\n{config}"
    );
    for file in files_under(&clone.join(".git")) {
        let bytes = std::fs::read(&file).unwrap();
        assert!(
            !bytes
                .windows(token.len())
                .any(|window| window == token.as_bytes()),
            "the token is in {}",
            file.display()
        );
    }
    world.kube.start_controller("Kustomization");
    let trusted = child.wait_with_output().unwrap();
    assert_success(&trusted);
    let text = stderr(&trusted);
    assert!(
        text.starts_with(&format!("► connecting to {host}\n")),
        "{text}"
    );
    assert!(text.contains("✔ repository \"https://"), "{text}");
    let targets = proxy.targets.lock().unwrap().clone();
    let git_host = git_base
        .trim_start_matches("https://")
        .split('/')
        .next()
        .unwrap()
        .to_owned();
    assert!(
        targets.contains(&host) && targets.contains(&git_host),
        "the API and Git went through the proxy: {targets:?}"
    );
    assert!(
        targets
            .iter()
            .all(|target| *target == host || *target == git_host),
        "nothing else was asked for: {targets:?}"
    );
    for output in [&untrusted, &trusted] {
        for stream in [&output.stdout, &output.stderr] {
            assert!(
                !String::from_utf8_lossy(stream).contains(token),
                "the token is never printed"
            );
        }
    }
    let https_url = format!("{git_base}{}.git", world.setup.repository_path);
    assert!(https_url.starts_with("https://"), "{https_url}");
    let sync = world.file_at("clusters/prod/flux-system/gotk-sync.yaml");
    assert!(
        sync.contains(&format!("url: {https_url}\n")),
        "the cluster syncs over HTTPS:\n{sync}"
    );
    let secret = world.secret();
    assert_eq!(secret_value(&secret, "username"), username);
    assert_eq!(secret_value(&secret, "password"), token);
    assert_eq!(
        secret_value(&secret, "ca.crt"),
        ca,
        "the CA, as flux writes it"
    );
    // The fake source-controller trusts only the secret's ca.crt.
    world.assert_synced("the cluster cloned over HTTPS with the secret's CA");
    let leftovers: Vec<_> = std::fs::read_dir(world.tmp.path()).unwrap().collect();
    assert!(leftovers.is_empty(), "the clone is removed: {leftovers:?}");
    text
}

/// Every file under `dir`, recursively.
fn files_under(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(files_under(&path));
        } else {
            files.push(path);
        }
    }
    files
}

/// An existing repository over SSH: a read-only deploy key of the secret's key is registered
/// and the cluster syncs with it; then the user's own key (`--private-key-file`) replaces it,
/// writable with `--read-write-key`, and the cluster syncs with that one. Returns the first
/// run's stderr and the sshd's `host:port`, with the sshd still serving.
pub fn deploy_key_registered_then_rotated<F: ProviderFake>(
    world: &World<F>,
) -> (String, Sshd, String) {
    world.fake.add_existing_repository();
    let (sshd, ssh_host) = world.serve_ssh();
    let output = world.bootstrap(&[&format!("--ssh-hostname={ssh_host}")]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(!text.contains("created"), "the repository existed:\n{text}");
    assert!(text.contains("✔ configured deploy key \""), "{text}");
    let keys = world.fake.deploy_keys();
    assert_eq!(keys.len(), 1, "{keys:?}");
    assert!(!keys[0].writable, "read-only unless --read-write-key");
    assert_eq!(
        key_material(&secret_value(&world.secret(), "identity.pub")),
        keys[0].material,
        "the deploy key is the secret's key"
    );
    let sync = world.file_at("clusters/prod/flux-system/gotk-sync.yaml");
    assert!(
        sync.contains(&format!(
            "url: ssh://git@{ssh_host}/{}\n",
            world.setup.repository_path
        )),
        "{sync}"
    );
    world.assert_synced("the cluster synced over SSH with the deploy key");

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
    let rotated = world.fake.deploy_keys();
    assert_eq!(rotated.len(), 1, "the old key is gone: {rotated:?}");
    let mine = std::fs::read_to_string(key_file.with_extension("pub")).unwrap();
    assert_eq!(rotated[0].material, key_material(&mine));
    assert!(rotated[0].writable);
    world.assert_synced("the cluster syncs with the new key");
    (text, sshd, ssh_host)
}

/// Team (or group) access with `--token-auth` and `flags`: every line of `expected` is said,
/// and an unknown team is a warning, not a failure. Returns the run's stderr.
pub fn team_access<F: ProviderFake>(world: &World<F>, flags: &[&str], expected: &[&str]) -> String {
    let args = [&["--token-auth"], flags].concat();
    let output = world.bootstrap(&args);
    assert_success(&output);
    let text = stderr(&output);
    assert!(
        text.contains("► reconciling repository permissions\n"),
        "{text}"
    );
    // A team that cannot be granted is reported in its turn; the run goes on and succeeds.
    let reconciled = text
        .find("✔ reconciled repository permissions\n")
        .unwrap_or_else(|| panic!("{text}"));
    for line in expected {
        let at = text.find(line);
        assert!(at.is_some(), "missing {line:?} in:\n{text}");
        assert!(
            at < Some(reconciled),
            "{line:?} after the permissions:\n{text}"
        );
    }
    assert!(text.ends_with("✔ all components are healthy\n"), "{text}");
    text
}

/// A rate limit on `rate_limited` and a 502 on `bad_gateway` are waited out and retried, and
/// the run succeeds.
pub fn rate_limits_and_5xx_are_retried<F: ProviderFake>(
    world: &World<F>,
    rate_limited: &str,
    bad_gateway: &str,
) {
    world.fake.fail_next(rate_limited, 429);
    world.fake.fail_next(bad_gateway, 502);
    let output = world.bootstrap(&["--token-auth"]);
    assert_success(&output);
    let text = stderr(&output);
    assert!(text.contains("rate limit"), "{text}");
    assert!(
        text.contains("answered 502 Bad Gateway, retrying"),
        "{text}"
    );
    assert!(world.fake.repository_exists());
}

/// A failed run: exit code 1, no source secret in the cluster; its last line.
pub fn failure_line<F: ProviderFake>(world: &World<F>, output: &Output) -> String {
    assert_eq!(output.status.code(), Some(1), "{}", stderr(output));
    assert!(!world.has_secret(), "the cluster is left alone");
    stderr(output).lines().last().unwrap().to_owned()
}

/// What [`api_errors`] saw: each run's stderr and its last line.
pub struct ApiErrors {
    pub unauthorized: (String, String),
    pub not_found: (String, String),
    pub unavailable: (String, String),
}

/// API errors, each one line that touches nothing: a wrong token typed at the prompt (401,
/// never echoed), an owner the provider does not know (404), and 5xx answers to `unavailable`
/// until the retries run out. Returns what the runs said, for the provider's words.
pub fn api_errors<F: ProviderFake>(world: &World<F>, unavailable: &str) -> ApiErrors {
    // Piped stdin that ends before a line break has no answer, as flux reads it (Go's
    // `bufio.Reader.ReadString('\n')`), even when some text came first; nothing is touched.
    let writes = world.fake.writes().len();
    for piped in ["", "almost-a-token"] {
        let output = world.bootstrap_with_typed_token(piped);
        assert_eq!(output.status.code(), Some(1), "{piped:?}");
        assert_eq!(
            stderr(&output),
            format!(
                "{}✗ could not read token: could not read from stdin: EOF\n",
                F::PROMPT
            ),
            "{piped:?}"
        );
    }
    assert_eq!(world.fake.writes().len(), writes);

    let wrong = "wrong-token";
    let output = world.bootstrap_with_typed_token(&format!("{wrong}\n"));
    let text = stderr(&output);
    assert!(text.starts_with(F::PROMPT), "{text}");
    assert!(!text.contains(wrong), "the typed token is never printed");
    let unauthorized = failure_line(world, &output);
    let unauthorized_text = text;
    assert!(
        unauthorized.starts_with(&format!(
            "✗ {} rejected the token (401 ",
            world.fake.api_host()
        )) && unauthorized.ends_with(&format!(
            "set {} to a valid personal access token that has not expired",
            F::TOKEN_ENV
        )),
        "{unauthorized}"
    );

    let output = world.bootstrap_as("nobody", &["--token-auth"]);
    let not_found = failure_line(world, &output);
    let not_found_text = stderr(&output);
    assert!(not_found.starts_with("✗ "), "{not_found}");
    assert!(
        not_found.contains("\"nobody\" not found on "),
        "{not_found}"
    );

    for _ in 0..4 {
        world.fake.fail_next(unavailable, 503);
    }
    let output = world.bootstrap(&["--token-auth"]);
    let gave_up = failure_line(world, &output);
    let gave_up_text = stderr(&output);
    assert!(
        gave_up
            .contains("503 Service Unavailable after 4 attempts, the service may be unavailable"),
        "{gave_up}"
    );
    assert!(!world.fake.repository_exists());
    ApiErrors {
        unauthorized: (unauthorized_text, unauthorized),
        not_found: (not_found_text, not_found),
        unavailable: (gave_up_text, gave_up),
    }
}

/// flux's `bootstrap` flags every provider has (its persistent flags but the two it hides,
/// `--manifests` and `--ssh-signing-passphrase`), and the global flags.
const SHARED_FLAGS: &[&str] = &[
    "-v, --version",
    "--components",
    "--components-extra",
    "--registry",
    "--registry-creds",
    "--image-pull-secret",
    "--branch",
    "--recurse-submodules",
    "--sparse-checkout",
    "--watch-all-namespaces",
    "--network-policy",
    "--token-auth",
    "--log-level",
    "--cluster-domain",
    "--toleration-keys",
    "--secret-name",
    "--ssh-key-algorithm",
    "--ssh-rsa-bits",
    "--ssh-hostkey-algos",
    "--ssh-ecdsa-curve",
    "--ssh-hostname",
    "--ca-file",
    "--private-key-file",
    "--author-name",
    "--author-email",
    "--gpg-key-ring",
    "--gpg-passphrase",
    "--gpg-key-id",
    "--ssh-signing-key-file",
    "--ssh-signing-password",
    "--ssh-signing-reuse-private-key",
    "--commit-message-appendix",
    "--force",
    "--timeout",
    "--verbose",
    "--ns-follows-kube-context",
    "--server",
    "--kubeconfig",
    "--cache-dir",
    "--certificate-authority",
    "--client-certificate",
    "--client-key",
    "--token",
    "--as",
    "--as-uid",
    "--as-group",
    "--as-user-extra",
    "--cluster",
    "--user",
    "-n, --namespace",
    "--context",
    "--tls-server-name",
    "--insecure-skip-tls-verify",
    "--disable-compression",
    "--kube-api-qps",
    "--kube-api-burst",
];

/// `--help` lists every flag of `flags` (the command's own) and every shared one.
pub fn help_lists<F: ProviderFake>(flags: &[&str]) {
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .args(["bootstrap", F::COMMAND, "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&output.stdout);
    for flag in flags.iter().chain(SHARED_FLAGS) {
        // The whole flag: `--token` is not `--token-auth`.
        let listed = help.match_indices(flag).any(|(at, _)| {
            !help[at + flag.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '-')
        });
        assert!(listed, "{flag} missing from:\n{help}");
    }
}
