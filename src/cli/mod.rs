//! fluxr's command line: clap types and one module per command. Nothing outside `cli` imports clap.
//!
//! Flags, defaults and messages copy flux v2.9's. Parsing goes through [`parse_error`] so that a
//! usage mistake reads as flux reports it; every other failure is rendered once, here, by
//! [`error_text`], on stderr as `✗ …` with exit code 1.

use std::ffi::OsString;
use std::process::ExitCode;

use clap::{CommandFactory as _, FromArgMatches as _, Parser, Subcommand};

use crate::ui::Ui;

pub mod artifact;
pub mod bootstrap;
pub mod build;
pub mod check;
pub mod completion;
pub mod create;
pub mod debug;
pub mod delete;
pub mod diff;
pub mod envsubst;
pub mod events;
pub mod export;
pub mod get;
mod global;
pub mod install;
pub mod kustomize;
pub mod logs;
pub mod migrate;
mod parse_error;
pub mod plugin;
pub mod reconcile;
mod shortcut;
pub mod stats;
pub mod string_slice;
pub mod suspend;
mod target;
pub mod trace;
pub mod tree;
pub mod trigger;
pub mod uninstall;
pub mod version;

pub(crate) use global::{GlobalArgs, GlobalContext};

/// Command line utility for assembling Kubernetes CD pipelines the GitOps way
///
/// fluxr is a Flux v2 compatible bootstrapper: it generates Flux's component and sync manifests
/// offline and builds kustomizations with a native kustomize engine.
#[derive(Parser, Debug)]
#[command(
    name = "fluxr",
    disable_version_flag = true,
    max_term_width = shortcut::HELP_WIDTH,
    // pflag: a flag given twice takes its last value (slices append).
    args_override_self = true
)]
pub struct Cli {
    /// Print the version of fluxr
    #[arg(short = 'v', long = "version")]
    pub version: bool,

    #[command(flatten)]
    pub(crate) global: GlobalArgs,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Each command's flags and subcommands are built only when the command line names it: building
/// all of them was most of the start-up time of `fluxr --version` and of every other command.
/// A command's about text is its variant's doc comment. Its Args struct, and the structs flattened
/// into it, have none: theirs, applied when the command is built, would replace it.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum Command {
    /// Deploy Flux on a cluster the GitOps way.
    ///
    /// The bootstrap sub-commands push the Flux manifests to a Git repository
    /// and deploy Flux on the cluster.
    #[command(verbatim_doc_comment)]
    Bootstrap(Box<bootstrap::BootstrapArgs>),
    /// Build a flux resource
    ///
    /// The build command is used to build flux resources.
    #[command(verbatim_doc_comment)]
    Build(build::BuildArgs),
    /// Check requirements and installation
    Check(check::CheckArgs),
    /// Generates completion scripts for various shells
    ///
    /// The completion sub-command generates completion scripts for various shells.
    #[command(verbatim_doc_comment)]
    Completion(completion::CompletionArgs),
    /// Create or update sources and resources
    ///
    /// The create sub-commands generate sources and resources.
    #[command(verbatim_doc_comment)]
    Create(create::CreateArgs),
    /// Debug a flux resource
    ///
    /// The debug command can be used to troubleshoot failing resource reconciliations.
    #[command(verbatim_doc_comment)]
    Debug(debug::DebugArgs),
    /// Delete sources and resources
    ///
    /// The delete sub-commands delete sources and resources.
    #[command(verbatim_doc_comment)]
    Delete(delete::DeleteArgs),
    /// Diff a flux resource
    ///
    /// The diff command is used to do a server-side dry-run on flux resources, then prints the diff.
    #[command(verbatim_doc_comment)]
    Diff(diff::DiffArgs),
    /// envsubst substitutes the values of environment variables
    Envsubst(envsubst::EnvsubstArgs),
    /// Display Kubernetes events for Flux resources
    Events(events::EventsArgs),
    /// Export resources in YAML format
    ///
    /// The export sub-commands export resources in YAML format.
    #[command(verbatim_doc_comment)]
    Export(export::ExportArgs),
    /// Get the resources and their status
    ///
    /// The get sub-commands print the statuses of Flux resources.
    #[command(verbatim_doc_comment)]
    Get(get::GetArgs),
    /// Install or upgrade Flux
    ///
    /// The install command deploys Flux in the specified namespace.
    /// If a previous version is installed, then an in-place upgrade will be performed.
    #[command(verbatim_doc_comment)]
    Install(Box<install::InstallArgs>),
    /// Build a kustomization directory, like `kubectl kustomize`
    Kustomize(kustomize::KustomizeArgs),
    /// List artifacts
    ///
    /// The list command is used for printing the OCI artifacts metadata.
    #[command(verbatim_doc_comment)]
    List(artifact::ListArgs),
    /// Display formatted logs for Flux components
    Logs(logs::LogsArgs),
    /// Migrate the Flux custom resources to their latest API version
    ///
    /// The migrate command must be run before a Flux minor version upgrade.
    ///
    /// The command has two modes of operation:
    ///
    /// - Cluster mode (default): migrates all the Flux custom resources stored in Kubernetes etcd to their latest API version.
    /// - File system mode (-f): migrates the Flux custom resources defined in the manifests located in the specified path.
    #[command(verbatim_doc_comment)]
    Migrate(migrate::MigrateArgs),
    /// Manage Flux CLI plugins
    ///
    /// The plugin sub-commands manage Flux CLI plugins.
    #[command(verbatim_doc_comment)]
    Plugin(plugin::PluginArgs),
    /// Pull artifacts
    ///
    /// The pull command is used to download OCI artifacts.
    #[command(verbatim_doc_comment)]
    Pull(artifact::PullArgs),
    /// Push artifacts
    ///
    /// The push command is used to publish OCI artifacts.
    #[command(verbatim_doc_comment)]
    Push(artifact::PushArgs),
    /// Reconcile sources and resources
    ///
    /// The reconcile sub-commands trigger a reconciliation of sources and resources.
    #[command(verbatim_doc_comment)]
    Reconcile(reconcile::ReconcileArgs),
    /// Resume suspended resources
    ///
    /// The resume sub-commands resume a suspended resource.
    #[command(verbatim_doc_comment)]
    Resume(suspend::ResumeArgs),
    /// Stats of Flux reconciles
    Stats(stats::StatsArgs),
    /// Suspend resources
    ///
    /// The suspend sub-commands suspend the reconciliation of a resource.
    #[command(verbatim_doc_comment)]
    Suspend(suspend::SuspendArgs),
    /// Tag artifacts
    ///
    /// The tag command is used to tag OCI artifacts.
    #[command(verbatim_doc_comment)]
    Tag(artifact::TagArgs),
    /// Trace in-cluster objects throughout the GitOps delivery pipeline
    Trace(trace::TraceArgs),
    /// Print the resources reconciled by Flux
    Tree(tree::TreeArgs),
    /// Trigger Flux resources from outside the cluster
    ///
    /// The trigger sub-commands invoke Flux resources from outside the cluster, such as a Receiver's incoming webhook.
    #[command(verbatim_doc_comment)]
    Trigger(trigger::TriggerArgs),
    /// Uninstall Flux and its custom resource definitions
    ///
    /// The uninstall command removes the Flux components and the toolkit.fluxcd.io resources from the cluster.
    #[command(verbatim_doc_comment)]
    Uninstall(uninstall::UninstallArgs),
    /// Print the client and server-side components version information.
    ///
    /// Print the client and server-side components version information for the current context.
    #[command(verbatim_doc_comment)]
    Version(version::VersionArgs),
}

/// The stack fluxr runs on: see [`crate::yaml::STACK_BYTES`].
pub use crate::yaml::STACK_BYTES;

/// Parses the command line, runs the command and renders its error, if any, on a thread with a
/// stack of [`STACK_BYTES`].
pub fn main() -> ExitCode {
    let argv: Vec<OsString> = std::env::args_os().collect();
    // The root's help and `--version` read no document and reach no server: answered here, they
    // pay for neither the certificate probe nor a thread (a third of their start-up).
    if let Some(status) = answer_shortcut(&argv) {
        return ExitCode::from(status);
    }
    crate::git::trust_host_certificates();
    let worker = crate::yaml::thread().spawn(move || run(argv));
    match worker.map(std::thread::JoinHandle::join) {
        Ok(Ok(code)) => code,
        // The panic has been reported by the hook already.
        Ok(Err(_)) => ExitCode::from(101),
        Err(err) => {
            Ui::default().failure(&format!("cannot start: {err}"));
            ExitCode::FAILURE
        }
    }
}

/// Prints what the root's help or `--version` prints when `argv` (program name first) asks for
/// one of them, and gives the exit status; None for every other command line. The binary asks
/// before the Rust runtime starts (src/main.rs), [`main`] again for a caller that did not.
pub fn answer_shortcut(argv: &[OsString]) -> Option<u8> {
    let text = shortcut::answer(argv)?;
    Some(print_status(&Ui::default(), &text))
}

/// Runs fluxr with `argv` (program name first); what `main` does once [`shortcut`] has not
/// answered (clap prints the same bytes for what it answers, only slower).
pub fn run(mut argv: Vec<OsString>) -> ExitCode {
    let ui = Ui::default();
    if let Some(value) = global::invalid_namespace_env() {
        // flux's own wording, leading space included.
        ui.warning(&format!(
            " ignoring invalid FLUX_SYSTEM_NAMESPACE: {value:?}"
        ));
    }
    if argv.get(1).is_some_and(|word| word == "__complete") {
        return completion::dynamic(&ui, &argv[2..]);
    }
    if let Some(moved) = help_flags_first(&argv) {
        argv = moved;
    }
    // The root's command names as constants: building the root only to list them cost as much
    // again as the root the parse builds.
    let plugins = plugin::installed_besides(&shortcut::ROOT_COMMANDS);
    if let Some((found, args)) = find_plugin(&argv, &plugins) {
        return plugin::exec(&ui, found, &args);
    }
    let with_plugins = |argv: &[OsString]| {
        let mut root = root_for(argv);
        for found in &plugins {
            root = root.subcommand(plugin::plugin_command(found));
        }
        root
    };
    match help_topic(&argv, || with_plugins(&argv)) {
        None => {}
        Some(HelpTopic::Known(path)) => argv = path,
        Some(HelpTopic::Unknown(names)) => {
            return unknown_help_topic(&ui, &names, with_plugins(&argv), &plugins);
        }
    }
    let mut root = with_plugins(&argv);
    let mut parsed = root.try_get_matches_from_mut(&argv);
    // Only a command line clap refuses can hold a flag's value that looks like a flag; only a
    // word ending in `=` can be a shorthand flag given `=` as its value.
    if (parsed.is_err()
        || argv
            .iter()
            .any(|word| word.as_encoded_bytes().ends_with(b"=")))
        && let Some(rewritten) = pflag_values(&argv)
    {
        root = with_plugins(&rewritten);
        parsed = root.try_get_matches_from_mut(&rewritten);
        argv = rewritten;
    }
    let matches = match parsed {
        Ok(matches) => matches,
        Err(err) => {
            return match parse_error::translate(&err, &mut root, &argv) {
                parse_error::Outcome::Help(text) => {
                    let text = if is_root_help(&argv) {
                        with_plugin_section(text, &root, &plugins)
                    } else {
                        text
                    };
                    print_or_fail(&ui, &with_newline(text))
                }
                parse_error::Outcome::Usage(message) => {
                    ui.failure(&message);
                    usage_status(&argv)
                }
            };
        }
    };
    if let Some((name, sub)) = matches.subcommand()
        && let Some(found) = plugins.iter().find(|p| p.name == name)
    {
        let args: Vec<OsString> = sub
            .get_many::<OsString>("args")
            .into_iter()
            .flatten()
            .cloned()
            .collect();
        return plugin::exec(&ui, found, &args);
    }
    let result = Cli::from_arg_matches(&matches)
        .map_err(anyhow::Error::from)
        .and_then(|cli| dispatch(&ui, cli, &matches, &mut root, &plugins));
    match result {
        Ok(code) => code,
        Err(err) if crate::ui::is_closed_pipe(&err) => {
            ExitCode::from(crate::ui::CLOSED_PIPE_STATUS)
        }
        Err(err) => {
            ui.failure(&error_text(&err));
            ExitCode::FAILURE
        }
    }
}

/// A hidden catch-all for the words after those a leaf command reads: cobra hands a command that
/// sets no `Args` every word that is not a flag, and flux's commands of that kind ignore the
/// ones they do not read, where clap would refuse them.
pub(crate) fn ignored_args() -> clap::Arg {
    clap::Arg::new("ignored")
        .value_name("ARGS")
        .num_args(0..)
        .hide(true)
}

/// An error and its causes joined as anyhow's `{:#}` joins them, except that a cause the text
/// already ends with is not said again: many of fluxr's messages quote their cause the way
/// flux's `fmt.Errorf("…: %w", err)` does (an I/O error in Go's words), and keep it as their
/// `source()` too. A context equal to its cause is said twice, as flux's repeated wrappers say it.
pub(crate) fn error_text(err: &anyhow::Error) -> String {
    let mut text = err.to_string();
    for cause in err.chain().skip(1) {
        let said = cause.to_string();
        let go_words = cause
            .downcast_ref::<std::io::Error>()
            .map(crate::go_os::io_text);
        let quoted = [Some(&said), go_words.as_ref()]
            .into_iter()
            .flatten()
            .any(|words| {
                text.strip_suffix(words.as_str())
                    .is_some_and(|head| head.ends_with(": "))
            });
        if !quoted {
            text.push_str(": ");
            text.push_str(&said);
        }
    }
    text
}

/// The root command for `argv`, with its global flags copied only where `argv` can use them.
fn root_for(argv: &[OsString]) -> clap::Command {
    let root = Cli::command();
    if names_no_command(argv) {
        // clap copies every global flag into every command before parsing (23 flags into 31
        // commands, about 700 copies): most of the work of `fluxr --version` and `--help`.
        // A command line of flags alone enters no command, so they need not be global there;
        // the root's help, errors and values are the same.
        root.mut_args(|arg| arg.global(false))
    } else if let Some(name) = named_command(&root, argv) {
        // The same copies for a command line that enters a command: only the command clap is
        // sure to enter needs the flags, copied as clap would copy them (global there, so its
        // own commands get them in turn). The values still reach the root's matches, since
        // clap passes the value of a flag global anywhere on the path to every level of it.
        with_globals_only_in(root, &name)
    } else {
        root
    }
}

/// Whether the command line is flags alone (`--help`, `-v`, `--namespace=x --help`): no word a
/// command could be named by, nor a flag's value given as the next word.
fn names_no_command(argv: &[OsString]) -> bool {
    argv.iter()
        .skip(1)
        .all(|word| word.as_encoded_bytes().starts_with(b"-") && word != "--")
}

/// The root's command that clap will enter for `argv`, read as clap reads the root's words; `None`
/// whenever that is not certain (an unknown flag, `--`, a value that looks like a flag, `--help`,
/// a word that names no command), where every command keeps the global flags.
fn named_command(root: &clap::Command, argv: &[OsString]) -> Option<String> {
    let mut words = argv.iter().skip(1);
    while let Some(word) = words.next() {
        let word = word.to_str()?;
        let takes_next = if let Some(long) = word.strip_prefix("--") {
            let (name, value) = match long.split_once('=') {
                Some((name, _)) => (name, true),
                None => (long, false),
            };
            let arg = root.get_arguments().find(|arg| {
                arg.get_long() == Some(name)
                    || arg
                        .get_all_aliases()
                        .is_some_and(|aliases| aliases.contains(&name))
            })?;
            !value && takes_next_word(arg)?
        } else if let Some(shorts) = word.strip_prefix('-').filter(|s| !s.is_empty()) {
            let mut takes_next = false;
            for (at, short) in shorts.char_indices() {
                let arg = root.get_arguments().find(|arg| {
                    arg.get_short() == Some(short)
                        || arg
                            .get_all_short_aliases()
                            .is_some_and(|aliases| aliases.contains(&short))
                })?;
                if !arg.get_action().takes_values() {
                    continue;
                }
                // `-nfoo`, `-n=foo`: the rest of the word is the value.
                takes_next = at + short.len_utf8() == shorts.len() && takes_next_word(arg)?;
                break;
            }
            takes_next
        } else {
            // The root takes no positional argument: its first plain word names the command, or
            // is clap's `help` (added when the root is built), whose next word names the command
            // whose help it prints; only that command needs the global flags for it.
            let word = if word == "help" {
                words.next()?.to_str()?
            } else {
                word
            };
            return root
                .find_subcommand(word)
                .map(|command| command.get_name().to_owned());
        };
        if takes_next {
            let value = words.next()?.to_str()?;
            if value.starts_with('-') {
                return None;
            }
        }
    }
    None
}

/// pflag's reading of a flag that needs a value: the next word is its value whatever it starts
/// with (`--namespace -x`, `-n --`, `--path --export`), where clap reads a flag or the end of
/// the flags there and reports the value missing. Such a word is joined to its flag
/// (`--namespace=-x`, `-n=--`), and `-n=` becomes `-n==`; `None` when there is none. The whole tree is built to know every
/// command's flags, which only a refused command line pays for.
fn pflag_values(argv: &[OsString]) -> Option<Vec<OsString>> {
    // Only a flag followed by a word that starts with `-`, or a word ending in `=`, can be
    // rewritten: anything else (`get --help`) is left as it is without building the tree, which
    // took most of the time of a command's help.
    let could_change = argv
        .iter()
        .skip(1)
        .any(|word| word.as_encoded_bytes().ends_with(b"="))
        || argv.windows(2).skip(1).any(|pair| {
            pair.iter()
                .all(|word| word.as_encoded_bytes().starts_with(b"-"))
        });
    if !could_change {
        return None;
    }
    let mut root = Cli::command();
    root.build();
    let mut command = &root;
    let mut out = vec![argv.first()?.clone()];
    let mut changed = false;
    let mut words = argv.iter().skip(1);
    while let Some(word) = words.next() {
        out.push(word.clone());
        let Some(text) = word.to_str() else {
            continue;
        };
        let needs_value = if text == "--" {
            out.extend(words.cloned());
            break;
        } else if let Some(long) = text.strip_prefix("--") {
            !long.contains('=')
                && command
                    .get_arguments()
                    .find(|arg| {
                        arg.get_long() == Some(long)
                            || arg
                                .get_all_aliases()
                                .is_some_and(|aliases| aliases.contains(&long))
                    })
                    .is_some_and(|arg| takes_next_word(arg) == Some(true))
        } else if let Some(shorts) = text.strip_prefix('-').filter(|s| !s.is_empty()) {
            match value_of_shorts(command, shorts) {
                Some("") => true,
                // pflag reads `-n=` as `-n` with the rest of the word, `=`, as its value, where
                // clap sees an empty value after `=`.
                Some("=") => {
                    out.last_mut()?.push("=");
                    changed = true;
                    false
                }
                _ => false,
            }
        } else {
            if let Some(sub) = command.find_subcommand(text) {
                command = sub;
            }
            false
        };
        if needs_value && let Some(value) = words.next() {
            if value.as_encoded_bytes().starts_with(b"-") {
                let flag = out.last_mut()?;
                flag.push("=");
                flag.push(value);
                changed = true;
            } else {
                out.push(value.clone());
            }
        }
    }
    changed.then_some(out)
}

/// What follows, in a word of shorthand flags (`-n`, `-An`, `-nfoo`), the first one that needs a
/// value: the rest of the word (empty when the value is the next word); `None` when none does.
fn value_of_shorts<'a>(command: &clap::Command, shorts: &'a str) -> Option<&'a str> {
    for (at, short) in shorts.char_indices() {
        let arg = command.get_arguments().find(|arg| {
            arg.get_short() == Some(short)
                || arg
                    .get_all_short_aliases()
                    .is_some_and(|aliases| aliases.contains(&short))
        })?;
        // Otherwise a boolean (`-A`), with or without its optional `=value`.
        if takes_next_word(arg)? {
            return Some(&shorts[at + short.len_utf8()..]);
        }
    }
    None
}

/// cobra's `help` command is a command like the others: the root's persistent flags may follow
/// it and the path of the command whose help it prints (`help get -n x`). clap's `help` takes
/// command names only, so such flags (and the values they take as the next word) move before
/// `help`, where clap reads them as the root's and refuses an unknown one as cobra does. `None`
/// when `help` is not the command named, or no flag follows it.
fn help_flags_first(argv: &[OsString]) -> Option<Vec<OsString>> {
    let starts_flag = |word: &OsString| {
        let bytes = word.as_encoded_bytes();
        bytes.len() > 1 && bytes[0] == b'-'
    };
    let at = argv.iter().position(|word| word == "help")?;
    if !argv[at + 1..].iter().any(starts_flag) {
        return None;
    }
    let root = Cli::command();
    // Whether `word`, a flag, takes the next word as its value.
    let takes_next = |word: &str| -> bool {
        if let Some(long) = word.strip_prefix("--") {
            if long.contains('=') {
                return false;
            }
            return root
                .get_arguments()
                .find(|arg| arg.get_long() == Some(long))
                .and_then(takes_next_word)
                .unwrap_or(false);
        }
        let shorts = word.trim_start_matches('-');
        for (index, short) in shorts.char_indices() {
            let Some(arg) = root
                .get_arguments()
                .find(|arg| arg.get_short() == Some(short))
            else {
                return false;
            };
            if arg.get_action().takes_values() {
                // `-nfoo`: the rest of the word is the value.
                return index + short.len_utf8() == shorts.len()
                    && takes_next_word(arg).unwrap_or(false);
            }
        }
        false
    };
    // The words before `help` must be the root's flags alone.
    let mut words = argv[1..at].iter();
    while let Some(word) = words.next() {
        let text = word.to_str()?;
        if !starts_flag(word) || text == "--" {
            return None;
        }
        if takes_next(text) {
            words.next()?;
        }
    }
    let mut flags = Vec::new();
    let mut names = Vec::new();
    let mut rest = argv[at + 1..].iter();
    while let Some(word) = rest.next() {
        if word == "--" {
            // cobra's `Find` strips what looks like a flag from the path it walks.
            names.extend(rest.by_ref().filter(|word| !starts_flag(word)).cloned());
            break;
        }
        if starts_flag(word) {
            flags.push(word.clone());
            if takes_next(word.to_str()?) {
                match rest.next() {
                    Some(value) => flags.push(value.clone()),
                    // Last, the flag is refused for its missing value, as pflag refuses it.
                    None => {
                        let mut out = argv[..at].to_vec();
                        out.extend(flags);
                        return Some(out);
                    }
                }
            }
        } else {
            names.push(word.clone());
        }
    }
    let mut out = argv[..at].to_vec();
    out.extend(flags);
    out.push(argv[at].clone());
    out.extend(names);
    Some(out)
}

/// What cobra's `help` command makes of the names after it, where clap's would refuse them.
enum HelpTopic {
    /// The command line that prints the help of the deepest command the names lead to.
    Known(Vec<OsString>),
    /// The first name is no command of the root.
    Unknown(Vec<String>),
}

/// cobra's help command walks the names after `help` down the tree and stops at the first that
/// names no subcommand (its `Find`): the help of the command reached is printed, the names left
/// ignored; only when the first name is no command of the root does it answer "Unknown help
/// topic". `None` when `help` does not name commands, or clap follows every name.
fn help_topic(argv: &[OsString], root: impl FnOnce() -> clap::Command) -> Option<HelpTopic> {
    let words = command_words(argv.get(1..)?);
    let (first, names) = words.split_first()?;
    if *first != "help" || names.is_empty() {
        return None;
    }
    // After [`help_flags_first`], the names are the last words, right after `help`.
    let at = argv.len().checked_sub(names.len() + 1)?;
    if argv[at] != "help" || argv[at + 1..].iter().zip(names).any(|(a, b)| a != *b) {
        return None;
    }
    let mut root = root();
    // Commands are made when clap first needs them (`defer`): the walk needs them all.
    root.build();
    let mut command = &root;
    let mut depth = 0;
    for name in names {
        match command.find_subcommand(name) {
            Some(sub) => {
                command = sub;
                depth += 1;
            }
            None => break,
        }
    }
    match depth {
        0 => Some(HelpTopic::Unknown(
            names.iter().map(|name| (*name).to_owned()).collect(),
        )),
        _ if depth == names.len() => None,
        _ => Some(HelpTopic::Known(argv[..at + 1 + depth].to_vec())),
    }
}

/// cobra's answer to `help` with an unknown topic, on stderr: the names as Go's `%#q` prints a
/// list of strings, then the root's usage; the exit status is 0.
fn unknown_help_topic(
    ui: &Ui,
    names: &[String],
    mut root: clap::Command,
    plugins: &[crate::plugin::Plugin],
) -> ExitCode {
    let quoted: Vec<String> = names.iter().map(|name| go_backquote(name)).collect();
    let help = with_plugin_section(root.render_long_help().to_string(), &root, plugins);
    let usage = help.find("Usage:").map_or(help.as_str(), |at| &help[at..]);
    let text = format!("Unknown help topic [{}]\n{usage}", quoted.join(" "));
    match ui.stderr(&with_newline(text)) {
        Err(err) if err.kind() != std::io::ErrorKind::BrokenPipe => ExitCode::FAILURE,
        _ => ExitCode::SUCCESS,
    }
}

/// Go's `%#q` of a string: back-quoted when `strconv.CanBackquote` allows, else `%q`.
fn go_backquote(text: &str) -> String {
    let can = !text
        .chars()
        .any(|c| c == '`' || c == '\u{feff}' || (c.is_control() && c != '\t'));
    if can {
        format!("`{text}`")
    } else {
        crate::yaml::go_quote(text)
    }
}

/// Whether a flag given without `=` takes the next word as its value: `None` when clap's
/// choice depends on more than the flag (a flag taking a number of values other than one).
fn takes_next_word(arg: &clap::Arg) -> Option<bool> {
    if !arg.get_action().takes_values() {
        return Some(false);
    }
    match arg.get_num_args() {
        // `--verbose`, `--verbose=false`: an optional value only ever comes after `=`.
        Some(range) if range.min_values() == 0 && range.max_values() == 1 => {
            arg.is_require_equals_set().then_some(false)
        }
        Some(range) if range.min_values() != 1 || range.max_values() != 1 => None,
        _ => (!arg.is_require_equals_set()).then_some(true),
    }
}

/// `root` with its global flags copied, global, into the command `name` alone, as clap copies
/// them into each command when it builds the root, and no longer global at the root.
fn with_globals_only_in(root: clap::Command, name: &str) -> clap::Command {
    let mut globals: Option<Vec<clap::Arg>> = Some(
        root.get_arguments()
            .filter(|arg| arg.is_global_set())
            .cloned()
            .collect(),
    );
    root.mut_args(|arg| arg.global(false))
        // In place: the order of the commands is that of the help and of clap's suggestions.
        .mut_subcommands(
            |command| match globals.take_if(|_| command.get_name() == name) {
                // Each flag keeps the root's display order; the command's own flags, added when it
                // is built, number theirs from 0 as they would have (adding counts them up).
                Some(globals) => command.args(globals).next_display_order(0),
                None => command,
            },
        )
}

/// flux's deprecated flags: the command path, the flag and cobra's reason.
const DEPRECATED_FLAGS: [(&[&str], &str, &str); 2] = [
    (
        &["create", "kustomization"],
        "validation",
        "this arg is no longer used, all resources are validated using server-side apply dry-run",
    ),
    (
        &["bootstrap", "gitlab"],
        "private",
        "use --visibility instead",
    ),
];

/// pflag's notice for every use of a deprecated flag. cobra prints them on stdout once the flags
/// parsed, before anything runs (the namespace check included).
fn print_deprecation_notices(ui: &Ui, matches: &clap::ArgMatches) -> std::io::Result<()> {
    let mut path = Vec::new();
    let mut leaf = matches;
    while let Some((name, sub)) = leaf.subcommand() {
        path.push(name);
        leaf = sub;
    }
    for (command, flag, reason) in DEPRECATED_FLAGS {
        if path != command {
            continue;
        }
        let uses = leaf
            .get_raw_occurrences(flag)
            .map_or(0, |occurrences| occurrences.count());
        for _ in 0..uses {
            ui.stdout(&format!("Flag --{flag} has been deprecated, {reason}\n"))?;
        }
    }
    Ok(())
}

/// The exit status of a usage error: 1, as flux, except for `diff`, where 1 means "changes
/// found" and every error is 2 (so `[ $? -le 1 ]` in CI means what it says).
fn usage_status(argv: &[OsString]) -> ExitCode {
    let lenient = Cli::command()
        .ignore_errors(true)
        .try_get_matches_from(argv)
        .ok();
    match lenient.as_ref().and_then(clap::ArgMatches::subcommand_name) {
        Some("diff") => ExitCode::from(2),
        _ => ExitCode::FAILURE,
    }
}

fn dispatch(
    ui: &Ui,
    cli: Cli,
    matches: &clap::ArgMatches,
    root: &mut clap::Command,
    plugins: &[crate::plugin::Plugin],
) -> anyhow::Result<ExitCode> {
    let Cli {
        version,
        global,
        command,
    } = cli;
    if version {
        ui.stdout(&version::flag_line())?;
        return Ok(ExitCode::SUCCESS);
    }
    let Some(command) = command else {
        // cobra prints the help of a command that is only a group.
        let help = with_plugin_section(root.render_help().to_string(), root, plugins);
        ui.stdout(&with_newline(help))?;
        return Ok(ExitCode::SUCCESS);
    };
    print_deprecation_notices(ui, matches)?;
    // The completion script and the kustomize engine need no flux settings: a stray
    // FLUX_SYSTEM_NAMESPACE must not fail them.
    let resolve = || GlobalContext::resolve(&global, matches);
    match command {
        Command::Bootstrap(args) => bootstrap::run(ui, &resolve()?, *args),
        Command::Build(args) => build::run(ui, &resolve()?, args),
        Command::Check(args) => check::run(ui, &resolve()?, args),
        Command::Completion(args) => completion::run(ui, args),
        Command::Create(args) => create::run(
            ui,
            &GlobalContext::resolve_for_create(&global, matches),
            args,
        ),
        Command::Debug(args) => debug::run(ui, &resolve()?, args),
        Command::Delete(args) => delete::run(ui, &resolve()?, args),
        Command::Diff(args) => match resolve() {
            Ok(ctx) => diff::run(ui, &ctx, args),
            // A bad global flag (`--timeout`) is a usage error: 2 for diff.
            Err(err) => {
                ui.failure(&error_text(&err));
                Ok(ExitCode::from(2))
            }
        },
        Command::Envsubst(args) => envsubst::run(ui, args),
        Command::Events(args) => events::run(ui, &resolve()?, args),
        Command::Export(args) => export::run(ui, &resolve()?, args),
        Command::Get(args) => get::run(ui, &resolve()?, args),
        Command::Install(args) => install::run(ui, &resolve()?, *args),
        Command::Kustomize(args) => kustomize::run(ui, args),
        Command::List(args) => artifact::list(ui, &resolve()?, args),
        Command::Logs(args) => logs::run(ui, &resolve()?, args),
        Command::Migrate(args) => migrate::run(ui, &resolve()?, args),
        Command::Plugin(args) => plugin::run(ui, plugins, args),
        Command::Pull(args) => artifact::pull(ui, &resolve()?, args),
        Command::Push(args) => artifact::push(ui, &resolve()?, args),
        Command::Reconcile(args) => reconcile::run(ui, &resolve()?, args),
        Command::Resume(args) => suspend::resume(ui, &resolve()?, args),
        Command::Stats(args) => stats::run(ui, &resolve()?, args),
        Command::Suspend(args) => suspend::suspend(ui, &resolve()?, args),
        Command::Tag(args) => artifact::tag(ui, &resolve()?, args),
        Command::Trace(args) => trace::run(ui, &resolve()?, args),
        Command::Tree(args) => tree::run(ui, &resolve()?, args),
        Command::Trigger(args) => trigger::run(ui, &resolve()?, args),
        Command::Uninstall(args) => uninstall::run(ui, &resolve()?, args),
        Command::Version(args) => version::run(ui, &resolve()?, args),
    }
}

fn print_or_fail(ui: &Ui, text: &str) -> ExitCode {
    ExitCode::from(print_status(ui, text))
}

/// [`print_or_fail`]'s status as a number, for a caller that exits by itself.
fn print_status(ui: &Ui, text: &str) -> u8 {
    match ui.stdout(text) {
        Ok(()) => 0,
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => crate::ui::CLOSED_PIPE_STATUS,
        Err(_) => 1,
    }
}

/// clap renders some help texts without the final newline a terminal wants.
fn with_newline(mut text: String) -> String {
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// flux's root flags that take no value (`--verbose`, not `--verbose true`), which cobra must know
/// to tell a flag's value from a command name.
const ROOT_BOOL_FLAGS: [&str; 4] = [
    "verbose",
    "ns-follows-kube-context",
    "insecure-skip-tls-verify",
    "disable-compression",
];

/// Whether `arg`, a flag without `=`, takes the next argument as its value, as cobra guesses
/// it while looking for the command: every flag does but the root's booleans.
fn takes_value(arg: &str) -> bool {
    if arg.contains('=') {
        return false;
    }
    if let Some(long) = arg.strip_prefix("--") {
        return !ROOT_BOOL_FLAGS.contains(&long);
    }
    arg.len() == 2
}

/// The arguments that are not flags nor flag values, up to `--` (cobra's `stripFlags`).
fn command_words(args: &[OsString]) -> Vec<&str> {
    let mut words = Vec::new();
    let mut rest = args.iter().map(|a| a.to_str().unwrap_or("\u{fffd}"));
    while let Some(arg) = rest.next() {
        if arg == "--" {
            break;
        }
        if arg.starts_with('-') {
            if takes_value(arg) && rest.next().is_none() {
                break;
            }
            continue;
        }
        if !arg.is_empty() {
            words.push(arg);
        }
    }
    words
}

/// The plugin that `argv` runs, and its arguments: everything but the plugin's name, flags
/// before it included, as cobra hands them to a command that parses no flags.
fn find_plugin<'p>(
    argv: &[OsString],
    plugins: &'p [crate::plugin::Plugin],
) -> Option<(&'p crate::plugin::Plugin, Vec<OsString>)> {
    let args = argv.get(1..)?;
    let first = *command_words(args).first()?;
    let found = plugins.iter().find(|p| p.name == first)?;
    let mut skip_value = false;
    let position = args.iter().position(|arg| {
        let arg = arg.to_str().unwrap_or_default();
        if std::mem::take(&mut skip_value) {
            return false;
        }
        if arg.starts_with('-') {
            skip_value = takes_value(arg);
            return false;
        }
        arg == first
    })?;
    let mut rest = args.to_vec();
    rest.remove(position);
    Some((found, rest))
}

/// Whether `argv` asks for the root's help (`fluxr --help`, `fluxr help`).
fn is_root_help(argv: &[OsString]) -> bool {
    let words = command_words(argv.get(1..).unwrap_or_default());
    words.is_empty() || words == ["help"]
}

/// The root help with flux's `Plugin Commands:` section after the commands.
fn with_plugin_section(
    help: String,
    root: &clap::Command,
    plugins: &[crate::plugin::Plugin],
) -> String {
    let width = root
        .get_subcommands()
        .filter(|c| !c.is_hide_set())
        .map(|c| c.get_name().chars().count())
        .chain(std::iter::once("help".len()))
        .max()
        .unwrap_or(0);
    insert_plugin_section(help, width, plugins)
}

/// The root help with the `Plugin Commands:` section after the commands, whose names are at
/// most `width` characters long.
fn insert_plugin_section(help: String, width: usize, plugins: &[crate::plugin::Plugin]) -> String {
    let section = plugin::help_section(plugins, width);
    match help.find("\nOptions:\n") {
        Some(at) if !section.is_empty() => {
            let (head, tail) = help.split_at(at + 1);
            format!("{head}{section}{tail}")
        }
        _ => help,
    }
}

#[cfg(test)]
mod tests {
    use std::ffi::OsString;

    use clap::CommandFactory as _;

    use super::parse_error::{self, Outcome};

    /// What `args` prints through `run`'s path, at the root help's width.
    fn help_text(args: &[&str]) -> String {
        let argv: Vec<OsString> = std::iter::once("fluxr")
            .chain(args.iter().copied())
            .map(OsString::from)
            .collect();
        let mut root = super::root_for(&argv).term_width(super::shortcut::HELP_WIDTH);
        let err = root
            .try_get_matches_from_mut(&argv)
            .expect_err("clap reports help as an error");
        match parse_error::translate(&err, &mut root, &argv) {
            Outcome::Help(text) => text,
            Outcome::Usage(message) => panic!("{args:?}: {message}"),
        }
    }

    /// `help <command>` prints what `<command> --help` prints, as cobra's help command does,
    /// although only the command named gets the global flags for it.
    #[test]
    fn the_help_command_prints_the_help_flags_text() {
        let mut root = super::Cli::command();
        root.build();
        let mut paths: Vec<Vec<&str>> = Vec::new();
        for command in root.get_subcommands().filter(|c| c.get_name() != "help") {
            paths.push(vec![command.get_name()]);
            for sub in command.get_subcommands().filter(|c| c.get_name() != "help") {
                paths.push(vec![command.get_name(), sub.get_name()]);
            }
        }
        assert!(paths.len() > 60, "{}", paths.len());
        for path in paths {
            let by_command: Vec<&str> = std::iter::once("help").chain(path.clone()).collect();
            let by_flag: Vec<&str> = path.iter().copied().chain(["--help"]).collect();
            assert_eq!(help_text(&by_command), help_text(&by_flag), "{path:?}");
        }
    }

    #[derive(Debug, thiserror::Error)]
    #[error("reading values from v.yaml failed: {0}")]
    struct Quoting(#[source] std::io::Error);

    #[derive(Debug, thiserror::Error)]
    #[error("failed to write the tarball")]
    struct Silent(#[source] std::io::Error);

    #[derive(Debug, thiserror::Error)]
    #[error("failed to remove plugin binary: {}", crate::go_os::io_text(.0))]
    struct GoWords(#[source] std::io::Error);

    #[test]
    fn a_cause_is_said_once() {
        let cause = || std::io::Error::other("open v.yaml: no such file or directory");
        assert_eq!(
            super::error_text(&anyhow::Error::new(Quoting(cause()))),
            "reading values from v.yaml failed: open v.yaml: no such file or directory"
        );
        assert_eq!(
            super::error_text(&anyhow::Error::new(Silent(cause()))),
            "failed to write the tarball: open v.yaml: no such file or directory"
        );
        let context = anyhow::Error::new(cause()).context("create failed");
        assert_eq!(
            super::error_text(&context),
            "create failed: open v.yaml: no such file or directory"
        );
        let is_a_directory = std::io::Error::from_raw_os_error(21);
        assert_eq!(
            super::error_text(&anyhow::Error::new(GoWords(is_a_directory))),
            "failed to remove plugin binary: is a directory"
        );
        let twice = anyhow::Error::new(cause())
            .context("push failed")
            .context("push failed");
        assert_eq!(
            super::error_text(&twice),
            "push failed: push failed: open v.yaml: no such file or directory"
        );
    }
}
