"""export -> import into an empty store round-trips every field (property test)."""

from __future__ import annotations

import asyncio
import itertools
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cognition import open_memory
from cognition.transfer import export_lines, import_lines

text = st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=60).filter(str.strip)
memory = st.fixed_dictionaries({
    "content": text,
    "layer": st.sampled_from(["fact", "experience", "decision"]),
    "title": st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=20),
    "tags": st.lists(st.from_regex(r"[a-z][a-z0-9-]{0,10}", fullmatch=True), max_size=4, unique=True),
    "importance": st.integers(1, 5),
    "valence": st.floats(-1, 1),
    "intensity": st.floats(0, 1),
    "pinned": st.booleans(),
    "scope": st.sampled_from(["project", "project", "global"]),
    "extra": st.dictionaries(st.from_regex(r"[a-z]{1,6}", fullmatch=True), st.integers() | text, max_size=3),
})
counter = itertools.count()


def _canon(lines):
    out = []
    for line in lines:
        rec = json.loads(line)
        out.append(rec)
    return out


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(memory, min_size=1, max_size=6), st.data())
def test_roundtrip_every_field(tmp_path, clock, items, data):
    n = next(counter)
    env = {"COGNIMEM_HOME": str(tmp_path / f"h{n}")}
    src, dst = tmp_path / f"src{n}", tmp_path / f"dst{n}"
    for p in (src, dst):
        (p / ".git").mkdir(parents=True)

    async def go():
        async with open_memory(src, clock=clock, env=env) as mem:
            refs = []
            for item in items:
                clock.advance(data.draw(st.floats(0, 1e6)))
                r = await mem.remember(**item)
                refs.append(r.memory)
            if len(refs) >= 2 and refs[0].scope == refs[1].scope == "project" and refs[0].id != refs[1].id:
                await mem.forget(refs[0].id, mode="supersede", superseded_by=refs[1].id)
            exported = await export_lines(mem)
        env2 = {"COGNIMEM_HOME": str(tmp_path / f"h{n}b")}
        async with open_memory(dst, clock=clock, env=env2) as mem2:
            report = await import_lines(mem2, exported)
            again = await export_lines(mem2)
            second = await import_lines(mem2, exported)
        return exported, again, report, second

    exported, again, report, second = asyncio.run(go())
    assert _canon(again) == _canon(exported)
    assert report.added == len(exported)
    assert second.added == 0 and second.merged == 0
