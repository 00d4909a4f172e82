//! The kind of source-watcher (`source.extensions.fluxcd.io/v1beta1`): ArtifactGenerator, which
//! composes new artifacts out of files from other sources.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::api::meta::{CommonMetadata, Condition, ObjectMeta};
use crate::api::{CrdInfo, CustomResource, PrinterColumn, SOURCE_CATEGORIES};

group_version!("source.extensions.fluxcd.io", "v1beta1");
/// The controller that installs the ArtifactGenerator CRD.
pub const COMPONENT: &str = "source-watcher";

/// `@alias/path`: a path inside the artifact of the source with that alias.
const SOURCE_PATH: &str = r"^@([a-z0-9]([a-z0-9_-]*[a-z0-9])?)/(.*)$";
/// `@alias`: the source with that alias.
const SOURCE_ALIAS_REF: &str = r"^@([a-z0-9]([a-z0-9_-]*[a-z0-9])?)$";
/// `@artifact/path`: a path inside the generated artifact, with no `..` segment.
const ARTIFACT_PATH: &str = r"^@artifact/([^/]{0,1}|[^./][^/]|[.][^./]|[^/]{3,})(/([^/]{0,1}|[^./][^/]|[.][^./]|[^/]{3,}))*$";

/// Generates ExternalArtifacts from files picked out of other sources' artifacts, e.g. to split
/// a monorepo into one artifact per application or to merge several sources into one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArtifactGenerator {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// The sources to read and the artifacts to write.
    pub spec: ArtifactGeneratorSpec,
    /// What the controller observed and generated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<ArtifactGeneratorStatus>,
}

impl CustomResource for ArtifactGenerator {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "ArtifactGenerator",
        plural: "artifactgenerators",
        short_names: &["ag"],
        categories: SOURCE_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::AGE,
            PrinterColumn::READY,
            PrinterColumn::STATUS,
        ],
        component: COMPONENT,
    };
}

impl ArtifactGenerator {
    /// Returns an ArtifactGenerator with the given metadata and spec, and no status.
    pub fn new(metadata: ObjectMeta, spec: ArtifactGeneratorSpec) -> Self {
        Self {
            api_version: Self::INFO.api_version(),
            kind: Self::INFO.kind.to_string(),
            metadata,
            spec,
            status: None,
        }
    }
}

/// The sources to read, and what each generated artifact is made of.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[schemars(extend("x-kubernetes-validations" = [{
    "rule": "has(self.pathPattern) && size(self.pathPattern) > 0 || self.artifacts.all(a, a.name.matches('^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$'))",
    "message": "artifact names must be valid Kubernetes object names when pathPattern is not set",
}]))]
pub struct ArtifactGeneratorSpec {
    /// The artifacts to generate; each becomes an ExternalArtifact of the same name, in the
    /// namespace of the generator.
    #[schemars(length(min = 1, max = 1000))]
    pub artifacts: Vec<OutputArtifact>,
    /// Labels and annotations for the generated ExternalArtifacts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub common_metadata: Option<CommonMetadata>,
    /// A glob over a source (`@alias/apps/*`) that turns each artifact into a template: one
    /// artifact is generated per matching directory, and `{{ .dir }}`-style placeholders in the
    /// names and paths take the directory's values.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = SOURCE_PATH), length(max = 1024))]
    pub path_pattern: Option<String>,
    /// The sources whose artifacts the generator reads, each under an alias.
    #[schemars(length(min = 1, max = 1000))]
    pub sources: Vec<SourceReference>,
}

/// One artifact to generate and the files it is made of.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutputArtifact {
    /// The copy operations that fill the artifact, applied in order.
    #[schemars(length(min = 1))]
    pub copy: Vec<CopyOperation>,
    /// Name of the generated ExternalArtifact.
    #[schemars(length(min = 1, max = 253))]
    pub name: String,
    /// `@alias` of the source whose revision is recorded as the origin of the artifact, in its
    /// metadata.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = SOURCE_ALIAS_REF), length(max = 64))]
    pub origin_revision: Option<String>,
    /// `@alias` of the source whose revision the artifact takes; without it the revision is
    /// the digest of the content.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = SOURCE_ALIAS_REF), length(max = 64))]
    pub revision: Option<String>,
}

// Left without a doc comment: the items of `copy` are described by the field alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CopyOperation {
    /// Glob patterns, relative to `from`, of the files to leave out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 100), inner(length(max = 1024)))]
    pub exclude: Vec<String>,
    /// What to copy: `@alias/path`, where the path may be a file, a directory or a glob.
    #[schemars(regex(pattern = SOURCE_PATH), length(min = 1, max = 1024))]
    pub from: String,
    /// How to treat a file that already exists at the destination: replace it (`Overwrite`),
    /// deep-merge YAML into it (`Merge`), or unpack a tarball into the destination (`Extract`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strategy: Option<CopyStrategy>,
    /// Where to copy to: `@artifact/path` inside the generated artifact.
    #[schemars(regex(pattern = ARTIFACT_PATH), length(min = 1, max = 1024))]
    pub to: String,
}

/// How a copy treats what it finds at the destination.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum CopyStrategy {
    Overwrite,
    Merge,
    Extract,
}

/// A source read by an ArtifactGenerator.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SourceReference {
    /// The name the copy operations use for the source, as `@alias`.
    #[schemars(regex(pattern = r"^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$"), length(max = 63))]
    pub alias: String,
    /// Which kind of source object to read.
    pub kind: SourceKind,
    /// The source object's name.
    #[schemars(regex(pattern = r"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"), length(max = 253))]
    pub name: String,
    /// Namespace of the source; that of the generator when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(
        regex(pattern = r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"),
        length(min = 1, max = 63)
    )]
    pub namespace: Option<String>,
}

/// The kinds an ArtifactGenerator can read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum SourceKind {
    Bucket,
    GitRepository,
    #[serde(rename = "OCIRepository")]
    OciRepository,
    HelmChart,
    ExternalArtifact,
}

/// What source-watcher observed and which artifacts it generated.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArtifactGeneratorStatus {
    /// The latest observations of the generator's state, `Ready` among them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    /// The ExternalArtifacts the generator owns, so that those no longer generated are
    /// deleted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inventory: Vec<ExternalArtifactReference>,
    /// The value of the `reconcile.fluxcd.io/requestedAt` annotation last acted upon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_handled_reconcile_at: Option<String>,
    /// A digest of the revisions of all sources as of the last generation, to tell when they
    /// change.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_sources_digest: Option<String>,
}

/// An ExternalArtifact generated by an ArtifactGenerator.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ExternalArtifactReference {
    /// Digest of the generated file.
    pub digest: String,
    /// File name of the artifact in storage.
    pub filename: String,
    /// Name of the ExternalArtifact.
    pub name: String,
    /// Namespace of the ExternalArtifact.
    pub namespace: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn artifact_generator_round_trips() {
        let manifest = json!({
            "apiVersion": "source.extensions.fluxcd.io/v1beta1",
            "kind": "ArtifactGenerator",
            "metadata": {"name": "split", "namespace": "apps"},
            "spec": {
                "artifacts": [{
                    "copy": [
                        {"from": "@fleet/apps/web/**", "to": "@artifact/", "exclude": ["*.md"]},
                        {"from": "@overrides/web.yaml", "to": "@artifact/values.yaml", "strategy": "Merge"},
                    ],
                    "name": "web",
                    "revision": "@fleet",
                }],
                "sources": [
                    {"alias": "fleet", "kind": "GitRepository", "name": "fleet"},
                    {"alias": "overrides", "kind": "OCIRepository", "name": "overrides", "namespace": "shared"},
                ],
            },
        });
        let generator: ArtifactGenerator =
            serde_json::from_value(manifest.clone()).expect("the manifest is read");
        assert_eq!(generator.spec.sources[1].kind, SourceKind::OciRepository);
        assert_eq!(serde_json::to_value(&generator).ok(), Some(manifest));
    }
}
