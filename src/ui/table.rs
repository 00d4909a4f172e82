//! flux's tables (its `TablePrinter`, tablewriter v0.0.5), for get, events, stats, plugin
//! list/search and list artifacts: left-aligned columns separated by a tab, every cell padded to
//! its column's width as go-runewidth measures it. Headers are upper-cased; a header row ends in
//! a space where data rows end in a tab, and a cell with line breaks spans several lines.

use std::sync::LazyLock;

use regex::Regex;
use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthChar;

/// Renders `rows` under `header` (no header row when it is empty).
pub fn render(header: &[&str], rows: &[Vec<String>]) -> String {
    let header: Vec<String> = header.iter().map(|h| title(h)).collect();
    let columns = rows
        .iter()
        .map(Vec::len)
        .chain(std::iter::once(header.len()))
        .max()
        .unwrap_or(0);
    let mut widths = vec![0; columns];
    for row in std::iter::once(&header).chain(rows) {
        for (column, cell) in row.iter().enumerate() {
            for line in cell.split('\n') {
                widths[column] = widths[column].max(display_width(line));
            }
        }
    }
    let mut out = String::new();
    if !header.is_empty() {
        for (column, width) in widths.iter().enumerate() {
            let cell = header.get(column).map_or("", String::as_str);
            out.push_str(&pad(cell, *width));
            out.push(if column + 1 == columns { ' ' } else { '\t' });
        }
        out.push('\n');
    }
    for row in rows {
        // tablewriter prints a row's own cells only, and the missing lines of a cell shorter
        // than its row as two spaces, padded (so still two spaces in a column narrower than
        // that).
        let lines: Vec<Vec<&str>> = row.iter().map(|c| c.split('\n').collect()).collect();
        let height = lines.iter().map(Vec::len).max().unwrap_or(0);
        for line in 0..height {
            for (cell, width) in lines.iter().zip(&widths) {
                out.push_str(&pad(cell.get(line).copied().unwrap_or("  "), *width));
                out.push('\t');
            }
            out.push('\n');
        }
    }
    out
}

/// tablewriter's header formatting: `_` and `.` (not in a number) become spaces, then upper
/// case.
fn title(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let num_or_space = |c: Option<&char>| c.is_none_or(|c| c.is_ascii_digit() || *c == ' ');
    let replaced: String = chars
        .iter()
        .enumerate()
        .map(|(i, c)| match c {
            '_' => ' ',
            '.' if !num_or_space(i.checked_sub(1).and_then(|p| chars.get(p)))
                || !num_or_space(chars.get(i + 1)) =>
            {
                ' '
            }
            c => *c,
        })
        .collect();
    let trimmed = replaced.trim();
    if trimmed.is_empty() && !name.is_empty() {
        return " ".to_owned();
    }
    trimmed.to_uppercase()
}

fn pad(cell: &str, width: usize) -> String {
    let mut out = cell.to_owned();
    out.extend(std::iter::repeat_n(
        ' ',
        width.saturating_sub(display_width(cell)),
    ));
    out
}

/// The columns a cell takes on a terminal, as tablewriter's `DisplayWidth` counts them: ANSI
/// colour codes are skipped, and each grapheme cluster is as wide as its first rune of non-zero
/// width (go-runewidth's `StringWidth`).
fn display_width(text: &str) -> usize {
    static ANSI: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new("\x1b\\[(?:[0-9]{1,3}(?:;[0-9]{1,3})*)?[m|K]").expect("valid regex")
    });
    let text = ANSI.replace_all(text, "");
    let east_asian = *EAST_ASIAN;
    text.graphemes(true)
        .map(|cluster| {
            cluster
                .chars()
                .map(|c| rune_width(c, east_asian))
                .find(|width| *width > 0)
                .unwrap_or(0)
        })
        .sum()
}

/// go-runewidth's `RuneWidth`: control characters and the soft hyphen take no column; East
/// Asian ambiguous characters take two under an East Asian locale.
fn rune_width(c: char, east_asian: bool) -> usize {
    match u32::from(c) {
        0..0x20 | 0x7F..=0x9F | 0xAD => 0,
        0x20..0x300 if !east_asian => 1,
        _ if east_asian => c.width_cjk().unwrap_or(0),
        _ => c.width().unwrap_or(0),
    }
}

/// go-runewidth's `handleEnv`: `RUNEWIDTH_EASTASIAN=1` (any other value: no), else a locale
/// (`LC_ALL`, `LC_CTYPE`, `LANG`, the first set) whose charset is multi-byte and either not
/// UTF-8 or a Chinese, Japanese or Korean one, `@cjk_narrow` excepted.
static EAST_ASIAN: LazyLock<bool> = LazyLock::new(|| {
    let var = |name| std::env::var(name).unwrap_or_default();
    match var("RUNEWIDTH_EASTASIAN").as_str() {
        "" => {}
        set => return set == "1",
    }
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"]
        .into_iter()
        .map(var)
        .find(|value| !value.is_empty())
        .unwrap_or_default();
    is_east_asian(&locale)
});

fn is_east_asian(locale: &str) -> bool {
    static LOCALE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^[a-z][a-z][a-z]?(?:_[A-Z][A-Z])?\.(.+)").expect("valid regex")
    });
    let bytes = locale.as_bytes();
    if locale == "POSIX"
        || locale == "C"
        || (bytes.len() > 1 && bytes[0] == b'C' && matches!(bytes[1], b'.' | b'-'))
    {
        return false;
    }
    let charset = LOCALE
        .captures(locale)
        .map_or(locale, |found| found.get(1).map_or(locale, |m| m.as_str()))
        .to_lowercase();
    if charset.ends_with("@cjk_narrow") {
        return false;
    }
    let charset = charset.split('@').next().unwrap_or_default();
    let multi_byte = matches!(
        charset,
        "utf-8"
            | "utf8"
            | "jis"
            | "eucjp"
            | "euckr"
            | "euccn"
            | "sjis"
            | "cp932"
            | "cp51932"
            | "cp936"
            | "cp949"
            | "cp950"
            | "big5"
            | "gbk"
            | "gb2312"
    );
    multi_byte
        && (!charset.starts_with('u')
            || locale.starts_with("ja")
            || locale.starts_with("ko")
            || locale.starts_with("zh"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(cells: &[&str]) -> Vec<String> {
        cells.iter().map(|c| (*c).to_owned()).collect()
    }

    #[test]
    fn cells_are_padded_and_tab_separated_like_flux() {
        let out = render(
            &["Name", "Revision", "Suspended", "Ready", "Message"],
            &[
                row(&[
                    "podinfo",
                    "main@sha1:696f056d",
                    "False",
                    "True",
                    "Fetched revision: main@sha1:696f056d",
                ]),
                row(&[
                    "podinfo-shard1",
                    "main@sha1:696f056d",
                    "False",
                    "True",
                    "Fetched revision: main@sha1:696f056d",
                ]),
            ],
        );
        assert_eq!(
            out,
            "NAME          \tREVISION          \tSUSPENDED\tREADY\tMESSAGE                              \n\
             podinfo       \tmain@sha1:696f056d\tFalse    \tTrue \tFetched revision: main@sha1:696f056d\t\n\
             podinfo-shard1\tmain@sha1:696f056d\tFalse    \tTrue \tFetched revision: main@sha1:696f056d\t\n"
        );
    }

    #[test]
    fn no_header_and_multi_line_cells() {
        let out = render(&[], &[row(&["a", "one\ntwo"]), row(&["bb", "x"])]);
        assert_eq!(out, "a \tone\t\n  \ttwo\t\nbb\tx  \t\n");
        // A missing line is two spaces, even in a column narrower than that.
        let out = render(&[], &[row(&["", "a", "one\ntwo"])]);
        assert_eq!(out, "\ta\tone\t\n  \t  \ttwo\t\n");
        // A row prints its own cells only; a row of none, no line.
        let out = render(&["A", "B"], &[row(&["x"]), row(&[])]);
        assert_eq!(out, "A\tB \nx\t\n");
    }

    #[test]
    fn widths_as_go_runewidth_counts_them() {
        assert_eq!(display_width("\x1b[31mred\x1b[0m"), 3);
        assert_eq!(display_width("\x1b[1;32mok\x1b[K"), 2);
        assert_eq!(display_width("a\tb\r"), 2);
        assert_eq!(display_width("soft\u{AD}hyphen"), 10);
        assert_eq!(display_width("日本"), 4);
        // A grapheme cluster counts its first rune: `e` and a combining acute, an emoji and
        // its presentation selector.
        assert_eq!(display_width("e\u{301}"), 1);
        assert_eq!(display_width("\u{2764}\u{FE0F}"), 1);
        // Ambiguous characters are wide only under an East Asian locale.
        assert_eq!(rune_width('±', false), 1);
        assert_eq!(rune_width('±', true), 2);
        assert!(is_east_asian("ja_JP.UTF-8"));
        assert!(is_east_asian("zh_CN.utf8"));
        assert!(is_east_asian("de_DE.eucJP"));
        assert!(!is_east_asian("en_US.UTF-8"));
        assert!(!is_east_asian("ja_JP.UTF-8@cjk_narrow"));
        assert!(!is_east_asian("C.UTF-8"));
        assert!(!is_east_asian(""));
    }

    #[test]
    fn headers_are_titled() {
        assert_eq!(title("Last scan"), "LAST SCAN");
        assert_eq!(title("last_seen"), "LAST SEEN");
        assert_eq!(title("v1.2"), "V1.2");
        assert_eq!(title("a.b"), "A B");
        assert_eq!(title("1.2"), "1.2");
    }
}
