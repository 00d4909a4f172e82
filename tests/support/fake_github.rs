//! A stateful stand-in for GitHub's REST API on 127.0.0.1, for the provider and bootstrap tests:
//! users, organizations with teams, repositories with deploy keys and team access, and injected
//! failures (rate limits, 5xx, missing permissions). It answers with GitHub's status codes,
//! headers and JSON field names, under Enterprise's `/api/v3` prefix so that the base path is
//! exercised too. With [`FakeGitHub::serve_git`], created repositories become real bare
//! repositories that a [`super::GitHttp`] server serves, auto-initialised like GitHub's.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use openssl::hash::MessageDigest;
use openssl::pkey::{PKey, Public};
use openssl::sign::Verifier;
use openssl::ssl::SslAcceptor;
use serde_json::{Value, json};

/// The path prefix of every API route, as on GitHub Enterprise Server.
pub const API_PREFIX: &str = "/api/v3";

/// A failure the fake answers with instead of serving a request.
#[derive(Debug, Clone)]
pub enum Fault {
    /// A primary rate limit (403, `x-ratelimit-remaining: 0`) that resets after `seconds`.
    RateLimited { seconds: u64 },
    /// A secondary rate limit: 429 with `retry-after`.
    RetryAfter { seconds: u64 },
    /// Any status with GitHub's generic body, e.g. 502.
    Status(u16),
    /// 403 for a fine-grained token without `permission` (e.g. `administration=write`).
    Forbidden { permission: String },
}

/// A deploy key as the fake stores it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FakeKey {
    pub id: u64,
    pub title: String,
    pub key: String,
    pub read_only: bool,
}

/// A repository as the fake stores it.
#[derive(Debug, Clone)]
pub struct FakeRepo {
    pub id: u64,
    pub private: bool,
    pub description: String,
    pub default_branch: String,
    pub archived: bool,
    pub keys: Vec<FakeKey>,
    /// team slug -> permission
    pub teams: BTreeMap<String, String>,
}

#[derive(Default)]
struct State {
    token: String,
    login: String,
    users: BTreeSet<String>,
    /// organization -> its team slugs
    orgs: BTreeMap<String, BTreeSet<String>>,
    repos: BTreeMap<(String, String), FakeRepo>,
    next_id: u64,
    faults: VecDeque<(String, Fault)>,
    requests: Vec<String>,
    git: Option<(PathBuf, String)>,
    /// Told every deploy key of every repository whenever one is added or removed.
    deploy_keys_hook: Option<DeployKeysHook>,
    app: Option<App>,
}

/// A GitHub App and where it is installed; its installation tokens are the fake's token.
struct App {
    id: u64,
    public_key: PKey<Public>,
    /// account login -> installation ID
    installations: BTreeMap<String, u64>,
    tokens_issued: usize,
}

type DeployKeysHook = Box<dyn Fn(Vec<String>) + Send>;

pub struct FakeGitHub {
    pub port: u16,
    /// With [`FakeGitHub::start_tls`], the PEM certificate it serves, to trust as a CA.
    pub ca_pem: Option<String>,
    state: Arc<Mutex<State>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl FakeGitHub {
    /// Starts the fake; `token` is the only one it accepts, and it belongs to the user `login`.
    pub fn start(token: &str, login: &str) -> FakeGitHub {
        FakeGitHub::start_with(token, login, None)
    }

    /// The same over HTTPS, with a self-signed certificate for 127.0.0.1 ([`FakeGitHub::ca_pem`]).
    pub fn start_tls(token: &str, login: &str) -> FakeGitHub {
        let (acceptor, ca_pem) = super::self_signed_tls();
        let mut fake = FakeGitHub::start_with(token, login, Some(Arc::new(acceptor)));
        fake.ca_pem = Some(ca_pem);
        fake
    }

    fn start_with(token: &str, login: &str, tls: Option<Arc<SslAcceptor>>) -> FakeGitHub {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        listener.set_nonblocking(true).unwrap();
        let state = Arc::new(Mutex::new(State {
            token: token.to_owned(),
            login: login.to_owned(),
            users: BTreeSet::from([login.to_owned()]),
            next_id: 1000,
            ..State::default()
        }));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let stop = stop.clone();
            let state = state.clone();
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    match listener.accept() {
                        Ok((stream, _)) => {
                            stream.set_nonblocking(false).unwrap();
                            let _ = stream.set_read_timeout(Some(Duration::from_secs(30)));
                            let state = state.clone();
                            let tls = tls.clone();
                            std::thread::spawn(move || {
                                let _ = match tls {
                                    // A client that refuses the certificate ends the handshake.
                                    Some(acceptor) => match acceptor.accept(stream) {
                                        Ok(stream) => serve(&state, port, stream),
                                        Err(_) => Ok(()),
                                    },
                                    None => serve(&state, port, stream),
                                };
                            });
                        }
                        Err(_) => std::thread::sleep(Duration::from_millis(10)),
                    }
                }
            })
        };
        FakeGitHub {
            port,
            ca_pem: None,
            state,
            stop,
            thread: Some(thread),
        }
    }

    /// What `GITHUB_API_URL` should be.
    pub fn api_url(&self) -> String {
        let scheme = if self.ca_pem.is_some() {
            "https"
        } else {
            "http"
        };
        format!("{scheme}://127.0.0.1:{}{API_PREFIX}", self.port)
    }

    /// Created repositories become bare repositories `<owner>/<name>.git` under `root`, with
    /// clone URLs under `base_url` (a [`super::GitHttp`]'s `url("")` without the slash).
    pub fn serve_git(&self, root: PathBuf, base_url: &str) {
        self.state().git = Some((root, base_url.trim_end_matches('/').to_owned()));
    }

    /// Keeps an SSH server's authorized keys equal to the deploy keys, as GitHub's SSH service
    /// accepts a repository's deploy keys (see [`super::Sshd::key_writer`]).
    pub fn serve_deploy_keys(&self, hook: impl Fn(Vec<String>) + Send + 'static) {
        self.state().deploy_keys_hook = Some(Box::new(hook));
    }

    /// Registers a GitHub App (its RSA public key in PEM) installed on `installations`
    /// (account, installation ID). The app's endpoints take its JWTs, and the installation
    /// tokens they hand out are the token the fake accepts.
    pub fn add_app(&self, app_id: u64, public_key_pem: &[u8], installations: &[(&str, u64)]) {
        self.state().app = Some(App {
            id: app_id,
            public_key: PKey::public_key_from_pem(public_key_pem).unwrap(),
            installations: installations
                .iter()
                .map(|(account, id)| ((*account).to_owned(), *id))
                .collect(),
            tokens_issued: 0,
        });
    }

    /// How many installation tokens the app was given.
    pub fn app_tokens_issued(&self) -> usize {
        self.state().app.as_ref().map_or(0, |app| app.tokens_issued)
    }

    pub fn add_user(&self, login: &str) {
        self.state().users.insert(login.to_owned());
    }

    pub fn add_org(&self, org: &str, teams: &[&str]) {
        self.state().orgs.insert(
            org.to_owned(),
            teams.iter().map(|team| (*team).to_owned()).collect(),
        );
    }

    /// A repository that exists already, on `main`, with an initial commit when git is served.
    pub fn add_repo(&self, owner: &str, name: &str, private: bool) {
        let mut state = self.state();
        create_repo(&mut state, owner, name, private, "", true);
    }

    pub fn add_deploy_key(&self, owner: &str, name: &str, title: &str, key: &str, read_only: bool) {
        let mut state = self.state();
        let id = next_id(&mut state);
        state
            .repos
            .get_mut(&(owner.to_owned(), name.to_owned()))
            .expect("repository exists")
            .keys
            .push(FakeKey {
                id,
                title: title.to_owned(),
                key: key.to_owned(),
                read_only,
            });
    }

    /// Deletes every deploy key of the repository, as a user does by hand.
    pub fn delete_deploy_keys(&self, owner: &str, name: &str) {
        let mut state = self.state();
        state
            .repos
            .get_mut(&(owner.to_owned(), name.to_owned()))
            .expect("repository exists")
            .keys
            .clear();
        publish_deploy_keys(&state);
    }

    pub fn set_team(&self, owner: &str, name: &str, team: &str, permission: &str) {
        self.state()
            .repos
            .get_mut(&(owner.to_owned(), name.to_owned()))
            .expect("repository exists")
            .teams
            .insert(team.to_owned(), permission.to_owned());
    }

    pub fn archive(&self, owner: &str, name: &str) {
        self.state()
            .repos
            .get_mut(&(owner.to_owned(), name.to_owned()))
            .expect("repository exists")
            .archived = true;
    }

    pub fn repo(&self, owner: &str, name: &str) -> Option<FakeRepo> {
        self.state()
            .repos
            .get(&(owner.to_owned(), name.to_owned()))
            .cloned()
    }

    /// Answers the next request whose `METHOD /path` (without the API prefix) starts with
    /// `request_prefix` with `fault`; faults queue up in order.
    pub fn fail_next(&self, request_prefix: &str, fault: Fault) {
        self.state()
            .faults
            .push_back((request_prefix.to_owned(), fault));
    }

    /// Every request so far as `METHOD /path?query`, without the API prefix.
    pub fn requests(&self) -> Vec<String> {
        self.state().requests.clone()
    }

    /// The requests that change something (anything but GET).
    pub fn writes(&self) -> Vec<String> {
        self.requests()
            .into_iter()
            .filter(|request| !request.starts_with("GET "))
            .collect()
    }

    pub fn clear_requests(&self) {
        self.state().requests.clear();
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap()
    }
}

impl Drop for FakeGitHub {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn publish_deploy_keys(state: &State) {
    if let Some(hook) = &state.deploy_keys_hook {
        hook(
            state
                .repos
                .values()
                .flat_map(|repo| repo.keys.iter().map(|key| key.key.clone()))
                .collect(),
        );
    }
}

fn next_id(state: &mut State) -> u64 {
    state.next_id += 1;
    state.next_id
}

fn create_repo(
    state: &mut State,
    owner: &str,
    name: &str,
    private: bool,
    description: &str,
    auto_init: bool,
) {
    let id = next_id(state);
    state.repos.insert(
        (owner.to_owned(), name.to_owned()),
        FakeRepo {
            id,
            private,
            description: description.to_owned(),
            default_branch: "main".to_owned(),
            archived: false,
            keys: Vec::new(),
            teams: BTreeMap::new(),
        },
    );
    if let Some((root, _)) = &state.git {
        std::fs::create_dir_all(root.join(owner)).unwrap();
        let bare = super::bare_repo(&root.join(owner), &format!("{name}.git"));
        if auto_init {
            super::seed(&bare, "README.md", &format!("# {name}\n"));
        }
    }
}

struct Request {
    method: String,
    path: String,
    query: String,
    headers: Vec<(String, String)>,
    body: Value,
}

impl Request {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }
}

struct Response {
    status: u16,
    headers: Vec<(String, String)>,
    body: Option<Value>,
}

impl Response {
    fn json(status: u16, body: Value) -> Response {
        Response {
            status,
            headers: Vec::new(),
            body: Some(body),
        }
    }

    fn empty(status: u16) -> Response {
        Response {
            status,
            headers: Vec::new(),
            body: None,
        }
    }

    fn message(status: u16, message: &str) -> Response {
        Response::json(
            status,
            json!({
                "message": message,
                "documentation_url": "https://docs.github.com/rest",
                "status": status.to_string(),
            }),
        )
    }
}

fn serve(state: &Mutex<State>, port: u16, stream: impl Read + Write) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream);
    loop {
        let mut request_line = String::new();
        if reader.read_line(&mut request_line)? == 0 {
            return Ok(());
        }
        let mut parts = request_line.split_whitespace();
        let method = parts.next().unwrap_or_default().to_owned();
        let target = parts.next().unwrap_or_default().to_owned();
        let mut headers = Vec::new();
        loop {
            let mut line = String::new();
            reader.read_line(&mut line)?;
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some((name, value)) = line.split_once(':') {
                headers.push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
            }
        }
        let chunked = headers
            .iter()
            .any(|(name, value)| name == "transfer-encoding" && value.contains("chunked"));
        let raw = if chunked {
            super::read_chunked(&mut reader)?
        } else {
            let length: usize = headers
                .iter()
                .find(|(name, _)| name == "content-length")
                .and_then(|(_, value)| value.parse().ok())
                .unwrap_or(0);
            let mut body = vec![0; length];
            reader.read_exact(&mut body)?;
            body
        };
        // A client behind a proxy sends the absolute URL; the fake is that proxy too.
        let target = match target.split_once("://") {
            Some((_scheme, rest)) => rest.find('/').map_or("/", |at| &rest[at..]).to_owned(),
            None => target,
        };
        let (path, query) = target.split_once('?').unwrap_or((target.as_str(), ""));
        let request = Request {
            method,
            path: path.strip_prefix(API_PREFIX).unwrap_or(path).to_owned(),
            query: query.to_owned(),
            headers,
            body: serde_json::from_slice(&raw).unwrap_or(Value::Null),
        };
        let response = {
            let mut state = state.lock().unwrap();
            handle(&mut state, port, &request)
        };
        let body = response
            .body
            .map(|body| serde_json::to_vec(&body).unwrap())
            .unwrap_or_default();
        let mut head = format!(
            "HTTP/1.1 {} {}\r\nContent-Length: {}\r\nX-GitHub-Media-Type: github.v3\r\n",
            response.status,
            reason(response.status),
            body.len()
        );
        if !body.is_empty() {
            head.push_str("Content-Type: application/json; charset=utf-8\r\n");
        }
        for (name, value) in &response.headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        head.push_str("\r\n");
        let writer = reader.get_mut();
        writer.write_all(head.as_bytes())?;
        writer.write_all(&body)?;
        writer.flush()?;
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        422 => "Unprocessable Entity",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        _ => "Unknown",
    }
}

fn handle(state: &mut State, port: u16, request: &Request) -> Response {
    let line = if request.query.is_empty() {
        format!("{} {}", request.method, request.path)
    } else {
        format!("{} {}?{}", request.method, request.path, request.query)
    };
    state.requests.push(line.clone());
    if let Some(at) = state
        .faults
        .iter()
        .position(|(prefix, _)| line.starts_with(prefix.as_str()))
    {
        let (_, fault) = state.faults.remove(at).unwrap();
        return fault_response(&fault);
    }
    let segments: Vec<&str> = request.path.trim_start_matches('/').split('/').collect();
    let app_route = matches!(
        segments.as_slice(),
        ["app", ..] | ["orgs" | "users", _, "installation"]
    );
    if app_route {
        return handle_app(state, request, &segments);
    }
    let token = request
        .header("authorization")
        .and_then(|value| {
            value
                .strip_prefix("Bearer ")
                .or_else(|| value.strip_prefix("token "))
        })
        .unwrap_or_default();
    if token != state.token {
        return Response::message(401, "Bad credentials");
    }
    match (request.method.as_str(), segments.as_slice()) {
        // An installation token belongs to no user: GitHub refuses what needs one.
        ("GET", ["user"]) | ("POST", ["user", "repos"]) if state.app.is_some() => {
            Response::message(403, "Resource not accessible by integration")
        }
        ("GET", ["user"]) => {
            Response::json(200, json!({"login": state.login, "id": 1, "type": "User"}))
        }
        ("GET", ["users", name]) => {
            if state.users.contains(*name) {
                Response::json(200, json!({"login": name, "id": 2, "type": "User"}))
            } else if state.orgs.contains_key(*name) {
                Response::json(200, json!({"login": name, "id": 3, "type": "Organization"}))
            } else {
                Response::message(404, "Not Found")
            }
        }
        ("GET", ["repos", owner, name]) => match state.repos.get(&key(owner, name)) {
            Some(repo) => Response::json(200, repo_json(state, port, owner, name, repo)),
            None => Response::message(404, "Not Found"),
        },
        ("POST", ["user", "repos"]) => {
            let login = state.login.clone();
            create(state, port, &login, request)
        }
        ("POST", ["orgs", org, "repos"]) => {
            if !state.orgs.contains_key(*org) {
                return Response::message(404, "Not Found");
            }
            create(state, port, org, request)
        }
        ("PATCH", ["repos", owner, name]) => {
            let Some(repo) = state.repos.get_mut(&key(owner, name)) else {
                return Response::message(404, "Not Found");
            };
            if let Some(private) = request.body["private"].as_bool() {
                repo.private = private;
            }
            if let Some(visibility) = request.body["visibility"].as_str() {
                repo.private = visibility != "public";
            }
            if let Some(description) = request.body["description"].as_str() {
                repo.description = description.to_owned();
            }
            if let Some(branch) = request.body["default_branch"].as_str() {
                repo.default_branch = branch.to_owned();
            }
            let repo = repo.clone();
            Response::json(200, repo_json(state, port, owner, name, &repo))
        }
        ("GET", ["repos", owner, name, "keys"]) => match state.repos.get(&key(owner, name)) {
            Some(repo) => {
                let page = query_number(&request.query, "page").unwrap_or(1).max(1) as usize;
                let per_page = query_number(&request.query, "per_page").unwrap_or(30) as usize;
                let keys: Vec<Value> = repo
                    .keys
                    .iter()
                    .skip((page - 1) * per_page)
                    .take(per_page)
                    .map(|k| key_json(port, owner, name, k))
                    .collect();
                Response::json(200, Value::Array(keys))
            }
            None => Response::message(404, "Not Found"),
        },
        ("POST", ["repos", owner, name, "keys"]) => {
            let (Some(title), Some(public_key)) =
                (request.body["title"].as_str(), request.body["key"].as_str())
            else {
                return Response::message(422, "Invalid request.");
            };
            let material: String = public_key
                .split_whitespace()
                .take(2)
                .collect::<Vec<_>>()
                .join(" ");
            let in_use = state
                .repos
                .values()
                .flat_map(|repo| &repo.keys)
                .any(|existing| {
                    existing
                        .key
                        .split_whitespace()
                        .take(2)
                        .collect::<Vec<_>>()
                        .join(" ")
                        == material
                });
            if in_use {
                return Response::json(
                    422,
                    json!({"message": "Validation Failed", "errors": [{"resource": "PublicKey", "code": "custom", "field": "key", "message": "key is already in use"}]}),
                );
            }
            let id = next_id(state);
            let Some(repo) = state.repos.get_mut(&key(owner, name)) else {
                return Response::message(404, "Not Found");
            };
            let stored = FakeKey {
                id,
                title: title.to_owned(),
                key: material,
                read_only: request.body["read_only"].as_bool().unwrap_or(false),
            };
            repo.keys.push(stored.clone());
            publish_deploy_keys(state);
            Response::json(201, key_json(port, owner, name, &stored))
        }
        ("DELETE", ["repos", owner, name, "keys", id]) => {
            let Some(repo) = state.repos.get_mut(&key(owner, name)) else {
                return Response::message(404, "Not Found");
            };
            let before = repo.keys.len();
            repo.keys.retain(|k| k.id.to_string() != *id);
            if repo.keys.len() == before {
                Response::message(404, "Not Found")
            } else {
                publish_deploy_keys(state);
                Response::empty(204)
            }
        }
        ("GET", ["orgs", org, "teams", team, "repos", owner, name]) => {
            let known = state
                .orgs
                .get(*org)
                .is_some_and(|teams| teams.contains(*team));
            let access = state
                .repos
                .get(&key(owner, name))
                .and_then(|repo| repo.teams.get(*team).map(|permission| (repo, permission)));
            match access {
                Some((repo, permission)) if known => {
                    let mut body = repo_json(state, port, owner, name, repo);
                    body["role_name"] = json!(permission);
                    body["permissions"] = permission_flags(permission);
                    Response::json(200, body)
                }
                _ => Response::message(404, "Not Found"),
            }
        }
        ("PUT", ["orgs", org, "teams", team, "repos", owner, name]) => {
            if !state
                .orgs
                .get(*org)
                .is_some_and(|teams| teams.contains(*team))
            {
                return Response::message(404, "Not Found");
            }
            let Some(permission) = request.body["permission"].as_str() else {
                return Response::message(422, "Invalid request.");
            };
            let Some(repo) = state.repos.get_mut(&key(owner, name)) else {
                return Response::message(404, "Not Found");
            };
            repo.teams.insert((*team).to_owned(), permission.to_owned());
            Response::empty(204)
        }
        _ => Response::message(404, "Not Found"),
    }
}

fn create(state: &mut State, port: u16, owner: &str, request: &Request) -> Response {
    let Some(name) = request.body["name"].as_str() else {
        return Response::message(422, "Invalid request.");
    };
    if state.repos.contains_key(&key(owner, name)) {
        return Response::json(
            422,
            json!({"message": "Repository creation failed.", "errors": [{"resource": "Repository", "code": "custom", "field": "name", "message": "name already exists on this account"}]}),
        );
    }
    let private = request.body["private"].as_bool().unwrap_or(false)
        || request.body["visibility"]
            .as_str()
            .is_some_and(|v| v != "public");
    let description = request.body["description"].as_str().unwrap_or_default();
    let auto_init = request.body["auto_init"].as_bool().unwrap_or(false);
    create_repo(state, owner, name, private, description, auto_init);
    let repo = state.repos[&key(owner, name)].clone();
    Response::json(201, repo_json(state, port, owner, name, &repo))
}

/// GitHub's app endpoints: they take the app's JWT, never a token.
fn handle_app(state: &mut State, request: &Request, segments: &[&str]) -> Response {
    let token = state.token.clone();
    // GitHub looks an installation up on the kind of account it was installed on.
    let account_kind_matches = match segments {
        ["orgs", account, "installation"] => state.orgs.contains_key(*account),
        ["users", account, "installation"] => !state.orgs.contains_key(*account),
        _ => true,
    };
    let Some(app) = state.app.as_mut() else {
        return Response::message(404, "Not Found");
    };
    if !app_jwt_is_valid(request.header("authorization"), &app.public_key, app.id) {
        return Response::message(401, "A JSON web token could not be decoded");
    }
    let installation = |account: &str| app.installations.get(account).copied();
    match (request.method.as_str(), segments) {
        ("GET", ["orgs" | "users", account, "installation"]) => match installation(account) {
            Some(id) if account_kind_matches => {
                Response::json(200, json!({"id": id, "account": {"login": account}}))
            }
            _ => Response::message(404, "Not Found"),
        },
        ("POST", ["app", "installations", id, "access_tokens"])
            if app
                .installations
                .values()
                .any(|known| known.to_string() == *id) =>
        {
            app.tokens_issued += 1;
            Response::json(
                201,
                json!({"token": token, "expires_at": "2099-01-01T00:00:00Z", "permissions": {"contents": "write", "administration": "write"}, "repository_selection": "all"}),
            )
        }
        _ => Response::message(404, "Not Found"),
    }
}

/// Whether `authorization` carries a JWT GitHub takes from the app: RS256-signed with its key,
/// issued by it, already valid, and expiring within ten minutes.
pub fn app_jwt_is_valid(
    authorization: Option<&str>,
    public_key: &PKey<Public>,
    app_id: u64,
) -> bool {
    let Some(jwt) = authorization.and_then(|value| value.strip_prefix("Bearer ")) else {
        return false;
    };
    let parts: Vec<&str> = jwt.split('.').collect();
    let [header, claims, signature] = parts.as_slice() else {
        return false;
    };
    let (Ok(claims_json), Ok(signature)) = (
        URL_SAFE_NO_PAD.decode(claims),
        URL_SAFE_NO_PAD.decode(signature),
    ) else {
        return false;
    };
    let mut verifier = Verifier::new(MessageDigest::sha256(), public_key).unwrap();
    verifier
        .update(format!("{header}.{claims}").as_bytes())
        .unwrap();
    if !verifier.verify(&signature).unwrap_or(false) {
        return false;
    }
    let claims: Value = serde_json::from_slice(&claims_json).unwrap_or_default();
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let (iat, exp) = (
        claims["iat"].as_u64().unwrap_or(0),
        claims["exp"].as_u64().unwrap_or(0),
    );
    claims["iss"] == json!(app_id) && iat <= now && exp > now && exp - iat <= 600
}

fn fault_response(fault: &Fault) -> Response {
    match fault {
        Fault::RateLimited { seconds } => {
            let reset = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap()
                .as_secs()
                + seconds;
            let mut response = Response::message(
                403,
                "API rate limit exceeded for user ID 1. If you reach out to GitHub Support for \
                 help, please include the request ID.",
            );
            response.headers = vec![
                ("x-ratelimit-limit".into(), "5000".into()),
                ("x-ratelimit-remaining".into(), "0".into()),
                ("x-ratelimit-reset".into(), reset.to_string()),
            ];
            response
        }
        Fault::RetryAfter { seconds } => {
            let mut response = Response::message(
                429,
                "You have exceeded a secondary rate limit. Please wait a few minutes before you \
                 try again.",
            );
            response.headers = vec![("retry-after".into(), seconds.to_string())];
            response
        }
        Fault::Status(status) => Response::message(*status, "Server Error"),
        Fault::Forbidden { permission } => {
            let mut response =
                Response::message(403, "Resource not accessible by personal access token");
            response.headers = vec![
                ("x-ratelimit-remaining".into(), "4999".into()),
                ("x-accepted-github-permissions".into(), permission.clone()),
            ];
            response
        }
    }
}

fn key(owner: &str, name: &str) -> (String, String) {
    (owner.to_owned(), name.to_owned())
}

fn query_number(query: &str, name: &str) -> Option<u64> {
    query
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(key, _)| *key == name)
        .and_then(|(_, value)| value.parse().ok())
}

fn repo_json(state: &State, port: u16, owner: &str, name: &str, repo: &FakeRepo) -> Value {
    let clone_url = match &state.git {
        Some((_, base)) => format!("{base}/{owner}/{name}.git"),
        None => format!("http://127.0.0.1:{port}/{owner}/{name}.git"),
    };
    let web = clone_url.trim_end_matches(".git").to_owned();
    let owner_type = if state.orgs.contains_key(owner) {
        "Organization"
    } else {
        "User"
    };
    json!({
        "id": repo.id,
        "name": name,
        "full_name": format!("{owner}/{name}"),
        "owner": {"login": owner, "id": 7, "type": owner_type},
        "private": repo.private,
        "visibility": if repo.private { "private" } else { "public" },
        "description": if repo.description.is_empty() { Value::Null } else { json!(repo.description) },
        "default_branch": repo.default_branch,
        "archived": repo.archived,
        "html_url": web,
        "clone_url": clone_url,
        "ssh_url": format!("git@127.0.0.1:{owner}/{name}.git"),
        "url": format!("http://127.0.0.1:{port}{API_PREFIX}/repos/{owner}/{name}"),
    })
}

fn key_json(port: u16, owner: &str, name: &str, key: &FakeKey) -> Value {
    json!({
        "id": key.id,
        "key": key.key,
        "url": format!("http://127.0.0.1:{port}{API_PREFIX}/repos/{owner}/{name}/keys/{}", key.id),
        "title": key.title,
        "verified": true,
        "created_at": "2026-01-01T00:00:00Z",
        "read_only": key.read_only,
    })
}

fn permission_flags(permission: &str) -> Value {
    let rank = ["pull", "triage", "push", "maintain", "admin"]
        .iter()
        .position(|p| *p == permission)
        .unwrap_or(0);
    json!({
        "pull": true,
        "triage": rank >= 1,
        "push": rank >= 2,
        "maintain": rank >= 3,
        "admin": rank >= 4,
    })
}
