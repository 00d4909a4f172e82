//! Git hosting providers behind one trait, and flux's policy on top of it.
//!
//! A provider answers a handful of primitive questions (does this repository exist, create it,
//! which deploy keys does it have, …); the functions here turn them into what `bootstrap
//! <provider>` does, with flux's messages: [`reconcile_repository`] (get or create the repository,
//! `--reconcile`, team access) and [`reconcile_deploy_key`] (add the key, or replace it when
//! fluxr's key changed), [`reconcile_deploy_token`] (GitLab's `--deploy-token-auth`). GitHub
//! lives in [`github`] (with GitHub App installation tokens in [`github_app`]), GitLab in
//! [`gitlab`], Gitea in [`gitea`] and Bitbucket Server in [`bitbucket`]; each implements
//! [`Provider`] over the shared HTTP layer in [`http`]. Each module's documentation lists the
//! endpoints and fields it uses.

pub mod bitbucket;
pub mod gitea;
pub mod github;
pub mod github_app;
pub mod gitlab;
pub mod http;

use std::fmt;
use std::str::FromStr;

use crate::git::GitUrl;
use crate::ui::Ui;

/// Whose account the repository lives in (flux's `--personal`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OwnerKind {
    /// The user the token belongs to.
    User,
    Organization,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visibility {
    Private,
    Public,
    /// GitLab's and GitHub Enterprise's "visible to every signed-in user".
    Internal,
}

impl Visibility {
    /// flux's `--private`: private when true, else public.
    pub fn private_if(private: bool) -> Visibility {
        if private {
            Visibility::Private
        } else {
            Visibility::Public
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::Private => "private",
            Visibility::Public => "public",
            Visibility::Internal => "internal",
        }
    }
}

/// The repository the user asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepositorySpec {
    pub owner: String,
    pub name: String,
    pub owner_kind: OwnerKind,
    /// Applied on creation, and with `--reconcile` to an existing repository.
    pub visibility: Visibility,
    /// `None` leaves the description alone.
    pub description: Option<String>,
    /// Reconciled with `--reconcile` once the branch exists.
    pub default_branch: String,
}

/// A repository as the provider reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repository {
    pub owner: String,
    pub name: String,
    /// How the provider's API names the repository: `owner/name` on GitHub and Gitea, the
    /// project ID on GitLab, `PROJECT_KEY/slug` on Bitbucket Server.
    pub api_id: String,
    /// The address people open in a browser; flux names repositories by it in messages.
    pub web_url: String,
    /// HTTPS clone address, e.g. `https://github.com/acme/fleet.git`.
    pub https_url: String,
    /// SSH clone address in URL form, e.g. `ssh://git@github.com/acme/fleet`.
    pub ssh_url: String,
    pub visibility: Visibility,
    pub description: Option<String>,
    /// `None` while the repository has no commit.
    pub default_branch: Option<String>,
    pub archived: bool,
}

impl Repository {
    /// The address the cluster syncs from: the HTTPS clone URL with `--token-auth`, else the SSH
    /// one, with its host replaced by `--ssh-hostname` when given (it may carry a port).
    pub fn sync_url(&self, token_auth: bool, ssh_hostname: Option<&str>) -> String {
        if token_auth {
            return self.https_url.clone();
        }
        match ssh_hostname.filter(|host| !host.is_empty()) {
            Some(authority) => GitUrl::parse(&self.ssh_url)
                .and_then(|url| url.with_authority(authority))
                .map_or_else(|_| self.ssh_url.clone(), |url| url.to_string()),
            None => self.ssh_url.clone(),
        }
    }
}

/// A team's access level on a repository, in GitHub's words (flux's `--team=slug:permission`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum TeamPermission {
    Pull,
    Triage,
    Push,
    Maintain,
    Admin,
}

impl TeamPermission {
    pub const ALL: [TeamPermission; 5] = [
        TeamPermission::Pull,
        TeamPermission::Triage,
        TeamPermission::Push,
        TeamPermission::Maintain,
        TeamPermission::Admin,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            TeamPermission::Pull => "pull",
            TeamPermission::Triage => "triage",
            TeamPermission::Push => "push",
            TeamPermission::Maintain => "maintain",
            TeamPermission::Admin => "admin",
        }
    }
}

impl fmt::Display for TeamPermission {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for TeamPermission {
    type Err = String;

    fn from_str(value: &str) -> Result<Self, Self::Err> {
        TeamPermission::ALL
            .into_iter()
            .find(|permission| permission.as_str() == value)
            .ok_or_else(|| {
                format!(
                    "invalid team permission \"{value}\", must be one of: pull, triage, push, \
                     maintain, admin"
                )
            })
    }
}

/// One `--team` flag: a team slug and the access it should have.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamAccess {
    pub team: String,
    pub permission: TeamPermission,
}

impl TeamAccess {
    /// `slug` or `slug:permission`, `default` when no permission is named (flux: `maintain`
    /// for GitHub, GitLab and Gitea, `push` for Bitbucket Server's `--group`).
    pub fn parse_with_default(value: &str, default: TeamPermission) -> Result<Self, String> {
        let (team, permission) = match value.split_once(':') {
            Some((team, permission)) => (team, permission.parse()?),
            None => (value, default),
        };
        if team.is_empty() {
            return Err(format!("invalid team \"{value}\": the team name is empty"));
        }
        Ok(TeamAccess {
            team: team.to_owned(),
            permission,
        })
    }
}

impl FromStr for TeamAccess {
    type Err = String;

    /// `slug` or `slug:permission`; flux's default permission is `maintain`.
    fn from_str(value: &str) -> Result<Self, Self::Err> {
        TeamAccess::parse_with_default(value, TeamPermission::Maintain)
    }
}

/// The deploy key fluxr wants on the repository.
#[derive(Clone, PartialEq, Eq)]
pub struct DeployKey {
    /// flux's `<namespace>-<branch>-<secret>-<path>`, see [`deploy_key_name`].
    pub title: String,
    /// The `authorized_keys` line of the public key.
    pub public_key: String,
    pub read_only: bool,
}

impl fmt::Debug for DeployKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DeployKey")
            .field("title", &self.title)
            .field("read_only", &self.read_only)
            .finish_non_exhaustive()
    }
}

/// A deploy key the provider already has.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExistingDeployKey {
    pub id: String,
    pub title: String,
    pub public_key: String,
    pub read_only: bool,
}

/// A deploy token the provider already has (GitLab), without its secret, which is shown once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExistingDeployToken {
    pub id: String,
    pub name: String,
    pub username: String,
}

/// A deploy token just created: the user name and token the source secret needs.
#[derive(Clone, PartialEq, Eq)]
pub struct DeployTokenCredentials {
    pub id: String,
    pub name: String,
    pub username: String,
    pub token: String,
}

impl fmt::Debug for DeployTokenCredentials {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DeployTokenCredentials")
            .field("id", &self.id)
            .field("name", &self.name)
            .field("username", &self.username)
            .finish_non_exhaustive()
    }
}

/// What reconciling one thing did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    Created,
    Updated,
    Unchanged,
}

/// The primitive operations a Git hosting provider offers; [`reconcile_repository`] and
/// [`reconcile_deploy_key`] build flux's behaviour from them. Every call honours the one
/// deadline of the run (`--timeout`) and retries what a retry can fix (rate limits, 5xx).
pub trait Provider {
    /// The host users know the provider by (`github.com`, or the Enterprise host).
    fn domain(&self) -> &str;
    /// The repository, or `None` when the provider says it does not exist (or the token cannot
    /// see it).
    fn get_repository(
        &self,
        owner: &str,
        name: &str,
        owner_kind: OwnerKind,
    ) -> Result<Option<Repository>, Error>;
    /// Creates the repository with an initial commit on the provider's default branch.
    fn create_repository(&self, spec: &RepositorySpec) -> Result<Repository, Error>;
    /// Sets visibility, description and default branch where they differ from `spec`; returns
    /// the names of what changed.
    fn update_repository(
        &self,
        repo: &Repository,
        spec: &RepositorySpec,
    ) -> Result<Vec<&'static str>, Error>;
    /// The permissions a team may be given (flux maps `--team=slug:permission` onto them);
    /// Bitbucket Server has only read, write and admin.
    fn team_permissions(&self) -> &'static [TeamPermission] {
        &TeamPermission::ALL
    }
    /// Whether a team's access is set per repository. Gitea's teams carry one permission for
    /// all their repositories: a team is only added to the repository, with the access it has.
    fn team_access_per_repository(&self) -> bool {
        true
    }
    /// The team's current access, `None` when it has none.
    fn team_permission(
        &self,
        repo: &Repository,
        team: &str,
    ) -> Result<Option<TeamPermission>, Error>;
    fn set_team_permission(&self, repo: &Repository, access: &TeamAccess) -> Result<(), Error>;
    fn deploy_keys(&self, repo: &Repository) -> Result<Vec<ExistingDeployKey>, Error>;
    fn add_deploy_key(&self, repo: &Repository, key: &DeployKey) -> Result<(), Error>;
    fn delete_deploy_key(&self, repo: &Repository, id: &str) -> Result<(), Error>;
    /// The deploy tokens that still work (neither expired nor revoked); only GitLab has them.
    fn deploy_tokens(&self, repo: &Repository) -> Result<Vec<ExistingDeployToken>, Error> {
        let _ = repo;
        Err(self.no_deploy_tokens())
    }
    /// Creates a read-only deploy token named `name` for the repository.
    fn create_deploy_token(
        &self,
        repo: &Repository,
        name: &str,
    ) -> Result<DeployTokenCredentials, Error> {
        let _ = (repo, name);
        Err(self.no_deploy_tokens())
    }
    fn delete_deploy_token(&self, repo: &Repository, id: &str) -> Result<(), Error> {
        let _ = (repo, id);
        Err(self.no_deploy_tokens())
    }
    /// The error of a provider without deploy tokens.
    fn no_deploy_tokens(&self) -> Error {
        Error::Unsupported {
            domain: self.domain().to_owned(),
            what: "deploy tokens",
            hint: "--deploy-token-auth is for GitLab; use a deploy key or --token-auth",
        }
    }
}

/// Every failure a provider reports, each one line that says what to do.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(
        "{domain} rejected the token (401 {message}): set {token_env} to a valid personal access \
         token that has not expired"
    )]
    Unauthorized {
        domain: String,
        message: String,
        token_env: String,
    },
    #[error("{domain} refused to {action} (403 {message}): the token needs {permission}")]
    Forbidden {
        domain: String,
        action: String,
        message: String,
        permission: String,
    },
    #[error(
        "{domain} API rate limit exceeded until {reset} UTC, later than --timeout allows: wait \
         until then or raise --timeout"
    )]
    RateLimited { domain: String, reset: String },
    #[error(
        "{domain} failed to {action}: {status} after {attempts} attempts, the service may be \
         unavailable: retry later"
    )]
    Unavailable {
        domain: String,
        action: String,
        status: String,
        attempts: u32,
    },
    #[error("timed out after --timeout while trying to {action} on {domain}: raise --timeout")]
    Timeout { domain: String, action: String },
    #[error("unable to reach {api} to {action}")]
    Unreachable {
        api: String,
        action: String,
        #[source]
        source: http::SendError,
    },
    /// TLS refused the server's certificate: not retried, since another try changes nothing.
    #[error(
        "unable to reach {api} to {action}: its certificate failed verification (if a private \
         CA issued it, pass that CA with --ca-file)"
    )]
    Untrusted {
        api: String,
        action: String,
        #[source]
        source: http::SendError,
    },
    #[error("{kind} \"{owner}\" not found on {domain}: {hint}")]
    OwnerNotFound {
        domain: String,
        kind: &'static str,
        owner: String,
        hint: &'static str,
    },
    #[error(
        "\"{owner}\" is a user account on {domain}, not an organization: add --personal to \
         bootstrap a repository of your own"
    )]
    OwnerIsUser { domain: String, owner: String },
    #[error(
        "--owner=\"{owner}\" with --personal, but the token belongs to \"{login}\": personal \
         repositories are created for the token's user, so use --owner={login}, or drop \
         --personal for an organization"
    )]
    NotTokenUser { owner: String, login: String },
    #[error(
        "repository \"{owner}/{name}\" does not exist, and a GitHub App cannot create a \
         repository of a user account with --personal: create it on {domain}, give the app's \
         installation access to it, and run bootstrap again"
    )]
    AppCannotCreatePersonal {
        domain: String,
        owner: String,
        name: String,
    },
    #[error(
        "repository \"{url}\" is archived and read-only: unarchive it in its settings, or choose \
         another --repository"
    )]
    Archived { url: String },
    #[error(
        "repository \"{owner}/{name}\" already exists on {domain} but the token cannot see it: \
         give the token access to it"
    )]
    Invisible {
        domain: String,
        owner: String,
        name: String,
    },
    #[error("{domain} refused to {action}: {status} {message}")]
    Rejected {
        domain: String,
        action: String,
        status: u16,
        message: String,
    },
    #[error("unexpected answer from {domain} to {action}")]
    Decode {
        domain: String,
        action: String,
        #[source]
        source: DecodeError,
    },
    #[error(
        "refusing to send the token to {host}: the API of {domain} returned the clone URL \
         \"{url}\", which is not on the host named by --hostname or the API override"
    )]
    ForeignHost {
        domain: String,
        url: String,
        host: String,
    },
    #[error(
        "refusing to send the token over plain HTTP to the API of {domain}: use an https:// \
         URL, or pass --allow-insecure-http"
    )]
    InsecureApi { domain: String },
    #[error("{domain} has no {what}: {hint}")]
    Unsupported {
        domain: String,
        what: &'static str,
        hint: &'static str,
    },
    #[error(
        "{domain} cannot give \"{permission}\" access to a team or group: use one of {supported}"
    )]
    UnsupportedPermission {
        domain: String,
        permission: TeamPermission,
        supported: String,
    },
    #[error("invalid {what} \"{value}\"")]
    Config {
        what: &'static str,
        value: String,
        #[source]
        source: ConfigError,
    },
}

/// Why an answer could not be read.
#[derive(Debug, thiserror::Error)]
pub enum DecodeError {
    #[error(transparent)]
    Json(#[from] serde_json::Error),
    /// The answer parsed, but lacks what fluxr asked for.
    #[error("the answer has no {0}")]
    Missing(&'static str),
}

/// Why a setting of a provider client (its address, CA bundle, token, …) cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("the server's host name is required")]
    HostRequired,
    #[error("only http and https are supported")]
    Scheme,
    #[error("credentials do not belong in the address: the token comes from the environment")]
    Credentials,
    #[error("a query or fragment does not belong in the address")]
    QueryOrFragment,
    #[error("missing host")]
    MissingHost,
    #[error("no PEM certificate in it")]
    NoCertificate,
    #[error("it is not a valid HTTP header value")]
    HeaderValue,
    #[error(transparent)]
    Url(#[from] url::ParseError),
    #[error(transparent)]
    App(#[from] github_app::AppError),
    /// The async runtime of the client could not start.
    #[error(transparent)]
    Runtime(#[from] std::io::Error),
    /// The HTTP library refused (a certificate, the client's settings).
    #[error(transparent)]
    Library(#[from] http::LibraryError),
}

/// What `bootstrap <provider>` asks of the repository step.
#[derive(Debug, Clone)]
pub struct RepositoryRequest {
    pub spec: RepositorySpec,
    /// flux's `--reconcile`: apply the spec to an existing repository and re-apply team access.
    pub reconcile: bool,
    pub teams: Vec<TeamAccess>,
}

/// flux's `ReconcileRepository`: connect, get or create the repository, apply `--reconcile`,
/// grant team access. Team failures are warnings, as in flux; the rest is fatal.
pub fn reconcile_repository(
    provider: &dyn Provider,
    ui: &Ui,
    request: &RepositoryRequest,
) -> Result<Repository, Error> {
    let spec = &request.spec;
    ui.action(&format!("connecting to {}", provider.domain()));
    let repo = match provider.get_repository(&spec.owner, &spec.name, spec.owner_kind)? {
        Some(repo) => repo,
        None => {
            let repo = provider.create_repository(spec)?;
            ui.success(&format!("repository \"{}\" created", repo.web_url));
            repo
        }
    };
    if repo.archived {
        return Err(Error::Archived { url: repo.web_url });
    }
    let repo = if request.reconcile {
        let changed = provider.update_repository(&repo, spec)?;
        if changed.is_empty() {
            repo
        } else {
            ui.success(&format!("repository \"{}\" reconciled", repo.web_url));
            provider
                .get_repository(&spec.owner, &spec.name, spec.owner_kind)?
                .unwrap_or(repo)
        }
    } else {
        repo
    };
    if request.teams.is_empty() {
        return Ok(repo);
    }
    if spec.owner_kind == OwnerKind::User {
        ui.warning("--team is ignored: personal repositories have no teams");
        return Ok(repo);
    }
    ui.action("reconciling repository permissions");
    for access in &request.teams {
        match reconcile_team(provider, &repo, access, request.reconcile) {
            Ok(Change::Unchanged) => {}
            Ok(_) if !provider.team_access_per_repository() => {
                // The team came with the access it has everywhere; say so when it is not the
                // one asked for.
                match provider.team_permission(&repo, &access.team) {
                    Ok(Some(has)) if has != access.permission => ui.warning(&format!(
                        "added team \"{}\", which has \"{has}\" access: on {} a team's \
                         permission is set on the team, not per repository",
                        access.team,
                        provider.domain()
                    )),
                    _ => ui.success(&format!(
                        "granted \"{}\" permissions to \"{}\"",
                        access.permission, access.team
                    )),
                }
            }
            Ok(_) => ui.success(&format!(
                "granted \"{}\" permissions to \"{}\"",
                access.permission, access.team
            )),
            // flux prints the failure and goes on with the next team and the bootstrap; the
            // run's result does not change.
            Err(err) => ui.failed_check(&format!(
                "failed to grant \"{}\" permissions to \"{}\": {}",
                access.permission,
                access.team,
                http::error_chain(&err)
            )),
        }
    }
    ui.success("reconciled repository permissions");
    Ok(repo)
}

/// Like flux, a team that already has some access keeps it unless `--reconcile` is set.
fn reconcile_team(
    provider: &dyn Provider,
    repo: &Repository,
    access: &TeamAccess,
    reconcile: bool,
) -> Result<Change, Error> {
    let supported = provider.team_permissions();
    if !supported.contains(&access.permission) {
        return Err(Error::UnsupportedPermission {
            domain: provider.domain().to_owned(),
            permission: access.permission,
            supported: supported
                .iter()
                .map(|permission| permission.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        });
    }
    let current = provider.team_permission(repo, &access.team)?;
    match current {
        Some(permission) if permission == access.permission => Ok(Change::Unchanged),
        Some(_) if !reconcile || !provider.team_access_per_repository() => Ok(Change::Unchanged),
        Some(_) => {
            provider.set_team_permission(repo, access)?;
            Ok(Change::Updated)
        }
        None => {
            provider.set_team_permission(repo, access)?;
            Ok(Change::Created)
        }
    }
}

/// Makes sure the repository has `key` under its title: adds it when missing, and replaces a key
/// of the same title whose public key or read-only flag differs (deploy keys cannot be edited).
pub fn reconcile_deploy_key(
    provider: &dyn Provider,
    repo: &Repository,
    key: &DeployKey,
) -> Result<Change, Error> {
    let existing: Vec<ExistingDeployKey> = provider
        .deploy_keys(repo)?
        .into_iter()
        .filter(|existing| existing.title == key.title)
        .collect();
    let wanted = key_material(&key.public_key);
    let current = existing.iter().any(|existing| {
        key_material(&existing.public_key) == wanted && existing.read_only == key.read_only
    });
    if current && existing.len() == 1 {
        return Ok(Change::Unchanged);
    }
    for stale in &existing {
        provider.delete_deploy_key(repo, &stale.id)?;
    }
    provider.add_deploy_key(repo, key)?;
    Ok(if existing.is_empty() {
        Change::Created
    } else {
        Change::Updated
    })
}

/// flux's `--deploy-token-auth`: a deploy token's secret is shown only when it is created, so
/// the token named `name` is created anew on every run, any older one of that name revoked
/// first, and its credentials go into the source secret.
pub fn reconcile_deploy_token(
    provider: &dyn Provider,
    repo: &Repository,
    name: &str,
) -> Result<(DeployTokenCredentials, Change), Error> {
    let existing: Vec<ExistingDeployToken> = provider
        .deploy_tokens(repo)?
        .into_iter()
        .filter(|token| token.name == name)
        .collect();
    for stale in &existing {
        provider.delete_deploy_token(repo, &stale.id)?;
    }
    let created = provider.create_deploy_token(repo, name)?;
    let change = if existing.is_empty() {
        Change::Created
    } else {
        Change::Updated
    };
    Ok((created, change))
}

/// flux's deploy token name: the same parts as [`deploy_key_name`].
pub fn deploy_token_name(namespace: &str, branch: &str, secret_name: &str, path: &str) -> String {
    deploy_key_name(namespace, branch, secret_name, path)
}

/// `type base64` of an `authorized_keys` line: providers drop the comment.
fn key_material(line: &str) -> String {
    line.split_whitespace()
        .take(2)
        .collect::<Vec<_>>()
        .join(" ")
}

/// flux's deploy key title: namespace, branch, secret name and path joined by `-`, empty parts
/// left out, e.g. `flux-system-main-flux-system-./clusters/prod`.
pub fn deploy_key_name(namespace: &str, branch: &str, secret_name: &str, path: &str) -> String {
    [namespace, branch, secret_name, path]
        .into_iter()
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// The provider token: the environment variable `env` when set and not empty, else asked for
/// on the terminal without echo, or read as one line from piped stdin.
pub fn token_from_env_or_prompt(ui: &Ui, env: &str, prompt: &str) -> Result<String, TokenError> {
    if let Some(token) = std::env::var(env)
        .ok()
        .filter(|token| !token.trim().is_empty())
    {
        return Ok(token.trim().to_owned());
    }
    let token = ui
        .read_secret(prompt)
        .map_err(|source| TokenError::Read { source })?;
    let token = token.trim();
    if token.is_empty() {
        return Err(TokenError::Empty {
            env: env.to_owned(),
        });
    }
    Ok(token.to_owned())
}

#[derive(Debug, thiserror::Error)]
pub enum TokenError {
    // flux's words; the cause (`EOF` when stdin ends before a line break) adds its own.
    #[error("could not read token: could not read from stdin")]
    Read {
        #[source]
        source: std::io::Error,
    },
    #[error("no token: set {env}, or type the token at the prompt or pipe it to stdin")]
    Empty { env: String },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deploy_key_names_skip_empty_parts() {
        assert_eq!(
            deploy_key_name(
                "flux-system",
                "main",
                "flux-system",
                "./clusters/my-cluster"
            ),
            "flux-system-main-flux-system-./clusters/my-cluster"
        );
        assert_eq!(
            deploy_key_name("flux-system", "main", "flux-system", ""),
            "flux-system-main-flux-system"
        );
    }

    #[test]
    fn team_flags_default_to_maintain() {
        assert_eq!(
            "platform".parse::<TeamAccess>().unwrap(),
            TeamAccess {
                team: "platform".into(),
                permission: TeamPermission::Maintain
            }
        );
        assert_eq!(
            "ops:pull".parse::<TeamAccess>().unwrap().permission,
            TeamPermission::Pull
        );
        let err = "ops:owner".parse::<TeamAccess>().unwrap_err();
        assert!(err.contains("must be one of"), "{err}");
        assert!(":push".parse::<TeamAccess>().is_err());
    }

    #[test]
    fn sync_urls_follow_token_auth_and_ssh_hostname() {
        let repo = Repository {
            owner: "acme".into(),
            name: "fleet".into(),
            web_url: "https://github.com/acme/fleet".into(),
            https_url: "https://github.com/acme/fleet.git".into(),
            ssh_url: "ssh://git@github.com/acme/fleet".into(),
            api_id: "acme/fleet".into(),
            visibility: Visibility::Private,
            description: None,
            default_branch: Some("main".into()),
            archived: false,
        };
        assert_eq!(
            repo.sync_url(false, None),
            "ssh://git@github.com/acme/fleet"
        );
        assert_eq!(
            repo.sync_url(true, None),
            "https://github.com/acme/fleet.git"
        );
        assert_eq!(
            repo.sync_url(false, Some("ssh.github.com:443")),
            "ssh://git@ssh.github.com:443/acme/fleet"
        );
    }

    #[test]
    fn key_material_ignores_comments() {
        assert_eq!(
            key_material("ecdsa-sha2-nistp384 AAAA fluxr@host\n"),
            key_material("ecdsa-sha2-nistp384 AAAA")
        );
    }
}
