"""The "fresh147" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH147: list[dict[str, Any]] = [
    # --- "rootwise": climate telemetry and alerts for Van den Berg Tomaten (a tomato grower in the
    # Westland, four greenhouses "kas 1" to "kas 4", ~12 ha, Priva climate computers). Go 1.23
    # monorepo: cmd/gateway (one Advantech box per kas, reads the Priva over Modbus TCP with
    # simonvetter/modbus, publishes to MQTT), cmd/ingest (EMQX subscriber, pgx CopyFrom into
    # TimescaleDB 2.17 on PostgreSQL 16), cmd/api (chi, alerting, Slack webhook), internal/ (modbus,
    # mqttx, store with sqlc, alerts), goose migrations, Grafana + Prometheus, Docker Compose on a
    # Hetzner VM (rw-prod-1, Falkenstein). People: Teun (owner's son, runs IT), Nico (grower),
    # Sanne (installs gateways), Joris (dev). ---
    {
        "name": "fresh147-rootwise-chitchat-time-after-and-typo",
        "split": "fresh147",
        "steps": [
            (
                "user",
                "quick q, why does everyone say dont use time.After inside a select loop? joris flagged it in the gateway poll loop",
            ),
            (
                "bash",
                "head -3 go.mod && grep -n 'time.After' cmd/gateway/*.go internal/**/*.go",
                "module github.com/vdberg-tomaten/rootwise\n\ngo 1.23.4\ncmd/gateway/poll.go:47:\t\tcase <-time.After(pollTimeout):",
            ),
            (
                "think",
                "Before Go 1.23, each time.After call created a Timer that wasn't garbage collected until it fired, so in a hot loop with a long timeout they pile up. Go 1.23 changed it: unreferenced unstopped timers are collectable, and the channel is unbuffered-ish (synchronous). We're on 1.23.4, so it's no longer a leak, just an allocation per iteration. Poll loop runs every 10s, irrelevant.",
            ),
            (
                "assistant",
                "It's an old memory leak warning:\n\n- **Before Go 1.23**, every `time.After(d)` call creates a new timer that can't be garbage collected until `d` has passed, even if another `case` in the `select` won. In a loop that runs often with a long timeout, thousands of live timers pile up.\n- **Since Go 1.23**, timers that nothing references anymore are collected right away, stopped or not. We're on `go 1.23.4` (go.mod), so in our code it's no longer a leak.\n\nWhat's left is one allocation per iteration. If a loop spins very fast, `time.NewTimer` once plus `timer.Reset(d)` each round avoids that. The gateway poll loop (`cmd/gateway/poll.go:47`) runs every 10 seconds, so there `time.After` is perfectly fine. Joris's rule of thumb is good for hot loops, it just doesn't matter here.",
            ),
            (
                "user",
                "ok cool. also the humidity alert in slack says 'humidty' since forever, nico sent me a screenshot lol",
            ),
            (
                "bash",
                'grep -rn "humidty" internal/ cmd/',
                'internal/alerts/rules.go:38:\t\tMessage:   "Relative humidty above %.0f%% in kas %d",',
            ),
            ("edit", "internal/alerts/rules.go"),
            (
                "bash",
                "go test ./internal/alerts/...",
                "ok  \tgithub.com/vdberg-tomaten/rootwise/internal/alerts\t0.412s",
            ),
            (
                "assistant",
                "Fixed in `internal/alerts/rules.go`, the Slack message now says *Relative humidity above 90% in kas 2* (etc.). Only occurrence, alert tests pass. It goes out with the next deploy of `cmd/api`.",
            ),
            ("user", "👍"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh147-rootwise-incident-duplicate-mqtt-client-id-cloned-gateway",
        "split": "fresh147",
        "steps": [
            (
                "user",
                "grafana has holes in kas 2 AND kas 3 since yesterday afternoon, every few seconds the lines drop out. sanne swapped the gateway box in kas 3 yesterday because the old one died",
            ),
            (
                "bash",
                "ssh rw-prod-1 'cd /opt/rootwise && docker compose logs emqx --since 30m | grep -i takeover | tail -4'",
                "emqx-1  | 2026-12-07T09:14:02.118+01:00 [warning] clientid: rw-gw-kas2, peername: 10.20.3.11:51822, msg: session_takeover, reason: discarded by new connection\nemqx-1  | 2026-12-07T09:14:03.402+01:00 [warning] clientid: rw-gw-kas2, peername: 10.20.2.11:40114, msg: session_takeover, reason: discarded by new connection\nemqx-1  | 2026-12-07T09:14:04.671+01:00 [warning] clientid: rw-gw-kas2, peername: 10.20.3.11:51830, msg: session_takeover, reason: discarded by new connection\nemqx-1  | 2026-12-07T09:14:05.950+01:00 [warning] clientid: rw-gw-kas2, peername: 10.20.2.11:40122, msg: session_takeover, reason: discarded by new connection",
            ),
            (
                "think",
                "Same client id from two IPs: 10.20.2.11 (kas 2's subnet) and 10.20.3.11 (kas 3's). The new kas 3 box was probably flashed from a copy of kas 2's SD card. Check its config.",
            ),
            (
                "bash",
                "ssh sanne@10.20.3.11 'cat /etc/rootwise/gateway.toml'",
                'greenhouse = 3\n\n[priva]\naddr = "10.20.3.5:502"\nunit_id = 1\n\n[mqtt]\nbroker = "tls://mqtt.rootwise.vdberg-tomaten.nl:8883"\nclient_id = "rw-gw-kas2"\n',
            ),
            (
                "read",
                "cmd/gateway/config.go",
                'type MQTTConfig struct {\n\tBroker   string `toml:"broker"`\n\tClientID string `toml:"client_id"`\n}\n\ntype Config struct {\n\tGreenhouse int        `toml:"greenhouse"`\n\tPriva      PrivaConfig `toml:"priva"`\n\tMQTT       MQTTConfig `toml:"mqtt"`\n}\n',
            ),
            (
                "think",
                "Sanne changed greenhouse and the Priva address but not client_id. EMQX: one session per client id, new connection discards the old one; paho auto-reconnects after ~1s, kicks the other one off, loop. Both kas lose data. Quick fix: set client_id to rw-gw-kas3 and restart. Proper fix: derive client id from greenhouse number, drop the config field (error if set and mismatching).",
            ),
            (
                "assistant",
                'Found it: the new kas 3 box is a clone of kas 2\'s.\n\n**Cause**\n\n- `/etc/rootwise/gateway.toml` on the new box has `greenhouse = 3` and the kas 3 Priva address, but still `client_id = "rw-gw-kas2"`, so the SD card was copied from kas 2 and that line wasn\'t changed\n- EMQX allows one connection per `client_id`: when two gateways use the same one, each new connection takes over the session and kicks the other off (`session_takeover ... discarded by new connection`, alternating between 10.20.2.11 and 10.20.3.11)\n- both gateways reconnect about every second, so both kas 2 and kas 3 lose readings, which are the holes in Grafana\n\n**Fix**\n\n1. now: set `client_id = "rw-gw-kas3"` on the new box and restart the gateway\n2. for good: the gateway builds its `client_id` from the kas number (`rw-gw-kas<greenhouse>`) and refuses to start if the config file sets a different one, so a cloned card can\'t do this again\n\nGo?',
            ),
            ("user", "yes both"),
            (
                "bash",
                "ssh sanne@10.20.3.11 \"sudo sed -i 's/rw-gw-kas2/rw-gw-kas3/' /etc/rootwise/gateway.toml && sudo systemctl restart rootwise-gateway\"",
                "",
            ),
            ("edit", "cmd/gateway/config.go"),
            ("edit", "cmd/gateway/config_test.go"),
            (
                "bash",
                "go test ./cmd/gateway/... && goreleaser build --snapshot --clean --id gateway 2>&1 | tail -1",
                "ok  \tgithub.com/vdberg-tomaten/rootwise/cmd/gateway\t0.087s\n  • build succeeded after 14s",
            ),
            (
                "bash",
                "sleep 120; ssh rw-prod-1 'cd /opt/rootwise && docker compose logs emqx --since 2m | grep -c session_takeover'; ssh rw-prod-1 \"docker compose -f /opt/rootwise/compose.yml exec -T timescale psql -U rootwise -tAc \\\"select greenhouse, count(*) from readings where ts > now() - interval '2 minutes' group by 1 order by 1\\\"\"",
                "0\n1|2148\n2|2160\n3|2160\n4|1932",
            ),
            (
                "assistant",
                "Both kas are back: no more session takeovers in the last two minutes, and kas 2 and kas 3 each have 2160 readings in that window (180 sensors every 10 s), like the others. The config change in the gateway is on `fix/gateway-client-id` with a test for the mismatch; the arm64 build is ready for Sanne to roll out to all four boxes.",
            ),
            (
                "user",
                "great. so the lesson is: a cloned gateway sd card keeps the old client_id and then emqx kicks the two gateways off in a loop. ill tell sanne",
            ),
            (
                "assistant",
                "Exactly. With the new build it can't happen anymore, the client_id follows the kas number.",
            ),
        ],
        "lessons": [
            {"keys": ["cloned", "client_id"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh147-rootwise-decision-timescale-compression-keep-raw",
        "split": "fresh147",
        "steps": [
            (
                "user",
                "teun says the hetzner volume is at 81% again and we only added 200gb in august. what can we do long term",
            ),
            (
                "bash",
                'ssh rw-prod-1 "docker compose -f /opt/rootwise/compose.yml exec -T timescale psql -U rootwise -c \\"select hypertable_name, pg_size_pretty(hypertable_size(format(\'%I\', hypertable_name)::regclass)) from timescaledb_information.hypertables\\""',
                " hypertable_name | pg_size_pretty\n-----------------+----------------\n readings        | 612 GB\n alert_events    | 88 MB\n(2 rows)",
            ),
            (
                "bash",
                "ssh rw-prod-1 'df -h /mnt/HC_Volume_10293841 | tail -1'",
                "/dev/sdb        800G  648G  152G  81% /mnt/HC_Volume_10293841",
            ),
            (
                "think",
                "~720 sensors x every 10s = 6.2M rows/day, ~45 GB/month uncompressed. Options: native compression (segmentby sensor_id, typically 90%+), continuous aggregates + retention of raw after 90 days, export old chunks to S3 parquet. CAGG + retention keeps dashboards fast and disk bounded. Recommend 2.",
            ),
            (
                "assistant",
                "`readings` is 612 GB of the 648 GB used and grows about 45 GB a month (around 720 sensors every 10 seconds, nothing compressed). Options:\n\n1. **TimescaleDB compression**: compress chunks older than 7 days (`segmentby sensor_id`). Sensor data like ours usually shrinks 90% or more, all raw data stays queryable, inserts into old chunks get slower.\n2. **Continuous aggregates + retention**: keep 5-minute averages/min/max forever in a continuous aggregate and drop raw readings after 90 days. Disk stays flat, dashboards get faster, but the 10-second detail of older seasons is gone.\n3. **Archive to S3**: export raw chunks older than 90 days to Parquet in AWS S3 and drop them from the database; cheap storage, but querying old data means DuckDB or Athena instead of Grafana.\n\nI'd go with **2**, it's the only one where disk use stops growing.",
            ),
            (
                "user",
                "1, compression and keep the raw 10s data forever, the delphy advisor compares this season against the last ones on the raw data and 5 min averages hide the screen closing spikes. and no s3, crop data stays on our own hetzner server, thats teun's rule. try it on staging first, i dont want to lock the prod db during the day",
            ),
            (
                "think",
                "Option 1. goose migration: ALTER TABLE readings SET (timescaledb.compress, compress_segmentby = 'sensor_id', compress_orderby = 'ts DESC'); add_compression_policy 7 days. Test on staging (copy of last month). Compress existing chunks in batches at night on prod.",
            ),
            ("edit", "migrations/20261207101500_compress_readings.sql"),
            (
                "bash",
                'GOOSE_DBSTRING=$STAGING_DSN goose -dir migrations postgres up && psql "$STAGING_DSN" -c "select count(compress_chunk(c)) from show_chunks(\'readings\', older_than => interval \'7 days\') c" && psql "$STAGING_DSN" -c "select pg_size_pretty(before_compression_total_bytes) before, pg_size_pretty(after_compression_total_bytes) after from hypertable_compression_stats(\'readings\')"',
                "2026/12/07 10:21:44 OK   20261207101500_compress_readings.sql (41.2ms)\n2026/12/07 10:21:44 goose: successfully migrated database to version: 20261207101500\n count\n-------\n    26\n(1 row)\n\n before  | after\n---------+-------\n 38 GB   | 3.1 GB\n(1 row)",
            ),
            (
                "bash",
                "psql \"$STAGING_DSN\" -c \"\\timing on\" -c \"select time_bucket('1 minute', ts), avg(value) from readings where sensor_id = 4117 and ts between '2026-11-10' and '2026-11-11' group by 1\" | tail -1",
                "Time: 46.108 ms",
            ),
            (
                "assistant",
                "Compression is running on staging:\n\n- migration `20261207101500_compress_readings.sql` enables compression on `readings` (`segmentby sensor_id`, `orderby ts DESC`) and adds a policy that compresses chunks older than 7 days\n- staging's month of data went from **38 GB to 3.1 GB** (about 92% smaller), and a one-day query on a compressed chunk still takes 46 ms\n- all raw 10 s readings stay, nothing leaves the Hetzner server\n\nFor prod I'd run the migration and compress the existing ~90 chunks in batches at night, so nothing is locked during the day. Tell me when.",
            ),
            ("user", "tonight is fine, after 22:00"),
        ],
        "lessons": [
            {"keys": ["compression", "raw 10s data"]},
            {"keys": ["crop data", "hetzner"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh147-rootwise-tool-stored-kas4-modbus-and-ec-offset",
        "split": "fresh147",
        "steps": [
            (
                "user",
                "remember this one: kas 4 still has the old priva connext, its modbus unit id 3 and the values are in holding registers not input registers. the other three are unit id 1 with input registers. now add the screen position readings for all kassen, nico wants them next to the light sensor",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "rootwise: kas 4 runs the old Priva Connext: Modbus unit id 3, values in holding registers. Kas 1-3 use unit id 1 with input registers.",
                    "tags": ["rootwise", "modbus", "priva", "kas4"],
                },
                '{"id":"6211","action":"stored"}',
                False,
            ),
            (
                "read",
                "internal/modbus/registers.go",
                'package modbus\n\n// Register map for the Priva climate computers (input registers, unit id 1).\nvar Sensors = []Sensor{\n\t{Name: "air_temp", Addr: 3001, Scale: 0.1},\n\t{Name: "rel_humidity", Addr: 3002, Scale: 0.1},\n\t{Name: "co2_ppm", Addr: 3005, Scale: 1},\n\t{Name: "global_radiation", Addr: 3010, Scale: 1},\n\t{Name: "ec_drain", Addr: 3021, Scale: 0.01},\n}\n',
            ),
            (
                "think",
                "Register map assumes unit id 1 and input registers everywhere; kas 4 would need a per-kas override. Screen positions: energy screen and blackout screen, % closed, Priva addresses 3031/3032 (and on Connext 4031/4032 in holding). Add a RegisterKind and unit id to the gateway config per kas. Let me check what the kas 4 gateway currently does.",
            ),
            (
                "bash",
                "ssh sanne@10.20.4.11 'grep -A3 priva /etc/rootwise/gateway.toml; journalctl -u rootwise-gateway --since -10m | tail -2'",
                '[priva]\naddr = "10.20.4.5:502"\nunit_id = 3\nregister_kind = "holding"\nDec 07 10:52:11 gw-kas4 rootwise-gateway[611]: poll ok sensors=176 took=212ms\nDec 07 10:52:21 gw-kas4 rootwise-gateway[611]: poll ok sensors=176 took=209ms',
            ),
            ("edit", "internal/modbus/registers.go"),
            ("edit", "internal/modbus/registers_connext.go"),
            ("edit", "cmd/gateway/poll.go"),
            ("edit", "internal/modbus/registers_test.go"),
            (
                "bash",
                "go test ./internal/modbus/... ./cmd/gateway/...",
                "ok  \tgithub.com/vdberg-tomaten/rootwise/internal/modbus\t0.051s\nok  \tgithub.com/vdberg-tomaten/rootwise/cmd/gateway\t0.094s",
            ),
            (
                "assistant",
                'Saved the kas 4 details to memory. The gateway config on kas 4 already had `unit_id = 3` and `register_kind = "holding"`, so that part was right; what was missing was a register map for the Connext.\n\n- new sensors `screen_energy_pct` and `screen_blackout_pct` (addresses 3031/3032 on the newer Priva, 4031/4032 in holding registers on the Connext)\n- the gateway picks the register map from `register_kind`, tests cover both maps\n\nOn `feat/screen-positions`; Grafana panels once it\'s rolled out.',
            ),
            (
                "user",
                "nice. oh and the EC sensors in kas 2 read about 0.3 too high since they were swapped in september, nico has been subtracting it by hand in excel. can ingest correct that",
            ),
            (
                "think",
                "Per-sensor calibration offset in ingest. Add sensor_calibrations table (sensor_id, offset, valid_from) so it's explicit and dated; apply in ingest before CopyFrom. Backfill since the swap date? Ask? User didn't ask for backfill; offer.",
            ),
            ("edit", "migrations/20261207111000_sensor_calibrations.sql"),
            ("edit", "internal/store/queries/calibrations.sql"),
            ("edit", "cmd/ingest/calibrate.go"),
            ("edit", "cmd/ingest/calibrate_test.go"),
            (
                "bash",
                "sqlc generate && go test ./cmd/ingest/... ./internal/store/...",
                "ok  \tgithub.com/vdberg-tomaten/rootwise/cmd/ingest\t0.133s\nok  \tgithub.com/vdberg-tomaten/rootwise/internal/store\t4.812s",
            ),
            (
                "assistant",
                "Ingest now applies calibration offsets:\n\n- new `sensor_calibrations` table (`sensor_id`, `offset`, `valid_from`), with rows for kas 2's EC sensors: `-0.3` from 2026-09-01\n- `cmd/ingest` adds the offset before writing, so Grafana and the exports show corrected values and Nico can stop fixing them in Excel\n\nReadings stored since September are still uncorrected; I can backfill them in one `UPDATE` if you want.",
            ),
            ("user", "leave the old ones, nico already has them fixed in his sheets"),
        ],
        "lessons": [
            {"keys": ["EC sensors", "0.3"]},
        ],
        "tool_stored": [["kas 4", "unit id 3"]],
    },
    {
        "name": "fresh147-rootwise-review-readings-endpoint-house-rules",
        "split": "fresh147",
        "steps": [
            ("user", "can u review joris's pr 57, the readings endpoint for the delphy export"),
            (
                "bash",
                "gh pr view 57 --json title,files --jq '.title, .files[].path'",
                "api: GET /api/v1/kassen/{id}/readings with cursor pagination\ncmd/api/readings.go\ncmd/api/readings_test.go\ncmd/api/routes.go",
            ),
            (
                "read",
                "cmd/api/readings.go",
                'func (s *Server) listReadings(w http.ResponseWriter, r *http.Request) {\n\tkas := chi.URLParam(r, "id")\n\tsensor := r.URL.Query().Get("sensor")\n\tcursor, err := decodeCursor(r.URL.Query().Get("cursor"))\n\tif err != nil {\n\t\thttp.Error(w, "bad cursor", http.StatusBadRequest)\n\t\treturn\n\t}\n\tq := fmt.Sprintf(`SELECT ts, sensor_id, value FROM readings\n\t\tWHERE greenhouse = %s AND sensor_name = \'%s\' AND ts > $1\n\t\tORDER BY ts LIMIT 5000`, kas, sensor)\n\trows, err := s.db.Query(r.Context(), q, cursor.After)\n\tif err != nil {\n\t\tlog.Printf("readings query failed: %v", err)\n\t\thttp.Error(w, "internal error", http.StatusInternalServerError)\n\t\treturn\n\t}\n\tdefer rows.Close()\n\twriteReadingsPage(w, rows)\n}\n',
            ),
            (
                "read",
                "cmd/api/readings_test.go",
                'type fakeStore struct{ rows []Reading }\n\nfunc TestListReadings(t *testing.T) {\n\tsrv := &Server{db: &fakeStore{rows: sampleRows}}\n\treq := httptest.NewRequest("GET", "/api/v1/kassen/2/readings?sensor=air_temp", nil)\n\trec := httptest.NewRecorder()\n\tsrv.listReadings(rec, req)\n\tif rec.Code != 200 {\n\t\tt.Fatalf("got %d", rec.Code)\n\t}\n}\n',
            ),
            (
                "think",
                "Sprintf with kas and sensor from the request = SQL injection. log.Printf unstructured; zap would give fields. Test uses a fake store, which doesn't exercise the SQL. Cursor pagination on ts is good (keyset, no OFFSET).",
            ),
            (
                "assistant",
                "Review of #57:\n\n1. **SQL injection**: `kas` and `sensor` come straight from the request and are put into the query with `fmt.Sprintf`. `?sensor=x' OR '1'='1` would dump everything. They need to be query parameters (`$2`, `$3`).\n2. **Logging**: `log.Printf` gives an unstructured line; I'd switch this to zap for structured logging, with `kas`, `sensor` and the error as fields.\n3. **Test**: the fake store never runs the SQL, so a broken query would still pass. Worth a test that hits the database.\n4. **Cursor pagination**: keyset on `ts` with `LIMIT 5000` instead of `OFFSET` is the right call for a table this size, nice.",
            ),
            (
                "user",
                "post it but with our rules. all queries live in internal/store/queries/*.sql and get generated with sqlc, no sql strings in handlers at all, not even parameterized ones, so point 1 should say that. logging is log/slog with the JSON handler, we dropped zap last year. store tests run against a real timescale through testcontainers, no fake stores. keep 4",
            ),
            (
                "think",
                "Point 1: move the query to internal/store/queries/readings.sql (-- name: ListReadings :many) and call the generated s.q.ListReadings. Point 2: slog.Error with attrs via the JSON handler already configured in cmd/api/main.go. Point 3: testcontainers-go timescale module, like internal/store tests. Keep 4.",
            ),
            (
                "bash",
                "grep -n 'slog' cmd/api/main.go | head -2 && ls internal/store/queries/",
                "18:\tlogger := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelInfo}))\n19:\tslog.SetDefault(logger)\nalerts.sql\ncalibrations.sql\nsensors.sql",
            ),
            (
                "bash",
                "gh pr review 57 --request-changes --body-file /tmp/review_57.md",
                "- Requested changes to pull request vdberg-tomaten/rootwise#57",
            ),
            (
                "assistant",
                'Posted on #57 (changes requested):\n\n- the query moves to `internal/store/queries/readings.sql` as `-- name: ListReadings :many` and the handler calls the sqlc-generated `ListReadings`; no SQL strings in `cmd/api`, which also closes the injection\n- logging through `slog.Error("readings query failed", "kas", kas, "sensor", sensor, "err", err)`, which goes out via the JSON handler set up in `cmd/api/main.go`\n- the test should run against a real TimescaleDB with testcontainers (like the `internal/store` tests) instead of `fakeStore`\n- the keyset cursor pagination got a thumbs up\n\nThe zap suggestion is not in the review.',
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["sqlc", "internal/store/queries"]},
            {"keys": ["log/slog", "JSON handler"], "not": ["switch this to zap"]},
            {"keys": ["testcontainers", "real timescale"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh147-rootwise-correction-heating-pipe-loop-75",
        "split": "fresh147",
        "steps": [
            (
                "user",
                "the boiler installer wants an alert when the pipe rail temperature gets too high. can u add a rule? the gateways already send it as sensor pipe_temp",
            ),
            (
                "read",
                "internal/alerts/rules.go",
                'package alerts\n\nvar Rules = []Rule{\n\t{\n\t\tSensor:    "rel_humidity",\n\t\tAbove:     90,\n\t\tFor:       15 * time.Minute,\n\t\tMessage:   "Relative humidity above %.0f%% in kas %d",\n\t\tChannel:   ChannelEmail,\n\t},\n\t{\n\t\tSensor:    "co2_ppm",\n\t\tAbove:     1500,\n\t\tFor:       10 * time.Minute,\n\t\tMessage:   "CO2 above %.0f ppm in kas %d",\n\t\tChannel:   ChannelEmail,\n\t},\n}\n',
            ),
            (
                "bash",
                "ssh rw-prod-1 \"docker compose -f /opt/rootwise/compose.yml exec -T timescale psql -U rootwise -tAc \\\"select greenhouse, round(max(value)::numeric,1) from readings where sensor_name = 'pipe_temp' and ts > now() - interval '30 days' group by 1 order by 1\\\"\"",
                "1|68.4\n2|71.2\n3|69.8\n4|66.1",
            ),
            (
                "think",
                "Typical greenhouse pipe-rail heating (51mm tube rail) runs hot water up to about 90°C. Maxima last month 66-71. Alert at 85 for 5 minutes would catch a runaway boiler. Same Rule struct.",
            ),
            (
                "assistant",
                "Over the last 30 days `pipe_temp` peaked between 66°C (kas 4) and 71°C (kas 2). Pipe-rail heating runs up to 90°C, so I'll alert at 85°C sustained for 5 minutes, which leaves normal cold-night peaks alone and catches a boiler that runs away. Same email channel as the other rules. OK?",
            ),
            ("user", "ok"),
            ("edit", "internal/alerts/rules.go"),
            ("edit", "internal/alerts/rules_test.go"),
            (
                "bash",
                "go test ./internal/alerts/...",
                "ok  \tgithub.com/vdberg-tomaten/rootwise/internal/alerts\t0.398s",
            ),
            (
                "assistant",
                "Added the `pipe_temp` rule (above 85°C for 5 minutes, email) with tests for a short spike (no alert) and a sustained one (alert). On `feat/pipe-temp-alert`.",
            ),
            (
                "user",
                "cool. can it go to the #kas-alarm slack channel instead of email, nobody reads those at night. and 85 is way too late, the installer capped the heating pipe loop at 75 after the leak last winter, so alert at 70",
            ),
            (
                "think",
                "Change threshold to 70, channel ChannelSlack with #kas-alarm (webhook already configured for the humidity alerts? No, those are email; check config for slack webhook). Last month kas 2 reached 71.2, so with a 5 min window it may have fired once; mention.",
            ),
            (
                "bash",
                "grep -n -i 'slack' cmd/api/config.go internal/alerts/*.go | head -3",
                'cmd/api/config.go:22:\tSlackWebhookURL string `env:"SLACK_WEBHOOK_URL"`\ninternal/alerts/notify.go:41:func (n *Notifier) slack(ctx context.Context, channel, text string) error {',
            ),
            ("edit", "internal/alerts/rules.go"),
            ("edit", "internal/alerts/rules_test.go"),
            (
                "bash",
                "go test ./internal/alerts/...",
                "ok  \tgithub.com/vdberg-tomaten/rootwise/internal/alerts\t0.402s",
            ),
            (
                "assistant",
                "Changed:\n\n- the rule fires above **70°C** for 5 minutes, with the loop capped at 75°C that leaves 5 degrees of warning\n- it posts to `#kas-alarm` through the existing Slack webhook instead of email\n\nHeads-up: kas 2 peaked at 71.2°C last month, so if that lasted 5 minutes it would have alerted. Tests updated, still on `feat/pipe-temp-alert`.",
            ),
            (
                "user",
                "good, that was the night the boiler controller got reset, we know about it. ship it",
            ),
            (
                "bash",
                "gh pr create --fill --base main 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/vdberg-tomaten/rootwise/pull/61\n✓ Squashed and merged pull request vdberg-tomaten/rootwise#61",
            ),
            ("assistant", "Merged as #61, it goes live with the next `cmd/api` deploy."),
        ],
        "lessons": [
            {"keys": ["pipe loop", "75"], "not": ["runs up to 90°C"]},
        ],
        "tool_stored": [],
    },
]
