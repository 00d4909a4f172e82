//! `fluxr create source git NAME`: a GitRepository, with flux's flags, defaults and checks.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use serde_json::{Map, Value, json};

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs, flags};
use crate::cli::global::parse_go_bool;
use crate::cluster::create::secret::git::{key_algorithm, load_key_pair, ssh_secret};
use crate::cluster::create::secret::read_file;
use crate::cluster::create::{Source, SourceSecret, apply_source};
use crate::manifestgen::sourcesecret::{self, EcdsaCurve};
use crate::manifestgen::{duration, gourl};
use crate::ui::Ui;

/// Create or update a GitRepository source
///
/// The create source git command generates a GitRepository resource and waits for it to sync.
/// For Git over SSH, host and SSH keys are automatically generated and stored in a Kubernetes
/// secret. For private Git repositories, the basic authentication credentials are stored in a
/// Kubernetes secret.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct GitArgs {
    /// The name of the GitRepository
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,

    /// Git address, e.g. ssh://git@host/org/repository
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// Git branch
    #[arg(long, default_value = "", hide_default_value = true)]
    pub branch: String,
    /// Git tag
    #[arg(long, default_value = "", hide_default_value = true)]
    pub tag: String,
    /// Git tag semver range
    #[arg(long = "tag-semver", default_value = "", hide_default_value = true)]
    pub tag_semver: String,
    /// Git reference name
    #[arg(long = "ref-name", default_value = "", hide_default_value = true)]
    pub ref_name: String,
    /// Git commit
    #[arg(long, default_value = "", hide_default_value = true)]
    pub commit: String,
    /// Basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// Basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
    /// SSH public key algorithm (rsa, ecdsa, ed25519)
    #[arg(long, default_value = "ecdsa", value_parser = flags::public_key_algorithm)]
    pub ssh_key_algorithm: String,
    /// SSH RSA public key bit size (multiplies of 8, min 1024)
    #[arg(long, default_value = "2048", value_parser = flags::rsa_key_bits)]
    pub ssh_rsa_bits: u32,
    /// SSH ECDSA public key curve (p256, p384, p521)
    #[arg(long, default_value = "p384", value_parser = flags::ecdsa_curve)]
    pub ssh_ecdsa_curve: EcdsaCurve,
    /// The name of an existing secret containing SSH or basic credentials or github app
    /// authentication
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// The name of an existing secret containing the proxy address and credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub proxy_secret_ref: String,
    /// The Git provider name
    #[arg(long, value_parser = flags::source_git_provider)]
    pub provider: Option<String>,
    /// Path to TLS CA file used for validating self-signed certificates
    #[arg(long, default_value = "", hide_default_value = true)]
    pub ca_file: String,
    /// Path to a passwordless private key file used for authenticating to the Git SSH server
    #[arg(long, default_value = "", hide_default_value = true)]
    pub private_key_file: String,
    /// When enabled, configures the GitRepository source to initialize and include Git
    /// submodules in the artifact it produces
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub recurse_submodules: bool,
    /// Assumes the deploy key is already setup, skips confirmation
    #[arg(short = 's', long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub silent: bool,
    /// Set paths to ignore in git resource (can specify multiple paths with commas: path1,path2)
    #[arg(long, value_delimiter = ',', value_name = "PATHS")]
    pub ignore_paths: Vec<String>,
    /// Set paths to sparse checkout in git resource (can specify multiple paths with commas:
    /// path1,path2)
    #[arg(long, value_delimiter = ',', value_name = "PATHS")]
    pub sparse_checkout_paths: Vec<String>,
}

const EXAMPLES: &str = "Examples:
  # Create a source from a public Git repository master branch
  fluxr create source git podinfo \\
    --url=https://github.com/stefanprodan/podinfo \\
    --branch=master --export

  # Create a source for a Git repository pinned to specific git tag
  fluxr create source git podinfo \\
    --url=https://github.com/stefanprodan/podinfo \\
    --tag=\"3.2.3\" --export

  # Create a source from a public Git repository tag that matches a semver range
  fluxr create source git podinfo \\
    --url=https://github.com/stefanprodan/podinfo \\
    --tag-semver=\">=3.2.0 <3.3.0\" --export

  # Create a source for a Git repository using an existing secret
  fluxr create source git podinfo \\
    --url=ssh://git@github.com/stefanprodan/podinfo \\
    --branch=master --secret-ref=podinfo-auth --export";

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

/// The validated settings a GitRepository is made from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    pub name: String,
    pub namespace: String,
    pub labels: BTreeMap<String, String>,
    pub url: String,
    pub interval: Duration,
    pub fetch_timeout: Duration,
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

impl Options {
    /// Checks the flags the way flux does, in flux's order.
    pub(crate) fn resolve(
        ctx: &GlobalContext,
        common: &CreateCommonArgs,
        fetch_timeout: Duration,
        args: GitArgs,
    ) -> anyhow::Result<Self> {
        let GitArgs {
            name,
            ignored: _,
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
        } = args;
        let name = create::object_name(name)?;
        if url.is_empty() {
            return Err(Error::UrlRequired.into());
        }
        let parsed = gourl::parse(&url).map_err(Error::UrlParse)?;
        let scheme = parsed.scheme;
        if !matches!(scheme.as_str(), "ssh" | "http" | "https") {
            return Err(Error::UnsupportedScheme { scheme }.into());
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
            return Err(Error::RefRequired.into());
        };
        if !ca_file.is_empty() && scheme == "ssh" {
            return Err(Error::CaFileWithSsh.into());
        }
        let labels = create::parse_labels(&common.labels)?;
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
            namespace: ctx.namespace.clone(),
            labels,
            url,
            interval: common.interval,
            fetch_timeout,
            reference,
            secret_ref,
            proxy_secret_ref,
            provider,
            recurse_submodules,
            ignore_paths: flags::string_slice(ignore_paths),
            sparse_checkout_paths: flags::string_slice(sparse_checkout_paths),
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
        if !self.fetch_timeout.is_zero() {
            spec.insert(
                "timeout".into(),
                duration::format(self.fetch_timeout).into(),
            );
        }
        spec.insert("url".into(), self.url.clone().into());
        json!({
            "apiVersion": "source.toolkit.fluxcd.io/v1",
            "kind": "GitRepository",
            "metadata": create::metadata(&self.name, &self.namespace, &self.labels),
            "spec": spec,
        })
    }
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: Duration,
    args: GitArgs,
) -> anyhow::Result<ExitCode> {
    let options = Options::resolve(ctx, common, fetch_timeout, args)?;
    if common.export {
        ui.stdout(&create::export_text(&options.to_object()))?;
        return Ok(ExitCode::SUCCESS);
    }
    let session = create::session(ui, ctx)?;
    ui.generate("generating GitRepository source");
    let credentials = if options.secret_ref.is_empty() {
        credentials_secret(ui, &options)?
    } else {
        None
    };
    let source = Source {
        object: options.to_object(),
        upserted_as: "GitRepository source",
        credentials: credentials.map(|secret| SourceSecret {
            secret,
            action: "applying secret with repository credentials",
            pass_credentials: false,
        }),
    };
    apply_source(ui, || Ok(session), source)?;
    Ok(ExitCode::SUCCESS)
}

/// The Secret flux makes from the credential flags when no `--secret-ref` is given, named
/// after the GitRepository; `None` when it would hold nothing. For SSH this generates (or
/// reads) the key pair, scans the host key and asks whether the deploy key is in place.
fn credentials_secret(ui: &Ui, options: &Options) -> anyhow::Result<Option<Value>> {
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
        if !credentials.silent && !ui.confirm("Have you added the deploy key to your repository")? {
            return Err(Error::Aborted.into());
        }
    }
    Ok(Some(secret))
}
