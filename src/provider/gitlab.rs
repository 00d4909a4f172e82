//! GitLab (gitlab.com and self-managed) over its REST API v4, with a personal, group or project
//! access token in the `PRIVATE-TOKEN` header.
//!
//! Projects are addressed by their URL-encoded path (`group%2Fsub%2Ffleet`), so subgroups work
//! as `--owner=group/sub`; once found, by their numeric ID. flux's `--team` shares the project
//! with another group (`group/sub` too), its permission mapped to GitLab's access levels:
//! pull 10 (Guest), triage 20 (Reporter), push 30 (Developer), maintain 40 (Maintainer),
//! admin 50 (Owner).
//!
//! Endpoints and fields used (paths under `/api/v4`):
//!
//! | call | request | fields read |
//! |---|---|---|
//! | `GET /user` | | `username` |
//! | `GET /groups/:id` | `:id` the URL-encoded full path | `id`, `full_path` |
//! | `GET /projects/:id` | `:id` path or ID | `id`, `path`, `namespace.full_path`, `visibility`, `description`, `default_branch`, `archived`, `web_url`, `http_url_to_repo`, `ssh_url_to_repo`, `shared_with_groups[].group_id`, `.group_access_level` |
//! | `POST /projects` | `name`, `namespace_id` (groups), `visibility`, `description`, `default_branch` | the project |
//! | `PUT /projects/:id` | `visibility`, `description`, `default_branch` (what changed) | the project |
//! | `POST /projects/:id/share` | `group_id`, `group_access` | |
//! | `DELETE /projects/:id/share/:group_id` | before sharing again with another level | |
//! | `GET /projects/:id/deploy_keys` | `per_page`, `page` (`X-Next-Page`) | `id`, `title`, `key`, `can_push` |
//! | `POST /projects/:id/deploy_keys` | `title`, `key`, `can_push` | |
//! | `DELETE /projects/:id/deploy_keys/:key_id` | | |
//! | `GET /projects/:id/deploy_tokens` | `per_page`, `page` | `id`, `name`, `username`, `revoked`, `expired` |
//! | `POST /projects/:id/deploy_tokens` | `name`, `scopes: ["read_repository"]` | `id`, `name`, `username`, `token` |
//! | `DELETE /projects/:id/deploy_tokens/:token_id` | | |
//!
//! The token needs the `api` scope and the Maintainer role on the project; creating the project
//! in a group takes the role the group allows to create projects (Developer or more by default),
//! and sharing it with a group takes access to that group.

use reqwest::Method;
use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::http::{Auth, Endpoint, Reply, Rest, Settings};
use super::{
    DecodeError, DeployKey, DeployTokenCredentials, Error, ExistingDeployKey, ExistingDeployToken,
    OwnerKind, Provider, Repository, RepositorySpec, TeamAccess, TeamPermission, Visibility,
};
use crate::git::GitUrl;
use crate::ui::Ui;

/// Where the token comes from, as in flux.
pub const TOKEN_ENV: &str = "GITLAB_TOKEN";
/// fluxr's override of the API base, for tests and unusual set-ups; `--hostname` wins over it.
pub const API_URL_ENV: &str = "FLUXR_GITLAB_API_URL";
pub const DEFAULT_HOSTNAME: &str = "gitlab.com";
/// flux's prompt when `GITLAB_TOKEN` is not set.
pub const TOKEN_PROMPT: &str = "Please enter your GitLab personal access token (PAT): ";

const API: [&str; 2] = ["api", "v4"];
const PAGE_SIZE: usize = 100;
/// Bounds a listing against a server that never says it is done.
const MAX_PAGES: usize = 100;

const NEEDS_READ: &str = "the read_api or api scope, and access to the project";
const NEEDS_CREATE: &str =
    "the api scope, and the Developer role (or more, as the group allows) on the group";
const NEEDS_MAINTAINER: &str = "the api scope and the Maintainer role on the project";
const NEEDS_SHARE: &str =
    "the api scope, the Maintainer role on the project and access to the group it is shared with";

/// A GitLab API client for one run.
pub struct GitLab {
    rest: Rest,
}

impl GitLab {
    pub fn new(settings: Settings, ui: &Ui) -> Result<GitLab, Error> {
        let endpoint = Endpoint::resolve(&settings, Some(DEFAULT_HOSTNAME), &["/api/v4"])?;
        let auth = Auth {
            header: "private-token",
            value: settings.token.clone(),
        };
        Ok(GitLab {
            rest: Rest::new(&settings, endpoint, "/api/v4", auth, TOKEN_ENV, ui)?,
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

    fn url(&self, segments: &[&str]) -> reqwest::Url {
        self.rest.endpoint.url(&API, segments)
    }

    fn call(
        &self,
        action: &str,
        needs: &str,
        method: Method,
        segments: &[&str],
        body: Option<&Value>,
    ) -> Result<Reply, Error> {
        self.rest
            .call(action, needs, method, self.url(segments), body)
    }

    /// Every page of a listing, following `X-Next-Page`.
    fn list<T: for<'de> Deserialize<'de>>(
        &self,
        action: &str,
        needs: &str,
        segments: &[&str],
    ) -> Result<Vec<T>, Error> {
        let mut items = Vec::new();
        let mut page = "1".to_owned();
        for _ in 0..MAX_PAGES {
            let mut url = self.url(segments);
            url.query_pairs_mut()
                .append_pair("per_page", &PAGE_SIZE.to_string())
                .append_pair("page", &page);
            let reply = self.rest.call(action, needs, Method::GET, url, None)?;
            if !reply.is_success() {
                return Err(self.rest.rejected(&reply, action));
            }
            let batch: Vec<T> = reply.json(self.rest.domain(), action)?;
            let count = batch.len();
            items.extend(batch);
            match reply.header("x-next-page").filter(|next| !next.is_empty()) {
                Some(next) if count > 0 => page = next.to_owned(),
                _ => return Ok(items),
            }
        }
        Ok(items)
    }

    fn get_project(&self, id: &str, action: &str) -> Result<Option<ProjectJson>, Error> {
        let reply = self.call(action, NEEDS_READ, Method::GET, &["projects", id], None)?;
        match reply.status {
            404 => Ok(None),
            _ if reply.is_success() => Ok(Some(reply.json(self.rest.domain(), action)?)),
            _ => Err(self.rest.rejected(&reply, action)),
        }
    }

    /// A group by its full path; `None` when it does not exist or the token cannot see it.
    fn get_group(&self, full_path: &str, needs: &str) -> Result<Option<GroupJson>, Error> {
        let action = format!("look up the group \"{full_path}\"");
        let reply = self.call(&action, needs, Method::GET, &["groups", full_path], None)?;
        match reply.status {
            404 => Ok(None),
            _ if reply.is_success() => Ok(Some(reply.json(self.rest.domain(), &action)?)),
            _ => Err(self.rest.rejected(&reply, &action)),
        }
    }

    fn token_user(&self) -> Result<String, Error> {
        let action = "read the token's user";
        let reply = self.call(action, NEEDS_READ, Method::GET, &["user"], None)?;
        if !reply.is_success() {
            return Err(self.rest.rejected(&reply, action));
        }
        let user: UserJson = reply.json(self.rest.domain(), action)?;
        Ok(user.username)
    }

    fn repository_from(&self, project: ProjectJson) -> Result<Repository, Error> {
        // GitLab prints `git@host:group/project.git`; flux stores `ssh://git@host/group/project`,
        // and builds it from the host when there is nothing to read.
        let ssh_url = match GitUrl::parse(&project.ssh_url_to_repo) {
            Ok(url) => {
                let path = url.path().trim_end_matches(".git").to_owned();
                url.with_path(&path).to_url_form().to_string()
            }
            Err(_) => format!(
                "ssh://git@{}/{}",
                self.rest.endpoint.root.host_str().unwrap_or_default(),
                project.path_with_namespace
            ),
        };
        let visibility = match project.visibility.as_deref() {
            Some("public") => Visibility::Public,
            Some("internal") => Visibility::Internal,
            _ => Visibility::Private,
        };
        Ok(Repository {
            owner: project.namespace.full_path,
            name: project.path,
            api_id: project.id.to_string(),
            web_url: project.web_url,
            https_url: project.http_url_to_repo,
            ssh_url,
            visibility,
            description: project.description.filter(|text| !text.is_empty()),
            default_branch: project.default_branch.filter(|branch| !branch.is_empty()),
            archived: project.archived.unwrap_or(false),
        })
    }

    fn project_of(&self, repo: &Repository, action: &str) -> Result<ProjectJson, Error> {
        self.get_project(&repo.api_id, action)?
            .ok_or_else(|| Error::Rejected {
                domain: self.rest.domain().to_owned(),
                action: action.to_owned(),
                status: 404,
                message: format!("project {}/{} is gone", repo.owner, repo.name),
            })
    }

    fn missing_group(&self, team: &str, action: &str) -> Error {
        Error::Rejected {
            domain: self.rest.domain().to_owned(),
            action: action.to_owned(),
            status: 404,
            message: format!("group \"{team}\" not found"),
        }
    }
}

fn access_level(permission: TeamPermission) -> u32 {
    match permission {
        TeamPermission::Pull => 10,
        TeamPermission::Triage => 20,
        TeamPermission::Push => 30,
        TeamPermission::Maintain => 40,
        TeamPermission::Admin => 50,
    }
}

fn permission_of(level: u32) -> Option<TeamPermission> {
    TeamPermission::ALL
        .into_iter()
        .rev()
        .find(|permission| access_level(*permission) <= level)
}

impl Provider for GitLab {
    fn domain(&self) -> &str {
        self.rest.domain()
    }

    fn get_repository(
        &self,
        owner: &str,
        name: &str,
        _owner_kind: OwnerKind,
    ) -> Result<Option<Repository>, Error> {
        let action = format!("get project {owner}/{name}");
        self.get_project(&format!("{owner}/{name}"), &action)?
            .map(|project| self.repository_from(project))
            .transpose()
    }

    fn create_repository(&self, spec: &RepositorySpec) -> Result<Repository, Error> {
        let action = format!("create project {}/{}", spec.owner, spec.name);
        let mut body = json!({
            "name": spec.name,
            "visibility": spec.visibility.as_str(),
        });
        match spec.owner_kind {
            OwnerKind::User => {
                let login = self.token_user()?;
                if !login.eq_ignore_ascii_case(&spec.owner) {
                    return Err(Error::NotTokenUser {
                        owner: spec.owner.clone(),
                        login,
                    });
                }
            }
            OwnerKind::Organization => {
                let Some(group) = self.get_group(&spec.owner, NEEDS_CREATE)? else {
                    return Err(Error::OwnerNotFound {
                        domain: self.rest.domain().to_owned(),
                        kind: "group",
                        owner: spec.owner.clone(),
                        hint: "check --owner (subgroups as group/subgroup), and add --personal \
                               when it is a user namespace",
                    });
                };
                body["namespace_id"] = json!(group.id);
            }
        }
        if let Some(description) = &spec.description {
            body["description"] = json!(description);
        }
        if !spec.default_branch.is_empty() {
            body["default_branch"] = json!(spec.default_branch);
        }
        let reply = self.call(
            &action,
            NEEDS_CREATE,
            Method::POST,
            &["projects"],
            Some(&body),
        )?;
        match reply.status {
            400 if reply.body.contains("has already been taken") => Err(Error::Invisible {
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
        if repo.visibility != spec.visibility {
            body.insert("visibility".into(), json!(spec.visibility.as_str()));
            changed.push("visibility");
        }
        if let Some(description) = &spec.description
            && repo.description.as_deref().unwrap_or_default() != description
        {
            body.insert("description".into(), json!(description));
            changed.push("description");
        }
        // An empty project has no branch to make the default yet; the first push makes one.
        if let Some(current) = &repo.default_branch
            && current != &spec.default_branch
        {
            body.insert("default_branch".into(), json!(spec.default_branch));
            changed.push("default branch");
        }
        if changed.is_empty() {
            return Ok(changed);
        }
        let action = format!("update project {}/{}", repo.owner, repo.name);
        let reply = self.call(
            &action,
            NEEDS_MAINTAINER,
            Method::PUT,
            &["projects", &repo.api_id],
            Some(&Value::Object(body)),
        )?;
        if !reply.is_success() {
            return Err(self.rest.rejected(&reply, &action));
        }
        Ok(changed)
    }

    fn team_permission(
        &self,
        repo: &Repository,
        team: &str,
    ) -> Result<Option<TeamPermission>, Error> {
        let action = format!(
            "read the access of group \"{team}\" to {}/{}",
            repo.owner, repo.name
        );
        let Some(group) = self.get_group(team, NEEDS_SHARE)? else {
            return Err(self.missing_group(team, &action));
        };
        let project = self.project_of(repo, &action)?;
        Ok(project
            .shared_with_groups
            .iter()
            .find(|share| share.group_id == group.id)
            .and_then(|share| permission_of(share.group_access_level)))
    }

    fn set_team_permission(&self, repo: &Repository, access: &TeamAccess) -> Result<(), Error> {
        let action = format!(
            "share {}/{} with group \"{}\" as {}",
            repo.owner, repo.name, access.team, access.permission
        );
        let Some(group) = self.get_group(&access.team, NEEDS_SHARE)? else {
            return Err(self.missing_group(&access.team, &action));
        };
        let body = json!({
            "group_id": group.id,
            "group_access": access_level(access.permission),
        });
        // A share's level cannot be edited: an existing share goes, the new one comes.
        let project = self.project_of(repo, &action)?;
        if project
            .shared_with_groups
            .iter()
            .any(|share| share.group_id == group.id)
        {
            let unshare = self.call(
                &action,
                NEEDS_SHARE,
                Method::DELETE,
                &["projects", &repo.api_id, "share", &group.id.to_string()],
                None,
            )?;
            if !unshare.is_success() && unshare.status != 404 {
                return Err(self.rest.rejected(&unshare, &action));
            }
        }
        let reply = self.call(
            &action,
            NEEDS_SHARE,
            Method::POST,
            &["projects", &repo.api_id, "share"],
            Some(&body),
        )?;
        if !reply.is_success() {
            return Err(self.rest.rejected(&reply, &action));
        }
        Ok(())
    }

    fn deploy_keys(&self, repo: &Repository) -> Result<Vec<ExistingDeployKey>, Error> {
        let action = format!("list the deploy keys of {}/{}", repo.owner, repo.name);
        let keys: Vec<DeployKeyJson> = self.list(
            &action,
            NEEDS_MAINTAINER,
            &["projects", &repo.api_id, "deploy_keys"],
        )?;
        Ok(keys
            .into_iter()
            .map(|key| ExistingDeployKey {
                id: key.id.to_string(),
                title: key.title,
                public_key: key.key,
                read_only: !key.can_push.unwrap_or(false),
            })
            .collect())
    }

    fn add_deploy_key(&self, repo: &Repository, key: &DeployKey) -> Result<(), Error> {
        let action = format!(
            "add deploy key \"{}\" to {}/{}",
            key.title, repo.owner, repo.name
        );
        let body = json!({
            "title": key.title,
            "key": key.public_key.trim(),
            "can_push": !key.read_only,
        });
        let reply = self.call(
            &action,
            NEEDS_MAINTAINER,
            Method::POST,
            &["projects", &repo.api_id, "deploy_keys"],
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
            NEEDS_MAINTAINER,
            Method::DELETE,
            &["projects", &repo.api_id, "deploy_keys", id],
            None,
        )?;
        // Gone already is what we wanted.
        if !reply.is_success() && reply.status != 404 {
            return Err(self.rest.rejected(&reply, &action));
        }
        Ok(())
    }

    fn deploy_tokens(&self, repo: &Repository) -> Result<Vec<ExistingDeployToken>, Error> {
        let action = format!("list the deploy tokens of {}/{}", repo.owner, repo.name);
        let tokens: Vec<DeployTokenJson> = self.list(
            &action,
            NEEDS_MAINTAINER,
            &["projects", &repo.api_id, "deploy_tokens"],
        )?;
        Ok(tokens
            .into_iter()
            .filter(|token| !token.revoked.unwrap_or(false) && !token.expired.unwrap_or(false))
            .map(|token| ExistingDeployToken {
                id: token.id.to_string(),
                name: token.name,
                username: token.username,
            })
            .collect())
    }

    fn create_deploy_token(
        &self,
        repo: &Repository,
        name: &str,
    ) -> Result<DeployTokenCredentials, Error> {
        let action = format!(
            "create deploy token \"{name}\" for {}/{}",
            repo.owner, repo.name
        );
        let body = json!({ "name": name, "scopes": ["read_repository"] });
        let reply = self.call(
            &action,
            NEEDS_MAINTAINER,
            Method::POST,
            &["projects", &repo.api_id, "deploy_tokens"],
            Some(&body),
        )?;
        if !reply.is_success() {
            return Err(self.rest.rejected(&reply, &action));
        }
        let token: CreatedDeployTokenJson = reply.json(self.rest.domain(), &action)?;
        if token.token.is_empty() || token.username.is_empty() {
            return Err(Error::Decode {
                domain: self.rest.domain().to_owned(),
                action,
                source: DecodeError::Missing("token or user name"),
            });
        }
        Ok(DeployTokenCredentials {
            id: token.id.to_string(),
            name: token.name,
            username: token.username,
            token: token.token,
        })
    }

    fn delete_deploy_token(&self, repo: &Repository, id: &str) -> Result<(), Error> {
        let action = format!(
            "revoke the previous deploy token {id} of {}/{}",
            repo.owner, repo.name
        );
        let reply = self.call(
            &action,
            NEEDS_MAINTAINER,
            Method::DELETE,
            &["projects", &repo.api_id, "deploy_tokens", id],
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
    username: String,
}

#[derive(Deserialize)]
struct GroupJson {
    id: u64,
}

#[derive(Deserialize)]
struct NamespaceJson {
    full_path: String,
}

#[derive(Deserialize)]
struct ShareJson {
    group_id: u64,
    group_access_level: u32,
}

#[derive(Deserialize)]
struct ProjectJson {
    id: u64,
    path: String,
    path_with_namespace: String,
    namespace: NamespaceJson,
    visibility: Option<String>,
    description: Option<String>,
    default_branch: Option<String>,
    archived: Option<bool>,
    web_url: String,
    http_url_to_repo: String,
    ssh_url_to_repo: String,
    #[serde(default)]
    shared_with_groups: Vec<ShareJson>,
}

#[derive(Deserialize)]
struct DeployKeyJson {
    id: u64,
    title: String,
    key: String,
    can_push: Option<bool>,
}

#[derive(Deserialize)]
struct DeployTokenJson {
    id: u64,
    name: String,
    username: String,
    revoked: Option<bool>,
    expired: Option<bool>,
}

#[derive(Deserialize)]
struct CreatedDeployTokenJson {
    id: u64,
    name: String,
    username: String,
    #[serde(default)]
    token: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permissions_map_to_access_levels_and_back() {
        for permission in TeamPermission::ALL {
            assert_eq!(permission_of(access_level(permission)), Some(permission));
        }
        assert_eq!(permission_of(5), None, "minimal access is no team access");
        assert_eq!(
            permission_of(60),
            Some(TeamPermission::Admin),
            "above Owner is still admin"
        );
    }
}
