//! Flux's artifact format: the media types, the OpenContainers annotations that carry the
//! source and revision, and the manifest and config bytes flux v2.9 pushes.

use std::collections::BTreeMap;

use serde::Deserialize;
use sha2::{Digest as _, Sha256};

/// The OCI image manifest media type.
pub const MANIFEST_MEDIA_TYPE: &str = "application/vnd.oci.image.manifest.v1+json";
/// The config media type of Flux artifacts.
pub const CONFIG_MEDIA_TYPE: &str = "application/vnd.cncf.flux.config.v1+json";
/// The content (layer) media type of Flux artifacts.
pub const CONTENT_MEDIA_TYPE: &str = "application/vnd.cncf.flux.content.v1.tar+gzip";

pub const SOURCE_ANNOTATION: &str = "org.opencontainers.image.source";
pub const REVISION_ANNOTATION: &str = "org.opencontainers.image.revision";
pub const CREATED_ANNOTATION: &str = "org.opencontainers.image.created";

/// `--reproducible`'s creation time.
pub const REPRODUCIBLE_CREATED: &str = "1970-01-01T00:00:00Z";

/// The config blob of every artifact flux v2.9.4 pushes: its registry library keeps the empty
/// image's config for a non-image config media type, so the creation time lives in the
/// annotations only.
pub const CONFIG_BLOB: &[u8] = br#"{"architecture":"","created":"0001-01-01T00:00:00Z","os":"","rootfs":{"type":"layers","diff_ids":null},"config":{}}"#;

/// A blob as a manifest refers to it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Descriptor {
    #[serde(rename = "mediaType", default)]
    pub media_type: String,
    #[serde(default)]
    pub size: u64,
    pub digest: String,
}

impl Descriptor {
    pub fn of(media_type: &str, data: &[u8]) -> Self {
        Self {
            media_type: media_type.to_owned(),
            size: data.len() as u64,
            digest: sha256_digest(data),
        }
    }
}

/// The parts of a manifest fluxr reads.
#[derive(Debug, Clone, Deserialize)]
pub struct Manifest {
    #[serde(rename = "mediaType", default)]
    pub media_type: Option<String>,
    pub config: Option<Descriptor>,
    #[serde(default)]
    pub layers: Vec<Descriptor>,
    #[serde(default)]
    pub annotations: BTreeMap<String, String>,
}

impl Manifest {
    pub fn parse(bytes: &[u8]) -> Result<Self, serde_json::Error> {
        serde_json::from_slice(bytes)
    }

    pub fn source(&self) -> &str {
        self.annotation(SOURCE_ANNOTATION)
    }

    pub fn revision(&self) -> &str {
        self.annotation(REVISION_ANNOTATION)
    }

    fn annotation(&self, key: &str) -> &str {
        self.annotations.get(key).map_or("", String::as_str)
    }
}

/// `sha256:<hex>` of the bytes.
pub fn sha256_digest(data: &[u8]) -> String {
    let hash = Sha256::digest(data);
    let mut out = String::with_capacity(71);
    out.push_str("sha256:");
    for byte in hash {
        out.push_str(&format!("{byte:02x}"));
    }
    out
}

/// `moment` in UTC, to the second, as Go's `time.RFC3339` prints it.
pub fn rfc3339_utc(moment: std::time::SystemTime) -> String {
    let seconds = moment
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rest) = (seconds / 86_400, seconds % 86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

/// Whether `value` reads as an RFC 3339 time (`2006-01-02T15:04:05Z07:00`, fractions allowed).
pub fn is_rfc3339(value: &str) -> bool {
    let b = value.as_bytes();
    let digits = |range: std::ops::Range<usize>| {
        b.get(range)
            .is_some_and(|s| s.iter().all(u8::is_ascii_digit))
    };
    if !(digits(0..4)
        && b.get(4) == Some(&b'-')
        && digits(5..7)
        && b.get(7) == Some(&b'-')
        && digits(8..10)
        && b.get(10) == Some(&b'T')
        && digits(11..13)
        && b.get(13) == Some(&b':')
        && digits(14..16)
        && b.get(16) == Some(&b':')
        && digits(17..19))
    {
        return false;
    }
    let mut i = 19;
    if b.get(i) == Some(&b'.') {
        i += 1;
        let start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        if i == start {
            return false;
        }
    }
    match b.get(i) {
        Some(b'Z') => i + 1 == b.len(),
        Some(b'+' | b'-') => {
            digits(i + 1..i + 3)
                && b.get(i + 3) == Some(&b':')
                && digits(i + 4..i + 6)
                && i + 6 == b.len()
        }
        _ => false,
    }
}

/// The manifest bytes, as Go's JSON encoder writes flux's manifest: fields in declaration
/// order, no spaces, annotation keys sorted, HTML characters escaped.
pub fn manifest_json(
    config: &Descriptor,
    layer: &Descriptor,
    annotations: &BTreeMap<String, String>,
) -> Vec<u8> {
    let mut out = String::new();
    out.push_str(r#"{"schemaVersion":2,"mediaType":"#);
    go_string(&mut out, MANIFEST_MEDIA_TYPE);
    out.push_str(r#","config":"#);
    descriptor_json(&mut out, config);
    out.push_str(r#","layers":["#);
    descriptor_json(&mut out, layer);
    out.push(']');
    if !annotations.is_empty() {
        out.push_str(r#","annotations":{"#);
        for (i, (key, value)) in annotations.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            go_string(&mut out, key);
            out.push(':');
            go_string(&mut out, value);
        }
        out.push('}');
    }
    out.push('}');
    out.into_bytes()
}

fn descriptor_json(out: &mut String, d: &Descriptor) {
    out.push_str(r#"{"mediaType":"#);
    go_string(out, &d.media_type);
    out.push_str(&format!(r#","size":{},"digest":"#, d.size));
    go_string(out, &d.digest);
    out.push('}');
}

/// A JSON string the way Go's `encoding/json` writes it.
fn go_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '<' | '>' | '&' | '\u{2028}' | '\u{2029}' => {
                out.push_str(&format!("\\u{:04x}", c as u32));
            }
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times() {
        use std::time::{Duration, UNIX_EPOCH};
        assert_eq!(rfc3339_utc(UNIX_EPOCH), REPRODUCIBLE_CREATED);
        assert_eq!(
            rfc3339_utc(UNIX_EPOCH + Duration::from_secs(1_709_251_199)),
            "2024-02-29T23:59:59Z"
        );
        assert!(is_rfc3339("2024-02-29T23:59:59.5+01:00"));
        assert!(!is_rfc3339("2024-02-29 23:59:59Z"));
        assert!(!is_rfc3339("yesterday"));
    }

    #[test]
    fn manifest_bytes_match_flux() {
        let config = Descriptor::of(CONFIG_MEDIA_TYPE, CONFIG_BLOB);
        assert_eq!(config.size, 115);
        let layer = Descriptor {
            media_type: CONTENT_MEDIA_TYPE.to_owned(),
            size: 10,
            digest: format!("sha256:{}", "0".repeat(64)),
        };
        let annotations = BTreeMap::from([
            (
                SOURCE_ANNOTATION.to_owned(),
                "https://git/a?b=1&c=<2>".to_owned(),
            ),
            (
                CREATED_ANNOTATION.to_owned(),
                REPRODUCIBLE_CREATED.to_owned(),
            ),
        ]);
        let json = String::from_utf8(manifest_json(&config, &layer, &annotations)).unwrap();
        assert_eq!(
            json,
            format!(
                "{{\"schemaVersion\":2,\"mediaType\":\"{MANIFEST_MEDIA_TYPE}\",\"config\":{{\
                 \"mediaType\":\"{CONFIG_MEDIA_TYPE}\",\"size\":115,\"digest\":\"{}\"}},\
                 \"layers\":[{{\"mediaType\":\"{CONTENT_MEDIA_TYPE}\",\"size\":10,\"digest\":\
                 \"sha256:{}\"}}],\"annotations\":{{\"{CREATED_ANNOTATION}\":\
                 \"1970-01-01T00:00:00Z\",\"{SOURCE_ANNOTATION}\":\
                 \"https://git/a?b=1\\u0026c=\\u003c2\\u003e\"}}}}",
                config.digest,
                "0".repeat(64)
            )
        );
        let parsed = Manifest::parse(json.as_bytes()).unwrap();
        assert!(is_rfc3339(REPRODUCIBLE_CREATED));
        assert_eq!(parsed.source(), "https://git/a?b=1&c=<2>");
        assert_eq!(parsed.revision(), "");
        assert_eq!(parsed.layers, [layer]);
    }
}
