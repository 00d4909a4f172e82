//! `migrate` without `-f`, as flux's cluster migrator does it: for every Flux CRD, each of its
//! objects is patched at the CRD's storage version, which stores it again in that version (and
//! moves its managed fields to it), then the CRD's `status.storedVersions` is cut to the storage
//! version alone, so that older versions can be dropped from the CRD.

use serde_json::{Value, json};

use super::info::PART_OF_SELECTOR;
use crate::kube::{Cluster, KubeError, ObjectRef};
use crate::ui::Ui;

const CRD_API_VERSION: &str = "apiextensions.k8s.io/v1";
const CRD_KIND: &str = "CustomResourceDefinition";

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("failed to list CRDs")]
    ListCrds(#[source] KubeError),
    #[error("failed to get CRD {name}")]
    GetCrd {
        name: String,
        #[source]
        source: KubeError,
    },
    #[error("no storage version found for CRD {name}")]
    NoStorageVersion { name: String },
    #[error("failed to migrate resources for CRD {name}")]
    MigrateResources {
        name: String,
        #[source]
        source: Box<Error>,
    },
    #[error("failed to list resources for CRD {name}")]
    ListResources {
        name: String,
        #[source]
        source: KubeError,
    },
    /// flux's words start with a space; `object` is `Kind/namespace/name`.
    #[error(" {object} failed to migrate")]
    Patch {
        object: String,
        #[source]
        source: KubeError,
    },
    #[error(" {object} failed to migrate managed fields")]
    PatchManagedFields {
        object: String,
        #[source]
        source: KubeError,
    },
    #[error("failed to update CRD {name} status")]
    UpdateStatus {
        name: String,
        #[source]
        source: KubeError,
    },
}

/// Migrates the objects of every Flux CRD, in the order the API server lists the CRDs.
pub fn run(ui: &Ui, cluster: &Cluster) -> Result<(), Error> {
    let crds = cluster
        .list_selected(CRD_API_VERSION, CRD_KIND, None, Some(PART_OF_SELECTOR))
        .map_err(Error::ListCrds)?;
    for crd in &crds {
        let name = crd["metadata"]["name"].as_str().unwrap_or_default();
        migrate_crd(ui, cluster, name)?;
    }
    ui.success("custom resources migrated successfully");
    Ok(())
}

fn migrate_crd(ui: &Ui, cluster: &Cluster, name: &str) -> Result<(), Error> {
    let get_failed = |source| Error::GetCrd {
        name: name.to_owned(),
        source,
    };
    let mut crd = cluster
        .get(&ObjectRef::cluster(CRD_API_VERSION, CRD_KIND, name))
        .map_err(get_failed)?
        .ok_or_else(|| {
            get_failed(KubeError::NotFound {
                message: format!(
                    "customresourcedefinitions.apiextensions.k8s.io \"{name}\" not found"
                ),
            })
        })?;
    let Some(storage) = crate::api::storage_version(&crd).map(str::to_owned) else {
        return Err(Error::NoStorageVersion {
            name: name.to_owned(),
        });
    };
    migrate_objects(ui, cluster, &crd, &storage).map_err(|source| Error::MigrateResources {
        name: name.to_owned(),
        source: Box::new(source),
    })?;
    let stored = crd["status"]["storedVersions"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if stored.len() > 1 || stored.first().and_then(Value::as_str) != Some(storage.as_str()) {
        crd["status"]["storedVersions"] = json!([storage]);
        cluster
            .replace_status(&crd)
            .map_err(|source| Error::UpdateStatus {
                name: name.to_owned(),
                source,
            })?;
        ui.success(&format!("{name} migrated to storage version {storage}"));
    }
    Ok(())
}

/// Patches every object of the CRD at `version`: its managed fields moved to that version when
/// some entry names another, else with the empty merge patch, which only stores it again.
fn migrate_objects(ui: &Ui, cluster: &Cluster, crd: &Value, version: &str) -> Result<(), Error> {
    let name = crd["metadata"]["name"].as_str().unwrap_or_default();
    let group = crd["spec"]["group"].as_str().unwrap_or_default();
    let kind = crd["spec"]["names"]["kind"].as_str().unwrap_or_default();
    let api_version = format!("{group}/{version}");
    let items = cluster
        .list(&api_version, kind, None)
        .map_err(|source| Error::ListResources {
            name: name.to_owned(),
            source,
        })?;
    for item in &items {
        let namespace = item["metadata"]["namespace"].as_str().unwrap_or_default();
        let item_name = item["metadata"]["name"].as_str().unwrap_or_default();
        let item_kind = item["kind"].as_str().unwrap_or(kind);
        let r = if namespace.is_empty() {
            ObjectRef::cluster(&api_version, kind, item_name)
        } else {
            ObjectRef::namespaced(&api_version, kind, namespace, item_name)
        };
        let object = format!("{item_kind}/{namespace}/{item_name}");
        let result = match managed_fields_patch(item, &api_version) {
            None => cluster
                .merge_patch(&r, &json!({}), false)
                .map(drop)
                .map_err(|source| Error::Patch {
                    object: object.clone(),
                    source,
                }),
            Some(patch) => cluster.json_patch(&r, &patch).map(drop).map_err(|source| {
                Error::PatchManagedFields {
                    object: object.clone(),
                    source,
                }
            }),
        };
        // An object deleted since the list needs no migration.
        if let Err(err) = result
            && !is_not_found(&err)
        {
            return Err(err);
        }
        ui.success(&format!("{object} migrated to version {version}"));
    }
    Ok(())
}

/// fluxcd/pkg's `ssa.PatchMigrateToVersion`: one JSON patch replacing the managed fields, every
/// entry at `api_version`, or `None` when there are none or all are at it already.
pub fn managed_fields_patch(object: &Value, api_version: &str) -> Option<Value> {
    let entries = object["metadata"]["managedFields"].as_array()?;
    if entries
        .iter()
        .all(|entry| entry["apiVersion"].as_str().unwrap_or_default() == api_version)
    {
        return None;
    }
    let entries: Vec<Value> = entries
        .iter()
        .map(|entry| {
            let mut entry = entry.clone();
            entry["apiVersion"] = Value::from(api_version);
            entry
        })
        .collect();
    Some(json!([{
        "op": "replace",
        "path": "/metadata/managedFields",
        "value": entries,
    }]))
}

fn is_not_found(err: &Error) -> bool {
    match err {
        Error::Patch { source, .. } | Error::PatchManagedFields { source, .. } => {
            matches!(source, KubeError::NotFound { .. })
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn managed_fields_move_to_the_version_only_when_one_differs() {
        let entry =
            |version: &str| json!({"manager": "kustomize-controller", "apiVersion": version});
        let object =
            json!({"metadata": {"managedFields": [entry("k.io/v1"), entry("k.io/v1beta2")]}});
        assert_eq!(
            managed_fields_patch(&object, "k.io/v1"),
            Some(json!([{"op": "replace", "path": "/metadata/managedFields",
                         "value": [entry("k.io/v1"), entry("k.io/v1")]}]))
        );
        let current = json!({"metadata": {"managedFields": [entry("k.io/v1")]}});
        assert_eq!(managed_fields_patch(&current, "k.io/v1"), None);
        assert_eq!(
            managed_fields_patch(&json!({"metadata": {}}), "k.io/v1"),
            None
        );
    }
}
