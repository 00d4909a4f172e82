//! Finding the cluster the way kubectl does: `--kubeconfig`, else every file of `$KUBECONFIG`
//! merged (the first file to set a value wins), else `~/.kube/config`, else the in-cluster
//! service account; `--context` picks a context other than the current one.

use std::path::{Path, PathBuf};

use kube::config::{KubeConfigOptions, Kubeconfig};

use super::{ClusterOptions, KubeError, error_chain};

/// The client configuration `opts` selects.
pub(super) async fn load(opts: &ClusterOptions) -> Result<kube::Config, KubeError> {
    let Some(kubeconfig) = read_kubeconfig(opts.kubeconfig.as_deref())? else {
        if opts.context.is_some() {
            return Err(KubeError::NoConfig);
        }
        return kube::Config::incluster().map_err(|_| KubeError::NoConfig);
    };
    if let Some(context) = &opts.context
        && !kubeconfig.contexts.iter().any(|c| &c.name == context)
    {
        return Err(KubeError::ContextNotFound {
            context: context.clone(),
        });
    }
    if opts.context.is_none() && kubeconfig.current_context.is_none() {
        return Err(KubeError::Kubeconfig {
            message: "no current context is set; pass --context".to_owned(),
        });
    }
    let options = KubeConfigOptions {
        context: opts.context.clone(),
        cluster: None,
        user: None,
    };
    kube::Config::from_custom_kubeconfig(kubeconfig, &options)
        .await
        .map_err(|err| KubeError::Kubeconfig {
            message: error_chain(&err),
        })
}

/// The merged kubeconfig, or `None` when there is none to read.
fn read_kubeconfig(flag: Option<&Path>) -> Result<Option<Kubeconfig>, KubeError> {
    let failed = |path: &Path, err: kube::config::KubeconfigError| {
        // kube's read error repeats the path; its cause says all that is left to say.
        let cause = match &err {
            kube::config::KubeconfigError::ReadConfig(io, _) => io.to_string(),
            other => error_chain(other),
        };
        KubeError::Kubeconfig {
            message: format!("{}: {cause}", path.display()),
        }
    };
    if let Some(path) = flag {
        return Kubeconfig::read_from(path)
            .map(Some)
            .map_err(|err| failed(path, err));
    }
    if let Some(list) = std::env::var_os("KUBECONFIG") {
        let paths: Vec<PathBuf> = std::env::split_paths(&list)
            .filter(|p| !p.as_os_str().is_empty())
            .collect();
        if !paths.is_empty() {
            let mut merged: Option<Kubeconfig> = None;
            for path in &paths {
                // kubectl skips listed files that do not exist.
                if !path.exists() {
                    continue;
                }
                let next = Kubeconfig::read_from(path).map_err(|err| failed(path, err))?;
                merged = Some(match merged {
                    None => next,
                    Some(config) => config.merge(next).map_err(|err| failed(path, err))?,
                });
            }
            return Ok(merged);
        }
    }
    let Some(home) = std::env::var_os("HOME") else {
        return Ok(None);
    };
    let default = Path::new(&home).join(".kube").join("config");
    if !default.is_file() {
        return Ok(None);
    }
    Kubeconfig::read_from(&default)
        .map(Some)
        .map_err(|err| failed(&default, err))
}
