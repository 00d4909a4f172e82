//! Directory walks never follow links: the scan that generates a kustomization for a directory
//! without one (`build kustomization`, `diff kustomization`), the `.sourceignore` walk, and
//! `migrate -f` over a directory.

mod hostile_common;

use hostile_common::{Entry, Scene, run_in};

const CONFIG_MAP: &str = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  a: b\n";

const WALKERS: [Entry; 3] = [
    Entry::BuildKustomization,
    Entry::DiffBase,
    Entry::DiffCluster,
];

#[test]
fn loops_of_directory_links_are_not_walked() {
    for entry in WALKERS {
        for loops in [1, 2] {
            let scene = Scene::new();
            scene.write("app/cm.yaml", CONFIG_MAP);
            for name in ["d", "e"].iter().take(loops) {
                scene.link(&format!("app/{name}/up"), "..");
            }
            let out = entry.run(&scene, "app");
            out.assert_exit(entry.success_code());
            match entry {
                Entry::BuildKustomization => {
                    assert_eq!(out.stdout.matches("name: cm").count(), 1, "{out:#?}");
                }
                Entry::DiffCluster => {
                    assert_eq!(
                        out.stdout.matches("ConfigMap/default/cm").count(),
                        1,
                        "{out:#?}"
                    );
                }
                _ => {}
            }
        }
    }
}

#[test]
fn a_linked_directory_outside_the_repository_is_not_pulled_in() {
    for entry in WALKERS {
        let scene = Scene::new();
        scene.write("app/cm.yaml", CONFIG_MAP);
        scene.link("app/ext", scene.root().join("outside"));
        let out = entry.run(&scene, "app");
        out.assert_exit(entry.success_code());
        assert!(!out.stdout.contains("stolen"), "{out:#?}");
        if entry == Entry::BuildKustomization {
            assert!(out.stdout.contains("name: cm"), "{out:#?}");
        }
    }
}

/// A link to a YAML file is read like a file, through the loader: outside the repository it
/// is refused.
#[test]
fn a_linked_manifest_outside_the_repository_is_refused() {
    for entry in WALKERS {
        let scene = Scene::new();
        scene.write("app/cm.yaml", CONFIG_MAP);
        scene.link("app/stolen.yaml", scene.root().join("outside/secret.yaml"));
        let out = entry.run(&scene, "app");
        out.assert_refused(entry.error_code(), "is not in or below");
    }
}

/// `migrate -f DIR` rewrites the files it finds, and only those truly inside the directory.
#[test]
fn migrate_does_not_follow_directory_links() {
    let scene = Scene::new();
    let outside = scene.root().join("outside/flux.yaml");
    let old = "apiVersion: source.toolkit.fluxcd.io/v1beta2\nkind: GitRepository\nmetadata:\n  \
               name: x\n";
    std::fs::write(&outside, old).unwrap();
    scene.write("clusters/a.yaml", old);
    scene.link("clusters/ext", scene.root().join("outside"));
    scene.link("clusters/loop", ".");
    let out = run_in(&scene.repo(), &["migrate", "-f", "clusters", "--yes"], None);
    out.assert_ok();
    assert_eq!(std::fs::read_to_string(&outside).unwrap(), old);
    let migrated = std::fs::read_to_string(scene.repo().join("clusters/a.yaml")).unwrap();
    assert!(
        migrated.contains("source.toolkit.fluxcd.io/v1\n"),
        "{migrated}"
    );
}

/// The walk takes the files flux takes: `.yaml` and `.yml`, compared case-sensitively, so a
/// file named `X.YAML` (or anything else) is never read, whatever it holds.
#[test]
fn only_lower_case_yaml_extensions_are_walked() {
    let scene = Scene::new();
    scene.write("app/a.yaml", CONFIG_MAP);
    scene.write("app/b.yml", CONFIG_MAP.replace("name: cm", "name: cm-b"));
    scene.write("app/c.YAML", "not: [valid\n");
    scene.write("app/d.Yml", CONFIG_MAP.replace("name: cm", "name: cm-d"));
    let out = Entry::BuildKustomization.run(&scene, "app");
    out.assert_ok();
    assert!(out.stdout.contains("name: cm\n"), "{out:#?}");
    assert!(out.stdout.contains("name: cm-b\n"), "{out:#?}");
    assert!(!out.stdout.contains("cm-d"), "{out:#?}");
}
