//! `fluxr migrate`: move the Flux objects stored in the cluster to the storage version of their
//! CRDs, or with `-f PATH` rewrite the Flux manifests of a file or directory to the API versions
//! this release serves (see [`crate::migrate`]).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use super::GlobalContext;
use crate::migrate::{ServedVersions, migrate};
use crate::ui::Ui;

// Migrate the Flux custom resources to their latest API version
//
// The migrate command must be run before a Flux minor version upgrade. In the cluster (the
// default) it stores every Flux custom resource again in the storage version of its CRD and
// then drops the older versions from the CRD's stored versions. With --path it rewrites the
// apiVersion of Flux custom resources in manifests on disk to the versions this release serves.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct MigrateArgs {
    /// The path to the file or directory containing the manifests to migrate
    #[arg(short = 'f', long, default_value = "", hide_default_value = true)]
    pub path: String,

    /// The file extensions to consider when migrating manifests
    #[arg(short = 'e', long, value_parser = crate::cli::string_slice::parse, default_value = ".yaml,.yml")]
    pub extensions: Vec<crate::cli::string_slice::StringSlice>,

    /// Skip the confirmation prompt
    #[arg(short = 'y', long, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = super::global::parse_go_bool, value_name = "true|false")]
    pub yes: bool,
}

const EXAMPLES: &str = "Examples:
  # Migrate the Flux objects stored in the cluster
  fluxr migrate

  # Migrate the manifests of a repository checkout to the latest API versions
  fluxr migrate -f ./clusters --yes
";

#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
    #[error("file {path} is irregular")]
    Irregular { path: String },
    #[error("file {path} does not match the specified extensions: {extensions}")]
    Extension { path: String, extensions: String },
    #[error("unable to read {path}: {reason}")]
    Read { path: String, reason: String },
    /// Go's words: the failing call (`open`, `write`) and the file, as `os.WriteFile` reports.
    #[error("failed to write file {path}: {op} {path}: {reason}")]
    Write {
        path: String,
        op: &'static str,
        reason: String,
    },
    #[error("migration cancelled")]
    Cancelled,
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: MigrateArgs) -> anyhow::Result<ExitCode> {
    let extensions = crate::cli::string_slice::values(args.extensions.clone());
    if args.path.is_empty() {
        return migrate_cluster(ui, ctx);
    }
    let root = PathBuf::from(&args.path);
    let metadata = std::fs::symlink_metadata(&root).map_err(|err| Error::Read {
        path: args.path.clone(),
        reason: err.to_string(),
    })?;
    let files = if metadata.is_dir() {
        ui.action("starting migration of custom resources");
        let mut files = Vec::new();
        walk(ui, &root, &extensions, &mut files)?;
        files
    } else {
        if !metadata.is_file() {
            return Err(Error::Irregular { path: args.path }.into());
        }
        if !has_extension(&root, &extensions) {
            return Err(Error::Extension {
                path: args.path,
                extensions: extensions.join(", "),
            }
            .into());
        }
        ui.action("starting migration of custom resources");
        vec![root]
    };

    let served = ServedVersions::of_flux();
    let mut rewritten = Vec::new();
    for file in files {
        let display = file.display().to_string();
        let text = crate::kustomize::fs::read_file_capped(&file)
            .and_then(|bytes| {
                String::from_utf8(bytes)
                    .map_err(|_| std::io::Error::other("the file is not UTF-8 text"))
            })
            .map_err(|err| Error::Read {
                path: display.clone(),
                reason: io_reason(&err),
            })?;
        let migrated = migrate(&text, &served);
        for warning in &migrated.warnings {
            ui.warning(&format!("{display}:{}: {}", warning.line, warning.message));
        }
        for change in &migrated.changes {
            ui.generate(&format!(
                "{display}:{}: {} {} -> {}",
                change.line, change.kind, change.from, change.to
            ));
        }
        if !migrated.changes.is_empty() {
            rewritten.push((file, migrated.text));
        }
    }
    // Every file to change is opened for writing before the first one changes, so a file that
    // cannot be written stops the run with nothing changed.
    let mut writable = Vec::with_capacity(rewritten.len());
    for (file, text) in rewritten {
        let handle = open_for_rewrite(&file)?;
        writable.push((file, handle, text));
    }
    if !writable.is_empty()
        && !args.yes
        && !ui.confirm("Do you want to write the migrated manifests")?
    {
        return Err(Error::Cancelled.into());
    }
    for (file, handle, text) in writable {
        rewrite(&file, handle, &text)?;
        ui.success(&format!("file {} migrated successfully", file.display()));
    }
    ui.success("custom resources migrated successfully");
    Ok(ExitCode::SUCCESS)
}

/// Every Flux CRD whose stored versions include an older one: its objects are written back,
/// which stores them in the current storage version, then the CRD forgets the older versions.
fn migrate_cluster(ui: &Ui, ctx: &GlobalContext) -> anyhow::Result<ExitCode> {
    crate::cluster::migrate::run(ui, ctx.cluster(ui)?)?;
    Ok(ExitCode::SUCCESS)
}

/// The files under `dir` with one of `extensions`, in lexical order, depth first; links and
/// other irregular files are skipped with a warning.
fn walk(
    ui: &Ui,
    dir: &Path,
    extensions: &[String],
    files: &mut Vec<PathBuf>,
) -> anyhow::Result<()> {
    let unreadable = |err: std::io::Error| Error::Read {
        path: dir.display().to_string(),
        reason: err.to_string(),
    };
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .map_err(unreadable)?
        .collect::<Result<_, _>>()
        .map_err(unreadable)?;
    entries.sort_by_key(std::fs::DirEntry::file_name);
    for entry in entries {
        let path = entry.path();
        let file_type = entry.file_type().map_err(unreadable)?;
        if file_type.is_dir() {
            walk(ui, &path, extensions, files)?;
        } else if !file_type.is_file() {
            ui.warning(&format!("skipping irregular file {}", path.display()));
        } else if has_extension(&path, extensions) {
            files.push(path);
        }
    }
    Ok(())
}

fn has_extension(path: &Path, extensions: &[String]) -> bool {
    let name = path.to_string_lossy();
    extensions
        .iter()
        .any(|extension| name.ends_with(extension.as_str()))
}

/// Opens a file for an in-place rewrite: as the file it is (same inode, owner, group, mode and
/// hard links), and only if its permissions allow writing it, as `flux migrate` writes.
fn open_for_rewrite(path: &Path) -> Result<std::fs::File, Error> {
    std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .map_err(|err| Error::Write {
            path: path.display().to_string(),
            op: "open",
            reason: io_reason(&err),
        })
}

fn rewrite(path: &Path, mut file: std::fs::File, text: &str) -> Result<(), Error> {
    let failed = |err: std::io::Error| Error::Write {
        path: path.display().to_string(),
        op: "write",
        reason: io_reason(&err),
    };
    file.set_len(0).map_err(failed)?;
    std::io::Write::write_all(&mut file, text.as_bytes()).map_err(failed)?;
    file.sync_all().map_err(failed)
}

/// An I/O error in the words Go prints (`permission denied`), without Rust's `(os error 13)`.
fn io_reason(err: &std::io::Error) -> String {
    match err.kind() {
        std::io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        std::io::ErrorKind::NotFound => "no such file or directory".to_owned(),
        std::io::ErrorKind::ReadOnlyFilesystem => "read-only file system".to_owned(),
        _ => err.to_string(),
    }
}
