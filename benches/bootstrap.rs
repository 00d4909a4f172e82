//! Bootstrap's own CPU time on a first run and on a rerun with nothing new (which still clones,
//! builds what it would commit, compares the cluster's sync objects and asks the controllers to
//! reconcile): `fluxr bootstrap git` against a local smart-HTTP Git server and the fake API
//! server, whose controllers are ready at once. The figure is the user + system time of the fluxr
//! process only (the servers run in this process, not in fluxr's), so the waits cost nothing but
//! their polls. Target: under 0.5 s each.
//!
//! Run with `cargo bench --bench bootstrap` (or `scripts/bench-bootstrap.sh`); `RUNS` sets the
//! number of runs (default 5).

#[path = "../tests/support/mod.rs"]
mod support;

use std::process::Command;

use support::{FakeKube, GitHttp, bare_repo};

const TARGET_SECONDS: f64 = 0.5;

/// One first run and one rerun of the same bootstrap; returns the (user, system) seconds of the
/// fluxr process for each.
fn first_run_and_rerun() -> [(f64, f64); 2] {
    let http = GitHttp::start("git", "bench-token");
    bare_repo(http.root.path(), "fleet.git");
    let kube = FakeKube::start();
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = kube.kubeconfig(dir.path());
    let run = || timed_run(&http.url("fleet.git"), &kubeconfig, dir.path());
    [run(), run()]
}

fn timed_run(url: &str, kubeconfig: &std::path::Path, dir: &std::path::Path) -> (f64, f64) {
    // bash's `times` prints the CPU time of the children it waited for on its second line.
    let script = r#""$0" "$@" >/dev/null 2>"$FLUXR_BENCH_LOG" || { cat "$FLUXR_BENCH_LOG" >&2; exit 1; }; times"#;
    let log = dir.join("stderr");
    let output = Command::new("bash")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_fluxr"))
        .args(["bootstrap", "git", "--allow-insecure-http", "--token-auth"])
        .arg(format!("--url={url}"))
        .arg("--password=bench-token")
        .arg("--path=clusters/bench")
        .arg(format!("--kubeconfig={}", kubeconfig.display()))
        .env("FLUXR_BENCH_LOG", &log)
        .env("TMPDIR", dir)
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
    let mut totals = [Vec::new(), Vec::new()];
    for run in 1..=runs {
        let measured = first_run_and_rerun();
        for (index, (what, (user, system))) in
            ["first run", "rerun"].into_iter().zip(measured).enumerate()
        {
            print(&format!(
                "run {run}, {what}: user {user:.3} s + sys {system:.3} s = {:.3} s",
                user + system
            ));
            totals[index].push(user + system);
        }
    }
    for (what, mut totals) in ["first run", "rerun with nothing new"]
        .into_iter()
        .zip(totals)
    {
        totals.sort_by(f64::total_cmp);
        let median = totals[totals.len() / 2];
        let verdict = if median < TARGET_SECONDS {
            "under"
        } else {
            "OVER"
        };
        print(&format!(
            "bootstrap git {what}, fluxr CPU time (median of {runs}): {median:.3} s, {verdict} the {TARGET_SECONDS} s target"
        ));
    }
}
