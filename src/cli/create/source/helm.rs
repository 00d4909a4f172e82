//! `fluxr create source helm NAME`: a HelmRepository, with flux's flags, defaults and checks.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use serde_json::{Map, Value, json};

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::parse_go_bool;
use crate::cluster::create::secret::helm::read_tls_files;
use crate::cluster::create::{Source, SourceSecret, apply_source};
use crate::manifestgen::secrets;
use crate::manifestgen::{duration, gourl};
use crate::ui::Ui;

/// Create or update a HelmRepository source
///
/// The create source helm command generates a HelmRepository resource and waits for it to fetch
/// the index. For private Helm repositories, the basic authentication credentials are stored in a
/// Kubernetes secret.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a source for an HTTPS public Helm repository
  fluxr create source helm podinfo \\
    --url=https://stefanprodan.github.io/podinfo \\
    --interval=10m --export

  # Create a source for an OCI Helm repository using an existing secret
  fluxr create source helm podinfo \\
    --url=oci://ghcr.io/stefanprodan/charts/podinfo \\
    --secret-ref=docker-config --export")]
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
    /// Basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// Basic authentication password
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
    /// The name of an existing secret containing TLS, basic auth or docker-config credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// OCI provider for authentication
    #[arg(long, default_value = "", hide_default_value = true)]
    pub oci_provider: String,
    /// Pass credentials to all domains
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub pass_credentials: bool,
}

/// A HelmRepository flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("url is required")]
    UrlRequired,
    #[error("url parse failed: {0}")]
    UrlParse(gourl::Error),
    #[error("url scheme '{scheme}' not supported, can be: http, https and oci")]
    UnsupportedScheme { scheme: String },
    #[error("url host is required")]
    HostRequired,
}

/// The HelmRepository as flux exports it, and the flags its credentials Secret is made from.
struct Checked {
    object: Value,
    name: String,
    username: String,
    password: String,
    cert_file: String,
    key_file: String,
    ca_file: String,
    pass_credentials: bool,
}

fn check(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: Duration,
    args: HelmArgs,
) -> anyhow::Result<Checked> {
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
    let name = create::object_name(name)?;
    if url.is_empty() {
        return Err(Error::UrlRequired.into());
    }
    let labels = create::parse_labels(&common.labels)?;
    let parsed = gourl::parse(&url).map_err(Error::UrlParse)?;
    if !matches!(parsed.scheme.as_str(), "http" | "https" | "oci") {
        return Err(Error::UnsupportedScheme {
            scheme: parsed.scheme,
        }
        .into());
    }
    if parsed.host.is_empty() {
        return Err(Error::HostRequired.into());
    }
    let oci = parsed.scheme == "oci";
    let mut spec = Map::new();
    spec.insert("url".into(), url.into());
    spec.insert("interval".into(), duration::format(common.interval).into());
    if oci {
        spec.insert("type".into(), "oci".into());
        if !oci_provider.is_empty() {
            spec.insert("provider".into(), oci_provider.into());
        }
    }
    if !fetch_timeout.is_zero() {
        spec.insert("timeout".into(), duration::format(fetch_timeout).into());
    }
    if !secret_ref.is_empty() {
        spec.insert("secretRef".into(), json!({ "name": secret_ref }));
        if pass_credentials {
            spec.insert("passCredentials".into(), true.into());
        }
    }
    let object = json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1",
        "kind": "HelmRepository",
        "metadata": create::metadata(&name, &ctx.namespace, &labels),
        "spec": spec,
    });
    Ok(Checked {
        object,
        name,
        username,
        password,
        cert_file,
        key_file,
        ca_file,
        pass_credentials,
    })
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: Duration,
    args: HelmArgs,
) -> anyhow::Result<ExitCode> {
    let Checked {
        object,
        name,
        username,
        password,
        cert_file,
        key_file,
        ca_file,
        pass_credentials,
    } = check(ctx, common, fetch_timeout, args)?;
    if common.export {
        ui.stdout(&create::export_text(&object))?;
        return Ok(ExitCode::SUCCESS);
    }
    let session = create::session(ui, ctx)?;
    // flux reads the client certificate only when both of its files are given.
    let (cert_file, key_file) = if cert_file.is_empty() || key_file.is_empty() {
        (String::new(), String::new())
    } else {
        (cert_file, key_file)
    };
    let files = read_tls_files(&ca_file, &cert_file, &key_file)?;
    ui.generate("generating HelmRepository source");
    let mut credentials = None;
    if object.pointer("/spec/secretRef").is_none() {
        let secret = secrets::helm(
            &format!("helm-{name}"),
            &ctx.namespace,
            &BTreeMap::new(),
            &username,
            &password,
            &files,
        )?;
        if !secret.string_data.is_empty() {
            credentials = Some(SourceSecret {
                secret: secret.to_value(),
                action: "applying secret with repository credentials",
                pass_credentials,
            });
        }
    }
    let source = Source {
        object,
        upserted_as: "source",
        credentials,
    };
    apply_source(ui, || Ok(session), source)?;
    Ok(ExitCode::SUCCESS)
}
