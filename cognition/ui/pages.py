"""The memory browser's pages, one module each, rendered from what cognition.ui.data read."""

from cognition.ui.decisions_page import chains_page
from cognition.ui.forecast_page import forecast_page
from cognition.ui.memories_page import memories_page
from cognition.ui.memory_page import memory_page
from cognition.ui.page_parts import error_page, layout, notice

__all__ = [
    "chains_page",
    "error_page",
    "forecast_page",
    "layout",
    "memories_page",
    "memory_page",
    "notice",
]
