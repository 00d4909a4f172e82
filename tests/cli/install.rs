use crate::fluxr_snapshot;

#[test]
fn install_invalid_namespace() {
    fluxr_snapshot!("install_invalid_namespace", ["install", "--namespace=@#[]"]);
}

#[test]
fn install_positional_argument() {
    fluxr_snapshot!(
        "install_positional_argument",
        ["install", "unexpectedPosArg", "--namespace=example"]
    );
}

#[test]
fn install_registry_creds_without_pull_secret() {
    fluxr_snapshot!(
        "install_registry_creds_without_pull_secret",
        ["install", "--registry-creds=fluxcd:test"]
    );
}

#[test]
fn install_without_export_needs_a_cluster() {
    fluxr_snapshot!("install_without_export", ["install"]);
}

#[test]
fn install_bad_boolean() {
    fluxr_snapshot!(
        "install_bad_boolean",
        ["install", "--export", "--network-policy=maybe"]
    );
}
