//! The views of a source tree that `build kustomization` hands to the engine: ignored paths
//! hidden (`.sourceignore`, `--ignore-paths`) and generated files kept in memory, so that the
//! user's tree is never written to.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use ignore::gitignore::{Gitignore, GitignoreBuilder};

use crate::kustomize::fs::FileSystem;
use crate::kustomize::load::Loader;

/// Patterns every build ignores, as source-controller does for the version-control files.
const VCS_PATTERNS: [&str; 4] = [".git/", ".gitignore", ".gitmodules", ".gitattributes"];

/// A file tree with ignore rules applied below `root` and in-memory files laid over it.
pub struct SourceView<'a> {
    base: &'a dyn FileSystem,
    root: PathBuf,
    ignore: Gitignore,
    overlay: BTreeMap<PathBuf, Vec<u8>>,
}

impl<'a> SourceView<'a> {
    /// Builds the view of `root`: the VCS patterns, every `.sourceignore` under `root` (each
    /// scoped to its own directory) and then `extra` patterns, in gitignore syntax. The files
    /// are read through `loader` (the source's), and links to directories are not walked into.
    pub fn new(loader: &Loader<'a>, root: &Path, extra: &[String]) -> io::Result<Self> {
        let base = loader.fs();
        let mut builder = GitignoreBuilder::new(root);
        for pattern in VCS_PATTERNS {
            add_line(&mut builder, root, pattern)?;
        }
        let mut dirs = vec![root.to_path_buf()];
        while let Some(dir) = dirs.pop() {
            let sourceignore = dir.join(".sourceignore");
            if base.exists(&sourceignore) && !base.is_dir(&sourceignore) {
                let bytes = loader.read_path(&sourceignore).map_err(io::Error::other)?;
                let text = String::from_utf8_lossy(&bytes).into_owned();
                for line in text.lines() {
                    add_scoped_line(&mut builder, root, &dir, line)?;
                }
            }
            for entry in base.read_dir(&dir)? {
                let walk = !base.is_symlink(&entry) && base.is_dir(&entry);
                if walk && entry.file_name().is_some_and(|n| n != ".git") {
                    dirs.push(entry);
                }
            }
        }
        for pattern in extra {
            add_line(&mut builder, root, pattern)?;
        }
        let ignore = builder
            .build()
            .map_err(|err| io::Error::new(io::ErrorKind::InvalidInput, err.to_string()))?;
        Ok(Self {
            base,
            root: root.to_path_buf(),
            ignore,
            overlay: BTreeMap::new(),
        })
    }

    /// Lays an in-memory file over the tree.
    pub fn put(&mut self, path: PathBuf, data: Vec<u8>) {
        self.overlay.insert(path, data);
    }

    fn hidden(&self, path: &Path) -> bool {
        if self.overlay.contains_key(path) || !path.starts_with(&self.root) || path == self.root {
            return false;
        }
        let is_dir = self.base.is_dir(path);
        self.ignore
            .matched_path_or_any_parents(path, is_dir)
            .is_ignore()
    }
}

fn add_line(builder: &mut GitignoreBuilder, root: &Path, line: &str) -> io::Result<()> {
    builder
        .add_line(Some(root.to_path_buf()), line)
        .map(|_| ())
        .map_err(|err| io::Error::new(io::ErrorKind::InvalidInput, err.to_string()))
}

/// Adds a line of a nested `.sourceignore`, rewriting it so that it applies below its directory.
fn add_scoped_line(
    builder: &mut GitignoreBuilder,
    root: &Path,
    dir: &Path,
    line: &str,
) -> io::Result<()> {
    let trimmed = line.trim_end();
    if dir == root || trimmed.is_empty() || trimmed.starts_with('#') {
        return add_line(builder, root, trimmed);
    }
    let prefix = dir
        .strip_prefix(root)
        .unwrap_or(dir)
        .to_string_lossy()
        .replace('\\', "/");
    let (negate, pattern) = match trimmed.strip_prefix('!') {
        Some(rest) => ("!", rest),
        None => ("", trimmed),
    };
    let anchored = pattern.trim_start_matches('/');
    let scoped = if pattern.starts_with('/') || pattern.trim_end_matches('/').contains('/') {
        format!("{negate}/{prefix}/{anchored}")
    } else {
        format!("{negate}/{prefix}/**/{anchored}")
    };
    add_line(builder, root, &scoped)
}

impl FileSystem for SourceView<'_> {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        if let Some(data) = self.overlay.get(path) {
            return Ok(data.clone());
        }
        if self.hidden(path) {
            return Err(io::Error::new(
                io::ErrorKind::NotFound,
                "ignored by .sourceignore",
            ));
        }
        self.base.read(path)
    }

    fn is_dir(&self, path: &Path) -> bool {
        !self.overlay.contains_key(path) && !self.hidden(path) && self.base.is_dir(path)
    }

    fn is_symlink(&self, path: &Path) -> bool {
        !self.overlay.contains_key(path) && self.base.is_symlink(path)
    }

    fn exists(&self, path: &Path) -> bool {
        self.overlay.contains_key(path) || (!self.hidden(path) && self.base.exists(path))
    }

    fn read_dir(&self, path: &Path) -> io::Result<Vec<PathBuf>> {
        let mut entries: Vec<PathBuf> = if self.base.is_dir(path) {
            self.base
                .read_dir(path)?
                .into_iter()
                .filter(|p| !self.hidden(p))
                .collect()
        } else {
            Vec::new()
        };
        for file in self.overlay.keys() {
            if file.parent() == Some(path) && !entries.contains(file) {
                entries.push(file.clone());
            }
        }
        entries.sort();
        Ok(entries)
    }

    fn canonicalize(&self, path: &Path) -> io::Result<PathBuf> {
        if self.overlay.contains_key(path) {
            return Ok(path.to_path_buf());
        }
        self.base.canonicalize(path)
    }
}
