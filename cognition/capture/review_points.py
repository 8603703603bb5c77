"""Which point of the assistant's numbered review each sentence of the user's answer speaks to.

"1 no - subs and all money are integer pence ... who pays the concession rate is nobody's
business but the treasurer's, so rate and owing never show on the profile ... schema changes
only ever go through drizzle-kit generate ...", answering a review of "1. Amount as REAL",
"2. Member profile" and "3. Missing index": three answers to three points, three memories, though
no list marks them apart in the user's words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from cognition.capture.meta_talk import _informative
from cognition.capture.options_taken import listed, reviews

REVIEW_ITEMS = 2000  # item numbers past any list's own and past one_go's sentence items
# "1 no - ...", "2: fine", "re 3, ...", "#4 yes": the point answered, named by its number
_NAMED = re.compile(r"^\s*(?:re\s+|#|point\s+)?([1-9])(?:\s*[.):,-]|\s+(?=[a-z]))", re.IGNORECASE)
_SHARED = 2  # words a sentence shares with the one point it speaks to, at least
# "4 is fine, add a confirm dialog.", "3 is a nice to have, not blocking.": a verdict on a point
_VERDICT = re.compile(
    r"^\s*(?:re\s+|#|point\s+)?[1-9](?:\s+is|'s)\s+(?:fine|ok(?:ay)?|good|great|optional"
    r"|(?:a\s+)?nice[\s-]to[\s-]have|not\s+blocking|not\s+needed|can\s+wait)\b",
    re.IGNORECASE,
)


_YET = re.compile(r"\b(?:but|though|however|fyi|btw)\b", re.IGNORECASE)  # "3 is fine but ..."


def verdict(sentence: str) -> bool:
    """The sentence passes a verdict on a point of the review by its number and says nothing
    more of it: no lesson."""
    return _VERDICT.match(sentence) is not None and _YET.search(sentence) is None


def answered_points(said: Sequence[str], items: Sequence[int], reply: str) -> list[int]:
    """The list item of each sentence, as `items` gives it; a sentence in no list of the user's
    that answers one of `reply`'s review points gets that point's item (REVIEW_ITEMS + its
    place), so two sentences answering two points never join."""
    points = listed(reply) if reviews(reply) else {}
    if len(points) < 2:
        return list(items)
    words = [_informative(p) for p in points.values()]
    keys = list(points)
    out = []
    for sentence, item in zip(said, items, strict=True):
        at = _point(sentence, keys, words) if item < 0 else None
        out.append(item if at is None else REVIEW_ITEMS + at)
    return out


def _point(sentence: str, keys: list[str], words: list[frozenset[str]]) -> int | None:
    """The place of the point `sentence` answers: named by its number, or the one point it
    shares the most words with (at least `_SHARED`, and more than with any other)."""
    named = _NAMED.match(sentence)
    if named and named.group(1) in keys:
        return keys.index(named.group(1))
    own = _informative(sentence)
    shared = sorted(((len(own & w), i) for i, w in enumerate(words)), reverse=True)
    best, runner_up = shared[0], shared[1]
    return best[1] if best[0] >= _SHARED and best[0] > runner_up[0] else None
