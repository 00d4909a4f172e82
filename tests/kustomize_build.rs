//! `kustomize build` on trees of our own, compared with what `kubectl kustomize` (kustomize
//! v5.8.1) printed for the same files.

use std::path::Path;

use fluxr::kustomize::fs::MemFs;
use fluxr::kustomize::{LoadRestrictor, Options, Reorder, build};

fn run(fs: &MemFs, dir: &str, options: &Options) -> String {
    let objects = build(fs, Path::new(dir), options).expect("build succeeds");
    fluxr::yaml::to_stream(&objects)
}

fn error(fs: &MemFs, dir: &str, options: &Options) -> String {
    let err = build(fs, Path::new(dir), options).expect_err("build fails");
    let mut message = err.to_string();
    let mut source = std::error::Error::source(&err);
    while let Some(s) = source {
        message.push_str(": ");
        message.push_str(&s.to_string());
        source = s.source();
    }
    message
}

fn overlay_tree() -> MemFs {
    let mut fs = MemFs::new();
    fs.add_file(
        "overlay/base/app.yaml",
        r#"apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  template:
    spec:
      serviceAccountName: runner
      containers:
      - name: web
        image: nginx
        envFrom:
        - configMapRef:
            name: settings
---
apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  ports:
  - port: 80
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: settings
data:
  mode: fast
---
apiVersion: v1
kind: ServiceAccount
metadata:
  name: runner
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: runner
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: view
subjects:
- kind: ServiceAccount
  name: runner
  namespace: default
"#,
    );
    fs.add_file(
        "overlay/base/kustomization.yaml",
        r#"resources:
- app.yaml
"#,
    );
    fs.add_file(
        "overlay/kustomization.yaml",
        r#"namespace: shop
namePrefix: dev-
nameSuffix: -v2
commonLabels:
  team: web
commonAnnotations:
  owner: ops
resources:
- base
"#,
    );
    fs
}

#[test]
fn overlay_renames_namespaces_and_follows_references_in_legacy_order() {
    let out = run(&overlay_tree(), "/overlay", &Options::default());
    insta::assert_snapshot!(out, @r#"
    apiVersion: v1
    kind: ServiceAccount
    metadata:
      annotations:
        owner: ops
      labels:
        team: web
      name: dev-runner-v2
      namespace: shop
    ---
    apiVersion: rbac.authorization.k8s.io/v1
    kind: ClusterRoleBinding
    metadata:
      annotations:
        owner: ops
      labels:
        team: web
      name: dev-runner-v2
    roleRef:
      apiGroup: rbac.authorization.k8s.io
      kind: ClusterRole
      name: view
    subjects:
    - kind: ServiceAccount
      name: dev-runner-v2
      namespace: shop
    ---
    apiVersion: v1
    data:
      mode: fast
    kind: ConfigMap
    metadata:
      annotations:
        owner: ops
      labels:
        team: web
      name: dev-settings-v2
      namespace: shop
    ---
    apiVersion: v1
    kind: Service
    metadata:
      annotations:
        owner: ops
      labels:
        team: web
      name: dev-web-v2
      namespace: shop
    spec:
      ports:
      - port: 80
      selector:
        team: web
    ---
    apiVersion: apps/v1
    kind: Deployment
    metadata:
      annotations:
        owner: ops
      labels:
        team: web
      name: dev-web-v2
      namespace: shop
    spec:
      selector:
        matchLabels:
          team: web
      template:
        metadata:
          annotations:
            owner: ops
          labels:
            team: web
        spec:
          containers:
          - envFrom:
            - configMapRef:
                name: dev-settings-v2
            image: nginx
            name: web
          serviceAccountName: dev-runner-v2
    "#);
}

#[test]
fn components_apply_before_the_kustomization_transformers() {
    let mut fs = MemFs::new();
    fs.add_file(
        "comp/app/cm.yaml",
        r#"apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: db
spec:
  serviceName: db
  template:
    metadata:
      labels:
        app: db
---
apiVersion: v1
kind: Service
metadata:
  name: db
"#,
    );
    fs.add_file(
        "comp/app/kustomization.yaml",
        r#"resources:
- cm.yaml
components:
- ../extra
labels:
- pairs:
    tier: backend
  includeTemplates: true
"#,
    );
    fs.add_file(
        "comp/extra/kustomization.yaml",
        r#"apiVersion: kustomize.config.k8s.io/v1alpha1
kind: Component
namePrefix: x-
resources:
- ns.yaml
"#,
    );
    fs.add_file(
        "comp/extra/ns.yaml",
        r#"apiVersion: v1
kind: Namespace
metadata:
  name: data
"#,
    );
    let options = Options {
        reorder: Reorder::None,
        ..Options::default()
    };
    insta::assert_snapshot!(run(&fs, "/comp/app", &options), @r#"
    apiVersion: apps/v1
    kind: StatefulSet
    metadata:
      labels:
        tier: backend
      name: x-db
    spec:
      serviceName: x-db
      template:
        metadata:
          labels:
            app: db
            tier: backend
    ---
    apiVersion: v1
    kind: Service
    metadata:
      labels:
        tier: backend
      name: x-db
    ---
    apiVersion: v1
    kind: Namespace
    metadata:
      labels:
        tier: backend
      name: data
    "#);
}

#[test]
fn managed_by_label_names_the_kustomize_version() {
    let options = Options {
        managed_by_label: true,
        ..Options::default()
    };
    let out = run(&overlay_tree(), "/overlay/base", &options);
    assert_eq!(
        out,
        r#"apiVersion: v1
kind: ServiceAccount
metadata:
  labels:
    app.kubernetes.io/managed-by: kustomize-v5.8.1
  name: runner
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  labels:
    app.kubernetes.io/managed-by: kustomize-v5.8.1
  name: runner
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: view
subjects:
- kind: ServiceAccount
  name: runner
  namespace: default
---
apiVersion: v1
data:
  mode: fast
kind: ConfigMap
metadata:
  labels:
    app.kubernetes.io/managed-by: kustomize-v5.8.1
  name: settings
---
apiVersion: v1
kind: Service
metadata:
  labels:
    app.kubernetes.io/managed-by: kustomize-v5.8.1
  name: web
spec:
  ports:
  - port: 80
---
apiVersion: apps/v1
kind: Deployment
metadata:
  labels:
    app.kubernetes.io/managed-by: kustomize-v5.8.1
  name: web
spec:
  template:
    spec:
      containers:
      - envFrom:
        - configMapRef:
            name: settings
        image: nginx
        name: web
      serviceAccountName: runner
"#
    );
}

#[test]
fn a_directory_without_kustomization_is_an_error() {
    let mut fs = MemFs::new();
    fs.add_file("empty/readme.md", "nothing");
    assert_eq!(
        error(&fs, "/empty", &Options::default()),
        "unable to find one of 'kustomization.yaml', 'kustomization.yml' or 'Kustomization' in \
         directory '/empty'"
    );
}

#[test]
fn two_kustomization_files_are_an_error() {
    let mut fs = MemFs::new();
    fs.add_file("app/kustomization.yaml", "resources: []\n");
    fs.add_file("app/Kustomization", "resources: []\n");
    assert!(error(&fs, "/app", &Options::default()).starts_with("found multiple kustomization"));
}

#[test]
fn files_outside_the_root_need_load_restrictions_none() {
    let mut fs = MemFs::new();
    fs.add_file(
        "shared/cm.yaml",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n",
    );
    fs.add_file(
        "app/kustomization.yaml",
        "resources:\n- ../shared/cm.yaml\n",
    );
    let message = error(&fs, "/app", &Options::default());
    assert!(
        message.contains("security; file '/shared/cm.yaml' is not in or below '/app'"),
        "{message}"
    );
    let options = Options {
        load_restrictor: LoadRestrictor::None,
        ..Options::default()
    };
    assert_eq!(
        run(&fs, "/app", &options),
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n"
    );
}

#[test]
fn a_base_that_contains_its_overlay_is_a_cycle() {
    let mut fs = MemFs::new();
    fs.add_file("app/kustomization.yaml", "resources:\n- overlay\n");
    fs.add_file("app/overlay/kustomization.yaml", "resources:\n- ..\n");
    let message = error(&fs, "/app", &Options::default());
    assert!(
        message
            .contains("cycle detected: candidate root '/app' contains visited root '/app/overlay'"),
        "{message}"
    );
}

#[test]
fn remote_resources_are_refused_clearly() {
    let mut fs = MemFs::new();
    fs.add_file(
        "app/kustomization.yaml",
        "resources:\n- https://github.com/example/repo//deploy?ref=v1\n",
    );
    assert!(error(&fs, "/app", &Options::default()).contains("remote resources are not supported"));
}

#[test]
fn duplicate_resources_are_refused() {
    let mut fs = MemFs::new();
    let cm = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n";
    fs.add_file("app/a.yaml", cm);
    fs.add_file("app/b.yaml", cm);
    fs.add_file("app/kustomization.yaml", "resources:\n- a.yaml\n- b.yaml\n");
    assert!(error(&fs, "/app", &Options::default()).contains(
        "may not add resource with an already registered id: ConfigMap.v1.[noGrp]/c.[noNs]"
    ));
}

/// A ConfigMap named `name` whose data holds `bytes` of text, so that a few files make the
/// megabytes the engine reads ahead and parses on several cores.
fn config_map(name: &str, bytes: usize) -> String {
    format!(
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {name}\ndata:\n  text: {}\n",
        "x".repeat(bytes)
    )
}

fn names(fs: &MemFs, dir: &str) -> Vec<String> {
    let options = Options {
        reorder: Reorder::None,
        ..Options::default()
    };
    let objects = build(fs, Path::new(dir), &options).expect("build succeeds");
    objects
        .iter()
        .map(|obj| {
            obj["metadata"]["name"]
                .as_str()
                .unwrap_or_default()
                .to_owned()
        })
        .collect()
}

#[test]
fn many_resource_files_come_out_in_the_order_the_kustomization_lists_them() {
    // 48 files of 100 KB (more than one read-ahead of 4 MiB), listed in an order that is
    // neither their names' nor the file system's, with a directory among them.
    let mut fs = MemFs::new();
    let mut listed = Vec::new();
    let mut expected = Vec::new();
    for n in 0..48 {
        let file = format!("f{:02}.yaml", (n * 29) % 48);
        fs.add_file(format!("app/{file}"), config_map(&file, 100_000));
        listed.push(format!("- {file}\n"));
        expected.push(file);
        if n == 20 {
            fs.add_file(
                "app/sub/kustomization.yaml",
                "resources:\n- a.yaml\n- b.yaml\n",
            );
            fs.add_file("app/sub/a.yaml", config_map("sub-a", 10_000));
            fs.add_file("app/sub/b.yaml", config_map("sub-b", 10_000));
            listed.push("- sub\n".to_owned());
            expected.extend(["sub-a".to_owned(), "sub-b".to_owned()]);
        }
    }
    fs.add_file(
        "app/kustomization.yaml",
        format!("resources:\n{}", listed.concat()),
    );
    assert_eq!(names(&fs, "/app"), expected);
}

#[test]
fn of_several_broken_resource_files_the_first_listed_is_reported() {
    let mut fs = MemFs::new();
    let mut listed = String::from("resources:\n");
    for n in 0..12 {
        let text = match n {
            // The later one is the shorter: read whole first, it is not what kustomize names.
            5 => format!("{}\nkind: [unclosed\n", config_map("five", 40_000)),
            9 => "kind: [unclosed\n".to_owned(),
            _ => config_map(&format!("c{n}"), 40_000),
        };
        fs.add_file(format!("app/f{n}.yaml"), text);
        listed.push_str(&format!("- f{n}.yaml\n"));
    }
    fs.add_file("app/kustomization.yaml", listed);
    let message = error(&fs, "/app", &Options::default());
    assert!(
        message.starts_with("accumulating resources from 'f5.yaml'"),
        "{message}"
    );
}

#[test]
fn a_failing_directory_is_reported_before_a_broken_file_listed_after_it() {
    let mut fs = MemFs::new();
    fs.add_file("app/a.yaml", config_map("a", 40_000));
    fs.add_file("app/sub/kustomization.yaml", "resources:\n- missing.yaml\n");
    fs.add_file("app/z.yaml", "kind: [unclosed\n");
    fs.add_file(
        "app/kustomization.yaml",
        "resources:\n- a.yaml\n- sub\n- z.yaml\n",
    );
    let message = error(&fs, "/app", &Options::default());
    assert!(message.contains("missing.yaml"), "{message}");
    assert!(!message.contains("z.yaml"), "{message}");
}

/// An app: a config map, a deployment that reads it, and, for every seventh app, a
/// deployment labelled to be deleted and a resource marked as local configuration.
fn app(n: usize) -> String {
    let mut text = format!(
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cfg-{n}\n  annotations:\n    \
         note: app-{n}\ndata:\n  size: \"{n}\"\n---\napiVersion: apps/v1\nkind: Deployment\n\
         metadata:\n  name: web-{n}\nspec:\n  template:\n    spec:\n      containers:\n      \
         - name: main\n        image: nginx\n        envFrom:\n        - configMapRef:\n            \
         name: cfg-{n}\n"
    );
    if n % 7 == 3 {
        text.push_str(&format!(
            "---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: old-{n}\n  \
             labels:\n    drop: \"yes\"\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  \
             name: local-{n}\n  annotations:\n    config.kubernetes.io/local-config: \"true\"\n"
        ));
    }
    text
}

/// A kustomization over apps `apps` that renames, patches, deletes and refers across them.
fn apps_kustomization(apps: std::ops::Range<usize>) -> String {
    let listed: String = apps.map(|n| format!("- app-{n}.yaml\n")).collect();
    format!(
        "namePrefix: p-\nsortOptions:\n  order: fifo\nresources:\n{listed}patches:\n\
         - target:\n    kind: Deployment\n  patch: |-\n    apiVersion: apps/v1\n    \
         kind: Deployment\n    metadata:\n      name: any\n      labels:\n        patched: \"yes\"\n    \
         spec:\n      template:\n        spec:\n          containers:\n          - name: main\n            \
         env:\n            - name: MODE\n              value: prod\n\
         - target:\n    labelSelector: drop=yes\n  patch: |-\n    $patch: delete\n    \
         apiVersion: apps/v1\n    kind: Deployment\n    metadata:\n      name: any\n"
    )
}

#[test]
fn a_build_of_many_resources_gives_what_builds_of_its_parts_give() {
    // 700 apps (about 1,600 resources): name references, patches, deletions, dropped local
    // configuration and the output run on two threads; parts of 20 apps run on one.
    let mut fs = MemFs::new();
    for n in 0..700 {
        fs.add_file(format!("apps/app-{n}.yaml"), app(n));
    }
    fs.add_file("apps/kustomization.yaml", apps_kustomization(0..700));
    let mut parts = String::new();
    for first in (0..700).step_by(20) {
        let dir = format!("part-{first}");
        for n in first..first + 20 {
            fs.add_file(format!("{dir}/app-{n}.yaml"), app(n));
        }
        fs.add_file(
            format!("{dir}/kustomization.yaml"),
            apps_kustomization(first..first + 20),
        );
        let part = run(&fs, &format!("/{dir}"), &Options::default());
        parts.push_str(if parts.is_empty() { "" } else { "---\n" });
        parts.push_str(&part);
    }
    let whole = run(&fs, "/apps", &Options::default());
    assert_eq!(whole, parts);
    // What the parts agree on is the build kustomize makes.
    assert!(whole.contains("name: p-cfg-699\n"), "{whole}");
    assert_eq!(whole.matches("patched: \"yes\"").count(), 700);
    assert!(!whole.contains("old-") && !whole.contains("local-"));
    let objects = build(&fs, Path::new("/apps"), &Options::default()).unwrap();
    let mut streamed = Vec::new();
    fluxr::yaml::write_stream(&objects, |piece| {
        streamed.extend_from_slice(piece.as_bytes());
        Ok::<(), ()>(())
    })
    .unwrap();
    assert_eq!(String::from_utf8(streamed).unwrap(), whole);
}

#[test]
fn of_ambiguous_references_in_many_resources_the_first_listed_is_reported() {
    // Two service accounts `sa` in namespaces a and b, each bound by a cluster role binding
    // that names no namespace: kustomize cannot tell which one each binding means. Among
    // 500 other resources, the binding listed first is reported, whichever half it is in.
    let bound = |ns: &str| format!("namespace: {ns}\nresources:\n- r.yaml\n");
    let binding = |ns: &str| {
        format!(
            "apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: sa\n---\n\
             apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRoleBinding\nmetadata:\n  \
             name: crb-{ns}\nroleRef:\n  apiGroup: rbac.authorization.k8s.io\n  kind: ClusterRole\n  \
             name: cr\nsubjects:\n- kind: ServiceAccount\n  name: sa\n"
        )
    };
    let filler = |from: usize, count: usize| -> String {
        (from..from + count)
            .map(|n| format!("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c{n}\n---\n"))
            .collect()
    };
    for (first, second) in [("a", "b"), ("b", "a")] {
        let mut fs = MemFs::new();
        for ns in ["a", "b"] {
            fs.add_file(format!("top/{ns}/kustomization.yaml"), bound(ns));
            fs.add_file(format!("top/{ns}/r.yaml"), binding(ns));
        }
        fs.add_file("top/f1.yaml", filler(0, 100));
        fs.add_file("top/f2.yaml", filler(100, 300));
        fs.add_file("top/f3.yaml", filler(400, 100));
        fs.add_file(
            "top/kustomization.yaml",
            format!("resources:\n- f1.yaml\n- {first}\n- f2.yaml\n- {second}\n- f3.yaml\n"),
        );
        let message = error(&fs, "/top", &Options::default());
        assert!(
            message.contains(&format!(
                "ClusterRoleBinding.v1.rbac.authorization.k8s.io/crb-{first}"
            )),
            "{message}"
        );
        assert!(
            message.contains("found multiple possible referrals"),
            "{message}"
        );
    }
}

#[test]
fn of_many_resources_a_patch_fails_on_the_first_listed() {
    // The patch sets `data.x` to a map: a config map whose `x` is a list fails with one
    // message, one whose `x` is text with another. Among 600 config maps, the one listed
    // first is reported, whichever half it is in.
    let maps = |list_at: usize, text_at: usize| -> String {
        (0..600)
            .map(|n| {
                let x = match n {
                    _ if n == list_at => "x: [1]",
                    _ if n == text_at => "x: text",
                    _ => "y: \"1\"",
                };
                format!(
                    "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c{n}\ndata:\n  {x}\n---\n"
                )
            })
            .collect()
    };
    let kustomization = "resources:\n- maps.yaml\npatches:\n- target:\n    kind: ConfigMap\n  \
                         patch: |-\n    apiVersion: v1\n    kind: ConfigMap\n    metadata:\n      \
                         name: any\n    data:\n      x:\n        a: b\n";
    for (list_at, text_at, expected) in [
        (100, 450, "expected SequenceNode but got MappingNode"),
        (450, 100, "expected ScalarNode but got MappingNode"),
    ] {
        let mut fs = MemFs::new();
        fs.add_file("app/maps.yaml", maps(list_at, text_at));
        fs.add_file("app/kustomization.yaml", kustomization);
        let message = error(&fs, "/app", &Options::default());
        assert!(message.contains(expected), "{message}");
    }
}
