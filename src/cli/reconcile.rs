//! `fluxr reconcile`: ask a controller to reconcile an object now, and wait for the outcome.

use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Subcommand};
use serde_json::Value;

use super::GlobalContext;
use super::check::cluster_options;
use super::global::parse_go_bool;
use super::resource::{self, FluxKind, HELM_RELEASE, KUSTOMIZATION};
use crate::kube::Cluster;
use crate::ui::Ui;

/// Reconcile sources and resources
///
/// The reconcile sub-commands trigger a reconciliation of sources and resources.
#[derive(Args, Debug)]
pub struct ReconcileArgs {
    #[command(subcommand)]
    pub target: ReconcileTarget,
}

#[derive(Subcommand, Debug)]
pub enum ReconcileTarget {
    /// Reconcile a Kustomization resource
    #[command(visible_alias = "ks")]
    Kustomization(WithSource),
    /// Reconcile a HelmRelease resource
    #[command(visible_alias = "hr")]
    Helmrelease(HelmReleaseArgs),
    /// Reconcile sources
    Source(SourceArgs),
    /// Reconcile image automation objects
    Image(ImageArgs),
}

#[derive(Args, Debug)]
pub struct ImageArgs {
    #[command(subcommand)]
    pub kind: ImageKind,
}

/// The image automation kinds, shared by `reconcile`, `suspend` and `resume`.
#[derive(Subcommand, Debug, Clone)]
pub enum ImageKind {
    /// An ImageRepository
    Repository(Named),
    /// An ImageUpdateAutomation
    Update(Named),
}

impl ImageKind {
    pub(crate) fn flux_kind(&self) -> FluxKind {
        match self {
            ImageKind::Repository(_) => resource::IMAGE_REPOSITORY,
            ImageKind::Update(_) => resource::IMAGE_UPDATE_AUTOMATION,
        }
    }

    pub(crate) fn name(&self) -> Option<&str> {
        match self {
            ImageKind::Repository(named) | ImageKind::Update(named) => named.name.as_deref(),
        }
    }
}

#[derive(Args, Debug)]
pub struct WithSource {
    /// The name of the object
    pub name: Option<String>,
    /// Reconcile the source of the object first
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub with_source: bool,
}

#[derive(Args, Debug)]
pub struct HelmReleaseArgs {
    #[command(flatten)]
    pub target: WithSource,
    /// Force a one-off install or upgrade of the HelmRelease resource
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub force: bool,
    /// Reset the retry counter of a HelmRelease resource that failed
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub reset: bool,
}

#[derive(Args, Debug)]
pub struct SourceArgs {
    #[command(subcommand)]
    pub kind: SourceKind,
}

/// The source kinds, shared by `reconcile`, `suspend` and `resume`.
#[derive(Subcommand, Debug, Clone)]
pub enum SourceKind {
    /// A GitRepository source
    Git(Named),
    /// An OCIRepository source
    Oci(Named),
    /// A HelmRepository source
    Helm(Named),
    /// A Bucket source
    Bucket(Named),
    /// A HelmChart source
    Chart(Named),
}

#[derive(Args, Debug, Clone)]
pub struct Named {
    /// The name of the object
    pub name: Option<String>,
}

impl SourceKind {
    pub(crate) fn flux_kind(&self) -> FluxKind {
        match self {
            SourceKind::Git(_) => resource::GIT_REPOSITORY,
            SourceKind::Oci(_) => resource::OCI_REPOSITORY,
            SourceKind::Helm(_) => resource::HELM_REPOSITORY,
            SourceKind::Bucket(_) => resource::BUCKET,
            SourceKind::Chart(_) => resource::HELM_CHART,
        }
    }

    pub(crate) fn name(&self) -> Option<&str> {
        match self {
            SourceKind::Git(named)
            | SourceKind::Oci(named)
            | SourceKind::Helm(named)
            | SourceKind::Bucket(named)
            | SourceKind::Chart(named) => named.name.as_deref(),
        }
    }
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: ReconcileArgs) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let remaining = || ctx.timeout.saturating_sub(started.elapsed());
    let (kind, target, annotations): (FluxKind, WithSource, Vec<&str>) = match args.target {
        ReconcileTarget::Kustomization(target) => (KUSTOMIZATION, target, Vec::new()),
        ReconcileTarget::Helmrelease(hr) => {
            let mut annotations = Vec::new();
            if hr.force {
                annotations.push("reconcile.fluxcd.io/forceAt");
            }
            if hr.reset {
                annotations.push("reconcile.fluxcd.io/resetAt");
            }
            (HELM_RELEASE, hr.target, annotations)
        }
        ReconcileTarget::Image(image) => {
            let target = WithSource {
                name: image.kind.name().map(str::to_owned),
                with_source: false,
            };
            (image.kind.flux_kind(), target, Vec::new())
        }
        ReconcileTarget::Source(source) => {
            let kind = source.kind.flux_kind();
            let target = WithSource {
                name: source.kind.name().map(str::to_owned),
                with_source: false,
            };
            (kind, target, Vec::new())
        }
    };
    let name = target
        .name
        .ok_or(resource::Error::NameRequired { kind: kind.kind })?;
    let cluster = Cluster::connect(&cluster_options(ctx))?.with_ui(ui.clone());
    let namespace = &ctx.namespace;
    if target.with_source {
        let object = resource::fetch(&cluster, kind, namespace, &name)?;
        if resource::is_suspended(&object) {
            return Err(resource::Error::Suspended.into());
        }
        if let Some((source_kind, source_namespace, source_name)) = source_of(&object, namespace) {
            resource::reconcile(
                ui,
                &cluster,
                source_kind,
                &source_namespace,
                &source_name,
                &[],
                remaining(),
            )?;
        }
    }
    resource::reconcile(
        ui,
        &cluster,
        kind,
        namespace,
        &name,
        &annotations,
        remaining(),
    )?;
    Ok(ExitCode::SUCCESS)
}

/// The source a Kustomization or HelmRelease reads: `spec.sourceRef`, a HelmRelease chart
/// template's `sourceRef`, or its `chartRef`; the namespace defaults to the object's own.
fn source_of(object: &Value, namespace: &str) -> Option<(FluxKind, String, String)> {
    let reference = [
        "/spec/sourceRef",
        "/spec/chart/spec/sourceRef",
        "/spec/chartRef",
    ]
    .iter()
    .find_map(|pointer| object.pointer(pointer))?;
    let kind = FluxKind::of_source(reference["kind"].as_str()?)?;
    let name = reference["name"].as_str()?.to_owned();
    let namespace = reference["namespace"]
        .as_str()
        .unwrap_or(namespace)
        .to_owned();
    Some((kind, namespace, name))
}
