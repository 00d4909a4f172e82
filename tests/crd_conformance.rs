//! Conformance of fluxr's CRDs with those of Flux v2.9.4.
//!
//! The shared reference holds the upstream CRDs flattened into tables by `crd_fields.py`; the
//! same tool flattens fluxr's CRDs, and every column is compared except the description text, of
//! which only the presence counts, and that it differs from upstream's (fluxr writes its own). The labels column of the CRD table is
//! left out too: `api::crds()` returns CRDs without the labels the install generator adds.
//!
//! Each difference must be listed, with its reason, in `src/api/crd-differences.tsv`; a listed
//! difference that no longer occurs fails the test as well, so the list cannot go stale.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

const TABLES: &[Table] = &[
    Table {
        name: "crds",
        key_columns: &["group", "kind"],
        ignored: &["labels"],
    },
    Table {
        name: "fields",
        key_columns: &["group", "kind", "version", "path"],
        ignored: &["description"],
    },
    Table {
        name: "validations",
        key_columns: &["group", "kind", "version", "path", "index"],
        ignored: &[],
    },
];

struct Table {
    name: &'static str,
    /// Columns that identify a row.
    key_columns: &'static [&'static str],
    /// Columns compared by presence only.
    ignored: &'static [&'static str],
}

/// A difference in one cell, or a row that only one side has (column `row`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Difference {
    table: String,
    kind: String,
    path: String,
    column: String,
    detail: String,
}

/// Finds the shared reference: `FLUXR_SHARED`, or `shared` next to the checkout (or next to
/// the directory of worktrees).
fn shared_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("FLUXR_SHARED") {
        return PathBuf::from(dir);
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let candidates = [root.join("../shared"), root.join("../../shared")];
    candidates
        .iter()
        .find(|dir| dir.join("reference/flux-crds").is_dir())
        .cloned()
        .unwrap_or_else(|| {
            panic!("the shared reference is missing: set FLUXR_SHARED or check it out in ../shared")
        })
}

fn run_crd_fields(script: &Path, table: &str, input: &Path) -> String {
    let output = Command::new("python3")
        .arg(script)
        .args(["--table", table])
        .arg(input)
        .output()
        .expect("python3 runs");
    assert!(
        output.status.success(),
        "crd_fields.py --table {table} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("crd_fields.py writes UTF-8")
}

/// Parses a TSV table into rows keyed by the key columns, each a map of column to cell.
fn parse_table(text: &str, table: &Table) -> BTreeMap<Vec<String>, BTreeMap<String, String>> {
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split('\t').collect();
    lines
        .filter(|line| !line.is_empty())
        .map(|line| {
            let row: BTreeMap<String, String> = header
                .iter()
                .zip(line.split('\t'))
                .map(|(column, cell)| ((*column).to_string(), cell.to_string()))
                .collect();
            let key = table
                .key_columns
                .iter()
                .map(|column| row[*column].clone())
                .collect();
            (key, row)
        })
        .collect()
}

fn compare(table: &Table, upstream: &str, ours: &str) -> Vec<Difference> {
    let upstream = parse_table(upstream, table);
    let ours = parse_table(ours, table);
    let keys: BTreeSet<&Vec<String>> = upstream.keys().chain(ours.keys()).collect();
    let mut differences = Vec::new();
    for key in keys {
        // The key is group and kind, then version, path and rule index for the schema tables;
        // a rule is written `<path>#<index>`.
        let kind = key[1].clone();
        let path = key.get(3..).map(|rest| rest.join("#")).unwrap_or_default();
        let path = if path.is_empty() {
            "-".to_string()
        } else {
            path
        };
        let difference = |column: &str, detail: String| Difference {
            table: table.name.to_string(),
            kind: kind.clone(),
            path: path.clone(),
            column: column.to_string(),
            detail,
        };
        match (upstream.get(key), ours.get(key)) {
            (Some(_), None) => differences.push(difference("row", "missing in fluxr".into())),
            (None, Some(_)) => differences.push(difference("row", "not upstream".into())),
            (Some(expected), Some(found)) => {
                for (column, expected_cell) in expected {
                    let found_cell = found.get(column).cloned().unwrap_or_default();
                    if table.ignored.contains(&column.as_str()) {
                        if table.name == "fields"
                            && expected_cell.is_empty() != found_cell.is_empty()
                        {
                            let detail = if expected_cell.is_empty() {
                                "fluxr documents a node that upstream does not"
                            } else {
                                "upstream documents this node, fluxr does not"
                            };
                            differences.push(difference(column, detail.into()));
                        }
                        // The cells hold hashes of the text: equal hashes mean copied prose.
                        if table.name == "fields"
                            && !expected_cell.is_empty()
                            && expected_cell == &found_cell
                        {
                            differences.push(difference(column, "the text is upstream's".into()));
                        }
                        continue;
                    }
                    if *expected_cell != found_cell {
                        differences.push(difference(
                            column,
                            format!("upstream {expected_cell:?}, fluxr {found_cell:?}"),
                        ));
                    }
                }
            }
            (None, None) => {}
        }
    }
    differences
}

/// One line of the allow-list: table, kind, path, column (each but kind may be `*` for any), and
/// the reason.
struct Allowed {
    table: String,
    kind: String,
    path: String,
    column: String,
}

impl Allowed {
    fn matches(&self, difference: &Difference) -> bool {
        (self.table == "*" || self.table == difference.table)
            && self.kind == difference.kind
            && (self.path == "*" || self.path == difference.path)
            && (self.column == "*" || self.column == difference.column)
    }
}

fn allow_list() -> Vec<Allowed> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/api/crd-differences.tsv");
    let text = std::fs::read_to_string(&path).expect("the allow-list exists");
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let cells: Vec<&str> = line.split('\t').collect();
            assert!(
                cells.len() == 5 && !cells[4].trim().is_empty(),
                "allow-list line needs table, kind, path, column and a reason: {line:?}"
            );
            Allowed {
                table: cells[0].into(),
                kind: cells[1].into(),
                path: cells[2].into(),
                column: cells[3].into(),
            }
        })
        .collect()
}

#[test]
fn crds_match_flux_except_listed_differences() {
    let reference = shared_dir().join("reference/flux-crds");
    let script = reference.join("crd_fields.py");

    // Written the way `install --export` writes them, so the YAML writer is checked as well.
    let stream = fluxr::yaml::to_stream(&fluxr::api::crds());
    let dir = tempfile::tempdir().expect("a temporary directory");
    let input = dir.path().join("crds.yaml");
    std::fs::write(&input, stream).expect("the stream is written");

    let mut differences = Vec::new();
    for table in TABLES {
        let upstream = std::fs::read_to_string(reference.join(format!("{}.tsv", table.name)))
            .expect("the upstream table exists");
        let ours = run_crd_fields(&script, table.name, &input);
        differences.extend(compare(table, &upstream, &ours));
    }

    let allowed = allow_list();
    let unexplained: Vec<String> = differences
        .iter()
        .filter(|difference| !allowed.iter().any(|entry| entry.matches(difference)))
        .map(|d| {
            format!(
                "{}\t{}\t{}\t{}\t{}",
                d.table, d.kind, d.path, d.column, d.detail
            )
        })
        .collect();
    let stale: Vec<String> = allowed
        .iter()
        .filter(|entry| {
            !differences
                .iter()
                .any(|difference| entry.matches(difference))
        })
        .map(|e| format!("{}\t{}\t{}\t{}", e.table, e.kind, e.path, e.column))
        .collect();
    assert!(
        unexplained.is_empty() && stale.is_empty(),
        "{} differences from Flux v2.9.4 are not in src/api/crd-differences.tsv:\n{}\n\n\
         {} entries of src/api/crd-differences.tsv no longer apply:\n{}",
        unexplained.len(),
        unexplained.join("\n"),
        stale.len(),
        stale.join("\n"),
    );
}
