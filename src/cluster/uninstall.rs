//! `uninstall`: removes Flux from a cluster in flux's order, which keeps the workloads
//! Flux deployed.
//!
//! The controllers go first, so that none of them is left to act on what follows; then the
//! finalizers of every Flux object are removed, so that deleting the objects (and their CRDs)
//! does not make a controller garbage-collect what it applied; then the Flux objects, the CRDs
//! and finally the namespace.

use serde_json::{Value, json};

use super::info::PART_OF_SELECTOR;
use crate::kube::{Cluster, KubeError, ObjectRef};
use crate::ui::Ui;

/// Why uninstall stopped.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("aborting")]
    Aborted,
    #[error("cluster info unavailable: {0}")]
    ClusterInfo(#[source] KubeError),
    #[error(transparent)]
    Kube(#[from] KubeError),
    /// The confirmation could not be read.
    #[error(transparent)]
    Prompt(std::io::Error),
}

/// What to uninstall.
#[derive(Debug, Clone)]
pub struct Options {
    /// The Flux namespace.
    pub namespace: String,
    pub keep_namespace: bool,
    pub dry_run: bool,
    /// No confirmation prompt.
    pub silent: bool,
}

/// The kinds whose finalizers flux removes, in its order.
const FINALIZER_ORDER: [&str; 14] = [
    "GitRepository",
    "OCIRepository",
    "HelmRepository",
    "HelmChart",
    "Bucket",
    "Kustomization",
    "HelmRelease",
    "Alert",
    "Provider",
    "Receiver",
    "ImagePolicy",
    "ImageRepository",
    "ImageUpdateAutomation",
    "ArtifactGenerator",
];

/// The component kinds flux deletes, namespaced ones in the Flux namespace and cluster-scoped
/// ones by label.
const COMPONENT_KINDS: [(&str, &str, bool); 6] = [
    ("apps/v1", "Deployment", true),
    ("v1", "Service", true),
    ("networking.k8s.io/v1", "NetworkPolicy", true),
    ("v1", "ServiceAccount", true),
    ("rbac.authorization.k8s.io/v1", "ClusterRole", false),
    ("rbac.authorization.k8s.io/v1", "ClusterRoleBinding", false),
];

pub fn run(ui: &Ui, cluster: &Cluster, options: &Options) -> Result<(), Error> {
    // Reach the server before asking anything: a wrong kubeconfig fails with one line.
    cluster.server_version()?;
    if !options.dry_run && !options.silent {
        // flux reads who installed Flux only to word its question.
        let info = super::info::FluxClusterInfo::read(cluster).map_err(Error::ClusterInfo)?;
        let question = match info.map(|info| info.managed_by) {
            Some(manager) if !manager.is_empty() && manager != "flux" => format!(
                "Flux is managed by {manager}! Are you sure you want to delete Flux and its CRDs \
                 using Flux CLI"
            ),
            _ => "Are you sure you want to delete Flux and its custom resource definitions"
                .to_owned(),
        };
        if !ui.confirm(&question).map_err(Error::Prompt)? {
            return Err(Error::Aborted);
        }
    }
    let namespace = &options.namespace;
    let mut run = Uninstall {
        ui,
        cluster,
        dry_run: options.dry_run,
    };
    ui.action(&format!("deleting components in {namespace} namespace"));
    run.components(namespace)?;
    ui.action("deleting toolkit.fluxcd.io finalizers in all namespaces");
    let crds = cluster.list_selected(
        "apiextensions.k8s.io/v1",
        "CustomResourceDefinition",
        None,
        Some(PART_OF_SELECTOR),
    )?;
    let mut objects = run.flux_objects(&crds)?;
    // flux goes through its kinds in a fixed order; within a kind, the list's order.
    objects.sort_by_key(|object| {
        let kind = object["kind"].as_str().unwrap_or_default();
        FINALIZER_ORDER
            .iter()
            .position(|k| *k == kind)
            .unwrap_or(FINALIZER_ORDER.len())
    });
    run.finalizers(&objects);
    ui.action("deleting toolkit.fluxcd.io custom resource definitions");
    run.custom_resources(&objects);
    for crd in &crds {
        run.delete(crd);
    }
    if !options.keep_namespace {
        // Deleted unread, as flux does: a missing namespace is a failed deletion, in the API
        // server's words.
        let r = ObjectRef::cluster("v1", "Namespace", namespace);
        match cluster.delete_with(&r, options.dry_run) {
            Ok(true) => ui.success(&format!("{r} deleted{}", run.suffix())),
            Ok(false) => ui.failed_check(&format!(
                "{r} deletion failed: namespaces \"{namespace}\" not found"
            )),
            Err(err) => ui.failed_check(&format!("{r} deletion failed: {err}")),
        }
    }
    // flux reports each failure and finishes all the same, with success.
    ui.success("uninstall finished");
    Ok(())
}

struct Uninstall<'a> {
    ui: &'a Ui,
    cluster: &'a Cluster,
    dry_run: bool,
}

impl Uninstall<'_> {
    fn suffix(&self) -> &'static str {
        // flux's `deleted %s` keeps its space when there is nothing to add.
        if self.dry_run { " (dry run)" } else { " " }
    }

    fn components(&mut self, namespace: &str) -> Result<(), KubeError> {
        for (api_version, kind, namespaced) in COMPONENT_KINDS {
            let scope = namespaced.then_some(namespace);
            let objects =
                self.cluster
                    .list_selected(api_version, kind, scope, Some(PART_OF_SELECTOR))?;
            for object in &objects {
                self.delete(object);
            }
        }
        Ok(())
    }

    /// Every object of every Flux CRD, in all namespaces, at the CRD's storage version.
    fn flux_objects(&self, crds: &[Value]) -> Result<Vec<Value>, KubeError> {
        let mut objects = Vec::new();
        for crd in crds {
            let group = crd.pointer("/spec/group").and_then(Value::as_str);
            let kind = crd.pointer("/spec/names/kind").and_then(Value::as_str);
            let version = crate::api::storage_version(crd);
            let (Some(group), Some(kind), Some(version)) = (group, kind, version) else {
                continue;
            };
            objects.extend(
                self.cluster
                    .list(&format!("{group}/{version}"), kind, None)?,
            );
        }
        Ok(objects)
    }

    fn finalizers(&mut self, objects: &[Value]) {
        // Every object is written, finalizers or not, and reported, as flux's Update does.
        for object in objects {
            let Ok(r) = ObjectRef::of(object) else {
                continue;
            };
            let patch = json!({"metadata": {"finalizers": null}});
            match self.cluster.merge_patch(&r, &patch, self.dry_run) {
                Ok(_) => self
                    .ui
                    .success(&format!("{r} finalizers deleted{}", self.suffix())),
                Err(err) => {
                    self.ui
                        .failed_check(&format!("{r} removing finalizers failed: {err}"));
                }
            }
        }
    }

    /// Deletes the Flux objects quietly: flux leaves them to the CRDs' deletion, which takes
    /// them along; deleting them first makes that independent of the server's cascade.
    fn custom_resources(&mut self, objects: &[Value]) {
        for object in objects {
            let Ok(r) = ObjectRef::of(object) else {
                continue;
            };
            if let Err(err) = self.cluster.delete_with(&r, self.dry_run) {
                self.ui.failed_check(&format!("{r} deletion failed: {err}"));
            }
        }
    }

    fn delete(&mut self, object: &Value) {
        let Ok(r) = ObjectRef::of(object) else {
            return;
        };
        match self.cluster.delete_with(&r, self.dry_run) {
            Ok(_) => self.ui.success(&format!("{r} deleted{}", self.suffix())),
            Err(err) => {
                self.ui.failed_check(&format!("{r} deletion failed: {err}"));
            }
        }
    }
}
