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
pub(crate) fn translate(err: &clap::Error, root: &mut clap::Command, argv: &[OsString]) -> Outcome {
    let context_str = |kind| match err.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    };
    if let ErrorKind::DisplayHelp
    | ErrorKind::DisplayVersion
    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand = err.kind()
    {
        return Outcome::Help(err.render().to_string());
    }
    // The parse built only the commands it went through; the messages below look commands and
    // flags up across the whole tree.
    root.build();
    let root = &*root;
    match err.kind() {
        ErrorKind::UnknownArgument | ErrorKind::InvalidSubcommand => {
            let arg = context_str(ContextKind::InvalidArg)
                .or_else(|| context_str(ContextKind::InvalidSubcommand))
                .unwrap_or_default();
            if !arg.starts_with('-')
                && let Some(help) = group_help(root, argv)
            {
                return Outcome::Help(help);
            }
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
            // pflag quotes the value with `%q`, so a multi-line value stays on one line.
            Outcome::Usage(format!(
                "invalid argument {} for \"{display}\" flag: {reason}",
                crate::yaml::go_quote(&value)
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
    // pflag's `parseLongArg` refuses a name that starts with `-` or `=` before looking it up,
    // naming the whole word (clap names it without its value).
    let bad_syntax = |word: &str| word.starts_with("---") || word.starts_with("--=");
    if bad_syntax(arg) || arg == "--" {
        let word = argv
            .iter()
            .skip(1)
            .filter_map(|word| word.to_str())
            .take_while(|word| *word != "--")
            .find(|word| bad_syntax(word));
        if let Some(word) = word {
            return format!("bad flag syntax: {word}");
        }
    }
    if let Some(long) = arg.strip_prefix("--") {
        let name = long.split('=').next().unwrap_or_default();
        return format!("unknown flag: --{name}");
    }
    if let Some(short) = arg.strip_prefix('-').and_then(|s| s.chars().next()) {
        return format!("unknown shorthand flag: '{short}' in {arg}");
    }
    let path = command_path(root, argv);
    // cobra suggests only at the root; a leaf command's `NoArgs` names the word alone.
    let suggestions = if path.len() == 1 {
        suggestions(arg, root)
    } else {
        String::new()
    };
    format!(
        "unknown command \"{arg}\" for \"{}\"{suggestions}",
        path.iter()
            .map(|c| c.get_name())
            .collect::<Vec<_>>()
            .join(" ")
    )
}

/// cobra's "Did you mean this?": every visible command within two edits of what was typed
/// (ignoring case), or starting with it.
fn suggestions(typed: &str, root: &clap::Command) -> String {
    let typed = typed.to_lowercase();
    let mut names: Vec<&str> = root
        .get_subcommands()
        .filter(|c| !c.is_hide_set() && c.get_name() != "help")
        .map(clap::Command::get_name)
        .filter(|name| {
            let name = name.to_lowercase();
            name.starts_with(&typed) || edit_distance(typed.as_bytes(), name.as_bytes()) <= 2
        })
        .collect();
    if names.is_empty() {
        return String::new();
    }
    // flux registers its commands file by file, which is their alphabetical order.
    names.sort_unstable();
    let mut text = String::from("\n\nDid you mean this?\n");
    for name in names {
        text.push('\t');
        text.push_str(name);
        text.push('\n');
    }
    text
}

/// Levenshtein distance over bytes, as cobra computes it.
fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = vec![0; b.len() + 1];
    for (i, &ca) in a.iter().enumerate() {
        current[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            current[j + 1] = if ca == cb {
                previous[j]
            } else {
                1 + previous[j].min(previous[j + 1]).min(current[j])
            };
        }
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
}

/// A word that names no subcommand of a group (`get kss`): cobra finds the group, which cannot run,
/// and prints its help with success. The root is the exception: it reports the unknown command.
fn group_help(root: &clap::Command, argv: &[OsString]) -> Option<String> {
    let path = command_path(root, argv);
    let group = path.last()?;
    if path.len() < 2 || !group.has_subcommands() {
        return None;
    }
    let mut words: Vec<OsString> = vec![argv.first()?.clone()];
    words.extend(walk(root, argv).into_iter().map(|(word, _)| word.into()));
    words.push("--help".into());
    match root.clone().try_get_matches_from_mut(&words) {
        Err(err) if err.kind() == ErrorKind::DisplayHelp => Some(err.render().to_string()),
        _ => None,
    }
}

/// The commands named on the command line, root first, e.g. `fluxr create source git`.
fn command_path<'a>(root: &'a clap::Command, argv: &[OsString]) -> Vec<&'a clap::Command> {
    std::iter::once(root)
        .chain(walk(root, argv).into_iter().map(|(_, sub)| sub))
        .collect()
}

/// Each word of `argv` that names a subcommand, as typed (an alias stays an alias), with the
/// subcommand it names.
fn walk<'a, 'w>(
    root: &'a clap::Command,
    argv: &'w [OsString],
) -> Vec<(&'w str, &'a clap::Command)> {
    let mut found = Vec::new();
    let mut current = root;
    let words = argv.iter().skip(1).filter_map(|arg| arg.to_str());
    for word in words.take_while(|word| *word != "--") {
        if let Some(sub) = current.find_subcommand(word) {
            found.push((word, sub));
            current = sub;
        }
    }
    found
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
        match translate(&err, &mut root, &argv) {
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
    fn the_root_suggests_commands_as_cobra_does() {
        assert_eq!(
            usage(&["isntall"]),
            "unknown command \"isntall\" for \"fluxr\"\n\nDid you mean this?\n\tinstall\n"
        );
        // Within two edits, or a prefix, case ignored; `help` and hidden commands never.
        assert_eq!(
            usage(&["RESUM"]),
            "unknown command \"RESUM\" for \"fluxr\"\n\nDid you mean this?\n\tresume\n"
        );
        assert_eq!(usage(&["hlp"]), "unknown command \"hlp\" for \"fluxr\"");
        assert_eq!(edit_distance(b"kitten", b"sitting"), 3);
        assert_eq!(edit_distance(b"", b"abc"), 3);
        assert_eq!(edit_distance(b"abc", b"abc"), 0);
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
            matches!(translate(&err, &mut root, &argv), Outcome::Help(text) if text.contains("Usage:"))
        );
    }
}
