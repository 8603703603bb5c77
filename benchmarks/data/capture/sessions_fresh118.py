"""The "fresh118" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH118: list[dict[str, Any]] = [
    # --- "dockwise": dock telemetry ingest and van rebalancing planner for Harborview Bikes (the
    # city bike share, 312 docks, 9 zones). Go 1.23, MQTT through EMQX 5 (paho.mqtt.golang),
    # TimescaleDB 2.16 on PostgreSQL 16, pgx v5 + sqlc, Prometheus/Grafana, GKE with Helm and
    # Argo CD; repo: cmd/ingest, cmd/planner, internal/telemetry, internal/rebalance,
    # internal/store (sqlc, queries/*.sql), internal/alerts, migrations/, deploy/helm/dockwise ---
    {
        "name": "fresh118-dockwise-chitchat-continuous-aggregates-and-log-typo",
        "split": "fresh118",
        "steps": [
            (
                "user",
                "whats actually the difference between a timescale continuous aggregate and a plain postgres materialized view? ines says cagg like its magic",
            ),
            (
                "think",
                "Concept question. MV: REFRESH recomputes the whole query, blocks or needs CONCURRENTLY + unique index. Cagg: incremental, invalidation log tracks which time buckets changed, refresh policy only recomputes those; real-time aggregation unions materialized part with raw recent rows. Use dock_events_hourly as the example.",
            ),
            (
                "assistant",
                "Not magic, but it does a lot of bookkeeping a materialized view doesn't.\n\n**Materialized view**\n- `REFRESH MATERIALIZED VIEW` re-runs the *whole* query over the whole table\n- on a 400 GB `dock_events` that's a full scan every time, and without `CONCURRENTLY` it locks readers out while it runs\n\n**Continuous aggregate** (e.g. our `dock_events_hourly`)\n- it's grouped by `time_bucket(...)`, so Timescale knows which buckets a row belongs to\n- inserts and late updates into `dock_events` are noted in an *invalidation log*; a refresh only recomputes the buckets that changed\n- a refresh policy (`add_continuous_aggregate_policy`) runs that in the background on a schedule\n- with real-time aggregation on, a query on the cagg transparently adds the not-yet-materialized recent rows from the raw table, so the last hour isn't missing\n\nSo the planner can query hourly averages per dock over months and only pay for the new hour each time.",
            ),
            (
                "user",
                "ok cool. unrelated, ingest logs say 'recieved status' lol",
            ),
            (
                "bash",
                'grep -rn "recieved" --include=*.go .',
                './internal/telemetry/handler.go:58:\tslog.Debug("recieved status", "dock", dockID, "bikes", st.Bikes)',
            ),
            ("edit", "internal/telemetry/handler.go"),
            (
                "bash",
                "go build ./... && go test ./internal/telemetry/... 2>&1 | tail -1",
                "ok  \tgithub.com/harborview-bikes/dockwise/internal/telemetry\t0.412s",
            ),
            (
                "assistant",
                "Fixed: it now logs `received status`. That was the only occurrence, build and telemetry tests are fine.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh118-dockwise-incident-mqtt-client-id-takeover",
        "split": "fresh118",
        "steps": [
            (
                "user",
                "dock status on the ops map is stale for like half the docks since this morning, some not updated in 40 min. emqx dashboard shows clients connecting/disconnecting nonstop",
            ),
            (
                "bash",
                "kubectl -n dockwise get pods -l app=ingest -o wide",
                "NAME                      READY   STATUS    RESTARTS   AGE    IP\ningest-7c9f6d8b4-2xkqp    1/1     Running   0          2h9m   10.8.2.14\ningest-7c9f6d8b4-b5w7r    1/1     Running   0          1h2m   10.8.0.31\ningest-7c9f6d8b4-q8lzd    1/1     Running   0          1h2m   10.8.1.22",
            ),
            (
                "bash",
                "kubectl -n dockwise logs ingest-7c9f6d8b4-2xkqp --since=5m | grep -iE 'mqtt|lost' | tail -4",
                'time=2026-12-07T08:14:02Z level=WARN msg="mqtt connection lost" err=EOF\ntime=2026-12-07T08:14:03Z level=INFO msg="mqtt connected" broker=tcp://emqx.emqx:1883\ntime=2026-12-07T08:14:05Z level=WARN msg="mqtt connection lost" err=EOF\ntime=2026-12-07T08:14:06Z level=INFO msg="mqtt connected" broker=tcp://emqx.emqx:1883',
            ),
            (
                "bash",
                "kubectl -n emqx logs emqx-0 --since=5m | grep -i takeover | tail -2",
                "2026-12-07T08:14:05.118+00:00 [warning] clientid: dockwise-ingest, peername: 10.8.0.31:48112, msg: session_takenover\n2026-12-07T08:14:06.402+00:00 [warning] clientid: dockwise-ingest, peername: 10.8.2.14:39870, msg: session_takenover",
            ),
            (
                "read",
                "internal/telemetry/mqtt.go",
                'func Connect(cfg Config, h mqtt.MessageHandler) (mqtt.Client, error) {\n\topts := mqtt.NewClientOptions().\n\t\tAddBroker(cfg.BrokerURL).\n\t\tSetClientID("dockwise-ingest").\n\t\tSetCleanSession(false).\n\t\tSetAutoReconnect(true)\n\topts.OnConnect = func(c mqtt.Client) {\n\t\tc.Subscribe("docks/+/status", 1, h)\n\t}\n\tc := mqtt.NewClient(opts)\n\tif t := c.Connect(); t.Wait() && t.Error() != nil {\n\t\treturn nil, t.Error()\n\t}\n\treturn c, nil\n}\n',
            ),
            (
                "bash",
                "git log -2 --format='%h %an %ad %s' -- deploy/helm/dockwise/values.yaml",
                "e41d07a Ines Okafor Sun Dec 6 21:05:44 2026 enable HPA for ingest (min 1, max 4) for the commute peak\n8b3310c Ines Okafor Tue Nov 17 11:40:02 2026 bump ingest memory limit",
            ),
            (
                "think",
                "Hardcoded client ID + HPA scaled ingest to 3 at ~07:10. EMQX: one session per client ID, a new connect with the same ID takes over the session and disconnects the old one. Auto-reconnect -> the kicked pod reconnects and kicks the next one: a loop. Messages in flight during the flap are lost or land on a pod that's about to be kicked. Also if the IDs were unique but plain subscription, every pod would get every message -> triple inserts. Fix: per-pod ID via downward API POD_NAME + shared subscription $share/dockwise-ingest/docks/+/status.",
            ),
            (
                "assistant",
                "Found it. The ingest pods are kicking each other off the broker.\n\n**Cause**\n\n1. `internal/telemetry/mqtt.go` connects with a hardcoded client ID, `dockwise-ingest`\n2. Ines enabled the HPA for ingest last night (`e41d07a`), and at about 07:10 it scaled from 1 to 3 pods\n3. EMQX allows one session per client ID: when a pod connects with an ID that's already connected, it takes over the session and the other connection is dropped (`session_takenover` in the EMQX log)\n4. paho auto-reconnects, so the dropped pod reconnects and kicks the next one, every couple of seconds. Status messages that arrive during the flapping get lost, which is why half the docks look stale\n\n**Fix**\n\n- each pod now connects with the client ID `dockwise-ingest-$POD_NAME`, with `POD_NAME` from the downward API in the Helm template, so replicas never collide\n- subscribe with the shared subscription `$share/dockwise-ingest/docks/+/status`: with unique IDs and a plain subscription every pod would get *every* message and we'd insert each status three times; a shared subscription makes EMQX hand each message to one pod\n\nThe HPA can stay as it is. OK to ship?",
            ),
            (
                "user",
                "yes ship it. hpa stays on, ines wants it for the morning commute peak",
            ),
            ("edit", "internal/telemetry/mqtt.go"),
            ("edit", "internal/telemetry/mqtt_test.go"),
            ("edit", "deploy/helm/dockwise/templates/ingest-deployment.yaml"),
            (
                "bash",
                "go test ./internal/telemetry/... 2>&1 | tail -1 && helm template deploy/helm/dockwise | grep -A3 POD_NAME",
                "ok  \tgithub.com/harborview-bikes/dockwise/internal/telemetry\t0.507s\n            - name: POD_NAME\n              valueFrom:\n                fieldRef:\n                  fieldPath: metadata.name",
            ),
            (
                "bash",
                "git commit -qam 'ingest: per-pod mqtt client id, shared subscription' && git push -q && argocd app sync dockwise --prune 2>&1 | tail -1",
                "Message:            successfully synced (all tasks run)",
            ),
            (
                "bash",
                'sleep 180; kubectl -n emqx logs emqx-0 --since=3m | grep -c takeover; psql "$DOCKWISE_RO" -tc "SELECT count(*) FROM docks WHERE last_seen < now() - interval \'5 minutes\'"',
                "0\n     0",
            ),
            (
                "assistant",
                "Deployed. No `session_takenover` in the last three minutes, and every dock has reported within the last 5 minutes, so the ops map is current again. The three pods now show up in EMQX as `dockwise-ingest-ingest-7c9f6d8b4-…` and share the subscription.",
            ),
            (
                "user",
                "nice. so rule of thumb, every ingest pod needs its own mqtt client id with POD_NAME in it, otherwise emqx kicks the older connection every time one connects",
            ),
            (
                "assistant",
                "Exactly, plus the shared subscription so unique IDs don't turn into duplicate inserts. I added a test that fails if the client ID doesn't include the pod name.",
            ),
        ],
        "lessons": [
            {"keys": ["client id", "POD_NAME"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh118-dockwise-decision-compress-dock-events-keep-12-months",
        "split": "fresh118",
        "steps": [
            (
                "user",
                "timescale disk alert, 82% used. what are our options",
            ),
            (
                "bash",
                'psql "$DOCKWISE_RO" -c "SELECT hypertable_name, pg_size_pretty(hypertable_size(format(\'%I\', hypertable_name)::regclass)) FROM timescaledb_information.hypertables"',
                " hypertable_name | pg_size_pretty\n-----------------+----------------\n dock_events     | 411 GB\n van_positions   | 23 GB\n(2 rows)",
            ),
            (
                "bash",
                "ls migrations/ | tail -3; grep -rn 'compress\\|retention' migrations/ | head",
                "0031_dock_events_hourly_cagg.sql\n0032_van_positions.sql\n0033_docks_solar_flag.sql",
            ),
            (
                "think",
                "No compression, no retention on dock_events. 1-day chunks, ~1.1 GB/day. Options: retention (drop raw after N days, the cagg keeps hourly), compression (~10x typical for this kind of data), export to GCS Parquet. Planner reads only dock_events_hourly, so retention is the simplest win.",
            ),
            (
                "assistant",
                "`dock_events` is 411 GB and has neither compression nor a retention policy; it grows by about 1.1 GB a day. Options:\n\n1. **Retention**: `add_retention_policy('dock_events', INTERVAL '30 days')`. The planner only reads the `dock_events_hourly` continuous aggregate, which keeps its data when raw chunks are dropped. Frees ~370 GB right away.\n2. **Compression**: enable native compression and `add_compression_policy(..., INTERVAL '7 days')`, keep all raw rows. Status data like ours usually compresses 10x or more; old chunks stay queryable, just slower for point lookups.\n3. **Tier to GCS**: nightly job exports chunks older than 14 days to Parquet in a bucket, then drops them. Cheapest storage, but anyone who needs old raw data has to go through BigQuery or DuckDB.\n\nI'd go with **1**: nothing we run reads raw events older than a few days.",
            ),
            (
                "user",
                "2. the harborview DOT contract says we keep raw dock events for 12 months for their audits, so dropping anything before that is out. segmentby has to be dock_id btw, every planner and audit query filters on one dock. do it on staging first, dont touch prod before sunday night",
            ),
            (
                "think",
                "Compression, segmentby dock_id, orderby time DESC. compress after 7 days. Staging first, prod later (one-off). Write migration 0034, test on staging, report ratio.",
            ),
            ("edit", "migrations/0034_dock_events_compression.sql"),
            (
                "bash",
                "cat migrations/0034_dock_events_compression.sql",
                "ALTER TABLE dock_events SET (\n  timescaledb.compress,\n  timescaledb.compress_segmentby = 'dock_id',\n  timescaledb.compress_orderby = 'time DESC'\n);\nSELECT add_compression_policy('dock_events', INTERVAL '7 days');",
            ),
            (
                "bash",
                'migrate -path migrations -database "$DOCKWISE_STAGING" up && psql "$DOCKWISE_STAGING" -c "CALL run_job((SELECT job_id FROM timescaledb_information.jobs WHERE proc_name=\'policy_compression\'))" && psql "$DOCKWISE_STAGING" -c "SELECT pg_size_pretty(before_compression_total_bytes) AS before, pg_size_pretty(after_compression_total_bytes) AS after FROM hypertable_compression_stats(\'dock_events\')"',
                "34/u dock_events_compression (212.4ms)\nCALL\n before | after\n--------+--------\n 38 GB  | 2961 MB\n(1 row)",
            ),
            (
                "bash",
                "psql \"$DOCKWISE_STAGING\" -c \"EXPLAIN ANALYZE SELECT * FROM dock_events WHERE dock_id = 'HB0417' AND time > now() - interval '60 days'\" | tail -2",
                " Planning Time: 4.118 ms\n Execution Time: 38.902 ms",
            ),
            (
                "assistant",
                "Compression is on in staging:\n\n- `compress_segmentby = 'dock_id'`, `compress_orderby = 'time DESC'`, policy compresses chunks older than 7 days\n- staging went from **38 GB to 2.9 GB** (about 13x)\n- a 60-day query for one dock takes 39 ms, so the per-dock audit queries are fine\n- no retention policy: all raw events stay\n\nOn prod that should take `dock_events` from 411 GB to roughly 35 GB. Migration `0034` is on `chore/compress-dock-events`; I haven't run it on prod, it's ready for Sunday night.",
            ),
            ("user", "perfect, ill run it sunday"),
        ],
        "lessons": [
            {"keys": ["harborview DOT", "12 months"]},
            {"keys": ["segmentby", "dock_id"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh118-dockwise-tool-stored-hardware-id-and-battery-threshold",
        "split": "fresh118",
        "steps": [
            (
                "user",
                "pls remember: dock ids in mqtt topics are the 6 char hardware id like HB0417, not our station_id uuid. the docks table maps them. then add a low battery alert to #ops-docks in slack",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "dockwise: the dock ID in MQTT topics (docks/<id>/status) is the 6-character hardware id (e.g. HB0417), not the station_id UUID; the docks table maps hardware_id to station_id.",
                    "tags": ["dockwise", "mqtt", "docks"],
                },
                '{"id":"8231","action":"stored"}',
                False,
            ),
            (
                "read",
                "internal/telemetry/status.go",
                'type Status struct {\n\tBikes      int       `json:"bikes"`\n\tFreeSlots  int       `json:"free_slots"`\n\tBatteryV   float64   `json:"battery_v"`\n\tFirmware   string    `json:"fw"`\n\tReportedAt time.Time `json:"ts"`\n}\n',
            ),
            (
                "read",
                "internal/alerts/slack.go",
                "func (s *Slack) Post(ctx context.Context, channel, text string) error {\n\treturn s.client.PostMessageContext(ctx, channel, slack.MsgOptionText(text, false))\n}\n",
            ),
            (
                "think",
                "battery_v is there but nothing defines what's low; docks table has a solar flag (migration 0033). Don't guess the threshold, ask. Dedupe: once per dock per day via a last_alerted table or in-memory map with TTL; use the table so restarts don't re-alert.",
            ),
            (
                "assistant",
                "Saved the topic ID fact.\n\nFor the alert: the status payload has `battery_v`, but nothing in the code says what counts as low. What voltage should trigger it? I'll post at most one alert per dock per day, tracked in a small `battery_alerts` table so a pod restart doesn't re-send.",
            ),
            (
                "user",
                "11.8 volts. the solar docks run lead acid and below 11.8 they dont make it thru the night",
            ),
            ("edit", "migrations/0035_battery_alerts.sql"),
            ("edit", "internal/store/queries/battery_alerts.sql"),
            (
                "bash",
                "sqlc generate && git status --short internal/store",
                " M internal/store/battery_alerts.sql.go\n M internal/store/models.go",
            ),
            ("edit", "internal/alerts/battery.go"),
            ("edit", "internal/alerts/battery_test.go"),
            ("edit", "internal/telemetry/handler.go"),
            (
                "bash",
                "go test ./internal/alerts/... ./internal/telemetry/... 2>&1 | tail -2",
                "ok  \tgithub.com/harborview-bikes/dockwise/internal/alerts\t0.288s\nok  \tgithub.com/harborview-bikes/dockwise/internal/telemetry\t0.471s",
            ),
            (
                "assistant",
                "Low battery alert is in:\n\n- the ingest handler checks `battery_v` on every status; below **11.8 V** it posts to `#ops-docks`: `🔋 HB0417 (Pier 4 / Elm St) at 11.6 V`, with the station name looked up through the `docks` table\n- at most one alert per dock per day (`battery_alerts` table, migration `0035`)\n- tests for 11.9 V (no alert), 11.7 V (alert), and a second low reading the same day (no second alert)\n\nOn `feat/battery-alert`, not deployed.",
            ),
            ("user", "good, ill review after lunch"),
        ],
        "lessons": [
            {"keys": ["solar docks", "11.8"]},
        ],
        "tool_stored": [["hardware id", "station_id"]],
    },
    {
        "name": "fresh118-dockwise-review-shift-windows-house-rules",
        "split": "fresh118",
        "steps": [
            ("user", "review ines's pr #142 pls, planner shift windows"),
            (
                "bash",
                "gh pr diff 142 --name-only",
                "internal/rebalance/shifts.go\ninternal/rebalance/shifts_test.go\ninternal/rebalance/planner.go\ninternal/rebalance/metrics.go",
            ),
            (
                "read",
                "internal/rebalance/shifts.go",
                "func (p *Planner) shiftWindow(day time.Time, s Shift) (time.Time, time.Time) {\n\tstart := time.Date(day.Year(), day.Month(), day.Day(), s.StartHour, 0, 0, 0, time.UTC)\n\treturn start, start.Add(time.Duration(s.Hours) * time.Hour)\n}\n\nfunc (p *Planner) loadDocks(ctx context.Context, zone string) ([]Dock, error) {\n\trows, err := p.pool.Query(ctx,\n\t\t`SELECT hardware_id, station_id, capacity, zone FROM docks WHERE zone = $1 AND active`, zone)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn pgx.CollectRows(rows, pgx.RowToStructByName[Dock])\n}\n",
            ),
            (
                "read",
                "internal/rebalance/metrics.go",
                'var tasksCreated = promauto.NewCounterVec(prometheus.CounterOpts{\n\tName: "planner_tasks_created_total",\n\tHelp: "Rebalancing tasks created, by zone.",\n}, []string{"zone"})\n',
            ),
            (
                "think",
                "Crews work mornings local (Harborview is US Central). StartHour interpreted in UTC looks wrong to me; suggest LoadLocation America/Chicago. Raw pgx query in loadDocks. Metric name. Table-driven tests are good.",
            ),
            (
                "assistant",
                "Review of #142:\n\n1. **Shift windows**: `shiftWindow` builds the start with `time.UTC`, but the crews' shifts are local times, so this is 5 or 6 hours off depending on DST. I'd compute shift windows in America/Chicago local time with `time.LoadLocation` and convert to UTC only for the queries.\n2. **`loadDocks`** runs a hand-written `pool.Query` with `pgx.CollectRows`; it works, but it's the only raw query in the planner.\n3. **Metric**: new counter `planner_tasks_created_total` with a `zone` label.\n4. The table-driven tests in `shifts_test.go` cover overnight shifts and empty zones, nice.",
            ),
            (
                "user",
                "post it, but put these in as house rules:\n- all sql lives in internal/store/queries/*.sql and goes through sqlc, no hand written pgx queries in planner code\n- everything is UTC in the db and in the planner, the crew app converts to local for display. ur point 1 is backwards, the shifts table already stores start_hour in utc and ops updates it when dst changes\n- new metrics need the dockwise_ prefix or the grafana dashboards dont pick them up\n- and tell her the tests are great",
            ),
            (
                "think",
                "Drop my LoadLocation suggestion; shiftWindow using UTC is correct. Ask her to move the docks query to internal/store/queries/docks.sql (ListActiveDocksByZone), rename the metric to dockwise_planner_tasks_created_total.",
            ),
            (
                "bash",
                "gh pr review 142 --request-changes --body-file /tmp/review_142.md",
                "- Requested changes to pull request harborview-bikes/dockwise#142",
            ),
            (
                "assistant",
                "Posted on #142 (changes requested):\n\n- move the `loadDocks` query to `internal/store/queries/docks.sql` as `ListActiveDocksByZone` and call the sqlc-generated method; house rule: no hand-written pgx queries in planner code\n- house rule: UTC everywhere in the DB and the planner, the crew app converts for display; `shiftWindow` is right as it is\n- rename the counter to `dockwise_planner_tasks_created_total`, since the Grafana dashboards only pick up `dockwise_` metrics\n- the table-driven shift tests are great\n\nMy local-time suggestion isn't in the review.",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["sqlc", "internal/store/queries"]},
            {
                "keys": ["UTC", "crew app"],
                "not": ["compute shift windows in America/Chicago"],
            },
            {"keys": ["dockwise_ prefix", "grafana"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh118-dockwise-correction-van-capacity-16-bikes",
        "split": "fresh118",
        "steps": [
            (
                "user",
                "crews say the planner gives them tasks like 'move 20 bikes union station -> harbor park' which they cant do in one go. can u look",
            ),
            (
                "read",
                "internal/rebalance/config.go",
                "const (\n\tVanCapacity     = 12 // bikes per van\n\tMinMove         = 3\n\tPlanHorizonMins = 90\n)\n",
            ),
            (
                "read",
                "internal/rebalance/planner.go",
                "for _, m := range moves {\n\t\ttasks = append(tasks, Task{From: m.From, To: m.To, Bikes: m.Bikes, Priority: m.Deficit})\n\t}\n",
            ),
            (
                "think",
                "Moves aren't capped at van capacity. Split any move > VanCapacity into ceil(n/cap) tasks, decreasing priority for the later ones.",
            ),
            ("edit", "internal/rebalance/planner.go"),
            ("edit", "internal/rebalance/planner_test.go"),
            (
                "bash",
                "go test ./internal/rebalance/... 2>&1 | tail -1",
                "ok  \tgithub.com/harborview-bikes/dockwise/internal/rebalance\t0.334s",
            ),
            (
                "assistant",
                "The planner never capped a move at what a van can carry. Each van carries 12 bikes, so the planner now splits any move bigger than that into several tasks: the 20-bike Union Station → Harbor Park move becomes a 12 and an 8, the second one with lower priority so a different van can pick it up. Test added for 20 → 12 + 8 and for exactly 12.",
            ),
            (
                "user",
                "ok. can u also sort the crew task list by zone then priority, crews complain it jumps all over the city. btw vans take 16 bikes now not 12, fleet moved to the long wheelbase sprinters in august",
            ),
            (
                "think",
                "Update VanCapacity to 16, fix the split test (20 -> 16 + 4), and sort tasks by zone, then priority desc in the /tasks handler.",
            ),
            ("edit", "internal/rebalance/config.go"),
            ("edit", "internal/rebalance/planner_test.go"),
            ("edit", "cmd/planner/tasks_handler.go"),
            ("edit", "cmd/planner/tasks_handler_test.go"),
            (
                "bash",
                "go test ./internal/rebalance/... ./cmd/planner/... 2>&1 | tail -2",
                "ok  \tgithub.com/harborview-bikes/dockwise/internal/rebalance\t0.329s\nok  \tgithub.com/harborview-bikes/dockwise/cmd/planner\t0.207s",
            ),
            (
                "assistant",
                "Done:\n\n- `VanCapacity` is now **16**, so the 20-bike move becomes 16 + 4\n- `/tasks` returns tasks sorted by zone, then by priority (highest first) within a zone\n- tests updated for both\n\nBranch `fix/planner-van-capacity`, want me to open the PR?",
            ),
            ("user", "yep open it, assign ines"),
            (
                "bash",
                "gh pr create --fill --reviewer ines-okafor 2>&1 | tail -1",
                "https://github.com/harborview-bikes/dockwise/pull/147",
            ),
            ("assistant", "Opened #147 with Ines as reviewer."),
        ],
        "lessons": [
            {"keys": ["vans", "16 bikes"], "not": ["carries 12 bikes"]},
        ],
        "tool_stored": [],
    },
]
