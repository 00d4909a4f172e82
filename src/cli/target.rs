//! The kind sub-commands that `suspend`, `resume`, `delete` and `export` share: `kustomization`
//! (`ks`), `helmrelease` (`hr`), `source git|oci|helm|bucket|chart`, `image
//! repository|policy|update`, `alert`, `alert-provider`, `receiver`, each with object names.

use clap::{Args, Subcommand};

use crate::cluster::kinds::{self, FluxKind};

/// Object names; flux's commands take one or several.
#[derive(Args, Debug, Clone, Default)]
pub struct Names {
    /// The name(s) of the object(s)
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
}

#[derive(Subcommand, Debug, Clone)]
pub enum Target {
    /// An Alert
    Alert(Names),
    /// A Provider
    #[command(name = "alert-provider")]
    AlertProvider(Names),
    /// A HelmRelease
    #[command(visible_alias = "hr")]
    Helmrelease(Names),
    /// Image automation objects
    Image(ImageTarget),
    /// A Kustomization
    #[command(visible_alias = "ks")]
    Kustomization(Names),
    /// A Receiver
    Receiver(Names),
    /// Sources
    Source(SourceTarget),
}

#[derive(Args, Debug, Clone)]
pub struct ImageTarget {
    #[command(subcommand)]
    pub kind: ImageKind,
}

#[derive(Subcommand, Debug, Clone)]
pub enum ImageKind {
    /// An ImagePolicy
    Policy(Names),
    /// An ImageRepository
    Repository(Names),
    /// An ImageUpdateAutomation
    Update(Names),
}

#[derive(Args, Debug, Clone)]
pub struct SourceTarget {
    #[command(subcommand)]
    pub kind: SourceKind,
}

#[derive(Subcommand, Debug, Clone)]
pub enum SourceKind {
    /// A Bucket source
    Bucket(Names),
    /// A HelmChart source
    Chart(Names),
    /// A GitRepository source
    Git(Names),
    /// A HelmRepository source
    Helm(Names),
    /// An OCIRepository source
    Oci(Names),
}

impl Target {
    /// The Flux kind and the names given.
    pub fn kind_and_names(&self) -> (FluxKind, &[String]) {
        match self {
            Target::Alert(n) => (kinds::ALERT, &n.names),
            Target::AlertProvider(n) => (kinds::PROVIDER, &n.names),
            Target::Helmrelease(n) => (kinds::HELM_RELEASE, &n.names),
            Target::Kustomization(n) => (kinds::KUSTOMIZATION, &n.names),
            Target::Receiver(n) => (kinds::RECEIVER, &n.names),
            Target::Image(image) => image.kind.kind_and_names(),
            Target::Source(source) => source.kind.kind_and_names(),
        }
    }
}

impl ImageKind {
    pub fn kind_and_names(&self) -> (FluxKind, &[String]) {
        match self {
            ImageKind::Policy(n) => (kinds::IMAGE_POLICY, &n.names),
            ImageKind::Repository(n) => (kinds::IMAGE_REPOSITORY, &n.names),
            ImageKind::Update(n) => (kinds::IMAGE_UPDATE_AUTOMATION, &n.names),
        }
    }
}

impl SourceKind {
    pub fn kind_and_names(&self) -> (FluxKind, &[String]) {
        match self {
            SourceKind::Bucket(n) => (kinds::BUCKET, &n.names),
            SourceKind::Chart(n) => (kinds::HELM_CHART, &n.names),
            SourceKind::Git(n) => (kinds::GIT_REPOSITORY, &n.names),
            SourceKind::Helm(n) => (kinds::HELM_REPOSITORY, &n.names),
            SourceKind::Oci(n) => (kinds::OCI_REPOSITORY, &n.names),
        }
    }
}
