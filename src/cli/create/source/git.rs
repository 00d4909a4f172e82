//! `fluxr create source git NAME`: a GitRepository, with flux's flags, defaults and checks.

use crate::duration::GoDuration;
use std::process::ExitCode;

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs, flags};
use crate::cli::global::parse_go_bool;
use crate::cluster::create::git::{self, GitRepository};
use crate::manifestgen::sourcesecret::EcdsaCurve;
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct GitArgs {
    /// The name of the GitRepository
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,

    /// git address, e.g. ssh://git@host/org/repository
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// git branch
    #[arg(long, default_value = "", hide_default_value = true)]
    pub branch: String,
    /// git tag
    #[arg(long, default_value = "", hide_default_value = true)]
    pub tag: String,
    /// git tag semver range
    #[arg(long = "tag-semver", default_value = "", hide_default_value = true)]
    pub tag_semver: String,
    /// git reference name
    #[arg(long = "ref-name", default_value = "", hide_default_value = true)]
    pub ref_name: String,
    /// git commit
    #[arg(long, default_value = "", hide_default_value = true)]
    pub commit: String,
    /// basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
    /// SSH public key algorithm
    #[arg(long, default_value = "ecdsa", value_parser = flags::public_key_algorithm)]
    pub ssh_key_algorithm: String,
    /// SSH RSA public key bit size (multiplies of 8, min 1024)
    #[arg(long, default_value = "2048", value_parser = flags::rsa_key_bits)]
    pub ssh_rsa_bits: u32,
    /// SSH ECDSA public key curve
    #[arg(long, default_value = "p384", value_parser = flags::ecdsa_curve)]
    pub ssh_ecdsa_curve: EcdsaCurve,
    /// the name of an existing secret containing SSH or basic credentials or github app
    /// authentication
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// the name of an existing secret containing the proxy address and credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub proxy_secret_ref: String,
    /// the Git provider name
    #[arg(long, value_parser = flags::source_git_provider)]
    pub provider: Option<String>,
    /// path to TLS CA file used for validating self-signed certificates
    #[arg(long, default_value = "", hide_default_value = true)]
    pub ca_file: String,
    /// path to a passwordless private key file used for authenticating to the Git SSH server
    #[arg(long, default_value = "", hide_default_value = true)]
    pub private_key_file: String,
    /// when enabled, configures the GitRepository source to initialize and include Git submodules
    /// in the artifact it produces
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub recurse_submodules: bool,
    /// assumes the deploy key is already setup, skips confirmation
    #[arg(short = 's', long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub silent: bool,
    /// set paths to ignore in git resource (can specify multiple paths with commas: path1,path2)
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "PATHS")]
    pub ignore_paths: Vec<crate::cli::string_slice::StringSlice>,
    /// set paths to sparse checkout in git resource (can specify multiple paths with commas:
    /// path1,path2)
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "PATHS")]
    pub sparse_checkout_paths: Vec<crate::cli::string_slice::StringSlice>,
}

const EXAMPLES: &str = concat!(
    "Examples:\n",
    "  # Create a source from a public Git repository master branch\n  fluxr create source git podinfo \\\n    --url=https://github.com/stefanprodan/podinfo \\\n    --branch=master\n\n  # Create a source for a Git repository pinned to specific git tag\n  fluxr create source git podinfo \\\n    --url=https://github.com/stefanprodan/podinfo \\\n    --tag=\"3.2.3\"\n\n  # Create a source from a public Git repository tag that matches a semver range\n  fluxr create source git podinfo \\\n    --url=https://github.com/stefanprodan/podinfo \\\n    --tag-semver=\">=3.2.0 <3.3.0\"\n\n  # Create a source for a Git repository using SSH authentication\n  fluxr create source git podinfo \\\n    --url=ssh://git@github.com/stefanprodan/podinfo \\\n    --branch=master\n\n  # Create a source for a Git repository using SSH authentication and an\n  # ECDSA P-521 curve public key\n  fluxr create source git podinfo \\\n    --url=ssh://git@github.com/stefanprodan/podinfo \\\n    --branch=master \\\n    --ssh-key-algorithm=ecdsa \\\n    --ssh-ecdsa-curve=p521\n\n  # Create a source for a Git repository using SSH authentication and a\n  #\tpasswordless private key from file\n  # The public SSH host key will still be gathered from the host\n  fluxr create source git podinfo \\\n    --url=ssh://git@github.com/stefanprodan/podinfo \\\n    --branch=master \\\n    --private-key-file=./private.key\n\n  # Create a source for a Git repository using SSH authentication and a\n  # private key with a password from file\n  # The public SSH host key will still be gathered from the host\n  fluxr create source git podinfo \\\n    --url=ssh://git@github.com/stefanprodan/podinfo \\\n    --branch=master \\\n    --private-key-file=./private.key \\\n    --password=<password>\n\n  # Create a source for a Git repository using basic authentication\n  fluxr create source git podinfo \\\n    --url=https://github.com/stefanprodan/podinfo \\\n    --branch=master \\\n    --username=username \\\n    --password=password\n\n  # Create a source for a Git repository using AWS CodeCommit with IAM credentials\n  fluxr create source git podinfo \\\n    --url=https://git-codecommit.<region>.amazonaws.com/v1/repos/podinfo \\\n    --branch=master \\\n    --provider=aws\n\n  # Create a source for a Git repository using azure provider\n  fluxr create source git podinfo \\\n    --url=https://dev.azure.com/foo/bar/_git/podinfo \\\n    --branch=master \\\n    --provider=azure"
);

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: GoDuration,
    args: GitArgs,
) -> anyhow::Result<ExitCode> {
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
    let repository = GitRepository::resolve(git::Options {
        name: create::object_name(name)?,
        namespace: ctx.namespace.clone(),
        labels: crate::cli::string_slice::values(common.labels.clone()),
        interval: common.interval,
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
        ignore_paths: crate::cli::string_slice::values(ignore_paths),
        sparse_checkout_paths: crate::cli::string_slice::values(sparse_checkout_paths),
    })?;
    if common.export {
        ui.stdout(&create::export_text(&repository.to_object()))?;
    } else {
        git::apply(ui, || create::session(ui, ctx), &repository)?;
    }
    Ok(ExitCode::SUCCESS)
}
