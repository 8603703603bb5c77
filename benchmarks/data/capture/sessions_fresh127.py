"""The "fresh127" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH127: list[dict[str, Any]] = [
    # --- "hivewatch": weight and temperature data from ~80 LoRaWAN hive scales (HiveTrack W3) for
    # the Weald & Downs Beekeepers' Association (WDBA), swarm alerts to members and a public
    # dashboard. Python 3.12, Dagster 1.9 OSS (docker compose on one Hetzner VM: webserver, daemon,
    # user-code), dbt-core 1.8 + dbt-duckdb, DuckDB 1.1 (warehouse file /data/hive.duckdb), raw
    # uplinks from The Things Stack webhook into Hetzner Object Storage (s3://wdba-hive-raw),
    # Evidence.dev dashboard, pytest; repo: hivewatch/assets (raw_uplinks, readings,
    # swarm_alerts, scale_health), hivewatch/resources.py, hivewatch/constants.py,
    # hivewatch/definitions.py, dbt/models (staging, marts), dagster.yaml, docker-compose.yml,
    # tests/ ---
    {
        "name": "fresh127-hivewatch-chitchat-schedule-vs-sensor-and-readme-typo",
        "split": "fresh127",
        "steps": [
            (
                "user",
                "dumb question maybe. whats the difference between a dagster schedule and a sensor, and why is readings partitioned by day, couldnt it just run every hour and be done",
            ),
            (
                "think",
                "Concept question. Schedule: time-based, cron string, emits run requests. Sensor: polls a condition (new files in S3, another asset materialized) every N seconds and emits run requests when something happened. Partitions: each day of readings is a separate slice that can be materialized, backfilled and checked independently; without them every run rebuilds everything or needs custom 'since' logic. In hivewatch: hourly schedule materializes today's partition; raw_uplinks sensor watches the bucket.",
            ),
            (
                "assistant",
                'Not dumb at all, they overlap a lot.\n\n**Schedule vs sensor**\n\n- A **schedule** fires on the clock: a cron string like `0 * * * *` and Dagster launches a run at that time, whether or not anything changed.\n- A **sensor** is a small function the daemon calls every 30 seconds or so. It looks at something (new objects in `s3://wdba-hive-raw`, another asset that just got materialized) and only asks for a run when it finds something new. It keeps a cursor so it doesn\'t see the same file twice.\n\n**Why `readings` is partitioned by day**\n\nEach day of readings is its own slice that Dagster tracks separately. That buys you:\n\n- the hourly run only recomputes *today\'s* partition instead of the whole history\n- if a scale\'s data arrives late or was wrong, you re-run just that day\n- backfills ("rebuild all of November") are just "materialize these 30 partitions"\n- the UI shows which days are missing or failed\n\nYou *could* run one unpartitioned job every hour, but then every run either rebuilds everything from the start or needs its own "what\'s new since last time" bookkeeping, which is what partitions give you for free.',
            ),
            (
                "user",
                "ok got it. unrelated, the readme says 'recieve' somewhere, gary pointed it out",
            ),
            (
                "bash",
                'grep -rn "recieve" README.md docs/',
                "README.md:18:The Things Stack webhook posts every uplink we recieve to the ingest endpoint, which\nREADME.md:41:Members recieve swarm alerts for the hives they own.",
            ),
            ("edit", "README.md"),
            (
                "assistant",
                "Fixed both (lines 18 and 41 of `README.md`), it says **receive** now. Nothing in `docs/`.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh127-hivewatch-incident-duckdb-lock-parallel-backfill",
        "split": "fresh127",
        "steps": [
            (
                "user",
                "dashboard hasnt updated since saturday and dagster is all red. gary kicked off a backfill of november on friday for his honey report, could that be it?",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "hivewatch duckdb lock dagster backfill"},
                '{"memories":[]}',
                False,
            ),
            (
                "bash",
                "docker compose logs --since 72h user-code 2>&1 | grep -m3 'IOException'",
                'user-code-1  | duckdb.duckdb.IOException: IO Error: Could not set lock on file "/data/hive.duckdb": Conflicting lock is held in /usr/local/bin/python3.12 (PID 4187). See also https://duckdb.org/docs/connect/concurrency\nuser-code-1  | duckdb.duckdb.IOException: IO Error: Could not set lock on file "/data/hive.duckdb": Conflicting lock is held in /usr/local/bin/python3.12 (PID 4311). See also https://duckdb.org/docs/connect/concurrency\nuser-code-1  | duckdb.duckdb.IOException: IO Error: Could not set lock on file "/data/hive.duckdb": Conflicting lock is held in /usr/local/bin/python3.12 (PID 4187). See also https://duckdb.org/docs/connect/concurrency',
            ),
            (
                "bash",
                "docker compose exec user-code python -c \"from dagster import DagsterInstance, RunsFilter, DagsterRunStatus as S; i = DagsterInstance.get(); f = lambda st: len(i.get_run_ids(RunsFilter(statuses=[st]))); print('queued', f(S.QUEUED), 'started', f(S.STARTED), 'failed_72h', len(i.get_run_ids(RunsFilter(statuses=[S.FAILURE], updated_after=__import__('datetime').datetime.now() - __import__('datetime').timedelta(hours=72)))))\"",
                "queued 46 started 8 failed_72h 391",
            ),
            (
                "read",
                "dagster.yaml",
                "run_coordinator:\n  module: dagster.core.run_coordinator\n  class: QueuedRunCoordinator\n  config:\n    max_concurrent_runs: 8\n\nrun_retries:\n  enabled: true\n  max_retries: 3\n\nstorage:\n  postgres:\n    postgres_url:\n      env: DAGSTER_PG_URL\n",
            ),
            (
                "think",
                "Backfill of 30 November partitions -> 30 runs, coordinator lets 8 go at once, each opens /data/hive.duckdb read-write. DuckDB allows a single writer process; the others fail with the lock error, run_retries requeues them 3 times, so the queue kept churning all weekend. The hourly readings schedule runs lose the race too, so nothing fresh since Saturday. Fix: cancel backfill, limit runs writing hive.duckdb to 1 via tag_concurrency_limits on a duckdb tag, tag every job that writes the file (readings hourly job, dbt job, backfills inherit job tags), restart daemon, then rerun missed hours and the backfill serially.",
            ),
            (
                "assistant",
                "Yes, it's the backfill, but the real problem is that nothing stops runs from writing the warehouse at the same time.\n\n**Cause**\n\n- Gary's backfill created 30 runs (one per November day), and the run coordinator lets **8 runs** go at once.\n- Every one of them opens `/data/hive.duckdb` for writing. DuckDB allows only one process to write a database file at a time; all the others fail with `Could not set lock on file`.\n- `run_retries` (3 retries) puts the failed ones straight back in the queue, so they kept fighting over the lock all weekend: 391 failed runs in 72 hours, 46 still queued.\n- The hourly `readings` runs lose that race too, which is why the dashboard stopped on Saturday.\n\n**Fix**\n\n1. cancel the backfill and the queued runs\n2. tag every job that writes `hive.duckdb` with `duckdb: write` and add a `tag_concurrency_limits` entry for that tag in `dagster.yaml` with limit 1, so only one run writes the file at a time\n3. restart the daemon, rerun the missed hourly partitions, then relaunch Gary's backfill, which will now run one day at a time\n\nGo?",
            ),
            ("user", "go"),
            (
                "bash",
                'curl -s localhost:3000/graphql -H \'Content-Type: application/json\' -d \'{"query":"mutation { cancelPartitionBackfill(backfillId: \\"nqxkzmfb\\") { __typename } }"}\'',
                '{"data":{"cancelPartitionBackfill":{"__typename":"CancelBackfillSuccess"}}}',
            ),
            ("edit", "dagster.yaml"),
            ("edit", "hivewatch/definitions.py"),
            ("edit", "tests/test_definitions.py"),
            (
                "bash",
                "uv run pytest -q tests/test_definitions.py 2>&1 | tail -1 && docker compose restart dagster-daemon user-code 2>&1 | tail -2",
                "3 passed in 2.71s\n Container hivewatch-user-code-1  Started\n Container hivewatch-dagster-daemon-1  Started",
            ),
            (
                "bash",
                "docker compose exec user-code dagster job backfill -j hourly_readings_job --partitions 2026-12-05,2026-12-06,2026-12-07 --noprompt 2>&1 | tail -1",
                "Launched backfill job `ywbtqhcd`",
            ),
            (
                "bash",
                "sleep 240; docker compose logs --since 5m user-code 2>&1 | grep -c 'IOException'; docker compose exec user-code python -c \"import duckdb; print(duckdb.connect('/data/hive.duckdb', read_only=True).sql('select max(reading_at) from readings').fetchone())\"",
                "0\n(datetime.datetime(2026, 12, 7, 10, 40, tzinfo=<UTC>),)",
            ),
            (
                "assistant",
                "Back to normal:\n\n- backfill cancelled, the queued runs cleared\n- `dagster.yaml` has `tag_concurrency_limits: [{key: duckdb, value: write, limit: 1}]` and the `hourly_readings_job`, `dbt_build_job` and `swarm_alerts_job` all carry `duckdb: write`; a test fails if a job that uses the `duckdb` resource in write mode has no such tag\n- the missed days (5 to 7 Dec) are rebuilt, readings are current up to 10:40 UTC, no lock errors since the restart\n\nWhen Gary relaunches his November backfill it'll run one day at a time and interleave with the hourly runs. It will take a couple of hours instead of minutes.",
            ),
            (
                "user",
                "ok so from now on anything writing the duckdb file queues behind each other, one at a time. thats fine, ill tell gary to relaunch it tonight",
            ),
        ],
        "lessons": [
            {"keys": ["tag_concurrency_limits", "hive.duckdb"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh127-hivewatch-decision-swarm-alert-channel",
        "split": "fresh127",
        "steps": [
            (
                "user",
                "committee wants swarm alerts to actually reach people next season. last may half the emails went to spam and two members lost swarms. what are the options",
            ),
            (
                "read",
                "hivewatch/assets/swarm_alerts.py",
                'SWARM_DROP_KG = 1.5\nSWARM_WINDOW = timedelta(minutes=30)\n\n\n@asset(deps=["readings"], required_resource_keys={"duckdb", "mailer"})\ndef swarm_alerts(context) -> None:\n    drops = detect_drops(context.resources.duckdb, SWARM_DROP_KG, SWARM_WINDOW)\n    for drop in drops:\n        context.resources.mailer.send(\n            to=drop.owner_email,\n            subject=f"Possible swarm: {drop.hive_name}",\n            body=render_alert(drop),\n        )\n',
            ),
            (
                "bash",
                "docker compose exec user-code python -c \"import duckdb; print(duckdb.connect('/data/hive.duckdb', read_only=True).sql('select count(*), count(phone), count(email) from dim_members').fetchone())\"",
                "(63, 58, 61)",
            ),
            (
                "think",
                "63 members, 58 with phone numbers. Current mailer: plain SMTP via the association's shared mailbox, no SPF/DKIM, hence spam. Options: (1) proper transactional email (Postmark, SPF+DKIM on wdba.org.uk); (2) Telegram bot, free, instant, per-apiary group chats; (3) SMS via Twilio, ~4p per message. Recommend Telegram. Also need to ask about night-time alerts: drops at night are rarely swarms.",
            ),
            (
                "assistant",
                "Right now alerts go out through the association's shared mailbox over plain SMTP, with no SPF or DKIM on `wdba.org.uk`, which is why Gmail files them as spam. 58 of the 63 members have a phone number on file. Options:\n\n1. **Fix the email**: send through Postmark with SPF and DKIM set up for `wdba.org.uk`. Cheap, little code, but people still have to notice an email within the hour a swarm hangs in a tree.\n2. **Telegram bot**: free, instant push notifications, and we could have one group per apiary so neighbours can help catch a swarm. Members need the Telegram app.\n3. **SMS via Twilio**: works on any phone, about 4p a message; maybe 200 to 300 alerts in a season.\n\nI'd go with **2**, Telegram: free and instant, and the apiary groups are a nice bonus.\n\nAlso a question: should alerts go out at any hour? The scales do see drops at night now and then.",
            ),
            (
                "user",
                "3. most of our members are over 65 and plenty dont have a smartphone, so SMS via twilio it is, the association already pays for twilio for the swarm collection hotline anyway. and no alerts between 21:00 and 07:00, bees dont swarm at night so a night drop is a badger or someone nicking the hive, those go to the apiary manager by email instead. use the twilio test creds for now, ill get the live ones off dave",
            ),
            (
                "think",
                "Twilio resource (ConfigurableResource with account_sid, auth_token, from_number from env), SmsSender. Quiet hours in Europe/London: 21:00-07:00 -> email to site's apiary manager with 'night drop' subject instead. Members without phone: fall back to email. Tests with a fake resource.",
            ),
            ("edit", "hivewatch/resources.py"),
            ("edit", "hivewatch/assets/swarm_alerts.py"),
            ("edit", "hivewatch/definitions.py"),
            ("edit", ".env.example"),
            ("edit", "tests/test_swarm_alerts.py"),
            (
                "bash",
                "uv run pytest -q tests/test_swarm_alerts.py 2>&1 | tail -1",
                "9 passed in 1.12s",
            ),
            (
                "bash",
                "docker compose exec user-code python -c \"from hivewatch.resources import TwilioResource; r = TwilioResource.from_env(); print(r.send_sms('+15005550006', 'hivewatch test').status)\"",
                "queued",
            ),
            (
                "assistant",
                "Swarm alerts go out by SMS now (test credentials, so nothing reaches real phones yet):\n\n- `TwilioResource` in `hivewatch/resources.py` reads `TWILIO_ACCOUNT_SID`, `TWILIO_AUTH_TOKEN` and `TWILIO_FROM` from the environment (`.env.example` updated); a test send against Twilio's magic test number came back `queued`\n- the SMS reads `WDBA: possible swarm at <hive> (<apiary>), -1.8 kg at 11:42`\n- between 21:00 and 07:00 (UK time) no SMS goes out; the drop is emailed to the apiary's manager as a possible disturbance instead\n- the 5 members without a phone number still get the email\n- tests cover a daytime drop, a night drop and a member without a phone\n\nWhen Dave has the live credentials they only need to go into `.env` on the VM.",
            ),
            ("user", "👍 ta"),
        ],
        "lessons": [
            {"keys": ["SMS", "smartphone"]},
            {"keys": ["21:00", "07:00"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh127-hivewatch-tool-stored-teaching-apiary-and-public-map",
        "split": "fresh127",
        "steps": [
            (
                "user",
                "pls remember TA1 is the teaching apiary at plumpton college, those hives get opened every week for classes so any drop there is an inspection, not a swarm. then take TA1 out of the swarm alerts, the tutor got 11 texts last tuesday",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "hivewatch: site TA1 is the WDBA teaching apiary at Plumpton College; its hives are opened weekly for classes, so weight drops there are inspections, not swarms. TA1 is excluded from swarm alerts.",
                    "tags": ["hivewatch", "sites", "swarm-alerts"],
                },
                '{"id":"6047","action":"stored"}',
                False,
            ),
            (
                "bash",
                "cat dbt/seeds/sites.csv | head -6",
                "site_code,name,manager_email,lat,lon\nASH,Ashdown Forest out-apiary,k.bryce@wdba.org.uk,51.06412,0.03877\nTA1,Plumpton College teaching apiary,tutor@wdba.org.uk,50.90671,-0.06702\nLWS,Lewes allotments,m.osei@wdba.org.uk,50.87455,0.00813\nHFD,Heathfield orchard,p.nair@wdba.org.uk,50.96720,0.25561\nRTB,Rotherfield churchyard,g.hale@wdba.org.uk,51.04498,0.21840",
            ),
            (
                "think",
                "Better than hardcoding TA1: add alerts_enabled column to the sites seed, TA1 false, filter in detect_drops via a join on dim_sites. Also noticed: dim_sites lat/lon have 5 decimals (~1 m) and the Evidence public map page reads dim_sites directly.",
            ),
            ("edit", "dbt/seeds/sites.csv"),
            ("edit", "dbt/models/marts/dim_sites.sql"),
            ("edit", "hivewatch/assets/swarm_alerts.py"),
            ("edit", "tests/test_swarm_alerts.py"),
            (
                "bash",
                "cd dbt && uv run dbt seed -s sites && uv run dbt build -s dim_sites 2>&1 | tail -1 && cd .. && uv run pytest -q tests/test_swarm_alerts.py 2>&1 | tail -1",
                "Done. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3\n10 passed in 1.20s",
            ),
            (
                "bash",
                "grep -rn 'dim_sites' dashboard/pages/ | head -3",
                "dashboard/pages/map.md:4:select site_code, name, lat, lon, hive_count from hive.dim_sites",
            ),
            (
                "assistant",
                "Saved TA1 to memory, and it's out of the alerts:\n\n- `sites.csv` has an `alerts_enabled` column (false for TA1, true for the rest), carried into `dim_sites`\n- `swarm_alerts` skips drops at sites where `alerts_enabled` is false, so no more texts to the tutor; other sites can be switched off the same way without code\n- test for a drop at TA1 (no alert) next to one at ASH (alert)\n\nSomething else I noticed: the public map page on the dashboard (`dashboard/pages/map.md`) shows every apiary from `dim_sites` with coordinates to 5 decimals, which is accurate to about a metre.",
            ),
            (
                "user",
                "oh no. the public map must never show exact apiary locations, round them to 1km, hive theft is a real thing, 3 hives got nicked near uckfield this summer. can u fix that now",
            ),
            (
                "think",
                "Add lat_public/lon_public to dim_sites rounded to 2 decimals (~1.1 km lat, ~0.7 km lon at 51N)... better snap to a 1 km grid: round lat to 0.01 and lon to 0.015? Simpler and honest: snap to the British National Grid 1 km square centre. Use a small macro. The map page reads only the public columns.",
            ),
            ("edit", "dbt/macros/snap_to_1km.sql"),
            ("edit", "dbt/models/marts/dim_sites.sql"),
            ("edit", "dbt/models/marts/schema.yml"),
            ("edit", "dashboard/pages/map.md"),
            (
                "bash",
                "cd dbt && uv run dbt build -s dim_sites 2>&1 | tail -1 && cd .. && grep -n 'select' dashboard/pages/map.md",
                "Done. PASS=5 WARN=0 ERROR=0 SKIP=0 TOTAL=5\ndashboard/pages/map.md:4:select site_code, name, lat_public, lon_public, hive_count from hive.dim_sites",
            ),
            (
                "assistant",
                "Fixed: `dim_sites` has `lat_public` / `lon_public`, snapped to the centre of the 1 km grid square each apiary is in, and the map page only selects those. A schema test checks that the public columns never equal the exact ones. It goes live with the next dashboard build tonight.",
            ),
            ("user", "thanks"),
        ],
        "lessons": [
            {"keys": ["public map", "hive theft"]},
        ],
        "tool_stored": [["TA1", "inspections"]],
    },
    {
        "name": "fresh127-hivewatch-review-daily-yield-model-rules",
        "split": "fresh127",
        "steps": [
            ("user", "priya opened #34 with the honey yield model, can u review"),
            (
                "bash",
                "gh pr view 34 --json title,files --jq '.title, .files[].path'",
                "Add daily honey yield estimate\ndbt/models/marts/fct_daily_yield.sql\ndbt/models/staging/stg_readings.sql",
            ),
            (
                "read",
                "dbt/models/marts/fct_daily_yield.sql",
                "{{ config(materialized='table') }}\n\nwith daily as (\n    select\n        hive_id,\n        reading_at::date as day,\n        max(weight) filter (where extract(hour from reading_at) between 4 and 6) as dawn_weight,\n        avg(temp) as temp\n    from {{ ref('stg_readings') }}\n    group by 1, 2\n),\n\nflow as (\n    select *,\n        dawn_weight - lag(dawn_weight) over (partition by hive_id order by day) as gain\n    from daily\n)\n\nselect hive_id, day, dawn_weight as weight, temp, greatest(gain, 0) as yield\nfrom flow\n",
            ),
            (
                "think",
                "Dawn-to-dawn weight difference is a clever way to ignore daytime forager swings. Suggest incremental with unique_key (hive_id, day) since it grows daily. No tests on the model. Dawn window uses UTC hours; fine-ish in winter, in summer BST shifts an hour.",
            ),
            (
                "assistant",
                "Review of #34:\n\n1. **Materialization**: this table grows by ~80 rows a day forever; I'd make the model incremental with unique_key hive_id + day so the nightly run only processes new days.\n2. **Tests**: `fct_daily_yield` has no tests at all.\n3. **Dawn window**: `extract(hour from reading_at) between 4 and 6` is in UTC, so in summer the window is 05:00 to 07:00 local, when foragers may already be leaving. Worth converting before taking the hour.\n4. Comparing dawn weight to the previous dawn is a clever way to ignore the daytime swings from foragers coming and going, nice idea.",
            ),
            (
                "user",
                "keep 3 and 4 but our rules: no incremental models, everything is a full rebuild nightly, the whole db is 3gb and incremental bit us twice with late uplinks. every model gets a schema.yml entry with not_null and unique tests on its grain. column names end in their unit, weight_kg, temp_c, yield_kg, never a bare weight or temp. and tell her the dawn thing is clever, shes new and nervous about sql",
            ),
            (
                "think",
                "Drop my incremental suggestion. Review points: schema.yml with unique on (hive_id, day) via dbt_utils.unique_combination_of_columns + not_null on hive_id, day; rename weight -> weight_kg, temp -> temp_c, yield -> yield_kg (and check stg_readings column names, the PR touches it); UTC dawn window; warm praise.",
            ),
            (
                "bash",
                "gh pr diff 34 | grep '^[+-] .*as weight'",
                "+        weight_g / 1000.0 as weight,\n-        weight_g / 1000.0 as weight_kg,",
            ),
            (
                "bash",
                "gh pr review 34 --request-changes --body-file /tmp/review_34.md",
                "- Requested changes to pull request wdba/hivewatch#34",
            ),
            (
                "assistant",
                "Posted on #34 (changes requested, friendly tone):\n\n- the model stays `materialized='table'` (full rebuild every night)\n- add `fct_daily_yield` to `dbt/models/marts/schema.yml` with `not_null` on `hive_id` and `day` and a `unique_combination_of_columns` test on `(hive_id, day)`\n- columns need their unit: `weight_kg`, `temp_c`, `yield_kg`; the PR also renames `weight_kg` to `weight` in `stg_readings`, which should be reverted\n- the dawn window is computed in UTC; convert `reading_at` to Europe/London before taking the hour\n- and a proper compliment for the dawn-to-dawn idea, it really is the right way to filter out foragers\n\nMy incremental suggestion is not in it.",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {
                "keys": ["incremental models", "full rebuild"],
                "not": ["incremental with unique_key"],
            },
            {"keys": ["schema.yml", "not_null"]},
            {"keys": ["weight_kg", "temp_c"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh127-hivewatch-correction-scale-interval-20-min",
        "split": "fresh127",
        "steps": [
            (
                "user",
                "when a scale goes quiet nobody notices for weeks. can we flag scales that stopped sending and email the apiary manager",
            ),
            (
                "read",
                "hivewatch/constants.py",
                "# HiveTrack W3 scales\nEXPECTED_INTERVAL_MIN = 15\nBATTERY_LOW_V = 3.45\n",
            ),
            (
                "think",
                "Use EXPECTED_INTERVAL_MIN. Offline after 4 missed intervals. Implement as a scale_health asset downstream of readings plus a daily email digest per site manager (not hourly to avoid spam). Asset check for visibility in UI.",
            ),
            (
                "assistant",
                "Plan:\n\n- the scales send a reading every 15 minutes (`EXPECTED_INTERVAL_MIN = 15` in `hivewatch/constants.py`), so a scale counts as **offline** after 4 missed readings, i.e. no data for an hour\n- a `scale_health` asset after `readings` computes last-seen per scale, and an asset check turns red when any scale is offline\n- one digest email per apiary manager each morning at 08:00 listing their offline scales, so nobody gets an email every hour\n\nSound ok?",
            ),
            ("user", "ok"),
            ("edit", "hivewatch/assets/scale_health.py"),
            ("edit", "hivewatch/definitions.py"),
            ("edit", "hivewatch/emails/offline_digest.py"),
            ("edit", "tests/test_scale_health.py"),
            (
                "bash",
                "uv run pytest -q tests/test_scale_health.py 2>&1 | tail -1 && docker compose exec user-code dagster asset materialize -m hivewatch.definitions --select scale_health 2>&1 | grep -o 'offline scales: .*'",
                "6 passed in 0.94s\noffline scales: HT3-0412 (LWS, last seen 2026-11-19 14:20), HT3-0388 (HFD, last seen 2026-12-07 08:45)",
            ),
            (
                "assistant",
                "Done on `feat/scale-health`:\n\n- `scale_health` asset + asset check `no_offline_scales`; offline = more than `4 * EXPECTED_INTERVAL_MIN` since the last reading\n- morning digest at 08:00 to each apiary manager (schedule `offline_digest_schedule`)\n- a first run finds two: **HT3-0412** at Lewes allotments has been silent since 19 Nov, and **HT3-0388** at Heathfield since 08:45 today",
            ),
            (
                "user",
                "ha, 0412 is the one the council mower ran over. can the email show the last battery voltage too? and that constant is stale btw, the scales send every 20 min since we changed the firmware config in march to get the batteries through winter",
            ),
            (
                "think",
                "Set EXPECTED_INTERVAL_MIN = 20 → offline after 80 min; 0388 last seen 08:45, now ~10:20, still offline. Add last_battery_v to scale_health and the digest, flag below BATTERY_LOW_V.",
            ),
            ("edit", "hivewatch/constants.py"),
            ("edit", "hivewatch/assets/scale_health.py"),
            ("edit", "hivewatch/emails/offline_digest.py"),
            ("edit", "tests/test_scale_health.py"),
            (
                "bash",
                "uv run pytest -q tests/test_scale_health.py 2>&1 | tail -1",
                "7 passed in 0.97s",
            ),
            (
                "assistant",
                "Updated:\n\n- `EXPECTED_INTERVAL_MIN = 20`, so a scale is offline after 80 minutes without a reading; tests adjusted (70 minutes is fine, 90 is offline)\n- the digest shows each offline scale's last battery voltage, with *(low)* when it was under 3.45 V\n\nHT3-0412 will probably stay on the list until the mower victim is replaced. Still on `feat/scale-health`, want me to merge?",
            ),
            ("user", "yes merge"),
            (
                "bash",
                "gh pr create --fill --base main 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/wdba/hivewatch/pull/37\n✓ Squashed and merged pull request wdba/hivewatch#37",
            ),
            ("assistant", "Merged as #37."),
        ],
        "lessons": [
            {"keys": ["every 20 min", "scales"], "not": ["reading every 15 minutes"]},
        ],
        "tool_stored": [],
    },
]
