//! `plugin list`, and the flag checks of `diff kustomization` and `logs`, whose work needs a
//! cluster.

use std::os::unix::fs::PermissionsExt as _;

use crate::{fluxr_snapshot, run_fluxr_with_env};

#[test]
fn plugin_list_shows_versions_from_receipts() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["flux-operator", "flux-local"] {
        let path = dir.path().join(name);
        std::fs::write(&path, "#!/bin/sh\n").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    std::fs::write(
        dir.path().join("flux-operator.yaml"),
        "name: operator\nversion: \"1.2.3\"\n",
    )
    .unwrap();
    let plugins = dir.path().display().to_string();
    let output = run_fluxr_with_env(&["plugin", "list"], &[("FLUXCD_PLUGINS", &plugins)]);
    let width = format!("{plugins}/flux-operator").len();
    let expected = format!(
        "success: true\nexit_code: 0\n----- stdout -----\nNAME    \tVERSION\t{:<width$} \n\
         local   \tmanual \t{:<width$}\t\noperator\t1.2.3  \t{plugins}/flux-operator\t\n\
         ----- stderr -----\n",
        "PATH",
        format!("{plugins}/flux-local"),
    );
    assert_eq!(output, expected);
}

#[test]
fn plugin_list_empty() {
    let dir = tempfile::tempdir().unwrap();
    let plugins = dir.path().display().to_string();
    let output = run_fluxr_with_env(&["plugin", "list"], &[("FLUXCD_PLUGINS", &plugins)]);
    assert!(
        output.contains("----- stdout -----\nNo plugins found\n"),
        "{output}"
    );
}

#[test]
fn diff_kustomization_without_path_exits_2() {
    fluxr_snapshot!(
        "diff_kustomization_without_path",
        ["diff", "kustomization", "podinfo"]
    );
    // Without a kubeconfig, clientcmd's default server: `$KUBERNETES_MASTER`.
    fluxr_snapshot!(
        "diff_kustomization_needs_a_cluster",
        ["diff", "ks", "podinfo", "--path=."],
        env = [("KUBERNETES_MASTER", "http://127.0.0.1:1")]
    );
}

#[test]
fn logs_bad_since() {
    fluxr_snapshot!("logs_bad_since", ["logs", "--since=XXX"]);
    fluxr_snapshot!(
        "logs_without_a_cluster",
        [
            "logs",
            "--kind=Kustomization",
            "--since=5m",
            "--kubeconfig=/nonexistent/kubeconfig"
        ]
    );
}
