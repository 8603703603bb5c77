"""The maintenance pass: read active states, judge them, archive the forgotten ones.

The SQL lives in small plans (layers.decay_queries) so the async API can run them too;
`decay_pass` is the sync driver used by the CLI and cron. Safety properties (docs/formulas.md §6):
- dry run and real run compute the same verdicts (the real run only adds the write);
- idempotent: archiving touches only rows still 'active', so a second run changes nothing;
- safe next to a live server: the write transaction re-reads and re-judges every candidate,
  so a memory used (or archived by another pass) since the read is left alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from decay.params import DecayParams
from decay.rules import StateRow, Verdict, assess_many
from layers import decay_queries
from layers.plan import Connection, Plan, run

CHUNK = 10_000  # rows judged per step (progress granularity, bounded temporaries)


@dataclass(frozen=True, slots=True)
class PassReport:
    """What a pass decided and did. `archived_ids` is what changed (always empty in a dry run)."""

    verdicts: list[Verdict]
    archived_ids: list[int]
    dry_run: bool
    now: float

    @property
    def to_archive(self) -> list[int]:
        """Ids the verdicts mark for archiving (what a dry run would archive)."""
        return [v.memory_id for v in self.verdicts if v.archive]


def _archive_rechecked(
    read: Mapping[int, tuple[StateRow, str]], now: float, params: DecayParams
) -> Plan[list[int]]:
    # Inside the write transaction: reload the candidates. A row still equal to what the pass
    # read keeps its verdict; a row that changed since (used, pinned, re-weighted) is judged
    # again, and one no longer active is dropped. Only changed rows cost a second assessment.
    fresh = yield from decay_queries.load_states_of(read)
    reasons: dict[int, str] = {}
    changed: list[StateRow] = []
    for row in fresh:
        before, reason = read[row[0]]
        if row == before:
            reasons[row[0]] = reason
        else:
            changed.append(row)
    reasons.update((v.memory_id, v.reason) for v in assess_many(changed, now, params) if v.archive)
    return (yield from decay_queries.archive_ids(sorted(reasons), now, reasons))


def decay_pass(
    conn: Connection,
    now: float,
    params: DecayParams,
    *,
    dry_run: bool,
    progress: Callable[[int, int], None] | None = None,
) -> PassReport:
    """Judge every active memory at `now`; unless dry_run, archive in one write transaction."""
    states = run(conn, decay_queries.load_states())
    total = len(states)
    verdicts: list[Verdict] = []
    for start in range(0, total, CHUNK):
        verdicts.extend(assess_many(states[start : start + CHUNK], now, params))
        if progress is not None:
            progress(len(verdicts), total)
    archived: list[int] = []
    if not dry_run:
        # verdicts[i] was judged on states[i]: keep the row to detect changes before the write.
        read = {
            v.memory_id: (row, v.reason)
            for row, v in zip(states, verdicts, strict=True)
            if v.archive
        }
        if read:
            archived = run(conn, _archive_rechecked(read, now, params), write=True)
    return PassReport(verdicts=verdicts, archived_ids=archived, dry_run=dry_run, now=now)


__all__ = ["CHUNK", "PassReport", "decay_pass"]
