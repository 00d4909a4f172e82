//! The image.toolkit.fluxcd.io group: ImageRepository scans a registry for tags, ImagePolicy
//! picks the latest one, ImageUpdateAutomation writes the picks back to Git.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::meta::{
    AccessFrom, Condition, DURATION, LocalObjectReference, ObjectMeta, TIMEOUT, Time,
};
use super::{CrdInfo, CustomResource, IMAGE_CATEGORIES, PrinterColumn};

group_version!("image.toolkit.fluxcd.io", "v1");

/// An ImageRepository scans an image repository in a registry and keeps the list of its tags.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ImageRepository {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// The image to scan, how often, and with which credentials.
    pub spec: ImageRepositorySpec,
    /// The result of the last scan.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = {"observedGeneration": -1}))]
    pub status: Option<ImageRepositoryStatus>,
}

impl CustomResource for ImageRepository {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "ImageRepository",
        plural: "imagerepositories",
        short_names: &["imgrepo", "imagerepo"],
        categories: IMAGE_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::new("Image", "string", ".spec.image"),
            PrinterColumn::new("Tags", "string", ".status.lastScanResult.tagCount"),
            PrinterColumn::READY,
            PrinterColumn::STATUS,
            PrinterColumn::new("Last scan", "string", ".status.lastScanResult.scanTime").wide(),
            PrinterColumn::AGE,
        ],
        component: "image-reflector-controller",
    };
}

/// The desired state of an ImageRepository.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ImageRepositorySpec {
    /// Which namespaces may have ImagePolicies that refer to this repository.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub access_from: Option<AccessFrom>,
    /// A secret with a CA certificate, and optionally a client certificate and key, for TLS.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cert_secret_ref: Option<LocalObjectReference>,
    /// Regular expressions; tags matching any of them are left out of the scan result.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(extend("default" = ["^.*\\.sig$"]), length(max = 25))]
    pub exclusion_list: Vec<String>,
    /// The image repository, without a tag, e.g. ghcr.io/org/app.
    pub image: String,
    /// Talk to the registry over plain HTTP.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub insecure: Option<bool>,
    /// How often the repository is scanned.
    #[schemars(regex(pattern = DURATION))]
    pub interval: String,
    /// The cloud provider whose identity is used to log in to its registry.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "generic"))]
    pub provider: Option<RegistryProvider>,
    /// A secret with the address and credentials of a proxy for reaching the registry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proxy_secret_ref: Option<LocalObjectReference>,
    /// A docker-registry secret with the credentials for the registry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// A service account whose image pull secrets, or workload identity, give access.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 253))]
    pub service_account_name: Option<String>,
    /// Stop scanning until this is set back to false.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// The limit for one scan; the interval when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = TIMEOUT))]
    pub timeout: Option<String>,
}

/// A cloud provider, or none.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum RegistryProvider {
    Generic,
    Aws,
    Azure,
    Gcp,
}

/// The observed state of an ImageRepository.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ImageRepositoryStatus {
    /// The image name in full, with the registry host made explicit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub canonical_image_name: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    /// The value of the reconcile request annotation that was last acted upon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_handled_reconcile_at: Option<String>,
    /// What the last successful scan found.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_scan_result: Option<ScanResult>,
    /// The exclusion list the last scan applied.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub observed_exclusion_list: Vec<String>,
    /// The generation of the spec that was last reconciled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
}

/// The outcome of a registry scan.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ScanResult {
    /// A few of the newest tags, for a quick look.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub latest_tags: Vec<String>,
    /// A checksum of the tag list.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revision: Option<String>,
    /// When the scan finished.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scan_time: Option<Time>,
    /// How many tags the scan found.
    pub tag_count: isize,
}

/// An ImagePolicy chooses the latest image of an ImageRepository by a rule over its tags.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ImagePolicy {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// The repository, the ordering rule, and the tag filter.
    pub spec: ImagePolicySpec,
    /// The image last chosen.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = {"observedGeneration": -1}))]
    pub status: Option<ImagePolicyStatus>,
}

impl CustomResource for ImagePolicy {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "ImagePolicy",
        plural: "imagepolicies",
        short_names: &["imgpol", "imagepol"],
        categories: IMAGE_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::new("Image", "string", ".status.latestRef.name"),
            PrinterColumn::new("Tag", "string", ".status.latestRef.tag"),
            PrinterColumn::READY,
            PrinterColumn::STATUS,
            PrinterColumn::AGE,
        ],
        component: "image-reflector-controller",
    };
}

/// The desired state of an ImagePolicy.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
#[schemars(extend("x-kubernetes-validations" = [
    {
        "message": "spec.interval is only accepted when spec.digestReflectionPolicy is set to 'Always'",
        "rule": "!has(self.interval) || (has(self.digestReflectionPolicy) && self.digestReflectionPolicy == 'Always')"
    },
    {
        "message": "spec.interval must be set when spec.digestReflectionPolicy is set to 'Always'",
        "rule": "has(self.interval) || !has(self.digestReflectionPolicy) || self.digestReflectionPolicy != 'Always'"
    }
]))]
pub struct ImagePolicySpec {
    /// When the digest of the chosen tag is looked up and recorded in the status.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "Never"))]
    pub digest_reflection_policy: Option<DigestReflectionPolicy>,
    /// Which tags take part, and which part of each tag is compared.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub filter_tags: Option<TagFilter>,
    /// The ImageRepository whose tags are considered.
    pub image_repository_ref: NamespacedObjectReference,
    /// How often the digest is looked up again; only with digestReflectionPolicy Always.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = DURATION))]
    pub interval: Option<String>,
    /// How tags are ordered to find the latest; exactly one rule is set.
    pub policy: ImagePolicyChoice,
    /// Stop choosing until this is set back to false.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
}

/// When to look up the digest of the chosen tag.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DigestReflectionPolicy {
    Always,
    IfNotPresent,
    Never,
}

/// An object by name, in any namespace.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct NamespacedObjectReference {
    /// The name of the object.
    pub name: String,
    /// The namespace of the object; the referrer's namespace when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
}

/// A regular expression that filters tags and extracts the part that is compared.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct TagFilter {
    /// The replacement, with capture group references, that yields the value compared.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extract: Option<String>,
    /// The regular expression a tag must match to take part.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
}

/// The ordering rules; one of them is set.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct ImagePolicyChoice {
    /// Order tags as strings.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alphabetical: Option<AlphabeticalPolicy>,
    /// Order tags as numbers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub numerical: Option<NumericalPolicy>,
    /// Order tags as semantic versions, within a range.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub semver: Option<SemVerPolicy>,
}

/// Ordering tags as strings.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct AlphabeticalPolicy {
    /// Whether the latest tag is the last (asc) or the first (desc) in order.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "asc"))]
    pub order: Option<SortOrder>,
}

/// Ordering tags as numbers.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct NumericalPolicy {
    /// Whether the latest tag is the highest (asc) or the lowest (desc) number.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "asc"))]
    pub order: Option<SortOrder>,
}

/// A sort direction.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum SortOrder {
    Asc,
    Desc,
}

/// Ordering tags as semantic versions.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct SemVerPolicy {
    /// The semver range a tag must fall in, e.g. ">=1.0.0 <2.0.0".
    pub range: String,
}

/// The observed state of an ImagePolicy.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ImagePolicyStatus {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    /// The value of the reconcile request annotation that was last acted upon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_handled_reconcile_at: Option<String>,
    /// The image chosen by the last reconciliation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub latest_ref: Option<ImageRef>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// The image chosen before the latest one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_previous_ref: Option<ImageRef>,
}

/// An image: its name, tag and, when known, digest.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct ImageRef {
    /// The digest of the image behind the tag.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub digest: Option<String>,
    /// The image name, without tag or digest.
    pub name: String,
    /// The image tag.
    pub tag: String,
}

/// An ImageUpdateAutomation commits the images chosen by ImagePolicies into the manifests of a
/// Git repository and pushes the commit.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ImageUpdateAutomation {
    pub api_version: String,
    pub kind: String,
    pub metadata: ObjectMeta,
    /// The repository, the policies, and how commits are made and pushed.
    pub spec: ImageUpdateAutomationSpec,
    /// What the last run did.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = {"observedGeneration": -1}))]
    pub status: Option<ImageUpdateAutomationStatus>,
}

impl CustomResource for ImageUpdateAutomation {
    const INFO: CrdInfo = CrdInfo {
        group: GROUP,
        version: VERSION,
        kind: "ImageUpdateAutomation",
        plural: "imageupdateautomations",
        short_names: &["iua", "imgupd", "imgauto"],
        categories: IMAGE_CATEGORIES,
        status_subresource: true,
        printer_columns: &[
            PrinterColumn::READY,
            PrinterColumn::STATUS,
            PrinterColumn::new("Last run", "string", ".status.lastAutomationRunTime").wide(),
            PrinterColumn::AGE,
        ],
        component: "image-automation-controller",
    };
}

/// The desired state of an ImageUpdateAutomation.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ImageUpdateAutomationSpec {
    /// How to check out, commit to and push the repository.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub git: Option<GitSpec>,
    /// How often the automation runs.
    #[schemars(regex(pattern = DURATION))]
    pub interval: String,
    /// Labels that select the ImagePolicies to apply; all of the namespace when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub policy_selector: Option<LabelSelector>,
    /// The Git repository to update.
    pub source_ref: AutomationSourceReference,
    /// Stop running until this is set back to false.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// How and where the manifests are updated.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = {"strategy": "Setters"}))]
    pub update: Option<UpdateStrategy>,
}

/// The source updated by an automation.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AutomationSourceReference {
    /// The group and version of the source.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    /// The kind of the source; only GitRepository.
    #[schemars(extend("default" = "GitRepository"))]
    pub kind: AutomationSourceKind,
    /// The name of the source.
    pub name: String,
    /// The namespace of the source; the automation's namespace when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
}

/// The kinds of sources an automation can update.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AutomationSourceKind {
    GitRepository,
}

/// Git settings of an automation.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct GitSpec {
    /// The reference to check out; the one of the GitRepository when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checkout: Option<GitCheckoutSpec>,
    /// How commits are written.
    pub commit: CommitSpec,
    /// Where commits are pushed; the checked out branch when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub push: Option<PushSpec>,
}

/// A Git reference to check out.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct GitCheckoutSpec {
    /// The branch, tag, semver range, reference name or commit to check out.
    #[serde(rename = "ref")]
    pub ref_: GitRepositoryRef,
}

/// A Git reference; the most specific field that is set wins.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct GitRepositoryRef {
    /// A branch name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub branch: Option<String>,
    /// A full commit SHA.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub commit: Option<String>,
    /// A full reference name, such as refs/heads/main or refs/pull/1/head.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// A semver range over the tags.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub semver: Option<String>,
    /// A tag name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tag: Option<String>,
}

/// How the automation writes commits.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CommitSpec {
    /// The author of the commits.
    pub author: CommitUser,
    /// A Go template for the commit message.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message_template: Option<String>,
    /// Extra values handed to the message template.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub message_template_values: BTreeMap<String, String>,
    /// A key to sign the commits with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signing_key: Option<SigningKey>,
}

/// A commit author.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct CommitUser {
    /// The author's email address.
    pub email: String,
    /// The author's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// A key for signing commits.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SigningKey {
    /// A secret holding the private key, and its passphrase if any.
    pub secret_ref: LocalObjectReference,
    /// The kind of key; gpg when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[serde(rename = "type")]
    pub type_: Option<SigningKeyType>,
}

/// The kinds of signing keys.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum SigningKeyType {
    Gpg,
    Ssh,
}

/// Where and how commits are pushed.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PushSpec {
    /// The branch to push to, created from the checked out commit when it does not exist.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub branch: Option<String>,
    /// Git push options sent to the server.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, String>,
    /// A refspec to push with, in addition to the branch; it may not force or delete.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = "^$|^[^+:]"))]
    pub refspec: Option<String>,
}

/// A label query over objects.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
#[schemars(extend("x-kubernetes-map-type" = "atomic"))]
pub struct LabelSelector {
    /// Requirements over labels; all must hold.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(extend("x-kubernetes-list-type" = "atomic"))]
    pub match_expressions: Vec<LabelSelectorRequirement>,
    /// Labels an object must carry with these exact values.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub match_labels: BTreeMap<String, String>,
}

/// A requirement over one label.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct LabelSelectorRequirement {
    /// The label key.
    pub key: String,
    /// How the key relates to the values: In, NotIn, Exists or DoesNotExist.
    pub operator: String,
    /// The values for In and NotIn; empty for Exists and DoesNotExist.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(extend("x-kubernetes-list-type" = "atomic"))]
    pub values: Vec<String>,
}

/// How the automation updates the manifests.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct UpdateStrategy {
    /// The directory to update, relative to the repository root; the root when empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// The update method; only Setters, which follows markers in the YAML.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("default" = "Setters"))]
    pub strategy: Option<UpdateStrategyName>,
}

/// The update methods.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum UpdateStrategyName {
    Setters,
}

/// The observed state of an ImageUpdateAutomation.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ImageUpdateAutomationStatus {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<Condition>,
    /// When the automation last ran.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_automation_run_time: Option<Time>,
    /// The value of the reconcile request annotation that was last acted upon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_handled_reconcile_at: Option<String>,
    /// The SHA of the last commit pushed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_push_commit: Option<String>,
    /// When the last commit was pushed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_push_time: Option<Time>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// The images the selected policies pointed at in the last run, by policy name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub observed_policies: BTreeMap<String, ImageRef>,
    /// The source revision the last run started from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_source_revision: Option<String>,
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn image_policy_round_trips() {
        let spec = json!({
            "imageRepositoryRef": {"name": "podinfo"},
            "policy": {"semver": {"range": "5.0.x"}},
            "filterTags": {"pattern": "^main-[a-f0-9]+-(?P<ts>[0-9]+)", "extract": "$ts"},
            "digestReflectionPolicy": "Always",
            "interval": "10m"
        });
        let parsed: ImagePolicySpec = serde_json::from_value(spec.clone()).unwrap();
        assert_eq!(
            parsed.digest_reflection_policy,
            Some(DigestReflectionPolicy::Always)
        );
        assert_eq!(serde_json::to_value(&parsed).unwrap(), spec);
    }

    #[test]
    fn update_automation_round_trips() {
        let spec = json!({
            "interval": "30m",
            "sourceRef": {"kind": "GitRepository", "name": "flux-system"},
            "git": {
                "checkout": {"ref": {"branch": "main"}},
                "commit": {"author": {"email": "fluxcdbot@users.noreply.github.com", "name": "fluxcdbot"}},
                "push": {"branch": "main"}
            },
            "update": {"path": "./clusters/my-cluster", "strategy": "Setters"},
            "policySelector": {"matchExpressions": [{"key": "app", "operator": "In", "values": ["web"]}]}
        });
        let parsed: ImageUpdateAutomationSpec = serde_json::from_value(spec.clone()).unwrap();
        assert_eq!(
            parsed
                .git
                .as_ref()
                .unwrap()
                .checkout
                .as_ref()
                .unwrap()
                .ref_
                .branch
                .as_deref(),
            Some("main")
        );
        assert_eq!(serde_json::to_value(&parsed).unwrap(), spec);
    }
}
