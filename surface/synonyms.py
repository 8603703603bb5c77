"""Words that name the same thing in a coding assistant's prompts and in its memories.

A lesson is written in the words of its cause ("a nested-quantifier regex hung the server"),
the task that needs it in the words of its symptom ("a customer's regex search made the API
hang"). The hook is lexical, so a memory that shares one word with the prompt cannot clear the
relevance gate. A query term is therefore also looked for under its alternatives: irregular
word forms (hang / hung) and near-synonyms of everyday software vocabulary (JWT / token,
blank / white screen, component / widget). A match through an alternative counts for less
than the word itself (surface.relevance.ALT_WEIGHT).

The groups are written for this project from general software vocabulary; some were added
after reading prompts the surfacing evaluation missed (docs/memory-model.md, "Said in other
words", and docs/benchmarks.md say which figures that affects). Rules for adding one: its
words are single FTS terms, interchangeable in a sentence about code (not merely related:
"cache" and "invalidation" are not a group). A word in two groups ("release": deploy, version)
has the alternatives of both.
"""

from __future__ import annotations

from functools import lru_cache

from surface.stemming import stem

# Irregular forms: FTS5's porter stemmer and the suffix strip do not join these. The commonest
# verbs (go, get, make, say, see, take, think ...) are left out: in every text, they say little.
IRREGULAR = """
hang hung | freeze froze frozen | break broke broken | run ran | write wrote written |
rewrite rewrote rewritten | build built | rebuild rebuilt | send sent | lose lost |
throw threw thrown | catch caught | begin began begun | fall fell fallen | hide hid hidden |
stick stuck | spin spun | forget forgot forgotten | choose chose chosen | draw drew drawn |
drive drove driven | steal stole stolen | wake woke woken | grow grew grown | blow blew blown |
shake shook shaken | override overrode overridden | bind bound | slide slid | pay paid |
sell sold | spend spent | deal dealt | swing swung | tear tore torn | bite bit bitten |
shoot shot | buy bought | bring brought | teach taught | undo undid undone | show shown |
keep kept
"""

# Near-synonyms in software prose; each line one group.
SYNONYMS = """
hang freeze stall block unresponsive
crash die abort panic segfault
slow sluggish laggy latency
fast quick speedy
error exception failure fault
bug defect glitch
broken failing faulty
blank white empty
page screen view
component widget
app application
function method func
variable var
parameter param argument arg
config configuration settings setting
env environment
repo repository
dir directory folder
db database
table relation
column field
row record
query sql
index indexes indices
migration migrate
schema model
auth authentication login signin
authorization permission permissions access
token jwt
password passphrase
cookie cookies
session sessions
user account
api endpoint route
request call
response reply
server backend
client frontend
browser web
mobile phone iphone android
network connection
socket websocket ws
disconnect drop drops dropped
retry retries retrying
timeout timeouts
concurrent simultaneous parallel concurrently simultaneously
race racing
duplicate duplicates duplicated twice double
delete remove erase
create insert
update modify edit change
fetch load retrieve download
upload push
deploy deployment release ship rollout
container docker
kubernetes k8s
pod pods
restart reboot
memory ram
leak leaks leaking
cpu processor
disk storage
store save persist
cache caching cached
dependency dependencies package packages library lib
version versions release
upgrade bump
install installation
test tests testing spec specs
mock stub fake
log logs logging
monitor monitoring alert alerts
secret secrets credential credentials
key apikey
encrypt encryption
hash hashing digest
email mail
notification notifications notify
job task
queue queues
worker workers
cron scheduled scheduler
thread threads threading
async asynchronous await
sync synchronous blocking
event events
callback handler listener
loop iteration
regex regexp pattern
string text
number integer int
float decimal double
date datetime timestamp
timezone tz utc
currency money price amount
csv spreadsheet excel
encoding charset unicode utf8
file files
image images picture photo
font typeface
color colour
style styles css
layout grid flex
button btn
form input
modal dialog popup
dropdown select
list lists array
map dict dictionary hashmap
object obj instance
class type
interface protocol
null nil none undefined
check validate verify validation
sanitize escape
inject injection
attack exploit
vulnerable insecure unsafe
permission role
admin administrator superuser root
build compile bundle
bundle bundler webpack vite
minify minified
lint linter
format formatter prettier
commit commits
branch branches
merge merged
pipeline ci workflow
staging preprod
production prod
local locally localhost laptop
dev development
doc docs documentation readme
comment comments
rename renaming
refactor restructure
slowdown regression
search find lookup
filter filtering
sort sorting order ordering
paginate pagination paging
scroll scrolling
render rendering draw
hook hooks
prop props
translate translation i18n localization l10n
plural plurals pluralization
locale language
accessibility a11y
keyboard tab focus
screenreader aria
"""


def _groups(text: str, sep: str) -> list[list[str]]:
    out = []
    for chunk in text.split(sep):
        words = chunk.split()
        if len(words) > 1:
            out.append(words)
    return out


def groups() -> list[list[str]]:
    """Every group: the irregular forms, then the near-synonyms."""
    return _groups(IRREGULAR, "|") + _groups(SYNONYMS, "\n")


@lru_cache(maxsize=1)
def _table() -> dict[str, tuple[str, ...]]:
    """word -> its alternatives. Keyed by the word itself, not its stem: the crude stem joins
    unrelated words ("inter" and "int")."""
    table: dict[str, list[str]] = {}
    for words in groups():
        for w in words:
            alts = table.setdefault(w, [])
            alts.extend(a for a in words if stem(a) != stem(w) and a not in alts)
    return {k: tuple(v) for k, v in table.items()}


def alternatives(word: str) -> tuple[str, ...]:
    """The other words a query word may be written as in a memory, () if none. A plural
    finds its singular's group."""
    return _grouped(word) + tuple(f for f in derived_forms(word) if f not in _grouped(word))


def _grouped(word: str) -> tuple[str, ...]:
    table = _table()
    for key in (
        word,
        word[:-1] if word.endswith("s") else "",
        word[:-2] if word.endswith("es") else "",
    ):
        if key in table:
            return table[key]
    return ()


# Nouns in -ment whose stem is another word ("statement" is no kind of "state").
_NOT_DERIVED = frozenset("comment comments statement statements department departments".split())


@lru_cache(maxsize=4096)
def derived_forms(word: str) -> tuple[str, ...]:
    """The noun in -ment and the verb it is made from, which FTS5's porter stemmer indexes as
    two words when the verb ends in a y ("deploy" as deploi, "deployment" as deploy) or is
    short ("pay", "payment"; "ship", "shipment"): a task about a deployment must find the
    lesson that says "we deploy with ...". The crude stem here joins them already; the
    full-text index does not."""
    if word in _NOT_DERIVED:
        return ()
    for suffix in ("ments", "ment"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return (word[: -len(suffix)],)
    verb = word[:-1] if word.endswith("ys") else word  # "deploys" as "deploy"
    if len(verb) >= 3 and verb[-1] == "y" and verb[-2] in "aeiou":
        return (verb + "ment",)
    return ()
