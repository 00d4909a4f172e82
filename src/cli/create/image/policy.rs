//! `fluxr create image policy NAME`: flags into [`PolicyOptions`].

use crate::duration::GoDuration;
use std::process::ExitCode;

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::parse_duration;
use crate::cluster::create::image::{self, PolicyOptions};
use crate::ui::Ui;
use clap::Args;

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
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// the name of an image repository object
    #[arg(long, default_value = "", hide_default_value = true)]
    pub image_ref: String,
    /// a semver range to apply to tags; e.g., '1.x'
    #[arg(long, default_value = "", hide_default_value = true)]
    pub select_semver: String,
    /// use alphabetical sorting to select image; either "asc" meaning select the last, or "desc"
    /// meaning select the first
    #[arg(long, default_value = "", hide_default_value = true)]
    pub select_alpha: String,
    /// use numeric sorting to select image; either "asc" meaning select the last, or "desc" meaning
    /// select the first
    #[arg(long, default_value = "", hide_default_value = true)]
    pub select_numeric: String,
    /// regular expression pattern used to filter the image tags
    #[arg(long, default_value = "", hide_default_value = true)]
    pub filter_regex: String,
    /// replacement pattern (using capture groups from --filter-regex) to use for sorting
    #[arg(long, default_value = "", hide_default_value = true)]
    pub filter_extract: String,
    /// the digest reflection policy to use when observing latest image tags (one of 'Never',
    /// 'IfNotPresent', 'Never')
    #[arg(long, default_value = "", hide_default_value = true)]
    pub reflect_digest: String,
    /// the interval at which to check for new image digests when the policy is set to 'Always'
    #[arg(long, default_value = "0s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub interval: GoDuration,
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: PolicyArgs,
) -> anyhow::Result<ExitCode> {
    let PolicyArgs {
        name,
        ignored: _,
        image_ref,
        select_semver,
        select_alpha,
        select_numeric,
        filter_regex,
        filter_extract,
        reflect_digest,
        interval,
    } = args;
    let object = image::policy(PolicyOptions {
        target: super::target(name, ctx, common)?,
        image_ref,
        select_semver,
        select_alpha,
        select_numeric,
        filter_regex,
        filter_extract,
        reflect_digest,
        interval,
    })?;
    create::export_or_upsert_and_wait(ui, ctx, common, &object)
}
