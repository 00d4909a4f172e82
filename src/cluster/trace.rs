//! flux's `trace`: which Kustomization or HelmRelease manages an object (its labels, else
//! those of its owners), from which source and revision, and how each reconciled, in flux's
//! report layout.

use serde_json::Value;

use super::kinds::{self, FluxKind};
use super::objects::{self, text};
use super::status;
use crate::kube::{Cluster, KubeError, ObjectRef, Resource};

/// Why an object could not be traced.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("either `<resource>/<name>` or `<resource> <name>` is required as an argument")]
    Usage,
    /// Names the program as it was invoked, as cli-runtime words it from `os.Args[0]`.
    #[error(
        "there is no need to specify a resource type as a separate argument when passing arguments in resource/name form (e.g. '{0} get resource/<resource_name>' instead of '{0} get resource resource/<resource_name>'"
    )]
    MixedArguments(String),
    #[error("arguments in resource/name form may not have more than one slash")]
    TooManySlashes,
    #[error("arguments in resource/name form must have a single resource and name")]
    NotSingleResourceAndName,
    #[error("resource(s) were provided, but no name was specified")]
    NoName,
    #[error("the server doesn't have a resource type \"{0}\"")]
    UnknownResource(String),
    #[error("object name is required")]
    ObjectNameRequired,
    #[error("object kind is required (--kind)")]
    KindRequired,
    #[error("object apiVersion is required (--api-version)")]
    ApiVersionRequired,
    #[error("invaild apiVersion: unexpected GroupVersion string: {0}")]
    InvalidApiVersion(String),
    #[error("failed to find object: {0}")]
    NotFound(String),
    /// flux's `x: ` prefix, as it reports objects its resource builder could not fetch.
    #[error("x: {0}")]
    Fetch(String),
    #[error(transparent)]
    Kube(#[from] KubeError),
}

/// An object to trace, and the kind name its report shows.
#[derive(Debug, Clone)]
pub struct Target {
    /// `Deployment`, or the `--kind` as the user spelled it.
    pub kind: String,
    pub object: Value,
}

/// The objects `--kind`/`--api-version` and a name designate.
pub fn static_target(
    cluster: &Cluster,
    namespace: &str,
    args: &[String],
    kind: &str,
    api_version: &str,
) -> Result<Target, Error> {
    let name = args.first().ok_or(Error::ObjectNameRequired)?;
    if kind.is_empty() {
        return Err(Error::KindRequired);
    }
    if api_version.is_empty() {
        return Err(Error::ApiVersionRequired);
    }
    if api_version.matches('/').count() > 1 {
        return Err(Error::InvalidApiVersion(api_version.to_owned()));
    }
    // The REST mapper knows each kind as the server spells it and in lower case, nothing else.
    let resource = cluster.resources()?.into_iter().find(|r| {
        r.api_version == api_version && (r.kind == kind || r.kind.to_lowercase() == kind)
    });
    let not_found = || {
        Error::NotFound(format!(
            "no matches for kind \"{kind}\" in version \"{api_version}\""
        ))
    };
    let resource = resource.ok_or_else(not_found)?;
    let object = fetch(cluster, &resource, namespace, name)?
        .ok_or_else(|| Error::NotFound(not_found_message(&resource, name)))?;
    Ok(Target {
        kind: kind.to_owned(),
        object,
    })
}

/// The objects of kubectl-style arguments: `<resource> <name>…` or `<resource>/<name>…`,
/// resources named by plural, singular, short name or kind, optionally `.group`. This is
/// cli-runtime's resource builder as flux drives it (`ResourceTypeOrNameArgs`, `ContinueOnError`):
/// every argument is checked before a request goes out, every resource type is resolved before
/// an object is read, and the objects that are missing are reported together. `program` is the
/// name the builder's mixed-arguments hint gives the command.
pub fn dynamic_targets(
    cluster: &Cluster,
    namespace: &str,
    args: &[String],
    program: &str,
) -> Result<Vec<Target>, Error> {
    let args = normalize_multiple_resources(args);
    let with_slash = args.iter().filter(|a| a.contains('/')).count();
    let pairs: Vec<(String, String)> = if with_slash > 0 {
        if with_slash != args.len() {
            return Err(Error::MixedArguments(program.to_owned()));
        }
        let mut pairs = Vec::new();
        for argument in &args {
            let segments: Vec<&str> = argument.split('/').collect();
            let [resource, name] = segments[..] else {
                return Err(Error::TooManySlashes);
            };
            if resource.is_empty() || name.is_empty() || split_resources(resource).len() != 1 {
                return Err(Error::NotSingleResourceAndName);
            }
            pairs.push((resource.to_owned(), name.to_owned()));
        }
        pairs
    } else if args.is_empty() {
        return Err(Error::Usage);
    } else {
        // One type (several were spread over the names above), then its names.
        let types = split_resources(&args[0]);
        let resources = cluster.resources()?;
        if args.len() == 1 {
            for resource in &types {
                find_resource(&resources, resource)?;
            }
            return Err(Error::NoName);
        }
        let resource = types.first().cloned().unwrap_or_default();
        args[1..]
            .iter()
            .map(|name| (resource.clone(), name.clone()))
            .collect()
    };
    let resources = cluster.resources()?;
    let mut found = Vec::new();
    for (resource, name) in pairs {
        found.push((find_resource(&resources, &resource)?, name));
    }
    let mut targets = Vec::new();
    let mut missing: Vec<String> = Vec::new();
    for (resource, name) in found {
        match fetch(cluster, resource, namespace, &name)? {
            Some(object) => targets.push(Target {
                kind: resource.kind.clone(),
                object,
            }),
            None => {
                // An aggregate error lists each distinct message once.
                let message = not_found_message(resource, &name);
                if !missing.contains(&message) {
                    missing.push(message);
                }
            }
        }
    }
    match missing.len() {
        0 => Ok(targets),
        1 => Err(Error::Fetch(missing.remove(0))),
        _ => Err(Error::Fetch(format!("[{}]", missing.join(", ")))),
    }
}

/// cli-runtime's `SplitResourceArgument`: the comma-separated types, each once, empty ones
/// kept (they name no resource, and say so).
fn split_resources(argument: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for resource in argument.split(',') {
        if !out.iter().any(|r| r == resource) {
            out.push(resource.to_owned());
        }
    }
    out
}

/// cli-runtime's `normalizeMultipleResourcesArgs`: `a,b x y` is read as `a/x a/y b/x b/y`.
fn normalize_multiple_resources(args: &[String]) -> Vec<String> {
    if args.len() >= 2 {
        let resources = split_resources(&args[0]);
        if resources.len() > 1 {
            return resources
                .iter()
                .flat_map(|r| args[1..].iter().map(move |n| format!("{r}/{n}")))
                .collect();
        }
    }
    args.to_vec()
}

/// kubectl's resource lookup: the argument, lower-cased, as a plural, singular, short name or
/// kind, optionally followed by `.group` (or `.version.group`).
fn find_resource<'a>(resources: &'a [Resource], given: &str) -> Result<&'a Resource, Error> {
    let argument = given.to_ascii_lowercase();
    let matches = |r: &Resource, name: &str| {
        r.plural == name
            || r.singular == name
            || r.kind.to_ascii_lowercase() == name
            || r.short_names.iter().any(|s| s == name)
    };
    let bare = resources.iter().find(|r| matches(r, &argument));
    if let Some(found) = bare {
        return Ok(found);
    }
    if let Some((name, qualifier)) = argument.split_once('.') {
        let found = resources.iter().find(|r| {
            matches(r, name)
                && (r.group == qualifier
                    || format!("{}.{}", api_version_of(r), r.group) == qualifier
                    || qualifier.split_once('.').is_some_and(|(version, group)| {
                        r.group == group && r.api_version.ends_with(version)
                    }))
        });
        if let Some(found) = found {
            return Ok(found);
        }
    }
    // The message names the resource part of the argument as the user wrote it.
    let resource = given
        .split_once('.')
        .map_or(given, |(resource, _)| resource);
    Err(Error::UnknownResource(resource.to_owned()))
}

fn api_version_of(r: &Resource) -> &str {
    r.api_version.rsplit('/').next().unwrap_or_default()
}

fn fetch(
    cluster: &Cluster,
    resource: &Resource,
    namespace: &str,
    name: &str,
) -> Result<Option<Value>, Error> {
    let reference = if resource.namespaced {
        ObjectRef::namespaced(&resource.api_version, &resource.kind, namespace, name)
    } else {
        ObjectRef::cluster(&resource.api_version, &resource.kind, name)
    };
    Ok(cluster.get(&reference)?)
}

/// The API server's not-found message: `deployments.apps "x" not found`.
fn not_found_message(resource: &Resource, name: &str) -> String {
    if resource.group.is_empty() {
        format!("{} \"{name}\" not found", resource.plural)
    } else {
        format!(
            "{}.{} \"{name}\" not found",
            resource.plural, resource.group
        )
    }
}

/// Why one object could not be traced; flux reports it and goes on with the next.
#[derive(Debug, thiserror::Error)]
pub enum TraceError {
    #[error("object not managed by Flux")]
    NotManaged,
    #[error("failed to find {kind}: {message}")]
    Missing { kind: &'static str, message: String },
    #[error("ExternalArtifact {0} is missing spec.sourceRef")]
    NoSourceRef(String),
    #[error(transparent)]
    Kube(#[from] KubeError),
}

/// The report of one object: its Kustomization's, else its HelmRelease's.
pub fn trace(cluster: &Cluster, target: &Target) -> Result<String, TraceError> {
    if let Some((namespace, name)) =
        managed_by(cluster, &target.object, kinds::KUSTOMIZATION.group)?
    {
        return trace_kustomization(cluster, target, &namespace, &name);
    }
    if let Some((namespace, name)) = managed_by(cluster, &target.object, kinds::HELM_RELEASE.group)?
    {
        return trace_helm_release(cluster, target, &namespace, &name);
    }
    Err(TraceError::NotManaged)
}

/// flux's `isOwnerManagedByFlux`: the `<group>/name` and `/namespace` labels of the object, or
/// of its owners, up the chain.
fn managed_by(
    cluster: &Cluster,
    object: &Value,
    group: &str,
) -> Result<Option<(String, String)>, KubeError> {
    let label = |object: &Value, key: &str| {
        object
            .pointer("/metadata/labels")
            .and_then(|labels| labels.get(format!("{group}/{key}")))
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned()
    };
    let name = label(object, "name");
    if !name.is_empty() {
        return Ok(Some((label(object, "namespace"), name)));
    }
    let namespace = objects::namespace(object);
    let owners = object
        .pointer("/metadata/ownerReferences")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    for reference in &owners {
        let owner = ObjectRef::namespaced(
            text(reference, "/apiVersion"),
            text(reference, "/kind"),
            namespace,
            text(reference, "/name"),
        );
        let Ok(Some(owner)) = cluster.get(&owner) else {
            return Ok(None);
        };
        let name = label(&owner, "name");
        if !name.is_empty() {
            return Ok(Some((label(&owner, "namespace"), name)));
        }
        let has_owners = owner
            .pointer("/metadata/ownerReferences")
            .and_then(Value::as_array)
            .is_some_and(|o| !o.is_empty());
        if has_owners {
            return managed_by(cluster, &owner, group);
        }
    }
    Ok(None)
}

/// Reads a source the report shows; flux's `failed to find <Kind>` when it is gone.
fn source(
    cluster: &Cluster,
    kind: FluxKind,
    namespace: &str,
    name: &str,
) -> Result<Value, TraceError> {
    objects::get(cluster, kind, namespace, name).map_err(|err| TraceError::Missing {
        kind: kind.kind,
        message: err.to_string(),
    })
}

/// The namespace of a reference, else the referrer's.
fn ref_namespace(object: &Value, pointer: &str) -> String {
    let namespace = text(object, pointer);
    if namespace.is_empty() {
        objects::namespace(object).to_owned()
    } else {
        namespace.to_owned()
    }
}

/// A report built line by line, each label padded to the report's width.
struct Report {
    width: usize,
    out: String,
}

impl Report {
    fn new(width: usize) -> Report {
        Report {
            width,
            out: String::new(),
        }
    }

    fn line(&mut self, label: &str, value: &str) {
        self.out.push('\n');
        self.out
            .push_str(&format!("{label:<width$}{value}", width = self.width));
    }

    fn raw(&mut self, text: &str) {
        self.out.push('\n');
        self.out.push_str(text);
    }

    /// The Ready condition: when it was reached and its message, or `Unknown`; with
    /// `failed_variant`, a Ready=False condition reads "Last reconciliation failed at".
    fn ready(&mut self, object: &Value, failed_variant: bool) {
        match status::ready_condition(object) {
            Some(ready) => {
                let at = go_time(ready["lastTransitionTime"].as_str().unwrap_or_default());
                if failed_variant && ready["status"] == "False" {
                    self.line("Status:", &format!("Last reconciliation failed at {at}"));
                } else {
                    self.line("Status:", &format!("Last reconciled at {at}"));
                }
                self.line("Message:", ready["message"].as_str().unwrap_or_default());
            }
            None => self.line("Status:", "Unknown"),
        }
    }

    /// A source's reference: the tag, semver range, branch (Git) or digest (OCI) it follows.
    fn reference(&mut self, object: &Value, last: (&str, &str)) {
        if object.pointer("/spec/ref").is_none_or(Value::is_null) {
            return;
        }
        let tag = text(object, "/spec/ref/tag");
        let semver = text(object, "/spec/ref/semver");
        let other = text(object, last.1);
        if !tag.is_empty() {
            self.line("Tag:", tag);
        } else if !semver.is_empty() {
            self.line("Tag:", semver);
        } else if !other.is_empty() {
            self.line(last.0, other);
        }
    }

    /// The artifact's revision and, with `origin`, the OCI origin annotations of its metadata:
    /// one line each, empty when the artifact does not carry it.
    fn revision(&mut self, object: &Value, origin: bool) {
        if object
            .pointer("/status/artifact")
            .is_none_or(Value::is_null)
        {
            return;
        }
        self.line("Revision:", text(object, "/status/artifact/revision"));
        let metadata = object
            .pointer("/status/artifact/metadata")
            .and_then(Value::as_object)
            .filter(|m| !m.is_empty());
        if let (true, Some(metadata)) = (origin, metadata) {
            for (label, key) in [
                ("Origin Revision: ", "org.opencontainers.image.revision"),
                ("Origin Source:   ", "org.opencontainers.image.source"),
            ] {
                match metadata
                    .get(key)
                    .and_then(Value::as_str)
                    .filter(|v| !v.is_empty())
                {
                    Some(value) => self.raw(&format!("{label}{value}")),
                    None => self.raw(""),
                }
            }
        }
    }

    fn finish(mut self) -> String {
        self.out.push('\n');
        self.out
    }
}

/// The head of every report: the object and that Flux manages it.
fn head(report: &mut Report, target: &Target) {
    report.line(
        "Object:",
        &format!("{}/{}", target.kind, objects::name(&target.object)),
    );
    let namespace = objects::namespace(&target.object);
    if !namespace.is_empty() {
        report.line("Namespace:", namespace);
    }
    report.line("Status:", "Managed by Flux");
}

fn trace_kustomization(
    cluster: &Cluster,
    target: &Target,
    namespace: &str,
    name: &str,
) -> Result<String, TraceError> {
    let ks = objects::get(cluster, kinds::KUSTOMIZATION, namespace, name).map_err(|err| {
        TraceError::Missing {
            kind: "kustomization",
            message: err.to_string(),
        }
    })?;
    let mut report = Report::new(17);
    head(&mut report, target);
    report.raw("---");
    report.line("Kustomization:", objects::name(&ks));
    report.line("Namespace:", objects::namespace(&ks));
    let target_namespace = text(&ks, "/spec/targetNamespace");
    if !target_namespace.is_empty() {
        report.line("Target:", target_namespace);
    }
    report.line("Path:", text(&ks, "/spec/path"));
    report.line("Revision:", text(&ks, "/status/lastAppliedRevision"));
    report.ready(&ks, false);
    let source_namespace = ref_namespace(&ks, "/spec/sourceRef/namespace");
    let source_name = text(&ks, "/spec/sourceRef/name");
    match text(&ks, "/spec/sourceRef/kind") {
        "GitRepository" => {
            let git = source(
                cluster,
                kinds::GIT_REPOSITORY,
                &source_namespace,
                source_name,
            )?;
            report.raw("---");
            report.line("GitRepository:", objects::name(&git));
            report.line("Namespace:", objects::namespace(&git));
            report.line("URL:", text(&git, "/spec/url"));
            report.reference(&git, ("Branch:", "/spec/ref/branch"));
            report.revision(&git, false);
            report.ready(&git, true);
        }
        "OCIRepository" => {
            let oci = source(
                cluster,
                kinds::OCI_REPOSITORY,
                &source_namespace,
                source_name,
            )?;
            oci_section(&mut report, &oci, true);
        }
        "ExternalArtifact" => {
            let artifact = source(
                cluster,
                kinds::EXTERNAL_ARTIFACT,
                &source_namespace,
                source_name,
            )?;
            external_section(&mut report, &artifact, true)?;
        }
        _ => {}
    }
    Ok(report.finish())
}

fn oci_section(report: &mut Report, oci: &Value, origin: bool) {
    report.raw("---");
    report.line("OCIRepository:", objects::name(oci));
    report.line("Namespace:", objects::namespace(oci));
    report.line("URL:", text(oci, "/spec/url"));
    report.reference(oci, ("Digest:", "/spec/ref/digest"));
    report.revision(oci, origin);
    report.ready(oci, true);
}

fn external_section(report: &mut Report, artifact: &Value, origin: bool) -> Result<(), TraceError> {
    if artifact
        .pointer("/spec/sourceRef")
        .is_none_or(Value::is_null)
    {
        return Err(TraceError::NoSourceRef(format!(
            "{}/{}",
            objects::namespace(artifact),
            objects::name(artifact)
        )));
    }
    report.raw("---");
    report.raw(&format!("ExternalArtifact:{}", objects::name(artifact)));
    report.line("Namespace:", objects::namespace(artifact));
    report.line(
        "Source:",
        &format!(
            "{}/{}/{}",
            text(artifact, "/spec/sourceRef/kind"),
            text(artifact, "/spec/sourceRef/namespace"),
            text(artifact, "/spec/sourceRef/name")
        ),
    );
    report.revision(artifact, origin);
    report.ready(artifact, true);
    Ok(())
}

fn trace_helm_release(
    cluster: &Cluster,
    target: &Target,
    namespace: &str,
    name: &str,
) -> Result<String, TraceError> {
    let hr = objects::get(cluster, kinds::HELM_RELEASE, namespace, name).map_err(|err| {
        TraceError::Missing {
            kind: "HelmRelease",
            message: err.to_string(),
        }
    })?;
    let chart = match text(&hr, "/status/helmChart") {
        "" => None,
        reference => {
            // flux's ParseNamespacedName: exactly one '/' splits, else it is all name.
            let (chart_namespace, chart_name) = match reference.split_once('/') {
                Some((namespace, name)) if !name.contains('/') => (namespace, name),
                _ => ("", reference),
            };
            Some(source(
                cluster,
                kinds::HELM_CHART,
                chart_namespace,
                chart_name,
            )?)
        }
    };
    let mut sections: Vec<Section> = Vec::new();
    if hr.pointer("/spec/chart").is_none_or(Value::is_null) {
        let chart_ref_namespace = ref_namespace(&hr, "/spec/chartRef/namespace");
        let chart_ref_name = text(&hr, "/spec/chartRef/name");
        match text(&hr, "/spec/chartRef/kind") {
            "OCIRepository" => sections.push(Section::Oci(source(
                cluster,
                kinds::OCI_REPOSITORY,
                &chart_ref_namespace,
                chart_ref_name,
            )?)),
            "ExternalArtifact" => {
                let artifact = source(
                    cluster,
                    kinds::EXTERNAL_ARTIFACT,
                    &chart_ref_namespace,
                    chart_ref_name,
                )?;
                if artifact
                    .pointer("/spec/sourceRef")
                    .is_none_or(Value::is_null)
                {
                    return Err(TraceError::NoSourceRef(format!(
                        "{}/{}",
                        objects::namespace(&artifact),
                        objects::name(&artifact)
                    )));
                }
                sections.push(Section::External(artifact));
            }
            _ => {}
        }
    } else {
        let source_namespace = ref_namespace(&hr, "/spec/chart/spec/sourceRef/namespace");
        let source_name = text(&hr, "/spec/chart/spec/sourceRef/name");
        match text(&hr, "/spec/chart/spec/sourceRef/kind") {
            "GitRepository" => sections.push(Section::Git(source(
                cluster,
                kinds::GIT_REPOSITORY,
                &source_namespace,
                source_name,
            )?)),
            "HelmRepository" => sections.push(Section::Helm(source(
                cluster,
                kinds::HELM_REPOSITORY,
                &source_namespace,
                source_name,
            )?)),
            _ => {}
        }
    }

    let mut report = Report::new(16);
    head(&mut report, target);
    report.raw("---");
    report.line("HelmRelease:", objects::name(&hr));
    report.line("Namespace:", objects::namespace(&hr));
    let target_namespace = text(&hr, "/spec/targetNamespace");
    if !target_namespace.is_empty() {
        report.line("Target:", target_namespace);
    }
    report.line("Revision:", text(&hr, "/status/lastAttemptedRevision"));
    report.ready(&hr, false);
    if let Some(chart) = &chart {
        report.raw("---");
        report.line("HelmChart:", objects::name(chart));
        report.line("Namespace:", objects::namespace(chart));
        report.line("Chart:", text(chart, "/spec/chart"));
        report.line("Version:", text(chart, "/spec/version"));
        report.revision(chart, false);
        report.ready(chart, false);
    }
    // The template lists the Helm repository before Git, Git before OCI.
    sections.sort_by_key(Section::order);
    for section in &sections {
        match section {
            Section::Helm(repository) => {
                report.raw("---");
                report.line("HelmRepository:", objects::name(repository));
                report.line("Namespace:", objects::namespace(repository));
                report.line("URL:", text(repository, "/spec/url"));
                report.revision(repository, false);
                report.ready(repository, false);
            }
            Section::Git(git) => {
                let mut git_report = Report::new(15);
                git_report.raw("---");
                git_report.line("GitRepository:", objects::name(git));
                git_report.line("Namespace:", objects::namespace(git));
                git_report.line("URL:", text(git, "/spec/url"));
                git_report.reference(git, ("Branch:", "/spec/ref/branch"));
                git_report.revision(git, false);
                git_report.ready(git, true);
                report.out.push_str(&git_report.out);
            }
            Section::Oci(oci) => {
                let mut oci_report = Report::new(17);
                oci_section(&mut oci_report, oci, false);
                report.out.push_str(&oci_report.out);
            }
            Section::External(artifact) => {
                let mut external = Report::new(17);
                external_section(&mut external, artifact, false)?;
                report.out.push_str(&external.out);
            }
        }
    }
    Ok(report.finish())
}

enum Section {
    Helm(Value),
    Git(Value),
    Oci(Value),
    External(Value),
}

impl Section {
    fn order(&self) -> u8 {
        match self {
            Section::Helm(_) => 0,
            Section::Git(_) => 1,
            Section::Oci(_) => 2,
            Section::External(_) => 3,
        }
    }
}

/// A Kubernetes timestamp as flux prints a `metav1.Time`, which reads it into Go's local zone:
/// `time.Time.String`, `2021-07-16 17:42:20 +0200 CEST`.
pub fn go_time(timestamp: &str) -> String {
    go_time_in(timestamp, &super::local_zone::go_local())
}

fn go_time_in(timestamp: &str, zone: &jiff::tz::TimeZone) -> String {
    match timestamp.parse::<jiff::Timestamp>() {
        Ok(time) => {
            let local = time.to_zoned(zone.clone());
            let fraction = time.subsec_nanosecond();
            let mut out = local.strftime("%Y-%m-%d %H:%M:%S").to_string();
            if fraction != 0 {
                let digits = format!("{fraction:09}");
                out.push('.');
                out.push_str(digits.trim_end_matches('0'));
            }
            out.push_str(&local.strftime(" %z %Z").to_string());
            out
        }
        // The zero `metav1.Time` is in UTC, not in the local zone.
        Err(_) => "0001-01-01 00:00:00 +0000 UTC".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_print_as_go_does() {
        let utc = jiff::tz::TimeZone::UTC;
        assert_eq!(
            go_time_in("2021-07-16T15:42:20Z", &utc),
            "2021-07-16 15:42:20 +0000 UTC"
        );
        assert_eq!(
            go_time_in("2021-07-16T15:42:20.5Z", &utc),
            "2021-07-16 15:42:20.5 +0000 UTC"
        );
        let india = jiff::tz::TimeZone::posix("IST-5:30").unwrap();
        assert_eq!(
            go_time_in("2021-07-16T15:42:20Z", &india),
            "2021-07-16 21:12:20 +0530 IST"
        );
        assert_eq!(go_time_in("", &india), "0001-01-01 00:00:00 +0000 UTC");
    }

    fn resource(plural: &str, singular: &str, kind: &str, group: &str, short: &[&str]) -> Resource {
        Resource {
            api_version: if group.is_empty() {
                "v1".to_owned()
            } else {
                format!("{group}/v1")
            },
            group: group.to_owned(),
            kind: kind.to_owned(),
            plural: plural.to_owned(),
            singular: singular.to_owned(),
            short_names: short.iter().map(|s| (*s).to_owned()).collect(),
            namespaced: true,
        }
    }

    #[test]
    fn resources_resolve_like_kubectl() {
        let resources = [
            resource("configmaps", "configmap", "ConfigMap", "", &["cm"]),
            resource(
                "deployments",
                "deployment",
                "Deployment",
                "apps",
                &["deploy"],
            ),
        ];
        for argument in [
            "deploy",
            "deployment",
            "Deployment",
            "deployments",
            "deployments.apps",
        ] {
            assert_eq!(
                find_resource(&resources, argument).unwrap().kind,
                "Deployment",
                "{argument}"
            );
        }
        assert_eq!(find_resource(&resources, "cm").unwrap().kind, "ConfigMap");
        assert_eq!(
            find_resource(&resources, "widgets")
                .unwrap_err()
                .to_string(),
            "the server doesn't have a resource type \"widgets\""
        );
    }
}
