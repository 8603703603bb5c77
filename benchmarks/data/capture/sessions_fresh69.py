"""The "fresh69" capture sessions: written in session 47 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH69: list[dict[str, Any]] = [
    # --- "gridpulse": member settlements and plant telemetry for Sonnenacker eG, a community solar co-op in Lower Saxony with three plants (Python 3.12, FastAPI, SQLAlchemy 2 async, Postgres 16 + TimescaleDB, Alembic, Dramatiq + Redis, pydantic v2, uv, pytest, MSCONS files from the grid operator over SFTP, Fronius Solar.web API, AWS ECS Fargate) ---
    {
        "name": "fresh69-gridpulse-chitchat-model-validator-modes-and-jq-sum",
        "split": "fresh69",
        "steps": [
            (
                "user",
                "pydantic v2: model_validator mode='before' vs 'after', which one do i want for normalising the plant slug? people type 'Acker Nord' or 'ACKER-NORD' in the admin form",
            ),
            (
                "assistant",
                '`mode="before"` gets the raw input (usually the dict) before any field parsing; `mode="after"` gets the built model instance once every field has validated. For one field you don\'t need a model validator at all:\n\n```python\n@field_validator("slug", mode="before")\n@classmethod\ndef _norm(cls, v: str) -> str:\n    return "-".join(v.strip().lower().split()).replace("_", "-")\n```\n\nUse `model_validator(mode="after")` when the check needs several fields together (e.g. `valid_to > valid_from`).',
            ),
            ("user", "ok. unrelated, jq to sum the kwh in exports/acker-nord-2026-11.json?"),
            (
                "bash",
                "jq '.intervals[0], (.intervals | length)' exports/acker-nord-2026-11.json",
                '{\n  "start": "2026-11-01T00:00:00+01:00",\n  "kwh": 0.0,\n  "quality": "measured"\n}\n2880',
            ),
            (
                "bash",
                "jq '[.intervals[].kwh] | add' exports/acker-nord-2026-11.json",
                "21873.4475",
            ),
            (
                "assistant",
                "`jq '[.intervals[].kwh] | add' exports/acker-nord-2026-11.json` gives **21873.4475** kWh over 2880 quarter-hours (30 days x 96).",
            ),
            ("user", "round it to 1 decimal?"),
            (
                "bash",
                "jq '[.intervals[].kwh] | add * 10 | round / 10' exports/acker-nord-2026-11.json",
                "21873.4",
            ),
            (
                "assistant",
                "`jq '[.intervals[].kwh] | add * 10 | round / 10' file.json` -> `21873.4`.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh69-gridpulse-decision-credits-from-mscons-not-inverter-telemetry",
        "split": "fresh69",
        "steps": [
            (
                "user",
                "board wants the member statements to show generation per plant next to the credit. right now credits are computed from the fronius telemetry. jana from the netzbetreiber side said we should be using the MSCONS values instead. whats the actual diff, should we switch? no code yet",
            ),
            (
                "read",
                "gridpulse/settlement/compute.py",
                "async def plant_month_kwh(session: AsyncSession, plant_id: UUID, month: date) -> Decimal:\n    stmt = (\n        select(func.sum(InverterReading.kwh))\n        .where(InverterReading.plant_id == plant_id)\n        .where(InverterReading.interval_start >= month_start(month))\n        .where(InverterReading.interval_start < next_month_start(month))\n    )\n    return (await session.scalar(stmt)) or Decimal(0)\n\n\nasync def member_credits(session: AsyncSession, month: date) -> list[MemberCredit]:\n    tariff = await current_tariff(session, month)\n    credits = []\n    for share in await active_shares(session, month):\n        plant_kwh = await plant_month_kwh(session, share.plant_id, month)\n        credits.append(MemberCredit(share.member_id, share.plant_id, plant_kwh * share.fraction, tariff))\n    return credits\n",
            ),
            (
                "bash",
                "psql \"$PROD_RO_URL\" -c \"select p.slug as plant, t.kwh as telemetry_kwh, m.kwh as mscons_kwh, round((t.kwh - m.kwh) / m.kwh * 100, 2) as diff_pct from plants p join lateral (select sum(kwh) kwh from inverter_readings where plant_id = p.id and interval_start >= '2026-10-01' and interval_start < '2026-11-01') t on true join lateral (select sum(kwh) kwh from readings where plant_id = p.id and interval_start >= '2026-10-01' and interval_start < '2026-11-01') m on true order by 1\"",
                "      plant      | telemetry_kwh | mscons_kwh | diff_pct\n-----------------+---------------+------------+----------\n acker-nord      |      41212.40 |   40118.25 |     2.73\n hof-weidenbach  |      18904.10 |   18377.60 |     2.86\n schulscheune    |       9633.85 |    9431.00 |     2.15\n(3 rows)",
            ),
            (
                "bash",
                'ls /srv/sftp/mscons/2026-10/ | head -4; grep -c "QTY+67" /srv/sftp/mscons/2026-10/*.edi',
                "acker-nord_20261103_0815.edi\nhof-weidenbach_20261103_0816.edi\nschulscheune_20261104_0742.edi\n/srv/sftp/mscons/2026-10/acker-nord_20261103_0815.edi:0\n/srv/sftp/mscons/2026-10/hof-weidenbach_20261103_0816.edi:0\n/srv/sftp/mscons/2026-10/schulscheune_20261104_0742.edi:12",
            ),
            (
                "assistant",
                "The two sources measure different things:\n\n- **Fronius telemetry** (`inverter_readings`) is the inverters' AC output, near real time, measured before the transformer and the line to the grid connection point.\n- **MSCONS** (`readings`, imported from the operator's SFTP drop) is the operator's own meter at the connection point, per 15 minutes, delivered a few days after month end. It's the number the operator's credit note to the co-op is based on.\n\nFor October telemetry is **2.2-2.9% higher** on all three plants, so we currently credit members for ~1,600 kWh more than the co-op is paid for. MSCONS also has substitute values (`QTY+67`, 12 intervals for schulscheune in October) when the meter had a gap, which the operator corrects later.\n\nOptions:\n1. Compute credits from MSCONS only; telemetry stays for the live dashboard. Statements can only be finished once the month's MSCONS is in.\n2. Keep telemetry but scale it per plant to the MSCONS monthly total. Same timing constraint, more code, no gain.\n3. Keep telemetry as is. Simple, but members are paid more than the co-op receives, and the gap is visible as soon as someone compares with the operator's numbers.\n\nI'd do 1.",
            ),
            (
                "user",
                "yes, switch. credits are computed from the operator's MSCONS values, not from our inverter telemetry, because MSCONS is what the operator legally bills and pays us for and the inverters read 2-4% high before transformer losses. telemetry stays for the live dashboard only. and put a line about it in the statement footer",
            ),
            ("edit", "gridpulse/settlement/compute.py"),
            ("edit", "gridpulse/statements/templates/statement.html.j2"),
            ("edit", "tests/settlement/test_compute.py"),
            (
                "bash",
                "uv run pytest tests/settlement -q 2>&1 | tail -2",
                "...................                                                      [100%]\n19 passed in 1.84s",
            ),
            (
                "bash",
                "uv run python -m gridpulse.settlement.dry_run --month 2026-10 --compare-to-run 2026-11-06 | tail -5",
                "plant           members   old_credit_eur   new_credit_eur   diff_eur\nacker-nord          214          3272.26          3185.39     -86.87\nhof-weidenbach      131          1500.99          1459.18     -41.81\nschulscheune         77           764.93           748.82     -16.11\ntotal               422          5538.18          5393.39    -144.79",
            ),
            (
                "assistant",
                'Switched:\n\n- `plant_month_kwh` now sums `readings` (MSCONS) instead of `inverter_readings`; the Fronius data is only read by the dashboard endpoints now\n- the statement footer says: "Gutschrift auf Basis der Messwerte des Netzbetreibers (MSCONS) am Netzverknüpfungspunkt."\n- tests: a month with telemetry and MSCONS that disagree, credits follow MSCONS\n\nDry run for October against the run of 2026-11-06: 144.79 EUR less in total across 422 member shares. October was already paid out on the old basis, so this takes effect with the November run unless the board wants October corrected.',
            ),
            ("user", "november onwards, ill tell the board. thx"),
        ],
        "lessons": [
            {"keys": ["MSCONS", "legally bills"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh69-gridpulse-incident-mscons-replacement-message-dropped-on-conflict-do-nothing",
        "split": "fresh69",
        "steps": [
            (
                "user",
                "acker-nord october credit is short, members compared it with the gutschrift from the netzbetreiber and its like 1800 kWh less. can u figure out where that went",
            ),
            (
                "bash",
                "psql \"$PROD_RO_URL\" -Atc \"select sum(kwh) from readings r join plants p on p.id = r.plant_id where p.slug = 'acker-nord' and interval_start >= '2026-10-01' and interval_start < '2026-11-01'\"; grep -h 'Gesamtmenge' /srv/sftp/credit_notes/2026-10/acker-nord*.txt",
                "38902.50\nGesamtmenge Einspeisung Oktober 2026: 40.741,00 kWh",
            ),
            (
                "bash",
                'ls -l /srv/sftp/mscons/2026-10/ | grep acker-nord; grep -h "^BGM" /srv/sftp/mscons/2026-10/acker-nord*.edi',
                "-rw-r----- 1 sftp-mscons gridpulse 221804 Nov  3 08:15 acker-nord_20261103_0815.edi\n-rw-r----- 1 sftp-mscons gridpulse 221960 Nov 18 14:02 acker-nord_20261118_1402.edi\nBGM+7+MSC2611030815+9'\nBGM+7+MSC2611181402+5'",
            ),
            (
                "bash",
                "grep -c \"QTY+67\" /srv/sftp/mscons/2026-10/acker-nord*.edi; grep 'acker-nord_20261118_1402' /var/log/gridpulse/import.log",
                "/srv/sftp/mscons/2026-10/acker-nord_20261103_0815.edi:288\n/srv/sftp/mscons/2026-10/acker-nord_20261118_1402.edi:0\n2026-11-18T14:05:11Z INFO import.mscons file=acker-nord_20261118_1402.edi intervals=2976 inserted=0 conflicts=2976",
            ),
            (
                "read",
                "gridpulse/importer/mscons.py",
                'async def store_intervals(session: AsyncSession, plant_id: UUID, intervals: list[Interval]) -> ImportStats:\n    stmt = insert(Reading).values(\n        [\n            {"plant_id": plant_id, "interval_start": i.start, "kwh": i.kwh, "quality": i.quality}\n            for i in intervals\n        ]\n    )\n    stmt = stmt.on_conflict_do_nothing(index_elements=["plant_id", "interval_start"])\n    result = await session.execute(stmt)\n    return ImportStats(intervals=len(intervals), inserted=result.rowcount, conflicts=len(intervals) - result.rowcount)\n',
            ),
            (
                "think",
                "BGM message function 9 = original, 5 = replace. First file: 288 substitute values (3 days x 96) while the meter was faulty, QTY+67 mostly 0. Second file on 18 Nov replaces the whole month with real values; importer inserted 0 rows because every interval already existed. 38902.50 vs 40741.00 = 1838.5 kWh, should match the sum of the real values over the substituted days.",
            ),
            (
                "bash",
                "uv run python -m gridpulse.importer.mscons --parse-only /srv/sftp/mscons/2026-10/acker-nord_20261118_1402.edi --from 2026-10-12 --to 2026-10-15 | tail -2",
                "intervals=288 quality=measured:288\nsum_kwh=1838.50",
            ),
            (
                "assistant",
                "Found it, the 1,838.5 kWh are exactly the 12-14 October values.\n\nThe operator's first October file had substitute values (QTY+67, mostly 0) for 12-14 Oct while their meter was faulty; on 18 Nov they sent a replacement message (BGM function 5) with the real values, but store_intervals inserts with ON CONFLICT DO NOTHING, so all 2976 intervals of the correction were dropped as conflicts and we settled October on the substitute values. The import log even says `inserted=0 conflicts=2976`, it just isn't an error.\n\nFix:\n- `store_intervals` does an upsert keyed on `(plant_id, interval_start)` that only overwrites when the incoming message's document date (`DTM+137`) is newer than the stored one; each row keeps `source_message` and `message_date`\n- replaced values go to `reading_revisions` (old value, new value, both message ids) so we can show what changed\n- re-import `acker-nord_20261118_1402.edi`, then a correction settlement for acker-nord October (+1,838.5 kWh, roughly +146 EUR over 214 members)",
            ),
            (
                "user",
                "yes do all of that. and no more DO NOTHING on readings: a conflicting row either gets replaced by a newer message or fails the import loudly, never silently skipped. check the other plants for the same thing too",
            ),
            ("edit", "migrations/versions/0031_readings_source_message.py"),
            ("edit", "gridpulse/importer/mscons.py"),
            ("edit", "tests/importer/test_mscons_replacement.py"),
            (
                "bash",
                "uv run alembic upgrade head 2>&1 | tail -1 && uv run pytest tests/importer -q 2>&1 | tail -1 && uv run python -m gridpulse.importer.mscons --reimport-all --since 2026-01-01 2>&1 | grep -v 'replaced=0'",
                "INFO  [alembic.runtime.migration] Running upgrade 0030 -> 0031, readings source message and revisions\n27 passed in 2.61s\nfile=acker-nord_20261118_1402.edi intervals=2976 replaced=288 unchanged=2688\nfile=schulscheune_20260512_0903.edi intervals=2880 replaced=96 unchanged=2784",
            ),
            (
                "assistant",
                "Done. The upsert is in, and a conflicting interval from an older or same-date message now raises `StaleMessageConflict` with both message ids instead of being skipped.\n\nRe-importing everything since January found one more case: schulscheune, a replacement for April (file from 12 May) with 96 intervals that never landed, 412.3 kWh. Both are now in `readings` and `reading_revisions`. Correction settlements for acker-nord October and schulscheune April are prepared as drafts in the admin (`/admin/settlements/drafts`), not sent.",
            ),
            ("user", "good catch on schulscheune. ill get the board to sign off the drafts"),
        ],
        "lessons": [
            {"keys": ["replacement message", "ON CONFLICT DO NOTHING"]},
            {"keys": ["DO NOTHING on readings", "fails the import loudly"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh69-gridpulse-settlement-5th-business-day-and-7-94-tariffs-table-corrections",
        "split": "fresh69",
        "steps": [
            (
                "user",
                "frau brandt (member SA-00417) asked why her november credit isnt in her account yet. also can you add a line to the statement that explains the rate per kWh, people keep asking",
            ),
            (
                "read",
                "README.md",
                "## Settlements\n\nSettlements run on the 1st of each month (Dramatiq periodic actor `settle_month`) for the\nprevious month and create one SEPA credit transfer per member.\n\nCurrent feed-in rate: 8.2 ct/kWh (`FEED_IN_CT_PER_KWH` in `gridpulse/settings.py`).\n\n## Statements\n\nPDF statements are rendered from `gridpulse/statements/templates/statement.html.j2` with WeasyPrint.\n",
            ),
            (
                "assistant",
                "According to the README, settlements run on the 1st of each month, so November's should have run on 1 December; I'll check why it didn't. For the statement line: the rate is 8.2 ct/kWh from `FEED_IN_CT_PER_KWH`, I'll render it from that setting.",
            ),
            (
                "bash",
                'psql "$PROD_RO_URL" -c "select month, started_at, status, transfers from settlement_runs order by started_at desc limit 3"',
                "   month    |       started_at       | status | transfers\n------------+------------------------+--------+-----------\n 2026-10-01 | 2026-11-06 06:00:03+01 | done   |       422\n 2026-09-01 | 2026-10-07 06:00:02+02 | done   |       421\n 2026-08-01 | 2026-09-07 06:00:04+02 | done   |       419\n(3 rows)",
            ),
            (
                "user",
                "readme is out of date. settlement runs on the 5th business day of the month, because the operator's MSCONS files only arrive by the 4th business day, so november runs monday dec 7 and nothing is wrong, tell her that. and the rate is 7.94 ct/kWh since the general assembly in march, it lives in the tariffs table, not in settings. FEED_IN_CT_PER_KWH is dead, remove it. fix the readme while ur at it",
            ),
            (
                "bash",
                'grep -rn \'FEED_IN_CT_PER_KWH\' gridpulse tests; psql "$PROD_RO_URL" -c "select valid_from, valid_to, ct_per_kwh from tariffs order by valid_from desc limit 2"',
                'gridpulse/settings.py:41:    FEED_IN_CT_PER_KWH: Decimal = Decimal("8.2")\n valid_from | valid_to   | ct_per_kwh\n------------+------------+------------\n 2026-03-01 |            |     7.9400\n 2024-01-01 | 2026-02-28 |     8.2000\n(2 rows)',
            ),
            ("edit", "gridpulse/settings.py"),
            ("edit", "gridpulse/statements/render.py"),
            ("edit", "gridpulse/statements/templates/statement.html.j2"),
            ("edit", "tests/statements/test_render.py"),
            ("edit", "README.md"),
            (
                "bash",
                "uv run pytest tests/statements -q 2>&1 | tail -1",
                "12 passed in 3.07s",
            ),
            (
                "assistant",
                'Done:\n\n- removed `FEED_IN_CT_PER_KWH` from `settings.py` (nothing read it)\n- the statement now has a line under the total: "Vergütungssatz: 7,94 ct/kWh (gültig seit 01.03.2026)", taken from the `tariffs` row valid for the statement month, so older statements keep showing 8,20\n- README: settlement runs on the 5th business day after the operator\'s MSCONS files are in, rate comes from the `tariffs` table\n\nFor Frau Brandt: November is settled on Monday 7 December, the transfer should reach her account 1-2 business days later.',
            ),
            ("user", "ty, ill reply to her"),
        ],
        "lessons": [
            {"keys": ["5th business day", "MSCONS"], "not": ["on the 1st of each month"]},
            {"keys": ["7.94 ct/kWh", "tariffs table"], "not": ["rate is 8.2"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh69-gridpulse-annual-summary-endpoint-handwritten-migrations-correction-and-integer-cents",
        "split": "fresh69",
        "steps": [
            (
                "user",
                "board wants GET /admin/members/{member_id}/annual-summary?year=2026 for the general assembly: kWh attributed to the member's shares and total credit for the year. goes in the admin router, vorstand role",
            ),
            (
                "bash",
                "ls migrations/versions | tail -3; grep -rn 'monthly_plant_kwh' gridpulse | head -3",
                '0029_member_iban_history.py\n0030_tariffs_valid_to.py\n0031_readings_source_message.py\ngridpulse/settlement/aggregates.py:12:MONTHLY_PLANT_KWH = table("monthly_plant_kwh", column("plant_id"), column("month"), column("kwh"))\ngridpulse/api/dashboard.py:58:    stmt = select(MONTHLY_PLANT_KWH.c.month, MONTHLY_PLANT_KWH.c.kwh)',
            ),
            (
                "read",
                "gridpulse/api/admin/members.py",
                'router = APIRouter(prefix="/admin/members", dependencies=[Depends(require_role("vorstand"))])\n\n\n@router.get("/{member_id}", response_model=MemberOut)\nasync def get_member(member_id: UUID, session: AsyncSession = Depends(get_session)) -> MemberOut:\n    member = await session.get(Member, member_id)\n    if member is None:\n        raise HTTPException(404)\n    return MemberOut.model_validate(member)\n',
            ),
            (
                "assistant",
                "I'll add a `member_annual_summary` table filled by the settlement run, so the endpoint is a single lookup. Migrations are autogenerated from the models here (`alembic revision --autogenerate`), so I'll add the model and generate the revision.",
            ),
            ("edit", "gridpulse/models/member_annual_summary.py"),
            (
                "bash",
                "uv run alembic revision --autogenerate -m 'member annual summary' 2>&1 | grep Detected",
                "INFO  [alembic.autogenerate.compare] Detected added table 'member_annual_summary'\nINFO  [alembic.autogenerate.compare] Detected removed index 'readings_interval_start_idx' on 'readings'\nINFO  [alembic.autogenerate.compare] Detected removed index 'inverter_readings_interval_start_idx' on 'inverter_readings'\nINFO  [alembic.autogenerate.compare] Detected removed table '_compressed_hypertable_4'",
            ),
            (
                "user",
                "no table needed, compute it on request from the monthly_plant_kwh continuous aggregate, thats 12 rows per plant. and delete that revision, migrations are handwritten here, not autogenerated, because autogenerate tries to drop the timescale hypertable indexes every time (see the output). response fields: member_number, year, kwh, credit_cents. money in our api is always integer cents, never floats or Decimal strings, the portal does the formatting.",
            ),
            (
                "bash",
                "rm migrations/versions/0032_member_annual_summary.py gridpulse/models/member_annual_summary.py && git status --short",
                "",
            ),
            ("edit", "gridpulse/api/admin/members.py"),
            ("edit", "gridpulse/api/admin/schemas.py"),
            ("edit", "tests/api/admin/test_annual_summary.py"),
            (
                "bash",
                "uv run pytest tests/api/admin -q 2>&1 | tail -1; curl -s -H \"Authorization: Bearer $LOCAL_VORSTAND_TOKEN\" 'localhost:8000/admin/members/3f1c9e2a-7b44-4d0e-9a51-2c8e6f0b7d13/annual-summary?year=2026'",
                '14 passed in 1.22s\n{"member_number":"SA-00417","year":2026,"kwh":3268.41,"credit_cents":26339}',
            ),
            (
                "assistant",
                'Added `GET /admin/members/{member_id}/annual-summary?year=` on the admin router (so behind `require_role("vorstand")`):\n\n- kWh: the member\'s share fraction per plant times `monthly_plant_kwh` for each month of the year, only months with a finished settlement run\n- `credit_cents`: sum of the settled credits per month from `member_credits`, as an int\n- `member_number` (e.g. `SA-00417`), `year`, `kwh` rounded to 2 decimals\n- tests for a member with shares in two plants, a share that started mid-year, 404 for an unknown member and 403 without the vorstand role\n\nRemoved the model and the autogenerated revision, no migration needed.',
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {
                "keys": ["handwritten", "hypertable indexes"],
                "not": ["autogenerated from the models"],
            },
            {"keys": ["integer cents", "never floats"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh69-gridpulse-tool-stored-staging-restore-and-solarweb-daily-call-cap",
        "split": "fresh69",
        "steps": [
            (
                "user",
                "save this so i stop explaining it to the new volunteers: staging db gets restored from prod every night at 02:30 with member names and IBANs pseudonymized, connect via make staging-psql (goes through the ssm bastion). then: hof-weidenbach has gaps in the live dashboard since tuesday, check the fronius pull",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "gridpulse staging database is restored from prod every night at 02:30 with member names and IBANs pseudonymized. Connect with `make staging-psql` (tunnels through the SSM bastion).",
                    "tags": ["gridpulse", "staging", "database"],
                },
                '{"id":"3306","action":"stored"}',
                False,
            ),
            (
                "bash",
                'aws logs tail /ecs/gridpulse-worker --since 3d --filter-pattern \'"solarweb" "429"\' --format short | tail -4',
                '2026-12-03T19:45:02 WARNING telemetry.fronius plant=hof-weidenbach device=inv-2 status=429 body={"responseError":"Too many requests. Daily quota exceeded."}\n2026-12-03T20:00:01 WARNING telemetry.fronius plant=acker-nord device=inv-1 status=429 body={"responseError":"Too many requests. Daily quota exceeded."}\n2026-12-03T20:00:01 WARNING telemetry.fronius plant=acker-nord device=inv-2 status=429 body={"responseError":"Too many requests. Daily quota exceeded."}\n2026-12-03T20:00:02 WARNING telemetry.fronius plant=schulscheune device=inv-1 status=429 body={"responseError":"Too many requests. Daily quota exceeded."}',
            ),
            (
                "read",
                "gridpulse/telemetry/fronius.py",
                '@dramatiq.actor(periodic=cron("*/15 * * * *"))\nasync def pull_telemetry() -> None:\n    async with solarweb_client() as client:\n        for plant in await active_plants():\n            for device in plant.inverters:\n                data = await client.get(\n                    f"/swqapi/pvsystems/{plant.pvsystem_id}/devices/{device.device_id}/aggdata",\n                    params={"from": last_pull(plant, device), "channel": "EnergyExported"},\n                )\n                await store_inverter_readings(plant, device, data)\n',
            ),
            (
                "bash",
                'psql "$PROD_RO_URL" -Atc "select p.slug, count(i.*) from plants p join inverters i on i.plant_id = p.id where p.active group by 1 order by 1"',
                "acker-nord|5\nhof-weidenbach|3\nschulscheune|2",
            ),
            (
                "assistant",
                "The pull hits Solar.web's daily quota. It's one request per inverter every 15 minutes: 10 inverters x 96 = 960 calls a day, plus retries. Since hof-weidenbach's third inverter was added on Tuesday, the retries after timeouts push it over, and everything after ~19:45 gets `429 Daily quota exceeded` until midnight UTC. That's the evening gap on the dashboard (all plants, but weidenbach is the one people look at).",
            ),
            (
                "user",
                "yeah the solar.web api key is capped at 1000 calls a day for the whole co-op, not per plant, so every new inverter eats into it. switch to the pvsystem-level histdata call, one call per plant per hour is plenty for the dashboard",
            ),
            ("edit", "gridpulse/telemetry/fronius.py"),
            ("edit", "tests/telemetry/test_fronius.py"),
            (
                "bash",
                "uv run pytest tests/telemetry -q 2>&1 | tail -1",
                "9 passed in 0.88s",
            ),
            (
                "assistant",
                "Changed `pull_telemetry` to run hourly and make one `GET /swqapi/pvsystems/{id}/histdata` per plant (channel `EnergyExported`, all inverters in one response, split per device when storing). That's 3 plants x 24 = 72 calls a day, and it backfills from the last stored interval so today's gap fills on the next run. The staging setup is saved in memory.",
            ),
            ("user", "great"),
        ],
        "lessons": [
            {"keys": ["1000 calls a day", "solar.web"]},
        ],
        "tool_stored": [["02:30", "make staging-psql"]],
    },
]
