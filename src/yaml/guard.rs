//! A linear look at a YAML text before the parser sees it, so that nesting cannot make parsing
//! slow.
//!
//! libyaml's scanner (and libyaml-safer's, a port of it) walks every open flow level for each
//! token it reads, so a document of `[[[[…` costs time in the square of its size: 100 KB of `[`
//! took 17 s. yaml.v3 refuses flow nesting deeper than 10,000 levels ("exceeded max depth of
//! 10000"); this pass finds such nesting in one sweep and refuses it the same way before the
//! parser starts. Below that depth the scanner's work is the number of flow tokens times their
//! depth. When that is large ([`SPLIT_WORK`]), the sweep also picks the collections nested more
//! than [`CUT_DEPTH`] levels below the last one picked: the reader parses each on its own (see
//! `split`), so that no token is more than a few dozen levels deep for its parser and the work is
//! linear. What remains is bounded ([`MAX_FLOW_WORK`]), so that no text under the size limit
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

/// A text that fails to parse in pieces is read again whole, for the error exactly as the
/// scanner gives it, when the work stays below this (2^24).
pub const FALLBACK_WORK: u64 = 1 << 24;

/// How many flow levels one parser is handed before the deeper collections are cut out and
/// parsed on their own (see [`plan`]): the scanner's cost per token is its flow depth, so it
/// stays below this.
pub const CUT_DEPTH: usize = 32;

/// Collections shorter than this are never cut out: they hold at most half as many levels, so
/// leaving them in costs little, and starting a parser for each would cost more.
const MIN_CUT_BYTES: usize = 128;

/// Below this much work the text is parsed whole, exactly as before cutting existed: real
/// manifests, JSON included, stay far below it.
pub const SPLIT_WORK: u64 = 1 << 22;

/// What the sweep learnt about a text: how much work the scanner would do on it whole, and the
/// flow collections to parse on their own so that it does linear work instead.
pub(crate) struct Plan {
    pub work: u64,
    /// Byte ranges of the collections to cut out, ordered by start; nested ranges follow their
    /// parent. Empty when the text is cheap enough to parse whole.
    pub cuts: Vec<(usize, usize)>,
}

/// The message yaml.v3 gives for nesting past [`MAX_DEPTH`].
pub fn depth_error(line: usize) -> Error {
    Error {
        message: format!("exceeded max depth of {MAX_DEPTH}"),
        line: Some(line),
        column: None,
    }
}

pub(crate) fn work_error(line: usize) -> Error {
    Error {
        message: format!(
            "flow collections nested too deeply for their size: parsing would take more than \
             {MAX_FLOW_WORK} steps"
        ),
        line: Some(line),
        column: None,
    }
}

/// Fails when `text` nests flow collections deeper than [`MAX_DEPTH`] or would cost the scanner
/// more than [`MAX_FLOW_WORK`].
pub fn check_flow_nesting(text: &str) -> Result<(), Error> {
    plan(text).map(|_| ())
}

/// Checks `text` as [`check_flow_nesting`] does, counting the work as the scanner will do it
/// once the collections of the returned plan are cut out.
pub(crate) fn plan(text: &str) -> Result<Plan, Error> {
    plan_with(text, &CutRule::default())
}

/// When collections are cut out: the thresholds above, or others for tests that cut at every
/// level.
#[derive(Clone, Copy)]
pub(crate) struct CutRule {
    pub depth: usize,
    pub min_bytes: usize,
    pub min_work: u64,
}

impl Default for CutRule {
    fn default() -> Self {
        CutRule {
            depth: CUT_DEPTH,
            min_bytes: MIN_CUT_BYTES,
            min_work: SPLIT_WORK,
        }
    }
}

pub(crate) fn plan_with(text: &str, rule: &CutRule) -> Result<Plan, Error> {
    let mut sweep = Sweep::new(text.as_bytes());
    sweep.cut_depth = rule.depth;
    sweep.run()?;
    // A collection left open never comes out of its parser in pieces: the scanner reads to the
    // end at full depth before it fails.
    if sweep.depth > 0 && sweep.work > MAX_FLOW_WORK {
        return Err(work_error(sweep.line));
    }
    let mut cuts = Vec::new();
    if sweep.work > rule.min_work {
        // Anything nested in a short collection is shorter still, so dropping the short ones
        // drops whole subtrees.
        cuts = sweep.cuts;
        cuts.retain(|(start, end)| end - start >= rule.min_bytes);
        cuts.sort_unstable();
    }
    Ok(Plan {
        work: sweep.work,
        cuts,
    })
}

/// The length of the line break that `bytes` starts with, among those beyond ASCII: U+0085,
/// U+2028, U+2029; 0 for none.
fn unicode_break(bytes: &[u8]) -> usize {
    match bytes {
        [0xc2, 0x85, ..] => 2,
        [0xe2, 0x80, 0xa8 | 0xa9, ..] => 3,
        _ => 0,
    }
}

struct Sweep<'a> {
    bytes: &'a [u8],
    i: usize,
    line: usize,
    /// Where the current line starts, and its indentation.
    line_start: usize,
    indent: usize,
    depth: usize,
    /// The scanner's work on the whole text, and on the pieces once cut.
    work: u64,
    split_work: u64,
    /// For each open flow collection, where it starts and whether it is cut out.
    open: Vec<(usize, bool)>,
    /// The flow depth just outside each open cut collection.
    bases: Vec<usize>,
    cuts: Vec<(usize, usize)>,
    cut_depth: usize,
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
            split_work: 0,
            open: Vec::new(),
            bases: Vec::new(),
            cuts: Vec::new(),
            cut_depth: CUT_DEPTH,
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
        let next = self.bytes.get(self.i + 1..).unwrap_or_default();
        matches!(next.first(), None | Some(b' ' | b'\t' | b'\r' | b'\n')) || unicode_break(next) > 0
    }

    fn line_break(&mut self, flow: bool) {
        self.new_line(self.i + 1);
        self.token_start = true;
        self.unroll();
        // A plain scalar goes on over lines indented more than where it started (and over any
        // line inside a flow collection).
        if let Some(started) = self.plain
            && !flow
            && self.indent <= started
        {
            self.plain = None;
        }
    }

    fn new_line(&mut self, start: usize) {
        self.line += 1;
        self.line_start = start;
        self.indent = self.indentation(start);
    }

    fn run(&mut self) -> Result<(), Error> {
        while self.i < self.bytes.len() {
            let b = self.bytes[self.i];
            let flow = self.depth > 0;
            match b {
                b'\n' => self.line_break(flow),
                0xc2 | 0xe2 if unicode_break(&self.bytes[self.i..]) > 0 => {
                    // U+0085, U+2028 and U+2029 end a line for the scanner too.
                    self.i += unicode_break(&self.bytes[self.i..]) - 1;
                    self.line_break(flow);
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
                    let cut = self.depth - self.base() > self.cut_depth;
                    if cut {
                        self.bases.push(self.depth - 1);
                    }
                    self.open.push((self.i, cut));
                    self.add_work()?;
                    self.token_start = true;
                }
                b']' | b'}' | b',' if flow => {
                    self.plain = None;
                    self.add_work()?;
                    if b != b',' {
                        if let Some((start, true)) = self.open.pop() {
                            self.bases.pop();
                            self.cuts.push((start, self.i + 1));
                        }
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
                        if flow {
                            self.add_work()?;
                        }
                    }
                    self.token_start = false;
                    if !flow && self.plain.is_some() {
                        // Within a plain scalar in block context, only a line break, a blank
                        // or a colon can change what the sweep knows (every other byte comes
                        // here again): most of the text is skipped in one run.
                        self.i += 1;
                        while self.i < self.bytes.len()
                            && !matches!(
                                self.bytes[self.i],
                                b'\n' | b' ' | b'\t' | b'\r' | b':' | 0xc2 | 0xe2
                            )
                        {
                            self.i += 1;
                        }
                        continue;
                    }
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

    fn base(&self) -> usize {
        self.bases.last().copied().unwrap_or(0)
    }

    fn add_work(&mut self) -> Result<(), Error> {
        self.work += self.depth as u64;
        self.split_work += (self.depth - self.base()) as u64;
        if self.split_work > MAX_FLOW_WORK {
            return Err(work_error(self.line));
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
