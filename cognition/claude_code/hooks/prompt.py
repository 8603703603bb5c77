"""UserPromptSubmit, the hot path: recall the few memories relevant to the prompt, under hard
budgets, as one quoted block of additional context (or print nothing).

A fresh process on every prompt: the standard sqlite3 module runs the same recall plan as the
async API (no asyncio, aiosqlite, networkx, mcp, sklearn, anthropic or torch). Work stops
between steps once the time budget is spent. Being surfaced is recorded as a `surfaced` event
and never credits activation (docs/memory-model.md, "Use, not exposure"): only use reinforces a memory.
"""

from __future__ import annotations

import re
import time
from bisect import bisect_left
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cognition.claude_code.hooks import (
    BadPayload,
    Ctx,
    hook_output,
    payload_cwd,
    project_store,
    store_connection,
    text_field,
    write_once,
)
from surface.stemming import stem  # one crude stemmer for the hook's evidence and the features

if TYPE_CHECKING:
    from layers.plan import Connection, Plan

# A pasted 1 MB log must not become a 1 MB query: its head and tail carry the question.
QUERY_HEAD, QUERY_TAIL = 3000, 1000
MAX_CHECKED = 40  # gated candidates examined per store: enough for top-k and a "N more" count
_REF = re.compile(r"^- \[#(g?\d+) ", re.MULTILINE)
_WORD = re.compile(r"\w+")  # the same tokens as surface.context.near_duplicate


def query_text(prompt: str) -> str:
    if len(prompt) <= QUERY_HEAD + QUERY_TAIL:
        return prompt
    return f"{prompt[:QUERY_HEAD]} {prompt[-QUERY_TAIL:]}"


def stems_of(text: str) -> list[str]:
    """Sorted distinct stems of the words of `text` (for prefix lookups with bisect)."""
    from surface.query import tokens

    return sorted({stem(t.split("'")[0]) for t in tokens(text)})


def matched_terms(query_stems: Iterable[str], words: list[str]) -> int:
    """How many query stems match some word stem: by prefix from three letters on, exactly
    below that (surface.query's FTS5 semantics)."""
    n = 0
    for q in query_stems:
        i = bisect_left(words, q)
        if i < len(words) and (words[i] == q or (len(q) >= 3 and words[i].startswith(q))):
            n += 1
    return n


def shown_refs(block: str) -> set[str]:
    """The refs ("12", "g3") of the memories a rendered context block actually contains."""
    return set(_REF.findall(block))


def passes_gate(s: Any, threshold: float) -> bool:
    """The calibrated probability of relevance (surface.relevance) clears the threshold."""
    return s.score >= threshold


def vector_hits(conn: Connection, query: str, settings: Any) -> list[tuple[int, float]]:
    """vector_hits_plan run on its own (benchmarks/compare_peers.py)."""
    from layers.plan import run

    return run(conn, vector_hits_plan(query, settings))


def vector_hits_plan(query: str, settings: Any, pool: Any = None) -> Plan[list[tuple[int, float]]]:
    """Cosines of the lexical candidates, for a cheap embedder whose vectors the store holds.

    Never torch or an API here. Only the FTS candidates are scored: loading every vector costs
    ~150 ms per process at 10K memories, and a hash-vector match with no shared term would not
    pass the evidence gate anyway. Explicit recall still searches all vectors. `pool` is the
    recall's own BM25 pool (surface.recall.lexical_plan): given, the FTS query is not run twice.
    """
    e = settings.embedder
    if str(e.name).strip().lower() != "hash" or not settings.recall.use_vectors:
        return []
    from layers import queries
    from surface.embedders import embed_query, make_embedder
    from surface.recall import RecallRequest, lexical_plan

    embedder = make_embedder("hash", dim=e.dim)
    if (yield from queries.get_meta("embedder")) != embedder.id:
        return []
    if pool is None:
        pool = yield from lexical_plan(RecallRequest(query), settings.recall)
    rows = yield from candidate_vectors(embedder.id, pool, settings.recall.candidates)
    if not rows:
        return []
    from surface.vectors import VectorIndex

    index = VectorIndex.from_rows(rows, embedder.dim, embedder.id)
    return index.search(embed_query(embedder, query), len(rows))


def candidate_vectors(model: str, pool: Any, want: int) -> Plan[list[tuple[int, bytes]]]:
    """The vectors of the pool's best `want` active memories (what queries.fts_search would
    have named), read a slice of the pool at a time."""
    from layers import hook_queries, queries

    hits = [i for i, _ in pool.hits]
    active: list[tuple[int, bytes | None]] = []
    for start in range(0, len(hits), want):
        chunk = hits[start : start + want]
        found = yield from hook_queries.active_vectors_of(model, chunk)
        active += [(i, found[i]) for i in chunk if i in found]
        if len(active) >= want:
            break
    if len(active) < want and pool.more and pool.match:  # filtered out: search every match
        best = yield from queries.fts_filtered(pool.match, want, ("active",))
        found = yield from hook_queries.active_vectors_of(model, [i for i, _ in best])
        active = [(i, found[i]) for i, _ in best if i in found]
    return [(i, vec) for i, vec in active[:want] if vec is not None]


def store_plan(
    query: str, settings: Any, now: float, session: str | None, ctx: Ctx
) -> Plan[list[Any]]:
    """Every read of one store before rendering, as one plan: gated recall results, best
    first, without what this session was already shown."""
    found = yield from recall_store(query, settings, now, ctx)
    return (yield from not_shown_yet(found, session, query, ctx))


def recall_store(query: str, settings: Any, now: float, ctx: Ctx) -> Plan[list[Any]]:
    """Gated recall results of one store, best first."""
    from surface.recall import RecallRequest, lexical_plan, ranked_plan

    hp = settings.hook
    if settings.recall.use_meaning:
        from surface.semantic import prefetch

        # the model loads and embeds the prompt while SQLite reads; never waited for past
        # the hook's budget (ranked on words then)
        prefetch(query, time.perf_counter() + (hp.time_budget_ms - ctx.elapsed_ms()) / 1000)
    # Ask for more than top_k: the gate, near-duplicate suppression and the "N more" trailer
    # all need the runners-up.
    req = RecallRequest(query, limit=MAX_CHECKED)
    pool = yield from lexical_plan(req, settings.recall)
    vhits: list[tuple[int, float]] = []
    # The cosine is one of the relevance model's features: without it a memory scores lower,
    # so vectors are skipped only once the budget is spent (they cost ~2 ms: FTS candidates only).
    if ctx.elapsed_ms() < hp.time_budget_ms:
        vhits = yield from vector_hits_plan(query, settings, pool)
    scored = yield from ranked_plan(req, settings.recall, settings.decay, now, pool, vhits)
    threshold = min_probability(hp)
    return [s for s in scored[:MAX_CHECKED] if passes_gate(s, threshold)]


def min_probability(hp: Any) -> float:
    """hook.min_probability, or (0, the default) the fitted model's threshold."""
    if hp.min_probability > 0:
        return float(hp.min_probability)
    from surface.relevance_model import THRESHOLD

    return THRESHOLD


def not_shown_yet(found: list[Any], session: str | None, query: str, ctx: Ctx) -> Plan[list[Any]]:
    """Drop what this session already saw (surface.session): the briefing's memories, and the
    last few injections' unless the prompt is plainly about them."""
    if not session or not found:
        return found
    from layers import queries
    from surface.relevance import MemoryText, plainly_about
    from surface.session import held_back, may_show, session_seen

    try:
        seen = held_back(session_seen((yield from queries.session_surfaced(session))))
    except Exception as exc:  # noqa: BLE001 - without the history, show as usual
        ctx.error(f"session history skipped: {type(exc).__name__}: {exc}")
        return found
    out = []
    for s in found:
        m = s.memory
        named = m.id in seen and plainly_about(
            query, MemoryText(m.title, m.content, m.tags, m.keywords, m.layer, m.created_at), m.ref
        )
        if may_show(m.id, named, seen):
            out.append(s)
    return out


def dedupe(picks: list[tuple[str, Any]], threshold: float, keep: int) -> list[tuple[str, Any]]:
    """Drop restatements among the first `keep` distinct picks, keeping the earlier,
    better-placed one; the rest only feed the "N more" count. Overlapping words (token-set
    Jaccard >= threshold) only nominate a pair: two statements that differ in a number, a
    negation or terms that trade roles are both shown (surface.statements)."""
    kept: list[tuple[str, Any]] = []
    seen: list[tuple[set[str], str]] = []
    for n, (scope, s) in enumerate(picks):
        if len(kept) >= keep:
            return kept + picks[n:]
        text = f"{s.memory.title} {s.memory.content}"
        words = set(_WORD.findall(text.casefold()))
        if not any(
            len(words & o) / max(1, len(words | o)) >= threshold and _same_statement(t, text)
            for o, t in seen
        ):
            kept.append((scope, s))
            seen.append((words, text))
    return kept


def _same_statement(a: str, b: str) -> bool:
    # Imported only for a nominated pair: most prompts have none, and the module's patterns
    # and difflib are a measurable share of a fresh process.
    from surface.statements import same_statement

    return same_statement(a, b)


def stale_ids(conn: Connection, root: Any, ids: list[int], ctx: Ctx) -> set[int]:
    from layers.plan import run
    from surface.anchors import stale_ids_plan  # only when a hit has anchors to check

    try:
        return set(run(conn, stale_ids_plan(root, ids)))
    except Exception as exc:  # noqa: BLE001 - a failed check shows the memory unflagged
        ctx.error(f"stale check skipped: {type(exc).__name__}: {exc}")
        return set()


def record_surfaced(
    conns: dict[str, Connection],
    shown: list[tuple[str, Any]],
    session: str | None,
    now: float,
    ctx: Ctx,
) -> None:
    from layers import queries

    for scope, conn in conns.items():
        rows = [
            (s.memory.id, "surfaced", now, session, {"via": "prompt", "score": round(s.score, 4)})
            for sc, s in shown
            if sc == scope
        ]
        if not rows:
            continue
        try:
            write_once(conn, queries.add_events(rows), ctx)
        except Exception as exc:  # noqa: BLE001 - the context still goes out
            ctx.error(f"surfaced events not recorded in the {scope} store: {exc}")


def handle(payload: dict[str, Any], ctx: Ctx) -> str | None:
    prompt = text_field(payload, "prompt")
    if prompt is None:
        raise BadPayload("no prompt text in the payload")
    from surface.trivial import is_trivial_prompt

    query = query_text(prompt)  # bounded: a pasted log is not read word by word
    if is_trivial_prompt(query):
        return None
    from cognition.config import Settings
    from layers.location import global_store_path, project_root
    from layers.plan import run

    root = project_root(payload_cwd(payload), ctx.env)
    settings = Settings.load(root, env=dict(ctx.env))
    hp = settings.hook
    ctx.budget_ms = hp.time_budget_ms
    now = ctx.now()
    session = text_field(payload, "session_id")
    team = start_team_read(settings, ctx, query, session)  # overlaps the local recall
    conns: dict[str, Connection] = {}
    try:
        picks: list[tuple[str, Any]] = []
        for scope, path in (
            ("project", project_store(root, settings)),
            ("global", global_store_path(dict(ctx.env))),
        ):
            if ctx.elapsed_ms() > hp.time_budget_ms:
                ctx.log(f"time budget spent; {scope} store not searched")
                break
            try:
                conn = store_connection(path, ctx)
                if conn is None:
                    continue
                conns[scope] = conn
                # Project results first, then global ones (each in score order).
                picks += [
                    (scope, s) for s in run(conn, store_plan(query, settings, now, session, ctx))
                ]
            except Exception as exc:  # noqa: BLE001 - one broken store must not hide the other
                ctx.error(f"{scope} store skipped: {type(exc).__name__}: {exc}")
        picks = with_team(picks, team, ctx)
        picks = dedupe(picks, hp.dedup_jaccard, hp.top_k)
        if not picks:
            return None
        block, shown = render(picks, conns, root, hp, now, ctx)
        if not block:
            return None
        if not ctx.dry_run:
            record_surfaced(conns, shown, session, now, ctx)
        return hook_output("UserPromptSubmit", block)
    finally:
        for conn in conns.values():
            conn.close()


def start_team_read(settings: Any, ctx: Ctx, query: str, session: str | None) -> Any:
    """The team server's read, started (None without a team, or when it cannot start)."""
    if not settings.team.url:
        return None  # not even the module: a hook without a team pays nothing for it
    from cognition.claude_code.hooks import team

    try:
        return team.start(settings, ctx.env, query, session)
    except Exception as exc:  # noqa: BLE001 - fail open: the project's notes still go out
        ctx.error(f"team notes skipped: {type(exc).__name__}: {exc}")
        return None


def with_team(picks: list[tuple[str, Any]], read: Any, ctx: Ctx) -> list[tuple[str, Any]]:
    """The picks with the team's notes ranked in, if they came within the budget."""
    if read is None:
        return picks
    from cognition.claude_code.hooks import team

    try:
        return team.merge(picks, read.wait(ctx.remaining_ms()))
    except Exception as exc:  # noqa: BLE001 - fail open: the project's notes still go out
        ctx.error(f"team notes skipped: {type(exc).__name__}: {exc}")
        return picks


def render(
    picks: list[tuple[str, Any]],
    conns: dict[str, Connection],
    root: Any,
    hp: Any,
    now: float,
    ctx: Ctx,
) -> tuple[str, list[tuple[str, Any]]]:
    """The context block and the picks that made it in (the caps may drop some)."""
    from surface.context import SurfaceItem, format_context, header_for

    head = picks[: hp.top_k]
    stale: dict[str, set[int]] = {}
    if ctx.elapsed_ms() <= hp.time_budget_ms:
        for scope, conn in conns.items():
            ids = [s.memory.id for sc, s in head if sc == scope]
            stale[scope] = stale_ids(conn, root, ids, ctx) if ids else set()
    items = [
        SurfaceItem(
            ref=s.memory.ref,
            layer=s.memory.layer,
            title=s.memory.title,
            content=s.memory.content,
            age_seconds=now - s.memory.created_at,
            score=s.score,
            stale=s.memory.id in stale.get(scope, ()),
            scope=scope,
        )
        for scope, s in picks
    ]
    block = format_context(
        items,
        max_items=hp.top_k,
        per_item_chars=hp.per_item_chars,
        total_chars=hp.total_chars,
        header=header_for(items, hp.top_k),
    )
    refs = shown_refs(block)
    return block, [(scope, s) for scope, s in head if s.memory.ref in refs]
