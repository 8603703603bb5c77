"""The "fresh87" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH87: list[dict[str, Any]] = [
    # --- "larder-dbt": the data pipeline of Larder Club, a monthly pantry subscription box (Airbyte OSS 1.x on GKE syncing Recharge, Shopify, Klaviyo and Zendesk into BigQuery project larderclub-data, raw_* datasets; dbt Core 1.8 + dbt-bigquery in the larder-dbt repo, staging/intermediate/marts; Cloud Composer DAGs dbt_daily and dbt_weekly_full_refresh; Looker on top) ---
    {
        "name": "fresh87-larder-routine-november-boxes-by-plan",
        "split": "fresh87",
        "steps": [
            (
                "user",
                "ops wants boxes shipped in november by plan, just the numbers for a slack thread",
            ),
            (
                "bash",
                'bq query --nouse_legacy_sql --format=pretty \'select plan_name, count(*) as boxes from `larderclub-data.dbt_prod.fct_shipments` where date(shipped_at, "America/New_York") between "2026-11-01" and "2026-11-30" group by 1 order by 2 desc\'',
                "+------------------+-------+\n|    plan_name     | boxes |\n+------------------+-------+\n| Classic Pantry   | 18342 |\n| Plant Pantry     |  7915 |\n| Baker's Box      |  4406 |\n| Classic Pantry XL|  2230 |\n+------------------+-------+",
            ),
            (
                "assistant",
                "November shipments by plan:\n\n| plan | boxes |\n|---|---|\n| Classic Pantry | 18,342 |\n| Plant Pantry | 7,915 |\n| Baker's Box | 4,406 |\n| Classic Pantry XL | 2,230 |\n| **total** | **32,893** |\n\nFrom `dbt_prod.fct_shipments`, counting by ship date.",
            ),
            ("user", "can u add % of total"),
            (
                "assistant",
                "Classic Pantry 55.8%, Plant Pantry 24.1%, Baker's Box 13.4%, Classic Pantry XL 6.8% (rounded, so it sums to 100.1%).",
            ),
            ("user", "perfect thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh87-larder-incident-recharge-append-duplicates-mrr",
        "split": "fresh87",
        "steps": [
            (
                "user",
                "finance says MRR in looker jumped 38% overnight on thursday. nothing like that happened. whats going on",
            ),
            (
                "bash",
                "bq query --nouse_legacy_sql --format=pretty 'select count(*) as rows_, count(distinct subscription_id) as subs from `larderclub-data.dbt_prod.fct_subscriptions`'",
                "+-------+-------+\n| rows_ | subs  |\n+-------+-------+\n| 61874 | 44812 |\n+-------+-------+",
            ),
            (
                "bash",
                "bq query --nouse_legacy_sql --format=pretty 'select id, updated_at, _airbyte_extracted_at from `larderclub-data.raw_recharge.subscriptions` where id = 318845021 order by _airbyte_extracted_at'",
                "+-----------+---------------------+---------------------+\n|    id     |     updated_at      | _airbyte_extracted_at |\n+-----------+---------------------+---------------------+\n| 318845021 | 2026-11-28 14:02:11 | 2026-12-02 05:04:37 |\n| 318845021 | 2026-12-02 19:40:55 | 2026-12-03 05:03:58 |\n+-----------+---------------------+---------------------+",
            ),
            (
                "bash",
                'curl -s -H "Authorization: Bearer $AIRBYTE_TOKEN" http://airbyte.internal/api/public/v1/connections/$RECHARGE_CONN | jq \'{name, createdAt, streams: [.configurations.streams[] | select(.name=="subscriptions") | {name, syncMode, primaryKey}]}\'',
                '{\n  "name": "Recharge -> BigQuery",\n  "createdAt": 1796176211,\n  "streams": [\n    {\n      "name": "subscriptions",\n      "syncMode": "incremental_append",\n      "primaryKey": [["id"]]\n    }\n  ]\n}',
            ),
            (
                "read",
                "models/staging/recharge/stg_recharge__subscriptions.sql",
                "with source as (\n    select * from {{ source('recharge', 'subscriptions') }}\n)\n\nselect\n    id as subscription_id,\n    customer_id,\n    status,\n    product_title as plan_name,\n    cast(price as numeric) as price,\n    order_interval_frequency,\n    created_at,\n    cancelled_at,\n    updated_at\nfrom source\n",
            ),
            (
                "assistant",
                "Found it. `fct_subscriptions` has 61,874 rows for 44,812 subscriptions, so about 17k subscriptions are counted twice, which is your MRR jump.\n\nThe Recharge connection in Airbyte was recreated on 2 December (when the API token was rotated), and the `subscriptions` stream came back as **Incremental | Append** instead of **Incremental | Append + Deduped**. Since then every sync appends a new row for each subscription that changed, e.g. 318845021 has one row per sync. `stg_recharge__subscriptions` is a plain select that assumes one row per id, so the duplicates go straight through to the marts.\n\nFix:\n1. set the stream back to Append + Deduped (primary key `id`, cursor `updated_at`) and let the next sync rebuild the final table\n2. make `stg_recharge__subscriptions` robust anyway: `qualify row_number() over (partition by id order by updated_at desc, _airbyte_extracted_at desc) = 1`\n3. add a `unique` test on `subscription_id` so this fails the run next time instead of reaching Looker",
            ),
            (
                "user",
                "do all 3. and rule for the repo from now on: every stg model gets unique and not_null tests on its primary key, no exceptions. we had 4 stg models without any tests, thats how this got through",
            ),
            (
                "bash",
                'curl -s -X PATCH -H "Authorization: Bearer $AIRBYTE_TOKEN" -H \'Content-Type: application/json\' http://airbyte.internal/api/public/v1/connections/$RECHARGE_CONN -d \'{"configurations":{"streams":[{"name":"subscriptions","syncMode":"incremental_deduped_history","primaryKey":[["id"]],"cursorField":["updated_at"]}]}}\' | jq -r \'.configurations.streams[] | select(.name=="subscriptions") | .syncMode\'',
                "incremental_deduped_history",
            ),
            ("edit", "models/staging/recharge/stg_recharge__subscriptions.sql"),
            ("edit", "models/staging/recharge/_recharge__models.yml"),
            ("edit", "models/staging/shopify/_shopify__models.yml"),
            ("edit", "models/staging/zendesk/_zendesk__models.yml"),
            (
                "bash",
                "dbt build -s staging+ --exclude fct_orders --target prod 2>&1 | tail -3",
                "23:14:52  Finished running 17 view models, 9 table models, 2 incremental models, 58 data tests in 0 hours 3 minutes and 41.20 seconds (221.20s).\n23:14:52  \n23:14:52  Done. PASS=86 WARN=0 ERROR=0 SKIP=0 TOTAL=86",
            ),
            (
                "assistant",
                "Fixed:\n\n- Airbyte: `subscriptions` stream is back on Append + Deduped (primary key `id`, cursor `updated_at`)\n- `stg_recharge__subscriptions` dedupes with the `qualify row_number()` on `id`\n- `unique` + `not_null` on the primary key of every stg model, including the 4 that had no tests (`stg_recharge__charges`, `stg_shopify__refunds`, `stg_zendesk__tickets`, `stg_zendesk__users`)\n\nRebuilt staging and downstream in prod: 86/86 pass, and `fct_subscriptions` is back to one row per subscription (44,812). Looker's MRR will correct itself on the next cache refresh; you may want to tell finance Thursday's and Friday's numbers were inflated.",
            ),
        ],
        "lessons": [
            {"keys": ["Append + Deduped", "stg_recharge__subscriptions"]},
            {"keys": ["every stg model", "not_null"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh87-larder-decision-fct-orders-insert-overwrite",
        "split": "fresh87",
        "steps": [
            (
                "user",
                "our bigquery bill for november is 2x october. billing export says most of it is the dbt_daily job. find out why",
            ),
            (
                "bash",
                'bq query --nouse_legacy_sql --format=pretty \'select json_value(labels_json, "$.dbt_model") as model, round(sum(total_bytes_billed)/pow(1024,4),2) as tib, count(*) as jobs from (select to_json_string(labels) as labels_json, total_bytes_billed from `larderclub-data.region-us.INFORMATION_SCHEMA.JOBS` where creation_time >= "2026-11-01" and creation_time < "2026-12-01" and user_email = "dbt-prod@larderclub-data.iam.gserviceaccount.com") group by 1 order by 2 desc limit 4\'',
                "+----------------------+-------+------+\n|        model         |  tib  | jobs |\n+----------------------+-------+------+\n| fct_orders           | 47.85 |   30 |\n| fct_subscriptions    |  1.98 |   30 |\n| int_orders__daily    |  1.09 |   30 |\n| dim_customers        |  0.59 |   30 |\n+----------------------+-------+------+",
            ),
            (
                "read",
                "models/marts/fct_orders.sql",
                "{{ config(\n    materialized='incremental',\n    incremental_strategy='merge',\n    unique_key='order_id',\n    partition_by={'field': 'order_date', 'data_type': 'date'},\n    cluster_by=['customer_id']\n) }}\n\nselect * from {{ ref('int_orders__enriched') }}\n{% if is_incremental() %}\nwhere updated_at > (select max(updated_at) from {{ this }})\n{% endif %}\n",
            ),
            (
                "assistant",
                "It's `fct_orders`: 47.85 TiB billed in November, ~1.6 TB per daily run. The `merge` on `order_id` has no filter on the destination side, so BigQuery scans the whole partitioned table every run to find matches, even though only a few thousand orders change per day. Options:\n\n1. **Keep `merge`, add `incremental_predicates`** (`DBT_INTERNAL_DEST.order_date >= date_sub(current_date(), interval 7 day)`), so the merge only scans recent partitions. Smallest change, but an order edited after 7 days gets duplicated instead of updated.\n2. **`insert_overwrite`** on the `order_date` partitions: rebuild the last N days' partitions from source each run and replace them whole. No scan of old partitions, no duplicates; edits older than N days are only picked up by a full refresh.\n3. **Switch to a `table`** rebuilt nightly. Simple, ~60 GB read per run, but it grows with the business.\n\nI'd go with 1 or 2.",
            ),
            (
                "user",
                "2. insert_overwrite, last 3 days of partitions. merge scanning the full 1.6 TB every night is ~$45 a day on on-demand for a few thousand changed rows. shopify order edits after 72h are basically only refunds and those live in their own model, and dbt_weekly_full_refresh on sunday catches anything else",
            ),
            ("edit", "models/marts/fct_orders.sql"),
            (
                "bash",
                "dbt run -s fct_orders --target dev 2>&1 | grep -E 'fct_orders|Done'",
                "09:41:07  1 of 1 OK created sql incremental model dbt_maya.fct_orders ......... [SCRIPT (3.1 GiB processed) in 14.83s]\n09:41:08  Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1",
            ),
            (
                "assistant",
                "Switched `fct_orders` to `incremental_strategy='insert_overwrite'` with `partitions` set to the last 3 days of `order_date` (static list via `date_sub(current_date(\"America/New_York\"), interval 2 day)` .. today), and dropped the `updated_at` filter since whole partitions are rebuilt. `unique_key` is gone, it's not used by insert_overwrite.\n\nDev run: 3.1 GiB processed instead of ~1.6 TB, so about $0.02 a run instead of ~$45. Goes to prod with the next dbt_daily after merge.",
            ),
            ("user", "merged"),
        ],
        "lessons": [
            {"keys": ["insert_overwrite", "fct_orders", "1.6 TB"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh87-larder-active-subscribers-paused-rule-and-dbt-prod-dataset",
        "split": "fresh87",
        "steps": [
            (
                "user",
                "need a daily mart of active subscribers per plan for the board deck, one row per day per plan",
            ),
            (
                "read",
                "dbt_project.yml",
                "name: larder\nprofile: larder\n\nmodels:\n  larder:\n    staging:\n      +materialized: view\n    intermediate:\n      +materialized: ephemeral\n    marts:\n      +materialized: table\n",
            ),
            (
                "read",
                "models/marts/_marts__sources.yml",
                "version: 2\n\nexposures:\n  - name: looker_legacy\n    type: dashboard\n    owner: {name: Data team}\n    url: https://larderclub.looker.com/folders/12\n    description: Legacy Looker explores reading the analytics dataset.\n",
            ),
            (
                "assistant",
                "Plan: `mart_active_subscribers_daily` built from `fct_subscriptions` × a date spine, one row per `date_day` × `plan_name` with `active_subscribers`. It's a table like the other marts, so prod models land in the analytics dataset where the Looker explores already read.\n\nOne question on the definition: Recharge statuses are `active`, `paused` and `cancelled`. Should a paused subscription count as active, and what about a customer who skipped this month's box?",
            ),
            (
                "user",
                "paused counts as active for up to 60 days from the pause, after that it's churned even if the status still says paused. thats finance's definition and the board deck has always used it. skipped boxes are still active, skipping isnt pausing. oh and fyi prod doesnt write to analytics, thats the legacy looker dataset we're deprecating, the prod target writes to dbt_prod. dont add anything new there",
            ),
            (
                "bash",
                "grep -A6 'prod:' ~/.dbt/profiles.yml | grep -E 'dataset|project'",
                "      project: larderclub-data\n      dataset: dbt_prod",
            ),
            ("edit", "models/marts/mart_active_subscribers_daily.sql"),
            ("edit", "models/marts/_marts__models.yml"),
            (
                "bash",
                'dbt build -s mart_active_subscribers_daily --target dev 2>&1 | tail -1 && bq query --nouse_legacy_sql --format=pretty \'select date_day, sum(active_subscribers) as active from `larderclub-data.dbt_maya.mart_active_subscribers_daily` where date_day in ("2026-11-30", "2026-12-06") group by 1 order by 1\'',
                "10:22:31  Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4\n+------------+--------+\n|  date_day  | active |\n+------------+--------+\n| 2026-11-30 |  41207 |\n| 2026-12-06 |  41388 |\n+------------+--------+",
            ),
            (
                "assistant",
                "Built `mart_active_subscribers_daily` (in `dbt_maya` for now; prod will put it in `dbt_prod`):\n\n- a subscription is active on a day if it's created and not cancelled, or paused for at most 60 days (from the `paused_at` of the latest pause); after day 60 it counts as churned even if Recharge still says paused\n- skipped charges don't affect it\n- tests: `unique` on (`date_day`, `plan_name`), `not_null`, and a check that no paused subscription older than 60 days is counted\n\n41,388 active subscribers on 6 December.",
            ),
        ],
        "lessons": [
            {"keys": ["paused", "60 days"]},
            {
                "keys": ["dbt_prod", "prod target"],
                "not": ["prod models land in the analytics dataset"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh87-larder-tool-stored-airbyte-stream-reset-and-no-prod-full-refresh",
        "split": "fresh87",
        "steps": [
            (
                "user",
                "shopify added a current_total_duties_set field to orders and airbyte doesnt pick it up. first save this to memory because it bit us before: when a source schema changes, refresh the source schema on the connection and reset only the affected stream, never the whole connection. a full reset of the shopify connection takes ~9 hours and burns the shopify api quota for the day",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Airbyte schema changes: refresh the source schema on the connection and reset only the affected stream, never the whole connection. A full reset of the Shopify connection takes ~9 hours and uses up the Shopify API quota for the day.",
                    "tags": ["airbyte", "shopify", "runbook"],
                },
                '{"id":"7133","action":"stored"}',
                False,
            ),
            (
                "bash",
                'curl -s -X POST -H "Authorization: Bearer $AIRBYTE_TOKEN" http://airbyte.internal/api/v1/sources/discover_schema -H \'Content-Type: application/json\' -d "{\\"sourceId\\":\\"$SHOPIFY_SOURCE\\",\\"disable_cache\\":true}" | jq -r \'.catalog.streams[] | select(.stream.name=="orders") | .stream.jsonSchema.properties | keys[]\' | grep duties',
                "current_total_duties_set\noriginal_total_duties_set",
            ),
            (
                "bash",
                'curl -s -X POST -H "Authorization: Bearer $AIRBYTE_TOKEN" -H \'Content-Type: application/json\' http://airbyte.internal/api/v1/connections/reset/stream -d "{\\"connectionId\\":\\"$SHOPIFY_CONN\\",\\"streams\\":[{\\"streamName\\":\\"orders\\"}]}" | jq -r \'.job.status\'',
                "running",
            ),
            ("edit", "models/staging/shopify/stg_shopify__orders.sql"),
            ("edit", "models/marts/fct_orders.sql"),
            (
                "assistant",
                "Saved. Schema refreshed (`current_total_duties_set` and `original_total_duties_set` now in the catalog) and only the `orders` stream is resetting. I added `duties_amount` to `stg_shopify__orders` and `fct_orders`.\n\nSince `fct_orders` is insert_overwrite over the last 3 days, the new column would only be filled for recent partitions. Once the stream finishes I'll backfill with `dbt run -s fct_orders --full-refresh --target prod`.",
            ),
            (
                "user",
                "no dont. nobody runs --full-refresh against prod from a laptop, ever. it rebuilds 1.6TB on on-demand pricing and last time someone did it mid-day it locked the table while looker was reading it. the sunday composer job dbt_weekly_full_refresh does full refreshes, duties can wait till sunday. if something really cant wait ask in #data-eng first",
            ),
            (
                "bash",
                'sleep 600; curl -s -H "Authorization: Bearer $AIRBYTE_TOKEN" http://airbyte.internal/api/public/v1/jobs?connectionId=$SHOPIFY_CONN\\&limit=1 | jq -r \'.data[0] | "\\(.jobType) \\(.status) \\(.rowsSynced)"\'',
                "reset succeeded 1184220",
            ),
            (
                "bash",
                "dbt build -s stg_shopify__orders fct_orders --target dev 2>&1 | tail -1",
                "10:58:40  Done. PASS=7 WARN=0 ERROR=0 SKIP=0 TOTAL=7",
            ),
            (
                "assistant",
                "No prod full refresh then. The `orders` stream reset finished (1,184,220 rows re-synced) and the dev build passes. After merge, `duties_amount` fills in for the last 3 days on the next dbt_daily and for all history on Sunday's dbt_weekly_full_refresh.",
            ),
        ],
        "lessons": [
            {"keys": ["--full-refresh", "dbt_weekly_full_refresh"]},
        ],
        "tool_stored": [["affected stream", "whole connection"]],
    },
    {
        "name": "fresh87-larder-klaviyo-attribution-new-york-reporting-day",
        "split": "fresh87",
        "steps": [
            (
                "user",
                "marketing wants email-attributed revenue per day from klaviyo. orders placed after a click on a campaign email",
            ),
            (
                "read",
                "models/staging/klaviyo/stg_klaviyo__events.sql",
                "select\n    id as event_id,\n    json_value(attributes, '$.metric_id') as metric_id,\n    json_value(relationships, '$.profile.data.id') as profile_id,\n    json_value(attributes, '$.event_properties.$message') as campaign_message_id,\n    timestamp(json_value(attributes, '$.datetime')) as occurred_at\nfrom {{ source('klaviyo', 'events') }}\n",
            ),
            (
                "assistant",
                "Klaviyo event timestamps are UTC. Plan: `int_klaviyo__clicks` (Clicked Email events), join to `fct_orders` on the customer's email, attribute an order to the latest click before it within Klaviyo's default 5-day window, and bucket by UTC date into `mart_email_revenue_daily`. OK?",
            ),
            ("user", "yep sounds fine"),
            ("edit", "models/intermediate/int_klaviyo__clicks.sql"),
            ("edit", "models/marts/mart_email_revenue_daily.sql"),
            (
                "bash",
                "dbt build -s +mart_email_revenue_daily --target dev 2>&1 | tail -1 && bq query --nouse_legacy_sql --format=pretty 'select e.date_day, e.email_revenue, o.revenue as shopify_revenue from `larderclub-data.dbt_maya.mart_email_revenue_daily` e join `larderclub-data.dbt_prod.int_orders__daily` o using (date_day) where date_day = \"2026-12-01\"'",
                "11:31:09  Done. PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6\n+------------+---------------+-----------------+\n|  date_day  | email_revenue | shopify_revenue |\n+------------+---------------+-----------------+\n| 2026-12-01 |     118422.50 |       301877.10 |\n+------------+---------------+-----------------+",
            ),
            (
                "assistant",
                "Built. On 1 December email-attributed revenue is $118,422.50 of $301,877.10 total (39%). That's Giving Tuesday, so the share looks plausible.",
            ),
            (
                "user",
                "hm wait no, scratch the UTC bit. every reporting day in this repo is America/New_York, finance closes the books on NY time, int_orders__daily already converts, look at it. so your mart and int_orders__daily dont even line up. also the window: marketing agreed in october on a 3-day click window, not klaviyo's 5-day default, that's what their dashboards use",
            ),
            (
                "read",
                "models/intermediate/int_orders__daily.sql",
                "select\n    date(created_at, 'America/New_York') as date_day,\n    sum(total_price) as revenue,\n    count(*) as orders\nfrom {{ ref('fct_orders') }}\ngroup by 1\n",
            ),
            ("edit", "models/marts/mart_email_revenue_daily.sql"),
            ("edit", "models/intermediate/int_klaviyo__clicks.sql"),
            (
                "bash",
                "dbt build -s +mart_email_revenue_daily --target dev 2>&1 | tail -1 && bq query --nouse_legacy_sql --format=pretty 'select e.date_day, e.email_revenue, o.revenue as shopify_revenue from `larderclub-data.dbt_maya.mart_email_revenue_daily` e join `larderclub-data.dbt_prod.int_orders__daily` o using (date_day) where date_day = \"2026-12-01\"'",
                "11:44:52  Done. PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6\n+------------+---------------+-----------------+\n|  date_day  | email_revenue | shopify_revenue |\n+------------+---------------+-----------------+\n| 2026-12-01 |     104960.25 |       296310.40 |\n+------------+---------------+-----------------+",
            ),
            (
                "assistant",
                "Fixed both: `mart_email_revenue_daily` buckets by `date(ordered_at, 'America/New_York')` like `int_orders__daily`, and the attribution window is 3 days after the click. 1 December is now $104,960.25 of $296,310.40 (35%), and the totals line up with `int_orders__daily`.",
            ),
            ("user", "good, ship it"),
        ],
        "lessons": [
            {"keys": ["America/New_York", "reporting day"], "not": ["bucket by UTC date"]},
            {"keys": ["3-day", "click window"]},
        ],
        "tool_stored": [],
    },
]
