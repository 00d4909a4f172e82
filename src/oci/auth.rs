//! Registry credentials: `--creds`, and otherwise the Docker config the way flux's registry
//! library reads it: `~/.docker/config.json` (or `$DOCKER_CONFIG/config.json`), then Podman's
//! `$REGISTRY_AUTH_FILE` or `$XDG_RUNTIME_DIR/containers/auth.json`; per registry a credential
//! helper named in `credHelpers`, else the `credsStore` helper, else the `auths` entry. The
//! repository (`host/path`) is looked up first, then the host.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use base64::Engine as _;
use serde::Deserialize;

/// How fluxr authenticates to a registry.
#[derive(Clone, PartialEq, Eq, Default)]
pub enum Credentials {
    #[default]
    Anonymous,
    /// A user name and password (or token used as a password).
    Basic { username: String, password: String },
    /// A bearer token sent as is.
    RegistryToken(String),
    /// An OAuth2 refresh token, exchanged at the registry's token service.
    IdentityToken(String),
}

// Secrets never reach a log or an error message.
impl std::fmt::Debug for Credentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Anonymous => f.write_str("Anonymous"),
            Self::Basic { username, .. } => write!(f, "Basic({username}, ***)"),
            Self::RegistryToken(_) => f.write_str("RegistryToken(***)"),
            Self::IdentityToken(_) => f.write_str("IdentityToken(***)"),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("credentials cannot be empty")]
    EmptyCredentials,
    #[error("failed to read the Docker config {}", path.display())]
    ReadConfig {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("failed to parse the Docker config {}", path.display())]
    ParseConfig {
        path: PathBuf,
        #[source]
        source: serde_json::Error,
    },
    #[error("invalid auth configuration for {server} in {}", path.display())]
    InvalidAuth { server: String, path: PathBuf },
    #[error("error getting credentials from docker-credential-{helper}: {reason}")]
    Helper { helper: String, reason: String },
}

/// `--creds`: `user:password`, or a single token used as a registry token, as flux reads it.
pub fn from_flag(creds: &str) -> Result<Credentials, Error> {
    if creds.is_empty() {
        return Err(Error::EmptyCredentials);
    }
    Ok(match creds.split_once(':') {
        Some((username, password)) => Credentials::Basic {
            username: username.to_owned(),
            password: password.to_owned(),
        },
        None => Credentials::RegistryToken(creds.to_owned()),
    })
}

/// Where to look for a Docker-style config, from the environment.
#[derive(Debug, Clone, Default)]
pub struct Environment {
    pub home: Option<PathBuf>,
    pub docker_config: Option<PathBuf>,
    pub registry_auth_file: Option<PathBuf>,
    pub xdg_runtime_dir: Option<PathBuf>,
}

impl Environment {
    pub fn from_process() -> Self {
        let var = |name: &str| {
            std::env::var_os(name)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        Self {
            home: var("HOME"),
            docker_config: var("DOCKER_CONFIG"),
            registry_auth_file: var("REGISTRY_AUTH_FILE"),
            xdg_runtime_dir: var("XDG_RUNTIME_DIR"),
        }
    }

    /// The config file to read, if any.
    fn config_file(&self) -> Option<PathBuf> {
        let home_config = self.home.as_ref().map(|h| h.join(".docker/config.json"));
        let env_config = self.docker_config.as_ref().map(|d| d.join("config.json"));
        let found = home_config.as_ref().is_some_and(|p| p.is_file())
            || env_config.as_ref().is_some_and(|p| p.is_file());
        if found {
            // Docker reads $DOCKER_CONFIG when it is set, whichever file was found.
            return env_config.or(home_config);
        }
        if let Some(file) = &self.registry_auth_file
            && file.is_file()
        {
            return Some(file.clone());
        }
        self.xdg_runtime_dir
            .as_ref()
            .map(|d| d.join("containers/auth.json"))
            .filter(|p| p.is_file())
    }
}

#[derive(Debug, Default, Deserialize)]
struct ConfigFile {
    #[serde(default)]
    auths: BTreeMap<String, AuthEntry>,
    #[serde(rename = "credsStore", default)]
    creds_store: String,
    #[serde(rename = "credHelpers", default)]
    cred_helpers: BTreeMap<String, String>,
}

#[derive(Debug, Clone, Default, Deserialize)]
struct AuthEntry {
    #[serde(default)]
    auth: String,
    #[serde(default)]
    username: String,
    #[serde(default)]
    password: String,
    #[serde(rename = "identitytoken", default)]
    identity_token: String,
    #[serde(rename = "registrytoken", default)]
    registry_token: String,
}

impl AuthEntry {
    fn is_empty(&self) -> bool {
        self.username.is_empty()
            && self.password.is_empty()
            && self.identity_token.is_empty()
            && self.registry_token.is_empty()
    }

    fn credentials(self) -> Credentials {
        if !self.registry_token.is_empty() {
            Credentials::RegistryToken(self.registry_token)
        } else if !self.identity_token.is_empty() {
            Credentials::IdentityToken(self.identity_token)
        } else if self.username.is_empty() && self.password.is_empty() {
            Credentials::Anonymous
        } else {
            Credentials::Basic {
                username: self.username,
                password: self.password,
            }
        }
    }
}

/// The credentials the Docker config holds for `repository` (`host/path`) on `registry`.
pub fn from_docker_config(
    env: &Environment,
    repository: &str,
    registry: &str,
) -> Result<Credentials, Error> {
    let Some(path) = env.config_file() else {
        return Ok(Credentials::Anonymous);
    };
    let config = load(&path)?;
    for key in [repository, registry] {
        let key = if key == "index.docker.io" {
            "https://index.docker.io/v1/"
        } else {
            key
        };
        let entry = lookup(&config, key)?;
        if !entry.is_empty() {
            return Ok(entry.credentials());
        }
    }
    Ok(Credentials::Anonymous)
}

fn load(path: &Path) -> Result<ConfigFile, Error> {
    let text = std::fs::read(path).map_err(|source| Error::ReadConfig {
        path: path.to_owned(),
        source,
    })?;
    let mut config: ConfigFile =
        serde_json::from_slice(&text).map_err(|source| Error::ParseConfig {
            path: path.to_owned(),
            source,
        })?;
    for (server, entry) in &mut config.auths {
        if entry.auth.is_empty() {
            continue;
        }
        let decoded = base64::engine::general_purpose::STANDARD
            .decode(entry.auth.trim())
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok());
        let Some((username, password)) = decoded.as_deref().and_then(|d| d.split_once(':')) else {
            return Err(Error::InvalidAuth {
                server: server.clone(),
                path: path.to_owned(),
            });
        };
        entry.username = username.to_owned();
        entry.password = password.trim_end_matches('\0').to_owned();
    }
    Ok(config)
}

fn lookup(config: &ConfigFile, key: &str) -> Result<AuthEntry, Error> {
    let helper = config
        .cred_helpers
        .get(key)
        .filter(|h| !h.is_empty())
        .or(Some(&config.creds_store).filter(|h| !h.is_empty()));
    let from_file = file_entry(config, key);
    let Some(helper) = helper else {
        return Ok(from_file);
    };
    let mut entry = from_file;
    let (username, secret) = run_helper(helper, key)?;
    entry.username.clear();
    entry.password.clear();
    entry.identity_token.clear();
    if username == "<token>" {
        entry.identity_token = secret;
    } else {
        entry.username = username;
        entry.password = secret;
    }
    Ok(entry)
}

/// The `auths` entry for the key, or for an entry whose host (scheme and path dropped) is it.
fn file_entry(config: &ConfigFile, key: &str) -> AuthEntry {
    if let Some(entry) = config.auths.get(key) {
        return entry.clone();
    }
    config
        .auths
        .iter()
        .find(|(server, _)| hostname(server) == key)
        .map(|(_, entry)| entry.clone())
        .unwrap_or_default()
}

fn hostname(server: &str) -> &str {
    let stripped = server
        .strip_prefix("http://")
        .or_else(|| server.strip_prefix("https://"))
        .unwrap_or(server);
    stripped.split('/').next().unwrap_or_default()
}

#[derive(Deserialize)]
struct HelperOutput {
    #[serde(rename = "Username", default)]
    username: String,
    #[serde(rename = "Secret", default)]
    secret: String,
}

/// Runs `docker-credential-<helper> get` with the server on stdin; "not found" is no
/// credentials, not an error.
fn run_helper(helper: &str, server: &str) -> Result<(String, String), Error> {
    let program = format!("docker-credential-{helper}");
    let fail = |reason: String| Error::Helper {
        helper: helper.to_owned(),
        reason,
    };
    let mut child = Command::new(&program)
        .arg("get")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|err| fail(format!("cannot run {program}: {err}")))?;
    if let Some(mut stdin) = child.stdin.take() {
        // A helper that exits early closes its stdin; its answer tells why.
        let _ = stdin.write_all(server.as_bytes());
    }
    let output = child
        .wait_with_output()
        .map_err(|err| fail(err.to_string()))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    if !output.status.success() {
        let message = stdout.trim();
        if message.contains("credentials not found") {
            return Ok((String::new(), String::new()));
        }
        let message = if message.is_empty() {
            String::from_utf8_lossy(&output.stderr).trim().to_owned()
        } else {
            message.to_owned()
        };
        return Err(fail(message));
    }
    let parsed: HelperOutput = serde_json::from_str(stdout.trim())
        .map_err(|err| fail(format!("invalid answer: {err}")))?;
    Ok((parsed.username, parsed.secret))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env_with(config: &str) -> (tempfile::TempDir, Environment) {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".docker")).unwrap();
        std::fs::write(dir.path().join(".docker/config.json"), config).unwrap();
        let env = Environment {
            home: Some(dir.path().to_owned()),
            ..Environment::default()
        };
        (dir, env)
    }

    #[test]
    fn creds_flag() {
        assert_eq!(
            from_flag("user:pa:ss").unwrap(),
            Credentials::Basic {
                username: "user".into(),
                password: "pa:ss".into()
            }
        );
        assert_eq!(
            from_flag("tok").unwrap(),
            Credentials::RegistryToken("tok".into())
        );
        assert!(from_flag("").is_err());
        assert_eq!(
            format!("{:?}", from_flag("u:secret").unwrap()),
            "Basic(u, ***)"
        );
    }

    #[test]
    fn docker_config_auths() {
        let auth = base64::engine::general_purpose::STANDARD.encode("me:pw");
        let (_dir, env) = env_with(&format!(
            r#"{{"auths": {{"https://ghcr.io/v1/": {{"auth": "{auth}"}},
                "quay.io/org/special": {{"username": "other", "password": "x"}},
                "https://index.docker.io/v1/": {{"identitytoken": "refresh"}}}}}}"#
        ));
        let basic = |u: &str, p: &str| Credentials::Basic {
            username: u.into(),
            password: p.into(),
        };
        assert_eq!(
            from_docker_config(&env, "ghcr.io/org/app", "ghcr.io").unwrap(),
            basic("me", "pw")
        );
        assert_eq!(
            from_docker_config(&env, "quay.io/org/special", "quay.io").unwrap(),
            basic("other", "x")
        );
        assert_eq!(
            from_docker_config(&env, "index.docker.io/library/a", "index.docker.io").unwrap(),
            Credentials::IdentityToken("refresh".into())
        );
        assert_eq!(
            from_docker_config(&env, "registry.example/a/b", "registry.example").unwrap(),
            Credentials::Anonymous
        );
        assert_eq!(
            from_docker_config(&Environment::default(), "quay.io/a/b", "quay.io").unwrap(),
            Credentials::Anonymous
        );
    }

    #[test]
    fn broken_configs_are_errors() {
        let (_dir, env) = env_with("{not json");
        assert!(matches!(
            from_docker_config(&env, "ghcr.io/a/b", "ghcr.io"),
            Err(Error::ParseConfig { .. })
        ));
        let (_dir, env) = env_with(r#"{"auths": {"ghcr.io": {"auth": "!!"}}}"#);
        assert!(matches!(
            from_docker_config(&env, "ghcr.io/a/b", "ghcr.io"),
            Err(Error::InvalidAuth { .. })
        ));
        let (_dir, env) = env_with(r#"{"credHelpers": {"ghcr.io": "fluxr-test-missing"}}"#);
        let err = from_docker_config(&env, "ghcr.io/a/b", "ghcr.io").unwrap_err();
        assert!(
            err.to_string()
                .contains("docker-credential-fluxr-test-missing")
        );
    }
}
