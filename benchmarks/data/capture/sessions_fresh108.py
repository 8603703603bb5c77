"""The "fresh108" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH108: list[dict[str, Any]] = [
    # --- "spokeshop": fleet maintenance admin for Ciclo Porto, a city e-bike share (Elixir 1.17,
    # Phoenix 1.7 LiveView, Oban, Postgres 16, GBFS feed from the dock vendor, deployed on
    # Fly.io; ops staff use the admin, mechanics use the /m pages on their phones) ---
    {
        "name": "fresh108-spokeshop-chitchat-mount-vs-handle-params-and-flash-typo",
        "split": "fresh108",
        "steps": [
            (
                "user",
                "whats the actual diff between mount and handle_params in liveview? i load the "
                "work orders in mount and when i click the status tabs the url changes but the "
                "list doesnt",
            ),
            (
                "read",
                "lib/spokeshop_web/live/work_order_live/index.ex",
                "defmodule SpokeshopWeb.WorkOrderLive.Index do\n"
                "  use SpokeshopWeb, :live_view\n  alias Spokeshop.Workshop\n\n"
                "  def mount(params, _session, socket) do\n"
                '    status = Map.get(params, "status", "open")\n'
                "    {:ok, assign(socket, status: status, orders: "
                "Workshop.list_work_orders(status: status))}\n  end\n\n"
                '  def handle_event("claim", %{"id" => id}, socket) do\n'
                "    {:ok, _} = Workshop.claim(id, socket.assigns.current_mechanic)\n"
                '    {:noreply, put_flash(socket, :info, "Work order recieved")}\n  end\nend\n',
            ),
            (
                "think",
                "Tabs use <.link patch=...>, patch doesn't remount, so mount never runs again "
                "and status stays the first value. Loading belongs in handle_params, which runs "
                "after mount and on every patch. Also 'recieved' typo in the flash.",
            ),
            (
                "assistant",
                "The tabs use `<.link patch={...}>`, and a **patch never re-runs `mount`**.\n\n"
                "- `mount/3` runs once per LiveView process (twice on first load: the static "
                "render and the connected one). Put things there that don't depend on the URL: "
                "subscriptions, the current mechanic, static options.\n"
                "- `handle_params/3` runs right after `mount` **and again on every "
                "`push_patch` / `<.link patch>`**. Anything derived from the URL (filters, tabs, "
                "page number) belongs there.\n\n"
                "So clicking a tab updates the URL and calls `handle_params`, which you don't "
                "define, and the list keeps the status it got in `mount`. Moving the loading "
                "into `handle_params` fixes it. Want me to do that?",
            ),
            ("user", "yea go. also the flash says recieved lol"),
            ("edit", "lib/spokeshop_web/live/work_order_live/index.ex"),
            (
                "bash",
                "mix test test/spokeshop_web/live/work_order_live_test.exs 2>&1 | tail -3",
                "........\nFinished in 0.9 seconds (0.4s async, 0.5s sync)\n8 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n- `mount/3` now only assigns the current mechanic; `handle_params/3` "
                'reads `status` (default `"open"`) and loads the orders, so the tabs work\n'
                '- flash fixed to "Work order received"\n\nWork order LiveView tests pass (8).',
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh108-spokeshop-incident-duplicate-swap-orders-oban-unique-args",
        "split": "fresh108",
        "steps": [
            (
                "user",
                "mechanics are getting like 5 swap orders for the same station this morning. "
                "trindade (0412) has 6 open battery swaps rn. whats going on",
            ),
            (
                "bash",
                'psql "$SPOKESHOP_RO_URL" -c "select station_id, count(*), min(inserted_at), '
                "max(inserted_at) from work_orders where kind = 'battery_swap' and status = "
                "'open' group by 1 having count(*) > 1 order by 2 desc limit 5\"",
                " station_id | count |            min             |            max\n"
                "------------+-------+----------------------------+----------------------------\n"
                "       0412 |     6 | 2026-12-03 06:02:11.40512  | 2026-12-03 06:07:10.98233\n"
                "       0107 |     5 | 2026-12-03 06:03:10.77104  | 2026-12-03 06:07:11.20410\n"
                "       0388 |     4 | 2026-12-03 06:04:11.09958  | 2026-12-03 06:07:11.51771\n"
                "       0031 |     3 | 2026-12-03 06:05:10.88012  | 2026-12-03 06:07:10.60337\n"
                "       0250 |     2 | 2026-12-03 06:06:11.31120  | 2026-12-03 06:07:11.02215\n"
                "(5 rows)",
            ),
            (
                "think",
                "One new order per station per minute, which is the GBFS poll interval. "
                "LowBatterySweep is supposed to be unique per station for 10 min. Something "
                "broke uniqueness. Check recent commits around gbfs / sweep.",
            ),
            (
                "bash",
                "git log --oneline -5 -- lib/spokeshop/workers lib/spokeshop/gbfs",
                "a7c19e2 gbfs: pass fetched_at to sweep jobs for tracing\n"
                "3d0b8f1 gbfs: retry on 503 from vendor feed\n"
                "f21e6c9 workers: LowBatterySweep opens swap order below threshold\n"
                "9b04a77 gbfs: poll every 60s\n1c5e203 fleet: dock capacity from feed",
            ),
            (
                "read",
                "lib/spokeshop/workers/low_battery_sweep.ex",
                "defmodule Spokeshop.Workers.LowBatterySweep do\n"
                "  use Oban.Worker, queue: :fleet, unique: [period: 600]\n\n"
                "  alias Spokeshop.{Fleet, Workshop}\n\n"
                "  @impl true\n"
                '  def perform(%Oban.Job{args: %{"station_id" => station_id}}) do\n'
                "    low = Fleet.low_battery_bikes(station_id)\n"
                "    if low != [], do: Workshop.open_swap_order(station_id, low)\n"
                "    :ok\n  end\nend\n",
            ),
            (
                "bash",
                "git show a7c19e2 -- lib/spokeshop/gbfs/sync.ex",
                "@@ -41,7 +41,7 @@ defmodule Spokeshop.Gbfs.Sync do\n"
                "     for s <- feed.stations, s.bikes_low_battery > 0 do\n"
                "-      %{station_id: s.id}\n"
                "+      %{station_id: s.id, fetched_at: feed.last_updated}\n"
                "       |> LowBatterySweep.new()\n       |> Oban.insert()\n     end",
            ),
            (
                "think",
                "Oban unique compares the full args by default. fetched_at is different on every "
                "poll, so each minute's job is a new unique combination and gets inserted. "
                "Worker then opens a swap order every run. Fix: unique keys: [:station_id]. "
                "fetched_at can stay in args for tracing, it just mustn't be part of uniqueness.",
            ),
            (
                "assistant",
                "Found it.\n\n**Cause:** commit `a7c19e2` added `fetched_at` to the "
                "`LowBatterySweep` job args. Oban's `unique` compares **all args** unless you "
                "give it `keys`, and `fetched_at` changes on every 60 s GBFS poll, so every poll "
                'produced a "new" unique job. Each run then opened another swap order. That\'s '
                "why the duplicates are exactly one minute apart since 06:02.\n\n"
                "**Fix:** `unique: [period: 600, keys: [:station_id]]`, so only the station "
                "counts for uniqueness; `fetched_at` can stay in the args for tracing.\n\n"
                "Want me to also clean up the duplicate open orders?",
            ),
            (
                "user",
                "yes. keep the oldest one per station open and cancel the rest, but dont touch "
                "any that someone already claimed",
            ),
            ("edit", "lib/spokeshop/workers/low_battery_sweep.ex"),
            ("edit", "test/spokeshop/workers/low_battery_sweep_test.exs"),
            (
                "bash",
                "mix test test/spokeshop/workers 2>&1 | tail -2",
                "Finished in 0.6 seconds (0.6s async, 0.0s sync)\n11 tests, 0 failures",
            ),
            (
                "bash",
                "fly deploy -a spokeshop 2>&1 | tail -2 && fly ssh console -a spokeshop -C "
                "'/app/bin/spokeshop eval \"Spokeshop.Release.cancel_duplicate_swaps()\"'",
                "--> v214 deployed successfully\nVisit your newly deployed app at "
                "https://spokeshop.fly.dev/\ncancelled 13 duplicate swap orders (kept oldest "
                "unclaimed per station, skipped 2 claimed)",
            ),
            (
                "assistant",
                "Deployed as v214:\n\n- `LowBatterySweep` is unique on `station_id` only, with a "
                "test that inserts two jobs with different `fetched_at` and expects one\n"
                "- cancelled 13 duplicate swap orders, kept the oldest per station, left the 2 "
                "claimed ones alone\n\nNo new duplicates in the last two polls.",
            ),
            (
                "user",
                "nice. so tldr the fetched_at in the args made every sweep job unique so oban "
                "never deduped, uniqueness has to be on keys: [:station_id] only",
            ),
            ("assistant", "Exactly."),
        ],
        "lessons": [
            {"keys": ["fetched_at", "station_id"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh108-spokeshop-decision-assignment-notifications-sms-by-number",
        "split": "fresh108",
        "steps": [
            (
                "user",
                "mechanics need to know when a work order gets assigned to them. rn they just "
                "refresh /m all day lol. whats the best way to do it",
            ),
            (
                "read",
                "lib/spokeshop/crew/mechanic.ex",
                'schema "mechanics" do\n    field :name, :string\n'
                "    field :phone, :string\n    field :crew, Ecto.Enum, values: [:boavista, "
                ":campanha, :foz]\n    field :active, :boolean, default: true\n"
                "    timestamps(type: :utc_datetime_usec)\n  end\n",
            ),
            (
                "think",
                "/m is a LiveView already; PubSub toast only works while the page is open. Web "
                "Push needs a service worker + VAPID keys, free per message. SMS costs money but "
                "works everywhere, and we already have phone numbers. Recommend web push.",
            ),
            (
                "assistant",
                "Three realistic options:\n\n"
                "1. **Web Push** from the `/m` pages (service worker + VAPID keys, "
                "`web_push_elixir`). Free per message and shows on the lock screen, but each "
                "mechanic has to open `/m` once and accept notifications.\n"
                "2. **SMS through Twilio.** Works on any phone, we already store `phone` on "
                "mechanics. Costs about €0.07 per message and needs a Twilio account.\n"
                "3. **Phoenix PubSub + a toast in the `/m` LiveView.** Nearly no code, but only "
                "works while the page is open on the phone.\n\n"
                "I'd go with 1: no running cost, and the mechanics already use `/m`.",
            ),
            (
                "user",
                "2. half the crew still has the rugged kyocera flip phones from the old contract, "
                "no browser at all, and the rest keep /m closed anyway",
            ),
            (
                "assistant",
                "OK, SMS through Twilio then, because many mechanics carry flip phones with no "
                "browser and web push would never reach them.",
            ),
            (
                "user",
                "put it behind a flag for now, ill turn it on for boavista first",
            ),
            ("edit", "lib/spokeshop/notify/twilio.ex"),
            ("edit", "lib/spokeshop/workers/sms_assigned.ex"),
            ("edit", "lib/spokeshop/workshop.ex"),
            ("edit", "config/runtime.exs"),
            ("edit", "test/spokeshop/workers/sms_assigned_test.exs"),
            (
                "bash",
                "mix test test/spokeshop/workers/sms_assigned_test.exs "
                "test/spokeshop/workshop_test.exs 2>&1 | tail -2",
                "Finished in 1.1 seconds (1.1s async, 0.0s sync)\n27 tests, 0 failures",
            ),
            (
                "assistant",
                "SMS on assignment is in:\n\n- `Spokeshop.Notify.Twilio` posts to the Messages "
                "API with `Req`; credentials from `TWILIO_ACCOUNT_SID` / `TWILIO_AUTH_TOKEN` in "
                "`runtime.exs`\n- `Workshop.assign/2` enqueues `Workers.SmsAssigned` (queue "
                "`:notify`, 5 attempts) with the order id; the SMS says station, bike and kind\n"
                "- guarded by the `:sms_assignments` flag per crew, off everywhere for now\n\n"
                "Tests stub Twilio with `Req.Test`. Set the two secrets with `fly secrets set` "
                "before you enable Boavista.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["Twilio", "flip phones"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh108-spokeshop-tool-stored-staging-app-and-export-timezone",
        "split": "fresh108",
        "steps": [
            (
                "user",
                "save this for later: staging is the fly app spokeshop-stg, deploy with fly "
                "deploy -a spokeshop-stg --strategy immediate, its seeded from "
                "priv/repo/seeds_staging.exs with fake porto stations. ok now, ops wants a csv "
                "export of closed work orders for a month",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "spokeshop staging is the Fly app `spokeshop-stg`; deploy with "
                    "`fly deploy -a spokeshop-stg --strategy immediate`. Its data is seeded from "
                    "priv/repo/seeds_staging.exs (fake Porto stations).",
                    "tags": ["spokeshop", "staging", "deploy"],
                },
                '{"id":"3107","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/spokeshop/workshop.ex",
                "  def list_work_orders(opts) do\n"
                "    WorkOrder\n    |> filter_status(opts[:status])\n"
                "    |> filter_closed_between(opts[:from], opts[:to])\n"
                "    |> preload([:station, :bike, :mechanic])\n    |> Repo.all()\n  end\n",
            ),
            (
                "bash",
                "grep -n 'tz\\|nimble_csv' mix.exs",
                '45:      {:nimble_csv, "~> 1.2"},\n46:      {:tz, "~> 0.28"},',
            ),
            (
                "think",
                "closed_at / inserted_at are utc_datetime_usec. CSV for ops: which timezone? "
                "Ask. nimble_csv and tz already deps.",
            ),
            (
                "assistant",
                "Saved the staging notes.\n\nFor the export I'll add `GET "
                "/admin/exports/work_orders.csv?month=2026-11` using `nimble_csv` "
                "(already a dep) and stream it from `Workshop.list_work_orders/1`.\n\n"
                "One question: the timestamps are stored in UTC. Should the CSV show them in "
                "UTC or local time? And which columns do they want?",
            ),
            (
                "user",
                "exports are always in Europe/Lisbon local time, ops opens them in excel and "
                "gets confused by utc. columns id, station, bike, kind, opened, closed, "
                "mechanic",
            ),
            ("edit", "lib/spokeshop_web/controllers/export_controller.ex"),
            ("edit", "lib/spokeshop_web/router.ex"),
            ("edit", "test/spokeshop_web/controllers/export_controller_test.exs"),
            (
                "bash",
                "mix test test/spokeshop_web/controllers/export_controller_test.exs 2>&1 | tail -2",
                "Finished in 0.4 seconds (0.4s async, 0.0s sync)\n4 tests, 0 failures",
            ),
            (
                "assistant",
                "Export is in:\n\n- `GET /admin/exports/work_orders.csv?month=YYYY-MM`, ops "
                "role only\n- columns `id, station, bike, kind, opened, closed, mechanic`; "
                "`opened` and `closed` converted to Europe/Lisbon with `tz`, formatted "
                "`2026-11-03 14:05`\n- month boundaries are Lisbon midnight, so an order closed "
                "at 23:30 local on the 31st lands in that month\n\nTests cover the DST change "
                "at the end of October.",
            ),
            ("user", "perfect thx"),
        ],
        "lessons": [
            {"keys": ["Europe/Lisbon", "exports"]},
        ],
        "tool_stored": [["spokeshop-stg", "fly deploy"]],
    },
    {
        "name": "fresh108-spokeshop-review-shifts-pr-rules-and-no-ex-machina",
        "split": "fresh108",
        "steps": [
            ("user", "review pr 231 pls, joanas mechanic shifts thing"),
            (
                "bash",
                "gh pr diff 231 --name-only && gh pr view 231 --json commits -q "
                "'.commits[].messageHeadline'",
                "lib/spokeshop/crew/shift.ex\nlib/spokeshop_web/live/shift_live/index.ex\n"
                "lib/spokeshop_web/live/shift_live/index.html.heex\n"
                "priv/repo/migrations/20261128101500_create_shifts.exs\n"
                "crew: shifts schema\nshift calendar liveview",
            ),
            (
                "read",
                "priv/repo/migrations/20261128101500_create_shifts.exs",
                "def change do\n    create table(:shifts) do\n"
                "      add :mechanic_id, references(:mechanics, on_delete: :delete_all)\n"
                "      add :starts_at, :utc_datetime\n      add :ends_at, :utc_datetime\n"
                "      timestamps(type: :utc_datetime)\n    end\n\n"
                '    execute "CREATE INDEX shifts_range_idx ON shifts USING gist '
                '(tstzrange(starts_at, ends_at))"\n  end\n',
            ),
            (
                "read",
                "lib/spokeshop_web/live/shift_live/index.ex",
                '  def handle_params(%{"week" => week}, _uri, socket) do\n'
                "    {from, to} = week_bounds(week)\n"
                "    shifts = Repo.all(from s in Shift, where: s.starts_at >= ^from and "
                "s.starts_at < ^to, preload: :mechanic)\n"
                "    {:noreply, assign(socket, shifts: shifts, week: week)}\n  end\n",
            ),
            (
                "think",
                "Repo in a LiveView, bypasses the Crew context. execute/1 in change/0 isn't "
                "reversible -> rollback raises. No tests at all. The other schemas... I assume "
                "there's a factory file, test/support/factory.ex with ExMachina.",
            ),
            (
                "assistant",
                "Review of #231:\n\n1. **`ShiftLive.Index` calls `Repo.all` directly** with an "
                "inline query. That belongs in `Spokeshop.Crew` (`Crew.list_shifts(from, to)`).\n"
                "2. **Migration isn't reversible.** `execute/1` inside `change/0` has no down "
                "SQL, so `mix ecto.rollback` raises.\n3. **Overlapping shifts** for one mechanic "
                "are allowed; an exclusion constraint on the gist range would stop that.\n"
                "4. **No tests.** Every other schema has an ExMachina factory in "
                "`test/support/factory.ex`; add a `shift_factory` and LiveView tests for the "
                "week view.\n5. Commit headlines are fine.\n\n1, 2 and 4 should block.",
            ),
            (
                "user",
                "good points, some rules for the repo in general while were here:\n"
                "- liveviews never call Repo directly, only the context modules (Fleet, "
                "Workshop, Crew)\n"
                "- migrations must roll back, if you need execute give it the down sql too "
                "(execute/2)\n"
                "- all timestamp columns are :utc_datetime_usec, joana used :utc_datetime\n"
                "- theres no ex_machina here anymore, test data comes from the fixture modules "
                "in test/support/fixtures/ (crew_fixtures.ex etc) like phx.gen makes them\n"
                "3 is a nice to have, not blocking. ill merge it myself once shes done",
            ),
            (
                "bash",
                "ls test/support/fixtures/ && grep -rn ex_machina mix.exs mix.lock || echo none",
                "crew_fixtures.ex\nfleet_fixtures.ex\nworkshop_fixtures.ex\nnone",
            ),
            (
                "bash",
                "gh pr review 231 --request-changes --body-file /tmp/review_231.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "You're right, there's no ExMachina, the fixtures are in "
                "`test/support/fixtures/`. Posted the review on #231 (changes requested):\n\n"
                "- **blocking:** move the query into `Crew.list_shifts/2`; use `execute/2` with "
                "a `DROP INDEX` down; switch `starts_at`, `ends_at` and `timestamps` to "
                "`:utc_datetime_usec`; add `shift_fixture/1` to `crew_fixtures.ex` and "
                "LiveView tests\n- **nice to have:** exclusion constraint against overlapping "
                "shifts",
            ),
        ],
        "lessons": [
            {"keys": ["Repo", "context modules"]},
            {"keys": ["execute/2", "roll back"]},
            {"keys": ["utc_datetime_usec", "timestamp"]},
            {
                "keys": ["ex_machina", "test/support/fixtures"],
                "not": ["Every other schema has an ExMachina factory"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh108-spokeshop-low-battery-threshold-correction-after-agreeing",
        "split": "fresh108",
        "steps": [
            (
                "user",
                "add a low battery filter on the fleet map, ops wants to see which bikes to swap "
                "first",
            ),
            (
                "read",
                "lib/spokeshop/fleet/battery.ex",
                "defmodule Spokeshop.Fleet.Battery do\n"
                "  @swap_threshold 20\n\n"
                "  def low?(%{battery_pct: pct}), do: pct < @swap_threshold\n"
                "  def threshold, do: @swap_threshold\nend\n",
            ),
            (
                "read",
                "lib/spokeshop_web/live/fleet_map_live.ex",
                "  def handle_params(params, _uri, socket) do\n"
                '    bikes = Fleet.list_bikes_with_position(crew: params["crew"])\n'
                '    {:noreply, push_event(assign(socket, bikes: bikes), "bikes", '
                "%{bikes: to_markers(bikes)})}\n  end\n",
            ),
            (
                "assistant",
                "I'll reuse `Fleet.Battery.low?/1`, so on the map low battery means below 20%, "
                "the same threshold the swap sweep uses. Plan: a `low_battery=1` URL param, a "
                "toggle above the map, and low bikes sorted by charge ascending in the side list.",
            ),
            ("user", "ok sounds good"),
            ("edit", "lib/spokeshop/fleet.ex"),
            ("edit", "lib/spokeshop_web/live/fleet_map_live.ex"),
            ("edit", "test/spokeshop_web/live/fleet_map_live_test.exs"),
            (
                "bash",
                "mix test test/spokeshop_web/live/fleet_map_live_test.exs 2>&1 | tail -2",
                "Finished in 0.7 seconds (0.7s async, 0.0s sync)\n6 tests, 0 failures",
            ),
            (
                "assistant",
                "The filter is in: `?low_battery=1` shows only bikes where `Battery.low?/1` is "
                "true, side list sorted emptiest first. Tests pass (6).",
            ),
            (
                "user",
                "looks good. wait actually, that 20 is stale, ops moved swaps to under 30% "
                "in november because the cold drains the packs and bikes were dying mid ride. "
                "change the attribute so the map and the sweep both use 30",
            ),
            ("edit", "lib/spokeshop/fleet/battery.ex"),
            ("edit", "test/spokeshop/fleet/battery_test.exs"),
            (
                "bash",
                "mix test test/spokeshop/fleet test/spokeshop/workers "
                "test/spokeshop_web/live/fleet_map_live_test.exs 2>&1 | tail -2",
                "Finished in 1.0 seconds (1.0s async, 0.0s sync)\n29 tests, 0 failures",
            ),
            (
                "assistant",
                "Set `@swap_threshold` to 30. The map filter and `LowBatterySweep` both go "
                "through `Battery.low?/1`, so both use 30% now; tests updated and green.",
            ),
        ],
        "lessons": [
            {"keys": ["30%", "swap"], "not": ["low battery means below 20%"]},
        ],
        "tool_stored": [],
    },
]
