//! `fluxr export`: Flux objects as YAML that applies as is, like `flux export`.

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_go_bool;
use super::target::{ImageTarget, Names};
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
    pub target: ExportTarget,
}

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
    let (kind, names): (FluxKind, &[String]) = match &args.target {
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
