//! A linear look at a YAML text before the parser sees it, so that nesting cannot make parsing
//! slow.
//!
//! libyaml's scanner (and libyaml-safer's, a port of it) walks every open flow level for each
//! token it reads, so a document of `[[[[…` costs time in the square of its size: 100 KB of `[`
//! took 17 s. yaml.v3 refuses flow nesting deeper than 10,000 levels ("exceeded max depth of
//! 10000"); this pass finds such nesting in one sweep and refuses it the same way before the
//! parser starts. Below that depth the scanner's work is the number of flow tokens times their
//! depth, which is bounded here too ([`MAX_FLOW_WORK`]), so that no text under the size limit
//! keeps a build busy for long.
//!
//! The pass tells flow indicators from scalar text the way the scanner does where it matters:
//! comments, quoted scalars and block scalars are skipped, and in block context a `[` or `{`
//! opens a collection only where a token may start. Block nesting needs no pass: it is linear in
//! the scanner, and its depth is checked as the events arrive.

use super::Error;

/// The deepest nesting yaml.v3 (and so kubectl and kustomize) accepts.
pub const MAX_DEPTH: usize = 10_000;

/// The most work the scanner may be handed: the sum, over the structural tokens of flow
/// collections, of how deeply each is nested (2^27, about 134 million). A 64 MiB JSON manifest,
/// whose tokens sit 10 levels deep on average, costs a tenth of it; the limit keeps the parse of
/// any text under a second (release build), where a document nested 10,000 levels deep with
/// tens of thousands of entries down there would otherwise take minutes.
pub const MAX_FLOW_WORK: u64 = 1 << 27;

/// The message yaml.v3 gives for nesting past [`MAX_DEPTH`].
pub fn depth_error(line: usize) -> Error {
    Error {
        message: format!("exceeded max depth of {MAX_DEPTH}"),
        line: Some(line),
        column: None,
    }
}

/// Fails when `text` nests flow collections deeper than [`MAX_DEPTH`] or would cost the scanner
/// more than [`MAX_FLOW_WORK`].
pub fn check_flow_nesting(text: &str) -> Result<(), Error> {
    Sweep::new(text.as_bytes()).run()
}

struct Sweep<'a> {
    bytes: &'a [u8],
    i: usize,
    line: usize,
    /// Where the current line starts, and its indentation.
    line_start: usize,
    indent: usize,
    depth: usize,
    work: u64,
    /// Whether a token may start here: at the start of a line, after blanks, after a flow
    /// indicator.
    token_start: bool,
    /// Inside a plain scalar, with the indentation of the line it started on: quotes and `|`
    /// there are text, and in block context so are brackets.
    plain: Option<usize>,
    /// The columns of the open block collections, as the scanner's indentation stack has them,
    /// so that block and flow nesting count together.
    blocks: Vec<usize>,
    /// The column where the last scalar of the line started: a key, when `: ` follows.
    token_col: usize,
}

impl<'a> Sweep<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        let mut sweep = Sweep {
            bytes,
            i: 0,
            line: 1,
            line_start: 0,
            indent: 0,
            depth: 0,
            work: 0,
            token_start: true,
            plain: None,
            blocks: Vec::new(),
            token_col: 0,
        };
        sweep.indent = sweep.indentation(0);
        sweep
    }

    fn indentation(&self, at: usize) -> usize {
        self.bytes[at..].iter().take_while(|b| **b == b' ').count()
    }

    fn next_is_blank(&self) -> bool {
        matches!(
            self.bytes.get(self.i + 1),
            None | Some(b' ' | b'\t' | b'\r' | b'\n')
        )
    }

    fn new_line(&mut self, start: usize) {
        self.line += 1;
        self.line_start = start;
        self.indent = self.indentation(start);
    }

    fn run(mut self) -> Result<(), Error> {
        while self.i < self.bytes.len() {
            let b = self.bytes[self.i];
            let flow = self.depth > 0;
            match b {
                b'\n' => {
                    self.new_line(self.i + 1);
                    self.token_start = true;
                    self.unroll();
                    // A plain scalar goes on over lines indented more than where it started
                    // (and over any line inside a flow collection).
                    if let Some(started) = self.plain
                        && !flow
                        && self.indent <= started
                    {
                        self.plain = None;
                    }
                }
                b' ' | b'\t' | b'\r' => self.token_start = true,
                b'#' if self.token_start => {
                    self.plain = None;
                    while self.i < self.bytes.len() && self.bytes[self.i] != b'\n' {
                        self.i += 1;
                    }
                    continue;
                }
                b':' if self.next_is_blank() || flow => {
                    self.plain = None;
                    self.token_start = true;
                    self.add_work()?;
                    self.roll(self.token_col)?;
                }
                b'\'' | b'"' if self.plain.is_none() && (self.token_start || flow) => {
                    self.token_col = self.i - self.line_start;
                    self.add_work()?;
                    self.skip_quoted();
                    self.token_start = false;
                    continue;
                }
                b'|' | b'>' if !flow && self.plain.is_none() && self.token_start => {
                    self.skip_block_scalar();
                    self.token_start = true;
                    continue;
                }
                b'[' | b'{' if flow || self.plain.is_none() && self.token_start => {
                    self.plain = None;
                    self.depth += 1;
                    if self.depth + self.blocks.len() > MAX_DEPTH {
                        return Err(depth_error(self.line));
                    }
                    self.add_work()?;
                    self.token_start = true;
                }
                b']' | b'}' | b',' if flow => {
                    self.plain = None;
                    self.add_work()?;
                    if b != b',' {
                        self.depth -= 1;
                    }
                    self.token_start = true;
                }
                b'-' | b'?' if self.plain.is_none() && self.token_start && self.next_is_blank() => {
                    self.roll(self.i - self.line_start)?;
                }
                _ => {
                    if self.plain.is_none() && self.token_start {
                        self.plain = Some(self.indent);
                        self.token_col = self.i - self.line_start;
                    }
                    self.token_start = false;
                }
            }
            self.i += 1;
        }
        Ok(())
    }

    /// A block collection opens at `column` when it is deeper than the innermost one.
    fn roll(&mut self, column: usize) -> Result<(), Error> {
        if self.depth == 0 && self.blocks.last().is_none_or(|top| column > *top) {
            self.blocks.push(column);
            if self.blocks.len() > MAX_DEPTH {
                return Err(depth_error(self.line));
            }
        }
        Ok(())
    }

    /// At the start of a line with content, the block collections indented deeper end; a
    /// document marker ends them all.
    fn unroll(&mut self) {
        if self.depth > 0 {
            return;
        }
        let rest = &self.bytes[self.line_start + self.indent..];
        if matches!(rest.first(), None | Some(b'\n' | b'\r' | b'#')) {
            return;
        }
        if self.indent == 0 && (rest.starts_with(b"---") || rest.starts_with(b"...")) {
            self.blocks.clear();
            return;
        }
        while self.blocks.last().is_some_and(|top| *top > self.indent) {
            self.blocks.pop();
        }
    }

    fn add_work(&mut self) -> Result<(), Error> {
        self.work += self.depth as u64;
        if self.work > MAX_FLOW_WORK {
            return Err(Error {
                message: format!(
                    "flow collections nested too deeply for their size: parsing would take \
                     more than {MAX_FLOW_WORK} steps"
                ),
                line: Some(self.line),
                column: None,
            });
        }
        Ok(())
    }

    /// Skips a quoted scalar starting at the current byte, to after its closing quote.
    fn skip_quoted(&mut self) {
        let quote = self.bytes[self.i];
        self.i += 1;
        while self.i < self.bytes.len() {
            match self.bytes[self.i] {
                b'\n' => self.new_line(self.i + 1),
                b'\\' if quote == b'"' => self.i += 1,
                b'\'' if quote == b'\'' && self.bytes.get(self.i + 1) == Some(&b'\'') => {
                    self.i += 1;
                }
                b if b == quote => {
                    self.i += 1;
                    return;
                }
                _ => {}
            }
            self.i += 1;
        }
    }

    /// Skips a block scalar whose indicator is the current byte: the rest of its line, then its
    /// content, whose indentation is the header's digit or that of its first non-blank line, as
    /// the scanner reads it. Stops at the line break that ends it.
    fn skip_block_scalar(&mut self) {
        let parent = self.indent;
        let mut explicit = None;
        let mut header = true;
        while self.i < self.bytes.len() && self.bytes[self.i] != b'\n' {
            match self.bytes[self.i] {
                b' ' | b'\t' => header = false,
                digit @ b'1'..=b'9' if header => {
                    explicit = Some(parent + usize::from(digit - b'0'));
                }
                _ => {}
            }
            self.i += 1;
        }
        let mut content = explicit;
        while self.i < self.bytes.len() {
            let next = self.i + 1;
            let spaces = self.indentation(next);
            let blank = matches!(self.bytes.get(next + spaces), None | Some(b'\n' | b'\r'));
            if !blank {
                let needed = *content.get_or_insert(spaces.max(parent + 1));
                if spaces < needed {
                    return;
                }
            }
            self.new_line(next);
            self.i = next;
            while self.i < self.bytes.len() && self.bytes[self.i] != b'\n' {
                self.i += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flow_nesting_past_the_limit_is_refused() {
        let ok = format!("{}{}\n", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        assert!(check_flow_nesting(&ok).is_ok());
        let deep = format!("a: b\nc: {}\n", "[".repeat(MAX_DEPTH + 1));
        assert_eq!(
            check_flow_nesting(&deep).unwrap_err().to_string(),
            "yaml: line 2: exceeded max depth of 10000"
        );
        let deep = "{\"a\":".repeat(MAX_DEPTH + 1);
        assert!(check_flow_nesting(&deep).is_err());
    }

    #[test]
    fn block_and_flow_nesting_count_together() {
        let flow = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        assert!(check_flow_nesting(&flow).is_ok());
        let err = check_flow_nesting(&format!("a: b\nc: {flow}\n")).unwrap_err();
        assert_eq!(err.to_string(), "yaml: line 2: exceeded max depth of 10000");
        let block = format!("z:\n{}x\n", "- ".repeat(MAX_DEPTH - 1));
        assert!(check_flow_nesting(&block).is_ok());
        let block = format!("z:\n{}x\n", "- ".repeat(MAX_DEPTH + 1));
        assert!(check_flow_nesting(&block).is_err());
        // The sequence under `z:` starts at its key's column, where the scanner opens no new
        // indentation; the reader counts it as the events arrive.
        let block = format!("z:\n{}x\n", "- ".repeat(MAX_DEPTH));
        assert!(check_flow_nesting(&block).is_ok());
        assert_eq!(
            crate::yaml::parse_one(&block).unwrap_err().to_string(),
            "yaml: line 2: exceeded max depth of 10000"
        );
        // Siblings do not add up.
        let siblings = "a:\n  b: 1\nc:\n  d: [1]\n".repeat(MAX_DEPTH);
        assert!(check_flow_nesting(&siblings).is_ok());
    }

    #[test]
    fn brackets_in_text_are_not_nesting() {
        let many = "[".repeat(MAX_DEPTH + 1);
        for text in [
            format!("a: '{many}'\n"),
            format!("a: \"{many}\"\n"),
            format!("# {many}\na: 1\n"),
            format!("a: |\n  {many}\n  {many}\nb: 1\n"),
            format!("a: b{many}\n"),
            format!("- >-\n    x\n\n    {many}\n- y\n"),
        ] {
            assert!(check_flow_nesting(&text).is_ok(), "{text:.40}");
        }
    }

    #[test]
    fn work_is_bounded() {
        let text = format!("{}{}", "[".repeat(MAX_DEPTH), "a,".repeat(110_000));
        let err = check_flow_nesting(&text).unwrap_err();
        assert!(err.message.contains("nested too deeply"), "{err}");
    }
}
