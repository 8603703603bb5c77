"""Words typed clipped, each with the word in full (surface.statement_words reads them when two
statements are compared; surface.spelled_out reads other cuts from the other statement)."""

# Read only when two statements are compared (the merge keys keep the words as typed, so a store
# need not be re-filed for them).
CLIPPED = {
    "cred": "credential",
    "param": "parameter",
    "perf": "performance",
    "impl": "implementation",
    "info": "information",
    "max": "maximum",
    "avg": "average",
    "pkg": "package",
    "lib": "library",
    "dir": "directory",
    "img": "image",
    "req": "request",
    "spec": "specification",
    "var": "variable",
    "mgmt": "management",
    "mgr": "manager",
    "coord": "coordinate",
    "precip": "precipitation",
    "acct": "account",
    "addr": "address",
    "qty": "quantity",
    "amt": "amount",
    "dept": "department",
    "calc": "calculation",
    "pref": "preference",
    "es": "elasticsearch",  # "the ES cluster"
    "eps": "episode",  # "podcast eps"
    "tix": "ticket",
    "chem": "chemistry",
    "txn": "transaction",
    "notif": "notification",
    "pwd": "password",
    "dedup": "deduplicate",
    "dedupe": "deduplicate",
    "deduped": "deduplicated",
    "pct": "percent",
    "ops": "operation",  # "the TTB ops report"
}
