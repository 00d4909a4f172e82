//! Go's `time.Duration` text forms: the flags accept what Go's `time.ParseDuration` accepts, and
//! the manifests carry what `metav1.Duration` prints (`1m0s`, `10m0s`, `1h0m0s`), so that a
//! generated object is byte-for-byte what flux writes.

use std::time::Duration;

/// A duration flag value that Go would refuse too; the messages are Go's own.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("time: invalid duration \"{input}\"")]
    Invalid { input: String },
    #[error("time: missing unit in duration \"{input}\"")]
    MissingUnit { input: String },
    #[error("time: unknown unit \"{unit}\" in duration \"{input}\"")]
    UnknownUnit { unit: String, input: String },
    /// Go accepts negative durations; no flag of fluxr means anything by one.
    #[error("negative duration \"{input}\" is not supported")]
    Negative { input: String },
}

const NANOS_PER_UNIT: [(&str, u128); 8] = [
    ("ns", 1),
    ("us", 1_000),
    ("µs", 1_000),
    ("μs", 1_000),
    ("ms", 1_000_000),
    ("s", 1_000_000_000),
    ("m", 60_000_000_000),
    ("h", 3_600_000_000_000),
];

/// Parses a duration the way Go's `time.ParseDuration` does, e.g. `90s`, `1h2m3.5s`, `0`.
///
/// Go allows durations up to about 292 years; longer ones are refused as invalid, like Go does.
pub fn parse(input: &str) -> Result<Duration, Error> {
    let invalid = || Error::Invalid {
        input: input.to_owned(),
    };
    let mut rest = input;
    let mut negative = false;
    if let Some(stripped) = rest.strip_prefix('-') {
        negative = true;
        rest = stripped;
    } else if let Some(stripped) = rest.strip_prefix('+') {
        rest = stripped;
    }
    if rest == "0" {
        return Ok(Duration::ZERO);
    }
    if rest.is_empty() {
        return Err(invalid());
    }
    let mut total: u128 = 0;
    while !rest.is_empty() {
        let int_len = rest.bytes().take_while(u8::is_ascii_digit).count();
        let (int_part, after_int) = rest.split_at(int_len);
        let (frac_part, after_number) = match after_int.strip_prefix('.') {
            Some(after_dot) => {
                let frac_len = after_dot.bytes().take_while(u8::is_ascii_digit).count();
                after_dot.split_at(frac_len)
            }
            None => ("", after_int),
        };
        if int_part.is_empty() && frac_part.is_empty() {
            return Err(invalid());
        }
        let unit_len = after_number
            .char_indices()
            .find(|(_, c)| *c == '.' || c.is_ascii_digit())
            .map_or(after_number.len(), |(i, _)| i);
        let (unit, after_unit) = after_number.split_at(unit_len);
        if unit.is_empty() {
            return Err(Error::MissingUnit {
                input: input.to_owned(),
            });
        }
        let scale = NANOS_PER_UNIT
            .iter()
            .find(|(name, _)| *name == unit)
            .map(|(_, nanos)| *nanos)
            .ok_or_else(|| Error::UnknownUnit {
                unit: unit.to_owned(),
                input: input.to_owned(),
            })?;
        let whole: u128 = if int_part.is_empty() {
            0
        } else {
            int_part.parse().map_err(|_| invalid())?
        };
        let mut value = whole.checked_mul(scale).ok_or_else(invalid)?;
        // Go keeps only as many fraction digits as still change the result.
        let mut place = scale;
        for digit in frac_part.bytes() {
            place /= 10;
            if place == 0 {
                break;
            }
            value += u128::from(digit - b'0') * place;
        }
        total = total.checked_add(value).ok_or_else(invalid)?;
        if total > i64::MAX as u128 {
            return Err(invalid());
        }
        rest = after_unit;
    }
    if negative && total > 0 {
        return Err(Error::Negative {
            input: input.to_owned(),
        });
    }
    Ok(Duration::from_nanos(total as u64))
}

/// Formats a duration as Go's `Duration.String` does: `0s`, `1.5s`, `1m0s`, `1h2m3.5s`, `500ms`.
pub fn format(duration: Duration) -> String {
    let nanos = duration.as_nanos();
    if nanos == 0 {
        return "0s".to_owned();
    }
    if nanos < 1_000 {
        return format!("{nanos}ns");
    }
    if nanos < 1_000_000 {
        return format!("{}{}µs", nanos / 1_000, fraction(nanos % 1_000, 3));
    }
    if nanos < 1_000_000_000 {
        return format!("{}{}ms", nanos / 1_000_000, fraction(nanos % 1_000_000, 6));
    }
    let seconds = nanos / 1_000_000_000;
    let frac = fraction(nanos % 1_000_000_000, 9);
    let (hours, minutes, secs) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}h{minutes}m{secs}{frac}s")
    } else if seconds >= 60 {
        format!("{minutes}m{secs}{frac}s")
    } else {
        format!("{secs}{frac}s")
    }
}

/// `.5` for 500 of 3 digits; empty when there is no fraction, trailing zeros dropped.
fn fraction(value: u128, digits: usize) -> String {
    if value == 0 {
        return String::new();
    }
    let padded = format!("{value:0digits$}");
    format!(".{}", padded.trim_end_matches('0'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roundtrip(input: &str) -> String {
        format(parse(input).unwrap())
    }

    #[test]
    fn formats_like_go() {
        assert_eq!(roundtrip("1m"), "1m0s");
        assert_eq!(roundtrip("10m"), "10m0s");
        assert_eq!(roundtrip("60m"), "1h0m0s");
        assert_eq!(roundtrip("90s"), "1m30s");
        assert_eq!(roundtrip("1h2m3.5s"), "1h2m3.5s");
        assert_eq!(roundtrip("0"), "0s");
        assert_eq!(roundtrip("0s"), "0s");
        assert_eq!(roundtrip("1.5s"), "1.5s");
        assert_eq!(roundtrip("500ms"), "500ms");
        assert_eq!(roundtrip("1500us"), "1.5ms");
        assert_eq!(roundtrip("2µs"), "2µs");
        assert_eq!(roundtrip("42ns"), "42ns");
        assert_eq!(roundtrip(".5h"), "30m0s");
        assert_eq!(roundtrip("1.h"), "1h0m0s");
        assert_eq!(roundtrip("+5s"), "5s");
        assert_eq!(roundtrip("48h"), "48h0m0s");
    }

    #[test]
    fn refuses_what_go_refuses() {
        let err = |s: &str| parse(s).unwrap_err().to_string();
        assert_eq!(err(""), r#"time: invalid duration """#);
        assert_eq!(err("abc"), r#"time: invalid duration "abc""#);
        assert_eq!(err("."), r#"time: invalid duration ".""#);
        assert_eq!(err("1"), r#"time: missing unit in duration "1""#);
        assert_eq!(err("1m30"), r#"time: missing unit in duration "1m30""#);
        assert_eq!(err("1d"), r#"time: unknown unit "d" in duration "1d""#);
        assert_eq!(err("5 s"), r#"time: unknown unit " s" in duration "5 s""#);
        assert_eq!(err("3000000h"), r#"time: invalid duration "3000000h""#);
        assert_eq!(err("-1m"), r#"negative duration "-1m" is not supported"#);
    }

    #[test]
    fn keeps_nanosecond_precision() {
        assert_eq!(parse("1.000000001s").unwrap(), Duration::new(1, 1));
        assert_eq!(parse("1h1ns").unwrap(), Duration::new(3600, 1));
    }
}
