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

/// Why Go's `time.Parse(time.RFC3339, value)` refuses `value`, in its words; `None` when it
/// takes it. Go's parser is laxer than RFC 3339 (a one-digit hour, a fraction of any length).
pub fn rfc3339_error(value: &str) -> Option<String> {
    const LAYOUT: &str = "2006-01-02T15:04:05Z07:00";
    let q = crate::duration::quote;
    let cannot = |rest: &str, element: &str| {
        Some(format!(
            "parsing time {} as {}: cannot parse {} as {}",
            q(value),
            q(LAYOUT),
            q(rest),
            q(element)
        ))
    };
    let out_of_range = |what: &str| Some(format!("parsing time {}: {what} out of range", q(value)));
    // Go's getnum: one or two digits, two when `fixed`.
    fn number(s: &str, fixed: bool) -> Option<(u32, &str)> {
        let b = s.as_bytes();
        let digit = |i: usize| {
            b.get(i)
                .filter(|c| c.is_ascii_digit())
                .map(|c| u32::from(c - b'0'))
        };
        let first = digit(0)?;
        match digit(1) {
            Some(second) => Some((first * 10 + second, &s[2..])),
            None if fixed => None,
            None => Some((first, &s[1..])),
        }
    }
    let mut rest = value;
    let Some(year) = rest
        .get(..4)
        .filter(|y| y.bytes().all(|c| c.is_ascii_digit()))
    else {
        return cannot(rest, "2006");
    };
    let year: u32 = year.parse().unwrap_or_default();
    rest = &rest[4..];
    let mut fields = [0u32; 5];
    let elements = [
        ("-", "01", true),
        ("-", "02", true),
        ("T", "15", false),
        (":", "04", true),
        (":", "05", true),
    ];
    let limits = [
        ("month", 1, 12),
        ("day", 0, 99),
        ("hour", 0, 23),
        ("minute", 0, 59),
        ("second", 0, 59),
    ];
    for (i, (prefix, element, fixed)) in elements.into_iter().enumerate() {
        let Some(after) = rest.strip_prefix(prefix) else {
            return cannot(rest, prefix);
        };
        let Some((n, after)) = number(after, fixed) else {
            return cannot(after, element);
        };
        let (what, low, high) = limits[i];
        if n < low || n > high {
            return out_of_range(what);
        }
        fields[i] = n;
        rest = after;
    }
    // A fraction of a second is taken though the layout has none.
    if rest.len() >= 2 && rest.starts_with(['.', ',']) && rest.as_bytes()[1].is_ascii_digit() {
        rest = rest[1..].trim_start_matches(|c: char| c.is_ascii_digit());
    }
    if let Some(after) = rest.strip_prefix('Z') {
        rest = after;
    } else {
        let b = rest.as_bytes();
        let (Some(hours), Some(minutes), Some(after)) =
            (rest.get(1..3), rest.get(4..6), rest.get(6..))
        else {
            return cannot(rest, "Z07:00");
        };
        if b[3] != b':' {
            return cannot(rest, "Z07:00");
        }
        let (Some((hours, _)), Some((minutes, _))) = (number(hours, true), number(minutes, true))
        else {
            return cannot(after, "Z07:00");
        };
        if hours > 24 {
            return out_of_range("time zone offset hour");
        }
        if minutes > 60 {
            return out_of_range("time zone offset minute");
        }
        if !matches!(b[0], b'+' | b'-') {
            return cannot(after, "Z07:00");
        }
        rest = after;
    }
    if !rest.is_empty() {
        return Some(format!(
            "parsing time {}: extra text: {}",
            q(value),
            q(rest)
        ));
    }
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    let days = match fields[0] {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    if fields[1] < 1 || fields[1] > days {
        return out_of_range("day");
    }
    None
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
        assert_eq!(rfc3339_error("2024-02-29T23:59:59.5+01:00"), None);
        assert_eq!(rfc3339_error("2024-02-29T1:59:59Z"), None);
        let error = |value: &str| rfc3339_error(value).unwrap();
        let layout = r#"as "2006-01-02T15:04:05Z07:00""#;
        assert_eq!(
            error("yesterday"),
            format!(r#"parsing time "yesterday" {layout}: cannot parse "yesterday" as "2006""#)
        );
        assert_eq!(
            error("2024-02-29 23:59:59Z"),
            format!(
                r#"parsing time "2024-02-29 23:59:59Z" {layout}: cannot parse " 23:59:59Z" as "T""#
            )
        );
        assert_eq!(
            error("2024-1-02T00:00:00Z"),
            format!(
                r#"parsing time "2024-1-02T00:00:00Z" {layout}: cannot parse "1-02T00:00:00Z" as "01""#
            )
        );
        assert_eq!(
            error("2024-13-01T00:00:00Z"),
            r#"parsing time "2024-13-01T00:00:00Z": month out of range"#
        );
        assert_eq!(
            error("2023-02-29T00:00:00Z"),
            r#"parsing time "2023-02-29T00:00:00Z": day out of range"#
        );
        assert_eq!(
            error("2024-01-01T00:00:00"),
            format!(r#"parsing time "2024-01-01T00:00:00" {layout}: cannot parse "" as "Z07:00""#)
        );
        assert_eq!(
            error("2024-01-01T00:00:00Zjunk"),
            r#"parsing time "2024-01-01T00:00:00Zjunk": extra text: "junk""#
        );
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
        assert_eq!(rfc3339_error(REPRODUCIBLE_CREATED), None);
        assert_eq!(parsed.source(), "https://git/a?b=1&c=<2>");
        assert_eq!(parsed.revision(), "");
        assert_eq!(parsed.layers, [layer]);
    }
}
