//! One parser for every Git address fluxr reads or writes: what the user passes to `bootstrap
//! git --url`, what a provider's API answers as clone addresses, the sync URL that goes into
//! `gotk-sync.yaml`, and what the transport needs to authenticate and pin host keys.
//!
//! It follows Go's `net/url` where flux validates with it (the same messages for a missing
//! scheme, a bad port or a bad escape), and git's own scp-like form (`git@host:org/repo.git`),
//! which Go cannot parse and every Git host prints. A password in the address is kept for the
//! transport but never shown: [`fmt::Display`] redacts it as Go's `URL.Redacted` does.

use std::borrow::Cow;
use std::fmt;

/// What a password in a shown address becomes, as in Go's `URL.Redacted`.
const REDACTED: &str = "xxxxx";

/// Hides the credentials of every URL in `text`: `scheme://user:password@host` shows as
/// `scheme://user:xxxxx@host`, the rule of [`GitUrl`]'s `Display` and of Go's `URL.Redacted`. It
/// works on any text (an address that does not parse, an error from libgit2 that quotes one), so
/// that everything fluxr prints about a URL, or puts into an error, goes through it.
pub fn redact(text: &str) -> Cow<'_, str> {
    if !text.contains("://") || !text.contains('@') {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("://") {
        let (before, after) = rest.split_at(at + 3);
        out.push_str(before);
        // The authority ends where the path, query or fragment starts, or where the text
        // around the URL resumes.
        let end = after
            .find(|c: char| {
                matches!(c, '/' | '?' | '#' | '"' | '\'' | '`' | '<' | '>') || c.is_whitespace()
            })
            .unwrap_or(after.len());
        let authority = &after[..end];
        match authority.rsplit_once('@') {
            Some((userinfo, host)) => {
                match userinfo.split_once(':') {
                    Some((user, _password)) => {
                        out.push_str(user);
                        out.push(':');
                        out.push_str(REDACTED);
                    }
                    None => out.push_str(userinfo),
                }
                out.push('@');
                out.push_str(host);
            }
            None => out.push_str(authority),
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// A parsed Git remote address.
#[derive(Clone, PartialEq, Eq)]
pub struct GitUrl {
    /// Lower case; `ssh` for the scp-like form.
    scheme: String,
    user: Option<String>,
    password: Option<String>,
    /// Without the brackets of an IPv6 literal.
    host: String,
    port: Option<u16>,
    /// Starts with `/` in URL form; as written after the colon in scp-like form.
    path: String,
    query: Option<String>,
    fragment: Option<String>,
    scp_like: bool,
}

/// Why an address could not be parsed; the reason is worded as Go's `net/url` words it where
/// flux reports Go's error.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct UrlError {
    pub reason: String,
}

impl UrlError {
    fn new(reason: impl Into<String>) -> UrlError {
        UrlError {
            reason: reason.into(),
        }
    }
}

/// Longest address accepted: far beyond any real one, and it bounds the work on hostile input.
const MAX_LEN: usize = 8192;

impl GitUrl {
    /// Parses `scheme://[user[:password]@]host[:port][/path][?query][#fragment]`, or the
    /// scp-like `[user@]host:path` (SSH on port 22). An address without either is refused.
    pub fn parse(raw: &str) -> Result<GitUrl, UrlError> {
        if raw.len() > MAX_LEN {
            return Err(UrlError::new("URL too long"));
        }
        if !raw.contains("://") {
            if raw.bytes().any(|b| b < 0x20 || b == 0x7f) {
                return Err(UrlError::new("net/url: invalid control character in URL"));
            }
            return parse_scp_like(raw);
        }
        let scheme = scheme_of(raw)?;
        let Some(rest) = raw
            .get(scheme.len() + 1..)
            .and_then(|after| after.strip_prefix("//"))
        else {
            return Err(UrlError::new("missing protocol scheme"));
        };
        let (rest, fragment) = match rest.split_once('#') {
            Some((rest, fragment)) => (rest, Some(fragment.to_owned())),
            None => (rest, None),
        };
        let (rest, query) = match rest.split_once('?') {
            Some((rest, query)) => (rest, Some(query.to_owned())),
            None => (rest, None),
        };
        let end = rest.find('/').unwrap_or(rest.len());
        let (authority, path) = rest.split_at(end);
        let (userinfo, host_port) = match authority.rsplit_once('@') {
            Some((userinfo, host_port)) => (Some(userinfo), host_port),
            None => (None, authority),
        };
        let (user, password) = match userinfo {
            Some(userinfo) => match userinfo.split_once(':') {
                Some((user, password)) => (Some(user.to_owned()), Some(password.to_owned())),
                None => (Some(userinfo.to_owned()), None),
            },
            None => (None, None),
        };
        let (host, port) = split_host_port(host_port)?;
        if host.is_empty() && scheme != "file" {
            return Err(UrlError::new("missing host"));
        }
        Ok(GitUrl {
            scheme,
            user,
            password,
            host,
            port,
            path: path.to_owned(),
            query,
            fragment,
            scp_like: false,
        })
    }

    /// [`GitUrl::parse`] for an address libgit2 is to reach: `None` for what does not parse or
    /// names no host (a `file://` path), which has no credentials or host key to choose.
    pub fn remote(raw: &str) -> Option<GitUrl> {
        GitUrl::parse(raw).ok().filter(|url| !url.host.is_empty())
    }

    pub fn scheme(&self) -> &str {
        &self.scheme
    }

    pub fn user(&self) -> Option<&str> {
        self.user.as_deref()
    }

    /// The password written into the address, for the transport only.
    pub fn password(&self) -> Option<&str> {
        self.password.as_deref()
    }

    /// The host name or address, without IPv6 brackets or port.
    pub fn host(&self) -> &str {
        &self.host
    }

    /// The port written in the address.
    pub fn port(&self) -> Option<u16> {
        self.port
    }

    /// The port written in the address, else the scheme's own (22 for SSH, 443 for HTTPS, …;
    /// 0 for a scheme without one).
    pub fn port_or_default(&self) -> u16 {
        self.port.unwrap_or_else(|| default_port(&self.scheme))
    }

    /// `host[:port]` as Go's `URL.Host` keeps it, with brackets around an IPv6 address.
    pub fn authority(&self) -> String {
        let host = if self.host.contains(':') {
            format!("[{}]", self.host)
        } else {
            self.host.clone()
        };
        match self.port {
            Some(port) => format!("{host}:{port}"),
            None => host,
        }
    }

    pub fn path(&self) -> &str {
        &self.path
    }

    /// Whether it was written `user@host:path`.
    pub fn is_scp_like(&self) -> bool {
        self.scp_like
    }

    /// The same address with `authority` (`host` or `host:port`) in place of its host and
    /// port, as flux's `--ssh-hostname` does with Go's `URL.Host`.
    pub fn with_authority(&self, authority: &str) -> Result<GitUrl, UrlError> {
        let (host, port) = split_host_port(authority)?;
        if host.is_empty() {
            return Err(UrlError::new("missing host"));
        }
        Ok(GitUrl {
            host,
            port,
            ..self.clone()
        })
    }

    /// The same address over another transport (`https`, `ssh`), in URL form.
    pub fn with_scheme(&self, scheme: &str) -> GitUrl {
        GitUrl {
            scheme: scheme.to_ascii_lowercase(),
            ..self.to_url_form()
        }
    }

    /// The same address with another port, or with none (the scheme's own).
    pub fn with_port(&self, port: Option<u16>) -> GitUrl {
        GitUrl {
            port,
            ..self.clone()
        }
    }

    /// The same address with another path (`/` is added in front in URL form).
    pub fn with_path(&self, path: &str) -> GitUrl {
        let path = if self.scp_like || path.starts_with('/') || path.is_empty() {
            path.to_owned()
        } else {
            format!("/{path}")
        };
        GitUrl {
            path,
            ..self.clone()
        }
    }

    /// The same address without user or password.
    pub fn without_credentials(&self) -> GitUrl {
        GitUrl {
            user: None,
            password: None,
            ..self.clone()
        }
    }

    /// The same address with `user` and no password.
    pub fn with_user(&self, user: &str) -> GitUrl {
        GitUrl {
            user: (!user.is_empty()).then(|| user.to_owned()),
            password: None,
            ..self.clone()
        }
    }

    /// The scp-like form written as an `ssh://` URL (`git@host:org/repo` becomes
    /// `ssh://git@host/org/repo`), which is what flux stores; URL forms are returned as they are.
    pub fn to_url_form(&self) -> GitUrl {
        if !self.scp_like {
            return self.clone();
        }
        GitUrl {
            scp_like: false,
            path: if self.path.starts_with('/') {
                self.path.clone()
            } else {
                format!("/{}", self.path)
            },
            ..self.clone()
        }
    }

    /// The full address, password included: for the transport, never for output.
    pub fn expose(&self) -> String {
        self.render(self.password.as_deref())
    }

    fn render(&self, password: Option<&str>) -> String {
        let userinfo = match (&self.user, password) {
            (Some(user), Some(password)) => format!("{user}:{password}@"),
            (Some(user), None) => format!("{user}@"),
            (None, Some(password)) => format!(":{password}@"),
            (None, None) => String::new(),
        };
        if self.scp_like {
            return format!("{userinfo}{}:{}", self.authority(), self.path);
        }
        let mut out = format!(
            "{}://{userinfo}{}{}",
            self.scheme,
            self.authority(),
            self.path
        );
        if let Some(query) = &self.query {
            out.push('?');
            out.push_str(query);
        }
        if let Some(fragment) = &self.fragment {
            out.push('#');
            out.push_str(fragment);
        }
        out
    }
}

/// Redacted: a password shows as `xxxxx`, as in Go's `URL.Redacted`.
impl fmt::Display for GitUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let password = self.password.as_ref().map(|_| REDACTED);
        f.write_str(&self.render(password))
    }
}

impl fmt::Debug for GitUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GitUrl({self})")
    }
}

impl std::str::FromStr for GitUrl {
    type Err = UrlError;

    fn from_str(raw: &str) -> Result<GitUrl, UrlError> {
        GitUrl::parse(raw)
    }
}

/// The scheme of `raw` in lower case, `""` when it has none, checked as Go's `url.Parse` checks
/// a URL: control characters, the scheme's syntax, a colon in a scheme-less first segment, a
/// non-numeric port and malformed `%` escapes are errors with Go's wording.
pub fn scheme_of(raw: &str) -> Result<String, UrlError> {
    if raw.bytes().any(|b| b < 0x20 || b == 0x7f) {
        return Err(UrlError::new("net/url: invalid control character in URL"));
    }
    let without_fragment = raw.split('#').next().unwrap_or_default();
    let (scheme, rest) = split_scheme(without_fragment)?;
    let rest = rest.split('?').next().unwrap_or_default();
    if scheme.is_empty() {
        let first_segment = rest.split('/').next().unwrap_or_default();
        if first_segment.contains(':') {
            return Err(UrlError::new(
                "first path segment in URL cannot contain colon",
            ));
        }
    }
    if let Some(after_slashes) = rest.strip_prefix("//") {
        let authority = after_slashes.split('/').next().unwrap_or_default();
        let host = authority
            .rsplit_once('@')
            .map_or(authority, |(_, host)| host);
        if !host.starts_with('[')
            && let Some((_, port)) = host.rsplit_once(':')
            && !port.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(UrlError::new(format!(
                "invalid port \":{port}\" after host"
            )));
        }
    }
    check_escapes(without_fragment)?;
    Ok(scheme.to_ascii_lowercase())
}

/// The port a scheme uses when the address names none.
pub fn default_port(scheme: &str) -> u16 {
    match scheme {
        "ssh" => 22,
        "http" => 80,
        "https" => 443,
        "git" => 9418,
        _ => 0,
    }
}

fn parse_scp_like(raw: &str) -> Result<GitUrl, UrlError> {
    // Go refuses `git@host:org/repo` outright; git reads it as SSH, and so do the providers'
    // APIs that print it, so it is accepted here, and everything else without a scheme is not.
    let not_a_url = || UrlError::new("missing protocol scheme");
    let Some((authority, path)) = raw.split_once(':') else {
        return Err(not_a_url());
    };
    if authority.contains('/') || authority.is_empty() || path.is_empty() {
        return Err(not_a_url());
    }
    let (user, host) = match authority.rsplit_once('@') {
        Some((user, host)) => (Some(user.to_owned()), host),
        None => (None, authority),
    };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    if host.is_empty() {
        return Err(UrlError::new("missing host"));
    }
    Ok(GitUrl {
        scheme: "ssh".to_owned(),
        user,
        password: None,
        host: host.to_owned(),
        port: None,
        path: path.to_owned(),
        query: None,
        fragment: None,
        scp_like: true,
    })
}

fn split_host_port(host_port: &str) -> Result<(String, Option<u16>), UrlError> {
    let invalid_port = |port: &str| UrlError::new(format!("invalid port \":{port}\" after host"));
    if let Some(bracketed) = host_port.strip_prefix('[') {
        let Some((host, after)) = bracketed.split_once(']') else {
            return Err(UrlError::new("missing ']' in host"));
        };
        let port = match after.strip_prefix(':') {
            Some("") => None,
            Some(port) => Some(port.parse().map_err(|_| invalid_port(port))?),
            None if after.is_empty() => None,
            None => return Err(invalid_port(after)),
        };
        return Ok((host.to_owned(), port));
    }
    match host_port.rsplit_once(':') {
        Some((host, "")) => Ok((host.to_owned(), None)),
        Some((host, port)) => Ok((
            host.to_owned(),
            Some(port.parse().map_err(|_| invalid_port(port))?),
        )),
        None => Ok((host_port.to_owned(), None)),
    }
}

fn split_scheme(raw: &str) -> Result<(&str, &str), UrlError> {
    for (i, c) in raw.char_indices() {
        match c {
            'a'..='z' | 'A'..='Z' => {}
            '0'..='9' | '+' | '-' | '.' if i > 0 => {}
            ':' if i == 0 => return Err(UrlError::new("missing protocol scheme")),
            ':' => return Ok((&raw[..i], &raw[i + 1..])),
            _ => return Ok(("", raw)),
        }
    }
    Ok(("", raw))
}

fn check_escapes(raw: &str) -> Result<(), UrlError> {
    let bytes = raw.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'%' {
            let hex = bytes.get(i + 1..i + 3);
            if !hex.is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) {
                let end = (i + 3).min(raw.len());
                // `end` may cut a multi-byte character; show what is whole.
                let shown = String::from_utf8_lossy(&bytes[i..end]);
                return Err(UrlError::new(format!("invalid URL escape \"{shown}\"")));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn url_form_is_taken_apart() {
        let url = GitUrl::parse("ssh://git@127.0.0.1:2222/org/repo.git").unwrap();
        assert_eq!(url.scheme(), "ssh");
        assert_eq!(url.user(), Some("git"));
        assert_eq!(url.host(), "127.0.0.1");
        assert_eq!(url.port(), Some(2222));
        assert_eq!(url.path(), "/org/repo.git");
        assert_eq!(url.to_string(), "ssh://git@127.0.0.1:2222/org/repo.git");
        let https = GitUrl::parse("HTTPS://example.org/org/repo?x=1#frag").unwrap();
        assert_eq!(https.scheme(), "https");
        assert_eq!(https.port(), None);
        assert_eq!(https.port_or_default(), 443);
        assert_eq!(https.to_string(), "https://example.org/org/repo?x=1#frag");
        assert_eq!(
            GitUrl::parse("ssh://github.com/org/repo")
                .unwrap()
                .port_or_default(),
            22
        );
        assert_eq!(
            GitUrl::parse("git://127.0.0.1/repo")
                .unwrap()
                .port_or_default(),
            9418
        );
    }

    #[test]
    fn scp_like_form_is_ssh_and_renders_as_url() {
        let url = GitUrl::parse("git@github.com:org/repo.git").unwrap();
        assert!(url.is_scp_like());
        assert_eq!(
            (url.scheme(), url.user(), url.host(), url.port_or_default()),
            ("ssh", Some("git"), "github.com", 22)
        );
        assert_eq!(url.to_string(), "git@github.com:org/repo.git");
        assert_eq!(
            url.to_url_form().to_string(),
            "ssh://git@github.com/org/repo.git"
        );
        assert_eq!(
            GitUrl::parse("github.com:org/repo").unwrap().user(),
            None,
            "the user is optional"
        );
        for bad in ["/srv/git/repo", "relative/path", ":org/repo", "host:"] {
            assert_eq!(
                GitUrl::parse(bad).unwrap_err().reason,
                "missing protocol scheme",
                "{bad}"
            );
        }
    }

    #[test]
    fn remote_addresses_name_a_host() {
        let remote = GitUrl::remote("ssh://git@127.0.0.1:2222/org/repo.git").unwrap();
        assert_eq!(
            (
                remote.scheme(),
                remote.user(),
                remote.host(),
                remote.port_or_default()
            ),
            ("ssh", Some("git"), "127.0.0.1", 2222)
        );
        let scp = GitUrl::remote("git@github.com:org/repo.git").unwrap();
        assert_eq!(
            (scp.user(), scp.host(), scp.port_or_default()),
            (Some("git"), "github.com", 22)
        );
        let https = GitUrl::remote("https://user:pw@example.org/repo").unwrap();
        assert_eq!((https.user(), https.port_or_default()), (Some("user"), 443));
        assert_eq!(
            GitUrl::remote("http://example.org/repo")
                .unwrap()
                .port_or_default(),
            80
        );
        let v6 = GitUrl::remote("ssh://git@[::1]:2022/repo").unwrap();
        assert_eq!((v6.host(), v6.port_or_default()), ("::1", 2022));
        assert_eq!(GitUrl::remote("https:///repo"), None);
        assert_eq!(GitUrl::remote("file:///srv/repo"), None);
        assert_eq!(GitUrl::remote("/srv/repo"), None);
    }

    #[test]
    fn transports_and_ports_are_replaced() {
        let scp = GitUrl::parse("git@example.org:org/repo.git").unwrap();
        assert_eq!(
            scp.with_scheme("https").to_string(),
            "https://git@example.org/org/repo.git"
        );
        let ssh = GitUrl::parse("ssh://git@[::1]:2022/repo").unwrap();
        assert_eq!(
            ssh.with_port(None).with_scheme("HTTPS").to_string(),
            "https://git@[::1]/repo"
        );
        let http = GitUrl::parse("http://u:tok@127.0.0.1:8080/fleet.git").unwrap();
        let moved = http.with_scheme("https");
        assert_eq!(
            moved.to_string(),
            "https://u:xxxxx@127.0.0.1:8080/fleet.git"
        );
        assert_eq!(moved.password(), Some("tok"), "kept for the transport");
    }

    #[test]
    fn ipv6_hosts_keep_their_brackets_in_the_authority() {
        let url = GitUrl::parse("ssh://git@[::1]:2022/repo").unwrap();
        assert_eq!((url.host(), url.port()), ("::1", Some(2022)));
        assert_eq!(url.authority(), "[::1]:2022");
        assert_eq!(url.to_string(), "ssh://git@[::1]:2022/repo");
        let bare = GitUrl::parse("https://[2001:db8::1]/repo").unwrap();
        assert_eq!((bare.host(), bare.port()), ("2001:db8::1", None));
        assert!(GitUrl::parse("https://[::1/repo").is_err());
    }

    #[test]
    fn credentials_in_any_text_are_redacted() {
        assert_eq!(
            redact("cloning \"https://u:TOKEN@host/x\" and ssh://git@h:22/r"),
            "cloning \"https://u:xxxxx@host/x\" and ssh://git@h:22/r"
        );
        assert_eq!(
            redact("parse \"ssh://git:TOKEN@host:abc/x\": invalid port"),
            "parse \"ssh://git:xxxxx@host:abc/x\": invalid port"
        );
        assert_eq!(redact("https://a:b:c@h"), "https://a:xxxxx@h");
        assert_eq!(redact("no url here: a@b"), "no url here: a@b");
        let url = GitUrl::parse("https://u:s3cret@example.com/org/repo").unwrap();
        assert_eq!(redact(&url.expose()), url.to_string());
    }

    #[test]
    fn passwords_are_redacted_but_kept_for_the_transport() {
        let url = GitUrl::parse("https://user:s3cret@example.org/repo").unwrap();
        assert_eq!(url.user(), Some("user"));
        assert_eq!(url.password(), Some("s3cret"));
        assert_eq!(url.to_string(), "https://user:xxxxx@example.org/repo");
        assert!(!format!("{url:?}").contains("s3cret"));
        assert_eq!(url.expose(), "https://user:s3cret@example.org/repo");
        assert_eq!(
            url.without_credentials().expose(),
            "https://example.org/repo"
        );
        assert_eq!(
            url.with_user("git").expose(),
            "https://git@example.org/repo"
        );
    }

    #[test]
    fn host_is_replaced_with_or_without_a_port() {
        let url = GitUrl::parse("ssh://git@github.com/acme/fleet").unwrap();
        assert_eq!(
            url.with_authority("ssh.github.com:443")
                .unwrap()
                .to_string(),
            "ssh://git@ssh.github.com:443/acme/fleet"
        );
        let with_port = GitUrl::parse("ssh://git@host:2222/acme/fleet").unwrap();
        assert_eq!(
            with_port.with_authority("other").unwrap().to_string(),
            "ssh://git@other/acme/fleet",
            "the port goes with the host, as Go's URL.Host"
        );
        assert!(url.with_authority("host:abc").is_err());
        assert!(url.with_authority("").is_err());
    }

    #[test]
    fn paths_are_replaced_in_both_forms() {
        let url = GitUrl::parse("git@gitlab.com:group/sub/proj.git").unwrap();
        let path = url.path().trim_end_matches(".git").to_owned();
        assert_eq!(
            url.with_path(&path).to_url_form().to_string(),
            "ssh://git@gitlab.com/group/sub/proj"
        );
        let https = GitUrl::parse("https://example.org").unwrap();
        assert_eq!(
            https.with_path("a/b.git").to_string(),
            "https://example.org/a/b.git"
        );
    }

    #[test]
    fn go_errors_are_reproduced() {
        assert_eq!(scheme_of("https://github.com/org/repo").unwrap(), "https");
        assert_eq!(scheme_of("SSH://git@github.com/org/repo").unwrap(), "ssh");
        assert_eq!(scheme_of("github.com/org/repo").unwrap(), "");
        assert_eq!(scheme_of("file:///tmp/repo").unwrap(), "file");
        assert_eq!(
            scheme_of("://x").unwrap_err().reason,
            "missing protocol scheme"
        );
        assert_eq!(
            GitUrl::parse("https://host:abc/x").unwrap_err().reason,
            "invalid port \":abc\" after host"
        );
        assert_eq!(
            GitUrl::parse("https://host/%zz").unwrap_err().reason,
            "invalid URL escape \"%zz\""
        );
        assert_eq!(
            GitUrl::parse("https://host/a\nb").unwrap_err().reason,
            "net/url: invalid control character in URL"
        );
        assert_eq!(
            GitUrl::parse("https:///repo").unwrap_err().reason,
            "missing host"
        );
        assert!(GitUrl::parse("https://host:70000/x").is_err());
        assert_eq!(
            scheme_of("git@github.com:org/repo").unwrap_err().reason,
            "first path segment in URL cannot contain colon"
        );
        assert!(GitUrl::parse("1http://host/repo").is_err());
        assert!(GitUrl::parse(&"a".repeat(MAX_LEN + 1)).is_err());
        assert_eq!(
            GitUrl::parse("file:///srv/repo").unwrap().path(),
            "/srv/repo"
        );
    }

    #[test]
    fn escapes_cut_inside_a_character_do_not_panic() {
        assert!(scheme_of("https://host/%é").is_err());
        assert!(scheme_of("https://host/%").is_err());
    }
}
