#!/usr/bin/env python3
"""Runs the shell steps of action/action.yml the way a GitHub runner does, against the release
files of scripts/release.sh served from a local HTTP server, and checks what they leave behind.

    scripts/test-action.py [DIST_DIR]        (default: dist/)

A step's `${{ ... }}` expressions are evaluated from the inputs (with the action's defaults) and
`github.action_repository`; any other expression fails the test, since this runner would not
know its value. Each step runs as `bash --noprofile --norc -eo pipefail FILE`, and folders a step
appends to $GITHUB_PATH go in front of PATH for the next steps, as on GitHub.

Then it runs the README's workflows that use the action, as written, in a small fleet repository
it makes: the action step installs from the local server (the README's mirror host and
github.com become that server), `run:` steps run in the checkout, and ghcr.io becomes Debian's
docker-registry on 127.0.0.1.
"""

import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
import urllib.request
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
DIST = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "dist").resolve()
VERSION = re.search(r'^version = "([^"]+)"', (ROOT / "Cargo.toml").read_text(), re.M).group(1)
TARBALL = f"fluxr_{VERSION}_linux_amd64.tar.gz"
ACTION = yaml.safe_load((ROOT / "action" / "action.yml").read_text())
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


class Releases(http.server.BaseHTTPRequestHandler):
    """Serves the release under these bases: /mirror (good files), /tampered (a checksums.txt
    that does not match), /OWNER/fluxr/releases/download (as GitHub lays releases out, with
    /OWNER/fluxr/releases/latest redirecting to the release's tag page) and any folder under
    /mirror-host (where the README's mirror URLs point)."""

    requests: list = []

    def do_GET(self):
        Releases.requests.append(self.path)
        release = f"/v{VERSION}/"
        body = None
        if self.path == "/OWNER/fluxr/releases/latest":
            self.send_response(302)
            self.send_header("Location", f"/OWNER/fluxr/releases/tag/v{VERSION}")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if self.path == f"/OWNER/fluxr/releases/tag/v{VERSION}":
            body = b"release page\n"
        bases = ["/mirror", "/tampered", "/OWNER/fluxr/releases/download"]
        if self.path.startswith("/mirror-host/") and release in self.path:
            bases.append(self.path[: self.path.index(release)])
        for base in bases:
            if self.path.startswith(base + release):
                file = DIST / self.path[len(base + release) :]
                if file.name in (TARBALL, "checksums.txt") and file.is_file():
                    body = file.read_bytes()
                    if base == "/tampered" and file.name == "checksums.txt":
                        body = f"{hashlib.sha256(b'other').hexdigest()}  {TARBALL}\n".encode()
        if body is None:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def evaluate_in(context, text, where):
    """Replaces each `${{ name }}` in text by its value in context."""

    def one(match):
        if match.group(1) not in context:
            raise SystemExit(f"✗ {where} uses {match.group(0)}, which this test cannot evaluate")
        return context[match.group(1)]

    return EXPRESSION.sub(one, str(text))


def run_action(inputs, runner, *, action_repository="", runner_arch="X64"):
    """Runs the steps until one fails; returns (its exit code, all steps' output, outputs, PATH)."""
    context = {f"inputs.{name}": str(spec.get("default", "")) for name, spec in ACTION["inputs"].items()}
    for name, value in inputs.items():
        assert f"inputs.{name}" in context, f"the action has no input {name}"
        context[f"inputs.{name}"] = value
    context["github.action_repository"] = action_repository

    def evaluate(text):
        return evaluate_in(context, text, "the action")

    github_path = runner / "github_path"
    github_output = runner / "github_output"
    for file in (github_path, github_output):
        file.write_text("")
    path = os.environ["PATH"]
    code, output = 0, ""
    for index, step in enumerate(ACTION["runs"]["steps"]):
        assert step.get("shell") == "bash", "every step is a bash step"
        env = {
            "PATH": path,
            "HOME": str(runner / "home"),
            "RUNNER_OS": "Linux",
            "RUNNER_ARCH": runner_arch,
            "RUNNER_TEMP": str(runner / "temp"),
            "RUNNER_TOOL_CACHE": str(runner / "tool_cache"),
            "GITHUB_PATH": str(github_path),
            "GITHUB_OUTPUT": str(github_output),
            "GITHUB_SERVER_URL": SERVER_URL,
            "GITHUB_ACTION_PATH": str(runner / "_actions" / "OWNER" / "fluxr" / f"v{VERSION}" / "action"),
        }
        env.update({key: evaluate(value) for key, value in step.get("env", {}).items()})
        script = runner / f"step{index}.sh"
        script.write_text(evaluate(step["run"]))
        done = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        code, output = done.returncode, output + done.stdout + done.stderr
        if code != 0:
            break
        added = [line for line in github_path.read_text().splitlines() if line]
        path = ":".join(list(reversed(added)) + [os.environ["PATH"]])
    outputs = dict(line.split("=", 1) for line in github_output.read_text().splitlines() if "=" in line)
    return code, output, outputs, path


def new_runner(parent, name):
    runner = parent / name
    for sub in ("home", "temp", "tool_cache"):
        (runner / sub).mkdir(parents=True)
    return runner


def readme_workflows():
    """The README's YAML blocks that use the action, as (title, steps): a whole workflow, a
    `steps:` list or a bare list of steps."""
    found = []
    text = (ROOT / "README.md").read_text()
    for block in re.findall(r"^```yaml\n(.*?)^```", text, re.M | re.S):
        if "/fluxr/action@" not in block:
            continue
        doc = yaml.safe_load(textwrap.dedent(block))
        if isinstance(doc, list):
            steps = doc
        elif "jobs" in doc:
            steps = [step for job in doc["jobs"].values() for step in job["steps"]]
        else:
            steps = doc["steps"]
        first = block.strip().splitlines()[0]
        title = first.lstrip("# ") if first.startswith("#") else f"the block starting `{first.strip()}`"
        found.append((title, steps))
    return found


# A fleet repository laid out as the README's recipes expect: the flux-system sync manifests, an
# `apps` Kustomization whose variables come from ci/cluster-vars.yaml, and a pull request
# (branch `change`, based on origin/main) that changes the app's image.
FLEET = {
    "clusters/prod/flux-system/gotk-sync.yaml": """\
apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata:
  name: flux-system
  namespace: flux-system
spec:
  interval: 1m0s
  ref:
    branch: main
  url: ssh://git@github.com/acme/fleet
---
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: flux-system
  namespace: flux-system
spec:
  interval: 10m0s
  path: ./clusters/prod
  prune: true
  sourceRef:
    kind: GitRepository
    name: flux-system
""",
    "clusters/prod/flux-system/kustomization.yaml": """\
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
- gotk-sync.yaml
""",
    "clusters/prod/apps.yaml": """\
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: apps
  namespace: flux-system
spec:
  interval: 10m0s
  path: ./apps
  prune: true
  targetNamespace: apps
  sourceRef:
    kind: GitRepository
    name: flux-system
  postBuild:
    substituteFrom:
    - kind: ConfigMap
      name: cluster-vars
""",
    "apps/podinfo.yaml": """\
apiVersion: apps/v1
kind: Deployment
metadata:
  name: podinfo
spec:
  replicas: ${replicas}
  selector:
    matchLabels:
      app: podinfo
  template:
    metadata:
      labels:
        app: podinfo
    spec:
      containers:
      - name: podinfo
        image: ghcr.io/stefanprodan/podinfo:6.9.2
""",
    "ci/cluster-vars.yaml": """\
apiVersion: v1
kind: ConfigMap
metadata:
  name: cluster-vars
  namespace: flux-system
data:
  replicas: "2"
""",
}


def make_fleet(checkout):
    """Writes FLEET as a clone whose HEAD is a pull request's branch; returns HEAD's commit."""

    def git(*args):
        return subprocess.run(
            ["git", "-c", "user.name=CI", "-c", "user.email=ci@example.com", *args],
            cwd=checkout,
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()

    for name, text in FLEET.items():
        (checkout / name).parent.mkdir(parents=True, exist_ok=True)
        (checkout / name).write_text(text)
    git("init", "-q", "-b", "main")
    git("add", "-A")
    git("commit", "-q", "-m", "base")
    git("update-ref", "refs/remotes/origin/main", "HEAD")
    git("checkout", "-q", "-b", "change")
    app = checkout / "apps" / "podinfo.yaml"
    app.write_text(app.read_text().replace("podinfo:6.9.2", "podinfo:6.9.3"))
    git("commit", "-q", "-a", "-m", "podinfo 6.9.3")
    return git("rev-parse", "HEAD")


def start_registry(work):
    """Debian's docker-registry on a free port; returns (process, host:port), or (None, why)."""
    if not shutil.which("docker-registry"):
        return None, "docker-registry is not installed (apt-get install docker-registry)"
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    config = work / "registry.yml"
    config.write_text(
        f"version: 0.1\nstorage: {{filesystem: {{rootdirectory: {work / 'registry'}}}}}\n"
        f"http: {{addr: 127.0.0.1:{port}}}\nlog: {{level: error}}\n"
    )
    process = subprocess.Popen(
        ["docker-registry", "serve", str(config)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/v2/", timeout=1)
            return process, f"127.0.0.1:{port}"
        except OSError:
            time.sleep(0.1)
    process.kill()
    return None, "docker-registry did not start"


def run_workflow(steps, runner, checkout, sha, registry):
    """Runs a README workflow's steps as GitHub would until one fails; returns (exit code,
    output, the step summary)."""
    context = {
        "github.base_ref": "main",
        "github.repository_owner": "acme",
        "github.repository": "acme/fleet",
        "github.server_url": "https://github.com",
        "secrets.GITHUB_TOKEN": "not-a-secret",
    }
    summary = runner / "step_summary"
    summary.write_text("")
    path, output = os.environ["PATH"], ""
    for index, step in enumerate(steps):
        uses = step.get("uses", "")
        if uses.startswith("actions/checkout@"):
            continue  # the checkout is made beforehand
        if "/fluxr/action@" in uses:
            owner = uses.split("/")[0]
            inputs = {name: str(value) for name, value in (step.get("with") or {}).items()}
            if "base-url" in inputs:
                inputs["base-url"] = re.sub(r"^https?://", f"{SERVER_URL}/mirror-host/", inputs["base-url"])
            code, out, _, path = run_action(inputs, runner, action_repository=f"{owner}/fluxr")
            output += out
            if code != 0:
                return code, output, summary.read_text()
            continue
        assert "run" in step and not uses, f"a step this test cannot run: {step}"
        where = f"the README's step {step.get('name') or index}"
        env = {
            "PATH": path,
            "HOME": str(runner / "home"),
            "CI": "true",
            "GITHUB_ACTIONS": "true",
            "GITHUB_SHA": sha,
            "GITHUB_REF_NAME": "main",
            "GITHUB_WORKSPACE": str(checkout),
            "GITHUB_STEP_SUMMARY": str(summary),
        }
        env.update({key: evaluate_in(context, value, where) for key, value in (step.get("env") or {}).items()})
        script = runner / f"workflow{index}.sh"
        script.write_text(evaluate_in(context, step["run"], where).replace("ghcr.io", registry))
        done = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
            cwd=checkout,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        output += f"$ {step['run'].strip()}\n{done.stdout}{done.stderr}"
        if done.returncode != 0:
            return done.returncode, output, summary.read_text()
    return 0, output, summary.read_text()


def check_readme_workflows(work):
    print("== the README's workflows that use the action")
    registry_process, registry = start_registry(work)
    check("a registry stands in for ghcr.io", registry_process is not None, registry)
    try:
        workflows = readme_workflows()
        check("the README has workflows that use the action", len(workflows) >= 3, str(workflows))
        for number, (title, steps) in enumerate(workflows):
            runner = new_runner(work, f"readme{number}")
            checkout = runner / "checkout"
            checkout.mkdir()
            sha = make_fleet(checkout)
            Releases.requests.clear()
            code, output, summary = run_workflow(steps, runner, checkout, sha, registry)
            tool = runner / "tool_cache" / "fluxr" / VERSION / "linux" / "amd64" / "fluxr"
            check(f"{title}: every step succeeds", code == 0, output)
            check(
                f"  fluxr {VERSION} came from the release files",
                tool.is_file() and any(request.endswith(f"/v{VERSION}/{TARBALL}") for request in Releases.requests),
                str(Releases.requests),
            )
            if "diff kustomization" in output:
                check(
                    "  the diff names the change to the app",
                    "Deployment/apps/podinfo drifted" in summary and "podinfo:6.9.3" in summary,
                    summary,
                )
            if "push artifact" in output:
                pushed = json.loads((checkout / "pushed.json").read_text())
                with urllib.request.urlopen(f"http://{registry}/v2/acme/manifests/apps/tags/list", timeout=5) as answer:
                    tags = json.load(answer).get("tags") or []
                check(
                    "  the rendered app was pushed and tagged latest",
                    pushed.get("digest", "").startswith("sha256:")
                    and sorted(tags) == sorted([sha[:7], "latest"])
                    and "kind: Deployment" in (checkout / "rendered" / "apps.yaml").read_text(),
                    f"{pushed} {tags}",
                )
    finally:
        if registry_process is not None:
            registry_process.kill()
            registry_process.wait()


FAILURES = []


def check(what, condition, detail=""):
    print(f"  {'✔' if condition else '✗'} {what}")
    if not condition:
        FAILURES.append(what)
        if detail:
            print("      " + detail.strip().replace("\n", "\n      "))


def main():
    global SERVER_URL
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Releases)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    SERVER_URL = f"http://127.0.0.1:{server.server_address[1]}"
    work = Path(tempfile.mkdtemp())
    try:
        print(f"== action/action.yml against {DIST} served at {SERVER_URL}")
        runner = new_runner(work, "pinned")
        code, output, outputs, path = run_action(
            {"version": f"v{VERSION}", "base-url": f"{SERVER_URL}/mirror/", "completions": "true"}, runner
        )
        tool = runner / "tool_cache" / "fluxr" / VERSION / "linux" / "amd64"
        check("a pinned version installs from a base-url", code == 0, output)
        check("the checksum is verified", "Checksum verified" in output, output)
        check("the last step runs fluxr from PATH", f"fluxr: v{VERSION}\ncommit: " in output, output)
        check("fluxr's folder goes on PATH", path.split(":")[0] == str(tool), path)
        check("outputs name the version and folder", outputs == {"version": VERSION, "path": str(tool)}, str(outputs))
        home = runner / "home"
        for installed, shipped in (
            (home / ".local/share/bash-completion/completions/fluxr", "fluxr.bash"),
            (home / ".local/share/zsh/site-functions/_fluxr", "_fluxr"),
            (home / ".config/fish/completions/fluxr.fish", "fluxr.fish"),
        ):
            check(
                f"completions installed: {installed.relative_to(home)}",
                installed.is_file() and installed.read_bytes() == (ROOT / "completions" / shipped).read_bytes(),
            )
        check("no temporary files are left", not any((runner / "temp").iterdir()))

        Releases.requests.clear()
        code, output, _, _ = run_action({"version": VERSION, "base-url": f"{SERVER_URL}/mirror"}, runner)
        check("a second run uses the tool cache and downloads nothing", code == 0 and Releases.requests == [], output)

        runner = new_runner(work, "latest")
        Releases.requests.clear()
        code, output, outputs, _ = run_action({}, runner)
        check("`latest` from the action's own repository's releases", code == 0 and outputs.get("version") == VERSION, output)
        check(
            "  found through the releases/latest redirect",
            f"/OWNER/fluxr/releases/download/v{VERSION}/{TARBALL}" in Releases.requests,
            str(Releases.requests),
        )
        check("completions are not installed unless asked", not (runner / "home" / ".config").exists())

        runner = new_runner(work, "tampered")
        code, output, _, path = run_action({"version": VERSION, "base-url": f"{SERVER_URL}/tampered"}, runner)
        check("a checksum mismatch fails the step", code != 0 and "checksum mismatch" in output, output)
        check("  and installs nothing", not (runner / "tool_cache" / "fluxr").exists() and path == os.environ["PATH"])

        runner = new_runner(work, "arm64")
        code, output, _, _ = run_action({"version": VERSION, "base-url": f"{SERVER_URL}/mirror"}, runner, runner_arch="ARM64")
        check(
            "an architecture without a release fails, naming the file",
            code != 0 and f"fluxr_{VERSION}_linux_arm64.tar.gz" in output,
            output,
        )

        runner = new_runner(work, "unversioned")
        code, output, _, _ = run_action({"base-url": f"{SERVER_URL}/mirror"}, runner)
        check("a base-url needs a version", code != 0 and "version is required with a base-url" in output, output)

        check_readme_workflows(work)
    finally:
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)
    print()
    if FAILURES:
        print(f"action checks: {len(FAILURES)} failed")
        sys.exit(1)
    print("action checks: all passed")


if __name__ == "__main__":
    main()
