"""Words that say opposite things of one subject, as two statements are compared: pairs whose
swap turns a claim around ("before" / "after"), and the few no restatement ever holds on its
two sides ("at most" / "at least")."""

from __future__ import annotations

# Pairs of words that say opposite things of the same subject ("before" / "after").
OPPOSITES = {
    frozenset(p)
    for p in (
        ("before", "after"),
        ("on", "off"),
        ("enabled", "disabled"),
        ("enable", "disable"),
        ("more", "less"),
        ("more", "fewer"),
        ("above", "below"),
        ("over", "under"),
        ("min", "max"),
        ("minimum", "maximum"),
        ("increase", "decrease"),
        ("increasing", "decreasing"),
        ("increased", "decreased"),
        ("true", "false"),
        ("yes", "no"),
        ("allow", "deny"),
        ("allowed", "denied"),
        ("first", "last"),
        ("positive", "negative"),  # "O negative red cells" / "O positive red cells"
        ("public", "private"),
        ("sync", "async"),
        ("synchronous", "asynchronous"),
        ("inside", "outside"),
        ("upper", "lower"),
        ("ascending", "descending"),
        ("need", "optional"),  # "required" is read as "need"
        ("include", "exclude"),
        ("included", "excluded"),
        ("start", "end"),
        ("open", "closed"),
        ("previous", "next"),  # "paid the previous business day" / "the next business day"
        ("per", "across"),  # "done per custodian" / "done globally across custodians"
        ("read", "write"),
        ("all", "only"),
        ("all", "some"),
        ("must", "may"),
        ("must", "should"),
        ("up", "down"),
        ("shown", "hidden"),
        ("show", "hide"),
        ("visible", "hidden"),
        ("manual", "automatic"),
        ("manually", "automatically"),
        ("online", "offline"),
        ("accept", "reject"),
        ("accepted", "rejected"),
        ("mandatory", "optional"),
        ("top", "bottom"),
        ("oldest", "newest"),
        ("earliest", "latest"),
        ("horizontal", "vertical"),
        ("allowlist", "blocklist"),
        ("whitelist", "blacklist"),
        ("internal", "external"),
        ("local", "remote"),
        ("allow", "disabled"),  # "the planner allows spraying at night" / "... is disabled"
        ("allow", "disable"),
        ("allow", "forbid"),
    )
}
# Of those and beside them, the pairs one restatement never holds on its two sides ("must" /
# "may" do: "must never be stacked" / "may not be stacked"): "at most 2 shifts" / "at least 2
# shifts", "the planner allows spraying at night" / "night spraying is disabled".
OPPOSED_OUTRIGHT = {
    frozenset(p)
    for p in (
        ("most", "least"),
        ("allow", "disabled"),
        ("allow", "disable"),
        ("allow", "block"),
        ("allow", "forbid"),
        ("private", "shared"),
        ("enabled", "disabled"),
        ("enable", "disable"),
    )
}


def opposed(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """A word only one statement says is the outright opposite of a word only the other says
    ("at most" / "at least", "private" / "shared"): never the same claim told again."""
    only_a, only_b = set(a) - set(b), set(b) - set(a)
    return any(frozenset((g, n)) in OPPOSED_OUTRIGHT for g in only_a for n in only_b)
