//! `fluxr create helmrelease NAME`: a HelmRelease, with flux's flags, defaults and checks.

use crate::duration::GoDuration;
use std::process::ExitCode;

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::flags::{self, SourceRef};
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::cluster::create::helmrelease;
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", "  # Create a HelmRelease with a chart from a HelmRepository source\n  fluxr create hr podinfo \\\n    --interval=10m \\\n    --source=HelmRepository/podinfo \\\n    --chart=podinfo \\\n    --chart-version=\">4.0.0\"\n\n  # Create a HelmRelease with a chart from a GitRepository source\n  fluxr create hr podinfo \\\n    --interval=10m \\\n    --source=GitRepository/podinfo \\\n    --chart=./charts/podinfo\n\n  # Create a HelmRelease with a chart from a Bucket source\n  fluxr create hr podinfo \\\n    --interval=10m \\\n    --source=Bucket/podinfo \\\n    --chart=./charts/podinfo\n\n  # Create a HelmRelease with values from local YAML files\n  fluxr create hr podinfo \\\n    --source=HelmRepository/podinfo \\\n    --chart=podinfo \\\n    --values=./my-values1.yaml \\\n    --values=./my-values2.yaml\n\n  # Create a HelmRelease with values from a Kubernetes secret\n  kubectl -n app create secret generic my-secret-values \\\n\t--from-file=values.yaml=/path/to/my-secret-values.yaml\n  fluxr -n app create hr podinfo \\\n    --source=HelmRepository/podinfo \\\n    --chart=podinfo \\\n    --values-from=Secret/my-secret-values\n\n  # Create a HelmRelease with a custom release name\n  fluxr create hr podinfo \\\n    --release-name=podinfo-dev \\\n    --source=HelmRepository/podinfo \\\n    --chart=podinfo\n\n  # Create a HelmRelease targeting another namespace than the resource\n  fluxr create hr podinfo \\\n    --target-namespace=test \\\n    --create-target-namespace=true \\\n    --source=HelmRepository/podinfo \\\n    --chart=podinfo\n\n  # Create a HelmRelease with custom storage namespace for hub-and-spoke model\n  fluxr create hr podinfo \\\n    --target-namespace=production \\\n    --storage-namespace=fluxcd-system \\\n    --source=HelmRepository/podinfo \\\n    --chart=podinfo\n\n  # Create a HelmRelease using a source from a different namespace\n  fluxr create hr podinfo \\\n    --namespace=default \\\n    --source=HelmRepository/podinfo.flux-system \\\n    --chart=podinfo\n\n  # Create a HelmRelease definition on disk without applying it on the cluster\n  fluxr create hr podinfo \\\n    --source=HelmRepository/podinfo \\\n    --chart=podinfo \\\n    --values=./values.yaml \\\n    --export > podinfo-release.yaml\n\t\t\n  # Create a HelmRelease using a chart from a HelmChart resource\n  fluxr create hr podinfo \\\n    --namespace=default \\\n    --chart-ref=HelmChart/podinfo.flux-system \\\n\n  # Create a HelmRelease using a chart from an OCIRepository resource\n  fluxr create hr podinfo \\\n    --namespace=default \\\n    --chart-ref=OCIRepository/podinfo.flux-system"))]
pub struct HelmReleaseArgs {
    /// The name of the HelmRelease
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,

    /// name used for the Helm release, defaults to a composition of
    /// '[<target-namespace>-]<HelmRelease-name>'
    #[arg(long, default_value = "", hide_default_value = true)]
    pub release_name: String,
    /// source that contains the chart in the format '<kind>/<name>.<namespace>', where kind must be
    /// one of: (HelmRepository, GitRepository, Bucket)
    #[arg(long, value_parser = flags::helm_chart_source)]
    pub source: Option<SourceRef>,
    /// Helm chart name or path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub chart: String,
    /// Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub chart_version: String,
    /// the name of the HelmChart resource to use as source for the HelmRelease, in the format
    /// '<kind>/<name>.<namespace>', where kind must be one of: (OCIRepository,HelmChart)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub chart_ref: String,
    /// HelmReleases that must be ready before this release can be installed, supported formats
    /// '<name>' and '<namespace>/<name>'
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "HELMRELEASE")]
    pub depends_on: Vec<crate::cli::string_slice::StringSlice>,
    /// namespace to install this release, defaults to the HelmRelease namespace
    #[arg(long, default_value = "", hide_default_value = true)]
    pub target_namespace: String,
    /// namespace to store the Helm release, defaults to the target namespace
    #[arg(long, default_value = "", hide_default_value = true)]
    pub storage_namespace: String,
    /// create the target namespace if it does not exist
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub create_target_namespace: bool,
    /// the name of the service account to impersonate when reconciling this HelmRelease
    #[arg(long, default_value = "", hide_default_value = true)]
    pub service_account: String,
    /// the reconcile strategy for helm chart created by the helm release(accepted values: Revision
    /// and ChartRevision)
    #[arg(long, default_value = "ChartVersion")]
    pub reconcile_strategy: String,
    /// the interval of which to check for new chart versions
    #[arg(long, default_value = "0s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub chart_interval: GoDuration,
    /// local path to values.yaml files, also accepts comma-separated values
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "FILES")]
    pub values: Vec<crate::cli::string_slice::StringSlice>,
    /// a Kubernetes object reference that contains the values.yaml data key in the format
    /// '<kind>/<name>', where kind must be one of: (Secret,ConfigMap)
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "KIND/NAME")]
    pub values_from: Vec<crate::cli::string_slice::StringSlice>,
    /// upgrade CRDs policy
    #[arg(long, value_parser = flags::crds_policy)]
    pub crds: Option<String>,
    /// the name of the Kubernetes Secret that contains a key with the kubeconfig file for
    /// connecting to a remote cluster
    #[arg(long, default_value = "", hide_default_value = true)]
    pub kubeconfig_secret_ref: String,
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: HelmReleaseArgs,
) -> anyhow::Result<ExitCode> {
    let HelmReleaseArgs {
        name,
        ignored: _,
        release_name,
        source,
        chart,
        chart_version,
        chart_ref,
        depends_on,
        target_namespace,
        storage_namespace,
        create_target_namespace,
        service_account,
        reconcile_strategy,
        chart_interval,
        values,
        values_from,
        crds,
        kubeconfig_secret_ref,
    } = args;
    let options = helmrelease::Options {
        name: create::object_name(name)?,
        namespace: ctx.namespace.clone(),
        labels: crate::cli::string_slice::values(common.labels.clone()),
        interval: common.interval,
        release_name,
        source,
        chart,
        chart_version,
        chart_ref,
        depends_on: crate::cli::string_slice::values(depends_on),
        target_namespace,
        storage_namespace,
        create_target_namespace,
        service_account,
        reconcile_strategy,
        chart_interval,
        values: crate::cli::string_slice::values(values),
        values_from: crate::cli::string_slice::values(values_from),
        crds,
        kubeconfig_secret_ref,
    };
    let export = common.export;
    let object = helmrelease::object(options, || {
        if !export {
            ui.generate("generating HelmRelease");
        }
    })?;
    if export {
        ui.stdout(&create::export_text(&object))?;
    } else {
        create::session(ui, ctx)?.apply_and_report(&object)?;
    }
    Ok(ExitCode::SUCCESS)
}
