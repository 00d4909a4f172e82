//! `fluxr get`: the status of Flux objects as a table on stdout, like `flux get`.

use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_go_bool;
use super::target::Names;
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

    /// After listing/getting the requested object, watch for changes.
    #[arg(short = 'w', long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
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
    pub target: GetTarget,
}

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
    let (listing, names) = match &args.target {
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
