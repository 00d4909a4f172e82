//! `fluxr create source oci NAME`: an OCIRepository, with flux's flags, defaults and checks.

use crate::duration::GoDuration;
use std::process::ExitCode;

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs, flags};
use crate::cli::global::parse_go_bool;
use crate::cluster::create::oci;
use crate::ui::Ui;

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

    /// the OCI provider name
    #[arg(long, default_value = "generic", value_parser = flags::source_oci_provider)]
    pub provider: String,
    /// the OCI repository URL
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// the OCI artifact tag
    #[arg(long, default_value = "", hide_default_value = true)]
    pub tag: String,
    /// the OCI artifact tag semver range
    #[arg(long = "tag-semver", default_value = "", hide_default_value = true)]
    pub tag_semver: String,
    /// the OCI artifact digest
    #[arg(long, default_value = "", hide_default_value = true)]
    pub digest: String,
    /// the name of the Kubernetes image pull secret (type 'kubernetes.io/dockerconfigjson')
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// the name of the Kubernetes service account that refers to an image pull secret
    #[arg(long, default_value = "", hide_default_value = true)]
    pub service_account: String,
    /// the name of a secret to use for TLS certificates
    #[arg(long = "cert-ref", default_value = "", hide_default_value = true)]
    pub cert_ref: String,
    /// the name of an existing secret containing the proxy address and credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub proxy_secret_ref: String,
    /// the OCI verify provider name to use for signature verification, available options are:
    /// (cosign)
    #[arg(long, value_parser = flags::source_oci_verify_provider)]
    pub verify_provider: Option<String>,
    /// the name of a secret to use for signature verification
    #[arg(long, default_value = "", hide_default_value = true)]
    pub verify_secret_ref: String,
    /// regular expression to use for the OIDC subject during signature verification
    #[arg(long, default_value = "", hide_default_value = true)]
    pub verify_subject: String,
    /// regular expression to use for the OIDC issuer during signature verification
    #[arg(long, default_value = "", hide_default_value = true)]
    pub verify_issuer: String,
    /// set paths to ignore resources (can specify multiple paths with commas: path1,path2)
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "PATHS")]
    pub ignore_paths: Vec<crate::cli::string_slice::StringSlice>,
    /// the OCI artifact layer selector in the format '<media-type>:<operation>'
    #[arg(long, default_value = "", hide_default_value = true)]
    pub layer_selector: String,
    /// for when connecting to a non-TLS registries over plain HTTP
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub insecure: bool,
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: GoDuration,
    args: OciArgs,
) -> anyhow::Result<ExitCode> {
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
    let object = oci::object(oci::Options {
        name: create::object_name(name)?,
        namespace: ctx.namespace.clone(),
        labels: crate::cli::string_slice::values(common.labels.clone()),
        interval: common.interval,
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
        ignore_paths: crate::cli::string_slice::values(ignore_paths),
        layer_selector,
        insecure,
    })?;
    if common.export {
        ui.stdout(&create::export_text(&object))?;
    } else {
        oci::apply(ui, || create::session(ui, ctx), &object)?;
    }
    Ok(ExitCode::SUCCESS)
}
