//! File access for the engine. Everything the engine reads goes through [`FileSystem`], so a build
//! can run on the real disk ([`RealFs`]), on an in-memory tree ([`MemFs`], for tests), or on a
//! git tree. Which files may be read is the loader's business ([`super::load::Loader`]); every
//! implementation here caps what one read returns at [`MAX_FILE_BYTES`], so that a link to
//! `/dev/zero` or a huge blob ends in an error instead of exhausting memory.

use std::collections::BTreeMap;
use std::io::{self, Read};
use std::path::{Component, Path, PathBuf};

/// The most one file may hold: 64 MiB. kustomize has no limit; the largest manifests met in
/// practice (CRD bundles) are a few MiB, and an object stored in the cluster is at most 1.5 MiB.
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// The error a read past [`MAX_FILE_BYTES`] ends in; the caller names the file.
pub fn too_large() -> io::Error {
    io::Error::new(
        io::ErrorKind::FileTooLarge,
        format!(
            "file is larger than the limit of {} MiB",
            MAX_FILE_BYTES / 1024 / 1024
        ),
    )
}

/// Reads `reader` to its end, failing once it yields more than [`MAX_FILE_BYTES`]: at most that
/// much (and one byte) is ever held, whatever the source (a device, a pipe, stdin).
pub fn read_capped(reader: impl Read) -> io::Result<Vec<u8>> {
    let mut data = Vec::new();
    reader.take(MAX_FILE_BYTES + 1).read_to_end(&mut data)?;
    if data.len() as u64 > MAX_FILE_BYTES {
        return Err(too_large());
    }
    Ok(data)
}

/// Reads a file of the disk with the cap of [`read_capped`]; a regular file known to be too
/// large is refused before anything is read.
pub fn read_file_capped(path: &Path) -> io::Result<Vec<u8>> {
    let file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::IsADirectory,
            "is a directory",
        ));
    }
    if meta.is_file() && meta.len() > MAX_FILE_BYTES {
        return Err(too_large());
    }
    // Room for the whole file and the byte that would show it grew past the cap: read in one
    // call rather than in doubling pieces from 32 bytes up.
    let expected = if meta.is_file() { meta.len() } else { 0 };
    let mut data = Vec::with_capacity(expected as usize + 1);
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut data)?;
    if data.len() as u64 > MAX_FILE_BYTES {
        return Err(too_large());
    }
    Ok(data)
}

/// What the engine needs from a file tree. Paths are absolute within the tree.
pub trait FileSystem: Send + Sync {
    /// Reads a whole file, at most [`MAX_FILE_BYTES`] of it (more is an error).
    fn read(&self, path: &Path) -> io::Result<Vec<u8>>;
    /// Whether `path` is a directory (links followed).
    fn is_dir(&self, path: &Path) -> bool;
    /// Whether `path` itself is a symbolic link (not followed), so that walks can skip them.
    fn is_symlink(&self, path: &Path) -> bool;
    /// Whether `path` exists (file or directory).
    fn exists(&self, path: &Path) -> bool;
    /// Lists a directory's entries (full paths), sorted by name.
    fn read_dir(&self, path: &Path) -> io::Result<Vec<PathBuf>>;
    /// Resolves `.`/`..` and symlinks, like `filepath.EvalSymlinks` after `Abs`.
    fn canonicalize(&self, path: &Path) -> io::Result<PathBuf>;

    /// A shortcut for [`Self::canonicalize`] of `dir/name`, where `dir` is already canonical and
    /// `name` one plain component: `Some` only when `dir/name` certainly exists and is no link,
    /// so that its canonical form is itself; with whether it is a directory. `None` leaves the
    /// answer to [`Self::canonicalize`], as every tree but the disk does.
    fn canonical_entry(&self, dir: &Path, name: &std::ffi::OsStr) -> Option<(PathBuf, bool)> {
        let _ = (dir, name);
        None
    }
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
        read_file_capped(path)
    }

    fn is_dir(&self, path: &Path) -> bool {
        path.is_dir()
    }

    fn is_symlink(&self, path: &Path) -> bool {
        path.is_symlink()
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

    /// realpath(3) resolves `dir/name` by resolving `dir`, then reading `name` as a link; one
    /// `lstat` that finds an entry which is no link tells the same in one system call instead of
    /// one per component. Anything else (missing, a link, an error) goes the long way.
    fn canonical_entry(&self, dir: &Path, name: &std::ffi::OsStr) -> Option<(PathBuf, bool)> {
        let path = dir.join(name);
        let meta = std::fs::symlink_metadata(&path).ok()?;
        if meta.file_type().is_symlink() {
            return None;
        }
        Some((path, meta.is_dir()))
    }
}

/// How many links one path may go through before it counts as a loop, as in Linux.
pub const MAX_LINKS: usize = 40;

/// The longest target a symbolic link may have: Linux's `PATH_MAX` (4096) less the final NUL.
/// A git tree can hold a link blob of any size; a checkout could not create it.
pub const MAX_LINK_TARGET_BYTES: usize = 4095;

/// Resolves the symbolic links of an absolute path one component at a time, as the kernel does;
/// `link` returns a component's target when the component is a link. `.` and `..` are resolved
/// lexically first, as Go's `filepath.Abs` does before `EvalSymlinks`. Used by the trees that are
/// not the disk, so that they resolve links exactly as [`RealFs`] does; `link` fails for a link
/// that could not exist on disk.
pub fn resolve_links(
    path: &Path,
    link: &dyn Fn(&Path) -> io::Result<Option<PathBuf>>,
) -> io::Result<PathBuf> {
    let mut pending = clean(path);
    let mut links = 0;
    'restart: loop {
        let mut resolved = PathBuf::from("/");
        let components: Vec<Component> = pending.components().collect();
        for (index, component) in components.iter().enumerate() {
            resolved.push(component.as_os_str());
            if let Some(target) = link(&resolved)? {
                links += 1;
                if links > MAX_LINKS {
                    return Err(io::Error::other(format!(
                        "{}: too many levels of symbolic links",
                        path.display()
                    )));
                }
                let parent = resolved.parent().unwrap_or(Path::new("/"));
                let mut next = parent.join(target);
                for rest in &components[index + 1..] {
                    next.push(rest.as_os_str());
                }
                pending = clean(&next);
                continue 'restart;
            }
        }
        return Ok(resolved);
    }
}

/// An in-memory tree of files, for tests. Directories exist implicitly above every file, and can
/// be added empty with [`MemFs::add_dir`]; links with [`MemFs::add_link`].
#[derive(Debug, Clone, Default)]
pub struct MemFs {
    files: BTreeMap<PathBuf, Vec<u8>>,
    dirs: BTreeMap<PathBuf, ()>,
    links: BTreeMap<PathBuf, PathBuf>,
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

    /// Adds a symbolic link at `path` to `target` (relative to the link's directory, or absolute).
    pub fn add_link(&mut self, path: impl AsRef<Path>, target: impl AsRef<Path>) -> &mut Self {
        let path = clean(&Path::new("/").join(path));
        for ancestor in path.ancestors().skip(1) {
            self.dirs.insert(ancestor.to_path_buf(), ());
        }
        self.links.insert(path, target.as_ref().to_path_buf());
        self
    }

    fn resolve(&self, path: &Path) -> io::Result<PathBuf> {
        resolve_links(path, &|p| Ok(self.links.get(p).cloned()))
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
        let data = self
            .files
            .get(&self.resolve(path)?)
            .ok_or_else(|| not_found(path))?;
        if data.len() as u64 > MAX_FILE_BYTES {
            return Err(too_large());
        }
        Ok(data.clone())
    }

    fn is_dir(&self, path: &Path) -> bool {
        self.resolve(path)
            .is_ok_and(|path| self.dirs.contains_key(&path))
    }

    fn is_symlink(&self, path: &Path) -> bool {
        self.links.contains_key(&clean(path))
    }

    fn exists(&self, path: &Path) -> bool {
        self.resolve(path)
            .is_ok_and(|path| self.files.contains_key(&path) || self.dirs.contains_key(&path))
    }

    fn read_dir(&self, path: &Path) -> io::Result<Vec<PathBuf>> {
        let asked = clean(path);
        let dir = self.resolve(path)?;
        if !self.dirs.contains_key(&dir) {
            return Err(not_found(path));
        }
        let mut entries: Vec<PathBuf> = self
            .files
            .keys()
            .chain(self.dirs.keys())
            .chain(self.links.keys())
            .filter(|p| p.parent() == Some(dir.as_path()))
            .filter_map(|p| p.file_name().map(|name| asked.join(name)))
            .collect();
        entries.sort();
        entries.dedup();
        Ok(entries)
    }

    fn canonicalize(&self, path: &Path) -> io::Result<PathBuf> {
        let resolved = self.resolve(path)?;
        if self.files.contains_key(&resolved) || self.dirs.contains_key(&resolved) {
            Ok(resolved)
        } else {
            Err(not_found(path))
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
