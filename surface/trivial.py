"""Prompts that carry no topic to recall on ("ok", "continue", "👍").

Its own module, stdlib only: the prompt hook asks this first, before anything else is
imported, and most of what surface.context holds is needed only once there is a note to show.
"""

from __future__ import annotations

import re

_WORDS = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
_TRIVIAL_WORDS = frozenset(
    """ok okay okey k kk y ya yes yep yeah yup sure no n nope continue cont go on ahead proceed
    next thanks thank you thx ty tysm lgtm cool nice great good perfect done fine right alright
    please pls plz sounds got it do keep going carry""".split()
)


def is_trivial_prompt(text: str) -> bool:
    """True for prompts that carry no topic to recall on ("ok", "continue", "👍", "")."""
    words = _WORDS.findall((text or "").casefold())
    if not words:
        return len((text or "").strip()) <= 8  # empty, "…", "!!", a single emoji or two
    return len(words) <= 4 and all(w in _TRIVIAL_WORDS for w in words)
