//! File access for the engine. Everything the engine reads goes through [`FileSystem`], so a build
//! can run on the real disk ([`RealFs`]), on an in-memory tree ([`MemFs`], for tests), or on a
//! git tree.

use std::collections::BTreeMap;
use std::io;
use std::path::{Component, Path, PathBuf};

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

/// Removes `.` and resolves `..` lexically, like Go's `filepath.Clean` on an absolute path.
pub fn clean(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("/");
                }
                if out.as_os_str().is_empty() {
                    out.push("/");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    if out.as_os_str().is_empty() {
        PathBuf::from("/")
    } else {
        out
    }
}

/// The disk.
#[derive(Debug, Clone, Copy, Default)]
pub struct RealFs;

impl FileSystem for RealFs {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        std::fs::read(path)
    }

    fn is_dir(&self, path: &Path) -> bool {
        path.is_dir()
    }

    fn exists(&self, path: &Path) -> bool {
        path.exists()
    }

    fn read_dir(&self, path: &Path) -> io::Result<Vec<PathBuf>> {
        let mut entries = std::fs::read_dir(path)?
            .map(|entry| entry.map(|e| e.path()))
            .collect::<io::Result<Vec<_>>>()?;
        entries.sort();
        Ok(entries)
    }

    fn canonicalize(&self, path: &Path) -> io::Result<PathBuf> {
        std::fs::canonicalize(path)
    }
}

/// An in-memory tree of files, for tests. Directories exist implicitly above every file, and can
/// be added empty with [`MemFs::add_dir`].
#[derive(Debug, Clone, Default)]
pub struct MemFs {
    files: BTreeMap<PathBuf, Vec<u8>>,
    dirs: BTreeMap<PathBuf, ()>,
}

impl MemFs {
    /// An empty tree (only `/` exists).
    pub fn new() -> Self {
        let mut fs = Self::default();
        fs.dirs.insert(PathBuf::from("/"), ());
        fs
    }

    /// Adds (or replaces) a file; `path` is absolute or taken from `/`.
    pub fn add_file(&mut self, path: impl AsRef<Path>, content: impl Into<Vec<u8>>) -> &mut Self {
        let path = clean(&Path::new("/").join(path));
        for ancestor in path.ancestors().skip(1) {
            self.dirs.insert(ancestor.to_path_buf(), ());
        }
        self.files.insert(path, content.into());
        self
    }

    /// Adds an empty directory.
    pub fn add_dir(&mut self, path: impl AsRef<Path>) -> &mut Self {
        let path = clean(&Path::new("/").join(path));
        for ancestor in path.ancestors() {
            self.dirs.insert(ancestor.to_path_buf(), ());
        }
        self
    }
}

fn not_found(path: &Path) -> io::Error {
    io::Error::new(
        io::ErrorKind::NotFound,
        format!("{}: no such file or directory", path.display()),
    )
}

impl FileSystem for MemFs {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        self.files
            .get(&clean(path))
            .cloned()
            .ok_or_else(|| not_found(path))
    }

    fn is_dir(&self, path: &Path) -> bool {
        self.dirs.contains_key(&clean(path))
    }

    fn exists(&self, path: &Path) -> bool {
        let path = clean(path);
        self.files.contains_key(&path) || self.dirs.contains_key(&path)
    }

    fn read_dir(&self, path: &Path) -> io::Result<Vec<PathBuf>> {
        let dir = clean(path);
        if !self.dirs.contains_key(&dir) {
            return Err(not_found(path));
        }
        let mut entries: Vec<PathBuf> = self
            .files
            .keys()
            .chain(self.dirs.keys())
            .filter(|p| p.parent() == Some(dir.as_path()))
            .cloned()
            .collect();
        entries.sort();
        entries.dedup();
        Ok(entries)
    }

    fn canonicalize(&self, path: &Path) -> io::Result<PathBuf> {
        let path = clean(path);
        if self.exists(&path) {
            Ok(path)
        } else {
            Err(not_found(&path))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cleans_dots_lexically() {
        assert_eq!(clean(Path::new("/a/./b/../c")), PathBuf::from("/a/c"));
        assert_eq!(clean(Path::new("/../x")), PathBuf::from("/x"));
    }

    #[test]
    fn mem_fs_has_implicit_directories() {
        let mut fs = MemFs::new();
        fs.add_file("app/base/kustomization.yaml", "resources: []\n");
        assert!(fs.is_dir(Path::new("/app")));
        assert!(fs.is_dir(Path::new("/app/base")));
        assert!(!fs.is_dir(Path::new("/app/base/kustomization.yaml")));
        assert_eq!(
            fs.read_dir(Path::new("/app")).unwrap(),
            vec![PathBuf::from("/app/base")]
        );
        assert_eq!(
            fs.read(Path::new("/app/x/../base/kustomization.yaml"))
                .unwrap(),
            b"resources: []\n"
        );
        assert!(fs.read(Path::new("/missing")).is_err());
    }
}
