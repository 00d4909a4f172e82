//! Kustomization (`create kustomization`): flux's checks, in flux's order, and the object.

use crate::duration::GoDuration;
use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

use super::flags::{self, Dependency, SourceRef};
use super::{metadata, parse_labels};
use crate::duration;

/// A Kustomization flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("invalid health check '{check}' must be in the format 'kind/name.namespace' [{}]", parts.join(" "))]
    HealthCheckFormat { check: String, parts: Vec<String> },
    #[error(
        "invalid health check kind '{kind}' can be HelmRelease, Deployment, DaemonSet or StatefulSet"
    )]
    HealthCheckKind { kind: String },
    #[error("invalid health check '{check}' must be in the format 'kind/name.namespace'")]
    HealthCheckName { check: String },
    #[error("path must begin with ./")]
    PathPrefix,
    #[error("source is required")]
    SourceRequired,
    #[error(transparent)]
    Create(#[from] super::Error),
}

/// One entry of `spec.healthChecks`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HealthCheck {
    pub api_version: Option<&'static str>,
    pub kind: String,
    pub name: String,
    pub namespace: String,
}

/// `create kustomization`, with the name already checked: the flag values as flux holds them.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub name: String,
    pub namespace: String,
    /// `--label` values, checked after `generating Kustomization` as flux does.
    pub labels: Vec<String>,
    pub source: Option<SourceRef>,
    /// As `--path` holds it: made safe and relative, starting with `./`.
    pub path: String,
    pub interval: GoDuration,
    pub prune: bool,
    pub wait: bool,
    pub health_checks: Vec<String>,
    pub health_check_timeout: GoDuration,
    pub depends_on: Vec<String>,
    pub service_account: String,
    pub decryption_provider: Option<String>,
    pub decryption_secret: String,
    pub target_namespace: String,
    pub kubeconfig_secret_ref: String,
    pub retry_interval: GoDuration,
}

/// The settings a Kustomization is made from, once checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kustomization {
    pub name: String,
    pub namespace: String,
    pub labels: BTreeMap<String, String>,
    pub source: SourceRef,
    /// Always starts with `./`.
    pub path: String,
    pub interval: GoDuration,
    pub prune: bool,
    pub wait: bool,
    pub health_checks: Vec<HealthCheck>,
    /// `spec.timeout`, set when anything is health checked.
    pub timeout: Option<GoDuration>,
    pub depends_on: Vec<Dependency>,
    pub service_account: String,
    pub decryption: Option<(String, String)>,
    pub target_namespace: String,
    pub kubeconfig_secret_ref: String,
    pub retry_interval: GoDuration,
}

impl Kustomization {
    /// Checks the flags the way flux does, in flux's order; `announce` prints flux's
    /// `generating Kustomization` line where flux prints it.
    pub fn resolve(options: Options, announce: impl FnOnce()) -> Result<Self, Error> {
        let Options {
            name,
            namespace,
            labels,
            source,
            path,
            interval,
            prune,
            wait,
            health_checks,
            health_check_timeout,
            depends_on,
            service_account,
            decryption_provider,
            decryption_secret,
            target_namespace,
            kubeconfig_secret_ref,
            retry_interval,
        } = options;
        if !path.starts_with("./") {
            return Err(Error::PathPrefix);
        }
        let source = source
            .filter(|source| !source.name.is_empty())
            .ok_or(Error::SourceRequired)?;
        announce();
        let labels = parse_labels(&labels)?;
        // flux reads the health checks only when it does not wait for everything.
        let health_checks = if wait {
            Vec::new()
        } else {
            parse_health_checks(&health_checks)?
        };
        let timeout = (wait || !health_checks.is_empty()).then_some(health_check_timeout);
        let decryption = decryption_provider.map(|provider| (provider, decryption_secret));
        Ok(Self {
            name,
            namespace,
            labels,
            source,
            path,
            interval,
            prune,
            wait,
            health_checks,
            timeout,
            depends_on: flags::depends_on(&depends_on),
            service_account,
            decryption,
            target_namespace,
            kubeconfig_secret_ref,
            retry_interval,
        })
    }

    /// The Kustomization as flux exports it.
    pub fn to_object(&self) -> Value {
        let mut spec = Map::new();
        if let Some((provider, secret)) = &self.decryption {
            let mut decryption = Map::new();
            decryption.insert("provider".into(), provider.clone().into());
            if !secret.is_empty() {
                decryption.insert("secretRef".into(), json!({ "name": secret }));
            }
            spec.insert("decryption".into(), decryption.into());
        }
        if !self.depends_on.is_empty() {
            let deps: Vec<Value> = self.depends_on.iter().map(Dependency::to_value).collect();
            spec.insert("dependsOn".into(), deps.into());
        }
        if !self.health_checks.is_empty() {
            let checks: Vec<Value> = self
                .health_checks
                .iter()
                .map(|check| {
                    let mut entry = Map::new();
                    if let Some(api_version) = check.api_version {
                        entry.insert("apiVersion".into(), api_version.into());
                    }
                    entry.insert("kind".into(), check.kind.clone().into());
                    entry.insert("name".into(), check.name.clone().into());
                    entry.insert("namespace".into(), check.namespace.clone().into());
                    Value::Object(entry)
                })
                .collect();
            spec.insert("healthChecks".into(), checks.into());
        }
        spec.insert("interval".into(), duration::format(self.interval).into());
        if !self.kubeconfig_secret_ref.is_empty() {
            spec.insert(
                "kubeConfig".into(),
                json!({ "secretRef": { "name": self.kubeconfig_secret_ref } }),
            );
        }
        spec.insert("path".into(), self.path.clone().into());
        spec.insert("prune".into(), self.prune.into());
        if self.retry_interval.is_positive() {
            spec.insert(
                "retryInterval".into(),
                duration::format(self.retry_interval).into(),
            );
        }
        if !self.service_account.is_empty() {
            spec.insert(
                "serviceAccountName".into(),
                self.service_account.clone().into(),
            );
        }
        spec.insert("sourceRef".into(), self.source.to_value());
        if !self.target_namespace.is_empty() {
            spec.insert(
                "targetNamespace".into(),
                self.target_namespace.clone().into(),
            );
        }
        if let Some(timeout) = self.timeout {
            spec.insert("timeout".into(), duration::format(timeout).into());
        }
        if self.wait {
            spec.insert("wait".into(), true.into());
        }
        json!({
            "apiVersion": "kustomize.toolkit.fluxcd.io/v1",
            "kind": "Kustomization",
            "metadata": metadata(&self.name, &self.namespace, &self.labels),
            "spec": spec,
        })
    }
}

fn parse_health_checks(checks: &[String]) -> Result<Vec<HealthCheck>, Error> {
    checks
        .iter()
        .map(|check| {
            let parts: Vec<&str> = check.split('/').collect();
            let [kind, name_namespace] = parts[..] else {
                return Err(Error::HealthCheckFormat {
                    check: check.clone(),
                    parts: parts.iter().map(|p| (*p).to_owned()).collect(),
                });
            };
            let api_version = match kind {
                "Deployment" | "DaemonSet" | "StatefulSet" => None,
                "HelmRelease" => Some("helm.toolkit.fluxcd.io/v2"),
                _ => {
                    return Err(Error::HealthCheckKind {
                        kind: kind.to_owned(),
                    });
                }
            };
            let name_parts: Vec<&str> = name_namespace.split('.').collect();
            let [name, namespace] = name_parts[..] else {
                return Err(Error::HealthCheckName {
                    check: check.clone(),
                });
            };
            Ok(HealthCheck {
                api_version,
                kind: kind.to_owned(),
                name: name.to_owned(),
                namespace: namespace.to_owned(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn health_checks_follow_flux() {
        let checks =
            parse_health_checks(&["Deployment/web.apps".into(), "HelmRelease/db.data".into()])
                .unwrap();
        assert_eq!(checks[0].api_version, None);
        assert_eq!(checks[1].api_version, Some("helm.toolkit.fluxcd.io/v2"));
        let err = |c: &str| {
            parse_health_checks(&[c.to_owned()])
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            err("web"),
            "invalid health check 'web' must be in the format 'kind/name.namespace' [web]"
        );
        assert_eq!(
            err("Pod/web.apps"),
            "invalid health check kind 'Pod' can be HelmRelease, Deployment, DaemonSet or StatefulSet"
        );
        assert_eq!(
            err("Deployment/web"),
            "invalid health check 'Deployment/web' must be in the format 'kind/name.namespace'"
        );
    }
}
