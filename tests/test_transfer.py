"""export -> import into an empty store round-trips every field (property test)."""

from __future__ import annotations

import asyncio
import itertools
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cognition import open_memory
from cognition.upkeep.transfer import export_lines, import_lines

# Every test runs against both backends of the project store (tests/support/postgres.py),
# except those marked sqlite_file: they read the SQLite file itself.
pytestmark = pytest.mark.usefixtures("store_backend")

text = st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=60).filter(
    str.strip
)
memory = st.fixed_dictionaries(
    {
        "content": text,
        "layer": st.sampled_from(["fact", "experience", "decision"]),
        "title": st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=20),
        "tags": st.lists(
            st.from_regex(r"[a-z][a-z0-9-]{0,10}", fullmatch=True), max_size=4, unique=True
        ),
        "importance": st.integers(1, 5),
        "valence": st.floats(-1, 1),
        "intensity": st.floats(0, 1),
        "pinned": st.booleans(),
        "scope": st.sampled_from(["project", "project", "global"]),
        "extra": st.dictionaries(
            st.from_regex(r"[a-z]{1,6}", fullmatch=True), st.integers() | text, max_size=3
        ),
    }
)
counter = itertools.count()


def _canon(lines):
    out = []
    for line in lines:
        rec = json.loads(line)
        out.append(rec)
    return out


@pytest.mark.backend_free
@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
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
            if (
                len(refs) >= 2
                and refs[0].scope == refs[1].scope == "project"
                and refs[0].id != refs[1].id
            ):
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


# -- every memory, link, anchor and event, exactly (issue 21) ---------------------------------

TEXTS = [
    "deploys go through make ship",
    "the ship target runs the tests first",
    "never deploy on a friday",
    "use tabs, never spaces",
    "the db is postgres 16",
    "postgres runs in docker for tests",
    "deploys go through make ship",
]
FILES = {
    "app.py": "def main():\n    return 1\n\n\ndef helper():\n    return 2\n",
    "deploy.sh": "#!/bin/sh\nmake ship\n",
}

remember_op = st.tuples(
    st.just("remember"),
    st.sampled_from(TEXTS),
    st.sampled_from(["fact", "experience"]),
    st.sampled_from(["project", "project", "global"]),
    st.integers(1, 5),
)
op = st.one_of(
    remember_op,
    st.tuples(st.just("update"), st.integers(0, 30), st.integers(0, 30)),
    st.tuples(st.just("archive"), st.integers(0, 30)),
    st.tuples(st.just("supersede"), st.integers(0, 30), st.integers(0, 30)),
    st.tuples(st.just("pin"), st.integers(0, 30)),
    st.tuples(
        st.just("relate"),
        st.integers(0, 30),
        st.integers(0, 30),
        st.sampled_from(["supports", "caused_by", "related"]),
    ),
    st.tuples(
        st.just("anchor"),
        st.integers(0, 30),
        st.sampled_from(["app.py", "deploy.sh"]),
        st.booleans(),
    ),
    st.tuples(st.just("get"), st.integers(0, 30)),
    st.tuples(st.just("recall"), st.sampled_from(["deploy", "postgres", "tabs"])),
    st.tuples(st.just("wait"), st.sampled_from([0.0, 0.0, 1.0, 3600.0])),
)


async def _play(mem, clock, ops) -> None:
    from layers.errors import InvalidInput

    made = []
    for o in ops:
        try:
            if o[0] == "remember":
                r = await mem.remember(o[1], layer=o[2], scope=o[3], importance=o[4])
                made.append(r.memory)
            elif o[0] == "wait":
                clock.advance(o[1])
            elif not made:
                continue
            elif o[0] == "update":
                a, b = made[o[1] % len(made)], made[o[2] % len(made)]
                await mem.update(a.ref, content=b.content)  # the text of another one
            elif o[0] == "archive":
                await mem.forget(made[o[1] % len(made)].ref)
            elif o[0] == "supersede":
                a, b = made[o[1] % len(made)], made[o[2] % len(made)]
                await mem.forget(a.ref, mode="supersede", superseded_by=b.ref)
            elif o[0] == "pin":
                await mem.pin(made[o[1] % len(made)].ref)
            elif o[0] == "relate":
                a, b = made[o[1] % len(made)], made[o[2] % len(made)]
                await mem.relate(a.ref, b.ref, o[3])
            elif o[0] == "anchor":
                symbol = "main" if o[2] and o[1] % 2 else None
                await mem.anchor(
                    made[o[1] % len(made)].ref, o[2], symbol=symbol if o[2] == "app.py" else None
                )
            elif o[0] == "get":
                await mem.get(made[o[1] % len(made)].ref)
            elif o[0] == "recall":
                await mem.recall(o[1])
        except InvalidInput:
            pass  # an op the model refuses (a global anchor, a self-link...): fine, skip it
    await mem.flush()


def _project(path, files=True):
    (path / ".git").mkdir(parents=True)
    if files:
        for name, text in FILES.items():
            (path / name).write_text(text)
    return path


def _totals(lines):
    recs = [json.loads(line) for line in lines]
    return (
        len(recs),
        sum(len(r["links"]) for r in recs),
        sum(len(r.get("anchors", [])) for r in recs),
        sum(len(r.get("events", [])) for r in recs),
    )


@pytest.mark.backend_free
@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(remember_op, min_size=2, max_size=6), st.lists(op, max_size=25))
def test_roundtrip_of_random_stores_is_exact_and_idempotent(tmp_path, first, more):
    from hypothesis import event

    from tests.conftest import FakeClock

    ops = first + more

    n = next(counter)
    clock = FakeClock()
    src, dst = _project(tmp_path / f"rs{n}"), _project(tmp_path / f"rd{n}")

    async def go():
        async with open_memory(
            src, clock=clock, env={"COGNIMEM_HOME": str(tmp_path / f"rh{n}")}
        ) as mem:
            await _play(mem, clock, ops)
            exported = await export_lines(mem)
        clock.advance(86400)
        async with open_memory(
            dst, clock=clock, env={"COGNIMEM_HOME": str(tmp_path / f"rh{n}b")}
        ) as mem2:
            report = await import_lines(mem2, exported)
            await mem2.flush()
            again = await export_lines(mem2)
            second = await import_lines(mem2, exported)
            await mem2.flush()
            third = await export_lines(mem2)
        return exported, again, third, report, second

    exported, again, third, report, second = asyncio.run(go())
    memories, links, anchors, events = _totals(exported)
    texts = [(r["layer"], r["content"], r["scope"]) for r in _canon(exported)]
    event(f"same text twice: {len(set(texts)) < len(texts)}")
    event(f"anchors: {anchors > 0}, links: {links > 0}")
    assert _canon(again) == _canon(exported)
    assert report.added == len(exported)
    assert second.added == second.merged == 0 and second.skipped == len(exported)
    assert _canon(third) == _canon(exported)


@pytest.mark.backend_free
def test_the_reported_loss_is_gone(tmp_path, clock):
    """10 memories (one updated to the text of another), 1 anchor, 14 events: all come back."""
    src, dst = _project(tmp_path / "src"), _project(tmp_path / "dst")

    async def go():
        async with open_memory(src, clock=clock, env={"COGNIMEM_HOME": str(tmp_path / "h")}) as mem:
            refs = []
            for i in range(10):
                clock.advance(60)
                refs.append(
                    (await mem.remember(f"lesson number {i}: keep the build green")).memory.ref
                )
            await mem.update(refs[9], content="lesson number 0: keep the build green")
            await mem.anchor(refs[1], "app.py")
            await mem.get(refs[2])
            await mem.pin(refs[3])
            await mem.flush()
            exported = await export_lines(mem)
        async with open_memory(
            dst, clock=clock, env={"COGNIMEM_HOME": str(tmp_path / "h2")}
        ) as mem2:
            report = await import_lines(mem2, exported)
            await mem2.flush()
            return exported, await export_lines(mem2), report

    exported, again, report = asyncio.run(go())
    assert _totals(exported) == (10, _totals(exported)[1], 1, 14)
    assert _totals(again) == _totals(exported) and report.added == 10
    assert _canon(again) == _canon(exported)


@pytest.mark.backend_free
def test_an_export_without_anchors_and_events_still_imports(tmp_path, clock):
    """Exports written before anchors and events were exported: the same lines minus those keys."""
    src, dst = _project(tmp_path / "src"), _project(tmp_path / "dst")

    async def go():
        async with open_memory(src, clock=clock, env={"COGNIMEM_HOME": str(tmp_path / "h")}) as mem:
            a = await mem.remember("deploys go through make ship", tags=["ops"])
            clock.advance(5)
            b = await mem.remember("the ship target runs the tests first")
            await mem.relate(a.memory.ref, b.memory.ref, "supports")
            await mem.anchor(a.memory.ref, "deploy.sh")
            await mem.flush()
            exported = await export_lines(mem)
        old = []
        for line in exported:
            rec = json.loads(line)
            del rec["anchors"], rec["events"]
            old.append(json.dumps(rec))
        async with open_memory(
            dst, clock=clock, env={"COGNIMEM_HOME": str(tmp_path / "h2")}
        ) as mem2:
            report = await import_lines(mem2, old)
            second = await import_lines(mem2, old)
            return old, await export_lines(mem2), report, second

    old, again, report, second = asyncio.run(go())
    assert report.added == 2 and report.links >= 1 and second.added == second.merged == 0
    for before, after in zip(_canon(old), _canon(again), strict=True):
        assert {k: v for k, v in after.items() if k not in ("anchors", "events")} == before
        assert after["anchors"] == [] and after["events"] == []


@pytest.mark.backend_free
def test_a_lookalike_already_in_the_store_is_merged_not_copied(tmp_path, clock):
    """Importing into a store that already holds the same text (another memory) merges."""
    src, dst = _project(tmp_path / "src"), _project(tmp_path / "dst")

    async def go():
        async with open_memory(src, clock=clock, env={"COGNIMEM_HOME": str(tmp_path / "h")}) as mem:
            await mem.remember("deploys go through make ship", tags=["ops"])
            exported = await export_lines(mem)
        clock.advance(100)
        async with open_memory(
            dst, clock=clock, env={"COGNIMEM_HOME": str(tmp_path / "h2")}
        ) as mem2:
            await mem2.remember("deploys go through make ship")
            report = await import_lines(mem2, exported)
            second = await import_lines(mem2, exported)
            return report, second, await export_lines(mem2)

    report, second, after = asyncio.run(go())
    assert (report.added, report.merged) == (0, 1) and (second.added, second.merged) == (0, 0)
    assert len(after) == 1 and json.loads(after[0])["tags"] == ["ops"]


@pytest.mark.backend_free
def test_bad_anchors_and_events_are_refused_with_the_line(tmp_path, clock):
    import pytest

    from layers.errors import InvalidInput

    dst = _project(tmp_path / "dst")
    base = {"content": "x", "created_at": 1.0}
    bad = [
        {**base, "anchors": [{"kind": "file"}]},
        {**base, "anchors": [{"kind": "dir", "path": "a", "content_hash": "h", "created_at": 1}]},
        {**base, "events": [{"kind": "exploded", "at": 1.0}]},
        {**base, "events": [{"kind": "used"}]},
        {**base, "events": "used"},
    ]

    async def go(rec):
        async with open_memory(dst, clock=clock, env={"COGNIMEM_HOME": str(tmp_path / "h")}) as mem:
            await import_lines(mem, ["", json.dumps(rec)])

    for rec in bad:
        with pytest.raises(InvalidInput, match="line 2"):
            asyncio.run(go(rec))
