"""A restriction lifted or imposed: "log in with ORCID only" / "with ORCID or their university
SSO" widens what was allowed; "enabled for all users" / "only enabled for premium users" narrows
it. Both keep nearly every word, so a second reading may take them for one claim told again;
surface.pair_model reads them as updates."""

from __future__ import annotations

from surface.statements import facts


def widened(old: str, new: str) -> bool:
    """`old` allows one thing only and `new` names it beside something `old` never said ("log
    in with ORCID only" / "with ORCID or their university SSO"): the restriction is lifted."""
    a, b = facts(old).seq, facts(new).seq
    if "only" not in a or "only" in b:
        return False
    i = a.index("only")
    near = {a[j] for j in (i - 1, i + 1) if 0 <= j < len(a) and a[j] not in _JOINING}
    for k, t in enumerate(b):
        if t not in near:
            continue
        for conj, other in ((k + 1, k + 2), (k - 1, k - 2)):
            if 0 <= other < len(b) and b[conj] in ("or", "and") and b[other] not in a:
                return True
    return False


_JOINING = frozenset(("or", "and", "the", "a", "to", "in", "on", "with", "for", "by", "over"))
_ALL = frozenset(("all", "every", "everyone", "everybody", "any"))


def narrowed(old: str, new: str) -> bool:
    """`old` says a thing of all of a group and `new` of only a part of that group it names
    ("enabled for all users" / "only enabled for premium users"): the claim is restricted."""
    a, b = facts(old).seq, facts(new).seq
    if "only" in a or "only" not in b or _ALL.intersection(b):
        return False
    groups = {a[k + 1] for k, t in enumerate(a[:-1]) if t in _ALL}
    after = b[b.index("only") + 1 :][:5]
    for k, t in enumerate(after):
        if t in groups:  # the group, told with a word `old` never said before it
            return any(w not in a and w not in _JOINING for w in after[:k])
    return False


__all__ = ["narrowed", "widened"]
