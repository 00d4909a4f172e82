//! GitRepository (`create source git`): flux's checks, in flux's order, the object, and the
//! credentials Secret flux makes for it (for SSH, a deploy key and the scanned host key).

use crate::duration::GoDuration;
use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

use super::secret::git::{key_algorithm, load_key_pair, ssh_secret};
use super::secret::read_file;
use super::{Session, Source, SourceSecret, apply_source, metadata, parse_labels};
use crate::duration;
use crate::kube::KubeError;
use crate::manifestgen::gourl;
use crate::manifestgen::sourcesecret::{self, EcdsaCurve};
use crate::ui::Ui;

/// A GitRepository flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("url is required")]
    UrlRequired,
    #[error("git URL parse failed: {0}")]
    UrlParse(gourl::Error),
    #[error("git URL scheme '{scheme}' not supported, can be: ssh, http and https")]
    UnsupportedScheme { scheme: String },
    #[error(
        "a Git ref is required, use one of the following: --branch, --tag, --commit, --ref-name or \
         --tag-semver"
    )]
    RefRequired,
    #[error("specifying a CA file is not supported for Git over SSH")]
    CaFileWithSsh,
    #[error("unable to read TLS CA file: {0}")]
    ReadCa(crate::cluster::create::secret::ReadError),
    #[error("aborting")]
    Aborted,
    #[error(transparent)]
    Secret(#[from] super::secret::git::Error),
    #[error(transparent)]
    SourceSecret(#[from] sourcesecret::Error),
    #[error(transparent)]
    Create(#[from] super::Error),
}

impl From<KubeError> for Error {
    fn from(err: KubeError) -> Self {
        Error::Create(err.into())
    }
}

/// What flux needs, besides the GitRepository, to make its credentials Secret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credentials {
    pub scheme: String,
    /// `host[:port]` of the URL.
    pub host: String,
    pub username: String,
    pub password: String,
    pub ssh_key_algorithm: String,
    pub ssh_rsa_bits: u32,
    pub ssh_ecdsa_curve: EcdsaCurve,
    pub ca_file: String,
    pub private_key_file: String,
    pub silent: bool,
}

/// `create source git`, with the name already checked: the flag values as flux holds them.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub name: String,
    pub namespace: String,
    /// `--label` values, checked after the URL and the ref as flux does.
    pub labels: Vec<String>,
    pub interval: GoDuration,
    pub fetch_timeout: GoDuration,
    pub url: String,
    pub branch: String,
    pub tag: String,
    pub tag_semver: String,
    pub ref_name: String,
    pub commit: String,
    pub username: String,
    pub password: String,
    pub ssh_key_algorithm: String,
    pub ssh_rsa_bits: u32,
    pub ssh_ecdsa_curve: EcdsaCurve,
    pub secret_ref: String,
    pub proxy_secret_ref: String,
    pub provider: Option<String>,
    pub ca_file: String,
    pub private_key_file: String,
    pub recurse_submodules: bool,
    pub silent: bool,
    pub ignore_paths: Vec<String>,
    pub sparse_checkout_paths: Vec<String>,
}

/// The settings a GitRepository is made from, once checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GitRepository {
    pub name: String,
    pub namespace: String,
    pub labels: BTreeMap<String, String>,
    pub url: String,
    pub interval: GoDuration,
    pub fetch_timeout: GoDuration,
    pub reference: Reference,
    pub secret_ref: String,
    pub proxy_secret_ref: String,
    pub provider: Option<String>,
    pub recurse_submodules: bool,
    pub ignore_paths: Vec<String>,
    pub sparse_checkout_paths: Vec<String>,
    pub credentials: Credentials,
}

/// `spec.ref`: what flux picks from the ref flags, in its order of precedence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reference {
    Commit { commit: String, branch: String },
    Name(String),
    SemVer(String),
    Tag(String),
    Branch(String),
}

impl GitRepository {
    /// Checks the flags the way flux does, in flux's order.
    pub fn resolve(options: Options) -> Result<Self, Error> {
        let Options {
            name,
            namespace,
            labels,
            interval,
            fetch_timeout,
            url,
            branch,
            tag,
            tag_semver,
            ref_name,
            commit,
            username,
            password,
            ssh_key_algorithm,
            ssh_rsa_bits,
            ssh_ecdsa_curve,
            secret_ref,
            proxy_secret_ref,
            provider,
            ca_file,
            private_key_file,
            recurse_submodules,
            silent,
            ignore_paths,
            sparse_checkout_paths,
        } = options;
        if url.is_empty() {
            return Err(Error::UrlRequired);
        }
        let parsed = gourl::parse(&url).map_err(Error::UrlParse)?;
        let scheme = parsed.scheme;
        if !matches!(scheme.as_str(), "ssh" | "http" | "https") {
            return Err(Error::UnsupportedScheme { scheme });
        }
        let reference = if !commit.is_empty() {
            Reference::Commit { commit, branch }
        } else if !ref_name.is_empty() {
            Reference::Name(ref_name)
        } else if !tag_semver.is_empty() {
            Reference::SemVer(tag_semver)
        } else if !tag.is_empty() {
            Reference::Tag(tag)
        } else if !branch.is_empty() {
            Reference::Branch(branch)
        } else {
            return Err(Error::RefRequired);
        };
        if !ca_file.is_empty() && scheme == "ssh" {
            return Err(Error::CaFileWithSsh);
        }
        let labels = parse_labels(&labels)?;
        let credentials = Credentials {
            scheme,
            host: parsed.host,
            username,
            password,
            ssh_key_algorithm,
            ssh_rsa_bits,
            ssh_ecdsa_curve,
            ca_file,
            private_key_file,
            silent,
        };
        Ok(Self {
            name,
            namespace,
            labels,
            url,
            interval,
            fetch_timeout,
            reference,
            secret_ref,
            proxy_secret_ref,
            provider,
            recurse_submodules,
            ignore_paths,
            sparse_checkout_paths,
            credentials,
        })
    }

    /// The GitRepository as flux exports it.
    pub fn to_object(&self) -> Value {
        let mut spec = Map::new();
        if !self.ignore_paths.is_empty() {
            spec.insert("ignore".into(), self.ignore_paths.join("\n").into());
        }
        spec.insert("interval".into(), duration::format(self.interval).into());
        if let Some(provider) = &self.provider {
            spec.insert("provider".into(), provider.clone().into());
        }
        if !self.proxy_secret_ref.is_empty() {
            spec.insert(
                "proxySecretRef".into(),
                json!({ "name": self.proxy_secret_ref }),
            );
        }
        if self.recurse_submodules {
            spec.insert("recurseSubmodules".into(), true.into());
        }
        let reference = match &self.reference {
            Reference::Commit { commit, branch } if branch.is_empty() => {
                json!({ "commit": commit })
            }
            Reference::Commit { commit, branch } => json!({ "branch": branch, "commit": commit }),
            Reference::Name(name) => json!({ "name": name }),
            Reference::SemVer(range) => json!({ "semver": range }),
            Reference::Tag(tag) => json!({ "tag": tag }),
            Reference::Branch(branch) => json!({ "branch": branch }),
        };
        spec.insert("ref".into(), reference);
        if !self.secret_ref.is_empty() {
            spec.insert("secretRef".into(), json!({ "name": self.secret_ref }));
        }
        if !self.sparse_checkout_paths.is_empty() {
            spec.insert("sparseCheckout".into(), json!(self.sparse_checkout_paths));
        }
        if self.fetch_timeout.is_positive() {
            spec.insert(
                "timeout".into(),
                duration::format(self.fetch_timeout).into(),
            );
        }
        spec.insert("url".into(), self.url.clone().into());
        json!({
            "apiVersion": "source.toolkit.fluxcd.io/v1",
            "kind": "GitRepository",
            "metadata": metadata(&self.name, &self.namespace, &self.labels),
            "spec": spec,
        })
    }
}

/// flux's `create source git` once the object is built: connect, announce the source, make
/// the credentials Secret when no `--secret-ref` is given (asking about the deploy key of an
/// SSH URL), then apply it and the source, and wait for the first artifact.
pub fn apply(
    ui: &Ui,
    connect: impl FnOnce() -> Result<Session, KubeError>,
    repository: &GitRepository,
) -> Result<(), Error> {
    let session = connect()?;
    ui.generate("generating GitRepository source");
    let credentials = if repository.secret_ref.is_empty() {
        credentials_secret(ui, repository)?
    } else {
        None
    };
    let source = Source {
        object: repository.to_object(),
        upserted_as: "GitRepository source",
        credentials: credentials.map(|secret| SourceSecret {
            secret,
            action: "applying secret with repository credentials",
            pass_credentials: false,
        }),
    };
    apply_source(ui, || Ok(session), source)?;
    Ok(())
}

/// The Secret flux makes from the credential flags when no `--secret-ref` is given, named
/// after the GitRepository; `None` when it would hold nothing. For SSH this generates (or
/// reads) the key pair, scans the host key and asks whether the deploy key is in place.
fn credentials_secret(ui: &Ui, options: &GitRepository) -> Result<Option<Value>, Error> {
    let credentials = &options.credentials;
    let base = sourcesecret::Options {
        name: options.name.clone(),
        namespace: options.namespace.clone(),
        ..sourcesecret::Options::default()
    };
    let secret = match credentials.scheme.as_str() {
        "ssh" => {
            let keypair = load_key_pair(&credentials.private_key_file, &credentials.password)?;
            let algorithm = key_algorithm(
                &credentials.ssh_key_algorithm,
                credentials.ssh_rsa_bits,
                credentials.ssh_ecdsa_curve,
            );
            ssh_secret(
                sourcesecret::Options {
                    password: credentials.password.clone(),
                    ..base
                },
                keypair,
                algorithm,
                &credentials.host,
            )?
        }
        scheme => {
            let mut ca_crt = None;
            if scheme == "http" {
                ui.warning("insecure configuration: credentials configured for an HTTP URL");
            } else if !credentials.ca_file.is_empty() {
                ca_crt = Some(read_file(&credentials.ca_file).map_err(Error::ReadCa)?);
            }
            // flux stores the user only together with the password.
            let both = !credentials.username.is_empty() && !credentials.password.is_empty();
            sourcesecret::secret(&sourcesecret::Options {
                username: if both {
                    credentials.username.clone()
                } else {
                    String::new()
                },
                password: if both {
                    credentials.password.clone()
                } else {
                    String::new()
                },
                ca_crt,
                ..base
            })?
        }
    };
    let data = secret.get("stringData").and_then(Value::as_object);
    if data.is_none_or(Map::is_empty) {
        return Ok(None);
    }
    if let Some(known_hosts) = secret
        .pointer("/stringData/known_hosts")
        .and_then(Value::as_str)
    {
        ui.success(&format!(
            "collected public key from SSH server:\n{known_hosts}"
        ));
    }
    if let Some(deploy_key) = secret
        .pointer("/stringData/identity.pub")
        .and_then(Value::as_str)
    {
        ui.generate(&format!("deploy key: {deploy_key}"));
        // flux aborts on any answer but yes, and on a prompt that fails.
        let confirmed = credentials.silent
            || ui
                .confirm("Have you added the deploy key to your repository")
                .unwrap_or(false);
        if !confirmed {
            return Err(Error::Aborted);
        }
    }
    Ok(Some(secret))
}
