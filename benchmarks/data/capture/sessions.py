"""The labelled capture dev set: realistic coding sessions and the lessons each should yield.

    python benchmarks/data/capture/sessions.py     # (re)writes the *.jsonl transcripts and labels.json

Each session is a script of steps; `write()` renders it in the transcript format the Claude Code
CLI (2.1.332) records: user and assistant lines with parent links, tool_use / tool_result pairs
(Bash, Read, Edit and the memory server's tools), thinking blocks, attachments and system lines.

Labels, per session:
- lessons: what capture should store; each is a list of key phrases that must all appear in one
  captured memory's content (case-insensitive), plus `not`: phrases it must not contain (the
  corrected, stale statement; a correction may still name the old value: "it was 5432 but ...").
- tool_stored: key phrases of what the session already stored through the memory tools; a
  captured memory matching one of them is a copy.
- split: "dev" sessions were used while tuning capture; "check" sessions were written at the same
  time and only measured (their misses were seen once, before tuning); "fresh" sessions were
  written after tuning and measured once (see docs/benchmarks.md); "fresh2" sessions were
  written in session 9, measured once, then four rules came from their misses; "fresh3"
  sessions (sessions_fresh3.py) were written in session 11 before capture ran on them, then six
  rules came from their misses; "fresh4" sessions were written after those rules, before capture
  ran on them, then four rules came from their misses; "fresh5" sessions were written after
  those, before capture ran on them; "fresh6" sessions (sessions_fresh6.py) were written in
  session 12 by a helper blind to capture's rules, before capture ran on them; "fresh7" sessions
  (sessions_fresh7.py) were written in session 12 by a second helper blind to capture's rules,
  before capture ran on them; "fresh8" sessions (sessions_fresh8.py) were written in session 12
  by a third helper blind to capture's rules, before capture ran on them; "fresh9" sessions
  (sessions_fresh9.py) were written in session 12 by a fourth helper blind to capture's rules,
  before capture ran on them; "fresh10" sessions (sessions_fresh10.py) were written in session 12
  by a fifth helper blind to capture's rules, before capture ran on them; "fresh11" sessions
  (sessions_fresh11.py) were written in session 19 by a helper blind to capture's rules, before
  capture ran on them; "fresh12" sessions (sessions_fresh12.py) were written in session 19 by a
  second blind helper after fresh11's rules, before capture ran on them; "fresh13" sessions
  (sessions_fresh13.py) by a third blind helper after fresh12's rules, before capture ran on them;
  "fresh14" sessions (sessions_fresh14.py) by a fourth blind helper after fresh13's rules,
  before capture ran on them; "fresh15" sessions (sessions_fresh15.py) by a fifth blind helper
  after fresh14's rule, before capture ran on them; "fresh16" and "fresh17" sessions by two more
  blind helpers, in parallel, after fresh15's rules, before capture ran on them; "fresh18" and
  "fresh19" the same way after fresh16-17's rules; "fresh20" and "fresh21" (session 23) by two
  more blind helpers, in parallel, before capture ran on them; "fresh22" and "fresh23" the same
  way after fresh20-21's rules; "fresh24" and "fresh25" the same way after fresh22-23's;
  "fresh26" and "fresh27" after fresh24-25's, from a brief that named no fixed recipe;
  "fresh28" and "fresh29" the same way after fresh26-27's; "fresh30" and "fresh31" after
  fresh28-29's, measured once and not tuned on; "fresh32" and "fresh33" the same way, to
  choose the lesson model's threshold on data it was not fitted on; "fresh34" and "fresh35"
  after the lesson model shipped, measured once and not tuned on; "fresh36" to "fresh39"
  (session 24) by four blind helpers in parallel, before capture ran on them; "fresh40" and
  "fresh41" by two more after the rules fresh36-39 asked for, measured once (three rules were
  read from their misses after that run); "fresh42" and "fresh43" (session 25) by one more blind
  helper at the session's start, before capture ran on them; "fresh44" and "fresh45" by one
  more after the session's rules, measured once; "fresh46" and "fresh47" (session 26) by one
  more blind helper at the session's start, before capture ran on them; "fresh48" and "fresh49"
  by one more after the session's rules, measured once (then read); "fresh50" and "fresh51" by
  one more after the rules read from them, measured once; "fresh52" and "fresh53" (session 27) by
  one more blind helper at the session's start, before capture ran on them; "fresh54" and
  "fresh55" by one more during the session, committed before capture ran on them and measured
  once after the session's rules; "fresh56" and "fresh57" (session 28) by one more blind helper
  at the session's start, before capture ran on them (one rule was read from them after that
  run); "fresh58" and "fresh59" by one more after the session's rules, committed before capture
  ran on them and measured once; "fresh60" and "fresh61" (session 29) by one more blind helper
  at the session's start, before capture ran on them; "fresh62" and "fresh63" by one more after
  the session's rules (its brief asked that a lesson's keys come from one sentence), committed
  before capture ran on them and measured once; "fresh64" to "fresh67" (session 47) by two more
  blind helpers in parallel (a brief asking for several rules in one turn, corrections in
  passing and a fact stored through the tool beside one that was not), committed before capture
  ran on them, then read (two rules came from their misses); "fresh68" to "fresh71" by two more
  blind helpers with the same brief after those rules, committed before capture ran on them,
  then read (two rules came from their misses); "fresh72" to "fresh75" by two more blind helpers
  with the same brief after those, committed before capture ran on them; "fresh76" to "fresh79"
  (session 48) by two more blind helpers with the same brief, committed before capture ran on
  them, then read (five rules came from their misses and fresh72-75's); "fresh80" to "fresh83"
  by two more blind helpers with the same brief after those rules, committed before capture
  ran on them; "fresh84" to "fresh87" (session 49) by two more blind helpers with a brief
  asking for corrections after an agreement, several points in one message, an option taken by
  number or name and a fact answered to the assistant's question, committed before capture ran
  on them, then read (two rules came from their misses); "fresh88" to "fresh91" by two more
  blind helpers with the same brief after those rules, committed before capture ran on them,
  then read (four rules came from their misses); "fresh92" to "fresh95" by two more blind
  helpers with the same brief after those rules, committed before capture ran on them, then
  read (two rules came from their misses); "fresh96" to "fresh99" by two more blind helpers with
  the same brief after all of session 49's rules, committed before capture ran on them, then
  read in session 50; "fresh100" to "fresh103" (session 50) by two more blind helpers with a
  brief asking for one incident, one decision among options, one fact stored through the tool
  beside one that was not, one review with several rules in one message, one correction and one
  chit-chat session per file, committed before capture ran on them, then read (rules came
  from their misses); "fresh104" to "fresh107" by two more blind helpers with the same brief
  after those rules, committed before capture ran on them, then read (rules came from their
  misses); "fresh108" to "fresh111" by two more blind helpers with the same brief after those
  rules, committed before capture ran on them, then read; "fresh112" to "fresh115" by two more
  with the same brief, committed before capture ran on them, with no capture rule added after
  fresh108-111's first run; "fresh116" to "fresh119" by two more blind helpers with the same
  brief in session 51, committed before capture ran on them, then read; "fresh120" to
  "fresh123" by two more in session 51, after the rules read from fresh112-119, committed
  before capture ran on them, then read; "fresh124" to "fresh127" by two more in session 51,
  after the rules read from fresh120-123, committed before capture ran on them, then read;
  "fresh128" to "fresh131" by two more in session 51, after the rules read from
  fresh124-127, committed before capture ran on them, then read; "fresh132" to "fresh135" by
  two more in session 51, after the rules read from fresh128-131, committed before capture
  ran on them, then read; "fresh136" to "fresh139" by two more in session 51, after every
  rule of the session, committed before capture ran on them, then read in session 52;
  "fresh140" to "fresh143" by two more in session 52, after the rules read from
  fresh136-139, committed before capture ran on them, then read; "fresh144" to "fresh147" by
  two more in session 52, after the rules read from fresh140-143, committed before capture ran
  on them, then read; "fresh148" to "fresh151" by two more in session 52, after the rules read
  from fresh144-147, committed before capture ran on them, then read; "fresh152" to "fresh155"
  by two more in session 52, after the rules read from fresh148-151, committed before capture
  ran on them, then read; "fresh156" to "fresh159" by two more in session 52, after the rules
  read from fresh152-155, committed before capture ran on them; "fresh160" to "fresh163" by two
  more in session 52, after every rule of the session, committed before capture ran on them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sessions_fresh3 import FRESH3, FRESH4, FRESH5  # run as a script: this folder is on the path
from sessions_fresh6 import FRESH6
from sessions_fresh7 import FRESH7
from sessions_fresh8 import FRESH8
from sessions_fresh9 import FRESH9
from sessions_fresh10 import FRESH10
from sessions_fresh11 import FRESH11
from sessions_fresh12 import FRESH12
from sessions_fresh13 import FRESH13
from sessions_fresh14 import FRESH14
from sessions_fresh15 import FRESH15
from sessions_fresh16 import FRESH16
from sessions_fresh17 import FRESH17
from sessions_fresh18 import FRESH18
from sessions_fresh19 import FRESH19
from sessions_fresh20 import FRESH20
from sessions_fresh21 import FRESH21
from sessions_fresh22 import FRESH22
from sessions_fresh23 import FRESH23
from sessions_fresh24 import FRESH24
from sessions_fresh25 import FRESH25
from sessions_fresh26 import FRESH26
from sessions_fresh27 import FRESH27
from sessions_fresh28 import FRESH28
from sessions_fresh29 import FRESH29
from sessions_fresh30 import FRESH30
from sessions_fresh31 import FRESH31
from sessions_fresh32 import FRESH32
from sessions_fresh33 import FRESH33
from sessions_fresh34 import FRESH34
from sessions_fresh35 import FRESH35
from sessions_fresh36 import FRESH36
from sessions_fresh37 import FRESH37
from sessions_fresh38 import FRESH38
from sessions_fresh39 import FRESH39
from sessions_fresh40 import FRESH40
from sessions_fresh41 import FRESH41
from sessions_fresh42 import FRESH42
from sessions_fresh43 import FRESH43
from sessions_fresh44 import FRESH44
from sessions_fresh45 import FRESH45
from sessions_fresh46 import FRESH46
from sessions_fresh47 import FRESH47
from sessions_fresh48 import FRESH48
from sessions_fresh49 import FRESH49
from sessions_fresh50 import FRESH50
from sessions_fresh51 import FRESH51
from sessions_fresh52 import FRESH52
from sessions_fresh53 import FRESH53
from sessions_fresh54 import FRESH54
from sessions_fresh55 import FRESH55
from sessions_fresh56 import FRESH56
from sessions_fresh57 import FRESH57
from sessions_fresh58 import FRESH58
from sessions_fresh59 import FRESH59
from sessions_fresh60 import FRESH60
from sessions_fresh61 import FRESH61
from sessions_fresh62 import FRESH62
from sessions_fresh63 import FRESH63
from sessions_fresh64 import FRESH64
from sessions_fresh65 import FRESH65
from sessions_fresh66 import FRESH66
from sessions_fresh67 import FRESH67
from sessions_fresh68 import FRESH68
from sessions_fresh69 import FRESH69
from sessions_fresh70 import FRESH70
from sessions_fresh71 import FRESH71
from sessions_fresh72 import FRESH72
from sessions_fresh73 import FRESH73
from sessions_fresh74 import FRESH74
from sessions_fresh75 import FRESH75
from sessions_fresh76 import FRESH76
from sessions_fresh77 import FRESH77
from sessions_fresh78 import FRESH78
from sessions_fresh79 import FRESH79
from sessions_fresh80 import FRESH80
from sessions_fresh81 import FRESH81
from sessions_fresh82 import FRESH82
from sessions_fresh83 import FRESH83
from sessions_fresh84 import FRESH84
from sessions_fresh85 import FRESH85
from sessions_fresh86 import FRESH86
from sessions_fresh87 import FRESH87
from sessions_fresh88 import FRESH88
from sessions_fresh89 import FRESH89
from sessions_fresh90 import FRESH90
from sessions_fresh91 import FRESH91
from sessions_fresh92 import FRESH92
from sessions_fresh93 import FRESH93
from sessions_fresh94 import FRESH94
from sessions_fresh95 import FRESH95
from sessions_fresh96 import FRESH96
from sessions_fresh97 import FRESH97
from sessions_fresh98 import FRESH98
from sessions_fresh99 import FRESH99
from sessions_fresh100 import FRESH100
from sessions_fresh101 import FRESH101
from sessions_fresh102 import FRESH102
from sessions_fresh103 import FRESH103
from sessions_fresh104 import FRESH104
from sessions_fresh105 import FRESH105
from sessions_fresh106 import FRESH106
from sessions_fresh107 import FRESH107
from sessions_fresh108 import FRESH108
from sessions_fresh109 import FRESH109
from sessions_fresh110 import FRESH110
from sessions_fresh111 import FRESH111
from sessions_fresh112 import FRESH112
from sessions_fresh113 import FRESH113
from sessions_fresh114 import FRESH114
from sessions_fresh115 import FRESH115
from sessions_fresh116 import FRESH116
from sessions_fresh117 import FRESH117
from sessions_fresh118 import FRESH118
from sessions_fresh119 import FRESH119
from sessions_fresh120 import FRESH120
from sessions_fresh121 import FRESH121
from sessions_fresh122 import FRESH122
from sessions_fresh123 import FRESH123
from sessions_fresh124 import FRESH124
from sessions_fresh125 import FRESH125
from sessions_fresh126 import FRESH126
from sessions_fresh127 import FRESH127
from sessions_fresh128 import FRESH128
from sessions_fresh129 import FRESH129
from sessions_fresh130 import FRESH130
from sessions_fresh131 import FRESH131
from sessions_fresh132 import FRESH132
from sessions_fresh133 import FRESH133
from sessions_fresh134 import FRESH134
from sessions_fresh135 import FRESH135
from sessions_fresh136 import FRESH136
from sessions_fresh137 import FRESH137
from sessions_fresh138 import FRESH138
from sessions_fresh139 import FRESH139
from sessions_fresh140 import FRESH140
from sessions_fresh141 import FRESH141
from sessions_fresh142 import FRESH142
from sessions_fresh143 import FRESH143
from sessions_fresh144 import FRESH144
from sessions_fresh145 import FRESH145
from sessions_fresh146 import FRESH146
from sessions_fresh147 import FRESH147
from sessions_fresh148 import FRESH148
from sessions_fresh149 import FRESH149
from sessions_fresh150 import FRESH150
from sessions_fresh151 import FRESH151
from sessions_fresh152 import FRESH152
from sessions_fresh153 import FRESH153
from sessions_fresh154 import FRESH154
from sessions_fresh155 import FRESH155
from sessions_fresh156 import FRESH156
from sessions_fresh157 import FRESH157
from sessions_fresh158 import FRESH158
from sessions_fresh159 import FRESH159
from sessions_fresh160 import FRESH160
from sessions_fresh161 import FRESH161
from sessions_fresh162 import FRESH162
from sessions_fresh163 import FRESH163

HERE = Path(__file__).resolve().parent

# Step kinds: ("user", text), ("assistant", text), ("think", text), ("bash", command, output),
# ("read", path, text), ("edit", path), ("tool", name, input, result, is_error)
SESSIONS: list[dict[str, Any]] = [
    # ------------------------------------------------------------------ corrections
    {
        "name": "replica-port-correction",
        "split": "dev",
        "steps": [
            ("user", "The staging tests can't reach the read replica. Can you check the config?"),
            (
                "read",
                "config/staging.toml",
                '[db]\nreplica_host = "replica.staging.internal"\nreplica_port = 5432\n',
            ),
            (
                "assistant",
                "The config points the replica at port 5432. Note that the staging read replica listens on port 5432 according to this file.",
            ),
            (
                "user",
                "Sorry, my mistake — I told you last week it was 5432 but the staging read replica listens on port 6543. The file is wrong.",
            ),
            ("edit", "config/staging.toml"),
            ("assistant", "Updated `replica_port` to 6543 in config/staging.toml."),
            ("bash", "make test-staging", "42 passed in 8.12s"),
            ("assistant", "The staging suite passes now."),
        ],
        "lessons": [{"keys": ["replica", "6543"], "not": ["listens on port 5432"]}],
        "tool_stored": [],
    },
    {
        "name": "deploy-day-correction",
        "split": "check",
        "steps": [
            (
                "user",
                "Let's set up the release checklist. We always deploy on Fridays after the standup.",
            ),
            ("assistant", "I'll draft the checklist around a Friday deploy."),
            (
                "user",
                "Correction: we never deploy on Fridays, nobody is around on the weekend if it breaks. Deploys happen on Tuesdays.",
            ),
            ("edit", "docs/release-checklist.md"),
            (
                "assistant",
                "Rewrote the checklist for Tuesday deploys and added a note that Friday deploys are off limits.",
            ),
        ],
        "lessons": [{"keys": ["never deploy on fridays"], "not": ["always deploy"]}],
        "tool_stored": [],
    },
    {
        "name": "queue-backend-correction",
        "split": "dev",
        "steps": [
            (
                "user",
                "For the background jobs we decided to use Redis as the Celery broker because it is already running for the cache.",
            ),
            ("assistant", "OK, I'll configure Celery with the Redis broker."),
            ("think", "The user wants Redis as the broker; check settings.py."),
            ("read", "app/settings.py", "CELERY_BROKER_URL = env('BROKER_URL')\n"),
            (
                "user",
                "Actually no, not Redis but RabbitMQ: ops decided on RabbitMQ as the Celery broker last month because Redis evicts keys under memory pressure and we lost tasks.",
            ),
            (
                "assistant",
                "Switching the broker to RabbitMQ then. I'll set BROKER_URL to the amqp URL in the env file.",
            ),
            ("edit", "app/settings.py"),
        ],
        "lessons": [{"keys": ["rabbitmq", "broker"], "not": ["already running for the cache"]}],
        "tool_stored": [],
    },
    {
        "name": "timeout-unit-correction",
        "split": "check",
        "steps": [
            (
                "user",
                "The payment webhook handler must answer within 30 seconds, Stripe retries after that.",
            ),
            (
                "assistant",
                "Understood. I'll keep the handler under 30 seconds and move the slow work to a queue.",
            ),
            (
                "user",
                "Oops, I was wrong: the webhook handler must answer within 10 seconds, not 30. I just checked the Stripe docs.",
            ),
            (
                "assistant",
                "Thanks, I'll aim for well under 10 seconds: acknowledge first, process in the worker.",
            ),
            ("edit", "payments/webhooks.py"),
        ],
        "lessons": [{"keys": ["webhook", "10 seconds"], "not": ["within 30 seconds"]}],
        "tool_stored": [],
    },
    {
        "name": "node-version-correction",
        "split": "dev",
        "steps": [
            (
                "user",
                "The frontend builds with Node 18, keep that in mind when you touch the Dockerfile.",
            ),
            ("read", "frontend/Dockerfile", "FROM node:20-alpine\nWORKDIR /app\n"),
            ("assistant", "The Dockerfile actually uses node:20-alpine, not Node 18."),
            ("user", "Right, my bad. The frontend builds with Node 20 since the upgrade in March."),
            ("assistant", "Got it, I'll leave node:20-alpine as it is."),
        ],
        "lessons": [{"keys": ["frontend", "node 20"], "not": ["builds with node 18"]}],
        "tool_stored": [],
    },
    # ------------------------------------------------------------------ restated facts
    {
        "name": "lint-restated",
        "split": "check",
        "steps": [
            (
                "user",
                "From now on, run `make lint` before every commit, CI rejects unformatted code.",
            ),
            ("assistant", "Will do: from now on I run `make lint` before every commit."),
            ("bash", "make lint", "ruff check . && ruff format --check .\nAll checks passed!"),
            ("assistant", "Lint is clean. Committing."),
            (
                "bash",
                "git commit -am 'Fix typo in README'",
                "[main 1a2b3c4] Fix typo in README\n 1 file changed",
            ),
            ("user", "Thanks. And remember, always `make lint` before committing."),
        ],
        "lessons": [{"keys": ["make lint", "commit"]}],
        "tool_stored": [],
    },
    {
        "name": "migrations-restated",
        "split": "dev",
        "steps": [
            (
                "user",
                "Database migrations have to be backwards compatible, because the old pods keep running during a rollout.",
            ),
            (
                "assistant",
                "Understood, so a column rename becomes add-new, backfill, then drop-old in a later release.",
            ),
            (
                "user",
                "Exactly. DB migrations must be backwards compatible since old pods keep running while we roll out.",
            ),
            ("edit", "migrations/0042_rename_status.py"),
            (
                "assistant",
                "I split the rename into two migrations: 0042 adds `state` and backfills it, 0043 (next release) drops `status`.",
            ),
        ],
        "lessons": [{"keys": ["migrations", "backwards compatible"]}],
        "tool_stored": [],
    },
    {
        "name": "feature-branches-restated",
        "split": "check",
        "steps": [
            (
                "user",
                "Convention here: feature branches are deleted after merge, don't push to an old one.",
            ),
            ("assistant", "OK. I'll create a fresh branch for this change."),
            (
                "bash",
                "git switch -c fix/login-redirect",
                "Switched to a new branch 'fix/login-redirect'",
            ),
            (
                "assistant",
                "Feature branches get deleted after merge, so I started fix/login-redirect from main.",
            ),
        ],
        "lessons": [{"keys": ["feature branches", "deleted after merge"]}],
        "tool_stored": [],
    },
    # ------------------------------------------------------------------ tool-stored memories
    {
        "name": "make-ship-tool-stored",
        "split": "dev",
        "steps": [
            (
                "user",
                "Store this convention for the team: deploys always go through make ship, never kubectl apply by hand.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Deploys always go through make ship, never kubectl apply by hand.",
                    "layer": "fact",
                    "tags": ["deploy"],
                },
                '{"id":"14","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Saved: deploys always go through `make ship`, never `kubectl apply` by hand.",
            ),
            ("user", "Great. Now let's fix the flaky login test."),
            (
                "bash",
                "pytest tests/test_login.py -x",
                "1 failed: test_redirect_after_login - AssertionError: 302 != 303",
            ),
            (
                "assistant",
                "The test expects 303 but the view returns 302. The fix was to return 303 See Other from the login view, which is what the spec asks for after a POST.",
            ),
        ],
        "lessons": [{"keys": ["303", "login"]}],
        "tool_stored": [["make ship"]],
    },
    {
        "name": "decide-tool-stored",
        "split": "check",
        "steps": [
            (
                "user",
                "Let's go with SQLite for the local dev database instead of running Postgres in docker, because onboarding takes an hour with docker.",
            ),
            (
                "tool",
                "mcp__cognimem__decide",
                {
                    "choice": "Use SQLite for the local dev database",
                    "rationale": "onboarding with docker Postgres takes an hour",
                    "alternatives": ["Postgres in docker"],
                },
                '{"id":"3","action":"stored"}',
                False,
            ),
            ("assistant", "Recorded the decision. I'll switch the dev settings to SQLite."),
            ("edit", "app/settings/dev.py"),
            (
                "assistant",
                "Dev now uses SQLite at `var/dev.sqlite3`; tests still run against Postgres in CI.",
            ),
        ],
        "lessons": [],
        "tool_stored": [["sqlite", "local dev database"]],
    },
    {
        "name": "remember-denied",
        "split": "dev",
        "steps": [
            (
                "user",
                "Remember that the billing service owns the invoices table; other services read it through the billing API only.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "The billing service owns the invoices table; other services read it through the billing API only."
                },
                "Claude requested permissions to use mcp__memory__remember, but you haven't granted it yet.",
                True,
            ),
            (
                "assistant",
                "I couldn't save that to memory (permission denied), but I'll keep it in mind for this session.",
            ),
        ],
        "lessons": [{"keys": ["billing service", "invoices table"]}],
        "tool_stored": [],
    },
    {
        "name": "update-memory-tool",
        "split": "check",
        "steps": [
            (
                "user",
                "The memory about the API base path is stale, it's /api/v2 now. Please update it.",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "API base path"},
                '{"hits":[{"id":"9","title":"","content":"The API base path is /api/v1."}]}',
                False,
            ),
            (
                "tool",
                "mcp__memory__update_memory",
                {"id": "9", "content": "The API base path is /api/v2."},
                '{"id":"9","status":"active"}',
                False,
            ),
            ("assistant", "Updated memory #9: the API base path is /api/v2."),
            (
                "user",
                "Also we decided to version the API in the path rather than in a header, because the CDN cannot vary on headers.",
            ),
            ("assistant", "Makes sense. I'll keep versioning in the path."),
        ],
        "lessons": [{"keys": ["version", "path", "header"]}],
        "tool_stored": [["/api/v2"]],
    },
    {
        "name": "remember-then-more",
        "split": "dev",
        "steps": [
            (
                "user",
                "Please remember: the nightly export job runs at 02:00 UTC and must finish before 06:00 UTC when the EU office starts.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "The nightly export job runs at 02:00 UTC and must finish before 06:00 UTC, when the EU office starts.",
                    "importance": 4,
                },
                '{"id":"21","action":"stored"}',
                False,
            ),
            ("assistant", "Stored. I'll look at why it overran yesterday."),
            (
                "bash",
                "grep -n 'duration' logs/export-2026-11-29.log | tail -3",
                "export finished duration=4h41m rows=18233011",
            ),
            (
                "assistant",
                "The export took 4h41m. The root cause was a missing index on orders.updated_at, so every batch did a full scan; I added the index in migration 0051.",
            ),
            ("user", "Nice, thanks."),
        ],
        "lessons": [{"keys": ["index", "updated_at"]}],
        "tool_stored": [["nightly export", "02:00"]],
    },
    # ------------------------------------------------------------------ chit-chat, nothing to keep
    {
        "name": "chitchat-readme",
        "split": "check",
        "steps": [
            ("user", "hi! can you fix the typo in the README heading?"),
            ("read", "README.md", "# Instalation\n\nRun `pip install .`\n"),
            ("edit", "README.md"),
            ("assistant", 'Fixed "Instalation" to "Installation".'),
            ("user", "thanks!"),
            ("assistant", "You're welcome."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "chitchat-explain",
        "split": "dev",
        "steps": [
            ("user", "What does this regex do? `^\\d{4}-\\d{2}$`"),
            (
                "assistant",
                "It matches a string that is exactly four digits, a hyphen and two digits, like 2026-11. The anchors make it match the whole string.",
            ),
            ("user", "ok cool"),
            ("assistant", "Anything else?"),
            ("user", "nope, that's it"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "chitchat-run-tests",
        "split": "check",
        "steps": [
            ("user", "run the tests please"),
            (
                "bash",
                "pytest -q",
                "........................................ [100%]\n212 passed in 14.02s",
            ),
            ("assistant", "All 212 tests pass."),
            ("user", "great, push it"),
            ("bash", "git push", "To github.com:acme/shop.git\n   4f1e2d0..8c9b7a6  main -> main"),
            ("assistant", "Pushed to main."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "chitchat-rename",
        "split": "dev",
        "steps": [
            ("user", "Rename the variable `tmp` to `pending_orders` in orders/service.py."),
            ("edit", "orders/service.py"),
            (
                "assistant",
                "Renamed `tmp` to `pending_orders` in orders/service.py (3 occurrences).",
            ),
            (
                "user",
                "Looks good. Maybe we should also split that function at some point, it's getting long.",
            ),
            ("assistant", "Agreed, it's about 120 lines. I can do that whenever you like."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    # ------------------------------------------------------------------ incidents
    {
        "name": "incident-cache-stampede",
        "split": "dev",
        "steps": [
            (
                "user",
                "Production was down for 40 minutes this morning. The dashboards show the database at 100% CPU right after the cache flush at 09:00.",
            ),
            ("bash", "grep -c 'cache miss' logs/api-2026-11-30.log", "1843221"),
            (
                "assistant",
                "There were 1.8M cache misses in a few minutes. The root cause was a cache stampede: the 09:00 flush expired every product key at once and all API pods hit the database together.",
            ),
            (
                "assistant",
                "The fix was to add jitter to the TTLs and a single-flight lock around the product loader, so only one pod rebuilds a key.",
            ),
            (
                "user",
                "Good. From now on, never flush the whole product cache during business hours.",
            ),
            ("assistant", "Noted."),
        ],
        "lessons": [
            {"keys": ["stampede"]},
            {"keys": ["jitter", "single-flight"]},
            {"keys": ["never flush", "product cache"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "incident-data-loss",
        "split": "check",
        "steps": [
            (
                "user",
                "We lost a day of uploads: the cleanup cron deleted files that were still referenced. This is bad.",
            ),
            ("bash", "cat ops/cron/cleanup.sh", "find /srv/uploads -mtime +1 -delete"),
            (
                "assistant",
                "The cron deletes everything older than a day without checking references. The root cause is that cleanup.sh uses -mtime instead of asking the app which files are orphaned.",
            ),
            (
                "assistant",
                "I replaced it with `manage.py purge_orphans`, which only deletes files no row points to, and it runs in dry-run mode first.",
            ),
            ("user", "Good. Never delete uploads by age again, always go through purge_orphans."),
        ],
        "lessons": [
            {"keys": ["cleanup", "-mtime"]},
            {"keys": ["purge_orphans"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "incident-leaked-key",
        "split": "dev",
        "steps": [
            (
                "user",
                "Security incident: someone pushed the .env file with the Stripe secret to the public mirror. I rotated the key already.",
            ),
            (
                "assistant",
                "I'll make sure it can't happen again. The .env file was not in .gitignore for the mirror job.",
            ),
            ("edit", ".gitignore"),
            (
                "assistant",
                "Added .env to .gitignore and a pre-commit hook (detect-secrets) that blocks commits containing keys.",
            ),
            ("user", "Thanks. From now on every repo gets detect-secrets in pre-commit."),
        ],
        "lessons": [
            {"keys": [".env", "public mirror"]},
            {"keys": ["detect-secrets", "pre-commit"]},
        ],
        "tool_stored": [],
    },
    # ------------------------------------------------------------------ decisions
    {
        "name": "decision-httpx",
        "split": "check",
        "steps": [
            ("user", "Should we keep requests or move to httpx for the API client?"),
            (
                "assistant",
                "httpx gives us async support and HTTP/2; requests would need a thread pool for the async views.",
            ),
            (
                "user",
                "Let's switch to httpx for the API client, because the new views are async and we don't want a thread pool.",
            ),
            ("edit", "clients/api.py"),
            ("assistant", "Ported the client to httpx.AsyncClient."),
        ],
        "lessons": [{"keys": ["httpx"]}],
        "tool_stored": [],
    },
    {
        "name": "decision-monorepo",
        "split": "dev",
        "steps": [
            (
                "user",
                "We decided to keep the admin frontend in the monorepo rather than a separate repository, since it shares the API types.",
            ),
            (
                "assistant",
                "OK, I'll add it under `apps/admin` and import the types from `packages/api-types`.",
            ),
            ("bash", "ls apps", "admin  shop  worker"),
            ("assistant", "The admin app is in apps/admin now."),
        ],
        "lessons": [{"keys": ["admin", "monorepo"]}],
        "tool_stored": [],
    },
    {
        "name": "preference-and-todo",
        "split": "check",
        "steps": [
            ("user", "I prefer small commits with one change each, in every project."),
            ("assistant", "Understood."),
            (
                "user",
                "We're out of time today. TODO: the retry logic in payments/client.py still needs a backoff cap, it can retry forever.",
            ),
            ("assistant", "Noted for next time: cap the backoff in payments/client.py."),
        ],
        "lessons": [
            {"keys": ["small commits"]},
            {"keys": ["backoff", "payments/client.py"]},
        ],
        "tool_stored": [],
    },
    # ------------------------------------------------------------------ mixed, with meta talk
    {
        "name": "meta-talk-and-dunder",
        "split": "dev",
        "steps": [
            (
                "user",
                "The import cycle is back. Lesson learned: app/__init__.py must not import app.models, only re-export names through __all__.",
            ),
            ("edit", "app/__init__.py"),
            (
                "assistant",
                "Removed the models import from app/__init__.py and listed the public names in __all__.",
            ),
            ("user", "This project convention: Please remember this project convention."),
            ("assistant", "I'll remember that."),
            ("user", "The deploy lock: We decided on the deploy lock."),
        ],
        "lessons": [{"keys": ["app/__init__.py", "__all__"]}],
        "tool_stored": [],
    },
    {
        "name": "mixed-correction-and-tool",
        "split": "check",
        "steps": [
            (
                "user",
                "Remember: the search index rebuild takes about 20 minutes, schedule it at night.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "The search index rebuild takes about 20 minutes; schedule it at night."
                },
                '{"id":"30","action":"stored"}',
                False,
            ),
            ("assistant", "Saved."),
            ("bash", "time make reindex", "real\t63m12.4s"),
            (
                "user",
                "Hm, sorry, my mistake: the search index rebuild takes about 60 minutes now that the catalog doubled.",
            ),
            (
                "assistant",
                "Right, 63 minutes just now. I'll schedule it at 01:00 so it's done well before traffic picks up.",
            ),
        ],
        "lessons": [{"keys": ["search index", "60 minutes"], "not": ["takes about 20 minutes"]}],
        "tool_stored": [["search index", "20 minutes"]],
    },
    # ------------------------------------------------------------------ "fresh": written after tuning,
    # measured once, never tuned on
    {
        "name": "fresh-cors-origin",
        "split": "fresh",
        "steps": [
            ("user", "The browser console shows a CORS error when the admin app calls the API."),
            (
                "bash",
                "curl -sI -H 'Origin: https://admin.acme.dev' https://api.acme.dev/health",
                "HTTP/2 200\naccess-control-allow-origin: https://shop.acme.dev",
            ),
            (
                "assistant",
                "The API only allows the shop origin. The problem was that ALLOWED_ORIGINS in settings/prod.py lists shop.acme.dev but not admin.acme.dev.",
            ),
            ("edit", "settings/prod.py"),
            ("assistant", "Added https://admin.acme.dev to ALLOWED_ORIGINS."),
            ("user", "thanks, works now"),
        ],
        "lessons": [{"keys": ["allowed_origins", "admin.acme.dev"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh-python-version-correction",
        "split": "fresh",
        "steps": [
            ("user", "Our services run on Python 3.11 in production, so don't use 3.12 syntax."),
            ("assistant", "OK, I'll avoid PEP 695 type aliases and the new f-string nesting."),
            ("bash", "cat .python-version", "3.12.4"),
            (
                "user",
                "Hm, wait, I was wrong. Production runs Python 3.12 since the October upgrade, only the batch workers are still on 3.11.",
            ),
            (
                "assistant",
                "Good to know: services on 3.12, batch workers on 3.11. I'll keep the shared library 3.11-compatible.",
            ),
        ],
        "lessons": [{"keys": ["production", "3.12"], "not": ["run on python 3.11 in production"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh-tool-stored-and-echo",
        "split": "fresh",
        "steps": [
            (
                "user",
                "Please save this for later: the staging Kafka cluster has only 3 brokers, so replication factor 3 is the maximum there.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "The staging Kafka cluster has only 3 brokers, so replication factor 3 is the maximum there.",
                    "tags": ["kafka", "staging"],
                },
                '{"id":"44","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Saved. Remember that staging Kafka has 3 brokers, so a replication factor above 3 will fail there.",
            ),
            ("user", "Now, the topic creation script fails in staging."),
            (
                "bash",
                "./scripts/create_topics.sh staging",
                "Error: replication factor: 5 larger than available brokers: 3",
            ),
            (
                "assistant",
                "The script hard-codes replication factor 5. The fix was to read the replication factor from the environment config, 3 for staging and 5 for production.",
            ),
        ],
        "lessons": [{"keys": ["replication factor", "environment"]}],
        "tool_stored": [["kafka", "3 brokers"]],
    },
    {
        "name": "fresh-chitchat-review",
        "split": "fresh",
        "steps": [
            ("user", "can you review my last commit?"),
            (
                "bash",
                "git show --stat HEAD",
                "commit 9f8e7d6\n    Add pagination to order list\n orders/views.py | 24 ++++++--",
            ),
            (
                "assistant",
                "The pagination looks right. One nit: `page_size` could use the existing DEFAULT_PAGE_SIZE constant instead of the literal 50.",
            ),
            ("user", "good point, change it"),
            ("edit", "orders/views.py"),
            ("assistant", "Done, it uses DEFAULT_PAGE_SIZE now."),
            ("user", "perfect, thanks!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh-decision-with-reason",
        "split": "fresh",
        "steps": [
            (
                "user",
                "For the search feature, should we use Postgres full-text search or Elasticsearch?",
            ),
            (
                "assistant",
                "Postgres FTS covers prefix search and ranking for a catalog of this size; Elasticsearch adds a cluster to run.",
            ),
            (
                "user",
                "We'll go with Postgres full-text search for now, since we don't want to operate another cluster. We can revisit at a million products.",
            ),
            ("assistant", "OK, I'll add a GIN index on a tsvector column."),
        ],
        "lessons": [{"keys": ["postgres full-text search"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh-incident-disk-full",
        "split": "fresh",
        "steps": [
            ("user", "The API went down at 3am, disk full on db-1."),
            (
                "bash",
                "du -sh /var/lib/postgresql/16/main/pg_wal",
                "212G\t/var/lib/postgresql/16/main/pg_wal",
            ),
            (
                "assistant",
                "pg_wal is 212G. The root cause is an inactive replication slot from the old analytics replica that keeps every WAL segment.",
            ),
            (
                "assistant",
                "I dropped the slot `analytics_old`; WAL is being recycled and the disk is at 41%.",
            ),
            (
                "user",
                "Phew. Let's add an alert when any replication slot is inactive for more than an hour.",
            ),
            ("assistant", "I'll add it to the Prometheus rules."),
        ],
        "lessons": [
            {"keys": ["replication slot", "wal"]},
            {"keys": ["alert", "inactive"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh-meta-only",
        "split": "fresh",
        "steps": [
            ("user", "Remember this conversation, it was useful."),
            ("assistant", "I'll keep that in mind."),
            ("user", "Note to self: important stuff today."),
            ("assistant", "Noted!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh-negation-update",
        "split": "fresh",
        "steps": [
            ("user", "Remember that the rate limiter is enforced per user."),
            ("assistant", "Noted, the limit is per user."),
            ("read", "api/ratelimit.py", "key = request.client.host  # per IP\n"),
            (
                "assistant",
                "The code keys the limiter on the client IP, so the rate limiter is not enforced per user but per IP address.",
            ),
            (
                "user",
                "Oh, right. Then the rate limiter is enforced per IP, not per user. Keep it that way.",
            ),
        ],
        "lessons": [{"keys": ["rate limiter", "per ip"], "not": ["is enforced per user."]}],
        "tool_stored": [],
    },
    # ------------------------------------------------------------------ fresh2 (session 9)
    # Written 2026-12-02 before capture was run on them; never tuned on.
    {
        "name": "fresh2-env-rename",
        "split": "fresh2",
        "steps": [
            ("user", "The orders service can't connect to the database after my rebase."),
            (
                "bash",
                "grep -rn DATABASE_URL orders/",
                "orders/db.py:4: url = os.environ['DATABASE_URL']",
            ),
            (
                "user",
                "Ah right, heads up: we renamed DATABASE_URL to PG_DSN in all services last sprint. The old name is gone from the deploy configs.",
            ),
            ("edit", "orders/db.py"),
            ("assistant", "Switched orders/db.py to read PG_DSN."),
            ("bash", "pytest orders -q", "18 passed in 2.40s"),
        ],
        "lessons": [{"keys": ["pg_dsn"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh2-flaky-shared-redis",
        "split": "fresh2",
        "steps": [
            ("user", "test_checkout fails maybe one run in five on CI. Can you find out why?"),
            ("bash", "pytest tests/test_checkout.py -p no:randomly -q", "1 passed"),
            ("read", "tests/conftest.py", "REDIS_URL = 'redis://localhost:6379/0'\n"),
            (
                "think",
                "Both test_cart and test_checkout use db 0 and test_cart flushes it in teardown.",
            ),
            (
                "assistant",
                "Found it. The root cause was that test_checkout and test_cart share Redis database 0, and test_cart flushes it in its teardown while test_checkout is still running on another worker.",
            ),
            ("edit", "tests/conftest.py"),
            (
                "assistant",
                "Each test module now gets its own Redis database number from the worker id.",
            ),
            ("user", "nice, ship it"),
        ],
        "lessons": [{"keys": ["test_checkout", "redis"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh2-chitchat-json",
        "split": "fresh2",
        "steps": [
            ("user", "pretty-print fixtures/order.json for me"),
            (
                "bash",
                "python -m json.tool fixtures/order.json",
                '{\n    "id": 7,\n    "total": 1999\n}',
            ),
            ("assistant", "Here it is, formatted: an order with id 7 and total 1999 (cents)."),
            ("user", "thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh2-decision-orm",
        "split": "fresh2",
        "steps": [
            (
                "user",
                "For the new notifications service, Django ORM or SQLAlchemy? It has to be async.",
            ),
            (
                "assistant",
                "Django's async ORM still wraps sync calls in threads; SQLAlchemy 2.0 has a native asyncio API.",
            ),
            (
                "user",
                "Let's use SQLAlchemy 2.0 with asyncpg for the notifications service then. We don't want to pull Django's settings machinery into it.",
            ),
            (
                "assistant",
                "OK. I'll set up the async engine and session factory in notifications/db.py.",
            ),
            ("edit", "notifications/db.py"),
        ],
        "lessons": [{"keys": ["sqlalchemy", "notifications"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh2-cron-timezone-correction",
        "split": "fresh2",
        "steps": [
            ("user", "The invoice cron runs at 3am UTC, please make the report job run after it."),
            ("assistant", "I'll schedule the report job at 4am UTC."),
            (
                "user",
                "No wait, I mixed that up: the invoice cron runs at 3am Berlin time, not UTC. The server's crontab uses CRON_TZ=Europe/Berlin.",
            ),
            ("read", "deploy/crontab", "CRON_TZ=Europe/Berlin\n0 3 * * * run-invoices\n"),
            ("edit", "deploy/crontab"),
            ("assistant", "Scheduled the report job at 4am Berlin time, right after the invoices."),
        ],
        "lessons": [{"keys": ["invoice cron", "berlin"], "not": ["runs at 3am utc"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh2-decide-tool-only",
        "split": "fresh2",
        "steps": [
            (
                "user",
                "We settled it in the meeting: feature flags go through Unleash, not env vars. Record that as a decision.",
            ),
            (
                "tool",
                "mcp__memory__decide",
                {
                    "choice": "Feature flags go through Unleash, not environment variables.",
                    "rationale": "flags can change without a deploy",
                },
                '{"id":"12","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Recorded the decision: feature flags go through Unleash rather than env vars.",
            ),
            ("user", "great"),
        ],
        "lessons": [],
        "tool_stored": [["feature flags", "unleash"]],
    },
    {
        "name": "fresh2-preference-comments",
        "split": "fresh2",
        "steps": [
            ("user", "Refactor parse_order in orders/parse.py, it's too long."),
            (
                "read",
                "orders/parse.py",
                "def parse_order(raw):\n    # get the id\n    oid = raw['id']\n",
            ),
            ("edit", "orders/parse.py"),
            (
                "assistant",
                "Split parse_order into parse_header and parse_lines, with a comment on each line saying what it does.",
            ),
            (
                "user",
                "Please don't add comments that just restate the code, I find them noisy. In this codebase comments explain why, never what.",
            ),
            ("edit", "orders/parse.py"),
            (
                "assistant",
                "Removed the what-comments; kept one on why totals are computed in cents.",
            ),
        ],
        "lessons": [{"keys": ["comments", "why"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh2-meta-memory",
        "split": "fresh2",
        "steps": [
            ("user", "Do you remember what we worked on yesterday?"),
            (
                "assistant",
                "I don't have yesterday's conversation, but the memory notes mention the Unleash migration.",
            ),
            ("user", "ok, never mind, let's just continue with the tests"),
            ("bash", "pytest -q", "212 passed in 14.02s"),
            ("assistant", "All 212 tests pass."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]


# ---------------------------------------------------------------------------------------- writer


class _Writer:
    def __init__(self, session_id: str, start: int) -> None:
        self.session, self.t, self.parent = session_id, start, None
        self.lines: list[dict[str, Any]] = []
        self.n = 0

    def _uuid(self) -> str:
        self.n += 1
        return f"{self.session[:8]}-0000-4000-8000-{self.n:012d}"

    def _stamp(self) -> str:
        self.t += 7
        h, rem = divmod(self.t, 3600)
        m, s = divmod(rem, 60)
        return f"2026-11-30T{h:02d}:{m:02d}:{s:02d}.000Z"

    def _line(self, kind: str, message: dict[str, Any] | None, **extra: Any) -> str:
        uuid = self._uuid()
        obj: dict[str, Any] = {"parentUuid": self.parent, "isSidechain": False}
        if message is not None:
            obj["message"] = message
        obj.update(
            type=kind,
            uuid=uuid,
            timestamp=self._stamp(),
            userType="external",
            entrypoint="cli",
            cwd="/home/dev/shop",
            sessionId=self.session,
            version="2.1.332",
            gitBranch="main",
            **extra,
        )
        self.lines.append(obj)
        self.parent = uuid
        return uuid

    def _assistant(self, content: list[dict[str, Any]], stop: str) -> str:
        return self._line(
            "assistant",
            {
                "id": f"msg_{self.n:04d}",
                "type": "message",
                "role": "assistant",
                "model": "claude-opus-5-5",
                "content": content,
                "stop_reason": stop,
                "stop_sequence": None,
                "usage": {"input_tokens": 900, "output_tokens": 120},
            },
            requestId=f"req_{self.n:04d}",
        )

    def _tool(self, name: str, args: dict[str, Any], result: str, error: bool = False) -> None:
        tid = f"toolu_{self.session[:6]}{self.n:06d}"
        src = self._assistant(
            [{"type": "tool_use", "id": tid, "name": name, "input": args}], "tool_use"
        )
        block: dict[str, Any] = {"tool_use_id": tid, "type": "tool_result", "content": result}
        if error:
            block["is_error"] = True
        self._line(
            "user",
            {"role": "user", "content": [block]},
            toolUseResult=("Error: " + result) if error else {"stdout": result, "stderr": ""},
            sourceToolAssistantUUID=src,
        )

    def step(self, step: tuple[Any, ...]) -> None:
        kind = step[0]
        if kind == "user":
            self._line(
                "user",
                {"role": "user", "content": step[1]},
                promptId=f"p-{self.n}",
                permissionMode="default",
            )
            self._line(
                "attachment",
                None,
                attachment={
                    "type": "hook_additional_context",
                    "content": ["(cognimem context)"],
                    "hookName": "UserPromptSubmit",
                    "hookEvent": "UserPromptSubmit",
                },
            )
        elif kind == "assistant":
            self._assistant([{"type": "text", "text": step[1]}], "end_turn")
        elif kind == "think":
            self._assistant(
                [{"type": "thinking", "thinking": step[1], "signature": "sig"}], "tool_use"
            )
        elif kind == "bash":
            self._tool(
                "Bash", {"command": step[1], "description": "run " + step[1].split()[0]}, step[2]
            )
        elif kind == "read":
            self._tool("Read", {"file_path": f"/home/dev/shop/{step[1]}"}, step[2])
        elif kind == "edit":
            self._tool(
                "Edit",
                {"file_path": f"/home/dev/shop/{step[1]}", "old_string": "…", "new_string": "…"},
                f"The file /home/dev/shop/{step[1]} has been updated.",
            )
        elif kind == "tool":
            self._tool(step[1], step[2], step[3], step[4])
        else:
            raise ValueError(f"unknown step kind {kind!r}")

    def finish(self) -> None:
        self._line(
            "system",
            None,
            subtype="stop_hook_summary",
            hookCount=1,
            hookInfos=[],
            hookErrors=[],
            preventedContinuation=False,
            stopReason="",
            hasOutput=False,
            level="suggestion",
        )


def render(session: dict[str, Any], index: int) -> list[str]:
    sid = f"{index + 1:08x}-5e55-4c0d-9a7e-{index + 1:012x}"
    w = _Writer(sid, 9 * 3600 + index * 300)
    head = [
        {
            "type": "queue-operation",
            "operation": "enqueue",
            "timestamp": "2026-11-30T09:00:00.000Z",
            "sessionId": sid,
            "content": session["steps"][0][1],
        }
    ]
    for step in session["steps"]:
        w.step(step)
    w.finish()
    tail = [
        {
            "type": "last-prompt",
            "lastPrompt": [s for s in session["steps"] if s[0] == "user"][-1][1],
            "sessionId": sid,
        }
    ]
    return [json.dumps(o) for o in head + w.lines + tail]


def write(folder: Path = HERE) -> None:
    labels = {}
    for k, session in enumerate(
        SESSIONS
        + FRESH3
        + FRESH4
        + FRESH5
        + FRESH6
        + FRESH7
        + FRESH8
        + FRESH9
        + FRESH10
        + FRESH11
        + FRESH12
        + FRESH13
        + FRESH14
        + FRESH15
        + FRESH16
        + FRESH17
        + FRESH18
        + FRESH19
        + FRESH20
        + FRESH21
        + FRESH22
        + FRESH23
        + FRESH24
        + FRESH25
        + FRESH26
        + FRESH27
        + FRESH28
        + FRESH29
        + FRESH30
        + FRESH31
        + FRESH32
        + FRESH33
        + FRESH34
        + FRESH35
        + FRESH36
        + FRESH37
        + FRESH38
        + FRESH39
        + FRESH40
        + FRESH41
        + FRESH42
        + FRESH43
        + FRESH44
        + FRESH45
        + FRESH46
        + FRESH47
        + FRESH48
        + FRESH49
        + FRESH50
        + FRESH51
        + FRESH52
        + FRESH53
        + FRESH54
        + FRESH55
        + FRESH56
        + FRESH57
        + FRESH58
        + FRESH59
        + FRESH60
        + FRESH61
        + FRESH62
        + FRESH63
        + FRESH64
        + FRESH65
        + FRESH66
        + FRESH67
        + FRESH68
        + FRESH69
        + FRESH70
        + FRESH71
        + FRESH72
        + FRESH73
        + FRESH74
        + FRESH75
        + FRESH76
        + FRESH77
        + FRESH78
        + FRESH79
        + FRESH80
        + FRESH81
        + FRESH82
        + FRESH83
        + FRESH84
        + FRESH85
        + FRESH86
        + FRESH87
        + FRESH88
        + FRESH89
        + FRESH90
        + FRESH91
        + FRESH92
        + FRESH93
        + FRESH94
        + FRESH95
        + FRESH96
        + FRESH97
        + FRESH98
        + FRESH99
        + FRESH100
        + FRESH101
        + FRESH102
        + FRESH103
        + FRESH104
        + FRESH105
        + FRESH106
        + FRESH107
        + FRESH108
        + FRESH109
        + FRESH110
        + FRESH111
        + FRESH112
        + FRESH113
        + FRESH114
        + FRESH115
        + FRESH116
        + FRESH117
        + FRESH118
        + FRESH119
        + FRESH120
        + FRESH121
        + FRESH122
        + FRESH123
        + FRESH124
        + FRESH125
        + FRESH126
        + FRESH127
        + FRESH128
        + FRESH129
        + FRESH130
        + FRESH131
        + FRESH132
        + FRESH133
        + FRESH134
        + FRESH135
        + FRESH136
        + FRESH137
        + FRESH138
        + FRESH139
        + FRESH140
        + FRESH141
        + FRESH142
        + FRESH143
        + FRESH144
        + FRESH145
        + FRESH146
        + FRESH147
        + FRESH148
        + FRESH149
        + FRESH150
        + FRESH151
        + FRESH152
        + FRESH153
        + FRESH154
        + FRESH155
        + FRESH156
        + FRESH157
        + FRESH158
        + FRESH159
        + FRESH160
        + FRESH161
        + FRESH162
        + FRESH163
    ):
        (folder / f"{session['name']}.jsonl").write_text("\n".join(render(session, k)) + "\n")
        labels[session["name"]] = {key: session[key] for key in ("split", "lessons", "tool_stored")}
    (folder / "labels.json").write_text(json.dumps(labels, indent=1) + "\n")


if __name__ == "__main__":
    write()
    print(
        f"wrote {len(SESSIONS) + len(FRESH3) + len(FRESH4) + len(FRESH5) + len(FRESH6) + len(FRESH7) + len(FRESH8) + len(FRESH9) + len(FRESH10) + len(FRESH11) + len(FRESH12) + len(FRESH13) + len(FRESH14) + len(FRESH15) + len(FRESH16) + len(FRESH17) + len(FRESH18) + len(FRESH19) + len(FRESH20) + len(FRESH21) + len(FRESH22) + len(FRESH23) + len(FRESH24) + len(FRESH25) + len(FRESH26) + len(FRESH27) + len(FRESH28) + len(FRESH29) + len(FRESH30) + len(FRESH31) + len(FRESH32) + len(FRESH33) + len(FRESH34) + len(FRESH35) + len(FRESH36) + len(FRESH37) + len(FRESH38) + len(FRESH39) + len(FRESH40) + len(FRESH41) + len(FRESH42) + len(FRESH43) + len(FRESH44) + len(FRESH45) + len(FRESH46) + len(FRESH47) + len(FRESH48) + len(FRESH49) + len(FRESH50) + len(FRESH51) + len(FRESH52) + len(FRESH53) + len(FRESH54) + len(FRESH55) + len(FRESH56) + len(FRESH57) + len(FRESH58) + len(FRESH59) + len(FRESH60) + len(FRESH61) + len(FRESH62) + len(FRESH63) + len(FRESH64) + len(FRESH65) + len(FRESH66) + len(FRESH67) + len(FRESH68) + len(FRESH69) + len(FRESH70) + len(FRESH71) + len(FRESH72) + len(FRESH73) + len(FRESH74) + len(FRESH75) + len(FRESH76) + len(FRESH77) + len(FRESH78) + len(FRESH79) + len(FRESH80) + len(FRESH81) + len(FRESH82) + len(FRESH83) + len(FRESH84) + len(FRESH85) + len(FRESH86) + len(FRESH87) + len(FRESH88) + len(FRESH89) + len(FRESH90) + len(FRESH91) + len(FRESH92) + len(FRESH93) + len(FRESH94) + len(FRESH95) + len(FRESH96) + len(FRESH97) + len(FRESH98) + len(FRESH99) + len(FRESH100) + len(FRESH101) + len(FRESH102) + len(FRESH103) + len(FRESH104) + len(FRESH105) + len(FRESH106) + len(FRESH107) + len(FRESH108) + len(FRESH109) + len(FRESH110) + len(FRESH111) + len(FRESH112) + len(FRESH113) + len(FRESH114) + len(FRESH115) + len(FRESH116) + len(FRESH117) + len(FRESH118) + len(FRESH119) + len(FRESH120) + len(FRESH121) + len(FRESH122) + len(FRESH123) + len(FRESH124) + len(FRESH125) + len(FRESH126) + len(FRESH127) + len(FRESH128) + len(FRESH129) + len(FRESH130) + len(FRESH131) + len(FRESH132) + len(FRESH133) + len(FRESH134) + len(FRESH135) + len(FRESH136) + len(FRESH137) + len(FRESH138) + len(FRESH139) + len(FRESH140) + len(FRESH141) + len(FRESH142) + len(FRESH143) + len(FRESH144) + len(FRESH145) + len(FRESH146) + len(FRESH147) + len(FRESH148) + len(FRESH149) + len(FRESH150) + len(FRESH151) + len(FRESH152) + len(FRESH153) + len(FRESH154) + len(FRESH155) + len(FRESH156) + len(FRESH157) + len(FRESH158) + len(FRESH159) + len(FRESH160) + len(FRESH161) + len(FRESH162) + len(FRESH163)} transcripts and labels.json to {HERE}"
    )
