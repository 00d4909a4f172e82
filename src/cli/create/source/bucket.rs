//! `fluxr create source bucket NAME`: flags into [`bucket::Options`]; the checks, the object
//! and its credentials Secret are in the cluster layer.

use crate::duration::GoDuration;
use std::process::ExitCode;

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs, flags};
use crate::cli::global::parse_go_bool;
use crate::cluster::create::bucket;
use crate::ui::Ui;
use clap::Args;

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Create a source for a Bucket using static authentication
  fluxr create source bucket podinfo \\
    --bucket-name=podinfo \\
    --endpoint=minio.minio.svc.cluster.local:9000 \\
    --insecure=true \\
    --access-key=myaccesskey \\
    --secret-key=mysecretkey \\
    --interval=10m

  # Create a source for an Amazon S3 Bucket using IAM authentication
  fluxr create source bucket podinfo \\
    --bucket-name=podinfo \\
    --provider=aws \\
    --endpoint=s3.amazonaws.com \\
    --region=us-east-1 \\
    --interval=10m")]
pub struct BucketArgs {
    /// The name of the Bucket
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// the S3 compatible storage provider name
    #[arg(long, default_value = "generic", value_parser = flags::source_bucket_provider,
          value_name = "generic|aws|azure|gcp")]
    pub provider: String,
    /// the bucket name
    #[arg(long, default_value = "", hide_default_value = true)]
    pub bucket_name: String,
    /// the bucket endpoint address
    #[arg(long, default_value = "", hide_default_value = true)]
    pub endpoint: String,
    /// the bucket access key
    #[arg(long, default_value = "", hide_default_value = true)]
    pub access_key: String,
    /// the bucket secret key
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_key: String,
    /// the bucket region
    #[arg(long, default_value = "", hide_default_value = true)]
    pub region: String,
    /// for when connecting to a non-TLS S3 HTTP endpoint
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub insecure: bool,
    /// the name of an existing secret containing credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// the name of an existing secret containing the proxy address and credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub proxy_secret_ref: String,
    /// set paths to ignore in bucket resource (can specify multiple paths with commas: path1,path2)
    #[arg(long, value_parser = crate::cli::string_slice::parse, value_name = "PATHS")]
    pub ignore_paths: Vec<crate::cli::string_slice::StringSlice>,
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: GoDuration,
    args: BucketArgs,
) -> anyhow::Result<ExitCode> {
    let BucketArgs {
        name,
        ignored: _,
        provider,
        bucket_name,
        endpoint,
        access_key,
        secret_key,
        region,
        insecure,
        secret_ref,
        proxy_secret_ref,
        ignore_paths,
    } = args;
    let resolved = bucket::resolve(bucket::Options {
        name: create::object_name(name)?,
        namespace: ctx.namespace.clone(),
        labels: crate::cli::string_slice::values(common.labels.clone()),
        interval: common.interval,
        fetch_timeout,
        provider,
        bucket_name,
        endpoint,
        access_key,
        secret_key,
        region,
        insecure,
        secret_ref,
        proxy_secret_ref,
        ignore_paths: crate::cli::string_slice::values(ignore_paths),
    })?;
    if common.export {
        ui.stdout(&create::export_text(&resolved.object))?;
    } else {
        bucket::apply(ui, create::session(ui, ctx)?, resolved)?;
    }
    Ok(ExitCode::SUCCESS)
}
