//! Writes a JSON value the way go-yaml v2 writes it (libyaml's emitter with v2's style choices),
//! which is what kustomize prints through `sigs.k8s.io/yaml`.
//!
//! Only what a JSON value can produce is implemented: block mappings and sequences, `{}` and `[]`
//! for empty ones, and scalars, so the emitter's state machine collapses into a recursive walk.
//! The column bookkeeping (`column`, `whitespace`, `indention`) follows libyaml exactly, because
//! folding at 80 columns and the choice between `key: value` and a line break depend on it.

use std::borrow::Cow;

use serde_json::{Number, Value};

use super::resolve::v2_needs_quotes;
use crate::gosort;

/// libyaml's preferred line width and indentation, as go-yaml v2 leaves them.
const BEST_WIDTH: usize = 80;
const BEST_INDENT: isize = 2;
/// Keys longer than this are written as `? key` (libyaml's simple-key limit).
const MAX_SIMPLE_KEY_LEN: usize = 128;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Style {
    Plain,
    SingleQuoted,
    DoubleQuoted,
    Literal,
}

/// Writes one document, ending in a line break, onto `out`.
pub(crate) fn write_document(value: &Value, out: &mut String) {
    let mut emitter = Emitter {
        out,
        column: 0,
        indent: -1,
        whitespace: true,
        indention: true,
    };
    emitter.node(value, false);
    // Document end: libyaml's write_indent with the indentation back at the root.
    emitter.indent = -1;
    emitter.write_indent();
}

struct Emitter<'a> {
    out: &'a mut String,
    column: usize,
    indent: isize,
    /// The last character written was whitespace (or nothing yet on this line).
    whitespace: bool,
    /// Only indentation has been written on the current line.
    indention: bool,
}

impl Emitter<'_> {
    fn node(&mut self, value: &Value, mapping_context: bool) {
        match value {
            Value::Object(map) if map.is_empty() => self.empty_flow("{", "}"),
            Value::Array(items) if items.is_empty() => self.empty_flow("[", "]"),
            Value::Object(map) => {
                let mut entries: Vec<(&String, &Value)> = map.iter().collect();
                gosort::sort(
                    &mut entries,
                    &|a: &(&String, &Value), b: &(&String, &Value)| key_less(a.0, b.0),
                );
                let saved = self.indent;
                self.increase_indent(false, false);
                for (key, value) in entries {
                    let key = fold_next_lines(key);
                    let key = key.as_ref();
                    self.write_indent();
                    let analysis = analyze(key);
                    let style = string_style(key);
                    if !analysis.multiline && key.len() <= MAX_SIMPLE_KEY_LEN {
                        self.scalar(key, style, &analysis, true);
                        self.write_indicator(":", false, false, false);
                    } else {
                        self.write_indicator("?", true, false, true);
                        self.scalar(key, style, &analysis, false);
                        self.write_indent();
                        self.write_indicator(":", true, false, true);
                    }
                    self.node(value, true);
                }
                self.indent = saved;
            }
            Value::Array(items) => {
                let saved = self.indent;
                let indentless = mapping_context && !self.indention;
                self.increase_indent(false, indentless);
                for item in items {
                    self.write_indent();
                    self.write_indicator("-", true, false, true);
                    self.node(item, false);
                }
                self.indent = saved;
            }
            Value::String(s) => {
                let s = fold_next_lines(s);
                let analysis = analyze(&s);
                self.scalar(&s, string_style(&s), &analysis, false);
            }
            Value::Null => self.plain_token("null"),
            Value::Bool(true) => self.plain_token("true"),
            Value::Bool(false) => self.plain_token("false"),
            Value::Number(n) => self.plain_token(&format_number(n)),
        }
    }

    fn plain_token(&mut self, text: &str) {
        let analysis = analyze(text);
        self.scalar(text, Style::Plain, &analysis, false);
    }

    fn empty_flow(&mut self, open: &str, close: &str) {
        self.write_indicator(open, true, true, false);
        self.write_indicator(close, false, false, false);
    }

    fn increase_indent(&mut self, flow: bool, indentless: bool) {
        if self.indent < 0 {
            self.indent = if flow { BEST_INDENT } else { 0 };
        } else if !indentless {
            self.indent += BEST_INDENT;
        }
    }

    fn scalar(&mut self, value: &str, requested: Style, analysis: &Analysis, simple_key: bool) {
        let style = select_style(requested, analysis, value, simple_key);
        let saved = self.indent;
        self.increase_indent(true, false);
        match style {
            Style::Plain => self.write_plain(value, !simple_key),
            Style::SingleQuoted => self.write_single_quoted(value, !simple_key),
            Style::DoubleQuoted => self.write_double_quoted(value, !simple_key),
            Style::Literal => self.write_literal(value),
        }
        self.indent = saved;
    }

    fn put(&mut self, c: char) {
        self.out.push(c);
        self.column += 1;
    }

    fn put_break(&mut self) {
        self.out.push('\n');
        self.column = 0;
    }

    fn write_indent(&mut self) {
        let indent = self.indent.max(0) as usize;
        if !self.indention || self.column > indent || (self.column == indent && !self.whitespace) {
            self.put_break();
        }
        // Deep documents are mostly indentation: written as one run, not a space at a time.
        if self.column < indent {
            self.out
                .extend(std::iter::repeat_n(' ', indent - self.column));
            self.column = indent;
        }
        self.whitespace = true;
        self.indention = true;
    }

    fn write_indicator(
        &mut self,
        indicator: &str,
        need_whitespace: bool,
        is_whitespace: bool,
        is_indention: bool,
    ) {
        if need_whitespace && !self.whitespace {
            self.put(' ');
        }
        self.out.push_str(indicator);
        self.column += indicator.chars().count();
        self.whitespace = is_whitespace;
        self.indention = self.indention && is_indention;
    }

    /// Writes a line break found in a scalar: `\n` as a newline, the others as themselves.
    fn write_break(&mut self, c: char) {
        if c == '\n' {
            self.put_break();
        } else {
            self.out.push(c);
            self.column = 0;
        }
    }

    fn write_plain(&mut self, value: &str, allow_breaks: bool) {
        if !self.whitespace {
            self.put(' ');
        }
        // Most scalars are one ASCII word, where no line can break: written as one run.
        if !value
            .bytes()
            .any(|b| matches!(b, b' ' | b'\r' | b'\n') || !b.is_ascii())
        {
            self.out.push_str(value);
            self.column += value.len();
            self.whitespace = false;
            self.indention = false;
            return;
        }
        self.write_plain_chars(value, allow_breaks);
    }

    /// libyaml's `write_plain`, a character at a time.
    fn write_plain_chars(&mut self, value: &str, allow_breaks: bool) {
        let mut spaces = false;
        let mut breaks = false;
        let mut chars = value.chars().peekable();
        while let Some(c) = chars.next() {
            if c == ' ' {
                let next_is_space = chars.peek() == Some(&' ');
                if allow_breaks && !spaces && self.column > BEST_WIDTH && !next_is_space {
                    self.write_indent();
                } else {
                    self.put(c);
                }
                spaces = true;
            } else if is_break(c) {
                if !breaks && c == '\n' {
                    self.put_break();
                }
                self.write_break(c);
                self.indention = true;
                breaks = true;
            } else {
                if breaks {
                    self.write_indent();
                }
                self.put(c);
                self.indention = false;
                spaces = false;
                breaks = false;
            }
        }
        self.whitespace = false;
        self.indention = false;
    }

    fn write_single_quoted(&mut self, value: &str, allow_breaks: bool) {
        self.write_indicator("'", true, false, false);
        let mut spaces = false;
        let mut breaks = false;
        let last = value.len().saturating_sub(1);
        let mut chars = value.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            if c == ' ' {
                let next_is_space = matches!(chars.peek(), Some((_, ' ')));
                if allow_breaks
                    && !spaces
                    && self.column > BEST_WIDTH
                    && i > 0
                    && i < last
                    && !next_is_space
                {
                    self.write_indent();
                } else {
                    self.put(c);
                }
                spaces = true;
            } else if is_break(c) {
                if !breaks && c == '\n' {
                    self.put_break();
                }
                self.write_break(c);
                self.indention = true;
                breaks = true;
            } else {
                if breaks {
                    self.write_indent();
                }
                if c == '\'' {
                    self.put('\'');
                }
                self.put(c);
                self.indention = false;
                spaces = false;
                breaks = false;
            }
        }
        self.write_indicator("'", false, false, false);
        self.whitespace = false;
        self.indention = false;
    }

    fn write_double_quoted(&mut self, value: &str, allow_breaks: bool) {
        self.write_indicator("\"", true, false, false);
        let mut spaces = false;
        let last = value.len().saturating_sub(1);
        let mut chars = value.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            if !is_printable(c) || is_break(c) || c == '"' || c == '\\' {
                self.put('\\');
                match c {
                    '\0' => self.put('0'),
                    '\u{07}' => self.put('a'),
                    '\u{08}' => self.put('b'),
                    '\t' => self.put('t'),
                    '\n' => self.put('n'),
                    '\u{0b}' => self.put('v'),
                    '\u{0c}' => self.put('f'),
                    '\r' => self.put('r'),
                    '\u{1b}' => self.put('e'),
                    '"' => self.put('"'),
                    '\\' => self.put('\\'),
                    '\u{85}' => self.put('N'),
                    '\u{a0}' => self.put('_'),
                    '\u{2028}' => self.put('L'),
                    '\u{2029}' => self.put('P'),
                    _ => {
                        let code = c as u32;
                        let (letter, width) = if code <= 0xFF {
                            ('x', 2)
                        } else if code <= 0xFFFF {
                            ('u', 4)
                        } else {
                            ('U', 8)
                        };
                        self.put(letter);
                        for k in (0..width).rev() {
                            let digit = (code >> (4 * k)) & 0xF;
                            self.put(
                                char::from_digit(digit, 16)
                                    .unwrap_or('0')
                                    .to_ascii_uppercase(),
                            );
                        }
                    }
                }
                spaces = false;
            } else if c == ' ' {
                if allow_breaks && !spaces && self.column > BEST_WIDTH && i != 0 && i != last {
                    self.write_indent();
                    if matches!(chars.peek(), Some((_, ' '))) {
                        self.put('\\');
                    }
                } else {
                    self.put(c);
                }
                spaces = true;
            } else {
                self.put(c);
                spaces = false;
            }
        }
        self.write_indicator("\"", false, false, false);
        self.whitespace = false;
        self.indention = false;
    }

    fn write_literal(&mut self, value: &str) {
        self.write_indicator("|", true, false, false);
        self.write_block_hints(value);
        self.put_break();
        self.indention = true;
        self.whitespace = true;
        let mut breaks = true;
        for c in value.chars() {
            if is_break(c) {
                self.write_break(c);
                self.indention = true;
                breaks = true;
            } else {
                if breaks {
                    self.write_indent();
                    breaks = false;
                }
                self.put(c);
                self.indention = false;
            }
        }
    }

    fn write_block_hints(&mut self, value: &str) {
        let mut chars = value.chars();
        if let Some(first) = value.chars().next()
            && (first == ' ' || is_break(first))
        {
            let hint = BEST_INDENT.to_string();
            self.write_indicator(&hint, false, false, false);
        }
        let chomp = match chars.next_back() {
            None => Some("-"),
            Some(last) if !is_break(last) => Some("-"),
            Some(_) => match chars.next_back() {
                None => Some("+"),
                Some(before) if is_break(before) => Some("+"),
                Some(_) => None,
            },
        };
        if let Some(chomp) = chomp {
            self.write_indicator(chomp, false, false, false);
        }
    }
}

/// kustomize hands yaml.v2 the JSON text of each value, where U+0085 (NEL) stays raw inside a
/// double-quoted scalar and so reads back as a line break that folds: a run of spaces and NELs
/// becomes one space, or `n - 1` newlines for `n` NELs.
fn fold_next_lines(s: &str) -> Cow<'_, str> {
    // Every scalar written passes here and nearly all are ASCII, which a word-at-a-time test
    // settles faster than a search for the two-byte character.
    if s.is_ascii() || !s.contains('\u{85}') {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len());
    let mut run = String::new();
    let mut breaks = 0usize;
    let flush = |out: &mut String, run: &mut String, breaks: &mut usize| {
        match *breaks {
            0 => out.push_str(run),
            1 => out.push(' '),
            n => out.extend(std::iter::repeat_n('\n', n - 1)),
        }
        run.clear();
        *breaks = 0;
    };
    for c in s.chars() {
        match c {
            ' ' => run.push(c),
            '\u{85}' => {
                run.push(c);
                breaks += 1;
            }
            _ => {
                flush(&mut out, &mut run, &mut breaks);
                out.push(c);
            }
        }
    }
    flush(&mut out, &mut run, &mut breaks);
    Cow::Owned(out)
}

/// go-yaml v2's `stringv`: literal for multi-line text, quotes when a plain scalar would read
/// back as something else.
fn string_style(s: &str) -> Style {
    if s.contains('\n') {
        Style::Literal
    } else if v2_needs_quotes(s) {
        Style::DoubleQuoted
    } else {
        Style::Plain
    }
}

/// libyaml's `select_scalar_style` for the block context.
fn select_style(requested: Style, analysis: &Analysis, value: &str, simple_key: bool) -> Style {
    let mut style = requested;
    if simple_key && analysis.multiline {
        style = Style::DoubleQuoted;
    }
    if style == Style::Plain && (!analysis.block_plain_allowed || (value.is_empty() && simple_key))
    {
        style = Style::SingleQuoted;
    }
    if style == Style::SingleQuoted && !analysis.single_quoted_allowed {
        style = Style::DoubleQuoted;
    }
    if style == Style::Literal && (!analysis.block_allowed || simple_key) {
        style = Style::DoubleQuoted;
    }
    style
}

/// What libyaml's `analyze_scalar` concludes about a scalar.
#[derive(Debug, PartialEq, Eq)]
struct Analysis {
    multiline: bool,
    block_plain_allowed: bool,
    single_quoted_allowed: bool,
    block_allowed: bool,
}

fn analyze(value: &str) -> Analysis {
    // Most scalars are names, numbers and paths: of these characters only a lone `-` (a sequence
    // entry) and a leading `---` or `...` (a document marker) mean anything to YAML.
    let word = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'/' | b'-');
    if !value.is_empty() && value.bytes().all(word) {
        let indicator = value == "-" || value.starts_with("---") || value.starts_with("...");
        return Analysis {
            multiline: false,
            block_plain_allowed: !indicator,
            single_quoted_allowed: true,
            block_allowed: true,
        };
    }
    analyze_chars(value)
}

/// libyaml's `analyze_scalar`, a character at a time.
fn analyze_chars(value: &str) -> Analysis {
    if value.is_empty() {
        return Analysis {
            multiline: false,
            block_plain_allowed: true,
            single_quoted_allowed: true,
            block_allowed: false,
        };
    }
    let mut block_indicators = value.starts_with("---") || value.starts_with("...");
    let mut line_breaks = false;
    let mut special_characters = false;
    let mut leading_space = false;
    let mut leading_break = false;
    let mut trailing_space = false;
    let mut trailing_break = false;
    let mut break_space = false;
    let mut space_break = false;
    let mut preceded_by_whitespace = true;
    let mut previous_space = false;
    let mut previous_break = false;

    let mut chars = value.chars().peekable();
    let mut first = true;
    while let Some(c) = chars.next() {
        let next = chars.peek().copied();
        let followed_by_whitespace = next.is_none_or(is_blank);
        let is_last = next.is_none();
        if first {
            match c {
                '#' | ',' | '[' | ']' | '{' | '}' | '&' | '*' | '!' | '|' | '>' | '\'' | '"'
                | '%' | '@' | '`' => block_indicators = true,
                '?' | ':' | '-' if followed_by_whitespace => block_indicators = true,
                _ => {}
            }
        } else {
            match c {
                ':' if followed_by_whitespace => block_indicators = true,
                '#' if preceded_by_whitespace => block_indicators = true,
                _ => {}
            }
        }
        if !is_printable(c) {
            special_characters = true;
        }
        if c == ' ' {
            if first {
                leading_space = true;
            }
            if is_last {
                trailing_space = true;
            }
            if previous_break {
                break_space = true;
            }
            previous_space = true;
            previous_break = false;
        } else if is_break(c) {
            line_breaks = true;
            if first {
                leading_break = true;
            }
            if is_last {
                trailing_break = true;
            }
            if previous_space {
                space_break = true;
            }
            previous_space = false;
            previous_break = true;
        } else {
            previous_space = false;
            previous_break = false;
        }
        preceded_by_whitespace = is_blank(c) || is_break(c) || c == '\0';
        first = false;
    }

    let mut analysis = Analysis {
        multiline: line_breaks,
        block_plain_allowed: true,
        single_quoted_allowed: true,
        block_allowed: true,
    };
    if leading_space || leading_break || trailing_space || trailing_break {
        analysis.block_plain_allowed = false;
    }
    if trailing_space {
        analysis.block_allowed = false;
    }
    if break_space {
        analysis.block_plain_allowed = false;
        analysis.single_quoted_allowed = false;
    }
    if space_break || special_characters {
        analysis.block_plain_allowed = false;
        analysis.single_quoted_allowed = false;
        analysis.block_allowed = false;
    }
    if line_breaks || block_indicators {
        analysis.block_plain_allowed = false;
    }
    analysis
}

fn is_blank(c: char) -> bool {
    c == ' ' || c == '\t'
}

fn is_break(c: char) -> bool {
    matches!(c, '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

/// go-yaml's `is_printable`: unlike libyaml-safer it excludes tabs and everything beyond the BMP,
/// which is why kustomize escapes emoji as `\U0001F600`.
fn is_printable(c: char) -> bool {
    matches!(c, '\n' | ' '..='~' | '\u{a0}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}')
        && c != '\u{feff}'
}

/// A number as kustomize prints it: Go's JSON text of the value, read back by yaml.v2 (integral
/// values become integers) and printed with `strconv.FormatFloat(f, 'g', -1, 64)`.
pub(crate) fn format_number(n: &Number) -> String {
    if let Some(i) = n.as_i64() {
        return i.to_string();
    }
    if let Some(u) = n.as_u64() {
        return u.to_string();
    }
    let f = n.as_f64().unwrap_or(0.0);
    if f.fract() == 0.0 && f.abs() < 1e21 {
        // Go's JSON prints the shortest digits padded with zeros, as Rust's `Display` does, and
        // yaml.v2 keeps that text as an integer when it fits 64 bits.
        let text = f.to_string();
        if let Ok(i) = text.parse::<i64>() {
            return i.to_string();
        }
        if let Ok(u) = text.parse::<u64>() {
            return u.to_string();
        }
    }
    go_format_g(f)
}

/// Go's `strconv.FormatFloat(f, 'g', -1, 64)` for finite values.
pub(crate) fn go_format_g(f: f64) -> String {
    format_g(&format!("{f:e}"))
}

/// Go's `strconv.FormatFloat(f, 'g', -1, 32)`: the shortest digits of the 32-bit value.
pub(crate) fn go_format_g32(f: f32) -> String {
    format_g(&format!("{f:e}"))
}

/// The `'g'` layout of a number given in Rust's shortest scientific notation.
fn format_g(sci: &str) -> String {
    let (mantissa, exp) = sci.split_once('e').unwrap_or((sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let (negative, mantissa) = match mantissa.strip_prefix('-') {
        Some(m) => (true, m),
        None => (false, mantissa),
    };
    let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    if !(-4..6).contains(&exp) {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        out.push('e');
        out.push(if exp < 0 { '-' } else { '+' });
        out.push_str(&format!("{:02}", exp.abs()));
    } else if exp < 0 {
        out.push_str("0.");
        for _ in 0..(-exp - 1) {
            out.push('0');
        }
        out.push_str(&digits);
    } else {
        let point = exp as usize + 1;
        if digits.len() <= point {
            out.push_str(&digits);
            for _ in digits.len()..point {
                out.push('0');
            }
        } else {
            out.push_str(&digits[..point]);
            out.push('.');
            out.push_str(&digits[point..]);
        }
    }
    out
}

/// Go's `unicode.IsLetter` (categories L*). Rust's `is_alphabetic` also takes letter numbers
/// (Nl) such as Roman numerals, which Go does not count as letters.
fn is_letter(c: char) -> bool {
    c.is_alphabetic()
        && !matches!(c,
            '\u{16EE}'..='\u{16F0}'
            | '\u{2160}'..='\u{2188}'
            | '\u{3007}'
            | '\u{3021}'..='\u{3029}'
            | '\u{3038}'..='\u{303A}'
            | '\u{A6E6}'..='\u{A6EF}'
            | '\u{10140}'..='\u{10174}'
            | '\u{12400}'..='\u{1246E}')
}

/// Go's `unicode.IsDigit` (category Nd): ASCII digits and the ten-digit blocks of other scripts.
fn is_digit(c: char) -> bool {
    const ZEROS: &[u32] = &[
        0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6,
        0x0D66, 0x0DE6, 0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0,
        0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0,
        0xAA50, 0xABF0, 0xFF10,
    ];
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    let code = c as u32;
    ZEROS.iter().any(|&zero| (zero..zero + 10).contains(&code))
}

/// go-yaml v2's `keyList.Less` on string keys: runs of digits compare as numbers, and a letter
/// sorts after any other character.
pub(crate) fn key_less(a: &str, b: &str) -> bool {
    let mut ai = a.chars();
    let mut bi = b.chars();
    // Whether the run of digits just before the current position holds a non-zero digit.
    let mut run_nonzero = false;
    loop {
        let (Some(ac), Some(bc)) = (ai.clone().next(), bi.clone().next()) else {
            return a.chars().count() < b.chars().count();
        };
        if ac == bc {
            if is_digit(ac) {
                run_nonzero |= ac != '0';
            } else {
                run_nonzero = false;
            }
            ai.next();
            bi.next();
            continue;
        }
        let al = is_letter(ac);
        let bl = is_letter(bc);
        if al && bl {
            return ac < bc;
        }
        if al || bl {
            return bl;
        }
        let (mut an, mut bn): (i64, i64) = (0, 0);
        if (ac == '0' || bc == '0') && run_nonzero {
            an = 1;
            bn = 1;
        }
        let mut a_len = 0usize;
        for c in ai.clone().take_while(|c| is_digit(*c)) {
            an = an.wrapping_mul(10).wrapping_add(c as i64 - '0' as i64);
            a_len += 1;
        }
        let mut b_len = 0usize;
        for c in bi.clone().take_while(|c| is_digit(*c)) {
            bn = bn.wrapping_mul(10).wrapping_add(c as i64 - '0' as i64);
            b_len += 1;
        }
        if an != bn {
            return an < bn;
        }
        if a_len != b_len {
            return a_len < b_len;
        }
        return ac < bc;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every string of up to four characters over an alphabet of word characters, document
    /// markers and a few that YAML gives a meaning to.
    fn samples() -> Vec<String> {
        const ALPHABET: [char; 12] = ['a', 'Z', '7', '.', '-', '_', '/', ':', '#', ' ', '\n', 'é'];
        let mut all = vec![String::new()];
        let mut last = vec![String::new()];
        for _ in 0..4 {
            last = last
                .iter()
                .flat_map(|s| ALPHABET.iter().map(move |c| format!("{s}{c}")))
                .collect();
            all.extend(last.iter().cloned());
        }
        all.extend(["---", "...", "---x", "...x", "-", "a-b/c.d_e"].map(String::from));
        all
    }

    #[test]
    fn word_scalars_are_analysed_as_character_by_character() {
        for s in samples() {
            assert_eq!(analyze(&s), analyze_chars(&s), "{s:?}");
        }
    }

    #[test]
    fn word_scalars_are_written_as_character_by_character() {
        for s in samples() {
            for (column, whitespace, indention) in
                [(0, true, true), (3, false, false), (85, false, true)]
            {
                let (mut fast, mut slow) = (String::new(), String::new());
                let mut a = Emitter {
                    out: &mut fast,
                    column,
                    indent: 2,
                    whitespace,
                    indention,
                };
                a.write_plain(&s, true);
                let after_fast = (a.column, a.whitespace, a.indention);
                let mut b = Emitter {
                    out: &mut slow,
                    column,
                    indent: 2,
                    whitespace,
                    indention,
                };
                if !b.whitespace {
                    b.put(' ');
                }
                b.write_plain_chars(&s, true);
                let after_slow = (b.column, b.whitespace, b.indention);
                assert_eq!((fast, after_fast), (slow, after_slow), "{s:?}");
            }
        }
    }
}
