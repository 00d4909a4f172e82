//! `fluxr create source chart NAME`: a HelmChart, with flux's flags, defaults and checks.

use std::process::ExitCode;

use clap::Args;
use serde_json::{Map, Value, json};

use super::{parse_verify_provider, verify_spec};
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
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

    /// Helm chart name or path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub chart: String,
    /// Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub chart_version: String,
    /// Source that contains the chart in the format '<kind>/<name>', where kind must be one of:
    /// (HelmRepository, GitRepository, Bucket)
    #[arg(long, value_parser = parse_source)]
    pub source: Option<(String, String)>,
    /// The reconcile strategy for helm chart (accepted values: Revision and ChartRevision)
    #[arg(long, default_value = "ChartVersion")]
    pub reconcile_strategy: String,
    /// The signature verification provider, available options are: (cosign)
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
}

/// The source kinds a chart can come from.
pub(crate) const CHART_SOURCE_KINDS: [&str; 3] = ["HelmRepository", "GitRepository", "Bucket"];

/// A HelmChart flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("chart source is required")]
    SourceRequired,
    #[error("chart name or path is required")]
    ChartRequired,
}

fn parse_source(value: &str) -> Result<(String, String), String> {
    if value.trim().is_empty() {
        return Err(format!(
            "no helm chart source given, please specify source that contains the chart in the \
             format '<kind>/<name>', where kind must be one of: ({})",
            CHART_SOURCE_KINDS.join(", ")
        ));
    }
    let (kind, name) = create::split_kind_name(value);
    if kind.is_empty() || name.is_empty() {
        return Err(format!(
            "invalid helm chart source '{value}', must be in format <kind>/<name>"
        ));
    }
    let kind = create::canonical_kind(&CHART_SOURCE_KINDS, kind).ok_or_else(|| {
        format!(
            "source kind '{kind}' is not supported, must be one of: {}",
            CHART_SOURCE_KINDS.join(", ")
        )
    })?;
    Ok((kind.to_owned(), name.to_owned()))
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: ChartArgs,
) -> anyhow::Result<ExitCode> {
    let ChartArgs {
        name,
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
    let (source_kind, source_name) = source.ok_or(Error::SourceRequired)?;
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
        json!({ "kind": source_kind, "name": source_name }),
    );
    if let Some(verify) = verify_spec(
        verify_provider.as_deref(),
        &verify_secret_ref,
        &verify_issuer,
        &verify_subject,
    )? {
        spec.insert("verify".into(), verify);
    }
    let object: Value = json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1",
        "kind": "HelmChart",
        "metadata": create::metadata(&name, &ctx.namespace, &labels),
        "spec": spec,
    });
    if !common.export {
        return create::apply(ui, ctx, &[object]);
    }
    ui.stdout(&create::export_text(&object))?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chart_sources_need_a_kind() {
        assert_eq!(
            parse_source("helmrepository/podinfo").unwrap(),
            ("HelmRepository".to_owned(), "podinfo".to_owned())
        );
        assert_eq!(
            parse_source("podinfo").unwrap_err(),
            "invalid helm chart source 'podinfo', must be in format <kind>/<name>"
        );
        assert_eq!(
            parse_source("foobar/podinfo").unwrap_err(),
            "source kind 'foobar' is not supported, must be one of: HelmRepository, GitRepository, \
             Bucket"
        );
    }
}
