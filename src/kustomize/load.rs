//! Loading: kustomization roots, the files they may read, and the kustomization file itself.
//!
//! A [`Loader`] is rooted at one kustomization directory. Files are read relative to it and, under
//! the default [`LoadRestrictor::RootOnly`], must lie in or below it. Nested kustomizations get a
//! child loader; a root that contains one of its ancestors' roots is a cycle.

use std::path::{Path, PathBuf};

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

/// Reads files for one kustomization root.
#[derive(Clone)]
pub struct Loader<'a> {
    fs: &'a dyn FileSystem,
    root: PathBuf,
    restrictor: LoadRestrictor,
    /// Roots of the kustomizations that led here, outermost first.
    ancestors: Vec<PathBuf>,
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
            ancestors: Vec::new(),
        })
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
        let root = confirm_dir(self.fs, &self.root.join(path))?;
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
            ancestors,
        })
    }

    /// Resolves `path` (relative to the root, or absolute) to a readable file under the
    /// restriction in force.
    pub fn resolve_file(&self, path: &str) -> Result<PathBuf, LoadError> {
        let joined = clean(&self.root.join(path));
        let dir = joined
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| PathBuf::from("/"));
        let real_dir = self
            .fs
            .canonicalize(&dir)
            .map_err(|source| LoadError::Read {
                path: joined.display().to_string(),
                source,
            })?;
        let file_name = match joined.file_name() {
            Some(name) => name.to_owned(),
            None => {
                return Err(LoadError::NotAFile {
                    path: path.to_owned(),
                });
            }
        };
        let full = real_dir.join(&file_name);
        if self.fs.is_dir(&full) {
            return Err(LoadError::NotAFile {
                path: joined.display().to_string(),
            });
        }
        if self.restrictor == LoadRestrictor::RootOnly && !real_dir.starts_with(&self.root) {
            return Err(LoadError::OutsideRoot {
                path: joined.display().to_string(),
                root: self.root.display().to_string(),
            });
        }
        Ok(full)
    }

    /// Reads a file relative to the root.
    pub fn read(&self, path: &str) -> Result<Vec<u8>, LoadError> {
        if is_remote(path) {
            return Err(LoadError::Remote {
                url: path.to_owned(),
            });
        }
        let full = self.resolve_file(path)?;
        self.fs.read(&full).map_err(|source| LoadError::Read {
            path: full.display().to_string(),
            source,
        })
    }

    /// Reads a file relative to the root as text (invalid UTF-8 is replaced).
    pub fn read_string(&self, path: &str) -> Result<String, LoadError> {
        let bytes = self.read(path)?;
        Ok(String::from_utf8(bytes)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
    }

    /// Finds and parses the kustomization file of this root; returns it with its file name.
    pub fn kustomization(&self) -> Result<(Kustomization, String), LoadError> {
        let mut found = Vec::new();
        for name in KUSTOMIZATION_FILE_NAMES {
            let path = self.root.join(name);
            if self.fs.exists(&path) && !self.fs.is_dir(&path) {
                found.push(name);
            }
        }
        let name = match found.as_slice() {
            [] => {
                return Err(LoadError::MissingKustomization {
                    dir: self.root.display().to_string(),
                });
            }
            [one] => *one,
            _ => {
                return Err(LoadError::MultipleKustomizations {
                    dir: self.root.display().to_string(),
                });
            }
        };
        let path = self.root.join(name);
        let bytes = self.fs.read(&path).map_err(|source| LoadError::Read {
            path: path.display().to_string(),
            source,
        })?;
        let text = String::from_utf8_lossy(&bytes);
        let kustomization = parse_kustomization(&text).map_err(|message| LoadError::Invalid {
            path: path.display().to_string(),
            message,
        })?;
        check_kind(&kustomization).map_err(|message| LoadError::WrongKind {
            dir: self.root.display().to_string(),
            message,
        })?;
        Ok((kustomization, name.to_owned()))
    }
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
    if let Some(tags) = map.remove("imageTags") {
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
    if let Some(bases) = k.bases.take() {
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
const KUSTOMIZATION_FIELDS: &[&str] = &[
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
