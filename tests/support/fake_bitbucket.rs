//! A stateful stand-in for Bitbucket Server / Data Center's REST API 1.0 on 127.0.0.1,
//! following Atlassian's public REST reference: projects (looked up by name or key, personal
//! projects `~user`), repositories by slug with clone links and a default branch, group
//! permissions on repositories and projects, access keys from the SSH keys plugin
//! (`/rest/keys/1.0`), paged listings (`start`, `limit`, `isLastPage`, `nextPageStart`) and
//! Bitbucket's error bodies (`{"errors": [{"context": …, "message": …}]}`).

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde_json::{Value, json};

use super::fake_api::{Api, FakeServer, Request, Response};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FakeKey {
    pub id: u64,
    pub label: String,
    pub text: String,
    pub permission: String,
}

#[derive(Debug, Clone)]
pub struct FakeRepo {
    pub id: u64,
    pub name: String,
    pub public: bool,
    pub description: String,
    pub default_branch: Option<String>,
    pub keys: Vec<FakeKey>,
    /// group -> REPO_* permission
    pub groups: BTreeMap<String, String>,
}

#[derive(Debug, Clone)]
struct Project {
    key: String,
    name: String,
    /// group -> PROJECT_* permission
    groups: BTreeMap<String, String>,
}

#[derive(Default)]
pub struct BitbucketApi {
    token: String,
    projects: Vec<Project>,
    groups: Vec<String>,
    /// (project key, slug) -> repository
    repos: BTreeMap<(String, String), FakeRepo>,
    next_id: u64,
    /// With [`FakeBitbucket::serve_git`]: where bare repositories go, and their base URL.
    git: Option<(PathBuf, String)>,
    /// Told every repository's access keys whenever they change (an sshd's `authorized_keys`).
    deploy_keys_hook: Option<Box<dyn Fn(Vec<String>) + Send>>,
}

impl BitbucketApi {
    fn new(token: &str) -> BitbucketApi {
        BitbucketApi {
            token: token.to_owned(),
            next_id: 1,
            ..BitbucketApi::default()
        }
    }
}

pub struct FakeBitbucket {
    pub server: FakeServer<BitbucketApi>,
}

impl FakeBitbucket {
    pub fn start(token: &str) -> FakeBitbucket {
        FakeBitbucket {
            server: FakeServer::start("", BitbucketApi::new(token)),
        }
    }

    /// Over HTTPS with the certificate of `ca`.
    pub fn start_behind(token: &str, ca: &super::PrivateCa) -> FakeBitbucket {
        FakeBitbucket {
            server: FakeServer::start_behind("", BitbucketApi::new(token), ca),
        }
    }

    /// What `--hostname` or `FLUXR_BITBUCKET_API_URL` should be.
    pub fn url(&self) -> String {
        self.server.root_url()
    }

    /// Repositories become bare repositories `<project key, lower case>/<slug>.git` under `root`,
    /// with HTTP clone links under `base_url`.
    pub fn serve_git(&self, root: PathBuf, base_url: &str) {
        let base = base_url.trim_end_matches('/').to_owned();
        self.server.with(|api| api.git = Some((root, base)));
    }

    /// Calls `hook` with every access key whenever one is added or deleted.
    pub fn serve_deploy_keys(&self, hook: impl Fn(Vec<String>) + Send + 'static) {
        self.server
            .with(|api| api.deploy_keys_hook = Some(Box::new(hook)));
    }

    pub fn add_project(&self, key: &str, name: &str) {
        self.server.with(|api| {
            api.projects.push(Project {
                key: key.to_owned(),
                name: name.to_owned(),
                groups: BTreeMap::new(),
            });
        });
    }

    pub fn add_group(&self, group: &str) {
        self.server.with(|api| api.groups.push(group.to_owned()));
    }

    pub fn set_project_group(&self, key: &str, group: &str, permission: &str) {
        self.server.with(|api| {
            api.projects
                .iter_mut()
                .find(|p| p.key == key)
                .unwrap()
                .groups
                .insert(group.to_owned(), permission.to_owned())
        });
    }

    /// A repository that exists already, with `main` as its default branch.
    pub fn add_repo(&self, key: &str, name: &str, public: bool) {
        self.server.with(|api| {
            let id = api.next();
            api.repos.insert(
                (key.to_owned(), slug(name)),
                FakeRepo {
                    id,
                    name: name.to_owned(),
                    public,
                    description: String::new(),
                    default_branch: Some("main".to_owned()),
                    keys: Vec::new(),
                    groups: BTreeMap::new(),
                },
            );
            if let Some(bare) = api.bare_repo(key, name) {
                super::seed(&bare, "README.md", &format!("# {name}\n"));
            }
        });
    }

    pub fn repo(&self, key: &str, slug: &str) -> Option<FakeRepo> {
        self.server
            .with(|api| api.repos.get(&(key.to_owned(), slug.to_owned())).cloned())
    }
}

/// Bitbucket's slug of a repository name.
fn slug(name: &str) -> String {
    name.to_lowercase().replace(' ', "-")
}

fn errors(status: u16, message: &str) -> Response {
    Response::json(
        status,
        json!({"errors": [{"context": null, "message": message, "exceptionName": null}]}),
    )
}

impl BitbucketApi {
    /// The bare repository behind a repository, created when Git is served.
    fn bare_repo(&self, key: &str, name: &str) -> Option<PathBuf> {
        let (root, _) = self.git.as_ref()?;
        let dir = root.join(key.to_lowercase());
        std::fs::create_dir_all(&dir).unwrap();
        Some(super::bare_repo(&dir, &format!("{}.git", slug(name))))
    }

    fn publish_keys(&self) {
        if let Some(hook) = &self.deploy_keys_hook {
            hook(
                self.repos
                    .values()
                    .flat_map(|r| r.keys.iter().map(|k| k.text.clone()))
                    .collect(),
            );
        }
    }

    fn next(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    fn project_exists(&self, key: &str) -> bool {
        key.starts_with('~') || self.projects.iter().any(|p| p.key == key)
    }

    fn page(request: &Request, items: Vec<Value>) -> Response {
        let start: usize = request
            .query("start")
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let limit: usize = request
            .query("limit")
            .and_then(|s| s.parse().ok())
            .unwrap_or(25)
            .clamp(1, 1000);
        let total = items.len();
        let values: Vec<Value> = items.into_iter().skip(start).take(limit).collect();
        let is_last = start + values.len() >= total;
        let mut body = json!({
            "size": values.len(),
            "limit": limit,
            "start": start,
            "isLastPage": is_last,
            "values": values,
        });
        if !is_last {
            body["nextPageStart"] = json!(start + limit);
        }
        Response::json(200, body)
    }

    fn repo_json(&self, key: &str, repo: &FakeRepo, root: &str) -> Value {
        let repo_slug = slug(&repo.name);
        let project = self.projects.iter().find(|p| p.key == key);
        let http = match &self.git {
            Some((_, base)) => format!("{base}/{}/{repo_slug}.git", key.to_lowercase()),
            None => format!(
                "{}/scm/{}/{repo_slug}.git",
                root.replacen("://", "://admin@", 1),
                key.to_lowercase()
            ),
        };
        json!({
            "slug": repo_slug,
            "id": repo.id,
            "name": repo.name,
            "description": repo.description,
            "hierarchyId": "abc",
            "scmId": "git",
            "state": "AVAILABLE",
            "statusMessage": "Available",
            "forkable": true,
            "public": repo.public,
            "archived": false,
            "project": {
                "key": key,
                "id": 1,
                "name": project.map_or(key, |p| p.name.as_str()),
                "public": false,
                "type": if key.starts_with('~') { "PERSONAL" } else { "NORMAL" },
            },
            "links": {
                "clone": [
                    {"href": http, "name": "http"},
                    {"href": format!("ssh://git@127.0.0.1:7999/{}/{repo_slug}.git", key.to_lowercase()), "name": "ssh"},
                ],
                "self": [{"href": format!("{root}/projects/{key}/repos/{repo_slug}/browse")}],
            },
        })
    }

    fn key_json(&self, key: &FakeKey, project: &str, repo_slug: &str) -> Value {
        json!({
            "key": {"id": key.id, "text": key.text, "label": key.label},
            "repository": {"slug": repo_slug, "project": {"key": project}},
            "permission": key.permission,
        })
    }
}

impl Api for BitbucketApi {
    fn handle(&mut self, request: &Request) -> Response {
        let authorized = request
            .header("authorization")
            .and_then(|value| value.strip_prefix("Bearer "))
            == Some(self.token.as_str());
        if !authorized {
            return errors(
                401,
                "Authentication failed. Please check your credentials and try again.",
            );
        }
        let method = request.method.as_str();
        match request.route().as_slice() {
            ["rest", "api", "1.0", "projects"] if method == "GET" => {
                let name = request.query("name").unwrap_or_default().to_lowercase();
                let items = self
                    .projects
                    .iter()
                    .filter(|p| p.name.to_lowercase().contains(&name))
                    .map(project_json)
                    .collect();
                BitbucketApi::page(request, items)
            }
            ["rest", "api", "1.0", "projects", key, rest @ ..] => {
                self.project_route(request, key, rest)
            }
            [
                "rest",
                "keys",
                "1.0",
                "projects",
                key,
                "repos",
                repo_slug,
                "ssh",
                rest @ ..,
            ] => self.access_key_route(request, key, repo_slug, rest),
            _ => not_found(),
        }
    }
}

/// Bitbucket's 404 for a repository that does not exist.
fn missing_repo() -> Response {
    errors(404, "Repository does not exist.")
}

fn not_found() -> Response {
    errors(404, "The requested resource does not exist.")
}

fn project_json(project: &Project) -> Value {
    json!({"key": project.key, "id": 1, "name": project.name, "public": false, "type": "NORMAL"})
}

/// A page of `{"group": {"name": …}, "permission": …}`, the groups matching `?filter=`.
fn group_page(request: &Request, groups: &BTreeMap<String, String>) -> Response {
    let filter = request.query("filter").unwrap_or_default();
    let items = groups
        .iter()
        .filter(|(group, _)| group.contains(filter))
        .map(|(group, permission)| json!({"group": {"name": group}, "permission": permission}))
        .collect();
    BitbucketApi::page(request, items)
}

impl BitbucketApi {
    /// The repository `key/slug`; [`missing_repo`] answers when there is none.
    fn find_repo(&mut self, key: &str, repo_slug: &str) -> Option<&mut FakeRepo> {
        self.repos.get_mut(&(key.to_owned(), repo_slug.to_owned()))
    }

    /// `/rest/api/1.0/projects/{key}/…`.
    fn project_route(&mut self, request: &Request, key: &str, rest: &[&str]) -> Response {
        let root = request.root.as_str();
        let body = &request.body;
        match (request.method.as_str(), rest) {
            ("GET", []) => match self.projects.iter().find(|p| p.key == key) {
                Some(project) => Response::json(200, project_json(project)),
                None => errors(404, &format!("Project {key} does not exist.")),
            },
            ("GET", ["permissions", "groups"]) => {
                match self.projects.iter().find(|p| p.key == key) {
                    Some(project) => group_page(request, &project.groups),
                    None => errors(404, "Project does not exist."),
                }
            }
            ("POST", ["repos"]) => self.create_repo(request, key),
            ("GET", ["repos", repo_slug]) => {
                match self.repos.get(&(key.to_owned(), repo_slug.to_string())) {
                    Some(repo) => Response::json(200, self.repo_json(key, repo, root)),
                    None => errors(
                        404,
                        &format!("Repository {key}/{repo_slug} does not exist."),
                    ),
                }
            }
            ("PUT", ["repos", repo_slug, "permissions", "groups"]) => {
                self.set_repo_group(request, key, repo_slug)
            }
            (method, ["repos", repo_slug, rest @ ..]) => {
                let known = matches!(
                    (method, rest),
                    ("PUT", [])
                        | ("GET" | "PUT", ["default-branch"])
                        | ("GET", ["permissions", "groups"])
                );
                if !known {
                    return not_found();
                }
                let Some(repo) = self.find_repo(key, repo_slug) else {
                    return missing_repo();
                };
                match (method, rest) {
                    ("PUT", []) => {
                        if let Some(public) = body["public"].as_bool() {
                            repo.public = public;
                        }
                        if let Some(description) = body["description"].as_str() {
                            repo.description = description.to_owned();
                        }
                        let repo = repo.clone();
                        Response::json(201, self.repo_json(key, &repo, root))
                    }
                    ("GET", ["default-branch"]) => match &repo.default_branch {
                        Some(branch) => Response::json(
                            200,
                            json!({"id": format!("refs/heads/{branch}"), "displayId": branch, "type": "BRANCH", "isDefault": true}),
                        ),
                        None => Response::empty(204),
                    },
                    ("PUT", ["default-branch"]) => {
                        let Some(id) = body["id"].as_str() else {
                            return errors(400, "id: The branch ID is required.");
                        };
                        repo.default_branch = Some(id.trim_start_matches("refs/heads/").to_owned());
                        Response::empty(204)
                    }
                    ("GET", ["permissions", "groups"]) => group_page(request, &repo.groups),
                    _ => not_found(),
                }
            }
            _ => not_found(),
        }
    }

    fn create_repo(&mut self, request: &Request, key: &str) -> Response {
        let body = &request.body;
        if !self.project_exists(key) {
            return errors(404, &format!("Project {key} does not exist."));
        }
        let Some(name) = body["name"].as_str() else {
            return errors(400, "name: Repository name is required.");
        };
        if body["scmId"].as_str() != Some("git") {
            return errors(400, "scmId: An SCM type is required.");
        }
        let repo_slug = slug(name);
        if self
            .repos
            .contains_key(&(key.to_owned(), repo_slug.clone()))
        {
            return errors(409, "This repository URL is already taken.");
        }
        let id = self.next();
        let repo = FakeRepo {
            id,
            name: name.to_owned(),
            public: body["public"].as_bool().unwrap_or(false),
            description: body["description"].as_str().unwrap_or_default().to_owned(),
            default_branch: None,
            keys: Vec::new(),
            groups: BTreeMap::new(),
        };
        let json = self.repo_json(key, &repo, &request.root);
        self.bare_repo(key, name);
        self.repos.insert((key.to_owned(), repo_slug), repo);
        Response::json(201, json)
    }

    fn set_repo_group(&mut self, request: &Request, key: &str, repo_slug: &str) -> Response {
        let (Some(group), Some(permission)) = (request.query("name"), request.query("permission"))
        else {
            return errors(400, "name and permission are required");
        };
        if !["REPO_READ", "REPO_WRITE", "REPO_ADMIN"].contains(&permission) {
            return errors(400, &format!("Invalid permission {permission}"));
        }
        if !self.groups.iter().any(|g| g == group) {
            return errors(404, &format!("No such group {group}."));
        }
        match self.find_repo(key, repo_slug) {
            Some(repo) => {
                repo.groups.insert(group.to_owned(), permission.to_owned());
                Response::empty(204)
            }
            None => missing_repo(),
        }
    }

    /// `/rest/keys/1.0/projects/{key}/repos/{slug}/ssh/…`: the SSH keys plugin's access keys.
    fn access_key_route(
        &mut self,
        request: &Request,
        key: &str,
        repo_slug: &str,
        rest: &[&str],
    ) -> Response {
        match (request.method.as_str(), rest) {
            ("GET", []) => {
                let Some(repo) = self.find_repo(key, repo_slug).cloned() else {
                    return missing_repo();
                };
                let items = repo
                    .keys
                    .iter()
                    .map(|k| self.key_json(k, key, repo_slug))
                    .collect();
                BitbucketApi::page(request, items)
            }
            ("POST", []) => self.add_access_key(request, key, repo_slug),
            ("DELETE", [id]) => {
                let Some(repo) = self.find_repo(key, repo_slug) else {
                    return missing_repo();
                };
                let before = repo.keys.len();
                repo.keys.retain(|k| k.id.to_string() != *id);
                if repo.keys.len() == before {
                    errors(404, "The key does not exist.")
                } else {
                    self.publish_keys();
                    Response::empty(204)
                }
            }
            _ => not_found(),
        }
    }

    fn add_access_key(&mut self, request: &Request, key: &str, repo_slug: &str) -> Response {
        let body = &request.body;
        let Some(text) = body["key"]["text"].as_str() else {
            return errors(400, "key.text: The key text is required.");
        };
        let permission = body["permission"].as_str().unwrap_or_default().to_owned();
        if !["REPO_READ", "REPO_WRITE"].contains(&permission.as_str()) {
            return errors(400, "permission: Invalid permission.");
        }
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() < 2 {
            return errors(400, "key.text: The key is not a valid SSH key.");
        }
        let material = fields[..2].join(" ");
        let taken = self.repos.values().flat_map(|r| &r.keys).any(|k| {
            k.text
                .split_whitespace()
                .take(2)
                .collect::<Vec<_>>()
                .join(" ")
                == material
        });
        if taken {
            return errors(409, "This key is already in use.");
        }
        let id = self.next();
        let stored = FakeKey {
            id,
            label: fields
                .get(2..)
                .map(|rest| rest.join(" "))
                .unwrap_or_default(),
            text: text.to_owned(),
            permission,
        };
        match self.find_repo(key, repo_slug) {
            Some(repo) => repo.keys.push(stored.clone()),
            None => return missing_repo(),
        }
        self.publish_keys();
        Response::json(201, self.key_json(&stored, key, repo_slug))
    }
}
