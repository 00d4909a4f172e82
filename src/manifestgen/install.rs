//! The component manifests (`gotk-components.yaml`): what `flux install --export` prints.

/// Everything the component manifests depend on; `Default` is flux's defaults.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The distribution version with its `v`, e.g. `v2.9.4`.
    pub version: String,
    pub namespace: String,
    /// Components in output-header order: `--components` followed by `--components-extra`.
    pub components: Vec<String>,
    pub registry: String,
    pub image_pull_secret: String,
    pub watch_all_namespaces: bool,
    pub network_policy: bool,
    pub log_level: String,
    pub cluster_domain: String,
    pub toleration_keys: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            version: "v2.9.4".to_owned(),
            namespace: "flux-system".to_owned(),
            components: [
                "source-controller",
                "kustomize-controller",
                "helm-controller",
                "notification-controller",
            ]
            .map(str::to_owned)
            .to_vec(),
            registry: "ghcr.io/fluxcd".to_owned(),
            image_pull_secret: String::new(),
            watch_all_namespaces: true,
            network_policy: true,
            log_level: "info".to_owned(),
            cluster_domain: "cluster.local".to_owned(),
            toleration_keys: Vec::new(),
        }
    }
}
