use crate::{fluxr_snapshot, repo_root, run_fluxr};

#[test]
fn version_client() {
    fluxr_snapshot!("version_client", ["version", "--client"]);
}

#[test]
fn version_client_json() {
    fluxr_snapshot!("version_client_json", ["version", "--client", "-o", "json"]);
}

#[test]
fn version_flag() {
    fluxr_snapshot!("version_flag", ["--version"]);
}

#[test]
fn version_bad_output() {
    fluxr_snapshot!("version_bad_output", ["version", "--client", "-o", "table"]);
}

#[test]
fn version_without_client_needs_a_cluster() {
    fluxr_snapshot!(
        "version_without_a_cluster",
        ["version", "--kubeconfig=/nonexistent/kubeconfig"]
    );
}

/// The conformance replacements swap flux's version lines for fluxr's: they must name the
/// version this build prints, or the conformance run compares against stale text.
#[test]
fn version_conformance_replacements_name_this_version() {
    let file = std::fs::read_to_string(repo_root().join("tests/flux-conformance-replacements.txt"))
        .expect("the replacements file");
    let version = env!("CARGO_PKG_VERSION");
    let client = run_fluxr(&["version", "--client"]);
    let flag = run_fluxr(&["--version"]);
    assert!(file.contains(&format!("flux: v2.9.4=fluxr: v{version}\t")));
    assert!(file.contains(&format!("\"flux\": \"v2.9.4\"=\"fluxr\": \"v{version}\"\t")));
    assert!(file.contains(&format!("flux version 2.9.4=fluxr version {version}\t")));
    assert!(client.contains(&format!("\nfluxr: v{version}\n")));
    assert!(flag.contains(&format!("\nfluxr version {version}\n")));
}

#[test]
fn version_global_flags_are_checked() {
    fluxr_snapshot!(
        "version_bad_timeout",
        ["version", "--client", "--timeout", "5"]
    );
    fluxr_snapshot!(
        "version_bad_namespace",
        ["version", "--client", "-n", "Not_A_Label"]
    );
    fluxr_snapshot!(
        "version_bad_namespace_env",
        ["version", "--client"],
        env = [("FLUX_SYSTEM_NAMESPACE", "bad.namespace")]
    );
    fluxr_snapshot!("version_unknown_flag", ["version", "--nope"]);
    fluxr_snapshot!("version_unknown_command", ["frobnicate"]);
}
