//! Deep flow collections cut out of a text, so that each piece goes to its own parser.
//!
//! The scanner spends, on every token, time in proportion to the number of flow collections open
//! around it. A collection nested deeper than [`super::guard::CUT_DEPTH`] levels below the start
//! of its piece is parsed as a text of its own, where it opens at level one; in its parent it
//! leaves an empty collection of the same kind in its place, whose events the reader replaces
//! with the piece's. Every token then costs at most a few dozen steps, and a text nested 10,000
//! levels deep parses in linear time.
//!
//! The placeholder keeps what the scanner decides from the collection it stands for: its opening
//! and closing indicators (so what precedes and follows reads the same), whether it spans lines,
//! and its length up to the 1,024 characters past which a simple key expires.

use std::borrow::Cow;

/// How far apart two indices may be for a simple key to hold, in the scanner (1,024), plus the
/// two indicators.
const KEY_SPAN: usize = 1024 + 2;

/// One piece: the text a parser reads, and how to find its positions in the whole text.
pub(crate) struct Piece<'t> {
    pub text: Cow<'t, str>,
    /// Where the piece starts in the whole text.
    start: usize,
    /// After each placeholder, where it ends in `text` and how many bytes of the whole text were
    /// left out up to there.
    shifts: Vec<(usize, usize)>,
    /// The placeholders, by where they start in `text`, and the piece each stands for.
    pub children: Vec<(usize, usize)>,
}

/// The pieces of a text; the first is the document itself.
pub(crate) struct Pieces<'t> {
    pub pieces: Vec<Piece<'t>>,
    /// Where the line breaks of the whole text are, as the scanner counts them.
    breaks: Vec<usize>,
}

impl<'t> Pieces<'t> {
    /// Cuts `cuts` (byte ranges of flow collections, ordered by start, nested ones after their
    /// parent) out of `text`.
    pub(crate) fn new(text: &'t str, cuts: &[(usize, usize)]) -> Self {
        let mut pieces = vec![Piece {
            text: Cow::Borrowed(text),
            start: 0,
            shifts: Vec::new(),
            children: Vec::new(),
        }];
        if cuts.is_empty() {
            return Pieces {
                pieces,
                breaks: Vec::new(),
            };
        }
        let breaks = line_breaks(text);
        // The direct children of each piece, found with a stack of the enclosing ranges.
        let mut ranges = vec![(0, text.len())];
        let mut children: Vec<Vec<usize>> = vec![Vec::new()];
        let mut open: Vec<usize> = vec![0];
        for &(start, end) in cuts {
            while let Some(&top) = open.last() {
                if top == 0 || start < ranges[top].1 {
                    break;
                }
                open.pop();
            }
            let id = ranges.len();
            ranges.push((start, end));
            children.push(Vec::new());
            children[*open.last().unwrap_or(&0)].push(id);
            open.push(id);
        }
        pieces.clear();
        for (id, &(start, end)) in ranges.iter().enumerate() {
            let mut out = String::with_capacity(end - start);
            let mut shifts = Vec::new();
            let mut placeholders = Vec::new();
            let mut at = start;
            let mut left_out = 0;
            for &child in &children[id] {
                let (child_start, child_end) = ranges[child];
                out.push_str(&text[at..child_start]);
                placeholders.push((out.len(), child));
                let source = &text[child_start..child_end];
                let multiline = count_between(&breaks, child_start, child_end) > 0;
                out.push_str(&source[..1]);
                if multiline {
                    out.push('\n');
                } else {
                    let filler = source.len().min(KEY_SPAN) - 2;
                    out.extend(std::iter::repeat_n(' ', filler));
                }
                out.push_str(&source[source.len() - 1..]);
                left_out += child_end - child_start;
                left_out -= if multiline {
                    3
                } else {
                    source.len().min(KEY_SPAN)
                };
                shifts.push((out.len(), left_out));
                at = child_end;
            }
            out.push_str(&text[at..end]);
            pieces.push(Piece {
                text: Cow::Owned(out),
                start,
                shifts,
                children: placeholders,
            });
        }
        Pieces { pieces, breaks }
    }

    /// Whether the text was cut at all.
    pub(crate) fn is_cut(&self) -> bool {
        self.pieces.len() > 1
    }

    /// Where byte `index` of piece `piece` is in the whole text.
    pub(crate) fn offset(&self, piece: usize, index: usize) -> usize {
        let piece = &self.pieces[piece];
        let before = piece.shifts.partition_point(|(end, _)| *end <= index);
        let left_out = before.checked_sub(1).map_or(0, |k| piece.shifts[k].1);
        piece.start + index + left_out
    }

    /// The 0-based line of the whole text that a scanner mark in piece `piece` is on.
    pub(crate) fn line(&self, piece: usize, index: usize, line: usize) -> usize {
        if !self.is_cut() {
            return line;
        }
        let offset = self.offset(piece, index);
        self.breaks.partition_point(|at| *at < offset)
    }
}

/// The positions of the line breaks of `text` as the scanner counts them: `\r\n` once.
fn line_breaks(text: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    let mut breaks = Vec::new();
    for (at, c) in text.char_indices() {
        match c {
            '\r' if bytes.get(at + 1) == Some(&b'\n') => {}
            '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}' => breaks.push(at),
            _ => {}
        }
    }
    breaks
}

fn count_between(breaks: &[usize], start: usize, end: usize) -> usize {
    breaks.partition_point(|at| *at < end) - breaks.partition_point(|at| *at < start)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_keep_length_lines_and_indicators() {
        let inner = format!("[{}]", "a, ".repeat(100));
        let text = format!("x: [{inner}, {{b: [\n1]}}]\n");
        let start = text.find("[[").unwrap() + 1;
        let second = text.find("{b").unwrap();
        let cuts = [
            (start, start + inner.len()),
            (second, text.find("]}").unwrap() + 2),
        ];
        let pieces = Pieces::new(&text, &cuts);
        assert_eq!(pieces.pieces.len(), 3);
        let root = &pieces.pieces[0].text;
        assert_eq!(
            root.as_ref(),
            format!("x: [[{}], {{\n}}]\n", " ".repeat(inner.len() - 2))
        );
        assert_eq!(pieces.pieces[1].text, inner);
        assert_eq!(pieces.pieces[2].text, "{b: [\n1]}");
        // After the multi-line placeholder, positions map back past what was left out.
        let close = root.rfind(']').unwrap();
        assert_eq!(pieces.offset(0, close), text.rfind(']').unwrap());
        assert_eq!(pieces.line(2, 6, 1), 1);
    }
}
