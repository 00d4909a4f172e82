//! What bootstrapping needs from a cluster, as a trait: the steps are written against it, and
//! [`crate::kube::Cluster`] implements it (tests may use any other implementation).

use std::time::Duration;

use serde_json::Value;

use crate::cluster::info::{FluxClusterInfo, GIT_REPOSITORY_CRD};
use crate::kube::{Cluster, ClusterOptions, KubeError, ObjectRef, Readiness};
use crate::ui::Ui;

/// An error from the cluster side, rendered as one line.
pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// Why a wait ended without its object reaching the wanted state.
#[derive(Debug, thiserror::Error)]
pub enum WaitError {
    /// The time ran out; `status` is what the object said last (may be empty).
    #[error("timeout{}", if .status.is_empty() { String::new() } else { format!(": {}", .status) })]
    Timeout { status: String },
    /// Waiting longer cannot help: `Ready=False`, a suspended object, a failed rollout, or the
    /// API refused.
    #[error(transparent)]
    Failed(BoxError),
}

impl From<KubeError> for WaitError {
    fn from(err: KubeError) -> Self {
        match err {
            KubeError::Timeout { status, .. } => WaitError::Timeout { status },
            other => WaitError::Failed(Box::new(other)),
        }
    }
}

pub trait ClusterAccess {
    /// The object, `None` when it does not exist.
    fn get(
        &self,
        api_version: &str,
        kind: &str,
        namespace: Option<&str>,
        name: &str,
    ) -> Result<Option<Value>, BoxError>;
    /// Server-side apply with field manager `flux`, CRDs and Namespaces first.
    fn apply(&self, objects: &[Value]) -> Result<(), BoxError>;
    /// Sets `reconcile.fluxcd.io/requestedAt` to now.
    fn request_reconcile(
        &self,
        api_version: &str,
        kind: &str,
        namespace: &str,
        name: &str,
    ) -> Result<(), BoxError>;
    /// Until `status.artifact.revision` is `revision`; fails fast on Ready=False.
    fn wait_git_repository_revision(
        &self,
        namespace: &str,
        name: &str,
        revision: &str,
        timeout: Duration,
    ) -> Result<(), WaitError>;
    /// Until `status.lastAttemptedRevision` is `revision` and Ready=True; fails fast on
    /// Ready=False.
    fn wait_kustomization_revision(
        &self,
        namespace: &str,
        name: &str,
        revision: &str,
        timeout: Duration,
    ) -> Result<(), WaitError>;
    /// flux's status check of the Deployments `names` in `namespace`: polled until all are
    /// current or `timeout` passes; how each stood at the end, sorted by name.
    fn assess_deployments(
        &self,
        namespace: &str,
        names: &[String],
        timeout: Duration,
    ) -> Vec<(String, Readiness)>;
    /// [`ClusterAccess::assess_deployments`] as a wait: the ones not ready make a timeout.
    fn wait_deployments_ready(
        &self,
        namespace: &str,
        names: &[String],
        timeout: Duration,
    ) -> Result<(), WaitError> {
        let states = self.assess_deployments(namespace, names, timeout);
        let pending: Vec<String> = states
            .into_iter()
            .filter(|(_, state)| *state != Readiness::Ready)
            .map(|(name, state)| format!("{name}: {}", state.describe()))
            .collect();
        if pending.is_empty() {
            Ok(())
        } else {
            Err(WaitError::Timeout {
                status: pending.join(", "),
            })
        }
    }
}

/// Connects to the cluster `options` select (kubeconfig and connection flags); each API request
/// may take up to their timeout. Waits show their spinners through `ui`.
pub fn connect(ui: &Ui, options: &ClusterOptions) -> Result<Box<dyn ClusterAccess>, BoxError> {
    let cluster = Cluster::connect(options)?.with_ui(ui.clone());
    Ok(Box::new(cluster))
}

/// Why bootstrap does not go on with a cluster.
#[derive(Debug, thiserror::Error)]
pub enum TakeoverError {
    #[error("unable to connect to the cluster")]
    Connect(#[source] BoxError),
    #[error("cluster info unavailable")]
    Info(#[source] BoxError),
    /// flux's answer to a no: `installation cancelled` or `bootstrap cancelled`.
    #[error("{0} cancelled")]
    Cancelled(&'static str),
    /// The input ended before an answer: promptui's `ErrEOF`, which flux prints as is.
    #[error("^D")]
    EndOfInput,
    #[error(transparent)]
    Prompt(#[from] std::io::Error),
}

/// Which command takes over, named in flux's refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Takeover {
    Install,
    Bootstrap,
}

/// The cluster a bootstrap runs on: connected to, then taken over only as flux's
/// `confirmBootstrap` allows (see [`confirm_takeover`]).
pub fn connect_for_bootstrap(
    ui: &Ui,
    options: &ClusterOptions,
    force: bool,
) -> Result<Box<dyn ClusterAccess>, TakeoverError> {
    let cluster = connect(ui, options).map_err(TakeoverError::Connect)?;
    confirm_takeover(ui, cluster.as_ref(), force)?;
    Ok(cluster)
}

/// flux's `confirmBootstrap`: a Flux installed by another tool is only taken over with
/// `--force` (or a confirmation).
pub fn confirm_takeover(
    ui: &Ui,
    cluster: &dyn ClusterAccess,
    force: bool,
) -> Result<(), TakeoverError> {
    if force {
        return Ok(());
    }
    let crd = cluster
        .get(
            "apiextensions.k8s.io/v1",
            "CustomResourceDefinition",
            None,
            GIT_REPOSITORY_CRD,
        )
        .map_err(TakeoverError::Info)?;
    match crd {
        Some(crd) => confirm_manager(ui, &FluxClusterInfo::of_crd(&crd), Takeover::Bootstrap),
        None => Ok(()),
    }
}

/// flux's `confirmFluxInstallOverride`: a Flux whose CRDs name another manager than flux is
/// taken over only when the user says so.
pub fn confirm_manager(
    ui: &Ui,
    info: &FluxClusterInfo,
    command: Takeover,
) -> Result<(), TakeoverError> {
    let manager = &info.managed_by;
    if manager.is_empty() || manager == "flux" {
        return Ok(());
    }
    ui.stderr(&format!(
        "Flux {} has been installed on this cluster with {manager}!\n",
        info.version
    ))?;
    let question = format!("Are you sure you want to override the {manager} installation? Y/N");
    match ui.confirm_answer(&question)? {
        Some(true) => Ok(()),
        Some(false) => Err(TakeoverError::Cancelled(match command {
            Takeover::Install => "installation",
            Takeover::Bootstrap => "bootstrap",
        })),
        None => Err(TakeoverError::EndOfInput),
    }
}

fn object_ref(api_version: &str, kind: &str, namespace: Option<&str>, name: &str) -> ObjectRef {
    match namespace {
        Some(namespace) => ObjectRef::namespaced(api_version, kind, namespace, name),
        None => ObjectRef::cluster(api_version, kind, name),
    }
}

impl ClusterAccess for Cluster {
    fn get(
        &self,
        api_version: &str,
        kind: &str,
        namespace: Option<&str>,
        name: &str,
    ) -> Result<Option<Value>, BoxError> {
        Ok(Cluster::get(
            self,
            &object_ref(api_version, kind, namespace, name),
        )?)
    }

    fn apply(&self, objects: &[Value]) -> Result<(), BoxError> {
        Cluster::apply(self, objects, false)?;
        Ok(())
    }

    fn request_reconcile(
        &self,
        api_version: &str,
        kind: &str,
        namespace: &str,
        name: &str,
    ) -> Result<(), BoxError> {
        let target = ObjectRef::namespaced(api_version, kind, namespace, name);
        let now = crate::cluster::reconcile::rfc3339_nano(jiff::Timestamp::now());
        Ok(Cluster::request_reconcile(self, &target, &now, &[])?)
    }

    fn wait_git_repository_revision(
        &self,
        namespace: &str,
        name: &str,
        revision: &str,
        timeout: Duration,
    ) -> Result<(), WaitError> {
        Ok(Cluster::wait_git_repository_revision(
            self, namespace, name, revision, timeout,
        )?)
    }

    fn wait_kustomization_revision(
        &self,
        namespace: &str,
        name: &str,
        revision: &str,
        timeout: Duration,
    ) -> Result<(), WaitError> {
        Ok(Cluster::wait_kustomization_revision(
            self, namespace, name, revision, timeout,
        )?)
    }

    fn assess_deployments(
        &self,
        namespace: &str,
        names: &[String],
        timeout: Duration,
    ) -> Vec<(String, Readiness)> {
        Cluster::assess_deployments(self, namespace, names, timeout)
    }
}
