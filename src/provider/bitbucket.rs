//! Bitbucket Server and Data Center over REST API 1.0, with an HTTP access token in
//! `Authorization: Bearer …`.
//!
//! flux's `--owner` names a project (by its name, as flux looks it up; fluxr also accepts its
//! key), or with `--personal` a user, whose repositories live in the project `~user`.
//! Repositories are addressed by slug. `--group` gives a group access to the repository:
//! pull is `REPO_READ`, push `REPO_WRITE`, admin `REPO_ADMIN`; a group's project permission
//! counts as the same access to the repository. Deploy keys come from the SSH keys plugin
//! (`/rest/keys/1.0`), their label being the comment of the key text.
//!
//! Endpoints and fields used:
//!
//! | call | request | fields read |
//! |---|---|---|
//! | `GET /rest/api/1.0/projects?name=` | `name` | `values[].key`, `.name`, `isLastPage`, `nextPageStart` |
//! | `GET /rest/api/1.0/projects/{key}` | when no project has that name | `key` |
//! | `GET /rest/api/1.0/projects/{key}/repos/{slug}` | | `slug`, `name`, `description`, `public`, `archived`, `project.key`, `links.clone[].href`/`.name`, `links.self[].href` |
//! | `GET /rest/api/1.0/projects/{key}/repos/{slug}/default-branch` | 404 or 204 when none | `displayId` |
//! | `POST /rest/api/1.0/projects/{key}/repos` | `name`, `scmId: "git"`, `public`, `description`, `defaultBranch` | the repository |
//! | `PUT /rest/api/1.0/projects/{key}/repos/{slug}` | `public`, `description` (what changed) | |
//! | `PUT /rest/api/1.0/projects/{key}/repos/{slug}/default-branch` | `id: refs/heads/…` | |
//! | `GET /rest/api/1.0/projects/{key}/repos/{slug}/permissions/groups?filter=` | | `values[].group.name`, `.permission` |
//! | `GET /rest/api/1.0/projects/{key}/permissions/groups?filter=` | | the same, `PROJECT_*` |
//! | `PUT /rest/api/1.0/projects/{key}/repos/{slug}/permissions/groups?name=&permission=` | | |
//! | `GET /rest/keys/1.0/projects/{key}/repos/{slug}/ssh` | `start`, `limit` | `values[].key.id`, `.key.label`, `.key.text`, `.permission` |
//! | `POST /rest/keys/1.0/projects/{key}/repos/{slug}/ssh` | `key.text` (`type base64 label`), `permission` | |
//! | `DELETE /rest/keys/1.0/projects/{key}/repos/{slug}/ssh/{id}` | | |
//!
//! The token needs project admin permission (repository admin to manage an existing
//! repository's keys and groups); a personal token of the user for `--personal`.

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
pub const TOKEN_ENV: &str = "BITBUCKET_TOKEN";
/// fluxr's override of the server URL, for tests and unusual set-ups; `--hostname` wins over it.
pub const API_URL_ENV: &str = "FLUXR_BITBUCKET_API_URL";
/// flux's prompt when `BITBUCKET_TOKEN` is not set.
pub const TOKEN_PROMPT: &str = "Please enter your Bitbucket personal access token (PAT): ";
/// flux's default user for `--username`.
pub const DEFAULT_USERNAME: &str = "git";

const API: [&str; 4] = ["rest", "api", "1.0", "projects"];
const KEYS: [&str; 4] = ["rest", "keys", "1.0", "projects"];
const PAGE_SIZE: usize = 25;
const MAX_PAGES: usize = 200;

const NEEDS_READ: &str = "project read permission";
const NEEDS_CREATE: &str = "project admin (or project write with repository creation) permission";
const NEEDS_ADMIN: &str = "repository admin permission";

/// The permissions a group can have on a repository.
const GROUP_PERMISSIONS: [TeamPermission; 3] = [
    TeamPermission::Pull,
    TeamPermission::Push,
    TeamPermission::Admin,
];

/// A Bitbucket Server API client for one run.
pub struct Bitbucket {
    rest: Rest,
}

impl Bitbucket {
    /// `settings.hostname` is required, as in flux: Bitbucket Server has no public default.
    pub fn new(settings: Settings, ui: &Ui) -> Result<Bitbucket, Error> {
        let endpoint = Endpoint::resolve(&settings, None, &["/rest/api/1.0", "/rest/api/latest"])?;
        let auth = Auth {
            header: "authorization",
            value: format!("Bearer {}", settings.token),
        };
        Ok(Bitbucket {
            rest: Rest::new(&settings, endpoint, "/rest/api/1.0", auth, TOKEN_ENV, ui)?,
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
        url: reqwest::Url,
        body: Option<&Value>,
    ) -> Result<Reply, Error> {
        self.rest.call(action, needs, method, url, body)
    }

    fn api(&self, segments: &[&str]) -> reqwest::Url {
        self.rest.endpoint.url(&API, segments)
    }

    /// Every page of a paged listing (`start`, `isLastPage`, `nextPageStart`).
    fn list<T: for<'de> Deserialize<'de>>(
        &self,
        action: &str,
        needs: &str,
        url: reqwest::Url,
    ) -> Result<Vec<T>, Error> {
        let mut items = Vec::new();
        let mut start = 0;
        for _ in 0..MAX_PAGES {
            let mut page_url = url.clone();
            page_url
                .query_pairs_mut()
                .append_pair("start", &start.to_string())
                .append_pair("limit", &PAGE_SIZE.to_string());
            let reply = self.call(action, needs, Method::GET, page_url, None)?;
            if !reply.is_success() {
                return Err(self.rest.rejected(&reply, action));
            }
            let page: Page<T> = reply.json(self.rest.domain(), action)?;
            items.extend(page.values);
            match page.next_page_start {
                Some(next) if !page.is_last_page && next > start => start = next,
                _ => break,
            }
        }
        Ok(items)
    }

    /// The project key of `owner`: `~user` for a personal repository, else the project of that
    /// name (as flux looks it up), else the project with that key.
    fn project_key(&self, owner: &str, kind: OwnerKind) -> Result<Option<String>, Error> {
        if kind == OwnerKind::User {
            return Ok(Some(format!("~{}", owner.trim_start_matches('~'))));
        }
        let action = format!("look up the project \"{owner}\"");
        let mut url = self.rest.endpoint.url(&API[..3], &["projects"]);
        url.query_pairs_mut().append_pair("name", owner);
        let projects: Vec<ProjectJson> = self.list(&action, NEEDS_READ, url)?;
        if let Some(project) = projects.into_iter().find(|p| p.name == owner) {
            return Ok(Some(project.key));
        }
        let reply = self.call(&action, NEEDS_READ, Method::GET, self.api(&[owner]), None)?;
        match reply.status {
            404 => Ok(None),
            _ if reply.is_success() => {
                let project: ProjectJson = reply.json(self.rest.domain(), &action)?;
                Ok(Some(project.key))
            }
            _ => Err(self.rest.rejected(&reply, &action)),
        }
    }

    fn default_branch(&self, key: &str, slug: &str) -> Result<Option<String>, Error> {
        let action = format!("read the default branch of {key}/{slug}");
        let reply = self.call(
            &action,
            NEEDS_READ,
            Method::GET,
            self.api(&[key, "repos", slug, "default-branch"]),
            None,
        )?;
        match reply.status {
            // An empty repository has none yet.
            404 | 204 => Ok(None),
            _ if reply.is_success() => {
                let branch: BranchJson = reply.json(self.rest.domain(), &action)?;
                Ok(Some(branch.display_id).filter(|branch| !branch.is_empty()))
            }
            _ => Err(self.rest.rejected(&reply, &action)),
        }
    }

    fn repository_from(&self, json: RepoJson, default_branch: Option<String>) -> Repository {
        let clone = |name: &str| {
            json.links
                .clone
                .iter()
                .find(|link| link.name == name)
                .and_then(|link| GitUrl::parse(&link.href).ok())
        };
        let key = json.project.key.clone();
        let host = self
            .rest
            .endpoint
            .root
            .host_str()
            .unwrap_or_default()
            .to_owned();
        // Bitbucket's HTTP clone link names the user it was read by; the token says who pushes.
        let https_url = clone("http").map_or_else(
            || {
                format!(
                    "{}/scm/{key}/{}.git",
                    self.rest.endpoint.root.as_str().trim_end_matches('/'),
                    json.slug
                )
            },
            |url| url.without_credentials().to_string(),
        );
        // The SSH link carries the port Bitbucket's SSH server listens on (7999 by default).
        let ssh_url = clone("ssh").map_or_else(
            || format!("ssh://git@{host}/{key}/{}", json.slug),
            |url| {
                let path = url.path().trim_end_matches(".git").to_owned();
                url.with_path(&path).to_url_form().to_string()
            },
        );
        let web_url = json
            .links
            .self_
            .first()
            .map(|link| link.href.clone())
            .unwrap_or_else(|| https_url.trim_end_matches(".git").to_owned());
        Repository {
            api_id: format!("{key}/{}", json.slug),
            owner: key,
            name: json.slug,
            web_url,
            https_url,
            ssh_url,
            visibility: if json.public {
                Visibility::Public
            } else {
                Visibility::Private
            },
            description: json.description.filter(|text| !text.is_empty()),
            default_branch,
            archived: json.archived.unwrap_or(false),
        }
    }

    /// The group's permission in one listing (`filter` matches parts of names: only the exact
    /// name counts).
    fn group_permission(
        &self,
        action: &str,
        url: reqwest::Url,
        group: &str,
    ) -> Result<Option<String>, Error> {
        let mut url = url;
        url.query_pairs_mut().append_pair("filter", group);
        let reply = self.call(action, NEEDS_ADMIN, Method::GET, url, None)?;
        match reply.status {
            404 => Ok(None),
            _ if reply.is_success() => {
                let page: Page<GroupPermissionJson> = reply.json(self.rest.domain(), action)?;
                Ok(page
                    .values
                    .into_iter()
                    .find(|entry| entry.group.name == group)
                    .map(|entry| entry.permission))
            }
            _ => Err(self.rest.rejected(&reply, action)),
        }
    }
}

fn repo_permission(permission: TeamPermission) -> Option<&'static str> {
    match permission {
        TeamPermission::Pull => Some("REPO_READ"),
        TeamPermission::Push => Some("REPO_WRITE"),
        TeamPermission::Admin => Some("REPO_ADMIN"),
        TeamPermission::Triage | TeamPermission::Maintain => None,
    }
}

fn permission_of(name: &str) -> Option<TeamPermission> {
    match name {
        "REPO_READ" | "PROJECT_READ" => Some(TeamPermission::Pull),
        "REPO_WRITE" | "PROJECT_WRITE" => Some(TeamPermission::Push),
        "REPO_ADMIN" | "PROJECT_ADMIN" => Some(TeamPermission::Admin),
        _ => None,
    }
}

/// The repository's project key and slug from [`Repository::api_id`].
fn key_and_slug(repo: &Repository) -> (&str, &str) {
    repo.api_id
        .split_once('/')
        .unwrap_or((repo.owner.as_str(), repo.name.as_str()))
}

impl Provider for Bitbucket {
    fn domain(&self) -> &str {
        self.rest.domain()
    }

    fn get_repository(
        &self,
        owner: &str,
        name: &str,
        owner_kind: OwnerKind,
    ) -> Result<Option<Repository>, Error> {
        let Some(key) = self.project_key(owner, owner_kind)? else {
            return Ok(None);
        };
        let action = format!("get repository {key}/{name}");
        let reply = self.call(
            &action,
            NEEDS_READ,
            Method::GET,
            self.api(&[&key, "repos", name]),
            None,
        )?;
        match reply.status {
            404 => Ok(None),
            _ if reply.is_success() => {
                let json: RepoJson = reply.json(self.rest.domain(), &action)?;
                let branch = self.default_branch(&key, &json.slug)?;
                Ok(Some(self.repository_from(json, branch)))
            }
            _ => Err(self.rest.rejected(&reply, &action)),
        }
    }

    fn create_repository(&self, spec: &RepositorySpec) -> Result<Repository, Error> {
        let Some(key) = self.project_key(&spec.owner, spec.owner_kind)? else {
            return Err(Error::OwnerNotFound {
                domain: self.rest.domain().to_owned(),
                kind: "project",
                owner: spec.owner.clone(),
                hint: "check --owner (a project's name or key), and add --personal for a user's \
                       repository",
            });
        };
        let action = format!("create repository {key}/{}", spec.name);
        let mut body = json!({
            "name": spec.name,
            "scmId": "git",
            "public": spec.visibility == Visibility::Public,
        });
        if let Some(description) = &spec.description {
            body["description"] = json!(description);
        }
        if !spec.default_branch.is_empty() {
            body["defaultBranch"] = json!(spec.default_branch);
        }
        let reply = self.call(
            &action,
            NEEDS_CREATE,
            Method::POST,
            self.api(&[&key, "repos"]),
            Some(&body),
        )?;
        match reply.status {
            409 => Err(Error::Invisible {
                domain: self.rest.domain().to_owned(),
                owner: key,
                name: spec.name.clone(),
            }),
            404 => Err(Error::OwnerNotFound {
                domain: self.rest.domain().to_owned(),
                kind: "project",
                owner: spec.owner.clone(),
                hint: "check --owner, and for --personal that the token belongs to that user",
            }),
            _ if reply.is_success() => {
                let json: RepoJson = reply.json(self.rest.domain(), &action)?;
                Ok(self.repository_from(json, None))
            }
            _ => Err(self.rest.rejected(&reply, &action)),
        }
    }

    fn update_repository(
        &self,
        repo: &Repository,
        spec: &RepositorySpec,
    ) -> Result<Vec<&'static str>, Error> {
        let (key, slug) = key_and_slug(repo);
        let action = format!("update repository {key}/{slug}");
        let mut body = Map::new();
        let mut changed = Vec::new();
        let public = spec.visibility == Visibility::Public;
        if (repo.visibility == Visibility::Public) != public {
            body.insert("public".into(), json!(public));
            changed.push("visibility");
        }
        if let Some(description) = &spec.description
            && repo.description.as_deref().unwrap_or_default() != description
        {
            body.insert("description".into(), json!(description));
            changed.push("description");
        }
        if !body.is_empty() {
            let reply = self.call(
                &action,
                NEEDS_ADMIN,
                Method::PUT,
                self.api(&[key, "repos", slug]),
                Some(&Value::Object(body)),
            )?;
            if !reply.is_success() {
                return Err(self.rest.rejected(&reply, &action));
            }
        }
        if let Some(current) = &repo.default_branch
            && current != &spec.default_branch
        {
            let body = json!({ "id": format!("refs/heads/{}", spec.default_branch) });
            let reply = self.call(
                &action,
                NEEDS_ADMIN,
                Method::PUT,
                self.api(&[key, "repos", slug, "default-branch"]),
                Some(&body),
            )?;
            if !reply.is_success() {
                return Err(self.rest.rejected(&reply, &action));
            }
            changed.push("default branch");
        }
        Ok(changed)
    }

    fn team_permissions(&self) -> &'static [TeamPermission] {
        &GROUP_PERMISSIONS
    }

    fn team_permission(
        &self,
        repo: &Repository,
        team: &str,
    ) -> Result<Option<TeamPermission>, Error> {
        let (key, slug) = key_and_slug(repo);
        let action = format!("read the access of group \"{team}\" to {key}/{slug}");
        let on_repo = self.group_permission(
            &action,
            self.api(&[key, "repos", slug, "permissions", "groups"]),
            team,
        )?;
        let on_project =
            self.group_permission(&action, self.api(&[key, "permissions", "groups"]), team)?;
        Ok([on_repo, on_project]
            .into_iter()
            .flatten()
            .filter_map(|name| permission_of(&name))
            .max())
    }

    fn set_team_permission(&self, repo: &Repository, access: &TeamAccess) -> Result<(), Error> {
        let (key, slug) = key_and_slug(repo);
        let action = format!(
            "give group \"{}\" {} access to {key}/{slug}",
            access.team, access.permission
        );
        let Some(permission) = repo_permission(access.permission) else {
            return Err(Error::UnsupportedPermission {
                domain: self.rest.domain().to_owned(),
                permission: access.permission,
                supported: "pull, push, admin".to_owned(),
            });
        };
        let mut url = self.api(&[key, "repos", slug, "permissions", "groups"]);
        url.query_pairs_mut()
            .append_pair("name", &access.team)
            .append_pair("permission", permission);
        let reply = self.call(&action, NEEDS_ADMIN, Method::PUT, url, None)?;
        match reply.status {
            404 => Err(Error::Rejected {
                domain: self.rest.domain().to_owned(),
                action,
                status: 404,
                message: format!("group \"{}\" not found ({})", access.team, reply.message()),
            }),
            _ if reply.is_success() => Ok(()),
            _ => Err(self.rest.rejected(&reply, &action)),
        }
    }

    fn deploy_keys(&self, repo: &Repository) -> Result<Vec<ExistingDeployKey>, Error> {
        let (key, slug) = key_and_slug(repo);
        let action = format!("list the deploy keys of {key}/{slug}");
        let url = self.rest.endpoint.url(&KEYS, &[key, "repos", slug, "ssh"]);
        let keys: Vec<AccessKeyJson> = self.list(&action, NEEDS_ADMIN, url)?;
        Ok(keys
            .into_iter()
            .map(|entry| ExistingDeployKey {
                id: entry.key.id.to_string(),
                title: entry.key.label.unwrap_or_default(),
                public_key: entry.key.text,
                read_only: entry.permission != "REPO_WRITE",
            })
            .collect())
    }

    fn add_deploy_key(&self, repo: &Repository, deploy_key: &DeployKey) -> Result<(), Error> {
        let (key, slug) = key_and_slug(repo);
        let action = format!("add deploy key \"{}\" to {key}/{slug}", deploy_key.title);
        // Bitbucket takes the label from the key's comment: flux writes the title there.
        let material: Vec<&str> = deploy_key.public_key.split_whitespace().take(2).collect();
        let body = json!({
            "key": { "text": format!("{} {}", material.join(" "), deploy_key.title) },
            "permission": if deploy_key.read_only { "REPO_READ" } else { "REPO_WRITE" },
        });
        let reply = self.call(
            &action,
            NEEDS_ADMIN,
            Method::POST,
            self.rest.endpoint.url(&KEYS, &[key, "repos", slug, "ssh"]),
            Some(&body),
        )?;
        if !reply.is_success() {
            return Err(self.rest.rejected(&reply, &action));
        }
        Ok(())
    }

    fn delete_deploy_key(&self, repo: &Repository, id: &str) -> Result<(), Error> {
        let (key, slug) = key_and_slug(repo);
        let action = format!("delete the outdated deploy key {id} of {key}/{slug}");
        let reply = self.call(
            &action,
            NEEDS_ADMIN,
            Method::DELETE,
            self.rest
                .endpoint
                .url(&KEYS, &[key, "repos", slug, "ssh", id]),
            None,
        )?;
        if !reply.is_success() && reply.status != 404 {
            return Err(self.rest.rejected(&reply, &action));
        }
        Ok(())
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Page<T> {
    #[serde(default = "Vec::new")]
    values: Vec<T>,
    #[serde(default = "yes")]
    is_last_page: bool,
    next_page_start: Option<usize>,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
struct ProjectJson {
    key: String,
    #[serde(default)]
    name: String,
}

#[derive(Deserialize)]
struct LinkJson {
    href: String,
    #[serde(default)]
    name: String,
}

#[derive(Deserialize, Default)]
struct LinksJson {
    #[serde(default)]
    clone: Vec<LinkJson>,
    #[serde(default, rename = "self")]
    self_: Vec<LinkJson>,
}

#[derive(Deserialize)]
struct RepoJson {
    slug: String,
    description: Option<String>,
    #[serde(default)]
    public: bool,
    archived: Option<bool>,
    project: ProjectJson,
    #[serde(default)]
    links: LinksJson,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct BranchJson {
    #[serde(default)]
    display_id: String,
}

#[derive(Deserialize)]
struct GroupJson {
    name: String,
}

#[derive(Deserialize)]
struct GroupPermissionJson {
    group: GroupJson,
    permission: String,
}

#[derive(Deserialize)]
struct KeyJson {
    id: i64,
    text: String,
    label: Option<String>,
}

#[derive(Deserialize)]
struct AccessKeyJson {
    key: KeyJson,
    #[serde(default)]
    permission: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn group_permissions_map_both_ways() {
        for permission in GROUP_PERMISSIONS {
            let name = repo_permission(permission).unwrap();
            assert_eq!(permission_of(name), Some(permission));
        }
        assert_eq!(repo_permission(TeamPermission::Maintain), None);
        assert_eq!(permission_of("PROJECT_WRITE"), Some(TeamPermission::Push));
    }
}
