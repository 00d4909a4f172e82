//! Duration flags as flux reads them: Go's `time.ParseDuration` (a sign, units ns to h,
//! fractions, sums) into a signed `time.Duration`, written into objects as `Duration.String`
//! prints it. What each `create` command does with a negative or zero value is its own: the
//! interval is written as given, `--fetch-timeout` and `--retry-interval` only when positive,
//! `--chart-interval` and `--scan-timeout` whenever not zero.

use assert_cmd::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let home = tempfile::tempdir().unwrap();
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", home.path())
        .current_dir(home.path())
        .args(args)
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

fn spec(args: &[&str]) -> serde_json::Value {
    let (code, stdout, stderr) = run(args);
    assert_eq!(code, 0, "{args:?}: {stderr}");
    fluxr::yaml::parse_one(&stdout).unwrap()["spec"].clone()
}

fn git(extra: &[&str]) -> serde_json::Value {
    let base = [
        "create",
        "source",
        "git",
        "podinfo",
        "--url=https://github.com/stefanprodan/podinfo",
        "--branch=main",
        "--export",
    ];
    spec(&[&base[..], extra].concat())
}

#[test]
fn a_negative_interval_is_written_as_go_prints_it() {
    let spec = git(&["--interval=-1m", "--fetch-timeout=-5s"]);
    assert_eq!(spec["interval"], "-1m0s");
    assert!(spec.get("timeout").is_none(), "{spec}");
    // As a separate argument too: pflag takes the next argument whatever it starts with.
    let spec = git(&["--interval", "-1.5h", "--fetch-timeout", "+90s"]);
    assert_eq!(spec["interval"], "-1h30m0s");
    assert_eq!(spec["timeout"], "1m30s");
    let spec = git(&["--interval=0", "--fetch-timeout=0s"]);
    assert_eq!(spec["interval"], "0s");
    assert!(spec.get("timeout").is_none(), "{spec}");
    let spec = git(&["--interval=1h2m3.5s", "--fetch-timeout=1500us"]);
    assert_eq!(spec["interval"], "1h2m3.5s");
    assert_eq!(spec["timeout"], "1.5ms");
}

#[test]
fn each_create_command_keeps_flux_s_rule_for_zero_and_negative() {
    let ks = |extra: &[&str]| {
        let base = [
            "create",
            "kustomization",
            "apps",
            "--source=GitRepository/podinfo",
            "--export",
        ];
        spec(&[&base[..], extra].concat())
    };
    let negative = ks(&[
        "--retry-interval=-1m",
        "--health-check-timeout=-2m",
        "--wait",
    ]);
    assert!(negative.get("retryInterval").is_none(), "{negative}");
    assert_eq!(negative["timeout"], "-2m0s");
    let positive = ks(&["--retry-interval=1m"]);
    assert_eq!(positive["retryInterval"], "1m0s");

    let hr = spec(&[
        "create",
        "helmrelease",
        "podinfo",
        "--source=HelmRepository/podinfo",
        "--chart=podinfo",
        "--chart-interval=-1m",
        "--interval=-10s",
        "--export",
    ]);
    assert_eq!(hr["interval"], "-10s");
    assert_eq!(hr["chart"]["spec"]["interval"], "-1m0s");
}

#[test]
fn durations_go_refuses_are_refused_in_go_s_words() {
    for (value, reason) in [
        ("3000000h", r#"time: invalid duration "3000000h""#),
        (
            "9223372036854775808ns",
            r#"time: invalid duration "9223372036854775808ns""#,
        ),
        ("--1m", r#"time: invalid duration "--1m""#),
        ("1", r#"time: missing unit in duration "1""#),
        ("1d", r#"time: unknown unit "d" in duration "1d""#),
        (
            "5é",
            r#"time: unknown unit "\xc3\xa9" in duration "5\xc3\xa9""#,
        ),
    ] {
        let (code, stdout, stderr) = run(&[
            "create",
            "source",
            "git",
            "podinfo",
            "--url=https://github.com/stefanprodan/podinfo",
            "--branch=main",
            "--export",
            &format!("--interval={value}"),
        ]);
        assert_eq!(code, 1, "{value}");
        assert_eq!(stdout, "");
        assert_eq!(
            stderr,
            format!("✗ invalid argument \"{value}\" for \"--interval\" flag: {reason}\n")
        );
    }
}
