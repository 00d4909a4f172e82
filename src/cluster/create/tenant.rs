//! A tenant: per namespace, the Namespace, a ServiceAccount and a RoleBinding to the cluster
//! role, all labelled with the tenant, checked in flux's order.

use serde_json::{Value, json};

use super::go_equal::derivative;
use super::{Session, parse_labels};
use crate::kube::{KubeError, ObjectRef};
use crate::ui::Ui;

/// `create tenant`, with the name already checked.
#[derive(Debug, Clone)]
pub struct Options {
    pub name: String,
    /// `None`: `--with-namespace` not given.
    pub namespaces: Option<Vec<String>>,
    pub cluster_role: String,
    /// Empty: the tenant's name.
    pub service_account: String,
    pub labels: Vec<String>,
}

/// A tenant flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("invalid tenant name '{name}': [{}]", reasons.join(" "))]
    InvalidTenant { name: String, reasons: Vec<String> },
    #[error("cluster-role is required")]
    ClusterRoleRequired,
    #[error("with-namespace is required")]
    NamespaceRequired,
    #[error("invalid namespace '{namespace}': [{}]", reasons.join(" "))]
    InvalidNamespace {
        namespace: String,
        reasons: Vec<String>,
    },
    #[error("invalid service-account name '{name}': [{}]", reasons.join(" "))]
    InvalidServiceAccount { name: String, reasons: Vec<String> },
    #[error(transparent)]
    Create(#[from] super::Error),
}

const TENANT_LABEL: &str = "toolkit.fluxcd.io/tenant";

/// The objects of one tenant namespace.
pub struct TenantNamespace {
    pub namespace: Value,
    pub service_account: Value,
    pub role_binding: Value,
}

/// The tenant's objects, namespace by namespace, checked in flux's order.
pub fn objects(options: &Options) -> Result<Vec<TenantNamespace>, Error> {
    let tenant = options.name.clone();
    let reasons = crate::api::names::qualified_name_errors(&tenant);
    if !reasons.is_empty() {
        return Err(Error::InvalidTenant {
            name: tenant,
            reasons,
        });
    }
    if options.cluster_role.is_empty() {
        return Err(Error::ClusterRoleRequired);
    }
    // Only a missing flag is an error: `--with-namespace=` is an empty list, as in flux.
    let Some(namespaces) = &options.namespaces else {
        return Err(Error::NamespaceRequired);
    };
    let account = if options.service_account.is_empty() {
        tenant.clone()
    } else {
        options.service_account.clone()
    };
    let mut objects = Vec::new();
    for namespace in namespaces {
        let reasons = crate::api::names::qualified_name_errors(namespace);
        if !reasons.is_empty() {
            return Err(Error::InvalidNamespace {
                namespace: namespace.clone(),
                reasons,
            });
        }
        let mut labels = parse_labels(&options.labels)?;
        labels.insert(TENANT_LABEL.to_owned(), tenant.clone());
        let reasons = crate::api::names::qualified_name_errors(&account);
        if !reasons.is_empty() {
            return Err(Error::InvalidServiceAccount {
                name: account,
                reasons,
            });
        }
        objects.push(TenantNamespace {
            namespace: json!({
                "apiVersion": "v1",
                "kind": "Namespace",
                "metadata": { "labels": labels, "name": namespace },
            }),
            service_account: json!({
                "apiVersion": "v1",
                "kind": "ServiceAccount",
                "metadata": { "labels": labels, "name": account, "namespace": namespace },
            }),
            role_binding: json!({
                "apiVersion": "rbac.authorization.k8s.io/v1",
                "kind": "RoleBinding",
                "metadata": {
                    "labels": labels,
                    "name": format!("{tenant}-reconciler"),
                    "namespace": namespace,
                },
                "roleRef": {
                    "apiGroup": "rbac.authorization.k8s.io",
                    "kind": "ClusterRole",
                    "name": options.cluster_role,
                },
                "subjects": [
                    {
                        "apiGroup": "rbac.authorization.k8s.io",
                        "kind": "User",
                        "name": format!("gotk:{namespace}:reconciler"),
                    },
                    { "kind": "ServiceAccount", "name": account, "namespace": namespace },
                ],
            }),
        });
    }
    Ok(objects)
}

/// flux's apply of each namespace (unless skipped), service account and role binding.
pub fn apply(
    ui: &Ui,
    session: &Session,
    tenant: &[TenantNamespace],
    skip_namespace: bool,
) -> Result<(), KubeError> {
    for objects in tenant {
        let name = |object: &Value| {
            object["metadata"]["name"]
                .as_str()
                .unwrap_or_default()
                .to_owned()
        };
        if !skip_namespace {
            ui.action(&format!("applying namespace {}", name(&objects.namespace)));
            upsert_labelled(session, &objects.namespace)?;
        }
        ui.action(&format!(
            "applying service account {}",
            name(&objects.service_account)
        ));
        upsert_labelled(session, &objects.service_account)?;
        ui.action(&format!(
            "applying role binding {}",
            name(&objects.role_binding)
        ));
        upsert_role_binding(session, &objects.role_binding)?;
    }
    ui.success("tenant setup completed");
    Ok(())
}

/// A RoleBinding's role cannot change in place: flux deletes and recreates one whose
/// subjects, role or labels differ.
fn upsert_role_binding(session: &Session, binding: &Value) -> Result<(), KubeError> {
    let reference = ObjectRef::of(binding)?;
    if let Some(existing) = session.cluster.get(&reference)? {
        // flux: `equality.Semantic.DeepDerivative` of the subjects, the role and the labels.
        let same = derivative(binding.get("subjects"), existing.get("subjects"), false)
            && derivative(binding.get("roleRef"), existing.get("roleRef"), false)
            && labels_include(&existing, binding);
        if same {
            return Ok(());
        }
        session.cluster.delete(&reference)?;
    }
    session.cluster.create(binding)?;
    Ok(())
}

/// flux's `upsertNamespace` and `upsertServiceAccount`: a Create when there is none; else,
/// when a label of ours is missing or differs, the object's labels replaced by ours and written
/// back with an Update.
fn upsert_labelled(session: &Session, object: &Value) -> Result<(), KubeError> {
    let reference = ObjectRef::of(object)?;
    let Some(mut existing) = session.cluster.get(&reference)? else {
        session.cluster.create(object)?;
        return Ok(());
    };
    if labels_include(&existing, object) {
        return Ok(());
    }
    existing["metadata"]["labels"] = object["metadata"]["labels"].clone();
    session.cluster.replace(&existing)?;
    Ok(())
}

/// flux's `equality.Semantic.DeepDerivative(wanted.Labels, existing.Labels)`: labels it does not
/// set do not count, and one it sets empty needs only to be there.
fn labels_include(existing: &Value, wanted: &Value) -> bool {
    derivative(
        wanted["metadata"].get("labels"),
        existing["metadata"].get("labels"),
        true,
    )
}
