//! `fluxr envsubst`: Flux's variable substitution over stdin, line by line, as `flux envsubst` does.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use anyhow::Context;
use clap::Args;

use crate::envsubst;
use crate::ui::Ui;

/// Substitute environment variables in a text read from stdin
///
/// Reads stdin line by line and replaces `${var}` references (with Flux's bash-like operators)
/// by the values of environment variables, writing the result to stdout.
#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  # Build a kustomization and substitute its variables\n  \
fluxr kustomize build . | fluxr envsubst --strict"
)]
pub struct EnvsubstArgs {
    /// fail if a variable without a default value is declared in the input but is missing from
    /// the environment
    #[arg(long)]
    pub strict: bool,
}

pub fn run(ui: &Ui, args: EnvsubstArgs) -> anyhow::Result<ExitCode> {
    let lookup = |name: &str| std::env::var(name).ok();
    let stdin = std::io::stdin().lock();
    let mut out = Vec::new();
    for line in stdin.lines() {
        let line = line.context("failed to read stdin")?;
        let substituted = envsubst::eval(&line, &lookup, args.strict);
        // Lines before a failing one are still printed, as flux does.
        let substituted = match substituted {
            Ok(text) => text,
            Err(err) => {
                ui.stdout(&String::from_utf8_lossy(&out))?;
                return Err(err.into());
            }
        };
        out.write_all(substituted.as_bytes())?;
        out.push(b'\n');
    }
    ui.stdout(&String::from_utf8_lossy(&out))?;
    Ok(ExitCode::SUCCESS)
}
