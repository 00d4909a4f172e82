//! End-to-end tests of the fluxr binary: each command's happy path and bad input, `--help` for
//! every subcommand, and the checked-in completion scripts.
//!
//! Every run is hermetic: an empty environment but `PATH`, a temporary `HOME`, no kubeconfig.

mod bootstrap_signing;
mod completion;
mod create_kustomization;
mod create_rules;
mod create_secrets;
mod create_source_git;
mod create_sources;
mod durations;
mod flags;
mod help;
mod install;
mod man;
mod migrate;
mod offline_stubs;
mod version;

use std::path::{Path, PathBuf};

use assert_cmd::Command;

/// Runs `fluxr` with `args` and renders what a user sees: exit code, stdout, stderr.
pub fn run_fluxr(args: &[&str]) -> String {
    run_fluxr_with_env(args, &[])
}

/// [`run_fluxr`] with extra environment variables.
pub fn run_fluxr_with_env(args: &[&str], env: &[(&str, &str)]) -> String {
    let home = tempfile::tempdir().expect("temporary HOME");
    let mut command = Command::cargo_bin("fluxr").expect("the fluxr binary");
    command
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default());
    command
        .env("HOME", home.path())
        .current_dir(home.path())
        .args(args);
    for (key, value) in env {
        command.env(key, value);
    }
    let output = command.output().expect("fluxr runs");
    let code = output
        .status
        .code()
        .map_or_else(|| "signal".to_owned(), |c| c.to_string());
    format!(
        "success: {}\nexit_code: {code}\n----- stdout -----\n{}----- stderr -----\n{}",
        output.status.success(),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr),
    )
}

/// Snapshots a fluxr run: `fluxr_snapshot!("name", ["arg", …])`.
#[macro_export]
macro_rules! fluxr_snapshot {
    ($name:expr, [$($arg:expr),* $(,)?]) => {
        insta::assert_snapshot!($name, $crate::run_fluxr(&[$($arg),*]))
    };
    ($name:expr, [$($arg:expr),* $(,)?], env = [$(($key:expr, $value:expr)),* $(,)?]) => {
        insta::assert_snapshot!(
            $name,
            $crate::run_fluxr_with_env(&[$($arg),*], &[$(($key, $value)),*])
        )
    };
}

/// The repository root, where `completions/` and `tests/` live.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_owned()
}
