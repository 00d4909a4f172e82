//! `create secret oci`: an image pull secret for an OCI registry.

use super::Generated;
use crate::cluster::create::object_name;
use crate::manifestgen::{gourl, secrets};

/// The flags of `create secret oci`; flux takes no labels for it.
#[derive(Debug, Clone)]
pub struct Options {
    pub name: Option<String>,
    pub namespace: String,
    pub url: String,
    pub username: String,
    pub password: String,
}

/// An image pull secret flux would refuse to create.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("--url is required")]
    UrlRequired,
    #[error("--username is required")]
    UsernameRequired,
    #[error("--password is required")]
    PasswordRequired,
    #[error("error parsing url: 'could not parse reference: {url}'")]
    Reference { url: String },
}

/// flux's `createSecretOCICmdRun`: the three flags, the URL as an image reference, then
/// `MakeRegistrySecret`.
pub fn generate(options: Options) -> Result<Generated, super::Error> {
    let Options {
        name,
        namespace,
        url,
        username,
        password,
    } = options;
    let name = object_name(name)?;
    if url.is_empty() {
        return Err(Error::UrlRequired.into());
    }
    if username.is_empty() {
        return Err(Error::UsernameRequired.into());
    }
    if password.is_empty() {
        return Err(Error::PasswordRequired.into());
    }
    if !is_image_reference(&url) {
        return Err(Error::Reference { url }.into());
    }
    let secret = secrets::registry(&name, &namespace, &url, &username, &password)?;
    Ok(Generated {
        secret: secret.to_value(),
        what: "oci",
        blank_line: true,
    })
}

/// Whether go-containerregistry's `name.ParseReference` (weak validation) accepts `s`: a
/// tagged or untagged repository, or one with a sha256 digest.
fn is_image_reference(s: &str) -> bool {
    is_tag_reference(s) || is_digest_reference(s)
}

fn is_tag_reference(s: &str) -> bool {
    let mut base = s;
    let parts: Vec<&str> = s.split(':').collect();
    if let [.., last] = parts[..]
        && parts.len() > 1
        && !last.contains('/')
    {
        if last.is_empty() || !valid_element(last, TAG_CHARS, 1, 128) {
            return false;
        }
        base = &s[..s.len() - last.len() - 1];
    }
    is_repository(base)
}

fn is_digest_reference(s: &str) -> bool {
    let parts: Vec<&str> = s.split('@').collect();
    let [base, digest] = parts[..] else {
        return false;
    };
    let Some(hex) = digest.strip_prefix("sha256:") else {
        return false;
    };
    if hex.len() != 64 || !hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        return false;
    }
    // A tag before the digest is dropped.
    is_tag_reference(base) || is_repository(base)
}

const TAG_CHARS: &str = "abcdefghijklmnopqrstuvwxyz0123456789_-.ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const REPOSITORY_CHARS: &str = "abcdefghijklmnopqrstuvwxyz0123456789_-./";

fn valid_element(element: &str, allowed: &str, min: usize, max: usize) -> bool {
    let count = element.chars().count();
    (min..=max).contains(&count) && element.chars().all(|c| allowed.contains(c))
}

fn is_repository(name: &str) -> bool {
    if name.is_empty() {
        return false;
    }
    let (registry, repository) = match name.split_once('/') {
        Some((first, rest)) if first.contains(['.', ':']) => (first, rest),
        _ => ("", name),
    };
    if !valid_element(repository, REPOSITORY_CHARS, 2, 255) {
        return false;
    }
    // A registry is a URI authority: `//registry` must parse back to the same host.
    gourl::parse(&format!("//{registry}")).is_ok_and(|url| url.host == registry)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_as_go_containerregistry_reads_them() {
        for good in [
            "ghcr.io",
            "ghcr.io/stefanprodan/charts",
            "localhost:5000/app:v1",
            "docker.io/library/nginx:1.25",
            "ghcr.io/app@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
        ] {
            assert!(is_image_reference(good), "{good}");
        }
        for bad in [
            "GHCR.io",
            "ghcr.io/Org/app",
            "ghcr.io/app:",
            "a",
            "ghcr.io/app@sha256:abc",
            "ghcr.io/app:v1 beta",
        ] {
            assert!(!is_image_reference(bad), "{bad}");
        }
    }
}
