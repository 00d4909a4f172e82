//! `fluxr diff kustomization` and `fluxr build kustomization` against a cluster: the fake API
//! server holds the live objects and the Kustomization; the diff is a server-side dry run that
//! changes nothing.

mod support;

use std::fs;
use std::path::Path;

use assert_cmd::Command;
use serde_json::{Value, json};
use support::FakeKube;

fn write(root: &Path, rel: &str, text: &str) {
    let path = root.join(rel);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

const KS: &str = "\
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: podinfo
  namespace: flux-system
spec:
  interval: 10m
  path: ./app
  prune: true
  sourceRef:
    kind: GitRepository
    name: fleet
  targetNamespace: default
";

fn tree() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "ks.yaml", KS);
    write(
        root,
        "app/service.yaml",
        "apiVersion: v1\nkind: Service\nmetadata:\n  name: podinfo\nspec:\n  ports:\n  - name: \
         http\n    port: 9898\n",
    );
    write(
        root,
        "app/config.yaml",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: podinfo\ndata:\n  color: blue\n",
    );
    dir
}

/// The objects as `fluxr build` renders them, so that the cluster can hold them unchanged.
fn labels() -> Value {
    json!({"kustomize.toolkit.fluxcd.io/name": "podinfo",
           "kustomize.toolkit.fluxcd.io/namespace": "flux-system"})
}

fn service(port: u16) -> Value {
    json!({"apiVersion": "v1", "kind": "Service",
           "metadata": {"name": "podinfo", "namespace": "default", "labels": labels()},
           "spec": {"ports": [{"name": "http", "port": port}]}})
}

fn config_map(color: &str) -> Value {
    json!({"apiVersion": "v1", "kind": "ConfigMap",
           "metadata": {"name": "podinfo", "namespace": "default", "labels": labels()},
           "data": {"color": color}})
}

fn kustomization_crd() -> Value {
    fluxr::api::crds()
        .into_iter()
        .find(|crd| crd["metadata"]["name"] == "kustomizations.kustomize.toolkit.fluxcd.io")
        .unwrap()
}

/// The live Kustomization, with an inventory that lists `extra` besides the rendered objects.
fn live_kustomization(extra: &[&str]) -> Value {
    let mut entries = vec![
        json!({"id": "default_podinfo__ConfigMap", "v": "v1"}),
        json!({"id": "default_podinfo__Service", "v": "v1"}),
    ];
    entries.extend(extra.iter().map(|id| json!({"id": id, "v": "v1"})));
    let mut ks: Value = fluxr::yaml::parse_one(KS).unwrap();
    ks["status"] = json!({"inventory": {"entries": entries}});
    ks
}

fn cluster() -> FakeKube {
    let kube = FakeKube::start();
    kube.insert(
        json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "default"},
                       "status": {"phase": "Active"}}),
    );
    kube.insert(json!({"apiVersion": "v1", "kind": "Namespace",
                       "metadata": {"name": "flux-system"}, "status": {"phase": "Active"}}));
    kube.insert(kustomization_crd());
    kube
}

fn fluxr(dir: &Path, kube: &FakeKube, args: &[&str]) -> (i32, String, String) {
    let kubeconfig = kube.kubeconfig(dir);
    let out = Command::cargo_bin("fluxr")
        .unwrap()
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("KUBECONFIG", kubeconfig)
        .env("NO_COLOR", "1")
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

const DIFF: [&str; 6] = [
    "diff",
    "kustomization",
    "podinfo",
    "--path",
    "./app",
    "--progress-bar=false",
];

/// No request may have written anything: every write is a dry run.
fn assert_no_writes(kube: &FakeKube) {
    assert_no_writes_after(kube, 0);
}

/// [`assert_no_writes`] for the requests after the first `seeded` (the test's own).
fn assert_no_writes_after(kube: &FakeKube, seeded: usize) {
    for request in kube.requests().into_iter().skip(seeded) {
        let write = ["PATCH", "POST", "PUT", "DELETE"]
            .iter()
            .any(|m| request.starts_with(m));
        assert!(!write || request.contains("dryRun=All"), "{request}");
    }
}

#[test]
fn a_kustomization_in_sync_has_no_diff() {
    let dir = tree();
    let kube = cluster();
    kube.insert(live_kustomization(&[]));
    kube.insert(service(9898));
    kube.insert(config_map("blue"));
    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!((code, stdout.as_str(), stderr.as_str()), (0, "", ""));
    assert_no_writes(&kube);
}

#[test]
fn drift_creation_and_pruning_are_reported() {
    let dir = tree();
    let kube = cluster();
    // The live Kustomization is read from the cluster: no manifest is given.
    kube.insert(live_kustomization(&[
        "default_old__ConfigMap",
        "default_web_apps_Deployment",
    ]));
    // As kustomize-controller left it: its field manager owns the port the change replaces.
    let (code, _) = kube.apply_as("kustomize-controller", &service(9899));
    assert_eq!(code, 201);
    let seeded = kube.requests().len();
    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!(code, 1, "{stderr}");
    assert_eq!(
        stderr,
        "⚠️ identified at least one change, exiting with non-zero exit code\n"
    );
    insta::assert_snapshot!(stdout);
    assert_no_writes_after(&kube, seeded);
    // Nothing changed in the cluster.
    assert!(
        kube.object("v1", "ConfigMap", Some("default"), "podinfo")
            .is_none()
    );
    let live = kube
        .object("v1", "Service", Some("default"), "podinfo")
        .unwrap();
    assert_eq!(live["spec"]["ports"][0]["port"], 9899);
}

#[test]
fn a_new_kustomization_needs_ignore_not_found() {
    let dir = tree();
    let kube = cluster();
    let with_file = [&DIFF[..], &["--kustomization-file", "ks.yaml"]].concat();
    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &with_file);
    assert_eq!(code, 2);
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "✗ failed to get kustomization object: kustomizations.kustomize.toolkit.fluxcd.io \
         \"podinfo\" not found\n"
    );

    let ignoring = [&with_file[..], &["--ignore-not-found"]].concat();
    let (code, stdout, _) = fluxr(dir.path(), &kube, &ignoring);
    assert_eq!(code, 1);
    assert_eq!(
        stdout,
        "► ConfigMap/default/podinfo created\n► Service/default/podinfo created\n"
    );

    let (code, _, stderr) = fluxr(
        dir.path(),
        &kube,
        &[&DIFF[..], &["--ignore-not-found"]].concat(),
    );
    assert_eq!(code, 2);
    assert_eq!(
        stderr,
        "✗ kustomization file is required when assuming new kustomizations\n"
    );
    assert_no_writes(&kube);
}

#[test]
fn objects_excluded_from_reconciliation_are_skipped() {
    let dir = tree();
    let kube = cluster();
    kube.insert(live_kustomization(&[]));
    kube.insert(config_map("blue"));
    write(
        dir.path(),
        "app/service.yaml",
        "apiVersion: v1\nkind: Service\nmetadata:\n  name: podinfo\n  annotations:\n    \
         kustomize.toolkit.fluxcd.io/reconcile: disabled\nspec:\n  ports:\n  - name: http\n    \
         port: 1234\n",
    );
    // flux names a skipped object as the cluster has it: one the cluster lacks is its bare
    // kind, and missing from the new inventory, the prune would delete what the old one lists.
    let (code, stdout, _) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!(
        (code, stdout.as_str()),
        (1, "► Service/ skipped\n► Service/default/podinfo deleted\n")
    );
    kube.insert(service(9898));
    let (code, stdout, _) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!(
        (code, stdout.as_str()),
        (0, "► Service/default/podinfo skipped\n")
    );
}

#[test]
fn build_reads_the_kustomization_and_its_variables_from_the_cluster() {
    let dir = tree();
    write(
        dir.path(),
        "app/config.yaml",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: podinfo\ndata:\n  color: \
         ${color}\n  size: ${size:=small}\n",
    );
    let kube = cluster();
    let mut ks = live_kustomization(&[]);
    ks["spec"]["postBuild"] = json!({"substituteFrom": [
        {"kind": "ConfigMap", "name": "vars"},
        {"kind": "Secret", "name": "absent", "optional": true}
    ]});
    kube.insert(ks);
    kube.insert(json!({"apiVersion": "v1", "kind": "ConfigMap",
                       "metadata": {"name": "vars", "namespace": "flux-system"},
                       "data": {"color": "green"}}));
    let (code, stdout, stderr) = fluxr(
        dir.path(),
        &kube,
        &["build", "kustomization", "podinfo", "--path", "./app"],
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.contains("  color: green\n  size: small\n"),
        "{stdout}"
    );
    assert!(stdout.contains("  namespace: default\n"), "{stdout}");

    let (code, _, stderr) = fluxr(
        dir.path(),
        &kube,
        &["build", "kustomization", "missing", "--path", "./app"],
    );
    assert_eq!(code, 1);
    assert_eq!(
        stderr,
        "✗ failed to get kustomization object: kustomizations.kustomize.toolkit.fluxcd.io \
         \"missing\" not found\n"
    );
}

#[test]
fn a_sops_secret_drifts_only_when_its_keys_change() {
    let dir = tree();
    write(
        dir.path(),
        "app/secret.yaml",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: token\ndata:\n  token: \
         ENC[AES256_GCM,data:abc=,type:str]\nsops:\n  mac: ENC[AES256_GCM,data:xyz=,type:str]\n",
    );
    let kube = cluster();
    kube.insert(live_kustomization(&["default_token__Secret"]));
    kube.insert(service(9898));
    kube.insert(config_map("blue"));
    let secret = |key: &str| {
        json!({"apiVersion": "v1", "kind": "Secret",
               "metadata": {"name": "token", "namespace": "default", "labels": labels()},
               "data": {key: "cmVhbC12YWx1ZQ=="}})
    };
    kube.insert(secret("token"));
    // The decrypted value in the cluster differs from the mask, but that is not drift.
    let (code, stdout, _) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!((code, stdout.as_str()), (0, ""));

    kube.insert(secret("old-token"));
    let (code, stdout, _) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!(code, 1);
    assert!(!stdout.contains("cmVhbC12YWx1ZQ"), "{stdout}");
    insta::assert_snapshot!(stdout);

    // Applied by the manager the diff applies as, the old key goes away: what went and what
    // came print side by side, as they fit in the 80 columns assumed when stdout is no terminal.
    assert!(kube.remove("v1", "Secret", Some("default"), "token"));
    let (status, body) = kube.apply_as("kustomize-controller", &secret("old-token"));
    assert!(status < 300, "{body}");
    let (code, stdout, _) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!(code, 1);
    assert_eq!(
        stdout,
        format!(
            "► Secret/default/token drifted\n\ndata\n\
             - one map entry removed:   + one map entry added:\n\
             old-token: \"*****\"{}token: \"*****\"\n\n",
            " ".repeat(11)
        )
    );
}

#[test]
fn recursive_diff_reports_children_and_skips_remote_clusters() {
    let dir = tree();
    let child = |name: &str, remote: bool| {
        let kube_config = if remote {
            "  kubeConfig:\n    secretRef:\n      name: spoke-kubeconfig\n"
        } else {
            ""
        };
        format!(
            "apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  \
             name: {name}\nspec:\n  interval: 10m\n  path: ./{name}\n  prune: true\n  \
             sourceRef:\n    kind: GitRepository\n    name: fleet\n    namespace: \
             flux-system\n{kube_config}"
        )
    };
    write(dir.path(), "app/child.yaml", &child("child", false));
    write(dir.path(), "app/spoke.yaml", &child("spoke", true));
    for name in ["child", "spoke"] {
        write(
            dir.path(),
            &format!("{name}/cm.yaml"),
            &format!(
                "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {name}\n  namespace: \
                 default\n"
            ),
        );
    }
    let kube = cluster();
    kube.insert(live_kustomization(&[]));
    kube.insert(service(9898));
    kube.insert(config_map("blue"));
    let args = [
        &DIFF[..],
        &[
            "--recursive",
            "--local-sources",
            "GitRepository/flux-system/fleet=./",
        ],
    ]
    .concat();
    // Kustomizations the cluster does not run yet are created, and not followed.
    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &args);
    assert_eq!(
        (code, stderr.as_str()),
        (
            1,
            "⚠️ identified at least one change, exiting with non-zero exit code\n"
        )
    );
    assert_eq!(
        stdout,
        "► Kustomization/default/child created\n► Kustomization/default/spoke created\n"
    );
    // Once they run, each is diffed as the cluster runs it, built from its local source.
    for name in ["child", "spoke"] {
        let mut live: Value = fluxr::yaml::parse_one(&child(name, name == "spoke")).unwrap();
        live["metadata"]["namespace"] = json!("default");
        live["metadata"]["labels"] = labels();
        kube.insert(live);
    }
    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &args);
    assert_eq!(code, 1, "{stderr}");
    assert_eq!(
        stdout,
        "📁 Kustomization/default/child changed\n► ConfigMap/default/child created\n\
         ⚠️ Kustomization/default/spoke skipped: diff not supported for remote clusters\n"
    );
    assert_no_writes(&kube);

    // A child whose source has no local path is an error once its objects are compared.
    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &[&DIFF[..], &["--recursive"]].concat());
    assert_eq!(code, 2);
    assert_eq!(
        stderr,
        "✗ cannot get local path for GitRepository/flux-system/fleet of kustomization child\n"
    );
    assert_eq!(
        stdout,
        "⚠️ Kustomization/default/spoke skipped: diff not supported for remote clusters\n"
    );
}

/// The Secret as flux applied it before: its values written by the `flux` field manager.
fn applied_secret(password: &str) -> Value {
    use base64::Engine as _;
    let encode = |s: &str| base64::engine::general_purpose::STANDARD.encode(s);
    json!({"apiVersion": "v1", "kind": "Secret",
           "metadata": {"name": "db", "namespace": "default", "labels": labels(),
                        "managedFields": [{
                            "manager": "flux", "operation": "Apply", "apiVersion": "v1",
                            "fieldsType": "FieldsV1",
                            "fieldsV1": {"f:data": {"f:password": {}, "f:username": {}},
                                         "f:metadata": {"f:labels": {}}}}]},
           "data": {"password": encode(password), "username": encode("admin")}})
}

#[test]
fn a_secret_shows_what_the_server_would_store_with_values_masked() {
    let dir = tree();
    write(
        dir.path(),
        "app/secret.yaml",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\nstringData:\n  password: \
         new-pass\n  username: admin\n",
    );
    let kube = cluster();
    kube.insert(live_kustomization(&["default_db__Secret"]));
    kube.insert(service(9898));
    kube.insert(config_map("blue"));
    kube.insert(applied_secret("old-pass"));
    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!(code, 1, "{stderr}");
    // The server folds stringData into data: one value changes, none is shown.
    assert_eq!(
        stdout,
        "► Secret/default/db drifted\n\ndata.password\n± value change\n- *** (before)\n+ *** \
         (after)\n\n"
    );
    assert_no_writes(&kube);

    // The same values as stringData are what the server stores already: no drift.
    kube.insert(applied_secret("new-pass"));
    let (code, stdout, _) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!((code, stdout.as_str()), (0, ""));
}

#[test]
fn fields_the_server_defaults_are_not_drift() {
    let dir = tree();
    let kube = cluster();
    kube.insert(live_kustomization(&[]));
    kube.insert(service(9898));
    kube.insert(config_map("blue"));
    // The live Service carries what the server filled in, which the manifest does not set.
    let live = kube
        .object("v1", "Service", Some("default"), "podinfo")
        .unwrap();
    assert_eq!(live["spec"]["type"], "ClusterIP");
    assert_eq!(live["spec"]["ports"][0]["targetPort"], 9898);
    let (code, stdout, _) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!((code, stdout.as_str()), (0, ""));

    // A label another manager added stays after the apply, in the dry run too: not drift.
    let mut changed = service(9898);
    changed["metadata"]["labels"]["team"] = json!("a");
    kube.insert(changed);
    let (code, stdout, _) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!((code, stdout.as_str()), (0, ""));
}

#[test]
fn objects_applied_only_if_missing_are_skipped_when_present() {
    let dir = tree();
    write(
        dir.path(),
        "app/config.yaml",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: podinfo\n  annotations:\n    \
         kustomize.toolkit.fluxcd.io/ssa: IfNotPresent\ndata:\n  color: red\n",
    );
    let kube = cluster();
    kube.insert(live_kustomization(&[]));
    kube.insert(service(9898));
    let (code, stdout, _) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!(
        (code, stdout.as_str()),
        (1, "► ConfigMap/default/podinfo created\n")
    );
    kube.insert(config_map("blue"));
    let (code, stdout, _) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!(
        (code, stdout.as_str()),
        (0, "► ConfigMap/default/podinfo skipped\n")
    );
}

/// A ConfigMap as the build renders it (owner labels, namespace `ns`) with `data`.
fn config_map_with(name: &str, ns: &str, data: Value) -> Value {
    json!({"apiVersion": "v1", "kind": "ConfigMap",
           "metadata": {"name": name, "namespace": ns, "labels": labels()},
           "data": data})
}

#[test]
fn dry_run_errors_are_collected_and_the_diff_goes_on() {
    let dir = tree();
    // Without a target namespace each object keeps its own, or has none.
    write(
        dir.path(),
        "ks.yaml",
        &KS.replace("  targetNamespace: default\n", ""),
    );
    let config = |name: &str, ns: Option<&str>| {
        let ns = ns
            .map(|ns| format!("  namespace: {ns}\n"))
            .unwrap_or_default();
        format!(
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {name}\n{ns}data:\n  color: blue\n"
        )
    };
    write(
        dir.path(),
        "app/config.yaml",
        &config("podinfo", Some("default")),
    );
    write(
        dir.path(),
        "app/service.yaml",
        "apiVersion: v1\nkind: Service\nmetadata:\n  name: podinfo\n  namespace: default\nspec:\n  \
         ports:\n  - name: http\n    port: 9898\n",
    );
    write(dir.path(), "app/bare.yaml", &config("bare", None));
    write(
        dir.path(),
        "app/denied.yaml",
        &config("denied", Some("default")),
    );
    write(
        dir.path(),
        "app/fresh.yaml",
        &config("fresh", Some("default")),
    );
    write(
        dir.path(),
        "app/ghost.yaml",
        &config("ghost", Some("ghost")),
    );
    let kube = cluster();
    kube.insert(live_kustomization(&["default_old__ConfigMap"]));
    kube.insert(service(9898));
    kube.insert(config_map("blue"));
    kube.deny_writes(
        "ConfigMap",
        "default",
        "denied",
        "policy.example.com",
        "denied is not a name we allow",
    );
    let args = [&DIFF[..], &["--kustomization-file", "ks.yaml"]].concat();
    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &args);
    // Every object is compared; each dry run the server refuses is reported, in the words
    // of its Status (no reason for the webhook, none invented from the HTTP code), all
    // together; with errors there is no prune and the exit code is 2.
    assert_eq!(code, 2, "{stderr}");
    assert_eq!(stdout, "► ConfigMap/default/fresh created\n");
    assert_eq!(
        stderr,
        "✗ [ConfigMap/bare namespace not specified: the server could not find the requested \
         resource, ConfigMap/default/denied dry-run failed: admission webhook \
         \"policy.example.com\" denied the request: denied is not a name we allow, \
         ConfigMap/ghost/ghost not found: namespaces \"ghost\" not found]\n"
    );
    assert_no_writes(&kube);

    // One error alone is printed as it is.
    fs::remove_file(dir.path().join("app/bare.yaml")).unwrap();
    fs::remove_file(dir.path().join("app/ghost.yaml")).unwrap();
    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &args);
    assert_eq!(
        (code, stdout.as_str()),
        (2, "► ConfigMap/default/fresh created\n")
    );
    assert_eq!(
        stderr,
        "✗ ConfigMap/default/denied dry-run failed: admission webhook \"policy.example.com\" \
         denied the request: denied is not a name we allow\n"
    );

    // Without errors, the prune shows again.
    fs::remove_file(dir.path().join("app/denied.yaml")).unwrap();
    let (code, stdout, _) = fluxr(dir.path(), &kube, &args);
    assert_eq!(
        (code, stdout.as_str()),
        (
            1,
            "► ConfigMap/default/fresh created\n► ConfigMap/default/old deleted\n"
        )
    );
}

#[test]
fn fields_the_kustomization_ignores_are_not_drift() {
    let dir = tree();
    write(
        dir.path(),
        "app/config.yaml",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: podinfo\ndata:\n  color: red\n  \
         size: big\n",
    );
    let kube = cluster();
    let with_ignore = |rules: Value| {
        let mut ks = live_kustomization(&[]);
        ks["spec"]["ignore"] = rules;
        ks
    };
    kube.insert(with_ignore(json!([
        {"paths": ["/data/color"], "target": {"kind": "ConfigMap", "name": "pod.*"}},
        {"paths": ["/data/size"], "target": {"kind": "Secret"}}
    ])));
    kube.insert(service(9898));
    kube.insert(config_map_with(
        "podinfo",
        "default",
        json!({"color": "blue", "size": "small"}),
    ));
    // The ignored field neither makes drift nor shows in it.
    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!(code, 1, "{stderr}");
    assert_eq!(
        stdout,
        "► ConfigMap/default/podinfo drifted\n\ndata.size\n± value change\n- small\n+ big\n\n"
    );
    kube.insert(config_map_with(
        "podinfo",
        "default",
        json!({"color": "blue", "size": "big"}),
    ));
    let (code, stdout, _) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!((code, stdout.as_str()), (0, ""));

    // Rules are keyed by their target: of the rules without one, only the last counts.
    kube.insert(with_ignore(json!([
        {"paths": ["/data/color"]},
        {"paths": ["/data/size"]}
    ])));
    let (code, stdout, _) = fluxr(dir.path(), &kube, &DIFF);
    assert_eq!(
        (code, stdout.as_str()),
        (
            1,
            "► ConfigMap/default/podinfo drifted\n\ndata.color\n± value change\n- blue\n+ red\n\n"
        )
    );
}

#[test]
fn a_kustomization_manifest_without_a_namespace_reads_no_variables_from_the_cluster() {
    // flux reads `substituteFrom` in the Kustomization's own namespace. A manifest that names
    // none makes its client ask at `/api/v1/configmaps/NAME`, which the API server does not
    // serve: a NotFound, so a required source fails and an optional one is skipped, even though
    // `-n` holds the ConfigMap.
    let dir = tree();
    write(
        dir.path(),
        "app/config.yaml",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: podinfo\ndata:\n  color: \
         ${color:=unset}\n",
    );
    let manifest = |namespace: &str, optional: bool| {
        KS.replace("  namespace: flux-system\n", namespace)
            + &format!(
                "  postBuild:\n    substituteFrom:\n    - kind: ConfigMap\n      name: vars\n      \
                 optional: {optional}\n"
            )
    };
    write(dir.path(), "required.yaml", &manifest("", false));
    write(dir.path(), "optional.yaml", &manifest("", true));
    write(
        dir.path(),
        "namespaced.yaml",
        &manifest("  namespace: flux-system\n", false),
    );
    let kube = cluster();
    kube.insert(live_kustomization(&[]));
    kube.insert(json!({"apiVersion": "v1", "kind": "ConfigMap",
                       "metadata": {"name": "vars", "namespace": "flux-system"},
                       "data": {"color": "green"}}));
    // What a manifest without a namespace renders: an empty namespace label, and, with no
    // variables at all, no substitution.
    let unlabelled = json!({"kustomize.toolkit.fluxcd.io/name": "podinfo",
                            "kustomize.toolkit.fluxcd.io/namespace": ""});
    let mut rendered = config_map("${color:=unset}");
    rendered["metadata"]["labels"] = unlabelled.clone();
    kube.insert(rendered);
    let mut svc = service(9898);
    svc["metadata"]["labels"] = unlabelled;
    kube.insert(svc);
    let with = |file: &'static str| [&DIFF[..], &["--kustomization-file", file]].concat();

    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &with("required.yaml"));
    assert_eq!(
        (code, stdout.as_str(), stderr.as_str()),
        (
            2,
            "",
            "✗ var substitution failed for 'podinfo': substitute from 'ConfigMap/vars' error: \
             the server could not find the requested resource\n"
        )
    );
    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &with("optional.yaml"));
    assert_eq!((code, stdout.as_str(), stderr.as_str()), (0, "", ""));
    // Named in the manifest, the namespace is where the variables come from.
    let (code, stdout, stderr) = fluxr(dir.path(), &kube, &with("namespaced.yaml"));
    assert_eq!(code, 1, "{stderr}");
    assert!(!stderr.contains('✗'), "{stderr}");
    assert!(stdout.contains("+ green\n"), "{stdout}");
    assert_no_writes(&kube);
}
