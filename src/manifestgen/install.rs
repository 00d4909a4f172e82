//! The component manifests (`gotk-components.yaml`): what `flux install --export` prints.
//!
//! flux builds them by running kustomize over its embedded per-controller bundles plus an overlay
//! it generates from the install options. fluxr embeds its own templates of those bundles
//! (`manifests/`, one file per component plus the namespace, RBAC and network policies) and
//! applies the overlay's effects directly to the objects: namespace, labels, the `-<namespace>`
//! suffix on RBAC, the node-selector patch, the per-controller argument patches, image names and
//! finally the order kustomize accumulates them in (each bundle in its own legacy order, as the
//! release's bundles are built). The text is then written as kustomize writes it, so the result is
//! what `flux install --export` v2.9.4 prints, header aside.
//!
//! Any other release is built as flux builds it: the files of its `manifests.tar.gz` with the
//! overlay flux generates next to them ([`overlay`]), through fluxr's kustomize engine. The
//! overlay follows the release: flux changed it in 2.7 and 2.8, and a release is built with the
//! overlay of its own CLI.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

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
    /// Where the manifests come from.
    pub base: Base,
}

/// Where the component manifests come from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Base {
    /// fluxr's own templates of [`EMBEDDED_VERSION`].
    #[default]
    Embedded,
    /// The files of a release's `manifests.tar.gz`, by path, with flux's overlay generated next to
    /// them.
    Release(Arc<BTreeMap<String, Vec<u8>>>),
    /// A kustomization directory on disk, built as it is (`--manifests DIR`, flux's developer
    /// mode): files may be read anywhere under its parent directory.
    Kustomization(PathBuf),
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
            base: Base::Embedded,
        }
    }
}

impl Options {
    /// Checks every option the manifests depend on and returns the resolved version.
    pub fn validate(&self) -> Result<String, Error> {
        self.validate_components()?;
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
        if self.base == Base::Embedded && self.version != EMBEDDED_VERSION {
            return Err(Error::UnavailableVersion {
                spec: self.version.clone(),
            });
        }
        Ok(self.version.clone())
    }

    /// flux's first check: every component is one flux knows, once.
    pub fn validate_components(&self) -> Result<(), Error> {
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
        Ok(())
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
    #[error("version \"{spec}\" is not available: only {EMBEDDED_VERSION} is embedded")]
    UnavailableVersion { spec: String },
    #[error("failed to build the component manifests")]
    Build(#[source] crate::kustomize::BuildError),
    #[error("generate rbac failed: rbac.yaml is missing from the release manifests")]
    MissingRbac,
    #[error("embedded template {name} cannot be read")]
    TemplateSyntax {
        name: String,
        #[source]
        source: serde_json::Error,
    },
    #[error("generated CRD {crd} belongs to no component")]
    CrdWithoutComponent { crd: String },
    #[error("embedded template {name} is invalid: {reason}")]
    Template { name: String, reason: String },
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
///
/// The CRDs are most of the text and depend on no option but the namespace (one label), so the
/// embedded manifests are built around stand-ins and each CRD is written from its pre-rendered
/// text ([`rendered_crds`]) with the namespace put in.
pub fn generate(opts: &Options) -> Result<String, Error> {
    if opts.base != Base::Embedded {
        return generate_with(opts, &component_crds);
    }
    opts.validate()?;
    if let Some(text) = prerendered_text(opts) {
        return Ok(text);
    }
    let objects = objects_with(opts, &crd_stubs)?;
    let instance_line = rendered_instance_line(&opts.namespace);
    let rendered: Vec<&str> = split_stream(rendered_crds()).collect();
    let instance_finder = memchr::memmem::Finder::new(DEFAULT_INSTANCE_LINE);
    let mut out = header(&opts.version, &opts.components);
    for (i, obj) in objects.iter().enumerate() {
        if i > 0 {
            out.push_str("---\n");
        }
        match rendered_crd(&rendered, obj) {
            Some(text) => match instance_finder.find(text.as_bytes()) {
                Some(at) => {
                    out.push_str(&text[..at]);
                    out.push_str(&instance_line);
                    out.push_str(&text[at + DEFAULT_INSTANCE_LINE.len()..]);
                }
                None => out.push_str(text),
            },
            None => yaml::push_document(obj, &mut out),
        }
    }
    Ok(out)
}

/// The embedded install's text for the default options, CRDs aside, rendered in advance
/// (`install/prerendered.rs`): building and writing the objects was most of the work of
/// `install --export`. Only the components and `--network-policy`, which choose documents
/// without changing any, and the namespace, written into the text, may differ from the defaults.
/// Written by a test, in the shape it writes.
#[rustfmt::skip]
mod prerendered;

/// One component's documents, CRDs aside, as the embedded install writes them with the default
/// options. Their text depends on which other components are installed only between `head`
/// and `tail`: the controllers' arguments name notification-controller's address and
/// source-watcher's feature gate.
struct RenderedBundle {
    component: &'static str,
    head: &'static str,
    /// The text between `head` and `tail`, by [`middle_index`]; `None` where the component
    /// cannot be installed so.
    middles: [Option<&'static str>; 4],
    tail: &'static str,
}

/// Where [`RenderedBundle::middles`] keeps the text for an install with or without
/// notification-controller and source-watcher.
fn middle_index(notification: bool, source_watcher: bool) -> usize {
    usize::from(notification) * 2 + usize::from(source_watcher)
}

/// Whether every option but the components, `--network-policy` and the namespace is flux's
/// default, which is what [`prerendered`] was rendered with. Destructured so that a new option
/// cannot be missed.
fn has_prerendered_options(opts: &Options) -> bool {
    let Options {
        version,
        namespace: _,
        components: _,
        registry,
        image_pull_secret,
        watch_all_namespaces,
        network_policy: _,
        log_level,
        cluster_domain,
        toleration_keys,
        base,
    } = opts;
    let default = Options::default();
    *base == Base::Embedded
        && *version == default.version
        && *registry == default.registry
        && *image_pull_secret == default.image_pull_secret
        && *watch_all_namespaces == default.watch_all_namespaces
        && *log_level == default.log_level
        && *cluster_domain == default.cluster_domain
        && *toleration_keys == default.toleration_keys
}

/// The whole `install --export` text from [`prerendered`] and [`rendered_crds`], when the
/// options are ones they were rendered with; `opts` has been validated.
fn prerendered_text(opts: &Options) -> Option<String> {
    if !has_prerendered_options(opts) {
        return None;
    }
    let has = |component: &str| opts.components.iter().any(|c| c == component);
    let middle = middle_index(has("notification-controller"), has("source-watcher"));
    let crds: Vec<&str> = split_stream(rendered_crds()).collect();
    let mut out = header(&opts.version, &opts.components);
    out.reserve(rendered_crds().len() + 64 * 1024);
    let mut stream = Stream::new(&mut out, &opts.namespace);
    stream.push(prerendered::NAMESPACE);
    if opts.network_policy {
        stream.push(prerendered::POLICIES);
    }
    stream.push(prerendered::RBAC);
    for component in &opts.components {
        let bundle = prerendered::BUNDLES
            .iter()
            .find(|bundle| bundle.component == component)?;
        // kustomize's legacy order puts a bundle's CRDs first, by name.
        for (_, crd) in CRD_OWNERS
            .iter()
            .zip(&crds)
            .filter(|((_, owner), _)| owner == component)
        {
            stream.push_crd(crd);
        }
        let middle = bundle.middles[middle]?;
        stream.push_parts(&[bundle.head, middle, bundle.tail]);
    }
    Some(out)
}

/// A YAML stream being written from text rendered in the default namespace: documents, each
/// ending in a line break, separated by `---`, with the namespace put in.
struct Stream<'a> {
    out: &'a mut String,
    empty: bool,
    /// The install's namespace, when it is not the default; and written as a whole value.
    namespace: Option<(&'a str, String)>,
    default_namespace: memchr::memmem::Finder<'static>,
}

impl<'a> Stream<'a> {
    fn new(out: &'a mut String, namespace: &'a str) -> Self {
        let namespace = (namespace != DEFAULT_NAMESPACE).then(|| {
            let value = yaml::to_string(&json!({ "v": namespace }));
            let value = value.strip_prefix("v: ").unwrap_or(&value);
            (namespace, value.trim_end().to_owned())
        });
        Self {
            out,
            empty: true,
            namespace,
            default_namespace: memchr::memmem::Finder::new(DEFAULT_NAMESPACE),
        }
    }

    /// Appends documents (one or more, already separated) unless `text` is empty.
    fn push(&mut self, text: &str) {
        self.push_parts(&[text]);
    }

    /// Appends the documents that `parts`, joined, make.
    fn push_parts(&mut self, parts: &[&str]) {
        if parts.iter().all(|part| part.is_empty()) {
            return;
        }
        self.separate();
        for part in parts {
            self.push_text(part);
        }
    }

    /// Appends one CRD from [`rendered_crds`], whose one line that names the namespace is its
    /// instance label: its descriptions may name `flux-system` for other reasons.
    fn push_crd(&mut self, text: &str) {
        self.separate();
        let Some((namespace, _)) = &self.namespace else {
            self.out.push_str(text);
            return;
        };
        match memchr::memmem::find(text.as_bytes(), DEFAULT_INSTANCE_LINE.as_bytes()) {
            Some(at) => {
                self.out.push_str(&text[..at]);
                self.out.push_str(&rendered_instance_line(namespace));
                self.out.push_str(&text[at + DEFAULT_INSTANCE_LINE.len()..]);
            }
            None => self.out.push_str(text),
        }
    }

    fn separate(&mut self) {
        if !std::mem::replace(&mut self.empty, false) {
            self.out.push_str("---\n");
        }
    }

    /// `text` with every `flux-system` in it (a namespace, or the suffix of a cluster-wide
    /// name) naming the install's namespace: quoted as a whole value where YAML would read it
    /// as something else, as the writer quotes it.
    fn push_text(&mut self, text: &str) {
        let Some((namespace, value)) = &self.namespace else {
            self.out.push_str(text);
            return;
        };
        let mut rest = text;
        while let Some(at) = self.default_namespace.find(rest.as_bytes()) {
            let (before, after) = (&rest[..at], &rest[at + DEFAULT_NAMESPACE.len()..]);
            self.out.push_str(before);
            let whole_value = before.ends_with(": ") && after.starts_with('\n');
            self.out
                .push_str(if whole_value { value } else { namespace });
            rest = after;
        }
        self.out.push_str(rest);
    }
}

/// The namespace [`prerendered`] and [`rendered_crds`] were rendered in.
const DEFAULT_NAMESPACE: &str = "flux-system";

// Every CRD written as the embedded install writes it in the default namespace, in
// [`CRD_OWNERS`] order. A unit test here derives it afresh from the CRDs and compares every byte;
// `UPDATE_GENERATED=1 cargo test --lib manifestgen::install` rewrites it.
use crate::api::rendered_crds;

/// The one line of a rendered CRD that depends on the options: its instance label, with the
/// line breaks around it so that it cannot match inside a longer key or value.
const DEFAULT_INSTANCE_LINE: &str = "\n    app.kubernetes.io/instance: flux-system\n";

/// [`DEFAULT_INSTANCE_LINE`] for `namespace`, the value written as the YAML writer writes it
/// (a namespace such as `true` or `123` is quoted).
fn rendered_instance_line(namespace: &str) -> String {
    let value = yaml::to_string(&json!({ "v": namespace }));
    let value = value.strip_prefix("v: ").unwrap_or(&value);
    format!("\n    app.kubernetes.io/instance: {value}")
}

/// The pre-rendered text of a stand-in from [`crd_stubs`], by the CRD's name.
fn rendered_crd<'a>(rendered: &[&'a str], obj: &Value) -> Option<&'a str> {
    if kind(obj) != "CustomResourceDefinition" {
        return None;
    }
    let index = CRD_OWNERS.iter().position(|(crd, _)| *crd == name(obj))?;
    rendered.get(index).copied()
}

/// The documents of a stream that [`yaml::to_stream`] wrote, each with its final line break: a
/// `---` line inside a document is always indented, so it cannot be mistaken for a separator.
fn split_stream(stream: &str) -> impl Iterator<Item = &str> {
    // memchr's search: the standard library's took 0.7 M instructions over the 220 KB of CRDs.
    let separator = memchr::memmem::Finder::new("\n---\n");
    let mut rest = stream;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let (doc, next) = match separator.find(rest.as_bytes()) {
            Some(at) => (&rest[..=at], &rest[at + 5..]),
            None => (rest, ""),
        };
        rest = next;
        Some(doc)
    })
}

/// Every CRD by name only: what the build needs to place them (kind, group and name), with
/// nothing of their text.
fn crd_stubs() -> Vec<Value> {
    CRD_OWNERS
        .iter()
        .map(|(name, _)| {
            json!({
                "apiVersion": "apiextensions.k8s.io/v1",
                "kind": "CustomResourceDefinition",
                "metadata": { "name": name },
            })
        })
        .collect()
}

/// The header fluxr writes above the component manifests, in flux's shape.
pub fn header(version: &str, components: &[String]) -> String {
    format!(
        "---\n# This manifest was generated by fluxr. DO NOT EDIT.\n# Flux Version: {version}\n\
         # Components: {}\n",
        components.join(",")
    )
}

/// The `kubernetes.io/dockerconfigjson` Secret `opts.image_pull_secret` that bootstrap's
/// `--registry-creds` asks for: flux's `GenerateDockerConfigJson`, keyed by `--registry` as
/// given and written by Go's `json.Marshal`.
pub fn image_pull_secret(opts: &Options, username: &str, password: &str) -> Value {
    use crate::manifestgen::secrets::go_json_string as quote;
    use base64::Engine as _;
    let encode = |bytes: &[u8]| base64::engine::general_purpose::STANDARD.encode(bytes);
    let auth = encode(format!("{username}:{password}").as_bytes());
    let config = format!(
        "{{\"auths\":{{{}:{{\"username\":{},\"password\":{},\"auth\":{}}}}}}}",
        quote(&opts.registry),
        quote(username),
        quote(password),
        quote(&auth)
    );
    json!({
        "apiVersion": "v1",
        "kind": "Secret",
        "metadata": { "name": opts.image_pull_secret, "namespace": opts.namespace },
        "type": "kubernetes.io/dockerconfigjson",
        "data": { ".dockerconfigjson": encode(config.as_bytes()) },
    })
}

/// The component manifests as objects, in the order they are written.
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
    let objects = objects_with(opts, crds)?;
    let mut out = header(&opts.version, &opts.components);
    out.push_str(&yaml::to_stream(&objects));
    Ok(out)
}

fn objects_with(opts: &Options, crds: CrdSource) -> Result<Vec<Value>, Error> {
    let version = opts.validate()?;
    match &opts.base {
        Base::Embedded => build(opts, &version, crds),
        Base::Release(files) => build_release(opts, files),
        Base::Kustomization(dir) => build_kustomization(dir),
    }
}

/// The templates in `manifests/`, each parsed once at development time and written as one line
/// of JSON, `["<file>",[<documents>]]`: reading JSON is a fraction of the cost of reading YAML,
/// which was a third of `install --export`. A unit test parses the YAML afresh and compares every
/// line; `UPDATE_GENERATED=1 cargo test --lib manifestgen::install` rewrites the file.
const PARSED_TEMPLATES: &str = include_str!("templates.jsonl");

/// Path of [`PARSED_TEMPLATES`] from the crate root, for the test that rewrites it.
#[cfg(test)]
const PARSED_TEMPLATES_PATH: &str = "src/manifestgen/templates.jsonl";

/// The line of [`PARSED_TEMPLATES`] that starts with `prefix`: what comes before the documents.
fn template_line_prefix(name: &str) -> String {
    format!("[{},", Value::from(name))
}

fn template(name: &str) -> Result<Vec<Value>, Error> {
    let prefix = template_line_prefix(name);
    let line = PARSED_TEMPLATES
        .lines()
        .find(|line| line.starts_with(&prefix))
        .ok_or_else(|| Error::Template {
            name: name.to_owned(),
            reason: "missing from the binary".to_owned(),
        })?;
    let (_, documents): (String, Vec<Value>) =
        serde_json::from_str(line).map_err(|source| Error::TemplateSyntax {
            name: name.to_owned(),
            source,
        })?;
    Ok(documents)
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

    // The overlay's resources in its order, each bundle in the legacy order kustomize's CLI built
    // it in; the overlay itself reorders nothing.
    if opts.network_policy {
        let mut policies = template("policies.yaml")?;
        sort_legacy(&mut policies);
        objects.extend(policies);
    }

    let mut rbac = template("rbac.yaml")?;
    sort_legacy(&mut rbac);
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
        sort_legacy(&mut bundle);
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

    Ok(objects)
}

/// The files of [`EMBEDDED_VERSION`]'s release as flux's release builds them into
/// `manifests.tar.gz` (one legacy-ordered bundle per component, `rbac.yaml`, `policies.yaml`),
/// from fluxr's templates and CRDs: a [`Base::Release`] that builds to what [`Base::Embedded`]
/// generates.
pub fn release_files() -> Result<BTreeMap<String, Vec<u8>>, Error> {
    let mut crds = component_crds();
    let mut files = BTreeMap::new();
    for component in DEFAULT_COMPONENTS.iter().chain(&EXTRA_COMPONENTS) {
        let (mut bundle, others): (Vec<Value>, Vec<Value>) = crds
            .into_iter()
            .partition(|crd| crd_owner(crd) == Some(component));
        crds = others;
        bundle.extend(template(&format!("{component}.yaml"))?);
        for obj in &mut bundle {
            set_labels(obj, &[(COMPONENT, component), (PART_OF, "flux")]);
        }
        sort_legacy(&mut bundle);
        files.insert(
            format!("{component}.yaml"),
            yaml::to_stream(&bundle).into_bytes(),
        );
    }
    for name in ["rbac.yaml", "policies.yaml"] {
        let mut objects = template(name)?;
        sort_legacy(&mut objects);
        files.insert(name.to_owned(), yaml::to_stream(&objects).into_bytes());
    }
    Ok(files)
}

/// Where the release files and the overlay are put for the engine.
const RELEASE_DIR: &str = "/manifests";

/// flux's build of a release: the overlay written next to the release's files, then kustomize,
/// which keeps the order in which it reads the resources.
fn build_release(opts: &Options, files: &BTreeMap<String, Vec<u8>>) -> Result<Vec<Value>, Error> {
    for component in &opts.components {
        if !files.contains_key(&format!("{component}.yaml")) {
            return Err(Error::UnknownComponent {
                component: component.clone(),
            });
        }
    }
    let mut fs = crate::kustomize::fs::MemFs::new();
    let dir = Path::new(RELEASE_DIR);
    for (name, data) in files {
        fs.add_file(dir.join(name), data.clone());
    }
    for (name, text) in overlay(opts, files)? {
        fs.add_file(dir.join(name), text);
    }
    let options = crate::kustomize::Options {
        load_restrictor: crate::kustomize::LoadRestrictor::None,
        reorder: crate::kustomize::Reorder::None,
        managed_by_label: false,
        confine: None,
    };
    crate::kustomize::build(&fs, dir, &options).map_err(Error::Build)
}

/// `--manifests DIR`: the kustomization in `DIR` built as it is, reading nothing outside `DIR`'s
/// parent, as flux builds it.
fn build_kustomization(dir: &Path) -> Result<Vec<Value>, Error> {
    let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.to_owned());
    let root = dir
        .parent()
        .map(Path::to_owned)
        .unwrap_or_else(|| dir.clone());
    let options = crate::kustomize::Options {
        load_restrictor: crate::kustomize::LoadRestrictor::None,
        reorder: crate::kustomize::Reorder::None,
        managed_by_label: false,
        confine: Some(root),
    };
    crate::kustomize::build(&crate::kustomize::fs::RealFs, &dir, &options).map_err(Error::Build)
}

/// The changes flux made to its install overlay, by the release whose CLI made them.
#[derive(Debug, Clone, Copy)]
struct OverlayRevision {
    /// 2.7: the install labels reach the pod templates; source-watcher exists.
    pod_template_labels: bool,
    /// 2.8: the events address names `$(RUNTIME_NAMESPACE)`, and source-watcher advertises its
    /// own storage address.
    runtime_namespace: bool,
}

impl OverlayRevision {
    /// The overlay of the CLI of release `version`; anything unreadable gets the newest.
    fn of(version: &str) -> Self {
        let bare = version.strip_prefix('v').unwrap_or(version);
        let mut parts = bare.split(['.', '-', '+']).map(|p| p.parse::<u64>().ok());
        let (major, minor) = match (parts.next().flatten(), parts.next().flatten()) {
            (Some(major), Some(minor)) => (major, minor),
            (Some(major), None) => (major, 0),
            _ => (u64::MAX, 0),
        };
        let at_least = |m: u64| major > 2 || (major == 2 && minor >= m);
        Self {
            pod_template_labels: at_least(7),
            runtime_namespace: at_least(8),
        }
    }
}

/// The overlay flux writes next to a release's files (`pkg/manifestgen/install`): the
/// kustomization, the label transformer, the namespace, the node-selector patch and the `roles`
/// kustomization over a copy of `rbac.yaml` moved to the namespace. Written as flux's templates
/// write them, so that the engine reads the same YAML.
pub fn overlay(
    opts: &Options,
    files: &BTreeMap<String, Vec<u8>>,
) -> Result<Vec<(String, Vec<u8>)>, Error> {
    let revision = OverlayRevision::of(&opts.version);
    let ns = &opts.namespace;
    let events_addr = if opts
        .components
        .iter()
        .any(|c| c == "notification-controller")
    {
        if revision.runtime_namespace {
            format!(
                "http://notification-controller.$(RUNTIME_NAMESPACE).svc.{}./",
                opts.cluster_domain
            )
        } else {
            format!(
                "http://notification-controller.{ns}.svc.{}./",
                opts.cluster_domain
            )
        }
    } else {
        String::new()
    };
    let rbac = files.get("rbac.yaml").ok_or(Error::MissingRbac)?;
    let rbac = if ns == "flux-system" {
        rbac.clone()
    } else {
        String::from_utf8_lossy(rbac)
            .replace("flux-system", ns)
            .into_bytes()
    };
    Ok(vec![
        ("namespace.yaml".to_owned(), namespace_yaml(ns).into_bytes()),
        (
            "labels.yaml".to_owned(),
            labels_yaml(ns, &opts.version, revision).into_bytes(),
        ),
        (
            "node-selector.yaml".to_owned(),
            node_selector_yaml(opts).into_bytes(),
        ),
        (
            "kustomization.yaml".to_owned(),
            kustomization_yaml(opts, &events_addr, revision).into_bytes(),
        ),
        (
            "roles/kustomization.yaml".to_owned(),
            format!(
                "---\napiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n\
                 namespace: {ns}\nresources:\n  - rbac.yaml\nnameSuffix: -{ns}\n"
            )
            .into_bytes(),
        ),
        ("roles/rbac.yaml".to_owned(), rbac),
    ])
}

fn namespace_yaml(ns: &str) -> String {
    format!(
        "---\napiVersion: v1\nkind: Namespace\nmetadata:\n  name: {ns}\n  labels:\n    \
         pod-security.kubernetes.io/warn: restricted\n    \
         pod-security.kubernetes.io/warn-version: latest\n"
    )
}

fn labels_yaml(ns: &str, version: &str, revision: OverlayRevision) -> String {
    let mut out = format!(
        "---\napiVersion: builtin\nkind: LabelTransformer\nmetadata:\n  name: labels\nlabels:\n  \
         app.kubernetes.io/instance: {ns}\n  app.kubernetes.io/version: \"{version}\"\n  \
         app.kubernetes.io/part-of: flux\nfieldSpecs:\n  - path: metadata/labels\n    \
         create: true\n"
    );
    if revision.pod_template_labels {
        out.push_str(
            "  - kind: Deployment\n    path: spec/template/metadata/labels\n    create: true\n",
        );
    }
    out
}

fn node_selector_yaml(opts: &Options) -> String {
    let mut out = String::from(
        "---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: all\nspec:\n  \
         template:\n    spec:\n      nodeSelector:\n        kubernetes.io/os: linux",
    );
    if !opts.image_pull_secret.is_empty() {
        out.push_str(&format!(
            "\n      imagePullSecrets:\n       - name: {}",
            opts.image_pull_secret
        ));
    }
    out.push('\n');
    if !opts.toleration_keys.is_empty() {
        out.push_str("\n      tolerations:");
        for key in &opts.toleration_keys {
            out.push_str(&format!(
                "\n       - key: \"{key}\"\n         operator: \"Exists\""
            ));
        }
    }
    out.push('\n');
    out
}

fn kustomization_yaml(opts: &Options, events_addr: &str, revision: OverlayRevision) -> String {
    let ns = &opts.namespace;
    let mut out = format!(
        "---\napiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: {ns}\n\n\
         transformers:\n  - labels.yaml\n\nresources:\n  - namespace.yaml"
    );
    if opts.network_policy {
        out.push_str("\n  - policies.yaml");
    }
    out.push_str("\n  - roles");
    for component in &opts.components {
        out.push_str(&format!("\n  - {component}.yaml"));
    }
    out.push_str("\n\npatches:\n- path: node-selector.yaml\n  target:\n    kind: Deployment");
    let watch = format!("--watch-all-namespaces={}", opts.watch_all_namespaces);
    let log_level = format!("--log-level={}", opts.log_level);
    for component in &opts.components {
        let storage = match component.as_str() {
            "source-controller" => Some("source-controller"),
            "source-watcher" if revision.runtime_namespace => Some("source-watcher"),
            "source-watcher" if revision.pod_template_labels => Some("source-controller"),
            _ => None,
        };
        let mut args: Vec<(usize, String)> = if component == "notification-controller" {
            vec![(0, watch.clone()), (1, log_level.clone())]
        } else {
            vec![
                (0, format!("--events-addr={events_addr}")),
                (1, watch.clone()),
                (2, log_level.clone()),
            ]
        };
        if let Some(storage) = storage {
            args.push((
                6,
                format!(
                    "--storage-adv-addr={storage}.$(RUNTIME_NAMESPACE).svc.{}.",
                    opts.cluster_domain
                ),
            ));
        }
        out.push_str(&format!(
            "\n- target:\n    group: apps\n    version: v1\n    kind: Deployment\n    \
             name: {component}\n  patch: |-"
        ));
        for (index, value) in args {
            out.push_str(&format!(
                "\n    - op: replace\n      path: /spec/template/spec/containers/0/args/{index}\n      \
                 value: {value}"
            ));
        }
    }
    if revision.pod_template_labels && opts.components.iter().any(|c| c == "source-watcher") {
        out.push_str(
            "\n- target:\n    kind: Deployment\n    name: \"(kustomize-controller|helm-controller)\"\n  \
             patch: |-\n    - op: add\n      path: /spec/template/spec/containers/0/args/-\n      \
             value: --feature-gates=ExternalArtifact=true",
        );
    }
    if !opts.registry.is_empty() {
        out.push_str("\nimages:");
        for component in &opts.components {
            out.push_str(&format!(
                "\n  - name: fluxcd/{component}\n    newName: {}/{component}",
                opts.registry
            ));
        }
    }
    out.push('\n');
    out
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

// Field by field rather than `Value::pointer`, which allocates two strings per step of the path.
fn name(obj: &Value) -> &str {
    metadata_field(obj, "name")
}

#[cfg(test)]
fn namespace(obj: &Value) -> &str {
    metadata_field(obj, "namespace")
}

fn metadata_field<'a>(obj: &'a Value, field: &str) -> &'a str {
    obj.get("metadata")
        .and_then(|metadata| metadata.get(field))
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
    obj.get_mut("spec")?
        .get_mut("template")?
        .get_mut("spec")?
        .as_object_mut()
}

fn container_args(deployment: &mut Value) -> Option<&mut Vec<Value>> {
    pod_spec(deployment)?
        .get_mut("containers")?
        .get_mut(0)?
        .get_mut("args")?
        .as_array_mut()
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
        // The mapping is found (or made, as `set_path` would) once for all the labels.
        if let Some(map) = mapping_at(obj, target) {
            for (key, value) in labels {
                map.insert((*key).to_owned(), Value::from(*value));
            }
        }
    }
}

/// The mapping at a path of mapping keys, each made on the way where it is missing or not a
/// mapping, as [`set_path`] makes them; `None` when the object itself is no mapping.
fn mapping_at<'a>(obj: &'a mut Value, path: &[&str]) -> Option<&'a mut Map<String, Value>> {
    let mut node = obj;
    for key in path {
        let map = node.as_object_mut()?;
        if !map.get(*key).is_some_and(Value::is_object) {
            map.insert((*key).to_owned(), json!({}));
        }
        node = map.get_mut(*key)?;
    }
    node.as_object_mut()
}

/// Sorts `objects` in kustomize's legacy order (`SortOrderTransformer`), the one kustomize's CLI
/// built each bundle in: the engine's own sort, with kustomize's default kinds first and last.
fn sort_legacy(objects: &mut Vec<Value>) {
    let (first, last) = crate::kustomize::resource::default_order();
    crate::kustomize::build::legacy_sort(objects, &first, &last);
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

    /// The two builds are written apart: the embedded one applies the overlay's effects in
    /// code, a release goes through flux's overlay and the kustomize engine. They must agree on
    /// every byte for the same manifests.
    #[test]
    fn a_release_through_flux_overlay_is_the_embedded_generation() {
        let files = Arc::new(release_files().unwrap());
        let variants = [
            Options::default(),
            all_components(),
            with(|o| o.registry = "registry.example.com:5000/mirror/fluxcd".to_owned()),
            with(|o| o.registry.clear()),
            with(|o| o.network_policy = false),
            with(|o| o.watch_all_namespaces = false),
            with(|o| {
                o.namespace = "other-ns".to_owned();
                o.cluster_domain = "example.local".to_owned();
                o.log_level = "debug".to_owned();
            }),
            with(|o| {
                o.components = vec!["source-controller".to_owned(), "source-watcher".to_owned()];
            }),
            with(|o| {
                o.image_pull_secret = "regcred".to_owned();
                o.toleration_keys = vec!["dedicated".to_owned(), "node.example/flux".to_owned()];
            }),
        ];
        for opts in variants {
            let embedded = generate(&opts).unwrap();
            let release = Options {
                base: Base::Release(files.clone()),
                ..opts.clone()
            };
            let built = generate(&release).unwrap();
            if embedded != built {
                let diff = similar::TextDiff::from_lines(&embedded, &built)
                    .unified_diff()
                    .to_string();
                panic!("{opts:?}\n{}", diff.get(..6000).unwrap_or(&diff));
            }
        }
    }

    #[test]
    fn older_releases_get_the_overlay_of_their_own_cli() {
        let files = Arc::new(release_files().unwrap());
        let release = |version: &str| Options {
            version: version.to_owned(),
            base: Base::Release(files.clone()),
            ..Options::default()
        };
        let summary = |opts: &Options| {
            let objects = objects(opts).unwrap();
            let source = objects
                .iter()
                .find(|o| is_deployment(o, "source-controller"))
                .unwrap();
            (
                source["spec"]["template"]["metadata"]["labels"]
                    .get(INSTANCE)
                    .is_some(),
                source["spec"]["template"]["spec"]["containers"][0]["args"][0]
                    .as_str()
                    .unwrap()
                    .to_owned(),
            )
        };
        let events = |ns: &str| {
            format!("--events-addr=http://notification-controller.{ns}.svc.cluster.local./")
        };
        assert_eq!(summary(&release("v2.6.4")), (false, events("flux-system")));
        assert_eq!(summary(&release("v2.7.0")), (true, events("flux-system")));
        assert_eq!(
            summary(&release("v2.8.0")),
            (true, events("$(RUNTIME_NAMESPACE)"))
        );
        let mut watcher = release("v2.7.3");
        watcher.components.push("source-watcher".to_owned());
        let objects = objects(&watcher).unwrap();
        let args = &objects
            .iter()
            .find(|o| is_deployment(o, "source-watcher"))
            .unwrap()["spec"]["template"]["spec"]["containers"][0]["args"];
        assert_eq!(
            args[6],
            "--storage-adv-addr=source-controller.$(RUNTIME_NAMESPACE).svc.cluster.local."
        );
        let mut missing = (*files).clone();
        missing.remove("source-watcher.yaml");
        watcher.base = Base::Release(Arc::new(missing));
        assert_eq!(
            objects_with(&watcher, &stub_crds).unwrap_err().to_string(),
            "component source-watcher is not available"
        );
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
    fn legacy_sort_ranks_kinds_then_sorts_by_gvk_namespace_and_name() {
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
        sort_legacy(&mut objects);
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
        crd_stubs()
    }

    fn all_components() -> Options {
        with(|o| o.components.extend(EXTRA_COMPONENTS.map(str::to_owned)))
    }

    /// The pre-rendered CRDs are what the build makes of the CRDs the API types generate now.
    #[test]
    fn rendered_crds_are_a_fresh_derivation() {
        let fresh = || -> Vec<Value> {
            crate::api::generate_crds()
                .into_iter()
                .map(|(_, crd)| crd)
                .collect()
        };
        let objects = objects_with(&all_components(), &fresh).unwrap();
        let crds: Vec<Value> = CRD_OWNERS
            .iter()
            .map(|(crd, _)| {
                let found = objects
                    .iter()
                    .find(|o| kind(o) == "CustomResourceDefinition" && name(o) == *crd);
                found
                    .unwrap_or_else(|| panic!("{crd} is not built"))
                    .clone()
            })
            .collect();
        let derived = yaml::to_stream(&crds);
        if std::env::var_os("UPDATE_GENERATED").is_some_and(|v| v == "1") {
            let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(crate::api::RENDERED_CRDS_PATH);
            std::fs::write(path, &derived).expect("write the rendered CRDs");
            return;
        }
        assert!(
            derived == rendered_crds(),
            "{} differs from the CRDs the types generate; run \
             `UPDATE_GENERATED=1 cargo test --lib manifestgen::install` and commit the result",
            crate::api::RENDERED_CRDS_PATH
        );
        // Each document is found again, and carries the one line the namespace changes once.
        let docs: Vec<&str> = split_stream(rendered_crds()).collect();
        assert_eq!(docs.len(), CRD_OWNERS.len());
        for (doc, crd) in docs.iter().zip(&crds) {
            assert_eq!(*doc, yaml::to_string(crd));
            assert_eq!(doc.matches(DEFAULT_INSTANCE_LINE).count(), 1, "{doc}");
        }
    }

    /// Path of [`prerendered`] from the crate root.
    const PRERENDERED_PATH: &str = "src/manifestgen/install/prerendered.rs";

    /// The documents of `opts` with their text, the CRDs standing in by name.
    fn rendered_objects(opts: &Options) -> Vec<(Value, String)> {
        objects_with(opts, &crd_stubs)
            .unwrap()
            .into_iter()
            .map(|obj| {
                let text = yaml::to_string(&obj);
                (obj, text)
            })
            .collect()
    }

    fn join_documents(docs: &[(Value, String)]) -> String {
        let texts: Vec<&str> = docs.iter().map(|(_, text)| text.as_str()).collect();
        texts.join("---\n")
    }

    /// How many bytes `texts` all start with, cut back to a line's end.
    fn common_lines_prefix(texts: &[&str]) -> usize {
        let first = texts[0].as_bytes();
        let mut len = first.len();
        for text in &texts[1..] {
            len = first
                .iter()
                .zip(text.as_bytes())
                .take(len)
                .take_while(|(a, b)| a == b)
                .count();
        }
        first[..len]
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |at| at + 1)
    }

    /// How many bytes `texts` all end with, from a line's start.
    fn common_lines_suffix(texts: &[&str]) -> usize {
        let first = texts[0].as_bytes();
        let mut len = first.len();
        for text in &texts[1..] {
            len = first
                .iter()
                .rev()
                .zip(text.as_bytes().iter().rev())
                .take(len)
                .take_while(|(a, b)| a == b)
                .count();
        }
        let starts_line =
            |t: &str, len: usize| t.len() == len || t.as_bytes()[t.len() - len - 1] == b'\n';
        while len > 0 && !texts.iter().all(|t| starts_line(t, len)) {
            len -= 1;
        }
        len
    }

    /// `text` as a Rust raw string literal.
    fn raw_literal(text: &str) -> String {
        let mut hashes = String::new();
        while text.contains(&format!("\"{hashes}")) {
            hashes.push('#');
        }
        format!("r{hashes}\"{text}\"{hashes}")
    }

    /// [`prerendered`]'s source, rendered afresh from the objects the templates build.
    fn prerendered_source() -> String {
        let namespace_docs = template("namespace.yaml").unwrap().len();
        let shared = |network_policy: bool| {
            rendered_objects(&with(|o| {
                o.components.clear();
                o.network_policy = network_policy;
            }))
        };
        let (without_policies, with_policies) = (shared(false), shared(true));
        let namespace = &without_policies[..namespace_docs];
        let rbac = &without_policies[namespace_docs..];
        let policies = &with_policies[namespace_docs..with_policies.len() - rbac.len()];
        assert_eq!(
            join_documents(&with_policies[..namespace_docs]),
            join_documents(namespace)
        );
        assert_eq!(
            join_documents(&with_policies[with_policies.len() - rbac.len()..]),
            join_documents(rbac)
        );

        let all: Vec<&str> = DEFAULT_COMPONENTS
            .iter()
            .chain(&EXTRA_COMPONENTS)
            .copied()
            .collect();
        let mut variants: Vec<[Option<String>; 4]> = vec![Default::default(); all.len()];
        for notification in [false, true] {
            for source_watcher in [false, true] {
                let components: Vec<String> = all
                    .iter()
                    .filter(|c| notification || **c != "notification-controller")
                    .filter(|c| source_watcher || **c != "source-watcher")
                    .map(|c| (*c).to_owned())
                    .collect();
                let objects = rendered_objects(&with(|o| o.components = components.clone()));
                assert_eq!(
                    join_documents(&objects[..with_policies.len()]),
                    join_documents(&with_policies)
                );
                // Each component's bundle follows the last, its CRDs first.
                let mut rest = &objects[with_policies.len()..];
                for component in &components {
                    let len = rest
                        .iter()
                        .take_while(|(obj, _)| obj["metadata"]["labels"][COMPONENT] == **component)
                        .count();
                    let (bundle, next) = rest.split_at(len);
                    rest = next;
                    let crds = bundle
                        .iter()
                        .take_while(|(obj, _)| kind(obj) == "CustomResourceDefinition")
                        .count();
                    let crd_names: Vec<&str> =
                        bundle[..crds].iter().map(|(obj, _)| name(obj)).collect();
                    let owned: Vec<&str> = CRD_OWNERS
                        .iter()
                        .filter(|(_, owner)| owner == component)
                        .map(|(crd, _)| *crd)
                        .collect();
                    assert_eq!(crd_names, owned, "{component}");
                    let index = all.iter().position(|c| c == component).unwrap();
                    variants[index][middle_index(notification, source_watcher)] =
                        Some(join_documents(&bundle[crds..]));
                }
                assert!(rest.is_empty(), "{} documents of no component", rest.len());
            }
        }

        let mut out = String::from(
            "//! Generated from the templates by `UPDATE_GENERATED=1 cargo test --lib \
             manifestgen::install`,\n//! which a test checks against a fresh rendering: do not edit.\n\n\
             use super::RenderedBundle;\n\n",
        );
        for (name, docs) in [
            ("NAMESPACE", namespace),
            ("POLICIES", policies),
            ("RBAC", rbac),
        ] {
            let text = join_documents(docs);
            out.push_str(&format!(
                "pub(super) const {name}: &str = {};\n\n",
                raw_literal(&text)
            ));
        }
        out.push_str(&format!(
            "pub(super) const BUNDLES: [RenderedBundle; {}] = [\n",
            all.len()
        ));
        for (component, texts) in all.iter().zip(&variants) {
            let present: Vec<&str> = texts.iter().flatten().map(String::as_str).collect();
            let head = common_lines_prefix(&present);
            let rests: Vec<&str> = present.iter().map(|t| &t[head..]).collect();
            let tail = common_lines_suffix(&rests);
            let first = present[0];
            let middles: Vec<String> = texts
                .iter()
                .map(|text| match text {
                    Some(text) => format!("Some({})", raw_literal(&text[head..text.len() - tail])),
                    None => "None".to_owned(),
                })
                .collect();
            out.push_str(&format!(
                "    RenderedBundle {{\n        component: {component:?},\n        head: {},\n        \
                 middles: [\n            {},\n        ],\n        tail: {},\n    }},\n",
                raw_literal(&first[..head]),
                middles.join(",\n            "),
                raw_literal(&first[first.len() - tail..]),
            ));
        }
        out.push_str("];\n");
        out
    }

    /// The pre-rendered text is what the objects render to now.
    #[test]
    fn prerendered_text_is_a_fresh_rendering() {
        let derived = prerendered_source();
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(PRERENDERED_PATH);
        if std::env::var_os("UPDATE_GENERATED").is_some_and(|v| v == "1") {
            std::fs::write(path, &derived).expect("write the pre-rendered text");
            return;
        }
        let stored = std::fs::read_to_string(&path).expect("read the pre-rendered text");
        assert!(
            derived == stored,
            "{PRERENDERED_PATH} differs from what the templates render; run \
             `UPDATE_GENERATED=1 cargo test --lib manifestgen::install` and commit the result"
        );
    }

    #[test]
    fn parsed_templates_are_a_fresh_parse_of_the_yaml() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("manifests");
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .expect("read manifests/")
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .filter(|name| name.ends_with(".yaml"))
            .collect();
        names.sort();
        assert!(names.len() >= 10, "{names:?}");
        let mut derived = String::new();
        for name in &names {
            let text = std::fs::read_to_string(dir.join(name)).unwrap();
            let documents = yaml::parse_stream(&text).unwrap_or_else(|err| panic!("{name}: {err}"));
            derived.push_str(&serde_json::to_string(&json!([name, documents])).unwrap());
            derived.push('\n');
        }
        if std::env::var_os("UPDATE_GENERATED").is_some_and(|v| v == "1") {
            let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(PARSED_TEMPLATES_PATH);
            std::fs::write(path, &derived).expect("write the parsed templates");
            return;
        }
        assert!(
            derived == PARSED_TEMPLATES,
            "{PARSED_TEMPLATES_PATH} differs from the templates in manifests/; run \
             `UPDATE_GENERATED=1 cargo test --lib manifestgen::install` and commit the result"
        );
        // What `template` reads back is the YAML's documents, for every file.
        for name in &names {
            let text = std::fs::read_to_string(dir.join(name)).unwrap();
            assert_eq!(
                template(name).unwrap(),
                yaml::parse_stream(&text).unwrap(),
                "{name}"
            );
        }
        let missing = template("no-such-controller.yaml").unwrap_err().to_string();
        assert_eq!(
            missing,
            "embedded template no-such-controller.yaml is invalid: missing from the binary"
        );
    }

    /// `generate` writes the pre-rendered CRDs; every option gives the bytes that rendering the
    /// whole objects gives.
    #[test]
    fn generate_is_the_rendering_of_the_objects_for_every_option() {
        let mut variants = vec![
            Options::default(),
            all_components(),
            with(|o| o.components = vec!["helm-controller".to_owned()]),
            with(|o| o.components.clear()),
            with(|o| {
                o.components = vec!["source-watcher".to_owned(), "source-controller".to_owned()];
            }),
            with(|o| o.registry = "registry.example.com:5000/mirror/fluxcd".to_owned()),
            with(|o| o.registry.clear()),
            with(|o| o.network_policy = false),
            with(|o| o.watch_all_namespaces = false),
            with(|o| {
                o.cluster_domain = "example.local".to_owned();
                o.log_level = "debug".to_owned();
            }),
            with(|o| {
                o.image_pull_secret = "regcred".to_owned();
                o.toleration_keys = vec!["dedicated".to_owned(), "node.example/flux".to_owned()];
            }),
            with(|o| o.version = "v2.9.3".to_owned()),
            with(|o| o.namespace = "Bad_NS".to_owned()),
            with(|o| o.namespace = "flux".to_owned()),
            with(|o| {
                o.namespace = "on".to_owned();
                o.network_policy = false;
            }),
            with(|o| {
                o.components = ["helm-controller", "source-watcher", "kustomize-controller"]
                    .map(str::to_owned)
                    .to_vec();
            }),
            with(|o| o.components = vec!["notification-controller".to_owned()]),
            with(|o| {
                o.components = ["image-automation-controller", "notification-controller"]
                    .map(str::to_owned)
                    .to_vec();
            }),
        ];
        // Namespaces that YAML would read as something else are quoted.
        for ns in [
            "other-ns", "true", "null", "yes", "on", "y", "123", "1e3", "0x1f", "0o17", "a",
        ] {
            variants.push(with(|o| {
                o.namespace = ns.to_owned();
                o.components.extend(EXTRA_COMPONENTS.map(str::to_owned));
            }));
        }
        for opts in variants {
            let fast = generate(&opts).map_err(|e| e.to_string());
            let whole = generate_with(&opts, &component_crds).map_err(|e| e.to_string());
            if fast != whole {
                let (fast, whole) = (fast.unwrap_or_else(|e| e), whole.unwrap_or_else(|e| e));
                let diff = similar::TextDiff::from_lines(&whole, &fast)
                    .unified_diff()
                    .to_string();
                panic!("{opts:?}\n{}", diff.get(..6000).unwrap_or(&diff));
            }
        }
    }

    /// The pre-rendered text serves the options it was rendered for, whatever the components,
    /// policies and namespace, and no other.
    #[test]
    fn prerendered_text_serves_only_the_default_options() {
        for opts in [
            Options::default(),
            all_components(),
            with(|o| o.components.clear()),
            with(|o| o.network_policy = false),
            with(|o| o.namespace = "true".to_owned()),
        ] {
            assert!(prerendered_text(&opts).is_some(), "{opts:?}");
        }
        for opts in [
            with(|o| o.registry = "registry.example.com/fluxcd".to_owned()),
            with(|o| o.image_pull_secret = "regcred".to_owned()),
            with(|o| o.watch_all_namespaces = false),
            with(|o| o.log_level = "debug".to_owned()),
            with(|o| o.cluster_domain = "example.local".to_owned()),
            with(|o| o.toleration_keys = vec!["dedicated".to_owned()]),
            with(|o| o.base = Base::Kustomization(PathBuf::from("manifests"))),
        ] {
            assert!(prerendered_text(&opts).is_none(), "{opts:?}");
        }
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
