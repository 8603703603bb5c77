"""Capture: what is taken up from what was asked, advised or found just before it. "Ok,
Postgres it is." after "Should the audit log go in SQLite or Postgres?" is kept with the
question; "Let's validate locally against the JWKS." after the user's own "A or B?" is a
decision; a bare "yeah ok, drift it is" is kept with the assistant's advice that names drift; a
finding the user agrees with ("yes, that's right, use that") corrects what the user had said;
the assistant saying a rule again counts as the rule repeated."""

from __future__ import annotations

import functools
import re

from cognition.capture.hit import Hit
from cognition.capture.lesson_model import VALUE
from cognition.capture.meta_talk import _informative, _unwrap
from cognition.capture.options_taken import listed, reviews
from cognition.capture.points import opens_another_point, singular
from cognition.capture.prose import _fold, _sentences
from cognition.capture.relation import _profile, relation


def choice_asked(said: list[str]) -> str:
    """The last "A or B?" question among a turn's sentences ("Should the audit log go in
    SQLite or Postgres?"), or ""."""
    asked = [s for s in said if s.rstrip().endswith("?")]
    return next((s.strip() for s in reversed(asked) if " or " in s), "")


# A question mark ending a sentence ("... count as active?", "Which one should this use?").
_QUESTION = re.compile(r"\?(?=\s|$)")


def asked_the_user(reply: str) -> bool:
    """The assistant's reply ends by asking the user something: a question in its last
    paragraph ("One question on the definition: ... Should a paused subscription count as
    active?"); a question asked earlier in the reply on the way to its answer ("Why does it
    fail? Because ...") is not one."""
    return _QUESTION.search(reply.strip().rsplit("\n\n", 1)[-1]) is not None


def answers_in_its_words(sentence: str, reply: str) -> bool:
    """The user answers the reply's closing question with a value, in the question's own words
    ("place the hold 3 days before arrival, ..." after "How many days before arrival should the
    hold be placed?"): what the assistant did not know, told as a fact."""
    if not asked_the_user(reply) or not VALUE.search(sentence):
        return False
    last = reply.strip().rsplit("\n\n", 1)[-1]
    asked = [s for s in _sentences(last) if _QUESTION.search(s)]
    if not asked or not _ASKS_FOR_A_VALUE.search(asked[-1]) or _POLAR.match(_fold(sentence)):
        return False
    shared = _singular(_informative(sentence)) & _singular(_informative(asked[-1]))
    return len(shared) >= _ANSWER_WORDS


_ANSWER_WORDS = 2  # of the question's words an answer says again, at least
# "How many days ...?", "Which station ...?": asks for a value, not leave ("Should I ...?")
_ASKS_FOR_A_VALUE = re.compile(
    r"\b(?:how (?:many|much|long|often|far|old|big|high|low)|which|what|when|where|who)\b",
    re.IGNORECASE,
)


def answering(new: list[Hit], asked: str) -> None:
    """A decision that picks one of the options of the question before it is kept with that
    question: "Ok, Postgres it is." says what was chosen, the question says for what. "Let's
    validate locally against the JWKS." after "Should we keep calling introspection or validate
    the JWTs locally?" is such a decision, with the plain sentence after it as its reason."""
    options = _informative(asked)
    for k, hit in enumerate(new):
        if hit.weak and hit.role == "user" and _LETS.match(_fold(hit.text)) and options:
            if len(_informative(hit.text) & options) >= 2:
                _taken_up(hit, new[k + 1 : k + 2])
    for hit in new:
        if hit.kind == "decision" and not hit.weak and _informative(hit.text) & options:
            if asked not in hit.text:
                hit.text = f"{asked} {hit.text}"


# An answer that opens on yes or no: what it says is said of the question.
_POLAR = re.compile(
    r"^(?:(?:ok(?:ay)?|oh|ah|hm+)[,.!]?\s+)?(?:yes|yep|yeah|yup|no|nope|nah)\b", re.IGNORECASE
)
# "One question before I finish it: ..." says only that a question follows.
_QUESTION_LEAD = re.compile(r"^[^:?]{0,60}\bquestions?\b[^:?]{0,40}:\s*", re.IGNORECASE)


def answered_yes_or_no(new: list[Hit], advice: list[str]) -> None:
    """The user's "yes, 1.5% of the invoice total, rounded down to the cent" after the
    assistant's "should the platform take an application fee on these owner payments? I've
    left `application_fee_amount` out for now." is kept with what it answers: alone it does not
    say what is 1.5%. The question is its reply's last one, with what the reply says after it."""
    asked = [i for i, s in enumerate(advice) if _QUESTION.search(s)]
    if not asked:
        return
    question = " ".join(advice[asked[-1] :])
    question = _QUESTION_LEAD.sub("", question, count=1)
    for hit in new:
        if hit.role != "user" or hit.weak or hit.dropped or hit.stored or hit.start != 0:
            continue
        if not _POLAR.match(_fold(hit.text)) or question in hit.text:
            continue
        if len(_informative(hit.text) & _informative(question)) >= 2:
            continue  # the answer names what it answers
        hit.text = f"{question} {hit.text}"


# An answer said in a word or three: "twilio.", "3.2.0.", "the eu one".
_TERSE = re.compile(r"^[\w.+#:/@'-]+(?:\s+[\w.+#:/@'-]+){0,2}[.!]?$")
# ... with no acknowledgement, order or yes or no in it ("1-3 yes."): those say nothing of their
# own.
_NO_ANSWER = re.compile(
    r"\b(?:ok(?:ay)?|k|sure|thanks?|ty|thx|cool|great|nice|good|done|go|do it|yes|yep|yeah|yup"
    r"|no|nope|nah|right|agreed|fine|perfect|lgtm|ship it|hm+|wait|why|what|how|pls|please)\b",
    re.IGNORECASE,
)
_ANSWER_CHARS = 600  # the question and the answer, at most


def answered_tersely(
    new: list[Hit], advice: list[str], said: list[str], turn_uuid: str, turn_no: int
) -> Hit | None:
    """The user's "3.2.0. anything older drops frames behind a USB 3 hub ..." after the
    assistant's "What should the minimum firmware be for 4.2.0?": the answer is a word or three
    that says nothing alone, so it is kept with the question and what the turn goes on to say
    of it (to another point or a question), as the first statement kept among those, or as a
    new one (returned)."""
    asked = [i for i, s in enumerate(advice) if _QUESTION.search(s)]
    first = _fold(said[0]).strip() if said else ""
    if not asked or not _TERSE.match(first) or _NO_ANSWER.search(first):
        return None
    at = asked[-1]
    if len(advice[at].split()) < 3:
        return None  # "Go?", "Ship it?": asks leave, not something the user knows
    question = _QUESTION_LEAD.sub("", advice[at].strip(), count=1)
    # a short question ("Which one actually sends our SMS?") asks of the sentence before it
    if len(question.split()) < 8 and at > 0:
        question = f"{_QUESTION_LEAD.sub('', advice[at - 1].strip(), count=1)} {question}"
    if not (VALUE.search(first) or _informative(first) & _informative(question)):
        return None  # the answer is a value, or one of the names the question offered
    told = [said[0]]
    for s in said[1:]:
        if opens_another_point(s) or s.rstrip().endswith("?"):
            break
        if len(question) + sum(map(len, told)) + len(s) > _ANSWER_CHARS:
            break  # what is left stays a statement of its own
        told.append(s)
    text = f"{question} {' '.join(told)}"
    within = [h for h in new if h.role == "user" and not h.stored and h.text in text]
    kept = next((h for h in within if not h.weak and not h.dropped), None)
    for hit in within:
        hit.dropped = hit is not kept
    if kept is not None:
        kept.text = text
        return None
    return Hit(text, 2.5, "note", turn_uuid, turn_no, len(told) - 1, turns={turn_no})


# A choice said as what to do next: "Let's validate locally ...", "We'll keep the cron job."
_LETS = re.compile(
    r"^(?:(?:ok(?:ay)?|so|then|alright|right)[,.]?\s+)?(?:let'?s|we'?ll|we will)\s", re.IGNORECASE
)


def _taken_up(hit: Hit, after: list[Hit]) -> None:
    """Makes a weak "let's ..." a decision, with the next plain sentence of its turn as why."""
    hit.kind, hit.weak, hit.background = "decision", False, False
    hit.salience = max(hit.salience, 2.5)
    nxt = after[0] if after else None
    if nxt and nxt.weak and nxt.turn_no == hit.turn_no and nxt.index == hit.index + 1:
        hit.text += " " + nxt.text
        hit.follow_up, hit.index, nxt.dropped = nxt.text, nxt.index, True


def accepting(new: list[Hit], advice: list[str]) -> None:
    """A bare decision ("yeah ok, drift it is") that takes up what the assistant just advised
    is kept with that advice ("Then I'd go with drift: that conflict check is a three-table
    join ..."): it says why, which the user's words alone do not."""
    for hit in new:
        if hit.kind != "decision" or hit.weak or hit.follow_up or len(_informative(hit.text)) > 2:
            continue
        named = _informative(hit.text)
        said = next((s for s in reversed(advice) if named & _informative(s)), None)
        if said is not None and said not in hit.text:
            hit.text = f"{hit.text.rstrip(' .!')}: {said}"
            hit.follow_up = said


# What an agreement to a rule says besides agreeing: "yes agreed on all of it, and yes thats the
# rule from now on" says nothing of its own.
_ONLY_AGREES = frozenset(
    """agreed agree thats yep yup yeah yes all rule rules now forward going sounds good fine
    sure both great perfect exactly""".split()
)
# The assistant offering a rule: "And I'd suggest a rule so this can't come back: ...".
_RULE_OFFERED = re.compile(
    r"\b(?:(?:a|as a|the|this|that) rule|from now on|going forward)\b", re.IGNORECASE
)
_OFFERS = re.compile(
    r"\b(?:i'?d|i would|i)\s+(?:suggest|propose|recommend|make)\b|\b(?:suggestion|proposal)\b",
    re.IGNORECASE,
)


def rule_agreed(new: list[Hit], advice: list[str]) -> None:
    """The user's rule that only agrees ("yes agreed on all of it, and yes thats the rule from
    now on") is the rule the assistant offered in its reply ("And I'd suggest a rule so this
    can't come back: the poller does SPI reads and ... nothing else"), told with it."""
    for hit in new:
        if hit.role != "user" or hit.kind != "convention" or hit.weak or hit.follow_up:
            continue
        folded = _fold(hit.text)
        if not (_AGREES.match(folded) or folded.startswith("agreed")):
            continue
        if _informative(hit.text) - _ONLY_AGREES:
            continue
        said = next(
            (s for s in reversed(advice) if _RULE_OFFERED.search(s) and _OFFERS.search(s)), None
        )
        if said is not None:
            hit.text = f"{hit.text.rstrip(' .!')}: {said}"
            hit.follow_up = said


# The user agreeing with what was just said: "yes, that's right, use that", "good catch".
_AGREES = re.compile(
    r"^(?:(?:oh|ah|ok(?:ay)?|hm+|ugh)[,.!]?\s+)?(?:yes|yep|yeah|yup|right|correct|exactly|true"
    r"|good catch|nice catch|you'?re right|that'?s (?:right|correct|it))\b",
    re.IGNORECASE,
)


def confirmed(replied: list[Hit], earlier: list[Hit], said: list[str], asked: str) -> None:
    """The assistant found that something the user told is out of date ("The staging Postgres
    hosts ... are under the `pg_stage` group." after "they're in the db_staging group"), asked
    about it ("Should I run it with `--limit pg_stage` instead?"), and the user agrees: the
    assistant's statement is a correction, kept as one. Agreeing to "Want me to apply?" is not."""
    if not replied or not said or not _AGREES.match(_fold(said[0]).strip()):
        return
    own = " ".join(t for t in said if not _unwrap(t).corrective)  # "I mixed it up" says no more
    if len(_informative(own)) > 3:
        return  # the user says it again in their own words, which capture reads as theirs
    first = min(h.turn_no for h in replied)
    told = [k for k in earlier if k.role == "user" and k.turn_no < first and not k.stored]
    for hit in replied:
        # what the question asks about, of what was found: a value the user had not told
        # ("Should I limit the run to `edge_nodes`?"); an offer about what the user told
        # ("want a script to queue the existing bookings?") asks nothing of the finding
        about = _singular(_informative(hit.text)) & _singular(_informative(asked))
        if hit.background and (
            wrong := [
                k
                for k in told
                if _values(about - _singular(_informative(k.text)))
                and _contradicts(k.text, hit.text)
            ]
        ):
            hit.corrective, hit.background, hit.corrected = True, False, True
            for k in wrong:
                k.dropped = True


def _values(words: set[str]) -> set[str]:
    """The words that are values or code names: "9090", "edge_nodes", not "existing"."""
    return {w for w in words if VALUE.search(w)}


def _contradicts(told: str, found: str) -> bool:
    """What the assistant found is another value for what the user told: an update as
    `relation` reads a correction, or two shared words and none of the same numbers ("listens on
    50051" / "config/payments.yaml has the payments gRPC server on `:9090`")."""
    if relation(told, f"Correction: {found}") == "update":
        return True
    a, b = _profile(told), _profile(found)
    shared = set(a.words) & set(b.words)
    return (
        len(shared) >= 2 and bool(a.numbers and b.numbers) and not set(a.numbers) & set(b.numbers)
    )


def credit_echo(kept: list[Hit], hit: Hit) -> None:
    """The assistant saying a rule again, as advice, is the rule repeated: it counts for the
    user's statement it restates (its importance), though it is no memory of its own."""
    if hit.role != "assistant" or hit.kind not in ("convention", "preference") or hit.dropped:
        return
    same = next((k for k in kept if relation(k.text, hit.text) == "same"), None)
    if same is not None:
        same.turns |= hit.turns


# The reason for a choice given later: "here's why I chose jOOQ: the reporting queries."
_WHY_CHOSEN = re.compile(r"\bwhy (?:i|we) (?:chose|picked|went with)\b", re.IGNORECASE)


def explained_later(kept: list[Hit], hit: Hit) -> bool:
    """A later "here's why I chose X: ..." joins the decision that chose X, as its reason."""
    if hit.kind != "decision" or not _WHY_CHOSEN.search(hit.text):
        return False
    words = _informative(hit.text)
    chose = next(
        (
            k
            for k in reversed(kept)
            if k.kind == "decision" and k.turn_no < hit.turn_no and _informative(k.text) & words
        ),
        None,
    )
    if chose is None:
        return False
    chose.text += " " + hit.text
    chose.follow_up = chose.follow_up or hit.text
    hit.dropped = True
    return True


_IT_IS = re.compile(r"^[^.!?]{1,40}\bit is[.!]", re.IGNORECASE)


def echoes_the_choice(kept: list[Hit], hit: Hit) -> bool:
    """The assistant's "Lane metres it is. ..." right after the user chose lane metres says the
    user's decision again: it is dropped, the user's words are the memory."""
    if hit.role != "assistant" or hit.kind != "decision":
        return False
    words = _informative(hit.text)
    echo = _IT_IS.match(hit.text) is not None  # "Option 3 it is.": the choice, whatever its kind
    if not any(
        k.role == "user"
        and (k.kind == "decision" or echo)
        and k.turn_no == hit.turn_no - 1
        and len(_informative(k.text) & words) >= (1 if echo else 2)
        for k in kept
    ):
        return False
    hit.dropped = True
    return True


# The assistant saying what it is about to do: "For the save call I'll use `invoke` from ...",
# "Plan: a `SetpointWithinProfile` check in `LoadsService.createLoad` ...".
_PLANS = re.compile(
    r"\b(?:i'?ll|i will|i'?d|i could|i am going to|i'?m going to|i'?m gonna|i plan to|let me)\b"
    r"|^\W*(?:(?:my|the|proposed|here'?s the) )?plan\b|[.!?]\s+(?:(?:my|the|here'?s the) )?plan:",
    re.IGNORECASE | re.MULTILINE,
)


def sets_the_plan_right(sentence: str, reply: str) -> bool:
    """The user's answer to the assistant's plan (or review) names a thing the plan named
    ("yeah we're on tauri 2 since september, invoke lives in @tauri-apps/api/core now" after
    "I'll use `invoke` from '@tauri-apps/api/tauri'"): what it says of that thing corrects the
    plan."""
    if not reply or not (_PLANS.search(reply) or reviews(reply)):
        return False
    return bool(_singular(_informative(sentence)) & _singular(_informative(reply)))


def bears_out(sentence: str, reply: str, opening: str) -> bool:
    """The user agrees with what the assistant's reply found and says how things are, naming a
    thing the reply named ("yeah the farm is linux. names in atlas.ron have to match the file
    name case exactly" after "The farm failure is a file-name case mismatch ..."): `opening`,
    the turn's first sentence, agrees."""
    if not reply or _AGREES.match(_fold(opening)) is None:
        return False
    return bool(_singular(_informative(sentence)) & _singular(_informative(reply)))


def restates_otherwise(sentence: str, reply: str) -> bool:
    """The user gives another number for a quantity the assistant's reply stated ("check-in is
    20 minutes before departure for everyone ..." after "Check-in closes 30 minutes before
    departure"): the turn sets the assistant right, though it denies nothing."""
    told = _quantities(sentence)
    if not told or not reply:
        return False
    named = _singular(_informative(sentence))
    for said in _with_numbers(reply):
        stated = _quantities(said)
        if any(told[u] - stated[u] for u in told.keys() & stated.keys()):
            # ... of the same thing: a word in common besides the unit ("window", "check-in")
            if len(named & _singular(_informative(said)) - told.keys()) >= 1:
                return True
    return False


@functools.lru_cache(maxsize=16)  # one reply, read for each sentence of the turn answering it
def _with_numbers(reply: str) -> tuple[str, ...]:
    return tuple(s for s in _sentences(reply) if any(ch.isdigit() for ch in s))


# A number and the unit after it: "30 minutes", "0.74 m", "16 bikes", "250ms".
_QUANTITY = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)?)\s?([a-z%]+)\b", re.IGNORECASE)
# ... not a word that only goes on with the sentence: "6.1 since march", "3 and 4".
_NO_UNIT = frozenset(
    """a an and as at by for from in into is it of on or since so than that the then to was
    were with x""".split()
)


@functools.lru_cache(maxsize=64)  # a reply is read once for each sentence answering it
def _quantities(text: str) -> dict[str, frozenset[str]]:
    found: dict[str, set[str]] = {}
    for number, unit in _QUANTITY.findall(text):
        if unit.casefold() not in _NO_UNIT:
            found.setdefault(singular(unit.casefold()), set()).add(number.replace(",", "."))
    return {u: frozenset(n) for u, n in found.items()}


# A denial: "track width isnt 0.62", "rule violations aren't 400 here".
_DENIED = re.compile(
    r"\b(?:isn'?t|aren'?t|wasn'?t|weren'?t|doesn'?t|don'?t|dont|doesnt|is not|are not|not|never"
    r"|no longer)\b",
    re.IGNORECASE,
)
_NEXT_WORDS = re.compile(r"[\w./:-]+")
# A month after a day: "starts on 1 April" states "april", which "not april" denies.
_DATED = re.compile(
    r"\b\d{1,2}(?:st|nd|rd|th)?\s+((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b",
    re.IGNORECASE,
)


def denies(sentence: str, reply: str) -> bool:
    """The user denies a value the assistant's reply stated: one of the words right after a
    "not" is a value the reply gave ("track width isnt 0.62, that's rev B" after "track width
    is 0.62 m"), so the turn sets the assistant right."""
    if not reply or not _DENIED.search(sentence):
        return False
    stated = {v.casefold() for v in VALUE.findall(reply)}
    stated |= {v.rsplit("/", 1)[-1] for v in stated if "/" in v}  # "values.yaml" of a path
    stated |= {w.casefold() for w in _DATED.findall(reply)}  # "april" of "1 April"
    for m in _DENIED.finditer(sentence):
        after = _NEXT_WORDS.findall(sentence[m.end() :])[:4]
        if any(w.casefold().strip(".:") in stated for w in after):
            return True
    return False


def _singular(words: frozenset[str]) -> set[str]:
    """The words with "'s" and a plural's s dropped: the plan's "a date helper" and "tauri's
    invoke", the answer's "no new helpers" and "tauri 2"."""
    return {singular(w.removesuffix("'s")) for w in words}


# "3 is wrong, prices are public ...", "oh and 3 isnt right, theres no default_scope anymore":
# a point of the assistant's numbered list, denied by its number.
_POINT_DENIED = re.compile(
    r"^(?:(?:oh|and|but|also|ok|so)[,.]?\s+)*(?:point\s+|#)?([1-9])\s+(?:is\s+wrong|'?s\s+wrong"
    r"|is\s+(?:incorrect|outdated)|isn'?t\s+(?:right|true|correct)"
    r"|is\s+not\s+(?:right|true|correct))\b",
    re.IGNORECASE,
)


def denied_points(replied: list[Hit], said: list[str], reply: str) -> None:
    """The user says a point of the assistant's numbered list is wrong, by its number: what
    capture kept of that point is dropped, since it was never true."""
    points = {k: v.replace("**", "") for k, v in listed(reply).items()}
    for sentence in said:
        m = _POINT_DENIED.match(_fold(sentence).strip())
        if m is None:
            continue
        point = points.get(m.group(1), "")
        for hit in replied:
            if point and not hit.stored and hit.text[:40] in point:
                hit.dropped = True
