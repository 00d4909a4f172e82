//! Command-line mistakes reported in flux's words (cobra's and pflag's messages), so that a
//! script or a test that matches flux's `✗ …` line matches fluxr's too.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// What a failed parse turns into.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// `--help` and friends: text for stdout, success.
    Help(String),
    /// A usage mistake: the message for the `✗` line.
    Usage(String),
}

/// Translates clap's error into flux's message for the same mistake.
pub(crate) fn translate(err: &clap::Error, root: &clap::Command, argv: &[OsString]) -> Outcome {
    let context_str = |kind| match err.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    };
    match err.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            Outcome::Help(err.render().to_string())
        }
        ErrorKind::UnknownArgument | ErrorKind::InvalidSubcommand => {
            let arg = context_str(ContextKind::InvalidArg)
                .or_else(|| context_str(ContextKind::InvalidSubcommand))
                .unwrap_or_default();
            Outcome::Usage(unknown(&arg, root, argv))
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let flag = context_str(ContextKind::InvalidArg).unwrap_or_default();
            let value = context_str(ContextKind::InvalidValue).unwrap_or_default();
            let display = flag_display(&flag, root);
            if err.kind() == ErrorKind::InvalidValue && value.is_empty() {
                return Outcome::Usage(format!(
                    "flag needs an argument: {}",
                    as_typed(&flag, root, argv)
                ));
            }
            let reason = match std::error::Error::source(err) {
                Some(source) => source.to_string(),
                None => first_line(err),
            };
            Outcome::Usage(format!(
                "invalid argument \"{value}\" for \"{display}\" flag: {reason}"
            ))
        }
        _ => Outcome::Usage(first_line(err)),
    }
}

/// clap's own message, without its `error: ` prefix and usage lines.
fn first_line(err: &clap::Error) -> String {
    let rendered = err.render().to_string();
    let line = rendered.lines().next().unwrap_or_default();
    line.strip_prefix("error: ").unwrap_or(line).to_owned()
}

/// cobra: `unknown flag: --x`, `unknown shorthand flag: 'x' in -x`, `unknown command "x" for "…"`.
fn unknown(arg: &str, root: &clap::Command, argv: &[OsString]) -> String {
    if let Some(long) = arg.strip_prefix("--") {
        let name = long.split('=').next().unwrap_or_default();
        return format!("unknown flag: --{name}");
    }
    if let Some(short) = arg.strip_prefix('-').and_then(|s| s.chars().next()) {
        return format!("unknown shorthand flag: '{short}' in {arg}");
    }
    format!(
        "unknown command \"{arg}\" for \"{}\"",
        command_path(root, argv)
    )
}

/// The subcommands named on the command line, e.g. `fluxr create source git`.
fn command_path(root: &clap::Command, argv: &[OsString]) -> String {
    let mut path = vec![root.get_name().to_owned()];
    let mut current = root;
    for arg in argv.iter().skip(1) {
        let Some(arg) = arg.to_str() else { continue };
        if arg == "--" {
            break;
        }
        if let Some(sub) = current.find_subcommand(arg) {
            path.push(sub.get_name().to_owned());
            current = sub;
        }
    }
    path.join(" ")
}

/// The flag as the user typed it, in pflag's words: `--provider`, or `'n' in -n`.
fn as_typed(flag: &str, root: &clap::Command, argv: &[OsString]) -> String {
    let token = flag.split([' ', '=', '<', '[']).next().unwrap_or_default();
    let long = token.strip_prefix("--").unwrap_or(token);
    let short = find_short(root, long);
    let typed_short = short.is_some_and(|c| {
        let wanted = format!("-{c}");
        argv.iter()
            .rev()
            .find_map(|a| a.to_str())
            .is_some_and(|last| last == wanted)
    });
    match short {
        Some(c) if typed_short => format!("'{c}' in -{c}"),
        _ => format!("--{long}"),
    }
}

/// pflag names a flag with its shorthand first: `-n, --namespace`.
fn flag_display(flag: &str, root: &clap::Command) -> String {
    let token = flag.split([' ', '=', '<', '[']).next().unwrap_or_default();
    let Some(long) = token.strip_prefix("--") else {
        return token.to_owned();
    };
    match find_short(root, long) {
        Some(short) => format!("-{short}, --{long}"),
        None => format!("--{long}"),
    }
}

fn find_short(cmd: &clap::Command, long: &str) -> Option<char> {
    cmd.get_arguments()
        .find(|a| a.get_long() == Some(long))
        .and_then(|a| a.get_short())
        .or_else(|| cmd.get_subcommands().find_map(|sub| find_short(sub, long)))
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory as _;

    use super::*;
    use crate::cli::Cli;

    fn usage(args: &[&str]) -> String {
        let argv: Vec<OsString> = std::iter::once("fluxr")
            .chain(args.iter().copied())
            .map(Into::into)
            .collect();
        let mut root = Cli::command();
        let err = root.try_get_matches_from_mut(&argv).unwrap_err();
        match translate(&err, &root, &argv) {
            Outcome::Usage(message) => message,
            Outcome::Help(text) => panic!("expected a usage error, got help: {text}"),
        }
    }

    #[test]
    fn unknown_flags_and_commands() {
        assert_eq!(usage(&["version", "--nope"]), "unknown flag: --nope");
        assert_eq!(usage(&["version", "--nope=1"]), "unknown flag: --nope");
        assert_eq!(
            usage(&["version", "-z"]),
            "unknown shorthand flag: 'z' in -z"
        );
        assert_eq!(
            usage(&["frobnicate"]),
            "unknown command \"frobnicate\" for \"fluxr\""
        );
        assert_eq!(
            usage(&["install", "unexpectedPosArg", "--namespace=example"]),
            "unknown command \"unexpectedPosArg\" for \"fluxr install\""
        );
    }

    #[test]
    fn values_that_do_not_parse() {
        assert_eq!(
            usage(&["version", "--timeout", "soon"]),
            "invalid argument \"soon\" for \"--timeout\" flag: time: invalid duration \"soon\""
        );
        assert_eq!(
            usage(&["version", "--timeout"]),
            "flag needs an argument: --timeout"
        );
        assert_eq!(
            usage(&["version", "-n"]),
            "flag needs an argument: 'n' in -n"
        );
    }

    #[test]
    fn optional_value_flags_are_named_plainly() {
        // A boolean takes an optional `=value`; clap names it `--export[=<true|false>]`.
        assert_eq!(
            usage(&["create", "source", "git", "x", "--export=maybe"]),
            "invalid argument \"maybe\" for \"--export\" flag: strconv.ParseBool: parsing \
             \"maybe\": invalid syntax"
        );
        assert_eq!(
            usage(&["create", "kustomization", "x", "--prune=2"]),
            "invalid argument \"2\" for \"--prune\" flag: strconv.ParseBool: parsing \"2\": \
             invalid syntax"
        );
    }

    #[test]
    fn help_is_not_an_error() {
        let argv: Vec<OsString> = ["fluxr", "--help"].map(Into::into).to_vec();
        let mut root = Cli::command();
        let err = root.try_get_matches_from_mut(&argv).unwrap_err();
        assert!(
            matches!(translate(&err, &root, &argv), Outcome::Help(text) if text.contains("Usage:"))
        );
    }
}
