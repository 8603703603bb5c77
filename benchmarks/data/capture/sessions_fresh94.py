"""The "fresh94" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH94: list[dict[str, Any]] = [
    # --- "visitplanner": the scheduling service of Hearthside Home Health, a home-care nursing agency in Ohio (Python 3.12, FastAPI, SQLAlchemy 2 async + asyncpg, Alembic, Postgres 16 with PostGIS on RDS, arq workers on Redis, Twilio SMS reminders, EVV submissions to the Sandata aggregator for Ohio Medicaid, AWS ECS Fargate, Sentry) ---
    {
        "name": "fresh94-visits-chitchat-pydantic-validators-and-ruff",
        "split": "fresh94",
        "steps": [
            (
                "user",
                "quick q. pydantic v2, whats the actual difference between field_validator and model_validator(mode='before')",
            ),
            (
                "assistant",
                "`field_validator` runs for one field (or a few you name) and gets that field's value, after pydantic has parsed it by default (`mode='after'`), so for `start: datetime` you already get a `datetime`. Use it for checks that only need that field.\n\n`model_validator(mode='before')` runs once for the whole model on the raw input, before any field is parsed: you get the dict (or whatever object was passed in) and return a dict. Use it to reshape input, e.g. accept a legacy `duration` key and turn it into `end`.\n\nFor checks across fields on parsed values (`end > start`), use `model_validator(mode='after')`, which gets the built model and returns `self`.",
            ),
            (
                "user",
                "ok got it. ci is red on ruff, can you fix whatever it is",
            ),
            (
                "bash",
                "ruff check app/ tests/",
                "app/api/routes/visits.py:7:1: F401 [*] `typing.Optional` imported but unused\ntests/api/test_visits.py:112:5: F841 Local variable `resp` is assigned to but never used\nFound 2 errors.\n[*] 1 fixable with the `--fix` option.",
            ),
            ("edit", "app/api/routes/visits.py"),
            ("edit", "tests/api/test_visits.py"),
            (
                "bash",
                "ruff check app/ tests/ && pytest tests/api/test_visits.py -q 2>&1 | tail -1",
                "All checks passed!\n23 passed in 4.81s",
            ),
            (
                "assistant",
                "Removed the unused `Optional` import and made the test assert on `resp.status_code == 204` instead of dropping it. Ruff is clean and the visit tests pass.",
            ),
            ("user", "thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh94-visits-incident-dst-series-expanded-in-utc",
        "split": "fresh94",
        "steps": [
            (
                "user",
                "coordinators say every weekly visit series shows an hour early since sunday. e.g. patient 4411's tuesday 9am wound care now shows 8am on the nurse app. one-off visits look fine. nothing deployed since wednesday. pls look",
            ),
            (
                "bash",
                "psql \"$STAGING_RO_URL\" -c \"select v.id, v.starts_at, p.tz, s.rrule from visits v join patients p on p.id = v.patient_id join visit_series s on s.id = v.series_id where v.patient_id = 4411 and v.starts_at between '2026-10-26' and '2026-11-12' order by v.starts_at\"",
                "  id   |       starts_at        |        tz        |            rrule\n-------+------------------------+------------------+------------------------------\n 98121 | 2026-10-27 13:00:00+00 | America/New_York | FREQ=WEEKLY;BYDAY=TU\n 98122 | 2026-11-03 13:00:00+00 | America/New_York | FREQ=WEEKLY;BYDAY=TU\n 98123 | 2026-11-10 13:00:00+00 | America/New_York | FREQ=WEEKLY;BYDAY=TU\n(3 rows)",
            ),
            (
                "read",
                "app/scheduling/recurrence.py",
                'from datetime import datetime, timezone\n\nfrom dateutil.rrule import rrulestr\n\nfrom app.models import VisitSeries\n\n\ndef expand_series(series: VisitSeries, until: datetime) -> list[datetime]:\n    """Occurrences of a visit series up to `until`, as UTC datetimes."""\n    start = series.first_start.astimezone(timezone.utc)\n    rule = rrulestr(series.rrule, dtstart=start)\n    return list(rule.between(start, until, inc=True))\n',
            ),
            (
                "think",
                "The rule is expanded from a UTC dtstart, so every occurrence is 13:00Z. 13:00Z was 9:00 EDT (UTC-4) until Nov 1; after DST ended on Sunday Nov 1 it's 8:00 EST (UTC-5). One-off visits are stored once from local input so they're fine. Fix: expand in the patient's zone (ZoneInfo(patient.tz)) with a local-aware dtstart, then convert each occurrence to UTC. Also the nightly job has already materialized visits 8 weeks ahead, those rows need to be regenerated.",
            ),
            (
                "assistant",
                "Found it. `expand_series` in `app/scheduling/recurrence.py` converts the series start to UTC and expands the weekly rule **in UTC**, so every occurrence keeps the same UTC time: 13:00Z. That was 9:00 in New York while we were on EDT (UTC-4), but DST ended on Sunday, and 13:00Z is now 8:00 EST. One-off visits are converted from local time one at a time, which is why they're fine.\n\nFix: expand the rule in the patient's local time zone (`patients.tz`) with a local `dtstart`, so every occurrence is 9:00 local, and convert each occurrence to UTC afterwards. The nightly `materialize_visits` job already created the visits 8 weeks ahead with the wrong times, so those need regenerating too (only future, not-yet-started visits in series). Go ahead?",
            ),
            (
                "user",
                "yes do both. dont touch anything already checked in",
            ),
            ("edit", "app/scheduling/recurrence.py"),
            ("edit", "tests/scheduling/test_recurrence.py"),
            ("edit", "scripts/rematerialize_series.py"),
            (
                "bash",
                "pytest tests/scheduling -q 2>&1 | tail -1 && python -m scripts.rematerialize_series --env staging --from 2026-11-02 --dry-run | tail -2",
                "41 passed in 6.02s\nwould update 1,284 visits in 317 series (skipping 0 with check_in_at set)\ndry run, nothing written",
            ),
            (
                "assistant",
                "Done:\n\n- `expand_series` now builds `dtstart` as the local wall time in `ZoneInfo(patient.tz)`, expands the rule there and converts each occurrence to UTC\n- new tests: a Tuesday 9:00 series in America/New_York stays 9:00 local across both the November and the March DST change\n- `scripts/rematerialize_series.py` recomputes future visits of every series from a date, skipping any visit with `check_in_at` set\n\nStaging dry run: 1,284 visits in 317 series would move back to the right hour. Want me to run it for real on staging?",
            ),
            ("user", "yep run staging, ill do prod after the coordinators check"),
            (
                "bash",
                "python -m scripts.rematerialize_series --env staging --from 2026-11-02 | tail -1",
                "updated 1,284 visits in 317 series",
            ),
            ("assistant", "Staging updated: 1,284 visits in 317 series."),
        ],
        "lessons": [
            {"keys": ["patients.tz", "DST"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh94-visits-decision-evv-outbox",
        "split": "fresh94",
        "steps": [
            (
                "user",
                "next thing: when a nurse checks out of a visit we have to send the visit to sandata (ohio medicaid's EVV aggregator). client lib is already in app/integrations/sandata.py. how should we wire it",
            ),
            (
                "read",
                "app/api/routes/checkout.py",
                '@router.post("/v1/visits/{visit_id}/checkout", status_code=200)\nasync def checkout(visit_id: int, body: CheckoutIn, session: AsyncSession = Depends(get_session), nurse: Nurse = Depends(current_nurse)) -> VisitOut:\n    visit = await visits.check_out(session, visit_id, nurse, body.lat, body.lng, body.at)\n    await session.commit()\n    return VisitOut.model_validate(visit)\n',
            ),
            (
                "assistant",
                "Three ways to do it:\n\n1. **Inline**: call `sandata.submit_visit()` in the checkout handler after the commit. Simplest, but the nurse's app waits on Sandata and a Sandata outage turns into failed checkouts.\n2. **arq job**: after `session.commit()`, `await arq.enqueue_job('submit_evv', visit_id)`; the worker calls Sandata with arq's retries (default 5 tries with backoff). Checkout stays fast.\n3. **Transactional outbox**: in the same transaction as the checkout, insert a row into a new `evv_outbox` table; a worker polls it with `SELECT ... FOR UPDATE SKIP LOCKED`, submits, and marks the row sent, retrying until it succeeds.\n\nI'd go with 2, it's the least code and we already run arq for the SMS reminders.",
            ),
            (
                "user",
                "3. with 2 if the task dies between the commit and the enqueue we just lose the record, and a visit that doesn't reach sandata within 7 days of the service date can't be billed to medicaid at all. also their sandbox and prod both go down most weekends so it has to keep retrying for days, not 5 tries",
            ),
            ("edit", "alembic/versions/20261207_0912_evv_outbox.py"),
            ("edit", "app/models/evv_outbox.py"),
            ("edit", "app/scheduling/visits.py"),
            ("edit", "app/workers/evv.py"),
            ("edit", "tests/workers/test_evv.py"),
            (
                "bash",
                "alembic upgrade head 2>&1 | tail -1 && pytest tests/workers/test_evv.py tests/api/test_checkout.py -q 2>&1 | tail -1",
                "INFO  [alembic.runtime.migration] Running upgrade 20261130_1544 -> 20261207_0912, evv outbox\n14 passed in 3.37s",
            ),
            (
                "assistant",
                "Outbox is in:\n\n- migration `20261207_0912`: `evv_outbox(id, visit_id unique, payload jsonb, attempts, next_attempt_at, sent_at, last_error)`\n- `visits.check_out` inserts the outbox row in the same transaction as the checkout, so either both are committed or neither\n- `app/workers/evv.py`: an arq cron every minute claims due rows with `FOR UPDATE SKIP LOCKED`, submits to Sandata, sets `sent_at`; on failure backs off exponentially, capped at 1 hour, with no attempt limit\n- an alert fires if any row is still unsent 72 hours after its visit, so there's time left in the 7-day window\n\nTests cover the commit-together case, a Sandata 503 and a weekend-long outage.",
            ),
            ("user", "good"),
        ],
        "lessons": [
            {"keys": ["outbox", "7 days"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh94-visits-reassign-autogenerate-and-visit-cap-corrections",
        "split": "fresh94",
        "steps": [
            (
                "user",
                "coordinators need to reassign a visit to another nurse when someone calls in sick. add an endpoint for it, and keep who it was originally assigned to",
            ),
            (
                "assistant",
                "Plan:\n\n1. add `reassigned_from_nurse_id` (nullable FK to `nurses`) and `reassigned_at` to `visits`, with `alembic revision --autogenerate -m 'visit reassignment'`\n2. `POST /v1/visits/{id}/reassign` with `{nurse_id}`, coordinator only\n3. check the target nurse is free at that time and still under the 8 visits per day limit (`MAX_VISITS_PER_DAY = 8` in `app/settings.py`)\n4. send the new nurse an SMS through the existing reminder path\n\nSound right?",
            ),
            ("user", "sounds good"),
            ("edit", "app/models/visit.py"),
            (
                "bash",
                "alembic revision --autogenerate -m 'visit reassignment' 2>&1 | tail -6",
                "INFO  [alembic.autogenerate.compare] Detected added column 'visits.reassigned_from_nurse_id'\nINFO  [alembic.autogenerate.compare] Detected added column 'visits.reassigned_at'\nINFO  [alembic.autogenerate.compare] Detected removed table 'spatial_ref_sys'\nINFO  [alembic.autogenerate.compare] Detected removed table 'topology'\nINFO  [alembic.autogenerate.compare] Detected removed table 'layer'\n  Generating /app/alembic/versions/20261207_1031_visit_reassignment.py ...  done",
            ),
            (
                "user",
                "ugh, should have said before i ok'd it: we never use --autogenerate in this repo, it always wants to drop the postgis tables (spatial_ref_sys, topology, layer). delete that file and write the migration by hand with alembic revision -m",
            ),
            (
                "bash",
                "rm alembic/versions/20261207_1031_visit_reassignment.py && alembic revision -m 'visit reassignment' 2>&1 | tail -1",
                "  Generating /app/alembic/versions/20261207_1034_visit_reassignment.py ...  done",
            ),
            ("edit", "alembic/versions/20261207_1034_visit_reassignment.py"),
            ("edit", "app/api/routes/visits.py"),
            ("edit", "app/scheduling/visits.py"),
            ("edit", "tests/api/test_reassign.py"),
            (
                "bash",
                "alembic upgrade head 2>&1 | tail -1 && pytest tests/api/test_reassign.py -q 2>&1 | tail -1",
                "INFO  [alembic.runtime.migration] Running upgrade 20261207_0912 -> 20261207_1034, visit reassignment\n9 passed in 2.14s",
            ),
            (
                "assistant",
                'Done:\n\n- hand-written migration `20261207_1034`: only the two new columns on `visits` and an index on `reassigned_from_nurse_id`\n- `POST /v1/visits/{id}/reassign`, coordinators only; returns 409 if the new nurse has an overlapping visit or already has 8 visits that day\n- keeps the original nurse in `reassigned_from_nurse_id` (only the first one, if it\'s reassigned twice) and sets `reassigned_at`\n- the new nurse gets an SMS "New visit: <time>, <city>" (no patient name)\n\n9 tests pass.',
            ),
            (
                "user",
                "nice. add a test that reassigning a cancelled visit gives 409 too. and fyi that 8 in settings is stale, the new union contract caps it at 6 visits per shift since march, so change MAX_VISITS_PER_DAY while you're in there (and the name, it's per shift not per day, night shift crosses midnight)",
            ),
            ("edit", "app/settings.py"),
            ("edit", "app/scheduling/visits.py"),
            ("edit", "tests/api/test_reassign.py"),
            ("edit", "tests/scheduling/test_capacity.py"),
            (
                "bash",
                "grep -rn 'MAX_VISITS_PER_DAY' app tests; pytest -q 2>&1 | tail -1",
                "412 passed, 3 skipped in 48.90s",
            ),
            (
                "assistant",
                "Renamed it to `MAX_VISITS_PER_SHIFT = 6`, counted over the nurse's shift (`shifts.starts_at`..`ends_at`) instead of the calendar day, so a night shift across midnight counts as one. Added the cancelled-visit 409 test and updated the capacity tests. No `MAX_VISITS_PER_DAY` left; full suite passes.",
            ),
        ],
        "lessons": [
            {"keys": ["--autogenerate", "postgis"]},
            {"keys": ["6 visits per shift", "union contract"], "not": ["8 visits per day"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh94-visits-tool-stored-staging-psql-and-testcontainers-answer",
        "split": "fresh94",
        "steps": [
            (
                "user",
                "remember this for me pls, i look it up every single time: psql on staging rds goes through the ssm bastion. aws ssm start-session --target i-0b7c41e9d2a35f810 --document-name AWS-StartPortForwardingSessionToRemoteHost --parameters host=visitplanner-staging.cluster-c8x2k1.us-east-2.rds.amazonaws.com,portNumber=5432,localPortNumber=15432 then psql -h localhost -p 15432 -U vp_readonly visitplanner",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "visitplanner: psql on staging RDS goes through the SSM bastion: `aws ssm start-session --target i-0b7c41e9d2a35f810 --document-name AWS-StartPortForwardingSessionToRemoteHost --parameters host=visitplanner-staging.cluster-c8x2k1.us-east-2.rds.amazonaws.com,portNumber=5432,localPortNumber=15432`, then `psql -h localhost -p 15432 -U vp_readonly visitplanner`.",
                    "tags": ["visitplanner", "staging", "psql"],
                },
                '{"id":"9127","action":"stored"}',
                False,
            ),
            ("assistant", "Saved the staging psql steps."),
            (
                "user",
                "now the travel-time thing. nearest_available_nurses() in app/scheduling/matching.py should sort by drive distance estimate instead of straight line. there's a road_factor in settings, use ST_DistanceSphere * road_factor",
            ),
            ("edit", "app/scheduling/matching.py"),
            ("edit", "tests/scheduling/test_matching.py"),
            (
                "assistant",
                "Changed the query to order by `ST_DistanceSphere(nurses.home_geom, patients.geom) * :road_factor` and added tests with three nurses where straight-line and road order differ.\n\nBefore I run them: should I start the Postgres from `docker-compose.yml` (it's on 5432) and point `DATABASE_URL` at it?",
            ),
            (
                "user",
                "no, tests make their own db with testcontainers (postgis/postgis:16-3.4 image), you just need docker running. and never point the tests at the compose db, conftest truncates every table at teardown and that's where everyone keeps their local seed data",
            ),
            (
                "bash",
                "docker info --format '{{.ServerVersion}}' && pytest tests/scheduling/test_matching.py -q 2>&1 | tail -2",
                "27.3.1\ntests/scheduling/test_matching.py ........                                [100%]\n8 passed in 11.46s",
            ),
            (
                "assistant",
                "Docker is up; the matching tests pass against the testcontainers database (8 passed, including the three road-order cases).",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["testcontainers", "postgis/postgis:16-3.4"]},
        ],
        "tool_stored": [["ssm", "psql -h localhost -p 15432"]],
    },
    {
        "name": "fresh94-visits-pr-review-phi-logs-require-role-timestamptz",
        "split": "fresh94",
        "steps": [
            (
                "user",
                "review feat/missed-visit-alerts before i open the PR",
            ),
            (
                "bash",
                "git diff --stat main...feat/missed-visit-alerts",
                " app/api/routes/alerts.py         | 38 +++++++++\n app/workers/missed_visits.py     | 61 ++++++++++++++\n app/models/alert.py              | 19 +++++\n alembic/versions/20261206_1710_alerts.py | 27 ++++++\n 4 files changed, 145 insertions(+)",
            ),
            (
                "read",
                "app/workers/missed_visits.py",
                'import logging\nfrom datetime import datetime, timedelta\n\nlog = logging.getLogger(__name__)\n\n\nasync def flag_missed_visits(ctx):\n    now = datetime.utcnow()\n    async with ctx["db"]() as session:\n        for visit in await visits.not_checked_in(session, before=now - timedelta(minutes=30)):\n            log.warning("missed visit %s for %s at %s", visit.id, visit.patient.full_name, visit.patient.address_line1)\n            session.add(Alert(visit_id=visit.id, kind="missed", created_at=now))\n        await session.commit()\n',
            ),
            (
                "read",
                "app/api/routes/alerts.py",
                '@router.get("/v1/alerts")\nasync def list_alerts(agency_id: int, session: AsyncSession = Depends(get_session)) -> list[AlertOut]:\n    return await alerts.open_for_agency(session, agency_id)\n',
            ),
            (
                "read",
                "alembic/versions/20261206_1710_alerts.py",
                'def upgrade() -> None:\n    op.create_table(\n        "alerts",\n        sa.Column("id", sa.BigInteger, primary_key=True),\n        sa.Column("visit_id", sa.BigInteger, sa.ForeignKey("visits.id"), nullable=False),\n        sa.Column("kind", sa.Text, nullable=False),\n        sa.Column("created_at", sa.DateTime, nullable=False),\n        sa.Column("resolved_at", sa.DateTime),\n    )\n',
            ),
            (
                "assistant",
                "Notes:\n\n1. `flag_missed_visits` logs the patient's full name and address line.\n2. `GET /v1/alerts` has no auth dependency, anyone who can reach the API can list alerts for any agency.\n3. `datetime.utcnow()` gives a naive datetime, and `created_at`/`resolved_at` are `sa.DateTime` (timestamp without time zone).\n4. Minor: the 30-minute grace period is hard-coded.\n\n1 and 2 I'd fix before merging.",
            ),
            (
                "user",
                "fix all 4. and make these the rules for every PR from now on: 1) no patient names, addresses, phone numbers or DOB in logs or sentry, ever, only patient_id. we had to file a HIPAA breach report in august because sentry captured request bodies with addresses. 2) every new route gets Depends(require_role(...)), routes are open by default and that's how /v1/nurses/export shipped unauthenticated. 3) all timestamps are timestamptz columns and tz-aware in python, datetime.now(UTC), never datetime.utcnow()",
            ),
            ("edit", "app/workers/missed_visits.py"),
            ("edit", "app/api/routes/alerts.py"),
            ("edit", "alembic/versions/20261206_1710_alerts.py"),
            ("edit", "app/settings.py"),
            ("edit", "tests/workers/test_missed_visits.py"),
            ("edit", "tests/api/test_alerts.py"),
            (
                "bash",
                "pytest tests/workers/test_missed_visits.py tests/api/test_alerts.py -q 2>&1 | tail -1",
                "11 passed in 2.73s",
            ),
            (
                "assistant",
                "Done on feat/missed-visit-alerts:\n\n- the warning logs `visit_id` and `patient_id` only\n- `GET /v1/alerts` has `Depends(require_role(Role.COORDINATOR))` and only returns alerts for the caller's agency; a test checks a nurse token gets 403\n- `datetime.now(UTC)`, and `created_at`/`resolved_at` are `sa.DateTime(timezone=True)` (timestamptz)\n- grace period is `MISSED_VISIT_GRACE_MINUTES = 30` in settings\n\nTests pass.",
            ),
            ("user", "nice ty"),
        ],
        "lessons": [
            {"keys": ["patient_id", "sentry"]},
            {"keys": ["require_role", "new route"]},
            {"keys": ["timestamptz", "utcnow"]},
        ],
        "tool_stored": [],
    },
]
