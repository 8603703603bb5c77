"""Capture: how salient a sentence is and what kind of memory it would be, from its markers."""

from __future__ import annotations

import re

from cognition.capture.appraisal import rx as _rx
from cognition.capture.prose import _fold

# A cause announced as found ("Found it.", "Found the culprit:"); told_on reads on after it.
FOUND = r"found (?:it|something|the (?:problem|issue|cause|culprit|bug))"

# (pattern, weight, kind); kind None = salience boost that does not decide the kind.
_MARKERS: tuple[tuple[re.Pattern[str], float, str | None], ...] = (
    (
        _rx(
            r"(?<!\bi )(?<!\bwe )(?<!\byou )(?<!\bwill )(?<!\bwon't )(?<!\bcan't )(?<!\bdon't )"
            r"(?<!\bdidn't )\bremember\b|\bkeep (?:(?:this|that|it) )?in mind\b|\bdon'?t forget\b"
        ),
        3.0,
        None,
    ),
    (_rx(r"\blesson(?:s)? learned\b|\bgotcha\b|\bthe lesson(?: here)?(?: is)?\s*:"), 2.5, None),
    (_rx(r"\bimportant\b|\bcritical\b|\bnote that\b"), 1.5, None),
    # Flagged for the listener: "Heads up: we renamed X to Y", "FYI, the staging DB ...".
    (
        _rx(
            # (not "send everyone a heads up email": a thing to send, not a flag on what follows)
            r"\bheads[- ]up\b(?!\s+(?:email|e-mail|mail|message|msg|text|post|note|notice)\b)"
            r"|\bfyi\b|\bfwiw\b|\bfor the record\b|\bjust so you know\b"
        ),
        2.0,
        None,
    ),
    # A stated constraint: "migrations must be backwards compatible", "X must not import Y".
    # Not what must have happened ("the old driver must have been publishing reliable").
    (
        _rx(r"\bmust(?: not|n't)?\b(?!\s+have\b)|\b(?:has|have) to be\b|\bis required\b"),
        2.0,
        "convention",
    ),
    # A constraint on a named kind of thing ("Route names under v2 have to start with api_v2_"),
    # not on a person ("you have to restart it", "we have to ship by Friday").
    (
        _rx(
            r"^(?!(?:you|we|i|it|this|that|they|he|she|someone|somebody)\b)[\w-]+(?: [\w./-]+){0,5}"
            r" (?:has|have) to (?!be\b|do\b|say\b)[a-z]+"
        ),
        2.0,
        "convention",
    ),
    (_rx(r"\bbecause\b|\bso that\b"), 1.0, None),
    (
        _rx(r"\b(?:we|i) (?:have |had )?decided\b|\bdecided (?:to|on|that)\b|\bdecision:"),
        3.0,
        "decision",
    ),
    (
        _rx(
            r"\blet'?s (?:just |simply )?(?:go with|use|switch|move|migrate|stick with|adopt|do|pick"
            r"|choose)\b|\bwhy (?:i|we) (?:chose|picked|went with)\b"
            r"|\bwe chose\b|\bwe picked\b"
            r"|\bsettled on\b|\b(?:we'll|we will|we shall|we're going to) (?:go with|use|switch to|stick with)\b"
        ),
        2.5,
        "decision",
    ),
    (_rx(r"\binstead of\b|\brather than\b"), 1.5, "decision"),
    # "Ok, Postgres it is." — the choice said as an idiom.
    (
        _rx(
            r"^(?:(?:ok(?:ay)?|alright|fine|right|so|yeah|yes|yep|sure|cool|hm+)[,.!]?\s+){0,3}"
            r"(?!(?:here|there|this|that|so|sure|yes|yeah|yep|right|fine|ok|okay|true)\b)"
            r"(?:[\w.+#-]+(?: [\w.+#-]+)? it is[.!]*(?:\s|$)|[\w.+#-]+ then(?:[.!]+(?:\s|$)|$))"
            r"|\b(?:that|this) settles it\b"  # "The erasure pipeline has to see deletes, so that settles it."
        ),
        2.5,
        "decision",
    ),
    (
        _rx(
            r"\b(?:switch(?:ed)?|renamed|migrated|moved|upgraded|bumped) (?:[\w./-]+ ){0,2}to\b"
            r"|\bgo(?:ing)? with\b"
        ),
        1.0,
        "decision",
    ),
    # What the team changed and so is now the case ("we moved everything to Node 20").
    (
        _rx(
            r"\bwe(?:'ve| have)? (?:moved|migrated|switched|upgraded|changed|bumped) (?:\S+ ){0,2}to\b"
        ),
        2.0,
        "decision",
    ),
    # Where things of a kind belong, told in passing: "tuning values go in a ScriptableObject
    # under Assets/Config like the rest, not serialized fields on the prefab".
    (
        _rx(
            r"\b(?:go|goes|belongs?|lives?|live|stays?|are kept|is kept) (?:in|under|into|inside) "
            r"[^,.;?]{2,80}?(?:,\s*|\s+)(?:and )?not (?:in |as |on |under )?[\w`]"
        ),
        2.5,
        "convention",
    ),
    (
        _rx(
            r"\blike (?:the rest|all the others|everything else|everywhere else)\b|\bas (?:usual|always)\b"
        ),
        1.0,
        None,
    ),
    # What things here are, and what they are not: "our pinia stores are setup stores, not the
    # options syntax", "tick size is 0.01 EUR/MWh, not 0.1" (a dot inside a value or a name
    # does not end the clause). Said alone, it tells how things are against a wrong belief.
    (
        _rx(r"\b(?:are|is|use|uses)\b (?:[^,.;?]|[.](?=\S)){1,60}, not (?:the |a |an )?[\w-]"),
        2.0,
        "convention",
    ),
    # How things of a kind are done here: "Same as our other internal packages: main and types
    # point at src/index.ts, no build step".
    (
        _rx(r"\b(?:same as|like|as with) (?:all )?(?:our other [\w-]+|the other [\w-]+s\b)"),
        2.0,
        "convention",
    ),
    # "Use timestamptz, not timestamp.": a choice told as a correction of what was done.
    (_rx(r"^(?:please\s+)?use\s+[\w.`'/-]+(?:\s+[\w.`'/-]+)?,?\s+not\s+"), 2.5, "convention"),
    # Where something runs, with the value ("the dev server runs on port 3001").
    (
        _rx(
            r"\b(?:runs?|listens?|lives?|is served|is hosted|sits?) (?:on|at|in) (?:port )?[\w.:/-]*\d"
        ),
        2.0,
        None,
    ),
    # What was tried and how it went ("We tried pg_trgm last year and it bloated the disk.").
    (_rx(r"\b(?:we|i) tried\b[^.]*\b(?:and|but) (?:it|that|they)\b"), 2.5, "error_fix"),
    # A rule told to the assistant ("Please don't use print in this codebase."), not "don't
    # worry"; a scope that makes a sentence a house rule ("... in this repo").
    (
        _rx(
            r"^(?:please\s+)?(?:don'?t|do not)\s+(?!worry|bother|mind|forget|know|think|see|get\b)"
        ),
        2.5,
        "convention",
    ),
    # The same after a clause ("Like the other pages, don't call fetch() from the page"): from
    # the user a rule, from the assistant (x0.8, under the line) advice for one case.
    (
        _rx(
            r"[,;:]\s+(?:please\s+)?(?:don'?t|do not)\s+(?!worry|bother|mind|forget|know|think|see|get\b)"
        ),
        2.0,
        "convention",
    ),
    # A prohibition typed in chat ("ugh, no unwraps in the commands please", "no more mocks").
    (
        _rx(
            r"^(?:(?:ugh|ok(?:ay)?|oh|also|and|hm+|yeah|please)[,.!]?\s+)*no (?:more )?"
            r"(?!(?:idea|clue|problem|worries|need|rush|luck|way|thanks|matter|hurry)\b)[\w`'.-]+"
            r"(?:\s+[\w`'./-]+){0,5}?,?\s+(?:please|anywhere|ever|in (?:here|this))\b"
        ),
        2.5,
        "convention",
    ),
    (
        _rx(r"\b(?:in|for|across) (?:this|our|the) (?:codebase|repo|repository|monorepo)\b"),
        1.0,
        None,
    ),
    # The user telling how the team works or what it did ("We log everything through
    # structlog", "we moved everything to Node 20"): not plans, wishes or questions.
    (
        _rx(
            r"^(?:(?:right|yeah|yes|ah|oh|ok|okay|so|well|no|and|also)[,.!]?\s+)*we\s+"
            r"(?!(?:could|can|might|may|should|need|want|will|would|wo|are|were|had|have|did|do"
            r"|don'?t|didn'?t|haven'?t|hasn'?t|hadn'?t|weren'?t|aren'?t|also|just|still|probably|maybe|then|think|believe|guess|suspect"
            r"|hope|feel|love|like|appreciate|know|see|mean|wonder|really|finally|got|get)\b)"
            # how it works, not what happened once ("we lost a day of uploads")
            r"(?![a-z]+ed\b|(?:lost|got|had|made|did|went|found|saw|took|broke|ran|spent|thought"
            r"|knew|told|said|came|left|built|wrote|sent|put|set|hit|let|forgot)\b)"
            r"[a-z]+\b(?![^.?]*\?)"
        ),
        2.0,
        None,
    ),
    # How the team works, told after the task it explains ("Put it in packages/lighting.yaml;
    # we keep all automations in packages because ...").
    (
        _rx(r"[;:—–]\s+we (?:keep|put|store|use|run|deploy|write|name|log|send|pin|tag|build)\b"),
        2.0,
        None,
    ),
    # A house rule asked for in passing ("please stick to named exports", "we don't use
    # default exports anywhere").
    (
        _rx(
            r"\bstick (?:to|with)\b(?! (?:it|that|this|the plan)\b)"
            r"|\bwe (?:don'?t|do not|never) (?:use|write|allow|commit|merge|deploy|push|run|call)\b"
        ),
        2.0,
        "convention",
    ),
    # A house convention told in passing ("btw all our routes use kebab-case paths", "Our
    # table names are always singular").
    (
        _rx(
            r"\b(?:all|every one of) our [\w-]+s (?:use|follow|go|live|run|need|stay)\b"
            r"|\bour [\w-]+(?: [\w-]+)? (?:(?:are|is) )?(?:always|never)\b"
            r"|^(?:every|each|all) [\w-]+(?: [\w-]+){0,3} (?:needs?|must|has to|have to|should"
            r"|(?:is|are) supposed to)\b"
        ),
        2.0,
        "convention",
    ),
    # What all things of a kind do here, in the present tense ("every namespace starts with
    # (set! *warn-on-reflection* true)", "Every endpoint in this worker returns errors as
    # problem+json"), not a symptom ("every request returns 500", "every time I run it").
    (
        _rx(
            r"(?:^|[,;:.—–]\s+)(?:(?:also|and|btw|fwiw|iirc|fyi|oh|ok(?:ay)?|so|note)[,:]?\s+)*"
            r"(?:(?:every|each|any|all(?: (?:of )?(?:our|the))?)"
            r" (?!time\b|other\b|once\b|single\b|now\b)[\w/-]+|everyone|everybody|everything)"
            r"(?: (?!\d)[\w./-]+){0,4}?"
            r" (?:starts?|begins?|ends?|returns?|uses?|goes|go|lives?|follows?|extends?|inherits?"
            r"|imports?|calls?|logs?|sets?|declares?|has|have|gets?|carries|carry|wraps?|needs?"
            r"|requires?|must|should|runs?|builds?|deploys?|keeps?|puts?|writes?)\b"
            r"(?! (?:a |an )?(?:\d|error\b|null\b|nil\b|none\b|nothing\b|empty\b|wrong\b|garbage\b))"
        ),
        2.0,
        "convention",
    ),
    # A restriction and what it rules out ("colours only via the --cl-* vars from tokens.css,
    # no hex"): each alone says little.
    (_rx(r"\bonly (?:via|through|using)\b"), 1.5, "convention"),
    (_rx(r",\s*no [\w-]+(?: [\w-]+){0,2}(?:\s*[—–]|\s+-\s|\s*[,;.]|$)"), 1.0, "convention"),
    # What to do whenever something is done: "when u run the playmode tests on the ci mac mini
    # always pass -nographics".
    (_rx(r"\b(?:when|whenever)\b[^.;?]{3,80}?\b(?:always|never)\b"), 2.0, "convention"),
    (
        _rx(
            r"\bfrom now on\b|\bdon'?t ever\b|\bdo not ever\b|\bconvention\b|\bthe rule is\b"
            r"|\bnew rule\b|\bmake (?:it|this|that) a rule\b"  # "and new rule while we're at it: ..."
            r"|\brule for (?:all|every|our|the)\b"  # "and rule for all our services: ..."
        ),
        3.0,
        "convention",
    ),
    # Imperative or habitual always/never ("Never push to main", "we always squash"), not "it
    # never returns None".
    (
        _rx(
            r"(?:^|[,;:]\s*|\b(?:we|you|please|should|must|to|and)\s+)"
            r"(?:always|never(?! mind| (?:\w+ed|been|seen|heard|done|had|knew|thought|got)\b))\b"
        ),
        2.5,
        "convention",
    ),
    (_rx(r"\balways\b|\bnever\b(?! mind)"), 0.5, "convention"),  # "never mind" is talk
    # A person's or the team's preference, not a class that another module "prefers" (DI).
    (
        _rx(
            r"\b(?:i|we|team|everyone|everybody|you)(?: \w+)? prefer(?:s|red)?\b|^prefer\b"
            r"|\bpreferably\b|\bi'?d rather\b"
        ),
        2.5,
        "preference",
    ),
    # A setting kept as it is, wherever: "keep enable_debug_during_sleep false even in debug builds".
    (
        _rx(
            r"\bkeep `?[\w-]*[_.][\w.-]*`? (?:false|true|off|on|disabled|enabled|at \S+)\b"
            r"|\beven (?:in|on|for) (?:debug|release|prod\w*|staging|dev|ci|tests?)\b"
        ),
        2.0,
        "convention",
    ),
    (
        _rx(
            r"\bthe fix (?:was|is)\b(?! (?:deployed|merged|live|out|up|done|pushed|released|in (?:prod|staging|main)))|\bfixed (?:it |this |that )?by\b|\broot cause\b|\bworkaround\b"
            rf"|^{FOUND}(?:\s*[.:,!—–]|\s+-\s|$)"
            r"|\b(?:it was|was it)\b[^.]* all along\b|\bred herring\b|\bthe cause (?:is|was)\b|\bcaused by\b"
            r"|\bthe (?:problem|issue|bug) (?:was|is) that\b|\bturned out\b|^(?:the )?fix:\s|^cause:\s"
        ),
        3.0,
        "error_fix",
    ),
    (
        _rx(r"\berror:(?!:)|\bfailed\b|\bfails\b|\bbroke\b|\bcrash(?:ed|es)\b|\bregression\b"),
        1.5,
        "error_fix",
    ),
    (
        _rx(
            r"\bincident\b|\boutage\b|\b(?:prod|production|site) (?:is |was |went )?down\b"
            r"|\bpost-?mortem\b|\bdata loss\b"
            r"|\b(?:we|i|they|had to) rolled back (?:the |a |an |to |it\b)"
            r"|\b(?:was|were|got|been) rolled back\b(?! correctly)"
        ),
        3.0,
        "incident",
    ),
    (_rx(r"\bTODO\b|\bFIXME\b", 0), 2.5, "todo"),
    (
        _rx(
            r"\bstill need to\b|\bopen question\b|\bneed to follow up\b|\bfollow-?up:(?=[ \t]*\w)|\bnot yet done\b"
        ),
        2.5,
        "todo",
    ),
)
# What is asked for this once is not a house rule ("dont touch iosMain this time, ana has a
# branch open"): it takes back what a rule's marker gave.
_ONE_OFF = _rx(
    r"^(?:(?:wait|ok(?:ay)?|no|hm+|hold on)[,.!]?\s+)*(?:please\s+)?(?:don'?t|do not)\b[^.]*\byet\b"
    # a bare "Don't apply, I'll run it myself" / "don't merge it": about the step at hand
    r"|^(?:(?:wait|ok(?:ay)?|no|hm+|and)[,.!]?\s+)*(?:please\s+)?(?:don'?t|do not) [a-z]+"
    r"(?: (?:it|this|that|them|anything))?\s*(?:[,.;!—–]|$)"
    # after a clause: "Please just open a PR, don't deploy it to the prod Airflow yet."
    r"|(?:[,;:]\s+|\bbut\s+|\bjust\s+)(?:please\s+)?(?:don'?t|do not) [a-z]+\b[^.]*\byet\b"
    r"|\b(?:until|till|til) (?:\d{1,2}(?::\d\d)?(?:\s*[ap]m)?|tonight|tomorrow|the morning)\b"
    # held back to a day: "dont merge before friday", "till after the pressing on thursday"
    r"|\b(?:before|until|till|til|after)\s+(?:this\s+|next\s+|the\s+\w+\s+on\s+)?"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!s)"
    r"|\b(?:an? (?:hour|minute|few minutes|couple of minutes)|\d+ (?:minutes?|hours?|mins?)) ago\b"
    # a deliverable asked for: "new bq dataset pls: mkt_attribution in prod, ...", "also take
    # away the prod state bucket write perms from the data-eng group"
    r"|^[^.:;]{1,60}?\b(?:pls|plz|please)\s*[:—–]|^i(?:'?d like| want| need) an? "
    r"|^(?:also|and also|then)\s+(?:take|add|remove|give|grant|revoke|bump|drop|delete|rename"
    r"|create|update|change|set up|open|close|write)\b"
    r"|^(?:add|do|make|build|write|implement|set up) (?:it|this|that|them|one) like\b"  # the task
    r"|\b(?:this time|for now|for the moment|just for (?:now|this|today)|for this (?:pr|task|run|one"
    r"|change|ticket|branch)|temporarily|until (?:tomorrow|monday|next week|the release))\b"
    # "put 10p a litre and 3 quid minimum as placeholders, she sets the real ones"
    r"|\bas (?:a )?placeholders?\b"
    # held back till someone acts: "dont switch prod over until ive made the bucket"
    r"|\b(?:don'?t|do not)\b[^.]*\b(?:until|till|til) (?:i'?ve|i have|we'?ve|we have|i|we|"
    r"(?:s?he|they)(?:'s| has| have)?)\b"
)
_ONE_OFF_WEIGHT = -2.5
# What the user will do next ("👍 ill fix the counter by hand and write the postmortem"): no
# memory whatever its markers, and asked for this once.
_WILL_DO = _rx(
    r"^\W*(?:(?:ok(?:ay)?|ty|thx|thanks|great|cool|sure|nice|perfect)[,.!]?\s+)*(?:i'?ll|i will)\b"
    # where the user will be: "i'm out mon-tue, if anything's on fire ping priya"
    r"|^\W*(?:(?:also|and|btw|fyi|oh|ps)[,:]?\s+)*i'?m (?:out|off|away|ooo|on leave)\b"
)

# An instruction to act now ("run it, then delete the bams that have a cram."): what the user
# wants done next, never a fact told again.
_ACT_NOW = _rx(
    r"^(?:(?:ok(?:ay)?|yes|yep|yeah|sure|cool|great|fine|good)[,.!]?\s+)*(?:please\s+)?"
    r"(?:run|rerun|re-run|delete|do|ship|merge|push|apply|revert|deploy|restart|remove|kick off"
    r"|clean up|go ahead)\b"
)


def acts_now(s: str) -> bool:
    """The sentence tells the assistant what to do next."""
    return _ACT_NOW.match(_fold(s)) is not None


_KIND_PRIORITY = ("incident", "error_fix", "decision", "todo", "convention", "preference")
_ROLE_FACTOR = {"user": 1.0, "assistant": 0.8}  # the user's word is the stronger signal


def ruled_out(s: str) -> bool:
    """The sentence is asked for this once, whatever else it says."""
    folded = _fold(s)
    return bool(_ONE_OFF.search(folded) or _WILL_DO.match(folded))


def _score(s: str, role: str) -> tuple[float, str]:
    s = _fold(s)
    if _WILL_DO.match(s):
        return 0.0, ""  # what the user will do next: "👍 i'll put that in the incident doc"
    per_kind: dict[str, float] = {}
    total = 0.0
    for pattern, weight, kind in _MARKERS:
        if pattern.search(s):
            total += weight
            if kind:
                per_kind[kind] = per_kind.get(kind, 0.0) + weight
    if total and _ONE_OFF.search(s):
        total += _ONE_OFF_WEIGHT
    if total <= 0:
        return 0.0, ""
    if per_kind:
        best = max(per_kind.values())
        kind = next(k for k in _KIND_PRIORITY if per_kind.get(k) == best)
    else:
        kind = "note"
    return total * _ROLE_FACTOR.get(role, 0.8), kind
