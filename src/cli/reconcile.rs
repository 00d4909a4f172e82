//! `fluxr reconcile`: ask a controller to reconcile an object now, and wait for the outcome.

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_go_bool;
use super::target::Names;
use crate::cluster::kinds::{self, FluxKind};
use crate::cluster::reconcile::{self, Options};
use crate::ui::Ui;

// Reconcile sources and resources
//
// The reconcile sub-commands trigger a reconciliation of sources and resources.
#[derive(Args, Debug)]
pub struct ReconcileArgs {
    #[command(subcommand)]
    pub target: ReconcileTarget,
}

#[derive(Subcommand, Debug)]
pub enum ReconcileTarget {
    /// Reconcile a Kustomization resource
    #[command(visible_alias = "ks")]
    Kustomization(KustomizationArgs),
    /// Reconcile a HelmRelease resource
    #[command(visible_alias = "hr")]
    Helmrelease(HelmReleaseArgs),
    /// Reconcile sources
    Source(SourceArgs),
    /// Reconcile image automation objects
    Image(ImageArgs),
    /// Reconcile a Receiver
    Receiver(Names),
}

#[derive(Args, Debug)]
pub struct ImageArgs {
    #[command(subcommand)]
    pub kind: ImageKind,
}

#[derive(Subcommand, Debug)]
pub enum ImageKind {
    /// Reconcile an ImagePolicy
    Policy(Names),
    /// Reconcile an ImageRepository
    Repository(Names),
    /// Reconcile an ImageUpdateAutomation
    Update(Names),
}

#[derive(Args, Debug)]
pub struct KustomizationArgs {
    #[command(flatten)]
    pub names: Names,
    /// reconcile Kustomization source
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub with_source: bool,
}

#[derive(Args, Debug)]
pub struct ChartArgs {
    #[command(flatten)]
    pub names: Names,
    /// reconcile HelmChart source
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub with_source: bool,
}

#[derive(Args, Debug)]
pub struct HelmReleaseArgs {
    #[command(flatten)]
    pub names: Names,
    /// reconcile HelmRelease source
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub with_source: bool,
    /// force a one-off install or upgrade of the HelmRelease resource
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub force: bool,
    /// reset the failure count for this HelmRelease resource
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

#[derive(Subcommand, Debug)]
pub enum SourceKind {
    /// Reconcile a Bucket source
    Bucket(Names),
    /// Reconcile a HelmChart source
    Chart(ChartArgs),
    /// Reconcile a GitRepository source
    Git(Names),
    /// Reconcile a HelmRepository source
    Helm(Names),
    /// Reconcile an OCIRepository
    Oci(Names),
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: ReconcileArgs) -> anyhow::Result<ExitCode> {
    let mut options = Options::default();
    let (kind, names): (FluxKind, &Names) = match &args.target {
        ReconcileTarget::Kustomization(target) => {
            options.with_source = target.with_source;
            (kinds::KUSTOMIZATION, &target.names)
        }
        ReconcileTarget::Helmrelease(hr) => {
            options.with_source = hr.with_source;
            options.force = hr.force;
            options.reset = hr.reset;
            (kinds::HELM_RELEASE, &hr.names)
        }
        ReconcileTarget::Receiver(names) => (kinds::RECEIVER, names),
        ReconcileTarget::Image(image) => match &image.kind {
            ImageKind::Policy(names) => (kinds::IMAGE_POLICY, names),
            ImageKind::Repository(names) => (kinds::IMAGE_REPOSITORY, names),
            ImageKind::Update(names) => (kinds::IMAGE_UPDATE_AUTOMATION, names),
        },
        ReconcileTarget::Source(source) => match &source.kind {
            SourceKind::Bucket(names) => (kinds::BUCKET, names),
            SourceKind::Chart(target) => {
                options.with_source = target.with_source;
                (kinds::HELM_CHART, &target.names)
            }
            SourceKind::Git(names) => (kinds::GIT_REPOSITORY, names),
            SourceKind::Helm(names) => (kinds::HELM_REPOSITORY, names),
            SourceKind::Oci(names) => (kinds::OCI_REPOSITORY, names),
        },
    };
    let name = names.names.first().map(String::as_str);
    if name.is_none() {
        return Err(reconcile::Error::NameRequired(kind.kind).into());
    }
    reconcile::reconcile(
        ui,
        ctx.cluster(ui)?,
        kind,
        &ctx.namespace,
        name,
        options,
        ctx.timeout,
    )?;
    Ok(ExitCode::SUCCESS)
}
