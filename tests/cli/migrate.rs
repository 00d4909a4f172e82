//! `migrate -f`, written from flux's file-system migrator: paths are relative to the working
//! directory and stay in it, an `apiVersion: ` line followed by a `kind: ` line is what gets
//! upgraded, and only the version in that line changes.

use std::path::Path;

use assert_cmd::Command;

/// A run of `fluxr` in `cwd` with `stdin`: exit code and stderr (migrate prints nothing on
/// stdout).
fn run_in(cwd: &Path, args: &[&str], stdin: &str) -> (i32, String) {
    let home = tempfile::tempdir().unwrap();
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", home.path())
        .current_dir(cwd)
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    assert!(output.stdout.is_empty(), "{output:?}");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8(output.stderr).unwrap(),
    )
}

const POLICY: &str = "# image automation\r\napiVersion: image.toolkit.fluxcd.io/v1beta2\r\n\
                      kind: ImagePolicy\r\nmetadata:\r\n  name: podinfo\r\n";
const POLICY_V1: &str = "# image automation\r\napiVersion: image.toolkit.fluxcd.io/v1\r\n\
                         kind: ImagePolicy\r\nmetadata:\r\n  name: podinfo\r\n";
/// The kind before the apiVersion is not seen, a list item's is; a bad group version warns.
const MIXED: &str = "---\nkind: Kustomization\napiVersion: kustomize.toolkit.fluxcd.io/v1beta2\n\
                     ---\napiVersion: notification.toolkit.fluxcd.io/v1beta2  # v1beta2\nkind: Alert\n\
                     spec:\n  dependsOn:\n    - apiVersion: not/a/version\n      kind: Kustomization\n\
                     items:\n- apiVersion: helm.toolkit.fluxcd.io/v2beta1\n  kind: HelmRelease";
const MIXED_NEW: &str = "---\nkind: Kustomization\napiVersion: kustomize.toolkit.fluxcd.io/v1beta2\n\
                         ---\napiVersion: notification.toolkit.fluxcd.io/v1beta3  # v1beta2\nkind: Alert\n\
                         spec:\n  dependsOn:\n    - apiVersion: not/a/version\n      kind: Kustomization\n\
                         items:\n- apiVersion: helm.toolkit.fluxcd.io/v2\n  kind: HelmRelease";
const CURRENT: &str = "apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\n";

/// `fleet/` in `dir`: files in a hidden directory, other extensions, a link to a file and to
/// a directory, a directory named like a manifest.
fn tree(dir: &Path) {
    let root = dir.join("fleet");
    std::fs::create_dir_all(root.join("apps")).unwrap();
    std::fs::create_dir_all(root.join(".hidden")).unwrap();
    std::fs::create_dir_all(root.join("dir.yaml")).unwrap();
    std::fs::write(root.join("apps/policy.yaml"), POLICY).unwrap();
    std::fs::write(root.join("apps/notes.txt"), POLICY).unwrap();
    std::fs::write(root.join(".hidden/mixed.yml"), MIXED).unwrap();
    std::fs::write(root.join("current.yaml"), CURRENT).unwrap();
    std::os::unix::fs::symlink("apps/policy.yaml", root.join("link.yaml")).unwrap();
    std::os::unix::fs::symlink("apps/policy.yaml", root.join("link.txt")).unwrap();
    std::os::unix::fs::symlink("apps", root.join("linked-apps")).unwrap();
}

fn read(dir: &Path, file: &str) -> String {
    std::fs::read_to_string(dir.join(file)).unwrap()
}

#[test]
fn a_directory_is_walked_in_name_order_and_migrated_in_place() {
    let dir = tempfile::tempdir().unwrap();
    tree(dir.path());
    let (code, stderr) = run_in(dir.path(), &["migrate", "-f", "./fleet/", "--yes"], "");
    assert_eq!(
        stderr,
        "► starting migration of custom resources\n\
         ⚠️ skipping irregular file fleet/link.yaml\n\
         ⚠️ fleet/.hidden/mixed.yml:9: unexpected GroupVersion string: not/a/version\n\
         ✚ fleet/.hidden/mixed.yml:5: Alert v1beta2 -> v1beta3\n\
         ✚ fleet/.hidden/mixed.yml:12: HelmRelease v2beta1 -> v2\n\
         ✚ fleet/apps/policy.yaml:2: ImagePolicy v1beta2 -> v1\n\
         ✔ file fleet/.hidden/mixed.yml migrated successfully\n\
         ✔ file fleet/apps/policy.yaml migrated successfully\n\
         ✔ custom resources migrated successfully\n"
    );
    assert_eq!(code, 0);
    assert_eq!(read(dir.path(), "fleet/apps/policy.yaml"), POLICY_V1);
    assert_eq!(read(dir.path(), "fleet/.hidden/mixed.yml"), MIXED_NEW);
    assert_eq!(read(dir.path(), "fleet/apps/notes.txt"), POLICY);
    assert_eq!(read(dir.path(), "fleet/current.yaml"), CURRENT);
    assert!(
        std::fs::symlink_metadata(dir.path().join("fleet/link.yaml"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[test]
fn dry_run_lists_the_upgrades_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    tree(dir.path());
    let (code, stderr) = run_in(
        dir.path(),
        &[
            "migrate",
            "-f",
            "fleet/apps",
            "--dry-run",
            "-e",
            ".yaml,.txt",
        ],
        "",
    );
    assert_eq!(
        stderr,
        "► starting migration of custom resources\n\
         ✚ fleet/apps/notes.txt:2: ImagePolicy v1beta2 -> v1\n\
         ✚ fleet/apps/policy.yaml:2: ImagePolicy v1beta2 -> v1\n\
         ✔ dry-run mode enabled, no changes will be made\n"
    );
    assert_eq!(code, 0);
    assert_eq!(read(dir.path(), "fleet/apps/policy.yaml"), POLICY);
    assert_eq!(read(dir.path(), "fleet/apps/notes.txt"), POLICY);
}

#[test]
fn nothing_to_upgrade_is_a_success() {
    let dir = tempfile::tempdir().unwrap();
    tree(dir.path());
    let (code, stderr) = run_in(dir.path(), &["migrate", "-f", "fleet/current.yaml"], "");
    assert_eq!(
        stderr,
        "► starting migration of custom resources\n\
         ✔ no custom resources found that require migration\n"
    );
    assert_eq!(code, 0);
}

#[test]
fn the_target_version_picks_flux_s_table_and_must_be_supported() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("repo.yaml"),
        "apiVersion: image.toolkit.fluxcd.io/v1\nkind: ImageRepository\n",
    )
    .unwrap();
    let (code, stderr) = run_in(
        dir.path(),
        &["migrate", "-f", "repo.yaml", "--version=2.6", "-y"],
        "",
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("✚ repo.yaml:1: ImageRepository v1 -> v1beta2\n"));
    assert_eq!(
        read(dir.path(), "repo.yaml"),
        "apiVersion: image.toolkit.fluxcd.io/v1beta2\nkind: ImageRepository\n"
    );
    // The version is checked before anything else, the path included.
    let (code, stderr) = run_in(dir.path(), &["migrate", "-f", "missing", "-v", "2.10"], "");
    assert_eq!(
        stderr,
        "✗ version 2.10 is not supported, supported versions are: 2.9, 2.8, 2.7, 2.6\n"
    );
    assert_eq!(code, 1);
}

#[test]
fn the_answer_to_the_prompt_decides() {
    let dir = tempfile::tempdir().unwrap();
    tree(dir.path());
    let args = ["migrate", "-f", "fleet/apps/policy.yaml"];
    let prompt = "? Are you sure you want to proceed with the above upgrades? [y/N] ";
    let (code, stderr) = run_in(dir.path(), &args, "n\n");
    assert_eq!(code, 1);
    assert!(stderr.ends_with(&format!("{prompt}✗ \n")), "{stderr}");
    let (code, stderr) = run_in(dir.path(), &args, "");
    assert_eq!(code, 1);
    assert!(stderr.ends_with(&format!("{prompt}✗ ^D\n")), "{stderr}");
    assert_eq!(read(dir.path(), "fleet/apps/policy.yaml"), POLICY);
    let (code, stderr) = run_in(dir.path(), &args, "y\n");
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.ends_with(&format!(
        "{prompt}✔ file fleet/apps/policy.yaml migrated successfully\n\
         ✔ custom resources migrated successfully\n"
    )));
    assert_eq!(read(dir.path(), "fleet/apps/policy.yaml"), POLICY_V1);
}

#[test]
fn single_files_must_be_regular_and_match_the_extensions() {
    let dir = tempfile::tempdir().unwrap();
    tree(dir.path());
    let fail = |args: &[&str]| {
        let (code, stderr) = run_in(dir.path(), args, "");
        assert_eq!(code, 1, "{stderr}");
        stderr
    };
    assert!(
        fail(&["migrate", "-f", "fleet/link.yaml", "-y"])
            .ends_with("✗ file fleet/link.yaml is irregular\n")
    );
    assert!(
        fail(&["migrate", "-f", "fleet/apps/notes.txt", "-y"]).ends_with(
            "✗ file fleet/apps/notes.txt does not match the specified extensions: .yaml, .yml\n"
        )
    );
    let (code, _) = run_in(
        dir.path(),
        &["migrate", "-f", "fleet/apps/notes.txt", "-e", ".txt", "-y"],
        "",
    );
    assert_eq!(code, 0);
    assert_eq!(read(dir.path(), "fleet/apps/notes.txt"), POLICY_V1);
    // A link to a directory is walked as the directory.
    let (code, stderr) = run_in(
        dir.path(),
        &["migrate", "-f", "fleet/linked-apps", "--dry-run"],
        "",
    );
    assert_eq!(code, 0);
    assert!(stderr.contains("✚ fleet/linked-apps/policy.yaml:2: ImagePolicy v1beta2 -> v1\n"));
}

#[test]
fn paths_stay_inside_the_working_directory() {
    let dir = tempfile::tempdir().unwrap();
    tree(dir.path());
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("x.yaml"), POLICY).unwrap();
    std::os::unix::fs::symlink(outside.path(), dir.path().join("fleet/out")).unwrap();
    std::os::unix::fs::symlink("../../..", dir.path().join("fleet/apps/up")).unwrap();
    std::os::unix::fs::symlink("..", dir.path().join("fleet/apps/back")).unwrap();
    let absolute = dir.path().join("fleet").display().to_string();
    for (path, error) in [
        (
            absolute.as_str(),
            format!("failed to stat path {absolute}: stat {absolute}: invalid argument"),
        ),
        (
            "../fleet",
            "failed to stat path ../fleet: stat ../fleet: invalid argument".to_owned(),
        ),
        (
            "fleet/missing",
            "failed to stat path fleet/missing: statat fleet/missing: no such file or directory"
                .to_owned(),
        ),
        (
            "fleet/out/x.yaml",
            "failed to stat path fleet/out/x.yaml: statat fleet/out/x.yaml: path escapes from parent"
                .to_owned(),
        ),
        (
            "fleet/apps/up/x.yaml",
            "failed to stat path fleet/apps/up/x.yaml: statat fleet/apps/up/x.yaml: path escapes from parent"
                .to_owned(),
        ),
    ] {
        let (code, stderr) = run_in(dir.path(), &["migrate", "-f", path, "-y"], "");
        assert_eq!(
            stderr,
            format!("► starting migration of custom resources\n✗ {error}\n")
        );
        assert_eq!(code, 1);
    }
    assert_eq!(read(outside.path(), "x.yaml"), POLICY);
    // A link that stays inside is followed.
    let (code, stderr) = run_in(
        dir.path(),
        &[
            "migrate",
            "-f",
            "fleet/apps/back/apps/policy.yaml",
            "--dry-run",
        ],
        "",
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("✚ fleet/apps/back/apps/policy.yaml:2: ImagePolicy v1beta2 -> v1\n"));
}
