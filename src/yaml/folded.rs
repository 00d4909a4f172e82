//! kustomize writes each resource back out with yaml.v3, keeping a folded (`>`) scalar folded,
//! and reads it in again. yaml.v3's folded writer decides whether a line break needs doubling by
//! looking at the first character of the whole value instead of the next line, so a line break
//! before a more-indented line comes back doubled. This replays that write and re-read.

use libyaml_safer::{EventData, Parser};

/// The value of a folded scalar after kustomize's yaml.v3 write and re-read.
pub(crate) fn v3_round_trip(value: &str) -> String {
    if !block_allowed(value) {
        // yaml.v3 would write it double-quoted, which reads back unchanged.
        return value.to_string();
    }
    let text = write_folded(value);
    read_back(&text).unwrap_or_else(|| value.to_string())
}

fn is_break(c: char) -> bool {
    matches!(c, '\r' | '\n' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

fn is_printable(c: char) -> bool {
    matches!(c, '\n' | ' '..='~' | '\u{a0}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}')
        && c != '\u{feff}'
}

/// libyaml's verdict on whether a block scalar can hold `value`.
fn block_allowed(value: &str) -> bool {
    if value.is_empty() || value.ends_with(' ') {
        return false;
    }
    let mut previous_space = false;
    for c in value.chars() {
        if !is_printable(c) || (previous_space && is_break(c)) {
            return false;
        }
        previous_space = c == ' ';
    }
    true
}

/// yaml.v3's `write_folded_scalar` as the value of a root key, without width folding (which
/// reads back unchanged).
fn write_folded(value: &str) -> String {
    const INDENT: usize = 2;
    let mut out = String::from("k: >");
    if value.starts_with(' ') || value.starts_with(is_break) {
        out.push('2');
    }
    let mut rev = value.chars().rev();
    match (rev.next(), rev.next()) {
        (Some(last), _) if !is_break(last) => out.push('-'),
        (Some(_), None) => out.push('+'),
        (Some(_), Some(before)) if is_break(before) => out.push('+'),
        _ => {}
    }
    // yaml.v3 ends the header line before the content (`process_line_comment_linebreak`).
    out.push('\n');
    let mut column = 0;
    let mut indention = true;
    let mut whitespace = true;
    let first_after_breaks = value.chars().find(|c| !is_break(*c));
    let value_starts_blank = matches!(first_after_breaks, None | Some(' ' | '\t' | '\0'));
    let mut write_indent = |out: &mut String, column: &mut usize, indention: &mut bool| {
        if !*indention || *column > INDENT || (*column == INDENT && !whitespace) {
            out.push('\n');
            *column = 0;
        }
        while *column < INDENT {
            out.push(' ');
            *column += 1;
        }
        whitespace = true;
        *indention = true;
    };
    let mut breaks = true;
    let mut leading_spaces = true;
    for c in value.chars() {
        if is_break(c) {
            if !breaks && !leading_spaces && c == '\n' && !value_starts_blank {
                out.push('\n');
            }
            out.push(c);
            // yaml.v3's put_break marks the line as indentation-only.
            column = 0;
            indention = true;
            breaks = true;
        } else {
            if breaks {
                write_indent(&mut out, &mut column, &mut indention);
                leading_spaces = c == ' ' || c == '\t';
            }
            out.push(c);
            column += 1;
            indention = false;
            breaks = false;
        }
    }
    if !out.ends_with(is_break) {
        // Stripped values: a final break keeps libyaml-safer from reaching the end of input
        // inside the block scalar.
        out.push('\n');
    }
    out
}

fn read_back(text: &str) -> Option<String> {
    let mut bytes = text.as_bytes();
    let mut parser = Parser::new();
    parser.set_input_string(&mut bytes);
    let mut scalars = 0;
    loop {
        let event = parser.parse().ok()?;
        match event.data {
            EventData::Scalar { value, .. } => {
                scalars += 1;
                if scalars == 2 {
                    return Some(value);
                }
            }
            EventData::StreamEnd => return None,
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn more_indented_lines_come_back_with_a_blank_line() {
        assert_eq!(v3_round_trip("three\n indented\n"), "three\n\n indented\n");
    }

    #[test]
    fn kept_trailing_breaks_gain_one() {
        assert_eq!(v3_round_trip("a\n\n"), "a\n\n\n");
    }

    #[test]
    fn ordinary_folded_text_is_unchanged() {
        assert_eq!(v3_round_trip("one two\nthree\n"), "one two\nthree\n");
        assert_eq!(v3_round_trip("a b"), "a b");
        assert_eq!(v3_round_trip("trailing \nspace"), "trailing \nspace");
    }
}
