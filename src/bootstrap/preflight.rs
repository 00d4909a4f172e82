//! What can be known before the first push is checked before it, so that a run that cannot
//! finish leaves nothing half-done in the user's repository: the paths fluxr writes, the
//! kustomization file of the cluster's directory, what the commit builds to, and the
//! components (with their CRDs) a run would drop.

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

use crate::kustomize::load::KUSTOMIZATION_FILE_NAMES;

/// A path fluxr must write that the repository does not let it write.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot write \"{path}\" in the repository")]
pub struct PathClash {
    pub path: String,
    #[source]
    pub reason: Obstacle,
}

/// What stands in the way of a path, at the leading part of it that is shown.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Obstacle {
    #[error("\"{0}\" is a symbolic link")]
    SymbolicLink(String),
    #[error("\"{0}\" is a directory")]
    Directory(String),
    #[error("\"{0}\" is a file, not a directory")]
    File(String),
}

/// Checks that every file of `paths` (slash-separated, relative to `root`) can be written as
/// a regular file: each existing parent is a real directory and the file itself, if it exists,
/// is a regular file. Symbolic links are refused, since writing through one could leave the
/// checkout.
pub fn check_writable(root: &Path, paths: &[&str]) -> Result<(), PathClash> {
    for path in paths {
        let clash = |reason: Obstacle| PathClash {
            path: (*path).to_owned(),
            reason,
        };
        let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        let mut current = root.to_path_buf();
        for (index, segment) in segments.iter().enumerate() {
            current.push(segment);
            let shown = segments[..=index].join("/");
            let last = index + 1 == segments.len();
            let Ok(metadata) = std::fs::symlink_metadata(&current) else {
                // Nothing there: the rest is created.
                break;
            };
            let kind = metadata.file_type();
            if kind.is_symlink() {
                return Err(clash(Obstacle::SymbolicLink(shown)));
            }
            if last && kind.is_dir() {
                return Err(clash(Obstacle::Directory(shown)));
            }
            if !last && !kind.is_dir() {
                return Err(clash(Obstacle::File(shown)));
            }
        }
    }
    Ok(())
}

/// Several kustomization files in one directory: kustomize refuses to build it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "\"{dir}\" holds several kustomization files ({}): kustomize cannot build it, keep one of them",
    .files.join(", ")
)]
pub struct SeveralKustomizations {
    pub dir: String,
    pub files: Vec<String>,
}

/// The kustomization file of `dir` under any name kustomize recognises, `None` when there is
/// none; `exists` tells whether a slash-separated path relative to the repository root exists.
pub fn kustomization_file(
    dir: &str,
    exists: impl Fn(&str) -> bool,
) -> Result<Option<String>, SeveralKustomizations> {
    let found: Vec<String> = KUSTOMIZATION_FILE_NAMES
        .iter()
        .filter(|name| {
            exists(&if dir.is_empty() {
                (*name).to_string()
            } else {
                format!("{dir}/{name}")
            })
        })
        .map(|name| (*name).to_owned())
        .collect();
    match found.len() {
        0 => Ok(None),
        1 => Ok(found.into_iter().next()),
        _ => Err(SeveralKustomizations {
            dir: if dir.is_empty() {
                ".".to_owned()
            } else {
                dir.to_owned()
            },
            files: found,
        }),
    }
}

/// What the commit's build lacks for the cluster to keep running Flux.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "the kustomization of \"{dir}\" does not include {what}: it must list gotk-components.yaml \
     and gotk-sync.yaml, or the cluster would prune Flux"
)]
pub struct NotInBuild {
    pub dir: String,
    pub what: String,
}

/// The GitRepository and Kustomization `<namespace>/<name>` of the commit's build, after
/// checking that the build also holds every component's Deployment.
pub fn sync_objects(
    objects: &[Value],
    dir: &str,
    namespace: &str,
    name: &str,
    components: &[String],
) -> Result<(Value, Value), NotInBuild> {
    let find = |kind: &str, namespace: &str, name: &str| {
        objects
            .iter()
            .find(|object| {
                object["kind"] == kind
                    && object.pointer("/metadata/name").and_then(Value::as_str) == Some(name)
                    && object
                        .pointer("/metadata/namespace")
                        .and_then(Value::as_str)
                        == Some(namespace)
            })
            .cloned()
    };
    let missing = |what: String| NotInBuild {
        dir: if dir.is_empty() {
            ".".to_owned()
        } else {
            dir.to_owned()
        },
        what,
    };
    for component in components {
        if find("Deployment", namespace, component).is_none() {
            return Err(missing(format!(
                "the Deployment \"{namespace}/{component}\""
            )));
        }
    }
    let repository = find("GitRepository", namespace, name)
        .ok_or_else(|| missing(format!("the GitRepository \"{namespace}/{name}\"")))?;
    let kustomization = find("Kustomization", namespace, name)
        .ok_or_else(|| missing(format!("the Kustomization \"{namespace}/{name}\"")))?;
    Ok((repository, kustomization))
}

/// A component the new manifests no longer carry, with the kinds its CRDs serve: pruning the
/// CRDs deletes every object of those kinds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dropped {
    pub component: String,
    /// `Kind (group)`, sorted.
    pub kinds: Vec<String>,
}

/// The components whose CRDs are in `old` (the repository's component manifests) but that are
/// not among `kept` (this run's components), by the component label the manifests carry.
pub fn dropped_components(old: &[Value], kept: &[String]) -> Vec<Dropped> {
    let mut dropped: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for crd in old
        .iter()
        .filter(|object| object["kind"] == "CustomResourceDefinition")
    {
        let Some(component) = crd
            .pointer("/metadata/labels/app.kubernetes.io~1component")
            .and_then(Value::as_str)
        else {
            continue;
        };
        if kept.iter().any(|kept| kept == component) {
            continue;
        }
        let text = |pointer: &str| crd.pointer(pointer).and_then(Value::as_str);
        let kind = text("/spec/names/kind")
            .or_else(|| text("/metadata/name"))
            .unwrap_or_default();
        let group = text("/spec/group").unwrap_or_default();
        dropped
            .entry(component.to_owned())
            .or_default()
            .push(format!("{kind} ({group})"));
    }
    dropped
        .into_iter()
        .map(|(component, mut kinds)| {
            kinds.sort();
            Dropped { component, kinds }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn files_parents_and_links_in_the_way_are_clashes() {
        let root = tempfile::tempdir().unwrap();
        let path = root.path();
        std::fs::write(path.join("clusters"), "a file").unwrap();
        let err = check_writable(path, &["clusters/prod/flux-system/gotk-sync.yaml"]).unwrap_err();
        // As the user sees it, with its cause.
        assert_eq!(
            format!("{:#}", anyhow::Error::new(err)),
            "cannot write \"clusters/prod/flux-system/gotk-sync.yaml\" in the repository: \
             \"clusters\" is a file, not a directory"
        );
        std::fs::create_dir_all(path.join("a/flux-system/gotk-sync.yaml")).unwrap();
        let err = check_writable(path, &["a/flux-system/gotk-sync.yaml"]).unwrap_err();
        assert!(err.reason.to_string().ends_with("is a directory"), "{err}");
        std::os::unix::fs::symlink("/tmp", path.join("b")).unwrap();
        let err = check_writable(path, &["b/flux-system/x.yaml"]).unwrap_err();
        assert_eq!(err.reason.to_string(), "\"b\" is a symbolic link");
        std::fs::create_dir_all(path.join("c/flux-system")).unwrap();
        std::fs::write(path.join("c/flux-system/gotk-sync.yaml"), "").unwrap();
        assert_eq!(
            check_writable(path, &["c/flux-system/gotk-sync.yaml", "d/new.yaml"]),
            Ok(())
        );
    }

    #[test]
    fn one_kustomization_file_under_any_name_is_the_users() {
        let none = |_: &str| false;
        assert_eq!(kustomization_file("flux-system", none), Ok(None));
        let yml = |path: &str| path == "flux-system/kustomization.yml";
        assert_eq!(
            kustomization_file("flux-system", yml),
            Ok(Some("kustomization.yml".to_owned()))
        );
        let root = |path: &str| path == "Kustomization";
        assert_eq!(
            kustomization_file("", root),
            Ok(Some("Kustomization".to_owned()))
        );
        let both = |path: &str| path.starts_with("flux-system/kustomization.");
        assert_eq!(
            kustomization_file("flux-system", both)
                .unwrap_err()
                .to_string(),
            "\"flux-system\" holds several kustomization files (kustomization.yaml, \
             kustomization.yml): kustomize cannot build it, keep one of them"
        );
    }

    fn crd(name: &str, component: &str, kind: &str, group: &str) -> Value {
        json!({
            "apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition",
            "metadata": {"name": name, "labels": {"app.kubernetes.io/component": component}},
            "spec": {"group": group, "names": {"kind": kind}},
        })
    }

    #[test]
    fn dropped_components_are_named_with_their_kinds() {
        let helm = crd(
            "helmreleases.helm.toolkit.fluxcd.io",
            "helm-controller",
            "HelmRelease",
            "helm.toolkit.fluxcd.io",
        );
        let git = crd(
            "gitrepositories.source.toolkit.fluxcd.io",
            "source-controller",
            "GitRepository",
            "source.toolkit.fluxcd.io",
        );
        let policy = crd(
            "imagepolicies.image.toolkit.fluxcd.io",
            "image-reflector-controller",
            "ImagePolicy",
            "image.toolkit.fluxcd.io",
        );
        let repository = crd(
            "imagerepositories.image.toolkit.fluxcd.io",
            "image-reflector-controller",
            "ImageRepository",
            "image.toolkit.fluxcd.io",
        );
        let old = [helm, git, repository, policy];
        let kept = |names: &[&str]| names.iter().map(|n| (*n).to_owned()).collect::<Vec<_>>();
        assert_eq!(
            dropped_components(&old, &kept(&["source-controller"])),
            [
                Dropped {
                    component: "helm-controller".into(),
                    kinds: vec!["HelmRelease (helm.toolkit.fluxcd.io)".into()],
                },
                Dropped {
                    component: "image-reflector-controller".into(),
                    kinds: vec![
                        "ImagePolicy (image.toolkit.fluxcd.io)".into(),
                        "ImageRepository (image.toolkit.fluxcd.io)".into()
                    ],
                },
            ]
        );
        let all = kept(&[
            "source-controller",
            "helm-controller",
            "image-reflector-controller",
        ]);
        assert!(dropped_components(&old, &all).is_empty());
    }

    #[test]
    fn the_build_must_keep_flux() {
        let objects = [
            json!({"kind": "Deployment", "metadata": {"name": "source-controller", "namespace": "flux-system"}}),
            json!({"kind": "GitRepository", "metadata": {"name": "flux-system", "namespace": "flux-system"}}),
            json!({"kind": "Kustomization", "metadata": {"name": "flux-system", "namespace": "flux-system"}}),
        ];
        let components = ["source-controller".to_owned()];
        let (repository, _) = sync_objects(
            &objects,
            "flux-system",
            "flux-system",
            "flux-system",
            &components,
        )
        .unwrap();
        assert_eq!(repository["kind"], "GitRepository");
        let err = sync_objects(
            &objects[..1],
            "clusters/prod/flux-system",
            "flux-system",
            "flux-system",
            &components,
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "the kustomization of \"clusters/prod/flux-system\" does not include the \
             GitRepository \"flux-system/flux-system\": it must list gotk-components.yaml and \
             gotk-sync.yaml, or the cluster would prune Flux"
        );
        let more = ["source-controller".to_owned(), "helm-controller".to_owned()];
        let err = sync_objects(&objects, "x", "flux-system", "flux-system", &more).unwrap_err();
        assert_eq!(err.what, "the Deployment \"flux-system/helm-controller\"");
    }
}
