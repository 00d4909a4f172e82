//! Every real-world Flux repository of the shared conformance set rendered recursively from its
//! cluster entry points, the way a pull-request job would: no error, objects out, and every Flux
//! Kustomization in the repository reached.
//!
//! The repositories are read from the shared set at test time (`FLUXR_SHARED`, or `shared` next
//! to the checkout).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluxr::build::{self, Options};
use fluxr::kustomize::fs::RealFs;
use serde_json::{Value, json};

/// Finds the shared reference: `FLUXR_SHARED`, or `shared` next to the checkout (or next to the
/// directory of worktrees).
fn shared_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("FLUXR_SHARED") {
        return PathBuf::from(dir);
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    [root.join("../shared"), root.join("../../shared")]
        .into_iter()
        .find(|p| p.join("conformance").is_dir())
        .unwrap_or_else(|| {
            panic!("the shared reference is missing: set FLUXR_SHARED or check it out in ../shared")
        })
}

/// Where each repository's clusters start, relative to its tree: the directories a cluster's
/// `flux-system` Kustomization points at.
const ENTRY_POINTS: [(&str, &[&str]); 4] = [
    (
        "fluxcd+flux2-kustomize-helm-example",
        &["clusters/production", "clusters/staging"],
    ),
    (
        "fluxcd+flux2-multi-tenancy",
        &["clusters/production", "clusters/staging"],
    ),
    // The hub's Kustomizations deploy to the spoke clusters.
    ("fluxcd+flux2-hub-spoke-example", &["hub"]),
    ("onedr0p+home-ops", &["kubernetes/flux/cluster"]),
];

fn is_flux_kustomization(doc: &Value) -> bool {
    doc.get("kind").and_then(Value::as_str) == Some("Kustomization")
        && doc
            .get("apiVersion")
            .and_then(Value::as_str)
            .is_some_and(|v| v.starts_with("kustomize.toolkit.fluxcd.io/"))
}

/// Every YAML document under `dir`, skipping files that are not YAML manifests.
fn documents(dir: &Path, out: &mut Vec<Value>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            documents(&path, out);
        } else if path
            .extension()
            .is_some_and(|ext| ext == "yaml" || ext == "yml")
        {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            if let Ok(docs) = fluxr::yaml::parse_stream(&text) {
                out.extend(docs);
            }
        }
    }
}

/// `Kind/namespace/name` of every source the repository's Kustomizations use. The repository
/// itself and the artifacts generated from its directories map into the tree; sources from
/// elsewhere (another repository, an OCI artifact) map to a directory that has the paths the
/// Kustomizations (and the patches to them) name, empty.
fn local_sources(
    tree: &Path,
    kustomizations: &[Value],
    elsewhere: &Path,
) -> BTreeMap<String, PathBuf> {
    let mut out = BTreeMap::new();
    for ks in kustomizations {
        if let Some(path) = ks.pointer("/spec/path").and_then(Value::as_str) {
            std::fs::create_dir_all(elsewhere.join(path)).unwrap();
        }
        let text = |p: &str| ks.pointer(p).and_then(Value::as_str).unwrap_or_default();
        let namespace = match text("/spec/sourceRef/namespace") {
            "" => text("/metadata/namespace"),
            ns => ns,
        };
        let (kind, name) = (text("/spec/sourceRef/kind"), text("/spec/sourceRef/name"));
        let path = match (kind, name) {
            ("GitRepository", "flux-system") => tree.to_path_buf(),
            // ArtifactGenerator copies these directories of the repository to the artifact root.
            ("ExternalArtifact", name) if tree.join(name).is_dir() => tree.join(name),
            _ => elsewhere.to_path_buf(),
        };
        out.insert(format!("{kind}/{namespace}/{name}"), path);
    }
    out
}

fn key(obj: &Value) -> (String, String) {
    let text = |p: &str| obj.pointer(p).and_then(Value::as_str).unwrap_or_default();
    (
        text("/metadata/namespace").to_owned(),
        text("/metadata/name").to_owned(),
    )
}

#[test]
fn real_world_repositories_render_recursively_from_their_clusters() {
    let set = shared_dir().join("conformance/kustomize/realworld");
    let elsewhere = tempfile::tempdir().unwrap();
    let mut listed: BTreeSet<String> = BTreeSet::new();
    for (repo, entries) in ENTRY_POINTS {
        let tree = set.join(repo).join("tree");
        let mut docs = Vec::new();
        documents(&tree, &mut docs);
        let in_repo: Vec<Value> = docs.into_iter().filter(is_flux_kustomization).collect();
        assert!(!in_repo.is_empty(), "{repo} has no Flux Kustomization");
        let sources = local_sources(&tree, &in_repo, elsewhere.path());
        let mut reached: BTreeSet<(String, String)> = BTreeSet::new();
        for entry in entries {
            let root = json!({
                "apiVersion": "kustomize.toolkit.fluxcd.io/v1",
                "kind": "Kustomization",
                "metadata": {"name": "flux-system", "namespace": "flux-system"},
                "spec": {
                    "path": format!("./{entry}"),
                    "prune": true,
                    "sourceRef": {"kind": "GitRepository", "name": "flux-system"}
                }
            });
            let opts = Options {
                name: "flux-system".into(),
                namespace: "flux-system".into(),
                path: tree.join(entry),
                recursive: true,
                local_sources: sources.clone(),
                ..Options::default()
            };
            let objects = build::build(&RealFs, &root, &opts, &build::engine)
                .unwrap_or_else(|err| panic!("{repo} {entry}: {:#}", anyhow::Error::from(err)));
            let children: Vec<&Value> = objects
                .iter()
                .filter(|o| is_flux_kustomization(o))
                .collect();
            assert!(
                objects.len() > children.len(),
                "{repo} {entry}: no objects besides Kustomizations"
            );
            // Every object carries the labels of the Kustomization that rendered it.
            for obj in &objects {
                let labels = &obj["metadata"]["labels"];
                assert!(
                    labels["kustomize.toolkit.fluxcd.io/name"].is_string(),
                    "{repo} {entry}: {obj}"
                );
            }
            reached.extend(children.iter().map(|ks| key(ks)));
        }
        let missing: Vec<(String, String)> = in_repo
            .iter()
            .map(key)
            // A manifest without a namespace gets it from the kustomization that lists it.
            .filter(|(ns, name)| {
                !reached
                    .iter()
                    .any(|(rns, rname)| rname == name && (ns.is_empty() || rns == ns))
            })
            .collect();
        assert!(
            missing.is_empty(),
            "{repo}: Kustomizations not reached from {entries:?}: {missing:?}"
        );
        listed.insert(repo.to_owned());
    }
    // A repository with Flux Kustomizations added to the set must get its entry points here.
    for entry in std::fs::read_dir(&set).unwrap() {
        let dir = entry.unwrap().path();
        let mut docs = Vec::new();
        documents(&dir.join("tree"), &mut docs);
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        if docs.iter().any(is_flux_kustomization) {
            assert!(listed.contains(&name), "{name}: no entry points listed");
        }
    }
}
