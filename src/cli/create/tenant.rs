//! `fluxr create tenant NAME`: flags into [`tenant::Options`].

use std::process::ExitCode;

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::parse_go_bool;
use crate::cluster::create::tenant;
use crate::ui::Ui;
use clap::Args;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", "  # Create a tenant with access to a namespace \n  fluxr create tenant dev-team \\\n    --with-namespace=frontend \\\n    --label=environment=dev\n\n  # Generate tenant namespaces and role bindings in YAML format\n  fluxr create tenant dev-team \\\n    --with-namespace=frontend \\\n    --with-namespace=backend \\\n\t--export > dev-team.yaml"))]
pub struct TenantArgs {
    /// The name of the tenant
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,

    /// namespace belonging to this tenant
    #[arg(
        long = "with-namespace",
        value_parser = crate::cli::string_slice::parse,
        value_name = "NAMESPACE"
    )]
    pub namespaces: Vec<crate::cli::string_slice::StringSlice>,
    /// cluster role of the tenant role binding
    #[arg(long, default_value = "cluster-admin")]
    pub cluster_role: String,
    /// service account belonging to this tenant
    #[arg(
        long = "with-service-account",
        default_value = "",
        hide_default_value = true
    )]
    pub service_account: String,
    /// skip namespace creation (namespace must exist already)
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub skip_namespace: bool,
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: TenantArgs,
) -> anyhow::Result<ExitCode> {
    let objects = tenant::objects(&tenant::Options {
        name: create::object_name(args.name.clone())?,
        namespaces: (!args.namespaces.is_empty())
            .then(|| crate::cli::string_slice::values(args.namespaces.clone())),
        cluster_role: args.cluster_role.clone(),
        service_account: args.service_account.clone(),
        labels: crate::cli::string_slice::values(common.labels.clone()),
    })?;
    if common.export {
        let mut text = String::new();
        for namespace in &objects {
            if !args.skip_namespace {
                text.push_str(&create::export_text(&namespace.namespace));
            }
            text.push_str(&create::export_text(&namespace.service_account));
            text.push_str(&create::export_text(&namespace.role_binding));
        }
        ui.stdout(&text)?;
        return Ok(ExitCode::SUCCESS);
    }
    tenant::apply(
        ui,
        &create::session(ui, ctx)?,
        &objects,
        args.skip_namespace,
    )?;
    Ok(ExitCode::SUCCESS)
}
