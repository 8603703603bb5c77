"""Crash safety: a writer killed with SIGKILL in the middle of its transactions, again and again.

The writer is the real API (remember, import, update, forget, relate) in its own process,
forked from one that did the imports once (they were most of a short writer's CPU). It prints
a marker when a write transaction has begun (the plan's first statement runs after BEGIN
IMMEDIATE) and another when it committed, and the test kills it right after a begin marker.
After every kill: the store opens, passes SQLite's and FTS5's integrity checks, holds no
half-written memory (each has its FTS entry, its vector and its `created` event; no FTS entry,
vector, event or edge without its memory; an import batch is all there or not at all), and
every write the writer reported done is there.

Default 20 kills; `COGNIMEM_CRASH_KILLS=50` for the full run (docs/reliability.md).
"""

from __future__ import annotations

import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager, suppress
from pathlib import Path

import pytest

KILLS = int(os.environ.get("COGNIMEM_CRASH_KILLS", "20"))
TOKEN = re.compile(r"\bcrashtok[0-9a-f]{16}\b")
EARLIER = "*"  # in a ledger entry: the content the memory held before the writes it lists

# The writer: what a child of FORK_SERVER runs (`project`, `rng` set per child).
WRITER = textwrap.dedent("""
    import asyncio, json, os, random, sys, time, traceback, uuid
    import cognition.memory.store as store_mod
    from cognition import CognimemError, open_memory
    from cognition.upkeep.transfer import import_lines

    def say(line):
        os.write(1, (line + "\\n").encode())

    def marked(plan):
        # Runs inside the transaction: the executor calls next() on a write plan after
        # BEGIN IMMEDIATE (layers.plan).
        say("T")
        try:
            op = next(plan)
        except StopIteration as done:
            return done.value
        while True:
            time.sleep(0.0005)  # widen the window between statements a little
            result = yield op
            try:
                op = plan.send(result)
            except StopIteration as done:
                return done.value

    _write = store_mod.Store.write

    async def write(self, plan, **kw):
        result = await _write(self, marked(plan), **kw)
        say("C")
        return result

    store_mod.Store.write = write

    def tok():
        return "crashtok" + uuid.uuid4().hex[:16]

    async def main(project, rng):
        async with open_memory(project) as mem:
            # its own kind of memory only: an import batch's rows keep their text (the ledger
            # counts them), so updates go to remembered ones
            mine = [m.id for m in (await mem.list(limit=1000, status=None)).items
                    if m.source == "api"]
            i = 0
            while True:
                kind = "remember" if not mine else rng.choice(
                    ["remember"] * 4 + ["import", "update", "forget", "relate"])
                i += 1
                try:
                    if kind == "remember":
                        t = tok()
                        say(f"A remember {t}")
                        r = await mem.remember(f"note {i} on the release process {t}", tags=["crash"])
                        if r.action == "stored":
                            mine.append(r.memory.id)
                            say(f"D remember {r.memory.id} {t}")
                    elif kind == "import":
                        batch, n = tok(), rng.randint(20, 80)
                        lines = [json.dumps({"content": f"imported {k} of batch{batch} {tok()}",
                                             "layer": "fact", "tags": ["imported"]}) for k in range(n)]
                        say(f"A import {batch} {n}")
                        await import_lines(mem, lines)
                        say(f"D import {batch} {n}")
                    elif kind == "update":
                        target, t = rng.choice(mine), tok()
                        say(f"A update {target} {t}")
                        await mem.update(target, content=f"note {i} revised for the release {t}")
                        say(f"D update {target} {t}")
                    elif kind == "forget":
                        await mem.forget(rng.choice(mine))
                    elif len(mine) >= 2:
                        a, b = rng.sample(mine, 2)
                        await mem.relate(a, b, "related")
                except CognimemError as exc:
                    say(f"E {kind} {exc}")
""")

# Imports once, then per line on stdin (`out-fifo TAB err-file TAB project TAB seed`) forks a
# writer whose stdout is the FIFO and stderr the file, answers its pid, and once it is dead
# (the test kills it) reaps it and answers its wait status. It never opens the store itself,
# so a child starts as a fresh process would, minus the imports.
FORK_SERVER = WRITER + textwrap.dedent("""
    for command in sys.stdin:
        out_path, err_path, project, seed = command.rstrip("\\n").split("\\t")
        pid = os.fork()
        if pid == 0:
            try:
                os.dup2(os.open(err_path, os.O_WRONLY | os.O_CREAT), 2)
                os.dup2(os.open(out_path, os.O_WRONLY), 1)
                asyncio.run(main(project, random.Random(int(seed))))
            except BaseException:
                traceback.print_exc()
            finally:
                os._exit(1)  # the writer never ends by itself
        print(pid, flush=True)
        print(os.waitpid(pid, 0)[1], flush=True)
""")


def audit(db: Path) -> dict[str, int]:
    """Every invariant of a whole store; returns the row counts."""
    from layers.connection import connect_sync

    connect_sync(db, create=False).close()  # opens (and recovers) as the API would
    with closing(sqlite3.connect(db)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        conn.execute("INSERT INTO memory_fts(memory_fts) VALUES ('integrity-check')")
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        ids = {r[0] for r in conn.execute("SELECT id FROM memory")}
        indexed = {r[0] for r in conn.execute("SELECT id FROM memory_fts_docsize")}
        assert ids == indexed, (sorted(ids - indexed)[:5], sorted(indexed - ids)[:5])
        for memory_id, content in conn.execute("SELECT id, content FROM memory").fetchall():
            for t in TOKEN.findall(content):
                hits = conn.execute(
                    "SELECT rowid FROM memory_fts WHERE memory_fts MATCH ?", (f'"{t}"',)
                ).fetchall()
                assert hits == [(memory_id,)], (memory_id, t, hits)
        has_vectors = conn.execute("SELECT count(*) FROM vector").fetchone()[0] > 0
        # remember() writes the memory, its vector and its `created` event in one transaction
        # (import writes no vectors or events: `cognimem reindex` embeds imported memories).
        written = {r[0] for r in conn.execute("SELECT id FROM memory WHERE source = 'api'")}
        if has_vectors:
            with_vec = {r[0] for r in conn.execute("SELECT memory_id FROM vector")}
            assert written <= with_vec, sorted(written - with_vec)[:5]
        created = {r[0] for r in conn.execute("SELECT memory_id FROM event WHERE kind = 'created'")}
        assert written <= created, sorted(written - created)[:5]
        for (bad,) in conn.execute("SELECT count(*) FROM vector WHERE length(vec) <> dim * 4"):
            assert bad == 0
        orphans = conn.execute(
            "SELECT (SELECT count(*) FROM vector WHERE memory_id NOT IN (SELECT id FROM memory)),"
            " (SELECT count(*) FROM event WHERE memory_id NOT IN (SELECT id FROM memory)),"
            " (SELECT count(*) FROM edge WHERE src NOT IN (SELECT id FROM memory)"
            "   OR dst NOT IN (SELECT id FROM memory))"
        ).fetchone()
        assert orphans == (0, 0, 0)
        return {
            t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
            for t in ("memory", "vector", "event", "edge")
        }


class Ledger:
    """What the writers said they did, checked against the store after every kill."""

    def __init__(self) -> None:
        self.tokens: dict[int, set[str]] = {}  # id -> tokens its content may hold now
        self.batches: dict[str, tuple[int, bool]] = {}  # batch -> (size, reported done)

    def read(self, lines: list[str]) -> None:
        for line in lines:
            parts = line.split()
            if len(parts) < 3 or parts[0] not in ("A", "D"):
                continue
            stage, kind = parts[0], parts[1]
            if kind == "remember" and stage == "D":
                self.tokens[int(parts[2])] = {parts[3]}
            elif kind == "update":
                memory_id = int(parts[2])
                if stage == "A":
                    # A memory this ledger never saw reported (one a later writer found in
                    # the store, e.g. a remember that superseded another) may keep whatever
                    # it held if the update does not commit.
                    self.tokens.setdefault(memory_id, {EARLIER}).add(parts[3])
                else:
                    self.tokens[memory_id] = {parts[3]}
            elif kind == "import":
                done = stage == "D" or self.batches.get(parts[2], (0, False))[1]
                self.batches[parts[2]] = (int(parts[3]), done)

    def check(self, db: Path) -> None:
        with closing(sqlite3.connect(db)) as conn:
            for memory_id, allowed in self.tokens.items():
                row = conn.execute(
                    "SELECT content FROM memory WHERE id = ?", (memory_id,)
                ).fetchone()
                assert row is not None, f"#{memory_id} was reported stored and is gone"
                held = set(TOKEN.findall(row[0]))
                if not held & allowed and not (EARLIER in allowed and held):
                    # What happened to it, for the one who debugs this: its events say whether
                    # a merge reworded it or something else wrote over it.
                    events = conn.execute(
                        "SELECT kind, at, detail FROM event WHERE memory_id = ? ORDER BY id",
                        (memory_id,),
                    ).fetchall()
                    pytest.fail(f"#{memory_id} holds {row[0]!r}, expected {allowed}: {events}")
            for batch, (size, done) in self.batches.items():
                n = conn.execute(
                    "SELECT count(*) FROM memory WHERE content LIKE ?", (f"%batch{batch}%",)
                ).fetchone()[0]
                assert n in ((size,) if done else (0, size)), f"import {batch}: {n} of {size} rows"


@contextmanager
def fork_server(project: Path, env: dict[str, str]) -> Iterator[subprocess.Popen[str]]:
    server = subprocess.Popen(
        [sys.executable, "-c", FORK_SERVER],
        cwd=project,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        yield server
    finally:
        server.stdin.close()  # it ends its loop
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        server.stdout.close()


def kill_one_writer(
    writers: subprocess.Popen[str], project: Path, k: int, rng: random.Random, tmp: Path
) -> list[str]:
    """Start writer k, SIGKILL it right after its n-th transaction began (n random in 1..8,
    sometimes a few ms later), and return every line it printed."""
    out, err = tmp / f"writer-{k}.out", tmp / f"writer-{k}.err"
    os.mkfifo(out)
    writers.stdin.write(f"{out}\t{err}\t{project}\t{k - 1}\n")
    writers.stdin.flush()
    pid = int(writers.stdout.readline())
    target, begun, lines, killed = rng.randint(1, 8), 0, [], False
    with open(out, "rb", buffering=0) as stdout:  # returns once the writer has opened it
        try:
            while True:
                raw = stdout.readline()
                if not raw:
                    said = err.read_text(errors="replace")
                    pytest.fail(f"kill {k}: the writer ended by itself: {said[-3000:]}")
                lines.append(raw.decode())
                if raw == b"T\n":
                    begun += 1
                    if begun >= target:
                        if rng.random() < 0.7:
                            time.sleep(rng.uniform(0, 0.004))
                        os.kill(pid, signal.SIGKILL)
                        killed = True
                        break
        finally:
            if not killed:  # the test failed first: the writer may still run, end it
                with suppress(ProcessLookupError):  # it ended by itself (and was reaped)
                    os.kill(pid, signal.SIGKILL)
            status = writers.stdout.readline()  # the fork server has reaped it
            if not status:  # the fork server itself is gone
                pytest.fail(f"kill {k}: the fork server ended")
            rest = stdout.read().decode()
    assert os.WIFSIGNALED(int(status)), f"kill {k}: the writer ended with status {status}"
    return lines + rest.splitlines(keepends=True)


@pytest.mark.timeout(120 + 3 * KILLS * 30)
def test_kill_9_mid_transaction_leaves_no_half_written_memory(project, env, tmp_path):
    db = project / ".cognimem" / "memory.db"
    rng = random.Random(20260101)
    ledger = Ledger()
    mid_transaction = 0
    # On a loaded machine every kill may land after its commit; then more kills (up to three
    # times as many) until one lands inside a transaction, the case this test is about.
    k = 0
    with fork_server(project, env) as writers:
        while k < KILLS or (mid_transaction == 0 and k < 3 * KILLS):
            k += 1
            lines = kill_one_writer(writers, project, k, rng, tmp_path)
            markers = [x.strip() for x in lines if x.strip() in ("T", "C")]
            mid_transaction += markers[-1] == "T"  # killed before that transaction committed
            ledger.read(lines)
            counts = audit(db)
            ledger.check(db)
    print(
        f"\ncrash: {k} kills ({mid_transaction} before the transaction committed), "
        f"0 failed opens, 0 half-written; store {counts}; integrity ok"
    )
    assert mid_transaction >= 1  # the kills did land inside transactions


def test_ledger_lets_an_unfinished_update_of_an_unreported_memory_keep_its_content(tmp_path):
    """A CI run failed here: a writer killed inside its update of #2, a memory no writer had
    reported (it was stored as a supersession), left #2 as it was, which is right; the ledger
    wanted the update's token. The same ledger still catches a finished update that is gone."""
    db = tmp_path / "m.db"
    with closing(sqlite3.connect(db)) as conn:
        conn.execute("CREATE TABLE memory(id INTEGER PRIMARY KEY, content TEXT)")
        conn.execute("CREATE TABLE event(id INTEGER PRIMARY KEY, memory_id, kind, at, detail)")
        conn.execute("INSERT INTO memory VALUES (2, 'note 2 crashtok" + "a" * 16 + "')")
        conn.commit()
    ledger = Ledger()
    ledger.read(["A update 2 crashtok" + "b" * 16 + "\n"])
    ledger.check(db)  # killed before its commit: the old content stands
    ledger.read(["D update 2 crashtok" + "b" * 16 + "\n"])
    with pytest.raises(pytest.fail.Exception):
        ledger.check(db)  # reported done, yet the store holds the old content
