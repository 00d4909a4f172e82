//! Files named on a `create` command line (values files, certificates, keys), read as Go's
//! `os.ReadFile` reads them and failing with its words, within the cap every fluxr read has.

use std::io::ErrorKind;
use std::path::Path;

use crate::kustomize::fs::read_file_capped;
use crate::manifestgen::secrets::TlsFiles;

/// A file that could not be read, in Go's words (`open ca.crt: no such file or directory`).
#[derive(Debug, thiserror::Error)]
#[error("{op} {path}: {reason}")]
pub struct ReadError {
    pub op: &'static str,
    pub path: String,
    pub reason: String,
}

/// Reads a file as Go's `os.ReadFile` does, with its error text; bytes that are not UTF-8
/// become U+FFFD, as they do when flux marshals them.
pub fn read_file(path: &str) -> Result<String, ReadError> {
    read_bytes(path).map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
}

/// [`read_file`] without the conversion to text.
pub fn read_bytes(path: &str) -> Result<Vec<u8>, ReadError> {
    read_file_capped(Path::new(path)).map_err(|err| ReadError {
        // Go opens a directory, or a device, and fails on the read.
        op: match err.kind() {
            ErrorKind::IsADirectory | ErrorKind::FileTooLarge => "read",
            _ => "open",
        },
        path: path.to_owned(),
        reason: go_errno_text(&err),
    })
}

/// The text Go gives an OS error: the C library's message, lower-cased as Go's `syscall`
/// table has it.
fn go_errno_text(err: &std::io::Error) -> String {
    match err.kind() {
        ErrorKind::NotFound => "no such file or directory".to_owned(),
        ErrorKind::PermissionDenied => "permission denied".to_owned(),
        ErrorKind::IsADirectory => "is a directory".to_owned(),
        ErrorKind::NotADirectory => "not a directory".to_owned(),
        _ => {
            let text = err.to_string();
            let text = text.split(" (os error").next().unwrap_or(&text);
            let mut chars = text.chars();
            match chars.next() {
                Some(first) => first.to_lowercase().chain(chars).collect(),
                None => String::new(),
            }
        }
    }
}

/// A file of a TLS or Helm secret that could not be read, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum ReadFilesError {
    #[error("unable to read TLS CA file: {0}")]
    Ca(ReadError),
    #[error("failed to read cert file: {0}")]
    Cert(ReadError),
    #[error("failed to read key file: {0}")]
    Key(ReadError),
}

/// Reads the CA, then the certificate, then the key, as flux does; an empty path is skipped.
pub fn read_tls_files(ca: &str, cert: &str, key: &str) -> Result<TlsFiles, ReadFilesError> {
    let read = |path: &str, wrap: fn(ReadError) -> ReadFilesError| {
        if path.is_empty() {
            Ok(String::new())
        } else {
            read_file(path).map_err(wrap)
        }
    };
    let ca = read(ca, ReadFilesError::Ca)?;
    let cert = read(cert, ReadFilesError::Cert)?;
    let key = read(key, ReadFilesError::Key)?;
    Ok(TlsFiles { cert, key, ca })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_read_as_go_writes_them() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("missing.yaml").display().to_string();
        assert_eq!(
            read_file(&missing).unwrap_err().to_string(),
            format!("open {missing}: no such file or directory")
        );
        let folder = dir.path().display().to_string();
        assert_eq!(
            read_file(&folder).unwrap_err().to_string(),
            format!("read {folder}: is a directory")
        );
        let file = dir.path().join("v.yaml");
        std::fs::write(&file, b"a: \xff\n").unwrap();
        assert_eq!(
            read_file(&file.display().to_string()).unwrap(),
            "a: \u{fffd}\n"
        );
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn an_endless_file_ends_in_an_error() {
        let err = read_bytes("/dev/zero").unwrap_err().to_string();
        assert_eq!(
            err,
            "read /dev/zero: file is larger than the limit of 64 MiB"
        );
    }
}
