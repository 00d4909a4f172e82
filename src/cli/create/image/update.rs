//! `fluxr create image update NAME`: an ImageUpdateAutomation, with flux's flags and checks.

use std::process::ExitCode;

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cluster::create::image::{self, UpdateOptions};
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", "  # Configure image updates for the main repository created by flux bootstrap\n  fluxr create image update flux-system \\\n    --git-repo-ref=flux-system \\\n    --git-repo-path=\"./clusters/my-cluster\" \\\n    --checkout-branch=main \\\n    --author-name=flux \\\n    --author-email=flux@example.com \\\n    --commit-template=\"{{range .Updated.Images}}{{println .}}{{end}}\"\n\n  # Configure image updates to push changes to a different branch, if the branch doesn't exists it will be created\n  fluxr create image update flux-system \\\n    --git-repo-ref=flux-system \\\n    --git-repo-path=\"./clusters/my-cluster\" \\\n    --checkout-branch=main \\\n    --push-branch=image-updates \\\n    --author-name=flux \\\n    --author-email=flux@example.com \\\n    --commit-template=\"{{range .Updated.Images}}{{println .}}{{end}}\"\n\n  # Configure image updates for a Git repository in a different namespace\n  fluxr create image update apps \\\n    --namespace=apps \\\n    --git-repo-ref=flux-system \\\n    --git-repo-namespace=flux-system \\\n    --git-repo-path=\"./clusters/my-cluster\" \\\n    --checkout-branch=main \\\n    --push-branch=image-updates \\\n    --author-name=flux \\\n    --author-email=flux@example.com \\\n    --commit-template=\"{{range .Updated.Images}}{{println .}}{{end}}\"\n"))]
pub struct UpdateArgs {
    /// The name of the ImageUpdateAutomation
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// the name of a GitRepository resource with details of the upstream Git repository
    #[arg(long, default_value = "", hide_default_value = true)]
    pub git_repo_ref: String,
    /// the namespace of the GitRepository resource, defaults to the ImageUpdateAutomation namespace
    #[arg(long, default_value = "", hide_default_value = true)]
    pub git_repo_namespace: String,
    /// path to the directory containing the manifests to be updated, defaults to the repository
    /// root
    #[arg(long, default_value = "", hide_default_value = true)]
    pub git_repo_path: String,
    /// the branch to checkout
    #[arg(long, default_value = "", hide_default_value = true)]
    pub checkout_branch: String,
    /// the branch to push commits to, defaults to the checkout branch if not specified
    #[arg(long, default_value = "", hide_default_value = true)]
    pub push_branch: String,
    /// the name to use for commit author
    #[arg(long, default_value = "", hide_default_value = true)]
    pub author_name: String,
    /// the email to use for commit author
    #[arg(long, default_value = "", hide_default_value = true)]
    pub author_email: String,
    /// a template for commit messages
    #[arg(long, default_value = "", hide_default_value = true)]
    pub commit_template: String,
    /// name of the Secret containing the signing key referenced in spec.git.commit.signingKey
    #[arg(long, default_value = "", hide_default_value = true)]
    pub signing_key_secret: String,
    /// signing-key format: gpg or ssh (defaults to gpg when --signing-key-secret is set)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub signing_key_type: String,
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
    let object = image::update(UpdateOptions {
        target: super::target(name, ctx, common)?,
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
    })?;
    create::export_or_upsert_and_wait(ui, ctx, common, &object)
}
