//! Taking a plugin's binary out of what was downloaded: a zip, a tar (gzipped or not), or the
//! binary itself. The format comes from the URL's extension, else from the file's first bytes,
//! as flux detects it.
//!
//! Only a regular file whose path stays inside the archive is taken, and at most
//! [`MAX_BINARY_BYTES`] of it.

use std::fs::File;
use std::io::{self, Read, Seek, Write};

use super::Error;

/// No plugin binary is this large; an archive that claims one is refused.
pub(super) const MAX_BINARY_BYTES: u64 = 1 << 30;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Format {
    Binary,
    Zip,
    TarGz,
    Tar,
}

/// The format by the URL's extension, then by magic bytes; anything else is the binary itself.
pub(super) fn detect(file: &mut File, url: &str) -> io::Result<Format> {
    let lower = url.to_lowercase();
    if lower.ends_with(".zip") {
        return Ok(Format::Zip);
    }
    if lower.ends_with(".tar.gz") || lower.ends_with(".tgz") {
        return Ok(Format::TarGz);
    }
    if lower.ends_with(".tar") {
        return Ok(Format::Tar);
    }
    file.rewind()?;
    let mut header = Vec::with_capacity(262);
    file.take(262).read_to_end(&mut header)?;
    file.rewind()?;
    Ok(match header.as_slice() {
        [b'P', b'K', 0x03 | 0x05 | 0x07, ..] => Format::Zip,
        [0x1f, 0x8b, ..] => Format::TarGz,
        h if h.len() >= 262 && &h[257..262] == b"ustar" => Format::Tar,
        _ => Format::Binary,
    })
}

/// Writes the entry `target` of `file` (in `format`) to `out`.
pub(super) fn extract(
    file: &mut File,
    format: Format,
    target: &str,
    out: &mut dyn Write,
) -> Result<(), Error> {
    file.rewind().map_err(Error::write_binary)?;
    match format {
        Format::Binary => copy_bounded(file, out),
        Format::TarGz => {
            let gz = flate2::read::GzDecoder::new(file);
            if gz.header().is_none() {
                return Err(Error::Archive(
                    "failed to read gzip: gzip: invalid header".to_owned(),
                ));
            }
            extract_tar(gz, target, out)
        }
        Format::Tar => extract_tar(file, target, out),
        Format::Zip => extract_zip(file, target, out),
    }
}

fn extract_tar(reader: impl Read, target: &str, out: &mut dyn Write) -> Result<(), Error> {
    let tar_error = |err: io::Error| Error::Archive(format!("failed to read tar: {err}"));
    let mut archive = tar::Archive::new(reader);
    for entry in archive.entries().map_err(tar_error)? {
        let mut entry = entry.map_err(tar_error)?;
        let name = String::from_utf8_lossy(&entry.path_bytes()).into_owned();
        if !is_local(&name) || !is_regular_tar(entry.header().entry_type()) {
            continue;
        }
        if matches_entry(&name, target) {
            return copy_bounded(&mut entry, out);
        }
    }
    Err(not_found(target))
}

/// Go's tar reader reports everything but links, devices, directories and FIFOs as regular.
fn is_regular_tar(kind: tar::EntryType) -> bool {
    !(kind.is_symlink()
        || kind.is_character_special()
        || kind.is_block_special()
        || kind.is_dir()
        || kind.is_fifo())
}

fn extract_zip(file: &mut File, target: &str, out: &mut dyn Write) -> Result<(), Error> {
    let mut archive = zip::ZipArchive::new(file)
        .map_err(|err| Error::Archive(format!("failed to open zip: {err}")))?;
    for index in 0..archive.len() {
        let mut entry = archive
            .by_index(index)
            .map_err(|err| Error::Archive(format!("failed to open zip: {err}")))?;
        let name = String::from_utf8_lossy(entry.name_raw()).into_owned();
        let symlink = entry
            .unix_mode()
            .is_some_and(|mode| mode & 0o170_000 == 0o120_000);
        if !is_local(&name) || entry.is_dir() || symlink {
            continue;
        }
        if matches_entry(&name, target) {
            return copy_bounded(&mut entry, out);
        }
    }
    Err(not_found(target))
}

fn not_found(target: &str) -> Error {
    Error::Archive(format!(
        "binary {} not found in archive",
        crate::yaml::go_quote(target)
    ))
}

fn copy_bounded(reader: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let copied =
        io::copy(&mut reader.take(MAX_BINARY_BYTES + 1), out).map_err(Error::write_binary)?;
    if copied > MAX_BINARY_BYTES {
        return Err(Error::Archive(format!(
            "failed to write plugin binary: larger than {MAX_BINARY_BYTES} bytes"
        )));
    }
    Ok(())
}

/// A target with a `/` is an exact path in the archive; otherwise any entry with that base name.
fn matches_entry(entry: &str, target: &str) -> bool {
    if target.contains('/') {
        return entry == target;
    }
    base_name(entry) == target
}

/// Go's `filepath.Base`: the last element, trailing slashes ignored.
fn base_name(path: &str) -> &str {
    let trimmed = path.trim_end_matches('/');
    if trimmed.is_empty() {
        return if path.is_empty() { "." } else { "/" };
    }
    trimmed.rsplit('/').next().unwrap_or(trimmed)
}

/// Go's `filepath.IsLocal` on Unix: not empty, not absolute, and never above its root.
pub(super) fn is_local(path: &str) -> bool {
    if path.is_empty() || path.starts_with('/') {
        return false;
    }
    let mut depth: i64 = 0;
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                depth -= 1;
                if depth < 0 {
                    return false;
                }
            }
            _ => depth += 1,
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_paths() {
        assert!(is_local("flux-x"));
        assert!(is_local("bin/flux-x"));
        assert!(is_local("a/../b"));
        assert!(!is_local("a/../../b"));
        assert!(!is_local("../b"));
        assert!(!is_local("/etc/passwd"));
        assert!(!is_local(""));
    }

    #[test]
    fn entries_match_by_base_name_or_exact_path() {
        assert!(matches_entry("dist/flux-op", "flux-op"));
        assert!(matches_entry("flux-op", "flux-op"));
        assert!(!matches_entry("dist/flux-op", "bin/flux-op"));
        assert!(matches_entry("bin/flux-op", "bin/flux-op"));
        assert_eq!(base_name("a/b/"), "b");
    }

    #[test]
    fn formats_by_extension_then_magic() {
        let mut file = tempfile::tempfile().unwrap();
        file.write_all(b"PK\x03\x04rest").unwrap();
        assert_eq!(detect(&mut file, "https://x/p.TGZ").unwrap(), Format::TarGz);
        assert_eq!(detect(&mut file, "https://x/p").unwrap(), Format::Zip);
        let mut binary = tempfile::tempfile().unwrap();
        binary.write_all(b"\x7fELF").unwrap();
        assert_eq!(detect(&mut binary, "https://x/p").unwrap(), Format::Binary);
    }
}
