"""The commands on memories: remember, recall, feedback, show, history, list, update, forget,
pin, stats (then cognition.cli.admin's: export, import, tour, reindex, serve; and config)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from cognition.cli import admin, settings
from cognition.cli.output import (
    _detail,
    _line,
    _run,
    _with_memory,
    emit,
    emit_write,
    plural,
    scope_of,
)


def cmd_remember(args: argparse.Namespace) -> int:
    content = args.content if args.content != "-" else sys.stdin.read()
    options: dict[str, Any] = {
        "layer": args.layer,
        "title": args.title,
        "tags": args.tag or [],
        "importance": args.importance,
        "valence": args.valence,
        "intensity": args.intensity,
        "pinned": args.pin,
        "scope": args.scope,
        "source": "cli",
    }
    # On a plain connection when it can (no asyncio or aiosqlite), else through the API, which
    # first does what the direct path declines (cognition.memory.direct_remember).
    done = None
    if not getattr(args, "store", None):
        from cognition.memory.direct_remember import remember

        done = remember(args.dir, content, link_here=_link_here, **options)
    if done is not None:
        r, store = done.result, done.store
        args.store_of = lambda scope: store
    else:
        r = _run(_with_memory(args, lambda mem: mem.remember(content, **options)))
    out = {"id": r.memory.ref, "action": r.action, "target": r.target, "memory": r.memory}
    if r.previous is not None:
        out["previous"] = r.previous
    if r.reason:
        out["reason"] = r.reason
    text = f"{r.summary()} ({r.memory.layer}, importance {r.memory.importance})"
    emit_write(args, out, text, r.memory.scope)
    return 0


def _link_here(root: Any, scopes: list[str]) -> None:
    """What the API's close does when no detached linker takes the queued memories: link them
    before exiting (the detached linker's own pass, run in this process)."""
    import os

    from cognition.link_worker import link_queued

    try:
        _run(link_queued(root, scopes, dict(os.environ)))
    except Exception as exc:  # noqa: BLE001 - linking is derived data; never fail the write
        import logging

        logging.getLogger("cognimem").warning("linking queued memories failed (%s)", exc)


def _parse_as_of(value: str | None) -> float | None:
    if value is None:
        return None
    from layers.errors import InvalidInput
    from surface.timetext import parse_when

    try:
        return parse_when(value)
    except ValueError as exc:
        raise InvalidInput(f"--as-of must be a date like 2026-03-01 (got {value!r})") from exc


LOW_CONFIDENCE_LINE = "-- below this line: low confidence, probably not relevant --"


def _recalled(args: argparse.Namespace) -> tuple[Any, float, float]:
    """The hits, the clock after them and the relevance threshold: on plain connections when
    it can (no asyncio or aiosqlite), else through the API, which first does what the direct
    path declines (cognition.memory.direct_recall)."""
    options: dict[str, Any] = {
        "limit": args.limit,
        "layer": args.layer,
        "tags": args.tag,
        "include_archived": args.archived,
        "as_of": _parse_as_of(args.as_of),
        "explain": args.explain,
    }
    if not getattr(args, "store", None):
        from cognition.memory.direct_recall import recall

        found = recall(args.dir, args.query, **options)
        if found is not None:
            return found.hits, found.now, found.threshold

    async def go(mem: Any) -> Any:
        hits = await mem.recall(args.query, **options)
        return hits, mem.now(), mem.relevance_threshold()

    return tuple(_run(_with_memory(args, go)))


def cmd_recall(args: argparse.Namespace) -> int:
    hits, now, threshold = _recalled(args)
    relevant = [h for h in hits if h.score >= threshold]

    def human() -> str:
        if not hits:
            return "no memories match"
        out = [] if relevant else [f"nothing relevant (no memory reaches p {threshold:.2f})"]
        for n, h in enumerate(hits):
            if n == len(relevant) and relevant:
                out.append(LOW_CONFIDENCE_LINE)
            out.append(_line(h.memory, now, h.score))
            if h.conflicts:
                out.append(
                    "    ! contradicts "
                    + ", ".join(f"#{r}" for r in h.conflicts)
                    + ": both kept; `cognimem forget` the wrong one"
                )
            if h.explain:
                out.append("    explain: " + ", ".join(f"{k}={v}" for k, v in h.explain.items()))
        return "\n".join(out)

    emit(
        args,
        [
            {
                "id": h.memory.ref,
                "score": round(h.score, 4),
                "relevant": h.score >= threshold,
                "explain": h.explain,
                "memory": h.memory,
                **({"conflicts_with": list(h.conflicts)} if h.conflicts else {}),
            }
            for h in hits
        ],
        human,
    )
    return 0


def cmd_feedback(args: argparse.Namespace) -> int:
    m = _run(
        _with_memory(args, lambda mem: mem.feedback(args.id, args.verdict, note=args.note or ""))
    )
    text = {
        "useful": f"#{m.ref} marked useful (reinforced)",
        "wrong": f"#{m.ref} marked wrong: ranks lower and fades sooner",
        "outdated": f"#{m.ref} marked outdated: ranks lower and fades sooner",
    }[args.verdict]
    emit_write(
        args,
        {
            "id": m.ref,
            "verdict": args.verdict,
            "importance": m.importance,
            "activation_count": m.activation_count,
        },
        text,
        m.scope,
    )
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from cognition.memory.direct import show

    # One row and its links: on a plain connection when it can (no asyncio, no numpy), else
    # through the API, which first does what the direct path declines (cognition.memory.direct).
    shown = None if getattr(args, "store", None) else show(args.dir, args.id)
    if shown is not None:
        m, links = shown.memory, shown.links
    else:

        async def go(mem: Any) -> Any:
            m = await mem.get(args.id)
            return m, await mem.links(args.id)

        m, links = _run(_with_memory(args, go))

    def human() -> str:
        text = _detail(m)
        if links:
            text += "\n        links: " + "; ".join(f"#{e.src} -{e.type}-> #{e.dst}" for e in links)
        return text

    emit(args, {"memory": m, "links": links}, human)
    return 0


def cmd_history(args: argparse.Namespace) -> int:
    h = _run(_with_memory(args, lambda mem: mem.history(args.id)))

    def human() -> str:
        lines = []
        for v in h.versions:
            state = "current" if v.status == "active" else v.status
            if v.superseded_by:
                state += f" by #{v.superseded_by}"
            lines.append(f"#{v.ref}  {_day(v.created_at)}  {state}: {v.content}")
            for e in h.events.get(v.id, []):
                if e.kind == "merged" and e.detail.get("text"):
                    kept = "kept this wording" if e.detail.get("kept") == "incoming" else "merged"
                    if "was" in e.detail:  # found by meaning after its write (restated_later)
                        g = "g" if str(v.ref).startswith("g") else ""
                        kept += f" #{g}{e.detail['was']}, a restatement found by meaning"
                    lines.append(f"      {_day(e.at)}  {kept}: {e.detail['text']}")
                elif e.kind == "updated" and e.detail.get("before"):
                    for field, old in e.detail["before"].items():
                        lines.append(f"      {_day(e.at)}  {field} was: {old}")
                elif e.kind == "superseded" and e.detail.get("reason"):
                    lines.append(f"      {_day(e.at)}  superseded ({e.detail['reason']})")
        newer = [v for v in h.versions if v.status == "superseded" and v.superseded_by]
        if newer:
            last = newer[-1]
            lines.append(
                f"(undo the last correction: cognimem unrelate {last.superseded_by} {last.ref} supersedes)"
            )
        return "\n".join(lines)

    emit(
        args,
        {
            "memory": h.memory,
            "versions": h.versions,
            "events": {str(k): v for k, v in h.events.items()},
        },
        human,
    )
    return 0


def _day(ts: float) -> str:
    import datetime as dt

    return dt.datetime.fromtimestamp(ts, dt.UTC).strftime("%Y-%m-%d %H:%M")


def cmd_list(args: argparse.Namespace) -> int:
    status = None if args.status == "all" else args.status

    async def go(mem: Any) -> Any:
        page = await mem.list(
            layer=args.layer,
            tag=args.tag,
            status=status,
            scope=args.scope,
            limit=args.limit,
            offset=args.offset,
        )
        return page, mem.now()

    page, now = _run(_with_memory(args, go))

    def human() -> str:
        if not page.items:
            return "no memories"
        shown = f"{page.offset + 1}-{page.offset + len(page.items)} of {page.total}"
        return "\n".join(_line(m, now) for m in page.items) + f"\n({shown})"

    emit(
        args,
        {"items": page.items, "total": page.total, "limit": page.limit, "offset": page.offset},
        human,
    )
    return 0


def cmd_update(args: argparse.Namespace) -> int:
    from layers.errors import InvalidInput

    changes: dict[str, Any] = {}
    for key in ("content", "title", "importance", "valence", "intensity", "layer"):
        value = getattr(args, key)
        if value is not None:
            changes[key] = value
    if args.tag is not None:
        changes["tags"] = args.tag
    if not changes:
        raise InvalidInput(
            "nothing to update: give at least one of --content, --title, --tag, "
            "--importance, --valence, --intensity, --layer"
        )

    m = _run(_with_memory(args, lambda mem: mem.update(args.id, **changes)))
    emit_write(args, m, f"updated #{m.ref}: {', '.join(sorted(changes))}", m.scope)
    return 0


def cmd_forget(args: argparse.Namespace) -> int:
    from layers.errors import InvalidInput

    mode = "delete" if args.delete else ("supersede" if args.superseded_by else "archive")
    if args.delete and not args.yes:
        raise InvalidInput(
            "deleting is permanent: add --yes to confirm (or drop --delete to archive)"
        )

    m = _run(
        _with_memory(
            args, lambda mem: mem.forget(args.id, mode=mode, superseded_by=args.superseded_by)
        )
    )
    text = {
        "delete": f"deleted #{args.id}",
        "archive": f"archived #{args.id} (cognimem restore {args.id} undoes it)",
        "supersede": f"#{args.id} superseded by #{args.superseded_by}",
    }[mode]
    emit_write(args, {"id": str(args.id), "mode": mode, "memory": m}, text, scope_of(args.id))
    return 0


def cmd_pin(args: argparse.Namespace) -> int:
    pin = args.command == "pin"
    m = _run(_with_memory(args, lambda mem: mem.pin(args.id) if pin else mem.unpin(args.id)))
    emit_write(args, m, f"{'pinned' if pin else 'unpinned'} #{m.ref}", m.scope)
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    stats = _run(_with_memory(args, lambda mem: mem.stats()))

    def human() -> str:
        out = [f"project root: {stats['root']}"]
        for scope in ("project", "global"):
            s = stats[scope]
            if not s:
                out.append(f"{scope}: no store yet")
                continue
            layers = ", ".join(f"{k} {v}" for k, v in sorted(s["by_layer"].items())) or "empty"
            status = ", ".join(f"{k} {v}" for k, v in sorted(s["by_status"].items()))
            out.append(
                f"{scope}: {plural(s['memories'], 'memory')} ({layers}; {status}); "
                f"{plural(s['edges'], 'link')}, {plural(s['vectors'], 'vector')}, "
                f"{plural(s['meanings'], 'meaning')} — {s['path']}"
            )
        return "\n".join(out)

    emit(args, stats, human)
    return 0


# -- registration ---------------------------------------------------------------------------


def register(add: Callable[..., argparse.ArgumentParser]) -> None:
    _register_remember_and_recall(add)
    _register_the_rest(add)


def _register_remember_and_recall(add: Callable[..., argparse.ArgumentParser]) -> None:
    p = add(
        "remember", cmd_remember, "store a memory (an exact duplicate reinforces the existing one)"
    )
    p.add_argument("content", help="the memory text, or - to read it from stdin")
    p.add_argument("--layer", default="fact", help="fact | experience | decision (default: fact)")
    p.add_argument("--title", default="", help="a short title")
    p.add_argument("--tag", action="append", help="a tag (repeat for more)")
    p.add_argument(
        "--importance", type=int, default=None, help="1 (trivial) to 5 (critical); default 3"
    )
    p.add_argument(
        "--valence", type=float, default=None, help="emotional valence, -1 (bad) to 1 (good)"
    )
    p.add_argument("--intensity", type=float, default=None, help="emotional intensity, 0 to 1")
    p.add_argument("--pin", action="store_true", help="pin it: never forgotten")
    p.add_argument("--scope", default="project", help="project (default) or global (all projects)")

    p = add("recall", cmd_recall, "find the memories that match a question")
    p.add_argument("query", help="what you want to remember")
    p.add_argument("--limit", type=int, default=10, help="how many results (default 10)")
    p.add_argument("--layer", default=None, help="only this layer")
    p.add_argument("--tag", action="append", help="only memories with this tag (repeatable)")
    p.add_argument("--archived", action="store_true", help="include archived memories (flagged)")
    p.add_argument("--as-of", default=None, metavar="DATE", help="what was true at DATE (ISO date)")
    p.add_argument(
        "--explain",
        action="store_true",
        help="show how each score was made (p: calibrated probability of relevance)",
    )

    p = add("feedback", cmd_feedback, "say whether a memory was useful, wrong or outdated")
    p.add_argument("id", help="memory id, e.g. 12 or g12 for a global memory")
    p.add_argument(
        "verdict",
        choices=("useful", "wrong", "outdated"),
        help="useful reinforces it; wrong and outdated rank it lower and speed forgetting",
    )
    p.add_argument("--note", default=None, help="why (kept with the feedback event)")

    p = add("show", cmd_show, "show one memory in full, with its links (counts as a use)")
    p.add_argument("id", help="memory id, e.g. 12 or g12 for a global memory")

    p = add(
        "history",
        cmd_history,
        "earlier and later versions of a memory (corrections, merged wordings)",
    )
    p.add_argument("id", help="memory id, e.g. 12 or g12 for a global memory")


def _register_the_rest(add: Callable[..., argparse.ArgumentParser]) -> None:
    p = add("list", cmd_list, "list memories, newest first")
    p.add_argument("--layer", default=None, help="only this layer")
    p.add_argument("--tag", default=None, help="only memories with this tag")
    p.add_argument(
        "--status", default="active", help="active (default) | archived | superseded | all"
    )
    p.add_argument("--scope", default=None, help="project | global (default: both)")
    p.add_argument("--limit", type=int, default=50, help="page size (default 50)")
    p.add_argument("--offset", type=int, default=0, help="skip this many (paging)")

    p = add("update", cmd_update, "change fields of a memory")
    p.add_argument("id", help="memory id")
    p.add_argument("--content", default=None, help="new text")
    p.add_argument("--title", default=None, help="new title")
    p.add_argument("--tag", action="append", default=None, help="replace tags (repeatable)")
    p.add_argument("--importance", type=int, default=None, help="1 to 5")
    p.add_argument("--valence", type=float, default=None, help="-1 to 1")
    p.add_argument("--intensity", type=float, default=None, help="0 to 1")
    p.add_argument("--layer", default=None, help="move to another layer")

    p = add("forget", cmd_forget, "archive a memory (default), supersede it, or delete it")
    p.add_argument("id", help="memory id")
    p.add_argument(
        "--superseded-by", default=None, metavar="ID", help="mark it replaced by a newer memory"
    )
    p.add_argument("--delete", action="store_true", help="delete permanently (needs --yes)")
    p.add_argument("--yes", action="store_true", help="confirm a permanent delete")

    for name, text in (("pin", "pin a memory: it is never forgotten"), ("unpin", "unpin a memory")):
        p = add(name, cmd_pin, text)
        p.add_argument("id", help="memory id")

    add("stats", cmd_stats, "counts per layer and status, and where the stores are")

    admin.register(add)
    settings.register(add)
