//! Reading artifact tarballs: listing them and extracting them into a directory without ever
//! writing outside it. Names that climb (`..`), start at `/` or hold `\` are refused, as are
//! links to follow and special files; symbolic links are skipped, as flux skips them. The whole
//! archive is checked before anything is written, so a refused archive leaves nothing behind.

use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, Read};
use std::os::unix::fs::{DirBuilderExt as _, OpenOptionsExt as _};
use std::path::{Component, Path, PathBuf};
use std::time::{Duration, SystemTime};

/// The most an archive may unpack to.
pub const MAX_UNPACKED: u64 = 2 << 30;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("requires gzip-compressed body")]
    NotGzip(#[source] io::Error),
    #[error("tar error")]
    Tar(#[source] io::Error),
    #[error("tar contained invalid name error {name:?}")]
    InvalidName { name: String },
    #[error("tar file entry {name} contained unsupported file type {kind}")]
    Unsupported { name: String, kind: String },
    #[error("tar {name:?} is bigger than max archive size of {MAX_UNPACKED} bytes")]
    TooBig { name: String },
    #[error("refusing to write through the symbolic link {}", path.display())]
    ThroughLink { path: PathBuf },
    #[error("failed to write {}", path.display())]
    Write {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
}

/// One file or directory of an archive.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// Relative, `/`-separated, without a trailing `/`.
    pub name: String,
    pub mode: u32,
    pub dir: bool,
    pub data: Vec<u8>,
    pub mtime: u64,
}

/// Reads every directory and regular file of a gzip'd tarball, checking each name.
pub fn read(mut gz: impl BufRead) -> Result<Vec<Item>, Error> {
    let start = gz.fill_buf().map_err(Error::NotGzip)?;
    if !start.starts_with(&[0x1f, 0x8b]) {
        return Err(Error::NotGzip(io::Error::new(
            io::ErrorKind::InvalidData,
            "gzip: invalid header",
        )));
    }
    let decoder = flate2::bufread::GzDecoder::new(gz);
    let mut archive = tar::Archive::new(decoder);
    let mut items = Vec::new();
    let mut total: u64 = 0;
    for entry in archive.entries().map_err(Error::Tar)? {
        let mut entry = entry.map_err(Error::Tar)?;
        let raw = entry.path_bytes().into_owned();
        let name = String::from_utf8_lossy(&raw).into_owned();
        let header = entry.header();
        let size = header.size().map_err(Error::Tar)?;
        total = total.saturating_add(size);
        if total > MAX_UNPACKED {
            return Err(Error::TooBig { name });
        }
        let name = checked_name(&name)?;
        let mode = header.mode().map_err(Error::Tar)? & 0o7777;
        let mtime = header.mtime().unwrap_or(0);
        let kind = header.entry_type();
        let dir = match kind {
            tar::EntryType::Regular | tar::EntryType::Continuous => false,
            tar::EntryType::Directory => true,
            tar::EntryType::Symlink => continue,
            other => {
                return Err(Error::Unsupported {
                    name,
                    kind: format!("{other:?}"),
                });
            }
        };
        let mut data = Vec::with_capacity(if dir { 0 } else { size as usize });
        if !dir {
            entry.read_to_end(&mut data).map_err(Error::Tar)?;
        }
        if name.is_empty() {
            // The archive's root, `.`.
            continue;
        }
        items.push(Item {
            name,
            mode,
            dir,
            data,
            mtime,
        });
    }
    Ok(items)
}

/// The name cleaned of `./` and a trailing `/`; refused when it could leave the directory.
fn checked_name(name: &str) -> Result<String, Error> {
    let invalid = || Error::InvalidName {
        name: name.to_owned(),
    };
    if name.is_empty() || name.contains('\\') || name.starts_with('/') || name.contains('\0') {
        return Err(invalid());
    }
    let mut parts = Vec::new();
    for part in name.split('/') {
        match part {
            "" | "." => {}
            ".." => return Err(invalid()),
            other => parts.push(other),
        }
    }
    Ok(parts.join("/"))
}

/// Writes the items under `dir` (created if missing): directories with their mode plus owner
/// rights, files with their mode and modification time, never through a symbolic link.
pub fn extract(items: &[Item], dir: &Path) -> Result<(), Error> {
    let write_error = |path: &Path| {
        let path = path.to_owned();
        move |source| Error::Write { path, source }
    };
    fs::create_dir_all(dir).map_err(write_error(dir))?;
    let now = SystemTime::now();
    for item in items {
        let target = dir.join(&item.name);
        ensure_parents(dir, &item.name)?;
        if item.dir {
            match fs::symlink_metadata(&target) {
                Ok(meta) if meta.file_type().is_symlink() => {
                    return Err(Error::ThroughLink { path: target });
                }
                Ok(meta) if meta.is_dir() => {}
                _ => fs::DirBuilder::new()
                    .mode(item.mode | 0o700)
                    .create(&target)
                    .map_err(write_error(&target))?,
            }
            continue;
        }
        if fs::symlink_metadata(&target).is_ok_and(|m| m.file_type().is_symlink()) {
            return Err(Error::ThroughLink { path: target });
        }
        let mut file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(item.mode)
            .open(&target)
            .map_err(write_error(&target))?;
        io::Write::write_all(&mut file, &item.data).map_err(write_error(&target))?;
        let mtime = (SystemTime::UNIX_EPOCH + Duration::from_secs(item.mtime)).min(now);
        set_times(&file, mtime).map_err(write_error(&target))?;
    }
    Ok(())
}

fn set_times(file: &File, time: SystemTime) -> io::Result<()> {
    file.set_times(fs::FileTimes::new().set_accessed(time).set_modified(time))
}

/// Creates the directories above `name` under `dir`, refusing any that is a symbolic link.
fn ensure_parents(dir: &Path, name: &str) -> Result<(), Error> {
    let mut current = dir.to_path_buf();
    let path = Path::new(name);
    let Some(parent) = path.parent() else {
        return Ok(());
    };
    for component in parent.components() {
        let Component::Normal(part) = component else {
            continue;
        };
        current.push(part);
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                return Err(Error::ThroughLink { path: current });
            }
            Ok(_) => {}
            Err(_) => fs::DirBuilder::new()
                .mode(0o750)
                .create(&current)
                .map_err(|source| Error::Write {
                    path: current.clone(),
                    source,
                })?,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::io::Write as _;
    use std::os::unix::fs::PermissionsExt as _;

    use super::*;
    use crate::oci::archive::GzipWriter;

    fn tarball(entries: &[(&str, u8, &[u8])]) -> Vec<u8> {
        let mut builder = tar::Builder::new(Vec::new());
        for (name, kind, data) in entries {
            let mut header = tar::Header::new_gnu();
            header.as_gnu_mut().unwrap().name[..name.len()].copy_from_slice(name.as_bytes());
            header.set_size(data.len() as u64);
            header.set_mode(0o644);
            header.set_entry_type(tar::EntryType::new(*kind));
            header.set_cksum();
            builder.append(&header, *data).unwrap();
        }
        let tar = builder.into_inner().unwrap();
        let mut gz = GzipWriter::new(Vec::new());
        gz.write_all(&tar).unwrap();
        gz.finish().unwrap()
    }

    #[test]
    fn climbing_names_are_refused() {
        for name in ["../evil", "a/../../evil", "/etc/passwd", "a\\b", ".."] {
            let gz = tarball(&[(name, b'0', b"x")]);
            let err = read(gz.as_slice()).unwrap_err();
            assert!(matches!(err, Error::InvalidName { .. }), "{name}: {err}");
        }
        let gz = tarball(&[("dev", b'3', b"")]);
        assert!(matches!(
            read(gz.as_slice()).unwrap_err(),
            Error::Unsupported { .. }
        ));
        assert!(matches!(
            read(&b"plain"[..]).unwrap_err(),
            Error::NotGzip(_)
        ));
    }

    #[test]
    fn extracts_files_and_skips_links() {
        let gz = tarball(&[
            ("./", b'5', b""),
            ("./a/", b'5', b""),
            ("./a/x.yaml", b'0', b"x: 1\n"),
            ("link", b'2', b""),
        ]);
        let items = read(gz.as_slice()).unwrap();
        assert_eq!(
            items.iter().map(|i| i.name.as_str()).collect::<Vec<_>>(),
            ["a", "a/x.yaml"]
        );
        let out = tempfile::tempdir().unwrap();
        extract(&items, out.path()).unwrap();
        let file = out.path().join("a/x.yaml");
        assert_eq!(fs::read_to_string(&file).unwrap(), "x: 1\n");
        let meta = fs::metadata(&file).unwrap();
        assert_eq!(meta.permissions().mode() & 0o777, 0o644);
        assert_eq!(meta.modified().unwrap(), SystemTime::UNIX_EPOCH);
        assert!(!out.path().join("link").exists());
    }

    #[test]
    fn never_writes_through_a_link() {
        let outside = tempfile::tempdir().unwrap();
        let out = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink(outside.path(), out.path().join("a")).unwrap();
        let gz = tarball(&[("a/x.yaml", b'0', b"x")]);
        let items = read(gz.as_slice()).unwrap();
        assert!(matches!(
            extract(&items, out.path()).unwrap_err(),
            Error::ThroughLink { .. }
        ));
        assert!(!outside.path().join("x.yaml").exists());
    }
}
