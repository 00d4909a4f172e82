//! Every byte fluxr prints goes through here: data on stdout, flux-style status lines on stderr.
#![allow(clippy::print_stdout, clippy::print_stderr)]

pub mod table;

use std::io::{self, IsTerminal as _, Write};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

// Status lines quote URLs and errors from Git; credentials in them never reach the terminal or
// a CI log, whoever built the message.
use crate::git::url::redact;

/// The exit status of a process whose stdout was closed: 128 + SIGPIPE, what a shell reports
/// for `flux` (the Go runtime lets SIGPIPE end a process whose stdout write fails with EPIPE) and
/// for coreutils (SIGPIPE's default action). Rust ignores SIGPIPE, and fluxr keeps it ignored so
/// that a peer closing a network connection never kills it; it exits with the same status.
pub const CLOSED_PIPE_STATUS: u8 = 141;

/// Whether an error comes from writing to a closed stdout.
pub fn is_closed_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    })
}

/// The printer handed to every command.
#[derive(Debug, Clone, Default)]
pub struct Ui {
    /// `--silent` style runs print no status lines.
    pub quiet: bool,
}

impl Ui {
    /// Writes data to stdout. A closed pipe comes back as [`io::ErrorKind::BrokenPipe`], which
    /// the command line turns into a quiet exit ([`is_closed_pipe`]).
    pub fn stdout(&self, data: &str) -> io::Result<()> {
        self.stdout_bytes(data.as_bytes())
    }

    /// [`Ui::stdout`] for data that need not be UTF-8 text.
    pub fn stdout_bytes(&self, data: &[u8]) -> io::Result<()> {
        let mut out = io::stdout().lock();
        out.write_all(data)?;
        out.flush()
    }

    /// The columns of the terminal stdout writes to, or 80 when it is not a terminal: the width
    /// dyff (flux's diff printer) lays its columns out in.
    pub fn stdout_columns(&self) -> usize {
        match terminal_size::terminal_size_of(io::stdout()) {
            Some((terminal_size::Width(columns), _)) => usize::from(columns),
            None => 80,
        }
    }

    /// Writes text to stderr as it is, without a line break of its own.
    pub fn stderr(&self, data: &str) -> io::Result<()> {
        let mut err = io::stderr().lock();
        err.write_all(data.as_bytes())?;
        err.flush()
    }

    fn status(&self, symbol: &str, msg: &str) {
        if !self.quiet {
            let _ = writeln!(io::stderr(), "{symbol} {}", redact(msg));
        }
    }

    /// `► msg`: an action starts.
    pub fn action(&self, msg: &str) {
        self.status("►", msg);
    }
    /// `✚ msg`: something is generated.
    pub fn generate(&self, msg: &str) {
        self.status("✚", msg);
    }
    /// `◎ msg`: waiting for something.
    pub fn waiting(&self, msg: &str) {
        self.status("◎", msg);
    }
    /// `✔ msg`: a step succeeded.
    pub fn success(&self, msg: &str) {
        self.status("✔", msg);
    }
    /// A line of detail under a status line, such as one change of an apply.
    pub fn detail(&self, msg: &str) {
        if !self.quiet {
            let _ = writeln!(io::stderr(), "{}", redact(msg));
        }
    }
    /// `⚠️ msg`: a warning.
    pub fn warning(&self, msg: &str) {
        self.status("⚠️", msg);
    }
    /// Asks a yes/no question on stderr and reads the answer from stdin; only `y` (any case)
    /// is a yes, and a closed stdin is a no.
    pub fn confirm(&self, question: &str) -> io::Result<bool> {
        Ok(self.confirm_answer(question)?.unwrap_or(false))
    }

    /// [`Ui::confirm`], telling the end of the input (`None`) from a no, as promptui does for
    /// the commands that print its error.
    pub fn confirm_answer(&self, question: &str) -> io::Result<Option<bool>> {
        // promptui's confirmation template, without its colours; fluxr keeps it on stderr
        // with the other status lines, where promptui draws on stdout.
        eprint!("? {question}? [y/N] ");
        io::stderr().flush()?;
        let mut answer = String::new();
        if io::stdin().read_line(&mut answer)? == 0 {
            return Ok(None);
        }
        // promptui's confirmation (no default) takes `y` or `Y` and nothing else, not even
        // `yes`: anything else is flux's "aborting".
        let answer = answer.trim_end_matches(['\r', '\n']);
        Ok(Some(answer.eq_ignore_ascii_case("y")))
    }

    /// Reads a secret from stdin after printing `prompt`; a terminal does not echo it. As
    /// flux's `readPasswordFromStdin`: a pipe must end the answer with a line break (Go's
    /// `bufio.Reader.ReadString`), a terminal may end it with end-of-input too (x/term's
    /// `ReadPassword`); otherwise the error is `EOF` ([`io::ErrorKind::UnexpectedEof`]). An empty
    /// line is an empty answer.
    pub fn read_secret(&self, prompt: &str) -> io::Result<String> {
        use std::io::IsTerminal as _;
        eprint!("{prompt}");
        io::stderr().flush()?;
        let terminal = io::stdin().is_terminal();
        let stty = |arg: &str| {
            std::process::Command::new("stty")
                .arg(arg)
                .stdin(std::process::Stdio::inherit())
                .status()
        };
        if terminal {
            let _ = stty("-echo");
        }
        let read = read_answer(io::stdin().lock(), terminal);
        if terminal {
            let _ = stty("echo");
        }
        let secret = read?;
        // Like flux, end the prompt's line once the answer is read.
        eprintln!();
        Ok(secret)
    }

    /// `✗ msg`: the failure that ends the command; always printed.
    pub fn failure(&self, msg: &str) {
        // A closed stderr must not turn a clean failure into a panic.
        let _ = writeln!(io::stderr(), "✗ {}", redact(msg));
    }

    /// `✗ msg` as one line of a report that goes on (a failed check), silenced like the others.
    pub fn failed_check(&self, msg: &str) {
        self.status("✗", msg);
    }

    /// An animated spinner on stderr while something is awaited. It animates only on a terminal
    /// with colours allowed (`NO_COLOR` unset) and when status lines are not silenced; otherwise
    /// it draws nothing, so logs and pipes get the status lines alone.
    pub fn spinner(&self, msg: &str) -> Spinner {
        let animate = !self.quiet
            && io::stderr().is_terminal()
            && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        if !animate {
            return Spinner { bar: None };
        }
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
        bar.set_style(ProgressStyle::default_spinner());
        bar.set_message(msg.to_owned());
        bar.enable_steady_tick(Duration::from_millis(100));
        Spinner { bar: Some(bar) }
    }
}

/// A running spinner; cleared from the terminal when dropped.
#[derive(Debug)]
pub struct Spinner {
    bar: Option<ProgressBar>,
}

impl Spinner {
    /// Replaces the text next to the spinner.
    pub fn set_message(&self, msg: &str) {
        if let Some(bar) = &self.bar {
            bar.set_message(msg.to_owned());
        }
    }
}

impl Drop for Spinner {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// The longest answer [`Ui::read_secret`] reads: far above any token or password, it keeps a
/// stream without line breaks from filling memory.
const MAX_ANSWER_BYTES: u64 = 1 << 20;

/// One answer line of [`Ui::read_secret`], without its line break (see there for when the end of
/// input is an error).
fn read_answer(input: impl io::BufRead, terminal: bool) -> io::Result<String> {
    use std::io::BufRead as _;
    let mut answer = Vec::new();
    input
        .take(MAX_ANSWER_BYTES + 1)
        .read_until(b'\n', &mut answer)?;
    if answer.len() as u64 > MAX_ANSWER_BYTES {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("the answer is longer than {MAX_ANSWER_BYTES} bytes"),
        ));
    }
    if !answer.ends_with(b"\n") && (!terminal || answer.is_empty()) {
        return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "EOF"));
    }
    let answer = String::from_utf8_lossy(&answer);
    Ok(answer.trim_end_matches(['\r', '\n']).to_owned())
}

#[cfg(test)]
mod tests {
    use super::{MAX_ANSWER_BYTES, read_answer};
    use std::io::ErrorKind;

    #[test]
    fn an_answer_is_one_line_ended_by_a_line_break_or_a_terminal_s_end_of_input() {
        assert_eq!(
            read_answer(&b"t0ken\r\nrest\n"[..], false).unwrap(),
            "t0ken"
        );
        assert_eq!(read_answer(&b"\n"[..], false).unwrap(), "");
        // A pipe that ends mid-answer is EOF, as Go's ReadString; a terminal's end of input
        // ends a typed answer, as x/term's ReadPassword, but not an empty one.
        let eof = read_answer(&b"t0ken"[..], false).unwrap_err();
        assert_eq!(
            (eof.kind(), eof.to_string().as_str()),
            (ErrorKind::UnexpectedEof, "EOF")
        );
        assert_eq!(read_answer(&b"t0ken"[..], true).unwrap(), "t0ken");
        assert_eq!(
            read_answer(&b""[..], true).unwrap_err().kind(),
            ErrorKind::UnexpectedEof
        );
    }

    #[test]
    fn an_answer_longer_than_the_bound_is_refused() {
        let long = vec![b'x'; MAX_ANSWER_BYTES as usize + 10];
        assert_eq!(
            read_answer(&long[..], false).unwrap_err().to_string(),
            "the answer is longer than 1048576 bytes"
        );
        let mut fits = vec![b'x'; MAX_ANSWER_BYTES as usize - 1];
        fits.push(b'\n');
        assert_eq!(read_answer(&fits[..], false).unwrap().len(), fits.len() - 1);
    }
}
