"""The "fresh102" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH102: list[dict[str, Any]] = [
    # --- "hartwell": nightly sales pipeline for Hartwell Grocers, 140 supermarkets in the English Midlands (Apache Airflow 2.9 on AWS MWAA, store POS exports land as gzipped CSV in s3://hartwell-pos-landing/<date>/, loaded into Snowflake RAW, dbt-core 1.8 models under dbt/ build the marts; repo: dags/, include/sql/, dbt/, tests/) ---
    {
        "name": "fresh102-hartwell-chitchat-ds-vs-interval-and-docmd-typo",
        "split": "fresh102",
        "steps": [
            (
                "user",
                "whats the actual difference between ds and data_interval_end, the airflow docs make my head hurt",
            ),
            (
                "think",
                "Generic Airflow question. Daily schedule: run for the interval [D, D+1) starts after D+1 00:00. ds is the logical date = data_interval_start formatted YYYY-MM-DD. Give a concrete example.",
            ),
            (
                "assistant",
                'Take a daily DAG and the run that covers **5 Dec**:\n\n| template | value |\n|---|---|\n| `data_interval_start` | `2026-12-05T00:00:00+00:00` |\n| `data_interval_end` | `2026-12-06T00:00:00+00:00` |\n| `ds` | `2026-12-05` |\n| `logical_date` | same instant as `data_interval_start` |\n\nSo:\n\n- `ds` is just `data_interval_start` formatted as `YYYY-MM-DD` (the old name for it was `execution_date`)\n- the run actually **starts after** `data_interval_end`, i.e. shortly after midnight on 6 Dec, because Airflow waits for the interval to be over before processing it\n\nThe confusing part is the naming: the "5 Dec run" executes on 6 Dec. If you think of every run as "process the data interval I was given" rather than "the day I run on", it stops being weird.',
            ),
            (
                "user",
                "ok that makes sense. theres a typo in the daily_sales doc_md btw, 'recieved', fix pls",
            ),
            (
                "bash",
                'grep -rn "recieved" dags/ include/',
                "dags/daily_sales.py:14:    Loads the POS files recieved for the business day into RAW.POS_SALES",
            ),
            ("edit", "dags/daily_sales.py"),
            (
                "bash",
                "python -m pytest tests/test_dag_integrity.py -q 2>&1 | tail -1",
                "12 passed in 3.41s",
            ),
            (
                "assistant",
                "Fixed `recieved` \u2192 `received` in the `doc_md` of `dags/daily_sales.py`; that was the only occurrence. DAG integrity tests still pass.",
            ),
            ("user", "thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh102-hartwell-incident-saturday-zero-sales",
        "split": "fresh102",
        "steps": [
            (
                "user",
                "saturday (5 dec) shows \u00a30 sales for every store on the trading dashboard. the daily_sales run for that day is green in the ui?? wtf",
            ),
            (
                "think",
                "Start with RAW row counts per business_date around the weekend, then the task log of the 12-05 run.",
            ),
            (
                "bash",
                "snowsql -c hartwell_ro -o friendly=false -q \"select business_date, count(*) from raw.pos_sales where business_date between '2026-12-04' and '2026-12-07' group by 1 order by 1\"",
                "+---------------+----------+\n| BUSINESS_DATE | COUNT(*) |\n|---------------+----------|\n| 2026-12-04    |  1873406 |\n| 2026-12-06    |  3712958 |\n+---------------+----------+",
            ),
            (
                "bash",
                "aws logs filter-log-events --log-group-name airflow-hartwell-prod-Task --log-stream-name-prefix 'dag_id=daily_sales/run_id=scheduled__2026-12-05T00:00:00+00:00/task_id=extract_pos_files' --query 'events[].message' --output text | tr '\\t' '\\n' | grep -E 'ERROR|Cleared|business_date|SUCCESS'",
                "[2026-12-06T00:04:12Z] {taskinstance.py:2905} ERROR - snowflake.connector.errors.OperationalError: 250003: Failed to get the response. Hanging?\n[2026-12-07T08:41:55Z] {taskinstance.py:1150} INFO - Task cleared, starting attempt 3\n[2026-12-07T08:42:03Z] {extract.py:31} INFO - business_date=2026-12-06 prefix=s3://hartwell-pos-landing/2026-12-06/ objects=140\n[2026-12-07T08:49:40Z] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=daily_sales, task_id=extract_pos_files, run_id=scheduled__2026-12-05T00:00:00+00:00",
            ),
            (
                "read",
                "dags/tasks/extract.py",
                'from datetime import datetime, timedelta, timezone\n\nfrom airflow.models import Variable\nfrom airflow.providers.common.sql.hooks.sql import DbApiHook\n\n\ndef extract_pos_files(**context):\n    business_date = datetime.now(timezone.utc).date() - timedelta(days=1)\n    prefix = f"s3://hartwell-pos-landing/{business_date:%Y-%m-%d}/"\n    objects = list_objects(prefix)\n    log.info("business_date=%s prefix=%s objects=%d", business_date, prefix, len(objects))\n    hook = get_snowflake_hook(Variable.get("snowflake_conn_id"))\n    hook.run(render_sql("load_pos.sql", prefix=prefix))\n',
            ),
            (
                "think",
                "The 12-05 run failed at 00:04 on Sunday (Snowflake hiccup), was cleared Monday 08:41, and then computed now() - 1 day = 2026-12-06. So it loaded Sunday's files a second time (the Sunday run already loaded them at 00:0x Monday), Saturday never loaded. load_pos.sql is an insert-select from the stage, so it appends. That explains 0 for Saturday and double for Sunday.",
            ),
            (
                "assistant",
                "Found it, and Sunday is wrong too (doubled), it just doesn't look as obviously broken.\n\n**What happened**\n\n1. The 5 Dec run's `extract_pos_files` failed at 00:04 on Sunday on a Snowflake connection error\n2. Someone cleared it on Monday at 08:41, and the retry loaded `s3://hartwell-pos-landing/2026-12-06/`, not `2026-12-05/`\n3. Sunday's own run had already loaded those files, and `load_pos.sql` appends, so Sunday has 3.7M rows (twice the normal ~1.85M) and Saturday has none\n\n**Cause:** `extract_pos_files` computes the business date as `datetime.now(timezone.utc).date() - timedelta(days=1)` instead of using the run's `data_interval_start`, so any run that executes on a different day than planned (a retry the next day, a clear, a backfill) loads the wrong day's files and still goes green.\n\n**Fix:**\n\n- take the business date from `context[\"data_interval_start\"]`, so a run always processes its own day no matter when it executes\n- make `load_pos.sql` delete that `business_date` from `raw.pos_sales` before inserting, so a rerun replaces instead of appending\n- fail the task if the prefix has fewer than 130 objects, instead of happily loading nothing\n\nThen clear the 5 and 6 Dec runs to reload both days. OK?",
            ),
            ("user", "yes do it and reload sat + sun. ill tell the trading team"),
            ("edit", "dags/tasks/extract.py"),
            ("edit", "include/sql/load_pos.sql"),
            ("edit", "tests/tasks/test_extract.py"),
            (
                "bash",
                "python -m pytest tests/tasks/test_extract.py -q 2>&1 | tail -1",
                "6 passed in 1.92s",
            ),
            (
                "bash",
                "aws mwaa create-cli-token --name hartwell-prod >/dev/null && make mwaa-cli CMD='tasks clear daily_sales -s 2026-12-05 -e 2026-12-06 -y'",
                "Clearing 2 dag runs: scheduled__2026-12-05T00:00:00+00:00, scheduled__2026-12-06T00:00:00+00:00\n16 task instances cleared",
            ),
            (
                "bash",
                "sleep 900; snowsql -c hartwell_ro -o friendly=false -q \"select business_date, count(*) from raw.pos_sales where business_date between '2026-12-04' and '2026-12-07' group by 1 order by 1\"",
                "+---------------+----------+\n| BUSINESS_DATE | COUNT(*) |\n|---------------+----------|\n| 2026-12-04    |  1873406 |\n| 2026-12-05    |  2104772 |\n| 2026-12-06    |  1856479 |\n+---------------+----------+",
            ),
            (
                "assistant",
                "Deployed and reloaded:\n\n- `extract_pos_files` now uses `data_interval_start`; `load_pos.sql` deletes the business date before inserting; the task fails under 130 files\n- tests cover a run executed two days late (loads its own day) and a rerun (same row count, no duplicates)\n- Saturday now has 2.10M rows, Sunday is back to 1.86M; the dashboard refreshes at the next dbt run (every 30 min)",
            ),
            (
                "user",
                "ok so rule of thumb, never datetime.now in a task, always the interval. thanks",
            ),
        ],
        "lessons": [
            {"keys": ["datetime.now", "data_interval_start"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh102-hartwell-decision-late-pos-files",
        "split": "fresh102",
        "steps": [
            (
                "user",
                "~5 stores upload their pos files late most days, sometimes 2-3 days late (the rural ones w bad connections). right now those sales never make it into fct_sales. how should we handle it",
            ),
            (
                "bash",
                "snowsql -c hartwell_ro -o friendly=false -q \"select store_id, count(*) as late_days, max(datediff('day', business_date, uploaded_at::date)) as max_days_late from raw.pos_file_log where uploaded_at > business_date + 1 + interval '2 hours' and business_date >= '2026-11-01' group by 1 order by 2 desc\"",
                "+----------+-----------+---------------+\n| STORE_ID | LATE_DAYS | MAX_DAYS_LATE |\n|----------+-----------+---------------|\n| 0417     |        29 |             3 |\n| 0388     |        22 |             2 |\n| 0602     |        17 |             3 |\n| 0150     |         9 |             1 |\n| 0733     |         6 |             2 |\n+----------+-----------+---------------+",
            ),
            (
                "read",
                "dbt/models/marts/fct_sales.sql",
                "{{ config(\n    materialized='incremental',\n    unique_key=['store_id', 'business_date', 'txn_id'],\n    cluster_by=['business_date'],\n) }}\n\nselect ...\nfrom {{ ref('stg_pos_sales') }}\n{% if is_incremental() %}\nwhere business_date = '{{ var(\"business_date\") }}'\n{% endif %}\n",
            ),
            (
                "assistant",
                "Five stores, up to 3 days late. Three ways to pick them up:\n\n1. **Lookback window**: every night, `daily_sales` reloads the last 3 business days from S3 and `fct_sales` merges `business_date >= today - 3` instead of one day. Smallest change: one SQL filter and a loop in the extract.\n2. **Per store-day reprocessing**: an S3 event notification on the landing bucket feeds an SQS queue; a new `late_pos_files` DAG runs every 30 minutes, reads the queue, and for each file whose business date is already past reloads just that store and day in RAW and runs `dbt run --select fct_sales` with `store_ids` and `business_date` vars.\n3. **Run later**: move `daily_sales` from 00:00 to 06:00 UTC so more stores are in. Cheap, but the 2-3 day cases still get lost.\n\nI'd go with 1: it's a few lines, no new infrastructure, and it also covers stores that re-send a corrected file.",
            ),
            (
                "user",
                "go with 2. the lookback re-merges 3 days of fct_sales for all 140 stores every night just for the 4 or 5 late ones, we tried that in the spring and it doubled our snowflake credits, so we reprocess per store-day only. and 3 is a no go anyway, the buyers replenishment report reads fct_sales at 05:00 UTC and has to have yesterday in it. can u get it done today, im off at 5",
            ),
            (
                "think",
                "Option 2. Need: SQS queue + bucket notification (terraform in infra/), DAG late_pos_files every 30 min with SqsSensor, store-day delete+insert in RAW, dbt vars store_ids, fct_sales incremental filter on store_ids when given.",
            ),
            ("edit", "infra/terraform/pos_landing.tf"),
            ("edit", "dags/late_pos_files.py"),
            ("edit", "include/sql/reload_store_day.sql"),
            ("edit", "dbt/models/marts/fct_sales.sql"),
            ("edit", "tests/dags/test_late_pos_files.py"),
            (
                "bash",
                "python -m pytest tests/dags/test_late_pos_files.py tests/test_dag_integrity.py -q 2>&1 | tail -1",
                "17 passed in 4.88s",
            ),
            (
                "bash",
                "cd infra/terraform && terraform plan -target=aws_sqs_queue.pos_late -target=aws_s3_bucket_notification.pos_landing 2>&1 | tail -1",
                "Plan: 2 to add, 0 to change, 0 to destroy.",
            ),
            (
                "assistant",
                "Built option 2:\n\n- **infra**: `pos-late-files` SQS queue and an `s3:ObjectCreated:*` notification on `hartwell-pos-landing` (plan: 2 to add, not applied yet; needs your apply)\n- **`late_pos_files` DAG**: every 30 min, an `SqsSensor` drains the queue, keeps files whose business date is before today, groups them by store and day, and for each store-day runs `reload_store_day.sql` (delete + insert for that `store_id` and `business_date` in `raw.pos_sales`)\n- **`fct_sales`**: the incremental filter also takes an optional `store_ids` var, so the merge only touches those stores' rows for that day\n- tests: a file 3 days late for store 0417 reloads only 0417 for that day; the nightly path is unchanged\n\nThe 05:00 replenishment read isn't affected: `daily_sales` still runs at 00:00 and late store-days just land whenever the files arrive.",
            ),
            (
                "user",
                "nice. ill apply the tf tomorrow, leave the ticket open til its run for a week",
            ),
        ],
        "lessons": [
            {"keys": ["store-day", "snowflake credits"]},
            {"keys": ["replenishment", "05:00"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh102-hartwell-tool-stored-dag-test-and-conn-variable-answer",
        "split": "fresh102",
        "steps": [
            (
                "user",
                "remember this one: local dag test is make dag-test DAG=<id> DATE=<yyyy-mm-dd>, it runs airflow dags test inside the docker compose stack against the dev snowflake account. now can u add a test for promo_uplift, it keeps breaking",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "hartwell: test a DAG locally with `make dag-test DAG=<dag_id> DATE=<yyyy-mm-dd>`; it runs `airflow dags test` inside the docker compose stack against the dev Snowflake account.",
                    "tags": ["hartwell", "airflow", "dev-setup"],
                },
                '{"id":"10427","action":"stored"}',
                False,
            ),
            (
                "read",
                "dags/promo_uplift.py",
                'with DAG(\n    dag_id="promo_uplift",\n    schedule="0 4 * * *",\n    start_date=pendulum.datetime(2026, 9, 1, tz="UTC"),\n    catchup=False,\n    max_active_runs=1,\n) as dag:\n    baseline = SQLExecuteQueryOperator(\n        task_id="build_baseline",\n        conn_id="snowflake_prod",\n        sql="sql/promo_baseline.sql",\n    )\n    uplift = SQLExecuteQueryOperator(\n        task_id="compute_uplift",\n        conn_id="snowflake_prod",\n        sql="sql/promo_uplift.sql",\n    )\n    baseline >> uplift\n',
            ),
            (
                "bash",
                "make dag-test DAG=promo_uplift DATE=2026-12-01 2>&1 | tail -3",
                "[2026-12-07T10:12:44.913+0000] {taskinstance.py:2905} ERROR - Task failed with exception\nairflow.exceptions.AirflowNotFoundException: The conn_id `snowflake_prod` isn't defined\nmake: *** [Makefile:41: dag-test] Error 1",
            ),
            (
                "bash",
                "grep -n 'conn_id' airflow_settings.yaml; grep -rn 'snowflake_conn_id\\|conn_id=' dags/ | head -5",
                '4:    - conn_id: snowflake_default\ndags/tasks/extract.py:13:    hook = get_snowflake_hook(Variable.get("snowflake_conn_id"))\ndags/promo_uplift.py:13:        conn_id="snowflake_prod",\ndags/promo_uplift.py:18:        conn_id="snowflake_prod",',
            ),
            (
                "assistant",
                'That\'s why it keeps breaking locally: `promo_uplift` hardcodes `conn_id="snowflake_prod"`, and the local stack only defines `snowflake_default` (in `airflow_settings.yaml`). `daily_sales` gets its connection through `Variable.get("snowflake_conn_id")` instead.\n\nIs that the convention for every DAG, or should I just point `promo_uplift` at `snowflake_default`? And what is the variable set to on MWAA?',
            ),
            (
                "user",
                "thats the convention, dags never name the connection, they read the conn id from the airflow variable snowflake_conn_id, which is snowflake_default locally and snowflake_prod on mwaa. promo_uplift was written before we had it",
            ),
            ("edit", "dags/promo_uplift.py"),
            ("edit", "tests/dags/test_promo_uplift.py"),
            (
                "bash",
                "make dag-test DAG=promo_uplift DATE=2026-12-01 2>&1 | tail -2 && python -m pytest tests/dags/test_promo_uplift.py -q 2>&1 | tail -1",
                "[2026-12-07T10:19:02.377+0000] {dag.py:4312} INFO - dagrun id: promo_uplift\n[2026-12-07T10:19:02.380+0000] {dag.py:4328} INFO - DagRun Finished: state=success\n4 passed in 2.06s",
            ),
            (
                "assistant",
                'Done:\n\n- `promo_uplift` now takes `conn_id="{{ var.value.snowflake_conn_id }}"` (templated, so it\'s read at run time, not at parse time)\n- `tests/dags/test_promo_uplift.py`: the DAG loads without import errors, the task order is `build_baseline >> compute_uplift`, no task hardcodes a `snowflake_*` conn id, and both SQL files render for a given `ds`\n- `make dag-test DAG=promo_uplift DATE=2026-12-01` runs green against dev',
            ),
            ("user", "\ud83d\udc4d"),
        ],
        "lessons": [
            {"keys": ["snowflake_conn_id", "snowflake_prod"]},
        ],
        "tool_stored": [["dag-test", "docker compose"]],
    },
    {
        "name": "fresh102-hartwell-review-rules-markdown-waste-dag",
        "split": "fresh102",
        "steps": [
            ("user", "review pls, PR #212 (markdown_waste dag) from jonah"),
            (
                "bash",
                "gh pr diff 212 --name-only",
                "dags/markdown_waste.py\ntests/dags/test_markdown_waste.py",
            ),
            (
                "read",
                "dags/markdown_waste.py",
                'import pendulum\nfrom airflow import DAG\nfrom airflow.models import Variable\nfrom airflow.operators.python import PythonOperator\nfrom airflow.providers.snowflake.hooks.snowflake import SnowflakeHook\n\nCONN_ID = Variable.get("snowflake_conn_id")\nWASTE_THRESHOLD = float(Variable.get("markdown_waste_threshold", 0.15))\n\n\ndef _run(sql, **ctx):\n    SnowflakeHook(snowflake_conn_id=CONN_ID).run(sql)\n\n\nwith DAG(\n    dag_id="markdown_waste",\n    schedule="30 3 * * *",\n    start_date=pendulum.datetime(2026, 1, 1, tz="UTC"),\n    catchup=True,\n) as dag:\n    load = PythonOperator(task_id="load_markdowns", python_callable=_run, op_args=[LOAD_SQL])\n    calc = PythonOperator(task_id="calc_waste_pct", python_callable=_run, op_args=[CALC_SQL])\n    flag = PythonOperator(task_id="flag_stores", python_callable=_run, op_args=[FLAG_SQL])\n    load >> calc >> flag\n',
            ),
            (
                "think",
                "catchup=True with start 2026-01-01 -> ~340 runs on first unpause. Three PythonOperators that only run SQL strings. Module-level Variable.get. Suggest SnowflakeOperator for the SQL ones.",
            ),
            (
                "assistant",
                "Review of #212:\n\n1. **`catchup=True` with `start_date` 2026-01-01**: the first time it's unpaused the scheduler queues ~340 runs, one per day since January, all hitting Snowflake.\n2. **PythonOperators that only run SQL**: `load_markdowns`, `calc_waste_pct` and `flag_stores` each just pass a SQL string to `SnowflakeHook.run`. I'd switch them to SnowflakeOperator tasks so the SQL is rendered in the UI and each statement gets proper templating.\n3. Nit: `**ctx` in `_run` is unused.\n\nThe test file only checks that the DAG imports; fine for now.",
            ),
            (
                "user",
                "good catches but not SnowflakeOperator, its deprecated in the snowflake provider version we pin (5.x) so we use SQLExecuteQueryOperator everywhere instead. and while ur at it these are the rules for every dag from now on, put them in the review for jonah:\n- catchup=False and max_active_runs=1 on every dag, backfills are done by hand with airflow dags backfill\n- no Variable.get, hooks or any other io at the top level of a dag file, mwaa reparses every dag file every 30s and each top level Variable.get is a call to secrets manager\n- PythonOperator only when theres actual python logic, plain sql goes in SQLExecuteQueryOperator",
            ),
            (
                "bash",
                "gh pr review 212 --request-changes --body-file /tmp/review_212.md",
                "- Requested changes to pull request hartwell-grocers/pipelines#212",
            ),
            (
                "assistant",
                'Posted the review on #212 (changes requested) with:\n\n- `catchup=False`, `max_active_runs=1`; backfill by hand if history is needed\n- move `Variable.get("snowflake_conn_id")` and the threshold out of module level: `conn_id="{{ var.value.snowflake_conn_id }}"` and `{{ var.value.markdown_waste_threshold }}` in the SQL\n- replace the three PythonOperators with `SQLExecuteQueryOperator` tasks (not SnowflakeOperator, deprecated in the pinned provider)\n- the unused `**ctx` nit\n\nI wrote the rules as general ones, not just comments on this PR, so Jonah can point others at them.',
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {
                "keys": ["SQLExecuteQueryOperator", "SnowflakeOperator"],
                "not": ["switch them to SnowflakeOperator"],
            },
            {"keys": ["catchup=False", "max_active_runs=1"]},
            {"keys": ["Variable.get", "secrets manager"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh102-hartwell-correction-fiscal-week-sunday",
        "split": "fresh102",
        "steps": [
            (
                "user",
                "finance wants weekly sales by category per store. can u add a dbt model, call it fct_weekly_category_sales",
            ),
            (
                "read",
                "dbt/models/marts/schema.yml",
                "models:\n  - name: fct_sales\n    columns:\n      - name: store_id\n      - name: business_date\n      - name: product_id\n      - name: net_amount_pence\n      - name: qty\n  - name: dim_product\n    columns:\n      - name: product_id\n      - name: category_name\n  - name: dim_date\n    columns:\n      - name: date_day\n      - name: fiscal_week\n      - name: fiscal_year\n",
            ),
            (
                "think",
                "Weekly bucket via date_trunc('week', business_date). Snowflake default WEEK_START=0 behaves as ISO Monday start. Assume the fiscal week is the ISO week.",
            ),
            (
                "assistant",
                "Plan for `fct_weekly_category_sales`:\n\n- grain: `store_id`, `week_start`, `category_name`\n- `sum(net_amount_pence)` and `sum(qty)` from `fct_sales` joined to `dim_product`\n- Hartwell's fiscal week starts on Monday, so `date_trunc('week', business_date)` gives the fiscal week directly (Snowflake's default `WEEK_START` is Monday)\n- incremental on `week_start`, rebuilding the current and previous week each night\n\nOK?",
            ),
            ("user", "yep go"),
            ("edit", "dbt/models/marts/fct_weekly_category_sales.sql"),
            ("edit", "dbt/models/marts/schema.yml"),
            (
                "bash",
                "cd dbt && dbt build --select fct_weekly_category_sales --target dev 2>&1 | tail -3",
                "12:31:07  4 of 4 OK created sql incremental model dev_marts.fct_weekly_category_sales  [SUCCESS 1 in 412.38s]\n12:31:07  \n12:31:07  Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4",
            ),
            (
                "assistant",
                "Built `fct_weekly_category_sales` in dev: 4 of 4 passed (model plus `not_null` / `unique` tests on the grain). The first build took ~7 minutes because it went through the whole history.",
            ),
            (
                "user",
                "cool, in dev only build it from dec though, full history took ages last time too. oh and fiscal weeks start on sunday here not monday, dim_date has fiscal_week and fiscal_year already so join on that instead of date_trunc",
            ),
            ("edit", "dbt/models/marts/fct_weekly_category_sales.sql"),
            ("edit", "dbt/models/marts/schema.yml"),
            (
                "bash",
                "cd dbt && dbt build --select fct_weekly_category_sales --target dev --full-refresh --vars '{dev_start_date: 2026-12-01}' 2>&1 | tail -1",
                "12:44:52  Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4",
            ),
            (
                "assistant",
                "Changed:\n\n- the week now comes from `dim_date`: grain is `store_id`, `fiscal_year`, `fiscal_week`, `category_name`, with `week_start` taken as the first `date_day` of the fiscal week (a Sunday)\n- dropped the `date_trunc('week', ...)`\n- in the dev target the model only reads from `dev_start_date` (default 2026-12-01); prod builds everything\n\nRebuilt in dev in 38s, all tests pass.",
            ),
        ],
        "lessons": [
            {"keys": ["sunday", "fiscal_week"], "not": ["fiscal week starts on Monday"]},
        ],
        "tool_stored": [],
    },
]
