//! The checked-in man pages (`man/`) are what clap_mangen makes of the command definitions, one
//! page per command, and `man` renders them.

use std::collections::BTreeMap;
use std::process::Command;

use clap::CommandFactory as _;

use crate::repo_root;

/// Every visible command's page, by file name (`fluxr-bootstrap-git.1`), as the release ships them.
fn pages() -> BTreeMap<String, Vec<u8>> {
    fn collect(command: clap::Command, pages: &mut BTreeMap<String, Vec<u8>>) {
        for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
            collect(sub.clone(), pages);
        }
        let man =
            clap_mangen::Man::new(command).source(format!("fluxr {}", env!("CARGO_PKG_VERSION")));
        let mut page = Vec::new();
        man.render(&mut page).expect("rendering a man page");
        pages.insert(man.get_filename(), page);
    }
    // Built as clap_mangen::generate_to builds it, so that each page is named after its full path.
    let mut command = fluxr::cli::Cli::command().disable_help_subcommand(true);
    command.build();
    let mut pages = BTreeMap::new();
    collect(command, &mut pages);
    pages
}

/// `UPDATE_GENERATED=1 cargo test` rewrites the pages instead of comparing them.
#[test]
fn man_pages_are_up_to_date() {
    let update = std::env::var_os("UPDATE_GENERATED").is_some_and(|v| v == "1");
    let dir = repo_root().join("man");
    let generated = pages();
    if update {
        if dir.exists() {
            std::fs::remove_dir_all(&dir).unwrap();
        }
        std::fs::create_dir_all(&dir).unwrap();
        for (name, page) in &generated {
            std::fs::write(dir.join(name), page).unwrap();
        }
    }
    let mut stale: Vec<String> = generated
        .iter()
        .filter(|(name, page)| std::fs::read(dir.join(name)).ok().as_ref() != Some(*page))
        .map(|(name, _)| name.clone())
        .collect();
    // A page for a command that no longer exists is stale too.
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if !generated.contains_key(&name) {
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "man/{stale:?} differ from the command definitions; run `UPDATE_GENERATED=1 cargo test`"
    );
    for name in [
        "fluxr.1",
        "fluxr-bootstrap-git.1",
        "fluxr-completion-fish.1",
    ] {
        assert!(generated.contains_key(name), "no page {name}");
    }
}

/// The pages are valid roff: `man` formats them without warnings, with the command's flags.
#[test]
fn man_renders_the_pages() {
    let dir = repo_root().join("man");
    let output = Command::new("man")
        .arg("--warnings")
        .arg("-l")
        .arg(dir.join("fluxr-bootstrap-git.1"))
        .env("MANWIDTH", "100")
        .env("PAGER", "cat")
        .output()
        .expect("man (apt-get install man-db)");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    assert!(text.contains("fluxr-bootstrap-git"), "{text}");
    assert!(text.contains("--private-key-file"), "{text}");
}
