//! `fluxr create kustomization NAME`: a Flux Kustomization, with flux's flags, defaults and checks.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use serde_json::{Map, Value, json};

use crate::cli::GlobalContext;
use crate::cli::create::flags::{self, Dependency, SourceRef};
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::manifestgen::duration;
use crate::ui::Ui;

/// Create or update a Kustomization resource
///
/// The create command generates a Kustomization resource for a given source.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct KustomizationArgs {
    /// The name of the Kustomization
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,

    /// Source that contains the Kubernetes manifests in the format '[<kind>/]<name>.<namespace>',
    /// where kind must be one of: (GitRepository, OCIRepository, Bucket), if kind is not
    /// specified it defaults to GitRepository
    #[arg(long, value_parser = flags::kustomization_source)]
    pub source: Option<SourceRef>,
    /// Path to the directory containing a kustomization.yaml file
    #[arg(long, default_value = "./", value_parser = flags::safe_relative_path)]
    pub path: String,
    /// Enable garbage collection
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub prune: bool,
    /// Enable health checking of all the applied resources
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub wait: bool,
    /// Workload to be included in the health assessment, in the format
    /// '<kind>/<name>.<namespace>'
    #[arg(long, value_delimiter = ',', value_name = "KIND/NAME.NAMESPACE")]
    pub health_check: Vec<String>,
    /// Timeout of health checking operations
    #[arg(long, default_value = "2m0s", value_parser = parse_duration)]
    pub health_check_timeout: Duration,
    /// Validate the manifests before applying them on the cluster, can be 'client' or 'server'
    #[arg(long, hide = true, action = clap::ArgAction::Append)]
    pub validation: Vec<String>,
    /// Kustomization that must be ready before this Kustomization can be applied, supported
    /// formats '<name>' and '<namespace>/<name>', also accepts comma-separated values
    #[arg(long, value_delimiter = ',', value_name = "KUSTOMIZATION")]
    pub depends_on: Vec<String>,
    /// The name of the service account to impersonate when reconciling this Kustomization
    #[arg(long, default_value = "", hide_default_value = true)]
    pub service_account: String,
    /// Decryption provider, available options are: (sops)
    #[arg(long, value_parser = flags::decryption_provider)]
    pub decryption_provider: Option<String>,
    /// Set the Kubernetes secret name that contains the OpenPGP private keys used for sops
    /// decryption
    #[arg(long, default_value = "", hide_default_value = true)]
    pub decryption_secret: String,
    /// Overrides the namespace of all Kustomization objects reconciled by this Kustomization
    #[arg(long, default_value = "", hide_default_value = true)]
    pub target_namespace: String,
    /// The name of the Kubernetes Secret that contains a key with the kubeconfig file for
    /// connecting to a remote cluster
    #[arg(long, default_value = "", hide_default_value = true)]
    pub kubeconfig_secret_ref: String,
    /// The interval at which to retry a previously failed reconciliation
    #[arg(long, default_value = "0s", value_parser = parse_duration)]
    pub retry_interval: Duration,
}

const EXAMPLES: &str = "Examples:
  # Create a Kustomization resource from a source at a given path
  fluxr create kustomization kyverno \\
    --source=GitRepository/kyverno \\
    --path=\"./config/release\" \\
    --prune=true \\
    --interval=60m \\
    --wait=true \\
    --health-check-timeout=3m --export

  # Create a Kustomization resource that depends on the previous one
  fluxr create kustomization kyverno-policies \\
    --depends-on=kyverno \\
    --source=GitRepository/kyverno-policies \\
    --path=\"./policies/flux\" \\
    --prune=true \\
    --interval=5m --export

  # Create a Kustomization using a source from a different namespace
  fluxr create kustomization podinfo \\
    --namespace=default \\
    --source=GitRepository/podinfo.flux-system \\
    --path=\"./kustomize\" \\
    --prune=true \\
    --interval=5m --export";

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
}

/// One entry of `spec.healthChecks`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HealthCheck {
    pub api_version: Option<&'static str>,
    pub kind: String,
    pub name: String,
    pub namespace: String,
}

/// The validated settings a Kustomization is made from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    pub name: String,
    pub namespace: String,
    pub labels: BTreeMap<String, String>,
    pub source: SourceRef,
    /// Always starts with `./`.
    pub path: String,
    pub interval: Duration,
    pub prune: bool,
    pub wait: bool,
    pub health_checks: Vec<HealthCheck>,
    /// `spec.timeout`, set when anything is health checked.
    pub timeout: Option<Duration>,
    pub depends_on: Vec<Dependency>,
    pub service_account: String,
    pub decryption: Option<(String, String)>,
    pub target_namespace: String,
    pub kubeconfig_secret_ref: String,
    pub retry_interval: Duration,
}

impl Options {
    /// Checks the flags the way flux does, in flux's order; `announce` prints flux's
    /// `generating Kustomization` line where flux prints it.
    pub(crate) fn resolve(
        ctx: &GlobalContext,
        common: &CreateCommonArgs,
        args: KustomizationArgs,
        announce: impl FnOnce(),
    ) -> anyhow::Result<Self> {
        let KustomizationArgs {
            name,
            ignored: _,
            source,
            path,
            prune,
            wait,
            health_check,
            health_check_timeout,
            // Deprecated: only its notice remains, printed while flags are read.
            validation: _,
            depends_on,
            service_account,
            decryption_provider,
            decryption_secret,
            target_namespace,
            kubeconfig_secret_ref,
            retry_interval,
        } = args;
        let name = create::object_name(name)?;
        if !path.starts_with("./") {
            return Err(Error::PathPrefix.into());
        }
        let source = source.ok_or(Error::SourceRequired)?;
        announce();
        let labels = create::parse_labels(&common.labels)?;
        let health_checks = if wait {
            Vec::new()
        } else {
            parse_health_checks(&flags::string_slice(health_check))?
        };
        let timeout = (wait || !health_checks.is_empty()).then_some(health_check_timeout);
        let decryption = decryption_provider.map(|provider| (provider, decryption_secret));
        Ok(Self {
            name,
            namespace: ctx.namespace.clone(),
            labels,
            source,
            path,
            interval: common.interval,
            prune,
            wait,
            health_checks,
            timeout,
            depends_on: flags::depends_on(&flags::string_slice(depends_on)),
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
        if !self.retry_interval.is_zero() {
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
            "metadata": create::metadata(&self.name, &self.namespace, &self.labels),
            "spec": spec,
        })
    }
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: KustomizationArgs,
) -> anyhow::Result<ExitCode> {
    let export = common.export;
    let options = Options::resolve(ctx, common, args, || {
        if !export {
            ui.generate("generating Kustomization");
        }
    })?;
    let object = options.to_object();
    if export {
        ui.stdout(&create::export_text(&object))?;
        return Ok(ExitCode::SUCCESS);
    }
    create::session(ui, ctx)?.apply_and_report(&object)?;
    Ok(ExitCode::SUCCESS)
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
