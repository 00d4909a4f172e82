//! A stateful stand-in for Gitea's REST API v1 on 127.0.0.1, kept to Gitea's own Swagger
//! description (the contract test checks fluxr's requests against the same document): users,
//! organizations with teams that carry their own permission, repositories with deploy keys,
//! and Gitea's error bodies (`{"message": …, "url": …}`). With [`FakeGitea::serve_git`],
//! created repositories become real bare repositories.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use serde_json::{Value, json};

use super::fake_api::{Api, FakeServer, Request, Response};

pub const API_PREFIX: &str = "/api/v1";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FakeKey {
    pub id: u64,
    pub title: String,
    pub key: String,
    pub read_only: bool,
}

#[derive(Debug, Clone)]
pub struct FakeRepo {
    pub id: u64,
    pub private: bool,
    pub description: String,
    pub default_branch: String,
    pub empty: bool,
    pub archived: bool,
    pub keys: Vec<FakeKey>,
    pub teams: BTreeSet<String>,
}

#[derive(Default)]
pub struct GiteaApi {
    token: String,
    login: String,
    users: BTreeSet<String>,
    /// organization -> team name -> the team's permission
    orgs: BTreeMap<String, BTreeMap<String, String>>,
    repos: BTreeMap<(String, String), FakeRepo>,
    next_id: u64,
    git: Option<(PathBuf, String)>,
    /// Told every repository's deploy keys whenever they change (an sshd's `authorized_keys`).
    deploy_keys_hook: Option<Box<dyn Fn(Vec<String>) + Send>>,
}

pub struct FakeGitea {
    pub server: FakeServer<GiteaApi>,
}

impl FakeGitea {
    pub fn start(token: &str, login: &str) -> FakeGitea {
        FakeGitea {
            server: FakeServer::start(API_PREFIX, GiteaApi::new(token, login)),
        }
    }

    /// Over HTTPS with the certificate of `ca`.
    pub fn start_behind(token: &str, login: &str, ca: &super::PrivateCa) -> FakeGitea {
        FakeGitea {
            server: FakeServer::start_behind(API_PREFIX, GiteaApi::new(token, login), ca),
        }
    }

    /// What `FLUXR_GITEA_API_URL` should be.
    pub fn api_url(&self) -> String {
        self.server.api_url()
    }

    pub fn serve_git(&self, root: PathBuf, base_url: &str) {
        let base = base_url.trim_end_matches('/').to_owned();
        self.server.with(|api| api.git = Some((root, base)));
    }

    /// Calls `hook` with every deploy key whenever one is added or deleted.
    pub fn serve_deploy_keys(&self, hook: impl Fn(Vec<String>) + Send + 'static) {
        self.server
            .with(|api| api.deploy_keys_hook = Some(Box::new(hook)));
    }

    pub fn add_user(&self, login: &str) {
        self.server.with(|api| api.users.insert(login.to_owned()));
    }

    /// An organization and its teams, each `(name, permission)`.
    pub fn add_org(&self, org: &str, teams: &[(&str, &str)]) {
        self.server.with(|api| {
            api.orgs.insert(
                org.to_owned(),
                teams
                    .iter()
                    .map(|(team, permission)| ((*team).to_owned(), (*permission).to_owned()))
                    .collect(),
            )
        });
    }

    /// A repository that exists already, with a commit on `main`.
    pub fn add_repo(&self, owner: &str, name: &str, private: bool) {
        self.server
            .with(|api| api.create_repo(owner, name, private, "", "main", false));
    }

    pub fn add_team_to_repo(&self, owner: &str, name: &str, team: &str) {
        self.server.with(|api| {
            api.repos
                .get_mut(&(owner.to_owned(), name.to_owned()))
                .unwrap()
                .teams
                .insert(team.to_owned())
        });
    }

    pub fn repo(&self, owner: &str, name: &str) -> Option<FakeRepo> {
        self.server
            .with(|api| api.repos.get(&(owner.to_owned(), name.to_owned())).cloned())
    }
}

impl GiteaApi {
    fn new(token: &str, login: &str) -> GiteaApi {
        GiteaApi {
            token: token.to_owned(),
            login: login.to_owned(),
            users: BTreeSet::from([login.to_owned()]),
            next_id: 10,
            ..GiteaApi::default()
        }
    }

    fn publish_keys(&self) {
        if let Some(hook) = &self.deploy_keys_hook {
            hook(
                self.repos
                    .values()
                    .flat_map(|r| r.keys.iter().map(|k| k.key.clone()))
                    .collect(),
            );
        }
    }

    fn next(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    fn create_repo(
        &mut self,
        owner: &str,
        name: &str,
        private: bool,
        description: &str,
        default_branch: &str,
        empty: bool,
    ) {
        let id = self.next();
        self.repos.insert(
            (owner.to_owned(), name.to_owned()),
            FakeRepo {
                id,
                private,
                description: description.to_owned(),
                default_branch: default_branch.to_owned(),
                empty,
                archived: false,
                keys: Vec::new(),
                teams: BTreeSet::new(),
            },
        );
        if let Some((root, _)) = &self.git {
            std::fs::create_dir_all(root.join(owner)).unwrap();
            let bare = super::bare_repo(&root.join(owner), &format!("{name}.git"));
            if !empty {
                super::seed(&bare, "README.md", &format!("# {name}\n"));
            }
        }
    }

    fn repo_json(&self, owner: &str, name: &str, repo: &FakeRepo, root: &str) -> Value {
        let clone_url = match &self.git {
            Some((_, base)) => format!("{base}/{owner}/{name}.git"),
            None => format!("{root}/{owner}/{name}.git"),
        };
        json!({
            "id": repo.id,
            "owner": {"id": 1, "login": owner, "username": owner},
            "name": name,
            "full_name": format!("{owner}/{name}"),
            "description": repo.description,
            "empty": repo.empty,
            "private": repo.private,
            "internal": false,
            "archived": repo.archived,
            "default_branch": repo.default_branch,
            "html_url": format!("{root}/{owner}/{name}"),
            "clone_url": clone_url,
            "ssh_url": format!("git@127.0.0.1:{owner}/{name}.git"),
            "url": format!("{root}{API_PREFIX}/repos/{owner}/{name}"),
        })
    }

    fn key_json(key: &FakeKey, owner: &str, name: &str, root: &str) -> Value {
        json!({
            "id": key.id,
            "key_id": key.id,
            "key": key.key,
            "title": key.title,
            "read_only": key.read_only,
            "fingerprint": "SHA256:fake",
            "created_at": "2026-01-01T00:00:00Z",
            "url": format!("{root}{API_PREFIX}/repos/{owner}/{name}/keys/{}", key.id),
        })
    }

    fn create(&mut self, owner: &str, request: &Request) -> Response {
        let body = &request.body;
        let Some(name) = body["name"].as_str() else {
            return message(422, "[Name]: Required");
        };
        if self
            .repos
            .contains_key(&(owner.to_owned(), name.to_owned()))
        {
            return message(409, "The repository with the same name already exists.");
        }
        let private = body["private"].as_bool().unwrap_or(false);
        let description = body["description"].as_str().unwrap_or_default();
        let default_branch = body["default_branch"]
            .as_str()
            .filter(|b| !b.is_empty())
            .unwrap_or("main");
        let auto_init = body["auto_init"].as_bool().unwrap_or(false);
        self.create_repo(
            owner,
            name,
            private,
            description,
            default_branch,
            !auto_init,
        );
        let repo = self.repos[&(owner.to_owned(), name.to_owned())].clone();
        Response::json(201, self.repo_json(owner, name, &repo, &request.root))
    }
}

fn message(status: u16, text: &str) -> Response {
    Response::json(
        status,
        json!({"message": text, "url": "https://gitea.com/api/swagger"}),
    )
}

fn key(owner: &str, name: &str) -> (String, String) {
    (owner.to_owned(), name.to_owned())
}

impl Api for GiteaApi {
    fn handle(&mut self, request: &Request) -> Response {
        let token = request
            .header("authorization")
            .and_then(|value| {
                value
                    .strip_prefix("token ")
                    .or_else(|| value.strip_prefix("Bearer "))
            })
            .unwrap_or_default();
        if token != self.token {
            return message(401, "token is required");
        }
        let root = request.root.as_str();
        let body = &request.body;
        match (request.method.as_str(), request.route().as_slice()) {
            ("GET", ["user"]) => Response::json(
                200,
                json!({"id": 1, "login": self.login, "username": self.login, "full_name": ""}),
            ),
            ("GET", ["users", name]) => {
                if self.users.contains(*name) {
                    Response::json(200, json!({"id": 2, "login": name, "username": name}))
                } else {
                    message(404, "user redirect does not exist [name: ]")
                }
            }
            ("GET", ["orgs", org]) => {
                if self.orgs.contains_key(*org) {
                    Response::json(200, json!({"id": 3, "name": org, "username": org}))
                } else {
                    message(404, "GetOrgByName")
                }
            }
            ("GET", ["repos", owner, name]) => match self.repos.get(&key(owner, name)) {
                Some(repo) => Response::json(200, self.repo_json(owner, name, repo, root)),
                None => message(404, "The target couldn't be found."),
            },
            ("POST", ["user", "repos"]) => {
                let login = self.login.clone();
                self.create(&login, request)
            }
            ("POST", ["orgs", org, "repos"]) => {
                if !self.orgs.contains_key(*org) {
                    return message(404, "GetOrgByName");
                }
                self.create(org, request)
            }
            ("PATCH", ["repos", owner, name]) => {
                let Some(repo) = self.repos.get_mut(&key(owner, name)) else {
                    return message(404, "The target couldn't be found.");
                };
                if let Some(private) = body["private"].as_bool() {
                    repo.private = private;
                }
                if let Some(description) = body["description"].as_str() {
                    repo.description = description.to_owned();
                }
                if let Some(branch) = body["default_branch"].as_str() {
                    repo.default_branch = branch.to_owned();
                }
                let repo = repo.clone();
                Response::json(200, self.repo_json(owner, name, &repo, root))
            }
            ("GET", ["repos", owner, name, "teams", team]) => {
                let Some(repo) = self.repos.get(&key(owner, name)) else {
                    return message(404, "The target couldn't be found.");
                };
                let permission = self.orgs.get(*owner).and_then(|teams| teams.get(*team));
                match permission {
                    Some(permission) if repo.teams.contains(*team) => Response::json(
                        200,
                        json!({"id": 7, "name": team, "permission": permission, "includes_all_repositories": false}),
                    ),
                    _ => message(404, "The target couldn't be found."),
                }
            }
            ("PUT", ["repos", owner, name, "teams", team]) => {
                let known = self
                    .orgs
                    .get(*owner)
                    .is_some_and(|teams| teams.contains_key(*team));
                let Some(repo) = self.repos.get_mut(&key(owner, name)) else {
                    return message(404, "The target couldn't be found.");
                };
                if !known {
                    return message(422, "team does not exist");
                }
                repo.teams.insert((*team).to_owned());
                Response::empty(204)
            }
            ("GET", ["repos", owner, name, "keys"]) => match self.repos.get(&key(owner, name)) {
                Some(repo) => {
                    let page: usize = request
                        .query("page")
                        .and_then(|p| p.parse().ok())
                        .unwrap_or(1)
                        .max(1);
                    let limit: usize = request
                        .query("limit")
                        .and_then(|p| p.parse().ok())
                        .unwrap_or(30)
                        .clamp(1, 50);
                    let keys: Vec<Value> = repo
                        .keys
                        .iter()
                        .skip((page - 1) * limit)
                        .take(limit)
                        .map(|k| GiteaApi::key_json(k, owner, name, root))
                        .collect();
                    Response::json(200, Value::Array(keys))
                        .with_header("X-Total-Count", &repo.keys.len().to_string())
                }
                None => message(404, "The target couldn't be found."),
            },
            ("POST", ["repos", owner, name, "keys"]) => {
                let (Some(title), Some(public_key)) =
                    (body["title"].as_str(), body["key"].as_str())
                else {
                    return message(422, "[Title Key]: Required");
                };
                let material: String = public_key
                    .split_whitespace()
                    .take(2)
                    .collect::<Vec<_>>()
                    .join(" ");
                let in_use = self
                    .repos
                    .values()
                    .flat_map(|r| &r.keys)
                    .any(|k| k.key == material);
                if in_use {
                    return message(422, "Key content has been used as non-deploy key");
                }
                let id = self.next();
                let Some(repo) = self.repos.get_mut(&key(owner, name)) else {
                    return message(404, "The target couldn't be found.");
                };
                let stored = FakeKey {
                    id,
                    title: title.to_owned(),
                    key: material,
                    read_only: body["read_only"].as_bool().unwrap_or(false),
                };
                repo.keys.push(stored.clone());
                self.publish_keys();
                Response::json(201, GiteaApi::key_json(&stored, owner, name, root))
            }
            ("DELETE", ["repos", owner, name, "keys", id]) => {
                let Some(repo) = self.repos.get_mut(&key(owner, name)) else {
                    return message(404, "The target couldn't be found.");
                };
                let before = repo.keys.len();
                repo.keys.retain(|k| k.id.to_string() != *id);
                if repo.keys.len() == before {
                    message(404, "The target couldn't be found.")
                } else {
                    self.publish_keys();
                    Response::empty(204)
                }
            }
            _ => message(404, "The target couldn't be found."),
        }
    }
}
