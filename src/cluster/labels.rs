//! Label selectors as flux's `get -l` reads them: apimachinery's selector grammar
//! (`labels.ParseToRequirements`), then `metav1.ParseToLabelSelector`, which keeps only what a
//! `LabelSelector` can say (no `!=`, no `>`/`<`). The errors carry apimachinery's wording, since
//! flux prints them as they are.

use crate::yaml::go_quote;

/// An operator of the selector grammar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Operator {
    Exists,
    DoesNotExist,
    Equals,
    DoubleEquals,
    NotEquals,
    In,
    NotIn,
    GreaterThan,
    LessThan,
}

/// One parsed requirement; `values` sorted and without duplicates, as apimachinery's string
/// set lists them.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Requirement {
    key: String,
    operator: Operator,
    values: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    End,
    ClosePar,
    Comma,
    Not,
    DoubleEquals,
    Equals,
    GreaterThan,
    Identifier,
    In,
    LessThan,
    NotEquals,
    NotIn,
    OpenPar,
    Error,
}

fn symbol(text: &str) -> Option<Token> {
    Some(match text {
        ")" => Token::ClosePar,
        "," => Token::Comma,
        "!" => Token::Not,
        "==" => Token::DoubleEquals,
        "=" => Token::Equals,
        ">" => Token::GreaterThan,
        "in" => Token::In,
        "<" => Token::LessThan,
        "!=" => Token::NotEquals,
        "notin" => Token::NotIn,
        "(" => Token::OpenPar,
        _ => return None,
    })
}

fn is_special(b: u8) -> bool {
    matches!(b, b'=' | b'!' | b'(' | b')' | b',' | b'>' | b'<')
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n')
}

/// The lexer: runs of special symbols make the longest operator they start with; anything
/// else up to a symbol or a blank is an identifier (or the keyword `in`/`notin`).
fn scan(selector: &str) -> Vec<(Token, String)> {
    let bytes = selector.as_bytes();
    let mut pos = 0;
    let mut items = Vec::new();
    loop {
        while pos < bytes.len() && is_space(bytes[pos]) {
            pos += 1;
        }
        if pos >= bytes.len() {
            items.push((Token::End, String::new()));
            return items;
        }
        let start = pos;
        if is_special(bytes[pos]) {
            let mut last: Option<(Token, usize)> = None;
            while pos < bytes.len() && is_special(bytes[pos]) {
                pos += 1;
                match symbol(&selector[start..pos]) {
                    Some(token) => last = Some((token, pos)),
                    None if last.is_some() => {
                        pos -= 1;
                        break;
                    }
                    None => {}
                }
            }
            match last {
                Some((token, end)) => {
                    pos = end;
                    items.push((token, selector[start..end].to_owned()));
                }
                None => items.push((
                    Token::Error,
                    format!("error expected: keyword found '{}'", &selector[start..pos]),
                )),
            }
        } else {
            while pos < bytes.len() && !is_special(bytes[pos]) && !is_space(bytes[pos]) {
                pos += 1;
            }
            let text = &selector[start..pos];
            items.push((symbol(text).unwrap_or(Token::Identifier), text.to_owned()));
        }
    }
}

/// Where `in` and `notin` stand for values, they are identifiers.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Context {
    KeyAndOperator,
    Values,
}

struct Parser {
    items: Vec<(Token, String)>,
    position: usize,
}

impl Parser {
    fn token(&self, at: usize, context: Context) -> (Token, String) {
        let (token, literal) = self
            .items
            .get(at)
            .cloned()
            .unwrap_or((Token::End, String::new()));
        match token {
            Token::In | Token::NotIn if context == Context::Values => (Token::Identifier, literal),
            _ => (token, literal),
        }
    }

    fn lookahead(&self, context: Context) -> (Token, String) {
        self.token(self.position, context)
    }

    fn consume(&mut self, context: Context) -> (Token, String) {
        self.position += 1;
        self.token(self.position - 1, context)
    }

    fn parse(&mut self) -> Result<Vec<Requirement>, String> {
        let mut requirements = Vec::new();
        loop {
            let (token, literal) = self.lookahead(Context::Values);
            match token {
                Token::Identifier | Token::Not => {
                    let requirement = self
                        .requirement()
                        .map_err(|err| format!("unable to parse requirement: {err}"))?;
                    requirements.push(requirement);
                    let (token, literal) = self.consume(Context::Values);
                    match token {
                        Token::End => return Ok(requirements),
                        Token::Comma => {
                            let (next, literal) = self.lookahead(Context::Values);
                            if next != Token::Identifier && next != Token::Not {
                                return Err(format!(
                                    "found '{literal}', expected: identifier after ','"
                                ));
                            }
                        }
                        _ => {
                            return Err(format!(
                                "found '{literal}', expected: ',' or 'end of string'"
                            ));
                        }
                    }
                }
                Token::End => return Ok(requirements),
                _ => {
                    return Err(format!(
                        "found '{literal}', expected: !, identifier, or 'end of string'"
                    ));
                }
            }
        }
    }

    fn requirement(&mut self) -> Result<Requirement, String> {
        let mut operator = None;
        let (mut token, mut key) = self.consume(Context::Values);
        if token == Token::Not {
            operator = Some(Operator::DoesNotExist);
            (token, key) = self.consume(Context::Values);
        }
        if token != Token::Identifier {
            return Err(format!("found '{key}', expected: identifier"));
        }
        if let Some(reason) = qualified_name_errors(&key) {
            return Err(invalid("<nil>", &key, &reason));
        }
        // `!key` takes no operator: whatever follows it is the next requirement's problem.
        if operator.is_none()
            && matches!(self.lookahead(Context::Values).0, Token::End | Token::Comma)
        {
            operator = Some(Operator::Exists);
        }
        if let Some(operator) = operator {
            return new_requirement(key, operator, Vec::new());
        }
        let (token, literal) = self.consume(Context::KeyAndOperator);
        let operator = match token {
            Token::In => Operator::In,
            Token::Equals => Operator::Equals,
            Token::DoubleEquals => Operator::DoubleEquals,
            Token::GreaterThan => Operator::GreaterThan,
            Token::LessThan => Operator::LessThan,
            Token::NotIn => Operator::NotIn,
            Token::NotEquals => Operator::NotEquals,
            _ => {
                return Err(format!(
                    "found '{literal}', expected: '=', '!=', '==', 'in', notin'"
                ));
            }
        };
        let values = match operator {
            Operator::In | Operator::NotIn => self.set_values()?,
            _ => self.exact_value()?,
        };
        new_requirement(key, operator, values)
    }

    fn set_values(&mut self) -> Result<Vec<String>, String> {
        let (token, literal) = self.consume(Context::Values);
        if token != Token::OpenPar {
            return Err(format!("found '{literal}' expected: '('"));
        }
        let (token, literal) = self.lookahead(Context::Values);
        match token {
            Token::Identifier | Token::Comma => {
                let values = self.identifiers()?;
                if self.consume(Context::Values).0 != Token::ClosePar {
                    return Err(format!("found '{literal}', expected: ')'"));
                }
                Ok(values)
            }
            Token::ClosePar => {
                self.consume(Context::Values);
                Ok(vec![String::new()])
            }
            _ => Err(format!(
                "found '{literal}', expected: ',', ')' or identifier"
            )),
        }
    }

    /// A comma-separated list in which empty entries are the empty value.
    fn identifiers(&mut self) -> Result<Vec<String>, String> {
        let mut values = Vec::new();
        loop {
            let (token, literal) = self.consume(Context::Values);
            match token {
                Token::Identifier => {
                    values.push(literal);
                    let (next, literal) = self.lookahead(Context::Values);
                    match next {
                        Token::Comma => {}
                        Token::ClosePar => return Ok(values),
                        _ => return Err(format!("found '{literal}', expected: ',' or ')'")),
                    }
                }
                Token::Comma => {
                    if values.is_empty() {
                        values.push(String::new());
                    }
                    match self.lookahead(Context::Values).0 {
                        Token::ClosePar => {
                            values.push(String::new());
                            return Ok(values);
                        }
                        Token::Comma => {
                            self.consume(Context::Values);
                            values.push(String::new());
                        }
                        _ => {}
                    }
                }
                _ => return Err(format!("found '{literal}', expected: ',', or identifier")),
            }
        }
    }

    fn exact_value(&mut self) -> Result<Vec<String>, String> {
        if matches!(self.lookahead(Context::Values).0, Token::End | Token::Comma) {
            return Ok(vec![String::new()]);
        }
        let (token, literal) = self.consume(Context::Values);
        if token == Token::Identifier {
            Ok(vec![literal])
        } else {
            Err(format!("found '{literal}', expected: identifier"))
        }
    }
}

/// apimachinery's `NewRequirement` checks on what the parser read (the key is already valid);
/// several failures are reported together, in brackets.
fn new_requirement(
    key: String,
    operator: Operator,
    mut values: Vec<String>,
) -> Result<Requirement, String> {
    values.sort();
    values.dedup();
    let mut errors: Vec<String> = Vec::new();
    let shown = || format!("[]string{{{}}}", quoted_list(&values));
    match operator {
        Operator::In | Operator::NotIn if values.is_empty() => errors.push(invalid_raw(
            "values",
            &shown(),
            "for 'in', 'notin' operators, values set can't be empty",
        )),
        Operator::Equals | Operator::DoubleEquals | Operator::NotEquals if values.len() != 1 => {
            errors.push(invalid_raw(
                "values",
                &shown(),
                "exact-match compatibility requires one single value",
            ));
        }
        Operator::GreaterThan | Operator::LessThan => {
            if values.len() != 1 {
                errors.push(invalid_raw(
                    "values",
                    &shown(),
                    "for 'Gt', 'Lt' operators, exactly one value is required",
                ));
            }
            for (i, value) in values.iter().enumerate() {
                if value.parse::<i64>().is_err() {
                    errors.push(invalid(
                        &format!("values[{i}]"),
                        value,
                        "for 'Gt', 'Lt' operators, the value must be an integer",
                    ));
                }
            }
        }
        _ => {}
    }
    for (i, value) in values.iter().enumerate() {
        if let Some(reason) = label_value_errors(value) {
            errors.push(invalid(&format!("values[{i}][{key}]"), value, &reason));
        }
    }
    let mut seen = std::collections::HashSet::new();
    errors.retain(|error| seen.insert(error.clone()));
    match errors.len() {
        0 => Ok(Requirement {
            key,
            operator,
            values,
        }),
        1 => Err(errors.remove(0)),
        _ => Err(format!("[{}]", errors.join(", "))),
    }
}

/// field.Invalid's wording for a string value.
fn invalid(path: &str, value: &str, detail: &str) -> String {
    invalid_raw(path, &go_quote(value), detail)
}

fn invalid_raw(path: &str, shown: &str, detail: &str) -> String {
    format!("{path}: Invalid value: {shown}: {detail}")
}

fn quoted_list(values: &[String]) -> String {
    values
        .iter()
        .map(|v| go_quote(v))
        .collect::<Vec<_>>()
        .join(", ")
}

const QUALIFIED_NAME: &str = "must consist of alphanumeric characters, '-', '_' or '.', and must \
start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex \
used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";

const DNS_SUBDOMAIN: &str = "a lowercase RFC 1123 subdomain must consist of lower case \
alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. \
'example.com', regex used for validation is \
'[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

const LABEL_VALUE: &str = "a valid label must be an empty string or consist of alphanumeric \
characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. \
'MyValue',  or 'my_value',  or '12345', regex used for validation is \
'(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";

/// `[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?`
fn is_qualified_part(name: &str) -> bool {
    let bytes = name.as_bytes();
    !bytes.is_empty()
        && bytes[0].is_ascii_alphanumeric()
        && bytes[bytes.len() - 1].is_ascii_alphanumeric()
        && bytes
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// A lowercase RFC 1123 subdomain: dot-separated labels of `[a-z0-9-]`, alphanumeric at both
/// ends.
fn is_dns_subdomain(name: &str) -> bool {
    name.split('.').all(|label| {
        let bytes = label.as_bytes();
        !bytes.is_empty()
            && bytes[0].is_ascii_alphanumeric()
            && bytes[bytes.len() - 1].is_ascii_alphanumeric()
            && bytes
                .iter()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-')
    })
}

/// validation.IsQualifiedName's complaints, joined as apimachinery joins them.
fn qualified_name_errors(key: &str) -> Option<String> {
    let parts: Vec<&str> = key.split('/').collect();
    let mut errors = Vec::new();
    let name = match parts.as_slice() {
        [name] => *name,
        [prefix, name] => {
            if prefix.is_empty() {
                errors.push("prefix part must be non-empty".to_owned());
            } else {
                if prefix.len() > 253 {
                    errors.push("prefix part must be no more than 253 characters".to_owned());
                }
                if !is_dns_subdomain(prefix) {
                    errors.push(format!("prefix part {DNS_SUBDOMAIN}"));
                }
            }
            *name
        }
        _ => {
            return Some(format!(
                "a qualified name {QUALIFIED_NAME} with an optional DNS subdomain prefix and '/' \
                 (e.g. 'example.com/MyName')"
            ));
        }
    };
    if name.is_empty() {
        errors.push("name part must be non-empty".to_owned());
    } else if name.len() > 63 {
        errors.push("name part must be no more than 63 characters".to_owned());
    }
    if !is_qualified_part(name) {
        errors.push(format!("name part {QUALIFIED_NAME}"));
    }
    (!errors.is_empty()).then(|| errors.join("; "))
}

/// validation.IsValidLabelValue's complaints.
fn label_value_errors(value: &str) -> Option<String> {
    let mut errors = Vec::new();
    if value.len() > 63 {
        errors.push("must be no more than 63 characters".to_owned());
    }
    if !value.is_empty() && !is_qualified_part(value) {
        errors.push(LABEL_VALUE.to_owned());
    }
    (!errors.is_empty()).then(|| errors.join("; "))
}

/// flux's `get -l`: the selector parsed as `metav1.ParseToLabelSelector` does, and written back
/// as the `labelSelector` the API server receives (requirements sorted by key, `==` as `=`).
/// The error is the text after flux's "unable to parse label selector: ".
pub fn parse_to_label_selector(selector: &str) -> Result<String, String> {
    let mut requirements = Parser {
        items: scan(selector),
        position: 0,
    }
    .parse()
    .map_err(|err| format!("couldn't parse the selector string \"{selector}\": {err}"))?;
    requirements.sort_by(|a, b| a.key.cmp(&b.key));
    let mut parts = Vec::new();
    for requirement in &requirements {
        let Requirement {
            key,
            operator,
            values,
        } = requirement;
        parts.push(match operator {
            Operator::Equals | Operator::DoubleEquals => format!("{key}={}", values[0]),
            Operator::In => format!("{key} in ({})", values.join(",")),
            Operator::NotIn => format!("{key} notin ({})", values.join(",")),
            Operator::Exists => key.clone(),
            Operator::DoesNotExist => format!("!{key}"),
            Operator::GreaterThan => return Err("\"gt\" isn't supported in label selectors".into()),
            Operator::LessThan => return Err("\"lt\" isn't supported in label selectors".into()),
            Operator::NotEquals => {
                return Err("\"!=\" is not a valid label selector operator".into());
            }
        });
    }
    Ok(parts.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selectors_flux_accepts_are_written_back_sorted() {
        assert_eq!(
            parse_to_label_selector("tier in (web, api),app==podinfo").unwrap(),
            "app=podinfo,tier in (api,web)"
        );
        assert_eq!(
            parse_to_label_selector("sharding.fluxcd.io/key notin (shard1,shard2)").unwrap(),
            "sharding.fluxcd.io/key notin (shard1,shard2)"
        );
        assert_eq!(parse_to_label_selector("!app , b").unwrap(), "!app,b");
        assert_eq!(parse_to_label_selector("app=").unwrap(), "app=");
        assert_eq!(parse_to_label_selector("x in ()").unwrap(), "x in ()");
        assert_eq!(parse_to_label_selector("   ").unwrap(), "");
    }

    #[test]
    fn operators_a_label_selector_cannot_hold() {
        assert_eq!(
            parse_to_label_selector("app!=podinfo").unwrap_err(),
            "\"!=\" is not a valid label selector operator"
        );
        assert_eq!(
            parse_to_label_selector("replicas>1").unwrap_err(),
            "\"gt\" isn't supported in label selectors"
        );
        assert_eq!(
            parse_to_label_selector("replicas<x").unwrap_err(),
            "couldn't parse the selector string \"replicas<x\": unable to parse requirement: \
             values[0]: Invalid value: \"x\": for 'Gt', 'Lt' operators, the value must be an integer"
        );
    }

    #[test]
    fn grammar_errors_in_apimachinery_words() {
        let error = |s: &str| parse_to_label_selector(s).unwrap_err();
        assert_eq!(
            error("app podinfo"),
            "couldn't parse the selector string \"app podinfo\": unable to parse requirement: \
             found 'podinfo', expected: '=', '!=', '==', 'in', notin'"
        );
        assert_eq!(
            error("a=b,"),
            "couldn't parse the selector string \"a=b,\": found '', expected: identifier after ','"
        );
        assert_eq!(
            error("a=b c"),
            "couldn't parse the selector string \"a=b c\": found 'c', expected: ',' or 'end of string'"
        );
        assert_eq!(
            error(","),
            "couldn't parse the selector string \",\": found ',', expected: !, identifier, or 'end of string'"
        );
        assert_eq!(
            error("app in web"),
            "couldn't parse the selector string \"app in web\": unable to parse requirement: \
             found 'web' expected: '('"
        );
        assert_eq!(
            error("app:=x"),
            format!(
                "couldn't parse the selector string \"app:=x\": unable to parse requirement: \
                 <nil>: Invalid value: \"app:\": name part {QUALIFIED_NAME}"
            )
        );
        assert_eq!(
            error("Example.com/app=x"),
            format!(
                "couldn't parse the selector string \"Example.com/app=x\": unable to parse \
                 requirement: <nil>: Invalid value: \"Example.com/app\": prefix part {DNS_SUBDOMAIN}"
            )
        );
        assert_eq!(
            error("app=-x"),
            format!(
                "couldn't parse the selector string \"app=-x\": unable to parse requirement: \
                 values[0][app]: Invalid value: \"-x\": {LABEL_VALUE}"
            )
        );
    }
}
