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
    let mut command = super::Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(shell.clap_shell(), &mut command, "fluxr", &mut out);
    String::from_utf8_lossy(&out).into_owned()
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
    fn bash_script_registers_the_function() {
        assert!(script(CompletionShell::Bash).contains("complete -F _fluxr"));
    }
}
