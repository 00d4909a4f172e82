//! The kinds of source-controller (`source.toolkit.fluxcd.io/v1`): where the other controllers
//! get their manifests and charts from.

mod bucket;
mod external;
mod git;
mod helmchart;
mod helmrepository;
mod oci;

pub use bucket::*;
pub use external::*;
pub use git::*;
pub use helmchart::*;
pub use helmrepository::*;
pub use oci::*;

use serde::{Deserialize, Serialize};

group_version!("source.toolkit.fluxcd.io", "v1");
/// source-controller's `TransformLegacyRevision`: `main/<sha1>` is `main@sha1:<sha1>`,
/// `HEAD/<sha1>` is `sha1:<sha1>`, a bare digest gets its algorithm; anything else (a current
/// revision, a chart version) is returned as it is.
pub fn transform_legacy_revision(revision: &str) -> String {
    if revision.is_empty() || revision.contains(':') {
        return revision.to_owned();
    }
    if let Some((name, sha)) = revision.rsplit_once('/')
        && let Some(algorithm) = sha_type(sha)
    {
        if name == "HEAD" {
            return format!("{algorithm}:{sha}");
        }
        return format!("{name}@{algorithm}:{sha}");
    }
    match sha_type(revision) {
        Some(algorithm) => format!("{algorithm}:{revision}"),
        None => revision.to_owned(),
    }
}

/// A kind without a revision flux's `hasRevision` can read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot get status revision for kind: '{0}'")]
pub struct NoRevision(pub String);

/// flux's `hasRevision`, the one comparison of revisions in fluxr: the revision a source
/// (`status.artifact.revision`) or a Kustomization (`status.lastAttemptedRevision`) reached,
/// in its current form, is `expected`. A controller older than the current revision format
/// still writes `main/<sha>`, which matches `main@sha1:<sha>`.
pub fn has_revision(object: &serde_json::Value, expected: &str) -> Result<bool, NoRevision> {
    let kind = object["kind"].as_str().unwrap_or_default();
    let pointer = match kind {
        "GitRepository" | "OCIRepository" | "Bucket" | "HelmChart" => "/status/artifact/revision",
        "Kustomization" => "/status/lastAttemptedRevision",
        other => return Err(NoRevision(other.to_owned())),
    };
    let revision = object
        .pointer(pointer)
        .and_then(serde_json::Value::as_str)
        .unwrap_or_default();
    Ok(transform_legacy_revision(revision) == expected)
}

/// The digest algorithm a hex string's length says, as source-controller guesses it.
fn sha_type(hex: &str) -> Option<&'static str> {
    if hex.is_empty()
        || !hex
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    {
        return None;
    }
    match hex.len() {
        40 => Some("sha1"),
        64 => Some("sha256"),
        _ => None,
    }
}

/// The controller that installs the source CRDs.
pub const COMPONENT: &str = "source-controller";

/// Who issues the credentials of an OCIRepository or HelmRepository.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum CloudProvider {
    #[serde(rename = "generic")]
    Generic,
    #[serde(rename = "aws")]
    Aws,
    #[serde(rename = "azure")]
    Azure,
    #[serde(rename = "gcp")]
    Gcp,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::de::DeserializeOwned;
    use serde_json::{Value, json};

    /// Reads `manifest` as `K` and writes it back: nothing may be lost or added.
    fn round_trip<K: DeserializeOwned + Serialize>(manifest: Value) {
        let object: K = serde_json::from_value(manifest.clone()).expect("the manifest is read");
        assert_eq!(serde_json::to_value(&object).ok(), Some(manifest));
    }

    #[test]
    fn oci_repository_with_verification_round_trips() {
        round_trip::<OciRepository>(json!({
            "apiVersion": "source.toolkit.fluxcd.io/v1",
            "kind": "OCIRepository",
            "metadata": {"name": "manifests", "namespace": "apps"},
            "spec": {
                "interval": "5m",
                "layerSelector": {"mediaType": "application/vnd.example.tar", "operation": "copy"},
                "provider": "aws",
                "ref": {"semver": ">=2.0.0", "semverFilter": ".*-rc.*"},
                "url": "oci://registry.example.com/team/manifests",
                "verify": {
                    "matchOIDCIdentity": [{"issuer": "^https://issuer$", "subject": "^ci$"}],
                    "provider": "cosign",
                },
            },
        }));
    }

    #[test]
    fn helm_chart_from_a_git_repository_round_trips() {
        round_trip::<HelmChart>(json!({
            "apiVersion": "source.toolkit.fluxcd.io/v1",
            "kind": "HelmChart",
            "metadata": {"name": "web", "namespace": "apps"},
            "spec": {
                "chart": "./charts/web",
                "interval": "10m",
                "reconcileStrategy": "Revision",
                "sourceRef": {"kind": "GitRepository", "name": "fleet"},
                "valuesFiles": ["values.yaml", "values-prod.yaml"],
            },
        }));
    }

    #[test]
    fn bucket_with_sts_round_trips() {
        round_trip::<Bucket>(json!({
            "apiVersion": "source.toolkit.fluxcd.io/v1",
            "kind": "Bucket",
            "metadata": {"name": "configs", "namespace": "apps"},
            "spec": {
                "bucketName": "configs",
                "endpoint": "minio.storage:9000",
                "interval": "1h",
                "provider": "generic",
                "sts": {
                    "endpoint": "https://minio.storage:9000",
                    "provider": "ldap",
                    "secretRef": {"name": "ldap-login"},
                },
            },
        }));
    }

    #[test]
    fn git_repository_status_round_trips() {
        round_trip::<GitRepositoryStatus>(json!({
            "artifact": {
                "digest": "sha256:0123abcd",
                "lastUpdateTime": "2026-01-02T03:04:05Z",
                "path": "gitrepository/apps/fleet/0123abcd.tar.gz",
                "revision": "main@sha1:0123abcd",
                "size": 2048,
                "url": "http://source-controller.flux-system.svc/gitrepository/apps/fleet/0123abcd.tar.gz",
            },
            "conditions": [{
                "lastTransitionTime": "2026-01-02T03:04:05Z",
                "message": "stored artifact for revision 'main@sha1:0123abcd'",
                "observedGeneration": 3,
                "reason": "Succeeded",
                "status": "True",
                "type": "Ready",
            }],
            "observedGeneration": 3,
        }));
    }

    #[test]
    fn unknown_enum_values_are_rejected() {
        let manifest = json!({"kind": "OCIRepository", "name": "charts"});
        assert!(serde_json::from_value::<HelmChartSourceReference>(manifest).is_err());
    }
}
