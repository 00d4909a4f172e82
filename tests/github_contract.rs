//! Contract test: fluxr's GitHub provider against Prism serving GitHub's own OpenAPI description
//! (`@octokit/openapi`). Prism checks every request fluxr sends against the schema (path,
//! parameters, body) and answers with the description's example bodies, which fluxr must parse.
//!
//! It needs Prism, so it is its own test binary that plain `cargo test` does not run
//! (`test = false` in Cargo.toml); `.ci/run` installs Prism and runs it with
//! `FLUXR_PRISM=<prism binary>` and `FLUXR_GITHUB_OPENAPI=<api.github.com.json>`. Run by hand
//! without them, it fails and says so instead of passing without checking anything.
//!
//! A small recording proxy sits between fluxr and Prism: it asks Prism for a given status where
//! a scenario needs one (`Prefer: code=404`), and keeps every `sl-violations` header, so that a
//! request Prism merely warns about fails the test too. Prism negotiates media types strictly
//! and the description lists only `application/json`, while GitHub documents
//! `application/vnd.github+json` (and a repository media type for team access): the proxy
//! sends Prism `application/json` instead.

mod support;

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use fluxr::provider::github::{GitHub, Options};
use fluxr::provider::{
    self, Change, DeployKey, Error, OwnerKind, Provider, RepositorySpec, TeamAccess,
    TeamPermission, Visibility,
};
use fluxr::ui::Ui;
use serde_json::Value;

const PRISM_ENV: &str = "FLUXR_PRISM";
const SPEC_ENV: &str = "FLUXR_GITHUB_OPENAPI";
/// Prism parses a 13 MB description; on two busy cores that has taken minutes.
const PRISM_START_TIMEOUT: Duration = Duration::from_secs(600);

#[test]
fn fluxr_requests_and_parsing_match_githubs_openapi_description() {
    let (prism_bin, spec) = match (std::env::var_os(PRISM_ENV), std::env::var_os(SPEC_ENV)) {
        (Some(bin), Some(spec)) => (PathBuf::from(bin), PathBuf::from(spec)),
        _ => panic!(
            "{PRISM_ENV} and {SPEC_ENV} are not set: this contract test needs Prism serving \
             GitHub's OpenAPI description; run it through `bash .ci/run`, which installs both"
        ),
    };
    let prism = Prism::start(&prism_bin, &spec);
    let proxy = Proxy::start(prism.port);
    let github = GitHub::new(
        Options {
            hostname: "github.com".into(),
            api_url: Some(proxy.url()),
            token: "ghp_contract".into(),
            deadline: Instant::now() + Duration::from_secs(300),
            first_backoff: Duration::from_millis(100),
            ca_pem: None,
        },
        &Ui { quiet: true },
    )
    .unwrap();

    // Prism's examples name the owner "octocat" and the repository "Hello-World".
    let repo = github
        .get_repository("octocat", "Hello-World", OwnerKind::Organization)
        .unwrap()
        .expect("the example repository");
    assert!(!repo.web_url.is_empty() && !repo.https_url.is_empty());
    assert!(repo.ssh_url.starts_with("ssh://git@"), "{}", repo.ssh_url);
    proxy.check_clean("get repository");

    proxy.prefer("GET /repos/octocat/fleet", 404);
    assert_eq!(
        github
            .get_repository("octocat", "fleet", OwnerKind::Organization)
            .unwrap(),
        None
    );
    proxy.check_clean("get a missing repository");

    let created = github
        .create_repository(&spec_for("octocat", OwnerKind::Organization))
        .unwrap();
    assert!(!created.https_url.is_empty());
    proxy.check_clean("create an organization repository");

    // The example user is "octocat": a personal repository for the token's own user.
    github
        .create_repository(&spec_for("octocat", OwnerKind::User))
        .unwrap();
    proxy.check_clean("create a personal repository");

    proxy.prefer("POST /orgs/ghost/repos", 404);
    let err = github
        .create_repository(&spec_for("ghost", OwnerKind::Organization))
        .unwrap_err();
    assert!(
        matches!(err, Error::OwnerIsUser { .. } | Error::OwnerNotFound { .. }),
        "{err}"
    );
    proxy.check_clean("create a repository for a missing organization");

    let mut wanted = spec_for("octocat", OwnerKind::Organization);
    wanted.visibility = match repo.visibility {
        Visibility::Private => Visibility::Public,
        _ => Visibility::Private,
    };
    wanted.description = Some("fleet".into());
    wanted.default_branch = "fleet-main".into();
    let changed = github.update_repository(&repo, &wanted).unwrap();
    assert_eq!(changed, ["visibility", "description", "default branch"]);
    proxy.check_clean("update a repository");

    let permission = github.team_permission(&repo, "justice-league").unwrap();
    assert!(permission.is_some(), "the example team has access");
    proxy.prefer("GET /orgs/octocat/teams/nobody", 404);
    assert_eq!(github.team_permission(&repo, "nobody").unwrap(), None);
    github
        .set_team_permission(
            &repo,
            &TeamAccess {
                team: "justice-league".into(),
                permission: TeamPermission::Maintain,
            },
        )
        .unwrap();
    proxy.check_clean("team access");

    let keys = github.deploy_keys(&repo).unwrap();
    assert!(!keys.is_empty(), "the example lists a key");
    assert!(
        keys.iter()
            .all(|key| !key.id.is_empty() && !key.public_key.is_empty())
    );
    proxy.check_clean("list deploy keys");

    let key = DeployKey {
        title: provider::deploy_key_name("flux-system", "main", "flux-system", "./clusters/prod"),
        public_key: "ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQ fluxr".into(),
        read_only: true,
    };
    // The example key has another title: fluxr's key is added, nothing is deleted.
    assert_eq!(
        provider::reconcile_deploy_key(&github, &repo, &key).unwrap(),
        Change::Created
    );
    let same_title = DeployKey {
        title: keys[0].title.clone(),
        ..key
    };
    // The example key has this title but other material: fluxr replaces it.
    assert_eq!(
        provider::reconcile_deploy_key(&github, &repo, &same_title).unwrap(),
        Change::Updated
    );
    proxy.check_clean("add and replace deploy keys");

    // The error shapes the description gives: a 403 and a validation failure.
    proxy.prefer("POST /orgs/octocat/repos", 403);
    let err = github
        .create_repository(&spec_for("octocat", OwnerKind::Organization))
        .unwrap_err();
    assert!(matches!(err, Error::Forbidden { .. }), "{err}");
    proxy.prefer("POST /repos/octocat/Hello-World/keys", 422);
    let err = github.add_deploy_key(&repo, &same_title).unwrap_err();
    assert!(matches!(err, Error::Rejected { status: 422, .. }), "{err}");
    proxy.check_clean("error answers");

    let log = proxy.exchanges();
    let methods: Vec<&str> = log
        .iter()
        .filter_map(|exchange| exchange.line.split_whitespace().next())
        .collect();
    for method in ["GET", "POST", "PATCH", "PUT", "DELETE"] {
        assert!(
            methods.contains(&method),
            "no {method} request was checked: {log:?}"
        );
    }
}

fn spec_for(owner: &str, kind: OwnerKind) -> RepositorySpec {
    RepositorySpec {
        owner: owner.into(),
        name: "fleet".into(),
        owner_kind: kind,
        visibility: Visibility::Private,
        description: None,
        default_branch: "main".into(),
    }
}

/// `prism mock` on an ephemeral port, killed and reaped on drop.
struct Prism {
    child: Child,
    port: u16,
    _log_dir: tempfile::TempDir,
}

impl Prism {
    fn start(bin: &PathBuf, spec: &PathBuf) -> Prism {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let log_dir = tempfile::tempdir().unwrap();
        let log = log_dir.path().join("prism.log");
        let mut child = Command::new(bin)
            .args(["mock", "-h", "127.0.0.1", "-p", &port.to_string()])
            .arg(spec)
            .stdin(Stdio::null())
            .stdout(std::fs::File::create(&log).unwrap())
            .stderr(Stdio::from(
                std::fs::File::create(log.with_extension("err")).unwrap(),
            ))
            .spawn()
            .unwrap_or_else(|err| panic!("cannot start {}: {err}", bin.display()));
        let deadline = Instant::now() + PRISM_START_TIMEOUT;
        loop {
            if TcpStream::connect(("127.0.0.1", port)).is_ok() {
                break;
            }
            if let Ok(Some(status)) = child.try_wait() {
                panic!(
                    "prism exited ({status}) before listening: {}",
                    std::fs::read_to_string(log.with_extension("err")).unwrap_or_default()
                );
            }
            assert!(
                Instant::now() < deadline,
                "prism did not listen within 10 minutes"
            );
            std::thread::sleep(Duration::from_millis(200));
        }
        Prism {
            child,
            port,
            _log_dir: log_dir,
        }
    }
}

impl Drop for Prism {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[derive(Debug, Clone)]
struct Exchange {
    line: String,
    status: u16,
    /// Whether the test asked Prism for this status.
    scripted: bool,
    /// Prism's `sl-violations` entries about the request.
    violations: Vec<Value>,
}

#[derive(Default)]
struct ProxyState {
    prefer: VecDeque<(String, u16)>,
    exchanges: Vec<Exchange>,
    checked: usize,
}

/// Forwards fluxr's requests to Prism and records what Prism thought of them.
struct Proxy {
    port: u16,
    state: Arc<Mutex<ProxyState>>,
    stop: Arc<AtomicBool>,
}

impl Proxy {
    fn start(prism_port: u16) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        listener.set_nonblocking(true).unwrap();
        let state = Arc::new(Mutex::new(ProxyState::default()));
        let stop = Arc::new(AtomicBool::new(false));
        {
            let state = state.clone();
            let stop = stop.clone();
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    match listener.accept() {
                        Ok((stream, _)) => {
                            stream.set_nonblocking(false).unwrap();
                            let state = state.clone();
                            std::thread::spawn(move || {
                                let _ = relay(&state, prism_port, stream);
                            });
                        }
                        Err(_) => std::thread::sleep(Duration::from_millis(10)),
                    }
                }
            });
        }
        Proxy { port, state, stop }
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// The next request starting with `prefix` (`METHOD /path`) gets Prism's `status` answer.
    fn prefer(&self, prefix: &str, status: u16) {
        self.state
            .lock()
            .unwrap()
            .prefer
            .push_back((prefix.to_owned(), status));
    }

    fn exchanges(&self) -> Vec<Exchange> {
        self.state.lock().unwrap().exchanges.clone()
    }

    /// Fails when Prism found fault with any request since the last check, or answered one
    /// with a validation error.
    fn check_clean(&self, scenario: &str) {
        let mut state = self.state.lock().unwrap();
        let fresh = &state.exchanges[state.checked..];
        assert!(!fresh.is_empty(), "{scenario}: fluxr sent no request");
        for exchange in fresh {
            assert!(
                exchange.violations.is_empty(),
                "{scenario}: Prism says `{}` does not match GitHub's description: {:#?}",
                exchange.line,
                exchange.violations
            );
            // Prism answers a request that breaks the schema with 4xx, sometimes without
            // `sl-violations`: only the statuses a scenario asked for may be errors.
            assert!(
                exchange.scripted || (200..300).contains(&exchange.status),
                "{scenario}: Prism refused `{}` with {}",
                exchange.line,
                exchange.status
            );
        }
        assert!(
            state.prefer.is_empty(),
            "{scenario}: expected requests were not sent: {:?}",
            state.prefer
        );
        state.checked = state.exchanges.len();
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

struct Message {
    first_line: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Message {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }
}

/// Reads one HTTP/1.1 message; `None` at the end of the stream. Without a length, the body runs
/// to the end of the stream (Prism's answers to `Connection: close`).
fn read_message(reader: &mut impl BufRead, is_response: bool) -> std::io::Result<Option<Message>> {
    let mut first_line = String::new();
    if reader.read_line(&mut first_line)? == 0 {
        return Ok(None);
    }
    let mut headers = Vec::new();
    loop {
        let mut line = String::new();
        reader.read_line(&mut line)?;
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            headers.push((name.trim().to_owned(), value.trim().to_owned()));
        }
    }
    let mut message = Message {
        first_line: first_line.trim_end().to_owned(),
        headers,
        body: Vec::new(),
    };
    if message
        .header("transfer-encoding")
        .is_some_and(|value| value.contains("chunked"))
    {
        message.body = support::read_chunked(reader)?;
    } else if let Some(length) = message.header("content-length") {
        let length: usize = length.parse().unwrap_or(0);
        message.body = vec![0; length];
        reader.read_exact(&mut message.body)?;
    } else if is_response && !message.first_line.contains(" 204 ") {
        reader.read_to_end(&mut message.body)?;
    }
    Ok(Some(message))
}

fn relay(state: &Mutex<ProxyState>, prism_port: u16, client: TcpStream) -> std::io::Result<()> {
    let mut reader = BufReader::new(client.try_clone()?);
    let mut writer = client;
    while let Some(request) = read_message(&mut reader, false)? {
        let mut parts = request.first_line.split_whitespace();
        let method = parts.next().unwrap_or_default().to_owned();
        let target = parts.next().unwrap_or_default().to_owned();
        let line = format!("{method} {target}");
        let prefer = {
            let mut state = state.lock().unwrap();
            let at = state
                .prefer
                .iter()
                .position(|(prefix, _)| line.starts_with(prefix.as_str()));
            at.and_then(|at| state.prefer.remove(at))
                .map(|(_, status)| status)
        };
        let mut upstream = TcpStream::connect(("127.0.0.1", prism_port))?;
        let mut head = format!("{method} {target} HTTP/1.1\r\n");
        for (name, value) in &request.headers {
            let lower = name.to_ascii_lowercase();
            if [
                "connection",
                "content-length",
                "transfer-encoding",
                "accept",
                "host",
            ]
            .contains(&lower.as_str())
            {
                continue;
            }
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        head.push_str(&format!("Host: 127.0.0.1:{prism_port}\r\n"));
        if request.header("accept").is_some() {
            head.push_str("Accept: application/json\r\n");
        }
        if let Some(status) = prefer {
            head.push_str(&format!("Prefer: code={status}\r\n"));
        }
        head.push_str(&format!(
            "Content-Length: {}\r\nConnection: close\r\n\r\n",
            request.body.len()
        ));
        upstream.write_all(head.as_bytes())?;
        upstream.write_all(&request.body)?;
        let mut upstream_reader = BufReader::new(upstream);
        let Some(response) = read_message(&mut upstream_reader, true)? else {
            return Ok(());
        };
        let status: u16 = response
            .first_line
            .split_whitespace()
            .nth(1)
            .and_then(|code| code.parse().ok())
            .unwrap_or(0);
        let violations: Vec<Value> = response
            .header("sl-violations")
            .and_then(|text| serde_json::from_str::<Vec<Value>>(text).ok())
            .unwrap_or_default()
            .into_iter()
            .filter(|violation| violation["location"][0] == "request")
            .collect();
        state.lock().unwrap().exchanges.push(Exchange {
            line,
            status,
            scripted: prefer.is_some(),
            violations,
        });
        let mut reply = format!("{}\r\n", response.first_line);
        for (name, value) in &response.headers {
            let lower = name.to_ascii_lowercase();
            if [
                "connection",
                "content-length",
                "transfer-encoding",
                "keep-alive",
            ]
            .contains(&lower.as_str())
            {
                continue;
            }
            reply.push_str(&format!("{name}: {value}\r\n"));
        }
        reply.push_str(&format!("Content-Length: {}\r\n\r\n", response.body.len()));
        writer.write_all(reply.as_bytes())?;
        writer.write_all(&response.body)?;
        writer.flush()?;
    }
    Ok(())
}
