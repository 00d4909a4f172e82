//! Real git servers on 127.0.0.1 for the transport tests: `git daemon` (git://), `git
//! http-backend` behind a small HTTP server that checks a token, and OpenSSH's `sshd` with a
//! deploy key. Each server is a child of the test process on an ephemeral port and is killed
//! and reaped when its handle is dropped. [`FakeKube`] is the fake Kubernetes API server that
//! stands in for a cluster and plays the Flux controllers.

#![allow(dead_code)]

mod fake_kube;
#[allow(unused_imports)]
pub use fake_kube::{FAKE_TOKEN, FakeKube};
pub mod fake_api;
pub mod fake_bitbucket;
pub mod fake_gitea;
pub mod fake_github;
pub mod fake_gitlab;
pub mod prism;
pub mod provider_scenarios;
pub mod registry;
mod ssa;
pub mod webhook;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use base64::Engine;
use base64::engine::general_purpose::STANDARD;

/// `git --exec-path`: where git-daemon, git-http-backend and the pack programs live.
pub fn git_exec_path() -> PathBuf {
    let output = Command::new("git")
        .arg("--exec-path")
        .output()
        .expect("git is installed");
    PathBuf::from(String::from_utf8(output.stdout).unwrap().trim())
}

/// Runs git in `dir` and returns its stdout; panics with stderr on failure.
pub fn git(dir: &Path, args: &[&str]) -> String {
    let output = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .output()
        .expect("git runs");
    assert!(
        output.status.success(),
        "git {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// A bare repository `name` under `root`, with `main` as its default branch.
pub fn bare_repo(root: &Path, name: &str) -> PathBuf {
    let path = root.join(name);
    git(
        root,
        &["init", "-q", "--bare", "-b", "main", path.to_str().unwrap()],
    );
    git(&path, &["config", "http.receivepack", "true"]);
    path
}

/// Puts one commit with `file` on `main` of the bare repository, through a scratch clone.
pub fn seed(bare: &Path, file: &str, contents: &str) {
    let scratch = tempfile::tempdir().unwrap();
    let work = scratch.path().join("w");
    git(
        scratch.path(),
        &["clone", "-q", bare.to_str().unwrap(), "w"],
    );
    std::fs::write(work.join(file), contents).unwrap();
    git(&work, &["add", file]);
    git(
        &work,
        &[
            "-c",
            "user.name=seed",
            "-c",
            "user.email=seed@example.org",
            "commit",
            "-q",
            "-m",
            "seed",
        ],
    );
    git(&work, &["push", "-q", "origin", "HEAD:main"]);
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// How long a helper server may take to start listening. Generous: the wait ends as soon as it
/// listens, and a machine loaded by a parallel build has taken more than 10 s to start Python.
pub const SERVER_START: Duration = Duration::from_secs(60);

fn wait_for_port(port: u16, child: &mut Child, what: &str) {
    let deadline = Instant::now() + SERVER_START;
    while Instant::now() < deadline {
        if TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return;
        }
        if let Ok(Some(status)) = child.try_wait() {
            panic!("{what} exited before listening: {status}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("{what} did not listen on 127.0.0.1:{port}");
}

/// A child process killed and reaped on drop.
struct Server {
    child: Child,
}

impl Drop for Server {
    fn drop(&mut self) {
        // sshd forks one process per connection and reaps it itself; killed too early, those
        // children would end up with PID 1, which does not reap them on these machines.
        let deadline = Instant::now() + Duration::from_secs(5);
        while has_children(self.child.id()) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Whether any live process has `pid` as its parent (from /proc; false where there is none).
fn has_children(pid: u32) -> bool {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return false;
    };
    entries.flatten().any(|entry| {
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            return false;
        };
        // pid (comm) state ppid ...: comm may contain spaces, so parse after the last ')'
        let Some((_, rest)) = stat.rsplit_once(')') else {
            return false;
        };
        let mut fields = rest.split_whitespace();
        let state = fields.next().unwrap_or_default();
        state != "Z" && fields.next() == Some(pid.to_string().as_str())
    })
}

/// `git daemon` serving `root` over git:// with push enabled, anonymous.
pub struct GitDaemon {
    pub root: tempfile::TempDir,
    pub port: u16,
    _server: Server,
}

impl GitDaemon {
    pub fn start() -> GitDaemon {
        let root = tempfile::tempdir().unwrap();
        let port = free_port();
        let mut child = Command::new(git_exec_path().join("git-daemon"))
            .arg("--reuseaddr")
            .arg("--listen=127.0.0.1")
            .arg(format!("--port={port}"))
            .arg(format!("--base-path={}", root.path().display()))
            .args([
                "--export-all",
                "--enable=receive-pack",
                "--informative-errors",
            ])
            .arg(root.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("git-daemon starts");
        wait_for_port(port, &mut child, "git-daemon");
        GitDaemon {
            root,
            port,
            _server: Server { child },
        }
    }

    pub fn url(&self, repo: &str) -> String {
        format!("git://127.0.0.1:{}/{repo}", self.port)
    }
}

/// Smart HTTP: `git http-backend` run as CGI by a small threaded HTTP/1.1 server that accepts
/// `Authorization: Basic base64(user:token)` or `Authorization: Bearer token` and answers 401
/// otherwise. `unauthorized` counts the 401 answers.
pub struct GitHttp {
    pub root: tempfile::TempDir,
    pub port: u16,
    /// With [`GitHttp::start_tls`], the PEM certificate it serves, to trust as a CA.
    pub ca_pem: Option<String>,
    pub unauthorized: Arc<AtomicUsize>,
    /// Every request it read, authorized or not.
    pub requests: Arc<AtomicUsize>,
    /// Credentials accepted besides the token, as `Authorization` values (deploy tokens).
    extra: Arc<Mutex<Vec<String>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl GitHttp {
    pub fn start(user: &str, token: &str) -> GitHttp {
        GitHttp::start_for_users(&[user], token)
    }

    /// Like [`GitHttp::start`], accepting the token with any of `users` (GitHub takes a token
    /// with whatever user name comes with it).
    pub fn start_for_users(users: &[&str], token: &str) -> GitHttp {
        GitHttp::start_with(users, token, None)
    }

    /// Like [`GitHttp::start`], over HTTPS with a self-signed certificate for 127.0.0.1.
    pub fn start_tls(user: &str, token: &str) -> GitHttp {
        GitHttp::start_behind(&[user], token, &PrivateCa::new())
    }

    /// Like [`GitHttp::start_for_users`], over HTTPS with the certificate of `ca`.
    pub fn start_behind(users: &[&str], token: &str, ca: &PrivateCa) -> GitHttp {
        let mut server = GitHttp::start_with(users, token, Some(ca.acceptor.clone()));
        server.ca_pem = Some(ca.pem.clone());
        server
    }

    fn start_with(
        users: &[&str],
        token: &str,
        tls: Option<Arc<openssl::ssl::SslAcceptor>>,
    ) -> GitHttp {
        let root = tempfile::tempdir().unwrap();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        listener.set_nonblocking(true).unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let unauthorized = Arc::new(AtomicUsize::new(0));
        let requests = Arc::new(AtomicUsize::new(0));
        let mut accepted: Vec<String> = users
            .iter()
            .map(|user| format!("Basic {}", STANDARD.encode(format!("{user}:{token}"))))
            .collect();
        accepted.push(format!("Bearer {token}"));
        let project_root = root.path().to_owned();
        let backend = git_exec_path().join("git-http-backend");
        let extra = Arc::new(Mutex::new(Vec::new()));
        let thread = {
            let extra = extra.clone();
            let stop = stop.clone();
            let unauthorized = unauthorized.clone();
            let requests = requests.clone();
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    match listener.accept() {
                        Ok((stream, _)) => {
                            stream.set_nonblocking(false).unwrap();
                            let _ = stream.set_read_timeout(Some(Duration::from_secs(30)));
                            let context = HttpContext {
                                accepted: accepted.clone(),
                                extra: extra.clone(),
                                project_root: project_root.clone(),
                                backend: backend.clone(),
                                unauthorized: unauthorized.clone(),
                                requests: requests.clone(),
                            };
                            let tls = tls.clone();
                            std::thread::spawn(move || {
                                let _ = match tls {
                                    // A client that refuses the certificate ends the handshake.
                                    Some(acceptor) => match acceptor.accept(stream) {
                                        Ok(stream) => context.serve(stream),
                                        Err(_) => Ok(()),
                                    },
                                    None => context.serve(stream),
                                };
                            });
                        }
                        Err(_) => std::thread::sleep(Duration::from_millis(10)),
                    }
                }
            })
        };
        GitHttp {
            root,
            port,
            ca_pem: None,
            unauthorized,
            requests,
            extra,
            stop,
            thread: Some(thread),
        }
    }

    /// Replaces the `(user, password)` pairs accepted besides the token: a provider fake
    /// publishes its live deploy tokens here, so a revoked one stops working.
    pub fn credentials_writer(&self) -> impl Fn(Vec<(String, String)>) + Send + 'static {
        let extra = self.extra.clone();
        move |pairs| {
            *extra.lock().unwrap() = pairs
                .iter()
                .map(|(user, password)| {
                    format!("Basic {}", STANDARD.encode(format!("{user}:{password}")))
                })
                .collect();
        }
    }

    pub fn url(&self, repo: &str) -> String {
        let scheme = if self.ca_pem.is_some() {
            "https"
        } else {
            "http"
        };
        format!("{scheme}://127.0.0.1:{}/git/{repo}", self.port)
    }
}

impl Drop for GitHttp {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

struct HttpContext {
    accepted: Vec<String>,
    extra: Arc<Mutex<Vec<String>>>,
    project_root: PathBuf,
    backend: PathBuf,
    unauthorized: Arc<AtomicUsize>,
    requests: Arc<AtomicUsize>,
}

impl HttpContext {
    /// Serves requests on one connection until the client closes it.
    fn serve(&self, stream: impl Read + Write) -> std::io::Result<()> {
        let mut reader = BufReader::new(stream);
        loop {
            let mut request_line = String::new();
            if reader.read_line(&mut request_line)? == 0 {
                return Ok(());
            }
            self.requests.fetch_add(1, Ordering::Relaxed);
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
            let header = |name: &str| {
                headers
                    .iter()
                    .find(|(key, _)| key == name)
                    .map(|(_, value)| value.clone())
            };
            let body = if header("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
                read_chunked(&mut reader)?
            } else {
                let length: usize = header("content-length")
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(0);
                let mut body = vec![0; length];
                reader.read_exact(&mut body)?;
                body
            };
            let authorized = header("authorization").is_some_and(|value| {
                self.accepted.contains(&value) || self.extra.lock().unwrap().contains(&value)
            });
            if !authorized {
                self.unauthorized.fetch_add(1, Ordering::Relaxed);
                reader.get_mut().write_all(
                    b"HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"git\"\r\n\
                      Content-Length: 0\r\n\r\n",
                )?;
                continue;
            }
            let (path, query) = target.split_once('?').unwrap_or((target.as_str(), ""));
            let Some(path_info) = path.strip_prefix("/git") else {
                reader
                    .get_mut()
                    .write_all(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")?;
                continue;
            };
            let mut cgi = Command::new(&self.backend)
                .env_clear()
                .env("GIT_PROJECT_ROOT", &self.project_root)
                .env("GIT_HTTP_EXPORT_ALL", "1")
                .env("REQUEST_METHOD", &method)
                .env("PATH_INFO", path_info)
                .env("QUERY_STRING", query)
                .env("CONTENT_TYPE", header("content-type").unwrap_or_default())
                .env("CONTENT_LENGTH", body.len().to_string())
                .env(
                    "HTTP_CONTENT_ENCODING",
                    header("content-encoding").unwrap_or_default(),
                )
                .env("GIT_PROTOCOL", header("git-protocol").unwrap_or_default())
                .env("REMOTE_USER", "git")
                .env("REMOTE_ADDR", "127.0.0.1")
                .env("PATH", std::env::var_os("PATH").unwrap_or_default())
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()?;
            let mut stdin = cgi.stdin.take().unwrap();
            let writer_thread = std::thread::spawn(move || stdin.write_all(&body));
            let output = cgi.wait_with_output()?;
            let _ = writer_thread.join();
            let split = output
                .stdout
                .windows(4)
                .position(|window| window == b"\r\n\r\n")
                .map(|at| (at, 4))
                .or_else(|| {
                    output
                        .stdout
                        .windows(2)
                        .position(|window| window == b"\n\n")
                        .map(|at| (at, 2))
                })
                .unwrap_or((output.stdout.len(), 0));
            let head = String::from_utf8_lossy(&output.stdout[..split.0]).into_owned();
            let content = &output.stdout[split.0 + split.1..];
            let mut status = "200 OK".to_owned();
            let mut response = String::new();
            for line in head.lines() {
                if let Some(value) = line.strip_prefix("Status:") {
                    status = value.trim().to_owned();
                } else if !line.is_empty() {
                    response.push_str(line);
                    response.push_str("\r\n");
                }
            }
            reader.get_mut().write_all(
                format!(
                    "HTTP/1.1 {status}\r\n{response}Content-Length: {}\r\n\r\n",
                    content.len()
                )
                .as_bytes(),
            )?;
            reader.get_mut().write_all(content)?;
            reader.get_mut().flush()?;
        }
    }
}

pub fn read_chunked(reader: &mut impl BufRead) -> std::io::Result<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let mut size_line = String::new();
        reader.read_line(&mut size_line)?;
        let size_text = size_line.trim().split(';').next().unwrap_or_default();
        let size = usize::from_str_radix(size_text, 16)
            .map_err(|err| std::io::Error::new(std::io::ErrorKind::InvalidData, err))?;
        if size == 0 {
            // trailers end with an empty line
            loop {
                let mut line = String::new();
                reader.read_line(&mut line)?;
                if line.trim().is_empty() {
                    return Ok(body);
                }
            }
        }
        let start = body.len();
        body.resize(start + size, 0);
        reader.read_exact(&mut body[start..])?;
        let mut crlf = [0; 2];
        reader.read_exact(&mut crlf)?;
    }
}

/// OpenSSH's sshd on 127.0.0.1 with its own ed25519 host key. Logins are for the current user,
/// with public keys only, each key restricted to a forced command that runs git's pack
/// programs on repositories under `root/repos`.
pub struct Sshd {
    pub dir: tempfile::TempDir,
    pub port: u16,
    pub user: String,
    _server: Server,
}

pub const SSHD: &str = "/usr/sbin/sshd";

impl Sshd {
    /// Starts sshd accepting the given `authorized_keys` public-key lines.
    pub fn start(authorized: &[&str]) -> Sshd {
        Sshd::start_with_host_keys(authorized, &["ed25519"])
    }

    /// [`Sshd::start`] serving a host key of each `ssh-keygen -t` type given.
    pub fn start_with_host_keys(authorized: &[&str], key_types: &[&str]) -> Sshd {
        assert!(
            Path::new(SSHD).exists(),
            "{SSHD} is missing: the SSH tests need Debian's openssh-server package"
        );
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join("repos")).unwrap();
        // sshd insists on its privilege-separation directory.
        let _ = std::fs::create_dir_all("/run/sshd");
        let mut host_key_lines = String::new();
        for key_type in key_types {
            let host_key = root.join(format!("host_{key_type}"));
            let status = Command::new("ssh-keygen")
                .args(["-q", "-t", key_type, "-N", "", "-f"])
                .arg(&host_key)
                .status()
                .unwrap();
            assert!(status.success());
            host_key_lines.push_str(&format!("HostKey {}\n", host_key.display()));
        }
        let script = root.join("git-only.sh");
        std::fs::write(
            &script,
            format!(
                "#!/bin/sh\nset -f\nset -- $SSH_ORIGINAL_COMMAND\n\
                 case \"$1\" in git-upload-pack|git-receive-pack) ;; *) echo only git >&2; exit 1;; esac\n\
                 p=$(printf %s \"$2\" | tr -d \"'\\\"\" | sed 's|^/||')\n\
                 case \"$p\" in *..*) echo bad path >&2; exit 1;; esac\n\
                 exec \"{exec}/$1\" \"{repos}/$p\"\n",
                exec = git_exec_path().display(),
                repos = root.join("repos").display()
            ),
        )
        .unwrap();
        let mut permissions = std::fs::metadata(&script).unwrap().permissions();
        std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
        std::fs::set_permissions(&script, permissions).unwrap();
        let authorized_keys: String = authorized
            .iter()
            .map(|key| format!("restrict,command=\"{}\" {}\n", script.display(), key.trim()))
            .collect();
        std::fs::write(root.join("authorized_keys"), authorized_keys).unwrap();
        let user = String::from_utf8(Command::new("id").arg("-un").output().unwrap().stdout)
            .unwrap()
            .trim()
            .to_owned();
        let port = free_port();
        let config = root.join("sshd_config");
        std::fs::write(
            &config,
            format!(
                "ListenAddress 127.0.0.1\nPort {port}\n{host_key_lines}PidFile none\n\
                 AuthorizedKeysFile {keys}\nStrictModes no\nPermitRootLogin prohibit-password\n\
                 PasswordAuthentication no\nKbdInteractiveAuthentication no\nUsePAM no\n\
                 AllowUsers {user}\n",
                keys = root.join("authorized_keys").display(),
            ),
        )
        .unwrap();
        let mut child = Command::new(SSHD)
            .arg("-D")
            .arg("-e")
            .arg("-f")
            .arg(&config)
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(root.join("sshd.log")).unwrap())
            .spawn()
            .expect("sshd starts");
        wait_for_port(port, &mut child, "sshd");
        Sshd {
            dir,
            port,
            user,
            _server: Server { child },
        }
    }

    /// Lets one more public key in; sshd reads the file at every login.
    pub fn authorize(&self, public_key: &str) {
        let script = self.dir.path().join("git-only.sh");
        let path = self.dir.path().join("authorized_keys");
        let mut keys = std::fs::read_to_string(&path).unwrap();
        keys.push_str(&format!(
            "restrict,command=\"{}\" {}\n",
            script.display(),
            public_key.trim()
        ));
        std::fs::write(path, keys).unwrap();
    }

    /// Something that replaces the authorized keys with the given public-key lines.
    pub fn key_writer(&self) -> impl Fn(Vec<String>) + Send + 'static {
        let script = self.dir.path().join("git-only.sh");
        let path = self.dir.path().join("authorized_keys");
        move |keys| {
            let lines: String = keys
                .iter()
                .map(|key| format!("restrict,command=\"{}\" {}\n", script.display(), key.trim()))
                .collect();
            std::fs::write(&path, lines).unwrap();
        }
    }

    pub fn repos(&self) -> PathBuf {
        self.dir.path().join("repos")
    }

    pub fn url(&self, repo: &str) -> String {
        format!("ssh://{}@127.0.0.1:{}/{repo}", self.user, self.port)
    }

    /// The host key as a `known_hosts` line, from the key file sshd serves.
    pub fn known_hosts(&self) -> String {
        self.host_key_line("ed25519")
    }

    /// The host key of one `ssh-keygen -t` type as a `known_hosts` line.
    pub fn host_key_line(&self, key_type: &str) -> String {
        let public =
            std::fs::read_to_string(self.dir.path().join(format!("host_{key_type}.pub"))).unwrap();
        let mut fields = public.split_whitespace();
        let (key_type, key) = (fields.next().unwrap(), fields.next().unwrap());
        format!("[127.0.0.1]:{} {key_type} {key}\n", self.port)
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("sshd.log")).unwrap_or_default()
    }
}

/// A real ssh-agent on a private socket, holding the given private key files.
pub struct SshAgent {
    pub socket: PathBuf,
    _dir: tempfile::TempDir,
    _server: Server,
}

impl SshAgent {
    pub fn start(keys: &[&Path]) -> SshAgent {
        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join("agent.sock");
        let child = Command::new("ssh-agent")
            .arg("-D")
            .arg("-a")
            .arg(&socket)
            .stdout(Stdio::null())
            .spawn()
            .expect("ssh-agent starts");
        let server = Server { child };
        let deadline = Instant::now() + SERVER_START;
        while !socket.exists() {
            assert!(
                Instant::now() < deadline,
                "ssh-agent did not create its socket"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        for key in keys {
            let output = Command::new("ssh-add")
                .arg(key)
                .env("SSH_AUTH_SOCK", &socket)
                .output()
                .unwrap();
            assert!(
                output.status.success(),
                "ssh-add failed: {}",
                String::from_utf8_lossy(&output.stderr)
            );
        }
        SshAgent {
            socket,
            _dir: dir,
            _server: server,
        }
    }
}

/// A private CA as a self-hosted Git server has one: a fresh self-signed CA certificate for
/// 127.0.0.1 and localhost, which every server started with it presents (the API and the Git
/// server of one host), so that one `--ca-file` trusts them all.
#[derive(Clone)]
pub struct PrivateCa {
    pub acceptor: Arc<openssl::ssl::SslAcceptor>,
    /// The certificate, PEM: what `--ca-file` holds.
    pub pem: String,
}

impl PrivateCa {
    pub fn new() -> PrivateCa {
        let (acceptor, pem) = self_signed_tls();
        PrivateCa {
            acceptor: Arc::new(acceptor),
            pem,
        }
    }
}

/// A TLS acceptor with a fresh self-signed certificate for 127.0.0.1 and localhost, and that
/// certificate.
pub fn self_signed_tls() -> (openssl::ssl::SslAcceptor, String) {
    use openssl::asn1::Asn1Time;
    use openssl::bn::BigNum;
    use openssl::ec::{EcGroup, EcKey};
    use openssl::hash::MessageDigest;
    use openssl::nid::Nid;
    use openssl::pkey::PKey;
    use openssl::ssl::{SslAcceptor, SslMethod};
    use openssl::x509::extension::{BasicConstraints, SubjectAlternativeName};
    use openssl::x509::{X509, X509NameBuilder};

    let group = EcGroup::from_curve_name(Nid::X9_62_PRIME256V1).unwrap();
    let key = PKey::from_ec_key(EcKey::generate(&group).unwrap()).unwrap();
    let mut name = X509NameBuilder::new().unwrap();
    name.append_entry_by_text("CN", "fluxr test CA").unwrap();
    let name = name.build();
    let mut builder = X509::builder().unwrap();
    builder.set_version(2).unwrap();
    builder
        .set_serial_number(&BigNum::from_u32(1).unwrap().to_asn1_integer().unwrap())
        .unwrap();
    builder.set_subject_name(&name).unwrap();
    builder.set_issuer_name(&name).unwrap();
    builder.set_pubkey(&key).unwrap();
    builder
        .set_not_before(&Asn1Time::days_from_now(0).unwrap())
        .unwrap();
    builder
        .set_not_after(&Asn1Time::days_from_now(1).unwrap())
        .unwrap();
    builder
        .append_extension(BasicConstraints::new().critical().ca().build().unwrap())
        .unwrap();
    let san = SubjectAlternativeName::new()
        .ip("127.0.0.1")
        .dns("localhost")
        .build(&builder.x509v3_context(None, None))
        .unwrap();
    builder.append_extension(san).unwrap();
    builder.sign(&key, MessageDigest::sha256()).unwrap();
    let certificate = builder.build();
    let mut acceptor = SslAcceptor::mozilla_intermediate_v5(SslMethod::tls_server()).unwrap();
    acceptor.set_private_key(&key).unwrap();
    acceptor.set_certificate(&certificate).unwrap();
    let pem = String::from_utf8(certificate.to_pem().unwrap()).unwrap();
    (acceptor.build(), pem)
}

/// An HTTP proxy on 127.0.0.1 that tunnels `CONNECT host:port` requests, as corporate proxies
/// do for HTTPS, counts the tunnels it opened and records every target it was asked for.
pub struct ConnectProxy {
    pub port: u16,
    pub tunnels: Arc<AtomicUsize>,
    /// Every `host:port` a client asked to tunnel to, reachable or not.
    pub targets: Arc<std::sync::Mutex<Vec<String>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl ConnectProxy {
    pub fn start() -> ConnectProxy {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        listener.set_nonblocking(true).unwrap();
        let tunnels = Arc::new(AtomicUsize::new(0));
        let targets = Arc::new(std::sync::Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (tunnels, targets, stop) = (tunnels.clone(), targets.clone(), stop.clone());
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    match listener.accept() {
                        Ok((client, _)) => {
                            client.set_nonblocking(false).unwrap();
                            let (tunnels, targets) = (tunnels.clone(), targets.clone());
                            std::thread::spawn(move || {
                                let _ = tunnel(client, &tunnels, &targets);
                            });
                        }
                        Err(_) => std::thread::sleep(Duration::from_millis(10)),
                    }
                }
            })
        };
        ConnectProxy {
            port,
            tunnels,
            targets,
            stop,
            thread: Some(thread),
        }
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }
}

impl Drop for ConnectProxy {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn tunnel(
    client: TcpStream,
    tunnels: &AtomicUsize,
    targets: &std::sync::Mutex<Vec<String>>,
) -> std::io::Result<()> {
    let mut reader = BufReader::new(client.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header)? == 0 || header.trim().is_empty() {
            break;
        }
    }
    let mut parts = request_line.split_whitespace();
    let (Some("CONNECT"), Some(target)) = (parts.next(), parts.next()) else {
        let mut client = client;
        return client.write_all(b"HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n");
    };
    targets.lock().unwrap().push(target.to_owned());
    let upstream = TcpStream::connect(target)?;
    tunnels.fetch_add(1, Ordering::Relaxed);
    let mut client_writer = client.try_clone()?;
    client_writer.write_all(b"HTTP/1.1 200 Connection established\r\n\r\n")?;
    let mut upstream_reader = upstream.try_clone()?;
    let mut upstream_writer = upstream;
    let upload = std::thread::spawn(move || {
        let _ = std::io::copy(&mut reader, &mut upstream_writer);
        let _ = upstream_writer.shutdown(std::net::Shutdown::Write);
    });
    let _ = std::io::copy(&mut upstream_reader, &mut client_writer);
    let _ = client_writer.shutdown(std::net::Shutdown::Write);
    let _ = upload.join();
    Ok(())
}

/// Python's `http.server` serving the files of `root` on 127.0.0.1: release assets and
/// catalogs for the download tests. A missing file is a 404.
pub struct StaticHttp {
    pub root: tempfile::TempDir,
    pub port: u16,
    _server: Server,
}

impl StaticHttp {
    pub fn start() -> StaticHttp {
        let root = tempfile::tempdir().unwrap();
        let port = free_port();
        let mut child = Command::new("python3")
            .args(["-m", "http.server", "--bind", "127.0.0.1", "--directory"])
            .arg(root.path())
            .arg(port.to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("python3 runs");
        wait_for_port(port, &mut child, "python3 -m http.server");
        StaticHttp {
            root,
            port,
            _server: Server { child },
        }
    }

    /// The URL of `path` (relative, no leading slash).
    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}/{path}", self.port)
    }

    /// Writes `contents` at `path` under the served root.
    pub fn put(&self, path: &str, contents: &[u8]) {
        let file = self.root.path().join(path);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, contents).unwrap();
    }
}

/// What a user sees of one fluxr run: exit code, stdout and stderr.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// What a fluxr run gets besides its arguments. The environment is otherwise empty but for
/// `PATH`, and HOME is a fresh directory.
#[derive(Debug, Default, Clone, Copy)]
pub struct RunWith<'a> {
    /// `$KUBECONFIG`; unset when `None`.
    pub kubeconfig: Option<&'a Path>,
    /// What the user types (an empty stdin when empty).
    pub stdin: &'a str,
    /// More environment variables.
    pub env: &'a [(&'a str, &'a str)],
}

/// Runs fluxr against the cluster of `kubeconfig`, with an empty environment and its own HOME.
pub fn fluxr_on_cluster(kubeconfig: &Path, args: &[&str]) -> Run {
    fluxr_on_cluster_with(
        RunWith {
            kubeconfig: Some(kubeconfig),
            ..RunWith::default()
        },
        args,
    )
}

/// [`fluxr_on_cluster`] with what the user types, and optionally no kubeconfig or more
/// environment variables.
pub fn fluxr_on_cluster_with(with: RunWith<'_>, args: &[&str]) -> Run {
    let home = tempfile::tempdir().unwrap();
    let mut command = assert_cmd::Command::cargo_bin("fluxr").unwrap();
    command
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", home.path())
        // `check` asks GitHub for flux's latest release: nowhere, unless a test says where, so
        // that the lines do not depend on the network or on flux's releases.
        .env("FLUXR_GITHUB_API_URL", "http://127.0.0.1:9")
        .envs(with.env.iter().copied());
    if let Some(kubeconfig) = with.kubeconfig {
        command.env("KUBECONFIG", kubeconfig);
    }
    let output = command.args(args).write_stdin(with.stdin).output().unwrap();
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// A fake API server that serves every Flux kind (the CRDs inserted, not applied) and holds the
/// `namespaces`, with a kubeconfig for it in a temporary directory.
pub fn flux_cluster(namespaces: &[&str]) -> (FakeKube, tempfile::TempDir, PathBuf) {
    let server = FakeKube::start();
    for crd in fluxr::api::crds() {
        server.insert(crd);
    }
    for ns in namespaces {
        server.insert(serde_json::json!({"apiVersion": "v1", "kind": "Namespace",
                                         "metadata": {"name": ns}}));
    }
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = server.kubeconfig(dir.path());
    (server, dir, kubeconfig)
}

/// A kubeconfig whose cluster is a closed port: commands that must not connect (`--export`,
/// flag checks) succeed or fail the same with it.
pub fn unreachable_kubeconfig() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config");
    std::fs::write(
        &path,
        "apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster:\n    server: https://127.0.0.1:1\n\
         contexts:\n- name: c\n  context:\n    cluster: c\n    user: u\ncurrent-context: c\n\
         users:\n- name: u\n  user:\n    token: t\n",
    )
    .unwrap();
    (dir, path)
}
