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

/// The API group of the source kinds.
pub const GROUP: &str = "source.toolkit.fluxcd.io";
/// The served and stored version of the source kinds.
pub const VERSION: &str = "v1";
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
