//! `fluxr check`: flux's health report of a cluster. `--pre` checks only what an installation
//! needs (the API answers, Kubernetes ≥ 1.33); without it the installed distribution, the
//! controllers' Deployments and the CRDs' stored versions are checked too.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use serde_json::Value;

use super::GlobalContext;
use super::cluster_info::{FluxClusterInfo, GIT_REPOSITORY_CRD, flux_deployments};
use super::global::parse_duration;
use crate::kube::{Cluster, ClusterOptions, DeploymentStatus, KubeError, deployment_status};
use crate::ui::Ui;

/// The oldest Kubernetes flux v2.9 supports, and the constraint as flux prints it.
const MIN_KUBERNETES: (u64, u64) = (1, 33);
const KUBERNETES_CONSTRAINT: &str = ">=1.33.0-0";

/// The label every Flux component and CRD carries.
pub(crate) const PART_OF_SELECTOR: &str = "app.kubernetes.io/part-of=flux";

/// Check requirements and installation
///
/// The check command will perform a series of checks to validate that the local environment is
/// configured correctly and if the installed components are healthy.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Run pre-installation checks
  fluxr check --pre

  # Run installation checks
  fluxr check")]
pub struct CheckArgs {
    /// Only run pre-installation checks
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true",
          value_parser = super::global::parse_go_bool, value_name = "true|false")]
    pub pre: bool,

    /// List of components, accepts comma-separated values (default: every Flux Deployment in
    /// the namespace)
    #[arg(long, value_delimiter = ',', value_name = "COMPONENTS")]
    pub components: Option<Vec<String>>,

    /// List of components in addition to those supplied or defaulted, accepts comma-separated
    /// values
    #[arg(long, value_delimiter = ',', value_name = "COMPONENTS")]
    pub components_extra: Vec<String>,

    /// How often the health checker should poll the cluster for the latest state of the
    /// resources
    #[arg(long, default_value = "5s", value_parser = parse_duration, value_name = "DURATION")]
    pub poll_interval: Duration,
}

/// The connection settings the global flags describe.
pub(crate) fn cluster_options(global: &GlobalContext) -> ClusterOptions {
    ClusterOptions {
        kubeconfig: global.kubeconfig.clone(),
        context: global.context.clone(),
        timeout: global.timeout,
    }
}

pub(crate) fn run(ui: &Ui, global: &GlobalContext, args: CheckArgs) -> anyhow::Result<ExitCode> {
    ui.action("checking prerequisites");
    let cluster = match Cluster::connect(&cluster_options(global)) {
        Ok(cluster) => cluster
            .with_ui(ui.clone())
            .with_poll_interval(args.poll_interval),
        Err(err) => {
            ui.failure(&format!("Kubernetes client initialization failed: {err}"));
            return Ok(ExitCode::FAILURE);
        }
    };
    let version = match cluster.server_version() {
        Ok(version) => version,
        Err(err) => {
            ui.failure(&format!("Kubernetes API call failed: {err}"));
            return Ok(ExitCode::FAILURE);
        }
    };
    let mut passed = kubernetes_check(ui, &version);
    if args.pre {
        if !passed {
            return Ok(ExitCode::FAILURE);
        }
        ui.success("prerequisites checks passed");
        return Ok(ExitCode::SUCCESS);
    }

    ui.action("checking version in cluster");
    passed &= distribution_check(ui, &cluster);
    ui.action("checking controllers");
    passed &= components_check(ui, &cluster, global, &args);
    ui.action("checking crds");
    passed &= crds_check(ui, &cluster);
    if !passed {
        ui.failure("check failed");
        return Ok(ExitCode::FAILURE);
    }
    ui.success("all checks passed");
    Ok(ExitCode::SUCCESS)
}

fn kubernetes_check(ui: &Ui, version: &semver::Version) -> bool {
    if (version.major, version.minor) < MIN_KUBERNETES {
        ui.failed_check(&format!(
            "Kubernetes version v{version} does not match {KUBERNETES_CONSTRAINT}"
        ));
        return false;
    }
    ui.success(&format!("Kubernetes {version} {KUBERNETES_CONSTRAINT}"));
    true
}

/// The distribution and whether bootstrap installed it, read from the GitRepository CRD's
/// labels as flux does.
fn distribution_check(ui: &Ui, cluster: &Cluster) -> bool {
    let info = match FluxClusterInfo::read(cluster) {
        Ok(Some(info)) => info,
        Ok(None) => {
            ui.failed_check(&format!(
                "checking failed: customresourcedefinitions.apiextensions.k8s.io \"{GIT_REPOSITORY_CRD}\" not found"
            ));
            return false;
        }
        Err(err) => {
            ui.failed_check(&format!("checking failed: {err}"));
            return false;
        }
    };
    let distribution = info.distribution();
    if !distribution.is_empty() {
        ui.success(&format!("distribution: {distribution}"));
    }
    ui.success(&format!("bootstrapped: {}", info.bootstrapped));
    true
}

/// Every Flux Deployment of the namespace must be ready (within the global timeout); the
/// components asked for by name must exist.
fn components_check(ui: &Ui, cluster: &Cluster, global: &GlobalContext, args: &CheckArgs) -> bool {
    let namespace = &global.namespace;
    let deployments = match flux_deployments(cluster, namespace) {
        Ok(list) => list,
        Err(err) => {
            ui.failed_check(&format!("listing controllers failed: {err}"));
            return false;
        }
    };
    let mut wanted: Vec<String> = args.components.clone().unwrap_or_default();
    wanted.extend(args.components_extra.iter().cloned());
    wanted.retain(|c| !c.is_empty());
    if deployments.is_empty() && wanted.is_empty() {
        ui.failed_check(&format!(
            "no controllers found in the '{namespace}' namespace with the label selector '{PART_OF_SELECTOR}'"
        ));
        return false;
    }
    let mut ok = true;
    for component in &wanted {
        let found = deployments
            .iter()
            .any(|d| d.pointer("/metadata/name").and_then(Value::as_str) == Some(component));
        if !found {
            ui.failed_check(&format!("{component}: deployment not found"));
            ok = false;
        }
    }
    for deployment in &deployments {
        let name = deployment
            .pointer("/metadata/name")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let ready = match deployment_status(deployment) {
            DeploymentStatus::Ready => Ok(()),
            DeploymentStatus::Failed(message) => Err(message),
            DeploymentStatus::Progressing(_) => cluster
                .wait_deployments_ready(namespace, std::slice::from_ref(&name), global.timeout)
                .map_err(|err| match err {
                    KubeError::NotReady { message, .. } => message,
                    other => other.to_string(),
                }),
        };
        match ready {
            Ok(()) => ui.success(&format!("{name}: deployment ready")),
            Err(message) => {
                ui.failed_check(&format!("{name}: deployment not ready: {message}"));
                ok = false;
            }
        }
        for image in deployment
            .pointer("/spec/template/spec/containers")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|c| c["image"].as_str())
        {
            ui.action(image);
        }
    }
    ok
}

/// Each Flux CRD with the version it stores.
fn crds_check(ui: &Ui, cluster: &Cluster) -> bool {
    let crds = match cluster.list_selected(
        "apiextensions.k8s.io/v1",
        "CustomResourceDefinition",
        None,
        Some(PART_OF_SELECTOR),
    ) {
        Ok(list) => list,
        Err(err) => {
            ui.failed_check(&format!("listing crds failed: {err}"));
            return false;
        }
    };
    if crds.is_empty() {
        ui.failed_check(&format!(
            "no crds found with the label selector '{PART_OF_SELECTOR}'"
        ));
        return false;
    }
    let mut ok = true;
    for crd in &crds {
        let name = crd
            .pointer("/metadata/name")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let stored = crd
            .pointer("/status/storedVersions")
            .and_then(Value::as_array)
            .and_then(|versions| versions.last())
            .and_then(Value::as_str);
        match stored {
            Some(version) => ui.success(&format!("{name}/{version}")),
            None => {
                ui.failed_check(&format!("no stored versions for {name}"));
                ok = false;
            }
        }
    }
    ok
}
