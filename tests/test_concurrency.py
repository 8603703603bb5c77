"""Several processes writing one store at once lose nothing."""

from __future__ import annotations

import subprocess
import sys
import textwrap

WRITER = textwrap.dedent("""
    import asyncio, sys, uuid
    from cognition import open_memory

    async def main(tag, n):
        async with open_memory(sys.argv[3]) as mem:
            for i in range(n):
                await mem.remember(f"writer {tag} memory {i} {uuid.uuid4().hex}", tags=[tag])

    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
""")


def test_two_processes_500_each_end_with_1000(project, env):
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, tag, "500", str(project)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for tag in ("a", "b")
    ]
    for p in procs:
        out, err = p.communicate(timeout=240)
        assert p.returncode == 0, err
    import sqlite3

    conn = sqlite3.connect(project / ".cognimem" / "memory.db")
    assert conn.execute("SELECT count(*) FROM memory").fetchone()[0] == 1000
    assert (
        conn.execute("SELECT count(*) FROM memory_fts WHERE memory_fts MATCH 'writer'").fetchone()[
            0
        ]
        == 1000
    )
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
