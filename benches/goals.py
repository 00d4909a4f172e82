#!/usr/bin/env python3
"""The performance goals of fluxr, each measured next to its reference in the same run.

  benches/goals.py [--fluxr target/release/fluxr] [--baseline OTHER_FLUXR] [--kubectl kubectl]
                   [--shared ../shared] [--runs 101] [--skip-conformance]

One line per goal: the figure, the goal, the reference measured alongside, and PASS or FAIL.
Wall times of short commands are medians of whole-process runs, taken in turn with their
reference's (and the baseline's); the build figures are the best of three (a shared machine is
noisy), and the conformance figure compares CPU time (user+sys), which waiting for a core does
not inflate. Build fluxr first: cargo build --release.
With --baseline (an earlier fluxr build), each timed figure is also taken for it, in turn with
fluxr's or right after them, and printed as `was X (Nx)`, so before/after is one command.

References:
- start-up: /bin/true, the cost of starting any process here;
- install --export: `cat` of the same bytes, the cost of writing them;
- 2,000 apps: fluxr re-emitting its own output through a kustomization that lists it and
  transforms nothing (reading and writing the same documents), and kubectl kustomize; their
  ratio is the median of --pairs builds and re-emits taken in turn, so that a machine whose
  speed drifts during the run moves both sides of each pair alike;
- 8,000 apps: the 2,000-app figure (linear growth is 4x), as the median ratio of --pairs
  builds of each taken in turn;
- the conformance set: kubectl kustomize's CPU time over the same cases.
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def walls(cmds, runs):
    """Median wall time in ms of `runs` whole-process runs of each command, after one untimed
    warm-up each. The commands take turns, so that a machine whose speed drifts during the
    measurement moves every figure alike."""
    for cmd in cmds:
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    times = [[] for _ in cmds]
    for _ in range(runs):
        for cmd, taken in zip(cmds, times):
            t0 = time.perf_counter()
            subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            taken.append((time.perf_counter() - t0) * 1000)
    return [statistics.median(taken) for taken in times]


def cpu_and_peak(cmd):
    """(CPU seconds, peak RSS in MB, wall seconds, stdout) of one run of cmd."""
    with tempfile.NamedTemporaryFile('r') as f:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        p = subprocess.run(['/usr/bin/time', '-f', '%M', '-o', f.name] + cmd, capture_output=True)
        dt = time.perf_counter() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if p.returncode != 0:
            sys.exit(f"{' '.join(cmd)} failed: {p.stderr.decode(errors='replace')[:300]}")
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        return cpu, int(f.read().strip().splitlines()[-1]) / 1024, dt, p.stdout


def best_of(cmd, repeat=3):
    runs = [cpu_and_peak(cmd) for _ in range(repeat)]
    return min(r[2] for r in runs), max(r[1] for r in runs), runs[-1][3]


class Report:
    def __init__(self):
        self.failed = False

    def line(self, what, figure, goal, reference, met):
        self.failed |= not met
        print(f"{what:<44} {figure:>12}  goal {goal:<10} {reference:<34} {'PASS' if met else 'FAIL'}")


def synthetic_tree(shared, apps, into):
    gen = os.path.join(shared, 'conformance', 'synthetic', 'gen_large.py')
    subprocess.run([sys.executable, gen, '--apps', str(apps), into], check=True, capture_output=True)
    return os.path.join(into, 'in', 'overlay')


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument('--fluxr', default=os.path.join(here, '..', 'target', 'release', 'fluxr'))
    ap.add_argument('--baseline', help='an earlier fluxr binary to measure alongside')
    ap.add_argument('--kubectl', default='kubectl')
    ap.add_argument('--shared', default=os.path.join(here, '..', '..', 'shared'))
    ap.add_argument('--runs', type=int, default=101)
    ap.add_argument('--pairs', type=int, default=15,
                    help='builds and re-emits of 2,000 apps, and builds of 2,000 and 8,000 apps, '
                         'taken in turn for their ratios')
    ap.add_argument('--skip-conformance', action='store_true')
    ap.add_argument('--skip-reference-build', action='store_true',
                    help='do not run kubectl kustomize on the 2,000 apps (it takes minutes)')
    a = ap.parse_args()
    fluxr = os.path.abspath(a.fluxr)
    base = os.path.abspath(a.baseline) if a.baseline else None
    r = Report()

    def was(figure, fmt, unit=''):
        """`was X (Nx)`: the baseline's figure and how many times fluxr's it is."""
        if base is None:
            return ''
        current, before = figure
        return f'  was {before:{fmt}}{unit} ({before / current:.2f}x)'

    def both(measure, *args):
        """(fluxr's figure, the baseline's or None), taken back to back."""
        mine = measure(fluxr, *args)
        return mine, (measure(base, *args) if base else None)

    def timed(args, *references):
        """(fluxr's figure for `[fluxr] + args`, the baseline's or None) and the figures of the
        reference commands, all taken in turn."""
        binaries = [fluxr] + ([base] if base else [])
        figures = walls([[b] + args for b in binaries] + list(references), a.runs)
        mine = (figures[0], figures[1] if base else None)
        return mine, figures[len(binaries):]

    def in_turn(top, bottom):
        """The median ratio of `top`'s wall time to `bottom`'s over --pairs runs of each taken
        in turn, and `bottom`'s median seconds: a machine whose speed drifts between two
        separate figures moves them apart, but each pair alike."""
        ratios, bottoms = [], []
        for _ in range(a.pairs):
            top_s = cpu_and_peak(top)[2]
            bottom_s = cpu_and_peak(bottom)[2]
            ratios.append(top_s / bottom_s)
            bottoms.append(bottom_s)
        return statistics.median(ratios), statistics.median(bottoms)

    for flag in ('--help', '--version'):
        ms, (true_ms,) = timed([flag], ['/bin/true'])
        r.line(f'fluxr {flag} (median wall)', f'{ms[0]:.2f} ms', '<= 2 ms',
               f'/bin/true {true_ms:.2f} ms' + was(ms, '.2f', ' ms'), ms[0] <= 2.0)

    with tempfile.TemporaryDirectory() as tmp:
        manifest = os.path.join(tmp, 'install.yaml')
        with open(manifest, 'wb') as f:
            subprocess.run([fluxr, 'install', '--export'], stdout=f, check=True)
        if base:
            theirs = subprocess.run([base, 'install', '--export'], capture_output=True, check=True)
            if theirs.stdout != open(manifest, 'rb').read():
                print('install --export: fluxr and the baseline differ')
                r.failed = True
        export_ms, (cat_ms,) = timed(['install', '--export'], ['cat', manifest])
        r.line('install --export (median wall)', f'{export_ms[0]:.2f} ms', '<= 5 ms',
               f'cat of its {os.path.getsize(manifest) // 1024} KiB {cat_ms:.2f} ms'
               + was(export_ms, '.2f', ' ms'), export_ms[0] <= 5.0)

    with tempfile.TemporaryDirectory() as tmp:
        overlay = synthetic_tree(a.shared, 2000, os.path.join(tmp, 'a'))
        (t2k, rss2k, out2k), before2k = both(lambda b: best_of([b, 'kustomize', 'build', overlay]))
        if before2k and before2k[2] != out2k:
            print('kustomize build of 2,000 apps: fluxr and the baseline differ')
            r.failed = True
        # The same documents through a kustomization that only lists them: reading and writing.
        flat = os.path.join(tmp, 'flat')
        os.makedirs(flat)
        with open(os.path.join(flat, 'all.yaml'), 'wb') as f:
            f.write(out2k)
        with open(os.path.join(flat, 'kustomization.yaml'), 'w') as f:
            f.write('resources:\n- all.yaml\n')
        (t_io, _, out_io), before_io = both(lambda b: best_of([b, 'kustomize', 'build', flat]))
        if out_io != out2k:
            print('re-emitting the output did not give the same bytes: the I/O floor is off')
            r.failed = True
        ratio, reemit_s = in_turn([fluxr, 'kustomize', 'build', overlay],
                                  [fluxr, 'kustomize', 'build', flat])
        ref = 'kubectl not run'
        if not a.skip_reference_build:
            _, _, kt, kout = cpu_and_peak([a.kubectl, 'kustomize', overlay])
            ref = f'kubectl {kt:.2f} s ({kt / t2k:.0f}x)'
            if kout != out2k:
                print('fluxr and kubectl kustomize differ on 2,000 apps')
                r.failed = True
        pair = lambda mine, theirs, i: (mine, theirs[i]) if theirs else (mine, None)
        r.line('kustomize build, 2,000 apps (best of 3)', f'{t2k:.3f} s', '<= 0.3 s',
               ref + was(pair(t2k, before2k, 0), '.3f', ' s'), t2k <= 0.3)
        r.line('  peak memory', f'{rss2k:.0f} MB', '< 150 MB',
               was(pair(rss2k, before2k, 1), '.0f', ' MB').strip(), rss2k < 150)
        r.line('  against re-emitting the same documents', f'{ratio:.2f}x', '<= 1.5x',
               f'median of {a.pairs} pairs, re-emit {reemit_s:.3f} s'
               + f' (best-of-3 ratio {t2k / t_io:.2f}x)', ratio <= 1.5)

        overlay8k = synthetic_tree(a.shared, 8000, os.path.join(tmp, 'b'))
        (t8k, rss8k, _), before8k = both(lambda b: best_of([b, 'kustomize', 'build', overlay8k]))
        # In turn too: the two best-of-three figures lie minutes apart, kubectl's build between
        # them, and a build's cost moves with the machine's state (on a virtual machine whose
        # host supplies memory as it is touched, a MB of fresh memory was measured to cost from
        # 0.1 to 3 ms).
        g, _ = in_turn([fluxr, 'kustomize', 'build', overlay8k],
                       [fluxr, 'kustomize', 'build', overlay])
        r.line('kustomize build, 8,000 against 2,000 apps', f'{g:.2f}x', '<= 4.4x',
               f'median of {a.pairs} pairs; 8,000 apps {t8k:.3f} s (best-of-3 ratio'
               f' {t8k / t2k:.2f}x), {rss8k:.0f} MB' + was(pair(t8k, before8k, 0), '.3f', ' s'),
               g <= 4.4)

    if not a.skip_conformance:
        root = os.path.join(a.shared, 'conformance', 'kustomize')
        cases = [json.loads(line) for line in open(os.path.join(root, 'cases.jsonl'))]
        cpu = {}
        runners = [('fluxr', [fluxr, 'kustomize', 'build']), ('kubectl', [a.kubectl, 'kustomize'])]
        if base:
            runners.append(('baseline', [base, 'kustomize', 'build']))
        for name, cmd in runners:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            for case in cases:
                subprocess.run(cmd + case.get('flags', []) + [os.path.join(root, case['dir'])],
                               capture_output=True)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[name] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        ratio = cpu['kubectl'] / cpu['fluxr']
        r.line(f'conformance set, CPU kubectl / fluxr ({len(cases)})', f'{ratio:.1f}x', '>= 20x',
               f"fluxr {cpu['fluxr']:.2f} s, kubectl {cpu['kubectl']:.2f} s"
               + (was((cpu['fluxr'], cpu['baseline']), '.2f', ' s') if base else ''),
               ratio >= 20)

    print('FAIL' if r.failed else 'PASS')
    sys.exit(1 if r.failed else 0)


if __name__ == '__main__':
    main()
