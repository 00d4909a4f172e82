//! `fluxr create image update NAME`: an ImageUpdateAutomation, with flux's flags and checks.

use std::process::ExitCode;

use clap::Args;
use serde_json::{Map, Value, json};

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::manifestgen::duration;
use crate::ui::Ui;

/// Create or update an ImageUpdateAutomation object
///
/// The create image update command generates an ImageUpdateAutomation resource. An
/// ImageUpdateAutomation object specifies an automated update to images mentioned in YAMLs in a
/// git repository.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Configure image updates for the main repository created by flux bootstrap
  fluxr create image update flux-system \\
    --git-repo-ref=flux-system \\
    --git-repo-path=\"./clusters/my-cluster\" \\
    --checkout-branch=main \\
    --author-name=flux \\
    --author-email=flux@example.com \\
    --export")]
pub struct UpdateArgs {
    /// The name of the ImageUpdateAutomation
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// The name of a GitRepository resource with details of the upstream Git repository
    #[arg(long, default_value = "", hide_default_value = true)]
    pub git_repo_ref: String,
    /// The namespace of the GitRepository resource, defaults to the ImageUpdateAutomation
    /// namespace
    #[arg(long, default_value = "", hide_default_value = true)]
    pub git_repo_namespace: String,
    /// Path to the directory containing the manifests to be updated, defaults to the
    /// repository root
    #[arg(long, default_value = "", hide_default_value = true)]
    pub git_repo_path: String,
    /// The branch to checkout
    #[arg(long, default_value = "", hide_default_value = true)]
    pub checkout_branch: String,
    /// The branch to push commits to, defaults to the checkout branch if not specified
    #[arg(long, default_value = "", hide_default_value = true)]
    pub push_branch: String,
    /// The name to use for commit author
    #[arg(long, default_value = "", hide_default_value = true)]
    pub author_name: String,
    /// The email to use for commit author
    #[arg(long, default_value = "", hide_default_value = true)]
    pub author_email: String,
    /// A template for commit messages
    #[arg(long, default_value = "", hide_default_value = true)]
    pub commit_template: String,
    /// Name of the Secret containing the signing key referenced in spec.git.commit.signingKey
    #[arg(long, default_value = "", hide_default_value = true)]
    pub signing_key_secret: String,
    /// Signing-key format: gpg or ssh (defaults to gpg when --signing-key-secret is set)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub signing_key_type: String,
}

/// An ImageUpdateAutomation flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("a reference to a GitRepository is required (--git-repo-ref)")]
    GitRepoRefRequired,
    #[error("the Git repository branch is required (--checkout-branch)")]
    CheckoutBranchRequired,
    #[error("the author name is required (--author-name)")]
    AuthorNameRequired,
    #[error("the author email is required (--author-email)")]
    AuthorEmailRequired,
    #[error("--signing-key-type requires --signing-key-secret")]
    SigningTypeWithoutSecret,
    #[error("--signing-key-type must be one of: gpg, ssh")]
    SigningType,
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    args: UpdateArgs,
) -> anyhow::Result<ExitCode> {
    let UpdateArgs {
        name,
        ignored: _,
        git_repo_ref,
        git_repo_namespace,
        git_repo_path,
        checkout_branch,
        push_branch,
        author_name,
        author_email,
        commit_template,
        signing_key_secret,
        signing_key_type,
    } = args;
    let name = create::object_name(name)?;
    if git_repo_ref.is_empty() {
        return Err(Error::GitRepoRefRequired.into());
    }
    if checkout_branch.is_empty() {
        return Err(Error::CheckoutBranchRequired.into());
    }
    if author_name.is_empty() {
        return Err(Error::AuthorNameRequired.into());
    }
    if author_email.is_empty() {
        return Err(Error::AuthorEmailRequired.into());
    }
    if !signing_key_type.is_empty() {
        if signing_key_secret.is_empty() {
            return Err(Error::SigningTypeWithoutSecret.into());
        }
        if !matches!(signing_key_type.as_str(), "gpg" | "ssh") {
            return Err(Error::SigningType.into());
        }
    }
    let labels = create::parse_labels(&common.labels)?;
    let mut commit = Map::new();
    commit.insert(
        "author".into(),
        json!({ "email": author_email, "name": author_name }),
    );
    if !commit_template.is_empty() {
        commit.insert("messageTemplate".into(), commit_template.into());
    }
    if !signing_key_secret.is_empty() {
        let mut signing = Map::new();
        signing.insert("secretRef".into(), json!({ "name": signing_key_secret }));
        if !signing_key_type.is_empty() {
            signing.insert("type".into(), signing_key_type.into());
        }
        commit.insert("signingKey".into(), signing.into());
    }
    let mut git = Map::new();
    git.insert(
        "checkout".into(),
        json!({ "ref": { "branch": checkout_branch } }),
    );
    git.insert("commit".into(), commit.into());
    if !push_branch.is_empty() {
        git.insert("push".into(), json!({ "branch": push_branch }));
    }
    let mut source = Map::new();
    source.insert("kind".into(), "GitRepository".into());
    source.insert("name".into(), git_repo_ref.into());
    if !git_repo_namespace.is_empty() {
        source.insert("namespace".into(), git_repo_namespace.into());
    }
    let mut spec = Map::new();
    spec.insert("git".into(), git.into());
    spec.insert("interval".into(), duration::format(common.interval).into());
    spec.insert("sourceRef".into(), source.into());
    if !git_repo_path.is_empty() {
        spec.insert(
            "update".into(),
            json!({ "path": git_repo_path, "strategy": "Setters" }),
        );
    }
    let object: Value = json!({
        "apiVersion": "image.toolkit.fluxcd.io/v1",
        "kind": "ImageUpdateAutomation",
        "metadata": create::metadata(&name, &ctx.namespace, &labels),
        "spec": spec,
    });
    create::export_or_upsert_and_wait(ui, ctx, common, &object)
}
