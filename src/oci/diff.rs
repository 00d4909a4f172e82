//! What differs between a local tree and an artifact, file by file. The contents are compared,
//! not the compressed bytes, so an artifact another tool packed compares equal to the same tree.

use std::collections::BTreeMap;
use std::fmt;

use super::archive::{self, Entry};
use super::untar::Item;

/// One difference, from the artifact's point of view.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// In the local tree only.
    Added(String),
    /// In the artifact only.
    Removed(String),
    /// Different contents, or a file on one side and a directory on the other.
    Changed(String),
    /// The same contents with other permissions.
    Mode {
        name: String,
        artifact: u32,
        local: u32,
    },
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Added(name) => write!(f, "added    {name}"),
            Self::Removed(name) => write!(f, "removed  {name}"),
            Self::Changed(name) => write!(f, "changed  {name}"),
            Self::Mode {
                name,
                artifact,
                local,
            } => write!(f, "mode     {name} ({artifact:04o} -> {local:04o})"),
        }
    }
}

struct Side {
    dir: bool,
    mode: u32,
    data: Vec<u8>,
}

/// The differences, in name order; empty when the tree and the artifact hold the same.
pub fn compare(local: &[Entry], artifact: &[Item]) -> Result<Vec<Change>, archive::Error> {
    let mut mine = BTreeMap::new();
    for entry in local.iter().filter(|e| e.name != b".") {
        let name = String::from_utf8_lossy(&entry.name).into_owned();
        let data = entry.read()?;
        mine.insert(
            name,
            Side {
                dir: entry.is_dir(),
                mode: entry.mode,
                data,
            },
        );
    }
    let mut changes = Vec::new();
    let mut theirs: BTreeMap<&str, &Item> = BTreeMap::new();
    for item in artifact {
        theirs.insert(item.name.as_str(), item);
    }
    for (name, item) in &theirs {
        match mine.get(*name) {
            None => changes.push(Change::Removed(display(name, item.dir))),
            Some(side) if side.dir != item.dir || side.data != item.data => {
                changes.push(Change::Changed(display(name, side.dir)));
            }
            Some(side) if side.mode != item.mode => changes.push(Change::Mode {
                name: display(name, side.dir),
                artifact: item.mode,
                local: side.mode,
            }),
            Some(_) => {}
        }
    }
    for (name, side) in &mine {
        if !theirs.contains_key(name.as_str()) {
            changes.push(Change::Added(display(name, side.dir)));
        }
    }
    changes.sort_by(|a, b| key(a).cmp(key(b)));
    Ok(changes)
}

fn display(name: &str, dir: bool) -> String {
    if dir {
        format!("{name}/")
    } else {
        name.to_owned()
    }
}

fn key(change: &Change) -> &str {
    match change {
        Change::Added(n) | Change::Removed(n) | Change::Changed(n) => n,
        Change::Mode { name, .. } => name,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oci::archive::Content;

    fn local(name: &str, data: &str, mode: u32) -> Entry {
        Entry {
            name: name.as_bytes().to_vec(),
            mode,
            content: Content::Data(data.as_bytes().to_vec()),
        }
    }

    fn remote(name: &str, data: &str, mode: u32) -> Item {
        Item {
            name: name.to_owned(),
            mode,
            dir: false,
            data: data.as_bytes().to_vec(),
            mtime: 0,
        }
    }

    #[test]
    fn differences_by_file() {
        let mine = [
            local("a.yaml", "a", 0o644),
            local("b.yaml", "b2", 0o644),
            local("c.yaml", "c", 0o755),
            local("new.yaml", "n", 0o644),
        ];
        let theirs = [
            remote("a.yaml", "a", 0o644),
            remote("b.yaml", "b", 0o644),
            remote("c.yaml", "c", 0o644),
            remote("old.yaml", "o", 0o644),
        ];
        let changes = compare(&mine, &theirs).unwrap();
        let text: Vec<String> = changes.iter().map(ToString::to_string).collect();
        assert_eq!(
            text,
            [
                "changed  b.yaml",
                "mode     c.yaml (0644 -> 0755)",
                "added    new.yaml",
                "removed  old.yaml"
            ]
        );
        assert!(compare(&mine[..1], &theirs[..1]).unwrap().is_empty());
    }
}
