//! `fluxr create source bucket NAME`: a Bucket, with flux's flags, defaults and checks. Static
//! credentials go to a Secret named `bucket-<name>` (never into the exported YAML).

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use serde_json::{Map, Value, json};

use crate::cli::GlobalContext;
use crate::cli::create::{self, CreateCommonArgs};
use crate::cli::global::parse_go_bool;
use crate::manifestgen::duration;
use crate::ui::Ui;

/// Create or update a Bucket source
///
/// The create source bucket command generates a Bucket resource and waits for it to be
/// downloaded.
/// For Buckets with static authentication, the credentials are stored in a Kubernetes secret.
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
    /// The S3 compatible storage provider name
    #[arg(long, default_value = "generic", value_parser = parse_provider,
          value_name = "generic|aws|azure|gcp")]
    pub provider: String,
    /// The bucket name
    #[arg(long, default_value = "", hide_default_value = true)]
    pub bucket_name: String,
    /// The bucket endpoint address
    #[arg(long, default_value = "", hide_default_value = true)]
    pub endpoint: String,
    /// The bucket access key
    #[arg(long, default_value = "", hide_default_value = true)]
    pub access_key: String,
    /// The bucket secret key
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_key: String,
    /// The bucket region
    #[arg(long, default_value = "", hide_default_value = true)]
    pub region: String,
    /// For when connecting to a non-TLS S3 HTTP endpoint
    #[arg(long, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true,
          default_value = "false", default_missing_value = "true", value_parser = parse_go_bool,
          value_name = "true|false")]
    pub insecure: bool,
    /// The name of an existing secret containing credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub secret_ref: String,
    /// The name of an existing secret containing the proxy address and credentials
    #[arg(long, default_value = "", hide_default_value = true)]
    pub proxy_secret_ref: String,
    /// Set paths to ignore in bucket resource (can specify multiple paths with commas:
    /// path1,path2)
    #[arg(long, value_delimiter = ',', value_name = "PATHS")]
    pub ignore_paths: Vec<String>,
}

/// A Bucket flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("bucket-name is required")]
    BucketNameRequired,
    #[error("endpoint is required")]
    EndpointRequired,
    // flux's wording, missing word included.
    #[error("Bucket source reconciliation but no artifact was found")]
    NoArtifact,
}

const PROVIDERS: [&str; 4] = ["generic", "aws", "azure", "gcp"];

/// `--provider`, checked with flux's messages.
pub(crate) fn parse_provider(value: &str) -> Result<String, String> {
    if value.trim().is_empty() {
        return Err(
            "no source bucket provider given, please specify the S3 compatible storage provider \
             name"
                .to_owned(),
        );
    }
    if PROVIDERS.contains(&value) {
        Ok(value.to_owned())
    } else {
        Err(format!(
            "source bucket provider '{value}' is not supported, must be one of: {}",
            PROVIDERS.join(", ")
        ))
    }
}

/// The checked flags: the Bucket as flux exports it, and the credentials Secret flux applies
/// before it when access and secret keys are given without `--secret-ref`.
pub(crate) struct Bucket {
    pub object: Value,
    pub credentials: Option<Value>,
}

pub(crate) fn resolve(
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: Duration,
    args: BucketArgs,
) -> anyhow::Result<Bucket> {
    let BucketArgs {
        name,
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
    let name = create::object_name(name)?;
    if bucket_name.is_empty() {
        return Err(Error::BucketNameRequired.into());
    }
    if endpoint.is_empty() {
        return Err(Error::EndpointRequired.into());
    }
    let labels = create::parse_labels(&common.labels)?;
    let mut spec = Map::new();
    spec.insert("bucketName".into(), bucket_name.into());
    spec.insert("endpoint".into(), endpoint.into());
    // `--ignore-paths=` is an empty list to pflag, not one empty path.
    if !ignore_paths.is_empty() && ignore_paths != [""] {
        spec.insert("ignore".into(), ignore_paths.join("\n").into());
    }
    if insecure {
        spec.insert("insecure".into(), true.into());
    }
    spec.insert("interval".into(), duration::format(common.interval).into());
    spec.insert("provider".into(), provider.into());
    if !proxy_secret_ref.is_empty() {
        spec.insert("proxySecretRef".into(), json!({ "name": proxy_secret_ref }));
    }
    if !region.is_empty() {
        spec.insert("region".into(), region.into());
    }
    if !secret_ref.is_empty() {
        spec.insert("secretRef".into(), json!({ "name": secret_ref }));
    }
    if !fetch_timeout.is_zero() {
        spec.insert("timeout".into(), duration::format(fetch_timeout).into());
    }
    let namespace = ctx.namespace.clone();
    let credentials = (secret_ref.is_empty() && !access_key.is_empty() && !secret_key.is_empty())
        .then(|| {
            json!({
                "apiVersion": "v1",
                "kind": "Secret",
                "metadata": create::metadata(&format!("bucket-{name}"), &namespace, &labels),
                "stringData": { "accesskey": access_key, "secretkey": secret_key },
            })
        });
    let object = json!({
        "apiVersion": "source.toolkit.fluxcd.io/v1",
        "kind": "Bucket",
        "metadata": create::metadata(&name, &namespace, &labels),
        "spec": spec,
    });
    Ok(Bucket {
        object,
        credentials,
    })
}

pub(crate) fn run(
    ui: &Ui,
    ctx: &GlobalContext,
    common: &CreateCommonArgs,
    fetch_timeout: Duration,
    args: BucketArgs,
) -> anyhow::Result<ExitCode> {
    let Bucket {
        mut object,
        credentials,
    } = resolve(ctx, common, fetch_timeout, args)?;
    if common.export {
        ui.stdout(&create::export_text(&object))?;
        return Ok(ExitCode::SUCCESS);
    }
    let session = create::Session::connect(ui, ctx)?;
    ui.generate("generating Bucket source");
    if let Some(secret) = credentials {
        ui.action("applying secret with the bucket credentials");
        super::super::secret::upsert(&session.cluster, &secret)?;
        object["spec"]["secretRef"] = json!({ "name": secret["metadata"]["name"] });
        ui.success("authentication configured");
    }
    ui.action("applying Bucket source");
    session.upsert(&object, "Bucket source")?;
    ui.waiting("waiting for Bucket source reconciliation");
    let ready = session.wait_ready(&object)?;
    ui.success("Bucket source reconciliation completed");
    let revision = ready
        .pointer("/status/artifact/revision")
        .and_then(Value::as_str)
        .ok_or(Error::NoArtifact)?;
    ui.success(&format!("fetched revision: {revision}"));
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn provider_flag() {
        assert_eq!(parse_provider("aws").unwrap(), "aws");
        assert_eq!(
            parse_provider("").unwrap_err(),
            "no source bucket provider given, please specify the S3 compatible storage provider \
             name"
        );
        assert_eq!(
            parse_provider("minio").unwrap_err(),
            "source bucket provider 'minio' is not supported, must be one of: generic, aws, \
             azure, gcp"
        );
    }
}
