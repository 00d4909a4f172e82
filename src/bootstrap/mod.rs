//! Bootstrapping a cluster from a Git repository: flux's steps, shared by every provider.
//!
//! [`Steps`] has one method per step of flux's `bootstrap.Run` (components, source secret, sync
//! configuration, health), and [`run`] calls them in order. [`GitBootstrapper`] implements them
//! over a plain Git remote; providers (GitHub, …) create the repository and a deploy key first,
//! then hand the same [`Options`] to a `GitBootstrapper`, adding a hook that runs when a source
//! secret was generated ([`GitBootstrapper::on_secret_generated`]).
//!
//! One difference from flux, on purpose: manifests are applied to the cluster only on the first
//! run, when the Kustomization `<ns>/<ns>` is missing or has applied nothing yet. Later runs commit
//! and push what changed, ask the controllers to reconcile now (`reconcile.fluxcd.io/requestedAt`)
//! and wait until they report the pushed revision, so that the cluster only ever runs what Git
//! holds.

pub mod cluster;
pub mod interrupt;

use std::time::{Duration, Instant};

use serde_json::{Map, Value};

pub use cluster::{BoxError, ClusterAccess};

use crate::git::{self, Checkout, known_hosts};
use crate::manifestgen::install;
use crate::manifestgen::sourcesecret::{self, KeyAlgorithm, KeyPair};
use crate::manifestgen::sync;
use crate::ui::Ui;

pub use crate::api::kustomize::API_VERSION as KUSTOMIZATION_API;
pub use crate::api::source::API_VERSION as GIT_REPOSITORY_API;

/// How often a rejected push is retried with a fresh clone before giving up.
const PUSH_ATTEMPTS: usize = 3;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("failed to clone repository")]
    Clone {
        #[source]
        source: git::Error,
    },
    #[error("failed to push {what} manifests")]
    Push {
        what: &'static str,
        #[source]
        source: git::Error,
    },
    #[error(transparent)]
    Git(#[from] git::Error),
    #[error("component manifest generation failed")]
    Components(#[from] install::Error),
    #[error(transparent)]
    SourceSecret(#[from] sourcesecret::Error),
    #[error(transparent)]
    KeyScan(#[from] known_hosts::Error),
    #[error("{action}: {reason}")]
    Cluster { action: String, reason: String },
    #[error(
        "sync path configuration (\"{wanted}\") would overwrite path (\"{existing}\") of existing Kustomization"
    )]
    PathConflict { wanted: String, existing: String },
    #[error("failed to build '{path}': {reason}")]
    Build { path: String, reason: String },
    #[error("{reason}")]
    Hook { reason: String },
    #[error("bootstrap failed with {count} health check failure(s): {messages}")]
    Health { count: usize, messages: String },
    #[error("timeout waiting for bootstrap to complete after {timeout}")]
    Timeout { timeout: String },
}

impl Error {
    fn cluster(action: impl Into<String>) -> impl FnOnce(BoxError) -> Error {
        let action = action.into();
        move |err| Error::Cluster {
            action,
            reason: err.to_string(),
        }
    }
}

/// The steps of a bootstrap, one method each, in the order [`run`] calls them.
pub trait Steps {
    /// Clones the repository, commits and pushes `gotk-components.yaml`, and installs the
    /// components when the cluster has none yet.
    fn reconcile_components(&mut self) -> Result<(), Error>;
    /// Creates the Secret the GitRepository authenticates with, unless it exists and the run
    /// brings no credentials of its own.
    fn reconcile_source_secret(&mut self) -> Result<(), Error>;
    /// Commits and pushes `gotk-sync.yaml` (and `kustomization.yaml` when missing), then applies
    /// them on a first run or asks the controllers to reconcile on later runs.
    fn reconcile_sync_config(&mut self) -> Result<(), Error>;
    /// Waits until the GitRepository and Kustomization report the pushed revision and the
    /// controllers are ready.
    fn report_health(&mut self) -> Result<(), Error>;
}

/// Runs the steps in flux's order.
pub fn run<S: Steps + ?Sized>(steps: &mut S) -> Result<(), Error> {
    steps.reconcile_components()?;
    steps.reconcile_source_secret()?;
    steps.reconcile_sync_config()?;
    steps.report_health()
}

/// Everything a bootstrap needs; providers fill it in like `bootstrap git` does.
#[derive(Debug, Clone)]
pub struct Options {
    /// The URL fluxr clones and pushes to (may differ from `sync.url`, the cluster's).
    pub repository_url: String,
    /// How fluxr authenticates to `repository_url`. Never written anywhere.
    pub git_auth: git::Auth,
    pub author: git::Author,
    /// Added to commit messages after a blank line (`--commit-message-appendix`).
    pub commit_message_appendix: String,
    /// The component manifests; `namespace` is the bootstrap namespace.
    pub install: install::Options,
    /// The sync objects: `branch`, `url` (the cluster's), `target_path`, `secret_name`, ….
    pub sync: sync::Options,
    /// What goes into the source secret `sync.secret_name`.
    pub secret: SecretCredentials,
    /// `--registry-creds user:password`, stored as `install.image_pull_secret`.
    pub registry_credentials: Option<(String, String)>,
    /// The whole run, waits included (`--timeout`).
    pub timeout: Duration,
    /// The host-key types SSH key scans accept (`--ssh-hostkey-algos`); empty for the default.
    pub ssh_hostkey_algos: Vec<String>,
}

/// The credentials the source-controller gets.
#[derive(Debug, Clone)]
pub enum SecretCredentials {
    /// A deploy key (generated when `key` is `None`) plus the `known_hosts` of `host:port`.
    Ssh {
        key: Option<KeyPair>,
        algorithm: KeyAlgorithm,
        /// The passphrase of `key`, stored with it.
        password: String,
        host: String,
        port: u16,
    },
    /// HTTP/S basic auth (token auth), with an optional CA.
    Basic {
        username: String,
        password: String,
        ca: Option<String>,
    },
    /// `Authorization: Bearer`, with an optional CA.
    BearerToken { token: String, ca: Option<String> },
}

impl SecretCredentials {
    /// Whether the run brings credentials of its own; only then is an existing Secret replaced
    /// (flux: a key pair, a CA, a username or a password).
    pub fn given(&self) -> bool {
        match self {
            SecretCredentials::Ssh { key, .. } => key.is_some(),
            SecretCredentials::Basic { .. } | SecretCredentials::BearerToken { .. } => true,
        }
    }
}

/// What the hook of [`GitBootstrapper::on_secret_generated`] sees of a new source secret.
#[derive(Debug, Clone)]
pub struct GeneratedSecret {
    /// `<namespace>/<name>`.
    pub key: String,
    /// The `authorized_keys` line of a deploy key, newline-terminated; `None` for HTTP/S.
    pub public_key: Option<String>,
}

type SecretHook<'a> = Box<dyn FnMut(&GeneratedSecret) -> Result<(), BoxError> + 'a>;

/// Flux's plain Git bootstrapper: the steps over a Git remote and a cluster.
pub struct GitBootstrapper<'a> {
    cluster: &'a dyn ClusterAccess,
    ui: &'a Ui,
    options: Options,
    deadline: Instant,
    checkout: Option<Checkout>,
    /// Decided once, before anything is applied: the Kustomization is missing or has applied
    /// nothing yet.
    first_run: Option<bool>,
    secret_hooks: Vec<SecretHook<'a>>,
}

impl<'a> GitBootstrapper<'a> {
    pub fn new(cluster: &'a dyn ClusterAccess, ui: &'a Ui, options: Options) -> Self {
        let deadline = Instant::now() + options.timeout;
        GitBootstrapper {
            cluster,
            ui,
            options,
            deadline,
            checkout: None,
            first_run: None,
            secret_hooks: Vec::new(),
        }
    }

    /// Adds a hook that runs after a source secret was generated and before it is applied:
    /// `bootstrap git` prints the public key and asks for it to be given access, providers
    /// register the deploy key. An error aborts the bootstrap.
    pub fn on_secret_generated(
        mut self,
        hook: impl FnMut(&GeneratedSecret) -> Result<(), BoxError> + 'a,
    ) -> Self {
        self.secret_hooks.push(Box::new(hook));
        self
    }

    /// Whether this run installs the manifests itself (known after the components step).
    pub fn is_first_run(&self) -> Option<bool> {
        self.first_run
    }

    /// `<branch>@sha1:<head>`, the revision the controllers must report; `None` before a clone.
    pub fn expected_revision(&self) -> Option<String> {
        let checkout = self.checkout.as_ref()?;
        let head = checkout.head()?;
        Some(format!("{}@sha1:{head}", self.options.sync.branch))
    }

    fn namespace(&self) -> &str {
        &self.options.install.namespace
    }

    fn remaining(&self) -> Result<Duration, Error> {
        let now = Instant::now();
        if now >= self.deadline {
            return Err(Error::Timeout {
                timeout: crate::manifestgen::duration::format(self.options.timeout),
            });
        }
        Ok(self.deadline - now)
    }

    fn secret_key(&self) -> String {
        format!("{}/{}", self.namespace(), self.options.sync.secret_name)
    }

    fn existing_secret(&self) -> Result<Option<Value>, Error> {
        let key = self.secret_key();
        self.cluster
            .get(
                "v1",
                "Secret",
                Some(self.namespace()),
                &self.options.sync.secret_name,
            )
            .map_err(Error::cluster(format!(
                "failed to determine if source secret \"{key}\" exists"
            )))
    }

    fn existing_kustomization(&self) -> Result<Option<Value>, Error> {
        let namespace = self.namespace().to_owned();
        self.cluster
            .get(
                KUSTOMIZATION_API,
                "Kustomization",
                Some(&namespace),
                &namespace,
            )
            .map_err(Error::cluster(format!(
                "failed to get Kustomization \"{namespace}/{namespace}\""
            )))
    }

    /// The auth fluxr itself uses. Over SSH the host key must match what the cluster already
    /// trusts (the source secret's `known_hosts`) when there is such a secret; otherwise the key
    /// scanned now is pinned for the run, as flux does.
    fn clone_auth(&self) -> Result<git::Auth, Error> {
        let mut auth = self.options.git_auth.clone();
        let Some(remote) = git::Remote::parse(&self.options.repository_url) else {
            return Ok(auth);
        };
        if remote.scheme != "ssh" || !auth.known_hosts.is_empty() {
            return Ok(auth);
        }
        // The secret's known_hosts are for the host the cluster syncs from.
        let same_host = git::Remote::parse(&self.options.sync.url)
            .is_some_and(|sync| sync.host == remote.host && sync.port == remote.port);
        if same_host
            && let Some(secret) = self.existing_secret()?
            && let Some(known) = secret_value(&secret, sourcesecret::KNOWN_HOSTS_KEY)
            && !known.trim().is_empty()
        {
            auth.known_hosts = known;
            return Ok(auth);
        }
        if !auth.private_key.is_empty() {
            let timeout = known_hosts::SCAN_TIMEOUT.min(self.remaining()?);
            auth.known_hosts = known_hosts::scan(
                &remote.host,
                remote.port,
                timeout,
                &self.options.ssh_hostkey_algos,
            )?;
        }
        Ok(auth)
    }

    fn clone(&self) -> Result<Checkout, Error> {
        let auth = self.clone_auth()?;
        let url = &self.options.repository_url;
        let branch = &self.options.sync.branch;
        self.ui.action(&format!(
            "cloning branch \"{branch}\" from Git repository \"{}\"",
            crate::git::url::redact(url)
        ));
        let checkout = Checkout::clone_temporary(url, branch, &auth, |err| {
            self.ui.warning(&format!(" clone failure: {err}"));
        })
        .map_err(|source| Error::Clone { source })?;
        self.ui.success("cloned repository");
        Ok(checkout)
    }

    fn checkout(&mut self) -> Result<&Checkout, Error> {
        if self.checkout.is_none() {
            self.checkout = Some(self.clone()?);
        }
        Ok(self.checkout.as_ref().expect("cloned above"))
    }

    /// Writes `files` and commits them with `message`; on a rejected push, clones afresh,
    /// writes them again (`files` is called with the new checkout) and retries.
    fn commit_and_push(
        &mut self,
        what: &'static str,
        message: &str,
        mut files: impl FnMut(&Checkout) -> Result<Vec<(String, String)>, Error>,
    ) -> Result<bool, Error> {
        let branch = self.options.sync.branch.clone();
        let url = self.options.repository_url.clone();
        for attempt in 1..=PUSH_ATTEMPTS {
            self.remaining()?;
            if self.checkout.is_none() {
                self.checkout = Some(self.clone()?);
            }
            let checkout = self.checkout.as_ref().expect("cloned above");
            let files = files(checkout)?;
            for (path, content) in &files {
                checkout.write_file(path, content.as_bytes())?;
            }
            let paths: Vec<&str> = files.iter().map(|(path, _)| path.as_str()).collect();
            let commit = checkout.commit(
                &paths,
                &self.options.author,
                message,
                &self.options.commit_message_appendix,
            )?;
            let Some(commit) = commit else {
                self.ui.success(&format!("{what} manifests are up to date"));
                return Ok(false);
            };
            self.ui.success(&format!(
                "committed {what} manifests to \"{branch}\" (\"{commit}\")"
            ));
            self.ui.action(&format!(
                "pushing {what} manifests to \"{}\"",
                crate::git::url::redact(&url)
            ));
            match checkout.push() {
                Ok(()) => return Ok(true),
                Err(err) if err.is_retryable() && attempt < PUSH_ATTEMPTS => {
                    self.ui
                        .waiting("git conflict detected, retrying with a fresh clone");
                    self.checkout = None;
                }
                Err(source) => return Err(Error::Push { what, source }),
            }
        }
        unreachable!("the last attempt returns")
    }

    /// Objects of `<path>/<ns>/kustomization.yaml` in the checkout, built by the native
    /// kustomize engine, so that the user's patches are applied too.
    fn build_namespace_dir(&self) -> Result<Vec<Value>, Error> {
        let checkout = self.checkout.as_ref().expect("cloned before building");
        let dir_path = namespace_dir(&self.options.sync);
        let dir = checkout.path().join(&dir_path);
        let options = crate::kustomize::Options::default();
        crate::kustomize::build(&crate::kustomize::fs::RealFs, &dir, &options).map_err(|err| {
            Error::Build {
                path: dir_path,
                reason: err.to_string(),
            }
        })
    }

    fn apply(&self, objects: &[Value], what: &str) -> Result<(), Error> {
        self.remaining()?;
        self.cluster
            .apply(objects)
            .map_err(Error::cluster(format!("failed to apply {what}")))?;
        Ok(())
    }

    fn generate_secret(&self) -> Result<(Value, GeneratedSecret), Error> {
        let mut options = sourcesecret::Options {
            name: self.options.sync.secret_name.clone(),
            namespace: self.namespace().to_owned(),
            ..sourcesecret::Options::default()
        };
        match &self.options.secret {
            SecretCredentials::Ssh {
                key,
                algorithm,
                password,
                host,
                port,
            } => {
                let keypair = match key {
                    Some(pair) => pair.clone(),
                    None => sourcesecret::generate_key_pair(*algorithm)?,
                };
                let timeout = known_hosts::SCAN_TIMEOUT.min(self.remaining()?);
                options.known_hosts = Some(known_hosts::scan(
                    host,
                    *port,
                    timeout,
                    &self.options.ssh_hostkey_algos,
                )?);
                options.keypair = Some(keypair);
                options.password = password.clone();
            }
            SecretCredentials::Basic {
                username,
                password,
                ca,
            } => {
                options.username = username.clone();
                options.password = password.clone();
                options.ca_crt = ca.clone();
            }
            SecretCredentials::BearerToken { token, ca } => {
                options.bearer_token = token.clone();
                options.ca_crt = ca.clone();
            }
        }
        let secret = sourcesecret::secret(&options)?;
        let generated = GeneratedSecret {
            key: self.secret_key(),
            public_key: options.keypair.map(|pair| pair.public_key),
        };
        Ok((secret, generated))
    }

    fn reconcile_registry_credentials(&self) -> Result<(), Error> {
        let Some((user, password)) = &self.options.registry_credentials else {
            return Ok(());
        };
        let name = &self.options.install.image_pull_secret;
        let secret = install::image_pull_secret(&self.options.install, user, password);
        self.apply(&[secret], &format!("image pull secret {name}"))?;
        self.ui
            .success(&format!("reconciled image pull secret {name}"));
        Ok(())
    }

    /// flux refuses to point an existing Kustomization at another path: that would make this
    /// cluster apply another cluster's directory.
    fn check_sync_path(&self) -> Result<(), Error> {
        let wanted = sync::kustomization_path(&self.options.sync.target_path);
        if let Some(existing) = self.existing_kustomization()? {
            let current = existing
                .pointer("/spec/path")
                .and_then(Value::as_str)
                .unwrap_or_default();
            if !current.is_empty() && normalize_path(current) != normalize_path(&wanted) {
                return Err(Error::PathConflict {
                    wanted,
                    existing: current.to_owned(),
                });
            }
        }
        Ok(())
    }

    /// Asks the source-controller and the kustomize-controller to reconcile now, unless the
    /// GitRepository already reports `revision`.
    fn request_reconcile(&self, revision: &str) -> Result<(), Error> {
        let namespace = self.namespace().to_owned();
        let repository = self
            .cluster
            .get(
                GIT_REPOSITORY_API,
                "GitRepository",
                Some(&namespace),
                &namespace,
            )
            .map_err(Error::cluster("failed to get GitRepository"))?;
        let reported = repository
            .as_ref()
            .and_then(|object| object.pointer("/status/artifact/revision"))
            .and_then(Value::as_str);
        if reported == Some(revision) {
            return Ok(());
        }
        self.ui.action(&format!(
            "requesting reconciliation of GitRepository and Kustomization \"{namespace}/{namespace}\""
        ));
        for (api, kind) in [
            (GIT_REPOSITORY_API, "GitRepository"),
            (KUSTOMIZATION_API, "Kustomization"),
        ] {
            self.cluster
                .request_reconcile(api, kind, &namespace, &namespace)
                .map_err(Error::cluster(format!(
                    "failed to request reconciliation of {kind} \"{namespace}/{namespace}\""
                )))?;
        }
        Ok(())
    }
}

impl Steps for GitBootstrapper<'_> {
    fn reconcile_components(&mut self) -> Result<(), Error> {
        // Refused before anything is pushed, not only at the sync step as flux does.
        self.check_sync_path()?;
        self.checkout()?;
        self.ui.action("generating component manifests");
        let install_options = self.options.install.clone();
        let components = install::generate(&install_options)?;
        let components_path = namespace_file(&self.options.sync, sync::COMPONENTS_FILE);
        self.ui.success("generated component manifests");
        let message = format!("Add Flux {} component manifests", install_options.version);
        self.commit_and_push("component", &message, |_| {
            Ok(vec![(components_path.clone(), components.clone())])
        })?;

        let kustomization = self.existing_kustomization()?;
        let applied = kustomization
            .as_ref()
            .and_then(|object| object.pointer("/status/lastAppliedRevision"))
            .and_then(Value::as_str)
            .is_some_and(|revision| !revision.is_empty());
        self.first_run = Some(!applied);
        if !applied {
            let namespace = self.namespace().to_owned();
            self.ui.action(&format!(
                "installing components in \"{namespace}\" namespace"
            ));
            let checkout = self.checkout.as_ref().expect("cloned above");
            let user_kustomization = namespace_file(&self.options.sync, sync::KUSTOMIZATION_FILE);
            let objects = if checkout.read_file(&user_kustomization)?.is_some() {
                self.build_namespace_dir()?
            } else {
                install::objects(&install_options)?
            };
            self.apply(&objects, "components")?;
            self.ui.success("installed components");
        }
        self.reconcile_registry_credentials()?;
        self.ui.success("reconciled components");
        Ok(())
    }

    fn reconcile_source_secret(&mut self) -> Result<(), Error> {
        let key = self.secret_key();
        self.ui
            .action(&format!("determining if source secret \"{key}\" exists"));
        let existing = self.existing_secret()?;
        if existing.is_some() && !self.options.secret.given() {
            self.ui.success("source secret up to date");
            return Ok(());
        }
        self.ui.action("generating source secret");
        let (secret, generated) = self.generate_secret()?;
        if let Some(existing) = &existing
            && same_secret_data(existing, &secret)
        {
            self.ui.success("source secret up to date");
            return Ok(());
        }
        for hook in &mut self.secret_hooks {
            hook(&generated).map_err(|err| Error::Hook {
                reason: err.to_string(),
            })?;
        }
        self.ui.action(&format!("applying source secret \"{key}\""));
        self.apply(&[with_data(&secret)], &format!("source secret \"{key}\""))?;
        self.ui.success("reconciled source secret");
        Ok(())
    }

    fn reconcile_sync_config(&mut self) -> Result<(), Error> {
        self.check_sync_path()?;
        self.checkout()?;
        self.ui.action("generating sync manifests");
        let sync_manifest = sync::generate(&self.options.sync);
        let kustomization_path = namespace_file(&self.options.sync, sync::KUSTOMIZATION_FILE);
        self.ui.success("generated sync manifests");
        self.commit_and_push("sync", "Add Flux sync manifests", |checkout| {
            let mut files = vec![(sync_manifest.path.clone(), sync_manifest.content.clone())];
            // A kustomization.yaml in the repository is the user's: it is never rewritten.
            if checkout.read_file(&kustomization_path)?.is_none() {
                let listed = kustomization_resources(checkout, &sync_manifest.path)?;
                let listed: Vec<&str> = listed.iter().map(String::as_str).collect();
                files.push((
                    kustomization_path.clone(),
                    sync::kustomization_yaml(&listed),
                ));
            }
            Ok(files)
        })?;

        if self.first_run != Some(false) {
            self.ui.action("applying sync manifests");
            let objects = self.build_namespace_dir()?;
            self.apply(&objects, "sync manifests")?;
        } else if let Some(revision) = self.expected_revision() {
            self.request_reconcile(&revision)?;
        }
        self.ui.success("reconciled sync configuration");
        Ok(())
    }

    fn report_health(&mut self) -> Result<(), Error> {
        let namespace = self.namespace().to_owned();
        let key = format!("{namespace}/{namespace}");
        let revision = self.expected_revision().unwrap_or_default();
        let mut failures = Vec::new();

        self.ui.waiting(&format!(
            "waiting for GitRepository \"{key}\" to be reconciled"
        ));
        let waited = self.remaining().and_then(|timeout| {
            self.cluster
                .wait_git_repository_revision(&namespace, &namespace, &revision, timeout)
                .map_err(Error::cluster(format!("GitRepository \"{key}\"")))
        });
        match waited {
            Ok(()) => self.ui.success("GitRepository reconciled successfully"),
            Err(err) => {
                self.ui.failure(&err.to_string());
                failures.push(err.to_string());
            }
        }

        self.ui.waiting(&format!(
            "waiting for Kustomization \"{key}\" to be reconciled"
        ));
        let waited = self.remaining().and_then(|timeout| {
            self.cluster
                .wait_kustomization_revision(&namespace, &namespace, &revision, timeout)
                .map_err(Error::cluster(format!("Kustomization \"{key}\"")))
        });
        match waited {
            Ok(()) => self.ui.success("Kustomization reconciled successfully"),
            Err(err) => {
                self.ui.failure(&err.to_string());
                failures.push(err.to_string());
            }
        }

        self.ui.action("confirming components are healthy");
        let mut components = self.options.install.components.clone();
        components.sort();
        let waited = self.remaining().and_then(|timeout| {
            self.cluster
                .wait_deployments_ready(&namespace, &components, timeout)
                .map_err(Error::cluster("components are not healthy"))
        });
        match waited {
            Ok(()) => {
                for component in &components {
                    self.ui.success(&format!("{component}: deployment ready"));
                }
                self.ui.success("all components are healthy");
            }
            Err(err) => {
                self.ui.failure(&err.to_string());
                failures.push(err.to_string());
            }
        }

        if failures.is_empty() {
            Ok(())
        } else {
            Err(Error::Health {
                count: failures.len(),
                messages: failures.join("; "),
            })
        }
    }
}

/// `<path>/<ns>/<file>` as the sync generator places it.
fn namespace_file(options: &sync::Options, file: &str) -> String {
    let dir = namespace_dir(options);
    if dir.is_empty() {
        file.to_owned()
    } else {
        format!("{dir}/{file}")
    }
}

fn namespace_dir(options: &sync::Options) -> String {
    [options.target_path.as_str(), options.namespace.as_str()]
        .iter()
        .flat_map(|part| part.split('/'))
        .filter(|segment| !segment.is_empty() && *segment != ".")
        .collect::<Vec<_>>()
        .join("/")
}

/// `./a/b/` and `a/b` name the same directory.
fn normalize_path(path: &str) -> String {
    let segments: Vec<&str> = path
        .split('/')
        .filter(|segment| !segment.is_empty() && *segment != ".")
        .collect();
    format!("./{}", segments.join("/"))
}

/// The files a generated `kustomization.yaml` lists: every manifest of the directory that
/// parses as Kubernetes objects (as flux's generator walks it), plus the sync file.
fn kustomization_resources(checkout: &Checkout, sync_path: &str) -> Result<Vec<String>, Error> {
    let dir_path = sync_path.rsplit_once('/').map_or("", |(dir, _)| dir);
    let dir = checkout.path().join(dir_path);
    let mut files = vec![sync::COMPONENTS_FILE.to_owned(), sync::SYNC_FILE.to_owned()];
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let is_yaml = name.ends_with(".yaml") || name.ends_with(".yml");
            if !is_yaml || files.contains(&name) || !entry.path().is_file() {
                continue;
            }
            let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
            let is_krm = crate::yaml::parse_stream(&text).is_ok_and(|docs| {
                !docs.is_empty()
                    && docs
                        .iter()
                        .all(|doc| doc.get("apiVersion").is_some() && doc.get("kind").is_some())
            });
            if is_krm {
                files.push(name);
            }
        }
    }
    Ok(files)
}

/// A Secret with `stringData` turned into `data`, as the API server stores it.
fn with_data(secret: &Value) -> Value {
    let mut secret = secret.clone();
    if let Some(object) = secret.as_object_mut()
        && let Some(Value::Object(string_data)) = object.remove("stringData")
    {
        let data: Map<String, Value> = string_data
            .into_iter()
            .map(|(key, value)| {
                let text = value.as_str().unwrap_or_default();
                (key, Value::String(base64_encode(text.as_bytes())))
            })
            .collect();
        object.insert("data".into(), data.into());
    }
    secret
}

/// A key of a Secret from the cluster, decoded.
fn secret_value(secret: &Value, key: &str) -> Option<String> {
    use base64::Engine as _;
    if let Some(text) = secret.pointer(&format!("/stringData/{key}")) {
        return text.as_str().map(str::to_owned);
    }
    let encoded = secret.get("data")?.get(key)?.as_str()?;
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(encoded)
        .ok()?;
    String::from_utf8(bytes).ok()
}

/// Whether the Secret in the cluster already holds exactly the generated data.
fn same_secret_data(existing: &Value, generated: &Value) -> bool {
    let Some(Value::Object(wanted)) = generated.get("stringData") else {
        return false;
    };
    let existing_keys = existing
        .get("data")
        .and_then(Value::as_object)
        .map_or(0, Map::len);
    existing_keys == wanted.len()
        && wanted
            .iter()
            .all(|(key, value)| secret_value(existing, key).as_deref() == value.as_str())
}

fn base64_encode(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn paths_compare_without_dots_and_slashes() {
        assert_eq!(normalize_path("./clusters/prod/"), "./clusters/prod");
        assert_eq!(normalize_path("clusters/prod"), "./clusters/prod");
        assert_eq!(normalize_path("./"), "./");
    }

    #[test]
    fn secrets_go_to_the_cluster_as_data_and_compare_decoded() {
        let generated = json!({
            "apiVersion": "v1", "kind": "Secret",
            "metadata": { "name": "flux-system", "namespace": "flux-system" },
            "stringData": { "password": "s3cret", "username": "git" },
        });
        let stored = with_data(&generated);
        assert!(stored.get("stringData").is_none());
        assert_eq!(stored["data"]["username"], "Z2l0");
        assert!(same_secret_data(&stored, &generated));
        let mut rotated = generated.clone();
        rotated["stringData"]["password"] = "new".into();
        assert!(!same_secret_data(&stored, &rotated));
    }

    #[test]
    fn only_given_credentials_replace_a_secret() {
        let generated_key = SecretCredentials::Ssh {
            key: None,
            algorithm: KeyAlgorithm::default(),
            password: String::new(),
            host: "example.org".into(),
            port: 22,
        };
        assert!(!generated_key.given());
        let token = SecretCredentials::BearerToken {
            token: "t".into(),
            ca: None,
        };
        assert!(token.given());
    }

    #[test]
    fn namespace_files_join_path_and_namespace() {
        let options = sync::Options {
            target_path: "./clusters/prod".into(),
            ..sync::Options::default()
        };
        assert_eq!(
            namespace_file(&options, "gotk-sync.yaml"),
            "clusters/prod/flux-system/gotk-sync.yaml"
        );
    }
}
