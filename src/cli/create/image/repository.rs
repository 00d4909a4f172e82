//! `fluxr create image repository NAME`: flags into [`RepositoryOptions`].

use crate::duration::GoDuration;
use std::process::ExitCode;

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::parse_duration;
use crate::cluster::create::image::{self, RepositoryOptions};
use crate::ui::Ui;
use clap::Args;

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create an ImageRepository object to scan the alpine image repository:
  fluxr create image repository alpine-repo --image alpine --interval 20m

  # Create an image repository that uses an image pull secret (assumed to
  # have been created already):
  fluxr create image repository myapp-repo \\
    --secret-ref image-pull \\
    --image ghcr.io/example.com/myapp --interval 5m

  # Create a TLS secret for a local image registry using a self-signed
  # host certificate, and use it to scan an image. ca.pem is a file
  # containing the CA certificate used to sign the host certificate.
  fluxr create secret tls local-registry-cert --ca-file ./ca.pem
  fluxr create image repository app-repo \\
    --cert-secret-ref local-registry-cert \\
    --image local-registry:5000/app --interval 5m

  # Create a TLS secret with a client certificate and key, and use it
  # to scan a private image registry.
  fluxr create secret tls client-cert \\
    --cert-file client.crt --key-file client.key
  fluxr create image repository app-repo \\
    --cert-secret-ref client-cert \\
    --image registry.example.com/private/app --interval 5m")]
pub struct RepositoryArgs {
    /// The name of the ImageRepository
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// the image repository to scan; e.g., library/alpine
    #[arg(long, default_value = "", hide_default_value = true)]
    pub image: String,
    /// the name of a docker-registry secret to use for credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// the name of a secret to use for TLS certificates
    #[arg(long = "cert-ref", default_value = "", hide_default_value = true)]
    pub cert_ref: String,
    /// a timeout for scanning; this defaults to the interval if not set
    #[arg(long, default_value = "0s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub scan_timeout: GoDuration,
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: RepositoryArgs,
) -> anyhow::Result<ExitCode> {
    let RepositoryArgs {
        name,
        ignored: _,
        image,
        secret_ref,
        cert_ref,
        scan_timeout,
    } = args;
    let object = image::repository(RepositoryOptions {
        target: super::target(name, ctx, common)?,
        image,
        secret_ref,
        cert_ref,
        scan_timeout,
    })?;
    create::export_or_upsert_and_wait(ui, ctx, common, &object)
}
