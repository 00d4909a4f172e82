//! Reading the logs of pods, as `kubectl logs` does: all at once, or followed as they grow.

use futures::{AsyncBufReadExt as _, StreamExt as _, TryStreamExt as _};
use k8s_openapi::api::core::v1::Pod;
use kube::Api;
use kube::api::LogParams;

use super::{Cluster, KubeError};

/// Which part of a container's log to read.
#[derive(Debug, Clone, Default)]
pub struct LogOptions {
    /// Needed when the pod runs more than one container.
    pub container: Option<String>,
    /// Only the last lines.
    pub tail_lines: Option<i64>,
    /// Only what was written in the last seconds.
    pub since_seconds: Option<i64>,
    /// Only what was written after this RFC 3339 time.
    pub since_time: Option<k8s_openapi::jiff::Timestamp>,
    /// Keep reading until the pods end or the process is stopped.
    pub follow: bool,
}

impl Cluster {
    /// Hands every log line of the pods to `on_line`, pod after pod; when following, the lines
    /// of all pods as they come. A pod whose log cannot be read (opened or read to its end) is
    /// handed over as its error, once, and the other pods are still read.
    pub fn pod_logs(
        &self,
        namespace: &str,
        pods: &[(String, LogOptions)],
        mut on_line: impl FnMut(Result<&str, &KubeError>),
    ) {
        let api: Api<Pod> = Api::namespaced(self.client.clone(), namespace);
        let params = |options: &LogOptions| LogParams {
            container: options.container.clone(),
            follow: options.follow,
            since_seconds: options.since_seconds,
            since_time: options.since_time,
            tail_lines: options.tail_lines,
            ..LogParams::default()
        };
        self.runtime.block_on(async {
            let mut streams = Vec::new();
            for (pod, options) in pods {
                let stream = match api.log_stream(pod, &params(options)).await {
                    Ok(stream) => stream,
                    Err(err) => {
                        on_line(Err(&self.map_error(err)));
                        continue;
                    }
                };
                let mut failed = false;
                let lines = stream
                    .lines()
                    .map_err(|err| KubeError::Api {
                        code: 0,
                        reason: String::new(),
                        message: err.to_string(),
                    })
                    // A stream ends at its first error.
                    .take_while(move |line| {
                        let more = !failed;
                        failed |= line.is_err();
                        futures::future::ready(more)
                    });
                if options.follow {
                    streams.push(lines.boxed());
                } else {
                    let mut lines = std::pin::pin!(lines);
                    while let Some(line) = lines.next().await {
                        on_line(line.as_deref());
                    }
                }
            }
            let mut merged = futures::stream::select_all(streams);
            while let Some(line) = merged.next().await {
                on_line(line.as_deref());
            }
        });
    }
}
