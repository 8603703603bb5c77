"""The "fresh37" capture sessions: written in session 24 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH37: list[dict[str, Any]] = [
    # --- a data-engineering team's week at "Larkspur": Airflow DAGs, Spark on EMR, Snowflake, dbt, data quality alerts ---
    {
        "name": "fresh37-airflow-hubspot-rerun-nothing",
        "split": "fresh37",
        "steps": [
            (
                "user",
                "morning. marketing__hubspot__hourly went red overnight, looks like hubspot was throwing 502s around 3am. can you clear the failed tasks for the 03:00 run and rerun them? do NOT let it kick off the downstream dbt dag yet, Lena is merging a change to the contacts model first and wants it to pick that up",
            ),
            (
                "bash",
                "airflow dags list-runs -d marketing__hubspot__hourly --start-date 2026-12-04T00:00:00 -o table",
                "dag_id                     | run_id                               | state   | execution_date            | start_date                       | end_date\n===========================+======================================+=========+===========================+==================================+=================================\nmarketing__hubspot__hourly | scheduled__2026-12-04T06:00:00+00:00 | success | 2026-12-04T06:00:00+00:00 | 2026-12-04T07:00:04.118+00:00    | 2026-12-04T07:06:51.402+00:00\nmarketing__hubspot__hourly | scheduled__2026-12-04T05:00:00+00:00 | success | 2026-12-04T05:00:00+00:00 | 2026-12-04T06:00:03.911+00:00    | 2026-12-04T06:07:12.880+00:00\nmarketing__hubspot__hourly | scheduled__2026-12-04T04:00:00+00:00 | success | 2026-12-04T04:00:00+00:00 | 2026-12-04T05:00:05.277+00:00    | 2026-12-04T05:05:58.014+00:00\nmarketing__hubspot__hourly | scheduled__2026-12-04T03:00:00+00:00 | failed  | 2026-12-04T03:00:00+00:00 | 2026-12-04T04:00:02.640+00:00    | 2026-12-04T04:41:19.553+00:00\nmarketing__hubspot__hourly | scheduled__2026-12-04T02:00:00+00:00 | success | 2026-12-04T02:00:00+00:00 | 2026-12-04T03:00:04.002+00:00    | 2026-12-04T03:06:30.771+00:00",
            ),
            (
                "bash",
                "airflow tasks states-for-dag-run marketing__hubspot__hourly scheduled__2026-12-04T03:00:00+00:00 -o table",
                "dag_id                     | execution_date            | task_id               | state         | start_date                       | end_date\n===========================+===========================+=======================+===============+==================================+=================================\nmarketing__hubspot__hourly | 2026-12-04T03:00:00+00:00 | extract_contacts      | failed        | 2026-12-04T04:00:05.102+00:00    | 2026-12-04T04:41:17.990+00:00\nmarketing__hubspot__hourly | 2026-12-04T03:00:00+00:00 | extract_deals         | success       | 2026-12-04T04:00:05.330+00:00    | 2026-12-04T04:03:44.207+00:00\nmarketing__hubspot__hourly | 2026-12-04T03:00:00+00:00 | load_contacts         | upstream_failed | None                           | None\nmarketing__hubspot__hourly | 2026-12-04T03:00:00+00:00 | load_deals            | success       | 2026-12-04T04:03:50.618+00:00    | 2026-12-04T04:05:02.114+00:00\nmarketing__hubspot__hourly | 2026-12-04T03:00:00+00:00 | trigger_dbt_marketing | upstream_failed | None                           | None",
            ),
            (
                "bash",
                "airflow tasks logs marketing__hubspot__hourly extract_contacts scheduled__2026-12-04T03:00:00+00:00 2>/dev/null | tail -12",
                '[2026-12-04, 04:38:02 UTC] {hubspot.py:88} WARNING - GET /crm/v3/objects/contacts?after=118400 returned 502, retry 4/5 in 64s\n[2026-12-04, 04:39:06 UTC] {hubspot.py:88} WARNING - GET /crm/v3/objects/contacts?after=118400 returned 502, retry 5/5 in 128s\n[2026-12-04, 04:41:14 UTC] {hubspot.py:94} ERROR - giving up on /crm/v3/objects/contacts after 5 retries\n[2026-12-04, 04:41:14 UTC] {taskinstance.py:2698} ERROR - Task failed with exception\nTraceback (most recent call last):\n  File "/opt/airflow/plugins/larkspur/hooks/hubspot.py", line 95, in _get\n    resp.raise_for_status()\n  File "/home/airflow/.local/lib/python3.11/site-packages/requests/models.py", line 1024, in raise_for_status\n    raise HTTPError(http_error_msg, response=self)\nrequests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: https://api.hubapi.com/crm/v3/objects/contacts?after=118400&limit=100\n[2026-12-04, 04:41:17 UTC] {taskinstance.py:1138} INFO - Marking task as FAILED. dag_id=marketing__hubspot__hourly, task_id=extract_contacts, execution_date=20261204T030000, start_date=20261204T040005, end_date=20261204T044117\n[2026-12-04, 04:41:19 UTC] {local_task_job_runner.py:234} INFO - Task exited with return code 1',
            ),
            (
                "think",
                "Plain upstream 502s, later runs succeeded so HubSpot recovered. If I clear extract_contacts with --downstream it will also clear trigger_dbt_marketing and that would fire the dbt DAG. Clear only extract_contacts and load_contacts, no -d, and leave the trigger task as upstream_failed for now.",
            ),
            (
                "assistant",
                "It's just HubSpot: `extract_contacts` hit five 502s in a row on the contacts pagination and gave up, and the 04:00 to 06:00 runs all succeeded. `extract_deals`/`load_deals` for that run were fine.\n\nI'll clear only `extract_contacts` and `load_contacts` by regex, without `--downstream`, so `trigger_dbt_marketing` stays `upstream_failed` and the dbt DAG doesn't get triggered.",
            ),
            (
                "bash",
                "airflow tasks clear marketing__hubspot__hourly -t '^(extract_contacts|load_contacts)$' -s 2026-12-04T03:00:00 -e 2026-12-04T03:00:00 --only-failed --yes",
                "<TaskInstance: marketing__hubspot__hourly.extract_contacts scheduled__2026-12-04T03:00:00+00:00 [failed]>\n<TaskInstance: marketing__hubspot__hourly.load_contacts scheduled__2026-12-04T03:00:00+00:00 [upstream_failed]>\n2 task instances cleared",
            ),
            (
                "bash",
                "sleep 420; airflow tasks states-for-dag-run marketing__hubspot__hourly scheduled__2026-12-04T03:00:00+00:00 -o plain | awk '{print $3, $4}'",
                "task_id state\nextract_contacts success\nextract_deals success\nload_contacts success\nload_deals success\ntrigger_dbt_marketing upstream_failed",
            ),
            (
                "bash",
                "snowsql -c larkspur -o friendly=false -o output_format=psv -q \"select count(*), max(_loaded_at) from raw.hubspot.contacts where _batch_ts = '2026-12-04 03:00:00'\"",
                "COUNT(*)|MAX(_LOADED_AT)\n2184|2026-12-04 08:17:41.502 +0000",
            ),
            (
                "assistant",
                "Rerun is done: `extract_contacts` and `load_contacts` both succeeded, 2,184 contacts landed in `raw.hubspot.contacts` for the 03:00 batch. `trigger_dbt_marketing` is still `upstream_failed`, so nothing downstream ran. When Lena has merged you can clear just that one task (`-t '^trigger_dbt_marketing$'`) and it'll fire the dbt DAG for that hour.",
            ),
            ("user", "perfect, I'll tell her. ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh37-snowflake-qualify-question-nothing",
        "split": "fresh37",
        "steps": [
            (
                "user",
                "Hi! One of our analysts, Ines, asked me how to get the latest snapshot row per customer from raw.crm.customer_snapshots. Her current query (below) takes about six minutes on ANALYST_WH and she'd like something cleaner. Could you suggest a better version and explain briefly why it's faster? I'd like to forward your explanation to her.\n\nselect * from (\n  select s.*, row_number() over (partition by customer_id order by snapshot_ts desc) rn\n  from raw.crm.customer_snapshots s\n) where rn = 1 and country = 'DE'",
            ),
            (
                "bash",
                'snowsql -c larkspur -o friendly=false -o output_format=psv -q "select count(*) as row_count, count(distinct customer_id) as customers, min(snapshot_ts), max(snapshot_ts) from raw.crm.customer_snapshots"',
                "ROW_COUNT|CUSTOMERS|MIN(SNAPSHOT_TS)|MAX(SNAPSHOT_TS)\n1382204117|4012877|2021-03-01 00:00:00.000|2026-12-04 02:00:00.000",
            ),
            (
                "bash",
                "snowsql -c larkspur -o friendly=false -o output_format=psv -q \"select system\\$clustering_information('raw.crm.customer_snapshots')\" | tail -1 | python3 -m json.tool | head -12",
                '{\n    "cluster_by_keys": "LINEAR(snapshot_ts::date)",\n    "total_partition_count": 61904,\n    "total_constant_partition_count": 60118,\n    "average_overlaps": 0.4127,\n    "average_depth": 1.2296,\n    "partition_depth_histogram": {\n        "00000": 0,\n        "00001": 59870,\n        "00002": 1722,\n        "00003": 248,\n        "00004": 64,',
            ),
            (
                "think",
                "1.38 billion rows, 4M customers, one row per customer per day. Her filter on country is applied after the window, so the window function ranks every row for every country. Pushing the country filter in first helps only if country never changes for a customer, which isn't guaranteed: a customer who moved from AT to DE should count by their latest row. So keep the semantics: rank first, then filter on the latest country. The cheaper trick is to restrict to recent snapshots if every active customer has a snapshot recently, but that changes semantics too. Let me check what dominates: QUALIFY by itself is mostly syntax; the real gain is projecting fewer columns and maybe using max_by.",
            ),
            (
                "bash",
                "snowsql -c larkspur -o friendly=false -o output_format=psv -q \"select column_name, data_type from information_schema.columns where table_schema = 'CRM' and table_name = 'CUSTOMER_SNAPSHOTS' order by ordinal_position\"",
                "COLUMN_NAME|DATA_TYPE\nCUSTOMER_ID|NUMBER\nSNAPSHOT_TS|TIMESTAMP_NTZ\nEMAIL|TEXT\nFIRST_NAME|TEXT\nLAST_NAME|TEXT\nCOUNTRY|TEXT\nSEGMENT|TEXT\nLIFETIME_VALUE|NUMBER\nMARKETING_OPT_IN|BOOLEAN\nRAW_PAYLOAD|VARIANT\nLOADED_AT|TIMESTAMP_LTZ",
            ),
            (
                "bash",
                "snowsql -c larkspur -o friendly=false -o output_format=psv -q \"alter session set use_cached_result = false; select customer_id, snapshot_ts, email, country, segment, lifetime_value from raw.crm.customer_snapshots qualify row_number() over (partition by customer_id order by snapshot_ts desc) = 1 and country = 'DE'\" -o timing=true | tail -3",
                "|1 Row(s) produced. Time Elapsed: 0.081s\n612408 Row(s) produced. Time Elapsed: 71.442s",
            ),
            (
                "assistant",
                "Here's a version you can forward:\n\n```sql\nselect customer_id, snapshot_ts, email, country, segment, lifetime_value\nfrom raw.crm.customer_snapshots\nqualify row_number() over (partition by customer_id order by snapshot_ts desc) = 1\n    and country = 'DE'\n```\n\nOn ANALYST_WH with the result cache off this took 71 s instead of ~6 min and returns 612,408 customers.\n\nWhy it's faster:\n- **The column list matters most.** `customer_snapshots` has a `RAW_PAYLOAD` VARIANT column with the full CRM JSON. `select s.*` makes Snowflake carry that payload for all 1.38 billion rows through the window sort, which is most of the bytes scanned and what spills to remote storage. Snowflake stores data by column, so leaving out columns you don't need skips reading them altogether.\n- **`QUALIFY`** filters on a window function without a subquery. It's mainly easier to read. The optimiser often plans both forms the same way.\n- The `country = 'DE'` filter has to stay *after* the ranking (in the `QUALIFY`), not in a `WHERE`. Otherwise someone who moved from Austria to Germany would be ranked on their older German rows only and show up with stale data.\n\nIf she only needs customers with a snapshot in the last few days, adding `where snapshot_ts >= dateadd(day, -3, current_date)` would make it much faster still, because the table is clustered by snapshot date. But that drops customers who haven't been snapshotted recently, so it changes the answer.",
            ),
            (
                "user",
                "That's very clear, thank you. Is max_by worth mentioning, or is that overkill for her?",
            ),
            (
                "assistant",
                "I'd mention it as an aside. `max_by(country, snapshot_ts)` per `customer_id` with a `group by` gives the latest value of one column without a window function. It's neat when you need one or two columns, but with six columns you'd repeat it six times, so `QUALIFY` is the more readable choice here.",
            ),
            ("user", "Great, forwarding it now."),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh37-emr-sessionize-skew-spark-version",
        "split": "fresh37",
        "steps": [
            (
                "user",
                'sessionize_events died on emr again last night, 3rd time this week. tail of the step stderr:\n\n26/12/04 03:12:55 ERROR YarnScheduler: Lost executor 14 on ip-10-40-3-122.eu-west-1.compute.internal: Container killed by YARN for exceeding physical memory limits. 27.4 GB of 27 GB physical memory used. Consider boosting spark.executor.memoryOverhead.\n26/12/04 03:12:55 WARN TaskSetManager: Lost task 187.3 in stage 9.0 (TID 5521) (ip-10-40-3-122.eu-west-1.compute.internal executor 14): ExecutorLostFailure (executor 14 exited caused by one of the running tasks) Reason: Container killed by YARN for exceeding physical memory limits.\n26/12/04 03:12:56 ERROR TaskSetManager: Task 187 in stage 9.0 failed 4 times; aborting job\nTraceback (most recent call last):\n  File "/mnt/tmp/spark-3b1c/sessionize_events.py", line 142, in <module>\n    sessions.write.mode("overwrite").partitionBy("dt").parquet(OUT)\npy4j.protocol.Py4JJavaError: An error occurred while calling o412.parquet.\n: org.apache.spark.SparkException: Job aborted due to stage failure: Task 187 in stage 9.0 failed 4 times\n\nTom already bumped memoryOverhead on tuesday, didnt help',
            ),
            (
                "read",
                "jobs/sessionize_events.py",
                'import sys\nfrom pyspark.sql import SparkSession, functions as F, Window\n\nDT = sys.argv[1]\nEVENTS = f"s3://larkspur-lake/raw/app_events/dt={DT}/"\nCUSTOMERS = "s3://larkspur-lake/curated/dim_customers/"\nOUT = "s3://larkspur-lake/curated/sessions/"\n\nspark = SparkSession.builder.appName("sessionize_events").getOrCreate()\nspark.conf.set("spark.sql.sources.partitionOverwriteMode", "dynamic")\n\nevents = spark.read.parquet(EVENTS)\ncustomers = spark.read.parquet(CUSTOMERS).select("customer_id", "segment", "country", "signup_ts")\n\nenriched = events.join(customers, on="customer_id", how="left")\n\nw = Window.partitionBy("device_id").orderBy("event_ts")\nenriched = enriched.withColumn("prev_ts", F.lag("event_ts").over(w))\nenriched = enriched.withColumn(\n    "new_session",\n    (F.col("prev_ts").isNull() | (F.col("event_ts").cast("long") - F.col("prev_ts").cast("long") > 1800)).cast("int"),\n)\n# ... session_id via running sum, then aggregate per session ...\n',
            ),
            (
                "bash",
                "aws emr list-steps --cluster-id j-2QF8XK1LM0Z7A --step-states FAILED --max-items 1 --query 'Steps[0].[Id,Name,Status.FailureDetails.Reason]' --output text",
                "s-0A8R4W7C2V9NE\tsessionize_events 2026-12-03\tStep failed with exitCode 1",
            ),
            (
                "bash",
                "curl -s 'http://localhost:18080/api/v1/applications/application_1733271044012_0009/stages/9/0/taskSummary?quantiles=0.05,0.5,0.95,1.0' | jq '{duration: .executorRunTime, shuffleRead: .shuffleReadMetrics.readBytes, records: .shuffleReadMetrics.readRecords, spill: .memoryBytesSpilled}'",
                '{\n  "duration": [\n    2210.0,\n    4388.0,\n    9102.0,\n    6981404.0\n  ],\n  "shuffleRead": [\n    96112340.0,\n    121877412.0,\n    209554980.0,\n    44187230012.0\n  ],\n  "records": [\n    301122.0,\n    384019.0,\n    655800.0,\n    61204331.0\n  ],\n  "spill": [\n    0.0,\n    0.0,\n    0.0,\n    118442109952.0\n  ]\n}',
            ),
            (
                "think",
                "Median task reads 122 MB, the max task reads 44 GB and 61M records. Classic skew: one key. Stage 9 is the sort-merge join on customer_id. The likely hot key is null: logged-out users and guest checkouts have no customer_id. Check the null count.",
            ),
            (
                "bash",
                'spark-sql --master yarn -e "select customer_id is null as no_customer, count(*) from parquet.\\`s3://larkspur-lake/raw/app_events/dt=2026-12-03/\\` group by 1" 2>/dev/null',
                "false\t98113870\ntrue\t61204331",
            ),
            (
                "assistant",
                "Found it, and more memory won't fix it. Stage 9 is the `events.join(customers, on=\"customer_id\", how=\"left\")`. The median task reads 122 MB, but task 187 reads 44 GB, exactly the 61,204,331 events with a null customer_id (logged-out browsing and guest checkouts, 38% of the day). All nulls hash to the same shuffle partition, so one executor gets a third of the day's data and gets killed by YARN no matter how much overhead it has.\n\nThe fix doesn't need salting: a null key can never match in the join anyway, so I'll split the events, join only the rows with a customer_id, and union the null rows back with null `segment`/`country`/`signup_ts`. The result is exactly the same.\n\nWhile I'm in there: since the cluster runs Spark 3.5 (EMR 7.x), I'll also bump `pyspark` in requirements-dev.txt from 3.4.1 to 3.5.1 so the local tests run on the same version as prod.",
            ),
            (
                "user",
                "no, leave pyspark alone. the nightly cluster is still on emr-6.15.0, which is spark 3.4.1. we tried emr-7.1 in october and rolled back, the s3a magic committer messed up our dynamic partition overwrite and we got duplicate files in curated/. the release label is pinned in terraform/emr/nightly.tf for that reason. local pyspark has to match the cluster, so 3.4.1",
            ),
            (
                "bash",
                "grep -n release_label terraform/emr/nightly.tf; grep -n pyspark requirements-dev.txt",
                '14:  release_label = "emr-6.15.0" # 7.x rolled back 2026-10, see DATA-1188\n3:pyspark==3.4.1',
            ),
            (
                "assistant",
                "Right, my mistake: the nightly cluster is `emr-6.15.0` with Spark 3.4.1, and `requirements-dev.txt` already pins `pyspark==3.4.1`, so I'll leave both alone. The join fix only uses APIs that exist in 3.4. Making just that change now.",
            ),
            ("edit", "jobs/sessionize_events.py"),
            ("edit", "tests/test_sessionize_events.py"),
            (
                "bash",
                "pytest -q tests/test_sessionize_events.py",
                "......                                                                   [100%]\n6 passed in 38.21s",
            ),
            (
                "bash",
                "aws emr add-steps --cluster-id j-2QF8XK1LM0Z7A --steps 'Type=Spark,Name=sessionize_events 2026-12-03 rerun,ActionOnFailure=CONTINUE,Args=[--deploy-mode,cluster,s3://larkspur-artifacts/jobs/sessionize_events.py,2026-12-03]' && sleep 1500 && aws emr describe-step --cluster-id j-2QF8XK1LM0Z7A --step-id s-1C77PZ0QH3MVD --query 'Step.Status.[State,Timeline.StartDateTime,Timeline.EndDateTime]' --output text",
                '{\n    "StepIds": [\n        "s-1C77PZ0QH3MVD"\n    ]\n}\nCOMPLETED\t2026-12-04T09:41:12.331000+00:00\t2026-12-04T10:03:40.902000+00:00',
            ),
            (
                "bash",
                "curl -s 'http://localhost:18080/api/v1/applications/application_1733271044012_0014/stages?status=complete' | jq -r '.[] | select(.name | test(\"parquet|join\")) | [.stageId, .name, .executorRunTime] | @tsv' | head -5",
                "12\tparquet at NativeMethodAccessorImpl.java:0\t4411902\n9\tsortMergeJoin at sessionize_events.py:31\t1922410\n8\tscan parquet at sessionize_events.py:24\t611208",
            ),
            (
                "assistant",
                "The rerun for 2026-12-03 finished in about 22 minutes instead of dying after two hours. The join stage now only shuffles the ~98M events that have a customer_id, and the 61M null-key rows skip it. `curated/sessions/dt=2026-12-03` is written. I'd leave Tom's memoryOverhead bump in for now, but it wasn't the problem.",
            ),
            ("user", "nice one. I'll tell tom. pr it, I'll review after standup"),
            (
                "bash",
                'git checkout -b fix/sessionize-null-customer-skew && git commit -am "sessionize_events: skip join for null customer_id rows (skew)" && gh pr create --fill',
                "Switched to a new branch 'fix/sessionize-null-customer-skew'\n[fix/sessionize-null-customer-skew 4d02a9e] sessionize_events: skip join for null customer_id rows (skew)\n 2 files changed, 41 insertions(+), 6 deletions(-)\nhttps://github.com/larkspur/data-jobs/pull/317",
            ),
            ("assistant", "PR #317 is open."),
        ],
        "lessons": [
            {"keys": ["emr-6.15.0", "3.4.1"], "not": ["cluster runs Spark 3.5"]},
            {"keys": ["null customer_id", "guest checkouts"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh37-app-events-external-table-bucket",
        "split": "fresh37",
        "steps": [
            (
                "user",
                "can you set up app events as a dbt source? we want an external table in snowflake over the parquet files instead of copying them in. raw events land in s3://larkspur-raw-events/app/ partitioned by dt=YYYY-MM-DD. put it next to the other sources in models/staging",
            ),
            (
                "bash",
                "ls models/staging/",
                "erp\nhubspot\nstripe\nzendesk",
            ),
            (
                "read",
                "models/staging/stripe/_stripe__sources.yml",
                "version: 2\n\nsources:\n  - name: stripe\n    database: raw\n    schema: stripe\n    loader: airflow\n    freshness:\n      warn_after: {count: 6, period: hour}\n      error_after: {count: 24, period: hour}\n    loaded_at_field: _loaded_at\n    tables:\n      - name: charges\n      - name: refunds\n      - name: payouts\n",
            ),
            (
                "bash",
                "aws s3 ls s3://larkspur-raw-events/app/ | tail -5; aws s3 ls s3://larkspur-raw-events/app/ | wc -l",
                "                           PRE dt=2026-06-26/\n                           PRE dt=2026-06-27/\n                           PRE dt=2026-06-28/\n                           PRE dt=2026-06-29/\n                           PRE dt=2026-06-30/\n912",
            ),
            (
                "assistant",
                "Before I build on it: the newest partition in `s3://larkspur-raw-events/app/` is `dt=2026-06-30`, so nothing has landed there for five months. Is ingestion into that prefix paused, or do the events go somewhere else now?",
            ),
            (
                "user",
                "ah crap, my bad. that's the old bucket. since the lake migration in july all raw data goes to s3://larkspur-lake/raw/<source>/, so app events are s3://larkspur-lake/raw/app_events/. the old one is read-only and gets deleted in Q1, nothing new should point at it",
            ),
            (
                "bash",
                "aws s3 ls s3://larkspur-lake/raw/app_events/ | tail -3; aws s3 ls s3://larkspur-lake/raw/app_events/dt=2026-12-03/ --summarize | tail -2",
                "                           PRE dt=2026-12-02/\n                           PRE dt=2026-12-03/\n                           PRE dt=2026-12-04/\nTotal Objects: 214\n   Total Size: 38411902144",
            ),
            (
                "bash",
                'snowsql -c larkspur -o friendly=false -o output_format=psv -q "show stages in schema raw.external"',
                "created_on|name|database_name|schema_name|url|has_credentials|has_encryption_key|owner|comment|region|type|cloud|notification_channel|storage_integration|endpoint|owner_role_type|directory_enabled\n2026-07-14 09:12:40.118 -0700|LAKE_RAW|RAW|EXTERNAL|s3://larkspur-lake/raw/|N|N|LOADER||eu-west-1|EXTERNAL|AWS||S3_LARKSPUR_LAKE||ROLE|N\n2026-03-02 11:40:05.660 -0800|RAW_EVENTS_LEGACY|RAW|EXTERNAL|s3://larkspur-raw-events/|N|N|LOADER||eu-west-1|EXTERNAL|AWS||S3_LARKSPUR_RAW||ROLE|N",
            ),
            (
                "assistant",
                "There's already a stage `raw.external.lake_raw` pointing at `s3://larkspur-lake/raw/`, so I'll build the external table on `@raw.external.lake_raw/app_events/`. For dbt I'll use the `dbt-external-tables` package that's already in packages.yml, define the source in `models/staging/app_events/_app_events__sources.yml` with `dt` as the partition column parsed from the file path, and add `stg_app_events` selecting and renaming the columns.",
            ),
            ("edit", "models/staging/app_events/_app_events__sources.yml"),
            ("edit", "models/staging/app_events/stg_app_events.sql"),
            (
                "bash",
                "dbt run-operation stage_external_sources --vars 'ext_full_refresh: true' --args 'select: app_events' && dbt build --select stg_app_events",
                "10:22:04  Running with dbt=1.8.7\n10:22:06  1 of 1 START external source raw_external.app_events\n10:22:06  1 of 1 (1) create or replace external table raw.external.app_events( dt date as to_date(split_part(split_part(metadata$filename, 'dt=', 2), '/', 1)), ...) partition by (dt) location = @raw.external.lake_raw/app_events/ file_format = (type = parquet) auto_refresh = false\n10:22:09  1 of 1 (1) SUCCESS 1\n10:22:14  Running with dbt=1.8.7\n10:22:16  Found 212 models, 604 data tests, 41 sources, 1 exposure, 1104 macros\n10:22:17  1 of 3 START sql view model staging.stg_app_events ........................ [RUN]\n10:22:19  1 of 3 OK created sql view model staging.stg_app_events ................... [SUCCESS 1 in 1.92s]\n10:22:19  2 of 3 START test not_null_stg_app_events_event_id ........................ [RUN]\n10:22:19  3 of 3 START test unique_stg_app_events_event_id .......................... [RUN]\n10:22:31  2 of 3 PASS not_null_stg_app_events_event_id .............................. [PASS in 11.40s]\n10:24:02  3 of 3 PASS unique_stg_app_events_event_id ................................ [PASS in 102.77s]\n10:24:02  \n10:24:02  Finished running 1 view model, 2 data tests in 0 hours 1 minutes and 48.11 seconds (108.11s).\n10:24:02  \n10:24:02  Completed successfully\n10:24:02  \n10:24:02  Done. PASS=3 WARN=0 ERROR=0 SKIP=0 TOTAL=3",
            ),
            (
                "bash",
                "snowsql -c larkspur -o friendly=false -o output_format=psv -q \"select dt, count(*) from staging.stg_app_events where dt >= '2026-12-01' group by dt order by dt\"",
                "DT|COUNT(*)\n2026-12-01|152880412\n2026-12-02|157004193\n2026-12-03|159318201\n2026-12-04|41227760",
            ),
            (
                "assistant",
                "Set up on the new bucket:\n- `raw.external.app_events`: external table over `@raw.external.lake_raw/app_events/`, partitioned by `dt` from the path, `auto_refresh = false`.\n- `models/staging/app_events/_app_events__sources.yml` and `stg_app_events` (view), with `not_null`/`unique` tests on `event_id`; both pass.\n- Row counts look right: ~153-159M events per full day, and today is partial.\n\nSince `auto_refresh` is off, the table won't see new partitions on its own. Do you want an `alter external table ... refresh` task added to an Airflow DAG, or do you already refresh external tables somewhere else?",
            ),
            (
                "user",
                "add it to the app events ingest dag as the last task. and don't merge, Lena wants to look at the yml",
            ),
            ("edit", "dags/product/product__app_events__daily.py"),
            (
                "bash",
                "python -c \"from airflow.models import DagBag; d = DagBag('dags/product', include_examples=False); print(d.import_errors); print([t.task_id for t in d.get_dag('product__app_events__daily').tasks])\"",
                "{}\n['wait_for_export', 'compact_parquet', 'refresh_external_table']",
            ),
            (
                "assistant",
                "Added `refresh_external_table` (a `SnowflakeOperator` running `alter external table raw.external.app_events refresh`) as the last task of `product__app_events__daily`, and the DagBag imports cleanly. Everything is on branch `feat/app-events-source`, pushed but not merged.",
            ),
        ],
        "lessons": [
            {
                "keys": ["s3://larkspur-lake/raw/"],
                "not": ["raw events land in s3://larkspur-raw-events"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh37-decision-late-events-lookback",
        "split": "fresh37",
        "steps": [
            (
                "user",
                "product says DAU in the looker dashboard is consistently ~2% under what amplitude shows, and the gap never closes even days later. dashboard reads analytics.fct_app_events_daily. can you figure out where we lose events",
            ),
            (
                "read",
                "models/marts/product/fct_app_events_daily.sql",
                "{{\n  config(\n    materialized='incremental',\n    unique_key=['event_date', 'device_id', 'event_name'],\n    incremental_strategy='merge',\n    cluster_by=['event_date']\n  )\n}}\n\nwith events as (\n    select * from {{ ref('stg_app_events') }}\n    {% if is_incremental() %}\n    where event_ts > (select max(event_ts) from {{ this }})\n    {% endif %}\n)\n\nselect\n    event_ts::date as event_date,\n    device_id,\n    customer_id,\n    event_name,\n    count(*) as event_count,\n    max(event_ts) as event_ts\nfrom events\ngroup by 1, 2, 3, 4\n",
            ),
            (
                "think",
                "The incremental filter uses max(event_ts) of the target. Any event whose event_ts is older than the newest one already loaded gets skipped forever. Mobile events arrive late (offline queue). Measure the lag between event_ts and _loaded_at.",
            ),
            (
                "bash",
                "snowsql -c larkspur -o friendly=false -o output_format=psv -q \"select platform, count(*) as n, round(approx_percentile(datediff('minute', event_ts, _loaded_at), 0.5)/60, 1) as p50_h, round(approx_percentile(datediff('minute', event_ts, _loaded_at), 0.95)/60, 1) as p95_h, round(approx_percentile(datediff('minute', event_ts, _loaded_at), 0.99)/60, 1) as p99_h, round(max(datediff('minute', event_ts, _loaded_at))/60, 1) as max_h from staging.stg_app_events where dt between '2026-11-20' and '2026-12-03' group by platform order by platform\"",
                "PLATFORM|N|P50_H|P95_H|P99_H|MAX_H\nandroid|981220431|0.2|7.9|39.6|71.9\nios|1104388120|0.1|6.2|31.0|71.8\nweb|127041882|0.0|0.1|0.3|2.4",
            ),
            (
                "bash",
                "snowsql -c larkspur -o friendly=false -o output_format=psv -q \"with src as (select event_ts::date d, count(distinct device_id) dau from staging.stg_app_events where event_ts::date between '2026-11-24' and '2026-11-30' group by 1), tgt as (select event_date d, count(distinct device_id) dau from analytics.fct_app_events_daily where event_date between '2026-11-24' and '2026-11-30' group by 1) select src.d, src.dau as src_dau, tgt.dau as fct_dau, round(100*(1 - tgt.dau/src.dau), 2) as missing_pct from src join tgt using (d) order by 1\"",
                "D|SRC_DAU|FCT_DAU|MISSING_PCT\n2026-11-24|1841207|1803559|2.04\n2026-11-25|1838122|1799870|2.08\n2026-11-26|1852904|1815116|2.04\n2026-11-27|1790411|1755008|1.98\n2026-11-28|1702288|1667321|2.05\n2026-11-29|1655920|1622604|2.01\n2026-11-30|1671356|1637127|2.05",
            ),
            (
                "assistant",
                "Found it. The incremental filter in `fct_app_events_daily` is `where event_ts > (select max(event_ts) from {{ this }})`. Mobile events arrive late: on Android the p95 gap between `event_ts` and `_loaded_at` is 7.9 h, p99 is 39.6 h, the max is 71.9 h (iOS is similar, web is basically real time). When a late event lands, the table already holds newer events, so its `event_ts` is below the max and the filter drops it for good. That's the ~2% of devices per day missing compared with the source, and it never recovers because nothing reprocesses old days.\n\nOptions:\n1. **Lookback window**: filter on `event_ts >= max(event_ts) - N days` and let the existing `merge` on `(event_date, device_id, event_name)` upsert. Needs the aggregate to be recomputed over the whole window, which the model already does per group.\n2. **Filter on load time instead**: `where _loaded_at > (select max(_loaded_at) from {{ this }})`, so we process whatever arrived since last run regardless of event time. Cheapest per run, but a late batch then only contains the late events, so the merge would overwrite a day's `event_count` with a partial count unless I change it to add counts, and reruns would double count.\n3. **Scheduled full refresh** (e.g. weekly) on top of the current logic: simple, but the gap comes back between refreshes.",
            ),
            (
                "user",
                "the mobile SDK keeps events in its offline queue for at most 72h and then drops them, you can see it in that max of 71.9. so nothing older than 3 days will ever show up. full refresh of this thing is 40+ min on TRANSFORM_WH and reruns would still be wrong in between, so not 3. 2 scares me with the double counting. go with 1, 3 day lookback on event_ts",
            ),
            ("edit", "models/marts/product/fct_app_events_daily.sql"),
            (
                "read",
                "models/marts/product/fct_app_events_daily.sql",
                "{{\n  config(\n    materialized='incremental',\n    unique_key=['event_date', 'device_id', 'event_name'],\n    incremental_strategy='merge',\n    cluster_by=['event_date']\n  )\n}}\n\n{% set lookback_days = var('app_events_lookback_days', 3) %}\n\nwith events as (\n    select * from {{ ref('stg_app_events') }}\n    {% if is_incremental() %}\n    -- mobile SDK drops queued events after 72h, so 3 days covers every late arrival\n    where event_ts::date >= (select dateadd(day, -{{ lookback_days }}, max(event_date)) from {{ this }})\n    {% endif %}\n)\n\nselect\n    event_ts::date as event_date,\n    device_id,\n    customer_id,\n    event_name,\n    count(*) as event_count,\n    max(event_ts) as event_ts\nfrom events\ngroup by 1, 2, 3, 4\n",
            ),
            (
                "assistant",
                "Changed the filter to recompute whole days: everything from `max(event_date) - 3 days` is re-aggregated and merged, so a day's counts are always complete rather than partial. The days already affected need a one-off backfill; I'll run the model with a bigger lookback once to repair the last two weeks.",
            ),
            (
                "bash",
                "dbt build --select fct_app_events_daily --vars '{app_events_lookback_days: 16}' --target prod 2>&1 | tail -8",
                "11:02:41  1 of 4 START sql incremental model analytics.fct_app_events_daily ........ [RUN]\n11:09:18  1 of 4 OK created sql incremental model analytics.fct_app_events_daily ... [SUCCESS 431227804 in 397.02s]\n11:09:18  2 of 4 START test not_null_fct_app_events_daily_device_id ................. [RUN]\n11:09:18  3 of 4 START test dbt_utils_unique_combination_of_columns_fct_app_events_daily_event_date__device_id__event_name  [RUN]\n11:09:18  4 of 4 START test elementary_volume_anomalies_fct_app_events_daily ........ [RUN]\n11:09:40  2 of 4 PASS not_null_fct_app_events_daily_device_id ....................... [PASS in 21.88s]\n11:10:52  3 of 4 PASS dbt_utils_unique_combination_of_columns_... ................... [PASS in 94.10s]\n11:10:55  4 of 4 PASS elementary_volume_anomalies_fct_app_events_daily .............. [PASS in 97.31s]",
            ),
            (
                "bash",
                "snowsql -c larkspur -o friendly=false -o output_format=psv -q \"with src as (select event_ts::date d, count(distinct device_id) dau from staging.stg_app_events where event_ts::date between '2026-11-24' and '2026-11-30' group by 1), tgt as (select event_date d, count(distinct device_id) dau from analytics.fct_app_events_daily where event_date between '2026-11-24' and '2026-11-30' group by 1) select src.d, src.dau, tgt.dau, round(100*(1 - tgt.dau/src.dau), 2) as missing_pct from src join tgt using (d) order by 1\"",
                "D|SRC.DAU|TGT.DAU|MISSING_PCT\n2026-11-24|1841207|1841207|0.00\n2026-11-25|1838122|1838122|0.00\n2026-11-26|1852904|1852904|0.00\n2026-11-27|1790411|1790411|0.00\n2026-11-28|1702288|1702288|0.00\n2026-11-29|1655920|1655920|0.00\n2026-11-30|1671356|1671356|0.00",
            ),
            (
                "assistant",
                "Backfilled: DAU in `fct_app_events_daily` now matches the source exactly for 24-30 Nov (missing 0.00%), and the 16-day run took ~6.5 minutes. From tonight the regular run uses the 3-day lookback. I'll open a PR with the model change; the backfill is already applied in prod.",
            ),
            (
                "user",
                "👍 tell product in the PR description that numbers for the last 2 weeks shifted up ~2%",
            ),
            (
                "bash",
                'git checkout -b fix/app-events-late-arrivals && git commit -am "fct_app_events_daily: 3 day lookback for late mobile events" && gh pr create --title "fct_app_events_daily: reprocess last 3 days for late-arriving mobile events" --body-file /tmp/pr_body.md',
                "Switched to a new branch 'fix/app-events-late-arrivals'\n[fix/app-events-late-arrivals 9e1f3b7] fct_app_events_daily: 3 day lookback for late mobile events\n 1 file changed, 6 insertions(+), 2 deletions(-)\nhttps://github.com/larkspur/analytics-dbt/pull/1142",
            ),
            (
                "assistant",
                "PR #1142 is up. The description says that DAU and event counts from 20 Nov onwards went up by about 2% after the backfill, because late mobile events were being dropped.",
            ),
        ],
        "lessons": [{"keys": ["72h", "3 day lookback"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh37-fct-orders-volume-alert-soft-fail",
        "split": "fresh37",
        "steps": [
            (
                "user",
                ":rotating_light: *Elementary* — test failed\n*volume_anomalies* on `analytics.fct_orders`\nRow count for 2026-12-03: *18,212* (expected range 41,030 – 47,880)\nOwner: @data-platform | Tags: finance, tier1\n\n^ this came in at 9:10. finance dashboards are showing half a day of orders. what happened",
            ),
            (
                "bash",
                "airflow tasks states-for-dag-run finance__erp_orders__daily scheduled__2026-12-03T00:00:00+00:00 -o table",
                "dag_id                     | execution_date            | task_id              | state   | start_date                       | end_date\n===========================+===========================+======================+=========+==================================+=================================\nfinance__erp_orders__daily | 2026-12-03T00:00:00+00:00 | wait_for_erp_export  | skipped | 2026-12-04T04:00:03.882+00:00    | 2026-12-04T06:00:05.117+00:00\nfinance__erp_orders__daily | 2026-12-03T00:00:00+00:00 | load_erp_orders      | success | 2026-12-04T06:00:09.431+00:00    | 2026-12-04T06:03:58.206+00:00\nfinance__erp_orders__daily | 2026-12-03T00:00:00+00:00 | dbt_build_orders     | success | 2026-12-04T06:04:02.910+00:00    | 2026-12-04T06:19:44.631+00:00\nfinance__erp_orders__daily | 2026-12-03T00:00:00+00:00 | notify_finance       | success | 2026-12-04T06:19:47.002+00:00    | 2026-12-04T06:19:49.118+00:00",
            ),
            (
                "bash",
                "airflow tasks logs finance__erp_orders__daily wait_for_erp_export scheduled__2026-12-03T00:00:00+00:00 2>/dev/null | tail -6",
                "[2026-12-04, 05:55:04 UTC] {s3.py:117} INFO - Poking for key : s3://larkspur-lake/landing/erp/orders/2026-12-03/_SUCCESS\n[2026-12-04, 05:55:04 UTC] {taskinstance.py:2561} INFO - Rescheduling task, marking task as UP_FOR_RESCHEDULE\n[2026-12-04, 06:00:05 UTC] {s3.py:117} INFO - Poking for key : s3://larkspur-lake/landing/erp/orders/2026-12-03/_SUCCESS\n[2026-12-04, 06:00:05 UTC] {base.py:294} INFO - Sensor has timed out; run duration of 7201.235 seconds is more than the specified timeout of 7200.0.\n[2026-12-04, 06:00:05 UTC] {taskinstance.py:2512} INFO - Sensor has timed out; since soft_fail is True, task is marked as skipped.\n[2026-12-04, 06:00:05 UTC] {taskinstance.py:1138} INFO - Marking task as SKIPPED. dag_id=finance__erp_orders__daily, task_id=wait_for_erp_export, execution_date=20261203T000000",
            ),
            (
                "read",
                "dags/finance/finance__erp_orders__daily.py",
                'from datetime import datetime\n\nfrom airflow import DAG\nfrom airflow.providers.amazon.aws.sensors.s3 import S3KeySensor\nfrom airflow.providers.snowflake.operators.snowflake import SnowflakeOperator\nfrom larkspur.alerting import alert_data_oncall\nfrom larkspur.dbt import dbt_build\nfrom larkspur.defaults import DEFAULT_ARGS\nfrom larkspur.notify import notify_finance\n\nwith DAG(\n    dag_id="finance__erp_orders__daily",\n    schedule="0 4 * * *",\n    start_date=datetime(2025, 1, 1),\n    catchup=False,\n    default_args=DEFAULT_ARGS,\n    on_failure_callback=alert_data_oncall,\n    tags=["finance", "tier1"],\n) as dag:\n    wait = S3KeySensor(\n        task_id="wait_for_erp_export",\n        bucket_key="s3://larkspur-lake/landing/erp/orders/{{ ds }}/_SUCCESS",\n        mode="reschedule",\n        poke_interval=300,\n        timeout=2 * 60 * 60,\n        soft_fail=True,  # BF week: don\'t block dashboards if ERP is late\n    )\n    load = SnowflakeOperator(\n        task_id="load_erp_orders",\n        sql="sql/copy_erp_orders.sql",\n        trigger_rule="none_failed",\n    )\n    build = dbt_build(task_id="dbt_build_orders", select="+fct_orders")\n    notify = notify_finance(task_id="notify_finance")\n\n    wait >> load >> build >> notify\n',
            ),
            (
                "bash",
                "aws s3 ls s3://larkspur-lake/landing/erp/orders/2026-12-03/",
                "2026-12-04 05:48:11  412880192 part-00000.parquet\n2026-12-04 05:48:40  409114007 part-00001.parquet\n2026-12-04 05:49:02  411902776 part-00002.parquet\n2026-12-04 05:49:37  410077310 part-00003.parquet\n2026-12-04 07:41:55  408813420 part-00004.parquet\n2026-12-04 07:42:20  412004887 part-00005.parquet\n2026-12-04 07:42:51  409900121 part-00006.parquet\n2026-12-04 07:43:14  410662045 part-00007.parquet\n2026-12-04 07:43:30          0 _SUCCESS",
            ),
            (
                "think",
                "Export was late: half the parts arrived at 05:48, the rest plus _SUCCESS at 07:43. The sensor timed out at 06:00 and with soft_fail=True became skipped. Normally a skipped upstream would skip the load too (all_success), but load has trigger_rule none_failed, so it ran on the 4 of 8 parts that existed. 4/8 ≈ 18k/43k. Yes.",
            ),
            (
                "assistant",
                "It's the DAG, not the data. The ERP export for 12-03 was late: parts 0-3 landed at 05:48, parts 4-7 and the `_SUCCESS` marker only at 07:43. `wait_for_erp_export` times out after 2 h (at 06:00), and because it has `soft_fail=True` the timeout marks it **skipped** instead of failed. A skipped sensor would normally skip everything after it too, but `load_erp_orders` has `trigger_rule=\"none_failed\"`, so it ran anyway and copied the 4 of 8 parts that were there. That's the 18,212 rows, about half a normal day. `dbt_build_orders` and `notify_finance` then ran on that half day, and nobody got paged because technically nothing failed. Elementary's volume test was the only thing that noticed.\n\nThe comment says `soft_fail` was added for Black Friday week.",
            ),
            (
                "user",
                "yeah Tom put that in so the BF dashboards wouldn't sit empty if the ERP was slow. never got reverted. take it out, and the none_failed too. for finance I'd much rather have a late dashboard than a wrong one, a failed sensor pages oncall and someone can rerun it",
            ),
            ("edit", "dags/finance/finance__erp_orders__daily.py"),
            (
                "bash",
                "git diff dags/finance/finance__erp_orders__daily.py",
                '@@ -23,12 +23,10 @@ with DAG(\n         mode="reschedule",\n         poke_interval=300,\n         timeout=2 * 60 * 60,\n-        soft_fail=True,  # BF week: don\'t block dashboards if ERP is late\n     )\n     load = SnowflakeOperator(\n         task_id="load_erp_orders",\n         sql="sql/copy_erp_orders.sql",\n-        trigger_rule="none_failed",\n     )',
            ),
            (
                "bash",
                "grep -rln 'soft_fail=True' dags/ ; grep -rln 'none_failed' dags/",
                "dags/marketing/marketing__hubspot__hourly.py",
            ),
            (
                "assistant",
                "Removed both from the finance DAG. `soft_fail=True` also shows up in `marketing__hubspot__hourly`, but nothing there uses `none_failed`, so a timeout just skips that run rather than loading partial data. I've left it alone. Before reloading 12-03, checking that the load can be rerun safely:",
            ),
            (
                "bash",
                "head -4 dags/finance/sql/copy_erp_orders.sql",
                "delete from raw.erp.orders where export_date = '{{ ds }}';\n\ncopy into raw.erp.orders\n  from @raw.external.lake_landing/erp/orders/{{ ds }}/",
            ),
            (
                "assistant",
                "The load deletes that day's rows before the `COPY`, so clearing `load_erp_orders` and everything after it for 12-03 won't create duplicates. Rerunning now.",
            ),
            (
                "bash",
                "airflow tasks clear finance__erp_orders__daily -t '^(load_erp_orders|dbt_build_orders|notify_finance)$' -s 2026-12-03 -e 2026-12-03 --yes && sleep 1320 && airflow tasks states-for-dag-run finance__erp_orders__daily scheduled__2026-12-03T00:00:00+00:00 -o plain | awk '{print $3, $4}'",
                "<TaskInstance: finance__erp_orders__daily.load_erp_orders scheduled__2026-12-03T00:00:00+00:00 [success]>\n<TaskInstance: finance__erp_orders__daily.dbt_build_orders scheduled__2026-12-03T00:00:00+00:00 [success]>\n<TaskInstance: finance__erp_orders__daily.notify_finance scheduled__2026-12-03T00:00:00+00:00 [success]>\n3 task instances cleared\ntask_id state\nwait_for_erp_export skipped\nload_erp_orders success\ndbt_build_orders success\nnotify_finance success",
            ),
            (
                "bash",
                "dbt test --select fct_orders,tag:elementary --target prod 2>&1 | grep -E 'volume_anomalies|Done'; snowsql -c larkspur -o friendly=false -o output_format=psv -q \"select count(*) from analytics.fct_orders where order_date = '2026-12-03'\"",
                "09:58:40  7 of 9 PASS elementary_volume_anomalies_fct_orders ....................... [PASS in 8.12s]\n09:58:52  Done. PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9\nCOUNT(*)\n44391",
            ),
            (
                "assistant",
                "Fixed and reloaded. `fct_orders` now has 44,391 rows for 2026-12-03, which is inside Elementary's expected range, and the volume test passes. `notify_finance` sent the refresh message again, so finance should see the full day now. The DAG change is on `fix/erp-orders-no-soft-fail`; want me to open the PR?",
            ),
            ("user", "yes, tag tom so he sees it"),
            (
                "bash",
                'git checkout -b fix/erp-orders-no-soft-fail && git commit -am "finance__erp_orders__daily: fail instead of loading partial ERP exports" && gh pr create --fill --reviewer tomh-lark',
                "Switched to a new branch 'fix/erp-orders-no-soft-fail'\n[fix/erp-orders-no-soft-fail a71c0e4] finance__erp_orders__daily: fail instead of loading partial ERP exports\n 1 file changed, 2 deletions(-)\nhttps://github.com/larkspur/airflow-dags/pull/588",
            ),
            ("assistant", "PR #588 is open with Tom as reviewer."),
        ],
        "lessons": [{"keys": ["soft_fail", "none_failed"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh37-backfill-warehouse-tool-stored",
        "split": "fresh37",
        "steps": [
            (
                "user",
                "the currency fix for stg_erp__product_prices got merged (Karim's PR). background if you didn't see it: raw.erp.product_prices stores amounts in minor units, i.e. cents, but JPY and KRW have no minor unit so those are already whole yen/won, and the old model divided everything by 100. so every JPY/KRW price in dim_products was 100x too small. now we need to rebuild dim_products and fct_order_lines for all of 2024 onwards. how do we run that without wrecking anything",
            ),
            (
                "bash",
                "dbt ls --select stg_erp__product_prices+ --resource-type model --output name",
                "stg_erp__product_prices\nint_product_prices_daily\ndim_products\nfct_order_lines\nfct_revenue_daily\nrpt_margin_by_category",
            ),
            (
                "bash",
                "snowsql -c larkspur -o friendly=false -o output_format=psv -q \"select count(*) from raw.erp.product_prices where valid_from >= '2024-01-01'; select count(*) from analytics.fct_order_lines where order_date >= '2024-01-01'\"",
                "COUNT(*)\n912440118\nCOUNT(*)\n388120774",
            ),
            (
                "read",
                "profiles.yml",
                "larkspur:\n  target: dev\n  outputs:\n    dev:\n      type: snowflake\n      account: larkspur-eu1\n      user: \"{{ env_var('DBT_USER') }}\"\n      authenticator: externalbrowser\n      role: TRANSFORMER\n      database: analytics_dev\n      warehouse: \"{{ env_var('DBT_SNOWFLAKE_WAREHOUSE', 'DEV_WH') }}\"\n      schema: \"dbt_{{ env_var('DBT_USER') | lower }}\"\n      threads: 8\n    prod:\n      type: snowflake\n      account: larkspur-eu1\n      user: svc_dbt\n      private_key_path: \"{{ env_var('DBT_PRIVATE_KEY_PATH') }}\"\n      role: TRANSFORMER\n      database: analytics\n      warehouse: \"{{ env_var('DBT_SNOWFLAKE_WAREHOUSE', 'TRANSFORM_WH') }}\"\n      schema: analytics\n      threads: 16\n",
            ),
            (
                "assistant",
                "The affected models are `stg_erp__product_prices` → `int_product_prices_daily` → `dim_products` → `fct_order_lines` → `fct_revenue_daily` and `rpt_margin_by_category`. That's ~912M price rows and ~388M order lines from 2024 on. The prod target defaults to `TRANSFORM_WH`; I'd run the rebuild there with `--full-refresh` on the incremental models during the day, when the nightly run isn't using it. It's an XL, so it should take roughly an hour.",
            ),
            (
                "user",
                "not on TRANSFORM_WH. there's a resource monitor on it that suspends the warehouse at 90% of the monthly credit quota, and a big backfill can push it over. then the 4am prod dbt run can't start and everything is stale in the morning. that's exactly what happened in august. backfills go on BACKFILL_WH, it has its own budget. set DBT_SNOWFLAKE_WAREHOUSE=BACKFILL_WH for the run. and put that in your memory so I don't have to explain august again",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Larkspur Snowflake: run backfills and large one-off rebuilds on BACKFILL_WH (set DBT_SNOWFLAKE_WAREHOUSE=BACKFILL_WH), never on TRANSFORM_WH. TRANSFORM_WH has a resource monitor that suspends it at 90% of the monthly credit quota; a backfill pushing it over stops the 4am prod dbt run (happened in August 2026).",
                    "tags": ["snowflake", "dbt", "backfill", "warehouses"],
                },
                '{"id":"112","action":"stored"}',
                False,
            ),
            (
                "bash",
                "snowsql -c larkspur -o friendly=false -o output_format=psv -q \"show warehouses like '%_WH'\" | cut -d'|' -f1-4,6,12",
                "name|state|type|size|running|resource_monitor\nANALYST_WH|STARTED|STANDARD|Medium|3|RM_ANALYST\nBACKFILL_WH|SUSPENDED|STANDARD|X-Large|0|RM_BACKFILL\nDEV_WH|STARTED|STANDARD|Small|1|RM_DEV\nLOADING_WH|STARTED|STANDARD|Small|0|RM_LOADING\nTRANSFORM_WH|STARTED|STANDARD|X-Large|2|RM_TRANSFORM",
            ),
            (
                "assistant",
                'Saved. `BACKFILL_WH` is an X-Large with its own monitor `RM_BACKFILL` and is suspended at the moment, so it will start up when the run begins. Plan:\n1. `dbt build --select stg_erp__product_prices+ --full-refresh --target prod` with `DBT_SNOWFLAKE_WAREHOUSE=BACKFILL_WH`. The views rebuild instantly, and `int_product_prices_daily`, `fct_order_lines` and `fct_revenue_daily` are incremental, so `--full-refresh` recreates them completely (not only from 2024), which is simpler than a dated backfill and covers the older rows as well.\n2. Check a few JPY/KRW products before and after.\n\nLet me capture the "before" first.',
            ),
            (
                "bash",
                "snowsql -c larkspur -o friendly=false -o output_format=psv -q \"select product_sku, currency, list_price from analytics.dim_products where product_sku in ('JP-TEA-0042', 'KR-SKN-1180', 'DE-TEA-0042') and is_current\"",
                "PRODUCT_SKU|CURRENCY|LIST_PRICE\nDE-TEA-0042|EUR|14.90\nJP-TEA-0042|JPY|24.80\nKR-SKN-1180|KRW|189.00",
            ),
            (
                "bash",
                "DBT_SNOWFLAKE_WAREHOUSE=BACKFILL_WH dbt build --select stg_erp__product_prices+ --full-refresh --target prod 2>&1 | tail -14",
                "13:07:12  Running with dbt=1.8.7\n13:07:15  Found 212 models, 604 data tests, 41 sources, 1 exposure, 1104 macros\n13:07:16  Concurrency: 16 threads (target='prod')\n13:07:17  1 of 27 START sql view model staging.stg_erp__product_prices .............. [RUN]\n13:07:18  1 of 27 OK created sql view model staging.stg_erp__product_prices ......... [SUCCESS 1 in 1.11s]\n...\n13:31:40  9 of 27 OK created sql incremental model analytics.int_product_prices_daily  [SUCCESS 2214508731 in 1421.88s]\n13:33:02  13 of 27 OK created sql table model analytics.dim_products ................ [SUCCESS 182044 in 80.66s]\n14:02:55  19 of 27 OK created sql incremental model analytics.fct_order_lines ....... [SUCCESS 611902345 in 1791.41s]\n14:06:21  24 of 27 OK created sql incremental model analytics.fct_revenue_daily ..... [SUCCESS 1922881 in 204.77s]\n14:06:58  26 of 27 OK created sql view model analytics.rpt_margin_by_category ....... [SUCCESS 1 in 0.94s]\n14:07:44  \n14:07:44  Finished running 3 view models, 3 incremental models, 1 table model, 20 data tests in 1 hours 0 minutes and 32.20 seconds (3632.20s).\n14:07:44  \n14:07:44  Done. PASS=27 WARN=0 ERROR=0 SKIP=0 TOTAL=27",
            ),
            (
                "bash",
                "snowsql -c larkspur -o friendly=false -o output_format=psv -q \"select product_sku, currency, list_price from analytics.dim_products where product_sku in ('JP-TEA-0042', 'KR-SKN-1180', 'DE-TEA-0042') and is_current; select sum(credits_used) from table(information_schema.warehouse_metering_history(dateadd('hour', -2, current_timestamp()), current_timestamp(), 'BACKFILL_WH'))\"",
                "PRODUCT_SKU|CURRENCY|LIST_PRICE\nDE-TEA-0042|EUR|14.90\nJP-TEA-0042|JPY|2480.00\nKR-SKN-1180|KRW|18900.00\nSUM(CREDITS_USED)\n16.42",
            ),
            (
                "assistant",
                "Done in about an hour on BACKFILL_WH (16.4 credits), all 27 models and tests passed. JPY and KRW prices are now 100x larger and correct (`JP-TEA-0042` ¥2,480 instead of 24.80, `KR-SKN-1180` ₩18,900), and EUR prices are unchanged. `fct_revenue_daily` has been rebuilt as well, so Japanese and Korean revenue for 2024-2026 will look much higher on the dashboards. Finance might want a heads-up before they notice it themselves.",
            ),
            ("user", "yep, I'll post in #finance-data. thanks"),
        ],
        "lessons": [{"keys": ["JPY", "minor units"]}],
        "tool_stored": [["BACKFILL_WH", "resource monitor"]],
    },
    {
        "name": "fresh37-zendesk-dag-conventions-in-passing",
        "split": "fresh37",
        "steps": [
            (
                "user",
                "Could you scaffold a new DAG that pulls the Zendesk incremental tickets export into Snowflake once a day? There's already a Zendesk hook in plugins. House rules as usual: dag_id follows domain__source__cadence, so this one is support__zendesk__daily, and the owner in default_args is the team alias (data-platform), never a person. Every DAG also has to set on_failure_callback=alert_data_oncall from larkspur.alerting, because the Airflow SMTP isn't configured and a DAG without it just fails silently. Use finance__erp_orders__daily as the template. Please just open a PR, don't deploy it to the prod Airflow yet.",
            ),
            (
                "bash",
                "ls plugins/larkspur/hooks/ plugins/larkspur/ dags/",
                "plugins/larkspur/hooks/:\n__init__.py\nerp.py\nhubspot.py\nstripe.py\nzendesk.py\n\nplugins/larkspur/:\n__init__.py\nalerting.py\ndbt.py\ndefaults.py\nhooks\n\ndags/:\nfinance\nmarketing\nproduct",
            ),
            (
                "read",
                "plugins/larkspur/hooks/zendesk.py",
                'import time\n\nimport requests\nfrom airflow.hooks.base import BaseHook\n\n\nclass ZendeskHook(BaseHook):\n    """Zendesk Support API. Connection: zendesk_default (host = subdomain, login = email, password = API token)."""\n\n    conn_name_attr = "zendesk_conn_id"\n    default_conn_name = "zendesk_default"\n\n    def __init__(self, zendesk_conn_id: str = default_conn_name):\n        super().__init__()\n        self.conn = self.get_connection(zendesk_conn_id)\n        self.base = f"https://{self.conn.host}.zendesk.com/api/v2"\n\n    def incremental_tickets(self, start_time: int):\n        """Yields pages from the cursor-based incremental export, starting at a unix timestamp."""\n        url = f"{self.base}/incremental/tickets/cursor.json?start_time={start_time}"\n        while url:\n            resp = requests.get(url, auth=(f"{self.conn.login}/token", self.conn.password), timeout=60)\n            if resp.status_code == 429:\n                time.sleep(int(resp.headers.get("Retry-After", 60)))\n                continue\n            resp.raise_for_status()\n            body = resp.json()\n            yield body["tickets"]\n            url = None if body["end_of_stream"] else body["after_url"]\n',
            ),
            (
                "read",
                "plugins/larkspur/alerting.py",
                'from larkspur.slack import post_message\nfrom larkspur.pagerduty import trigger_incident\n\n\ndef alert_data_oncall(context):\n    """DAG-level on_failure_callback: posts to #data-alerts and pages the data on-call for DAGs tagged tier1."""\n    dag = context["dag"]\n    ti = context["task_instance"]\n    text = f":x: {dag.dag_id} failed on {ti.task_id} ({context[\'ds\']}) <{ti.log_url}|log>"\n    post_message(channel="#data-alerts", text=text)\n    if "tier1" in (dag.tags or []):\n        trigger_incident(summary=text, source=dag.dag_id)\n',
            ),
            (
                "read",
                "plugins/larkspur/defaults.py",
                'from datetime import timedelta\n\nDEFAULT_ARGS = {\n    "owner": "data-platform",\n    "retries": 2,\n    "retry_delay": timedelta(minutes=10),\n    "retry_exponential_backoff": True,\n    "depends_on_past": False,\n}\n',
            ),
            (
                "assistant",
                'Plan for `dags/support/support__zendesk__daily.py`:\n- `extract_tickets`: a `@task` that reads the last cursor `start_time` from the Airflow Variable `zendesk_tickets_start_time`, pages through `ZendeskHook.incremental_tickets`, writes newline-delimited JSON to `s3://larkspur-lake/raw/zendesk/tickets/dt={{ ds }}/`, and stores the new start_time after the upload has succeeded.\n- `load_tickets`: `SnowflakeOperator` running `COPY INTO raw.zendesk.tickets` from the `lake_raw` stage on `LOADING_WH`.\n- `dbt_build_support`: `dbt_build(select="source:zendesk+")`.\n- DAG: `dag_id="support__zendesk__daily"`, `default_args=DEFAULT_ARGS` (owner `data-platform`), `on_failure_callback=alert_data_oncall`, `schedule="30 3 * * *"`, `catchup=False`, tags `["support"]`. I left out `tier1` because I don\'t think support tickets should page anyone at night; tell me if they should.',
            ),
            ("user", "right, no tier1. go"),
            ("edit", "dags/support/support__zendesk__daily.py"),
            ("edit", "dags/support/sql/copy_zendesk_tickets.sql"),
            ("edit", "tests/dags/test_dag_integrity.py"),
            (
                "bash",
                "pytest -q tests/dags/ 2>&1 | tail -6",
                "tests/dags/test_dag_integrity.py::test_no_import_errors PASSED\ntests/dags/test_dag_integrity.py::test_dag_ids_follow_naming[support__zendesk__daily] PASSED\ntests/dags/test_dag_integrity.py::test_owner_is_team_alias[support__zendesk__daily] PASSED\ntests/dags/test_dag_integrity.py::test_has_failure_callback[support__zendesk__daily] PASSED\n...\n======================== 31 passed in 14.07s ========================",
            ),
            (
                "bash",
                'git checkout -b feat/support-zendesk-daily && git add dags/support tests/dags && git commit -m "Add support__zendesk__daily: Zendesk incremental tickets to Snowflake" && gh pr create --fill',
                "Switched to a new branch 'feat/support-zendesk-daily'\n[feat/support-zendesk-daily 0c9b5e2] Add support__zendesk__daily: Zendesk incremental tickets to Snowflake\n 3 files changed, 118 insertions(+), 4 deletions(-)\n create mode 100644 dags/support/support__zendesk__daily.py\n create mode 100644 dags/support/sql/copy_zendesk_tickets.sql\nhttps://github.com/larkspur/airflow-dags/pull/591",
            ),
            (
                "assistant",
                "PR #591 is open, nothing deployed. The DAG integrity tests now also check the new DAG for the naming pattern, the owner and the failure callback (31 tests pass). One thing to do before it can run anywhere: the `zendesk_default` connection and the `zendesk_tickets_start_time` Variable have to exist in that Airflow environment. I'd initialise the Variable to the unix timestamp of the date you want history from.",
            ),
            ("user", "👍 I'll set those up when we deploy next week"),
        ],
        "lessons": [
            {"keys": ["alert_data_oncall", "SMTP"]},
            {"keys": ["domain__source__cadence", "data-platform"]},
        ],
        "tool_stored": [],
    },
]
