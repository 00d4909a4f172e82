//! `fluxr list artifacts oci://REPO`: the repository's tags with the digest, source and
//! revision of each, newest name first, cosign's signature, attestation and SBOM tags left out.

use std::process::ExitCode;

use clap::Args;

use super::{Connect, RegistryArgs};
use crate::cli::GlobalContext;
use crate::cli::global::parse_go_bool;
use crate::oci::reference::{parse_artifact_url, parse_repository};
use crate::ui::Ui;

// Short and Long are on the sub-command that holds these arguments (`artifact/mod.rs`): clap
// shows those.
#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
#[command(after_help = "Examples:
  # List the artifacts stored in an OCI repository
  fluxr list artifacts oci://ghcr.io/org/config/app")]
pub struct ListArtifactsArgs {
    /// The repository address, oci://<registry>/<repository>
    #[arg(value_name = "URL")]
    pub url: Option<String>,
    /// filter tags returned from the oci repository using semver
    #[arg(long, default_value = "", hide_default_value = true)]
    pub filter_semver: String,
    /// filter tags returned from the oci repository using regex
    #[arg(long, default_value = "", hide_default_value = true)]
    pub filter_regex: String,
    #[command(flatten)]
    pub registry: RegistryArgs,
    /// allows the remote artifacts list to be fetched without TLS
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub insecure_registry: bool,
}

/// A listing flux refuses, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("artifact repository URL is required")]
    UrlRequired,
    #[error("listing tags failed: {reason}")]
    Repository { reason: String },
    #[error("semver '{constraint}' parse error: improper constraint: {constraint}")]
    Semver { constraint: String },
    #[error("regex '{regex}' parse error")]
    Regex {
        regex: String,
        #[source]
        source: crate::go_regexp::SyntaxError,
    },
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    args: ListArtifactsArgs,
) -> anyhow::Result<ExitCode> {
    let ListArtifactsArgs {
        url,
        filter_semver,
        filter_regex,
        registry,
        insecure_registry,
    } = args;
    let url = url.ok_or(Error::UrlRequired)?;
    let (address, _) = parse_artifact_url(&url)?;
    let credentials = super::credentials(ui, &registry)?;
    let repository = parse_repository(&address).map_err(|reason| Error::Repository { reason })?;
    let session = super::open(
        ui,
        ctx,
        &repository,
        credentials,
        Connect::pull(&registry, insecure_registry),
    )
    .map_err(|err| err.context("listing tags failed"))?;
    let mut tags = session
        .tags()
        .map_err(|err| anyhow::Error::new(err).context("listing tags failed"))?;
    tags.sort_by(|a, b| b.cmp(a));
    // flux reads the filters once it has the tags: a registry failure comes first.
    let constraint = if filter_semver.is_empty() {
        None
    } else {
        Some(
            crate::manifestgen::install::parse_constraint(&filter_semver).ok_or_else(|| {
                Error::Semver {
                    constraint: filter_semver.clone(),
                }
            })?,
        )
    };
    let regex = if filter_regex.is_empty() {
        None
    } else {
        // Go's syntax and messages; tags are ASCII, where Go's and Rust's matchers agree.
        let compiled = crate::go_regexp::parse(&filter_regex).and_then(|_| {
            regex::RegexBuilder::new(&filter_regex)
                .size_limit(GO_MAX_SIZE)
                .build()
                .map_err(|_| crate::go_regexp::SyntaxError::too_large(&filter_regex))
        });
        Some(compiled.map_err(|source| Error::Regex {
            regex: filter_regex.clone(),
            source,
        })?)
    };
    let mut rows = Vec::new();
    for tag in tags {
        if is_cosign_tag(&tag) {
            continue;
        }
        if let Some(alternatives) = &constraint {
            let Some(version) = parse_version(&tag) else {
                continue;
            };
            if !alternatives.iter().any(|req| req.matches(&version)) {
                continue;
            }
        }
        if regex.as_ref().is_some_and(|re| !re.is_match(&tag)) {
            continue;
        }
        let (_, digest, manifest) = session
            .manifest(&repository.tag(&tag))
            .map_err(|err| anyhow::Error::new(err).context("fetching manifest failed"))?;
        rows.push(vec![
            format!("{address}:{tag}"),
            digest,
            manifest.source().to_owned(),
            manifest.revision().to_owned(),
        ]);
    }
    ui.stdout(&crate::ui::table::render(
        &["ARTIFACT", "DIGEST", "SOURCE", "REVISION"],
        &rows,
    ))?;
    Ok(ExitCode::SUCCESS)
}

/// Go's compiled-program limit, 128 MiB, which Go checks while parsing.
const GO_MAX_SIZE: usize = 128 << 20;

/// cosign stores attestations, SBOMs and signatures under these tag suffixes.
fn is_cosign_tag(tag: &str) -> bool {
    [".att", ".sbom", ".sig"]
        .iter()
        .any(|suffix| tag.ends_with(suffix))
}

/// A tag read as a version the way flux reads one: three dot-separated parts, an optional `v`,
/// leading zeros allowed.
fn parse_version(tag: &str) -> Option<semver::Version> {
    if tag.splitn(3, '.').count() != 3 {
        return None;
    }
    let bare = tag.strip_prefix('v').unwrap_or(tag);
    let (core, build) = match bare.split_once('+') {
        Some((core, build)) => (core, Some(build)),
        None => (bare, None),
    };
    let (core, pre) = match core.split_once('-') {
        Some((core, pre)) => (core, Some(pre)),
        None => (core, None),
    };
    let numbers: Vec<u64> = core
        .split('.')
        .map(|n| {
            (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                .then(|| n.parse().ok())
                .flatten()
        })
        .collect::<Option<_>>()?;
    let [major, minor, patch] = numbers[..] else {
        return None;
    };
    let mut version = semver::Version::new(major, minor, patch);
    if let Some(pre) = pre {
        version.pre = semver::Prerelease::new(pre).ok()?;
    }
    if let Some(build) = build {
        version.build = semver::BuildMetadata::new(build).ok()?;
    }
    Some(version)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_as_flux_reads_them() {
        assert_eq!(
            parse_version("v1.2.3").unwrap(),
            semver::Version::new(1, 2, 3)
        );
        assert_eq!(
            parse_version("2025.02.03").unwrap(),
            semver::Version::new(2025, 2, 3)
        );
        assert!(parse_version("1.2").is_none());
        assert!(parse_version("latest").is_none());
        assert_eq!(parse_version("1.0.0-rc.1").unwrap().pre.as_str(), "rc.1");
        assert!(is_cosign_tag("sha256-abc.sig"));
        assert!(!is_cosign_tag("v1.0.0"));
    }
}
