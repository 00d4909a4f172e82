//! URLs read as Go's `net/url.Parse` reads them, and strings quoted as Go's `%q` quotes them.
//!
//! flux checks the URLs given to `create` with `url.Parse`, then looks at the scheme and the
//! host; a URL it refuses is reported with Go's message (`parse "…": invalid port ":x" after
//! host`). Reproducing the parser's decisions, not only a URL grammar, keeps fluxr's answers and
//! messages the same for the same input.

/// The parts of a URL that `create` looks at.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Url {
    /// Lower-cased, empty when the URL has none.
    pub scheme: String,
    /// `host[:port]`, unescaped; empty when the URL has no authority.
    pub host: String,
    /// The rest of a URL with a scheme and no leading `/`, e.g. `podinfo` in `oci:podinfo`.
    pub opaque: String,
    /// The unescaped path.
    pub path: String,
}

/// A URL `url.Parse` refuses: the message is Go's `*url.Error` text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("parse {}: {reason}", quote(&crate::git::url::redact(.url)))]
pub struct Error {
    /// The URL as Go names it in the error (without its fragment, unless the fragment failed).
    pub url: String,
    pub reason: String,
}

/// Parses `raw` as `url.Parse` does.
pub fn parse(raw: &str) -> Result<Url, Error> {
    let (without_fragment, fragment) = match raw.split_once('#') {
        Some((url, fragment)) => (url, Some(fragment)),
        None => (raw, None),
    };
    let url = parse_without_fragment(without_fragment).map_err(|reason| Error {
        url: without_fragment.to_owned(),
        reason,
    })?;
    if let Some(fragment) = fragment
        && !fragment.is_empty()
    {
        unescape(fragment, Mode::Fragment).map_err(|reason| Error {
            url: raw.to_owned(),
            reason,
        })?;
    }
    Ok(url)
}

fn parse_without_fragment(raw: &str) -> Result<Url, String> {
    if raw.bytes().any(|b| b < 0x20 || b == 0x7f) {
        return Err("net/url: invalid control character in URL".to_owned());
    }
    let mut url = Url::default();
    if raw == "*" {
        url.path = "*".to_owned();
        return Ok(url);
    }
    let (scheme, rest) = split_scheme(raw)?;
    url.scheme = scheme.to_ascii_lowercase();
    let rest = if rest.ends_with('?') && rest.matches('?').count() == 1 {
        &rest[..rest.len() - 1]
    } else {
        rest.split_once('?').map_or(rest, |(rest, _)| rest)
    };
    if !rest.starts_with('/') {
        if !url.scheme.is_empty() {
            // Rootless paths after a scheme are opaque, as RFC 3986 says.
            url.opaque = rest.to_owned();
            return Ok(url);
        }
        let segment = rest.split('/').next().unwrap_or_default();
        if segment.contains(':') {
            return Err("first path segment in URL cannot contain colon".to_owned());
        }
    }
    let mut path = rest;
    if (!url.scheme.is_empty() || !rest.starts_with("///")) && rest.starts_with("//") {
        let after = &rest[2..];
        let (authority, remainder) = match after.find('/') {
            Some(i) => (&after[..i], &after[i..]),
            None => (after, ""),
        };
        url.host = parse_authority(authority)?;
        path = remainder;
    }
    url.path = unescape(path, Mode::Path)?;
    Ok(url)
}

/// The scheme and the rest, as Go's `getScheme` splits them.
fn split_scheme(raw: &str) -> Result<(&str, &str), String> {
    for (i, b) in raw.bytes().enumerate() {
        match b {
            b'a'..=b'z' | b'A'..=b'Z' => {}
            b'0'..=b'9' | b'+' | b'-' | b'.' if i > 0 => {}
            b':' if i == 0 => return Err("missing protocol scheme".to_owned()),
            b':' => return Ok((&raw[..i], &raw[i + 1..])),
            _ => return Ok(("", raw)),
        }
    }
    Ok(("", raw))
}

fn parse_authority(authority: &str) -> Result<String, String> {
    let (userinfo, host) = match authority.rfind('@') {
        Some(i) => (Some(&authority[..i]), &authority[i + 1..]),
        None => (None, authority),
    };
    let host = parse_host(host)?;
    if let Some(userinfo) = userinfo {
        if !valid_userinfo(userinfo) {
            return Err("net/url: invalid userinfo".to_owned());
        }
        match userinfo.split_once(':') {
            Some((user, password)) => {
                unescape(user, Mode::UserPassword)?;
                unescape(password, Mode::UserPassword)?;
            }
            None => {
                unescape(userinfo, Mode::UserPassword)?;
            }
        }
    }
    Ok(host)
}

fn parse_host(host: &str) -> Result<String, String> {
    if host.starts_with('[') {
        let Some(close) = host.rfind(']') else {
            return Err("missing ']' in host".to_owned());
        };
        let port = &host[close + 1..];
        if !valid_optional_port(port) {
            return Err(format!("invalid port {} after host", quote(port)));
        }
    } else if let Some(colon) = host.rfind(':') {
        let port = &host[colon..];
        if !valid_optional_port(port) {
            return Err(format!("invalid port {} after host", quote(port)));
        }
    }
    unescape(host, Mode::Host)
}

fn valid_optional_port(port: &str) -> bool {
    match port.strip_prefix(':') {
        Some(digits) => digits.bytes().all(|b| b.is_ascii_digit()),
        None => port.is_empty(),
    }
}

fn valid_userinfo(userinfo: &str) -> bool {
    userinfo
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || !c.is_ascii() || "-._:~!$&'()*+,;=%@".contains(c))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Path,
    Host,
    UserPassword,
    Fragment,
}

/// Go's `unescape`: `%XX` sequences must be complete, and a host may hold only the characters
/// a host name can.
fn unescape(s: &str, mode: Mode) -> Result<String, String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .filter(|h| h.iter().all(u8::is_ascii_hexdigit));
                let escape_error = || {
                    let end = (i + 3).min(s.len());
                    let shown = String::from_utf8_lossy(&bytes[i..end]);
                    format!("invalid URL escape {}", quote(&shown))
                };
                let Some(hex) = hex else {
                    return Err(escape_error());
                };
                let value = (hex_value(hex[0]) << 4) | hex_value(hex[1]);
                // A host may escape only non-ASCII bytes and the `%` of an IPv6 zone.
                if mode == Mode::Host && value < 0x80 && &s[i..i + 3] != "%25" {
                    return Err(escape_error());
                }
                out.push(value);
                i += 3;
            }
            b if mode == Mode::Host && b < 0x80 && !host_byte_allowed(b) => {
                return Err(format!(
                    "invalid character {} in host name",
                    quote(&s[i..i + 1])
                ));
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    Ok(String::from_utf8_lossy(&out).into_owned())
}

fn hex_value(b: u8) -> u8 {
    match b {
        b'0'..=b'9' => b - b'0',
        b'a'..=b'f' => b - b'a' + 10,
        _ => b - b'A' + 10,
    }
}

/// What Go's `shouldEscape` lets through unescaped in a host.
fn host_byte_allowed(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-_.~!$&'()*+,;=:[]<>\"".contains(&b)
}

/// A string as Go's `strconv.Quote` (and so `%q`) writes it.
pub(crate) use crate::yaml::go_quote as quote;

#[cfg(test)]
mod tests {
    use super::*;

    fn reason(raw: &str) -> String {
        parse(raw).unwrap_err().to_string()
    }

    #[test]
    fn schemes_and_hosts() {
        let url = parse("HTTPS://user:pw@github.com:443/org/repo?x=1#top").unwrap();
        assert_eq!(url.scheme, "https");
        assert_eq!(url.host, "github.com:443");
        assert_eq!(url.path, "/org/repo");
        let url = parse("ssh://git@[::1]:2222/repo").unwrap();
        assert_eq!(url.host, "[::1]:2222");
        let url = parse("oci:podinfo").unwrap();
        assert_eq!(
            (url.scheme.as_str(), url.opaque.as_str()),
            ("oci", "podinfo")
        );
        assert_eq!(parse("https:///path").unwrap().host, "");
        assert_eq!(parse("github.com/org/repo").unwrap().scheme, "");
        assert_eq!(parse("/just/a/path").unwrap().path, "/just/a/path");
    }

    #[test]
    fn refusals_in_go_words() {
        assert_eq!(reason("://x"), "parse \"://x\": missing protocol scheme");
        assert_eq!(
            reason("git@github.com:org/repo"),
            "parse \"git@github.com:org/repo\": first path segment in URL cannot contain colon"
        );
        assert_eq!(
            reason("https://host:abc/x#frag"),
            "parse \"https://host:abc/x\": invalid port \":abc\" after host"
        );
        assert_eq!(
            reason("https://host/%zz"),
            "parse \"https://host/%zz\": invalid URL escape \"%zz\""
        );
        assert_eq!(
            reason("https://host/a%2"),
            "parse \"https://host/a%2\": invalid URL escape \"%2\""
        );
        assert_eq!(
            reason("https://ho st/"),
            "parse \"https://ho st/\": invalid character \" \" in host name"
        );
        assert_eq!(
            reason("https://[::1/"),
            "parse \"https://[::1/\": missing ']' in host"
        );
        assert_eq!(
            reason("https://a\tb"),
            "parse \"https://a\\tb\": net/url: invalid control character in URL"
        );
        assert_eq!(
            reason("https://x/#%zz"),
            "parse \"https://x/#%zz\": invalid URL escape \"%zz\""
        );
        assert_eq!(
            reason("https://us{er@host/"),
            "parse \"https://us{er@host/\": net/url: invalid userinfo"
        );
    }

    #[test]
    fn quotes_like_go() {
        assert_eq!(quote("a\"b\\c"), "\"a\\\"b\\\\c\"");
        assert_eq!(quote("\u{1}\n"), "\"\\x01\\n\"");
        assert_eq!(quote("é"), "\"é\"");
        assert_eq!(quote("\u{7}\u{b}\u{85}"), "\"\\a\\v\\u0085\"");
    }
}
