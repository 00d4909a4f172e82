//! The build pipeline: a kustomization's resources, generators, components and transformers,
//! accumulated depth first, in the order kustomize's `KustTarget` runs them.

use std::collections::BTreeMap;

use crate::kustomize::{FastMap as HashMap, FastSet as HashSet};
use std::path::Path;

use serde_json::Value;

use super::fieldspec::{FieldSpec, TransformerConfig};
use super::fs::FileSystem;
use super::load::{LoadError, LoadRestrictor, Loader};
use super::nameref::{self, NameRefError};
use super::patch::Schema;
use super::resource::{self, IdKey, ResId, Step};
use super::transform::{self, TransformError};
use super::types::Kustomization;
use super::vars::VarSet;

/// How the output is ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Reorder {
    /// Not given: legacy, unless the kustomization says otherwise.
    #[default]
    Unspecified,
    /// kustomize's legacy kind order.
    Legacy,
    /// The order resources were read in.
    None,
}

/// Options of `kustomize build`.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub load_restrictor: LoadRestrictor,
    pub reorder: Reorder,
    pub managed_by_label: bool,
    /// A directory nothing may be read outside of, whatever the restrictor (links resolved):
    /// the source root, as kustomize-controller builds.
    pub confine: Option<std::path::PathBuf>,
}

/// The version kustomize reports in the `app.kubernetes.io/managed-by` label.
pub const MANAGED_BY_VALUE: &str = "kustomize-v5.8.1";

/// A build that failed.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error(transparent)]
    Load(#[from] LoadError),
    #[error(transparent)]
    Transform(#[from] TransformError),
    #[error(transparent)]
    NameRef(#[from] NameRefError),
    #[error(transparent)]
    FieldSpec(#[from] super::fieldspec::Error),
    #[error("accumulating resources from '{path}'")]
    ResourceFile {
        path: String,
        #[source]
        source: Box<BuildError>,
    },
    #[error("accumulation err='{file_error}'")]
    Accumulation {
        file_error: String,
        #[source]
        source: Box<BuildError>,
    },
    #[error("recursed accumulation of path '{path}'")]
    Recursed {
        path: String,
        #[source]
        source: Box<BuildError>,
    },
    #[error("accumulating components: '{path}'")]
    Component {
        path: String,
        #[source]
        source: Box<BuildError>,
    },
    #[error("invalid YAML in '{path}'")]
    Yaml {
        path: String,
        #[source]
        source: crate::yaml::Error,
    },
    #[error("invalid resource in '{path}': {message}")]
    BadResource { path: String, message: String },
    #[error("may not add resource with an already registered id: {id}")]
    DuplicateId { id: String },
    #[error("expected kind 'Component' for path '{path}' but got '{kind}'")]
    NotAComponent { path: String, kind: String },
    #[error("expected kind != 'Component' for path '{path}'")]
    UnexpectedComponent { path: String },
    #[error("{feature} is not supported")]
    Unsupported { feature: String },
    #[error("invalid transformer configuration in '{path}'")]
    Configuration {
        path: String,
        #[source]
        source: super::fieldspec::Error,
    },
    #[error("{message}")]
    SortOptions { message: String },
    #[error(transparent)]
    Generator(#[from] super::generators::GeneratorError),
    #[error(transparent)]
    Hash(#[from] super::hash::HashError),
    #[error(transparent)]
    Images(#[from] super::images::ImagesError),
    #[error(transparent)]
    Replicas(#[from] super::replicas::ReplicasError),
    #[error(transparent)]
    Patch(#[from] super::patch::PatchError),
    #[error("invalid openapi schema in '{path}'")]
    Schema {
        path: String,
        #[source]
        source: super::patch::SchemaError,
    },
    #[error("{message}")]
    BadPatch { message: String },
    #[error(transparent)]
    Vars(#[from] super::vars::VarsError),
    #[error(transparent)]
    Plugin(#[from] super::plugins::PluginError),
    #[error(transparent)]
    Replacement(#[from] super::replacements::ReplacementError),
    #[error(transparent)]
    Crd(#[from] super::crds::CrdError),
}

type Result<T> = std::result::Result<T, BuildError>;

/// Builds the kustomization at `dir` into its output objects, build annotations removed.
pub fn build(fs: &dyn FileSystem, dir: &Path, options: &Options) -> Result<Vec<Value>> {
    super::heap::prepare();
    let mut loader = Loader::new(fs, dir, options.load_restrictor)?;
    if let Some(root) = &options.confine {
        loader = loader.confined_to(root)?;
    }
    let (kustomization, file_name) = loader.kustomization()?;
    let build_metadata = kustomization.build_metadata.clone().unwrap_or_default();
    let origin = if build_metadata.is_empty() {
        None
    } else {
        Some(String::new())
    };
    let schema = std::rc::Rc::new(SchemaSlot::default());
    let mut target = Target {
        loader,
        k: kustomization,
        file_name,
        build_metadata,
        origin,
        schema,
    };
    target.load_schema(false)?;
    let mut acc = target.accumulate(Accumulator::default())?;
    let resources = &mut acc.resources;

    // Hash suffixes are added in the name reference fixer's first visit of each resource.
    nameref::fix_back_references(resources, &acc.config.name_reference, |obj| {
        super::hash::add_hash_suffix(obj).map_err(BuildError::from)
    })?;
    acc.vars.resolve(resources, &acc.config.var_reference)?;
    let keep_origin = target
        .build_metadata
        .iter()
        .any(|m| m == "originAnnotations");
    let keep_transformations = target
        .build_metadata
        .iter()
        .any(|m| m == "transformerAnnotations");
    // Build annotations are removed in the visit that finds local configuration, not in one of
    // their own after sorting: neither the sort nor the managed-by label reads them.
    let kept: Vec<Vec<bool>> = resource::halves(resources, |slice, _| {
        slice
            .iter_mut()
            .map(|obj| {
                if resource::annotation(obj, resource::LOCAL_CONFIG).is_some() {
                    return false;
                }
                resource::remove_annotations(obj, &resource::BUILD_ANNOTATIONS);
                if !keep_origin {
                    remove_if_present(obj, resource::ORIGIN);
                }
                if !keep_transformations {
                    remove_if_present(obj, resource::TRANSFORMATIONS);
                }
                true
            })
            .collect()
    });
    let mut kept = kept.into_iter().flatten();
    // `retain` visits each resource once, in order.
    resources.retain(|_| kept.next().unwrap_or(true));

    sort(resources, &target.k, options.reorder)?;
    if options.managed_by_label || target.build_metadata.iter().any(|m| m == "managedByLabel") {
        let pairs = BTreeMap::from([(
            "app.kubernetes.io/managed-by".to_owned(),
            MANAGED_BY_VALUE.to_owned(),
        )]);
        let specs = [FieldSpec::new("", "", "", "metadata/labels", true)];
        transform::add_labels(resources, &pairs, &specs)?;
    }
    Ok(acc.resources)
}

fn remove_if_present(obj: &mut Value, key: &str) {
    if resource::annotation(obj, key).is_some() {
        resource::remove_annotations(obj, &[key]);
    }
}

/// Resources, field specs and vars gathered so far.
#[derive(Default)]
struct Accumulator {
    resources: Vec<Value>,
    config: TransformerConfig,
    vars: VarSet,
}

impl Accumulator {
    fn id_keys(&self) -> HashSet<IdKey> {
        self.resources
            .iter()
            .map(|r| ResId::of(r).into_key())
            .collect()
    }

    /// Appends resources, refusing ids already present.
    fn append_all(&mut self, more: Vec<Value>) -> Result<()> {
        let mut ids = self.id_keys();
        self.append_tracked(&mut ids, more)
    }

    /// [`Self::append_all`] with the ids of the resources already present kept by the caller,
    /// so that appending file after file stays linear in the number of resources.
    fn append_tracked(&mut self, ids: &mut HashSet<IdKey>, more: Vec<Value>) -> Result<()> {
        for obj in more {
            if !ids.insert(ResId::of(&obj).into_key()) {
                return Err(BuildError::DuplicateId {
                    id: ResId::of(&obj).to_string(),
                });
            }
            self.resources.push(obj);
        }
        Ok(())
    }

    fn merge_tracked(&mut self, ids: &mut HashSet<IdKey>, other: Accumulator) -> Result<()> {
        self.append_tracked(ids, other.resources)?;
        self.config.merge(&other.config)?;
        self.vars.merge_set(&other.vars)?;
        Ok(())
    }
}

/// The schema patches use: kustomize's builtin one unless an `openapi:` field chose another.
#[derive(Default)]
struct SchemaSlot {
    custom: std::cell::RefCell<Option<Schema>>,
    chosen: std::cell::Cell<bool>,
}

/// One kustomization being built.
struct Target<'a> {
    loader: Loader<'a>,
    k: Kustomization,
    file_name: String,
    build_metadata: Vec<String>,
    /// The path of this kustomization relative to the top one, when origins are tracked.
    origin: Option<String>,
    /// Merge keys and scopes for patches, shared by the whole build.
    schema: std::rc::Rc<SchemaSlot>,
}

fn join_origin(origin: &str, path: &str) -> String {
    let joined = if origin.is_empty() {
        path.to_owned()
    } else {
        format!("{origin}/{path}")
    };
    clean_relative(&joined)
}

/// Go's `filepath.Clean` for relative paths.
fn clean_relative(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                if parts.last().is_some_and(|p| *p != "..") {
                    parts.pop();
                } else {
                    parts.push("..");
                }
            }
            other => parts.push(other),
        }
    }
    if parts.is_empty() {
        ".".to_owned()
    } else {
        parts.join("/")
    }
}

impl<'a> Target<'a> {
    /// Applies the kustomization's `openapi:` field: the first kustomization of the build that
    /// sets one (the top one first) chooses the schema of the whole build, as in kustomize.
    /// The top one's file replaces the builtin definitions; a file met further down (a base or
    /// a component) is read once kustomize has already loaded its builtin schema, so its
    /// definitions are added to the builtin ones.
    fn load_schema(&mut self, nested: bool) -> Result<()> {
        let Some(field) = self.k.openapi.as_ref().filter(|v| !v.is_null()) else {
            return Ok(());
        };
        let choice = super::patch::openapi_choice(field).map_err(|source| BuildError::Schema {
            path: self.file_name.clone(),
            source,
        })?;
        if self.schema.chosen.get() {
            return Ok(());
        }
        match choice {
            super::patch::OpenApiChoice::Builtin => self.schema.chosen.set(true),
            super::patch::OpenApiChoice::CustomFile(path) => {
                let text = self.loader.read_string(&path)?;
                let document =
                    Schema::read_openapi(&path, &text).map_err(|source| BuildError::Schema {
                        path: path.clone(),
                        source,
                    })?;
                let schema = if nested {
                    Schema::with_builtin(&document)
                } else {
                    Schema::from_openapi(&document)
                }
                .map_err(|source| BuildError::Schema { path, source })?;
                *self.schema.custom.borrow_mut() = Some(schema);
                self.schema.chosen.set(true);
            }
        }
        Ok(())
    }

    fn schema(&self) -> std::cell::Ref<'_, Option<Schema>> {
        self.schema.custom.borrow()
    }

    /// The documents of the `patchesStrategicMerge:` entries: inline patches or files.
    fn strategic_merge_patches(&self) -> Result<Vec<Value>> {
        let mut patches = Vec::new();
        for entry in self.k.patches_strategic_merge.iter().flatten() {
            match super::patch::parse_strategic_merge_entry(entry) {
                Some(docs) if !docs.is_empty() => patches.extend(docs),
                _ => {
                    let text = self.loader.read_string(entry.trim())?;
                    patches.extend(strategic_merge_file(&text, entry.trim())?);
                }
            }
        }
        Ok(patches)
    }

    fn apply_patches(&self, resources: &mut Vec<Value>) -> Result<()> {
        for entry in self.k.patches.iter().flatten() {
            self.apply_patch(
                resources,
                entry.path.as_deref().unwrap_or_default(),
                entry.patch.as_deref().unwrap_or_default(),
                entry.target.as_ref(),
                &entry.options,
            )?;
            self.record_builtin(resources, "PatchTransformer");
        }
        Ok(())
    }

    /// Records that a builtin transformer of this kustomization ran over every resource, when
    /// origins are tracked (kustomize's `AddTransformerAnnotation`, which it calls after each
    /// transformer whether or not it changed anything).
    fn record_builtin(&self, resources: &mut [Value], kind: &str) {
        if let Some(entry) = self.builtin_entry(kind) {
            record_transformation(resources, &entry);
        }
    }

    /// [`Self::record_builtin`] as a step of [`resource::per_resource`].
    fn record_step<'s>(&self, steps: &mut Vec<Step<'s, BuildError>>, kind: &str) {
        if let Some(entry) = self.builtin_entry(kind) {
            let item = transformation_item(&entry);
            steps.push(Box::new(move |obj: &mut Value| {
                record_one(obj, &entry, &item);
                Ok(())
            }));
        }
    }

    /// The origin of a builtin transformer of this kustomization, when origins are tracked.
    fn builtin_entry(&self, kind: &str) -> Option<String> {
        self.origin.as_ref().map(|origin| {
            format!(
                "configuredIn: {}\nconfiguredBy:\n  apiVersion: builtin\n  kind: {kind}\n",
                join_origin(origin, &self.file_name)
            )
        })
    }

    /// [`Self::record_builtin`] for a transformer configured by a plugin configuration: it is
    /// described by the configuration's own origin and id.
    fn record_configured(&self, resources: &mut [Value], config: &Value) {
        let Some(origin) = &self.origin else { return };
        let configured_in = match resource::annotation(config, resource::ORIGIN) {
            Some(from_file) => from_file
                .strip_prefix("path: ")
                .unwrap_or(&from_file)
                .trim_end()
                .to_owned(),
            None => join_origin(origin, &self.file_name),
        };
        let mut entry = format!("configuredIn: {configured_in}\nconfiguredBy:\n");
        let api_version = config
            .get("apiVersion")
            .and_then(Value::as_str)
            .unwrap_or_default();
        for (key, value) in [
            ("apiVersion", api_version),
            ("kind", resource::kind(config)),
            ("name", resource::name(config)),
            ("namespace", resource::namespace(config)),
        ] {
            if !value.is_empty() {
                entry.push_str(&format!("  {key}: {value}\n"));
            }
        }
        record_transformation(resources, &entry);
    }

    /// One `patches:` entry (or `PatchTransformer`): a file or an inline patch.
    fn apply_patch(
        &self,
        resources: &mut Vec<Value>,
        path: &str,
        inline: &str,
        target: Option<&super::types::Selector>,
        options: &BTreeMap<String, bool>,
    ) -> Result<()> {
        let inline = inline.trim();
        let schema = self.schema();
        let schema = schema.as_ref().unwrap_or(Schema::builtin());
        match (inline.is_empty(), path.is_empty()) {
            (true, true) => {
                return Err(BuildError::BadPatch {
                    message: "must specify one of patch and path".to_owned(),
                });
            }
            (false, false) => {
                return Err(BuildError::BadPatch {
                    message: "patch and path can't be set at the same time".to_owned(),
                });
            }
            (false, true) => super::patch::apply_patch(resources, inline, target, options, schema)?,
            (true, false) => {
                let text = self.loader.read_string(path)?;
                super::patch::apply_patch(resources, &text, target, options, schema)?;
            }
        }
        Ok(())
    }

    fn apply_json_patches(&self, resources: &mut [Value]) -> Result<()> {
        for entry in self.k.patches_json6902.iter().flatten() {
            self.apply_json_patch(
                resources,
                entry.target.as_ref(),
                entry.path.as_deref().unwrap_or_default(),
                entry.patch.as_deref().unwrap_or_default(),
            )?;
            self.record_builtin(resources, "PatchJson6902Transformer");
        }
        Ok(())
    }

    /// One `patchesJson6902:` entry (or `PatchJson6902Transformer`).
    fn apply_json_patch(
        &self,
        resources: &mut [Value],
        target: Option<&super::types::Selector>,
        path: &str,
        inline: &str,
    ) -> Result<()> {
        let Some(target) = target else {
            return Err(BuildError::BadPatch {
                message: "must specify a target for patch".to_owned(),
            });
        };
        if target.name.as_deref().unwrap_or_default().is_empty() {
            return Err(BuildError::BadPatch {
                message: "must specify the target name".to_owned(),
            });
        }
        let (text, source) = match (inline.is_empty(), path.is_empty()) {
            (true, true) => {
                return Err(BuildError::BadPatch {
                    message: "empty file path and empty jsonOp".to_owned(),
                });
            }
            (false, false) => {
                return Err(BuildError::BadPatch {
                    message: "must specify a file path or jsonOp, not both".to_owned(),
                });
            }
            (false, true) => (inline.to_owned(), "inline patch".to_owned()),
            (true, false) => (self.loader.read_string(path)?, path.to_owned()),
        };
        let ops = crate::yaml::parse_one(&text).map_err(|source_err| BuildError::Yaml {
            path: source.clone(),
            source: source_err,
        })?;
        if ops.as_array().is_none_or(|a| a.is_empty()) {
            return Err(BuildError::BadPatch {
                message: format!("patch appears to be empty; file={source}"),
            });
        }
        super::patch::apply_json6902(
            resources,
            &ops,
            target,
            self.schema().as_ref().unwrap_or(Schema::builtin()),
        )?;
        Ok(())
    }

    /// The plugin configurations of a `generators:` or `transformers:` list: inline ones first,
    /// then those read from files and kustomization directories, as kustomize orders them.
    fn plugin_configs(&self, entries: &[String]) -> Result<Vec<Value>> {
        let mut inline = Vec::new();
        let mut paths = Vec::new();
        for entry in entries {
            match super::plugins::inline_configs(entry) {
                Some(docs) => inline.extend(docs),
                None => paths.push(entry.clone()),
            }
        }
        let mut acc = Accumulator::default();
        acc.append_all(inline)?;
        self.accumulate_resources(&mut acc, &paths)?;
        Ok(acc.resources)
    }

    fn read_bytes(&self, path: &str) -> std::result::Result<Vec<u8>, super::generators::ReadError> {
        self.loader
            .read(path)
            .map_err(|e| Box::new(e) as super::generators::ReadError)
    }

    fn run_transformer(
        &self,
        transformer: super::plugins::Transformer,
        resources: &mut Vec<Value>,
    ) -> Result<()> {
        use super::plugins::Transformer as T;
        match transformer {
            T::PrefixSuffix {
                prefix,
                suffix,
                field_specs,
            } => {
                transform::add_affixes(resources, &prefix, &suffix, &field_specs)?;
            }
            T::Prefix {
                prefix,
                field_specs,
            } => {
                transform::add_affixes(resources, &prefix, "", &field_specs)?;
            }
            T::Suffix {
                suffix,
                field_specs,
            } => {
                transform::add_affixes(resources, "", &suffix, &field_specs)?;
            }
            T::Labels {
                labels,
                field_specs,
            } => {
                transform::add_labels(resources, &labels, &field_specs)?;
            }
            T::Annotations {
                annotations,
                field_specs,
            } => {
                transform::add_annotations(resources, &annotations, &field_specs)?;
            }
            T::Namespace {
                namespace,
                field_specs,
            } => {
                transform::set_namespace(resources, &namespace, &field_specs)?;
            }
            T::Patch {
                path,
                patch,
                target,
                options,
            } => {
                self.apply_patch(resources, &path, &patch, target.as_ref(), &options)?;
            }
            T::PatchJson6902 {
                target,
                path,
                json_op,
            } => {
                self.apply_json_patch(resources, target.as_ref(), &path, &json_op)?;
            }
            T::PatchStrategicMerge { paths, patches } => {
                let mut docs = Vec::new();
                for path in &paths {
                    match super::patch::parse_strategic_merge_entry(path) {
                        Some(found) if !found.is_empty() => docs.extend(found),
                        _ => {
                            let text = self.loader.read_string(path.trim())?;
                            docs.extend(strategic_merge_file(&text, path.trim())?);
                        }
                    }
                }
                if !patches.trim().is_empty() {
                    docs.extend(super::patch::parse_strategic_merge_file(&patches)?);
                }
                let mut entries = paths.clone();
                if !patches.is_empty() {
                    entries.push(patches.clone());
                }
                super::patch::apply_patches_strategic_merge(
                    resources,
                    &entries,
                    &docs,
                    self.schema().as_ref().unwrap_or(Schema::builtin()),
                )?;
            }
            T::ImageTag { image, field_specs } => {
                super::images::apply_images(resources, &[image], &field_specs)?;
            }
            T::ReplicaCount {
                replica,
                field_specs,
            } => {
                super::replicas::apply_replicas(resources, &[replica], &field_specs)?;
            }
            T::Replacement { replacements } => {
                let mut read = |path: &str| self.read_bytes(path);
                let loaded = super::replacements::load_replacements(&replacements, &mut read)?;
                super::replacements::apply_replacements(resources, &loaded)?;
            }
        }
        Ok(())
    }

    fn accumulate(&self, mut acc: Accumulator) -> Result<Accumulator> {
        let resources = self.k.resources.clone().unwrap_or_default();
        self.accumulate_resources(&mut acc, &resources)?;

        let mut config = TransformerConfig::builtin().clone();
        for path in self.k.configurations.iter().flatten() {
            let text = self.loader.read_string(path)?;
            let value = crate::yaml::parse_one(&text).map_err(|source| BuildError::Yaml {
                path: path.clone(),
                source,
            })?;
            let extra = TransformerConfig::from_value(&value).map_err(|source| {
                BuildError::Configuration {
                    path: path.clone(),
                    source,
                }
            })?;
            config
                .merge(&extra)
                .map_err(|source| BuildError::Configuration {
                    path: path.clone(),
                    source,
                })?;
        }
        acc.config.merge(&config)?;
        for path in self.k.crds.iter().flatten() {
            let text = self.loader.read_string(path)?;
            let crd_config = super::crds::config_from_file(path, &text)?;
            acc.config
                .merge(&crd_config)
                .map_err(|source| BuildError::Configuration {
                    path: path.clone(),
                    source,
                })?;
        }

        self.run_generators(&mut acc)?;
        for path in self.k.components.clone().unwrap_or_default() {
            acc =
                self.accumulate_component(acc, &path)
                    .map_err(|source| BuildError::Component {
                        path,
                        source: Box::new(source),
                    })?;
        }
        self.run_transformers(&mut acc)?;
        let vars = self.k.vars.clone().unwrap_or_default();
        acc.vars.merge_vars(&mut acc.resources, &vars)?;
        Ok(acc)
    }

    fn child(&self, loader: Loader<'a>, path: &str) -> Result<Target<'a>> {
        let (k, file_name) = loader.kustomization()?;
        let mut target = Target {
            loader,
            k,
            file_name,
            build_metadata: self.build_metadata.clone(),
            origin: self.origin.as_ref().map(|o| join_origin(o, path)),
            schema: self.schema.clone(),
        };
        target.load_schema(true)?;
        Ok(target)
    }

    fn accumulate_component(&self, acc: Accumulator, path: &str) -> Result<Accumulator> {
        let loader = self.loader.child(path)?;
        let root = loader.root().display().to_string();
        let target = self.child(loader, path)?;
        if target.k.kind.as_deref() != Some("Component") {
            return Err(BuildError::NotAComponent {
                path: root,
                kind: target.k.kind.clone().unwrap_or_default(),
            });
        }
        target
            .accumulate(acc)
            .map_err(|source| BuildError::Recursed {
                path: root,
                source: Box::new(source),
            })
    }

    fn accumulate_resources(&self, acc: &mut Accumulator, paths: &[String]) -> Result<()> {
        let mut ids = acc.id_keys();
        let mut ahead = std::collections::VecDeque::new();
        for (at, path) in paths.iter().enumerate() {
            if super::load::is_remote(path) {
                return Err(LoadError::Remote { url: path.clone() }.into());
            }
            if ahead.is_empty() {
                ahead = self.load_resource_files(&paths[at..]).into();
            }
            let loaded = ahead
                .pop_front()
                .unwrap_or_else(|| self.load_resource_file(path));
            let file_error = match loaded {
                Ok(resources) => {
                    acc.append_tracked(&mut ids, resources)?;
                    continue;
                }
                Err(e @ BuildError::ResourceFile { .. }) if is_malformed(&e) => return Err(e),
                Err(e) => e,
            };
            let loader = match self.loader.child(path) {
                Ok(loader) => loader,
                Err(source) => {
                    return Err(BuildError::Accumulation {
                        file_error: error_chain(&file_error),
                        source: Box::new(source.into()),
                    });
                }
            };
            let root = loader.root().display().to_string();
            let sub = self.child(loader, path).and_then(|target| {
                if target.k.kind.as_deref() == Some("Component") {
                    return Err(BuildError::UnexpectedComponent { path: root.clone() });
                }
                target
                    .accumulate(Accumulator::default())
                    .map_err(|source| BuildError::Recursed {
                        path: root.clone(),
                        source: Box::new(source),
                    })
            });
            let sub = sub.map_err(|source| BuildError::Accumulation {
                file_error: error_chain(&file_error),
                source: Box::new(source),
            })?;
            acc.merge_tracked(&mut ids, sub)?;
        }
        Ok(())
    }

    fn load_resource_file(&self, path: &str) -> Result<Vec<Value>> {
        let text = self
            .loader
            .read_string(path)
            .map_err(|e| resource_file_error(path, e.into()))?;
        let resources = parse_resource_file(&(path.to_owned(), text))?;
        Ok(self.with_origin(path, resources))
    }

    /// [`Self::load_resource_file`] of the first paths, in order: the files up to the first
    /// path that cannot be read as one (a directory, most often, whose error is the last
    /// result) or is remote, read one after another and parsed on every core. At most
    /// [`READ_AHEAD_BYTES`] are read ahead of the one the caller needs, and nothing past a
    /// directory, so that what a tree holds in memory at once stays what it would be without.
    fn load_resource_files(&self, paths: &[String]) -> Vec<Result<Vec<Value>>> {
        let mut texts = Vec::new();
        let mut bytes = 0;
        let mut unreadable = None;
        for path in paths {
            if super::load::is_remote(path) || bytes >= READ_AHEAD_BYTES {
                break;
            }
            match self.loader.read_string(path) {
                Ok(text) => {
                    bytes += text.len();
                    texts.push((path.clone(), text));
                }
                Err(e) => {
                    unreadable = Some(Err(resource_file_error(path, e.into())));
                    break;
                }
            }
        }
        // The texts are those of the first paths, in their order.
        let parsed = if texts.len() > 1 && bytes >= PARALLEL_BYTES {
            super::parallel::map(texts, parse_resource_file, |(path, _), _| {
                Err(resource_file_error(
                    path,
                    BuildError::BadResource {
                        path: path.clone(),
                        message: "malformed YAML that the parser could not recover from".into(),
                    },
                ))
            })
        } else {
            texts.iter().map(parse_resource_file).collect()
        };
        parsed
            .into_iter()
            .zip(paths)
            .map(|(parsed, path)| parsed.map(|resources| self.with_origin(path, resources)))
            .chain(unreadable)
            .collect()
    }

    /// Resources read from `path`, with the origin annotation when the kustomization asks for
    /// it.
    fn with_origin(&self, path: &str, mut resources: Vec<Value>) -> Vec<Value> {
        if let Some(origin) = &self.origin {
            let value = format!("path: {}\n", join_origin(origin, path));
            for obj in &mut resources {
                resource::set_annotation(obj, resource::ORIGIN, &value);
            }
        }
        resources
    }

    fn run_generators(&self, acc: &mut Accumulator) -> Result<()> {
        if has(&self.k.helm_charts) || has(&self.k.helm_chart_inflation_generator) {
            return Err(BuildError::Unsupported {
                feature: "helmCharts".into(),
            });
        }
        let mut read = |path: &str| -> std::result::Result<Vec<u8>, super::generators::ReadError> {
            self.loader
                .read(path)
                .map_err(|e| Box::new(e) as super::generators::ReadError)
        };
        let generated = super::generators::generate(&self.k, &mut read)?;
        for mut obj in generated {
            if let Some(origin) = &self.origin
                && resource::annotation(&obj, resource::ORIGIN).is_none()
            {
                let generator = match resource::kind(&obj) {
                    "Secret" => "SecretGenerator",
                    _ => "ConfigMapGenerator",
                };
                let value = format!(
                    "configuredIn: {}\nconfiguredBy:\n  apiVersion: builtin\n  kind: {generator}\n",
                    join_origin(origin, &self.file_name)
                );
                resource::set_annotation(&mut obj, resource::ORIGIN, &value);
            }
            super::generators::absorb(&mut acc.resources, obj)?;
        }
        if let Some(entries) = &self.k.generators {
            for config in self.plugin_configs(entries)? {
                let mut read = |path: &str| self.read_bytes(path);
                if resource::kind(&config) == "IAMPolicyGenerator" {
                    let obj = super::generators::iam_policy(&config)?;
                    super::generators::absorb(&mut acc.resources, obj)?;
                    continue;
                }
                let mut obj = match super::plugins::generator(&config)? {
                    super::plugins::Generator::ConfigMap(args) => {
                        super::generators::config_map(&args, None, &mut read)?
                    }
                    super::plugins::Generator::Secret(args) => {
                        super::generators::secret(&args, None, &mut read)?
                    }
                };
                if let Some(origin) = &self.origin
                    && resource::annotation(&obj, resource::ORIGIN).is_none()
                {
                    let configured_in = match resource::annotation(&config, resource::ORIGIN) {
                        Some(from_file) => from_file
                            .strip_prefix("path: ")
                            .unwrap_or(&from_file)
                            .trim_end()
                            .to_owned(),
                        None => join_origin(origin, &self.file_name),
                    };
                    let mut value = format!(
                        "configuredIn: {configured_in}\nconfiguredBy:\n  apiVersion: builtin\n  \
                         kind: {}\n",
                        resource::kind(&config)
                    );
                    let name = resource::name(&config);
                    if !name.is_empty() {
                        value.push_str(&format!("  name: {name}\n"));
                    }
                    resource::set_annotation(&mut obj, resource::ORIGIN, &value);
                }
                super::generators::absorb(&mut acc.resources, obj)?;
            }
        }
        Ok(())
    }

    /// The builtin transformers in kustomize's order, then the configured ones. Each builtin
    /// one that the kustomization asks for is recorded once it ran (see
    /// [`Self::record_builtin`]), as many times as kustomize makes instances of it.
    fn run_transformers(&self, acc: &mut Accumulator) -> Result<()> {
        let k = &self.k;
        if has(&k.patches_strategic_merge) {
            let patches = self.strategic_merge_patches()?;
            super::patch::apply_patches_strategic_merge(
                &mut acc.resources,
                k.patches_strategic_merge.as_deref().unwrap_or_default(),
                &patches,
                self.schema().as_ref().unwrap_or(Schema::builtin()),
            )?;
            self.record_builtin(&mut acc.resources, "PatchStrategicMergeTransformer");
        }
        self.apply_patches(&mut acc.resources)?;
        let config = &acc.config;
        let resources = &mut acc.resources;
        if let Some(namespace) = k.namespace.as_deref().filter(|n| !n.is_empty()) {
            transform::set_namespace(resources, namespace, &config.namespace)?;
            self.record_builtin(resources, "NamespaceTransformer");
        }
        // The transformers from here to the images one each change one resource at a time,
        // looking at no other: they run as the steps of one visit per resource.
        let mut steps: Vec<Step<'_, BuildError>> = Vec::new();
        if let Some(prefix) = k.name_prefix.as_deref().filter(|p| !p.is_empty()) {
            let specs = &config.name_prefix;
            steps.push(Box::new(move |obj: &mut Value| {
                Ok(transform::affix(obj, prefix, "", specs)?)
            }));
            self.record_step(&mut steps, "PrefixTransformer");
        }
        if let Some(suffix) = k.name_suffix.as_deref().filter(|s| !s.is_empty()) {
            let specs = &config.name_suffix;
            steps.push(Box::new(move |obj: &mut Value| {
                Ok(transform::affix(obj, "", suffix, specs)?)
            }));
            self.record_step(&mut steps, "SuffixTransformer");
        }
        for entry in k.labels.iter().flatten() {
            let specs = transform::label_entry_specs(entry, config);
            let pairs = &entry.pairs;
            steps.push(Box::new(move |obj: &mut Value| {
                Ok(transform::set_fields(obj, pairs, &specs)?)
            }));
            self.record_step(&mut steps, "LabelTransformer");
        }
        if let Some(labels) = &k.common_labels {
            let specs = &config.common_labels;
            steps.push(Box::new(move |obj: &mut Value| {
                Ok(transform::set_fields(obj, labels, specs)?)
            }));
        }
        // kustomize makes the commonLabels instance whenever any labels are asked for.
        if has(&k.labels) || k.common_labels.as_ref().is_some_and(|l| !l.is_empty()) {
            self.record_step(&mut steps, "LabelTransformer");
        }
        if let Some(annotations) = k.common_annotations.as_ref().filter(|a| !a.is_empty()) {
            let specs = &config.common_annotations;
            steps.push(Box::new(move |obj: &mut Value| {
                Ok(transform::set_fields(obj, annotations, specs)?)
            }));
            self.record_step(&mut steps, "AnnotationsTransformer");
        }
        if has(&k.patches_json6902) || has(&k.replicas) {
            resource::per_resource(resources, &std::mem::take(&mut steps))?;
            self.apply_json_patches(resources)?;
            for replica in k.replicas.iter().flatten() {
                super::replicas::apply_replicas(
                    resources,
                    std::slice::from_ref(replica),
                    &config.replicas,
                )?;
                self.record_builtin(resources, "ReplicaCountTransformer");
            }
        }
        if let Some(images) = k.images.as_ref().filter(|i| !i.is_empty()) {
            // One transformer per entry, as in kustomize, each recorded after all of them
            // (they read no annotation).
            for step in super::images::steps(images, &config.images) {
                steps.push(Box::new(move |obj: &mut Value| Ok(step(obj)?)));
            }
            for _ in images {
                self.record_step(&mut steps, "ImageTagTransformer");
            }
        }
        resource::per_resource(resources, &steps)?;
        if let Some(entries) = k.replacements.as_ref().filter(|r| !r.is_empty()) {
            let mut read =
                |path: &str| -> std::result::Result<Vec<u8>, super::generators::ReadError> {
                    self.loader
                        .read(path)
                        .map_err(|e| Box::new(e) as super::generators::ReadError)
                };
            let replacements = super::replacements::load_replacements(entries, &mut read)?;
            super::replacements::apply_replacements(resources, &replacements)?;
            self.record_builtin(resources, "ReplacementTransformer");
        }
        if let Some(entries) = &k.transformers {
            for config in self.plugin_configs(entries)? {
                let transformer = super::plugins::transformer(&config)?;
                self.run_transformer(transformer, resources)?;
                self.record_configured(resources, &config);
            }
        }
        if has(&k.validators) {
            return Err(BuildError::Unsupported {
                feature: "validators".into(),
            });
        }
        Ok(())
    }
}

/// kustomize's `AddTransformerAnnotation` for one transformer described by `entry` (an origin
/// as YAML): a resource without an origin is taken to come from that transformer, any other
/// gets the entry appended to its list of transformations.
fn record_transformation(resources: &mut [Value], entry: &str) {
    let item = transformation_item(entry);
    for obj in resources {
        record_one(obj, entry, &item);
    }
}

/// The entry as an item of the list of transformations.
fn transformation_item(entry: &str) -> String {
    let mut item = String::with_capacity(entry.len() + 16);
    for (i, line) in entry.lines().enumerate() {
        item.push_str(if i == 0 { "- " } else { "  " });
        item.push_str(line);
        item.push('\n');
    }
    item
}

/// [`record_transformation`] on one resource.
fn record_one(obj: &mut Value, entry: &str, item: &str) {
    if resource::annotation(obj, resource::ORIGIN).is_none() {
        resource::set_annotation(obj, resource::ORIGIN, entry);
        return;
    }
    let list = match resource::annotation(obj, resource::TRANSFORMATIONS) {
        Some(existing) => existing + item,
        None => item.to_owned(),
    };
    resource::set_annotation(obj, resource::TRANSFORMATIONS, &list);
}

fn is_malformed(e: &BuildError) -> bool {
    match e {
        BuildError::ResourceFile { source, .. } => is_malformed(source),
        BuildError::Yaml { .. }
        | BuildError::BadResource { .. }
        | BuildError::Load(LoadError::NotText { .. }) => true,
        // A file over the size limit is not retried as a directory: the limit is the answer.
        BuildError::Load(LoadError::Read { source, .. }) => {
            source.kind() == std::io::ErrorKind::FileTooLarge
        }
        _ => false,
    }
}

fn error_chain(e: &dyn std::error::Error) -> String {
    let mut out = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        out.push_str(": ");
        out.push_str(&s.to_string());
        source = s.source();
    }
    out
}

/// The patches of a `patchesStrategicMerge:` file; a YAML error names the file, as a
/// resource's does.
fn strategic_merge_file(text: &str, path: &str) -> Result<Vec<Value>> {
    super::patch::parse_strategic_merge_file(text).map_err(|err| match err {
        super::patch::PatchError::Yaml(source) => BuildError::Yaml {
            path: path.to_owned(),
            source,
        },
        other => other.into(),
    })
}

/// How much text of a kustomization's resource files is read ahead of the one being
/// accumulated, to be parsed together.
const READ_AHEAD_BYTES: usize = 4 << 20;

/// Below this much text, files are parsed on the calling thread: handing them over would cost
/// about what parsing them does.
const PARALLEL_BYTES: usize = 16 << 10;

fn resource_file_error(path: &str, source: BuildError) -> BuildError {
    BuildError::ResourceFile {
        path: path.to_owned(),
        source: Box::new(source),
    }
}

/// A resource file's path and text, parsed.
fn parse_resource_file((path, text): &(String, String)) -> Result<Vec<Value>> {
    parse_resources(text, path).map_err(|source| resource_file_error(path, source))
}

/// Splits a resource file into objects; `List` kinds are flattened (their items go last, as in
/// kustomize).
pub fn parse_resources(text: &str, path: &str) -> Result<Vec<Value>> {
    let docs = crate::yaml::parse_stream(text).map_err(|source| BuildError::Yaml {
        path: path.to_owned(),
        source,
    })?;
    let mut queue: std::collections::VecDeque<Value> = docs.into();
    let mut out = Vec::new();
    while let Some(doc) = queue.pop_front() {
        match &doc {
            Value::Null => continue,
            Value::Object(map) if map.is_empty() => continue,
            Value::Object(_) => {}
            _ => {
                return Err(BuildError::BadResource {
                    path: path.to_owned(),
                    message: "a document is not a mapping".to_owned(),
                });
            }
        }
        let kind = resource::kind(&doc).to_owned();
        if kind.ends_with("List") && doc.get("items").is_some() {
            // Items are moved, never copied: a chain of lists nested in lists stays linear.
            let Value::Object(mut map) = doc else {
                continue;
            };
            match map.remove("items") {
                None | Some(Value::Null) => {}
                Some(Value::Array(items)) => {
                    for item in items {
                        if !item.is_object() {
                            return Err(BuildError::BadResource {
                                path: path.to_owned(),
                                message: format!("expected a mapping in {kind}/items"),
                            });
                        }
                        queue.push_back(item);
                    }
                }
                Some(_) => {
                    return Err(BuildError::BadResource {
                        path: path.to_owned(),
                        message: format!("expected array in {kind}/items"),
                    });
                }
            }
            continue;
        }
        if kind.is_empty() {
            return Err(BuildError::BadResource {
                path: path.to_owned(),
                message: "missing kind".to_owned(),
            });
        }
        if resource::name(&doc).is_empty() {
            let has_generate_name = doc
                .get("metadata")
                .and_then(|m| m.get("generateName"))
                .is_some_and(|n| n.as_str().is_some_and(|s| !s.is_empty()));
            if !has_generate_name {
                return Err(BuildError::BadResource {
                    path: path.to_owned(),
                    message: "missing metadata.name".to_owned(),
                });
            }
        }
        out.push(doc);
    }
    Ok(out)
}

/// Orders the output: the kustomization's `sortOptions` win over the `--reorder` flag.
fn sort(resources: &mut Vec<Value>, k: &Kustomization, reorder: Reorder) -> Result<()> {
    let (first, last) = match &k.sort_options {
        Some(options) => match options.order.as_deref() {
            Some("legacy") => match &options.legacy_sort_options {
                Some(legacy) => (legacy.order_first.clone(), legacy.order_last.clone()),
                None => resource::default_order(),
            },
            Some("fifo") => {
                if options.legacy_sort_options.is_some() {
                    return Err(BuildError::SortOptions {
                        message: "the field 'sortOptions.legacySortOptions' is set but the \
                                  selected sort order is 'fifo', not 'legacy'"
                            .to_owned(),
                    });
                }
                return Ok(());
            }
            _ => {
                return Err(BuildError::SortOptions {
                    message: "the field 'sortOptions.order' must be one of [legacy, fifo]"
                        .to_owned(),
                });
            }
        },
        None if reorder == Reorder::None => return Ok(()),
        None => resource::default_order(),
    };
    legacy_sort(resources, &first, &last);
    Ok(())
}

/// kustomize's legacy order: by kind rank, then by group, version and kind, then namespace and
/// name.
pub fn legacy_sort(resources: &mut Vec<Value>, first: &[String], last: &[String]) {
    let mut ranks: HashMap<&str, i64> = HashMap::default();
    for (i, kind) in first.iter().enumerate() {
        ranks.insert(kind, i as i64 - first.len() as i64);
    }
    for (i, kind) in last.iter().enumerate() {
        ranks.insert(kind, i as i64 + 1);
    }
    // kustomize sorts on a rank, a type key and a namespace-and-name key, strings made for each
    // resource. A build holds a few types: each type's place is found once, and the rest of a
    // key is borrowed from the resource.
    let mut types: HashMap<(&str, &str, &str), usize> = HashMap::default();
    let mut keys: Vec<(usize, &str, &str)> = Vec::with_capacity(resources.len());
    for obj in resources.iter() {
        let (group, version) = super::fieldspec::split_api_version(
            resource::get(obj, "apiVersion")
                .and_then(Value::as_str)
                .unwrap_or_default(),
        );
        let count = types.len();
        let of_type = *types
            .entry((group, version, resource::kind(obj)))
            .or_insert(count);
        keys.push((
            of_type,
            resource::or_placeholder(resource::namespace(obj), "~X"),
            resource::or_placeholder(resource::name(obj), "~N"),
        ));
    }
    let mut by_place: Vec<(i64, String, usize)> = types
        .iter()
        .map(|(&(group, version, kind), &of_type)| {
            let rank = ranks.get(kind).copied().unwrap_or(0);
            (rank, resource::gvk_sort_key(group, version, kind), of_type)
        })
        .collect();
    by_place.sort_unstable();
    // Types whose keys are equal (`a_b`, `c` and `a`, `b_c` join alike) share their place.
    let mut place = vec![0; by_place.len()];
    let mut at = 0;
    for (i, (rank, key, of_type)) in by_place.iter().enumerate() {
        if i > 0 && (rank, key) != (&by_place[i - 1].0, &by_place[i - 1].1) {
            at += 1;
        }
        place[*of_type] = at;
    }
    let mut order: Vec<usize> = (0..resources.len()).collect();
    // Stable, as kustomize's: resources of equal keys keep their order.
    order.sort_by(|&a, &b| {
        let (a, b) = (keys[a], keys[b]);
        place[a.0]
            .cmp(&place[b.0])
            .then_with(|| joined_cmp((a.1, a.2), (b.1, b.2)))
    });
    drop(keys);
    let mut unsorted: Vec<Value> = std::mem::take(resources);
    resources.extend(order.into_iter().map(|i| unsorted[i].take()));
}

/// Compares `namespace|name` of two resources as kustomize compares the joined strings (so
/// `ns-b|a` comes before `ns|b`), without joining them.
fn joined_cmp(a: (&str, &str), b: (&str, &str)) -> std::cmp::Ordering {
    if a.0 == b.0 {
        return a.1.cmp(b.1);
    }
    fn joined<'s>((namespace, name): (&'s str, &'s str)) -> impl Iterator<Item = u8> + 's {
        namespace
            .bytes()
            .chain(std::iter::once(b'|'))
            .chain(name.bytes())
    }
    joined(a).cmp(joined(b))
}

fn has<T>(list: &Option<Vec<T>>) -> bool {
    list.as_ref().is_some_and(|l| !l.is_empty())
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use serde_json::{Value, json};

    use super::{legacy_sort, resource};

    /// The order as kustomize makes it: rank, then the joined type key, then the joined
    /// `namespace|name`, made as strings for every resource, in a stable sort.
    fn sorted_on_joined_strings(
        resources: &[Value],
        first: &[String],
        last: &[String],
    ) -> Vec<Value> {
        let rank = |kind: &str| {
            first
                .iter()
                .position(|k| k == kind)
                .map(|i| i as i64 - first.len() as i64)
                .or_else(|| last.iter().rposition(|k| k == kind).map(|i| i as i64 + 1))
                .unwrap_or(0)
        };
        let mut keyed: Vec<(i64, String, String, Value)> = resources
            .iter()
            .map(|obj| {
                let api_version = obj["apiVersion"].as_str().unwrap_or_default();
                let (group, version) = super::super::fieldspec::split_api_version(api_version);
                let kind = resource::kind(obj);
                let rest = format!(
                    "{}|{}",
                    resource::or_placeholder(resource::namespace(obj), "~X"),
                    resource::or_placeholder(resource::name(obj), "~N")
                );
                (
                    rank(kind),
                    resource::gvk_sort_key(group, version, kind),
                    rest,
                    obj.clone(),
                )
            })
            .collect();
        keyed.sort_by(|a, b| (a.0, &a.1, &a.2).cmp(&(b.0, &b.1, &b.2)));
        keyed.into_iter().map(|(_, _, _, obj)| obj).collect()
    }

    fn resource_strategy() -> impl Strategy<Value = Value> {
        // Few letters, so that keys collide, share prefixes and join alike.
        let word = "[ab_|-]{0,3}";
        (
            prop::sample::select(vec!["v1", "apps/v1", "a_b/c", "a/b_c", "x/v1", ""]),
            prop::sample::select(vec![
                "ConfigMap",
                "Namespace",
                "Service",
                "Deployment",
                "Zed",
                "",
            ]),
            word,
            word,
            0..1000u32,
        )
            .prop_map(|(api_version, kind, namespace, name, tag)| {
                json!({"apiVersion": api_version, "kind": kind,
                    "metadata": {"name": name, "namespace": namespace, "tag": tag}})
            })
    }

    proptest! {
        #[test]
        fn the_legacy_order_is_the_order_of_the_joined_keys(
            resources in prop::collection::vec(resource_strategy(), 0..60)
        ) {
            let first = vec!["Namespace".to_owned(), "Zed".to_owned()];
            let last = vec!["Deployment".to_owned()];
            let expected = sorted_on_joined_strings(&resources, &first, &last);
            let mut sorted = resources;
            legacy_sort(&mut sorted, &first, &last);
            prop_assert_eq!(sorted, expected);
        }
    }
}
