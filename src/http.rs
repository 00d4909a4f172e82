//! Plain HTTP GETs for release assets and catalogs: bounded in size and time, optionally retried
//! the way flux's `go-retryablehttp` clients retry, with errors worded as Go's `net/http` words
//! them (a script that matches flux's message matches fluxr's).
//!
//! Proxies come from the environment (`HTTPS_PROXY`, `NO_PROXY`), as Go's default transport
//! takes them. Credentials in a URL never reach an error message.

use std::io::Write;
use std::time::Duration;

use sha2::{Digest as _, Sha256};

/// How a GET is made.
#[derive(Debug, Clone, Copy)]
pub struct Request {
    /// The whole exchange, retries and body included, as Go's `http.Client.Timeout`.
    pub timeout: Duration,
    /// Retries after the first attempt on a connection error, a 429 or a 5xx (not 501), waiting
    /// 1s, 2s, 4s… in between (retryablehttp's defaults); 0 for a plain client.
    pub retries: u32,
    /// The most bytes the body may have.
    pub limit: u64,
    /// `true` stops at `limit` bytes without an error (Go's `io.LimitReader`).
    pub truncate: bool,
}

/// A GET that did not bring a body.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The request never got an answer (or a retryable one, every time).
    #[error("Get \"{url}\": {message}")]
    Transport { url: String, message: String },
    /// The body was larger than allowed.
    #[error("Get \"{url}\": response body larger than {limit} bytes")]
    TooLarge { url: String, limit: u64 },
    /// The body could not be written where it was going.
    #[error("failed to write the response body of \"{url}\"")]
    Write {
        url: String,
        #[source]
        source: std::io::Error,
    },
    #[error("failed to start the HTTP client")]
    Runtime(#[source] std::io::Error),
}

/// A finished GET: the status, and the body's length and SHA-256 (the body itself went to the
/// writer).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    pub status: u16,
    /// Go's `resp.Status`: `404 Not Found`.
    pub status_text: String,
    pub length: u64,
    pub sha256: String,
}

/// GETs `url` and returns the status and body. The body is read only on a 200.
pub fn get(url: &str, request: Request) -> Result<(Response, Vec<u8>), Error> {
    let mut body = Vec::new();
    let response = get_into(url, request, &mut body)?;
    Ok((response, body))
}

/// GETs `url`, streaming a 200's body into `out` while hashing it.
pub fn get_into(url: &str, request: Request, out: &mut dyn Write) -> Result<Response, Error> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(Error::Runtime)?;
    let redacted = redact(url);
    runtime.block_on(async {
        match tokio::time::timeout(request.timeout, exchange(url, &redacted, request, out)).await {
            Ok(result) => result,
            Err(_) => Err(Error::Transport {
                url: redacted.clone(),
                message: "context deadline exceeded (Client.Timeout exceeded while awaiting \
                          headers)"
                    .to_owned(),
            }),
        }
    })
}

async fn exchange(
    url: &str,
    redacted: &str,
    request: Request,
    out: &mut dyn Write,
) -> Result<Response, Error> {
    let transport = |message: String| Error::Transport {
        url: redacted.to_owned(),
        message,
    };
    let client = reqwest::Client::builder()
        .build()
        .map_err(|err| transport(cause_text(&err)))?;
    let attempts = request.retries + 1;
    let mut attempt = 0;
    let mut response = loop {
        attempt += 1;
        let result = client.get(url).send().await;
        let retryable = match &result {
            Ok(response) => {
                let status = response.status().as_u16();
                status == 429 || (status >= 500 && status != 501)
            }
            Err(err) => !err.is_builder(),
        };
        if !retryable || request.retries == 0 {
            break result.map_err(|err| transport(cause_text(&err)))?;
        }
        if attempt >= attempts {
            let giving_up = format!("GET {redacted} giving up after {attempt} attempt(s)");
            return Err(transport(match result {
                Ok(_) => giving_up,
                Err(err) => format!("{giving_up}: Get \"{redacted}\": {}", cause_text(&err)),
            }));
        }
        tokio::time::sleep(Duration::from_secs(1 << (attempt - 1).min(5))).await;
    };
    let status = response.status();
    let status_text = match status.canonical_reason() {
        Some(reason) => format!("{} {reason}", status.as_u16()),
        None => status.as_u16().to_string(),
    };
    let mut hasher = Sha256::new();
    let mut length = 0u64;
    if status.as_u16() == 200 {
        while let Some(chunk) = response
            .chunk()
            .await
            .map_err(|err| transport(cause_text(&err)))?
        {
            let room = request.limit - length;
            let take = usize::try_from(room).map_or(chunk.len(), |room| room.min(chunk.len()));
            if take < chunk.len() && !request.truncate {
                return Err(Error::TooLarge {
                    url: redacted.to_owned(),
                    limit: request.limit,
                });
            }
            let chunk = &chunk[..take];
            hasher.update(chunk);
            out.write_all(chunk).map_err(|source| Error::Write {
                url: redacted.to_owned(),
                source,
            })?;
            length += chunk.len() as u64;
            if length == request.limit && request.truncate {
                break;
            }
        }
    }
    Ok(Response {
        status: status.as_u16(),
        status_text,
        length,
        sha256: hex(&hasher.finalize()),
    })
}

/// Lowercase hex, as Go's `%x`.
pub fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes.iter().fold(String::new(), |mut out, b| {
        let _ = write!(out, "{b:02x}");
        out
    })
}

/// The URL with its password replaced by `xxxxx`, as Go's `url.URL.Redacted`; a lone user name,
/// often a token, is replaced too.
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    match authority.rsplit_once('@') {
        Some((userinfo, host)) => match userinfo.split_once(':') {
            Some((user, _)) => format!("{scheme}://{user}:xxxxx@{host}{tail}"),
            None => format!("{scheme}://xxxxx@{host}{tail}"),
        },
        None => url.to_owned(),
    }
}

/// The innermost cause of a reqwest error, which names what failed; a refused connection in
/// the words of Go's dialer (`dial tcp 127.0.0.1:1: connect: connection refused`), which flux
/// prints.
pub(crate) fn cause_text(err: &(dyn std::error::Error + 'static)) -> String {
    let mut current = err;
    while let Some(source) = current.source() {
        current = source;
    }
    if let Some(io) = current.downcast_ref::<std::io::Error>()
        && io.kind() == std::io::ErrorKind::ConnectionRefused
        && let Some(address) = err
            .downcast_ref::<reqwest::Error>()
            .and_then(reqwest::Error::url)
            .and_then(dial_address)
    {
        return format!("dial tcp {address}: connect: connection refused");
    }
    let text = current.to_string();
    // Redact anything URL-like reqwest may have put in its own words.
    text.split(' ').map(redact).collect::<Vec<_>>().join(" ")
}

/// `host:port` as Go's dialer names the address it dialed: IPv6 in brackets, the scheme's
/// port when the URL names none.
fn dial_address(url: &reqwest::Url) -> Option<String> {
    let port = url.port_or_known_default()?;
    match url.host()? {
        url::Host::Ipv6(ip) => Some(format!("[{ip}]:{port}")),
        url::Host::Ipv4(ip) => Some(format!("{ip}:{port}")),
        url::Host::Domain(name) => Some(format!("{name}:{port}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_connection_reads_as_go_dialer_prints_it() {
        // A port nothing listens on: bound, then released.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let request = Request {
            timeout: Duration::from_secs(10),
            retries: 0,
            limit: 1024,
            truncate: false,
        };
        let url = format!("http://127.0.0.1:{port}/catalog.yaml");
        let err = get(&url, request).unwrap_err().to_string();
        assert!(
            err.ends_with(&format!(
                "dial tcp 127.0.0.1:{port}: connect: connection refused"
            )),
            "{err}"
        );
    }

    #[test]
    fn passwords_are_redacted() {
        assert_eq!(
            redact("https://user:secret@example.com/a?b"),
            "https://user:xxxxx@example.com/a?b"
        );
        assert_eq!(
            redact("https://token@example.com/a"),
            "https://xxxxx@example.com/a"
        );
        assert_eq!(redact("https://example.com/a@b"), "https://example.com/a@b");
    }
}
