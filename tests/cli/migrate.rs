//! `migrate -f`: manifests on disk move to the served API versions, everything else stays.

use std::path::Path;

use crate::run_fluxr;

const OLD: &str = "# image automation\r\napiVersion: image.toolkit.fluxcd.io/v1beta2\r\n\
                   kind: ImagePolicy\r\nmetadata:\r\n  name: podinfo\r\n";
const NEW: &str = "# image automation\r\napiVersion: image.toolkit.fluxcd.io/v1\r\n\
                   kind: ImagePolicy\r\nmetadata:\r\n  name: podinfo\r\n";
const CURRENT: &str = "apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\n";
const SKEWED: &str = "---\nkind: Kustomization\napiVersion: kustomize.toolkit.fluxcd.io/v1beta2\n\
                      spec:\n  dependsOn:\n    - apiVersion: not/a/version\n      kind: Kustomization\n";

fn tree(root: &Path) {
    std::fs::create_dir_all(root.join("apps")).unwrap();
    std::fs::write(root.join("apps/policy.yaml"), OLD).unwrap();
    std::fs::write(root.join("apps/notes.txt"), OLD).unwrap();
    std::fs::write(root.join("current.yml"), CURRENT).unwrap();
    std::fs::write(root.join("skewed.yaml"), SKEWED).unwrap();
    std::os::unix::fs::symlink("apps/policy.yaml", root.join("link.yaml")).unwrap();
}

#[test]
fn a_directory_is_migrated_in_place_and_links_are_skipped() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("fleet");
    tree(&root);
    let path = root.display().to_string();
    let output = run_fluxr(&["migrate", "-f", &path, "--yes"]);
    assert_eq!(
        output,
        format!(
            "success: true\nexit_code: 0\n----- stdout -----\n----- stderr -----\n\
             ► starting migration of custom resources\n\
             ⚠️ skipping irregular file {path}/link.yaml\n\
             ✚ {path}/apps/policy.yaml:2: ImagePolicy v1beta2 -> v1\n\
             ⚠️ {path}/skewed.yaml:6: unexpected GroupVersion string: not/a/version\n\
             ✚ {path}/skewed.yaml:3: Kustomization v1beta2 -> v1\n\
             ✔ file {path}/apps/policy.yaml migrated successfully\n\
             ✔ file {path}/skewed.yaml migrated successfully\n\
             ✔ custom resources migrated successfully\n"
        )
    );
    let read = |file: &str| std::fs::read_to_string(root.join(file)).unwrap();
    assert_eq!(read("apps/policy.yaml"), NEW, "CRLF and comments kept");
    assert_eq!(
        read("apps/notes.txt"),
        OLD,
        "other extensions are left alone"
    );
    assert_eq!(read("current.yml"), CURRENT);
    assert_eq!(
        read("skewed.yaml"),
        SKEWED.replace("fluxcd.io/v1beta2", "fluxcd.io/v1")
    );
    assert!(
        std::fs::symlink_metadata(root.join("link.yaml"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[test]
fn single_files_must_be_regular_and_match_the_extensions() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("fleet");
    tree(&root);
    let link = root.join("link.yaml").display().to_string();
    let output = run_fluxr(&["migrate", "-f", &link, "--yes"]);
    assert!(
        output.ends_with(&format!("✗ file {link} is irregular\n")),
        "{output}"
    );
    let notes = root.join("apps/notes.txt").display().to_string();
    let output = run_fluxr(&["migrate", "-f", &notes, "--yes"]);
    assert!(
        output.ends_with(&format!(
            "✗ file {notes} does not match the specified extensions: .yaml, .yml\n"
        )),
        "{output}"
    );
    let output = run_fluxr(&["migrate", "-f", &notes, "-e", ".txt", "--yes"]);
    assert!(output.starts_with("success: true"), "{output}");
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), NEW);
}

#[test]
fn nothing_is_written_without_confirmation() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("fleet");
    tree(&root);
    let path = root.display().to_string();
    // The test harness gives no stdin: the prompt reads end of input, which is a no.
    let output = run_fluxr(&["migrate", "-f", &path]);
    assert!(output.ends_with("✗ migration cancelled\n"), "{output}");
    assert_eq!(
        std::fs::read_to_string(root.join("apps/policy.yaml")).unwrap(),
        OLD
    );
}
