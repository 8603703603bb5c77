"""Export and import as JSONL: one memory per line, every field, in a stable order.

Import is all-or-nothing and idempotent: every line is checked before anything is written, and
a memory whose content hash is already stored is skipped (or merged when it brings new tags or
a higher importance).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from cognition import validation as check
from cognition.api import MemorySystem, merge_into_plan, redact_tags, scrub, scrub_text
from layers import queries
from layers.errors import InvalidInput
from layers.plan import Plan
from layers.records import EDGE_TYPES, MEMORY_FIELDS, SOURCES, Edge, Memory, content_hash
from surface.dedup import file_keys


def memory_line(m: Memory, links: list[Edge]) -> str:
    record = m.to_dict()
    record["links"] = [
        {"dst": e.dst, "type": e.type, "weight": e.weight, "created_at": e.created_at}
        for e in links if e.src == m.id
    ]
    return json.dumps(record, ensure_ascii=False, sort_keys=False)


async def export_lines(mem: MemorySystem, scope: str | None = None) -> list[str]:
    out: list[str] = []
    for s in ("project", "global"):
        if scope and s != scope:
            continue
        store = await mem._store(s, create=False)
        if store is None:
            continue

        def plan() -> Plan[tuple[list[Memory], list[Edge]]]:
            return (yield from queries.all_memories()), (yield from queries.all_edges())

        memories, edges = await store.read(plan())
        by_src: dict[int, list[Edge]] = {}
        for e in edges:
            by_src.setdefault(e.src, []).append(e)
        out.extend(memory_line(m, by_src.get(m.id, [])) for m in memories)
    return out


@dataclass
class ImportReport:
    added: int = 0
    merged: int = 0
    skipped: int = 0
    links: int = 0
    ids: dict[str, int] = field(default_factory=dict)


def _number(rec: dict[str, Any], key: str, lineno: int, optional: bool = False) -> float | None:
    value = rec.get(key)
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidInput(f"line {lineno}: {key} must be a number (got {value!r})")
    return float(value)


def parse_line(line: str, lineno: int, max_chars: int, max_tags: int) -> tuple[Memory, list[dict[str, Any]]]:
    """Validate one JSONL record into a Memory (id kept as the exported one) and its links."""
    try:
        rec = json.loads(line)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"line {lineno}: not valid JSON ({exc.msg})") from exc
    if not isinstance(rec, dict):
        raise InvalidInput(f"line {lineno}: expected an object per line")
    unknown = set(rec) - set(MEMORY_FIELDS) - {"links", "ref"}
    if unknown:
        raise InvalidInput(f"line {lineno}: unknown fields {', '.join(sorted(unknown))}")
    try:
        layer = check.layer(rec.get("layer", "fact"))
        text = check.content(rec.get("content"), max_chars)
        created = _number(rec, "created_at", lineno, optional=True)
        created = 0.0 if created is None else created
        source = rec.get("source", "import")
        if source not in SOURCES:
            raise InvalidInput(f"source must be one of {', '.join(SOURCES)}")
        count = _number(rec, "activation_count", lineno, optional=True) or 1.0
        if count < 1:
            raise InvalidInput("activation_count must be at least 1")
        memory = Memory(
            id=int(rec.get("id") or 0),
            layer=layer,
            title=check.title(rec.get("title", "")),
            content=text,
            tags=check.tags(redact_tags(rec.get("tags", [])), max_tags),
            importance=check.importance(rec.get("importance", 3)),
            valence=check.valence(rec.get("valence", 0.0)),
            intensity=check.intensity(rec.get("intensity", 0.0)),
            pinned=bool(rec.get("pinned", False)),
            status=check.status(rec.get("status", "active")),
            created_at=created,
            last_activated=_number(rec, "last_activated", lineno, optional=True) or created,
            activation_count=count,
            unused_count=int(rec.get("unused_count", 0)),
            valid_from=_number(rec, "valid_from", lineno, optional=True),
            valid_to=_number(rec, "valid_to", lineno, optional=True),
            superseded_by=rec.get("superseded_by"),
            source=source,
            session_id=rec.get("session_id"),
            scope=check.scope(rec.get("scope", "project")),
            content_hash=content_hash(layer, text),
            keywords=str(rec.get("keywords", "")),
            extra=check.extra(rec.get("extra", {})),
            updated_at=_number(rec, "updated_at", lineno, optional=True) or created,
        )
    except InvalidInput as exc:
        raise InvalidInput(f"line {lineno}: {exc}") from exc
    links = rec.get("links", [])
    if not isinstance(links, list):
        raise InvalidInput(f"line {lineno}: links must be a list")
    for link in links:
        if not isinstance(link, dict) or link.get("type") not in EDGE_TYPES:
            raise InvalidInput(f"line {lineno}: bad link {link!r}")
    return memory, links


def _import_plan(items: list[tuple[Memory, list[dict[str, Any]]]], now: float, report: ImportReport) -> Plan[None]:
    id_map: dict[int, int] = {}
    for memory, _ in items:
        superseded = memory.status == "superseded"
        existing = yield from queries.find_by_hash(memory.content_hash, superseded=superseded)
        if existing is not None:
            if superseded or (set(memory.tags) <= set(existing.tags)
                              and memory.importance <= existing.importance):
                report.skipped += 1
            else:
                yield from merge_into_plan(existing, memory, now)
                report.merged += 1
            id_map[memory.id] = existing.id
            continue
        taken = memory.id and (yield from queries.get_memory(memory.id)) is not None
        keep = bool(memory.id) and not taken
        # the supersession pointer is set once every memory of the file has its id here
        new_id = yield from queries.insert_memory(replace(memory, superseded_by=None), keep_id=keep)
        yield from file_keys(new_id, memory.layer, memory.content)
        id_map[memory.id] = new_id
        report.added += 1
    for memory, links in items:
        src = id_map.get(memory.id)
        for link in links:
            dst = id_map.get(link.get("dst"))
            if src is None or dst is None or src == dst:
                continue
            yield from queries.upsert_edge(Edge(src, dst, link["type"], float(link.get("weight", 1.0)),
                                                float(link.get("created_at", now))))
            report.links += 1
    for memory, _ in items:  # remap supersession pointers to the ids they got here
        if memory.superseded_by is not None and memory.id in id_map:
            target = id_map.get(memory.superseded_by)
            yield from queries.update_memory(id_map[memory.id], {"superseded_by": target})
    report.ids.update({str(k): v for k, v in id_map.items()})


async def import_lines(mem: MemorySystem, lines: Iterable[str]) -> ImportReport:
    w = mem.cfg.write
    parsed: dict[str, list[tuple[Memory, list[dict[str, Any]]]]] = {"project": [], "global": []}
    lines = list(lines)
    count = sum(1 for line in lines if line.strip())
    if count > w.max_batch:
        raise InvalidInput(f"the import holds {count} memories; one import takes at most "
                           f"{w.max_batch} (split the file, or raise write.max_batch)")
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        memory, links = parse_line(line, lineno, w.max_content_chars, w.max_tags)
        text, title, tags, extra = scrub(memory.content, memory.title, memory.tags, memory.extra)
        if text != memory.content:
            memory = replace(memory, content=text, content_hash=content_hash(memory.layer, text))
        memory = replace(memory, title=title, tags=tags, extra=extra,
                         keywords=scrub_text(memory.keywords),
                         session_id=scrub_text(memory.session_id) if memory.session_id else None)
        parsed[memory.scope].append((memory, links))
    report = ImportReport()
    now = mem.now()
    for scope, items in parsed.items():
        if items:
            store = await mem._store(scope)
            await store.write(_import_plan(items, now, report))
    if report.added:
        await mem.reindex()  # imported memories get their vectors (only those lacking one)
    return report
