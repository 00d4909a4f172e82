//! `fluxr envsubst` as a user runs it: stdin in, substituted text out, one-line errors.

use assert_cmd::Command;

fn fluxr() -> Command {
    let mut cmd = Command::cargo_bin("fluxr").unwrap();
    cmd.env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default());
    cmd
}

#[test]
fn envsubst_substitutes_each_line() {
    let out = fluxr()
        .arg("envsubst")
        .env("CLUSTER", "prod-eu")
        .write_stdin("name: ${CLUSTER}\nregion: ${CLUSTER#*-}\nkept: $CLUSTER\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "name: prod-eu\nregion: eu\nkept: $CLUSTER\n"
    );
    assert!(out.stderr.is_empty());
}

#[test]
fn envsubst_strict_names_the_missing_variable() {
    let out = fluxr()
        .args(["envsubst", "--strict"])
        .env("FIRST", "1")
        .write_stdin("a: ${FIRST}\nb: ${SECOND}\nc: ${FIRST}\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "a: 1\n");
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "✗ variable not set (strict mode): \"SECOND\"\n"
    );
}

#[test]
fn envsubst_non_strict_reads_unset_as_empty() {
    let out = fluxr()
        .arg("envsubst")
        .write_stdin("v: '${UNSET}'\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "v: ''\n");
}
