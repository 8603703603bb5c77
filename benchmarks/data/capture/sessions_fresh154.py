"""The "fresh154" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH154: list[dict[str, Any]] = [
    # --- "wortwatch": fermentation monitoring and batch logs for Stoke Croft Brewing Co
    # (Bristol). Go 1.23, chi, sqlc + pgx on Postgres 16, iSpindel hydrometers and glycol
    # probes publishing over MQTT to a local mosquitto, templ + HTMX pages, Telegram alerts;
    # runs under systemd on an Intel NUC in the brewhouse, deployed with `make deploy` ---
    {
        "name": "fresh154-wortwatch-chitchat-plato-vs-sg-and-heading-typo",
        "split": "fresh154",
        "steps": [
            (
                "user",
                "quick q whats plato vs specific gravity? tom keeps saying the ipa is at 12 "
                "plato and i only know SG. also the batch page says Fermentaion Log, can u fix",
            ),
            (
                "read",
                "internal/web/views/batch.templ",
                "templ BatchPage(b db.Batch, readings []db.Reading) {\n"
                "\t@Layout(b.Name) {\n"
                "\t\t<h2>Fermentaion Log</h2>\n"
                '\t\t<div hx-get={ chartURL(b.ID) } hx-trigger="load, every 60s"></div>\n'
                "\t}\n"
                "}\n",
            ),
            (
                "think",
                "SG = density relative to water. Plato = % sugar by weight. Rough rule: "
                "(SG-1)*1000/4. 1.048 -> 12. Exact-ish: P = 259 - 259/SG = 11.86. Explain, "
                "then fix the heading, regenerate templ.",
            ),
            (
                "assistant",
                "Both measure how much sugar is in the wort, just on different scales:\n\n"
                "- **Specific gravity (SG)** is the density compared to water. Water is "
                "`1.000`, a typical IPA wort starts around `1.048`-`1.065`.\n"
                "- **Plato (°P)** is the percentage of sugar by weight. 12 °P means roughly "
                "12 g of extract per 100 g of wort.\n\n"
                "Quick conversion in your head: **°P ≈ (SG − 1) × 1000 / 4**, so `1.048` is "
                "about 12 °P. The more exact version is `°P = 259 − 259 / SG`, which gives "
                "11.9 for 1.048. The rule of thumb drifts a bit above ~1.080.\n\n"
                'So Tom\'s "12 plato" is your "1.048". Want me to fix the heading?',
            ),
            ("user", "ah ok makes sense. yeah just the heading"),
            ("edit", "internal/web/views/batch.templ"),
            (
                "bash",
                "templ generate && go test ./internal/web/...",
                "(✓) Complete [ updates=1 duration=17.9ms ]\n"
                "ok  \tgithub.com/stokecroft/wortwatch/internal/web\t0.214s",
            ),
            (
                "assistant",
                "Fixed: the heading now reads **Fermentation Log**. Regenerated the templ files "
                "and the web tests pass.",
            ),
            ("user", "nice one"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh154-wortwatch-incident-mqtt-client-id-clash",
        "split": "fresh154",
        "steps": [
            (
                "user",
                "fv3 chart has been flat since tues afternoon, no new readings. the ispindel is "
                "def online, green light and its posting, i can see it in mqtt explorer. fv1 is "
                "patchy too",
            ),
            (
                "bash",
                'journalctl -u wortwatch --since "2 days ago" | grep -i mqtt | tail -6',
                'Dec 01 14:02:11 brewhouse-nuc wortwatch[812]: level=WARN msg="mqtt connection '
                'lost" err=EOF\n'
                'Dec 01 14:02:12 brewhouse-nuc wortwatch[812]: level=INFO msg="mqtt connected" '
                "broker=tcp://localhost:1883\n"
                'Dec 01 14:02:14 brewhouse-nuc wortwatch[812]: level=WARN msg="mqtt connection '
                'lost" err=EOF\n'
                'Dec 01 14:02:15 brewhouse-nuc wortwatch[812]: level=INFO msg="mqtt connected" '
                "broker=tcp://localhost:1883\n"
                'Dec 01 14:02:17 brewhouse-nuc wortwatch[812]: level=WARN msg="mqtt connection '
                'lost" err=EOF\n'
                'Dec 01 14:02:18 brewhouse-nuc wortwatch[812]: level=INFO msg="mqtt connected" '
                "broker=tcp://localhost:1883",
            ),
            (
                "bash",
                "sudo tail -4 /var/log/mosquitto/mosquitto.log",
                "1764597731: Client wortwatch already connected, closing old connection.\n"
                "1764597731: New client connected from 100.71.4.22:53144 as wortwatch "
                "(p2, c0, k30).\n"
                "1764597733: Client wortwatch already connected, closing old connection.\n"
                "1764597733: New client connected from 127.0.0.1:40112 as wortwatch "
                "(p2, c0, k30).",
            ),
            (
                "read",
                "internal/ingest/mqtt.go",
                "func Connect(cfg config.MQTT) (mqtt.Client, error) {\n"
                "\topts := mqtt.NewClientOptions().AddBroker(cfg.BrokerURL)\n"
                '\topts.SetClientID("wortwatch")\n'
                "\topts.SetCleanSession(false)\n"
                "\topts.SetAutoReconnect(true)\n"
                "\t...\n",
            ),
            (
                "bash",
                "tailscale status | grep 100.71.4.22",
                "100.71.4.22     sams-macbook         sam@         macOS   active; direct",
            ),
            (
                "think",
                "Two clients with identical client ID 'wortwatch': the NUC service and something "
                "on Sam's laptop over tailscale. Mosquitto drops the old connection whenever the "
                "same ID connects; both auto-reconnect, so they keep kicking each other. Clean "
                "session false means the queued messages go to whoever holds the session at the "
                "time, so part of the readings land on the laptop. Fix: unique client ID per "
                "host, dev defaults to a local broker.",
            ),
            (
                "assistant",
                "Found it.\n\n"
                "**Cause:** there are two wortwatch instances on the brewhouse broker with the "
                "same MQTT client ID, `wortwatch`: the service on the NUC and one running on "
                "`sams-macbook` (100.71.4.22 over Tailscale). Mosquitto allows only one "
                "connection per client ID, so every time one of them reconnects the broker "
                "closes the other (`Client wortwatch already connected, closing old "
                "connection`), and both auto-reconnect, so they've been kicking each other off "
                "every couple of seconds since Tuesday. Readings that arrived while the laptop "
                "held the session went into Sam's local database instead.\n\n"
                "**Fix:**\n"
                "- build the client ID from the hostname: `wortwatch-<hostname>`\n"
                "- make the dev config default to `tcp://localhost:1883` instead of the "
                "brewhouse broker\n\n"
                "Sam's instance should be stopped either way. Go ahead?",
            ),
            ("user", "yes do it. ive messaged sam, hes killed it"),
            ("edit", "internal/ingest/mqtt.go"),
            ("edit", "internal/config/config.go"),
            ("edit", ".env.example"),
            ("edit", "internal/ingest/mqtt_test.go"),
            (
                "bash",
                "go test ./internal/... && make deploy && sleep 90 && journalctl -u wortwatch "
                "--since '2 min ago' | grep -E 'mqtt|reading' | tail -3",
                "ok  \tgithub.com/stokecroft/wortwatch/internal/ingest\t0.088s\n"
                "ok  \tgithub.com/stokecroft/wortwatch/internal/config\t0.012s\n"
                "rsync ... done, restarting wortwatch.service\n"
                'level=INFO msg="mqtt connected" broker=tcp://localhost:1883 '
                "client_id=wortwatch-brewhouse-nuc\n"
                'level=INFO msg="reading stored" sensor=ispindel-fv3 sg=1.0142 temp_c=19.6\n'
                'level=INFO msg="reading stored" sensor=ispindel-fv1 sg=1.0310 temp_c=18.9',
            ),
            (
                "assistant",
                "Deployed. The NUC now connects as `wortwatch-brewhouse-nuc` and FV1 and FV3 "
                "readings are coming in again. A dev instance now connects to a local broker "
                "unless `MQTT_BROKER_URL` is set explicitly.\n\n"
                "The gap from Tuesday 14:00 is only recoverable from Sam's local database, the "
                "iSpindels don't buffer.",
            ),
            (
                "user",
                "right so sams dev copy was using the same client id wortwatch against the "
                "brewhouse broker and mosquitto kept kicking whichever one connected first. "
                "client id is wortwatch-<hostname> from now on, and dev always talks to a local "
                "mosquitto, never the brewhouse one. ill get sam to dump his readings table",
            ),
            (
                "assistant",
                "Yes, that's it. If Sam sends a `pg_dump --data-only -t readings` I can merge "
                "the missing rows in with `ON CONFLICT DO NOTHING`.",
            ),
        ],
        "lessons": [
            {"keys": ["same client id", "brewhouse broker"]},
            {"keys": ["wortwatch-<hostname>", "local mosquitto"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh154-wortwatch-decision-readings-partitions-not-timescale",
        "split": "fresh154",
        "steps": [
            (
                "user",
                "the batch chart page takes like 9s to load now. readings table is huge i "
                "think, can we sort it",
            ),
            (
                "bash",
                'psql wortwatch -c "select count(*), pg_size_pretty(pg_total_relation_size('
                "'readings')) from readings\"",
                "  count   | pg_size_pretty\n----------+----------------\n 41882310 | 6121 MB\n"
                "(1 row)",
            ),
            (
                "bash",
                "psql wortwatch -c \"explain analyze select date_trunc('minute', ts), "
                "avg(sg), avg(temp_c) from readings where sensor_id = any($1) and ts between "
                '$2 and $3 group by 1" | tail -4',
                "   ->  Index Scan using readings_sensor_ts_idx on readings  (cost=0.57..412903.1 "
                "rows=1204117 width=24) (actual time=0.04..7911.2 rows=1210442 loops=1)\n"
                " Planning Time: 0.311 ms\n Execution Time: 8734.112 ms\n(7 rows)",
            ),
            (
                "think",
                "41M rows, mostly glycol probes every 10 s. Chart aggregates a whole batch "
                "(~3 weeks) from raw rows. Options: timescale hypertable + continuous aggregate; "
                "native range partitioning by month + a 15-minute rollup table kept by a "
                "ticker; downsampling on ingest. Timescale is the least code.",
            ),
            (
                "assistant",
                "The table has 41.9M rows (mostly the glycol probes, every 10 s), and the chart "
                "aggregates ~1.2M raw rows per batch on every load. Options:\n\n"
                "1. **TimescaleDB**: turn `readings` into a hypertable and add a continuous "
                "aggregate `readings_15m`; the chart reads the aggregate. Least code, but the "
                "extension comes from Timescale's own apt repo.\n"
                "2. **Native monthly partitions + rollup**: `PARTITION BY RANGE (ts)` per "
                "month, plus a `readings_15m` table filled by a goroutine every 15 minutes. "
                "Old months can be detached later. Plain Postgres 16.\n"
                "3. **Downsample on ingest**: keep one row per sensor per minute.\n\n"
                "I'd go with **1**, it does the rollup for us and handles late readings.",
            ),
            (
                "user",
                "the partitions one pls. native monthly partitions not timescale, because dave "
                "wont add a third party apt repo on the nuc and the nightly pg_dump has to "
                "restore onto plain postgres 16 if the box dies. do the migration tonight not "
                "now, fv2 is mid dry hop",
            ),
            (
                "assistant",
                "Fair, a restore that needs an extension the spare machine doesn't have is "
                "worse than a slow chart. I'll write and test it against a copy now and run it "
                "on the NUC tonight.",
            ),
            ("edit", "db/migrations/000014_partition_readings.up.sql"),
            ("edit", "db/migrations/000014_partition_readings.down.sql"),
            ("edit", "db/queries/readings.sql"),
            ("edit", "internal/rollup/rollup.go"),
            ("edit", "internal/web/handlers/chart.go"),
            (
                "bash",
                "createdb wortwatch_copy -T wortwatch && migrate -path db/migrations "
                "-database postgres:///wortwatch_copy?sslmode=disable up && sqlc generate && "
                "go test ./... 2>&1 | tail -3",
                "14/u partition_readings (6m41.2s)\n"
                "ok  \tgithub.com/stokecroft/wortwatch/internal/rollup\t0.301s\n"
                "ok  \tgithub.com/stokecroft/wortwatch/internal/web/handlers\t0.127s",
            ),
            (
                "bash",
                'psql wortwatch_copy -c "explain analyze select bucket, sg, temp_c from '
                'readings_15m where sensor_id = any($1) and bucket between $2 and $3" | tail -1',
                " Execution Time: 38.904 ms",
            ),
            (
                "assistant",
                "Ready on a copy of the database:\n\n"
                "- `000014_partition_readings` moves `readings` into monthly partitions "
                "(`readings_2025_06` ... `readings_2026_12`) and creates next month's\n"
                "- `internal/rollup` fills `readings_15m` every 15 minutes and also creates the "
                "next month's partition on the 25th\n"
                "- the chart handler reads `readings_15m`: **8.7 s → 39 ms**\n\n"
                "The migration took 6m41s on the copy, so the service will be stopped that long "
                "tonight. I'll run it at 21:00.",
            ),
            ("user", "🍺"),
        ],
        "lessons": [
            {"keys": ["monthly partitions", "third party apt repo"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh154-wortwatch-tool-stored-nuc-ssh-and-fv5-no-glycol",
        "split": "fresh154",
        "steps": [
            (
                "user",
                "remember the nuc is brewhouse-nuc on tailscale and you ssh in as ops, not root. "
                "next thing: want a telegram alert when a fermenter goes more than 1.5C over its "
                "setpoint",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "wortwatch: the brewhouse NUC is brewhouse-nuc on Tailscale; "
                    "SSH in as the ops user, not root.",
                    "tags": ["wortwatch", "nuc", "ssh"],
                },
                '{"id":"3317","action":"stored"}',
                False,
            ),
            (
                "read",
                "db/queries/fermenters.sql",
                "-- name: ListFermenters :many\n"
                "SELECT id, name, capacity_hl, glycol_zone, setpoint_c\n"
                "FROM fermenters ORDER BY name;\n",
            ),
            (
                "bash",
                "psql wortwatch -c 'select name, capacity_hl, glycol_zone, setpoint_c from "
                "fermenters order by name'",
                " name | capacity_hl | glycol_zone | setpoint_c\n"
                "------+-------------+-------------+------------\n"
                " FV1  |          20 |           1 |       19.0\n"
                " FV2  |          20 |           1 |       18.0\n"
                " FV3  |          20 |           2 |       20.0\n"
                " FV4  |          20 |           2 |        2.0\n"
                " FV5  |           5 |             |       19.0\n(5 rows)",
            ),
            (
                "think",
                "FV5 has no glycol zone but a setpoint. If nothing cools it, alerting on it "
                "might just be noise. Ask instead of guessing.",
            ),
            (
                "assistant",
                "Saved the NUC note.\n\n"
                "Plan for the alert: `internal/alerts` checks the latest temperature per "
                "fermenter every minute and sends a Telegram message when it's more than "
                "1.5 °C above `setpoint_c` for 5 minutes in a row (so one noisy reading "
                "doesn't fire it).\n\n"
                "One question: FV5 has a setpoint of 19.0 but no `glycol_zone`. Should FV5 get "
                "the over-temperature alert too?",
            ),
            (
                "user",
                "no, FV5 is the 5hl pilot kit with no glycol jacket, it just sits at cellar temp "
                "so never temp-alert on FV5. try it on my dm first (TELEGRAM_TEST_CHAT) before it "
                "goes to the cellar group",
            ),
            ("edit", "internal/alerts/overtemp.go"),
            ("edit", "internal/alerts/overtemp_test.go"),
            ("edit", "cmd/wortwatch/main.go"),
            (
                "bash",
                "go test ./internal/alerts/... && go run ./cmd/alertcheck --fake FV3=21.8 "
                "--chat $TELEGRAM_TEST_CHAT",
                "ok  \tgithub.com/stokecroft/wortwatch/internal/alerts\t0.064s\n"
                "sent overtemp FV3 21.8°C (setpoint 20.0) to chat 51877203",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- over-temperature alert for fermenters with a glycol zone, fires after 5 "
                "minutes more than 1.5 °C over setpoint\n"
                "- FV5 is skipped (no glycol zone)\n"
                "- it sends to `TELEGRAM_TEST_CHAT` for now; switching to the cellar group is "
                "changing `ALERT_CHAT` in `/etc/wortwatch.env`\n\n"
                "A fake FV3 alert should be in your DMs.",
            ),
            ("user", "got it on my phone, ill swap the chat tmrw"),
        ],
        "lessons": [
            {"keys": ["FV5", "no glycol jacket"]},
        ],
        "tool_stored": [["brewhouse-nuc", "ops"]],
    },
    {
        "name": "fresh154-wortwatch-review-csv-export-rules-public-get-pages",
        "split": "fresh154",
        "steps": [
            ("user", "review jonas's pr 41 pls, batch csv export"),
            (
                "bash",
                "gh pr diff 41 --name-only",
                "internal/web/handlers/export.go\ninternal/web/routes.go\n"
                "internal/web/views/batch.templ",
            ),
            (
                "read",
                "internal/web/handlers/export.go",
                "func (h *Handlers) ExportCSV(w http.ResponseWriter, r *http.Request) {\n"
                '\tid := chi.URLParam(r, "id")\n'
                '\tq := fmt.Sprintf("select ts, sg, temp_c from readings where batch_id = %s '
                'order by ts", id)\n'
                "\trows, err := h.pool.Query(r.Context(), q)\n"
                "\tif err != nil {\n"
                '\t\tlog.Printf("export: %v", err)\n'
                '\t\thttp.Error(w, "export failed", 500)\n'
                "\t\treturn\n"
                "\t}\n"
                "\tcw := csv.NewWriter(w)\n"
                "\t...\n",
            ),
            (
                "read",
                "internal/web/routes.go",
                'r.Get("/batches/{id}", h.Batch)\n'
                'r.Get("/batches/{id}/export.csv", h.ExportCSV)\n'
                "r.Group(func(r chi.Router) {\n"
                "\tr.Use(requireBrewer)\n"
                '\tr.Post("/batches", h.CreateBatch)\n'
                '\tr.Post("/batches/{id}/notes", h.AddNote)\n'
                "})\n",
            ),
            (
                "think",
                "Sprintf with a URL param straight into SQL: injection. log.Printf instead of "
                "the slog logger the rest uses? Export route outside requireBrewer group, "
                "looks like an auth gap. CSV writer part is fine.",
            ),
            (
                "assistant",
                "Review of #41:\n\n"
                "1. **SQL injection**: `batch_id = %s` with the raw URL param. "
                "`/batches/1%20or%20true/export.csv` exports every batch, and worse is possible. "
                "Blocking.\n"
                "2. **Errors are logged with `log.Printf`** and swallowed into a bare 500.\n"
                "3. **Auth**: the export route is registered outside the `requireBrewer` group. "
                "Every route should be behind requireBrewer; move it into the group.\n\n"
                "The CSV part itself (header row, `csv.Writer`, flushing per 1000 rows) looks "
                "good.",
            ),
            (
                "user",
                "1 yes. put these in the review as rules for the whole repo:\n"
                "- every query lives in db/queries/*.sql and goes through sqlc, no fmt.Sprintf "
                "sql anywhere\n"
                "- log with slog and always include the request_id attr, no log.Printf\n"
                "- 3 is wrong tho, GET pages are public on purpose cos the taproom tv shows the "
                "batch pages, only POST routes go behind requireBrewer\n"
                "and tell jonas the csv escaping is nice",
            ),
            (
                "bash",
                "grep -rn 'request_id' internal/web/middleware.go | head -2",
                'internal/web/middleware.go:21:\tlogger := slog.With("request_id", '
                "middleware.GetReqID(r.Context()))\n"
                "internal/web/middleware.go:22:\tctx := withLogger(r.Context(), logger)",
            ),
            ("edit", "/tmp/review_41.md"),
            (
                "bash",
                "gh pr review 41 --request-changes --body-file /tmp/review_41.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "My mistake on the auth point, I assumed the GET routes were an oversight. "
                "Posted on #41 (changes requested):\n\n"
                "- add `-- name: ExportBatchReadings :many` to `db/queries/readings.sql` and "
                "call the sqlc method instead of the `fmt.Sprintf` query\n"
                "- use `loggerFrom(r.Context())`, which already carries `request_id`, instead "
                "of `log.Printf`\n"
                "- the public GET export is fine as it is\n\n"
                "Plus a note that the CSV escaping is nice.",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["db/queries", "sqlc"]},
            {"keys": ["slog", "request_id"]},
            {
                "keys": ["taproom", "requireBrewer"],
                "not": ["every route should be behind requireBrewer"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh154-wortwatch-correction-ispindel-interval-after-agreeing",
        "split": "fresh154",
        "steps": [
            (
                "user",
                "can we get a stale sensor warning on the dashboard? sometimes an ispindel "
                "battery dies and nobody notices for a day",
            ),
            (
                "read",
                "deploy/ispindel/config.json",
                '{\n  "name": "ispindel-fv1",\n  "interval": 900,\n  "mqtt": {"server": '
                '"brewhouse-nuc", "port": 1883, "topic": "ispindel/fv1"}\n}\n',
            ),
            (
                "read",
                "db/queries/readings.sql",
                "-- name: LatestPerSensor :many\n"
                "SELECT DISTINCT ON (sensor_id) sensor_id, ts, sg, temp_c\n"
                "FROM readings ORDER BY sensor_id, ts DESC;\n",
            ),
            (
                "assistant",
                'The iSpindels report every 15 minutes (`"interval": 900` in '
                "`deploy/ispindel/config.json`), so I'll mark a sensor stale after 3 missed "
                "readings, i.e. no reading for 45 minutes. Plan:\n\n"
                "- `LatestPerSensor` already gives the last reading per sensor\n"
                '- the dashboard tile gets a grey **stale** badge with "last seen 2h ago"\n'
                "- glycol probes (every 10 s) go stale after 2 minutes\n\nOK?",
            ),
            ("user", "sounds good"),
            ("edit", "internal/web/handlers/dashboard.go"),
            ("edit", "internal/web/views/dashboard.templ"),
            ("edit", "internal/web/handlers/dashboard_test.go"),
            (
                "bash",
                "templ generate && go test ./internal/web/... 2>&1 | tail -1",
                "ok  \tgithub.com/stokecroft/wortwatch/internal/web/handlers\t0.142s",
            ),
            (
                "assistant",
                "Done: iSpindel tiles go grey with **stale · last seen …** after 45 minutes "
                "without a reading, glycol probes after 2 minutes.",
            ),
            (
                "user",
                "oh wait, that json is the old battery config. the ispindels are on a 5 minute "
                "interval since we put them on usb power in august, so stale should be 15 min. "
                "can u delete that json too so nobody else gets confused",
            ),
            ("edit", "internal/web/handlers/dashboard.go"),
            ("edit", "internal/web/handlers/dashboard_test.go"),
            (
                "bash",
                "git rm -q deploy/ispindel/config.json && go test ./internal/web/... 2>&1 | "
                "tail -1",
                "ok  \tgithub.com/stokecroft/wortwatch/internal/web/handlers\t0.139s",
            ),
            (
                "assistant",
                "Updated: iSpindels are marked stale after 15 minutes (3 missed 5-minute "
                "readings), and `deploy/ispindel/config.json` is deleted.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [
            {
                "keys": ["5 minute interval", "usb power"],
                "not": ["report every 15 minutes"],
            },
        ],
        "tool_stored": [],
    },
]
