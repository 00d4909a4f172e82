//! `diff kustomization --base REV`, offline: the working tree's build against the build of a git
//! revision of the same repository, read from git objects (nothing is checked out).

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde_json::Value;

use super::diff::{self, Report};
use super::gitfs::{self, GitTreeFs};
use super::{Error as BuildError, Options};
use crate::kustomize::fs::{FileSystem, RealFs};

/// Why an offline diff failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("failed to build the working tree")]
    WorkingTree(#[source] BuildError),
    #[error("failed to build git revision {revision:?}")]
    Base {
        revision: String,
        #[source]
        source: BuildError,
    },
    #[error(transparent)]
    Git(#[from] gitfs::Error),
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error("{file} is not UTF-8 text at the base revision")]
    NotUtf8 {
        file: String,
        #[source]
        source: std::string::FromUtf8Error,
    },
    #[error(transparent)]
    Kustomization(BuildError),
}

/// Builds the working tree (the Kustomization `head`, read from `file`) and the base
/// `revision`, and compares the two.
pub fn diff_with_base(
    head: &Value,
    file: &str,
    opts: &Options,
    revision: &str,
) -> Result<Report, Error> {
    let after = super::build(&RealFs, head, opts, &super::engine).map_err(Error::WorkingTree)?;

    let tree = GitTreeFs::open(&opts.path, revision)?;
    let base_ks = base_kustomization(&tree, file, &opts.name, &opts.namespace, head)?;
    // A Kustomization or a path that is new in the change renders nothing at the base.
    // The base revision's source is the repository's tree, as it was.
    let base_opts = Options {
        source_root: Some(tree.root().to_owned()),
        ..opts.clone()
    };
    let before = match base_ks {
        Some(base_ks) if tree.is_dir(&opts.path) => {
            super::build(&tree, &base_ks, &base_opts, &super::engine).map_err(|source| {
                Error::Base {
                    revision: revision.to_owned(),
                    source,
                }
            })?
        }
        _ => Vec::new(),
    };
    let root = (opts.namespace.clone(), opts.name.clone());
    let prunes = prune_settings(head, &root, &before, &after);
    Ok(diff::compare_builds(root, &before, &after, &|owner| {
        prunes.get(owner).copied().unwrap_or(false)
    }))
}

/// The Kustomization as it was at the base revision: the manifest file read from the tree when
/// it lives in the repository (`None` when it did not exist yet), the working tree's otherwise.
fn base_kustomization(
    tree: &GitTreeFs,
    file: &str,
    name: &str,
    namespace: &str,
    head: &Value,
) -> Result<Option<Value>, Error> {
    let absolute: PathBuf = std::env::current_dir()?.join(file);
    let in_repo = std::fs::canonicalize(&absolute)
        .map(|path| path.starts_with(tree.root()))
        .unwrap_or(false);
    if file == "-" || !in_repo {
        return Ok(Some(head.clone()));
    }
    if !tree.exists(&absolute) {
        return Ok(None);
    }
    let text = String::from_utf8(tree.read(&absolute)?).map_err(|source| Error::NotUtf8 {
        file: file.to_owned(),
        source,
    })?;
    match super::select_kustomization(&text, name, namespace, file) {
        Ok(ks) => Ok(Some(ks)),
        Err(BuildError::KustomizationNotFound { .. }) => Ok(None),
        Err(err) => Err(Error::Kustomization(err)),
    }
}

/// Whether each Kustomization prunes, read from the manifests of both builds (the new one wins).
fn prune_settings(
    root_ks: &Value,
    root: &(String, String),
    before: &[Value],
    after: &[Value],
) -> BTreeMap<(String, String), bool> {
    let prune = |ks: &Value| ks.pointer("/spec/prune").and_then(Value::as_bool) == Some(true);
    let mut out = BTreeMap::new();
    for obj in before.iter().chain(after) {
        let is_ks = obj.get("kind").and_then(Value::as_str) == Some("Kustomization")
            && obj
                .get("apiVersion")
                .and_then(Value::as_str)
                .is_some_and(|v| v.starts_with("kustomize.toolkit.fluxcd.io/"));
        if is_ks {
            let key = diff::ObjectKey::of(obj);
            out.insert((key.namespace, key.name), prune(obj));
        }
    }
    out.insert(root.clone(), prune(root_ks));
    out
}
