//! `install` into a cluster in flux's order (cmd/flux/install.go): the cluster's Flux is read,
//! a bootstrapped one refused, one another tool installed taken over only with `--force` or a
//! confirmation; then the two-phase apply, the image pull Secret, and the status check of the
//! controllers.

use std::time::Duration;

use serde_json::Value;

use super::info::{FluxClusterInfo, report_deployments};
use crate::bootstrap::cluster::{Takeover, TakeoverError, confirm_manager};
use crate::kube::{Cluster, KubeError};
use crate::manifestgen::install::Options;
use crate::manifestgen::secrets;
use crate::ui::Ui;

/// Why the installation stopped.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The command keeps its own name: `fluxr bootstrap` is what the user runs next.
    #[error(
        "this cluster has already been bootstrapped with Flux {version}! Please use 'fluxr bootstrap' to upgrade"
    )]
    Bootstrapped { version: String },
    #[error(transparent)]
    Takeover(#[from] TakeoverError),
    #[error("install failed")]
    Apply(#[source] KubeError),
    #[error("install failed")]
    PullSecret(#[source] Box<dyn std::error::Error + Send + Sync>),
    /// Some controller is not ready; the lines above say which.
    #[error("install failed")]
    NotReady,
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
    /// `--timeout`: flux's status check gets all of it, whatever the apply took.
    pub timeout: Duration,
}

/// Applies `objects` (the generated manifests of `options`) and waits for the controllers,
/// printing flux's progress lines; `► installing components in <ns> namespace` is the
/// caller's, printed before it connects.
pub fn run(
    ui: &Ui,
    cluster: &Cluster,
    options: &Options,
    mut objects: Vec<Value>,
    request: &Request,
) -> Result<(), Error> {
    let info = FluxClusterInfo::read(cluster).map_err(|err| TakeoverError::Info(Box::new(err)))?;
    if let Some(info) = &info {
        if info.bootstrapped {
            // flux prints the label as it is, empty included (`Flux !`).
            return Err(Error::Bootstrapped {
                version: info.version.clone(),
            });
        }
        if !request.force {
            confirm_manager(ui, info, Takeover::Install)?;
        }
    }
    let pull_secret = match &request.credentials {
        Some((user, password)) => Some(
            secrets::registry(
                &options.image_pull_secret,
                &options.namespace,
                &options.registry,
                user,
                password,
            )
            .map_err(|err| Error::PullSecret(Box::new(err)))?
            .to_value(),
        ),
        None => None,
    };
    if request.dry_run {
        // fluxr's own dry run shows the Secret among what the server would change.
        objects.extend(pull_secret.clone());
    }
    let changes = cluster
        .apply(&objects, request.dry_run)
        .map_err(Error::Apply)?;
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
    if let Some(secret) = pull_secret {
        ui.action(&format!(
            "generating image pull secret {}",
            options.image_pull_secret
        ));
        super::create::upsert_secret(cluster, &secret)
            .map_err(|err| Error::PullSecret(Box::new(err)))?;
    }
    ui.waiting("verifying installation");
    // flux's status checker polls every 5 seconds.
    cluster.set_poll_interval(Duration::from_secs(5));
    let states =
        cluster.assess_deployments(&options.namespace, &options.components, request.timeout);
    if !report_deployments(ui, &states) {
        return Err(Error::NotReady);
    }
    ui.success("install finished");
    Ok(())
}
