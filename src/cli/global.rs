//! The flags every command takes (flux's persistent root flags) and the settings they resolve to.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use clap::Args;
use clap::parser::{ArgMatches, ValueSource};

use crate::api::names::is_dns1123_label;
use crate::duration::{self, GoDuration};
use crate::kube::{Cluster, ClusterOptions, ConnectionOverrides, KubeError};
use crate::ui::Ui;

/// flux's `--namespace` default and the environment variable that overrides it.
pub(crate) const DEFAULT_NAMESPACE: &str = "flux-system";
const NAMESPACE_ENV: &str = "FLUX_SYSTEM_NAMESPACE";
const NS_FOLLOWS_CONTEXT_ENV: &str = "FLUX_NS_FOLLOWS_KUBE_CONTEXT";

/// flux's persistent flags, kubectl's connection flags among them.
#[derive(Args, Debug, Clone)]
#[command(next_help_heading = "Global options")]
pub(crate) struct GlobalArgs {
    /// If present, the namespace scope for this CLI request
    #[arg(
        short = 'n',
        long,
        global = true,
        env = NAMESPACE_ENV,
        default_value = DEFAULT_NAMESPACE,
        value_name = "NAMESPACE"
    )]
    pub namespace: String,

    /// use the namespace from the kubeconfig context instead of the default flux-system
    /// namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var
    #[arg(long, global = true, value_parser = parse_go_bool,
          num_args = 0..=1, default_missing_value = "true", default_value = "false",
          require_equals = true, value_name = "true|false")]
    pub ns_follows_kube_context: bool,

    /// timeout for this operation
    #[arg(long, global = true, default_value = "5m0s", value_parser = parse_duration, allow_hyphen_values = true)]
    pub timeout: GoDuration,

    /// print generated objects
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub verbose: bool,

    #[arg(
        long,
        global = true,
        value_name = "PATH",
        help = "Path to the kubeconfig file to use for CLI requests."
    )]
    pub kubeconfig: Option<PathBuf>,

    /// The name of the kubeconfig context to use
    #[arg(long, global = true, value_name = "CONTEXT")]
    pub context: Option<String>,

    /// The name of the kubeconfig cluster to use
    #[arg(long, global = true, value_name = "CLUSTER")]
    pub cluster: Option<String>,
    /// The name of the kubeconfig user to use
    #[arg(long, global = true, value_name = "USER")]
    pub user: Option<String>,
    /// Bearer token for authentication to the API server
    #[arg(long, global = true, value_name = "TOKEN")]
    pub token: Option<String>,
    /// The address and port of the Kubernetes API server
    #[arg(long, global = true, value_name = "SERVER")]
    pub server: Option<String>,
    #[arg(
        long = "as",
        global = true,
        value_name = "USER",
        help = "Username to impersonate for the operation. User could be a regular user or a service account in a namespace."
    )]
    pub impersonate: Option<String>,
    #[arg(long, global = true, action = clap::ArgAction::Append, value_name = "GROUP",
          help = "Group to impersonate for the operation, this flag can be repeated to specify multiple groups.")]
    pub as_group: Vec<String>,
    #[arg(
        long,
        global = true,
        value_name = "UID",
        help = "UID to impersonate for the operation."
    )]
    pub as_uid: Option<String>,
    #[arg(long, global = true, action = clap::ArgAction::Append, value_name = "KEY=VALUE",
          help = "User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.")]
    pub as_user_extra: Vec<String>,
    /// Path to a cert file for the certificate authority to authenticate the Kubernetes API
    /// server
    #[arg(long, global = true, value_name = "PATH")]
    pub certificate_authority: Option<PathBuf>,
    /// Path to a client certificate file for TLS authentication to the Kubernetes API server
    #[arg(long, global = true, value_name = "PATH")]
    pub client_certificate: Option<PathBuf>,
    /// Path to a client key file for TLS authentication to the Kubernetes API server
    #[arg(long, global = true, value_name = "PATH")]
    pub client_key: Option<PathBuf>,
    /// If true, the Kubernetes API server's certificate will not be checked for validity. This
    /// will make your HTTPS connections insecure
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub insecure_skip_tls_verify: bool,
    /// Server name to use for server certificate validation. If it is not provided, the
    /// hostname used to contact the server is used
    #[arg(long, global = true, value_name = "NAME")]
    pub tls_server_name: Option<String>,
    /// Default cache directory
    #[arg(long, global = true, value_name = "PATH")]
    pub cache_dir: Option<PathBuf>,
    /// If true, opt-out of response compression for all requests to the server
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub disable_compression: bool,
    #[arg(
        long,
        global = true,
        help = "The maximum queries-per-second of requests sent to the Kubernetes API.",
        default_value_t = 50.0,
        allow_negative_numbers = true,
        value_name = "QPS"
    )]
    pub kube_api_qps: f32,
    #[arg(
        long,
        global = true,
        help = "The maximum burst queries-per-second of requests sent to the Kubernetes API.",
        default_value_t = 300,
        allow_negative_numbers = true,
        value_name = "BURST"
    )]
    pub kube_api_burst: i32,
}

/// What the global flags resolve to, handed to every command.
#[derive(Debug)]
pub(crate) struct GlobalContext {
    pub namespace: String,
    pub timeout: Duration,
    pub verbose: bool,
    /// How to reach the cluster: the kubeconfig and every connection flag.
    pub connection: ClusterOptions,
    /// The connection, made the first time a command asks for it.
    cluster: OnceLock<Arc<Cluster>>,
}

/// A global flag whose value cannot be used.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
    #[error("namespace must be a valid DNS label: \"{namespace}\"")]
    InvalidNamespace { namespace: String },
}

impl GlobalContext {
    /// Resolves the namespace the way flux does: `--namespace`, then the kubeconfig context's
    /// namespace when `--ns-follows-kube-context` (or a non-empty `FLUX_NS_FOLLOWS_KUBE_CONTEXT`)
    /// asks for it, then `FLUX_SYSTEM_NAMESPACE`, then `flux-system`; whatever wins must be a
    /// DNS-1123 label.
    pub fn resolve(args: &GlobalArgs, matches: &ArgMatches) -> anyhow::Result<Self> {
        let source = deepest_value_source(matches, "namespace");
        let mut namespace = flag_namespace(args, source);
        let follows = args.ns_follows_kube_context
            || std::env::var_os(NS_FOLLOWS_CONTEXT_ENV).is_some_and(|v| !v.is_empty());
        if source != Some(ValueSource::CommandLine)
            && follows
            && let Some(context_namespace) =
                crate::kube::context_namespace(args.kubeconfig.as_deref(), args.context.as_deref())
        {
            namespace = context_namespace;
        }
        if !is_dns1123_label(&namespace) {
            return Err(Error::InvalidNamespace { namespace }.into());
        }
        Ok(Self::new(
            namespace,
            args.timeout.to_std(),
            args.verbose,
            connection(args),
        ))
    }

    /// The settings of a `create` command. flux's `create` has a pre-run hook of its own that
    /// replaces the root's, so the namespace is the flag's (or `FLUX_SYSTEM_NAMESPACE`'s) as
    /// given: neither checked as a DNS label nor taken from the kubeconfig context.
    pub fn resolve_for_create(args: &GlobalArgs, matches: &ArgMatches) -> Self {
        let source = deepest_value_source(matches, "namespace");
        Self::new(
            flag_namespace(args, source),
            args.timeout.to_std(),
            args.verbose,
            connection(args),
        )
    }

    pub fn new(
        namespace: String,
        timeout: Duration,
        verbose: bool,
        connection: ClusterOptions,
    ) -> Self {
        Self {
            namespace,
            timeout,
            verbose,
            connection,
            cluster: OnceLock::new(),
        }
    }

    /// The cluster of the connection flags, connected on first use; waits show their spinners
    /// through `ui`. No request is sent yet.
    pub fn cluster(&self, ui: &Ui) -> Result<&Cluster, KubeError> {
        Ok(self.connected(ui)?.as_ref())
    }

    /// [`GlobalContext::cluster`], shared with what outlives the command's borrow of it.
    pub fn shared_cluster(&self, ui: &Ui) -> Result<Arc<Cluster>, KubeError> {
        self.connected(ui).cloned()
    }

    fn connected(&self, ui: &Ui) -> Result<&Arc<Cluster>, KubeError> {
        if let Some(cluster) = self.cluster.get() {
            return Ok(cluster);
        }
        let cluster = Arc::new(crate::cluster::connect(&self.connection, ui)?);
        Ok(self.cluster.get_or_init(|| cluster))
    }
}

/// `--namespace` as parsed; an invalid FLUX_SYSTEM_NAMESPACE was warned about at start and is
/// ignored.
fn flag_namespace(args: &GlobalArgs, source: Option<ValueSource>) -> String {
    if source == Some(ValueSource::EnvVariable) && !is_dns1123_label(&args.namespace) {
        DEFAULT_NAMESPACE.to_owned()
    } else {
        args.namespace.clone()
    }
}

/// The connection settings the flags describe; empty values are unset, as in kubectl.
pub(crate) fn connection(args: &GlobalArgs) -> ClusterOptions {
    let set = |value: &Option<String>| value.clone().filter(|v| !v.is_empty());
    let path = |value: &Option<PathBuf>| value.clone().filter(|v| !v.as_os_str().is_empty());
    ClusterOptions {
        kubeconfig: path(&args.kubeconfig),
        context: set(&args.context),
        timeout: args.timeout.to_std(),
        overrides: ConnectionOverrides {
            server: set(&args.server),
            token: set(&args.token),
            impersonate: set(&args.impersonate),
            impersonate_groups: args.as_group.clone(),
            impersonate_uid: set(&args.as_uid),
            impersonate_user_extra: args.as_user_extra.clone(),
            certificate_authority: path(&args.certificate_authority),
            client_certificate: path(&args.client_certificate),
            client_key: path(&args.client_key),
            tls_server_name: set(&args.tls_server_name),
            insecure_skip_tls_verify: args.insecure_skip_tls_verify,
            cluster: set(&args.cluster),
            user: set(&args.user),
            disable_compression: args.disable_compression,
        },
        qps: args.kube_api_qps,
        burst: args.kube_api_burst,
    }
}

/// Global args are stored on the subcommand that saw them; the value source is read there.
fn deepest_value_source(matches: &ArgMatches, id: &str) -> Option<ValueSource> {
    let mut current = matches;
    let mut source = current.value_source(id);
    while let Some((_, sub)) = current.subcommand() {
        current = sub;
        if let Some(found) = current.value_source(id) {
            source = Some(found);
        }
    }
    source
}

/// The value of `FLUX_SYSTEM_NAMESPACE` when it is set but not a DNS label: flux warns about it
/// on every start and goes on with its default.
pub(crate) fn invalid_namespace_env() -> Option<String> {
    let value = std::env::var_os(NAMESPACE_ENV)?;
    let value = value.to_string_lossy().into_owned();
    (!value.is_empty() && !is_dns1123_label(&value)).then_some(value)
}

/// A Go duration flag (`90s`, `-1m`, `1h2m3.5s`).
pub(crate) fn parse_duration(value: &str) -> Result<GoDuration, duration::Error> {
    duration::parse(value)
}

/// A boolean the way Go's `strconv.ParseBool` reads one, as pflag and flux's env vars do.
pub(crate) fn parse_go_bool(value: &str) -> Result<bool, String> {
    match value {
        "1" | "t" | "T" | "true" | "TRUE" | "True" => Ok(true),
        "0" | "f" | "F" | "false" | "FALSE" | "False" => Ok(false),
        _ => Err(format!(
            "strconv.ParseBool: parsing \"{value}\": invalid syntax"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_bools() {
        assert_eq!(parse_go_bool("1"), Ok(true));
        assert_eq!(parse_go_bool("True"), Ok(true));
        assert_eq!(parse_go_bool("f"), Ok(false));
        assert!(parse_go_bool("yes").is_err());
    }
}
