#!/usr/bin/env bash
# Median wall time of the whole `fluxr install --export` process, release build.
#
#   scripts/bench-install-export.sh [--check] [extra install flags...]
#
# RUNS sets the number of timed runs (default 51). With --check the script fails when the
# median reaches the 20 ms budget.
set -euo pipefail

check=false
if [[ ${1:-} == --check ]]; then
    check=true
    shift
fi
runs=${RUNS:-51}
budget_us=20000

cd "$(dirname "$0")/.."
cargo build --release --quiet
bin=target/release/fluxr

# One untimed run warms the page cache and checks that the command works at all.
"$bin" install --export "$@" >/dev/null

# EPOCHREALTIME is a bash variable, read without starting a process, so only fluxr is timed.
times=()
for ((i = 0; i < runs; i++)); do
    start=${EPOCHREALTIME/[.,]/}
    "$bin" install --export "$@" >/dev/null
    end=${EPOCHREALTIME/[.,]/}
    times+=($((end - start)))
done

median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
printf 'fluxr install --export: median %d.%03d ms over %d runs (budget %d ms)\n' \
    $((median / 1000)) $((median % 1000)) "$runs" $((budget_us / 1000))

# On a shared machine wall time includes waiting for a CPU; the CPU time per run does not.
TIMEFORMAT='%3U %3S'
cpu=$({ time for ((i = 0; i < runs; i++)); do "$bin" install --export "$@" >/dev/null; done; } 2>&1)
read -r user sys <<<"$cpu"
cpu_us=$(((10#${user/./} + 10#${sys/./}) * 1000 / runs))
printf 'fluxr install --export: mean CPU time (user+sys) %d.%03d ms per run\n' \
    $((cpu_us / 1000)) $((cpu_us % 1000))
if $check && ((median >= budget_us)); then
    echo "over budget" >&2
    exit 1
fi
