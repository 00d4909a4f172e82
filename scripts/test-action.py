#!/usr/bin/env python3
"""Runs the shell steps of action/action.yml the way a GitHub runner does, against the release
files of scripts/release.sh served from a local HTTP server, and checks what they leave behind.

    scripts/test-action.py [DIST_DIR]        (default: dist/)

A step's `${{ ... }}` expressions are evaluated from the inputs (with the action's defaults) and
`github.action_repository`; any other expression fails the test, since this runner would not
know its value. Each step runs as `bash --noprofile --norc -eo pipefail FILE`, and folders a step
appends to $GITHUB_PATH go in front of PATH for the next steps, as on GitHub.
"""

import hashlib
import http.server
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
DIST = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "dist").resolve()
VERSION = re.search(r'^version = "([^"]+)"', (ROOT / "Cargo.toml").read_text(), re.M).group(1)
TARBALL = f"fluxr_{VERSION}_linux_amd64.tar.gz"
ACTION = yaml.safe_load((ROOT / "action" / "action.yml").read_text())
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


class Releases(http.server.BaseHTTPRequestHandler):
    """Serves the release under three bases: /mirror (good files), /tampered (a checksums.txt
    that does not match) and /OWNER/fluxr/releases/download (as GitHub lays releases out, with
    /OWNER/fluxr/releases/latest redirecting to the release's tag page)."""

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
        for base in ("/mirror", "/tampered", "/OWNER/fluxr/releases/download"):
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


def run_action(inputs, runner, *, action_repository="", runner_arch="X64"):
    """Runs the steps until one fails; returns (its exit code, all steps' output, outputs, PATH)."""
    context = {f"inputs.{name}": str(spec.get("default", "")) for name, spec in ACTION["inputs"].items()}
    for name, value in inputs.items():
        assert f"inputs.{name}" in context, f"the action has no input {name}"
        context[f"inputs.{name}"] = value
    context["github.action_repository"] = action_repository

    def evaluate(text):
        def one(match):
            if match.group(1) not in context:
                raise SystemExit(f"✗ the action uses {match.group(0)}, which this test cannot evaluate")
            return context[match.group(1)]

        return EXPRESSION.sub(one, str(text))

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
