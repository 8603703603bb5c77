"""Tunable parameters of recall and of the auto-surface hook (defaults and why: docs/formulas.md §7)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RecallParams:
    """How candidates are found, fused and ranked."""

    fusion: str = "convex"  # "convex" (default) or "rrf" (for comparison; it lost on LoCoMo)
    # Weight of the vector score in the convex blend (1 - alpha goes to BM25). On the LoCoMo
    # dev split 0.3 was best for both the hash embedder (of 0.2-0.5) and MiniLM (of 0.3-0.7,
    # with min-max-normalised cosines): BM25 stays the backbone, vectors fill its gaps.
    alpha: float = 0.3
    rrf_k: int = 60
    candidates: int = 50  # per retriever
    # prefix-match short query terms (3-5 characters, likely abbreviations) in FTS5
    prefix: bool = True
    # also search a query word's alternatives (surface.synonyms): irregular forms, synonyms
    expand: bool = True
    w_rel: float = 0.50
    w_act: float = 0.05  # started at 0.15; docs/benchmarks.md says why lower
    w_imp: float = 0.12
    w_emo: float = 0.05
    w_graph: float = 0.05
    w_layer: float = 0.08
    w_time: float = 0.10  # memories inside a time window the query names ("last week")
    graph_seeds: int = 10
    graph_hops: int = 2
    graph_lambda: float = 0.5
    # ACT-R S in max(0, S - ln fan) / S; 2.0 switched spreading off at fan 7
    graph_strength: float = 4.0
    session_neighbours: int = 1  # pull in this many turns either side of a top episodic hit
    global_penalty: float = 0.05  # project results first: global hits lose this much score
    reinforce_top: int = 3  # recall(reinforce=True) credits this many top hits as used
    # A hit needs at least this calibrated probability to count as relevant (recall marks the
    # rest low-confidence); 0 means the threshold fitted with the model.
    min_probability: float = 0.0
    feedback_keep: float = 0.5  # share of activation a memory keeps after "wrong"/"outdated"
    context_factor: float = 0.6  # a session neighbour inherits this share of its hit's relevance
    context_seeds: int = 5  # how many top episodic hits bring their neighbours
    # The calibrated relevance model (surface.relevance) reorders this many of the best by the
    # cognitive score, and its probability becomes the score.
    rerank_depth: int = 50
    rank_blend: float = 0.5  # order by p + rank_blend x the cognitive score
    # Components, switchable for the ablation table of benchmarks/eval_locomo.py.
    use_vectors: bool = True
    use_activation: bool = True
    use_graph: bool = True
    use_context: bool = True
    use_relevance: bool = True
    use_meaning: bool = True  # sentence-model cosines where a store has them (surface.semantic)


@dataclass(frozen=True, slots=True)
class HookParams:
    """Budgets of the UserPromptSubmit auto-surface hook (hard ceilings)."""

    top_k: int = 5
    # A surfaced memory needs at least this calibrated probability of relevance
    # (surface.relevance); 0 means the threshold fitted with the model.
    min_probability: float = 0.0
    per_item_chars: int = 500
    total_chars: int = 2000
    time_budget_ms: int = 800
    briefing_chars: int = 3000
    dedup_jaccard: float = 0.8
