//! `fluxr version` and `fluxr --version`: fluxr's own version, in flux's output shapes.
//!
//! flux prints `flux: v2.9.4`; fluxr prints its own name and crate version in the same shape
//! (`fluxr: v0.1.0`), so that nobody mistakes one tool for the other. The Flux distribution that
//! fluxr installs is a separate number, shown by `fluxr install --help`. Two lines flux does not
//! print say what was built: the git commit and the build date (`unknown` for a build from sources
//! without git). Without `--client` the report adds the cluster's distribution and each
//! controller's image tag, as flux's does.

use std::process::ExitCode;

use std::collections::BTreeMap;

use clap::Args;
use serde_json::Value;

use super::GlobalContext;
use super::global::parse_go_bool;
use crate::cluster::info;
use crate::ui::Ui;

/// fluxr's own version, the crate's.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
/// The git commit this binary was built from, or `unknown` (set by `build.rs`).
pub const GIT_COMMIT: &str = env!("FLUXR_GIT_COMMIT");
/// When this binary was built (RFC 3339, UTC; the commit's time unless `SOURCE_DATE_EPOCH` says
/// otherwise), or `unknown` (set by `build.rs`).
pub const BUILD_DATE: &str = env!("FLUXR_BUILD_DATE");
const PROGRAM: &str = "fluxr";

// Print the client and server-side components version information
//
// The version command prints fluxr's version and, unless --client is given, the Flux
// distribution and the version of each controller running in the cluster.
#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
#[command(after_help = concat!("Examples:\n", "# Print client and server-side version \n\tfluxr version\n\n\t# Print only client version\n\tfluxr version --client\n\n\t# Print information in json format\n\tfluxr version -o json\n"))]
pub struct VersionArgs {
    /// print only client version
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub client: bool,

    /// the format in which the information should be printed. can be 'json' or 'yaml'
    #[arg(short = 'o', long, default_value = "yaml")]
    pub output: String,
}

/// How `version` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Output {
    Yaml,
    Json,
}

/// flux checks `--output` first thing when the command runs, in its own words.
fn parse_output(value: &str) -> anyhow::Result<Output> {
    match value {
        "yaml" => Ok(Output::Yaml),
        "json" => Ok(Output::Json),
        _ => anyhow::bail!("--output must be json or yaml, not {value}"),
    }
}

/// What `--version` prints: `fluxr version 0.1.0`, in the shape of flux's `flux version 2.9.4`.
pub fn flag_line() -> String {
    format!("{PROGRAM} version {VERSION}\n")
}

/// The version report, as `version --client` prints it.
pub fn report(output: Output) -> String {
    render(&client_entries(), output)
}

/// fluxr's own entries: its version first, as flux's, then what was built.
fn client_entries() -> Vec<(String, String)> {
    vec![
        (PROGRAM.to_owned(), format!("v{VERSION}")),
        ("commit".to_owned(), GIT_COMMIT.to_owned()),
        ("buildDate".to_owned(), BUILD_DATE.to_owned()),
    ]
}

/// Names and versions in flux's output formats: YAML in the order given (flux's struct puts its
/// own version and the distribution before the controllers, sorted), JSON with every key sorted
/// (flux marshals a map).
fn render(entries: &[(String, String)], output: Output) -> String {
    match output {
        Output::Yaml => entries
            .iter()
            .map(|(name, version)| {
                let mut entry = serde_json::Map::new();
                entry.insert(name.clone(), Value::String(version.clone()));
                crate::yaml::to_string(&Value::Object(entry))
            })
            .collect(),
        Output::Json => {
            let sorted: BTreeMap<_, _> = entries.iter().map(|(k, v)| (k, v)).collect();
            let mut text = serde_json::to_string_pretty(&sorted).unwrap_or_default();
            text.push('\n');
            text
        }
    }
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: VersionArgs) -> anyhow::Result<ExitCode> {
    let VersionArgs { client, output } = args;
    let output = parse_output(&output)?;
    if client {
        ui.stdout(&report(output))?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut entries = client_entries();
    let versions = info::server_versions(ctx.cluster(ui)?, &ctx.namespace)?;
    if let Some(distribution) = versions.distribution {
        entries.push(("distribution".to_owned(), distribution));
    }
    entries.extend(versions.controllers);
    ui.stdout(&render(&entries, output))?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    }

    #[test]
    fn reports_in_flux_shapes() {
        let report = entries(&[
            ("fluxr", "v0.1.0"),
            ("commit", "0123456789abcdef0123456789abcdef01234567"),
            ("buildDate", "2025-01-02T03:04:05Z"),
            ("distribution", "flux-v2.9.4"),
            ("helm-controller", "v1.6.3"),
            ("source-controller", "v1.9.4"),
        ]);
        // The date would read as a timestamp unquoted, so it is quoted as go-yaml quotes it.
        assert_eq!(
            render(&report, Output::Yaml),
            "fluxr: v0.1.0\ncommit: 0123456789abcdef0123456789abcdef01234567\n\
             buildDate: \"2025-01-02T03:04:05Z\"\ndistribution: flux-v2.9.4\n\
             helm-controller: v1.6.3\nsource-controller: v1.9.4\n"
        );
        assert_eq!(
            render(&report, Output::Json),
            "{\n  \"buildDate\": \"2025-01-02T03:04:05Z\",\n  \
             \"commit\": \"0123456789abcdef0123456789abcdef01234567\",\n  \
             \"distribution\": \"flux-v2.9.4\",\n  \"fluxr\": \"v0.1.0\",\n  \
             \"helm-controller\": \"v1.6.3\",\n  \"source-controller\": \"v1.9.4\"\n}\n"
        );
        assert_eq!(flag_line(), format!("fluxr version {VERSION}\n"));
    }

    #[test]
    fn build_values_that_look_like_numbers_stay_strings() {
        let report = entries(&[("commit", "1234567"), ("buildDate", "unknown")]);
        assert_eq!(
            render(&report, Output::Yaml),
            "commit: \"1234567\"\nbuildDate: unknown\n"
        );
    }

    #[test]
    fn output_flag_accepts_yaml_and_json_only() {
        assert_eq!(parse_output("json").unwrap(), Output::Json);
        assert_eq!(parse_output("yaml").unwrap(), Output::Yaml);
        assert_eq!(
            parse_output("table").unwrap_err().to_string(),
            "--output must be json or yaml, not table"
        );
    }
}
