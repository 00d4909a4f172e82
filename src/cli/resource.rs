//! The Flux kinds that `get`, `reconcile`, `suspend` and `resume` act on, and what they share:
//! finding an object, asking its controller to reconcile and waiting for the answer.

use std::time::Duration;

use serde_json::{Value, json};

use crate::kube::{Cluster, KubeError, ObjectRef, REQUESTED_AT_ANNOTATION};
use crate::ui::Ui;

/// One Flux kind as the commands name and report it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct FluxKind {
    pub kind: &'static str,
    pub api_version: &'static str,
    /// The resource name, as the API server names it in errors.
    pub plural: &'static str,
    /// How flux's messages name it: `kustomization`, `source git`.
    pub human: &'static str,
    /// What the success line after a reconciliation reports.
    pub report: Report,
}

/// The success line of a reconciliation, per kind, as flux words it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Report {
    /// `applied revision …` or `fetched revision …`, from a status field.
    Revision {
        pointer: &'static str,
        verb: &'static str,
    },
    /// An ImageRepository: `scan fetched N tags`.
    ScannedTags,
    /// An ImageUpdateAutomation: `last run <time>`.
    LastRun,
    /// An ImagePolicy: `latest image tag <tag>`.
    LatestImage,
}

impl FluxKind {
    pub fn object_ref(&self, namespace: &str, name: &str) -> ObjectRef {
        ObjectRef::namespaced(self.api_version, self.kind, namespace, name)
    }

    /// flux's success line after a reconciliation: `applied revision main@sha1:…`.
    pub fn success_message(&self, object: &Value) -> String {
        let text = |pointer: &str| {
            object
                .pointer(pointer)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        match self.report {
            Report::Revision { pointer, verb } => format!("{verb} revision {}", text(pointer)),
            Report::ScannedTags => format!(
                "scan fetched {} tags",
                object
                    .pointer("/status/lastScanResult/tagCount")
                    .and_then(Value::as_i64)
                    .unwrap_or(0)
            ),
            Report::LatestImage => format!("latest image tag {}", text("/status/latestRef/tag")),
            Report::LastRun => match text("/status/lastAutomationRunTime") {
                time if time.is_empty() => "automation not yet run".to_owned(),
                time => format!("last run {time}"),
            },
        }
    }

    /// The kind a `sourceRef.kind` names.
    pub fn of_source(kind: &str) -> Option<FluxKind> {
        SOURCES.into_iter().find(|candidate| candidate.kind == kind)
    }
}

pub(crate) const KUSTOMIZATION: FluxKind = FluxKind {
    kind: "Kustomization",
    api_version: "kustomize.toolkit.fluxcd.io/v1",
    plural: "kustomizations.kustomize.toolkit.fluxcd.io",
    human: "kustomization",
    report: Report::Revision {
        pointer: "/status/lastAppliedRevision",
        verb: "applied",
    },
};

pub(crate) const HELM_RELEASE: FluxKind = FluxKind {
    kind: "HelmRelease",
    api_version: "helm.toolkit.fluxcd.io/v2",
    plural: "helmreleases.helm.toolkit.fluxcd.io",
    human: "helmrelease",
    report: Report::Revision {
        pointer: "/status/lastAttemptedRevision",
        verb: "applied",
    },
};

pub(crate) const IMAGE_REPOSITORY: FluxKind = FluxKind {
    kind: "ImageRepository",
    api_version: "image.toolkit.fluxcd.io/v1",
    plural: "imagerepositories.image.toolkit.fluxcd.io",
    human: "image repository",
    report: Report::ScannedTags,
};

pub(crate) const IMAGE_POLICY: FluxKind = FluxKind {
    kind: "ImagePolicy",
    api_version: "image.toolkit.fluxcd.io/v1",
    plural: "imagepolicies.image.toolkit.fluxcd.io",
    human: "image policy",
    report: Report::LatestImage,
};

pub(crate) const IMAGE_UPDATE_AUTOMATION: FluxKind = FluxKind {
    kind: "ImageUpdateAutomation",
    api_version: "image.toolkit.fluxcd.io/v1",
    plural: "imageupdateautomations.image.toolkit.fluxcd.io",
    human: "image update automation",
    report: Report::LastRun,
};

pub(crate) const GIT_REPOSITORY: FluxKind = source(
    "GitRepository",
    "gitrepositories.source.toolkit.fluxcd.io",
    "source git",
);
pub(crate) const OCI_REPOSITORY: FluxKind = source(
    "OCIRepository",
    "ocirepositories.source.toolkit.fluxcd.io",
    "source oci",
);
pub(crate) const HELM_REPOSITORY: FluxKind = source(
    "HelmRepository",
    "helmrepositories.source.toolkit.fluxcd.io",
    "source helm",
);
pub(crate) const BUCKET: FluxKind = source(
    "Bucket",
    "buckets.source.toolkit.fluxcd.io",
    "source bucket",
);
pub(crate) const HELM_CHART: FluxKind = source(
    "HelmChart",
    "helmcharts.source.toolkit.fluxcd.io",
    "source chart",
);

/// Every source kind, in the order `get sources all` lists them.
pub(crate) const SOURCES: [FluxKind; 5] = [
    GIT_REPOSITORY,
    OCI_REPOSITORY,
    HELM_REPOSITORY,
    BUCKET,
    HELM_CHART,
];

/// Sources report the revision of the artifact they fetched.
const fn source(kind: &'static str, plural: &'static str, human: &'static str) -> FluxKind {
    FluxKind {
        kind,
        api_version: "source.toolkit.fluxcd.io/v1",
        plural,
        human,
        report: Report::Revision {
            pointer: "/status/artifact/revision",
            verb: "fetched",
        },
    }
}

/// The kind a controller reconciles and reports Ready on, by its `kind`.
pub(crate) fn reconciled_kind(kind: &str) -> Option<FluxKind> {
    [
        KUSTOMIZATION,
        HELM_RELEASE,
        IMAGE_REPOSITORY,
        IMAGE_UPDATE_AUTOMATION,
    ]
    .into_iter()
    .chain(SOURCES)
    .find(|candidate| candidate.kind == kind)
}

#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
    #[error("{plural} \"{name}\" not found")]
    NotFound { plural: &'static str, name: String },
    #[error("resource is suspended")]
    Suspended,
    #[error("{kind} name is required")]
    NameRequired { kind: &'static str },
    #[error("no {human} objects found in {namespace} namespace")]
    NoneFound {
        human: &'static str,
        namespace: String,
    },
}

/// The object, or flux's (the API server's) not-found error.
pub(crate) fn fetch(
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    name: &str,
) -> anyhow::Result<Value> {
    cluster
        .get(&kind.object_ref(namespace, name))?
        .ok_or_else(|| {
            Error::NotFound {
                plural: kind.plural,
                name: name.to_owned(),
            }
            .into()
        })
}

pub(crate) fn is_suspended(object: &Value) -> bool {
    object.pointer("/spec/suspend").and_then(Value::as_bool) == Some(true)
}

/// flux's `reconcile`: refuse a suspended object, annotate it, wait until its controller has
/// handled the request and is Ready, and report the revision.
pub(crate) fn reconcile(
    ui: &Ui,
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    name: &str,
    extra_annotations: &[&str],
    timeout: Duration,
) -> anyhow::Result<Value> {
    let object = fetch(cluster, kind, namespace, name)?;
    if is_suspended(&object) {
        return Err(Error::Suspended.into());
    }
    ui.action(&format!(
        "annotating {} {name} in {namespace} namespace",
        kind.kind
    ));
    let r = kind.object_ref(namespace, name);
    annotate_request(cluster, &r, extra_annotations, &[])?;
    ui.success(&format!("{} annotated", kind.kind));
    ui.waiting(&format!("waiting for {} reconciliation", kind.kind));
    let object = cluster.wait_ready(&r, timeout)?;
    ui.success(&kind.success_message(&object));
    Ok(object)
}

/// Sets `reconcile.fluxcd.io/requestedAt` (and `extra_annotations`, e.g. `forceAt`) to now, with
/// `spec` merged into the object's spec in the same patch.
pub(crate) fn annotate_request(
    cluster: &Cluster,
    r: &ObjectRef,
    extra_annotations: &[&str],
    spec: &[(&str, Value)],
) -> Result<(), KubeError> {
    let now = k8s_openapi::jiff::Timestamp::now().to_string();
    let mut annotations = serde_json::Map::new();
    for annotation in std::iter::once(&REQUESTED_AT_ANNOTATION).chain(extra_annotations) {
        annotations.insert((*annotation).to_owned(), json!(now));
    }
    let mut patch = json!({ "metadata": { "annotations": annotations } });
    for (field, value) in spec {
        patch["spec"][*field] = value.clone();
    }
    cluster.merge_patch(r, &patch, false).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_source_kind_is_found_by_its_kind_name() {
        for kind in SOURCES {
            assert_eq!(FluxKind::of_source(kind.kind), Some(kind));
            assert!(
                kind.plural
                    .starts_with(&kind.kind.to_ascii_lowercase()[..4])
            );
            assert!(kind.human.starts_with("source "));
        }
        assert_eq!(FluxKind::of_source("Kustomization"), None);
    }

    #[test]
    fn success_messages_name_the_revision() {
        let object = json!({"status": {"lastAppliedRevision": "main@sha1:abc",
                                        "artifact": {"revision": "main@sha1:def"}}});
        assert_eq!(
            KUSTOMIZATION.success_message(&object),
            "applied revision main@sha1:abc"
        );
        assert_eq!(
            GIT_REPOSITORY.success_message(&object),
            "fetched revision main@sha1:def"
        );
        let scanned = json!({"status": {"lastScanResult": {"tagCount": 7}}});
        assert_eq!(
            IMAGE_REPOSITORY.success_message(&scanned),
            "scan fetched 7 tags"
        );
        assert_eq!(
            IMAGE_UPDATE_AUTOMATION.success_message(&json!({})),
            "automation not yet run"
        );
    }
}
