//! `fluxr debug`: the status, history and inputs of a Kustomization or HelmRelease.

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_go_bool;
use crate::cluster::debug;
use crate::cluster::kinds;
use crate::ui::Ui;

// Debug a flux resource
//
// The debug command can be used to troubleshoot failing resource reconciliations.
#[derive(Args, Debug)]
pub struct DebugArgs {
    #[command(subcommand)]
    pub target: DebugTarget,
}

#[derive(Subcommand, Debug)]
pub enum DebugTarget {
    /// Debug a Flux Kustomization resource
    ///
    /// The debug kustomization command can be used to troubleshoot failing Flux Kustomization
    /// reconciliations. WARNING: This command will print sensitive information if Kubernetes
    /// Secrets are referenced in the Kustomization .spec.postBuild.substituteFrom field.
    ///
    /// ⚠️  Please note that this command is in preview and under development.
    /// While we try our best to not introduce breaking changes, they may occur when
    /// we adapt to new features and/or find better ways to facilitate what it does.
    #[command(visible_alias = "ks")]
    Kustomization(DebugKustomizationArgs),
    /// Debug a Flux HelmRelease resource
    ///
    /// The debug helmrelease command can be used to troubleshoot failing Flux HelmRelease
    /// reconciliations. WARNING: This command will print sensitive information if Kubernetes
    /// Secrets are referenced in the HelmRelease .spec.valuesFrom field.
    ///
    /// ⚠️  Please note that this command is in preview and under development.
    /// While we try our best to not introduce breaking changes, they may occur when
    /// we adapt to new features and/or find better ways to facilitate what it does.
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
    /// print the status of the Flux HelmRelease
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub show_status: bool,
    /// print the final values of the Flux HelmRelease
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub show_values: bool,
    /// print the reconciliation history of the Flux HelmRelease
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub show_history: bool,
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: DebugArgs) -> anyhow::Result<ExitCode> {
    let (kind, names, flags) = match &args.target {
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
