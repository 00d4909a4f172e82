//! `create secret tls`: a client certificate pair and/or a CA.

use super::Generated;
use super::helm::read_tls_files;
use crate::cluster::create::{object_name, parse_labels};
use crate::manifestgen::secrets;

/// The flags of `create secret tls`.
#[derive(Debug, Clone)]
pub struct Options {
    pub name: Option<String>,
    pub namespace: String,
    pub labels: Vec<String>,
    pub tls_crt_file: String,
    pub tls_key_file: String,
    pub ca_crt_file: String,
}

/// flux's `createSecretTLSCmdRun`: the labels, the CA, certificate and key files, then
/// `GenerateTLS`, which wants a CA or a matching pair.
pub fn generate(options: Options) -> Result<Generated, super::Error> {
    let Options {
        name,
        namespace,
        labels,
        tls_crt_file,
        tls_key_file,
        ca_crt_file,
    } = options;
    let name = object_name(name)?;
    let labels = parse_labels(&labels)?;
    let files = read_tls_files(&ca_crt_file, &tls_crt_file, &tls_key_file)?;
    let secret = secrets::tls(&name, &namespace, &labels, &files)?;
    Ok(Generated {
        secret: secret.to_value(),
        what: "tls",
        // flux prints this one with `Print`, without the empty line.
        blank_line: false,
    })
}
