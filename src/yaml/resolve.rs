//! Scalar resolution: what a plain scalar means to yaml.v3 (on the way in) and whether yaml.v2
//! would read a string back as something else (on the way out, which decides quoting).
//!
//! Both follow Go's `strconv` number syntax, because the Go libraries lean on it: `ParseInt` with
//! base 0 reads `0x`, `0o`, `0b` and a leading `0` as octal, and `ParseFloat` accepts forms the
//! YAML float regex would not, which is why both checks are kept side by side.

/// What a plain scalar resolves to.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Resolved {
    Null,
    Bool(bool),
    Int(i64),
    Uint(u64),
    Float(f64),
    /// A plain scalar shaped like a date or date-time.
    Timestamp,
    /// `<<`.
    Merge,
    Str,
}

/// Resolves a plain, untagged scalar the way yaml.v3's `resolve("", s)` does.
pub(crate) fn resolve_plain_v3(s: &str) -> Resolved {
    match s {
        "" | "~" | "null" | "Null" | "NULL" => return Resolved::Null,
        "true" | "True" | "TRUE" => return Resolved::Bool(true),
        "false" | "False" | "FALSE" => return Resolved::Bool(false),
        ".nan" | ".NaN" | ".NAN" => return Resolved::Float(f64::NAN),
        ".inf" | ".Inf" | ".INF" | "+.inf" | "+.Inf" | "+.INF" => {
            return Resolved::Float(f64::INFINITY);
        }
        "-.inf" | "-.Inf" | "-.INF" => return Resolved::Float(f64::NEG_INFINITY),
        "<<" => return Resolved::Merge,
        _ => {}
    }
    let first = s.as_bytes()[0];
    match first {
        b'.' => match go_parse_float(s) {
            Some(f) => Resolved::Float(f),
            None => Resolved::Str,
        },
        b'0'..=b'9' | b'+' | b'-' => {
            if is_timestamp(s) {
                return Resolved::Timestamp;
            }
            resolve_number(s, Dialect::V3).unwrap_or(Resolved::Str)
        }
        _ => Resolved::Str,
    }
}

/// Resolves a plain, untagged scalar the way yaml.v2's `resolve("", s)` does (YAML 1.1:
/// `yes`, `no`, `on`, `off`, `y` and `n` are booleans too).
pub(crate) fn resolve_plain_v2(s: &str) -> Resolved {
    match s {
        "y" | "Y" | "yes" | "Yes" | "YES" | "on" | "On" | "ON" => return Resolved::Bool(true),
        "n" | "N" | "no" | "No" | "NO" | "off" | "Off" | "OFF" => return Resolved::Bool(false),
        _ => {}
    }
    match s.as_bytes().first() {
        Some(b'0'..=b'9' | b'+' | b'-') if !is_timestamp(s) => {
            resolve_number(s, Dialect::V2).unwrap_or(Resolved::Str)
        }
        _ => resolve_plain_v3(s),
    }
}

/// Which Go library's number rules apply.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Dialect {
    /// yaml.v3 as kyaml reads: also `0o17`.
    V3,
    /// The yaml.v2 that kustomize writes with: neither.
    V2,
}

/// The int and float part shared by v2 and v3.
fn resolve_number(s: &str, dialect: Dialect) -> Option<Resolved> {
    let plain: std::borrow::Cow<str> = if s.contains('_') {
        s.replace('_', "").into()
    } else {
        s.into()
    };
    let plain = plain.as_ref();
    if let Ok(i) = go_parse_int(plain) {
        return Some(Resolved::Int(i));
    }
    if let Ok(u) = go_parse_uint(plain) {
        return Some(Resolved::Uint(u));
    }
    if is_yaml_style_float(plain)
        && let Some(f) = go_parse_float(plain)
    {
        return Some(Resolved::Float(f));
    }
    let radix_body = |prefix: &str| plain.strip_prefix(prefix);
    for (prefix, radix) in [("0b", 2), ("-0b", 2), ("0o", 8), ("-0o", 8)] {
        if radix == 8 && dialect == Dialect::V2 {
            continue;
        }
        if let Some(body) = radix_body(prefix) {
            let negative = prefix.starts_with('-');
            if let Some(r) = parse_radix_plain(body, radix, negative) {
                return Some(r);
            }
        }
    }
    None
}

fn parse_radix_plain(body: &str, radix: u32, negative: bool) -> Option<Resolved> {
    if body.is_empty() || body.starts_with(['+', '-']) {
        return None;
    }
    let magnitude = u64::from_str_radix(body, radix).ok()?;
    if negative {
        if magnitude <= i64::MAX as u64 + 1 {
            return Some(Resolved::Int((magnitude as i128).wrapping_neg() as i64));
        }
        None
    } else if magnitude <= i64::MAX as u64 {
        Some(Resolved::Int(magnitude as i64))
    } else {
        Some(Resolved::Uint(magnitude))
    }
}

#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum IntError {
    Syntax,
    Range,
}

/// Splits Go's base-0 prefix: `0x`, `0o`, `0b`, or a leading `0` meaning octal.
fn split_radix(body: &str) -> Option<(u32, &str)> {
    let b = body.as_bytes();
    if b.len() >= 2 && b[0] == b'0' {
        match b[1] {
            b'x' | b'X' => return Some((16, &body[2..])),
            b'o' | b'O' => return Some((8, &body[2..])),
            b'b' | b'B' => return Some((2, &body[2..])),
            _ => return Some((8, &body[1..])),
        }
    }
    if body.is_empty() {
        return None;
    }
    Some((10, body))
}

/// Go's `strconv.ParseUint(s, 0, 64)` (underscores already removed by the caller).
fn go_parse_uint(s: &str) -> Result<u64, IntError> {
    let (radix, digits) = split_radix(s).ok_or(IntError::Syntax)?;
    if digits.is_empty() {
        return Err(IntError::Syntax);
    }
    let mut value: u64 = 0;
    let mut overflow = false;
    for c in digits.bytes() {
        let d = (c as char).to_digit(radix).ok_or(IntError::Syntax)?;
        match value
            .checked_mul(u64::from(radix))
            .and_then(|v| v.checked_add(u64::from(d)))
        {
            Some(v) => value = v,
            None => overflow = true,
        }
    }
    if overflow {
        Err(IntError::Range)
    } else {
        Ok(value)
    }
}

/// Go's `strconv.ParseInt(s, 0, 64)`.
fn go_parse_int(s: &str) -> Result<i64, IntError> {
    let (negative, body) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        Some(_) => (false, s),
        None => return Err(IntError::Syntax),
    };
    let magnitude = go_parse_uint(body)?;
    if negative {
        if magnitude > i64::MAX as u64 + 1 {
            return Err(IntError::Range);
        }
        Ok((magnitude as i128).wrapping_neg() as i64)
    } else if magnitude > i64::MAX as u64 {
        Err(IntError::Range)
    } else {
        Ok(magnitude as i64)
    }
}

/// `^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$`
pub(crate) fn is_yaml_style_float(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let start = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i - start
    };
    if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
        i += 1;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        if digits(&mut i) == 0 {
            return false;
        }
    } else {
        if digits(&mut i) == 0 {
            return false;
        }
        if i < b.len() && b[i] == b'.' {
            i += 1;
            digits(&mut i);
        }
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
            i += 1;
        }
        if digits(&mut i) == 0 {
            return false;
        }
    }
    i == b.len()
}

/// Go's `strconv.ParseFloat(s, 64)` for the decimal forms YAML can produce; Go's extra spellings
/// (`inf`, `nan`, hex floats) cannot reach it because the callers filter by the first byte.
fn go_parse_float(s: &str) -> Option<f64> {
    let b = s.as_bytes();
    // Rust accepts "inf"/"nan"/"infinity", which Go also accepts, but a '.' or digit first byte
    // excludes them; reject anything that is not plain decimal syntax.
    let mut seen_digit = false;
    let mut i = 0;
    if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
        i += 1;
    }
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
        seen_digit = true;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
            seen_digit = true;
        }
    }
    if !seen_digit {
        return None;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return None;
        }
    }
    if i != b.len() {
        return None;
    }
    // Go reports a range error (and the scalar stays a string) where Rust returns infinity.
    s.parse::<f64>().ok().filter(|f| f.is_finite())
}

/// Whether yaml.v2 would read `s`, written plain, as anything but a string (so it must be quoted).
pub(crate) fn v2_needs_quotes(s: &str) -> bool {
    match s {
        "y" | "Y" | "yes" | "Yes" | "YES" | "true" | "True" | "TRUE" | "on" | "On" | "ON" | "n"
        | "N" | "no" | "No" | "NO" | "false" | "False" | "FALSE" | "off" | "Off" | "OFF" | ""
        | "~" | "null" | "Null" | "NULL" | ".nan" | ".NaN" | ".NAN" | ".inf" | ".Inf" | ".INF"
        | "+.inf" | "+.Inf" | "+.INF" | "-.inf" | "-.Inf" | "-.INF" => return true,
        _ => {}
    }
    match s.as_bytes()[0] {
        b'.' => go_parse_float(s).is_some(),
        b'0'..=b'9' | b'+' | b'-' => {
            is_timestamp(s) || resolve_number(s, Dialect::V2).is_some() || is_base60_float(s)
        }
        _ => false,
    }
}

/// yaml.v2 quotes YAML 1.1 sexagesimal numbers: `^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$`.
fn is_base60_float(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
        i += 1;
    }
    if i >= b.len() || !b[i].is_ascii_digit() {
        return false;
    }
    i += 1;
    while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'_') {
        i += 1;
    }
    let mut groups = 0;
    while i < b.len() && b[i] == b':' {
        i += 1;
        // [0-5]?[0-9]: one digit, or two digits whose first is 0-5.
        if i + 1 < b.len() && (b'0'..=b'5').contains(&b[i]) && b[i + 1].is_ascii_digit() {
            i += 2;
        } else if i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        } else {
            return false;
        }
        groups += 1;
    }
    if groups == 0 {
        return false;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'_') {
            i += 1;
        }
    }
    i == b.len()
}

/// A timestamp as Go's yaml libraries accept one: `time.Parse` with one of the layouts
/// `2006-1-2T15:4:5.999999999Z07:00` (also with `t`), `2006-1-2 15:4:5.999999999` or `2006-1-2`.
pub(crate) fn is_timestamp(s: &str) -> bool {
    parse_timestamp(s).is_some()
}

/// A parsed timestamp, kept as the parts needed to print it in RFC 3339 form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Timestamp {
    pub year: u32,
    pub month: u32,
    pub day: u32,
    pub time: Option<(u32, u32, u32, String)>,
    /// Offset in minutes east of UTC; `None` is `Z` (or no zone, which Go reads as UTC).
    pub offset_minutes: Option<i32>,
}

impl Timestamp {
    /// Go's `time.Time.Format(time.RFC3339Nano)`.
    pub fn rfc3339_nano(&self) -> String {
        let mut out = format!("{:04}-{:02}-{:02}T", self.year, self.month, self.day);
        match &self.time {
            Some((h, m, sec, frac)) => {
                out.push_str(&format!("{h:02}:{m:02}:{sec:02}"));
                let frac = frac.get(..9).unwrap_or(frac).trim_end_matches('0');
                if !frac.is_empty() {
                    out.push('.');
                    out.push_str(frac);
                }
            }
            None => out.push_str("00:00:00"),
        }
        match self.offset_minutes {
            None | Some(0) => out.push('Z'),
            Some(off) => {
                let sign = if off < 0 { '-' } else { '+' };
                let off = off.unsigned_abs();
                out.push_str(&format!("{sign}{:02}:{:02}", off / 60, off % 60));
            }
        }
        out
    }
}

/// Reads one or two digits, as Go's `getnum(s, false)`.
fn getnum(b: &[u8], i: &mut usize) -> Option<u32> {
    let first = *b.get(*i)?;
    if !first.is_ascii_digit() {
        return None;
    }
    *i += 1;
    let mut v = u32::from(first - b'0');
    if let Some(&c) = b.get(*i)
        && c.is_ascii_digit()
    {
        v = v * 10 + u32::from(c - b'0');
        *i += 1;
    }
    Some(v)
}

fn days_in(month: u32, year: u32) -> u32 {
    match month {
        2 if (year.is_multiple_of(4) && !year.is_multiple_of(100)) || year.is_multiple_of(400) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

pub(crate) fn parse_timestamp(s: &str) -> Option<Timestamp> {
    let b = s.as_bytes();
    if b.len() < 5 || !b[..4].iter().all(u8::is_ascii_digit) || b[4] != b'-' {
        return None;
    }
    let year: u32 = s[..4].parse().ok()?;
    let mut i = 5;
    let month = getnum(b, &mut i)?;
    if b.get(i) != Some(&b'-') {
        return None;
    }
    i += 1;
    let day = getnum(b, &mut i)?;
    if !(1..=12).contains(&month) || day < 1 || day > days_in(month, year) {
        return None;
    }
    let mut ts = Timestamp {
        year,
        month,
        day,
        time: None,
        offset_minutes: None,
    };
    if i == b.len() {
        return Some(ts);
    }
    let zoned = match b[i] {
        b'T' | b't' => true,
        b' ' => false,
        _ => return None,
    };
    i += 1;
    // Go's time.Parse lets one space of the layout match any run of spaces.
    while !zoned && b.get(i) == Some(&b' ') {
        i += 1;
    }
    let hour = getnum(b, &mut i)?;
    if b.get(i) != Some(&b':') {
        return None;
    }
    i += 1;
    let minute = getnum(b, &mut i)?;
    if b.get(i) != Some(&b':') {
        return None;
    }
    i += 1;
    let second = getnum(b, &mut i)?;
    if hour >= 24 || minute >= 60 || second >= 60 {
        return None;
    }
    let mut frac = String::new();
    if i + 1 < b.len() && (b[i] == b'.' || b[i] == b',') && b[i + 1].is_ascii_digit() {
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            frac.push(b[i] as char);
            i += 1;
        }
    }
    ts.time = Some((hour, minute, second, frac));
    if !zoned {
        return (i == b.len()).then_some(ts);
    }
    match b.get(i)? {
        b'Z' => {
            i += 1;
        }
        &sign @ (b'+' | b'-') => {
            let zone = b.get(i + 1..i + 6)?;
            if !zone[..2].iter().all(u8::is_ascii_digit)
                || zone[2] != b':'
                || !zone[3..].iter().all(u8::is_ascii_digit)
            {
                return None;
            }
            let hh = u32::from(zone[0] - b'0') * 10 + u32::from(zone[1] - b'0');
            let mm = u32::from(zone[3] - b'0') * 10 + u32::from(zone[4] - b'0');
            if hh > 24 || mm > 60 {
                return None;
            }
            let off = (hh * 60 + mm) as i32;
            ts.offset_minutes = Some(if sign == b'-' { -off } else { off });
            i += 6;
        }
        _ => return None,
    }
    (i == b.len()).then_some(ts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn v3_reads_yaml_1_2_booleans_only() {
        assert_eq!(resolve_plain_v3("True"), Resolved::Bool(true));
        assert_eq!(resolve_plain_v3("on"), Resolved::Str);
        assert_eq!(resolve_plain_v3("yes"), Resolved::Str);
        assert_eq!(resolve_plain_v3("~"), Resolved::Null);
    }

    #[test]
    fn v3_reads_go_integer_syntax() {
        assert_eq!(resolve_plain_v3("0123"), Resolved::Int(83));
        assert_eq!(resolve_plain_v3("0x1F"), Resolved::Int(31));
        assert_eq!(resolve_plain_v3("0o17"), Resolved::Int(15));
        assert_eq!(resolve_plain_v3("-0b101"), Resolved::Int(-5));
        assert_eq!(resolve_plain_v3("08"), Resolved::Float(8.0));
        assert_eq!(resolve_plain_v3("1e3"), Resolved::Float(1000.0));
        assert_eq!(
            resolve_plain_v3("18446744073709551615"),
            Resolved::Uint(u64::MAX)
        );
        assert_eq!(resolve_plain_v3("1.2.3"), Resolved::Str);
        assert_eq!(resolve_plain_v3("+"), Resolved::Str);
    }

    #[test]
    fn v2_quotes_yaml_1_1_lookalikes() {
        for s in [
            "yes",
            "on",
            "y",
            "n",
            "0123",
            "8080",
            "1e3",
            "~",
            "null",
            "2024-01-01",
            "1:20",
            "",
            "0b1",
            ".5",
            "-1",
            "+1",
            "1_000",
            "2024-01-01  00:00:00",
        ] {
            assert!(v2_needs_quotes(s), "{s}");
        }
        for s in [
            "a",
            "1.2.3",
            "x:y",
            "1:2:3a",
            "-",
            "0x",
            "yess",
            "2024-13-01",
            "1:60",
            "<<",
            "1e400",
            "0xFFFFFFFFFFFFFFFFFFFF",
        ] {
            assert!(!v2_needs_quotes(s), "{s}");
        }
    }

    #[test]
    fn timestamps_print_as_rfc3339() {
        let t = parse_timestamp("2001-12-14t21:59:43.10-05:00").unwrap();
        assert_eq!(t.rfc3339_nano(), "2001-12-14T21:59:43.1-05:00");
        let t = parse_timestamp("2002-1-2").unwrap();
        assert_eq!(t.rfc3339_nano(), "2002-01-02T00:00:00Z");
        assert!(parse_timestamp("2002-02-30").is_none());
        assert!(parse_timestamp("2002-01-02T10:00:00").is_none());
        assert!(parse_timestamp("2002-01-02 10:00:00").is_some());
    }
}
