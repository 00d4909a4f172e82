//! The OCI artifact commands: `build artifact`, `push artifact`, `pull artifact`, `tag
//! artifact`, `list artifacts` and `diff artifact`, and what they share: the registry flags,
//! how credentials are found and how a session is opened.

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context as _;
use clap::{Args, Subcommand};

use super::GlobalContext;
use crate::oci::auth::{self, Credentials};
use crate::oci::reference::Repository;
use crate::oci::registry::{Access, Log, Options, Session};
use crate::ui::Ui;

pub mod build;
pub mod diff;
pub mod list;
pub mod pull;
pub mod push;
pub mod tag;

/// `--ignore-paths`' default for the artifact commands, as flux lists it.
pub(crate) const DEFAULT_IGNORE_PATHS: &str = ".git/,.gitignore,.gitmodules,.gitattributes,*.jpg,\
     *.jpeg,*.gif,*.png,*.wmv,*.flv,*.tar.gz,*.zip";

// Push artifacts
//
// The push command is used to publish OCI artifacts.
#[derive(Args, Debug)]
pub struct PushArgs {
    #[command(subcommand)]
    pub command: PushCommand,
}

#[derive(Subcommand, Debug)]
pub enum PushCommand {
    /// Push artifact
    ///
    /// The push artifact command creates a tarball from the given directory or the single file
    /// and uploads the artifact to an OCI repository.
    /// The command can read the credentials from '~/.docker/config.json' but they can also be
    /// passed with --creds. It can also login to a supported provider with the --provider flag.
    Artifact(Box<push::PushArtifactArgs>),
}

// Pull artifacts
//
// The pull command is used to download OCI artifacts.
#[derive(Args, Debug)]
pub struct PullArgs {
    #[command(subcommand)]
    pub command: PullCommand,
}

#[derive(Subcommand, Debug)]
pub enum PullCommand {
    /// Pull artifact
    ///
    /// The pull artifact command downloads and extracts the OCI artifact content to the given
    /// path.
    /// The command can read the credentials from '~/.docker/config.json' but they can also be
    /// passed with --creds. It can also login to a supported provider with the --provider flag.
    Artifact(pull::PullArtifactArgs),
}

// Tag artifacts
//
// The tag command is used to tag OCI artifacts.
#[derive(Args, Debug)]
pub struct TagArgs {
    #[command(subcommand)]
    pub command: TagCommand,
}

#[derive(Subcommand, Debug)]
pub enum TagCommand {
    /// Tag artifact
    ///
    /// The tag artifact command creates tags for the given OCI artifact.
    /// The command can read the credentials from '~/.docker/config.json' but they can also be
    /// passed with --creds. It can also login to a supported provider with the --provider flag.
    Artifact(tag::TagArtifactArgs),
}

// List artifacts
//
// The list command is used for printing the OCI artifacts metadata.
#[derive(Args, Debug)]
pub struct ListArgs {
    #[command(subcommand)]
    pub command: ListCommand,
}

#[derive(Subcommand, Debug)]
pub enum ListCommand {
    /// list artifacts
    ///
    /// The list command fetches the tags and their metadata from a remote OCI repository.
    /// The command can read the credentials from '~/.docker/config.json' but they can also be
    /// passed with --creds. It can also login to a supported provider with the --provider flag.
    Artifacts(list::ListArtifactsArgs),
}

pub(crate) fn push(
    ui: &Ui,
    ctx: &GlobalContext,
    args: PushArgs,
) -> anyhow::Result<std::process::ExitCode> {
    let PushCommand::Artifact(args) = args.command;
    push::run(ui, ctx, *args)
}

pub(crate) fn pull(
    ui: &Ui,
    ctx: &GlobalContext,
    args: PullArgs,
) -> anyhow::Result<std::process::ExitCode> {
    let PullCommand::Artifact(args) = args.command;
    pull::run(ui, ctx, args)
}

pub(crate) fn tag(
    ui: &Ui,
    ctx: &GlobalContext,
    args: TagArgs,
) -> anyhow::Result<std::process::ExitCode> {
    let TagCommand::Artifact(args) = args.command;
    tag::run(ui, ctx, args)
}

pub(crate) fn list(
    ui: &Ui,
    ctx: &GlobalContext,
    args: ListArgs,
) -> anyhow::Result<std::process::ExitCode> {
    let ListCommand::Artifacts(args) = args.command;
    list::run(ui, ctx, args)
}

/// The flags every registry command takes.
#[derive(Args, Debug, Clone)]
pub struct RegistryArgs {
    /// credentials for OCI registry in the format <username>[:<password>] if --provider is
    /// generic
    #[arg(long, default_value = "", hide_default_value = true)]
    pub creds: String,
    /// the OCI provider name
    #[arg(long, default_value = "generic", value_name = "PROVIDER",
          value_parser = crate::cluster::create::flags::source_oci_provider)]
    pub provider: String,
    /// a PEM file of certificate authorities to trust for the registry, on top of the system's
    /// (fluxr)
    #[arg(long, value_name = "FILE")]
    pub ca_file: Option<PathBuf>,
}

/// Why fluxr cannot log in with a cloud provider's identity.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(
        "error during login with provider: fluxr cannot get {provider} registry credentials \
         itself; log in with the provider's Docker credential helper or pass --creds"
    )]
    Provider { provider: String },
    #[error("could not login with credentials")]
    Creds(#[source] auth::Error),
}

/// The tree walked with its links followed, when `--resolve-symlinks` asks for it. flux copies
/// the resolved tree into a temporary directory right after checking `--path`, so a link that
/// leads nowhere fails before anything else; fluxr walks it at the same point, without a copy,
/// and packs what it found later.
pub(crate) fn resolve_symlinks(
    source: &crate::oci::archive::Source,
    opts: &crate::oci::archive::Options,
) -> anyhow::Result<Option<Vec<crate::oci::archive::Entry>>> {
    if !opts.resolve_symlinks {
        return Ok(None);
    }
    crate::oci::archive::entries(source, opts)
        .map(Some)
        .context("resolving symlinks failed")
}

/// What a command needs to open a registry session.
pub(crate) struct Connect<'a> {
    pub registry: &'a RegistryArgs,
    pub insecure: bool,
    pub access: Access,
    pub retry: bool,
    pub debug: bool,
}

impl<'a> Connect<'a> {
    /// A read-only session as pull, list and diff open one: flux gives them no retries and no
    /// debug logging.
    pub fn pull(registry: &'a RegistryArgs, insecure: bool) -> Self {
        Connect {
            registry,
            insecure,
            access: Access::Pull,
            retry: false,
            debug: false,
        }
    }
}

/// The credentials of the flags, announced as flux announces them, or of the Docker config.
/// A cloud provider is refused: its login cannot be done, nor tested, without its cloud.
pub(crate) fn credentials(ui: &Ui, registry: &RegistryArgs) -> Result<Option<Credentials>, Error> {
    if registry.provider != "generic" {
        ui.action("logging in to registry with provider credentials");
        return Err(Error::Provider {
            provider: registry.provider.clone(),
        });
    }
    if registry.creds.is_empty() {
        return Ok(None);
    }
    ui.action("logging in to registry with credentials");
    auth::from_flag(&registry.creds)
        .map(Some)
        .map_err(Error::Creds)
}

/// Opens a session with the repository, with the credentials found beforehand (`None`: the
/// Docker config's).
pub(crate) fn open(
    ui: &Ui,
    ctx: &GlobalContext,
    repository: &Repository,
    credentials: Option<Credentials>,
    connect: Connect<'_>,
) -> anyhow::Result<Session> {
    let credentials = match credentials {
        Some(credentials) => credentials,
        None => auth::from_docker_config(
            &auth::Environment::from_process(),
            &repository.name(),
            repository.registry.as_str(),
        )?,
    };
    let log: Option<Log> = if connect.debug {
        let ui = ui.clone();
        Some(Arc::new(move |line: &str| ui.detail(line)))
    } else {
        None
    };
    let opts = Options {
        credentials,
        insecure: connect.insecure,
        ca_file: connect.registry.ca_file.clone(),
        timeout: ctx.timeout,
        retry: connect.retry,
        log,
    };
    Ok(Session::open(repository, connect.access, &opts)?)
}

/// Reads a manifest piped to `--path -`.
pub(crate) fn read_stdin() -> anyhow::Result<Vec<u8>> {
    use std::io::Read as _;
    let mut data = Vec::new();
    std::io::stdin()
        .read_to_end(&mut data)
        .map_err(|err| anyhow::anyhow!("could not read from stdin: {err}"))?;
    Ok(data)
}

/// flux's message for a `--path` that is not there.
pub(crate) fn stat_error(path: &str, err: &std::io::Error) -> String {
    let reason = match err.kind() {
        std::io::ErrorKind::NotFound => "no such file or directory".to_owned(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        _ => err.to_string(),
    };
    format!("stat {path}: {reason}")
}
