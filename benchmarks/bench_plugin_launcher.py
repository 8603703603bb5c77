"""What the Claude Code plugin's launcher adds to a hook: `sh scripts/cognimem hook prompt`
against the same `cognimem hook prompt` run directly, alternated in one run.

The launcher is pointed at a data folder whose venv/bin/cognimem is this venv's cognimem (a
symlink) and whose `installed` marker names the plugin's version, so both arms run the very
same hook on the same store; the difference is the launcher's `sh` start and its built-in
checks. These machines are noisy: compare the ratio, not the ms.

Run from the project root:  python benchmarks/bench_plugin_launcher.py [--n 40]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LAUNCHER = ROOT / "plugins" / "cognimem" / "scripts" / "cognimem"
COGNIMEM = Path(sys.executable).parent / "cognimem"


def timed(cmd: list[str], payload: str, env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, input=payload, env=env, capture_output=True, text=True, check=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=40)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from cognition.version import __version__

    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        project = base / "proj"
        (project / ".git").mkdir(parents=True)
        data = base / "data"
        (data / "venv" / "bin").mkdir(parents=True)
        (data / "venv" / "bin" / "cognimem").symlink_to(COGNIMEM)
        (data / "installed").write_text(f"{__version__}\n")
        env = {**os.environ, "COGNIMEM_HOME": str(base / "home"), "CLAUDE_PLUGIN_DATA": str(data)}
        subprocess.run(
            [str(COGNIMEM), "remember", "deploys go through make ship", "--importance", "4"],
            cwd=project,
            env=env,
            check=True,
            capture_output=True,
        )
        payload = json.dumps(
            {
                "session_id": "bench",
                "cwd": str(project),
                "hook_event_name": "UserPromptSubmit",
                "prompt": "how do we deploy this project?",
            }
        )
        direct, launched = [], []
        for i in range(args.n):  # alternated, so load changes hit both arms alike
            arms = [
                (direct, [str(COGNIMEM), "hook", "prompt"]),
                (launched, ["sh", str(LAUNCHER), "hook", "prompt"]),
            ]
            for samples, cmd in arms if i % 2 == 0 else arms[::-1]:
                samples.append(timed(cmd, payload, env))
    d, lnch = statistics.median(direct), statistics.median(launched)
    print(f"direct   p50 {d * 1000:7.1f} ms")
    print(f"launcher p50 {lnch * 1000:7.1f} ms")
    print(f"ratio launcher/direct {lnch / d:.3f} (n={args.n} each, alternated)")


if __name__ == "__main__":
    main()
