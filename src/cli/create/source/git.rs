//! `fluxr create source git NAME`: a GitRepository, with flux's flags, defaults and checks.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use serde_json::{Map, Value, json};

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::parse_go_bool;
use crate::manifestgen::duration;
use crate::manifestgen::sync::GitProvider;
use crate::ui::Ui;

/// Create or update a GitRepository source
///
/// The create source git command generates a GitRepository resource and waits for it to sync.
/// For Git over SSH, host and SSH keys are automatically generated and stored in a Kubernetes
/// secret. For private Git repositories, the basic authentication credentials are stored in a
/// Kubernetes secret.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct GitArgs {
    /// The name of the GitRepository
    #[arg(value_name = "NAME")]
    pub name: Option<String>,

    /// Git address, e.g. ssh://git@host/org/repository
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// Git branch
    #[arg(long, default_value = "", hide_default_value = true)]
    pub branch: String,
    /// Git tag
    #[arg(long, default_value = "", hide_default_value = true)]
    pub tag: String,
    /// Git tag semver range
    #[arg(long = "tag-semver", default_value = "", hide_default_value = true)]
    pub tag_semver: String,
    /// Git reference name
    #[arg(long = "ref-name", default_value = "", hide_default_value = true)]
    pub ref_name: String,
    /// Git commit
    #[arg(long, default_value = "", hide_default_value = true)]
    pub commit: String,
    /// Basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// Basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
    /// SSH public key algorithm (rsa, ecdsa, ed25519)
    #[arg(long, default_value = "ecdsa", value_parser = parse_key_algorithm)]
    pub ssh_key_algorithm: String,
    /// SSH RSA public key bit size (multiplies of 8, min 1024)
    #[arg(long, default_value = "2048", value_parser = parse_rsa_bits)]
    pub ssh_rsa_bits: u32,
    /// SSH ECDSA public key curve (p256, p384, p521)
    #[arg(long, default_value = "p384", value_parser = parse_ecdsa_curve)]
    pub ssh_ecdsa_curve: String,
    /// The name of an existing secret containing SSH or basic credentials or github app
    /// authentication
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// The name of an existing secret containing the proxy address and credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub proxy_secret_ref: String,
    /// The Git provider name: generic, github, aws or azure
    #[arg(long, value_parser = parse_provider)]
    pub provider: Option<GitProvider>,
    /// Path to TLS CA file used for validating self-signed certificates
    #[arg(long, default_value = "", hide_default_value = true)]
    pub ca_file: String,
    /// Path to a passwordless private key file used for authenticating to the Git SSH server
    #[arg(long, default_value = "", hide_default_value = true)]
    pub private_key_file: String,
    /// When enabled, configures the GitRepository source to initialize and include Git
    /// submodules in the artifact it produces
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub recurse_submodules: bool,
    /// Assumes the deploy key is already setup, skips confirmation
    #[arg(short = 's', long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub silent: bool,
    /// Set paths to ignore in git resource (can specify multiple paths with commas: path1,path2)
    #[arg(long, value_delimiter = ',', value_name = "PATHS")]
    pub ignore_paths: Vec<String>,
    /// Set paths to sparse checkout in git resource (can specify multiple paths with commas:
    /// path1,path2)
    #[arg(long, value_delimiter = ',', value_name = "PATHS")]
    pub sparse_checkout_paths: Vec<String>,
}

const EXAMPLES: &str = "Examples:
  # Create a source from a public Git repository master branch
  fluxr create source git podinfo \\
    --url=https://github.com/stefanprodan/podinfo \\
    --branch=master --export

  # Create a source for a Git repository pinned to specific git tag
  fluxr create source git podinfo \\
    --url=https://github.com/stefanprodan/podinfo \\
    --tag=\"3.2.3\" --export

  # Create a source from a public Git repository tag that matches a semver range
  fluxr create source git podinfo \\
    --url=https://github.com/stefanprodan/podinfo \\
    --tag-semver=\">=3.2.0 <3.3.0\" --export

  # Create a source for a Git repository using an existing secret
  fluxr create source git podinfo \\
    --url=ssh://git@github.com/stefanprodan/podinfo \\
    --branch=master --secret-ref=podinfo-auth --export";

/// A GitRepository flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("url is required")]
    UrlRequired,
    #[error("git URL parse failed: parse \"{}\": {reason}", crate::git::url::redact(.url))]
    UrlParse { url: String, reason: String },
    #[error("git URL scheme '{scheme}' not supported, can be: ssh, http and https")]
    UnsupportedScheme { scheme: String },
    #[error(
        "a Git ref is required, use one of the following: --branch, --tag, --commit, --ref-name or \
         --tag-semver"
    )]
    RefRequired,
    #[error("specifying a CA file is not supported for Git over SSH")]
    CaFileWithSsh,
}

/// The validated settings a GitRepository is made from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    pub name: String,
    pub namespace: String,
    pub labels: BTreeMap<String, String>,
    pub url: String,
    pub interval: Duration,
    pub fetch_timeout: Duration,
    pub reference: Reference,
    pub secret_ref: String,
    pub proxy_secret_ref: String,
    pub provider: Option<GitProvider>,
    pub recurse_submodules: bool,
    pub ignore_paths: Vec<String>,
    pub sparse_checkout_paths: Vec<String>,
}

/// `spec.ref`: what flux picks from the ref flags, in its order of precedence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reference {
    Commit { commit: String, branch: String },
    Name(String),
    SemVer(String),
    Tag(String),
    Branch(String),
}

impl Options {
    /// Checks the flags the way flux does, in flux's order.
    pub(crate) fn resolve(
        ctx: &GlobalContext,
        common: &CreateCommonArgs,
        fetch_timeout: Duration,
        args: GitArgs,
    ) -> anyhow::Result<Self> {
        let GitArgs {
            name,
            url,
            branch,
            tag,
            tag_semver,
            ref_name,
            commit,
            // Credentials only matter when fluxr creates the secret in a cluster.
            username: _,
            password: _,
            ssh_key_algorithm: _,
            ssh_rsa_bits: _,
            ssh_ecdsa_curve: _,
            secret_ref,
            proxy_secret_ref,
            provider,
            ca_file,
            private_key_file: _,
            recurse_submodules,
            silent: _,
            ignore_paths,
            sparse_checkout_paths,
        } = args;
        let name = create::object_name(name)?;
        if url.is_empty() {
            return Err(Error::UrlRequired.into());
        }
        let scheme = url_scheme(&url).map_err(|reason| Error::UrlParse {
            url: url.clone(),
            reason,
        })?;
        if !matches!(scheme.as_str(), "ssh" | "http" | "https") {
            return Err(Error::UnsupportedScheme { scheme }.into());
        }
        let reference = if !commit.is_empty() {
            Reference::Commit { commit, branch }
        } else if !ref_name.is_empty() {
            Reference::Name(ref_name)
        } else if !tag_semver.is_empty() {
            Reference::SemVer(tag_semver)
        } else if !tag.is_empty() {
            Reference::Tag(tag)
        } else if !branch.is_empty() {
            Reference::Branch(branch)
        } else {
            return Err(Error::RefRequired.into());
        };
        if !ca_file.is_empty() && scheme == "ssh" {
            return Err(Error::CaFileWithSsh.into());
        }
        let labels = create::parse_labels(&common.labels)?;
        Ok(Self {
            name,
            namespace: ctx.namespace.clone(),
            labels,
            url,
            interval: common.interval,
            fetch_timeout,
            reference,
            secret_ref,
            proxy_secret_ref,
            provider,
            recurse_submodules,
            ignore_paths,
            sparse_checkout_paths,
        })
    }

    /// The GitRepository as flux exports it.
    pub fn to_object(&self) -> Value {
        let mut spec = Map::new();
        if !self.ignore_paths.is_empty() {
            spec.insert("ignore".into(), self.ignore_paths.join("\n").into());
        }
        spec.insert("interval".into(), duration::format(self.interval).into());
        if let Some(provider) = self.provider {
            spec.insert("provider".into(), provider.as_str().into());
        }
        if !self.proxy_secret_ref.is_empty() {
            spec.insert(
                "proxySecretRef".into(),
                json!({ "name": self.proxy_secret_ref }),
            );
        }
        if self.recurse_submodules {
            spec.insert("recurseSubmodules".into(), true.into());
        }
        let reference = match &self.reference {
            Reference::Commit { commit, branch } if branch.is_empty() => {
                json!({ "commit": commit })
            }
            Reference::Commit { commit, branch } => json!({ "branch": branch, "commit": commit }),
            Reference::Name(name) => json!({ "name": name }),
            Reference::SemVer(range) => json!({ "semver": range }),
            Reference::Tag(tag) => json!({ "tag": tag }),
            Reference::Branch(branch) => json!({ "branch": branch }),
        };
        spec.insert("ref".into(), reference);
        if !self.secret_ref.is_empty() {
            spec.insert("secretRef".into(), json!({ "name": self.secret_ref }));
        }
        if !self.sparse_checkout_paths.is_empty() {
            spec.insert("sparseCheckout".into(), json!(self.sparse_checkout_paths));
        }
        if !self.fetch_timeout.is_zero() {
            spec.insert(
                "timeout".into(),
                duration::format(self.fetch_timeout).into(),
            );
        }
        spec.insert("url".into(), self.url.clone().into());
        json!({
            "apiVersion": "source.toolkit.fluxcd.io/v1",
            "kind": "GitRepository",
            "metadata": create::metadata(&self.name, &self.namespace, &self.labels),
            "spec": spec,
        })
    }
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: Duration,
    args: GitArgs,
) -> anyhow::Result<ExitCode> {
    let options = Options::resolve(ctx, common, fetch_timeout, args)?;
    if !common.export {
        return create::apply(ui, ctx, &[options.to_object()]);
    }
    ui.stdout(&create::export_text(&options.to_object()))?;
    Ok(ExitCode::SUCCESS)
}

fn parse_provider(value: &str) -> Result<GitProvider, String> {
    if value.trim().is_empty() {
        return Err(
            "no source Git provider given, please specify the Git provider name".to_owned(),
        );
    }
    GitProvider::ALL
        .into_iter()
        .find(|p| p.as_str() == value)
        .ok_or_else(|| {
            let names: Vec<&str> = GitProvider::ALL.iter().map(|p| p.as_str()).collect();
            format!(
                "source Git provider '{value}' is not supported, must be one of: {}",
                names.join("|")
            )
        })
}

fn parse_key_algorithm(value: &str) -> Result<String, String> {
    match value {
        "rsa" | "ecdsa" | "ed25519" => Ok(value.to_owned()),
        _ => Err(format!(
            "unsupported public key algorithm '{value}', must be one of: rsa, ecdsa, ed25519"
        )),
    }
}

fn parse_rsa_bits(value: &str) -> Result<u32, String> {
    let bits: u32 = value
        .parse()
        .map_err(|_| format!("strconv.Atoi: parsing \"{value}\": invalid syntax"))?;
    if bits == 0 || !bits.is_multiple_of(8) {
        return Err("RSA key bit size must be a multiples of 8".to_owned());
    }
    if bits < 1024 {
        return Err("RSA key bit size must be at least 1024".to_owned());
    }
    Ok(bits)
}

fn parse_ecdsa_curve(value: &str) -> Result<String, String> {
    match value {
        "p256" | "p384" | "p521" => Ok(value.to_owned()),
        _ => Err(format!(
            "unsupported curve '{value}', must be one of: p256, p384, p521"
        )),
    }
}

/// The scheme of a URL as Go's `url.Parse` reads it, or the reason Go would refuse the URL.
pub(crate) fn url_scheme(raw: &str) -> Result<String, String> {
    if raw.bytes().any(|b| b < 0x20 || b == 0x7f) {
        return Err("net/url: invalid control character in URL".to_owned());
    }
    let without_fragment = raw.split('#').next().unwrap_or_default();
    let (scheme, rest) = split_scheme(without_fragment)?;
    let rest = rest.split('?').next().unwrap_or_default();
    if scheme.is_empty() {
        let first_segment = rest.split('/').next().unwrap_or_default();
        if first_segment.contains(':') {
            return Err("first path segment in URL cannot contain colon".to_owned());
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
            return Err(format!("invalid port \":{port}\" after host"));
        }
    }
    check_escapes(without_fragment)?;
    Ok(scheme.to_ascii_lowercase())
}

fn split_scheme(raw: &str) -> Result<(&str, &str), String> {
    for (i, c) in raw.char_indices() {
        match c {
            'a'..='z' | 'A'..='Z' => {}
            '0'..='9' | '+' | '-' | '.' if i > 0 => {}
            ':' if i == 0 => return Err("missing protocol scheme".to_owned()),
            ':' => return Ok((&raw[..i], &raw[i + 1..])),
            _ => return Ok(("", raw)),
        }
    }
    Ok(("", raw))
}

fn check_escapes(raw: &str) -> Result<(), String> {
    let bytes = raw.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'%' {
            let hex = bytes.get(i + 1..i + 3);
            if !hex.is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) {
                let end = (i + 3).min(raw.len());
                return Err(format!("invalid URL escape \"{}\"", &raw[i..end]));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn url_schemes_as_go_reads_them() {
        assert_eq!(url_scheme("https://github.com/org/repo").unwrap(), "https");
        assert_eq!(url_scheme("SSH://git@github.com/org/repo").unwrap(), "ssh");
        assert_eq!(url_scheme("github.com/org/repo").unwrap(), "");
        assert_eq!(url_scheme("file:///tmp/repo").unwrap(), "file");
        assert_eq!(url_scheme("://x").unwrap_err(), "missing protocol scheme");
        assert_eq!(
            url_scheme("git@github.com:org/repo").unwrap_err(),
            "first path segment in URL cannot contain colon"
        );
        assert_eq!(
            url_scheme("https://host:abc/x").unwrap_err(),
            "invalid port \":abc\" after host"
        );
        assert_eq!(
            url_scheme("https://host/%zz").unwrap_err(),
            "invalid URL escape \"%zz\""
        );
        assert_eq!(url_scheme("https://host:8443/x").unwrap(), "https");
    }

    #[test]
    fn provider_flag_messages() {
        assert_eq!(parse_provider("azure"), Ok(GitProvider::Azure));
        assert_eq!(
            parse_provider("dummy").unwrap_err(),
            "source Git provider 'dummy' is not supported, must be one of: generic|github|aws|azure"
        );
        assert_eq!(
            parse_provider("").unwrap_err(),
            "no source Git provider given, please specify the Git provider name"
        );
    }

    #[test]
    fn ssh_key_flags() {
        assert_eq!(parse_rsa_bits("4096"), Ok(4096));
        assert!(parse_rsa_bits("1000").is_err());
        assert!(parse_rsa_bits("512").is_err());
        assert!(parse_key_algorithm("dsa").is_err());
        assert!(parse_ecdsa_curve("p999").is_err());
    }
}
