//! Property tests of the YAML module: whatever JSON value we write reads back as itself, and no
//! input string makes the reader panic.

use fluxr::yaml::{Value, parse_one, parse_stream, to_stream, to_string};
use proptest::prelude::*;
use serde_json::{Map, Number};

/// Characters that exercise every quoting decision of the writer. U+0085 is left out: kustomize
/// itself folds it into a space (see the writer), so it does not survive a round trip by design.
const ALPHABET: &[char] = &[
    'a', 'b', 'y', 'n', 'o', 'N', 'e', 'E', 'x', '0', '1', '9', '.', '-', '+', '_', ':', '#', ' ',
    ' ', '\n', '\n', '\t', '\r', '\'', '"', '\\', '{', '}', '[', ']', ',', '&', '*', '!', '|', '>',
    '%', '@', '`', '?', '~', '<', '=', '/', '\u{0}', '\u{7}', '\u{1b}', '\u{7f}', '\u{a0}', 'é',
    '日', '\u{2028}', '\u{feff}', '\u{fffd}', '😀',
];

fn tricky_string() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::collection::vec(prop::sample::select(ALPHABET), 0..12)
            .prop_map(|chars| chars.into_iter().collect::<String>()),
        // Long text, to cross the 80-column folding point with all kinds of spacing.
        prop::collection::vec(prop::sample::select(ALPHABET), 60..200)
            .prop_map(|chars| chars.into_iter().collect::<String>()),
        prop::sample::select(vec![
            "yes",
            "no",
            "on",
            "off",
            "y",
            "null",
            "~",
            "true",
            "0123",
            "0x1F",
            "1e3",
            "1:20",
            "2024-01-01",
            "2024-01-01T00:00:00Z",
            ".inf",
            ".nan",
            "<<",
            "-",
            "---",
            "...",
            "",
        ])
        .prop_map(str::to_string),
    ]
}

fn number() -> impl Strategy<Value = Number> {
    prop_oneof![
        any::<i64>().prop_map(Number::from),
        any::<u64>().prop_map(Number::from),
        any::<f64>().prop_filter_map("finite", Number::from_f64),
        (-1000i32..1000, -30i32..30).prop_filter_map("finite", |(m, e)| {
            Number::from_f64(f64::from(m) * 10f64.powi(e))
        }),
    ]
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        number().prop_map(Value::Number),
        tricky_string().prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            // A key `<<` is written plain, as kustomize writes it, and so reads back as a merge.
            prop::collection::vec(
                (tricky_string().prop_filter("merge", |k| k != "<<"), inner),
                0..6
            )
            .prop_map(|entries| Value::Object(entries.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// Numbers compared by value: the writer prints `1.0` as `1`, which reads back as an integer.
fn normalized(value: &Value) -> Value {
    match value {
        Value::Number(n) => n
            .as_f64()
            .and_then(Number::from_f64)
            .map_or(Value::Null, Value::Number),
        Value::Array(items) => Value::Array(items.iter().map(normalized).collect()),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| (k.clone(), normalized(v)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// Keys compared as a set: the writer sorts them.
fn sorted(value: &Value) -> Value {
    match value {
        Value::Array(items) => Value::Array(items.iter().map(sorted).collect()),
        Value::Object(map) => {
            let mut entries: Vec<_> = map.iter().map(|(k, v)| (k.clone(), sorted(v))).collect();
            entries.sort_by(|a, b| a.0.cmp(&b.0));
            Value::Object(entries.into_iter().collect())
        }
        other => other.clone(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn written_values_read_back_unchanged(value in json_value()) {
        let text = to_string(&value);
        let read = parse_one(&text)
            .unwrap_or_else(|err| panic!("cannot read back {text:?}: {err}"));
        prop_assert_eq!(sorted(&normalized(&read)), sorted(&normalized(&value)), "{}", text);
    }

    #[test]
    fn streams_read_back_document_by_document(
        values in prop::collection::vec(json_value().prop_filter("non-null", |v| !v.is_null()), 0..4)
    ) {
        let text = to_stream(&values);
        let read = parse_stream(&text)
            .unwrap_or_else(|err| panic!("cannot read back {text:?}: {err}"));
        let read: Vec<Value> = read.iter().map(|v| sorted(&normalized(v))).collect();
        let expected: Vec<Value> = values.iter().map(|v| sorted(&normalized(v))).collect();
        prop_assert_eq!(read, expected);
    }

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        let _ = parse_stream(&text);
    }

    #[test]
    fn yaml_shaped_text_never_panics(
        pieces in prop::collection::vec(prop::sample::select(vec![
            "a", "b: ", ": ", "- ", "? ", "\n", "\n  ", "\n    ", "  ", "\t", "[", "]", "{", "}",
            ", ", "'", "\"", "\\", "|", "|-", "|+", "|2", ">", ">-", "#", " #c", "&x ", "*x",
            "!!str ", "!t ", "<<: ", "---", "...", "%YAML 1.1", "~", "1", "0x", "\r\n", "😀",
            "\u{85}", "\u{feff}",
        ]), 0..60)
    ) {
        let text: String = pieces.concat();
        let _ = parse_stream(&text);
    }
}
