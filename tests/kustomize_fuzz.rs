//! Property tests over the kustomization parser and the engine: whatever a kustomization file
//! says, a build ends in output or an error, never in a panic. Bounded so that CI stays fast.

use fluxr::kustomize::fs::MemFs;
use fluxr::kustomize::{Options, build};
use proptest::prelude::*;
use std::path::Path;

const RESOURCE: &str = "apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels:
    app: web
spec:
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
      - name: web
        image: nginx:1.27
";

/// Values that exercise the parser's type checks: scalars of every kind, lists and maps.
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("web".to_owned()),
        Just("[]".to_owned()),
        Just("{}".to_owned()),
        Just("null".to_owned()),
        Just("3".to_owned()),
        Just("[deployment.yaml]".to_owned()),
        Just("[{name: web, newTag: '2'}]".to_owned()),
        Just("[{path: missing.yaml}]".to_owned()),
        Just("[{patch: '[{op: add, path: /x, value: 1}]', target: {kind: Deployment}}]".to_owned()),
        Just("[{name: cm, literals: [a=b]}]".to_owned()),
        Just("{app: web}".to_owned()),
        "[a-z=./-]{0,12}",
    ]
}

fn field() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "resources",
        "namePrefix",
        "nameSuffix",
        "namespace",
        "commonLabels",
        "labels",
        "commonAnnotations",
        "images",
        "patches",
        "patchesStrategicMerge",
        "patchesJson6902",
        "configMapGenerator",
        "secretGenerator",
        "replicas",
        "replacements",
        "vars",
        "components",
        "generatorOptions",
        "sortOptions",
        "buildMetadata",
        "crds",
        "configurations",
        "openapi",
        "unknownField",
    ])
}

fn run(kustomization: &str) {
    let mut fs = MemFs::new();
    fs.add_file("/app/kustomization.yaml", kustomization.as_bytes().to_vec());
    fs.add_file("/app/deployment.yaml", RESOURCE.as_bytes().to_vec());
    let _ = build(&fs, Path::new("/app"), &Options::default());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn structured_kustomizations_never_panic(
        entries in prop::collection::vec((field(), value()), 0..6)
    ) {
        let mut text = String::from("resources:\n- deployment.yaml\n");
        for (key, value) in entries {
            text.push_str(&format!("{key}: {value}\n"));
        }
        run(&text);
    }

    #[test]
    fn arbitrary_kustomization_text_never_panics(text in "\\PC{0,200}") {
        run(&text);
    }
}
