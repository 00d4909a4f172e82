//! `create secret`: flux's `create_secret_<kind>.go` below the command line. Each kind takes
//! its flags as [`Request`] options, checks them in flux's order and with flux's messages,
//! reads the files they name, and builds the Secret with the generators of
//! [`crate::manifestgen::secrets`] and [`crate::manifestgen::sourcesecret`]. The command
//! prints the result with `--export`, or hands it to [`super::upsert_secret`].

use std::path::Path;

use serde_json::Value;

pub mod git;
pub mod githubapp;
pub mod helm;
pub mod notation;
pub mod oci;
pub mod proxy;
pub mod receiver;
pub mod tls;

/// The flags of one `create secret <kind>` command.
#[derive(Debug)]
pub enum Request {
    Git(git::Options),
    GitHubApp(githubapp::Options),
    Helm(helm::Options),
    Notation(notation::Options),
    Oci(oci::Options),
    Proxy(proxy::Options),
    Receiver(receiver::Options),
    Tls(tls::Options),
}

/// A Secret made from the flags, and how flux reports it.
pub struct Generated {
    pub secret: Value,
    /// The word before `secret '…' created`: `git`, `tls`, `notation configuration`, …
    pub what: &'static str,
    /// flux prints most Secrets with `Println`, which adds an empty line; `tls` with `Print`.
    pub blank_line: bool,
}

impl Generated {
    /// What `--export` prints: the manifest as flux's `secretToManifest` writes it (`---`,
    /// then the object), followed by the empty line of `Println` where flux uses it.
    pub fn export_text(&self) -> String {
        let mut text = super::export_text(&self.secret);
        if self.blank_line {
            text.push('\n');
        }
        text
    }

    /// The public key of a generated or given SSH key pair, which flux shows before it
    /// applies a Git secret so that it can be registered as a deploy key.
    pub fn deploy_key(&self) -> Option<&str> {
        self.secret
            .pointer("/stringData/identity.pub")
            .and_then(Value::as_str)
    }

    pub fn name(&self) -> &str {
        self.secret["metadata"]["name"].as_str().unwrap_or_default()
    }
}

/// Why a `create secret` command stopped, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The name or a label, checked as for every `create` command.
    #[error(transparent)]
    Create(#[from] super::Error),
    /// A check of flux's generators (`sourcesecret`, `runtime/secrets`).
    #[error(transparent)]
    Generator(#[from] crate::manifestgen::secrets::Error),
    #[error(transparent)]
    Git(#[from] git::Error),
    #[error(transparent)]
    GitHubApp(#[from] githubapp::Error),
    #[error(transparent)]
    Files(#[from] helm::ReadFilesError),
    #[error(transparent)]
    Notation(#[from] notation::Error),
    #[error(transparent)]
    Oci(#[from] oci::Error),
    #[error(transparent)]
    Proxy(#[from] proxy::Error),
    #[error(transparent)]
    Receiver(#[from] receiver::Error),
}

/// Checks the flags of one kind and builds its Secret.
pub fn generate(request: Request) -> Result<Generated, Error> {
    match request {
        Request::Git(options) => git::generate(options),
        Request::GitHubApp(options) => githubapp::generate(options),
        Request::Helm(options) => helm::generate(options),
        Request::Notation(options) => notation::generate(options),
        Request::Oci(options) => oci::generate(options),
        Request::Proxy(options) => proxy::generate(options),
        Request::Receiver(options) => receiver::generate(options),
        Request::Tls(options) => tls::generate(options),
    }
}

/// A file that could not be read, in Go's words (`open ca.crt: no such file or directory`).
#[derive(Debug, thiserror::Error)]
#[error("{op} {path}: {reason}")]
pub struct ReadError {
    pub op: &'static str,
    pub path: String,
    pub reason: String,
}

/// Reads a file named on the command line as Go's `os.ReadFile` does, with its error text;
/// bytes that are not UTF-8 become U+FFFD, as they do when flux marshals them.
pub fn read_file(path: &str) -> Result<String, ReadError> {
    read_bytes(path).map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
}

/// [`read_file`] without the conversion to text, within the cap of every fluxr read (a path
/// such as `/dev/zero` ends in an error, not in exhausted memory).
pub fn read_bytes(path: &str) -> Result<Vec<u8>, ReadError> {
    crate::kustomize::fs::read_file_capped(Path::new(path)).map_err(|err| ReadError {
        // Go opens a directory, or a device, and fails on the read.
        op: match err.kind() {
            std::io::ErrorKind::IsADirectory | std::io::ErrorKind::FileTooLarge => "read",
            _ => "open",
        },
        path: path.to_owned(),
        reason: crate::go_os::errno_text(&err),
    })
}

/// Go's `filepath.Base`: the last element, trailing slashes ignored; `.` for an empty path.
pub fn go_base(path: &str) -> String {
    if path.is_empty() {
        return ".".to_owned();
    }
    let trimmed = path.trim_end_matches('/');
    if trimmed.is_empty() {
        return "/".to_owned();
    }
    trimmed.rsplit('/').next().unwrap_or(trimmed).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_fail_in_go_words() {
        assert_eq!(
            read_file("").unwrap_err().to_string(),
            "open : no such file or directory"
        );
        assert_eq!(
            read_file("no/such.crt").unwrap_err().to_string(),
            "open no/such.crt: no such file or directory"
        );
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().display().to_string();
        assert_eq!(
            read_file(&path).unwrap_err().to_string(),
            format!("read {path}: is a directory")
        );
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn an_endless_file_ends_in_an_error() {
        assert_eq!(
            read_bytes("/dev/zero").unwrap_err().to_string(),
            "read /dev/zero: file is larger than the limit of 64 MiB"
        );
    }

    #[test]
    fn base_names_as_go_takes_them() {
        assert_eq!(go_base("./certs/ca.crt"), "ca.crt");
        assert_eq!(go_base("certs/"), "certs");
        assert_eq!(go_base(""), ".");
        assert_eq!(go_base("/"), "/");
    }
}
