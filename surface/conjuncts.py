"""Two things joined by "and" or "or", named in the other order: "uploaded as PDF and MISMO XML" /
"in both MISMO XML and PDF". The words compare in order (word order counts: "copy from prod to
staging" is not "copy from staging to prod"), so a list told the other way round would read as
words moved. Before two statements are compared, the newer one's pair is put in the older one's
order where the older one says exactly those two, joined the same way, and says each of their
words once. A pair told in steps ("X and then Y") is left as it is: its order is the claim.
"""

from __future__ import annotations

import re

_WORD = re.compile(r"\S+")
_JOINS = frozenset(("and", "or", "&"))
_STEPS = frozenset(("then", "later", "afterwards", "before", "after", "first"))
_MOST = 4  # words a conjunct holds at most
_JOINED = re.compile(r"\s(?:and|or|&)\s", re.IGNORECASE)


def _plain(token: str) -> str:
    return token.strip(".,;:!?()\"'").casefold()


def _runs(words: list[str], join: str, longest: int) -> set[tuple[tuple[str, ...], ...]]:
    """Each (first, second) pair of runs of up to `longest` words joined by `join`."""
    out: set[tuple[tuple[str, ...], ...]] = set()
    for k, t in enumerate(words):
        if t != join:
            continue
        for i in range(max(0, k - longest), k):
            for j in range(k + 2, min(len(words), k + 1 + longest) + 1):
                out.add((tuple(words[i:k]), tuple(words[k + 1 : j])))
    return out


def in_their_order(new: str, old: str) -> str:
    """`new` with one pair it joins by "and" / "or" that `old` names in the other order put in
    `old`'s order; `new` unchanged otherwise."""
    if not (_JOINED.search(new) and _JOINED.search(old)):
        return new  # most statements join nothing: no tokens made (a write reads many pairs)
    tokens = [(m.group(), m.start(), m.end()) for m in _WORD.finditer(new)]
    words = [_plain(t) for t, _, _ in tokens]
    theirs = [_plain(t) for t in _WORD.findall(old)]
    if _STEPS.intersection(words) or _STEPS.intersection(theirs):
        return new
    for k, join in enumerate(words):
        if join not in _JOINS:
            continue
        told = _runs(theirs, join, _MOST)
        # the shortest pair first: the two things, not the words around them
        for size in range(2, 2 * _MOST + 1):
            for i in range(max(0, k - _MOST), k):
                j = k + 1 + size - (k - i)
                if j <= k + 1 or j > len(words):
                    continue
                first, second = tuple(words[i:k]), tuple(words[k + 1 : j])
                if first != second and (second, first) in told and (first, second) not in told:
                    if _said_once(first + second, words, theirs):
                        return _swapped(new, tokens, i, k, j)
    return new


def _said_once(pair: tuple[str, ...], words: list[str], theirs: list[str]) -> bool:
    """Each word of the pair is said once in each statement: where one is said again ("two
    privilege bases: work product and attorney-client privilege"), which one was moved is not
    known, and the words are compared as typed."""
    return all(words.count(w) == 1 and theirs.count(w) == 1 for w in pair)


def _swapped(new: str, tokens: list[tuple[str, int, int]], i: int, k: int, j: int) -> str:
    """`new` with tokens i..k-1 and k+1..j-1 traded, each run's trailing mark kept in place."""
    first = new[tokens[i][1] : tokens[k - 1][2]]
    second = new[tokens[k + 1][1] : tokens[j - 1][2]]
    tail = re.search(r"[.,;:!?)\"']*$", second)
    mark = tail.group() if tail else ""
    second = second[: len(second) - len(mark)]
    join = new[tokens[k - 1][2] : tokens[k + 1][1]]
    start, end = tokens[i][1], tokens[j - 1][2]
    return new[:start] + second + join + first + mark + new[end:]


__all__ = ["in_their_order"]
