//! Bucket: flux's checks, the object, and the Secret that holds static credentials
//! (`bucket-<name>`, applied before the Bucket and never part of `--export`).

use crate::duration::GoDuration;

use serde_json::{Map, Value, json};

use super::{Session, Source, SourceSecret, apply_source, metadata, parse_labels};
use crate::duration;
use crate::ui::Ui;

/// A Bucket flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("bucket-name is required")]
    BucketNameRequired,
    #[error("endpoint is required")]
    EndpointRequired,
    #[error(transparent)]
    Create(#[from] super::Error),
}

/// `create source bucket`, with the name already checked.
#[derive(Debug, Clone)]
pub struct Options {
    pub name: String,
    pub namespace: String,
    /// `--label` values, checked after the bucket's own flags as flux does.
    pub labels: Vec<String>,
    pub interval: GoDuration,
    pub fetch_timeout: GoDuration,
    pub provider: String,
    pub bucket_name: String,
    pub endpoint: String,
    pub access_key: String,
    pub secret_key: String,
    pub region: String,
    pub insecure: bool,
    pub secret_ref: String,
    pub proxy_secret_ref: String,
    pub ignore_paths: Vec<String>,
}

/// The Bucket as flux exports it, and the credentials Secret flux applies before it when
/// access and secret keys are given without `--secret-ref`.
pub struct Bucket {
    pub object: Value,
    pub credentials: Option<Value>,
}

pub fn resolve(options: Options) -> Result<Bucket, Error> {
    let Options {
        name,
        namespace,
        labels,
        interval,
        fetch_timeout,
        provider,
        bucket_name,
        endpoint,
        access_key,
        secret_key,
        region,
        insecure,
        secret_ref,
        proxy_secret_ref,
        ignore_paths,
    } = options;
    if bucket_name.is_empty() {
        return Err(Error::BucketNameRequired);
    }
    if endpoint.is_empty() {
        return Err(Error::EndpointRequired);
    }
    let labels = parse_labels(&labels)?;
    let mut spec = Map::new();
    spec.insert("bucketName".into(), bucket_name.into());
    spec.insert("endpoint".into(), endpoint.into());
    if !ignore_paths.is_empty() {
        spec.insert("ignore".into(), ignore_paths.join("\n").into());
    }
    if insecure {
        spec.insert("insecure".into(), true.into());
    }
    spec.insert("interval".into(), duration::format(interval).into());
    spec.insert("provider".into(), provider.into());
    if !proxy_secret_ref.is_empty() {
        spec.insert("proxySecretRef".into(), json!({ "name": proxy_secret_ref }));
    }
    if !region.is_empty() {
        spec.insert("region".into(), region.into());
    }
    if !secret_ref.is_empty() {
        spec.insert("secretRef".into(), json!({ "name": secret_ref }));
    }
    if fetch_timeout.is_positive() {
        spec.insert("timeout".into(), duration::format(fetch_timeout).into());
    }
    let credentials = (secret_ref.is_empty() && !access_key.is_empty() && !secret_key.is_empty())
        .then(|| {
            json!({
                "apiVersion": "v1",
                "kind": "Secret",
                "metadata": metadata(&format!("bucket-{name}"), &namespace, &labels),
                "stringData": { "accesskey": access_key, "secretkey": secret_key },
            })
        });
    let object = json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1",
        "kind": "Bucket",
        "metadata": metadata(&name, &namespace, &labels),
        "spec": spec,
    });
    Ok(Bucket {
        object,
        credentials,
    })
}

/// flux's apply of the credentials Secret, then the Bucket (which then names that Secret), and
/// the wait for the first artifact.
pub fn apply(ui: &Ui, session: Session, bucket: Bucket) -> Result<(), super::Error> {
    let Bucket {
        object,
        credentials,
    } = bucket;
    ui.generate("generating Bucket source");
    let source = Source {
        object,
        upserted_as: "Bucket source",
        credentials: credentials.map(|secret| SourceSecret {
            secret,
            action: "applying secret with the bucket credentials",
            pass_credentials: false,
        }),
    };
    apply_source(ui, || Ok(session), source)
}
