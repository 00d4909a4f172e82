//! `bootstrap git`'s commit-signing checks, as flux v2.9.4's `bootstrapValidate` and
//! `preflightSigningKey` make them (cmd/flux/bootstrap.go), with fluxcd/pkg git v0.52.0's
//! `NewSSHSigner` and flux's `SelectOpenPGPSigningEntity` for the key texts. Each fails before
//! Git or the cluster is reached, so no server is needed.

use std::path::Path;
use std::process::Command;

use crate::run_fluxr;

/// The one `✗` line a refused run prints, with its exit code.
fn refusal(args: &[&str]) -> String {
    let mut all = vec!["bootstrap", "git"];
    all.extend(args);
    let run = run_fluxr(&all);
    assert!(run.contains("exit_code: 1\n"), "{run}");
    let stderr = run.split("----- stderr -----\n").nth(1).unwrap_or("");
    assert_eq!(stderr.lines().count(), 1, "{run}");
    stderr.trim_end().to_owned()
}

fn tool(program: &str, args: &[&str], envs: &[(&str, &Path)]) -> String {
    let output = Command::new(program)
        .args(args)
        .envs(envs.iter().copied())
        .output()
        .unwrap_or_else(|err| panic!("{program}: {err}"));
    assert!(output.status.success(), "{program} {args:?}: {output:?}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn ssh_keygen(path: &Path, key_type: &[&str], passphrase: &str) -> String {
    let path_arg = path.display().to_string();
    let mut args = vec!["-q", "-t"];
    args.extend(key_type);
    args.extend(["-N", passphrase, "-C", "", "-f", &path_arg]);
    tool("ssh-keygen", &args, &[]);
    path_arg
}

#[test]
fn signing_flags_are_refused_in_fluxs_order_and_words() {
    let dir = tempfile::tempdir().unwrap();
    let key = ssh_keygen(&dir.path().join("ed25519"), &["ed25519"], "");
    let ring = dir.path().join("ring.pgp");
    std::fs::write(&ring, "").unwrap();
    let ring = format!("--gpg-key-ring={}", ring.display());
    let signing_key = format!("--ssh-signing-key-file={key}");
    let private_key = format!("--private-key-file={key}");

    assert_eq!(
        refusal(&[&ring, &signing_key]),
        "✗ --gpg-* and --ssh-signing-* are mutually exclusive; pick one signing format"
    );
    assert_eq!(
        refusal(&[&ring, &private_key, "--ssh-signing-reuse-private-key"]),
        "✗ --gpg-* and --ssh-signing-* are mutually exclusive; pick one signing format"
    );
    // The password belongs to --ssh-signing-key-file only: reusing the transport key does not
    // make it valid (flux checks the key file alone).
    assert_eq!(
        refusal(&[
            &private_key,
            "--ssh-signing-reuse-private-key",
            "--ssh-signing-password=x"
        ]),
        "✗ --ssh-signing-password requires --ssh-signing-key-file"
    );
}

#[test]
fn ssh_signing_keys_are_read_as_fluxcd_pkgs_new_ssh_signer_reads_them() {
    let dir = tempfile::tempdir().unwrap();
    let malformed = dir.path().join("malformed");
    std::fs::write(&malformed, "not a real ssh key\n").unwrap();
    let malformed = malformed.display().to_string();
    let encrypted = ssh_keygen(&dir.path().join("encrypted"), &["ed25519"], "right");
    let small = ssh_keygen(&dir.path().join("rsa1024"), &["rsa", "-b", "1024"], "");
    let missing = dir.path().join("missing").display().to_string();

    let sign_with = |file: &str, extra: &[&str]| {
        let flag = format!("--ssh-signing-key-file={file}");
        let mut args = vec![flag.as_str()];
        args.extend(extra);
        refusal(&args)
    };
    assert_eq!(
        sign_with(&malformed, &[]),
        "✗ invalid SSH signing key: could not parse SSH signing key: ssh: no key found"
    );
    assert_eq!(
        sign_with(&encrypted, &[]),
        "✗ invalid SSH signing key: SSH signing key is encrypted; passphrase required"
    );
    assert_eq!(
        sign_with(&encrypted, &["--ssh-signing-passphrase=wrong"]),
        "✗ invalid SSH signing key: could not parse SSH signing key: x509: decryption password incorrect"
    );
    assert_eq!(
        sign_with(&small, &[]),
        "✗ invalid SSH signing key: RSA key size 1024 bits is below the minimum supported by NewSSHSigner; must be at least 2048"
    );
    assert_eq!(
        sign_with(&missing, &[]),
        format!("✗ failed to read SSH signing key file: open {missing}: no such file or directory")
    );

    // The reused transport key is checked with the Git password, in flux's own words.
    let reuse = |file: &str| {
        refusal(&[
            &format!("--private-key-file={file}"),
            "--ssh-signing-reuse-private-key",
        ])
    };
    assert_eq!(
        reuse(&malformed),
        "✗ invalid signing key (reused from --private-key-file): could not parse SSH signing key: ssh: no key found"
    );
    assert_eq!(
        reuse(&missing),
        format!(
            "✗ failed to read transport private key for signing: open {missing}: no such file or directory"
        )
    );
}

#[test]
fn gpg_key_rings_are_chosen_from_as_flux_chooses() {
    let gnupg = tempfile::tempdir().unwrap();
    let home = [("GNUPGHOME", gnupg.path())];
    let locked = [
        "--batch",
        "--pinentry-mode",
        "loopback",
        "--passphrase",
        "right",
    ];
    let mut generate = locked.to_vec();
    generate.extend([
        "--quick-gen-key",
        "Flux <flux@example.org>",
        "ed25519",
        "sign",
        "never",
    ]);
    tool("gpg", &generate, &home);
    let export = |what: &str, file: &str| {
        let path = gnupg.path().join(file).display().to_string();
        let mut args = locked.to_vec();
        args.extend(["--output", &path, what, "flux@example.org"]);
        tool("gpg", &args, &home);
        format!("--gpg-key-ring={path}")
    };
    let secret = export("--export-secret-keys", "secret.pgp");
    let public = export("--export", "public.pgp");
    let listing = tool("gpg", &["--batch", "--with-colons", "--list-keys"], &home);
    let key_id = listing
        .lines()
        .find(|line| line.starts_with("pub:"))
        .and_then(|line| line.split(':').nth(4))
        .expect("a public key")
        .to_owned();

    assert_eq!(
        refusal(&[&secret, "--gpg-passphrase=wrong"]),
        "✗ invalid GPG signing key: unable to decrypt GPG private key: openpgp: invalid data: private key checksum failure"
    );
    // A ring of public keys only: flux takes its first entity and finds no private key there.
    assert_eq!(
        refusal(&[&public]),
        "✗ invalid GPG signing key: keyring does not contain a private key; export the secret key with 'gpg --export-secret-keys' or specify --gpg-key-id"
    );
    assert_eq!(
        refusal(&[&public, &format!("--gpg-key-id={}", key_id.to_lowercase())]),
        format!(
            "✗ invalid GPG signing key: keyring does not contain private key for key id '{key_id}'"
        )
    );
    assert_eq!(
        refusal(&[&secret, "--gpg-key-id=0x0x12345678901234"]),
        "✗ invalid GPG signing key: no GPG keyring matching key id '0X12345678901234' found"
    );

    let missing = gnupg.path().join("missing.pgp").display().to_string();
    assert_eq!(
        refusal(&[&format!("--gpg-key-ring={missing}")]),
        format!(
            "✗ invalid GPG signing key: unable to open GPG key ring: open {missing}: no such file or directory"
        )
    );
    let directory = gnupg.path().display().to_string();
    assert_eq!(
        refusal(&[&format!("--gpg-key-ring={directory}")]),
        format!(
            "✗ invalid GPG signing key: unable to read GPG key ring: read {directory}: is a directory"
        )
    );
}
