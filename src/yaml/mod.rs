//! The one YAML reader and writer of fluxr.
//!
//! Reading follows yaml.v3 (what kustomize's kyaml reads with); writing follows go-yaml v2's
//! emitter over a JSON value (what kustomize writes through `sigs.k8s.io/yaml`), so that fluxr's
//! output is byte-for-byte what kustomize and flux print.
//!
//! Values are `serde_json::Value` with insertion-ordered maps: kustomize itself round-trips every
//! object through JSON, so nothing YAML-specific survives a build anyway.

mod emitter;
mod folded;
pub(crate) mod gojson;
pub mod guard;
mod reader;
mod resolve;
mod split;

pub(crate) use reader::go_quote;
pub use serde_json::Value;

/// A YAML document that could not be read.
///
/// Displays as yaml.v3 reports it: `yaml: line 3: mapping values are not allowed in this context`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("yaml: {}{message}", line.map(|l| format!("line {l}: ")).unwrap_or_default())]
pub struct Error {
    /// What went wrong, in yaml.v3's words.
    pub message: String,
    /// The line yaml.v3 reports, which kustomize prints: 1-based for scanner and decoding
    /// errors, but for parser errors the 0-based line of the enclosing construct, and `None`
    /// where yaml.v3 would say 0.
    pub line: Option<usize>,
    /// The 1-based column where the problem was found, when known.
    pub column: Option<usize>,
}

impl Error {
    pub(crate) fn at(line: usize, column: usize, message: impl Into<String>) -> Self {
        Error {
            message: message.into(),
            line: Some(line),
            column: Some(column),
        }
    }

    pub(crate) fn without_position(message: impl Into<String>) -> Self {
        Error {
            message: message.into(),
            line: None,
            column: None,
        }
    }
}

/// Turns the bytes of a YAML file into text as yaml.v3 reads them: UTF-8, or UTF-16 when the file
/// starts with a UTF-16 byte order mark. Bytes that are not text in that encoding are an error in
/// yaml.v3's words, never replaced.
pub fn decode(bytes: &[u8]) -> Result<String, Error> {
    let utf16 = |big_endian: bool| {
        let units = bytes[2..].chunks(2).map(|pair| match pair {
            [a, b] if big_endian => Ok(u16::from_be_bytes([*a, *b])),
            [a, b] => Ok(u16::from_le_bytes([*a, *b])),
            _ => Err(Error::without_position("incomplete UTF-16 character")),
        });
        let units = units.collect::<Result<Vec<u16>, Error>>()?;
        String::from_utf16(&units)
            .map_err(|_| Error::without_position("invalid UTF-16 surrogate pair"))
    };
    match bytes {
        [0xff, 0xfe, ..] => utf16(false),
        [0xfe, 0xff, ..] => utf16(true),
        _ => match std::str::from_utf8(bytes) {
            Ok(text) => Ok(text.to_owned()),
            Err(err) => {
                let at = err.valid_up_to();
                let line = bytes[..at].iter().filter(|b| **b == b'\n').count() + 1;
                let message = match err.error_len() {
                    None => "incomplete UTF-8 octet sequence",
                    // A byte that cannot start a character, or a start byte whose
                    // continuation is wrong.
                    Some(_) if (0x80..0xc2).contains(&bytes[at]) || bytes[at] > 0xf4 => {
                        "invalid leading UTF-8 octet"
                    }
                    Some(_) => "invalid trailing UTF-8 octet",
                };
                Err(Error {
                    message: message.to_owned(),
                    line: (line > 1).then_some(line),
                    column: None,
                })
            }
        },
    }
}

/// The stack every thread that reads or walks documents runs on. Every recursive walk of a
/// document stops at the 10,000 levels of nesting the reader accepts (kubectl's limit); this
/// leaves room for the deepest of them in a debug build, whatever `ulimit -s` the caller has.
/// Only the pages a walk touches are ever used.
pub const STACK_BYTES: usize = 256 * 1024 * 1024;

/// A thread of fluxr's that reads, builds or writes documents: named `fluxr`, on [`STACK_BYTES`].
pub fn thread() -> std::thread::Builder {
    std::thread::Builder::new()
        .name("fluxr".to_owned())
        .stack_size(STACK_BYTES)
}

/// Parses a stream of YAML documents. Empty documents are skipped.
///
/// Scalars resolve as yaml.v3 reads them (`on` stays a string, `0x1F` is 31, a timestamp becomes
/// an RFC 3339 string), aliases and merge keys are expanded, and keys become strings.
pub fn parse_stream(input: &str) -> Result<Vec<Value>, Error> {
    let docs = reader::Reader::new(false).read_all(input)?;
    Ok(docs
        .into_iter()
        .filter(|doc| !doc.empty)
        .map(|doc| doc.value)
        .collect())
}

/// Parses exactly one YAML document (an empty input is `null`).
///
/// Empty documents around it (a leading or trailing `---`) are ignored; a second document with
/// content is an error.
pub fn parse_one(input: &str) -> Result<Value, Error> {
    one_document(reader::Reader::new(false).read_all(input)?)
}

/// Parses one document the way kustomize reads a kustomization file (`sigs.k8s.io/yaml`): like
/// [`parse_one`], except that a repeated key replaces the earlier value instead of failing.
pub fn parse_one_lenient(input: &str) -> Result<Value, Error> {
    one_document(reader::Reader::new(true).read_all(input)?)
}

/// Parses the first document as flux reads a Helm values file (`sigs.k8s.io/yaml` over go-yaml
/// v2): YAML 1.1 scalars (`yes`, `off` are booleans), timestamps kept as written, and a repeated
/// key replacing the earlier value. go-yaml v2's `Unmarshal` decodes the first document and
/// never reads the others, so a stream is not an error, even with a broken later document; an
/// empty first document is `null`.
pub fn parse_first_yaml_v2(input: &str) -> Result<Value, Error> {
    let docs = reader::Reader::yaml_v2_first().read_all(input)?;
    Ok(docs
        .into_iter()
        .next()
        .map(|doc| doc.value)
        .unwrap_or(Value::Null))
}

fn one_document(docs: Vec<reader::Document>) -> Result<Value, Error> {
    let mut docs: Vec<_> = docs.into_iter().filter(|doc| !doc.empty).collect();
    match docs.len() {
        0 => Ok(Value::Null),
        1 => Ok(docs.pop().map(|doc| doc.value).unwrap_or(Value::Null)),
        _ => Err(Error::without_position(
            "expected a single document in the stream",
        )),
    }
}

/// Writes one document the way go-yaml v2 does (keys sorted in its natural order), ending in `\n`.
pub fn to_string(value: &Value) -> String {
    let mut out = String::new();
    emitter::write_document(value, &mut out);
    out
}

/// Appends one document, as [`to_string`] writes it, to `out`.
pub fn push_document(value: &Value, out: &mut String) {
    emitter::write_document(value, out);
}

/// Writes documents separated by `---` lines, as kustomize prints a build.
pub fn to_stream(values: &[Value]) -> String {
    let mut out = String::new();
    push_run(0, values, &mut out);
    out
}

/// [`to_stream`] handed to `write` in pieces of about a megabyte, through one buffer. A build's
/// output in one string grows by reallocation, and after a build each large allocation first
/// merges every small block freed so far (glibc's `malloc_consolidate`), a walk of the whole
/// heap each time.
///
/// Writing YAML is about a tenth of a large build, and each document is written on its own.
/// Many documents are written in runs of [`RUN`], every other run on a second thread, which
/// hands its text over in order and stays at most [`RUNS_AHEAD`] runs ahead (so the text held
/// stays bounded). Documents of one kind are sorted together and differ in size, so taking turns
/// shares the work more evenly than two halves would. The bytes are the same as from one thread.
pub fn write_stream<E>(
    values: &[Value],
    mut write: impl FnMut(&str) -> Result<(), E>,
) -> Result<(), E> {
    let mut out = String::with_capacity(PIECE + PIECE / 4);
    // Hands over what `out` holds once that is `at_least` bytes (0: anything left at the end).
    let mut flush = |out: &mut String, at_least: usize| {
        if out.len() >= at_least.max(1) {
            write(out)?;
            out.clear();
        }
        Ok(())
    };
    if values.len() < PARALLEL_DOCUMENTS {
        for (i, value) in values.iter().enumerate() {
            push_separated(i, value, &mut out);
            flush(&mut out, PIECE)?;
        }
        return flush(&mut out, 0);
    }
    std::thread::scope(|scope| {
        let (sender, receiver) = std::sync::mpsc::sync_channel::<String>(RUNS_AHEAD);
        let other = thread().spawn_scoped(scope, move || {
            let mut room = 0;
            for (run, documents) in values.chunks(RUN).enumerate().skip(1).step_by(2) {
                // Room for a run like the last: most runs hold documents of one kind.
                let mut text = String::with_capacity(room);
                push_run(run * RUN, documents, &mut text);
                room = text.len();
                if sender.send(text).is_err() {
                    return;
                }
            }
        });
        // Without the thread (none to be had, or it panicked) this one writes every run.
        let mut helped = other.is_ok();
        let mut written = Ok(());
        for (run, documents) in values.chunks(RUN).enumerate() {
            match (helped && run % 2 == 1).then(|| receiver.recv()) {
                Some(Ok(text)) => out.push_str(&text),
                Some(Err(_)) => {
                    helped = false;
                    push_run(run * RUN, documents, &mut out);
                }
                None => push_run(run * RUN, documents, &mut out),
            }
            written = flush(&mut out, PIECE);
            if written.is_err() {
                break;
            }
        }
        // Ends the other thread at its next run when writing failed.
        drop(receiver);
        if let Ok(other) = other {
            other
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        }
        written?;
        flush(&mut out, 0)
    })
}

/// From this many documents on, [`write_stream`] writes on two threads: below, starting one
/// costs about what it saves.
const PARALLEL_DOCUMENTS: usize = 256;

/// Documents in a run that one thread writes (a few tens of kilobytes of text).
const RUN: usize = 32;

/// How many written runs the second thread holds at most before this one takes them.
const RUNS_AHEAD: usize = 4;

/// What [`write_stream`] hands to `write` at a time, about.
const PIECE: usize = 1 << 20;

/// Appends documents whose first is document `first` of the stream, each after a `---` line
/// but the stream's first.
fn push_run(first: usize, documents: &[Value], out: &mut String) {
    for (i, value) in documents.iter().enumerate() {
        push_separated(first + i, value, out);
    }
}

fn push_separated(index: usize, value: &Value, out: &mut String) {
    if index > 0 {
        out.push_str("---\n");
    }
    emitter::write_document(value, out);
}

#[cfg(test)]
mod tests {
    #[test]
    fn yaml_v2_scalars_as_helm_values_read_them() {
        let values = super::parse_first_yaml_v2(
            "enabled: yes\nlegacy: Off\ncountry: NO\nquoted: \"yes\"\nsize: 1_000\n\
             date: 2001-12-14\nkey: 1\nkey: 2\nfolded: >\n  a\n  b\non: 1\nnested: {1.1: x, 7: y}\n",
        )
        .unwrap();
        assert_eq!(
            values,
            serde_json::json!({
                "enabled": true, "legacy": false, "country": false, "quoted": "yes",
                "size": 1000, "date": "2001-12-14", "key": 2, "folded": "a b\n",
                "true": 1, "nested": {"1.1": "x", "7": true}
            })
        );
    }

    use super::*;
    use serde_json::json;

    #[test]
    fn decodes_utf8_and_utf16_with_a_byte_order_mark() {
        assert_eq!(decode(b"a: b\n").unwrap(), "a: b\n");
        let le: Vec<u8> = [0xff, 0xfe]
            .into_iter()
            .chain("a: \u{e9}\n".encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        assert_eq!(decode(&le).unwrap(), "a: \u{e9}\n");
        let be: Vec<u8> = [0xfe, 0xff]
            .into_iter()
            .chain("a: b\n".encode_utf16().flat_map(u16::to_be_bytes))
            .collect();
        assert_eq!(decode(&be).unwrap(), "a: b\n");
        assert_eq!(
            decode(b"a: \xff\n").unwrap_err().to_string(),
            "yaml: invalid leading UTF-8 octet"
        );
        assert_eq!(
            decode(b"a: b\nc: \xc3(\n").unwrap_err().to_string(),
            "yaml: line 2: invalid trailing UTF-8 octet"
        );
        assert_eq!(
            decode(b"a: \xe2\x82").unwrap_err().to_string(),
            "yaml: incomplete UTF-8 octet sequence"
        );
    }

    #[test]
    fn reads_a_manifest_as_kustomize_does() {
        let value = parse_one("a: on\nb: 0x1F\nc: '1'\nd: ~\ne: [1.5, True]\n").unwrap();
        assert_eq!(
            value,
            json!({"a": "on", "b": 31, "c": "1", "d": null, "e": [1.5, true]})
        );
    }

    #[test]
    fn skips_empty_documents() {
        let docs = parse_stream("---\n# only a comment\n---\na: 1\n---\n").unwrap();
        assert_eq!(docs, vec![json!({"a": 1})]);
    }

    #[test]
    fn duplicate_keys_fail_like_yaml_v3() {
        let err = parse_one("a: 1\nb: 2\na: 3\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "yaml: line 3: mapping key \"a\" already defined at line 1"
        );
    }

    /// Mappings of a few keys and of many are read by different means: both keep their order,
    /// catch a repeated key with the line of its first occurrence, and let a later value win
    /// where kustomization files allow repeats, nested mappings and sequences included.
    #[test]
    fn mappings_of_few_and_of_many_keys_read_alike() {
        let keys_of = |value: &Value| {
            value
                .as_object()
                .unwrap()
                .keys()
                .cloned()
                .collect::<Vec<_>>()
        };
        for keys in [1, 3, 16, 17, 40] {
            let names: Vec<String> = (0..keys).map(|i| format!("k{:02}", keys - i)).collect();
            let mut doc = String::new();
            for (i, name) in names.iter().enumerate() {
                doc.push_str(&format!(
                    "{name}:\n  inner: {{x: {i}, y: [{i}, {{z: {i}}}]}}\n"
                ));
            }
            let value = parse_one(&doc).unwrap();
            assert_eq!(keys_of(&value), names, "{keys} keys");
            for (i, name) in names.iter().enumerate() {
                assert_eq!(value[name], json!({"inner": {"x": i, "y": [i, {"z": i}]}}));
            }

            let repeated = format!("{doc}{}: again\n", names[keys / 2]);
            let err = parse_one(&repeated).unwrap_err();
            assert_eq!(
                err.to_string(),
                format!(
                    "yaml: line {}: mapping key \"{}\" already defined at line {}",
                    2 * keys + 1,
                    names[keys / 2],
                    2 * (keys / 2) + 1
                ),
                "{keys} keys"
            );
            let value = parse_one_lenient(&repeated).unwrap();
            assert_eq!(keys_of(&value), names, "{keys} keys");
            assert_eq!(value[&names[keys / 2]], json!("again"));
        }
    }

    #[test]
    fn one_document_may_have_empty_neighbours() {
        assert_eq!(parse_one("---\na: 1\n---\n").unwrap(), json!({"a": 1}));
        assert_eq!(parse_one("").unwrap(), Value::Null);
        assert_eq!(parse_one("~").unwrap(), Value::Null);
        assert!(parse_one("a: 1\n---\nb: 2\n").is_err());
    }

    #[test]
    fn slash_escapes_are_rejected_like_go_yaml() {
        let err = parse_one("a:\n  b: \"x\\/y\"\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "yaml: line 2: found unknown escape character"
        );
        assert_eq!(
            parse_one("a: \"x\\\\/y\"\n").unwrap(),
            json!({"a": "x\\/y"})
        );
    }

    #[test]
    fn empty_values_in_flow_collections_are_empty_strings() {
        let value = parse_one("a: {b, c: , d: ~}\ne:\nf: [x, ]\n").unwrap();
        assert_eq!(
            value,
            json!({"a": {"b": "", "c": "", "d": null}, "e": null, "f": ["x"]})
        );
    }

    #[test]
    fn kustomization_files_let_later_keys_win() {
        let value = parse_one_lenient("a: 1\nb: 2\na: 3\n").unwrap();
        assert_eq!(value, json!({"a": 3, "b": 2}));
    }

    #[test]
    fn alias_bombs_fail_fast() {
        let mut doc = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..30 {
            let p = i - 1;
            doc.push_str(&format!(
                "a{i}: &a{i} [*a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}]\n"
            ));
        }
        let err = parse_one(&doc).unwrap_err();
        assert!(err.message.contains("excessive aliasing"), "{err}");
    }

    #[test]
    fn merge_keys_keep_explicit_values() {
        let value = parse_one("base: &b {x: 1, y: 2}\nm:\n  <<: *b\n  y: 3\n").unwrap();
        assert_eq!(value["m"], json!({"x": 1, "y": 3}));
    }

    #[test]
    fn writes_like_go_yaml_v2() {
        let value = json!({
            "b": ["x", {"k": "yes"}],
            "a": {"empty": {}, "list": []},
            "num": 1000000.0,
            "s": "line\n",
        });
        assert_eq!(
            to_string(&value),
            "a:\n  empty: {}\n  list: []\nb:\n- x\n- k: \"yes\"\nnum: 1000000\ns: |\n  line\n"
        );
    }

    #[test]
    fn stream_separates_documents() {
        let docs = [json!({"a": 1}), json!({"b": 2})];
        assert_eq!(to_stream(&docs), "a: 1\n---\nb: 2\n");
    }

    #[test]
    fn reads_crlf_and_byte_order_marks() {
        let value = parse_one("\u{feff}a: |\r\n  x\r\n  y\r\nb: \"p\r\n  q\"\r\n").unwrap();
        assert_eq!(value, json!({"a": "x\ny\n", "b": "p q"}));
        assert_eq!(
            parse_one("\u{fffd}: x\n").unwrap(),
            json!({"\u{fffd}": "x"})
        );
    }

    #[test]
    fn control_characters_are_found_a_chunk_ahead_as_yaml_v3_finds_them() {
        // A syntax error, then a control character at byte `at` of its document.
        let text = |at: usize| {
            let mut s = String::from("a: b: c\n#");
            s.push_str(&"x".repeat(at - s.len() - 1));
            s.push_str("\n\u{1}\n");
            s
        };
        let err = |text: &str| parse_stream(text).unwrap_err().message;
        let control = "control characters are not allowed";
        let syntax = "mapping values are not allowed in this context";
        // yaml.v3 decodes 512 bytes at a time, and refuses a control character once decoded.
        assert_eq!(err(&text(511)), control);
        assert_eq!(err(&text(512)), syntax);
        // kustomize reads each document of a file on its own: the count starts again.
        let first = format!("x: 1\n#{}\n", "y".repeat(400));
        assert_eq!(err(&format!("{first}---\n{}", text(300))), control);
        assert_eq!(err(&format!("{first}---\n{}", text(600))), syntax);
        // A byte order mark counts.
        assert_eq!(err(&format!("\u{feff}{}", text(508))), control);
        assert_eq!(err(&format!("\u{feff}{}", text(509))), syntax);
    }

    #[test]
    fn characters_across_chunks_read_whole() {
        let wide = "\u{e9}\u{20ac}\u{1f600}".repeat(400);
        let text = format!("a: {wide}\nb: [{wide}]\n");
        assert_eq!(parse_one(&text).unwrap(), json!({"a": wide, "b": [wide]}));
    }

    #[test]
    fn block_scalar_at_end_of_input_has_no_final_break() {
        assert_eq!(parse_one("k: |\n  a").unwrap(), json!({"k": "a"}));
        assert_eq!(parse_one("k: >\n  a\n  b").unwrap(), json!({"k": "a b"}));
    }

    #[test]
    fn errors_use_yaml_v3_lines_and_words() {
        let cases = [
            // yaml.v3 reports the flow sequence's own 0-based line for parser errors.
            (
                "a:\n  b: [1\n  c: 2\n",
                "yaml: line 1: did not find expected ',' or ']'",
            ),
            // A scanner error on the first line has no line number in yaml.v3 either.
            (
                "a: b: c\n",
                "yaml: mapping values are not allowed in this context",
            ),
            (
                "a:\n\tb: 1\n",
                "yaml: line 2: found character that cannot start any token",
            ),
            ("a: .inf\n", "yaml: line 1: json: unsupported value: +Inf"),
            (
                "a: !!int x\n",
                "yaml: line 1: cannot decode !!str `x` as a !!int",
            ),
            (
                "a:\n  <<: x\n",
                "yaml: line 2: map merge requires map or sequence of maps as the value",
            ),
            (
                "a:\n  1: x\n",
                "yaml: line 2: json: unsupported type: map[interface {}]interface {}",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(
                parse_one(input).unwrap_err().to_string(),
                expected,
                "{input:?}"
            );
        }
    }

    #[test]
    fn tags_resolve_like_yaml_v3() {
        let value = parse_one(
            "a: !!str 12\nb: !!binary aGVsbG8=\nc: !custom 12\nd: ! 12\ne: !!float 1\nf: 2001-12-14t21:59:43.10-05:00\n",
        )
        .unwrap();
        assert_eq!(
            value,
            json!({"a": "12", "b": "hello", "c": "12", "d": 12, "e": 1.0, "f": "2001-12-14T21:59:43.1-05:00"})
        );
    }

    #[test]
    fn quoted_merge_keys_are_dropped_like_kyaml_does() {
        assert_eq!(
            parse_one("m:\n  '<<': {x: 1}\n  a: b\n").unwrap(),
            json!({"m": {"a": "b"}})
        );
        let err = parse_one("m:\n  <<: {x: 1}\n  <<: {y: 1}\n").unwrap_err();
        assert_eq!(err.message, "duplicate merge key");
    }

    #[test]
    fn writes_numbers_as_kustomize_prints_them() {
        let cases = [
            (json!(1.5), "1.5\n"),
            (json!(1000000.0), "1000000\n"),
            (json!(1e21), "1e+21\n"),
            (json!(1e-7), "1e-07\n"),
            (json!(1234567.5), "1.2345675e+06\n"),
            (json!(-0.0), "0\n"),
            (json!(1e20), "1e+20\n"),
            (json!(u64::MAX), "18446744073709551615\n"),
        ];
        for (value, expected) in cases {
            assert_eq!(to_string(&value), expected, "{value}");
        }
    }

    #[test]
    fn writes_strings_with_go_yaml_v2_quoting() {
        let cases = [
            ("yes", "\"yes\"\n"),
            ("0123", "\"0123\"\n"),
            ("1:20", "\"1:20\"\n"),
            ("a #b", "'a #b'\n"),
            (" x", "' x'\n"),
            ("a\tb", "\"a\\tb\"\n"),
            ("😀", "\"\\U0001F600\"\n"),
            ("a\nb", "|-\n  a\n  b\n"),
            ("a  \nb", "\"a  \\nb\"\n"),
            (" a\n", "|2\n   a\n"),
            ("a\n\n", "|+\n  a\n\n"),
            ("a\u{85}b", "a b\n"),
        ];
        for (value, expected) in cases {
            assert_eq!(to_string(&json!(value)), expected, "{value:?}");
        }
    }

    #[test]
    fn long_keys_become_explicit() {
        let key = "k".repeat(129);
        assert_eq!(
            to_string(&json!({ key.clone(): 1 })),
            format!("? {key}\n: 1\n")
        );
    }

    /// Documents of sizes that change along the stream, as a sorted build's kinds do.
    fn documents(count: usize) -> Vec<Value> {
        (0..count)
            .map(|n| {
                let lines: Vec<String> = (0..(n / 40) % 9 * 30).map(|l| format!("{n}-{l}")).collect();
                json!({"kind": "ConfigMap", "metadata": {"name": format!("c{n}")}, "data": {"lines": lines}})
            })
            .collect()
    }

    /// The stream and the sizes of the pieces it was handed over in.
    fn streamed(values: &[Value]) -> (String, Vec<usize>) {
        let mut out = String::new();
        let mut pieces = Vec::new();
        write_stream(values, |piece| {
            out.push_str(piece);
            pieces.push(piece.len());
            Ok::<(), ()>(())
        })
        .unwrap();
        (out, pieces)
    }

    #[test]
    fn a_stream_written_on_two_threads_is_the_stream_written_on_one() {
        for count in [
            0,
            1,
            PARALLEL_DOCUMENTS - 1,
            PARALLEL_DOCUMENTS,
            1_000,
            3_001,
        ] {
            let values = documents(count);
            let (out, pieces) = streamed(&values);
            assert_eq!(out, to_stream(&values), "{count} documents");
            // Pieces of at least a megabyte, but the last, which holds something.
            if let Some((last, full)) = pieces.split_last() {
                assert!(
                    *last > 0 && full.iter().all(|&size| size >= PIECE),
                    "{pieces:?}"
                );
            }
        }
    }

    #[test]
    fn a_failing_write_ends_the_stream() {
        let values = documents(3_001);
        assert!(to_stream(&values).len() > 3 * PIECE);
        let mut calls = 0;
        let result = write_stream(&values, |_| {
            calls += 1;
            if calls == 2 { Err("closed") } else { Ok(()) }
        });
        assert_eq!(result, Err("closed"));
        assert_eq!(calls, 2);
    }
}
