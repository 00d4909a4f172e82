//! A pull request that adds symbolic links, or links to endless files, must get nothing out of the
//! CI runner: every file the engine, `build kustomization` and `diff kustomization` read is
//! resolved to its real target and refused when that target is outside the root, and every read
//! stops at the size limit.

mod hostile_common;

use hostile_common::{ENTRIES, Entry, SECRET, Scene, run_in, run_with};

const CONFIG_MAP: &str = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  a: b\n";

/// Every field of a kustomization that names a file, each reading `leak` (which the test makes
/// a link): the ways a kustomization can make kustomize read a file.
const CHANNELS: &[(&str, &str, &str)] = &[
    ("resources", "resources:\n- leak.yaml\n", "leak.yaml"),
    (
        "patches",
        "resources:\n- cm.yaml\npatches:\n- path: leak.yaml\n",
        "leak.yaml",
    ),
    (
        "patchesStrategicMerge",
        "resources:\n- cm.yaml\npatchesStrategicMerge:\n- leak.yaml\n",
        "leak.yaml",
    ),
    (
        "patchesJson6902",
        "resources:\n- cm.yaml\npatchesJson6902:\n- target:\n    kind: ConfigMap\n    name: cm\n  \
         path: leak.yaml\n",
        "leak.yaml",
    ),
    (
        "replacements",
        "resources:\n- cm.yaml\nreplacements:\n- path: leak.yaml\n",
        "leak.yaml",
    ),
    (
        "configurations",
        "resources:\n- cm.yaml\nconfigurations:\n- leak.yaml\n",
        "leak.yaml",
    ),
    (
        "crds",
        "resources:\n- cm.yaml\ncrds:\n- leak.yaml\n",
        "leak.yaml",
    ),
    (
        "configMapGenerator files",
        "configMapGenerator:\n- name: g\n  files:\n  - leak.txt\n",
        "leak.txt",
    ),
    (
        "configMapGenerator envs",
        "configMapGenerator:\n- name: g\n  envs:\n  - leak.env\n",
        "leak.env",
    ),
    (
        "secretGenerator files",
        "secretGenerator:\n- name: g\n  files:\n  - key=leak.txt\n",
        "leak.txt",
    ),
    (
        "openapi",
        "resources:\n- cm.yaml\nopenapi:\n  path: leak.json\n",
        "leak.json",
    ),
    (
        "transformers",
        "resources:\n- cm.yaml\ntransformers:\n- leak.yaml\n",
        "leak.yaml",
    ),
];

/// A file link to a secret outside the repository is refused through every channel and entry.
#[test]
fn links_out_of_the_repository_are_refused_everywhere() {
    for (_channel, kustomization, leak) in CHANNELS {
        for entry in ENTRIES {
            let scene = Scene::new();
            scene.write("app/kustomization.yaml", kustomization);
            scene.write("app/cm.yaml", CONFIG_MAP);
            scene.link(&format!("app/{leak}"), scene.secret_file());
            let out = entry.run(&scene, "app");
            out.assert_refused(entry.error_code(), "is not in or below");
        }
    }
}

type Arrange = dyn Fn(&Scene);

/// Links are resolved to the end: a chain of links inside the repository that ends outside it,
/// a relative link climbing out, and a directory link on the way, all count where they lead.
#[test]
fn link_chains_and_linked_directories_count_where_they_lead() {
    let cases: &[(&str, &Arrange)] = &[
        ("chain", &|s: &Scene| {
            s.link("app/leak.yaml", "hop.yaml");
            s.link("app/hop.yaml", "../elsewhere/hop2.yaml");
            s.link("elsewhere/hop2.yaml", s.root().join("outside/secret.yaml"));
        }),
        ("relative", &|s: &Scene| {
            s.link("app/leak.yaml", "../../outside/secret.yaml");
        }),
        ("directory on the way", &|s: &Scene| {
            s.link("app/sub", s.root().join("outside"));
            s.write("app/kustomization.yaml", "resources:\n- sub/secret.yaml\n");
        }),
    ];
    for (_name, make) in cases {
        for entry in ENTRIES {
            let scene = Scene::new();
            scene.write("app/kustomization.yaml", "resources:\n- leak.yaml\n");
            make(&scene);
            let out = entry.run(&scene, "app");
            out.assert_refused(entry.error_code(), "is not in or below");
        }
    }
}

/// Files are resolved from their directory's real place, found once per build: a link that comes
/// after plain files of the same directory, or whose directory was first reached under another
/// name, is still followed to where it leads.
#[test]
fn links_among_files_already_read_count_where_they_lead() {
    let second = CONFIG_MAP.replace("name: cm", "name: cm2");
    for entry in ENTRIES {
        let scene = Scene::new();
        scene.write(
            "app/kustomization.yaml",
            "resources:\n- cm.yaml\n- more/cm2.yaml\n- alias/leak.yaml\n",
        );
        scene.write("app/cm.yaml", CONFIG_MAP);
        scene.write("app/more/cm2.yaml", &second);
        scene.link("app/alias", "more");
        scene.link("app/more/leak.yaml", scene.secret_file());
        let out = entry.run(&scene, "app");
        out.assert_refused(entry.error_code(), "is not in or below");
    }
}

/// A link that stays inside the root is a file like any other, as in kubectl.
#[test]
fn links_inside_the_root_are_followed() {
    for entry in ENTRIES {
        let scene = Scene::new();
        scene.write("app/kustomization.yaml", "resources:\n- current.yaml\n");
        scene.write("app/versions/v2.yaml", CONFIG_MAP);
        scene.link("app/current.yaml", "versions/v2.yaml");
        let out = entry.run(&scene, "app");
        out.assert_exit(entry.success_code());
        // The diff compares the tree with itself: both builds succeed and nothing changed.
        // Against an empty cluster, the object is new.
        match entry {
            Entry::DiffBase => {}
            Entry::DiffCluster => {
                assert!(
                    out.stdout.contains("ConfigMap/default/cm created"),
                    "{out:#?}"
                );
            }
            _ => assert!(out.stdout.contains("name: cm"), "{entry:?}: {out:#?}"),
        }
    }
}

/// `/proc/self/environ` would hand over the runner's environment, where CI keeps its tokens.
#[test]
fn the_process_environment_is_not_readable() {
    for entry in ENTRIES {
        let scene = Scene::new();
        scene.write(
            "app/kustomization.yaml",
            "configMapGenerator:\n- name: g\n  files:\n  - environ=environ\n",
        );
        scene.link("app/environ", "/proc/self/environ");
        let out = entry.run(&scene, "app");
        out.assert_refused(entry.error_code(), "is not in or below");
    }
}

/// A kustomization file that is itself a link out of the root does not count, as in kubectl
/// (`kustomize build`); `build kustomization` refuses to read it.
#[test]
fn a_linked_kustomization_file_is_not_read() {
    for entry in ENTRIES {
        let scene = Scene::new();
        scene.link(
            "app/kustomization.yaml",
            scene.root().join("outside/secret.yaml"),
        );
        let out = entry.run(&scene, "app");
        let needle = match entry {
            Entry::KustomizeBuild => "unable to find one of 'kustomization.yaml'",
            _ => "is not in or below",
        };
        out.assert_refused(entry.error_code(), needle);
    }
}

/// With the restrictor lifted (`--load-restrictor LoadRestrictionsNone`) a link to `/dev/zero`
/// is read, but only up to the size limit.
#[test]
fn endless_files_stop_at_the_size_limit() {
    for (_name, kustomization) in [
        ("resource", "resources:\n- zero.yaml\n"),
        (
            "generator",
            "configMapGenerator:\n- name: g\n  files:\n  - zero.yaml\n",
        ),
    ] {
        let scene = Scene::new();
        scene.write("app/kustomization.yaml", kustomization);
        scene.link("app/zero.yaml", "/dev/zero");
        let out = run_in(
            &scene.repo(),
            &[
                "kustomize",
                "build",
                "--load-restrictor",
                "LoadRestrictionsNone",
                "app",
            ],
            None,
        );
        out.assert_refused(1, "zero.yaml': file is larger than the limit of 64 MiB");
    }
    let scene = Scene::new();
    scene.link("app/kustomization.yaml", "/dev/zero");
    let out = run_in(
        &scene.repo(),
        &[
            "kustomize",
            "build",
            "--load-restrictor",
            "LoadRestrictionsNone",
            "app",
        ],
        None,
    );
    out.assert_refused(
        1,
        "kustomization.yaml': file is larger than the limit of 64 MiB",
    );
}

/// A large regular file is refused by its size, before it is read.
#[test]
fn a_file_over_the_limit_is_refused() {
    for entry in ENTRIES {
        let scene = Scene::new();
        scene.write("app/kustomization.yaml", "resources:\n- big.yaml\n");
        let big = std::fs::File::create(scene.repo().join("app/big.yaml")).unwrap();
        big.set_len(64 * 1024 * 1024 + 1).unwrap();
        let out = entry.run(&scene, "app");
        out.assert_refused(
            entry.error_code(),
            "big.yaml': file is larger than the limit of 64 MiB",
        );
    }
}

/// `--kustomization-file` given a link to `/dev/zero`, or stdin that never ends.
#[test]
fn the_kustomization_file_argument_is_capped() {
    let scene = Scene::new();
    scene.write("app/cm.yaml", CONFIG_MAP);
    scene.link("zero.yaml", "/dev/zero");
    for command in ["build", "diff"] {
        let mut args = vec![
            command,
            "kustomization",
            "app",
            "--path",
            "app",
            "--kustomization-file",
            "zero.yaml",
        ];
        if command == "diff" {
            args.extend(["--base", "HEAD"]);
        }
        let out = run_in(&scene.repo(), &args, None);
        let code = if command == "diff" { 2 } else { 1 };
        out.assert_refused(
            code,
            "failed to read zero.yaml: file is larger than the limit of 64 MiB",
        );
        *args.last_mut().unwrap() = if command == "diff" { "HEAD" } else { "-" };
        if command == "build" {
            let zero = std::fs::File::open("/dev/zero").unwrap();
            let out = run_with(&scene.repo(), &args, Some(zero.into()), &[]);
            out.assert_refused(
                1,
                "failed to read stdin: file is larger than the limit of 64 MiB",
            );
        }
    }
}

/// `diff --base` reads the base revision from git objects: a link committed there is refused
/// the same way, even when the working tree no longer has it.
#[test]
fn links_in_the_base_revision_are_refused() {
    let scene = Scene::new();
    scene.write("app/kustomization.yaml", "resources:\n- leak.yaml\n");
    scene.link("app/leak.yaml", scene.root().join("outside/secret.yaml"));
    scene.flux_kustomization("app");
    scene.commit("base with a link");
    std::fs::remove_file(scene.repo().join("app/leak.yaml")).unwrap();
    scene.write("app/leak.yaml", CONFIG_MAP);
    let out = run_in(
        &scene.repo(),
        &[
            "diff",
            "kustomization",
            "app",
            "--path",
            "app",
            "--kustomization-file",
            "ks.yaml",
            "--base",
            "HEAD",
            "--progress-bar=false",
        ],
        None,
    );
    out.assert_refused(2, "failed to build git revision \"HEAD\"");
    assert!(!out.stdout.contains(SECRET));
}

/// A git tree can hold a link whose target no file system could: 64 MiB of path, say. The base
/// revision's links are read as a checkout would make them: a target longer than a path may be
/// is refused by the size in the object's header, before the blob is inflated.
#[test]
fn oversized_links_in_the_base_revision_are_refused() {
    for length in [4096, 65 * 1024 * 1024] {
        let scene = Scene::new();
        let repo = scene.repo();
        scene.write("app/kustomization.yaml", "resources:\n- leak.yaml\n");
        scene.flux_kustomization("app");
        scene.commit("base");
        let blob = scene.root().join("outside/target");
        std::fs::write(&blob, "a/".repeat(length / 2)).unwrap();
        let out = std::process::Command::new("git")
            .args(["hash-object", "-w"])
            .arg(&blob)
            .current_dir(&repo)
            .output()
            .unwrap();
        let id = String::from_utf8(out.stdout).unwrap();
        let entry = format!("120000,{},app/leak.yaml", id.trim());
        hostile_common::git(&repo, &["update-index", "--add", "--cacheinfo", &entry]);
        hostile_common::git(
            &repo,
            &[
                "-c",
                "user.name=ci",
                "-c",
                "user.email=ci@example.org",
                "commit",
                "-q",
                "-m",
                "a long link",
            ],
        );
        scene.write("app/leak.yaml", CONFIG_MAP);
        let out = run_in(
            &repo,
            &[
                "diff",
                "kustomization",
                "app",
                "--path",
                "app",
                "--kustomization-file",
                "ks.yaml",
                "--base",
                "HEAD",
                "--progress-bar=false",
            ],
            None,
        );
        out.assert_refused(
            2,
            "leak.yaml: symbolic link target longer than 4095 bytes or holding a NUL byte",
        );
    }
}
