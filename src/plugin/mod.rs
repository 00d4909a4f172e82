//! Flux CLI plugins (flux's RFC-0013): executables `flux-<name>` in `$FLUXCD_PLUGINS`, or
//! `~/.fluxcd/plugins` when that is unset, that `fluxr <name> args…` runs in its own place.
//!
//! `plugin install` takes a plugin from the catalog ([`catalog`]), checks the download against
//! the catalog's checksum, puts the binary in the directory and writes a receipt
//! `flux-<name>.yaml` next to it, which records the version for `plugin list` and `update`. A
//! plugin without a receipt was installed by hand.

use std::fs::File;
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::go_os::io_text;

mod archive;
pub mod catalog;

pub use catalog::{Manifest, Platform, Version};

/// Every plugin binary's name starts with this.
pub const PREFIX: &str = "flux-";
const DIR_ENV: &str = "FLUXCD_PLUGINS";
/// Names no plugin can take.
const RESERVED: [&str; 2] = ["plugin", "help"];
/// How long a download may take, as flux's installer allows.
const DOWNLOAD_TIMEOUT: Duration = Duration::from_secs(5 * 60);

/// Why a plugin operation failed, in flux's words where flux has some.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("plugin {} not found in catalog", q(.name))]
    NotInCatalog { name: String },
    #[error("failed to parse plugin manifest for {}: {message}", q(.name))]
    ParseManifest { name: String, message: String },
    #[error("plugin {} has unsupported apiVersion {} (expected {})", q(.name), q(.found), q(catalog::API_VERSION))]
    ManifestApiVersion { name: String, found: String },
    #[error("plugin {} has unexpected kind {} (expected \"Plugin\")", q(.name), q(.found))]
    ManifestKind { name: String, found: String },
    #[error("plugin {} has invalid bin {} (must be a plain filename prefixed with \"flux-\")", q(.name), q(.bin))]
    InvalidBin { name: String, bin: String },
    #[error("plugin {} has invalid name {} (must be a plain name)", q(.name), q(.found))]
    InvalidManifestName { name: String, found: String },
    #[error("failed to fetch plugin catalog: {message}")]
    FetchCatalog { message: String },
    #[error("failed to parse plugin catalog: {message}")]
    ParseCatalog { message: String },
    #[error("plugin catalog has unsupported apiVersion {} (expected {})", q(.found), q(catalog::API_VERSION))]
    CatalogApiVersion { found: String },
    #[error("plugin catalog has unexpected kind {} (expected \"PluginCatalog\")", q(.found))]
    CatalogKind { found: String },
    #[error("plugin {} has no versions", q(.name))]
    NoVersions { name: String },
    #[error("version {} not found for plugin {}", q(.version), q(.name))]
    VersionNotFound { name: String, version: String },
    #[error("no binary for {os}/{arch}")]
    NoBinary { os: String, arch: String },
    #[error("plugin {} v{version} has no binary for {os}/{arch}", q(.name))]
    NoBinaryForVersion {
        name: String,
        version: String,
        os: String,
        arch: String,
    },
    #[error("digest {} not found for plugin {} on {os}/{arch}", q(.digest), q(.name))]
    DigestNotFound {
        digest: String,
        name: String,
        os: String,
        arch: String,
    },
    #[error("failed to download plugin: {0}")]
    Download(String),
    #[error("checksum verification failed (expected: {expected}, got: {actual})")]
    Checksum { expected: String, actual: String },
    #[error("invalid plugin binary name {}: must be a plain filename", q(.0))]
    InvalidBinaryName(String),
    #[error("{0}")]
    Archive(String),
    #[error("failed to create {0}: open {0}: {1}", .path.display(), io_text(.source))]
    Create {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("failed to write plugin binary: {}", io_text(.0))]
    WriteBinary(#[source] io::Error),
    #[error("failed to write the receipt {}: {}", .path.display(), io_text(.source))]
    WriteReceipt {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("plugin {} is not installed", q(.0))]
    NotInstalled(String),
    #[error("failed to remove plugin binary: {0}")]
    RemoveBinary(#[source] crate::go_os::RemoveError),
    #[error("failed to remove plugin receipt: {0}")]
    RemoveReceipt(#[source] crate::go_os::RemoveError),
    #[error("failed to create temp file: {}", io_text(.0))]
    TempFile(#[source] io::Error),
    #[error("the plugins directory is unknown: set FLUXCD_PLUGINS or HOME")]
    NoDirectory,
}

impl Error {
    fn write_binary(err: io::Error) -> Self {
        Self::WriteBinary(err)
    }
}

fn q(s: &str) -> String {
    crate::yaml::go_quote(s)
}

/// An installed plugin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plugin {
    /// `operator` for `flux-operator`.
    pub name: String,
    pub path: PathBuf,
}

/// What `plugin install` records about an installed plugin, as flux writes it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Receipt {
    #[serde(deserialize_with = "catalog::or_default")]
    pub name: String,
    #[serde(deserialize_with = "catalog::or_default")]
    pub version: String,
    /// RFC 3339, UTC, whole seconds.
    #[serde(deserialize_with = "catalog::or_default")]
    pub installed_at: String,
    #[serde(deserialize_with = "catalog::or_default")]
    pub platform: Platform,
}

/// `$FLUXCD_PLUGINS`, else `~/.fluxcd/plugins` (`None` without a home directory).
pub fn plugins_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    let home = std::env::var_os("HOME").filter(|h| !h.is_empty())?;
    Some(Path::new(&home).join(".fluxcd").join("plugins"))
}

/// [`plugins_dir`], created when it is the default one (a directory named in `FLUXCD_PLUGINS`
/// is the user's to create), as flux does before it writes.
pub fn ensure_plugins_dir() -> Result<PathBuf, Error> {
    let dir = plugins_dir().ok_or(Error::NoDirectory)?;
    if std::env::var_os(DIR_ENV).is_none_or(|d| d.is_empty()) {
        // Best effort, as flux: the write that follows reports what is wrong.
        let _ = std::fs::create_dir_all(&dir);
    }
    Ok(dir)
}

/// The plugins in `dir`, in file-name order: executables `flux-<name>` (links followed) whose
/// name is not a built-in command nor reserved. An unreadable directory holds none.
pub fn discover(dir: &Path, builtins: &[&str]) -> Vec<Plugin> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .flatten()
        .filter(|entry| entry.file_type().is_ok_and(|t| !t.is_dir()))
        .filter_map(|entry| entry.file_name().into_string().ok())
        .collect();
    names.sort();
    names
        .into_iter()
        .filter_map(|file_name| {
            let name = file_name.strip_prefix(PREFIX)?;
            if name.is_empty() || RESERVED.contains(&name) || builtins.contains(&name) {
                return None;
            }
            let path = dir.join(&file_name);
            is_executable_file(&path).then(|| Plugin {
                name: name.to_owned(),
                path,
            })
        })
        .collect()
}

fn is_executable_file(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// Replaces this process with the plugin, as flux does: the plugin's path as `argv[0]`, the
/// arguments as given, the environment unchanged. Returns only when that fails.
pub fn exec(plugin: &Path, args: &[std::ffi::OsString]) -> io::Error {
    use std::io::Read as _;
    use std::os::unix::process::CommandExt as _;
    // flux calls execve(2), which refuses a file that is neither a binary nor a script; the C
    // library's execvp, under Rust's exec, would hand such a file to /bin/sh instead.
    let mut magic = Vec::with_capacity(4);
    if let Ok(file) = File::open(plugin) {
        let _ = file.take(4).read_to_end(&mut magic);
        if !magic.starts_with(b"\x7fELF") && !magic.starts_with(b"#!") {
            const ENOEXEC: i32 = 8;
            return io::Error::from_raw_os_error(ENOEXEC);
        }
    }
    std::process::Command::new(plugin)
        .arg0(plugin)
        .args(args)
        .exec()
}

/// What the plugin offers to complete `args` (the last one being typed): flux runs
/// `flux-<name> __complete ARGS…` and reads cobra's protocol, candidates one a line then a
/// `:<directive>` line. A plugin that fails, or says nothing, offers none; one that has not
/// answered within `deadline` is killed, so that a TAB never hangs.
pub fn complete(plugin: &Path, args: &[std::ffi::OsString], deadline: Duration) -> Vec<String> {
    let child = std::process::Command::new(plugin)
        .arg("__complete")
        .args(args)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn();
    let Ok(mut child) = child else {
        return Vec::new();
    };
    let Some(mut stdout) = child.stdout.take() else {
        return Vec::new();
    };
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        use std::io::Read as _;
        let mut out = Vec::new();
        // Candidates are short; a plugin that floods stdout is cut off.
        let _ = (&mut stdout).take(1 << 20).read_to_end(&mut out);
        let _ = sender.send(out);
    });
    let end = std::time::Instant::now() + deadline;
    let out = receiver.recv_timeout(deadline).ok();
    // A plugin may close its output and go on running: its exit is awaited within the same
    // deadline, not for ever.
    let status = loop {
        match child.try_wait() {
            Ok(None) if out.is_some() && std::time::Instant::now() < end => {
                std::thread::sleep(Duration::from_millis(5));
            }
            Ok(Some(status)) => break Some(status),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
        }
    };
    match (out, status) {
        (Some(out), Some(status)) if status.success() => {
            parse_completion(&String::from_utf8_lossy(&out))
        }
        _ => Vec::new(),
    }
}

/// flux's `parseCompletionOutput`: the last line is the directive and never a candidate; empty
/// lines are dropped. A candidate's description (after a tab) is left out: fluxr's scripts
/// offer values only.
fn parse_completion(out: &str) -> Vec<String> {
    let out = out.trim_end_matches('\n');
    let mut lines: Vec<&str> = out.split('\n').collect();
    lines.pop();
    lines
        .into_iter()
        .filter(|line| !line.is_empty())
        .map(|line| line.split('\t').next().unwrap_or(line).to_owned())
        .collect()
}

/// A plugin's receipt, if it has one that reads.
pub fn read_receipt(dir: &Path, name: &str) -> Option<Receipt> {
    if !is_plain_name(name) {
        return None;
    }
    let text = std::fs::read_to_string(receipt_path(dir, name)).ok()?;
    let value = crate::yaml::parse_one(&text).ok()?;
    if value.is_null() {
        return Some(Receipt::default());
    }
    serde_json::from_value(value).ok()
}

fn receipt_path(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("{PREFIX}{name}.yaml"))
}

/// A single path element that stays where it is joined: no separator, not `.` or `..`.
pub(crate) fn is_plain_name(name: &str) -> bool {
    !name.is_empty() && name != "." && name != ".." && !name.contains(['/', '\\', '\0'])
}

/// Removes a plugin's binary (a link itself, not its target) and its receipt, if any.
pub fn uninstall(dir: &Path, name: &str) -> Result<(), Error> {
    if !is_plain_name(name) {
        return Err(Error::NotInstalled(name.to_owned()));
    }
    let binary = dir.join(format!("{PREFIX}{name}"));
    if let Err(err) = std::fs::symlink_metadata(&binary)
        && err.kind() == io::ErrorKind::NotFound
    {
        return Err(Error::NotInstalled(name.to_owned()));
    }
    // Go's os.Remove: a directory in the binary's place goes if it is empty, and a failure
    // names the path (`remove DIR/flux-x: directory not empty`).
    crate::go_os::remove(&binary).map_err(Error::RemoveBinary)?;
    match crate::go_os::remove(&receipt_path(dir, name)) {
        Err(err) if err.cause.kind() != io::ErrorKind::NotFound => Err(Error::RemoveReceipt(err)),
        _ => Ok(()),
    }
}

/// Go's name for this machine's OS (`runtime.GOOS`), which the catalog uses.
pub fn go_os() -> &'static str {
    match std::env::consts::OS {
        "macos" => "darwin",
        other => other,
    }
}

/// Go's name for this machine's architecture (`runtime.GOARCH`).
pub fn go_arch() -> &'static str {
    match std::env::consts::ARCH {
        "x86_64" => "amd64",
        "aarch64" => "arm64",
        "x86" => "386",
        "powerpc64" if cfg!(target_endian = "little") => "ppc64le",
        "powerpc64" => "ppc64",
        "loongarch64" => "loong64",
        other => other,
    }
}

/// Downloads the binary of `version` for `platform`, checks its checksum, puts it in `dir` as
/// the manifest's `bin` (replacing any previous one at once, never half-written) and writes the
/// receipt.
pub fn install(
    dir: &Path,
    manifest: &Manifest,
    version: &Version,
    platform: &Platform,
) -> Result<(), Error> {
    let mut download = tempfile::Builder::new()
        .prefix("flux-plugin-")
        .tempfile()
        .map_err(Error::TempFile)?;
    let request = crate::http::Request {
        timeout: DOWNLOAD_TIMEOUT,
        retries: 3,
        limit: archive::MAX_BINARY_BYTES,
        truncate: false,
    };
    let response = crate::http::get_into(&platform.url, request, download.as_file_mut())
        .map_err(|err| Error::Download(err.to_string()))?;
    if response.status != 200 {
        return Err(Error::Download(format!("HTTP {}", response.status)));
    }
    let actual = format!("sha256:{}", response.sha256);
    if actual != platform.checksum {
        return Err(Error::Checksum {
            expected: platform.checksum.clone(),
            actual,
        });
    }
    let bin = &manifest.bin;
    if !is_plain_name(bin) {
        return Err(Error::InvalidBinaryName(bin.clone()));
    }
    let destination = dir.join(bin);
    let target = if platform.extract_path.is_empty() {
        bin.as_str()
    } else {
        platform.extract_path.as_str()
    };
    let file = download.as_file_mut();
    let format = archive::detect(file, &platform.url).map_err(|err| {
        Error::Archive(format!("failed to detect plugin format: {}", io_text(&err)))
    })?;
    let mut staged = tempfile::Builder::new()
        .prefix(&format!(".{bin}-"))
        .tempfile_in(dir)
        .map_err(|source| Error::Create {
            path: destination.clone(),
            source,
        })?;
    archive::extract(file, format, target, staged.as_file_mut())?;
    staged.as_file_mut().flush().map_err(Error::WriteBinary)?;
    {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::set_permissions(staged.path(), std::fs::Permissions::from_mode(0o755))
            .map_err(Error::WriteBinary)?;
    }
    staged
        .persist(&destination)
        .map_err(|err| Error::WriteBinary(err.error))?;
    let receipt = Receipt {
        name: manifest.name.clone(),
        version: version.version.clone(),
        installed_at: k8s_openapi::jiff::Timestamp::now()
            .strftime("%Y-%m-%dT%H:%M:%SZ")
            .to_string(),
        platform: platform.clone(),
    };
    write_receipt(dir, &receipt)
}

fn write_receipt(dir: &Path, receipt: &Receipt) -> Result<(), Error> {
    let path = receipt_path(dir, &receipt.name);
    let value = serde_json::to_value(receipt).unwrap_or_default();
    let text = crate::yaml::to_string(&value);
    // Go's `os.WriteFile(…, 0o644)`: a new receipt is not group-writable whatever the umask
    // lets through; an existing one keeps its mode.
    let write = || -> io::Result<()> {
        use std::os::unix::fs::OpenOptionsExt as _;
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o644)
            .open(&path)?;
        file.write_all(text.as_bytes())
    };
    write().map_err(|source| Error::WriteReceipt { path, source })
}

/// What `plugin update` does with one plugin.
#[derive(Debug)]
pub enum Update {
    /// No receipt: installed by hand, left alone.
    Manual,
    /// The receipt's version is the newest.
    UpToDate { version: String },
    /// A newer version, resolved for this platform.
    Available {
        from: String,
        manifest: Box<Manifest>,
        version: Version,
        platform: Platform,
    },
}

/// Compares plugin `name`'s receipt with the newest version in the catalog.
pub fn check_update(dir: &Path, name: &str, client: &catalog::Client) -> Result<Update, Error> {
    let Some(receipt) = read_receipt(dir, name) else {
        return Ok(Update::Manual);
    };
    let manifest = client.manifest(name)?;
    let latest = catalog::resolve_version(&manifest, "")?.clone();
    if receipt.version == latest.version {
        return Ok(Update::UpToDate {
            version: receipt.version,
        });
    }
    let platform = catalog::resolve_platform(&latest, go_os(), go_arch())?.clone();
    Ok(Update::Available {
        from: receipt.version,
        manifest: Box::new(manifest),
        version: latest,
        platform,
    })
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt as _;

    use super::*;

    fn executable(path: &Path) {
        std::fs::write(path, "#!/bin/sh\n").unwrap();
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }

    #[test]
    fn discovery_skips_builtins_reserved_names_and_non_executables() {
        let dir = tempfile::tempdir().unwrap();
        for name in [
            "flux-get",
            "flux-help",
            "flux-plugin",
            "flux-op.sh",
            "flux-local",
            "flux-",
        ] {
            executable(&dir.path().join(name));
        }
        std::fs::write(dir.path().join("flux-notexec"), "").unwrap();
        std::fs::create_dir(dir.path().join("flux-dir")).unwrap();
        std::os::unix::fs::symlink("/nonexistent", dir.path().join("flux-broken")).unwrap();
        std::os::unix::fs::symlink(
            dir.path().join("flux-local"),
            dir.path().join("flux-linked"),
        )
        .unwrap();
        let names: Vec<String> = discover(dir.path(), &["get"])
            .into_iter()
            .map(|p| p.name)
            .collect();
        assert_eq!(names, ["linked", "local", "op.sh"]);
    }

    #[test]
    fn receipts_read_as_flux_reads_them() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("flux-a.yaml"),
            "name: a\nversion: \"1.2.3\"\n",
        )
        .unwrap();
        std::fs::write(dir.path().join("flux-b.yaml"), "name: b\nversion: 1.2\n").unwrap();
        assert_eq!(read_receipt(dir.path(), "a").unwrap().version, "1.2.3");
        // A version that is not a string makes the whole receipt unreadable, as in Go.
        assert_eq!(read_receipt(dir.path(), "b"), None);
        assert_eq!(read_receipt(dir.path(), "c"), None);
    }

    #[test]
    fn receipts_are_written_with_sorted_keys() {
        let dir = tempfile::tempdir().unwrap();
        let receipt = Receipt {
            name: "op".into(),
            version: "1.0".into(),
            installed_at: "2025-01-02T03:04:05Z".into(),
            platform: Platform {
                os: "linux".into(),
                arch: "amd64".into(),
                url: "https://example.com/op.tar.gz".into(),
                checksum: "sha256:ab".into(),
                extract_path: String::new(),
            },
        };
        write_receipt(dir.path(), &receipt).unwrap();
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(dir.path().join("flux-op.yaml"))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o022, 0, "{mode:o}");
        }
        assert_eq!(
            std::fs::read_to_string(dir.path().join("flux-op.yaml")).unwrap(),
            "installedAt: \"2025-01-02T03:04:05Z\"\nname: op\nplatform:\n  arch: amd64\n  \
             checksum: sha256:ab\n  os: linux\n  url: https://example.com/op.tar.gz\n\
             version: \"1.0\"\n"
        );
    }

    #[test]
    fn uninstall_removes_as_gos_os_remove() {
        let dir = tempfile::tempdir().unwrap();
        // An empty directory in the binary's place goes, as rmdir takes it.
        std::fs::create_dir(dir.path().join("flux-empty")).unwrap();
        uninstall(dir.path(), "empty").unwrap();
        assert!(!dir.path().join("flux-empty").exists());
        let full = dir.path().join("flux-full");
        std::fs::create_dir(&full).unwrap();
        std::fs::write(full.join("x"), "").unwrap();
        assert_eq!(
            uninstall(dir.path(), "full").unwrap_err().to_string(),
            format!(
                "failed to remove plugin binary: remove {}: directory not empty",
                full.display()
            )
        );
        // A receipt that is a non-empty directory fails in the same words.
        executable(&dir.path().join("flux-op"));
        let receipt = dir.path().join("flux-op.yaml");
        std::fs::create_dir(&receipt).unwrap();
        std::fs::write(receipt.join("x"), "").unwrap();
        assert_eq!(
            uninstall(dir.path(), "op").unwrap_err().to_string(),
            format!(
                "failed to remove plugin receipt: remove {}: directory not empty",
                receipt.display()
            )
        );
    }

    #[test]
    fn uninstall_removes_binary_and_receipt() {
        let dir = tempfile::tempdir().unwrap();
        executable(&dir.path().join("flux-op"));
        std::fs::write(dir.path().join("flux-op.yaml"), "name: op\n").unwrap();
        uninstall(dir.path(), "op").unwrap();
        assert!(std::fs::read_dir(dir.path()).unwrap().next().is_none());
        assert_eq!(
            uninstall(dir.path(), "op").unwrap_err().to_string(),
            "plugin \"op\" is not installed"
        );
        assert_eq!(
            uninstall(dir.path(), "../../etc/passwd")
                .unwrap_err()
                .to_string(),
            "plugin \"../../etc/passwd\" is not installed"
        );
    }

    #[test]
    fn completions_are_read_as_cobra_writes_them() {
        assert_eq!(
            parse_completion("apply\tApply it\n\nbuild\n:4\n"),
            ["apply", "build"]
        );
        // The last line is taken for the directive whatever it holds.
        assert_eq!(parse_completion("apply\nbuild"), ["apply"]);
        assert!(parse_completion("").is_empty());
        assert!(parse_completion(":0\n").is_empty());
    }

    #[test]
    fn a_plugin_completes_its_own_arguments() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("flux-op");
        std::fs::write(
            &path,
            "#!/bin/sh\n[ \"$1\" = __complete ] || exit 1\nshift\necho \"got:$*\"\necho ':4'\n",
        )
        .unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        let args = ["get".into(), "".into()];
        assert_eq!(
            complete(&path, &args, Duration::from_secs(10)),
            ["got:get "]
        );
        let slow = dir.path().join("flux-slow");
        std::fs::write(&slow, "#!/bin/sh\nexec sleep 30\n").unwrap();
        std::fs::set_permissions(&slow, std::fs::Permissions::from_mode(0o755)).unwrap();
        let started = std::time::Instant::now();
        assert!(complete(&slow, &args, Duration::from_millis(300)).is_empty());
        assert!(started.elapsed() < Duration::from_secs(20));
        // Its output closed and candidates written, but still running: none, and no hang.
        let lingering = dir.path().join("flux-lingering");
        std::fs::write(
            &lingering,
            "#!/bin/sh
echo x
echo ':4'
exec >&- sleep 30
",
        )
        .unwrap();
        std::fs::set_permissions(&lingering, std::fs::Permissions::from_mode(0o755)).unwrap();
        let started = std::time::Instant::now();
        assert!(complete(&lingering, &args, Duration::from_millis(300)).is_empty());
        assert!(started.elapsed() < Duration::from_secs(20));
    }

    #[test]
    fn io_errors_read_as_go_prints_them() {
        let err = io::Error::from_raw_os_error(8);
        assert_eq!(io_text(&err), "exec format error");
        let err = io::Error::from_raw_os_error(13);
        assert_eq!(io_text(&err), "permission denied");
    }
}
