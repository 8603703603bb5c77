"""The "fresh110" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH110: list[dict[str, Any]] = [
    # --- "anemo": SCADA telemetry ingest for Brenna Renewables' Cairnmore wind farm (24 Vestas
    # V117 turbines, CMR-01..CMR-24). Go 1.23 services (cmd/ingest, cmd/api) with gRPC, NATS
    # JetStream stream SCADA, TimescaleDB 2.17 on PostgreSQL 16, Grafana dashboards; deployed to
    # k3s with Helm charts synced by ArgoCD; repo: cmd/, internal/, migrations/, deploy/helm/ ---
    {
        "name": "fresh110-anemo-chitchat-continuous-aggregate-vs-matview-and-log-typo",
        "split": "fresh110",
        "steps": [
            (
                "user",
                "dumb q. whats the diff between a timescale continuous aggregate and a plain materialized view. the grafana power dash reads cagg_power_10m and i dont get why its not just a matview",
            ),
            (
                "think",
                "Conceptual. Matview: full recompute on REFRESH, whole query rerun. Cagg: incremental refresh of only invalidated buckets, refresh policy, real-time aggregation unions in recent raw rows, can be compressed. Use their 10-minute power example.",
            ),
            (
                "assistant",
                "Not dumb, they look the same from Grafana's side. The difference is in how they stay up to date.\n\n**Plain materialized view**\n- `REFRESH MATERIALIZED VIEW` reruns the **whole** query over the whole table\n- on `scada_1s` (a row per turbine per second) that's billions of rows every refresh\n- between refreshes it's stale, nothing newer shows up\n\n**Continuous aggregate** (`cagg_power_10m`)\n- Timescale tracks which time buckets got new or changed raw rows and refreshes **only those buckets**\n- a refresh policy runs it on a schedule (ours: every 5 minutes, for the last 2 hours)\n- *real-time aggregation* unions the materialized buckets with the not-yet-materialized raw rows, so the newest 10-minute bucket still shows up\n- it can be compressed and have its own retention, separate from the raw hypertable\n\nSo a matview would work for a one-off report, but for a dashboard over a table that grows by ~2M rows an hour, the cagg is what keeps it cheap.",
            ),
            (
                "user",
                "makes sense ty. unrelated, the ingest log says 'recieved batch' every few secs and its bugging me",
            ),
            (
                "bash",
                'grep -rn "recieved" --include=*.go .',
                'internal/ingest/consumer.go:88:\t\tc.log.Debug("recieved batch", "n", len(msgs))',
            ),
            ("edit", "internal/ingest/consumer.go"),
            (
                "bash",
                "go test ./internal/ingest/... 2>&1 | tail -1",
                "ok  \tgithub.com/brenna-renewables/anemo/internal/ingest\t1.204s",
            ),
            (
                "assistant",
                "Fixed, it's `\"received batch\"` now in `internal/ingest/consumer.go`, the only occurrence. Tests pass. It's a debug line, so it'll change in the logs after the next deploy.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh110-anemo-incident-ackwait-shorter-than-flush-interval-redelivery-loop",
        "split": "fresh110",
        "steps": [
            (
                "user",
                "grafana has a hole in every turbine since about 02:10 last night. ingest pods are up and not restarting but nothing is landing. the SCADA stream is filling up",
            ),
            (
                "bash",
                "kubectl -n anemo logs deploy/anemo-ingest --since=8h | grep -E 'level=(WARN|ERROR)' | tail -4",
                'time=2026-12-07T02:10:41Z level=ERROR msg="batch insert failed" err="ERROR: duplicate key value violates unique constraint \\"scada_1s_turbine_ts_key\\" (SQLSTATE 23505)" batch_size=48211\ntime=2026-12-07T02:10:41Z level=WARN msg="nak batch" n=48211\ntime=2026-12-07T07:54:12Z level=ERROR msg="batch insert failed" err="ERROR: duplicate key value violates unique constraint \\"scada_1s_turbine_ts_key\\" (SQLSTATE 23505)" batch_size=50000\ntime=2026-12-07T07:54:12Z level=WARN msg="nak batch" n=50000',
            ),
            (
                "bash",
                "nats consumer info SCADA anemo-ingest | grep -E 'Ack Wait|Max Ack Pending|Redelivered|Unprocessed'",
                "          Ack Wait: 30.00s\n   Max Ack Pending: 50,000\n    Redelivered Messages: 1,912,440\n    Unprocessed Messages: 2,744,806",
            ),
            (
                "read",
                "internal/ingest/batcher.go",
                "type Batcher struct {\n\tmaxRows       int\n\tflushInterval time.Duration\n\tbuf           []Reading\n\tmsgs          []jetstream.Msg\n}\n\n// Run buffers readings and flushes on size or interval; messages are acked after COPY succeeds.\nfunc (b *Batcher) Run(ctx context.Context, in <-chan jetstream.Msg) error {\n\tticker := time.NewTicker(b.flushInterval)\n\tdefer ticker.Stop()\n\tfor {\n\t\tselect {\n\t\tcase m := <-in:\n\t\t\tb.add(m)\n\t\t\tif len(b.buf) >= b.maxRows {\n\t\t\t\tb.flush(ctx)\n\t\t\t}\n\t\tcase <-ticker.C:\n\t\t\tb.flush(ctx)\n\t\tcase <-ctx.Done():\n\t\t\treturn ctx.Err()\n\t\t}\n\t}\n}\n",
            ),
            (
                "bash",
                "grep -n -A3 'ingest:' deploy/helm/anemo/values-prod.yaml; git log -1 --format='%h %an %ad %s' -- deploy/helm/anemo/values-prod.yaml",
                "14:ingest:\n15-  maxRows: 50000\n16-  flushInterval: 45s\n17-  replicas: 2\na91c3e2 Ewan Rooney Sun Dec 6 23:58:10 2026 raise ingest flush interval to cut insert load",
            ),
            (
                "think",
                "Flush interval 45s (was 10s), AckWait 30s. A message sits in the buffer > 30s unacked, JetStream redelivers it, the redelivered copy lands in the same buffer, COPY hits the unique index on (turbine_id, ts) -> 23505 -> whole batch fails -> nak -> everything redelivered -> same again. Never recovers. Fix: flush back to 10s, AckWait 2m, make insert tolerant of duplicates (COPY into temp table, INSERT ... ON CONFLICT DO NOTHING), plus startup check.",
            ),
            (
                "assistant",
                "Found it, it's a redelivery loop, not a DB problem.\n\n**Cause**\n\n1. Last night's change (`a91c3e2`) raised the batcher's `flushInterval` from 10s to **45s**\n2. The JetStream consumer's `AckWait` is **30s**, and we only ack after the COPY succeeds\n3. So every message sits unacked longer than `AckWait`, JetStream redelivers it, and the redelivered copy lands in the **same** buffer as the original\n4. The COPY then hits the unique index on `(turbine_id, ts)` (`SQLSTATE 23505`), the whole batch of ~48k rows fails, we nak it, everything is redelivered, and the next batch has the same duplicates. It never gets out of that loop\n\nThat's why the pods look healthy: they're working flat out re-inserting the same 50k rows.\n\n**Fix**\n\n- put `flushInterval` back to 10s\n- raise the consumer's `AckWait` to 2m, so a batch has plenty of time to flush and insert before anything is redelivered\n- insert via COPY into a temp table, then `INSERT ... ON CONFLICT (turbine_id, ts) DO NOTHING`, so one duplicate can never fail a whole batch again\n- refuse to start if `flushInterval` isn't well below `AckWait`\n\nThe backlog (2.7M messages) is still in the stream, so once it's fixed the gap should fill itself. Go?",
            ),
            ("user", "yep go. ewan bumped it to cut db load, ill talk to him"),
            ("edit", "deploy/helm/anemo/values-prod.yaml"),
            ("edit", "internal/ingest/consumer.go"),
            ("edit", "internal/ingest/batcher.go"),
            ("edit", "internal/ingest/store.go"),
            ("edit", "internal/ingest/batcher_test.go"),
            (
                "bash",
                "go test ./internal/ingest/... 2>&1 | tail -1 && nats consumer edit SCADA anemo-ingest --wait 2m --force 2>&1 | grep 'Ack Wait'",
                "ok  \tgithub.com/brenna-renewables/anemo/internal/ingest\t3.871s\n          Ack Wait: 2m0s",
            ),
            (
                "assistant",
                "Changes are on `fix/ingest-ackwait` and the consumer's `AckWait` is already 2m on the server. Once ArgoCD syncs the new image and values, the ingest pods should start draining the backlog. I'll watch the pending count.",
            ),
            ("user", "merged, argo synced"),
            (
                "bash",
                "sleep 300; nats consumer info SCADA anemo-ingest | grep -E 'Redelivered|Unprocessed'",
                "    Redelivered Messages: 0\n    Unprocessed Messages: 1,406,118",
            ),
            (
                "assistant",
                "Draining: about 1.3M messages processed in 5 minutes, no redeliveries. At this rate the backlog is gone in ~6 minutes and the Grafana gap from 02:10 fills in as the caggs refresh.",
            ),
            (
                "user",
                "nice. ok so the jetstream AckWait has to stay well above the batcher flush interval, otherwise it redelivers mid batch and the duplicates kill every insert",
            ),
        ],
        "lessons": [
            {"keys": ["AckWait", "flush interval"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh110-anemo-decision-raw-scada-retention-parquet-archive",
        "split": "fresh110",
        "steps": [
            (
                "user",
                "timescale disk alert went off again, 81%. we need an actual plan for the raw 1 second data, i cant keep resizing the volume",
            ),
            (
                "bash",
                'psql "$ANEMO_DB" -c "SELECT hypertable_name, pg_size_pretty(hypertable_size(format(\'%I\', hypertable_name)::regclass)) FROM timescaledb_information.hypertables"',
                " hypertable_name   | pg_size_pretty\n-------------------+----------------\n scada_1s          | 1612 GB\n curtailment_events| 3104 MB\n alarms            | 41 GB\n(3 rows)",
            ),
            (
                "bash",
                'psql "$ANEMO_DB" -c "SELECT min(ts), count(*) FILTER (WHERE is_compressed) AS compressed, count(*) AS chunks FROM timescaledb_information.chunks c JOIN scada_1s_chunk_range r USING (chunk_name)"',
                "          min           | compressed | chunks\n------------------------+------------+--------\n 2023-03-14 00:00:00+00 |        142 |    1365\n(1 row)",
            ),
            (
                "assistant",
                "`scada_1s` is 1.6 TB with data back to March 2023, and only 142 of 1365 chunks are compressed. Three ways to go:\n\n1. **Compress everything older than 7 days, keep it all in Timescale.** Compression gets ~10x on this kind of data, so ~200 GB, but it keeps growing forever and queries over old data stay slow-ish.\n2. **Keep 1-minute continuous aggregates forever, drop raw chunks after 90 days.** Smallest and simplest: a `cagg_scada_1m` plus `add_retention_policy('scada_1s', INTERVAL '90 days')`. You lose the raw 1-second data after 3 months.\n3. **Archive raw data to Parquet in object storage, then drop it from Timescale.** A nightly job writes one Parquet file per turbine per day to the bucket, verifies row counts, then drops chunks older than 30 days. Old raw data stays queryable with DuckDB, just not from Grafana.\n\nI'd go with **2**: nobody looks at 1-second data older than a few weeks on the dashboards, and it's two SQL statements.",
            ),
            (
                "user",
                "3, parquet, vestas warranty claims need the raw 1 second data for the full 5 year warranty and they already rejected one gearbox claim on CMR-11 bc all we could send was 10 min averages. also the curtailment_events table is never touched by any retention policy, SSEN can ask for curtailment records going back 6 years",
            ),
            (
                "think",
                "Option 3. cmd/archive: nightly, per turbine per day, export with pgx COPY TO -> arrow -> parquet (zstd), upload to bucket, verify row count against source, record in archive_manifest table, only then drop chunks older than 30 days. Don't add retention to curtailment_events; check nothing does already.",
            ),
            (
                "bash",
                "grep -rn 'add_retention_policy\\|drop_chunks' migrations/ internal/",
                "migrations/0019_alarms_retention.sql:3:SELECT add_retention_policy('alarms', INTERVAL '2 years');",
            ),
            (
                "assistant",
                "Going with Parquet. Only `alarms` has a retention policy today, `curtailment_events` has none and I'll keep it that way. Plan:\n\n- `cmd/archive`, run nightly as a k3s CronJob: for each turbine and day older than 30 days that isn't archived yet, `COPY` the rows out, write `s3://brenna-scada-archive/scada_1s/turbine=CMR-07/date=2026-11-06.parquet` (zstd), read it back and compare row counts\n- an `archive_manifest` table records each file with its row count and checksum\n- a separate job drops `scada_1s` chunks only when every turbine-day in the chunk is in the manifest\n\nAnything you want different before I start?",
            ),
            (
                "user",
                "sounds good. dont turn on the chunk dropping job yet, i want to check the first weeks files myself",
            ),
            ("edit", "cmd/archive/main.go"),
            ("edit", "internal/archive/export.go"),
            ("edit", "internal/archive/manifest.go"),
            ("edit", "internal/archive/export_test.go"),
            ("edit", "migrations/0031_archive_manifest.sql"),
            ("edit", "deploy/helm/anemo/templates/archive-cronjob.yaml"),
            (
                "bash",
                "go test ./internal/archive/... 2>&1 | tail -1",
                "ok  \tgithub.com/brenna-renewables/anemo/internal/archive\t6.448s",
            ),
            (
                "assistant",
                "Done on `feat/parquet-archive`:\n\n- nightly `anemo-archive` CronJob at 03:30 UTC, writes and verifies Parquet files, fills `archive_manifest`\n- the chunk-drop job is in the chart but `archive.dropChunks.enabled: false`, so nothing gets deleted until you flip it\n- test: exports a fake turbine-day, reads the Parquet back, row counts and a sample of values match\n\nThe first run will take a while, it's working through ~3.5 years of backlog.",
            ),
            ("user", "ok merging"),
        ],
        "lessons": [
            {"keys": ["parquet", "warranty"]},
            {"keys": ["curtailment_events", "6 years"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh110-anemo-tool-stored-argocd-only-and-temperature-tenths",
        "split": "fresh110",
        "steps": [
            (
                "user",
                "remember this for later: prod is argocd only, never helm upgrade against the k3s-cairn-prod context from a laptop, argo just reverts it and pages whoever is on call. ok, can you add gearbox oil temp to the ingest, tag is GbxOilTmp in the scada feed",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "anemo: prod deploys go through ArgoCD only; never run `helm upgrade` against the `k3s-cairn-prod` kube context from a laptop (ArgoCD reverts it and pages on-call).",
                    "tags": ["anemo", "deploy", "argocd"],
                },
                '{"id":"7031","action":"stored"}',
                False,
            ),
            (
                "bash",
                "nats stream get SCADA --last-for 'scada.CMR-07' 2>&1 | tail -1",
                '{"tid":"CMR-07","ts":"2026-12-07T11:02:14Z","tags":{"ActPwr":2871,"WdSpd":112,"RotSpd":148,"GbxOilTmp":587,"NacTmp":214}}',
            ),
            (
                "read",
                "internal/ingest/reading.go",
                "type Reading struct {\n\tTurbineID string\n\tTS        time.Time\n\tActPwrKW  float64 // ActPwr\n\tWindMS    float64 // WdSpd / 10\n\tRotorRPM  float64 // RotSpd / 10\n}\n",
            ),
            (
                "think",
                "WdSpd and RotSpd are scaled /10 already. GbxOilTmp 587 -> 58.7 C plausible, but don't guess. NacTmp 214 -> 21.4. Ask before writing the conversion.",
            ),
            (
                "assistant",
                'Saved the ArgoCD rule. For the gearbox temp: the latest CMR-07 message has `"GbxOilTmp":587`. Wind and rotor speed are already divided by 10 in `reading.go`, and 587 would make sense as 58.7 °C, but I\'d rather not guess: is it tenths of a degree, and do you want it stored in °C?',
            ),
            (
                "user",
                "yeah all the vestas temperature tags are integers in tenths of a degree C, divide by 10 at ingest, we only ever store real degrees in the db",
            ),
            ("edit", "internal/ingest/reading.go"),
            ("edit", "internal/ingest/decode.go"),
            ("edit", "internal/ingest/decode_test.go"),
            ("edit", "migrations/0032_scada_gearbox_oil_temp.sql"),
            (
                "bash",
                "go test ./internal/ingest/... 2>&1 | tail -1",
                "ok  \tgithub.com/brenna-renewables/anemo/internal/ingest\t1.377s",
            ),
            (
                "assistant",
                "Added:\n\n- `GearboxOilC float64` on `Reading`, decoded from `GbxOilTmp / 10`\n- migration `0032` adds `gearbox_oil_c real` to `scada_1s` (nullable, so old rows are fine)\n- decode test: `587` becomes `58.7`, a missing tag stays `NULL`\n\nI left `NacTmp` alone since you only asked for the gearbox, but it's the same one-line change if you want nacelle temperature too.",
            ),
            ("user", "leave it for now ta"),
        ],
        "lessons": [
            {"keys": ["tenths of a degree", "temperature tags"]},
        ],
        "tool_stored": [["helm upgrade", "k3s-cairn-prod"]],
    },
    {
        "name": "fresh110-anemo-review-alarms-endpoint-utc-slog-status-errorf",
        "split": "fresh110",
        "steps": [
            ("user", "review #214 pls, ewans alarms endpoint for the control room"),
            (
                "bash",
                "gh pr diff 214 --name-only",
                "internal/alarms/handler.go\ninternal/alarms/store.go\nproto/anemo/v1/alarms.proto\ninternal/alarms/handler_test.go",
            ),
            (
                "read",
                "internal/alarms/handler.go",
                'func (s *Server) AckAlarm(ctx context.Context, req *pb.AckAlarmRequest) (*pb.Alarm, error) {\n\tloc, _ := time.LoadLocation("Europe/London")\n\ta, err := s.store.Get(ctx, req.GetAlarmId())\n\tif err != nil {\n\t\tlog.Printf("ack alarm %d: %v", req.GetAlarmId(), err)\n\t\treturn nil, fmt.Errorf("get alarm: %w", err)\n\t}\n\ta.AckedAt = time.Now().In(loc)\n\ta.AckedBy = req.GetOperator()\n\tif err := s.store.Save(ctx, a); err != nil {\n\t\treturn nil, fmt.Errorf("save alarm: %w", err)\n\t}\n\treturn a.Proto(), nil\n}\n',
            ),
            (
                "think",
                "Ignored error on LoadLocation. AckedAt in local time; control room works local shifts. Suggest making it consistent: store local everywhere. Missing not-found handling. log.Printf vs rest of codebase? Didn't check.",
            ),
            (
                "assistant",
                "Review of #214:\n\n1. **Timestamps**: `AckedAt` is set in Europe/London but `RaisedAt` comes from the SCADA feed. Since the control room works local shifts, I'd make it consistent: convert to Europe/London before storing, for both fields, so the alarm list lines up with the shift log.\n2. **Ignored error**: `time.LoadLocation` can fail (no tzdata in the distroless image), and the error is dropped.\n3. **Not found**: an unknown `alarm_id` comes back as a generic error; the caller can't tell it apart from a DB outage.\n4. Tests cover the happy path only, no test for an unknown id or a store failure.",
            ),
            (
                "user",
                "2 3 4 fine, 1 is backwards. a few house rules, put them in the review: 1) everything in the db is UTC, no exceptions, the control room converts to local in grafana, so drop the Europe/London bit entirely. 2) we use log/slog with the json handler everywhere, no log.Printf. 3) grpc handlers return status.Errorf with a proper code, never a bare fmt.Errorf, the scada gateway only retries on Unavailable. approve once hes fixed it",
            ),
            (
                "bash",
                "gh pr review 214 --request-changes --body-file /tmp/review_214.md",
                "- Requested changes to pull request brenna-renewables/anemo#214",
            ),
            (
                "assistant",
                'Posted on #214 (changes requested):\n\n- store `AckedAt` with `time.Now().UTC()` and drop `LoadLocation` altogether, so point 2 goes away with it; conversion to local time happens in Grafana\n- replace `log.Printf` with the injected `*slog.Logger` (`s.log.Error("ack alarm", "alarm_id", id, "err", err)`)\n- return `status.Errorf(codes.NotFound, ...)` for an unknown id and `codes.Unavailable` when the store is down, instead of `fmt.Errorf`\n- tests for not-found and store failure, checking the returned codes\n\nMy point 1 was wrong and isn\'t in the review. I\'ll approve once Ewan pushes.',
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["UTC", "control room"], "not": ["convert to Europe/London before storing"]},
            {"keys": ["slog", "log.Printf"]},
            {"keys": ["status.Errorf", "Unavailable"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh110-anemo-capacity-factor-3-3-mw-grid-cap-correction",
        "split": "fresh110",
        "steps": [
            (
                "user",
                "need a capacity factor query for the monthly report, per turbine and for the site, nov 2026",
            ),
            (
                "bash",
                "psql \"$ANEMO_DB\" -c '\\d turbines'",
                '              Table "public.turbines"\n   Column    |  Type   | Nullable\n-------------+---------+----------\n turbine_id  | text    | not null\n model       | text    | not null\n rated_kw    | integer | not null\n commissioned| date    | not null',
            ),
            (
                "bash",
                "psql \"$ANEMO_DB\" -c 'SELECT model, rated_kw, count(*) FROM turbines GROUP BY 1,2'",
                "    model     | rated_kw | count\n--------------+----------+-------\n V117-3.45    |     3450 |    24\n(1 row)",
            ),
            (
                "think",
                "CF = energy produced / (rated power * hours). Energy from cagg_power_10m avg_kw * 1/6 h. Use rated_kw from turbines. November = 720 h.",
            ),
            ("edit", "reports/capacity_factor.sql"),
            (
                "bash",
                'psql "$ANEMO_DB" -v month=2026-11-01 -f reports/capacity_factor.sql | tail -4',
                " CMR-23     |    812.4 |  32.7\n CMR-24     |    798.1 |  32.1\n SITE       |  19703.6 |  33.0\n(25 rows)",
            ),
            (
                "assistant",
                "Added `reports/capacity_factor.sql` (takes `-v month=YYYY-MM-01`):\n\n- energy per turbine from `cagg_power_10m` (`avg_kw / 6` per 10-minute bucket, in MWh)\n- capacity factor uses the nameplate rating of 3.45 MW per turbine (82.8 MW for the site) from `turbines.rated_kw`, times the hours in the month\n- November 2026: site **33.0%**, turbines between 29.8% (CMR-11, down 3 days for the gearbox) and 35.4%\n\nThe site row is at the bottom.",
            ),
            (
                "user",
                "nice. can the site total go at the top, the ops director only reads the first line. oh and the turbines are capped at 3.3 MW each under the grid connection agreement so use 3.3 not the nameplate, thats 79.2 MW for the site, the 3450 in turbines is just the vestas datasheet number",
            ),
            (
                "think",
                "Don't change turbines.rated_kw (it's the datasheet value, might be used elsewhere). Add export_cap_kw column? Simpler: add site config / column export_cap_kw = 3300 and use it in the report.",
            ),
            ("edit", "migrations/0033_turbines_export_cap.sql"),
            ("edit", "reports/capacity_factor.sql"),
            (
                "bash",
                'psql "$ANEMO_DB" -f migrations/0033_turbines_export_cap.sql && psql "$ANEMO_DB" -v month=2026-11-01 -f reports/capacity_factor.sql | head -4',
                "ALTER TABLE\nUPDATE 24\n turbine_id | mwh      | cf_pct\n------------+----------+--------\n SITE       |  19703.6 |  34.6\n CMR-01     |    826.0 |  34.8",
            ),
            (
                "assistant",
                "Updated:\n\n- new column `turbines.export_cap_kw` (3300 for all 24), the report divides by that; `rated_kw` stays as the datasheet value\n- site row first: November 2026 is **34.6%** against 79.2 MW\n\nSame query works for any month.",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {
                "keys": ["3.3 MW", "grid connection agreement"],
                "not": ["nameplate rating of 3.45 MW"],
            },
        ],
        "tool_stored": [],
    },
]
