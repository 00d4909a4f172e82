//! File access for the engine. Everything the engine reads goes through [`FileSystem`], so a build
//! can run on the real disk, on an in-memory tree (tests), or on a git tree.

use std::io;
use std::path::{Path, PathBuf};

/// What the engine needs from a file tree. Paths are absolute within the tree.
pub trait FileSystem: Send + Sync {
    /// Reads a whole file.
    fn read(&self, path: &Path) -> io::Result<Vec<u8>>;
    /// Whether `path` is a directory.
    fn is_dir(&self, path: &Path) -> bool;
    /// Whether `path` exists (file or directory).
    fn exists(&self, path: &Path) -> bool;
    /// Lists a directory's entries (full paths), sorted by name.
    fn read_dir(&self, path: &Path) -> io::Result<Vec<PathBuf>>;
    /// Resolves `.`/`..` and symlinks, like `filepath.EvalSymlinks` after `Abs`.
    fn canonicalize(&self, path: &Path) -> io::Result<PathBuf>;
}
