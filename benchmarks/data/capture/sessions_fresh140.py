"""The "fresh140" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH140: list[dict[str, Any]] = [
    # --- "berthwise": berth bookings, visitor arrivals and harbour dues for Saltmarsh Quay Marina
    # (Aldmouth; 212 berths on pontoons A-F behind a tidal sill with a lifting gate). Elixir 1.17,
    # Phoenix 1.7 LiveView, Ecto + Postgres 16, Oban 2.18 jobs, Stripe via stripity_stripe, Swoosh
    # over Postmark, tide predictions from the UKHO Admiralty Tidal API; two Fly.io machines in
    # lhr. People: Gwen (harbour master), Colin (office manager, does the money), Rhys (second
    # dev). Repo: lib/berthwise, lib/berthwise/workers, lib/berthwise_web/live,
    # priv/repo/migrations, test/ ---
    {
        "name": "fresh140-berthwise-chitchat-assign-async-and-arrivals-typo",
        "split": "fresh140",
        "steps": [
            (
                "user",
                "quick one, whats assign_async actually for in liveview? rhys used it on the tide chart and i dont get why he didnt just load the data in mount",
            ),
            (
                "think",
                "Concept question. mount/3 runs twice: once for the static (dead) HTTP render and again when the websocket connects. A slow API call in mount runs both times and blocks the first paint. assign_async/3 starts a Task linked to the LiveView after connect and puts an AsyncResult in the assign (loading / ok / failed); the template uses <.async_result>. Let me check what Rhys did in tide_chart_live.ex so the answer is concrete.",
            ),
            (
                "read",
                "lib/berthwise_web/live/tide_chart_live.ex",
                'def mount(_params, _session, socket) do\n  {:ok,\n   socket\n   |> assign(:page_title, "Tides")\n   |> assign_async(:tides, fn -> {:ok, %{tides: Tides.next_days(7)}} end)}\nend\n',
            ),
            (
                "assistant",
                "Good question, it's not obvious. Two reasons:\n\n1. **`mount/3` runs twice.** Once for the plain HTTP render (so the page shows up without JS) and again when the websocket connects. If `Tides.next_days(7)` were called directly in `mount`, it would run both times.\n2. **It would block the page.** Nothing is sent to the browser until `mount` returns, so a slow tide query means a blank page.\n\n`assign_async(:tides, fn -> ... end)` instead:\n\n- runs the function in a `Task` *after* the socket connects\n- sets `@tides` to an `AsyncResult` that starts as `loading`, then becomes `ok` (or `failed` if the task crashes)\n- in the template you use `<.async_result :let={tides} assign={@tides}>` with `:loading` and `:failed` slots\n\nSo the tide page renders straight away with a spinner and the chart fills in a moment later. Rhys's usage is the textbook case.",
            ),
            (
                "user",
                "makes sense. unrelated but the arrivals page heading says 'Visitor Arivals', gwen noticed it on the office screen",
            ),
            (
                "bash",
                "grep -rn 'Arivals' lib/berthwise_web",
                "lib/berthwise_web/live/arrivals_live.html.heex:3:  <.header>Visitor Arivals</.header>",
            ),
            ("edit", "lib/berthwise_web/live/arrivals_live.html.heex"),
            (
                "bash",
                "mix test test/berthwise_web/live/arrivals_live_test.exs 2>&1 | tail -3",
                "......\nFinished in 0.4 seconds (0.1s async, 0.3s sync)\n6 tests, 0 failures",
            ),
            (
                "assistant",
                "Fixed, the heading now reads **Visitor Arrivals**. That was the only occurrence; the arrivals tests still pass.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh140-berthwise-incident-tide-times-hour-early-after-clocks-change",
        "split": "fresh140",
        "steps": [
            (
                "user",
                "gwen says the high water times on the arrivals board are an hour early compared to the almanac since sunday. a visitor came in when the board said the gate was open and sat on the waiting pontoon for an hour. its easter weekend, loads of visitors booked. pls look asap",
            ),
            (
                "think",
                "Clocks went forward on Sunday 29 March. An exact one-hour error starting that day smells like a timezone bug: something treating UTC as local or the other way round. Check what we have stored vs the almanac.",
            ),
            (
                "bash",
                "fly ssh console -a berthwise -C \"/app/bin/berthwise rpc 'Berthwise.Tides.high_waters(~D[2026-04-02]) |> IO.inspect()'\"",
                "[\n  %{at: ~U[2026-04-02 06:30:00Z], height_m: 4.71},\n  %{at: ~U[2026-04-02 18:54:00Z], height_m: 4.58}\n]",
            ),
            (
                "bash",
                "jq '.[0:2]' priv/tides/last_response.json",
                '[\n  {\n    "EventType": "HighWater",\n    "DateTime": "2026-04-02T07:30:00",\n    "IsApproximateTime": false,\n    "Height": 4.71\n  },\n  {\n    "EventType": "HighWater",\n    "DateTime": "2026-04-02T19:54:00",\n    "IsApproximateTime": false,\n    "Height": 4.58\n  }\n]',
            ),
            (
                "read",
                "lib/berthwise/tides/admiralty.ex",
                'defp parse_event(%{"EventType" => type, "DateTime" => dt, "Height" => height}) do\n  naive = NaiveDateTime.from_iso8601!(dt)\n\n  %{\n    type: event_type(type),\n    at: naive |> DateTime.from_naive!("Europe/London") |> DateTime.shift_zone!("Etc/UTC"),\n    height_m: height\n  }\nend\n',
            ),
            (
                "think",
                'The almanac says HW Aldmouth 2 April 08:30 BST = 07:30 UTC. The API gives "2026-04-02T07:30:00" (no Z, no offset) which is UTC. parse_event treats it as Europe/London wall time: 07:30 BST -> 06:30 UTC stored -> displayed as 07:30 local, one hour early. In winter London == UTC so this was invisible since launch in November. Fix: DateTime.from_naive!(naive, "Etc/UTC"), convert only at display. Then re-fetch the cached week. Check git blame to be sure nobody changed it recently.',
            ),
            (
                "bash",
                "git log -2 --format='%h %an %ad %s' --date=short -- lib/berthwise/tides/admiralty.ex",
                "3e91b0a Rhys Morgan 2025-11-08 tides: parse admiralty events\n",
            ),
            (
                "assistant",
                'Found it, and it\'s been there since launch; it only showed up now because of the clock change.\n\n**Cause.** The Admiralty Tidal API returns its times in UTC but without a `Z` or offset (`"2026-04-02T07:30:00"`), and `parse_event/1` in `tides/admiralty.ex` reads them as Europe/London wall-clock time. All winter London *was* UTC, so it made no difference. Since the clocks went forward on Sunday, every high water we store is an hour early (07:30 BST instead of 08:30 BST for Thursday morning), and the gate times on the board are computed from those.\n\n**Fix.**\n1. parse the API time as UTC (`DateTime.from_naive!(naive, "Etc/UTC")`) and only convert to Europe/London in the LiveViews, which already do that\n2. a test using the real response above, asserting Thursday\'s HW shows as 08:30 local\n3. re-run `TideFetchWorker` for the next 14 days so the stored events are replaced\n\nGo ahead?',
            ),
            (
                "user",
                "yes go. so admiralty times are always UTC even though they look like local time, got it. put a comment in there so rhys doesnt 'fix' it back",
            ),
            ("edit", "lib/berthwise/tides/admiralty.ex"),
            ("edit", "test/berthwise/tides/admiralty_test.exs"),
            (
                "bash",
                "mix test test/berthwise/tides 2>&1 | tail -2",
                "Finished in 0.2 seconds (0.2s async, 0.0s sync)\n11 tests, 0 failures",
            ),
            (
                "bash",
                "fly deploy --strategy rolling 2>&1 | tail -2 && fly ssh console -a berthwise -C \"/app/bin/berthwise rpc 'Oban.insert!(Berthwise.Workers.TideFetchWorker.new(%{days: 14}))'\"",
                'Machine 3d8d9e1b297e48 [app] update finished: success\nVisit your newly deployed app at https://berthwise.fly.dev/\n%Oban.Job{id: 88214, state: "available", queue: "tides", ...}',
            ),
            (
                "bash",
                "sleep 20; fly ssh console -a berthwise -C \"/app/bin/berthwise rpc 'Berthwise.Tides.high_waters(~D[2026-04-02]) |> IO.inspect()'\"",
                "[\n  %{at: ~U[2026-04-02 07:30:00Z], height_m: 4.71},\n  %{at: ~U[2026-04-02 19:54:00Z], height_m: 4.58}\n]",
            ),
            (
                "assistant",
                "Deployed and the tide data is re-fetched: Thursday's high waters are now 08:30 and 20:54 local, matching the almanac, and the arrivals board picked them up. I left a comment on `parse_event/1` explaining that the times are UTC despite having no `Z`, with a link to the API docs, so it doesn't get \"fixed\" back.\n\nGwen might want to let today's booked visitors know the board was an hour out until now.",
            ),
            ("user", "will do, cheers"),
        ],
        "lessons": [
            {"keys": ["admiralty", "UTC"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh140-berthwise-decision-visitor-payments-auth-hold",
        "split": "fresh140",
        "steps": [
            (
                "user",
                "colin wants visitors to pay when they book online instead of at the office on arrival. whats the best way with stripe",
            ),
            (
                "read",
                "lib/berthwise/bookings/visitor_booking.ex",
                'schema "visitor_bookings" do\n  field :arrival_on, :date\n  field :nights, :integer\n  field :fee_pence, :integer\n  field :status, Ecto.Enum, values: [:requested, :confirmed, :cancelled, :no_show, :departed]\n  belongs_to :berth, Berth\n  belongs_to :visitor, Visitor\n  timestamps(type: :utc_datetime)\nend\n',
            ),
            (
                "bash",
                'psql "$DEV_DATABASE_URL" -c "SELECT status, count(*) FROM visitor_bookings WHERE inserted_at > now() - interval \'1 year\' GROUP BY status ORDER BY 2 DESC"',
                "  status   | count\n-----------+-------\n departed  |  1184\n cancelled |   402\n no_show   |    37\n(3 rows)",
            ),
            (
                "think",
                "About 25% cancelled (402 of 1623). Options: charge at booking via Checkout and refund on cancel; save card (SetupIntent) and charge at arrival; authorise with capture_method manual and capture on arrival. Auth holds on card payments expire after 7 days, so bookings made weeks ahead need a saved card plus a later hold. I'd recommend Checkout for simplicity, but mention the cancellation rate.",
            ),
            (
                "assistant",
                "Worth knowing first: in the last year **402 of 1,623** visitor bookings were cancelled, about a quarter. Three ways to do it with Stripe:\n\n1. **Charge at booking** (Stripe Checkout): simplest, money in the bank straight away; cancellations become refunds.\n2. **Save the card, charge on arrival**: a SetupIntent at booking, then an off-session charge when Gwen checks them in. Nothing moves until they arrive, but off-session charges can fail or need 3-D Secure again.\n3. **Authorisation hold**: a PaymentIntent with `capture_method: :manual` at booking, captured on arrival, released on cancel. Catch: holds expire after **7 days**.\n\nI'd go with **1**: least code, and Checkout handles the card UI and SCA for us.",
            ),
            (
                "user",
                "number 3, the auth hold, because a quarter of visitors cancel when the forecast turns and with upfront charging colin would be doing refunds all day, stripe keeps its fee on refunds too. releasing a hold costs nothing",
            ),
            (
                "think",
                "Option 3. Need to handle the 7 day expiry: save card with a SetupIntent at booking, place the hold later. How long before arrival? Ask rather than guess.",
            ),
            (
                "assistant",
                "Option 3 it is. The 7-day expiry means bookings made further ahead can't get the hold at booking time, so for those I'd save the card at booking (SetupIntent) and place the hold later with an Oban job. How many days before arrival should the hold be placed?",
            ),
            (
                "user",
                "place the hold 3 days before arrival, thats when gwen checks the forecast and confirms berths anyway. if the hold fails email the visitor and colin. oh and dont touch the office card terminal flow, walk ins still pay there",
            ),
            (
                "edit",
                "priv/repo/migrations/20260407101500_add_stripe_fields_to_visitor_bookings.exs",
            ),
            ("edit", "lib/berthwise/bookings/visitor_booking.ex"),
            ("edit", "lib/berthwise/payments/holds.ex"),
            ("edit", "lib/berthwise/workers/place_hold_worker.ex"),
            ("edit", "lib/berthwise_web/live/booking_live/new.ex"),
            ("edit", "lib/berthwise_web/controllers/stripe_webhook_controller.ex"),
            ("edit", "test/berthwise/payments/holds_test.exs"),
            (
                "bash",
                "mix test test/berthwise/payments 2>&1 | tail -2",
                "Finished in 0.6 seconds (0.5s async, 0.1s sync)\n14 tests, 0 failures",
            ),
            (
                "assistant",
                "Done on `feat/visitor-holds`:\n\n- **at booking**: if arrival is within 3 days, a PaymentIntent with `capture_method: :manual` is created straight away; otherwise the card is saved with a SetupIntent\n- **`PlaceHoldWorker`** (Oban, `payments` queue) runs 3 days before arrival and places the hold on the saved card; if that fails the visitor and Colin both get an email\n- **check-in** captures the hold; **cancel** releases it, no fee\n- the `payment_intent.canceled` webhook (Stripe releasing an expired hold) marks the booking so it shows up on Gwen's list\n- walk-ins and the office terminal are untouched\n\nNeeds `STRIPE_WEBHOOK_SECRET` set on Fly before it goes live.",
            ),
            ("user", "nice, ill sort the secret"),
        ],
        "lessons": [
            {"keys": ["auth hold", "refunds"]},
            {"keys": ["hold", "3 days before arrival"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh140-berthwise-tool-stored-visitor-pontoon-and-multihull-berths",
        "split": "fresh140",
        "steps": [
            (
                "user",
                "the online booking lets visitors pick any free berth in the marina, it should only ever offer visitor berths. thats pontoon D, D1 to D14, nothing over 12 metres LOA. can you remember that, rhys keeps asking me",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "berthwise: the visitor berths are pontoon D, berths D1-D14; visitor boats can be at most 12 metres LOA. Online booking must only offer these berths.",
                    "tags": ["berthwise", "berths", "visitors"],
                },
                '{"id":"8133","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/berthwise/berths.ex",
                "def free_for_visitors(arrival_on, nights) do\n  from(b in Berth,\n    where: b.id not in subquery(booked_between(arrival_on, nights)),\n    order_by: [b.pontoon, b.number]\n  )\n  |> Repo.all()\nend\n",
            ),
            (
                "bash",
                'psql "$DEV_DATABASE_URL" -c "SELECT code, max_loa_cm, finger FROM berths WHERE pontoon = \'D\' ORDER BY number" | head -6',
                " code | max_loa_cm |   finger\n------+------------+------------\n D1   |       1000 | standard\n D2   |       1000 | standard\n D3   |       1200 | standard\n D4   |       1200 | standard",
            ),
            (
                "think",
                "Filter on pontoon = 'D' plus the boat's LOA against max_loa_cm, and reject anything over 1200 cm up front in the booking form. Keep the per-berth max_loa_cm check since D1/D2 are only 10 m.",
            ),
            ("edit", "lib/berthwise/berths.ex"),
            ("edit", "lib/berthwise/bookings/visitor_booking.ex"),
            ("edit", "test/berthwise/berths_test.exs"),
            (
                "bash",
                "mix test test/berthwise/berths_test.exs 2>&1 | tail -2",
                "Finished in 0.3 seconds (0.3s async, 0.0s sync)\n9 tests, 0 failures",
            ),
            (
                "assistant",
                "Saved the visitor berth rule to memory, and the booking now follows it:\n\n- `Berths.free_for_visitors/3` only returns berths on **pontoon D**, and only those whose `max_loa_cm` fits the boat (D1 and D2 are 10 m berths)\n- the booking form rejects anything over 12 m LOA with a message to ring the office\n- tests for a 9 m boat, an 11.5 m boat (no D1/D2) and a 13 m boat (rejected)",
            ),
            (
                "user",
                "great. also multihulls can only go on D13 and D14, the hammerhead ends, every other finger on D is too narrow for a cat. rhys is off till thursday btw so no rush on merging",
            ),
            (
                "bash",
                "grep -n 'hull_type' lib/berthwise/visitors/boat.ex",
                "14:    field :hull_type, Ecto.Enum, values: [:mono, :multi]",
            ),
            ("edit", "lib/berthwise/berths.ex"),
            ("edit", "test/berthwise/berths_test.exs"),
            (
                "bash",
                "mix test test/berthwise/berths_test.exs 2>&1 | tail -2",
                "Finished in 0.3 seconds (0.3s async, 0.0s sync)\n11 tests, 0 failures",
            ),
            (
                "assistant",
                "Added: when the boat's `hull_type` is `:multi`, only **D13 and D14** are offered. Two new tests. It's on `feat/visitor-berths-only`; I'll leave it unmerged for Rhys to look at on Thursday.",
            ),
        ],
        "lessons": [
            {"keys": ["multihulls", "D13"]},
        ],
        "tool_stored": [["pontoon D", "12 metres"]],
    },
    {
        "name": "fresh140-berthwise-review-rhys-harbour-dues-pr",
        "split": "fresh140",
        "steps": [
            ("user", "can u review rhys's pr #58, the annual harbour dues invoices"),
            (
                "bash",
                "gh pr view 58 --json title,files --jq '.title, .files[].path'",
                "Annual harbour dues invoices\npriv/repo/migrations/20260410090000_create_dues_invoices.exs\nlib/berthwise/dues.ex\nlib/berthwise/dues/invoice.ex\nlib/berthwise/workers/dues_invoice_worker.ex\nlib/berthwise_web/templates/dues/invoice.html.heex\ntest/berthwise/dues_test.exs",
            ),
            (
                "read",
                "lib/berthwise/dues/invoice.ex",
                'schema "dues_invoices" do\n  field :season, :integer\n  field :loa_m, :float\n  field :amount_pence, :integer\n  field :issued_at, :naive_datetime\n  belongs_to :berth_holder, BerthHolder\n  timestamps()\nend\n',
            ),
            (
                "read",
                "test/berthwise/dues_test.exs",
                'test "issuing dues enqueues an invoice per berth holder" do\n  holder = insert(:berth_holder, loa_m: 9.45)\n  Dues.issue_season(2026)\n  Process.sleep(200)\n  assert [%Invoice{amount_pence: 61_425}] = Repo.all(Invoice)\nend\n',
            ),
            (
                "think",
                "Float length is a problem: amount = loa * rate in float. Suggest Decimal metres. issued_at naive_datetime and timestamps() default naive. Test sleeps waiting for the worker. Template hard-codes 'Harbour Dues 2026'.",
            ),
            (
                "assistant",
                "Review of #58:\n\n1. **`loa_m` is a `:float`** and the amount is worked out from it, so 9.45 m can come out as 9.4499999. The boat length should be a Decimal in metres (`:decimal`, scale 2) and the amount computed with `Decimal.mult/2`.\n2. **`issued_at` is `:naive_datetime`**, and `timestamps()` defaults to naive too.\n3. **The test sleeps** (`Process.sleep(200)`) hoping `DuesInvoiceWorker` has run by then. That will be flaky on CI.\n4. **Invoice template** has `Harbour Dues 2026` hard-coded instead of using `@invoice.season`.\n\nOtherwise the worker and the per-holder query look right.",
            ),
            (
                "user",
                "1 no, boat lengths are always integer centimetres in an integer loa_cm field, same as berths.max_loa_cm, no floats and no decimals. 2 yes, every timestamp in this app is utc_datetime, never naive_datetime, after the tide mess. for 3 we run Oban in testing: :manual and use assert_enqueued / perform_job, never Process.sleep in tests. ignore 4, colin is redoing the invoice layout next month anyway",
            ),
            (
                "think",
                "Rewrite the review: loa_cm integer; dues rate per metre -> amount_pence = div(loa_cm * rate_pence_per_m, 100) with explicit rounding; utc_datetime for issued_at and timestamps(type: :utc_datetime); test via Oban.Testing perform_job. Drop point 4.",
            ),
            (
                "bash",
                "gh pr review 58 --request-changes --body-file /tmp/review_58.md",
                "- Requested changes to pull request saltmarsh-quay/berthwise#58",
            ),
            (
                "assistant",
                "Posted on #58 (changes requested), reworked along your lines:\n\n- length as an integer `loa_cm` like `berths.max_loa_cm`, amount in pence from it with explicit rounding, and the factory uses `loa_cm: 945`; I dropped my Decimal suggestion\n- `issued_at` as `:utc_datetime` and `timestamps(type: :utc_datetime)`\n- the test uses `Oban.Testing`: `assert_enqueued worker: DuesInvoiceWorker` after `issue_season/1`, then `perform_job/2` and assert on the invoice, no sleep\n\nNothing about the template.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["loa_cm", "integer centimetres"], "not": ["decimal in metres"]},
            {"keys": ["utc_datetime", "naive_datetime"]},
            {"keys": ["Process.sleep", "assert_enqueued"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh140-berthwise-correction-sill-gate-window",
        "split": "fresh140",
        "steps": [
            (
                "user",
                "gwen wants a departures planner: berth holder picks a date and it shows when they can get out over the sill",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "berthwise sill gate window high water"},
                '{"memories":[{"id":"8133","content":"berthwise: the visitor berths are pontoon D, berths D1-D14; visitor boats can be at most 12 metres LOA. Online booking must only offer these berths."}]}',
                False,
            ),
            (
                "bash",
                "grep -rn -i 'gate' lib/berthwise/tides.ex",
                "lib/berthwise/tides.ex:8:  # sill gate opens 2h either side of HW\nlib/berthwise/tides.ex:9:  @gate_window_minutes 120\nlib/berthwise/tides.ex:31:  def gate_windows(date) do",
            ),
            (
                "think",
                "The arrivals board already uses Tides.gate_windows/1 with @gate_window_minutes 120. Reuse it for the planner.",
            ),
            (
                "assistant",
                "Plan for the planner:\n\n- The sill gate is open 2 hours either side of high water (`@gate_window_minutes 120` in `Berthwise.Tides`), so for the chosen date the page lists each gate window from `Tides.gate_windows/1`, the same function the arrivals board uses\n- a date picker defaulting to tomorrow, and a 7-day strip underneath so they can compare days\n- new LiveView at `/departures`, behind the berth holder login\n\nOK?",
            ),
            ("user", "sounds good"),
            ("edit", "lib/berthwise_web/live/departures_live.ex"),
            ("edit", "lib/berthwise_web/live/departures_live.html.heex"),
            ("edit", "lib/berthwise_web/router.ex"),
            ("edit", "test/berthwise_web/live/departures_live_test.exs"),
            (
                "bash",
                "mix test test/berthwise_web/live/departures_live_test.exs 2>&1 | tail -2",
                "Finished in 0.5 seconds (0.0s async, 0.5s sync)\n5 tests, 0 failures",
            ),
            (
                "assistant",
                "The departures planner is up at `/departures` on `feat/departures-planner`: date picker, the gate windows for that day, and the 7-day strip. Tests cover a day with two high waters and the date picker.",
            ),
            (
                "user",
                "looks good. can the windows be green like on the arrivals board? and btw the gate is open 2.5 hours either side of high water since the sill was lowered last winter, that 2h comment is from before. so the arrivals board has been a bit pessimistic too i guess",
            ),
            (
                "think",
                "Change @gate_window_minutes to 150 and the comment. Both the board and planner use gate_windows/1 so one change fixes both. Update tests that assert on 2h windows. Colours: arrivals uses bg-emerald-100 text-emerald-900.",
            ),
            ("edit", "lib/berthwise/tides.ex"),
            ("edit", "test/berthwise/tides_test.exs"),
            ("edit", "lib/berthwise_web/live/departures_live.html.heex"),
            (
                "bash",
                "mix test 2>&1 | tail -2",
                "Finished in 4.1 seconds (2.8s async, 1.3s sync)\n212 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n- `@gate_window_minutes` is now **150** and the comment says the sill was lowered last winter; the arrivals board and the planner both use it, so the board is fixed as well\n- planner windows use the same green as the arrivals board\n- the tide tests now expect 2.5 h windows; full suite passes\n\nStill on `feat/departures-planner`.",
            ),
            ("user", "ship it"),
            (
                "bash",
                "gh pr create --fill --base main 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/saltmarsh-quay/berthwise/pull/61\n✓ Squashed and merged pull request saltmarsh-quay/berthwise#61",
            ),
            ("assistant", "Merged as #61, it goes out with the next deploy."),
        ],
        "lessons": [
            {"keys": ["2.5 hours", "high water"], "not": ["open 2 hours either side"]},
        ],
        "tool_stored": [],
    },
]
