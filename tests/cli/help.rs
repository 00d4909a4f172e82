//! `--help` of every command fluxr owns, so that any drift from flux's flags shows in review.

use crate::fluxr_snapshot;

#[test]
fn help_root() {
    fluxr_snapshot!("help_root", ["--help"]);
}

#[test]
fn help_root_without_command() {
    fluxr_snapshot!("help_root_without_command", []);
}

/// The root's help and `--version` are answered before the Rust runtime starts, unless stdin,
/// stdout or stderr is closed: the runtime then opens /dev/null in its place and main answers.
/// Both paths print the same bytes with the same status.
#[test]
fn the_root_answers_the_same_with_a_standard_stream_closed() {
    let fluxr = env!("CARGO_BIN_EXE_fluxr");
    for args in [
        &["--version"][..],
        &["-v"],
        &["--help"],
        &["help"],
        &["-h"],
        &[],
    ] {
        let run = |close_stdin: bool| {
            let script = if close_stdin {
                r#"exec "$0" "$@" <&-"#
            } else {
                r#"exec "$0" "$@""#
            };
            std::process::Command::new("sh")
                .args(["-c", script])
                .arg(fluxr)
                .args(args)
                .env_clear()
                .env("PATH", std::env::var_os("PATH").unwrap_or_default())
                .output()
                .expect("sh runs fluxr")
        };
        let (open, closed) = (run(false), run(true));
        assert!(open.status.success(), "{args:?}: {open:?}");
        assert!(
            !open.stdout.is_empty() && open.stderr.is_empty(),
            "{args:?}: {open:?}"
        );
        assert_eq!(
            (&closed.status, &closed.stdout, &closed.stderr),
            (&open.status, &open.stdout, &open.stderr),
            "{args:?}"
        );
    }
}

#[test]
fn help_version() {
    fluxr_snapshot!("help_version", ["version", "--help"]);
}

#[test]
fn help_completion() {
    fluxr_snapshot!("help_completion", ["completion", "--help"]);
    fluxr_snapshot!("help_completion_bash", ["completion", "bash", "--help"]);
    fluxr_snapshot!("help_completion_zsh", ["completion", "zsh", "--help"]);
    fluxr_snapshot!("help_completion_fish", ["completion", "fish", "--help"]);
    fluxr_snapshot!(
        "help_completion_powershell",
        ["completion", "powershell", "--help"]
    );
    fluxr_snapshot!("help_completion_elvish", ["completion", "elvish", "--help"]);
}

#[test]
fn help_create() {
    fluxr_snapshot!("help_create", ["create", "--help"]);
    fluxr_snapshot!("help_create_source", ["create", "source", "--help"]);
    fluxr_snapshot!(
        "help_create_source_git",
        ["create", "source", "git", "--help"]
    );
    fluxr_snapshot!(
        "help_create_kustomization",
        ["create", "kustomization", "--help"]
    );
}

#[test]
fn help_install() {
    fluxr_snapshot!("help_install", ["install", "--help"]);
}

#[test]
fn help_plugin_diff_logs() {
    fluxr_snapshot!("help_plugin_list", ["plugin", "list", "--help"]);
    fluxr_snapshot!(
        "help_diff_kustomization",
        ["diff", "kustomization", "--help"]
    );
    fluxr_snapshot!("help_logs", ["logs", "--help"]);
}

#[test]
fn an_unknown_word_after_a_group_prints_the_groups_help() {
    // cobra finds `create source`, which cannot run by itself, and prints its help with success.
    let typo = crate::run_fluxr(&["create", "source", "gti"]);
    assert_eq!(typo, crate::run_fluxr(&["create", "source", "--help"]));
    assert!(typo.starts_with("success: true\n"), "{typo}");
    // An alias on the way is followed as the user typed it.
    assert_eq!(
        crate::run_fluxr(&["get", "-n", "x", "kss"]),
        crate::run_fluxr(&["get", "--help"])
    );
}

/// cobra's `help` is a command like the others: the root's flags may come after it and after
/// the path of the command whose help it prints; a flag of that command is not the help
/// command's.
#[test]
fn the_help_command_reads_the_root_flags_after_the_command_path() {
    let get = crate::run_fluxr(&["get", "--help"]);
    assert!(get.starts_with("success: true\n"), "{get}");
    assert_eq!(crate::run_fluxr(&["help", "get", "-n", "apps"]), get);
    assert_eq!(
        crate::run_fluxr(&["help", "--namespace=apps", "get", "--timeout", "1m"]),
        get
    );
    assert_eq!(
        crate::run_fluxr(&["help", "get", "-n", "apps", "kustomizations"]),
        crate::run_fluxr(&["get", "kustomizations", "--help"])
    );
    let foreign = crate::run_fluxr(&["help", "get", "-A"]);
    assert!(
        foreign.starts_with("success: false\n")
            && foreign.ends_with("✗ unknown shorthand flag: 'A' in -A\n"),
        "{foreign}"
    );
    let missing = crate::run_fluxr(&["help", "get", "-n"]);
    assert!(
        missing.starts_with("success: false\n")
            && missing.ends_with("✗ flag needs an argument: 'n' in -n\n"),
        "{missing}"
    );
}

#[test]
fn an_unknown_command_at_the_root_suggests_near_ones() {
    fluxr_snapshot!("unknown_command_suggestions", ["isntall"]);
    fluxr_snapshot!("unknown_command_prefix_suggestions", ["rec"]);
}

#[test]
fn global_flags_before_help_or_version_are_read_as_anywhere_else() {
    let help = crate::run_fluxr(&["--help"]);
    assert!(help.contains("Global options:"), "{help}");
    assert_eq!(crate::run_fluxr(&["--namespace=apps", "--help"]), help);
    let version = crate::run_fluxr(&["--version"]);
    assert!(version.contains("fluxr version "), "{version}");
    assert_eq!(
        crate::run_fluxr(&["--verbose", "--namespace=apps", "--version"]),
        version
    );
    // A bad value is still refused, before the version is printed.
    let refused = crate::run_fluxr(&["--timeout=abc", "--version"]);
    assert!(refused.starts_with("success: false\n"), "{refused}");
    assert!(
        refused.contains(r#"invalid argument "abc" for "--timeout" flag"#),
        "{refused}"
    );
    // With a command after them, they are that command's flags.
    assert_eq!(
        crate::run_fluxr(&["--namespace=apps", "version", "--help"]),
        crate::run_fluxr(&["version", "--help"])
    );
}

/// flux's examples for `create image repository` name `--cert-secret-ref`, though the flag
/// itself is `--cert-ref`: fluxr shows flux's text.
#[test]
fn create_image_repository_examples_are_flux_s() {
    let output = crate::run_fluxr(&["create", "image", "repository", "--help"]);
    assert!(
        output.contains("    --cert-secret-ref local-registry-cert \\\n"),
        "{output}"
    );
    assert!(
        output.contains("    --cert-secret-ref client-cert \\\n"),
        "{output}"
    );
    assert!(output.contains("      --cert-ref <CERT_REF>"), "{output}");
}

/// `migrate`'s help is flux's: both modes in the long text, `--version` and `--dry-run`.
#[test]
fn migrate_help_is_flux_s() {
    let output = crate::run_fluxr(&["migrate", "--help"]);
    for expected in [
        "- File system mode (-f): migrates the Flux custom resources defined in the manifests",
        "  -v, --version <VERSION>",
        "      --dry-run[=<true|false>]",
        "  fluxr migrate -f . --version=2.6",
    ] {
        assert!(output.contains(expected), "{expected}: {output}");
    }
}

/// cobra's `help` follows the names after it as far as they name commands: the first unknown
/// one at the root is an "Unknown help topic" on stderr with the root's usage, and exit 0;
/// further down, the help of the command reached, the names left ignored.
#[test]
fn help_with_an_unknown_topic_answers_as_cobra() {
    let unknown = crate::run_fluxr(&["help", "nosuch", "other"]);
    assert!(
        unknown.starts_with(
            "success: true\nexit_code: 0\n----- stdout -----\n----- stderr -----\n\
             Unknown help topic [`nosuch` `other`]\nUsage: fluxr [OPTIONS] [COMMAND]\n"
        ),
        "{unknown}"
    );
    assert!(unknown.contains("\nCommands:\n  bootstrap "), "{unknown}");
    // Go's %#q falls back to double quotes for a name that cannot be back-quoted.
    let quoted = crate::run_fluxr(&["help", "a`b"]);
    assert!(
        quoted.contains("----- stderr -----\nUnknown help topic [\"a`b\"]\n"),
        "{quoted}"
    );
    assert_eq!(
        crate::run_fluxr(&["help", "get", "nosuch"]),
        crate::run_fluxr(&["get", "--help"])
    );
    assert_eq!(
        crate::run_fluxr(&["help", "create", "source", "git", "extra", "words"]),
        crate::run_fluxr(&["create", "source", "git", "--help"])
    );
    assert_eq!(
        crate::run_fluxr(&["help", "get", "-n", "x", "nosuch"]),
        crate::run_fluxr(&["get", "--help"])
    );
}

/// A flag's default is shown where flux's flag declares one cobra prints: `check --components`
/// defaults to the four default controllers (`rootArgs.defaults.Components`), as `install`'s
/// does; `build kustomization --path` defaults to `""`, which cobra leaves out.
#[test]
fn defaults_are_shown_where_flux_declares_them() {
    let default = "[default: source-controller,kustomize-controller,helm-controller,\
                   notification-controller]";
    let unwrap = |text: String| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let check = unwrap(crate::run_fluxr(&["check", "--help"]));
    let install = unwrap(crate::run_fluxr(&["install", "--help"]));
    for help in [&check, &install] {
        let components = help.split("--components <").nth(1).unwrap();
        let own = components.split("--components-extra").next().unwrap();
        assert!(own.contains(default), "{help}");
    }
    let build = crate::run_fluxr(&["build", "kustomization", "--help"]);
    assert!(!build.contains("[default: \"\"]"), "{build}");
    assert!(build.contains("Path to the manifests location."), "{build}");
}
