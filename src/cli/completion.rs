//! `fluxr completion <shell>`: shell completion scripts generated from the clap definitions.
//!
//! The same scripts are checked in under `completions/`; a test regenerates them and compares.
//! The zsh script registers itself with `compdef` when sourced, as flux's does (flux2#971).

use std::process::ExitCode;

use clap::{Args, CommandFactory as _, Subcommand};
use clap_complete::Shell;

use crate::ui::Ui;

/// Generates completion scripts for various shells
#[derive(Args, Debug)]
pub struct CompletionArgs {
    #[command(subcommand)]
    pub shell: CompletionShell,
}

#[derive(Subcommand, Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompletionShell {
    /// Generates bash completion scripts
    #[command(
        after_help = "Examples:\n  # To load completion run\n  . <(fluxr completion bash)\n\n  \
                            # To configure your bash shell to load completions for each session \
                            add to your bashrc\n  echo '. <(fluxr completion bash)' >> ~/.bashrc"
    )]
    Bash,
    /// Generates zsh completion scripts
    #[command(
        after_help = "Examples:\n  # To load completion run\n  . <(fluxr completion zsh)\n\n  \
                            # To configure your zsh shell to load completions for each session \
                            add to your zshrc\n  echo '. <(fluxr completion zsh)' >> ~/.zshrc\n\n  \
                            # or write a cached file in one of the completion directories in \
                            your ${fpath}:\n  fluxr completion zsh > \"${fpath[1]}/_fluxr\""
    )]
    Zsh,
    /// Generates fish completion scripts
    #[command(
        after_help = "Examples:\n  # To configure your fish shell to load completions \
                            for each session write this script to your completions dir:\n  \
                            fluxr completion fish > ~/.config/fish/completions/fluxr.fish"
    )]
    Fish,
    /// Generates powershell completion scripts
    #[command(after_help = "Examples:\n  # To load completion run\n  \
                            . <(fluxr completion powershell)\n\n  # To load completions for every \
                            new session add the output to your powershell profile:\n  \
                            fluxr completion powershell >> $PROFILE")]
    Powershell,
    /// Generates elvish completion scripts
    #[command(after_help = "Examples:\n  # To load completion run\n  \
                            eval (fluxr completion elvish | slurp)")]
    Elvish,
}

impl CompletionShell {
    /// Every shell, with the file name of its checked-in script.
    pub const ALL: [(Self, &'static str); 5] = [
        (Self::Bash, "fluxr.bash"),
        (Self::Zsh, "_fluxr"),
        (Self::Fish, "fluxr.fish"),
        (Self::Powershell, "_fluxr.ps1"),
        (Self::Elvish, "fluxr.elv"),
    ];

    fn clap_shell(self) -> Shell {
        match self {
            Self::Bash => Shell::Bash,
            Self::Zsh => Shell::Zsh,
            Self::Fish => Shell::Fish,
            Self::Powershell => Shell::PowerShell,
            Self::Elvish => Shell::Elvish,
        }
    }
}

/// The completion script for `shell`.
pub fn script(shell: CompletionShell) -> String {
    let mut command = with_value_candidates(super::Cli::command());
    let mut out = Vec::new();
    clap_complete::generate(shell.clap_shell(), &mut command, "fluxr", &mut out);
    let mut script = String::from_utf8_lossy(&out).into_owned();
    if shell == CompletionShell::Fish {
        command.build();
        script.push_str(&fish_deeper_levels(&command));
    }
    script
}

/// The values flux accepts for these flags, offered by the scripts. Parsing is untouched (flux's
/// own checks and messages stay); only the command the scripts are generated from lists them.
const VALUE_CANDIDATES: [(&str, &[&str]); 4] = [
    (
        "components",
        &[
            "source-controller",
            "kustomize-controller",
            "helm-controller",
            "notification-controller",
        ],
    ),
    (
        "components_extra",
        &[
            "image-reflector-controller",
            "image-automation-controller",
            "source-watcher",
        ],
    ),
    ("log_level", &["debug", "info", "error"]),
    ("ssh_key_algorithm", &["rsa", "ecdsa", "ed25519"]),
];

fn with_value_candidates(command: clap::Command) -> clap::Command {
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_owned())
        .collect();
    let mut command = command;
    for (id, values) in VALUE_CANDIDATES {
        if command.get_arguments().any(|arg| arg.get_id() == id) {
            command = command.mut_arg(id, |arg| {
                arg.value_parser(clap::builder::PossibleValuesParser::new(
                    values.iter().copied(),
                ))
            });
        }
    }
    for name in names {
        command = command.mut_subcommand(name, with_value_candidates);
    }
    command
}

/// clap_complete's fish script completes the flags of commands two levels deep at most; fluxr
/// has commands three levels deep (`create source git`). This adds, for each of them, its flags
/// and its own subcommands, on the condition that every command of its path was typed.
fn fish_deeper_levels(root: &clap::Command) -> String {
    let quote = |text: &str| text.replace('\\', "\\\\").replace('\'', "\\'");
    let mut out = String::new();
    let mut pending: Vec<(Vec<&str>, &clap::Command)> = root
        .get_subcommands()
        .map(|sub| (vec![sub.get_name()], sub))
        .collect();
    pending.reverse();
    while let Some((path, command)) = pending.pop() {
        let mut children: Vec<(Vec<&str>, &clap::Command)> = command
            .get_subcommands()
            .map(|sub| {
                let mut deeper = path.clone();
                deeper.push(sub.get_name());
                (deeper, sub)
            })
            .collect();
        if path.len() >= 3 {
            let mut condition = format!("__fish_fluxr_using_subcommand {}", path[0]);
            for name in &path[1..] {
                condition.push_str(&format!("; and __fish_seen_subcommand_from {name}"));
            }
            let names: Vec<&str> = command.get_subcommands().map(|c| c.get_name()).collect();
            let own = if names.is_empty() {
                condition.clone()
            } else {
                format!(
                    "{condition}; and not __fish_seen_subcommand_from {}",
                    names.join(" ")
                )
            };
            for arg in command.get_arguments().filter(|a| !a.is_hide_set()) {
                if arg.get_long().is_none() && arg.get_short().is_none() {
                    continue;
                }
                let mut line = format!("complete -c fluxr -n \"{own}\"");
                if let Some(short) = arg.get_short() {
                    line.push_str(&format!(" -s {short}"));
                }
                if let Some(long) = arg.get_long() {
                    line.push_str(&format!(" -l {long}"));
                }
                if let Some(help) = arg.get_help() {
                    let help = help.to_string();
                    let first = help.lines().next().unwrap_or_default();
                    line.push_str(&format!(" -d '{}'", quote(first)));
                }
                if arg.get_action().takes_values() {
                    line.push_str(" -r");
                    let values: Vec<String> = arg
                        .get_possible_values()
                        .iter()
                        .filter(|v| !v.is_hide_set())
                        .map(|v| v.get_name().to_owned())
                        .collect();
                    if !values.is_empty() {
                        line.push_str(&format!(" -f -a \"{}\"", values.join(" ")));
                    }
                }
                out.push_str(&line);
                out.push('\n');
            }
            for sub in command.get_subcommands().filter(|c| !c.is_hide_set()) {
                let about = sub.get_about().map(|a| a.to_string()).unwrap_or_default();
                out.push_str(&format!(
                    "complete -c fluxr -n \"{own}\" -f -a \"{}\" -d '{}'\n",
                    sub.get_name(),
                    quote(about.lines().next().unwrap_or_default())
                ));
            }
        }
        children.reverse();
        pending.extend(children);
    }
    out
}

pub(crate) fn run(ui: &Ui, args: CompletionArgs) -> anyhow::Result<ExitCode> {
    ui.stdout(&script(args.shell))?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zsh_script_registers_itself_when_sourced() {
        let zsh = script(CompletionShell::Zsh);
        assert!(zsh.starts_with("#compdef fluxr"));
        assert!(zsh.contains("compdef _fluxr fluxr"));
    }

    #[test]
    fn fish_script_completes_the_third_level() {
        let fish = script(CompletionShell::Fish);
        assert!(fish.contains(
            "complete -c fluxr -n \"__fish_fluxr_using_subcommand create; and \
             __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git\" -l branch"
        ));
    }

    #[test]
    fn bash_script_registers_the_function() {
        assert!(script(CompletionShell::Bash).contains("complete -F _fluxr"));
    }
}
