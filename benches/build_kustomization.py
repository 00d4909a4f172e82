#!/usr/bin/env python3
"""Benchmark of `fluxr build kustomization --recursive` over the largest real-world Flux repository
of the shared set, against the reference `kubectl kustomize` run on the same directories.

  benches/build_kustomization.py [--fluxr target/release/fluxr] [--kubectl kubectl]
                                 [--shared ../shared] [--runs 5]

fluxr renders the repository from its cluster entry point in one process (every Flux Kustomization
it reaches, in dependsOn order, with Flux's overlay and post-build steps). The reference builds each
directory those Kustomizations point at with `kubectl kustomize --load-restrictor
LoadRestrictionsNone`, one process per directory as a script would; a directory without a
kustomization file gets the one Flux would generate, written beforehand (not timed). Prints the
median wall time of each over --runs runs and the ratio (target: at least 10x). Build fluxr first:
cargo build --release.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import yaml

# Where each repository's clusters start (the same table as tests/build_realworld.rs).
ENTRY_POINTS = {
    'fluxcd+flux2-kustomize-helm-example': ['clusters/production', 'clusters/staging'],
    'fluxcd+flux2-multi-tenancy': ['clusters/production', 'clusters/staging'],
    'fluxcd+flux2-hub-spoke-example': ['hub'],
    'onedr0p+home-ops': ['kubernetes/flux/cluster'],
}
KUSTOMIZATION_FILES = ('kustomization.yaml', 'kustomization.yml', 'Kustomization')


def yaml_files(tree):
    for dirpath, _, files in os.walk(tree):
        for f in files:
            if f.endswith(('.yaml', '.yml')):
                yield os.path.join(dirpath, f)


def documents(path):
    try:
        with open(path) as f:
            return [d for d in yaml.load_all(f, Loader=yaml.BaseLoader) if isinstance(d, dict)]
    except (yaml.YAMLError, UnicodeDecodeError):
        return []


def is_flux_ks(doc):
    return doc.get('kind') == 'Kustomization' and str(doc.get('apiVersion', '')).startswith(
        'kustomize.toolkit.fluxcd.io/')


def local_sources(tree, kustomizations, elsewhere):
    """Kind/namespace/name=path for every source: the repository, the artifacts generated from its
    directories, and an empty directory (with the named paths) for sources from elsewhere."""
    out = {}
    for ks in kustomizations:
        spec = ks.get('spec') or {}
        if spec.get('path'):
            os.makedirs(os.path.join(elsewhere, spec['path']), exist_ok=True)
        ref = spec.get('sourceRef') or {}
        kind, name = ref.get('kind', ''), ref.get('name', '')
        ns = ref.get('namespace') or (ks.get('metadata') or {}).get('namespace', '')
        if (kind, name) == ('GitRepository', 'flux-system'):
            path = tree
        elif kind == 'ExternalArtifact' and os.path.isdir(os.path.join(tree, name)):
            path = os.path.join(tree, name)
        else:
            path = elsewhere
        out[f'{kind}/{ns}/{name}'] = path
    return out


def generated_kustomization(directory, into):
    """The kustomization Flux generates for a directory that has none: its manifests and the
    subdirectories that have a kustomization file."""
    resources = []
    for entry in sorted(os.listdir(directory)):
        path = os.path.join(directory, entry)
        if os.path.isdir(path):
            if any(os.path.exists(os.path.join(path, f)) for f in KUSTOMIZATION_FILES):
                resources.append(os.path.relpath(path, into))
        elif entry.endswith(('.yaml', '.yml')) and documents(path):
            resources.append(os.path.relpath(path, into))
    os.makedirs(into, exist_ok=True)
    with open(os.path.join(into, 'kustomization.yaml'), 'w') as f:
        yaml.safe_dump({'apiVersion': 'kustomize.config.k8s.io/v1beta1', 'kind': 'Kustomization',
                        'resources': resources}, f)
    return into


def timed(cmds):
    t0 = time.monotonic()
    for cmd in cmds:
        p = subprocess.run(cmd, capture_output=True)
        if p.returncode != 0:
            sys.exit(f'{" ".join(cmd)} failed: {p.stderr.decode(errors="replace")[:2000]}')
    return time.monotonic() - t0


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo_root = os.path.dirname(here)
    default_shared = next((p for p in (os.path.join(repo_root, '..', 'shared'),
                                       os.path.join(repo_root, '..', '..', 'shared'))
                           if os.path.isdir(os.path.join(p, 'conformance'))), '../shared')
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument('--fluxr', default=os.path.join(repo_root, 'target', 'release', 'fluxr'))
    ap.add_argument('--kubectl', default=shutil.which('kubectl'))
    ap.add_argument('--shared', default=os.environ.get('FLUXR_SHARED', default_shared))
    ap.add_argument('--runs', type=int, default=5)
    args = ap.parse_args()
    kubectl = os.path.realpath(args.kubectl or '')
    if not args.kubectl or kubectl.startswith('/usr/bin/'):
        sys.exit('the reference is kubectl v1.37.1 (kustomize v5.8.1), not the system kubectl: '
                 'pass --kubectl')
    version = subprocess.run([args.kubectl, 'version', '--client'], capture_output=True, text=True)
    kustomize_version = next((line.split(':', 1)[1].strip() for line in version.stdout.splitlines()
                              if line.startswith('Kustomize Version')), 'unknown')

    realworld = os.path.join(args.shared, 'conformance', 'kustomize', 'realworld')
    repo = max(ENTRY_POINTS, key=lambda r: sum(1 for _ in yaml_files(os.path.join(realworld, r, 'tree'))))
    tree = os.path.realpath(os.path.join(realworld, repo, 'tree'))
    in_repo = [d for f in yaml_files(tree) for d in documents(f) if is_flux_ks(d)]

    with tempfile.TemporaryDirectory() as scratch:
        elsewhere = os.path.join(scratch, 'elsewhere')
        os.makedirs(elsewhere)
        sources = local_sources(tree, in_repo, elsewhere)
        fluxr_cmds, kubectl_cmds, kustomizations, objects = [], [], 0, 0
        for n, entry in enumerate(ENTRY_POINTS[repo]):
            ks_file = os.path.join(scratch, f'root-{n}.yaml')
            with open(ks_file, 'w') as f:
                yaml.safe_dump({'apiVersion': 'kustomize.toolkit.fluxcd.io/v1', 'kind': 'Kustomization',
                                'metadata': {'name': 'flux-system', 'namespace': 'flux-system'},
                                'spec': {'path': f'./{entry}', 'prune': True,
                                         'sourceRef': {'kind': 'GitRepository', 'name': 'flux-system'}}},
                               f)
            cmd = [args.fluxr, 'build', 'kustomization', 'flux-system', '--path',
                   os.path.join(tree, entry), '--kustomization-file', ks_file, '--recursive',
                   '--local-sources', ','.join(f'{k}={v}' for k, v in sources.items())]
            fluxr_cmds.append(cmd)
            out = subprocess.run(cmd, capture_output=True)
            if out.returncode != 0:
                sys.exit(f'fluxr failed: {out.stderr.decode(errors="replace")}')
            docs = [d for d in yaml.load_all(out.stdout, Loader=yaml.BaseLoader) if d]
            objects += len(docs)
            children = [d for d in docs if is_flux_ks(d)]
            kustomizations += 1 + len(children)
            # The directories the recursive build went through: the entry point, then each child's.
            dirs = [os.path.join(tree, entry)]
            for ks in children:
                spec = ks.get('spec') or {}
                ref = spec.get('sourceRef') or {}
                ns = ref.get('namespace') or ks['metadata'].get('namespace', 'flux-system')
                root = sources[f"{ref.get('kind')}/{ns}/{ref.get('name')}"]
                dirs.append(os.path.normpath(os.path.join(root, spec.get('path') or '.')))
            for i, d in enumerate(dirs):
                if not any(os.path.exists(os.path.join(d, f)) for f in KUSTOMIZATION_FILES):
                    d = generated_kustomization(d, os.path.join(scratch, f'generated-{n}-{i}'))
                kubectl_cmds.append([args.kubectl, 'kustomize', '--load-restrictor',
                                     'LoadRestrictionsNone', d])

        fluxr_times = [timed(fluxr_cmds) for _ in range(args.runs)]
        kubectl_times = [timed(kubectl_cmds) for _ in range(args.runs)]
    f, k = statistics.median(fluxr_times), statistics.median(kubectl_times)
    print(f'{repo}: {kustomizations} Flux Kustomizations, {objects} objects, '
          f'{len(kubectl_cmds)} directories (median of {args.runs} runs)')
    print(f'fluxr build kustomization --recursive: {f:.3f} s')
    print(f'kubectl kustomize ({kustomize_version}) on the same directories: {k:.3f} s')
    ratio = k / f
    print(f'ratio: {ratio:.1f}x (target >= 10x){"" if ratio >= 10 else "  BELOW TARGET"}')


if __name__ == '__main__':
    main()
