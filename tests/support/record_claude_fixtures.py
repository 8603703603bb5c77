"""Record the Claude Code fixtures in tests/fixtures/claude-code with the real CLI, offline.

    python -m tests.support.record_claude_fixtures [--out tests/fixtures/claude-code]

Each scenario runs `claude -p` (the npm package, installed by tests.support.realclient) in a
fresh project against the loopback Messages API stand-in, with every hook event wired to a
small recorder that saves the exact JSON the hook got on stdin. Written to OUT:

- `hooks/<Event>[.<source>].json`: one payload per hook event (SessionStart in its startup,
  resume and compact variants), with this machine's paths rewritten to /home/dev;
- `transcripts/<session>.jsonl`: the transcripts the CLI wrote, one per scenario.

The stand-in answers with a fixed text, so the assistant turns are not realistic; capture tests
build their conversations in the same line format (tests/fixtures/synthetic_session.jsonl).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
from pathlib import Path

from tests.support.realclient import VENV_BIN, claude_binary, fake_api, run_claude

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "fixtures" / "claude-code"
EVENTS = ("SessionStart", "UserPromptSubmit", "Stop", "PreCompact", "SessionEnd")
FAKE_HOME = "/home/dev"
# A loaded machine can take seconds to start the memory server: let the CLI wait for it.
SLOW_START = {"MCP_CONNECT_TIMEOUT_MS": "60000", "MCP_TIMEOUT": "60000"}

RECORDER = """\
import json, sys, pathlib
data = json.load(sys.stdin)
name = data.get("hook_event_name", "unknown")
if name == "SessionStart":
    name += "." + str(data.get("source", ""))
out = pathlib.Path(sys.argv[1]) / (name + ".json")
out.write_text(json.dumps(data, indent=2) + "\\n")
"""

# (prompt, the earlier run whose session it resumes or None): three sessions, the last one
# resumed (SessionStart "resume") and then compacted (PreCompact, SessionStart "compact").
SCENARIOS: tuple[tuple[str, int | None], ...] = (
    ("hello there", None),
    ("what is the staging host?", None),
    ("and which port does it use?", 1),
    ("/compact keep the deploy notes", 1),
    # Last, so the UserPromptSubmit, Stop and SessionEnd payloads kept are this run's.
    (
        'How do we deploy this project? CALL:mcp__memory__remember {"content": '
        '"deploys go through make ship", "layer": "fact"}',
        None,
    ),
)


def _settings(hooks_dir: Path, recorder: Path) -> dict:
    command = f"{sys.executable} {recorder} {hooks_dir}"
    entry = [{"hooks": [{"type": "command", "command": command}]}]
    return {
        "hooks": {event: entry for event in EVENTS},
        "permissions": {"allow": ["mcp__memory__*"]},
        "enableAllProjectMcpServers": True,
    }


def _project(base: Path, hooks_dir: Path, recorder: Path) -> Path:
    project = base / "project"
    (project / ".claude").mkdir(parents=True)
    (project / ".claude" / "settings.json").write_text(
        json.dumps(_settings(hooks_dir, recorder), indent=2)
    )
    server = {
        "type": "stdio",
        "alwaysLoad": True,
        "command": str(VENV_BIN / "cognimem"),
        "args": ["serve"],
        "env": {"COGNIMEM_HOME": str(base / "cognimem-home")},
    }
    (project / ".mcp.json").write_text(json.dumps({"mcpServers": {"memory": server}}, indent=2))
    return project


def _rewrite(text: str, base: Path, home: Path) -> str:
    """This machine's temporary paths -> the neutral /home/dev the tests expect."""
    munged = re.sub(r"[^A-Za-z0-9]", "-", str(base))  # how the CLI names a project's folder
    return (
        text.replace(str(home), FAKE_HOME)
        .replace(str(base), FAKE_HOME)
        .replace(munged, "-home-dev")
        .replace(sys.executable, "python3")
    )


def record(out: Path) -> list[str]:
    binary = claude_binary()
    if binary is None:
        raise SystemExit("the Claude Code CLI is not available (npm install failed?)")
    with tempfile.TemporaryDirectory(prefix="cc-record-") as tmp:
        base = Path(tmp)
        hooks_dir, home = base / "hooks", base / "home"
        hooks_dir.mkdir()
        recorder = base / "recorder.py"
        recorder.write_text(RECORDER)
        project = _project(base, hooks_dir, recorder)
        sessions: list[str] = []
        with fake_api(base / "api-log") as port:
            for prompt, resumes in SCENARIOS:
                args = () if resumes is None else ("--resume", sessions[resumes])
                done = run_claude(
                    binary, project, home, port, prompt, extra_args=args, extra_env=SLOW_START
                )
                if done.returncode != 0:
                    raise SystemExit(f"{prompt!r}: claude exited {done.returncode}: {done.stderr}")
                sessions.append(json.loads(done.stdout)["session_id"])
        (out / "hooks").mkdir(parents=True, exist_ok=True)
        (out / "transcripts").mkdir(parents=True, exist_ok=True)
        written = []
        for payload in sorted(hooks_dir.glob("*.json")):
            target = out / "hooks" / payload.name
            target.write_text(_rewrite(payload.read_text(), base, home))
            written.append(str(target))
        for transcript in sorted((home / ".claude" / "projects").rglob("*.jsonl")):
            target = out / "transcripts" / transcript.name
            target.write_text(_rewrite(transcript.read_text(), base, home))
            written.append(str(target))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    if args.out.exists():
        shutil.rmtree(args.out)
    for path in record(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
