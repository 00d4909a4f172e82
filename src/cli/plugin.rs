//! `fluxr plugin list`: the flux plugins installed on this machine (flux's RFC-0013 layout).
//!
//! A plugin is an executable `flux-<name>` in `$FLUXCD_PLUGINS`, or `~/.fluxcd/plugins` when that
//! is unset. `plugin install` writes a receipt `flux-<name>.yaml` next to it that records the
//! version; a plugin without one was installed by hand.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};

use crate::ui::Ui;

/// Manage Flux CLI plugins
#[derive(Args, Debug)]
pub struct PluginArgs {
    #[command(subcommand)]
    pub command: PluginCommand,
}

#[derive(Subcommand, Debug)]
pub enum PluginCommand {
    /// List installed plugins
    List,
}

/// An installed plugin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plugin {
    pub name: String,
    /// The receipt's version, or `manual`.
    pub version: String,
    pub path: PathBuf,
}

/// The plugins directory could not be listed.
#[derive(Debug, thiserror::Error)]
#[error("failed to read the plugins directory \"{}\"", dir.display())]
pub struct Error {
    dir: PathBuf,
    #[source]
    source: std::io::Error,
}

/// `$FLUXCD_PLUGINS`, else `~/.fluxcd/plugins`.
pub fn plugins_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("FLUXCD_PLUGINS").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    std::env::var_os("HOME").map(|home| Path::new(&home).join(".fluxcd").join("plugins"))
}

/// The plugins in `dir`, by name; a missing directory holds none.
pub fn discover(dir: &Path) -> Result<Vec<Plugin>, Error> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(source) => {
            return Err(Error {
                dir: dir.to_owned(),
                source,
            });
        }
    };
    let mut plugins = Vec::new();
    for entry in entries.flatten() {
        let file_name = entry.file_name().to_string_lossy().into_owned();
        let Some(name) = file_name.strip_prefix("flux-") else {
            continue;
        };
        if name.is_empty() || name.contains('.') || !is_executable(&entry.path()) {
            continue;
        }
        let version = receipt_version(&dir.join(format!("{file_name}.yaml")))
            .unwrap_or_else(|| "manual".to_owned());
        plugins.push(Plugin {
            name: name.to_owned(),
            version,
            path: entry.path(),
        });
    }
    plugins.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(plugins)
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

fn receipt_version(path: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    let receipt = crate::yaml::parse_one(&text).ok()?;
    match receipt.get("version")? {
        serde_json::Value::String(version) => Some(version.clone()),
        other => Some(other.to_string()),
    }
}

/// The plugins as a table, columns padded like Go's tabwriter.
pub fn table(plugins: &[Plugin]) -> String {
    let rows: Vec<[String; 3]> = std::iter::once(["NAME".into(), "VERSION".into(), "PATH".into()])
        .chain(plugins.iter().map(|p| {
            [
                p.name.clone(),
                p.version.clone(),
                p.path.display().to_string(),
            ]
        }))
        .collect();
    let width = |column: usize| {
        rows.iter()
            .map(|r| r[column].chars().count())
            .max()
            .unwrap_or(0)
    };
    let (name_width, version_width) = (width(0), width(1));
    rows.iter()
        .map(|[name, version, path]| {
            format!("{name:<name_width$}   {version:<version_width$}   {path}\n")
        })
        .collect()
}

pub(crate) fn run(ui: &Ui, args: PluginArgs) -> anyhow::Result<ExitCode> {
    match args.command {
        PluginCommand::List => {
            let plugins = match plugins_dir() {
                Some(dir) => discover(&dir)?,
                None => Vec::new(),
            };
            if plugins.is_empty() {
                ui.stdout("No plugins found\n")?;
            } else {
                ui.stdout(&table(&plugins))?;
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt as _;

    use super::*;

    fn executable(path: &Path) {
        std::fs::write(path, "#!/bin/sh\n").unwrap();
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }

    #[test]
    fn discovers_executables_and_their_receipts() {
        let dir = tempfile::tempdir().unwrap();
        executable(&dir.path().join("flux-operator"));
        executable(&dir.path().join("flux-local"));
        std::fs::write(
            dir.path().join("flux-operator.yaml"),
            "name: operator\nversion: 0.30.0\n",
        )
        .unwrap();
        std::fs::write(dir.path().join("flux-notexec"), "").unwrap();
        std::fs::write(dir.path().join("other-tool"), "").unwrap();
        let plugins = discover(dir.path()).unwrap();
        let names: Vec<(&str, &str)> = plugins
            .iter()
            .map(|p| (p.name.as_str(), p.version.as_str()))
            .collect();
        assert_eq!(names, [("local", "manual"), ("operator", "0.30.0")]);
        let table = table(&plugins);
        assert!(
            table.starts_with("NAME       VERSION   PATH\nlocal      manual    "),
            "{table}"
        );
    }

    #[test]
    fn a_missing_directory_has_no_plugins() {
        assert_eq!(discover(Path::new("/nonexistent/plugins")).unwrap(), []);
    }
}
