"""cognimem's public import surface.

    from cognition import open_memory
    async with open_memory(".") as mem:
        await mem.remember("deploys go through make ship", layer="fact", importance=4)
        hits = await mem.recall("how do we deploy")

Names are loaded lazily (PEP 562) so that a hook importing one small module of this package
does not pay for the whole API.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "__version__": "cognition.version",
    "open_memory": "cognition.api",
    "MemorySystem": "cognition.api",
    "RememberResult": "cognition.api",
    "Hit": "cognition.api",
    "Page": "cognition.api",
    "Settings": "cognition.config",
    "Memory": "layers.records",
    "Edge": "layers.records",
    "Event": "layers.records",
    "LAYERS": "layers.records",
    "EDGE_TYPES": "layers.records",
    "CognimemError": "layers.errors",
    "InvalidInput": "layers.errors",
    "NotFound": "layers.errors",
    "StoreError": "layers.errors",
    "EmbedderMismatch": "cognition.api",
    # The forgetting model, for notebooks and tuning: pure functions of explicit parameters.
    "DecayParams": "decay.params",
    "DAY": "decay.activation",
    "base_level": "decay.activation",
    "recall_probability_many": "decay.activation",
    "assess_one": "decay.rules",
    "assess_many": "decay.rules",
    "ChainStep": "cognition.graph.decisions",
    "Anchor": "layers.graph_queries",
    "StaleReport": "surface.anchors",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'cognition' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__
