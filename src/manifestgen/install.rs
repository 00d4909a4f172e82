//! The component manifests (`gotk-components.yaml`): what `flux install --export` prints.
//!
//! flux builds them by running kustomize over its embedded per-controller bundles plus an overlay
//! it generates from the install options. fluxr embeds its own templates of those bundles
//! (`manifests/`, one file per component plus the namespace, RBAC and network policies) and
//! applies the overlay's effects directly to the objects: namespace, labels, the `-<namespace>`
//! suffix on RBAC, the node-selector patch, the per-controller argument patches, image names and
//! finally kustomize's legacy object order. The text is then written as kustomize writes it, so
//! the result is what `flux install --export` v2.9.4 prints, header aside.

use std::cmp::Ordering;

use serde_json::{Map, Value, json};

use crate::yaml;

/// The only distribution version whose manifests fluxr carries.
pub const EMBEDDED_VERSION: &str = "v2.9.4";

/// The components `flux install` deploys unless told otherwise, in flux's order.
pub const DEFAULT_COMPONENTS: [&str; 4] = [
    "source-controller",
    "kustomize-controller",
    "helm-controller",
    "notification-controller",
];

/// The components that may be added with `--components-extra`.
pub const EXTRA_COMPONENTS: [&str; 3] = [
    "image-reflector-controller",
    "image-automation-controller",
    "source-watcher",
];

/// The log levels the controllers accept, in flux's order (its error message lists them so).
pub const LOG_LEVELS: [&str; 3] = ["debug", "info", "error"];

/// Everything the component manifests depend on; `Default` is flux's defaults.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The distribution version with its `v`, e.g. `v2.9.4`.
    pub version: String,
    pub namespace: String,
    /// Components in output-header order: `--components` followed by `--components-extra`.
    pub components: Vec<String>,
    pub registry: String,
    pub image_pull_secret: String,
    pub watch_all_namespaces: bool,
    pub network_policy: bool,
    pub log_level: String,
    pub cluster_domain: String,
    pub toleration_keys: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            version: "v2.9.4".to_owned(),
            namespace: "flux-system".to_owned(),
            components: [
                "source-controller",
                "kustomize-controller",
                "helm-controller",
                "notification-controller",
            ]
            .map(str::to_owned)
            .to_vec(),
            registry: "ghcr.io/fluxcd".to_owned(),
            image_pull_secret: String::new(),
            watch_all_namespaces: true,
            network_policy: true,
            log_level: "info".to_owned(),
            cluster_domain: "cluster.local".to_owned(),
            toleration_keys: Vec::new(),
        }
    }
}

impl Options {
    /// Checks every option the manifests depend on and returns the resolved version.
    pub fn validate(&self) -> Result<String, Error> {
        for (i, component) in self.components.iter().enumerate() {
            if !is_known_component(component) {
                return Err(Error::UnknownComponent {
                    component: component.clone(),
                });
            }
            if self.components[..i].contains(component) {
                return Err(Error::DuplicateComponent {
                    component: component.clone(),
                });
            }
        }
        if !is_dns_label(&self.namespace) {
            return Err(Error::InvalidNamespace {
                namespace: self.namespace.clone(),
            });
        }
        if self.log_level.trim().is_empty() {
            return Err(Error::MissingLogLevel);
        }
        if !LOG_LEVELS.contains(&self.log_level.as_str()) {
            return Err(Error::UnsupportedLogLevel {
                level: self.log_level.clone(),
            });
        }
        if let Err(reason) = check_registry(&self.registry) {
            return Err(Error::InvalidRegistry {
                registry: self.registry.clone(),
                reason,
            });
        }
        resolve_version(&self.version)
    }
}

/// Why the component manifests could not be generated.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("component {component} is not available")]
    UnknownComponent { component: String },
    #[error("component {component} is listed more than once")]
    DuplicateComponent { component: String },
    #[error("namespace must be a valid DNS label: \"{namespace}\"")]
    InvalidNamespace { namespace: String },
    #[error("no log level given, must be one of: debug, info, error")]
    MissingLogLevel,
    #[error("unsupported log level '{level}', must be one of: debug, info, error")]
    UnsupportedLogLevel { level: String },
    #[error("invalid registry \"{registry}\": {reason}")]
    InvalidRegistry {
        registry: String,
        reason: &'static str,
    },
    #[error("invalid version \"{spec}\": only {EMBEDDED_VERSION} is embedded")]
    InvalidVersion { spec: String },
    #[error("version \"{spec}\" is not available: only {EMBEDDED_VERSION} is embedded")]
    UnavailableVersion { spec: String },
    #[error("embedded template {name} cannot be read")]
    TemplateSyntax {
        name: String,
        #[source]
        source: yaml::Error,
    },
    #[error("generated CRD {crd} belongs to no component")]
    CrdWithoutComponent { crd: String },
    #[error("embedded template {name} is invalid: {reason}")]
    Template { name: String, reason: String },
}

/// Resolves a `--version` value against the embedded version: empty or `latest` mean the embedded
/// one; otherwise an exact version (with or without `v`) or a semver constraint such as `2.9.x`
/// or `>=2.9 <3` must match it.
pub fn resolve_version(spec: &str) -> Result<String, Error> {
    let trimmed = spec.trim();
    if trimmed.is_empty() || trimmed == "latest" {
        return Ok(EMBEDDED_VERSION.to_owned());
    }
    let embedded = semver::Version::parse(&EMBEDDED_VERSION[1..]).expect("embedded version");
    let bare = trimmed.strip_prefix('v').unwrap_or(trimmed);
    if let Ok(exact) = semver::Version::parse(bare) {
        return if exact == embedded {
            Ok(EMBEDDED_VERSION.to_owned())
        } else {
            Err(Error::UnavailableVersion {
                spec: spec.to_owned(),
            })
        };
    }
    let alternatives = parse_constraint(trimmed).ok_or_else(|| Error::InvalidVersion {
        spec: spec.to_owned(),
    })?;
    if alternatives.iter().any(|req| req.matches(&embedded)) {
        Ok(EMBEDDED_VERSION.to_owned())
    } else {
        Err(Error::UnavailableVersion {
            spec: spec.to_owned(),
        })
    }
}

/// Reads a constraint the way flux's semver library writes them: `||` between alternatives,
/// comparators separated by spaces or commas, `a - b` ranges, `v` prefixes, and a bare version
/// meaning that version (not the caret range the `semver` crate would make of it).
pub(crate) fn parse_constraint(spec: &str) -> Option<Vec<semver::VersionReq>> {
    spec.split("||").map(parse_alternative).collect()
}

const OPERATORS: [&str; 8] = [">=", "<=", "!=", ">", "<", "=", "~", "^"];

fn parse_alternative(alternative: &str) -> Option<semver::VersionReq> {
    let tokens: Vec<&str> = alternative
        .split([' ', ','])
        .filter(|t| !t.is_empty())
        .collect();
    let mut comparators = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if OPERATORS.contains(&tokens[i]) {
            // An operator written apart from its version, as in `>= 2.9`.
            let version = tokens.get(i + 1)?;
            comparators.push(comparator(&format!("{}{version}", tokens[i]))?);
            i += 2;
        } else if tokens.get(i + 1) == Some(&"-") {
            let upper = tokens.get(i + 2)?;
            comparators.push(comparator(&format!(">={}", tokens[i]))?);
            comparators.push(comparator(&format!("<={upper}"))?);
            i += 3;
        } else {
            comparators.push(comparator(tokens[i])?);
            i += 1;
        }
    }
    if comparators.is_empty() {
        return None;
    }
    semver::VersionReq::parse(&comparators.join(", ")).ok()
}

fn comparator(token: &str) -> Option<String> {
    let op = OPERATORS
        .iter()
        .find(|op| token.starts_with(**op))
        .copied()
        .unwrap_or("");
    let version = &token[op.len()..];
    let version = version.strip_prefix('v').unwrap_or(version);
    // `!=` has no counterpart in the semver crate.
    if version.is_empty() || op == "!=" {
        return None;
    }
    if matches!(version, "*" | "x" | "X") && op.is_empty() {
        return Some("*".to_owned());
    }
    Some(format!("{}{version}", if op.is_empty() { "=" } else { op }))
}

/// The whole `install --export` text: the header, then the objects as one YAML stream.
pub fn generate(opts: &Options) -> Result<String, Error> {
    generate_with(opts, &component_crds)
}

/// The header fluxr writes above the component manifests, in flux's shape.
pub fn header(version: &str, components: &[String]) -> String {
    format!(
        "---\n# This manifest was generated by fluxr. DO NOT EDIT.\n# Flux Version: {version}\n\
         # Components: {}\n",
        components.join(",")
    )
}

/// The component manifests as objects, in the order they are written.
/// The `kubernetes.io/dockerconfigjson` Secret `opts.image_pull_secret` that `--registry-creds`
/// asks for: the credentials for the registry host of `opts.registry`.
pub fn image_pull_secret(opts: &Options, username: &str, password: &str) -> Value {
    use base64::Engine as _;
    let encode = |bytes: &[u8]| base64::engine::general_purpose::STANDARD.encode(bytes);
    let server = opts.registry.split('/').next().unwrap_or_default();
    let auth = encode(format!("{username}:{password}").as_bytes());
    let config = json!({ "auths": { server: {
        "username": username, "password": password, "auth": auth } } });
    json!({
        "apiVersion": "v1",
        "kind": "Secret",
        "metadata": { "name": opts.image_pull_secret, "namespace": opts.namespace },
        "type": "kubernetes.io/dockerconfigjson",
        "data": { ".dockerconfigjson": encode(config.to_string().as_bytes()) },
    })
}

pub fn objects(opts: &Options) -> Result<Vec<Value>, Error> {
    objects_with(opts, &component_crds)
}

/// Every Flux CRD, generated from fluxr's API types.
fn component_crds() -> Vec<Value> {
    crate::api::crds()
}

/// Where the CRDs come from: all of them at once, since generating them is the costly part.
type CrdSource<'a> = &'a dyn Fn() -> Vec<Value>;

/// The component whose bundle carries each CRD, as flux's controller bases have them.
const CRD_OWNERS: [(&str, &str); 15] = [
    (
        "alerts.notification.toolkit.fluxcd.io",
        "notification-controller",
    ),
    (
        "artifactgenerators.source.extensions.fluxcd.io",
        "source-watcher",
    ),
    ("buckets.source.toolkit.fluxcd.io", "source-controller"),
    (
        "externalartifacts.source.toolkit.fluxcd.io",
        "source-controller",
    ),
    (
        "gitrepositories.source.toolkit.fluxcd.io",
        "source-controller",
    ),
    ("helmcharts.source.toolkit.fluxcd.io", "source-controller"),
    ("helmreleases.helm.toolkit.fluxcd.io", "helm-controller"),
    (
        "helmrepositories.source.toolkit.fluxcd.io",
        "source-controller",
    ),
    (
        "imagepolicies.image.toolkit.fluxcd.io",
        "image-reflector-controller",
    ),
    (
        "imagerepositories.image.toolkit.fluxcd.io",
        "image-reflector-controller",
    ),
    (
        "imageupdateautomations.image.toolkit.fluxcd.io",
        "image-automation-controller",
    ),
    (
        "kustomizations.kustomize.toolkit.fluxcd.io",
        "kustomize-controller",
    ),
    (
        "ocirepositories.source.toolkit.fluxcd.io",
        "source-controller",
    ),
    (
        "providers.notification.toolkit.fluxcd.io",
        "notification-controller",
    ),
    (
        "receivers.notification.toolkit.fluxcd.io",
        "notification-controller",
    ),
];

fn crd_owner(crd: &Value) -> Option<&'static str> {
    CRD_OWNERS
        .iter()
        .find(|(crd_name, _)| *crd_name == name(crd))
        .map(|(_, owner)| *owner)
}

fn generate_with(opts: &Options, crds: CrdSource) -> Result<String, Error> {
    let version = opts.validate()?;
    let objects = build(opts, &version, crds)?;
    let mut out = header(&version, &opts.components);
    out.push_str(&yaml::to_stream(&objects));
    Ok(out)
}

fn objects_with(opts: &Options, crds: CrdSource) -> Result<Vec<Value>, Error> {
    let version = opts.validate()?;
    build(opts, &version, crds)
}

#[derive(rust_embed::Embed)]
#[folder = "manifests/"]
struct Templates;

fn template(name: &str) -> Result<Vec<Value>, Error> {
    let file = Templates::get(name).ok_or_else(|| Error::Template {
        name: name.to_owned(),
        reason: "missing from the binary".to_owned(),
    })?;
    let text = std::str::from_utf8(&file.data).map_err(|_| Error::Template {
        name: name.to_owned(),
        reason: "not UTF-8".to_owned(),
    })?;
    yaml::parse_stream(text).map_err(|source| Error::TemplateSyntax {
        name: name.to_owned(),
        source,
    })
}

const PART_OF: &str = "app.kubernetes.io/part-of";
const COMPONENT: &str = "app.kubernetes.io/component";
const INSTANCE: &str = "app.kubernetes.io/instance";
const VERSION: &str = "app.kubernetes.io/version";

/// Applies flux's install overlay to the embedded templates, step by step as kustomize would.
fn build(opts: &Options, version: &str, crds: CrdSource) -> Result<Vec<Value>, Error> {
    let ns = opts.namespace.as_str();
    let mut objects = Vec::new();

    let mut namespace = template("namespace.yaml")?;
    for obj in &mut namespace {
        set_path(obj, &["metadata", "name"], Value::from(ns));
    }
    objects.extend(namespace);

    if opts.network_policy {
        objects.extend(template("policies.yaml")?);
    }

    let mut rbac = template("rbac.yaml")?;
    suffix_rbac(&mut rbac, ns);
    objects.extend(rbac);

    let mut crds = if opts.components.is_empty() {
        Vec::new()
    } else {
        crds()
    };
    if let Some(stray) = crds.iter().find(|crd| crd_owner(crd).is_none()) {
        return Err(Error::CrdWithoutComponent {
            crd: name(stray).to_owned(),
        });
    }
    // What each controller's own base adds: its component label and `part-of`.
    for component in &opts.components {
        let (mut bundle, others) = crds
            .into_iter()
            .partition(|crd| crd_owner(crd) == Some(component));
        crds = others;
        bundle.extend(template(&format!("{component}.yaml"))?);
        for obj in &mut bundle {
            set_labels(obj, &[(COMPONENT, component), (PART_OF, "flux")]);
        }
        objects.extend(bundle);
    }

    for obj in &mut objects {
        if !is_cluster_scoped(obj) {
            set_path(obj, &["metadata", "namespace"], Value::from(ns));
        }
    }

    let has_notification = opts
        .components
        .iter()
        .any(|c| c == "notification-controller");
    let has_source_watcher = opts.components.iter().any(|c| c == "source-watcher");
    let events_addr = if has_notification {
        format!(
            "http://notification-controller.$(RUNTIME_NAMESPACE).svc.{}./",
            opts.cluster_domain
        )
    } else {
        String::new()
    };
    for obj in objects.iter_mut().filter(|o| kind(o) == "Deployment") {
        patch_pod_scheduling(obj, opts);
    }
    for component in &opts.components {
        let Some(deployment) = objects.iter_mut().find(|o| is_deployment(o, component)) else {
            return Err(template_error(
                component,
                "has no Deployment named after it",
            ));
        };
        patch_args(deployment, component, opts, &events_addr)?;
    }
    if has_source_watcher {
        for name in ["kustomize-controller", "helm-controller"] {
            if let Some(deployment) = objects.iter_mut().find(|o| is_deployment(o, name)) {
                container_args(deployment)
                    .ok_or_else(|| template_error(name, "has no container args"))?
                    .push(Value::from("--feature-gates=ExternalArtifact=true"));
            }
        }
    }

    for obj in &mut objects {
        set_labels(
            obj,
            &[(INSTANCE, ns), (VERSION, version), (PART_OF, "flux")],
        );
    }

    if !opts.registry.is_empty() {
        for obj in &mut objects {
            rename_images(obj, &opts.components, &opts.registry);
        }
    }

    objects.sort_by(legacy_order);
    Ok(objects)
}

fn template_error(component: &str, reason: &str) -> Error {
    Error::Template {
        name: format!("{component}.yaml"),
        reason: reason.to_owned(),
    }
}

/// The `roles` sub-kustomization: `nameSuffix: -<ns>` over every RBAC object, the references to
/// the renamed roles follow, and the ServiceAccount subjects move into the install namespace.
fn suffix_rbac(rbac: &mut [Value], ns: &str) {
    let renamed_roles: Vec<String> = rbac
        .iter()
        .filter(|o| kind(o) == "ClusterRole")
        .map(|o| name(o).to_owned())
        .collect();
    for obj in rbac.iter_mut() {
        let suffixed = format!("{}-{ns}", name(obj));
        set_path(obj, &["metadata", "name"], Value::from(suffixed));
        if let Some(role_ref) = obj.get_mut("roleRef") {
            let refers_to_renamed = role_ref.get("kind").and_then(Value::as_str)
                == Some("ClusterRole")
                && role_ref
                    .get("name")
                    .and_then(Value::as_str)
                    .is_some_and(|n| renamed_roles.iter().any(|r| r == n));
            if refers_to_renamed {
                let suffixed = format!("{}-{ns}", role_ref["name"].as_str().unwrap_or_default());
                role_ref["name"] = Value::from(suffixed);
            }
        }
        if let Some(subjects) = obj.get_mut("subjects").and_then(Value::as_array_mut) {
            for subject in subjects {
                if subject.get("kind").and_then(Value::as_str) == Some("ServiceAccount") {
                    subject["namespace"] = Value::from(ns);
                }
            }
        }
    }
}

/// flux's node-selector patch, which every Deployment gets: Linux nodes, plus the optional image
/// pull secret and tolerations.
fn patch_pod_scheduling(deployment: &mut Value, opts: &Options) {
    let Some(pod) = pod_spec(deployment) else {
        return;
    };
    let selector = pod.entry("nodeSelector").or_insert_with(|| json!({}));
    if let Some(selector) = selector.as_object_mut() {
        selector.insert("kubernetes.io/os".to_owned(), Value::from("linux"));
    }
    if !opts.image_pull_secret.is_empty() {
        let secrets = pod.entry("imagePullSecrets").or_insert_with(|| json!([]));
        if let Some(secrets) = secrets.as_array_mut() {
            let present = secrets
                .iter()
                .any(|s| s["name"] == opts.image_pull_secret.as_str());
            if !present {
                secrets.push(json!({ "name": opts.image_pull_secret }));
            }
        }
    }
    if !opts.toleration_keys.is_empty() {
        let tolerations = opts
            .toleration_keys
            .iter()
            .map(|key| json!({ "key": key, "operator": "Exists" }))
            .collect();
        pod.insert("tolerations".to_owned(), Value::Array(tolerations));
    }
}

/// flux's per-controller JSON 6902 patch: `replace` ops on fixed argument indexes.
fn patch_args(
    deployment: &mut Value,
    component: &str,
    opts: &Options,
    events_addr: &str,
) -> Result<(), Error> {
    let watch = format!("--watch-all-namespaces={}", opts.watch_all_namespaces);
    let log_level = format!("--log-level={}", opts.log_level);
    let mut replacements = match component {
        "notification-controller" => vec![(0, watch), (1, log_level)],
        _ => vec![
            (0, format!("--events-addr={events_addr}")),
            (1, watch),
            (2, log_level),
        ],
    };
    if component == "source-controller" || component == "source-watcher" {
        let addr = format!(
            "--storage-adv-addr={component}.$(RUNTIME_NAMESPACE).svc.{}.",
            opts.cluster_domain
        );
        replacements.push((6, addr));
    }
    let args = container_args(deployment)
        .ok_or_else(|| template_error(component, "has no container args"))?;
    for (index, value) in replacements {
        let Some(slot) = args.get_mut(index) else {
            return Err(template_error(
                component,
                &format!("has no argument at index {index}"),
            ));
        };
        *slot = Value::from(value);
    }
    Ok(())
}

/// kustomize's `images:` entry `fluxcd/<c>` → `<registry>/<c>`: the tag stays.
fn rename_images(obj: &mut Value, components: &[String], registry: &str) {
    let Some(pod) = pod_spec(obj) else {
        return;
    };
    for list in ["initContainers", "containers"] {
        let Some(containers) = pod.get_mut(list).and_then(Value::as_array_mut) else {
            continue;
        };
        for container in containers {
            let Some(image) = container.get("image").and_then(Value::as_str) else {
                continue;
            };
            let (image_name, rest) = split_image(image);
            let Some(component) = image_name.strip_prefix("fluxcd/") else {
                continue;
            };
            if components.iter().any(|c| c == component) {
                container["image"] = Value::from(format!("{registry}/{component}{rest}"));
            }
        }
    }
}

/// Splits an image reference into its name and the `:tag` / `@digest` that follows it.
fn split_image(image: &str) -> (&str, &str) {
    let name_end = image.find('@').unwrap_or(image.len());
    let last_slash = image[..name_end].rfind('/').map_or(0, |i| i + 1);
    let tag_start = image[last_slash..name_end]
        .find(':')
        .map(|i| i + last_slash);
    let split = tag_start.unwrap_or(name_end);
    image.split_at(split)
}

fn kind(obj: &Value) -> &str {
    obj.get("kind").and_then(Value::as_str).unwrap_or_default()
}

fn name(obj: &Value) -> &str {
    obj.pointer("/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or_default()
}

fn namespace(obj: &Value) -> &str {
    obj.pointer("/metadata/namespace")
        .and_then(Value::as_str)
        .unwrap_or_default()
}

fn is_deployment(obj: &Value, deployment: &str) -> bool {
    kind(obj) == "Deployment" && name(obj) == deployment
}

/// The kinds in these manifests that live outside any namespace.
fn is_cluster_scoped(obj: &Value) -> bool {
    matches!(
        kind(obj),
        "Namespace" | "CustomResourceDefinition" | "ClusterRole" | "ClusterRoleBinding"
    )
}

fn pod_spec(obj: &mut Value) -> Option<&mut Map<String, Value>> {
    obj.pointer_mut("/spec/template/spec")
        .and_then(Value::as_object_mut)
}

fn container_args(deployment: &mut Value) -> Option<&mut Vec<Value>> {
    deployment
        .pointer_mut("/spec/template/spec/containers/0/args")
        .and_then(Value::as_array_mut)
}

/// Sets a value at a path of mapping keys, creating the mappings on the way.
fn set_path(obj: &mut Value, path: &[&str], value: Value) {
    let mut node = obj;
    for key in &path[..path.len() - 1] {
        if !node.get(*key).is_some_and(Value::is_object)
            && let Some(map) = node.as_object_mut()
        {
            map.insert((*key).to_owned(), json!({}));
        }
        node = &mut node[*key];
    }
    if let Some(map) = node.as_object_mut() {
        map.insert(path[path.len() - 1].to_owned(), value);
    }
}

/// A LabelTransformer with flux's field specs: `metadata/labels` of every object and the pod
/// template labels of Deployments; selectors are left alone.
fn set_labels(obj: &mut Value, labels: &[(&str, &str)]) {
    let targets: &[&[&str]] = if kind(obj) == "Deployment" {
        &[
            &["metadata", "labels"],
            &["spec", "template", "metadata", "labels"],
        ]
    } else {
        &[&["metadata", "labels"]]
    };
    for target in targets {
        for (key, value) in labels {
            let mut path = target.to_vec();
            path.push(*key);
            set_path(obj, &path, Value::from(*value));
        }
    }
}

/// kustomize's legacy order (`SortOrderTransformer`): kinds by a fixed rank, then by
/// `group_version_kind`, then by `namespace|name`.
fn legacy_order(a: &Value, b: &Value) -> Ordering {
    let (gvk_a, gvk_b) = (gvk_string(a), gvk_string(b));
    if gvk_a != gvk_b {
        return kind_rank(kind(a))
            .cmp(&kind_rank(kind(b)))
            .then_with(|| gvk_a.cmp(&gvk_b));
    }
    legacy_id(a).cmp(&legacy_id(b))
}

fn gvk_string(obj: &Value) -> String {
    let api_version = obj
        .get("apiVersion")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let (group, version) = api_version.split_once('/').unwrap_or(("", api_version));
    let or = |s: &str, missing: &'static str| {
        if s.is_empty() {
            missing.to_owned()
        } else {
            s.to_owned()
        }
    };
    format!(
        "{}_{}_{}",
        or(group, "~G"),
        or(version, "~V"),
        or(kind(obj), "~K")
    )
}

fn legacy_id(obj: &Value) -> String {
    let ns = match namespace(obj) {
        "" => "~X",
        ns => ns,
    };
    let name = match name(obj) {
        "" => "~N",
        name => name,
    };
    format!("{ns}|{name}")
}

/// Kinds kustomize writes first (negative ranks, in this order) and last (positive ranks); every
/// other kind ranks 0, in between.
fn kind_rank(kind: &str) -> i32 {
    const FIRST: [&str; 22] = [
        "Namespace",
        "ResourceQuota",
        "StorageClass",
        "CustomResourceDefinition",
        "ServiceAccount",
        "PodSecurityPolicy",
        "Role",
        "ClusterRole",
        "RoleBinding",
        "ClusterRoleBinding",
        "ConfigMap",
        "Secret",
        "Endpoints",
        "Service",
        "LimitRange",
        "PriorityClass",
        "PersistentVolume",
        "PersistentVolumeClaim",
        "Deployment",
        "StatefulSet",
        "CronJob",
        "PodDisruptionBudget",
    ];
    const LAST: [&str; 2] = [
        "MutatingWebhookConfiguration",
        "ValidatingWebhookConfiguration",
    ];
    if let Some(i) = FIRST.iter().position(|k| *k == kind) {
        return i as i32 - FIRST.len() as i32;
    }
    LAST.iter()
        .position(|k| *k == kind)
        .map_or(0, |i| i as i32 + 1)
}

fn is_known_component(component: &str) -> bool {
    DEFAULT_COMPONENTS.contains(&component) || EXTRA_COMPONENTS.contains(&component)
}

/// An RFC 1123 label, what Kubernetes accepts as a namespace name.
fn is_dns_label(s: &str) -> bool {
    let bytes = s.as_bytes();
    !bytes.is_empty()
        && bytes.len() <= 63
        && bytes
            .iter()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-')
        && bytes[0] != b'-'
        && bytes[bytes.len() - 1] != b'-'
}

/// A registry is the part of an image name before `/<component>`: a host (with an optional port)
/// or a Docker Hub namespace, then path components. Empty means "keep `fluxcd/<component>`".
fn check_registry(registry: &str) -> Result<(), &'static str> {
    if registry.is_empty() {
        return Ok(());
    }
    if registry.contains(['@']) {
        return Err("a registry cannot carry a digest");
    }
    let mut parts = registry.split('/');
    let first = parts.next().unwrap_or_default();
    if !first.contains(['.', ':']) && first != "localhost" {
        // No host: the first component is a Docker Hub namespace.
        return if is_path_component(first) && parts.all(is_path_component) {
            Ok(())
        } else {
            Err("path components must be lowercase letters and digits joined by . _ or -")
        };
    }
    let (host, port) = match first.rsplit_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (first, None),
    };
    if let Some(port) = port
        && (port.is_empty() || !port.bytes().all(|b| b.is_ascii_digit()))
    {
        return Err("the host's port must be a number; a registry cannot carry a tag");
    }
    let host_ok = !host.is_empty()
        && host.split('.').all(|label| {
            !label.is_empty()
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')
                && !label.starts_with('-')
                && !label.ends_with('-')
        });
    if !host_ok {
        return Err("the host must be a domain name");
    }
    for part in parts {
        if !is_path_component(part) {
            return Err("path components must be lowercase letters and digits joined by . _ or -");
        }
    }
    Ok(())
}

/// A repository path component as the distribution reference grammar allows it.
fn is_path_component(part: &str) -> bool {
    let bytes = part.as_bytes();
    let alnum = |b: &u8| b.is_ascii_lowercase() || b.is_ascii_digit();
    let separator = |b: &u8| matches!(b, b'.' | b'_' | b'-');
    !bytes.is_empty()
        && bytes.iter().all(|b| alnum(b) || separator(b))
        && alnum(&bytes[0])
        && alnum(&bytes[bytes.len() - 1])
        && !part.contains("..")
        && !part.contains("._")
        && !part.contains("_.")
        && !part.contains("___")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(result: Result<String, Error>) -> String {
        result.expect_err("an error").to_string()
    }

    #[test]
    fn resolve_version_accepts_the_embedded_version_however_named() {
        for spec in ["", "latest", "2.9.4", "v2.9.4", " v2.9.4 "] {
            assert_eq!(resolve_version(spec).unwrap(), "v2.9.4", "{spec:?}");
        }
    }

    #[test]
    fn resolve_version_matches_constraints_against_the_embedded_version() {
        for spec in [
            "2.9.x",
            "v2.9.x",
            "2.x",
            "*",
            "2.9",
            ">=2.9 <3",
            ">= 2.9, < 3.0",
            "~2.9",
            "^2.1",
            "2.8.x || 2.9.x",
            "2.9.0 - 2.10",
            ">v2.9.3",
        ] {
            assert_eq!(resolve_version(spec).unwrap(), "v2.9.4", "{spec:?}");
        }
    }

    #[test]
    fn resolve_version_rejects_other_versions() {
        assert_eq!(
            err(resolve_version("2.8.0")),
            "version \"2.8.0\" is not available: only v2.9.4 is embedded"
        );
        assert_eq!(
            err(resolve_version("v2.10.0")),
            "version \"v2.10.0\" is not available: only v2.9.4 is embedded"
        );
        for spec in ["2.8.x", ">=3", "<2.9.4", "2.8", "~2.9.5", "3.x || 2.8.x"] {
            assert!(
                matches!(resolve_version(spec), Err(Error::UnavailableVersion { .. })),
                "{spec}"
            );
        }
    }

    #[test]
    fn resolve_version_rejects_garbage() {
        assert_eq!(
            err(resolve_version("garbage")),
            "invalid version \"garbage\": only v2.9.4 is embedded"
        );
        for spec in [
            "2.9.4.1", ">=", "v", "2.9 -", "!=2.9.3", "stable", "|| 2.9.4",
        ] {
            assert!(
                matches!(resolve_version(spec), Err(Error::InvalidVersion { .. })),
                "{spec}"
            );
        }
    }

    fn with(change: impl FnOnce(&mut Options)) -> Options {
        let mut opts = Options::default();
        change(&mut opts);
        opts
    }

    #[test]
    fn validate_accepts_the_defaults_and_all_extras() {
        assert_eq!(Options::default().validate().unwrap(), "v2.9.4");
        let all = with(|o| o.components.extend(EXTRA_COMPONENTS.map(str::to_owned)));
        assert_eq!(all.validate().unwrap(), "v2.9.4");
        let none = with(|o| o.components.clear());
        assert_eq!(none.validate().unwrap(), "v2.9.4");
    }

    #[test]
    fn validate_names_the_unknown_component_as_flux_does() {
        let opts = with(|o| o.components.push("image-controller".to_owned()));
        assert_eq!(
            err(opts.validate()),
            "component image-controller is not available"
        );
        let twice = with(|o| o.components.push("helm-controller".to_owned()));
        assert_eq!(
            err(twice.validate()),
            "component helm-controller is listed more than once"
        );
    }

    #[test]
    fn validate_rejects_a_namespace_that_is_no_dns_label() {
        for ns in [
            "@#[]",
            "",
            "Flux",
            "-flux",
            "flux-",
            "flux.system",
            &"a".repeat(64),
        ] {
            let opts = with(|o| o.namespace = ns.to_owned());
            assert_eq!(
                err(opts.validate()),
                format!("namespace must be a valid DNS label: \"{ns}\"")
            );
        }
        assert!(
            with(|o| o.namespace = "a1-b2".to_owned())
                .validate()
                .is_ok()
        );
    }

    #[test]
    fn validate_rejects_unknown_log_levels_with_flux_wording() {
        let opts = with(|o| o.log_level = "trace".to_owned());
        assert_eq!(
            err(opts.validate()),
            "unsupported log level 'trace', must be one of: debug, info, error"
        );
        let empty = with(|o| o.log_level = " ".to_owned());
        assert_eq!(
            err(empty.validate()),
            "no log level given, must be one of: debug, info, error"
        );
        for level in LOG_LEVELS {
            assert!(with(|o| o.log_level = level.to_owned()).validate().is_ok());
        }
    }

    #[test]
    fn validate_checks_the_registry_shape() {
        for ok in [
            "",
            "ghcr.io/fluxcd",
            "fluxcd",
            "localhost:5000/flux",
            "registry.example.com:443/a/b_c",
            "Registry.Example.com/flux",
        ] {
            assert!(
                with(|o| o.registry = ok.to_owned()).validate().is_ok(),
                "{ok}"
            );
        }
        for bad in [
            "ghcr.io/fluxcd/",
            "ghcr.io//fluxcd",
            "ghcr.io/FluxCD",
            "ghcr.io/flux cd",
            "ghcr.io/fluxcd:v1",
            "ghcr.io/fluxcd@sha256:00",
            "reg:port/x",
            "-bad.io/x",
            "/fluxcd",
            "Fluxcd",
        ] {
            let opts = with(|o| o.registry = bad.to_owned());
            let message = err(opts.validate());
            assert!(
                message.starts_with(&format!("invalid registry \"{bad}\": ")),
                "{message}"
            );
        }
    }

    #[test]
    fn validate_rejects_a_version_that_is_not_embedded() {
        let opts = with(|o| o.version = "v2.3.0".to_owned());
        assert_eq!(
            err(opts.validate()),
            "version \"v2.3.0\" is not available: only v2.9.4 is embedded"
        );
    }

    #[test]
    fn header_names_fluxr_the_version_and_the_components_in_order() {
        let components = ["a", "b", "c"].map(str::to_owned);
        assert_eq!(
            header("v2.9.4", &components),
            "---\n# This manifest was generated by fluxr. DO NOT EDIT.\n# Flux Version: v2.9.4\n\
             # Components: a,b,c\n"
        );
    }

    fn object(api_version: &str, kind: &str, namespace: &str, name: &str) -> Value {
        let mut obj = json!({"apiVersion": api_version, "kind": kind, "metadata": {"name": name}});
        if !namespace.is_empty() {
            obj["metadata"]["namespace"] = Value::from(namespace);
        }
        obj
    }

    fn ids(objects: &[Value]) -> Vec<String> {
        objects
            .iter()
            .map(|o| format!("{} {} {}", kind(o), namespace(o), name(o)))
            .collect()
    }

    #[test]
    fn legacy_order_ranks_kinds_then_sorts_by_gvk_namespace_and_name() {
        let mut objects = vec![
            object(
                "admissionregistration.k8s.io/v1",
                "ValidatingWebhookConfiguration",
                "",
                "v",
            ),
            object("networking.k8s.io/v1", "NetworkPolicy", "ns", "b"),
            object("apps/v1", "Deployment", "ns", "b"),
            object("apps/v1", "Deployment", "ns", "a"),
            object("v1", "Service", "ns", "z"),
            object(
                "apiextensions.k8s.io/v1",
                "CustomResourceDefinition",
                "",
                "b.x",
            ),
            object(
                "apiextensions.k8s.io/v1",
                "CustomResourceDefinition",
                "",
                "a.x",
            ),
            object("networking.k8s.io/v1", "Ingress", "ns", "a"),
            object("v1", "ResourceQuota", "ns", "q"),
            object("v1", "Namespace", "", "ns"),
            object("networking.k8s.io/v1", "NetworkPolicy", "ns", "a"),
            object("v1", "ServiceAccount", "ns-b", "a"),
            object("v1", "ServiceAccount", "ns", "b"),
        ];
        objects.sort_by(legacy_order);
        assert_eq!(
            ids(&objects),
            [
                "Namespace  ns",
                "ResourceQuota ns q",
                "CustomResourceDefinition  a.x",
                "CustomResourceDefinition  b.x",
                // `ns-b|a` sorts before `ns|b`: kustomize compares the joined strings.
                "ServiceAccount ns-b a",
                "ServiceAccount ns b",
                "Service ns z",
                "Deployment ns a",
                "Deployment ns b",
                "Ingress ns a",
                "NetworkPolicy ns a",
                "NetworkPolicy ns b",
                "ValidatingWebhookConfiguration  v",
            ]
        );
    }

    #[test]
    fn split_image_separates_the_name_from_tag_and_digest() {
        assert_eq!(split_image("fluxcd/a:v1"), ("fluxcd/a", ":v1"));
        assert_eq!(split_image("fluxcd/a"), ("fluxcd/a", ""));
        assert_eq!(split_image("host:5000/a:v1"), ("host:5000/a", ":v1"));
        assert_eq!(
            split_image("host:5000/a@sha256:ab"),
            ("host:5000/a", "@sha256:ab")
        );
        assert_eq!(split_image("a:v1@sha256:ab"), ("a", ":v1@sha256:ab"));
    }

    #[test]
    fn rbac_names_get_the_namespace_suffix_and_only_local_role_refs_follow() {
        let mut rbac = vec![
            json!({"apiVersion": "rbac.authorization.k8s.io/v1", "kind": "ClusterRole",
                   "metadata": {"name": "crd-controller"}}),
            json!({"apiVersion": "rbac.authorization.k8s.io/v1", "kind": "ClusterRoleBinding",
                   "metadata": {"name": "crd-controller"},
                   "roleRef": {"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole",
                               "name": "crd-controller"},
                   "subjects": [{"kind": "ServiceAccount", "name": "a", "namespace": "flux-system"}]}),
            json!({"apiVersion": "rbac.authorization.k8s.io/v1", "kind": "ClusterRoleBinding",
                   "metadata": {"name": "cluster-reconciler"},
                   "roleRef": {"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole",
                               "name": "cluster-admin"},
                   "subjects": [{"kind": "ServiceAccount", "name": "b", "namespace": "flux-system"}]}),
        ];
        suffix_rbac(&mut rbac, "other");
        assert_eq!(rbac[0]["metadata"]["name"], "crd-controller-other");
        assert_eq!(rbac[1]["metadata"]["name"], "crd-controller-other");
        assert_eq!(rbac[1]["roleRef"]["name"], "crd-controller-other");
        assert_eq!(rbac[1]["subjects"][0]["namespace"], "other");
        assert_eq!(rbac[2]["metadata"]["name"], "cluster-reconciler-other");
        assert_eq!(rbac[2]["roleRef"]["name"], "cluster-admin");
        assert_eq!(rbac[2]["subjects"][0]["namespace"], "other");
    }

    /// Every CRD by name only, standing in for the generated ones so that these snapshots show
    /// only what this module decides.
    fn stub_crds() -> Vec<Value> {
        CRD_OWNERS
            .iter()
            .map(|(name, _)| {
                object(
                    "apiextensions.k8s.io/v1",
                    "CustomResourceDefinition",
                    "",
                    name,
                )
            })
            .collect()
    }

    fn all_components() -> Options {
        with(|o| o.components.extend(EXTRA_COMPONENTS.map(str::to_owned)))
    }

    /// One line per object, and under each Deployment its image and arguments.
    fn summary(opts: &Options) -> String {
        let mut out = String::new();
        for obj in objects_with(opts, &stub_crds).unwrap() {
            out.push_str(&format!(
                "{} {} {}\n",
                kind(&obj),
                namespace(&obj),
                name(&obj)
            ));
            if kind(&obj) == "Deployment" {
                let container = &obj["spec"]["template"]["spec"]["containers"][0];
                out.push_str(&format!(
                    "  image {}\n",
                    container["image"].as_str().unwrap()
                ));
                for arg in container["args"].as_array().unwrap() {
                    out.push_str(&format!("  arg {}\n", arg.as_str().unwrap()));
                }
            }
        }
        out
    }

    #[test]
    fn generate_default_is_flux_default_install() {
        insta::assert_snapshot!(generate_with(&Options::default(), &stub_crds).unwrap());
    }

    #[test]
    fn generate_with_all_extra_components() {
        insta::assert_snapshot!(generate_with(&all_components(), &stub_crds).unwrap());
    }

    #[test]
    fn objects_default() {
        insta::assert_snapshot!(summary(&Options::default()));
    }

    #[test]
    fn objects_with_all_extra_components() {
        insta::assert_snapshot!(summary(&all_components()));
    }

    #[test]
    fn objects_with_a_custom_registry() {
        insta::assert_snapshot!(summary(&with(
            |o| o.registry = "registry.example.com:5000/mirror".to_owned()
        )));
    }

    #[test]
    fn objects_with_an_empty_registry_keep_the_bundle_image_names() {
        insta::assert_snapshot!(summary(&with(|o| o.registry.clear())));
    }

    #[test]
    fn objects_without_network_policies() {
        insta::assert_snapshot!(summary(&with(|o| o.network_policy = false)));
    }

    #[test]
    fn objects_watching_only_their_namespace() {
        insta::assert_snapshot!(summary(&with(|o| o.watch_all_namespaces = false)));
    }

    #[test]
    fn objects_in_another_namespace() {
        insta::assert_snapshot!(summary(&with(|o| o.namespace = "other-ns".to_owned())));
    }

    #[test]
    fn objects_without_notification_controller_have_an_empty_events_address() {
        let opts = with(|o| {
            o.components = [
                "source-controller",
                "kustomize-controller",
                "source-watcher",
            ]
            .map(str::to_owned)
            .to_vec();
            o.log_level = "debug".to_owned();
            o.cluster_domain = "example.org".to_owned();
        });
        insta::assert_snapshot!(summary(&opts));
    }

    #[test]
    fn another_namespace_moves_every_namespaced_object_and_the_rbac_subjects() {
        let objects =
            objects_with(&with(|o| o.namespace = "other-ns".to_owned()), &stub_crds).unwrap();
        for obj in &objects {
            let cluster_scoped = is_cluster_scoped(obj);
            assert_eq!(namespace(obj).is_empty(), cluster_scoped, "{}", name(obj));
            if !cluster_scoped {
                assert_eq!(namespace(obj), "other-ns");
            }
            assert_eq!(obj["metadata"]["labels"][INSTANCE], "other-ns");
            for subject in obj["subjects"].as_array().into_iter().flatten() {
                assert_eq!(subject["namespace"], "other-ns");
            }
        }
        let namespace_object = &objects[0];
        assert_eq!(
            (kind(namespace_object), name(namespace_object)),
            ("Namespace", "other-ns")
        );
    }

    #[test]
    fn every_object_carries_the_install_labels_and_controllers_their_component() {
        for obj in objects_with(&all_components(), &stub_crds).unwrap() {
            let labels = &obj["metadata"]["labels"];
            assert_eq!(labels[INSTANCE], "flux-system");
            assert_eq!(labels[VERSION], "v2.9.4");
            assert_eq!(labels[PART_OF], "flux");
            let shared = matches!(
                kind(&obj),
                "Namespace"
                    | "ResourceQuota"
                    | "ClusterRole"
                    | "ClusterRoleBinding"
                    | "NetworkPolicy"
            );
            assert_eq!(labels.get(COMPONENT).is_none(), shared, "{}", name(&obj));
            if kind(&obj) == "Deployment" {
                let pod_labels = &obj["spec"]["template"]["metadata"]["labels"];
                assert_eq!(pod_labels[COMPONENT], name(&obj));
                assert_eq!(pod_labels[INSTANCE], "flux-system");
                assert_eq!(pod_labels["app"], name(&obj));
                assert_eq!(
                    obj["spec"]["selector"],
                    json!({"matchLabels": {"app": name(&obj)}})
                );
            }
        }
    }

    #[test]
    fn pull_secret_and_tolerations_reach_every_deployment() {
        let opts = with(|o| {
            o.image_pull_secret = "regcred".to_owned();
            o.toleration_keys = vec!["dedicated".to_owned(), "flux".to_owned()];
        });
        let deployments: Vec<Value> = objects_with(&opts, &stub_crds)
            .unwrap()
            .into_iter()
            .filter(|o| kind(o) == "Deployment")
            .collect();
        assert_eq!(deployments.len(), 4);
        for deployment in deployments {
            let pod = &deployment["spec"]["template"]["spec"];
            assert_eq!(pod["nodeSelector"], json!({"kubernetes.io/os": "linux"}));
            assert_eq!(pod["imagePullSecrets"], json!([{"name": "regcred"}]));
            assert_eq!(
                pod["tolerations"],
                json!([{"key": "dedicated", "operator": "Exists"}, {"key": "flux", "operator": "Exists"}])
            );
        }
    }

    #[test]
    fn generated_text_is_one_yaml_stream_of_the_objects() {
        let opts = all_components();
        let text = generate(&opts).unwrap();
        assert!(text.starts_with(&header("v2.9.4", &opts.components)));
        assert!(text.ends_with('\n') && !text.ends_with("---\n"));
        let parsed = yaml::parse_stream(&text).unwrap();
        assert_eq!(parsed, objects(&opts).unwrap());
        let kinds: Vec<&str> = parsed.iter().map(kind).collect();
        assert_eq!(kinds.iter().filter(|k| **k == "Deployment").count(), 7);
    }

    #[test]
    fn generated_crds_belong_to_the_components_flux_installs_them_with() {
        for crd in crate::api::crds() {
            assert!(crd_owner(&crd).is_some(), "{} has no owner", name(&crd));
        }
        for component in DEFAULT_COMPONENTS.iter().chain(&EXTRA_COMPONENTS) {
            for crd in crate::api::crds_for_component(component) {
                assert_eq!(crd_owner(&crd), Some(*component), "{}", name(&crd));
            }
        }
    }

    #[test]
    fn a_crd_of_no_component_is_an_error() {
        let stray = || {
            vec![object(
                "apiextensions.k8s.io/v1",
                "CustomResourceDefinition",
                "",
                "x.y",
            )]
        };
        let err = objects_with(&Options::default(), &stray).unwrap_err();
        assert_eq!(err.to_string(), "generated CRD x.y belongs to no component");
    }

    #[test]
    fn crds_come_with_their_components_only() {
        let opts = with(|o| o.components = vec!["helm-controller".to_owned()]);
        let crds: Vec<String> = objects_with(&opts, &stub_crds)
            .unwrap()
            .iter()
            .filter(|o| kind(o) == "CustomResourceDefinition")
            .map(|o| name(o).to_owned())
            .collect();
        assert_eq!(crds, ["helmreleases.helm.toolkit.fluxcd.io"]);
    }

    #[test]
    fn generate_rejects_invalid_options_before_reading_templates() {
        let opts = with(|o| o.components = vec!["nope".to_owned()]);
        assert_eq!(
            generate(&opts).unwrap_err().to_string(),
            "component nope is not available"
        );
    }
}
