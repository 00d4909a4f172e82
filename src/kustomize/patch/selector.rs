//! Patch targets: kustomize's `Selector` over resources.
//!
//! Group, version, kind, name and namespace are regular expressions anchored at both ends; an
//! empty one matches everything. Name and namespace match the resource's original or current
//! value. `labelSelector` and `annotationSelector` use Kubernetes label-selector syntax.

use regex::Regex;
use serde_json::Value;

use crate::kustomize::resource::get;
use crate::kustomize::types::Selector;

use super::ids::ResIds;
use super::schema::Schema;

/// A selector that could not be compiled.
#[derive(Debug, thiserror::Error)]
pub enum SelectorError {
    #[error("invalid regular expression {pattern:?} in target")]
    Regex {
        pattern: String,
        #[source]
        source: regex::Error,
    },
    #[error("unable to parse requirement: {reason}")]
    Requirement { reason: String },
    #[error("found '{found}', expected: {expected}")]
    Syntax { found: String, expected: String },
}

/// A compiled [`Selector`].
#[derive(Debug)]
pub struct CompiledSelector {
    group: Option<Regex>,
    version: Option<Regex>,
    kind: Option<Regex>,
    name: Option<Regex>,
    namespace: Option<Regex>,
    labels: Vec<Requirement>,
    annotations: Vec<Requirement>,
}

fn anchored(pattern: Option<&String>) -> Result<Option<Regex>, SelectorError> {
    match pattern.map(String::as_str) {
        None | Some("") => Ok(None),
        Some(pattern) => Regex::new(&format!("^(?:{pattern})$"))
            .map(Some)
            .map_err(|source| SelectorError::Regex {
                pattern: pattern.to_owned(),
                source,
            }),
    }
}

fn matches(regex: &Option<Regex>, text: &str) -> bool {
    regex.as_ref().is_none_or(|r| r.is_match(text))
}

impl CompiledSelector {
    pub fn new(selector: &Selector) -> Result<Self, SelectorError> {
        Ok(Self {
            group: anchored(selector.group.as_ref())?,
            version: anchored(selector.version.as_ref())?,
            kind: anchored(selector.kind.as_ref())?,
            name: anchored(selector.name.as_ref())?,
            namespace: anchored(selector.namespace.as_ref())?,
            labels: parse_label_selector(selector.label_selector.as_deref().unwrap_or(""))?,
            annotations: parse_label_selector(
                selector.annotation_selector.as_deref().unwrap_or(""),
            )?,
        })
    }

    /// Whether an object as it stands is selected: its own namespace, name, group, version,
    /// kind, labels and annotations, with no history of earlier names.
    pub fn matches_object(&self, obj: &Value) -> bool {
        let text = |pointer: &str| {
            crate::kustomize::resource::at(obj, pointer)
                .and_then(Value::as_str)
                .unwrap_or("")
        };
        let (group, version) = match text("/apiVersion").rsplit_once('/') {
            Some((group, version)) => (group, version),
            None => ("", text("/apiVersion")),
        };
        let metadata = get(obj, "metadata");
        matches(&self.namespace, text("/metadata/namespace"))
            && matches(&self.name, text("/metadata/name"))
            && matches(&self.group, group)
            && matches(&self.version, version)
            && matches(&self.kind, text("/kind"))
            && requirements_match(&self.labels, metadata.and_then(|m| get(m, "labels")))
            && requirements_match(
                &self.annotations,
                metadata.and_then(|m| get(m, "annotations")),
            )
    }

    /// Whether a resource is selected (kustomize's `ResMap.Select`).
    pub fn matches(&self, resource: &Value, schema: &Schema) -> bool {
        // The type settles most selections: judged on the object's own text before its ids
        // are made (a target is matched against every resource of a build).
        let typed = if let (Some(api_version), Some(kind)) = (
            get(resource, "apiVersion").and_then(Value::as_str),
            get(resource, "kind").and_then(Value::as_str),
        ) {
            let (group, version) = api_version.rsplit_once('/').unwrap_or(("", api_version));
            if !matches(&self.group, group)
                || !matches(&self.version, version)
                || !matches(&self.kind, kind)
            {
                return false;
            }
            true
        } else {
            false
        };
        // A target by type alone (the usual one) needs no ids: the type was judged above.
        let by_type = typed && self.namespace.is_none() && self.name.is_none();
        if !(by_type || self.id_matches(resource, schema)) {
            return false;
        }
        let metadata = get(resource, "metadata");
        requirements_match(&self.labels, metadata.and_then(|m| get(m, "labels")))
            && requirements_match(
                &self.annotations,
                metadata.and_then(|m| get(m, "annotations")),
            )
    }

    /// The name, namespace and type of the resource, as it is or as it was loaded.
    fn id_matches(&self, resource: &Value, schema: &Schema) -> bool {
        let ids = ResIds::of(resource, schema);
        let current = ids.current();
        let original = ids.original();
        if !matches(&self.namespace, &original.effective_namespace(schema))
            && !matches(&self.namespace, &current.effective_namespace(schema))
        {
            return false;
        }
        if !matches(&self.name, &original.name) && !matches(&self.name, &current.name) {
            return false;
        }
        matches(&self.group, &current.group)
            && matches(&self.version, &current.version)
            && matches(&self.kind, &current.kind)
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Operator {
    Exists,
    NotExists,
    Equals,
    NotEquals,
    In,
    NotIn,
    GreaterThan,
    LessThan,
}

#[derive(Debug, Clone, PartialEq)]
struct Requirement {
    key: String,
    operator: Operator,
    values: Vec<String>,
}

fn requirements_match(requirements: &[Requirement], map: Option<&Value>) -> bool {
    let lookup = |key: &str| -> Option<String> {
        let value = get(map?, key)?;
        Some(match value {
            Value::String(s) => s.clone(),
            Value::Null => String::new(),
            other => super::merge::node_value(other),
        })
    };
    requirements.iter().all(|requirement| {
        let value = lookup(&requirement.key);
        match requirement.operator {
            Operator::Exists => value.is_some(),
            Operator::NotExists => value.is_none(),
            Operator::Equals | Operator::In => {
                value.is_some_and(|v| requirement.values.contains(&v))
            }
            Operator::NotEquals | Operator::NotIn => {
                value.is_none_or(|v| !requirement.values.contains(&v))
            }
            Operator::GreaterThan | Operator::LessThan => {
                let Some(Ok(actual)) = value.map(|v| v.parse::<i64>()) else {
                    return false;
                };
                let Ok(bound) = requirement.values[0].parse::<i64>() else {
                    return false;
                };
                if requirement.operator == Operator::GreaterThan {
                    actual > bound
                } else {
                    actual < bound
                }
            }
        }
    })
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Identifier(String),
    Comma,
    OpenParen,
    CloseParen,
    Bang,
    Equals,
    DoubleEquals,
    NotEquals,
    Greater,
    Less,
    In,
    NotIn,
}

fn tokenize(input: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = input.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            ' ' | '\t' | '\n' | '\r' => i += 1,
            ',' => {
                tokens.push(Token::Comma);
                i += 1;
            }
            '(' => {
                tokens.push(Token::OpenParen);
                i += 1;
            }
            ')' => {
                tokens.push(Token::CloseParen);
                i += 1;
            }
            '!' if chars.get(i + 1) == Some(&'=') => {
                tokens.push(Token::NotEquals);
                i += 2;
            }
            '!' => {
                tokens.push(Token::Bang);
                i += 1;
            }
            '=' if chars.get(i + 1) == Some(&'=') => {
                tokens.push(Token::DoubleEquals);
                i += 2;
            }
            '=' => {
                tokens.push(Token::Equals);
                i += 1;
            }
            '>' => {
                tokens.push(Token::Greater);
                i += 1;
            }
            '<' => {
                tokens.push(Token::Less);
                i += 1;
            }
            _ => {
                let start = i;
                while i < chars.len() && !" \t\n\r,()!=<>".contains(chars[i]) {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                tokens.push(match word.as_str() {
                    "in" => Token::In,
                    "notin" => Token::NotIn,
                    _ => Token::Identifier(word),
                });
            }
        }
    }
    tokens
}

fn describe(token: Option<&Token>) -> String {
    match token {
        None => "EOS".to_owned(),
        Some(Token::Identifier(s)) => s.clone(),
        Some(Token::Comma) => ",".to_owned(),
        Some(Token::OpenParen) => "(".to_owned(),
        Some(Token::CloseParen) => ")".to_owned(),
        Some(Token::Bang) => "!".to_owned(),
        Some(Token::Equals) => "=".to_owned(),
        Some(Token::DoubleEquals) => "==".to_owned(),
        Some(Token::NotEquals) => "!=".to_owned(),
        Some(Token::Greater) => ">".to_owned(),
        Some(Token::Less) => "<".to_owned(),
        Some(Token::In) => "in".to_owned(),
        Some(Token::NotIn) => "notin".to_owned(),
    }
}

fn syntax(found: Option<&Token>, expected: &str) -> SelectorError {
    SelectorError::Syntax {
        found: describe(found),
        expected: expected.to_owned(),
    }
}

/// Parses Kubernetes label-selector syntax (`a=b,c!=d,e in (f,g),!h,i`).
fn parse_label_selector(input: &str) -> Result<Vec<Requirement>, SelectorError> {
    let tokens = tokenize(input);
    let mut requirements = Vec::new();
    let mut pos = 0;
    while pos < tokens.len() {
        let negated = tokens[pos] == Token::Bang;
        if negated {
            pos += 1;
        }
        let key = match tokens.get(pos) {
            Some(Token::Identifier(key)) => key.clone(),
            other => return Err(syntax(other, "identifier")),
        };
        validate_key(&key)?;
        pos += 1;
        if negated {
            requirements.push(Requirement {
                key,
                operator: Operator::NotExists,
                values: vec![],
            });
        } else {
            let operator = match tokens.get(pos) {
                None | Some(Token::Comma) => Operator::Exists,
                Some(Token::Equals | Token::DoubleEquals) => Operator::Equals,
                Some(Token::NotEquals) => Operator::NotEquals,
                Some(Token::In) => Operator::In,
                Some(Token::NotIn) => Operator::NotIn,
                Some(Token::Greater) => Operator::GreaterThan,
                Some(Token::Less) => Operator::LessThan,
                other => {
                    return Err(syntax(other, "=, !=, ==, in, notin, >, <"));
                }
            };
            let mut values = Vec::new();
            if operator != Operator::Exists {
                pos += 1;
                if matches!(operator, Operator::In | Operator::NotIn) {
                    if tokens.get(pos) != Some(&Token::OpenParen) {
                        return Err(syntax(tokens.get(pos), "("));
                    }
                    pos += 1;
                    loop {
                        match tokens.get(pos) {
                            Some(Token::Identifier(value)) => {
                                values.push(value.clone());
                                pos += 1;
                            }
                            Some(Token::CloseParen | Token::Comma) => {
                                values.push(String::new());
                            }
                            other => return Err(syntax(other, "identifier")),
                        }
                        match tokens.get(pos) {
                            Some(Token::Comma) => pos += 1,
                            Some(Token::CloseParen) => {
                                pos += 1;
                                break;
                            }
                            other => return Err(syntax(other, ", or )")),
                        }
                    }
                } else {
                    match tokens.get(pos) {
                        Some(Token::Identifier(value)) => {
                            values.push(value.clone());
                            pos += 1;
                        }
                        None | Some(Token::Comma) => values.push(String::new()),
                        other => return Err(syntax(other, "identifier")),
                    }
                    if matches!(operator, Operator::GreaterThan | Operator::LessThan)
                        && values[0].parse::<i64>().is_err()
                    {
                        return Err(SelectorError::Requirement {
                            reason: format!(
                                "for 'Gt', 'Lt' operators, the value must be an integer: {}",
                                values[0]
                            ),
                        });
                    }
                }
            }
            requirements.push(Requirement {
                key,
                operator,
                values,
            });
        }
        match tokens.get(pos) {
            None => break,
            Some(Token::Comma) => pos += 1,
            other => return Err(syntax(other, ",")),
        }
    }
    Ok(requirements)
}

fn validate_key(key: &str) -> Result<(), SelectorError> {
    let (prefix, name) = match key.rsplit_once('/') {
        Some((prefix, name)) => (Some(prefix), name),
        None => (None, key),
    };
    let name_ok = !name.is_empty()
        && name.len() <= 63
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
        && name.starts_with(|c: char| c.is_ascii_alphanumeric())
        && name.ends_with(|c: char| c.is_ascii_alphanumeric());
    let prefix_ok = prefix.is_none_or(|p| {
        !p.is_empty()
            && p.len() <= 253
            && p.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-.".contains(c))
    });
    if name_ok && prefix_ok {
        Ok(())
    } else {
        Err(SelectorError::Requirement {
            reason: format!("invalid label key \"{key}\""),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn resource() -> Value {
        json!({"apiVersion": "apps/v1", "kind": "Deployment",
               "metadata": {"name": "web-1", "labels": {"app": "web", "tier": "front"},
                            "annotations": {"team": "a"}}})
    }

    fn selects(selector: Selector) -> bool {
        CompiledSelector::new(&selector)
            .unwrap()
            .matches(&resource(), Schema::builtin())
    }

    #[test]
    fn names_and_kinds_are_anchored_patterns() {
        let by = |name: &str, kind: &str| Selector {
            name: Some(name.to_owned()),
            kind: Some(kind.to_owned()),
            ..Selector::default()
        };
        assert!(selects(by("web-.*", "Deploy.*")));
        assert!(!selects(by("web", "Deployment")));
        assert!(selects(by("web-1|other", "Deployment")));
    }

    #[test]
    fn namespace_default_matches_resources_without_namespace() {
        let selector = Selector {
            namespace: Some("default".to_owned()),
            ..Selector::default()
        };
        assert!(selects(selector));
        let selector = Selector {
            namespace: Some("prod".to_owned()),
            ..Selector::default()
        };
        assert!(!selects(selector));
    }

    #[test]
    fn label_selector_operators() {
        let by_labels = |s: &str| Selector {
            label_selector: Some(s.to_owned()),
            ..Selector::default()
        };
        assert!(selects(by_labels("app=web")));
        assert!(selects(by_labels("app==web,tier")));
        assert!(selects(by_labels("app in (web, api),!missing")));
        assert!(selects(by_labels("tier notin (back),other!=x")));
        assert!(!selects(by_labels("app!=web")));
        assert!(!selects(by_labels("missing")));
        let by_annotations = Selector {
            annotation_selector: Some("team=a".to_owned()),
            ..Selector::default()
        };
        assert!(selects(by_annotations));
    }

    #[test]
    fn bad_selectors_are_errors() {
        assert!(parse_label_selector("app in web").is_err());
        assert!(parse_label_selector("a=b c").is_err());
        assert!(parse_label_selector("-bad=x").is_err());
        let bad_regex = Selector {
            name: Some("(".to_owned()),
            ..Selector::default()
        };
        assert!(CompiledSelector::new(&bad_regex).is_err());
    }
}
