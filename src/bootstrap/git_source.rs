//! What `bootstrap git`'s URL and credential flags become, by flux's rules: the credentials
//! fluxr itself clones and pushes with ([`RepositoryUrl::fluxr_auth`]), and the URL and source
//! secret the cluster fetches with ([`RepositoryUrl::cluster_source`]). The two differ on
//! purpose: flux rewrites the sync URL to the transport of the source secret, so a repository
//! pushed to over HTTPS may be fetched by the cluster over SSH with a deploy key.

use std::path::PathBuf;

use super::SecretCredentials;
use crate::git::Auth;
use crate::manifestgen::gourl;
use crate::manifestgen::sourcesecret::{KeyAlgorithm, KeyPair};

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("parse \"{}\": {reason}", crate::git::url::redact(.url))]
    UrlParse { url: String, reason: String },
    #[error("scheme http is insecure, pass --allow-insecure-http=true to allow it")]
    InsecureHttp,
    #[error("scheme \"{scheme}\" is not supported")]
    UnsupportedScheme { scheme: String },
    #[error("--with-bearer-token needs the token as --password or GIT_PASSWORD")]
    BearerWithoutToken,
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

/// A URL taken apart the way Go's `net/url` keeps it: `scheme://[user@]host[:port]path`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepositoryUrl {
    scheme: String,
    user: Option<String>,
    /// Host with its port, as `url.URL.Host`.
    host: String,
    rest: String,
}

impl RepositoryUrl {
    /// Parses `--url` as flux does: Go's URL rules first, then a scheme and a host.
    pub fn parse(raw: &str) -> Result<RepositoryUrl, Error> {
        let invalid = |reason: &str| Error::UrlParse {
            url: raw.to_owned(),
            reason: reason.to_owned(),
        };
        gourl::parse(raw).map_err(|err| invalid(&err.reason))?;
        let Some((scheme, after)) = raw.split_once("://") else {
            return Err(Error::UnsupportedScheme {
                scheme: String::new(),
            });
        };
        let end = after.find('/').unwrap_or(after.len());
        let (authority, rest) = after.split_at(end);
        let (user, host) = match authority.rsplit_once('@') {
            Some((user, host)) => (Some(user.to_owned()), host),
            None => (None, authority),
        };
        if host.is_empty() {
            return Err(invalid("missing host"));
        }
        Ok(RepositoryUrl {
            scheme: scheme.to_ascii_lowercase(),
            user,
            host: host.to_owned(),
            rest: rest.to_owned(),
        })
    }

    /// What fluxr clones and pushes with. Plain HTTP is refused without
    /// `--allow-insecure-http`, and only HTTP/S and SSH are supported.
    pub fn fluxr_auth(&self, flags: &Flags<'_>, ca_file: Option<PathBuf>) -> Result<Auth, Error> {
        let mut auth = Auth {
            username: flags.username.to_owned(),
            ca_file,
            ..Auth::default()
        };
        match self.scheme.as_str() {
            "http" | "https" => {
                if self.scheme == "http" && !flags.allow_insecure_http {
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

    /// The URL the cluster fetches from and the credentials of its source secret. With token
    /// auth that is the URL over HTTPS (HTTP only with `--allow-insecure-http`) without a user;
    /// otherwise it is the URL over SSH, as `--username` (unless the URL names a user and the
    /// username is the default `git`), at `--ssh-hostname` when given.
    pub fn cluster_source(
        &self,
        flags: &Flags<'_>,
        ca: Option<String>,
    ) -> Result<(String, SecretCredentials), Error> {
        let mut sync_url = self.clone();
        let secret = if flags.token_auth {
            if !matches!(sync_url.scheme.as_str(), "http" | "https") {
                sync_url.host = sync_url.hostname().to_owned();
            }
            sync_url.user = None;
            if !flags.allow_insecure_http {
                sync_url.scheme = "https".to_owned();
            }
            if flags.with_bearer_token {
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
            }
        } else {
            if sync_url.user.is_none() || flags.username != "git" {
                sync_url.user = Some(flags.username.to_owned());
            }
            sync_url.scheme = "ssh".to_owned();
            if !flags.ssh_hostname.is_empty() {
                sync_url.host = flags.ssh_hostname.to_owned();
            }
            SecretCredentials::Ssh {
                key: flags.key.cloned(),
                algorithm: flags.algorithm,
                password: flags.password.to_owned(),
                host: sync_url.hostname().to_owned(),
                port: sync_url.port(22),
            }
        };
        Ok((sync_url.render(), secret))
    }

    /// The host without brackets, and the port (`default` when the URL names none): where an
    /// SSH URL's host key is scanned.
    pub fn host_and_port(&self, default: u16) -> (String, u16) {
        (self.hostname().to_owned(), self.port(default))
    }

    /// The host without its port.
    fn hostname(&self) -> &str {
        if let Some(bracketed) = self.host.strip_prefix('[') {
            return bracketed.split(']').next().unwrap_or_default();
        }
        self.host
            .rsplit_once(':')
            .map_or(self.host.as_str(), |(host, _)| host)
    }

    fn port(&self, default: u16) -> u16 {
        let port = match self.host.strip_prefix('[') {
            Some(bracketed) => bracketed.split_once("]:").map(|(_, port)| port),
            None => self.host.rsplit_once(':').map(|(_, port)| port),
        };
        port.and_then(|port| port.parse().ok()).unwrap_or(default)
    }

    fn render(&self) -> String {
        let user = self
            .user
            .as_ref()
            .map(|user| format!("{user}@"))
            .unwrap_or_default();
        format!("{}://{user}{}{}", self.scheme, self.host, self.rest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let url = RepositoryUrl::parse("ssh://git@127.0.0.1:2222/org/repo.git").unwrap();
        assert_eq!(url.hostname(), "127.0.0.1");
        assert_eq!(url.port(22), 2222);
        assert_eq!(url.render(), "ssh://git@127.0.0.1:2222/org/repo.git");
        let url = RepositoryUrl::parse("https://example.com/org/repo").unwrap();
        assert_eq!((url.hostname(), url.port(443)), ("example.com", 443));
        assert!(RepositoryUrl::parse("https:///repo").is_err());
        // Go's URL rules come first, as flux reads --url.
        let refused = |raw: &str| RepositoryUrl::parse(raw).unwrap_err().to_string();
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
            RepositoryUrl::parse("SSH://git@github.com/org/repo")
                .unwrap()
                .render(),
            "ssh://git@github.com/org/repo"
        );
        let v6 = RepositoryUrl::parse("ssh://git@[::1]:2022/repo").unwrap();
        assert_eq!(v6.host_and_port(22), ("::1".to_owned(), 2022));
        let github = RepositoryUrl::parse("ssh://git@ssh.github.com:443/acme/fleet").unwrap();
        assert_eq!(github.host_and_port(22), ("ssh.github.com".to_owned(), 443));
        let default = RepositoryUrl::parse("ssh://git@github.com/acme/fleet").unwrap();
        assert_eq!(default.host_and_port(22), ("github.com".to_owned(), 22));
    }

    #[test]
    fn the_cluster_fetches_over_the_transport_of_its_secret() {
        let https = RepositoryUrl::parse("https://git.example.com:8443/org/fleet.git").unwrap();
        // A deploy key: over SSH, at the URL's host without the HTTPS port.
        let (url, secret) = https.cluster_source(&flags(), None).unwrap();
        assert_eq!(url, "ssh://git@git.example.com:8443/org/fleet.git");
        assert!(matches!(secret, SecretCredentials::Ssh { port: 8443, .. }));
        let elsewhere = Flags {
            ssh_hostname: "ssh.example.com:2222",
            username: "flux",
            ..flags()
        };
        let (url, secret) = https.cluster_source(&elsewhere, None).unwrap();
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
        let ssh = RepositoryUrl::parse("ssh://git@git.example.com:22/org/fleet.git").unwrap();
        let (url, secret) = ssh.cluster_source(&token, None).unwrap();
        assert_eq!(url, "https://git.example.com/org/fleet.git");
        assert!(matches!(secret, SecretCredentials::Basic { password, .. } if password == "t0ken"));
        let http = RepositoryUrl::parse("http://127.0.0.1:8080/fleet.git").unwrap();
        let (url, _) = http.cluster_source(&token, None).unwrap();
        assert_eq!(url, "https://127.0.0.1:8080/fleet.git");
        let insecure = Flags {
            allow_insecure_http: true,
            ..token
        };
        let (url, _) = http.cluster_source(&insecure, None).unwrap();
        assert_eq!(url, "http://127.0.0.1:8080/fleet.git");

        let bearer = Flags {
            with_bearer_token: true,
            token_auth: true,
            ..flags()
        };
        assert_eq!(
            https.cluster_source(&bearer, None).unwrap_err().to_string(),
            "--with-bearer-token needs the token as --password or GIT_PASSWORD"
        );
    }

    #[test]
    fn fluxr_refuses_plain_http_and_unknown_schemes() {
        let http = RepositoryUrl::parse("http://127.0.0.1:8080/fleet.git").unwrap();
        assert_eq!(
            http.fluxr_auth(&flags(), None).unwrap_err().to_string(),
            "scheme http is insecure, pass --allow-insecure-http=true to allow it"
        );
        let allowed = Flags {
            allow_insecure_http: true,
            password: "pw",
            ..flags()
        };
        let auth = http.fluxr_auth(&allowed, None).unwrap();
        assert_eq!(
            (auth.username.as_str(), auth.password.as_str()),
            ("git", "pw")
        );
        let bearer = Flags {
            with_bearer_token: true,
            ..allowed
        };
        let auth = http.fluxr_auth(&bearer, None).unwrap();
        assert_eq!(auth.bearer_token, "pw");
        assert!(auth.username.is_empty() && auth.password.is_empty());
        let ftp = RepositoryUrl::parse("ftp://example.com/fleet.git").unwrap();
        assert_eq!(
            ftp.fluxr_auth(&flags(), None).unwrap_err().to_string(),
            "scheme \"ftp\" is not supported"
        );
    }
}
