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

/// flux slices values by bytes and writes what it cut (fluxcd/pkg envsubst `toSubstr`,
/// `s[pos:pos+length]`), half a character included.
#[test]
fn envsubst_writes_the_bytes_of_a_cut_character() {
    let out = fluxr()
        .arg("envsubst")
        .env("CITY", "Zürich")
        .write_stdin("${CITY:0:2}|${CITY:2}\n${CITY:0:2}\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(out.stdout, b"Z\xc3|\xbcrich\nZ\xc3\n");
}

/// `${v:offset:length}` whose end falls before its offset: flux panics slicing; fluxr fails
/// with the panic's text, after the lines before it.
#[test]
fn envsubst_fails_on_an_end_before_the_offset() {
    let out = fluxr()
        .arg("envsubst")
        .env("V", "abcdef")
        .write_stdin("ok\n${V:3:-1}\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "ok\n");
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "✗ runtime error: slice bounds out of range [3:2]\n"
    );
}

/// flux hands `Scanner.Text()` to the parser, bytes that are no UTF-8 included, and writes them
/// back; in a name they end it (fluxcd/pkg envsubst: `utf8.DecodeRune` gives U+FFFD, no letter).
#[test]
fn envsubst_copies_bytes_that_are_no_text() {
    let out = fluxr()
        .arg("envsubst")
        .env("V", "v")
        .write_stdin(&b"a: \xff${V}\xfe\r\nb: ${V\xff}\n"[..])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(out.stdout, b"a: \xffv\xfe\n");
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "✗ missing closing brace\n"
    );
}
