"""The "fresh159" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH159: list[dict[str, Any]] = [
    # --- "coldrun": courier dispatch and cold-chain tracking for Bluestem Blood Services
    # (Omaha, NE), which delivers blood products to 23 hospitals in Nebraska and Iowa. Elixir
    # 1.17 + Phoenix 1.7 LiveView, Ecto + Postgres 16, Oban 2.18, Req, Twilio SMS, deployed on
    # Fly.io (ord); ColdTrace X2 cellular temperature loggers in the shipping boxes post
    # readings to a webhook ---
    {
        "name": "fresh159-coldrun-chitchat-verified-routes-and-received-typo",
        "split": "fresh159",
        "steps": [
            (
                "user",
                'q: whats the point of ~p"/runs/#{run}" vs just writing the string? saw it all '
                "over the generated code. also the run page says Recieved at lol",
            ),
            (
                "read",
                "lib/coldrun_web/live/run_live/show.html.heex",
                "<.header>\n  Run <%= @run.number %>\n"
                '  <:actions><.link navigate={~p"/runs/#{@run}/edit"}>Edit</.link></:actions>\n'
                "</.header>\n"
                "<.list>\n"
                '  <:item title="Recieved at"><%= fmt_time(@run.received_at) %></:item>\n'
                '  <:item title="Courier"><%= @run.courier.name %></:item>\n'
                "</.list>\n",
            ),
            (
                "think",
                "~p is Phoenix.VerifiedRoutes: compile-time check against the router, warns on "
                "unknown paths; interpolating a struct uses Phoenix.Param (to_param -> id); "
                "respects script_name / path prefix. Typo is in the heex title attribute.",
            ),
            (
                "assistant",
                "`~p` is the **verified routes** sigil (`Phoenix.VerifiedRoutes`). Compared to "
                "a plain string it gives you:\n\n"
                "- **compile-time checking**: the path is matched against your router when the "
                'module compiles, so `~p"/runz/#{run}"` gives a warning instead of a 404 in '
                "production\n"
                "- **`Phoenix.Param`** for interpolation: `#{@run}` becomes the run's id (or "
                "whatever `to_param` returns), so you can pass the struct\n"
                "- the endpoint's path prefix / `script_name` gets applied if you ever mount the "
                "app under a sub-path\n\n"
                "So a string works at runtime, you just lose the safety net when a route gets "
                "renamed.\n\nFixing *Recieved* in `show.html.heex` now.",
            ),
            ("edit", "lib/coldrun_web/live/run_live/show.html.heex"),
            (
                "bash",
                "grep -rni 'recieve' lib/ test/ || echo 'no more'",
                "no more",
            ),
            (
                "assistant",
                "Fixed: the run page now says *Received at*. No other spelling of it in `lib/` "
                "or `test/`.",
            ),
            ("user", "ok makes sense, ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh159-coldrun-incident-dst-hardcoded-offset-missed-excursion",
        "split": "fresh159",
        "steps": [
            (
                "user",
                "we missed an excursion on run 4471 sunday morning. box went to 11.8C for like "
                "40 min on the way to mercy council bluffs and nobody got paged. QA is on my "
                "back, need to know why asap",
            ),
            (
                "bash",
                'psql "$PROD_RO_URL" -c "select recorded_at, inserted_at, temp_c from '
                "logger_readings where run_id = 4471 and inserted_at between '2026-11-01 "
                "14:00Z' and '2026-11-01 14:20Z' order by inserted_at\"",
                "      recorded_at       |        inserted_at         | temp_c\n"
                "------------------------+----------------------------+--------\n"
                " 2026-11-01 13:00:00+00 | 2026-11-01 14:00:07.31+00  |   10.6\n"
                " 2026-11-01 13:05:00+00 | 2026-11-01 14:05:06.88+00  |   11.2\n"
                " 2026-11-01 13:10:00+00 | 2026-11-01 14:10:07.02+00  |   11.8\n"
                " 2026-11-01 13:15:00+00 | 2026-11-01 14:15:06.95+00  |   11.5\n"
                "(4 rows)",
            ),
            (
                "read",
                "lib/coldrun/loggers/parser.ex",
                "defmodule Coldrun.Loggers.Parser do\n"
                '  # ColdTrace sends local time without offset, e.g. "2026-06-14 08:05:00"\n'
                '  @offset "-05:00"\n\n'
                '  def parse_reading(%{"ts" => ts, "t" => t, "sn" => sn}) do\n'
                '    {:ok, dt, _} = DateTime.from_iso8601(String.replace(ts, " ", "T") <> '
                "@offset)\n"
                "    %{serial: sn, recorded_at: dt, temp_c: t}\n"
                "  end\n"
                "end\n",
            ),
            (
                "read",
                "lib/coldrun/workers/excursion_check.ex",
                'def perform(%Oban.Job{args: %{"run_id" => run_id}}) do\n'
                "  since = DateTime.add(DateTime.utc_now(), -15, :minute)\n"
                "  readings = Loggers.readings_since(run_id, since)\n"
                "  if Enum.any?(readings, &out_of_range?(&1, run_id)), do: Alerts.page(run_id)\n"
                "  :ok\nend\n",
            ),
            (
                "think",
                "recorded_at is exactly one hour before inserted_at (minus the ~7 s upload "
                "lag). DST ended on 2026-11-01 at 02:00 local; Omaha went from CDT (-05:00) to "
                "CST (-06:00). The parser glues a fixed -05:00 onto local times, so since "
                "Sunday every reading is stamped an hour early. The excursion check looks at "
                "recorded_at in the last 15 minutes: nothing there, so no page. It only worked "
                "all summer because CDT happened to be -05:00. The logger-silent check uses "
                "inserted_at, which is why that one didn't fire either.",
            ),
            (
                "assistant",
                "Found it. In run 4471 every `recorded_at` is exactly **one hour before** "
                "`inserted_at`.\n\n"
                "**Cause:** ColdTrace sends local times without an offset, and "
                "`Loggers.Parser` appends a hardcoded `-05:00`. That's CDT. DST ended on "
                "Sunday 1 November at 02:00, Omaha is on CST (`-06:00`) since then, so every "
                "reading is stored an hour in the past. `ExcursionCheck` only looks at readings "
                "with `recorded_at` in the last 15 minutes, finds none, and never pages. The "
                "box was above 10 °C from 14:00Z to about 14:40Z and the check saw nothing.\n\n"
                "**Fix:**\n"
                "1. switch the ColdTrace portal to send ISO 8601 UTC (`2026-11-01T14:05:00Z`), "
                "there's a *Timestamp format* setting per account\n"
                "2. the parser stops guessing: it accepts only timestamps with an offset or "
                "`Z`\n"
                "3. backfill: shift the stored readings since 2026-11-01 07:00Z by one hour and "
                "rerun the excursion check over them\n\n"
                "Do you have access to the ColdTrace portal, or should I draft the request to "
                "their support?",
            ),
            (
                "user",
                "i have it, switching now. and yes from now on the webhook rejects any timestamp "
                "without an explicit offset with a 422, no guessing timezones ever again",
            ),
            ("edit", "lib/coldrun/loggers/parser.ex"),
            ("edit", "lib/coldrun_web/controllers/logger_webhook_controller.ex"),
            ("edit", "priv/repo/migrations/20261102093000_shift_readings_cst.exs"),
            ("edit", "test/coldrun/loggers/parser_test.exs"),
            (
                "bash",
                "mix test test/coldrun/loggers 2>&1 | tail -3",
                "......\nFinished in 0.4 seconds (0.3s async, 0.1s sync)\n11 tests, 0 failures",
            ),
            (
                "bash",
                "fly ssh console -a coldrun-prod -C '/app/bin/coldrun eval "
                '"Coldrun.Release.migrate(); Coldrun.Release.recheck_excursions(~U[2026-11-01 '
                "07:00:00Z])\"'",
                "Migrated 20261102093000 (shifted 18233 readings)\n"
                "recheck: 3 missed excursions (runs 4471, 4480, 4502)",
            ),
            (
                "assistant",
                "Deployed and backfilled:\n\n"
                "- the webhook answers **422** for any `ts` without an offset or `Z`, with a "
                "clear error body; ColdTrace retries for 24 h, so nothing is lost while the "
                "portal setting is switched\n"
                "- readings since 2026-11-01 07:00Z are shifted by an hour (18,233 rows)\n"
                "- the recheck found **3 missed excursions**: runs 4471, 4480 and 4502\n\n"
                "Want me to email QA the details for the deviation reports?",
            ),
            (
                "user",
                "no ill file the deviations with QA myself, just paste me the timelines. so for "
                "the record: the parser hardcoded -05:00 on the logger's local timestamps, after "
                "DST ended every reading landed an hour early and fell outside the 15 min "
                "excursion window, so nothing paged",
            ),
            (
                "bash",
                "mix run scripts/excursion_timeline.exs 4471 4480 4502",
                "run 4471  2026-11-01 14:00Z-14:41Z  max 11.8C  (red cells)\n"
                "run 4480  2026-11-03 21:10Z-21:26Z  max 10.9C  (red cells)\n"
                "run 4502  2026-11-12 16:35Z-16:47Z  max 25.1C  (platelets)",
            ),
            (
                "assistant",
                "Timelines (UTC):\n\n"
                "| run | out of range | max |\n|---|---|---|\n"
                "| 4471 | 2026-11-01 14:00-14:41 | 11.8 °C |\n"
                "| 4480 | 2026-11-03 21:10-21:26 | 10.9 °C |\n"
                "| 4502 | 2026-11-12 16:35-16:47 | 25.1 °C |",
            ),
        ],
        "lessons": [
            {"keys": ["-05:00", "excursion window"]},
            {"keys": ["webhook", "without an explicit offset"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh159-coldrun-decision-courier-routing-option-2-osrm-baa",
        "split": "fresh159",
        "steps": [
            (
                "user",
                "dispatchers pick couriers by eyeballing the map rn. want auto-suggest the best "
                "courier for a new STAT run. whats the move",
            ),
            (
                "read",
                "lib/coldrun/dispatch.ex",
                "def available_couriers(region) do\n"
                "  from(c in Courier, where: c.region == ^region and c.status == :available,\n"
                "    preload: [:last_position])\n"
                "  |> Repo.all()\nend\n",
            ),
            (
                "bash",
                'psql "$PROD_RO_URL" -c "select count(*) filter (where priority = \'stat\') as '
                "stat, count(*) as total from runs where inserted_at > now() - interval '30 "
                "days'\"",
                " stat | total\n------+-------\n  212 |  1874\n(1 row)",
            ),
            (
                "think",
                "We have last_position per courier (from the courier app). Options: haversine; "
                "self-hosted OSRM (needs a machine with a Nebraska+Iowa extract, no traffic); "
                "Google Routes API computeRouteMatrix with traffic. STAT runs are ~11% and "
                "time-critical, traffic matters at rush hour on I-80 / I-680. Google is the "
                "most accurate and cheapest to build.",
            ),
            (
                "assistant",
                "We already have each courier's `last_position`, so it's about how to rank "
                "them. Three options:\n\n"
                "1. **Straight-line distance** (haversine in Postgres): trivial, but the "
                "Missouri River makes it badly wrong around Omaha / Council Bluffs, where the "
                "bridges decide everything.\n"
                "2. **Self-hosted OSRM**: an OSRM container on a Fly machine with the "
                "Nebraska + Iowa OSM extract, `table` service for drive times. Free, fast, but "
                "no live traffic.\n"
                "3. **Google Routes API** (`computeRouteMatrix` with traffic): best ETAs, "
                "about $5 per 1000 elements, almost no infra.\n\n"
                "I'd pick **3**: STAT runs are 212 of the last 1874 and traffic on I-80 at 5 pm "
                "is exactly when it matters.",
            ),
            (
                "user",
                "2. we cant send hospital delivery addresses to google routes, there's no BAA "
                "covering it and every hospital contract requires one for anything touching "
                "deliveries, so self-hosted osrm it is. traffic here isnt bad enough to matter "
                "much anyway",
            ),
            (
                "assistant",
                "Makes sense, option 2: OSRM self-hosted on Fly, so no delivery address leaves "
                "our infrastructure. I'll use the `table` service for courier -> pickup -> "
                "hospital drive times and rank by total.",
            ),
            ("edit", "osrm/Dockerfile"),
            ("edit", "osrm/fly.toml"),
            ("edit", "lib/coldrun/routing/osrm.ex"),
            ("edit", "lib/coldrun/dispatch.ex"),
            ("edit", "lib/coldrun_web/live/run_live/new.ex"),
            ("edit", "test/coldrun/dispatch_test.exs"),
            (
                "bash",
                "mix test test/coldrun/dispatch_test.exs 2>&1 | tail -2 && curl -s "
                "'http://coldrun-osrm.internal:5000/table/v1/driving/-95.9345,41.2565;"
                "-95.8608,41.2619?annotations=duration' | jq -c .durations",
                "8 tests, 0 failures\n[[0,612.4],[598.7,0]]",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `coldrun-osrm` runs on its own Fly machine (shared-cpu-2x, 4 GB) with the "
                "Nebraska + Iowa extract, rebuilt weekly by a GitHub Action\n"
                "- `Dispatch.suggest_couriers/1` ranks available couriers by OSRM drive time "
                "courier -> pickup -> hospital, and falls back to straight-line distance if "
                "OSRM doesn't answer in 2 s\n"
                "- the new-run form shows the top 3 with ETAs\n\n"
                "Omaha depot -> Mercy Council Bluffs comes out at about 10 minutes.",
            ),
            ("user", "🔥 ship it"),
        ],
        "lessons": [
            {"keys": ["osrm", "BAA"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh159-coldrun-tool-stored-fly-deploy-and-transport-ranges",
        "split": "fresh159",
        "steps": [
            (
                "user",
                "remember: prod deploys are `fly deploy -c fly.prod.toml`, only from a v* tag "
                "after CI is green on it. staging auto deploys from main. next thing: add a "
                "product type to runs (red cells / platelets / plasma) so the excursion check "
                "uses the right range",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "coldrun: prod deploy is `fly deploy -c fly.prod.toml`, only "
                    "from a v* tag after CI is green on it; staging auto-deploys from main.",
                    "tags": ["coldrun", "deploy", "fly"],
                },
                '{"id":"3108","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/coldrun/excursion.ex",
                "defmodule Coldrun.Excursion do\n"
                "  @default_range {1.0, 6.0}\n\n"
                "  def out_of_range?(%{temp_c: t}, {lo, hi} \\\\ @default_range), "
                "do: t < lo or t > hi\nend\n",
            ),
            (
                "think",
                "Currently one range, 1-6 °C, for everything. That's the red cell storage "
                "range, but transport ranges differ (AABB: red cells 1-10 °C in transport). "
                "Platelets are room temperature. I shouldn't guess regulated values; ask.",
            ),
            (
                "assistant",
                "Saved the deploy rule.\n\n"
                "For the product types: `Excursion` has a single `@default_range {1.0, 6.0}` "
                "for every box. Before I hardcode anything: what are the allowed **transport** "
                "ranges per product? I don't want to guess regulated numbers (1-6 °C looks like "
                "the red cell *storage* range).",
            ),
            (
                "user",
                "right, 1-6 is the fridge. in the box it's red cells 1-10, platelets 20-24 and "
                "they must never get cold, plasma frozen at -18 or colder",
            ),
            ("edit", "priv/repo/migrations/20261118101500_add_product_type_to_runs.exs"),
            ("edit", "lib/coldrun/runs/run.ex"),
            ("edit", "lib/coldrun/excursion.ex"),
            ("edit", "lib/coldrun_web/live/run_live/form_component.ex"),
            ("edit", "test/coldrun/excursion_test.exs"),
            (
                "bash",
                "mix ecto.migrate && mix test test/coldrun/excursion_test.exs 2>&1 | tail -2",
                "[info] == Migrated 20261118101500 in 0.0s\n9 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `runs.product_type` (`:red_cells | :platelets | :plasma`), required on the "
                "new-run form; existing runs were set to `:red_cells`\n"
                "- `Excursion.range_for/1`: red cells 1-10 °C, platelets 20-24 °C, plasma "
                "≤ -18 °C\n"
                "- the SMS alert says which product and range was violated\n\n"
                "This goes to staging with the next merge to main.",
            ),
            ("user", "merge it"),
            (
                "bash",
                "gh pr create --fill && gh pr merge --squash --auto",
                "https://github.com/bluestem-blood/coldrun/pull/97\nauto-merge enabled for #97",
            ),
            ("assistant", "PR #97 is open with auto-merge; it lands once CI passes."),
        ],
        "lessons": [
            {"keys": ["platelets", "20-24"]},
        ],
        "tool_stored": [["fly deploy -c fly.prod.toml", "v* tag"]],
    },
    {
        "name": "fresh159-coldrun-review-handoff-pr-rules-oban-testing-manual",
        "split": "fresh159",
        "steps": [
            ("user", "review dana's PR 101 pls, the hospital handoff signature step"),
            (
                "bash",
                "gh pr diff 101 --name-only",
                "lib/coldrun/runs/run.ex\n"
                "lib/coldrun/workers/notify_hospital.ex\n"
                "lib/coldrun_web/live/run_live/handoff.ex\n"
                "priv/repo/migrations/20261124140000_add_handoff.exs\n"
                "test/coldrun/workers/notify_hospital_test.exs",
            ),
            (
                "read",
                "lib/coldrun_web/live/run_live/handoff.ex",
                'def handle_event("sign", %{"signature" => sig}, socket) do\n'
                "  run = socket.assigns.run\n"
                "  run\n"
                "  |> Ecto.Changeset.change(handed_off_at: NaiveDateTime.utc_now(), "
                "signature_png: sig)\n"
                "  |> Coldrun.Repo.update!()\n"
                "  %{run_id: run.id} |> Coldrun.Workers.NotifyHospital.new() |> Oban.insert()\n"
                '  {:noreply, push_navigate(socket, to: ~p"/runs/#{run}")}\n'
                "end\n",
            ),
            (
                "read",
                "test/coldrun/workers/notify_hospital_test.exs",
                'test "texts the receiving lab on handoff" do\n'
                "  run = insert(:run, status: :in_transit)\n"
                '  {:ok, _} = Runs.hand_off(run, "sig")\n'
                '  assert_received {:twilio_sms, "+14025550142", _body}\n'
                "end\n",
            ),
            (
                "think",
                "handed_off_at is naive; LiveView writes via Repo directly and inserts the job "
                "outside a transaction; test asserts the Twilio mock received a message. If the "
                "test env runs Oban inline, the job executes on insert, so assert_received "
                "works. I believe config/test.exs uses inline. The test calls Runs.hand_off "
                "which doesn't exist in the diff though.",
            ),
            (
                "assistant",
                "Review of #101:\n\n"
                "1. **`handed_off_at`** is a `:naive_datetime` set from `NaiveDateTime.utc_now()`"
                "; every other timestamp in the schema is timezone-aware.\n"
                "2. **The LiveView writes through `Coldrun.Repo.update!` directly** and inserts "
                "the Oban job separately, so a crash between the two leaves a handed-off run "
                "with no notification.\n"
                "3. The test calls `Runs.hand_off/2`, which isn't in the diff. Other than that "
                "it's fine: tests run Oban in inline mode, so the handoff test already sends the "
                "SMS through the Twilio mock.\n\n"
                "Suggest a `Runs.hand_off/2` that does the update and the job insert in one "
                "`Ecto.Multi` with `Oban.insert/3`.",
            ),
            (
                "user",
                "1 and 2 yes, put these in the review as rules since dana's new: timestamps are "
                "always :utc_datetime_usec in schemas and migrations, never naive. liveviews "
                "never call Repo, everything goes through the contexts (Runs, Dispatch, Fleet, "
                "Loggers). and 3 is wrong, config/test.exs has oban on testing: :manual since "
                "march because inline hid the double-send bug, so the test has to "
                "assert_enqueued and then perform_job, not check the twilio mock directly",
            ),
            (
                "bash",
                "grep -n 'Oban' config/test.exs",
                "config/test.exs:31:config :coldrun, Oban, testing: :manual",
            ),
            ("edit", "/tmp/review_101.md"),
            (
                "bash",
                "gh pr review 101 --request-changes --body-file /tmp/review_101.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "Right, `config/test.exs` line 31 is `testing: :manual`; I had that wrong. "
                "Posted the review on #101 (changes requested):\n\n"
                "- `handed_off_at` as `:utc_datetime_usec`, in the schema and the migration\n"
                "- the LiveView calls a new `Runs.hand_off/2`, which does the update and "
                "`Oban.insert` in one `Ecto.Multi`\n"
                "- the test uses `assert_enqueued worker: NotifyHospital, args: %{run_id: ...}`, "
                "then `perform_job/2` and checks the SMS from there\n\n"
                "The three rules are at the top of the review for the whole repo.",
            ),
            ("user", "ty. she's out till thursday so no rush"),
        ],
        "lessons": [
            {"keys": ["utc_datetime_usec", "timestamps"]},
            {"keys": ["liveviews", "Repo"]},
            {
                "keys": ["testing: :manual", "assert_enqueued"],
                "not": ["tests run Oban in inline mode"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh159-coldrun-correction-escalation-10-minutes-after-agreeing",
        "split": "fresh159",
        "steps": [
            (
                "user",
                "excursion alerts need escalation. if the courier doesnt ack the sms the on call "
                "supervisor should get paged",
            ),
            (
                "read",
                "docs/alerts.md",
                "# Excursion alerts\n\n1. SMS to the courier on the run.\n"
                "2. If not acknowledged, escalate to the on-call supervisor after 20 minutes.\n"
                "3. The supervisor acknowledges in the dispatch console.\n",
            ),
            (
                "read",
                "lib/coldrun/alerts.ex",
                "def page(run_id) do\n"
                "  run = Runs.get!(run_id, preload: :courier)\n"
                "  {:ok, alert} = Repo.insert(%Alert{run_id: run_id, sent_to: :courier})\n"
                "  Twilio.send_sms(run.courier.phone, excursion_text(run, alert))\n"
                "end\n",
            ),
            (
                "assistant",
                "Plan, following `docs/alerts.md`:\n\n"
                "- the courier acks by replying `OK` to the SMS (Twilio inbound webhook sets "
                "`alerts.acked_at`)\n"
                "- when the alert is created we schedule an `EscalateAlert` Oban job; it "
                "escalates to the on-call supervisor after 20 minutes without an ack\n"
                "- the supervisor comes from the `on_call_shifts` table\n\nOK?",
            ),
            ("user", "ok go"),
            ("edit", "lib/coldrun/alerts.ex"),
            ("edit", "lib/coldrun/workers/escalate_alert.ex"),
            ("edit", "lib/coldrun_web/controllers/twilio_inbound_controller.ex"),
            (
                "user",
                "wait no, escalation is after 10 minutes now, SOP QA-114 rev D changed it in "
                "october, the doc is old. red cells can go from 9 to 11 in that time. sorry "
                "should have caught that in ur plan",
            ),
            (
                "think",
                "Change the schedule_in to 10 minutes, make it a config value, update the doc.",
            ),
            ("edit", "lib/coldrun/workers/escalate_alert.ex"),
            ("edit", "config/config.exs"),
            ("edit", "docs/alerts.md"),
            ("edit", "test/coldrun/workers/escalate_alert_test.exs"),
            (
                "bash",
                "mix test test/coldrun/workers/escalate_alert_test.exs 2>&1 | tail -2",
                "5 tests, 0 failures\nRandomized with seed 40417",
            ),
            (
                "assistant",
                "Changed:\n\n"
                "- `EscalateAlert` is scheduled with `schedule_in: {10, :minutes}`, from "
                "`config :coldrun, :escalate_after_min, 10`\n"
                "- if the courier replied `OK` before then, the job does nothing\n"
                "- `docs/alerts.md` now says 10 minutes and cites SOP QA-114 rev D\n\n"
                "Tests cover acked, not acked, and a late ack after escalation.",
            ),
            ("user", "good. lunch, back in an hour"),
        ],
        "lessons": [
            {"keys": ["escalation", "10 minutes"], "not": ["after 20 minutes"]},
        ],
        "tool_stored": [],
    },
]
