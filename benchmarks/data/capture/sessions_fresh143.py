"""The "fresh143" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH143: list[dict[str, Any]] = [
    # --- "firebrick": kiln booking and firing log for Clayhouse Studios, a shared pottery studio
    # in Leeds (three kilns: "Big Bertha", a Skutt electric; "Little Kiln", a small electric test
    # kiln; "the Dragon", a gas reduction kiln). Members book space in firings, kiln controllers
    # (Bartlett Genesis) publish thermocouple readings over MQTT to a Mosquitto broker. Elixir
    # 1.17, Phoenix 1.7 LiveView, Ecto on PostgreSQL 16, Oban, Tortoise311 MQTT client, Stripe,
    # Swoosh emails, Fly.io (2 machines). People: Marguerite (studio owner), Jun (kiln
    # technician), Kofi (second dev). Repo: lib/firebrick/{bookings,firings,kilns,billing,
    # telemetry}, lib/firebrick_web/{live,components,controllers}, priv/repo/migrations, test ---
    {
        "name": "fresh143-firebrick-chitchat-liveview-double-mount-and-bisque-typo",
        "split": "fresh143",
        "steps": [
            (
                "user",
                "why does my IO.inspect in mount print twice when i open the schedule page. is something broken",
            ),
            (
                "read",
                "lib/firebrick_web/live/schedule_live.ex",
                'def mount(_params, _session, socket) do\n  firings = Firings.upcoming(days: 14)\n  IO.inspect(length(firings), label: "mount firings")\n  {:ok, assign(socket, firings: firings, kiln_filter: :all)}\nend\n',
            ),
            (
                "think",
                "Classic LiveView: mount runs once for the static (dead) HTTP render and once when the websocket connects. Nothing broken. Explain connected?/1, and that the query runs twice; fine here, but PubSub subscriptions should be behind connected?.",
            ),
            (
                "assistant",
                "Nothing's broken, that's how LiveView works. `mount/3` runs **twice** on a page load:\n\n1. **the plain HTTP request**: the server renders full HTML so the page shows up immediately (and works for crawlers). This render is stateless, the process is thrown away afterwards\n2. **the websocket connect**: the browser's JS joins the LiveView, a long-lived process starts and `mount/3` runs again to build its state\n\nYou can tell them apart with `connected?(socket)`:\n\n```elixir\nif connected?(socket), do: Phoenix.PubSub.subscribe(Firebrick.PubSub, \"firings\")\n```\n\nThat's where subscriptions and timers belong, since they only make sense in the connected process. The `Firings.upcoming/1` query running twice is normal and cheap here; if it ever got slow you could show a skeleton on the first render and load the data only when connected.",
            ),
            (
                "user",
                "ahh ok. also the firing type dropdown says Bisqe, marguerite noticed",
            ),
            (
                "bash",
                "grep -rn 'Bisqe' lib/ priv/",
                'lib/firebrick_web/components/firing_components.ex:18:      {"Bisqe", :bisque},',
            ),
            ("edit", "lib/firebrick_web/components/firing_components.ex"),
            (
                "bash",
                "mix test test/firebrick_web/components 2>&1 | tail -2",
                "Finished in 0.4 seconds (0.4s async, 0.00s sync)\n14 tests, 0 failures",
            ),
            (
                "assistant",
                "Fixed: the dropdown label in `firing_components.ex` now says **Bisque**. Only the label was wrong, the stored value was already `:bisque`.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh143-firebrick-incident-mqtt-client-id-collision",
        "split": "fresh143",
        "steps": [
            (
                "user",
                "jun says the temp graph for big bertha went flat from about 1am last night but the kiln was definitely firing. marguerite is panicking bc it was the glaze load for the open studio",
            ),
            (
                "bash",
                "fly logs -a firebrick --no-tail | grep -i mqtt | tail -8",
                "2026-12-02T00:58:41Z app[4d891e2a] lhr [info] Tortoise311 connected client_id=firebrick\n2026-12-02T00:58:43Z app[e784f0c1] lhr [warning] Tortoise311 connection lost: :closed, reconnecting\n2026-12-02T00:58:45Z app[e784f0c1] lhr [info] Tortoise311 connected client_id=firebrick\n2026-12-02T00:58:45Z app[4d891e2a] lhr [warning] Tortoise311 connection lost: :closed, reconnecting\n2026-12-02T00:58:47Z app[4d891e2a] lhr [info] Tortoise311 connected client_id=firebrick\n2026-12-02T00:58:47Z app[e784f0c1] lhr [warning] Tortoise311 connection lost: :closed, reconnecting\n2026-12-02T00:58:49Z app[e784f0c1] lhr [info] Tortoise311 connected client_id=firebrick\n2026-12-02T00:58:49Z app[4d891e2a] lhr [warning] Tortoise311 connection lost: :closed, reconnecting",
            ),
            (
                "bash",
                "fly machines list -a firebrick | tail -3",
                "ID              NAME                STATE   REGION  UPDATED\n4d891e2a9c2f78  withered-sun-402   started lhr     2026-11-20T10:12:03Z\ne784f0c1d04a96  polished-leaf-117  started lhr     2026-12-02T00:58:30Z",
            ),
            (
                "read",
                "lib/firebrick/telemetry/mqtt_supervisor.ex",
                'def init(_opts) do\n  children = [\n    {Tortoise311.Connection,\n     client_id: "firebrick",\n     server: {Tortoise311.Transport.Tcp, host: broker_host(), port: 1883},\n     handler: {Firebrick.Telemetry.Handler, []},\n     subscriptions: [{"kilns/+/temperature", 1}]}\n  ]\n\n  Supervisor.init(children, strategy: :one_for_one)\nend\n',
            ),
            (
                "think",
                "Second machine started at 00:58:30, both connect with the same client_id. MQTT: when a client connects with a client id that's already connected, the broker disconnects the existing one. So they kick each other every ~2s; in between there's no subscribed session and QoS 1 messages to a clean session are dropped. Also, even once fixed, two machines both subscribing to kilns/+/temperature would each insert every reading -> duplicates. Use a shared subscription $share/firebrick/kilns/+/temperature so the broker delivers each message to one of them. Who scaled? Check with user.",
            ),
            (
                "assistant",
                'Found it. The kiln was fine, firebrick stopped hearing it.\n\n**What happened.** At 00:58 a second Fly machine started (`e784f0c1`). Both machines connect to Mosquitto with the same hard-coded `client_id: "firebrick"`. In MQTT a client ID can only be connected once: when the second one connects, the broker drops the first. The first reconnects and drops the second, and so on every two seconds all night. Readings published in between went to nobody, so the graph flatlined.\n\n**Fix.**\n- give each machine its own client ID, `firebrick-` plus `FLY_MACHINE_ID`\n- subscribe with a shared subscription (`$share/firebrick/kilns/+/temperature`), otherwise with two healthy machines **every reading would be stored twice**; with `$share` the broker hands each message to one of them\n\nDid someone scale the app to two machines on purpose?',
            ),
            (
                "user",
                "yeah kofi did fly scale count 2 last night so deploys dont drop the live view, we're keeping 2. go ahead",
            ),
            ("edit", "lib/firebrick/telemetry/mqtt_supervisor.ex"),
            ("edit", "test/firebrick/telemetry/mqtt_supervisor_test.exs"),
            (
                "bash",
                "mix test test/firebrick/telemetry 2>&1 | tail -2 && fly deploy -a firebrick 2>&1 | tail -1",
                "7 tests, 0 failures\nVisit your newly deployed app at https://firebrick.fly.dev/",
            ),
            (
                "bash",
                "sleep 120 && fly logs -a firebrick --no-tail | grep -i mqtt | tail -3",
                "2026-12-02T10:41:07Z app[4d891e2a] lhr [info] Tortoise311 connected client_id=firebrick-4d891e2a9c2f78\n2026-12-02T10:41:09Z app[e784f0c1] lhr [info] Tortoise311 connected client_id=firebrick-e784f0c1d04a96\n2026-12-02T10:43:02Z app[e784f0c1] lhr [info] Telemetry kiln=little_kiln temp_c=412.0",
            ),
            (
                "assistant",
                "Deployed, and both machines have stayed connected for two minutes with no reconnects.\n\nSo the rule from this one: each machine needs its own MQTT client_id (we append FLY_MACHINE_ID), because Mosquitto disconnects the existing session whenever another client connects with the same client_id. The shared subscription makes sure a reading is stored once, not once per machine.\n\nLast night's readings from 00:58 until the end of the firing are missing in firebrick. The Genesis controller keeps its own firing log, so they can be imported from there if Marguerite wants the full curve.",
            ),
            ("user", "jun'll pull the controller log off it tomorrow, ill send it to u"),
        ],
        "lessons": [
            {"keys": ["client_id", "FLY_MACHINE_ID"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh143-firebrick-decision-charge-by-volume",
        "split": "fresh143",
        "steps": [
            (
                "user",
                "marguerite wants to change how we charge for firings. atm its per shelf and people are gaming it. whats the options",
            ),
            (
                "read",
                "lib/firebrick/billing/pricing.ex",
                "def fee_pence(%Booking{shelves: shelves, firing: %Firing{kiln: kiln}}) do\n  # shelves is 0.5, 1.0, 1.5 ...\n  round(shelves * kiln.shelf_rate_pence)\nend\n",
            ),
            (
                "bash",
                'psql "$FIREBRICK_RO_URL" -c "SELECT shelves, count(*) AS bookings, round(avg(max_height_cm)) AS avg_height_cm, count(*) FILTER (WHERE max_height_cm > 30) AS over_30cm FROM bookings WHERE inserted_at > now() - interval \'6 months\' GROUP BY 1 ORDER BY 1"',
                " shelves | bookings | avg_height_cm | over_30cm\n---------+----------+---------------+-----------\n     0.5 |      612 |            19 |        88\n     1.0 |      204 |            24 |        31\n     1.5 |       22 |            27 |         4\n(3 rows)",
            ),
            (
                "think",
                "88 half-shelf bookings with a piece over 30 cm: a tall piece needs the shelf above removed, so it really uses a full shelf or more. Options: height tiers on the shelf price, charge by volume, or flat per piece by size band. Least change: add a height surcharge to the per-shelf price.",
            ),
            (
                "assistant",
                "The gaming is visible: in the last 6 months **88 half-shelf bookings had a piece over 30 cm**, which means Jun has to leave the shelf above out, so they really take a whole shelf.\n\nOptions:\n\n1. **Per shelf with a height rule**: keep shelves, but anything over 30 cm is billed as a full shelf. Smallest change, members already understand shelves.\n2. **By volume**: members enter each piece's width, depth and height; the fee is a rate per litre of the bounding box, with a minimum charge.\n3. **Per piece by size band**: S / M / L / XL with a flat price each, size judged by Jun at loading.\n\nI'd go with **1**: it fixes the tall-piece problem with one rule and no new form fields.",
            ),
            (
                "user",
                "2, charge by volume because members with tall pieces have been paying for half a shelf and taking up a whole one, and half the studios in leeds already do it so people get it. oh and dragon reduction firings are double the electric rate cos of the gas",
            ),
            (
                "think",
                "Option 2. Booking items: add pieces table (width_cm, depth_cm, height_cm); volume litres = w*d*h/1000; fee = max(min_charge, round(litres * kiln.rate_per_litre_pence)). Dragon: kiln.kind == :gas -> rate multiplier 2. Rate: ask or placeholder? Ask for the rate and minimum.",
            ),
            (
                "assistant",
                "Going with volume. What rate per litre and what minimum charge should I put in?",
            ),
            (
                "user",
                "put 10p a litre and 3 quid minimum as placeholders, marguerite will set the real numbers in admin before it goes live",
            ),
            ("edit", "priv/repo/migrations/20261203101500_add_booking_pieces.exs"),
            ("edit", "lib/firebrick/bookings/piece.ex"),
            ("edit", "lib/firebrick/billing/pricing.ex"),
            ("edit", "lib/firebrick_web/live/booking_live/form_component.ex"),
            ("edit", "lib/firebrick_web/live/admin/kiln_rates_live.ex"),
            ("edit", "test/firebrick/billing/pricing_test.exs"),
            (
                "bash",
                "mix ecto.migrate 2>&1 | tail -1 && mix test test/firebrick/billing 2>&1 | tail -1",
                "[info] == Migrated 20261203101500 in 0.0s\n12 tests, 0 failures",
            ),
            (
                "assistant",
                "Done on `feat/volume-pricing`:\n\n- bookings now have pieces with width, depth and height in cm; the booking form adds them one by one and shows the running fee\n- fee = litres of each piece's bounding box × the kiln's rate per litre, with a minimum per booking; **Dragon firings use double the rate**\n- the rate (10p/litre) and minimum (£3) are placeholders editable on `/admin/kiln-rates`\n\nExisting bookings keep their per-shelf fee.",
            ),
            ("user", "ok leave it unmerged till marguerite has put the real rates in"),
            ("assistant", "Left as a draft PR (#47)."),
        ],
        "lessons": [
            {"keys": ["by volume", "tall pieces"]},
            {"keys": ["dragon", "double the electric rate"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh143-firebrick-tool-stored-big-bertha-cone-6-and-cooldown",
        "split": "fresh143",
        "steps": [
            (
                "user",
                "jun wants the booking form to stop people picking cone 10 for big bertha. its elements max out at cone 6, remember that one, it matters",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "firebrick: Big Bertha (the Skutt electric kiln) maxes out at cone 6; never allow cone 10 firings in it.",
                    "tags": ["firebrick", "kilns", "big-bertha"],
                },
                '{"id":"7740","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/firebrick/kilns/kiln.ex",
                'schema "kilns" do\n  field :name, :string\n  field :kind, Ecto.Enum, values: [:electric, :gas]\n  field :shelf_rate_pence, :integer\n  field :rate_per_litre_pence, :integer\n  timestamps()\nend\n',
            ),
            (
                "read",
                "lib/firebrick/firings/firing.ex",
                "def changeset(firing, attrs) do\n  firing\n  |> cast(attrs, [:kiln_id, :cone, :firing_type, :starts_at, :ends_at])\n  |> validate_required([:kiln_id, :cone, :firing_type, :starts_at])\n  |> validate_inclusion(:cone, ~w(022 018 06 05 04 6 10))\nend\n",
            ),
            (
                "think",
                "Add max_cone to kilns (data, not hard-coded name check): Big Bertha 6, Little Kiln 6?, Dragon 10. Cone ordering: 022 < 018 < 06 < 05 < 04 < 6 < 10 — can't compare strings; map to order index. Validate in changeset, and filter options in the form. Also noticed: scheduler allows back-to-back firings in the same kiln; ask about cooldown.",
            ),
            ("edit", "priv/repo/migrations/20261204091200_add_max_cone_to_kilns.exs"),
            ("edit", "lib/firebrick/kilns/kiln.ex"),
            ("edit", "lib/firebrick/firings/cone.ex"),
            ("edit", "lib/firebrick/firings/firing.ex"),
            ("edit", "lib/firebrick_web/live/firing_live/form_component.ex"),
            ("edit", "test/firebrick/firings/firing_test.exs"),
            (
                "bash",
                "mix ecto.migrate 2>&1 | tail -1 && mix test test/firebrick/firings 2>&1 | tail -1",
                "[info] == Migrated 20261204091200 in 0.0s\n18 tests, 0 failures",
            ),
            (
                "assistant",
                'Saved the cone 6 limit to memory, and firebrick enforces it now:\n\n- kilns have a `max_cone` (Big Bertha and Little Kiln 6, the Dragon 10), set in the migration\n- `Firing.changeset/2` rejects a cone above the kiln\'s max (cones are compared through `Firebrick.Firings.Cone.order/1`, since `"06"` is cooler than `"6"`)\n- the form only offers the cones the chosen kiln can do\n\nOne thing I noticed: the scheduler lets a new firing in the same kiln start the moment the previous one ends. Is there a cooldown gap I should enforce?',
            ),
            (
                "user",
                "oh yeah. every kiln needs 36 hours cooldown after a firing before the next one can be loaded, jun cant unload till its cold",
            ),
            (
                "think",
                "Validate at scheduling: no firing in the same kiln with starts_at < previous ends_at + 36h. Put it as a module attribute @cooldown_hours 36 in Firings and check in create/update (needs DB query, so in context function, not changeset-only). Show the earliest free slot in the error.",
            ),
            ("edit", "lib/firebrick/firings.ex"),
            ("edit", "lib/firebrick_web/live/firing_live/form_component.ex"),
            ("edit", "test/firebrick/firings_test.exs"),
            (
                "bash",
                "mix test test/firebrick/firings_test.exs 2>&1 | tail -1",
                "23 tests, 0 failures",
            ),
            (
                "assistant",
                "Added: `Firings.schedule/1` refuses a firing that starts less than 36 hours after the previous firing in the same kiln ended, and the form says when the kiln is next free. Both changes are on `feat/kiln-limits`.",
            ),
            ("user", "👌"),
        ],
        "lessons": [
            {"keys": ["36 hours", "cooldown"]},
        ],
        "tool_stored": [["big bertha", "cone 6"]],
    },
    {
        "name": "fresh143-firebrick-review-kofi-charge-worker-rules",
        "split": "fresh143",
        "steps": [
            ("user", "review kofi's pr 52 pls, its the stripe charge when a booking is confirmed"),
            (
                "bash",
                "gh pr view 52 --json title,files --jq '.title, .files[].path'",
                "Charge members when booking is confirmed\npriv/repo/migrations/20261205140000_add_fee_pence_to_bookings.exs\nlib/firebrick/billing/charge_worker.ex\nlib/firebrick/bookings.ex\nlib/firebrick_web/live/booking_live/show.html.heex\ntest/firebrick/billing/charge_worker_test.exs",
            ),
            (
                "read",
                "lib/firebrick/billing/charge_worker.ex",
                'defmodule Firebrick.Billing.ChargeWorker do\n  use Oban.Worker, queue: :billing, max_attempts: 5\n\n  @impl Oban.Worker\n  def perform(%Oban.Job{args: %{"booking_id" => id}}) do\n    booking = Bookings.get!(id)\n    Stripe.PaymentIntent.create(%{\n      amount: booking.fee_pence,\n      currency: "gbp",\n      customer: booking.member.stripe_customer_id,\n      off_session: true,\n      confirm: true\n    })\n  end\nend\n',
            ),
            (
                "read",
                "lib/firebrick_web/live/booking_live/show.html.heex",
                '<p>Firing starts <%= Calendar.strftime(@booking.firing.starts_at, "%a %d %b, %H:%M") %></p>\n<p>Fee: <%= format_pence(@booking.fee_pence) %></p>\n',
            ),
            (
                "think",
                "fee_pence integer: with volume pricing fees could be fractional pence; suggest decimal. ChargeWorker: 5 attempts, no idempotency key -> a timeout after Stripe succeeded retries and double charges. starts_at is utc_datetime shown raw -> wrong by an hour in summer.",
            ),
            (
                "assistant",
                "Review of #52:\n\n1. **Money**: `fee_pence` is an integer column. With volume pricing a fee can come out at fractions of a penny, so I'd switch fee to a decimal column and round only when charging.\n2. **Retries**: `ChargeWorker` retries up to 5 times with no idempotency key. If Stripe accepts the charge but the response times out, the retry charges the member again. Pass `idempotency_key: \"booking-#{id}\"`.\n3. **Times**: the show page prints `starts_at` as stored (UTC), so in summer it's an hour early.\n\nThe test coverage for the happy path and a declined card is good.",
            ),
            (
                "user",
                "1 no - money is integer pence everywhere, round the volume price to the nearest penny when its calculated, stripe wants pence anyway. 2 yes, and also any oban job that calls stripe has to be unique on booking_id, we double charged someone in may when the same job got inserted twice. 3 yes, store utc but always show members Europe/London time. and tell him to rebase, hes behind main",
            ),
            (
                "think",
                "Drop point 1; pricing already rounds. Add to 2: use Oban unique: [keys: [:booking_id], period: :infinity, states: all but cancelled?]. 3: Europe/London via tz database (tzdata is configured?). Rebase request.",
            ),
            (
                "bash",
                "grep -n 'time_zone_database' config/config.exs",
                "config/config.exs:41:config :elixir, :time_zone_database, Tzdata.TimeZoneDatabase",
            ),
            (
                "bash",
                "gh pr review 52 --request-changes --body-file /tmp/review_52.md",
                "- Requested changes to pull request clayhouse/firebrick#52",
            ),
            (
                "assistant",
                "Posted on #52 (changes requested):\n\n- pass a Stripe idempotency key (`booking-<id>`) with the PaymentIntent\n- make `ChargeWorker` unique on `booking_id` (`unique: [keys: [:booking_id], period: :infinity]`) so the same booking can't be queued twice\n- show `starts_at` in Europe/London with `DateTime.shift_zone!/2` (Tzdata is already configured); storage stays UTC\n- rebase on main\n\nI dropped my decimal suggestion: `fee_pence` stays an integer.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [
            {"keys": ["money", "integer pence"], "not": ["switch fee to a decimal"]},
            {"keys": ["oban", "booking_id"]},
            {"keys": ["Europe/London", "utc"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh143-firebrick-correction-loading-cutoff-noon",
        "split": "fresh143",
        "steps": [
            (
                "user",
                "members keep forgetting to put their stuff on the loading shelf. can we email them the day before a firing theyre booked on",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "firebrick loading shelf firing reminder"},
                '{"memories":[{"id":"7740","content":"firebrick: Big Bertha (the Skutt electric kiln) maxes out at cone 6; never allow cone 10 firings in it."}]}',
                False,
            ),
            (
                "bash",
                "grep -rn -i 'loading shelf' lib/",
                "lib/firebrick_web/controllers/page_html/rules.html.heex:12:  <li>Work must be on the loading shelf by 6pm the day before the firing.</li>",
            ),
            (
                "think",
                "The studio rules page says 6pm the day before. Oban cron job daily at 9:00 Europe/London: find firings starting tomorrow, email every member with a confirmed booking. Track reminder_sent_at to stay idempotent.",
            ),
            (
                "assistant",
                "Plan:\n\n- an Oban cron job every morning at 9:00 (Europe/London) finds firings that start the next day and emails each member with a confirmed booking on them\n- the email lists their pieces and the kiln, and says pieces must be on the loading shelf by 6pm the day before the firing (that's what the studio rules page says)\n- `reminder_sent_at` on the booking so nobody gets it twice\n\nSound right?",
            ),
            ("user", "sounds good"),
            ("edit", "priv/repo/migrations/20261206093000_add_reminder_sent_at_to_bookings.exs"),
            ("edit", "lib/firebrick/bookings/loading_reminder_worker.ex"),
            ("edit", "lib/firebrick/emails/loading_reminder_email.ex"),
            ("edit", "config/config.exs"),
            ("edit", "test/firebrick/bookings/loading_reminder_worker_test.exs"),
            (
                "bash",
                "mix ecto.migrate 2>&1 | tail -1 && mix test test/firebrick/bookings/loading_reminder_worker_test.exs 2>&1 | tail -1",
                "[info] == Migrated 20261206093000 in 0.0s\n6 tests, 0 failures",
            ),
            (
                "assistant",
                "Done on `feat/loading-reminders`: `LoadingReminderWorker` runs at 9:00 daily via the Oban cron plugin, emails members booked on the next day's firings once each, and the tests cover the date window, cancelled bookings and no duplicates.",
            ),
            (
                "user",
                "nice. can the email have the kiln photo jun uploaded? oh btw the loading cutoff is noon the day before now, jun starts loading at 2 since the summer. the rules page is just out of date, fix that too",
            ),
            (
                "think",
                "Cutoff noon the day before. A 9:00 email the same day leaves members 3 hours; move the reminder to 17:00 two days before the firing so they have a morning. Kiln photo: kilns have photo_url from admin upload; include as inline image. Update the rules page text.",
            ),
            (
                "assistant",
                "With a noon cutoff, a 9:00 email on the same day only gives people three hours. I'll move the reminder to **5pm two days before** the firing instead, OK?",
            ),
            ("user", "ya fine"),
            ("edit", "lib/firebrick/bookings/loading_reminder_worker.ex"),
            ("edit", "lib/firebrick/emails/loading_reminder_email.ex"),
            ("edit", "lib/firebrick_web/controllers/page_html/rules.html.heex"),
            ("edit", "config/config.exs"),
            ("edit", "test/firebrick/bookings/loading_reminder_worker_test.exs"),
            (
                "bash",
                "mix test test/firebrick/bookings/loading_reminder_worker_test.exs 2>&1 | tail -1",
                "6 tests, 0 failures",
            ),
            (
                "assistant",
                "Updated:\n\n- the reminder goes out at 17:00 two days before the firing\n- the email says pieces must be on the loading shelf **by noon the day before** and shows the kiln's photo\n- the studio rules page says noon too",
            ),
            ("user", "merge it"),
            (
                "bash",
                "gh pr create --fill 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/clayhouse/firebrick/pull/55\n✓ Squashed and merged pull request clayhouse/firebrick#55",
            ),
            ("assistant", "Merged as #55."),
        ],
        "lessons": [
            {"keys": ["loading cutoff", "noon"], "not": ["by 6pm the day before"]},
        ],
        "tool_stored": [],
    },
]
