//! Bootstrapping a cluster from a Git repository: flux's steps, shared by every provider.
//!
//! [`Steps`] has one method per step of flux's `bootstrap.Run` (components, source secret, sync
//! configuration, health), and [`run`] calls them in order. [`GitBootstrapper`] implements them
//! over a plain Git remote; providers (GitHub, …) create the repository and a deploy key first,
//! then hand the same [`Options`] to a `GitBootstrapper`, adding a hook that runs when a source
//! secret was generated ([`GitBootstrapper::on_secret_generated`]).
//!
//! One difference from flux, on purpose: fluxr applies to the cluster only what Git cannot
//! bring, as [`apply_rule`] states: the components on the first run (flux's rule), the
//! source secret and the sync objects while the source-controller could not fetch the new
//! commit with what the cluster holds. Every other change is committed and pushed; the
//! controllers are then asked to reconcile (`reconcile.fluxcd.io/requestedAt`) and the run waits
//! until they handled that request and report the pushed revision, so that the cluster only
//! ever runs what Git holds. Problems that can be known before the first push are checked
//! before it ([`preflight`]).

pub mod apply_rule;
pub mod cluster;
pub mod git_source;
pub mod github;
pub mod hosting;
pub mod interrupt;
pub mod plain;
pub mod preflight;
pub mod provider;
pub mod settings;

use std::time::{Duration, Instant};

use serde_json::{Map, Value};

pub use apply_rule::SyncReason;
pub use cluster::{BoxError, ClusterAccess, WaitError};

use crate::git::{self, Checkout, known_hosts};
use crate::kube::KubeError;
use crate::manifestgen::install;
use crate::manifestgen::secrets;
use crate::manifestgen::sourcesecret::{self, KeyAlgorithm, KeyPair};
use crate::manifestgen::sync;
use crate::ui::Ui;
use apply_rule::secret_value;

pub use crate::api::kustomize::API_VERSION as KUSTOMIZATION_API;
pub use crate::api::source::API_VERSION as GIT_REPOSITORY_API;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("failed to clone repository")]
    Clone {
        #[source]
        source: git::Error,
    },
    /// flux's words: `failed to push manifests` for the components, `failed to push sync
    /// manifests` for the sync commit.
    #[error("{message}")]
    Push {
        message: &'static str,
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
    GitHubAppSecret(#[from] secrets::Error),
    #[error(transparent)]
    KeyScan(#[from] known_hosts::Error),
    #[error("{action}")]
    Cluster {
        action: String,
        #[source]
        source: BoxError,
    },
    #[error(
        "sync path configuration (\"{wanted}\") would overwrite path (\"{existing}\") of existing Kustomization"
    )]
    PathConflict { wanted: String, existing: String },
    #[error("failed to build '{path}'")]
    Build {
        path: String,
        #[source]
        source: Box<crate::kustomize::build::BuildError>,
    },
    /// An apply that failed, in the apply's own words, as flux returns it.
    #[error(transparent)]
    Apply(BoxError),
    /// What a hook of the caller refused, in its own words.
    #[error(transparent)]
    Hook(BoxError),
    #[error(transparent)]
    PathClash(#[from] preflight::PathClash),
    #[error(transparent)]
    SeveralKustomizations(#[from] preflight::SeveralKustomizations),
    #[error(transparent)]
    NotInBuild(#[from] preflight::NotInBuild),
    #[error(
        "aborting: {components} stays in the repository; pass --force to drop it without asking"
    )]
    DropDeclined { components: String },
    #[error("could not read the answer")]
    Prompt(#[source] std::io::Error),
    #[error(
        "refusing to send a token or password over plain HTTP to {host}: use an https:// URL, \
         or pass --allow-insecure-http"
    )]
    InsecureHttp { host: String },
    #[error("bootstrap failed with {count} health check failure(s): {messages}")]
    Health { count: usize, messages: String },
    /// The run's time ran out before a step that talks to the cluster or the remote.
    #[error("timeout waiting for bootstrap to complete after {timeout}")]
    Timeout { timeout: String },
}

impl Error {
    fn cluster(action: impl Into<String>) -> impl FnOnce(BoxError) -> Error {
        let action = action.into();
        move |source| Error::Cluster { action, source }
    }
}

/// The steps of a bootstrap, one method each, in the order [`run`] calls them.
pub trait Steps {
    /// Clones the repository, checks what the run will commit, decides what it applies
    /// ([`apply_rule`]), commits and pushes `gotk-components.yaml`, and installs the components
    /// on the first run (the Kustomization missing or without an applied revision, as flux's).
    fn reconcile_components(&mut self) -> Result<(), Error>;
    /// Creates the Secret the GitRepository authenticates with, unless it exists, fits the
    /// sync URL and the run brings no credentials of its own.
    fn reconcile_source_secret(&mut self) -> Result<(), Error>;
    /// Commits and pushes `gotk-sync.yaml` (and `kustomization.yaml` when the directory has no
    /// kustomization file), applies the sync objects when [`apply_rule`] says so, and asks the
    /// controllers to reconcile.
    fn reconcile_sync_config(&mut self) -> Result<(), Error>;
    /// Waits until the GitRepository and Kustomization handled the reconcile request and report
    /// the pushed revision, and the controllers are ready: all three waits run, each failure is
    /// printed when it happens, and the run fails with all of them, as flux's does.
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
    /// Lets a token or password travel over plain HTTP (`--allow-insecure-http`).
    pub allow_insecure_http: bool,
    /// Drops components (and their CRDs) without asking (`--force`, `--silent`).
    pub force: bool,
}

/// What a run applies to the cluster, decided before its first push (see [`apply_rule`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// Why the components are installed (what Git delivery lacks); `None` when Git brings them.
    pub install: Option<String>,
    /// Why the sync objects are applied; `None` when Git brings them.
    pub sync: Option<SyncReason>,
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
    /// A GitHub App's credentials, for a GitRepository with `provider: github`: the
    /// source-controller exchanges them for installation tokens itself.
    GitHubApp(secrets::GitHubApp),
}

impl SecretCredentials {
    /// Whether the run brings credentials of its own; only then is an existing Secret replaced.
    /// flux's rule: a key pair, a CA, or a username or password (an SSH key's passphrase
    /// counts, a bearer token does not).
    pub fn given(&self) -> bool {
        match self {
            SecretCredentials::Ssh { key, password, .. } => key.is_some() || !password.is_empty(),
            SecretCredentials::Basic {
                username,
                password,
                ca,
            } => !username.is_empty() || !password.is_empty() || ca.is_some(),
            SecretCredentials::BearerToken { ca, .. } => ca.is_some(),
            SecretCredentials::GitHubApp(_) => true,
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

/// The credentials a provider finds when the source-secret step starts (a deploy token): the
/// credentials, the source secret as it read it, and whether they are the ones it holds.
pub type Credentials = (SecretCredentials, Option<Value>, bool);
type CredentialsHook<'a> = Box<dyn FnMut() -> Result<Credentials, BoxError> + 'a>;

/// Flux's plain Git bootstrapper: the steps over a Git remote and a cluster.
pub struct GitBootstrapper<'a> {
    cluster: &'a dyn ClusterAccess,
    ui: &'a Ui,
    options: Options,
    deadline: Instant,
    checkout: Option<Checkout>,
    /// Decided once, before the first push.
    plan: Option<Plan>,
    /// What the commit builds to: the component objects installed when Flux is missing.
    built: Vec<Value>,
    secret_hooks: Vec<SecretHook<'a>>,
    credentials_hook: Option<CredentialsHook<'a>>,
    /// The source secret as the cluster had it when first read this run; forgotten once the
    /// run applies its own.
    known_secret: std::cell::OnceCell<Option<Value>>,
    /// The credentials are what the source secret holds already (a deploy token kept), so
    /// they count as not given, as flux's unchanged deploy token.
    kept_credentials: bool,
    /// The Kustomization as the cluster had it when first read this run: the path check and
    /// the apply rule look at the same object, read once.
    known_kustomization: std::cell::OnceCell<Option<Value>>,
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
            plan: None,
            built: Vec::new(),
            secret_hooks: Vec::new(),
            credentials_hook: None,
            known_secret: std::cell::OnceCell::new(),
            kept_credentials: false,
            known_kustomization: std::cell::OnceCell::new(),
        }
    }

    /// Sets a hook that runs first in the source-secret step, where flux reconciles a deploy
    /// token, and gives the credentials the step uses.
    pub fn on_source_secret(
        mut self,
        hook: impl FnMut() -> Result<Credentials, BoxError> + 'a,
    ) -> Self {
        self.credentials_hook = Some(Box::new(hook));
        self
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

    /// What this run applies to the cluster (known after the components step).
    pub fn plan(&self) -> Option<&Plan> {
        self.plan.as_ref()
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

    fn sync_key(&self) -> String {
        format!("{}/{}", self.options.sync.namespace, self.options.sync.name)
    }

    fn remaining(&self) -> Result<Duration, Error> {
        let now = Instant::now();
        if now >= self.deadline {
            return Err(Error::Timeout {
                timeout: crate::duration::format(self.options.timeout),
            });
        }
        Ok(self.deadline - now)
    }

    fn secret_key(&self) -> String {
        format!("{}/{}", self.namespace(), self.options.sync.secret_name)
    }

    fn existing_secret(&self) -> Result<Option<Value>, Error> {
        if let Some(known) = self.known_secret.get() {
            return Ok(known.clone());
        }
        let secret = self
            .cluster
            .get(
                "v1",
                "Secret",
                Some(self.namespace()),
                &self.options.sync.secret_name,
            )
            .map_err(Error::cluster(
                "failed to determine if deploy key secret exists",
            ))?;
        let _ = self.known_secret.set(secret.clone());
        Ok(secret)
    }

    fn existing_kustomization(&self) -> Result<Option<Value>, BoxError> {
        if let Some(known) = self.known_kustomization.get() {
            return Ok(known.clone());
        }
        let sync = &self.options.sync;
        let kustomization = self.cluster.get(
            KUSTOMIZATION_API,
            "Kustomization",
            Some(&sync.namespace),
            &sync.name,
        )?;
        let _ = self.known_kustomization.set(kustomization.clone());
        Ok(kustomization)
    }

    fn existing_git_repository(&self) -> Result<Option<Value>, Error> {
        let sync = &self.options.sync;
        self.cluster
            .get(
                GIT_REPOSITORY_API,
                "GitRepository",
                Some(&sync.namespace),
                &sync.name,
            )
            .map_err(Error::cluster(format!(
                "failed to get GitRepository \"{}\"",
                self.sync_key()
            )))
    }

    /// A token or password never travels over plain HTTP unless the user allowed it, whatever
    /// URL a provider's API handed out: neither fluxr's own pushes nor the cluster's fetches.
    fn check_plain_http(&self) -> Result<(), Error> {
        let auth = &self.options.git_auth;
        let pushes_secret = !auth.password.is_empty() || !auth.bearer_token.is_empty();
        check_plain_http(
            &self.options.repository_url,
            pushes_secret,
            self.options.allow_insecure_http,
        )?;
        let fetches_secret = matches!(
            self.options.secret,
            SecretCredentials::Basic { .. }
                | SecretCredentials::BearerToken { .. }
                | SecretCredentials::GitHubApp(_)
        );
        check_plain_http(
            &self.options.sync.url,
            fetches_secret,
            self.options.allow_insecure_http,
        )
    }

    /// The auth fluxr itself uses. Over SSH the host key must match what the cluster already
    /// trusts (the source secret's `known_hosts`) when there is such a secret; otherwise the key
    /// scanned now is pinned for the run, as flux does.
    fn clone_auth(&self) -> Result<git::Auth, Error> {
        let mut auth = self.options.git_auth.clone();
        let Some(remote) = git::GitUrl::remote(&self.options.repository_url) else {
            return Ok(auth);
        };
        if remote.scheme() != "ssh" || !auth.known_hosts.is_empty() {
            return Ok(auth);
        }
        let (host, port) = (remote.host(), remote.port_or_default());
        // The secret's known_hosts are for the host the cluster syncs from.
        let same_host = git::GitUrl::remote(&self.options.sync.url)
            .is_some_and(|sync| sync.host() == host && sync.port_or_default() == port);
        if same_host
            && let Some(secret) = self.existing_secret()?
            && let Some(known) = secret_value(&secret, sourcesecret::KNOWN_HOSTS_KEY)
            && known_hosts::knows_host(&known, host, port)
        {
            auth.known_hosts = known;
            return Ok(auth);
        }
        if !auth.private_key.is_empty() {
            let timeout = known_hosts::SCAN_TIMEOUT.min(self.remaining()?);
            auth.known_hosts =
                known_hosts::scan(host, port, timeout, &self.options.ssh_hostkey_algos)?;
        }
        Ok(auth)
    }

    fn clone(&self) -> Result<Checkout, Error> {
        let url = &self.options.repository_url;
        let branch = &self.options.sync.branch;
        self.ui.action(&format!(
            "cloning branch \"{branch}\" from Git repository \"{}\"",
            crate::git::url::redact(url)
        ));
        let checkout = self.clone_quietly()?;
        self.ui.success("cloned repository");
        Ok(checkout)
    }

    /// A clone without its progress lines, as flux clones again after a push conflict; only
    /// failed attempts are reported.
    fn clone_quietly(&self) -> Result<Checkout, Error> {
        let auth = self.clone_auth()?;
        let url = &self.options.repository_url;
        let branch = &self.options.sync.branch;
        Checkout::clone_temporary(url, branch, &auth, |err| {
            self.ui.warning(&format!(" clone failure: {err}"));
        })
        .map_err(|source| Error::Clone { source })
    }

    fn checkout(&mut self) -> Result<&Checkout, Error> {
        if self.checkout.is_none() {
            self.checkout = Some(self.clone()?);
        }
        Ok(self.checkout.as_ref().expect("cloned above"))
    }

    /// Writes `files` and commits them with `message`, then pushes. As in flux, a rejected
    /// components push is fatal, while a rejected sync push clones afresh (quietly), generates
    /// the files again (`files` is called with the new checkout) and retries, for as long as
    /// the run's time lasts.
    fn commit_and_push(
        &mut self,
        what: &'static str,
        message: &str,
        mut files: impl FnMut(&Checkout) -> Result<Vec<(String, String)>, Error>,
    ) -> Result<bool, Error> {
        let branch = self.options.sync.branch.clone();
        let url = self.options.repository_url.clone();
        let sync = what == "sync";
        loop {
            self.remaining()?;
            if self.checkout.is_none() && sync {
                self.checkout = Some(self.clone_quietly()?);
                self.ui.action("generating sync manifests");
                self.ui.success("generated sync manifests");
            } else if self.checkout.is_none() {
                self.checkout = Some(self.clone()?);
            }
            let checkout = self.checkout.as_ref().expect("cloned above");
            let files = files(checkout)?;
            let paths: Vec<&str> = files.iter().map(|(path, _)| path.as_str()).collect();
            preflight::check_writable(checkout.path(), &paths)?;
            for (path, content) in &files {
                checkout.write_file(path, content.as_bytes())?;
            }
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
                Err(err) if sync && err.is_retryable() => {
                    self.ui
                        .waiting("git conflict detected, retrying with a fresh clone");
                    self.checkout = None;
                }
                Err(source) => {
                    let message = if sync {
                        "failed to push sync manifests"
                    } else {
                        "failed to push manifests"
                    };
                    return Err(Error::Push { message, source });
                }
            }
        }
    }

    /// Objects of the cluster's `<path>/<ns>` directory in the checkout, built by the native
    /// kustomize engine, so that the user's patches are applied too.
    fn build_namespace_dir(&self) -> Result<Vec<Value>, Error> {
        let checkout = self.checkout.as_ref().expect("cloned before building");
        let dir_path = namespace_dir(&self.options.sync);
        let dir = checkout.path().join(&dir_path);
        let options = crate::kustomize::Options::default();
        crate::kustomize::build(&crate::kustomize::fs::RealFs, &dir, &options).map_err(|source| {
            Error::Build {
                path: dir_path,
                source: Box::new(source),
            }
        })
    }

    /// The GitRepository and Kustomization the checkout's directory builds to.
    fn built_sync_objects(&self, objects: &[Value]) -> Result<(Value, Value), Error> {
        let sync = &self.options.sync;
        Ok(preflight::sync_objects(
            objects,
            &namespace_dir(sync),
            &sync.namespace,
            &sync.name,
            &self.options.install.components,
        )?)
    }

    /// Everything that can be known before the first push: the paths fluxr writes, the
    /// directory's kustomization file, components this run would drop, and what the commit
    /// builds to; then what the run will apply ([`Plan`]).
    fn prepare(&mut self, components: &str) -> Result<(), Error> {
        let components_path = namespace_file(&self.options.sync, sync::COMPONENTS_FILE);
        self.checkout()?;
        let checkout = self.checkout.as_ref().expect("cloned above");
        let mut files = vec![(components_path.clone(), components.to_owned())];
        files.extend(sync_commit_files(checkout, &self.options.sync)?);
        let paths: Vec<&str> = files.iter().map(|(path, _)| path.as_str()).collect();
        preflight::check_writable(checkout.path(), &paths)?;
        self.confirm_dropped_components(checkout, &components_path, components)?;
        // Written now to build the result; each commit stages only its own files.
        for (path, content) in &files {
            checkout.write_file(path, content.as_bytes())?;
        }
        let objects = self.build_namespace_dir()?;
        let (repository, kustomization) = self.built_sync_objects(&objects)?;
        let plan = self.decide(&repository, &kustomization)?;
        self.built = objects;
        self.plan = Some(plan);
        Ok(())
    }

    /// Names the components the branch has and this run drops, with the kinds their CRDs take
    /// away, and asks before going on (unless forced).
    fn confirm_dropped_components(
        &self,
        checkout: &Checkout,
        components_path: &str,
        components: &str,
    ) -> Result<(), Error> {
        let Some(old) = checkout.read_committed(components_path)? else {
            return Ok(());
        };
        if old == components.as_bytes() {
            return Ok(());
        }
        // Text that is not a manifest stream names no component to drop.
        let old = crate::yaml::parse_stream(&String::from_utf8_lossy(&old)).unwrap_or_default();
        let dropped = preflight::dropped_components(&old, &self.options.install.components);
        if dropped.is_empty() {
            return Ok(());
        }
        for component in &dropped {
            self.ui.warning(&format!(
                "dropping {} removes its CustomResourceDefinitions, and with them every object \
                 of their kinds in the cluster: {}",
                component.component,
                component.kinds.join(", ")
            ));
        }
        let names: Vec<&str> = dropped.iter().map(|d| d.component.as_str()).collect();
        let names = names.join(", ");
        if self.options.force {
            return Ok(());
        }
        let question = format!("Drop {names} and delete those objects");
        if self.ui.confirm(&question).map_err(Error::Prompt)? {
            Ok(())
        } else {
            Err(Error::DropDeclined { components: names })
        }
    }

    /// [`apply_rule`] on what the cluster holds now and what the commit builds to.
    fn decide(&self, repository: &Value, kustomization: &Value) -> Result<Plan, Error> {
        // flux's mustInstallManifests installs when the Kustomization cannot be read at all.
        let cluster_kustomization = self.existing_kustomization().ok().flatten();
        if let Some(why) =
            apply_rule::must_install(&self.sync_key(), cluster_kustomization.as_ref())
        {
            return Ok(Plan {
                install: Some(why),
                sync: Some(SyncReason::Install),
            });
        }
        let cluster_repository = self.existing_git_repository()?;
        Ok(Plan {
            install: None,
            sync: apply_rule::sync_reason(
                cluster_repository.as_ref(),
                cluster_kustomization.as_ref(),
                repository,
                kustomization,
            ),
        })
    }

    /// The plan, preparing the run first when the components step did not.
    fn prepared_plan(&mut self) -> Result<Plan, Error> {
        if self.plan.is_none() {
            let components = install::generate(&self.options.install)?;
            self.prepare(&components)?;
        }
        Ok(self.plan.clone().expect("prepared above"))
    }

    /// Applies `objects`; flux returns the apply's error as it is, except for the image pull
    /// secret, which `wrap` then names.
    fn apply(&self, objects: &[Value], wrap: Option<&str>) -> Result<(), Error> {
        self.remaining()?;
        self.cluster.apply(objects).map_err(|source| match wrap {
            Some(action) => Error::Cluster {
                action: action.to_owned(),
                source,
            },
            None => Error::Apply(source),
        })
    }

    fn generate_secret(&self, existing: Option<&Value>) -> Result<(Value, GeneratedSecret), Error> {
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
                // A secret that only lacks the new host's key keeps its deploy key.
                let kept = existing.and_then(|secret| {
                    let private = secret_value(secret, sourcesecret::PRIVATE_KEY_KEY)?;
                    let passphrase =
                        secret_value(secret, sourcesecret::PASSWORD_KEY).unwrap_or_default();
                    sourcesecret::load_key_pair(&private, &passphrase)
                        .ok()
                        .map(|pair| (pair, passphrase))
                });
                let (keypair, passphrase) = match (key, kept) {
                    (Some(pair), _) => (pair.clone(), password.clone()),
                    (None, Some(kept)) => kept,
                    (None, None) => (
                        sourcesecret::generate_key_pair(*algorithm)?,
                        password.clone(),
                    ),
                };
                let timeout = known_hosts::SCAN_TIMEOUT.min(self.remaining()?);
                options.known_hosts = Some(known_hosts::scan(
                    host,
                    *port,
                    timeout,
                    &self.options.ssh_hostkey_algos,
                )?);
                options.keypair = Some(keypair);
                options.password = passphrase;
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
            SecretCredentials::GitHubApp(app) => {
                let secret = secrets::github_app(&options.name, &options.namespace, app)?;
                let generated = GeneratedSecret {
                    key: self.secret_key(),
                    public_key: None,
                };
                return Ok((secret.to_value(), generated));
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
        self.apply(&[secret], Some("failed to reconcile image pull secret"))?;
        self.ui
            .success(&format!("reconciled image pull secret {name}"));
        Ok(())
    }

    /// flux refuses to point an existing Kustomization at another path: that would make this
    /// cluster apply another cluster's directory.
    fn check_sync_path(&self) -> Result<(), Error> {
        let wanted = sync::kustomization_path(&self.options.sync.target_path);
        let existing = self.existing_kustomization().map_err(Error::cluster(
            "failed to determine if sync configuration would overwrite existing Kustomization",
        ))?;
        if let Some(existing) = existing {
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

    /// Asks the source-controller and the kustomize-controller to reconcile now, even when the
    /// GitRepository has the revision already: a failure fixed outside Git is only seen again
    /// once the Kustomization handles a request, and the wait reads Ready only after that.
    fn request_reconcile(&self) -> Result<(), Error> {
        let sync = &self.options.sync;
        let key = self.sync_key();
        self.ui.action(&format!(
            "requesting reconciliation of GitRepository and Kustomization \"{key}\""
        ));
        for (api, kind) in [
            (GIT_REPOSITORY_API, "GitRepository"),
            (KUSTOMIZATION_API, "Kustomization"),
        ] {
            self.cluster
                .request_reconcile(api, kind, &sync.namespace, &sync.name)
                .map_err(Error::cluster(format!(
                    "failed to request reconciliation of {kind} \"{key}\""
                )))?;
        }
        Ok(())
    }
}

impl Steps for GitBootstrapper<'_> {
    fn reconcile_components(&mut self) -> Result<(), Error> {
        self.check_plain_http()?;
        self.checkout()?;
        self.ui.action("generating component manifests");
        let install_options = self.options.install.clone();
        let components = install::generate(&install_options)?;
        let components_path = namespace_file(&self.options.sync, sync::COMPONENTS_FILE);
        self.ui.success("generated component manifests");
        self.prepare(&components)?;
        let message = format!("Add Flux {} component manifests", install_options.version);
        self.commit_and_push("component", &message, |_| {
            Ok(vec![(components_path.clone(), components.clone())])
        })?;

        let plan = self.prepared_plan()?;
        if plan.install.is_some() {
            let namespace = self.namespace().to_owned();
            self.ui.action(&format!(
                "installing components in \"{namespace}\" namespace"
            ));
            // The build with the user's patches; the sync objects follow their secret.
            let (repository, kustomization) = self.built_sync_objects(&self.built)?;
            let objects: Vec<Value> = self
                .built
                .iter()
                .filter(|object| **object != repository && **object != kustomization)
                .cloned()
                .collect();
            self.apply(&objects, None)?;
            self.ui.success("installed components");
        }
        self.reconcile_registry_credentials()?;
        self.ui.success("reconciled components");
        Ok(())
    }

    fn reconcile_source_secret(&mut self) -> Result<(), Error> {
        if let Some(hook) = &mut self.credentials_hook {
            let (credentials, existing, kept) = hook().map_err(Error::Hook)?;
            self.options.secret = credentials;
            self.known_secret = std::cell::OnceCell::from(existing);
            self.kept_credentials = kept;
        }
        let key = self.secret_key();
        self.ui
            .action(&format!("determining if source secret \"{key}\" exists"));
        let existing = self.existing_secret()?;
        let url = self.options.sync.url.clone();
        let misfit = existing
            .as_ref()
            .and_then(|secret| apply_rule::secret_misfit(secret, &url));
        let given = self.options.secret.given() && !self.kept_credentials;
        if existing.is_some() && !given && misfit.is_none() {
            self.ui.success("source secret up to date");
            return Ok(());
        }
        if let Some(misfit) = &misfit
            && !given
        {
            self.ui.action(&format!(
                "source secret \"{key}\" cannot authenticate the cluster to \"{}\": {misfit}",
                git::url::redact(&url)
            ));
        }
        self.ui.action("generating source secret");
        // Once generated, flux goes all the way: the public key, the deploy key, the apply.
        let (secret, generated) = self.generate_secret(existing.as_ref())?;
        for hook in &mut self.secret_hooks {
            hook(&generated).map_err(Error::Hook)?;
        }
        self.ui.action(&format!("applying source secret \"{key}\""));
        self.apply(&[with_data(&secret)], None)?;
        self.known_secret = std::cell::OnceCell::new();
        self.ui.success("reconciled source secret");
        Ok(())
    }

    fn reconcile_sync_config(&mut self) -> Result<(), Error> {
        // Where flux checks it: the components and the source secret are done by then.
        self.check_sync_path()?;
        let plan = self.prepared_plan()?;
        self.ui.action("generating sync manifests");
        self.ui.success("generated sync manifests");
        let sync_options = self.options.sync.clone();
        self.commit_and_push("sync", "Add Flux sync manifests", |checkout| {
            sync_commit_files(checkout, &sync_options)
        })?;

        let key = self.sync_key();
        match &plan.sync {
            None => {}
            Some(SyncReason::Install) => {
                self.ui.action("applying sync manifests");
                let objects = self.build_namespace_dir()?;
                self.apply(&objects, None)?;
            }
            Some(reason) => {
                self.ui.action(&format!(
                    "applying GitRepository and Kustomization \"{key}\": {reason}"
                ));
                let objects = self.build_namespace_dir()?;
                let (repository, kustomization) = self.built_sync_objects(&objects)?;
                self.apply(&[repository, kustomization], None)?;
            }
        }
        if plan.install.is_none() {
            self.request_reconcile()?;
        }
        self.ui.success("reconciled sync configuration");
        Ok(())
    }

    fn report_health(&mut self) -> Result<(), Error> {
        let revision = self.expected_revision().unwrap_or_default();
        // flux runs all three reports whatever the others gave, and adds up their failures.
        let failures: Vec<String> = [
            self.report_sync_health("GitRepository", &revision),
            self.report_sync_health("Kustomization", &revision),
            self.report_components_health(),
        ]
        .into_iter()
        .flatten()
        .collect();
        if failures.is_empty() {
            Ok(())
        } else {
            Err(Error::Health {
                count: failures.len(),
                messages: aggregate(&failures),
            })
        }
    }
}

impl GitBootstrapper<'_> {
    /// Waits for the GitRepository or Kustomization `<ns>/<name>` within the run's time, as
    /// flux's report under the run's context; a failure is printed when it happens and
    /// returned in flux's words for the aggregate.
    fn report_sync_health(&self, kind: &'static str, revision: &str) -> Option<String> {
        let sync = &self.options.sync;
        let key = self.sync_key();
        self.ui
            .waiting(&format!("waiting for {kind} \"{key}\" to be reconciled"));
        let left = self
            .deadline
            .checked_duration_since(Instant::now())
            .filter(|left| !left.is_zero());
        let result = match left {
            // flux's context has expired: the first request of the wait says so.
            None => Err(WaitError::Failed(Box::new(KubeError::DeadlineExceeded))),
            Some(left) if kind == "GitRepository" => self.cluster.wait_git_repository_revision(
                &sync.namespace,
                &sync.name,
                revision,
                left,
            ),
            Some(left) => self.cluster.wait_kustomization_revision(
                &sync.namespace,
                &sync.name,
                revision,
                left,
            ),
        };
        let message = match result {
            Ok(()) => {
                self.ui.success(&format!("{kind} reconciled successfully"));
                return None;
            }
            Err(WaitError::Timeout { .. }) => self
                .not_ready_message(kind)
                .unwrap_or_else(|| "context deadline exceeded".to_owned()),
            Err(WaitError::Failed(err)) => match err.downcast_ref::<KubeError>() {
                Some(KubeError::NotReady { message, .. }) => message.clone(),
                Some(KubeError::Suspended {
                    kind,
                    namespace,
                    name,
                }) => format!("{kind} '{namespace}/{name}' is suspended"),
                _ => err.to_string(),
            },
        };
        self.ui.failed_check(&message);
        Some(format!(
            "error while waiting for {kind} to be ready: '{message}'"
        ))
    }

    /// After a timeout flux names the object's Ready message, unless it is Ready.
    fn not_ready_message(&self, kind: &str) -> Option<String> {
        let sync = &self.options.sync;
        let api = if kind == "GitRepository" {
            GIT_REPOSITORY_API
        } else {
            KUSTOMIZATION_API
        };
        let object = self
            .cluster
            .get(api, kind, Some(&sync.namespace), &sync.name)
            .ok()??;
        let ready = object
            .pointer("/status/conditions")?
            .as_array()?
            .iter()
            .find(|condition| condition["type"] == "Ready")?;
        if ready["status"] == "True" {
            return None;
        }
        Some(format!(
            "{} '{}' not ready: '{}'",
            kind.to_lowercase(),
            self.sync_key(),
            ready["message"].as_str().unwrap_or_default()
        ))
    }

    /// flux's status check of the components' Deployments: its own `--timeout`, then one line
    /// per component, sorted, once the wait is over.
    fn report_components_health(&self) -> Option<String> {
        let namespace = self.namespace().to_owned();
        let components = self.options.install.components.clone();
        self.ui.action("confirming components are healthy");
        let states = self
            .cluster
            .assess_deployments(&namespace, &components, self.options.timeout);
        let mut healthy = true;
        for (component, state) in &states {
            let line = format!("{component}: {}", state.describe());
            if *state == crate::kube::Readiness::Ready {
                self.ui.success(&line);
            } else {
                healthy = false;
                self.ui.failed_check(&line);
            }
        }
        if healthy {
            self.ui.success("all components are healthy");
            return None;
        }
        Some("timed out waiting for all resources to be ready".to_owned())
    }
}

/// Several errors as apimachinery's aggregate prints them: one alone, several (each text
/// once) in brackets.
fn aggregate(errors: &[String]) -> String {
    let mut seen: Vec<&str> = Vec::new();
    for error in errors {
        if !seen.contains(&error.as_str()) {
            seen.push(error);
        }
    }
    match seen.as_slice() {
        [one] => (*one).to_owned(),
        many => format!("[{}]", many.join(", ")),
    }
}

/// Refuses `url` over plain HTTP when a token or password goes with it, unless `allow`
/// (`--allow-insecure-http`). The error names the host that would have been contacted.
pub fn check_plain_http(url: &str, carries_secret: bool, allow: bool) -> Result<(), Error> {
    if allow || !carries_secret {
        return Ok(());
    }
    match git::GitUrl::remote(url) {
        Some(remote) if remote.scheme() == "http" => Err(Error::InsecureHttp {
            host: if remote.port_or_default() == 80 {
                remote.host().to_owned()
            } else {
                format!("{}:{}", remote.host(), remote.port_or_default())
            },
        }),
        _ => Ok(()),
    }
}

/// The user's kustomization file of the cluster's directory, as the branch holds it (files
/// written but not committed yet do not count).
fn user_kustomization_in(
    checkout: &Checkout,
    options: &sync::Options,
) -> Result<Option<String>, Error> {
    let dir = namespace_dir(options);
    let committed = |path: &str| checkout.read_committed(path).ok().flatten().is_some();
    Ok(preflight::kustomization_file(&dir, committed)?)
}

/// The files of the sync commit: `gotk-sync.yaml`, plus a generated `kustomization.yaml`
/// unless the directory has a kustomization file of the user's, which is never rewritten.
fn sync_commit_files(
    checkout: &Checkout,
    options: &sync::Options,
) -> Result<Vec<(String, String)>, Error> {
    let sync_manifest = sync::generate(options);
    let mut files = vec![(sync_manifest.path.clone(), sync_manifest.content)];
    if user_kustomization_in(checkout, options)?.is_none() {
        let listed = kustomization_resources(checkout, &sync_manifest.path)?;
        let listed: Vec<&str> = listed.iter().map(String::as_str).collect();
        files.push((
            namespace_file(options, sync::KUSTOMIZATION_FILE),
            sync::kustomization_yaml(&listed),
        ));
    }
    Ok(files)
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
            // The generated kustomization.yaml may already be on disk; it is no resource.
            let is_kustomization =
                crate::kustomize::load::KUSTOMIZATION_FILE_NAMES.contains(&name.as_str());
            // Links are not followed: repository content may point anywhere.
            let regular = entry.file_type().is_ok_and(|kind| kind.is_file());
            let bounded = entry
                .metadata()
                .is_ok_and(|meta| meta.len() <= git::MAX_COMMITTED_FILE as u64);
            if !is_yaml || is_kustomization || files.contains(&name) || !regular || !bounded {
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
    fn secrets_go_to_the_cluster_as_data() {
        let generated = json!({
            "apiVersion": "v1", "kind": "Secret",
            "metadata": { "name": "flux-system", "namespace": "flux-system" },
            "stringData": { "password": "s3cret", "username": "git" },
        });
        let stored = with_data(&generated);
        assert!(stored.get("stringData").is_none());
        assert_eq!(stored["data"]["username"], "Z2l0");
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
        let passphrase = SecretCredentials::Ssh {
            key: None,
            algorithm: KeyAlgorithm::default(),
            password: "p".into(),
            host: "example.org".into(),
            port: 22,
        };
        assert!(passphrase.given());
        let token = SecretCredentials::BearerToken {
            token: "t".into(),
            ca: None,
        };
        assert!(!token.given());
        let token = SecretCredentials::BearerToken {
            token: "t".into(),
            ca: Some("ca".into()),
        };
        assert!(token.given());
    }

    #[test]
    fn tokens_and_passwords_never_travel_over_plain_http_unless_allowed() {
        let err = check_plain_http("http://127.0.0.1:8080/git/fleet.git", true, false);
        assert_eq!(
            err.unwrap_err().to_string(),
            "refusing to send a token or password over plain HTTP to 127.0.0.1:8080: use an \
             https:// URL, or pass --allow-insecure-http"
        );
        assert!(check_plain_http("HTTP://example.org/fleet.git", true, false).is_err());
        assert!(check_plain_http("http://example.org/fleet.git", true, true).is_ok());
        assert!(check_plain_http("http://example.org/fleet.git", false, false).is_ok());
        assert!(check_plain_http("https://example.org/fleet.git", true, false).is_ok());
        assert!(check_plain_http("ssh://git@example.org/fleet.git", true, false).is_ok());
    }

    #[test]
    fn a_timeout_names_the_runs_time() {
        let err = Error::Timeout {
            timeout: "1m0s".into(),
        };
        assert_eq!(
            err.to_string(),
            "timeout waiting for bootstrap to complete after 1m0s"
        );
    }

    #[test]
    fn failures_add_up_as_apimachinerys_aggregate() {
        assert_eq!(aggregate(&["a: 'x'".into()]), "a: 'x'");
        assert_eq!(aggregate(&["a".into(), "b".into(), "a".into()]), "[a, b]");
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
