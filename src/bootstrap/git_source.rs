//! What `bootstrap git`'s URL and credential flags become, by flux's rules: the credentials
//! fluxr itself clones and pushes with ([`RepositoryUrl::fluxr_auth`]), and the URL and source
//! secret the cluster fetches with ([`RepositoryUrl::cluster_source`]). The two differ on
//! purpose: flux rewrites the sync URL to the transport of the source secret, so a repository
//! pushed to over HTTPS may be fetched by the cluster over SSH with a deploy key.

use std::path::PathBuf;

use super::SecretCredentials;
use crate::git::url::UrlError;
use crate::git::{Auth, GitUrl};
use crate::manifestgen::gourl;
use crate::manifestgen::sourcesecret::{KeyAlgorithm, KeyPair};
use crate::ui::Ui;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Go's `url.Parse` refuses it, with Go's message, as flux reads `--url`.
    #[error(transparent)]
    GoParse(#[from] gourl::Error),
    // The cause is kept as the source, not written into the message: the printer adds it.
    #[error("parse \"{}\"", crate::git::url::redact(.url))]
    UrlParse {
        url: String,
        #[source]
        source: UrlError,
    },
    #[error("invalid --ssh-hostname \"{hostname}\"")]
    SshHostname {
        hostname: String,
        #[source]
        source: UrlError,
    },
    #[error("scheme http is insecure, pass --allow-insecure-http=true to allow it")]
    InsecureHttp,
    #[error("scheme \"{scheme}\" is not supported")]
    UnsupportedScheme { scheme: String },
    #[error("--with-bearer-token needs the token as --password or GIT_PASSWORD")]
    BearerWithoutToken,
    // flux: "could not read token: could not read from stdin: EOF"; the cause adds its words.
    #[error("could not read token: could not read from stdin")]
    ReadToken(#[source] std::io::Error),
}

/// Where `bootstrap git` reads the password when `--password` is not given.
pub const PASSWORD_ENV: &str = "GIT_PASSWORD";

/// The password or token of a run, as flux resolves it: `--password`, else `GIT_PASSWORD`,
/// else, when the cluster is to fetch with it (`token_auth`), asked for (with or without a URL,
/// as flux asks before it reads the URL).
pub fn resolve_password(ui: &Ui, flag: String, token_auth: bool) -> Result<String, Error> {
    let mut password = flag;
    if password.is_empty()
        && let Ok(from_env) = std::env::var(PASSWORD_ENV)
    {
        password = from_env;
    }
    if token_auth && password.is_empty() {
        password = ui
            .read_secret("Please enter your Git repository password: ")
            .map_err(Error::ReadToken)?;
    }
    Ok(password)
}

/// The credential flags of a run.
#[derive(Debug, Clone, Copy)]
pub struct Flags<'a> {
    /// `--username`: the basic-auth user, and the SSH user when the URL names none.
    pub username: &'a str,
    /// `--password` (or `GIT_PASSWORD`): a password or token, or the private key's passphrase.
    pub password: &'a str,
    /// `--token-auth` or `--with-bearer-token`: the cluster fetches over HTTP/S.
    pub token_auth: bool,
    /// `--with-bearer-token`: the password is sent as `Authorization: Bearer`.
    pub with_bearer_token: bool,
    pub allow_insecure_http: bool,
    /// `--ssh-hostname`: where the cluster reaches the repository over SSH; empty for the URL's.
    pub ssh_hostname: &'a str,
    /// `--private-key-file`, read.
    pub key: Option<&'a KeyPair>,
    /// The algorithm of a generated deploy key.
    pub algorithm: KeyAlgorithm,
}

/// Parses `--url` as flux does: Go's URL rules first (the scp-like `git@host:path` is refused
/// with Go's message), then a scheme and a host.
pub fn parse_url(raw: &str) -> Result<GitUrl, Error> {
    gourl::parse(raw)?;
    if crate::git::url::scheme_of(raw)
        .unwrap_or_default()
        .is_empty()
    {
        return Err(Error::UnsupportedScheme {
            scheme: String::new(),
        });
    }
    GitUrl::parse(raw).map_err(|source| Error::UrlParse {
        url: raw.to_owned(),
        source,
    })
}

/// What fluxr clones and pushes `url` with. Plain HTTP is refused without
/// `--allow-insecure-http`, and only HTTP/S and SSH are supported.
pub fn fluxr_auth(
    url: &GitUrl,
    flags: &Flags<'_>,
    ca_file: Option<PathBuf>,
) -> Result<Auth, Error> {
    let mut auth = Auth {
        username: flags.username.to_owned(),
        ca_file,
        ..Auth::default()
    };
    match url.scheme() {
        "http" | "https" => {
            if url.scheme() == "http" && !flags.allow_insecure_http {
                return Err(Error::InsecureHttp);
            }
            if flags.with_bearer_token {
                auth.bearer_token = flags.password.to_owned();
                auth.username = String::new();
            } else {
                auth.password = flags.password.to_owned();
            }
        }
        "ssh" => {
            if let Some(pair) = flags.key {
                auth.private_key = pair.private_key.clone();
                auth.password = flags.password.to_owned();
            }
        }
        other => {
            return Err(Error::UnsupportedScheme {
                scheme: other.to_owned(),
            });
        }
    }
    Ok(auth)
}

/// The URL the cluster fetches `url` from and the credentials of its source secret. With token
/// auth that is the URL over HTTPS (HTTP only with `--allow-insecure-http`) without a user;
/// otherwise it is the URL over SSH, as `--username` (unless the URL names a user and the
/// username is the default `git`), at `--ssh-hostname` when given. A password written in the
/// URL never reaches the sync URL.
pub fn cluster_source(
    url: &GitUrl,
    flags: &Flags<'_>,
    ca: Option<String>,
) -> Result<(String, SecretCredentials), Error> {
    let (sync_url, secret) = if flags.token_auth {
        let mut sync_url = url.without_credentials();
        if !matches!(url.scheme(), "http" | "https") {
            // The SSH port means nothing over HTTPS.
            sync_url = sync_url.with_port(None);
        }
        if !flags.allow_insecure_http {
            sync_url = sync_url.with_scheme("https");
        }
        let secret = if flags.with_bearer_token {
            if flags.password.is_empty() {
                return Err(Error::BearerWithoutToken);
            }
            SecretCredentials::BearerToken {
                token: flags.password.to_owned(),
                ca,
            }
        } else {
            SecretCredentials::Basic {
                username: flags.username.to_owned(),
                password: flags.password.to_owned(),
                ca,
            }
        };
        (sync_url, secret)
    } else {
        let user = match url.user() {
            Some(user) if flags.username == "git" => user,
            _ => flags.username,
        };
        let mut sync_url = url.with_user(user).with_scheme("ssh");
        if !flags.ssh_hostname.is_empty() {
            sync_url = sync_url
                .with_authority(flags.ssh_hostname)
                .map_err(|source| Error::SshHostname {
                    hostname: flags.ssh_hostname.to_owned(),
                    source,
                })?;
        }
        let secret = SecretCredentials::Ssh {
            key: flags.key.cloned(),
            algorithm: flags.algorithm,
            password: flags.password.to_owned(),
            host: sync_url.host().to_owned(),
            port: sync_url.port_or_default(),
        };
        (sync_url, secret)
    };
    Ok((sync_url.to_string(), secret))
}

/// The host without brackets, and the port (the scheme's own when the URL names none): where
/// an SSH URL's host key is scanned.
pub fn host_and_port(url: &GitUrl) -> (String, u16) {
    (url.host().to_owned(), url.port_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The error as the user sees it: its message, then each cause.
    fn chain(err: &Error) -> String {
        let mut text = err.to_string();
        let mut source = std::error::Error::source(err);
        while let Some(cause) = source {
            text.push_str(": ");
            text.push_str(&cause.to_string());
            source = cause.source();
        }
        text
    }

    fn flags() -> Flags<'static> {
        Flags {
            username: "git",
            password: "",
            token_auth: false,
            with_bearer_token: false,
            allow_insecure_http: false,
            ssh_hostname: "",
            key: None,
            algorithm: KeyAlgorithm::Ed25519,
        }
    }

    #[test]
    fn urls_keep_their_parts() {
        let url = parse_url("ssh://git@127.0.0.1:2222/org/repo.git").unwrap();
        assert_eq!(host_and_port(&url), ("127.0.0.1".to_owned(), 2222));
        assert_eq!(url.to_string(), "ssh://git@127.0.0.1:2222/org/repo.git");
        let url = parse_url("https://example.com/org/repo").unwrap();
        assert_eq!(host_and_port(&url), ("example.com".to_owned(), 443));
        assert!(parse_url("https:///repo").is_err());
        // Go's URL rules come first, as flux reads --url.
        let refused = |raw: &str| chain(&parse_url(raw).unwrap_err());
        assert_eq!(
            refused("git@github.com:org/repo"),
            "parse \"git@github.com:org/repo\": first path segment in URL cannot contain colon"
        );
        assert_eq!(refused("://x"), "parse \"://x\": missing protocol scheme");
        assert_eq!(
            refused("github.com/org/repo"),
            "scheme \"\" is not supported"
        );
        assert_eq!(
            parse_url("SSH://git@github.com/org/repo")
                .unwrap()
                .to_string(),
            "ssh://git@github.com/org/repo"
        );
        let v6 = parse_url("ssh://git@[::1]:2022/repo").unwrap();
        assert_eq!(host_and_port(&v6), ("::1".to_owned(), 2022));
        let github = parse_url("ssh://git@ssh.github.com:443/acme/fleet").unwrap();
        assert_eq!(host_and_port(&github), ("ssh.github.com".to_owned(), 443));
        let default = parse_url("ssh://git@github.com/acme/fleet").unwrap();
        assert_eq!(host_and_port(&default), ("github.com".to_owned(), 22));
        // Go accepts a port it cannot hold; the transport could not dial it.
        assert_eq!(
            refused("https://u:s3cret@example.com:70000/org/repo"),
            "parse \"https://u:xxxxx@example.com:70000/org/repo\": invalid port \":70000\" after host"
        );
    }

    #[test]
    fn the_cluster_fetches_over_the_transport_of_its_secret() {
        let https = parse_url("https://git.example.com:8443/org/fleet.git").unwrap();
        // A deploy key: over SSH, at the URL's host without the HTTPS port.
        let (url, secret) = cluster_source(&https, &flags(), None).unwrap();
        assert_eq!(url, "ssh://git@git.example.com:8443/org/fleet.git");
        assert!(matches!(secret, SecretCredentials::Ssh { port: 8443, .. }));
        let elsewhere = Flags {
            ssh_hostname: "ssh.example.com:2222",
            username: "flux",
            ..flags()
        };
        let (url, secret) = cluster_source(&https, &elsewhere, None).unwrap();
        assert_eq!(url, "ssh://flux@ssh.example.com:2222/org/fleet.git");
        assert!(
            matches!(secret, SecretCredentials::Ssh { host, port: 2222, .. } if host == "ssh.example.com")
        );

        // A token: over HTTPS, without the user, even from an SSH or http:// URL.
        let token = Flags {
            token_auth: true,
            password: "t0ken",
            ..flags()
        };
        let ssh = parse_url("ssh://git@git.example.com:22/org/fleet.git").unwrap();
        let (url, secret) = cluster_source(&ssh, &token, None).unwrap();
        assert_eq!(url, "https://git.example.com/org/fleet.git");
        assert!(matches!(secret, SecretCredentials::Basic { password, .. } if password == "t0ken"));
        // A password written into the URL never reaches the sync URL, over either transport.
        let written = parse_url("https://u:s3cret@git.example.com/org/fleet.git").unwrap();
        let (url, _) = cluster_source(&written, &token, None).unwrap();
        assert_eq!(url, "https://git.example.com/org/fleet.git");
        let (url, _) = cluster_source(&written, &flags(), None).unwrap();
        assert_eq!(url, "ssh://u@git.example.com/org/fleet.git");
        let v6 = parse_url("ssh://git@[::1]:2022/fleet.git").unwrap();
        let (url, _) = cluster_source(&v6, &token, None).unwrap();
        assert_eq!(url, "https://[::1]/fleet.git");
        let bad_hostname = Flags {
            ssh_hostname: "ssh.example.com:x",
            ..flags()
        };
        assert_eq!(
            chain(&cluster_source(&https, &bad_hostname, None).unwrap_err()),
            "invalid --ssh-hostname \"ssh.example.com:x\": invalid port \":x\" after host"
        );
        let (url, secret) = cluster_source(&ssh, &token, None).unwrap();
        assert_eq!(url, "https://git.example.com/org/fleet.git");
        assert!(matches!(secret, SecretCredentials::Basic { password, .. } if password == "t0ken"));
        let http = parse_url("http://127.0.0.1:8080/fleet.git").unwrap();
        let (url, _) = cluster_source(&http, &token, None).unwrap();
        assert_eq!(url, "https://127.0.0.1:8080/fleet.git");
        let insecure = Flags {
            allow_insecure_http: true,
            ..token
        };
        let (url, _) = cluster_source(&http, &insecure, None).unwrap();
        assert_eq!(url, "http://127.0.0.1:8080/fleet.git");

        let bearer = Flags {
            with_bearer_token: true,
            token_auth: true,
            ..flags()
        };
        assert_eq!(
            cluster_source(&https, &bearer, None)
                .unwrap_err()
                .to_string(),
            "--with-bearer-token needs the token as --password or GIT_PASSWORD"
        );
    }

    #[test]
    fn fluxr_refuses_plain_http_and_unknown_schemes() {
        let http = parse_url("http://127.0.0.1:8080/fleet.git").unwrap();
        assert_eq!(
            fluxr_auth(&http, &flags(), None).unwrap_err().to_string(),
            "scheme http is insecure, pass --allow-insecure-http=true to allow it"
        );
        let allowed = Flags {
            allow_insecure_http: true,
            password: "pw",
            ..flags()
        };
        let auth = fluxr_auth(&http, &allowed, None).unwrap();
        assert_eq!(
            (auth.username.as_str(), auth.password.as_str()),
            ("git", "pw")
        );
        let bearer = Flags {
            with_bearer_token: true,
            ..allowed
        };
        let auth = fluxr_auth(&http, &bearer, None).unwrap();
        assert_eq!(auth.bearer_token, "pw");
        assert!(auth.username.is_empty() && auth.password.is_empty());
        let ftp = parse_url("ftp://example.com/fleet.git").unwrap();
        assert_eq!(
            fluxr_auth(&ftp, &flags(), None).unwrap_err().to_string(),
            "scheme \"ftp\" is not supported"
        );
    }
}
