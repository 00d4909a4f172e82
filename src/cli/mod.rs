//! fluxr's command line: clap types and one module per command. Nothing outside `cli` imports clap.
//!
//! Flags, defaults and messages copy flux v2.9's. Parsing goes through [`parse_error`] so that a
//! usage mistake reads as flux reports it; every other failure is rendered once, here, as
//! `✗ {err:#}` on stderr with exit code 1.

use std::ffi::OsString;
use std::process::ExitCode;

use clap::{CommandFactory as _, FromArgMatches as _, Parser, Subcommand};

use crate::ui::Ui;

pub mod artifact;
pub mod bootstrap;
pub mod build;
pub mod check;
pub mod completion;
pub mod create;
pub mod diff;
pub mod envsubst;
pub mod events;
pub mod get;
mod global;
pub mod install;
pub mod kustomize;
pub mod logs;
pub mod migrate;
mod parse_error;
pub mod plugin;
pub mod reconcile;
pub mod stats;
pub mod suspend;
mod target;
pub mod trace;
pub mod tree;
pub mod uninstall;
pub mod version;

pub(crate) use global::{GlobalArgs, GlobalContext};

/// Command line utility for assembling Kubernetes CD pipelines the GitOps way
///
/// fluxr is a Flux v2 compatible bootstrapper: it generates Flux's component and sync manifests
/// offline and builds kustomizations with a native kustomize engine.
#[derive(Parser, Debug)]
#[command(name = "fluxr", disable_version_flag = true, max_term_width = 100)]
pub struct Cli {
    /// Print the version of fluxr
    #[arg(short = 'v', long = "version")]
    pub version: bool,

    #[command(flatten)]
    pub(crate) global: GlobalArgs,

    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Deploy Flux on a cluster the GitOps way.
    Bootstrap(Box<bootstrap::BootstrapArgs>),
    /// Build a flux resource by its name
    Build(build::BuildArgs),
    /// Check requirements and installation
    Check(check::CheckArgs),
    /// Generates completion scripts for various shells
    Completion(completion::CompletionArgs),
    /// Create or update sources and resources
    Create(create::CreateArgs),
    /// Diff a flux resource
    Diff(diff::DiffArgs),
    /// Substitute environment variables in a text read from stdin
    Envsubst(envsubst::EnvsubstArgs),
    /// Display Kubernetes events for Flux resources
    Events(events::EventsArgs),
    /// Get the resources and their status
    Get(get::GetArgs),
    /// Install or upgrade Flux
    Install(Box<install::InstallArgs>),
    /// Build a kustomization directory, like `kubectl kustomize`
    Kustomize(kustomize::KustomizeArgs),
    /// List artifacts
    List(artifact::ListArgs),
    /// Display formatted logs for Flux components
    Logs(logs::LogsArgs),
    /// Migrate the Flux custom resources to their latest API version
    Migrate(migrate::MigrateArgs),
    /// Manage Flux CLI plugins
    Plugin(plugin::PluginArgs),
    /// Pull artifacts
    Pull(artifact::PullArgs),
    /// Push artifacts
    Push(artifact::PushArgs),
    /// Reconcile sources and resources
    Reconcile(reconcile::ReconcileArgs),
    /// Resume suspended resources
    Resume(suspend::ResumeArgs),
    /// Stats of Flux reconciles
    Stats(stats::StatsArgs),
    /// Suspend resources
    Suspend(suspend::SuspendArgs),
    /// Tag artifacts
    Tag(artifact::TagArgs),
    /// Trace in-cluster objects throughout the GitOps delivery pipeline
    Trace(trace::TraceArgs),
    /// Print the resources reconciled by Flux
    Tree(tree::TreeArgs),
    /// Uninstall Flux and its custom resource definitions
    Uninstall(uninstall::UninstallArgs),
    /// Print the client and server-side components version information
    Version(version::VersionArgs),
}

/// The stack fluxr runs on. Every recursive walk of a document stops at the 10,000 levels of
/// nesting the YAML reader accepts (kubectl's limit); this leaves room for the deepest of them
/// in a debug build, whatever `ulimit -s` the caller has. Only the pages a walk touches are ever
/// used.
pub const STACK_BYTES: usize = 256 * 1024 * 1024;

/// Parses the command line, runs the command and renders its error, if any, on a thread with a
/// stack of [`STACK_BYTES`].
pub fn main() -> ExitCode {
    crate::git::trust_host_certificates();
    let argv: Vec<OsString> = std::env::args_os().collect();
    let worker = std::thread::Builder::new()
        .name("fluxr".to_owned())
        .stack_size(STACK_BYTES)
        .spawn(move || run(argv));
    match worker.map(std::thread::JoinHandle::join) {
        Ok(Ok(code)) => code,
        // The panic has been reported by the hook already.
        Ok(Err(_)) => ExitCode::from(101),
        Err(err) => {
            Ui::default().failure(&format!("cannot start: {err}"));
            ExitCode::FAILURE
        }
    }
}

/// Runs fluxr with `argv` (program name first); what `main` does, callable from tests.
pub fn run(argv: Vec<OsString>) -> ExitCode {
    let ui = Ui::default();
    let mut root = Cli::command();
    let matches = match root.try_get_matches_from_mut(&argv) {
        Ok(matches) => matches,
        Err(err) => {
            return match parse_error::translate(&err, &root, &argv) {
                parse_error::Outcome::Help(text) => print_or_fail(&ui, &with_newline(text)),
                parse_error::Outcome::Usage(message) => {
                    ui.failure(&message);
                    usage_status(&argv)
                }
            };
        }
    };
    let result = Cli::from_arg_matches(&matches)
        .map_err(anyhow::Error::from)
        .and_then(|cli| dispatch(&ui, cli, &matches, &mut root));
    match result {
        Ok(code) => code,
        Err(err) if crate::ui::is_closed_pipe(&err) => {
            ExitCode::from(crate::ui::CLOSED_PIPE_STATUS)
        }
        Err(err) => {
            ui.failure(&format!("{err:#}"));
            ExitCode::FAILURE
        }
    }
}

/// The exit status of a usage error: 1, as flux, except for `diff`, where 1 means "changes
/// found" and every error is 2 (so `[ $? -le 1 ]` in CI means what it says).
fn usage_status(argv: &[OsString]) -> ExitCode {
    let lenient = Cli::command()
        .ignore_errors(true)
        .try_get_matches_from(argv)
        .ok();
    match lenient.as_ref().and_then(clap::ArgMatches::subcommand_name) {
        Some("diff") => ExitCode::from(2),
        _ => ExitCode::FAILURE,
    }
}

fn dispatch(
    ui: &Ui,
    cli: Cli,
    matches: &clap::ArgMatches,
    root: &mut clap::Command,
) -> anyhow::Result<ExitCode> {
    let Cli {
        version,
        global,
        command,
    } = cli;
    if version {
        ui.stdout(&version::flag_line())?;
        return Ok(ExitCode::SUCCESS);
    }
    let Some(command) = command else {
        // cobra prints the help of a command that is only a group.
        ui.stdout(&with_newline(root.render_help().to_string()))?;
        return Ok(ExitCode::SUCCESS);
    };
    // The completion script and the kustomize engine need no flux settings: a stray
    // FLUX_SYSTEM_NAMESPACE must not fail them.
    let resolve = || GlobalContext::resolve(&global, matches);
    match command {
        Command::Bootstrap(args) => bootstrap::run(ui, &resolve()?, *args),
        Command::Build(args) => build::run(ui, &resolve()?, args),
        Command::Check(args) => check::run(ui, &resolve()?, args),
        Command::Completion(args) => completion::run(ui, args),
        Command::Create(args) => create::run(ui, &resolve()?, args),
        Command::Diff(args) => match resolve() {
            Ok(ctx) => diff::run(ui, &ctx, args),
            // A bad global flag (`--timeout`) is a usage error: 2 for diff.
            Err(err) => {
                ui.failure(&format!("{err:#}"));
                Ok(ExitCode::from(2))
            }
        },
        Command::Envsubst(args) => envsubst::run(ui, args),
        Command::Events(args) => events::run(ui, &resolve()?, args),
        Command::Get(args) => get::run(ui, &resolve()?, args),
        Command::Install(args) => install::run(ui, &resolve()?, *args),
        Command::Kustomize(args) => kustomize::run(ui, args),
        Command::List(args) => artifact::list(ui, &resolve()?, args),
        Command::Logs(args) => logs::run(ui, &resolve()?, args),
        Command::Migrate(args) => migrate::run(ui, &resolve()?, args),
        Command::Plugin(args) => plugin::run(ui, args),
        Command::Pull(args) => artifact::pull(ui, &resolve()?, args),
        Command::Push(args) => artifact::push(ui, &resolve()?, args),
        Command::Reconcile(args) => reconcile::run(ui, &resolve()?, args),
        Command::Resume(args) => suspend::resume(ui, &resolve()?, args),
        Command::Stats(args) => stats::run(ui, &resolve()?, args),
        Command::Suspend(args) => suspend::suspend(ui, &resolve()?, args),
        Command::Tag(args) => artifact::tag(ui, &resolve()?, args),
        Command::Trace(args) => trace::run(ui, &resolve()?, args),
        Command::Tree(args) => tree::run(ui, &resolve()?, args),
        Command::Uninstall(args) => uninstall::run(ui, &resolve()?, args),
        Command::Version(args) => version::run(ui, &resolve()?, args),
    }
}

fn print_or_fail(ui: &Ui, text: &str) -> ExitCode {
    match ui.stdout(text) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::from(crate::ui::CLOSED_PIPE_STATUS)
        }
        Err(_) => ExitCode::FAILURE,
    }
}

/// clap renders some help texts without the final newline a terminal wants.
fn with_newline(mut text: String) -> String {
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}
