//! The HTTP side of the fake Git hosting APIs (GitLab, Gitea, Bitbucket Server, GitHub Apps): a
//! threaded HTTP/1.1 server on 127.0.0.1 (plain or TLS) that parses each request, logs it,
//! answers queued faults first, and hands the rest to the fake's own [`Api`]. The fakes keep
//! the providers' wire format; this module only carries it.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

use openssl::ssl::SslAcceptor;
use serde_json::Value;

/// One request as the fake sees it.
pub struct Request {
    pub method: String,
    /// The path as sent (percent-encoded), without the API prefix.
    pub path: String,
    /// The path's segments, decoded.
    pub segments: Vec<String>,
    /// The query, decoded.
    pub query: Vec<(String, String)>,
    pub headers: Vec<(String, String)>,
    pub body: Value,
    /// `scheme://127.0.0.1:port` of the fake, for the URLs it answers with.
    pub root: String,
}

impl Request {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    pub fn query(&self, name: &str) -> Option<&str> {
        self.query
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    /// The segments as `&str`, for matching.
    pub fn route(&self) -> Vec<&str> {
        self.segments.iter().map(String::as_str).collect()
    }
}

/// An answer: a status, headers and an optional body (JSON, or text).
#[derive(Debug, Clone)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Option<Value>,
    pub text: Option<String>,
}

impl Response {
    pub fn json(status: u16, body: Value) -> Response {
        Response {
            status,
            headers: Vec::new(),
            body: Some(body),
            text: None,
        }
    }

    pub fn empty(status: u16) -> Response {
        Response {
            status,
            headers: Vec::new(),
            body: None,
            text: None,
        }
    }

    pub fn text(status: u16, text: &str) -> Response {
        Response {
            status,
            headers: Vec::new(),
            body: None,
            text: Some(text.to_owned()),
        }
    }

    pub fn with_header(mut self, name: &str, value: &str) -> Response {
        self.headers.push((name.to_owned(), value.to_owned()));
        self
    }
}

/// What a fake provider does with a request that no fault took.
pub trait Api: Send + 'static {
    fn handle(&mut self, request: &Request) -> Response;
}

struct Inner<A> {
    api: A,
    faults: VecDeque<(String, Response)>,
    requests: Vec<String>,
}

/// A running fake; stops and joins its thread on drop.
pub struct FakeServer<A: Api> {
    pub port: u16,
    /// With TLS, the PEM certificate it serves, to trust as a CA.
    pub ca_pem: Option<String>,
    prefix: String,
    inner: Arc<Mutex<Inner<A>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl<A: Api> FakeServer<A> {
    /// Serves `api` under the path `prefix` (e.g. `/api/v4`) over plain HTTP.
    pub fn start(prefix: &str, api: A) -> FakeServer<A> {
        FakeServer::start_with(prefix, api, None)
    }

    /// The same over HTTPS with a self-signed certificate for 127.0.0.1.
    pub fn start_tls(prefix: &str, api: A) -> FakeServer<A> {
        FakeServer::start_behind(prefix, api, &super::PrivateCa::new())
    }

    /// The same over HTTPS with the certificate of `ca`.
    pub fn start_behind(prefix: &str, api: A, ca: &super::PrivateCa) -> FakeServer<A> {
        let mut server = FakeServer::start_with(prefix, api, Some(ca.acceptor.clone()));
        server.ca_pem = Some(ca.pem.clone());
        server
    }

    fn start_with(prefix: &str, api: A, tls: Option<Arc<SslAcceptor>>) -> FakeServer<A> {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        listener.set_nonblocking(true).unwrap();
        let inner = Arc::new(Mutex::new(Inner {
            api,
            faults: VecDeque::new(),
            requests: Vec::new(),
        }));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (inner, stop, prefix) = (inner.clone(), stop.clone(), prefix.to_owned());
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    match listener.accept() {
                        Ok((stream, _)) => {
                            stream.set_nonblocking(false).unwrap();
                            let _ = stream.set_read_timeout(Some(Duration::from_secs(30)));
                            let (inner, tls, prefix) = (inner.clone(), tls.clone(), prefix.clone());
                            std::thread::spawn(move || {
                                let _ = match tls {
                                    // A client that refuses the certificate ends the handshake.
                                    Some(acceptor) => match acceptor.accept(stream) {
                                        Ok(stream) => serve(&inner, &prefix, "https", port, stream),
                                        Err(_) => Ok(()),
                                    },
                                    None => serve(&inner, &prefix, "http", port, stream),
                                };
                            });
                        }
                        Err(_) => std::thread::sleep(Duration::from_millis(10)),
                    }
                }
            })
        };
        FakeServer {
            port,
            ca_pem: None,
            prefix: prefix.to_owned(),
            inner,
            stop,
            thread: Some(thread),
        }
    }

    /// `scheme://127.0.0.1:port`, the server root.
    pub fn root_url(&self) -> String {
        let scheme = if self.ca_pem.is_some() {
            "https"
        } else {
            "http"
        };
        format!("{scheme}://127.0.0.1:{}", self.port)
    }

    /// The root plus the API prefix.
    pub fn api_url(&self) -> String {
        format!("{}{}", self.root_url(), self.prefix)
    }

    /// Runs `f` on the fake's state.
    pub fn with<T>(&self, f: impl FnOnce(&mut A) -> T) -> T {
        f(&mut self.lock().api)
    }

    /// Answers the next request whose `METHOD /path` (without the prefix) starts with
    /// `request_prefix` with `response`; faults queue up in order.
    pub fn fail_next(&self, request_prefix: &str, response: Response) {
        self.lock()
            .faults
            .push_back((request_prefix.to_owned(), response));
    }

    /// Every request so far as `METHOD /path?query`, without the API prefix.
    pub fn requests(&self) -> Vec<String> {
        self.lock().requests.clone()
    }

    /// The requests that change something (anything but GET).
    pub fn writes(&self) -> Vec<String> {
        self.requests()
            .into_iter()
            .filter(|request| !request.starts_with("GET "))
            .collect()
    }

    pub fn clear_requests(&self) {
        self.lock().requests.clear();
    }

    fn lock(&self) -> MutexGuard<'_, Inner<A>> {
        self.inner.lock().unwrap()
    }
}

impl<A: Api> Drop for FakeServer<A> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Percent-decodes one URL component (`+` stays `+`; it is a path or a Rust-encoded query).
pub fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let Some(value) = text
                .get(i + 1..i + 3)
                .and_then(|hex| u8::from_str_radix(hex, 16).ok())
        {
            out.push(value);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn serve<A: Api>(
    inner: &Mutex<Inner<A>>,
    prefix: &str,
    scheme: &str,
    port: u16,
    stream: impl Read + Write,
) -> std::io::Result<()> {
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
        // A client behind a proxy sends the absolute URL.
        let target = match target.split_once("://") {
            Some((_scheme, rest)) => rest.find('/').map_or("/", |at| &rest[at..]).to_owned(),
            None => target,
        };
        let (path, query) = target.split_once('?').unwrap_or((target.as_str(), ""));
        let path = path.strip_prefix(prefix).unwrap_or(path).to_owned();
        let request = Request {
            method,
            segments: path
                .trim_start_matches('/')
                .split('/')
                .filter(|segment| !segment.is_empty())
                .map(decode)
                .collect(),
            query: query
                .split('&')
                .filter(|pair| !pair.is_empty())
                .map(|pair| {
                    let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
                    (decode(key), decode(value))
                })
                .collect(),
            path,
            headers,
            body: serde_json::from_slice(&raw).unwrap_or(Value::Null),
            root: format!("{scheme}://127.0.0.1:{port}"),
        };
        let line = if query.is_empty() {
            format!("{} {}", request.method, request.path)
        } else {
            format!("{} {}?{query}", request.method, request.path)
        };
        let response = {
            let mut inner = inner.lock().unwrap();
            inner.requests.push(line.clone());
            match inner
                .faults
                .iter()
                .position(|(prefix, _)| line.starts_with(prefix.as_str()))
            {
                Some(at) => inner.faults.remove(at).unwrap().1,
                None => inner.api.handle(&request),
            }
        };
        let (body, content_type) = match (&response.body, &response.text) {
            (Some(json), _) => (serde_json::to_vec(json).unwrap(), Some("application/json")),
            (None, Some(text)) => (text.clone().into_bytes(), Some("text/plain")),
            (None, None) => (Vec::new(), None),
        };
        let mut head = format!(
            "HTTP/1.1 {} {}\r\nContent-Length: {}\r\n",
            response.status,
            reason(response.status),
            body.len()
        );
        if let Some(content_type) = content_type {
            head.push_str(&format!("Content-Type: {content_type}\r\n"));
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
        202 => "Accepted",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        409 => "Conflict",
        422 => "Unprocessable Entity",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        _ => "Unknown",
    }
}
