//! `fluxr trace`: how Flux manages one or more objects of the cluster.

use std::process::ExitCode;

use clap::Args;

use super::GlobalContext;
use crate::cluster::trace;
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(long_about = super::target::preview(
    "Trace in-cluster objects throughout the GitOps delivery pipeline",
    "The trace command shows how one or more objects are managed by Flux,\n\
from which source and revision they come, and what the latest reconciliation status is.\n\
\n\
You can also trace multiple objects with different resource kinds using <resource>/<name> multiple times.",
))]
#[command(after_help = "Examples:
  # Trace a Kubernetes Deployment
  fluxr trace -n apps deployment my-app

  # Trace a Kubernetes Pod and a config map
  fluxr trace -n redis pod/redis-master-0 cm/redis

  # Trace a Kubernetes global object
  fluxr trace namespace redis

  # Trace a Kubernetes custom resource
  fluxr trace -n redis helmrelease redis

  # API Version and Kind can also be specified explicitly
  # Note that either both, kind and api-version, or neither have to be specified.
  fluxr trace redis --kind=helmrelease --api-version=helm.toolkit.fluxcd.io/v2 -n redis")]
pub struct TraceArgs {
    /// <resource> <name> [<name> ...], or <resource>/<name> ...
    #[arg(value_name = "ARGS")]
    pub args: Vec<String>,
    /// the Kubernetes object kind, e.g. Deployment'
    #[arg(long, default_value = "", hide_default_value = true)]
    pub kind: String,
    /// the Kubernetes object API version, e.g. 'apps/v1'
    #[arg(long, default_value = "", hide_default_value = true)]
    pub api_version: String,
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: TraceArgs) -> anyhow::Result<ExitCode> {
    let cluster = ctx.cluster(ui)?;
    let targets = if !args.kind.is_empty() || !args.api_version.is_empty() {
        vec![trace::static_target(
            cluster,
            &ctx.namespace,
            &args.args,
            &args.kind,
            &args.api_version,
        )?]
    } else {
        trace::dynamic_targets(cluster, &ctx.namespace, &args.args, &program_name())?
    };
    for (i, target) in targets.iter().enumerate() {
        match trace::trace(cluster, target) {
            Ok(report) => ui.stdout(&report)?,
            // flux prints the failure without a line break and goes on.
            Err(err) => ui.stderr(&format!(
                "failed to trace {}/{} in namespace {}: {err}",
                target.kind,
                crate::cluster::objects::name(&target.object),
                crate::cluster::objects::namespace(&target.object)
            ))?,
        }
        if i + 1 < targets.len() {
            ui.stdout("---\n")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The program's name as Go's `os.Args[0]` split on `/` gives it, for cli-runtime's hint.
fn program_name() -> String {
    std::env::args_os()
        .next()
        .map(|arg0| {
            let arg0 = arg0.to_string_lossy().into_owned();
            arg0.rsplit('/').next().unwrap_or_default().to_owned()
        })
        .unwrap_or_else(|| "cmd".to_owned())
}
