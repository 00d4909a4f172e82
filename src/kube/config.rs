//! Finding the cluster the way kubectl does: `--kubeconfig`, else every file of `$KUBECONFIG`
//! merged (the first file to set a value wins), else `~/.kube/config`, else the in-cluster
//! service account. kubectl's connection flags (`--context`, `--cluster`, `--user`, `--server`,
//! `--token`, `--certificate-authority`, impersonation, …) are then laid over the selected
//! context with clientcmd's precedence rules, so they work with an empty kubeconfig too.
//!
//! This is the only place in fluxr that reads a kubeconfig.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use kube::config::{
    AuthInfo, Cluster as KubeconfigCluster, Context, KubeConfigOptions, Kubeconfig, NamedAuthInfo,
    NamedCluster, NamedContext,
};

use super::{ClusterOptions, ConnectionOverrides, KubeError, error_chain};

/// The name the resolved cluster, user and context go by in the kubeconfig handed to kube.
const RESOLVED: &str = "fluxr";

/// The client configuration `opts` selects.
pub(super) async fn load(opts: &ClusterOptions) -> Result<kube::Config, KubeError> {
    let overrides = &opts.overrides;
    // clientcmd loads an empty file as an empty config, which it then treats as no config at
    // all: the in-cluster account when there is one, else the default server.
    let kubeconfig = read_kubeconfig(opts.kubeconfig.as_deref())?.filter(|k| !is_empty(k));
    let Some(kubeconfig) = kubeconfig else {
        let flagged = overrides.server.is_some()
            || opts.context.is_some()
            || overrides.cluster.is_some()
            || overrides.user.is_some();
        if !flagged && let Ok(mut config) = kube::Config::incluster() {
            apply_to_incluster(&mut config, overrides)?;
            return Ok(config);
        }
        // An empty kubeconfig still connects when the flags say where and how; where they do
        // not, clientcmd's cluster defaults (which flux's and kubectl's config flags use) name
        // `$KUBERNETES_MASTER`, else `http://localhost:8080`. No request is sent yet, so the
        // commands that check their arguments first still do.
        let mut opts = opts.clone();
        if opts.overrides.server.is_none() {
            opts.overrides.server = Some(default_server());
        }
        return build(Kubeconfig::default(), &opts).await;
    };
    build(kubeconfig, opts).await
}

/// A kubeconfig that names nothing, as an existing but empty file reads.
fn is_empty(kubeconfig: &Kubeconfig) -> bool {
    kubeconfig.clusters.is_empty()
        && kubeconfig.auth_infos.is_empty()
        && kubeconfig.contexts.is_empty()
        && kubeconfig
            .current_context
            .as_deref()
            .is_none_or(str::is_empty)
}

/// clientcmd's `getDefaultServer`.
fn default_server() -> String {
    std::env::var("KUBERNETES_MASTER")
        .ok()
        .filter(|server| !server.is_empty())
        .unwrap_or_else(|| "http://localhost:8080".to_owned())
}

/// The namespace of the selected context (`--context`, else the current one), if it sets one;
/// what `--ns-follows-kube-context` reads. Any problem reading the kubeconfig means no
/// namespace, as in flux: the command that then connects reports it.
pub fn context_namespace(kubeconfig: Option<&Path>, context: Option<&str>) -> Option<String> {
    let config = read_kubeconfig(kubeconfig).ok()??;
    let wanted = context
        .map(str::to_owned)
        .or_else(|| config.current_context.clone())?;
    config
        .contexts
        .iter()
        .find(|c| c.name == wanted)
        .and_then(|c| c.context.as_ref())
        .and_then(|c| c.namespace.clone())
        .filter(|ns| !ns.is_empty())
}

/// The names of the kubeconfig's contexts, sorted; none when there is no kubeconfig to read.
pub fn context_names(kubeconfig: Option<&Path>) -> Vec<String> {
    let Ok(Some(config)) = read_kubeconfig(kubeconfig) else {
        return Vec::new();
    };
    let mut names: Vec<String> = config.contexts.into_iter().map(|c| c.name).collect();
    names.sort();
    names.dedup();
    names
}

/// clientcmd's merge of the kubeconfig's context, cluster and user with the flags, handed to
/// kube as a kubeconfig of one context.
async fn build(kubeconfig: Kubeconfig, opts: &ClusterOptions) -> Result<kube::Config, KubeError> {
    let resolved = resolve(&kubeconfig, opts)?;
    let options = KubeConfigOptions {
        context: Some(RESOLVED.to_owned()),
        cluster: None,
        user: None,
    };
    kube::Config::from_custom_kubeconfig(resolved, &options)
        .await
        .map_err(|err| KubeError::Kubeconfig {
            message: error_chain(&err),
        })
}

/// The kubeconfig of one context, `fluxr`, that the selected context and the flags describe.
fn resolve(kubeconfig: &Kubeconfig, opts: &ClusterOptions) -> Result<Kubeconfig, KubeError> {
    let overrides = &opts.overrides;
    let context_name = opts
        .context
        .clone()
        .or_else(|| kubeconfig.current_context.clone())
        .filter(|name| !name.is_empty());
    let context = match &context_name {
        Some(name) => match kubeconfig.contexts.iter().find(|c| &c.name == name) {
            Some(found) => found.context.clone().unwrap_or_default(),
            None if opts.context.is_some() => {
                return Err(KubeError::ContextNotFound {
                    context: name.clone(),
                });
            }
            None => Context::default(),
        },
        None => Context::default(),
    };

    let cluster_name = overrides.cluster.clone().unwrap_or(context.cluster.clone());
    let mut cluster = match kubeconfig.clusters.iter().find(|c| c.name == cluster_name) {
        Some(found) => found.cluster.clone().unwrap_or_default(),
        None if overrides.cluster.is_some() => {
            return Err(KubeError::Kubeconfig {
                message: format!("cluster \"{cluster_name}\" does not exist"),
            });
        }
        None => KubeconfigCluster::default(),
    };
    apply_cluster_overrides(&mut cluster, overrides);

    let user_name = overrides.user.clone().or(context.user.clone());
    let mut user = match &user_name {
        Some(name) => match kubeconfig.auth_infos.iter().find(|u| &u.name == name) {
            Some(found) => found.auth_info.clone().unwrap_or_default(),
            None if overrides.user.is_some() => {
                return Err(KubeError::Kubeconfig {
                    message: format!("auth info \"{name}\" does not exist"),
                });
            }
            None => AuthInfo::default(),
        },
        None => AuthInfo::default(),
    };
    apply_user_overrides(&mut user, overrides);

    if user.impersonate.as_deref().unwrap_or_default().is_empty()
        && (user.impersonate_uid.is_some()
            || user
                .impersonate_groups
                .as_ref()
                .is_some_and(|g| !g.is_empty())
            || user
                .impersonate_user_extra
                .as_ref()
                .is_some_and(|e| !e.is_empty()))
    {
        return Err(KubeError::Kubeconfig {
            message: format!(
                "invalid configuration: requesting uid, groups or user-extra for {} without impersonating a user",
                user_name.unwrap_or_default()
            ),
        });
    }
    // The config flags flux (and kubectl) use lay clientcmd's cluster defaults under every
    // cluster, so a cluster without a server talks to the default one rather than failing.
    if cluster.server.as_deref().unwrap_or_default().is_empty() {
        cluster.server = Some(default_server());
    }

    Ok(Kubeconfig {
        clusters: vec![NamedCluster {
            name: RESOLVED.to_owned(),
            cluster: Some(cluster),
            ..NamedCluster::default()
        }],
        auth_infos: vec![NamedAuthInfo {
            name: RESOLVED.to_owned(),
            auth_info: Some(user),
            ..NamedAuthInfo::default()
        }],
        contexts: vec![NamedContext {
            name: RESOLVED.to_owned(),
            context: Some(Context {
                cluster: RESOLVED.to_owned(),
                user: Some(RESOLVED.to_owned()),
                namespace: context.namespace.clone(),
                ..Context::default()
            }),
            ..NamedContext::default()
        }],
        current_context: Some(RESOLVED.to_owned()),
        ..Kubeconfig::default()
    })
}

/// clientcmd's rules for the cluster flags: a flag replaces the kubeconfig's value; a CA file
/// or `--insecure-skip-tls-verify` replaces the kubeconfig's whole trust setting; `--server`
/// without `--tls-server-name` drops the kubeconfig's TLS server name, which belonged to the
/// kubeconfig's server.
fn apply_cluster_overrides(cluster: &mut KubeconfigCluster, overrides: &ConnectionOverrides) {
    if let Some(server) = &overrides.server {
        cluster.server = Some(server.clone());
    }
    if overrides.insecure_skip_tls_verify || overrides.certificate_authority.is_some() {
        cluster.insecure_skip_tls_verify = Some(overrides.insecure_skip_tls_verify);
        cluster.certificate_authority = overrides
            .certificate_authority
            .as_ref()
            .map(|path| path.to_string_lossy().into_owned());
        cluster.certificate_authority_data = None;
    }
    if overrides.tls_server_name.is_some() || overrides.server.is_some() {
        cluster.tls_server_name = overrides.tls_server_name.clone();
    }
    if overrides.disable_compression {
        cluster.disable_compression = Some(true);
    }
}

/// kubectl's user flags: each replaces the kubeconfig's value (a certificate or key file also
/// drops the embedded data, a token the token file).
fn apply_user_overrides(user: &mut AuthInfo, overrides: &ConnectionOverrides) {
    if let Some(certificate) = &overrides.client_certificate {
        user.client_certificate = Some(certificate.to_string_lossy().into_owned());
        user.client_certificate_data = None;
    }
    if let Some(key) = &overrides.client_key {
        user.client_key = Some(key.to_string_lossy().into_owned());
        user.client_key_data = None;
    }
    if let Some(token) = &overrides.token {
        user.token = Some(token.clone().into());
        user.token_file = None;
    }
    if let Some(name) = &overrides.impersonate {
        user.impersonate = Some(name.clone());
    }
    if let Some(uid) = &overrides.impersonate_uid {
        user.impersonate_uid = Some(uid.clone());
    }
    if !overrides.impersonate_groups.is_empty() {
        user.impersonate_groups = Some(overrides.impersonate_groups.clone());
    }
    if let Some(extra) = user_extra(&overrides.impersonate_user_extra) {
        user.impersonate_user_extra = Some(extra);
    }
}

/// `--as-user-extra key=value` pairs; kubectl skips an entry without `=`.
fn user_extra(pairs: &[String]) -> Option<HashMap<String, Vec<String>>> {
    let mut extra: HashMap<String, Vec<String>> = HashMap::new();
    for (key, value) in pairs.iter().filter_map(|pair| pair.split_once('=')) {
        extra
            .entry(key.to_owned())
            .or_default()
            .push(value.to_owned());
    }
    (!extra.is_empty()).then_some(extra)
}

/// The flags laid over the in-cluster service account's configuration.
fn apply_to_incluster(
    config: &mut kube::Config,
    overrides: &ConnectionOverrides,
) -> Result<(), KubeError> {
    if let Some(token) = &overrides.token {
        config.auth_info.token = Some(token.clone().into());
        config.auth_info.token_file = None;
    }
    apply_user_overrides(
        &mut config.auth_info,
        &ConnectionOverrides {
            token: None,
            ..overrides.clone()
        },
    );
    if overrides.insecure_skip_tls_verify {
        config.accept_invalid_certs = true;
        config.root_cert = None;
    }
    if let Some(path) = &overrides.certificate_authority {
        let pem = std::fs::read(path).map_err(|err| KubeError::Kubeconfig {
            message: format!(
                "unable to read certificate-authority {}: {err}",
                path.display()
            ),
        })?;
        let certs = openssl::x509::X509::stack_from_pem(&pem)
            .and_then(|certs| certs.iter().map(|c| c.to_der()).collect())
            .map_err(|err| KubeError::Kubeconfig {
                message: format!("invalid certificate-authority {}: {err}", path.display()),
            })?;
        config.root_cert = Some(certs);
        config.accept_invalid_certs = overrides.insecure_skip_tls_verify;
    }
    if overrides.tls_server_name.is_some() {
        config.tls_server_name = overrides.tls_server_name.clone();
    }
    if overrides.disable_compression {
        config.disable_compression = true;
    }
    Ok(())
}

/// The merged kubeconfig, or `None` when there is none to read.
fn read_kubeconfig(flag: Option<&Path>) -> Result<Option<Kubeconfig>, KubeError> {
    let failed = |path: &Path, err: kube::config::KubeconfigError| {
        // kube's read error repeats the path; its cause says all that is left to say.
        let cause = match &err {
            kube::config::KubeconfigError::ReadConfig(io, _) => io.to_string(),
            other => error_chain(other),
        };
        KubeError::Kubeconfig {
            message: format!("{}: {cause}", path.display()),
        }
    };
    if let Some(path) = flag {
        return Kubeconfig::read_from(path)
            .map(Some)
            .map_err(|err| failed(path, err));
    }
    if let Some(list) = std::env::var_os("KUBECONFIG") {
        let paths: Vec<PathBuf> = std::env::split_paths(&list)
            .filter(|p| !p.as_os_str().is_empty())
            .collect();
        if !paths.is_empty() {
            let mut merged: Option<Kubeconfig> = None;
            for path in &paths {
                // kubectl skips listed files that do not exist.
                if !path.exists() {
                    continue;
                }
                let next = Kubeconfig::read_from(path).map_err(|err| failed(path, err))?;
                merged = Some(match merged {
                    None => next,
                    Some(config) => config.merge(next).map_err(|err| failed(path, err))?,
                });
            }
            return Ok(merged);
        }
    }
    let Some(home) = std::env::var_os("HOME") else {
        return Ok(None);
    };
    let default = Path::new(&home).join(".kube").join("config");
    if !default.is_file() {
        return Ok(None);
    }
    Kubeconfig::read_from(&default)
        .map(Some)
        .map_err(|err| failed(&default, err))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kubeconfig(text: &str) -> Kubeconfig {
        Kubeconfig::from_yaml(text).unwrap()
    }

    const TWO_CONTEXTS: &str = "apiVersion: v1\nkind: Config\ncurrent-context: one\n\
        clusters:\n- name: one\n  cluster:\n    server: https://one:6443\n    tls-server-name: one.internal\n    certificate-authority-data: Zm9v\n\
        - name: two\n  cluster:\n    server: https://two:6443\n\
        contexts:\n- name: one\n  context:\n    cluster: one\n    user: alice\n    namespace: apps\n\
        - name: two\n  context:\n    cluster: two\n    user: bob\n\
        users:\n- name: alice\n  user:\n    token: alice-token\n- name: bob\n  user:\n    token: bob-token\n";

    fn options(overrides: ConnectionOverrides) -> ClusterOptions {
        ClusterOptions {
            overrides,
            ..ClusterOptions::default()
        }
    }

    fn only(resolved: &Kubeconfig) -> (KubeconfigCluster, AuthInfo, Context) {
        (
            resolved.clusters[0].cluster.clone().unwrap(),
            resolved.auth_infos[0].auth_info.clone().unwrap(),
            resolved.contexts[0].context.clone().unwrap(),
        )
    }

    fn token(user: &AuthInfo) -> String {
        use secrecy::ExposeSecret as _;
        user.token
            .as_ref()
            .map(|t| t.expose_secret().to_owned())
            .unwrap_or_default()
    }

    #[test]
    fn the_current_context_is_used_without_flags() {
        let resolved = resolve(&kubeconfig(TWO_CONTEXTS), &ClusterOptions::default()).unwrap();
        let (cluster, user, context) = only(&resolved);
        assert_eq!(cluster.server.as_deref(), Some("https://one:6443"));
        assert_eq!(token(&user), "alice-token");
        assert_eq!(context.namespace.as_deref(), Some("apps"));
    }

    #[test]
    fn server_flag_wins_and_drops_the_kubeconfig_tls_server_name() {
        let resolved = resolve(
            &kubeconfig(TWO_CONTEXTS),
            &options(ConnectionOverrides {
                server: Some("https://elsewhere:443".to_owned()),
                token: Some("flag-token".to_owned()),
                ..ConnectionOverrides::default()
            }),
        )
        .unwrap();
        let (cluster, user, _) = only(&resolved);
        assert_eq!(cluster.server.as_deref(), Some("https://elsewhere:443"));
        assert_eq!(cluster.tls_server_name, None);
        // The kubeconfig's CA stays unless a trust flag replaces it.
        assert_eq!(cluster.certificate_authority_data.as_deref(), Some("Zm9v"));
        assert_eq!(token(&user), "flag-token");
    }

    #[test]
    fn cluster_and_user_flags_pick_other_entries() {
        let resolved = resolve(
            &kubeconfig(TWO_CONTEXTS),
            &options(ConnectionOverrides {
                cluster: Some("two".to_owned()),
                user: Some("bob".to_owned()),
                ..ConnectionOverrides::default()
            }),
        )
        .unwrap();
        let (cluster, user, _) = only(&resolved);
        assert_eq!(cluster.server.as_deref(), Some("https://two:6443"));
        assert_eq!(token(&user), "bob-token");

        let missing = |overrides| resolve(&kubeconfig(TWO_CONTEXTS), &options(overrides));
        let err = missing(ConnectionOverrides {
            cluster: Some("three".to_owned()),
            ..ConnectionOverrides::default()
        })
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "failed to load kubeconfig: cluster \"three\" does not exist"
        );
        let err = missing(ConnectionOverrides {
            user: Some("carol".to_owned()),
            ..ConnectionOverrides::default()
        })
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "failed to load kubeconfig: auth info \"carol\" does not exist"
        );
    }

    #[test]
    fn trust_flags_replace_the_kubeconfig_trust() {
        let resolved = resolve(
            &kubeconfig(TWO_CONTEXTS),
            &options(ConnectionOverrides {
                insecure_skip_tls_verify: true,
                tls_server_name: Some("api.internal".to_owned()),
                ..ConnectionOverrides::default()
            }),
        )
        .unwrap();
        let (cluster, _, _) = only(&resolved);
        assert_eq!(cluster.insecure_skip_tls_verify, Some(true));
        assert_eq!(cluster.certificate_authority_data, None);
        assert_eq!(cluster.tls_server_name.as_deref(), Some("api.internal"));
    }

    #[test]
    fn an_empty_kubeconfig_takes_server_and_token_from_flags() {
        let resolved = resolve(
            &Kubeconfig::default(),
            &options(ConnectionOverrides {
                server: Some("https://api:6443".to_owned()),
                token: Some("t".to_owned()),
                certificate_authority: Some(PathBuf::from("/ca.crt")),
                ..ConnectionOverrides::default()
            }),
        )
        .unwrap();
        let (cluster, user, _) = only(&resolved);
        assert_eq!(cluster.server.as_deref(), Some("https://api:6443"));
        assert_eq!(cluster.certificate_authority.as_deref(), Some("/ca.crt"));
        assert_eq!(token(&user), "t");
    }

    #[test]
    fn a_cluster_without_a_server_gets_the_default_server() {
        if std::env::var_os("KUBERNETES_MASTER").is_some() {
            return;
        }
        let resolved = resolve(&Kubeconfig::default(), &ClusterOptions::default()).unwrap();
        let (cluster, _, _) = only(&resolved);
        assert_eq!(cluster.server.as_deref(), Some("http://localhost:8080"));
        let no_server = kubeconfig(
            "apiVersion: v1\nkind: Config\ncurrent-context: c\n\
             clusters:\n- name: k\n  cluster:\n    insecure-skip-tls-verify: true\n\
             contexts:\n- name: c\n  context:\n    cluster: k\n",
        );
        let resolved = resolve(&no_server, &ClusterOptions::default()).unwrap();
        let (cluster, _, _) = only(&resolved);
        assert_eq!(cluster.server.as_deref(), Some("http://localhost:8080"));
        assert_eq!(cluster.insecure_skip_tls_verify, Some(true));
        assert!(is_empty(&kubeconfig("apiVersion: v1\nkind: Config\n")));
        assert!(!is_empty(&no_server));
    }

    #[test]
    fn impersonation_needs_a_user() {
        let err = resolve(
            &kubeconfig(TWO_CONTEXTS),
            &options(ConnectionOverrides {
                impersonate_groups: vec!["admins".to_owned()],
                ..ConnectionOverrides::default()
            }),
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "failed to load kubeconfig: invalid configuration: requesting uid, groups or \
             user-extra for alice without impersonating a user"
        );
        let resolved = resolve(
            &kubeconfig(TWO_CONTEXTS),
            &options(ConnectionOverrides {
                impersonate: Some("jane".to_owned()),
                impersonate_groups: vec!["admins".to_owned()],
                impersonate_user_extra: vec![
                    "scopes=view".to_owned(),
                    "scopes=edit".to_owned(),
                    "ignored".to_owned(),
                ],
                ..ConnectionOverrides::default()
            }),
        )
        .unwrap();
        let (_, user, _) = only(&resolved);
        assert_eq!(user.impersonate.as_deref(), Some("jane"));
        assert_eq!(
            user.impersonate_user_extra.unwrap()["scopes"],
            ["view", "edit"]
        );
    }

    #[test]
    fn a_named_context_that_does_not_exist_is_an_error() {
        let err = resolve(
            &kubeconfig(TWO_CONTEXTS),
            &ClusterOptions {
                context: Some("prod".to_owned()),
                ..ClusterOptions::default()
            },
        )
        .unwrap_err();
        assert_eq!(err.to_string(), "context \"prod\" does not exist");
    }
}
