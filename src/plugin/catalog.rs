//! The plugin catalog (`cli.fluxcd.io/v1beta1`): `catalog.yaml` lists the plugins, and one
//! `<name>.yaml` manifest per plugin lists its versions (newest first) and their binaries.
//!
//! The catalog is read from the latest release of `fluxcd/plugins`, or from the base URL in
//! `FLUXCD_PLUGIN_CATALOG` (mirrors, tests); flux joins the base and the file name as they are,
//! so the base ends in `/`.

use std::time::Duration;

use serde::{Deserialize, Deserializer, Serialize};

use super::{Error, PREFIX, is_plain_name};
use crate::http;

/// Where flux reads the catalog from.
pub const DEFAULT_BASE: &str = "https://github.com/fluxcd/plugins/releases/latest/download/";
/// The environment variable that replaces [`DEFAULT_BASE`].
pub const BASE_ENV: &str = "FLUXCD_PLUGIN_CATALOG";
pub const API_VERSION: &str = "cli.fluxcd.io/v1beta1";
const PLUGIN_KIND: &str = "Plugin";
const CATALOG_KIND: &str = "PluginCatalog";
/// flux reads at most this much of a catalog file.
const MAX_RESPONSE_BYTES: u64 = 10 << 20;

/// One plugin's manifest.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Manifest {
    #[serde(deserialize_with = "or_default")]
    pub api_version: String,
    #[serde(deserialize_with = "or_default")]
    pub kind: String,
    #[serde(deserialize_with = "or_default")]
    pub name: String,
    #[serde(deserialize_with = "or_default")]
    pub description: String,
    #[serde(deserialize_with = "or_default")]
    pub homepage: String,
    #[serde(deserialize_with = "or_default")]
    pub source: String,
    /// The file name inside archives and on disk, `flux-<name>`.
    #[serde(deserialize_with = "or_default")]
    pub bin: String,
    #[serde(deserialize_with = "or_default")]
    pub versions: Vec<Version>,
}

/// A released version of a plugin.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct Version {
    #[serde(deserialize_with = "or_default")]
    pub version: String,
    #[serde(deserialize_with = "or_default")]
    pub platforms: Vec<Platform>,
}

/// The binary of a version for one OS and architecture (Go's names: `linux`, `amd64`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Platform {
    #[serde(deserialize_with = "or_default")]
    pub os: String,
    #[serde(deserialize_with = "or_default")]
    pub arch: String,
    #[serde(deserialize_with = "or_default")]
    pub url: String,
    /// `sha256:<hex>` of the downloaded file.
    #[serde(deserialize_with = "or_default")]
    pub checksum: String,
    /// The binary's exact path inside the archive, when it is not found by its name.
    #[serde(
        deserialize_with = "or_default",
        skip_serializing_if = "String::is_empty"
    )]
    pub extract_path: String,
}

/// `catalog.yaml`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Catalog {
    #[serde(deserialize_with = "or_default")]
    pub api_version: String,
    #[serde(deserialize_with = "or_default")]
    pub kind: String,
    #[serde(deserialize_with = "or_default")]
    pub plugins: Vec<CatalogEntry>,
}

/// A plugin as the catalog lists it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct CatalogEntry {
    #[serde(deserialize_with = "or_default")]
    pub name: String,
    #[serde(deserialize_with = "or_default")]
    pub description: String,
    #[serde(deserialize_with = "or_default")]
    pub homepage: String,
    #[serde(deserialize_with = "or_default")]
    pub source: String,
    #[serde(deserialize_with = "or_default")]
    pub license: String,
}

/// Go's JSON decoding leaves a field at its zero value for `null`.
pub(super) fn or_default<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: Default + Deserialize<'de>,
{
    Ok(Option::<T>::deserialize(deserializer)?.unwrap_or_default())
}

/// Reads the catalog over HTTP.
#[derive(Debug, Clone)]
pub struct Client {
    base: String,
}

impl Client {
    /// The catalog at `FLUXCD_PLUGIN_CATALOG`, else flux's.
    pub fn from_env() -> Self {
        let base = std::env::var(BASE_ENV)
            .ok()
            .filter(|b| !b.is_empty())
            .unwrap_or_else(|| DEFAULT_BASE.to_owned());
        Self { base }
    }

    /// A catalog at `base`.
    pub fn new(base: impl Into<String>) -> Self {
        Self { base: base.into() }
    }

    /// The manifest of plugin `name`, checked as flux checks it.
    pub fn manifest(&self, name: &str) -> Result<Manifest, Error> {
        let url = format!("{}{name}.yaml", self.base);
        let body = fetch(&url).map_err(|_| Error::NotInCatalog {
            name: name.to_owned(),
        })?;
        let manifest: Manifest = parse(&body).map_err(|message| Error::ParseManifest {
            name: name.to_owned(),
            message,
        })?;
        if manifest.api_version != API_VERSION {
            return Err(Error::ManifestApiVersion {
                name: name.to_owned(),
                found: manifest.api_version,
            });
        }
        if manifest.kind != PLUGIN_KIND {
            return Err(Error::ManifestKind {
                name: name.to_owned(),
                found: manifest.kind,
            });
        }
        if !is_plain_name(&manifest.bin) || !manifest.bin.starts_with(PREFIX) {
            return Err(Error::InvalidBin {
                name: name.to_owned(),
                bin: manifest.bin,
            });
        }
        // The receipt is written under the manifest's own name: keep it inside the directory.
        if !is_plain_name(&manifest.name) {
            return Err(Error::InvalidManifestName {
                name: name.to_owned(),
                found: manifest.name,
            });
        }
        Ok(manifest)
    }

    /// `catalog.yaml`, checked as flux checks it.
    pub fn catalog(&self) -> Result<Catalog, Error> {
        let url = format!("{}catalog.yaml", self.base);
        let body = fetch(&url).map_err(|message| Error::FetchCatalog { message })?;
        let catalog: Catalog = parse(&body).map_err(|message| Error::ParseCatalog { message })?;
        if catalog.api_version != API_VERSION {
            return Err(Error::CatalogApiVersion {
                found: catalog.api_version,
            });
        }
        if catalog.kind != CATALOG_KIND {
            return Err(Error::CatalogKind {
                found: catalog.kind,
            });
        }
        Ok(catalog)
    }
}

/// The body of a 200, at most [`MAX_RESPONSE_BYTES`] of it, or flux's words for what failed.
fn fetch(url: &str) -> Result<Vec<u8>, String> {
    let request = http::Request {
        timeout: Duration::from_secs(30),
        retries: 3,
        limit: MAX_RESPONSE_BYTES,
        truncate: true,
    };
    let (response, body) = http::get(url, request).map_err(|err| err.to_string())?;
    if response.status != 200 {
        return Err(format!(
            "HTTP {} from {}",
            response.status,
            http::redact(url)
        ));
    }
    Ok(body)
}

fn parse<T: for<'de> Deserialize<'de> + Default>(body: &[u8]) -> Result<T, String> {
    let text = std::str::from_utf8(body).map_err(|err| err.to_string())?;
    let value = crate::yaml::parse_one(text).map_err(|err| err.to_string())?;
    if value.is_null() {
        return Ok(T::default());
    }
    serde_json::from_value(value).map_err(|err| format!("error unmarshaling JSON: {err}"))
}

/// The requested version, or the newest (the first) when none is asked for.
pub fn resolve_version<'m>(manifest: &'m Manifest, version: &str) -> Result<&'m Version, Error> {
    let first = manifest.versions.first().ok_or_else(|| Error::NoVersions {
        name: manifest.name.clone(),
    })?;
    if version.is_empty() {
        return Ok(first);
    }
    manifest
        .versions
        .iter()
        .find(|v| v.version == version)
        .ok_or_else(|| Error::VersionNotFound {
            name: manifest.name.clone(),
            version: version.to_owned(),
        })
}

/// The binary of `version` for this OS and architecture.
pub fn resolve_platform<'v>(
    version: &'v Version,
    os: &str,
    arch: &str,
) -> Result<&'v Platform, Error> {
    version
        .platforms
        .iter()
        .find(|p| p.os == os && p.arch == arch)
        .ok_or_else(|| Error::NoBinary {
            os: os.to_owned(),
            arch: arch.to_owned(),
        })
}

/// The newest version whose binary for this platform has checksum `digest` (`sha256:…`).
pub fn resolve_digest<'m>(
    manifest: &'m Manifest,
    digest: &str,
    os: &str,
    arch: &str,
) -> Result<(&'m Version, &'m Platform), Error> {
    if manifest.versions.is_empty() {
        return Err(Error::NoVersions {
            name: manifest.name.clone(),
        });
    }
    manifest
        .versions
        .iter()
        .find_map(|v| {
            v.platforms
                .iter()
                .find(|p| p.os == os && p.arch == arch && p.checksum == digest)
                .map(|p| (v, p))
        })
        .ok_or_else(|| Error::DigestNotFound {
            digest: digest.to_owned(),
            name: manifest.name.clone(),
            os: os.to_owned(),
            arch: arch.to_owned(),
        })
}

/// `operator@0.45.0` is `("operator", "0.45.0")`; without `@` the version is empty (the newest).
pub fn split_name_version(arg: &str) -> (&str, &str) {
    arg.split_once('@').unwrap_or((arg, ""))
}

/// Whether a requested version is a content digest rather than a version.
pub fn is_digest(reference: &str) -> bool {
    reference.starts_with("sha256:")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn manifest() -> Manifest {
        parse(
            b"apiVersion: cli.fluxcd.io/v1beta1\nkind: Plugin\nname: operator\nbin: flux-operator\n\
              versions:\n- version: 0.45.0\n  platforms:\n  - os: linux\n    arch: amd64\n    \
              url: https://example.com/new.tar.gz\n    checksum: sha256:aa\n\
              - version: 0.44.0\n  platforms:\n  - os: linux\n    arch: amd64\n    \
              url: https://example.com/old.tar.gz\n    checksum: sha256:bb\n    extractPath: bin/flux-operator\n",
        )
        .unwrap()
    }

    #[test]
    fn versions_resolve_newest_first() {
        let m = manifest();
        assert_eq!(resolve_version(&m, "").unwrap().version, "0.45.0");
        assert_eq!(resolve_version(&m, "0.44.0").unwrap().version, "0.44.0");
        assert_eq!(
            resolve_version(&m, "9.9.9").unwrap_err().to_string(),
            "version \"9.9.9\" not found for plugin \"operator\""
        );
        let v = resolve_version(&m, "0.44.0").unwrap();
        assert_eq!(
            resolve_platform(v, "linux", "amd64").unwrap().extract_path,
            "bin/flux-operator"
        );
        assert_eq!(
            resolve_platform(v, "darwin", "arm64")
                .unwrap_err()
                .to_string(),
            "no binary for darwin/arm64"
        );
    }

    #[test]
    fn digests_pick_the_version_that_has_them() {
        let m = manifest();
        let (v, p) = resolve_digest(&m, "sha256:bb", "linux", "amd64").unwrap();
        assert_eq!(
            (v.version.as_str(), p.checksum.as_str()),
            ("0.44.0", "sha256:bb")
        );
        assert_eq!(
            resolve_digest(&m, "sha256:bb", "linux", "arm64")
                .unwrap_err()
                .to_string(),
            "digest \"sha256:bb\" not found for plugin \"operator\" on linux/arm64"
        );
    }

    #[test]
    fn names_and_versions() {
        assert_eq!(split_name_version("operator"), ("operator", ""));
        assert_eq!(
            split_name_version("operator@0.45.0"),
            ("operator", "0.45.0")
        );
        assert_eq!(split_name_version("plugin@"), ("plugin", ""));
        assert_eq!(
            split_name_version("operator@sha256:abc"),
            ("operator", "sha256:abc")
        );
        assert!(is_digest("sha256:06e0"));
        assert!(!is_digest("SHA256:abc"));
        assert!(!is_digest("0.45.0"));
    }

    #[test]
    fn nulls_are_zero_values_and_wrong_types_fail() {
        let m: Manifest = parse(b"name: x\nversions: null\nbin: ~\n").unwrap();
        assert_eq!((m.name.as_str(), m.bin.as_str()), ("x", ""));
        assert!(m.versions.is_empty());
        assert!(parse::<Manifest>(b"versions:\n- version: [1]\n").is_err());
    }
}
