//! Records what was built, for `fluxr version`: the git commit and the build date; and compresses
//! the embedded CRD text (`api::rendered_crds`).
//!
//! The build date is `SOURCE_DATE_EPOCH` when set (the release script sets it to the commit's
//! time), else the commit's own time, never the clock: two builds of one commit then carry the same
//! bytes. A build from sources without their git repository has neither and says `unknown`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=SOURCE_DATE_EPOCH");
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let repo = Repo::at(&root);
    if let Some(repo) = &repo {
        repo.watch_head();
    }
    let commit = repo
        .as_ref()
        .and_then(|repo| repo.git(&["rev-parse", "HEAD"]));
    let epoch = std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|value| value.trim().parse::<i64>().ok())
        .or_else(|| {
            let repo = repo.as_ref()?;
            repo.git(&["log", "-1", "--format=%ct", "HEAD"])?
                .parse()
                .ok()
        });
    let date = epoch.map(rfc3339_utc);
    compress_crds(&root);
    println!(
        "cargo::rustc-env=FLUXR_GIT_COMMIT={}",
        commit.as_deref().unwrap_or("unknown")
    );
    println!(
        "cargo::rustc-env=FLUXR_BUILD_DATE={}",
        date.as_deref().unwrap_or("unknown")
    );
}

/// Writes `src/api/crds.yaml` LZ4-compressed into `OUT_DIR`, where `api::rendered_crds` includes it
/// from: the same input gives the same bytes, so release builds stay reproducible.
fn compress_crds(root: &Path) {
    const CRDS: &str = "src/api/crds.yaml";
    println!("cargo::rerun-if-changed={CRDS}");
    let text = std::fs::read(root.join(CRDS)).unwrap_or_else(|err| panic!("{CRDS}: {err}"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let compressed = lz4_flex::block::compress_prepend_size(&text);
    std::fs::write(out.join("crds.yaml.lz4"), compressed)
        .unwrap_or_else(|err| panic!("writing the compressed {CRDS}: {err}"));
}

/// The git repository whose work tree is this crate's root, if the sources sit in one.
struct Repo {
    root: PathBuf,
}

impl Repo {
    fn at(root: &Path) -> Option<Self> {
        let repo = Self {
            root: root.to_owned(),
        };
        // Sources unpacked inside some other repository must not report that repository's commit.
        let top = PathBuf::from(repo.git(&["rev-parse", "--show-toplevel"])?);
        let same = top.canonicalize().ok()? == root.canonicalize().ok()?;
        same.then_some(repo)
    }

    fn git(&self, args: &[&str]) -> Option<String> {
        let output = Command::new("git")
            .arg("-C")
            .arg(&self.root)
            .args(args)
            .output()
            .ok()?;
        let text = String::from_utf8(output.stdout).ok()?;
        (output.status.success() && !text.trim().is_empty()).then(|| text.trim().to_owned())
    }

    /// Builds again when HEAD moves: a commit, a checkout, a fetch that packs refs.
    fn watch_head(&self) {
        let mut files = vec!["HEAD".to_owned(), "packed-refs".to_owned()];
        if let Some(branch) = self.git(&["symbolic-ref", "-q", "HEAD"]) {
            files.push(branch);
        }
        for file in files {
            let Some(path) = self.git(&["rev-parse", "--git-path", &file]) else {
                continue;
            };
            let path = self.root.join(path);
            // A path that does not exist would make cargo run this script on every build.
            if path.exists() {
                println!("cargo::rerun-if-changed={}", path.display());
            }
        }
    }
}

/// Seconds since the Unix epoch as `YYYY-MM-DDTHH:MM:SSZ`.
fn rfc3339_utc(epoch: i64) -> String {
    let days = epoch.div_euclid(86_400);
    let seconds = epoch.rem_euclid(86_400);
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        seconds / 3600,
        seconds % 3600 / 60,
        seconds % 60
    )
}

/// The proleptic Gregorian date of a day number counted from 1970-01-01, by 400-year eras.
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}
