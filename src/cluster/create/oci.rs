//! OCIRepository (`create source oci`): flux's checks, in flux's order, the object, and how it
//! is applied. Also `spec.verify`, which HelmChart shares.

use crate::duration::GoDuration;

use serde_json::{Map, Value, json};

use super::{Session, metadata, parse_labels};
use crate::duration;
use crate::kube::KubeError;
use crate::ui::Ui;

/// An OCIRepository flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("url is required")]
    UrlRequired,
    #[error("--tag, --tag-semver or --digest is required")]
    RefRequired,
    #[error(
        "invalid --layer-selector \"{value}\": must be in the format '<media-type>:<operation>'"
    )]
    LayerFormat { value: String },
    #[error("invalid --layer-selector \"{value}\": operation must be \"extract\" or \"copy\"")]
    LayerOperation { value: String },
    #[error(transparent)]
    Verify(#[from] VerifyError),
    #[error("no artifact was found")]
    NoArtifact,
    #[error(transparent)]
    Create(#[from] super::Error),
}

impl From<KubeError> for Error {
    fn from(err: KubeError) -> Self {
        Error::Create(err.into())
    }
}

/// `create source oci`, with the name already checked.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub name: String,
    pub namespace: String,
    /// `--label` values, checked after the reference flags as flux does.
    pub labels: Vec<String>,
    pub interval: GoDuration,
    pub fetch_timeout: GoDuration,
    pub provider: String,
    pub url: String,
    pub tag: String,
    pub tag_semver: String,
    pub digest: String,
    pub secret_ref: String,
    pub service_account: String,
    pub cert_ref: String,
    pub proxy_secret_ref: String,
    pub verify_provider: Option<String>,
    pub verify_secret_ref: String,
    pub verify_subject: String,
    pub verify_issuer: String,
    pub ignore_paths: Vec<String>,
    pub layer_selector: String,
    pub insecure: bool,
}

/// `--layer-selector <media type>:<extract|copy>`, split at the first `:` as flux splits it.
fn parse_layer_selector(selector: &str) -> Result<Option<Value>, Error> {
    if selector.is_empty() {
        return Ok(None);
    }
    let (media_type, operation) = selector.split_once(':').unwrap_or((selector, ""));
    if media_type.is_empty() || operation.is_empty() {
        return Err(Error::LayerFormat {
            value: selector.to_owned(),
        });
    }
    if !matches!(operation, "extract" | "copy") {
        return Err(Error::LayerOperation {
            value: selector.to_owned(),
        });
    }
    Ok(Some(
        json!({ "mediaType": media_type, "operation": operation }),
    ))
}

/// The OCIRepository as flux exports it. flux always sets `spec.provider` (`generic` unless
/// told otherwise) and a `spec.ref`, even an empty one.
pub fn object(options: Options) -> Result<Value, Error> {
    let Options {
        name,
        namespace,
        labels,
        interval,
        fetch_timeout,
        provider,
        url,
        tag,
        tag_semver,
        digest,
        secret_ref,
        service_account,
        cert_ref,
        proxy_secret_ref,
        verify_provider,
        verify_secret_ref,
        verify_subject,
        verify_issuer,
        ignore_paths,
        layer_selector,
        insecure,
    } = options;
    if url.is_empty() {
        return Err(Error::UrlRequired);
    }
    if tag.is_empty() && tag_semver.is_empty() && digest.is_empty() {
        return Err(Error::RefRequired);
    }
    let layer_selector = parse_layer_selector(&layer_selector)?;
    let labels = parse_labels(&labels)?;
    let mut spec = Map::new();
    if let Some(selector) = layer_selector {
        spec.insert("layerSelector".into(), selector);
    }
    let mut reference = Map::new();
    for (key, value) in [("digest", &digest), ("semver", &tag_semver), ("tag", &tag)] {
        if !value.is_empty() {
            reference.insert(key.into(), value.as_str().into());
        }
    }
    spec.insert("ref".into(), reference.into());
    if !provider.is_empty() {
        spec.insert("provider".into(), provider.into());
    }
    spec.insert("url".into(), url.into());
    spec.insert("interval".into(), duration::format(interval).into());
    if insecure {
        spec.insert("insecure".into(), true.into());
    }
    if !ignore_paths.is_empty() {
        spec.insert("ignore".into(), ignore_paths.join("\n").into());
    }
    if fetch_timeout.is_positive() {
        spec.insert("timeout".into(), duration::format(fetch_timeout).into());
    }
    if !service_account.is_empty() {
        spec.insert("serviceAccountName".into(), service_account.into());
    }
    for (key, value) in [
        ("secretRef", secret_ref),
        ("certSecretRef", cert_ref),
        ("proxySecretRef", proxy_secret_ref),
    ] {
        if !value.is_empty() {
            spec.insert(key.into(), json!({ "name": value }));
        }
    }
    if let Some(verify) = verify_spec(
        verify_provider.as_deref(),
        &verify_secret_ref,
        &verify_issuer,
        &verify_subject,
    )? {
        spec.insert("verify".into(), verify);
    }
    Ok(json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1",
        "kind": "OCIRepository",
        "metadata": metadata(&name, &namespace, &labels),
        "spec": spec,
    }))
}

/// flux's `create source oci` once the object is built: unlike the other sources it announces
/// neither a generation nor a "source", and reports the revision as `fetched revision: …`.
pub fn apply(
    ui: &Ui,
    connect: impl FnOnce() -> Result<Session, KubeError>,
    object: &Value,
) -> Result<(), Error> {
    let session = connect()?;
    ui.action("applying OCIRepository");
    session.upsert(object, "OCIRepository")?;
    ui.waiting("waiting for OCIRepository reconciliation");
    let ready = session.wait_ready(object)?;
    ui.success("OCIRepository reconciliation completed");
    let revision = ready
        .pointer("/status/artifact/revision")
        .and_then(Value::as_str)
        .ok_or(Error::NoArtifact)?;
    ui.success(&format!("fetched revision: {revision}"));
    Ok(())
}

/// A signature check flux refuses: details without a verifier.
#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    #[error("a verification provider must be specified when a secret is specified")]
    SecretWithoutProvider,
    #[error("a verification provider must be specified when OIDC issuer/subject is specified")]
    IdentityWithoutProvider,
}

/// `spec.verify` from the verify flags, shared by OCIRepository and HelmChart.
pub fn verify_spec(
    provider: Option<&str>,
    secret_ref: &str,
    issuer: &str,
    subject: &str,
) -> Result<Option<Value>, VerifyError> {
    let Some(provider) = provider else {
        if !secret_ref.is_empty() {
            return Err(VerifyError::SecretWithoutProvider);
        }
        if !issuer.is_empty() || !subject.is_empty() {
            return Err(VerifyError::IdentityWithoutProvider);
        }
        return Ok(None);
    };
    let mut verify = Map::new();
    verify.insert("provider".into(), provider.into());
    if !secret_ref.is_empty() {
        verify.insert("secretRef".into(), json!({ "name": secret_ref }));
    }
    if !issuer.is_empty() || !subject.is_empty() {
        verify.insert(
            "matchOIDCIdentity".into(),
            json!([{ "issuer": issuer, "subject": subject }]),
        );
    }
    Ok(Some(verify.into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layer_selectors() {
        let media = "application/vnd.cncf.helm.chart.content.v1.tar+gzip";
        assert_eq!(
            parse_layer_selector(&format!("{media}:copy")).unwrap(),
            Some(json!({ "mediaType": media, "operation": "copy" }))
        );
        assert_eq!(parse_layer_selector("").unwrap(), None);
        assert_eq!(
            parse_layer_selector(media).unwrap_err().to_string(),
            format!(
                "invalid --layer-selector \"{media}\": must be in the format \
                 '<media-type>:<operation>'"
            )
        );
        for bad in [":copy", "x:", "x:move"] {
            assert!(parse_layer_selector(bad).is_err(), "{bad}");
        }
        assert!(matches!(
            parse_layer_selector("x:move"),
            Err(Error::LayerOperation { .. })
        ));
    }

    #[test]
    fn verify_needs_a_provider_for_its_details() {
        assert_eq!(verify_spec(None, "", "", "").unwrap(), None);
        assert!(matches!(
            verify_spec(None, "key", "", ""),
            Err(VerifyError::SecretWithoutProvider)
        ));
        assert!(matches!(
            verify_spec(None, "", "", "me"),
            Err(VerifyError::IdentityWithoutProvider)
        ));
        let spec = verify_spec(Some("cosign"), "", "github", "")
            .unwrap()
            .unwrap();
        assert_eq!(
            spec,
            json!({
                "provider": "cosign",
                "matchOIDCIdentity": [{ "issuer": "github", "subject": "" }]
            })
        );
    }

    #[test]
    fn the_reference_comes_before_the_layer_selector_and_labels() {
        let base = Options {
            name: "podinfo".into(),
            namespace: "flux-system".into(),
            url: "oci://example.com/app".into(),
            layer_selector: "bad".into(),
            labels: vec!["bad".into()],
            ..Options::default()
        };
        assert!(matches!(object(base.clone()), Err(Error::RefRequired)));
        let tagged = Options {
            tag: "1.0".into(),
            ..base
        };
        assert!(matches!(
            object(tagged.clone()),
            Err(Error::LayerFormat { .. })
        ));
        let selected = Options {
            layer_selector: String::new(),
            ..tagged
        };
        assert!(matches!(object(selected), Err(Error::Create(_))));
    }
}
