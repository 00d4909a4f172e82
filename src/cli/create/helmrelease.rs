//! `fluxr create helmrelease NAME`: a HelmRelease, with flux's flags, defaults and checks.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use serde_json::{Map, Value, json};

use super::source::chart::CHART_SOURCE_KINDS;
use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::manifestgen::duration;
use crate::ui::Ui;

/// Create or update a HelmRelease resource
///
/// The helmrelease create command generates a HelmRelease resource for a given HelmRepository
/// source.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a HelmRelease with a chart from a HelmRepository source
  fluxr create hr podinfo \\
    --interval=10m \\
    --source=HelmRepository/podinfo \\
    --chart=podinfo \\
    --chart-version=\">4.0.0\" --export

  # Create a HelmRelease with values from local YAML files
  fluxr create hr podinfo \\
    --source=HelmRepository/podinfo \\
    --chart=podinfo \\
    --values=./my-values1.yaml \\
    --values=./my-values2.yaml --export

  # Create a HelmRelease from a chart in an OCIRepository
  fluxr create hr podinfo \\
    --chart-ref=OCIRepository/podinfo.flux-system --export")]
pub struct HelmReleaseArgs {
    /// The name of the HelmRelease
    #[arg(value_name = "NAME")]
    pub name: Option<String>,

    /// Name used for the Helm release, defaults to a composition of
    /// '[<target-namespace>-]<HelmRelease-name>'
    #[arg(long, default_value = "", hide_default_value = true)]
    pub release_name: String,
    /// Source that contains the chart in the format '<kind>/<name>.<namespace>', where kind must
    /// be one of: (HelmRepository, GitRepository, Bucket)
    #[arg(long, value_parser = parse_source)]
    pub source: Option<ObjectRef>,
    /// Helm chart name or path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub chart: String,
    /// Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub chart_version: String,
    /// The name of the HelmChart or OCIRepository containing the Helm chart in the format
    /// '<kind>/<name>.<namespace>'
    #[arg(long, default_value = "", hide_default_value = true)]
    pub chart_ref: String,
    /// HelmReleases that must be ready before this release can be installed, supported formats
    /// '<name>' and '<namespace>/<name>'
    #[arg(long, value_delimiter = ',', value_name = "HELMRELEASE")]
    pub depends_on: Vec<String>,
    /// Namespace to install this release, defaults to the HelmRelease namespace
    #[arg(long, default_value = "", hide_default_value = true)]
    pub target_namespace: String,
    /// Create the target namespace if it does not exist
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub create_target_namespace: bool,
    /// The name of the service account to impersonate when reconciling this HelmRelease
    #[arg(long, default_value = "", hide_default_value = true)]
    pub service_account: String,
    /// The reconcile strategy for helm chart created by the helm release(accepted values:
    /// Revision and ChartRevision)
    #[arg(long, default_value = "ChartVersion")]
    pub reconcile_strategy: String,
    /// The interval of which to check for new chart versions
    #[arg(long, default_value = "0s", value_parser = parse_duration)]
    pub chart_interval: Duration,
    /// Local path to values.yaml files, also accepts comma-separated values
    #[arg(long, value_delimiter = ',', value_name = "FILES")]
    pub values: Vec<String>,
    /// A Kubernetes object reference that contains the values.yaml data key in the format
    /// '<kind>/<name>', where kind must be one of: (Secret,ConfigMap)
    #[arg(long, value_delimiter = ',', value_name = "KIND/NAME")]
    pub values_from: Vec<String>,
    /// Upgrade CRDs policy, available options are: (Skip, Create, CreateReplace)
    #[arg(long, value_parser = parse_crds_policy)]
    pub crds: Option<String>,
    /// The name of the Kubernetes Secret that contains a key with the kubeconfig file for
    /// connecting to a remote cluster
    #[arg(long, default_value = "", hide_default_value = true)]
    pub kubeconfig_secret_ref: String,
}

/// A `<kind>/<name>[.<namespace>]` reference.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ObjectRef {
    pub kind: String,
    pub name: String,
    pub namespace: String,
}

impl ObjectRef {
    fn to_value(&self) -> Value {
        let mut map = Map::new();
        map.insert("kind".into(), self.kind.clone().into());
        map.insert("name".into(), self.name.clone().into());
        if !self.namespace.is_empty() {
            map.insert("namespace".into(), self.namespace.clone().into());
        }
        map.into()
    }
}

/// A HelmRelease flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    ChartRef(String),
    #[error("chart or chart-ref is required")]
    ChartRequired,
    #[error("cannot use --chart in combination with --chart-ref")]
    ChartAndChartRef,
    #[error("'{strategy}' is an invalid reconcile strategy(valid: Revision, ChartVersion)")]
    InvalidStrategy { strategy: String },
    #[error("reading values from {path} failed")]
    ReadValues {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("converting values to JSON from {path} failed")]
    ParseValues {
        path: String,
        #[source]
        source: crate::yaml::Error,
    },
    #[error("invalid Kubernetes object reference '{value}', must be in format <kind>/<name>")]
    ValuesFromFormat { value: String },
    #[error("reference kind '{kind}' is not supported, must be one of: Secret, ConfigMap")]
    ValuesFromKind { kind: String },
}

fn parse_object_ref(value: &str, what: &str, kinds: &[&'static str]) -> Result<ObjectRef, String> {
    if value.trim().is_empty() {
        return Err(format!(
            "no {what} given, please specify one of: {}",
            kinds.join(", ")
        ));
    }
    let (kind, name, namespace) = create::split_kind_name_namespace(value);
    if kind.is_empty() || name.is_empty() {
        return Err(format!(
            "invalid {what} '{value}', must be in format <kind>/<name>"
        ));
    }
    let kind = create::canonical_kind(kinds, kind).ok_or_else(|| {
        format!(
            "source kind '{kind}' is not supported, must be one of: {}",
            kinds.join(", ")
        )
    })?;
    Ok(ObjectRef {
        kind: kind.to_owned(),
        name: name.to_owned(),
        namespace: namespace.to_owned(),
    })
}

fn parse_source(value: &str) -> Result<ObjectRef, String> {
    parse_object_ref(value, "helm chart source", &CHART_SOURCE_KINDS)
}

fn parse_chart_ref(value: &str) -> Result<ObjectRef, String> {
    parse_object_ref(
        value,
        "helm chart reference",
        &["OCIRepository", "HelmChart"],
    )
}

fn parse_crds_policy(value: &str) -> Result<String, String> {
    const POLICIES: [&str; 3] = ["Skip", "Create", "CreateReplace"];
    if POLICIES.contains(&value) {
        Ok(value.to_owned())
    } else {
        Err(format!(
            "unsupported CRDs policy '{value}', must be one of: {}",
            POLICIES.join(", ")
        ))
    }
}

/// Helm's merge of values files: maps merge key by key, anything else is replaced.
fn merge_values(base: &mut Map<String, Value>, overlay: Map<String, Value>) {
    for (key, value) in overlay {
        match (base.get_mut(&key), value) {
            (Some(Value::Object(existing)), Value::Object(incoming)) => {
                merge_values(existing, incoming);
            }
            (_, value) => {
                base.insert(key, value);
            }
        }
    }
}

/// The HelmRelease as flux exports it, from checked flags.
pub(crate) fn object(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: HelmReleaseArgs,
) -> anyhow::Result<Value> {
    let HelmReleaseArgs {
        name,
        release_name,
        source,
        chart,
        chart_version,
        chart_ref,
        depends_on,
        target_namespace,
        create_target_namespace,
        service_account,
        reconcile_strategy,
        chart_interval,
        values,
        values_from,
        crds,
        kubeconfig_secret_ref,
    } = args;
    let name = create::object_name(name)?;
    if chart.is_empty() && chart_ref.is_empty() {
        return Err(Error::ChartRequired.into());
    }
    if !chart.is_empty() && !chart_ref.is_empty() {
        return Err(Error::ChartAndChartRef.into());
    }
    // Checked after the combination, as flux does.
    let chart_ref = if chart_ref.is_empty() {
        None
    } else {
        Some(parse_chart_ref(&chart_ref).map_err(Error::ChartRef)?)
    };
    let labels = create::parse_labels(&common.labels)?;
    if !matches!(reconcile_strategy.as_str(), "Revision" | "ChartVersion") {
        return Err(Error::InvalidStrategy {
            strategy: reconcile_strategy,
        }
        .into());
    }
    let mut spec = Map::new();
    spec.insert("interval".into(), duration::format(common.interval).into());
    if let Some(chart_ref) = &chart_ref {
        spec.insert("chartRef".into(), chart_ref.to_value());
    } else {
        let mut chart_spec = Map::new();
        chart_spec.insert("chart".into(), chart.into());
        if !chart_version.is_empty() {
            chart_spec.insert("version".into(), chart_version.into());
        }
        chart_spec.insert("reconcileStrategy".into(), reconcile_strategy.into());
        let source = source.unwrap_or(ObjectRef {
            kind: String::new(),
            name: String::new(),
            namespace: String::new(),
        });
        chart_spec.insert("sourceRef".into(), source.to_value());
        if !chart_interval.is_zero() {
            chart_spec.insert("interval".into(), duration::format(chart_interval).into());
        }
        spec.insert("chart".into(), json!({ "spec": chart_spec }));
    }
    if !release_name.is_empty() {
        spec.insert("releaseName".into(), release_name.into());
    }
    if !depends_on.is_empty() {
        spec.insert("dependsOn".into(), create::depends_on(&depends_on).into());
    }
    if !target_namespace.is_empty() {
        spec.insert("targetNamespace".into(), target_namespace.into());
    }
    if !kubeconfig_secret_ref.is_empty() {
        spec.insert(
            "kubeConfig".into(),
            json!({ "secretRef": { "name": kubeconfig_secret_ref } }),
        );
    }
    let mut install = Map::new();
    if create_target_namespace {
        install.insert("createNamespace".into(), true.into());
    }
    if !service_account.is_empty() {
        spec.insert("serviceAccountName".into(), service_account.into());
    }
    if let Some(policy) = crds {
        install.insert("crds".into(), "Create".into());
        spec.insert("upgrade".into(), json!({ "crds": policy }));
    }
    if !install.is_empty() {
        spec.insert("install".into(), install.into());
    }
    if !values.is_empty() {
        let mut merged = Map::new();
        for path in &values {
            let text = std::fs::read_to_string(path).map_err(|source| Error::ReadValues {
                path: path.clone(),
                source,
            })?;
            let parsed = crate::yaml::parse_one(&text).map_err(|source| Error::ParseValues {
                path: path.clone(),
                source,
            })?;
            if let Value::Object(map) = parsed {
                merge_values(&mut merged, map);
            }
        }
        spec.insert("values".into(), merged.into());
    }
    if !values_from.is_empty() {
        let mut references = Vec::new();
        for value in &values_from {
            let (kind, source_name) = create::split_kind_name(value);
            if kind.is_empty() {
                return Err(Error::ValuesFromFormat {
                    value: value.clone(),
                }
                .into());
            }
            let kind = create::canonical_kind(&["Secret", "ConfigMap"], kind).ok_or_else(|| {
                Error::ValuesFromKind {
                    kind: kind.to_owned(),
                }
            })?;
            references.push(json!({ "kind": kind, "name": source_name }));
        }
        spec.insert("valuesFrom".into(), references.into());
    }
    Ok(json!({
        "apiVersion": "helm.toolkit.fluxcd.io/v2",
        "kind": "HelmRelease",
        "metadata": create::metadata(&name, &ctx.namespace, &labels),
        "spec": spec,
    }))
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: HelmReleaseArgs,
) -> anyhow::Result<ExitCode> {
    let object = object(ctx, common, args)?;
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
    fn values_files_merge_like_helm() {
        let mut base = json!({ "a": { "x": 1, "y": 2 }, "list": [1] })
            .as_object()
            .unwrap()
            .clone();
        let overlay = json!({ "a": { "y": 3 }, "list": [2], "b": true })
            .as_object()
            .unwrap()
            .clone();
        merge_values(&mut base, overlay);
        assert_eq!(
            Value::Object(base),
            json!({ "a": { "x": 1, "y": 3 }, "list": [2], "b": true })
        );
    }

    #[test]
    fn chart_references() {
        let reference = parse_chart_ref("ocirepository/podinfo.flux-system").unwrap();
        assert_eq!(reference.kind, "OCIRepository");
        assert_eq!(reference.namespace, "flux-system");
        assert_eq!(
            parse_source("foobar/podinfo").unwrap_err(),
            "source kind 'foobar' is not supported, must be one of: HelmRepository, GitRepository, \
             Bucket"
        );
        assert!(parse_crds_policy("Replace").is_err());
    }
}
