"""The initializers (weights) of an ONNX file, read without the onnx package.

An ONNX model is a protocol buffer: ModelProto.graph (field 7) holds GraphProto.initializer
(field 5), each a TensorProto with its dims (1), data type (2), name (8) and bytes (raw_data,
9). Only those fields are read, as numpy arrays over the file's bytes (nothing is copied); a
tensor stored another way is skipped, and one missing is an error of the caller's.
"""

from __future__ import annotations

import mmap
from pathlib import Path

import numpy as np

_DTYPES = {1: np.float32, 3: np.int8, 6: np.int32, 7: np.int64, 2: np.uint8}


def _varint(buf: memoryview, i: int) -> tuple[int, int]:
    out = shift = 0
    while True:
        b = buf[i]
        i += 1
        out |= (b & 0x7F) << shift
        if b < 0x80:
            return out, i
        shift += 7


def _fields(buf: memoryview) -> list[tuple[int, int, object]]:
    """(field number, wire type, value): an int for varints, a memoryview for bytes."""
    out: list[tuple[int, int, object]] = []
    i, n = 0, len(buf)
    while i < n:
        key, i = _varint(buf, i)
        field, wire = key >> 3, key & 7
        if wire == 0:
            value, i = _varint(buf, i)
            out.append((field, wire, value))
        elif wire == 2:
            size, i = _varint(buf, i)
            out.append((field, wire, buf[i : i + size]))
            i += size
        elif wire == 5:
            out.append((field, wire, bytes(buf[i : i + 4])))
            i += 4
        elif wire == 1:
            out.append((field, wire, bytes(buf[i : i + 8])))
            i += 8
        else:
            raise ValueError(f"unsupported protobuf wire type {wire}")
    return out


def _tensor(buf: memoryview) -> tuple[str, np.ndarray] | None:
    dims: list[int] = []
    dtype = 0
    name = ""
    raw: memoryview | None = None
    for field, wire, value in _fields(buf):
        if field == 1 and wire == 0:
            dims.append(int(value))  # type: ignore[call-overload]
        elif field == 1 and wire == 2:  # packed dims
            assert isinstance(value, memoryview)
            j = 0
            while j < len(value):
                d, j = _varint(value, j)
                dims.append(d)
        elif field == 2:
            dtype = int(value)  # type: ignore[call-overload]
        elif field == 8:
            assert isinstance(value, memoryview)
            name = bytes(value).decode("utf-8")
        elif field == 9:
            assert isinstance(value, memoryview)
            raw = value
    if raw is None or dtype not in _DTYPES:
        return None
    arr = np.frombuffer(raw, dtype=_DTYPES[dtype])
    return name, arr.reshape(dims) if dims else arr.reshape(())


def initializers(path: Path) -> dict[str, np.ndarray]:
    """Every initializer stored as raw bytes, by name (read-only arrays over the file)."""
    with path.open("rb") as f:
        data = memoryview(mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ))
    graphs = [v for f, w, v in _fields(data) if f == 7 and w == 2]
    if not graphs:
        raise ValueError(f"{path}: no graph")
    graph = graphs[0]
    assert isinstance(graph, memoryview)
    out: dict[str, np.ndarray] = {}
    for field, wire, value in _fields(graph):
        if field == 5 and wire == 2:
            assert isinstance(value, memoryview)
            found = _tensor(value)
            if found is not None:
                out[found[0]] = found[1]
    return out
