"""Recall as a plan: candidates (FTS5 BM25 ∪ vector neighbours ∪ session neighbours ∪ graph),
convex fusion, then cognitive ranking (docs/formulas.md §7).

The same plan serves the async API, the CLI, the MCP server and the prompt hook (through
layers.plan.run). Vector search itself is numpy on an index the caller holds, so the
caller passes its hits in; everything else is SQL here.
"""

from __future__ import annotations

import heapq
import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from decay.activation import ranking_activation_many
from decay.params import DecayParams
from layers import fts, queries
from layers.graph_queries import is_valid_at
from layers.plan import Plan
from layers.queries import Candidate
from layers.records import Memory
from surface.corrections import current_hits, replaced_texts
from surface.cues import layer_prior, time_window
from surface.lexical import POOL as POOL  # re-exported: the lexical search's names as before
from surface.lexical import LexicalPool as LexicalPool
from surface.lexical import RecallRequest as RecallRequest
from surface.lexical import depth as _depth
from surface.lexical import lexical_plan as lexical_plan
from surface.params import RecallParams
from surface.relevance import (
    RANK_PARTS,
    MemoryText,
    Model,
    QueryTerm,
    TermStats,
    default_meaning_model,
    default_model,
    features,
    query_terms,
    searched_terms,
)
from surface.semantic import admitted, meaning_plan
from surface.spreading import spread_plan


@dataclass(slots=True)
class Scored:
    """A recalled memory, its score and the parts that explain it."""

    memory: Memory
    score: float
    parts: dict[str, Any] = field(default_factory=dict)
    order: float | None = None  # what the list is sorted by, when not the score

    @property
    def sort_key(self) -> float:
        return self.score if self.order is None else self.order


def statuses_for(req: RecallRequest) -> tuple[str, ...]:
    if req.as_of is not None:  # "what was true then" includes what has since been superseded
        return (
            ("active", "archived", "superseded")
            if req.include_archived
            else ("active", "superseded")
        )
    return ("active", "archived") if req.include_archived else ("active",)


def _passes(m: Candidate, req: RecallRequest, statuses: Sequence[str]) -> bool:
    if m.status not in statuses:
        return False
    if req.layer and m.layer != req.layer:
        return False
    if req.tags and not set(req.tags) <= set(json.loads(m.tags)):
        return False
    return req.as_of is None or is_valid_at(m, req.as_of)


def _normalise(scores: dict[int, float]) -> dict[int, float]:
    top = max(scores.values(), default=0.0)
    return {k: max(0.0, v) / top for k, v in scores.items()} if top > 0 else {}


def _minmax(scores: dict[int, float]) -> dict[int, float]:
    """Cosines sit on a floor well above 0 (unrelated texts still share n-grams or topic):
    min-max over the candidates spreads them out (Bruch et al.); a lone hit scores 1."""
    if not scores:
        return {}
    lo, hi = min(scores.values()), max(scores.values())
    if hi - lo < 1e-9:
        return {k: 1.0 for k in scores}
    return {k: (v - lo) / (hi - lo) for k, v in scores.items()}


def fuse(
    lexical: dict[int, float], dense: dict[int, float], params: RecallParams, neural: bool = False
) -> dict[int, float]:
    """Relevance in [0, 1]: a convex blend of max-normalised scores (default) or RRF."""
    if params.fusion == "rrf":
        out: dict[int, float] = {}
        for ranking in (lexical, dense):
            for rank, i in enumerate(sorted(ranking, key=lambda k: -ranking[k]), start=1):
                out[i] = out.get(i, 0.0) + 1.0 / (params.rrf_k + rank)
        return {k: v * (params.rrf_k + 1) / 2 for k, v in out.items()}  # rescale by max 2/(k+1)
    # Hashed n-gram cosines are already spread from 0; neural cosines sit on a topical floor,
    # which min-max removes (measured on LoCoMo dev: +.02 R@10 neural, -.01 hash).
    b, c = _normalise(lexical), (_minmax(dense) if neural else _normalise(dense))
    if not c:  # no vectors (embedder 'none' or none stored): BM25 alone is the relevance
        return b
    if not b:
        return c
    a = params.alpha
    return {i: a * c.get(i, 0.0) + (1 - a) * b.get(i, 0.0) for i in b.keys() | c.keys()}


def _neighbour_plan(
    hits: list[Candidate], radius: int, statuses: Sequence[str]
) -> Plan[list[tuple[Candidate, int]]]:
    """Memories from the same session adjacent to each hit (the turn before and after)."""
    out: list[tuple[Candidate, int]] = []
    for hit in hits:
        rows = yield from queries.session_neighbours(hit.session_id, hit.id, radius, statuses)
        out.extend((c, hit.id) for c in rows)
    return out


GRAPH_ADMITS = 2  # associations admitted as candidates (and spreading on) per graph seed


def _graph_scores(seeds: dict[int, float], params: RecallParams) -> Plan[dict[int, float]]:
    # Each hop spreads from at most as many nodes as the recall admits associations: the
    # second hop from all ~80 first-hop nodes reads ~1,500 links at 10K memories, and was
    # over half the ranking's time; from the 20 strongest, a third of that (the weaker first-hop
    # nodes still get their own activation, they only pass nothing further on).
    return (
        yield from spread_plan(
            seeds,
            hops=params.graph_hops,
            lam=params.graph_lambda,
            S=params.graph_strength,
            max_nodes=GRAPH_ADMITS * params.graph_seeds,
        )
    )


def recall_plan(
    req: RecallRequest,
    params: RecallParams,
    decay: DecayParams,
    now: float,
    vector_hits: Sequence[tuple[int, float]] = (),
    *,
    neural: bool = False,
) -> Plan[list[Scored]]:
    """Ranked memories for a request; `vector_hits` are (id, cosine) from the caller's index."""
    pool = yield from lexical_plan(req, params)
    return (yield from ranked_plan(req, params, decay, now, pool, vector_hits, neural=neural))


def _lexical_candidates(
    pool: LexicalPool, deep: int, statuses: Sequence[str], dense: dict[int, float]
) -> Plan[tuple[dict[int, float], dict[int, Candidate]]]:
    """The best `deep` BM25 hits whose status is wanted (what queries.fts_search returns), and
    the candidate rows of those and of the vector hits, read together. Statuses are checked
    on those rows; hits deeper in the pool are read only when filtered-out ones leave room."""
    found = yield from queries.get_candidates([i for i, _ in pool.hits[:deep]] + list(dense))
    lexical: dict[int, float] = {}
    for start in range(0, len(pool.hits), deep):
        chunk = pool.hits[start : start + deep]
        missing = [i for i, _ in chunk if i not in found]
        if missing:
            found.update((yield from queries.get_candidates(missing)))
        for i, s in chunk:
            if i in found and found[i].status in statuses:
                lexical[i] = s
                if len(lexical) == deep:
                    return lexical, found
    if pool.more and pool.match:  # the pool was mostly filtered out: search every match
        lexical = dict((yield from queries.fts_filtered(pool.match, deep, statuses)))
        found.update((yield from queries.get_candidates([i for i in lexical if i not in found])))
    return lexical, found


def ranked_plan(
    req: RecallRequest,
    params: RecallParams,
    decay: DecayParams,
    now: float,
    pool: LexicalPool,
    vector_hits: Sequence[tuple[int, float]] = (),
    *,
    neural: bool = False,
) -> Plan[list[Scored]]:
    """Fusion, context, graph and ranking over the lexical and vector candidates."""
    statuses = statuses_for(req)
    dense = {i: c for i, c in vector_hits if c > 0} if params.use_vectors else {}
    deep = _depth(req, params)
    lexical, found = yield from _lexical_candidates(pool, deep, statuses, dense)
    meaning, by_meaning = yield from _meaning_candidates(req, params, pool, lexical, dense, found)
    replacing: dict[int, float] = {}  # a correction answers what it replaced (surface.corrections)
    if "superseded" not in statuses:
        replacing = yield from current_hits(pool.hits[:deep], found)
        for i, s in replacing.items():
            lexical[i] = max(lexical.get(i, 0.0), s)
    rel = fuse(lexical, dense, params, neural)
    for i in by_meaning:
        rel.setdefault(i, 0.0)
    if not rel:
        return []
    cands = {i: found[i] for i in sorted(rel) if i in found and _passes(found[i], req, statuses)}
    rel = {i: rel[i] for i in cands}
    context: dict[int, int] = {}
    if params.use_context and cands:
        top = sorted(cands, key=lambda i: -rel[i])[: params.context_seeds]
        episodic = [cands[i] for i in top if cands[i].session_id]
        if episodic:
            for m, src in (
                yield from _neighbour_plan(episodic, params.session_neighbours, statuses)
            ):
                inherited = params.context_factor * rel[src]
                if _passes(m, req, statuses) and inherited > rel.get(m.id, 0.0):
                    cands[m.id] = m
                    rel[m.id] = inherited
                    context[m.id] = src
    graph: dict[int, float] = {}
    if params.use_graph and cands:
        graph = yield from _graph_admitted(req, params, statuses, cands, rel)
    depth = max(req.limit, params.rerank_depth) if params.use_relevance else req.limit
    ranked = _rank(req, params, decay, now, cands, rel, lexical, dense, graph, context, depth)
    full = yield from queries.get_memories([i for i, _, _ in ranked])
    # A memory deleted by another process since its candidate row was read is left out.
    out = [Scored(full[i], score, explain) for i, score, explain in ranked if i in full]
    if params.use_relevance and out:
        # only corrections whose replaced statement the search found: no read on most recalls
        cues = yield from replaced_texts([s.memory.id for s in out if s.memory.id in replacing])
        out = yield from relevance_plan(
            req.text, out, now, params, limit=req.limit, pool=pool, cues=cues, meaning=meaning
        )
    return out[: req.limit]


def _meaning_candidates(
    req: RecallRequest,
    params: RecallParams,
    pool: LexicalPool,
    lexical: Mapping[int, float],
    dense: Mapping[int, float],
    found: dict[int, Candidate],
) -> Plan[tuple[dict[int, float], list[int]]]:
    """The sentence-model cosines (surface.semantic) and the memories they admit beside the
    lexical and vector candidates (their candidate rows read into `found`)."""
    if not (params.use_meaning and params.use_relevance and pool.match):
        return {}, []
    meaning = yield from meaning_plan(req.text, pool.n_docs, [*lexical, *dense])
    extra = admitted(meaning, {*lexical, *dense})
    missing = [i for i in extra if i not in found]
    if missing:
        found.update((yield from queries.get_candidates(missing)))
    return meaning, [i for i in extra if i in found]


def _graph_admitted(
    req: RecallRequest,
    params: RecallParams,
    statuses: Sequence[str],
    cands: dict[int, Candidate],
    rel: dict[int, float],
) -> Plan[dict[int, float]]:
    """The graph's scores from the best candidates; its strongest associations join `cands`
    (and `rel`, at 0). Only the strongest: two hops at S=4 reach hundreds of memories, and
    fetching and ranking them all cost more than the search."""
    seeds = dict(sorted(rel.items(), key=lambda kv: -kv[1])[: params.graph_seeds])
    graph = yield from _graph_scores(seeds, params)
    extra = heapq.nlargest(
        GRAPH_ADMITS * params.graph_seeds,
        (i for i in graph if i not in cands),
        key=lambda i: (graph[i], -i),
    )
    if extra:
        for i, m in (yield from queries.get_candidates(extra)).items():
            if _passes(m, req, statuses):
                cands[i] = m
                rel.setdefault(i, 0.0)
    return graph


def relevance_plan(
    text: str,
    scored: list[Scored],
    now: float,
    params: RecallParams | None = None,
    model: Model | None = None,
    limit: int | None = None,
    pool: LexicalPool | None = None,
    cues: Mapping[int, str] | None = None,
    meaning: Mapping[int, float] | None = None,
) -> Plan[list[Scored]]:
    """Each memory's calibrated probability of relevance (parts["p"]) becomes its score; the
    list is reordered by p + rank_blend x the cognitive score (kept in parts["rank"]), so that use,
    importance and time cues still order memories that are about equally relevant. With
    `limit`, only the best `limit` are returned (their feature values rounded for the
    explanation: rounding all fifty cost as much as computing them). `cues`: more text a memory
    is matched on (the statements it replaced, surface.corrections)."""
    params = params or RecallParams()
    qterms = query_terms(text, expand=params.expand)
    looked_up = searched_terms(qterms)
    phrases = [fts.phrase(q.text, q.prefix) for q in looked_up]
    if pool is not None and pool.df and all(p in pool.df for p in phrases):
        n_docs, dfs = pool.n_docs, [pool.df[p] for p in phrases]  # counted by lexical_plan
    else:
        n_docs, dfs = yield from queries.term_stats(phrases)
    stats = TermStats(n_docs, {q.text: d for q, d in zip(looked_up, dfs, strict=True)})
    model = model or default_model()
    meaning_model = default_meaning_model()
    out = []
    for rank, s in enumerate(scored):
        x = _features_of(s, rank, qterms, stats, now, cues)
        if meaning and s.memory.id in meaning:
            x["meaning"] = meaning[s.memory.id]
            p = meaning_model.probability(x)
        else:
            p = model.probability(x)
        parts = {**s.parts, "rank": round(s.score, 4), "p": round(p, 4), "features": x}
        out.append(Scored(s.memory, p, parts, order=p + params.rank_blend * s.score))
    out.sort(key=lambda s: (-s.sort_key, -s.memory.id))
    if limit is not None:
        out = out[:limit]
    for s in out:
        s.parts["features"] = {k: round(v, 4) for k, v in s.parts["features"].items()}
    return out


def _features_of(
    s: Scored,
    rank: int,
    qterms: Sequence[QueryTerm],
    stats: TermStats,
    now: float,
    cues: Mapping[int, str] | None,
) -> dict[str, float]:
    """The relevance model's features of one ranked memory (surface.relevance.features and
    what the ranking knows of it)."""
    m = s.memory
    x = features(
        qterms,
        stats,
        MemoryText(
            m.title,
            m.content,
            m.tags,
            f"{m.keywords} {cues[m.id]}" if cues and m.id in cues else m.keywords,
            m.layer,
            m.created_at,
            m.pinned,
        ),
        cos=s.parts.get("cos", 0.0),
        fused=s.parts.get("rel", 0.0),
        layer_prior=s.parts.get("layer", 0.0),
        now=now,
    )
    x["score"] = s.score
    x["context"] = float("context_of" in s.parts)
    x["log_rank"] = math.log1p(rank)  # where the cognitive score placed it
    x.update((k, float(s.parts.get(k, 0.0))) for k in RANK_PARTS)
    return x


def _rank(
    req: RecallRequest,
    params: RecallParams,
    decay: DecayParams,
    now: float,
    cands: dict[int, Candidate],
    rel: dict[int, float],
    lexical: dict[int, float],
    dense: dict[int, float],
    graph: dict[int, float],
    context: dict[int, int],
    limit: int,
) -> list[tuple[int, float, dict[str, Any]]]:
    """The top `req.limit` as (id, score, explanation), best first.

    Scored as columns (numpy, the same arithmetic in the same order as one memory at a time,
    so the same scores): a third faster than a loop over a hundred-odd candidates, and the
    explanation dicts are built only for what is returned.
    """
    if not cands:
        return []
    cols = dict(zip(Candidate._fields, zip(*cands.values(), strict=True), strict=True))

    def col(name: str) -> np.ndarray:
        return np.asarray(cols[name], dtype=np.float64)

    ids = np.asarray(cols["id"], dtype=np.int64)
    act = _activation(params, decay, now, col, cols["pinned"], len(ids))
    prior = layer_prior(req.text)
    window = time_window(req.text, now)
    r = np.array([rel.get(i, 0.0) for i in cands], dtype=np.float64)
    g = np.array([graph.get(i, 0.0) for i in cands], dtype=np.float64)
    created = col("created_at")
    in_window = (
        ((window.start <= created) & (created < window.end)).astype(np.float64)
        if window
        else np.zeros(len(ids))
    )
    imp = (col("importance") - 1) / 4
    emo = np.minimum(1.0, col("intensity") + 0.1 * np.maximum(0.0, -col("valence")))
    layer = np.array([prior.get(x, 0.0) for x in cols["layer"]], dtype=np.float64)
    # Importance and emotion scale with relevance: they order memories that match about
    # equally well, but never lift an off-topic memory over a relevant one (relevance
    # dominates and emotion mostly acts on retention: docs/formulas.md §7, §4).
    salience = params.w_imp * imp + params.w_emo * emo + params.w_act * act
    score = (
        params.w_rel * r
        + salience * np.maximum(r, g)
        + params.w_graph * g
        + params.w_layer * layer
        + params.w_time * in_window
    )
    score = np.where(np.isfinite(score), score, 0.0)
    # Neither matched nor associated: ranking features alone never surface a memory.
    keep = np.flatnonzero((r > 0) | (g > 0))
    order = keep[np.lexsort((-ids[keep], -score[keep]))][:limit]
    features = dict(rel=r, act=act, imp=imp, emo=emo, graph=g, layer=layer, time=in_window)
    return _explained(order.tolist(), ids, score, features, lexical, dense, context)


def _activation(
    params: RecallParams,
    decay: DecayParams,
    now: float,
    col: Callable[[str], np.ndarray],
    pinned: Sequence[Any],
    n: int,
) -> np.ndarray:
    """Each candidate's ranking activation (zeros when activation is switched off)."""
    if not params.use_activation:
        return np.zeros(n)
    return ranking_activation_many(
        col("activation_count"),
        col("created_at"),
        col("last_activated"),
        col("intensity"),
        now,
        decay,
        pinned,
    )


def _explained(
    order: list[int],
    ids: np.ndarray,
    score: np.ndarray,
    features: dict[str, np.ndarray],
    lexical: dict[int, float],
    dense: dict[int, float],
    context: dict[int, int],
) -> list[tuple[int, float, dict[str, Any]]]:
    """(id, score, explanation) for the rows returned only: explanations cost more than scores."""
    out = []
    for k in order:
        i = int(ids[k])
        explain = {name: round(float(column[k]), 4) for name, column in features.items()}
        if i in lexical:
            explain["bm25"] = round(lexical[i], 4)
        if i in dense:
            explain["cos"] = round(dense[i], 4)
        if i in context:
            explain["context_of"] = context[i]
        out.append((i, float(score[k]), explain))
    return out
