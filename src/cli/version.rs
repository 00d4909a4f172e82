//! `fluxr version` and `fluxr --version`: fluxr's own version, in flux's output shapes.
//!
//! flux prints `flux: v2.9.4`; fluxr prints its own name and crate version in the same shape
//! (`fluxr: v0.1.0`), so that nobody mistakes one tool for the other. The Flux distribution that
//! fluxr installs is a separate number, shown by `fluxr install --help`.

use std::process::ExitCode;

use clap::Args;

use super::GlobalContext;
use super::global::parse_go_bool;
use crate::ui::Ui;

/// fluxr's own version, the crate's.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
const PROGRAM: &str = "fluxr";

/// Print the client and server-side components version information
///
/// The version command prints fluxr's version. The versions of the controllers running in a
/// cluster need a connection to the cluster, which this build does not make: pass --client.
#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  # Print fluxr's version\n  fluxr version --client\n\n  \
                        # Print it as JSON\n  fluxr version --client -o json"
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

/// The version command needs a cluster for anything but the client version.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(
        "the controllers' versions need a Kubernetes cluster, which fluxr cannot reach yet; use --client"
    )]
    NeedsCluster,
}

/// What `--version` prints: `fluxr version 0.1.0`, in the shape of flux's `flux version 2.9.4`.
pub fn flag_line() -> String {
    format!("{PROGRAM} version {VERSION}\n")
}

/// The version report, as `version --client` prints it.
pub fn report(output: Output) -> String {
    let version = format!("v{VERSION}");
    match output {
        // A one-key map of plain scalars: this is exactly what the YAML writer would print.
        Output::Yaml => format!("{PROGRAM}: {version}\n"),
        Output::Json => {
            let map = serde_json::json!({ PROGRAM: version });
            let mut text = serde_json::to_string_pretty(&map).unwrap_or_default();
            text.push('\n');
            text
        }
    }
}

pub(crate) fn run(ui: &Ui, _ctx: &GlobalContext, args: VersionArgs) -> anyhow::Result<ExitCode> {
    let VersionArgs { client, output } = args;
    if !client {
        return Err(Error::NeedsCluster.into());
    }
    ui.stdout(&report(output))?;
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
