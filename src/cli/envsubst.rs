//! `fluxr envsubst`: Flux's variable substitution over stdin, line by line, as `flux envsubst` does.

use std::io::{BufRead, Read as _};
use std::process::ExitCode;

use anyhow::Context;
use clap::Args;

use crate::envsubst;
use crate::kustomize::fs::MAX_FILE_BYTES;
use crate::ui::Ui;

#[derive(Args, Debug)]
#[command(long_about = super::target::preview(
    "envsubst substitutes the values of environment variables",
    "The envsubst command substitutes the values of environment variables\n\
in the string piped as standard input and writes the result to the standard output. This command can be used\n\
to replicate the behavior of the Flux Kustomization post-build substitutions.",
))]
#[command(after_help = "Examples:
  # Run env var substitutions on the kustomization build output
  export cluster_region=eu-central-1
  kustomize build . | fluxr envsubst

  # Run env var substitutions and error out if a variable is not set
  kustomize build . | fluxr envsubst --strict
")]
pub struct EnvsubstArgs {
    /// fail if a variable without a default value is declared in the input but is missing from
    /// the environment
    #[arg(long)]
    pub strict: bool,
}

pub fn run(ui: &Ui, args: EnvsubstArgs) -> anyhow::Result<ExitCode> {
    let lookup = |name: &str| std::env::var(name).ok();
    let mut stdin = std::io::stdin().lock();
    let mut line = Vec::new();
    let mut out = Vec::new();
    let mut number = 0;
    // Line by line as flux does, with what is done printed as it goes: memory holds one line
    // (at most the size limit) and a little output, whatever the size of the input.
    while read_line(&mut stdin, &mut line).context("failed to read stdin")? {
        number += 1;
        if line.len() as u64 > MAX_FILE_BYTES {
            ui.stdout_bytes(&out)?;
            anyhow::bail!(
                "failed to read stdin: line {number} is longer than the limit of {} MiB",
                MAX_FILE_BYTES / 1024 / 1024
            );
        }
        // Bytes as flux's `Scanner.Text()` hands them over, UTF-8 or not.
        // Lines before a failing one are still printed, as flux does.
        let substituted = match envsubst::eval(&line, &lookup, args.strict) {
            Ok(text) => text,
            Err(err) => {
                ui.stdout_bytes(&out)?;
                return Err(err.into());
            }
        };
        // A value cut inside a character (`${v:0:1}`) is written as the bytes Go writes.
        out.extend(substituted);
        out.push(b'\n');
        if out.len() >= 64 * 1024 {
            ui.stdout_bytes(&out)?;
            out.clear();
        }
    }
    ui.stdout_bytes(&out)?;
    Ok(ExitCode::SUCCESS)
}

/// Reads the next line without its line break (`\n` or `\r\n`) into `line`, taking at most one
/// byte more than the size limit; `false` at the end of input.
fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> std::io::Result<bool> {
    line.clear();
    let read = input
        .by_ref()
        .take(MAX_FILE_BYTES + 1)
        .read_until(b'\n', line)?;
    if read == 0 {
        return Ok(false);
    }
    if line.last() == Some(&b'\n') {
        line.pop();
        if line.last() == Some(&b'\r') {
            line.pop();
        }
    }
    Ok(true)
}
