//! HelmRepository (`create source helm`): flux's checks, in flux's order, the object, and the
//! credentials Secret flux applies before it.

use crate::duration::GoDuration;
use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

use super::secret::helm::{ReadFilesError, read_tls_files};
use super::{Session, Source, SourceSecret, apply_source, metadata, parse_labels};
use crate::duration;
use crate::kube::KubeError;
use crate::manifestgen::{gourl, secrets};
use crate::ui::Ui;

/// A HelmRepository flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("url is required")]
    UrlRequired,
    #[error("url parse failed: {0}")]
    UrlParse(gourl::Error),
    #[error("url scheme '{scheme}' not supported, can be: http, https and oci")]
    UnsupportedScheme { scheme: String },
    #[error("url host is required")]
    HostRequired,
    #[error(transparent)]
    Files(#[from] ReadFilesError),
    #[error(transparent)]
    Secret(#[from] secrets::Error),
    #[error(transparent)]
    Create(#[from] super::Error),
}

impl From<KubeError> for Error {
    fn from(err: KubeError) -> Self {
        Error::Create(err.into())
    }
}

/// `create source helm`, with the name already checked.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub name: String,
    pub namespace: String,
    /// `--label` values, checked before the URL as flux does.
    pub labels: Vec<String>,
    pub interval: GoDuration,
    pub fetch_timeout: GoDuration,
    pub url: String,
    pub username: String,
    pub password: String,
    pub cert_file: String,
    pub key_file: String,
    pub ca_file: String,
    pub secret_ref: String,
    pub oci_provider: String,
    pub pass_credentials: bool,
}

/// The HelmRepository as flux exports it, and the flags its credentials Secret is made from
/// when it is applied.
pub struct HelmRepository {
    pub object: Value,
    name: String,
    namespace: String,
    username: String,
    password: String,
    cert_file: String,
    key_file: String,
    ca_file: String,
    pass_credentials: bool,
}

pub fn resolve(options: Options) -> Result<HelmRepository, Error> {
    let Options {
        name,
        namespace,
        labels,
        interval,
        fetch_timeout,
        url,
        username,
        password,
        cert_file,
        key_file,
        ca_file,
        secret_ref,
        oci_provider,
        pass_credentials,
    } = options;
    if url.is_empty() {
        return Err(Error::UrlRequired);
    }
    let labels = parse_labels(&labels)?;
    let parsed = gourl::parse(&url).map_err(Error::UrlParse)?;
    if !matches!(parsed.scheme.as_str(), "http" | "https" | "oci") {
        return Err(Error::UnsupportedScheme {
            scheme: parsed.scheme,
        });
    }
    if parsed.host.is_empty() {
        return Err(Error::HostRequired);
    }
    let oci = parsed.scheme == "oci";
    let mut spec = Map::new();
    spec.insert("url".into(), url.into());
    spec.insert("interval".into(), duration::format(interval).into());
    if oci {
        spec.insert("type".into(), "oci".into());
        if !oci_provider.is_empty() {
            spec.insert("provider".into(), oci_provider.into());
        }
    }
    if fetch_timeout.is_positive() {
        spec.insert("timeout".into(), duration::format(fetch_timeout).into());
    }
    if !secret_ref.is_empty() {
        spec.insert("secretRef".into(), json!({ "name": secret_ref }));
        if pass_credentials {
            spec.insert("passCredentials".into(), true.into());
        }
    }
    let object = json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1",
        "kind": "HelmRepository",
        "metadata": metadata(&name, &namespace, &labels),
        "spec": spec,
    });
    Ok(HelmRepository {
        object,
        name,
        namespace,
        username,
        password,
        cert_file,
        key_file,
        ca_file,
        pass_credentials,
    })
}

/// flux's `create source helm` once the object is built: connect, read the certificate files,
/// announce the source, apply the credentials Secret when there is anything to put in it and no
/// `--secret-ref`, then the source, and wait for it.
pub fn apply(
    ui: &Ui,
    connect: impl FnOnce() -> Result<Session, KubeError>,
    repository: HelmRepository,
) -> Result<(), Error> {
    let HelmRepository {
        object,
        name,
        namespace,
        username,
        password,
        cert_file,
        key_file,
        ca_file,
        pass_credentials,
    } = repository;
    let session = connect()?;
    // flux reads the client certificate only when both of its files are given.
    let (cert_file, key_file) = if cert_file.is_empty() || key_file.is_empty() {
        (String::new(), String::new())
    } else {
        (cert_file, key_file)
    };
    let files = read_tls_files(&ca_file, &cert_file, &key_file)?;
    ui.generate("generating HelmRepository source");
    let mut credentials = None;
    if object.pointer("/spec/secretRef").is_none() {
        let secret = secrets::helm(
            &format!("helm-{name}"),
            &namespace,
            &BTreeMap::new(),
            &username,
            &password,
            &files,
        )?;
        if !secret.string_data.is_empty() {
            credentials = Some(SourceSecret {
                secret: secret.to_value(),
                action: "applying secret with repository credentials",
                pass_credentials,
            });
        }
    }
    let source = Source {
        object,
        upserted_as: "source",
        credentials,
    };
    apply_source(ui, || Ok(session), source)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(url: &str) -> Options {
        Options {
            name: "podinfo".into(),
            namespace: "flux-system".into(),
            interval: GoDuration::from_secs(60),
            url: url.into(),
            ..Options::default()
        }
    }

    #[test]
    fn labels_are_checked_before_the_url() {
        let bad_labels = Options {
            labels: vec!["x".into()],
            ..options("git://example.com")
        };
        assert!(matches!(resolve(bad_labels), Err(Error::Create(_))));
        assert_eq!(
            resolve(options("git://example.com"))
                .err()
                .unwrap()
                .to_string(),
            "url scheme 'git' not supported, can be: http, https and oci"
        );
        assert_eq!(
            resolve(options("https://")).err().unwrap().to_string(),
            "url host is required"
        );
    }

    #[test]
    fn an_oci_repository_has_its_type_and_provider_and_passes_credentials_only_with_a_secret() {
        let oci = resolve(Options {
            oci_provider: "aws".into(),
            pass_credentials: true,
            ..options("oci://ghcr.io/stefanprodan/charts")
        })
        .unwrap();
        assert_eq!(oci.object["spec"]["type"], "oci");
        assert_eq!(oci.object["spec"]["provider"], "aws");
        assert!(oci.object["spec"].get("passCredentials").is_none());
        let https = resolve(Options {
            oci_provider: "aws".into(),
            secret_ref: "auth".into(),
            pass_credentials: true,
            ..options("https://charts.example.com")
        })
        .unwrap();
        assert!(https.object["spec"].get("provider").is_none());
        assert_eq!(https.object["spec"]["passCredentials"], true);
        assert_eq!(https.object["spec"]["secretRef"]["name"], "auth");
    }
}
