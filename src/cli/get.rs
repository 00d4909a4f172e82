//! `fluxr get`: the status of Flux objects as a table on stdout, like `flux get`.

use std::process::ExitCode;
use std::sync::LazyLock;

use clap::{Args, Subcommand};
use regex::Regex;
use serde_json::Value;

use super::GlobalContext;
use super::check::cluster_options;
use super::global::parse_go_bool;
use super::resource::{self, FluxKind, HELM_RELEASE, KUSTOMIZATION, SOURCES};
use crate::kube::Cluster;
use crate::ui::Ui;

/// Get the resources and their status
///
/// The get sub-commands print the statuses of Flux resources.
#[derive(Args, Debug)]
pub struct GetArgs {
    /// list the requested object(s) across all namespaces
    #[arg(short = 'A', long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub all_namespaces: bool,

    /// skip the header when printing the results
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1,
          require_equals = true, default_value = "false", default_missing_value = "true",
          value_parser = parse_go_bool, value_name = "true|false")]
    pub no_header: bool,

    #[command(subcommand)]
    pub target: GetTarget,
}

#[derive(Subcommand, Debug)]
pub enum GetTarget {
    /// Get all resources and statuses
    All,
    /// Get Kustomization statuses
    #[command(visible_alias = "ks", alias = "kustomization")]
    Kustomizations,
    /// Get HelmRelease statuses
    #[command(visible_alias = "hr", alias = "helmrelease")]
    Helmreleases,
    /// Get source statuses
    #[command(visible_alias = "source")]
    Sources(SourcesArgs),
    /// Get image automation object statuses
    #[command(visible_alias = "image")]
    Images(ImagesArgs),
}

#[derive(Args, Debug)]
pub struct ImagesArgs {
    #[command(subcommand)]
    pub kind: ImageKinds,
}

#[derive(Subcommand, Debug, Clone, Copy)]
pub enum ImageKinds {
    /// Get all image automation statuses
    All,
    /// Get ImageRepository statuses
    Repository,
    /// Get ImagePolicy statuses
    Policy,
    /// Get ImageUpdateAutomation statuses
    Update,
}

#[derive(Args, Debug)]
pub struct SourcesArgs {
    #[command(subcommand)]
    pub kind: SourceKinds,
}

#[derive(Subcommand, Debug, Clone, Copy)]
pub enum SourceKinds {
    /// Get all source statuses
    All,
    /// Get GitRepository source statuses
    Git,
    /// Get OCIRepository source statuses
    Oci,
    /// Get HelmRepository source statuses
    Helm,
    /// Get Bucket source statuses
    Bucket,
    /// Get HelmChart source statuses
    Chart,
}

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: GetArgs) -> anyhow::Result<ExitCode> {
    let (kinds, several) = match args.target {
        GetTarget::All => {
            let mut kinds = SOURCES.to_vec();
            kinds.extend([KUSTOMIZATION, HELM_RELEASE]);
            kinds.extend(IMAGES);
            (kinds, true)
        }
        GetTarget::Images(images) => match images.kind {
            ImageKinds::All => (IMAGES.to_vec(), true),
            ImageKinds::Repository => (vec![resource::IMAGE_REPOSITORY], false),
            ImageKinds::Policy => (vec![resource::IMAGE_POLICY], false),
            ImageKinds::Update => (vec![resource::IMAGE_UPDATE_AUTOMATION], false),
        },
        GetTarget::Kustomizations => (vec![KUSTOMIZATION], false),
        GetTarget::Helmreleases => (vec![HELM_RELEASE], false),
        GetTarget::Sources(sources) => match sources.kind {
            SourceKinds::All => (SOURCES.to_vec(), true),
            SourceKinds::Git => (vec![resource::GIT_REPOSITORY], false),
            SourceKinds::Oci => (vec![resource::OCI_REPOSITORY], false),
            SourceKinds::Helm => (vec![resource::HELM_REPOSITORY], false),
            SourceKinds::Bucket => (vec![resource::BUCKET], false),
            SourceKinds::Chart => (vec![resource::HELM_CHART], false),
        },
    };
    let cluster = Cluster::connect(&cluster_options(ctx))?.with_ui(ui.clone());
    let namespace = (!args.all_namespaces).then_some(ctx.namespace.as_str());
    let mut tables = Vec::new();
    for kind in kinds {
        let objects = cluster.list(kind.api_version, kind.kind, namespace)?;
        if objects.is_empty() {
            if !several {
                ui.failure(&format!(
                    "no {} objects found in {} namespace",
                    kind.kind,
                    namespace.unwrap_or("any")
                ));
            }
            continue;
        }
        let prefix = several.then(|| kind.kind.to_ascii_lowercase());
        tables.push(table(
            kind,
            &objects,
            prefix.as_deref(),
            args.all_namespaces,
            args.no_header,
        ));
    }
    ui.stdout(&tables.join("\n"))?;
    Ok(ExitCode::SUCCESS)
}

/// The image kinds, in the order `get images all` lists them.
const IMAGES: [FluxKind; 3] = [
    resource::IMAGE_REPOSITORY,
    resource::IMAGE_POLICY,
    resource::IMAGE_UPDATE_AUTOMATION,
];

/// The column after NAME and what it shows, and whether the kind can be suspended, as flux's
/// tables have them.
fn state_column(kind: FluxKind) -> (&'static str, fn(&Value) -> String, bool) {
    match kind.kind {
        "ImageRepository" => (
            "LAST SCAN",
            |o| text(o, "/status/lastScanResult/scanTime"),
            true,
        ),
        "ImagePolicy" => ("LATEST IMAGE", latest_image, false),
        "ImageUpdateAutomation" => (
            "LAST RUN",
            |o| text(o, "/status/lastAutomationRunTime"),
            true,
        ),
        _ => ("REVISION", revision, true),
    }
}

fn revision(object: &Value) -> String {
    [
        "/status/lastAppliedRevision",
        "/status/artifact/revision",
        "/status/lastAttemptedRevision",
    ]
    .iter()
    .map(|pointer| text(object, pointer))
    .find(|revision| !revision.is_empty())
    .unwrap_or_default()
}

/// `repository:tag` of the image the policy picked.
fn latest_image(object: &Value) -> String {
    match (
        text(object, "/status/latestRef/name"),
        text(object, "/status/latestRef/tag"),
    ) {
        (name, tag) if !name.is_empty() && !tag.is_empty() => format!("{name}:{tag}"),
        _ => text(object, "/status/latestImage"),
    }
}

/// One row per object: NAME, REVISION (or the kind's own state), SUSPENDED, READY, MESSAGE
/// (NAMESPACE first across namespaces), columns padded and separated by tabs as flux prints
/// them. In `get all` the names carry their kind, `gitrepository/flux-system`.
fn table(
    kind: FluxKind,
    objects: &[Value],
    prefix: Option<&str>,
    all_namespaces: bool,
    no_header: bool,
) -> String {
    let (state_header, state, suspendable) = state_column(kind);
    let mut rows: Vec<Vec<String>> = Vec::new();
    if !no_header {
        let mut header = vec!["NAME", state_header];
        if suspendable {
            header.push("SUSPENDED");
        }
        header.extend(["READY", "MESSAGE"]);
        if all_namespaces {
            header.insert(0, "NAMESPACE");
        }
        rows.push(header.into_iter().map(str::to_owned).collect());
    }
    let mut sorted: Vec<&Value> = objects.iter().collect();
    sorted.sort_by_key(|object| {
        (
            text(object, "/metadata/namespace"),
            text(object, "/metadata/name"),
        )
    });
    for object in sorted {
        let name = text(object, "/metadata/name");
        let name = match prefix {
            Some(prefix) => format!("{prefix}/{name}"),
            None => name,
        };
        let (ready, message) = ready_and_message(object);
        let mut row = vec![name, truncate_hex(&state(object))];
        if suspendable {
            let suspended = if resource::is_suspended(object) {
                "True"
            } else {
                "False"
            };
            row.push(suspended.to_owned());
        }
        row.extend([ready, truncate_hex(&message)]);
        if all_namespaces {
            row.insert(0, text(object, "/metadata/namespace"));
        }
        rows.push(row);
    }
    crate::ui::table(&rows)
}

/// The Ready condition's status and message; an object no controller has looked at yet is
/// `False`, "waiting to be reconciled", as flux reports it.
fn ready_and_message(object: &Value) -> (String, String) {
    let ready = object
        .pointer("/status/conditions")
        .and_then(Value::as_array)
        .and_then(|conditions| conditions.iter().find(|c| c["type"] == "Ready"));
    match ready {
        Some(condition) => (
            condition["status"].as_str().unwrap_or("Unknown").to_owned(),
            condition["message"].as_str().unwrap_or_default().to_owned(),
        ),
        None => ("False".to_owned(), "waiting to be reconciled".to_owned()),
    }
}

/// Digests shortened to 8 hex digits, as flux shows revisions: `main@sha1:1e5ec2b7`.
fn truncate_hex(text: &str) -> String {
    static DIGEST: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\b(sha1|sha256|sha384|sha512):([0-9a-f]{8})[0-9a-f]+").unwrap()
    });
    DIGEST.replace_all(text, "$1:$2").into_owned()
}

fn text(object: &Value, pointer: &str) -> String {
    object
        .pointer(pointer)
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn image_policies_show_the_latest_image_and_no_suspend_column() {
        let objects = [
            json!({"metadata": {"name": "podinfo", "namespace": "flux-system"},
            "status": {"latestRef": {"name": "ghcr.io/stefanprodan/podinfo", "tag": "6.5.0"},
                       "conditions": [{"type": "Ready", "status": "True", "message": "ok"}]}}),
        ];
        assert_eq!(
            table(resource::IMAGE_POLICY, &objects, None, false, false),
            "NAME   \tLATEST IMAGE                      \tREADY\tMESSAGE\n\
             podinfo\tghcr.io/stefanprodan/podinfo:6.5.0\tTrue \tok\n"
        );
    }

    #[test]
    fn revisions_and_messages_show_short_digests() {
        assert_eq!(
            truncate_hex("Applied revision: main@sha1:1e5ec2b7f0b4b8e2a8d7c5b4a3f2e1d0c9b8a7f6"),
            "Applied revision: main@sha1:1e5ec2b7"
        );
        assert_eq!(truncate_hex("v1.2.3"), "v1.2.3");
    }

    #[test]
    fn rows_are_padded_and_sorted() {
        let objects = [
            json!({"metadata": {"name": "podinfo", "namespace": "apps"}, "spec": {"suspend": true}}),
            json!({"metadata": {"name": "flux-system", "namespace": "flux-system"},
                   "status": {"lastAppliedRevision": "main@sha1:0123456789abcdef",
                              "conditions": [{"type": "Ready", "status": "True",
                                              "message": "Applied revision: main@sha1:0123456789abcdef"}]}}),
        ];
        assert_eq!(
            table(KUSTOMIZATION, &objects, None, true, false),
            "NAMESPACE  \tNAME       \tREVISION          \tSUSPENDED\tREADY\tMESSAGE\n\
             apps       \tpodinfo    \t                  \tTrue     \tFalse\twaiting to be reconciled\n\
             flux-system\tflux-system\tmain@sha1:01234567\tFalse    \tTrue \tApplied revision: main@sha1:01234567\n"
        );
    }
}
