//! `fluxr export`: Flux objects as YAML that applies as is, like `flux export`.

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_go_bool;
use super::target::{Help, ImageTarget, Names, helped_subcommand};
use crate::cluster::export::{self, Options};
use crate::cluster::kinds::{self, FluxKind};
use crate::ui::Ui;

// Export resources in YAML format
//
// The export sub-commands export resources in YAML format.
#[derive(Args, Debug)]
pub struct ExportArgs {
    /// select all resources
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub all: bool,

    #[command(subcommand)]
    pub target: ExportCommand,
}

helped_subcommand!(
    /// The kinds `export` takes, described as flux's export commands are.
    ExportCommand,
    ExportTarget,
    EXPORT_HELP
);

const EXPORT_HELP: &[Help] = &[
    Help {
        path: &["alert"],
        about: "Export Alert resources in YAML format",
        long: "The export alert command exports one or all Alert resources in YAML format.",
        preview: true,
        example: "  # Export all Alert resources\n  fluxr export alert --all > alerts.yaml\n\n  # Export a Alert\n  fluxr export alert main > main.yaml",
    },
    Help {
        path: &["alert-provider"],
        about: "Export Provider resources in YAML format",
        long: "The export alert-provider command exports one or all Provider resources in YAML format.",
        preview: true,
        example: "  # Export all Provider resources\n  fluxr export alert-provider --all > alert-providers.yaml\n\n  # Export a Provider\n  fluxr export alert-provider slack > slack.yaml",
    },
    Help {
        path: &["artifact"],
        about: "Export artifact objects",
        long: "The export artifact sub-commands export artifacts objects in YAML format.",
        preview: false,
        example: "",
    },
    Help {
        path: &["artifact", "generator"],
        about: "Export ArtifactGenerator resources in YAML format",
        long: "The export artifact generator command exports one or all ArtifactGenerator resources in YAML format.",
        preview: false,
        example: "  # Export all ArtifactGenerator resources\n  fluxr export artifact generator --all > artifact-generators.yaml\n\n  # Export a specific generator\n  fluxr export artifact generator my-generator > my-generator.yaml",
    },
    Help {
        path: &["helmrelease"],
        about: "Export HelmRelease resources in YAML format",
        long: "The export helmrelease command exports one or all HelmRelease resources in YAML format.",
        preview: false,
        example: "  # Export all HelmRelease resources\n  fluxr export helmrelease --all > kustomizations.yaml\n\n  # Export a HelmRelease\n  fluxr export hr my-app > app-release.yaml",
    },
    Help {
        path: &["image"],
        about: "Export image automation objects",
        long: "The export image sub-commands export image automation objects in YAML format.",
        preview: false,
        example: "",
    },
    Help {
        path: &["image", "policy"],
        about: "Export ImagePolicy resources in YAML format",
        long: "The export image policy command exports one or all ImagePolicy resources in YAML format.",
        preview: false,
        example: "  # Export all ImagePolicy resources\n  fluxr export image policy --all > image-policies.yaml\n\n  # Export a specific policy\n  fluxr export image policy alpine1x > alpine1x.yaml",
    },
    Help {
        path: &["image", "repository"],
        about: "Export ImageRepository resources in YAML format",
        long: "The export image repository command exports one or all ImageRepository resources in YAML format.",
        preview: false,
        example: "  # Export all ImageRepository resources\n  fluxr export image repository --all > image-repositories.yaml\n\n  # Export a specific ImageRepository resource\n  fluxr export image repository alpine > alpine.yaml",
    },
    Help {
        path: &["image", "update"],
        about: "Export ImageUpdateAutomation resources in YAML format",
        long: "The export image update command exports one or all ImageUpdateAutomation resources in YAML format.",
        preview: false,
        example: "  # Export all ImageUpdateAutomation resources\n  fluxr export image update --all > updates.yaml\n\n  # Export a specific automation\n  fluxr export image update latest-images > latest.yaml",
    },
    Help {
        path: &["kustomization"],
        about: "Export Kustomization resources in YAML format",
        long: "The export kustomization command exports one or all Kustomization resources in YAML format.",
        preview: false,
        example: "  # Export all Kustomization resources\n  fluxr export kustomization --all > kustomizations.yaml\n\n  # Export a Kustomization\n  fluxr export kustomization my-app > kustomization.yaml",
    },
    Help {
        path: &["receiver"],
        about: "Export Receiver resources in YAML format",
        long: "The export receiver command exports one or all Receiver resources in YAML format.",
        preview: false,
        example: "  # Export all Receiver resources\n  fluxr export receiver --all > receivers.yaml\n\n  # Export a Receiver\n  fluxr export receiver main > main.yaml",
    },
    Help {
        path: &["source"],
        about: "Export sources",
        long: "The export source sub-commands export sources in YAML format.",
        preview: false,
        example: "",
    },
    Help {
        path: &["source", "bucket"],
        about: "Export Bucket sources in YAML format",
        long: "The export source git command exports one or all Bucket sources in YAML format.",
        preview: false,
        example: "  # Export all Bucket sources\n  fluxr export source bucket --all > sources.yaml\n\n  # Export a Bucket source including the static credentials\n  fluxr export source bucket my-bucket --with-credentials > source.yaml",
    },
    Help {
        path: &["source", "chart"],
        about: "Export HelmChart sources in YAML format",
        long: "The export source chart command exports one or all HelmChart sources in YAML format.",
        preview: true,
        example: "  # Export all chart sources\n  fluxr export source chart --all > sources.yaml",
    },
    Help {
        path: &["source", "external"],
        about: "Export ExternalArtifact sources in YAML format",
        long: "The export source external command exports one or all ExternalArtifact sources in YAML format.",
        preview: false,
        example: "  # Export all ExternalArtifact sources\n  fluxr export source external --all > sources.yaml\n\n  # Export a specific ExternalArtifact\n  fluxr export source external my-artifact > source.yaml",
    },
    Help {
        path: &["source", "git"],
        about: "Export GitRepository sources in YAML format",
        long: "The export source git command exports one or all GitRepository sources in YAML format.",
        preview: false,
        example: "  # Export all GitRepository sources\n  fluxr export source git --all > sources.yaml\n\n  # Export a GitRepository source including the SSH key pair or basic auth credentials\n  fluxr export source git my-private-repo --with-credentials > source.yaml",
    },
    Help {
        path: &["source", "helm"],
        about: "Export HelmRepository sources in YAML format",
        long: "The export source git command exports one or all HelmRepository sources in YAML format.",
        preview: false,
        example: "  # Export all HelmRepository sources\n  fluxr export source helm --all > sources.yaml\n\n  # Export a HelmRepository source including the basic auth credentials\n  fluxr export source helm my-private-repo --with-credentials > source.yaml",
    },
    Help {
        path: &["source", "oci"],
        about: "Export OCIRepository sources in YAML format",
        long: "The export source oci command exports one or all OCIRepository sources in YAML format.",
        preview: true,
        example: "  # Export all OCIRepository sources\n  fluxr export source oci --all > sources.yaml\n\n  # Export a OCIRepository including the static credentials\n  fluxr export source oci my-app --with-credentials > source.yaml",
    },
];

#[derive(Subcommand, Debug)]
pub enum ExportTarget {
    /// Export Alert resources in YAML format
    Alert(Names),
    /// Export Provider resources in YAML format
    #[command(name = "alert-provider")]
    AlertProvider(Names),
    /// Export artifact objects
    Artifact(ArtifactTarget),
    /// Export HelmRelease resources in YAML format
    #[command(visible_alias = "hr")]
    Helmrelease(Names),
    /// Export image automation objects
    Image(ImageTarget),
    /// Export Kustomization resources in YAML format
    #[command(visible_alias = "ks")]
    Kustomization(Names),
    /// Export Receiver resources in YAML format
    Receiver(Names),
    /// Export sources
    Source(SourceTarget),
}

#[derive(Args, Debug)]
pub struct ArtifactTarget {
    #[command(subcommand)]
    pub kind: ArtifactKind,
}

#[derive(Subcommand, Debug)]
pub enum ArtifactKind {
    /// Export ArtifactGenerator resources in YAML format
    Generator(Names),
}

#[derive(Args, Debug)]
pub struct SourceTarget {
    /// include credential secrets
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub with_credentials: bool,

    #[command(subcommand)]
    pub kind: SourceKind,
}

#[derive(Subcommand, Debug)]
pub enum SourceKind {
    /// Export Bucket sources in YAML format
    Bucket(Names),
    /// Export HelmChart sources in YAML format
    Chart(Names),
    /// Export ExternalArtifact sources in YAML format
    External(Names),
    /// Export GitRepository sources in YAML format
    Git(Names),
    /// Export HelmRepository sources in YAML format
    Helm(Names),
    /// Export OCIRepository sources in YAML format
    Oci(Names),
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: ExportArgs) -> anyhow::Result<ExitCode> {
    let mut with_credentials = false;
    let (kind, names): (FluxKind, &[String]) = match &args.target.0 {
        ExportTarget::Alert(n) => (kinds::ALERT, &n.names),
        ExportTarget::AlertProvider(n) => (kinds::PROVIDER, &n.names),
        ExportTarget::Artifact(a) => match &a.kind {
            ArtifactKind::Generator(n) => (kinds::ARTIFACT_GENERATOR, &n.names),
        },
        ExportTarget::Helmrelease(n) => (kinds::HELM_RELEASE, &n.names),
        ExportTarget::Image(image) => image.kind.kind_and_names(),
        ExportTarget::Kustomization(n) => (kinds::KUSTOMIZATION, &n.names),
        ExportTarget::Receiver(n) => (kinds::RECEIVER, &n.names),
        ExportTarget::Source(source) => {
            with_credentials = source.with_credentials;
            match &source.kind {
                SourceKind::Bucket(n) => (kinds::BUCKET, &n.names),
                SourceKind::Chart(n) => (kinds::HELM_CHART, &n.names),
                SourceKind::External(n) => (kinds::EXTERNAL_ARTIFACT, &n.names),
                SourceKind::Git(n) => (kinds::GIT_REPOSITORY, &n.names),
                SourceKind::Helm(n) => (kinds::HELM_REPOSITORY, &n.names),
                SourceKind::Oci(n) => (kinds::OCI_REPOSITORY, &n.names),
            }
        }
    };
    if !args.all && names.is_empty() {
        return Err(export::Error::NameRequired.into());
    }
    let options = Options {
        namespace: &ctx.namespace,
        name: if args.all {
            None
        } else {
            names.first().map(String::as_str)
        },
        with_credentials,
    };
    export::run(ctx.cluster(ui)?, kind, options, &mut |text| ui.stdout(text))?;
    Ok(ExitCode::SUCCESS)
}
