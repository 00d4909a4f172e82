//! The cluster side of flux: what the commands that talk to a cluster share.
//!
//! - [`kinds`]: every Flux kind (API group, version, short names, how `get` shows it);
//! - [`objects`]: finding objects by name, label selector and namespace;
//! - [`status`]: reading Ready conditions, kstatus and revisions as flux does;
//! - [`inventory`]: what a Kustomization or HelmRelease applied;
//! - [`create`]: the objects of the `create` commands and how they are applied;
//! - one module per command family (get, reconcile, suspend/resume, tree, trace, events, export,
//!   delete, debug, stats, check, …): the logic, with the printing of progress lines.
//!
//! The connection itself is made once per run, lazily, from the global flags
//! ([`connect`]); the kubeconfig is read by `kube::config` only.

pub mod check;
pub mod complete;
pub mod create;
pub mod debug;
pub mod delete;
pub mod events;
pub mod export;
pub mod fold;
pub mod get;
pub mod info;
pub mod install;
pub mod inventory;
pub mod kinds;
pub mod labels;
pub mod local_zone;
pub mod logs;
pub mod migrate;
pub mod objects;
pub mod reconcile;
pub mod stats;
pub mod status;
pub mod trace;
pub mod tree;
pub mod trigger;
pub mod uninstall;

use crate::kube::{Cluster, ClusterOptions, KubeError};
use crate::ui::Ui;

/// The cluster `options` select; waits show their spinners through `ui`. No request is sent
/// yet.
pub fn connect(options: &ClusterOptions, ui: &Ui) -> Result<Cluster, KubeError> {
    Ok(Cluster::connect(options)?.with_ui(ui.clone()))
}
