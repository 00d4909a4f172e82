//! `fluxr version` and `fluxr --version`: fluxr's own version, in flux's output shapes.
//!
//! flux prints `flux: v2.9.4`; fluxr prints its own name and crate version in the same shape
//! (`fluxr: v0.1.0`), so that nobody mistakes one tool for the other. The Flux distribution that
//! fluxr installs is a separate number, shown by `fluxr install --help`. Without `--client` the
//! report adds the cluster's distribution and each controller's image tag, as flux's does.

use std::process::ExitCode;

use std::collections::BTreeMap;

use clap::Args;
use serde_json::Value;

use super::GlobalContext;
use super::global::parse_go_bool;
use crate::cluster::info::{FluxClusterInfo, flux_deployments, image_name_and_tag};
use crate::ui::Ui;

/// fluxr's own version, the crate's.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
const PROGRAM: &str = "fluxr";

/// Print the client and server-side components version information
///
/// The version command prints fluxr's version and, unless --client is given, the Flux
/// distribution and the version of each controller running in the cluster.
#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  # Print fluxr's version and the controllers' versions\n  fluxr version\n\n  \
                        # Print fluxr's version only, as JSON\n  fluxr version --client -o json"
)]
pub struct VersionArgs {
    /// Print only the client version
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub client: bool,

    /// The format in which to print the version information, can be 'yaml' or 'json'
    #[arg(short = 'o', long, default_value = "yaml", value_parser = parse_output)]
    pub output: Output,
}

/// How `version` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Output {
    Yaml,
    Json,
}

fn parse_output(value: &str) -> Result<Output, String> {
    match value {
        "yaml" => Ok(Output::Yaml),
        "json" => Ok(Output::Json),
        _ => Err("--output must be json or yaml".to_owned()),
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("no deployments found in {namespace} namespace")]
    NoDeployments { namespace: String },
    #[error("unable to read the version of image '{image}'")]
    Image { image: String },
}

/// What `--version` prints: `fluxr version 0.1.0`, in the shape of flux's `flux version 2.9.4`.
pub fn flag_line() -> String {
    format!("{PROGRAM} version {VERSION}\n")
}

/// The version report, as `version --client` prints it.
pub fn report(output: Output) -> String {
    render(
        &BTreeMap::from([(PROGRAM.to_owned(), format!("v{VERSION}"))]),
        output,
    )
}

/// A map of names to versions, keys sorted, in the output format flux uses.
fn render(entries: &BTreeMap<String, String>, output: Output) -> String {
    match output {
        // Plain scalars of names and versions: exactly what the YAML writer would print.
        Output::Yaml => entries
            .iter()
            .map(|(name, version)| format!("{name}: {version}\n"))
            .collect(),
        Output::Json => {
            let mut text = serde_json::to_string_pretty(entries).unwrap_or_default();
            text.push('\n');
            text
        }
    }
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: VersionArgs) -> anyhow::Result<ExitCode> {
    let VersionArgs { client, output } = args;
    if client {
        ui.stdout(&report(output))?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut entries = BTreeMap::from([(PROGRAM.to_owned(), format!("v{VERSION}"))]);
    let cluster = ctx.cluster(ui)?;
    if let Some(info) = FluxClusterInfo::read(cluster)? {
        entries.insert("distribution".to_owned(), info.distribution());
    }
    let namespace = &ctx.namespace;
    let deployments = flux_deployments(cluster, namespace)?;
    if deployments.is_empty() {
        return Err(Error::NoDeployments {
            namespace: namespace.clone(),
        }
        .into());
    }
    let images = deployments.iter().flat_map(|deployment| {
        deployment
            .pointer("/spec/template/spec/containers")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|container| container["image"].as_str())
    });
    for image in images {
        let (name, tag) = image_name_and_tag(image).ok_or_else(|| Error::Image {
            image: image.to_owned(),
        })?;
        entries.insert(name.to_owned(), tag.to_owned());
    }
    ui.stdout(&render(&entries, output))?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_in_flux_shapes() {
        assert_eq!(report(Output::Yaml), format!("fluxr: v{VERSION}\n"));
        assert_eq!(
            report(Output::Json),
            format!("{{\n  \"fluxr\": \"v{VERSION}\"\n}}\n")
        );
        assert_eq!(flag_line(), format!("fluxr version {VERSION}\n"));
    }

    #[test]
    fn output_flag_accepts_yaml_and_json_only() {
        assert_eq!(parse_output("json"), Ok(Output::Json));
        assert_eq!(parse_output("yaml"), Ok(Output::Yaml));
        assert_eq!(
            parse_output("table"),
            Err("--output must be json or yaml".to_owned())
        );
    }
}
