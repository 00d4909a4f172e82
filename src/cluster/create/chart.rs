//! HelmChart (`create source chart`): flux's checks, in flux's order, and the object.

use crate::duration::GoDuration;

use serde_json::{Map, Value, json};

use super::flags::SourceRef;
use super::{Source, metadata, parse_labels};
use crate::duration;

/// A HelmChart flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("chart source is required")]
    SourceRequired,
    #[error("chart name or path is required")]
    ChartRequired,
    #[error("a verification provider must be specified when a secret is specified")]
    SecretWithoutProvider,
    #[error("a verification provider must be specified when OIDC issuer/subject is specified")]
    IssuerWithoutProvider,
    #[error(transparent)]
    Create(#[from] super::Error),
}

/// `create source chart`, with the name already checked.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub name: String,
    pub namespace: String,
    /// `--label` values, checked after `generating HelmChart source` as flux does.
    pub labels: Vec<String>,
    pub interval: GoDuration,
    pub chart: String,
    pub chart_version: String,
    pub source: Option<SourceRef>,
    pub reconcile_strategy: String,
    pub verify_provider: Option<String>,
    pub verify_secret_ref: String,
    pub verify_subject: String,
    pub verify_issuer: String,
}

/// The HelmChart as flux exports it, ready for [`super::apply_source`]. `announce` prints
/// flux's `generating HelmChart source`, which flux prints even when it only exports.
pub fn source(options: Options, announce: impl FnOnce()) -> Result<Source, Error> {
    let Options {
        name,
        namespace,
        labels,
        interval,
        chart,
        chart_version,
        source,
        reconcile_strategy,
        verify_provider,
        verify_secret_ref,
        verify_subject,
        verify_issuer,
    } = options;
    let source = source
        .filter(|source| !source.kind.is_empty() && !source.name.is_empty())
        .ok_or(Error::SourceRequired)?;
    if chart.is_empty() {
        return Err(Error::ChartRequired);
    }
    announce();
    let labels = parse_labels(&labels)?;
    let mut spec = Map::new();
    spec.insert("chart".into(), chart.into());
    if !chart_version.is_empty() {
        spec.insert("version".into(), chart_version.into());
    }
    spec.insert("interval".into(), duration::format(interval).into());
    if !reconcile_strategy.is_empty() {
        spec.insert("reconcileStrategy".into(), reconcile_strategy.into());
    }
    spec.insert(
        "sourceRef".into(),
        json!({ "kind": source.kind, "name": source.name }),
    );
    if let Some(provider) = verify_provider {
        let mut verify = Map::new();
        verify.insert("provider".into(), provider.into());
        if !verify_secret_ref.is_empty() {
            verify.insert("secretRef".into(), json!({ "name": verify_secret_ref }));
        }
        if !verify_issuer.is_empty() || !verify_subject.is_empty() {
            verify.insert(
                "matchOIDCIdentity".into(),
                json!([{ "issuer": verify_issuer, "subject": verify_subject }]),
            );
        }
        spec.insert("verify".into(), verify.into());
    } else if !verify_secret_ref.is_empty() {
        return Err(Error::SecretWithoutProvider);
    } else if !verify_issuer.is_empty() {
        // flux checks the subject of `create source oci` here, never this command's: a
        // subject without a provider is ignored.
        return Err(Error::IssuerWithoutProvider);
    }
    let object: Value = json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1",
        "kind": "HelmChart",
        "metadata": metadata(&name, &namespace, &labels),
        "spec": spec,
    });
    Ok(Source {
        object,
        upserted_as: "source",
        credentials: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options() -> Options {
        Options {
            name: "podinfo".into(),
            namespace: "flux-system".into(),
            interval: GoDuration::from_secs(60),
            chart: "podinfo".into(),
            source: Some(SourceRef {
                kind: "HelmRepository".into(),
                name: "podinfo".into(),
                namespace: String::new(),
            }),
            reconcile_strategy: "ChartVersion".into(),
            ..Options::default()
        }
    }

    #[test]
    fn checks_come_in_flux_order_and_labels_after_the_announcement() {
        let mut announced = false;
        let err = source(
            Options {
                source: None,
                chart: String::new(),
                ..options()
            },
            || announced = true,
        )
        .unwrap_err();
        assert!(matches!(err, Error::SourceRequired));
        assert!(!announced);
        let err = source(
            Options {
                labels: vec!["bad".into()],
                ..options()
            },
            || announced = true,
        )
        .unwrap_err();
        assert!(matches!(err, Error::Create(_)));
        assert!(
            announced,
            "flux announces the chart before it reads the labels"
        );
    }

    #[test]
    fn a_subject_without_a_provider_is_ignored_as_flux_ignores_it() {
        let chart = source(
            Options {
                verify_subject: "me".into(),
                ..options()
            },
            || {},
        )
        .unwrap();
        assert!(chart.object["spec"].get("verify").is_none());
        assert!(matches!(
            source(
                Options {
                    verify_issuer: "github".into(),
                    ..options()
                },
                || {}
            ),
            Err(Error::IssuerWithoutProvider)
        ));
    }
}
