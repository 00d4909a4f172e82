//! `fluxr trigger receiver NAME`: flags into [`trigger::Options`]; the request and its
//! retries are in the cluster layer.

use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::GlobalContext;
use super::global::parse_duration;
use crate::cluster::trigger;
use crate::ui::Ui;

// Trigger Flux resources from outside the cluster
//
// The trigger sub-commands invoke Flux resources from outside the cluster, such as a
// Receiver's incoming webhook.
#[derive(Args, Debug)]
pub struct TriggerArgs {
    #[command(subcommand)]
    pub command: TriggerCommand,
}

#[derive(Subcommand, Debug)]
pub enum TriggerCommand {
    /// Trigger the webhook of a Receiver
    ///
    /// The trigger receiver command sends a request to the incoming webhook of a Receiver.
    ///
    /// The command computes the webhook path from the Receiver name, namespace and token,
    /// appends it to the base URL and sends an HTTP POST request with the given payload.
    /// It does not require access to the Kubernetes cluster.
    #[command(verbatim_doc_comment)]
    Receiver(ReceiverArgs),
}

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  # Trigger a generic Receiver
  fluxr trigger receiver my-receiver \\
    --token=my-token \\
    --url=https://flux-webhook.example.com

  # Trigger a generic Receiver with a custom JSON payload
  fluxr trigger receiver my-receiver \\
    --token=my-token \\
    --url=https://flux-webhook.example.com \\
    --payload='{\"image\":\"ghcr.io/org/app:v1.0.0\"}'

  # Trigger a generic-hmac Receiver
  fluxr trigger receiver my-receiver \\
    --type=generic-hmac \\
    --token=my-token \\
    --url=https://flux-webhook.example.com \\
    --payload='{\"image\":\"ghcr.io/org/app:v1.0.0\"}'

  # Trigger a generic-oidc Receiver from a GitHub Actions workflow.
  # The job needs 'permissions: id-token: write'. The OIDC token is fetched
  # automatically and the receiver token is not used by this type.
  fluxr trigger receiver my-receiver \\
    --type=generic-oidc \\
    --oidc-provider=github \\
    --url=https://flux-webhook.example.com

  # Trigger a generic-oidc Receiver from a GitHub Actions workflow with a custom OIDC audience
  fluxr trigger receiver my-receiver \\
    --type=generic-oidc \\
    --oidc-provider=github \\
    --oidc-audience=my-flux-instance \\
    --url=https://flux-webhook.example.com

  # Trigger a generic-oidc Receiver from a Forgejo Actions workflow
  fluxr trigger receiver my-receiver \\
    --type=generic-oidc \\
    --oidc-provider=forgejo \\
    --url=https://flux-webhook.example.com

  # Trigger a generic-oidc Receiver from a GitLab CI/CD job, reading the OIDC
  # token from an id_token environment variable defined in the job spec.
  fluxr trigger receiver my-receiver \\
    --type=generic-oidc \\
    --oidc-token=\"${MY_ID_TOKEN}\" \\
    --url=https://flux-webhook.example.com

  # Trigger a generic-oidc Receiver from a GitLab CI/CD job, reading the OIDC
  # token from the default FLUX_TRIGGER_RECEIVER_OIDC_TOKEN environment variable,
  # e.g. defined as:
  #   job:
  #     id_tokens:
  #       FLUX_TRIGGER_RECEIVER_OIDC_TOKEN:
  #         aud: notification-controller
  fluxr trigger receiver my-receiver \\
    --type=generic-oidc \\
    --url=https://flux-webhook.example.com

  # Trigger a Receiver in a specific namespace
  fluxr trigger receiver my-receiver -n apps \\
    --token=my-token \\
    --url=https://flux-webhook.example.com

  # Trigger a Receiver in the namespace of the current kubeconfig context
  fluxr trigger receiver my-receiver \\
    --ns-follows-kube-context \\
    --token=my-token \\
    --url=https://flux-webhook.example.com")]
pub struct ReceiverArgs {
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
    /// the Receiver token, required for all types except generic-oidc where it must not be set
    #[arg(long, default_value = "", hide_default_value = true)]
    pub token: String,
    /// the base URL of the notification-controller webhook receiver, may contain a base path
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// the Receiver type, one of: generic, generic-hmac, generic-oidc
    #[arg(long = "type", default_value = trigger::GENERIC)]
    pub receiver_type: String,
    /// the OIDC provider to fetch the token from, one of: github, forgejo (generic-oidc only,
    /// mutually exclusive with --oidc-token)
    #[arg(long, default_value = "", hide_default_value = true)]
    pub oidc_provider: String,
    /// the OIDC token to authenticate the request (generic-oidc only, mutually exclusive with
    /// --oidc-provider); defaults to the FLUX_TRIGGER_RECEIVER_OIDC_TOKEN environment variable
    #[arg(long, default_value = "", hide_default_value = true)]
    pub oidc_token: String,
    /// the audience of the OIDC token to fetch (requires --oidc-provider); defaults to
    /// "notification-controller"
    #[arg(long, default_value = "", hide_default_value = true)]
    pub oidc_audience: String,
    /// the JSON payload to send in the request body
    #[arg(long, default_value = "{}")]
    pub payload: String,
    /// the number of times to retry on connection errors or retryable HTTP status codes (404,
    /// 408, 429, 5xx); set to 0 to disable
    #[arg(long, default_value_t = 10, allow_negative_numbers = true)]
    pub retries: i64,
    /// the delay between retries
    #[arg(long, default_value = "10s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub retry_delay: crate::duration::GoDuration,
}

/// cobra's `ExactArgs(1)`.
#[derive(Debug, thiserror::Error)]
#[error("accepts 1 arg(s), received {0}")]
pub struct ArgCount(usize);

pub(crate) fn run(ui: &Ui, ctx: &GlobalContext, args: TriggerArgs) -> anyhow::Result<ExitCode> {
    let TriggerCommand::Receiver(args) = args.command;
    let ReceiverArgs {
        names,
        token,
        url,
        receiver_type,
        oidc_provider,
        oidc_token,
        oidc_audience,
        payload,
        retries,
        retry_delay,
    } = args;
    let [name] = <[String; 1]>::try_from(names).map_err(|names| ArgCount(names.len()))?;
    trigger::trigger(
        ui,
        &trigger::Options {
            name,
            namespace: ctx.namespace.clone(),
            url,
            receiver_type,
            token,
            oidc_provider,
            oidc_token,
            oidc_audience,
            payload,
            retries,
            retry_delay,
            timeout: ctx.timeout,
        },
    )?;
    Ok(ExitCode::SUCCESS)
}
