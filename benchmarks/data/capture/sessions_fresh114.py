"""The "fresh114" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH114: list[dict[str, Any]] = [
    # --- "shelfwise": holds, interlibrary loans and room bookings for the Tarnbrook Libraries
    # consortium (9 branches). Elixir 1.17 / Phoenix 1.7 LiveView, Ecto, Oban 2.18,
    # PostgreSQL 16, deployed on Fly.io (lhr, 2 machines); talks to the Koha ILS REST API;
    # repo: lib/shelfwise/ (contexts Holds, Rooms, Patrons, Koha), lib/shelfwise_web/live/,
    # priv/repo/migrations/, config/, fly.toml ---
    {
        "name": "fresh114-shelfwise-chitchat-ecto-multi-and-pickup-typo",
        "split": "fresh114",
        "steps": [
            (
                "user",
                "quick one, whats the point of Ecto.Multi when i can just do Repo.transaction(fn -> ... end). tomasz uses Multi everywhere in the ILL context and it reads weird to me",
            ),
            (
                "think",
                "Conceptual. Multi: data structure describing operations, named steps, inspectable/testable without DB, error tuple says which step failed with changes so far, composable (append/merge). Function form: imperative, need Repo.rollback manually. Use an ILL example.",
            ),
            (
                "assistant",
                "Both end up as one database transaction; the difference is how you describe it.\n\n**`Repo.transaction(fn -> ... end)`**\n- plain imperative code, you call `Repo.insert!` etc. inside\n- to abort you `raise` or call `Repo.rollback(reason)` yourself\n- when it fails you get `{:error, reason}`, with no record of which step it was\n\n**`Ecto.Multi`**\n- builds a *description* of the steps first (`Multi.insert(:request, ...)`, `Multi.update(:hold, ...)`), then `Repo.transaction(multi)` runs it\n- every step has a name, so a failure comes back as `{:error, :hold, changeset, %{request: ...}}`: you know exactly which step failed and what had already run\n- you can build and inspect a Multi in a test with `Ecto.Multi.to_list/1` without touching the DB\n- Multis compose: `Multi.append/2` lets the ILL context reuse a Multi from the Holds context\n\nFor the ILL flow (create request, place hold, write audit row) the named steps are the main win: when the Koha side rejects something, the error tells you it was `:hold` and not `:request`. For a one-off two-line transaction the function form is fine.",
            ),
            (
                "user",
                "ok that makes sense. also the holds shelf page says 'Pickup locaton' in the column header lol",
            ),
            (
                "bash",
                'grep -rn "locaton" lib/',
                'lib/shelfwise_web/live/holds_shelf_live.html.heex:14:      <:col :let={hold} label="Pickup locaton"><%= hold.branch.name %></:col>',
            ),
            ("edit", "lib/shelfwise_web/live/holds_shelf_live.html.heex"),
            (
                "bash",
                "mix test test/shelfwise_web/live/holds_shelf_live_test.exs 2>&1 | tail -2",
                "Finished in 0.9 seconds (0.4s async, 0.5s sync)\n6 tests, 0 failures",
            ),
            (
                "assistant",
                "Fixed, the header now says **Pickup location**. That was the only place it was misspelled, and the holds shelf tests still pass.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh114-shelfwise-incident-oban-queues-exhaust-ecto-pool",
        "split": "fresh114",
        "steps": [
            (
                "user",
                "branch staff say the holds shelf page keeps timing out since about 9, sometimes a 500. koha itself is fine",
            ),
            (
                "bash",
                "fly logs -a shelfwise --no-tail | grep -E 'error|ConnectionError' | tail -3",
                "2026-12-07T09:12:44Z app[e784e0d2] lhr [error] ** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2000ms. This means requests are coming in and your connection pool cannot serve them fast enough.\n2026-12-07T09:12:44Z app[e784e0d2] lhr [error] GET /holds/shelf - 500 in 2013ms\n2026-12-07T09:13:02Z app[3d8e61f5] lhr [error] ** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2000ms.",
            ),
            (
                "read",
                "config/runtime.exs",
                'config :shelfwise, Shelfwise.Repo,\n  url: database_url,\n  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),\n  socket_options: maybe_ipv6\n',
            ),
            (
                "read",
                "config/config.exs",
                'config :shelfwise, Oban,\n  repo: Shelfwise.Repo,\n  queues: [default: 5, koha_sync: 10, notifications: 40],\n  plugins: [\n    {Oban.Plugins.Pruner, max_age: 60 * 60 * 24 * 7},\n    {Oban.Plugins.Cron, crontab: [{"15 2 * * *", Shelfwise.Holds.ExpireWorker}]}\n  ]\n',
            ),
            (
                "bash",
                "git log -3 --format='%h %an %ad %s' -- config/config.exs; fly ssh console -a shelfwise -C 'printenv POOL_SIZE'",
                "b27f0a9 Priya Natarajan Sun Dec 6 18:40:11 2026 bump notifications queue to 40 to clear overdue notice backlog\n41cc3de Tomasz Wrona Tue Nov 24 10:02:57 2026 add koha_sync queue\n9e01b72 Priya Natarajan Thu Oct 29 16:21:30 2026 oban cron for hold expiry\n10",
            ),
            (
                "bash",
                "psql \"$SHELFWISE_PROD_RO\" -c \"SELECT queue, state, count(*) FROM oban_jobs WHERE state IN ('available','executing') GROUP BY 1,2\"",
                "     queue     |   state   | count\n---------------+-----------+-------\n notifications | available | 18342\n notifications | executing |    40\n koha_sync     | executing |     6\n(3 rows)",
            ),
            (
                "think",
                "Per machine: Oban runs up to 5+10+40 = 55 jobs concurrently, each notification job does a few queries, and the Repo pool is 10. The overdue backlog (18k jobs) keeps the notifications queue saturated, so the jobs hold all 10 connections and LiveView requests wait > 2000ms queue_target -> dropped. Fix: notifications back to 5, raise POOL_SIZE to 20, total queue limits 5+5+5 = 15 < 20 leaves headroom for web. Add boot-time check.",
            ),
            (
                "assistant",
                "Found it: the background jobs are eating the whole database pool.\n\n**Cause**\n\n1. Yesterday's `b27f0a9` raised the Oban `notifications` queue from 5 to **40** to clear the overdue-notice backlog\n2. With `default: 5` and `koha_sync: 10` that's up to **55** jobs running at once per machine\n3. The Repo pool is `POOL_SIZE=10` per machine\n4. There are still 18k notification jobs waiting, so the queue is always full, the jobs hold all 10 connections, and every LiveView request waits in the pool queue until Ecto drops it after 2000ms: that's the timeout and the 500\n\nKoha is fine, it never gets that far.\n\n**Fix**\n\n- `notifications` back to 5 and `koha_sync` to 5, so Oban uses at most 15 per machine\n- `POOL_SIZE` to 20 on both machines, which leaves 5 connections that only web requests can get (Postgres allows 100, we'd use 40)\n- a check in `Shelfwise.Application.start/2` that refuses to boot if the queue limits add up to more than `pool_size - 5`\n\nThe backlog will take longer to clear at 5, roughly 3 hours at the current rate. OK?",
            ),
            (
                "user",
                "go. ill tell priya, she just wanted the overdue notices out before the weekend",
            ),
            ("edit", "config/config.exs"),
            ("edit", "lib/shelfwise/application.ex"),
            ("edit", "test/shelfwise/application_test.exs"),
            (
                "bash",
                "mix test test/shelfwise/application_test.exs 2>&1 | tail -1 && fly secrets set POOL_SIZE=20 -a shelfwise --stage",
                "3 tests, 0 failures\nSecrets have been staged, but not set on VMs. Deploy or update machines in this app for the secrets to take effect.",
            ),
            (
                "bash",
                "fly deploy -a shelfwise 2>&1 | tail -2",
                " ✔ Machine e784e0d2 [app] update succeeded\n ✔ Machine 3d8e61f5 [app] update succeeded",
            ),
            (
                "bash",
                "sleep 120; fly logs -a shelfwise --no-tail | grep -c ConnectionError; fly logs -a shelfwise --no-tail | grep 'GET /holds/shelf' | tail -2",
                "0\n2026-12-07T10:31:18Z app[e784e0d2] lhr [info] GET /holds/shelf - 200 in 84ms\n2026-12-07T10:31:40Z app[3d8e61f5] lhr [info] GET /holds/shelf - 200 in 91ms",
            ),
            (
                "assistant",
                "Deployed. No connection errors in the last two minutes and the holds shelf page answers in under 100ms again. The notification backlog is still draining in the background, at 5 at a time.",
            ),
            (
                "user",
                "great. so basically the oban queue limits added up have to stay well under POOL_SIZE or the jobs grab every connection and the liveviews starve",
            ),
            (
                "assistant",
                "Yes, and the boot check now enforces it, so the next bump fails at deploy instead of in production.",
            ),
        ],
        "lessons": [
            {"keys": ["oban queue limits", "POOL_SIZE"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh114-shelfwise-decision-hold-ready-notices-govuk-notify",
        "split": "fresh114",
        "steps": [
            (
                "user",
                "patrons keep missing their hold ready notices, koha only sends the default email and half of them go to spam. what are our options for doing it from shelfwise",
            ),
            (
                "read",
                "lib/shelfwise/holds/ready_notifier.ex",
                'defmodule Shelfwise.Holds.ReadyNotifier do\n  @moduledoc "Marks a hold ready. Notices are left to Koha\'s own HOLD letter for now."\n\n  def hold_ready(hold) do\n    Shelfwise.Koha.Client.set_hold_status(hold.koha_hold_id, "W")\n  end\nend\n',
            ),
            (
                "assistant",
                "Right now `ReadyNotifier` only flips the hold to waiting (`W`) in Koha and leaves the notice to Koha's `HOLD` letter. Three ways to send it ourselves, each as an Oban job in the `notifications` queue:\n\n1. **Email through Postmark**: good deliverability (proper SPF/DKIM on `tarnbrooklibraries.org.uk`), cheap, and we can use a nicer template than Koha's. Still email, so patrons who don't read it still miss it.\n2. **SMS through GOV.UK Notify**: texts are far harder to miss, Notify has an Elixir-friendly REST API and templates managed in its web UI.\n3. **Both, by patron preference**: read Koha's messaging preferences per patron and send email, SMS or both.\n\nI'd go with **3**, it covers everyone and respects what patrons already chose in Koha.",
            ),
            (
                "user",
                "2, notify. the county council already pays for gov.uk notify and our texts come out of their free allowance, so sms costs us nothing. postmark would mean a new data processor and a DPIA we havent got time for. numbers come from the sms_alert_number field in koha btw, the phone field is mostly landlines",
            ),
            (
                "think",
                "Option 2. Koha patron API: sms_alert_number. Notify client: POST /v2/notifications/sms with template_id and personalisation, JWT auth with API key (iss=service id, iat). Template placeholders: title, branch, pickup_by. Skip patrons without sms_alert_number (Koha's email stays). Use Req.",
            ),
            (
                "bash",
                'curl -s -H "Authorization: Bearer $KOHA_TOKEN" "$KOHA_URL/api/v1/patrons/48213" | jq \'{phone, sms_alert_number}\'',
                '{\n  "phone": "01632 960418",\n  "sms_alert_number": "07700 900127"\n}',
            ),
            (
                "assistant",
                "Going with Notify. Checked one patron in the Koha API: `sms_alert_number` is a mobile and `phone` is indeed a landline. Plan:\n\n- `Shelfwise.Notify.Client` using `Req`, JWT signed with the service API key from `NOTIFY_API_KEY`\n- `Shelfwise.Holds.ReadyNoticeWorker` in the `notifications` queue: fetches the patron's `sms_alert_number`, sends the `hold_ready` template with title, branch and pickup date; patrons without an SMS number keep Koha's email\n- a `notices` table recording the Notify id per hold, so a retried job doesn't text twice",
            ),
            (
                "user",
                "sounds right. use the notify test api key for now, dont send anything to real patrons till ive tried it on my own card",
            ),
            ("edit", "lib/shelfwise/notify/client.ex"),
            ("edit", "lib/shelfwise/holds/ready_notice_worker.ex"),
            ("edit", "lib/shelfwise/holds/ready_notifier.ex"),
            ("edit", "priv/repo/migrations/20261207114500_create_notices.exs"),
            ("edit", "test/shelfwise/holds/ready_notice_worker_test.exs"),
            (
                "bash",
                "mix test test/shelfwise/holds/ 2>&1 | tail -1",
                "14 tests, 0 failures",
            ),
            (
                "assistant",
                "Done on `feat/notify-hold-ready`:\n\n- `ReadyNoticeWorker` sends the `hold_ready` SMS via Notify, `unique: [keys: [:hold_id]]` plus the `notices` table so a hold is only ever texted once\n- patrons without `sms_alert_number` are skipped (Koha's email still goes out)\n- `NOTIFY_API_KEY` on staging is the **test** key, so Notify accepts the requests but delivers nothing; prod has no key yet, so the worker is off there\n\nWhen you've tried it with your own card, set the live key on prod and it starts sending.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["gov.uk notify", "county council"]},
            {"keys": ["sms_alert_number", "landlines"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh114-shelfwise-tool-stored-release-command-and-branchcode",
        "split": "fresh114",
        "steps": [
            (
                "user",
                "save this somewhere so you dont forget it: prod migrations only ever run through the release_command in fly.toml, never mix ecto.migrate from a laptop over fly proxy. tomasz did that in october and it half applied. anyway, can you add a branch filter to the holds shelf page, staff at each branch only want their own shelf",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "shelfwise: production migrations run only via the release_command in fly.toml; never run `mix ecto.migrate` from a laptop over `fly proxy` (a manual run in Oct 2026 half-applied).",
                    "tags": ["shelfwise", "deploy", "migrations", "fly"],
                },
                '{"id":"8112","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/shelfwise/branches/branch.ex",
                'schema "branches" do\n    field :name, :string\n    field :branchcode, :string\n    field :opening_hours, :map\n    timestamps()\n  end\n',
            ),
            (
                "read",
                "lib/shelfwise/holds/hold.ex",
                'schema "holds" do\n    field :koha_hold_id, :integer\n    field :status, Ecto.Enum, values: [:placed, :in_transit, :waiting, :collected, :expired]\n    field :pickup_branchcode, :string\n    belongs_to :branch, Shelfwise.Branches.Branch\n    belongs_to :patron, Shelfwise.Patrons.Patron\n    timestamps()\n  end\n',
            ),
            (
                "think",
                "Holds have both branch_id and pickup_branchcode. Which to filter on? Staff session has current_branch? Ask rather than guess; they might differ if the sync got them out of step.",
            ),
            (
                "assistant",
                "Saved the migration rule.\n\nFor the filter: `holds` has both `branch_id` (our `branches` table) and `pickup_branchcode` (copied from Koha). Should the filter, and the staff user's home branch, go by our `branches.id` or by Koha's `branchcode`? They should agree, but I'd rather not pick the wrong one.",
            ),
            (
                "user",
                "branchcode. koha branchcodes are the source of truth for branches, our branches.id is just a surrogate key and it got renumbered once already when we merged two branches",
            ),
            ("edit", "lib/shelfwise/holds.ex"),
            ("edit", "lib/shelfwise_web/live/holds_shelf_live.ex"),
            ("edit", "lib/shelfwise_web/live/holds_shelf_live.html.heex"),
            ("edit", "test/shelfwise_web/live/holds_shelf_live_test.exs"),
            (
                "bash",
                "mix test test/shelfwise_web/live/holds_shelf_live_test.exs 2>&1 | tail -1",
                "9 tests, 0 failures",
            ),
            (
                "assistant",
                "Added the branch filter:\n\n- `Holds.list_shelf(branchcode: code)` filters on `pickup_branchcode`\n- the page defaults to the signed-in staff member's home branchcode, with a dropdown of all 9 branches (value = branchcode, label = name)\n- the selected branch is in the URL (`/holds/shelf?branch=TBK`), so staff can bookmark it\n- tests for the default branch, switching branch and an unknown code\n\nNothing in the filter uses `branches.id`.",
            ),
            ("user", "nice, ship it to staging"),
            (
                "bash",
                "fly deploy -a shelfwise-staging 2>&1 | tail -1",
                " ✔ Machine 9a21c7f4 [app] update succeeded",
            ),
            ("assistant", "On staging now: https://shelfwise-staging.fly.dev/holds/shelf"),
        ],
        "lessons": [
            {"keys": ["branchcode", "source of truth"]},
        ],
        "tool_stored": [["release_command", "ecto.migrate"]],
    },
    {
        "name": "fresh114-shelfwise-review-room-bookings-exclusion-constraint-rules",
        "split": "fresh114",
        "steps": [
            ("user", "can u review #87, tomasz's meeting room booking pages"),
            (
                "bash",
                "gh pr diff 87 --name-only",
                "lib/shelfwise/rooms.ex\nlib/shelfwise/rooms/booking.ex\nlib/shelfwise_web/live/room_booking_live.ex\nlib/shelfwise_web/components/calendar.ex\npriv/repo/migrations/20261201093000_create_room_bookings.exs\ntest/shelfwise/rooms_test.exs",
            ),
            (
                "read",
                "lib/shelfwise/rooms.ex",
                'def create_booking(attrs) do\n    changeset = Booking.changeset(%Booking{}, attrs)\n    start_at = get_field(changeset, :start_at)\n    end_at = get_field(changeset, :end_at)\n    room_id = get_field(changeset, :room_id)\n\n    overlap? =\n      from(b in Booking,\n        where: b.room_id == ^room_id and b.start_at < ^end_at and b.end_at > ^start_at\n      )\n      |> Repo.exists?()\n\n    if overlap? do\n      {:error, add_error(changeset, :start_at, "room already booked")}\n    else\n      Logger.info("room booked", room_id: room_id, card_number: attrs["card_number"])\n      Repo.insert(changeset)\n    end\n  end\n',
            ),
            (
                "read",
                "lib/shelfwise_web/live/room_booking_live.ex",
                'def mount(%{"room_id" => room_id}, _session, socket) do\n    bookings = Repo.all(from b in Booking, where: b.room_id == ^room_id, order_by: b.start_at)\n    {:ok, assign(socket, room_id: room_id, bookings: bookings)}\n  end\n',
            ),
            (
                "read",
                "priv/repo/migrations/20261201093000_create_room_bookings.exs",
                'create table(:room_bookings) do\n      add :room_id, references(:rooms), null: false\n      add :patron_id, references(:patrons)\n      add :start_at, :utc_datetime, null: false\n      add :end_at, :utc_datetime, null: false\n      timestamps()\n    end\n\n    execute "CREATE EXTENSION IF NOT EXISTS btree_gist"\n\n    execute """\n    ALTER TABLE room_bookings ADD CONSTRAINT bookings_no_overlap\n      EXCLUDE USING gist (room_id WITH =, tstzrange(start_at, end_at) WITH &&)\n    """\n',
            ),
            (
                "think",
                "Select-then-insert can race between two staff. Suggest transaction + lock. Also Logger with card_number. Repo in LiveView mount. Calendar component looks good. Didn't connect the migration's constraint with the race.",
            ),
            (
                "assistant",
                "Review of #87:\n\n1. **Double bookings**: `create_booking/1` checks for an overlapping booking and then inserts. Two staff booking the same slot at the same moment can both pass the check. I'd wrap both in a Repo.transaction with a FOR UPDATE lock on the room row so the second one waits.\n2. **Logging**: the `room booked` log line includes `card_number`.\n3. **LiveView**: `mount/3` queries `Booking` with `Repo.all` directly.\n4. The migration and the calendar component look fine; tests cover creating and listing bookings.",
            ),
            (
                "user",
                "1 is the wrong fix. put these in the review as house rules: double bookings are stopped by the bookings_no_overlap exclusion constraint in postgres, not in elixir, so drop the select-then-insert and map the constraint error with exclusion_constraint/3 in the changeset. liveviews never touch Repo, they call the context (Rooms.list_bookings etc). library card numbers never go in logs or telemetry metadata, use patron_id if you need to know who. and tell him the calendar component is really nice",
            ),
            (
                "think",
                "The constraint is already in his migration, so the app check is redundant and racy. Review text: rules + concrete changes.",
            ),
            (
                "bash",
                "gh pr review 87 --request-changes --body-file /tmp/review_87.md",
                "- Requested changes to pull request tarnbrook-libraries/shelfwise#87",
            ),
            (
                "assistant",
                'Posted on #87 (changes requested):\n\n- remove the overlap query from `create_booking/1`; add `exclusion_constraint(:start_at, name: :bookings_no_overlap, message: "room already booked")` to `Booking.changeset/2`, so a clash comes back as a normal changeset error and the database decides, with no race\n- `RoomBookingLive.mount/3` should call a new `Rooms.list_bookings(room_id)` instead of `Repo.all`\n- drop `card_number` from the log line; `patron_id` is enough\n- a test that inserts two overlapping bookings and expects the second to fail with `room already booked`\n- and a note that the calendar component is really nice\n\nMy transaction-and-lock suggestion isn\'t in there, the constraint in his own migration already does the job.',
            ),
            ("user", "perfect ty"),
        ],
        "lessons": [
            {
                "keys": ["bookings_no_overlap", "exclusion constraint"],
                "not": ["wrap both in a Repo.transaction"],
            },
            {"keys": ["liveviews never touch Repo", "context"]},
            {"keys": ["card numbers", "patron_id"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh114-shelfwise-correction-pickup-window-10-days",
        "split": "fresh114",
        "steps": [
            (
                "user",
                "the nightly hold expiry worker is still a stub. make it actually expire uncollected holds and tell koha",
            ),
            (
                "read",
                "lib/shelfwise/holds/expire_worker.ex",
                "defmodule Shelfwise.Holds.ExpireWorker do\n  use Oban.Worker, queue: :default, max_attempts: 3\n\n  @impl Oban.Worker\n  def perform(_job) do\n    # TODO\n    :ok\n  end\nend\n",
            ),
            (
                "bash",
                "grep -n -A2 ':holds' config/config.exs",
                "31:config :shelfwise, :holds,\n32-  pickup_days: 7,\n33-  expiry_notice: true",
            ),
            (
                "think",
                "waiting_since + pickup_days < today -> expire. Cancel in Koha (DELETE /api/v1/holds/:id? Koha marks expired via cancel with reason). Batch in chunks, one Koha call per hold, idempotent.",
            ),
            ("edit", "lib/shelfwise/holds/expire_worker.ex"),
            ("edit", "lib/shelfwise/holds.ex"),
            ("edit", "test/shelfwise/holds/expire_worker_test.exs"),
            (
                "bash",
                "mix test test/shelfwise/holds/expire_worker_test.exs 2>&1 | tail -1",
                "5 tests, 0 failures",
            ),
            (
                "assistant",
                '`ExpireWorker` now does the work (still on the 02:15 cron):\n\n- finds holds in `:waiting` whose `waiting_since` is older than `pickup_days` from `config :shelfwise, :holds`\n- cancels each in Koha (`DELETE /api/v1/holds/:id` with `cancellation_reason: "EXPIRED"`) and marks it `:expired` here; a hold Koha already cancelled is just marked, so reruns are safe\n- Holds wait on the shelf for 7 days after the ready notice, then this job expires them\n\nTests cover expired, not-yet-expired, already-cancelled-in-Koha and a Koha error (job retries).',
            ),
            ("user", "looks good"),
            (
                "user",
                "oh wait no. the pickup window is 10 days at every branch now, the board extended it in september, that 7 in config.exs was never updated",
            ),
            (
                "think",
                "Update config to 10, the test that uses the config value, and the moduledoc.",
            ),
            ("edit", "config/config.exs"),
            ("edit", "test/shelfwise/holds/expire_worker_test.exs"),
            (
                "bash",
                "mix test test/shelfwise/holds/ 2>&1 | tail -1",
                "19 tests, 0 failures",
            ),
            (
                "assistant",
                "Changed `pickup_days` to 10 in `config/config.exs` and the worker test now expects a hold waiting 9 days to stay and one waiting 11 days to expire. Want me to read it from Koha's `ReservesMaxPickUpDelay` syspref instead, so they can't drift apart again?",
            ),
            ("user", "no, config is fine for now. push it and ill merge tmrw"),
            (
                "bash",
                "git push -u origin feat/hold-expiry 2>&1 | tail -1",
                "branch 'feat/hold-expiry' set up to track 'origin/feat/hold-expiry'.",
            ),
            ("assistant", "Pushed `feat/hold-expiry`."),
        ],
        "lessons": [
            {"keys": ["pickup window", "10 days"], "not": ["wait on the shelf for 7 days"]},
        ],
        "tool_stored": [],
    },
]
