//! `fluxr create source chart NAME`: a HelmChart, with flux's flags, defaults and checks.

use std::process::ExitCode;

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::flags::{self, SourceRef};
use crate::cli::create::{self, CreateCommonArgs};
use crate::cluster::create::{apply_source, chart};
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", "  # Create a source for a chart residing in a HelmRepository\n  fluxr create source chart podinfo \\\n    --source=HelmRepository/podinfo \\\n    --chart=podinfo \\\n    --chart-version=6.x\n\n  # Create a source for a chart residing in a Git repository\n  fluxr create source chart podinfo \\\n    --source=GitRepository/podinfo \\\n    --chart=./charts/podinfo\n\n  # Create a source for a chart residing in a S3 Bucket\n  fluxr create source chart podinfo \\\n    --source=Bucket/podinfo \\\n    --chart=./charts/podinfo\n\n  # Create a source for a chart from OCI and verify its signature\n  fluxr create source chart podinfo \\\n    --source HelmRepository/podinfo \\\n    --chart podinfo \\\n    --chart-version=6.6.2 \\\n    --verify-provider=cosign \\\n    --verify-issuer=https://token.actions.githubusercontent.com \\\n    --verify-subject=https://github.com/stefanprodan/podinfo/.github/workflows/release.yml@refs/tags/6.6.2"))]
pub struct ChartArgs {
    /// The name of the HelmChart
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,

    /// Helm chart name or path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub chart: String,
    /// Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub chart_version: String,
    /// source that contains the chart in the format '<kind>/<name>', where kind must be one of:
    /// (HelmRepository, GitRepository, Bucket)
    #[arg(long, value_parser = flags::local_helm_chart_source)]
    pub source: Option<SourceRef>,
    /// the reconcile strategy for helm chart (accepted values: Revision and ChartRevision)
    #[arg(long, default_value = "ChartVersion")]
    pub reconcile_strategy: String,
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
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: ChartArgs,
) -> anyhow::Result<ExitCode> {
    let ChartArgs {
        name,
        ignored: _,
        chart,
        chart_version,
        source,
        reconcile_strategy,
        verify_provider,
        verify_secret_ref,
        verify_subject,
        verify_issuer,
    } = args;
    let options = chart::Options {
        name: create::object_name(name)?,
        namespace: ctx.namespace.clone(),
        labels: crate::cli::string_slice::values(common.labels.clone()),
        interval: common.interval,
        chart,
        chart_version,
        source,
        reconcile_strategy,
        verify_provider,
        verify_secret_ref,
        verify_subject,
        verify_issuer,
    };
    let source = chart::source(options, || ui.generate("generating HelmChart source"))?;
    if common.export {
        ui.stdout(&create::export_text(&source.object))?;
    } else {
        apply_source(ui, || create::session(ui, ctx), source)?;
    }
    Ok(ExitCode::SUCCESS)
}
