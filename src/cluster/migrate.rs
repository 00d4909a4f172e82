//! `migrate` without `-f`: every Flux object is rewritten at the storage version of its CRD,
//! then the CRD's `status.storedVersions` is set to that version alone, so that older versions
//! can be dropped from the CRD.

use serde_json::{Value, json};

use super::info::PART_OF_SELECTOR;
use crate::kube::{Cluster, KubeError, ObjectRef};
use crate::ui::Ui;

/// Migrates the objects of every Flux CRD whose stored versions are not only its storage
/// version, CRDs in name order.
pub fn run(ui: &Ui, cluster: &Cluster) -> Result<(), KubeError> {
    ui.action("starting migration of custom resources");
    let mut crds = cluster.list_selected(
        "apiextensions.k8s.io/v1",
        "CustomResourceDefinition",
        None,
        Some(PART_OF_SELECTOR),
    )?;
    crds.sort_by_key(|crd| {
        crd["metadata"]["name"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    });
    for crd in &crds {
        let group = crd["spec"]["group"].as_str().unwrap_or_default();
        let kind = crd["spec"]["names"]["kind"].as_str().unwrap_or_default();
        let Some(storage) = crate::api::storage_version(crd) else {
            continue;
        };
        let stored: Vec<&str> = crd["status"]["storedVersions"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        if stored.iter().all(|version| *version == storage) {
            continue;
        }
        let api_version = format!("{group}/{storage}");
        let objects = cluster.list(&api_version, kind, None)?;
        for object in &objects {
            cluster.replace(object)?;
        }
        ui.generate(&format!(
            "{kind}: {} object(s) stored as {api_version}",
            objects.len()
        ));
        let name = crd["metadata"]["name"].as_str().unwrap_or_default();
        let crd_ref =
            ObjectRef::cluster("apiextensions.k8s.io/v1", "CustomResourceDefinition", name);
        cluster.merge_patch_status(
            &crd_ref,
            &json!({ "status": { "storedVersions": [storage] } }),
        )?;
        ui.success(&format!(
            "{name} stored versions: {} -> {storage}",
            stored.join(", ")
        ));
    }
    ui.success("custom resources migrated successfully");
    Ok(())
}
