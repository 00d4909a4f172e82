//! Debian's `docker-registry` (Distribution 2.8) on 127.0.0.1 for the OCI artifact tests: over
//! plain HTTP, over TLS with htpasswd basic auth, or with token auth through a token service
//! run here. [`CuttingProxy`] stands between a client and the registry and goes away after a
//! number of bytes, as a registry that dies mid-push would.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};

use super::{Server, free_port};

fn wait_for_host_port(host: &str, port: u16, child: &mut std::process::Child) {
    let deadline = Instant::now() + super::SERVER_START;
    while Instant::now() < deadline {
        if TcpStream::connect((host, port)).is_ok() {
            return;
        }
        if let Ok(Some(status)) = child.try_wait() {
            panic!("docker-registry exited before listening: {status}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("docker-registry did not listen on {host}:{port}");
}

/// The user and password the authenticated registries accept.
pub const USER: &str = "flux";
pub const PASSWORD: &str = "s3cret-pass";
/// The refresh token the token service accepts.
pub const REFRESH_TOKEN: &str = "refresh-me";

/// Whether the registry binary is installed (`.ci/run` installs it).
pub fn available() -> bool {
    Command::new("docker-registry")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A running registry with its storage and, for TLS, the CA certificate to trust.
pub struct Registry {
    pub dir: tempfile::TempDir,
    /// The loopback address it listens on.
    pub host: &'static str,
    pub port: u16,
    /// The PEM certificate the registry serves (self-signed), when it serves TLS.
    pub ca_file: Option<PathBuf>,
    _token: Option<TokenService>,
    _server: Server,
}

enum Auth {
    None,
    Htpasswd,
    Token(u16),
}

impl Registry {
    /// Plain HTTP, no authentication.
    pub fn plain() -> Registry {
        Self::start(false, Auth::None)
    }

    /// Plain HTTP on another loopback address, one flux does not reach over plain HTTP unless
    /// told to (`--insecure-registry`).
    pub fn plain_on(host: &'static str) -> Registry {
        Self::start_at(host, false, Auth::None, None)
    }

    /// TLS with a self-signed certificate, basic authentication from an htpasswd file.
    pub fn tls_basic() -> Registry {
        Self::start(true, Auth::Htpasswd)
    }

    /// Plain HTTP with token authentication: the registry sends clients to a token service
    /// that checks [`USER`]/[`PASSWORD`] or [`REFRESH_TOKEN`].
    pub fn token() -> Registry {
        let service = TokenService::start();
        let mut registry = Self::start_at(
            "127.0.0.1",
            false,
            Auth::Token(service.port),
            Some(&service),
        );
        registry._token = Some(service);
        registry
    }

    fn start(tls: bool, auth: Auth) -> Registry {
        Self::start_at("127.0.0.1", tls, auth, None)
    }

    fn start_at(
        host: &'static str,
        tls: bool,
        auth: Auth,
        token: Option<&TokenService>,
    ) -> Registry {
        let dir = tempfile::tempdir().unwrap();
        let port = free_port();
        let mut config = format!(
            "version: 0.1\nlog: {{level: error}}\nstorage:\n  filesystem: {{rootdirectory: {}}}\n  \
             delete: {{enabled: true}}\nhttp:\n  addr: {host}:{port}\n",
            dir.path().join("data").display()
        );
        let mut ca_file = None;
        if tls {
            let (cert, key) = self_signed("127.0.0.1", true);
            let cert_path = dir.path().join("cert.pem");
            let key_path = dir.path().join("key.pem");
            std::fs::write(&cert_path, cert).unwrap();
            std::fs::write(&key_path, key).unwrap();
            config.push_str(&format!(
                "  tls: {{certificate: {}, key: {}}}\n",
                cert_path.display(),
                key_path.display()
            ));
            ca_file = Some(cert_path);
        }
        match auth {
            Auth::None => {}
            Auth::Htpasswd => {
                let file = dir.path().join("htpasswd");
                let output = Command::new("htpasswd")
                    .args(["-Bbn", USER, PASSWORD])
                    .output()
                    .expect("htpasswd (apache2-utils) is installed");
                assert!(output.status.success());
                std::fs::write(&file, output.stdout).unwrap();
                config.push_str(&format!(
                    "auth:\n  htpasswd: {{realm: fluxr-test, path: {}}}\n",
                    file.display()
                ));
            }
            Auth::Token(token_port) => {
                let service = token.expect("token service");
                config.push_str(&format!(
                    "auth:\n  token:\n    realm: http://127.0.0.1:{token_port}/token\n    \
                     service: {SERVICE}\n    issuer: {ISSUER}\n    rootcertbundle: {}\n",
                    service.cert_file.display()
                ));
            }
        }
        let config_path = dir.path().join("config.yml");
        std::fs::write(&config_path, config).unwrap();
        let mut child = Command::new("docker-registry")
            .arg("serve")
            .arg(&config_path)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("docker-registry starts");
        wait_for_host_port(host, port, &mut child);
        Registry {
            dir,
            host,
            port,
            ca_file,
            _token: None,
            _server: Server { child },
        }
    }

    /// `oci://HOST:PORT/<repository>`.
    pub fn url(&self, repository: &str) -> String {
        format!("oci://{}:{}/{repository}", self.host, self.port)
    }

    /// `docker://HOST:PORT/<repository>` as skopeo names it.
    pub fn skopeo_ref(&self, repository: &str) -> String {
        format!("docker://{}:{}/{repository}", self.host, self.port)
    }
}

/// A certificate for `ip` (self-signed; a CA when `ca`) and its private key, both PEM.
pub fn self_signed(ip: &str, ca: bool) -> (String, String) {
    use openssl::asn1::Asn1Time;
    use openssl::bn::BigNum;
    use openssl::hash::MessageDigest;
    use openssl::pkey::PKey;
    use openssl::rsa::Rsa;
    use openssl::x509::extension::{BasicConstraints, SubjectAlternativeName};
    use openssl::x509::{X509, X509NameBuilder};

    let key = PKey::from_rsa(Rsa::generate(2048).unwrap()).unwrap();
    let mut name = X509NameBuilder::new().unwrap();
    name.append_entry_by_text("CN", "fluxr test registry")
        .unwrap();
    let name = name.build();
    let mut builder = X509::builder().unwrap();
    builder.set_version(2).unwrap();
    builder
        .set_serial_number(&BigNum::from_u32(7).unwrap().to_asn1_integer().unwrap())
        .unwrap();
    builder.set_subject_name(&name).unwrap();
    builder.set_issuer_name(&name).unwrap();
    builder.set_pubkey(&key).unwrap();
    builder
        .set_not_before(&Asn1Time::days_from_now(0).unwrap())
        .unwrap();
    builder
        .set_not_after(&Asn1Time::days_from_now(2).unwrap())
        .unwrap();
    if ca {
        builder
            .append_extension(BasicConstraints::new().critical().ca().build().unwrap())
            .unwrap();
    }
    let san = SubjectAlternativeName::new()
        .ip(ip)
        .dns("localhost")
        .build(&builder.x509v3_context(None, None))
        .unwrap();
    builder.append_extension(san).unwrap();
    builder.sign(&key, MessageDigest::sha256()).unwrap();
    let cert = builder.build();
    (
        String::from_utf8(cert.to_pem().unwrap()).unwrap(),
        String::from_utf8(key.private_key_to_pem_pkcs8().unwrap()).unwrap(),
    )
}

const SERVICE: &str = "fluxr-test-registry";
const ISSUER: &str = "fluxr-test-issuer";

/// A token service in the shape Docker's token protocol has: `GET /token?service&scope` with
/// basic auth, or `POST /token` with a refresh token; answers a JWT the registry trusts (signed
/// with RS256, the certificate in the `x5c` header).
struct TokenService {
    port: u16,
    cert_file: PathBuf,
    _dir: tempfile::TempDir,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl TokenService {
    fn start() -> TokenService {
        let dir = tempfile::tempdir().unwrap();
        let (cert, key) = self_signed("127.0.0.1", true);
        let cert_file = dir.path().join("token.pem");
        std::fs::write(&cert_file, &cert).unwrap();
        let signing = Arc::new(Signing::new(&cert, &key));
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        listener.set_nonblocking(true).unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let stop = stop.clone();
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    match listener.accept() {
                        Ok((stream, _)) => {
                            let signing = signing.clone();
                            std::thread::spawn(move || {
                                let _ = serve_token(stream, &signing);
                            });
                        }
                        Err(_) => std::thread::sleep(Duration::from_millis(10)),
                    }
                }
            })
        };
        TokenService {
            port,
            cert_file,
            _dir: dir,
            stop,
            thread: Some(thread),
        }
    }
}

impl Drop for TokenService {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

struct Signing {
    x5c: String,
    key: openssl::pkey::PKey<openssl::pkey::Private>,
}

impl Signing {
    fn new(cert_pem: &str, key_pem: &str) -> Signing {
        let cert = openssl::x509::X509::from_pem(cert_pem.as_bytes()).unwrap();
        Signing {
            x5c: STANDARD.encode(cert.to_der().unwrap()),
            key: openssl::pkey::PKey::private_key_from_pem(key_pem.as_bytes()).unwrap(),
        }
    }

    fn token(&self, scope: &str) -> String {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs();
        let access: Vec<serde_json::Value> = scope
            .split(' ')
            .filter_map(|s| {
                let mut parts = s.splitn(3, ':');
                let (kind, name, actions) = (parts.next()?, parts.next()?, parts.next()?);
                Some(serde_json::json!({
                    "type": kind, "name": name,
                    "actions": actions.split(',').collect::<Vec<_>>(),
                }))
            })
            .collect();
        let header = serde_json::json!({"typ": "JWT", "alg": "RS256", "x5c": [self.x5c]});
        let claims = serde_json::json!({
            "iss": ISSUER, "sub": USER, "aud": SERVICE, "exp": now + 600, "nbf": now - 10,
            "iat": now, "jti": format!("{now}-{}", scope.len()), "access": access,
        });
        let signed = format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(header.to_string()),
            URL_SAFE_NO_PAD.encode(claims.to_string())
        );
        let mut signer =
            openssl::sign::Signer::new(openssl::hash::MessageDigest::sha256(), &self.key).unwrap();
        signer.update(signed.as_bytes()).unwrap();
        let signature = signer.sign_to_vec().unwrap();
        format!("{signed}.{}", URL_SAFE_NO_PAD.encode(signature))
    }
}

fn serve_token(stream: TcpStream, signing: &Signing) -> std::io::Result<()> {
    stream.set_nonblocking(false)?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    let mut parts = request_line.split_whitespace();
    let method = parts.next().unwrap_or_default().to_owned();
    let target = parts.next().unwrap_or_default().to_owned();
    let mut authorization = String::new();
    let mut length = 0usize;
    loop {
        let mut line = String::new();
        reader.read_line(&mut line)?;
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            match name.trim().to_ascii_lowercase().as_str() {
                "authorization" => authorization = value.trim().to_owned(),
                "content-length" => length = value.trim().parse().unwrap_or(0),
                _ => {}
            }
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body)?;
    let query = target.split_once('?').map_or("", |(_, q)| q).to_owned();
    let params = |text: &str| -> Vec<(String, String)> {
        url::form_urlencoded::parse(text.as_bytes())
            .into_owned()
            .collect()
    };
    let basic = format!("Basic {}", STANDARD.encode(format!("{USER}:{PASSWORD}")));
    let (ok, scope) = if method == "POST" {
        let form = params(&String::from_utf8_lossy(&body));
        let get = |k: &str| {
            form.iter()
                .find(|(key, _)| key == k)
                .map(|(_, v)| v.clone())
                .unwrap_or_default()
        };
        (
            get("grant_type") == "refresh_token" && get("refresh_token") == REFRESH_TOKEN,
            get("scope"),
        )
    } else {
        let query = params(&query);
        let scope = query
            .iter()
            .filter(|(k, _)| k == "scope")
            .map(|(_, v)| v.clone())
            .collect::<Vec<_>>()
            .join(" ");
        (authorization == basic, scope)
    };
    let mut stream = stream;
    if ok {
        let token = signing.token(&scope);
        let answer = serde_json::json!({"token": token, "access_token": token}).to_string();
        write!(
            stream,
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\
             Connection: close\r\n\r\n{answer}",
            answer.len()
        )?;
    } else {
        let answer = r#"{"errors":[{"code":"UNAUTHORIZED","message":"bad credentials"}]}"#;
        write!(
            stream,
            "HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: \
             {}\r\nConnection: close\r\n\r\n{answer}",
            answer.len()
        )?;
    }
    stream.flush()
}

/// A TCP relay to the registry that, once `limit` bytes went to the registry, drops every
/// connection and stops listening; [`CuttingProxy::revive`] listens again on the same port
/// without a limit.
pub struct CuttingProxy {
    pub port: u16,
    target: u16,
    state: Arc<ProxyState>,
    thread: Option<JoinHandle<()>>,
}

struct ProxyState {
    sent: AtomicU64,
    limit: AtomicU64,
    dead: AtomicBool,
    stop: AtomicBool,
    streams: Mutex<Vec<TcpStream>>,
}

impl CuttingProxy {
    pub fn start(target: u16, limit: u64) -> CuttingProxy {
        let port = free_port();
        let state = Arc::new(ProxyState {
            sent: AtomicU64::new(0),
            limit: AtomicU64::new(limit),
            dead: AtomicBool::new(false),
            stop: AtomicBool::new(false),
            streams: Mutex::new(Vec::new()),
        });
        let thread = Some(Self::listen(port, target, state.clone()));
        CuttingProxy {
            port,
            target,
            state,
            thread,
        }
    }

    /// Whether the limit was reached and the relay went away.
    pub fn died(&self) -> bool {
        self.state.dead.load(Ordering::SeqCst)
    }

    /// Listens again on the same port, relaying without a limit.
    pub fn revive(&mut self) {
        self.state.stop.store(true, Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        self.state.stop.store(false, Ordering::SeqCst);
        self.state.dead.store(false, Ordering::SeqCst);
        self.state.limit.store(u64::MAX, Ordering::SeqCst);
        self.thread = Some(Self::listen(self.port, self.target, self.state.clone()));
    }

    fn listen(port: u16, target: u16, state: Arc<ProxyState>) -> JoinHandle<()> {
        let deadline = Instant::now() + Duration::from_secs(5);
        let listener = loop {
            match TcpListener::bind(("127.0.0.1", port)) {
                Ok(listener) => break listener,
                Err(err) if Instant::now() < deadline => {
                    let _ = err;
                    std::thread::sleep(Duration::from_millis(50));
                }
                Err(err) => panic!("cannot listen on {port}: {err}"),
            }
        };
        listener.set_nonblocking(true).unwrap();
        std::thread::spawn(move || {
            loop {
                if state.stop.load(Ordering::SeqCst) || state.dead.load(Ordering::SeqCst) {
                    // Dropping the listener refuses new connections.
                    return;
                }
                match listener.accept() {
                    Ok((client, _)) => {
                        client.set_nonblocking(false).unwrap();
                        let Ok(server) = TcpStream::connect(("127.0.0.1", target)) else {
                            continue;
                        };
                        {
                            let mut streams = state.streams.lock().unwrap();
                            streams.push(client.try_clone().unwrap());
                            streams.push(server.try_clone().unwrap());
                        }
                        let upstream = state.clone();
                        let (c, s) = (client.try_clone().unwrap(), server.try_clone().unwrap());
                        std::thread::spawn(move || relay(c, s, &upstream, true));
                        let downstream = state.clone();
                        std::thread::spawn(move || relay(server, client, &downstream, false));
                    }
                    Err(_) => std::thread::sleep(Duration::from_millis(5)),
                }
            }
        })
    }
}

fn relay(mut from: TcpStream, mut to: TcpStream, state: &ProxyState, counted: bool) {
    let mut buf = [0u8; 16 * 1024];
    loop {
        let n = match from.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        if counted {
            let sent = state.sent.fetch_add(n as u64, Ordering::SeqCst) + n as u64;
            if sent > state.limit.load(Ordering::SeqCst) {
                state.dead.store(true, Ordering::SeqCst);
                for stream in state.streams.lock().unwrap().drain(..) {
                    let _ = stream.shutdown(Shutdown::Both);
                }
                break;
            }
        }
        if to.write_all(&buf[..n]).is_err() {
            break;
        }
    }
    let _ = to.shutdown(Shutdown::Write);
}

impl Drop for CuttingProxy {
    fn drop(&mut self) {
        self.state.stop.store(true, Ordering::SeqCst);
        for stream in self.state.streams.lock().unwrap().drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// `skopeo inspect --raw` of an artifact: the manifest as the registry stores it.
pub fn skopeo_raw(reference: &str, extra: &[&str]) -> String {
    let output = Command::new("skopeo")
        .args(["inspect", "--raw", "--tls-verify=false"])
        .args(extra)
        .arg(reference)
        .output()
        .expect("skopeo is installed");
    assert!(
        output.status.success(),
        "skopeo inspect {reference} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// Writes `count` bytes that do not compress.
pub fn random_file(path: &Path, count: usize) {
    let mut data = vec![0u8; count];
    openssl::rand::rand_bytes(&mut data).unwrap();
    std::fs::write(path, data).unwrap();
}
