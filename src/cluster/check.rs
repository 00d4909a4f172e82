//! flux's `check`: the cluster's prerequisites (the API answers, Kubernetes ≥ 1.33), and
//! without `--pre` the installed distribution, the controllers' Deployments and the CRDs'
//! stored versions. Every check prints its own line; the result says whether all passed.

use std::time::Duration;

use serde_json::Value;

use super::info::{
    FluxClusterInfo, GIT_REPOSITORY_CRD, PART_OF_SELECTOR, flux_deployments, report_deployments,
};
use crate::kube::{Cluster, KubeError};
use crate::ui::Ui;

/// The oldest Kubernetes flux v2.9 supports, and the constraint as flux prints it.
const MIN_KUBERNETES: (u64, u64) = (1, 33);
const KUBERNETES_CONSTRAINT: &str = ">=1.33.0-0";

/// What `check` looks at.
#[derive(Debug, Clone)]
pub struct Options {
    /// Only the prerequisites.
    pub pre: bool,
    /// The namespace of the controllers.
    pub namespace: String,
    /// How long each Deployment may take to become ready.
    pub timeout: Duration,
    /// `--poll-interval`, as given.
    pub poll_interval: crate::duration::GoDuration,
}

/// What flux's status poller dies of when asked to poll at a non-positive interval (Go's
/// `time.NewTicker` panics); fluxr stops there too, with the message and without the trace.
const NON_POSITIVE_INTERVAL: &str = "non-positive interval for NewTicker";

/// Runs the checks against `cluster` (or reports why there is none); `true` when all passed.
pub fn run(ui: &Ui, cluster: Result<&Cluster, KubeError>, options: &Options) -> bool {
    ui.action("checking prerequisites");
    if let Some((current, latest)) = crate::release::newer_cli_release() {
        ui.failed_check(&format!(
            "flux {current} <{latest} (new CLI version is available, please upgrade)"
        ));
    }
    let cluster = match cluster {
        Ok(cluster) => cluster,
        Err(err) => {
            ui.failure(&format!("Kubernetes client initialization failed: {err}"));
            return false;
        }
    };
    // An API that does not answer fails this check only: flux goes on with the others.
    let mut passed = match cluster.server_version() {
        Ok(version) => kubernetes_check(ui, &version),
        Err(err) => {
            ui.failed_check(&format!("Kubernetes API call failed: {err}"));
            false
        }
    };
    if options.pre {
        if passed {
            ui.success("prerequisites checks passed");
        }
        return passed;
    }

    ui.action("checking version in cluster");
    passed &= distribution_check(ui, cluster);
    ui.action("checking controllers");
    match components_check(ui, cluster, options) {
        Some(ok) => passed &= ok,
        None => return false,
    }
    ui.action("checking crds");
    passed &= crds_check(ui, cluster);
    if !passed {
        ui.failure("check failed");
        return false;
    }
    ui.success("all checks passed");
    true
}

/// flux's check: the `gitVersion` read as fluxcd/pkg's `ParseVersion` reads it (strict semver
/// after one optional `v`, pre-release and build kept, so `v1.34.1+k3s1` shows as `1.34.1+k3s1`),
/// a mismatch named by the text the server sent.
fn kubernetes_check(ui: &Ui, git_version: &str) -> bool {
    let bare = git_version.strip_prefix('v').unwrap_or(git_version);
    let Ok(version) = semver::Version::parse(bare) else {
        ui.failed_check("Kubernetes version can't be determined");
        return false;
    };
    // `>=1.33.0-0` admits every 1.33 pre-release too (`-0` is the lowest one), so the minor
    // version decides, as Masterminds' constraint check does.
    if (version.major, version.minor) < MIN_KUBERNETES {
        ui.failed_check(&format!(
            "Kubernetes version {git_version} does not match {KUBERNETES_CONSTRAINT}"
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

/// Every Flux Deployment of the namespace must be ready, each given the whole timeout as
/// flux's status checker gives it. `--components` and `--components-extra` play no part: flux
/// v2.9.4 declares them and reads neither. A list that fails is passed over in silence, as
/// flux does. `None` when the check cannot go on at all.
fn components_check(ui: &Ui, cluster: &Cluster, options: &Options) -> Option<bool> {
    let namespace = &options.namespace;
    let Ok(deployments) = flux_deployments(cluster, namespace) else {
        return Some(true);
    };
    if deployments.is_empty() {
        ui.failed_check(&format!(
            "no controllers found in the '{namespace}' namespace with the label selector '{PART_OF_SELECTOR}'"
        ));
        return Some(false);
    }
    if !options.poll_interval.is_positive() {
        ui.failure(NON_POSITIVE_INTERVAL);
        return None;
    }
    let mut ok = true;
    for deployment in &deployments {
        let name = deployment
            .pointer("/metadata/name")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let states = cluster.assess_deployments(namespace, &[name], options.timeout);
        ok &= report_deployments(ui, &states);
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
    Some(ok)
}

/// Each Flux CRD with the version it stores.
fn crds_check(ui: &Ui, cluster: &Cluster) -> bool {
    let Ok(crds) = cluster.list_selected(
        "apiextensions.k8s.io/v1",
        "CustomResourceDefinition",
        None,
        Some(PART_OF_SELECTOR),
    ) else {
        // flux passes over a list that fails.
        return true;
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
