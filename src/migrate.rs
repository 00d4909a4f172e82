//! `migrate -f`: the Flux manifests of a file or directory move to the latest API versions of a
//! Flux minor version, as flux's file-system migrator does it. Line by line: an `apiVersion: `
//! line followed by a `kind: ` line names a kind, and only the version in that line changes,
//! so comments, quoting and layout stay as the user wrote them. Files are reached only inside
//! the working directory, as flux reaches them through an `os.Root` opened there.

mod root;

use std::ffi::OsString;
use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;

use self::root::Root;
pub use self::root::RootError;
use crate::ui::Ui;

/// The latest version of each kind, by (group, kind), for one Flux minor version.
type Versions = &'static [(&'static str, &'static str, &'static str)];

/// Flux 2.7 to 2.9: the image APIs at v1, and source-watcher's ArtifactGenerator.
const FLUX27: Versions = &[
    ("source.toolkit.fluxcd.io", "Bucket", "v1"),
    ("source.toolkit.fluxcd.io", "GitRepository", "v1"),
    ("source.toolkit.fluxcd.io", "OCIRepository", "v1"),
    ("source.toolkit.fluxcd.io", "HelmRepository", "v1"),
    ("source.toolkit.fluxcd.io", "HelmChart", "v1"),
    ("source.toolkit.fluxcd.io", "ExternalArtifact", "v1"),
    ("kustomize.toolkit.fluxcd.io", "Kustomization", "v1"),
    ("helm.toolkit.fluxcd.io", "HelmRelease", "v2"),
    ("notification.toolkit.fluxcd.io", "Receiver", "v1"),
    ("notification.toolkit.fluxcd.io", "Alert", "v1beta3"),
    ("notification.toolkit.fluxcd.io", "Provider", "v1beta3"),
    ("image.toolkit.fluxcd.io", "ImageRepository", "v1"),
    ("image.toolkit.fluxcd.io", "ImagePolicy", "v1"),
    ("image.toolkit.fluxcd.io", "ImageUpdateAutomation", "v1"),
    (
        "source.extensions.fluxcd.io",
        "ArtifactGenerator",
        "v1beta1",
    ),
];

/// Flux 2.6: the image APIs at v1beta2, no ArtifactGenerator yet.
const FLUX26: Versions = &[
    ("source.toolkit.fluxcd.io", "Bucket", "v1"),
    ("source.toolkit.fluxcd.io", "GitRepository", "v1"),
    ("source.toolkit.fluxcd.io", "OCIRepository", "v1"),
    ("source.toolkit.fluxcd.io", "HelmRepository", "v1"),
    ("source.toolkit.fluxcd.io", "HelmChart", "v1"),
    ("source.toolkit.fluxcd.io", "ExternalArtifact", "v1"),
    ("kustomize.toolkit.fluxcd.io", "Kustomization", "v1"),
    ("helm.toolkit.fluxcd.io", "HelmRelease", "v2"),
    ("notification.toolkit.fluxcd.io", "Receiver", "v1"),
    ("notification.toolkit.fluxcd.io", "Alert", "v1beta3"),
    ("notification.toolkit.fluxcd.io", "Provider", "v1beta3"),
    ("image.toolkit.fluxcd.io", "ImageRepository", "v1beta2"),
    ("image.toolkit.fluxcd.io", "ImagePolicy", "v1beta2"),
    (
        "image.toolkit.fluxcd.io",
        "ImageUpdateAutomation",
        "v1beta2",
    ),
];

/// The supported Flux minor versions, newest (the default) first, as flux lists them.
const LATEST_API_VERSIONS: &[(&str, Versions)] = &[
    ("2.9", FLUX27),
    ("2.8", FLUX27),
    ("2.7", FLUX27),
    ("2.6", FLUX26),
];

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("version {version} is not supported, supported versions are: {supported}")]
    UnsupportedVersion { version: String, supported: String },
    #[error("failed to open filesystem at the current working directory")]
    OpenRoot(#[source] RootError),
    #[error("failed to stat path {path}")]
    StatPath {
        path: String,
        #[source]
        source: RootError,
    },
    #[error("failed to walk directory {path}")]
    Walk {
        path: String,
        #[source]
        source: RootError,
    },
    #[error("file {path} does not match the specified extensions: {extensions}")]
    Extension { path: String, extensions: String },
    #[error("failed to validate file {path}")]
    Validate {
        path: String,
        #[source]
        source: RootError,
    },
    #[error("file {path} is irregular")]
    Irregular { path: String },
    #[error("failed to read file {path}")]
    Read {
        path: String,
        #[source]
        source: RootError,
    },
    #[error("failed to stat file {path}")]
    StatFile {
        path: String,
        #[source]
        source: RootError,
    },
    #[error("failed to write file {path}")]
    Write {
        path: String,
        #[source]
        source: RootError,
    },
    /// promptui's answer to anything but `y`: an error with no words.
    #[error("")]
    Aborted,
    /// promptui's answer to the end of the input.
    #[error("^D")]
    EndOfInput,
    #[error("failed to read the answer")]
    Prompt(#[source] std::io::Error),
}

/// What `migrate -f` was asked.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub path: String,
    pub extensions: Vec<String>,
    /// The target Flux minor version; empty for the newest.
    pub version: String,
    pub yes: bool,
    pub dry_run: bool,
}

/// The latest versions for `version` (empty: the newest supported).
fn latest_versions(version: &str) -> Result<Versions, Error> {
    if version.is_empty() {
        return Ok(LATEST_API_VERSIONS[0].1);
    }
    LATEST_API_VERSIONS
        .iter()
        .find(|(flux, _)| *flux == version)
        .map(|(_, versions)| *versions)
        .ok_or_else(|| Error::UnsupportedVersion {
            version: version.to_owned(),
            supported: LATEST_API_VERSIONS
                .iter()
                .map(|(flux, _)| *flux)
                .collect::<Vec<_>>()
                .join(", "),
        })
}

/// One `apiVersion` to rewrite.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Upgrade {
    /// 0-based line index.
    pub line: usize,
    pub kind: Vec<u8>,
    pub old_version: Vec<u8>,
    pub new_version: &'static str,
}

/// A line whose `apiVersion` is no `group/version`: flux warns and goes on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    /// 0-based line index.
    pub line: usize,
    pub message: String,
}

/// Runs the file-system migration of `options.path`, relative to the working directory.
pub fn run(ui: &Ui, options: &Options) -> Result<(), Error> {
    let root = Root::open_cwd().map_err(Error::OpenRoot)?;
    let versions = latest_versions(&options.version)?;
    let path = go_clean(&options.path);
    ui.action("starting migration of custom resources");

    let files = list_files(ui, &root, &path, &options.extensions)?;
    let mut upgrades: Vec<(OsString, Vec<Upgrade>)> = Vec::new();
    for file in files {
        let text = root.read_file(&file).map_err(|source| Error::Read {
            path: show(&file),
            source,
        })?;
        let (found, warnings) = detect(&text, versions);
        for warning in warnings {
            ui.warning(&format!(
                "{}:{}: {}",
                show(&file),
                warning.line + 1,
                warning.message
            ));
        }
        if found.is_empty() {
            continue;
        }
        for upgrade in &found {
            ui.generate(&format!(
                "{}:{}: {} {} -> {}",
                show(&file),
                upgrade.line + 1,
                String::from_utf8_lossy(&upgrade.kind),
                String::from_utf8_lossy(&upgrade.old_version),
                upgrade.new_version
            ));
        }
        upgrades.push((file, found));
    }
    if upgrades.is_empty() {
        ui.success("no custom resources found that require migration");
        return Ok(());
    }
    if options.dry_run {
        ui.success("dry-run mode enabled, no changes will be made");
        return Ok(());
    }
    if !options.yes {
        match ui
            .confirm_answer("Are you sure you want to proceed with the above upgrades")
            .map_err(Error::Prompt)?
        {
            Some(true) => {}
            Some(false) => return Err(Error::Aborted),
            None => return Err(Error::EndOfInput),
        }
    }
    // Every file is opened for writing before the first one changes, so that one that may not
    // be written stops the run with every file as it was.
    let mut writable = Vec::with_capacity(upgrades.len());
    for (file, found) in upgrades {
        let handle = std::fs::OpenOptions::new()
            .write(true)
            .open(PathBuf::from(&file))
            .map_err(|err| Error::Write {
                path: show(&file),
                source: RootError::path("open", &file, err),
            })?;
        writable.push((file, found, handle));
    }
    for (file, found, handle) in writable {
        migrate_file(&root, &file, &found, handle)?;
        ui.success(&format!("file {} migrated successfully", show(&file)));
    }
    ui.success("custom resources migrated successfully");
    Ok(())
}

/// The files to migrate: the regular files under a directory that have one of the extensions,
/// or the one file named.
fn list_files(
    ui: &Ui,
    root: &Root,
    path: &OsString,
    extensions: &[String],
) -> Result<Vec<OsString>, Error> {
    let info = root.stat(path).map_err(|source| Error::StatPath {
        path: show(path),
        source,
    })?;
    if info.is_dir {
        let mut files = Vec::new();
        root.walk(path, &mut |name, entry| {
            if !matches_extensions(name, extensions) {
                return Ok(());
            }
            if entry.is_regular {
                files.push(name.to_owned());
            } else if !entry.is_dir {
                ui.warning(&format!("skipping irregular file {}", show(name)));
            }
            Ok(())
        })
        .map_err(|source| Error::Walk {
            path: show(path),
            source,
        })?;
        return Ok(files);
    }
    if !matches_extensions(path, extensions) {
        return Err(Error::Extension {
            path: show(path),
            extensions: extensions.join(", "),
        });
    }
    // flux tells a link from its target by walking the whole parent directory for the entry.
    let mut irregular = false;
    root.walk(&go_dir(path), &mut |name, entry| {
        if name == path.as_os_str() && !entry.is_regular {
            irregular = true;
        }
        Ok(())
    })
    .map_err(|source| Error::Validate {
        path: show(path),
        source,
    })?;
    if irregular {
        return Err(Error::Irregular { path: show(path) });
    }
    Ok(vec![path.clone()])
}

fn matches_extensions(name: &std::ffi::OsStr, extensions: &[String]) -> bool {
    extensions
        .iter()
        .any(|extension| name.as_bytes().ends_with(extension.as_bytes()))
}

/// The upgrades of one file's text, and the lines whose `apiVersion` cannot be parsed.
pub fn detect(text: &[u8], versions: Versions) -> (Vec<Upgrade>, Vec<Warning>) {
    const API_VERSION: &[u8] = b"apiVersion: ";
    const KIND: &[u8] = b"kind: ";
    let lines: Vec<&[u8]> = text.split(|byte| *byte == b'\n').collect();
    let mut upgrades = Vec::new();
    let mut warnings = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let Some(at) = memchr::memmem::find(line, API_VERSION) else {
            continue;
        };
        let api_version = first_word(go_trim_space(&line[at + API_VERSION.len()..]));
        let (group, version) = match parse_group_version(api_version) {
            Ok(parsed) => parsed,
            Err(message) => {
                warnings.push(Warning {
                    line: index,
                    message,
                });
                continue;
            }
        };
        let Some(kind_line) = lines.get(index + 1) else {
            continue;
        };
        let Some(at) = memchr::memmem::find(kind_line, KIND) else {
            continue;
        };
        let kind = first_word(go_trim_space(&kind_line[at + KIND.len()..]));
        let Some(latest) = versions
            .iter()
            .find(|(g, k, _)| g.as_bytes() == group && k.as_bytes() == kind)
            .map(|(_, _, latest)| *latest)
        else {
            continue;
        };
        if latest.as_bytes() == version {
            continue;
        }
        upgrades.push(Upgrade {
            line: index,
            kind: kind.to_vec(),
            old_version: version.to_vec(),
            new_version: latest,
        });
    }
    (upgrades, warnings)
}

/// The text with each upgrade applied: the first occurrence of the old version in its line
/// becomes the new one, as Go's `strings.Replace(line, old, new, 1)` does.
pub fn apply(text: &[u8], upgrades: &[Upgrade]) -> Vec<u8> {
    let mut lines: Vec<Vec<u8>> = text
        .split(|byte| *byte == b'\n')
        .map(<[u8]>::to_vec)
        .collect();
    for upgrade in upgrades {
        let Some(line) = lines.get_mut(upgrade.line) else {
            continue;
        };
        if let Some(at) = memchr::memmem::find(line, &upgrade.old_version) {
            line.splice(
                at..at + upgrade.old_version.len(),
                upgrade.new_version.bytes(),
            );
        }
    }
    lines.join(&b'\n')
}

fn migrate_file(
    root: &Root,
    file: &OsString,
    upgrades: &[Upgrade],
    mut handle: std::fs::File,
) -> Result<(), Error> {
    let text = root.read_file(file).map_err(|source| Error::Read {
        path: show(file),
        source,
    })?;
    let migrated = apply(&text, upgrades);
    root.stat(file).map_err(|source| Error::StatFile {
        path: show(file),
        source,
    })?;
    let failed = |err: std::io::Error| Error::Write {
        path: show(file),
        source: RootError::path("write", file, err),
    };
    handle.set_len(0).map_err(failed)?;
    std::io::Write::write_all(&mut handle, &migrated).map_err(failed)?;
    handle.sync_all().map_err(failed)
}

/// `schema.ParseGroupVersion`: `version`, `group/version`, or nothing for `` and `/`.
fn parse_group_version(text: &[u8]) -> Result<(&[u8], &[u8]), String> {
    if text.is_empty() || text == b"/" {
        return Ok((b"", b""));
    }
    match text.iter().filter(|byte| **byte == b'/').count() {
        0 => Ok((b"", text)),
        1 => {
            let at = memchr::memchr(b'/', text).unwrap_or(text.len());
            Ok((&text[..at], &text[at + 1..]))
        }
        _ => Err(format!(
            "unexpected GroupVersion string: {}",
            String::from_utf8_lossy(text)
        )),
    }
}

/// Up to the first space, as `strings.Split(s, " ")[0]`.
fn first_word(text: &[u8]) -> &[u8] {
    let end = memchr::memchr(b' ', text).unwrap_or(text.len());
    &text[..end]
}

/// Go's `strings.TrimSpace`: Unicode white space off both ends; bytes that are no valid UTF-8
/// are not space.
fn go_trim_space(mut text: &[u8]) -> &[u8] {
    while let Some((ch, len)) = first_char(text) {
        if !ch.is_whitespace() {
            break;
        }
        text = &text[len..];
    }
    while let Some((ch, len)) = last_char(text) {
        if !ch.is_whitespace() {
            break;
        }
        text = &text[..text.len() - len];
    }
    text
}

fn first_char(text: &[u8]) -> Option<(char, usize)> {
    let len = match *text.first()? {
        byte if byte < 0x80 => 1,
        byte if byte >> 5 == 0b110 => 2,
        byte if byte >> 4 == 0b1110 => 3,
        byte if byte >> 3 == 0b11110 => 4,
        _ => return None,
    };
    let ch = std::str::from_utf8(text.get(..len)?).ok()?.chars().next()?;
    Some((ch, len))
}

fn last_char(text: &[u8]) -> Option<(char, usize)> {
    (1..=4.min(text.len())).find_map(|len| {
        let tail = &text[text.len() - len..];
        let ch = std::str::from_utf8(tail).ok()?.chars().next()?;
        (ch.len_utf8() == len).then_some((ch, len))
    })
}

/// Go's `filepath.Clean` of a relative or absolute path, on bytes.
fn go_clean(path: &str) -> OsString {
    let rooted = path.starts_with('/');
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                if parts.last().is_some_and(|last| *last != "..") {
                    parts.pop();
                } else if !rooted {
                    parts.push("..");
                }
            }
            other => parts.push(other),
        }
    }
    let joined = parts.join("/");
    let cleaned = match (rooted, joined.is_empty()) {
        (true, _) => format!("/{joined}"),
        (false, true) => ".".to_owned(),
        (false, false) => joined,
    };
    OsString::from(cleaned)
}

/// Go's `filepath.Dir`: all but the last element, cleaned; `.` for a bare name.
fn go_dir(path: &OsString) -> OsString {
    let bytes = path.as_bytes();
    match bytes.iter().rposition(|byte| *byte == b'/') {
        Some(at) => {
            let dir = String::from_utf8_lossy(&bytes[..=at]).into_owned();
            go_clean(&dir)
        }
        None => OsString::from("."),
    }
}

fn show(path: &std::ffi::OsStr) -> String {
    String::from_utf8_lossy(path.as_bytes()).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn upgrades_of(text: &str, versions: Versions) -> Vec<(usize, String, String, &'static str)> {
        detect(text.as_bytes(), versions)
            .0
            .into_iter()
            .map(|u| {
                (
                    u.line + 1,
                    String::from_utf8(u.kind).unwrap(),
                    String::from_utf8(u.old_version).unwrap(),
                    u.new_version,
                )
            })
            .collect()
    }

    #[test]
    fn the_kind_must_be_on_the_line_after_the_api_version() {
        let text = "apiVersion: image.toolkit.fluxcd.io/v1beta2\nkind: ImagePolicy\n---\n\
                    kind: ImagePolicy\napiVersion: image.toolkit.fluxcd.io/v1beta2\n---\n\
                    spec:\n  - apiVersion: kustomize.toolkit.fluxcd.io/v1beta2 # old\n    kind: Kustomization\n";
        assert_eq!(
            upgrades_of(text, FLUX27),
            [
                (1, "ImagePolicy".to_owned(), "v1beta2".to_owned(), "v1"),
                (8, "Kustomization".to_owned(), "v1beta2".to_owned(), "v1"),
            ]
        );
    }

    #[test]
    fn quoted_and_tab_separated_values_are_not_kinds_flux_knows() {
        let text = "apiVersion: \"image.toolkit.fluxcd.io/v1beta2\"\nkind: ImagePolicy\n\
                    apiVersion:\timage.toolkit.fluxcd.io/v1beta2\nkind: ImagePolicy\n";
        assert!(upgrades_of(text, FLUX27).is_empty());
    }

    #[test]
    fn the_target_version_decides_the_image_apis() {
        let text = "apiVersion: image.toolkit.fluxcd.io/v1\nkind: ImageRepository\r\n";
        assert!(upgrades_of(text, FLUX27).is_empty());
        assert_eq!(
            upgrades_of(text, FLUX26),
            [(1, "ImageRepository".to_owned(), "v1".to_owned(), "v1beta2")]
        );
        let generator =
            "apiVersion: source.extensions.fluxcd.io/v1alpha1\nkind: ArtifactGenerator\n";
        assert_eq!(upgrades_of(generator, FLUX27).len(), 1);
        assert!(upgrades_of(generator, FLUX26).is_empty());
    }

    #[test]
    fn unsupported_versions_list_the_supported_ones() {
        assert_eq!(
            latest_versions("2.5").unwrap_err().to_string(),
            "version 2.5 is not supported, supported versions are: 2.9, 2.8, 2.7, 2.6"
        );
        assert_eq!(latest_versions("").unwrap(), FLUX27);
        assert_eq!(latest_versions("2.6").unwrap(), FLUX26);
    }

    #[test]
    fn bad_group_versions_warn() {
        let (upgrades, warnings) = detect(b"x\n  apiVersion: a/b/c # c\nkind: Alert", FLUX27);
        assert!(upgrades.is_empty());
        assert_eq!(
            warnings,
            [Warning {
                line: 1,
                message: "unexpected GroupVersion string: a/b/c".to_owned()
            }]
        );
    }

    #[test]
    fn the_first_occurrence_of_the_old_version_in_the_line_is_replaced() {
        let text =
            b"apiVersion: notification.toolkit.fluxcd.io/v1beta2 # v1beta2\r\nkind: Alert\r\n";
        let (upgrades, _) = detect(text, FLUX27);
        assert_eq!(
            apply(text, &upgrades),
            b"apiVersion: notification.toolkit.fluxcd.io/v1beta3 # v1beta2\r\nkind: Alert\r\n"
        );
        // An empty version is found at the start of the line.
        let text = b"apiVersion: helm.toolkit.fluxcd.io/\nkind: HelmRelease";
        let (upgrades, _) = detect(text, FLUX27);
        assert_eq!(
            apply(text, &upgrades),
            b"v2apiVersion: helm.toolkit.fluxcd.io/\nkind: HelmRelease"
        );
    }

    #[test]
    fn bytes_that_are_not_utf8_pass_through() {
        let text =
            b"# \xff\napiVersion: kustomize.toolkit.fluxcd.io/v1beta1\nkind: Kustomization \xff\n";
        let (upgrades, _) = detect(text, FLUX27);
        assert_eq!(upgrades.len(), 1);
        assert_eq!(upgrades[0].kind, b"Kustomization");
        assert_eq!(
            apply(text, &upgrades),
            b"# \xff\napiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization \xff\n"
        );
        // A byte that is no UTF-8 is no space: it stays part of the kind.
        let text = b"apiVersion: kustomize.toolkit.fluxcd.io/v1beta1\nkind: Kustomization\xa0\n";
        assert!(detect(text, FLUX27).0.is_empty());
    }

    #[test]
    fn paths_are_cleaned_as_go_does() {
        for (path, clean) in [
            ("dir/", "dir"),
            ("./a/../b//c.yaml", "b/c.yaml"),
            ("../x", "../x"),
            ("/abs/./y", "/abs/y"),
            (".", "."),
            ("a/..", "."),
        ] {
            assert_eq!(go_clean(path), OsString::from(clean), "{path}");
        }
        assert_eq!(go_dir(&OsString::from("a.yaml")), OsString::from("."));
        assert_eq!(go_dir(&OsString::from("d/e/a.yaml")), OsString::from("d/e"));
    }

    #[test]
    fn go_trim_space_takes_unicode_space_only() {
        assert_eq!(go_trim_space(b"\t v1 \r"), b"v1");
        assert_eq!(go_trim_space("\u{a0}v1\u{3000}".as_bytes()), b"v1");
        assert_eq!(go_trim_space(b"\xa0v1"), b"\xa0v1");
    }
}
