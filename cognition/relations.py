"""Relations, decision chains, validity windows and code anchors (filled in by the graph work)."""

from __future__ import annotations


class RelationsMixin:
    """Methods of MemorySystem that deal with links between memories."""
