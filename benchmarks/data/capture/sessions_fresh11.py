"""The "fresh11" capture sessions: written in session 19 (2026-12-04) by a helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH11: list[dict[str, Any]] = [
    {
        "name": "fresh11-bme280-address-correction",
        "split": "fresh11",
        "steps": [
            (
                "user",
                "weather node keeps logging `bme280: chip id read failed` right after boot. the bme280 sits at 0x76 on the i2c bus so its not the address, probably something in the init sequence? can u look",
            ),
            (
                "read",
                "firmware/main/sensors/bme280.c",
                '#include "driver/i2c.h"\n#include "esp_log.h"\n\n#define BME280_ADDR 0x76\n#define BME280_REG_ID 0xD0\n#define BME280_CHIP_ID 0x60\n\nstatic const char *TAG = "bme280";\n\nesp_err_t bme280_init(i2c_port_t port) {\n    uint8_t id = 0;\n    esp_err_t err = i2c_master_write_read_device(port, BME280_ADDR, &(uint8_t){BME280_REG_ID}, 1, &id, 1, pdMS_TO_TICKS(50));\n    if (err != ESP_OK || id != BME280_CHIP_ID) {\n        ESP_LOGE(TAG, "chip id read failed (%s)", esp_err_to_name(err));\n        return ESP_FAIL;\n    }\n    return bme280_load_calibration(port);\n}\n',
            ),
            (
                "bash",
                "cd firmware && idf.py -p /dev/ttyUSB0 flash monitor --no-reset | head -20",
                "I (291) boot: Loaded app from partition at offset 0x10000\nI (305) i2c: bus 0 sda=21 scl=22 freq=400000\nE (318) bme280: chip id read failed (ESP_ERR_TIMEOUT)\nW (320) app_main: sensor init failed, retrying in 5s\nE (5330) bme280: chip id read failed (ESP_ERR_TIMEOUT)",
            ),
            (
                "think",
                "A timeout rather than a wrong id means nothing ACKs at that address. The firmware has an i2c console command; scan the bus.",
            ),
            (
                "bash",
                "cd firmware && idf.py -p /dev/ttyUSB0 monitor --cmd 'i2cdetect'",
                "     0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f\n00:          -- -- -- -- -- -- -- -- -- -- -- -- --\n10: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --\n20: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --\n30: -- -- -- -- -- -- -- -- -- -- -- -- 3c -- -- --\n40: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --\n50: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --\n60: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --\n70: -- -- -- -- -- -- -- 77",
            ),
            (
                "assistant",
                "The init sequence looks fine; the read times out because nothing answers at 0x76. The bus scan finds the display at 0x3c and one device at 0x77, which is the BME280's other address (it depends on how the SDO pin is strapped). Is this board wired differently from the one the driver was written for?",
            ),
            (
                "user",
                "hmm yeah right, 0x76 was the old board. on rev C they pulled SDO high so the bme280 answers on 0x77 now. every unit in the field is rev C so just change the define, dont bother making it a kconfig option",
            ),
            ("edit", "firmware/main/sensors/bme280.c"),
            (
                "bash",
                "cd firmware && idf.py build flash -p /dev/ttyUSB0 && idf.py -p /dev/ttyUSB0 monitor --no-reset | head -8",
                "Project build complete.\n...\nI (305) i2c: bus 0 sda=21 scl=22 freq=400000\nI (317) bme280: chip id 0x60, calibration loaded\nI (1320) app_main: t=21.4C rh=48.2% p=1011.7hPa",
            ),
            (
                "assistant",
                "Changed `BME280_ADDR` to 0x77. After flashing, the chip id reads 0x60 and the node is logging temperature, humidity and pressure again.",
            ),
        ],
        "lessons": [{"keys": ["0x77", "bme280"], "not": ["sits at 0x76"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh11-orders-duplicate-retry",
        "split": "fresh11",
        "steps": [
            (
                "user",
                "finance says the daily revenue dashboard shows roughly double for nov 28. i think the orders table in the warehouse has dupes for that day, can you dig into it",
            ),
            (
                "bash",
                "bq query --use_legacy_sql=false 'SELECT COUNT(*) AS rows, COUNT(DISTINCT order_id) AS orders FROM analytics.orders WHERE order_date = \"2026-11-28\"'",
                "+-------+--------+\n| rows  | orders |\n+-------+--------+\n| 36884 |  18442 |\n+-------+--------+",
            ),
            (
                "assistant",
                "Confirmed: 36,884 rows for 18,442 distinct orders on the 28th, so every order from that day is in the table exactly twice. The days around it are clean. Let me look at the DAG.",
            ),
            (
                "read",
                "dags/orders_daily.py",
                'default_args = {\n    "owner": "data-eng",\n    "retries": 3,\n    "retry_delay": timedelta(minutes=5),\n}\n\nwith DAG("orders_daily", schedule="0 19 * * *", default_args=default_args, catchup=False) as dag:\n    extract = PythonOperator(task_id="extract_orders", python_callable=extract_orders)\n    load = BigQueryInsertJobOperator(\n        task_id="load_orders",\n        configuration={"load": {\n            "sourceUris": ["gs://acme-lake/orders/{{ ds }}/*.parquet"],\n            "destinationTable": {"projectId": "acme-dw", "datasetId": "analytics", "tableId": "orders"},\n            "sourceFormat": "PARQUET",\n            "writeDisposition": "WRITE_APPEND",\n        }},\n        execution_timeout=timedelta(minutes=20),\n    )\n    extract >> load\n',
            ),
            (
                "bash",
                "airflow tasks states-for-dag-run orders_daily scheduled__2026-11-28T19:00:00+00:00",
                "dag_id       | execution_date            | task_id        | state   | try_number\n=============+===========================+================+=========+===========\norders_daily | 2026-11-28T19:00:00+00:00 | extract_orders | success | 1\norders_daily | 2026-11-28T19:00:00+00:00 | load_orders    | success | 2",
            ),
            (
                "bash",
                "airflow tasks logs orders_daily load_orders scheduled__2026-11-28T19:00:00+00:00 --try-number 1 | tail -4",
                "[2026-11-28, 19:21:07 UTC] {bigquery.py:1612} INFO - Inserting job airflow_orders_daily_load_orders_2026_11_28_a91f\n[2026-11-28, 19:41:07 UTC] {taskinstance.py:2699} ERROR - Task failed with exception\nairflow.exceptions.AirflowTaskTimeout: Timeout, PID: 4121\n[2026-11-28, 19:41:08 UTC] {taskinstance.py:1140} INFO - Marking task as UP_FOR_RETRY",
            ),
            (
                "bash",
                "bq ls -j -a --min_creation_time 1796324400000 --max_results 10 acme-dw | grep load_orders",
                "airflow_orders_daily_load_orders_2026_11_28_a91f   load   SUCCESS   28 Nov 19:21:07   0:24:52\nairflow_orders_daily_load_orders_2026_11_28_c03d   load   SUCCESS   28 Nov 19:46:15   0:03:10",
            ),
            (
                "think",
                "First attempt hit the 20 min execution_timeout, but killing the Airflow task doesn't cancel the BigQuery job; it finished at ~19:46 and committed. Then try 2 appended the same files again.",
            ),
            (
                "assistant",
                "Found it. The first `load_orders` attempt hit the 20-minute `execution_timeout` (the lake files were large that day after the Black Friday export), and Airflow marked it for retry. But killing the task doesn't cancel the BigQuery load job it had started: job `..._a91f` kept running and committed at about 19:46. The retry then started a second load of the same files, and since the load is `WRITE_APPEND`, every order landed twice.",
            ),
            (
                "user",
                "ugh. ok that probably explains the weird spike in october too. fix it so a retry can't double load anything: load into a staging table and MERGE into orders on order_id. and clean up the 28th",
            ),
            ("edit", "dags/orders_daily.py"),
            (
                "bash",
                "bq query --use_legacy_sql=false < sql/oneoff/dedupe_orders_2026_11_28.sql && bq query --use_legacy_sql=false 'SELECT COUNT(*), COUNT(DISTINCT order_id) FROM analytics.orders WHERE order_date = \"2026-11-28\"'",
                "Number of affected rows: 18442\n+-------+-------+\n| f0_   | f1_   |\n+-------+-------+\n| 18442 | 18442 |\n+-------+-------+",
            ),
            (
                "bash",
                "pytest tests/dags -q",
                "..........\n10 passed in 4.77s",
            ),
            (
                "assistant",
                "Done. `load_orders` now loads with `WRITE_TRUNCATE` into `staging.orders_{{ ds_nodash }}` and a following `merge_orders` task runs a `MERGE` on `order_id` into `analytics.orders`, so a retried or doubled load can't create duplicates. The 28th is deduplicated (18,442 rows for 18,442 orders). I also added a DAG test that checks the load task no longer appends to `analytics.orders`. October 14 has the same double-load pattern in the job list if you want me to clean that day too.",
            ),
            ("user", "yes pls, same thing for oct 14"),
            (
                "bash",
                "sed 's/2026-11-28/2026-10-14/g' sql/oneoff/dedupe_orders_2026_11_28.sql | bq query --use_legacy_sql=false",
                "Number of affected rows: 15107",
            ),
            ("assistant", "October 14 deduplicated as well: 15,107 duplicate rows removed."),
        ],
        "lessons": [{"keys": ["duplicat", "retr"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh11-decision-drift-offline",
        "split": "fresh11",
        "steps": [
            (
                "user",
                "next up is offline mode for the inspection app. inspectors lose signal in basements and plant rooms all the time and right now the form just spins. I was thinking Hive for the local storage since its fast and dead simple to set up, thoughts?",
            ),
            (
                "read",
                "pubspec.yaml",
                "name: field_inspect\nenvironment:\n  sdk: '>=3.4.0 <4.0.0'\n  flutter: '>=3.22.0'\ndependencies:\n  flutter:\n    sdk: flutter\n  flutter_riverpod: ^2.5.1\n  dio: ^5.4.3\n  image_picker: ^1.1.2\n  go_router: ^14.2.0\n",
            ),
            (
                "assistant",
                "Hive is quick to start with: typed boxes, no schema, very fast reads. The catches are that it's a key-value store with no queries, so anything relational you do by hand in Dart, and the original package hasn't had a real release in a long while (the community fork hive_ce is where work happens now). The main alternative is drift: SQLite underneath, type-safe queries generated from Dart, joins, and proper schema migrations, at the cost of a build_runner step and more setup. It depends on what the offline data looks like: a single draft form per inspection suits Hive fine.",
            ),
            (
                "user",
                "hm. it's not just one form though, the sync conflict resolution has to join inspections with their photos and checklist items to work out what changed on each side. doing that by hand over hive boxes sounds awful",
            ),
            (
                "assistant",
                "Then I'd go with drift: that conflict check is a three-table join you'd write once in SQL instead of loading whole boxes and matching ids in Dart, and the schema migrations will matter once the checklist format changes.",
            ),
            ("user", "yeah ok, drift it is"),
            (
                "bash",
                "flutter pub add drift drift_flutter path_provider && flutter pub add --dev drift_dev build_runner",
                "Resolving dependencies...\n+ drift 2.20.3\n+ drift_flutter 0.2.1\n+ sqlite3 2.4.6\n+ sqlite3_flutter_libs 0.5.24\n+ path_provider 2.1.4\n+ drift_dev 2.20.3 (dev)\n+ build_runner 2.4.12 (dev)\nChanged 23 dependencies!",
            ),
            ("edit", "lib/data/local/app_database.dart"),
            ("edit", "lib/data/local/tables.dart"),
            (
                "bash",
                "dart run build_runner build --delete-conflicting-outputs",
                "[INFO] Generating build script completed, took 412ms\n[INFO] Running build completed, took 9.8s\n[INFO] Succeeded after 9.9s with 3 outputs (6 actions)",
            ),
            (
                "bash",
                "flutter test test/data/local",
                "00:03 +4: All tests passed!",
            ),
            (
                "assistant",
                "Added drift with `Inspections`, `Photos` and `ChecklistItems` tables, a `pendingChanges()` query that joins the three on `inspection_id` and filters by `updated_at > synced_at`, and schema version 1. Generated code builds and the 4 new tests against an in-memory database pass. Next I can wire the form to save locally first and queue the upload.",
            ),
        ],
        "lessons": [{"keys": ["drift", "join"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh11-rust-unwrap-complaint",
        "split": "fresh11",
        "steps": [
            (
                "user",
                "add an `export` subcommand to pkgsnap that writes the current snapshot to a file, --format json or toml, default json",
            ),
            (
                "read",
                "src/cli.rs",
                "#[derive(Subcommand)]\npub enum Command {\n    /// Take a snapshot of installed packages\n    Snap { #[arg(long)] label: Option<String> },\n    /// Show differences between two snapshots\n    Diff { from: String, to: String },\n}\n",
            ),
            (
                "read",
                "src/commands/diff.rs",
                'pub fn run(store: &Store, from: &str, to: &str) -> anyhow::Result<()> {\n    let a = store.load(from).with_context(|| format!("loading snapshot {from}"))?;\n    let b = store.load(to).with_context(|| format!("loading snapshot {to}"))?;\n    print_diff(&a.diff(&b));\n    Ok(())\n}\n',
            ),
            ("edit", "src/cli.rs"),
            ("edit", "src/commands/export.rs"),
            (
                "bash",
                "cargo build && ./target/debug/pkgsnap export --format toml -o /tmp/snap.toml && head -5 /tmp/snap.toml",
                '   Compiling pkgsnap v0.4.1 (/home/nika/src/pkgsnap)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.41s\n[meta]\ntaken_at = "2026-12-04T09:12:44Z"\nhost = "nika-x1"\n\n[[packages]]',
            ),
            (
                "assistant",
                "Added `pkgsnap export [--format json|toml] [-o FILE]`, defaulting to JSON on stdout. It loads the latest snapshot, serializes it with serde_json or toml, and writes the file.",
            ),
            (
                "bash",
                "./target/debug/pkgsnap export -o /root/nope.json",
                "thread 'main' panicked at src/commands/export.rs:21:44:\ncalled `Result::unwrap()` on an `Err` value: Os { code: 13, kind: PermissionDenied, message: \"Permission denied\" }\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
            ),
            (
                "user",
                "ugh, no unwraps in the commands please. every handler returns anyhow::Result and errors get a .context() saying what we were trying to do, like diff.rs does. otherwise users just get a panic dump instead of a message",
            ),
            ("edit", "src/commands/export.rs"),
            (
                "bash",
                "cargo clippy -- -D warnings && ./target/debug/pkgsnap export -o /root/nope.json; echo exit=$?",
                "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.92s\nError: writing snapshot to /root/nope.json\n\nCaused by:\n    Permission denied (os error 13)\nexit=1",
            ),
            (
                "bash",
                "cargo test -q",
                "running 14 tests\n..............\ntest result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.08s",
            ),
            (
                "assistant",
                "`export::run` now returns `anyhow::Result<()>`; the three `unwrap()`s became `?` with `.context(...)` (loading the latest snapshot, serializing, writing to the path). A write failure now prints `Error: writing snapshot to /root/nope.json` with the OS cause and exits 1. Clippy and the tests are clean.",
            ),
        ],
        "lessons": [{"keys": ["unwrap", "context"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh11-tick-rate-tool-stored",
        "split": "fresh11",
        "steps": [
            (
                "user",
                "players are reporting rubber banding since yesterday's build. I bumped the physics ticks to 144 to feel smoother on high refresh monitors, could that be it??",
            ),
            (
                "read",
                "project.godot",
                '[application]\nconfig/name="Skyhook"\nrun/main_scene="res://scenes/main_menu.tscn"\n\n[physics]\ncommon/physics_ticks_per_second=144\ncommon/max_physics_steps_per_frame=8\n',
            ),
            (
                "read",
                "netcode/rollback.gd",
                "extends Node\n\nconst TICKS_PER_SECOND := 60\nconst MAX_ROLLBACK_MS := 133\nconst BUFFER_SIZE := int(ceil(MAX_ROLLBACK_MS / 1000.0 * TICKS_PER_SECOND))  # 8 ticks\n\nvar _history: Array[Dictionary] = []\n",
            ),
            (
                "assistant",
                "Very likely. The rollback code hardcodes `TICKS_PER_SECOND := 60` and sizes its history buffer from it (8 ticks, about 133 ms at 60 Hz). At 144 ticks those 8 entries only cover about 55 ms, so any packet later than that can't be rolled back and the client snaps to the server state: that's the rubber banding.",
            ),
            (
                "user",
                "ok revert it to 60. and make sure nobody (you included) touches the tick rate again without also changing the rollback code",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Physics tick rate is 60 (physics_ticks_per_second in project.godot); netcode/rollback.gd assumes 60 ticks for its rollback buffer, so never change the tick rate without updating the rollback code.",
                    "layer": "fact",
                    "tags": ["netcode", "physics"],
                },
                '{"id":"31","action":"stored"}',
                False,
            ),
            ("edit", "project.godot"),
            (
                "bash",
                "godot --headless -s tests/run_netcode_tests.gd",
                "Godot Engine v4.3.stable.official\n[netcode] rollback_within_window ... ok\n[netcode] late_packet_120ms ... ok\n[netcode] late_packet_200ms_snaps ... ok\n3/3 passed",
            ),
            (
                "assistant",
                "Reverted `physics_ticks_per_second` to 60 and saved a note that the tick rate and the rollback buffer have to change together. The netcode tests pass, including a 120 ms late packet that is rolled back correctly.",
            ),
            (
                "user",
                "cool. yeah 60 is load bearing, the rollback buffer math just quietly breaks otherwise. oh wait, the dedicated server doesn't even read project.godot for this, it takes tick_rate from server.cfg on the box. I pushed 144 there too yesterday so fix that one as well",
            ),
            (
                "read",
                "deploy/server/server.cfg",
                "[server]\nport=24600\nmax_players=16\ntick_rate=144\nsnapshot_rate=20\n",
            ),
            ("edit", "deploy/server/server.cfg"),
            (
                "bash",
                "grep -n tick_rate deploy/server/server.cfg server/dedicated.gd",
                'deploy/server/server.cfg:4:tick_rate=60\nserver/dedicated.gd:17:\tEngine.physics_ticks_per_second = cfg.get_value("server", "tick_rate", 60)',
            ),
            (
                "assistant",
                "Set `tick_rate=60` in deploy/server/server.cfg. `server/dedicated.gd` overrides `Engine.physics_ticks_per_second` from that value at startup, so the server was running at 144 regardless of project.godot. It takes effect on the next server deploy.",
            ),
        ],
        "lessons": [{"keys": ["server.cfg", "tick"]}],
        "tool_stored": [["60", "rollback"]],
    },
    {
        "name": "fresh11-eval-split-correction",
        "split": "fresh11",
        "steps": [
            (
                "user",
                "ok so I want to retrain the intent classifier with the new sentencepiece tokenizer and compare it against what's in prod. the eval split is intent-eval-v2 on the bucket (gs://halyard-ml/datasets/intent-eval-v2), train is whatever configs/train.yaml points at. can you kick off a run and then eval both checkpoints? I'd like macro-F1 per intent and not just the overall number, the billing intents have been the weak spot for a while and I want to see if the tokenizer helps there specifically",
            ),
            (
                "read",
                "configs/train.yaml",
                "model: distilroberta-base\ntokenizer: tokenizers/spm-32k-2026-11\ntrain_data: gs://halyard-ml/datasets/intent-train-2026-11\neval_data: gs://halyard-ml/datasets/intent-eval-v3\nepochs: 4\nlr: 3.0e-5\nbatch_size: 64\nseed: 13\n",
            ),
            (
                "assistant",
                "Before I start: configs/train.yaml evaluates on `intent-eval-v3`, not v2. Which one should the comparison use?",
            ),
            (
                "user",
                "hmm, v2 is the old one i gave you, sorry. v3 is right. we found v2 had ~400 utterances that were also in train (leakage from the dedupe bug), so any v2 number is inflated. v3 for everything",
            ),
            (
                "bash",
                "python train.py --config configs/train.yaml --out runs/spm32k-2026-12-04",
                "loading gs://halyard-ml/datasets/intent-train-2026-11 (84,213 examples)\nepoch 1/4  loss 0.612  val_macro_f1 0.842\nepoch 2/4  loss 0.287  val_macro_f1 0.881\nepoch 3/4  loss 0.191  val_macro_f1 0.893\nepoch 4/4  loss 0.148  val_macro_f1 0.896\nsaved runs/spm32k-2026-12-04/checkpoint-final",
            ),
            (
                "bash",
                "python eval.py --data gs://halyard-ml/datasets/intent-eval-v3 --ckpt models/prod/2026-10-02 runs/spm32k-2026-12-04/checkpoint-final --per-class --filter 'billing_*'",
                "intent                      prod     spm32k\nbilling_refund_request      0.781    0.842\nbilling_invoice_copy        0.834    0.851\nbilling_payment_failed      0.702    0.789\nbilling_change_plan         0.866    0.871\n---\nmacro_f1 (all 57 intents)   0.879    0.896",
            ),
            (
                "assistant",
                "Results on intent-eval-v3: overall macro-F1 goes from 0.879 (prod) to 0.896. The billing intents gain the most: `billing_payment_failed` +0.087 and `billing_refund_request` +0.061, while `billing_change_plan` is flat. The full per-intent table is in runs/spm32k-2026-12-04/eval_v3.csv.",
            ),
            ("user", "nice, payment_failed was the worst one. ship it to staging tomorrow"),
        ],
        "lessons": [{"keys": ["intent-eval-v3", "leak"], "not": ["eval split is intent-eval-v2"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh11-chitchat-go-context",
        "split": "fresh11",
        "steps": [
            (
                "user",
                "whats the difference between context.WithTimeout and context.WithDeadline again, i always forget which one to use",
            ),
            (
                "assistant",
                "They're the same mechanism. `WithDeadline(parent, t)` cancels the context at an absolute time `t`; `WithTimeout(parent, d)` is literally `WithDeadline(parent, time.Now().Add(d))`. Use `WithTimeout` when you think in durations (\"give this call 2s\") and `WithDeadline` when you already have a fixed point in time, e.g. a request deadline you're passing along. Either way, call the returned `cancel` (usually `defer cancel()`) so the timer is released early.",
            ),
            (
                "user",
                "lol so its the same thing with extra steps. ok thx. run the tests real quick while youre here",
            ),
            (
                "bash",
                "go test ./...",
                "ok  \tgithub.com/tessellate-io/ledgerd/internal/api\t0.412s\nok  \tgithub.com/tessellate-io/ledgerd/internal/store\t1.087s\nok  \tgithub.com/tessellate-io/ledgerd/internal/reconcile\t0.233s\n?   \tgithub.com/tessellate-io/ledgerd/cmd/ledgerd\t[no test files]",
            ),
            ("assistant", "All green: api, store and reconcile pass; cmd/ledgerd has no tests."),
            ("user", "👍"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh11-chitchat-kotlin-rename",
        "split": "fresh11",
        "steps": [
            (
                "user",
                "can you rename UserPrefsRepo to SettingsRepository across the app module? the old name has bugged me for months",
            ),
            (
                "bash",
                "grep -rln 'UserPrefsRepo' app/src",
                "app/src/main/java/com/pebble/habits/data/UserPrefsRepo.kt\napp/src/main/java/com/pebble/habits/di/DataModule.kt\napp/src/main/java/com/pebble/habits/ui/settings/SettingsViewModel.kt\napp/src/main/java/com/pebble/habits/ui/today/TodayViewModel.kt\napp/src/test/java/com/pebble/habits/data/UserPrefsRepoTest.kt",
            ),
            ("edit", "app/src/main/java/com/pebble/habits/data/SettingsRepository.kt"),
            ("edit", "app/src/main/java/com/pebble/habits/di/DataModule.kt"),
            ("edit", "app/src/main/java/com/pebble/habits/ui/settings/SettingsViewModel.kt"),
            ("edit", "app/src/main/java/com/pebble/habits/ui/today/TodayViewModel.kt"),
            ("edit", "app/src/test/java/com/pebble/habits/data/SettingsRepositoryTest.kt"),
            (
                "bash",
                "./gradlew :app:testDebugUnitTest --console=plain | tail -4",
                "> Task :app:testDebugUnitTest\n\nBUILD SUCCESSFUL in 41s\n38 actionable tasks: 9 executed, 29 up-to-date",
            ),
            (
                "assistant",
                "Renamed the class, its file and its test to `SettingsRepository` / `SettingsRepositoryTest`, and updated the Hilt binding in DataModule and the two view models. Unit tests pass; nothing outside the app module referenced it.",
            ),
            ("user", "much better. ok I'm done for today, brain is fried"),
            ("assistant", "Have a good evening!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
