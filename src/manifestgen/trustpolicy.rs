//! Notation trust policy documents (`trustpolicy.json`), read and checked as flux's
//! `create secret notation` checks them: decoded with Go's `encoding/json` into notation-go's
//! `trustpolicy.Document`, then validated with its `Validate` rules. Both steps report in the
//! words of the Go code, so the messages match flux's.
//!
//! The decoder reproduces `encoding/json`'s behaviour for this one document type: a syntax
//! check of the whole input first, then decoding that matches keys without case, ignores
//! unknown keys, leaves `null` alone and keeps only the first type mismatch it meets.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::Regex;

use super::gourl::quote;
use crate::yaml::gojson::{self, Json};

/// A trust policy flux refuses: the JSON does not decode, or the document breaks a rule.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// Go's `encoding/json` error text.
    #[error("{0}")]
    Decode(String),
    /// notation-go's validation error text.
    #[error("{0}")]
    Invalid(String),
}

/// Decodes and validates a trust policy document.
pub fn check(json: &[u8]) -> Result<(), Error> {
    let document = decode(json).map_err(Error::Decode)?;
    validate(&document).map_err(Error::Invalid)
}

#[derive(Debug, Default, Clone)]
struct Document {
    version: String,
    trust_policies: Vec<TrustPolicy>,
}

#[derive(Debug, Default, Clone)]
struct TrustPolicy {
    name: String,
    registry_scopes: Vec<String>,
    signature_verification: SignatureVerification,
    trust_stores: Vec<String>,
    trusted_identities: Vec<String>,
}

#[derive(Debug, Default, Clone)]
struct SignatureVerification {
    level: String,
    /// In the order the keys came; Go iterates its map in no fixed order.
    overrides: Vec<(String, String)>,
    verify_timestamp: String,
}

/// Where a value sits, as Go's decoder names it in a type error.
#[derive(Default, Clone)]
struct ErrorContext {
    /// The Go struct type holding the field being decoded.
    structure: Option<&'static str>,
    fields: Vec<&'static str>,
}

struct Decoder {
    context: ErrorContext,
    /// Go keeps the first type mismatch and goes on decoding.
    first_error: Option<String>,
}

impl Decoder {
    fn mismatch(&mut self, value: &Json, go_type: &str) {
        if self.first_error.is_some() {
            return;
        }
        let message = match self.context.structure {
            Some(structure) => format!(
                "json: cannot unmarshal {} into Go struct field {structure}.{} of type {go_type}",
                value.describe(),
                self.context.fields.join(".")
            ),
            None => format!(
                "json: cannot unmarshal {} into Go value of type {go_type}",
                value.describe()
            ),
        };
        self.first_error = Some(message);
    }

    /// Decodes the fields of a JSON object into a struct: each key goes to the field whose
    /// name it matches exactly, else without case; unknown keys are skipped.
    fn fields<T>(
        &mut self,
        value: &Json,
        target: &mut T,
        structure: &'static str,
        go_type: &str,
        names: &[&'static str],
        mut field: impl FnMut(&mut Self, &mut T, &'static str, &Json),
    ) {
        match value {
            Json::Null => {}
            Json::Object(entries) => {
                for (key, value) in entries {
                    let name = names
                        .iter()
                        .find(|name| *name == key)
                        .or_else(|| names.iter().find(|name| name.eq_ignore_ascii_case(key)));
                    let Some(&name) = name else { continue };
                    let saved = self.context.clone();
                    self.context.structure = Some(structure);
                    self.context.fields.push(name);
                    field(self, target, name, value);
                    self.context = saved;
                }
            }
            other => self.mismatch(other, go_type),
        }
    }

    fn string(&mut self, value: &Json, target: &mut String, go_type: &str) {
        match value {
            Json::Null => {}
            Json::String(s) => target.clone_from(s),
            other => self.mismatch(other, go_type),
        }
    }

    fn strings(&mut self, value: &Json, target: &mut Vec<String>) {
        match value {
            Json::Null => target.clear(),
            Json::Array(elements) => {
                target.resize(elements.len().max(target.len()), String::new());
                for (i, element) in elements.iter().enumerate() {
                    self.string(element, &mut target[i], "string");
                }
                target.truncate(elements.len());
            }
            other => self.mismatch(other, "[]string"),
        }
    }

    fn document(&mut self, value: &Json, document: &mut Document) {
        self.fields(
            value,
            document,
            "Document",
            "trustpolicy.Document",
            &["version", "trustPolicies"],
            |d, document, name, value| match name {
                "version" => d.string(value, &mut document.version, "string"),
                _ => d.policies(value, &mut document.trust_policies),
            },
        );
    }

    fn policies(&mut self, value: &Json, target: &mut Vec<TrustPolicy>) {
        match value {
            Json::Null => target.clear(),
            Json::Array(elements) => {
                target.resize(elements.len().max(target.len()), TrustPolicy::default());
                for (i, element) in elements.iter().enumerate() {
                    self.policy(element, &mut target[i]);
                }
                target.truncate(elements.len());
            }
            other => self.mismatch(other, "[]trustpolicy.TrustPolicy"),
        }
    }

    fn policy(&mut self, value: &Json, policy: &mut TrustPolicy) {
        self.fields(
            value,
            policy,
            "TrustPolicy",
            "trustpolicy.TrustPolicy",
            &[
                "name",
                "registryScopes",
                "signatureVerification",
                "trustStores",
                "trustedIdentities",
            ],
            |d, policy, name, value| match name {
                "name" => d.string(value, &mut policy.name, "string"),
                "registryScopes" => d.strings(value, &mut policy.registry_scopes),
                "signatureVerification" => {
                    d.verification(value, &mut policy.signature_verification);
                }
                "trustStores" => d.strings(value, &mut policy.trust_stores),
                _ => d.strings(value, &mut policy.trusted_identities),
            },
        );
    }

    fn verification(&mut self, value: &Json, verification: &mut SignatureVerification) {
        self.fields(
            value,
            verification,
            "SignatureVerification",
            "trustpolicy.SignatureVerification",
            &["level", "override", "verifyTimestamp"],
            |d, verification, name, value| match name {
                "level" => d.string(value, &mut verification.level, "string"),
                "override" => d.overrides(value, &mut verification.overrides),
                _ => d.string(
                    value,
                    &mut verification.verify_timestamp,
                    "trustpolicy.TimestampOption",
                ),
            },
        );
    }

    /// A Go map: decoding into one that exists adds to it.
    fn overrides(&mut self, value: &Json, target: &mut Vec<(String, String)>) {
        match value {
            Json::Null => target.clear(),
            Json::Object(entries) => {
                for (key, value) in entries {
                    let mut action = target
                        .iter()
                        .find(|(k, _)| k == key)
                        .map(|(_, v)| v.clone())
                        .unwrap_or_default();
                    self.string(value, &mut action, "trustpolicy.ValidationAction");
                    match target.iter_mut().find(|(k, _)| k == key) {
                        Some(entry) => entry.1 = action,
                        None => target.push((key.clone(), action)),
                    }
                }
            }
            other => self.mismatch(
                other,
                "map[trustpolicy.ValidationType]trustpolicy.ValidationAction",
            ),
        }
    }
}

fn decode(input: &[u8]) -> Result<Document, String> {
    let json = gojson::parse(input)?;
    let mut decoder = Decoder {
        context: ErrorContext::default(),
        first_error: None,
    };
    let mut document = Document::default();
    decoder.document(&json, &mut document);
    match decoder.first_error {
        Some(error) => Err(error),
        None => Ok(document),
    }
}

// ---------------------------------------------------------------------------------------------
// notation-go's rules.

const WILDCARD: &str = "*";
const X509_SUBJECT: &str = "x509.subject";
const VALIDATION_TYPES: [&str; 5] = [
    "integrity",
    "authenticity",
    "authenticTimestamp",
    "expiry",
    "revocation",
];
const VALIDATION_ACTIONS: [&str; 3] = ["enforce", "log", "skip"];
const LEVELS: [&str; 4] = ["strict", "permissive", "audit", "skip"];
const TRUST_STORE_TYPES: [&str; 3] = ["ca", "signingAuthority", "tsa"];

/// Go's `%q` of a string slice: `["a" "b"]`.
fn quote_list(items: &[&str]) -> String {
    let quoted: Vec<String> = items.iter().map(|item| quote(item)).collect();
    format!("[{}]", quoted.join(" "))
}

fn validate(document: &Document) -> Result<(), String> {
    if document.version.is_empty() {
        return Err(
            "trust policy document has empty version, version must be specified".to_owned(),
        );
    }
    if document.version != "1.0" {
        return Err(format!(
            "trust policy document uses unsupported version {}",
            quote(&document.version)
        ));
    }
    if document.trust_policies.is_empty() {
        return Err("trust policy document can not have zero trust policy statements".to_owned());
    }
    let mut names: Vec<&str> = Vec::new();
    for statement in &document.trust_policies {
        if names.contains(&statement.name.as_str()) {
            return Err(format!(
                "multiple trust policy statements use the same name {}, statement names must \
                 be unique",
                quote(&statement.name)
            ));
        }
        validate_statement(statement).map_err(|err| format!("trust policy: {err}"))?;
        names.push(&statement.name);
    }
    validate_registry_scopes(document)
}

/// The verification level after overrides; `skip` is what matters to the caller.
fn verification_level(verification: &SignatureVerification) -> Result<&'static str, String> {
    if verification.level.is_empty() {
        return Err(
            "signature verification level is empty or missing in the trust policy statement"
                .to_owned(),
        );
    }
    let Some(&level) = LEVELS.iter().find(|l| **l == verification.level) else {
        return Err(format!(
            "invalid signature verification level {}",
            quote(&verification.level)
        ));
    };
    if verification.overrides.is_empty() {
        return Ok(level);
    }
    if level == "skip" {
        return Err(format!(
            "signature verification level {} can't be used to customize signature \
             verification",
            quote(level)
        ));
    }
    for (validation_type, action) in &verification.overrides {
        if !VALIDATION_TYPES.contains(&validation_type.as_str()) {
            return Err(format!(
                "verification type {} in custom signature verification is not supported, \
                 supported values are {}",
                quote(validation_type),
                quote_list(&VALIDATION_TYPES)
            ));
        }
        if !VALIDATION_ACTIONS.contains(&action.as_str()) {
            return Err(format!(
                "verification action {} in custom signature verification is not supported, \
                 supported values are {}",
                quote(action),
                quote_list(&VALIDATION_ACTIONS)
            ));
        }
        if validation_type == "integrity" {
            return Err(format!(
                "{} verification can not be overridden in custom signature verification",
                quote(validation_type)
            ));
        }
        if validation_type != "revocation" && action == "skip" {
            return Err(format!(
                "{} verification can not be skipped in custom signature verification",
                quote(validation_type)
            ));
        }
    }
    Ok("custom")
}

fn validate_statement(statement: &TrustPolicy) -> Result<(), String> {
    let name = &statement.name;
    if name.is_empty() {
        return Err(
            "a trust policy statement is missing a name, every statement requires a name"
                .to_owned(),
        );
    }
    let verification = &statement.signature_verification;
    let level = verification_level(verification).map_err(|err| {
        format!(
            "trust policy statement {} has invalid signatureVerification: {err}",
            quote(name)
        )
    })?;
    let timestamp = verification.verify_timestamp.as_str();
    if !timestamp.is_empty() && timestamp != "always" && timestamp != "afterCertExpiry" {
        return Err(format!(
            "trust policy statement {} has invalid signatureVerification: verifyTimestamp must \
             be \"always\" or \"afterCertExpiry\", but got {}",
            quote(name),
            quote(timestamp)
        ));
    }
    if level == "skip" {
        if !statement.trust_stores.is_empty() || !statement.trusted_identities.is_empty() {
            return Err(format!(
                "trust policy statement {} is set to skip signature verification but \
                 configured with trust stores and/or trusted identities, remove them if \
                 signature verification needs to be skipped",
                quote(name)
            ));
        }
        return Ok(());
    }
    if statement.trust_stores.is_empty() || statement.trusted_identities.is_empty() {
        return Err(format!(
            "trust policy statement {} is either missing trust stores or trusted identities, \
             both must be specified",
            quote(name)
        ));
    }
    validate_trust_stores(name, &statement.trust_stores)?;
    validate_trusted_identities(name, &statement.trusted_identities)
}

static FILE_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^[a-zA-Z0-9_.-]+$").unwrap_or_else(|_| unreachable!("a valid pattern"))
});

fn validate_trust_stores(policy: &str, stores: &[String]) -> Result<(), String> {
    for store in stores {
        let Some((store_type, named_store)) = store.split_once(':') else {
            return Err(format!(
                "trust policy statement {} has malformed trust store value {}. The required \
                 format is <TrustStoreType>:<TrustStoreName>",
                quote(policy),
                quote(store)
            ));
        };
        if !TRUST_STORE_TYPES.contains(&store_type) {
            return Err(format!(
                "trust policy statement {} uses an unsupported trust store type {} in trust \
                 store value {}",
                quote(policy),
                quote(store_type),
                quote(store)
            ));
        }
        if !FILE_NAME.is_match(named_store) {
            return Err(format!(
                "trust policy statement {} uses an unsupported trust store name {} in trust \
                 store value {}. Named store name needs to follow [a-zA-Z0-9_.-]+ format",
                quote(policy),
                quote(named_store),
                quote(store)
            ));
        }
    }
    Ok(())
}

fn validate_trusted_identities(policy: &str, identities: &[String]) -> Result<(), String> {
    if identities.len() > 1 && identities.iter().any(|i| i == WILDCARD) {
        return Err(format!(
            "trust policy statement {} uses a wildcard trusted identity '*', a wildcard \
             identity cannot be used in conjunction with other values",
            quote(policy)
        ));
    }
    let mut parsed: Vec<(&str, BTreeMap<String, String>)> = Vec::new();
    for identity in identities {
        if identity.is_empty() {
            return Err(format!(
                "trust policy statement {} has an empty trusted identity",
                quote(policy)
            ));
        }
        if identity == WILDCARD {
            continue;
        }
        let Some((prefix, value)) = identity.split_once(':') else {
            return Err(format!(
                "trust policy statement {} has trusted identity {} missing separator",
                quote(policy),
                quote(identity)
            ));
        };
        if prefix != X509_SUBJECT {
            continue;
        }
        if value.is_empty() {
            return Err(format!(
                "trust policy statement {} has trusted identity {} without an identity value",
                quote(policy),
                quote(identity)
            ));
        }
        let dn = parse_distinguished_name(value).map_err(|err| {
            format!(
                "trust policy statement {} has trusted identity {} with invalid identity value: \
                 {err}",
                quote(policy),
                quote(identity)
            )
        })?;
        parsed.push((identity, dn));
    }
    for (i, (raw1, dn1)) in parsed.iter().enumerate() {
        for (j, (raw2, dn2)) in parsed.iter().enumerate() {
            if i != j && dn1.iter().all(|(key, value)| dn2.get(key) == Some(value)) {
                return Err(format!(
                    "trust policy statement {} has overlapping x509 trustedIdentities, {} \
                     overlaps with {}",
                    quote(policy),
                    quote(raw1),
                    quote(raw2)
                ));
            }
        }
    }
    Ok(())
}

static DOMAIN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])(?:(?:\.(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9]))+)?(?::[0-9]+)?$",
    )
    .unwrap_or_else(|_| unreachable!("a valid pattern"))
});

static REPOSITORY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^[a-z0-9]+(?:(?:(?:[._]|__|[-]*)[a-z0-9]+)+)?(?:(?:/[a-z0-9]+(?:(?:(?:[._]|__|[-]*)[a-z0-9]+)+)?)+)?$",
    )
    .unwrap_or_else(|_| unreachable!("a valid pattern"))
});

fn validate_registry_scope(scope: &str) -> Result<(), String> {
    let ensure = "make sure it is a fully qualified repository without the scheme, protocol or \
                  tag. For example domain.com/my/repository or a local scope like \
                  local/myOCILayout";
    if scope.len() > 1 && scope.contains('*') {
        return Err(format!(
            "registry scope {} with wild card(s) is not valid, {ensure}",
            quote(scope)
        ));
    }
    let invalid = || format!("registry scope {} is not valid, {ensure}", quote(scope));
    let Some((domain, repository)) = scope.split_once('/') else {
        return Err(invalid());
    };
    if domain.is_empty()
        || repository.is_empty()
        || !DOMAIN.is_match(domain)
        || !REPOSITORY.is_match(repository)
    {
        return Err(invalid());
    }
    Ok(())
}

fn validate_registry_scopes(document: &Document) -> Result<(), String> {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for statement in &document.trust_policies {
        if statement.registry_scopes.is_empty() {
            return Err(format!(
                "trust policy statement {} has zero registry scopes, it must specify registry \
                 scopes with at least one value",
                quote(&statement.name)
            ));
        }
        if statement.registry_scopes.len() > 1
            && statement.registry_scopes.iter().any(|s| s == WILDCARD)
        {
            return Err(format!(
                "trust policy statement {} uses wildcard registry scope '*', a wildcard scope \
                 cannot be used in conjunction with other scope values",
                quote(&statement.name)
            ));
        }
        for scope in &statement.registry_scopes {
            if scope != WILDCARD {
                validate_registry_scope(scope)?;
            }
            match counts.iter_mut().find(|(s, _)| s == scope) {
                Some(entry) => entry.1 += 1,
                None => counts.push((scope, 1)),
            }
        }
    }
    if let Some((scope, _)) = counts.iter().find(|(_, count)| *count > 1) {
        return Err(format!(
            "registry scope {} is present in multiple trust policy statements, one registry \
             scope value can only be associated with one statement",
            quote(scope)
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Distinguished names, as notation-go reads them through go-ldap's `ParseDN`.

fn parse_distinguished_name(name: &str) -> Result<BTreeMap<String, String>, String> {
    if name.contains("=#") {
        return Err(format!(
            "unsupported distinguished name (DN) {}: notation does not support x509.subject \
             identities containing \"=#\"",
            quote(name)
        ));
    }
    let rdns = parse_dn(name).map_err(|err| {
        format!(
            "parsing distinguished name (DN) {} failed with err: {err}. A valid DN must contain \
             'C', 'ST' or 'S', and 'O' RDN attributes at a minimum, and follow RFC 4514 \
             standard",
            quote(name)
        )
    })?;
    let mut attributes = BTreeMap::new();
    for rdn in rdns {
        if rdn.len() > 1 {
            return Err(format!(
                "distinguished name (DN) {} has multi-valued RDN attributes, remove multi-valued \
                 RDN attributes as they are not supported",
                quote(name)
            ));
        }
        for (attribute_type, value) in rdn {
            let attribute_type = if attribute_type == "S" {
                "ST".to_owned()
            } else {
                attribute_type
            };
            let existing = attributes.get(&attribute_type).map(String::as_str);
            if existing.is_none_or(str::is_empty) {
                attributes.insert(attribute_type, value);
            } else {
                return Err(format!(
                    "distinguished name (DN) {} has duplicate RDN attribute for {}, DN can only \
                     have unique RDN attributes",
                    quote(name),
                    quote(&attribute_type)
                ));
            }
        }
    }
    for field in ["C", "ST", "O"] {
        if attributes.get(field).is_none_or(String::is_empty) {
            return Err(format!(
                "distinguished name (DN) {} has no mandatory RDN attribute for {}, it must \
                 contain 'C', 'ST' or 'S', and 'O' RDN attributes at a minimum",
                quote(name),
                quote(field)
            ));
        }
    }
    Ok(attributes)
}

/// go-ldap's `ParseDN`: RDNs separated by `,` or `;`, attributes of one RDN by `+`, each
/// `type=value` with RFC 4514 escapes.
fn parse_dn(input: &str) -> Result<Vec<Vec<(String, String)>>, String> {
    let mut rdns = Vec::new();
    if input.trim().is_empty() {
        return Ok(rdns);
    }
    let bytes = input.as_bytes();
    let mut rdn: Vec<(String, String)> = Vec::new();
    let mut attribute_type = String::new();
    let mut escaping = false;
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if escaping {
            escaping = false;
        } else if b == b'\\' {
            escaping = true;
        } else if b == b'=' && attribute_type.is_empty() {
            attribute_type = decode_dn_string(&input[start..i])?;
            start = i + 1;
        } else if matches!(b, b',' | b'+' | b';') {
            if attribute_type.is_empty() {
                return Err("incomplete type, value pair".to_owned());
            }
            let value = decode_dn_string(&input[start..i])?;
            rdn.push((std::mem::take(&mut attribute_type), value));
            start = i + 1;
            if b != b'+' {
                rdns.push(std::mem::take(&mut rdn));
            }
        }
    }
    if attribute_type.is_empty() {
        return Err("DN ended with incomplete type, value pair".to_owned());
    }
    let value = decode_dn_string(&input[start..])?;
    rdn.push((attribute_type, value));
    rdns.push(rdn);
    Ok(rdns)
}

/// go-ldap's `decodeString`: outer spaces trimmed (an escaped trailing one kept), `\X` for the
/// special characters and `\XX` hex escapes.
fn decode_dn_string(raw: &str) -> Result<String, String> {
    let mut trimmed = raw.trim_matches(' ').to_owned();
    if trimmed.ends_with('\\') && raw.ends_with(' ') {
        trimmed.push(' ');
    }
    let chars: Vec<char> = trimmed.chars().collect();
    let mut out: Vec<u8> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c != '\\' {
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            i += 1;
            continue;
        }
        let Some(&next) = chars.get(i + 1) else {
            return Err(format!("got corrupted escaped character: '{trimmed}'"));
        };
        if " \"#+,;<=>\\".contains(next) {
            let mut buf = [0u8; 4];
            out.extend_from_slice(next.encode_utf8(&mut buf).as_bytes());
            i += 2;
            continue;
        }
        let Some(&second) = chars.get(i + 2) else {
            return Err(format!(
                "failed to decode escaped character: encoding/hex: invalid byte: {next}"
            ));
        };
        let pair: String = [next, second].iter().collect();
        if pair.len() != 2 {
            return Err(format!(
                "failed to decode escaped character: invalid byte: {pair}"
            ));
        }
        let hex_error = |c: char| {
            format!(
                "failed to decode escaped character: encoding/hex: invalid byte: U+{:04X} {}",
                c as u32,
                quote_rune(c)
            )
        };
        let high = next.to_digit(16).ok_or_else(|| hex_error(next))?;
        let low = second.to_digit(16).ok_or_else(|| hex_error(second))?;
        out.push(u8::try_from(high * 16 + low).unwrap_or_default());
        i += 3;
    }
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// Go's `%#U` tail: the rune in single quotes.
fn quote_rune(c: char) -> String {
    format!("'{c}'")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::yaml::gojson::MAX_DEPTH;

    const VALID: &str = r#"{
    "version": "1.0",
    "trustPolicies": [
        {
            "name": "fluxcd.io",
            "registryScopes": [ "*" ],
            "signatureVerification": { "level" : "strict" },
            "trustStores": [ "ca:fluxcd.io" ],
            "trustedIdentities": [ "*" ]
        }
    ]
}"#;

    fn err(json: &str) -> String {
        check(json.as_bytes()).unwrap_err().to_string()
    }

    /// `VALID` with one statement replaced by `statement`.
    fn with_statement(statement: &str) -> String {
        format!(r#"{{"version": "1.0", "trustPolicies": [{statement}]}}"#)
    }

    #[test]
    fn a_valid_policy_passes() {
        assert_eq!(check(VALID.as_bytes()), Ok(()));
        // Keys match without case, as Go matches struct fields.
        assert_eq!(
            check(VALID.replace("\"version\"", "\"Version\"").as_bytes()),
            Ok(())
        );
    }

    #[test]
    fn syntax_errors_in_go_words() {
        assert_eq!(err(""), "unexpected end of JSON input");
        assert_eq!(err("{"), "unexpected end of JSON input");
        assert_eq!(
            err("x"),
            "invalid character 'x' looking for beginning of value"
        );
        assert_eq!(err("{\"a\" 1}"), "invalid character '1' after object key");
        assert_eq!(
            err("{\"a\": 1 \"b\"}"),
            "invalid character '\"' after object key:value pair"
        );
        assert_eq!(
            err("{'a': 1}"),
            "invalid character '\\'' looking for beginning of object key string"
        );
        assert_eq!(err("[1 2]"), "invalid character '2' after array element");
        assert_eq!(err("{} {}"), "invalid character '{' after top-level value");
        assert_eq!(
            err("[tru]"),
            "invalid character ']' in literal true (expecting 'e')"
        );
        assert_eq!(err("-x"), "invalid character 'x' in numeric literal");
        assert_eq!(err("[01]"), "invalid character '1' after array element");
        assert_eq!(
            err("1.e"),
            "invalid character 'e' after decimal point in numeric literal"
        );
        assert_eq!(
            err("\"\\q\""),
            "invalid character 'q' in string escape code"
        );
        assert_eq!(err("\"\t\""), "invalid character '\\t' in string literal");
    }

    #[test]
    fn nesting_stops_at_go_max_depth() {
        let nested = |open: &str, close: &str, depth: usize| {
            format!("{}{}", open.repeat(depth), close.repeat(depth))
        };
        let run = move || {
            // 10,000 levels are read; the document is then refused for its type, as Go's
            // decoder refuses an array where it wants an object.
            assert_eq!(
                err(&nested("[", "]", MAX_DEPTH)),
                "json: cannot unmarshal array into Go value of type trustpolicy.Document"
            );
            assert_eq!(
                err(&nested("[", "]", MAX_DEPTH + 1)),
                "invalid character '[' exceeded max depth"
            );
            // Objects count as arrays do, and the limit is checked before a later syntax error.
            let objects = format!("{}{{}}x", r#"{"a":"#.repeat(MAX_DEPTH));
            assert_eq!(err(&objects), "invalid character '{' exceeded max depth");
            let mixed = format!("{}[]]", r#"[{"a":"#.repeat(MAX_DEPTH / 2));
            assert_eq!(err(&mixed), "invalid character '[' exceeded max depth");
        };
        // The depth the limit allows needs the stack fluxr runs on, not a test thread's.
        std::thread::Builder::new()
            .stack_size(crate::cli::STACK_BYTES)
            .spawn(run)
            .unwrap()
            .join()
            .unwrap();
    }

    #[test]
    fn type_errors_name_the_go_field() {
        assert_eq!(
            err("\"\""),
            "json: cannot unmarshal string into Go value of type trustpolicy.Document"
        );
        assert_eq!(
            err("[]"),
            "json: cannot unmarshal array into Go value of type trustpolicy.Document"
        );
        assert_eq!(
            err(r#"{"version": 1}"#),
            "json: cannot unmarshal number into Go struct field Document.version of type string"
        );
        assert_eq!(
            err(r#"{"trustPolicies": {}}"#),
            "json: cannot unmarshal object into Go struct field Document.trustPolicies of type \
             []trustpolicy.TrustPolicy"
        );
        assert_eq!(
            err(r#"{"TRUSTPOLICIES": ["x"]}"#),
            "json: cannot unmarshal string into Go struct field Document.trustPolicies of type \
             trustpolicy.TrustPolicy"
        );
        assert_eq!(
            err(r#"{"trustPolicies": [{"registryScopes": [1]}]}"#),
            "json: cannot unmarshal number into Go struct field \
             TrustPolicy.trustPolicies.registryScopes of type string"
        );
        assert_eq!(
            err(
                r#"{"trustPolicies": [{"signatureVerification": {"override": {"expiry": true}}}]}"#
            ),
            "json: cannot unmarshal bool into Go struct field \
             SignatureVerification.trustPolicies.signatureVerification.override of type \
             trustpolicy.ValidationAction"
        );
        // The first mismatch is the one reported, even when a later value is fine.
        assert_eq!(
            err(r#"{"version": true, "trustPolicies": 3}"#),
            "json: cannot unmarshal bool into Go struct field Document.version of type string"
        );
    }

    #[test]
    fn document_rules() {
        assert_eq!(
            err(r#"{"version": "1.0", "trustPolicies": [{}]}"#),
            "a trust policy statement is missing a name, every statement requires a name"
                .replace("a trust", "trust policy: a trust")
        );
        assert_eq!(
            err("{}"),
            "trust policy document has empty version, version must be specified"
        );
        assert_eq!(
            err(r#"{"version": "2.0"}"#),
            "trust policy document uses unsupported version \"2.0\""
        );
        assert_eq!(
            err(r#"{"version": "1.0", "trustPolicies": null}"#),
            "trust policy document can not have zero trust policy statements"
        );
        let twice = VALID.replace("    ]\n}", r#"    , {"name": "fluxcd.io"}]}"#);
        assert_eq!(
            err(&twice),
            "multiple trust policy statements use the same name \"fluxcd.io\", statement names \
             must be unique"
        );
    }

    #[test]
    fn statement_rules() {
        let statement = |body: &str| err(&with_statement(&format!("{{\"name\": \"p\", {body}}}")));
        assert_eq!(
            statement(r#""signatureVerification": {}"#),
            "trust policy: trust policy statement \"p\" has invalid signatureVerification: \
             signature verification level is empty or missing in the trust policy statement"
        );
        assert_eq!(
            statement(r#""signatureVerification": {"level": "lax"}"#),
            "trust policy: trust policy statement \"p\" has invalid signatureVerification: \
             invalid signature verification level \"lax\""
        );
        assert_eq!(
            statement(
                r#""signatureVerification": {"level": "strict", "override": {"speed": "log"}}"#
            ),
            "trust policy: trust policy statement \"p\" has invalid signatureVerification: \
             verification type \"speed\" in custom signature verification is not supported, \
             supported values are [\"integrity\" \"authenticity\" \"authenticTimestamp\" \
             \"expiry\" \"revocation\"]"
        );
        assert_eq!(
            statement(
                r#""signatureVerification": {"level": "strict", "override": {"expiry": "skip"}}"#
            ),
            "trust policy: trust policy statement \"p\" has invalid signatureVerification: \
             \"expiry\" verification can not be skipped in custom signature verification"
        );
        assert_eq!(
            statement(
                r#""signatureVerification": {"level": "strict", "verifyTimestamp": "never"}"#
            ),
            "trust policy: trust policy statement \"p\" has invalid signatureVerification: \
             verifyTimestamp must be \"always\" or \"afterCertExpiry\", but got \"never\""
        );
        assert_eq!(
            statement(r#""signatureVerification": {"level": "skip"}, "trustStores": ["ca:x"]"#),
            "trust policy: trust policy statement \"p\" is set to skip signature verification \
             but configured with trust stores and/or trusted identities, remove them if \
             signature verification needs to be skipped"
        );
        assert_eq!(
            statement(r#""signatureVerification": {"level": "audit"}, "trustStores": ["ca:x"]"#),
            "trust policy: trust policy statement \"p\" is either missing trust stores or \
             trusted identities, both must be specified"
        );
        let stores = |store: &str| {
            statement(&format!(
                r#""signatureVerification": {{"level": "audit"}}, "trustStores": ["{store}"],
                   "trustedIdentities": ["*"]"#
            ))
        };
        assert_eq!(
            stores("fluxcd"),
            "trust policy: trust policy statement \"p\" has malformed trust store value \
             \"fluxcd\". The required format is <TrustStoreType>:<TrustStoreName>"
        );
        assert_eq!(
            stores("x509:fluxcd"),
            "trust policy: trust policy statement \"p\" uses an unsupported trust store type \
             \"x509\" in trust store value \"x509:fluxcd\""
        );
        assert_eq!(
            stores("ca:flux cd"),
            "trust policy: trust policy statement \"p\" uses an unsupported trust store name \
             \"flux cd\" in trust store value \"ca:flux cd\". Named store name needs to follow \
             [a-zA-Z0-9_.-]+ format"
        );
    }

    #[test]
    fn identity_and_scope_rules() {
        let identities = |list: &str| {
            err(&with_statement(&format!(
                r#"{{"name": "p", "registryScopes": ["*"], "signatureVerification": {{"level": "strict"}},
                    "trustStores": ["ca:s"], "trustedIdentities": {list}}}"#
            )))
        };
        assert_eq!(
            identities(r#"["*", "x509.subject:C=US"]"#),
            "trust policy: trust policy statement \"p\" uses a wildcard trusted identity '*', a \
             wildcard identity cannot be used in conjunction with other values"
        );
        assert_eq!(
            identities(r#"["CN=me"]"#),
            "trust policy: trust policy statement \"p\" has trusted identity \"CN=me\" missing \
             separator"
        );
        assert_eq!(
            identities(r#"["x509.subject:C=US, O=Acme"]"#),
            "trust policy: trust policy statement \"p\" has trusted identity \
             \"x509.subject:C=US, O=Acme\" with invalid identity value: distinguished name (DN) \
             \"C=US, O=Acme\" has no mandatory RDN attribute for \"ST\", it must contain 'C', \
             'ST' or 'S', and 'O' RDN attributes at a minimum"
        );
        assert_eq!(
            identities(
                r#"["x509.subject:C=US, S=WA, O=Acme", "x509.subject:C=US, ST=WA, O=Acme, CN=x"]"#
            ),
            "trust policy: trust policy statement \"p\" has overlapping x509 trustedIdentities, \
             \"x509.subject:C=US, S=WA, O=Acme\" overlaps with \
             \"x509.subject:C=US, ST=WA, O=Acme, CN=x\""
        );
        assert_eq!(
            identities(r#"["x509.subject:C=US, ST=WA+O=Acme"]"#),
            "trust policy: trust policy statement \"p\" has trusted identity \
             \"x509.subject:C=US, ST=WA+O=Acme\" with invalid identity value: distinguished name \
             (DN) \"C=US, ST=WA+O=Acme\" has multi-valued RDN attributes, remove multi-valued \
             RDN attributes as they are not supported"
        );
        assert_eq!(
            identities(r#"["x509.subject:C=US, ST"]"#),
            "trust policy: trust policy statement \"p\" has trusted identity \
             \"x509.subject:C=US, ST\" with invalid identity value: parsing distinguished name \
             (DN) \"C=US, ST\" failed with err: DN ended with incomplete type, value pair. A \
             valid DN must contain 'C', 'ST' or 'S', and 'O' RDN attributes at a minimum, and \
             follow RFC 4514 standard"
        );
        let distinct = with_statement(
            r#"{"name": "p", "registryScopes": ["*"], "signatureVerification": {"level": "strict"},
                "trustStores": ["ca:s"],
                "trustedIdentities": ["plugin:anything", "x509.subject:C=US,ST=WA,O=A\\2Cb"]}"#,
        );
        assert_eq!(check(distinct.as_bytes()), Ok(()));
        let scopes = |list: &str| {
            err(&with_statement(&format!(
                r#"{{"name": "p", "registryScopes": {list}, "signatureVerification": {{"level": "skip"}}}}"#
            )))
        };
        assert_eq!(
            scopes("[]"),
            "trust policy statement \"p\" has zero registry scopes, it must specify registry \
             scopes with at least one value"
        );
        assert_eq!(
            scopes(r#"["*", "ghcr.io/org/app"]"#),
            "trust policy statement \"p\" uses wildcard registry scope '*', a wildcard scope \
             cannot be used in conjunction with other scope values"
        );
        assert_eq!(
            scopes(r#"["ghcr.io"]"#),
            "registry scope \"ghcr.io\" is not valid, make sure it is a fully qualified \
             repository without the scheme, protocol or tag. For example \
             domain.com/my/repository or a local scope like local/myOCILayout"
        );
        assert_eq!(
            scopes(r#"["ghcr.io/org/*"]"#),
            "registry scope \"ghcr.io/org/*\" with wild card(s) is not valid, make sure it is a \
             fully qualified repository without the scheme, protocol or tag. For example \
             domain.com/my/repository or a local scope like local/myOCILayout"
        );
        assert_eq!(
            scopes(r#"["ghcr.io/org/App"]"#),
            "registry scope \"ghcr.io/org/App\" is not valid, make sure it is a fully qualified \
             repository without the scheme, protocol or tag. For example \
             domain.com/my/repository or a local scope like local/myOCILayout"
        );
        assert_eq!(
            check(
                with_statement(
                    r#"{"name": "p", "registryScopes": ["localhost:5000/org/app"], "signatureVerification": {"level": "skip"}}"#
                )
                .as_bytes()
            ),
            Ok(())
        );
    }

    #[test]
    fn distinguished_names_decode_escapes() {
        let dn = parse_distinguished_name(r"C=US, ST=WA, O=A\2Cb\, c").unwrap();
        assert_eq!(dn["O"], "A,b, c");
        assert_eq!(
            parse_distinguished_name(r"C=US, ST=WA, O=A\zz").unwrap_err(),
            "parsing distinguished name (DN) \"C=US, ST=WA, O=A\\\\zz\" failed with err: failed \
             to decode escaped character: encoding/hex: invalid byte: U+007A 'z'. A valid DN \
             must contain 'C', 'ST' or 'S', and 'O' RDN attributes at a minimum, and follow RFC \
             4514 standard"
        );
        assert_eq!(
            parse_distinguished_name("C=US, C=CA, ST=WA, O=A").unwrap_err(),
            "distinguished name (DN) \"C=US, C=CA, ST=WA, O=A\" has duplicate RDN attribute for \
             \"C\", DN can only have unique RDN attributes"
        );
        assert!(
            parse_distinguished_name("C=US,ST=WA,O=#04024869")
                .unwrap_err()
                .contains("notation does not support x509.subject identities containing \"=#\"")
        );
    }
}
