//! `fluxr create secret oci NAME`: an image pull secret for an OCI registry.

use clap::Args;

use super::Generated;
use crate::cli::GlobalContext;
use crate::cli::create;
use crate::manifestgen::{gourl, secrets};

/// Create or update a Kubernetes image pull secret
///
/// The create secret oci command generates a Kubernetes secret that can be used for
/// OCIRepository authentication
///
/// ⚠️  Please note that this command is in preview and under development.
/// While we try our best to not introduce breaking changes, they may occur when
/// we adapt to new features and/or find better ways to facilitate what it does.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create an image pull secret for GitHub Container Registry, on disk
  fluxr create secret oci ghcr-auth \\
    --url=ghcr.io \\
    --username=username \\
    --password=password \\
    --export > ghcr-auth.yaml")]
pub struct OciSecretArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// Oci repository address e.g ghcr.io/stefanprodan/charts
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// Basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// Basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
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

pub(crate) fn secret(ctx: &GlobalContext, args: OciSecretArgs) -> anyhow::Result<Generated> {
    let OciSecretArgs {
        name,
        ignored: _,
        url,
        username,
        password,
    } = args;
    let name = create::object_name(name)?;
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
    // flux sets no labels on this one.
    let secret = secrets::registry(&name, &ctx.namespace, &url, &username, &password)?;
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
