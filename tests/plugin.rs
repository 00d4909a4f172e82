//! Flux CLI plugins as flux v2.9.4 runs them (`cmd/flux/plugin*.go`, `internal/plugin`): a
//! `flux-<name>` executable runs as `fluxr <name>`, and `plugin install|update|uninstall|search`
//! work against a catalog served over HTTP from archives built here.

mod support;

use std::io::Write as _;
use std::os::unix::fs::PermissionsExt as _;
use std::path::{Path, PathBuf};

use sha2::{Digest as _, Sha256};
use support::StaticHttp;

/// A machine with a plugins directory, a home and a catalog server.
struct Machine {
    home: tempfile::TempDir,
    plugins: PathBuf,
    catalog: Option<StaticHttp>,
}

struct Output {
    code: i32,
    stdout: String,
    stderr: String,
}

impl Machine {
    fn new() -> Machine {
        let home = tempfile::tempdir().unwrap();
        let plugins = home.path().join("plugins");
        std::fs::create_dir(&plugins).unwrap();
        Machine {
            home,
            plugins,
            catalog: None,
        }
    }

    fn with_catalog() -> Machine {
        let mut machine = Machine::new();
        machine.catalog = Some(StaticHttp::start());
        machine
    }

    fn catalog(&self) -> &StaticHttp {
        self.catalog.as_ref().unwrap()
    }

    fn fluxr(&self, args: &[&str]) -> Output {
        self.fluxr_with_env(args, &[])
    }

    fn fluxr_with_env(&self, args: &[&str], env: &[(&str, &str)]) -> Output {
        let mut command = assert_cmd::Command::cargo_bin("fluxr").unwrap();
        command
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", self.home.path())
            .env("FLUXCD_PLUGINS", &self.plugins)
            .current_dir(self.home.path())
            .args(args);
        if let Some(catalog) = &self.catalog {
            command.env("FLUXCD_PLUGIN_CATALOG", catalog.url(""));
        }
        for (key, value) in env {
            command.env(key, value);
        }
        let output = command.output().unwrap();
        Output {
            code: output.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        }
    }

    fn script(&self, name: &str, body: &str) -> PathBuf {
        let path = self.plugins.join(name);
        write_executable(&path, &format!("#!/bin/sh\n{body}"));
        path
    }
}

fn write_executable(path: &Path, contents: &str) {
    std::fs::write(path, contents).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

fn sha256(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    format!(
        "sha256:{}",
        digest
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    )
}

fn tar_gz(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut builder = tar::Builder::new(flate2::write::GzEncoder::new(
        Vec::new(),
        flate2::Compression::default(),
    ));
    for (name, data) in entries {
        let mut header = tar::Header::new_gnu();
        header.set_size(data.len() as u64);
        header.set_mode(0o755);
        header.set_cksum();
        builder.append_data(&mut header, name, *data).unwrap();
    }
    builder.into_inner().unwrap().finish().unwrap()
}

fn zip(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut writer = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for (name, data) in entries {
        writer
            .start_file(
                *name,
                zip::write::SimpleFileOptions::default()
                    .compression_method(zip::CompressionMethod::Deflated),
            )
            .unwrap();
        writer.write_all(data).unwrap();
    }
    writer.finish().unwrap().into_inner()
}

/// The script a fake plugin runs: it says which version it is and what it was given.
fn plugin_body(version: &str) -> Vec<u8> {
    format!("#!/bin/sh\necho \"op {version}: $*\"\n").into_bytes()
}

fn platform(url: &str, checksum: &str, extract: Option<&str>) -> String {
    let extract = extract
        .map(|p| format!("\n    extractPath: {p}"))
        .unwrap_or_default();
    format!(
        "  - os: {}\n    arch: {}\n    url: {url}\n    checksum: {checksum}{extract}\n",
        go_os(),
        go_arch()
    )
}

fn go_os() -> &'static str {
    match std::env::consts::OS {
        "macos" => "darwin",
        other => other,
    }
}

fn go_arch() -> &'static str {
    match std::env::consts::ARCH {
        "x86_64" => "amd64",
        "aarch64" => "arm64",
        other => other,
    }
}

/// Publishes plugin `op` with versions newest first: each an archive, a checksum and a
/// platform entry for this machine.
fn publish(catalog: &StaticHttp, versions: &[(&str, String)]) {
    let mut manifest = String::from(
        "apiVersion: cli.fluxcd.io/v1beta1\nkind: Plugin\nname: op\ndescription: Operates\n\
         bin: flux-op\nversions:\n",
    );
    for (version, platform) in versions {
        manifest.push_str(&format!("- version: {version}\n  platforms:\n{platform}"));
    }
    catalog.put("op.yaml", manifest.as_bytes());
    catalog.put(
        "catalog.yaml",
        b"apiVersion: cli.fluxcd.io/v1beta1\nkind: PluginCatalog\nplugins:\n\
          - name: op\n  description: Operates the cluster\n  license: Apache-2.0\n\
          - name: lint\n  description: Lints manifests\n",
    );
}

/// Version `version` of `op` as a tar.gz holding `dist/flux-op`.
fn tar_gz_release(catalog: &StaticHttp, version: &str) -> String {
    let archive = tar_gz(&[
        ("README.md", b"readme"),
        ("dist/flux-op", &plugin_body(version)),
    ]);
    let name = format!("op_{version}.tar.gz");
    catalog.put(&name, &archive);
    platform(&catalog.url(&name), &sha256(&archive), None)
}

#[test]
fn a_plugin_runs_with_its_arguments_and_the_environment() {
    let machine = Machine::new();
    let path = machine.script(
        "flux-hello",
        "echo \"argv0=$0\"; for a in \"$@\"; do echo \"arg=$a\"; done; echo \"var=$MY_VAR\"; exit 3\n",
    );
    let out = machine.fluxr_with_env(
        &["-n", "team", "hello", "get", "--all", "-n", "x", "--help"],
        &[("MY_VAR", "kept")],
    );
    assert_eq!(out.code, 3, "{}", out.stderr);
    assert_eq!(
        out.stdout,
        format!(
            "argv0={}\narg=-n\narg=team\narg=get\narg=--all\narg=-n\narg=x\narg=--help\nvar=kept\n",
            path.display()
        )
    );
    assert_eq!(out.stderr, "");
}

#[test]
fn the_words_after_a_plugin_are_the_plugin_s_to_complete() {
    let machine = Machine::new();
    machine.script(
        "flux-hello",
        "[ \"$1\" = __complete ] || exit 1\nshift\nprintf 'apply\\tApply it\\n'\n\
         for a in \"$@\"; do echo \"arg=$a\"; done\necho ':4'\n",
    );
    // What the shell scripts run for `fluxr -n team hello get <TAB>`: the plugin gets the words
    // after the root's own, and the word being typed, as flux's plugin commands pass them.
    let out = machine.fluxr(&["__complete", "-n", "team", "hello", "get", ""]);
    assert_eq!(
        (out.code, out.stdout.as_str()),
        (0, "apply\narg=-n\narg=team\narg=get\narg=\n")
    );
    // The plugin's own name is still the root's to complete.
    let out = machine.fluxr(&["__complete", "hel"]);
    assert!(!out.stdout.contains("apply"), "{}", out.stdout);
    // A plugin that fails offers nothing, and the shell does not fall back to file names.
    machine.script("flux-broken", "exit 2\n");
    let out = machine.fluxr(&["__complete", "broken", ""]);
    assert_eq!((out.code, out.stdout.as_str()), (0, ""));
}

#[test]
fn a_plugin_that_cannot_run_fails_as_execve_does() {
    let machine = Machine::new();
    write_executable(&machine.plugins.join("flux-junk"), "not a program");
    let out = machine.fluxr(&["junk"]);
    assert_eq!(
        (out.code, out.stderr.as_str()),
        (1, "✗ exec format error\n")
    );
}

#[test]
fn plugins_with_builtin_or_reserved_names_are_not_plugins() {
    let machine = Machine::new();
    machine.script("flux-version", "echo plugin\n");
    machine.script("flux-tree", "echo plugin\n");
    machine.script("flux-help", "echo plugin\n");
    let out = machine.fluxr(&["plugin", "list"]);
    assert_eq!(out.stdout, "No plugins found\n");
    // `tree` is one of fluxr's own commands: it runs, and the plugin does not.
    let out = machine.fluxr(&["tree"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .starts_with("Print the resources reconciled by Flux"),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains("plugin\n"), "{}", out.stdout);
}

#[test]
fn the_help_lists_plugins_in_their_own_section() {
    let machine = Machine::new();
    machine.script("flux-hello", "true\n");
    let out = machine.fluxr(&["--help"]);
    let section = out
        .stdout
        .split("\n\n")
        .find(|s| s.starts_with("Plugin Commands:"))
        .unwrap_or_else(|| panic!("{}", out.stdout));
    assert!(
        section.contains("  hello       Runs the hello plugin"),
        "{section}"
    );
    let commands = out.stdout.split("Plugin Commands:").next().unwrap();
    assert!(!commands.contains("hello"), "{commands}");
    let out = machine.fluxr(&["help", "hello"]);
    assert!(
        out.stdout.starts_with(
            "This command runs the hello plugin.\nUse 'fluxr hello --help' for full plugin help."
        ),
        "{}",
        out.stdout
    );
    // Without plugins there is no section.
    let empty = Machine::new();
    assert!(!empty.fluxr(&["--help"]).stdout.contains("Plugin Commands:"));
}

#[test]
fn plugin_list_prints_flux_table() {
    let machine = Machine::new();
    let local = machine.script("flux-local", "true\n");
    let operator = machine.script("flux-operator", "true\n");
    std::fs::write(
        machine.plugins.join("flux-operator.yaml"),
        "name: operator\nversion: \"1.2.3\"\n",
    )
    .unwrap();
    let out = machine.fluxr(&["plugin", "ls"]);
    let (l, o) = (local.display(), operator.display());
    let width = o.to_string().len();
    assert_eq!(
        out.stdout,
        format!(
            "NAME    \tVERSION\t{:<width$} \nlocal   \tmanual \t{:<width$}\t\noperator\t1.2.3  \t{o}\t\n",
            "PATH",
            l.to_string()
        )
    );
}

#[test]
fn install_takes_the_newest_version_verifies_it_and_writes_a_receipt() {
    let machine = Machine::with_catalog();
    let catalog = machine.catalog();
    let new = tar_gz_release(catalog, "0.45.0");
    let old = tar_gz_release(catalog, "0.44.0");
    publish(catalog, &[("0.45.0", new), ("0.44.0", old)]);

    let out = machine.fluxr(&["plugin", "install", "op"]);
    assert_eq!(
        (out.code, out.stderr.as_str()),
        (0, "✔ installed op v0.45.0\n")
    );
    let out = machine.fluxr(&["op", "hi"]);
    assert_eq!(out.stdout, "op 0.45.0: hi\n");

    let receipt = std::fs::read_to_string(machine.plugins.join("flux-op.yaml")).unwrap();
    let archive = std::fs::read(catalog.root.path().join("op_0.45.0.tar.gz")).unwrap();
    let (stamp, rest) = receipt.split_once('\n').unwrap();
    assert!(
        stamp.starts_with("installedAt: \"20") && stamp.ends_with("Z\"") && stamp.len() == 35,
        "{stamp}"
    );
    assert_eq!(
        rest,
        format!(
            "name: op\nplatform:\n  arch: {}\n  checksum: {}\n  os: {}\n  url: {}\nversion: 0.45.0\n",
            go_arch(),
            sha256(&archive),
            go_os(),
            catalog.url("op_0.45.0.tar.gz")
        )
    );

    let out = machine.fluxr(&["plugin", "list"]);
    assert!(out.stdout.contains("\nop  \t0.45.0 \t"), "{}", out.stdout);
    let out = machine.fluxr(&["plugin", "search"]);
    assert_eq!(
        out.stdout,
        "NAME\tDESCRIPTION         \tINSTALLED \n\
         op  \tOperates the cluster\t0.45.0   \t\n\
         lint\tLints manifests     \t         \t\n"
    );
}

#[test]
fn install_a_version_or_a_digest_then_update_and_uninstall() {
    let machine = Machine::with_catalog();
    let catalog = machine.catalog();
    let new = tar_gz_release(catalog, "0.45.0");
    let old = tar_gz_release(catalog, "0.44.0");
    let old_digest = sha256(&std::fs::read(catalog.root.path().join("op_0.44.0.tar.gz")).unwrap());
    publish(catalog, &[("0.45.0", new), ("0.44.0", old)]);

    let out = machine.fluxr(&["plugin", "install", "op@0.44.0"]);
    assert_eq!(out.stderr, "✔ installed op v0.44.0\n");
    assert_eq!(machine.fluxr(&["op"]).stdout, "op 0.44.0: \n");
    machine.fluxr(&["plugin", "uninstall", "op"]);
    let out = machine.fluxr(&["plugin", "install", &format!("op@{old_digest}")]);
    assert_eq!(out.stderr, "✔ installed op v0.44.0\n");

    machine.script("flux-manual", "true\n");
    let out = machine.fluxr(&["plugin", "upgrade"]);
    assert_eq!(
        (out.code, out.stderr.as_str()),
        (
            0,
            "⚠️ skipping manual (manually installed)\n✔ updated op v0.44.0 → v0.45.0\n"
        )
    );
    assert_eq!(machine.fluxr(&["op"]).stdout, "op 0.45.0: \n");
    let out = machine.fluxr(&["plugin", "update", "op"]);
    assert_eq!(out.stderr, "✔ op already up to date (v0.45.0)\n");
    let out = machine.fluxr(&["plugin", "update", "nope"]);
    assert_eq!(
        (out.code, out.stderr.as_str()),
        (1, "✗ plugin \"nope\" is not installed\n")
    );

    let out = machine.fluxr(&["plugin", "delete", "op"]);
    assert_eq!((out.code, out.stderr.as_str()), (0, "✔ uninstalled op\n"));
    let left: Vec<String> = std::fs::read_dir(&machine.plugins)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(left, ["flux-manual"]);
    let out = machine.fluxr(&["plugin", "uninstall", "op"]);
    assert_eq!(
        (out.code, out.stderr.as_str()),
        (1, "✗ plugin \"op\" is not installed\n")
    );
}

#[test]
fn zip_archives_raw_binaries_and_extract_paths() {
    let machine = Machine::with_catalog();
    let catalog = machine.catalog();
    let zipped = zip(&[
        ("other/flux-op", b"#!/bin/sh\necho wrong\n"),
        ("bin/flux-op", &plugin_body("2.0.0")),
    ]);
    catalog.put("op-2.0.0.zip", &zipped);
    let raw = plugin_body("1.0.0");
    // No extension: the download is recognised as a binary by its first bytes.
    catalog.put("download/op-linux", &raw);
    publish(
        catalog,
        &[
            (
                "2.0.0",
                platform(
                    &catalog.url("op-2.0.0.zip"),
                    &sha256(&zipped),
                    Some("bin/flux-op"),
                ),
            ),
            (
                "1.0.0",
                platform(&catalog.url("download/op-linux"), &sha256(&raw), None),
            ),
        ],
    );
    machine.fluxr(&["plugin", "install", "op"]);
    assert_eq!(machine.fluxr(&["op"]).stdout, "op 2.0.0: \n");
    let receipt = std::fs::read_to_string(machine.plugins.join("flux-op.yaml")).unwrap();
    assert!(
        receipt.contains("\n  extractPath: bin/flux-op\n"),
        "{receipt}"
    );
    machine.fluxr(&["plugin", "install", "op@1.0.0"]);
    assert_eq!(machine.fluxr(&["op"]).stdout, "op 1.0.0: \n");
    let mode = std::fs::metadata(machine.plugins.join("flux-op"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o755);
}

#[test]
fn install_refuses_what_the_catalog_does_not_vouch_for() {
    let machine = Machine::with_catalog();
    let catalog = machine.catalog();
    let archive = tar_gz(&[("flux-op", &plugin_body("1.0.0"))]);
    catalog.put("op.tar.gz", &archive);
    let wrong = format!("sha256:{}", "0".repeat(64));
    publish(
        catalog,
        &[("1.0.0", platform(&catalog.url("op.tar.gz"), &wrong, None))],
    );
    let out = machine.fluxr(&["plugin", "install", "op"]);
    assert_eq!(
        (out.code, out.stderr.as_str()),
        (
            1,
            format!(
                "✗ checksum verification failed (expected: {wrong}, got: {})\n",
                sha256(&archive)
            )
            .as_str()
        )
    );
    assert!(!machine.plugins.join("flux-op").exists());
    assert!(!machine.plugins.join("flux-op.yaml").exists());

    let cases = [
        (
            "missing",
            "".to_owned(),
            "✗ plugin \"missing\" not found in catalog\n",
        ),
        (
            "old",
            "apiVersion: cli.fluxcd.io/v1alpha1\nkind: Plugin\n".to_owned(),
            "✗ plugin \"old\" has unsupported apiVersion \"cli.fluxcd.io/v1alpha1\" (expected \"cli.fluxcd.io/v1beta1\")\n",
        ),
        (
            "kind",
            "apiVersion: cli.fluxcd.io/v1beta1\nkind: Thing\n".to_owned(),
            "✗ plugin \"kind\" has unexpected kind \"Thing\" (expected \"Plugin\")\n",
        ),
        (
            "escape",
            "apiVersion: cli.fluxcd.io/v1beta1\nkind: Plugin\nbin: ../flux-escape\n".to_owned(),
            "✗ plugin \"escape\" has invalid bin \"../flux-escape\" (must be a plain filename prefixed with \"flux-\")\n",
        ),
        (
            "empty",
            "apiVersion: cli.fluxcd.io/v1beta1\nkind: Plugin\nname: empty\nbin: flux-empty\n"
                .to_owned(),
            "✗ plugin \"empty\" has no versions\n",
        ),
        (
            "elsewhere",
            format!(
                "apiVersion: cli.fluxcd.io/v1beta1\nkind: Plugin\nname: elsewhere\nbin: flux-elsewhere\n\
                 versions:\n- version: 1.0.0\n  platforms:\n  - os: plan9\n    arch: mips\n    url: {}\n",
                catalog.url("x")
            ),
            "",
        ),
    ];
    for (name, manifest, expected) in cases {
        if !manifest.is_empty() {
            catalog.put(&format!("{name}.yaml"), manifest.as_bytes());
        }
        let out = machine.fluxr(&["plugin", "install", name]);
        let expected = if expected.is_empty() {
            format!(
                "✗ plugin \"elsewhere\" v1.0.0 has no binary for {}/{}\n",
                go_os(),
                go_arch()
            )
        } else {
            expected.to_owned()
        };
        assert_eq!((out.code, out.stderr), (1, expected), "{name}");
    }
    let out = machine.fluxr(&["plugin", "install", "op@9.9.9"]);
    assert_eq!(
        out.stderr,
        "✗ version \"9.9.9\" not found for plugin \"op\"\n"
    );
    let out = machine.fluxr(&["plugin", "install"]);
    assert_eq!(out.stderr, "✗ accepts 1 arg(s), received 0\n");
}

#[test]
fn search_filters_by_name_and_description() {
    let machine = Machine::with_catalog();
    publish(machine.catalog(), &[]);
    let out = machine.fluxr(&["plugin", "search", "LINT"]);
    assert_eq!(
        out.stdout,
        "NAME\tDESCRIPTION    \tINSTALLED \nlint\tLints manifests\t         \t\n"
    );
    let out = machine.fluxr(&["plugin", "search", "cluster"]);
    assert!(
        out.stdout.starts_with("NAME\tDESCRIPTION"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("\nop  \t"), "{}", out.stdout);
    let out = machine.fluxr(&["plugin", "search", "Nothing"]);
    assert_eq!(
        out.stdout,
        "No plugins matching \"nothing\" found in catalog\n"
    );

    let missing = Machine::with_catalog();
    let out = missing.fluxr(&["plugin", "search"]);
    assert_eq!(
        (out.code, out.stderr),
        (
            1,
            format!(
                "✗ failed to fetch plugin catalog: HTTP 404 from {}\n",
                missing.catalog().url("catalog.yaml")
            )
        )
    );
}

#[test]
fn update_reports_each_plugin_and_goes_on() {
    let machine = Machine::with_catalog();
    machine.script("flux-gone", "true\n");
    std::fs::write(
        machine.plugins.join("flux-gone.yaml"),
        "name: gone\nversion: 1.0.0\n",
    )
    .unwrap();
    let out = machine.fluxr(&["plugin", "update"]);
    assert_eq!(
        (out.code, out.stderr.as_str()),
        (
            0,
            "✗ error checking gone: plugin \"gone\" not found in catalog\n"
        )
    );
    let empty = Machine::with_catalog();
    assert_eq!(
        empty.fluxr(&["plugin", "update"]).stdout,
        "No plugins found\n"
    );
}
