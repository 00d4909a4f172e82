//! SSH host keys: scanning a server's key the way `ssh-keyscan` (and flux) does, and checking
//! a key a server presents against `known_hosts` text, plain or hashed (`|1|salt|hash`).

use std::net::{TcpStream, ToSocketAddrs};
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use openssl::hash::MessageDigest;
use openssl::pkey::PKey;
use openssl::sign::Signer;
use ssh_key::PublicKey;
use ssh_key::known_hosts::{HostPatterns, KnownHosts, Marker};

/// flux gives up scanning a host key after 30 seconds.
pub const SCAN_TIMEOUT: Duration = Duration::from_secs(30);

/// Host-key algorithms in the order Go's SSH client (`golang.org/x/crypto/ssh`, which flux scans
/// with) offers them: ECDSA, then RSA, then DSA, and Ed25519 last. A server offering both RSA and
/// Ed25519 keys therefore gets its RSA key recorded, as flux records it.
const HOST_KEY_PREFERENCE: &str = "ecdsa-sha2-nistp256,ecdsa-sha2-nistp384,ecdsa-sha2-nistp521,\
rsa-sha2-256,rsa-sha2-512,ssh-rsa,ssh-dss,ssh-ed25519";

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("SSH key scan for host {address} failed, error: {reason}")]
    Scan { address: String, reason: String },
}

/// The name a `known_hosts` line uses for a host: `host` on port 22, `[host]:port` elsewhere.
pub fn host_pattern(host: &str, port: u16) -> String {
    if port == 22 {
        host.to_owned()
    } else {
        format!("[{host}]:{port}")
    }
}

/// The host name a scan records, as Go's `knownhosts.Normalize` writes it: like
/// [`host_pattern`], except that an IPv6 address is bracketed on port 22 too.
fn scanned_host(host: &str, port: u16) -> String {
    if port == 22 && host.contains(':') && !host.starts_with('[') {
        format!("[{host}]")
    } else {
        host_pattern(host, port)
    }
}

/// `host:port` as Go writes a dial address, IPv6 hosts in brackets.
fn dial_address(host: &str, port: u16) -> String {
    if host.contains(':') && !host.starts_with('[') {
        format!("[{host}]:{port}")
    } else {
        format!("{host}:{port}")
    }
}

/// Connects to `host:port`, completes the SSH key exchange and returns the server's host key
/// as one `known_hosts` line without a trailing newline, as flux stores it.
///
/// `algorithms` (`--ssh-hostkey-algos`) restricts the host-key types the scan accepts; empty
/// means Go's preference order, as flux scans by default.
pub fn scan(
    host: &str,
    port: u16,
    timeout: Duration,
    algorithms: &[String],
) -> Result<String, Error> {
    let address = dial_address(host, port);
    let fail = |reason: String| Error::Scan {
        address: address.clone(),
        reason,
    };
    // Go's dialer words its failures `dial tcp …`; flux passes them on.
    let no_such_host = || fail(format!("dial tcp: lookup {host}: no such host"));
    let socket = (host, port)
        .to_socket_addrs()
        .map_err(|_| no_such_host())?
        .next()
        .ok_or_else(no_such_host)?;
    let stream = TcpStream::connect_timeout(&socket, timeout).map_err(|err| {
        let reason = match err.kind() {
            std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock => {
                return fail(format!("dial tcp {socket}: i/o timeout"));
            }
            std::io::ErrorKind::ConnectionRefused => "connection refused".to_owned(),
            std::io::ErrorKind::HostUnreachable => "no route to host".to_owned(),
            std::io::ErrorKind::NetworkUnreachable => "network is unreachable".to_owned(),
            _ => err.to_string(),
        };
        fail(format!("dial tcp {socket}: connect: {reason}"))
    })?;
    stream
        .set_read_timeout(Some(timeout))
        .and_then(|()| stream.set_write_timeout(Some(timeout)))
        .map_err(|err| fail(err.to_string()))?;
    let mut session = ssh2::Session::new().map_err(|err| fail(err.to_string()))?;
    session.set_timeout(u32::try_from(timeout.as_millis()).unwrap_or(u32::MAX));
    if algorithms.is_empty() {
        // A server that offers none of the preferred types still gets scanned with libssh2's
        // own list, so a failure to set the preference is not fatal.
        let _ = session.method_pref(ssh2::MethodType::HostKey, HOST_KEY_PREFERENCE);
    } else {
        // The user asked for these types only: a server without them must fail the scan
        // rather than pin a key of another type.
        session
            .method_pref(ssh2::MethodType::HostKey, &algorithms.join(","))
            .map_err(|_| {
                fail(format!(
                    "unsupported host key algorithms: {}",
                    algorithms.join(",")
                ))
            })?;
    }
    // A second handle on the socket, to tell how the connection ended if the handshake fails.
    let probe = stream.try_clone().ok();
    session.set_tcp_stream(stream);
    session
        .handshake()
        .map_err(|err| fail(handshake_failure(&err, probe.as_ref())))?;
    let (blob, _) = session
        .host_key()
        .ok_or_else(|| fail("the server sent no host key".to_owned()))?;
    let key_type = blob_key_type(blob).ok_or_else(|| fail("malformed host key".to_owned()))?;
    let line = format!(
        "{} {key_type} {}",
        scanned_host(host, port),
        STANDARD.encode(blob)
    );
    let _ = session.disconnect(None, "", None);
    Ok(line)
}

/// A failed handshake in the words of Go's SSH client where libssh2's can be matched to them:
/// a connection the server ended before the exchange is `io.EOF` (Go reads the version line
/// first), or the reset Go's read reports.
fn handshake_failure(err: &ssh2::Error, probe: Option<&TcpStream>) -> String {
    // libssh2's "socket disconnect" and "socket recv" failures: the connection is gone.
    const SOCKET_DISCONNECT: i32 = -13;
    const SOCKET_RECV: i32 = -43;
    let gone = matches!(
        err.code(),
        ssh2::ErrorCode::Session(SOCKET_DISCONNECT | SOCKET_RECV)
    );
    let Some(probe) = probe.filter(|_| gone) else {
        return err.to_string();
    };
    if probe.set_nonblocking(true).is_err() {
        return err.to_string();
    }
    match probe.peek(&mut [0u8; 1]) {
        Ok(0) => "ssh: handshake failed: EOF".to_owned(),
        Err(read) if read.kind() == std::io::ErrorKind::ConnectionReset => {
            match (probe.local_addr(), probe.peer_addr()) {
                (Ok(local), Ok(peer)) => format!(
                    "ssh: handshake failed: read tcp {local}->{peer}: read: connection reset by \
                     peer"
                ),
                _ => "ssh: handshake failed: read: connection reset by peer".to_owned(),
            }
        }
        _ => err.to_string(),
    }
}

/// The algorithm of an SSH public-key blob, e.g. `ssh-ed25519`.
fn blob_key_type(blob: &[u8]) -> Option<String> {
    PublicKey::from_bytes(blob)
        .ok()
        .map(|key| key.algorithm().as_str().to_owned())
}

/// The `known_hosts` the user's own ssh trusts, for connections without pinned host keys: the
/// files of `SSH_KNOWN_HOSTS` (colon-separated, as go-git reads it), else `~/.ssh/known_hosts`
/// and `/etc/ssh/ssh_known_hosts`. Missing files count as empty.
pub fn user_known_hosts() -> String {
    let files: Vec<std::path::PathBuf> = match std::env::var_os("SSH_KNOWN_HOSTS") {
        Some(list) if !list.is_empty() => std::env::split_paths(&list).collect(),
        _ => std::env::var_os("HOME")
            .map(|home| std::path::Path::new(&home).join(".ssh/known_hosts"))
            .into_iter()
            .chain([std::path::PathBuf::from("/etc/ssh/ssh_known_hosts")])
            .collect(),
    };
    let mut text = String::new();
    for file in files {
        if let Ok(contents) = std::fs::read_to_string(file) {
            text.push_str(&contents);
            text.push('\n');
        }
    }
    text
}

/// How a presented host key compares with the `known_hosts` text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostKeyCheck {
    /// A line for this host carries this very key.
    Match,
    /// Lines for this host exist, none with this key: possibly a man in the middle.
    Mismatch,
    /// No line names this host.
    Unknown,
}

/// Checks the host key blob `key` presented by `host:port` against `known_hosts` text.
/// Unreadable lines are skipped, as ssh skips them; a `@revoked` key never matches, and
/// `@cert-authority` lines (host certificates) are not used.
pub fn check(known_hosts: &str, host: &str, port: u16, key: &[u8]) -> HostKeyCheck {
    let pattern = host_pattern(host, port);
    let mut host_known = false;
    for entry in KnownHosts::new(known_hosts).flatten() {
        if !host_matches(entry.host_patterns(), &pattern) {
            continue;
        }
        let same_key = entry
            .public_key()
            .to_bytes()
            .is_ok_and(|known| known == key);
        match entry.marker() {
            Some(Marker::Revoked) if same_key => return HostKeyCheck::Mismatch,
            Some(_) => continue,
            None => {}
        }
        host_known = true;
        if same_key {
            return HostKeyCheck::Match;
        }
    }
    if host_known {
        HostKeyCheck::Mismatch
    } else {
        HostKeyCheck::Unknown
    }
}

/// Whether `known_hosts` has a usable (not revoked, not a CA) line for `host:port`.
pub fn knows_host(known_hosts: &str, host: &str, port: u16) -> bool {
    let pattern = host_pattern(host, port);
    KnownHosts::new(known_hosts)
        .flatten()
        .any(|entry| entry.marker().is_none() && host_matches(entry.host_patterns(), &pattern))
}

fn host_matches(patterns: &HostPatterns, host: &str) -> bool {
    match patterns {
        HostPatterns::Patterns(names) => names.iter().any(|name| name.eq_ignore_ascii_case(host)),
        HostPatterns::HashedName { salt, hash } => hashed_name_matches(salt, hash, host),
    }
}

/// `|1|salt|hash` entries, as `ssh-keygen -H` writes them: HMAC-SHA1 of the host name.
fn hashed_name_matches(salt: &[u8], hash: &[u8; 20], host: &str) -> bool {
    let Ok(key) = PKey::hmac(salt) else {
        return false;
    };
    let Ok(mut signer) = Signer::new(MessageDigest::sha1(), &key) else {
        return false;
    };
    signer
        .sign_oneshot_to_vec(host.as_bytes())
        .is_ok_and(|mac| openssl::memcmp::eq(&mac, hash))
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "AAAAC3NzaC1lZDI1NTE5AAAAIJnoGXvzrk0uGAKy/8fIzyIqAZjE1DlfkceYiQiiAgw6";

    fn key() -> Vec<u8> {
        STANDARD.decode(KEY).unwrap()
    }

    #[test]
    fn patterns_bracket_non_default_ports() {
        assert_eq!(host_pattern("github.com", 22), "github.com");
        assert_eq!(host_pattern("127.0.0.1", 2222), "[127.0.0.1]:2222");
        assert_eq!(scanned_host("github.com", 22), "github.com");
        assert_eq!(scanned_host("::1", 22), "[::1]");
        assert_eq!(scanned_host("::1", 2222), "[::1]:2222");
        assert_eq!(dial_address("::1", 22), "[::1]:22");
        assert_eq!(dial_address("example.org", 2222), "example.org:2222");
    }

    #[test]
    fn plain_entries() {
        let hosts = format!("# comment\nexample.org,github.com ssh-ed25519 {KEY}\n");
        assert_eq!(check(&hosts, "github.com", 22, &key()), HostKeyCheck::Match);
        assert_eq!(check(&hosts, "GitHub.com", 22, &key()), HostKeyCheck::Match);
        assert_eq!(
            check(&hosts, "github.com", 2222, &key()),
            HostKeyCheck::Unknown
        );
        assert_eq!(
            check(&hosts, "gitlab.com", 22, &key()),
            HostKeyCheck::Unknown
        );
        assert_eq!(
            check(&hosts, "github.com", 22, b"other"),
            HostKeyCheck::Mismatch
        );
        let bracketed = format!("[127.0.0.1]:2222 ssh-ed25519 {KEY}");
        assert_eq!(
            check(&bracketed, "127.0.0.1", 2222, &key()),
            HostKeyCheck::Match
        );
    }

    #[test]
    fn known_hosts_name_hosts_with_their_port() {
        let hosts =
            format!("[127.0.0.1]:2222 ssh-ed25519 {KEY}\n@revoked gitlab.com ssh-ed25519 {KEY}\n");
        assert!(knows_host(&hosts, "127.0.0.1", 2222));
        assert!(!knows_host(&hosts, "127.0.0.1", 22));
        assert!(!knows_host(&hosts, "gitlab.com", 22));
        assert!(!knows_host("", "github.com", 22));
    }

    #[test]
    fn revoked_keys_never_match_and_markers_are_not_host_entries() {
        let revoked =
            format!("@revoked github.com ssh-ed25519 {KEY}\ngithub.com ssh-ed25519 {KEY}\n");
        assert_eq!(
            check(&revoked, "github.com", 22, &key()),
            HostKeyCheck::Mismatch
        );
        let authority = format!("@cert-authority github.com ssh-ed25519 {KEY}\nnot a line\n");
        assert_eq!(
            check(&authority, "github.com", 22, &key()),
            HostKeyCheck::Unknown
        );
    }

    #[test]
    fn hashed_entries() {
        // A hashed entry computed the way `ssh-keygen -H` does.
        let salt = STANDARD.encode(b"0123456789abcdefghij");
        let signer_key = PKey::hmac(b"0123456789abcdefghij").unwrap();
        let mut signer = Signer::new(MessageDigest::sha1(), &signer_key).unwrap();
        let mac = STANDARD.encode(signer.sign_oneshot_to_vec(b"github.com").unwrap());
        let hosts = format!("|1|{salt}|{mac} ssh-ed25519 {KEY}\n");
        assert_eq!(check(&hosts, "github.com", 22, &key()), HostKeyCheck::Match);
        assert_eq!(
            check(&hosts, "gitlab.com", 22, &key()),
            HostKeyCheck::Unknown
        );
    }

    #[test]
    fn key_type_comes_from_the_blob() {
        assert_eq!(blob_key_type(&key()).as_deref(), Some("ssh-ed25519"));
        assert_eq!(blob_key_type(b"\0\0"), None);
        assert_eq!(blob_key_type(b"\0\0\0\x09ssh"), None);
    }
}
