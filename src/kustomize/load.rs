//! Loading: kustomization roots, the files they may read, and the kustomization file itself.
//!
//! A [`Loader`] is rooted at one kustomization directory. Files are read relative to it and, under
//! the default [`LoadRestrictor::RootOnly`], must lie in or below it. Nested kustomizations get a
//! child loader; a root that contains one of its ancestors' roots is a cycle.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use serde_json::Value;

use super::fs::{FileSystem, clean};
use super::types::Kustomization;

/// The kustomization file names, in the order kustomize looks for them.
pub const KUSTOMIZATION_FILE_NAMES: [&str; 3] =
    ["kustomization.yaml", "kustomization.yml", "Kustomization"];

/// A root or file that could not be loaded. Messages follow kustomize's.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error(
        "unable to find one of 'kustomization.yaml', 'kustomization.yml' or 'Kustomization' in \
         directory '{dir}'"
    )]
    MissingKustomization { dir: String },
    #[error("found multiple kustomization files under: {dir}")]
    MultipleKustomizations { dir: String },
    #[error("security; file '{path}' is not in or below '{root}'")]
    OutsideRoot { path: String, root: String },
    #[error("'{path}' must resolve to a file")]
    NotAFile { path: String },
    #[error("must build at directory: not a valid directory: evalsymlink failure on '{path}'")]
    NotADirectory { path: String },
    #[error("new root '{path}' cannot be absolute")]
    AbsoluteRoot { path: String },
    #[error("cycle detected: candidate root '{candidate}' contains visited root '{visited}'")]
    Cycle { candidate: String, visited: String },
    #[error("remote resources are not supported: '{url}'")]
    Remote { url: String },
    #[error("reading '{path}'")]
    Read {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("invalid YAML in '{path}'")]
    NotText {
        path: String,
        #[source]
        source: crate::yaml::Error,
    },
    #[error("kustomization.yaml is empty")]
    Empty,
    #[error("invalid Kustomization in '{path}': {message}")]
    Invalid { path: String, message: String },
    #[error("Failed to read kustomization file under {dir}: {message}")]
    WrongKind { dir: String, message: String },
}

/// Which files a kustomization may read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LoadRestrictor {
    /// Only files in or below the kustomization's directory (kustomize's default).
    #[default]
    RootOnly,
    /// Any file.
    None,
}

/// Whether a resource or base entry points at a remote location kustomize would fetch.
pub fn is_remote(path: &str) -> bool {
    let lower = path.to_ascii_lowercase();
    lower.contains("://")
        || lower.starts_with("git@")
        || lower.starts_with("github.com/")
        || lower.starts_with("gitlab.com/")
        || lower.starts_with("bitbucket.org/")
        || lower.contains("?ref=")
        || lower.contains(".git//")
        || lower.contains("_git/")
}

/// Reads files for one kustomization root: the one way the engine, `build kustomization` and
/// `diff kustomization` read a file.
///
/// A path is resolved completely (every link, the last component included) before the
/// restriction is applied to where it really leads, as kustomize's `RestrictionRootOnly` does
/// with `filepath.EvalSymlinks`; the read itself is capped by the [`FileSystem`].
#[derive(Clone)]
pub struct Loader<'a> {
    fs: &'a dyn FileSystem,
    root: PathBuf,
    restrictor: LoadRestrictor,
    /// The directory every file and nested root must resolve into whatever the restrictor: the
    /// source's root, as kustomize-controller confines a build to the source artifact.
    confine: Option<PathBuf>,
    /// Roots of the kustomizations that led here, outermost first.
    ancestors: Vec<PathBuf>,
    /// Directories already resolved in this build, as written (cleaned) to as they really are;
    /// shared by every loader of the build. A build reads thousands of files from a few
    /// directories, and the tree does not change under it.
    canonical_dirs: Rc<RefCell<HashMap<PathBuf, PathBuf>>>,
}

impl<'a> Loader<'a> {
    /// A loader at `dir`, which must be a directory.
    pub fn new(
        fs: &'a dyn FileSystem,
        dir: &Path,
        restrictor: LoadRestrictor,
    ) -> Result<Self, LoadError> {
        let root = confirm_dir(fs, dir)?;
        Ok(Self {
            fs,
            root,
            restrictor,
            confine: None,
            ancestors: Vec::new(),
            canonical_dirs: Rc::default(),
        })
    }

    /// Confines this loader, and every loader it leads to, to `source_root`: nothing that
    /// resolves outside it is read, links included. The root itself must lie inside it.
    pub fn confined_to(mut self, source_root: &Path) -> Result<Self, LoadError> {
        let confine = confirm_dir(self.fs, source_root)?;
        check_inside(&self.root, &self.root, &confine)?;
        self.confine = Some(confine);
        Ok(self)
    }

    /// The kustomization root directory.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The file system files are read from.
    pub fn fs(&self) -> &'a dyn FileSystem {
        self.fs
    }

    /// A loader for the nested kustomization at `path` (relative to this root).
    pub fn child(&self, path: &str) -> Result<Loader<'a>, LoadError> {
        if is_remote(path) {
            return Err(LoadError::Remote {
                url: path.to_owned(),
            });
        }
        if Path::new(path).is_absolute() {
            return Err(LoadError::AbsoluteRoot {
                path: path.to_owned(),
            });
        }
        let joined = self.root.join(path);
        let root = confirm_dir(self.fs, &joined)?;
        if let Some(confine) = &self.confine {
            check_inside(&clean(&joined), &root, confine)?;
        }
        for visited in std::iter::once(&self.root).chain(self.ancestors.iter().rev()) {
            if visited.starts_with(&root) {
                return Err(LoadError::Cycle {
                    candidate: root.display().to_string(),
                    visited: visited.display().to_string(),
                });
            }
        }
        let mut ancestors = self.ancestors.clone();
        ancestors.push(self.root.clone());
        Ok(Loader {
            fs: self.fs,
            root,
            restrictor: self.restrictor,
            confine: self.confine.clone(),
            ancestors,
            canonical_dirs: Rc::clone(&self.canonical_dirs),
        })
    }

    /// Resolves `path` (relative to the root, or absolute) to the file it really is, links
    /// followed to the end, and checks that file against the restriction in force.
    pub fn resolve_file(&self, path: &Path) -> Result<PathBuf, LoadError> {
        let joined = clean(&self.root.join(path));
        let shown = || joined.display().to_string();
        let (real, is_dir) = match self.canonical_in_known_dir(&joined) {
            Some(found) => found,
            None => {
                let real = self
                    .fs
                    .canonicalize(&joined)
                    .map_err(|source| LoadError::Read {
                        path: shown(),
                        source,
                    })?;
                let is_dir = self.fs.is_dir(&real);
                (real, is_dir)
            }
        };
        if is_dir {
            return Err(LoadError::NotAFile { path: shown() });
        }
        let dir = real.parent().unwrap_or(Path::new("/"));
        if self.restrictor == LoadRestrictor::RootOnly {
            check_inside(&joined, dir, &self.root)?;
        }
        if let Some(confine) = &self.confine {
            check_inside(&joined, dir, confine)?;
        }
        Ok(real)
    }

    /// The canonical form of `path` (clean and absolute) and whether it is a directory, from
    /// its directory's canonical form, resolved once per build, when the file system can tell
    /// that the last component is no link (see [`FileSystem::canonical_entry`]); None sends
    /// the caller to resolve the whole path, whose answer this one then equals.
    fn canonical_in_known_dir(&self, path: &Path) -> Option<(PathBuf, bool)> {
        let (dir, name) = (path.parent()?, path.file_name()?);
        let known = self.canonical_dirs.borrow().get(dir).cloned();
        let real_dir = match known {
            Some(real_dir) => real_dir,
            None => {
                let real_dir = self.fs.canonicalize(dir).ok()?;
                self.canonical_dirs
                    .borrow_mut()
                    .insert(dir.to_path_buf(), real_dir.clone());
                real_dir
            }
        };
        self.fs.canonical_entry(&real_dir, name)
    }

    /// Reads a file relative to the root.
    pub fn read(&self, path: &str) -> Result<Vec<u8>, LoadError> {
        if is_remote(path) {
            return Err(LoadError::Remote {
                url: path.to_owned(),
            });
        }
        self.read_path(Path::new(path))
    }

    /// Reads a file given by path (relative to the root, or absolute).
    pub fn read_path(&self, path: &Path) -> Result<Vec<u8>, LoadError> {
        let real = self.resolve_file(path)?;
        self.fs.read(&real).map_err(|source| LoadError::Read {
            path: clean(&self.root.join(path)).display().to_string(),
            source,
        })
    }

    /// Reads a YAML file relative to the root as text: UTF-8, or UTF-16 with a byte order mark;
    /// anything else is an error, as in kustomize.
    pub fn read_string(&self, path: &str) -> Result<String, LoadError> {
        let bytes = self.read(path)?;
        crate::yaml::decode(&bytes).map_err(|source| LoadError::NotText {
            path: path.to_owned(),
            source,
        })
    }

    /// Finds and parses the kustomization file of this root; returns it with its file name.
    ///
    /// As in kustomize, a name that cannot be loaded (missing, a directory, outside the root)
    /// counts as absent; a file over the size limit is an error of its own.
    pub fn kustomization(&self) -> Result<(Kustomization, String), LoadError> {
        let mut found = Vec::new();
        for name in KUSTOMIZATION_FILE_NAMES {
            match self.read(name) {
                Ok(bytes) => found.push((name, bytes)),
                Err(LoadError::Read { path, source })
                    if source.kind() == std::io::ErrorKind::FileTooLarge =>
                {
                    return Err(LoadError::Read { path, source });
                }
                Err(_) => {}
            }
        }
        let (name, bytes) = match found.len() {
            0 => {
                return Err(LoadError::MissingKustomization {
                    dir: self.root.display().to_string(),
                });
            }
            1 => found.remove(0),
            _ => {
                return Err(LoadError::MultipleKustomizations {
                    dir: self.root.display().to_string(),
                });
            }
        };
        let path = self.root.join(name);
        let invalid = |message: String| LoadError::Invalid {
            path: path.display().to_string(),
            message,
        };
        let text = crate::yaml::decode(&bytes).map_err(|err| invalid(err.to_string()))?;
        let kustomization = parse_kustomization(&text).map_err(invalid)?;
        if is_empty(&kustomization) {
            return Err(LoadError::Empty);
        }
        check_kind(&kustomization).map_err(|message| LoadError::WrongKind {
            dir: self.root.display().to_string(),
            message,
        })?;
        Ok((kustomization, name.to_owned()))
    }
}

/// Fails unless `dir` (where `path` really leads) lies in or below `root`.
fn check_inside(path: &Path, dir: &Path, root: &Path) -> Result<(), LoadError> {
    if dir.starts_with(root) {
        Ok(())
    } else {
        Err(LoadError::OutsideRoot {
            path: path.display().to_string(),
            root: root.display().to_string(),
        })
    }
}

/// kustomize's `CheckEmpty`: nothing set but the kind and API version. An empty string is unset,
/// an empty list or map is not.
fn is_empty(k: &Kustomization) -> bool {
    let no_text = |s: &Option<String>| s.as_deref().is_none_or(str::is_empty);
    no_text(&k.name_prefix)
        && no_text(&k.name_suffix)
        && no_text(&k.namespace)
        && k.metadata.is_none()
        && k.open_api.is_none()
        && k.openapi.is_none()
        && k.common_labels.is_none()
        && k.labels.is_none()
        && k.common_annotations.is_none()
        && k.patches_strategic_merge.is_none()
        && k.patches_json6902.is_none()
        && k.patches.is_none()
        && k.images.is_none()
        && k.image_tags.is_none()
        && k.replacements.is_none()
        && k.replicas.is_none()
        && k.vars.is_none()
        && k.sort_options.is_none()
        && k.resources.is_none()
        && k.components.is_none()
        && k.crds.is_none()
        && k.bases.is_none()
        && k.config_map_generator.is_none()
        && k.secret_generator.is_none()
        && k.helm_globals.is_none()
        && k.helm_charts.is_none()
        && k.helm_chart_inflation_generator.is_none()
        && k.generator_options.is_none()
        && k.configurations.is_none()
        && k.generators.is_none()
        && k.transformers.is_none()
        && k.validators.is_none()
        && k.build_metadata.is_none()
}

fn confirm_dir(fs: &dyn FileSystem, dir: &Path) -> Result<PathBuf, LoadError> {
    let real = fs.canonicalize(dir).map_err(|_| LoadError::NotADirectory {
        path: dir.display().to_string(),
    })?;
    if !fs.is_dir(&real) {
        return Err(LoadError::NotADirectory {
            path: dir.display().to_string(),
        });
    }
    Ok(real)
}

/// Parses kustomization text, with kustomize's fixes for deprecated fields applied.
pub fn parse_kustomization(text: &str) -> Result<Kustomization, String> {
    let mut value = parse_lenient(text)?;
    if value.is_null() {
        value = Value::Object(Default::default());
    }
    let Value::Object(map) = &mut value else {
        return Err("kustomization is not a mapping".to_owned());
    };
    // Go's JSON decoding matches field names without regard to case.
    normalize_keys(map, KUSTOMIZATION_FIELDS);
    if let Some(Value::Array(vars)) = map.get_mut("vars") {
        for var in vars.iter_mut().filter_map(Value::as_object_mut) {
            normalize_keys(var, &["name", "objref", "fieldref"]);
            if let Some(Value::Object(objref)) = var.get_mut("objref") {
                normalize_keys(
                    objref,
                    &[
                        "apiVersion",
                        "group",
                        "version",
                        "kind",
                        "name",
                        "namespace",
                    ],
                );
            }
            if let Some(Value::Object(fieldref)) = var.get_mut("fieldref") {
                normalize_keys(fieldref, &["fieldPath"]);
            }
        }
    }
    // `imageTags` is an old name of `images`.
    if let Some(tags) = map
        .remove("imageTags")
        .filter(|t| t.as_array().is_none_or(|a| !a.is_empty()))
    {
        match map.get_mut("images") {
            Some(Value::Array(images)) => {
                if let Value::Array(tags) = tags {
                    images.extend(tags);
                }
            }
            _ => {
                map.insert("images".to_owned(), tags);
            }
        }
    }
    // A `patches` list holding plain strings is the old form of `patchesStrategicMerge`.
    let legacy_patches = matches!(map.get("patches"),
        Some(Value::Array(items)) if items.iter().any(Value::is_string));
    if legacy_patches {
        let patches = map.remove("patches").unwrap_or_default();
        map.insert("patchesStrategicMerge".to_owned(), patches);
    }
    let mut k: Kustomization = serde_json::from_value(value).map_err(|e| e.to_string())?;
    if k.kind.as_deref().unwrap_or_default().is_empty() {
        k.kind = Some("Kustomization".to_owned());
    }
    if k.api_version.as_deref().unwrap_or_default().is_empty() {
        k.api_version = Some(
            if k.kind.as_deref() == Some("Component") {
                "kustomize.config.k8s.io/v1alpha1"
            } else {
                "kustomize.config.k8s.io/v1beta1"
            }
            .to_owned(),
        );
    }
    // Go appends the bases to the resources: no bases leave the resources as they were.
    if let Some(bases) = k.bases.take().filter(|b| !b.is_empty()) {
        k.resources.get_or_insert_with(Vec::new).extend(bases);
    }
    Ok(k)
}

/// Parses a kustomization file: a repeated key replaces the earlier one, as kustomize reads
/// kustomization files (go-yaml v2 through JSON), unlike resources.
fn parse_lenient(text: &str) -> Result<Value, String> {
    crate::yaml::parse_one_lenient(text).map_err(|err| err.to_string())
}

/// Every field of a kustomization file, as spelled in kustomize's schema.
pub(crate) const KUSTOMIZATION_FIELDS: &[&str] = &[
    "apiVersion",
    "kind",
    "metadata",
    "openapi",
    "namePrefix",
    "nameSuffix",
    "namespace",
    "commonLabels",
    "labels",
    "commonAnnotations",
    "patchesStrategicMerge",
    "patchesJson6902",
    "patches",
    "images",
    "imageTags",
    "replacements",
    "replicas",
    "vars",
    "sortOptions",
    "resources",
    "components",
    "crds",
    "bases",
    "configMapGenerator",
    "secretGenerator",
    "helmGlobals",
    "helmCharts",
    "helmChartInflationGenerator",
    "generatorOptions",
    "configurations",
    "generators",
    "transformers",
    "validators",
    "buildMetadata",
];

/// Renames keys that match a known field but for case to the field's spelling.
fn normalize_keys(map: &mut serde_json::Map<String, Value>, fields: &[&str]) {
    let renames: Vec<(String, &str)> = map
        .keys()
        .filter(|k| !fields.contains(&k.as_str()))
        .filter_map(|k| {
            fields
                .iter()
                .find(|f| f.eq_ignore_ascii_case(k))
                .map(|f| (k.clone(), *f))
        })
        .collect();
    for (from, to) in renames {
        if map.contains_key(to) {
            continue;
        }
        if let Some(value) = map.remove(&from) {
            map.insert(to.to_owned(), value);
        }
    }
}

fn check_kind(k: &Kustomization) -> Result<(), String> {
    let kind = k.kind.as_deref().unwrap_or_default();
    let mut errors = Vec::new();
    if kind != "Kustomization" && kind != "Component" {
        errors.push("kind should be Kustomization or Component".to_owned());
    }
    let required = if kind == "Component" {
        "kustomize.config.k8s.io/v1alpha1"
    } else {
        "kustomize.config.k8s.io/v1beta1"
    };
    if k.api_version.as_deref().unwrap_or_default() != required {
        errors.push(format!("apiVersion for {kind} should be {required}"));
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("; "))
    }
}
