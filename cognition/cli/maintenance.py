"""`cognimem decay | restore | purge | consolidate` (picked up by cognition.cli.main; docs/maintenance.md).

Imported on every CLI start, so the heavy work is imported inside the commands.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from cognition.cli.output import _short, emit, plural
from layers.errors import InvalidInput

if TYPE_CHECKING:  # the command modules import their machinery lazily, to start fast
    from cognition.config import MaintenanceParams
    from cognition.upkeep.consolidate import Cluster

BIG_STORE = 5_000  # progress shows on a non-terminal stderr only above this many memories
_ID_LIST_MAX = 20
_MEMBERS_SHOWN = 10  # per cluster in the human output


def register(add: Callable[..., argparse.ArgumentParser]) -> None:
    now_help = "act as if it were DATE (ISO date or date-time, UTC): simulation and tests"
    p = add(
        "decay",
        cmd_decay,
        "archive the memories the forgetting rule says are forgotten "
        "(idempotent, safe from cron; --dry-run explains every decision)",
    )
    p.add_argument("--dry-run", action="store_true", help="show every verdict, change nothing")
    p.add_argument("--now", default=None, metavar="DATE", help=now_help)

    p = add("restore", cmd_restore, "bring an archived memory back (undo an archive)")
    p.add_argument("id", help="memory id, e.g. 12 or g12")
    p.add_argument("--now", default=None, metavar="DATE", help=now_help)

    p = add(
        "purge",
        cmd_purge,
        "permanently delete memories archived more than DAYS ago (asks first; takes a backup)",
    )
    p.add_argument(
        "--older-than",
        required=True,
        metavar="DAYS",
        help="only memories archived more than this many days ago",
    )
    p.add_argument(
        "--yes", action="store_true", help="confirm without asking (needed off a terminal)"
    )
    p.add_argument("--now", default=None, metavar="DATE", help=now_help)

    p = add(
        "consolidate",
        cmd_consolidate,
        "turn groups of old, minor, related experiences into "
        "one fact each (sources archived; --undo reverts)",
    )
    p.add_argument(
        "--dry-run", action="store_true", help="list clusters and proposed facts, change nothing"
    )
    p.add_argument(
        "--undo", default=None, metavar="ID", help="revert the consolidation that made fact ID"
    )
    p.add_argument("--now", default=None, metavar="DATE", help=now_help)


# -- shared -------------------------------------------------------------------------------


def _now(args: argparse.Namespace) -> tuple[float, bool]:
    """(now, simulated)."""
    if args.now is None:
        return time.time(), False
    from surface.timetext import parse_when

    try:
        return parse_when(args.now), True
    except ValueError as exc:
        raise InvalidInput(
            f"--now must be a date like 2026-03-01 or 2026-03-01T12:00 (got {args.now!r})"
        ) from exc


def _context(args: argparse.Namespace) -> tuple[Any, Any]:
    """(project root, settings); `--store URL` makes that PostgreSQL database the project store."""
    from cognition.cli.output import store_settings
    from cognition.config import Settings
    from layers.location import project_root

    root = project_root(args.dir)
    return root, store_settings(args) or Settings.load(root)


def _ids(refs: list[str]) -> str:
    shown = ", ".join(f"#{r}" for r in refs[:_ID_LIST_MAX])
    return shown + (f" … (+{len(refs) - _ID_LIST_MAX})" if len(refs) > _ID_LIST_MAX else "")


def _ref(memory_id: int, scope: str) -> str:
    return f"g{memory_id}" if scope == "global" else str(memory_id)


class Progress:
    """A progress bar on stderr: redrawn on a terminal, a few plain lines in logs (big stores)."""

    def __init__(self, label: str, stream: TextIO | None = None, big: int = BIG_STORE) -> None:
        self.label, self.stream, self.big = label, stream or sys.stderr, big
        self.on: bool | None = None

    def __call__(self, done: int, total: int) -> None:
        tty = bool(getattr(self.stream, "isatty", lambda: False)())
        if self.on is None:
            self.on = tty or total > self.big
        if not self.on or total <= 0:
            return
        frac = done / total
        if tty:
            bar = "#" * int(frac * 30)
            self.stream.write(f"\r{self.label} [{bar:<30}] {frac:4.0%} {done:,}/{total:,}")
            if done >= total:
                self.stream.write("\n")
        else:
            self.stream.write(f"{self.label}: {done:,}/{total:,} ({frac:.0%})\n")
        self.stream.flush()


# -- decay --------------------------------------------------------------------------------


def _verdict_dict(v: Any, scope: str) -> dict[str, Any]:
    return {
        "id": _ref(v.memory_id, scope),
        "layer": v.layer,
        "importance": v.importance,
        "intensity": round(v.intensity, 4),
        "idle_days": round(v.idle_days, 4),
        "p_recall": round(v.p_recall, 6),
        "grace_left_days": round(v.grace_left_days, 4),
        "pinned": v.pinned,
        "verdict": "archive" if v.archive else "keep",
        "reason": v.reason,
    }


_HEAD = f"{'id':>7}  {'layer':<10} {'imp':>3} {'int':>5} {'idle d':>8} {'P(recall)':>9} {'grace left':>10}  {'verdict':<7}  reason"


def _table(rows: list[dict[str, Any]]) -> list[str]:
    out = [_HEAD]
    for r in rows:
        out.append(
            f"{'#' + r['id']:>7}  {r['layer']:<10} {r['importance']:>3} {r['intensity']:>5.2f} "
            f"{r['idle_days']:>8.1f} {r['p_recall']:>9.3f} {r['grace_left_days']:>10.1f}  "
            f"{r['verdict']:<7}  {r['reason']}"
        )
    return out


def cmd_decay(args: argparse.Namespace) -> int:
    from cognition.upkeep.maintenance import existing_stores, open_ref, run_decay
    from surface.timetext import iso

    now, simulated = _now(args)
    root, settings = _context(args)
    stores: list[dict[str, Any]] = []
    for ref in existing_stores(root, url=settings.store.url):
        conn = open_ref(ref)
        try:
            # A simulated date is not the daily pass: auto-decay keeps its own schedule.
            report = run_decay(
                conn,
                now,
                settings,
                dry_run=args.dry_run,
                progress=Progress(f"decay {ref.scope}"),
                record=not simulated,
            )
        finally:
            conn.close()
        archived = set(report.archived_ids)
        shown = [v for v in report.verdicts if args.dry_run or v.memory_id in archived]
        stores.append(
            {
                "scope": ref.scope,
                "path": ref.label,
                "judged": len(report.verdicts),
                "to_archive": [_ref(i, ref.scope) for i in report.to_archive],
                "archived": [_ref(i, ref.scope) for i in report.archived_ids],
                "verdicts": [_verdict_dict(v, ref.scope) for v in shown],
            }
        )
    data = {"now": iso(now), "dry_run": args.dry_run, "simulated": simulated, "stores": stores}

    def human() -> str:
        if not stores:
            return "no memory store yet: nothing to do"
        out = []
        for s in stores:
            out.append(
                f"{s['scope']} store {s['path']}: {plural(s['judged'], 'active memory')} judged at {data['now']}"
            )
            if args.dry_run:
                if s["verdicts"]:
                    out += _table(s["verdicts"])
                out.append(
                    f"dry run: would archive {len(s['to_archive'])} of {s['judged']}; nothing changed"
                )
            elif s["archived"]:
                out.append(
                    f"archived {len(s['archived'])}: {_ids(s['archived'])} "
                    f"(`cognimem restore ID` brings one back)"
                )
            else:
                out.append("archived nothing")
        return "\n".join(out)

    emit(args, data, human)
    return 0


# -- restore ------------------------------------------------------------------------------


def cmd_restore(args: argparse.Namespace) -> int:
    from cognition import validation as check
    from cognition.upkeep.maintenance import open_ref, restore_memory, store_for

    scope, memory_id = check.ref(args.id)
    now, _ = _now(args)
    root, settings = _context(args)
    label = _ref(memory_id, scope)
    ref = store_for(root, scope, url=settings.store.url)
    conn = open_ref(ref)
    try:
        m = restore_memory(conn, memory_id, now, label)
    finally:
        conn.close()
    emit(
        args,
        {"id": m.ref, "status": m.status, "memory": m},
        f"restored #{m.ref}: active again, its grace window starts over",
    )
    return 0


# -- purge --------------------------------------------------------------------------------


def _days(text: str) -> float:
    try:
        days = float(text)
    except ValueError:
        days = math.nan
    if not math.isfinite(days) or days < 0:
        raise InvalidInput(f"--older-than must be a number of days, 0 or more (got {text!r})")
    return days


def _confirm(listing: list[str], n: int) -> bool:
    if not sys.stdin.isatty():
        raise InvalidInput(
            f"purge would permanently delete {plural(n, 'archived memory')}: add --yes "
            "to confirm (stdin is not a terminal, so it cannot ask); nothing deleted"
        )
    sys.stderr.write("\n".join(listing) + "\n")
    sys.stderr.write(
        f"Delete {plural(n, 'archived memory')} permanently? A backup is taken first. [y/N] "
    )
    sys.stderr.flush()
    return sys.stdin.readline().strip().lower() in ("y", "yes")


def cmd_purge(args: argparse.Namespace) -> int:
    from cognition.upkeep.maintenance import existing_stores, open_ref, purge, purge_candidates

    days = _days(args.older_than)
    now, _ = _now(args)
    root, settings = _context(args)
    found = []
    for ref in existing_stores(root, url=settings.store.url):
        conn = open_ref(ref)
        try:
            found.append((ref, purge_candidates(conn, days, now)))
        finally:
            conn.close()
    count = sum(len(c) for _, c in found)
    if count == 0:
        emit(
            args,
            {"older_than_days": days, "deleted": [], "stores": []},
            f"nothing to purge: no memory was archived more than {days:g} days ago",
        )
        return 0
    listing = [
        f"  #{m.ref:<6} {m.layer:<10} {_short(m.title or m.content, 70)}"
        for _, c in found
        for m in c
    ]
    if not args.yes and not _confirm(listing, count):
        print("aborted: nothing deleted", file=sys.stderr)
        return 1
    stores, deleted = [], []
    for ref, cands in found:
        if not cands:
            continue
        conn = open_ref(ref)
        try:
            ids, saved = purge(conn, ref, [m.id for m in cands], days, now)
        finally:
            conn.close()
        refs = [_ref(i, ref.scope) for i in ids]
        deleted += refs
        stores.append(
            {
                "scope": ref.scope,
                "path": ref.label,
                "deleted": refs,
                "backup": str(saved) if saved else None,
            }
        )
    by_ref = {m.ref: m for _, c in found for m in c}

    def human() -> str:
        out = [f"deleted {plural(len(deleted), 'archived memory')}:"]
        out += [f"  #{r:<6} {_short(by_ref[r].title or by_ref[r].content, 70)}" for r in deleted]
        out += [f"backup of the {s['scope']} store: {s['backup']}" for s in stores if s["backup"]]
        if len(deleted) < count:
            out.append(f"{count - len(deleted)} were restored or changed meanwhile and were kept")
        return "\n".join(out)

    emit(args, {"older_than_days": days, "deleted": deleted, "stores": stores}, human)
    return 0


# -- consolidate --------------------------------------------------------------------------


def _warn(message: str) -> None:
    print(f"warning: {message}", file=sys.stderr)


def cmd_consolidate(args: argparse.Namespace) -> int:
    from cognition.upkeep.maintenance import existing_stores, open_ref

    now, _ = _now(args)
    root, settings = _context(args)
    if args.undo is not None:
        return _undo(args, root, now, settings.store.url)
    from cognition.upkeep.consolidate import consolidate

    warned: list[str] = []

    def warn_once(message: str) -> None:  # one warning per command, not one per store
        if not warned:
            warned.append(message)
            _warn(message)

    stores = []
    for ref in existing_stores(root, url=settings.store.url):
        conn = open_ref(ref)
        try:
            report = consolidate(conn, now, settings, dry_run=args.dry_run, warn=warn_once)
        finally:
            conn.close()
        stores.append(
            {
                "scope": ref.scope,
                "path": ref.label,
                **report.to_dict(),
                "_clusters": report.clusters,
            }
        )

    def human() -> str:
        return _consolidate_text(stores, settings.maintenance, args.dry_run)

    from surface.timetext import iso

    data = {
        "now": iso(now),
        "dry_run": args.dry_run,
        "stores": [{k: v for k, v in s.items() if k != "_clusters"} for s in stores],
    }
    emit(args, data, human)
    return 0


def _consolidate_text(stores: list[dict[str, Any]], m: MaintenanceParams, dry_run: bool) -> str:
    if not stores:
        return "no memory store yet: nothing to do"
    out = []
    for s in stores:
        out.append(
            f"{s['scope']} store: {plural(s['candidates'], 'candidate experience')} "
            f"(active, unpinned, importance <= {m.consolidate_max_importance}, unused for "
            f">= {m.consolidate_min_age_days:g} d), {plural(len(s['clusters']), 'cluster')}"
        )
        for k, c in enumerate(s["_clusters"], 1):
            out += _cluster_lines(k, c, s["scope"], dry_run)
    written = [c.fact_id for s in stores for c in s["_clusters"] if c.fact_id is not None]
    if dry_run:
        out.append("dry run: nothing changed")
    elif written:
        out.append("sources archived; `cognimem consolidate --undo FACT_ID` reverts one")
    return "\n".join(out)


def _cluster_lines(k: int, c: Cluster, scope: str, dry_run: bool) -> list[str]:
    """One cluster: its size, where its fact went, its first members and the summary."""
    out: list[str] = []
    where = (
        f" -> fact #{_ref(c.fact_id, scope)}"
        if c.fact_id is not None
        else ""
        if dry_run
        else " (skipped: its sources changed meanwhile)"
    )
    out.append(
        f"  cluster {k}: {len(c.members)} experiences, importance {c.importance}, "
        f"intensity {c.intensity:.2f}{where}"
    )
    out += [f"    #{mm.ref:<6} {_short(mm.content, 90)}" for mm in c.members[:_MEMBERS_SHOWN]]
    if len(c.members) > _MEMBERS_SHOWN:
        out.append(f"    … and {len(c.members) - _MEMBERS_SHOWN} more (--json lists all)")
    out.append(f"    {'proposed fact' if dry_run else 'fact'} [{c.backend}]: {c.summary}")
    return out


def _undo(args: argparse.Namespace, root: Any, now: float, url: str) -> int:
    from cognition import validation as check
    from cognition.upkeep.consolidate import undo
    from cognition.upkeep.maintenance import open_ref, store_for

    if args.dry_run:
        raise InvalidInput("--undo cannot be combined with --dry-run")
    scope, fact_id = check.ref(args.undo)
    ref = store_for(root, scope, url=url)
    conn = open_ref(ref)
    try:
        report = undo(conn, fact_id, now, _ref(fact_id, scope))
    finally:
        conn.close()
    restored = [_ref(i, scope) for i in report.restored]
    emit(
        args,
        {"fact": _ref(fact_id, scope), "fact_action": report.fact_action, "restored": restored},
        f"restored {len(restored)} experiences ({_ids(restored) or 'none'}); "
        f"summary fact #{_ref(fact_id, scope)} {report.fact_action}",
    )
    return 0
