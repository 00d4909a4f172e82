//! Input written to exhaust the parsers: YAML nested past kubectl's 10,000 levels (block, flow,
//! and a file of nothing but `[`), `${…}` nested past the same depth in `envsubst` and in
//! post-build substitution, strategic-merge patches as deep as YAML allows, text that is not
//! UTF-8, and stdin that never ends. Each is refused with kubectl's message (or built, where
//! kubectl builds it) through every entry point, without a crash and within the memory limit.

mod hostile_common;

use hostile_common::{ENTRIES, Entry, Scene, run_in, run_with};

const DEPTH: usize = 10_000;

fn config_map(data: &str) -> String {
    format!("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  a: {data}\n")
}

/// The YAML texts nested one level past the limit, and 100 KB of `[`.
fn too_deep() -> Vec<(&'static str, String)> {
    vec![
        (
            "flow",
            config_map(&format!(
                "{}{}",
                "[".repeat(DEPTH + 1),
                "]".repeat(DEPTH + 1)
            )),
        ),
        (
            "block",
            config_map(&format!("\n    {}x", "- ".repeat(DEPTH + 1))),
        ),
        ("brackets", "[".repeat(100 * 1024)),
    ]
}

#[test]
fn deep_yaml_is_refused_everywhere() {
    for (_name, text) in too_deep() {
        for entry in ENTRIES {
            let scene = Scene::new();
            scene.write("app/kustomization.yaml", "resources:\n- deep.yaml\n");
            scene.write("app/deep.yaml", &text);
            let out = entry.run(&scene, "app");
            out.assert_refused(entry.error_code(), "exceeded max depth of 10000");
            assert_eq!(out.stdout, "", "{out:#?}");
        }
    }
}

/// The kustomization itself, a patch, and the Flux Kustomization manifest are parsed with the
/// same limit.
#[test]
fn every_yaml_file_read_has_the_depth_limit() {
    let deep = format!("{}{}", "[".repeat(DEPTH + 1), "]".repeat(DEPTH + 1));
    for entry in ENTRIES {
        let scene = Scene::new();
        scene.write("app/kustomization.yaml", format!("resources: {deep}\n"));
        entry
            .run(&scene, "app")
            .assert_refused(entry.error_code(), "exceeded max depth of 10000");

        // kustomize reports a `patches:` file that is neither kind of patch as such, and a
        // `patchesStrategicMerge:` file by its YAML error.
        for (field, needle) in [
            ("patches:\n- path:", "unable to parse SM or JSON patch"),
            (
                "patchesStrategicMerge:\n-",
                "invalid YAML in 'patch.yaml': yaml: line 6: exceeded max depth of 10000",
            ),
        ] {
            let scene = Scene::new();
            scene.write(
                "app/kustomization.yaml",
                format!("resources:\n- cm.yaml\n{field} patch.yaml\n"),
            );
            scene.write("app/cm.yaml", config_map("b"));
            scene.write("app/patch.yaml", config_map(&deep));
            entry
                .run(&scene, "app")
                .assert_refused(entry.error_code(), needle);
        }
    }
    for entry in [
        Entry::BuildKustomization,
        Entry::DiffBase,
        Entry::DiffCluster,
    ] {
        let scene = Scene::new();
        scene.write("app/cm.yaml", config_map("b"));
        scene.write(
            "ks.yaml",
            format!(
                "apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  \
                 name: app\n  namespace: flux-system\n  labels: {deep}\nspec:\n  path: app\n"
            ),
        );
        entry
            .run(&scene, "app")
            .assert_refused(entry.error_code(), "exceeded max depth of 10000");
    }
}

/// Nesting within the limit is built, as kubectl builds it.
#[test]
fn nesting_within_the_limit_is_built() {
    let levels = 2_000;
    let value = format!("{}x{}", "[".repeat(levels), "]".repeat(levels));
    let scene = Scene::new();
    scene.write("app/kustomization.yaml", "resources:\n- cm.yaml\n");
    scene.write("app/cm.yaml", config_map(&value));
    let out = Entry::KustomizeBuild.run(&scene, "app");
    out.assert_ok();
    assert_eq!(out.stdout.matches("- ").count(), levels, "{out:.300?}");
}

/// A strategic-merge patch as deep as its resource is merged level by level; one past the
/// limit is refused.
#[test]
fn deep_strategic_merge_patches_are_merged_or_refused() {
    let nested = |levels: usize, leaf: &str| {
        format!("{}{leaf}{}", "{k: ".repeat(levels), "}".repeat(levels))
    };
    let levels = 5_000;
    let scene = Scene::new();
    scene.write(
        "app/kustomization.yaml",
        "resources:\n- cm.yaml\npatches:\n- path: patch.yaml\n",
    );
    scene.write("app/cm.yaml", config_map(&nested(levels, "{old: 1}")));
    scene.write(
        "app/patch.yaml",
        config_map(&nested(levels, "{new: 2}")).replace("  a: ", "  b: 2\n  a: "),
    );
    let out = Entry::KustomizeBuild.run(&scene, "app");
    out.assert_ok();
    assert_eq!(out.stdout.matches("k:").count(), levels, "{out:.300?}");
    assert!(out.stdout.contains(" new: 2\n"), "{out:.300?}");
    assert!(out.stdout.contains(" old: 1\n"), "{out:.300?}");
    assert!(out.stdout.contains("\n  b: 2\n"), "{out:.300?}");

    for entry in ENTRIES {
        let scene = Scene::new();
        scene.write(
            "app/kustomization.yaml",
            "resources:\n- cm.yaml\npatchesStrategicMerge:\n- patch.yaml\n",
        );
        scene.write("app/cm.yaml", config_map("b"));
        scene.write("app/patch.yaml", config_map(&nested(DEPTH, "x")));
        entry.run(&scene, "app").assert_refused(
            entry.error_code(),
            "invalid YAML in 'patch.yaml': yaml: line 6: exceeded max depth of 10000",
        );
    }
}

fn substitution(levels: usize) -> String {
    format!("{}z{}", "${A:-".repeat(levels), "}".repeat(levels))
}

#[test]
fn deep_substitutions_are_refused_by_envsubst() {
    let dir = tempfile::tempdir().unwrap();
    let input = format!("x: {}\n", substitution(2 * DEPTH));
    let out = hostile_common::run_piped(dir.path(), &["envsubst"], input.as_bytes());
    out.assert_refused(1, "exceeded max depth of 10000");
    assert_eq!(out.stdout, "");

    let input = format!("x: {}\n", substitution(DEPTH - 1));
    let out = hostile_common::run_piped(dir.path(), &["envsubst"], input.as_bytes());
    out.assert_ok();
    assert_eq!(out.stdout, "x: z\n");
}

/// The same nesting in a manifest, substituted after the build (`spec.postBuild`).
#[test]
fn deep_substitutions_are_refused_after_the_build() {
    let flux_kustomization = "apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\n\
        metadata:\n  name: app\n  namespace: flux-system\nspec:\n  interval: 10m\n  path: app\n  \
        prune: true\n  sourceRef:\n    kind: GitRepository\n    name: fleet\n  postBuild:\n    \
        substitute:\n      B: b\n";
    for entry in [
        Entry::BuildKustomization,
        Entry::DiffBase,
        Entry::DiffCluster,
    ] {
        let scene = Scene::new();
        scene.write("ks.yaml", flux_kustomization);
        scene.write("app/cm.yaml", config_map(&substitution(2 * DEPTH)));
        let out = entry.run(&scene, "app");
        out.assert_refused(entry.error_code(), "exceeded max depth of 10000");
        assert_eq!(out.stdout, "", "{out:#?}");
    }
    let scene = Scene::new();
    scene.write("ks.yaml", flux_kustomization);
    scene.write("app/cm.yaml", config_map(&substitution(DEPTH - 1)));
    let out = Entry::BuildKustomization.run(&scene, "app");
    out.assert_ok();
    assert!(out.stdout.contains("  a: z\n"), "{out:#?}");
}

/// Text that is not UTF-8 is refused as kubectl refuses it; UTF-16 with a byte-order mark is
/// read, as kubectl reads it; an empty kustomization is an error, as in kubectl.
#[test]
fn text_encodings_are_read_as_kubectl_reads_them() {
    for entry in ENTRIES {
        let scene = Scene::new();
        scene.write("app/kustomization.yaml", "resources:\n- cm.yaml\n");
        let mut bytes = config_map("\"").into_bytes();
        bytes.truncate(bytes.len() - 1);
        bytes.extend_from_slice(b"\xff\xfe\"\n");
        scene.write("app/cm.yaml", bytes);
        let out = entry.run(&scene, "app");
        out.assert_refused(entry.error_code(), "invalid leading UTF-8 octet");
        assert!(!out.stderr.contains('\u{fffd}'), "{out:#?}");
    }

    for entry in [Entry::KustomizeBuild, Entry::BuildKustomization] {
        let scene = Scene::new();
        scene.write("app/kustomization.yaml", "resources:\n- cm.yaml\n");
        let mut utf16 = vec![0xff, 0xfe];
        for unit in config_map("é").encode_utf16() {
            utf16.extend_from_slice(&unit.to_le_bytes());
        }
        scene.write("app/cm.yaml", utf16);
        let out = entry.run(&scene, "app");
        out.assert_ok();
        assert!(out.stdout.contains("  a: é\n"), "{out:#?}");
    }

    let scene = Scene::new();
    scene.write("app/kustomization.yaml", "");
    Entry::KustomizeBuild
        .run(&scene, "app")
        .assert_refused(1, "kustomization.yaml is empty");

    let dir = tempfile::tempdir().unwrap();
    // flux's envsubst substitutes bytes, UTF-8 or not (tests/envsubst_cli.rs checks the bytes).
    let out = hostile_common::run_piped(dir.path(), &["envsubst"], b"a: 1\nb: \xff\n");
    out.assert_ok();
    assert!(out.stdout.starts_with("a: 1\nb: "), "{out:#?}");
}

/// `envsubst` reads stdin a line at a time: a line that never ends stops at the size limit.
#[test]
fn envsubst_stops_an_endless_line_at_the_size_limit() {
    let dir = tempfile::tempdir().unwrap();
    let zero = std::fs::File::open("/dev/zero").unwrap();
    let out = run_with(dir.path(), &["envsubst"], Some(zero.into()), &[]);
    out.assert_refused(
        1,
        "failed to read stdin: line 1 is longer than the limit of 64 MiB",
    );
    // A link given as stdin is whatever it points to: the same limit holds.
    let scene = Scene::new();
    scene.link("zero", "/dev/zero");
    let zero = std::fs::File::open(scene.repo().join("zero")).unwrap();
    let out = run_with(&scene.repo(), &["envsubst"], Some(zero.into()), &[]);
    out.assert_refused(1, "longer than the limit of 64 MiB");
    let out = run_in(&scene.repo(), &["envsubst", "--strict"], None);
    out.assert_ok();
}
