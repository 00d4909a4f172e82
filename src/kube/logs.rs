//! Reading the logs of pods, as `kubectl logs` does: all at once, or followed as they grow.

use futures::{AsyncBufReadExt as _, StreamExt as _};
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

/// Go's `bufio.MaxScanTokenSize`, the buffer of the `bufio.Scanner` flux reads logs with: a line
/// of this many bytes or more (its newline aside) ends the pod's log, silently, as the scanner
/// stops there with an error flux does not look at. It also bounds what one line holds.
pub const MAX_LINE: usize = 64 * 1024;

/// What the reader of [`Cluster::pod_logs`] wants next from a pod.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// The pod's next line.
    Line,
    /// No more lines of this pod; the other pods are still read.
    StopPod,
}

impl Cluster {
    /// Hands every log line of the pods to `on_line` (as bytes, without its newline and a `\r`
    /// before it), pod after pod; when following, the lines of all pods as they come. A pod whose
    /// log cannot be read (opened or read to its end) is handed over as its error, once, and the
    /// other pods are still read. A pod's log ends at a line of [`MAX_LINE`] bytes or more, or
    /// when `on_line` answers [`Next::StopPod`].
    pub fn pod_logs(
        &self,
        namespace: &str,
        pods: &[(String, LogOptions)],
        mut on_line: impl FnMut(Result<&[u8], &KubeError>) -> Next,
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
            let mut stopped = vec![false; pods.len()];
            for (index, (pod, options)) in pods.iter().enumerate() {
                let stream = match api.log_stream(pod, &params(options)).await {
                    Ok(stream) => stream,
                    Err(err) => {
                        let _ = on_line(Err(&self.map_error(err)));
                        continue;
                    }
                };
                let lines = scanned_lines(stream).map(move |line| (index, line));
                if options.follow {
                    streams.push(lines.boxed());
                } else {
                    let mut lines = std::pin::pin!(lines);
                    while let Some((_, line)) = lines.next().await {
                        if on_line(line.as_deref()) == Next::StopPod {
                            break;
                        }
                    }
                }
            }
            let mut merged = futures::stream::select_all(streams);
            while let Some((index, line)) = merged.next().await {
                if !stopped[index] && on_line(line.as_deref()) == Next::StopPod {
                    stopped[index] = true;
                }
            }
        });
    }
}

/// A log's lines as Go's `bufio.Scanner` with `ScanLines` cuts them: at `\n`, a `\r` before it
/// dropped, the last line without a newline kept; the lines end at the first read error (handed
/// over once) or at a line of [`MAX_LINE`] bytes or more.
fn scanned_lines(
    reader: impl futures::AsyncBufRead + Unpin,
) -> impl futures::Stream<Item = Result<Vec<u8>, KubeError>> {
    futures::stream::unfold(Some(reader), |state| async move {
        let mut reader = state?;
        let mut line = Vec::new();
        loop {
            let chunk = match reader.fill_buf().await {
                Ok(chunk) => chunk,
                Err(err) => {
                    let err = KubeError::Api {
                        code: 0,
                        reason: String::new(),
                        message: err.to_string(),
                    };
                    return Some((Err(err), None));
                }
            };
            if chunk.is_empty() {
                return (!line.is_empty()).then(|| (Ok(line), None));
            }
            let newline = memchr::memchr(b'\n', chunk);
            let taken = newline.map_or(chunk.len(), |at| at + 1);
            line.extend_from_slice(&chunk[..newline.unwrap_or(chunk.len())]);
            reader.consume_unpin(taken);
            if line.len() >= MAX_LINE {
                return None;
            }
            if newline.is_some() {
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                return Some((Ok(line), Some(reader)));
            }
        }
    })
}
