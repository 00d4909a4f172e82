//! The command lines answered without building the command line: the root's help and
//! `--version`. A shell, a script probing for fluxr and a user asking what it does run these
//! most, and building clap's root command, parsing and rendering the help was most of their
//! start-up. The help printed is clap's own rendering, generated: a unit test renders it afresh
//! through [`super::run`]'s path and compares every byte (`UPDATE_GENERATED=1 cargo test --lib
//! cli::shortcut` rewrites it). Whatever the generated text does not fit (another terminal
//! width, a root flag's variable set, any other word) goes through clap as before.

use std::ffi::OsString;
use std::path::Path;

use super::plugin;

/// `--help` and `help`: the root's long help as clap renders it at 100 columns for a binary
/// named `fluxr`, with no variable of [`ROOT_ENV`] set and no plugin installed.
const LONG_HELP: &str = include_str!("root-help-long.txt");

/// `-h` and no argument at all: the root's short help, likewise.
const SHORT_HELP: &str = include_str!("root-help-short.txt");

/// The variables the root's flags read: clap shows their values in the help.
const ROOT_ENV: [&str; 1] = ["FLUX_SYSTEM_NAMESPACE"];

/// The root's commands, all listed in its help: built-in names no plugin can take, and the
/// width of the help's list of commands.
pub(super) const ROOT_COMMANDS: [&str; 30] = [
    "bootstrap",
    "build",
    "check",
    "completion",
    "create",
    "debug",
    "delete",
    "diff",
    "envsubst",
    "events",
    "export",
    "get",
    "install",
    "kustomize",
    "list",
    "logs",
    "migrate",
    "plugin",
    "pull",
    "push",
    "reconcile",
    "resume",
    "stats",
    "suspend",
    "tag",
    "trace",
    "tree",
    "trigger",
    "uninstall",
    "version",
];

/// The widest the root's help is wrapped at ([`Cli`](super::Cli)'s `max_term_width`): clap takes
/// the terminal's width (stdout's, stderr's or stdin's), else `COLUMNS`, else 100, and never more
/// than this.
pub(super) const HELP_WIDTH: usize = 100;

/// The bytes `argv` prints on stdout when it is one of the command lines answered here.
pub(crate) fn answer(argv: &[OsString]) -> Option<String> {
    let (program, args) = argv.split_first()?;
    let args: Vec<&str> = args.iter().map(|arg| arg.to_str()).collect::<Option<_>>()?;
    // An invalid namespace is warned about first; a valid one shows in the help.
    if ROOT_ENV.iter().any(|name| std::env::var_os(name).is_some()) {
        return None;
    }
    let help = match args.as_slice() {
        ["--version" | "-v"] => return Some(super::version::flag_line()),
        ["--help" | "help"] => LONG_HELP,
        ["-h"] | [] => SHORT_HELP,
        _ => return None,
    };
    if help_width() != HELP_WIDTH {
        return None;
    }
    // clap names the program after the file it was started from, when that name is UTF-8.
    let name = Path::new(program).file_name()?.to_str()?;
    let help = if name == "fluxr" {
        help.to_owned()
    } else {
        help.replacen(
            "\nUsage: fluxr [OPTIONS]",
            &format!("\nUsage: {name} [OPTIONS]"),
            1,
        )
    };
    let plugins = plugin::installed_besides(&ROOT_COMMANDS);
    Some(super::insert_plugin_section(
        help,
        commands_width(),
        &plugins,
    ))
}

/// The width of the longest name in the help's list of commands (`help` is one of them).
fn commands_width() -> usize {
    ROOT_COMMANDS
        .iter()
        .chain(&["help"])
        .map(|name| name.chars().count())
        .max()
        .unwrap_or(0)
}

/// The width clap wraps the root's help at (clap's own rule, its terminal query included).
fn help_width() -> usize {
    let current = match terminal_size::terminal_size() {
        Some((terminal_size::Width(columns), _)) => usize::from(columns),
        None => std::env::var("COLUMNS")
            .ok()
            .and_then(|columns| columns.parse().ok())
            .unwrap_or(100),
    };
    current.min(HELP_WIDTH)
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use clap::CommandFactory as _;

    use super::*;
    use crate::cli::parse_error::{self, Outcome};
    use crate::cli::{Cli, root_for, with_newline};

    /// What clap prints for `args` through [`super::super::run`]'s path, at the help's width.
    fn clap_output(program: &str, args: &[&str]) -> String {
        let argv: Vec<OsString> = std::iter::once(program)
            .chain(args.iter().copied())
            .map(OsString::from)
            .collect();
        let mut root = root_for(&argv).term_width(HELP_WIDTH);
        let text = match root.try_get_matches_from_mut(&argv) {
            Err(err) => match parse_error::translate(&err, &mut root, &argv) {
                Outcome::Help(text) => text,
                Outcome::Usage(message) => panic!("{args:?}: {message}"),
            },
            // A command line with no command prints the help (see `dispatch`).
            Ok(matches) => {
                assert!(matches.subcommand().is_none(), "{args:?}");
                root.render_help().to_string()
            }
        };
        with_newline(text)
    }

    fn argv(program: &str, args: &[&str]) -> Vec<OsString> {
        std::iter::once(program)
            .chain(args.iter().copied())
            .map(OsString::from)
            .collect()
    }

    fn generated(file: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/cli")
            .join(file)
    }

    /// The generated help is clap's rendering now, for every way of asking for it.
    #[test]
    fn generated_help_is_what_clap_renders() {
        for name in ROOT_ENV {
            assert!(
                std::env::var_os(name).is_none(),
                "unset {name} to run this test: the help shows its value"
            );
        }
        let long = clap_output("fluxr", &["--help"]);
        let short = clap_output("fluxr", &["-h"]);
        if std::env::var_os("UPDATE_GENERATED").is_some_and(|v| v == "1") {
            std::fs::write(generated("root-help-long.txt"), &long).expect("write the help");
            std::fs::write(generated("root-help-short.txt"), &short).expect("write the help");
            return;
        }
        let stale = "is not clap's help now; run `UPDATE_GENERATED=1 cargo test --lib \
                     cli::shortcut` and commit the result";
        assert!(long == LONG_HELP, "src/cli/root-help-long.txt {stale}");
        assert!(short == SHORT_HELP, "src/cli/root-help-short.txt {stale}");
        assert_eq!(clap_output("fluxr", &["help"]), LONG_HELP);
        assert_eq!(clap_output("fluxr", &[]), SHORT_HELP);
        assert_ne!(LONG_HELP, SHORT_HELP);
    }

    /// The answers are clap's, whatever the program is called, when the terminal is wide.
    #[test]
    fn answers_are_clap_output() {
        if help_width() != HELP_WIDTH {
            // Run under a terminal narrower than the help: only clap answers.
            assert_eq!(answer(&argv("fluxr", &["--help"])), None);
            return;
        }
        if plugin::installed_besides(&ROOT_COMMANDS).is_empty() {
            for program in [
                "fluxr",
                "/usr/local/bin/flux",
                "a-rather-long-name-for-fluxr-x",
            ] {
                for args in [&["--help"][..], &["-h"], &["help"], &[]] {
                    let program_name = Path::new(program).file_name().unwrap().to_str().unwrap();
                    assert_eq!(
                        answer(&argv(program, args)).as_deref(),
                        Some(clap_output(program_name, args).as_str()),
                        "{program} {args:?}"
                    );
                }
            }
        }
        assert_eq!(
            answer(&argv("fluxr", &["--version"])),
            Some(crate::cli::version::flag_line())
        );
        assert_eq!(
            answer(&argv("fluxr", &["-v"])),
            Some(crate::cli::version::flag_line())
        );
        for args in [
            &["--help", "--help"][..],
            &["-h", "get"],
            &["help", "get"],
            &["get", "--help"],
            &["--version", "-n", "x"],
            &["--verbose"],
            &["-vh"],
        ] {
            assert_eq!(answer(&argv("fluxr", args)), None, "{args:?}");
        }
    }

    /// The constants describe the root as clap builds it.
    #[test]
    fn constants_describe_the_root() {
        let root = Cli::command();
        let commands: Vec<&str> = root
            .get_subcommands()
            .map(clap::Command::get_name)
            .collect();
        assert_eq!(commands, ROOT_COMMANDS);
        assert!(root.get_subcommands().all(|command| !command.is_hide_set()));
        let env: Vec<&str> = root
            .get_arguments()
            .filter_map(|arg| arg.get_env()?.to_str())
            .collect();
        assert_eq!(env, ROOT_ENV);
    }
}
