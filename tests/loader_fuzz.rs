//! Property tests of what a hostile repository controls: the paths and links a kustomization
//! names, and the text that substitution rewrites. Whatever the tree, nothing outside the root is
//! read (links included), and nothing panics; whatever the text, substitution ends in output of
//! bounded size or an error, and a value is never substituted again.

use std::collections::BTreeMap;
use std::os::unix::fs::symlink;

use fluxr::build::postbuild::{Variables, substitute};
use fluxr::envsubst::{MAX_DEPTH, eval};
use fluxr::kustomize::fs::RealFs;
use fluxr::kustomize::{LoadRestrictor, Options, build};
use proptest::prelude::*;
use serde_json::json;

/// What the files outside the root hold; it must never come out of a build.
const SECRET: &str = "outside-secret-5e1f";

const BASE: &str = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: base\ndata:\n  a: b\n";

/// Link targets: in the root, out of it by `..`, by an absolute path, through directories, in
/// loops, and to system files.
fn link_target() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "base.yaml",
        "sub",
        "sub/base.yaml",
        ".",
        "..",
        "../outside/secret.yaml",
        "../outside/secret.env",
        "../outside",
        "../outside/kustomization.yaml",
        "ABS/outside/secret.yaml",
        "ABS/outside",
        "ABS/app/base.yaml",
        "sub/../../outside/secret.yaml",
        "l1",
        "l2",
        "sub/l3",
        "/etc/passwd",
        "/proc/self/environ",
        "missing",
    ])
}

fn link_name() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "l1",
        "l2",
        "l4",
        "sub/l3",
        "sub/l5",
        "kustomization.yaml",
    ])
}

/// Paths a kustomization may name.
fn path() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "l1",
        "l2",
        "l4",
        "sub/l3",
        "sub/l5",
        "base.yaml",
        "sub",
        "sub/../l1",
        "./l2",
        "../outside/secret.yaml",
        "../outside",
        "ABS/outside/secret.yaml",
        "ABS/app/l1",
    ])
}

/// One entry of a kustomization, naming `p`.
fn entry() -> impl Strategy<Value = String> {
    (0..8u8, path()).prop_map(|(kind, p)| match kind {
        0 => format!("resources:\n- {p}\n"),
        1 => format!("configMapGenerator:\n- name: f\n  files:\n  - {p}\n"),
        2 => format!("configMapGenerator:\n- name: e\n  envs:\n  - {p}\n"),
        3 => format!("patches:\n- path: {p}\n"),
        4 => format!("components:\n- {p}\n"),
        5 => format!("configurations:\n- {p}\n"),
        6 => format!("replacements:\n- path: {p}\n"),
        _ => format!("secretGenerator:\n- name: s\n  files:\n  - k={p}\n"),
    })
}

/// Lays out `<tmp>/app` (the root) and `<tmp>/outside` (the secret), adds `links` to the root,
/// and builds it as `kubectl kustomize` does, or as `build kustomization` does (no restriction
/// but the source root).
fn build_tree(
    links: &[(&str, &str)],
    kustomization: &str,
    confined: bool,
) -> Result<String, String> {
    let tmp = tempfile::tempdir().unwrap();
    let abs = tmp.path().to_str().unwrap().to_owned();
    let app = tmp.path().join("app");
    let outside = tmp.path().join("outside");
    std::fs::create_dir_all(app.join("sub")).unwrap();
    std::fs::create_dir_all(&outside).unwrap();
    let secret_map = format!(
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: secret\ndata:\n  k: {SECRET}\n"
    );
    std::fs::write(outside.join("secret.yaml"), &secret_map).unwrap();
    std::fs::write(outside.join("secret.env"), format!("K={SECRET}\n")).unwrap();
    // kubectl loads a directory anywhere as a base with its own root, so a kustomization outside
    // is legitimate there: only `build kustomization`'s source root must refuse it. As kubectl,
    // the outside directory is therefore no base, and only the restrictor stands between it and
    // the build.
    if confined {
        std::fs::write(
            outside.join("kustomization.yaml"),
            "resources:\n- secret.yaml\n",
        )
        .unwrap();
    }
    std::fs::write(app.join("base.yaml"), BASE).unwrap();
    std::fs::write(app.join("sub/base.yaml"), BASE.replace("base", "sub")).unwrap();
    std::fs::write(
        app.join("sub/kustomization.yaml"),
        "resources:\n- base.yaml\n",
    )
    .unwrap();
    let kustomization = kustomization.replace("ABS", &abs);
    let mut wrote_kustomization = false;
    for (name, target) in links {
        let at = app.join(name);
        if at.symlink_metadata().is_ok() {
            continue;
        }
        wrote_kustomization |= *name == "kustomization.yaml";
        symlink(target.replace("ABS", &abs), at).unwrap();
    }
    if !wrote_kustomization {
        std::fs::write(app.join("kustomization.yaml"), kustomization).unwrap();
    }
    let options = if confined {
        Options {
            load_restrictor: LoadRestrictor::None,
            confine: Some(app.clone()),
            ..Options::default()
        }
    } else {
        Options::default()
    };
    build(&RealFs, &app, &options)
        .map(|objects| fluxr::yaml::to_stream(&objects))
        .map_err(|err| format!("{err:#}"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    #[test]
    fn nothing_outside_the_root_is_read(
        links in prop::collection::vec((link_name(), link_target()), 0..5),
        entries in prop::collection::vec(entry(), 1..4),
        confined in any::<bool>(),
    ) {
        let kustomization: String = entries.concat();
        let result = build_tree(&links, &kustomization, confined);
        let text = match &result {
            Ok(out) | Err(out) => out,
        };
        prop_assert!(!text.contains(SECRET), "read outside the root: {text}");
        prop_assert!(!text.contains("root:x:0:0"), "read /etc/passwd: {text}");
        prop_assert!(!text.contains("PATH="), "read the environment: {text}");
        if let Err(err) = &result {
            prop_assert!(!err.is_empty() && !err.contains("panicked"), "{err}");
        }
    }
}

/// Text made of what substitution reads: `$`, braces, operators, names and plain text.
fn template() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "$", "${", "}", "{", "A", "B", "LONG", "_x", ":-", ":=", "-", "=", ":", "#", "##", "%",
        "%%", "/", "//", "^", ",", "$$", "${A}", "${B:-d}", "${#A}", "${A:2:3}", " ", "\n", "é",
        "x",
    ]);
    prop::collection::vec(pieces, 0..40).prop_map(|p| p.concat())
}

fn lookup(name: &str) -> Option<String> {
    match name {
        "A" => Some("${B}".to_owned()),
        "B" => Some("b-value".to_owned()),
        "LONG" => Some("L".repeat(200)),
        _ => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn envsubst_output_is_bounded_and_never_substituted_twice(
        text in template(),
        strict in any::<bool>(),
    ) {
        if let Ok(out) = eval(&text, &lookup, strict) {
            // Each character of the template gives at most one value (or a default that is
            // itself part of the template), and values are not read again.
            prop_assert!(out.len() <= text.len() * 201, "{text:?} -> {} bytes", out.len());
            if !text.contains('B') {
                let out = String::from_utf8_lossy(&out);
                prop_assert!(!out.contains("b-value"), "{text:?} -> {out:?}");
            }
        }
    }

    #[test]
    fn post_build_substitution_never_panics(
        texts in prop::collection::vec(template(), 1..4),
        strict in any::<bool>(),
        always in any::<bool>(),
    ) {
        let data: serde_json::Map<String, serde_json::Value> = texts
            .iter()
            .enumerate()
            .map(|(i, t)| (format!("k{i}"), json!(t)))
            .collect();
        let object = json!({
            "apiVersion": "v1",
            "kind": "ConfigMap",
            "metadata": {"name": "cm", "labels": {"l": texts[0]}},
            "data": data,
        });
        let values: BTreeMap<String, String> = [("A", "${B}"), ("B", "b-value")]
            .into_iter()
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect();
        let vars = Variables {
            values,
            always,
            enabled: true,
            failure: None,
        };
        if let Ok(out) = substitute(object, &vars, strict) {
            let text = fluxr::yaml::to_string(&out);
            if !texts.iter().any(|t| t.contains('B')) {
                prop_assert!(!text.contains("b-value"), "{texts:?} -> {text}");
            }
        }
    }
}

#[test]
fn substitution_depth_is_bounded_at_every_level() {
    // On the stack fluxr gives its own thread: deep nesting up to the limit is read, one level
    // more is the limit's error, never a crash.
    std::thread::Builder::new()
        .stack_size(fluxr::cli::STACK_BYTES)
        .spawn(|| {
            for depth in [
                1,
                100,
                MAX_DEPTH - 1,
                MAX_DEPTH,
                MAX_DEPTH + 1,
                3 * MAX_DEPTH,
            ] {
                let text = format!("{}z{}", "${A:-".repeat(depth), "}".repeat(depth));
                let out = eval(&text, &|_: &str| None, false).map_err(|e| e.to_string());
                if depth <= MAX_DEPTH {
                    assert_eq!(out, Ok(b"z".to_vec()), "{depth}");
                } else {
                    assert_eq!(out, Err(format!("exceeded max depth of {MAX_DEPTH}")));
                }
            }
        })
        .unwrap()
        .join()
        .unwrap();
}
