//! Clone, commit and push through fluxr's git layer against real servers on 127.0.0.1:
//! git daemon, smart HTTP with a token, and OpenSSH with a deploy key.

mod support;

use fluxr::git::{Auth, Author, Checkout, CloneOutcome, Error, known_hosts};
use fluxr::manifestgen::sourcesecret::{KeyAlgorithm, generate_key_pair};
use support::{GitDaemon, GitHttp, Sshd, bare_repo, git, seed};

fn author() -> Author {
    Author {
        name: "Flux".into(),
        email: "flux@example.org".into(),
        signer: None,
    }
}

/// Clones `url`, commits one file and pushes it; returns the commit id.
fn round_trip(url: &str, auth: &Auth, file: &str) -> String {
    let clone = Checkout::clone_once(url, "main", auth).expect("clone");
    clone.write_file(file, b"kind: Namespace\n").unwrap();
    let commit = clone
        .commit(&[file], &author(), "Add manifests", "")
        .unwrap()
        .expect("a new commit");
    clone.push().expect("push");
    commit
}

#[test]
fn git_daemon_empty_remote_becomes_a_new_branch_and_only_given_paths_are_committed() {
    let daemon = GitDaemon::start();
    let bare = bare_repo(daemon.root.path(), "fleet.git");
    let url = daemon.url("fleet.git");
    let auth = Auth::default();

    let clone = Checkout::clone_once(&url, "main", &auth).unwrap();
    assert_eq!(clone.head(), None, "an empty remote has no commit");
    assert_eq!(clone.outcome(), CloneOutcome::NewBranch);
    let path = clone.path().to_owned();
    clone
        .write_file("clusters/dev/flux-system/gotk-components.yaml", b"a: 1\n")
        .unwrap();
    clone
        .write_file("unrelated.txt", b"not for the commit\n")
        .unwrap();
    let commit = clone
        .commit(
            &["clusters/dev/flux-system/gotk-components.yaml"],
            &author(),
            "Add Flux v2.9.4 component manifests",
            "[ci skip]",
        )
        .unwrap()
        .unwrap();
    assert_eq!(clone.head().as_deref(), Some(commit.as_str()));
    // Committing the same content again changes nothing.
    assert_eq!(
        clone
            .commit(
                &["clusters/dev/flux-system/gotk-components.yaml"],
                &author(),
                "again",
                ""
            )
            .unwrap(),
        None
    );
    clone.push().unwrap();
    drop(clone);
    assert!(!path.exists(), "the temporary clone is removed on drop");

    assert_eq!(git(&bare, &["rev-parse", "main"]).trim(), commit);
    assert_eq!(
        git(&bare, &["ls-tree", "-r", "--name-only", "main"]),
        "clusters/dev/flux-system/gotk-components.yaml\n"
    );
    assert_eq!(
        git(&bare, &["log", "-1", "--format=%an <%ae>%n%B", "main"]),
        "Flux <flux@example.org>\nAdd Flux v2.9.4 component manifests\n\n[ci skip]\n\n"
    );
    let config = std::fs::read_to_string(bare.join("config")).unwrap();
    assert!(!config.contains("127.0.0.1"));

    // A second clone finds the branch.
    let again = Checkout::clone_once(&url, "main", &auth).unwrap();
    assert_eq!(again.outcome(), CloneOutcome::Existing);
    assert_eq!(again.head().as_deref(), Some(commit.as_str()));
    assert_eq!(
        again
            .read_file("clusters/dev/flux-system/gotk-components.yaml")
            .unwrap()
            .as_deref(),
        Some(&b"a: 1\n"[..])
    );
    let git_config = std::fs::read_to_string(again.path().join(".git/config")).unwrap();
    assert!(
        !git_config.contains("remote"),
        "remotes stay anonymous: {git_config}"
    );
}

#[test]
fn git_daemon_missing_branch_of_a_non_empty_remote_is_an_error() {
    let daemon = GitDaemon::start();
    let bare = bare_repo(daemon.root.path(), "fleet.git");
    seed(&bare, "README.md", "hello\n");
    let err = Checkout::clone_once(&daemon.url("fleet.git"), "prod", &Auth::default()).unwrap_err();
    assert!(matches!(err, Error::BranchNotFound { .. }), "{err}");
}

#[test]
fn git_daemon_non_fast_forward_push_is_reported_as_retryable() {
    let daemon = GitDaemon::start();
    let bare = bare_repo(daemon.root.path(), "fleet.git");
    seed(&bare, "README.md", "hello\n");
    let url = daemon.url("fleet.git");
    let first = Checkout::clone_once(&url, "main", &Auth::default()).unwrap();
    let second = Checkout::clone_once(&url, "main", &Auth::default()).unwrap();
    for (clone, file) in [(&first, "a.yaml"), (&second, "b.yaml")] {
        clone.write_file(file, b"x: 1\n").unwrap();
        clone.commit(&[file], &author(), file, "").unwrap().unwrap();
    }
    first.push().unwrap();
    let err = second.push().unwrap_err();
    assert!(matches!(err, Error::NonFastForward { .. }), "{err}");
    assert!(err.is_retryable());
    assert_eq!(
        git(&bare, &["rev-parse", "main"]).trim(),
        first.head().unwrap(),
        "the remote keeps the first push"
    );
}

#[test]
fn git_daemon_unreachable_remote_is_retried_once() {
    let daemon = GitDaemon::start();
    let url = daemon.url("missing.git");
    // flux tries twice and warns about each failed attempt.
    let mut failures = 0;
    let started = std::time::Instant::now();
    let err =
        Checkout::clone_temporary(&url, "main", &Auth::default(), |_| failures += 1).unwrap_err();
    assert_eq!(failures, 2);
    assert!(started.elapsed() >= fluxr::git::CLONE_RETRY_DELAY);
    assert!(matches!(err, Error::Clone { .. }), "{err}");
}

#[test]
fn http_basic_auth_and_bearer_token() {
    let server = GitHttp::start("git", "s3cr3t-token");
    let bare = bare_repo(server.root.path(), "fleet.git");
    let url = server.url("fleet.git");
    let basic = Auth {
        username: "git".into(),
        password: "s3cr3t-token".into(),
        ..Auth::default()
    };
    let first = round_trip(&url, &basic, "basic.yaml");
    assert_eq!(git(&bare, &["rev-parse", "main"]).trim(), first);

    let bearer = Auth {
        bearer_token: "s3cr3t-token".into(),
        ..Auth::default()
    };
    let second = round_trip(&url, &bearer, "bearer.yaml");
    assert_eq!(git(&bare, &["rev-parse", "main"]).trim(), second);
}

#[test]
fn http_wrong_token_fails_clearly_without_asking_forever() {
    let server = GitHttp::start("git", "right");
    bare_repo(server.root.path(), "fleet.git");
    let url = server.url("fleet.git");
    for auth in [
        Auth {
            username: "git".into(),
            password: "wrong".into(),
            ..Auth::default()
        },
        Auth {
            bearer_token: "wrong".into(),
            ..Auth::default()
        },
        Auth::default(),
    ] {
        let before = server
            .unauthorized
            .load(std::sync::atomic::Ordering::Relaxed);
        let err = Checkout::clone_once(&url, "main", &auth).unwrap_err();
        assert!(matches!(err, Error::Authentication { .. }), "{err}");
        assert_eq!(err.to_string(), format!("authentication to '{url}' failed"));
        let asked = server
            .unauthorized
            .load(std::sync::atomic::Ordering::Relaxed)
            - before;
        assert!((1..=3).contains(&asked), "{asked} rejected requests");
    }
}

#[test]
fn ssh_passphrase_protected_deploy_key() {
    // A PEM key encrypted the traditional way (Proc-Type: 4,ENCRYPTED): the kind Go's
    // ssh.ParsePrivateKeyWithPassphrase, and so flux, takes; an encrypted PKCS#8 key it refuses.
    let group = openssl::ec::EcGroup::from_curve_name(openssl::nid::Nid::X9_62_PRIME256V1).unwrap();
    let key = openssl::ec::EcKey::generate(&group).unwrap();
    let encrypted = key
        .private_key_to_pem_passphrase(openssl::symm::Cipher::aes_256_cbc(), b"open sesame")
        .unwrap();
    let encrypted = String::from_utf8(encrypted).unwrap();
    let pair = fluxr::manifestgen::sourcesecret::load_key_pair(&encrypted, "open sesame").unwrap();
    let sshd = Sshd::start(&[&pair.public_key]);
    let bare = bare_repo(&sshd.repos(), "fleet.git");
    let auth = Auth {
        private_key: encrypted,
        password: "open sesame".into(),
        known_hosts: sshd.known_hosts(),
        ..Auth::default()
    };
    let commit = round_trip(&sshd.url("fleet.git"), &auth, "locked.yaml");
    assert_eq!(git(&bare, &["rev-parse", "main"]).trim(), commit);
}

#[test]
fn ssh_deploy_key_with_pinned_host_key() {
    let deploy = generate_key_pair(KeyAlgorithm::default()).unwrap();
    let sshd = Sshd::start(&[&deploy.public_key]);
    let bare = bare_repo(&sshd.repos(), "fleet.git");
    let url = sshd.url("fleet.git");

    // The scan sees the key sshd serves, in known_hosts form.
    let scanned =
        known_hosts::scan("127.0.0.1", sshd.port, known_hosts::SCAN_TIMEOUT, &[]).unwrap();
    assert_eq!(format!("{scanned}\n"), sshd.known_hosts());

    let auth = Auth {
        private_key: deploy.private_key.clone(),
        known_hosts: scanned.clone(),
        ..Auth::default()
    };
    let commit = round_trip(&url, &auth, "deploy.yaml");
    assert_eq!(
        git(&bare, &["rev-parse", "main"]).trim(),
        commit,
        "sshd log: {}",
        sshd.log()
    );

    // Another host's key for this address is refused: possibly a man in the middle.
    let other = generate_key_pair(KeyAlgorithm::Ed25519).unwrap();
    let mut fields = other.public_key.split_whitespace();
    let forged = format!(
        "[127.0.0.1]:{} {} {}\n",
        sshd.port,
        fields.next().unwrap(),
        fields.next().unwrap()
    );
    let err = Checkout::clone_once(
        &url,
        "main",
        &Auth {
            known_hosts: forged,
            ..auth.clone()
        },
    )
    .unwrap_err();
    assert!(matches!(err, Error::HostKeyMismatch { .. }), "{err}");

    // A host known_hosts does not mention is refused too.
    let err = Checkout::clone_once(
        &url,
        "main",
        &Auth {
            known_hosts: scanned.replace("127.0.0.1", "example.org"),
            ..auth.clone()
        },
    )
    .unwrap_err();
    assert!(matches!(err, Error::UnknownHostKey { .. }), "{err}");

    // A key sshd does not know is rejected, once.
    let stranger = generate_key_pair(KeyAlgorithm::Ed25519).unwrap();
    let err = Checkout::clone_once(
        &url,
        "main",
        &Auth {
            private_key: stranger.private_key,
            ..auth
        },
    )
    .unwrap_err();
    assert!(matches!(err, Error::Authentication { .. }), "{err}");
}

#[test]
fn ssh_hostkey_algos_restrict_the_scan_to_the_types_asked_for() {
    let deploy = generate_key_pair(KeyAlgorithm::default()).unwrap();
    let sshd = Sshd::start(&[&deploy.public_key]);
    let algos = |names: &[&str]| names.iter().map(|n| (*n).to_owned()).collect::<Vec<_>>();

    // sshd serves an ed25519 host key only.
    let scanned = known_hosts::scan(
        "127.0.0.1",
        sshd.port,
        known_hosts::SCAN_TIMEOUT,
        &algos(&["ssh-ed25519"]),
    )
    .unwrap();
    assert_eq!(format!("{scanned}\n"), sshd.known_hosts());

    // Asking for a type the server lacks fails the scan instead of pinning another type.
    let refused = known_hosts::scan(
        "127.0.0.1",
        sshd.port,
        known_hosts::SCAN_TIMEOUT,
        &algos(&["ecdsa-sha2-nistp256", "rsa-sha2-512"]),
    )
    .unwrap_err()
    .to_string();
    assert!(
        refused.starts_with(&format!(
            "SSH key scan for host 127.0.0.1:{} failed",
            sshd.port
        )),
        "{refused}"
    );
}
