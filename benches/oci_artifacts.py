#!/usr/bin/env python3
"""Benchmark of `fluxr push artifact` and `fluxr pull artifact` on a rendered 2,000-app tree,
against the registry round-trip floor: `skopeo copy` of the same bytes (the same manifest, config
and layer) between a local directory and the same registry.

  benches/oci_artifacts.py [--fluxr target/release/fluxr] [--shared ../shared] [--apps 2000]
                           [--runs 5]

The tree comes from the shared synthetic generator (gen_large.py --apps N), rendered with
`fluxr kustomize build` and split into one file per object under <namespace>/<kind>-<name>.yaml.
A Debian `docker-registry` is started on 127.0.0.1 with a fresh storage directory. Each run pushes
to a new repository, so every blob is uploaded; the floor copies the bytes fluxr pushed (taken
with `skopeo copy docker:// dir:`, not timed) to another new repository. Pull times fluxr's pull
and extraction against `skopeo copy docker:// dir:`. Prints the median wall time of each and the
ratio to the floor. Needs docker-registry and skopeo (apt-get install docker-registry skopeo);
build fluxr first: cargo build --release.
"""
import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

import yaml


def free_port():
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


def start_registry(root):
    port = free_port()
    os.makedirs(root, exist_ok=True)
    config = os.path.join(root, 'config.yml')
    with open(config, 'w') as f:
        f.write('version: 0.1\nlog: {level: error}\n'
                f'storage: {{filesystem: {{rootdirectory: {root}/data}}}}\n'
                f'http: {{addr: 127.0.0.1:{port}}}\n')
    proc = subprocess.Popen(['docker-registry', 'serve', config],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 10
    while time.time() < deadline:
        try:
            with socket.create_connection(('127.0.0.1', port), timeout=1) as conn:
                conn.sendall(b'GET /v2/ HTTP/1.0\r\n\r\n')
                if conn.recv(64).startswith(b'HTTP/1.'):
                    return proc, port
        except OSError:
            pass
        time.sleep(0.05)
    proc.kill()
    sys.exit('docker-registry did not start')


def render(fluxr, shared, apps, work):
    source = os.path.join(work, 'source')
    subprocess.run([sys.executable, os.path.join(shared, 'conformance/synthetic/gen_large.py'),
                    '--apps', str(apps), source], check=True, stdout=subprocess.DEVNULL)
    overlay = os.path.join(source, 'in', 'overlay')
    out = subprocess.run([fluxr, 'kustomize', 'build', overlay], check=True,
                         capture_output=True).stdout
    tree = os.path.join(work, 'rendered')
    count = 0
    for doc in yaml.safe_load_all(out):
        if not isinstance(doc, dict):
            continue
        meta = doc.get('metadata', {})
        folder = os.path.join(tree, meta.get('namespace') or '_cluster')
        os.makedirs(folder, exist_ok=True)
        name = f"{doc.get('kind', 'Object').lower()}-{meta.get('name', count)}.yaml"
        with open(os.path.join(folder, name), 'w') as f:
            yaml.safe_dump(doc, f, sort_keys=False)
        count += 1
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(tree) for f in fs)
    return tree, count, size


def timed(cmd, **kwargs):
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **kwargs)
    return time.perf_counter() - start


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument('--fluxr', default=os.path.join(here, '..', 'target', 'release', 'fluxr'))
    parser.add_argument('--shared', default=os.environ.get(
        'FLUXR_SHARED', os.path.join(here, '..', '..', 'shared')))
    parser.add_argument('--apps', type=int, default=2000)
    parser.add_argument('--runs', type=int, default=5)
    args = parser.parse_args()
    fluxr = os.path.abspath(args.fluxr)
    for tool in ('docker-registry', 'skopeo'):
        if not shutil.which(tool):
            sys.exit(f'{tool} is missing: apt-get install docker-registry skopeo')

    with tempfile.TemporaryDirectory() as work:
        tree, objects, size = render(fluxr, args.shared, args.apps, work)
        print(f'tree: {args.apps} apps, {objects} objects, {size / 1e6:.1f} MB of YAML', flush=True)
        registry, port = start_registry(os.path.join(work, 'registry'))
        try:
            base = f'127.0.0.1:{port}'
            push = ['push', 'artifact', '--path', tree, '--source', 'https://example.com/fleet',
                    '--revision', 'main@sha1:0123456789abcdef0123456789abcdef01234567',
                    '--reproducible']
            pushes, pulls, floor_pushes, floor_pulls = [], [], [], []
            for run in range(args.runs):
                pushes.append(timed([fluxr, *push[:2], f'oci://{base}/fluxr{run}/apps:v1',
                                     *push[2:]]))
            layout = os.path.join(work, 'layout')
            subprocess.run(['skopeo', 'copy', '--quiet', '--src-tls-verify=false',
                            f'docker://{base}/fluxr0/apps:v1', f'dir:{layout}'], check=True)
            layer = max((os.path.join(layout, f) for f in os.listdir(layout)),
                        key=os.path.getsize)
            for run in range(args.runs):
                floor_pushes.append(timed(['skopeo', 'copy', '--quiet', '--dest-tls-verify=false',
                                           f'dir:{layout}', f'docker://{base}/floor{run}/apps:v1']))
            for run in range(args.runs):
                out = os.path.join(work, f'pulled{run}')
                os.makedirs(out)
                pulls.append(timed([fluxr, 'pull', 'artifact', f'oci://{base}/fluxr0/apps:v1',
                                    '--output', out]))
                floor_out = os.path.join(work, f'floor-pulled{run}')
                floor_pulls.append(timed(['skopeo', 'copy', '--quiet', '--src-tls-verify=false',
                                          f'docker://{base}/fluxr0/apps:v1', f'dir:{floor_out}']))
        finally:
            registry.kill()
            registry.wait()
        print(f'layer: {os.path.getsize(layer) / 1e6:.2f} MB compressed')
        rows = [('push', pushes, floor_pushes), ('pull', pulls, floor_pulls)]
        print(f"{'':6}{'fluxr':>10}{'skopeo floor':>14}{'ratio':>8}")
        for name, mine, floor in rows:
            m, f = statistics.median(mine), statistics.median(floor)
            print(f'{name:6}{m:>9.3f}s{f:>13.3f}s{m / f:>7.2f}x')


if __name__ == '__main__':
    main()
