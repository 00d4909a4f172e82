//! Flux releases for `install` and `bootstrap --version`: which release a version names, and
//! its `manifests.tar.gz`, downloaded as flux's `install.Generate` downloads it, checked against
//! the SHA-256 the release publishes in `flux_<version>_checksums.txt`, and cached.
//!
//! The download base is flux's, `https://github.com/fluxcd/flux2/releases`, or the URL given
//! with `--manifests` (a mirror), as in flux. A cached archive is used without the network once
//! its digest matches the one recorded when it was checked.

use std::collections::BTreeMap;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use sha2::{Digest as _, Sha256};

use crate::http;
use crate::manifestgen::install::{Base, EMBEDDED_VERSION};

/// Where flux downloads release assets from.
pub const DEFAULT_BASE_URL: &str = "https://github.com/fluxcd/flux2/releases";
/// Where flux asks for the latest release: the GitHub API, unless `FLUXR_GITHUB_API_URL` names
/// another (a GitHub Enterprise mirror, or a test server).
const LATEST_API: &str = "https://api.github.com";
const LATEST_PATH: &str = "/repos/fluxcd/flux2/releases/latest";
/// The flux version fluxr follows, as flux's compatibility message names it.
const CLI_VERSION: &str = "2.9.4";
/// A release's manifests are a few hundred KiB; anything near this is not one.
const MAX_ARCHIVE_BYTES: u64 = 64 << 20;
const MAX_EXTRACTED_BYTES: u64 = 256 << 20;

/// A version that cannot be installed, or a release that could not be had.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("targeted version '{0}' must be prefixed with 'v'")]
    NoPrefix(String),
    #[error("targeted version '{0}' does not exist")]
    DoesNotExist(String),
    #[error(
        "targeted version '{0}' is not compatible with your current version of flux ({CLI_VERSION})"
    )]
    Incompatible(String),
    #[error("GitHub API call failed: {0}")]
    Api(String),
    #[error("decoding GitHub API response failed: {0}")]
    ApiResponse(String),
    #[error("failed to download {file} from {url}, status: {status}")]
    Status {
        file: &'static str,
        url: String,
        status: String,
    },
    #[error("failed to download {file} from {url}, error: {message}")]
    Download {
        file: &'static str,
        url: String,
        message: String,
    },
    #[error("manifests.tar.gz has no checksum in {url}")]
    NoChecksum { url: String },
    #[error(
        "manifests.tar.gz from {url} does not match the release checksum (expected: sha256:{expected}, got: sha256:{actual})"
    )]
    Checksum {
        url: String,
        expected: String,
        actual: String,
    },
    #[error("failed to untar manifests.tar.gz from {url}, error: {message}")]
    Untar { url: String, message: String },
    #[error("failed to read the manifests directory {}", .0.display())]
    ReadDir(PathBuf, #[source] std::io::Error),
}

impl Error {
    /// Whether the version itself is refused (flux says so before it generates anything, so
    /// without the `install failed` prefix of a failed generation).
    pub fn is_about_the_version(&self) -> bool {
        matches!(
            self,
            Self::NoPrefix(_)
                | Self::DoesNotExist(_)
                | Self::Incompatible(_)
                | Self::Api(_)
                | Self::ApiResponse(_)
        )
    }
}

/// flux's `getVersion`: empty is the embedded version, `latest` the newest release; anything
/// else must start with `v`. Unlike flux, any release of Flux 2 is accepted, not only those of
/// the CLI's own minor version.
pub fn resolve_version(input: &str) -> Result<String, Error> {
    if input.is_empty() {
        return Ok(EMBEDDED_VERSION.to_owned());
    }
    if input != "latest" && !input.starts_with('v') {
        return Err(Error::NoPrefix(input.to_owned()));
    }
    if input == "latest" {
        let tag = latest_tag()?;
        check_compatible(&tag)?;
        return Ok(tag);
    }
    Ok(input.to_owned())
}

/// flux's `fluxCheck`: the latest flux2 release when it is newer than the flux fluxr follows,
/// both as semver prints them (`2.10.0`). Any failure to find out is no answer, as in flux.
/// flux waits up to 15 s for GitHub; a check should not hang that long offline.
pub fn newer_cli_release() -> Option<(semver::Version, semver::Version)> {
    let current = semver::Version::parse(CLI_VERSION).ok()?;
    let tag = latest_tag_within(Duration::from_secs(3)).ok()?;
    let latest = semver::Version::parse(tag.strip_prefix('v').unwrap_or(&tag)).ok()?;
    (latest > current).then_some((current, latest))
}

/// The tag of flux2's latest release, from GitHub's API as flux asks for it.
fn latest_tag() -> Result<String, Error> {
    latest_tag_within(Duration::from_secs(15))
}

fn latest_tag_within(timeout: Duration) -> Result<String, Error> {
    let request = http::Request {
        timeout,
        retries: 0,
        limit: 1 << 20,
        truncate: true,
    };
    let base = std::env::var(crate::provider::github::API_URL_ENV)
        .ok()
        .filter(|url| !url.is_empty())
        .unwrap_or_else(|| LATEST_API.to_owned());
    let url = format!("{}{LATEST_PATH}", base.trim_end_matches('/'));
    let (_, body) = http::get(&url, request).map_err(|err| Error::Api(err.to_string()))?;
    parse_latest(&body)
}

fn parse_latest(body: &[u8]) -> Result<String, Error> {
    let value: serde_json::Value =
        serde_json::from_slice(body).map_err(|err| Error::ApiResponse(err.to_string()))?;
    value
        .get("tag_name")
        .and_then(serde_json::Value::as_str)
        .filter(|tag| !tag.is_empty())
        .map(str::to_owned)
        .ok_or_else(|| Error::ApiResponse("no tag_name in the response".to_owned()))
}

/// Flux 2 releases only: another major version has other CRDs and another overlay.
fn check_compatible(version: &str) -> Result<(), Error> {
    let bare = version.strip_prefix('v').unwrap_or(version);
    match bare.split(['.', '-', '+']).next().map(str::parse::<u64>) {
        Some(Ok(2)) => Ok(()),
        _ => Err(Error::Incompatible(version.to_owned())),
    }
}

/// The manifests `version` is built from: the embedded ones, a directory (`--manifests DIR`), or
/// the release's `manifests.tar.gz` from `--manifests URL` or GitHub.
pub fn base(version: &str, manifests: &str, timeout: Duration) -> Result<Base, Error> {
    if !manifests.is_empty() && !manifests.starts_with("http") {
        return directory_base(Path::new(manifests));
    }
    if version == EMBEDDED_VERSION {
        return Ok(Base::Embedded);
    }
    let base_url = if manifests.is_empty() {
        DEFAULT_BASE_URL
    } else {
        manifests
    };
    let files = release_files(base_url, version, timeout)?;
    Ok(Base::Release(Arc::new(files)))
}

/// A directory with a kustomization is built as it is, as flux does; one holding a release's
/// files (an unpacked `manifests.tar.gz`) gets flux's overlay like a download.
fn directory_base(dir: &Path) -> Result<Base, Error> {
    let has_kustomization = ["kustomization.yaml", "kustomization.yml", "Kustomization"]
        .iter()
        .any(|name| dir.join(name).is_file());
    if has_kustomization || !dir.join("rbac.yaml").is_file() {
        return Ok(Base::Kustomization(dir.to_owned()));
    }
    let mut files = BTreeMap::new();
    let entries = std::fs::read_dir(dir).map_err(|err| Error::ReadDir(dir.to_owned(), err))?;
    for entry in entries {
        let entry = entry.map_err(|err| Error::ReadDir(dir.to_owned(), err))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let is_file = std::fs::metadata(entry.path()).is_ok_and(|m| m.is_file());
        if !is_file || !name.ends_with(".yaml") {
            continue;
        }
        let data = crate::kustomize::fs::read_file_capped(&entry.path())
            .map_err(|err| Error::ReadDir(entry.path(), err))?;
        files.insert(name, data);
    }
    Ok(Base::Release(Arc::new(files)))
}

/// The files of release `version`'s `manifests.tar.gz`: from the cache when a checked copy is
/// there, else downloaded, checked and cached.
fn release_files(
    base_url: &str,
    version: &str,
    timeout: Duration,
) -> Result<BTreeMap<String, Vec<u8>>, Error> {
    let base_url = base_url.trim_end_matches('/');
    let archive_url = format!("{base_url}/download/{version}/manifests.tar.gz");
    let cache = cache_dir(base_url, version);
    if let Some(archive) = cache.as_deref().and_then(read_cached) {
        return untar(&archive, &archive_url);
    }
    let bare = version.strip_prefix('v').unwrap_or(version);
    let sums_url = format!("{base_url}/download/{version}/flux_{bare}_checksums.txt");
    let request = http::Request {
        timeout,
        retries: 0,
        limit: 1 << 20,
        truncate: false,
    };
    let (response, sums) = http::get(&sums_url, request).map_err(|err| Error::Download {
        file: "checksums",
        url: http::redact(&sums_url),
        message: err.to_string(),
    })?;
    match response.status {
        200 => {}
        404 => return Err(Error::DoesNotExist(version.to_owned())),
        _ => {
            return Err(Error::Status {
                file: "checksums",
                url: http::redact(&sums_url),
                status: response.status_text,
            });
        }
    }
    check_compatible(version)?;
    let expected =
        checksum_of(&String::from_utf8_lossy(&sums), "manifests.tar.gz").ok_or_else(|| {
            Error::NoChecksum {
                url: http::redact(&sums_url),
            }
        })?;
    let request = http::Request {
        limit: MAX_ARCHIVE_BYTES,
        ..request
    };
    let (response, archive) = http::get(&archive_url, request).map_err(|err| Error::Download {
        file: "manifests.tar.gz",
        url: http::redact(&archive_url),
        message: err.to_string(),
    })?;
    if response.status != 200 {
        return Err(Error::Status {
            file: "manifests.tar.gz",
            url: http::redact(&archive_url),
            status: response.status_text,
        });
    }
    if response.sha256 != expected {
        return Err(Error::Checksum {
            url: http::redact(&archive_url),
            expected,
            actual: response.sha256,
        });
    }
    let files = untar(&archive, &archive_url)?;
    if let Some(cache) = &cache {
        // A cache that cannot be written only costs the next run a download.
        let _ = write_cached(cache, &archive, &response.sha256);
    }
    Ok(files)
}

/// The digest a goreleaser checksums file lists for `file` (`<hex>  <name>` lines).
fn checksum_of(sums: &str, file: &str) -> Option<String> {
    sums.lines().find_map(|line| {
        let mut fields = line.split_whitespace();
        let digest = fields.next()?;
        let name = fields.next()?.trim_start_matches('*');
        (name == file && digest.len() == 64 && digest.bytes().all(|b| b.is_ascii_hexdigit()))
            .then(|| digest.to_ascii_lowercase())
    })
}

/// The regular files of a `.tar.gz`, by their path in it; anything that would land outside the
/// directory is refused, as fluxcd/pkg's untar refuses it.
fn untar(archive: &[u8], url: &str) -> Result<BTreeMap<String, Vec<u8>>, Error> {
    let fail = |message: String| Error::Untar {
        url: http::redact(url),
        message,
    };
    let mut files = BTreeMap::new();
    let mut total = 0u64;
    let mut tar = tar::Archive::new(flate2::read::GzDecoder::new(archive));
    for entry in tar.entries().map_err(|err| fail(err.to_string()))? {
        let mut entry = entry.map_err(|err| fail(err.to_string()))?;
        let raw = String::from_utf8_lossy(&entry.path_bytes()).into_owned();
        let path = raw.trim_start_matches("./").to_owned();
        let kind = entry.header().entry_type();
        if kind.is_dir() || path.is_empty() {
            continue;
        }
        if !is_local(&path) {
            return Err(fail(format!("illegal file path: {raw}")));
        }
        if !kind.is_file() {
            continue;
        }
        let mut data = Vec::new();
        (&mut entry)
            .take(crate::kustomize::fs::MAX_FILE_BYTES + 1)
            .read_to_end(&mut data)
            .map_err(|err| fail(err.to_string()))?;
        total += data.len() as u64;
        if data.len() as u64 > crate::kustomize::fs::MAX_FILE_BYTES || total > MAX_EXTRACTED_BYTES {
            return Err(fail(format!("{path} is larger than the archive may hold")));
        }
        files.insert(path, data);
    }
    Ok(files)
}

fn is_local(path: &str) -> bool {
    let mut depth = 0i64;
    !path.starts_with('/')
        && path.split('/').all(|part| {
            match part {
                "" | "." => {}
                ".." => depth -= 1,
                _ => depth += 1,
            }
            depth >= 0
        })
}

/// `$XDG_CACHE_HOME/fluxr/releases/<base>/<version>` (else `~/.cache/…`), one directory per
/// download base so that a mirror's copy never stands in for another's.
fn cache_dir(base_url: &str, version: &str) -> Option<PathBuf> {
    if !crate::plugin::is_plain_name(version) {
        return None;
    }
    let root = std::env::var_os("XDG_CACHE_HOME")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|h| !h.is_empty())
                .map(|h| Path::new(&h).join(".cache"))
        })?;
    let base = http::hex(&Sha256::digest(base_url.as_bytes()));
    Some(
        root.join("fluxr")
            .join("releases")
            .join(&base[..16])
            .join(version),
    )
}

const CACHED_ARCHIVE: &str = "manifests.tar.gz";
const CACHED_DIGEST: &str = "manifests.tar.gz.sha256";

/// The cached archive, if its digest is still the one recorded when it was checked.
fn read_cached(dir: &Path) -> Option<Vec<u8>> {
    let digest = std::fs::read_to_string(dir.join(CACHED_DIGEST)).ok()?;
    let file = std::fs::File::open(dir.join(CACHED_ARCHIVE)).ok()?;
    let mut archive = Vec::new();
    file.take(MAX_ARCHIVE_BYTES + 1)
        .read_to_end(&mut archive)
        .ok()?;
    (http::hex(&Sha256::digest(&archive)) == digest.trim()).then_some(archive)
}

fn write_cached(dir: &Path, archive: &[u8], digest: &str) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for (name, data) in [
        (CACHED_ARCHIVE, archive),
        (CACHED_DIGEST, format!("{digest}\n").as_bytes()),
    ] {
        let mut staged = tempfile::NamedTempFile::new_in(dir)?;
        std::io::Write::write_all(&mut staged, data)?;
        staged.persist(dir.join(name)).map_err(|err| err.error)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_follow_flux_rules() {
        assert_eq!(resolve_version("").unwrap(), EMBEDDED_VERSION);
        assert_eq!(resolve_version("v2.9.4").unwrap(), "v2.9.4");
        assert_eq!(resolve_version("v2.3.0").unwrap(), "v2.3.0");
        assert_eq!(
            resolve_version("2.9.x").unwrap_err().to_string(),
            "targeted version '2.9.x' must be prefixed with 'v'"
        );
        assert!(check_compatible("v2.0.0").is_ok());
        assert_eq!(
            check_compatible("v0.41.2").unwrap_err().to_string(),
            "targeted version 'v0.41.2' is not compatible with your current version of flux (2.9.4)"
        );
    }

    #[test]
    fn the_latest_tag_comes_from_the_api_answer() {
        assert_eq!(
            parse_latest(br#"{"tag_name":"v2.10.0","name":"v2.10.0"}"#).unwrap(),
            "v2.10.0"
        );
        assert!(parse_latest(br#"{"message":"API rate limit exceeded"}"#).is_err());
    }

    #[test]
    fn checksums_files_are_read_as_goreleaser_writes_them() {
        let digest = "a".repeat(64);
        let sums = format!(
            "{}  flux_2.9.3_linux_amd64.tar.gz\n{digest}  manifests.tar.gz\n",
            "b".repeat(64)
        );
        assert_eq!(checksum_of(&sums, "manifests.tar.gz"), Some(digest));
        assert_eq!(checksum_of(&sums, "install.yaml"), None);
    }

    #[test]
    fn archives_keep_their_regular_files_and_refuse_escapes() {
        let build = |entries: &[(&str, &[u8])]| {
            let mut builder = tar::Builder::new(flate2::write::GzEncoder::new(
                Vec::new(),
                flate2::Compression::default(),
            ));
            for (name, data) in entries {
                let mut header = tar::Header::new_gnu();
                header.set_size(data.len() as u64);
                header.set_mode(0o644);
                header.set_cksum();
                builder.append_data(&mut header, name, *data).unwrap();
            }
            builder.into_inner().unwrap().finish().unwrap()
        };
        let files = untar(&build(&[("./rbac.yaml", b"a"), ("x/y.yaml", b"b")]), "u").unwrap();
        assert_eq!(files.keys().collect::<Vec<_>>(), ["rbac.yaml", "x/y.yaml"]);
        let mut escape = build(&[("ok.yaml", b"a")]);
        // A name the builder refuses to write is patched into the header afterwards.
        let mut raw = Vec::new();
        flate2::read::GzDecoder::new(escape.as_slice())
            .read_to_end(&mut raw)
            .unwrap();
        raw[..7].copy_from_slice(b"../evil");
        let mut header = tar::Header::new_old();
        header.as_mut_bytes().copy_from_slice(&raw[..512]);
        header.set_cksum();
        raw[..512].copy_from_slice(header.as_bytes());
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        std::io::Write::write_all(&mut gz, &raw).unwrap();
        escape = gz.finish().unwrap();
        assert!(
            untar(&escape, "u")
                .unwrap_err()
                .to_string()
                .contains("illegal file path: ../evil")
        );
    }
}
