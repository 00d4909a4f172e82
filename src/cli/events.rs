//! `fluxr events`: the Kubernetes events of Flux objects.

use std::process::ExitCode;
use std::time::Instant;

use clap::Args;

use super::GlobalContext;
use super::global::parse_go_bool;
use crate::cluster::events::{self, Options};
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
#[command(long_about = super::target::preview(
    "Display Kubernetes events for Flux resources",
    "The events sub-command shows Kubernetes events from Flux resources",
))]
#[command(after_help = "Examples:
  # Display events for flux resources in default namespace
  fluxr events -n default

  # Display events for flux resources in all namespaces
  fluxr events -A

  # Display events for a Kustomization named podinfo
  fluxr events --for Kustomization/podinfo

  # Display events for all Kustomizations in default namespace
  fluxr events --for Kustomization -n default

  # Display warning events for alert resources
  fluxr events --for Alert/podinfo --types warning")]
pub struct EventsArgs {
    /// display events from Flux resources across all namespaces
    #[arg(short = 'A', long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub all_namespaces: bool,
    /// indicate if the events should be streamed
    #[arg(short = 'w', long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub watch: bool,
    /// get events for a particular object
    #[arg(long = "for", value_name = "KIND[/NAME]")]
    pub for_object: Option<String>,
    /// filter events for certain types (valid types are: Normal, Warning)
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "TYPES")]
    pub types: Vec<crate::cli::string_slice::StringSlice>,
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: EventsArgs) -> anyhow::Result<ExitCode> {
    let deadline = Instant::now() + ctx.timeout;
    // pflag reads `--types=` as no types at all, so flux lists every type for it.
    let types = crate::cli::string_slice::values(args.types);
    events::validate_types(&types)?;
    let options = Options {
        namespace: (!args.all_namespaces).then(|| ctx.namespace.clone()),
        object_namespace: ctx.namespace.clone(),
        for_object: args.for_object.filter(|f| !f.is_empty()),
        types,
    };
    let cluster = ctx.cluster(ui)?;
    if args.watch {
        events::watch(ui, cluster, &options, deadline)?;
    } else {
        events::run(ui, cluster, &options)?;
    }
    Ok(ExitCode::SUCCESS)
}
