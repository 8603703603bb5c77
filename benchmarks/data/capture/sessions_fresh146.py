"""The "fresh146" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH146: list[dict[str, Any]] = [
    # --- "ferrydeck": bookings and vehicle deck allocation for Skerry Ferries (a council-subsidised
    # ferry operator in the west of Scotland: MV Carran Lass, a 14-car vehicle ferry on Oban-Carran,
    # and MV Tarsk Venture, passenger-only, on Oban-Tarsk). Elixir 1.17, Phoenix 1.7 LiveView, Ecto
    # + PostgreSQL 16, Oban 2.18, Swoosh + Postmark, stripity_stripe, Twilio SMS, Fly.io (app
    # "ferrydeck", region lhr), ExUnit + Mox, Sentry; repo: lib/ferrydeck (bookings, sailings,
    # deck_planner, tides, workers), lib/ferrydeck_web/live, priv/repo/migrations,
    # config/runtime.exs, test/. People: Eilidh (dev), Fiona (office), Callum (master). ---
    {
        "name": "fresh146-ferrydeck-chitchat-assign-new-and-typo",
        "split": "fresh146",
        "steps": [
            (
                "user",
                "whats the point of assign_new in mount? eilidh uses it everywhere and i just use assign",
            ),
            (
                "think",
                "Concept question. assign_new only computes the value if the key isn't already in assigns: on the first (dead) render the assigns can come from the plug conn (e.g. current_user set by an on_mount/plug), and in nested LiveViews/live_render the parent's assigns are shared. Also skips recomputing on reconnect? No, on connected mount assigns start fresh except those copied from the parent. Keep it short.",
            ),
            (
                "assistant",
                "`assign/3` always sets the value. `assign_new/3` only runs its function when the key isn't in the assigns yet, so it's about **not doing the work twice**:\n\n- **HTTP render**: a LiveView mounts twice, once for the plain HTTP request and once when the websocket connects. On the HTTP pass, anything a plug already put in `conn.assigns` (like `current_user` from the auth plug) is available, and `assign_new(socket, :current_user, fn -> ... end)` reuses it instead of querying again.\n- **Nested LiveViews**: with `live_render`, a child can reuse the parent's assign of the same name instead of loading it again.\n\nFor a value you always compute in `mount` anyway (a list of sailings, a form) plain `assign` is right; `assign_new` pays off for things like the current user that the plug pipeline already loaded. So Eilidh isn't wrong, it's just not needed everywhere.",
            ),
            (
                "user",
                "ok got it. unrelated, sailings page says 'Depature' lol",
            ),
            (
                "bash",
                'grep -rn "Depature" lib/ priv/gettext/',
                'lib/ferrydeck_web/live/sailing_live/index.html.heex:12:      <:col :let={s} label="Depature">',
            ),
            ("edit", "lib/ferrydeck_web/live/sailing_live/index.html.heex"),
            (
                "bash",
                "mix test test/ferrydeck_web/live/sailing_live_test.exs 2>&1 | tail -2",
                "Finished in 0.7 seconds (0.3s async, 0.4s sync)\n14 tests, 0 failures",
            ),
            (
                "assistant",
                "Fixed, the column header in `sailing_live/index.html.heex` now says **Departure**. It was the only place, and the sailing LiveView tests pass.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh146-ferrydeck-incident-liveview-reload-loop-check-origin",
        "split": "fresh146",
        "steps": [
            (
                "user",
                "fiona is getting calls, people on book.skerryferries.co.uk say the page keeps refreshing and they cant pick a sailing. on ferrydeck.fly.dev it works fine?? nobody deployed today",
            ),
            (
                "bash",
                "fly logs -a ferrydeck --no-tail | grep -i -A2 'check origin' | tail -6",
                "2026-12-07T08:12:44Z app[3d8d9e1b] lhr [info]08:12:44.201 [error] Could not check origin for Phoenix.Socket transport.\n2026-12-07T08:12:44Z app[3d8d9e1b] lhr [info]Origin of the request: https://book.skerryferries.co.uk\n2026-12-07T08:12:44Z app[3d8d9e1b] lhr [info]This happens when you are attempting a socket connection to a different host than the one configured in your config/ files.",
            ),
            (
                "read",
                "config/runtime.exs",
                'if config_env() == :prod do\n  host = System.get_env("PHX_HOST") || "ferrydeck.fly.dev"\n  port = String.to_integer(System.get_env("PORT") || "4000")\n\n  config :ferrydeck, FerrydeckWeb.Endpoint,\n    url: [host: host, port: 443, scheme: "https"],\n    http: [ip: {0, 0, 0, 0, 0, 0, 0, 0}, port: port],\n    check_origin: ["https://ferrydeck.fly.dev"],\n    secret_key_base: System.fetch_env!("SECRET_KEY_BASE")\nend\n',
            ),
            (
                "bash",
                "fly certs list -a ferrydeck",
                "Host Name                    Added                 Status\nbook.skerryferries.co.uk     1 day ago             Ready\nferrydeck.fly.dev            8 months ago          Ready",
            ),
            (
                "think",
                "The custom domain's cert was issued yesterday and the council site now links to book.skerryferries.co.uk. The HTTP render works, but the LiveView socket from that origin is refused because check_origin is hardcoded to the fly.dev host; the LiveView JS then falls back to a full page reload, over and over. Fix: add the custom domain to check_origin, and set PHX_HOST to it so email links use the real domain. Deploy.",
            ),
            (
                "assistant",
                "Found it, nothing in the code changed, the domain did.\n\n**Cause**\n\n- `book.skerryferries.co.uk` got its Fly certificate yesterday (`fly certs list`), and people are now arriving on that domain\n- the plain HTTP page renders fine, but then LiveView opens its websocket and Phoenix checks the request's origin\n- The cause: `check_origin` in `config/runtime.exs` only lists `https://ferrydeck.fly.dev`, so the LiveView websocket from book.skerryferries.co.uk is rejected and the page falls back to reloading in a loop.\n\n**Fix**\n\n- add `https://book.skerryferries.co.uk` to `check_origin` (keeping the fly.dev host for now)\n- set the `PHX_HOST` secret to `book.skerryferries.co.uk`, so links in confirmation emails use the real domain\n\nOK to deploy?",
            ),
            ("user", "yes pls asap"),
            ("edit", "config/runtime.exs"),
            (
                "bash",
                "fly secrets set PHX_HOST=book.skerryferries.co.uk -a ferrydeck --stage && fly deploy -a ferrydeck 2>&1 | tail -2",
                "Secrets have been staged, but not set on VMs. Deploy or update machines in this app for the secrets to take effect.\n\nVisit your newly deployed app at https://ferrydeck.fly.dev/",
            ),
            (
                "bash",
                "sleep 120; fly logs -a ferrydeck --no-tail | grep -c 'Could not check origin' ; fly logs -a ferrydeck --no-tail | grep 'CONNECTED TO Phoenix.LiveView.Socket' | tail -1",
                '0\n2026-12-07T08:31:09Z app[6e82b710] lhr [info]08:31:09.554 [info] CONNECTED TO Phoenix.LiveView.Socket in 38µs\n  Transport: :websocket\n  Serializer: Phoenix.Socket.V2.JSONSerializer\n  Parameters: %{"_csrf_token" => "...", "_live_referer" => "https://book.skerryferries.co.uk/sailings"}',
            ),
            (
                "assistant",
                "Deployed. Since the new release there are no `Could not check origin` errors, and LiveView sockets from `https://book.skerryferries.co.uk` connect normally, so the refresh loop is gone. Fiona can tell callers to reload the page once.",
            ),
            ("user", "👍 cheers, shes been on the phone since 8"),
        ],
        "lessons": [
            {"keys": ["check_origin", "book.skerryferries.co.uk"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh146-ferrydeck-decision-weather-cancellation-rebook-link",
        "split": "fresh146",
        "steps": [
            (
                "user",
                "callum cancelled the 07:40 to carran twice last week for wind and fiona spent both mornings phoning people to move them. can ferrydeck handle cancellations somehow? whats the options",
            ),
            (
                "read",
                "lib/ferrydeck/sailings/sailing.ex",
                'defmodule Ferrydeck.Sailings.Sailing do\n  use Ecto.Schema\n  import Ecto.Changeset\n\n  schema "sailings" do\n    field :route, Ecto.Enum, values: [:oban_carran, :carran_oban, :oban_tarsk, :tarsk_oban]\n    field :departs_at, :utc_datetime\n    field :status, Ecto.Enum, values: [:scheduled, :departed], default: :scheduled\n    belongs_to :vessel, Ferrydeck.Vessels.Vessel\n    has_many :bookings, Ferrydeck.Bookings.Booking\n    timestamps(type: :utc_datetime_usec)\n  end\nend\n',
            ),
            (
                "bash",
                "fly ssh console -a ferrydeck -C \"/app/bin/ferrydeck rpc 'IO.inspect Ferrydeck.Bookings.stats_for_route(:oban_carran, ~D[2026-11-30], ~D[2026-12-06])'\"",
                "%{avg_bookings_per_sailing: 31.4, foot_only_share: 0.72, paid_by_card_share: 0.96}",
            ),
            (
                "think",
                "No cancelled status yet. ~31 bookings per sailing, mostly foot passengers, nearly all paid by card via Stripe. Options: auto-move to next sailing with space; auto-refund all; email each passenger a link to choose rebook or refund. Auto-move is least work for Fiona and passengers. Recommend 1.",
            ),
            (
                "assistant",
                "Right now a sailing can only be `scheduled` or `departed`, so there's no way to cancel one. A cancelled 07:40 to Carran affects about 31 bookings, 72% of them foot passengers, almost all paid by card. Options:\n\n1. **Auto-move**: mark the sailing cancelled and move every booking to the next sailing on the route with space (vehicles first, since the deck is the constraint), then email/SMS the new time.\n2. **Auto-refund**: cancel and refund every booking through Stripe, people book again themselves.\n3. **Rebook-or-refund link**: cancel, then email/SMS each passenger a link where they choose another sailing (only ones with space for their vehicle) or a refund.\n\nI'd go with **1**: nobody has to do anything, and most people just want the next boat.",
            ),
            (
                "user",
                "3, the rebook-or-refund link, because most of the carran foot passengers are going to hospital appointments in oban and auto moving them to a later sailing is useless if its after their appointment. and refunds always go back to the original card, never vouchers or account credit, the council subsidy contract says so. dont put it live before the january timetable starts, fiona wants to tell the islanders first",
            ),
            (
                "think",
                "Option 3. Add :cancelled status + cancelled_reason; Sailings.cancel/2 sends a signed token link per booking (Phoenix.Token, valid until the original departure + 7 days); RebookLive lists sailings on the same route with deck space; refund = Stripe refund on the original PaymentIntent, no credit balance. Oban worker for the notifications. Keep behind a feature flag, not live before January.",
            ),
            ("edit", "priv/repo/migrations/20261207094500_add_cancellation_to_sailings.exs"),
            ("edit", "lib/ferrydeck/sailings/sailing.ex"),
            ("edit", "lib/ferrydeck/sailings.ex"),
            ("edit", "lib/ferrydeck/workers/cancellation_notice_worker.ex"),
            ("edit", "lib/ferrydeck/bookings/refunds.ex"),
            ("edit", "lib/ferrydeck_web/live/rebook_live.ex"),
            ("edit", "lib/ferrydeck_web/live/rebook_live.html.heex"),
            ("edit", "lib/ferrydeck_web/router.ex"),
            ("edit", "test/ferrydeck/sailings_test.exs"),
            ("edit", "test/ferrydeck_web/live/rebook_live_test.exs"),
            (
                "bash",
                "mix ecto.migrate && mix test 2>&1 | tail -2",
                "08:52:10.318 [info] == Migrated 20261207094500 in 0.0s\nFinished in 6.9 seconds (3.1s async, 3.8s sync)\n187 tests, 0 failures",
            ),
            (
                "assistant",
                "Done on `feat/weather-cancellations`, behind the `:cancellations` feature flag (off in prod):\n\n- `Sailings.cancel(sailing, reason)` marks the sailing `cancelled` and queues a `CancellationNoticeWorker` job per booking\n- each passenger gets an email and SMS with a signed link (valid until 7 days after the original departure)\n- the link opens `RebookLive`: they pick another sailing on the same route (only those with deck space for their vehicle) or take a refund\n- refunds go back to the original card via a Stripe refund on the booking's PaymentIntent; there's no voucher or credit path at all\n\nNot merged, and the flag stays off until Fiona has told the islanders in January.",
            ),
            ("user", "perfect thx"),
        ],
        "lessons": [
            {"keys": ["rebook-or-refund", "hospital appointments"]},
            {"keys": ["original card", "subsidy contract"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh146-ferrydeck-tool-stored-carran-slipway-heavy-vehicles",
        "split": "fresh146",
        "steps": [
            (
                "user",
                "pls remember: carran slipway cant take vehicles over 7.5t when the tide is below 1.5m, the harbourmaster just turns them back. and then add a warning on the booking form for heavy vehicles on those sailings, a fish lorry got sent home on friday",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "ferrydeck: the Carran slipway can't take vehicles over 7.5t when the tide is below 1.5m (chart datum); the harbourmaster turns them back. The booking form must warn heavy vehicles on those sailings.",
                    "tags": ["ferrydeck", "carran", "vehicles", "tides"],
                },
                '{"id":"6204","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/ferrydeck/tides.ex",
                'defmodule Ferrydeck.Tides do\n  @moduledoc "Tide predictions from the UKHO Admiralty API (Discovery tier)."\n  @base "https://admiraltyapi.azure-api.net/uktidalapi/api/V1"\n  @oban_station "0041"\n\n  def events(days \\\\ 7) do\n    Req.get!("#{@base}/Stations/#{@oban_station}/TidalEvents",\n      params: [duration: days],\n      headers: [{"Ocp-Apim-Subscription-Key", api_key()}]\n    ).body\n  end\n\n  defp api_key, do: Application.fetch_env!(:ferrydeck, :admiralty_api_key)\nend\n',
            ),
            (
                "think",
                "Discovery tier caps duration at 7 days. Need tide height at departure time: interpolate between high/low events (rule of twelfths or cosine). Bookings for sailings further than 7 days out can't be checked. Ask the user what to do for those.",
            ),
            (
                "assistant",
                "Saved to memory. One thing before I build the warning: tides come from the Admiralty API's Discovery tier, which only returns **7 days** of predictions. For a heavy vehicle booked on a sailing further out I can't know the tide yet. Should the form warn anyway, block those bookings, or something else?",
            ),
            (
                "user",
                "not a problem, heavy vehicle bookings only open 7 days before the sailing anyway, its in the hauliers terms",
            ),
            (
                "bash",
                'grep -rn "heavy" lib/ferrydeck/bookings/ config/config.exs',
                "config/config.exs:41:config :ferrydeck, :heavy_vehicle_booking_window_days, 7\nlib/ferrydeck/bookings/booking.ex:63:    |> validate_heavy_vehicle_window(Application.fetch_env!(:ferrydeck, :heavy_vehicle_booking_window_days))",
            ),
            (
                "think",
                "Window already enforced in the changeset. So every heavy booking is within the 7-day prediction range. Implement Tides.height_at/1 with cosine interpolation between events, and a warning in BookingLive.Form when vehicle weight > 7.5t, route touches Carran and height < 1.5.",
            ),
            ("edit", "lib/ferrydeck/tides.ex"),
            ("edit", "lib/ferrydeck/bookings.ex"),
            ("edit", "lib/ferrydeck_web/live/booking_live/form_component.ex"),
            ("edit", "test/ferrydeck/tides_test.exs"),
            ("edit", "test/ferrydeck_web/live/booking_live_test.exs"),
            (
                "bash",
                "mix test test/ferrydeck/tides_test.exs test/ferrydeck_web/live/booking_live_test.exs 2>&1 | tail -2",
                "Finished in 1.2 seconds (0.6s async, 0.6s sync)\n23 tests, 0 failures",
            ),
            (
                "assistant",
                "Good, then the 7-day predictions always cover them: the booking changeset already enforces `heavy_vehicle_booking_window_days: 7`.\n\nThe warning:\n\n- `Tides.height_at/1` interpolates the tide height at a given time between the Admiralty high/low water events\n- on the booking form, a vehicle over 7.5t on a sailing to or from Carran where the height at departure is under 1.5m shows: *\"Low tide at Carran slipway for this sailing: vehicles over 7.5t can't be landed. Please choose another sailing.\"*\n- it's a warning, not a block, since Callum sometimes makes exceptions\n- tests cover a 12t lorry at 1.1m (warning), at 2.4m (none), and a car at 1.1m (none)\n\nOn `feat/slipway-tide-warning`.",
            ),
            ("user", "nice one"),
        ],
        "lessons": [
            {"keys": ["heavy vehicle bookings", "7 days before"]},
        ],
        "tool_stored": [["carran slipway", "7.5t"]],
    },
    {
        "name": "fresh146-ferrydeck-review-timetable-import-house-rules",
        "split": "fresh146",
        "steps": [
            ("user", "review eilidh's pr 142 pls, the council timetable csv import"),
            (
                "bash",
                "gh pr view 142 --json title,files --jq '.title, .files[].path'",
                "Import winter timetable from council CSV\npriv/repo/migrations/20261203140000_create_timetable_entries.exs\nlib/ferrydeck/timetable/importer.ex\nlib/ferrydeck/workers/timetable_change_worker.ex\nlib/ferrydeck_web/live/timetable_live/index.ex\ntest/ferrydeck/timetable/importer_test.exs",
            ),
            (
                "read",
                "priv/repo/migrations/20261203140000_create_timetable_entries.exs",
                "defmodule Ferrydeck.Repo.Migrations.CreateTimetableEntries do\n  use Ecto.Migration\n\n  def change do\n    create table(:timetable_entries) do\n      add :route, :string, null: false\n      add :departs_at, :naive_datetime, null: false\n      add :vessel_id, references(:vessels), null: false\n      timestamps()\n    end\n  end\nend\n",
            ),
            (
                "read",
                "lib/ferrydeck_web/live/timetable_live/index.ex",
                "defmodule FerrydeckWeb.TimetableLive.Index do\n  use FerrydeckWeb, :live_view\n  import Ecto.Query\n  alias Ferrydeck.Repo\n  alias Ferrydeck.Timetable.Entry\n\n  def mount(_params, _session, socket) do\n    entries = Repo.all(from e in Entry, order_by: e.departs_at, preload: :vessel)\n    {:ok, assign(socket, entries: entries)}\n  end\nend\n",
            ),
            (
                "read",
                "lib/ferrydeck/workers/timetable_change_worker.ex",
                'defmodule Ferrydeck.Workers.TimetableChangeWorker do\n  use Oban.Worker, queue: :mailers, max_attempts: 5\n\n  @impl true\n  def perform(%Oban.Job{args: %{"booking_id" => id}}) do\n    booking = Ferrydeck.Bookings.get_booking!(id)\n    booking |> Ferrydeck.Emails.timetable_changed() |> Ferrydeck.Mailer.deliver()\n    :ok\n  end\nend\n',
            ),
            (
                "read",
                "lib/ferrydeck/timetable/importer.ex",
                'defmodule Ferrydeck.Timetable.Importer do\n  NimbleCSV.define(CouncilCSV, separator: ",", escape: "\\"")\n\n  def import(path) do\n    path\n    |> File.stream!()\n    |> CouncilCSV.parse_stream()\n    |> Stream.map(&to_entry/1)\n    |> Enum.chunk_every(500)\n    |> Enum.each(&Ferrydeck.Repo.insert_all(Ferrydeck.Timetable.Entry, &1, on_conflict: :nothing))\n  end\nend\n',
            ),
            (
                "think",
                "Council CSV has local times. naive_datetime in local time matches what's printed; seems reasonable. LiveView queries Repo directly, should go through a Timetable context. Worker: no uniqueness, but max_attempts 5 seems fine. Importer streams and batches, nice.",
            ),
            (
                "assistant",
                "Review of #142:\n\n1. **`departs_at`**: the council CSV has local times, so I'd keep departs_at as naive_datetime in local harbour time so it matches the printed timetable. Maybe add a comment saying it's local.\n2. **`TimetableLive.Index`** runs `Repo.all(from e in Entry ...)` in `mount`. That query belongs in a `Ferrydeck.Timetable.list_entries/0` context function.\n3. **Importer**: streaming with NimbleCSV and inserting in chunks of 500 with `on_conflict: :nothing` is nice, it stays fast and re-running the import is safe.\n4. `TimetableChangeWorker` looks fine.",
            ),
            (
                "user",
                "post it but fix ur point 1. departs_at is always utc_datetime in the db and we only convert to Europe/London in the templates, naive local times broke the whole october clock change last year. liveviews never call Repo directly, only through the context modules, so keep 2. and ur wrong on 4: every oban worker that hits postmark or stripe gets unique: [period: 300] so a retry after a deploy doesnt double send. keep 3 as is, eilidh was proud of that one",
            ),
            (
                "think",
                'Rewrite point 1: utc_datetime, importer converts council local times with DateTime.from_naive!(naive, "Europe/London") |> DateTime.shift_zone!("Etc/UTC"). Point 2 stays. Point 4: add unique: [period: 300] (keys booking_id) to the worker. Keep 3.',
            ),
            (
                "bash",
                "gh pr review 142 --request-changes --body-file /tmp/review_142.md",
                "- Requested changes to pull request skerryferries/ferrydeck#142",
            ),
            (
                "assistant",
                "Posted on #142 (changes requested):\n\n- `departs_at` must be `:utc_datetime`; the importer converts the council's local times from `Europe/London` to UTC, and only the templates convert back for display\n- `TimetableLive.Index` should call a `Ferrydeck.Timetable` context function instead of `Repo` directly\n- `TimetableChangeWorker` sends through Postmark, so it needs `unique: [period: 300, keys: [:booking_id]]` to avoid double emails on a retry after a deploy\n- the NimbleCSV streaming import with chunked `insert_all` got a thumbs up\n\nI dropped my local-time suggestion from the review.",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {
                "keys": ["utc_datetime", "Europe/London"],
                "not": ["keep departs_at as naive_datetime in local harbour time"],
            },
            {"keys": ["liveviews", "Repo directly"]},
            {"keys": ["unique: [period: 300]", "postmark"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh146-ferrydeck-correction-vehicle-check-in-20-min",
        "split": "fresh146",
        "steps": [
            (
                "user",
                "can we text vehicle bookings a reminder the evening before? twilio creds are already in fly secrets, its used for the otp codes",
            ),
            (
                "read",
                "lib/ferrydeck/notifications/sms.ex",
                'defmodule Ferrydeck.Notifications.SMS do\n  @from "SkerryFerry"\n\n  def send(to, body) do\n    ExTwilio.Message.create(to: to, from: @from, body: body)\n  end\nend\n',
            ),
            (
                "bash",
                'grep -rn -i "check-in" lib/ferrydeck_web/ | head -3',
                "lib/ferrydeck_web/controllers/page_html/faq.html.heex:28:  <p>Vehicle check-in closes 10 minutes before departure. Foot passengers can board until the ramp is raised.</p>",
            ),
            (
                "think",
                "Oban cron at 18:00 Europe/London (Oban.Plugins.Cron supports timezone option). Pick bookings with a vehicle on sailings tomorrow. Message includes sailing time, route and check-in time from FAQ (10 min). unique per booking per day.",
            ),
            (
                "assistant",
                'Plan:\n\n- a `VehicleReminderWorker` on Oban\'s cron at 18:00 (`timezone: "Europe/London"`) finds tomorrow\'s bookings that include a vehicle\n- it texts each one through `Notifications.SMS`: *"Reminder: your vehicle booking on the 07:40 Oban to Carran sailing tomorrow."*\n- according to the FAQ page, vehicle check-in closes 10 minutes before departure, so the text ends with that\n- `unique: [period: 86_400, keys: [:booking_id]]` so nobody gets it twice\n\nOK?',
            ),
            ("user", "sounds good"),
            ("edit", "lib/ferrydeck/workers/vehicle_reminder_worker.ex"),
            ("edit", "config/config.exs"),
            ("edit", "test/ferrydeck/workers/vehicle_reminder_worker_test.exs"),
            (
                "bash",
                "mix test test/ferrydeck/workers/vehicle_reminder_worker_test.exs 2>&1 | tail -2",
                "Finished in 0.4 seconds (0.4s async, 0.0s sync)\n6 tests, 0 failures",
            ),
            (
                "assistant",
                "Done on `feat/vehicle-sms-reminder`: the worker runs at 18:00 UK time, texts tomorrow's vehicle bookings with the sailing time, route and check-in cut-off, and the tests cover a vehicle booking (texted), a foot-only booking (skipped) and a second run (no duplicate).",
            ),
            (
                "user",
                "nice. can the text say the vessel name too, carran lass. oh and vehicle check-in closes 20 min before departure not 10, the faq page has been wrong for ages, fix that while ur there",
            ),
            (
                "think",
                "Update the message to include vessel name and '20 minutes'. Fix the FAQ text. Adjust test expectations.",
            ),
            ("edit", "lib/ferrydeck/workers/vehicle_reminder_worker.ex"),
            ("edit", "lib/ferrydeck_web/controllers/page_html/faq.html.heex"),
            ("edit", "test/ferrydeck/workers/vehicle_reminder_worker_test.exs"),
            (
                "bash",
                "mix test test/ferrydeck/workers/vehicle_reminder_worker_test.exs test/ferrydeck_web/controllers/page_controller_test.exs 2>&1 | tail -2",
                "Finished in 0.5 seconds (0.5s async, 0.0s sync)\n9 tests, 0 failures",
            ),
            (
                "assistant",
                'Updated:\n\n- the text now reads *"Reminder: your vehicle booking on MV Carran Lass, 07:40 Oban to Carran, tomorrow. Vehicle check-in closes 20 minutes before departure."*\n- the FAQ page says 20 minutes too\n\nStill on `feat/vehicle-sms-reminder`.',
            ),
            ("user", "merge it"),
            (
                "bash",
                "gh pr create --fill --base main 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/skerryferries/ferrydeck/pull/145\n✓ Squashed and merged pull request skerryferries/ferrydeck#145",
            ),
            ("assistant", "Merged as #145."),
        ],
        "lessons": [
            {
                "keys": ["vehicle check-in", "20 min"],
                "not": ["vehicle check-in closes 10 minutes before departure"],
            },
        ],
        "tool_stored": [],
    },
]
