"""The graph commands of `cognimem`: relate, unrelate, neighbours, path, graph export, decide,
outcome, chain, anchor, unanchor, stale. Picked up by cognition.cli.main._register_extensions."""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cognition.cli.output import _short, _with_memory, emit, emit_write, scope_of
from layers.errors import InvalidInput
from layers.records import EDGE_TYPES

_LINES = re.compile(r"^\s*(\d+)\s*(?:[-:]\s*(\d+)\s*)?$")


def _run(args: argparse.Namespace, fn: Callable[[Any], Any]) -> Any:
    return asyncio.run(_with_memory(args, fn))


def parse_lines(value: str | None) -> tuple[int | None, int | None]:
    """'10-20' -> (10, 20), '12' -> (12, None)."""
    if value is None:
        return None, None
    m = _LINES.match(value)
    if not m:
        raise InvalidInput(f"--lines must look like 10-20 or 12 (got {value!r})")
    return int(m.group(1)), int(m.group(2)) if m.group(2) else None


def _cli_path(args: argparse.Namespace, path: str) -> str:
    """A path as typed: relative to where the command runs when it exists there, else to the
    project root (the API's convention)."""
    here = Path(args.dir or os.getcwd())
    candidate = here / path
    return str(candidate.resolve()) if not Path(path).is_absolute() and candidate.exists() else path


def _edge_line(e: Any) -> str:
    weight = f" (weight {e.weight:g})" if e.weight != 1.0 else ""
    return f"#{e.src} -{e.type}-> #{e.dst}{weight}"


# -- relations ----------------------------------------------------------------------------


def relation_type(args: argparse.Namespace) -> str:
    """`relate A B TYPE` or `relate A B --type TYPE`; neither or two different ones say how."""
    given = {t for t in (args.type, args.type_option) if t is not None}
    if len(given) != 1:
        problem = "which relation?" if not given else "two different types given;"
        raise InvalidInput(
            f"{problem} link two memories with `cognimem relate {args.src} {args.dst} TYPE`, "
            f"TYPE one of: {', '.join(EDGE_TYPES)}"
        )
    return given.pop()


def cmd_relate(args: argparse.Namespace) -> int:
    kind = relation_type(args)
    e = _run(args, lambda mem: mem.relate(args.src, args.dst, kind, weight=args.weight))
    emit_write(args, e, f"linked {_edge_line(e)}", scope_of(args.src))
    return 0


def cmd_unrelate(args: argparse.Namespace) -> int:
    n = _run(args, lambda mem: mem.unrelate(args.src, args.dst, args.type))
    emit(args, {"removed": n}, f"removed {n} link{'s' if n != 1 else ''}")
    return 0


def cmd_neighbours(args: argparse.Namespace) -> int:
    found = _run(args, lambda mem: mem.neighbours(args.id, depth=args.depth, types=args.type))

    def human() -> str:
        if not found:
            return "no linked memories"
        out = []
        for n in found:
            if n.direction == "shared":
                how = f"shares {n.via} with #{n.from_ref}"
            elif n.direction == "out":
                how = f"#{n.from_ref} -{n.type}-> it"
            else:
                how = f"it -{n.type}-> #{n.from_ref}"
            status = f" [{n.memory.status}]" if n.memory.status != "active" else ""
            out.append(
                f"{'  ' * (n.depth - 1)}#{n.memory.ref:<5} {n.memory.layer:<10} {how}{status}"
                f"\n{'  ' * (n.depth - 1)}    {_short(n.memory.content, 120)}"
            )
        return "\n".join(out)

    emit(
        args,
        [
            {
                "id": n.memory.ref,
                "depth": n.depth,
                "type": n.type,
                "direction": n.direction,
                "from": n.from_ref,
                "via": n.via,
                "memory": n.memory,
            }
            for n in found
        ],
        human,
    )
    return 0


def cmd_path(args: argparse.Namespace) -> int:
    steps = _run(args, lambda mem: mem.path(args.a, args.b))

    def human() -> str:
        if not steps:
            return f"no path between #{args.a} and #{args.b}"
        out = []
        for s in steps:
            label = f"#{s.node}" if s.memory else s.node
            text = f"  {_short(s.memory.content, 80)}" if s.memory else ""
            out.append(f"{label}{text}")
            if s.type:
                out.append(f"   {'-' if s.forward else '<-'}{s.type}{'->' if s.forward else '-'}")
        return "\n".join(out)

    emit(
        args,
        [{"node": s.node, "type": s.type, "forward": s.forward, "memory": s.memory} for s in steps],
        human,
    )
    return 0


def cmd_graph(args: argparse.Namespace) -> int:
    to_file = args.output not in (None, "-")
    text = _run(args, lambda mem: mem.export_graph(args.format, args.output if to_file else None))
    if not to_file:
        sys.stdout.write(text)
        return 0
    emit(
        args,
        {"format": args.format, "output": args.output, "bytes": len(text.encode())},
        f"wrote the graph as {args.format} to {args.output}",
    )
    return 0


# -- decisions ----------------------------------------------------------------------------


def cmd_decide(args: argparse.Namespace) -> int:
    async def go(mem: Any) -> Any:
        return await mem.decide(
            args.choice,
            rationale=args.rationale,
            alternatives=args.alternative or [],
            because=args.because or [],
            follows=args.follows,
            reverses=args.reverses,
            outcome=args.outcome,
            title=args.title,
            tags=args.tag or [],
            importance=args.importance,
            source="cli",
        )

    r = _run(args, go)
    notes = []
    if args.follows:
        notes.append(f"follows #{args.follows}")
    if args.reverses:
        notes.append(f"reverses #{args.reverses}, now superseded")
    verb = "merged into decision" if r.action == "merged" else "stored decision"
    emit_write(
        args,
        {"id": r.memory.ref, "action": r.action, "target": r.target, "memory": r.memory},
        f"{verb} #{r.memory.ref}" + (f" ({'; '.join(notes)})" if notes else ""),
        r.memory.scope,
    )
    return 0


def cmd_outcome(args: argparse.Namespace) -> int:
    m = _run(args, lambda mem: mem.record_outcome(args.id, args.outcome))
    emit_write(args, m, f"recorded the outcome of #{m.ref}", m.scope)
    return 0


def cmd_chain(args: argparse.Namespace) -> int:
    steps = _run(args, lambda mem: mem.chain_steps(args.id))

    def human() -> str:
        out = []
        for n, s in enumerate(steps, 1):
            m, x = s.memory, s.memory.extra
            link = f" ({s.relation} #{s.after})" if s.after else ""
            mark = " [superseded]" if s.superseded else ""
            out.append(f"{n}. #{m.ref}{link}{mark} {x.get('choice') or _short(m.content, 100)}")
            if x.get("rationale"):
                out.append(f"     why: {x['rationale']}")
            for alt in x.get("alternatives") or []:
                if isinstance(alt, dict):
                    why = f" — {alt['why_not']}" if alt.get("why_not") else ""
                    out.append(f"     rejected: {alt.get('option', '')}{why}")
            if x.get("outcome"):
                out.append(f"     outcome: {x['outcome']}")
            if s.because:
                out.append("     because: " + ", ".join(f"#{i}" for i in s.because))
        return "\n".join(out)

    emit(
        args,
        [
            {
                "id": s.memory.ref,
                "after": s.after,
                "relation": s.relation,
                "because": s.because,
                "superseded": s.superseded,
                "memory": s.memory,
            }
            for s in steps
        ],
        human,
    )
    return 0


# -- code anchors -------------------------------------------------------------------------


def cmd_anchor(args: argparse.Namespace) -> int:
    start, end = parse_lines(args.lines)
    path = _cli_path(args, args.path)
    a = _run(args, lambda mem: mem.anchor(args.id, path, start, end, symbol=args.symbol))
    where = a.path + (f":{a.line_start}-{a.line_end or a.line_start}" if a.line_start else "")
    text = f"anchored #{a.memory_id} to {where}" + (f" ({a.symbol})" if a.symbol else "")
    emit_write(args, a, text, scope_of(args.id))
    return 0


def cmd_unanchor(args: argparse.Namespace) -> int:
    path = _cli_path(args, args.path) if args.path else None
    n = _run(args, lambda mem: mem.unanchor(args.id, path))
    emit(args, {"removed": n}, f"removed {n} anchor{'s' if n != 1 else ''}")
    return 0


def cmd_stale(args: argparse.Namespace) -> int:
    reports = _run(args, lambda mem: mem.stale(args.id))

    def human() -> str:
        if not reports:
            return "no stale memories: every anchored file is as it was"
        out = []
        for r in reports:
            lines = f":{r.line_start}-{r.line_end or r.line_start}" if r.line_start else ""
            sym = f" ({r.symbol})" if r.symbol else ""
            out.append(f"#{r.ref:<5} {r.path}{lines}{sym}: {r.reason}")
        return "\n".join(out)

    emit(args, reports, human)
    return 0


# -- registration -------------------------------------------------------------------------


def register(add: Callable[..., argparse.ArgumentParser]) -> None:
    _register_links(add)
    _register_decisions(add)
    _register_anchors(add)


def _register_links(add: Callable[..., argparse.ArgumentParser]) -> None:
    types = ", ".join(EDGE_TYPES)

    p = add("relate", cmd_relate, "link two memories with a typed relation (SRC -> DST)")
    p.add_argument("src", help="the memory the link starts from, e.g. 12")
    p.add_argument("dst", help="the memory the link points to")
    p.add_argument(
        "type",
        nargs="?",
        default=None,
        metavar="TYPE",
        help=f"relation type: {types}. supersedes/reverses also supersede DST",
    )
    p.add_argument(
        "--type", dest="type_option", default=None, metavar="TYPE", help="the same as TYPE"
    )
    p.add_argument(
        "--weight", type=float, default=1.0, help="link strength, above 0 up to 1 (default 1)"
    )

    p = add(
        "unrelate", cmd_unrelate, "remove a link (undoing a supersession restores the old memory)"
    )
    p.add_argument("src", help="the memory the link starts from")
    p.add_argument("dst", help="the memory the link points to")
    p.add_argument(
        "--type", default=None, metavar="TYPE", help="only this relation type (default: all)"
    )

    p = add(
        "neighbours",
        cmd_neighbours,
        "memories linked to one memory, nearest first",
        aliases=("neighbors",),
    )
    p.add_argument("id", help="memory id")
    p.add_argument("--depth", type=int, default=1, help="how many links away, 1 to 5 (default 1)")
    p.add_argument(
        "--type",
        action="append",
        default=None,
        metavar="TYPE",
        help="follow only this relation type (repeatable)",
    )

    p = add("path", cmd_path, "the shortest chain of links between two memories")
    p.add_argument("a", help="memory id")
    p.add_argument("b", help="memory id")

    p = add("graph", cmd_graph, "export the relation graph (for Gephi, yEd, d3, networkx)")
    p.add_argument("action", choices=("export",), help="what to do: export")
    p.add_argument("--format", default="graphml", help="graphml (default) or node-link (JSON)")
    p.add_argument(
        "-o", "--output", default="-", metavar="FILE", help="file to write (default: stdout)"
    )


def _register_decisions(add: Callable[..., argparse.ArgumentParser]) -> None:
    p = add("decide", cmd_decide, "record a decision with its reasons, alternatives and chain")
    p.add_argument("choice", help="what was decided")
    p.add_argument("--rationale", default="", help="why")
    p.add_argument(
        "--alternative",
        action="append",
        metavar="'X: why not'",
        help="an option not taken, with why after ': ' (repeatable)",
    )
    p.add_argument(
        "--because",
        action="append",
        metavar="ID",
        help="a memory the decision rests on (repeatable)",
    )
    p.add_argument("--follows", default=None, metavar="ID", help="the decision this one continues")
    p.add_argument(
        "--reverses",
        default=None,
        metavar="ID",
        help="the decision this one undoes (it becomes superseded)",
    )
    p.add_argument("--outcome", default=None, help="how it turned out, if known already")
    p.add_argument("--title", default="", help="a short title")
    p.add_argument("--tag", action="append", help="a tag (repeatable)")
    p.add_argument(
        "--importance", type=int, default=3, help="1 (trivial) to 5 (critical); default 3"
    )

    p = add("outcome", cmd_outcome, "record how a decision turned out")
    p.add_argument("id", help="decision id")
    p.add_argument("outcome", help="what happened")

    p = add("chain", cmd_chain, "the whole decision chain through a decision, oldest first")
    p.add_argument("id", help="any decision of the chain")


def _register_anchors(add: Callable[..., argparse.ArgumentParser]) -> None:
    p = add(
        "anchor",
        cmd_anchor,
        "tie a memory to a file of the project (flags it when the code changes)",
    )
    p.add_argument("id", help="memory id")
    p.add_argument("path", help="the file, relative to here or to the project root")
    p.add_argument(
        "--lines", default=None, metavar="START-END", help="only these lines, e.g. 10-20"
    )
    p.add_argument("--symbol", default=None, metavar="NAME", help="the function/class it is about")

    p = add("unanchor", cmd_unanchor, "remove a memory's code anchors")
    p.add_argument("id", help="memory id")
    p.add_argument("path", nargs="?", default=None, help="only anchors on this file")

    p = add("stale", cmd_stale, "memories whose anchored code changed or vanished")
    p.add_argument("id", nargs="?", default=None, help="only this memory")
