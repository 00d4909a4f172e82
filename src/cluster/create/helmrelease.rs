//! HelmRelease (`create helmrelease`): flux's checks, in flux's order, and the object.

use crate::duration::GoDuration;

use serde_json::{Map, Value, json};

use super::flags::{self, SourceRef};
use super::secret::{ReadError, read_file};
use super::{metadata, parse_labels};
use crate::duration;

/// `create helmrelease`, with the name already checked: the flag values as flux holds them.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub name: String,
    pub namespace: String,
    /// `--label` values, checked before `generating HelmRelease` as flux does.
    pub labels: Vec<String>,
    pub interval: GoDuration,
    pub release_name: String,
    pub source: Option<SourceRef>,
    pub chart: String,
    pub chart_version: String,
    pub chart_ref: String,
    pub depends_on: Vec<String>,
    pub target_namespace: String,
    pub storage_namespace: String,
    pub create_target_namespace: bool,
    pub service_account: String,
    pub reconcile_strategy: String,
    pub chart_interval: GoDuration,
    /// Paths of values files, read in order.
    pub values: Vec<String>,
    pub values_from: Vec<String>,
    pub crds: Option<String>,
    pub kubeconfig_secret_ref: String,
}

/// A HelmRelease flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("chart or chart-ref is required")]
    ChartRequired,
    #[error("cannot use --chart in combination with --chart-ref")]
    ChartAndChartRef,
    #[error("'{strategy}' is an invalid reconcile strategy(valid: Revision, ChartVersion)")]
    InvalidStrategy { strategy: String },
    #[error(
        "chart reference kind '{kind}' is not supported, must be one of: OCIRepository, HelmChart"
    )]
    ChartRefKind { kind: String },
    #[error("reading values from {path} failed: {source}")]
    ReadValues { path: String, source: ReadError },
    #[error("converting values to JSON from {path} failed: {source}")]
    ParseValues {
        path: String,
        source: crate::yaml::Error,
    },
    #[error(
        "unmarshaling values from {path} failed: json: cannot unmarshal {found} into Go value of \
         type map[string]interface {{}}"
    )]
    ValuesNotAMap { path: String, found: &'static str },
    #[error("invalid Kubernetes object reference '{value}', must be in format <kind>/<name>")]
    ValuesFromFormat { value: String },
    #[error("reference kind '{kind}' is not supported, must be one of: Secret, ConfigMap")]
    ValuesFromKind { kind: String },
    #[error(transparent)]
    Create(#[from] super::Error),
}

/// Helm's merge of values files: maps merge key by key, anything else is replaced.
fn merge_values(base: &mut Map<String, Value>, overlay: Map<String, Value>) {
    for (key, value) in overlay {
        match (base.get_mut(&key), value) {
            (Some(Value::Object(existing)), Value::Object(incoming)) => {
                merge_values(existing, incoming);
            }
            (_, value) => {
                base.insert(key, value);
            }
        }
    }
}

/// The values files, read and merged in order as flux does.
fn read_values(paths: &[String]) -> Result<Map<String, Value>, Error> {
    let mut merged = Map::new();
    for path in paths {
        let text = read_file(path).map_err(|source| Error::ReadValues {
            path: path.clone(),
            source,
        })?;
        let parsed =
            crate::yaml::parse_first_yaml_v2(&text).map_err(|source| Error::ParseValues {
                path: path.clone(),
                source,
            })?;
        let found = match parsed {
            Value::Object(map) => {
                merge_values(&mut merged, map);
                continue;
            }
            // An empty file is `null`, which leaves the values as they are.
            Value::Null => continue,
            Value::Array(_) => "array",
            Value::String(_) => "string",
            Value::Number(_) => "number",
            Value::Bool(_) => "bool",
        };
        return Err(Error::ValuesNotAMap {
            path: path.clone(),
            found,
        });
    }
    Ok(merged)
}

/// The HelmRelease as flux exports it, from its options. `announce` prints flux's
/// `generating HelmRelease` line where flux prints it.
pub fn object(options: Options, announce: impl FnOnce()) -> Result<Value, Error> {
    let Options {
        name,
        namespace,
        labels,
        interval,
        release_name,
        source,
        chart,
        chart_version,
        chart_ref,
        depends_on,
        target_namespace,
        storage_namespace,
        create_target_namespace,
        service_account,
        reconcile_strategy,
        chart_interval,
        values,
        values_from,
        crds,
        kubeconfig_secret_ref,
    } = options;
    // The release is stored where it is installed unless told otherwise.
    let storage_namespace = if storage_namespace.is_empty() {
        target_namespace.clone()
    } else {
        storage_namespace
    };
    if chart.is_empty() && chart_ref.is_empty() {
        return Err(Error::ChartRequired);
    }
    if !chart.is_empty() && !chart_ref.is_empty() {
        return Err(Error::ChartAndChartRef);
    }
    let labels = parse_labels(&labels)?;
    announce();
    if !matches!(reconcile_strategy.as_str(), "Revision" | "ChartVersion") {
        return Err(Error::InvalidStrategy {
            strategy: reconcile_strategy,
        });
    }
    let mut spec = Map::new();
    spec.insert("interval".into(), duration::format(interval).into());
    if !release_name.is_empty() {
        spec.insert("releaseName".into(), release_name.into());
    }
    if !target_namespace.is_empty() {
        spec.insert("targetNamespace".into(), target_namespace.into());
    }
    if !storage_namespace.is_empty() {
        spec.insert("storageNamespace".into(), storage_namespace.into());
    }
    if !depends_on.is_empty() {
        let dependencies: Vec<Value> = flags::depends_on(&depends_on)
            .iter()
            .map(flags::Dependency::to_value)
            .collect();
        spec.insert("dependsOn".into(), dependencies.into());
    }
    if chart_ref.is_empty() {
        let mut chart_spec = Map::new();
        chart_spec.insert("chart".into(), chart.into());
        if !chart_version.is_empty() {
            chart_spec.insert("version".into(), chart_version.into());
        }
        // flux does not require --source: without it the reference is empty.
        chart_spec.insert("sourceRef".into(), source.unwrap_or_default().to_value());
        chart_spec.insert("reconcileStrategy".into(), reconcile_strategy.into());
        if !chart_interval.is_zero() {
            chart_spec.insert("interval".into(), duration::format(chart_interval).into());
        }
        spec.insert("chart".into(), json!({ "spec": chart_spec }));
    } else {
        let (kind, ref_name, namespace) = flags::kind_name_namespace(&chart_ref);
        // Unlike the other kinds, this one is compared with its case.
        if kind != "HelmChart" && kind != "OCIRepository" {
            return Err(Error::ChartRefKind {
                kind: kind.to_owned(),
            });
        }
        let reference = SourceRef {
            kind: kind.to_owned(),
            name: ref_name.to_owned(),
            namespace: namespace.to_owned(),
        };
        spec.insert("chartRef".into(), reference.to_value());
    }
    if !kubeconfig_secret_ref.is_empty() {
        spec.insert(
            "kubeConfig".into(),
            json!({ "secretRef": { "name": kubeconfig_secret_ref } }),
        );
    }
    let mut install = Map::new();
    if create_target_namespace {
        install.insert("createNamespace".into(), true.into());
    }
    if !service_account.is_empty() {
        spec.insert("serviceAccountName".into(), service_account.into());
    }
    if let Some(policy) = crds {
        install.insert("crds".into(), "Create".into());
        spec.insert("upgrade".into(), json!({ "crds": policy }));
    }
    if !install.is_empty() {
        spec.insert("install".into(), install.into());
    }
    if !values.is_empty() {
        spec.insert("values".into(), read_values(&values)?.into());
    }
    if !values_from.is_empty() {
        let mut references = Vec::new();
        for value in &values_from {
            let (kind, source_name) = flags::kind_name(value);
            if kind.is_empty() {
                return Err(Error::ValuesFromFormat {
                    value: value.clone(),
                });
            }
            let kind = flags::equal_fold(&["Secret", "ConfigMap"], kind).ok_or_else(|| {
                Error::ValuesFromKind {
                    kind: kind.to_owned(),
                }
            })?;
            references.push(json!({ "kind": kind, "name": source_name }));
        }
        spec.insert("valuesFrom".into(), references.into());
    }
    Ok(json!({
        "apiVersion": "helm.toolkit.fluxcd.io/v2",
        "kind": "HelmRelease",
        "metadata": metadata(&name, &namespace, &labels),
        "spec": spec,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_files_merge_like_helm() {
        let mut base = json!({ "a": { "x": 1, "y": 2 }, "list": [1] })
            .as_object()
            .unwrap()
            .clone();
        let overlay = json!({ "a": { "y": 3 }, "list": [2], "b": true })
            .as_object()
            .unwrap()
            .clone();
        merge_values(&mut base, overlay);
        assert_eq!(
            Value::Object(base),
            json!({ "a": { "x": 1, "y": 3 }, "list": [2], "b": true })
        );
    }

    #[test]
    fn values_files_must_hold_maps() {
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, text: &str| {
            let path = dir.path().join(name);
            std::fs::write(&path, text).unwrap();
            path.display().to_string()
        };
        let list = write("list.yaml", "- a\n- b\n");
        let empty = write("empty.yaml", "");
        let map = write("map.yaml", "a: 1\n");
        assert_eq!(
            read_values(std::slice::from_ref(&list))
                .unwrap_err()
                .to_string(),
            format!(
                "unmarshaling values from {list} failed: json: cannot unmarshal array into Go \
                 value of type map[string]interface {{}}"
            )
        );
        assert_eq!(
            read_values(&[map.clone(), empty]).unwrap(),
            json!({"a": 1}).as_object().unwrap().clone()
        );
        assert_eq!(
            read_values(&["missing.yaml".to_owned()])
                .unwrap_err()
                .to_string(),
            "reading values from missing.yaml failed: open missing.yaml: no such file or directory"
        );
    }
}
