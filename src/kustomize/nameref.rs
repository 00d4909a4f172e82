//! Name references: after names changed (prefix, suffix, hash, namespace, patches), fields that
//! refer to an object by its old name get its new name, as kustomize's `FixBackReferences` does.
//!
//! Candidates are found through an index by previous name, so the pass is linear in the number
//! of references rather than quadratic in the number of resources.

use crate::kustomize::{FastMap as HashMap, FastSet as HashSet};

use serde_json::Value;

use super::fieldspec::{self, NameBackRef};
use super::resource::{self, ResId};

/// A reference that could not be resolved.
#[derive(Debug, thiserror::Error)]
pub enum NameRefError {
    #[error(
        "updating name reference in '{path}' field of '{referrer}': found multiple possible \
         referrals: {candidates}"
    )]
    Ambiguous {
        path: String,
        referrer: String,
        candidates: String,
    },
    #[error(
        "updating name reference in '{path}' field of '{referrer}': path config error; no 'name' field in node"
    )]
    NoNameField { path: String, referrer: String },
    #[error("updating name reference in '{path}' field of '{referrer}': {message}")]
    BadNode {
        path: String,
        referrer: String,
        message: String,
    },
    #[error("Invalid Input: namespace is blank for resource \"{id}\"")]
    BlankNamespace { id: String },
    #[error(transparent)]
    FieldSpec(#[from] fieldspec::Error),
}

/// A RoleBinding's service account subject whose namespace is there but not a string is an
/// error in kustomize, whether or not anything was renamed.
fn check_binding_subjects(obj: &Value) -> Result<(), NameRefError> {
    if resource::kind(obj) == "RoleBinding"
        && let Some(Value::Array(subjects)) = resource::get(obj, "subjects")
    {
        for subject in subjects {
            let (Some(namespace), Some(kind)) = (subject.get("namespace"), subject.get("kind"))
            else {
                continue;
            };
            if kind.as_str() == Some("ServiceAccount") && !namespace.is_string() {
                return Err(NameRefError::BlankNamespace {
                    id: ResId::of(obj).to_string(),
                });
            }
        }
    }
    Ok(())
}

/// What the fixer needs to know of each resource, taken before any referrer changes. Strings
/// only where the resource's own are needed (it is taken of every resource of a build).
struct Snapshot {
    current: ResId,
    cluster_scoped: bool,
    original_cluster_scoped: bool,
    previous: Vec<ResId>,
    /// The prefixes and suffixes annotations as written, outermost last.
    prefixes: String,
    suffixes: String,
}

impl Snapshot {
    fn of(obj: &Value) -> Self {
        let current = ResId::of(obj);
        let previous = resource::previous_ids(obj);
        let cluster_scoped = current.is_cluster_scoped();
        Self {
            cluster_scoped,
            // A previous id may also carry the marker as its namespace.
            original_cluster_scoped: previous.first().map_or(cluster_scoped, |id| {
                id.effective_namespace() == resource::NOT_A_NAMESPACE
            }),
            current,
            previous,
            prefixes: resource::name_prefixes(obj),
            suffixes: resource::name_suffixes(obj),
        }
    }

    /// [`ResId::effective_namespace`], its scope judged once.
    fn effective_namespace(&self) -> &str {
        effective(self.cluster_scoped, &self.current.namespace)
    }

    fn original_effective_namespace(&self) -> &str {
        let original = self.previous.first().unwrap_or(&self.current);
        effective(self.original_cluster_scoped, &original.namespace)
    }
}

fn effective(cluster_scoped: bool, namespace: &str) -> &str {
    if cluster_scoped {
        resource::NOT_A_NAMESPACE
    } else if namespace.is_empty() {
        "default"
    } else {
        namespace
    }
}

/// Whether two affix lists end the same way (an empty list matches only an empty one).
fn same_ending(a: &str, b: &str) -> bool {
    fn list(text: &str) -> Vec<&str> {
        if text.is_empty() {
            Vec::new()
        } else {
            text.split(',').collect()
        }
    }
    let (a, b) = (list(a), list(b));
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if short.is_empty() {
        return long.is_empty();
    }
    long[long.len() - short.len()..] == *short
}

fn affixes_equal(a: &Snapshot, b: &Snapshot, allow_empty: bool) -> bool {
    if allow_empty {
        let prefixes =
            a.prefixes.is_empty() || b.prefixes.is_empty() || same_ending(&a.prefixes, &b.prefixes);
        let suffixes =
            a.suffixes.is_empty() || b.suffixes.is_empty() || same_ending(&a.suffixes, &b.suffixes);
        prefixes && suffixes
    } else {
        same_ending(&a.prefixes, &b.prefixes) && same_ending(&a.suffixes, &b.suffixes)
    }
}

/// The field being fixed: which kind it refers to and where it is.
#[derive(Clone, Copy)]
struct Query<'q> {
    target: &'q NameBackRef,
    is_role_ref: bool,
    path: &'q str,
}

struct Fixer<'a> {
    snapshots: &'a [Snapshot],
    by_previous_name: HashMap<&'a str, Vec<usize>>,
    by_original_namespace: HashMap<&'a str, Vec<usize>>,
}

/// One referrer being fixed, with what its candidates are judged against.
struct Referrer<'a> {
    snapshot: &'a Snapshot,
    /// Namespaces of the service accounts a RoleBinding names.
    binding_namespaces: HashSet<String>,
    /// Group and kind from `roleRef`, for `roleRef/name` fields.
    role_ref: Option<(String, String)>,
}

impl<'a> Fixer<'a> {
    /// Whether kustomize's `SubsetThatCouldBeReferencedByResource` holds the candidate.
    fn in_subset(&self, referrer: &Referrer, candidate: usize) -> bool {
        let r = referrer.snapshot;
        let c = &self.snapshots[candidate];
        r.cluster_scoped
            || c.cluster_scoped
            || c.effective_namespace() == r.effective_namespace()
            || referrer.binding_namespaces.contains(&c.current.namespace)
    }

    fn select(
        &self,
        referrer: &Referrer,
        query: &Query,
        old_name: &str,
        pool: Option<&HashSet<usize>>,
        compare_namespaces: bool,
    ) -> Result<Option<usize>, NameRefError> {
        let Query {
            target,
            is_role_ref,
            path,
        } = *query;
        let Some(named) = self.by_previous_name.get(old_name) else {
            return Ok(None);
        };
        let r = referrer.snapshot;
        let mut candidates: Vec<usize> = named
            .iter()
            .copied()
            .filter(|&c| pool.is_none_or(|p| p.contains(&c)))
            .filter(|&c| self.in_subset(referrer, c))
            .filter(|&c| {
                self.snapshots[c]
                    .previous
                    .iter()
                    .any(|id| id.gvk_selected_by(&target.group, &target.version, &target.kind))
            })
            .filter(|&c| match (&referrer.role_ref, is_role_ref) {
                (Some((group, kind)), true) => self.snapshots[c]
                    .previous
                    .iter()
                    .any(|id| id.gvk_selected_by(group, "", kind)),
                _ => true,
            })
            .filter(|&c| {
                let c = &self.snapshots[c];
                r.cluster_scoped
                    || c.cluster_scoped
                    || c.current.kind == "ServiceAccount"
                    || c.effective_namespace() == r.effective_namespace()
            })
            .collect();
        if candidates.len() == 1 {
            return Ok(Some(candidates[0]));
        }
        for allow_empty in [true, false] {
            candidates.retain(|&c| affixes_equal(&self.snapshots[c], r, allow_empty));
            if candidates.len() == 1 {
                return Ok(Some(candidates[0]));
            }
        }
        let Some(&first) = candidates.first() else {
            return Ok(None);
        };
        let first_id = &self.snapshots[first].current;
        let identical = candidates.iter().all(|&c| {
            let id = &self.snapshots[c].current;
            id.name == first_id.name && (!compare_namespaces || id.namespace == first_id.namespace)
        });
        if identical {
            return Ok(Some(first));
        }
        let ids: Vec<String> = candidates
            .iter()
            .map(|&c| self.snapshots[c].current.to_string())
            .collect();
        Err(NameRefError::Ambiguous {
            path: path.to_owned(),
            referrer: r.current.to_string(),
            candidates: format!("[{}]", ids.join(" ")),
        })
    }

    /// Candidates for a `{name, namespace}` map: those originally in that namespace, else those
    /// now in it.
    fn namespace_pool(&self, referrer: &Referrer, namespace: &str) -> HashSet<usize> {
        if let Some(original) = self.by_original_namespace.get(namespace) {
            let pool: HashSet<usize> = original
                .iter()
                .copied()
                .filter(|&c| self.in_subset(referrer, c))
                .collect();
            if !pool.is_empty() {
                return pool;
            }
        }
        self.snapshots
            .iter()
            .enumerate()
            .filter(|(_, s)| !s.cluster_scoped && s.effective_namespace() == namespace)
            .map(|(i, _)| i)
            .filter(|&c| self.in_subset(referrer, c))
            .collect()
    }

    fn fix_node(
        &self,
        referrer: &Referrer,
        target: &NameBackRef,
        path: &str,
        node: &mut Value,
        in_sequence: bool,
    ) -> Result<(), NameRefError> {
        let query = Query {
            target,
            is_role_ref: path.ends_with("roleRef/name"),
            path,
        };
        match node {
            Value::Null => Ok(()),
            Value::String(old) => {
                let chosen = self.select(referrer, &query, old, None, false)?;
                if let Some(c) = chosen {
                    let new_name = &self.snapshots[c].current.name;
                    if new_name != old {
                        *old = new_name.clone();
                    }
                }
                Ok(())
            }
            Value::Object(map) => {
                let Some(old) = resource::field(map, "name") else {
                    return Err(NameRefError::NoNameField {
                        path: path.to_owned(),
                        referrer: referrer.snapshot.current.to_string(),
                    });
                };
                let old = match old {
                    Value::String(s) => s.clone(),
                    Value::Null => String::new(),
                    other => other.to_string(),
                };
                let pool = match resource::field(map, "namespace") {
                    Some(ns) => {
                        let ns = match ns {
                            Value::String(s) => s.clone(),
                            Value::Null => String::new(),
                            other => other.to_string(),
                        };
                        Some(self.namespace_pool(referrer, &ns))
                    }
                    None => None,
                };
                let chosen = self.select(referrer, &query, &old, pool.as_ref(), true)?;
                let Some(c) = chosen else { return Ok(()) };
                let id = &self.snapshots[c].current;
                if id.name == old && id.namespace.is_empty() {
                    return Ok(());
                }
                map.insert("name".to_owned(), Value::String(id.name.clone()));
                if !id.namespace.is_empty() {
                    map.insert("namespace".to_owned(), Value::String(id.namespace.clone()));
                }
                Ok(())
            }
            Value::Array(items) if !in_sequence => {
                for item in items {
                    self.fix_node(referrer, target, path, item, true)?;
                }
                Ok(())
            }
            _ => Err(NameRefError::BadNode {
                path: path.to_owned(),
                referrer: referrer.snapshot.current.to_string(),
                message: "node must be a scalar, sequence or map".to_owned(),
            }),
        }
    }
}

fn binding_namespaces(obj: &Value) -> HashSet<String> {
    let mut out = HashSet::default();
    if resource::kind(obj) != "RoleBinding" {
        return out;
    }
    if let Some(Value::Array(subjects)) = resource::get(obj, "subjects") {
        for subject in subjects {
            if subject.get("kind").and_then(Value::as_str) == Some("ServiceAccount")
                && let Some(ns) = subject.get("namespace").and_then(Value::as_str)
            {
                out.insert(ns.to_owned());
            }
        }
    }
    out
}

fn role_ref(obj: &Value) -> Option<(String, String)> {
    let role_ref = resource::get(obj, "roleRef")?;
    let group = role_ref.get("apiGroup")?.as_str()?.to_owned();
    let kind = role_ref.get("kind")?.as_str()?.to_owned();
    Some((group, kind))
}

/// Group, version and kind of a resource's original id.
type TypeKey<'a> = (&'a str, &'a str, &'a str);

/// Rewrites every name reference (per the back references) to the current name of the object
/// it refers to.
/// `prepare` runs on each resource first, as a transformer run over every resource before: it
/// is done in the same visit as the snapshot, and its errors come first.
///
/// Both visits change only the resource visited, so many resources are visited in
/// [`resource::halves`]; the first half's errors come before the second's, as in one visit.
pub fn fix_back_references<E: From<NameRefError> + Send>(
    resources: &mut [Value],
    back_refs: &[NameBackRef],
    prepare: impl Fn(&mut Value) -> Result<(), E> + Sync,
) -> Result<(), E> {
    let taken = resource::halves(resources, |slice, _| {
        let mut snapshots = Vec::with_capacity(slice.len());
        let mut bad_subject = Ok(());
        for obj in slice.iter_mut() {
            prepare(obj)?;
            if bad_subject.is_ok() {
                bad_subject = check_binding_subjects(obj);
            }
            snapshots.push(Snapshot::of(obj));
        }
        Ok::<_, E>((snapshots, bad_subject))
    });
    let mut snapshots = Vec::with_capacity(resources.len());
    let mut bad_subject = Ok(());
    for half in taken {
        let (taken, bad) = half?;
        snapshots.extend(taken);
        if bad_subject.is_ok() {
            bad_subject = bad;
        }
    }
    bad_subject?;
    let mut by_previous_name: HashMap<&str, Vec<usize>> = HashMap::default();
    let mut by_original_namespace: HashMap<&str, Vec<usize>> = HashMap::default();
    for (i, s) in snapshots.iter().enumerate() {
        let mut names: Vec<&str> = s.previous.iter().map(|id| id.name.as_str()).collect();
        names.sort_unstable();
        names.dedup();
        for name in names {
            by_previous_name.entry(name).or_default().push(i);
        }
        if !s.original_cluster_scoped {
            by_original_namespace
                .entry(s.original_effective_namespace())
                .or_default()
                .push(i);
        }
    }
    let fixer = Fixer {
        snapshots: &snapshots,
        by_previous_name,
        by_original_namespace,
    };
    if fixer.by_previous_name.is_empty() {
        return Ok(());
    }
    resource::halves(resources, |slice, first| {
        fixer.fix_all(slice, first, back_refs)
    })
    .into_iter()
    .collect::<Result<(), NameRefError>>()?;
    Ok(())
}

impl Fixer<'_> {
    /// Fixes the references of `resources`, the first of which is resource `first` of the
    /// snapshots.
    fn fix_all(
        &self,
        resources: &mut [Value],
        first: usize,
        back_refs: &[NameBackRef],
    ) -> Result<(), NameRefError> {
        // The builtin configuration alone has hundreds of field specs, and most resources
        // share a few types: the specs selecting each original type are picked out once per
        // type, not once per resource.
        let mut selected_by_type: HashMap<TypeKey, Vec<(usize, usize)>> = HashMap::default();
        for (obj, snapshot) in resources.iter_mut().zip(&self.snapshots[first..]) {
            // The snapshot was taken before any referrer changed, and fixing an object changes
            // no other object, so its first previous id is still the id it was loaded with.
            let original = snapshot.previous.first().unwrap_or(&snapshot.current);
            let referrer = Referrer {
                snapshot,
                binding_namespaces: binding_namespaces(obj),
                role_ref: role_ref(obj),
            };
            let selected = selected_by_type
                .entry((&original.group, &original.version, &original.kind))
                .or_insert_with(|| {
                    let mut selected = Vec::new();
                    for (r, back_ref) in back_refs.iter().enumerate() {
                        for (s, spec) in back_ref.field_specs.iter().enumerate() {
                            if original.gvk_selected_by(&spec.group, &spec.version, &spec.kind) {
                                selected.push((r, s));
                            }
                        }
                    }
                    selected
                });
            for &(r, s) in selected.iter() {
                let back_ref = &back_refs[r];
                let spec = &back_ref.field_specs[s];
                // The gvk filter was judged on the original id; walk whatever the object is now.
                let path = spec.path.as_str();
                fieldspec::apply_selected(obj, spec, None, &mut |node: &mut Value| {
                    self.fix_node(&referrer, back_ref, path, node, false)
                })?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::kustomize::fieldspec::TransformerConfig;

    #[test]
    fn follows_a_renamed_config_map_into_a_deployment() {
        let mut cm = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "cfg"}});
        resource::store_previous_id(&mut cm);
        cm["metadata"]["name"] = json!("cfg-abc");
        let deployment = json!({"apiVersion": "apps/v1", "kind": "Deployment",
            "metadata": {"name": "web"},
            "spec": {"template": {"spec": {"volumes": [{"name": "v", "configMap": {"name": "cfg"}}],
                "containers": [{"name": "c", "envFrom": [{"configMapRef": {"name": "cfg"}}]}]}}}});
        let mut resources = vec![cm, deployment];
        let refs = &TransformerConfig::builtin().name_reference;
        fix_back_references(&mut resources, refs, |_| Ok::<_, NameRefError>(())).unwrap();
        let spec = &resources[1]["spec"]["template"]["spec"];
        assert_eq!(spec["volumes"][0]["configMap"]["name"], "cfg-abc");
        assert_eq!(
            spec["containers"][0]["envFrom"][0]["configMapRef"]["name"],
            "cfg-abc"
        );
    }

    #[test]
    fn moves_role_binding_subjects_with_their_service_account() {
        let mut sa = json!({"apiVersion": "v1", "kind": "ServiceAccount",
            "metadata": {"name": "sa", "namespace": "old"}});
        resource::store_previous_id(&mut sa);
        sa["metadata"]["name"] = json!("p-sa");
        sa["metadata"]["namespace"] = json!("new");
        let binding = json!({"apiVersion": "rbac.authorization.k8s.io/v1",
            "kind": "ClusterRoleBinding", "metadata": {"name": "b"},
            "roleRef": {"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole", "name": "r"},
            "subjects": [{"kind": "ServiceAccount", "name": "sa", "namespace": "old"}]});
        let mut resources = vec![sa, binding];
        let refs = &TransformerConfig::builtin().name_reference;
        fix_back_references(&mut resources, refs, |_| Ok::<_, NameRefError>(())).unwrap();
        assert_eq!(
            resources[1]["subjects"][0],
            json!({"kind": "ServiceAccount", "name": "p-sa", "namespace": "new"})
        );
    }
}
