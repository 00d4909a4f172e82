//! RFC 6902 JSON patches, with the semantics and messages of the library kustomize v5.8.1
//! applies them with (evanphx/json-patch v4): `replace` of a missing key adds it, array
//! indices may count from the end for `add` and `remove`, `-` appends, a path that does not
//! start with `/` loses its first segment, and operations are only checked when applied.

use serde_json::Value;

/// A JSON patch that could not be decoded or applied.
#[derive(Debug, thiserror::Error)]
pub enum JsonPatchError {
    #[error("json: cannot unmarshal {found} into Go value of type {target}")]
    Decode {
        found: &'static str,
        target: &'static str,
    },
    #[error("{message}")]
    Failed { message: String },
}

fn failed(message: String) -> JsonPatchError {
    JsonPatchError::Failed { message }
}

fn json_type(value: &Value) -> &'static str {
    match value {
        Value::Object(_) => "object",
        Value::Array(_) => "array",
        Value::String(_) => "string",
        Value::Number(_) => "number",
        Value::Bool(_) => "bool",
        Value::Null => "null",
    }
}

/// Checks that `ops` decodes as a patch (a list of objects) and returns how many operations
/// it has. Like the library, nothing else is checked before the patch is applied.
pub fn validate(ops: &Value) -> Result<usize, JsonPatchError> {
    match ops {
        Value::Null => Ok(0),
        Value::Array(list) => {
            for op in list {
                if !op.is_object() && !op.is_null() {
                    return Err(JsonPatchError::Decode {
                        found: json_type(op),
                        target: "jsonpatch.Operation",
                    });
                }
            }
            Ok(list.len())
        }
        other => Err(JsonPatchError::Decode {
            found: json_type(other),
            target: "jsonpatch.Patch",
        }),
    }
}

/// Applies a JSON 6902 patch (`ops`, a list of operations) to a document.
pub fn json6902(target: &Value, ops: &Value) -> Result<Value, JsonPatchError> {
    validate(ops)?;
    let mut doc = target.clone();
    for op in ops.as_array().into_iter().flatten() {
        apply(&mut doc, op)?;
    }
    Ok(doc)
}

fn decode_token(token: &str) -> String {
    token.replace("~1", "/").replace("~0", "~")
}

/// Splits a pointer into its parent's tokens and the last token, the library's way.
fn split(path: &str) -> Option<(Vec<String>, String)> {
    let parts: Vec<&str> = path.split('/').collect();
    if parts.len() < 2 {
        return None;
    }
    let parents = parts[1..parts.len() - 1]
        .iter()
        .map(|p| decode_token(p))
        .collect();
    Some((parents, decode_token(parts[parts.len() - 1])))
}

fn parse_index(token: &str) -> Result<i64, String> {
    token
        .parse()
        .map_err(|_| format!("strconv.Atoi: parsing {token:?}: invalid syntax"))
}

fn invalid_index(idx: i64) -> String {
    format!("Unable to access invalid index: {idx}: invalid index referenced")
}

/// Walks to the container holding the last token; `None` when any part is missing.
fn container<'a>(doc: &'a mut Value, parents: &[String]) -> Option<&'a mut Value> {
    let mut current = doc;
    for part in parents {
        current = match current {
            Value::Object(map) => map.get_mut(part)?,
            Value::Array(list) => {
                let idx = usize::try_from(parse_index(part).ok()?).ok()?;
                list.get_mut(idx)?
            }
            _ => return None,
        };
        if !matches!(current, Value::Object(_) | Value::Array(_)) {
            return None;
        }
    }
    Some(current)
}

/// The library's `get`: a missing key is no error, an index past the end is.
fn get(container: &Value, key: &str) -> Result<Option<Value>, String> {
    match container {
        Value::Object(map) => Ok(map.get(key).cloned()),
        Value::Array(list) => {
            let idx = parse_index(key)?;
            match usize::try_from(idx) {
                Ok(i) if i < list.len() => Ok(Some(list[i].clone())),
                _ => Err(invalid_index(idx)),
            }
        }
        _ => Ok(None),
    }
}

fn add(container: &mut Value, key: &str, value: Value) -> Result<(), String> {
    match container {
        Value::Object(map) => {
            map.insert(key.to_owned(), value);
            Ok(())
        }
        Value::Array(list) => {
            if key == "-" {
                list.push(value);
                return Ok(());
            }
            let idx = parse_index(key)
                .map_err(|e| format!("value was not a proper array index: '{key}': {e}"))?;
            let size = list.len() as i64 + 1;
            if idx >= size || idx < -size {
                return Err(invalid_index(idx));
            }
            let at = if idx < 0 { idx + size } else { idx };
            list.insert(at as usize, value);
            Ok(())
        }
        _ => Err("invalid value, expected object".to_owned()),
    }
}

fn remove(container: &mut Value, key: &str) -> Result<Value, String> {
    match container {
        Value::Object(map) => map
            .shift_remove(key)
            .ok_or_else(|| format!("Unable to remove nonexistent key: {key}: missing value")),
        Value::Array(list) => {
            let idx = parse_index(key)?;
            let len = list.len() as i64;
            if idx >= len || idx < -len {
                return Err(invalid_index(idx));
            }
            let at = if idx < 0 { idx + len } else { idx };
            Ok(list.remove(at as usize))
        }
        _ => Err("invalid value, expected object".to_owned()),
    }
}

fn set(container: &mut Value, key: &str, value: Value) -> Result<(), String> {
    match container {
        Value::Object(map) => {
            map.insert(key.to_owned(), value);
            Ok(())
        }
        Value::Array(list) => {
            let idx = parse_index(key)?;
            let slot = usize::try_from(idx).ok().and_then(|i| list.get_mut(i));
            let slot = slot.ok_or_else(|| invalid_index(idx))?;
            *slot = value;
            Ok(())
        }
        _ => Err("invalid value, expected object".to_owned()),
    }
}

fn string_field(op: &Value, name: &str) -> Option<String> {
    op.get(name).and_then(Value::as_str).map(str::to_owned)
}

fn apply(doc: &mut Value, op: &Value) -> Result<(), JsonPatchError> {
    let kind = string_field(op, "op").unwrap_or_else(|| "unknown".to_owned());
    let path = string_field(op, "path");
    // An operation without `value` adds a `null`, as the library does.
    let value = || op.get("value").cloned().unwrap_or(Value::Null);
    let path_or = |verb: &str, missing: &str| {
        path.clone()
            .ok_or_else(|| failed(format!("{verb} operation failed to decode path: {missing}")))
    };
    match kind.as_str() {
        "add" => {
            let path = path_or("add", "missing value")?;
            let missing = || {
                failed(format!(
                    "add operation does not apply: doc is missing path: \"{path}\": missing value"
                ))
            };
            let (parents, key) = split(&path).ok_or_else(missing)?;
            let target = container(doc, &parents).ok_or_else(missing)?;
            add(target, &key, value())
                .map_err(|e| failed(format!("error in add for path: '{path}': {e}")))
        }
        "remove" => {
            let path = path_or("remove", "missing value")?;
            let missing = || {
                failed(format!(
                    "remove operation does not apply: doc is missing path: \"{path}\": missing value"
                ))
            };
            let (parents, key) = split(&path).ok_or_else(missing)?;
            let target = container(doc, &parents).ok_or_else(missing)?;
            remove(target, &key)
                .map(|_| ())
                .map_err(|e| failed(format!("error in remove for path: '{path}': {e}")))
        }
        "replace" => {
            let path = path_or("replace", "missing value")?;
            let missing = || {
                failed(format!(
                    "replace operation does not apply: doc is missing path: {path}: missing value"
                ))
            };
            let (parents, key) = split(&path).ok_or_else(missing)?;
            let target = container(doc, &parents).ok_or_else(missing)?;
            if get(target, &key).is_err() {
                return Err(failed(format!(
                    "replace operation does not apply: doc is missing key: {path}: missing value"
                )));
            }
            set(target, &key, value())
                .map_err(|e| failed(format!("error in remove for path: '{path}': {e}")))
        }
        "move" => {
            let from = string_field(op, "from").ok_or_else(|| {
                failed("move operation failed to decode from: operation, missing from field: missing value".to_owned())
            })?;
            let from_missing = || {
                failed(format!(
                    "move operation does not apply: doc is missing from path: {from}: missing value"
                ))
            };
            let (from_parents, from_key) = split(&from).ok_or_else(from_missing)?;
            let source = container(doc, &from_parents).ok_or_else(from_missing)?;
            let moved = get(source, &from_key)
                .and_then(|_| remove(source, &from_key))
                .map_err(|e| failed(format!("error in move for path: '{from_key}': {e}")))?;
            let path = path_or("move", "missing value")?;
            let to_missing = || {
                failed(format!(
                    "move operation does not apply: doc is missing destination path: {path}: missing value"
                ))
            };
            let (parents, key) = split(&path).ok_or_else(to_missing)?;
            let target = container(doc, &parents).ok_or_else(to_missing)?;
            add(target, &key, moved)
                .map_err(|e| failed(format!("error in move for path: '{path}': {e}")))
        }
        "copy" => {
            let from = string_field(op, "from").ok_or_else(|| {
                failed("copy operation failed to decode from: operation, missing from field: missing value".to_owned())
            })?;
            let from_missing = || {
                failed(format!(
                    "copy operation does not apply: doc is missing from path: {from}: missing value"
                ))
            };
            let (from_parents, from_key) = split(&from).ok_or_else(from_missing)?;
            let source = container(doc, &from_parents).ok_or_else(from_missing)?;
            let copied = get(source, &from_key)
                .map_err(|e| failed(format!("error in copy for from: '{from}': {e}")))?
                .unwrap_or(Value::Null);
            let path = path_or("copy", "missing value")?;
            let to_missing = || {
                failed(format!(
                    "copy operation does not apply: doc is missing destination path: {path}: missing value"
                ))
            };
            let (parents, key) = split(&path).ok_or_else(to_missing)?;
            let target = container(doc, &parents).ok_or_else(to_missing)?;
            add(target, &key, copied)
                .map_err(|e| failed(format!("error while adding value during copy: {e}")))
        }
        "test" => {
            let path = path_or("test", "missing value")?;
            let missing = || {
                failed(format!(
                    "test operation does not apply: is missing path: {path}: missing value"
                ))
            };
            let (parents, key) = split(&path).ok_or_else(missing)?;
            let target = container(doc, &parents).ok_or_else(missing)?;
            let actual = get(target, &key)
                .map_err(|e| failed(format!("error in test for path: '{path}': {e}")))?;
            let failed_test = || failed(format!("testing value {path} failed: test failed"));
            let expected = op.get("value");
            match (actual, expected) {
                (None, None | Some(Value::Null)) => Ok(()),
                (Some(actual), Some(expected)) if test_equal(&actual, expected) => Ok(()),
                _ => Err(failed_test()),
            }
        }
        other => Err(failed(format!("Unexpected kind: {other}"))),
    }
}

/// The library's comparison: a document's object matches when each of its keys is in the
/// expected object with an equal value.
fn test_equal(actual: &Value, expected: &Value) -> bool {
    match (actual, expected) {
        (Value::Null, Value::Null | Value::Object(_)) => true,
        (Value::Object(a), Value::Object(e)) => a
            .iter()
            .all(|(k, v)| e.get(k).is_some_and(|w| test_equal(v, w))),
        (Value::Array(a), Value::Array(e)) => {
            a.len() == e.len() && a.iter().zip(e).all(|(x, y)| test_equal(x, y))
        }
        (Value::Number(a), Value::Number(e)) => a.as_f64() == e.as_f64(),
        _ => actual == expected,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn doc() -> Value {
        json!({"metadata": {"name": "web", "annotations": {"a/b": "1", "c~d": "2"}},
               "spec": {"list": [1, 2, 3]}})
    }

    #[test]
    fn add_replace_remove_with_escapes() {
        let ops = json!([
            {"op": "add", "path": "/metadata/labels", "value": {"app": "web"}},
            {"op": "replace", "path": "/metadata/annotations/a~1b", "value": "9"},
            {"op": "remove", "path": "/metadata/annotations/c~0d"}
        ]);
        let patched = json6902(&doc(), &ops).unwrap();
        assert_eq!(patched["metadata"]["labels"], json!({"app": "web"}));
        assert_eq!(patched["metadata"]["annotations"], json!({"a/b": "9"}));
    }

    #[test]
    fn replace_of_a_missing_key_adds_it() {
        let ops = json!([{"op": "replace", "path": "/spec/nope", "value": 4}]);
        assert_eq!(json6902(&doc(), &ops).unwrap()["spec"]["nope"], json!(4));
    }

    #[test]
    fn array_indices_append_and_count_from_the_end() {
        let ops = json!([
            {"op": "add", "path": "/spec/list/-", "value": 4},
            {"op": "add", "path": "/spec/list/0", "value": 0},
            {"op": "remove", "path": "/spec/list/-1"},
            {"op": "add", "path": "/spec/list/-1", "value": 9}
        ]);
        assert_eq!(
            json6902(&doc(), &ops).unwrap()["spec"]["list"],
            json!([0, 1, 2, 3, 9])
        );
    }

    #[test]
    fn move_copy_and_test() {
        let ops = json!([
            {"op": "test", "path": "/metadata/name", "value": "web"},
            {"op": "copy", "from": "/metadata/name", "path": "/spec/name"},
            {"op": "move", "from": "/spec/list", "path": "/spec/items"}
        ]);
        let patched = json6902(&doc(), &ops).unwrap();
        assert_eq!(patched["spec"], json!({"name": "web", "items": [1, 2, 3]}));
    }

    #[test]
    fn failures_read_like_the_library() {
        let cases = [
            (
                json!({"op": "remove", "path": "/spec/nope"}),
                "error in remove for path: '/spec/nope': Unable to remove nonexistent key: nope: missing value",
            ),
            (
                json!({"op": "add", "path": "/spec/a/b", "value": 1}),
                "add operation does not apply: doc is missing path: \"/spec/a/b\": missing value",
            ),
            (
                json!({"op": "test", "path": "/metadata/name", "value": "other"}),
                "testing value /metadata/name failed: test failed",
            ),
            (
                json!({"op": "add", "path": "/spec/list/5", "value": 1}),
                "error in add for path: '/spec/list/5': Unable to access invalid index: 5: invalid index referenced",
            ),
            (
                json!({"op": "bogus", "path": "/x"}),
                "Unexpected kind: bogus",
            ),
        ];
        for (op, message) in cases {
            let error = json6902(&doc(), &json!([op])).unwrap_err();
            assert_eq!(error.to_string(), message);
        }
    }

    #[test]
    fn only_lists_of_objects_decode() {
        assert!(validate(&json!({"op": "add"})).is_err());
        assert!(validate(&json!(["add"])).is_err());
        assert_eq!(
            validate(&json!([{"op": "remove", "path": "/a"}])).unwrap(),
            1
        );
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    fn pointer() -> impl Strategy<Value = String> {
        let token = prop::sample::select(vec!["a", "b", "0", "1", "-", "-1", "5", "~0", "~1", ""]);
        prop::collection::vec(token, 0..4)
            .prop_map(|tokens| tokens.iter().map(|t| format!("/{t}")).collect::<String>())
    }

    fn operation() -> impl Strategy<Value = Value> {
        let op = prop::sample::select(vec![
            "add", "remove", "replace", "move", "copy", "test", "x",
        ]);
        (op, pointer(), pointer(), any::<bool>()).prop_map(|(op, path, from, with_value)| {
            let mut operation = json!({"op": op, "path": path, "from": from});
            if with_value {
                operation["value"] = json!({"a": [1, 2]});
            }
            operation
        })
    }

    proptest! {
        #[test]
        fn any_operations_on_any_document_never_panic(
            ops in prop::collection::vec(operation(), 0..6)
        ) {
            let doc = json!({"a": [1, {"b": 2}], "b": {"a": null}});
            let _ = json6902(&doc, &Value::Array(ops));
        }
    }
}
