"""`cognimem tour`: a 30-second guided run on a throwaway store that shows what cognimem does."""

from __future__ import annotations

import asyncio
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from decay.params import DecayParams
from decay.rules import assess_one

DAY = 86400.0


class _Clock:
    """A clock the tour can move forward, to show forgetting without waiting weeks."""

    def __init__(self, start: float) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t


async def _tour(root: Path, say: Any) -> dict[str, Any]:
    from cognition.api import open_memory
    from cognition.cli.output import _short  # cuts between words, never inside one

    clock = _Clock(1_767_225_600.0)  # 2026-01-01, fixed so the tour reads the same every time
    env = {**os.environ, "COGNIMEM_HOME": str(root / "home")}
    (root / "project" / ".git").mkdir(parents=True)
    summary: dict[str, Any] = {}
    async with open_memory(root / "project", clock=clock, env=env) as mem:
        say("1. Three layers. Facts, experiences (what happened), decisions (why).")
        f, e, d, trivia = await _store_four(mem)
        summary["stored"] = [r.memory.content for r in (f, e, d, trivia)]
        for r in (f, e, d, trivia):
            say(f"   stored #{r.memory.ref} [{r.memory.layer}] {_short(r.memory.content, 70)}")
        again = await mem.remember("deploys go through `make ship`; never push to prod by hand.")
        say(
            f"2. Saying it again does not duplicate it: {again.action} into #{again.target} "
            f"(activations now {again.memory.activation_count:g})."
        )
        hits = await mem.recall("how do we deploy to production?", limit=3)
        say("3. Recall ranks by relevance, then activation, importance and emotion:")
        for h in hits:
            say(f"   #{h.memory.ref} score {h.score:.2f}  {_short(h.memory.content, 70)}")
        summary["recall"] = [h.memory.ref for h in hits]
        clock.t += 40 * DAY
        say("4. Forty idle days later, unused low-importance memories fade; vivid ones stay.")
        await _say_fading(mem, (f, e, trivia), clock.t, say)
        say(
            'Try it on your project: `cognimem remember "..."`, `cognimem recall "..."`, '
            "`cognimem init` to wire it into Claude Code."
        )
        summary["stats"] = await mem.stats()
    return summary


async def _store_four(mem: Any) -> tuple[Any, Any, Any, Any]:
    """A fact, a vivid experience, a decision and a trivial fact, as the tour's examples."""
    f = await mem.remember(
        "Deploys go through `make ship`; never push to prod by hand.",
        layer="fact",
        importance=4,
        tags=["deploy"],
    )
    e = await mem.remember(
        "The March outage: migrations ran twice because two deploys overlapped; "
        "fixed with a deploy lock.",
        layer="experience",
        importance=4,
        valence=-0.6,
        intensity=0.8,
        tags=["incident", "deploy"],
    )
    d = await mem.remember(
        "Use Postgres advisory locks for the deploy lock, not Redis: one less moving part.",
        layer="decision",
        importance=3,
        tags=["deploy"],
    )
    trivia = await mem.remember("The staging box has 4 GB of RAM.", layer="fact", importance=1)
    return f, e, d, trivia


async def _say_fading(mem: Any, results: tuple[Any, ...], now: float, say: Any) -> None:
    """Each memory's chance of recall at `now`, and why it is kept or would be archived."""
    params = DecayParams()
    for r in results:
        m = await mem.get(r.memory.ref, use=False)
        row = (
            m.id,
            m.layer,
            m.importance,
            m.intensity,
            m.pinned,
            m.activation_count,
            m.created_at,
            m.last_activated,
        )
        v = assess_one(row, now, params)
        say(f"   #{m.ref} P(recall)={v.p_recall:.2f}  {v.reason}")


def run_tour(json_out: bool = False) -> dict[str, Any]:
    lines: list[str] = []

    def say(text: str) -> None:
        if json_out:
            lines.append(text)
        else:
            print(text, flush=True)

    with tempfile.TemporaryDirectory(prefix="cognimem-tour-") as tmp:
        summary = asyncio.run(_tour(Path(tmp), say))
    if json_out:
        print(
            json.dumps({"steps": lines, "recall": summary["recall"], "stored": summary["stored"]})
        )
    return summary
