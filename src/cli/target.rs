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

/// Gives the kind sub-commands of [`Target`] the help one verb's commands have in flux, where
/// each verb words its own (`Suspend reconciliation of Kustomization`, `Resume a suspended
/// Kustomization`).
macro_rules! toggle_target {
    ($(#[$meta:meta])* $name:ident, $toggle:expr) => {
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
                describe_toggle(Target::augment_subcommands(command), $toggle)
            }

            fn augment_subcommands_for_update(command: clap::Command) -> clap::Command {
                describe_toggle(Target::augment_subcommands_for_update(command), $toggle)
            }

            fn has_subcommand(name: &str) -> bool {
                Target::has_subcommand(name)
            }
        }
    };
}

/// `suspend` or `resume`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Toggle {
    Suspend,
    Resume,
}

/// A kind sub-command of `suspend` and `resume`, in the words flux's help has for it: both
/// verbs' help is made from these, as flux's follow one pattern.
struct Toggled {
    path: &'static [&'static str],
    kind: &'static str,
    /// The object as the examples name one and several of them.
    one: &'static str,
    many: &'static str,
    /// The command as the examples type it, and the object's name there.
    command: &'static str,
    name: &'static str,
}

const TOGGLED: &[Toggled] = &[
    Toggled {
        path: &["alert"],
        kind: "Alert",
        one: "Alert",
        many: "Alerts",
        command: "alert",
        name: "main",
    },
    Toggled {
        path: &["alert-provider"],
        kind: "Provider",
        one: "Provider",
        many: "Providers",
        command: "alert-provider",
        name: "main",
    },
    Toggled {
        path: &["helmrelease"],
        kind: "HelmRelease",
        one: "Helm release",
        many: "Helm releases",
        command: "hr",
        name: "podinfo",
    },
    Toggled {
        path: &["image", "repository"],
        kind: "ImageRepository",
        one: "ImageRepository",
        many: "ImageRepositories",
        command: "image repository",
        name: "alpine",
    },
    Toggled {
        path: &["image", "update"],
        kind: "ImageUpdateAutomation",
        one: "ImageUpdateAutomation",
        many: "ImageUpdateAutomations",
        command: "image update",
        name: "latest-images",
    },
    Toggled {
        path: &["kustomization"],
        kind: "Kustomization",
        one: "Kustomization",
        many: "Kustomizations",
        command: "ks",
        name: "podinfo",
    },
    Toggled {
        path: &["receiver"],
        kind: "Receiver",
        one: "Receiver",
        many: "Receivers",
        command: "receiver",
        name: "main",
    },
    Toggled {
        path: &["source", "bucket"],
        kind: "Bucket",
        one: "Bucket",
        many: "Buckets",
        command: "source bucket",
        name: "podinfo",
    },
    Toggled {
        path: &["source", "chart"],
        kind: "HelmChart",
        one: "HelmChart",
        many: "HelmCharts",
        command: "source chart",
        name: "podinfo",
    },
    Toggled {
        path: &["source", "git"],
        kind: "GitRepository",
        one: "GitRepository",
        many: "GitRepositories",
        command: "source git",
        name: "podinfo",
    },
    Toggled {
        path: &["source", "helm"],
        kind: "HelmRepository",
        one: "HelmRepository",
        many: "HelmRepositories",
        command: "source helm",
        name: "bitnami",
    },
    Toggled {
        path: &["source", "oci"],
        kind: "OCIRepository",
        one: "OCIRepository",
        many: "OCIRepositories",
        command: "source oci",
        name: "podinfo",
    },
];

/// The help of the sub-commands outside [`TOGGLED`]'s pattern: Short, Long and Example.
const SUSPEND_OTHERS: &[Help] = &[
    Help {
        path: &["image"],
        about: "Suspend image automation objects",
        long: "The suspend image sub-commands suspend the reconciliation of an image automation object.",
        preview: false,
        example: "",
    },
    Help {
        path: &["image", "policy"],
        about: "Suspend an ImagePolicy",
        long: "The suspend image policy command suspends the reconciliation of an ImagePolicy resource.",
        preview: false,
        example: "",
    },
    Help {
        path: &["source"],
        about: "Suspend sources",
        long: "The suspend sub-commands suspend the reconciliation of a source.",
        preview: false,
        example: "",
    },
];

const RESUME_OTHERS: &[Help] = &[
    Help {
        path: &["image"],
        about: "Resume image automation objects",
        long: "The resume image sub-commands resume suspended image automation objects.",
        preview: false,
        example: "",
    },
    Help {
        path: &["image", "policy"],
        about: "Resume an ImagePolicy",
        long: "The resume image policy command resumes a suspended ImagePolicy resource.",
        preview: false,
        example: "\n\t# Resume a suspended image policy called 'alpine'\n\tfluxr resume image policy alpine",
    },
    Help {
        path: &["source"],
        about: "Resume sources",
        long: "The resume sub-commands resume a suspended source.",
        preview: false,
        example: "",
    },
];

/// One [`Toggled`] sub-command's Short, Long and Example for `toggle`, as flux words them.
fn toggled_help(toggle: Toggle, toggled: &Toggled) -> (String, String, String) {
    let Toggled {
        path,
        kind,
        one,
        many,
        command,
        name,
    } = *toggled;
    let vowel = kind.starts_with(['I', 'O']);
    let (verb, about, long) = match toggle {
        Toggle::Suspend => {
            let about = match (path.len(), vowel) {
                (1, _) => format!("Suspend reconciliation of {kind}"),
                (_, true) => format!("Suspend reconciliation of an {kind}"),
                (_, false) => format!("Suspend reconciliation of a {kind}"),
            };
            let long = if path[0] == "image" {
                format!(
                    "The suspend {command} command disables the reconciliation of a {kind} resource."
                )
            } else {
                let article = if kind.starts_with('O') { "an" } else { "a" };
                format!(
                    "The suspend command disables the reconciliation of {article} {kind} resource."
                )
            };
            ("Suspend", about, long)
        }
        Toggle::Resume => {
            // The kinds of the first resume commands end the sentence on a line of its own.
            let end = if path.len() == 1 {
                "\nfinish the apply."
            } else {
                " finish."
            };
            let long = format!(
                "The resume command marks a previously suspended {kind} resource for reconciliation and waits for it to{end}"
            );
            ("Resume", format!("Resume a suspended {kind}"), long)
        }
    };
    let lower = verb.to_lowercase();
    // flux's own slips: a command typed in the plural, trailing spaces, a blank line indented.
    let again = if toggle == Toggle::Suspend && path == ["alert-provider"] {
        "alert-providers"
    } else {
        command
    };
    let trail = if toggle == Toggle::Suspend
        && matches!(name, "podinfo" | "bitnami")
        && matches!(command, "hr" | "source helm")
    {
        " "
    } else {
        ""
    };
    let blank = if toggle == Toggle::Resume && command == "source git" {
        "  "
    } else {
        ""
    };
    let example = format!(
        "  # {verb} reconciliation for an existing {one}\n  fluxr {lower} {command} {name}\n{blank}\n  \
         # {verb} reconciliation for multiple {many}\n  fluxr {lower} {again} {name}-1 {name}-2{trail}"
    );
    (about, long, example)
}

/// Sets the help of every kind sub-command of `suspend` or `resume`.
fn describe_toggle(mut command: clap::Command, toggle: Toggle) -> clap::Command {
    for toggled in TOGGLED {
        let (about, long, example) = toggled_help(toggle, toggled);
        let apply = |sub: clap::Command| {
            sub.about(about.clone())
                .long_about(format!("{about}\n\n{long}"))
                .after_help(format!("Examples:\n{example}"))
        };
        command = match toggled.path {
            [word] => command.mut_subcommand(*word, apply),
            [group, word] => command.mut_subcommand(*group, |sub| sub.mut_subcommand(*word, apply)),
            _ => command,
        };
    }
    describe_fully(
        command,
        match toggle {
            Toggle::Suspend => SUSPEND_OTHERS,
            Toggle::Resume => RESUME_OTHERS,
        },
    )
}

toggle_target!(
    /// The kinds `suspend` takes.
    SuspendTarget,
    Toggle::Suspend
);

toggle_target!(
    /// The kinds `resume` takes.
    ResumeTarget,
    Toggle::Resume
);

/// One kind sub-command's help in one verb's words: flux's Short, Long and Example.
pub struct Help {
    pub path: &'static [&'static str],
    pub about: &'static str,
    pub long: &'static str,
    /// flux's `withPreviewNote`: the Long is followed by the preview warning.
    pub preview: bool,
    /// Empty for the groups (`source`, `image`), which have none.
    pub example: &'static str,
}

/// flux's note on commands in preview, as `withPreviewNote` appends it.
const PREVIEW_NOTE: &str = "⚠️  Please note that this command is in preview and under development.\n\
While we try our best to not introduce breaking changes, they may occur when\n\
we adapt to new features and/or find better ways to facilitate what it does.";

/// A command's long help for flux's `withPreviewNote(long)`: the Short, the Long and the note.
pub(crate) fn preview(about: &str, long: &str) -> String {
    format!("{about}\n\n{long}\n\n{PREVIEW_NOTE}")
}

/// Sets each sub-command's help at its path of words: the Short as the summary, the summary
/// and the Long as `--help` shows it, the examples after the options, as fluxr's commands do.
pub fn describe_fully(mut command: clap::Command, helps: &[Help]) -> clap::Command {
    for help in helps {
        let apply = |sub: clap::Command| {
            let long = if help.preview {
                preview(help.about, help.long)
            } else {
                format!("{}\n\n{}", help.about, help.long)
            };
            let sub = sub.about(help.about).long_about(long);
            if help.example.is_empty() {
                sub
            } else {
                sub.after_help(format!("Examples:\n{}", help.example))
            }
        };
        command = match help.path {
            [word] => command.mut_subcommand(*word, apply),
            [group, word] => command.mut_subcommand(*group, |sub| sub.mut_subcommand(*word, apply)),
            _ => command,
        };
    }
    command
}

/// A sub-command enum whose kind sub-commands carry one verb's help ([`Help`]).
macro_rules! helped_subcommand {
    ($(#[$meta:meta])* $name:ident, $inner:ty, $helps:expr) => {
        $(#[$meta])*
        #[derive(Debug)]
        pub struct $name(pub $inner);

        impl clap::FromArgMatches for $name {
            fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
                <$inner as clap::FromArgMatches>::from_arg_matches(matches).map($name)
            }

            fn update_from_arg_matches(
                &mut self,
                matches: &clap::ArgMatches,
            ) -> Result<(), clap::Error> {
                self.0.update_from_arg_matches(matches)
            }
        }

        impl clap::Subcommand for $name {
            fn augment_subcommands(command: clap::Command) -> clap::Command {
                $crate::cli::target::describe_fully(
                    <$inner as clap::Subcommand>::augment_subcommands(command),
                    $helps,
                )
            }

            fn augment_subcommands_for_update(command: clap::Command) -> clap::Command {
                $crate::cli::target::describe_fully(
                    <$inner as clap::Subcommand>::augment_subcommands_for_update(command),
                    $helps,
                )
            }

            fn has_subcommand(name: &str) -> bool {
                <$inner as clap::Subcommand>::has_subcommand(name)
            }
        }
    };
}
pub(crate) use helped_subcommand;

helped_subcommand!(
    /// The kinds `delete` takes, described as flux's delete commands are.
    DeleteTarget,
    Target,
    DELETE_HELP
);

const DELETE_HELP: &[Help] = &[
    Help {
        path: &["alert"],
        about: "Delete a Alert resource",
        long: "The delete alert command removes the given Alert from the cluster.",
        preview: true,
        example: "  # Delete an Alert and the Kubernetes resources created by it\n  fluxr delete alert main",
    },
    Help {
        path: &["alert-provider"],
        about: "Delete a Provider resource",
        long: "The delete alert-provider command removes the given Provider from the cluster.",
        preview: true,
        example: "  # Delete a Provider and the Kubernetes resources created by it\n  fluxr delete alert-provider slack",
    },
    Help {
        path: &["helmrelease"],
        about: "Delete a HelmRelease resource",
        long: "The delete helmrelease command removes the given HelmRelease from the cluster.",
        preview: false,
        example: "  # Delete a Helm release and the Kubernetes resources created by it\n  fluxr delete hr podinfo",
    },
    Help {
        path: &["image"],
        about: "Delete image automation objects",
        long: "The delete image sub-commands delete image automation objects.",
        preview: false,
        example: "",
    },
    Help {
        path: &["image", "policy"],
        about: "Delete an ImagePolicy object",
        long: "The delete image policy command deletes the given ImagePolicy from the cluster.",
        preview: false,
        example: "  # Delete an image policy\n  fluxr delete image policy alpine3.x",
    },
    Help {
        path: &["image", "repository"],
        about: "Delete an ImageRepository object",
        long: "The delete image repository command deletes the given ImageRepository from the cluster.",
        preview: false,
        example: "  # Delete an image repository\n  fluxr delete image repository alpine",
    },
    Help {
        path: &["image", "update"],
        about: "Delete an ImageUpdateAutomation object",
        long: "The delete image update command deletes the given ImageUpdateAutomation from the cluster.",
        preview: false,
        example: "  # Delete an image update automation\n  fluxr delete image update latest-images",
    },
    Help {
        path: &["kustomization"],
        about: "Delete a Kustomization resource",
        long: "The delete kustomization command deletes the given Kustomization from the cluster.",
        preview: false,
        example: "  # Delete a kustomization and the Kubernetes resources created by it when prune is enabled\n  fluxr delete kustomization podinfo",
    },
    Help {
        path: &["receiver"],
        about: "Delete a Receiver resource",
        long: "The delete receiver command removes the given Receiver from the cluster.",
        preview: false,
        example: "  # Delete an Receiver and the Kubernetes resources created by it\n  fluxr delete receiver main",
    },
    Help {
        path: &["source"],
        about: "Delete sources",
        long: "The delete source sub-commands delete sources.",
        preview: false,
        example: "",
    },
    Help {
        path: &["source", "bucket"],
        about: "Delete a Bucket source",
        long: "The delete source bucket command deletes the given Bucket from the cluster.",
        preview: false,
        example: "  # Delete a Bucket source\n  fluxr delete source bucket podinfo",
    },
    Help {
        path: &["source", "chart"],
        about: "Delete a HelmChart source",
        long: "The delete source chart command deletes the given HelmChart from the cluster.",
        preview: false,
        example: "  # Delete a HelmChart\n  fluxr delete source chart podinfo",
    },
    Help {
        path: &["source", "git"],
        about: "Delete a GitRepository source",
        long: "The delete source git command deletes the given GitRepository from the cluster.",
        preview: false,
        example: "  # Delete a Git repository\n  fluxr delete source git podinfo",
    },
    Help {
        path: &["source", "helm"],
        about: "Delete a HelmRepository source",
        long: "The delete source helm command deletes the given HelmRepository from the cluster.",
        preview: false,
        example: "  # Delete a Helm repository\n  fluxr delete source helm podinfo",
    },
    Help {
        path: &["source", "oci"],
        about: "Delete an OCIRepository source",
        long: "The delete source oci command deletes the given OCIRepository from the cluster.",
        preview: true,
        example: "  # Delete an OCIRepository \n  fluxr delete source oci podinfo",
    },
];
