"""A recall's cognitive ranking score taken apart term by term, from the explain data
`recall --explain` prints.

surface.recall ranks by  w_rel*rel + (w_imp*imp + w_emo*emo + w_act*act) * max(rel, graph)
+ w_graph*graph + w_layer*layer + w_time*time (explain's `rank`), minus the global store's
penalty; the hit's score is the calibrated probability of relevance (explain's `p`), shown
beside it. The terms add up to the ranking score; `unexplained` is what they miss (0 unless
that formula moves).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Term:
    name: str
    value: float  # the part as `recall --explain` reports it
    weight: float  # its weight in the score (times max(rel, graph) for the salience terms)
    contribution: float
    meaning: str


@dataclass(frozen=True, slots=True)
class Explanation:
    terms: list[Term]
    score: float
    details: dict[str, Any]  # bm25, cos, context_of: how rel was made

    @property
    def total(self) -> float:
        return sum(t.contribution for t in self.terms)

    @property
    def unexplained(self) -> float:
        return self.score - self.total


_DETAILS = ("p", "bm25", "cos", "context_of")  # the score parts shown as they are


def explain(parts: dict[str, Any], score: float, recall_params: Any) -> Explanation:
    p = recall_params
    get = lambda key: float(parts.get(key, 0.0) or 0.0)  # noqa: E731
    rel, graph = get("rel"), get("graph")
    scale = max(rel, graph)
    terms = [
        Term(
            "relevance", rel, p.w_rel, p.w_rel * rel, "how well the text matches (BM25 and vectors)"
        ),
        Term(
            "activation",
            get("act"),
            p.w_act * scale,
            p.w_act * get("act") * scale,
            "ACT-R P(recall): recent and frequent use, scaled by relevance",
        ),
        Term(
            "importance",
            get("imp"),
            p.w_imp * scale,
            p.w_imp * get("imp") * scale,
            "(importance - 1) / 4, scaled by relevance",
        ),
        Term(
            "emotion",
            get("emo"),
            p.w_emo * scale,
            p.w_emo * get("emo") * scale,
            "intensity plus a little for negative valence, scaled by relevance",
        ),
        Term("graph", graph, p.w_graph, p.w_graph * graph, "linked to the best hits (spreading)"),
        Term(
            "layer",
            get("layer"),
            p.w_layer,
            p.w_layer * get("layer"),
            "the question's wording suggests this layer",
        ),
        Term(
            "time",
            get("time"),
            p.w_time,
            p.w_time * get("time"),
            "inside a period the question names",
        ),
    ]
    if "scope_penalty" in parts:
        terms.append(
            Term(
                "global store",
                get("scope_penalty"),
                -1.0,
                -get("scope_penalty"),
                "project memories rank before global ones",
            )
        )
    details: dict[str, Any] = {k: parts[k] for k in _DETAILS if k in parts}
    ranked = float(parts["rank"]) - get("scope_penalty") if "rank" in parts else float(score)
    return Explanation(terms, ranked, details)
