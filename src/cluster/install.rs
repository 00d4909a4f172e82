//! `install` into a cluster: flux's order of checks, the two-phase apply of the generated
//! objects, and the wait for the controllers.
//!
//! A Flux that bootstrap manages is refused (it is upgraded through Git); one another tool
//! installed is taken over only with `--force` or a confirmation.

use std::time::{Duration, Instant};

use serde_json::Value;

use super::info::FluxClusterInfo;
use crate::bootstrap::cluster::{TakeoverError, confirm_manager};
use crate::kube::{Cluster, KubeError};
use crate::manifestgen::install::{self as manifests, Options};
use crate::ui::Ui;

/// Why the installation stopped.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(
        "this cluster has already been bootstrapped with Flux {version}! Please use 'fluxr bootstrap' to upgrade"
    )]
    Bootstrapped { version: String },
    #[error(transparent)]
    Takeover(#[from] TakeoverError),
    #[error(transparent)]
    Kube(#[from] KubeError),
}

/// What to do with the generated objects besides applying them.
#[derive(Debug, Clone, Default)]
pub struct Request {
    /// `--registry-creds` split into user and password: an image pull Secret is added.
    pub credentials: Option<(String, String)>,
    /// A server-side dry run: nothing is stored and nothing is waited for.
    pub dry_run: bool,
    /// Take over a Flux another tool installed without asking.
    pub force: bool,
    /// What is left of `--timeout` for the apply and the wait.
    pub timeout: Duration,
}

/// Applies `objects` (the generated manifests of `options`) and waits for the controllers,
/// printing flux's progress lines.
pub fn run(
    ui: &Ui,
    cluster: &Cluster,
    options: &Options,
    mut objects: Vec<Value>,
    request: &Request,
) -> Result<(), Error> {
    let started = Instant::now();
    let info = FluxClusterInfo::read(cluster)?.unwrap_or_default();
    if info.bootstrapped {
        return Err(Error::Bootstrapped {
            version: if info.version.is_empty() {
                "unknown".to_owned()
            } else {
                info.version
            },
        });
    }
    confirm_manager(ui, &info.managed_by, request.force)?;
    if let Some((user, password)) = &request.credentials {
        objects.push(manifests::image_pull_secret(options, user, password));
    }
    ui.action(&format!(
        "installing components in {} namespace",
        options.namespace
    ));
    let changes = cluster.apply(&objects, request.dry_run)?;
    let suffix = if request.dry_run {
        " (server dry run)"
    } else {
        ""
    };
    for entry in &changes.entries {
        ui.detail(&format!("{} {}{suffix}", entry.subject, entry.action));
    }
    if request.dry_run {
        ui.success("install dry-run finished");
        return Ok(());
    }
    ui.waiting("verifying installation");
    let mut components = options.components.clone();
    components.sort();
    let remaining = request.timeout.saturating_sub(started.elapsed());
    cluster.wait_deployments_ready(&options.namespace, &components, remaining)?;
    for component in &components {
        ui.success(&format!("{component}: deployment ready"));
    }
    ui.success("install finished");
    Ok(())
}
