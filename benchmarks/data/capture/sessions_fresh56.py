"""The "fresh56" capture sessions: written in session 28 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH56: list[dict[str, Any]] = [
    # --- "harbourlake": a port authority's data lake (Apache Iceberg v2 tables on S3, AWS Glue catalog, Trino 467 on EKS as two clusters trino-bi / trino-adhoc, Spark 3.5 on EMR Serverless for table maintenance, Airflow on MWAA, dbt-trino 1.8, Kafka Connect Iceberg sink for the AIS feed, Superset) ---
    {
        "name": "fresh56-harbourlake-anchorage-dwell-partition-and-mmsi-corrections",
        "split": "fresh56",
        "steps": [
            (
                "user",
                "need a model for anchorage dwell time per vessel, last 90 days, for the congestion dashboard. anchorage polygons are in ref.anchorage_zones (wkt)",
            ),
            (
                "read",
                "models/staging/stg_ais_positions.sql",
                "{{ config(materialized='view') }}\n\nselect\n    mmsi,\n    position_ts,\n    received_at,\n    lat,\n    lon,\n    sog,\n    nav_status\nfrom {{ source('raw', 'ais_positions') }}\nwhere lat between -90 and 90\n  and lon between -180 and 180\n",
            ),
            (
                "bash",
                'trino --server https://trino-adhoc.harbourlake.internal --catalog glue --output-format ALIGNED --execute "describe ref.anchorage_zones"',
                " Column   |  Type   | Extra | Comment\n----------+---------+-------+---------\n zone_id  | varchar |       |\n name     | varchar |       |\n terminal | varchar |       |\n wkt      | varchar |       |\n(4 rows)",
            ),
            ("edit", "models/marts/fct_anchorage_dwell.sql"),
            ("edit", "models/marts/schema.yml"),
            (
                "bash",
                "dbt run -s fct_anchorage_dwell --target dev 2>&1 | tail -6; QID=$(grep -o '[0-9]\\{8\\}_[0-9]\\{6\\}_[0-9]\\{5\\}_[a-z0-9]\\{5\\}' logs/dbt.log | tail -1); curl -s -u \"$TRINO_USER:$TRINO_PASSWORD\" https://trino-adhoc.harbourlake.internal/v1/query/$QID | jq '.queryStats | {elapsedTime, physicalInputDataSize, processedInputPositions}'",
                '14:16:40  1 of 1 OK created sql table model dev_sanna.fct_anchorage_dwell ............ [OK in 867.21s]\n14:16:40  \n14:16:40  Finished running 1 table model in 0 hours 14 minutes and 27.80 seconds (867.80s).\n14:16:41  \n14:16:41  Completed successfully\n14:16:41  Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1\n{\n  "elapsedTime": "14.44m",\n  "physicalInputDataSize": "1.21TB",\n  "processedInputPositions": 18311620044\n}',
            ),
            (
                "assistant",
                "Built `fct_anchorage_dwell` (one row per vessel per anchorage stay):\n- positions are grouped by `mmsi`, since the MMSI uniquely identifies a vessel\n- a position is at anchor when it lies inside a zone polygon (`ST_Contains(ST_GeometryFromText(wkt), ST_Point(lon, lat))`) with `sog < 0.5`; consecutive anchored positions are merged into stays with a gaps-and-islands window, dwell = last - first `position_ts`\n- the 90-day window is `position_ts >= current_date - interval '90' day`\n\nIt works but it's heavy: 14.5 min in dev and **1.21 TB** read, 18.3 billion rows. I'd make it incremental next.",
            ),
            (
                "user",
                "2 things. the partition on raw.ais_positions is day(received_at), not position_ts. thats why it read 1.2TB, nothing got pruned. position_ts is the transponder clock and it's garbage sometimes (we've seen 1970 and 2038 in there), so always filter on received_at for pruning and then position_ts on top if you need it. and mmsi is NOT a vessel key. ships get a new mmsi when they're reflagged and cheap transponders send 000000000 or the factory default 123456789. resolve mmsi -> vessel_id through marts.mmsi_history (valid_from/valid_to) and group by vessel_id",
            ),
            (
                "bash",
                'trino --server https://trino-adhoc.harbourlake.internal --catalog glue --execute "show create table raw.ais_positions" | tail -8; trino --server https://trino-adhoc.harbourlake.internal --catalog glue --output-format ALIGNED --execute "select h.vessel_id, h.mmsi, h.valid_from, h.valid_to, h.flag from marts.mmsi_history h join marts.dim_vessel v on v.vessel_id = h.vessel_id where v.imo = 9321483 order by h.valid_from"',
                "WITH (\n   format = 'PARQUET',\n   format_version = 2,\n   location = 's3://harbourlake-prod-lake/raw/ais_positions-3f1c9e0a8d2b4c61a0e7',\n   partitioning = ARRAY['day(received_at)'],\n   sorted_by = ARRAY['mmsi ASC NULLS FIRST']\n)\n\n vessel_id |   mmsi    | valid_from |  valid_to  | flag\n-----------+-----------+------------+------------+------\n     10472 | 636019825 | 2019-04-11 | 2025-08-30 | LR\n     10472 | 257112340 | 2025-08-30 | NULL       | NO\n(2 rows)",
            ),
            ("edit", "models/marts/fct_anchorage_dwell.sql"),
            ("edit", "models/marts/schema.yml"),
            (
                "bash",
                "dbt run -s fct_anchorage_dwell --target dev 2>&1 | tail -3; QID=$(grep -o '[0-9]\\{8\\}_[0-9]\\{6\\}_[0-9]\\{5\\}_[a-z0-9]\\{5\\}' logs/dbt.log | tail -1); curl -s -u \"$TRINO_USER:$TRINO_PASSWORD\" https://trino-adhoc.harbourlake.internal/v1/query/$QID | jq -c '.queryStats | {elapsedTime, physicalInputDataSize}'; dbt test -s fct_anchorage_dwell --target dev 2>&1 | tail -1",
                '14:31:02  Completed successfully\n14:31:02  \n14:31:02  Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1\n{"elapsedTime":"1.19m","physicalInputDataSize":"38.4GB"}\n14:31:40  Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4',
            ),
            (
                "assistant",
                "Reworked:\n- the window is now `received_at >= current_date - interval '91' day` (prunes partitions; one extra day for late-arriving positions) plus `position_ts` between the window start and `received_at` to throw out the bogus transponder times\n- `mmsi` is resolved to `vessel_id` through `marts.mmsi_history` on `received_at between valid_from and coalesce(valid_to, timestamp '9999-12-31')`; positions that resolve to no vessel (the 000000000 / 123456789 defaults) drop out of the inner join\n- stays are grouped by `vessel_id`, so vessel 10472 (reflagged LR -> NO in August) is one vessel\n- tests on `vessel_id` not null and `dwell_minutes >= 0`\n\nNow 1.2 min and 38.4 GB read instead of 14.5 min / 1.21 TB.",
            ),
            ("user", "nice. open the PR, tag Ola for review"),
            (
                "bash",
                "git checkout -q -b feat/anchorage-dwell && git add models/marts && git commit -qm 'fct_anchorage_dwell: dwell per vessel per anchorage stay' && gh pr create --fill --reviewer olahaug 2>&1 | tail -1",
                "https://github.com/harbourlake/lake-dbt/pull/612",
            ),
            ("assistant", "PR #612 is open with Ola as reviewer."),
        ],
        "lessons": [
            {"keys": ["received_at", "partition"]},
            {"keys": ["MMSI", "vessel_id"], "not": ["MMSI uniquely identifies"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh56-harbourlake-snapshot-expiry-retention-and-cluster-corrections",
        "split": "fresh56",
        "steps": [
            (
                "user",
                "s3 bill for the lake bucket went from ~2.1k to 3.4k a month over the last year. pretty sure nothing ever expires snapshots on the marts tables. check and add expiry to the maintenance job pls",
            ),
            (
                "bash",
                'trino --server https://trino-bi.harbourlake.internal --catalog glue --output-format ALIGNED --execute "select \'fct_vessel_calls\' as tbl, count(*) as snapshots, min(committed_at) as oldest from marts.\\"fct_vessel_calls\\$snapshots\\" union all select \'fct_port_dues\', count(*), min(committed_at) from marts.\\"fct_port_dues\\$snapshots\\" union all select \'fct_berth_occupancy\', count(*), min(committed_at) from marts.\\"fct_berth_occupancy\\$snapshots\\""',
                "         tbl         | snapshots |           oldest\n---------------------+-----------+-----------------------------\n fct_vessel_calls    |      1912 | 2025-06-02 02:31:44.120 UTC\n fct_port_dues       |      1290 | 2025-06-02 02:38:09.514 UTC\n fct_berth_occupancy |      1288 | 2025-06-03 02:36:51.002 UTC\n(3 rows)",
            ),
            (
                "read",
                "dags/iceberg_maintenance.py",
                'from datetime import datetime\n\nfrom airflow import DAG\nfrom airflow.providers.amazon.aws.operators.emr import EmrServerlessStartJobOperator\n\nwith DAG(\n    dag_id="iceberg_maintenance",\n    schedule="30 2 * * *",\n    start_date=datetime(2025, 3, 1),\n    catchup=False,\n    tags=["lake", "maintenance"],\n) as dag:\n    compact = EmrServerlessStartJobOperator(\n        task_id="rewrite_data_files",\n        application_id="{{ var.value.emr_app_maintenance }}",\n        execution_role_arn="{{ var.value.emr_role_maintenance }}",\n        job_driver={"sparkSubmit": {\n            "entryPoint": "s3://harbourlake-prod-code/spark/maintenance.py",\n            "entryPointArguments": ["compact", "--schemas", "raw,marts"],\n        }},\n    )\n',
            ),
            (
                "read",
                "spark/maintenance.py",
                "def compact(spark, schemas):\n    for schema in schemas:\n        for t in list_tables(spark, schema):\n            spark.sql(f\"\"\"\n                CALL glue.system.rewrite_data_files(\n                    table => '{schema}.{t}',\n                    strategy => 'binpack',\n                    options => map('min-input-files', '5', 'partial-progress.enabled', 'true')\n                )\"\"\").show(truncate=False)\n",
            ),
            ("edit", "spark/maintenance.py"),
            ("edit", "dags/iceberg_maintenance.py"),
            (
                "assistant",
                "Confirmed: nothing expires snapshots. `fct_vessel_calls` has 1,912 snapshots going back to June 2025, and every one of them keeps the data files it referenced alive, including everything compaction has rewritten since. That's where the storage growth comes from.\n\nI added an `expire` command to `spark/maintenance.py` and an `expire_snapshots` task after `rewrite_data_files` in the DAG. For every table in `raw` and `marts` it runs `CALL glue.system.expire_snapshots(table => ..., older_than => <now - 7 days>, retain_last => 5)`: snapshots older than 7 days are dropped, which keeps a week of time travel, the usual default.",
            ),
            (
                "user",
                "30 days on marts, not 7. finance reconciles port dues at month end and the auditors want month-end numbers reproducable with FOR TIMESTAMP AS OF, so marts keep 30 days. retain_last 10 is fine. raw can be 3 days, nobody time travels raw. and dont run metadata queries on trino-bi, thats superset's cluster — a $snapshots scan on fct_vessel_calls with 1900 snapshots shows up on the dashboards. ad-hoc stuff goes to trino-adhoc",
            ),
            ("edit", "spark/maintenance.py"),
            ("edit", "dags/iceberg_maintenance.py"),
            (
                "bash",
                'aws s3 cp -q spark/maintenance.py s3://harbourlake-prod-code/spark/dev/maintenance.py && RUN=$(aws emr-serverless start-job-run --application-id 00fn3q8k2l0v1e09 --execution-role-arn arn:aws:iam::418275530162:role/emr-maintenance --job-driver \'{"sparkSubmit":{"entryPoint":"s3://harbourlake-prod-code/spark/dev/maintenance.py","entryPointArguments":["expire","--tables","marts.fct_port_dues"]}}\' --query jobRunId --output text) && aws emr-serverless wait job-run-success --application-id 00fn3q8k2l0v1e09 --job-run-id $RUN 2>/dev/null; aws emr-serverless get-job-run --application-id 00fn3q8k2l0v1e09 --job-run-id $RUN --query jobRun.state --output text; aws s3 cp s3://harbourlake-emr-logs/applications/00fn3q8k2l0v1e09/jobs/$RUN/SPARK_DRIVER/stdout.gz - | gunzip | tail -4',
                "SUCCESS\nexpire marts.fct_port_dues older_than=2026-11-05T14:52:10Z retain_last=10\n+------------------------+-----------------------------------+-----------------------------------+----------------------------+----------------------------+------------------------------+\n|deleted_data_files_count|deleted_position_delete_files_count|deleted_equality_delete_files_count|deleted_manifest_files_count|deleted_manifest_lists_count|deleted_statistics_files_count|\n+------------------------+-----------------------------------+-----------------------------------+----------------------------+----------------------------+------------------------------+\n|                  188214|                                  0|                                  0|                       41877|                        1253|                             0|",
            ),
            (
                "bash",
                'trino --server https://trino-adhoc.harbourlake.internal --catalog glue --output-format ALIGNED --execute "select count(*) as snapshots, min(committed_at) as oldest from marts.\\"fct_port_dues\\$snapshots\\""',
                " snapshots |           oldest\n-----------+-----------------------------\n        37 | 2026-11-05 02:38:41.730 UTC\n(1 row)",
            ),
            (
                "assistant",
                "Changed:\n- `expire` now takes the retention per schema: **marts 30 days** (`retain_last => 10`), **raw 3 days**; the DAG passes `--retention marts=30d,raw=3d`\n- tested on `marts.fct_port_dues` from a dev copy of the script: 1,253 snapshots and 188,214 data files removed, 37 snapshots left, oldest 2026-11-05, so month-end time travel still works\n- the check afterwards ran on `trino-adhoc`; I'll keep ad-hoc and metadata queries off `trino-bi`\n\nThe rest of the tables get it with tonight's 02:30 run once this is merged.",
            ),
            ("user", "merge it"),
            (
                "bash",
                "git add spark/maintenance.py dags/iceberg_maintenance.py && git commit -qm 'maintenance: expire snapshots (marts 30d, raw 3d)' && git push -q origin main && echo pushed",
                "pushed",
            ),
        ],
        "lessons": [
            {"keys": ["snapshot", "30"], "not": ["older than 7 days"]},
            {"keys": ["trino-adhoc", "trino-bi"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh56-harbourlake-decision-berth-bookings-cdc-changelog",
        "split": "fresh56",
        "steps": [
            (
                "user",
                "berthplan (the booking system, postgres) has debezium on it now, topic berthplan.public.berth_booking. i want bookings queryable in trino, current state per booking. how do we land it",
            ),
            (
                "bash",
                "curl -s 'http://connect.harbourlake.internal:8083/connectors?expand=status' | jq -r 'to_entries[] | \"\\(.key) \\(.value.status.connector.state)\"'; kcat -b b-1.harbourlake-msk.internal:9092 -t berthplan.public.berth_booking -C -o -1 -c 1 -e -s value=avro -r https://schema-registry.harbourlake.internal | jq -c '{op, lsn: .source.lsn, ts_ms, after: (.after | {booking_id, vessel_id, berth_code, eta, status, updated_by})}'",
                'debezium-berthplan RUNNING\niceberg-sink-ais RUNNING\n{"op":"u","lsn":{"long":88231940512},"ts_ms":{"long":1796461502377},"after":{"booking_id":48211,"vessel_id":{"long":10472},"berth_code":{"string":"K7"},"eta":{"long":1796562000000000},"status":{"string":"CONFIRMED"},"updated_by":{"string":"agent.kvist"}}}',
            ),
            (
                "read",
                "connect/iceberg-sink-ais.json",
                '{\n  "name": "iceberg-sink-ais",\n  "config": {\n    "connector.class": "org.apache.iceberg.connect.IcebergSinkConnector",\n    "topics": "ais.positions.v2",\n    "iceberg.tables": "raw.ais_positions",\n    "iceberg.catalog.catalog-impl": "org.apache.iceberg.aws.glue.GlueCatalog",\n    "iceberg.catalog.warehouse": "s3://harbourlake-prod-lake/",\n    "iceberg.catalog.io-impl": "org.apache.iceberg.aws.s3.S3FileIO",\n    "iceberg.control.commit.interval-ms": "300000",\n    "value.converter": "io.confluent.connect.avro.AvroConverter",\n    "value.converter.schema.registry.url": "https://schema-registry.harbourlake.internal"\n  }\n}\n',
            ),
            (
                "assistant",
                "Three realistic ways:\n\n1. **Spark Structured Streaming MERGE**: a streaming job on EMR Serverless reads the topic and `MERGE`s every micro-batch into `raw.berth_bookings` (merge-on-read). Current state only, about a minute behind, but it's a new always-on job to run and pay for.\n2. **Append-only changelog via the Iceberg sink**: a second `IcebergSinkConnector` with the `DebeziumTransform` SMT writes every change event as a row into `raw.berth_booking_changes` (op, LSN, source timestamp, after-image). A dbt model `stg_berth_bookings` takes the latest row per `booking_id` by LSN and drops deletes. Nothing new to operate, full history kept; current state is as fresh as the dbt run.\n3. **Trino MERGE from Airflow**: land the raw events as in 2 and have Airflow run a `MERGE` into a current-state table every 15 minutes. Two moving parts and still a landing table.",
            ),
            (
                "user",
                "2. we already run the iceberg sink for ais so theres nothing new to babysit, a spark streaming job would be the only always-on thing we have on emr and i dont want to get paged for it. and harbour dues disputes always end up being 'who changed the eta and when', so we want every change kept anyway, not just the current state. hourly dbt is fine for this one, the berth planners use berthplan itself for live stuff",
            ),
            ("edit", "connect/iceberg-sink-berthplan.json"),
            ("edit", "models/staging/sources.yml"),
            ("edit", "models/staging/stg_berth_bookings.sql"),
            ("edit", "models/staging/schema.yml"),
            ("edit", "dags/dbt_hourly.py"),
            (
                "bash",
                "curl -s -X PUT -H 'Content-Type: application/json' --data @<(jq .config connect/iceberg-sink-berthplan.json) http://connect.harbourlake.internal:8083/connectors/iceberg-sink-berthplan/config | jq -r .name; sleep 360; curl -s http://connect.harbourlake.internal:8083/connectors/iceberg-sink-berthplan/status | jq -r '.connector.state, .tasks[].state'; trino --server https://trino-adhoc.harbourlake.internal --catalog glue --output-format ALIGNED --execute \"select _cdc.op as op, count(*) as n from raw.berth_booking_changes group by 1 order by 2 desc\"",
                "iceberg-sink-berthplan\nRUNNING\nRUNNING\n op |   n\n----+-------\n R  | 61234\n U  |  5120\n I  |   311\n D  |    12\n(4 rows)",
            ),
            (
                "bash",
                "dbt build -s stg_berth_bookings --target dev 2>&1 | tail -4",
                "15:02:37  1 of 3 OK created sql view model dev_sanna.stg_berth_bookings ............... [OK in 2.14s]\n15:02:41  2 of 3 PASS unique_stg_berth_bookings_booking_id ................................ [PASS in 3.52s]\n15:02:44  3 of 3 PASS not_null_stg_berth_bookings_eta .................................... [PASS in 2.88s]\n15:02:44  Done. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3",
            ),
            (
                "assistant",
                "Done:\n- `connect/iceberg-sink-berthplan.json`: `IcebergSinkConnector` on `berthplan.public.berth_booking` with the `DebeziumTransform`, auto-creating `raw.berth_booking_changes`, same 5-minute commit interval as the AIS sink. It's running and has landed the Debezium initial snapshot (61,234 `R` rows) plus the changes since\n- `stg_berth_bookings`: latest row per `booking_id` ordered by `_cdc.offset` (the LSN), deletes dropped; `unique` test on `booking_id` passes\n- `dags/dbt_hourly.py` now also runs `tag:berthplan` every hour\n\nThe full change history (who changed the ETA and when) stays queryable in `raw.berth_booking_changes`.",
            ),
            ("user", "good. Ola can build the dues dispute view on top next week"),
        ],
        "lessons": [{"keys": ["booking", "changelog"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh56-harbourlake-dbt-merge-conflict-with-compaction",
        "split": "fresh56",
        "steps": [
            (
                "user",
                "dbt_nightly failed on fct_vessel_calls again, 2nd time this week. last night's run is scheduled__2026-12-04T02:00:00+00:00. yesterday's numbers are missing in superset",
            ),
            (
                "bash",
                "aws logs filter-log-events --log-group-name airflow-harbourlake-prod-Task --log-stream-name-prefix 'dag_id=dbt_nightly/run_id=scheduled__2026-12-04T02:00:00+00:00/task_id=dbt_run' --filter-pattern '?ERROR ?Failure ?ICEBERG' --query 'events[].message' --output text | tr '\\t' '\\n' | head -5",
                '02:44:17  Failure in model fct_vessel_calls (models/marts/fct_vessel_calls.sql)\n02:44:17    Database Error in model fct_vessel_calls (models/marts/fct_vessel_calls.sql)\n  TrinoExternalError(type=EXTERNAL, name=ICEBERG_COMMIT_ERROR, message="Failed to commit the transaction during merge: Found conflicting files that can contain records matching true: [s3://harbourlake-prod-lake/marts/fct_vessel_calls-9b2d77e1c0a44f3e/data/call_date=2026-12-02/00003-118-5c1e2a0f-4e1b-4a8c-9d3e-0f2b7c6a1d55-00001.parquet, s3://harbourlake-prod-lake/marts/fct_vessel_calls-9b2d77e1c0a44f3e/data/call_date=2026-11-29/00011-118-5c1e2a0f-4e1b-4a8c-9d3e-0f2b7c6a1d55-00001.parquet, ...]", query_id=20261204_021203_00412_hb7tz)\n02:44:17  Done. PASS=131 WARN=0 ERROR=1 SKIP=11 TOTAL=143',
            ),
            (
                "bash",
                "trino --server https://trino-adhoc.harbourlake.internal --catalog glue --output-format ALIGNED --execute \"select committed_at, operation, summary['engine-name'] as engine, summary['added-data-files'] as added, summary['deleted-data-files'] as deleted from marts.\\\"fct_vessel_calls\\$snapshots\\\" where committed_at >= timestamp '2026-12-01 00:00 UTC' order by 1\"",
                "        committed_at         | operation | engine | added | deleted\n-----------------------------+-----------+--------+-------+---------\n 2026-12-01 02:29:51.204 UTC | overwrite | trino  | 9     | 6\n 2026-12-01 02:44:38.611 UTC | replace   | spark  | 12    | 590\n 2026-12-02 02:41:12.095 UTC | replace   | spark  | 14    | 604\n 2026-12-03 02:38:55.730 UTC | overwrite | trino  | 11    | 8\n 2026-12-03 02:47:20.118 UTC | replace   | spark  | 13    | 597\n 2026-12-04 02:41:07.882 UTC | replace   | spark  | 14    | 611\n(6 rows)",
            ),
            (
                "bash",
                "grep -n 'schedule=' dags/dbt_nightly.py dags/iceberg_maintenance.py; ./scripts/af durations dbt_nightly dbt_run --last 8",
                'dags/dbt_nightly.py:19:    schedule="0 2 * * *",\ndags/iceberg_maintenance.py:9:    schedule="30 2 * * *",\nrun_date    state    duration\n2026-11-27  success  24m51s\n2026-11-28  success  26m03s\n2026-11-29  success  31m40s\n2026-11-30  success  29m12s\n2026-12-01  success  29m58s\n2026-12-02  failed   44m09s\n2026-12-03  success  47m22s\n2026-12-04  failed   44m17s',
            ),
            (
                "read",
                "models/marts/fct_vessel_calls.sql",
                "{{ config(\n    materialized='incremental',\n    incremental_strategy='merge',\n    unique_key='call_id',\n    properties={'partitioning': \"ARRAY['call_date']\"}\n) }}\n\nselect ...\nfrom {{ ref('int_vessel_calls') }}\n{% if is_incremental() %}\nwhere call_date >= current_date - interval '3' day\n{% endif %}\n",
            ),
            (
                "think",
                "dbt_nightly starts 02:00; through Dec 1 it took ~25-30 min, so the fct_vessel_calls MERGE committed before iceberg_maintenance started at 02:30. Since Dec 2 dbt takes 44-47 min (the satellite AIS feed went live on Dec 1, int_vessel_calls got heavier). Now the Spark rewrite_data_files commits a 'replace' snapshot on fct_vessel_calls (02:41) while Trino's MERGE is still running (started 02:12, commit at 02:44). Iceberg's conflict validation for the merge runs with filter `true` (the MERGE ON is only call_id, no partition predicate), so any data file added by a concurrent commit counts as conflicting and the merge fails. On Dec 3 dbt got lucky: its commit at 02:38 came before compaction's 02:47.",
            ),
            (
                "assistant",
                "Cause: **compaction and the dbt MERGE now overlap**.\n\n- `dbt_nightly` starts at 02:00 and through Dec 1 it finished in 25-30 min, before `iceberg_maintenance` starts compaction at 02:30. Since Dec 2 it takes 44-47 min (the satellite AIS feed that went live on Dec 1 made `int_vessel_calls` heavier).\n- Now Spark's `rewrite_data_files` commits a `replace` snapshot on `fct_vessel_calls` (02:41 last night) while Trino's MERGE is still running (started 02:12). When the MERGE commits at 02:44, Iceberg validates that no concurrent commit added files that could match its rows; the MERGE has no partition predicate (`matching true`), so the compacted files count as conflicting and the commit fails with `ICEBERG_COMMIT_ERROR`.\n- Dec 3 passed only because dbt committed at 02:38, before compaction's 02:47.\n\nFix: stop running them by clock. `iceberg_maintenance` gets `schedule=[Dataset(\"harbourlake://marts\")]`, and `dbt_nightly`'s `dbt_run` task emits that dataset as an outlet, so compaction starts only after dbt is done, however long it takes.",
            ),
            (
                "user",
                "ok but if dbt fails the dataset never gets emitted and maintenance doesnt run at all that night, and then the small files pile up for days like in march. emit it from a separate last task with trigger_rule all_done",
            ),
            ("edit", "dags/dbt_nightly.py"),
            ("edit", "dags/iceberg_maintenance.py"),
            (
                "bash",
                "python -m pytest tests/dags -q 2>&1 | tail -1; airflow tasks list dbt_nightly; airflow dags details iceberg_maintenance -o plain | grep -E '^(schedule_interval|timetable_summary)'",
                "12 passed in 4.81s\ndbt_deps\ndbt_run\ndbt_test\nmarts_done\nschedule_interval  Dataset\ntimetable_summary  Dataset",
            ),
            (
                "bash",
                './scripts/af trigger dbt_nightly --conf \'{"select": "fct_vessel_calls+"}\' --wait 2>&1 | tail -2',
                "dbt_nightly manual__2026-12-05T15:44:10+00:00  success  38m02s\niceberg_maintenance dataset_triggered__2026-12-05T16:22:13+00:00  running",
            ),
            (
                "assistant",
                'Done:\n- `dbt_nightly`: new final task `marts_done` (`EmptyOperator`, `trigger_rule="all_done"`, outlet `Dataset("harbourlake://marts")`), so maintenance is triggered after dbt whether dbt succeeded or failed\n- `iceberg_maintenance`: `schedule=[Dataset("harbourlake://marts")]` instead of `30 2 * * *`\n- DAG tests pass; I re-ran `fct_vessel_calls+` for yesterday, it succeeded and compaction started right after it (16:22)\n\nYesterday\'s numbers are in `fct_vessel_calls` again, so Superset should show them on the next refresh.',
            ),
            ("user", "thx"),
        ],
        "lessons": [{"keys": ["compaction", "merge"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh56-harbourlake-tool-stored-superset-grants-and-pii-source",
        "split": "fresh56",
        "steps": [
            (
                "user",
                "jonas from the superset team wants select on raw.crew_lists for a crew change dashboard. answer is no: svc_superset only ever reads marts. raw.crew_lists has names, passport numbers, nationality, and our DPA with the port only covers aggregated data in marts. put that in memory so nobody 'helpfully' grants it later. then build them a marts model instead: sign-ons/sign-offs per vessel call, counts only. no nationality either, in a crew of 6 that's identifying",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "harbourlake access rule: svc_superset (Superset's Trino user) is read-only on the marts schema only; never grant it anything in raw. raw.crew_lists holds names, passport numbers and nationality, and the DPA with the port only covers aggregated data in marts. Crew dashboards get aggregated marts models (counts only, no nationality).",
                    "tags": ["harbourlake", "access", "pii", "superset"],
                },
                '{"id":"5127","action":"stored"}',
                False,
            ),
            (
                "bash",
                'trino --server https://trino-adhoc.harbourlake.internal --catalog glue --output-format ALIGNED --execute "describe raw.crew_lists" | cut -c1-40',
                "    Column     |            Type\n---------------+-----------------------------\n crew_list_id  | bigint\n call_id       | bigint\n person_name   | varchar\n passport_no   | varchar\n nationality   | varchar\n rank          | varchar\n movement      | varchar\n reported_at   | timestamp(6) with time zone\n(8 rows)",
            ),
            ("edit", "models/marts/agg_crew_changes.sql"),
            ("edit", "models/marts/schema.yml"),
            (
                "bash",
                "dbt run -s agg_crew_changes --target dev 2>&1 | tail -5",
                '15:10:22  1 of 1 ERROR creating sql table model dev_sanna.agg_crew_changes ............. [ERROR in 0.91s]\n15:10:22  \n15:10:22    Database Error in model agg_crew_changes (models/marts/agg_crew_changes.sql)\n  TrinoUserError(type=USER_ERROR, name=PERMISSION_DENIED, message="Access Denied: Cannot select from columns [call_id, movement, reported_at] in table or view glue.raw.crew_lists", query_id=20261205_141021_01877_hb7tz)\n15:10:22  Done. PASS=0 WARN=0 ERROR=1 SKIP=0 TOTAL=1',
            ),
            (
                "assistant",
                "The dev role (`dbt_dev`) can't read `raw.crew_lists`. I can add a rule for `dbt_dev` on `raw.crew_lists` to the Trino access-control `rules.json` so the dev build works; prod (`dbt_prod`) already has access.",
            ),
            (
                "user",
                "no, dev never reads real crew data, thats on purpose. theres raw_synth.crew_lists with generated people for that. use {{ pii_source('raw', 'crew_lists') }} instead of source(), it switches to raw_synth on every target except prod. anything touching crew_lists or passenger_manifests goes through that macro",
            ),
            (
                "read",
                "macros/pii_source.sql",
                "{% macro pii_source(source_name, table_name) %}\n  {#- PII tables are only read in prod; every other target gets the synthetic copy in raw_synth -#}\n  {%- if target.name == 'prod' -%}\n    {{ source(source_name, table_name) }}\n  {%- else -%}\n    {{ source(source_name ~ '_synth', table_name) }}\n  {%- endif -%}\n{% endmacro %}\n",
            ),
            ("edit", "models/marts/agg_crew_changes.sql"),
            (
                "bash",
                "dbt build -s agg_crew_changes --target dev 2>&1 | tail -4; grep -n 'crew_lists' target/compiled/harbourlake/models/marts/agg_crew_changes.sql",
                '15:14:08  1 of 3 OK created sql table model dev_sanna.agg_crew_changes ............... [OK in 6.40s]\n15:14:11  2 of 3 PASS not_null_agg_crew_changes_call_id .................................. [PASS in 2.02s]\n15:14:13  3 of 3 PASS unique_agg_crew_changes_call_id .................................... [PASS in 1.97s]\n15:14:13  Done. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3\n7:from "glue"."raw_synth"."crew_lists"',
            ),
            (
                "assistant",
                "Saved the access rule to memory, and built the model:\n- `marts.agg_crew_changes`: one row per `call_id` with `sign_on_count` and `sign_off_count`, nothing else from the crew list (no names, passports, ranks or nationality)\n- it reads through `{{ pii_source('raw', 'crew_lists') }}`, so dev compiles to `raw_synth.crew_lists` and only prod reads the real table\n- no grants needed: it lands in `marts`, which `svc_superset` already reads\n\nI left `rules.json` alone.",
            ),
            (
                "user",
                "cool. it'll be in prod after tonight's run, tell jonas that in the ticket. im off monday btw, back tuesday",
            ),
            (
                "bash",
                "gh issue comment 388 --repo harbourlake/data-requests --body 'No select on raw.crew_lists for svc_superset (PII, not covered by the DPA). Instead: marts.agg_crew_changes (sign-ons/sign-offs per vessel call, counts only), in prod after the nightly dbt run tonight.' | tail -1",
                "https://github.com/harbourlake/data-requests/issues/388#issuecomment-2519904471",
            ),
            ("assistant", "Commented on Jonas's ticket (#388). Enjoy the day off."),
        ],
        "lessons": [{"keys": ["pii_source", "raw_synth"]}],
        "tool_stored": [["svc_superset", "marts"]],
    },
    {
        "name": "fresh56-harbourlake-november-calls-board-slide-chitchat",
        "split": "fresh56",
        "steps": [
            (
                "user",
                "hey quick one for the board deck: vessel calls per terminal, november this year vs november last year",
            ),
            (
                "bash",
                'trino --server https://trino-adhoc.harbourlake.internal --catalog glue --output-format ALIGNED --execute "select terminal, count_if(year(call_date) = 2025) as nov_2025, count_if(year(call_date) = 2026) as nov_2026 from marts.fct_vessel_calls where month(call_date) = 11 and year(call_date) in (2025, 2026) group by 1 order by 3 desc"',
                "  terminal   | nov_2025 | nov_2026\n-------------+----------+----------\n Kvistholmen |      412 |      447\n North Quay  |      298 |      301\n Ro-Ro Basin |      187 |      214\n Oil Pier    |       96 |       88\n Cruise Pier |       31 |       12\n(5 rows)",
            ),
            (
                "assistant",
                "| terminal | Nov 2025 | Nov 2026 | change |\n|---|---|---|---|\n| Kvistholmen | 412 | 447 | +8.5% |\n| North Quay | 298 | 301 | +1.0% |\n| Ro-Ro Basin | 187 | 214 | +14.4% |\n| Oil Pier | 96 | 88 | -8.3% |\n| Cruise Pier | 31 | 12 | -61.3% |",
            ),
            ("user", "and total?"),
            (
                "assistant",
                "1,024 calls in November 2025, 1,062 in November 2026: **+3.7%** overall.",
            ),
            (
                "user",
                "ty. random q, someone asked in standup why it's called trino, is it a dinosaur thing? the logo is a bunny lol",
            ),
            (
                "assistant",
                "Not a dinosaur: Trino is the former PrestoSQL. The original Presto creators forked it from Facebook's Presto, and at the end of 2020 renamed it to Trino because Facebook held the Presto trademark. The name comes from **neutrinos**: tiny, fast, lightweight particles. The bunny is the mascot, Commander Bun Bun.",
            ),
            ("user", "ha ok. thanks, ttyl"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
