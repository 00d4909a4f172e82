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

/// Gives the kind sub-commands of [`Target`] the descriptions one verb's commands have in flux,
/// where each verb defines its own (`Suspend reconciliation of Kustomization`, `Resume a
/// suspended Kustomization`).
macro_rules! described_target {
    ($(#[$meta:meta])* $name:ident, $descriptions:expr) => {
        $(#[$meta])*
        #[derive(Debug, Clone)]
        pub struct $name(pub Target);

        impl clap::FromArgMatches for $name {
            fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
                Target::from_arg_matches(matches).map($name)
            }

            fn update_from_arg_matches(
                &mut self,
                matches: &clap::ArgMatches,
            ) -> Result<(), clap::Error> {
                self.0.update_from_arg_matches(matches)
            }
        }

        impl Subcommand for $name {
            fn augment_subcommands(command: clap::Command) -> clap::Command {
                describe(Target::augment_subcommands(command), $descriptions)
            }

            fn augment_subcommands_for_update(command: clap::Command) -> clap::Command {
                describe(Target::augment_subcommands_for_update(command), $descriptions)
            }

            fn has_subcommand(name: &str) -> bool {
                Target::has_subcommand(name)
            }
        }
    };
}

/// Sets the description of each sub-command at its path of words.
fn describe(mut command: clap::Command, descriptions: &[(&[&str], &'static str)]) -> clap::Command {
    for (path, about) in descriptions {
        command = match path {
            [word] => command.mut_subcommand(*word, |sub| sub.about(*about)),
            [group, word] => command.mut_subcommand(*group, |sub| {
                sub.mut_subcommand(*word, |sub| sub.about(*about))
            }),
            _ => command,
        };
    }
    command
}

described_target!(
    /// The kinds `suspend` takes.
    SuspendTarget,
    &[
        (&["alert"], "Suspend reconciliation of Alert"),
        (&["alert-provider"], "Suspend reconciliation of Provider"),
        (&["helmrelease"], "Suspend reconciliation of HelmRelease"),
        (&["image"], "Suspend image automation objects"),
        (&["image", "policy"], "Suspend an ImagePolicy"),
        (
            &["image", "repository"],
            "Suspend reconciliation of an ImageRepository",
        ),
        (
            &["image", "update"],
            "Suspend reconciliation of an ImageUpdateAutomation",
        ),
        (&["kustomization"], "Suspend reconciliation of Kustomization"),
        (&["receiver"], "Suspend reconciliation of Receiver"),
        (&["source"], "Suspend sources"),
        (&["source", "bucket"], "Suspend reconciliation of a Bucket"),
        (&["source", "chart"], "Suspend reconciliation of a HelmChart"),
        (&["source", "git"], "Suspend reconciliation of a GitRepository"),
        (&["source", "helm"], "Suspend reconciliation of a HelmRepository"),
        (&["source", "oci"], "Suspend reconciliation of an OCIRepository"),
    ]
);

described_target!(
    /// The kinds `resume` takes.
    ResumeTarget,
    &[
        (&["alert"], "Resume a suspended Alert"),
        (&["alert-provider"], "Resume a suspended Provider"),
        (&["helmrelease"], "Resume a suspended HelmRelease"),
        (&["image"], "Resume image automation objects"),
        (&["image", "policy"], "Resume an ImagePolicy"),
        (&["image", "repository"], "Resume a suspended ImageRepository"),
        (&["image", "update"], "Resume a suspended ImageUpdateAutomation"),
        (&["kustomization"], "Resume a suspended Kustomization"),
        (&["receiver"], "Resume a suspended Receiver"),
        (&["source"], "Resume sources"),
        (&["source", "bucket"], "Resume a suspended Bucket"),
        (&["source", "chart"], "Resume a suspended HelmChart"),
        (&["source", "git"], "Resume a suspended GitRepository"),
        (&["source", "helm"], "Resume a suspended HelmRepository"),
        (&["source", "oci"], "Resume a suspended OCIRepository"),
    ]
);
