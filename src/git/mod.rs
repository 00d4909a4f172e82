//! A thin layer over libgit2 (the `git2` crate) for what bootstrapping needs: clone one branch
//! into a temporary directory, write files, commit only the given paths, and push, over git://,
//! HTTP/S (basic auth, bearer token, custom CA) and SSH (deploy key or ssh-agent, with the host
//! key pinned against `known_hosts`).
//!
//! Credentials live in memory only: remotes are anonymous, so nothing secret reaches
//! `.git/config`, and [`Auth`]'s `Debug` output hides them.

pub mod known_hosts;
pub mod signing;
pub mod url;

pub use url::GitUrl;

use std::cell::{Cell, RefCell};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use git2::{
    CertificateCheckStatus, Cred, CredentialType, FetchOptions, IndexAddOption, PushOptions,
    RemoteCallbacks, Repository,
};

use known_hosts::HostKeyCheck;

/// The largest committed file [`Checkout::read_committed`] reads.
pub const MAX_COMMITTED_FILE: usize = 64 * 1024 * 1024;

/// Points every OpenSSL client in the process at the host's CA certificates.
///
/// A release build carries its own OpenSSL, whose default certificate paths are those it was
/// configured with (`/usr/local/ssl`), not the host's. This exports `SSL_CERT_FILE` and
/// `SSL_CERT_DIR` for the host's bundle unless they are set, and OpenSSL's default paths follow
/// those variables: the Kubernetes client's connections too, which may come before anything
/// touches Git. It sets environment variables, so it must run first thing, while the process has
/// one thread. git2's own set-up later probes the same way (the same crate and version) and finds
/// the variables already set, so it never sets them while other threads run.
///
/// It does not set up libgit2: that parses the whole CA bundle (about 130 ms with OpenSSL 3), a
/// cost that only commands that reach a Git server should pay, not `--help`, completion or
/// `build`. Any git2 call does the set-up when it is first needed.
pub fn trust_host_certificates() {
    // The safe, deprecated form: the crate forbids `unsafe`, and this runs before any thread.
    #[allow(deprecated)]
    openssl_probe::init_ssl_cert_env_vars();
}

/// flux retries a failed clone once, after two seconds.
pub const CLONE_RETRY_DELAY: Duration = Duration::from_secs(2);

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("failed to clone '{}': {}", url::redact(.url), url::redact(.reason))]
    Clone { url: String, reason: String },
    #[error("branch '{branch}' not found in '{}'", url::redact(.url))]
    BranchNotFound { url: String, branch: String },
    #[error("authentication to '{}' failed", url::redact(.url))]
    Authentication { url: String },
    #[error("host key of '{host}' is not in known_hosts, refusing to connect")]
    UnknownHostKey { host: String },
    #[error("host key of '{host}' does not match known_hosts, refusing to connect")]
    HostKeyMismatch { host: String },
    #[error("certificate of '{host}' not trusted: {reason}")]
    Certificate { host: String, reason: String },
    #[error("unable to read CA file '{path}'")]
    ReadCa {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error(
        "push to '{}' rejected: the remote branch '{branch}' has changed (non-fast-forward)",
        url::redact(.url)
    )]
    NonFastForward { url: String, branch: String },
    #[error("push to '{}' failed: {}", url::redact(.url), url::redact(.reason))]
    Push { url: String, reason: String },
    #[error("path '{path}' is not a relative path inside the repository")]
    UnsafePath { path: String },
    #[error("unable to write '{path}'")]
    Write {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("git operation failed: {reason}")]
    Git { reason: String },
}

impl Error {
    /// A push rejected because the remote moved on: a fresh clone and a new commit may succeed.
    pub fn is_retryable(&self) -> bool {
        matches!(self, Error::NonFastForward { .. })
    }
}

impl From<git2::Error> for Error {
    fn from(err: git2::Error) -> Self {
        Error::Git {
            reason: err.message().to_owned(),
        }
    }
}

/// How to authenticate to the remote and how to trust it. Empty means "not given".
#[derive(Clone, Default)]
pub struct Auth {
    /// HTTP/S basic-auth user; for SSH the user when the URL names none (default `git`).
    pub username: String,
    /// HTTP/S basic-auth password, or the passphrase of `private_key`.
    pub password: String,
    /// Sent as `Authorization: Bearer <token>` over HTTP/S.
    pub bearer_token: String,
    /// SSH private key (PEM or OpenSSH text); without one the ssh-agent is asked.
    pub private_key: String,
    /// `known_hosts` text the SSH host key must appear in. Without it the user's own
    /// (`~/.ssh/known_hosts`, see [`known_hosts::user_known_hosts`]); unknown hosts are refused.
    pub known_hosts: String,
    /// PEM CA bundle trusted for HTTPS in addition to the system store.
    pub ca_file: Option<PathBuf>,
}

impl fmt::Debug for Auth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let given = |value: &str| if value.is_empty() { "" } else { "<redacted>" };
        f.debug_struct("Auth")
            .field("username", &self.username)
            .field("password", &given(&self.password))
            .field("bearer_token", &given(&self.bearer_token))
            .field("private_key", &given(&self.private_key))
            .field("known_hosts", &self.known_hosts)
            .field("ca_file", &self.ca_file)
            .finish()
    }
}

/// Commit author; flux's defaults are `Flux` and an empty email. With a signer, every commit
/// carries its signature.
#[derive(Debug, Clone)]
pub struct Author {
    pub name: String,
    pub email: String,
    pub signer: Option<signing::CommitSigner>,
}

/// A working checkout of one cloned branch. The directory is removed when this is dropped, unless it was
/// cloned into a directory the caller chose.
pub struct Checkout {
    repo: Repository,
    url: String,
    branch: String,
    auth: Auth,
    ca_pem: Option<Vec<u8>>,
    outcome: CloneOutcome,
    temporary: Option<PathBuf>,
}

impl fmt::Debug for Checkout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Checkout")
            .field("path", &self.path())
            .field("url", &self.url)
            .field("branch", &self.branch)
            .finish_non_exhaustive()
    }
}

impl Drop for Checkout {
    fn drop(&mut self) {
        if let Some(dir) = &self.temporary {
            remove_temporary(dir);
        }
    }
}

/// Every temporary clone that still exists, so that an interrupted run can remove them.
static TEMPORARY_CLONES: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn remove_temporary(dir: &Path) {
    let _ = std::fs::remove_dir_all(dir);
    if let Ok(mut clones) = TEMPORARY_CLONES.lock() {
        clones.retain(|clone| clone != dir);
    }
}

/// Removes every temporary clone this process still holds. For signal handlers and deadlines,
/// which end the process without running destructors.
pub fn remove_temporary_clones() {
    let dirs = match TEMPORARY_CLONES.lock() {
        Ok(mut clones) => std::mem::take(&mut *clones),
        Err(_) => return,
    };
    for dir in dirs {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Whether the clone found the branch or starts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CloneOutcome {
    Existing,
    /// The remote was empty: the branch will be created by the first push.
    NewBranch,
}

impl Checkout {
    /// Clones `branch` of `url` into a new temporary directory, retrying once after
    /// [`CLONE_RETRY_DELAY`] like flux, whatever the failure. `on_failure` hears about each
    /// failed attempt, as flux warns about each.
    pub fn clone_temporary(
        url: &str,
        branch: &str,
        auth: &Auth,
        mut on_failure: impl FnMut(&Error),
    ) -> Result<Self, Error> {
        match Self::clone_once(url, branch, auth) {
            Ok(clone) => Ok(clone),
            // A CA file that cannot be read is the user's file, not the remote: flux reads it
            // before cloning at all.
            Err(err @ Error::ReadCa { .. }) => Err(err),
            Err(err) => {
                on_failure(&err);
                std::thread::sleep(CLONE_RETRY_DELAY);
                Self::clone_once(url, branch, auth).inspect_err(|err| on_failure(err))
            }
        }
    }

    /// One clone attempt into a fresh temporary directory, removed again on failure.
    pub fn clone_once(url: &str, branch: &str, auth: &Auth) -> Result<Self, Error> {
        let dir = temporary_dir()?;
        let result = Self::clone_into(url, branch, auth, &dir);
        match result {
            Ok(mut clone) => {
                clone.temporary = Some(dir);
                Ok(clone)
            }
            Err(err) => {
                remove_temporary(&dir);
                Err(err)
            }
        }
    }

    /// Clones `branch` of `url` into `dir` (created if missing, left in place on drop).
    pub fn clone_into(url: &str, branch: &str, auth: &Auth, dir: &Path) -> Result<Self, Error> {
        let ca_pem = match &auth.ca_file {
            Some(path) => Some(std::fs::read(path).map_err(|source| Error::ReadCa {
                path: path.clone(),
                source,
            })?),
            None => None,
        };
        let repo = Repository::init(dir)?;
        let mut clone = Checkout {
            repo,
            url: url.to_owned(),
            branch: branch.to_owned(),
            auth: auth.clone(),
            ca_pem,
            outcome: CloneOutcome::NewBranch,
            temporary: None,
        };
        clone.outcome = clone.fetch()?;
        Ok(clone)
    }

    fn fetch(&mut self) -> Result<CloneOutcome, Error> {
        let session = Session::new(&self.url, &self.auth, self.ca_pem.as_deref());
        let mut options = FetchOptions::new();
        options.remote_callbacks(session.callbacks());
        if let Some(proxy) = proxy_options(&self.url) {
            options.proxy_options(proxy);
        }
        let headers = session.headers();
        let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
        options.custom_headers(&headers);
        let mut remote = self.repo.remote_anonymous(&self.url)?;
        remote
            .fetch(
                &["+refs/heads/*:refs/remotes/origin/*"],
                Some(&mut options),
                None,
            )
            .map_err(|err| {
                session.classify(err, |reason| Error::Clone {
                    url: self.url.clone(),
                    reason,
                })
            })?;
        drop(remote);
        let local = format!("refs/heads/{}", self.branch);
        let tracking = format!("refs/remotes/origin/{}", self.branch);
        match self.repo.find_reference(&tracking) {
            Ok(reference) => {
                let commit = reference.peel_to_commit()?;
                self.repo.reference(&local, commit.id(), true, "clone")?;
                self.repo.set_head(&local)?;
                self.repo
                    .checkout_head(Some(git2::build::CheckoutBuilder::new().force()))?;
                Ok(CloneOutcome::Existing)
            }
            Err(_) => {
                let remote_has_branches = self
                    .repo
                    .references_glob("refs/remotes/origin/*")?
                    .next()
                    .is_some();
                if remote_has_branches {
                    return Err(Error::BranchNotFound {
                        url: self.url.clone(),
                        branch: self.branch.clone(),
                    });
                }
                self.repo.set_head(&local)?;
                Ok(CloneOutcome::NewBranch)
            }
        }
    }

    /// The working tree.
    pub fn path(&self) -> &Path {
        self.repo.workdir().unwrap_or_else(|| self.repo.path())
    }

    /// Whether the branch existed on the remote or starts with the first push.
    pub fn outcome(&self) -> CloneOutcome {
        self.outcome
    }

    pub fn branch(&self) -> &str {
        &self.branch
    }

    /// The commit the branch points at; `None` for a branch that has no commit yet.
    pub fn head(&self) -> Option<String> {
        self.repo
            .head()
            .ok()
            .and_then(|head| head.target())
            .map(|oid| oid.to_string())
    }

    /// Writes `contents` to the relative `path` of the working tree, creating directories.
    pub fn write_file(&self, path: &str, contents: &[u8]) -> Result<(), Error> {
        let full = self.path().join(safe_relative(path)?);
        let write = |source| Error::Write {
            path: path.to_owned(),
            source,
        };
        if let Some(parent) = full.parent() {
            std::fs::create_dir_all(parent).map_err(write)?;
        }
        std::fs::write(&full, contents).map_err(write)
    }

    /// Reads a file of the working tree, `None` if it does not exist.
    pub fn read_file(&self, path: &str) -> Result<Option<Vec<u8>>, Error> {
        let full = self.path().join(safe_relative(path)?);
        match std::fs::read(full) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(source) => Err(Error::Write {
                path: path.to_owned(),
                source,
            }),
        }
    }

    /// A file as the branch's last commit holds it: `None` when the commit has no such file
    /// (or the branch no commit). Blobs larger than [`MAX_COMMITTED_FILE`] are refused, since
    /// repository content is not trusted.
    pub fn read_committed(&self, path: &str) -> Result<Option<Vec<u8>>, Error> {
        let relative = safe_relative(path)?;
        let Ok(head) = self.repo.head() else {
            return Ok(None);
        };
        let tree = head.peel_to_tree()?;
        let entry = match tree.get_path(relative) {
            Ok(entry) => entry,
            Err(err) if err.code() == git2::ErrorCode::NotFound => return Ok(None),
            Err(err) => return Err(err.into()),
        };
        let object = entry.to_object(&self.repo)?;
        let Some(blob) = object.as_blob() else {
            return Ok(None);
        };
        if blob.size() > MAX_COMMITTED_FILE {
            return Err(Error::Git {
                reason: format!(
                    "'{path}' is larger than {} MiB",
                    MAX_COMMITTED_FILE / (1024 * 1024)
                ),
            });
        }
        Ok(Some(blob.content().to_vec()))
    }

    /// Stages only `paths` (files or directories, deletions included) and commits them.
    /// The message gets `appendix` after a blank line when one is given. Returns the new
    /// commit id, or `None` when the staged tree equals the current one (nothing to commit).
    pub fn commit(
        &self,
        paths: &[&str],
        author: &Author,
        message: &str,
        appendix: &str,
    ) -> Result<Option<String>, Error> {
        let mut index = self.repo.index()?;
        let pathspecs = paths
            .iter()
            .map(|path| safe_relative(path).map(|_| (*path).to_owned()))
            .collect::<Result<Vec<_>, _>>()?;
        index.add_all(
            pathspecs.iter().map(String::as_str),
            IndexAddOption::DEFAULT,
            None,
        )?;
        // add_all does not stage deletions; update_all does, for tracked files.
        index.update_all(pathspecs.iter().map(String::as_str), None)?;
        index.write()?;
        let tree_id = index.write_tree()?;
        let parent = self
            .repo
            .head()
            .ok()
            .and_then(|head| head.peel_to_commit().ok());
        if let Some(parent) = &parent
            && parent.tree_id() == tree_id
        {
            return Ok(None);
        }
        let message = if appendix.is_empty() {
            message.to_owned()
        } else {
            format!("{message}\n\n{appendix}")
        };
        // libgit2 refuses signatures with an empty email, which is flux's default author: the
        // commit object is written directly, as git itself would write it.
        let seconds = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|elapsed| elapsed.as_secs())
            .unwrap_or(0);
        let person = format!(
            "{} <{}> {seconds} +0000",
            one_line(&author.name),
            one_line(&author.email)
        );
        let mut object = format!("tree {tree_id}\n");
        if let Some(parent) = &parent {
            object.push_str(&format!("parent {}\n", parent.id()));
        }
        object.push_str(&format!("author {person}\ncommitter {person}\n\n{message}"));
        if !object.ends_with('\n') {
            object.push('\n');
        }
        let oid = match &author.signer {
            Some(signer) => {
                let signature = signer.sign(object.as_bytes()).map_err(|err| Error::Git {
                    reason: err.to_string(),
                })?;
                self.repo.commit_signed(&object, &signature, None)?
            }
            None => self
                .repo
                .odb()?
                .write(git2::ObjectType::Commit, object.as_bytes())?,
        };
        let branch = format!("refs/heads/{}", self.branch);
        self.repo.reference(&branch, oid, true, "commit")?;
        Ok(Some(oid.to_string()))
    }

    /// Pushes the branch. A rejection because the remote moved on is
    /// [`Error::NonFastForward`], which [`Error::is_retryable`].
    pub fn push(&self) -> Result<(), Error> {
        let session = Session::new(&self.url, &self.auth, self.ca_pem.as_deref());
        let rejection: RefCell<Option<String>> = RefCell::new(None);
        let mut callbacks = session.callbacks();
        callbacks.push_update_reference(|_reference, status| {
            if let Some(status) = status {
                *rejection.borrow_mut() = Some(status.to_owned());
            }
            Ok(())
        });
        let mut options = PushOptions::new();
        options.remote_callbacks(callbacks);
        if let Some(proxy) = proxy_options(&self.url) {
            options.proxy_options(proxy);
        }
        let headers = session.headers();
        let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
        options.custom_headers(&headers);
        let refspec = format!("refs/heads/{0}:refs/heads/{0}", self.branch);
        let non_fast_forward = || Error::NonFastForward {
            url: self.url.clone(),
            branch: self.branch.clone(),
        };
        let mut remote = self.repo.remote_anonymous(&self.url)?;
        let pushed = remote.push(&[refspec.as_str()], Some(&mut options));
        drop(remote);
        drop(options);
        if let Err(err) = pushed {
            if err.code() == git2::ErrorCode::NotFastForward {
                return Err(non_fast_forward());
            }
            return Err(session.classify(err, |reason| Error::Push {
                url: self.url.clone(),
                reason,
            }));
        }
        match rejection.into_inner() {
            None => Ok(()),
            Some(status) if is_non_fast_forward(&status) => Err(non_fast_forward()),
            Some(reason) => Err(Error::Push {
                url: self.url.clone(),
                reason,
            }),
        }
    }
}

/// HTTPS goes through the proxy git itself would use (`http.proxy`, else HTTPS_PROXY and
/// NO_PROXY), as flux's Go client does. Plain HTTP does not: libgit2 then sends the proxy's
/// form of the request to the Git server itself, which fails.
fn proxy_options(url: &str) -> Option<git2::ProxyOptions<'static>> {
    if GitUrl::remote(url).is_none_or(|url| url.scheme() != "https") {
        return None;
    }
    let mut proxy = git2::ProxyOptions::new();
    proxy.auto();
    Some(proxy)
}

/// Names and emails go into one header line; angle brackets and newlines would break it.
fn one_line(value: &str) -> String {
    value
        .chars()
        .filter(|c| !matches!(c, '<' | '>' | '\n' | '\r'))
        .collect()
}

fn is_non_fast_forward(status: &str) -> bool {
    ["non-fast-forward", "fetch first", "failed to update ref"]
        .iter()
        .any(|needle| status.contains(needle))
}

/// A path inside the working tree: relative, no `..`, not into `.git`.
fn safe_relative(path: &str) -> Result<&Path, Error> {
    let unsafe_path = || Error::UnsafePath {
        path: path.to_owned(),
    };
    let relative = Path::new(path);
    let mut components = relative.components().peekable();
    if components.peek().is_none() {
        return Err(unsafe_path());
    }
    for (index, component) in relative.components().enumerate() {
        match component {
            std::path::Component::Normal(name) if index == 0 && name == ".git" => {
                return Err(unsafe_path());
            }
            std::path::Component::Normal(_) | std::path::Component::CurDir => {}
            _ => return Err(unsafe_path()),
        }
    }
    Ok(relative)
}

fn temporary_dir() -> Result<PathBuf, Error> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|elapsed| elapsed.subsec_nanos())
        .unwrap_or(0);
    let dir = std::env::temp_dir().join(format!(
        "fluxr-git-{}-{nanos}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    if let Ok(mut clones) = TEMPORARY_CLONES.lock() {
        clones.push(dir.clone());
    }
    if let Err(source) = std::fs::create_dir_all(&dir) {
        remove_temporary(&dir);
        return Err(Error::Write {
            path: dir.display().to_string(),
            source,
        });
    }
    Ok(dir)
}

/// Callbacks for one network operation; remembers why it failed so that the error names the
/// cause (bad credentials, untrusted host) instead of libgit2's generic message.
struct Session<'a> {
    url: &'a str,
    remote: Option<GitUrl>,
    auth: &'a Auth,
    ca_pem: Option<&'a [u8]>,
    attempts: Cell<u32>,
    failure: RefCell<Option<Error>>,
}

impl<'a> Session<'a> {
    fn new(url: &'a str, auth: &'a Auth, ca_pem: Option<&'a [u8]>) -> Self {
        Session {
            url,
            remote: GitUrl::remote(url),
            auth,
            ca_pem,
            attempts: Cell::new(0),
            failure: RefCell::new(None),
        }
    }

    fn headers(&self) -> Vec<String> {
        if self.auth.bearer_token.is_empty() {
            Vec::new()
        } else {
            vec![format!("Authorization: Bearer {}", self.auth.bearer_token)]
        }
    }

    fn callbacks(&self) -> RemoteCallbacks<'_> {
        let mut callbacks = RemoteCallbacks::new();
        callbacks.credentials(|_url, url_user, allowed| self.credentials(url_user, allowed));
        callbacks.certificate_check(|cert, host| self.certificate_check(cert, host));
        callbacks
    }

    fn fail(&self, err: Error) -> git2::Error {
        let message = err.to_string();
        *self.failure.borrow_mut() = Some(err);
        git2::Error::from_str(&message)
    }

    fn credentials(
        &self,
        url_user: Option<&str>,
        allowed: CredentialType,
    ) -> Result<Cred, git2::Error> {
        let auth = self.auth;
        let user = match url_user {
            Some(user) if !user.is_empty() => user,
            _ if !auth.username.is_empty() => auth.username.as_str(),
            _ => "git",
        };
        if allowed.contains(CredentialType::USERNAME) {
            return Cred::username(user);
        }
        // libgit2 asks again after every rejection; one try per method is all we have.
        let attempt = self.attempts.get() + 1;
        self.attempts.set(attempt);
        let authentication = || Error::Authentication {
            url: self.url.to_owned(),
        };
        if attempt > 1 {
            return Err(self.fail(authentication()));
        }
        if allowed.contains(CredentialType::SSH_KEY) {
            let passphrase = (!auth.password.is_empty()).then_some(auth.password.as_str());
            return if auth.private_key.is_empty() {
                Cred::ssh_key_from_agent(user)
            } else {
                Cred::ssh_key_from_memory(user, None, &auth.private_key, passphrase)
            };
        }
        if allowed.contains(CredentialType::USER_PASS_PLAINTEXT)
            && !auth.username.is_empty()
            && !auth.password.is_empty()
        {
            return Cred::userpass_plaintext(&auth.username, &auth.password);
        }
        Err(self.fail(authentication()))
    }

    fn certificate_check(
        &self,
        cert: &git2::cert::Cert<'_>,
        host: &str,
    ) -> Result<CertificateCheckStatus, git2::Error> {
        if let Some(hostkey) = cert.as_hostkey() {
            let user_known_hosts;
            let known = if self.auth.known_hosts.is_empty() {
                user_known_hosts = known_hosts::user_known_hosts();
                &user_known_hosts
            } else {
                &self.auth.known_hosts
            };
            let port = self.remote.as_ref().map_or(22, GitUrl::port_or_default);
            let key = hostkey.hostkey().unwrap_or_default();
            return match known_hosts::check(known, host, port, key) {
                HostKeyCheck::Match => Ok(CertificateCheckStatus::CertificateOk),
                HostKeyCheck::Mismatch => Err(self.fail(Error::HostKeyMismatch {
                    host: known_hosts::host_pattern(host, port),
                })),
                HostKeyCheck::Unknown => Err(self.fail(Error::UnknownHostKey {
                    host: known_hosts::host_pattern(host, port),
                })),
            };
        }
        if let (Some(x509), Some(ca_pem)) = (cert.as_x509(), self.ca_pem) {
            return match verify_with_ca(x509.data(), ca_pem, host) {
                Ok(()) => Ok(CertificateCheckStatus::CertificateOk),
                Err(reason) => Err(self.fail(Error::Certificate {
                    host: host.to_owned(),
                    reason,
                })),
            };
        }
        Ok(CertificateCheckStatus::CertificatePassthrough)
    }

    /// The recorded cause of a failure if there is one, else `fallback` with libgit2's message.
    fn classify(&self, err: git2::Error, fallback: impl FnOnce(String) -> Error) -> Error {
        if let Some(failure) = self.failure.borrow_mut().take() {
            return failure;
        }
        if err.class() == git2::ErrorClass::Http && err.message().contains("401") {
            return Error::Authentication {
                url: self.url.to_owned(),
            };
        }
        fallback(err.message().to_owned())
    }
}

/// Verifies a server certificate (DER) against a PEM CA bundle and the host name.
pub fn verify_with_ca(der: &[u8], ca_pem: &[u8], host: &str) -> Result<(), String> {
    use openssl::stack::Stack;
    use openssl::x509::store::X509StoreBuilder;
    use openssl::x509::verify::X509VerifyParam;
    use openssl::x509::{X509, X509StoreContext};

    let text = |err: openssl::error::ErrorStack| err.to_string();
    let leaf = X509::from_der(der).map_err(text)?;
    let mut store = X509StoreBuilder::new().map_err(text)?;
    for ca in X509::stack_from_pem(ca_pem).map_err(text)? {
        store.add_cert(ca).map_err(text)?;
    }
    let mut param = X509VerifyParam::new().map_err(text)?;
    if let Ok(ip) = host.parse::<std::net::IpAddr>() {
        param.set_ip(ip).map_err(text)?;
    } else {
        param.set_host(host).map_err(text)?;
    }
    store.set_param(&param).map_err(text)?;
    let store = store.build();
    let chain = Stack::new().map_err(text)?;
    let mut context = X509StoreContext::new().map_err(text)?;
    let (verified, error) = context
        .init(&store, &leaf, &chain, |context| {
            let verified = context.verify_cert()?;
            Ok((verified, context.error()))
        })
        .map_err(text)?;
    if verified {
        Ok(())
    } else {
        Err(error.error_string().to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A CA and a server certificate it signed for `names` (DNS names or IP addresses).
    fn ca_and_leaf(names: &[&str]) -> (Vec<u8>, Vec<u8>) {
        use openssl::asn1::Asn1Time;
        use openssl::bn::BigNum;
        use openssl::hash::MessageDigest;
        use openssl::pkey::PKey;
        use openssl::x509::extension::{BasicConstraints, SubjectAlternativeName};
        use openssl::x509::{X509, X509NameBuilder};

        let certificate = |common_name: &str, issuer: Option<(&X509, &PKey<_>)>, names: &[&str]| {
            let key = PKey::generate_ed25519().unwrap();
            let mut name = X509NameBuilder::new().unwrap();
            name.append_entry_by_text("CN", common_name).unwrap();
            let name = name.build();
            let mut builder = X509::builder().unwrap();
            builder.set_version(2).unwrap();
            let serial = BigNum::from_u32(1).unwrap().to_asn1_integer().unwrap();
            builder.set_serial_number(&serial).unwrap();
            builder.set_subject_name(&name).unwrap();
            builder.set_pubkey(&key).unwrap();
            builder
                .set_not_before(&Asn1Time::days_from_now(0).unwrap())
                .unwrap();
            builder
                .set_not_after(&Asn1Time::days_from_now(1).unwrap())
                .unwrap();
            if issuer.is_none() {
                let constraints = BasicConstraints::new().critical().ca().build().unwrap();
                builder.append_extension(constraints).unwrap();
            }
            if !names.is_empty() {
                let mut san = SubjectAlternativeName::new();
                for name in names {
                    if name.parse::<std::net::IpAddr>().is_ok() {
                        san.ip(name);
                    } else {
                        san.dns(name);
                    }
                }
                let context = builder.x509v3_context(issuer.map(|(cert, _)| &**cert), None);
                let san = san.build(&context).unwrap();
                builder.append_extension(san).unwrap();
            }
            match issuer {
                Some((ca, ca_key)) => {
                    builder.set_issuer_name(ca.subject_name()).unwrap();
                    builder.sign(ca_key, MessageDigest::null()).unwrap();
                }
                None => {
                    builder.set_issuer_name(&name).unwrap();
                    builder.sign(&key, MessageDigest::null()).unwrap();
                }
            }
            (builder.build(), key)
        };
        let (ca, ca_key) = certificate("test ca", None, &[]);
        let (leaf, _) = certificate("git server", Some((&ca, &ca_key)), names);
        (ca.to_pem().unwrap(), leaf.to_der().unwrap())
    }

    #[test]
    fn server_certificates_are_checked_against_the_ca_and_the_host() {
        let (ca, leaf) = ca_and_leaf(&["git.example.org", "127.0.0.1"]);
        assert_eq!(verify_with_ca(&leaf, &ca, "git.example.org"), Ok(()));
        assert_eq!(verify_with_ca(&leaf, &ca, "127.0.0.1"), Ok(()));
        assert!(verify_with_ca(&leaf, &ca, "evil.example.org").is_err());
        let (other_ca, _) = ca_and_leaf(&["git.example.org"]);
        assert!(verify_with_ca(&leaf, &other_ca, "git.example.org").is_err());
        assert!(verify_with_ca(b"not a certificate", &ca, "git.example.org").is_err());
    }

    #[test]
    fn paths_stay_inside_the_work_tree() {
        assert!(safe_relative("clusters/dev/flux-system/gotk-sync.yaml").is_ok());
        for path in ["", "/etc/passwd", "../x", "a/../../x", ".git/config"] {
            assert!(safe_relative(path).is_err(), "{path}");
        }
    }

    #[test]
    fn auth_debug_hides_secrets() {
        let auth = Auth {
            username: "git".into(),
            password: "hunter2".into(),
            bearer_token: "tok3n".into(),
            private_key: "-----BEGIN PRIVATE KEY-----".into(),
            ..Auth::default()
        };
        let debug = format!("{auth:?}");
        assert!(debug.contains("git"));
        for secret in ["hunter2", "tok3n", "BEGIN"] {
            assert!(!debug.contains(secret), "{debug}");
        }
    }

    #[test]
    fn only_push_rejections_of_a_moved_branch_are_retryable() {
        assert!(
            Error::NonFastForward {
                url: "u".into(),
                branch: "main".into()
            }
            .is_retryable()
        );
        assert!(!Error::Authentication { url: "u".into() }.is_retryable());
        assert!(is_non_fast_forward("non-fast-forward"));
        assert!(is_non_fast_forward("failed to update ref"));
        assert!(!is_non_fast_forward("pre-receive hook declined"));
    }
}
