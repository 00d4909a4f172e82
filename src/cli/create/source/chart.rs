//! `fluxr create source chart NAME`: a HelmChart, with flux's flags, defaults and checks.

use std::process::ExitCode;

use clap::Args;
use serde_json::{Map, Value, json};

use crate::cli::GlobalContext;
use crate::cli::create::flags::{self, SourceRef};
use crate::cli::create::{self, CreateCommonArgs};
use crate::cluster::create::{Source, apply_source};
use crate::manifestgen::duration;
use crate::ui::Ui;

/// Create or update a HelmChart source
///
/// The create source chart command generates a HelmChart resource and waits for the chart to be
/// available.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a source for a chart residing in a HelmRepository
  fluxr create source chart podinfo \\
    --source=HelmRepository/podinfo \\
    --chart=podinfo \\
    --chart-version=6.x --export

  # Create a source for a chart residing in a Git repository
  fluxr create source chart podinfo \\
    --source=GitRepository/podinfo \\
    --chart=./charts/podinfo --export")]
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
    /// Source that contains the chart in the format '<kind>/<name>', where kind must be one of:
    /// (HelmRepository, GitRepository, Bucket)
    #[arg(long, value_parser = flags::local_helm_chart_source)]
    pub source: Option<SourceRef>,
    /// The reconcile strategy for helm chart (accepted values: Revision and ChartRevision)
    #[arg(long, default_value = "ChartVersion")]
    pub reconcile_strategy: String,
    /// The OCI verify provider name to use for signature verification, available options are:
    /// (cosign)
    #[arg(long, value_parser = flags::source_oci_verify_provider)]
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
}

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
    let name = create::object_name(name)?;
    let source = source.ok_or(Error::SourceRequired)?;
    if chart.is_empty() {
        return Err(Error::ChartRequired.into());
    }
    // flux announces the chart even when it only exports it.
    ui.generate("generating HelmChart source");
    let labels = create::parse_labels(&common.labels)?;
    let mut spec = Map::new();
    spec.insert("chart".into(), chart.into());
    if !chart_version.is_empty() {
        spec.insert("version".into(), chart_version.into());
    }
    spec.insert("interval".into(), duration::format(common.interval).into());
    spec.insert("reconcileStrategy".into(), reconcile_strategy.into());
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
        return Err(Error::SecretWithoutProvider.into());
    } else if !verify_issuer.is_empty() {
        // flux checks the subject of `create source oci` here, never this command's: a
        // subject without a provider is ignored.
        return Err(Error::IssuerWithoutProvider.into());
    }
    let object: Value = json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1",
        "kind": "HelmChart",
        "metadata": create::metadata(&name, &ctx.namespace, &labels),
        "spec": spec,
    });
    if common.export {
        ui.stdout(&create::export_text(&object))?;
        return Ok(ExitCode::SUCCESS);
    }
    let source = Source {
        object,
        upserted_as: "source",
        credentials: None,
    };
    apply_source(ui, || create::session(ui, ctx), source)?;
    Ok(ExitCode::SUCCESS)
}
