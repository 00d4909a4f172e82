//! Moving Flux manifests on disk to the API versions this release serves, as `flux migrate -f`
//! does: line by line, so that comments, quoting and layout stay exactly as the user wrote them.
//! Only the version in an `apiVersion:` line changes, and only for a Flux kind whose version is
//! older than the one served.

use std::collections::HashMap;
use std::sync::LazyLock;

use regex::Regex;
use serde_json::Value;

/// One rewritten `apiVersion`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// 1-based line number.
    pub line: usize,
    pub kind: String,
    pub from: String,
    pub to: String,
}

/// An `apiVersion` that cannot be read as `group/version`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub line: usize,
    pub message: String,
}

/// What migrating one file's text gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Migrated {
    pub text: String,
    pub changes: Vec<Change>,
    pub warnings: Vec<Warning>,
}

/// The served version of each Flux kind, by (group, kind): what manifests migrate to.
pub struct ServedVersions(HashMap<(String, String), String>);

impl ServedVersions {
    /// The versions of the CRDs this release installs: each kind's one version, which is the
    /// stored one (read from the kinds, not the CRDs, which would cost a parse of them all).
    pub fn of_flux() -> ServedVersions {
        let versions = crate::api::kinds()
            .iter()
            .map(|info| {
                (
                    (info.group.to_owned(), info.kind.to_owned()),
                    info.version.to_owned(),
                )
            })
            .collect();
        ServedVersions(versions)
    }

    pub fn from_crds(crds: &[Value]) -> ServedVersions {
        let mut versions = HashMap::new();
        for crd in crds {
            let group = crd["spec"]["group"].as_str().unwrap_or_default();
            let kind = crd["spec"]["names"]["kind"].as_str().unwrap_or_default();
            if let Some(served) = crate::api::storage_version(crd) {
                versions.insert((group.to_owned(), kind.to_owned()), served.to_owned());
            }
        }
        ServedVersions(versions)
    }

    fn get(&self, group: &str, kind: &str) -> Option<&str> {
        self.0
            .get(&(group.to_owned(), kind.to_owned()))
            .map(String::as_str)
    }
}

/// `apiVersion:` as a mapping key, possibly the first key of a list item, then its value
/// (optionally quoted) and whatever follows (a comment).
static API_VERSION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"^(?<lead>\s*(?:-\s+)?)apiVersion:(?<gap>\s*)(?<quote>["']?)(?<value>[^\s"'#]+)(?<rest>.*)$"#)
        .unwrap()
});
static KIND: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"^(?<lead>\s*(?:-\s+)?)kind:\s*["']?(?<kind>[A-Za-z0-9]+)"#).unwrap()
});

/// Migrates the text of one file.
pub fn migrate(text: &str, served: &ServedVersions) -> Migrated {
    let lines: Vec<&str> = text.split('\n').collect();
    let mut out: Vec<String> = lines.iter().map(|line| (*line).to_owned()).collect();
    let mut changes = Vec::new();
    let mut warnings = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let Some(captures) = API_VERSION.captures(line) else {
            continue;
        };
        let value = &captures["value"];
        let (group, version) = match value.split('/').collect::<Vec<_>>()[..] {
            [version] => ("", version),
            [group, version] => (group, version),
            _ => {
                warnings.push(Warning {
                    line: index + 1,
                    message: format!("unexpected GroupVersion string: {value}"),
                });
                continue;
            }
        };
        let column = captures["lead"].chars().count();
        let Some(kind) = kind_of_mapping(&lines, index, column) else {
            continue;
        };
        let Some(latest) = served.get(group, &kind) else {
            continue;
        };
        if latest == version {
            continue;
        }
        out[index] = format!(
            "{}apiVersion:{}{}{group}/{latest}{}",
            &captures["lead"], &captures["gap"], &captures["quote"], &captures["rest"]
        );
        changes.push(Change {
            line: index + 1,
            kind,
            from: version.to_owned(),
            to: latest.to_owned(),
        });
    }
    Migrated {
        text: out.join("\n"),
        changes,
        warnings,
    }
}

/// The `kind:` key of the mapping whose `apiVersion:` key starts at `column` on line `at`:
/// looked for after it, then before it, among the lines of the same mapping.
fn kind_of_mapping(lines: &[&str], at: usize, column: usize) -> Option<String> {
    let kind_here = |line: &str| {
        KIND.captures(line)
            .filter(|captures| captures["lead"].chars().count() == column)
            .map(|captures| captures["kind"].to_owned())
    };
    for line in &lines[at + 1..] {
        if ends_mapping(line, column) || starts_item(line, column) {
            break;
        }
        if let Some(kind) = kind_here(line) {
            return Some(kind);
        }
    }
    if starts_item(lines[at], column) {
        return None;
    }
    for line in lines[..at].iter().rev() {
        if ends_mapping(line, column) {
            break;
        }
        if let Some(kind) = kind_here(line) {
            return Some(kind);
        }
        if starts_item(line, column) {
            break;
        }
    }
    None
}

/// A document separator, or content less indented than the mapping's keys.
fn ends_mapping(line: &str, column: usize) -> bool {
    line.starts_with("---") || !line.trim().is_empty() && indentation(line) < column
}

/// A list item whose dash stands before `column`: a new item of the list the mapping is in.
fn starts_item(line: &str, column: usize) -> bool {
    let spaces = line.len() - line.trim_start().len();
    spaces < column && line[spaces..].starts_with("- ")
}

/// Where a line's content starts; a list item's dash counts as indentation of its first key.
fn indentation(line: &str) -> usize {
    let spaces = line.len() - line.trim_start().len();
    let rest = &line[spaces..];
    match rest.strip_prefix('-') {
        Some(after) if after.starts_with(char::is_whitespace) => {
            spaces + 1 + (after.len() - after.trim_start().len())
        }
        _ => spaces,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn served() -> ServedVersions {
        ServedVersions::from_crds(&[
            json!({"spec": {"group": "image.toolkit.fluxcd.io", "names": {"kind": "ImagePolicy"},
                            "versions": [{"name": "v1", "storage": true}]}}),
            json!({"spec": {"group": "kustomize.toolkit.fluxcd.io", "names": {"kind": "Kustomization"},
                            "versions": [{"name": "v1", "storage": true}]}}),
        ])
    }

    /// The versions migrate writes are the ones the CRDs of this release store.
    #[test]
    fn flux_versions_are_the_stored_versions_of_the_crds() {
        let crds = crate::api::crds();
        assert_eq!(crds.len(), 15);
        assert_eq!(
            ServedVersions::of_flux().0,
            ServedVersions::from_crds(&crds).0
        );
        assert_eq!(
            ServedVersions::of_flux().get("helm.toolkit.fluxcd.io", "HelmRelease"),
            Some("v2")
        );
    }

    #[test]
    fn only_old_flux_versions_change_and_everything_else_stays() {
        let text = "# fleet\napiVersion: image.toolkit.fluxcd.io/v1beta2  # old\nkind: ImagePolicy\n\
                    ---\nkind: Kustomization\napiVersion: \"kustomize.toolkit.fluxcd.io/v1beta2\"\n\
                    ---\napiVersion: apps/v1\nkind: Deployment\n---\napiVersion: kustomize.toolkit.fluxcd.io/v1\n\
                    kind: Kustomization\n";
        let migrated = migrate(text, &served());
        assert_eq!(
            migrated.text,
            "# fleet\napiVersion: image.toolkit.fluxcd.io/v1  # old\nkind: ImagePolicy\n\
             ---\nkind: Kustomization\napiVersion: \"kustomize.toolkit.fluxcd.io/v1\"\n\
             ---\napiVersion: apps/v1\nkind: Deployment\n---\napiVersion: kustomize.toolkit.fluxcd.io/v1\n\
             kind: Kustomization\n"
        );
        let lines: Vec<(usize, &str, &str)> = migrated
            .changes
            .iter()
            .map(|c| (c.line, c.kind.as_str(), c.from.as_str()))
            .collect();
        assert_eq!(
            lines,
            [
                (2, "ImagePolicy", "v1beta2"),
                (6, "Kustomization", "v1beta2")
            ]
        );
        assert!(migrated.warnings.is_empty());
    }

    #[test]
    fn nested_references_migrate_with_the_kind_of_their_own_item() {
        let text = "spec:\n  refs:\n    - apiVersion: image.toolkit.fluxcd.io/v1beta1 # ref\n      \
                    kind: ImagePolicy # too\n    - apiVersion: image.toolkit.fluxcd.io/v1beta1\n      \
                    name: no-kind\nkind: Kustomization\n";
        let migrated = migrate(text, &served());
        assert_eq!(migrated.changes.len(), 1, "{:?}", migrated.changes);
        assert_eq!(migrated.changes[0].line, 3);
        assert!(
            migrated
                .text
                .contains("    - apiVersion: image.toolkit.fluxcd.io/v1 # ref\n")
        );
        assert!(
            migrated
                .text
                .contains("    - apiVersion: image.toolkit.fluxcd.io/v1beta1\n")
        );
    }

    #[test]
    fn unreadable_group_versions_are_warnings() {
        let migrated = migrate("apiVersion: a/b/c\nkind: ImagePolicy\n", &served());
        assert_eq!(
            migrated.warnings,
            [Warning {
                line: 1,
                message: "unexpected GroupVersion string: a/b/c".to_owned()
            }]
        );
        assert!(migrated.changes.is_empty());
    }
}
