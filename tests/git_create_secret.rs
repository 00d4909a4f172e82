//! `fluxr create secret git` over SSH: a key pair is generated or read, the server's host key
//! is scanned from a real sshd, and the resulting Secret's credentials work against it.

mod support;

use assert_cmd::Command;
use fluxr::git::{Auth, Author, Checkout};
use serde_json::Value;
use support::{Sshd, bare_repo, git};

fn create_secret(args: &[&str]) -> (Value, String) {
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .args([
            "create",
            "secret",
            "git",
            "fleet-auth",
            "--namespace=flux-system",
        ])
        .args(args)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8(output.stdout).unwrap();
    let secret = fluxr::yaml::parse_one(&stdout).unwrap();
    (secret, stdout)
}

fn string_data<'a>(secret: &'a Value, key: &str) -> &'a str {
    secret["stringData"][key].as_str().unwrap_or_default()
}

#[test]
fn ssh_secret_holds_a_working_deploy_key_and_the_scanned_host_key() {
    let sshd = Sshd::start(&[]);
    let bare = bare_repo(&sshd.repos(), "fleet.git");
    let url = sshd.url("fleet.git");
    let (secret, stdout) = create_secret(&[&format!("--url={url}"), "--export"]);

    assert!(stdout.starts_with("---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: fleet-auth\n  namespace: flux-system\nstringData:\n"), "{stdout}");
    assert!(
        stdout.ends_with("\n\n"),
        "flux prints an empty line after the YAML"
    );
    let keys: Vec<&String> = secret["stringData"].as_object().unwrap().keys().collect();
    assert_eq!(keys, ["identity", "identity.pub", "known_hosts"]);
    assert!(string_data(&secret, "identity").starts_with("-----BEGIN PRIVATE KEY-----\n"));
    assert!(string_data(&secret, "identity.pub").starts_with("ecdsa-sha2-nistp384 "));
    assert_eq!(
        format!("{}\n", string_data(&secret, "known_hosts")),
        sshd.known_hosts()
    );

    // The cluster would use exactly these three values: they let a push through.
    sshd.authorize(string_data(&secret, "identity.pub"));
    let auth = Auth {
        private_key: string_data(&secret, "identity").to_owned(),
        known_hosts: string_data(&secret, "known_hosts").to_owned(),
        ..Auth::default()
    };
    let clone = Checkout::clone_once(&url, "main", &auth).unwrap();
    clone.write_file("README.md", b"fleet\n").unwrap();
    let author = Author {
        name: "Flux".into(),
        email: String::new(),
        signer: None,
    };
    let commit = clone
        .commit(&["README.md"], &author, "init", "")
        .unwrap()
        .unwrap();
    clone.push().unwrap();
    assert_eq!(git(&bare, &["rev-parse", "main"]).trim(), commit);
}

#[test]
fn ssh_secret_key_algorithms_and_given_key_file() {
    let sshd = Sshd::start(&[]);
    let url = format!("--url={}", sshd.url("fleet.git"));
    for (flags, prefix) in [
        (&["--ssh-key-algorithm=ed25519"][..], "ssh-ed25519 "),
        (
            &["--ssh-key-algorithm=ecdsa", "--ssh-ecdsa-curve=p521"][..],
            "ecdsa-sha2-nistp521 ",
        ),
        (
            &["--ssh-key-algorithm=rsa", "--ssh-rsa-bits=1024"][..],
            "ssh-rsa ",
        ),
    ] {
        let mut args = vec![url.as_str(), "--export"];
        args.extend_from_slice(flags);
        let (secret, _) = create_secret(&args);
        assert!(
            string_data(&secret, "identity.pub").starts_with(prefix),
            "{flags:?}"
        );
    }

    let dir = tempfile::tempdir().unwrap();
    let key_file = dir.path().join("id");
    let status = std::process::Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "pass", "-C", "", "-f"])
        .arg(&key_file)
        .status()
        .unwrap();
    assert!(status.success());
    let key_flag = format!("--private-key-file={}", key_file.display());
    let (secret, _) = create_secret(&[&url, &key_flag, "--password=pass", "--export"]);
    let private_key = std::fs::read_to_string(&key_file).unwrap();
    let public_key = std::fs::read_to_string(key_file.with_extension("pub")).unwrap();
    assert_eq!(string_data(&secret, "identity"), private_key);
    assert_eq!(
        string_data(&secret, "identity.pub").trim(),
        public_key.trim()
    );
    assert_eq!(string_data(&secret, "password"), "pass");

    // Go's key parser: a password must open an encrypted key, and only an encrypted one.
    let fails = |args: &[&str]| {
        let output = Command::cargo_bin("fluxr")
            .unwrap()
            .args(["create", "secret", "git", "fleet-auth", "--export"])
            .args(args)
            .output()
            .unwrap();
        assert!(!output.status.success());
        String::from_utf8(output.stderr).unwrap()
    };
    assert_eq!(
        fails(&[&url, &key_flag, "--password=wrong"]),
        "✗ x509: decryption password incorrect\n"
    );
    assert_eq!(
        fails(&[&url, &key_flag]),
        "✗ ssh: this private key is passphrase protected\n"
    );
    let plain_file = dir.path().join("plain");
    let status = std::process::Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-C", "", "-f"])
        .arg(&plain_file)
        .status()
        .unwrap();
    assert!(status.success());
    let plain_flag = format!("--private-key-file={}", plain_file.display());
    assert_eq!(
        fails(&[&url, &plain_flag, "--password=pass"]),
        "✗ ssh: key is not password protected\n"
    );
    assert_eq!(
        fails(&[&url, "--private-key-file=missing.key"]),
        "✗ failed to open private key file: open missing.key: no such file or directory\n"
    );
}

#[test]
fn ssh_secret_for_an_unreachable_host_names_the_host() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let output = Command::cargo_bin("fluxr")
        .unwrap()
        .args(["create", "secret", "git", "fleet-auth", "--export"])
        .arg(format!("--url=ssh://git@127.0.0.1:{port}/fleet.git"))
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        stderr,
        format!(
            "✗ SSH key scan for host 127.0.0.1:{port} failed, error: dial tcp 127.0.0.1:{port}: \
             connect: connection refused\n"
        )
    );
}

#[test]
fn host_key_scan_prefers_key_types_in_go_order() {
    // Go's SSH client, which flux scans with, offers ECDSA first, then RSA, and Ed25519 last.
    let both = Sshd::start_with_host_keys(&[], &["ed25519", "rsa"]);
    let (secret, _) = create_secret(&[&format!("--url={}", both.url("fleet.git")), "--export"]);
    assert_eq!(
        format!("{}\n", string_data(&secret, "known_hosts")),
        both.host_key_line("rsa")
    );
    assert!(string_data(&secret, "known_hosts").contains(" ssh-rsa "));

    let all = Sshd::start_with_host_keys(&[], &["ed25519", "rsa", "ecdsa"]);
    let (secret, _) = create_secret(&[&format!("--url={}", all.url("fleet.git")), "--export"]);
    assert_eq!(
        format!("{}\n", string_data(&secret, "known_hosts")),
        all.host_key_line("ecdsa")
    );
}

#[test]
fn a_host_that_hangs_up_before_the_ssh_handshake_is_an_eof() {
    // Go's SSH client, which flux scans with, reads the server's version line first; a peer
    // that closes the connection, after a line that is not SSH's or none at all, ends that read
    // with io.EOF.
    for greeting in ["", "HTTP/1.1 400 Bad Request\r\n"] {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let server = std::thread::spawn(move || {
            use std::io::Write;
            let (mut conn, _) = listener.accept().unwrap();
            conn.write_all(greeting.as_bytes()).unwrap();
        });
        let output = Command::cargo_bin("fluxr")
            .unwrap()
            .args(["create", "secret", "git", "fleet-auth", "--export"])
            .arg(format!("--url=ssh://git@127.0.0.1:{port}/fleet.git"))
            .output()
            .unwrap();
        server.join().unwrap();
        assert_eq!(output.status.code(), Some(1));
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            format!(
                "✗ SSH key scan for host 127.0.0.1:{port} failed, error: ssh: handshake failed: \
                 EOF\n"
            )
        );
    }
}
