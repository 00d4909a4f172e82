//! `fluxr install`: the Flux components, with flux's install flags. `--export` prints the
//! manifests; otherwise they are applied to the cluster (server-side, field manager `flux`) and
//! the controllers are waited for.

use std::process::ExitCode;

use clap::Args;

use super::GlobalContext;
use super::global::parse_go_bool;
use crate::cluster::install as cluster_install;
use crate::manifestgen::install::{self, Options};
use crate::release;
use crate::ui::Ui;

// Install or upgrade Flux
//
// The install command deploys Flux in the specified namespace. If a previous version is
// installed, then an in-place upgrade will be performed.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct InstallArgs {
    /// write the install manifests to stdout and exit
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub export: bool,

    /// Only print the object that would be applied
    #[arg(long, hide = true, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub dry_run: bool,

    /// toolkit version, when specified the manifests are downloaded from
    /// https://github.com/fluxcd/flux2/releases
    #[arg(short = 'v', long, default_value = "", hide_default_value = true)]
    pub version: String,

    /// list of components, accepts comma-separated values
    #[arg(
        long,
        value_parser = crate::cli::string_slice::parse,
        value_name = "COMPONENTS",
        default_value = "source-controller,kustomize-controller,helm-controller,notification-controller"
    )]
    pub components: Vec<crate::cli::string_slice::StringSlice>,

    /// list of components in addition to those supplied or defaulted, accepts values such as
    /// 'image-reflector-controller,image-automation-controller,source-watcher'
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "COMPONENTS")]
    pub components_extra: Vec<crate::cli::string_slice::StringSlice>,

    /// path to the manifest directory
    #[arg(long, hide = true, default_value = "", hide_default_value = true)]
    pub manifests: String,

    /// container registry where the toolkit images are published
    #[arg(long, default_value = "ghcr.io/fluxcd")]
    pub registry: String,

    /// container registry credentials in the format 'user:password', requires
    /// --image-pull-secret to be set
    #[arg(long, default_value = "", hide_default_value = true)]
    pub registry_creds: String,

    /// Kubernetes secret name used for pulling the toolkit images from a private registry
    #[arg(long, default_value = "", hide_default_value = true)]
    pub image_pull_secret: String,

    /// watch for custom resources in all namespaces, if set to false it will only watch the
    /// namespace where the toolkit is installed
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub watch_all_namespaces: bool,

    /// log level
    #[arg(long, default_value = "info")]
    pub log_level: String,

    /// deny ingress access to the toolkit controllers from other namespaces using network
    /// policies
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub network_policy: bool,

    /// internal cluster domain
    #[arg(long, default_value = "cluster.local")]
    pub cluster_domain: String,

    /// list of toleration keys used to schedule the components pods onto nodes with matching
    /// taints
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "KEYS")]
    pub toleration_keys: Vec<crate::cli::string_slice::StringSlice>,

    /// override existing Flux installation if it's managed by a different tool such as Helm
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub force: bool,
}

const EXAMPLES: &str = concat!(
    "Examples:\n",
    "  # Install the latest version in the flux-system namespace\n  fluxr install --namespace=flux-system\n\n  # Install a specific series of components\n  fluxr install --components=\"source-controller,kustomize-controller\"\n\n  # Install all components including the image automation ones\n  fluxr install --components-extra=\"image-reflector-controller,image-automation-controller\"\n\n  # Install all components including source-watcher\n  fluxr install --components-extra=\"source-watcher\"\n\n  # Install Flux onto tainted Kubernetes nodes\n  fluxr install --toleration-keys=node.kubernetes.io/dedicated-to-flux\n\n  # Dry-run install\n  fluxr install --export | kubectl apply --dry-run=client -f-\n\n  # Write install manifests to file\n  fluxr install --export > flux-system.yaml"
);

/// Flags flux refuses before generating anything.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("--registry-creds requires --image-pull-secret to be set")]
    RegistryCredsWithoutSecret,
    #[error("invalid --registry-creds format, expected 'user:password'")]
    RegistryCredsFormat,
    /// The release's manifests could not be had: flux finds out while generating.
    #[error("install failed")]
    Generate(#[source] release::Error),
}

/// Maps the flags onto the generator's options, checking what flux checks before generating,
/// in flux's order; the manifests of a release other than the embedded one are downloaded.
pub(crate) fn options(ctx: &GlobalContext, args: InstallArgs) -> anyhow::Result<Options> {
    let InstallArgs {
        export: _,
        dry_run: _,
        version,
        components,
        components_extra,
        manifests,
        registry,
        registry_creds,
        image_pull_secret,
        watch_all_namespaces,
        log_level,
        network_policy,
        cluster_domain,
        toleration_keys,
        force: _,
    } = args;
    let mut options = Options {
        version: String::new(),
        namespace: ctx.namespace.clone(),
        components: crate::cli::string_slice::values(components)
            .into_iter()
            .chain(crate::cli::string_slice::values(components_extra))
            .collect(),
        registry,
        image_pull_secret,
        watch_all_namespaces,
        network_policy,
        log_level,
        cluster_domain,
        toleration_keys: crate::cli::string_slice::values(toleration_keys),
        base: install::Base::Embedded,
    };
    options.validate_components()?;
    if !registry_creds.is_empty() && options.image_pull_secret.is_empty() {
        return Err(Error::RegistryCredsWithoutSecret.into());
    }
    if !registry_creds.is_empty() && registry_creds.split(':').count() != 2 {
        return Err(Error::RegistryCredsFormat.into());
    }
    options.version = release::resolve_version(&version)?;
    options.base = match release::base(&options.version, &manifests, ctx.timeout) {
        Ok(base) => base,
        Err(err) if err.is_about_the_version() => return Err(err.into()),
        Err(err) => return Err(Error::Generate(err).into()),
    };
    Ok(options)
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: InstallArgs) -> anyhow::Result<ExitCode> {
    let (export, dry_run, force) = (args.export, args.dry_run, args.force);
    let credentials = args
        .registry_creds
        .split_once(':')
        .map(|(user, password)| (user.to_owned(), password.to_owned()));
    let options = match options(ctx, args) {
        // flux prints this line before it fetches the release's manifests.
        Err(err) if !export && matches!(err.downcast_ref(), Some(Error::Generate(_))) => {
            ui.generate("generating manifests");
            return Err(err);
        }
        options => options?,
    };
    if export {
        ui.stdout(&install::generate(&options)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    install_into_cluster(ui, ctx, &options, credentials, dry_run, force)
}

/// flux's install: generate, apply in two phases, then wait for the controllers.
fn install_into_cluster(
    ui: &Ui,
    ctx: &GlobalContext,
    options: &Options,
    credentials: Option<(String, String)>,
    dry_run: bool,
    force: bool,
) -> anyhow::Result<ExitCode> {
    ui.generate("generating manifests");
    let objects = install::objects(options)?;
    if ctx.verbose {
        // flux prints what it is about to apply.
        ui.stdout(&install::generate(options)?)?;
    }
    ui.success("manifests build completed");
    // flux announces the install before it connects or looks at the cluster's Flux.
    ui.action(&format!(
        "installing components in {} namespace",
        options.namespace
    ));
    let request = cluster_install::Request {
        credentials,
        dry_run,
        force,
        timeout: ctx.timeout,
    };
    cluster_install::run(ui, ctx.cluster(ui)?, options, objects, &request)?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use clap::Parser as _;

    use super::*;

    fn parse(args: &[&str]) -> InstallArgs {
        #[derive(clap::Parser)]
        struct Wrapper {
            #[command(flatten)]
            install: InstallArgs,
        }
        let argv = std::iter::once("install").chain(args.iter().copied());
        Wrapper::try_parse_from(argv).unwrap().install
    }

    fn ctx() -> GlobalContext {
        GlobalContext::new(
            "flux-system".to_owned(),
            std::time::Duration::from_secs(300),
            false,
            crate::kube::ClusterOptions::default(),
        )
    }

    #[test]
    fn defaults_are_flux_defaults() {
        // An empty --version means the embedded release, built from the embedded templates.
        let expected = Options {
            version: install::EMBEDDED_VERSION.to_owned(),
            base: install::Base::Embedded,
            ..Options::default()
        };
        assert_eq!(options(&ctx(), parse(&[])).unwrap(), expected);
    }

    #[test]
    fn flags_map_onto_options() {
        let options = options(
            &ctx(),
            parse(&[
                "--components=source-controller,kustomize-controller",
                "--components-extra",
                "image-reflector-controller",
                "--registry=registry.local/flux",
                "--image-pull-secret=regcred",
                "--watch-all-namespaces=false",
                "--network-policy=false",
                "--log-level=debug",
                "--cluster-domain=k8s.local",
                "--toleration-keys=a,b",
                "-v",
                "v2.9.4",
            ]),
        )
        .unwrap();
        assert_eq!(
            options.components,
            [
                "source-controller",
                "kustomize-controller",
                "image-reflector-controller"
            ]
        );
        assert_eq!(options.registry, "registry.local/flux");
        assert_eq!(options.image_pull_secret, "regcred");
        assert!(!options.watch_all_namespaces);
        assert!(!options.network_policy);
        assert_eq!(options.log_level, "debug");
        assert_eq!(options.cluster_domain, "k8s.local");
        assert_eq!(options.toleration_keys, ["a", "b"]);
        assert_eq!(options.version, "v2.9.4");
        assert_eq!(options.base, install::Base::Embedded);
    }

    #[test]
    fn versions_follow_flux_rules_before_any_download() {
        // flux's getVersion: the `v` prefix is required; semver ranges are not versions.
        for version in ["2.9.x", "2.9.4"] {
            let err = options(&ctx(), parse(&["-v", version])).unwrap_err();
            assert_eq!(
                err.to_string(),
                format!("targeted version '{version}' must be prefixed with 'v'")
            );
        }
    }

    #[test]
    fn registry_credentials_need_a_pull_secret() {
        let err = options(&ctx(), parse(&["--registry-creds=fluxcd:test"])).unwrap_err();
        assert_eq!(
            err.to_string(),
            "--registry-creds requires --image-pull-secret to be set"
        );
        let err = options(
            &ctx(),
            parse(&["--registry-creds=a:b:c", "--image-pull-secret=s"]),
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid --registry-creds format, expected 'user:password'"
        );
    }
}
