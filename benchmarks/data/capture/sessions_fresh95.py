"""The "fresh95" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH95: list[dict[str, Any]] = [
    # --- "airwaves": the station app of KRVR 91.3 Riverside Community Radio (Elixir 1.17 / Phoenix 1.7 with LiveView, Ecto + Postgres 16, Oban for jobs, Liquidsoap 2.2 playout and Icecast 2.4 on the studio box, the app itself on Fly.io, Tailscale between them, SoundExchange royalty reports) ---
    {
        "name": "fresh95-radio-chitchat-with-vs-case-and-heex-typo",
        "split": "fresh95",
        "steps": [
            (
                "user",
                "elixir q: when do people use `with` instead of nested case? feels like the same thing",
            ),
            (
                "assistant",
                "They overlap, but `with` is for a chain of steps where each one has to match before the next runs, and you want to bail out at the first one that doesn't:\n\n```elixir\nwith {:ok, show} <- Programming.fetch_show(id),\n     :ok <- authorize(user, show),\n     {:ok, ep} <- Programming.create_episode(show, attrs) do\n  {:ok, ep}\nend\n```\n\nIf a clause doesn't match, `with` returns that non-matching value as-is (or hands it to an `else` block). The nested `case` version needs one level of indentation per step and repeats the error branch each time.\n\n`case` is still the better fit when you branch on one value into several real alternatives, not just happy path vs error.",
            ),
            (
                "user",
                "makes sense. small thing, the show page says 'Upcomming episodes', fix pls",
            ),
            (
                "bash",
                "grep -rn 'Upcomming' lib/ test/",
                'lib/airwaves_web/live/show_live/show.html.heex:42:    <h2 class="text-lg font-semibold">Upcomming episodes</h2>\ntest/airwaves_web/live/show_live_test.exs:58:      assert html =~ "Upcomming episodes"',
            ),
            ("edit", "lib/airwaves_web/live/show_live/show.html.heex"),
            ("edit", "test/airwaves_web/live/show_live_test.exs"),
            (
                "bash",
                "mix test test/airwaves_web/live/show_live_test.exs 2>&1 | tail -2",
                "Finished in 0.6 seconds (0.2s async, 0.4s sync)\n7 tests, 0 failures",
            ),
            (
                "assistant",
                'Fixed to "Upcoming episodes" in the template and the test; 7 tests pass.',
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh95-radio-incident-dead-air-track-sensitive-fallback",
        "split": "fresh95",
        "steps": [
            (
                "user",
                "3rd time this week: when a live dj finishes and disconnects we get dead air, sometimes 4-5 min, until the automation playlist finally starts. saturday it was 6 minutes after the folk show. listeners noticed. the fcc thing is we can't have >15 min but even 5 is bad. can you figure out why",
            ),
            (
                "bash",
                "ssh radio@studio-nuc 'grep -E \"harbor|switch|fallback\" /var/log/liquidsoap/radio.log | tail -8'",
                '2026/12/05 14:00:02 [live_harbor:3] Client disconnected.\n2026/12/05 14:00:02 [fallback_main:3] Source live_harbor is not ready anymore, waiting for end of track.\n2026/12/05 14:06:11 [automation:3] Prepared "/srv/music/rotation/0912_lowlights.mp3" (RID 2214).\n2026/12/05 14:06:11 [fallback_main:3] Switch to automation.',
            ),
            (
                "bash",
                "ssh radio@studio-nuc 'sed -n 20,40p /etc/liquidsoap/radio.liq'",
                'automation = playlist(reload_mode="watch", "/srv/music/rotation.m3u")\nlive = input.harbor("live", port=8005, password=env("HARBOR_PASSWORD"))\n\nradio = fallback(id="fallback_main", [live, automation])\nradio = mksafe(radio)\n\noutput.icecast(%mp3(bitrate=128), host="localhost", port=8000, password=env("ICECAST_SOURCE_PASSWORD"), mount="/krvr.mp3", radio)\noutput.icecast(%fdkaac(bitrate=64), host="localhost", port=8000, password=env("ICECAST_SOURCE_PASSWORD"), mount="/krvr.aac", radio)\n',
            ),
            (
                "think",
                "fallback defaults to track_sensitive=true: it only switches sources at a track boundary. A live harbor stream has no track end when the DJ disconnects, so the fallback sits on the dead live source (mksafe fills with silence) until the next track boundary happens, which here came from the automation playlist preparing a track ~6 min later. Fix: track_sensitive=false so it switches immediately; add a short crossfade transition so the switch isn't a hard cut.",
            ),
            (
                "assistant",
                "Found it. In `/etc/liquidsoap/radio.liq` the main `fallback` is created without `track_sensitive`, and the default is `true`: it only switches source at the end of a track. When a DJ disconnects, the live harbor stream just stops, with no end of track, so the log shows `waiting for end of track` and `mksafe` fills the gap with silence until the next track boundary. Saturday that took from 14:00:02 to 14:06:11.\n\nFix: `fallback(id=\"fallback_main\", track_sensitive=false, [live, automation])` so it switches the moment the live source stops being ready, plus a 2-second fade transition so it isn't a hard cut. I'll keep the config in the repo copy `studio/liquidsoap/radio.liq` and deploy it to the NUC. OK?",
            ),
            (
                "user",
                "yes, but dont restart liquidsoap while the morning show is live, reload is fine",
            ),
            ("edit", "studio/liquidsoap/radio.liq"),
            (
                "bash",
                "liquidsoap --check studio/liquidsoap/radio.liq && scp studio/liquidsoap/radio.liq radio@studio-nuc:/etc/liquidsoap/radio.liq && ssh radio@studio-nuc 'echo \"var.set reload=true\" | nc -q1 localhost 1234'",
                "Checking studio/liquidsoap/radio.liq: OK\nDone",
            ),
            (
                "bash",
                "ssh radio@studio-nuc 'grep -E \"fallback_main\" /var/log/liquidsoap/radio.log | tail -2'",
                "2026/12/07 10:14:37 [fallback_main:3] Source live_harbor is not ready anymore.\n2026/12/07 10:14:37 [fallback_main:3] Switch to automation with transition.",
            ),
            (
                "assistant",
                "Deployed and reloaded without a restart. I tested with a test harbor connection from the office: disconnect at 10:14:37, automation took over at 10:14:37 with the fade. The repo copy in `studio/liquidsoap/radio.liq` matches the NUC.",
            ),
            ("user", "finally. thanks"),
        ],
        "lessons": [
            {"keys": ["track_sensitive=false", "fallback"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh95-radio-decision-on-track-webhook-and-studio-box",
        "split": "fresh95",
        "steps": [
            (
                "user",
                "we need a play log for the soundexchange quarterly report. every song that aired, with time. how do we get that into the app",
            ),
            (
                "read",
                "lib/airwaves/royalties/report.ex",
                'defmodule Airwaves.Royalties.Report do\n  @moduledoc "Quarterly SoundExchange report of performances (TODO: needs a plays table)."\n\n  def columns, do: ~w(featured_artist sound_recording_title isrc album marketing_label actual_total_performances)\nend\n',
            ),
            (
                "assistant",
                "Three ways to get the plays:\n\n- **A. Icecast metadata**: poll `/status-json.xsl` every few seconds and record each title change. No Liquidsoap change, but it only has \"artist - title\", and polls can miss short tracks.\n- **B. on_track webhook**: in `radio.liq`, `radio.on_track` POSTs each track's metadata (artist, title, album, ISRC tag, file path) to a new `/api/plays` endpoint, which inserts a `plays` row. Exact time and full tags.\n- **C. Nightly log parse**: an Oban job reads Liquidsoap's log each night and extracts the `Prepared` lines.\n\nSince Liquidsoap runs on the same Fly machine as the app, B is just a localhost call. I'd do B.",
            ),
            (
                "user",
                "yeah B, the on_track one. soundexchange wants the ISRC per track and A only gets artist - title, and the liquidsoap logs rotate after 7 days so C can't backfill anything. one thing though, liquidsoap isn't on fly, it runs on the studio box (the NUC in the studio closet, studio-nuc), only the phoenix app is on fly. so the webhook goes over tailscale to airwaves.tail4e2c.ts.net, not localhost. and it needs to survive the app being down for a deploy, so buffer and retry on the liquidsoap side",
            ),
            ("edit", "priv/repo/migrations/20261207151200_create_plays.exs"),
            ("edit", "lib/airwaves/royalties/play.ex"),
            ("edit", "lib/airwaves/royalties.ex"),
            ("edit", "lib/airwaves_web/controllers/play_controller.ex"),
            ("edit", "lib/airwaves_web/router.ex"),
            ("edit", "studio/liquidsoap/radio.liq"),
            ("edit", "test/airwaves_web/controllers/play_controller_test.exs"),
            (
                "bash",
                "mix ecto.migrate 2>&1 | tail -1 && mix test test/airwaves_web/controllers/play_controller_test.exs 2>&1 | tail -1 && liquidsoap --check studio/liquidsoap/radio.liq",
                "[info] == Migrated 20261207151200 in 0.0s\n6 tests, 0 failures\nChecking studio/liquidsoap/radio.liq: OK",
            ),
            (
                "assistant",
                "Done:\n\n- `plays` table: `aired_at` (utc_datetime_usec), `artist`, `title`, `album`, `label`, `isrc`, `file_path`, `source` (`live`/`automation`), unique on `(aired_at, file_path)` so a retried POST doesn't count twice\n- `POST /api/plays`, authenticated with a bearer token from `PLAYS_WEBHOOK_TOKEN`\n- `radio.liq`: `radio.on_track` appends the play as JSON to `/var/spool/airwaves/plays.jsonl` on the NUC, and a `thread.run(every=30.)` loop POSTs pending lines to `https://airwaves.tail4e2c.ts.net/api/plays` and drops them only after a 2xx, so a deploy or a Tailscale blip just delays them\n\nLive DJ sets only have tags if the DJ's software sends them; those rows get `isrc` null and show up in a \"missing ISRC\" list on the report page.",
            ),
            ("user", "good"),
        ],
        "lessons": [
            {"keys": ["on_track", "ISRC"]},
            {"keys": ["studio-nuc", "tailscale"], "not": ["same Fly machine"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh95-radio-tool-stored-restart-stream-and-mounts-answer",
        "split": "fresh95",
        "steps": [
            (
                "user",
                "save this somewhere, the volunteers always ask me: if the stream is totally dead and reload doesn't fix it, ssh radio@studio-nuc (over tailscale) and run systemctl --user restart liquidsoap icecast. the on-air board goes grey for ~20s, that's normal",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "airwaves: if the stream is dead and a Liquidsoap reload doesn't fix it, `ssh radio@studio-nuc` (over Tailscale) and run `systemctl --user restart liquidsoap icecast`. The on-air board goes grey for about 20 seconds; that's normal.",
                    "tags": ["airwaves", "stream", "runbook"],
                },
                '{"id":"10452","action":"stored"}',
                False,
            ),
            ("assistant", "Saved it."),
            (
                "user",
                "now, the website player should show a 'listen' button with a low-data option for people on phones. the stream url is in config under :stream",
            ),
            (
                "read",
                "config/runtime.exs",
                'config :airwaves, :stream,\n  base_url: System.get_env("STREAM_BASE_URL", "https://stream.krvr.org"),\n  mount: "/live"\n',
            ),
            (
                "assistant",
                'The config has `base_url` and one `mount: "/live"`. Before I build the player: which mounts should it offer? Is `/live` the main stream, and is there a low-bitrate mount?',
            ),
            (
                "user",
                "no!! /live is the harbor input the DJs connect to, never point listeners at it, it's only up during live shows. the listener mounts are /krvr.mp3 (128k mp3, the main one) and /krvr.aac (64k aac, the low-data one). whoever put /live in that config was wrong",
            ),
            ("edit", "config/runtime.exs"),
            ("edit", "lib/airwaves_web/components/player_component.ex"),
            ("edit", "test/airwaves_web/components/player_component_test.exs"),
            (
                "bash",
                "mix test test/airwaves_web/components/player_component_test.exs 2>&1 | tail -1 && curl -sI https://stream.krvr.org/krvr.aac | head -3",
                "4 tests, 0 failures\nHTTP/1.1 200 OK\nContent-Type: audio/aac\nicy-br: 64",
            ),
            (
                "assistant",
                'Config now has `mounts: [main: "/krvr.mp3", low_data: "/krvr.aac"]` instead of `mount: "/live"`. The player shows a Listen button for `/krvr.mp3` and a "Low data (64k)" toggle for `/krvr.aac`; tests pass and the AAC mount answers with `icy-br: 64`.',
            ),
        ],
        "lessons": [
            {"keys": ["/krvr.mp3", "/krvr.aac"]},
        ],
        "tool_stored": [["studio-nuc", "systemctl --user restart liquidsoap icecast"]],
    },
    {
        "name": "fresh95-radio-pr-review-schedule-context-pubsub-deps",
        "split": "fresh95",
        "steps": [
            (
                "user",
                "look over the schedule-editor branch before i merge it, jess wrote it",
            ),
            (
                "bash",
                "git diff --stat main...schedule-editor",
                " lib/airwaves_web/live/schedule_live/edit.ex  | 94 +++++++++++++++++\n lib/airwaves_web/live/schedule_live/edit.html.heex | 61 +++++++++++\n mix.exs                                      |  1 +\n mix.lock                                     |  3 +\n 4 files changed, 159 insertions(+)",
            ),
            (
                "read",
                "lib/airwaves_web/live/schedule_live/edit.ex",
                'def handle_event("save", %{"slot" => params}, socket) do\n  slot = Airwaves.Repo.get!(Airwaves.Programming.Slot, params["id"])\n\n  case slot |> Airwaves.Programming.Slot.changeset(params) |> Airwaves.Repo.update() do\n    {:ok, slot} -> {:noreply, socket |> put_flash(:info, "Saved") |> assign(:slot, slot)}\n    {:error, cs} -> {:noreply, assign(socket, :form, to_form(cs))}\n  end\nend\n',
            ),
            (
                "bash",
                "git diff main...schedule-editor -- mix.exs",
                '       {:tzdata, "~> 1.1"},\n+      {:ex_cldr_calendars, "~> 1.26"},\n       {:oban, "~> 2.18"},',
            ),
            (
                "assistant",
                'Notes:\n\n1. `handle_event("save")` calls `Repo.get!` and `Repo.update` directly from the LiveView instead of going through `Airwaves.Programming`.\n2. After a slot changes, nothing tells other views: the on-air board and the public schedule page keep showing the old slot until reload.\n3. New dependency `ex_cldr_calendars`, only used for the week grid header.\n4. No tests.\n\nI can fix 1, 2 and 4 and swap 3 for `Calendar.strftime`.',
            ),
            (
                "user",
                'do it. and tell jess / put these in as rules for all PRs going forward: 1) liveviews and controllers never call Repo, everything goes through the context (Airwaves.Programming, Airwaves.Royalties...). 2) every change to the schedule broadcasts on the "schedule:updates" pubsub topic, the on-air board in the studio listens on it and the hosts go by what it shows. 3) no new hex deps without asking me first, the release also gets built for the studio box which is arm64 and the last nif dep broke that build for a week',
            ),
            ("edit", "lib/airwaves/programming.ex"),
            ("edit", "lib/airwaves_web/live/schedule_live/edit.ex"),
            ("edit", "lib/airwaves_web/live/schedule_live/edit.html.heex"),
            ("edit", "mix.exs"),
            ("edit", "test/airwaves/programming_test.exs"),
            ("edit", "test/airwaves_web/live/schedule_live_test.exs"),
            (
                "bash",
                "mix deps.unlock --unused && mix test 2>&1 | tail -1",
                "218 tests, 0 failures",
            ),
            (
                "assistant",
                'Done on schedule-editor:\n\n- `Programming.update_slot/2` does the update and broadcasts `{:slot_updated, slot}` on `"schedule:updates"`; the LiveView only calls the context\n- the week header uses `Calendar.strftime`, `ex_cldr_calendars` is out of `mix.exs` and `mix.lock`\n- tests for the context (including the broadcast) and the LiveView save flow\n\nAll 218 tests pass. I left a comment on the PR for Jess with the three rules.',
            ),
        ],
        "lessons": [
            {"keys": ["Repo", "context"]},
            {"keys": ["schedule:updates", "on-air board"]},
            {"keys": ["hex deps", "arm64"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh95-radio-underwriting-cap-correction-after-agreeing",
        "split": "fresh95",
        "steps": [
            (
                "user",
                "the underwriting coordinator wants the app to stop her from booking too many sponsor spots in one hour. add a check when a spot gets scheduled",
            ),
            (
                "read",
                "lib/airwaves/underwriting.ex",
                "defmodule Airwaves.Underwriting do\n  alias Airwaves.Underwriting.Spot\n\n  def schedule_spot(attrs) do\n    %Spot{}\n    |> Spot.changeset(attrs)\n    |> Repo.insert()\n  end\nend\n",
            ),
            (
                "assistant",
                'I\'ll add a validation in `schedule_spot/1`: count the spots already booked in the same clock hour (station time, America/Chicago) and reject with `{:error, :hour_full}` at 4 per hour, which is the usual limit for noncommercial stations. The booking form shows "This hour already has 4 underwriting spots". OK?',
            ),
            ("user", "sure"),
            ("edit", "lib/airwaves/underwriting.ex"),
            ("edit", "test/airwaves/underwriting_test.exs"),
            (
                "user",
                "oh wait, sorry, not 4. our board set it at max 3 underwriting spots per hour, it's in the station policy, and none at all in the :00 to :05 window, that's the legal ID and the news headlines",
            ),
            ("edit", "lib/airwaves/underwriting.ex"),
            ("edit", "lib/airwaves_web/live/underwriting_live/form.html.heex"),
            ("edit", "test/airwaves/underwriting_test.exs"),
            (
                "bash",
                "mix test test/airwaves/underwriting_test.exs 2>&1 | tail -1",
                "9 tests, 0 failures",
            ),
            (
                "assistant",
                "Changed it: `schedule_spot/1` rejects a 4th spot in the same clock hour with `{:error, :hour_full}` (limit is `@max_spots_per_hour 3`), and any spot starting between :00 and :05 with `{:error, :protected_window}`. The form explains both. 9 tests pass.",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["3 underwriting spots", "per hour"], "not": ["4 per hour"]},
        ],
        "tool_stored": [],
    },
]
