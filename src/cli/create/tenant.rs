//! `fluxr create tenant NAME`: a tenant's namespaces, service accounts and role bindings.

use std::process::ExitCode;

use clap::Args;
use serde_json::{Value, json};

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::{is_dns1123_label, parse_go_bool};
use crate::ui::Ui;

/// Create or update a tenant
///
/// The create tenant command generates namespaces, service accounts and role bindings to limit
/// the reconcilers scope to the tenant namespaces.
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
    /// Skip namespace creation
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub skip_namespace: bool,
}

/// A tenant flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("with-namespace is required")]
    NamespaceRequired,
    #[error(
        "invalid namespace '{namespace}': a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character"
    )]
    InvalidNamespace { namespace: String },
}

const TENANT_LABEL: &str = "toolkit.fluxcd.io/tenant";

/// The tenant's objects, per namespace: Namespace (unless skipped), ServiceAccount, RoleBinding.
pub(crate) fn objects(common: &CreateCommonArgs, args: TenantArgs) -> anyhow::Result<Vec<Value>> {
    let TenantArgs {
        name,
        namespaces,
        cluster_role,
        service_account,
        skip_namespace,
    } = args;
    let tenant = create::object_name(name)?;
    if namespaces.is_empty() {
        return Err(Error::NamespaceRequired.into());
    }
    if let Some(namespace) = namespaces.iter().find(|ns| !is_dns1123_label(ns)) {
        return Err(Error::InvalidNamespace {
            namespace: namespace.clone(),
        }
        .into());
    }
    let mut labels = create::parse_labels(&common.labels)?;
    labels.insert(TENANT_LABEL.to_owned(), tenant.clone());
    let account = if service_account.is_empty() {
        tenant.clone()
    } else {
        service_account
    };
    let mut objects = Vec::new();
    for namespace in &namespaces {
        if !skip_namespace {
            objects.push(json!({
                "apiVersion": "v1",
                "kind": "Namespace",
                "metadata": { "labels": labels, "name": namespace },
            }));
        }
        objects.push(json!({
            "apiVersion": "v1",
            "kind": "ServiceAccount",
            "metadata": { "labels": labels, "name": account, "namespace": namespace },
        }));
        objects.push(json!({
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
                "name": cluster_role,
            },
            "subjects": [
                {
                    "apiGroup": "rbac.authorization.k8s.io",
                    "kind": "User",
                    "name": format!("gotk:{namespace}:reconciler"),
                },
                { "kind": "ServiceAccount", "name": account, "namespace": namespace },
            ],
        }));
    }
    Ok(objects)
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: TenantArgs,
) -> anyhow::Result<ExitCode> {
    let objects = objects(common, args)?;
    if !common.export {
        return create::apply(ui, ctx, &objects);
    }
    let text: String = objects.iter().map(create::export_text).collect();
    ui.stdout(&text)?;
    Ok(ExitCode::SUCCESS)
}
