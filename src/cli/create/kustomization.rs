//! `fluxr create kustomization NAME`: a Flux Kustomization, with flux's flags, defaults and checks.

use crate::duration::GoDuration;
use std::process::ExitCode;

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::flags::{self, SourceRef};
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::{parse_duration, parse_go_bool};
use crate::cluster::create::kustomization::{self, Kustomization};
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct KustomizationArgs {
    /// The name of the Kustomization
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,

    /// source that contains the Kubernetes manifests in the format '[<kind>/]<name>.<namespace>',
    /// where kind must be one of: (OCIRepository, GitRepository, Bucket), if kind is not specified
    /// it defaults to GitRepository
    #[arg(long, value_parser = flags::kustomization_source)]
    pub source: Option<SourceRef>,
    /// path to the directory containing a kustomization.yaml file
    #[arg(long, default_value = "./", value_parser = flags::safe_relative_path)]
    pub path: String,
    /// enable garbage collection
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub prune: bool,
    /// enable health checking of all the applied resources
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub wait: bool,
    /// workload to be included in the health assessment, in the format '<kind>/<name>.<namespace>'
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "KIND/NAME.NAMESPACE")]
    pub health_check: Vec<crate::cli::string_slice::StringSlice>,
    /// timeout of health checking operations
    #[arg(long, default_value = "2m0s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub health_check_timeout: GoDuration,
    /// Validate the manifests before applying them on the cluster, can be 'client' or 'server'
    #[arg(long, hide = true, action = clap::ArgAction::Append)]
    pub validation: Vec<String>,
    /// Kustomization that must be ready before this Kustomization can be applied, supported
    /// formats '<name>' and '<namespace>/<name>', also accepts comma-separated values
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "KUSTOMIZATION")]
    pub depends_on: Vec<crate::cli::string_slice::StringSlice>,
    /// the name of the service account to impersonate when reconciling this Kustomization
    #[arg(long, default_value = "", hide_default_value = true)]
    pub service_account: String,
    /// decryption provider, available options are: (sops)
    #[arg(long, value_parser = flags::decryption_provider)]
    pub decryption_provider: Option<String>,
    /// set the Kubernetes secret name that contains the OpenPGP private keys used for sops
    /// decryption
    #[arg(long, default_value = "", hide_default_value = true)]
    pub decryption_secret: String,
    /// overrides the namespace of all Kustomization objects reconciled by this Kustomization
    #[arg(long, default_value = "", hide_default_value = true)]
    pub target_namespace: String,
    /// the name of the Kubernetes Secret that contains a key with the kubeconfig file for
    /// connecting to a remote cluster
    #[arg(long, default_value = "", hide_default_value = true)]
    pub kubeconfig_secret_ref: String,
    /// the interval at which to retry a previously failed reconciliation
    #[arg(long, default_value = "0s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub retry_interval: GoDuration,
}

const EXAMPLES: &str = concat!(
    "Examples:\n",
    "  # Create a Kustomization resource from a source at a given path\n  fluxr create kustomization kyverno \\\n    --source=GitRepository/kyverno \\\n    --path=\"./config/release\" \\\n    --prune=true \\\n    --interval=60m \\\n    --wait=true \\\n    --health-check-timeout=3m\n\n  # Create a Kustomization resource that depends on the previous one\n  fluxr create kustomization kyverno-policies \\\n    --depends-on=kyverno \\\n    --source=GitRepository/kyverno-policies \\\n    --path=\"./policies/flux\" \\\n    --prune=true \\\n    --interval=5m\n\n  # Create a Kustomization using a source from a different namespace\n  fluxr create kustomization podinfo \\\n    --namespace=default \\\n    --source=GitRepository/podinfo.flux-system \\\n    --path=\"./kustomize\" \\\n    --prune=true \\\n    --interval=5m\n\n  # Create a Kustomization resource that references an OCIRepository\n  fluxr create kustomization podinfo \\\n    --source=OCIRepository/podinfo \\\n    --target-namespace=default \\\n    --prune=true \\\n    --interval=5m\n\n  # Create a Kustomization resource that references a Bucket\n  fluxr create kustomization secrets \\\n    --source=Bucket/secrets \\\n    --prune=true \\\n    --interval=5m"
);

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: KustomizationArgs,
) -> anyhow::Result<ExitCode> {
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
    let options = kustomization::Options {
        name: create::object_name(name)?,
        namespace: ctx.namespace.clone(),
        labels: crate::cli::string_slice::values(common.labels.clone()),
        source,
        path,
        interval: common.interval,
        prune,
        wait,
        health_checks: crate::cli::string_slice::values(health_check),
        health_check_timeout,
        depends_on: crate::cli::string_slice::values(depends_on),
        service_account,
        decryption_provider,
        decryption_secret,
        target_namespace,
        kubeconfig_secret_ref,
        retry_interval,
    };
    let export = common.export;
    let resolved = Kustomization::resolve(options, || {
        if !export {
            ui.generate("generating Kustomization");
        }
    })?;
    let object = resolved.to_object();
    if export {
        ui.stdout(&create::export_text(&object))?;
    } else {
        create::session(ui, ctx)?.apply_and_report(&object)?;
    }
    Ok(ExitCode::SUCCESS)
}
