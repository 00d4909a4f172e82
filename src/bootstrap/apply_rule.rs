//! When a bootstrap applies to the cluster instead of leaving it to Git, decided in one place.
//!
//! fluxr's cluster only runs what Git holds: after the first run, changes travel as commits
//! that the controllers fetch and apply. That only works while the controllers *can* fetch the
//! new commit. Three things are therefore applied directly, each only when Git cannot bring it:
//!
//! 1. **The components**, on the first run, as flux decides it: while the Kustomization
//!    `<ns>/<ns>` is missing or has not applied a revision ([`must_install`]).
//! 2. **The source secret**, when it is missing, when the run brings credentials of its own,
//!    or when it holds no credentials for the URL the cluster will fetch from
//!    ([`secret_misfit`]).
//! 3. **The sync objects** (the GitRepository and Kustomization `<ns>/<ns>`, as the commit
//!    builds them, and nothing else), when either is missing, or when the source-controller
//!    would go on fetching with something other than what the commit says: another URL, ref,
//!    secret or provider, or a Kustomization following another source ([`sync_reason`]).
//!
//! The decision is taken before anything is pushed, from what the cluster holds then, so that a
//! controller applying the new commit in between cannot change it. Providers use it through
//! [`super::GitBootstrapper`], unchanged.

use std::fmt;

use serde_json::Value;

use crate::git::url::redact;
use crate::git::{GitUrl, known_hosts};
use crate::manifestgen::sourcesecret;

/// Why the components are installed, as flux's `mustInstallManifests` decides: the
/// Kustomization `<ns>/<ns>` is missing, or has not applied a revision yet (the first run did
/// not get that far); `None` once it has.
pub fn must_install(key: &str, kustomization: Option<&Value>) -> Option<String> {
    let Some(kustomization) = kustomization else {
        return Some(format!("Kustomization \"{key}\" is missing"));
    };
    let applied = kustomization
        .pointer("/status/lastAppliedRevision")
        .and_then(Value::as_str)
        .unwrap_or_default();
    applied
        .is_empty()
        .then(|| format!("Kustomization \"{key}\" has not applied a revision yet"))
}

/// Why the sync objects are applied on this run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SyncReason {
    /// Flux could not deliver Git yet, so everything was installed.
    Install,
    Missing {
        kind: &'static str,
    },
    Url {
        cluster: String,
        commit: String,
    },
    Ref {
        cluster: String,
        commit: String,
    },
    SecretRef {
        cluster: String,
        commit: String,
    },
    Provider {
        cluster: String,
        commit: String,
    },
    SourceRef {
        cluster: String,
        commit: String,
    },
}

impl fmt::Display for SyncReason {
    /// The clause after "applying ... :" that tells the user why.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyncReason::Install => f.write_str("Flux is being installed"),
            SyncReason::Missing { kind } => write!(f, "the {kind} is missing from the cluster"),
            SyncReason::Url { cluster, commit } => write!(
                f,
                "the cluster fetches from \"{}\", this run commits for \"{}\"",
                redact(cluster),
                redact(commit)
            ),
            SyncReason::Ref { cluster, commit } => write!(
                f,
                "the cluster follows {cluster}, this run commits to {commit}"
            ),
            SyncReason::SecretRef { cluster, commit } => write!(
                f,
                "the cluster authenticates with {cluster}, this run with {commit}"
            ),
            SyncReason::Provider { cluster, commit } => write!(
                f,
                "the cluster authenticates as provider \"{cluster}\", this run as \"{commit}\""
            ),
            SyncReason::SourceRef { cluster, commit } => write!(
                f,
                "the cluster's Kustomization follows {cluster}, this run's follows {commit}"
            ),
        }
    }
}

/// Compares the cluster's GitRepository and Kustomization with the ones the commit builds;
/// `Some` when the source-controller could not fetch the new commit with what it has (or the
/// Kustomization would not apply it), `None` when Git alone can bring the change.
pub fn sync_reason(
    cluster_repository: Option<&Value>,
    cluster_kustomization: Option<&Value>,
    repository: &Value,
    kustomization: &Value,
) -> Option<SyncReason> {
    let Some(cluster_repository) = cluster_repository else {
        return Some(SyncReason::Missing {
            kind: "GitRepository",
        });
    };
    let Some(cluster_kustomization) = cluster_kustomization else {
        return Some(SyncReason::Missing {
            kind: "Kustomization",
        });
    };
    let text = |object: &Value, pointer: &str| {
        object
            .pointer(pointer)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned()
    };
    let (url, wanted_url) = (
        text(cluster_repository, "/spec/url"),
        text(repository, "/spec/url"),
    );
    if url != wanted_url {
        return Some(SyncReason::Url {
            cluster: url,
            commit: wanted_url,
        });
    }
    let (reference, wanted_ref) = (
        git_ref(cluster_repository.pointer("/spec/ref")),
        git_ref(repository.pointer("/spec/ref")),
    );
    if reference != wanted_ref {
        return Some(SyncReason::Ref {
            cluster: reference,
            commit: wanted_ref,
        });
    }
    let secret = |object: &Value| match text(object, "/spec/secretRef/name") {
        name if name.is_empty() => "no secret".to_owned(),
        name => format!("secret \"{name}\""),
    };
    let (secret_ref, wanted_secret_ref) = (secret(cluster_repository), secret(repository));
    if secret_ref != wanted_secret_ref {
        return Some(SyncReason::SecretRef {
            cluster: secret_ref,
            commit: wanted_secret_ref,
        });
    }
    // The API server defaults an absent provider to generic.
    let provider = |object: &Value| match text(object, "/spec/provider") {
        name if name.is_empty() => "generic".to_owned(),
        name => name,
    };
    let (provider_name, wanted_provider) = (provider(cluster_repository), provider(repository));
    if provider_name != wanted_provider {
        return Some(SyncReason::Provider {
            cluster: provider_name,
            commit: wanted_provider,
        });
    }
    let source = |object: &Value| {
        let namespace = match text(object, "/spec/sourceRef/namespace") {
            namespace if namespace.is_empty() => text(object, "/metadata/namespace"),
            namespace => namespace,
        };
        format!(
            "{} \"{namespace}/{}\"",
            text(object, "/spec/sourceRef/kind"),
            text(object, "/spec/sourceRef/name")
        )
    };
    let (source_ref, wanted_source_ref) = (source(cluster_kustomization), source(kustomization));
    if source_ref != wanted_source_ref {
        return Some(SyncReason::SourceRef {
            cluster: source_ref,
            commit: wanted_source_ref,
        });
    }
    None
}

/// A GitRepository `spec.ref` in words: `branch "main"`, `tag "v1"`, ….
fn git_ref(reference: Option<&Value>) -> String {
    let Some(Value::Object(fields)) = reference else {
        // source-controller's default when no ref is given.
        return "branch \"master\"".to_owned();
    };
    let mut parts: Vec<String> = ["name", "commit", "semver", "tag", "branch"]
        .iter()
        .filter_map(|field| {
            let value = fields.get(*field)?.as_str()?;
            (!value.is_empty()).then(|| format!("{field} \"{value}\""))
        })
        .collect();
    if parts.is_empty() {
        parts.push("branch \"master\"".to_owned());
    }
    parts.join(", ")
}

/// Why the source secret cannot authenticate the source-controller to `url`; `None` when it
/// holds what the URL's transport needs. Over SSH that is a private key and a `known_hosts`
/// entry for the URL's host and port; over HTTP/S a username and password or a bearer token.
/// Other transports need nothing.
pub fn secret_misfit(secret: &Value, url: &str) -> Option<String> {
    let remote = GitUrl::remote(url)?;
    let has = |key: &str| secret_value(secret, key).is_some_and(|value| !value.is_empty());
    let (host, port) = (remote.host(), remote.port_or_default());
    match remote.scheme() {
        "ssh" => {
            if !has(sourcesecret::PRIVATE_KEY_KEY) {
                return Some("it holds no SSH private key".to_owned());
            }
            let known = secret_value(secret, sourcesecret::KNOWN_HOSTS_KEY).unwrap_or_default();
            if !known_hosts::knows_host(&known, host, port) {
                return Some(format!(
                    "its known_hosts has no key for {}",
                    known_hosts::host_pattern(host, port)
                ));
            }
            None
        }
        "http" | "https" => {
            let basic = has(sourcesecret::USERNAME_KEY) && has(sourcesecret::PASSWORD_KEY);
            if basic || has(sourcesecret::BEARER_TOKEN_KEY) {
                None
            } else {
                Some("it holds no username and password or bearer token".to_owned())
            }
        }
        _ => None,
    }
}

/// A key of a Secret from the cluster, decoded (`stringData` too, as a fake or a dry run may
/// return it).
pub fn secret_value(secret: &Value, key: &str) -> Option<String> {
    use base64::Engine as _;
    if let Some(text) = secret.get("stringData").and_then(|data| data.get(key)) {
        return text.as_str().map(str::to_owned);
    }
    let encoded = secret.get("data")?.get(key)?.as_str()?;
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(encoded)
        .ok()?;
    String::from_utf8(bytes).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn repository(url: &str, branch: &str) -> Value {
        json!({
            "apiVersion": "source.toolkit.fluxcd.io/v1", "kind": "GitRepository",
            "metadata": {"name": "flux-system", "namespace": "flux-system"},
            "spec": {"url": url, "ref": {"branch": branch}, "secretRef": {"name": "flux-system"},
                     "interval": "1m0s"},
        })
    }

    fn kustomization() -> Value {
        json!({
            "apiVersion": "kustomize.toolkit.fluxcd.io/v1", "kind": "Kustomization",
            "metadata": {"name": "flux-system", "namespace": "flux-system"},
            "spec": {"path": "./", "sourceRef": {"kind": "GitRepository", "name": "flux-system"}},
        })
    }

    #[test]
    fn components_are_installed_until_the_kustomization_applied_a_revision() {
        let key = "flux-system/flux-system";
        assert_eq!(
            must_install(key, None).unwrap(),
            "Kustomization \"flux-system/flux-system\" is missing"
        );
        let mut applied = kustomization();
        assert!(must_install(key, Some(&applied)).is_some());
        applied["status"] = json!({"lastAppliedRevision": ""});
        assert!(must_install(key, Some(&applied)).is_some());
        applied["status"] = json!({"lastAppliedRevision": "main@sha1:0123"});
        assert_eq!(must_install(key, Some(&applied)), None);
    }

    #[test]
    fn the_same_sync_objects_need_no_apply() {
        let committed = repository("ssh://git@example.org/fleet", "main");
        // What the API server adds or the user may patch (interval) does not matter.
        let mut cluster = committed.clone();
        cluster["spec"]["interval"] = json!("5m0s");
        cluster["status"] = json!({"artifact": {"revision": "main@sha1:1"}});
        assert_eq!(
            sync_reason(
                Some(&cluster),
                Some(&kustomization()),
                &committed,
                &kustomization()
            ),
            None
        );
        cluster["spec"]["provider"] = json!("generic");
        assert_eq!(
            sync_reason(
                Some(&cluster),
                Some(&kustomization()),
                &committed,
                &kustomization()
            ),
            None
        );
    }

    #[test]
    fn every_difference_that_stops_the_fetch_is_a_reason() {
        let committed = repository("ssh://git@example.org/fleet", "main");
        let ks = kustomization();
        let reason = |cluster: &Value| sync_reason(Some(cluster), Some(&ks), &committed, &ks);
        assert_eq!(
            sync_reason(None, Some(&ks), &committed, &ks)
                .unwrap()
                .to_string(),
            "the GitRepository is missing from the cluster"
        );
        assert_eq!(
            sync_reason(Some(&committed), None, &committed, &ks)
                .unwrap()
                .to_string(),
            "the Kustomization is missing from the cluster"
        );
        let https = repository("https://example.org/fleet", "main");
        assert_eq!(
            reason(&https).unwrap().to_string(),
            "the cluster fetches from \"https://example.org/fleet\", this run commits for \
             \"ssh://git@example.org/fleet\""
        );
        let with_password = repository("https://git:s3cret@example.org/fleet", "main");
        assert!(
            !reason(&with_password)
                .unwrap()
                .to_string()
                .contains("s3cret"),
            "credentials in a URL are never printed"
        );
        let other_branch = repository("ssh://git@example.org/fleet", "prod");
        assert_eq!(
            reason(&other_branch).unwrap().to_string(),
            "the cluster follows branch \"prod\", this run commits to branch \"main\""
        );
        let mut tag = committed.clone();
        tag["spec"]["ref"] = json!({"tag": "v1", "branch": "main"});
        assert!(matches!(reason(&tag), Some(SyncReason::Ref { .. })));
        let mut secret = committed.clone();
        secret["spec"]["secretRef"]["name"] = json!("old");
        assert_eq!(
            reason(&secret).unwrap().to_string(),
            "the cluster authenticates with secret \"old\", this run with secret \"flux-system\""
        );
        let mut provider = committed.clone();
        provider["spec"]["provider"] = json!("github");
        assert!(matches!(
            reason(&provider),
            Some(SyncReason::Provider { .. })
        ));
        let mut elsewhere = ks.clone();
        elsewhere["spec"]["sourceRef"]["name"] = json!("other");
        assert!(matches!(
            sync_reason(Some(&committed), Some(&elsewhere), &committed, &ks),
            Some(SyncReason::SourceRef { .. })
        ));
    }

    fn secret(data: &[(&str, &str)]) -> Value {
        use base64::Engine as _;
        let encoded: serde_json::Map<String, Value> = data
            .iter()
            .map(|(key, value)| {
                let value = base64::engine::general_purpose::STANDARD.encode(value);
                ((*key).to_owned(), Value::String(value))
            })
            .collect();
        json!({"data": encoded})
    }

    #[test]
    fn secrets_fit_the_transport_and_host_of_the_url() {
        let known = "[127.0.0.1]:2222 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJnoGXvzrk0uGAKy/8fIzyIqAZjE1DlfkceYiQiiAgw6\n";
        let ssh = secret(&[("identity", "KEY"), ("known_hosts", known)]);
        assert_eq!(secret_misfit(&ssh, "ssh://git@127.0.0.1:2222/fleet"), None);
        assert_eq!(
            secret_misfit(&ssh, "ssh://git@127.0.0.1:2200/fleet").unwrap(),
            "its known_hosts has no key for [127.0.0.1]:2200"
        );
        assert_eq!(
            secret_misfit(&ssh, "https://127.0.0.1/fleet").unwrap(),
            "it holds no username and password or bearer token"
        );
        let basic = secret(&[("username", "git"), ("password", "t")]);
        assert_eq!(secret_misfit(&basic, "https://example.org/fleet"), None);
        assert_eq!(
            secret_misfit(&basic, "ssh://git@example.org/fleet").unwrap(),
            "it holds no SSH private key"
        );
        let bearer = secret(&[("bearerToken", "t")]);
        assert_eq!(secret_misfit(&bearer, "http://example.org/fleet"), None);
        assert_eq!(secret_misfit(&bearer, "git://example.org/fleet"), None);
    }
}
