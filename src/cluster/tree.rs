//! flux's `tree`: what a Kustomization applied, recursing into the Kustomizations and
//! HelmReleases it applied, and what an ArtifactGenerator generated; printed as a tree or as
//! JSON or YAML in flux's shapes.

use serde_json::{Map, Value, json};

use super::inventory::{self, ObjMetadata};
use super::kinds;
use super::objects::{self, text};
use crate::kube::Cluster;

/// One node: an object and what it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tree {
    pub resource: ObjMetadata,
    pub resources: Vec<Tree>,
}

/// Why the tree could not be built.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0} name is required")]
    NameRequired(&'static str),
    #[error("accepts 1 arg(s), received {0}")]
    Args(usize),
    #[error("failed to find object")]
    Child(#[source] objects::Error),
    #[error(transparent)]
    Inventory(#[from] inventory::Error),
    #[error(transparent)]
    Objects(#[from] objects::Error),
}

/// The group of the Flux kinds `--compact` keeps.
const COMPACT_GROUP: &str = "toolkit.fluxcd.io";

impl Tree {
    fn new(resource: ObjMetadata) -> Tree {
        Tree {
            resource,
            resources: Vec::new(),
        }
    }

    fn add(&mut self, resource: ObjMetadata) -> &mut Tree {
        self.resources.push(Tree::new(resource));
        self.resources.last_mut().expect("just added")
    }

    /// The tree as text: the root, then each object under it with `├── `/`└── ` and the
    /// indentation of its depth.
    pub fn print(&self) -> String {
        let mut out = format!("{}\n", self.resource);
        print_items(&self.resources, &mut Vec::new(), &mut out);
        out
    }

    /// flux's JSON shape of the tree (cli-utils' `ObjMetadata` fields as Go names them).
    pub fn to_json(&self) -> Value {
        let mut node = Map::new();
        node.insert(
            "resource".to_owned(),
            json!({
                "Namespace": self.resource.namespace,
                "Name": self.resource.name,
                "GroupKind": {"Group": self.resource.group, "Kind": self.resource.kind},
            }),
        );
        if !self.resources.is_empty() {
            node.insert(
                "resources".to_owned(),
                Value::Array(self.resources.iter().map(Tree::to_json).collect()),
            );
        }
        Value::Object(node)
    }

    /// The YAML flux writes: the JSON shape with every map's keys sorted.
    pub fn to_yaml(&self) -> String {
        crate::yaml::to_string(&sorted(&self.to_json()))
    }
}

fn print_items(items: &[Tree], spaces: &mut Vec<bool>, out: &mut String) {
    for (i, item) in items.iter().enumerate() {
        let last = i + 1 == items.len();
        let prefix: String = spaces
            .iter()
            .map(|space| if *space { "    " } else { "│   " })
            .collect();
        out.push_str(&prefix);
        out.push_str(if last { "└── " } else { "├── " });
        out.push_str(&item.resource.to_string());
        out.push('\n');
        if !item.resources.is_empty() {
            spaces.push(last);
            print_items(&item.resources, spaces, out);
            spaces.pop();
        }
    }
}

/// A value with the keys of every map in lexical order, as Go's YAML marshalling sorts them.
fn sorted(value: &Value) -> Value {
    match value {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            Value::Object(
                keys.into_iter()
                    .map(|k| (k.clone(), sorted(&map[k])))
                    .collect(),
            )
        }
        Value::Array(items) => Value::Array(items.iter().map(sorted).collect()),
        other => other.clone(),
    }
}

/// `tree kustomization NAME`.
pub fn kustomization(
    cluster: &Cluster,
    namespace: &str,
    name: &str,
    compact: bool,
) -> Result<Tree, Error> {
    let ks = objects::get(cluster, kinds::KUSTOMIZATION, namespace, name)?;
    let mut tree = Tree::new(ObjMetadata {
        namespace: objects::namespace(&ks).to_owned(),
        name: objects::name(&ks).to_owned(),
        group: kinds::KUSTOMIZATION.group.to_owned(),
        kind: kinds::KUSTOMIZATION.kind.to_owned(),
    });
    add_inventory(cluster, &mut tree, &ks, compact)?;
    Ok(tree)
}

/// flux's `treeKustomization`: each inventory entry (but the Kustomization itself), a
/// HelmRelease's objects under it, a Kustomization's own inventory under it.
fn add_inventory(
    cluster: &Cluster,
    tree: &mut Tree,
    item: &Value,
    compact: bool,
) -> Result<(), Error> {
    let keep = |meta: &ObjMetadata| !compact || meta.group.contains(COMPACT_GROUP);
    let namespace = objects::namespace(item);
    let name = objects::name(item);
    // A Kustomization that applies to another cluster: its children live there.
    let remote = item
        .pointer("/spec/kubeConfig")
        .is_some_and(|v| !v.is_null());
    for entry in inventory::kustomization_entries(item)? {
        if !keep(&entry) {
            continue;
        }
        if entry.is(kinds::KUSTOMIZATION) && entry.namespace == namespace && entry.name == name {
            continue;
        }
        let node = tree.add(entry.clone());
        if entry.is(kinds::HELM_RELEASE) {
            for object in inventory::helm_release_objects(cluster, &entry.namespace, &entry.name)? {
                if keep(&object) {
                    node.add(object);
                }
            }
        }
        if entry.is(kinds::KUSTOMIZATION) && !remote {
            let child = objects::get(cluster, kinds::KUSTOMIZATION, &entry.namespace, &entry.name)
                .map_err(Error::Child)?;
            add_inventory(cluster, node, &child, compact)?;
        }
    }
    Ok(())
}

/// `tree artifact generator NAME`: the ExternalArtifacts of its inventory.
pub fn artifact_generator(cluster: &Cluster, namespace: &str, name: &str) -> Result<Tree, Error> {
    let generator = objects::get(cluster, kinds::ARTIFACT_GENERATOR, namespace, name)?;
    let mut tree = Tree::new(ObjMetadata {
        namespace: objects::namespace(&generator).to_owned(),
        name: objects::name(&generator).to_owned(),
        group: kinds::ARTIFACT_GENERATOR.group.to_owned(),
        kind: kinds::ARTIFACT_GENERATOR.kind.to_owned(),
    });
    for artifact in generator
        .pointer("/status/inventory")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        tree.add(ObjMetadata {
            namespace: text(artifact, "/namespace").to_owned(),
            name: text(artifact, "/name").to_owned(),
            group: kinds::EXTERNAL_ARTIFACT.group.to_owned(),
            kind: kinds::EXTERNAL_ARTIFACT.kind.to_owned(),
        });
    }
    Ok(tree)
}

/// How a tree is printed: flux's `-o json|yaml`, anything else as text.
pub fn render(tree: &Tree, output: &str) -> String {
    match output {
        "json" => format!(
            "{}\n",
            serde_json::to_string_pretty(&tree.to_json()).unwrap_or_default()
        ),
        "yaml" => format!("{}\n", tree.to_yaml()),
        _ => format!("{}\n", tree.print()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(id: &str) -> ObjMetadata {
        ObjMetadata::parse(id).unwrap()
    }

    fn sample() -> Tree {
        let mut root = Tree::new(meta(
            "flux-system_flux-system_kustomize.toolkit.fluxcd.io_Kustomization",
        ));
        root.add(meta("_flux-system__Namespace"));
        let infra = root.add(meta(
            "flux-system_infrastructure_kustomize.toolkit.fluxcd.io_Kustomization",
        ));
        infra.add(meta("_cert-manager__Namespace"));
        infra.add(meta(
            "cert-manager_cert-manager_source.toolkit.fluxcd.io_HelmRepository",
        ));
        root.add(meta(
            "flux-system_flux-system_source.toolkit.fluxcd.io_GitRepository",
        ));
        root
    }

    #[test]
    fn trees_print_like_flux() {
        assert_eq!(
            render(&sample(), ""),
            "Kustomization/flux-system/flux-system\n\
             ├── Namespace/flux-system\n\
             ├── Kustomization/flux-system/infrastructure\n\
             │   ├── Namespace/cert-manager\n\
             │   └── HelmRepository/cert-manager/cert-manager\n\
             └── GitRepository/flux-system/flux-system\n\n"
        );
    }

    #[test]
    fn trees_as_json_and_yaml() {
        let mut root = Tree::new(meta(
            "apps_podinfo_kustomize.toolkit.fluxcd.io_Kustomization",
        ));
        root.add(meta("_apps__Namespace"));
        assert_eq!(
            render(&root, "json"),
            "{\n  \"resource\": {\n    \"Namespace\": \"apps\",\n    \"Name\": \"podinfo\",\n    \
             \"GroupKind\": {\n      \"Group\": \"kustomize.toolkit.fluxcd.io\",\n      \"Kind\": \
             \"Kustomization\"\n    }\n  },\n  \"resources\": [\n    {\n      \"resource\": {\n        \
             \"Namespace\": \"\",\n        \"Name\": \"apps\",\n        \"GroupKind\": {\n          \
             \"Group\": \"\",\n          \"Kind\": \"Namespace\"\n        }\n      }\n    }\n  ]\n}\n"
        );
        assert_eq!(
            render(&root, "yaml"),
            "resource:\n  GroupKind:\n    Group: kustomize.toolkit.fluxcd.io\n    Kind: Kustomization\n  \
             Name: podinfo\n  Namespace: apps\nresources:\n- resource:\n    GroupKind:\n      Group: \"\"\n      \
             Kind: Namespace\n    Name: apps\n    Namespace: \"\"\n\n"
        );
    }
}
