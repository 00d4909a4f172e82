//! A git revision's tree as a [`FileSystem`]: `diff kustomization --base REV` builds the base
//! side straight from git objects, with no checkout and no temporary files.
//!
//! The tree is mounted where the repository's working tree is, so the paths a user gives
//! (`--path`, `--local-sources`, relative to the current directory) mean the same files in both
//! builds. Paths outside the repository (a local source checked out elsewhere) are read from
//! disk as they are.

use std::collections::BTreeMap;
use std::io;
use std::os::unix::ffi::OsStrExt as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use git2::{ObjectType, Oid, Repository, TreeWalkMode, TreeWalkResult};

use crate::kustomize::fs::{
    FileSystem, MAX_FILE_BYTES, MAX_LINK_TARGET_BYTES, RealFs, clean, resolve_links, too_large,
};

/// Git's mode for a symbolic link entry.
const SYMLINK_MODE: i32 = 0o120000;

/// Why a revision's tree cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{path} is not inside a git repository")]
    NoRepository {
        path: PathBuf,
        #[source]
        source: git2::Error,
    },
    #[error("the git repository at {path} has no working tree")]
    Bare { path: PathBuf },
    #[error("unknown git revision {revision:?}")]
    Revision {
        revision: String,
        #[source]
        source: git2::Error,
    },
    #[error("failed to read the tree of git revision {revision:?}")]
    Tree {
        revision: String,
        #[source]
        source: git2::Error,
    },
    #[error("failed to resolve {path}")]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
}

#[derive(Debug, Clone)]
enum Entry {
    Dir,
    File(Oid),
    Link(PathBuf),
    /// A link blob no file system could hold: longer than a path may be, or with a NUL byte.
    BadLink,
}

/// The tree of one revision, mounted at the repository's working directory.
pub struct GitTreeFs {
    repo: Mutex<Repository>,
    root: PathBuf,
    cwd: PathBuf,
    entries: BTreeMap<PathBuf, Entry>,
    /// The commit the revision resolved to, for messages.
    pub commit: Oid,
}

impl std::fmt::Debug for GitTreeFs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GitTreeFs")
            .field("root", &self.root)
            .field("commit", &self.commit)
            .finish_non_exhaustive()
    }
}

impl GitTreeFs {
    /// Opens the repository that contains `inside` and reads the tree of `revision` (anything
    /// `git rev-parse` takes: a branch, a tag, `HEAD~1`, `origin/main`, a commit id).
    pub fn open(inside: &Path, revision: &str) -> Result<Self, Error> {
        let io_err = |source| Error::Io {
            path: inside.to_owned(),
            source,
        };
        let cwd = std::env::current_dir()
            .and_then(std::fs::canonicalize)
            .map_err(io_err)?;
        let start = std::fs::canonicalize(inside).map_err(io_err)?;
        let repo = Repository::discover(&start).map_err(|source| Error::NoRepository {
            path: inside.to_owned(),
            source,
        })?;
        let root = repo
            .workdir()
            .ok_or_else(|| Error::Bare {
                path: inside.to_owned(),
            })
            .and_then(|dir| {
                std::fs::canonicalize(dir).map_err(|source| Error::Io {
                    path: dir.to_owned(),
                    source,
                })
            })?;
        let object = repo
            .revparse_single(revision)
            .map_err(|source| Error::Revision {
                revision: revision.to_owned(),
                source,
            })?;
        let tree_err = |source| Error::Tree {
            revision: revision.to_owned(),
            source,
        };
        let commit = object.peel_to_commit().map_err(tree_err)?.id();
        let tree = object.peel_to_tree().map_err(tree_err)?;
        let mut entries = BTreeMap::new();
        entries.insert(root.clone(), Entry::Dir);
        let mut failure = None;
        tree.walk(TreeWalkMode::PreOrder, |parent, entry| {
            let Ok(name) = entry.name() else {
                return TreeWalkResult::Skip;
            };
            let path = root.join(parent).join(name);
            let value = match entry.kind() {
                Some(ObjectType::Tree) => Entry::Dir,
                Some(ObjectType::Blob) if entry.filemode() == SYMLINK_MODE => {
                    match link_target(&repo, entry.id()) {
                        Ok(target) => target,
                        Err(err) => {
                            failure = Some(err);
                            return TreeWalkResult::Abort;
                        }
                    }
                }
                Some(ObjectType::Blob) => Entry::File(entry.id()),
                // Submodules are not part of this repository's tree.
                _ => return TreeWalkResult::Skip,
            };
            entries.insert(path, value);
            TreeWalkResult::Ok
        })
        .map_err(tree_err)?;
        if let Some(err) = failure {
            return Err(tree_err(err));
        }
        drop(tree);
        drop(object);
        Ok(Self {
            repo: Mutex::new(repo),
            root,
            cwd,
            entries,
            commit,
        })
    }

    /// The repository's working directory, where the tree is mounted.
    pub fn root(&self) -> &Path {
        &self.root
    }

    fn absolute(&self, path: &Path) -> PathBuf {
        clean(&self.cwd.join(path))
    }

    /// Follows symbolic links component by component, like the kernel does on a real tree.
    fn resolve(&self, path: &Path) -> io::Result<PathBuf> {
        resolve_links(&self.absolute(path), &|p| match self.entries.get(p) {
            Some(Entry::Link(target)) => Ok(Some(target.clone())),
            Some(Entry::BadLink) => Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!(
                    "{}: symbolic link target longer than {MAX_LINK_TARGET_BYTES} bytes or \
                     holding a NUL byte",
                    p.display()
                ),
            )),
            _ => Ok(None),
        })
    }

    fn entry(&self, path: &Path) -> Option<(PathBuf, &Entry)> {
        let resolved = self.resolve(path).ok()?;
        let entry = self.entries.get(&resolved)?;
        Some((resolved, entry))
    }
}

/// What a link blob points to, read only when its size (from the object header, so a huge blob
/// is never inflated) is one a link on disk could have.
fn link_target(repo: &Repository, oid: Oid) -> Result<Entry, git2::Error> {
    let (size, _) = repo.odb()?.read_header(oid)?;
    if size > MAX_LINK_TARGET_BYTES {
        return Ok(Entry::BadLink);
    }
    let blob = repo.find_blob(oid)?;
    let target = blob.content();
    if target.is_empty() || target.contains(&0) {
        return Ok(Entry::BadLink);
    }
    Ok(Entry::Link(PathBuf::from(std::ffi::OsStr::from_bytes(
        target,
    ))))
}

fn not_found(path: &Path) -> io::Error {
    io::Error::new(
        io::ErrorKind::NotFound,
        format!("{}: no such file or directory", path.display()),
    )
}

impl GitTreeFs {
    fn outside(&self, path: &Path) -> bool {
        !self.absolute(path).starts_with(&self.root)
    }
}

impl FileSystem for GitTreeFs {
    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        if self.outside(path) {
            return RealFs.read(path);
        }
        let resolved = self.resolve(path)?;
        match self.entries.get(&resolved) {
            Some(Entry::File(oid)) => {
                let repo = self
                    .repo
                    .lock()
                    .map_err(|_| io::Error::other("the git repository lock is poisoned"))?;
                // The size is read from the object's header, so a huge blob is never inflated.
                let (size, _) = repo
                    .odb()
                    .and_then(|odb| odb.read_header(*oid))
                    .map_err(io::Error::other)?;
                if size as u64 > MAX_FILE_BYTES {
                    return Err(too_large());
                }
                let blob = repo.find_blob(*oid).map_err(io::Error::other)?;
                Ok(blob.content().to_vec())
            }
            Some(Entry::Dir) => Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                format!("{}: is a directory", path.display()),
            )),
            _ => Err(not_found(path)),
        }
    }

    fn is_dir(&self, path: &Path) -> bool {
        if self.outside(path) {
            return RealFs.is_dir(path);
        }
        matches!(self.entry(path), Some((_, Entry::Dir)))
    }

    fn is_symlink(&self, path: &Path) -> bool {
        if self.outside(path) {
            return RealFs.is_symlink(path);
        }
        let path = self.absolute(path);
        let parent = path.parent().and_then(|p| self.resolve(p).ok());
        match (parent, path.file_name()) {
            (Some(parent), Some(name)) => {
                matches!(
                    self.entries.get(&parent.join(name)),
                    Some(Entry::Link(_) | Entry::BadLink)
                )
            }
            _ => false,
        }
    }

    fn exists(&self, path: &Path) -> bool {
        if self.outside(path) {
            return RealFs.exists(path);
        }
        self.entry(path).is_some()
    }

    fn read_dir(&self, path: &Path) -> io::Result<Vec<PathBuf>> {
        if self.outside(path) {
            return RealFs.read_dir(path);
        }
        let Some((dir, Entry::Dir)) = self.entry(path) else {
            return Err(not_found(path));
        };
        // Entries are listed under the path as asked, as a real directory listing would be.
        let asked = self.absolute(path);
        Ok(self
            .entries
            .range(dir.clone()..)
            .skip(1)
            .take_while(|(p, _)| p.starts_with(&dir))
            .filter(|(p, _)| p.parent() == Some(dir.as_path()))
            .filter_map(|(p, _)| p.file_name().map(|name| asked.join(name)))
            .collect())
    }

    fn canonicalize(&self, path: &Path) -> io::Result<PathBuf> {
        if self.outside(path) {
            return RealFs.canonicalize(path);
        }
        let resolved = self.resolve(path)?;
        match self.entries.get(&resolved) {
            Some(_) => Ok(resolved),
            None => Err(not_found(path)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn commit_all(repo: &Repository, message: &str) -> Oid {
        let mut index = repo.index().unwrap();
        index
            .add_all(["*"], git2::IndexAddOption::DEFAULT, None)
            .unwrap();
        index.write().unwrap();
        let tree = repo.find_tree(index.write_tree().unwrap()).unwrap();
        let sig = git2::Signature::now("test", "test@example.org").unwrap();
        let parents: Vec<git2::Commit> = repo
            .head()
            .ok()
            .and_then(|h| h.peel_to_commit().ok())
            .into_iter()
            .collect();
        let parents: Vec<&git2::Commit> = parents.iter().collect();
        repo.commit(Some("HEAD"), &sig, &sig, message, &tree, &parents)
            .unwrap()
    }

    #[test]
    fn reads_an_older_revision_without_touching_the_working_tree() {
        let dir = tempfile::tempdir().unwrap();
        let root = fs::canonicalize(dir.path()).unwrap();
        let repo = Repository::init(&root).unwrap();
        fs::create_dir_all(root.join("apps/web")).unwrap();
        fs::write(root.join("apps/web/cm.yaml"), "old\n").unwrap();
        #[cfg(unix)]
        std::os::unix::fs::symlink("web", root.join("apps/current")).unwrap();
        commit_all(&repo, "first");
        fs::write(root.join("apps/web/cm.yaml"), "new\n").unwrap();
        fs::write(root.join("apps/web/extra.yaml"), "x\n").unwrap();
        commit_all(&repo, "second");

        let tree = GitTreeFs::open(&root, "HEAD~1").unwrap();
        assert_eq!(tree.root(), root);
        assert_eq!(tree.read(&root.join("apps/web/cm.yaml")).unwrap(), b"old\n");
        assert!(!tree.exists(&root.join("apps/web/extra.yaml")));
        assert!(tree.is_dir(&root.join("apps")));
        assert!(!tree.is_dir(&root.join("apps/web/cm.yaml")));
        assert_eq!(
            tree.read_dir(&root.join("apps/web")).unwrap(),
            vec![root.join("apps/web/cm.yaml")]
        );
        #[cfg(unix)]
        {
            assert_eq!(
                tree.read(&root.join("apps/current/cm.yaml")).unwrap(),
                b"old\n"
            );
            assert_eq!(
                tree.canonicalize(&root.join("apps/current")).unwrap(),
                root.join("apps/web")
            );
        }
        assert_eq!(
            tree.read(&root.join("apps/x/../web/cm.yaml")).unwrap(),
            b"old\n"
        );
        assert!(tree.read(&root.join("missing")).is_err());
        // The working tree still has the new content.
        assert_eq!(fs::read(root.join("apps/web/cm.yaml")).unwrap(), b"new\n");

        // A local source checked out elsewhere is read from disk.
        let elsewhere = tempfile::tempdir().unwrap();
        let outside = fs::canonicalize(elsewhere.path()).unwrap().join("x.yaml");
        fs::write(&outside, "outside\n").unwrap();
        assert_eq!(tree.read(&outside).unwrap(), b"outside\n");
        assert!(tree.is_dir(outside.parent().unwrap()));

        let err = GitTreeFs::open(&root, "no-such-branch").unwrap_err();
        assert_eq!(err.to_string(), "unknown git revision \"no-such-branch\"");
    }
}
