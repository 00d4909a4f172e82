//! Prism serving an API description, and a recording proxy in front of it, for the contract
//! tests: the proxy asks Prism for a given status where a scenario needs one (`Prefer:
//! code=404`) and keeps every `sl-violations` header, so that a request Prism merely warns about
//! fails the test too. Prism negotiates media types strictly and the descriptions list only
//! `application/json`: the proxy sends Prism `application/json` for any `Accept`.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;

/// `prism mock` on an ephemeral port, killed and reaped on drop.
pub struct Prism {
    child: Child,
    pub port: u16,
    _log_dir: tempfile::TempDir,
}

impl Prism {
    /// Starts `prism mock` on `spec` and waits until it listens, at most `timeout`.
    pub fn start(bin: &Path, spec: &Path, timeout: Duration) -> Prism {
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
        let deadline = Instant::now() + timeout;
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
                "prism did not listen within {timeout:?}"
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
pub struct Exchange {
    pub line: String,
    pub status: u16,
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
pub struct Proxy {
    port: u16,
    state: Arc<Mutex<ProxyState>>,
    stop: Arc<AtomicBool>,
}

impl Proxy {
    pub fn start(prism_port: u16) -> Proxy {
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

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// The next request starting with `prefix` (`METHOD /path`) gets Prism's `status` answer.
    pub fn prefer(&self, prefix: &str, status: u16) {
        self.state
            .lock()
            .unwrap()
            .prefer
            .push_back((prefix.to_owned(), status));
    }

    pub fn exchanges(&self) -> Vec<Exchange> {
        self.state.lock().unwrap().exchanges.clone()
    }

    /// Fails when Prism found fault with any request since the last check, or answered one
    /// with a validation error.
    pub fn check_clean(&self, scenario: &str) {
        let mut state = self.state.lock().unwrap();
        let fresh = &state.exchanges[state.checked..];
        assert!(!fresh.is_empty(), "{scenario}: fluxr sent no request");
        for exchange in fresh {
            assert!(
                exchange.violations.is_empty(),
                "{scenario}: Prism says `{}` does not match the description: {:#?}",
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
        message.body = super::read_chunked(reader)?;
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
