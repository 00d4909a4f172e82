//! `create secret helm`: credentials for a HelmRepository: a client certificate, basic
//! authentication, a CA, or nothing at all.

use super::{Generated, ReadError, read_file};
use crate::cluster::create::{object_name, parse_labels};
use crate::manifestgen::secrets::{self, TlsFiles};

/// The flags of `create secret helm`.
#[derive(Debug, Clone)]
pub struct Options {
    pub name: Option<String>,
    pub namespace: String,
    pub labels: Vec<String>,
    pub username: String,
    pub password: String,
    pub tls_crt_file: String,
    pub tls_key_file: String,
    pub ca_crt_file: String,
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

/// flux's `createSecretHelmCmdRun`: the labels, the files, then `GenerateHelm`.
pub fn generate(options: Options) -> Result<Generated, super::Error> {
    let Options {
        name,
        namespace,
        labels,
        username,
        password,
        tls_crt_file,
        tls_key_file,
        ca_crt_file,
    } = options;
    let name = object_name(name)?;
    let labels = parse_labels(&labels)?;
    let files = read_tls_files(&ca_crt_file, &tls_crt_file, &tls_key_file)?;
    let secret = secrets::helm(&name, &namespace, &labels, &username, &password, &files)?;
    Ok(Generated {
        secret: secret.to_value(),
        what: "helm",
        blank_line: true,
    })
}
