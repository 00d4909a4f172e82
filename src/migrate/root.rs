//! The working directory as flux's `os.Root` sees it: names are relative, slash-separated and
//! free of `.` and `..` elements (`fs.ValidPath`), links are followed only while they stay
//! inside the root (at most 8 of them), and an absolute link target escapes.

use std::collections::VecDeque;
use std::ffi::{OsStr, OsString};
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::{Component, Path, PathBuf};

/// As many links as `os.Root` follows in one name (POSIX's `SYMLOOP_MAX` minimum).
const MAX_LINKS: usize = 8;

/// What a name is, links not followed (a directory entry's type).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub is_dir: bool,
    pub is_regular: bool,
}

impl Entry {
    fn of(file_type: std::fs::FileType) -> Entry {
        Entry {
            is_dir: file_type.is_dir(),
            is_regular: file_type.is_file(),
        }
    }
}

/// A failed operation on a name, worded as Go's `*fs.PathError`: `statat dir: no such file or
/// directory`.
#[derive(Debug, thiserror::Error)]
#[error("{op} {path}: {reason}")]
pub struct RootError {
    op: &'static str,
    path: String,
    reason: Reason,
}

#[derive(Debug, thiserror::Error)]
enum Reason {
    #[error("{}", crate::go_os::io_text(.0))]
    Io(io::Error),
    #[error("invalid argument")]
    Invalid,
    #[error("path escapes from parent")]
    Escapes,
    #[error("too many levels of symbolic links")]
    Loop,
    #[error("not a directory")]
    NotDirectory,
}

impl RootError {
    /// An I/O error on a name outside the root's own operations (a write through the OS).
    pub fn path(op: &'static str, path: &OsStr, err: io::Error) -> RootError {
        RootError {
            op,
            path: show(path),
            reason: Reason::Io(err),
        }
    }

    fn new(op: &'static str, path: &OsStr, reason: Reason) -> RootError {
        RootError {
            op,
            path: show(path),
            reason,
        }
    }
}

pub struct Root {
    base: PathBuf,
}

impl Root {
    pub fn open_cwd() -> Result<Root, RootError> {
        let base = PathBuf::from(".");
        let metadata = std::fs::metadata(&base)
            .map_err(|err| RootError::path("open", OsStr::new("."), err))?;
        if !metadata.is_dir() {
            return Err(RootError::new(
                "open",
                OsStr::new("."),
                Reason::NotDirectory,
            ));
        }
        Ok(Root { base })
    }

    /// The entry `name` leads to, links followed.
    pub fn stat(&self, name: &OsStr) -> Result<Entry, RootError> {
        if !valid_path(name) {
            return Err(RootError::new("stat", name, Reason::Invalid));
        }
        let real = self
            .resolve(name)
            .map_err(|reason| RootError::new("statat", name, reason))?;
        let metadata = std::fs::symlink_metadata(&real)
            .map_err(|err| RootError::new("statat", name, Reason::Io(err)))?;
        Ok(Entry::of(metadata.file_type()))
    }

    /// The bytes of the file `name` leads to, at most `MAX_FILE_BYTES` of them.
    pub fn read_file(&self, name: &OsStr) -> Result<Vec<u8>, RootError> {
        if !valid_path(name) {
            return Err(RootError::new("readfile", name, Reason::Invalid));
        }
        let real = self
            .resolve(name)
            .map_err(|reason| RootError::new("openat", name, reason))?;
        crate::kustomize::fs::read_file_capped(&real)
            .map_err(|err| RootError::new("read", name, Reason::Io(err)))
    }

    /// `fs.WalkDir`: `name` (links followed), then depth first in byte order of the names, the
    /// entries under it, links not followed. `visit` sees each name with its entry; the first
    /// error ends the walk.
    pub fn walk(
        &self,
        name: &OsStr,
        visit: &mut dyn FnMut(&OsStr, Entry) -> Result<(), RootError>,
    ) -> Result<(), RootError> {
        let mut pending = vec![(name.to_owned(), self.stat(name)?)];
        while let Some((path, entry)) = pending.pop() {
            visit(&path, entry)?;
            if !entry.is_dir {
                continue;
            }
            let children = self.read_dir(&path)?;
            for (child, entry) in children.into_iter().rev() {
                pending.push((join(&path, &child), entry));
            }
        }
        Ok(())
    }

    fn read_dir(&self, name: &OsStr) -> Result<Vec<(OsString, Entry)>, RootError> {
        if !valid_path(name) {
            return Err(RootError::new("readdir", name, Reason::Invalid));
        }
        let failed = |err| RootError::new("openat", name, Reason::Io(err));
        let real = self
            .resolve(name)
            .map_err(|reason| RootError::new("openat", name, reason))?;
        let mut entries = Vec::new();
        for entry in std::fs::read_dir(&real).map_err(failed)? {
            let entry = entry.map_err(|err| RootError::new("readdirent", name, Reason::Io(err)))?;
            let file_type = entry
                .file_type()
                .map_err(|err| RootError::new("lstat", name, Reason::Io(err)))?;
            entries.push((entry.file_name(), Entry::of(file_type)));
        }
        entries.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
        Ok(entries)
    }

    /// The path on disk `name` leads to, every link in it followed within the root.
    fn resolve(&self, name: &OsStr) -> Result<PathBuf, Reason> {
        let mut pending: VecDeque<OsString> = split(name).collect();
        let mut resolved: Vec<OsString> = Vec::new();
        let mut links = 0;
        while let Some(part) = pending.pop_front() {
            if part.as_bytes() == b".." {
                if resolved.pop().is_none() {
                    return Err(Reason::Escapes);
                }
                continue;
            }
            let mut path = self.base.clone();
            path.extend(&resolved);
            path.push(&part);
            let metadata = std::fs::symlink_metadata(&path).map_err(Reason::Io)?;
            if metadata.file_type().is_symlink() {
                links += 1;
                if links > MAX_LINKS {
                    return Err(Reason::Loop);
                }
                let target = std::fs::read_link(&path).map_err(Reason::Io)?;
                if target.is_absolute() {
                    return Err(Reason::Escapes);
                }
                for part in split(target.as_os_str())
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                {
                    pending.push_front(part);
                }
                continue;
            }
            if !pending.is_empty() && !metadata.is_dir() {
                return Err(Reason::NotDirectory);
            }
            resolved.push(part);
        }
        let mut path = self.base.clone();
        path.extend(&resolved);
        Ok(path)
    }
}

/// The elements of a relative name, without empty ones and `.`.
fn split(name: &OsStr) -> impl Iterator<Item = OsString> + '_ {
    Path::new(name)
        .components()
        .filter_map(|component| match component {
            Component::Normal(part) => Some(part.to_owned()),
            Component::ParentDir => Some(OsString::from("..")),
            _ => None,
        })
}

/// `fs.ValidPath`: `.`, or slash-separated non-empty elements that are neither `.` nor `..`,
/// with no slash at either end.
fn valid_path(name: &OsStr) -> bool {
    let bytes = name.as_bytes();
    if bytes == b"." {
        return true;
    }
    std::str::from_utf8(bytes).is_ok()
        && bytes
            .split(|byte| *byte == b'/')
            .all(|part| !part.is_empty() && part != b"." && part != b"..")
}

fn join(dir: &OsStr, name: &OsStr) -> OsString {
    if dir.as_bytes() == b"." {
        return name.to_owned();
    }
    let mut joined = dir.to_owned();
    joined.push("/");
    joined.push(name);
    joined
}

fn show(path: &OsStr) -> String {
    String::from_utf8_lossy(path.as_bytes()).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_paths_are_those_of_io_fs() {
        for name in [".", "a", "a/b.yaml", "a b/c"] {
            assert!(valid_path(OsStr::new(name)), "{name}");
        }
        for name in ["", "/a", "a/", "../a", "a/./b", "a//b", "./a"] {
            assert!(!valid_path(OsStr::new(name)), "{name}");
        }
    }
}
