"""The "fresh120" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH120: list[dict[str, Any]] = [
    # --- "lanekeeper": lane bookings for swim clubs and public lap swim, plus the lifeguard
    # rota, for Kelso Road Aquatic Centre (Westgate Shire Council, Melbourne's west). Elixir
    # 1.17 / OTP 27, Phoenix 1.7 LiveView, Ecto + Postgres 16, Oban, Swoosh + Postmark,
    # deployed on Fly.io (syd) ---
    {
        "name": "fresh120-lanekeeper-chitchat-streams-vs-assigns-and-heading-typo",
        "split": "fresh120",
        "steps": [
            (
                "user",
                "whats the actual diff between a normal assign and a stream in liveview? the "
                "bookings index holds like 3000 rows in memory per tab apparently. also the "
                "heading says Lane Bookigns lmao",
            ),
            (
                "read",
                "lib/lanekeeper_web/live/booking_live/index.ex",
                "def mount(_params, _session, socket) do\n"
                "  bookings = Bookings.list_bookings(socket.assigns.current_scope)\n"
                '  {:ok, assign(socket, bookings: bookings, page_title: "Lane Bookigns")}\n'
                "end\n",
            ),
            (
                "think",
                "assign keeps the whole list in the LiveView process state and diffs it on each "
                "render; stream sends the items to the client once and drops them from server "
                "state, you then stream_insert/stream_delete individual items. Explain, offer, "
                "fix the typo.",
            ),
            (
                "assistant",
                "The difference is **where the list lives**:\n\n"
                "- **`assign(socket, bookings: list)`** keeps the whole list in the LiveView "
                "process for as long as the tab is open. Every render diffs against it, so 3000 "
                "bookings means 3000 structs per connected tab on the server.\n"
                "- **`stream(socket, :bookings, list)`** sends the rows to the browser once and "
                "then *forgets them* on the server. To change the table later you send "
                "`stream_insert/3` or `stream_delete/3` for single rows, and the container "
                'needs `phx-update="stream"` with a DOM id per row.\n\n'
                "The catch with streams: you can't `Enum.count(@bookings)` or filter them on the "
                "server anymore, you re-stream with `reset: true` instead.\n\n"
                "Want me to convert the index to a stream, or just fix the heading for now?",
            ),
            ("user", "just the typo, ill do the stream thing myself after lunch"),
            ("edit", "lib/lanekeeper_web/live/booking_live/index.ex"),
            (
                "bash",
                "mix test test/lanekeeper_web/live/booking_live_test.exs 2>&1 | tail -3",
                "......\nFinished in 0.9 seconds (0.3s async, 0.6s sync)\n6 tests, 0 failures",
            ),
            (
                "assistant",
                "Fixed: the page title is now **Lane Bookings**. The booking LiveView tests "
                "still pass (6 tests).",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh120-lanekeeper-incident-rota-emails-hour-early-dst",
        "split": "fresh120",
        "steps": [
            (
                "user",
                "urgent-ish. since sunday the rota emails tell everyone their shift starts an "
                "hour earlier than the rota page says. three lifeguards sat in the carpark at "
                "4:30 this morning for a 5:30 start. page is right, emails are wrong",
            ),
            (
                "bash",
                "grep -rn 'to_local\\|offset' lib/lanekeeper/time.ex lib/lanekeeper/rota/",
                "lib/lanekeeper/time.ex:4:  @aest_offset 36_000\n"
                "lib/lanekeeper/time.ex:7:  def to_local(%DateTime{} = dt), do: dt |> "
                "DateTime.add(@aest_offset) |> DateTime.to_naive()\n"
                "lib/lanekeeper/rota/email.ex:22:      starts: Lanekeeper.Time.to_local(shift."
                "starts_at),",
            ),
            (
                "read",
                "assets/js/hooks/local_time.js",
                "export const LocalTime = {\n"
                "  mounted() { this.render() },\n"
                "  updated() { this.render() },\n"
                "  render() {\n"
                "    const d = new Date(this.el.dataset.utc)\n"
                "    this.el.textContent = d.toLocaleTimeString('en-AU', "
                "{hour: 'numeric', minute: '2-digit'})\n"
                "  }\n"
                "}\n",
            ),
            (
                "think",
                "Page formats in the browser with Intl, so it gets the DST offset from the OS. "
                "Emails go through Lanekeeper.Time.to_local which adds 36000 s = +10 fixed. "
                "Daylight saving started Sunday 4 Oct 2026, Melbourne is AEDT +11 now. So emails "
                "show one hour early. Check with a known shift.",
            ),
            (
                "bash",
                "mix run -e 'IO.inspect Lanekeeper.Time.to_local(~U[2026-10-06 18:30:00Z])'",
                "~N[2026-10-07 04:30:00]",
            ),
            (
                "assistant",
                "Found it.\n\n"
                "**Cause:** `Lanekeeper.Time.to_local/1` adds a fixed `@aest_offset 36_000` "
                "(+10 h) to every UTC time. That was right all winter, but daylight saving "
                "started on Sunday 4 October and Melbourne is on AEDT (+11) now, so every "
                "server-rendered time is an hour early. Tomorrow's 5:30 shift "
                "(`18:30Z`) comes out as `04:30`. The rota *page* is fine because the "
                "`LocalTime` hook formats the time in the browser, which knows about DST.\n\n"
                "**Fix:** add the `tz` package as Elixir's time zone database and make "
                '`to_local/1` call `DateTime.shift_zone!(dt, "Australia/Melbourne")`. Then '
                "grep for any other place doing offset arithmetic. Go ahead?",
            ),
            ("user", "yes pls"),
            ("edit", "mix.exs"),
            ("edit", "config/config.exs"),
            ("edit", "lib/lanekeeper/time.ex"),
            ("edit", "test/lanekeeper/time_test.exs"),
            (
                "bash",
                "mix deps.get >/dev/null && mix run -e 'IO.inspect Lanekeeper.Time.to_local("
                "~U[2026-10-06 18:30:00Z])' && mix run -e 'IO.inspect Lanekeeper.Time.to_local("
                "~U[2026-07-06 19:30:00Z])'",
                "#DateTime<2026-10-07 05:30:00+11:00 AEDT Australia/Melbourne>\n"
                "#DateTime<2026-07-07 05:30:00+10:00 AEST Australia/Melbourne>",
            ),
            (
                "bash",
                "grep -rn '36_000\\|3600\\|add(.*:hour' lib/ | grep -v _test; mix test 2>&1 | "
                "tail -2",
                "lib/lanekeeper/oban/reminder_worker.ex:18:    "
                "scheduled_at = DateTime.add(shift.starts_at, -3600)\n"
                "\n214 tests, 0 failures",
            ),
            (
                "assistant",
                "Fixed:\n\n"
                "- `tz` is the time zone database (`config :elixir, :time_zone_database, "
                "Tz.TimeZoneDatabase`)\n"
                "- `to_local/1` uses `DateTime.shift_zone!/2` with `Australia/Melbourne`, tested "
                "for a July (AEST) and an October (AEDT) shift\n"
                "- the only other hit is the reminder worker's `-3600`, which is \"one hour "
                "before the shift\" on a UTC time, so it's correct and I left it\n\n"
                "All 214 tests pass. Emails sent from now on have the right times; the ones "
                "already sent this week are still wrong.",
            ),
            (
                "user",
                "ok so to_local had a hardcoded +10 and daylight saving made every email an "
                "hour early. from now on anything rendered on the server converts with "
                "shift_zone to Australia/Melbourne, never a fixed offset. ill deploy and send "
                "the lifeguards a sorry message",
            ),
            (
                "assistant",
                "Got it. I also added a test that fails if `to_local` is given a DST date and "
                "returns a +10 offset, so this can't come back quietly.",
            ),
        ],
        "lessons": [
            {"keys": ["hardcoded +10", "daylight saving"]},
            {"keys": ["shift_zone", "Australia/Melbourne", "fixed offset"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh120-lanekeeper-decision-double-booking-exclusion-constraint",
        "split": "fresh120",
        "steps": [
            (
                "user",
                "the clubs keep double booking lane 4 on tuesday nights. westgate masters and "
                "the tri club coordinators both hit book at the same time and both get a "
                "confirmation. how do we stop that properly",
            ),
            (
                "read",
                "lib/lanekeeper/bookings.ex",
                "def create_booking(scope, attrs) do\n"
                "  changeset = Booking.changeset(%Booking{}, attrs)\n"
                "  lane_id = get_field(changeset, :lane_id)\n"
                "  {from, to} = {get_field(changeset, :starts_at), get_field(changeset, "
                ":ends_at)}\n"
                "  if overlapping?(lane_id, from, to) do\n"
                '    {:error, add_error(changeset, :starts_at, "lane already booked")}\n'
                "  else\n"
                "    Repo.insert(changeset)\n"
                "  end\n"
                "end\n",
            ),
            (
                "think",
                "Classic check-then-insert race: both transactions run overlapping? before "
                "either inserts. Options: exclusion constraint on tstzrange with btree_gist, "
                "advisory xact lock per lane, or a GenServer per lane (doesn't work across two "
                "Fly machines without :global). Advisory lock is the smallest diff.",
            ),
            (
                "assistant",
                "It's a race: `create_booking/2` checks `overlapping?/3` and *then* inserts, so "
                "two requests that arrive together both pass the check before either row "
                "exists. Options:\n\n"
                "1. **Exclusion constraint** in Postgres: `EXCLUDE USING gist (lane_id WITH =, "
                "tstzrange(starts_at, ends_at) WITH &&)`. Needs the `btree_gist` extension; "
                "the insert itself fails on overlap, and Ecto maps it with "
                "`exclusion_constraint/3`.\n"
                "2. **Advisory lock**: wrap the check + insert in a transaction that takes "
                "`pg_advisory_xact_lock(lane_id)` first. No schema change.\n"
                "3. **One GenServer per lane** that serialises bookings. Awkward with two Fly "
                "machines, we'd need `:global` registration.\n\n"
                "I'd go with **2**: smallest change, no extension, and it keeps the nice "
                "error message from `overlapping?/3`.",
            ),
            (
                "user",
                "1, the exclusion constraint, because the nightly council csv import inserts "
                "learn-to-swim bookings with Repo.insert_all and never calls create_booking, so "
                "only the db can actually guarantee it. btree_gist is already enabled on the "
                "fly pg",
            ),
            (
                "assistant",
                "Good point, a lock in `create_booking/2` would do nothing for the import. "
                "Going with the exclusion constraint. One thing first: if there are already "
                "overlapping rows, the migration will fail, so I'll check.",
            ),
            (
                "bash",
                'psql "$DATABASE_URL" -c "select a.id, b.id from bookings a join bookings b '
                "on a.lane_id = b.lane_id and a.id < b.id and tstzrange(a.starts_at, a.ends_at) "
                '&& tstzrange(b.starts_at, b.ends_at) where a.starts_at > now()"',
                "  id  |  id\n------+------\n 8812 | 8813\n 9040 | 9044\n(2 rows)",
            ),
            (
                "user",
                "yeah those are the two tuesdays, delete 8813 and 9044, i already told the tri "
                "club",
            ),
            ("edit", "priv/repo/migrations/20261008093000_bookings_no_overlap.exs"),
            ("edit", "lib/lanekeeper/bookings/booking.ex"),
            ("edit", "lib/lanekeeper/bookings.ex"),
            ("edit", "lib/lanekeeper/imports/council_csv.ex"),
            ("edit", "test/lanekeeper/bookings_test.exs"),
            (
                "bash",
                "mix ecto.migrate 2>&1 | tail -2 && mix test test/lanekeeper 2>&1 | tail -2",
                "[info] == Migrated 20261008093000 in 0.1s\n\n91 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- migration deletes bookings 8813 and 9044, then adds `bookings_no_overlap` "
                "(`EXCLUDE USING gist (lane_id WITH =, tstzrange(starts_at, ends_at) WITH &&)`)\n"
                "- `Booking.changeset/2` has `exclusion_constraint(:starts_at, name: "
                ':bookings_no_overlap, message: "lane already booked")`\n'
                "- `create_booking/2` no longer pre-checks; the constraint does it\n"
                "- the council CSV import now inserts row by row inside a transaction and lists "
                "clashing rows in the import report instead of crashing\n\n"
                "Added a test that runs two `create_booking/2` calls in parallel tasks: one "
                "succeeds, one gets the error.",
            ),
            ("user", "sweet"),
        ],
        "lessons": [
            {"keys": ["exclusion constraint", "council csv import"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh120-lanekeeper-tool-stored-staging-and-rota-notices-stream",
        "split": "fresh120",
        "steps": [
            (
                "user",
                "remember that staging is the fly app lanekeeper-staging and it deploys itself "
                "from the staging branch, nobody runs fly deploy on it by hand. then: when a "
                "lifeguard swaps a shift the supervisor should get an email about it",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "lanekeeper: staging is the Fly app lanekeeper-staging; it "
                    "deploys automatically from the staging branch, never `fly deploy` it by "
                    "hand.",
                    "tags": ["lanekeeper", "staging", "fly"],
                },
                '{"id":"2210","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/lanekeeper/mailer/receipts.ex",
                "def booking_receipt(booking) do\n"
                "  new()\n"
                "  |> to(booking.contact_email)\n"
                '  |> from({"Kelso Road Aquatic Centre", "bookings@kelsoroad.vic.gov.au"})\n'
                '  |> subject("Your lane booking")\n'
                '  |> put_provider_option(:message_stream, "outbound")\n'
                "  |> render_body(:receipt, booking: booking)\n"
                "end\n",
            ),
            (
                "read",
                "lib/lanekeeper/rota.ex",
                "def swap_shift(scope, shift, new_lifeguard) do\n"
                "  shift\n"
                "  |> Shift.swap_changeset(new_lifeguard)\n"
                "  |> Repo.update()\n"
                "end\n",
            ),
            (
                "think",
                "Need: a Rota.Notifier email to the supervisor on the shift's pool/day, called "
                "after a successful swap, via an Oban job so the update doesn't wait on "
                "Postmark. Only existing mail uses the outbound stream. Ask which stream rota "
                "mail should use rather than guess.",
            ),
            (
                "assistant",
                "Saved the staging note.\n\nFor the swap email my plan is:\n\n"
                "- `Rota.swap_shift/3` enqueues an Oban job after the update succeeds\n"
                "- `Rota.Notifier.shift_swapped/1` emails the supervisor of that day (from "
                "`shift.supervisor_id`) with old and new lifeguard and the shift time\n\n"
                "One question: the only mail so far is the booking receipt, which goes out on "
                "Postmark's `outbound` message stream. Should rota mail use that one too?",
            ),
            (
                "user",
                "no not outbound, rota stuff goes on the rota-notices stream. outbound is the "
                "public receipts and the council comms team watches its bounce rate like a "
                "hawk. send the first one to me (priya.n@westgate.vic.gov.au) before you point "
                "it at the supervisors",
            ),
            ("edit", "lib/lanekeeper/rota/notifier.ex"),
            ("edit", "lib/lanekeeper/rota/swap_email_worker.ex"),
            ("edit", "lib/lanekeeper/rota.ex"),
            ("edit", "test/lanekeeper/rota/notifier_test.exs"),
            (
                "bash",
                "mix test test/lanekeeper/rota 2>&1 | tail -2 && SWAP_EMAIL_OVERRIDE="
                "priya.n@westgate.vic.gov.au mix run priv/scripts/send_test_swap.exs",
                "\n17 tests, 0 failures\n"
                "sent shift_swapped to priya.n@westgate.vic.gov.au (stream: rota-notices, "
                "MessageID: 6f1c2a0e-93b4-4d7e-a1c8-2b0f5e7d9c11)",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- shift swaps enqueue `Rota.SwapEmailWorker`, which sends "
                "`Rota.Notifier.shift_swapped/1` to the day's supervisor\n"
                "- it uses the `rota-notices` message stream\n"
                "- `SWAP_EMAIL_OVERRIDE` sends every swap email to one address; it's set to "
                "yours on staging for now\n\nThe test email should be in your inbox.",
            ),
            ("user", "got it, looks good. ill flip the override off tomorrow"),
        ],
        "lessons": [
            {"keys": ["rota-notices", "stream"]},
        ],
        "tool_stored": [["lanekeeper-staging", "staging branch"]],
    },
    {
        "name": "fresh120-lanekeeper-review-club-invoices-rules-gst",
        "split": "fresh120",
        "steps": [
            ("user", "can u review toms pr 58, the club invoices page"),
            (
                "bash",
                "gh pr diff 58 --name-only",
                "lib/lanekeeper/billing.ex\nlib/lanekeeper/billing/invoice.ex\n"
                "lib/lanekeeper_web/live/invoice_live/index.ex\n"
                "priv/repo/migrations/20261012041500_create_invoices.exs",
            ),
            (
                "read",
                "lib/lanekeeper/billing/invoice.ex",
                'schema "invoices" do\n'
                "  field :amount, :decimal\n"
                "  field :gst, :decimal\n"
                "  field :status, Ecto.Enum, values: [:draft, :sent, :paid]\n"
                "  belongs_to :club, Lanekeeper.Clubs.Club\n"
                "  timestamps(type: :utc_datetime)\n"
                "end\n\n"
                "def put_gst(cs), do: put_change(cs, :gst, Decimal.mult(get_field(cs, :amount), "
                '"0.15"))\n',
            ),
            (
                "read",
                "lib/lanekeeper_web/live/invoice_live/index.ex",
                '<.button :if={@current_user.role == :admin} phx-click="mark_paid" '
                "phx-value-id={invoice.id}>Mark paid</.button>\n"
                "...\n"
                'def handle_event("mark_paid", %{"id" => id}, socket) do\n'
                "  {:ok, invoice} = Billing.mark_paid(id)\n"
                "  {:noreply, stream_insert(socket, :invoices, invoice)}\n"
                "end\n",
            ),
            (
                "think",
                "mark_paid: button hidden for non-admins but the event handler doesn't check, "
                "anyone with a socket can push the event. GST: 0.15 -- standard GST rate, fine, "
                "but Decimal.mult gives more than 2 dp; should round. Also {:ok, _} match will "
                "crash the LiveView on error.",
            ),
            (
                "assistant",
                "Review of #58:\n\n"
                '1. **`handle_event("mark_paid", ...)` has no permission check.** The button '
                "is hidden for non-admins, but any logged-in user can push the `mark_paid` "
                "event from the browser console. Blocking.\n"
                "2. **`{:ok, invoice} = Billing.mark_paid(id)`** crashes the LiveView on any "
                "error; should be a `case` with a flash.\n"
                "3. **GST:** `put_gst/1` applies the 15% GST correctly, but `Decimal.mult/2` "
                "keeps all the decimal places; it should round to the cent with "
                "`Decimal.round(_, 2)`.\n\n"
                "1 should block, 2 and 3 are small.",
            ),
            (
                "user",
                "agree on 1 and 2. put these in the review as repo rules tho:\n"
                "- money is integer cents everywhere, `amount_cents` as :integer, no Decimal and "
                "definitely no floats\n"
                "- every handle_event that writes anything must call "
                "Lanekeeper.Policy.authorize/3 first, hiding a button is not access control\n"
                "- and gst is 10% not 15, we're in victoria not nz, prices are stored ex-gst and "
                "gst only gets added on the invoice\n"
                "also tell tom no rush, invoicing doesnt go live till july",
            ),
            (
                "bash",
                "grep -n 'def authorize' lib/lanekeeper/policy.ex",
                "lib/lanekeeper/policy.ex:12:  def authorize(action, %Scope{} = scope, "
                "resource) do",
            ),
            ("edit", "/tmp/review_58.md"),
            (
                "bash",
                "gh pr review 58 --request-changes --body-file /tmp/review_58.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "Sorry, my mistake on the GST rate. Posted on #58 (changes requested):\n\n"
                "- `amount_cents` / `gst_cents` as `:integer`, no `Decimal`\n"
                "- `mark_paid` calls `Policy.authorize(:mark_paid, scope, invoice)` before "
                "`Billing.mark_paid/1`\n"
                "- GST is 10%, computed on the ex-GST amount in integer cents "
                "(`div(amount_cents * 10 + 50, 100)`)\n"
                "- `case` instead of the `{:ok, _}` match\n\n"
                "I added a line at the end that there's no rush since invoicing goes live in "
                "July.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["integer cents", "amount_cents"]},
            {"keys": ["handle_event", "authorize/3"]},
            {"keys": ["gst", "10%"], "not": ["15% GST"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh120-lanekeeper-correction-lap-swim-cap-after-agreeing",
        "split": "fresh120",
        "steps": [
            (
                "user",
                "public lap swim needs a limit per lane, saturday mornings people are booking "
                "like 14 into lane 2. booking should just refuse when the lane is full",
            ),
            (
                "read",
                "lib/lanekeeper/lap_swim.ex",
                "defmodule Lanekeeper.LapSwim do\n"
                "  # per-lane cap from the pool deck signage\n"
                "  @max_per_lane 6\n\n"
                "  def book(scope, session, lane) do\n"
                "    %LapSwimBooking{}\n"
                "    |> LapSwimBooking.changeset(%{session_id: session.id, lane: lane, "
                "user_id: scope.user.id})\n"
                "    |> Repo.insert()\n"
                "  end\n"
                "end\n",
            ),
            (
                "assistant",
                "There's already an unused `@max_per_lane 6` in `LapSwim`, so lap swim is "
                "capped at 6 swimmers per lane. Plan:\n\n"
                "- `LapSwim.book/3` counts existing bookings for that session + lane inside a "
                "transaction (with `FOR UPDATE` on the session row so two bookings can't both "
                "take the last spot)\n"
                "- when it's full: `{:error, :lane_full}`, and the LiveView shows \"Lane full, "
                'try another lane" with the lanes that still have room\n\nOK?',
            ),
            ("user", "yep go"),
            ("edit", "lib/lanekeeper/lap_swim.ex"),
            ("edit", "lib/lanekeeper_web/live/lap_swim_live/book.ex"),
            ("edit", "test/lanekeeper/lap_swim_test.exs"),
            (
                "bash",
                "mix test test/lanekeeper/lap_swim_test.exs 2>&1 | tail -2",
                "\n9 tests, 0 failures",
            ),
            (
                "assistant",
                "Done: the 7th booking in a lane gets `{:error, :lane_full}` and the page "
                "suggests the lanes with space. Tests cover the full lane and two parallel "
                "bookings for the last spot.",
            ),
            (
                "user",
                "wait actually, that comment is old. the lap swim cap is 8 swimmers per lane "
                "now, 6 was the covid limit and council lifted it in march. fix the comment too "
                "pls",
            ),
            ("edit", "lib/lanekeeper/lap_swim.ex"),
            ("edit", "test/lanekeeper/lap_swim_test.exs"),
            (
                "bash",
                "mix test test/lanekeeper/lap_swim_test.exs 2>&1 | tail -2",
                "\n9 tests, 0 failures",
            ),
            (
                "assistant",
                "Updated: `@max_per_lane 8`, the comment now says it's the council limit since "
                "March 2026, and the tests fill a lane with 8 and expect the 9th to be "
                "refused.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [
            {"keys": ["lap swim", "8 swimmers per lane"], "not": ["6 swimmers per lane"]},
        ],
        "tool_stored": [],
    },
]
