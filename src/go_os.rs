//! Go's words for operating-system failures, for messages flux builds from them.

use std::io;
use std::path::{Path, PathBuf};

/// The text Go gives an OS error: the C library's message, lower-cased as Go's `syscall`
/// table has it (`operation not permitted` for EPERM). An error made without an errno gets
/// Go's words for its kind when Go has some.
pub fn errno_text(err: &io::Error) -> String {
    if err.raw_os_error().is_none() {
        match err.kind() {
            io::ErrorKind::NotFound => return "no such file or directory".to_owned(),
            io::ErrorKind::PermissionDenied => return "permission denied".to_owned(),
            io::ErrorKind::IsADirectory => return "is a directory".to_owned(),
            io::ErrorKind::NotADirectory => return "not a directory".to_owned(),
            _ => {}
        }
    }
    lower_first(os_text(err))
}

/// An I/O error as Go prints it: an errno in Go's words, anything else as it is.
pub fn io_text(err: &io::Error) -> String {
    if err.raw_os_error().is_none() {
        return err.to_string();
    }
    lower_first(os_text(err))
}

/// The C library's message without Rust's ` (os error N)`.
fn os_text(err: &io::Error) -> String {
    let text = err.to_string();
    match text.split_once(" (os error") {
        Some((message, _)) => message.to_owned(),
        None => text,
    }
}

fn lower_first(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A `lstat` that failed, as Go's `*PathError` prints it.
#[derive(Debug, thiserror::Error)]
#[error("lstat {}: {}", path.display(), errno_text(cause))]
pub struct LstatError {
    pub path: PathBuf,
    pub cause: io::Error,
}

/// A `remove` that failed, as Go's `*PathError` prints it.
#[derive(Debug, thiserror::Error)]
#[error("remove {}: {}", path.display(), errno_text(cause))]
pub struct RemoveError {
    pub path: PathBuf,
    #[source]
    pub cause: io::Error,
}

/// Go's `os.Remove`: unlink, else rmdir (so an empty directory goes too). When both fail the
/// error is rmdir's unless it only says the path is not a directory, as Go chooses.
pub fn remove(path: &Path) -> Result<(), RemoveError> {
    let unlink = match std::fs::remove_file(path) {
        Ok(()) => return Ok(()),
        Err(err) => err,
    };
    let cause = match std::fs::remove_dir(path) {
        Ok(()) => return Ok(()),
        Err(err) if err.kind() == io::ErrorKind::NotADirectory => unlink,
        Err(err) => err,
    };
    Err(RemoveError {
        path: path.to_path_buf(),
        cause,
    })
}

/// Why Go's `filepath.EvalSymlinks` would fail on `link`, a link whose target cannot be
/// reached: the first path it finds missing while following the chain, or `fallback` about the
/// link itself when that cannot be told.
pub fn eval_symlinks_error(link: &Path, fallback: io::Error) -> LstatError {
    let mut current = link.to_path_buf();
    // Linux gives up after 40 links; Go after 255.
    for _ in 0..255 {
        let Ok(target) = std::fs::read_link(&current) else {
            break;
        };
        let base = current.parent().unwrap_or(Path::new("/"));
        let joined = crate::kustomize::fs::clean(&base.join(target));
        // Go resolves a component at a time: the first prefix that does not exist is blamed.
        let mut prefix = PathBuf::new();
        for component in joined.components() {
            prefix.push(component);
            if let Err(cause) = std::fs::symlink_metadata(&prefix) {
                return LstatError {
                    path: prefix,
                    cause,
                };
            }
        }
        current = joined;
    }
    LstatError {
        path: link.to_path_buf(),
        cause: fallback,
    }
}
