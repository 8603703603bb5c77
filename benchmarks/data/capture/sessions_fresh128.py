"""The "fresh128" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH128: list[dict[str, Any]] = [
    # --- "tidewater": bookings for Clayoquot Paddle Co., a sea-kayak tour outfitter in Tofino,
    # BC (half-day tours timed to the tide, sunset paddles, 3-day Meares Island trips). Elixir
    # 1.17, Phoenix 1.7 + LiveView 1.0, Ecto on Postgres 16, Oban for background jobs, Stripe
    # deposits, tide predictions from the Canadian Hydrographic Service IWLS API (Tofino
    # station 08615), Swoosh + Postmark for email, deployed on Fly.io ---
    {
        "name": "fresh128-tidewater-chitchat-streams-vs-assign-and-depature-typo",
        "split": "fresh128",
        "steps": [
            (
                "user",
                "quick q, whats the point of stream/3 vs just assigning the bookings list in "
                "the admin liveview? everyone online says use streams. also the guide page "
                "says Depature lol",
            ),
            (
                "read",
                "lib/tidewater_web/live/admin/bookings_live.ex",
                'def handle_params(%{"date" => date}, _uri, socket) do\n'
                "  date = Date.from_iso8601!(date)\n"
                "  {:noreply, assign(socket, date: date, bookings: Bookings.list_for_day(date))}\n"
                "end\n",
            ),
            (
                "think",
                "Explain what assign keeps in memory vs streams. For ~40 bookings a day it "
                "barely matters. Then fix the heex typo.",
            ),
            (
                "assistant",
                "The difference is **where the list lives**:\n\n"
                "- **`assign`**: the whole list stays in the LiveView process's state for as "
                "long as the admin has the page open. On every change LiveView diffs it and "
                "sends only what changed, but the server holds all of it.\n"
                "- **`stream`**: the server sends the items once and then *forgets* them; "
                "the browser keeps the DOM. Later you `stream_insert` / `stream_delete` single "
                "items. Memory per connected user stays flat no matter how long the list is.\n\n"
                "Streams pay off for long or growing lists (chat logs, an audit feed, 10k "
                "rows). The catch: since the server no longer has the list, anything that "
                "needs the whole list (counts, totals, sorting in Elixir) has to be kept "
                "separately.\n\n"
                "The admin day view shows maybe 40 bookings, so `assign` is perfectly fine "
                "there.\n\nFixing the typo now.",
            ),
            ("edit", "lib/tidewater_web/live/guide/manifest_live.html.heex"),
            (
                "bash",
                "mix test test/tidewater_web/live/guide",
                "............\nFinished in 0.9 seconds (0.3s async, 0.6s sync)\n"
                "12 tests, 0 failures",
            ),
            ("assistant", "It says **Departure** now; guide tests pass."),
            ("user", "ok cool ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh128-tidewater-incident-hardcoded-pdt-offset-after-dst",
        "split": "fresh128",
        "steps": [
            (
                "user",
                "2 familys showed up at chesterman at 10:10 this morning and the 9:10 tour had "
                "already launched without them. their confirmation emails say 10:10. marisols "
                "manifest says 9:10. wtf",
            ),
            (
                "bash",
                'fly ssh console -a tidewater-prod -C "bin/tidewater rpc '
                "'Tidewater.Tours.get_departure!(4187) |> Map.take([:launch_at, :low_tide_at])"
                " |> IO.inspect'\"",
                "%{launch_at: ~U[2026-11-08 17:10:00Z], low_tide_at: ~U[2026-11-08 19:42:00Z]}",
            ),
            (
                "think",
                "17:10Z is 09:10 PST. Manifest renders with the LocalTime JS hook in the "
                "browser, so it's right. Emails must format the time server-side. Look for a "
                "fixed offset.",
            ),
            (
                "bash",
                "grep -rn '3600' lib/ | grep -v _test",
                "lib/tidewater/time.ex:7:    |> DateTime.add(-7 * 3600, :second)",
            ),
            (
                "read",
                "lib/tidewater/time.ex",
                "defmodule Tidewater.Time do\n"
                '  @moduledoc "Local (Tofino) time helpers."\n\n'
                "  # IWLS and the DB are UTC; Tofino is UTC-7\n"
                "  def local(%DateTime{} = dt) do\n"
                "    dt\n"
                "    |> DateTime.add(-7 * 3600, :second)\n"
                "    |> DateTime.to_naive()\n"
                "  end\n"
                "end\n",
            ),
            (
                "bash",
                "grep -rln 'Tidewater.Time.local' lib/",
                "lib/tidewater/notifier/confirmation_email.ex\n"
                "lib/tidewater/notifier/reminder_sms.ex\n"
                "lib/tidewater/notifier/itinerary_pdf.ex",
            ),
            (
                "think",
                "UTC-7 is PDT only. DST ended Sun Nov 1, so since then Tofino is UTC-8 and "
                "every email/SMS/PDF shows launch times one hour late. Use shift_zone with "
                "America/Vancouver.",
            ),
            (
                "assistant",
                "Found it. `Tidewater.Time.local/1` converts UTC to Tofino time by adding a "
                "**hardcoded −7 hours**. That's only right during daylight time (PDT). DST "
                "ended on Sunday Nov 1, Tofino is UTC−8 since then, so every confirmation "
                "email, reminder SMS and itinerary PDF has shown launch times **one hour "
                "late** for the past week. The guide manifest was right because it formats "
                "the time in the browser.\n\n"
                "Fixing it to do a real time-zone conversion to `America/Vancouver`.",
            ),
            ("edit", "lib/tidewater/time.ex"),
            (
                "bash",
                "mix test test/tidewater/notifier_test.exs",
                "  1) test confirmation email shows local launch time "
                "(Tidewater.NotifierTest)\n"
                "     ** (ArgumentError) cannot shift ~U[2026-11-08 17:10:00Z] to "
                '"America/Vancouver" time zone: :utc_only_time_zone_database\n'
                "     code: Time.local(departure.launch_at)\n\n"
                "7 tests, 3 failures",
            ),
            (
                "think",
                "Elixir ships Calendar.UTCOnlyTimeZoneDatabase only. Add tzdata, configure it "
                "as the time zone database. tzdata autoupdates into its priv dir by default; "
                "the release on Fly is read-only, so disable autoupdate and rely on dep "
                "bumps.",
            ),
            ("edit", "mix.exs"),
            ("edit", "config/config.exs"),
            (
                "bash",
                "mix deps.get >/dev/null && mix test",
                "Finished in 6.4 seconds (2.1s async, 4.3s sync)\n148 tests, 0 failures",
            ),
            (
                "bash",
                'fly ssh console -a tidewater-prod -C "bin/tidewater rpc '
                "'Tidewater.Bookings.upcoming_confirmed() |> length() |> IO.puts'\"",
                "63",
            ),
            (
                "assistant",
                "Fixed and tested:\n\n"
                "- `Tidewater.Time.local/1` now does `DateTime.shift_zone!(dt, "
                '"America/Vancouver")`, so it follows PDT/PST on its own\n'
                "- Elixir only ships a UTC-only time zone database, so the project now "
                "depends on `tzdata` and sets it as `:time_zone_database` in "
                "`config/config.exs` (with `autoupdate: :disabled`, the release filesystem "
                "on Fly is read-only)\n"
                "- a test with a January and a July departure so this breaks in CI next "
                "time, not on the beach\n\n"
                "There are **63** upcoming confirmed bookings whose emails showed the wrong "
                "time. Want me to re-send them a corrected confirmation?",
            ),
            (
                "user",
                "yes resend them all with a subject that says updated time. and for the record: "
                "iwls and the db are utc, never add a fixed offset anywhere, always shift_zone "
                "to America/Vancouver",
            ),
            ("edit", "lib/tidewater/notifier/confirmation_email.ex"),
            (
                "bash",
                "fly deploy -a tidewater-prod --strategy rolling 2>&1 | tail -1 && fly ssh "
                'console -a tidewater-prod -C "bin/tidewater rpc '
                "'Tidewater.Notifier.resend_confirmations(:time_correction) |> IO.inspect'\"",
                "Visit your newly deployed app at https://tidewater-prod.fly.dev/\n"
                "{:ok, %{enqueued: 63}}",
            ),
            (
                "assistant",
                "Deployed, and 63 corrected confirmations are queued in Oban with the subject "
                '**"Updated launch time for your paddle"**. The two families from this '
                "morning are in that batch too if they've rebooked.",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["fixed offset", "America/Vancouver"]},
            {"keys": ["tzdata", "time_zone_database"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh128-tidewater-decision-weather-cancel-button-marisol-6am",
        "split": "fresh128",
        "steps": [
            (
                "user",
                "marisol wants weather cancellations sorted before next season. right now she "
                "phones every single guest at 6am when its blowing. options?",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "tidewater weather cancellation refunds"},
                '{"results":[]}',
                False,
            ),
            (
                "read",
                "lib/tidewater/bookings/booking.ex",
                'schema "bookings" do\n'
                "  field :status, Ecto.Enum, values: [:pending, :confirmed, :cancelled]\n"
                "  field :deposit_cents, :integer\n"
                "  field :stripe_payment_intent, :string\n"
                "  field :phone, :string\n"
                "  belongs_to :departure, Tidewater.Tours.Departure\n"
                "  timestamps(type: :utc_datetime)\n"
                "end\n",
            ),
            (
                "think",
                "Options: fully automatic from the EC marine forecast, a button for the guide, "
                "or the button with credits instead of refunds. Automatic sounds nice but "
                "forecasts for the outer coast don't describe the inlets; a human call is more "
                "reliable. Recommend the button.",
            ),
            (
                "assistant",
                "Three ways to do it:\n\n"
                "1. **Automatic**: at 5am an Oban job reads the Environment Canada marine "
                "forecast for *West Coast Vancouver Island South*; if a strong wind warning "
                "is in effect, cancel the morning departures and refund.\n"
                '2. **"Cancel for weather" button** on the guide\'s manifest page: one tap '
                "cancels the departure, refunds the deposits through Stripe and texts + "
                "emails every guest with a rebook link.\n"
                "3. **Same button, but credits**: instead of refunding, guests get a credit "
                "code for another date.\n\n"
                "I'd go with **2**: it takes the phoning off Marisol's plate but a person "
                "still makes the call, and forecasts for the open coast are a poor guide to "
                "conditions in the sound.",
            ),
            (
                "user",
                "2. marisol makes the call at 6am from the dock looking at the swell, the EC "
                "forecast says nothing useful about inside the sound. and full refunds, not "
                "credits, credits just get us angry tripadvisor reviews",
            ),
            (
                "assistant",
                "Makes sense. I'll make it a button on the manifest that only guides with the "
                "`lead` role see, with a confirm step so it can't be tapped by accident in a "
                "dry bag.",
            ),
            ("edit", "lib/tidewater/tours.ex"),
            ("edit", "lib/tidewater/payments.ex"),
            ("edit", "lib/tidewater/workers/weather_cancel_notify.ex"),
            ("edit", "lib/tidewater_web/live/guide/manifest_live.ex"),
            ("edit", "lib/tidewater_web/live/guide/manifest_live.html.heex"),
            ("edit", "test/tidewater/tours/weather_cancel_test.exs"),
            (
                "bash",
                "mix test test/tidewater/tours",
                "Finished in 1.8 seconds (0.4s async, 1.4s sync)\n23 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- **Cancel for weather** on the manifest (lead guides only, with a confirm "
                "dialog)\n"
                "- `Tours.cancel_for_weather/2` marks the departure cancelled and enqueues one "
                "`WeatherCancelNotify` job per booking\n"
                "- each job issues a **full refund** of the deposit via "
                "`Payments.refund_deposit/1` and sends the SMS + email with a rebook link\n"
                "- jobs are unique per booking, so a double tap can't refund twice",
            ),
            ("user", "nice, ship it friday"),
        ],
        "lessons": [
            {"keys": ["marisol", "6am"]},
            {"keys": ["full refunds", "credits"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh128-tidewater-tool-stored-fly-apps-and-sunset-8-guests",
        "split": "fresh128",
        "steps": [
            (
                "user",
                "remember prod is the fly app tidewater-prod and staging is tidewater-stg, i "
                "keep deploying to the wrong one. then add the sunset paddle as a new tour "
                "type, 7pm launch jun-aug",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "tidewater Fly.io apps: production is tidewater-prod, staging "
                    "is tidewater-stg.",
                    "tags": ["tidewater", "fly", "deploy"],
                },
                '{"id":"8812","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/tidewater/tours/tour_type.ex",
                'schema "tour_types" do\n'
                "  field :name, :string\n"
                "  field :duration_min, :integer\n"
                "  field :max_guests, :integer, default: 12\n"
                "  field :needs_tide_window, :boolean, default: true\n"
                "  field :season, {:array, :integer}  # months\n"
                "end\n",
            ),
            (
                "think",
                "max_guests defaults to 12 and needs_tide_window to true. A sunset paddle "
                "probably differs on both; ask rather than guess.",
            ),
            (
                "assistant",
                "Saved the two Fly app names.\n\n"
                "Before I add the tour type: the day tours cap at **12 guests** "
                "(`max_guests` default) and are timed to a tide window. What's the cap for "
                "the sunset paddle, and does it need a tide window?",
            ),
            (
                "user",
                "no tide window, it stays inside the harbour. its max 8 guests for sunset "
                "because after dark we need 1 guide per 4 boats and only ravi and jo have the "
                "night cert",
            ),
            ("edit", "priv/repo/migrations/20261110190000_add_sunset_paddle.exs"),
            ("edit", "test/tidewater/tours/tour_type_test.exs"),
            (
                "bash",
                "mix ecto.migrate && mix test test/tidewater/tours",
                "19:02:11.417 [info] == Running 20261110190000 "
                "Tidewater.Repo.Migrations.AddSunsetPaddle.change/0 forward\n"
                "19:02:11.452 [info] == Migrated 20261110190000 in 0.0s\n"
                "Finished in 1.7 seconds (0.4s async, 1.3s sync)\n25 tests, 0 failures",
            ),
            (
                "bash",
                "fly deploy -a tidewater-stg 2>&1 | tail -2",
                " ✔ Machine 3d8d9e1b7e6089 is now in a good state\n"
                "Visit your newly deployed app at https://tidewater-stg.fly.dev/",
            ),
            (
                "assistant",
                "Added **Sunset paddle**: 120 min, 19:00 launch, June–August, "
                "`max_guests: 8`, no tide window. It's on **staging** (`tidewater-stg`); have "
                "a look at the booking page and I'll deploy to prod after.",
            ),
            ("user", "looks right, go prod"),
            (
                "bash",
                "fly deploy -a tidewater-prod 2>&1 | tail -1",
                "Visit your newly deployed app at https://tidewater-prod.fly.dev/",
            ),
            ("assistant", "Live on `tidewater-prod`."),
        ],
        "lessons": [
            {"keys": ["8 guests", "sunset"]},
        ],
        "tool_stored": [["tidewater-prod", "tidewater-stg"]],
    },
    {
        "name": "fresh128-tidewater-review-discount-codes-pr-rules-mox-no-stripe-keys",
        "split": "fresh128",
        "steps": [
            ("user", "dmitri's pr 41 (group discount codes) is up, review it pls"),
            (
                "bash",
                "gh pr diff 41 --name-only",
                "lib/tidewater/discounts/discount_code.ex\n"
                "lib/tidewater_web/live/checkout_live.ex\n"
                "priv/repo/migrations/20261112101500_create_discount_codes.exs\n"
                "test/tidewater/payments/discount_checkout_test.exs",
            ),
            (
                "read",
                "lib/tidewater_web/live/checkout_live.ex",
                'def handle_event("apply_code", params, socket) do\n'
                '  code = Repo.get_by(DiscountCode, code: String.upcase(params["code"]))\n'
                '  kind = String.to_atom(params["kind"])\n'
                "  deposit = round(socket.assigns.deposit_cents * (1 - code.percent / 100))\n"
                "  {:noreply, assign(socket, deposit_cents: deposit, discount_kind: kind)}\n"
                "end\n",
            ),
            (
                "read",
                "test/tidewater/payments/discount_checkout_test.exs",
                "@tag :stripe\n"
                'test "discounted deposit is charged" do\n'
                '  {:ok, pi} = Stripe.PaymentIntent.create(%{amount: 9000, currency: "cad"})\n'
                "  assert pi.amount == 9000\n"
                "end\n",
            ),
            (
                "think",
                "Repo in a LiveView; String.to_atom on client params; nil code crashes; the "
                "test calls Stripe directly in test mode, presumably with the CI test keys.",
            ),
            (
                "assistant",
                "Review of #41:\n\n"
                "1. **`Repo.get_by` in the LiveView**: the lookup should be in a context "
                "function, e.g. `Discounts.fetch_active(code)`.\n"
                '2. **`String.to_atom(params["kind"])`**: atoms are never garbage '
                "collected, so a client can exhaust the atom table by posting random kinds.\n"
                "3. **Unknown code crashes**: `code` is `nil` for a wrong code, so "
                "`code.percent` raises and the checkout process dies.\n"
                "4. **The test calls Stripe test mode directly**: that works because CI has "
                "Stripe test-mode keys, but it's slow (~3 s) and tests Stripe more than our "
                "code.",
            ),
            (
                "user",
                "good. rules, put these in CONTRIBUTING.md: liveviews never touch Repo, only "
                "the contexts (Bookings, Tours, Payments, Discounts) do. no String.to_atom on "
                "anything that comes from params or webhooks, use a map or "
                "to_existing_atom. stripe only goes through the Payments.Gateway behaviour "
                "and tests use the Mox mock, CI has no stripe keys at all so his test cant "
                "even pass there. leave the rounding as is. and tell dmitri thanks, solid "
                "first pr",
            ),
            (
                "bash",
                'grep -in stripe .github/workflows/ci.yml; echo "exit=$?"; grep -rn '
                "'Mox.defmock' test/support",
                "exit=1\ntest/support/mocks.ex:1:Mox.defmock(Tidewater.Payments.GatewayMock, "
                "for: Tidewater.Payments.Gateway)",
            ),
            ("edit", "CONTRIBUTING.md"),
            ("edit", "/tmp/review_41.md"),
            (
                "bash",
                "gh pr review 41 --request-changes --body-file /tmp/review_41.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "I was wrong on 4: `ci.yml` sets no Stripe variables at all, and there's "
                "already a `Tidewater.Payments.GatewayMock` in `test/support/mocks.ex`. "
                "Posted on #41 (changes requested, with your thanks up front) and added to "
                "`CONTRIBUTING.md`:\n\n"
                "- LiveViews call context functions; only contexts use `Repo`\n"
                "- no `String.to_atom` on params or webhook payloads\n"
                "- Stripe only via `Payments.Gateway`; tests use `GatewayMock` with Mox\n\n"
                "For the PR itself I asked for `Discounts.fetch_active/1` returning "
                "`{:error, :not_found}` for a bad code, a map for `kind`, and the test "
                "rewritten against the mock. Rounding left as it is.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["Repo", "contexts"]},
            {"keys": ["String.to_atom", "params"]},
            {"keys": ["Mox", "no stripe keys"], "not": ["CI has Stripe test-mode keys"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh128-tidewater-correction-booking-cutoff-1800-evening-before",
        "split": "fresh128",
        "steps": [
            (
                "user",
                "guides want the manifest emailed to them instead of having to open the page "
                "on their phone. pdf is fine",
            ),
            (
                "read",
                "lib/tidewater/bookings.ex",
                "# online bookings close this long before launch\n"
                "@cutoff_minutes 120\n\n"
                "def bookable?(%Departure{launch_at: launch_at}, now \\\\ DateTime.utc_now()) do\n"
                "  DateTime.diff(launch_at, now, :minute) >= @cutoff_minutes\n"
                "end\n",
            ),
            (
                "think",
                "The manifest is final when bookings close. Send the PDF from an Oban job "
                "scheduled at the cutoff. ChromicPDF is already used for itineraries.",
            ),
            (
                "assistant",
                "Online bookings close 2 hours before departure (`@cutoff_minutes 120` "
                "in `Bookings`), so that's when the manifest is final. Plan:\n\n"
                "- when a departure is created, schedule a `ManifestEmail` Oban job at the "
                "cutoff\n"
                "- the job renders the manifest with ChromicPDF (same as the itinerary PDF) "
                "and emails it to the departure's guides\n"
                '- if a booking is cancelled after that, a short "manifest changed" email '
                "with the new PDF",
            ),
            (
                "user",
                "sure. put the guest weight column in the pdf, the guides need it to pair up "
                "the doubles. btw the cutoff is 18:00 the evening before now, not 2h before, "
                "marisol changed it in may so guides can sort boats the night before. "
                "bookings.ex never got updated so fix that too",
            ),
            (
                "think",
                "Cutoff becomes 18:00 America/Vancouver on the day before launch. Use "
                "Tidewater.Time helpers (shift_zone), not a fixed offset. The manifest job "
                "fires at the same moment.",
            ),
            ("edit", "lib/tidewater/bookings.ex"),
            ("edit", "lib/tidewater/workers/manifest_email.ex"),
            ("edit", "lib/tidewater/notifier/manifest_pdf.ex"),
            ("edit", "test/tidewater/bookings_test.exs"),
            ("edit", "test/tidewater/workers/manifest_email_test.exs"),
            (
                "bash",
                "mix test",
                "Finished in 7.1 seconds (2.3s async, 4.8s sync)\n161 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `Bookings.cutoff_at/1` is **18:00 Tofino time on the day before launch**; "
                '`bookable?/2` uses it, and the booking page shows "Online booking closes '
                '6 pm the evening before"\n'
                "- `ManifestEmail` runs at that cutoff and sends the PDF to the departure's "
                "guides, with a weight column next to each guest\n"
                '- late cancellations send a "manifest changed" email with the new PDF\n\n'
                "Tests cover a launch on the morning after a DST change.",
            ),
            ("user", "👌"),
        ],
        "lessons": [
            {"keys": ["18:00", "evening before"], "not": ["close 2 hours before departure"]},
        ],
        "tool_stored": [],
    },
]
