"""The "fresh126" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH126: list[dict[str, Any]] = [
    # --- "skerrylink": bookings, boarding and manifests for Orran Sound Ferries (a community-owned
    # ferry between Portnacraig on the mainland and Orran island; two boats: MV Kittiwake, a 12-car
    # ro-ro, and MV Shearwater, a 60-passenger launch). Elixir 1.17, Phoenix 1.7 LiveView, Ecto +
    # PostgreSQL 16, Oban 2.18 (Cron plugin), Mollie payments, Swoosh + Postmark, ExUnit + Mox,
    # Fly.io (app skerrylink: web machines from fly.toml, worker machines from fly.worker.toml),
    # Sentry; repo: lib/skerry (bookings, sailings, vessels, holds, manifests, mollie),
    # lib/skerry/workers, lib/skerry_web/live, config/runtime.exs, priv/repo/migrations, test/ ---
    {
        "name": "fresh126-skerrylink-chitchat-liveview-streams-and-typo",
        "split": "fresh126",
        "steps": [
            (
                "user",
                "quick q, whats the point of streams in liveview vs just assigning the list? emma says the manifest page should use streams and i dont get why",
            ),
            (
                "think",
                'Concept question. assign(socket, :passengers, list) keeps the whole list in server memory per connected socket and diffs it; stream(socket, :passengers, list) sends the items to the client once and then forgets them on the server, later stream_insert/stream_delete send just the change. Manifest page has ~150 rows per sailing and several skippers connected, so streams do help a bit. Need phx-update="stream" and DOM ids.',
            ),
            (
                "assistant",
                'The difference is where the list lives after the first render:\n\n- **`assign(socket, :passengers, passengers)`** keeps the whole list in the LiveView process for as long as the page is open. Every time you change it, LiveView diffs the list and re-sends the changed parts. Simple, but each connected tab holds its own copy of every row.\n- **`stream(socket, :passengers, passengers)`** sends the rows to the browser once and then *drops them from server memory*. Later you call `stream_insert/3` or `stream_delete/3` and only that one row goes over the wire. The template needs `phx-update="stream"` on the container and uses `@streams.passengers`, with a DOM id per row.\n\nFor the manifest page (up to ~150 passengers per sailing, a few skippers and the office watching at once, rows added as people board) streams are a good fit: less memory per connection and smaller updates when someone checks in. For small lists that rarely change, like the two vessels, plain assigns are fine.',
            ),
            (
                "user",
                "ok that makes sense. also the sailing card on the homepage says 'Departue' lol",
            ),
            (
                "bash",
                'grep -rn "Departue" lib/skerry_web priv/gettext',
                'lib/skerry_web/components/sailing_card.ex:27:      <dt class="text-sm text-slate-500">Departue</dt>',
            ),
            ("edit", "lib/skerry_web/components/sailing_card.ex"),
            (
                "bash",
                "mix test test/skerry_web/components/sailing_card_test.exs 2>&1 | tail -3",
                "Finished in 0.2 seconds (0.2s async, 0.00s sync)\n4 tests, 0 failures\n",
            ),
            (
                "assistant",
                "Fixed, the card now says **Departure** (`lib/skerry_web/components/sailing_card.ex`). It was the only occurrence, and the component tests pass.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh126-skerrylink-incident-maintenance-queue-missing-from-oban-queues",
        "split": "fresh126",
        "steps": [
            (
                "user",
                "booking page says the 07:15 to orran tomorrow is full for cars but the kittiwake manifest only has 3 cars on it. islanders are phoning fiona, one of them has a hospital appt in oban",
            ),
            (
                "bash",
                "fly ssh console -a skerrylink -C \"/app/bin/skerry rpc 'IO.inspect Skerry.Sailings.capacity_report(~D[2026-12-08], ~T[07:15:00])'\"",
                '%{vessel: "Kittiwake", car_spaces: 12, booked: 3, held: 9, free: 0}',
            ),
            (
                "think",
                "9 spaces held. Holds are the 20-minute reservations made when someone starts checkout; ExpireHoldsWorker (Oban cron, every minute) should delete them once expires_at has passed. Either the worker fails or it doesn't run.",
            ),
            (
                "bash",
                "fly postgres connect -a skerrylink-db -d skerrylink <<'SQL'\nSELECT count(*), min(expires_at) FROM holds WHERE expires_at < now();\nSQL",
                " count |            min\n-------+----------------------------\n   412 | 2026-12-04 16:21:40.118204\n(1 row)",
            ),
            (
                "bash",
                "fly postgres connect -a skerrylink-db -d skerrylink <<'SQL'\nSELECT queue, state, count(*) FROM oban_jobs\nWHERE inserted_at > now() - interval '4 days' GROUP BY 1, 2 ORDER BY 1;\nSQL",
                "    queue    |   state   | count\n-------------+-----------+-------\n default     | completed |  1893\n mailers     | completed |   611\n maintenance | available |  4518\n(3 rows)",
            ),
            (
                "read",
                "config/runtime.exs",
                'import Config\n\nif config_env() == :prod do\n  # ...\n  config :skerry, Oban,\n    repo: Skerry.Repo,\n    queues: Skerry.ObanConfig.parse_queues(System.get_env("OBAN_QUEUES", "")),\n    plugins: [\n      {Oban.Plugins.Pruner, max_age: 7 * 24 * 3600},\n      {Oban.Plugins.Cron,\n       crontab: [\n         {"* * * * *", Skerry.Workers.ExpireHoldsWorker},\n         {"30 3 * * *", Skerry.Workers.PurgeOldManifestsWorker}\n       ]}\n    ]\nend\n',
            ),
            (
                "bash",
                "git log -2 --format='%h %an %ad %s' --date=short -- config/runtime.exs fly.worker.toml && grep -n OBAN_QUEUES fly.toml fly.worker.toml && grep -rn 'queue: :' lib/skerry/workers",
                'c3e9a17 Emma Kerr 2026-12-04 run oban only on worker machines (OBAN_QUEUES env)\n81f0b2d Emma Kerr 2026-09-22 manifests: nightly purge\nfly.toml:17:  OBAN_QUEUES = ""\nfly.worker.toml:17:  OBAN_QUEUES = "default:10,mailers:5"\nlib/skerry/workers/expire_holds_worker.ex:2:  use Oban.Worker, queue: :maintenance, max_attempts: 3\nlib/skerry/workers/purge_old_manifests_worker.ex:2:  use Oban.Worker, queue: :maintenance, max_attempts: 3\nlib/skerry/workers/manifest_email_worker.ex:2:  use Oban.Worker, queue: :mailers, max_attempts: 5\nlib/skerry/workers/refund_worker.ex:2:  use Oban.Worker, queue: :default, max_attempts: 5',
            ),
            (
                "think",
                "Emma's c3e9a17 (Thursday) moved queue config into OBAN_QUEUES so web machines run no queues. Worker machines list default and mailers only. The Cron plugin still inserts ExpireHoldsWorker every minute (4518 ≈ 3 days of minutes), but no node runs the maintenance queue, so they sit in available forever. Expired holds pile up and block car spaces. Fix: add maintenance to OBAN_QUEUES on fly.worker.toml, deploy worker; the backlog is harmless (worker is idempotent) but 4500 copies is silly, cancel all but one. Also add a test that every worker's queue appears in fly.worker.toml's OBAN_QUEUES.",
            ),
            (
                "assistant",
                "Found it, the expired checkout holds are never being cleaned up.\n\n**Cause**\n\n- Emma's commit `c3e9a17` on Thursday moved the Oban queue list into the `OBAN_QUEUES` env var so that only the worker machines run jobs.\n- On the worker machines (`fly.worker.toml`) it's set to `default:10,mailers:5`. The `maintenance` queue is missing from `OBAN_QUEUES`, so the `ExpireHoldsWorker` jobs the Cron plugin inserts every minute have never run since Thursday (4,518 of them are sitting in `available`).\n- Every 20-minute checkout hold since then has stayed in the `holds` table (412 expired ones), and they still count against car spaces. Tomorrow's 07:15 has 9 stale holds, hence \"full\" with 3 cars booked.\n\n**Fix**\n\n1. add `maintenance:2` to `OBAN_QUEUES` in `fly.worker.toml` and redeploy the worker machines\n2. cancel the 4,517 duplicate backlog jobs and let one run, which deletes all the expired holds\n3. add a test that fails if any worker's queue isn't listed in `fly.worker.toml`\n\nOK to go ahead?",
            ),
            (
                "user",
                "yes go. so whenever we add a new queue it has to go into OBAN_QUEUES in fly.worker.toml too or it just silently never runs? great design emma 🙄",
            ),
            (
                "assistant",
                "Yes, exactly: Oban happily inserts jobs for a queue that no node runs, nothing errors, they just wait. The test in step 3 is there so the next new queue can't be forgotten.",
            ),
            ("edit", "fly.worker.toml"),
            ("edit", "test/skerry/oban_queues_test.exs"),
            (
                "bash",
                "mix test test/skerry/oban_queues_test.exs 2>&1 | tail -2",
                "1 test, 0 failures\n",
            ),
            (
                "bash",
                "fly postgres connect -a skerrylink-db -d skerrylink <<'SQL'\nUPDATE oban_jobs SET state = 'cancelled', cancelled_at = now()\nWHERE queue = 'maintenance' AND state = 'available'\n  AND id <> (SELECT max(id) FROM oban_jobs WHERE queue = 'maintenance' AND state = 'available');\nSQL",
                "UPDATE 4517",
            ),
            (
                "bash",
                "git commit -qam 'run maintenance queue on worker machines' && git push -q origin main && fly deploy -c fly.worker.toml --strategy rolling 2>&1 | tail -2",
                "Checking health of machine 7843e05a2d7d89... ✔ Machine 7843e05a2d7d89 is now in a good state\nVisit your newly deployed app at https://skerrylink.fly.dev/",
            ),
            (
                "bash",
                "sleep 90; fly ssh console -a skerrylink -C \"/app/bin/skerry rpc 'IO.inspect Skerry.Sailings.capacity_report(~D[2026-12-08], ~T[07:15:00])'\"",
                '%{vessel: "Kittiwake", car_spaces: 12, booked: 3, held: 0, free: 9}',
            ),
            (
                "assistant",
                "Fixed and deployed:\n\n- the worker machines now run `maintenance:2`; `ExpireHoldsWorker` ran and deleted the 412 expired holds\n- tomorrow's 07:15 shows **9 free car spaces** again (3 booked, 0 held)\n- `test/skerry/oban_queues_test.exs` checks every `use Oban.Worker, queue: ...` against `OBAN_QUEUES` in `fly.worker.toml`\n\nFiona can tell the islanders to book again.",
            ),
            ("user", "legend. ill tell her"),
        ],
        "lessons": [
            {"keys": ["OBAN_QUEUES", "maintenance"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh126-skerrylink-decision-weather-cancellation-refunds",
        "split": "fresh126",
        "steps": [
            (
                "user",
                "when the skipper cancels a sailing for weather fiona refunds everyone by hand in the mollie dashboard. after storm darragh it took her 3 hours. can we automate it",
            ),
            (
                "read",
                "lib/skerry/sailings.ex",
                "defmodule Skerry.Sailings do\n  # ...\n  def cancel_sailing(%Sailing{} = sailing, reason) do\n    sailing\n    |> Sailing.cancel_changeset(%{status: :cancelled, cancel_reason: reason})\n    |> Repo.update()\n    |> tap(fn {:ok, s} -> Skerry.Notifications.broadcast_cancellation(s); _ -> :ok end)\n  end\n  # ...\nend\n",
            ),
            (
                "bash",
                "grep -rn 'def ' lib/skerry/mollie/client.ex && grep -rln 'cancel_sailing' lib",
                "lib/skerry/mollie/client.ex:9:  def create_payment(booking, redirect_url) do\nlib/skerry/mollie/client.ex:31:  def get_payment(payment_id) do\nlib/skerry/sailings.ex\nlib/skerry_web/live/skipper/sailing_live.ex\nlib/skerry/workers/met_office_worker.ex",
            ),
            (
                "think",
                "Interesting, met_office_worker.ex also calls cancel_sailing? Let me not assume; I'll ask who triggers cancellations, since automatic refunds off a weather feed would be risky. Options: (1) automatic full refund via Mollie refunds API for every paid booking; (2) move the money to a travel credit balance; (3) email a choice: rebook on a later sailing or refund, default refund after 7 days. I'd lean to 3: most islanders just rebook, keeps money in the co-op.",
            ),
            (
                "assistant",
                "Right now `cancel_sailing/2` only marks the sailing and broadcasts it; the Mollie client can create and fetch payments but not refund yet. Three ways to do it:\n\n1. **Automatic full refund**: an Oban job per cancelled sailing calls Mollie's refunds API for every paid booking on it. No one has to do anything, passengers get the money back in a few days.\n2. **Travel credit**: the fare goes onto a credit balance in skerrylink, usable on any sailing for 12 months, with refunds on request only.\n3. **Passenger chooses**: everyone gets an email with two buttons, *rebook on a later sailing* or *refund*; no answer within 7 days means refund.\n\nI'd recommend **3**: most islanders rebook anyway, and it keeps the money in the co-op.\n\nOne question before I build anything: `MetOfficeWorker` also calls `cancel_sailing/2`. What actually decides that a sailing is cancelled, the skipper, or the Met Office warnings we poll?",
            ),
            (
                "user",
                "3 sounds nice but no, 1. straight full refund, the council lifeline contract says fares for cancelled sailings are refunded in full within 5 working days, no vouchers or credit allowed. and cancellations only ever come from the skipper, the met office feed is just a heads up on the dashboard, we never cancel off it. do it on a branch, fiona wants to see it before friday",
            ),
            (
                "bash",
                "sed -n 1,40p lib/skerry/workers/met_office_worker.ex | grep -n -B2 -A2 cancel_sailing",
                '22-      if warning.level == :amber and warning.area in @sound_areas do\n23-        # TODO: confirm with ops\n24:        Enum.each(upcoming_sailings(), &Sailings.cancel_sailing(&1, "met office amber"))\n25-      end',
            ),
            (
                "think",
                "MetOfficeWorker auto-cancels on amber warnings behind a TODO. That contradicts what the user just said: remove the cancel, keep a dashboard flag. Then RefundCancelledSailingWorker (queue default, max_attempts 5, unique per sailing), Mollie.Client.refund_payment/2, enqueue from cancel_sailing in the same transaction via Oban.insert in an Ecto.Multi. Refund only bookings with payment_status :paid, mark refunded with mollie_refund_id.",
            ),
            ("edit", "lib/skerry/workers/met_office_worker.ex"),
            ("edit", "lib/skerry/mollie/client.ex"),
            ("edit", "lib/skerry/workers/refund_cancelled_sailing_worker.ex"),
            ("edit", "lib/skerry/sailings.ex"),
            ("edit", "priv/repo/migrations/20261207094500_add_refund_fields_to_bookings.exs"),
            ("edit", "test/skerry/workers/refund_cancelled_sailing_worker_test.exs"),
            ("edit", "test/skerry/sailings_test.exs"),
            (
                "bash",
                "git switch -qc feat/auto-refund-cancellations && mix ecto.migrate && mix test 2>&1 | tail -2",
                "\n17:41:02.318 [info] == Migrated 20261207094500 in 0.0s\nFinished in 6.4 seconds (4.1s async, 2.3s sync)\n268 tests, 0 failures\n",
            ),
            (
                "assistant",
                "Done on `feat/auto-refund-cancellations` (not deployed):\n\n- `cancel_sailing/2` now inserts a `RefundCancelledSailingWorker` job in the same transaction as the status change\n- the worker refunds every **paid** booking on the sailing in full through Mollie's refunds API (`Mollie.Client.refund_payment/2`) and stores `mollie_refund_id` and `refunded_at` on the booking; re-running it skips bookings that are already refunded\n- passengers get a cancellation email saying the refund is on its way\n- `MetOfficeWorker` had a `TODO` that cancelled every upcoming sailing on an amber warning; I removed that, it now only sets the warning banner on the dashboard\n- tests use the Mollie mock for the refund calls\n\nFiona can try it on the branch's preview before Friday.",
            ),
            ("user", "wow good catch on the met office thing. thanks"),
        ],
        "lessons": [
            {"keys": ["lifeline contract", "5 working days"]},
            {"keys": ["skipper", "met office"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh126-skerrylink-tool-stored-shearwater-and-van-spaces",
        "split": "fresh126",
        "steps": [
            (
                "user",
                "remember this: the shearwater is foot passengers only, no vehicles at all, max 60. and then make the booking form hide the vehicle stuff when the sailing is on the shearwater, someone booked a car on it yesterday and the skipper had to turn him away",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "skerrylink: MV Shearwater is passenger-only, max 60 passengers and no vehicles; vehicle tickets must never be sold on Shearwater sailings.",
                    "tags": ["skerrylink", "vessels", "bookings"],
                },
                '{"id":"6031","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/skerry/bookings/capacity.ex",
                "defmodule Skerry.Bookings.Capacity do\n  alias Skerry.Vessels.Vessel\n\n  def vehicle_space_left?(%Vessel{car_spaces: nil}, _sailing), do: true\n\n  def vehicle_space_left?(%Vessel{car_spaces: spaces}, sailing) do\n    used = Skerry.Bookings.vehicles_on(sailing) + Skerry.Holds.vehicles_held(sailing)\n    used < spaces\n  end\nend\n",
            ),
            (
                "bash",
                "fly ssh console -a skerrylink -C \"/app/bin/skerry rpc 'IO.inspect Skerry.Repo.all(Skerry.Vessels.Vessel) |> Enum.map(&{&1.name, &1.car_spaces, &1.passenger_limit})'\"",
                '[{"Kittiwake", 12, 150}, {"Shearwater", nil, 60}]',
            ),
            (
                "think",
                "car_spaces nil on Shearwater is read as 'unlimited vehicles'. Set it to 0 with a data migration, make the column NOT NULL default 0, treat 0 as no vehicles, and hide the vehicle fieldset in BookingLive.Form when car_spaces == 0. Also the capacity counts every vehicle as 1.",
            ),
            ("edit", "priv/repo/migrations/20261207120000_vessel_car_spaces_not_null.exs"),
            ("edit", "lib/skerry/bookings/capacity.ex"),
            ("edit", "lib/skerry_web/live/booking_live/form.ex"),
            ("edit", "test/skerry/bookings/capacity_test.exs"),
            ("edit", "test/skerry_web/live/booking_live_test.exs"),
            (
                "bash",
                "mix ecto.migrate && mix test test/skerry/bookings test/skerry_web/live/booking_live_test.exs 2>&1 | tail -2",
                "\n12:03:44.901 [info] == Migrated 20261207120000 in 0.0s\n31 tests, 0 failures\n",
            ),
            (
                "assistant",
                "Stored the Shearwater rule in memory, and the app enforces it now:\n\n- `car_spaces` was `nil` for the Shearwater, and `Capacity.vehicle_space_left?/2` read `nil` as *unlimited*, which is how the car got booked. A migration sets it to `0` and makes the column `NOT NULL DEFAULT 0`.\n- `0` car spaces means no vehicles: the booking form hides the vehicle section for Shearwater sailings, and the server refuses a vehicle booking on them anyway\n- tests for a car on the Shearwater (refused) and on the Kittiwake (fine)\n\nOne thing I noticed: the capacity check counts every vehicle as one car space, whatever it is.",
            ),
            (
                "user",
                "yeah thats wrong too. on the kittiwake a van or anything towing a trailer takes 2 car spaces, the deck is marked out in car lengths. can u fix that while ur in there",
            ),
            (
                "think",
                "vehicle_type on bookings is already an enum (car, van, car_with_trailer, motorbike?). Check and add a space weight: car 1, van 2, car_with_trailer 2. Sum weights instead of counting rows.",
            ),
            (
                "bash",
                "grep -n 'vehicle_type' lib/skerry/bookings/booking.ex",
                "lib/skerry/bookings/booking.ex:14:    field :vehicle_type, Ecto.Enum, values: [:car, :van, :car_with_trailer]",
            ),
            ("edit", "lib/skerry/bookings/booking.ex"),
            ("edit", "lib/skerry/bookings.ex"),
            ("edit", "lib/skerry/holds.ex"),
            ("edit", "test/skerry/bookings/capacity_test.exs"),
            (
                "bash",
                "mix test test/skerry/bookings 2>&1 | tail -2",
                "27 tests, 0 failures\n",
            ),
            (
                "assistant",
                "Done: `Booking.car_spaces_for/1` gives 1 for a `:car` and 2 for a `:van` or `:car_with_trailer`, and both booked vehicles and held vehicles are summed by spaces now. New tests: 10 cars + 1 van fill the Kittiwake, a car with trailer doesn't fit when only 1 space is left. All on `fix/vehicle-capacity`.",
            ),
            ("user", "perfect ty"),
        ],
        "lessons": [
            {"keys": ["trailer", "2 car spaces"]},
        ],
        "tool_stored": [["shearwater", "no vehicles"]],
    },
    {
        "name": "fresh126-skerrylink-review-winter-timetable-import-rules",
        "split": "fresh126",
        "steps": [
            ("user", "can u review ingrids pr #57, the winter timetable import"),
            (
                "bash",
                "gh pr view 57 --json title,files --jq '.title, .files[].path'",
                "Import council winter timetable CSV\nlib/skerry/timetable/importer.ex\nlib/skerry/workers/timetable_publish_worker.ex\npriv/repo/migrations/20261205101000_add_departs_at_to_sailings.exs\ntest/skerry/timetable/importer_test.exs",
            ),
            (
                "read",
                "priv/repo/migrations/20261205101000_add_departs_at_to_sailings.exs",
                'defmodule Skerry.Repo.Migrations.AddDepartsAtToSailings do\n  use Ecto.Migration\n\n  def change do\n    alter table(:sailings) do\n      add :departs_at, :naive_datetime\n    end\n\n    execute(\n      "UPDATE sailings SET departs_at = sails_on + departs_local",\n      ""\n    )\n  end\nend\n',
            ),
            (
                "read",
                "lib/skerry/workers/timetable_publish_worker.ex",
                'defmodule Skerry.Workers.TimetablePublishWorker do\n  use Oban.Worker, queue: :default\n\n  @impl true\n  def perform(%Oban.Job{args: %{"season" => season}}) do\n    Skerry.Timetable.publish(season)\n  end\nend\n',
            ),
            (
                "read",
                "lib/skerry/timetable/importer.ex",
                'defmodule Skerry.Timetable.Importer do\n  NimbleCSV.define(TimetableCSV, separator: ",", escape: "\\"")\n\n  def import(path, season) do\n    path\n    |> File.stream!()\n    |> TimetableCSV.parse_stream()\n    |> Stream.map(&to_sailing(&1, season))\n    |> Enum.each(&Skerry.Repo.insert!(&1, on_conflict: :nothing))\n  end\n\n  defp to_sailing([date, time, route, vessel], season) do\n    %Skerry.Sailings.Sailing{\n      season: season,\n      departs_at: NaiveDateTime.new!(Date.from_iso8601!(date), Time.from_iso8601!(time <> ":00")),\n      route: route,\n      vessel_id: vessel_id(vessel)\n    }\n  end\nend\n',
            ),
            (
                "think",
                "departs_at naive_datetime is ambiguous; I'd suggest utc_datetime converted from Europe/London. insert! with on_conflict: :nothing without a conflict_target needs a unique index, check. Backfill in migration is handy. Worker is fine. Importer uses streams nicely.",
            ),
            (
                "assistant",
                "Review of #57:\n\n1. **Departure time type**: `departs_at` is a `naive_datetime`, which doesn't say which timezone it's in. I'd store the departure time as a utc_datetime instead of a naive_datetime, converting from Europe/London in the importer.\n2. **Duplicates**: `on_conflict: :nothing` only helps if there's a unique index; there's none on `(sails_on, departs_local, route)`, so re-importing the same CSV creates duplicate sailings.\n3. The `UPDATE` in the migration that fills `departs_at` for existing sailings is neat, it all ships in one step.\n4. Streaming the CSV with NimbleCSV is nice and keeps memory flat for the whole season.",
            ),
            (
                "user",
                "keep 2 and 4 but here's how we do things: timetable times are Europe/London wall clock times, keep them as sails_on date + departs_local :time and never convert to utc on import, when the clocks go forward in march the 07:15 is still the 07:15. every oban worker sets max_attempts and unique explicitly, the default 20 attempts spammed the skippers with 20 manifest emails last winter. and no data backfills inside migrations, they go in a mix task, fly runs migrations in the release_command and a slow backfill timed out the deploy in august. so that UPDATE has to come out",
            ),
            (
                "think",
                "So drop point 1 and the praise for the backfill (point 3). departs_at column shouldn't exist at all then: keep sails_on + departs_local. Worker needs max_attempts + unique. Backfill -> lib/mix/tasks. Keep duplicates point (unique index on sails_on, departs_local, route) and the NimbleCSV praise.",
            ),
            (
                "bash",
                "gh pr review 57 --request-changes --body-file /tmp/review_57.md",
                "- Requested changes to pull request orran-sound/skerrylink#57",
            ),
            (
                "assistant",
                "Posted on #57 (changes requested):\n\n- drop the `departs_at` column: departures stay as `sails_on` + `departs_local` (Europe/London wall-clock time), nothing converted to UTC on import\n- `TimetablePublishWorker` needs an explicit `max_attempts` and `unique` (e.g. `unique: [keys: [:season], period: 3600]`)\n- the `UPDATE` backfill comes out of the migration; if a backfill is still needed it goes in a `mix` task under `lib/mix/tasks/`\n- add a unique index on `(sails_on, departs_local, route)` so `on_conflict: :nothing` actually prevents duplicate sailings on re-import\n- a thumbs up for streaming the CSV with NimbleCSV\n\nMy UTC suggestion and the praise for the migration backfill are not in it.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {
                "keys": ["Europe/London", "wall clock"],
                "not": ["departure time as a utc_datetime"],
            },
            {"keys": ["max_attempts", "oban worker"]},
            {"keys": ["backfills", "release_command"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh126-skerrylink-correction-vehicle-checkin-40-minutes",
        "split": "fresh126",
        "steps": [
            (
                "user",
                "can we send a reminder email the evening before a sailing with the check in time? people keep turning up late and missing the boat",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "skerrylink check-in reminder email"},
                '{"memories":[{"id":"6031","content":"skerrylink: MV Shearwater is passenger-only, max 60 passengers and no vehicles; vehicle tickets must never be sold on Shearwater sailings."}]}',
                False,
            ),
            (
                "bash",
                "grep -rn -i 'check in\\|check-in' priv/static/content/faq.md lib/skerry | head -5",
                "priv/static/content/faq.md:12:Vehicles must check in 20 minutes before departure. Foot passengers must check in 10 minutes before departure.\nlib/skerry/bookings/booking.ex:22:    field :checked_in_at, :utc_datetime",
            ),
            (
                "think",
                "Use the FAQ times. Oban cron at 18:00 daily: BoardingReminderWorker finds tomorrow's sailings, emails each booking's lead passenger. Vehicle bookings vs foot.",
            ),
            (
                "assistant",
                "Plan:\n\n- `BoardingReminderWorker` on the Oban cron at 18:00 every day, for all of tomorrow's sailings that aren't cancelled\n- one email per booking to the lead passenger with the sailing, the pier and the check-in time: going by the FAQ, vehicles check in 20 minutes before departure and foot passengers 10 minutes before\n- it runs in the `mailers` queue with `max_attempts: 3` and `unique` per sailing date\n\nOK?",
            ),
            ("user", "yep sounds good"),
            ("edit", "lib/skerry/workers/boarding_reminder_worker.ex"),
            ("edit", "lib/skerry/emails/boarding_reminder_email.ex"),
            ("edit", "config/runtime.exs"),
            ("edit", "test/skerry/workers/boarding_reminder_worker_test.exs"),
            (
                "bash",
                "mix test test/skerry/workers/boarding_reminder_worker_test.exs 2>&1 | tail -2",
                "5 tests, 0 failures\n",
            ),
            (
                "assistant",
                "Done on `feat/boarding-reminder`:\n\n- `BoardingReminderWorker` runs at 18:00 (Oban cron in `config/runtime.exs`, `mailers` queue)\n- the email says *Please check in by 06:55* for a vehicle on the 07:15 and *by 07:05* for foot passengers\n- cancelled sailings are skipped; the worker is unique per date, so a retry doesn't send twice\n- tests cover a vehicle booking, a foot booking and a cancelled sailing",
            ),
            (
                "user",
                "nice. can the subject say the time and direction, like 'Your 07:15 sailing to Orran tomorrow'. oh and the faq is out of date, vehicle check-in closes 40 minutes before departure since the new linkspan went in at portnacraig, foot passengers are still 10. fix the faq too while ur at it",
            ),
            (
                "think",
                "Vehicle offset 40, foot 10. Put the offsets in one place (Skerry.Boarding.checkin_offset/1) and use them in the email and the FAQ text. Subject: 'Your HH:MM sailing to <destination> tomorrow'.",
            ),
            ("edit", "lib/skerry/boarding.ex"),
            ("edit", "lib/skerry/emails/boarding_reminder_email.ex"),
            ("edit", "priv/static/content/faq.md"),
            ("edit", "test/skerry/workers/boarding_reminder_worker_test.exs"),
            (
                "bash",
                "mix test test/skerry/workers/boarding_reminder_worker_test.exs 2>&1 | tail -2",
                "6 tests, 0 failures\n",
            ),
            (
                "assistant",
                "Updated:\n\n- vehicles now get *Please check in by 06:35* for the 07:15 (40 minutes), foot passengers still 10 minutes; both offsets live in `Skerry.Boarding.checkin_offset/1`\n- subject: `Your 07:15 sailing to Orran tomorrow` (or `to Portnacraig`)\n- the FAQ says 40 minutes for vehicles now\n\nStill on `feat/boarding-reminder`.",
            ),
            ("user", "ship it"),
            (
                "bash",
                "gh pr create --fill --base main 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/orran-sound/skerrylink/pull/61\n✓ Squashed and merged pull request orran-sound/skerrylink#61",
            ),
            ("assistant", "Merged as #61, it deploys with the next `fly deploy`."),
        ],
        "lessons": [
            {
                "keys": ["vehicle check-in", "40 minutes"],
                "not": ["vehicles check in 20 minutes"],
            },
        ],
        "tool_stored": [],
    },
]
