//! `fluxr build artifact`: the tarball `push artifact` would upload, written to a file.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context as _;
use clap::Args;

use super::{DEFAULT_IGNORE_PATHS, read_stdin, stat_error};
use crate::cli::global::parse_go_bool;
use crate::oci::archive::{self, Source};
use crate::ui::Ui;

// Short and Long are on the `build` sub-command that holds these arguments: clap shows those.
#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
#[command(after_help = "Examples:
  # Build the given manifests directory into an artifact
  fluxr build artifact --path ./path/to/local/manifests --output ./path/to/artifact.tgz

  # Build the given single manifest file into an artifact
  fluxr build artifact --path ./path/to/local/manifest.yaml --output ./path/to/artifact.tgz

  # List the files bundled in the artifact
  tar -ztvf ./path/to/artifact.tgz")]
pub struct BuildArtifactArgs {
    #[arg(help = "Path to the directory where the Kubernetes manifests are located.")]
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub path: String,
    #[arg(help = "Path to where the artifact tgz file should be written.")]
    #[arg(short = 'o', long, default_value = "artifact.tgz")]
    pub output: PathBuf,
    /// set paths to ignore in .gitignore format
    #[arg(long, value_parser = crate::cli::string_slice::parse, default_value = DEFAULT_IGNORE_PATHS, value_name = "PATHS")]
    pub ignore_paths: Vec<crate::cli::string_slice::StringSlice>,
    /// resolve symlinks by copying their targets into the artifact
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub resolve_symlinks: bool,
}

/// A `--path` flux refuses.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("invalid path {path:?}")]
    EmptyPath { path: String },
    #[error("invalid path '{path}', must point to an existing directory or file")]
    Missing { path: String },
}

/// An empty `--path`, refused before anything else is looked at.
pub(crate) fn check_path(path: &str) -> Result<(), Error> {
    if path.is_empty() {
        return Err(Error::EmptyPath {
            path: path.to_owned(),
        });
    }
    Ok(())
}

/// The source of `--path`: stdin for `-`, else a file or directory that must exist.
pub(crate) fn source(path: &str) -> anyhow::Result<Source> {
    check_path(path)?;
    if path == "-" {
        return Ok(Source::Stdin(read_stdin()?));
    }
    Ok(Source::Path(PathBuf::from(path)))
}

pub(crate) fn run(ui: &Ui, args: BuildArtifactArgs) -> anyhow::Result<ExitCode> {
    let BuildArtifactArgs {
        path,
        output,
        ignore_paths,
        resolve_symlinks,
    } = args;
    let source = source(&path)?;
    if let Source::Path(p) = &source
        && std::fs::metadata(p).is_err()
    {
        return Err(Error::Missing { path }.into());
    }
    let opts = archive::Options {
        ignore_paths: crate::cli::string_slice::values(ignore_paths),
        resolve_symlinks,
    };
    let resolved = super::resolve_symlinks(&source, &opts)?;
    let shown = if path == "-" { "stdin" } else { path.as_str() };
    ui.action(&format!("building artifact from {shown}"));
    let entries = match resolved {
        Some(entries) => Ok(entries),
        None => archive::entries(&source, &opts),
    };
    let tarball = entries
        .and_then(|entries| archive::pack(&entries))
        .context("building artifact failed, error")?;
    write_atomically(&output, &tarball).context("building artifact failed, error")?;
    ui.success(&format!("artifact created at {}", output.display()));
    Ok(ExitCode::SUCCESS)
}

/// Writes beside the target and renames, so a failure leaves no partial file; mode 0640, as
/// flux leaves it.
fn write_atomically(output: &Path, data: &[u8]) -> anyhow::Result<()> {
    use std::io::Write as _;
    use std::os::unix::fs::PermissionsExt as _;
    let dir = match output.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let mut file = tempfile::NamedTempFile::new_in(dir)
        .with_context(|| format!("cannot write in {}", dir.display()))?;
    file.write_all(data)?;
    file.as_file()
        .set_permissions(std::fs::Permissions::from_mode(0o640))?;
    file.persist(output)
        .map_err(|err| err.error)
        .with_context(|| format!("cannot write {}", output.display()))?;
    Ok(())
}

/// `stat` failures of `--path` in flux's form, for the commands that report the cause.
pub(crate) fn missing_with_cause(path: &str, err: &std::io::Error) -> String {
    format!(
        "invalid path '{path}', must point to an existing directory or file: {}",
        stat_error(path, err)
    )
}
