//! GitRepository: a Git repository checked out at a branch, tag, semver range or commit.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{COMPONENT, GROUP, VERSION};
use crate::api::meta::{Artifact, Condition, DURATION, LocalObjectReference, ObjectMeta, TIMEOUT};
use crate::api::{CrdInfo, CustomResource, PrinterColumn, SOURCE_CATEGORIES};

/// A Git repository that source-controller clones at an interval and packages as an artifact.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GitRepository {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// What to clone and how often.
    pub spec: GitRepositorySpec,
    /// What the controller observed and produced.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = {"observedGeneration": -1}))]
    pub status: Option<GitRepositoryStatus>,
}

impl CustomResource for GitRepository {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "GitRepository",
        plural: "gitrepositories",
        short_names: &["gitrepo"],
        categories: SOURCE_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::new("URL", "string", ".spec.url"),
            PrinterColumn::AGE,
            PrinterColumn::READY,
            PrinterColumn::STATUS,
        ],
        component: COMPONENT,
    };
}

impl GitRepository {
    /// Returns a GitRepository with the given metadata and spec, and no status.
    pub fn new(metadata: ObjectMeta, spec: GitRepositorySpec) -> Self {
        Self {
            api_version: Self::INFO.api_version(),
            kind: Self::INFO.kind.to_string(),
            metadata,
            spec,
            status: None,
        }
    }
}

/// Where the repository is, which revision to check out, and how to authenticate.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[schemars(extend("x-kubernetes-validations" = [{
    "rule": "!has(self.serviceAccountName) || (has(self.provider) && (self.provider == 'azure' || self.provider == 'aws'))",
    "message": "serviceAccountName can only be set when provider is 'azure' or 'aws'",
}]))]
pub struct GitRepositorySpec {
    /// Patterns in `.gitignore` syntax for the files to leave out of the artifact. Without it, a
    /// default list drops version control and CI files.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ignore: Option<String>,
    /// Other GitRepositories whose artifacts are copied into this one's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub include: Vec<GitRepositoryInclude>,
    /// How long to wait between two checks of the remote for new commits.
    #[schemars(regex(pattern = DURATION))]
    pub interval: String,
    /// Who issues the credentials: `generic` reads them from `secretRef`; `azure`, `aws` and
    /// `github` obtain them from the cloud or from a GitHub App.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub provider: Option<GitProvider>,
    /// A Secret with the proxy to connect through: `address`, and optionally `username` and
    /// `password`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proxy_secret_ref: Option<LocalObjectReference>,
    /// Whether to clone the submodules too, with the same credentials.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recurse_submodules: Option<bool>,
    /// The revision to check out; the default branch when absent.
    #[serde(rename = "ref", skip_serializing_if = "Option::is_none")]
    pub reference: Option<GitRepositoryRef>,
    /// A Secret with the credentials: `username` and `password` (or a token) over HTTPS,
    /// `identity`, `identity.pub` and `known_hosts` over SSH, or the GitHub App keys.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// A Kubernetes service account whose workload identity stands in for the credentials; only
    /// with the `azure` and `aws` providers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub service_account_name: Option<String>,
    /// Directories to check out alone (a cone-mode sparse checkout); everything when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sparse_checkout: Vec<String>,
    /// Whether to pause reconciliation; the last artifact stays served.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// How long one Git operation such as a clone may take.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = TIMEOUT), extend("default" = "60s"))]
    pub timeout: Option<String>,
    /// Address of the repository, over `http`, `https` or `ssh`.
    #[schemars(regex(pattern = r"^(http|https|ssh)://.*$"))]
    pub url: String,
    /// Requires the OpenPGP signature of the checked out commit or tag to be valid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verify: Option<GitRepositoryVerification>,
}

/// Who issues the credentials of a GitRepository.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum GitProvider {
    #[serde(rename = "generic")]
    Generic,
    #[serde(rename = "aws")]
    Aws,
    #[serde(rename = "azure")]
    Azure,
    #[serde(rename = "github")]
    Github,
}

/// Copies the artifact of another GitRepository into this one's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GitRepositoryInclude {
    /// Directory of the included artifact to copy; its root when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from_path: Option<String>,
    /// The GitRepository to include, in the same namespace.
    pub repository: LocalObjectReference,
    /// Where to put the copy in this artifact; a directory named after the included
    /// GitRepository when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_path: Option<String>,
}

/// The revision to check out. The most specific field wins: `commit`, then `name`, `semver`,
/// `tag`, and last `branch`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct GitRepositoryRef {
    /// Branch to follow.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub branch: Option<String>,
    /// Full SHA-1 or SHA-256 of the commit to check out; with `branch`, the commit must be on it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub commit: Option<String>,
    /// A full reference name such as `refs/heads/main`, `refs/tags/v1.0` or
    /// `refs/pull/42/head`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// A semver range; the highest tag in it is checked out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub semver: Option<String>,
    /// Tag to check out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tag: Option<String>,
}

/// Which OpenPGP signatures must be valid, and the keys that may have made them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GitRepositoryVerification {
    /// What to verify: the commit at HEAD, the tag, or both.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "HEAD"))]
    pub mode: Option<GitVerificationMode>,
    /// A Secret whose values are the trusted public keys, ASCII armored.
    pub secret_ref: LocalObjectReference,
}

/// What to verify the signature of. `head` is the older spelling of `HEAD`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum GitVerificationMode {
    #[serde(rename = "head")]
    HeadLowerCase,
    #[serde(rename = "HEAD")]
    Head,
    Tag,
    TagAndHEAD,
}

/// What source-controller observed about a GitRepository and the artifact it produced.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GitRepositoryStatus {
    /// The artifact of the last successful reconciliation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub artifact: Option<Artifact>,
    /// The latest observations of the repository's state, `Ready` among them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    /// The artifacts of the included repositories, in the order of `spec.include`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub included_artifacts: Vec<Artifact>,
    /// The value of the `reconcile.fluxcd.io/requestedAt` annotation last acted upon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_handled_reconcile_at: Option<String>,
    /// The generation of the spec the status describes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// `spec.ignore` as of the last artifact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_ignore: Option<String>,
    /// `spec.include` as of the last artifact.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub observed_include: Vec<GitRepositoryInclude>,
    /// `spec.recurseSubmodules` as of the last artifact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_recurse_submodules: Option<bool>,
    /// `spec.sparseCheckout` as of the last artifact.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub observed_sparse_checkout: Vec<String>,
    /// The verification mode that applied to the last artifact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source_verification_mode: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_minimal_git_repository_serializes_without_empty_fields() {
        let repository = GitRepository::new(
            ObjectMeta::named("flux-system", "flux-system"),
            GitRepositorySpec {
                interval: "1m0s".into(),
                reference: Some(GitRepositoryRef {
                    branch: Some("main".into()),
                    ..GitRepositoryRef::default()
                }),
                secret_ref: Some(LocalObjectReference::new("flux-system")),
                url: "ssh://git@github.com/org/fleet".into(),
                ..GitRepositorySpec::default()
            },
        );
        assert_eq!(
            serde_json::to_value(&repository).ok(),
            Some(json!({
                "apiVersion": "source.toolkit.fluxcd.io/v1",
                "kind": "GitRepository",
                "metadata": {"name": "flux-system", "namespace": "flux-system"},
                "spec": {
                    "interval": "1m0s",
                    "ref": {"branch": "main"},
                    "secretRef": {"name": "flux-system"},
                    "url": "ssh://git@github.com/org/fleet",
                },
            }))
        );
    }
}
