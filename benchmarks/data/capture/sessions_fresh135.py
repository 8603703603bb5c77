"""The "fresh135" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH135: list[dict[str, Any]] = [
    # --- "airlog": schedule, playout logs, music reporting and listen-again for Riverside FM 104.6,
    # a community radio station in Lowmoor. Elixir 1.17, Phoenix 1.7 LiveView, Ecto on Postgres
    # 16, Oban 2.18 jobs, Swoosh mail via Postmark, deployed on Fly.io (app "airlog", lhr). The
    # studio's Rivendell playout uploads a daily CSV log to a Tigris bucket; Icecast 2.4 streams.
    # People: Nia (station manager), Gareth (music librarian, does the PRS/PPL returns), Femi
    # (second dev), Dave (studio engineer). Repo: lib/airlog/{playout,schedule,rota,reports,
    # listen_again}, lib/airlog_web/live, priv/repo/migrations, test/ ---
    {
        "name": "fresh135-airlog-chitchat-ecto-preload-and-heading-typo",
        "split": "fresh135",
        "steps": [
            (
                "user",
                "femi keeps saying Repo.preload after the query is n+1 and i should preload in the query with a join instead. is that true? its list_week in lib/airlog/schedule.ex",
            ),
            (
                "read",
                "lib/airlog/schedule.ex",
                "def list_week(week_start) do\n  week_end = Date.add(week_start, 6)\n\n  from(s in Show, where: s.active and s.first_aired <= ^week_end, order_by: [s.weekday, s.starts_at])\n  |> Repo.all()\n  |> Repo.preload([:presenters, :genre])\nend\n",
            ),
            (
                "think",
                "Repo.preload on a list runs one query per association with WHERE id = ANY(...), so 1 + 2 queries total, not N+1. N+1 happens when you preload inside Enum.map per show. Join preload: one query, but rows multiply per presenter and Ecto dedups; good when you also filter/sort by the association. For list_week it's fine either way.",
            ),
            (
                "assistant",
                "Not in this case. `Repo.preload/2` on a **list** isn't N+1:\n\n- `Repo.all()` runs 1 query for the shows\n- `Repo.preload([:presenters, :genre])` runs **one query per association** for all the shows at once (`WHERE show_id = ANY($1)`), so 3 queries total however many shows there are\n\nYou get N+1 when the preload happens per item, e.g. `Enum.map(shows, &Repo.preload(&1, :presenters))`, or when a template touches an association that was never loaded.\n\nThe join form,\n\n```elixir\nfrom s in Show,\n  left_join: p in assoc(s, :presenters),\n  preload: [presenters: p]\n```\n\nis a single query, but it returns one row per show *per presenter* and Ecto stitches them back together. It's worth it when you also need to **filter or sort by** the presenter (e.g. \"shows Kemi presents\"). For `list_week`, 3 small queries are fine; I'd leave it.",
            ),
            (
                "user",
                "ok good ill tell him. also the schedule page heading says 'Presneters' lol",
            ),
            (
                "bash",
                "grep -rn 'Presneters' lib",
                'lib/airlog_web/live/schedule_live/index.html.heex:14:      <th class="px-3">Presneters</th>',
            ),
            ("edit", "lib/airlog_web/live/schedule_live/index.html.heex"),
            (
                "bash",
                "mix test test/airlog_web/live/schedule_live_test.exs 2>&1 | tail -2",
                "Finished in 0.6 seconds (0.2s async, 0.4s sync)\n7 tests, 0 failures",
            ),
            (
                "assistant",
                "Fixed: the column heading in `schedule_live/index.html.heex` now says **Presenters**. Only occurrence, schedule LiveView tests pass.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh135-airlog-incident-rivendell-latin1-export-breaks-import",
        "split": "fresh135",
        "steps": [
            (
                "user",
                "gareth says the prs return draft for Q4 has no plays since sunday. did the playout import die?",
            ),
            (
                "bash",
                "fly logs -a airlog --no-tail | grep ImportJob | tail -4",
                '2026-12-01T02:00:03Z app[91857e3a] lhr [info] [Oban] Airlog.Playout.ImportJob started args=%{"date" => "2026-11-30"}\n2026-12-01T02:00:04Z app[91857e3a] lhr [error] [Oban] Airlog.Playout.ImportJob failed attempt=20 error=** (Postgrex.Error) ERROR 22021 (character_not_in_repertoire) invalid byte sequence for encoding "UTF8": 0xf3 0x73\n2026-12-01T02:00:04Z app[91857e3a] lhr [warning] [Oban] job 48211 discarded after 20 attempts\n2026-12-01T02:05:11Z app[91857e3a] lhr [info] [Oban] Airlog.Playout.ImportJob started args=%{"date" => "2026-12-01"}',
            ),
            (
                "bash",
                "fly ssh console -a airlog -C \"psql $DATABASE_URL -c \\\"SELECT args->>'date' AS day, state FROM oban_jobs WHERE worker = 'Airlog.Playout.ImportJob' AND inserted_at > now() - interval '6 days' ORDER BY 1\\\"\"",
                "    day     |   state\n------------+-----------\n 2026-11-26 | completed\n 2026-11-27 | completed\n 2026-11-28 | completed\n 2026-11-29 | discarded\n 2026-11-30 | discarded\n 2026-12-01 | retryable\n(6 rows)",
            ),
            (
                "bash",
                "for d in 2026-11-28 2026-11-29; do aws s3 cp s3://riverside-playout/$d.csv - --endpoint-url https://fly.storage.tigris.dev | tee /tmp/$d.csv | head -1; file /tmp/$d.csv; done",
                "# Rivendell 3.6.7 log export RIVERSIDE\n/tmp/2026-11-28.csv: UTF-8 Unicode text, with CRLF line terminators\n# Rivendell 4.2.0 log export RIVERSIDE\n/tmp/2026-11-29.csv: ISO-8859 text, with CRLF line terminators",
            ),
            (
                "bash",
                "iconv -f latin1 -t utf-8 /tmp/2026-11-29.csv | grep -n 'R.s,'",
                "213:2026-11-29 21:14:03,Sigur Rós,Hoppípolla,ONE LITTLE INDIAN,GBAYE0601689,268",
            ),
            (
                "read",
                "lib/airlog/playout/import_job.ex",
                'use Oban.Worker, queue: :playout, max_attempts: 20\n\n@impl Oban.Worker\ndef perform(%Oban.Job{args: %{"date" => date}}) do\n  with {:ok, body} <- Storage.get("#{date}.csv") do\n    body\n    |> String.split("\\n", parts: 2)\n    |> List.last()\n    |> PlayoutCSV.parse_string()\n    |> Enum.map(&to_play/1)\n    |> then(&Repo.insert_all(Play, &1, on_conflict: :nothing))\n\n    :ok\n  end\nend\n',
            ),
            (
                "think",
                "Header changed from Rivendell 3.6.7 to 4.2.0 between Saturday and Sunday's files, and Sunday's is ISO-8859 (Latin-1). 0xf3 = ó in Latin-1 -> Postgres rejects it as UTF-8. Sunday was the first day with a non-ASCII title after the switch. Fix: if not String.valid?(body), convert with :unicode.characters_to_binary(body, :latin1). Then retry the discarded jobs with Oban.retry_all_jobs.",
            ),
            (
                "assistant",
                "The import is dying on an encoding change in the studio's exports.\n\n**Cause.** Saturday's file is headed `Rivendell 3.6.7`, Sunday's `Rivendell 4.2.0`, so the playout PC was upgraded in between. Since the Rivendell 4.2 upgrade the exports are Latin-1 (ISO-8859-1) instead of UTF-8. `ImportJob` hands the bytes straight to Postgres, and the first accented title (*Sigur Rós*, Sunday 21:14) is an invalid UTF-8 byte (`0xf3`), so the whole day's insert fails. After 20 attempts Oban discarded the Sunday and Monday jobs; today's is still retrying.\n\n**Fix.**\n1. in `ImportJob`, if the file isn't valid UTF-8, convert it from Latin-1 with `:unicode.characters_to_binary(body, :latin1)` before parsing\n2. add the Sunday file as a test fixture\n3. deploy, then retry the discarded import jobs so Sunday to today get filled in\n\nGo ahead?",
            ),
            (
                "user",
                "ah yeah dave upgraded the studio pc saturday. yes do it. so rivendell 4 exports are latin-1 now and need converting to utf-8 before the import, ill let dave know too",
            ),
            ("edit", "lib/airlog/playout/import_job.ex"),
            ("edit", "test/fixtures/playout/rivendell42_latin1.csv"),
            ("edit", "test/airlog/playout/import_job_test.exs"),
            (
                "bash",
                "mix test test/airlog/playout 2>&1 | tail -2",
                "Finished in 0.9 seconds (0.3s async, 0.6s sync)\n9 tests, 0 failures",
            ),
            (
                "bash",
                "fly deploy -a airlog 2>&1 | tail -2",
                "Finished deploying\nVisit your newly deployed app at https://airlog.fly.dev/",
            ),
            (
                "bash",
                'fly ssh console -a airlog -C \'/app/bin/airlog rpc "import Ecto.Query; Oban.Job |> where(worker: \\"Airlog.Playout.ImportJob\\") |> where([j], j.state in [\\"discarded\\", \\"retryable\\"]) |> Oban.retry_all_jobs() |> IO.inspect()"\'',
                "{:ok, 3}",
            ),
            (
                "bash",
                'sleep 60; fly ssh console -a airlog -C "psql $DATABASE_URL -c \\"SELECT played_at::date AS day, count(*) FROM plays WHERE played_at >= \'2026-11-28\' GROUP BY 1 ORDER BY 1\\""',
                "    day     | count\n------------+-------\n 2026-11-28 |   281\n 2026-11-29 |   287\n 2026-11-30 |   301\n 2026-12-01 |   294\n(4 rows)",
            ),
            (
                "assistant",
                "Deployed and backfilled: Sunday to today are imported (287, 301 and 294 plays), and Sigur Rós shows up correctly in the plays table. Gareth's Q4 draft will pick them up the next time he opens it.",
            ),
            ("user", "legend"),
        ],
        "lessons": [
            {"keys": ["Rivendell", "latin-1"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh135-airlog-decision-listen-again-on-mixcloud",
        "split": "fresh135",
        "steps": [
            (
                "user",
                "nia wants listen again on the website, people keep asking for the saturday folk show. where do we put the recordings? the logger box in the studio already records every show to mp3",
            ),
            (
                "bash",
                "rclone size logger:recordings/2026-11",
                "Total objects: 412 (412)\nTotal size: 38.6 GiB (41445875302 Byte)",
            ),
            (
                "think",
                "About 40 GB a month of show recordings. Options: R2 with our own player (cheap storage, no egress), studio NAS via Caddy (studio uplink is small and shared with the stream feed), Mixcloud upload API (free, their player, less control). R2 seems best technically.",
            ),
            (
                "assistant",
                "The logger produces about 39 GB of recordings a month (412 files in November). Three places they could live:\n\n1. **Cloudflare R2 + our own player** in airlog: around £0.50 a month for a month of shows, no egress fees, full control over the page and how long shows stay up.\n2. **The studio NAS**, served through Caddy: free, but the studio's 20 Mbit uplink also carries the feed to the transmitter, so a handful of listeners could hurt the live stream.\n3. **Mixcloud** via its upload API: free, their player embedded on our site, and people can find the shows there; less control, and the free tier has limits on how shows can be played back.\n\nI'd go with **1**.",
            ),
            (
                "user",
                "mixcloud. our ofcom licence and the ppl/prs deal only cover live broadcast and mixcloud has its own licence deals for on-demand music, so hosting it ourselves on r2 would need a whole new licence. also phone-in shows like talkback tuesday never go up for listen again, callers only agreed to be on air live",
            ),
            (
                "think",
                "Option 3. Oban job in the :uploads queue that picks up each finished recording from the logger share, uploads to Mixcloud with show name, presenter and tags, then stores the Mixcloud key on the episode. Add phone_in flag to shows, set it for Talkback Tuesday; skip those. Website: embed the Mixcloud widget on the show page.",
            ),
            ("edit", "priv/repo/migrations/20261205101500_add_phone_in_to_shows.exs"),
            ("edit", "lib/airlog/schedule/show.ex"),
            ("edit", "lib/airlog/listen_again/mixcloud.ex"),
            ("edit", "lib/airlog/listen_again/upload_job.ex"),
            ("edit", "lib/airlog_web/live/show_live/show.html.heex"),
            ("edit", "config/runtime.exs"),
            ("edit", "test/airlog/listen_again/upload_job_test.exs"),
            (
                "bash",
                "mix test test/airlog/listen_again 2>&1 | tail -2",
                "Finished in 0.4 seconds (0.4s async, 0.0s sync)\n6 tests, 0 failures",
            ),
            (
                "assistant",
                "Done on `feat/listen-again`:\n\n- `ListenAgain.UploadJob` (in the `:uploads` queue) uploads each finished show recording from the logger to Mixcloud with the show name, presenters and genre tags, and keeps the Mixcloud link on the episode\n- shows have a new `phone_in` flag; flagged shows are never uploaded. I've set it on **Talkback Tuesday** in the migration\n- each show page embeds the Mixcloud player for its recent episodes\n\nIt needs a `MIXCLOUD_ACCESS_TOKEN` secret before it can upload anything.",
            ),
            (
                "user",
                "ok ill get nia to set up the mixcloud account and send u the token. dont deploy till then",
            ),
            ("assistant", "Will do, it stays on the branch until the token's in."),
        ],
        "lessons": [
            {"keys": ["mixcloud", "on-demand"]},
            {"keys": ["phone-in", "listen again"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh135-airlog-tool-stored-ofcom-key-commitment-and-reporting-year",
        "split": "fresh135",
        "steps": [
            (
                "user",
                "nia wants a page showing how we're doing on the ofcom key commitments so far, she counts it by hand from the schedule at the moment. we committed to at least 8 hours a day of original output made in lowmoor. remember that",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "airlog / Riverside FM: the Ofcom key commitment is at least 8 hours a day of original output made locally in Lowmoor.",
                    "tags": ["airlog", "ofcom", "reports"],
                },
                '{"id":"5120","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/airlog/schedule/show.ex",
                'schema "shows" do\n  field :title, :string\n  field :weekday, :integer\n  field :starts_at, :time\n  field :duration_min, :integer\n  field :original, :boolean, default: true\n  field :local, :boolean, default: true\n  field :phone_in, :boolean, default: false\n  field :active, :boolean, default: true\n  has_many :overrides, Airlog.Schedule.Override\n  many_to_many :presenters, Airlog.Schedule.Presenter, join_through: "show_presenters"\nend\n',
            ),
            (
                "think",
                "Can sum per day from the weekly schedule plus schedule_overrides (one-offs, repeats). Repeats must not count as original. What period? Ofcom annual reporting - don't know if calendar year. Ask.",
            ),
            (
                "assistant",
                'Stored the commitment. The `shows` table already has `original` and `local` flags, so I can work out original local hours per day from the weekly schedule plus the one-off changes in `schedule_overrides` (repeats count as not original).\n\nOne question before I build it: what period should "so far" cover, the calendar year?',
            ),
            (
                "user",
                "no, the ofcom reporting year runs from our licence anniversary, 14 june. so this one started 14 june 2026",
            ),
            ("edit", "lib/airlog/reports/key_commitments.ex"),
            ("edit", "lib/airlog_web/live/reports/key_commitments_live.ex"),
            ("edit", "lib/airlog_web/router.ex"),
            ("edit", "test/airlog/reports/key_commitments_test.exs"),
            (
                "bash",
                "mix test test/airlog/reports 2>&1 | tail -2",
                "Finished in 0.5 seconds (0.5s async, 0.0s sync)\n8 tests, 0 failures",
            ),
            (
                "bash",
                "fly ssh console -a airlog -C '/app/bin/airlog rpc \"Airlog.Reports.KeyCommitments.summary(~D[2026-06-14], ~D[2026-12-06]) |> IO.inspect()\"'",
                "%{days: 176, avg_original_local_hours: 8.6, days_below: 11, worst_day: ~D[2026-08-18]}",
            ),
            (
                "assistant",
                "The page is at `/reports/key-commitments` (staff only):\n\n- reporting year from **14 June** to 13 June, defaulting to the current one\n- original local hours per day, the average, and the days that fell under 8 hours\n\nSo far this year (14 June to yesterday): **8.6 hours a day** on average, with 11 days under 8; the worst was 18 August. It's on `feat/key-commitments`.",
            ),
            ("user", "good, nia will be happy"),
        ],
        "lessons": [
            {"keys": ["reporting year", "14 june"]},
        ],
        "tool_stored": [["ofcom", "8 hours"]],
    },
    {
        "name": "fresh135-airlog-review-presenter-rota-pr-rules",
        "split": "fresh135",
        "steps": [
            ("user", "review femi's pr #88 pls, presenter rota + reminder emails"),
            (
                "bash",
                "gh pr view 88 --json title,files --jq '.title, .files[].path'",
                "Presenter rota and reminder emails\npriv/repo/migrations/20261206093000_create_rota_slots.exs\nlib/airlog/rota/rota_slot.ex\nlib/airlog/rota/reminder_job.ex\nlib/airlog_web/live/rota_live/edit.ex\ntest/airlog/rota/reminder_job_test.exs",
            ),
            (
                "read",
                "lib/airlog/rota/rota_slot.ex",
                'schema "rota_slots" do\n  field :weekday, :integer\n  field :starts_at, :time\n  field :ends_at, :time\n  belongs_to :show, Airlog.Schedule.Show\n  belongs_to :presenter, Airlog.Schedule.Presenter\nend\n',
            ),
            (
                "read",
                "lib/airlog/rota/reminder_job.ex",
                "use Oban.Worker, queue: :default, max_attempts: 3\n\n@impl Oban.Worker\ndef perform(_job) do\n  now = DateTime.utc_now()\n  Rota.slots_starting_between(now, DateTime.add(now, 24, :hour))\n  |> Enum.each(&RotaMailer.reminder/1)\nend\n",
            ),
            (
                "bash",
                "grep -rn 'on_mount' lib/airlog_web/live",
                "lib/airlog_web/live/schedule_live/edit.ex:3:  on_mount {AirlogWeb.Auth, :station_staff}\nlib/airlog_web/live/reports/key_commitments_live.ex:3:  on_mount {AirlogWeb.Auth, :station_staff}",
            ),
            (
                "think",
                "rota_slots store bare :time with no zone while the job compares against utc_now -> I'd store utc_datetime. RotaLive.Edit has no on_mount, so any logged-in presenter could edit the rota. Test name 'sends remidner' typo. Queue looks ok.",
            ),
            (
                "assistant",
                'Review of #88:\n\n1. **Times**: `starts_at` / `ends_at` are bare `:time` fields with no zone, but `ReminderJob` compares them with `DateTime.utc_now()`. I\'d switch the slots to `:utc_datetime` and store everything in UTC, converting for display.\n2. **Auth**: `RotaLive.Edit` has no `on_mount` hook, so any logged-in user, presenters included, can edit the rota. `ScheduleLive.Edit` uses `on_mount {AirlogWeb.Auth, :station_staff}`.\n3. **Nit**: the test is called `"sends remidner"`.\n\nThe job and mailer otherwise look fine.',
            ),
            (
                "user",
                "1 no. show and rota times are wall clock Europe/London, a 7pm show is at 7pm on both sides of the clock change, so they stay :time + weekday and the job converts with the tz when it runs. never store them as utc\n2 yes, every liveview that edits the schedule or the rota needs on_mount {AirlogWeb.Auth, :station_staff}\nand he put the job in :default. every oban job goes in a named queue (:playout, :reports, :mail, :uploads), :default has limit 1 and the nightly playout import ends up waiting behind it\n3 dont care",
            ),
            (
                "think",
                "Point 1 flips: keep :time + weekday; ReminderJob should build DateTime in Europe/London for today's/tomorrow's date via DateTime.new(date, time, \"Europe/London\") (tzdata) and compare. Point 2 stands. New: queue :mail. Drop nit.",
            ),
            (
                "bash",
                "gh pr review 88 --request-changes --body-file /tmp/review_88.md",
                "- Requested changes to pull request riverside-fm/airlog#88",
            ),
            (
                "assistant",
                "Posted on #88 (changes requested):\n\n- keep `:time` + `weekday`; `ReminderJob` should build each slot's start with `DateTime.new(date, starts_at, \"Europe/London\")` for the day it's checking, and only then compare with now\n- add `on_mount {AirlogWeb.Auth, :station_staff}` to `RotaLive.Edit`\n- move `ReminderJob` to the `:mail` queue\n\nI dropped my UTC suggestion and the test-name nit.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["wall clock", "Europe/London"], "not": ["store everything in UTC"]},
            {"keys": ["on_mount", ":station_staff"]},
            {"keys": ["named queue", ":default"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh135-airlog-correction-icecast-status-url-behind-caddy",
        "split": "fresh135",
        "steps": [
            (
                "user",
                "can the website show whats playing right now? nia wants it on the homepage next to the listen live button",
            ),
            (
                "read",
                "config/runtime.exs",
                'config :airlog, :icecast,\n  status_url: "http://stream.riversidefm.org:8000/status-json.xsl",\n  mount: "/riverside-hi"\n',
            ),
            (
                "think",
                'Use the configured status URL. A GenServer polling every 15 s, reads icestats.source for the mount, broadcasts on PubSub topic "now_playing"; homepage LiveView subscribes. Cache last value so new visitors see it immediately.',
            ),
            (
                "assistant",
                "Plan:\n\n- a small `Airlog.NowPlaying` GenServer polls Icecast's status at `http://stream.riversidefm.org:8000/status-json.xsl` every 15 seconds and reads the `title` of the `/riverside-hi` mount\n- when the title changes it broadcasts on PubSub, and the homepage's *listen live* component shows it\n- it keeps the last title so a fresh page load doesn't wait for the next poll\n\nOK?",
            ),
            ("user", "yep"),
            ("edit", "lib/airlog/now_playing.ex"),
            ("edit", "lib/airlog/application.ex"),
            ("edit", "lib/airlog_web/components/listen_live.ex"),
            ("edit", "test/airlog/now_playing_test.exs"),
            (
                "bash",
                "mix test test/airlog/now_playing_test.exs 2>&1 | tail -2",
                "Finished in 0.3 seconds (0.3s async, 0.0s sync)\n4 tests, 0 failures",
            ),
            (
                "assistant",
                "Done on `feat/now-playing`: `NowPlaying` is started in the supervision tree, polls every 15 s, and the homepage shows *Now playing: artist – title* next to the listen live button. Tests use a recorded `status-json.xsl` fixture.",
            ),
            (
                "user",
                "nice. when its a talk show theres no track so show the show name instead. oh and icecast is behind caddy since last month so port 8000 is firewalled off, the status url is https://stream.riversidefm.org/status-json.xsl now, runtime.exs is just stale",
            ),
            (
                "bash",
                "curl -s https://stream.riversidefm.org/status-json.xsl | jq '.icestats.source[] | select(.listenurl | endswith(\"/riverside-hi\")) | .title'",
                '"Kathryn Williams - Little Black Numbers"',
            ),
            (
                "think",
                "Works over 443. Update runtime.exs default and read it from ICECAST_STATUS_URL env. Fallback: when title empty or matches station ident, use the current show from Schedule.current_show/1.",
            ),
            ("edit", "config/runtime.exs"),
            ("edit", "lib/airlog/now_playing.ex"),
            ("edit", "lib/airlog_web/components/listen_live.ex"),
            ("edit", "test/airlog/now_playing_test.exs"),
            (
                "bash",
                "mix test test/airlog/now_playing_test.exs 2>&1 | tail -2",
                "Finished in 0.3 seconds (0.3s async, 0.0s sync)\n6 tests, 0 failures",
            ),
            (
                "assistant",
                "Updated:\n\n- `status_url` in `config/runtime.exs` is now `https://stream.riversidefm.org/status-json.xsl` (overridable with `ICECAST_STATUS_URL`); I checked it answers through Caddy\n- when the mount has no track title, the component shows the current show's name from the schedule instead\n- two new tests for the fallback",
            ),
            ("user", "ship it"),
            (
                "bash",
                "fly deploy -a airlog 2>&1 | tail -2",
                "Finished deploying\nVisit your newly deployed app at https://airlog.fly.dev/",
            ),
            ("assistant", "Deployed, the homepage shows *Now playing* now."),
        ],
        "lessons": [
            {"keys": ["icecast", "behind caddy"], "not": ["stream.riversidefm.org:8000"]},
        ],
        "tool_stored": [],
    },
]
