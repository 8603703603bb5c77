"""Consolidation: groups of related, aging, minor experiences become one fact (episodic -> semantic).

Candidates are active, unpinned experiences with importance <= consolidate_max_importance whose
last activation is at least consolidate_min_age_days old (docs/formulas.md §10).
They are grouped by average-linkage agglomerative clustering of their hash-embedder vectors
(cosine) joined with the connected components of their `related` edges; each group of at
least consolidate_min_cluster becomes one `fact` (source 'consolidation') linked `summarizes`
to every source, and the sources are archived with a 'consolidated' event. Nothing is lost:
`undo` restores the sources exactly and removes the summary.

scikit-learn and networkx are imported inside the functions that use them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from cognition.config import Settings
from cognition.upkeep.llm import LLM
from cognition.upkeep.summaries import (
    SUMMARY_CHARS,
    Summarizer,
    _text,
    deterministic_summary,
    llm_prompt,
)
from decay.activation import DAY
from layers import consolidate_queries as cq
from layers import queries
from layers.errors import InvalidInput, NotFound
from layers.plan import Connection, Plan, run
from layers.records import Edge, Memory, content_hash
from surface.dedup import file_keys
from surface.embedders import HashEmbedder, from_blob, to_blob

log = logging.getLogger("cognimem")

CLUSTER_COS = (
    0.45  # mean cosine inside a cluster (hash embedder: paraphrases ~0.5-0.7, unrelated < 0.25)
)
MAX_AGGLOMERATIVE = 3_000  # above this, O(n^2) linkage gets heavy: use a sparse k-NN graph
K_SPARSE = 10


@dataclass(slots=True)
class Cluster:
    members: list[Memory]
    title: str
    summary: str
    backend: str  # deterministic | fake | anthropic | claude-cli
    fact_id: int | None = None  # set once written
    archived: list[int] = field(default_factory=list)

    @property
    def importance(self) -> int:
        return max(m.importance for m in self.members)

    @property
    def intensity(self) -> float:
        return max(m.intensity for m in self.members)

    def to_dict(self) -> dict[str, Any]:
        return {
            "members": [m.ref for m in self.members],
            "title": self.title,
            "summary": self.summary,
            "backend": self.backend,
            "importance": self.importance,
            "intensity": self.intensity,
            "fact": None if self.fact_id is None else _ref(self.fact_id, self.members[0].scope),
            "archived": [_ref(i, self.members[0].scope) for i in self.archived],
        }


@dataclass(slots=True)
class ConsolidationReport:
    candidates: int
    clusters: list[Cluster]
    dry_run: bool
    now: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "candidates": self.candidates,
            "dry_run": self.dry_run,
            "clusters": [c.to_dict() for c in self.clusters],
        }


@dataclass(slots=True)
class UndoReport:
    fact_id: int
    restored: list[int]
    fact_action: str  # deleted | archived

    def to_dict(self) -> dict[str, Any]:
        return {"fact": self.fact_id, "restored": self.restored, "fact_action": self.fact_action}


def _ref(memory_id: int, scope: str) -> str:
    return f"g{memory_id}" if scope == "global" else str(memory_id)


# -- reading ------------------------------------------------------------------------------


def candidates_plan(now: float, max_importance: int, min_age_days: float) -> Plan[list[Memory]]:
    return (yield from cq.candidates(max_importance, now - float(min_age_days) * DAY))


def member_vectors(
    members: Sequence[Memory], stored: dict[int, bytes], embedder: HashEmbedder
) -> np.ndarray:
    """Unit rows: the stored vector when there is one, else the text embedded now."""
    out = np.zeros((len(members), embedder.dim), dtype=np.float32)
    missing = [k for k, m in enumerate(members) if m.id not in stored]
    for k, m in enumerate(members):
        if m.id in stored:
            out[k] = from_blob(stored[m.id], embedder.dim)
    if missing:
        out[missing] = embedder.embed([_text(members[k]) for k in missing])
    return out


# -- grouping -----------------------------------------------------------------------------


def _vector_pairs(X: np.ndarray, cluster_cos: float) -> list[tuple[int, int]]:
    """Index pairs that belong together by their vectors."""
    ok = np.flatnonzero(np.linalg.norm(X, axis=1) > 0)  # a zero row has no direction
    if len(ok) < 2:
        return []
    if len(ok) <= MAX_AGGLOMERATIVE:
        from sklearn.cluster import AgglomerativeClustering

        labels = (
            AgglomerativeClustering(
                n_clusters=None,
                metric="cosine",
                linkage="average",
                distance_threshold=1.0 - cluster_cos,
            )
            .fit(X[ok])
            .labels_
        )
        first: dict[int, int] = {}
        pairs = []
        for k, label in zip(ok.tolist(), labels.tolist(), strict=True):
            if label in first:
                pairs.append((first[label], k))
            else:
                first[label] = k
        return pairs
    # Large inputs: single linkage over each row's K_SPARSE most similar rows above the
    # threshold, in row blocks: memory and edges stay O(n * K_SPARSE) even when every memory
    # looks like every other, and the strongest links (not any links) carry the grouping.
    pairs = []
    Y = X[ok]
    k = min(K_SPARSE, len(Y) - 1)
    for start in range(0, len(Y), 1024):
        sims = Y[start : start + 1024] @ Y.T
        rows = np.arange(sims.shape[0])
        sims[rows, rows + start] = -np.inf  # not its own neighbour
        hit = sims >= cluster_cos
        if (hit.sum(axis=1) > k).any():  # some row has too many: keep its k nearest
            top = np.argpartition(sims, -k, axis=1)[:, -k:]
            hit = np.zeros_like(hit)
            np.put_along_axis(hit, top, True, axis=1)
            hit &= sims >= cluster_cos
        r, c = np.nonzero(hit)
        pairs.extend(zip(ok[r + start].tolist(), ok[c].tolist(), strict=True))
    return pairs


def group(
    members: Sequence[Memory],
    X: np.ndarray,
    related: Sequence[tuple[int, int]],
    cluster_cos: float,
    min_cluster: int,
) -> list[list[int]]:
    """Groups (as indices into members) of at least min_cluster, ordered by first member."""
    import networkx as nx

    g: nx.Graph[int] = nx.Graph()
    g.add_nodes_from(range(len(members)))
    g.add_edges_from(_vector_pairs(X, cluster_cos))
    index = {m.id: k for k, m in enumerate(members)}
    g.add_edges_from((index[a], index[b]) for a, b in related if a in index and b in index)
    groups = [sorted(c) for c in nx.connected_components(g) if len(c) >= min_cluster]
    return sorted(groups)


# -- writing ------------------------------------------------------------------------------


def _fact(cluster: Cluster, keep: list[Memory], now: float, max_tags: int) -> Memory:
    # The fact inherits its sources' history: first creation, all their presentations. It is
    # itself a rehearsal, so its grace window starts now (like a restore).
    tags = list(dict.fromkeys(t for m in keep for t in m.tags))[:max_tags]
    return Memory(
        id=0,
        layer="fact",
        title=cluster.title,
        content=cluster.summary,
        tags=tags,
        importance=max(m.importance for m in keep),
        valence=float(np.mean([m.valence for m in keep])),
        intensity=max(m.intensity for m in keep),
        pinned=False,
        status="active",
        created_at=min(m.created_at for m in keep),
        last_activated=now,
        activation_count=float(sum(m.activation_count for m in keep)),
        unused_count=0,
        valid_from=min(m.valid_from or m.created_at for m in keep),
        valid_to=None,
        superseded_by=None,
        source="consolidation",
        session_id=None,
        scope=keep[0].scope,
        content_hash=content_hash("fact", cluster.summary),
        keywords="",
        extra={"consolidated_from": [m.id for m in keep], "summary_backend": cluster.backend},
        updated_at=now,
    )


def _write_plan(
    cluster: Cluster,
    now: float,
    min_cluster: int,
    max_tags: int,
    vector: tuple[str, int, bytes] | None,
) -> Plan[tuple[int, list[int]] | None]:
    # Inside the write transaction: a source used, pinned or archived since the read is no
    # longer a candidate; if too few remain, the cluster is skipped.
    read = {m.id: m for m in cluster.members}
    rows = yield from cq.memories_by_id(sorted(read))
    keep = [
        m
        for m in rows
        if m.status == "active" and not m.pinned and m.last_activated == read[m.id].last_activated
    ]
    if len(keep) < min_cluster:
        return None
    ids = [m.id for m in keep]
    fact = _fact(cluster, keep, now, max_tags)
    fact_id = yield from queries.insert_memory(fact)
    yield from file_keys(fact_id, fact.layer, fact.content)
    yield from queries.add_event(
        fact_id, "created", now, None, {"source": "consolidation", "from": ids}
    )
    for i in ids:
        yield from queries.upsert_edge(Edge(fact_id, i, "summarizes", 1.0, now))
    yield from cq.archive_active(ids)
    yield from queries.add_events((i, "consolidated", now, None, {"into": fact_id}) for i in ids)
    if vector is not None:
        yield from queries.upsert_vectors([(fact_id, *vector)])
    return fact_id, ids


def consolidate(
    conn: Connection,
    now: float,
    settings: Settings,
    *,
    dry_run: bool,
    warn: Callable[[str], None] = log.warning,
    llm: LLM | None | str = "settings",
    cluster_cos: float | None = None,
) -> ConsolidationReport:
    """Find clusters and (unless dry_run) write one summary fact per cluster."""
    mp = settings.maintenance
    cos = (
        cluster_cos
        if cluster_cos is not None
        else getattr(mp, "consolidate_cluster_cos", CLUSTER_COS)
    )
    min_cluster = max(2, int(mp.consolidate_min_cluster))
    members = run(
        conn, candidates_plan(now, mp.consolidate_max_importance, mp.consolidate_min_age_days)
    )
    report = ConsolidationReport(len(members), [], dry_run, now)
    if len(members) < min_cluster:
        return report
    embedder = HashEmbedder(settings.embedder.dim)
    stored, related = run(
        conn, cq.vectors_and_related([m.id for m in members], embedder.id, embedder.dim)
    )
    X = member_vectors(members, stored, embedder)
    summarize = Summarizer(settings, embedder, warn, llm)
    for idx in group(members, X, related, cos, min_cluster):
        chosen = [members[k] for k in idx]
        summary, backend = summarize(chosen, X[idx])
        cluster = Cluster(chosen, f"Consolidated from {len(chosen)} experiences", summary, backend)
        report.clusters.append(cluster)
        if dry_run:
            continue
        vec = None
        if any(m.id in stored for m in chosen):  # this store keeps hash vectors: keep it complete
            vec = (
                embedder.id,
                embedder.dim,
                to_blob(embedder.embed([f"{cluster.title}. {summary}"])[0]),
            )
        done = run(
            conn, _write_plan(cluster, now, min_cluster, settings.write.max_tags, vec), write=True
        )
        if done is not None:
            cluster.fact_id, cluster.archived = done
    return report


# -- undo ---------------------------------------------------------------------------------


def _undo_plan(fact_id: int, now: float) -> Plan[UndoReport]:
    sources = yield from cq.summarized_sources(fact_id)
    restored = yield from cq.archived_among(sources)
    # Exactly the state before consolidation: status back, last_activated untouched.
    yield from cq.reactivate_archived(restored)
    yield from queries.add_events(
        (i, "restored", now, None, {"undo_consolidation": fact_id}) for i in restored
    )
    fact = yield from queries.get_existing_memory(fact_id)
    touched = yield from cq.summary_touched(fact_id)
    if touched or fact.pinned:
        # Someone used or edited the summary since: keep it, out of the way.
        if fact.status == "active":
            yield from queries.update_memory(fact_id, {"status": "archived", "updated_at": now})
            yield from queries.add_event(
                fact_id, "archived", now, detail={"reason": "consolidation undone"}
            )
        return UndoReport(fact_id, restored, "archived")
    yield from queries.delete_memory(fact_id)
    return UndoReport(fact_id, restored, "deleted")


def undo(conn: Connection, fact_id: int, now: float, label: str | None = None) -> UndoReport:
    """Restore every source of a consolidation and remove (or archive) its summary fact."""
    label = label or str(fact_id)
    fact = run(conn, queries.get_memory(fact_id))
    if fact is None:
        raise NotFound(f"no memory #{label}")
    if fact.source != "consolidation" or fact.layer != "fact":
        raise InvalidInput(
            f"#{label} is not a consolidation summary (source {fact.source!r}); "
            "`cognimem consolidate --undo` takes the id of a fact it created"
        )
    return run(conn, _undo_plan(fact_id, now), write=True)


__all__ = [
    "CLUSTER_COS",
    "SUMMARY_CHARS",
    "Cluster",
    "ConsolidationReport",
    "Summarizer",
    "UndoReport",
    "consolidate",
    "deterministic_summary",
    "group",
    "llm_prompt",
    "member_vectors",
    "undo",
]
