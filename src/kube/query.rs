//! Reading many objects: lists with label and field selectors, watches, and the discovery of
//! every resource the server serves (to resolve `deployment`, `deploy` or `cm` as kubectl does).

use std::time::Instant;

use futures::StreamExt as _;
use kube::api::{Api, DynamicObject, ListParams, WatchEvent, WatchParams};
use kube::core::ApiResource;
use serde_json::Value;

use super::{Cluster, KubeError, ObjectRef, to_value, with_type};

/// Which objects of a kind a list or watch returns.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Query {
    /// `None`: every namespace.
    pub namespace: Option<String>,
    /// `app=podinfo,tier!=db`
    pub label_selector: Option<String>,
    /// `metadata.name=podinfo`, `involvedObject.kind=Kustomization`
    pub field_selector: Option<String>,
}

impl Query {
    /// Every object in `namespace` (all namespaces for `None`).
    pub fn namespace(namespace: Option<&str>) -> Query {
        Query {
            namespace: namespace.map(str::to_owned),
            ..Query::default()
        }
    }

    /// Narrows the query to the objects whose fields match `selector`, added to what it has.
    pub fn with_fields(mut self, selector: &str) -> Query {
        self.field_selector = Some(match self.field_selector.take() {
            Some(existing) => format!("{existing},{selector}"),
            None => selector.to_owned(),
        });
        self
    }

    /// Narrows the query to the objects whose labels match `selector`.
    pub fn with_labels(mut self, selector: Option<&str>) -> Query {
        self.label_selector = selector.filter(|s| !s.is_empty()).map(str::to_owned);
        self
    }
}

/// One change a watch reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    Added,
    Modified,
    Deleted,
    /// The server's `ERROR` event (a watch that fell too far behind, a server going away): the
    /// object handed over is the `Status` it sent, and the server closes the watch after it.
    Error,
}

/// Why a watch ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WatchEnd {
    /// The deadline passed.
    Deadline,
    /// The server closed the watch.
    Closed,
}

/// A resource the server serves, as discovery describes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resource {
    pub api_version: String,
    pub group: String,
    pub kind: String,
    /// Lower-case plural: `deployments`.
    pub plural: String,
    pub singular: String,
    pub short_names: Vec<String>,
    pub namespaced: bool,
}

impl Cluster {
    /// The objects of a kind that `query` selects, each with its apiVersion and kind. Unlike
    /// [`Cluster::list`], a kind the server does not serve is an error
    /// ([`KubeError::UnknownKind`]), as it is for flux.
    pub fn query(
        &self,
        api_version: &str,
        kind: &str,
        query: &Query,
    ) -> Result<Vec<Value>, KubeError> {
        self.runtime
            .block_on(self.query_async(api_version, kind, query))
    }

    pub(super) async fn query_async(
        &self,
        api_version: &str,
        kind: &str,
        query: &Query,
    ) -> Result<Vec<Value>, KubeError> {
        let api = self
            .api_of(api_version, kind, query.namespace.as_deref())
            .await?;
        let mut params = ListParams::default();
        if let Some(selector) = &query.label_selector {
            params = params.labels(selector);
        }
        if let Some(selector) = &query.field_selector {
            params = params.fields(selector);
        }
        let list = api.list(&params).await.map_err(|err| self.map_error(err))?;
        let reference = ObjectRef::cluster(api_version, kind, "");
        list.items
            .iter()
            .map(|item| Ok(with_type(to_value(item)?, &reference)))
            .collect()
    }

    /// Watches the objects `query` selects until `deadline`, handing each change to
    /// `on_change`; the watch starts with an `Added` for every object there is. Ends early
    /// when `on_change` fails or the server closes the watch.
    pub fn watch<E>(
        &self,
        api_version: &str,
        kind: &str,
        query: &Query,
        deadline: Instant,
        on_change: impl FnMut(Change, Value) -> Result<(), E>,
    ) -> Result<Result<WatchEnd, E>, KubeError> {
        self.watch_many(&[(api_version, kind, query)], deadline, on_change)
    }

    /// [`Cluster::watch`] of several queries at once (`(apiVersion, kind, query)`), their
    /// changes handed over as they arrive; ends when every watch has closed.
    pub fn watch_many<E>(
        &self,
        watched: &[(&str, &str, &Query)],
        deadline: Instant,
        mut on_change: impl FnMut(Change, Value) -> Result<(), E>,
    ) -> Result<Result<WatchEnd, E>, KubeError> {
        self.runtime.block_on(async {
            let remaining = deadline.saturating_duration_since(Instant::now());
            // Rounded up and one more: the server must not close the watch before the
            // deadline, or a timeout would read as a closed watch.
            let seconds = u32::try_from(remaining.as_secs().saturating_add(2)).unwrap_or(u32::MAX);
            let mut streams = Vec::new();
            for (api_version, kind, query) in watched {
                let api = self
                    .api_of(api_version, kind, query.namespace.as_deref())
                    .await?;
                let mut params = WatchParams::default().timeout(seconds);
                if let Some(selector) = &query.label_selector {
                    params = params.labels(selector);
                }
                if let Some(selector) = &query.field_selector {
                    params = params.fields(selector);
                }
                let stream = api
                    .watch(&params, "")
                    .await
                    .map_err(|err| self.map_error(err))?;
                let reference = ObjectRef::cluster(api_version, kind, "");
                streams.push(stream.map(move |event| (event, reference.clone())).boxed());
            }
            let mut merged = futures::stream::select_all(streams);
            loop {
                let next = tokio::time::timeout_at(deadline.into(), merged.next()).await;
                let (event, reference) = match next {
                    Err(_) => return Ok(Ok(WatchEnd::Deadline)),
                    Ok(None) => return Ok(Ok(WatchEnd::Closed)),
                    Ok(Some(event)) => event,
                };
                let (change, object) = match event.map_err(|err| self.map_error(err))? {
                    WatchEvent::Added(object) => (Change::Added, object),
                    WatchEvent::Modified(object) => (Change::Modified, object),
                    WatchEvent::Deleted(object) => (Change::Deleted, object),
                    WatchEvent::Bookmark(_) => continue,
                    WatchEvent::Error(status) => {
                        // client-go hands the event on as the metav1.Status it decodes;
                        // what to make of it is the caller's (flux's commands differ).
                        let status = serde_json::json!({
                            "status": status.status,
                            "message": status.message,
                            "reason": status.reason,
                            "code": status.code,
                        });
                        if let Err(err) = on_change(Change::Error, status) {
                            return Ok(Err(err));
                        }
                        continue;
                    }
                };
                let object = with_type(to_value(&object)?, &reference);
                if let Err(err) = on_change(change, object) {
                    return Ok(Err(err));
                }
            }
        })
    }

    /// Whether objects of `kind` in `api_version` are namespaced; `None` when the server does
    /// not serve the kind.
    pub fn is_namespaced(&self, api_version: &str, kind: &str) -> Result<Option<bool>, KubeError> {
        self.runtime.block_on(async {
            match self.resolve(api_version, kind).await {
                Ok((_, namespaced)) => Ok(Some(namespaced)),
                Err(KubeError::UnknownKind { .. }) => Ok(None),
                Err(err) => Err(err),
            }
        })
    }

    /// Every resource the server serves, in the preferred version of each group (the core
    /// group first), as kubectl's discovery lists them.
    pub fn resources(&self) -> Result<Vec<Resource>, KubeError> {
        self.runtime.block_on(async {
            let mut versions: Vec<(String, String)> = Vec::new();
            let core = self
                .client
                .list_core_api_versions()
                .await
                .map_err(|err| self.map_error(err))?;
            for version in core.versions {
                versions.push((String::new(), version));
            }
            let groups = self
                .client
                .list_api_groups()
                .await
                .map_err(|err| self.map_error(err))?;
            for group in groups.groups {
                let preferred = group
                    .preferred_version
                    .map(|v| v.version)
                    .or_else(|| group.versions.first().map(|v| v.version.clone()));
                if let Some(version) = preferred {
                    versions.push((group.name, version));
                }
            }
            let mut resources = Vec::new();
            for (group, version) in versions {
                let api_version = if group.is_empty() {
                    version.clone()
                } else {
                    format!("{group}/{version}")
                };
                let answer = if group.is_empty() {
                    self.client.list_core_api_resources(&version).await
                } else {
                    self.client.list_api_group_resources(&api_version).await
                };
                let list = match answer {
                    Ok(list) => list,
                    Err(kube::Error::Api(status)) if status.code == 404 => continue,
                    Err(err) => return Err(self.map_error(err)),
                };
                for r in list.resources.into_iter().filter(|r| !r.name.contains('/')) {
                    resources.push(Resource {
                        api_version: api_version.clone(),
                        group: group.clone(),
                        singular: if r.singular_name.is_empty() {
                            r.kind.to_ascii_lowercase()
                        } else {
                            r.singular_name
                        },
                        kind: r.kind,
                        plural: r.name,
                        short_names: r.short_names.unwrap_or_default(),
                        namespaced: r.namespaced,
                    });
                }
            }
            Ok(resources)
        })
    }

    /// The API of a kind, in `namespace` when it is namespaced and one is given.
    async fn api_of(
        &self,
        api_version: &str,
        kind: &str,
        namespace: Option<&str>,
    ) -> Result<Api<DynamicObject>, KubeError> {
        let (resource, namespaced): (ApiResource, bool) = self.resolve(api_version, kind).await?;
        Ok(match namespace {
            Some(namespace) if namespaced => {
                Api::namespaced_with(self.client.clone(), namespace, &resource)
            }
            _ => Api::all_with(self.client.clone(), &resource),
        })
    }
}
