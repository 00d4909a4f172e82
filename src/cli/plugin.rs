//! `fluxr plugin list|install|update|uninstall|search`, and running a plugin as `fluxr <name>`.
//!
//! The plugins and the catalog are [`crate::plugin`]'s; this file parses arguments, finds a
//! plugin on the command line the way cobra finds a subcommand, and prints what flux prints.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};

use crate::plugin::{self, Plugin, Update, catalog};
use crate::ui::Ui;

/// flux v2.9.4's own commands: a plugin never takes their names, even those fluxr does not have
/// yet, so that a script sees the same plugins under flux and fluxr.
const FLUX_COMMANDS: [&str; 30] = [
    "bootstrap",
    "build",
    "check",
    "completion",
    "create",
    "debug",
    "delete",
    "diff",
    "docgen",
    "envsubst",
    "events",
    "export",
    "get",
    "install",
    "list",
    "logs",
    "migrate",
    "plugin",
    "pull",
    "push",
    "reconcile",
    "resume",
    "stats",
    "suspend",
    "tag",
    "trace",
    "tree",
    "trigger",
    "uninstall",
    "version",
];

// Manage Flux CLI plugins
//
// The plugin sub-commands manage Flux CLI plugins.
#[derive(Args, Debug)]
pub struct PluginArgs {
    #[command(subcommand)]
    pub command: PluginCommand,
}

#[derive(Subcommand, Debug)]
pub enum PluginCommand {
    /// List installed plugins
    ///
    /// The plugin list command shows all installed plugins with their versions and paths.
    #[command(visible_alias = "ls", arg = crate::cli::ignored_args())]
    List,
    /// Install a plugin from the catalog
    #[command(long_about = INSTALL_LONG)]
    Install(NameArgs),
    /// Update installed plugins
    #[command(visible_alias = "upgrade", long_about = UPDATE_LONG)]
    Update(NameArgs),
    /// Uninstall a plugin
    ///
    /// The plugin uninstall command removes a plugin binary and its receipt from the plugin
    /// directory.
    #[command(visible_alias = "delete")]
    Uninstall(NameArgs),
    /// Search the plugin catalog
    ///
    /// The plugin search command lists available plugins from the Flux plugin catalog.
    Search(NameArgs),
}

const INSTALL_LONG: &str = "The plugin install command downloads and installs a plugin from the \
Flux plugin catalog.

Examples:
  # Install the latest version
  fluxr plugin install operator

  # Install a specific version
  fluxr plugin install operator@0.45.0

  # Install pinned to a specific digest
  fluxr plugin install operator@sha256:06e0a38db4fa6bc9f705a577c7e58dc020bfe2618e45488599e5ef7bb62e3a8a";

const UPDATE_LONG: &str = "The plugin update command updates installed plugins to their latest \
versions.

Examples:
  # Update a single plugin
  fluxr plugin update operator

  # Update all installed plugins
  fluxr plugin update";

/// The positional arguments; their count is checked as cobra checks it, with cobra's message.
#[derive(Args, Debug)]
pub struct NameArgs {
    #[arg(value_name = "NAME")]
    pub args: Vec<String>,
}

/// A usage mistake in cobra's words.
#[derive(Debug, thiserror::Error)]
enum UsageError {
    #[error("accepts {expected} arg(s), received {received}")]
    Exact { expected: usize, received: usize },
    #[error("accepts at most {max} arg(s), received {received}")]
    AtMost { max: usize, received: usize },
}

fn exactly_one(args: NameArgs) -> Result<String, UsageError> {
    let received = args.args.len();
    let mut args = args.args;
    match (args.pop(), received) {
        (Some(arg), 1) => Ok(arg),
        _ => Err(UsageError::Exact {
            expected: 1,
            received,
        }),
    }
}

fn at_most_one(args: NameArgs) -> Result<Option<String>, UsageError> {
    let received = args.args.len();
    if received > 1 {
        return Err(UsageError::AtMost { max: 1, received });
    }
    Ok(args.args.into_iter().next())
}

/// The installed plugins, none when there is no plugins directory; no plugin may take the name of
/// one of flux's commands nor of `root_commands`, the root's (which need no root built to list).
pub(crate) fn installed_besides(root_commands: &[&str]) -> Vec<Plugin> {
    let Some(dir) = plugin::plugins_dir() else {
        return Vec::new();
    };
    let builtins: Vec<&str> = FLUX_COMMANDS.iter().chain(root_commands).copied().collect();
    plugin::discover(&dir, &builtins)
}

/// The subcommand `fluxr <plugin> …` stands for, with a help text as flux's; it is hidden from
/// the list of commands, which the help prints as a section of its own.
pub(crate) fn plugin_command(plugin: &Plugin) -> clap::Command {
    let name = plugin.name.clone();
    clap::Command::new(name.clone())
        .about(format!("Runs the {name} plugin"))
        .long_about(format!(
            "This command runs the {name} plugin.\nUse 'fluxr {name} --help' for full plugin help."
        ))
        .hide(true)
        .disable_help_flag(true)
        .override_usage(format!("fluxr {name} [args]..."))
        .arg(
            clap::Arg::new("args")
                .hide(true)
                .num_args(0..)
                .trailing_var_arg(true)
                .allow_hyphen_values(true)
                .value_parser(clap::value_parser!(OsString)),
        )
}

/// flux's `Plugin Commands:` section of the root help, for the plugins in `plugins`.
pub(crate) fn help_section(plugins: &[Plugin], name_width: usize) -> String {
    if plugins.is_empty() {
        return String::new();
    }
    let width = plugins
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .unwrap_or(0)
        .max(name_width);
    let mut out = String::from("Plugin Commands:\n");
    for plugin in plugins {
        out.push_str(&format!(
            "  {:<width$}  Runs the {} plugin\n",
            plugin.name, plugin.name
        ));
    }
    out.push('\n');
    out
}

/// Replaces fluxr with the plugin; returns only when that fails, with flux's message.
pub(crate) fn exec(ui: &Ui, plugin: &Plugin, args: &[OsString]) -> ExitCode {
    let err = plugin::exec(&plugin.path, args);
    ui.failure(&crate::go_os::io_text(&err));
    ExitCode::FAILURE
}

/// Runs a `plugin` subcommand; `plugins` are the installed ones.
pub(crate) fn run(ui: &Ui, plugins: &[Plugin], args: PluginArgs) -> anyhow::Result<ExitCode> {
    match args.command {
        PluginCommand::List => list(ui, plugins),
        PluginCommand::Install(args) => install(ui, &exactly_one(args)?),
        PluginCommand::Update(args) => update(ui, plugins, at_most_one(args)?),
        PluginCommand::Uninstall(args) => {
            let name = exactly_one(args)?;
            let dir = plugin::plugins_dir().unwrap_or_default();
            plugin::uninstall(&dir, &name)?;
            ui.success(&format!("uninstalled {name}"));
            Ok(ExitCode::SUCCESS)
        }
        PluginCommand::Search(args) => search(ui, at_most_one(args)?),
    }
}

fn list(ui: &Ui, plugins: &[Plugin]) -> anyhow::Result<ExitCode> {
    if plugins.is_empty() {
        ui.stdout("No plugins found\n")?;
        return Ok(ExitCode::SUCCESS);
    }
    let dir = plugin::plugins_dir().unwrap_or_default();
    let rows: Vec<Vec<String>> = plugins
        .iter()
        .map(|p| {
            let version = plugin::read_receipt(&dir, &p.name)
                .map_or_else(|| "manual".to_owned(), |r| r.version);
            vec![p.name.clone(), version, p.path.display().to_string()]
        })
        .collect();
    ui.stdout(&crate::ui::table::render(
        &["NAME", "VERSION", "PATH"],
        &rows,
    ))?;
    Ok(ExitCode::SUCCESS)
}

fn install(ui: &Ui, arg: &str) -> anyhow::Result<ExitCode> {
    let (name, reference) = catalog::split_name_version(arg);
    let client = catalog::Client::from_env();
    let manifest = client.manifest(name)?;
    let (os, arch) = (plugin::go_os(), plugin::go_arch());
    let (version, platform) = if catalog::is_digest(reference) {
        catalog::resolve_digest(&manifest, reference, os, arch)?
    } else {
        let version = catalog::resolve_version(&manifest, reference)?;
        let platform = catalog::resolve_platform(version, os, arch).map_err(|_| {
            plugin::Error::NoBinaryForVersion {
                name: name.to_owned(),
                version: version.version.clone(),
                os: os.to_owned(),
                arch: arch.to_owned(),
            }
        })?;
        (version, platform)
    };
    let dir = plugin::ensure_plugins_dir()?;
    {
        let _spinner = ui.spinner(&format!("installing {name} v{}", version.version));
        plugin::install(&dir, &manifest, version, platform)?;
    }
    ui.success(&format!("installed {name} v{}", version.version));
    Ok(ExitCode::SUCCESS)
}

fn update(ui: &Ui, plugins: &[Plugin], name: Option<String>) -> anyhow::Result<ExitCode> {
    let client = catalog::Client::from_env();
    let mut plugins = plugins.to_vec();
    if plugins.is_empty() {
        ui.stdout("No plugins found\n")?;
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(name) = name {
        plugins.retain(|p| p.name == name);
        if plugins.is_empty() {
            return Err(plugin::Error::NotInstalled(name).into());
        }
    }
    let dir: PathBuf = plugin::ensure_plugins_dir()?;
    for p in &plugins {
        let name = &p.name;
        match plugin::check_update(&dir, name, &client) {
            Err(err) => ui.failed_check(&format!("error checking {name}: {err}")),
            Ok(Update::Manual) => ui.warning(&format!("skipping {name} (manually installed)")),
            Ok(Update::UpToDate { version }) => {
                ui.success(&format!("{name} already up to date (v{version})"));
            }
            Ok(Update::Available {
                from,
                manifest,
                version,
                platform,
            }) => {
                let to = &version.version;
                let result = {
                    let _spinner = ui.spinner(&format!("updating {name} v{from} → v{to}"));
                    plugin::install(&dir, &manifest, &version, &platform)
                };
                match result {
                    Ok(()) => ui.success(&format!("updated {name} v{from} → v{to}")),
                    Err(err) => ui.failed_check(&format!("error updating {name}: {err}")),
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn search(ui: &Ui, query: Option<String>) -> anyhow::Result<ExitCode> {
    let catalog = catalog::Client::from_env().catalog()?;
    let query = query.map(|q| q.to_lowercase()).unwrap_or_default();
    let dir = plugin::plugins_dir().unwrap_or_default();
    let rows: Vec<Vec<String>> = catalog
        .plugins
        .iter()
        .filter(|entry| {
            query.is_empty()
                || entry.name.to_lowercase().contains(&query)
                || entry.description.to_lowercase().contains(&query)
        })
        .map(|entry| {
            let installed = plugin::read_receipt(&dir, &entry.name)
                .map(|r| r.version)
                .unwrap_or_default();
            vec![entry.name.clone(), entry.description.clone(), installed]
        })
        .collect();
    if rows.is_empty() {
        let message = if query.is_empty() {
            "No plugins found in catalog\n".to_owned()
        } else {
            format!(
                "No plugins matching {} found in catalog\n",
                crate::yaml::go_quote(&query)
            )
        };
        ui.stdout(&message)?;
        return Ok(ExitCode::SUCCESS);
    }
    ui.stdout(&crate::ui::table::render(
        &["NAME", "DESCRIPTION", "INSTALLED"],
        &rows,
    ))?;
    Ok(ExitCode::SUCCESS)
}
