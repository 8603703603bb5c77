"""Export and import as JSONL: one memory per line, every field, in a stable order, with the
memory's links, anchors and events.

Round trip: export -> import into an empty store -> export gives the same lines (ids, links,
anchors and events included; tests/test_transfer.py checks it over random stores).

Import is all-or-nothing and idempotent: every line is checked before anything is written.
A record whose memory is already here (same content and creation time: imported before) is
skipped, so importing a file twice adds nothing. A record that only reads like a memory that
was here before the import (same content) merges into it (united tags, higher importance)
instead of adding a copy; two records of the same file are never folded into one. Exports
written before anchors and events were part of the format import as before, without them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from cognition import validation as check
from cognition.api import MemorySystem
from cognition.memory.scrub import redact_tags, scrub, scrub_text
from cognition.memory.vectors import embed_text
from cognition.memory.write_plans import merge_into_plan
from layers import graph_queries as gq
from layers import queries
from layers import transfer_queries as tq
from layers.errors import InvalidInput
from layers.plan import Plan
from layers.records import (
    EDGE_TYPES,
    EVENT_KINDS,
    MEMORY_FIELDS,
    SOURCES,
    Edge,
    Event,
    Memory,
    content_hash,
)
from surface.dedup import file_keys


def memory_line(
    m: Memory,
    links: list[Edge],
    anchors: Sequence[gq.Anchor] = (),
    events: Sequence[Event] = (),
) -> str:
    record = m.to_dict()
    record["links"] = [
        {"dst": e.dst, "type": e.type, "weight": e.weight, "created_at": e.created_at}
        for e in links
        if e.src == m.id
    ]
    record["anchors"] = [
        {
            "kind": a.kind,
            "path": a.path,
            "line_start": a.line_start,
            "line_end": a.line_end,
            "symbol": a.symbol,
            "content_hash": a.content_hash,
            "created_at": a.created_at,
        }
        for a in anchors
        if a.memory_id == m.id
    ]
    record["events"] = [
        {"kind": e.kind, "at": e.at, "session_id": e.session_id, "detail": e.detail}
        for e in events
        if e.memory_id == m.id
    ]
    return json.dumps(record, ensure_ascii=False, sort_keys=False)


async def export_lines(mem: MemorySystem, scope: str | None = None) -> list[str]:
    out: list[str] = []
    for s in ("project", "global"):
        if scope and s != scope:
            continue
        store = await mem.stores.get(s, create=False)
        if store is None:
            continue

        def plan() -> Plan[tuple[list[Memory], list[Edge], list[gq.Anchor], list[Event]]]:
            return (
                (yield from queries.all_memories()),
                (yield from queries.all_edges()),
                (yield from gq.anchors_of(None)),
                (yield from tq.all_events()),
            )

        memories, edges, anchors, events = await store.read(plan())
        by_src: dict[int, list[Edge]] = {}
        for e in edges:
            by_src.setdefault(e.src, []).append(e)
        anchored: dict[int, list[gq.Anchor]] = {}
        for a in anchors:
            anchored.setdefault(a.memory_id, []).append(a)
        happened: dict[int, list[Event]] = {}
        for ev in events:
            happened.setdefault(ev.memory_id, []).append(ev)
        out.extend(
            memory_line(m, by_src.get(m.id, []), anchored.get(m.id, []), happened.get(m.id, []))
            for m in memories
        )
    return out


@dataclass
class ImportReport:
    added: int = 0
    merged: int = 0
    skipped: int = 0
    links: int = 0
    anchors: int = 0
    events: int = 0
    ids: dict[str, int] = field(default_factory=dict)


@dataclass
class Record:
    """One checked line: the memory (id as exported) and what hangs off it."""

    memory: Memory
    links: list[dict[str, Any]]
    anchors: list[dict[str, Any]]
    events: list[dict[str, Any]]
    linked: bool = True  # the line lists its links (every export does): keep exactly those


def _number(rec: dict[str, Any], key: str, lineno: int, optional: bool = False) -> float | None:
    value = rec.get(key)
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidInput(f"line {lineno}: {key} must be a number (got {value!r})")
    return float(value)


def _optional_number(rec: dict[str, Any], key: str, lineno: int, default: float) -> float:
    value = _number(rec, key, lineno, optional=True)
    return default if value is None else value


def _line_number(value: Any, what: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidInput(f"{what} must be a line number from 1 (got {check.shown(value)})")
    return value


def _optional_text(value: Any, what: str) -> str | None:
    if value is not None and not isinstance(value, str):
        raise InvalidInput(f"{what} must be text (got {check.shown(value)})")
    return value


def parse_anchor(a: Any) -> dict[str, Any]:
    if not isinstance(a, dict):
        raise InvalidInput(f"bad anchor {check.shown(a)}")
    kind = check.choice("anchor kind", a.get("kind"), gq.ENTITY_KINDS)
    path = a.get("path")
    if not isinstance(path, str) or not path:
        raise InvalidInput(f"an anchor needs a path (got {check.shown(path)})")
    start = _line_number(a.get("line_start"), "anchor line_start")
    end = _line_number(a.get("line_end"), "anchor line_end")
    if end is not None and (start is None or end < start):
        raise InvalidInput(f"anchor lines {start}-{end} are not a range")
    symbol = _optional_text(a.get("symbol"), "anchor symbol")
    if kind == "symbol" and not symbol:
        raise InvalidInput("a symbol anchor needs its symbol")
    digest = a.get("content_hash")
    created = a.get("created_at")
    if (
        not isinstance(digest, str)
        or isinstance(created, bool)
        or not isinstance(created, int | float)
    ):
        raise InvalidInput("an anchor needs its content_hash and created_at")
    return {
        "kind": kind,
        "path": path,
        "line_start": start,
        "line_end": end,
        "symbol": symbol,
        "content_hash": digest,
        "created_at": float(created),
    }


def parse_event(e: Any) -> dict[str, Any]:
    if not isinstance(e, dict):
        raise InvalidInput(f"bad event {check.shown(e)}")
    kind = check.choice("event kind", e.get("kind"), EVENT_KINDS)
    at = e.get("at")
    if isinstance(at, bool) or not isinstance(at, int | float):
        raise InvalidInput(f"an event needs its time `at` (got {check.shown(at)})")
    detail = e.get("detail", {})
    if not isinstance(detail, dict):
        raise InvalidInput(f"an event's detail must be an object (got {check.shown(detail)})")
    return {
        "kind": kind,
        "at": float(at),
        "detail": detail,
        "session_id": _optional_text(e.get("session_id"), "event session_id"),
    }


def _list_of(rec: dict[str, Any], key: str, lineno: int, parse: Any) -> list[dict[str, Any]]:
    items = rec.get(key, [])
    if not isinstance(items, list):
        raise InvalidInput(f"line {lineno}: {key} must be a list")
    try:
        return [parse(item) for item in items]
    except InvalidInput as exc:
        raise InvalidInput(f"line {lineno}: {exc}") from exc


def parse_line(line: str, lineno: int, max_chars: int, max_tags: int) -> Record:
    """Validate one JSONL record into a Memory (id kept as the exported one) and what hangs
    off it; a record of an older export (no anchors, no events) is read the same way."""
    try:
        rec = json.loads(line)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"line {lineno}: not valid JSON ({exc.msg})") from exc
    if not isinstance(rec, dict):
        raise InvalidInput(f"line {lineno}: expected an object per line")
    unknown = set(rec) - set(MEMORY_FIELDS) - {"links", "anchors", "events", "ref"}
    if unknown:
        raise InvalidInput(f"line {lineno}: unknown fields {', '.join(sorted(unknown))}")
    try:
        memory = _memory(rec, lineno, max_chars, max_tags)
    except InvalidInput as exc:
        raise InvalidInput(f"line {lineno}: {exc}") from exc
    links = rec.get("links", [])
    if not isinstance(links, list):
        raise InvalidInput(f"line {lineno}: links must be a list")
    for link in links:
        if not isinstance(link, dict) or link.get("type") not in EDGE_TYPES:
            raise InvalidInput(f"line {lineno}: bad link {link!r}")
    return Record(
        memory,
        links,
        _list_of(rec, "anchors", lineno, parse_anchor),
        _list_of(rec, "events", lineno, parse_event),
        linked="links" in rec,
    )


def _memory(rec: dict[str, Any], lineno: int, max_chars: int, max_tags: int) -> Memory:
    """The Memory a record describes, every field checked (InvalidInput names the field)."""
    layer = check.layer(rec.get("layer", "fact"))
    text = check.content(rec.get("content"), max_chars)
    created = _optional_number(rec, "created_at", lineno, 0.0)
    source = rec.get("source", "import")
    if source not in SOURCES:
        raise InvalidInput(f"source must be one of {', '.join(SOURCES)}")
    count = _optional_number(rec, "activation_count", lineno, 1.0)
    if count < 1:
        raise InvalidInput("activation_count must be at least 1")
    unused = rec.get("unused_count", 0)
    if isinstance(unused, bool) or not isinstance(unused, int) or unused < 0:
        raise InvalidInput(f"unused_count must be a whole number (got {check.shown(unused)})")
    superseded_by = rec.get("superseded_by")
    if superseded_by is not None and (
        isinstance(superseded_by, bool) or not isinstance(superseded_by, int)
    ):
        raise InvalidInput(f"superseded_by must be a memory id (got {check.shown(superseded_by)})")
    memory_id = rec.get("id") or 0
    if (
        isinstance(memory_id, bool)
        or not isinstance(memory_id, int)
        or not 0 <= memory_id <= check.MAX_ID
    ):
        raise InvalidInput(f"id must be a memory id (got {check.shown(memory_id)})")
    return Memory(
        id=memory_id,
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
        last_activated=_optional_number(rec, "last_activated", lineno, created),
        activation_count=count,
        unused_count=unused,
        valid_from=_number(rec, "valid_from", lineno, optional=True),
        valid_to=_number(rec, "valid_to", lineno, optional=True),
        superseded_by=superseded_by,
        source=source,
        session_id=_optional_text(rec.get("session_id"), "session_id"),
        scope=check.scope(rec.get("scope", "project")),
        content_hash=content_hash(layer, text),
        keywords=_optional_text(rec.get("keywords", ""), "keywords") or "",
        extra=check.extra(rec.get("extra", {})),
        updated_at=_optional_number(rec, "updated_at", lineno, created),
    )


def _scrubbed(record: Record) -> Record:
    """The record as it may be stored: secrets redacted in every text it carries."""
    memory = record.memory
    text, title, tags, extra = scrub(memory.content, memory.title, memory.tags, memory.extra)
    if text != memory.content:
        memory = replace(memory, content=text, content_hash=content_hash(memory.layer, text))
    memory = replace(
        memory,
        title=title,
        tags=tags,
        extra=extra,
        keywords=scrub_text(memory.keywords),
        session_id=scrub_text(memory.session_id) if memory.session_id else None,
    )
    events = []
    for e in record.events:
        _, _, _, detail = scrub("", "", [], e["detail"])
        events.append(
            {
                **e,
                "detail": detail,
                "session_id": scrub_text(e["session_id"]) if e["session_id"] else None,
            }
        )
    anchors = [
        {
            **a,
            "path": scrub_text(a["path"]),
            "symbol": scrub_text(a["symbol"]) if a["symbol"] else a["symbol"],
        }
        for a in record.anchors
    ]
    return Record(memory, record.links, anchors, events, record.linked)


def _import_plan(
    items: list[Record], now: float, report: ImportReport, keep_links: list[tuple[int, Memory]]
) -> Plan[None]:
    """Write the records; `keep_links` collects the added memories whose links the file gave."""
    id_map: dict[int, int] = {}
    created: set[int] = set()  # memories this import added: never a merge target
    matched: set[int] = set()  # memories a record of this import is already mapped to
    for record in items:
        memory = record.memory
        superseded = memory.status == "superseded"
        stored = yield from tq.with_content(memory.content_hash)
        same = next(
            (m for m in stored if m.created_at == memory.created_at and m.id not in matched), None
        )
        if same is not None:  # this very memory, imported before
            report.skipped += 1
            id_map[memory.id] = same.id
            matched.add(same.id)
            continue
        alike = next(
            (m for m in stored if m.id not in created and (m.status == "superseded") == superseded),
            None,
        )
        if alike is not None:  # another memory that says the same: merge, do not copy
            if superseded or (
                set(memory.tags) <= set(alike.tags) and memory.importance <= alike.importance
            ):
                report.skipped += 1
            else:
                yield from merge_into_plan(alike, memory, now)
                report.merged += 1
            id_map[memory.id] = alike.id
            continue
        new_id = yield from _add_plan(record)
        report.anchors += len(record.anchors)
        report.events += len(record.events)
        id_map[memory.id] = new_id
        if record.linked:
            keep_links.append((new_id, memory))
        created.add(new_id)
        matched.add(new_id)
        report.added += 1
    yield from _links_plan(items, id_map, now, report)
    yield from _supersession_plan(items, id_map, created)
    report.ids.update({str(k): v for k, v in id_map.items()})


def _add_plan(record: Record) -> Plan[int]:
    """Insert a record's memory (keeping its id when free) with its anchors and events."""
    memory = record.memory
    taken = memory.id and (yield from queries.get_memory(memory.id)) is not None
    keep = bool(memory.id) and not taken
    # the supersession pointer is set once every memory of the file has its id here
    new_id = yield from queries.insert_memory(replace(memory, superseded_by=None), keep_id=keep)
    yield from file_keys(new_id, memory.layer, memory.content)
    for a in record.anchors:
        yield from gq.upsert_anchor(
            new_id,
            a["kind"],
            a["path"],
            a["line_start"],
            a["line_end"],
            a["symbol"],
            a["content_hash"],
            a["created_at"],
        )
    if record.events:
        yield from queries.add_events(
            (new_id, e["kind"], e["at"], e["session_id"], e["detail"]) for e in record.events
        )
    return new_id


def _links_plan(
    items: list[Record], id_map: dict[int, int], now: float, report: ImportReport
) -> Plan[None]:
    """The file's links between the memories as they are numbered here."""
    for record in items:
        src = id_map.get(record.memory.id)
        for link in record.links:
            target = link.get("dst")
            dst = id_map.get(target) if isinstance(target, int) else None
            if src is None or dst is None or src == dst:
                continue
            yield from queries.upsert_edge(
                Edge(
                    src,
                    dst,
                    link["type"],
                    float(link.get("weight", 1.0)),
                    float(link.get("created_at", now)),
                )
            )
            report.links += 1


def _supersession_plan(
    items: list[Record], id_map: dict[int, int], created: set[int]
) -> Plan[None]:
    for record in items:  # remap supersession pointers to the ids they got here
        memory = record.memory
        if memory.superseded_by is not None and id_map.get(memory.id) in created:
            target = id_map.get(memory.superseded_by)
            yield from queries.update_memory(id_map[memory.id], {"superseded_by": target})


async def import_lines(mem: MemorySystem, lines: Iterable[str]) -> ImportReport:
    w = mem.cfg.write
    parsed: dict[str, list[Record]] = {"project": [], "global": []}
    lines = list(lines)
    count = sum(1 for line in lines if line.strip())
    if count > w.max_batch:
        raise InvalidInput(
            f"the import holds {count} memories; one import takes at most "
            f"{w.max_batch} (split the file, or raise write.max_batch)"
        )
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        record = _scrubbed(parse_line(line, lineno, w.max_content_chars, w.max_tags))
        parsed[record.memory.scope].append(record)
    report = ImportReport()
    now = mem.now()
    for scope, items in parsed.items():
        if items:
            store = await mem.stores.ensure(scope)
            keep_links: list[tuple[int, Memory]] = []
            await store.write(_import_plan(items, now, report, keep_links))
            await _embed_without_linking(mem, store, keep_links)
    if report.added:
        # Vectors for the rest (lines without links, or an embedder that failed just now):
        # those are linked to their neighbours as if just written.
        await mem.reindex()
    return report


async def _embed_without_linking(
    mem: MemorySystem, store: Any, added: list[tuple[int, Memory]]
) -> None:
    """Vectors for imported memories that came with their links, written without queueing them
    for linking: reindex would link them to their nearest neighbours again, adding `related`
    links the exported store never had."""
    if not added or mem.embedder.dim == 0:
        return
    from surface.embedders import to_blob

    try:
        vecs = mem.embedder.embed([embed_text(m) for _, m in added])
    except Exception:  # noqa: BLE001 - reindex below fills what is missing
        return
    rows = [
        (i, mem.embedder.id, mem.embedder.dim, to_blob(v))
        for (i, _), v in zip(added, vecs, strict=True)
    ]
    await store.write(queries.upsert_vectors(rows))
