"""The detached linker: a one-shot command (a CLI `remember`) hands the memories it queued for
`related` links to this process instead of linking them before it exits.

    python -m cognition.link_worker --cwd ROOT [--scope project] [--scope global]

Linking a new memory compares it with every vector of the store: at 100K memories that one
pass was most of a `remember` (docs/benchmarks.md, "The CLI at 100K"). The links still exist
before anyone reads without them: the queue is in the store, every process that opens it links
what is queued before its first read, and one pass at a time runs per store, across processes
(Linker's lock), so a command started meanwhile waits for this pass instead of scanning too.
Started by cognition.memory.link_handoff; here, not in cognition.memory, because it opens the
whole API (cognition.api), which cognition.memory's modules never import.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

MEANINGS_PER_PASS = 256  # a detached pass computes at most this many (~11 s); the next, more


async def link_queued(
    cwd: Path, scopes: Sequence[str], env: Mapping[str, str], meanings: bool = False
) -> None:
    """Link what is queued in the stores of `scopes` (only stores that exist: never create).
    With `meanings` (the detached process, not a command linking before it exits), also
    compute up to MEANINGS_PER_PASS missing meanings (cognition.memory.meanings) and merge a
    new memory that restates an older one in other words (cognition.memory.restated_later)."""
    from cognition.api import MemorySystem
    from cognition.memory.meanings import index_store
    from layers.location import project_root, project_store_path

    if not project_store_path(project_root(cwd, env)).is_file():
        return  # gone meanwhile (or never made): nothing to link, and nothing to create
    mem = MemorySystem(cwd, env=dict(env))
    mem.vectors.keep = False  # one pass: stream the vectors, never hold the matrix
    async with mem:
        for scope in scopes:
            store = await mem.stores.get(scope, create=False)
            if store is not None:
                store.links_due = max(store.links_due, 1)
                await mem.linker.flush(store)
                if meanings:  # off the command's path, as links are
                    await index_store(store, MEANINGS_PER_PASS, now=mem.now())
                # Derived data: no automatic backup for it. The command's own backup holds the
                # queue, and a store restored from it links again on open.
                store.wrote = False


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cognimem-link-worker")
    parser.add_argument("--cwd", required=True, type=Path)
    parser.add_argument("--scope", action="append", choices=("project", "global"), default=[])
    args = parser.parse_args(argv)
    logging.basicConfig(format="%(asctime)s cognimem link worker: %(message)s")
    try:
        asyncio.run(
            link_queued(args.cwd, args.scope or ["project"], dict(os.environ), meanings=True)
        )
    except Exception as exc:  # noqa: BLE001 - detached: the queue stays for the next process
        logging.getLogger("cognimem").warning("linking failed: %s: %s", type(exc).__name__, exc)
    return 0


if __name__ == "__main__":
    sys.exit(main())
