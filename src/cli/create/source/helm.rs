//! `fluxr create source helm NAME`: a HelmRepository, with flux's flags, defaults and checks.

use crate::duration::GoDuration;
use std::process::ExitCode;

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::parse_go_bool;
use crate::cluster::create::helm;
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", "  # Create a source for an HTTPS public Helm repository\n  fluxr create source helm podinfo \\\n    --url=https://stefanprodan.github.io/podinfo \\\n    --interval=10m\n\n  # Create a source for an HTTPS Helm repository using basic authentication\n  fluxr create source helm podinfo \\\n    --url=https://stefanprodan.github.io/podinfo \\\n    --username=username \\\n    --password=password\n\n  # Create a source for an HTTPS Helm repository using TLS authentication\n  fluxr create source helm podinfo \\\n    --url=https://stefanprodan.github.io/podinfo \\\n    --cert-file=./cert.crt \\\n    --key-file=./key.crt \\\n    --ca-file=./ca.crt\n\n  # Create a source for an OCI Helm repository\n  fluxr create source helm podinfo \\\n    --url=oci://ghcr.io/stefanprodan/charts/podinfo \\\n    --username=username \\\n    --password=password\n\n  # Create a source for an OCI Helm repository using an existing secret with basic auth or dockerconfig credentials\n  fluxr create source helm podinfo \\\n    --url=oci://ghcr.io/stefanprodan/charts/podinfo \\\n    --secret-ref=docker-config"))]
pub struct HelmArgs {
    /// The name of the HelmRepository
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,

    /// Helm repository address
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
    /// TLS authentication cert file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub cert_file: String,
    /// TLS authentication key file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub key_file: String,
    /// TLS authentication CA file path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub ca_file: String,
    /// the name of an existing secret containing TLS, basic auth or docker-config credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// OCI provider for authentication
    #[arg(long, default_value = "", hide_default_value = true)]
    pub oci_provider: String,
    /// pass credentials to all domains
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub pass_credentials: bool,
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: GoDuration,
    args: HelmArgs,
) -> anyhow::Result<ExitCode> {
    let HelmArgs {
        name,
        ignored: _,
        url,
        username,
        password,
        cert_file,
        key_file,
        ca_file,
        secret_ref,
        oci_provider,
        pass_credentials,
    } = args;
    let repository = helm::resolve(helm::Options {
        name: create::object_name(name)?,
        namespace: ctx.namespace.clone(),
        labels: crate::cli::string_slice::values(common.labels.clone()),
        interval: common.interval,
        fetch_timeout,
        url,
        username,
        password,
        cert_file,
        key_file,
        ca_file,
        secret_ref,
        oci_provider,
        pass_credentials,
    })?;
    if common.export {
        ui.stdout(&create::export_text(&repository.object))?;
    } else {
        helm::apply(ui, || create::session(ui, ctx), repository)?;
    }
    Ok(ExitCode::SUCCESS)
}
