//! `fluxr get`: the status of Flux objects as a table on stdout, like `flux get`.

use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_go_bool;
use super::target::{Help, Names, helped_subcommand};
use crate::cluster::get::{self, Options};
use crate::cluster::kinds::{self, FluxKind};
use crate::ui::Ui;

// Get the resources and their status
//
// The get sub-commands print the statuses of Flux resources.
#[derive(Args, Debug)]
pub struct GetArgs {
    /// list the requested object(s) across all namespaces
    #[arg(short = 'A', long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub all_namespaces: bool,

    /// skip the header when printing the results
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub no_header: bool,

    #[arg(short = 'w', long, global = true,
          help = "After listing/getting the requested object, watch for changes.", action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub watch: bool,

    /// specify the status condition name and the desired state to filter the get result, e.g.
    /// ready=false or ready!=true
    #[arg(long, global = true, value_name = "SELECTOR")]
    pub status_selector: Option<String>,

    /// filter objects by label selector
    #[arg(short = 'l', long, global = true, value_name = "SELECTOR")]
    pub label_selector: Option<String>,

    #[command(subcommand)]
    pub target: GetCommand,
}

helped_subcommand!(
    /// The kinds `get` takes, described as flux's get commands are.
    GetCommand,
    GetTarget,
    GET_HELP
);

const GET_HELP: &[Help] = &[
    Help {
        path: &["alerts"],
        about: "Get Alert statuses",
        long: "The get alert command prints the statuses of the resources.",
        preview: true,
        example: "  # List all Alerts and their status\n  fluxr get alerts",
    },
    Help {
        path: &["alert-providers"],
        about: "Get Provider statuses",
        long: "The get alert-provider command prints the statuses of the resources.",
        preview: true,
        example: "  # List all Providers and their status\n  fluxr get alert-providers",
    },
    Help {
        path: &["all"],
        about: "Get all resources and statuses",
        long: "The get all command print the statuses of all resources.",
        preview: true,
        example: "  # List all resources in a namespace\n  fluxr get all --namespace=flux-system\n\n  # List all resources in all namespaces\n  fluxr get all --all-namespaces",
    },
    Help {
        path: &["artifacts"],
        about: "Get artifact object status",
        long: "The get artifact sub-commands print the status of artifact objects.",
        preview: false,
        example: "",
    },
    Help {
        path: &["artifacts", "generators"],
        about: "Get artifact generator statuses",
        long: "The get artifact generator command prints the statuses of the resources.",
        preview: false,
        example: "  # List all ArtifactGenerators and their status\n  fluxr get artifact generators",
    },
    Help {
        path: &["helmreleases"],
        about: "Get HelmRelease statuses",
        long: "The get helmreleases command prints the statuses of the resources.",
        preview: false,
        example: "  # List all Helm releases and their status\n  fluxr get helmreleases\n\n  # List all Helm releases with source information\n  fluxr get helmreleases --show-source",
    },
    Help {
        path: &["images"],
        about: "Get image automation object status",
        long: "The get image sub-commands print the status of image automation objects.",
        preview: false,
        example: "",
    },
    Help {
        path: &["images", "all"],
        about: "Get all image statuses",
        long: "The get image sub-commands print the statuses of all image objects.",
        preview: false,
        example: "  # List all image objects in a namespace\n  fluxr get images all --namespace=flux-system\n\n  # List all image objects in all namespaces\n  fluxr get images all --all-namespaces",
    },
    Help {
        path: &["images", "policy"],
        about: "Get ImagePolicy status",
        long: "The get image policy command prints the status of ImagePolicy objects.",
        preview: false,
        example: "  # List all image policies and their status\n  fluxr get image policy\n\n # List image policies from all namespaces\n  fluxr get image policy --all-namespaces",
    },
    Help {
        path: &["images", "repository"],
        about: "Get ImageRepository status",
        long: "The get image repository command prints the status of ImageRepository objects.",
        preview: false,
        example: "  # List all image repositories and their status\n  fluxr get image repository\n\n # List image repositories from all namespaces\n  fluxr get image repository --all-namespaces",
    },
    Help {
        path: &["images", "update"],
        about: "Get ImageUpdateAutomation status",
        long: "The get image update command prints the status of ImageUpdateAutomation objects.",
        preview: false,
        example: "  # List all image update automation object and their status\n  fluxr get image update\n\n # List image update automations from all namespaces\n  fluxr get image update --all-namespaces",
    },
    Help {
        path: &["kustomizations"],
        about: "Get Kustomization statuses",
        long: "The get kustomizations command prints the statuses of the resources.",
        preview: false,
        example: "  # List all kustomizations and their status\n  fluxr get kustomizations\n\n  # List all kustomizations with source information\n  fluxr get kustomizations --show-source",
    },
    Help {
        path: &["receivers"],
        about: "Get Receiver statuses",
        long: "The get receiver command prints the statuses of the resources.",
        preview: false,
        example: "  # List all Receiver and their status\n  fluxr get receivers",
    },
    Help {
        path: &["sources"],
        about: "Get source statuses",
        long: "The get source sub-commands print the statuses of the sources.",
        preview: false,
        example: "",
    },
    Help {
        path: &["sources", "all"],
        about: "Get all source statuses",
        long: "The get sources all command print the statuses of all sources.",
        preview: true,
        example: "  # List all sources in a namespace\n  fluxr get sources all --namespace=flux-system\n\n  # List all sources in all namespaces\n  fluxr get sources all --all-namespaces",
    },
    Help {
        path: &["sources", "bucket"],
        about: "Get Bucket source statuses",
        long: "The get sources bucket command prints the status of the Bucket sources.",
        preview: false,
        example: "  # List all Buckets and their status\n  fluxr get sources bucket\n\n # List buckets from all namespaces\n  fluxr get sources helm --all-namespaces",
    },
    Help {
        path: &["sources", "chart"],
        about: "Get HelmChart statuses",
        long: "The get sources chart command prints the status of the HelmCharts.",
        preview: false,
        example: "  # List all Helm charts and their status\n  fluxr get sources chart\n\n # List Helm charts from all namespaces\n  fluxr get sources chart --all-namespaces",
    },
    Help {
        path: &["sources", "external"],
        about: "Get ExternalArtifact source statuses",
        long: "The get sources external command prints the status of the ExternalArtifact sources.",
        preview: false,
        example: "  # List all ExternalArtifacts and their status\n  fluxr get sources external\n\n  # List ExternalArtifacts from all namespaces\n  fluxr get sources external --all-namespaces",
    },
    Help {
        path: &["sources", "git"],
        about: "Get GitRepository source statuses",
        long: "The get sources git command prints the status of the GitRepository sources.",
        preview: false,
        example: "  # List all Git repositories and their status\n  fluxr get sources git\n\n # List Git repositories from all namespaces\n  fluxr get sources git --all-namespaces",
    },
    Help {
        path: &["sources", "helm"],
        about: "Get HelmRepository source statuses",
        long: "The get sources helm command prints the status of the HelmRepository sources.",
        preview: false,
        example: "  # List all Helm repositories and their status\n  fluxr get sources helm\n\n # List Helm repositories from all namespaces\n  fluxr get sources helm --all-namespaces",
    },
    Help {
        path: &["sources", "oci"],
        about: "Get OCIRepository status",
        long: "The get sources oci command prints the status of the OCIRepository sources.",
        preview: true,
        example: "  # List all OCIRepositories and their status\n  fluxr get sources oci\n\n  # List OCIRepositories from all namespaces\n  fluxr get sources oci --all-namespaces",
    },
];

#[derive(Subcommand, Debug)]
pub enum GetTarget {
    /// Get all resources and statuses
    All(Names),
    /// Get Kustomization statuses
    #[command(visible_alias = "ks", alias = "kustomization")]
    Kustomizations(KustomizationsArgs),
    /// Get HelmRelease statuses
    #[command(visible_alias = "hr", alias = "helmrelease")]
    Helmreleases(HelmReleasesArgs),
    /// Get source statuses
    #[command(visible_alias = "source")]
    Sources(SourcesArgs),
    /// Get image automation object status
    #[command(visible_alias = "image")]
    Images(ImagesArgs),
    /// Get Alert statuses
    #[command(visible_alias = "alert")]
    Alerts(Names),
    /// Get Provider statuses
    #[command(name = "alert-providers", visible_alias = "alert-provider")]
    AlertProviders(Names),
    /// Get Receiver statuses
    #[command(visible_alias = "receiver")]
    Receivers(Names),
    /// Get artifact object status
    #[command(visible_alias = "artifact")]
    Artifacts(ArtifactsArgs),
}

#[derive(Args, Debug)]
pub struct KustomizationsArgs {
    #[command(flatten)]
    pub names: Names,
    /// show the source reference for each kustomization
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub show_source: bool,
}

#[derive(Args, Debug)]
pub struct HelmReleasesArgs {
    #[command(flatten)]
    pub names: Names,
    /// show the source reference for each helmrelease
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub show_source: bool,
}

#[derive(Args, Debug)]
pub struct ImagesArgs {
    #[command(subcommand)]
    pub kind: ImageKinds,
}

#[derive(Subcommand, Debug)]
pub enum ImageKinds {
    /// Get all image statuses
    All(Names),
    /// Get ImageRepository status
    Repository(Names),
    /// Get ImagePolicy status
    Policy(Names),
    /// Get ImageUpdateAutomation status
    Update(Names),
}

#[derive(Args, Debug)]
pub struct SourcesArgs {
    #[command(subcommand)]
    pub kind: SourceKinds,
}

#[derive(Subcommand, Debug)]
pub enum SourceKinds {
    /// Get all source statuses
    All(Names),
    /// Get GitRepository source statuses
    Git(Names),
    /// Get OCIRepository status
    Oci(Names),
    /// Get HelmRepository source statuses
    Helm(Names),
    /// Get Bucket source statuses
    Bucket(Names),
    /// Get HelmChart statuses
    Chart(Names),
    /// Get ExternalArtifact source statuses
    External(Names),
}

#[derive(Args, Debug)]
pub struct ArtifactsArgs {
    #[command(subcommand)]
    pub kind: ArtifactKinds,
}

#[derive(Subcommand, Debug)]
pub enum ArtifactKinds {
    /// Get artifact generator statuses
    #[command(visible_alias = "generator")]
    Generators(Names),
}

/// What a `get` sub-command lists: the kinds and whether it is one of the `all` commands.
enum Listing {
    One(FluxKind),
    All(Vec<FluxKind>),
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: GetArgs) -> anyhow::Result<ExitCode> {
    let mut show_source = false;
    let (listing, names) = match &args.target.0 {
        GetTarget::All(n) => (Listing::All(kinds::get_all()), n),
        GetTarget::Kustomizations(w) => {
            show_source = w.show_source;
            (Listing::One(kinds::KUSTOMIZATION), &w.names)
        }
        GetTarget::Helmreleases(w) => {
            show_source = w.show_source;
            (Listing::One(kinds::HELM_RELEASE), &w.names)
        }
        GetTarget::Alerts(n) => (Listing::One(kinds::ALERT), n),
        GetTarget::AlertProviders(n) => (Listing::One(kinds::PROVIDER), n),
        GetTarget::Receivers(n) => (Listing::One(kinds::RECEIVER), n),
        GetTarget::Artifacts(a) => match &a.kind {
            ArtifactKinds::Generators(n) => (Listing::One(kinds::ARTIFACT_GENERATOR), n),
        },
        GetTarget::Images(images) => match &images.kind {
            ImageKinds::All(n) => (Listing::All(kinds::IMAGES.to_vec()), n),
            ImageKinds::Repository(n) => (Listing::One(kinds::IMAGE_REPOSITORY), n),
            ImageKinds::Policy(n) => (Listing::One(kinds::IMAGE_POLICY), n),
            ImageKinds::Update(n) => (Listing::One(kinds::IMAGE_UPDATE_AUTOMATION), n),
        },
        GetTarget::Sources(sources) => match &sources.kind {
            SourceKinds::All(n) => (Listing::All(kinds::SOURCES.to_vec()), n),
            SourceKinds::Git(n) => (Listing::One(kinds::GIT_REPOSITORY), n),
            SourceKinds::Oci(n) => (Listing::One(kinds::OCI_REPOSITORY), n),
            SourceKinds::Helm(n) => (Listing::One(kinds::HELM_REPOSITORY), n),
            SourceKinds::Bucket(n) => (Listing::One(kinds::BUCKET), n),
            SourceKinds::Chart(n) => (Listing::One(kinds::HELM_CHART), n),
            SourceKinds::External(n) => (Listing::One(kinds::EXTERNAL_ARTIFACT), n),
        },
    };
    let options = Options {
        namespace: (!args.all_namespaces).then(|| ctx.namespace.clone()),
        no_header: args.no_header,
        status_selector: args.status_selector.clone(),
        label_selector: args.label_selector.clone(),
        show_source,
        name: names.names.first().cloned(),
    };
    let deadline = Instant::now() + ctx.timeout;
    match listing {
        Listing::All(_) if args.watch => Err(get::Error::WatchAll.into()),
        Listing::All(all) => {
            get::all(ui, ctx.cluster(ui)?, &all, &options);
            Ok(ExitCode::SUCCESS)
        }
        Listing::One(kind) if args.watch => {
            get::watch(ui, ctx.cluster(ui)?, kind, &options, deadline)?;
            Ok(ExitCode::SUCCESS)
        }
        Listing::One(kind) => {
            get::one(ui, ctx.cluster(ui)?, kind, &options)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}
