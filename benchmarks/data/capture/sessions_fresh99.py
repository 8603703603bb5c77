"""The "fresh99" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH99: list[dict[str, Any]] = [
    # --- "meterflow": Brightwatt Energy's smart meter readings pipeline (Python 3.12, Dagster 1.9 with daily-partitioned assets in meterflow/assets, DuckDB 1.1 warehouse file on a single prod box, half-hourly CSV files from the meter data retriever (MDR) arriving on SFTP, billing exports to S3 for the Junifer billing system; pytest, uv) ---
    {
        "name": "fresh99-meterflow-incident-clock-change-missing-intervals",
        "split": "fresh99",
        "steps": [
            (
                "user",
                "billing says every half hourly customer is short roughly an hour of consumption on sun 25 oct. half_hourly_readings has 48 rows per meter for that day, should be 50",
            ),
            (
                "bash",
                "duckdb -readonly /data/warehouse/meters.duckdb \"select reading_date, count(*) / count(distinct mpan) as rows_per_meter from half_hourly_readings where reading_date in ('2026-03-29','2026-10-24','2026-10-25','2026-10-26') group by 1 order by 1\"",
                "\u250c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u252c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2510\n\u2502 reading_date \u2502 rows_per_meter \u2502\n\u251c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u253c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2524\n\u2502 2026-03-29   \u2502           46.0 \u2502\n\u2502 2026-10-24   \u2502           48.0 \u2502\n\u2502 2026-10-25   \u2502           48.0 \u2502\n\u2502 2026-10-26   \u2502           48.0 \u2502\n\u2514\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2534\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2518",
            ),
            (
                "read",
                "meterflow/assets/readings.py",
                "@asset(partitions_def=daily, deps=[raw_hh_files])\ndef half_hourly_readings(context, duckdb: DuckDBResource):\n    day = context.partition_key\n    with duckdb.get_connection() as con:\n        con.execute(f\"DELETE FROM half_hourly_readings WHERE reading_date = '{day}'\")\n        con.execute(f\"\"\"\n            INSERT INTO half_hourly_readings\n            SELECT mpan, CAST(settlement_date AS DATE) AS reading_date,\n                   timezone('Europe/London', strptime(settlement_date || ' ' || interval_start_local, '%Y-%m-%d %H:%M')) AS interval_start,\n                   consumption_wh\n            FROM raw_hh WHERE settlement_date = '{day}'\n            QUALIFY row_number() OVER (PARTITION BY mpan, interval_start ORDER BY received_at DESC) = 1\n        \"\"\")\n",
            ),
            (
                "bash",
                "duckdb -readonly /data/warehouse/meters.duckdb \"select settlement_period, interval_start_local from raw_hh where settlement_date='2026-10-25' and mpan='1012345678901' and settlement_period between 3 and 6 order by 1\"",
                "\u2502 3 \u2502 01:00 \u2502\n\u2502 4 \u2502 01:30 \u2502\n\u2502 5 \u2502 01:00 \u2502\n\u2502 6 \u2502 01:30 \u2502",
            ),
            (
                "think",
                "On the October clock change day the local times 01:00 and 01:30 occur twice (BST then GMT). Parsing the local clock time maps both to the same instant, then the QUALIFY dedup keeps one: 50 -> 48. March is fine by luck: the skipped hour simply isn't in the file, 46 periods, 46 rows. Derive interval_start from settlement_period instead: local midnight in UTC + (period-1)*30 min, unambiguous on every day.",
            ),
            (
                "assistant",
                "Cause: the October clock change. On 25 Oct the clocks went back at 02:00 BST, so the local times 01:00 and 01:30 happen twice: the file has them as settlement periods 3-4 and again as 5-6. `half_hourly_readings` builds `interval_start` by parsing the local clock time (`interval_start_local`), so periods 3 and 5 get the same timestamp, and the `QUALIFY row_number()` dedup then throws one of each pair away: 50 periods in, 48 out. Every customer lost an hour.\n\nThe spring change (29 Mar) is right by luck: the skipped hour isn't in the file at all, so 46 periods give 46 rows.\n\nFix: stop parsing the local time and derive it from `settlement_period`, which is unambiguous: `interval_start = <local midnight of settlement_date in UTC> + (settlement_period - 1) * 30 minutes`, and dedup on `(mpan, settlement_date, settlement_period)`. Then re-materialize the affected partitions. OK?",
            ),
            (
                "user",
                "yep. rerun 2026-10-25, and 2025-10-26 too, we were live then",
            ),
            ("edit", "meterflow/assets/readings.py"),
            ("edit", "tests/assets/test_readings.py"),
            (
                "bash",
                "uv run pytest tests/assets/test_readings.py -q 2>&1 | tail -2",
                "......                                                                   [100%]\n6 passed in 2.41s",
            ),
            (
                "bash",
                "for d in 2025-10-26 2026-10-25; do uv run dagster asset materialize -m meterflow.definitions --select half_hourly_readings --partition $d 2>&1 | grep -E 'RUN_SUCCESS|RUN_FAILURE'; done; duckdb -readonly /data/warehouse/meters.duckdb \"select reading_date, count(*) / count(distinct mpan) from half_hourly_readings where reading_date in ('2025-10-26','2026-03-29','2026-10-25') group by 1 order by 1\"",
                'RUN_SUCCESS - Finished execution of run for "__ASSET_JOB".\nRUN_SUCCESS - Finished execution of run for "__ASSET_JOB".\n\u2502 2025-10-26 \u2502 50.0 \u2502\n\u2502 2026-03-29 \u2502 46.0 \u2502\n\u2502 2026-10-25 \u2502 50.0 \u2502',
            ),
            (
                "assistant",
                "Done:\n\n- `half_hourly_readings` now computes `interval_start` from `settlement_period` instead of the local clock time, and dedups on `(mpan, settlement_date, settlement_period)`; tests cover a 46-, 48- and 50-period day\n- re-materialized 2025-10-26 and 2026-10-25: 50 periods per meter each now, and 2026-03-29 still has its 46\n\nThe billing export for those days needs regenerating before billing reruns the October bills.",
            ),
            ("user", "on it, ta"),
        ],
        "lessons": [
            {"keys": ["settlement_period", "clock change"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh99-meterflow-routine-lineage-ui-and-typo",
        "split": "fresh99",
        "steps": [
            ("user", "where do i see what depends on raw_hh_files in the dagster ui, cant find it"),
            (
                "assistant",
                'Two ways:\n\n- **Assets** tab \u2192 click `raw_hh_files` \u2192 the **Lineage** tab on the asset page. Set the downstream depth with the arrows, or "Show all"\n- **Global asset lineage** (top right of the Assets page) and type `raw_hh_files*` into the selection box: the trailing `*` means "and everything downstream". `*raw_hh_files` gives everything upstream, `+raw_hh_files+` one level each way',
            ),
            (
                "user",
                "got it. also theres a typo in the validated_readings description, 'consumtion'",
            ),
            (
                "bash",
                'grep -rn "consumtion" meterflow/',
                'meterflow/assets/validation.py:22:    description="Half-hourly consumtion after range and gap checks.",',
            ),
            ("edit", "meterflow/assets/validation.py"),
            (
                "assistant",
                'Fixed: "Half-hourly consumption after range and gap checks." It\'ll show in the UI after the code location reloads.',
            ),
            ("user", "thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh99-meterflow-decision-resend-sensor",
        "split": "fresh99",
        "steps": [
            (
                "user",
                "the MDR sends corrected reads for up to 14 days after the day, and right now we never pick them up because each partition only runs once. options?",
            ),
            (
                "bash",
                "ls /data/landing/mdr/ | tail -5",
                "HH_READS_20261205.csv\nHH_READS_20261206.csv\nHH_RESEND_20261124.csv\nHH_RESEND_20261201.csv\nHH_READS_20261207.csv",
            ),
            (
                "assistant",
                "I see corrected files land as `HH_RESEND_<date>.csv` next to the daily `HH_READS_*`. Options:\n\n- **Rolling refresh**: a nightly schedule that re-materializes the last 14 daily partitions of `raw_hh_files` and everything downstream. Simplest, and it can't miss a correction.\n- **Resend sensor**: a sensor that watches the landing folder and, when an `HH_RESEND_*` file appears, requests a run for just the partition in its filename.\n- **Incremental merge**: drop the per-day rebuild and `INSERT OR REPLACE` each new file's rows into `half_hourly_readings` keyed on mpan and interval, whenever it arrives.\n\nI'd go with the rolling refresh: no new moving parts and it's self-healing.",
            ),
            (
                "user",
                "the sensor. rolling 14 partitions every night is ~50 min on the prod box for days that mostly havent changed, and resend filenames always carry the settlement date so we know exactly which partition to redo. merge would break the daily partitions that billing exports are built on",
            ),
            ("edit", "meterflow/sensors/resend_sensor.py"),
            ("edit", "meterflow/definitions.py"),
            ("edit", "tests/sensors/test_resend_sensor.py"),
            (
                "bash",
                "uv run pytest tests/sensors -q 2>&1 | tail -2",
                ".....                                                                    [100%]\n5 passed in 1.87s",
            ),
            (
                "assistant",
                "Added `hh_resend_sensor`:\n\n- every 5 minutes it lists `HH_RESEND_*.csv` files newer than its cursor, parses the settlement date from each filename and requests a run of `raw_hh_files` through `billing_daily_consumption` for that partition\n- run keys are `resend-<filename>`, so the same file never triggers twice; the cursor is the newest file's mtime\n- tests cover one file, two files for the same day, and a filename without a date (skipped with a log line)\n\nThe two resend files already sitting in landing (24 Nov and 1 Dec) will be picked up on the first tick once it's turned on in the UI.",
            ),
        ],
        "lessons": [
            {"keys": ["sensor", "resend"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh99-meterflow-correction-billing-export-parquet-kwh",
        "split": "fresh99",
        "steps": [
            (
                "user",
                "need a daily export for billing: consumption per mpan per day from validated_readings",
            ),
            (
                "read",
                "meterflow/resources.py",
                'billing_s3 = S3Resource(region_name="eu-west-2")\nBILLING_BUCKET = "brightwatt-billing-drop"\n',
            ),
            (
                "assistant",
                "Plan:\n\n1. a daily-partitioned asset `billing_daily_consumption` downstream of `validated_readings`: `sum(consumption_wh)` per mpan for the day, plus the count of periods so billing can spot gaps\n2. write it to `s3://brightwatt-billing-drop/daily/billing_export.csv` with the date in the key (`billing_export_2026-12-06.csv`), header row, consumption in Wh as integers like the source\n3. an asset check that every mpan in `validated_readings` for the day is in the export\n\nOK?",
            ),
            ("user", "ok"),
            ("edit", "meterflow/assets/billing.py"),
            (
                "user",
                "oh wait, before you go further. junifer only ingests parquet, not csv, we got burned by excel mangling mpans last year. path is s3://brightwatt-billing-drop/daily/dt=YYYY-MM-DD/consumption.parquet. and consumption has to be kwh with 3 decimals, thats what junifer expects, wh was only ever our internal unit",
            ),
            ("edit", "meterflow/assets/billing.py"),
            ("edit", "meterflow/checks/billing_checks.py"),
            ("edit", "tests/assets/test_billing.py"),
            (
                "bash",
                "uv run pytest tests/assets/test_billing.py -q 2>&1 | tail -2 && uv run dagster asset materialize -m meterflow.definitions --select billing_daily_consumption --partition 2026-12-06 2>&1 | grep -E 'RUN_SUCCESS|Wrote'",
                '....                                                                     [100%]\n4 passed in 1.32s\nWrote 48211 rows to s3://brightwatt-billing-drop/daily/dt=2026-12-06/consumption.parquet\nRUN_SUCCESS - Finished execution of run for "__ASSET_JOB".',
            ),
            (
                "assistant",
                "Switched it over: `billing_daily_consumption` writes `s3://brightwatt-billing-drop/daily/dt=<date>/consumption.parquet` via DuckDB's `COPY ... (FORMAT parquet)`, with `mpan` as VARCHAR and `consumption_kwh` as `DECIMAL(12,3)` (`sum(consumption_wh) / 1000`). The coverage check is in `billing_checks.py`. 2026-12-06 is exported: 48,211 meters.",
            ),
        ],
        "lessons": [
            {"keys": ["Junifer", "parquet"], "not": ["billing_export.csv"]},
            {"keys": ["kWh", "3 decimals"], "not": ["in Wh as integers"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh99-meterflow-tool-stored-single-writer-and-mpan-answer",
        "split": "fresh99",
        "steps": [
            (
                "user",
                "save this for future sessions: the prod warehouse /data/warehouse/meters.duckdb is single-writer, only dagster runs write to it. for poking around open it with read_only=True or use the nightly copy in /data/snapshots/. then add an mpan format check to validated_readings",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "meterflow: the prod DuckDB file /data/warehouse/meters.duckdb is single-writer (only Dagster runs write to it). For ad hoc queries open it with read_only=True or use the nightly copy in /data/snapshots/.",
                    "tags": ["meterflow", "duckdb", "prod"],
                },
                '{"id":"9347","action":"stored"}',
                False,
            ),
            (
                "read",
                "meterflow/assets/validation.py",
                '@asset(partitions_def=daily, deps=[half_hourly_readings])\ndef validated_readings(context, duckdb: DuckDBResource):\n    """Half-hourly consumption after range and gap checks."""\n    day = context.partition_key\n    with duckdb.get_connection() as con:\n        con.execute(VALIDATE_SQL, [day])\n',
            ),
            (
                "assistant",
                "Before I write the check: what should count as a valid MPAN? The files could carry the 13-digit core (2-digit distributor id + 10-digit unique id + check digit) or the full 21-digit MPAN with the top line (profile class, meter time-switch code, LLF). Which do we get, and should a bad one be flagged in an asset check or dropped?",
            ),
            (
                "user",
                "just the 13 digit core, as a string. and only distributor ids 10-23 are real, thats the first two digits. anything else is a test meter from the MDR's sandbox and should be dropped, not flagged",
            ),
            ("edit", "meterflow/assets/validation.py"),
            ("edit", "meterflow/checks/validation_checks.py"),
            ("edit", "tests/assets/test_validation.py"),
            (
                "bash",
                "uv run pytest tests/assets/test_validation.py -q 2>&1 | tail -2",
                ".......                                                                  [100%]\n7 passed in 1.66s",
            ),
            (
                "assistant",
                "Done:\n\n- `validated_readings` drops rows whose `mpan` isn't 13 digits or whose first two digits are outside 10-23 (sandbox meters), and logs how many it dropped per run\n- an asset check `mpan_check_digit` that fails if any remaining MPAN has a bad check digit, since those would be real data errors rather than sandbox meters\n- tests for a valid core, a 99-prefixed sandbox meter, a 21-digit MPAN and a bad check digit",
            ),
            ("user", "good"),
        ],
        "lessons": [
            {"keys": ["distributor", "10-23"]},
        ],
        "tool_stored": [["meters.duckdb", "read_only=True"]],
    },
    {
        "name": "fresh99-meterflow-pr-review-gas-readings-rules",
        "split": "fresh99",
        "steps": [
            ("user", "review the gas_readings asset pls (pr 212)"),
            (
                "bash",
                "gh pr diff 212 --name-only",
                "meterflow/assets/gas.py\nmeterflow/definitions.py\ntests/assets/test_gas.py",
            ),
            (
                "read",
                "meterflow/assets/gas.py",
                'gas_daily = DailyPartitionsDefinition(start_date="2024-01-01")\n\n@asset(partitions_def=gas_daily)\ndef gas_readings(context, duckdb: DuckDBResource):\n    day = context.partition_key\n    with duckdb.get_connection() as con:\n        df = con.execute("SELECT * FROM gas_raw").df()\n    df = df[df["read_date"] == day]\n    df["meter_serial"] = df["meter_serial"].astype("int64")\n    df["mprn"] = df["mprn"].astype("int64")\n    out = df.groupby(["mprn", "meter_serial"], as_index=False)["volume_m3"].sum()\n    with duckdb.get_connection() as con:\n        con.execute("DELETE FROM gas_readings WHERE read_date = ?", [day])\n        con.register("out", out)\n        con.execute("INSERT INTO gas_readings SELECT ?, * FROM out", [day])\n',
            ),
            (
                "assistant",
                "Notes on `gas_readings`:\n\n1. It loads the whole of `gas_raw` into pandas and then filters to one day. That's every gas read we have, for every partition.\n2. `DailyPartitionsDefinition` has no `timezone`, so partitions are UTC days, while the electricity assets' partitions aren't.\n3. `meter_serial` and `mprn` are cast to `int64`.\n\n1 is the one that will hurt first.",
            ),
            (
                "user",
                "fix them, and rules going forward: no pandas for table sized work, do it in duckdb sql, the prod box has 16gb and gas_raw alone is 40gb on disk. every daily partitions definition gets timezone='Europe/London', billing days are uk local days. identifiers (mpan, mprn, meter serials) are always VARCHAR, serials like 0041A7 have leading zeros and letters",
            ),
            ("edit", "meterflow/assets/gas.py"),
            ("edit", "meterflow/partitions.py"),
            ("edit", "tests/assets/test_gas.py"),
            (
                "bash",
                'uv run pytest tests/assets/test_gas.py -q 2>&1 | tail -2 && grep -rn "DailyPartitionsDefinition(" meterflow/ | grep -v timezone',
                ".....                                                                    [100%]\n5 passed in 1.94s",
            ),
            (
                "assistant",
                'Fixed in PR 212:\n\n- `gas_readings` is one `INSERT INTO gas_readings SELECT ... FROM gas_raw WHERE read_date = ? GROUP BY mprn, meter_serial` in DuckDB, no pandas\n- `gas_daily` now comes from `meterflow/partitions.py`, which defines the daily partitions once with `timezone="Europe/London"`; every `DailyPartitionsDefinition` in the repo has a timezone now\n- `mprn` and `meter_serial` stay VARCHAR; added a test with serial `0041A7`',
            ),
            ("user", "ty, approving"),
        ],
        "lessons": [
            {"keys": ["pandas", "DuckDB SQL"]},
            {"keys": ["Europe/London", "partition"]},
            {"keys": ["VARCHAR", "leading zeros"]},
        ],
        "tool_stored": [],
    },
]
