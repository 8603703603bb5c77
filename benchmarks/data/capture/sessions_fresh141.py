"""The "fresh141" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH141: list[dict[str, Any]] = [
    # --- "airlog": programme schedule, playout logging, now-playing and music returns for Wyvern FM
    # 97.3 (volunteer-run community radio in Bewdley). Go 1.23 API (chi, pgx v5 + sqlc, goose
    # migrations) on Postgres 16, Vue 3 + Vite admin SPA in web/, Liquidsoap 2.2 playout feeding
    # Icecast 2.4, all in docker compose on one Debian 12 box in the studio rack. People: Nia
    # (station manager), Bev (music coordinator, does the PRS/PPL returns), Oskar (volunteer dev,
    # also presents Tuesday breakfast). Repo: cmd/airlog, internal/api, internal/db (sqlc),
    # internal/playout, internal/httpx, internal/notify, liquidsoap/radio.liq, deploy/, web/ ---
    {
        "name": "fresh141-airlog-chitchat-errgroup-and-saturday-typo",
        "split": "fresh141",
        "steps": [
            (
                "user",
                "whats errgroup for exactly? oskar used it in the returns exporter and ive only ever used sync.WaitGroup",
            ),
            (
                "read",
                "internal/returns/export.go",
                'g, ctx := errgroup.WithContext(ctx)\ng.SetLimit(4)\nfor _, day := range days {\n\tday := day\n\tg.Go(func() error {\n\t\treturn e.exportDay(ctx, day)\n\t})\n}\nif err := g.Wait(); err != nil {\n\treturn fmt.Errorf("export returns: %w", err)\n}\n',
            ),
            (
                "think",
                "Explain errgroup vs WaitGroup using this code: Go takes func() error, Wait returns the first non-nil error, WithContext cancels ctx when one fails, SetLimit caps concurrency. The day := day copy is unneeded since Go 1.22 loopvar semantics.",
            ),
            (
                "assistant",
                "`errgroup` (from `golang.org/x/sync/errgroup`) is basically a `WaitGroup` that also handles errors. In Oskar's exporter:\n\n- **`g.Go(func() error {...})`** starts a goroutine like `wg.Add(1); go ...`, but the function returns an `error`\n- **`g.Wait()`** waits for all of them like `wg.Wait()`, and returns the **first** non-nil error\n- **`errgroup.WithContext(ctx)`** gives you a `ctx` that's cancelled as soon as one goroutine fails, so the other days' exports stop early instead of running to the end\n- **`g.SetLimit(4)`** caps it at 4 goroutines at a time, so exporting a whole quarter doesn't open 90 DB queries at once\n\nWith a plain `WaitGroup` you'd need your own error channel or mutex-protected slice plus a cancel func to get the same behaviour.\n\nSide note: the `day := day` line isn't needed any more since Go 1.22 gives each loop iteration its own variable, but it's harmless.",
            ),
            (
                "user",
                "ah nice. also the schedule grid says 'Satuday' lol, nia spotted it",
            ),
            (
                "bash",
                "grep -rn 'Satuday' web/src",
                "web/src/components/WeekGrid.vue:14:const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Satuday', 'Sunday']",
            ),
            ("edit", "web/src/components/WeekGrid.vue"),
            (
                "bash",
                "cd web && npx vitest run WeekGrid 2>&1 | tail -3",
                " ✓ src/components/WeekGrid.spec.ts (4 tests) 38ms\n\n Test Files  1 passed (1)",
            ),
            (
                "assistant",
                "Fixed, it's **Saturday** now in `WeekGrid.vue`. Only place it was misspelt; the grid tests pass.",
            ),
            ("user", "thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh141-airlog-incident-now-playing-stuck-on-cover-art-fetch",
        "split": "fresh141",
        "steps": [
            (
                "user",
                "now playing on the website has been stuck on the same song since like 11 last night, nia is getting messages about it. liquidsoap is def playing other stuff, i can hear it",
            ),
            (
                "bash",
                "docker compose logs --since 12h liquidsoap | grep -i 'airlog' | tail -4",
                "liquidsoap-1  | 2026/11/18 23:04:21 [http:3] POST http://airlog:8080/api/playout/track failed: timeout after 10.00s\nliquidsoap-1  | 2026/11/18 23:08:02 [http:3] POST http://airlog:8080/api/playout/track failed: timeout after 10.00s\nliquidsoap-1  | 2026/11/19 08:41:37 [http:3] POST http://airlog:8080/api/playout/track failed: timeout after 10.00s\nliquidsoap-1  | 2026/11/19 08:44:55 [http:3] POST http://airlog:8080/api/playout/track failed: timeout after 10.00s",
            ),
            (
                "bash",
                "docker compose exec airlog wget -qO- 'http://localhost:6060/debug/pprof/goroutine?debug=1' | grep -B1 -A4 'playout' | head -14",
                "193 @ 0x43e5ae 0x44f1b8 0x46b9c5 0x4a77e4\n#\t0x46b9c4\tsync.(*Mutex).Lock+0x64\t\t/usr/local/go/src/sync/mutex.go:90\n#\t0x8a1f23\tairlog/internal/playout.(*NowPlaying).Update+0x43\t/src/internal/playout/nowplaying.go:41\n#\t0x8a3b10\tairlog/internal/api.(*Server).postTrack+0x1d0\t/src/internal/api/playout.go:58\n\n1 @ 0x43e5ae 0x4371d7 0x46b0c5 0x4d2f1e\n#\t0x6d1a2e\tnet/http.(*persistConn).roundTrip+0x98e\t/usr/local/go/src/net/http/transport.go:2652\n#\t0x8a2c71\tairlog/internal/playout.lookupCoverArt+0x131\t/src/internal/playout/coverart.go:28\n#\t0x8a1f80\tairlog/internal/playout.(*NowPlaying).Update+0xa0\t/src/internal/playout/nowplaying.go:47",
            ),
            (
                "read",
                "internal/playout/nowplaying.go",
                'func (n *NowPlaying) Update(ctx context.Context, t Track) error {\n\tn.mu.Lock()\n\tdefer n.mu.Unlock()\n\n\tn.current = t\n\tif t.ReleaseMBID != "" {\n\t\tart, err := lookupCoverArt(t.ReleaseMBID)\n\t\tif err == nil {\n\t\t\tn.current.ArtURL = art\n\t\t}\n\t}\n\treturn n.store.InsertPlay(ctx, n.current)\n}\n',
            ),
            (
                "read",
                "internal/playout/coverart.go",
                'func lookupCoverArt(mbid string) (string, error) {\n\tresp, err := http.Get("https://coverartarchive.org/release/" + mbid + "/front-250")\n\tif err != nil {\n\t\treturn "", err\n\t}\n\tdefer resp.Body.Close()\n\t...\n}\n',
            ),
            (
                "think",
                "One goroutine has been in roundTrip to coverartarchive.org since ~23:04, holding n.mu; 193 postTrack handlers are queued on the mutex, Liquidsoap times out after 10s each time. http.Get uses http.DefaultClient which has no timeout at all, so a connection that never answers hangs forever. Also the plays insert happens under the lock, so the PRS play log has no rows since 23:04 either! Check that. And grep for other http.Get / DefaultClient uses. There's internal/httpx with New(timeout).",
            ),
            (
                "bash",
                "docker compose exec -T db psql -U airlog -tAc \"SELECT max(played_at) FROM plays\"; grep -rn 'http.Get\\|http.DefaultClient\\|http.Post(' --include=*.go internal cmd; sed -n 1,12p internal/httpx/client.go",
                '2026-11-18 23:04:09+00\ninternal/playout/coverart.go:28:\tresp, err := http.Get("https://coverartarchive.org/release/" + mbid + "/front-250")\ninternal/weather/metoffice.go:33:\treq, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil); resp, err := http.DefaultClient.Do(req)\npackage httpx\n\n// New returns an *http.Client with a total request timeout and sane transport limits.\nfunc New(timeout time.Duration) *http.Client {',
            ),
            (
                "assistant",
                "Found it, and it's worse than the website: **the play log has nothing since 23:04**, so last night's and this morning's plays are missing from the PRS/PPL data too.\n\n**Cause.** At 23:04 a cover art request to coverartarchive.org never got an answer. `lookupCoverArt` uses `http.Get`, i.e. `http.DefaultClient`, which has no timeout, so that request is *still* waiting. It was made inside `NowPlaying.Update` while holding `n.mu`, so every track update since (193 of them) is queued behind the lock, and Liquidsoap gives up on each after 10 s. The play insert is under the same lock, which is why the log stopped too.\n\n**Fix.**\n1. `coverart.go` and `weather/metoffice.go` use `httpx.New(5 * time.Second)` instead of the default client\n2. in `Update`, insert the play and set the current track under the lock, then look up the cover art *after* releasing it; a slow art lookup then only delays the artwork\n3. restart airlog to free the stuck goroutine\n4. refill the missing plays from Liquidsoap's own log (`/var/log/liquidsoap/radio.log` has every track start) so Bev's returns are complete\n\nOK?",
            ),
            (
                "user",
                "yes pls, all 4. ugh. so rule for the repo: never http.DefaultClient or http.Get, it has no timeout, always httpx.New with a timeout. can u add a lint for it while ur there",
            ),
            ("edit", "internal/playout/coverart.go"),
            ("edit", "internal/playout/nowplaying.go"),
            ("edit", "internal/weather/metoffice.go"),
            ("edit", ".golangci.yml"),
            ("edit", "cmd/backfill-plays/main.go"),
            ("edit", "internal/playout/nowplaying_test.go"),
            (
                "bash",
                "go test ./internal/... 2>&1 | tail -3 && golangci-lint run ./... && echo lint ok",
                "ok  \tairlog/internal/playout\t0.412s\nok  \tairlog/internal/returns\t0.208s\nok  \tairlog/internal/weather\t0.051s\nlint ok",
            ),
            (
                "bash",
                "docker compose up -d --build airlog 2>&1 | tail -1 && docker compose run --rm airlog backfill-plays --from '2026-11-18T23:04:00Z' --log /var/log/liquidsoap/radio.log",
                " Container airlog-airlog-1  Started\nbackfill-plays: parsed 214 track starts, inserted 214 plays (0 already present)",
            ),
            (
                "assistant",
                "All four done:\n\n- airlog rebuilt and restarted, now playing updates again (the website shows the current track)\n- cover art and Met Office calls use `httpx.New(5 * time.Second)`; the art lookup happens after the lock is released\n- `.golangci.yml` has a `forbidigo` rule that fails on `http.Get`, `http.Post`, `http.Head` and `http.DefaultClient`, pointing at `httpx.New`\n- backfilled **214 plays** from 23:04 until the restart from Liquidsoap's log, so Bev's returns have no gap\n\nNew test: `Update` with a cover art server that never answers returns straight away and the play is stored.",
            ),
            ("user", "legend, thanks"),
        ],
        "lessons": [
            {"keys": ["http.DefaultClient", "no timeout"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh141-airlog-decision-listen-again-on-mixcloud",
        "split": "fresh141",
        "steps": [
            (
                "user",
                "presenters keep asking for listen again. whats the easiest way to get shows online after they go out",
            ),
            (
                "bash",
                "grep -n 'output\\.' liquidsoap/radio.liq; df -h /srv | tail -1",
                '61:output.icecast(%fdkaac(bitrate=128), mount="/wyvern-128.aac", host="icecast", password=environment.get("ICECAST_SOURCE_PASS"), radio)\n64:output.icecast(%mp3(bitrate=192), mount="/live.mp3", host="icecast", password=environment.get("ICECAST_SOURCE_PASS"), radio)\n/dev/sdb1       1.8T  1.1T  612G  65% /srv',
            ),
            (
                "think",
                "Nothing recorded today. Options: record per show in Liquidsoap (output.file switched by schedule) then (1) push to Backblaze B2 + Bunny CDN and list in airlog/website, (2) upload to Mixcloud via their API, (3) keep on the studio box and serve with Caddy. 1 is cheap and we control it. 3 risks the studio upstream bandwidth. I'd recommend 1.",
            ),
            (
                "assistant",
                "Nothing is recorded at the moment, so step one is the same whichever way: Liquidsoap writes each show to its own file (`output.file`, split on the schedule from airlog). Then three ways to publish:\n\n1. **Our own storage**: upload to Backblaze B2, serve through Bunny CDN, and airlog lists the episodes on the website. A few pounds a month, we control everything.\n2. **Mixcloud**: airlog uploads each show through the Mixcloud upload API, with the tracklist from our `plays` table; the website just embeds the player.\n3. **Studio box**: keep them on `/srv` (612 GB free) and serve with Caddy. Free, but listeners would be pulling through the studio's upload link.\n\nI'd pick **1**: cheap, no third party, and the episodes live on our own site.",
            ),
            (
                "user",
                "2, mixcloud. our PRS/PPL licence only covers the live stream, not listen-again, and mixcloud's own licence covers the music in on-demand uploads. 1 and 3 would need an on-demand licence we cant afford",
            ),
            (
                "think",
                "Mixcloud then. Account: station account or each presenter's own via OAuth? Ask.",
            ),
            (
                "assistant",
                "Mixcloud it is, that licence point settles it. One question: should shows go up on a single station account, or on each presenter's own Mixcloud account (they'd each connect it once via OAuth)?",
            ),
            (
                "user",
                "everything goes on the station account, wyvernfm. presenters never upload their own shows, nia needs all the listen numbers in one place for the lottery funding report",
            ),
            ("edit", "liquidsoap/radio.liq"),
            ("edit", "internal/db/migrations/00016_recordings.sql"),
            ("edit", "internal/db/queries/recordings.sql"),
            ("edit", "internal/mixcloud/upload.go"),
            ("edit", "internal/jobs/listenagain.go"),
            ("edit", "internal/jobs/listenagain_test.go"),
            (
                "bash",
                "sqlc generate && go test ./internal/jobs/ ./internal/mixcloud/ 2>&1 | tail -2",
                "ok  \tairlog/internal/jobs\t0.318s\nok  \tairlog/internal/mixcloud\t0.122s",
            ),
            (
                "assistant",
                "Done on `feat/listen-again`:\n\n- Liquidsoap records each show to `/srv/recordings/<date>-<slug>.m4a` (AAC 128k), starting and stopping on the schedule airlog already serves it\n- the `listenagain` job picks up finished recordings, builds the tracklist from `plays` (Mixcloud wants one for music shows) and uploads to the **wyvernfm** account, tagged with the show name\n- the Mixcloud token is read from `MIXCLOUD_TOKEN`; someone with the account login needs to create it and put it in the compose `.env`\n- recordings are kept 30 days on `/srv`, then deleted\n\nTests use a fake Mixcloud server.",
            ),
            ("user", "ok nice, oskar can try it on his show tuesday"),
        ],
        "lessons": [
            {"keys": ["mixcloud", "listen-again"]},
            {"keys": ["wyvernfm", "station account"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh141-airlog-tool-stored-harbor-port-and-fallback-folder",
        "split": "fresh141",
        "steps": [
            (
                "user",
                "for the OB at the county show next month, can airlog show whether the remote feed is actually connected to liquidsoap right now? nia wants a green light on the studio dashboard",
            ),
            (
                "read",
                "liquidsoap/radio.liq",
                'settings.server.telnet.set(true)\nsettings.server.telnet.port.set(1234)\n\nlive = input.harbor("live", port=8005, password=environment.get("LS_HARBOR_PASS"))\nscheduled = request.queue(id="scheduled")\nfallback_pl = playlist(mode="randomize", reload_mode="watch", "/srv/playout/fallback")\n\nradio = fallback(track_sensitive=false, [live, scheduled, fallback_pl])\n',
            ),
            (
                "think",
                "One harbor input, 'live' on 8005. Does the OB kit use it or will there be a second input? Ask before building the status check.",
            ),
            (
                "assistant",
                "There's one harbor input in `radio.liq`: `live` on port 8005. Will the OB kit connect to that same input, or do you want a separate one for outside broadcasts?",
            ),
            (
                "user",
                "same one. every remote source uses the harbor on port 8005, mount /live, oskars home studio, the OB kit, the lot. remember that, i always forget",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "airlog / Wyvern FM: every remote source (home studios, the OB kit) connects to the one Liquidsoap harbor input on port 8005, mount /live; its password comes from the LS_HARBOR_PASS env var.",
                    "tags": ["airlog", "liquidsoap", "outside-broadcast"],
                },
                '{"id":"9021","action":"stored"}',
                False,
            ),
            (
                "bash",
                "docker compose exec liquidsoap sh -c 'echo \"live.status\" | nc -q1 localhost 1234'",
                "no source client connected\nEND",
            ),
            ("edit", "internal/playout/telnet.go"),
            ("edit", "internal/api/playout.go"),
            ("edit", "web/src/components/SourceBadge.vue"),
            ("edit", "web/src/views/StudioDashboard.vue"),
            ("edit", "internal/playout/telnet_test.go"),
            (
                "bash",
                "go test ./internal/playout/ 2>&1 | tail -1 && cd web && npx vitest run SourceBadge 2>&1 | tail -2",
                "ok  \tairlog/internal/playout\t0.233s\n Test Files  1 passed (1)\n      Tests  3 passed (3)",
            ),
            (
                "assistant",
                "Saved the harbor details to memory. The dashboard part:\n\n- `GET /api/playout/sources` asks Liquidsoap over telnet (`live.status`) every 5 s and says whether a source is connected to `/live`, and for how long\n- the studio dashboard has a **LIVE FEED** badge: green with the connection time when connected, grey otherwise\n- right now it's grey, nobody is connected\n\nOn `feat/ob-status`.",
            ),
            (
                "user",
                "nice. oh and when neither live nor the schedule has anything, liquidsoap falls back to /srv/playout/fallback, bev curates that folder by hand so airlog must never write to it. oskar had an idea about syncing playlists into it, thats a no",
            ),
            (
                "bash",
                "grep -rn 'playout/' --include=*.go internal cmd | grep -v _test",
                'internal/jobs/playlistsync.go:19:const syncDir = "/srv/playout/music"',
            ),
            (
                "assistant",
                "Checked: nothing in airlog writes there. The only playout path in the code is the playlist sync job, and it writes to `/srv/playout/music`, not the fallback folder. I'll leave it at that.",
            ),
        ],
        "lessons": [
            {"keys": ["/srv/playout/fallback", "never write"]},
        ],
        "tool_stored": [["8005", "/live"]],
    },
    {
        "name": "fresh141-airlog-rules-schedule-slots-api",
        "split": "fresh141",
        "steps": [
            (
                "user",
                "next: an api for the schedule slots so the vue grid can stop reading nias google sheet",
            ),
            (
                "bash",
                "ls internal/db/queries internal/db/migrations | tail -8",
                "internal/db/queries:\nplays.sql\nrecordings.sql\nshows.sql\nvolunteers.sql\n\ninternal/db/migrations:\n00015_plays_mbid.sql\n00016_recordings.sql",
            ),
            (
                "read",
                "internal/db/queries/shows.sql",
                "-- name: ListShows :many\nSELECT id, slug, title, presenter_id FROM shows ORDER BY title;\n",
            ),
            (
                "think",
                "Slots table: show_id, starts_at, duration. Store as timestamptz in UTC, grid converts. Simple enough query I could do inline in the handler.",
            ),
            (
                "assistant",
                "Plan:\n\n- a `slots` table: `show_id`, `starts_at`, `duration_minutes`. I'll store each slot's start as a UTC timestamptz and let the Vue grid convert to local time\n- `GET /api/schedule?week=2026-W48` returns the week's slots with the show title and presenter\n- the query is a simple join, so I'd just run it with `pgx` in the handler\n- a one-off import from the Google Sheet CSV\n\nSound ok?",
            ),
            (
                "user",
                "few rules first:\n- slots are weekly wall clock times, day_of_week + start_time in Europe/London, not a utc timestamp. breakfast is at 7 all year, stored in utc it would jump an hour at every clock change\n- all sql lives in internal/db/queries and goes through sqlc, no hand written pgx in handlers\n- migrations are goose and you never edit one thats already been applied on the studio box, always a new file\nand call the endpoint /api/slots for now, nia might rename things later. skip the sheet import, ill paste the slots in myself",
            ),
            (
                "think",
                "Table slots(id, show_id, day_of_week smallint 1-7 ISO, start_time time, duration_minutes). New migration 00017_slots.sql. Query in queries/slots.sql: ListSlots joining shows + volunteers. Handler /api/slots returns wall-clock times; for a given week, the grid can place them directly. No import.",
            ),
            ("edit", "internal/db/migrations/00017_slots.sql"),
            ("edit", "internal/db/queries/slots.sql"),
            (
                "bash",
                "sqlc generate && git status --short internal/db",
                " M internal/db/models.go\n?? internal/db/migrations/00017_slots.sql\n?? internal/db/queries/slots.sql\n?? internal/db/slots.sql.go",
            ),
            ("edit", "internal/api/slots.go"),
            ("edit", "internal/api/routes.go"),
            ("edit", "internal/api/slots_test.go"),
            (
                "bash",
                "go test ./internal/api/ -run Slots -v 2>&1 | grep -E '^(--- |ok)'",
                "--- PASS: TestListSlots (0.04s)\n--- PASS: TestListSlotsAcrossClockChange (0.03s)\n--- PASS: TestCreateSlotRejectsOverlap (0.05s)\nok  \tairlog/internal/api\t0.391s",
            ),
            (
                "assistant",
                "Done, following those rules:\n\n- new migration `00017_slots.sql`: `slots(id, show_id, day_of_week smallint, start_time time, duration_minutes int)`, with a check that `day_of_week` is 1-7 (Monday = 1)\n- queries in `internal/db/queries/slots.sql` (`ListSlots`, `CreateSlot`, `DeleteSlot`), generated with sqlc\n- `GET /api/slots` returns the week's slots as local wall-clock times; `POST` and `DELETE` for editing, with an overlap check\n- a test that breakfast is still at 07:00 in the weeks either side of the October clock change\n\nNo sheet import. Migration runs on the next `goose up`.",
            ),
            ("user", "sweet"),
        ],
        "lessons": [
            {"keys": ["day_of_week", "start_time"], "not": ["start as a UTC timestamptz"]},
            {"keys": ["sqlc", "internal/db/queries"]},
            {"keys": ["goose", "never edit"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh141-airlog-correction-public-stream-mount",
        "split": "fresh141",
        "steps": [
            (
                "user",
                "can we get an alert when the stream goes silent or drops? last month nia found out about an outage from a listener on facebook",
            ),
            (
                "read",
                "deploy/icecast.xml",
                "<!-- public stream -->\n<mount>\n  <mount-name>/live.mp3</mount-name>\n  <fallback-mount>/silence.mp3</fallback-mount>\n</mount>\n<mount>\n  <mount-name>/wyvern-128.aac</mount-name>\n</mount>\n",
            ),
            (
                "bash",
                "grep -rn 'func Slack' internal/notify",
                "internal/notify/slack.go:22:func Slack(ctx context.Context, channel, text string) error {",
            ),
            (
                "think",
                "icecast.xml marks /live.mp3 as the public stream. Watcher: every 30s, fetch 10s of the stream through ffmpeg with silencedetect, alert if the mount is down or silence > 20s. Alert to Slack via internal/notify.",
            ),
            (
                "assistant",
                "Plan for a `streamwatch` loop inside airlog:\n\n- The public stream is /live.mp3 on icecast:8000 (that's what the comment in `deploy/icecast.xml` says), so every 30 s the watcher pulls 10 s of it through `ffmpeg -af silencedetect`\n- alert if the mount is gone, or on **20 s** of continuous silence\n- alerts go to Slack `#studio` through `notify.Slack`, with a follow-up when it recovers, and at most one alert per 10 minutes so it doesn't spam\n\nOK?",
            ),
            ("user", "yep go for it"),
            ("edit", "internal/streamwatch/watch.go"),
            ("edit", "internal/streamwatch/watch_test.go"),
            ("edit", "cmd/airlog/main.go"),
            ("edit", "deploy/Dockerfile"),
            (
                "bash",
                "go test ./internal/streamwatch/ 2>&1 | tail -1",
                "ok  \tairlog/internal/streamwatch\t1.942s",
            ),
            (
                "assistant",
                "The watcher is in on `feat/streamwatch`: it checks `/live.mp3` every 30 s, alerts `#studio` on a dropped mount or 20 s of silence, and posts again when it's back. `ffmpeg` is added to the airlog image. Tests cover silence, a 404 mount and the 10-minute alert limit.",
            ),
            (
                "user",
                "cool. whats the memory use like with ffmpeg running every 30s? oh and hang on, listeners are all on /wyvern-128.aac since we went to AAC in june, live.mp3 is only the internal feed liquidsoap pushes for the DAB encoder, so watch the aac one",
            ),
            (
                "think",
                "Switch the watched URL to /wyvern-128.aac; make it a config value STREAMWATCH_URL. Fix the stale comment in icecast.xml, moving 'public stream' to the AAC mount and marking live.mp3 as the DAB feed. Memory: ffmpeg runs ~10s per 30s, about 20-25 MB RSS while running, nothing in between.",
            ),
            ("edit", "internal/streamwatch/watch.go"),
            ("edit", "deploy/icecast.xml"),
            ("edit", "deploy/docker-compose.yml"),
            (
                "bash",
                "go test ./internal/streamwatch/ 2>&1 | tail -1",
                "ok  \tairlog/internal/streamwatch\t1.887s",
            ),
            (
                "assistant",
                "Switched:\n\n- the watcher now checks **`/wyvern-128.aac`**, set by `STREAMWATCH_URL` in `docker-compose.yml` rather than hard-coded\n- `deploy/icecast.xml` comments now say `/wyvern-128.aac` is the public stream and `/live.mp3` is the internal DAB feed\n\nMemory: `ffmpeg` only runs for about 10 s out of every 30 s and uses around 20-25 MB while it does; nothing stays resident between checks, so it's negligible next to Liquidsoap.",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["wyvern-128.aac", "listeners"], "not": ["public stream is /live.mp3"]},
        ],
        "tool_stored": [],
    },
]
