//! Kubernetes' rules for object names and label keys and values, with the API server's
//! wording of each failed rule (flux prints them as they come from apimachinery's validation).

/// Kubernetes' DNS-1123 label: at most 63 lowercase alphanumerics or '-', alphanumeric at both
/// ends.
pub fn is_dns1123_label(value: &str) -> bool {
    let bytes = value.as_bytes();
    let alnum = |b: &u8| b.is_ascii_lowercase() || b.is_ascii_digit();
    !bytes.is_empty()
        && bytes.len() <= 63
        && bytes.iter().all(|b| alnum(b) || *b == b'-')
        && bytes.first().is_some_and(alnum)
        && bytes.last().is_some_and(alnum)
}

const QUALIFIED_NAME_MESSAGE: &str = "must consist of alphanumeric characters, '-', '_' or '.', \
     and must start and end with an alphanumeric character";
const QUALIFIED_NAME_FORMAT: &str = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";

/// Kubernetes' wording for a value that does not match a pattern.
fn regex_error(message: &str, format: &str, examples: &[&str]) -> String {
    let examples: String = examples
        .iter()
        .map(|e| format!("'{e}', "))
        .collect::<Vec<_>>()
        .join("or ");
    format!("{message} (e.g. {examples}regex used for validation is '{format}')")
}

fn is_qualified_name_part(name: &str) -> bool {
    let bytes = name.as_bytes();
    let alnum = |b: &u8| b.is_ascii_alphanumeric();
    !bytes.is_empty()
        && bytes
            .iter()
            .all(|b| alnum(b) || matches!(b, b'-' | b'_' | b'.'))
        && bytes.first().is_some_and(alnum)
        && bytes.last().is_some_and(alnum)
}

fn is_dns1123_subdomain(value: &str) -> bool {
    value.len() <= 253 && value.split('.').all(is_dns1123_label)
}

/// Kubernetes' `IsQualifiedName`: an optional DNS subdomain prefix and a name part.
pub fn qualified_name_errors(key: &str) -> Vec<String> {
    let name_regex = || {
        regex_error(
            QUALIFIED_NAME_MESSAGE,
            QUALIFIED_NAME_FORMAT,
            &["MyName", "my.name", "123-abc"],
        )
    };
    let mut errors = Vec::new();
    let parts: Vec<&str> = key.split('/').collect();
    let name = match parts[..] {
        [name] => name,
        [prefix, name] => {
            if prefix.is_empty() {
                errors.push("prefix part must be non-empty".to_owned());
            } else if !is_dns1123_subdomain(prefix) {
                errors.push(format!(
                    "prefix part {}",
                    regex_error(
                        "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric \
                         characters, '-' or '.', and must start and end with an alphanumeric \
                         character",
                        "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*",
                        &["example.com"],
                    )
                ));
            }
            name
        }
        _ => {
            return vec![format!(
                "a qualified name {} with an optional DNS subdomain prefix and '/' (e.g. \
                 'example.com/MyName')",
                name_regex()
            )];
        }
    };
    if name.is_empty() {
        errors.push("name part must be non-empty".to_owned());
    } else if name.len() > 63 {
        errors.push("name part must be no more than 63 characters".to_owned());
    }
    if !is_qualified_name_part(name) {
        errors.push(format!("name part {}", name_regex()));
    }
    errors
}

/// Kubernetes' `IsValidLabelValue`.
pub fn label_value_errors(value: &str) -> Vec<String> {
    let mut errors = Vec::new();
    if value.len() > 63 {
        errors.push("must be no more than 63 characters".to_owned());
    }
    if !value.is_empty() && !is_qualified_name_part(value) {
        errors.push(regex_error(
            "a valid label must be an empty string or consist of alphanumeric characters, '-', \
             '_' or '.', and must start and end with an alphanumeric character",
            &format!("({QUALIFIED_NAME_FORMAT})?"),
            &["MyValue", "my_value", "12345"],
        ));
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dns1123_labels() {
        assert!(is_dns1123_label("flux-system"));
        assert!(is_dns1123_label("a"));
        assert!(is_dns1123_label("0abc9"));
        assert!(is_dns1123_label(&"a".repeat(63)));
        assert!(!is_dns1123_label(&"a".repeat(64)));
        assert!(!is_dns1123_label(""));
        assert!(!is_dns1123_label("@#[]"));
        assert!(!is_dns1123_label("-flux"));
        assert!(!is_dns1123_label("flux-"));
        assert!(!is_dns1123_label("Flux"));
        assert!(!is_dns1123_label("flux.system"));
    }
}
