//! ExternalArtifact: an artifact produced by some other controller than source-controller and
//! served in the same way, e.g. by source-watcher's ArtifactGenerator.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{COMPONENT, GROUP, VERSION};
use crate::api::meta::{Artifact, Condition, NamespacedObjectKindReference, ObjectMeta};
use crate::api::{CrdInfo, CustomResource, PrinterColumn, SOURCE_CATEGORIES};

/// An artifact that another controller writes and keeps up to date; the appliers consume it like
/// any other source.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExternalArtifact {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// Which object produces the artifact.
    pub spec: ExternalArtifactSpec,
    /// The artifact and its state, written by the producing controller.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<ExternalArtifactStatus>,
}

impl CustomResource for ExternalArtifact {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "ExternalArtifact",
        plural: "externalartifacts",
        short_names: &["ea"],
        categories: SOURCE_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::AGE,
            PrinterColumn::READY,
            PrinterColumn::STATUS,
            PrinterColumn::new("Source", "string", ".spec.sourceRef.name"),
        ],
        component: COMPONENT,
    };
}

impl ExternalArtifact {
    /// Returns an ExternalArtifact with the given metadata and spec, and no status.
    pub fn new(metadata: ObjectMeta, spec: ExternalArtifactSpec) -> Self {
        Self {
            api_version: Self::INFO.api_version(),
            kind: Self::INFO.kind.to_string(),
            metadata,
            spec,
            status: None,
        }
    }
}

/// The producer of an ExternalArtifact.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExternalArtifactSpec {
    /// The object whose reconciliation produces the artifact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source_ref: Option<NamespacedObjectKindReference>,
}

/// The artifact an ExternalArtifact stands for, and its state.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExternalArtifactStatus {
    /// The artifact the producer last wrote.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub artifact: Option<Artifact>,
    /// The latest observations of the artifact's state, `Ready` among them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
}
