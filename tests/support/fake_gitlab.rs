//! A stateful stand-in for GitLab's REST API v4 on 127.0.0.1, following GitLab's public API
//! reference: the token user, groups and subgroups addressed by ID or URL-encoded full path,
//! projects with deploy keys, deploy tokens and group shares, `X-Next-Page` pagination, and
//! GitLab's error bodies (`{"message": "404 Project Not Found"}`, validation errors as
//! `{"message": {"name": ["has already been taken"]}}`, `{"error": "… is missing"}`).
//! With [`FakeGitLab::serve_git`], created projects become real bare repositories.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde_json::{Value, json};

use super::fake_api::{Api, FakeServer, Request, Response};

pub const API_PREFIX: &str = "/api/v4";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FakeKey {
    pub id: u64,
    pub title: String,
    pub key: String,
    pub can_push: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FakeToken {
    pub id: u64,
    pub name: String,
    pub username: String,
    pub token: String,
    pub scopes: Vec<String>,
    pub revoked: bool,
    pub expired: bool,
}

#[derive(Debug, Clone)]
pub struct FakeProject {
    pub id: u64,
    pub name: String,
    pub path: String,
    /// The namespace's full path: a user name or `group/sub`.
    pub namespace: String,
    pub visibility: String,
    pub description: String,
    /// `None` while the repository is empty.
    pub default_branch: Option<String>,
    pub archived: bool,
    pub keys: Vec<FakeKey>,
    pub tokens: Vec<FakeToken>,
    /// group id -> access level
    pub shares: BTreeMap<u64, u32>,
}

#[derive(Debug, Clone)]
struct Group {
    id: u64,
    full_path: String,
}

type Hook<T> = Box<dyn Fn(Vec<T>) + Send>;

#[derive(Default)]
pub struct GitLabApi {
    token: String,
    user: String,
    groups: Vec<Group>,
    projects: Vec<FakeProject>,
    next_id: u64,
    git: Option<(PathBuf, String)>,
    /// Told every project's deploy keys whenever they change (an sshd's `authorized_keys`).
    deploy_keys_hook: Option<Hook<String>>,
    /// Told the live deploy tokens (user, token) whenever they change (the Git server's).
    deploy_tokens_hook: Option<Hook<(String, String)>>,
}

pub struct FakeGitLab {
    pub server: FakeServer<GitLabApi>,
}

impl FakeGitLab {
    /// Accepts only `token`, which belongs to the user `username`.
    pub fn start(token: &str, username: &str) -> FakeGitLab {
        FakeGitLab {
            server: FakeServer::start(API_PREFIX, GitLabApi::new(token, username)),
        }
    }

    pub fn start_tls(token: &str, username: &str) -> FakeGitLab {
        FakeGitLab::start_behind(token, username, &super::PrivateCa::new())
    }

    /// Over HTTPS with the certificate of `ca`.
    pub fn start_behind(token: &str, username: &str, ca: &super::PrivateCa) -> FakeGitLab {
        FakeGitLab {
            server: FakeServer::start_behind(API_PREFIX, GitLabApi::new(token, username), ca),
        }
    }

    /// What `FLUXR_GITLAB_API_URL` should be.
    pub fn api_url(&self) -> String {
        self.server.api_url()
    }

    /// Created projects become bare repositories `<namespace>/<path>.git` under `root`, with
    /// clone URLs under `base_url`.
    pub fn serve_git(&self, root: PathBuf, base_url: &str) {
        let base = base_url.trim_end_matches('/').to_owned();
        self.server.with(|api| api.git = Some((root, base)));
    }

    /// Calls `hook` with every deploy key whenever one is added or deleted.
    pub fn serve_deploy_keys(&self, hook: impl Fn(Vec<String>) + Send + 'static) {
        self.server
            .with(|api| api.deploy_keys_hook = Some(Box::new(hook)));
    }

    /// Calls `hook` with the user and token of every live deploy token whenever one is
    /// created or revoked.
    pub fn serve_deploy_tokens(&self, hook: impl Fn(Vec<(String, String)>) + Send + 'static) {
        self.server
            .with(|api| api.deploy_tokens_hook = Some(Box::new(hook)));
    }

    /// A group (or subgroup: `group/sub`); its parents must exist.
    pub fn add_group(&self, full_path: &str) -> u64 {
        self.server.with(|api| {
            let id = api.next();
            api.groups.push(Group {
                id,
                full_path: full_path.to_owned(),
            });
            id
        })
    }

    /// A project that exists already, with `main` as its default branch.
    pub fn add_project(&self, namespace: &str, name: &str, visibility: &str) -> u64 {
        self.server
            .with(|api| api.create_project(namespace, name, visibility, "", Some("main")))
    }

    pub fn add_deploy_key(&self, project: u64, title: &str, key: &str, can_push: bool) {
        self.server.with(|api| {
            let id = api.next();
            api.project_mut(project).unwrap().keys.push(FakeKey {
                id,
                title: title.to_owned(),
                key: key.to_owned(),
                can_push,
            });
        });
    }

    pub fn add_deploy_token(&self, project: u64, name: &str, revoked: bool) -> u64 {
        self.server.with(|api| {
            let id = api.next();
            api.project_mut(project).unwrap().tokens.push(FakeToken {
                id,
                name: name.to_owned(),
                username: format!("gitlab+deploy-token-{id}"),
                token: format!("gldt-old-{id}"),
                scopes: vec!["read_repository".to_owned()],
                revoked,
                expired: false,
            });
            id
        })
    }

    pub fn share(&self, project: u64, group: u64, level: u32) {
        self.server.with(|api| {
            api.project_mut(project)
                .unwrap()
                .shares
                .insert(group, level)
        });
    }

    pub fn project(&self, full_path: &str) -> Option<FakeProject> {
        self.server.with(|api| {
            api.projects
                .iter()
                .find(|p| format!("{}/{}", p.namespace, p.path) == full_path)
                .cloned()
        })
    }

    pub fn group_id(&self, full_path: &str) -> u64 {
        self.server.with(|api| {
            api.groups
                .iter()
                .find(|g| g.full_path == full_path)
                .unwrap()
                .id
        })
    }
}

impl GitLabApi {
    fn new(token: &str, user: &str) -> GitLabApi {
        GitLabApi {
            token: token.to_owned(),
            user: user.to_owned(),
            next_id: 100,
            ..GitLabApi::default()
        }
    }

    fn next(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    fn publish(&self) {
        if let Some(hook) = &self.deploy_keys_hook {
            hook(
                self.projects
                    .iter()
                    .flat_map(|p| p.keys.iter().map(|k| k.key.clone()))
                    .collect(),
            );
        }
        if let Some(hook) = &self.deploy_tokens_hook {
            hook(
                self.projects
                    .iter()
                    .flat_map(|p| p.tokens.iter())
                    .filter(|t| !t.revoked && !t.expired)
                    .map(|t| (t.username.clone(), t.token.clone()))
                    .collect(),
            );
        }
    }

    fn project_mut(&mut self, id: u64) -> Option<&mut FakeProject> {
        self.projects.iter_mut().find(|p| p.id == id)
    }

    /// `:id` of a project route: a number or a full path (case-insensitive, as GitLab's).
    fn find_project(&self, id: &str) -> Option<usize> {
        self.projects.iter().position(|p| {
            p.id.to_string() == id || format!("{}/{}", p.namespace, p.path).eq_ignore_ascii_case(id)
        })
    }

    fn find_group(&self, id: &str) -> Option<&Group> {
        self.groups
            .iter()
            .find(|g| g.id.to_string() == id || g.full_path.eq_ignore_ascii_case(id))
    }

    fn create_project(
        &mut self,
        namespace: &str,
        name: &str,
        visibility: &str,
        description: &str,
        default_branch: Option<&str>,
    ) -> u64 {
        let id = self.next();
        self.projects.push(FakeProject {
            id,
            name: name.to_owned(),
            path: name.to_owned(),
            namespace: namespace.to_owned(),
            visibility: visibility.to_owned(),
            description: description.to_owned(),
            default_branch: default_branch.map(str::to_owned),
            archived: false,
            keys: Vec::new(),
            tokens: Vec::new(),
            shares: BTreeMap::new(),
        });
        if let Some((root, _)) = &self.git {
            std::fs::create_dir_all(root.join(namespace)).unwrap();
            let bare = super::bare_repo(&root.join(namespace), &format!("{name}.git"));
            if default_branch.is_some() {
                super::seed(&bare, "README.md", &format!("# {name}\n"));
            }
        }
        id
    }

    fn project_json(&self, project: &FakeProject, root: &str) -> Value {
        let full_path = format!("{}/{}", project.namespace, project.path);
        let http_url = match &self.git {
            Some((_, base)) => format!("{base}/{full_path}.git"),
            None => format!("{root}/{full_path}.git"),
        };
        let namespace_kind = if self.find_group(&project.namespace).is_some() {
            "group"
        } else {
            "user"
        };
        let shares: Vec<Value> = project
            .shares
            .iter()
            .map(|(group_id, level)| {
                let group = self.groups.iter().find(|g| g.id == *group_id);
                let full_path = group.map(|g| g.full_path.clone()).unwrap_or_default();
                json!({
                    "group_id": group_id,
                    "group_name": full_path.rsplit('/').next().unwrap_or_default(),
                    "group_full_path": full_path,
                    "group_access_level": level,
                    "expires_at": null,
                })
            })
            .collect();
        json!({
            "id": project.id,
            "name": project.name,
            "name_with_namespace": full_path.replace('/', " / "),
            "path": project.path,
            "path_with_namespace": full_path,
            "description": project.description,
            "default_branch": project.default_branch,
            "visibility": project.visibility,
            "archived": project.archived,
            "empty_repo": project.default_branch.is_none(),
            "web_url": format!("{root}/{full_path}"),
            "http_url_to_repo": http_url,
            "ssh_url_to_repo": format!("git@127.0.0.1:{full_path}.git"),
            "namespace": {
                "id": 1,
                "name": project.namespace.rsplit('/').next().unwrap_or_default(),
                "path": project.namespace.rsplit('/').next().unwrap_or_default(),
                "kind": namespace_kind,
                "full_path": project.namespace,
            },
            "shared_with_groups": shares,
        })
    }

    /// A page of `items` with GitLab's pagination headers.
    fn page(request: &Request, items: Vec<Value>) -> Response {
        let page: usize = request
            .query("page")
            .and_then(|p| p.parse().ok())
            .unwrap_or(1)
            .max(1);
        let per_page: usize = request
            .query("per_page")
            .and_then(|p| p.parse().ok())
            .unwrap_or(20)
            .clamp(1, 100);
        let total = items.len();
        let slice: Vec<Value> = items
            .into_iter()
            .skip((page - 1) * per_page)
            .take(per_page)
            .collect();
        let next = if page * per_page < total {
            (page + 1).to_string()
        } else {
            String::new()
        };
        Response::json(200, Value::Array(slice))
            .with_header("X-Page", &page.to_string())
            .with_header("X-Per-Page", &per_page.to_string())
            .with_header("X-Next-Page", &next)
            .with_header("X-Total", &total.to_string())
    }
}

fn not_found(what: &str) -> Response {
    Response::json(404, json!({"message": format!("404 {what} Not Found")}))
}

fn missing(field: &str) -> Response {
    Response::json(400, json!({"error": format!("{field} is missing")}))
}

impl Api for GitLabApi {
    fn handle(&mut self, request: &Request) -> Response {
        let token = request
            .header("private-token")
            .or_else(|| {
                request
                    .header("authorization")
                    .and_then(|value| value.strip_prefix("Bearer "))
            })
            .unwrap_or_default();
        if token != self.token {
            return Response::json(401, json!({"message": "401 Unauthorized"}));
        }
        let body = &request.body;
        let root = request.root.as_str();
        match (request.method.as_str(), request.route().as_slice()) {
            ("GET", ["user"]) => Response::json(
                200,
                json!({"id": 1, "username": self.user, "name": self.user, "state": "active"}),
            ),
            ("GET", ["groups", id]) => match self.find_group(id) {
                Some(group) => Response::json(
                    200,
                    json!({
                        "id": group.id,
                        "name": group.full_path.rsplit('/').next().unwrap_or_default(),
                        "path": group.full_path.rsplit('/').next().unwrap_or_default(),
                        "full_path": group.full_path,
                        "full_name": group.full_path.replace('/', " / "),
                        "visibility": "private",
                    }),
                ),
                None => not_found("Group"),
            },
            ("GET", ["projects", id]) => match self.find_project(id) {
                Some(at) => Response::json(200, self.project_json(&self.projects[at], root)),
                None => not_found("Project"),
            },
            ("POST", ["projects"]) => {
                let Some(name) = body["name"].as_str().or(body["path"].as_str()) else {
                    return Response::json(
                        400,
                        json!({"error": "name, path are missing, at least one parameter must be provided"}),
                    );
                };
                let visibility = body["visibility"].as_str().unwrap_or("private");
                if !["private", "internal", "public"].contains(&visibility) {
                    return Response::json(
                        400,
                        json!({"error": "visibility does not have a valid value"}),
                    );
                }
                let namespace = match body["namespace_id"].as_u64() {
                    Some(id) => match self.groups.iter().find(|g| g.id == id) {
                        Some(group) => group.full_path.clone(),
                        None => return not_found("Namespace"),
                    },
                    None => self.user.clone(),
                };
                if self.find_project(&format!("{namespace}/{name}")).is_some() {
                    return Response::json(
                        400,
                        json!({"message": {"name": ["has already been taken"], "path": ["has already been taken"]}}),
                    );
                }
                let description = body["description"].as_str().unwrap_or_default();
                let id = self.create_project(&namespace, name, visibility, description, None);
                let at = self.find_project(&id.to_string()).unwrap();
                Response::json(201, self.project_json(&self.projects[at], root))
            }
            ("PUT", ["projects", id]) => {
                let Some(at) = self.find_project(id) else {
                    return not_found("Project");
                };
                let project = &mut self.projects[at];
                if let Some(visibility) = body["visibility"].as_str() {
                    project.visibility = visibility.to_owned();
                }
                if let Some(description) = body["description"].as_str() {
                    project.description = description.to_owned();
                }
                if let Some(branch) = body["default_branch"].as_str() {
                    project.default_branch = Some(branch.to_owned());
                }
                Response::json(200, self.project_json(&self.projects[at], root))
            }
            ("GET", ["projects", id, "deploy_keys"]) => match self.find_project(id) {
                Some(at) => {
                    let keys = self.projects[at]
                        .keys
                        .iter()
                        .map(|key| {
                            json!({"id": key.id, "title": key.title, "key": key.key, "can_push": key.can_push, "created_at": "2026-01-01T00:00:00.000Z", "expires_at": null})
                        })
                        .collect();
                    GitLabApi::page(request, keys)
                }
                None => not_found("Project"),
            },
            ("POST", ["projects", id, "deploy_keys"]) => {
                let Some(at) = self.find_project(id) else {
                    return not_found("Project");
                };
                let Some(title) = body["title"].as_str() else {
                    return missing("title");
                };
                let Some(key) = body["key"].as_str() else {
                    return missing("key");
                };
                let material: String = key.split_whitespace().take(2).collect::<Vec<_>>().join(" ");
                if self.projects[at].keys.iter().any(|k| {
                    k.key
                        .split_whitespace()
                        .take(2)
                        .collect::<Vec<_>>()
                        .join(" ")
                        == material
                }) {
                    return Response::json(
                        400,
                        json!({"message": {"deploy_key.fingerprint_sha256": ["has already been taken"]}}),
                    );
                }
                let id = self.next();
                let stored = FakeKey {
                    id,
                    title: title.to_owned(),
                    key: key.to_owned(),
                    can_push: body["can_push"].as_bool().unwrap_or(false),
                };
                self.projects[at].keys.push(stored.clone());
                self.publish();
                Response::json(
                    201,
                    json!({"id": id, "title": stored.title, "key": stored.key, "can_push": stored.can_push, "created_at": "2026-01-01T00:00:00.000Z"}),
                )
            }
            ("DELETE", ["projects", id, "deploy_keys", key_id]) => {
                let Some(at) = self.find_project(id) else {
                    return not_found("Project");
                };
                let keys = &mut self.projects[at].keys;
                let before = keys.len();
                keys.retain(|k| k.id.to_string() != *key_id);
                if keys.len() == before {
                    not_found("Deploy key")
                } else {
                    self.publish();
                    Response::empty(204)
                }
            }
            ("GET", ["projects", id, "deploy_tokens"]) => match self.find_project(id) {
                Some(at) => {
                    let tokens = self.projects[at]
                        .tokens
                        .iter()
                        .map(|t| {
                            json!({"id": t.id, "name": t.name, "username": t.username, "expires_at": null, "scopes": t.scopes, "revoked": t.revoked, "expired": t.expired})
                        })
                        .collect();
                    GitLabApi::page(request, tokens)
                }
                None => not_found("Project"),
            },
            ("POST", ["projects", id, "deploy_tokens"]) => {
                let Some(at) = self.find_project(id) else {
                    return not_found("Project");
                };
                let Some(name) = body["name"].as_str() else {
                    return missing("name");
                };
                let Some(scopes) = body["scopes"].as_array() else {
                    return missing("scopes");
                };
                let scopes: Vec<String> = scopes
                    .iter()
                    .filter_map(|s| s.as_str().map(str::to_owned))
                    .collect();
                let id = self.next();
                let token = FakeToken {
                    id,
                    name: name.to_owned(),
                    username: body["username"]
                        .as_str()
                        .map_or_else(|| format!("gitlab+deploy-token-{id}"), str::to_owned),
                    token: format!("gldt-{id}"),
                    scopes,
                    revoked: false,
                    expired: false,
                };
                self.projects[at].tokens.push(token.clone());
                self.publish();
                Response::json(
                    201,
                    json!({"id": id, "name": token.name, "username": token.username, "expires_at": null, "scopes": token.scopes, "revoked": false, "expired": false, "token": token.token}),
                )
            }
            ("DELETE", ["projects", id, "deploy_tokens", token_id]) => {
                let Some(at) = self.find_project(id) else {
                    return not_found("Project");
                };
                // GitLab revokes a deleted deploy token; it no longer lists it.
                let tokens = &mut self.projects[at].tokens;
                let before = tokens.len();
                tokens.retain(|t| t.id.to_string() != *token_id);
                if tokens.len() == before {
                    not_found("Deploy token")
                } else {
                    self.publish();
                    Response::empty(204)
                }
            }
            ("POST", ["projects", id, "share"]) => {
                let Some(at) = self.find_project(id) else {
                    return not_found("Project");
                };
                let (Some(group_id), Some(level)) =
                    (body["group_id"].as_u64(), body["group_access"].as_u64())
                else {
                    return missing("group_id");
                };
                if !self.groups.iter().any(|g| g.id == group_id) {
                    return not_found("Group");
                }
                if ![10, 20, 30, 40, 50].contains(&level) {
                    return Response::json(
                        400,
                        json!({"error": "group_access does not have a valid value"}),
                    );
                }
                let project = &mut self.projects[at];
                if project.shares.contains_key(&group_id) {
                    return Response::json(
                        409,
                        json!({"message": "The project has already been shared with this group"}),
                    );
                }
                project.shares.insert(group_id, level as u32);
                Response::json(
                    201,
                    json!({"id": 1, "project_id": project.id, "group_id": group_id, "group_access": level, "expires_at": null}),
                )
            }
            ("DELETE", ["projects", id, "share", group_id]) => {
                let Some(at) = self.find_project(id) else {
                    return not_found("Project");
                };
                let group_id: u64 = group_id.parse().unwrap_or(0);
                match self.projects[at].shares.remove(&group_id) {
                    Some(_) => Response::empty(204),
                    None => not_found("Group Link"),
                }
            }
            _ => Response::json(404, json!({"error": "404 Not Found"})),
        }
    }
}
