//! Every byte fluxr prints goes through here: data on stdout, flux-style status lines on stderr.
#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::io::{self, Write};

/// The printer handed to every command.
#[derive(Debug, Clone, Default)]
pub struct Ui {
    /// `--silent` style runs print no status lines.
    pub quiet: bool,
}

impl Ui {
    /// Writes data to stdout. A closed pipe is not an error worth reporting.
    pub fn stdout(&self, data: &str) -> io::Result<()> {
        let mut out = io::stdout().lock();
        out.write_all(data.as_bytes())?;
        out.flush()
    }

    fn status(&self, symbol: &str, msg: &str) {
        if !self.quiet {
            eprintln!("{symbol} {msg}");
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
    /// `⚠️ msg`: a warning.
    pub fn warning(&self, msg: &str) {
        self.status("⚠️", msg);
    }
    /// `✗ msg`: the failure that ends the command; always printed.
    pub fn failure(&self, msg: &str) {
        eprintln!("✗ {msg}");
    }
}
