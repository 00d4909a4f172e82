//! `oci://` addresses, read with the naming rules of the registry library flux links
//! (go-containerregistry's `name` package): the registry is the first path element when it
//! holds a `.` or a `:`, Docker Hub is the default (`index.docker.io`, with `library/` for
//! one-element names), a tag defaults to `latest`, and a digest may follow a tag.

use std::fmt;

/// What flux prefixes every artifact address with.
pub const OCI_PREFIX: &str = "oci://";
const DEFAULT_REGISTRY: &str = "index.docker.io";
const DEFAULT_REGISTRY_ALIAS: &str = "docker.io";
const DEFAULT_TAG: &str = "latest";
const TAG_CHARS: &str = "abcdefghijklmnopqrstuvwxyz0123456789_-.ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const REPOSITORY_CHARS: &str = "abcdefghijklmnopqrstuvwxyz0123456789_-./";

/// An address flux refuses, in flux's words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("URL must be in format 'oci://<domain>/<org>/<repo>'")]
    NotOci,
    #[error("'{url}' invalid URL: {reason}")]
    Invalid { url: String, reason: String },
}

/// A registry host (with its port, if any).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Registry(String);

impl Registry {
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether the registry may be reached over plain HTTP without being asked to: loopback,
    /// `localhost` and the RFC 1918 ranges, as flux's library allows.
    pub fn allows_plain_http(&self) -> bool {
        let name = self.0.as_str();
        let host = name.split(':').next().unwrap_or_default();
        let private = host
            .parse::<std::net::Ipv4Addr>()
            .is_ok_and(|ip| ip.is_private());
        private
            || name.starts_with("localhost:")
            || is_dot_localhost(name)
            || name.contains("127.0.0.1")
            || name.contains("::1")
    }
}

fn is_dot_localhost(name: &str) -> bool {
    let host = match name.rsplit_once(':') {
        Some((host, port))
            if !port.is_empty() && port.len() <= 5 && port.bytes().all(|b| b.is_ascii_digit()) =>
        {
            host
        }
        _ => name,
    };
    host.ends_with(".localhost")
}

impl fmt::Display for Registry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A repository in a registry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repository {
    pub registry: Registry,
    path: String,
}

impl Repository {
    /// The repository path as the registry API spells it (`library/` added on Docker Hub).
    pub fn path(&self) -> String {
        if !self.path.contains('/') && self.registry.0 == DEFAULT_REGISTRY {
            format!("library/{}", self.path)
        } else {
            self.path.clone()
        }
    }

    /// `registry/path`, the name flux prints.
    pub fn name(&self) -> String {
        format!("{}/{}", self.registry, self.path())
    }

    /// The same repository with another tag.
    pub fn tag(&self, tag: &str) -> Reference {
        Reference {
            repository: self.clone(),
            tag: Some(tag.to_owned()),
            digest: None,
        }
    }

    /// The artifact with `digest` in this repository.
    pub fn digest(&self, digest: &str) -> Reference {
        Reference {
            repository: self.clone(),
            tag: None,
            digest: Some(digest.to_owned()),
        }
    }
}

/// A tagged or pinned artifact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reference {
    pub repository: Repository,
    /// `None` for a reference by digest alone.
    pub tag: Option<String>,
    pub digest: Option<String>,
}

impl Reference {
    /// `registry/path:tag` or `registry/path@digest`, the name flux prints.
    pub fn name(&self) -> String {
        match (&self.digest, &self.tag) {
            (Some(digest), _) => format!("{}@{digest}", self.repository.name()),
            (None, Some(tag)) => format!("{}:{tag}", self.repository.name()),
            (None, None) => self.repository.name(),
        }
    }

    /// The tag or digest the registry API is asked for.
    pub fn identifier(&self) -> &str {
        self.digest
            .as_deref()
            .or(self.tag.as_deref())
            .unwrap_or(DEFAULT_TAG)
    }
}

/// Checks an `oci://` URL and returns the address without the scheme, as flux's
/// `ParseArtifactURL` does.
pub fn parse_artifact_url(url: &str) -> Result<(String, Reference), Error> {
    let Some(address) = url.strip_prefix(OCI_PREFIX) else {
        return Err(Error::NotOci);
    };
    let reference = parse_reference(address).map_err(|reason| Error::Invalid {
        url: url.to_owned(),
        reason,
    })?;
    Ok((address.to_owned(), reference))
}

/// A tag or a digest reference; the reason is the registry library's message.
pub fn parse_reference(s: &str) -> Result<Reference, String> {
    if let Ok(tagged) = parse_tag(s) {
        return Ok(tagged);
    }
    if let Ok(pinned) = parse_digest(s) {
        return Ok(pinned);
    }
    Err(format!("could not parse reference: {s}"))
}

/// A repository name (no tag or digest), as listing tags needs.
pub fn parse_repository(name: &str) -> Result<Repository, String> {
    if name.is_empty() {
        return Err("a repository name must be specified".to_owned());
    }
    let (registry, path) = match name.split_once('/') {
        Some((first, rest)) if first.contains(['.', ':']) => (first, rest),
        _ => ("", name),
    };
    check_element("repository", path, REPOSITORY_CHARS, 2, 255)?;
    let registry = parse_registry(registry)?;
    Ok(Repository {
        registry,
        path: path.to_owned(),
    })
}

/// A reference by tag, as the registry library's `NewTag` reads one (`latest` when there is no
/// tag); what a digest reference fails with when a tag is asked of it.
pub fn parse_tag(name: &str) -> Result<Reference, String> {
    let mut base = name;
    let mut tag = "";
    if let Some((rest, last)) = name.rsplit_once(':')
        && !last.contains('/')
    {
        if last.is_empty() {
            return Err(format!("{name} must specify a tag name after the colon"));
        }
        base = rest;
        tag = last;
        check_element("tag", tag, TAG_CHARS, 1, 128)?;
    }
    let repository = parse_repository(base)?;
    Ok(Reference {
        repository,
        tag: Some(if tag.is_empty() { DEFAULT_TAG } else { tag }.to_owned()),
        digest: None,
    })
}

fn parse_digest(name: &str) -> Result<Reference, String> {
    let parts: Vec<&str> = name.split('@').collect();
    let [base, digest] = parts[..] else {
        return Err(format!(
            "a digest must contain exactly one '@' separator (e.g. registry/repository@digest) \
             saw: {name}"
        ));
    };
    let Some(hex) = digest.strip_prefix("sha256:") else {
        return Err(format!("unsupported digest algorithm: {digest}"));
    };
    if hex.len() != 64 || !hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        return Err("invalid checksum digest format".to_owned());
    }
    // A tag before the digest is allowed and dropped.
    let repository = match parse_tag(base) {
        Ok(tagged) => tagged.repository,
        Err(_) => parse_repository(base)?,
    };
    Ok(Reference {
        repository,
        tag: None,
        digest: Some(digest.to_owned()),
    })
}

fn parse_registry(name: &str) -> Result<Registry, String> {
    if !is_uri_authority(name) {
        return Err(format!(
            "registries must be valid RFC 3986 URI authorities: {name}"
        ));
    }
    let name = match name {
        "" => DEFAULT_REGISTRY,
        DEFAULT_REGISTRY_ALIAS => DEFAULT_REGISTRY,
        other => other,
    };
    Ok(Registry(name.to_owned()))
}

/// A host with an optional numeric port, nothing a URL parser would read as user info, path,
/// query or fragment.
fn is_uri_authority(name: &str) -> bool {
    if name.contains(['/', '?', '#', '@', ' ', '%', '\\']) || name.chars().any(char::is_control) {
        return false;
    }
    let port = if let Some(rest) = name.strip_prefix('[') {
        match rest.split_once(']') {
            Some((_, after)) => match after {
                "" => None,
                _ => match after.strip_prefix(':') {
                    Some(port) => Some(port),
                    None => return false,
                },
            },
            None => return false,
        }
    } else {
        if name.contains(['[', ']']) {
            return false;
        }
        name.rsplit_once(':').map(|(_, port)| port)
    };
    port.is_none_or(|port| port.bytes().all(|b| b.is_ascii_digit()))
}

fn check_element(
    what: &str,
    element: &str,
    allowed: &str,
    min: usize,
    max: usize,
) -> Result<(), String> {
    let count = element.chars().count();
    if count < min || count > max {
        return Err(format!(
            "{what} must be between {min} and {max} characters in length: {element}"
        ));
    }
    if element.chars().any(|c| !allowed.contains(c)) {
        return Err(format!(
            "{what} can only contain the characters `{allowed}`: {element}"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_follow_the_registry_library() {
        let (address, r) = parse_artifact_url("oci://ghcr.io/org/app:v1").unwrap();
        assert_eq!(address, "ghcr.io/org/app:v1");
        assert_eq!(r.repository.registry.as_str(), "ghcr.io");
        assert_eq!(r.repository.path(), "org/app");
        assert_eq!(r.name(), "ghcr.io/org/app:v1");

        let (_, r) = parse_artifact_url("oci://127.0.0.1:5000/app").unwrap();
        assert_eq!(r.tag.as_deref(), Some("latest"));
        assert_eq!(r.name(), "127.0.0.1:5000/app:latest");
        assert!(r.repository.registry.allows_plain_http());

        let (_, r) = parse_artifact_url("oci://docker.io/app:1").unwrap();
        assert_eq!(r.repository.name(), "index.docker.io/library/app");
        let (_, r) = parse_artifact_url("oci://org/app").unwrap();
        assert_eq!(r.repository.name(), "index.docker.io/org/app");
        assert!(!r.repository.registry.allows_plain_http());

        let digest = format!("sha256:{}", "a".repeat(64));
        let (_, r) = parse_artifact_url(&format!("oci://ghcr.io/org/app:v1@{digest}")).unwrap();
        assert_eq!(r.digest.as_deref(), Some(digest.as_str()));
        assert_eq!(r.name(), format!("ghcr.io/org/app@{digest}"));
        assert_eq!(r.identifier(), digest);
    }

    #[test]
    fn bad_addresses_are_refused_in_flux_words() {
        assert_eq!(
            parse_artifact_url("ghcr.io/org/app")
                .unwrap_err()
                .to_string(),
            "URL must be in format 'oci://<domain>/<org>/<repo>'"
        );
        assert_eq!(
            parse_artifact_url("oci://ghcr.io/Org/App:v1")
                .unwrap_err()
                .to_string(),
            "'oci://ghcr.io/Org/App:v1' invalid URL: could not parse reference: ghcr.io/Org/App:v1"
        );
        assert!(parse_artifact_url("oci://ghcr.io/app:").is_err());
        assert!(parse_artifact_url("oci://").is_err());
        assert!(parse_artifact_url("oci://host:port/app").is_err());
    }

    #[test]
    fn plain_http_is_allowed_where_flux_allows_it() {
        for name in [
            "localhost:5000",
            "10.1.2.3:80",
            "192.168.0.1",
            "r.localhost:443",
        ] {
            assert!(Registry(name.into()).allows_plain_http(), "{name}");
        }
        for name in ["ghcr.io", "localhost", "11.0.0.1"] {
            assert!(!Registry(name.into()).allows_plain_http(), "{name}");
        }
    }
}
