//! Flag parsing as cobra and pflag do it for flux (spf13/cobra v1.10.2, spf13/pflag v1.0.10):
//! a flag given twice keeps its last value while slices append, every boolean takes
//! `--flag=true|false`, the persistent flags go before or after the subcommand, deprecated
//! flags print pflag's notice on stdout once the flags are read, and an invalid
//! `FLUX_SYSTEM_NAMESPACE` is warned about and ignored (flux's `configureDefaultNamespace`).

use assert_cmd::Command;

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run_with_env(args: &[&str], env: &[(&str, &str)]) -> Run {
    let home = tempfile::tempdir().unwrap();
    let mut command = Command::cargo_bin("fluxr").unwrap();
    command
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", home.path())
        .current_dir(home.path())
        .args(args);
    for (key, value) in env {
        command.env(key, value);
    }
    let output = command.output().unwrap();
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

fn run(args: &[&str]) -> Run {
    run_with_env(args, &[])
}

fn spec(args: &[&str]) -> serde_json::Value {
    let run = run(args);
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    fluxr::yaml::parse_one(&run.stdout).unwrap()["spec"].clone()
}

#[test]
fn a_repeated_flag_keeps_its_last_value_and_slices_append() {
    let spec = spec(&[
        "create",
        "kustomization",
        "podinfo",
        "--source=GitRepository/podinfo",
        "--path=./first",
        "--path",
        "./second",
        "--interval=5m",
        "--interval=10m",
        "--depends-on=a",
        "--depends-on=b,c",
        "--export",
    ]);
    assert_eq!(spec["path"], "./second");
    assert_eq!(spec["interval"], "10m0s");
    let depends: Vec<&str> = spec["dependsOn"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["name"].as_str().unwrap())
        .collect();
    assert_eq!(depends, ["a", "b", "c"]);
}

#[test]
fn booleans_take_an_explicit_value() {
    let base = [
        "create",
        "kustomization",
        "podinfo",
        "--source=GitRepository/podinfo",
    ];
    let with = |extra: &[&str]| spec(&[&base[..], extra].concat());
    assert_eq!(with(&["--export"])["prune"], false);
    assert_eq!(with(&["--export=true", "--prune=true"])["prune"], true);
    assert_eq!(with(&["--export", "--prune=false"])["prune"], false);
    assert_eq!(
        with(&["--export", "--prune=true", "--prune=false"])["prune"],
        false
    );
    assert_eq!(with(&["--export", "--wait=1"])["wait"], true);
    // pflag's ParseBool: 1, t, T, TRUE, true, True and their false counterparts.
    assert_eq!(with(&["--export", "--prune=T"])["prune"], true);
    let bad = run(&[&base[..], &["--export", "--prune=yes"]].concat());
    assert_eq!(bad.code, 1);
    assert!(bad.stderr.starts_with("✗ "), "{}", bad.stderr);
}

#[test]
fn persistent_flags_go_before_or_after_the_subcommand() {
    let namespace = |args: &[&str]| {
        let run = run(args);
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        fluxr::yaml::parse_one(&run.stdout).unwrap()["metadata"]["namespace"].clone()
    };
    let tail = ["podinfo", "--source=GitRepository/podinfo", "--export"];
    let cases: [&[&str]; 7] = [
        &["-n", "apps", "create", "kustomization"],
        &["--namespace=apps", "create", "kustomization"],
        &["create", "--namespace", "apps", "kustomization"],
        &["create", "kustomization", "-n", "apps"],
        &["-napps", "create", "kustomization"],
        &["--timeout", "1m", "-n=apps", "create", "kustomization"],
        &[
            "--ns-follows-kube-context=false",
            "create",
            "kustomization",
            "-n",
            "apps",
        ],
    ];
    for case in cases {
        assert_eq!(namespace(&[case, &tail[..]].concat()), "apps", "{case:?}");
    }
    // The last one wins wherever it stands.
    assert_eq!(
        namespace(
            &[
                &["-n", "one", "create", "kustomization", "-n", "two"],
                &tail[..]
            ]
            .concat()
        ),
        "two"
    );
}

#[test]
fn an_invalid_system_namespace_in_the_environment_is_ignored_with_a_warning() {
    let args = [
        "create",
        "kustomization",
        "podinfo",
        "--source=GitRepository/podinfo",
        "--export",
    ];
    let warned = run_with_env(&args, &[("FLUX_SYSTEM_NAMESPACE", "Not_A_Label")]);
    assert_eq!(warned.code, 0, "{}", warned.stderr);
    assert_eq!(
        warned.stderr,
        "⚠️  ignoring invalid FLUX_SYSTEM_NAMESPACE: \"Not_A_Label\"\n"
    );
    assert!(
        warned.stdout.contains("  namespace: flux-system\n"),
        "{}",
        warned.stdout
    );

    let valid = run_with_env(&args, &[("FLUX_SYSTEM_NAMESPACE", "apps")]);
    assert_eq!(valid.stderr, "");
    assert!(
        valid.stdout.contains("  namespace: apps\n"),
        "{}",
        valid.stdout
    );

    // A flag is not the environment: flux's root hook refuses it. (`create` has a hook of its
    // own in place of the root's, and takes the namespace as given.)
    let flag = run(&["get", "kustomizations", "--namespace=Not_A_Label"]);
    assert_eq!(flag.code, 1);
    assert_eq!(
        flag.stderr,
        "✗ namespace must be a valid DNS label: \"Not_A_Label\"\n"
    );
}

#[test]
fn deprecated_flags_print_their_notice_before_any_check() {
    // cobra prints pflag's notices once the flags parse, before any pre-run hook: `create`'s
    // name check here, the root's namespace check below.
    let ks = run(&[
        "create",
        "kustomization",
        "Podinfo",
        "--validation=client",
        "--source=GitRepository/podinfo",
    ]);
    assert_eq!(ks.code, 1);
    assert_eq!(
        ks.stdout,
        "Flag --validation has been deprecated, this arg is no longer used, all resources are \
         validated using server-side apply dry-run\n"
    );
    assert_eq!(
        ks.stderr,
        "✗ name 'Podinfo' is invalid, it should adhere to standard defined in RFC 1123, the name \
         can only contain alphanumeric characters or '-'\n"
    );

    let gitlab = run(&[
        "bootstrap",
        "gitlab",
        "--private=false",
        "--namespace=Bad_NS",
    ]);
    assert_eq!(
        gitlab.stdout,
        "Flag --private has been deprecated, use --visibility instead\n"
    );
    assert_eq!(gitlab.code, 1);
}

#[test]
fn bootstrap_git_reaches_the_cluster_before_it_refuses_a_port() {
    // Go's url.Parse takes any digits as a port, and flux reads --ssh-hostname unchecked: both
    // are refused later, after the cluster (tests/bootstrap_git.rs checks the words there).
    for extra in ["--url=ssh://git@host:99999/x", "--ssh-hostname=h:99x"] {
        let mut args = vec!["bootstrap", "git", "--path=a", "--silent"];
        if !extra.starts_with("--url") {
            args.push("--url=ssh://git@host/x");
        }
        args.push(extra);
        let out = crate::run_fluxr(&args);
        assert!(
            out.contains("----- stderr -----\n✗ cluster info unavailable: "),
            "{out}"
        );
    }
}

/// pflag's `StringSlice` reads each value as one csv record (encoding/csv): quotes keep commas,
/// empty elements stay, `--flag=` is an empty list that replaces the default.
#[test]
fn string_slices_are_read_as_csv() {
    let spec = spec(&[
        "create",
        "kustomization",
        "podinfo",
        "--source=GitRepository/podinfo",
        "--path=./deploy",
        "--depends-on=a,\"b,c\"",
        "--depends-on=",
        "--depends-on=d,,e",
        "--export",
    ]);
    let names: Vec<&str> = spec["dependsOn"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["a", "b,c", "d", "", "e"]);

    let spec = self::spec(&[
        "create",
        "source",
        "git",
        "podinfo",
        "--url=https://example.com/podinfo",
        "--branch=main",
        "--ignore-paths=\"*.md,docs\",\"say \"\"hi\"\"\"",
        "--export",
    ]);
    assert_eq!(spec["ignore"], "*.md,docs\nsay \"hi\"");

    // An empty list replaces flux's default components instead of adding an empty one.
    let run = run(&[
        "install",
        "--export",
        "--components=",
        "--components-extra=",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(!run.stdout.contains("kind: Deployment"), "{}", run.stdout);
    // An empty element is a component named "", which flux refuses.
    let run = self::run(&["install", "--export", "--components=source-controller,"]);
    assert_eq!(run.code, 1);
    assert_eq!(run.stderr, "✗ component  is not available\n");
}

#[test]
fn a_malformed_string_slice_fails_with_csv_and_pflag_words() {
    let run = run(&[
        "create",
        "kustomization",
        "podinfo",
        "--source=GitRepository/podinfo",
        "--path=./deploy",
        "--health-check=Deployment/a\"b.default",
        "--export",
    ]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ invalid argument \"Deployment/a\\\"b.default\" for \"--health-check\" flag: parse error \
         on line 1, column 13: bare \" in non-quoted-field\n"
    );
    assert_eq!(run.stdout, "");

    // The value is quoted as Go's %q does, so a line break stays on the one error line.
    let run = self::run(&[
        "build",
        "kustomization",
        "app",
        "--path=.",
        "--ignore-paths=\"a\nb",
    ]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ invalid argument \"\\\"a\\nb\" for \"--ignore-paths\" flag: record on line 1; parse \
         error on line 2, column 2: extraneous or missing \" in quoted-field\n"
    );

    // A shorthand flag is named with both its names.
    let run = self::run(&["migrate", "-f", ".", "-e", "\"x\"y"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ invalid argument \"\\\"x\\\"y\" for \"-e, --extensions\" flag: parse error on line 1, \
         column 3: extraneous or missing \" in quoted-field\n"
    );
}

/// `--local-sources` is a `StringToString`: one `=` makes the whole value a single pair.
#[test]
fn local_sources_are_read_as_pflag_string_to_string() {
    let run = run(&[
        "build",
        "kustomization",
        "app",
        "--path=.",
        "--local-sources=GitRepository/ns",
    ]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ invalid argument \"GitRepository/ns\" for \"--local-sources\" flag: GitRepository/ns \
         must be formatted as key=value\n"
    );
    let run = self::run(&[
        "build",
        "kustomization",
        "app",
        "--path=.",
        "--local-sources=GitRepository/a/b=./x,OCIRepository/a/c=./y,extra",
    ]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "✗ invalid argument \"GitRepository/a/b=./x,OCIRepository/a/c=./y,extra\" for \
         \"--local-sources\" flag: extra must be formatted as key=value\n"
    );
}

/// pflag's `parseLongArg` and `parseSingleShortArg`: a flag that needs a value and has none
/// after `=` (or in its own word) takes the next word, whatever it starts with; only a flag
/// with nothing after it needs an argument.
#[test]
fn a_flag_that_needs_a_value_takes_the_next_word_whatever_it_is() {
    let export = |args: &[&str]| {
        let run = run(&[&["create", "kustomization", "podinfo"], args, &["--export"]].concat());
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        fluxr::yaml::parse_one(&run.stdout).unwrap()
    };
    let object = export(&["--source", "-x", "--namespace", "-apps"]);
    assert_eq!(object["metadata"]["namespace"], "-apps");
    assert_eq!(object["spec"]["sourceRef"]["name"], "-x");
    let object = export(&["--source=podinfo", "-n", "--", "--depends-on", "-a"]);
    assert_eq!(object["metadata"]["namespace"], "--");
    assert_eq!(object["spec"]["dependsOn"][0]["name"], "-a");
    let object = export(&["--source=podinfo", "--target-namespace", "--export"]);
    assert_eq!(object["spec"]["targetNamespace"], "--export");
    // `-n=` gives `-n` the rest of the word after it, `=`; `-n==x` gives it `=x`.
    assert_eq!(
        export(&["--source=podinfo", "-n="])["metadata"]["namespace"],
        "="
    );
    assert_eq!(
        export(&["--source=podinfo", "-n==x"])["metadata"]["namespace"],
        "=x"
    );
    assert_eq!(
        export(&["--source=podinfo", "--namespace="])["metadata"]["namespace"],
        ""
    );
    // After a boolean shorthand too; outside `create`, flux checks the namespace it got.
    for args in [&["get", "ks", "-An="][..], &["get", "ks", "-A", "-n", "-x"]] {
        let run = run(args);
        assert_eq!(run.code, 1, "{args:?}");
        let value = if args.len() == 3 { "=" } else { "-x" };
        assert_eq!(
            run.stderr,
            format!("✗ namespace must be a valid DNS label: \"{value}\"\n")
        );
    }
    // A persistent flag before the command.
    let run = run(&[
        "--namespace",
        "--help",
        "create",
        "kustomization",
        "podinfo",
        "--source=podinfo",
        "--export",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("namespace: --help\n"), "{}", run.stdout);

    for (args, message) in [
        (
            &["---source=podinfo"][..],
            "bad flag syntax: ---source=podinfo",
        ),
        (&["--=podinfo"][..], "bad flag syntax: --=podinfo"),
    ] {
        let run = self::run(&[&["create", "kustomization", "podinfo"], args].concat());
        assert_eq!(run.code, 1);
        assert_eq!(run.stderr, format!("✗ {message}\n"));
    }
    for (args, message) in [
        (&["--source=podinfo", "--namespace"][..], "--namespace"),
        (&["--source=podinfo", "-n"][..], "'n' in -n"),
    ] {
        let run = self::run(&[&["create", "kustomization", "podinfo", "--export"], args].concat());
        assert_eq!(run.code, 1);
        assert_eq!(run.stderr, format!("✗ flag needs an argument: {message}\n"));
    }
}

/// cobra checks the positional arguments of a command that sets no `Args` only for a root with
/// subcommands (`legacyArgs`), so flux's leaves without `Args` (version, events, completion,
/// plugin list, the artifact and build/diff commands, every bootstrap) take further words and
/// ignore those they do not read; those that set `cobra.NoArgs` refuse them.
#[test]
fn leaves_without_cobra_args_ignore_further_words() {
    let leaves: [&[&str]; 18] = [
        &["version", "--client"],
        &["events"],
        &["completion", "bash"],
        &["completion", "zsh"],
        &["completion", "fish"],
        &["completion", "powershell"],
        &["plugin", "list"],
        &["build", "artifact", "--path", "/nonexistent/missing"],
        &[
            "build",
            "kustomization",
            "podinfo",
            "--path",
            "/nonexistent/missing",
        ],
        &[
            "diff",
            "kustomization",
            "podinfo",
            "--path",
            "/nonexistent/missing",
        ],
        &[
            "diff",
            "artifact",
            "oci://ghcr.io/org/app:v1",
            "--path",
            "/nonexistent/missing",
        ],
        &[
            "push",
            "artifact",
            "oci://ghcr.io/org/app:v1",
            "--path",
            "/nonexistent/missing",
        ],
        &["pull", "artifact", "oci://ghcr.io/org/app:v1"],
        &["tag", "artifact", "oci://ghcr.io/org/app:v1"],
        &["list", "artifacts", "ghcr.io/org/app"],
        &["bootstrap", "github"],
        &["bootstrap", "gitlab"],
        &["bootstrap", "bitbucket-server"],
    ];
    for leaf in leaves {
        let with_extra: Vec<&str> = leaf.iter().copied().chain(["extra", "more"]).collect();
        let (plain, extra) = (run(leaf), run(&with_extra));
        assert!(
            !extra.stderr.contains("unknown command"),
            "{leaf:?}: {}",
            extra.stderr
        );
        assert_eq!(
            (plain.code, &plain.stdout, &plain.stderr),
            (extra.code, &extra.stdout, &extra.stderr),
            "{leaf:?}"
        );
    }
    for leaf in [
        &["check"][..],
        &["install", "--export"],
        &["stats"],
        &["envsubst"],
    ] {
        let with_extra: Vec<&str> = leaf.iter().copied().chain(["extra"]).collect();
        let refused = run(&with_extra);
        assert_eq!(
            (refused.code, refused.stderr.as_str()),
            (
                1,
                format!("✗ unknown command \"extra\" for \"fluxr {}\"\n", leaf[0]).as_str()
            ),
            "{leaf:?}"
        );
    }
}
