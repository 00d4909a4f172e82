//! Gitea (gitea.com and self-hosted; Forgejo speaks the same API) over its REST API v1, with a
//! personal access token in `Authorization: token …`.
//!
//! Gitea's teams carry one permission for all the repositories they hold, so flux's `--team`
//! adds the team to the repository and the team keeps its own access (read, write or admin):
//! a permission named with `--team=slug:permission` cannot be set per repository.
//!
//! Endpoints and fields used (paths under `/api/v1`; checked against Gitea 1.27's Swagger
//! description by the contract test):
//!
//! | call | operation | request | fields read |
//! |---|---|---|---|
//! | `GET /user` | `userGetCurrent` | | `login` |
//! | `GET /orgs/{org}` | `orgGet` | after a create answered 404 | |
//! | `GET /users/{username}` | `userGet` | after a create answered 404 | |
//! | `GET /repos/{owner}/{repo}` | `repoGet` | | `name`, `owner.login`, `private`, `description`, `default_branch`, `archived`, `empty`, `html_url`, `clone_url`, `ssh_url` |
//! | `POST /user/repos` | `createCurrentUserRepo` | `name`, `private`, `description`, `default_branch`, `auto_init: false` | the repository |
//! | `POST /orgs/{org}/repos` | `createOrgRepo` | the same | the repository |
//! | `PATCH /repos/{owner}/{repo}` | `repoEdit` | `private`, `description`, `default_branch` (what changed) | |
//! | `GET /repos/{owner}/{repo}/teams/{team}` | `repoCheckTeam` | | `permission` |
//! | `PUT /repos/{owner}/{repo}/teams/{team}` | `repoAddTeam` | | |
//! | `GET /repos/{owner}/{repo}/keys` | `repoListKeys` | `page`, `limit` | `id`, `title`, `key`, `read_only` |
//! | `POST /repos/{owner}/{repo}/keys` | `repoCreateKey` | `title`, `key`, `read_only` | |
//! | `DELETE /repos/{owner}/{repo}/keys/{id}` | `repoDeleteKey` | | |
//!
//! The token needs the `write:repository` scope, `write:organization` to create repositories in
//! an organization and add teams, and `read:user` to create personal ones.

use reqwest::Method;
use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::http::{Auth, Endpoint, Reply, Rest, Settings};
use super::{
    DeployKey, Error, ExistingDeployKey, OwnerKind, Provider, Repository, RepositorySpec,
    TeamAccess, TeamPermission, Visibility,
};
use crate::git::GitUrl;
use crate::ui::Ui;

/// Where the token comes from, as in flux.
pub const TOKEN_ENV: &str = "GITEA_TOKEN";
/// fluxr's override of the API base, for tests and unusual set-ups; `--hostname` wins over it.
pub const API_URL_ENV: &str = "FLUXR_GITEA_API_URL";
pub const DEFAULT_HOSTNAME: &str = "gitea.com";
/// flux's prompt when `GITEA_TOKEN` is not set.
pub const TOKEN_PROMPT: &str = "Please enter your Gitea personal access token (PAT): ";

const API: [&str; 2] = ["api", "v1"];
/// Gitea's default maximum page size.
const PAGE_SIZE: usize = 50;
const MAX_PAGES: usize = 100;

const NEEDS_READ: &str = "the read:repository scope and access to the repository";
const NEEDS_WRITE: &str = "the write:repository scope and admin access to the repository";
const NEEDS_CREATE: &str = "the write:repository scope (write:organization for an organization's \
                            repository), and the right to create repositories there";
const NEEDS_TEAMS: &str =
    "the write:organization scope and ownership of the organization (or admin of the repository)";

/// A Gitea API client for one run.
pub struct Gitea {
    rest: Rest,
}

impl Gitea {
    pub fn new(settings: Settings, ui: &Ui) -> Result<Gitea, Error> {
        let endpoint = Endpoint::resolve(&settings, Some(DEFAULT_HOSTNAME), &["/api/v1"])?;
        let auth = Auth {
            header: "authorization",
            value: format!("token {}", settings.token),
        };
        Ok(Gitea {
            rest: Rest::new(&settings, endpoint, "/api/v1", auth, TOKEN_ENV, ui)?,
        })
    }

    /// The API base this client talks to.
    pub fn api_url(&self) -> &str {
        &self.rest.transport.api
    }

    /// The server this client talks to, the one host its token may go to.
    pub fn endpoint(&self) -> &Endpoint {
        &self.rest.endpoint
    }

    fn call(
        &self,
        action: &str,
        needs: &str,
        method: Method,
        segments: &[&str],
        body: Option<&Value>,
    ) -> Result<Reply, Error> {
        let url = self.rest.endpoint.url(&API, segments);
        self.rest.call(action, needs, method, url, body)
    }

    fn get(&self, action: &str, segments: &[&str]) -> Result<Option<Reply>, Error> {
        let reply = self.call(action, NEEDS_READ, Method::GET, segments, None)?;
        match reply.status {
            404 => Ok(None),
            _ if reply.is_success() => Ok(Some(reply)),
            _ => Err(self.rest.rejected(&reply, action)),
        }
    }

    fn token_user(&self) -> Result<String, Error> {
        let action = "read the token's user";
        let reply = self
            .get(action, &["user"])?
            .ok_or_else(|| Error::Rejected {
                domain: self.rest.domain().to_owned(),
                action: action.to_owned(),
                status: 404,
                message: "no user".to_owned(),
            })?;
        let user: UserJson = reply.json(self.rest.domain(), action)?;
        Ok(user.login)
    }

    /// Why creating a repository in an organization found no organization.
    fn missing_organization(&self, owner: &str) -> Result<Error, Error> {
        let action = format!("look up the owner \"{owner}\"");
        if self.get(&action, &["orgs", owner])?.is_none()
            && self.get(&action, &["users", owner])?.is_some()
        {
            return Ok(Error::OwnerIsUser {
                domain: self.rest.domain().to_owned(),
                owner: owner.to_owned(),
            });
        }
        Ok(Error::OwnerNotFound {
            domain: self.rest.domain().to_owned(),
            kind: "organization",
            owner: owner.to_owned(),
            hint: "check --owner, and add --personal when it is a user account",
        })
    }

    fn repository_from(&self, json: RepoJson) -> Result<Repository, Error> {
        // Gitea prints `git@host:owner/repo.git` (or nothing when SSH is off); flux stores
        // `ssh://git@host/owner/repo`, and builds it from the host when there is nothing to read.
        let ssh_url = match GitUrl::parse(&json.ssh_url) {
            Ok(url) => {
                let path = url.path().trim_end_matches(".git").to_owned();
                url.with_path(&path).to_url_form().to_string()
            }
            Err(_) => format!(
                "ssh://git@{}/{}/{}",
                self.rest.endpoint.root.host_str().unwrap_or_default(),
                json.owner.login,
                json.name
            ),
        };
        let visibility = if json.private {
            Visibility::Private
        } else {
            Visibility::Public
        };
        Ok(Repository {
            api_id: format!("{}/{}", json.owner.login, json.name),
            owner: json.owner.login,
            name: json.name,
            web_url: json.html_url,
            https_url: json.clone_url,
            ssh_url,
            visibility,
            description: json.description.filter(|text| !text.is_empty()),
            // An empty repository names a default branch it does not have yet.
            default_branch: json
                .default_branch
                .filter(|branch| !branch.is_empty() && !json.empty.unwrap_or(false)),
            archived: json.archived.unwrap_or(false),
        })
    }
}

/// Gitea's access names; owner is admin for flux's purposes.
fn permission_of(access: &str) -> Option<TeamPermission> {
    match access {
        "owner" | "admin" => Some(TeamPermission::Admin),
        "write" => Some(TeamPermission::Push),
        "read" => Some(TeamPermission::Pull),
        _ => None,
    }
}

impl Provider for Gitea {
    fn domain(&self) -> &str {
        self.rest.domain()
    }

    fn get_repository(
        &self,
        owner: &str,
        name: &str,
        _owner_kind: OwnerKind,
    ) -> Result<Option<Repository>, Error> {
        let action = format!("get repository {owner}/{name}");
        match self.get(&action, &["repos", owner, name])? {
            Some(reply) => Ok(Some(
                self.repository_from(reply.json(self.rest.domain(), &action)?)?,
            )),
            None => Ok(None),
        }
    }

    fn create_repository(&self, spec: &RepositorySpec) -> Result<Repository, Error> {
        let action = format!("create repository {}/{}", spec.owner, spec.name);
        let segments: Vec<&str> = match spec.owner_kind {
            OwnerKind::User => {
                let login = self.token_user()?;
                if !login.eq_ignore_ascii_case(&spec.owner) {
                    return Err(Error::NotTokenUser {
                        owner: spec.owner.clone(),
                        login,
                    });
                }
                vec!["user", "repos"]
            }
            OwnerKind::Organization => vec!["orgs", &spec.owner, "repos"],
        };
        let mut body = json!({
            "name": spec.name,
            // Gitea has no internal repositories; anything but public stays private.
            "private": spec.visibility != Visibility::Public,
            "auto_init": false,
        });
        if let Some(description) = &spec.description {
            body["description"] = json!(description);
        }
        if !spec.default_branch.is_empty() {
            body["default_branch"] = json!(spec.default_branch);
        }
        let reply = self.call(&action, NEEDS_CREATE, Method::POST, &segments, Some(&body))?;
        match reply.status {
            404 if spec.owner_kind == OwnerKind::Organization => {
                Err(self.missing_organization(&spec.owner)?)
            }
            409 | 422 => Err(Error::Invisible {
                domain: self.rest.domain().to_owned(),
                owner: spec.owner.clone(),
                name: spec.name.clone(),
            }),
            _ if reply.is_success() => {
                self.repository_from(reply.json(self.rest.domain(), &action)?)
            }
            _ => Err(self.rest.rejected(&reply, &action)),
        }
    }

    fn update_repository(
        &self,
        repo: &Repository,
        spec: &RepositorySpec,
    ) -> Result<Vec<&'static str>, Error> {
        let mut body = Map::new();
        let mut changed = Vec::new();
        let private = spec.visibility != Visibility::Public;
        if (repo.visibility != Visibility::Public) != private {
            body.insert("private".into(), json!(private));
            changed.push("visibility");
        }
        if let Some(description) = &spec.description
            && repo.description.as_deref().unwrap_or_default() != description
        {
            body.insert("description".into(), json!(description));
            changed.push("description");
        }
        if let Some(current) = &repo.default_branch
            && current != &spec.default_branch
        {
            body.insert("default_branch".into(), json!(spec.default_branch));
            changed.push("default branch");
        }
        if changed.is_empty() {
            return Ok(changed);
        }
        let action = format!("update repository {}/{}", repo.owner, repo.name);
        let reply = self.call(
            &action,
            NEEDS_WRITE,
            Method::PATCH,
            &["repos", &repo.owner, &repo.name],
            Some(&Value::Object(body)),
        )?;
        if !reply.is_success() {
            return Err(self.rest.rejected(&reply, &action));
        }
        Ok(changed)
    }

    fn team_access_per_repository(&self) -> bool {
        false
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
            Method::GET,
            &["repos", &repo.owner, &repo.name, "teams", team],
            None,
        )?;
        match reply.status {
            404 => Ok(None),
            _ if reply.is_success() => {
                let team: TeamJson = reply.json(self.rest.domain(), &action)?;
                Ok(permission_of(&team.permission))
            }
            _ => Err(self.rest.rejected(&reply, &action)),
        }
    }

    fn set_team_permission(&self, repo: &Repository, access: &TeamAccess) -> Result<(), Error> {
        let action = format!(
            "add team \"{}\" to {}/{}",
            access.team, repo.owner, repo.name
        );
        let reply = self.call(
            &action,
            NEEDS_TEAMS,
            Method::PUT,
            &["repos", &repo.owner, &repo.name, "teams", &access.team],
            None,
        )?;
        match reply.status {
            404 | 422 => Err(Error::Rejected {
                domain: self.rest.domain().to_owned(),
                action,
                status: reply.status,
                message: format!(
                    "team \"{}\" not found in {} ({})",
                    access.team,
                    repo.owner,
                    reply.message()
                ),
            }),
            _ if reply.is_success() => Ok(()),
            _ => Err(self.rest.rejected(&reply, &action)),
        }
    }

    fn deploy_keys(&self, repo: &Repository) -> Result<Vec<ExistingDeployKey>, Error> {
        let action = format!("list the deploy keys of {}/{}", repo.owner, repo.name);
        let mut keys = Vec::new();
        for page in 1..=MAX_PAGES {
            let mut url = self
                .rest
                .endpoint
                .url(&API, &["repos", &repo.owner, &repo.name, "keys"]);
            url.query_pairs_mut()
                .append_pair("page", &page.to_string())
                .append_pair("limit", &PAGE_SIZE.to_string());
            let reply = self
                .rest
                .call(&action, NEEDS_WRITE, Method::GET, url, None)?;
            if !reply.is_success() {
                return Err(self.rest.rejected(&reply, &action));
            }
            let batch: Vec<DeployKeyJson> = reply.json(self.rest.domain(), &action)?;
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
            NEEDS_WRITE,
            Method::POST,
            &["repos", &repo.owner, &repo.name, "keys"],
            Some(&body),
        )?;
        if !reply.is_success() {
            return Err(self.rest.rejected(&reply, &action));
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
            NEEDS_WRITE,
            Method::DELETE,
            &["repos", &repo.owner, &repo.name, "keys", id],
            None,
        )?;
        if !reply.is_success() && reply.status != 404 {
            return Err(self.rest.rejected(&reply, &action));
        }
        Ok(())
    }
}

#[derive(Deserialize)]
struct UserJson {
    login: String,
}

#[derive(Deserialize)]
struct OwnerJson {
    login: String,
}

#[derive(Deserialize)]
struct RepoJson {
    name: String,
    owner: OwnerJson,
    #[serde(default)]
    private: bool,
    description: Option<String>,
    default_branch: Option<String>,
    archived: Option<bool>,
    empty: Option<bool>,
    html_url: String,
    clone_url: String,
    ssh_url: String,
}

#[derive(Deserialize)]
struct TeamJson {
    #[serde(default)]
    permission: String,
}

#[derive(Deserialize)]
struct DeployKeyJson {
    id: i64,
    key: String,
    title: String,
    read_only: Option<bool>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn team_access_names_map_to_permissions() {
        assert_eq!(permission_of("owner"), Some(TeamPermission::Admin));
        assert_eq!(permission_of("write"), Some(TeamPermission::Push));
        assert_eq!(permission_of("read"), Some(TeamPermission::Pull));
        assert_eq!(permission_of("none"), None);
    }
}
