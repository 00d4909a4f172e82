//! `fluxr create tenant NAME`: a tenant's namespaces, service accounts and role bindings.

use std::process::ExitCode;

use clap::Args;
use serde_json::{Value, json};

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::parse_go_bool;
use crate::ui::Ui;

/// Create or update a tenant
///
/// The create tenant command generates namespaces, service accounts and role bindings to limit the
/// reconcilers scope to the tenant namespaces.
///
/// ⚠️  Please note that this command is in preview and under development.
/// While we try our best to not introduce breaking changes, they may occur when
/// we adapt to new features and/or find better ways to facilitate what it does.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a tenant with access to a namespace
  fluxr create tenant dev-team \\
    --with-namespace=frontend \\
    --label=environment=dev --export

  # Create a tenant with access to multiple namespaces
  fluxr create tenant dev-team \\
    --with-namespace=frontend \\
    --with-namespace=backend \\
    --label=environment=dev --export")]
pub struct TenantArgs {
    /// The name of the tenant
    #[arg(value_name = "NAME")]
    pub name: Option<String>,

    /// Namespace belonging to this tenant
    #[arg(
        long = "with-namespace",
        value_delimiter = ',',
        value_name = "NAMESPACE"
    )]
    pub namespaces: Vec<String>,
    /// Cluster role of the tenant role binding
    #[arg(long, default_value = "cluster-admin")]
    pub cluster_role: String,
    /// Service account belonging to this tenant
    #[arg(
        long = "with-service-account",
        default_value = "",
        hide_default_value = true
    )]
    pub service_account: String,
    /// Skip namespace creation (namespace must exist already)
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub skip_namespace: bool,
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
}

const TENANT_LABEL: &str = "toolkit.fluxcd.io/tenant";

/// The objects of one tenant namespace.
pub(crate) struct TenantNamespace {
    pub namespace: Value,
    pub service_account: Value,
    pub role_binding: Value,
}

/// The tenant's objects, namespace by namespace, checked in flux's order.
pub(crate) fn objects(
    common: &CreateCommonArgs,
    args: &TenantArgs,
) -> anyhow::Result<Vec<TenantNamespace>> {
    let tenant = create::object_name(args.name.clone())?;
    let reasons = crate::api::names::qualified_name_errors(&tenant);
    if !reasons.is_empty() {
        return Err(Error::InvalidTenant {
            name: tenant,
            reasons,
        }
        .into());
    }
    if args.cluster_role.is_empty() {
        return Err(Error::ClusterRoleRequired.into());
    }
    // Only a missing flag is an error: `--with-namespace=` is an empty list, as in flux.
    if args.namespaces.is_empty() {
        return Err(Error::NamespaceRequired.into());
    }
    let namespaces = crate::cli::create::flags::string_slice(args.namespaces.clone());
    let account = if args.service_account.is_empty() {
        tenant.clone()
    } else {
        args.service_account.clone()
    };
    let mut objects = Vec::new();
    for namespace in &namespaces {
        let reasons = crate::api::names::qualified_name_errors(namespace);
        if !reasons.is_empty() {
            return Err(Error::InvalidNamespace {
                namespace: namespace.clone(),
                reasons,
            }
            .into());
        }
        let mut labels = create::parse_labels(&common.labels)?;
        labels.insert(TENANT_LABEL.to_owned(), tenant.clone());
        let reasons = crate::api::names::qualified_name_errors(&account);
        if !reasons.is_empty() {
            return Err(Error::InvalidServiceAccount {
                name: account,
                reasons,
            }
            .into());
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
                    "name": args.cluster_role,
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

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: TenantArgs,
) -> anyhow::Result<ExitCode> {
    let tenant = objects(common, &args)?;
    if common.export {
        let mut text = String::new();
        for objects in &tenant {
            if !args.skip_namespace {
                text.push_str(&create::export_text(&objects.namespace));
            }
            text.push_str(&create::export_text(&objects.service_account));
            text.push_str(&create::export_text(&objects.role_binding));
        }
        ui.stdout(&text)?;
        return Ok(ExitCode::SUCCESS);
    }
    let session = create::session(ui, ctx)?;
    for objects in &tenant {
        let name = |object: &Value| {
            object["metadata"]["name"]
                .as_str()
                .unwrap_or_default()
                .to_owned()
        };
        if !args.skip_namespace {
            ui.action(&format!("applying namespace {}", name(&objects.namespace)));
            session
                .cluster
                .apply(std::slice::from_ref(&objects.namespace), false)?;
        }
        ui.action(&format!(
            "applying service account {}",
            name(&objects.service_account)
        ));
        session
            .cluster
            .apply(std::slice::from_ref(&objects.service_account), false)?;
        ui.action(&format!(
            "applying role binding {}",
            name(&objects.role_binding)
        ));
        upsert_role_binding(&session, &objects.role_binding)?;
    }
    ui.success("tenant setup completed");
    Ok(ExitCode::SUCCESS)
}

/// A RoleBinding's role cannot change in place: flux deletes and recreates one whose
/// subjects, role or labels differ.
fn upsert_role_binding(session: &create::Session, binding: &Value) -> anyhow::Result<()> {
    let reference = crate::kube::ObjectRef::of(binding)?;
    if let Some(existing) = session.cluster.get(&reference)? {
        let same = existing.get("subjects") == binding.get("subjects")
            && existing.get("roleRef") == binding.get("roleRef")
            && labels_include(&existing, binding);
        if same {
            return Ok(());
        }
        session.cluster.delete(&reference)?;
    }
    session
        .cluster
        .apply(std::slice::from_ref(binding), false)?;
    Ok(())
}

/// Whether every label of `wanted` is on `existing` with the same value (the semantic
/// "derivative" comparison flux makes: labels it does not set do not count).
fn labels_include(existing: &Value, wanted: &Value) -> bool {
    wanted["metadata"]["labels"]
        .as_object()
        .into_iter()
        .flatten()
        .all(|(key, value)| existing["metadata"]["labels"].get(key) == Some(value))
}
