//! flux's tables (its `TablePrinter`), for get, events, stats, plugin list/search and list
//! artifacts: left-aligned columns separated by a tab, every cell padded to its column's
//! width. Headers are upper-cased; a header row ends in a space where data rows end in a tab,
//! and a cell with line breaks spans several lines.

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
        let lines: Vec<Vec<&str>> = (0..columns)
            .map(|column| {
                row.get(column)
                    .map_or(vec![""], |c| c.split('\n').collect())
            })
            .collect();
        let height = lines.iter().map(Vec::len).max().unwrap_or(1);
        for line in 0..height {
            for (column, width) in widths.iter().enumerate() {
                let cell = lines[column].get(line).copied().unwrap_or("");
                out.push_str(&pad(cell, *width));
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

/// The columns a cell takes on a terminal.
fn display_width(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
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
