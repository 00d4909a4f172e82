//! The flags every command takes (flux's persistent root flags) and the settings they resolve to.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context as _;
use clap::Args;
use clap::parser::{ArgMatches, ValueSource};

use crate::manifestgen::duration;

/// flux's `--namespace` default and the environment variable that overrides it.
pub(crate) const DEFAULT_NAMESPACE: &str = "flux-system";
const NAMESPACE_ENV: &str = "FLUX_SYSTEM_NAMESPACE";
const NS_FOLLOWS_CONTEXT_ENV: &str = "FLUX_NS_FOLLOWS_KUBE_CONTEXT";

/// flux's persistent flags. The kubectl connection flags are accepted so that scripts written for
/// flux run unchanged; the offline commands have no use for them.
#[derive(Args, Debug, Clone)]
#[command(next_help_heading = "Global options")]
pub(crate) struct GlobalArgs {
    /// The namespace scope for this operation
    #[arg(
        short = 'n',
        long,
        global = true,
        env = NAMESPACE_ENV,
        default_value = DEFAULT_NAMESPACE,
        value_name = "NAMESPACE"
    )]
    pub namespace: String,

    /// Use the namespace of the current kubeconfig context instead of flux-system, unless
    /// --namespace or FLUX_SYSTEM_NAMESPACE says otherwise
    #[arg(long, global = true, env = NS_FOLLOWS_CONTEXT_ENV, value_parser = parse_go_bool,
          num_args = 0..=1, default_missing_value = "true", default_value = "false",
          require_equals = true, hide_env = true, value_name = "true|false")]
    pub ns_follows_kube_context: bool,

    /// Timeout for this operation
    #[arg(long, global = true, default_value = "5m0s", value_parser = parse_duration)]
    pub timeout: Duration,

    /// Print the generated objects
    #[arg(long, global = true, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub verbose: bool,

    /// Path to the kubeconfig file to use for CLI requests
    #[arg(long, global = true, value_name = "PATH")]
    pub kubeconfig: Option<PathBuf>,

    /// The name of the kubeconfig context to use
    #[arg(long, global = true, value_name = "CONTEXT")]
    pub context: Option<String>,

    /// The name of the kubeconfig cluster to use
    #[arg(long, global = true, hide = true)]
    pub cluster: Option<String>,
    /// The name of the kubeconfig user to use
    #[arg(long, global = true, hide = true)]
    pub user: Option<String>,
    /// Bearer token for authentication to the API server
    #[arg(long, global = true, hide = true)]
    pub token: Option<String>,
    /// The address and port of the Kubernetes API server
    #[arg(long, global = true, hide = true)]
    pub server: Option<String>,
    /// Username to impersonate for the operation
    #[arg(long, global = true, hide = true)]
    pub r#as: Option<String>,
    /// Group to impersonate for the operation
    #[arg(long, global = true, hide = true)]
    pub as_group: Vec<String>,
    /// UID to impersonate for the operation
    #[arg(long, global = true, hide = true)]
    pub as_uid: Option<String>,
    /// Extra user information to impersonate
    #[arg(long, global = true, hide = true)]
    pub as_user_extra: Vec<String>,
    /// Path to a cert file for the certificate authority
    #[arg(long, global = true, hide = true)]
    pub certificate_authority: Option<PathBuf>,
    /// Path to a client certificate file for TLS
    #[arg(long, global = true, hide = true)]
    pub client_certificate: Option<PathBuf>,
    /// Path to a client key file for TLS
    #[arg(long, global = true, hide = true)]
    pub client_key: Option<PathBuf>,
    /// Skip verifying the server's certificate
    #[arg(long, global = true, hide = true, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub insecure_skip_tls_verify: bool,
    /// Server name to use for server certificate validation
    #[arg(long, global = true, hide = true)]
    pub tls_server_name: Option<String>,
    /// Default cache directory
    #[arg(long, global = true, hide = true)]
    pub cache_dir: Option<PathBuf>,
    /// Opt out of response compression for all requests to the server
    #[arg(long, global = true, hide = true, action = clap::ArgAction::Set, num_args = 0..=1, require_equals = true, default_value = "false", default_missing_value = "true", value_parser = parse_go_bool, value_name = "true|false")]
    pub disable_compression: bool,
    /// The maximum queries-per-second of requests sent to the Kubernetes API
    #[arg(long, global = true, hide = true, default_value_t = 50.0)]
    pub kube_api_qps: f32,
    /// The maximum burst queries-per-second of requests sent to the Kubernetes API
    #[arg(long, global = true, hide = true, default_value_t = 300)]
    pub kube_api_burst: u32,
}

/// What the global flags resolve to, handed to every command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct GlobalContext {
    pub namespace: String,
    pub timeout: Duration,
    pub verbose: bool,
    pub kubeconfig: Option<PathBuf>,
    pub context: Option<String>,
}

/// A global flag whose value cannot be used.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
    #[error("namespace must be a valid DNS label: \"{namespace}\"")]
    InvalidNamespace { namespace: String },
    #[error("failed to read kubeconfig \"{}\"", path.display())]
    ReadKubeconfig {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("failed to parse kubeconfig \"{}\"", path.display())]
    ParseKubeconfig {
        path: PathBuf,
        #[source]
        source: crate::yaml::Error,
    },
}

impl GlobalContext {
    /// Resolves the namespace the way flux does: `--namespace`, then the kubeconfig context's
    /// namespace when `--ns-follows-kube-context` is on, then `FLUX_SYSTEM_NAMESPACE`, then
    /// `flux-system`; whatever wins must be a DNS-1123 label.
    pub fn resolve(args: &GlobalArgs, matches: &ArgMatches) -> anyhow::Result<Self> {
        let source = deepest_value_source(matches, "namespace");
        let mut namespace = args.namespace.clone();
        if source != Some(ValueSource::CommandLine) && args.ns_follows_kube_context {
            let path = kubeconfig_path(args.kubeconfig.as_deref());
            if let Some(path) = path
                && let Some(context_namespace) = context_namespace(&path, args.context.as_deref())?
            {
                namespace = context_namespace;
            }
        }
        if !is_dns1123_label(&namespace) {
            return Err(Error::InvalidNamespace { namespace }.into());
        }
        Ok(Self {
            namespace,
            timeout: args.timeout,
            verbose: args.verbose,
            kubeconfig: args.kubeconfig.clone(),
            context: args.context.clone(),
        })
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

/// `--kubeconfig`, else the first file of `$KUBECONFIG`, else `~/.kube/config` if it exists.
fn kubeconfig_path(flag: Option<&Path>) -> Option<PathBuf> {
    if let Some(path) = flag {
        return Some(path.to_owned());
    }
    if let Some(list) = std::env::var_os("KUBECONFIG") {
        let first = std::env::split_paths(&list).find(|p| !p.as_os_str().is_empty());
        if first.is_some() {
            return first;
        }
    }
    let home = std::env::var_os("HOME")?;
    let default = Path::new(&home).join(".kube").join("config");
    default.is_file().then_some(default)
}

/// The namespace of `context` (or the current context) in a kubeconfig; `None` when unset.
fn context_namespace(path: &Path, context: Option<&str>) -> anyhow::Result<Option<String>> {
    let text = std::fs::read_to_string(path).map_err(|source| Error::ReadKubeconfig {
        path: path.to_owned(),
        source,
    })?;
    let config = crate::yaml::parse_one(&text)
        .map_err(|source| Error::ParseKubeconfig {
            path: path.to_owned(),
            source,
        })
        .context("failed to resolve the namespace of the kubeconfig context")?;
    let wanted = match context {
        Some(name) => Some(name.to_owned()),
        None => config
            .get("current-context")
            .and_then(|v| v.as_str())
            .map(str::to_owned),
    };
    let Some(wanted) = wanted else {
        return Ok(None);
    };
    let namespace = config
        .get("contexts")
        .and_then(|v| v.as_array())
        .into_iter()
        .flatten()
        .find(|entry| entry.get("name").and_then(|n| n.as_str()) == Some(wanted.as_str()))
        .and_then(|entry| entry.pointer("/context/namespace"))
        .and_then(|ns| ns.as_str())
        .filter(|ns| !ns.is_empty())
        .map(str::to_owned);
    Ok(namespace)
}

/// Kubernetes' DNS-1123 label: at most 63 lowercase alphanumerics or '-', alphanumeric at both
/// ends.
pub(crate) fn is_dns1123_label(value: &str) -> bool {
    let bytes = value.as_bytes();
    let alnum = |b: &u8| b.is_ascii_lowercase() || b.is_ascii_digit();
    !bytes.is_empty()
        && bytes.len() <= 63
        && bytes.iter().all(|b| alnum(b) || *b == b'-')
        && bytes.first().is_some_and(alnum)
        && bytes.last().is_some_and(alnum)
}

/// A Go duration flag (`90s`, `1h2m3.5s`).
pub(crate) fn parse_duration(value: &str) -> Result<Duration, duration::Error> {
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
    fn dns1123_labels() {
        assert!(is_dns1123_label("flux-system"));
        assert!(is_dns1123_label("a"));
        assert!(is_dns1123_label("0abc9"));
        assert!(is_dns1123_label(&"a".repeat(63)));
        assert!(!is_dns1123_label(&"a".repeat(64)));
        assert!(!is_dns1123_label(""));
        assert!(!is_dns1123_label("@#[]"));
        assert!(!is_dns1123_label("-flux"));
        assert!(!is_dns1123_label("flux-"));
        assert!(!is_dns1123_label("Flux"));
        assert!(!is_dns1123_label("flux.system"));
    }

    #[test]
    fn go_bools() {
        assert_eq!(parse_go_bool("1"), Ok(true));
        assert_eq!(parse_go_bool("True"), Ok(true));
        assert_eq!(parse_go_bool("f"), Ok(false));
        assert!(parse_go_bool("yes").is_err());
    }

    #[test]
    fn context_namespace_follows_the_current_or_named_context() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config");
        std::fs::write(
            &path,
            "current-context: one\ncontexts:\n- name: one\n  context:\n    namespace: first\n\
             - name: two\n  context:\n    cluster: c\n",
        )
        .unwrap();
        assert_eq!(
            context_namespace(&path, None).unwrap().as_deref(),
            Some("first")
        );
        assert_eq!(context_namespace(&path, Some("two")).unwrap(), None);
        assert_eq!(context_namespace(&path, Some("three")).unwrap(), None);
    }
}
