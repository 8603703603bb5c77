"""The "fresh62" capture sessions: written in session 29 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH62: list[dict[str, Any]] = [
    # --- "vetslot": veterinary clinic booking SaaS (Elixir 1.17, Phoenix 1.7 LiveView, Ecto + Postgres 16, Oban, tz, Swoosh via Postmark, deployed on Fly.io with a release_command migration step, ExUnit + Credo in GitHub Actions) ---
    {
        "name": "fresh62-vetslot-big-table-index-concurrently-backfill-out-of-migration-correction",
        "split": "fresh62",
        "steps": [
            (
                "user",
                "day view in the clinic dashboard is slow, the appointments query is doing seq scans. add an index on (clinic_id, starts_at). and while ur at it backfill duration_min for old rows from ends_at - starts_at, the column went in last week but only new bookings fill it",
            ),
            (
                "bash",
                "ls priv/repo/migrations | tail -3; grep -n 'duration_min' lib/vetslot/scheduling/appointment.ex",
                "20261121140233_add_no_show_count_to_owners.exs\n20261126091507_create_invoice_lines.exs\n20261128093012_add_duration_min_to_appointments.exs\n14:    field :duration_min, :integer",
            ),
            (
                "read",
                "priv/repo/migrations/20261128093012_add_duration_min_to_appointments.exs",
                "defmodule Vetslot.Repo.Migrations.AddDurationMinToAppointments do\n  use Ecto.Migration\n\n  def change do\n    alter table(:appointments) do\n      add :duration_min, :integer\n    end\n  end\nend\n",
            ),
            ("edit", "priv/repo/migrations/20261205101544_index_appointments_clinic_starts_at.exs"),
            (
                "bash",
                "mix ecto.migrate 2>&1 | tail -6",
                '10:16:02.418 [info] == Running 20261205101544 Vetslot.Repo.Migrations.IndexAppointmentsClinicStartsAt.up/0 forward\n10:16:02.420 [info] create index appointments_clinic_id_starts_at_index\n10:16:02.431 [info] execute "UPDATE appointments SET duration_min = EXTRACT(EPOCH FROM (ends_at - starts_at))::int / 60 WHERE duration_min IS NULL"\n10:16:02.455 [info] == Migrated 20261205101544 in 0.0s',
            ),
            (
                "assistant",
                "Added `20261205101544_index_appointments_clinic_starts_at.exs`:\n\n- `create index(:appointments, [:clinic_id, :starts_at])` (a plain create index is fine here, it's one composite index and the migration runs in its own transaction anyway)\n- in the same migration, an `execute` that backfills `duration_min = (ends_at - starts_at) / 60` where it's still `NULL`, with a no-op `down`\n\nMigrated locally in well under a second. `EXPLAIN` on the day-view query now shows an index scan on `appointments_clinic_id_starts_at_index`.",
            ),
            (
                "user",
                "no no. appointments is ~12M rows in prod, a plain index build blocks writes for minutes and nobody can book. indexes on big tables always go in with concurrently: true plus @disable_ddl_transaction true and @disable_migration_lock true. and pull the backfill out, backfills never go in migrations here because fly runs migrations as the release_command, it times out after 5 min and the whole deploy rolls back. make it an oban job under lib/vetslot/backfills/, we kick those off by hand from a remote iex",
            ),
            ("edit", "priv/repo/migrations/20261205101544_index_appointments_clinic_starts_at.exs"),
            ("edit", "lib/vetslot/backfills/appointment_duration_min.ex"),
            ("edit", "test/vetslot/backfills/appointment_duration_min_test.exs"),
            (
                "bash",
                "mix ecto.rollback -n 1 > /dev/null && mix ecto.migrate 2>&1 | tail -3 && mix test test/vetslot/backfills 2>&1 | tail -3",
                "10:24:40.902 [info] == Running 20261205101544 Vetslot.Repo.Migrations.IndexAppointmentsClinicStartsAt.change/0 forward\n10:24:40.903 [info] create index if not exists appointments_clinic_id_starts_at_index (concurrently)\n10:24:40.958 [info] == Migrated 20261205101544 in 0.0s\n....\nFinished in 0.4 seconds (0.00s async, 0.4s sync)\n4 tests, 0 failures",
            ),
            (
                "assistant",
                "Reworked:\n\n- the migration now only has `create_if_not_exists index(:appointments, [:clinic_id, :starts_at], concurrently: true)` with `@disable_ddl_transaction true` and `@disable_migration_lock true`\n- backfill moved to `Vetslot.Backfills.AppointmentDurationMin` (Oban, queue `maintenance`): walks `appointments` by id in batches of 5,000, updates only rows where `duration_min IS NULL`, and re-enqueues itself with the last id until done, so it's safe to stop and restart\n- tests cover batching, the resume from a given id, and that filled rows aren't touched\n\nTo run it in prod from a remote iex:\n```elixir\nVetslot.Backfills.AppointmentDurationMin.new(%{after_id: 0}) |> Oban.insert()\n```",
            ),
            ("user", "thx, i'll run it tonight after the evening rush"),
        ],
        "lessons": [
            {
                "keys": ["concurrently: true", "@disable_migration_lock"],
                "not": ["plain create index is fine"],
            },
            {"keys": ["backfills", "release_command"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh62-vetslot-reminder-email-starts-at-wall-clock-and-notifications-enqueue-correction",
        "split": "fresh62",
        "steps": [
            (
                "user",
                "clients keep no-showing, clinics are asking for a reminder email 24h before the appointment. oban's set up already, there's a notifications queue",
            ),
            (
                "read",
                "lib/vetslot/scheduling/appointment.ex",
                'defmodule Vetslot.Scheduling.Appointment do\n  use Ecto.Schema\n  import Ecto.Changeset\n\n  schema "appointments" do\n    field :starts_at, :naive_datetime\n    field :ends_at, :naive_datetime\n    field :status, Ecto.Enum, values: [:booked, :checked_in, :done, :cancelled, :no_show]\n    field :reason, :string\n    field :duration_min, :integer\n\n    belongs_to :clinic, Vetslot.Clinics.Clinic\n    belongs_to :vet, Vetslot.Clinics.Vet\n    belongs_to :pet, Vetslot.Patients.Pet\n    belongs_to :owner, Vetslot.Patients.Owner\n\n    timestamps(type: :utc_datetime)\n  end\nend\n',
            ),
            (
                "think",
                "starts_at is :naive_datetime, timestamps are utc_datetime. Probably naive UTC like most Ecto apps. Schedule reminder at starts_at - 24h, converted with Etc/UTC.",
            ),
            ("edit", "lib/vetslot/workers/appointment_reminder.ex"),
            ("edit", "lib/vetslot/emails/reminder_email.ex"),
            ("edit", "lib/vetslot/scheduling.ex"),
            ("edit", "test/vetslot/workers/appointment_reminder_test.exs"),
            (
                "bash",
                "mix test test/vetslot/workers/appointment_reminder_test.exs 2>&1 | tail -3",
                "...\nFinished in 0.3 seconds (0.3s async, 0.00s sync)\n3 tests, 0 failures",
            ),
            (
                "assistant",
                'Added `Vetslot.Workers.AppointmentReminder` on the `notifications` queue:\n\n- `Scheduling.book_appointment/2` schedules it with `scheduled_at: starts_at |> NaiveDateTime.add(-24, :hour) |> DateTime.from_naive!("Etc/UTC")`, treating `starts_at` as naive UTC like the timestamps\n- `perform/1` reloads the appointment, skips it unless the status is still `:booked`, builds `ReminderEmail.build/1` and sends it with `Vetslot.Mailer.deliver/1`\n- `unique: [keys: [:appointment_id], period: :infinity]` so a reschedule doesn\'t send twice (rescheduling cancels the old job and inserts a new one)\n\n3 tests pass.',
            ),
            (
                "user",
                "two things. starts_at is the clinic's wall clock time, not utc, we store it naive on purpose and the clinic row has a time_zone (we have clinics in lisbon and helsinki so yours is off by up to 3h depending on clinic and dst). convert with DateTime.from_naive!(starts_at, clinic.time_zone) first. and never call Mailer.deliver for client emails, everything to pet owners goes through Notifications.enqueue/2 — it checks the owner's opt-out and quiet hours (nothing goes out 21:00-08:00 clinic time)",
            ),
            (
                "bash",
                "grep -n 'def enqueue\\|@spec enqueue\\|quiet' lib/vetslot/notifications.ex; grep -rn 'time_zone_database' config/",
                "12:  @spec enqueue(Owner.t(), notification()) :: {:ok, Oban.Job.t()} | {:skipped, :opted_out}\n13:  def enqueue(%Owner{} = owner, notification) do\n41:  # quiet hours are evaluated in the clinic's time zone; jobs landing in 21:00-08:00 are pushed to 08:00\nconfig/config.exs:48:config :elixir, :time_zone_database, Tz.TimeZoneDatabase",
            ),
            ("edit", "lib/vetslot/notifications.ex"),
            ("edit", "lib/vetslot/workers/appointment_reminder.ex"),
            ("edit", "lib/vetslot/scheduling.ex"),
            ("edit", "test/vetslot/workers/appointment_reminder_test.exs"),
            (
                "bash",
                "mix test test/vetslot/workers/appointment_reminder_test.exs test/vetslot/notifications_test.exs 2>&1 | tail -3",
                "..........\nFinished in 0.5 seconds (0.5s async, 0.00s sync)\n10 tests, 0 failures",
            ),
            (
                "assistant",
                'Fixed both:\n\n- scheduling now does `starts_at |> DateTime.from_naive!(clinic.time_zone) |> DateTime.add(-24, :hour) |> DateTime.shift_zone!("Etc/UTC")`, so the reminder is 24h before in the clinic\'s own time\n- the worker no longer touches `Mailer`; it calls `Notifications.enqueue(owner, {:appointment_reminder, appointment})`, added as a new notification type in `Notifications` with the email template behind it\n- new tests: a Helsinki clinic and a Lisbon clinic across the DST change (2026-10-25), an opted-out owner (`{:skipped, :opted_out}`), and a 09:00 appointment whose reminder lands in quiet hours and gets pushed to 08:00',
            ),
            ("user", "nice. merging after ci"),
        ],
        "lessons": [
            {"keys": ["starts_at", "wall clock"], "not": ["naive UTC"]},
            {"keys": ["Notifications.enqueue", "Mailer.deliver"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh62-vetslot-decision-tenancy-stays-clinic-id-rows-not-schema-per-tenant",
        "split": "fresh62",
        "steps": [
            (
                "user",
                "sales signed the petcare group, ~400 clinics coming over in Q1. someone on their side asked if every clinic gets its 'own database' for gdpr. do we need to go schema-per-tenant with ecto prefixes or is our clinic_id scoping fine? think it through, no code yet",
            ),
            (
                "bash",
                "grep -rln 'clinic_id' lib | wc -l; ls priv/repo/migrations | wc -l; grep -rn 'def scoped' lib/vetslot/scope.ex; psql \"$DATABASE_URL\" -Atc 'select count(*) from clinics'",
                "63\n187\n9:  def scoped(query, %Scope{clinic_id: clinic_id}), do: where(query, [r], r.clinic_id == ^clinic_id)\n212",
            ),
            (
                "assistant",
                "Where we are: 212 clinics in one schema, every tenant table carries `clinic_id`, and contexts go through `Vetslot.Scope.scoped/2` (63 files use `clinic_id`). 187 migrations so far.\n\nOptions:\n\n1. **Schema per tenant** (Ecto `prefix:` / `put_query_prefix/2`, one Postgres schema per clinic): strongest isolation story. Costs: every migration runs once per schema, so ~600 runs of each migration at 600 clinics; Oban and the shared tables stay in `public`, so every query has to pick the right prefix; the PetCare group reports (revenue across their clinics) become `UNION ALL` over hundreds of schemas; connection pool and `pg_stat` noise grow with schema count.\n2. **Stay on `clinic_id` rows**, and add Postgres row-level security (`SET app.clinic_id` per checkout, policies on tenant tables) as a backstop behind `Scope`.\n3. **Separate database for large groups only**: isolates PetCare, but two deploy paths and double migrations forever.\n\nOn GDPR: Art. 32 asks for appropriate technical measures, not physical separation; logical separation with access control is what most DPAs describe, and legal would have to confirm the wording.",
            ),
            (
                "user",
                "we stay on clinic_id row scoping, not schema-per-tenant: every migration would run 400x more on deploy and petcare's group reports need cross-clinic queries anyway. gdpr answer is logical separation, legal already ok'd that wording last year for the vetgroup deal. RLS as a backstop yes but separate ticket, not now. write an adr",
            ),
            ("edit", "docs/adr/0012-tenancy-clinic-id-rows.md"),
            (
                "bash",
                "head -14 docs/adr/0012-tenancy-clinic-id-rows.md",
                "# ADR 0012: Tenancy stays on clinic_id rows\n\nStatus: accepted (2026-12-05)\n\n## Decision\nAll clinics share one Postgres schema; tenant tables carry clinic_id and are queried\nthrough Vetslot.Scope. No schema-per-tenant (Ecto prefixes), no database per group.\n\n## Why\n- Schema-per-tenant multiplies every migration by the clinic count on each deploy.\n- Group customers (PetCare) need cross-clinic reports.\n- GDPR: logical separation with access control; wording approved by legal (2025).\n\n## Follow-up\n- Postgres RLS on tenant tables as a backstop behind Scope (separate ticket).",
            ),
            (
                "assistant",
                "Wrote `docs/adr/0012-tenancy-clinic-id-rows.md` with the decision, the three reasons and RLS as a follow-up. Want me to open the RLS ticket in Linear with a short outline (policies per tenant table, `SET LOCAL app.clinic_id` in a Repo `prepare_query`/checkout hook)?",
            ),
            ("user", "yes pls, put it in the backlog, no estimate"),
        ],
        "lessons": [
            {"keys": ["clinic_id", "schema-per-tenant"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh62-vetslot-incident-double-booking-race-exclusion-constraint",
        "split": "fresh62",
        "steps": [
            (
                "user",
                "got an angry call from a clinic in porto, two dogs booked into the same 10:30 slot with dr ferreira yesterday, both online via the booking widget. widget showed it free to both. can u figure out how that's even possible",
            ),
            (
                "read",
                "lib/vetslot/scheduling.ex",
                "  def book_appointment(%Scope{} = scope, attrs) do\n    Repo.transaction(fn ->\n      if slot_available?(scope, attrs.vet_id, attrs.starts_at, attrs.ends_at) do\n        %Appointment{clinic_id: scope.clinic_id}\n        |> Appointment.changeset(attrs)\n        |> Repo.insert!()\n      else\n        Repo.rollback(:slot_taken)\n      end\n    end)\n  end\n\n  defp slot_available?(scope, vet_id, starts_at, ends_at) do\n    Appointment\n    |> Scope.scoped(scope)\n    |> where([a], a.vet_id == ^vet_id and a.status != :cancelled)\n    |> where([a], a.starts_at < ^ends_at and a.ends_at > ^starts_at)\n    |> Repo.exists?()\n    |> Kernel.not()\n  end\n",
            ),
            (
                "bash",
                "psql \"$PROD_RO_URL\" -c \"select id, vet_id, starts_at, ends_at, inserted_at from appointments where vet_id = 'b1e0c2a4-5d1f-4c38-9a61-0f7d2e9c1a77' and starts_at::date = '2026-12-04' and starts_at::time = '10:30' order by inserted_at\"",
                "                  id                  |                vet_id                |      starts_at      |       ends_at       |         inserted_at\n--------------------------------------+--------------------------------------+---------------------+---------------------+----------------------------\n 7f3a9e10-0c4b-4b7e-8d2a-51c9e6a0b3f2 | b1e0c2a4-5d1f-4c38-9a61-0f7d2e9c1a77 | 2026-12-04 10:30:00 | 2026-12-04 11:00:00 | 2026-12-03 19:42:11.208+00\n 0a6d2c55-91e3-47f0-b7c8-3e2f1d9a8c64 | b1e0c2a4-5d1f-4c38-9a61-0f7d2e9c1a77 | 2026-12-04 10:30:00 | 2026-12-04 11:00:00 | 2026-12-03 19:42:11.246+00\n(2 rows)",
            ),
            (
                "think",
                "Inserted 38 ms apart. Default READ COMMITTED: both transactions run slot_available? before either commits, both see no row, both insert. The transaction wraps it but doesn't serialize anything. Need the database to reject overlaps: exclusion constraint with gist on (vet_id =, tsrange &&), needs btree_gist for the uuid equality. Check for existing overlaps first or the ALTER fails.",
            ),
            (
                "bash",
                "psql \"$PROD_RO_URL\" -Atc \"select count(*) from appointments a join appointments b on a.vet_id = b.vet_id and a.id < b.id and a.status <> 'cancelled' and b.status <> 'cancelled' and tsrange(a.starts_at, a.ends_at) && tsrange(b.starts_at, b.ends_at)\"",
                "4",
            ),
            (
                "assistant",
                "It's a race in `book_appointment/2`. The two rows were inserted **38 ms apart**. Under Postgres's default READ COMMITTED, both requests ran `slot_available?/4` before either had committed, both saw no overlapping appointment, and both inserted. Wrapping it in `Repo.transaction` doesn't prevent that: nothing locks the vet's slot between the check and the insert.\n\nFix: an exclusion constraint `appointments_no_overlap` on `(vet_id WITH =, tsrange(starts_at, ends_at, '[)') WITH &&) WHERE (status <> 'cancelled')`, which needs the `btree_gist` extension, so Postgres itself rejects the second overlapping booking. In `Appointment.changeset/2` an `exclusion_constraint(:starts_at, name: :appointments_no_overlap, message: \"was just taken\")` turns that into a normal changeset error, and the widget shows \"this slot was just booked, pick another\" instead of a 500.\n\nTwo catches:\n- there are **4 overlapping pairs** in prod right now (this one plus 3 older), and the constraint can't be added until they're resolved\n- the constraint builds a GiST index and can't be built `CONCURRENTLY`; on a prod snapshot it took 41 s, so it should go out in the 03:00 maintenance window",
            ),
            (
                "user",
                "go with the constraint, 03:00 window is fine. the 3 old pairs: mark the later booking of each cancelled with reason 'duplicate (system)', i'll ring the clinics. and as a rule: any check-then-insert on slots or capacity has to be backed by a db constraint, never just the context function",
            ),
            ("edit", "priv/repo/migrations/20261205143010_add_appointments_no_overlap.exs"),
            ("edit", "lib/vetslot/scheduling/appointment.ex"),
            ("edit", "lib/vetslot/scheduling.ex"),
            ("edit", "lib/vetslot_web/live/booking_live/slot_picker.ex"),
            ("edit", "test/vetslot/scheduling_test.exs"),
            (
                "bash",
                "mix ecto.migrate 2>&1 | grep -E 'execute|Migrated'; mix test test/vetslot/scheduling_test.exs 2>&1 | tail -2",
                "14:31:55.610 [info] execute \"CREATE EXTENSION IF NOT EXISTS btree_gist\"\n14:31:55.622 [info] execute \"ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap EXCLUDE USING gist (vet_id WITH =, tsrange(starts_at, ends_at, '[)') WITH &&) WHERE (status <> 'cancelled')\"\n14:31:55.688 [info] == Migrated 20261205143010 in 0.0s\nFinished in 1.9 seconds (0.6s async, 1.3s sync)\n27 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n- migration `20261205143010_add_appointments_no_overlap.exs`: `btree_gist` extension + the exclusion constraint (not concurrent, so 03:00 window)\n- a one-off SQL script `priv/repo/scripts/cancel_duplicate_bookings_2026_12.sql` that marks the later booking of each of the 4 pairs `cancelled` with reason `duplicate (system)`; it has to run before the migration\n- `Appointment.changeset/2` has the `exclusion_constraint`, `book_appointment/2` returns `{:error, :slot_taken}` on it, and the slot picker re-fetches slots and shows the message\n- a test that books the same slot from two concurrent tasks and asserts exactly one succeeds (it failed before the constraint)\n\nThe `slot_available?/4` check stays, as a fast path for the common case.",
            ),
            ("user", "👍 i'll schedule it for tonight"),
        ],
        "lessons": [
            {"keys": ["appointments_no_overlap", "btree_gist"]},
            {"keys": ["check-then-insert", "db constraint"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh62-vetslot-tool-stored-staging-reseed-and-branch-names-linear-id",
        "split": "fresh62",
        "steps": [
            (
                "user",
                "can you put in memory how staging works, i keep explaining it to the new folks: staging app is vetslot-staging on fly (ams region), its db is vetslot-staging-db, reset+seed with fly ssh console -a vetslot-staging -C \"/app/bin/vetslot eval 'Vetslot.Release.reseed()'\", the fake clinics are the 'Demo *' ones. then make a branch for the invoice vat rounding fix (tiago's report) and deploy it there",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "vetslot staging: Fly app vetslot-staging (region ams), Postgres app vetslot-staging-db. Reset and reseed with: fly ssh console -a vetslot-staging -C \"/app/bin/vetslot eval 'Vetslot.Release.reseed()'\". Seeded fake clinics are the ones named 'Demo *'.",
                    "tags": ["vetslot", "staging", "fly"],
                },
                '{"id":"5127","action":"stored"}',
                False,
            ),
            (
                "bash",
                "git switch -c fix/invoice-vat-rounding && grep -n 'round' lib/vetslot/billing/invoice_line.ex",
                "Switched to a new branch 'fix/invoice-vat-rounding'\n31:    vat = Decimal.mult(net, rate) |> Decimal.round(2)\n38:    total = Enum.reduce(lines, Decimal.new(0), &Decimal.add(&2, &1.gross)) |> Decimal.round(2)",
            ),
            (
                "assistant",
                "Saved the staging setup to memory and created `fix/invoice-vat-rounding`. Before I change the rounding: is Tiago's report about per-line VAT rounding (line 31 rounds each line, so a 10-line invoice can be a few cents off the VAT-on-total), or something else?",
            ),
            (
                "user",
                "yes that one, portuguese invoices need vat on the total per rate, not per line. also rename the branch — branch names always start with the linear id, this is vet-514, so vet-514-invoice-vat-rounding. the preview bot keys off the linear id to link the PR and post the staging url",
            ),
            (
                "bash",
                "git branch -m vet-514-invoice-vat-rounding && git branch --show-current",
                "vet-514-invoice-vat-rounding",
            ),
            ("edit", "lib/vetslot/billing/invoice_line.ex"),
            ("edit", "lib/vetslot/billing/invoice.ex"),
            ("edit", "test/vetslot/billing/invoice_test.exs"),
            (
                "bash",
                "mix test test/vetslot/billing 2>&1 | tail -2 && git commit -qam 'VET-514 compute VAT on invoice totals per rate' && git push -q -u origin HEAD && fly deploy -a vetslot-staging --remote-only 2>&1 | tail -3",
                "Finished in 0.7 seconds (0.7s async, 0.00s sync)\n22 tests, 0 failures\n  Finished deploying\n\nVisit your newly deployed app at https://vetslot-staging.fly.dev/",
            ),
            (
                "assistant",
                "Renamed the branch to `vet-514-invoice-vat-rounding` and pushed it.\n\n- `Invoice.totals/1` now groups net amounts by VAT rate, computes VAT once per rate on the sum and rounds that (half-up, 2 decimals); lines keep their unrounded VAT for display only\n- test with Tiago's 10-line invoice: VAT is now 47.15, matching the accountant's figure (was 47.18)\n\nDeployed to https://vetslot-staging.fly.dev/; the Demo Lisboa clinic has a few invoices to check it on.",
            ),
            ("user", "great thx"),
        ],
        "lessons": [
            {"keys": ["branch names", "linear id"]},
        ],
        "tool_stored": [["vetslot-staging-db", "Release.reseed"]],
    },
    {
        "name": "fresh62-vetslot-chitchat-reduce-while-vs-stream-transform-postcode-regex",
        "split": "fresh62",
        "steps": [
            (
                "user",
                "brain's fried. Enum.reduce_while vs Stream.transform, when do i want which, 2 lines max",
            ),
            (
                "assistant",
                "`Enum.reduce_while/3`: eager, walks the collection into **one accumulated result** and can stop early with `{:halt, acc}`.\n`Stream.transform/3`: lazy, turns each element into **zero or more output elements** while carrying state, and can stop with `{:halt, acc}`; use it when the output is itself a sequence.",
            ),
            ("user", "ok ty. and a regex for portuguese postcodes? like 1000-205"),
            (
                "bash",
                'elixir -e \'r = ~r/\\A\\d{4}-\\d{3}\\z/; IO.inspect(for s <- ["1000-205", "4050-123", "1000205", "1000-20"], do: {s, Regex.match?(r, s)})\'',
                '[{"1000-205", true}, {"4050-123", true}, {"1000205", false}, {"1000-20", false}]',
            ),
            (
                "assistant",
                "`~r/\\A\\d{4}-\\d{3}\\z/` matches the `NNNN-NNN` format (checked above). It only checks the format, not whether the code exists; Portuguese codes start 1-9, so `~r/\\A[1-9]\\d{3}-\\d{3}\\z/` if you want to reject `0000-000`.",
            ),
            ("user", "perfect"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
