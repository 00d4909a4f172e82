use std::process::Command;

use crate::{fluxr_snapshot, repo_root, run_fluxr, run_fluxr_with_env};

/// What the build should have recorded, worked out here with git and date rather than with the
/// build script: the commit checked out and the build date (`SOURCE_DATE_EPOCH`, else the
/// commit's time), each `unknown` for sources outside their git repository.
fn expected_build() -> (String, String) {
    let run = |program: &str, args: &[&str]| {
        let output = Command::new(program)
            .args(args)
            .current_dir(repo_root())
            .env("TZ", "UTC")
            .output()
            .ok()?;
        let text = String::from_utf8(output.stdout).ok()?.trim().to_owned();
        (output.status.success() && !text.is_empty()).then_some(text)
    };
    let in_repo = run("git", &["rev-parse", "--show-toplevel"]).is_some_and(|top| {
        std::fs::canonicalize(top).ok() == std::fs::canonicalize(repo_root()).ok()
    });
    let commit = in_repo
        .then(|| run("git", &["rev-parse", "HEAD"]))
        .flatten();
    let date = match std::env::var("SOURCE_DATE_EPOCH") {
        Ok(epoch) => run(
            "date",
            &["-u", "-d", &format!("@{epoch}"), "+%Y-%m-%dT%H:%M:%SZ"],
        ),
        Err(_) => in_repo
            .then(|| {
                run(
                    "git",
                    &[
                        "log",
                        "-1",
                        "--format=%cd",
                        "--date=format-local:%Y-%m-%dT%H:%M:%SZ",
                    ],
                )
            })
            .flatten(),
    };
    (
        commit.unwrap_or_else(|| "unknown".to_owned()),
        date.unwrap_or_else(|| "unknown".to_owned()),
    )
}

fn stdout_of(report: &str) -> &str {
    let start = report.find("----- stdout -----\n").unwrap() + "----- stdout -----\n".len();
    let end = report.find("----- stderr -----").unwrap();
    &report[start..end]
}

#[test]
fn version_client_names_the_commit_and_build_date() {
    let (commit, date) = expected_build();
    let yaml_date = if date == "unknown" {
        date.clone()
    } else {
        format!("\"{date}\"")
    };
    let version = env!("CARGO_PKG_VERSION");
    let run = run_fluxr(&["version", "--client"]);
    assert!(run.starts_with("success: true\nexit_code: 0\n"), "{run}");
    assert_eq!(
        stdout_of(&run),
        format!("fluxr: v{version}\ncommit: {commit}\nbuildDate: {yaml_date}\n")
    );
    let run = run_fluxr(&["version", "--client", "-o", "json"]);
    assert!(run.starts_with("success: true\nexit_code: 0\n"), "{run}");
    assert_eq!(
        stdout_of(&run),
        format!(
            "{{\n  \"buildDate\": \"{date}\",\n  \"commit\": \"{commit}\",\n  \"fluxr\": \"v{version}\"\n}}\n"
        )
    );
}

#[test]
fn version_flag() {
    fluxr_snapshot!("version_flag", ["--version"]);
}

#[test]
fn version_bad_output() {
    fluxr_snapshot!("version_bad_output", ["version", "--client", "-o", "table"]);
    // flux checks --output before it reads the kubeconfig.
    let run = run_fluxr(&[
        "version",
        "-o",
        "table",
        "--kubeconfig=/nonexistent/kubeconfig",
    ]);
    assert!(
        run.ends_with("----- stderr -----\n✗ --output must be json or yaml, not table\n"),
        "{run}"
    );
}

#[test]
fn version_without_client_needs_a_cluster() {
    fluxr_snapshot!(
        "version_without_a_cluster",
        ["version", "--kubeconfig=/nonexistent/kubeconfig"]
    );
}

/// The conformance replacements turn flux's version output into fluxr's: applied to what flux
/// prints, they must give what this build prints, or the conformance run compares against stale
/// text. `.ci/run` fills `{commit}` and `{buildDate}` and expands `\n` as done here.
#[test]
fn version_conformance_replacements_give_this_builds_output() {
    let file = std::fs::read_to_string(repo_root().join("tests/flux-conformance-replacements.txt"))
        .expect("the replacements file");
    let (commit, date) = expected_build();
    let replacements: Vec<(String, String)> = file
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .filter_map(|line| {
            let pair = line.split('\t').next()?;
            let (old, new) = pair.split_once('=')?;
            let fill = |text: &str| {
                text.replace("\\n", "\n")
                    .replace("{commit}", &commit)
                    .replace("{buildDate}", &date)
            };
            Some((fill(old), fill(new)))
        })
        .collect();
    let replace = |flux: &str| {
        replacements
            .iter()
            .fold(flux.to_owned(), |text, (old, new)| text.replace(old, new))
    };
    assert_eq!(
        replace("flux: v2.9.4\n"),
        stdout_of(&run_fluxr(&["version", "--client"]))
    );
    assert_eq!(
        replace("{\n  \"flux\": \"v2.9.4\"\n}\n"),
        stdout_of(&run_fluxr(&["version", "--client", "-o", "json"]))
    );
    assert_eq!(
        replace("flux version 2.9.4\n"),
        stdout_of(&run_fluxr(&["--version"]))
    );
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
    // flux warns about an invalid FLUX_SYSTEM_NAMESPACE at start and goes on without it.
    let env = run_fluxr_with_env(
        &["version", "--client"],
        &[("FLUX_SYSTEM_NAMESPACE", "bad.namespace")],
    );
    assert!(env.starts_with("success: true\n"), "{env}");
    assert!(
        env.ends_with(
            "----- stderr -----\n⚠️  ignoring invalid FLUX_SYSTEM_NAMESPACE: \"bad.namespace\"\n"
        ),
        "{env}"
    );
    fluxr_snapshot!("version_unknown_flag", ["version", "--nope"]);
    fluxr_snapshot!("version_unknown_command", ["frobnicate"]);
}
