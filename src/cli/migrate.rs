//! `fluxr migrate`: flags into [`crate::migrate::Options`]. Without `-f` the objects stored in
//! the cluster move to the storage version of their CRDs ([`crate::cluster::migrate`]); with
//! `-f PATH` the manifests under the working directory move to the latest API versions of a
//! Flux minor version ([`crate::migrate`]).

use std::process::ExitCode;

use clap::Args;

use super::GlobalContext;
use super::global::parse_go_bool;
use crate::ui::Ui;

const LONG: &str = "The migrate command must be run before a Flux minor version upgrade.

The command has two modes of operation:

- Cluster mode (default): migrates all the Flux custom resources stored in Kubernetes etcd to their latest API version.
- File system mode (-f): migrates the Flux custom resources defined in the manifests located in the specified path.";

const EXAMPLES: &str = "Examples:
  # Migrate all the Flux custom resources in the cluster.
  # This uses the current kubeconfig context and requires cluster-admin permissions.
  fluxr migrate

  # Migrate all the Flux custom resources in a Git repository
  # checked out in the current working directory.
  fluxr migrate -f .

  # Migrate all Flux custom resources defined in YAML and Helm YAML template files.
  fluxr migrate -f . --extensions=.yml,.yaml,.tpl

  # Migrate the Flux custom resources to the latest API versions of Flux 2.6.
  fluxr migrate -f . --version=2.6

  # Migrate the Flux custom resources defined in a multi-document YAML manifest file.
  fluxr migrate -f path/to/manifest.yaml

  # Simulate the migration without making any changes.
  fluxr migrate -f . --dry-run

  # Run the migration skipping confirmation prompts.
  fluxr migrate -f . --yes
";

#[derive(Args, Debug)]
#[command(long_about = LONG, after_help = EXAMPLES)]
pub struct MigrateArgs {
    /// the path to the directory containing the manifests to migrate
    #[arg(short = 'f', long, default_value = "", hide_default_value = true)]
    pub path: String,

    /// the file extensions to consider when migrating manifests, only applicable with --path
    #[arg(short = 'e', long, value_parser = crate::cli::string_slice::parse, default_value = ".yaml,.yml")]
    pub extensions: Vec<crate::cli::string_slice::StringSlice>,

    /// the target Flux minor version to migrate manifests to, only applicable with --path (defaults
    /// to the version of the CLI)
    #[arg(short = 'v', long, default_value = "", hide_default_value = true)]
    pub version: String,

    /// skip confirmation prompts when migrating manifests, only applicable with --path
    #[arg(short = 'y', long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub yes: bool,

    /// simulate the migration of manifests without making any changes, only applicable with --path
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub dry_run: bool,
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: MigrateArgs) -> anyhow::Result<ExitCode> {
    // flux reads --version, --yes, --dry-run and --extensions only with --path.
    if args.path.is_empty() {
        ui.action("starting migration of custom resources");
        crate::cluster::migrate::run(ui, ctx.cluster(ui)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    let options = crate::migrate::Options {
        path: args.path,
        extensions: crate::cli::string_slice::values(args.extensions),
        version: args.version,
        yes: args.yes,
        dry_run: args.dry_run,
    };
    crate::migrate::run(ui, &options)?;
    Ok(ExitCode::SUCCESS)
}
