//! `fluxr create image policy NAME`: an ImagePolicy, with flux's flags and checks, the
//! `--filter-extract` template checked against the capture groups of `--filter-regex`.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use serde_json::{Map, Value, json};

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::parse_duration;
use crate::manifestgen::duration;
use crate::ui::Ui;

/// Create or update an ImagePolicy object
///
/// The create image policy command generates an ImagePolicy resource.
/// An ImagePolicy object calculates a "latest image" given an image
/// repository and a policy, e.g., semver.
///
/// The image that sorts highest according to the policy is recorded in
/// the status of the object.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create an ImagePolicy to select the latest stable release
  fluxr create image policy podinfo \\
    --image-ref=podinfo \\
    --select-semver=\">=1.0.0\"

  # Create an ImagePolicy to select the latest main branch build tagged as \"${GIT_BRANCH}-${GIT_SHA:0:7}-$(date +%s)\"
  fluxr create image policy podinfo \\
    --image-ref=podinfo \\
    --select-numeric=asc \\
    --filter-regex='^main-[a-f0-9]+-(?P<ts>[0-9]+)' \\
    --filter-extract='$ts'")]
pub struct PolicyArgs {
    /// The name of the ImagePolicy
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// The name of an image repository object
    #[arg(long, default_value = "", hide_default_value = true)]
    pub image_ref: String,
    /// A semver range to apply to tags; e.g., '1.x'
    #[arg(long, default_value = "", hide_default_value = true)]
    pub select_semver: String,
    /// Use alphabetical sorting to select image; either "asc" meaning select the last, or
    /// "desc" meaning select the first
    #[arg(long, default_value = "", hide_default_value = true)]
    pub select_alpha: String,
    /// Use numeric sorting to select image; either "asc" meaning select the last, or "desc"
    /// meaning select the first
    #[arg(long, default_value = "", hide_default_value = true)]
    pub select_numeric: String,
    /// Regular expression pattern used to filter the image tags
    #[arg(long, default_value = "", hide_default_value = true)]
    pub filter_regex: String,
    /// Replacement pattern (using capture groups from --filter-regex) to use for sorting
    #[arg(long, default_value = "", hide_default_value = true)]
    pub filter_extract: String,
    /// The digest reflection policy to use when observing latest image tags (one of 'Never',
    /// 'IfNotPresent', 'Always')
    #[arg(long, default_value = "", hide_default_value = true)]
    pub reflect_digest: String,
    /// The interval at which to check for new image digests when the policy is set to
    /// 'Always'
    #[arg(long, default_value = "0s", value_parser = parse_duration)]
    pub interval: Duration,
}

/// An ImagePolicy flux would refuse to create, in flux's words.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("the name of an ImageRepository in the namespace is required (--image-ref)")]
    ImageRefRequired,
    #[error("only one of --select-semver, --select-alpha or --select-numeric can be specified")]
    SeveralPolicies,
    #[error("--select-alpha must be one of [\"asc\", \"desc\"]")]
    AlphaOrder,
    #[error("--select-numeric must be one of [\"asc\", \"desc\"]")]
    NumericOrder,
    #[error("a policy must be provided with either --select-semver or --select-alpha")]
    PolicyRequired,
    #[error("--filter-regex is an invalid regex pattern")]
    FilterRegex,
    #[error("--filter-extract is malformed")]
    FilterExtractMalformed,
    #[error("capture group ${0} used in --filter-extract not found in --filter-regex")]
    UnknownCaptureGroup(String),
    #[error("cannot specify --filter-extract without specifying --filter-regex")]
    ExtractWithoutRegex,
    #[error("invalid value for --reflect-digest, must be one of 'Never', 'IfNotPresent', 'Always'")]
    ReflectDigest,
    #[error(
        "the --interval flag can only be used with the 'Always' digest reflection policy, use \
         --reflect-digest=Always"
    )]
    IntervalWithoutAlways,
}

fn order(value: &str, error: Error) -> Result<Value, Error> {
    match value {
        "asc" | "desc" => Ok(json!({ "order": value })),
        _ => Err(error),
    }
}

/// `spec.policy` from the `--select-*` flags. flux checks the combinations in this order, and
/// a semver range given with an alphabetical or numerical order yields an empty policy rather
/// than an error.
fn policy_choice(semver: &str, alpha: &str, numeric: &str) -> Result<Value, Error> {
    let mut choice = Map::new();
    match () {
        () if !semver.is_empty() && (!alpha.is_empty() || !numeric.is_empty()) => {}
        () if !alpha.is_empty() && !numeric.is_empty() => return Err(Error::SeveralPolicies),
        () if !semver.is_empty() => {
            choice.insert("semver".into(), json!({ "range": semver }));
        }
        () if !alpha.is_empty() => {
            choice.insert("alphabetical".into(), order(alpha, Error::AlphaOrder)?);
        }
        () if !numeric.is_empty() => {
            choice.insert("numerical".into(), order(numeric, Error::NumericOrder)?);
        }
        () => return Err(Error::PolicyRequired),
    }
    Ok(Value::Object(choice))
}

/// Checks a `--filter-extract` template as Go's `Regexp.Expand` would read it: `$$` is a
/// dollar, `$name`/`${name}` must name a capture group of the pattern (numbers are not
/// checked), anything else after a `$` is malformed.
fn check_extract(template: &str, groups: &[&str]) -> Result<(), Error> {
    let mut rest = template;
    while let Some(at) = rest.find('$') {
        rest = &rest[at..];
        if rest.as_bytes().get(1) == Some(&b'$') {
            rest = &rest[2..];
            continue;
        }
        let (name, after) = template_name(rest).ok_or(Error::FilterExtractMalformed)?;
        rest = after;
        if !is_group_number(name) && !groups.contains(&name) {
            return Err(Error::UnknownCaptureGroup(name.to_owned()));
        }
    }
    Ok(())
}

/// The name after a `$` (bare or in braces) and what follows it.
fn template_name(s: &str) -> Option<(&str, &str)> {
    let body = s.strip_prefix('$')?;
    let (body, braced) = match body.strip_prefix('{') {
        Some(inner) => (inner, true),
        None => (body, false),
    };
    let end = body
        .char_indices()
        .find(|(_, c)| !(c.is_alphabetic() || c.is_numeric() || *c == '_'))
        .map_or(body.len(), |(i, _)| i);
    if end == 0 {
        return None;
    }
    let (name, mut after) = body.split_at(end);
    if braced {
        after = after.strip_prefix('}')?;
    }
    Some((name, after))
}

/// Go's group numbers: ASCII digits below 10^8, no leading zero.
fn is_group_number(name: &str) -> bool {
    name.bytes().all(|b| b.is_ascii_digit())
        && name.len() <= 8
        && !(name.len() > 1 && name.starts_with('0'))
}

/// The ImagePolicy as flux exports it, from checked flags.
pub(crate) fn object(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: PolicyArgs,
) -> anyhow::Result<Value> {
    let PolicyArgs {
        name,
        image_ref,
        select_semver,
        select_alpha,
        select_numeric,
        filter_regex,
        filter_extract,
        reflect_digest,
        interval,
    } = args;
    let name = create::object_name(name)?;
    if image_ref.is_empty() {
        return Err(Error::ImageRefRequired.into());
    }
    let labels = create::parse_labels(&common.labels)?;
    let policy = policy_choice(&select_semver, &select_alpha, &select_numeric)?;
    let mut spec = Map::new();
    if !filter_regex.is_empty() {
        let pattern = regex::Regex::new(&filter_regex).map_err(|_| Error::FilterRegex)?;
        if !filter_extract.is_empty() {
            let groups: Vec<&str> = pattern.capture_names().flatten().collect();
            check_extract(&filter_extract, &groups)?;
        }
        // flux writes both fields of the filter, an empty `extract` included.
        spec.insert(
            "filterTags".into(),
            json!({ "extract": filter_extract, "pattern": filter_regex }),
        );
    } else if !filter_extract.is_empty() {
        return Err(Error::ExtractWithoutRegex.into());
    }
    if !reflect_digest.is_empty() {
        if !matches!(reflect_digest.as_str(), "Never" | "IfNotPresent" | "Always") {
            return Err(Error::ReflectDigest.into());
        }
        spec.insert(
            "digestReflectionPolicy".into(),
            reflect_digest.clone().into(),
        );
    }
    if !interval.is_zero() {
        if reflect_digest != "Always" {
            return Err(Error::IntervalWithoutAlways.into());
        }
        spec.insert("interval".into(), duration::format(interval).into());
    }
    spec.insert("imageRepositoryRef".into(), json!({ "name": image_ref }));
    spec.insert("policy".into(), policy);
    Ok(json!({
        "apiVersion": "image.toolkit.fluxcd.io/v1",
        "kind": "ImagePolicy",
        "metadata": create::metadata(&name, &ctx.namespace, &labels),
        "spec": spec,
    }))
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: PolicyArgs,
) -> anyhow::Result<ExitCode> {
    create::export_or_upsert_and_wait(ui, ctx, common, &object(ctx, common, args)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn policy_flags_are_checked_in_flux_order() {
        assert_eq!(
            policy_choice("1.x", "", "").unwrap(),
            json!({ "semver": { "range": "1.x" } })
        );
        assert_eq!(policy_choice("1.x", "asc", "").unwrap(), json!({}));
        assert_eq!(policy_choice("1.x", "", "bad").unwrap(), json!({}));
        assert_eq!(
            policy_choice("", "asc", "asc").unwrap_err(),
            Error::SeveralPolicies
        );
        assert_eq!(policy_choice("", "up", "").unwrap_err(), Error::AlphaOrder);
        assert_eq!(
            policy_choice("", "", "up").unwrap_err(),
            Error::NumericOrder
        );
        assert_eq!(
            policy_choice("", "", "desc").unwrap(),
            json!({ "numerical": { "order": "desc" } })
        );
        assert_eq!(
            policy_choice("", "", "").unwrap_err(),
            Error::PolicyRequired
        );
    }

    #[test]
    fn extract_templates_name_capture_groups() {
        let groups = ["ts", "ver"];
        for good in ["$ts", "${ts}-x", "$1", "$$ts", "v${ver}.$ts", "no dollar"] {
            assert_eq!(check_extract(good, &groups), Ok(()), "{good}");
        }
        for bad in ["$", "${ts", "$-", "a$"] {
            assert_eq!(
                check_extract(bad, &groups),
                Err(Error::FilterExtractMalformed),
                "{bad}"
            );
        }
        assert_eq!(
            check_extract("$stamp", &groups).unwrap_err().to_string(),
            "capture group $stamp used in --filter-extract not found in --filter-regex"
        );
        // A leading zero makes a name, not a number.
        assert_eq!(
            check_extract("$01", &groups),
            Err(Error::UnknownCaptureGroup("01".into()))
        );
    }
}
