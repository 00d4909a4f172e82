//! flux's `stats`: per Flux kind, how many objects run, fail and are suspended, and the
//! storage their artifacts take.

use serde_json::Value;

use super::kinds::{self, FluxKind};
use super::objects::{self, Selection};
use crate::kube::Cluster;
use crate::ui::table;

/// The kinds in the order flux reports them.
const KINDS: [FluxKind; 13] = [
    kinds::GIT_REPOSITORY,
    kinds::OCI_REPOSITORY,
    kinds::HELM_REPOSITORY,
    kinds::HELM_CHART,
    kinds::BUCKET,
    kinds::KUSTOMIZATION,
    kinds::HELM_RELEASE,
    kinds::ALERT,
    kinds::PROVIDER,
    kinds::RECEIVER,
    kinds::IMAGE_UPDATE_AUTOMATION,
    kinds::IMAGE_POLICY,
    kinds::IMAGE_REPOSITORY,
];

/// The report table; `namespace` `None` covers every namespace. A kind the cluster does not
/// serve counts as empty, as in flux.
pub fn report(cluster: &Cluster, namespace: Option<&str>) -> String {
    let rows: Vec<Vec<String>> = KINDS
        .iter()
        .map(|kind| {
            let objects = objects::list(
                cluster,
                *kind,
                &Selection {
                    namespace,
                    ..Selection::default()
                },
            )
            .unwrap_or_default();
            let suspended = objects
                .iter()
                .filter(|o| o.pointer("/spec/suspend").and_then(Value::as_bool) == Some(true))
                .count();
            let failing: usize = objects
                .iter()
                .map(|o| {
                    super::status::conditions(o)
                        .filter(|c| c["type"] == "Ready" && c["status"] == "False")
                        .count()
                })
                .sum();
            // Go's int64 sum wraps; the sizes come from the objects' status, which anyone
            // with write access to it sets.
            let size: i64 = objects
                .iter()
                .filter_map(|o| o.pointer("/status/artifact/size").and_then(Value::as_i64))
                .fold(0, i64::wrapping_add);
            vec![
                kind.kind.to_owned(),
                (objects.len() - suspended).to_string(),
                failing.to_string(),
                suspended.to_string(),
                format_size(size),
            ]
        })
        .collect();
    table::render(
        &["Reconcilers", "Running", "Failing", "Suspended", "Storage"],
        &rows,
    )
}

/// flux's `formatSize`: `-` for nothing, bytes, then KiB, MiB… with one decimal.
fn format_size(bytes: i64) -> String {
    if bytes == 0 {
        return "-".to_owned();
    }
    const UNIT: i64 = 1024;
    if bytes < UNIT {
        return format!("{bytes} B");
    }
    let (mut div, mut exp) = (UNIT, 0);
    let mut n = bytes / UNIT;
    while n >= UNIT {
        div *= UNIT;
        exp += 1;
        n /= UNIT;
    }
    #[allow(clippy::cast_precision_loss)]
    let value = bytes as f64 / div as f64;
    format!("{value:.1} {}iB", "KMGTPE".as_bytes()[exp] as char)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_like_flux() {
        assert_eq!(format_size(0), "-");
        assert_eq!(format_size(512), "512 B");
        assert_eq!(format_size(1536), "1.5 KiB");
        assert_eq!(format_size(5 * 1024 * 1024), "5.0 MiB");
    }
}
