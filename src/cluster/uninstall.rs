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
    #[error("uninstall failed: {count} object(s) could not be deleted")]
    Incomplete { count: usize },
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
    if !options.dry_run
        && !options.silent
        && !ui
            .confirm("Are you sure you want to delete Flux and its custom resource definitions")
            .map_err(Error::Prompt)?
    {
        return Err(Error::Aborted);
    }
    let namespace = &options.namespace;
    let mut run = Uninstall {
        ui,
        cluster,
        dry_run: options.dry_run,
        failures: 0,
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
    let objects = run.flux_objects(&crds)?;
    run.finalizers(&objects);
    ui.action("deleting toolkit.fluxcd.io custom resource definitions");
    run.custom_resources(&objects);
    for crd in &crds {
        run.delete(crd);
    }
    if !options.keep_namespace {
        let ns = ObjectRef::cluster("v1", "Namespace", namespace);
        if let Some(object) = cluster.get(&ns)? {
            run.delete(&object);
        }
    }
    if run.failures > 0 {
        return Err(Error::Incomplete {
            count: run.failures,
        });
    }
    ui.success("uninstall finished");
    Ok(())
}

struct Uninstall<'a> {
    ui: &'a Ui,
    cluster: &'a Cluster,
    dry_run: bool,
    failures: usize,
}

impl Uninstall<'_> {
    fn suffix(&self) -> &'static str {
        if self.dry_run { " (dry run)" } else { "" }
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
        for object in objects {
            let has_finalizers = object
                .pointer("/metadata/finalizers")
                .and_then(Value::as_array)
                .is_some_and(|f| !f.is_empty());
            if !has_finalizers {
                continue;
            }
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
                        .failed_check(&format!("{r} finalizers deletion failed: {err}"));
                    self.failures += 1;
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
                self.failures += 1;
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
                self.failures += 1;
            }
        }
    }
}
