"""The words surface.restated reads one way: phrases written as one word, the short words people
type, and the groups of words that mean one thing in a statement about a project."""

from __future__ import annotations

from surface.paraphrase import base

# Two-word phrases written as one word (after surface.statements' normalisation, which has
# already dropped articles and forms of "be").
PHRASES: dict[tuple[str, str], str] = {
    ("by", "hand"): "manually",
    ("spin", "up"): "create",
    ("spins", "up"): "create",
    ("spun", "up"): "create",
    ("set", "up"): "create",
    ("sets", "up"): "create",
    ("time", "out"): "timeout",
    ("times", "out"): "timeout",
    ("timed", "out"): "timeout",
    ("fall", "back"): "fallback",
    ("falls", "back"): "fallback",
    ("at", "most"): "max",
    ("up", "to"): "max",
    ("limited", "to"): "max",  # "limited to 24 characters" / "max 24 chars"
    ("capped", "at"): "max",
    ("once", "day"): "day",
    ("every", "day"): "day",
    ("heads", "up"): "",  # a lead-in: "Heads up: ..."
    ("head", "up"): "",  # the same, as surface.statements normalises it
    ("kick", "off"): "",  # "backups kick off at 02:00" / "run at 02:00"
    ("kicks", "off"): "",
    ("turned", "off"): "disabled",  # "caching is disabled" / "... with caching turned off"
    ("turned", "on"): "enabled",
    ("piece", "of"): "",  # "every piece of AWS infra"
    ("pieces", "of"): "",
    ("more", "than"): "over",  # "more than 4 GPUs" / "over four GPUs"
    ("less", "than"): "under",
    ("fewer", "than"): "under",
    ("tear", "down"): "delete",  # "staging is torn down nightly" / "... destroyed nightly"
    ("tears", "down"): "delete",
    ("torn", "down"): "delete",
    ("shut", "down"): "stop",
    ("shuts", "down"): "stop",
    ("clean", "up"): "delete",
    ("cleans", "up"): "delete",
    ("cleaned", "up"): "delete",
    ("sign", "off"): "approve",
    ("signs", "off"): "approve",
    ("ask", "for"): "request",
    ("asks", "for"): "request",
    ("asked", "for"): "request",
    ("roll", "out"): "deploy",
    ("rolled", "out"): "deploy",
    ("as", "well"): "",  # "as well as": "and"
    ("used", "to"): "formerly",  # "used to delete": no longer does ("use" is a carrier)
    ("leave", "out"): "exclude",  # "leaves drafts out of the build" / "excluded from"
    ("leaves", "out"): "exclude",
    ("left", "out"): "exclude",
    ("text", "message"): "sms",
    ("go", "out"): "send",  # "reminders go out by email" / "are sent by email"
    ("goes", "out"): "send",
    ("went", "out"): "send",
}
# Three-word phrases: lead-ins and spelled-out abbreviations.
PHRASES3: dict[tuple[str, str, str], str] = {
    ("so", "you", "know"): "",  # "Just so you know: ..." ("just" is filler)
    ("frame", "per", "second"): "fps",
}
# Abbreviations people use in conversation (surface.statement_words has the common ones).
SHORT = {
    "infra": "infrastructure",
    "dev": "developer",
    "devs": "developer",
    "cert": "certificate",
    "certs": "certificate",
    "perf": "performance",
    "stats": "statistics",
    "info": "information",
    "pkg": "package",
    "dir": "directory",
    "maximum": "max",
    "minimum": "min",
    "tourney": "tournament",
    "tourneys": "tournament",
    "chars": "character",
    "maint": "maintenance",
    "fe": "frontend",
    "qtr": "quarter",
    "req": "request",
    "reqs": "request",
}
# Words that mean one thing in a statement about a project, each group written as its first.
# Verbs that are also common nouns of another meaning are left out ("record", "track",
# "handle": "DNS records" are not "DNS logs").
GROUPS = """
create provision generate produce
finish complete
retry reattempt
configure define specify
manually
store save persist keep write
send deliver route publish post emit forward
talk communicate call phone
delete remove purge drop wipe erase strip destroy
exact exactly precise precisely
check verify validate
ship deploy
pull fetch sync download
prefer favor favour
automatically automatic
start launch boot begin
stop halt
build compile
allow permit
choose pick select
limit cap
target aim
reject refuse decline
mask redact
charge bill
fix resolve
show display
over above
under below
external outside
edit modify change alter touch
mark flag
""".split("\n")
CANONICAL = {base(w): group.split()[0] for group in GROUPS for w in group.split()}
