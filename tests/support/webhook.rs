//! A recording webhook server for the commands that post to Flux's notification-controller
//! (`trigger receiver`), and the path a Receiver's webhook is served at.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};

use sha2::Digest as _;

/// One request as the server read it.
#[derive(Debug, Clone)]
pub struct Seen {
    pub request_line: String,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Seen {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// A webhook server that records each request and answers it with the next of `replies` (the
/// last one repeats).
pub struct Webhook {
    pub port: u16,
    seen: Arc<Mutex<Vec<Seen>>>,
}

impl Webhook {
    pub fn start(replies: &[(u16, &str)]) -> Webhook {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let seen = Arc::new(Mutex::new(Vec::new()));
        let replies: Vec<(u16, String)> =
            replies.iter().map(|(c, b)| (*c, (*b).to_owned())).collect();
        let log = seen.clone();
        std::thread::spawn(move || {
            for (n, stream) in listener.incoming().enumerate() {
                let Ok(mut stream) = stream else { continue };
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                let mut request_line = String::new();
                reader.read_line(&mut request_line).unwrap();
                let mut headers = Vec::new();
                loop {
                    let mut line = String::new();
                    reader.read_line(&mut line).unwrap();
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    let (k, v) = line.split_once(':').unwrap();
                    headers.push((k.trim().to_owned(), v.trim().to_owned()));
                }
                let length: usize = headers
                    .iter()
                    .find(|(k, _)| k.eq_ignore_ascii_case("content-length"))
                    .map_or(0, |(_, v)| v.parse().unwrap());
                let mut body = vec![0; length];
                reader.read_exact(&mut body).unwrap();
                log.lock().unwrap().push(Seen {
                    request_line: request_line.trim_end().to_owned(),
                    headers,
                    body: String::from_utf8(body).unwrap(),
                });
                let (code, text) = &replies[n.min(replies.len() - 1)];
                let reason = match code {
                    200 => "OK",
                    401 => "Unauthorized",
                    404 => "Not Found",
                    503 => "Service Unavailable",
                    _ => "Other",
                };
                let _ = write!(
                    stream,
                    "HTTP/1.1 {code} {reason}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{text}",
                    text.len()
                );
            }
        });
        Webhook { port, seen }
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/base/", self.port)
    }

    pub fn seen(&self) -> Vec<Seen> {
        self.seen.lock().unwrap().clone()
    }
}

/// The path notification-controller serves a Receiver's webhook at: `/hook/` and the hex
/// SHA-256 of the token, the Receiver's name and its namespace.
pub fn receiver_hook_path(token: &str, name: &str, namespace: &str) -> String {
    let digest: String = sha2::Sha256::digest(format!("{token}{name}{namespace}"))
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("/hook/{digest}")
}
