//! The artifact tarball, laid out as flux lays it out: a gzip'd tar of the directory walked in
//! name order, the root first as `.`, directories and regular files only (links and devices are
//! left out unless `--resolve-symlinks` copies their targets), names relative with `/`,
//! permission bits kept, owner, group, user and group names and every timestamp zeroed. The
//! headers are the ones Go's tar writer produces (USTAR, PAX records for long or non-ASCII
//! names), and the compression is done by code pinned in Cargo.lock, so the same tree gives
//! the same bytes, and digest, on every run and machine.

use std::collections::HashSet;
use std::io::{self, Write};
use std::os::unix::ffi::OsStrExt as _;
use std::os::unix::fs::PermissionsExt as _;
use std::path::{Path, PathBuf};

use super::ignore::Matcher;

/// How deep a tree may nest; deeper is refused rather than walked.
const MAX_DEPTH: usize = 256;
/// The name a manifest read from stdin is packed under.
pub const STDIN_FILE_NAME: &str = "stdin.yaml";

/// Why a tree cannot be packed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("failed to read {}", path.display())]
    Read {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    /// A link whose target cannot be reached, named as flux names it: absolute, below the
    /// real path of a linked directory.
    #[error("resolving symlink {}", path.display())]
    Symlink {
        path: PathBuf,
        #[source]
        source: crate::go_os::LstatError,
    },
    #[error("{} nests deeper than {MAX_DEPTH} directories", path.display())]
    TooDeep { path: PathBuf },
    #[error("{} changed while it was packed", path.display())]
    Changed { path: PathBuf },
    #[error("{} is too large for a tar entry", path.display())]
    TooLarge { path: PathBuf },
    #[error("failed to write the tarball")]
    Write(#[source] io::Error),
}

/// What to pack.
#[derive(Debug, Clone)]
pub enum Source {
    /// A directory, or a single file packed alone.
    Path(PathBuf),
    /// A manifest read from stdin, packed as one file.
    Stdin(Vec<u8>),
}

/// How to pack it.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Gitignore-style patterns (see [`super::ignore`]).
    pub ignore_paths: Vec<String>,
    /// Pack the targets of symbolic links (files and directories) under the links' names.
    pub resolve_symlinks: bool,
}

/// One entry of the tarball.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Relative to the root, `/`-separated; `.` for the root.
    pub name: Vec<u8>,
    /// Permission bits, with set-uid, set-gid and sticky.
    pub mode: u32,
    pub content: Content,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Content {
    Dir,
    /// A file on disk and the size it had when the tree was walked.
    File {
        path: PathBuf,
        size: u64,
    },
    Data(Vec<u8>),
}

impl Entry {
    pub fn is_dir(&self) -> bool {
        self.content == Content::Dir
    }

    /// The entry's bytes (empty for a directory).
    pub fn read(&self) -> Result<Vec<u8>, Error> {
        match &self.content {
            Content::Dir => Ok(Vec::new()),
            Content::Data(data) => Ok(data.clone()),
            Content::File { path, size } => {
                let data = std::fs::read(path).map_err(|source| Error::Read {
                    path: path.clone(),
                    source,
                })?;
                if data.len() as u64 != *size {
                    return Err(Error::Changed { path: path.clone() });
                }
                Ok(data)
            }
        }
    }
}

/// The entries flux would pack, in order.
pub fn entries(source: &Source, opts: &Options) -> Result<Vec<Entry>, Error> {
    let matcher = Matcher::new(&opts.ignore_paths);
    let mut out = Vec::new();
    match source {
        // flux stages stdin in a private temporary file, and a single file in a private
        // temporary directory: hence the modes.
        Source::Stdin(data) => {
            out.push(root_entry(0o700));
            let mut trimmed = data.as_slice();
            while let Some(rest) = trimmed.strip_suffix(b"\n").or(trimmed.strip_suffix(b"\r")) {
                trimmed = rest;
            }
            push_file(
                &mut out,
                &matcher,
                STDIN_FILE_NAME.as_bytes().to_vec(),
                0o600,
                Content::Data(trimmed.to_vec()),
            );
        }
        Source::Path(path) => {
            let meta = std::fs::metadata(path).map_err(|source| read_error(path, source))?;
            if meta.is_dir() {
                let mode = if opts.resolve_symlinks {
                    0o700
                } else {
                    mode_bits(&meta)
                };
                out.push(root_entry(mode));
                let mut walk = Walk {
                    matcher: &matcher,
                    resolve: opts.resolve_symlinks,
                    out: &mut out,
                    stack: HashSet::new(),
                };
                // flux copies from the absolute path, and from the real path of each directory
                // below it: its messages name those.
                let shown = std::path::absolute(path)
                    .map(|p| crate::kustomize::fs::clean(&p))
                    .unwrap_or_else(|_| path.clone());
                walk.dir(path, &shown, &mut Vec::new())?;
            } else {
                out.push(root_entry(0o700));
                let name = path
                    .file_name()
                    .map(|n| n.as_bytes().to_vec())
                    .unwrap_or_default();
                let content = Content::File {
                    path: path.clone(),
                    size: meta.len(),
                };
                push_file(&mut out, &matcher, name, mode_bits(&meta), content);
            }
        }
    }
    Ok(out)
}

fn root_entry(mode: u32) -> Entry {
    Entry {
        name: b".".to_vec(),
        mode,
        content: Content::Dir,
    }
}

fn push_file(out: &mut Vec<Entry>, matcher: &Matcher, name: Vec<u8>, mode: u32, content: Content) {
    let element = String::from_utf8_lossy(&name).into_owned();
    if !matcher.is_ignored(&[element.as_str()], false) {
        out.push(Entry {
            name,
            mode,
            content,
        });
    }
}

fn mode_bits(meta: &std::fs::Metadata) -> u32 {
    meta.permissions().mode() & 0o7777
}

fn read_error(path: &Path, source: io::Error) -> Error {
    Error::Read {
        path: path.to_owned(),
        source,
    }
}

struct Walk<'a> {
    matcher: &'a Matcher,
    resolve: bool,
    out: &'a mut Vec<Entry>,
    /// The real directories being walked, to break link cycles when links are followed.
    stack: HashSet<PathBuf>,
}

impl Walk<'_> {
    /// `shown` is the directory as flux's messages name it.
    fn dir(&mut self, dir: &Path, shown: &Path, rel: &mut Vec<Vec<u8>>) -> Result<(), Error> {
        if rel.len() > MAX_DEPTH {
            return Err(Error::TooDeep {
                path: dir.to_owned(),
            });
        }
        let real = if self.resolve {
            let real = std::fs::canonicalize(dir).map_err(|err| Error::Symlink {
                path: shown.to_owned(),
                source: crate::go_os::eval_symlinks_error(shown, err),
            })?;
            if !self.stack.insert(real.clone()) {
                return Ok(());
            }
            Some(real)
        } else {
            None
        };
        let mut children: Vec<_> = std::fs::read_dir(dir)
            .map_err(|source| read_error(dir, source))?
            .collect::<Result<_, _>>()
            .map_err(|source| read_error(dir, source))?;
        children.sort_by(|a, b| a.file_name().as_bytes().cmp(b.file_name().as_bytes()));
        for child in children {
            let path = child.path();
            let file_type = child
                .file_type()
                .map_err(|source| read_error(&path, source))?;
            let meta = if file_type.is_symlink() && self.resolve {
                std::fs::metadata(&path).map_err(|err| {
                    let shown = shown.join(child.file_name());
                    Error::Symlink {
                        source: crate::go_os::eval_symlinks_error(&shown, err),
                        path: shown,
                    }
                })?
            } else if file_type.is_dir() || file_type.is_file() {
                child
                    .metadata()
                    .map_err(|source| read_error(&path, source))?
            } else {
                continue;
            };
            if !meta.is_dir() && !meta.is_file() {
                continue;
            }
            rel.push(child.file_name().as_bytes().to_vec());
            let lossy: Vec<String> = rel
                .iter()
                .map(|e| String::from_utf8_lossy(e).into_owned())
                .collect();
            let elements: Vec<&str> = lossy.iter().map(String::as_str).collect();
            let ignored = self.matcher.is_ignored(&elements, meta.is_dir());
            let entry_name = rel.join(&b'/');
            if meta.is_dir() {
                if !ignored {
                    self.out.push(Entry {
                        name: entry_name,
                        mode: mode_bits(&meta),
                        content: Content::Dir,
                    });
                }
                // flux filters entry by entry and still walks an ignored directory; what it
                // holds is ignored too unless a `!` pattern brings it back.
                if !ignored || self.matcher.may_reinclude() {
                    let below = if self.resolve {
                        std::fs::canonicalize(&path)
                            .unwrap_or_else(|_| shown.join(child.file_name()))
                    } else {
                        PathBuf::new()
                    };
                    self.dir(&path, &below, rel)?;
                }
            } else if !ignored {
                self.out.push(Entry {
                    name: entry_name,
                    mode: mode_bits(&meta),
                    content: Content::File {
                        path: path.clone(),
                        size: meta.len(),
                    },
                });
            }
            rel.pop();
        }
        if let Some(real) = real {
            self.stack.remove(&real);
        }
        Ok(())
    }
}

/// Packs the source into a gzip'd tarball in memory.
pub fn build(source: &Source, opts: &Options) -> Result<Vec<u8>, Error> {
    pack(&entries(source, opts)?)
}

/// Packs walked entries into a gzip'd tarball in memory.
pub fn pack(entries: &[Entry]) -> Result<Vec<u8>, Error> {
    let mut gz = GzipWriter::new(Vec::new());
    write_tar(entries, &mut gz)?;
    gz.finish().map_err(Error::Write)
}

/// Writes the entries as a tar stream, with the headers Go's tar writer makes.
pub fn write_tar(entries: &[Entry], out: &mut impl Write) -> Result<(), Error> {
    for entry in entries {
        let data = entry.read()?;
        let (typeflag, size) = if entry.is_dir() {
            (b'5', 0)
        } else {
            (b'0', data.len() as u64)
        };
        if size >= MAX_OCTAL_SIZE {
            return Err(Error::TooLarge {
                path: PathBuf::from(String::from_utf8_lossy(&entry.name).into_owned()),
            });
        }
        let header = header(&entry.name, entry.mode, size, typeflag);
        out.write_all(&header).map_err(Error::Write)?;
        out.write_all(&data).map_err(Error::Write)?;
        let padding = (BLOCK - (data.len() % BLOCK)) % BLOCK;
        out.write_all(&ZERO_BLOCK[..padding])
            .map_err(Error::Write)?;
    }
    out.write_all(&ZERO_BLOCK).map_err(Error::Write)?;
    out.write_all(&ZERO_BLOCK).map_err(Error::Write)?;
    Ok(())
}

const BLOCK: usize = 512;
const ZERO_BLOCK: [u8; BLOCK] = [0; BLOCK];
const NAME_SIZE: usize = 100;
const PREFIX_SIZE: usize = 155;
/// The largest size an 11-digit octal field holds, plus one.
const MAX_OCTAL_SIZE: u64 = 1 << 33;

/// The header block(s) of one entry: USTAR when the name fits (split into prefix and name if
/// need be), else a PAX extended header carrying the path, then the main block.
fn header(name: &[u8], mode: u32, size: u64, typeflag: u8) -> Vec<u8> {
    let ascii = is_ascii(name);
    if ascii && name.len() <= NAME_SIZE {
        return block(name, b"", mode, size, typeflag).to_vec();
    }
    if let Some((prefix, suffix)) = split_ustar_path(name) {
        return block(suffix, prefix, mode, size, typeflag).to_vec();
    }
    let record = pax_record("path", name);
    let pax_name = pax_header_name(name);
    let mut out = block(&pax_name, b"", 0, record.len() as u64, b'x').to_vec();
    out.extend_from_slice(&record);
    out.extend_from_slice(&ZERO_BLOCK[..(BLOCK - record.len() % BLOCK) % BLOCK]);
    out.extend_from_slice(&block(&to_ascii(name), b"", mode, size, typeflag));
    out
}

fn block(name: &[u8], prefix: &[u8], mode: u32, size: u64, typeflag: u8) -> [u8; BLOCK] {
    let mut b = [0u8; BLOCK];
    put_str(&mut b[0..100], name);
    put_octal(&mut b[100..108], u64::from(mode));
    put_octal(&mut b[108..116], 0);
    put_octal(&mut b[116..124], 0);
    put_octal(&mut b[124..136], size);
    put_octal(&mut b[136..148], 0);
    b[156] = typeflag;
    b[257..263].copy_from_slice(b"ustar\0");
    b[263..265].copy_from_slice(b"00");
    put_octal(&mut b[329..337], 0);
    put_octal(&mut b[337..345], 0);
    put_str(&mut b[345..500], prefix);
    // The checksum is taken with its own field as spaces, then written as six octal digits,
    // a NUL and a space.
    b[148..156].copy_from_slice(b"        ");
    let sum: u64 = b.iter().map(|&x| u64::from(x)).sum();
    put_octal(&mut b[148..155], sum);
    b[155] = b' ';
    b
}

/// Copies as much of `s` as fits, NUL-terminated when shorter than the field.
fn put_str(field: &mut [u8], s: &[u8]) {
    let n = s.len().min(field.len());
    field[..n].copy_from_slice(&s[..n]);
    if s.len() < field.len() {
        field[s.len()] = 0;
    }
}

/// Zero-padded octal filling the field but its last byte, which stays NUL.
fn put_octal(field: &mut [u8], value: u64) {
    let digits = format!("{value:o}");
    let width = field.len() - 1;
    let text = format!("{digits:0>width$}");
    put_str(field, text.as_bytes());
}

fn is_ascii(s: &[u8]) -> bool {
    std::str::from_utf8(s).is_ok_and(|s| s.chars().all(|c| c != '\0' && c.is_ascii()))
}

/// The name without what USTAR cannot hold: characters past ASCII and NULs.
fn to_ascii(s: &[u8]) -> Vec<u8> {
    String::from_utf8_lossy(s)
        .chars()
        .filter(|c| c.is_ascii() && *c != '\0')
        .map(|c| c as u8)
        .collect()
}

/// Splits a long ASCII name at a `/` into a prefix of at most 155 and a name of at most 100.
fn split_ustar_path(s: &[u8]) -> Option<(&[u8], &[u8])> {
    let mut length = s.len();
    if length <= NAME_SIZE || !is_ascii(s) {
        return None;
    } else if length > PREFIX_SIZE + 1 {
        length = PREFIX_SIZE + 1;
    } else if s[length - 1] == b'/' {
        length -= 1;
    }
    let i = s[..length].iter().rposition(|&c| c == b'/')?;
    let suffix_len = s.len() - i - 1;
    if i == 0 || suffix_len > NAME_SIZE || suffix_len == 0 || i > PREFIX_SIZE {
        return None;
    }
    Some((&s[..i], &s[i + 1..]))
}

/// `<length> <key>=<value>\n`, the length counting itself.
fn pax_record(key: &str, value: &[u8]) -> Vec<u8> {
    let base = key.len() + value.len() + 3;
    let mut size = base + base.to_string().len();
    if base + size.to_string().len() != size {
        size = base + size.to_string().len();
    }
    let mut record = format!("{size} {key}=").into_bytes();
    record.extend_from_slice(value);
    record.push(b'\n');
    record
}

/// `dir/PaxHeaders.0/file`, in ASCII, cut to 100 bytes, without a trailing `/`.
fn pax_header_name(name: &[u8]) -> Vec<u8> {
    let (dir, file) = match name.iter().rposition(|&c| c == b'/') {
        Some(i) => (&name[..i], &name[i + 1..]),
        None => (&b""[..], name),
    };
    let mut joined = Vec::new();
    if !dir.is_empty() {
        joined.extend_from_slice(dir);
        joined.push(b'/');
    }
    joined.extend_from_slice(b"PaxHeaders.0");
    if !file.is_empty() {
        joined.push(b'/');
        joined.extend_from_slice(file);
    }
    let mut ascii = to_ascii(&joined);
    ascii.truncate(NAME_SIZE);
    while ascii.last() == Some(&b'/') {
        ascii.pop();
    }
    ascii
}

/// A gzip stream (no name, no timestamp, "unknown" OS, as Go writes them) compressed at the
/// default level. Input reaches the compressor in fixed-size pieces, so the output depends on
/// the bytes alone, not on how they were written.
pub struct GzipWriter<W: Write> {
    inner: W,
    compressor: Box<miniz_oxide::deflate::core::CompressorOxide>,
    crc: crc32fast::Hasher,
    size: u64,
    pending: Vec<u8>,
    output: Vec<u8>,
    header_written: bool,
}

const GZIP_CHUNK: usize = 64 * 1024;

impl<W: Write> GzipWriter<W> {
    pub fn new(inner: W) -> Self {
        use miniz_oxide::deflate::core::{CompressorOxide, create_comp_flags_from_zip_params};
        let flags = create_comp_flags_from_zip_params(6, -15, 0);
        Self {
            inner,
            compressor: Box::new(CompressorOxide::new(flags)),
            crc: crc32fast::Hasher::new(),
            size: 0,
            pending: Vec::with_capacity(GZIP_CHUNK),
            output: vec![0; GZIP_CHUNK * 2],
            header_written: false,
        }
    }

    fn header(&mut self) -> io::Result<()> {
        if !self.header_written {
            self.inner
                .write_all(&[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255])?;
            self.header_written = true;
        }
        Ok(())
    }

    fn deflate(&mut self, finish: bool) -> io::Result<()> {
        use miniz_oxide::deflate::core::{TDEFLFlush, TDEFLStatus, compress};
        self.header()?;
        let input = std::mem::take(&mut self.pending);
        let flush = if finish {
            TDEFLFlush::Finish
        } else {
            TDEFLFlush::None
        };
        let mut consumed = 0;
        loop {
            let (status, read, written) = compress(
                &mut self.compressor,
                &input[consumed..],
                &mut self.output,
                flush,
            );
            consumed += read;
            self.inner.write_all(&self.output[..written])?;
            match status {
                TDEFLStatus::Done => break,
                TDEFLStatus::Okay if !finish && consumed >= input.len() => break,
                TDEFLStatus::Okay => {}
                TDEFLStatus::BadParam | TDEFLStatus::PutBufFailed => {
                    return Err(io::Error::other("deflate failed"));
                }
            }
        }
        self.pending = input;
        self.pending.clear();
        Ok(())
    }

    /// Ends the stream and returns the writer.
    pub fn finish(mut self) -> io::Result<W> {
        self.deflate(true)?;
        let crc = self.crc.clone().finalize();
        self.inner.write_all(&crc.to_le_bytes())?;
        self.inner.write_all(&(self.size as u32).to_le_bytes())?;
        self.inner.flush()?;
        Ok(self.inner)
    }
}

impl<W: Write> Write for GzipWriter<W> {
    fn write(&mut self, mut buf: &[u8]) -> io::Result<usize> {
        let total = buf.len();
        self.crc.update(buf);
        self.size += total as u64;
        while !buf.is_empty() {
            let room = GZIP_CHUNK - self.pending.len();
            let take = room.min(buf.len());
            self.pending.extend_from_slice(&buf[..take]);
            buf = &buf[take..];
            if self.pending.len() == GZIP_CHUNK {
                self.deflate(false)?;
            }
        }
        Ok(total)
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read as _;

    use super::*;

    fn write(dir: &Path, rel: &str, data: &str, mode: u32) {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, data).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).unwrap();
    }

    fn names(entries: &[Entry]) -> Vec<String> {
        entries
            .iter()
            .map(|e| String::from_utf8_lossy(&e.name).into_owned())
            .collect()
    }

    #[test]
    fn headers_are_go_tar_headers() {
        let b = block(b"deploy/app.yaml", b"", 0o644, 12, b'0');
        assert_eq!(&b[0..16], b"deploy/app.yaml\0");
        assert_eq!(&b[100..108], b"0000644\0");
        assert_eq!(&b[108..116], b"0000000\0");
        assert_eq!(&b[124..136], b"00000000014\0");
        assert_eq!(&b[136..148], b"00000000000\0");
        assert_eq!(&b[257..265], b"ustar\x0000");
        assert_eq!(&b[329..345], b"0000000\x000000000\x00");
        let sum: u64 = b
            .iter()
            .enumerate()
            .map(|(i, &x)| {
                if (148..156).contains(&i) {
                    32
                } else {
                    u64::from(x)
                }
            })
            .sum();
        assert_eq!(&b[148..156], format!("{sum:06o}\0 ").as_bytes());
    }

    #[test]
    fn long_names_split_or_go_to_pax() {
        let long = format!("{}/{}", "d".repeat(120), "f".repeat(90));
        let h = header(long.as_bytes(), 0o644, 0, b'0');
        assert_eq!(h.len(), BLOCK);
        assert_eq!(&h[0..90], "f".repeat(90).as_bytes());
        assert_eq!(&h[345..465], "d".repeat(120).as_bytes());

        let h = header("ünïcode.yaml".as_bytes(), 0o644, 0, b'0');
        assert_eq!(h[156], b'x');
        assert_eq!(&h[0..23], b"PaxHeaders.0/ncode.yaml");
        let record = pax_record("path", "ünïcode.yaml".as_bytes());
        assert_eq!(record, "23 path=ünïcode.yaml\n".as_bytes());
        assert_eq!(&h[BLOCK..BLOCK + record.len()], record.as_slice());
        assert_eq!(h[2 * BLOCK + 156], b'0');
        assert_eq!(&h[2 * BLOCK..2 * BLOCK + 11], b"ncode.yaml\0");
        // The length field grows a digit when it counts itself.
        let record = pax_record("path", &[b'a'; 91]);
        assert_eq!(record.len(), 101);
        assert!(record.starts_with(b"101 path="));
    }

    #[test]
    fn walks_like_flux() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        write(root, "b.yaml", "b", 0o644);
        write(root, "a/x.yaml", "x", 0o755);
        write(root, "a/logo.png", "png", 0o644);
        write(root, ".git/HEAD", "ref", 0o644);
        write(root, ".sourceignore", "b.yaml\n", 0o644);
        std::os::unix::fs::symlink("b.yaml", root.join("link.yaml")).unwrap();
        std::fs::set_permissions(root, std::fs::Permissions::from_mode(0o750)).unwrap();
        let opts = Options {
            ignore_paths: super::super::ignore::DEFAULT_IGNORE
                .iter()
                .map(|s| s.to_string())
                .collect(),
            resolve_symlinks: false,
        };
        let found = entries(&Source::Path(root.to_owned()), &opts).unwrap();
        assert_eq!(
            names(&found),
            [".", ".sourceignore", "a", "a/x.yaml", "b.yaml"]
        );
        assert_eq!(found[0].mode, 0o750);
        assert_eq!(found[3].mode, 0o755);

        let resolved = entries(
            &Source::Path(root.to_owned()),
            &Options {
                resolve_symlinks: true,
                ..opts.clone()
            },
        )
        .unwrap();
        assert_eq!(
            names(&resolved),
            [".", ".sourceignore", "a", "a/x.yaml", "b.yaml", "link.yaml"]
        );
        assert_eq!(resolved[0].mode, 0o700);

        let single = entries(&Source::Path(root.join("a/x.yaml")), &opts).unwrap();
        assert_eq!(names(&single), [".", "x.yaml"]);
        let stdin = entries(&Source::Stdin(b"kind: A\n\r\n".to_vec()), &opts).unwrap();
        assert_eq!(names(&stdin), [".", "stdin.yaml"]);
        assert_eq!(stdin[1].read().unwrap(), b"kind: A");
    }

    #[test]
    fn tarballs_are_reproducible_and_readable() {
        let dir = tempfile::tempdir().unwrap();
        let mut big = String::new();
        for i in 0..20_000 {
            big.push_str(&format!("line {i}\n"));
        }
        write(dir.path(), "big.txt", &big, 0o644);
        write(dir.path(), "small.txt", "s", 0o600);
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
        let source = Source::Path(dir.path().to_owned());
        let first = build(&source, &Options::default()).unwrap();
        let second = build(&source, &Options::default()).unwrap();
        assert_eq!(first, second);
        assert_eq!(&first[..10], &[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

        let mut tar = Vec::new();
        flate2::read::GzDecoder::new(first.as_slice())
            .read_to_end(&mut tar)
            .unwrap();
        let mut archive = tar::Archive::new(tar.as_slice());
        let listed: Vec<(String, u32, u64)> = archive
            .entries()
            .unwrap()
            .map(|e| {
                let e = e.unwrap();
                let h = e.header();
                (
                    e.path().unwrap().display().to_string(),
                    h.mode().unwrap(),
                    h.mtime().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            listed,
            [
                (".".to_owned(), 0o755, 0),
                ("big.txt".to_owned(), 0o644, 0),
                ("small.txt".to_owned(), 0o600, 0)
            ]
        );
    }
}
