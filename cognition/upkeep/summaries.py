"""Consolidation summaries: the one fact a cluster of experiences becomes, written by the
configured LLM or, without one, from the sentences closest to the cluster's centroid."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np

from cognition.config import Settings
from cognition.upkeep.llm import LLM, LLMUnavailable, make_llm
from layers.records import Memory, normalise_text
from surface.embedders import HashEmbedder
from surface.timetext import iso

SUMMARY_CHARS = 400
SUMMARY_SENTENCES = 2
# Two sentences this close say the same thing (hash embedder: paraphrases score ~0.5-0.7).
NEAR_DUP_COS = 0.6
LLM_ITEM_CHARS = 600
LLM_PROMPT_CHARS = 12_000
SYSTEM = (
    "You consolidate a coding assistant's episodic notes into durable semantic memory. "
    "Answer with the fact only."
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")


def _text(m: Memory) -> str:
    return f"{m.title}. {m.content}" if m.title else m.content


def _sentences(text: str) -> list[str]:
    return [s for s in (normalise_text(p) for p in _SENTENCE.split(text)) if len(s) >= 3]


def _cap(text: str, limit: int) -> str:
    text = normalise_text(text)
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0]
    return (cut or text[: limit - 1]) + "…"


def deterministic_summary(
    members: Sequence[Memory],
    X: np.ndarray,
    embedder: HashEmbedder,
    limit: int = SUMMARY_CHARS,
    max_sentences: int = SUMMARY_SENTENCES,
) -> str:
    """The sentences closest to the cluster centroid, near-duplicates dropped, length capped."""
    sents = [s for m in members for s in _sentences(m.content)] or [
        normalise_text(members[0].content)
    ]
    V = embedder.embed(sents)
    centroid = X.mean(axis=0)
    norm = float(np.linalg.norm(centroid))
    scores = V @ (centroid / norm) if norm > 0 else np.zeros(len(sents))
    order = sorted(range(len(sents)), key=lambda k: (-round(float(scores[k]), 6), k))
    picked: list[int] = []
    seen: set[str] = set()
    used = 0
    for k in order:
        key = sents[k].casefold()
        if key in seen or any(float(V[k] @ V[j]) >= NEAR_DUP_COS for j in picked):
            continue
        seen.add(key)
        if picked and used + 1 + len(sents[k]) > limit:
            continue
        picked.append(k)
        used += len(sents[k]) + (1 if used else 0)
        if len(picked) >= max_sentences:
            break
    return _cap(" ".join(sents[k] for k in picked), limit)


def llm_prompt(members: Sequence[Memory]) -> str:
    head = (
        f"Here are {len(members)} related experiences a coding assistant recorded in one "
        "software project. Write the durable fact or lesson they share as 1-3 plain "
        f"sentences (at most {SUMMARY_CHARS} characters). Keep concrete names: files, "
        "commands, errors, versions. No preamble, no list, no quotes.\n"
    )
    lines, size = [], len(head)
    for k, m in enumerate(members, 1):
        line = f"{k}. [{(iso(m.created_at) or '')[:10]}] {_cap(_text(m), LLM_ITEM_CHARS)}"
        if size + len(line) > LLM_PROMPT_CHARS:
            lines.append(f"({len(members) - k + 1} more omitted)")
            break
        lines.append(line)
        size += len(line) + 1
    return head + "\n" + "\n".join(lines)


class Summarizer:
    """The configured LLM, falling back to the deterministic summary with one warning."""

    def __init__(
        self,
        settings: Settings,
        embedder: HashEmbedder,
        warn: Callable[[str], None],
        llm: LLM | None | str = "settings",
    ) -> None:
        self.embedder, self.warn, self.warned = embedder, warn, False
        self.limit = min(SUMMARY_CHARS * 3, settings.write.max_content_chars)
        self.llm: LLM | None = None
        if llm != "settings":
            self.llm = llm  # type: ignore[assignment]
            return
        try:
            self.llm = make_llm(settings.llm)
        except LLMUnavailable as exc:
            self._degrade(exc)

    def _degrade(self, exc: Exception) -> None:
        # One warning per run: after a failure every later cluster goes deterministic too,
        # instead of waiting out one timeout each.
        self.llm = None
        if not self.warned:
            self.warned = True
            self.warn(f"{exc}; using deterministic summaries instead")

    def __call__(self, members: Sequence[Memory], X: np.ndarray) -> tuple[str, str]:
        if self.llm is not None:
            try:
                text = self.llm.complete(llm_prompt(members), system=SYSTEM, max_tokens=300)
                text = _cap(text.strip().strip('"').strip(), self.limit)
                if text:
                    return text, self.llm.name
            except LLMUnavailable as exc:
                self._degrade(exc)
        return deterministic_summary(members, X, self.embedder), "deterministic"
