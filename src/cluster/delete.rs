//! flux's `delete`: one Flux object, after a confirmation unless `--silent`; fluxr can also
//! wait until the object is gone (its finalizers done).

use std::time::Instant;

use super::kinds::FluxKind;
use super::objects;
use crate::kube::{Cluster, KubeError};
use crate::ui::Ui;

/// Why `delete` failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0} name is required")]
    NameRequired(&'static str),
    #[error("aborting")]
    Aborted,
    #[error("timeout waiting for {kind} {namespace}/{name} to be deleted")]
    Timeout {
        kind: &'static str,
        namespace: String,
        name: String,
    },
    #[error(transparent)]
    Objects(#[from] objects::Error),
    #[error(transparent)]
    Kube(#[from] KubeError),
    #[error("failed to read the confirmation: {0}")]
    Prompt(#[source] std::io::Error),
}

/// What `delete` does.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// `-s/--silent`: no confirmation.
    pub silent: bool,
    /// `--wait`: until the object is gone, at most until the deadline.
    pub wait: Option<Instant>,
}

/// `delete <kind> NAME`.
pub fn run(
    ui: &Ui,
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    name: &str,
    options: Options,
) -> Result<(), Error> {
    objects::get(cluster, kind, namespace, name)?;
    if !options.silent {
        let confirmed = ui
            .confirm(&format!(
                "Are you sure you want to delete this {}",
                kind.human
            ))
            .map_err(Error::Prompt)?;
        if !confirmed {
            return Err(Error::Aborted);
        }
    }
    ui.action(&format!(
        "deleting {} {name} in {namespace} namespace",
        kind.human
    ));
    let reference = kind.object_ref(namespace, name);
    cluster.delete(&reference)?;
    if let Some(deadline) = options.wait {
        ui.waiting(&format!("waiting for {} {name} to be deleted", kind.human));
        while cluster.get(&reference)?.is_some() {
            let now = Instant::now();
            if now >= deadline {
                return Err(Error::Timeout {
                    kind: kind.kind,
                    namespace: namespace.to_owned(),
                    name: name.to_owned(),
                });
            }
            std::thread::sleep(cluster.poll_interval().min(deadline - now));
        }
    }
    ui.success(&format!("{} deleted", kind.human));
    Ok(())
}
