//! `fluxr build kustomization` as a CI job runs it: offline, from a Kustomization manifest.

use std::fs;
use std::path::Path;

use assert_cmd::Command;

fn fluxr(cwd: &Path) -> Command {
    let mut cmd = Command::cargo_bin("fluxr").unwrap();
    cmd.env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .current_dir(cwd);
    cmd
}

fn write(root: &Path, rel: &str, text: &str) {
    let path = root.join(rel);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

const KS: &str = "\
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: web
  namespace: flux-system
spec:
  interval: 10m
  path: ./apps/web
  prune: true
  sourceRef:
    kind: GitRepository
    name: fleet
  targetNamespace: web
  namePrefix: prod-
  postBuild:
    substitute:
      replicas: \"3\"
      domain: example.org
";

fn tree() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "ks.yaml", KS);
    write(
        root,
        "apps/web/service.yaml",
        "apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80\n",
    );
    write(
        root,
        "apps/web/config.yml",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  host: web.${domain}\n  \
         replicas: ${replicas}\n  raw: ${raw:=none}\n",
    );
    write(root, "apps/web/README.md", "not a manifest\n");
    dir
}

#[test]
fn build_kustomization_generates_overlays_and_substitutes() {
    // `replicas: ${replicas}` becomes a number once substituted and re-read, as in Flux: values
    // that must stay strings need quotes around the reference.
    let dir = tree();
    let out = fluxr(dir.path())
        .args(["build", "kustomization", "web", "--path", "./apps/web"])
        .args(["--kustomization-file", "./ks.yaml", "--dry-run"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "\
apiVersion: v1
data:
  host: web.example.org
  raw: none
  replicas: 3
kind: ConfigMap
metadata:
  labels:
    kustomize.toolkit.fluxcd.io/name: web
    kustomize.toolkit.fluxcd.io/namespace: flux-system
  name: prod-web
  namespace: web
---
apiVersion: v1
kind: Service
metadata:
  labels:
    kustomize.toolkit.fluxcd.io/name: web
    kustomize.toolkit.fluxcd.io/namespace: flux-system
  name: prod-web
  namespace: web
spec:
  ports:
  - port: 80
---
"
    );
    // Nothing was written into the source tree.
    assert!(!dir.path().join("apps/web/kustomization.yaml").exists());
}

#[test]
fn build_kustomization_reads_the_manifest_from_stdin_and_honours_sourceignore() {
    let dir = tree();
    write(dir.path(), "apps/web/.sourceignore", "config.yml\n");
    let out = fluxr(dir.path())
        .args([
            "build",
            "ks",
            "web",
            "--path",
            "apps/web",
            "--kustomization-file",
            "-",
        ])
        .write_stdin(KS)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("kind: Service"));
    assert!(!stdout.contains("kind: ConfigMap"));
}

#[test]
fn build_kustomization_strict_substitution_names_the_object() {
    let dir = tree();
    write(
        dir.path(),
        "apps/web/extra.yaml",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: extra\ndata:\n  v: ${undefined}\n",
    );
    let out = fluxr(dir.path())
        .args(["build", "kustomization", "web", "--path", "apps/web"])
        .args(["--kustomization-file", "ks.yaml", "--strict-substitute"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "✗ var substitution failed for 'prod-extra': envsubst error: variable substitution failed: \
         variable not set (strict mode): \"undefined\"\n"
    );
}

#[test]
fn build_kustomization_masks_sops_secrets() {
    let dir = tree();
    write(
        dir.path(),
        "apps/web/secret.yaml",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: creds\nstringData:\n  token: \
         ENC[AES256_GCM,data:abc,type:str]\nsops:\n  mac: ENC[AES256_GCM,data:def,type:str]\n  \
         version: 3.9.0\n",
    );
    let out = fluxr(dir.path())
        .args(["build", "kustomization", "web", "--path", "apps/web"])
        .args(["--kustomization-file", "ks.yaml"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("  token: '**SOPS**'\n"), "{stdout}");
    assert!(!stdout.contains("ENC["));
    assert!(!stdout.contains("sops:"));
}

#[test]
fn build_kustomization_bad_input_is_one_line() {
    let dir = tree();
    let cases: [(&[&str], &str); 3] = [
        (
            &["--kustomization-file", "ks.yaml"],
            "✗ invalid resource path \"\"\n",
        ),
        (
            &["--path", "apps/web", "--kustomization-file", "missing.yaml"],
            "✗ invalid kustomization file \"missing.yaml\"\n",
        ),
        (
            &[
                "--path",
                "apps/web",
                "--kustomization-file",
                "ks.yaml",
                "-n",
                "other",
            ],
            "✗ failed to get kustomization object: failed find kustomization with name 'web' and \
             namespace 'other' in file 'ks.yaml'\n",
        ),
    ];
    for (args, want) in cases {
        let out = fluxr(dir.path())
            .args(["build", "kustomization", "web"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(String::from_utf8(out.stderr).unwrap(), want, "{args:?}");
        assert!(out.stdout.is_empty());
    }
}

/// flux's build_kustomization.go: the name, then `--path` (made absolute before it is checked,
/// and named so), then `--dry-run` without a file, then the file; booleans take `=true|false`.
#[test]
fn build_kustomization_checks_in_flux_s_order() {
    let dir = tree();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    let root = root.to_str().unwrap();
    let cases: [(&[&str], String); 5] = [
        (
            &["build", "kustomization", "--path", "missing"],
            "✗ kustomization name is required\n".into(),
        ),
        (
            &[
                "build",
                "ks",
                "web",
                "--path",
                "./apps/../missing",
                "--dry-run",
            ],
            format!("✗ invalid resource path \"{root}/missing\"\n"),
        ),
        (
            &["build", "ks", "web", "--path", "ks.yaml"],
            format!("✗ invalid resource path \"{root}/ks.yaml\"\n"),
        ),
        (
            &["build", "ks", "web", "--path", "apps/web", "--dry-run=true"],
            "✗ dry-run mode requires a kustomization file\n".into(),
        ),
        (
            &[
                "build",
                "ks",
                "web",
                "--path",
                "apps/web",
                "--kustomization-file",
                "apps",
                "--dry-run",
            ],
            "✗ invalid kustomization file \"apps\"\n".into(),
        ),
    ];
    for (args, want) in cases {
        let out = fluxr(dir.path()).args(args).output().unwrap();
        assert_eq!(String::from_utf8(out.stderr).unwrap(), want, "{args:?}");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(out.stdout.is_empty());
    }
    let out = fluxr(dir.path())
        .args(["build", "ks", "web", "--path", "apps/web", "--dry-run=true"])
        .args([
            "--kustomization-file",
            "ks.yaml",
            "--strict-substitute=false",
        ])
        .args(["--recursive=false"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// flux labels the objects with their Kustomization, then sets `commonMetadata` over them; a
/// manifest without a namespace gives an empty namespace label, as flux's does.
#[test]
fn build_kustomization_common_metadata_is_set_last() {
    let dir = tree();
    write(
        dir.path(),
        "ks.yaml",
        "apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: \
         web\nspec:\n  path: ./apps/web\n  commonMetadata:\n    labels:\n      \
         kustomize.toolkit.fluxcd.io/name: shared\n      team: a\n",
    );
    let out = fluxr(dir.path())
        .args(["build", "ks", "web", "--path", "apps/web"])
        .args(["--kustomization-file", "ks.yaml"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains(
            "  labels:\n    kustomize.toolkit.fluxcd.io/name: shared\n    \
             kustomize.toolkit.fluxcd.io/namespace: \"\"\n    team: a\n"
        ),
        "{stdout}"
    );
}

/// flux's maskSopsData: a value that carries SOPS ciphertext gets the base64 mask, in
/// `stringData` too; Secret data that is not base64 fails the build with Go's offset.
#[test]
fn build_kustomization_masks_single_values_and_checks_base64() {
    let dir = tree();
    write(
        dir.path(),
        "apps/web/secret.yaml",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: creds\nstringData:\n  token: \
         sops ENC[AES256_GCM,data:abc,type:str]\n  user: admin\n",
    );
    let out = fluxr(dir.path())
        .args(["build", "ks", "web", "--path", "apps/web"])
        .args(["--kustomization-file", "ks.yaml"])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("stringData:\n  token: KipTT1BTKio=\n  user: admin\n"),
        "{stdout}"
    );
    write(
        dir.path(),
        "apps/web/secret.yaml",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: creds\ndata:\n  token: YWJjZA\n",
    );
    let out = fluxr(dir.path())
        .args(["build", "ks", "web", "--path", "apps/web"])
        .args(["--kustomization-file", "ks.yaml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "✗ failed to mask secret prod-creds sops data: illegal base64 data at input byte 4\n"
    );
    assert!(out.stdout.is_empty());
}

/// kustomize-controller's generator reads the kustomization into kustomize's Go type and writes
/// it back: an unknown field is dropped (kustomize alone refuses it), an existing file without
/// resources gets `buildMetadata: [originAnnotations]` in place of its own, and a component
/// must be a local relative path.
#[test]
fn build_kustomization_generator_as_kustomize_controller_s() {
    let dir = tree();
    write(
        dir.path(),
        "apps/web/kustomization.yaml",
        "apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresourcs: [x.yaml]\n\
         buildMetadata: [managedByLabel]\nconfigMapGenerator:\n- name: gen\n  literals: [a=b]\n",
    );
    let out = fluxr(dir.path())
        .args(["build", "ks", "web", "--path", "apps/web"])
        .args(["--kustomization-file", "ks.yaml"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("config.kubernetes.io/origin"), "{stdout}");
    assert!(!stdout.contains("app.kubernetes.io/managed-by"), "{stdout}");

    write(
        dir.path(),
        "ks.yaml",
        &KS.replace(
            "  prune: true\n",
            "  prune: true\n  components:\n  - /etc/comp\n",
        ),
    );
    let out = fluxr(dir.path())
        .args(["build", "ks", "web", "--path", "apps/web"])
        .args(["--kustomization-file", "ks.yaml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "✗ failed to generate kustomization.yaml: component path '/etc/comp' must be local and \
         relative\n"
    );
}

const VARS: &str = "\
apiVersion: v1
kind: ConfigMap
metadata:
  name: cluster-vars
  namespace: flux-system
data:
  domain: from-configmap.org
  region: eu-west-1
---
apiVersion: v1
kind: Secret
metadata:
  name: cluster-secrets
data:
  region: dXMtZWFzdC0x
stringData:
  token: s3cr3t
";

fn with_substitute_from(sources: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(
        root,
        "ks.yaml",
        &format!(
            "apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  \
             name: web\n  namespace: flux-system\nspec:\n  path: ./app\n  postBuild:\n    \
             substitute:\n      domain: inline.org\n    substituteFrom:\n{sources}"
        ),
    );
    write(root, "vars.yaml", VARS);
    write(
        root,
        "app/cm.yaml",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  domain: ${domain}\n  \
         region: ${region}\n  token: ${token:=unset}\n",
    );
    dir
}

#[test]
fn build_kustomization_reads_substitute_from_local_manifests() {
    // Later sources win over earlier ones, inline values over both; Secret data is decoded and
    // stringData read; an optional source that is missing is skipped.
    let dir = with_substitute_from(
        "    - kind: ConfigMap\n      name: cluster-vars\n    - kind: Secret\n      name: \
         cluster-secrets\n    - kind: ConfigMap\n      name: absent\n      optional: true\n",
    );
    let out = fluxr(dir.path())
        .args([
            "build",
            "ks",
            "web",
            "--path",
            "app",
            "--kustomization-file",
            "ks.yaml",
        ])
        .args(["--substitute-from-file", "vars.yaml"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("  domain: inline.org\n"), "{stdout}");
    assert!(stdout.contains("  region: us-east-1\n"), "{stdout}");
    assert!(stdout.contains("  token: s3cr3t\n"), "{stdout}");

    // Without the flag, substituteFrom is skipped offline, as flux does with --dry-run.
    let out = fluxr(dir.path())
        .args([
            "build",
            "ks",
            "web",
            "--path",
            "app",
            "--kustomization-file",
            "ks.yaml",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    // An unset variable is empty, and an empty value reads back as null, as in Flux.
    assert!(stdout.contains("  region: null\n"), "{stdout}");
    assert!(stdout.contains("  token: unset\n"), "{stdout}");
}

#[test]
fn build_kustomization_a_missing_substitute_source_is_an_error() {
    let dir = with_substitute_from("    - kind: Secret\n      name: absent\n");
    let out = fluxr(dir.path())
        .args([
            "build",
            "ks",
            "web",
            "--path",
            "app",
            "--kustomization-file",
            "ks.yaml",
        ])
        .args(["--substitute-from-file", "vars.yaml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        // flux's words: kustomize-controller's reader names the source as `Kind/name`, the
        // API's NotFound follows, and the build names the object it was substituting.
        "✗ var substitution failed for 'web': substitute from 'Secret/absent' error: secrets \
         \"absent\" not found\n"
    );
    assert!(out.stdout.is_empty());
}

/// flux2 internal/build `kustomizationPath`: the key is the source's namespace, else the child
/// Kustomization's own, through `CrossNamespaceSourceReference.String()`, which leaves an empty
/// one out; `-n` plays no part.
#[test]
fn build_kustomization_recursive_keys_a_child_without_namespace_by_kind_and_name() {
    let dir = tree();
    let root = dir.path();
    write(
        root,
        "root.yaml",
        "apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: \
         root\n  namespace: flux-system\nspec:\n  path: ./clusters\n  sourceRef:\n    kind: \
         GitRepository\n    name: fleet\n",
    );
    write(
        root,
        "clusters/apps.yaml",
        "apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: \
         apps\nspec:\n  path: ./apps/web\n  sourceRef:\n    kind: GitRepository\n    name: \
         fleet\n",
    );
    let build = |source: &str| {
        fluxr(root)
            .args(["build", "kustomization", "root", "--path", "clusters"])
            .args(["--kustomization-file", "root.yaml", "-n", "flux-system"])
            .args(["--recursive", "--local-sources", source])
            .output()
            .unwrap()
    };
    let out = build("GitRepository/fleet=./");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("kind: Service\n"), "{stdout}");
    let out = build("GitRepository/flux-system/fleet=./");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "✗ cannot get local path for GitRepository/fleet of kustomization apps\n"
    );
}

/// fluxcd/pkg kustomize `varSubstitution`: envsubst cuts `domain` by bytes (`toSubstr`), and
/// `yaml.YAMLToJSON` refuses the half character left in the text.
#[test]
fn build_kustomization_fails_on_a_character_cut_by_substitution() {
    let dir = tree();
    write(
        dir.path(),
        "ks.yaml",
        &KS.replace("domain: example.org", "domain: é.org"),
    );
    write(
        dir.path(),
        "apps/web/config.yml",
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  host: ${domain:0:1}\n",
    );
    let out = fluxr(dir.path())
        .args(["build", "kustomization", "web", "--path", "apps/web"])
        .args(["--kustomization-file", "ks.yaml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.starts_with(
            "✗ var substitution failed for 'prod-web': envsubst error: YAMLToJSON: error converting \
             YAML to JSON: yaml: "
        ) && stderr.ends_with("invalid trailing UTF-8 octet\n"),
        "{stderr}"
    );
}
