//! Bootstrap's own CPU time on a first run: `fluxr bootstrap git` against a local smart-HTTP Git
//! server and the fake API server, whose controllers are ready at once. The figure is the user +
//! system time of the fluxr process only (the servers run in this process, not in fluxr's), so
//! the waits cost nothing but their polls. Target: under 0.5 s.
//!
//! Run with `cargo bench --bench bootstrap` (or `scripts/bench-bootstrap.sh`); `RUNS` sets the
//! number of runs (default 5).

#[path = "../tests/support/mod.rs"]
mod support;

use std::process::Command;

use support::{FakeKube, GitHttp, bare_repo};

const TARGET_SECONDS: f64 = 0.5;

/// One first run; returns (user, system) seconds of the fluxr process.
fn first_run() -> (f64, f64) {
    let http = GitHttp::start("git", "bench-token");
    bare_repo(http.root.path(), "fleet.git");
    let kube = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = kube.kubeconfig(dir.path());
    // bash's `times` prints the CPU time of the children it waited for on its second line.
    let script = r#""$0" "$@" >/dev/null 2>"$FLUXR_BENCH_LOG" || { cat "$FLUXR_BENCH_LOG" >&2; exit 1; }; times"#;
    let log = dir.path().join("stderr");
    let output = Command::new("bash")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_fluxr"))
        .args(["bootstrap", "git", "--allow-insecure-http", "--token-auth"])
        .arg(format!("--url={}", http.url("fleet.git")))
        .arg("--password=bench-token")
        .arg("--path=clusters/bench")
        .arg(format!("--kubeconfig={}", kubeconfig.display()))
        .env("FLUXR_BENCH_LOG", &log)
        .env("TMPDIR", dir.path())
        .output()
        .expect("bash runs");
    assert!(
        output.status.success(),
        "bootstrap failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let times = String::from_utf8(output.stdout).unwrap();
    let children = times.lines().nth(1).expect("times prints two lines");
    let mut fields = children.split_whitespace().map(parse_bash_time);
    (fields.next().unwrap(), fields.next().unwrap())
}

/// `0m0.123s` → 0.123.
fn parse_bash_time(text: &str) -> f64 {
    let (minutes, seconds) = text.trim_end_matches('s').split_once('m').unwrap();
    minutes.parse::<f64>().unwrap() * 60.0 + seconds.parse::<f64>().unwrap()
}

/// Figures go out through fluxr's printer, like everything else.
fn print(line: &str) {
    let _ = fluxr::ui::Ui::default().stdout(&format!("{line}\n"));
}

fn main() {
    let runs: usize = std::env::var("RUNS")
        .ok()
        .and_then(|runs| runs.parse().ok())
        .unwrap_or(5);
    let mut totals = Vec::new();
    for run in 1..=runs {
        let (user, system) = first_run();
        print(&format!(
            "run {run}: user {user:.3} s + sys {system:.3} s = {:.3} s",
            user + system
        ));
        totals.push(user + system);
    }
    totals.sort_by(f64::total_cmp);
    let median = totals[totals.len() / 2];
    let verdict = if median < TARGET_SECONDS {
        "under"
    } else {
        "OVER"
    };
    print(&format!(
        "bootstrap git first run, fluxr CPU time (median of {runs}): {median:.3} s, {verdict} the {TARGET_SECONDS} s target"
    ));
}
