//! GitHub and GitHub Enterprise Server over octocrab.
//!
//! octocrab 0.54 has no typed calls for creating repositories or deploy keys, so every call goes
//! through its raw `_get`/`_post`/… methods with GitHub's REST paths, and fluxr reads the status
//! and headers itself: that is what lets it tell a missing permission from a rate limit, wait for
//! the limit to reset with a spinner, and retry 5xx answers, all within the run's one deadline.
//! octocrab's own retry layer is off so that those waits stay visible and bounded.
//!
//! Paths are relative: octocrab joins them to the API base (which keeps Enterprise's `/api/v3`)
//! and only then adds the token, so the token never goes to another host.

use std::sync::OnceLock;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use octocrab::Octocrab;
use octocrab::service::middleware::retry::RetryConfig;
use reqwest::header::{HeaderMap, HeaderValue};
use serde::Deserialize;
use serde_json::{Value, json};

use super::http::{self, LibraryError, Reply, SendError, Transport};
use super::{
    DeployKey, Error, ExistingDeployKey, OwnerKind, Provider, Repository, RepositorySpec,
    TeamAccess, TeamPermission, Visibility,
};
use crate::git::GitUrl;
use crate::ui::Ui;

/// Where the token comes from, as in flux.
pub const TOKEN_ENV: &str = "GITHUB_TOKEN";
/// Overrides the API base when `--hostname` is not given, for tests and unusual set-ups.
/// (`GITHUB_API_URL`, which GitHub and Gitea Actions set on every runner, is not read: it
/// would send the token to a host the user did not name.)
pub const API_URL_ENV: &str = "FLUXR_GITHUB_API_URL";
pub const DEFAULT_HOSTNAME: &str = "github.com";
/// Where GitHub Enterprise Server serves the REST API on its host.
pub const API_PREFIX: &str = "/api/v3";
/// flux's prompt when `GITHUB_TOKEN` is not set.
pub const TOKEN_PROMPT: &str = "Please enter your GitHub personal access token (PAT): ";

/// GitHub's advice for a secondary rate limit that names no reset time.
const SECONDARY_LIMIT_WAIT: Duration = Duration::from_secs(60);
const PAGE_SIZE: usize = 100;

/// What permission an operation needs, for the 403 message when GitHub's headers do not say.
const NEEDS_READ: &str = "read access to the repository (fine-grained token: Metadata read-only; \
                          classic token: the repo scope)";
const NEEDS_ADMIN: &str = "Administration read and write on the repository (fine-grained token) \
                           or the repo scope (classic token)";
const NEEDS_CREATE: &str = "Administration read and write on the account or organization \
                            (fine-grained token) or the repo scope (classic token)";
const NEEDS_TEAMS: &str = "Administration read and write on the repository and Members read-only \
                           on the organization (fine-grained token), or the repo and read:org \
                           scopes (classic token)";

/// Where and as whom to talk to GitHub.
#[derive(Clone)]
pub struct Options {
    /// The host messages name: `github.com`, the Enterprise host (`--hostname`), or the host
    /// of the API override.
    pub hostname: String,
    /// The API base; `None` derives it from the hostname (see [`api_base`]).
    pub api_url: Option<String>,
    pub token: String,
    /// The end of `--timeout`: no request or wait goes past it.
    pub deadline: Instant,
    /// The wait before the first retry of a 5xx answer; it doubles for each further one.
    pub first_backoff: Duration,
    /// PEM certificates trusted for the API besides the system store (`--ca-file`).
    pub ca_pem: Option<String>,
    /// The token is a GitHub App installation's: GitHub lets it reach the repositories the
    /// installation covers, but never create a repository of a user account.
    pub installation: bool,
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("hostname", &self.hostname)
            .field("api_url", &self.api_url)
            .finish_non_exhaustive()
    }
}

impl Options {
    /// Options for `hostname`'s API; `api_url` overrides the base derived from it.
    pub fn new(
        hostname: &str,
        api_url: Option<String>,
        token: String,
        deadline: Instant,
    ) -> Options {
        Options {
            hostname: hostname.to_owned(),
            api_url,
            token,
            deadline,
            first_backoff: Duration::from_secs(1),
            ca_pem: None,
            installation: false,
        }
    }
}

/// The API a run talks to, and the one host its token may go to ([`http::Endpoint`]).
#[derive(Debug)]
pub struct Target {
    /// The host the user named: `--hostname` (default `github.com`), or without it the host of
    /// [`API_URL_ENV`]. Clone URLs the API hands out must be on it.
    pub endpoint: http::Endpoint,
    pub options: Options,
}

/// Resolves where the token goes: `--hostname` when given (with its scheme, if it names one),
/// else [`API_URL_ENV`], else github.com. `GITHUB_API_URL` is never read. An API over plain
/// HTTP is refused unless `allow_insecure_http`.
pub fn target(
    hostname: Option<&str>,
    allow_insecure_http: bool,
    token: String,
    deadline: Instant,
) -> Result<Target, Error> {
    let settings = http::Settings::new(hostname, API_URL_ENV, token, deadline);
    target_of(settings, allow_insecure_http)
}

fn target_of(mut settings: http::Settings, allow_insecure_http: bool) -> Result<Target, Error> {
    let mut endpoint = http::Endpoint::resolve(&settings, Some(DEFAULT_HOSTNAME), &[API_PREFIX])?;
    endpoint.check_plain_http(allow_insecure_http)?;
    let api_url = match (&settings.hostname, &settings.api_url) {
        // The override names the API base itself.
        (None, Some(url)) => Some(url.clone()),
        _ if endpoint.domain == DEFAULT_HOSTNAME => None,
        _ => Some(format!(
            "{}{API_PREFIX}",
            endpoint.root.as_str().trim_end_matches('/')
        )),
    };
    // api.github.com serves github.com, whose clone URLs are on github.com.
    if endpoint.domain == PUBLIC_API_HOST {
        settings.api_url = None;
        endpoint = http::Endpoint::resolve(&settings, Some(DEFAULT_HOSTNAME), &[API_PREFIX])?;
    }
    let options = Options::new(&endpoint.domain, api_url, settings.token, settings.deadline);
    Ok(Target { endpoint, options })
}

/// The host of github.com's REST API.
const PUBLIC_API_HOST: &str = "api.github.com";

/// The REST API base for `hostname`: `https://api.github.com` for github.com, else
/// Enterprise's `https://HOST/api/v3`, unless `override_url` (see [`API_URL_ENV`]) says.
pub fn api_base(hostname: &str, override_url: Option<&str>) -> String {
    if let Some(url) = override_url.filter(|url| !url.trim().is_empty()) {
        return url.trim().trim_end_matches('/').to_owned();
    }
    if hostname == DEFAULT_HOSTNAME {
        format!("https://{PUBLIC_API_HOST}")
    } else {
        format!("https://{hostname}{API_PREFIX}")
    }
}

/// A GitHub API client for one run; blocking, it owns a small runtime for octocrab.
pub struct GitHub {
    crab: Octocrab,
    transport: Transport,
    domain: String,
    /// [`Options::installation`].
    installation: bool,
    login: OnceLock<String>,
}

/// GitHub's `message`, with the field errors of a 422 when it gives them.
fn message(reply: &Reply) -> String {
    let Ok(body) = serde_json::from_str::<Value>(&reply.body) else {
        return reply.body.trim().chars().take(200).collect();
    };
    let mut message = body["message"].as_str().unwrap_or_default().to_owned();
    if let Some(errors) = body["errors"].as_array() {
        let details: Vec<String> = errors
            .iter()
            .filter_map(|error| {
                error["message"]
                    .as_str()
                    .map(str::to_owned)
                    .or_else(|| error["code"].as_str().map(str::to_owned))
            })
            .collect();
        if !details.is_empty() {
            message = format!("{message} ({})", details.join("; "));
        }
    }
    message
}

enum Method {
    Get,
    Post,
    Patch,
    Put,
    Delete,
}

impl GitHub {
    pub fn new(options: Options, ui: &Ui) -> Result<GitHub, Error> {
        let api = api_base(&options.hostname, options.api_url.as_deref());
        let config_error = |err: octocrab::Error| Error::Config {
            what: "GitHub API URL",
            value: api.clone(),
            source: http::LibraryError::new(err).into(),
        };
        let transport = Transport::new(
            &options.hostname,
            &api,
            options.deadline,
            options.first_backoff,
            ui,
        )?;
        // reqwest carries the requests so that the API gets what git gets: the `--ca-file`
        // certificates and the HTTPS_PROXY / HTTP_PROXY / NO_PROXY environment.
        let http = http::http_client(options.ca_pem.as_deref(), "GitHub API URL", &api)?;
        let crab = {
            // octocrab's service stack spawns onto the runtime it is built in.
            let _entered = transport.runtime().enter();
            Octocrab::builder()
                .base_uri(api.as_str())
                .map_err(config_error)?
                .personal_token(options.token)
                .add_retry_config(RetryConfig::None)
                .build_with_reqwest(http)
                .map_err(config_error)?
        };
        Ok(GitHub {
            crab,
            transport,
            domain: options.hostname,
            installation: options.installation,
            login: OnceLock::new(),
        })
    }

    /// The API base this client talks to.
    pub fn api_url(&self) -> &str {
        &self.transport.api
    }

    /// Sends one request through the shared retry loop (rate limits waited out, 5xx and
    /// transport failures retried within the deadline). 401 and permission 403s become errors
    /// here; every other answer goes back to the caller.
    fn call(
        &self,
        action: &str,
        needs: &str,
        method: Method,
        path: &str,
        body: Option<&Value>,
        accept: Option<&str>,
    ) -> Result<Reply, Error> {
        let reply = self.transport.call(action, rate_limit_wait, || {
            self.send(&method, path, body, accept)
        })?;
        self.classify(reply, action, needs)
    }

    async fn send(
        &self,
        method: &Method,
        path: &str,
        body: Option<&Value>,
        accept: Option<&str>,
    ) -> Result<Reply, SendError> {
        let response = match method {
            Method::Get => {
                let mut headers = HeaderMap::new();
                headers.insert(
                    reqwest::header::ACCEPT,
                    HeaderValue::from_str(accept.unwrap_or("application/vnd.github+json"))?,
                );
                self.crab._get_with_headers(path, Some(headers)).await
            }
            Method::Post => self.crab._post(path, body).await,
            Method::Patch => self.crab._patch(path, body).await,
            Method::Put => self.crab._put(path, body).await,
            Method::Delete => self.crab._delete(path, body).await,
        }
        .map_err(LibraryError::new)?;
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let body = self
            .crab
            .body_to_string(response)
            .await
            .map_err(LibraryError::new)?;
        Ok(Reply {
            status,
            headers,
            body,
        })
    }

    /// 2xx and the statuses callers interpret themselves pass; 401 and 403 become errors.
    fn classify(&self, reply: Reply, action: &str, needs: &str) -> Result<Reply, Error> {
        match reply.status {
            401 => Err(Error::Unauthorized {
                domain: self.domain.clone(),
                message: message(&reply),
                token_env: TOKEN_ENV.to_owned(),
            }),
            403 => Err(Error::Forbidden {
                domain: self.domain.clone(),
                action: action.to_owned(),
                message: message(&reply),
                permission: missing_permission(&reply).unwrap_or_else(|| needs.to_owned()),
            }),
            _ => Ok(reply),
        }
    }

    fn rejected(&self, reply: &Reply, action: &str) -> Error {
        Error::Rejected {
            domain: self.domain.clone(),
            action: action.to_owned(),
            status: reply.status,
            message: message(reply),
        }
    }

    fn repo_path(repo: &Repository) -> String {
        format!("/repos/{}/{}", repo.owner, repo.name)
    }

    /// The login of the token's user, asked once.
    fn token_login(&self) -> Result<String, Error> {
        if let Some(login) = self.login.get() {
            return Ok(login.clone());
        }
        let action = "read the token's user";
        let reply = self.call(action, NEEDS_READ, Method::Get, "/user", None, None)?;
        if !reply.is_success() {
            return Err(self.rejected(&reply, action));
        }
        let user: UserJson = reply.json(&self.domain, action)?;
        Ok(self.login.get_or_init(|| user.login).clone())
    }

    /// Why creating a repository in an organization found no organization.
    fn missing_organization(&self, owner: &str) -> Result<Error, Error> {
        let action = format!("look up the owner \"{owner}\"");
        let reply = self.call(
            &action,
            NEEDS_READ,
            Method::Get,
            &format!("/users/{owner}"),
            None,
            None,
        )?;
        if reply.status == 404 {
            return Ok(Error::OwnerNotFound {
                domain: self.domain.clone(),
                kind: "organization",
                owner: owner.to_owned(),
                hint: "check --owner, and add --personal when it is a user account",
            });
        }
        if reply.is_success() {
            let user: UserJson = reply.json(&self.domain, &action)?;
            if user.kind.as_deref() == Some("User") {
                return Ok(Error::OwnerIsUser {
                    domain: self.domain.clone(),
                    owner: owner.to_owned(),
                });
            }
        }
        Ok(Error::OwnerNotFound {
            domain: self.domain.clone(),
            kind: "organization",
            owner: owner.to_owned(),
            hint: "check --owner, and that the token may see the organization's repositories",
        })
    }

    fn repository_from(&self, json: RepoJson) -> Repository {
        let ssh_host = ssh_host(&json.ssh_url).unwrap_or_else(|| self.domain.clone());
        let visibility = match (json.visibility.as_deref(), json.private) {
            (Some("internal"), _) => Visibility::Internal,
            (Some("public"), _) | (None, false) => Visibility::Public,
            _ => Visibility::Private,
        };
        Repository {
            ssh_url: format!("ssh://git@{ssh_host}/{}/{}", json.owner.login, json.name),
            api_id: format!("{}/{}", json.owner.login, json.name),
            owner: json.owner.login,
            name: json.name,
            web_url: json.html_url,
            https_url: json.clone_url,
            visibility,
            description: json.description.filter(|text| !text.is_empty()),
            default_branch: json.default_branch.filter(|branch| !branch.is_empty()),
            archived: json.archived.unwrap_or(false),
        }
    }
}

impl Provider for GitHub {
    fn domain(&self) -> &str {
        &self.domain
    }

    fn get_repository(
        &self,
        owner: &str,
        name: &str,
        _owner_kind: OwnerKind,
    ) -> Result<Option<Repository>, Error> {
        let action = format!("get repository {owner}/{name}");
        let reply = self.call(
            &action,
            NEEDS_READ,
            Method::Get,
            &format!("/repos/{owner}/{name}"),
            None,
            None,
        )?;
        match reply.status {
            404 => Ok(None),
            _ if reply.is_success() => Ok(Some(
                self.repository_from(reply.json(&self.domain, &action)?),
            )),
            _ => Err(self.rejected(&reply, &action)),
        }
    }

    fn create_repository(&self, spec: &RepositorySpec) -> Result<Repository, Error> {
        let action = format!("create repository {}/{}", spec.owner, spec.name);
        let path = match spec.owner_kind {
            // Refused here, before GitHub's 403 and before anything is pushed: the way out is
            // on the user's side.
            OwnerKind::User if self.installation => {
                return Err(Error::AppCannotCreatePersonal {
                    domain: self.domain.clone(),
                    owner: spec.owner.clone(),
                    name: spec.name.clone(),
                });
            }
            OwnerKind::User => {
                let login = self.token_login()?;
                if !login.eq_ignore_ascii_case(&spec.owner) {
                    return Err(Error::NotTokenUser {
                        owner: spec.owner.clone(),
                        login,
                    });
                }
                "/user/repos".to_owned()
            }
            OwnerKind::Organization => format!("/orgs/{}/repos", spec.owner),
        };
        let mut body = json!({
            "name": spec.name,
            "private": spec.visibility != Visibility::Public,
            "auto_init": true,
        });
        if spec.visibility == Visibility::Internal {
            body["visibility"] = json!("internal");
        }
        if let Some(description) = &spec.description {
            body["description"] = json!(description);
        }
        let reply = self.call(
            &action,
            NEEDS_CREATE,
            Method::Post,
            &path,
            Some(&body),
            None,
        )?;
        match reply.status {
            404 if spec.owner_kind == OwnerKind::Organization => {
                Err(self.missing_organization(&spec.owner)?)
            }
            422 if reply.body.contains("already exists") => Err(Error::Invisible {
                domain: self.domain.clone(),
                owner: spec.owner.clone(),
                name: spec.name.clone(),
            }),
            _ if reply.is_success() => Ok(self.repository_from(reply.json(&self.domain, &action)?)),
            _ => Err(self.rejected(&reply, &action)),
        }
    }

    fn update_repository(
        &self,
        repo: &Repository,
        spec: &RepositorySpec,
    ) -> Result<Vec<&'static str>, Error> {
        let mut body = serde_json::Map::new();
        let mut changed = Vec::new();
        if repo.visibility != spec.visibility {
            match spec.visibility {
                Visibility::Internal => body.insert("visibility".into(), json!("internal")),
                visibility => {
                    body.insert("private".into(), json!(visibility == Visibility::Private))
                }
            };
            changed.push("visibility");
        }
        if let Some(description) = &spec.description
            && repo.description.as_deref().unwrap_or_default() != description
        {
            body.insert("description".into(), json!(description));
            changed.push("description");
        }
        if repo.default_branch.as_deref() != Some(spec.default_branch.as_str()) {
            body.insert("default_branch".into(), json!(spec.default_branch));
            changed.push("default branch");
        }
        if changed.is_empty() {
            return Ok(changed);
        }
        let action = format!("update repository {}/{}", repo.owner, repo.name);
        let reply = self.call(
            &action,
            NEEDS_ADMIN,
            Method::Patch,
            &Self::repo_path(repo),
            Some(&Value::Object(body)),
            None,
        )?;
        if !reply.is_success() {
            return Err(self.rejected(&reply, &action));
        }
        Ok(changed)
    }

    fn team_permission(
        &self,
        repo: &Repository,
        team: &str,
    ) -> Result<Option<TeamPermission>, Error> {
        let action = format!(
            "read the access of team \"{team}\" to {}/{}",
            repo.owner, repo.name
        );
        let reply = self.call(
            &action,
            NEEDS_TEAMS,
            Method::Get,
            &format!(
                "/orgs/{}/teams/{team}/repos/{}/{}",
                repo.owner, repo.owner, repo.name
            ),
            None,
            Some("application/vnd.github.v3.repository+json"),
        )?;
        match reply.status {
            404 => Ok(None),
            // Access, but GitHub did not say which: enough for flux's "keep unless --reconcile".
            204 => Ok(Some(TeamPermission::Pull)),
            _ if reply.is_success() => {
                let access: TeamRepoJson = reply.json(&self.domain, &action)?;
                Ok(access.permission())
            }
            _ => Err(self.rejected(&reply, &action)),
        }
    }

    fn set_team_permission(&self, repo: &Repository, access: &TeamAccess) -> Result<(), Error> {
        let action = format!(
            "grant team \"{}\" {} access to {}/{}",
            access.team, access.permission, repo.owner, repo.name
        );
        let reply = self.call(
            &action,
            NEEDS_TEAMS,
            Method::Put,
            &format!(
                "/orgs/{}/teams/{}/repos/{}/{}",
                repo.owner, access.team, repo.owner, repo.name
            ),
            Some(&json!({ "permission": access.permission.as_str() })),
            None,
        )?;
        match reply.status {
            404 => Err(Error::Rejected {
                domain: self.domain.clone(),
                action,
                status: 404,
                message: format!("team \"{}\" not found in {}", access.team, repo.owner),
            }),
            _ if reply.is_success() => Ok(()),
            _ => Err(self.rejected(&reply, &action)),
        }
    }

    fn deploy_keys(&self, repo: &Repository) -> Result<Vec<ExistingDeployKey>, Error> {
        let action = format!("list the deploy keys of {}/{}", repo.owner, repo.name);
        let mut keys = Vec::new();
        for page in 1.. {
            let reply = self.call(
                &action,
                NEEDS_ADMIN,
                Method::Get,
                &format!(
                    "{}/keys?per_page={PAGE_SIZE}&page={page}",
                    Self::repo_path(repo)
                ),
                None,
                None,
            )?;
            if !reply.is_success() {
                return Err(self.rejected(&reply, &action));
            }
            let batch: Vec<DeployKeyJson> = reply.json(&self.domain, &action)?;
            let last = batch.len() < PAGE_SIZE;
            keys.extend(batch.into_iter().map(|key| ExistingDeployKey {
                id: key.id.to_string(),
                title: key.title,
                public_key: key.key,
                read_only: key.read_only.unwrap_or(true),
            }));
            if last {
                break;
            }
        }
        Ok(keys)
    }

    fn add_deploy_key(&self, repo: &Repository, key: &DeployKey) -> Result<(), Error> {
        let action = format!(
            "add deploy key \"{}\" to {}/{}",
            key.title, repo.owner, repo.name
        );
        let body = json!({
            "title": key.title,
            "key": key.public_key.trim(),
            "read_only": key.read_only,
        });
        let reply = self.call(
            &action,
            NEEDS_ADMIN,
            Method::Post,
            &format!("{}/keys", Self::repo_path(repo)),
            Some(&body),
            None,
        )?;
        if !reply.is_success() {
            return Err(self.rejected(&reply, &action));
        }
        Ok(())
    }

    fn delete_deploy_key(&self, repo: &Repository, id: &str) -> Result<(), Error> {
        let action = format!(
            "delete the outdated deploy key {id} of {}/{}",
            repo.owner, repo.name
        );
        let reply = self.call(
            &action,
            NEEDS_ADMIN,
            Method::Delete,
            &format!("{}/keys/{id}", Self::repo_path(repo)),
            None,
            None,
        )?;
        // Gone already is what we wanted.
        if !reply.is_success() && reply.status != 404 {
            return Err(self.rejected(&reply, &action));
        }
        Ok(())
    }
}

/// How long to wait before retrying, when the answer is a rate limit: a primary limit names its
/// reset time, a secondary one a `retry-after`, and a 429 or a "secondary rate limit" 403 without
/// either means a minute. A 403 with remaining quota is a permission problem, not a limit.
fn rate_limit_wait(reply: &Reply) -> Option<Duration> {
    if reply.status != 403 && reply.status != 429 {
        return None;
    }
    if let Some(seconds) = reply
        .header("retry-after")
        .and_then(|value| value.parse::<u64>().ok())
    {
        return Some(Duration::from_secs(seconds));
    }
    if reply.header("x-ratelimit-remaining") == Some("0")
        && let Some(reset) = reply
            .header("x-ratelimit-reset")
            .and_then(|value| value.parse::<u64>().ok())
    {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_secs();
        // The reset is whole seconds: one more makes sure the window really turned.
        return Some(Duration::from_secs(reset.saturating_sub(now) + 1));
    }
    if reply.status == 429 || message(reply).to_ascii_lowercase().contains("rate limit") {
        return Some(SECONDARY_LIMIT_WAIT);
    }
    None
}

/// What GitHub's headers say the request needed: fine-grained tokens get
/// `x-accepted-github-permissions`, classic ones `x-accepted-oauth-scopes` next to the scopes
/// the token has in `x-oauth-scopes`.
fn missing_permission(reply: &Reply) -> Option<String> {
    if let Some(scopes) = reply
        .header("x-accepted-oauth-scopes")
        .filter(|scopes| !scopes.is_empty())
        && let Some(has) = reply.header("x-oauth-scopes")
    {
        let has = if has.is_empty() { "none" } else { has };
        return Some(format!(
            "one of the scopes {scopes} (classic token; it has: {has})"
        ));
    }
    let permissions = reply
        .header("x-accepted-github-permissions")
        .filter(|permissions| !permissions.is_empty())?;
    let readable: Vec<String> = permissions
        .split(';')
        .map(|alternative| {
            alternative
                .split(',')
                .filter_map(|pair| pair.trim().split_once('='))
                .map(|(name, level)| format!("{} {}", title_case(name), level_words(level)))
                .collect::<Vec<_>>()
                .join(" and ")
        })
        .filter(|alternative| !alternative.is_empty())
        .collect();
    Some(format!("{} (fine-grained token)", readable.join(", or ")))
}

fn title_case(name: &str) -> String {
    let words: Vec<String> = name
        .split('_')
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_uppercase().chain(chars).collect()
            })
        })
        .collect();
    words.join(" ")
}

fn level_words(level: &str) -> &str {
    match level {
        "read" => "read-only",
        "write" => "read and write",
        other => other,
    }
}

/// The host (and port, when one is written) of GitHub's `ssh_url`
/// (`git@github.com:acme/fleet.git`, or a URL form).
fn ssh_host(ssh_url: &str) -> Option<String> {
    GitUrl::remote(ssh_url).map(|url| url.authority())
}

#[derive(Deserialize)]
struct OwnerJson {
    login: String,
}

#[derive(Deserialize)]
struct RepoJson {
    name: String,
    owner: OwnerJson,
    private: bool,
    visibility: Option<String>,
    description: Option<String>,
    default_branch: Option<String>,
    archived: Option<bool>,
    html_url: String,
    clone_url: String,
    ssh_url: String,
}

#[derive(Deserialize)]
struct UserJson {
    login: String,
    #[serde(rename = "type")]
    kind: Option<String>,
}

#[derive(Deserialize)]
struct DeployKeyJson {
    id: u64,
    key: String,
    title: String,
    read_only: Option<bool>,
}

#[derive(Deserialize)]
struct PermissionsJson {
    #[serde(default)]
    admin: bool,
    #[serde(default)]
    maintain: bool,
    #[serde(default)]
    push: bool,
    #[serde(default)]
    triage: bool,
    #[serde(default)]
    pull: bool,
}

/// The repository as a team sees it: `permissions` flags, or a `role_name`.
#[derive(Deserialize)]
struct TeamRepoJson {
    permissions: Option<PermissionsJson>,
    role_name: Option<String>,
}

impl TeamRepoJson {
    fn permission(&self) -> Option<TeamPermission> {
        if let Some(role) = self
            .role_name
            .as_deref()
            .and_then(|role| role.parse::<TeamPermission>().ok())
        {
            return Some(role);
        }
        // GitHub's roles for reading and writing are named differently from the permissions.
        match self.role_name.as_deref() {
            Some("read") => return Some(TeamPermission::Pull),
            Some("write") => return Some(TeamPermission::Push),
            _ => {}
        }
        let flags = self.permissions.as_ref()?;
        [
            (flags.admin, TeamPermission::Admin),
            (flags.maintain, TeamPermission::Maintain),
            (flags.push, TeamPermission::Push),
            (flags.triage, TeamPermission::Triage),
            (flags.pull, TeamPermission::Pull),
        ]
        .into_iter()
        .find_map(|(granted, permission)| granted.then_some(permission))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(status: u16, headers: &[(&'static str, &str)], body: &str) -> Reply {
        let mut map = HeaderMap::new();
        for (name, value) in headers {
            map.insert(*name, HeaderValue::from_str(value).unwrap());
        }
        Reply {
            status,
            headers: map,
            body: body.to_owned(),
        }
    }

    #[test]
    fn api_base_follows_hostname_and_override() {
        assert_eq!(api_base("github.com", None), "https://api.github.com");
        assert_eq!(
            api_base("github.example.com", None),
            "https://github.example.com/api/v3"
        );
        assert_eq!(
            api_base("github.com", Some("http://127.0.0.1:8080/")),
            "http://127.0.0.1:8080"
        );
        assert_eq!(api_base("github.com", Some(" ")), "https://api.github.com");
    }

    fn settings(hostname: Option<&str>, api_url: Option<&str>) -> http::Settings {
        http::Settings {
            hostname: hostname.map(str::to_owned),
            api_url: api_url.map(str::to_owned),
            token: "t".to_owned(),
            deadline: Instant::now(),
            first_backoff: Duration::from_secs(1),
            ca_pem: None,
        }
    }

    fn resolved(hostname: Option<&str>, api_url: Option<&str>) -> (String, String, String) {
        let target = target_of(settings(hostname, api_url), true).unwrap();
        let api = api_base(&target.options.hostname, target.options.api_url.as_deref());
        (target.endpoint.domain, target.options.hostname, api)
    }

    #[test]
    fn the_api_and_the_token_host_come_from_the_flags() {
        let github = || {
            (
                "github.com".to_owned(),
                "github.com".to_owned(),
                "https://api.github.com".to_owned(),
            )
        };
        assert_eq!(resolved(None, None), github());
        assert_eq!(resolved(Some("github.com"), None), github());
        // The override names github.com's API: its clone URLs are on github.com.
        assert_eq!(resolved(None, Some("https://api.github.com/")), github());
        let ghes = (
            "ghes.example.com".to_owned(),
            "ghes.example.com".to_owned(),
            "https://ghes.example.com/api/v3".to_owned(),
        );
        assert_eq!(resolved(Some("ghes.example.com"), None), ghes);
        // An explicit --hostname wins over the override, whatever it names.
        assert_eq!(
            resolved(Some("ghes.example.com"), Some("https://api.github.com")),
            ghes
        );
        // The scheme of --hostname is kept, so plain HTTP is what the flag guarded.
        assert_eq!(
            resolved(Some("http://127.0.0.1:8080"), None),
            (
                "127.0.0.1:8080".to_owned(),
                "127.0.0.1:8080".to_owned(),
                "http://127.0.0.1:8080/api/v3".to_owned()
            )
        );
        assert_eq!(
            resolved(None, Some("http://127.0.0.1:8080/api/v3")),
            (
                "127.0.0.1:8080".to_owned(),
                "127.0.0.1:8080".to_owned(),
                "http://127.0.0.1:8080/api/v3".to_owned()
            )
        );
        let refused = target_of(settings(Some("http://127.0.0.1:8080"), None), false);
        assert_eq!(
            refused.unwrap_err().to_string(),
            "refusing to send the token over plain HTTP to the API of 127.0.0.1:8080: use an \
             https:// URL, or pass --allow-insecure-http"
        );
    }

    #[test]
    fn rate_limits_are_told_from_missing_permissions() {
        let limited = reply(
            403,
            &[("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", "0")],
            r#"{"message":"API rate limit exceeded"}"#,
        );
        assert_eq!(rate_limit_wait(&limited), Some(Duration::from_secs(1)));
        let retry_after = reply(429, &[("retry-after", "7")], "{}");
        assert_eq!(rate_limit_wait(&retry_after), Some(Duration::from_secs(7)));
        let forbidden = reply(
            403,
            &[("x-ratelimit-remaining", "4999")],
            r#"{"message":"Resource not accessible by personal access token"}"#,
        );
        assert_eq!(rate_limit_wait(&forbidden), None);
        let secondary = reply(
            403,
            &[],
            r#"{"message":"You have exceeded a secondary rate limit"}"#,
        );
        assert_eq!(rate_limit_wait(&secondary), Some(SECONDARY_LIMIT_WAIT));
    }

    #[test]
    fn missing_permissions_are_named_from_headers() {
        let fine = reply(
            403,
            &[("x-accepted-github-permissions", "administration=write")],
            "{}",
        );
        assert_eq!(
            missing_permission(&fine).unwrap(),
            "Administration read and write (fine-grained token)"
        );
        let classic = reply(
            403,
            &[
                ("x-accepted-oauth-scopes", "repo"),
                ("x-oauth-scopes", "public_repo"),
            ],
            "{}",
        );
        assert_eq!(
            missing_permission(&classic).unwrap(),
            "one of the scopes repo (classic token; it has: public_repo)"
        );
        assert_eq!(missing_permission(&reply(403, &[], "{}")), None);
    }

    #[test]
    fn ssh_hosts_come_from_both_address_forms() {
        assert_eq!(
            ssh_host("git@github.com:acme/fleet.git").as_deref(),
            Some("github.com")
        );
        assert_eq!(
            ssh_host("ssh://git@ghe.example.com:2222/acme/fleet.git").as_deref(),
            Some("ghe.example.com:2222")
        );
        assert_eq!(
            ssh_host("ssh://git@[::1]:2222/acme/fleet.git").as_deref(),
            Some("[::1]:2222")
        );
        assert_eq!(ssh_host("not an address"), None);
    }

    #[test]
    fn team_permission_prefers_the_role_name() {
        let json: TeamRepoJson = serde_json::from_str(
            r#"{"role_name":"maintain","permissions":{"admin":false,"maintain":true,"push":true,"triage":true,"pull":true}}"#,
        )
        .unwrap();
        assert_eq!(json.permission(), Some(TeamPermission::Maintain));
        let json: TeamRepoJson = serde_json::from_str(
            r#"{"permissions":{"admin":false,"maintain":false,"push":true,"triage":true,"pull":true}}"#,
        )
        .unwrap();
        assert_eq!(json.permission(), Some(TeamPermission::Push));
    }
}
