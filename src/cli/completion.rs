//! `fluxr completion <shell>`: shell completion scripts generated from the clap definitions.
//!
//! The same scripts are checked in under `completions/`; a test regenerates them and compares.
//! The zsh script registers itself with `compdef` when sourced, as flux's does (flux2#971).

use std::ffi::OsString;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, CommandFactory as _, FromArgMatches as _, Subcommand};
use clap_complete::Shell;

use super::global::{self, GlobalArgs};
use crate::cluster::complete;
use crate::cluster::kinds::{self, FluxKind};
use crate::ui::Ui;

// Generates completion scripts for various shells
#[derive(Args, Debug)]
pub struct CompletionArgs {
    #[command(subcommand)]
    pub shell: CompletionShell,
}

#[derive(Subcommand, Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompletionShell {
    /// Generates bash completion scripts
    ///
    /// The completion sub-command generates completion scripts for bash.
    #[command(after_help = r#"Examples:
To load completion run

. <(fluxr completion bash)

To configure your bash shell to load completions for each session add to your bashrc

# ~/.bashrc or ~/.profile
command -v fluxr >/dev/null && . <(fluxr completion bash)"#)]
    #[command(arg = crate::cli::ignored_args())]
    Bash,
    /// Generates zsh completion scripts
    ///
    /// The completion sub-command generates completion scripts for zsh.
    #[command(after_help = r#"Examples:
To load completion run

. <(fluxr completion zsh)

To configure your zsh shell to load completions for each session add to your zshrc

# ~/.zshrc or ~/.profile
command -v fluxr >/dev/null && . <(fluxr completion zsh)

or write a cached file in one of the completion directories in your ${fpath}:

echo "${fpath// /\n}" | grep -i completion
fluxr completion zsh > _fluxr

mv _fluxr ~/.oh-my-zsh/completions  # oh-my-zsh
mv _fluxr ~/.zprezto/modules/completion/external/src/  # zprezto"#)]
    #[command(arg = crate::cli::ignored_args())]
    Zsh,
    /// Generates fish completion scripts
    ///
    /// The completion sub-command generates completion scripts for fish.
    #[command(after_help = r#"Examples:
To configure your fish shell to load completions for each session write this script to your completions dir:

fluxr completion fish > ~/.config/fish/completions/fluxr.fish

See http://fishshell.com/docs/current/index.html#completion-own for more details"#)]
    #[command(arg = crate::cli::ignored_args())]
    Fish,
    /// Generates powershell completion scripts
    ///
    /// The completion sub-command generates completion scripts for powershell.
    #[command(after_help = r#"Examples:
To load completion run

. <(fluxr completion powershell)

To configure your powershell shell to load completions for each session add to your powershell profile

Windows:

cd "$env:USERPROFILE\Documents\WindowsPowerShell\Modules"
fluxr completion powershell >> fluxr-completion.ps1

Linux:

cd "${XDG_CONFIG_HOME:-"$HOME/.config/"}/powershell/modules"
fluxr completion powershell >> fluxr-completions.ps1"#)]
    #[command(arg = crate::cli::ignored_args())]
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
    let mut command = with_value_candidates(full_tree());
    let mut out = Vec::new();
    clap_complete::generate(shell.clap_shell(), &mut command, "fluxr", &mut out);
    let mut script = String::from_utf8_lossy(&out).into_owned();
    if shell == CompletionShell::Fish {
        script.push_str(&fish_deeper_levels(&command));
    }
    with_dynamic_hook(shell, script)
}

/// Every command with its flags and subcommands, as the scripts cover them. A command line builds
/// only the commands it names (deferred), and clap copies the tree under `help` before it builds
/// the commands below the root, so that copy would stop at the first level: a second root is
/// built around the first one's built commands to give `fluxr help <command> <TAB>` every level.
fn full_tree() -> clap::Command {
    let mut first = super::Cli::command();
    first.build();
    let built: Vec<clap::Command> = first
        .get_subcommands()
        .filter(|sub| sub.get_name() != "help")
        .cloned()
        .collect();
    let mut root = super::Cli::command();
    for sub in built {
        let name = sub.get_name().to_owned();
        root = root.mut_subcommand(name, move |_| sub);
    }
    root.build();
    root
}

/// Hands the words typed to `fluxr __complete` first, where the shell allows it: its candidates
/// (contexts, namespaces, object names) replace the script's own; when it declines, the script
/// completes as generated.
fn with_dynamic_hook(shell: CompletionShell, script: String) -> String {
    match shell {
        CompletionShell::Bash => {
            let script = script.replace("complete -F _fluxr ", "complete -F _fluxr_dynamic ");
            format!("{script}{BASH_HOOK}")
        }
        CompletionShell::Zsh => {
            let generated_end = "if [ \"$funcstack[1]\" = \"_fluxr\" ]; then\n    _fluxr \"$@\"\n\
                                 else\n    compdef _fluxr fluxr\nfi\n";
            match script.strip_suffix(generated_end) {
                Some(body) => format!("{body}{ZSH_HOOK}"),
                None => script,
            }
        }
        CompletionShell::Fish => format!("{script}{FISH_HOOK}"),
        CompletionShell::Powershell | CompletionShell::Elvish => script,
    }
}

// bash splits `--namespace=fl` into `--namespace`, `=` and `fl` (`=` is in COMP_WORDBREAKS);
// the words are joined again for `__complete`, which reads them as cobra does, and the
// candidates complete what follows the `=`, which is what bash replaces.
const BASH_HOOK: &str = r#"
_fluxr_dynamic() {
    local out i word cur=${COMP_WORDS[COMP_CWORD]} joined=0
    local -a words=()
    for (( i = 1; i <= COMP_CWORD; i++ )); do
        word=${COMP_WORDS[i]}
        if (( ${#words[@]} > 0 )) && [[ $word == "=" && ${words[-1]} == -* ]]; then
            words[-1]+="="
            joined=1
        elif (( joined )); then
            words[-1]+="$word"
            joined=0
        else
            words+=("$word")
            joined=0
        fi
    done
    [[ $cur == "=" ]] && cur=""
    if out=$("${COMP_WORDS[0]}" __complete "${words[@]}" 2>/dev/null); then
        compopt +o default +o bashdefault 2>/dev/null
        local IFS=$'\n'
        COMPREPLY=($(compgen -W "${out}" -- "${cur}"))
        return 0
    fi
    _fluxr "$@"
}
"#;

const ZSH_HOOK: &str = r#"(( $+functions[_fluxr_dynamic] )) ||
_fluxr_dynamic() {
    local out
    if out=$("${words[1]}" __complete "${(@)words[2,CURRENT]}" 2>/dev/null); then
        local -a candidates
        candidates=(${(f)out})
        # `--namespace=fl`: the candidates complete what follows the first `=`.
        [[ $PREFIX == -*=* ]] && compset -P 1 '*='
        compadd -- "${candidates[@]}"
        return 0
    fi
    _fluxr "$@"
}

if [ "$funcstack[1]" = "_fluxr" ]; then
    compdef _fluxr_dynamic fluxr
    _fluxr_dynamic "$@"
else
    compdef _fluxr_dynamic fluxr
fi
"#;

const FISH_HOOK: &str = r#"function __fish_fluxr_dynamic
    set -l words (commandline -opc) (commandline -ct)
    $words[1] __complete $words[2..-1] 2>/dev/null
end
complete -c fluxr -a "(__fish_fluxr_dynamic)"
# fish completes an option's value from that option's own entry, the part after `--namespace=`
# included (it keeps the flag in front of the candidates itself).
complete -c fluxr -s n -l namespace -l context -r -f -a "(__fish_fluxr_dynamic)"
"#;

/// The values flux accepts for these flags, offered by the scripts: the command path the flag
/// belongs to (empty: any command), the flag's id and its values. Parsing is untouched (flux's
/// own checks and messages stay); only the command the scripts are generated from lists them.
const VALUE_CANDIDATES: [(&[&str], &str, &[&str]); 12] = [
    (
        &[],
        "components",
        &[
            "source-controller",
            "kustomize-controller",
            "helm-controller",
            "notification-controller",
        ],
    ),
    (
        &[],
        "components_extra",
        &[
            "image-reflector-controller",
            "image-automation-controller",
            "source-watcher",
        ],
    ),
    (&[], "log_level", &["debug", "info", "error"]),
    (&[], "ssh_key_algorithm", &["rsa", "ecdsa", "ed25519"]),
    // `-o` where flux reads it as a format; elsewhere (`build`/`pull artifact`) it is a path.
    (&["version"], "output", &["yaml", "json"]),
    (&["push", "artifact"], "output", &["json", "yaml"]),
    (&["tree"], "output", &["json", "yaml"]),
    // flux's providers: sourcev1's Git providers, its OCI and bucket providers.
    (
        &["create", "source", "git"],
        "provider",
        &["generic", "github", "aws", "azure"],
    ),
    (
        &["create", "source", "bucket"],
        "provider",
        &["generic", "aws", "azure", "gcp"],
    ),
    (
        &["create", "source", "oci"],
        "provider",
        &["generic", "aws", "azure", "gcp"],
    ),
    (&[], "provider", &["generic", "aws", "azure", "gcp"]),
    // The kinds whose reconcilers write the logs `logs --kind` filters.
    (
        &["logs"],
        "kind",
        &[
            "GitRepository",
            "OCIRepository",
            "HelmRepository",
            "HelmChart",
            "Bucket",
            "ExternalArtifact",
            "ArtifactGenerator",
            "Kustomization",
            "HelmRelease",
            "Alert",
            "Provider",
            "Receiver",
            "ImageRepository",
            "ImagePolicy",
            "ImageUpdateAutomation",
        ],
    ),
];

fn with_value_candidates(command: clap::Command) -> clap::Command {
    with_candidates_at(command, &[])
}

/// Adds the candidates to `command`, reached by `path`, and to its subcommands; the first entry
/// whose path `path` starts with wins.
fn with_candidates_at(command: clap::Command, path: &[String]) -> clap::Command {
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_owned())
        .collect();
    let mut command = command;
    // A hidden positional takes the arguments flux ignores; as a catch-all, zsh's script would
    // stop offering flags after it, so the scripts see it as one optional value.
    let hidden: Vec<String> = command
        .get_positionals()
        .filter(|arg| arg.is_hide_set())
        .map(|arg| arg.get_id().to_string())
        .collect();
    for id in hidden {
        command = command.mut_arg(id, |arg| arg.num_args(1));
    }
    let mut done: Vec<&str> = Vec::new();
    for (prefix, id, values) in VALUE_CANDIDATES {
        let applies = path.len() >= prefix.len() && path.iter().zip(prefix).all(|(a, b)| a == b);
        if !applies || done.contains(&id) || !command.get_arguments().any(|arg| arg.get_id() == id)
        {
            continue;
        }
        done.push(id);
        command = command.mut_arg(id, |arg| {
            arg.value_parser(clap::builder::PossibleValuesParser::new(
                values.iter().copied(),
            ))
        });
    }
    for name in names {
        let mut deeper = path.to_vec();
        deeper.push(name.clone());
        command = command.mut_subcommand(name, |sub| with_candidates_at(sub, &deeper));
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

/// The longest the scripts wait for the cluster: completion must never hang offline.
const DYNAMIC_DEADLINE: Duration = Duration::from_secs(2);

// What a word being completed stands for, where flux completes from outside the binary.
use crate::cluster::complete::Wanted as Dynamic;

/// The verbs whose object commands take names, as flux gives them `resourceNamesCompletionFunc`.
const NAME_VERBS: [&str; 10] = [
    "build",
    "debug",
    "delete",
    "diff",
    "export",
    "get",
    "reconcile",
    "resume",
    "suspend",
    "tree",
];

/// The kind whose names the object command at `path` takes.
fn kind_of_path(path: &[String]) -> Option<FluxKind> {
    if !path
        .first()
        .is_some_and(|verb| NAME_VERBS.contains(&verb.as_str()))
        || path.len() < 2
    {
        return None;
    }
    let singular = |word: &str| word.strip_suffix('s').unwrap_or(word).to_owned();
    let leaf = singular(&path[path.len() - 1]);
    let parent = if path.len() >= 3 {
        singular(&path[path.len() - 2])
    } else {
        String::new()
    };
    Some(match (parent.as_str(), leaf.as_str()) {
        (_, "kustomization") => kinds::KUSTOMIZATION,
        (_, "helmrelease") => kinds::HELM_RELEASE,
        (_, "alert") => kinds::ALERT,
        (_, "alert-provider") => kinds::PROVIDER,
        (_, "receiver") => kinds::RECEIVER,
        ("source", "git") => kinds::GIT_REPOSITORY,
        ("source", "oci") => kinds::OCI_REPOSITORY,
        ("source", "helm") => kinds::HELM_REPOSITORY,
        ("source", "bucket") => kinds::BUCKET,
        ("source", "chart") => kinds::HELM_CHART,
        ("source", "external") => kinds::EXTERNAL_ARTIFACT,
        ("image", "repository") => kinds::IMAGE_REPOSITORY,
        ("image", "policy") => kinds::IMAGE_POLICY,
        ("image", "update") => kinds::IMAGE_UPDATE_AUTOMATION,
        ("artifact", "generator") => kinds::ARTIFACT_GENERATOR,
        _ => return None,
    })
}

/// `fluxr __complete WORD… CURRENT`, what the scripts run for the words typed after `fluxr`
/// (the last one being completed). Where flux completes from the kubeconfig or the cluster
/// (contexts, namespaces, object names) it prints the candidates, one a line, and exits 0, with
/// none when the cluster cannot be reached within [`DYNAMIC_DEADLINE`]. Elsewhere it prints
/// nothing and exits 1: the script completes from what it holds.
pub(crate) fn dynamic(ui: &Ui, words: &[OsString]) -> ExitCode {
    let words: Vec<String> = words
        .iter()
        .map(|w| w.to_string_lossy().into_owned())
        .collect();
    let Some((current, typed)) = words.split_last() else {
        return ExitCode::FAILURE;
    };
    if let Some(found) = plugin_completion(typed, current) {
        return print_candidates(ui, &found);
    }
    let Some((what, global, current)) = classify(typed, current) else {
        return ExitCode::FAILURE;
    };
    let (sender, receiver) = std::sync::mpsc::channel();
    // The thread is left behind when the deadline passes; the process ends without it.
    std::thread::spawn(move || {
        let _ = sender.send(candidates(&what, &global, &current));
    });
    let found = receiver.recv_timeout(DYNAMIC_DEADLINE).unwrap_or_default();
    print_candidates(ui, &found)
}

fn print_candidates(ui: &Ui, found: &[String]) -> ExitCode {
    let mut out = String::new();
    for candidate in found {
        out.push_str(candidate);
        out.push('\n');
    }
    match ui.stdout(&out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}

/// The words after a plugin's name are the plugin's to complete, as flux's plugin commands
/// hand them to `flux-<name> __complete`; `None` when no plugin was named before `current`.
fn plugin_completion(typed: &[String], current: &str) -> Option<Vec<String>> {
    // The root's command names without building the root: a TAB starts a process each time.
    let plugins = super::plugin::installed_besides(&super::shortcut::ROOT_COMMANDS);
    if plugins.is_empty() {
        return None;
    }
    let argv: Vec<OsString> = std::iter::once("fluxr")
        .chain(typed.iter().map(String::as_str))
        .chain(std::iter::once(current))
        .map(OsString::from)
        .collect();
    let (found, args) = super::find_plugin(&argv, &plugins)?;
    // `fluxr op<TAB>`: the plugin's name is the word being typed, which the root completes.
    if args.is_empty() {
        return None;
    }
    Some(crate::plugin::complete(
        &found.path,
        &args,
        DYNAMIC_DEADLINE,
    ))
}

/// What `current` completes, after the words `typed`, the global flags they set and the part of
/// `current` the candidates complete (after `--flag=`), read as cobra's `__complete` reads them:
/// - a word being typed that starts with `-` is a flag's name (the script's), unless it holds
///   `=`: then it is `--name=value` or `-n=value` (shorthands: the one before `=`);
/// - otherwise, after a word that looks like a flag (`--name`, `-n`, `-An`: its last shorthand),
///   without `=`, the word is that flag's value, unless the flag is a boolean;
/// - the words before are read as pflag reads them: a flag that needs a value takes the next word,
///   whatever it starts with, so in `--context --namespace ""` the last word is an object name;
/// - after `--`, flags are over: every word is an object name.
///
/// A flag the command does not have, or words that do not parse, complete nothing here.
fn classify(typed: &[String], current: &str) -> Option<(Dynamic, GlobalArgs, String)> {
    let mut value = current;
    let mut flag_name = None;
    let mut parsed = typed;
    let mut with_equal = false;
    if current.starts_with('-') {
        let (flag, after) = current.split_once('=')?;
        value = after;
        flag_name = Some(flag_of(flag));
        with_equal = true;
    } else if let Some(previous) = typed.last().filter(|word| looks_like_flag(word))
        && !previous.contains('=')
    {
        flag_name = Some(flag_of(previous));
        parsed = &typed[..typed.len() - 1];
    }
    let (command, path, global, flags_over) = parse(parsed)?;
    let flag = match flag_name {
        Some(_) if flags_over => None,
        Some(name) => {
            let arg = find_flag(&command, &path, name)?;
            // A boolean takes no next word: the word being typed is an object name.
            if !with_equal && super::takes_next_word(arg) == Some(false) {
                let (_, path, global, _) = parse(typed)?;
                return Some((
                    Dynamic::Names(kind_of_path(&path)?),
                    global,
                    value.to_owned(),
                ));
            }
            Some(arg.get_id().as_str().to_owned())
        }
        None => None,
    };
    let what = match flag.as_deref() {
        Some("context") => Dynamic::Contexts,
        Some("namespace") => Dynamic::Namespaces,
        // Other values are the script's.
        Some(_) => return None,
        None => Dynamic::Names(kind_of_path(&path)?),
    };
    Some((what, global, value.to_owned()))
}

/// The words typed before the one being completed, parsed: the root built along the commands
/// they enter, that path, the global flags, and whether `--` ended the flags.
fn parse(words: &[String]) -> Option<(clap::Command, Vec<String>, GlobalArgs, bool)> {
    let mut argv: Vec<OsString> = std::iter::once("fluxr")
        .chain(words.iter().map(String::as_str))
        .map(OsString::from)
        .collect();
    // The parse builds the commands it goes through, and only those: the flag lookup walks the
    // same path, so a TAB never pays for the whole tree. The global flags are copied only into
    // the command the words enter, as for a command line that runs.
    let mut command = super::root_for(&argv);
    let mut matches = command.try_get_matches_from_mut(&argv);
    // As for a command line that runs, words clap refuses are read again as pflag reads them
    // (see `pflag_values`).
    if (matches.is_err() || argv.iter().any(|w| w.as_encoded_bytes().ends_with(b"=")))
        && let Some(rewritten) = super::pflag_values(&argv)
    {
        argv = rewritten;
        command = super::root_for(&argv);
        matches = command.try_get_matches_from_mut(&argv);
    }
    // cobra completes nothing when pflag refuses the flags (a value missing or invalid, a flag
    // the command does not have), and reads no further: what only a run refuses (a flag or an
    // argument not given yet, one argument too many) is let through.
    if let Err(err) = &matches {
        if refuses_flags(err) {
            return None;
        }
        command = super::root_for(&argv).ignore_errors(true);
        matches = command.try_get_matches_from_mut(&argv);
    }
    let matches = matches.ok()?;
    let mut path = Vec::new();
    let mut leaf = &matches;
    while let Some((name, sub)) = leaf.subcommand() {
        path.push(name.to_owned());
        leaf = sub;
    }
    let global = GlobalArgs::from_arg_matches(leaf).ok()?;
    // pflag's rewrite joins a flag's value to it, so a `--` left alone ends the flags.
    let flags_over = argv.iter().skip(1).any(|word| word == "--");
    Some((command, path, global, flags_over))
}

/// Whether clap refused the words for their flags, as pflag's parse would.
fn refuses_flags(err: &clap::Error) -> bool {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    match err.kind() {
        ErrorKind::InvalidValue
        | ErrorKind::ValueValidation
        | ErrorKind::NoEquals
        | ErrorKind::TooManyValues
        | ErrorKind::TooFewValues
        | ErrorKind::WrongNumberOfValues
        | ErrorKind::InvalidUtf8 => true,
        // An unexpected word: a flag unknown to the command, or (not pflag's concern) one
        // argument too many.
        ErrorKind::UnknownArgument => matches!(
            err.get(ContextKind::InvalidArg),
            Some(ContextValue::String(arg)) if arg.starts_with('-')
        ),
        _ => false,
    }
}

/// cobra's `isFlagArg`: `--` and two more characters, or `-` and one that is not `-`.
fn looks_like_flag(word: &str) -> bool {
    (word.len() >= 3 && word.starts_with("--"))
        || (word.len() >= 2 && word.starts_with('-') && !word.starts_with("--"))
}

/// The name cobra looks a flag up by: a long flag's name, or a word of shorthands' last one.
fn flag_of(word: &str) -> &str {
    match word.strip_prefix("--") {
        Some(long) => long,
        None => word.char_indices().last().map_or("", |(at, _)| &word[at..]),
    }
}

/// cobra's `findFlag` on the command at `path` (below `root`, built along `path` by the parse):
/// a one-character name is a shorthand, any other a long name.
fn find_flag<'c>(root: &'c clap::Command, path: &[String], name: &str) -> Option<&'c clap::Arg> {
    let mut current = root;
    for sub in path {
        current = current.find_subcommand(sub)?;
    }
    let mut chars = name.chars();
    let short = match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    };
    current.get_arguments().find(|arg| match short {
        Some(c) => {
            arg.get_short() == Some(c)
                || arg
                    .get_all_short_aliases()
                    .is_some_and(|aliases| aliases.contains(&c))
        }
        None => arg.get_long() == Some(name),
    })
}

/// The candidates for `what`; none when the kubeconfig or the cluster cannot give them.
fn candidates(what: &Dynamic, global: &GlobalArgs, current: &str) -> Vec<String> {
    let mut options = global::connection(global);
    options.timeout = DYNAMIC_DEADLINE;
    complete::candidates(&options, *what, &global.namespace, current)
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
        assert!(zsh.contains("compdef _fluxr_dynamic fluxr"));
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
