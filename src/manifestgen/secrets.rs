//! The Secrets flux's `create secret` commands generate besides the Git one: TLS, registry
//! (`.dockerconfigjson`), Helm repository, proxy, Notation, GitHub App and Receiver secrets,
//! each with the keys, the `type` and the checks of flux's generators (`sourcesecret` in flux2
//! and `runtime/secrets` in fluxcd/pkg).
//!
//! Pure: the caller reads the files and draws the random token; nothing here touches the
//! network or the file system.

use std::collections::BTreeMap;

use base64::Engine as _;
use openssl::pkey::{Id, PKey, Public};
use openssl::x509::X509;
use serde_json::{Map, Value};
use sha2::{Digest as _, Sha256};

pub const TLS_CERT_KEY: &str = "tls.crt";
pub const TLS_KEY_KEY: &str = "tls.key";
pub const CA_CERT_KEY: &str = "ca.crt";
pub const USERNAME_KEY: &str = "username";
pub const PASSWORD_KEY: &str = "password";
pub const ADDRESS_KEY: &str = "address";
pub const DOCKER_CONFIG_JSON_KEY: &str = ".dockerconfigjson";
pub const TRUST_POLICY_KEY: &str = "trustpolicy.json";
pub const TOKEN_KEY: &str = "token";
pub const EMAIL_KEY: &str = "email";
pub const AUDIENCE_KEY: &str = "audience";
pub const WEBHOOK_ANNOTATION: &str = "notification.toolkit.fluxcd.io/webhook";

pub const TYPE_OPAQUE: &str = "Opaque";
pub const TYPE_TLS: &str = "kubernetes.io/tls";
pub const TYPE_BASIC_AUTH: &str = "kubernetes.io/basic-auth";
pub const TYPE_DOCKER_CONFIG_JSON: &str = "kubernetes.io/dockerconfigjson";

/// A v1 Secret as flux's generators build it: `stringData`, and a `type` only where the
/// generator sets one.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct Secret {
    pub name: String,
    pub namespace: String,
    pub labels: BTreeMap<String, String>,
    pub annotations: BTreeMap<String, String>,
    pub secret_type: Option<&'static str>,
    pub string_data: BTreeMap<String, String>,
}

impl std::fmt::Debug for Secret {
    // Secret values must never end up in a log or an error message.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Secret")
            .field("name", &self.name)
            .field("namespace", &self.namespace)
            .field("secret_type", &self.secret_type)
            .field("keys", &self.string_data.keys().collect::<Vec<_>>())
            .finish_non_exhaustive()
    }
}

impl Secret {
    fn new(name: &str, namespace: &str, labels: &BTreeMap<String, String>) -> Self {
        Secret {
            name: name.to_owned(),
            namespace: namespace.to_owned(),
            labels: labels.clone(),
            ..Secret::default()
        }
    }

    /// The object as flux marshals it: empty labels, annotations and `stringData` are left out.
    pub fn to_value(&self) -> Value {
        let mut metadata = Map::new();
        if !self.annotations.is_empty() {
            metadata.insert("annotations".into(), string_map(&self.annotations));
        }
        if !self.labels.is_empty() {
            metadata.insert("labels".into(), string_map(&self.labels));
        }
        metadata.insert("name".into(), self.name.clone().into());
        metadata.insert("namespace".into(), self.namespace.clone().into());
        let mut secret = Map::new();
        secret.insert("apiVersion".into(), "v1".into());
        secret.insert("kind".into(), "Secret".into());
        secret.insert("metadata".into(), metadata.into());
        if !self.string_data.is_empty() {
            secret.insert("stringData".into(), string_map(&self.string_data));
        }
        if let Some(secret_type) = self.secret_type {
            secret.insert("type".into(), secret_type.into());
        }
        secret.into()
    }
}

fn string_map(map: &BTreeMap<String, String>) -> Value {
    map.iter()
        .map(|(key, value)| (key.clone(), Value::String(value.clone())))
        .collect::<Map<_, _>>()
        .into()
}

/// A Secret flux's generators refuse, in their words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("{0} is required")]
    Required(&'static str),
    #[error("found certificate but missing private key")]
    MissingPrivateKey,
    #[error("found private key but missing certificate")]
    MissingCertificate,
    #[error("no CA certificate or client certificate pair found")]
    NoCertificatePairOrCa,
    #[error("invalid TLS certificate and key pair: {0}")]
    KeyPair(String),
    #[error(
        "exactly one of githubAppInstallationOwner or githubAppInstallationID must be provided"
    )]
    GitHubAppInstallation,
    #[error("email-claim is required for gcr receiver type")]
    EmailClaimRequired,
    #[error("invalid proxy address: {0}")]
    ProxyAddress(super::gourl::Error),
}

/// The certificate material of a TLS secret; empty means not given.
#[derive(Clone, Default)]
pub struct TlsFiles {
    pub cert: String,
    pub key: String,
    pub ca: String,
}

/// `runtime/secrets.MakeTLSSecret`: a client certificate pair (type `kubernetes.io/tls`)
/// and/or a CA (type `Opaque` alone).
pub fn tls(
    name: &str,
    namespace: &str,
    labels: &BTreeMap<String, String>,
    files: &TlsFiles,
) -> Result<Secret, Error> {
    let has_cert = !files.cert.is_empty();
    let has_key = !files.key.is_empty();
    if has_cert != has_key {
        return Err(if has_cert {
            Error::MissingPrivateKey
        } else {
            Error::MissingCertificate
        });
    }
    if !has_cert && files.ca.is_empty() {
        return Err(Error::NoCertificatePairOrCa);
    }
    let mut secret = Secret::new(name, namespace, labels);
    if has_cert {
        check_key_pair(&files.cert, &files.key).map_err(Error::KeyPair)?;
        secret
            .string_data
            .insert(TLS_CERT_KEY.into(), files.cert.clone());
        secret
            .string_data
            .insert(TLS_KEY_KEY.into(), files.key.clone());
        secret.secret_type = Some(TYPE_TLS);
    } else {
        secret.secret_type = Some(TYPE_OPAQUE);
    }
    if !files.ca.is_empty() {
        secret
            .string_data
            .insert(CA_CERT_KEY.into(), files.ca.clone());
    }
    Ok(secret)
}

/// flux's `GenerateHelm`: a client certificate wins over basic authentication, which wins over
/// a CA alone; with nothing given, an empty Secret.
pub fn helm(
    name: &str,
    namespace: &str,
    labels: &BTreeMap<String, String>,
    username: &str,
    password: &str,
    files: &TlsFiles,
) -> Result<Secret, Error> {
    let has_client_cert = !files.cert.is_empty() || !files.key.is_empty();
    if has_client_cert {
        return tls(name, namespace, labels, files);
    }
    if !username.is_empty() || !password.is_empty() {
        let mut secret = basic_auth(name, namespace, labels, username, password)?;
        if !files.ca.is_empty() {
            secret
                .string_data
                .insert(CA_CERT_KEY.into(), files.ca.clone());
        }
        return Ok(secret);
    }
    if !files.ca.is_empty() {
        return tls(name, namespace, labels, files);
    }
    Ok(Secret::new(name, namespace, labels))
}

/// `runtime/secrets.MakeBasicAuthSecret`.
fn basic_auth(
    name: &str,
    namespace: &str,
    labels: &BTreeMap<String, String>,
    username: &str,
    password: &str,
) -> Result<Secret, Error> {
    if username.is_empty() {
        return Err(Error::Required(USERNAME_KEY));
    }
    if password.is_empty() {
        return Err(Error::Required(PASSWORD_KEY));
    }
    let mut secret = Secret::new(name, namespace, labels);
    secret.secret_type = Some(TYPE_BASIC_AUTH);
    secret
        .string_data
        .insert(USERNAME_KEY.into(), username.to_owned());
    secret
        .string_data
        .insert(PASSWORD_KEY.into(), password.to_owned());
    Ok(secret)
}

/// `runtime/secrets.MakeRegistrySecret`: Docker's config file, indented as Go's
/// `json.MarshalIndent` indents it. flux sets no labels on it.
pub fn registry(
    name: &str,
    namespace: &str,
    server: &str,
    username: &str,
    password: &str,
) -> Result<Secret, Error> {
    if server.is_empty() {
        return Err(Error::Required("server"));
    }
    if username.is_empty() {
        return Err(Error::Required(USERNAME_KEY));
    }
    if password.is_empty() {
        return Err(Error::Required(PASSWORD_KEY));
    }
    let auth = base64::engine::general_purpose::STANDARD.encode(format!("{username}:{password}"));
    let config = format!(
        "{{\n  \"auths\": {{\n    {}: {{\n      \"username\": {},\n      \"password\": {},\n      \
         \"auth\": {}\n    }}\n  }}\n}}",
        go_json_string(server),
        go_json_string(username),
        go_json_string(password),
        go_json_string(&auth)
    );
    let mut secret = Secret::new(name, namespace, &BTreeMap::new());
    secret.secret_type = Some(TYPE_DOCKER_CONFIG_JSON);
    secret
        .string_data
        .insert(DOCKER_CONFIG_JSON_KEY.into(), config);
    Ok(secret)
}

/// A JSON string as Go's `encoding/json` writes it: HTML-significant characters and the line
/// and paragraph separators escaped, as Go escapes them by default.
pub fn go_json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '<' | '>' | '&' | '\u{2028}' | '\u{2029}' => {
                out.push_str(&format!("\\u{:04x}", c as u32));
            }
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `runtime/secrets.MakeProxySecret`: the address, and the credentials that are given.
pub fn proxy(
    name: &str,
    namespace: &str,
    labels: &BTreeMap<String, String>,
    address: &str,
    username: &str,
    password: &str,
) -> Result<Secret, Error> {
    if address.is_empty() {
        return Err(Error::Required(ADDRESS_KEY));
    }
    super::gourl::parse(address).map_err(Error::ProxyAddress)?;
    let mut secret = Secret::new(name, namespace, labels);
    secret.secret_type = Some(TYPE_OPAQUE);
    secret
        .string_data
        .insert(ADDRESS_KEY.into(), address.to_owned());
    if !username.is_empty() {
        secret
            .string_data
            .insert(USERNAME_KEY.into(), username.to_owned());
    }
    if !password.is_empty() {
        secret
            .string_data
            .insert(PASSWORD_KEY.into(), password.to_owned());
    }
    Ok(secret)
}

/// flux's `GenerateNotation`: each CA certificate under its file name, and the trust policy.
pub fn notation(
    name: &str,
    namespace: &str,
    labels: &BTreeMap<String, String>,
    certificates: &[(String, String)],
    trust_policy: &str,
) -> Secret {
    let mut secret = Secret::new(name, namespace, labels);
    for (file, content) in certificates {
        secret.string_data.insert(file.clone(), content.clone());
    }
    if !trust_policy.is_empty() {
        secret
            .string_data
            .insert(TRUST_POLICY_KEY.into(), trust_policy.to_owned());
    }
    secret
}

/// What a GitHub App secret holds; empty means not given.
#[derive(Clone, Default)]
pub struct GitHubApp {
    pub app_id: String,
    pub installation_owner: String,
    pub installation_id: String,
    pub private_key: String,
    pub base_url: String,
}

/// Leaves the private key out, so that no log or error shows it.
impl std::fmt::Debug for GitHubApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GitHubApp")
            .field("app_id", &self.app_id)
            .field("installation_owner", &self.installation_owner)
            .field("installation_id", &self.installation_id)
            .field("base_url", &self.base_url)
            .finish_non_exhaustive()
    }
}

/// `runtime/secrets.MakeGitHubAppSecret`. flux sets no labels on it.
pub fn github_app(name: &str, namespace: &str, app: &GitHubApp) -> Result<Secret, Error> {
    if app.app_id.is_empty() {
        return Err(Error::Required("githubAppID"));
    }
    if app.private_key.is_empty() {
        return Err(Error::Required("githubAppPrivateKey"));
    }
    if app.installation_owner.is_empty() == app.installation_id.is_empty() {
        return Err(Error::GitHubAppInstallation);
    }
    let mut secret = Secret::new(name, namespace, &BTreeMap::new());
    secret.secret_type = Some(TYPE_OPAQUE);
    let data = &mut secret.string_data;
    data.insert("githubAppID".into(), app.app_id.clone());
    data.insert("githubAppPrivateKey".into(), app.private_key.clone());
    for (key, value) in [
        ("githubAppInstallationOwner", &app.installation_owner),
        ("githubAppInstallationID", &app.installation_id),
        ("githubAppBaseURL", &app.base_url),
    ] {
        if !value.is_empty() {
            data.insert(key.into(), value.clone());
        }
    }
    Ok(secret)
}

/// The path notification-controller serves a Receiver at: a digest of its token, name and
/// namespace.
pub fn webhook_path(token: &str, name: &str, namespace: &str) -> String {
    let digest = Sha256::digest(format!("{token}{name}{namespace}").as_bytes());
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    format!("/hook/{hex}")
}

/// What a Receiver secret is made of.
#[derive(Clone, Default)]
pub struct Receiver {
    pub receiver_type: String,
    /// Never empty: flux draws a random one when none is given.
    pub token: String,
    pub hostname: String,
    pub email_claim: String,
    pub audience_claim: String,
}

/// flux's `GenerateReceiver`: the token, the webhook URL as an annotation, and for `gcr` the
/// claims its push notifications are checked against (the audience defaults to the URL).
pub fn receiver(
    name: &str,
    namespace: &str,
    labels: &BTreeMap<String, String>,
    receiver: &Receiver,
) -> Result<Secret, Error> {
    if receiver.hostname.is_empty() {
        return Err(Error::Required("hostname"));
    }
    let url = format!(
        "https://{}{}",
        receiver.hostname,
        webhook_path(&receiver.token, name, namespace)
    );
    let mut secret = Secret::new(name, namespace, labels);
    secret
        .annotations
        .insert(WEBHOOK_ANNOTATION.into(), url.clone());
    secret
        .string_data
        .insert(TOKEN_KEY.into(), receiver.token.clone());
    if receiver.receiver_type == "gcr" {
        if receiver.email_claim.is_empty() {
            return Err(Error::EmailClaimRequired);
        }
        secret
            .string_data
            .insert(EMAIL_KEY.into(), receiver.email_claim.clone());
        let audience = if receiver.audience_claim.is_empty() {
            url
        } else {
            receiver.audience_claim.clone()
        };
        secret.string_data.insert(AUDIENCE_KEY.into(), audience);
    }
    Ok(secret)
}

/// One PEM block: its type and DER bytes.
struct PemBlock {
    kind: String,
    der: Vec<u8>,
}

/// The PEM blocks of `text` in order, skipping what is not PEM, as Go's `pem.Decode` does in a
/// loop (a block with a broken body is skipped too).
fn pem_blocks(text: &str) -> Vec<PemBlock> {
    let mut blocks = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("-----BEGIN ") {
        let after = &rest[start + "-----BEGIN ".len()..];
        let Some(type_end) = after.find("-----") else {
            break;
        };
        let kind = after[..type_end].to_owned();
        let body_start = &after[type_end + 5..];
        let end_marker = format!("-----END {kind}-----");
        let Some(body_end) = body_start.find(&end_marker) else {
            rest = body_start;
            continue;
        };
        let body: String = body_start[..body_end]
            .lines()
            .filter(|line| !line.contains(':'))
            .flat_map(|line| line.chars().filter(|c| !c.is_whitespace()))
            .collect();
        rest = &body_start[body_end + end_marker.len()..];
        if let Ok(der) = base64::engine::general_purpose::STANDARD.decode(body.as_bytes()) {
            blocks.push(PemBlock { kind, der });
        }
    }
    blocks
}

/// Go's `tls.X509KeyPair` checks: a certificate block, a private key block, both parseable and
/// belonging together. The error is Go's text.
pub fn check_key_pair(cert_pem: &str, key_pem: &str) -> Result<(), String> {
    let blocks = pem_blocks(cert_pem);
    let mut certificates = Vec::new();
    let mut skipped = Vec::new();
    for block in blocks {
        if block.kind == "CERTIFICATE" {
            certificates.push(block.der);
        } else {
            skipped.push(block.kind);
        }
    }
    let Some(first) = certificates.first() else {
        return Err(match skipped.as_slice() {
            [] => "tls: failed to find any PEM data in certificate input".to_owned(),
            [one] if one.ends_with("PRIVATE KEY") => {
                "tls: failed to find certificate PEM data in certificate input, but did find a \
                 private key; PEM inputs may have been switched"
                    .to_owned()
            }
            types => format!(
                "tls: failed to find \"CERTIFICATE\" PEM block in certificate input after \
                 skipping PEM blocks of the following types: [{}]",
                types.join(" ")
            ),
        });
    };
    let mut skipped = Vec::new();
    let mut key_der = None;
    for block in pem_blocks(key_pem) {
        if block.kind == "PRIVATE KEY" || block.kind.ends_with(" PRIVATE KEY") {
            key_der = Some(block.der);
            break;
        }
        skipped.push(block.kind);
    }
    let Some(key_der) = key_der else {
        return Err(match skipped.as_slice() {
            [] => "tls: failed to find any PEM data in key input".to_owned(),
            [one] if one == "CERTIFICATE" => {
                "tls: found a certificate rather than a key in the PEM for the private key"
                    .to_owned()
            }
            types => format!(
                "tls: failed to find PEM block with type ending in \"PRIVATE KEY\" in key input \
                 after skipping PEM blocks of the following types: [{}]",
                types.join(" ")
            ),
        });
    };
    let certificate =
        X509::from_der(first).map_err(|_| "x509: malformed certificate".to_owned())?;
    let public = certificate
        .public_key()
        .map_err(|_| "x509: malformed certificate".to_owned())?;
    let private = PKey::private_key_from_der(&key_der)
        .or_else(|_| openssl::rsa::Rsa::private_key_from_der(&key_der).and_then(PKey::from_rsa))
        .or_else(|_| openssl::ec::EcKey::private_key_from_der(&key_der).and_then(PKey::from_ec_key))
        .map_err(|_| "tls: failed to parse private key".to_owned())?;
    match public.id() {
        Id::RSA | Id::EC | Id::ED25519 => {}
        _ => return Err("tls: unknown public key algorithm".to_owned()),
    }
    if public.id() != private.id() {
        return Err("tls: private key type does not match public key type".to_owned());
    }
    if !same_public_key(&public, &private) {
        return Err("tls: private key does not match public key".to_owned());
    }
    Ok(())
}

fn same_public_key(public: &PKey<Public>, private: &PKey<openssl::pkey::Private>) -> bool {
    match (public.public_key_to_der(), private.public_key_to_der()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels() -> BTreeMap<String, String> {
        BTreeMap::from([("team".to_owned(), "ops".to_owned())])
    }

    /// A self-signed certificate and its key, and a second key that does not match it.
    fn pair() -> (String, String, String) {
        let key = PKey::from_ec_key(
            openssl::ec::EcKey::generate(
                &openssl::ec::EcGroup::from_curve_name(openssl::nid::Nid::X9_62_PRIME256V1)
                    .unwrap(),
            )
            .unwrap(),
        )
        .unwrap();
        let mut name = openssl::x509::X509NameBuilder::new().unwrap();
        name.append_entry_by_text("CN", "flux").unwrap();
        let name = name.build();
        let mut builder = X509::builder().unwrap();
        builder.set_version(2).unwrap();
        builder.set_subject_name(&name).unwrap();
        builder.set_issuer_name(&name).unwrap();
        builder.set_pubkey(&key).unwrap();
        builder
            .set_not_before(&openssl::asn1::Asn1Time::days_from_now(0).unwrap())
            .unwrap();
        builder
            .set_not_after(&openssl::asn1::Asn1Time::days_from_now(1).unwrap())
            .unwrap();
        builder
            .sign(&key, openssl::hash::MessageDigest::sha256())
            .unwrap();
        let cert = String::from_utf8(builder.build().to_pem().unwrap()).unwrap();
        let key_pem = String::from_utf8(key.private_key_to_pem_pkcs8().unwrap()).unwrap();
        let other = PKey::from_ec_key(
            openssl::ec::EcKey::generate(
                &openssl::ec::EcGroup::from_curve_name(openssl::nid::Nid::X9_62_PRIME256V1)
                    .unwrap(),
            )
            .unwrap(),
        )
        .unwrap();
        let other = String::from_utf8(other.private_key_to_pem_pkcs8().unwrap()).unwrap();
        (cert, key_pem, other)
    }

    #[test]
    fn tls_secret_types_follow_what_is_given() {
        let (cert, key, _) = pair();
        let files = TlsFiles {
            cert: cert.clone(),
            key: key.clone(),
            ca: "ca".into(),
        };
        let secret = tls("certs", "apps", &labels(), &files).unwrap();
        assert_eq!(secret.secret_type, Some("kubernetes.io/tls"));
        assert_eq!(
            secret.string_data.keys().collect::<Vec<_>>(),
            ["ca.crt", "tls.crt", "tls.key"]
        );
        let ca_only = TlsFiles {
            ca: "ca".into(),
            ..TlsFiles::default()
        };
        let secret = tls("certs", "apps", &labels(), &ca_only).unwrap();
        assert_eq!(secret.secret_type, Some("Opaque"));
        assert_eq!(secret.string_data.keys().collect::<Vec<_>>(), ["ca.crt"]);
        let err = |files: TlsFiles| tls("c", "n", &labels(), &files).unwrap_err().to_string();
        assert_eq!(
            err(TlsFiles::default()),
            "no CA certificate or client certificate pair found"
        );
        assert_eq!(
            err(TlsFiles {
                cert: cert.clone(),
                ..TlsFiles::default()
            }),
            "found certificate but missing private key"
        );
        assert_eq!(
            err(TlsFiles {
                key: key.clone(),
                ..TlsFiles::default()
            }),
            "found private key but missing certificate"
        );
    }

    #[test]
    fn key_pairs_are_checked_as_go_checks_them() {
        let (cert, key, other) = pair();
        assert_eq!(check_key_pair(&cert, &key), Ok(()));
        assert_eq!(
            check_key_pair(&cert, &other).unwrap_err(),
            "tls: private key does not match public key"
        );
        assert_eq!(
            check_key_pair("not pem", &key).unwrap_err(),
            "tls: failed to find any PEM data in certificate input"
        );
        assert_eq!(
            check_key_pair(&key, &cert).unwrap_err(),
            "tls: failed to find certificate PEM data in certificate input, but did find a \
             private key; PEM inputs may have been switched"
        );
        assert_eq!(
            check_key_pair(&cert, &cert).unwrap_err(),
            "tls: found a certificate rather than a key in the PEM for the private key"
        );
        assert_eq!(
            check_key_pair(&cert, "").unwrap_err(),
            "tls: failed to find any PEM data in key input"
        );
    }

    #[test]
    fn helm_secrets_prefer_client_certificates_then_basic_auth() {
        let (cert, key, _) = pair();
        let ca = TlsFiles {
            ca: "ca".into(),
            ..TlsFiles::default()
        };
        let basic = helm("h", "n", &labels(), "me", "pw", &ca).unwrap();
        assert_eq!(basic.secret_type, Some("kubernetes.io/basic-auth"));
        assert_eq!(
            basic.string_data.keys().collect::<Vec<_>>(),
            ["ca.crt", "password", "username"]
        );
        let mtls = TlsFiles {
            cert,
            key,
            ca: String::new(),
        };
        let secret = helm("h", "n", &labels(), "me", "pw", &mtls).unwrap();
        assert_eq!(secret.secret_type, Some("kubernetes.io/tls"));
        assert!(!secret.string_data.contains_key("username"));
        let empty = helm("h", "n", &labels(), "", "", &TlsFiles::default()).unwrap();
        assert_eq!(empty.secret_type, None);
        assert_eq!(
            empty.to_value(),
            serde_json::json!({
                "apiVersion": "v1", "kind": "Secret",
                "metadata": {"labels": {"team": "ops"}, "name": "h", "namespace": "n"}
            })
        );
        assert_eq!(
            helm("h", "n", &labels(), "me", "", &TlsFiles::default())
                .unwrap_err()
                .to_string(),
            "password is required"
        );
        assert_eq!(
            helm("h", "n", &labels(), "", "pw", &TlsFiles::default())
                .unwrap_err()
                .to_string(),
            "username is required"
        );
    }

    #[test]
    fn registry_config_is_indented_json() {
        let secret = registry("ghcr", "apps", "ghcr.io", "me", "p<w>").unwrap();
        assert_eq!(secret.secret_type, Some("kubernetes.io/dockerconfigjson"));
        assert!(secret.labels.is_empty());
        assert_eq!(
            secret.string_data[".dockerconfigjson"],
            "{\n  \"auths\": {\n    \"ghcr.io\": {\n      \"username\": \"me\",\n      \
             \"password\": \"p\\u003cw\\u003e\",\n      \"auth\": \"bWU6cDx3Pg==\"\n    }\n  }\n}"
        );
    }

    #[test]
    fn github_app_needs_exactly_one_installation_reference() {
        let app = GitHubApp {
            app_id: "1".into(),
            private_key: "key".into(),
            installation_owner: "org".into(),
            ..GitHubApp::default()
        };
        let secret = github_app("app", "n", &app).unwrap();
        assert_eq!(secret.secret_type, Some("Opaque"));
        assert_eq!(
            secret.string_data.keys().collect::<Vec<_>>(),
            [
                "githubAppID",
                "githubAppInstallationOwner",
                "githubAppPrivateKey"
            ]
        );
        let both = GitHubApp {
            installation_id: "2".into(),
            ..app.clone()
        };
        assert_eq!(
            github_app("app", "n", &both).unwrap_err().to_string(),
            "exactly one of githubAppInstallationOwner or githubAppInstallationID must be provided"
        );
        let no_key = GitHubApp {
            private_key: String::new(),
            ..app
        };
        assert_eq!(
            github_app("app", "n", &no_key).unwrap_err().to_string(),
            "githubAppPrivateKey is required"
        );
    }

    #[test]
    fn receiver_secret_carries_its_webhook_url() {
        let spec = Receiver {
            receiver_type: "gcr".into(),
            token: "test-token".into(),
            hostname: "flux.example.com".into(),
            email_claim: "sa@example.com".into(),
            audience_claim: String::new(),
        };
        let secret = receiver("receiver-secret", "my-namespace", &labels(), &spec).unwrap();
        let url = "https://flux.example.com/hook/\
                   106120121d366c2f67e93200f6c1dbe938235eb588daa5e8c0516d3a77ac1dee";
        assert_eq!(secret.annotations[WEBHOOK_ANNOTATION], url);
        assert_eq!(secret.string_data["audience"], url);
        assert_eq!(secret.secret_type, None);
    }

    #[test]
    fn proxy_and_notation() {
        let secret = proxy("p", "n", &labels(), "http://proxy:3128", "", "pw").unwrap();
        assert_eq!(
            proxy("p", "n", &labels(), "http://proxy:port", "", "")
                .unwrap_err()
                .to_string(),
            "invalid proxy address: parse \"http://proxy:port\": invalid port \":port\" after host"
        );
        assert_eq!(secret.secret_type, Some("Opaque"));
        assert_eq!(
            secret.string_data.keys().collect::<Vec<_>>(),
            ["address", "password"]
        );
        let secret = notation(
            "n",
            "ns",
            &labels(),
            &[("ca.pem".into(), "pem".into())],
            "{}",
        );
        assert_eq!(secret.secret_type, None);
        assert_eq!(
            secret.string_data.keys().collect::<Vec<_>>(),
            ["ca.pem", "trustpolicy.json"]
        );
    }
}
