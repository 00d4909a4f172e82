//! `fluxr push artifact oci://REPO:TAG`: packs a directory, a file or stdin as flux does and
//! uploads it with flux's media types and annotations.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::SystemTime;

use anyhow::Context as _;
use clap::Args;
use serde_json::json;

use super::build::{check_path, missing_with_cause, source};
use super::{Connect, DEFAULT_IGNORE_PATHS, RegistryArgs};
use crate::cli::GlobalContext;
use crate::cli::global::parse_go_bool;
use crate::oci::archive::{self, Source};
use crate::oci::manifest;
use crate::oci::reference::{parse_artifact_url, parse_tag};
use crate::oci::registry::Access;
use crate::ui::Ui;

// Short and Long are on the sub-command that holds these arguments (`artifact/mod.rs`): clap
// shows those.
#[derive(Args, Debug)]
#[command(arg = crate::cli::ignored_args())]
#[command(after_help = "Examples:
  # Push manifests to GHCR using the short Git SHA as the OCI artifact tag
  echo $GITHUB_PAT | docker login ghcr.io --username flux --password-stdin
  fluxr push artifact oci://ghcr.io/org/config/app:$(git rev-parse --short HEAD) \\
	--path=\"./path/to/local/manifests\" \\
	--source=\"$(git config --get remote.origin.url)\" \\
	--revision=\"$(git branch --show-current)@sha1:$(git rev-parse HEAD)\"

  # Push and sign artifact with cosign
  digest_url = $(fluxr push artifact \\
	oci://ghcr.io/org/config/app:$(git rev-parse --short HEAD) \\
	--source=\"$(git config --get remote.origin.url)\" \\
	--revision=\"$(git branch --show-current)@sha1:$(git rev-parse HEAD)\" \\
	--path=\"./path/to/local/manifest.yaml\" \\
	--output json | \\
	jq -r '. | .repository + \"@\" + .digest')
  cosign sign $digest_url

  # Push manifests passed into stdin to GHCR and set custom OCI annotations
  kustomize build . | fluxr push artifact oci://ghcr.io/org/config/app:$(git rev-parse --short HEAD) -f - \\ 
    --source=\"$(git config --get remote.origin.url)\" \\
    --revision=\"$(git branch --show-current)@sha1:$(git rev-parse HEAD)\" \\
    --annotations='org.opencontainers.image.licenses=Apache-2.0' \\
    --annotations='org.opencontainers.image.documentation=https://app.org/docs' \\
    --annotations='org.opencontainers.image.description=Production config.'

  # Push single manifest file to GHCR using the short Git SHA as the OCI artifact tag
  echo $GITHUB_PAT | docker login ghcr.io --username flux --password-stdin
  fluxr push artifact oci://ghcr.io/org/config/app:$(git rev-parse --short HEAD) \\
	--path=\"./path/to/local/manifest.yaml\" \\
	--source=\"$(git config --get remote.origin.url)\" \\
	--revision=\"$(git branch --show-current)@sha1:$(git rev-parse HEAD)\"

  # Push manifests to Docker Hub using the Git tag as the OCI artifact tag
  echo $DOCKER_PAT | docker login --username flux --password-stdin
  fluxr push artifact oci://docker.io/org/app-config:$(git tag --points-at HEAD) \\
	--path=\"./path/to/local/manifests\" \\
	--source=\"$(git config --get remote.origin.url)\" \\
	--revision=\"$(git tag --points-at HEAD)@sha1:$(git rev-parse HEAD)\"

  # Login directly to the registry provider
  # You might need to export the following variable if you use local config files for AWS:
  # export AWS_SDK_LOAD_CONFIG=1
  fluxr push artifact oci://<account>.dkr.ecr.<region>.amazonaws.com/app-config:$(git tag --points-at HEAD) \\
	--path=\"./path/to/local/manifests\" \\
	--source=\"$(git config --get remote.origin.url)\" \\
	--revision=\"$(git tag --points-at HEAD)@sha1:$(git rev-parse HEAD)\" \\
	--provider aws

  # Login by passing credentials directly
  fluxr push artifact oci://docker.io/org/app-config:$(git tag --points-at HEAD) \\
	--path=\"./path/to/local/manifests\" \\
	--source=\"$(git config --get remote.origin.url)\" \\
	--revision=\"$(git tag --points-at HEAD)@sha1:$(git rev-parse HEAD)\" \\
	--creds flux:$DOCKER_PAT")]
pub struct PushArtifactArgs {
    /// The artifact address, oci://<registry>/<repository>:<tag>
    #[arg(value_name = "URL")]
    pub url: Option<String>,
    /// path to the directory where the Kubernetes manifests are located
    #[arg(short = 'f', long, default_value = "", hide_default_value = true)]
    pub path: String,
    /// the source address, e.g. the Git URL
    #[arg(long, default_value = "", hide_default_value = true)]
    pub source: String,
    /// the source revision in the format '<branch|tag>@sha1:<commit-sha>'
    #[arg(long, default_value = "", hide_default_value = true)]
    pub revision: String,
    #[command(flatten)]
    pub registry: RegistryArgs,
    /// set paths to ignore in .gitignore format
    #[arg(long, value_parser = crate::cli::string_slice::parse, default_value = DEFAULT_IGNORE_PATHS, value_name = "PATHS")]
    pub ignore_paths: Vec<crate::cli::string_slice::StringSlice>,
    /// Set custom OCI annotations in the format '<key>=<value>'
    #[arg(short = 'a', long = "annotations", value_name = "KEY=VALUE")]
    pub annotations: Vec<String>,
    /// the format in which the artifact digest should be printed, can be 'json' or 'yaml'
    #[arg(short = 'o', long, default_value = "", hide_default_value = true)]
    pub output: String,
    /// display logs from underlying library
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub debug: bool,
    /// ensure reproducible image digests by setting the created timestamp to
    /// '1970-01-01T00:00:00Z'
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub reproducible: bool,
    /// allows artifacts to be pushed without TLS
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub insecure_registry: bool,
    /// resolve symlinks by copying their targets into the artifact
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub resolve_symlinks: bool,
}

/// A push flux refuses, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("artifact URL is required")]
    UrlRequired,
    #[error("--source is required")]
    SourceRequired,
    #[error("--revision is required")]
    RevisionRequired,
    #[error("invalid annotation {annotation}, must be in the format key=value")]
    Annotation { annotation: String },
    #[error("invalid created timestamp {value:?}: {reason}")]
    Created { value: String, reason: String },
    #[error("artifact tag parsing failed: {reason}")]
    TagParsing { reason: String },
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    args: PushArtifactArgs,
) -> anyhow::Result<ExitCode> {
    let PushArtifactArgs {
        url,
        path,
        source: source_url,
        revision,
        registry,
        ignore_paths,
        annotations,
        output,
        debug,
        reproducible,
        insecure_registry,
        resolve_symlinks,
    } = args;
    let url = url.ok_or(Error::UrlRequired)?;
    if source_url.is_empty() {
        return Err(Error::SourceRequired.into());
    }
    if revision.is_empty() {
        return Err(Error::RevisionRequired.into());
    }
    check_path(&path)?;
    let (address, reference) = parse_artifact_url(&url)?;
    let content = source(&path)?;
    if let Source::Path(p) = &content
        && let Err(err) = std::fs::metadata(p)
    {
        anyhow::bail!(missing_with_cause(&path, &err));
    }
    let opts = archive::Options {
        ignore_paths: crate::cli::string_slice::values(ignore_paths),
        resolve_symlinks,
    };
    let resolved = super::resolve_symlinks(&content, &opts)?;
    let annotations = annotation_map(&annotations, &source_url, &revision, reproducible)?;
    let credentials = super::credentials(ui, &registry)?;
    // flux sets up its retrying transport, which reaches the registry and trades credentials
    // for a token, before it announces the push.
    let session = super::open(
        ui,
        ctx,
        &reference.repository,
        credentials,
        Connect {
            registry: &registry,
            insecure: insecure_registry,
            access: Access::Push,
            retry: true,
            debug,
        },
    )
    .context("error setting up transport")?;
    if output.is_empty() {
        ui.action(&format!("pushing artifact to {address}"));
    }
    let entries = match resolved {
        Some(entries) => Ok(entries),
        None => archive::entries(&content, &opts),
    };
    let layer = entries
        .and_then(|entries| archive::pack(&entries))
        .context("error creating layer")
        .context("pushing artifact failed")?;
    check_created(&annotations).context("pushing artifact failed")?;
    // flux's library and flux each say what failed.
    let pushed = session
        .push_artifact(&reference, &layer, &annotations)
        .context("pushing artifact failed")
        .context("pushing artifact failed")?;
    let digest_url = format!("{}@{}", reference.repository.name(), pushed.digest);
    // flux asks the address for its tag only once the push is done: a push to a digest the
    // registry accepts is made, then reported as an error.
    let tag = parse_tag(&address)
        .map_err(|reason| Error::TagParsing { reason })?
        .tag
        .unwrap_or_default();
    match output.as_str() {
        "json" => {
            let info = json!({
                "url": format!("oci://{digest_url}"),
                "repository": reference.repository.name(),
                "tag": tag,
                "digest": pushed.digest,
            });
            ui.stdout(&format!("{}\n", serde_json::to_string_pretty(&info)?))?;
        }
        "yaml" => {
            let info = json!({
                "digest": pushed.digest,
                "repository": reference.repository.name(),
                "tag": tag,
                "url": format!("oci://{digest_url}"),
            });
            ui.stdout(&crate::yaml::to_string(&info))?;
        }
        _ => ui.success(&format!("artifact successfully pushed to {digest_url}")),
    }
    Ok(ExitCode::SUCCESS)
}

/// flux's annotations: created (now, or the epoch with `--reproducible`), source and revision,
/// then the `--annotations`, which may override them.
fn annotation_map(
    extra: &[String],
    source: &str,
    revision: &str,
    reproducible: bool,
) -> Result<BTreeMap<String, String>, Error> {
    let created = if reproducible {
        manifest::REPRODUCIBLE_CREATED.to_owned()
    } else {
        manifest::rfc3339_utc(SystemTime::now())
    };
    let mut map = BTreeMap::from([
        (manifest::CREATED_ANNOTATION.to_owned(), created.clone()),
        (manifest::SOURCE_ANNOTATION.to_owned(), source.to_owned()),
        (
            manifest::REVISION_ANNOTATION.to_owned(),
            revision.to_owned(),
        ),
    ]);
    for annotation in extra {
        let parts: Vec<&str> = annotation.split('=').collect();
        let [key, value] = parts[..] else {
            return Err(Error::Annotation {
                annotation: annotation.clone(),
            });
        };
        map.insert(key.to_owned(), value.to_owned());
    }
    let created_key = manifest::CREATED_ANNOTATION.to_owned();
    if map.get(&created_key).is_none_or(String::is_empty) {
        map.insert(created_key.clone(), created);
    }
    Ok(map)
}

/// The created annotation, which flux parses as Go's `time.RFC3339` right before the upload.
fn check_created(annotations: &BTreeMap<String, String>) -> Result<(), Error> {
    let value = annotations
        .get(manifest::CREATED_ANNOTATION)
        .cloned()
        .unwrap_or_default();
    match manifest::rfc3339_error(&value) {
        Some(reason) => Err(Error::Created { value, reason }),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn annotations_follow_flux() {
        let map = annotation_map(
            &["org.opencontainers.image.licenses=Apache-2.0".into()],
            "https://github.com/org/repo",
            "main@sha1:abc",
            true,
        )
        .unwrap();
        assert_eq!(map[manifest::CREATED_ANNOTATION], "1970-01-01T00:00:00Z");
        assert_eq!(
            map[manifest::SOURCE_ANNOTATION],
            "https://github.com/org/repo"
        );
        assert_eq!(map[manifest::REVISION_ANNOTATION], "main@sha1:abc");
        assert_eq!(map["org.opencontainers.image.licenses"], "Apache-2.0");
        assert_eq!(
            annotation_map(&["a=b=c".into()], "s", "r", true)
                .unwrap_err()
                .to_string(),
            "invalid annotation a=b=c, must be in the format key=value"
        );
        let created = format!("{}=yesterday", manifest::CREATED_ANNOTATION);
        let map = annotation_map(&[created], "s", "r", false).unwrap();
        assert_eq!(
            check_created(&map).unwrap_err().to_string(),
            "invalid created timestamp \"yesterday\": parsing time \"yesterday\" as \
             \"2006-01-02T15:04:05Z07:00\": cannot parse \"yesterday\" as \"2006\""
        );
        let created = format!("{}=", manifest::CREATED_ANNOTATION);
        let map = annotation_map(&[created], "s", "r", true).unwrap();
        assert_eq!(map[manifest::CREATED_ANNOTATION], "1970-01-01T00:00:00Z");
        assert!(check_created(&map).is_ok());
    }
}
