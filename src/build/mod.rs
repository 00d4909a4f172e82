//! `build kustomization`: what kustomize-controller would apply for a Flux Kustomization,
//! rendered offline on the native engine.
//!
//! Unlike `flux build`, nothing is written into the user's tree: the generated or overlaid
//! kustomization lives in memory, in a [`fs::SourceView`] of the source directory.

pub mod base;
pub mod diff;
pub mod fs;
pub mod generator;
pub mod gitfs;
pub mod live;
pub mod postbuild;

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde_json::Value;

use crate::kustomize::{self, fs::FileSystem};
use crate::yaml;

/// Errors of a Flux build, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("kustomization name is required")]
    NameRequired,
    #[error("dry-run mode requires a kustomization file")]
    DryRunNeedsFile,
    #[error("invalid resource path {path:?}")]
    InvalidPath { path: String },
    #[error("invalid kustomization file {path:?}")]
    InvalidKustomizationFile { path: String },
    #[error(
        "failed to get kustomization object: failed to unmarshall kustomization file {file}: \
         error converting YAML to JSON"
    )]
    UnmarshallKustomization {
        file: String,
        #[source]
        source: yaml::Error,
    },
    #[error(
        "failed to get kustomization object: failed find kustomization with name '{name}' and \
         namespace '{namespace}' in file '{file}'"
    )]
    KustomizationNotFound {
        name: String,
        namespace: String,
        file: String,
    },
    #[error("failed to read {path}")]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error(transparent)]
    Load(#[from] kustomize::load::LoadError),
    #[error("failed to decode Kubernetes YAML from {path}")]
    Decode {
        path: PathBuf,
        #[source]
        source: yaml::Error,
    },
    #[error("failed to decode Kubernetes YAML from {path}: missing kind or apiVersion")]
    NotKubernetes { path: PathBuf },
    #[error("{path} is not a mapping")]
    NotAMapping { path: PathBuf },
    #[error("kustomize build failed")]
    Kustomize {
        #[source]
        source: anyhow::Error,
    },
    #[error(
        "var substitution failed for '{name}': envsubst error: '{var}' var name is invalid, must \
         match '^[_[:alpha:]][_[:alpha:][:digit:]]*$'"
    )]
    VariableName { name: String, var: String },
    #[error("var substitution failed for '{name}': envsubst error: variable substitution failed")]
    Substitution {
        name: String,
        #[source]
        source: crate::envsubst::Error,
    },
    #[error(
        "var substitution failed for '{name}': envsubst error: YAMLToJSON: error converting YAML \
         to JSON"
    )]
    SubstitutedYaml {
        name: String,
        #[source]
        source: yaml::Error,
    },
    #[error("component path '{path}' must be local and relative")]
    RemoteComponent { path: String },
    /// What kustomize-controller's generator met: the directory's kustomization, its manifests
    /// or the Flux Kustomization's spec.
    #[error("failed to generate kustomization.yaml")]
    Generate {
        #[source]
        source: Box<Error>,
    },
    #[error("cannot get local path for {source_ref} of kustomization {name}")]
    MissingLocalSource { source_ref: String, name: String },
    #[error("dependency cycle between Kustomizations: {cycle}")]
    DependencyCycle { cycle: String },
    #[error("var substitution failed for '{name}': {message}")]
    SubstituteFrom { name: String, message: String },
    #[error("failed to mask secret {name} sops data: illegal base64 data at input byte {offset}")]
    MaskBase64 { name: String, offset: usize },
}

/// `--path` as flux's build takes it: made absolute and clean, and then it must be a directory;
/// both failures name it as it was given, or as it became.
pub fn resource_path(path: &str) -> Result<PathBuf, Error> {
    let invalid = |path: &Path| Error::InvalidPath {
        path: path.to_string_lossy().into_owned(),
    };
    if path.is_empty() {
        return Err(invalid(Path::new(path)));
    }
    let absolute = std::path::absolute(path).map_err(|_| invalid(Path::new(path)))?;
    let absolute = kustomize::fs::clean(&absolute);
    if !absolute.is_dir() {
        return Err(invalid(&absolute));
    }
    Ok(absolute)
}

/// Where the ConfigMaps and Secrets of `spec.postBuild.substituteFrom` come from: local
/// manifests offline, the cluster otherwise.
pub trait ObjectLookup: Send + Sync + std::fmt::Debug {
    /// The object, `None` when it does not exist; `Err` carries a one-line reason. The
    /// namespace is empty when the Kustomization names none.
    fn get(&self, kind: &str, namespace: &str, name: &str) -> Result<Option<Value>, String>;

    /// Why an object is missing, for `resource` (`configmaps`, `secrets`): client-go's NotFound
    /// text unless the lookup says otherwise.
    fn not_found(&self, resource: &str, _namespace: &str, name: &str) -> String {
        format!("{resource} {name:?} not found")
    }
}

/// ConfigMaps and Secrets read from local manifests. An object without a namespace matches
/// any namespace, and a Kustomization without one reads objects of any namespace.
#[derive(Debug, Clone, Default)]
pub struct LocalObjects {
    pub objects: Vec<Value>,
}

impl ObjectLookup for LocalObjects {
    fn get(&self, kind: &str, namespace: &str, name: &str) -> Result<Option<Value>, String> {
        let text = |obj: &Value, pointer: &str| {
            obj.pointer(pointer)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        Ok(self
            .objects
            .iter()
            .rev()
            .find(|obj| {
                let ns = text(obj, "/metadata/namespace");
                text(obj, "/kind") == kind
                    && text(obj, "/metadata/name") == name
                    && (ns.is_empty() || namespace.is_empty() || ns == namespace)
            })
            .cloned())
    }
}

/// What to build and how.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The Flux Kustomization's name and namespace.
    pub name: String,
    pub namespace: String,
    /// The directory to build (`--path`).
    pub path: PathBuf,
    pub strict_substitute: bool,
    /// Gitignore-style patterns hidden from the build, on top of `.sourceignore` files.
    pub ignore_paths: Vec<String>,
    pub recursive: bool,
    /// `Kind/namespace/name` of a source → its local checkout.
    pub local_sources: BTreeMap<String, PathBuf>,
    /// Where `substituteFrom` objects are read; without one they are skipped, as in
    /// `flux build --dry-run`.
    pub substitute_from: Option<Arc<dyn ObjectLookup>>,
    /// The root of the source `path` belongs to, which nothing is read outside of; `None` finds
    /// it with [`source_root`].
    pub source_root: Option<PathBuf>,
}

/// The root of the source a directory belongs to, as kustomize-controller sees it: the git
/// working tree that holds `dir`; outside a git repository, the current directory when `dir`
/// lies in it, or else `dir` itself. Nothing a build reads may resolve outside this root.
pub fn source_root(fs: &dyn FileSystem, dir: &Path) -> Result<PathBuf, Error> {
    let dir = fs.canonicalize(dir).map_err(|source| Error::Read {
        path: dir.to_owned(),
        source,
    })?;
    if let Some(repo) = dir.ancestors().find(|d| fs.exists(&d.join(".git"))) {
        return Ok(repo.to_owned());
    }
    let cwd = std::env::current_dir()
        .and_then(|cwd| fs.canonicalize(&cwd))
        .ok();
    Ok(match cwd {
        Some(cwd) if dir.starts_with(&cwd) => cwd,
        _ => dir,
    })
}

/// The engine call: builds `dir` as Flux's kustomize-controller does (no load restrictions
/// within the source root given third, resources in the order they are listed).
pub type Engine<'e> = dyn Fn(&dyn FileSystem, &Path, &Path) -> anyhow::Result<Vec<Value>> + 'e;

/// The native engine with kustomize-controller's settings: no load restrictions but the source
/// root (links resolved), and resources in the order they are listed.
pub fn engine(fs: &dyn FileSystem, dir: &Path, source_root: &Path) -> anyhow::Result<Vec<Value>> {
    let options = kustomize::Options {
        load_restrictor: kustomize::LoadRestrictor::None,
        reorder: kustomize::Reorder::None,
        managed_by_label: false,
        confine: Some(source_root.to_owned()),
    };
    Ok(kustomize::build(fs, dir, &options)?)
}

/// Selects the Flux Kustomization `name` in `namespace` from a multi-document manifest. A
/// document without a namespace matches any.
pub fn select_kustomization(
    text: &str,
    name: &str,
    namespace: &str,
    file: &str,
) -> Result<Value, Error> {
    let docs = yaml::parse_stream(text).map_err(|source| Error::UnmarshallKustomization {
        file: file.to_owned(),
        source,
    })?;
    docs.into_iter()
        .find(|doc| {
            let group = doc
                .get("apiVersion")
                .and_then(Value::as_str)
                .and_then(|v| v.split_once('/'))
                .map(|(g, _)| g);
            let meta = |key: &str| {
                doc.pointer(&format!("/metadata/{key}"))
                    .and_then(Value::as_str)
            };
            group == Some("kustomize.toolkit.fluxcd.io")
                && doc.get("kind").and_then(Value::as_str) == Some("Kustomization")
                && meta("name") == Some(name)
                && meta("namespace").is_none_or(|ns| ns.is_empty() || ns == namespace)
        })
        .ok_or_else(|| Error::KustomizationNotFound {
            name: name.to_owned(),
            namespace: namespace.to_owned(),
            file: file.to_owned(),
        })
}

/// Builds the Kustomization (and, with `recursive`, every Kustomization it leads to) and
/// returns the objects in output order.
pub fn build(
    base: &dyn FileSystem,
    kustomization: &Value,
    opts: &Options,
    engine: &Engine<'_>,
) -> Result<Vec<Value>, Error> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    seen.insert((opts.namespace.clone(), opts.name.clone()));
    let root = match &opts.source_root {
        Some(root) => root.clone(),
        None if base.is_dir(&opts.path) => source_root(base, &opts.path)?,
        None => opts.path.clone(),
    };
    build_one(
        base,
        kustomization,
        (&opts.path, &root),
        opts,
        engine,
        &mut seen,
        &mut out,
    )?;
    Ok(out)
}

/// Builds one Kustomization from `dir`, reading nothing outside `root` (`(dir, root)`).
fn build_one(
    base: &dyn FileSystem,
    kustomization: &Value,
    (dir, root): (&Path, &Path),
    opts: &Options,
    engine: &Engine<'_>,
    seen: &mut HashSet<(String, String)>,
    out: &mut Vec<Value>,
) -> Result<(), Error> {
    let dir_text = dir.to_string_lossy();
    if dir_text.is_empty() || !base.is_dir(dir) {
        return Err(Error::InvalidPath {
            path: dir_text.into_owned(),
        });
    }
    let dir = base.canonicalize(dir).map_err(|source| Error::Read {
        path: dir.to_owned(),
        source,
    })?;
    let spec = kustomization.get("spec").cloned().unwrap_or(Value::Null);
    let name = kustomization
        .pointer("/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let namespace = kustomization
        .pointer("/metadata/namespace")
        .and_then(Value::as_str)
        .filter(|ns| !ns.is_empty())
        .unwrap_or(&opts.namespace)
        .to_owned();
    // The Kustomization's own namespace, as flux labels with it and reads `substituteFrom` in:
    // empty for a manifest that names none.
    let own_namespace = kustomization
        .pointer("/metadata/namespace")
        .and_then(Value::as_str)
        .unwrap_or_default();

    let source = kustomize::load::Loader::new(base, &dir, kustomize::LoadRestrictor::None)?
        .confined_to(root)?;
    let mut view =
        fs::SourceView::new(&source, &dir, &opts.ignore_paths).map_err(|source| Error::Read {
            path: dir.clone(),
            source,
        })?;
    let view_loader = kustomize::load::Loader::new(&view, &dir, kustomize::LoadRestrictor::None)?
        .confined_to(root)?;
    let (file, content) =
        generator::kustomization_for(&view_loader, &dir, &spec).map_err(|source| {
            Error::Generate {
                source: Box::new(source),
            }
        })?;
    view.put(file, yaml::to_string(&content).into_bytes());
    let objects = engine(&view, &dir, root).map_err(|source| Error::Kustomize { source })?;

    let from_sources = match &opts.substitute_from {
        Some(lookup) => postbuild::substitute_from(&spec, own_namespace, lookup.as_ref()),
        None => Ok(BTreeMap::new()),
    };
    let vars = postbuild::Variables::from_spec(&spec, from_sources);
    let (common_labels, common_annotations) = postbuild::common_metadata(&spec);
    let owner: BTreeMap<String, String> = [
        (
            "kustomize.toolkit.fluxcd.io/name".to_owned(),
            name.to_owned(),
        ),
        (
            "kustomize.toolkit.fluxcd.io/namespace".to_owned(),
            own_namespace.to_owned(),
        ),
    ]
    .into();
    let mut children = Vec::new();
    for obj in objects {
        let mut obj = postbuild::substitute(obj, &vars, opts.strict_substitute)?;
        // flux labels and masks each object, then sets commonMetadata over the result, so a
        // commonMetadata label wins over the ownership labels.
        postbuild::add_metadata(&mut obj, "labels", &owner);
        postbuild::mask_sops(&mut obj)?;
        postbuild::add_metadata(&mut obj, "labels", &common_labels);
        postbuild::add_metadata(&mut obj, "annotations", &common_annotations);
        if opts.recursive && is_flux_kustomization(&obj) {
            children.push(obj.clone());
        }
        out.push(obj);
    }
    for child in order_by_dependencies(children, &namespace)? {
        let child_name = child
            .pointer("/metadata/name")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let child_ns = child
            .pointer("/metadata/namespace")
            .and_then(Value::as_str)
            .unwrap_or(&namespace)
            .to_owned();
        if !seen.insert((child_ns, child_name)) {
            continue;
        }
        let (child_root, child_dir) = local_path(&child, &opts.local_sources)?;
        let child_root = base.canonicalize(&child_root).unwrap_or(child_root);
        build_one(
            base,
            &child,
            (&child_dir, &child_root),
            opts,
            engine,
            seen,
            out,
        )?;
    }
    Ok(())
}

fn is_flux_kustomization(obj: &Value) -> bool {
    obj.get("kind").and_then(Value::as_str) == Some("Kustomization")
        && obj
            .get("apiVersion")
            .and_then(Value::as_str)
            .is_some_and(|v| v.starts_with("kustomize.toolkit.fluxcd.io/"))
}

/// Maps a child Kustomization's source through `--local-sources` to the source's root and the
/// directory to build. The key is flux's `CrossNamespaceSourceReference.String()`: the source's
/// namespace, else the child's own; a child manifest without one (no `-n` fallback in flux's
/// builder) is looked up as `Kind/name`.
pub(crate) fn local_path(
    child: &Value,
    local_sources: &BTreeMap<String, PathBuf>,
) -> Result<(PathBuf, PathBuf), Error> {
    let source = |key: &str| {
        child
            .pointer(&format!("/spec/sourceRef/{key}"))
            .and_then(Value::as_str)
            .filter(|value| !value.is_empty())
    };
    let namespace = source("namespace")
        .or_else(|| child.pointer("/metadata/namespace").and_then(Value::as_str))
        .filter(|ns| !ns.is_empty())
        .map_or(String::new(), |ns| format!("{ns}/"));
    let source_ref = format!(
        "{}/{namespace}{}",
        source("kind").unwrap_or_default(),
        source("name").unwrap_or_default()
    );
    let root = local_sources
        .get(&source_ref)
        .ok_or_else(|| Error::MissingLocalSource {
            source_ref: source_ref.clone(),
            name: child
                .pointer("/metadata/name")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned(),
        })?;
    let path = child
        .pointer("/spec/path")
        .and_then(Value::as_str)
        .unwrap_or("./");
    Ok((root.clone(), root.join(path.trim_start_matches("./"))))
}

/// Orders sibling Kustomizations so that each comes after those it `dependsOn`; a cycle is an
/// error naming it. Siblings without dependencies keep their order.
fn order_by_dependencies(children: Vec<Value>, namespace: &str) -> Result<Vec<Value>, Error> {
    let key = |obj: &Value| {
        let ns = obj
            .pointer("/metadata/namespace")
            .and_then(Value::as_str)
            .unwrap_or(namespace);
        let name = obj
            .pointer("/metadata/name")
            .and_then(Value::as_str)
            .unwrap_or_default();
        format!("{ns}/{name}")
    };
    let keys: Vec<String> = children.iter().map(key).collect();
    let deps: Vec<Vec<usize>> = children
        .iter()
        .map(|child| {
            let own_ns = child
                .pointer("/metadata/namespace")
                .and_then(Value::as_str)
                .unwrap_or(namespace);
            child
                .pointer("/spec/dependsOn")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(|dep| {
                    let name = dep.get("name").and_then(Value::as_str)?;
                    let ns = dep
                        .get("namespace")
                        .and_then(Value::as_str)
                        .unwrap_or(own_ns);
                    keys.iter().position(|k| *k == format!("{ns}/{name}"))
                })
                .collect()
        })
        .collect();
    // 0 = unvisited, 1 = on the current path, 2 = done.
    let mut state = vec![0u8; children.len()];
    let mut order = Vec::with_capacity(children.len());
    fn visit(
        i: usize,
        deps: &[Vec<usize>],
        keys: &[String],
        state: &mut [u8],
        path: &mut Vec<usize>,
        order: &mut Vec<usize>,
    ) -> Result<(), Error> {
        match state[i] {
            2 => return Ok(()),
            1 => {
                let start = path.iter().position(|&p| p == i).unwrap_or(0);
                let mut cycle: Vec<&str> =
                    path[start..].iter().map(|&p| keys[p].as_str()).collect();
                cycle.push(&keys[i]);
                return Err(Error::DependencyCycle {
                    cycle: cycle.join(" -> "),
                });
            }
            _ => {}
        }
        state[i] = 1;
        path.push(i);
        for &dep in &deps[i] {
            visit(dep, deps, keys, state, path, order)?;
        }
        path.pop();
        state[i] = 2;
        order.push(i);
        Ok(())
    }
    for i in 0..children.len() {
        visit(i, &deps, &keys, &mut state, &mut Vec::new(), &mut order)?;
    }
    let mut slots: Vec<Option<Value>> = children.into_iter().map(Some).collect();
    Ok(order.into_iter().filter_map(|i| slots[i].take()).collect())
}

/// Prints objects as flux does: each document followed by a `---` line.
pub fn to_yaml(objects: &[Value]) -> String {
    objects
        .iter()
        .map(|obj| yaml::to_string(obj) + "---\n")
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn ks(name: &str, deps: &[&str]) -> Value {
        let deps: Vec<Value> = deps.iter().map(|d| json!({"name": d})).collect();
        json!({
            "apiVersion": "kustomize.toolkit.fluxcd.io/v1", "kind": "Kustomization",
            "metadata": {"name": name, "namespace": "flux-system"},
            "spec": {"dependsOn": deps}
        })
    }

    fn names(objs: &[Value]) -> Vec<&str> {
        objs.iter()
            .map(|o| o["metadata"]["name"].as_str().unwrap())
            .collect()
    }

    #[test]
    fn dependencies_come_first() {
        let ordered = order_by_dependencies(
            vec![
                ks("apps", &["infra"]),
                ks("infra", &["crds"]),
                ks("crds", &[]),
                ks("x", &[]),
            ],
            "flux-system",
        )
        .unwrap();
        assert_eq!(names(&ordered), ["crds", "infra", "apps", "x"]);
    }

    #[test]
    fn a_cycle_is_named() {
        let err = order_by_dependencies(vec![ks("a", &["b"]), ks("b", &["a"])], "flux-system")
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "dependency cycle between Kustomizations: flux-system/a -> flux-system/b -> flux-system/a"
        );
    }

    #[test]
    fn local_sources_map_to_the_spec_path() {
        let mut child = ks("apps", &[]);
        child["spec"]["sourceRef"] = json!({"kind": "GitRepository", "name": "fleet"});
        child["spec"]["path"] = json!("./apps/prod");
        let sources = BTreeMap::from([(
            "GitRepository/flux-system/fleet".to_owned(),
            PathBuf::from("/src/fleet"),
        )]);
        assert_eq!(
            local_path(&child, &sources).unwrap(),
            (
                PathBuf::from("/src/fleet"),
                PathBuf::from("/src/fleet/apps/prod")
            )
        );
        let err = local_path(&child, &BTreeMap::new()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cannot get local path for GitRepository/flux-system/fleet of kustomization apps"
        );
        // flux2 internal/build kustomizationPath: sourceRef.Namespace, else k.Namespace, and
        // CrossNamespaceSourceReference.String() leaves an empty namespace out.
        child["metadata"]
            .as_object_mut()
            .unwrap()
            .remove("namespace");
        let err = local_path(&child, &sources).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cannot get local path for GitRepository/fleet of kustomization apps"
        );
        let sources = BTreeMap::from([("GitRepository/fleet".to_owned(), PathBuf::from("/f"))]);
        assert_eq!(local_path(&child, &sources).unwrap().0, PathBuf::from("/f"));
    }
}
