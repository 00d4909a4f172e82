//! pflag's list flags. flux declares most of its list flags as `StringSlice`, which reads each
//! value as one record of `encoding/csv`: quotes protect commas, `a,,b` keeps its empty middle
//! element, a lone `--flag=` sets an empty list (replacing the default), and a value csv cannot
//! read fails the command with csv's message. `--local-sources` is a `StringToString`, which
//! reads its value with csv only when it holds more than one `=`. Every such flag of fluxr parses
//! through here, so that a script's quoting means the same to both tools.

use std::collections::BTreeMap;
use std::fmt;

/// One occurrence of a `StringSlice` flag: the values it sets.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StringSlice(pub Vec<String>);

/// clap's value parser for a `StringSlice` flag (pflag's `stringSliceValue.Set`).
pub fn parse(value: &str) -> Result<StringSlice, CsvError> {
    // pflag's `readAsCSV` special case: csv would report EOF for an empty input.
    if value.is_empty() {
        return Ok(StringSlice(Vec::new()));
    }
    read_record(value).map(StringSlice)
}

/// All occurrences of a flag, in order: pflag appends each occurrence to the previous ones.
pub fn values(occurrences: Vec<StringSlice>) -> Vec<String> {
    occurrences.into_iter().flat_map(|s| s.0).collect()
}

/// One occurrence of a `StringToString` flag.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StringToString(pub Vec<(String, String)>);

/// Why a `StringToString` value was refused.
#[derive(Debug, thiserror::Error)]
pub enum MapError {
    #[error("{0} must be formatted as key=value")]
    NotKeyValue(String),
    #[error(transparent)]
    Csv(#[from] CsvError),
}

/// clap's value parser for a `StringToString` flag (pflag's `stringToStringValue.Set`): a single
/// `=` makes the whole value one pair (its double quotes trimmed, commas kept); more than one
/// makes it a csv record of pairs.
pub fn parse_map(value: &str) -> Result<StringToString, MapError> {
    let pairs = match value.matches('=').count() {
        0 => return Err(MapError::NotKeyValue(value.to_owned())),
        1 => vec![value.trim_matches('"').to_owned()],
        _ => read_record(value)?,
    };
    pairs
        .into_iter()
        .map(|pair| match pair.split_once('=') {
            Some((k, v)) => Ok((k.to_owned(), v.to_owned())),
            None => Err(MapError::NotKeyValue(pair)),
        })
        .collect::<Result<_, _>>()
        .map(StringToString)
}

/// All occurrences of a `StringToString` flag as the map pflag builds: a later key replaces an
/// earlier one.
pub fn map(occurrences: Vec<StringToString>) -> BTreeMap<String, String> {
    occurrences.into_iter().flat_map(|s| s.0).collect()
}

/// `encoding/csv`'s `ParseError` (and its EOF), worded as Go words them.
#[derive(Debug, PartialEq, Eq)]
pub enum CsvError {
    /// The value holds nothing but line breaks: csv finds no record.
    Eof,
    Parse {
        start_line: usize,
        line: usize,
        column: usize,
        kind: CsvErrorKind,
    },
}

#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub enum CsvErrorKind {
    BareQuote,
    Quote,
}

impl fmt::Display for CsvError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Self::Parse {
            start_line,
            line,
            column,
            kind,
        } = self
        else {
            return f.write_str("EOF");
        };
        let what = match kind {
            CsvErrorKind::BareQuote => "bare \" in non-quoted-field",
            CsvErrorKind::Quote => "extraneous or missing \" in quoted-field",
        };
        if start_line != line {
            write!(
                f,
                "record on line {start_line}; parse error on line {line}, column {column}: {what}"
            )
        } else {
            write!(f, "parse error on line {line}, column {column}: {what}")
        }
    }
}

impl std::error::Error for CsvError {}

/// The input's lines as csv's reader sees them: each with its `\n`, `\r\n` turned into `\n`, and a
/// `\r` just before the end of the input dropped.
struct Lines<'a> {
    rest: &'a str,
    number: usize,
}

impl<'a> Lines<'a> {
    fn next_line(&mut self) -> Option<std::borrow::Cow<'a, str>> {
        if self.rest.is_empty() {
            return None;
        }
        let end = self.rest.find('\n').map_or(self.rest.len(), |i| i + 1);
        let (mut line, rest) = self.rest.split_at(end);
        self.rest = rest;
        self.number += 1;
        if rest.is_empty() && !line.ends_with('\n') {
            line = line.strip_suffix('\r').unwrap_or(line);
        }
        Some(match line.strip_suffix("\r\n") {
            Some(body) => format!("{body}\n").into(),
            None => line.into(),
        })
    }
}

/// `csv.NewReader(strings.NewReader(value)).Read()` with the reader's defaults: one record,
/// which may span lines inside quotes; what follows it is ignored. Columns count bytes from 1.
fn read_record(value: &str) -> Result<Vec<String>, CsvError> {
    let mut lines = Lines {
        rest: value,
        number: 0,
    };
    // Blank lines before the record are skipped; a line left empty by a dropped `\r` is too.
    let first = loop {
        match lines.next_line() {
            None => return Err(CsvError::Eof),
            Some(line) if line.is_empty() || line == "\n" => continue,
            Some(line) => break line,
        }
    };
    let record_line = lines.number;
    let parse_error = |line, column, kind| CsvError::Parse {
        start_line: record_line,
        line,
        column,
        kind,
    };
    let mut fields = Vec::new();
    let mut current = first.into_owned();
    let mut line: &str = &current;
    let mut line_number = lines.number;
    let mut column = 1;
    loop {
        if !line.starts_with('"') {
            let (field, rest) = match line.find(',') {
                Some(i) => (&line[..i], Some(&line[i + 1..])),
                None => (line.strip_suffix('\n').unwrap_or(line), None),
            };
            if let Some(j) = field.find('"') {
                return Err(parse_error(
                    line_number,
                    column + j,
                    CsvErrorKind::BareQuote,
                ));
            }
            fields.push(field.to_owned());
            match rest {
                Some(rest) => {
                    column += field.len() + 1;
                    line = rest;
                    continue;
                }
                None => return Ok(fields),
            }
        }
        // A quoted field, which may run over several lines.
        let mut field = String::new();
        line = &line[1..];
        column += 1;
        loop {
            if let Some(i) = line.find('"') {
                field.push_str(&line[..i]);
                line = &line[i + 1..];
                column += i + 1;
                if let Some(rest) = line.strip_prefix('"') {
                    field.push('"');
                    line = rest;
                    column += 1;
                } else if let Some(rest) = line.strip_prefix(',') {
                    fields.push(field);
                    line = rest;
                    column += 1;
                    break;
                } else if line.is_empty() || line == "\n" {
                    fields.push(field);
                    return Ok(fields);
                } else {
                    return Err(parse_error(line_number, column - 1, CsvErrorKind::Quote));
                }
            } else if !line.is_empty() {
                field.push_str(line);
                column += line.len();
                match lines.next_line() {
                    Some(next) => {
                        current = next.into_owned();
                        line = &current;
                        line_number += 1;
                        column = 1;
                    }
                    None => line = "",
                }
            } else {
                return Err(parse_error(line_number, column, CsvErrorKind::Quote));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(value: &str) -> Vec<String> {
        parse(value).unwrap().0
    }

    fn err(value: &str) -> String {
        parse(value).unwrap_err().to_string()
    }

    #[test]
    fn commas_split_and_empty_elements_stay() {
        assert_eq!(ok("a,b"), ["a", "b"]);
        assert_eq!(ok("a,,b"), ["a", "", "b"]);
        assert_eq!(ok(","), ["", ""]);
        assert_eq!(ok("a,"), ["a", ""]);
        assert_eq!(ok(" a , b"), [" a ", " b"]);
        assert!(ok("").is_empty());
    }

    #[test]
    fn quotes_protect_commas_and_double_to_escape() {
        assert_eq!(ok(r#""a,b",c"#), ["a,b", "c"]);
        assert_eq!(ok(r#""say ""hi""""#), [r#"say "hi""#]);
        assert_eq!(ok(r#""""#), [""]);
        assert_eq!(ok("\"a\nb\",c"), ["a\nb", "c"]);
    }

    #[test]
    fn one_record_is_read_and_blank_lines_before_it_skipped() {
        assert_eq!(ok("a,b\nc"), ["a", "b"]);
        assert_eq!(ok("\n\na"), ["a"]);
        assert_eq!(ok("a\r\n"), ["a"]);
        assert_eq!(ok("a\r"), ["a"]);
        assert_eq!(ok("a\rb"), ["a\rb"]);
        assert_eq!(ok("\"a\r\nb\""), ["a\nb"]);
    }

    #[test]
    fn malformed_values_fail_with_csv_messages() {
        assert_eq!(err("\n"), "EOF");
        assert_eq!(err("\r"), "EOF");
        assert_eq!(
            err(r#"a"b"#),
            r#"parse error on line 1, column 2: bare " in non-quoted-field"#
        );
        assert_eq!(
            err(r#"x,a"b"#),
            r#"parse error on line 1, column 4: bare " in non-quoted-field"#
        );
        assert_eq!(
            err(r#""a"b"#),
            r#"parse error on line 1, column 3: extraneous or missing " in quoted-field"#
        );
        assert_eq!(
            err(r#""abc"#),
            r#"parse error on line 1, column 5: extraneous or missing " in quoted-field"#
        );
        assert_eq!(
            err("\"a\nb"),
            r#"record on line 1; parse error on line 2, column 2: extraneous or missing " in quoted-field"#
        );
        assert_eq!(
            err("\n\"a\"b"),
            r#"parse error on line 2, column 3: extraneous or missing " in quoted-field"#
        );
        // Columns count bytes, not characters.
        assert_eq!(
            err("é\""),
            r#"parse error on line 1, column 3: bare " in non-quoted-field"#
        );
    }

    #[test]
    fn occurrences_append() {
        let all = values(vec![
            parse("a,b").unwrap(),
            parse("").unwrap(),
            parse("c").unwrap(),
        ]);
        assert_eq!(all, ["a", "b", "c"]);
    }

    #[test]
    fn string_to_string_reads_csv_only_with_several_pairs() {
        let one = |v: &str| parse_map(v).map(|m| m.0);
        assert_eq!(one("k=a,b").unwrap(), [("k".to_owned(), "a,b".to_owned())]);
        assert_eq!(one("\"k=v\"").unwrap(), [("k".to_owned(), "v".to_owned())]);
        assert_eq!(one("k=1,b").unwrap(), [("k".to_owned(), "1,b".to_owned())]);
        assert_eq!(
            one("a=1,b=2").unwrap(),
            [
                ("a".to_owned(), "1".to_owned()),
                ("b".to_owned(), "2".to_owned())
            ]
        );
        assert_eq!(
            parse_map("").unwrap_err().to_string(),
            " must be formatted as key=value"
        );
        assert_eq!(
            parse_map("a=1,b=2,c").unwrap_err().to_string(),
            "c must be formatted as key=value"
        );
        let later_wins = map(vec![parse_map("a=1").unwrap(), parse_map("a=2").unwrap()]);
        assert_eq!(later_wins["a"], "2");
    }
}
