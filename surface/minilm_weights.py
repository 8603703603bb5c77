"""The sentence model's weights as surface.minilm uses them, and their cache between processes.

From the ONNX file (surface.onnx_weights): the int8 matrices scaled to float32 per output
channel, query/key/value set side by side, and the vocabulary. Scaling (~45 ms), parsing the
file (~7 ms) and building the vocabulary's dict (~12 ms) would be paid by every prompt hook;
so the result is kept in a folder of the user's cache, made for one model file (its size and
mtime in the name): the arrays as .npy files mapped by the next process, the vocabulary as a
marshal dump. A damaged or partial folder is never read (its index is written last, and the
folder is renamed into place whole); it is made again.
"""

from __future__ import annotations

import contextlib
import json
import marshal
import os
from pathlib import Path

import numpy as np

from surface.onnx_weights import initializers
from surface.wordpiece import read_vocab

Weights = dict[str, np.ndarray]
_EMB = "inner.embeddings."
_FORMAT = "v3"


def from_onnx(model: Path) -> Weights:
    """Every array the forward pass reads, computed from the ONNX file."""
    t = initializers(model)
    # The export names each layer's six matrices by graph value, in the order the layer uses
    # them: query, key, value, attention output, intermediate, output.
    mats = sorted(
        (k[:-2] for k in t if k.startswith("val_") and k.endswith("_q")),
        key=lambda k: int(k.split("_")[1]),
    )
    if len(mats) != 36:
        raise ValueError(f"{model}: expected 36 weight matrices, found {len(mats)}")
    w: Weights = {
        "words_q": t[_EMB + "word_embeddings.weight_q"],
        "words_scale": t[_EMB + "word_embeddings.weight_scale"],
        "type0": t[_EMB + "token_type_embeddings.weight"][0],
        "ln0_w": t[_EMB + "LayerNorm.weight"],
        "ln0_b": t[_EMB + "LayerNorm.bias"],
        "positions": _scaled(t, _EMB + "position_embeddings.weight"),
    }
    for i in range(6):
        m = mats[6 * i : 6 * i + 6]
        p = f"inner.encoder.layer.{i}."
        att = p + "attention."
        w[f"{i}.qkv_w"] = np.concatenate([_scaled(t, n) for n in m[:3]], 1)
        w[f"{i}.qkv_b"] = np.concatenate(
            [t[f"{att}self.{k}.bias"] for k in ("query", "key", "value")]
        )
        w[f"{i}.out_w"], w[f"{i}.out_b"] = _scaled(t, m[3]), t[f"{att}output.dense.bias"]
        w[f"{i}.ln1_w"] = t[f"{att}output.LayerNorm.weight"]
        w[f"{i}.ln1_b"] = t[f"{att}output.LayerNorm.bias"]
        w[f"{i}.up_w"], w[f"{i}.up_b"] = _scaled(t, m[4]), t[f"{p}intermediate.dense.bias"]
        w[f"{i}.down_w"], w[f"{i}.down_b"] = _scaled(t, m[5]), t[f"{p}output.dense.bias"]
        w[f"{i}.ln2_w"] = t[f"{p}output.LayerNorm.weight"]
        w[f"{i}.ln2_b"] = t[f"{p}output.LayerNorm.bias"]
    return w


def _scaled(t: Weights, name: str) -> np.ndarray:
    """An int8 matrix times its per-channel scale, in float32."""
    out: np.ndarray = (t[name + "_q"].astype(np.float32) * t[name + "_scale"]).astype(np.float32)
    return out


def load(model: Path, vocab: Path, cache: Path | None) -> tuple[Weights, dict[str, int]]:
    """The weights and the vocabulary: from `cache` if it holds them for this model file,
    else computed (and, with `cache`, kept there for the next process)."""
    folder = None
    if cache is not None:
        st = model.stat()
        folder = cache / f"minilm-int8-{st.st_size}-{int(st.st_mtime)}-{_FORMAT}"
        found = _read(folder)
        if found is not None:
            return found
        if folder.exists():  # damaged or partial: made again below
            import shutil

            shutil.rmtree(folder, ignore_errors=True)
    weights, words = from_onnx(model), read_vocab(vocab)
    if folder is not None:
        _write(folder, weights, words)
    return weights, words


def _read(folder: Path) -> tuple[Weights, dict[str, int]] | None:
    try:
        index = json.loads((folder / "index.json").read_text())
        floats = np.load(folder / "floats.npy", mmap_mode="r")
        words_q = np.load(folder / "words.npy", mmap_mode="r")
        vocab = marshal.loads((folder / "vocab.marshal").read_bytes())
        w: Weights = {"words_q": words_q}
        for name, (at, shape) in index.items():
            w[name] = floats[at : at + int(np.prod(shape))].reshape(shape)
    except (OSError, ValueError, EOFError, TypeError, KeyError):
        return None
    ok = isinstance(vocab, dict) and words_q.dtype == np.int8 and floats.dtype == np.float32
    return (w, vocab) if ok else None


def _write(folder: Path, weights: Weights, vocab: dict[str, int]) -> None:
    """Made in a temporary folder beside it and renamed into place; a failure costs only
    speed (the next process computes again)."""
    import shutil
    import tempfile

    tmp = None
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(dir=folder.parent, prefix=".minilm-"))
        names = [n for n in weights if n != "words_q"]
        index, at = {}, 0
        for n in names:
            index[n] = (at, list(weights[n].shape))
            at += weights[n].size
        np.save(tmp / "floats.npy", np.concatenate([weights[n].ravel() for n in names]))
        np.save(tmp / "words.npy", np.ascontiguousarray(weights["words_q"]))
        (tmp / "vocab.marshal").write_bytes(marshal.dumps(vocab))
        (tmp / "index.json").write_text(json.dumps(index))
        os.replace(tmp, folder)
        tmp = None
    except OSError:
        pass  # another process put it there first, or the cache cannot be written
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                shutil.rmtree(tmp)
