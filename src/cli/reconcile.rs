//! `fluxr reconcile`: ask a controller to reconcile an object now, and wait for the outcome.

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_go_bool;
use super::target::{Help, Names, helped_subcommand};
use crate::cluster::kinds::{self, FluxKind};
use crate::cluster::reconcile::{self, Options};
use crate::ui::Ui;

// Reconcile sources and resources
//
// The reconcile sub-commands trigger a reconciliation of sources and resources.
#[derive(Args, Debug)]
pub struct ReconcileArgs {
    #[command(subcommand)]
    pub target: ReconcileCommand,
}

helped_subcommand!(
    /// The kinds `reconcile` takes, described as flux's reconcile commands are.
    ReconcileCommand,
    ReconcileTarget,
    RECONCILE_HELP
);

const RECONCILE_HELP: &[Help] = &[
    Help {
        path: &["helmrelease"],
        about: "Reconcile a HelmRelease resource",
        long: "The reconcile helmrelease command triggers a reconciliation of a HelmRelease resource and waits for it to finish.",
        preview: false,
        example: "  # Trigger a HelmRelease apply outside of the reconciliation interval\n  fluxr reconcile hr podinfo\n\n  # Trigger a reconciliation of the HelmRelease's source and apply changes\n  fluxr reconcile hr podinfo --with-source",
    },
    Help {
        path: &["image"],
        about: "Reconcile image automation objects",
        long: "The reconcile sub-commands trigger a reconciliation of image automation objects.",
        preview: false,
        example: "",
    },
    Help {
        path: &["image", "policy"],
        about: "Reconcile an ImagePolicy",
        long: "The reconcile image policy command triggers a reconciliation of an ImagePolicy resource and waits for it to finish.",
        preview: false,
        example: "\n\t# Trigger a reconciliation for an existing image policy called 'alpine'\n\tfluxr reconcile image policy alpine",
    },
    Help {
        path: &["image", "repository"],
        about: "Reconcile an ImageRepository",
        long: "The reconcile image repository command triggers a reconciliation of an ImageRepository resource and waits for it to finish.",
        preview: false,
        example: "  # Trigger an scan for an existing image repository\n  fluxr reconcile image repository alpine",
    },
    Help {
        path: &["image", "update"],
        about: "Reconcile an ImageUpdateAutomation",
        long: "The reconcile image update command triggers a reconciliation of an ImageUpdateAutomation resource and waits for it to finish.",
        preview: false,
        example: "  # Trigger an automation run for an existing image update automation\n  fluxr reconcile image update latest-images",
    },
    Help {
        path: &["kustomization"],
        about: "Reconcile a Kustomization resource",
        long: "The reconcile kustomization command triggers a reconciliation of a Kustomization resource and waits for it to finish.",
        preview: false,
        example: "  # Trigger a Kustomization apply outside of the reconciliation interval\n  fluxr reconcile kustomization podinfo\n\n  # Trigger a sync of the Kustomization's source and apply changes\n  fluxr reconcile kustomization podinfo --with-source",
    },
    Help {
        path: &["receiver"],
        about: "Reconcile a Receiver",
        long: "The reconcile receiver command triggers a reconciliation of a Receiver resource and waits for it to finish.",
        preview: false,
        example: "  # Trigger a reconciliation for an existing receiver\n  fluxr reconcile receiver main",
    },
    Help {
        path: &["source"],
        about: "Reconcile sources",
        long: "The reconcile source sub-commands trigger a reconciliation of sources.",
        preview: false,
        example: "",
    },
    Help {
        path: &["source", "bucket"],
        about: "Reconcile a Bucket source",
        long: "The reconcile source command triggers a reconciliation of a Bucket resource and waits for it to finish.",
        preview: false,
        example: "  # Trigger a reconciliation for an existing source\n  fluxr reconcile source bucket podinfo",
    },
    Help {
        path: &["source", "chart"],
        about: "Reconcile a HelmChart source",
        long: "The reconcile source command triggers a reconciliation of a HelmChart resource and waits for it to finish.",
        preview: false,
        example: "  # Trigger a reconciliation for an existing source\n  fluxr reconcile source chart podinfo\n \n  # Trigger a reconciliation of the HelmCharts's source and apply changes\n  fluxr reconcile helmchart podinfo --with-source",
    },
    Help {
        path: &["source", "git"],
        about: "Reconcile a GitRepository source",
        long: "The reconcile source command triggers a reconciliation of a GitRepository resource and waits for it to finish.",
        preview: false,
        example: "  # Trigger a git pull for an existing source\n  fluxr reconcile source git podinfo",
    },
    Help {
        path: &["source", "helm"],
        about: "Reconcile a HelmRepository source",
        long: "The reconcile source command triggers a reconciliation of a HelmRepository resource and waits for it to finish.",
        preview: false,
        example: "  # Trigger a reconciliation for an existing source\n  fluxr reconcile source helm podinfo",
    },
    Help {
        path: &["source", "oci"],
        about: "Reconcile an OCIRepository",
        long: "The reconcile source command triggers a reconciliation of an OCIRepository resource and waits for it to finish.",
        preview: false,
        example: "  # Trigger a reconciliation for an existing source\n  fluxr reconcile source oci podinfo",
    },
];

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
    let (kind, names): (FluxKind, &Names) = match &args.target.0 {
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
