//! Go's `time.Duration`: signed nanoseconds, read as `time.ParseDuration` reads a flag and printed
//! as `Duration.String` prints one (`1m0s`, `-1m0s`, `1h2m3.5s`), so that a flag takes what flux's
//! takes and a generated object is byte for byte what flux writes.

use std::fmt;

/// A duration flag value that Go would refuse too; the messages are Go's own.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("time: invalid duration {}", quote(.input))]
    Invalid { input: String },
    #[error("time: missing unit in duration {}", quote(.input))]
    MissingUnit { input: String },
    #[error("time: unknown unit {} in duration {}", quote(.unit), quote(.input))]
    UnknownUnit { unit: String, input: String },
}

/// A Go `time.Duration`: a count of nanoseconds that may be negative, up to about 292 years
/// either way.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GoDuration(i64);

const SECOND: i64 = 1_000_000_000;

impl GoDuration {
    pub const ZERO: Self = Self(0);

    pub const fn from_secs(seconds: i64) -> Self {
        Self(seconds * SECOND)
    }

    pub const fn from_nanos(nanos: i64) -> Self {
        Self(nanos)
    }

    pub const fn as_nanos(self) -> i64 {
        self.0
    }

    pub const fn is_zero(self) -> bool {
        self.0 == 0
    }

    pub const fn is_positive(self) -> bool {
        self.0 > 0
    }

    /// The time a wait or a deadline takes: a negative duration is already over, as a Go
    /// context or timer makes of it.
    pub fn to_std(self) -> std::time::Duration {
        std::time::Duration::from_nanos(self.0.max(0).unsigned_abs())
    }

    /// Whole seconds, rounded half away from zero: Go's `d.Round(time.Second).Seconds()` as an
    /// int64.
    pub fn round_seconds(self) -> i64 {
        let (whole, rest) = (self.0 / SECOND, self.0 % SECOND);
        if rest.unsigned_abs() * 2 < SECOND.unsigned_abs() {
            whole
        } else {
            whole + rest.signum()
        }
    }
}

impl From<std::time::Duration> for GoDuration {
    /// Saturates at Go's largest duration.
    fn from(value: std::time::Duration) -> Self {
        Self(i64::try_from(value.as_nanos()).unwrap_or(i64::MAX))
    }
}

impl std::str::FromStr for GoDuration {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self, Error> {
        parse(s)
    }
}

impl fmt::Display for GoDuration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format(*self))
    }
}

const NANOS_PER_UNIT: [(&str, u64); 8] = [
    ("ns", 1),
    ("us", 1_000),
    ("µs", 1_000),
    ("μs", 1_000),
    ("ms", 1_000_000),
    ("s", 1_000_000_000),
    ("m", 60_000_000_000),
    ("h", 3_600_000_000_000),
];

/// Go's bound on the magnitude it accumulates: 1<<63, so that the most negative duration parses.
const LIMIT: u64 = 1 << 63;

/// Parses a duration the way Go's `time.ParseDuration` does: an optional sign, then one or more
/// decimal numbers with a unit each (`90s`, `-1m`, `1h2m3.5s`, `.5h`), or a bare `0`.
pub fn parse(input: &str) -> Result<GoDuration, Error> {
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
        return Ok(GoDuration::ZERO);
    }
    if rest.is_empty() {
        return Err(invalid());
    }
    let mut total: u64 = 0;
    while !rest.is_empty() {
        if !rest.starts_with(|c: char| c == '.' || c.is_ascii_digit()) {
            return Err(invalid());
        }
        let int_len = rest.bytes().take_while(u8::is_ascii_digit).count();
        let (int_part, after_int) = rest.split_at(int_len);
        let whole = leading_int(int_part).ok_or_else(invalid)?;
        let (fraction, scale, frac_len, after_number) = match after_int.strip_prefix('.') {
            Some(after_dot) => {
                let len = after_dot.bytes().take_while(u8::is_ascii_digit).count();
                let (digits, after) = after_dot.split_at(len);
                let (fraction, scale) = leading_fraction(digits);
                (fraction, scale, len, after)
            }
            None => (0, 1.0, 0, after_int),
        };
        if int_len == 0 && frac_len == 0 {
            return Err(invalid());
        }
        let unit_len = after_number
            .char_indices()
            .find(|(_, c)| *c == '.' || c.is_ascii_digit())
            .map_or(after_number.len(), |(i, _)| i);
        if unit_len == 0 {
            return Err(Error::MissingUnit {
                input: input.to_owned(),
            });
        }
        let (unit, after_unit) = after_number.split_at(unit_len);
        let scale_ns = NANOS_PER_UNIT
            .iter()
            .find(|(name, _)| *name == unit)
            .map(|(_, nanos)| *nanos)
            .ok_or_else(|| Error::UnknownUnit {
                unit: unit.to_owned(),
                input: input.to_owned(),
            })?;
        if whole > LIMIT / scale_ns {
            return Err(invalid());
        }
        let mut value = whole * scale_ns;
        if fraction > 0 {
            // Go computes the fraction in float64, which is what makes `.1h` exact to the
            // nanosecond; the same arithmetic gives the same result.
            value += (fraction as f64 * (scale_ns as f64 / scale)) as u64;
            if value > LIMIT {
                return Err(invalid());
            }
        }
        total = total.checked_add(value).ok_or_else(invalid)?;
        if total > LIMIT {
            return Err(invalid());
        }
        rest = after_unit;
    }
    if negative {
        return Ok(GoDuration((total as i64).wrapping_neg()));
    }
    i64::try_from(total).map(GoDuration).map_err(|_| invalid())
}

/// `[0-9]*` as a number, `None` past 1<<63 (Go's overflow check).
fn leading_int(digits: &str) -> Option<u64> {
    let mut x: u64 = 0;
    for digit in digits.bytes() {
        if x > LIMIT / 10 {
            return None;
        }
        x = x * 10 + u64::from(digit - b'0');
        if x > LIMIT {
            return None;
        }
    }
    Some(x)
}

/// The fraction digits and their scale (10 per digit kept); digits past what a u64 holds are
/// dropped, as Go drops them.
fn leading_fraction(digits: &str) -> (u64, f64) {
    let (mut x, mut scale) = (0u64, 1.0f64);
    for digit in digits.bytes() {
        if x > (LIMIT - 1) / 10 {
            break;
        }
        let y = x * 10 + u64::from(digit - b'0');
        if y > LIMIT {
            break;
        }
        x = y;
        scale *= 10.0;
    }
    (x, scale)
}

/// Go's `time.quote`, which its duration and time errors use: double quotes, `"` and `\` escaped, bytes of non-ASCII and control
/// characters as `\xNN`.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        if !c.is_ascii() || c < ' ' {
            let mut buf = [0u8; 4];
            for byte in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&std::format!("\\x{byte:02x}"));
            }
        } else {
            if c == '"' || c == '\\' {
                out.push('\\');
            }
            out.push(c);
        }
    }
    out.push('"');
    out
}

/// Formats a duration as Go's `Duration.String` does: `0s`, `1.5s`, `1m0s`, `-1h2m3.5s`,
/// `500ms`, `2µs`.
pub fn format(duration: impl Into<GoDuration>) -> String {
    let nanos = duration.into().0;
    let sign = if nanos < 0 { "-" } else { "" };
    let u = nanos.unsigned_abs();
    if u == 0 {
        return "0s".to_owned();
    }
    let body = if u < 1_000 {
        std::format!("{u}ns")
    } else if u < 1_000_000 {
        std::format!("{}{}µs", u / 1_000, fraction(u % 1_000, 3))
    } else if u < 1_000_000_000 {
        std::format!("{}{}ms", u / 1_000_000, fraction(u % 1_000_000, 6))
    } else {
        let seconds = u / 1_000_000_000;
        let frac = fraction(u % 1_000_000_000, 9);
        let (hours, minutes, secs) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
        if hours > 0 {
            std::format!("{hours}h{minutes}m{secs}{frac}s")
        } else if seconds >= 60 {
            std::format!("{minutes}m{secs}{frac}s")
        } else {
            std::format!("{secs}{frac}s")
        }
    };
    std::format!("{sign}{body}")
}

/// `.5` for 500 of 3 digits; empty when there is no fraction, trailing zeros dropped.
fn fraction(value: u64, digits: usize) -> String {
    if value == 0 {
        return String::new();
    }
    let padded = std::format!("{value:0digits$}");
    std::format!(".{}", padded.trim_end_matches('0'))
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
        assert_eq!(roundtrip("-0"), "0s");
        assert_eq!(roundtrip("0s"), "0s");
        assert_eq!(roundtrip("1.5s"), "1.5s");
        assert_eq!(roundtrip("500ms"), "500ms");
        assert_eq!(roundtrip("1500us"), "1.5ms");
        assert_eq!(roundtrip("2µs"), "2µs");
        assert_eq!(roundtrip("2μs"), "2µs");
        assert_eq!(roundtrip("42ns"), "42ns");
        assert_eq!(roundtrip(".5h"), "30m0s");
        assert_eq!(roundtrip("1.h"), "1h0m0s");
        assert_eq!(roundtrip("+5s"), "5s");
        assert_eq!(roundtrip("48h"), "48h0m0s");
        assert_eq!(roundtrip("1m1m"), "2m0s");
    }

    #[test]
    fn signs_as_go_reads_and_prints_them() {
        assert_eq!(parse("-1m").unwrap(), GoDuration::from_secs(-60));
        assert_eq!(roundtrip("-1m"), "-1m0s");
        assert_eq!(roundtrip("-5s"), "-5s");
        assert_eq!(roundtrip("-1.5h"), "-1h30m0s");
        assert_eq!(roundtrip("-300ms"), "-300ms");
        assert_eq!(roundtrip("-1ns"), "-1ns");
        // The whole range, both ends.
        assert_eq!(
            roundtrip("2562047h47m16.854775807s"),
            "2562047h47m16.854775807s"
        );
        assert_eq!(
            roundtrip("-2562047h47m16.854775808s"),
            "-2562047h47m16.854775808s"
        );
        assert_eq!(
            parse("-9223372036854775808ns").unwrap().as_nanos(),
            i64::MIN
        );
    }

    #[test]
    fn refuses_what_go_refuses() {
        let err = |s: &str| parse(s).unwrap_err().to_string();
        assert_eq!(err(""), r#"time: invalid duration """#);
        assert_eq!(err("-"), r#"time: invalid duration "-""#);
        assert_eq!(err("abc"), r#"time: invalid duration "abc""#);
        assert_eq!(err("."), r#"time: invalid duration ".""#);
        assert_eq!(err(".s"), r#"time: invalid duration ".s""#);
        assert_eq!(err("--1s"), r#"time: invalid duration "--1s""#);
        assert_eq!(err("1"), r#"time: missing unit in duration "1""#);
        assert_eq!(err("1m30"), r#"time: missing unit in duration "1m30""#);
        assert_eq!(err("1d"), r#"time: unknown unit "d" in duration "1d""#);
        assert_eq!(err("5 s"), r#"time: unknown unit " s" in duration "5 s""#);
        assert_eq!(
            err("1é"),
            r#"time: unknown unit "\xc3\xa9" in duration "1\xc3\xa9""#
        );
        assert_eq!(err("3000000h"), r#"time: invalid duration "3000000h""#);
        assert_eq!(
            err("9223372036854775808ns"),
            r#"time: invalid duration "9223372036854775808ns""#
        );
        assert_eq!(
            err("2562047h47m16.854775808s"),
            r#"time: invalid duration "2562047h47m16.854775808s""#
        );
        assert_eq!(
            err("99999999999999999999s"),
            r#"time: invalid duration "99999999999999999999s""#
        );
    }

    #[test]
    fn fractions_as_go_computes_them() {
        assert_eq!(
            parse("1.000000001s").unwrap(),
            GoDuration::from_nanos(SECOND + 1)
        );
        assert_eq!(
            parse("1h1ns").unwrap(),
            GoDuration::from_nanos(3600 * SECOND + 1)
        );
        assert_eq!(parse(".1h").unwrap(), GoDuration::from_secs(360));
        assert_eq!(parse("1.0000000001s").unwrap(), GoDuration::from_secs(1));
    }

    #[test]
    fn rounds_to_seconds_as_go() {
        let secs = |s: &str| parse(s).unwrap().round_seconds();
        assert_eq!(secs("1.5s"), 2);
        assert_eq!(secs("1.4s"), 1);
        assert_eq!(secs("400ms"), 0);
        assert_eq!(secs("-1.5s"), -2);
        assert_eq!(secs("-1.4s"), -1);
        assert_eq!(secs("-1m"), -60);
        assert_eq!(parse("-5s").unwrap().to_std(), std::time::Duration::ZERO);
        assert_eq!(
            parse("5s").unwrap().to_std(),
            std::time::Duration::from_secs(5)
        );
    }
}
