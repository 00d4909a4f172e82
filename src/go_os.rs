//! Go's words for operating-system failures, for messages flux builds from them.

use std::io;
use std::path::{Component, Path, PathBuf};

/// The text Go gives an OS error: the C library's message, lower-cased as Go's `syscall`
/// table has it.
pub fn errno_text(err: &io::Error) -> String {
    match err.kind() {
        io::ErrorKind::NotFound => "no such file or directory".to_owned(),
        io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        io::ErrorKind::IsADirectory => "is a directory".to_owned(),
        io::ErrorKind::NotADirectory => "not a directory".to_owned(),
        _ => {
            let text = err.to_string();
            let text = text.split(" (os error").next().unwrap_or(&text);
            let mut chars = text.chars();
            match chars.next() {
                Some(first) => first.to_lowercase().chain(chars).collect(),
                None => String::new(),
            }
        }
    }
}

/// A `lstat` that failed, as Go's `*PathError` prints it.
#[derive(Debug, thiserror::Error)]
#[error("lstat {}: {}", path.display(), errno_text(cause))]
pub struct LstatError {
    pub path: PathBuf,
    pub cause: io::Error,
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
        let joined = clean(&base.join(target));
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

/// Go's `filepath.Clean` on an absolute or relative path: `.` dropped, `..` taken lexically.
pub fn clean(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other),
        }
    }
    out
}
