#!/usr/bin/env bash
# Bootstrap's own CPU time on a first run and on a rerun with nothing new (`fluxr bootstrap git`
# against a local Git server and the fake API server; waits cost nothing but their polls). Prints
# each run and the medians against the 0.5 s target. RUNS=10 for more runs.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench --bench bootstrap --quiet
