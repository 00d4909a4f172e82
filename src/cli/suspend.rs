//! `fluxr suspend` and `fluxr resume`: toggle `spec.suspend` of Flux objects; resuming asks for
//! a reconciliation and, unless `--wait=false`, waits for it.

use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Subcommand};
use serde_json::{Value, json};

use super::GlobalContext;
use super::check::cluster_options;
use super::global::parse_go_bool;
use super::reconcile::{ImageKind, Named, SourceKind};
use super::resource::{self, FluxKind, HELM_RELEASE, KUSTOMIZATION};
use crate::kube::Cluster;
use crate::ui::Ui;

/// Suspend reconciliation of sources and resources
///
/// The suspend sub-commands suspend the reconciliation of a source or resource.
#[derive(Args, Debug)]
pub struct SuspendArgs {
    /// Suspend all resources in that namespace
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub all: bool,

    #[command(subcommand)]
    pub target: Target,
}

/// Resume suspended sources and resources
///
/// The resume sub-commands resume a suspended source or resource.
#[derive(Args, Debug)]
pub struct ResumeArgs {
    /// Resume all resources in that namespace
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub all: bool,

    /// Wait for the resources to become ready after resuming
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "true", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub wait: bool,

    #[command(subcommand)]
    pub target: Target,
}

#[derive(Subcommand, Debug)]
pub enum Target {
    /// A Kustomization resource
    #[command(visible_alias = "ks")]
    Kustomization(Named),
    /// A HelmRelease resource
    #[command(visible_alias = "hr")]
    Helmrelease(Named),
    /// A source
    Source(SourceTarget),
    /// An image automation object
    Image(ImageTarget),
}

#[derive(Args, Debug)]
pub struct ImageTarget {
    #[command(subcommand)]
    pub kind: ImageKind,
}

#[derive(Args, Debug)]
pub struct SourceTarget {
    #[command(subcommand)]
    pub kind: SourceKind,
}

impl Target {
    fn kind_and_name(&self) -> (FluxKind, Option<&str>) {
        match self {
            Target::Kustomization(named) => (KUSTOMIZATION, named.name.as_deref()),
            Target::Helmrelease(named) => (HELM_RELEASE, named.name.as_deref()),
            Target::Source(source) => (source.kind.flux_kind(), source.kind.name()),
            Target::Image(image) => (image.kind.flux_kind(), image.kind.name()),
        }
    }
}

/// The objects a run acts on: the named one, or with `--all` every one in the namespace.
fn targets(
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    name: Option<&str>,
    all: bool,
) -> anyhow::Result<Vec<Value>> {
    if all {
        let objects = cluster.list(kind.api_version, kind.kind, Some(namespace))?;
        if objects.is_empty() {
            return Err(resource::Error::NoneFound {
                human: kind.human,
                namespace: namespace.to_owned(),
            }
            .into());
        }
        return Ok(objects);
    }
    let name = name.ok_or(resource::Error::NameRequired { kind: kind.kind })?;
    Ok(vec![resource::fetch(cluster, kind, namespace, name)?])
}

fn name_of(object: &Value) -> &str {
    object["metadata"]["name"].as_str().unwrap_or_default()
}

pub(crate) fn suspend(ui: &Ui, ctx: &GlobalContext, args: SuspendArgs) -> anyhow::Result<ExitCode> {
    let (kind, name) = args.target.kind_and_name();
    let cluster = Cluster::connect(&cluster_options(ctx))?.with_ui(ui.clone());
    let namespace = &ctx.namespace;
    for object in targets(&cluster, kind, namespace, name, args.all)? {
        let name = name_of(&object);
        ui.action(&format!(
            "suspending {} {name} in {namespace} namespace",
            kind.human
        ));
        let patch = json!({ "spec": { "suspend": true } });
        cluster.merge_patch(&kind.object_ref(namespace, name), &patch, false)?;
        ui.success(&format!("{} suspended", kind.human));
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn resume(ui: &Ui, ctx: &GlobalContext, args: ResumeArgs) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let (kind, name) = args.target.kind_and_name();
    let cluster = Cluster::connect(&cluster_options(ctx))?.with_ui(ui.clone());
    let namespace = &ctx.namespace;
    let objects = targets(&cluster, kind, namespace, name, args.all)?;
    for object in &objects {
        let name = name_of(object);
        ui.action(&format!(
            "resuming {} {name} in {namespace} namespace",
            kind.human
        ));
        // The request makes the controller act at once rather than at its next interval.
        resource::annotate_request(
            &cluster,
            &kind.object_ref(namespace, name),
            &[],
            &[("suspend", json!(false))],
        )?;
        ui.success(&format!("{} resumed", kind.human));
    }
    if !args.wait {
        return Ok(ExitCode::SUCCESS);
    }
    for object in &objects {
        let name = name_of(object);
        ui.waiting(&format!("waiting for {} reconciliation", kind.kind));
        let remaining = ctx.timeout.saturating_sub(started.elapsed());
        let object = cluster.wait_ready(&kind.object_ref(namespace, name), remaining)?;
        ui.success(&format!("{} reconciliation completed", kind.kind));
        ui.success(&kind.success_message(&object));
    }
    Ok(ExitCode::SUCCESS)
}
