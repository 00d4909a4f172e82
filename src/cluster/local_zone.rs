//! Go's `time.Local`, which flux prints every `metav1.Time` in. Go reads `TZ` itself
//! (`time/zoneinfo_unix.go`, `initLocal`) and, without the `time/tzdata` package flux does not
//! embed, knows only zone files: a POSIX rule such as `IST-5:30`, a name no zone file has, or an
//! empty `TZ` leaves Go, and so flux, in UTC, where a C library would honour the rule.

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::sync::OnceLock;

use jiff::tz::TimeZone;

/// Go's `platformZoneSources`: where a relative `TZ` is looked up, in order.
const ZONE_SOURCES: [&str; 4] = [
    "/usr/share/zoneinfo/",
    "/usr/share/lib/zoneinfo/",
    "/usr/lib/locale/TZ/",
    "/etc/zoneinfo",
];

/// Go's `maxFileSize` for a zone file.
const MAX_ZONE_FILE: u64 = 10 << 20;

/// The zone Go's `time.Local` is for this process, read once as Go does.
pub fn go_local() -> TimeZone {
    static LOCAL: OnceLock<TimeZone> = OnceLock::new();
    LOCAL
        .get_or_init(|| from_tz(std::env::var_os("TZ").as_deref()))
        .clone()
}

/// `initLocal` for a given value of `TZ` (`None` when it is unset).
fn from_tz(tz: Option<&OsStr>) -> TimeZone {
    let Some(tz) = tz else {
        return load(Path::new("/etc/localtime")).unwrap_or(TimeZone::UTC);
    };
    let bytes = tz.as_bytes();
    let name = bytes.strip_prefix(b":").unwrap_or(bytes);
    if name.starts_with(b"/") {
        return load(Path::new(OsStr::from_bytes(name))).unwrap_or(TimeZone::UTC);
    }
    if name.is_empty() || name == b"UTC" {
        return TimeZone::UTC;
    }
    ZONE_SOURCES
        .iter()
        .find_map(|dir| {
            let mut path = dir.as_bytes().to_vec();
            path.push(b'/');
            path.extend_from_slice(name);
            load(Path::new(OsStr::from_bytes(&path)))
        })
        .unwrap_or(TimeZone::UTC)
}

/// A TZif file as Go's `LoadLocationFromTZData` takes it; anything else is no zone.
fn load(path: &Path) -> Option<TimeZone> {
    use std::io::Read as _;
    let mut data = Vec::new();
    std::fs::File::open(path)
        .ok()?
        .take(MAX_ZONE_FILE + 1)
        .read_to_end(&mut data)
        .ok()?;
    if data.len() as u64 > MAX_ZONE_FILE {
        return None;
    }
    TimeZone::tzif("Local", &data).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offset_in_july(zone: &TimeZone) -> i32 {
        let time: jiff::Timestamp = "2021-07-16T15:42:20Z".parse().unwrap();
        zone.to_offset(time).seconds()
    }

    #[test]
    fn posix_rules_unknown_names_and_empty_values_fall_back_to_utc() {
        for tz in [
            "",
            ":",
            "UTC",
            "IST-5:30",
            "EST+5EDT,M3.2.0/2,M11.1.0/2",
            "No/Such_Zone",
        ] {
            let zone = from_tz(Some(OsStr::new(tz)));
            assert_eq!(offset_in_july(&zone), 0, "TZ={tz:?}");
        }
        assert_eq!(
            offset_in_july(&from_tz(Some(OsStr::new("/no/such/file")))),
            0
        );
    }

    /// A version 1 TZif file of one zone, +05:30 "IST", with no transitions.
    fn tzif_ist() -> Vec<u8> {
        let mut data = b"TZif".to_vec();
        data.extend_from_slice(&[0; 16]);
        // isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt
        for count in [0u32, 0, 0, 0, 1, 4] {
            data.extend_from_slice(&count.to_be_bytes());
        }
        data.extend_from_slice(&19_800i32.to_be_bytes());
        data.extend_from_slice(&[0, 0]);
        data.extend_from_slice(b"IST\0");
        data
    }

    #[test]
    fn zone_files_are_read_by_path() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("ist");
        std::fs::write(&file, tzif_ist()).unwrap();
        let path = file.to_str().unwrap();
        for tz in [path.to_owned(), format!(":{path}")] {
            let zone = from_tz(Some(OsStr::new(&tz)));
            assert_eq!(offset_in_july(&zone), 19_800, "TZ={tz:?}");
        }
        std::fs::write(&file, "IST-5:30\n").unwrap();
        assert_eq!(offset_in_july(&from_tz(Some(OsStr::new(path)))), 0);
    }
}
