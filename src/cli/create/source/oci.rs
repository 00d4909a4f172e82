//! `fluxr create source oci NAME`: an OCIRepository, with flux's flags, defaults and checks.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use serde_json::{Map, Value, json};

use super::{parse_verify_provider, verify_spec};
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::parse_go_bool;
use crate::manifestgen::duration;
use crate::ui::Ui;

/// Create or update an OCIRepository
///
/// The create source oci command generates an OCIRepository resource and waits for it to be
/// ready.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create an OCIRepository for a public container image
  fluxr create source oci podinfo \\
    --url=oci://ghcr.io/stefanprodan/manifests/podinfo \\
    --tag=6.6.2 \\
    --interval=10m

  # Create an OCIRepository with OIDC signature verification
  fluxr create source oci podinfo \\
    --url=oci://ghcr.io/stefanprodan/manifests/podinfo \\
    --tag=6.6.2 \\
    --interval=10m \\
    --verify-provider=cosign \\
    --verify-subject=\"^https://github.com/stefanprodan/podinfo/.github/workflows/release.yml@refs/tags/6.6.2$\" \\
    --verify-issuer=\"^https://token.actions.githubusercontent.com$\"

  # Create an OCIRepository for a Helm chart layer
  fluxr create source oci valkey-cluster \\
    --url=oci://example.com/charts/valkey \\
    --tag=0.11.6 \\
    --layer-selector=application/vnd.cncf.helm.chart.content.v1.tar+gzip:copy")]
pub struct OciArgs {
    /// The name of the OCIRepository
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,

    /// The OCI provider name, available options are: (generic, aws, azure, gcp)
    #[arg(long, default_value = "generic", value_parser = parse_provider)]
    pub provider: String,
    /// The OCI repository URL
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// The OCI artifact tag
    #[arg(long, default_value = "", hide_default_value = true)]
    pub tag: String,
    /// The OCI artifact tag semver range
    #[arg(long = "tag-semver", default_value = "", hide_default_value = true)]
    pub tag_semver: String,
    /// The OCI artifact digest
    #[arg(long, default_value = "", hide_default_value = true)]
    pub digest: String,
    /// The name of the Kubernetes image pull secret (type 'kubernetes.io/dockerconfigjson')
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// The name of the Kubernetes service account that refers to an image pull secret
    #[arg(long, default_value = "", hide_default_value = true)]
    pub service_account: String,
    /// The name of a secret to use for TLS certificates
    #[arg(long = "cert-ref", default_value = "", hide_default_value = true)]
    pub cert_ref: String,
    /// The name of an existing secret containing the proxy address and credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub proxy_secret_ref: String,
    /// the OCI verify provider name to use for signature verification, available options are:
    /// (cosign)
    #[arg(long, value_parser = parse_verify_provider)]
    pub verify_provider: Option<String>,
    /// The name of a secret to use for signature verification
    #[arg(long, default_value = "", hide_default_value = true)]
    pub verify_secret_ref: String,
    /// Regular expression to use for the OIDC subject during signature verification
    #[arg(long, default_value = "", hide_default_value = true)]
    pub verify_subject: String,
    /// Regular expression to use for the OIDC issuer during signature verification
    #[arg(long, default_value = "", hide_default_value = true)]
    pub verify_issuer: String,
    /// Set paths to ignore resources (can specify multiple paths with commas: path1,path2)
    #[arg(long, value_delimiter = ',', value_name = "PATHS")]
    pub ignore_paths: Vec<String>,
    /// the OCI artifact layer selector in the format '<media-type>:<operation>'
    #[arg(long, default_value = "", hide_default_value = true)]
    pub layer_selector: String,
    /// For when connecting to a non-TLS registries over plain HTTP
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub insecure: bool,
}

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
}

const PROVIDERS: [&str; 4] = ["generic", "aws", "azure", "gcp"];

/// `--provider`, checked with flux's messages.
pub(crate) fn parse_provider(value: &str) -> Result<String, String> {
    if value.trim().is_empty() {
        return Err(
            "no source OCI provider given, please specify the OCI provider name".to_owned(),
        );
    }
    if PROVIDERS.contains(&value) {
        Ok(value.to_owned())
    } else {
        Err(format!(
            "source OCI provider '{value}' is not supported, must be one of: {}",
            PROVIDERS.join(", ")
        ))
    }
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

/// The OCIRepository as flux exports it, from checked flags.
pub(crate) fn object(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: Duration,
    args: OciArgs,
) -> anyhow::Result<Value> {
    let OciArgs {
        name,
        ignored: _,
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
    } = args;
    let name = create::object_name(name)?;
    if url.is_empty() {
        return Err(Error::UrlRequired.into());
    }
    if tag.is_empty() && tag_semver.is_empty() && digest.is_empty() {
        return Err(Error::RefRequired.into());
    }
    let layer_selector = parse_layer_selector(&layer_selector)?;
    let labels = create::parse_labels(&common.labels)?;
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
    spec.insert("provider".into(), provider.into());
    spec.insert("url".into(), url.into());
    spec.insert("interval".into(), duration::format(common.interval).into());
    if insecure {
        spec.insert("insecure".into(), true.into());
    }
    if !ignore_paths.is_empty() {
        spec.insert("ignore".into(), ignore_paths.join("\n").into());
    }
    if !fetch_timeout.is_zero() {
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
        "metadata": create::metadata(&name, &ctx.namespace, &labels),
        "spec": spec,
    }))
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: Duration,
    args: OciArgs,
) -> anyhow::Result<ExitCode> {
    let object = object(ctx, common, fetch_timeout, args)?;
    if !common.export {
        create::session(ui, ctx)?.apply_and_wait(&[object], &ctx.namespace)?;
        return Ok(ExitCode::SUCCESS);
    }
    ui.stdout(&create::export_text(&object))?;
    Ok(ExitCode::SUCCESS)
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
    fn provider_flag() {
        assert_eq!(parse_provider("gcp").unwrap(), "gcp");
        assert_eq!(
            parse_provider(" ").unwrap_err(),
            "no source OCI provider given, please specify the OCI provider name"
        );
        assert_eq!(
            parse_provider("ibm").unwrap_err(),
            "source OCI provider 'ibm' is not supported, must be one of: generic, aws, azure, gcp"
        );
    }
}
