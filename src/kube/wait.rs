//! Waiting for the controllers: Deployments current as kstatus computes it, a GitRepository's
//! artifact at a revision, a Kustomization that attempted a revision and is Ready.
//!
//! Flux's rules: the controller must have observed the current generation (and handled the
//! latest reconcile request) before its conditions count; a suspended object or `Ready=False`
//! ends the wait at once with the controller's message, since waiting longer cannot help.
//! Deployments are the exception: flux's status checker polls them until all are current or
//! its timeout passes, a failed rollout included.

use std::time::{Duration, Instant};

use serde_json::Value;

use super::{Cluster, KubeError, ObjectRef, REQUESTED_AT_ANNOTATION};

use crate::api::kustomize::API_VERSION as KUSTOMIZATION_API_VERSION;
use crate::api::source::API_VERSION as GIT_REPOSITORY_API_VERSION;

/// What one look at an object says.
#[derive(Debug, PartialEq, Eq)]
enum Progress {
    Done,
    /// Not there yet; the text says why, for the timeout message.
    Pending(String),
    Failed(String),
    Suspended,
}

impl Cluster {
    /// flux's status check (`StatusChecker.Assess`): polls the named Deployments of
    /// `namespace` until kstatus calls every one of them current or `timeout` passes, and
    /// tells how each stood at the end, sorted by name as flux prints them. A failed rollout
    /// does not end the wait: flux stops early only when all are current.
    pub fn assess_deployments(
        &self,
        namespace: &str,
        names: &[String],
        timeout: Duration,
    ) -> Vec<(String, Readiness)> {
        let _spinner = self.ui.spinner(&format!(
            "waiting for {} deployment(s) in {namespace}",
            names.len()
        ));
        let deadline = Instant::now() + timeout;
        let mut states: Vec<(String, Readiness)> = names
            .iter()
            .map(|name| (name.clone(), Readiness::NotReady))
            .collect();
        states.sort_by(|a, b| a.0.cmp(&b.0));
        self.runtime.block_on(async {
            loop {
                for (name, state) in states.iter_mut() {
                    let r = ObjectRef::namespaced("apps/v1", "Deployment", namespace, name);
                    // A failed read is kstatus' Unknown: not ready, and polled again.
                    *state = match self.get_async(&r).await {
                        Ok(None) => Readiness::NotFound,
                        Ok(Some(object))
                            if deployment_status(&object) == DeploymentStatus::Ready =>
                        {
                            Readiness::Ready
                        }
                        _ => Readiness::NotReady,
                    };
                }
                let now = Instant::now();
                if states.iter().all(|(_, s)| *s == Readiness::Ready) || now >= deadline {
                    return;
                }
                tokio::time::sleep(self.poll_interval().min(deadline - now)).await;
            }
        });
        states
    }

    /// Waits until the GitRepository's artifact is `revision` (`<branch>@sha1:<sha>`) and it is
    /// Ready.
    pub fn wait_git_repository_revision(
        &self,
        namespace: &str,
        name: &str,
        revision: &str,
        timeout: Duration,
    ) -> Result<(), KubeError> {
        let r = ObjectRef::namespaced(GIT_REPOSITORY_API_VERSION, "GitRepository", namespace, name);
        self.wait_revision(&r, revision, Ready::Now, timeout)
    }

    /// Waits until the Kustomization's `lastAttemptedRevision` is `revision` and it is Ready.
    /// Ready=False fails the wait only once `revision` was attempted: a failure of an older
    /// revision is what the new one may fix, and the controller attempts it as soon as the
    /// source has it.
    pub fn wait_kustomization_revision(
        &self,
        namespace: &str,
        name: &str,
        revision: &str,
        timeout: Duration,
    ) -> Result<(), KubeError> {
        let r = ObjectRef::namespaced(KUSTOMIZATION_API_VERSION, "Kustomization", namespace, name);
        self.wait_revision(&r, revision, Ready::AtRevision, timeout)
    }

    fn wait_revision(
        &self,
        r: &ObjectRef,
        revision: &str,
        failing: Ready,
        timeout: Duration,
    ) -> Result<(), KubeError> {
        let namespace = r.namespace.as_deref().unwrap_or_default();
        let _spinner = self.ui.spinner(&format!(
            "waiting for {} \"{namespace}/{}\" to be reconciled",
            r.kind, r.name
        ));
        let deadline = Instant::now() + timeout;
        self.runtime.block_on(self.poll(r, deadline, |object| {
            let Some(object) = object else {
                return Progress::Pending("not found".to_owned());
            };
            revision_progress(object, revision, failing)
        }))
    }

    /// Waits until the controller of `r` has handled its latest reconcile request at the
    /// current generation and reports Ready; returns the object as it is then.
    pub fn wait_ready(&self, r: &ObjectRef, timeout: Duration) -> Result<Value, KubeError> {
        let namespace = r.namespace.as_deref().unwrap_or_default();
        let _spinner = self.ui.spinner(&format!(
            "waiting for {} \"{namespace}/{}\" to be ready",
            r.kind, r.name
        ));
        let deadline = Instant::now() + timeout;
        self.runtime.block_on(async {
            self.poll(r, deadline, |object| match object {
                None => Progress::Pending("not found".to_owned()),
                Some(object) => ready_progress(object),
            })
            .await?;
            self.get_async(r).await?.ok_or_else(|| KubeError::NotFound {
                message: format!("{} \"{}\" not found", r.kind, r.name),
            })
        })
    }

    /// Looks at `r` every poll interval until `check` is done or fails, or `deadline` passes.
    async fn poll(
        &self,
        r: &ObjectRef,
        deadline: Instant,
        check: impl Fn(Option<&Value>) -> Progress,
    ) -> Result<(), KubeError> {
        let namespace = r.namespace.clone().unwrap_or_default();
        loop {
            let object = self.get_async(r).await?;
            match check(object.as_ref()) {
                Progress::Done => return Ok(()),
                Progress::Failed(message) => {
                    return Err(KubeError::NotReady {
                        kind: r.kind.clone(),
                        namespace,
                        name: r.name.clone(),
                        message,
                    });
                }
                Progress::Suspended => {
                    return Err(KubeError::Suspended {
                        kind: r.kind.clone(),
                        namespace,
                        name: r.name.clone(),
                    });
                }
                Progress::Pending(status) => {
                    let now = Instant::now();
                    if now >= deadline {
                        return Err(KubeError::Timeout {
                            what: format!("{} {namespace}/{}", r.kind, r.name),
                            status,
                        });
                    }
                    tokio::time::sleep(self.poll_interval().min(deadline - now)).await;
                }
            }
        }
    }
}

/// Where a Deployment's rollout stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeploymentStatus {
    Ready,
    Progressing(String),
    Failed(String),
}

/// How a Deployment stood when a status check ended, in flux's words: the line is
/// `<name>: deployment ready|not ready|not found`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Readiness {
    Ready,
    NotReady,
    NotFound,
}

impl Readiness {
    pub fn describe(self) -> &'static str {
        match self {
            Readiness::Ready => "deployment ready",
            Readiness::NotReady => "deployment not ready",
            Readiness::NotFound => "deployment not found",
        }
    }
}

/// kstatus' `Compute` for a Deployment: its generic checks (deletion, observed generation,
/// Reconciling/Stalled), then `deploymentConditions`. Ready is kstatus' Current; the messages
/// are kstatus' own.
pub fn deployment_status(deployment: &Value) -> DeploymentStatus {
    use DeploymentStatus::{Failed, Progressing, Ready};
    let number = |pointer: &str| deployment.pointer(pointer).and_then(Value::as_i64);
    if deployment
        .pointer("/metadata/deletionTimestamp")
        .and_then(Value::as_str)
        .is_some_and(|t| !t.is_empty())
    {
        return Progressing("Resource scheduled for deletion".to_owned());
    }
    // Only when both are there: kstatus skips the check for an object without a status yet.
    if let (Some(generation), Some(observed)) = (
        number("/metadata/generation"),
        number("/status/observedGeneration"),
    ) && generation != observed
    {
        return Progressing(format!(
            "Deployment generation is {generation}, but latest observed generation is {observed}"
        ));
    }
    let conditions = conditions(deployment);
    let is_true = |c: &&Value| c["status"] == "True";
    for c in &conditions {
        if c["type"] == "Reconciling" && is_true(c) {
            return Progressing(text(c, "message"));
        }
        if c["type"] == "Stalled" && is_true(c) {
            return Failed(text(c, "message"));
        }
    }
    // Without a progress deadline the controller never reports Progressing, so kstatus does
    // not ask for it.
    let mut progressing = deployment
        .pointer("/spec/progressDeadlineSeconds")
        .is_none();
    let mut available = false;
    for c in &conditions {
        if c["type"] == "Progressing" {
            if c["reason"] == "ProgressDeadlineExceeded" {
                return Failed("Progress deadline exceeded".to_owned());
            }
            progressing |= is_true(c) && c["reason"] == "NewReplicaSetAvailable";
        } else if c["type"] == "Available" && is_true(c) {
            available = true;
        }
    }
    let wanted = number("/spec/replicas").unwrap_or(1);
    let replicas = number("/status/replicas").unwrap_or(0);
    let updated = number("/status/updatedReplicas").unwrap_or(0);
    let ready = number("/status/readyReplicas").unwrap_or(0);
    let available_replicas = number("/status/availableReplicas").unwrap_or(0);
    if wanted > replicas {
        return Progressing(format!("Replicas: {replicas}/{wanted}"));
    }
    if wanted > updated {
        return Progressing(format!("Updated: {updated}/{wanted}"));
    }
    if replicas > wanted {
        return Progressing(format!("Pending termination: {}", replicas - wanted));
    }
    if updated > available_replicas {
        return Progressing(format!("Available: {available_replicas}/{updated}"));
    }
    if wanted > ready {
        return Progressing(format!("Ready: {ready}/{wanted}"));
    }
    if !progressing {
        return Progressing("ReplicaSet not Available".to_owned());
    }
    if !available {
        return Progressing("Deployment not Available".to_owned());
    }
    Ready
}

/// When a handled Ready=False ends a revision wait.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ready {
    /// At once: the controller's latest attempt is the one that failed (a source fetches the
    /// branch head each time).
    Now,
    /// Only when the failed attempt was of the awaited revision.
    AtRevision,
}

fn revision_progress(object: &Value, revision: &str, failing: Ready) -> Progress {
    if object.pointer("/spec/suspend").and_then(Value::as_bool) == Some(true) {
        return Progress::Suspended;
    }
    let ready = conditions(object)
        .into_iter()
        .find(|c| c["type"] == "Ready");
    let ready_message = ready.map(|c| text(c, "message")).unwrap_or_default();
    if !observed_current(object) {
        // Ready describes an older request or spec: saying it would mislead.
        return Progress::Pending(unobserved(object));
    }
    let at_revision = match crate::api::source::has_revision(object, revision) {
        Ok(at_revision) => at_revision,
        Err(err) => return Progress::Failed(err.to_string()),
    };
    match ready.map(|c| c["status"].as_str().unwrap_or_default()) {
        Some("False") if at_revision || failing == Ready::Now => Progress::Failed(ready_message),
        Some("True") if at_revision => Progress::Done,
        _ => {
            let status = if at_revision || ready_message.is_empty() {
                format!("revision {revision} not reported yet")
            } else {
                ready_message
            };
            Progress::Pending(status)
        }
    }
}

/// flux's `isObjectReady` for an object with a dynamic status (readiness.go), then kstatus'
/// `Compute`: Ready must describe the latest generation; then a deletion fails the wait,
/// Reconciling keeps waiting, Stalled fails it with its message, and Ready decides: True is
/// done, False or Unknown keeps waiting (kstatus cannot tell a failure from progress there).
fn ready_progress(object: &Value) -> Progress {
    if object.pointer("/spec/suspend").and_then(Value::as_bool) == Some(true) {
        return Progress::Suspended;
    }
    let conditions = conditions(object);
    let ready = conditions.iter().copied().find(|c| c["type"] == "Ready");
    let message = ready.map(|c| text(c, "message")).unwrap_or_default();
    let (generation, observed) = generations(object);
    if observed.unwrap_or(0) < 1 {
        return Progress::Pending(message);
    }
    let Some(ready) = ready else {
        return Progress::Pending(message);
    };
    let declared = generation;
    let generation = generation.unwrap_or(0);
    match ready["observedGeneration"].as_i64().unwrap_or(0) {
        0 if observed != Some(generation) => return Progress::Pending(message),
        0 => {}
        at if at != generation => return Progress::Pending(message),
        _ => {}
    }
    if object
        .pointer("/metadata/deletionTimestamp")
        .and_then(Value::as_str)
        .is_some_and(|t| !t.is_empty())
    {
        return Progress::Failed("Resource scheduled for deletion".to_owned());
    }
    if declared.is_some() && observed != declared {
        return Progress::Pending(message);
    }
    // The first of the two in the list decides, as kstatus reads them in order.
    for condition in &conditions {
        match (condition["type"].as_str(), condition["status"].as_str()) {
            (Some("Reconciling"), Some("True")) => {
                return Progress::Pending(text(condition, "message"));
            }
            (Some("Stalled"), Some("True")) => {
                return Progress::Failed(text(condition, "message"));
            }
            _ => {}
        }
    }
    match ready["status"].as_str() {
        Some("False" | "Unknown") => Progress::Pending(message),
        _ => Progress::Done,
    }
}

/// What the controller has not caught up with yet, when [`observed_current`] is false.
fn unobserved(object: &Value) -> String {
    match generations(object) {
        (Some(generation), observed) if observed < Some(generation) => {
            format!("the controller has not observed generation {generation} yet")
        }
        _ => "the controller has not handled the reconcile request yet".to_owned(),
    }
}

/// `metadata.generation` and `status.observedGeneration`.
fn generations(object: &Value) -> (Option<i64>, Option<i64>) {
    let number = |pointer: &str| object.pointer(pointer).and_then(Value::as_i64);
    (
        number("/metadata/generation"),
        number("/status/observedGeneration"),
    )
}

/// Whether the controller's status describes the current spec and the latest reconcile request.
fn observed_current(object: &Value) -> bool {
    let (generation, observed) = generations(object);
    if generation.is_some() && observed < generation {
        return false;
    }
    let requested = object
        .pointer("/metadata/annotations")
        .and_then(|a| a.get(REQUESTED_AT_ANNOTATION))
        .and_then(Value::as_str);
    match requested {
        Some(requested) => {
            object
                .pointer("/status/lastHandledReconcileAt")
                .and_then(Value::as_str)
                == Some(requested)
        }
        None => true,
    }
}

fn conditions(object: &Value) -> Vec<&Value> {
    object
        .pointer("/status/conditions")
        .and_then(Value::as_array)
        .map(|list| list.iter().collect())
        .unwrap_or_default()
}

fn text(value: &Value, key: &str) -> String {
    value[key].as_str().unwrap_or_default().to_owned()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn deployments_are_read_as_kstatus_reads_them() {
        // kstatus core.go deploymentConditions, in its order.
        let mut d = json!({
            "metadata": {"generation": 2},
            "spec": {"replicas": 2, "progressDeadlineSeconds": 600},
            "status": {"observedGeneration": 2, "replicas": 2, "updatedReplicas": 2,
                       "readyReplicas": 2, "availableReplicas": 2,
                       "conditions": [
                           {"type": "Available", "status": "True"},
                           {"type": "Progressing", "status": "True", "reason": "NewReplicaSetAvailable"}]}
        });
        let progressing = |d: &Value| match deployment_status(d) {
            DeploymentStatus::Progressing(why) => why,
            other => panic!("{other:?}"),
        };
        assert_eq!(deployment_status(&d), DeploymentStatus::Ready);
        d["status"]["observedGeneration"] = json!(1);
        assert_eq!(
            progressing(&d),
            "Deployment generation is 2, but latest observed generation is 1"
        );
        d["status"]["observedGeneration"] = json!(2);
        // An old pod still terminating.
        d["status"]["replicas"] = json!(3);
        assert_eq!(progressing(&d), "Pending termination: 1");
        d["status"]["replicas"] = json!(2);
        d["status"]["readyReplicas"] = json!(1);
        assert_eq!(progressing(&d), "Ready: 1/2");
        d["status"]["readyReplicas"] = json!(2);
        // The new ReplicaSet is not reported available yet.
        d["status"]["conditions"][1]["reason"] = json!("ReplicaSetUpdated");
        assert_eq!(progressing(&d), "ReplicaSet not Available");
        // Without a progress deadline, Progressing is not asked for.
        d["spec"]
            .as_object_mut()
            .unwrap()
            .remove("progressDeadlineSeconds");
        assert_eq!(deployment_status(&d), DeploymentStatus::Ready);
        d["status"]["conditions"][0]["status"] = json!("False");
        assert_eq!(progressing(&d), "Deployment not Available");
        // Zero replicas still need Available=True.
        d["spec"]["replicas"] = json!(0);
        d["status"] = json!({"observedGeneration": 2, "conditions": []});
        assert_eq!(progressing(&d), "Deployment not Available");
        d["status"]["conditions"] = json!([{"type": "Progressing", "status": "False",
                                             "reason": "ProgressDeadlineExceeded"}]);
        assert_eq!(
            deployment_status(&d),
            DeploymentStatus::Failed("Progress deadline exceeded".to_owned())
        );
    }

    #[test]
    fn a_legacy_revision_matches_its_current_form() {
        let sha = "5394cb7f48332b2de7c17dd8b8384bbc84b7e738";
        let object = json!({
            "kind": "GitRepository",
            "metadata": {"generation": 1},
            "status": {"observedGeneration": 1, "artifact": {"revision": format!("main/{sha}")},
                       "conditions": [{"type": "Ready", "status": "True", "message": "ok"}]}
        });
        let progress = revision_progress(&object, &format!("main@sha1:{sha}"), Ready::Now);
        assert!(matches!(progress, Progress::Done));
    }

    #[test]
    fn a_kind_without_a_revision_fails_the_wait_as_flux_does() {
        let object = json!({
            "kind": "HelmRelease",
            "metadata": {"generation": 1},
            "status": {"observedGeneration": 1,
                       "conditions": [{"type": "Ready", "status": "True", "message": "ok"}]}
        });
        assert_eq!(
            revision_progress(&object, "1.0.0", Ready::Now),
            Progress::Failed("cannot get status revision for kind: 'HelmRelease'".to_owned())
        );
    }

    #[test]
    fn ready_false_fails_only_once_the_request_is_handled() {
        let mut object = json!({
            "kind": "GitRepository",
            "metadata": {"generation": 1, "annotations": {REQUESTED_AT_ANNOTATION: "t2"}},
            "status": {"observedGeneration": 1, "lastHandledReconcileAt": "t1",
                       "conditions": [{"type": "Ready", "status": "False", "message": "boom"}]}
        });
        let progress = revision_progress(&object, "main@sha1:1", Ready::Now);
        assert!(matches!(progress, Progress::Pending(_)));
        object["status"]["lastHandledReconcileAt"] = json!("t2");
        let progress = revision_progress(&object, "main@sha1:1", Ready::Now);
        assert!(matches!(progress, Progress::Failed(message) if message == "boom"));
    }

    /// kstatus reads Ready=False as progress: only Stalled fails the wait, with its message.
    #[test]
    fn a_wait_for_ready_fails_only_on_stalled() {
        let object = |conditions: Value| {
            json!({"kind": "Bucket", "metadata": {"generation": 2},
                   "status": {"observedGeneration": 2, "conditions": conditions}})
        };
        let condition = |kind: &str, status: &str, message: &str| json!({"type": kind, "status": status, "message": message, "observedGeneration": 2});
        let not_ready = condition("Ready", "False", "bucket not found");
        assert_eq!(
            ready_progress(&object(json!([not_ready.clone()]))),
            Progress::Pending("bucket not found".to_owned())
        );
        let stalled = condition("Stalled", "True", "invalid endpoint");
        assert_eq!(
            ready_progress(&object(json!([not_ready.clone(), stalled.clone()]))),
            Progress::Failed("invalid endpoint".to_owned())
        );
        // The first of Reconciling and Stalled in the list decides.
        let reconciling = condition("Reconciling", "True", "retrying");
        assert_eq!(
            ready_progress(&object(json!([
                not_ready.clone(),
                reconciling,
                stalled.clone()
            ]))),
            Progress::Pending("retrying".to_owned())
        );
        let ready = condition("Ready", "True", "stored artifact");
        assert_eq!(
            ready_progress(&object(json!([ready.clone()]))),
            Progress::Done
        );
        // Ready of an older generation says nothing yet.
        let mut old = ready;
        old["observedGeneration"] = json!(1);
        assert!(matches!(
            ready_progress(&object(json!([old]))),
            Progress::Pending(_)
        ));
    }

    #[test]
    fn a_kustomization_failure_counts_only_at_the_awaited_revision() {
        let mut object = json!({
            "kind": "Kustomization",
            "metadata": {"generation": 1, "annotations": {REQUESTED_AT_ANNOTATION: "t2"}},
            "status": {"observedGeneration": 1, "lastHandledReconcileAt": "t2",
                       "lastAttemptedRevision": "main@sha1:0",
                       "conditions": [{"type": "Ready", "status": "False", "message": "boom"}]}
        });
        let progress = revision_progress(&object, "main@sha1:1", Ready::AtRevision);
        assert_eq!(progress, Progress::Pending("boom".to_owned()));
        object["status"]["lastAttemptedRevision"] = json!("main@sha1:1");
        let progress = revision_progress(&object, "main@sha1:1", Ready::AtRevision);
        assert_eq!(progress, Progress::Failed("boom".to_owned()));
        // Not attempted at all yet (its source was not ready): waiting.
        object["status"]
            .as_object_mut()
            .unwrap()
            .remove("lastAttemptedRevision");
        let progress = revision_progress(&object, "main@sha1:1", Ready::AtRevision);
        assert_eq!(progress, Progress::Pending("boom".to_owned()));
    }
}
