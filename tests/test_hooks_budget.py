"""Every hook honours its own time budget on a locked store (no lock wait, opening included,
is longer than what is left of the budget), and a huge payload is read in bounded memory."""

from __future__ import annotations

import io
import json
import re
import sqlite3
import subprocess
import time
import tracemalloc

import pytest

from cognition.claude_code.hooks import Ctx, prompt, read_payload, session_start, stop
from layers.connection import connect_sync
from tests.conftest import VENV_BIN
from tests.support.locks import exclusive_lock


@pytest.fixture
def lock_waits(monkeypatch) -> list[float]:
    """Every lock wait a connection is given (connect's timeout, PRAGMA busy_timeout), in ms."""
    waits: list[float] = []
    real = sqlite3.connect

    class Recording(sqlite3.Connection):
        def execute(self, sql, *args):
            m = re.match(r"\s*PRAGMA busy_timeout\s*=\s*(\d+)", sql)
            if m:
                waits.append(float(m.group(1)))
            return super().execute(sql, *args)

    def connect(*args, **kwargs):
        waits.append(float(kwargs.get("timeout", 5.0)) * 1000)
        return real(*args, factory=Recording, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", connect)
    return waits


HANDLERS = {
    "prompt": (prompt.handle, {"prompt": "how do deploys go through make ship?"}),
    "session-start": (session_start.handle, {"source": "startup"}),
    "stop": (stop.handle, {"last_assistant_message": "Deploys go through make ship (#1)."}),
}


@pytest.mark.parametrize("name", list(HANDLERS))
def test_no_lock_wait_outlasts_the_hook_budget(project, home, monkeypatch, lock_waits, name):
    monkeypatch.setenv("COGNIMEM_HOME", str(home))
    store = project / ".cognimem" / "memory.db"
    connect_sync(store).close()
    handler, fields = HANDLERS[name]
    payload = {"session_id": "s", "cwd": str(project), **fields}
    ctx = Ctx(name, {"COGNIMEM_HOME": str(home)}, started=time.perf_counter())
    with exclusive_lock(store):
        lock_waits.clear()  # the holder's own connection is not the hook's
        assert handler(payload, ctx) is None  # the project store is locked: nothing to say
    budget = stop.STOP_BUDGET_MS if name == "stop" else 800
    assert lock_waits and max(lock_waits) <= budget
    log = (home / "logs" / "hooks.log").read_text()
    assert "the store is busy" in log and "doctor --repair" not in log


def _payload_of(prompt_text: str, cwd: str) -> bytes:
    return json.dumps(
        {
            "session_id": "s",
            "transcript_path": "/t.jsonl",
            "cwd": cwd,
            "hook_event_name": "UserPromptSubmit",
            "prompt": prompt_text,
        }
    ).encode()


def test_a_50_mb_prompt_is_read_in_bounded_memory_keeping_its_start_and_end():
    raw = _payload_of(
        "Here is the log:\n" + "line of log é\n" * 2_800_000 + "How do deploys go?", "/p"
    )
    assert len(raw) > 50_000_000
    stream = io.BytesIO(raw)
    tracemalloc.start()
    try:
        data = read_payload(stream)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert stream.read() == b""  # all of stdin was read: the writer never meets a closed pipe
    assert data["session_id"] == "s" and data["cwd"] == "/p"
    assert data["prompt"].startswith("Here is the log:\nline of log é\n")
    assert data["prompt"].endswith("How do deploys go?")
    assert len(data["prompt"]) < 2_000_000
    assert peak < 8_000_000  # a few MB, never the 50 MB payload


@pytest.mark.parametrize("cut", [1, 2, 3, 7, 100])
def test_a_payload_cut_inside_an_escape_still_parses(monkeypatch, cut):
    import cognition.claude_code.hooks as hooks

    text = 'say "hi" \\ \u00e9\u4e2d\U0001f600 ' * 50
    raw = _payload_of(text, "/p")
    monkeypatch.setattr(hooks, "READ_LIMIT", raw.index(b'"prompt"') + 12 + cut)
    data = read_payload(io.BytesIO(raw))
    assert data["cwd"] == "/p" and text.startswith(data["prompt"].split("\n[…]\n")[0])
    assert data["prompt"].endswith(text[-100:])


def test_the_prompt_hook_answers_a_50_mb_prompt_from_its_end(project, env):
    assert (
        subprocess.run(
            [str(VENV_BIN / "cognimem"), "remember", "deploys go through make ship"],
            cwd=project,
            env=env,
            capture_output=True,
            timeout=60,
        ).returncode
        == 0
    )
    # A pasted blob without words: whether the question's memory is relevant enough is the
    # relevance gate's call (tests/test_surface_trust.py); here only the size is at stake.
    raw = _payload_of(
        "-------- 0x00ff --------\n" * 2_000_000 + "so how do deploys go?", str(project)
    )
    # A generous budget: what is checked is the answer, not how fast a busy machine gives it.
    done = subprocess.run(
        [str(VENV_BIN / "cognimem"), "hook", "prompt"],
        input=raw,
        cwd=project,
        env={**env, "COGNIMEM_HOOK_TIME_BUDGET_MS": "60000"},
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 0 and done.stderr == b""
    assert "make ship" in json.loads(done.stdout)["hookSpecificOutput"]["additionalContext"]
