#!/usr/bin/env python3
"""Benchmark of `fluxr kustomize build` against the reference `kubectl kustomize`, same run.

  benches/kustomize.py [--fluxr target/release/fluxr] [--kubectl kubectl] [--shared ../shared]
                       [--apps 250,1000,2000,8000] [--reference-apps 250,1000] [--skip-conformance]

Prints, for the whole shared conformance set, the total wall time of each implementation and the
ratio; then, for synthetic trees of N apps (../shared/conformance/synthetic/gen_large.py), fluxr's
wall time and peak RSS, the reference's where it is run, whether the outputs are equal, and the
time per app (constant when the cost grows linearly). Build fluxr first: cargo build --release.

The synthetic tree of 2,000 apps is the target of issue 3: under 1 s and under 200 MB peak RSS.
Its best wall time of --repeat runs (3 by default: a shared machine is noisy) is checked, and the
last line says PASS or FAIL; the exit code is 1 on FAIL, or when fluxr's output differs from the
reference's.
"""
import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time


def run(cmd, cwd=None):
    """Runs cmd; returns (seconds, peak RSS in MB of that child, stdout bytes, exit code)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    p = subprocess.run(cmd, capture_output=True, cwd=cwd)
    dt = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    # ru_maxrss of RUSAGE_CHILDREN is the largest child so far: run the big cases last.
    return dt, max(after.ru_maxrss, before.ru_maxrss) / 1024, p.stdout, p.returncode


def peak_rss_mb(cmd):
    """Peak RSS of one command, measured by GNU time when present, else by rusage."""
    if shutil.which('/usr/bin/time'):
        with tempfile.NamedTemporaryFile('r') as f:
            t0 = time.monotonic()
            p = subprocess.run(['/usr/bin/time', '-f', '%M', '-o', f.name] + cmd, capture_output=True)
            dt = time.monotonic() - t0
            return dt, int(f.read().strip().splitlines()[-1]) / 1024, p.stdout, p.returncode
    return run(cmd)


def conformance(shared, fluxr, kubectl):
    root = os.path.join(shared, 'conformance', 'kustomize')
    cases = [json.loads(line) for line in open(os.path.join(root, 'cases.jsonl'))]
    totals = {}
    for name, cmd in (('fluxr', [fluxr, 'kustomize', 'build']), ('kubectl', [kubectl, 'kustomize'])):
        t = 0.0
        for case in cases:
            dt, _, _, _ = run(cmd + case.get('flags', []) + [os.path.join(root, case['dir'])])
            t += dt
        totals[name] = t
    print(f"conformance set ({len(cases)} cases, sequential): fluxr {totals['fluxr']:.2f} s, "
          f"kubectl kustomize {totals['kubectl']:.2f} s, ratio {totals['kubectl'] / totals['fluxr']:.1f}x")


TARGET_APPS, TARGET_SECONDS, TARGET_MB = 2000, 1.0, 200.0


def synthetic(shared, fluxr, kubectl, apps_list, reference_apps, repeat):
    """Prints one line per size; returns (the target size's (seconds, MB) or None, all equal)."""
    gen = os.path.join(shared, 'conformance', 'synthetic', 'gen_large.py')
    print(f"{'apps':>6} {'resources':>9} {'fluxr s':>8} {'fluxr MB':>8} {'us/app':>7} "
          f"{'kubectl s':>9} {'ratio':>6} {'equal':>5}")
    target, all_equal = None, True
    for apps in apps_list:
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run([sys.executable, gen, '--apps', str(apps), tmp], check=True,
                           capture_output=True)
            overlay = os.path.join(tmp, 'in', 'overlay')
            runs = [peak_rss_mb([fluxr, 'kustomize', 'build', overlay]) for _ in range(repeat)]
            if any(rc != 0 for _, _, _, rc in runs):
                print(f"{apps:>6} fluxr failed with exit {runs[-1][3]}")
                all_equal = False
                continue
            dt = min(r[0] for r in runs)
            rss = max(r[1] for r in runs)
            out = runs[-1][2]
            docs = out.count(b'\n---\n') + 1
            ref_t, ratio, equal = '-', '-', '-'
            if apps in reference_apps:
                rdt, _, rout, _ = run([kubectl, 'kustomize', overlay])
                ref_t, ratio = f"{rdt:.2f}", f"{rdt / dt:.0f}x"
                equal = 'yes' if rout == out else 'NO'
                all_equal = all_equal and rout == out
            if apps == TARGET_APPS:
                target = (dt, rss)
            print(f"{apps:>6} {docs:>9} {dt:>8.3f} {rss:>8.1f} {dt / apps * 1e6:>7.0f} "
                  f"{ref_t:>9} {ratio:>6} {equal:>5}")
    return target, all_equal


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument('--fluxr', default=os.path.join(here, '..', 'target', 'release', 'fluxr'))
    ap.add_argument('--kubectl', default='kubectl')
    ap.add_argument('--shared', default=os.path.join(here, '..', '..', 'shared'))
    ap.add_argument('--apps', default='250,1000,2000,8000')
    ap.add_argument('--reference-apps', default='250,1000')
    ap.add_argument('--repeat', type=int, default=3, help='fluxr runs per size; the best counts')
    ap.add_argument('--skip-conformance', action='store_true')
    a = ap.parse_args()
    if not a.skip_conformance:
        conformance(a.shared, a.fluxr, a.kubectl)
    target, all_equal = synthetic(a.shared, a.fluxr, a.kubectl,
                                  [int(x) for x in a.apps.split(',')],
                                  {int(x) for x in a.reference_apps.split(',') if x},
                                  max(1, a.repeat))
    ok = all_equal
    if target is None:
        print(f"target: {TARGET_APPS} apps not measured (add it to --apps)")
    else:
        dt, rss = target
        met = dt < TARGET_SECONDS and rss < TARGET_MB
        ok = ok and met
        print(f"target: {TARGET_APPS} apps in {dt:.3f} s (< {TARGET_SECONDS:.0f} s) and "
              f"{rss:.1f} MB (< {TARGET_MB:.0f} MB): {'PASS' if met else 'FAIL'}")
    if not all_equal:
        print("outputs differ from the reference, or fluxr failed: FAIL")
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()
