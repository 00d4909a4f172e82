//! `fluxr debug`: the status, history and inputs of a Kustomization or HelmRelease.

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_go_bool;
use super::target::{Help, helped_subcommand};
use crate::cluster::debug;
use crate::cluster::kinds;
use crate::ui::Ui;

// Debug a flux resource
//
// The debug command can be used to troubleshoot failing resource reconciliations.
#[derive(Args, Debug)]
pub struct DebugArgs {
    #[command(subcommand)]
    pub target: DebugCommand,
}

helped_subcommand!(
    /// The kinds `debug` takes, described as flux's debug commands are.
    DebugCommand,
    DebugTarget,
    DEBUG_HELP
);

const DEBUG_HELP: &[Help] = &[
    Help {
        path: &["helmrelease"],
        about: "Debug a HelmRelease resource",
        long: "The debug helmrelease command can be used to troubleshoot failing Helm release reconciliations.\nWARNING: This command will print sensitive information if Kubernetes Secrets are referenced in the HelmRelease .spec.valuesFrom field.",
        preview: true,
        example: "  # Print the status of a Helm release\n  fluxr debug hr podinfo --show-status\n\n  # Export the final values of a Helm release composed from referred ConfigMaps and Secrets\n  fluxr debug hr podinfo --show-values > values.yaml\n\n  # Print the reconciliation history of a Helm release\n  fluxr debug hr podinfo --show-history",
    },
    Help {
        path: &["kustomization"],
        about: "Debug a Flux Kustomization resource",
        long: "The debug kustomization command can be used to troubleshoot failing Flux Kustomization reconciliations.\nWARNING: This command will print sensitive information if Kubernetes Secrets are referenced in the Kustomization .spec.postBuild.substituteFrom field.",
        preview: true,
        example: "  # Print the status of a Flux Kustomization\n  fluxr debug ks podinfo --show-status\n\n  # Export the final variables used for post-build substitutions composed from referred ConfigMaps and Secrets\n  fluxr debug ks podinfo --show-vars > vars.env\n\n  # Print the reconciliation history of a Flux Kustomization\n  fluxr debug ks podinfo --show-history",
    },
];

#[derive(Subcommand, Debug)]
pub enum DebugTarget {
    /// Debug a Flux Kustomization resource
    #[command(visible_alias = "ks")]
    Kustomization(DebugKustomizationArgs),
    /// Debug a HelmRelease resource
    #[command(visible_alias = "hr")]
    Helmrelease(DebugHelmReleaseArgs),
}

#[derive(Args, Debug)]
pub struct DebugKustomizationArgs {
    /// The name of the Kustomization
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
    /// print the status of the Flux Kustomization
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub show_status: bool,
    /// print the final vars of the Flux Kustomization in dot env format
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub show_vars: bool,
    /// print the reconciliation history of the Flux Kustomization
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub show_history: bool,
}

#[derive(Args, Debug)]
pub struct DebugHelmReleaseArgs {
    /// The name of the HelmRelease
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
    /// print the status of the Helm release
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub show_status: bool,
    /// print the final values of the Helm release
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub show_values: bool,
    /// print the reconciliation history of the Helm release
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub show_history: bool,
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: DebugArgs) -> anyhow::Result<ExitCode> {
    let (kind, names, flags) = match &args.target.0 {
        DebugTarget::Kustomization(a) => (
            kinds::KUSTOMIZATION,
            &a.names,
            (a.show_status, a.show_vars, a.show_history),
        ),
        DebugTarget::Helmrelease(a) => (
            kinds::HELM_RELEASE,
            &a.names,
            (a.show_status, a.show_values, a.show_history),
        ),
    };
    // The name is checked before the flags, as cobra checks arguments before running.
    let [name] = names.as_slice() else {
        return Err(debug::Error::Args(names.len()).into());
    };
    let show = debug::show(kind, flags.0, flags.1, flags.2)?;
    let text = debug::run(ctx.cluster(ui)?, kind, &ctx.namespace, name, show)?;
    ui.stdout(&text)?;
    Ok(ExitCode::SUCCESS)
}
