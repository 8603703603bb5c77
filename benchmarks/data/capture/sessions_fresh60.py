"""The "fresh60" capture sessions: written in session 29 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH60: list[dict[str, Any]] = [
    # --- "pawbook": vet-clinic booking SaaS (Elixir 1.17, Phoenix 1.7 LiveView, Ecto + Postgres 16, Oban for jobs, Twilio SMS behind a Notify module, gettext nl/de/en, deployed on Fly.io, ExUnit) ---
    {
        "name": "fresh60-pawbook-followup-sms-starts-at-utc-and-notify-deliver-corrections",
        "split": "fresh60",
        "steps": [
            (
                "user",
                "clinics want a follow-up text 48h after a visit ('how is Bobby doing? rate us: link'). add an oban job for it, enqueue when the appt gets marked done. twilio is already wired up (Pawbook.Twilio)",
            ),
            (
                "read",
                "lib/pawbook/appointments.ex",
                'defmodule Pawbook.Appointments do\n  import Ecto.Query\n  alias Pawbook.Repo\n  alias Pawbook.Appointments.Appointment\n\n  def book(clinic, attrs) do\n    %Appointment{clinic_id: clinic.id}\n    |> Appointment.changeset(attrs, clinic)\n    |> Repo.insert()\n  end\n\n  def complete(%Appointment{} = appt) do\n    appt\n    |> Ecto.Changeset.change(status: :done)\n    |> Repo.update()\n  end\n\n  def list_for_day(clinic, %Date{} = day) do\n    from(a in Appointment,\n      where: a.clinic_id == ^clinic.id and fragment("?::date", a.starts_at) == ^day,\n      order_by: a.starts_at,\n      preload: [pet: :owner, vet: []]\n    )\n    |> Repo.all()\n  end\nend\n',
            ),
            (
                "bash",
                "grep -rn 'starts_at' lib/pawbook_web/live/booking_live/form_component.ex",
                'lib/pawbook_web/live/booking_live/form_component.ex:41:        <.input field={@form[:starts_at]} type="datetime-local" label={gettext("Start")} />\nlib/pawbook_web/live/booking_live/form_component.ex:88:    case Appointments.book(socket.assigns.clinic, %{params | "starts_at" => params["starts_at"]}) do',
            ),
            ("edit", "lib/pawbook/workers/post_visit_follow_up.ex"),
            ("edit", "lib/pawbook/appointments.ex"),
            ("edit", "config/config.exs"),
            ("edit", "test/pawbook/workers/post_visit_follow_up_test.exs"),
            (
                "bash",
                "mix test test/pawbook/workers/post_visit_follow_up_test.exs",
                "...\nFinished in 0.4 seconds (0.4s async, 0.00s sync)\n3 tests, 0 failures\n\nRandomized with seed 118734",
            ),
            (
                "assistant",
                'Added the post-visit follow-up:\n- `Pawbook.Workers.PostVisitFollowUp` (queue `:notifications`, `max_attempts: 3`) loads the appointment with pet → owner and the clinic, and sends `"How is {pet} doing after the visit? Rate {clinic}: {link}"` via `Pawbook.Twilio.send_sms/2`\n- `Appointments.complete/1` enqueues it with `scheduled_at` 48h after the end of the appointment (`starts_at + duration_min`). Since `appointments.starts_at` is stored as clinic-local wall time (the booking form posts a `datetime-local`), the job first shifts it through `clinics.time_zone` to UTC, then adds the 48h\n- `config.exs`: added `notifications: 5` to the Oban queues\n\n3 tests pass.',
            ),
            (
                "user",
                "two things. starts_at is UTC in the db, Appointment.changeset/3 converts the form's local time with the clinic's time_zone before insert. backend is utc everywhere, you only convert to local at render (Pawbook.Time.local/2). your shift puts it off by 1-2h. and dont call Pawbook.Twilio directly, all outbound sms/email goes through Pawbook.Notify.deliver/2. it does the opt-out check (owners who replied STOP) and writes the notification log clinics see in admin. texting someone who opted out gets our sender number flagged by the carriers",
            ),
            (
                "read",
                "lib/pawbook/notify.ex",
                'defmodule Pawbook.Notify do\n  @moduledoc "Single entry point for everything sent to owners (SMS + email)."\n  alias Pawbook.Notify.{Log, Notification, OptOut}\n\n  @spec deliver(Pawbook.Owners.Owner.t(), Notification.t()) ::\n          {:ok, Log.t()} | {:error, :opted_out | term()}\n  def deliver(owner, %Notification{} = n) do\n    with :ok <- OptOut.check(owner, n.channel),\n         {:ok, ref} <- send_via(n.channel, owner, n) do\n      Log.record(owner, n, ref)\n    end\n  end\n',
            ),
            ("edit", "lib/pawbook/workers/post_visit_follow_up.ex"),
            ("edit", "test/pawbook/workers/post_visit_follow_up_test.exs"),
            (
                "bash",
                "mix test test/pawbook/workers/post_visit_follow_up_test.exs",
                "....\nFinished in 0.5 seconds (0.5s async, 0.00s sync)\n4 tests, 0 failures\n\nRandomized with seed 402215",
            ),
            (
                "assistant",
                "Fixed:\n- no conversion anymore: `scheduled_at` is `starts_at` (already UTC) `+ duration_min` minutes `+ 48h`\n- the worker sends through `Pawbook.Notify.deliver(owner, %Notification{kind: :post_visit_follow_up, channel: :sms, ...})`; `{:error, :opted_out}` is treated as done (returns `:ok`, no retry)\n- new test: an opted-out owner gets no SMS, the job completes and nothing is logged as sent\n\n4 tests pass.",
            ),
            ("user", "👌"),
        ],
        "lessons": [
            {"keys": ["starts_at", "UTC"], "not": ["clinic-local wall time"]},
            {"keys": ["Notify.deliver", "opt-out"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh60-pawbook-migration-utc-datetime-usec-and-concurrent-index-corrections",
        "split": "fresh60",
        "steps": [
            (
                "user",
                "dashboard day view is crawling for the big clinics (the vetpoint ones). add an index on appointments (clinic_id, starts_at). and while at it add reminder_sent_at to appointments so we can show a ✓ in the list",
            ),
            (
                "bash",
                "mix ecto.gen.migration add_reminder_sent_at_and_day_index",
                "* creating priv/repo/migrations/20261205091412_add_reminder_sent_at_and_day_index.exs",
            ),
            ("edit", "priv/repo/migrations/20261205091412_add_reminder_sent_at_and_day_index.exs"),
            ("edit", "lib/pawbook/appointments/appointment.ex"),
            ("edit", "lib/pawbook/workers/send_reminder.ex"),
            ("edit", "lib/pawbook_web/live/dashboard_live/day_component.ex"),
            (
                "bash",
                "mix ecto.migrate && mix test 2>&1 | tail -3",
                "09:15:02.118 [info] == Running 20261205091412 Pawbook.Repo.Migrations.AddReminderSentAtAndDayIndex.change/0 forward\n09:15:02.121 [info] alter table appointments\n09:15:02.140 [info] create index appointments_clinic_id_starts_at_index\n09:15:02.203 [info] == Migrated 20261205091412 in 0.0s\nFinished in 6.1 seconds (4.9s async, 1.2s sync)\n412 tests, 0 failures\n",
            ),
            (
                "assistant",
                "Migration `20261205091412_add_reminder_sent_at_and_day_index.exs`:\n```elixir\ndef change do\n  alter table(:appointments) do\n    add :reminder_sent_at, :naive_datetime\n  end\n\n  create index(:appointments, [:clinic_id, :starts_at])\nend\n```\n- `reminder_sent_at` is `:naive_datetime` to match Ecto's default timestamps; `SendReminder` sets it after a successful delivery\n- the day view shows a ✓ next to appointments whose reminder went out\n\nMigrated locally, 412 tests pass.",
            ),
            (
                "user",
                "nope on both. 1) all our datetimes are utc_datetime_usec. Pawbook.Schema sets @timestamps_opts [type: :utc_datetime_usec], migrations use timestamps(type: :utc_datetime_usec) and new datetime columns are :utc_datetime_usec too. 2) appointments is ~40M rows in prod. a plain create index takes a SHARE lock for the whole build, inserts block, bookings time out (we had a 9 min outage from exactly this in march). indexes on big tables go in their own migration with concurrently: true + @disable_ddl_transaction true + @disable_migration_lock true",
            ),
            (
                "bash",
                "mix ecto.rollback && rm priv/repo/migrations/20261205091412_add_reminder_sent_at_and_day_index.exs && mix ecto.gen.migration add_reminder_sent_at_to_appointments && mix ecto.gen.migration index_appointments_on_clinic_id_starts_at",
                "09:21:40.554 [info] == Running 20261205091412 Pawbook.Repo.Migrations.AddReminderSentAtAndDayIndex.change/0 backward\n09:21:40.556 [info] drop index appointments_clinic_id_starts_at_index\n09:21:40.561 [info] alter table appointments\n09:21:40.570 [info] == Migrated 20261205091412 in 0.0s\n* creating priv/repo/migrations/20261205092144_add_reminder_sent_at_to_appointments.exs\n* creating priv/repo/migrations/20261205092145_index_appointments_on_clinic_id_starts_at.exs",
            ),
            (
                "edit",
                "priv/repo/migrations/20261205092144_add_reminder_sent_at_to_appointments.exs",
            ),
            (
                "edit",
                "priv/repo/migrations/20261205092145_index_appointments_on_clinic_id_starts_at.exs",
            ),
            ("edit", "lib/pawbook/appointments/appointment.ex"),
            (
                "bash",
                "mix ecto.migrate && mix test 2>&1 | tail -3",
                "09:23:05.310 [info] == Running 20261205092144 Pawbook.Repo.Migrations.AddReminderSentAtToAppointments.change/0 forward\n09:23:05.312 [info] alter table appointments\n09:23:05.320 [info] == Migrated 20261205092144 in 0.0s\n09:23:05.347 [info] == Running 20261205092145 Pawbook.Repo.Migrations.IndexAppointmentsOnClinicIdStartsAt.change/0 forward\n09:23:05.348 [info] create index concurrently appointments_clinic_id_starts_at_index\n09:23:05.412 [info] == Migrated 20261205092145 in 0.0s\nFinished in 6.0 seconds (4.8s async, 1.2s sync)\n412 tests, 0 failures\n",
            ),
            (
                "assistant",
                "Split into two migrations:\n- `20261205092144_add_reminder_sent_at_to_appointments.exs`: `add :reminder_sent_at, :utc_datetime_usec`; the schema field is `:utc_datetime_usec` too\n- `20261205092145_index_appointments_on_clinic_id_starts_at.exs`: `@disable_ddl_transaction true`, `@disable_migration_lock true`, `create index(:appointments, [:clinic_id, :starts_at], concurrently: true)`\n\nMigrated locally (the log shows `create index concurrently`), 412 tests pass.",
            ),
            ("user", "ty. merge when green"),
        ],
        "lessons": [
            {"keys": ["utc_datetime_usec", "timestamps"], "not": ["match Ecto's default"]},
            {"keys": ["concurrently", "disable_ddl_transaction"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh60-pawbook-decision-shared-tables-clinic-id-not-schema-per-tenant",
        "split": "fresh60",
        "steps": [
            (
                "user",
                "we're about to sign vetpoint (chain, ~300 clinics). their IT asks if we isolate tenants at the db level. triplex / schema per clinic, is that worth doing now?",
            ),
            (
                "bash",
                "psql \"$DEV_DB_URL\" -Atc 'select count(*) from clinics' ; grep -rln 'clinic_id' lib/pawbook --include=*.ex | wc -l; ls priv/repo/migrations | wc -l",
                "1184\n37\n212",
            ),
            (
                "assistant",
                "Today every tenant table carries `clinic_id` (37 modules use it) and scoping is by convention in the context functions. Options:\n\n1. **Schema-per-tenant** (Triplex / Ecto `prefix:`): one Postgres schema per clinic. Strong isolation story, but 1,184 clinics means every one of the 212+ migrations runs 1,184 times per deploy, `pg_catalog` grows to ~100k relations, and every query needs the right `prefix`, including Oban jobs and reports.\n2. **Shared tables + enforced scoping**: keep `clinic_id`, add a `Repo.prepare_query/3` guard that raises when a query on a tenant table has no `clinic_id` filter; Postgres row-level security later if they insist.\n3. **Separate database for VetPoint only**: isolation for the one customer that asks, but a second deploy target and migration run for one tenant.",
            ),
            (
                "user",
                "2. shared tables with clinic_id stays. schema-per-tenant = every migration x1184 and deploys take an hour, not doing that for one sales question. add the prepare_query guard now, that's what we tell vetpoint. RLS maybe later. write an adr",
            ),
            ("edit", "docs/adr/0007-tenancy-shared-tables.md"),
            ("edit", "lib/pawbook/repo.ex"),
            ("edit", "test/pawbook/repo_tenant_guard_test.exs"),
            (
                "bash",
                "mix test 2>&1 | grep -A3 'TenantScopeError' | head -12; mix test 2>&1 | tail -2",
                "     ** (Pawbook.Repo.TenantScopeError) query on appointments has no clinic_id filter\n     code: Reports.no_show_rate_by_clinic(~D[2026-11-01], ~D[2026-11-30])\n     stacktrace:\n       lib/pawbook/reports.ex:22: Pawbook.Reports.no_show_rate_by_clinic/2\n     ** (Pawbook.Repo.TenantScopeError) query on invoices has no clinic_id filter\n     code: Reports.revenue_by_clinic(~D[2026-11-01], ~D[2026-11-30])\n     stacktrace:\n       lib/pawbook/reports.ex:47: Pawbook.Reports.revenue_by_clinic/2\n     ** (Pawbook.Repo.TenantScopeError) query on clinics has no clinic_id filter\n     code: Admin.list_clinics()\n     stacktrace:\nFinished in 6.3 seconds (5.0s async, 1.3s sync)\n417 tests, 3 failures",
            ),
            (
                "assistant",
                "The guard works and catches three queries that legitimately span clinics: two in `Pawbook.Reports` (no-show rate and revenue by clinic) and `Admin.list_clinics/0`. `clinics` itself shouldn't count as a tenant table, so I'll drop it from the guarded list. For the two reports, how do you want to allow cross-clinic queries?",
            ),
            (
                "user",
                "those are the internal admin reports. pass skip_tenant_check: true explicitly in the Repo call, thats the one escape hatch, and every use needs a comment saying why. no global bypass flag",
            ),
            ("edit", "lib/pawbook/repo.ex"),
            ("edit", "lib/pawbook/reports.ex"),
            ("edit", "docs/adr/0007-tenancy-shared-tables.md"),
            (
                "bash",
                "mix test 2>&1 | tail -2; head -14 docs/adr/0007-tenancy-shared-tables.md",
                "Finished in 6.2 seconds (5.0s async, 1.2s sync)\n417 tests, 0 failures\n# ADR 0007: Tenancy stays on shared tables with clinic_id\n\nStatus: accepted (2026-12-05)\n\n## Decision\nAll clinics share tables; every tenant table has clinic_id. No schema-per-tenant (Triplex/prefixes),\nno per-customer database.\n\n## Why\n- Schema-per-tenant runs every migration once per clinic (1,184 today): deploys would take about an hour.\n- Isolation is enforced in code instead: Repo.prepare_query/3 raises TenantScopeError on a tenant-table\n  query without a clinic_id filter. Cross-clinic queries must pass skip_tenant_check: true, with a comment.\n- Postgres RLS may be added later on top of this.",
            ),
            (
                "assistant",
                "Done:\n- `Pawbook.Repo.prepare_query/3` raises `TenantScopeError` for queries on tenant tables without a `clinic_id` filter (`clinics` excluded)\n- the two `Reports` queries pass `skip_tenant_check: true`, each with a comment on why it spans clinics\n- `docs/adr/0007-tenancy-shared-tables.md` records the decision, the reasons, the escape hatch and RLS as a possible later step\n\nAll 417 tests pass.",
            ),
            ("user", "nice, sending that to their IT guy"),
        ],
        "lessons": [
            {"keys": ["clinic_id", "schema-per-tenant"]},
            {"keys": ["skip_tenant_check", "prepare_query"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh60-pawbook-incident-duplicate-reminder-sms-after-reschedule",
        "split": "fresh60",
        "steps": [
            (
                "user",
                "clinic in utrecht says owners are getting 2-3 reminder texts for the same appt, one of them with the wrong time. twilio bill jumped too. can you look",
            ),
            (
                "bash",
                "psql \"$PROD_RO_URL\" -c \"select args->>'appointment_id' as appt, count(*), array_agg(scheduled_at order by scheduled_at) from oban_jobs where worker = 'Pawbook.Workers.SendReminder' and inserted_at > now() - interval '7 days' group by 1 having count(*) > 1 order by 2 desc limit 5\"",
                '  appt  | count |                                  array_agg\n--------+-------+------------------------------------------------------------------------------\n 918233 |     3 | {"2026-12-02 08:00:00","2026-12-03 13:30:00","2026-12-04 09:15:00"}\n 917702 |     2 | {"2026-12-01 14:00:00","2026-12-02 10:30:00"}\n 920014 |     2 | {"2026-12-03 07:45:00","2026-12-05 07:45:00"}\n 916540 |     2 | {"2026-12-01 09:00:00","2026-12-01 15:00:00"}\n 919871 |     2 | {"2026-12-04 12:00:00","2026-12-04 12:30:00"}\n(5 rows)',
            ),
            (
                "read",
                "lib/pawbook/workers/send_reminder.ex",
                'defmodule Pawbook.Workers.SendReminder do\n  use Oban.Worker, queue: :notifications, max_attempts: 5, unique: [period: 60]\n\n  alias Pawbook.{Notify, Repo}\n  alias Pawbook.Owners.Owner\n\n  def new_for(appt, owner, pet) do\n    new(\n      %{appointment_id: appt.id, owner_id: owner.id, pet_name: pet.name, starts_at: appt.starts_at, clinic_id: appt.clinic_id},\n      scheduled_at: DateTime.add(appt.starts_at, -24, :hour)\n    )\n  end\n\n  @impl Oban.Worker\n  def perform(%Oban.Job{args: %{"owner_id" => owner_id, "pet_name" => pet_name, "starts_at" => starts_at, "clinic_id" => clinic_id}}) do\n    owner = Repo.get!(Owner, owner_id)\n    Notify.deliver(owner, Notify.Notification.reminder(pet_name, starts_at, clinic_id))\n  end\nend\n',
            ),
            (
                "bash",
                "grep -rn 'SendReminder' lib/pawbook/appointments.ex",
                "lib/pawbook/appointments.ex:19:    |> Ecto.Multi.insert(:reminder, fn %{appt: a} -> SendReminder.new_for(a, owner, pet) end)\nlib/pawbook/appointments.ex:34:    |> Ecto.Multi.insert(:reminder, fn %{appt: a} -> SendReminder.new_for(a, owner, pet) end)",
            ),
            (
                "think",
                "line 19 is book/2, line 34 is reschedule/2. reschedule inserts a second job; unique period 60 with default keys = all args, and starts_at is in the args so the args differ anyway -> never deduped. old job stays scheduled at the old time and fires with the old starts_at from args. cancel/1 doesn't touch the job either, and perform never looks at the appointment. Fix: unique on appointment_id only, period infinity, states available/scheduled/retryable, replace scheduled_at on conflict; perform re-reads the appointment and cancels if not :booked.",
            ),
            (
                "assistant",
                "Root cause: **`Appointments.reschedule/2` enqueues a second `SendReminder` without removing the first**, and the worker's `unique: [period: 60]` can't catch it:\n- `unique` compares all args by default, and `starts_at` is in the args, so a rescheduled appointment always looks like a different job; the 60 s window wouldn't cover a reschedule days later anyway\n- the old job stays scheduled 24h before the *old* time and sends the *old* `starts_at` from its args (the \"wrong time\" text)\n- `perform/1` never loads the appointment, so cancelled appointments get reminders too\n\nFix:\n- `unique: [keys: [:appointment_id], period: :infinity, states: [:available, :scheduled, :retryable]]` plus `replace: [scheduled: [:scheduled_at, :args]]`, so a reschedule moves the existing job instead of adding one\n- `perform/1` re-reads the appointment and returns `{:cancel, :not_booked}` unless it's still `:booked` and its `starts_at` matches\n- `Appointments.cancel/1` cancels the pending reminder job\n- one-off: cancel the duplicate scheduled jobs in prod (keep the newest per appointment)",
            ),
            (
                "user",
                "ugh. yes ship it, and do the prod cleanup. reply to utrecht is on me. and rule from now on: any oban worker that messages a human re-reads the current record in perform, never acts on the args snapshot alone",
            ),
            ("edit", "lib/pawbook/workers/send_reminder.ex"),
            ("edit", "lib/pawbook/appointments.ex"),
            ("edit", "test/pawbook/workers/send_reminder_test.exs"),
            ("edit", "priv/repo/scripts/cancel_duplicate_reminders.exs"),
            (
                "bash",
                'mix test test/pawbook/workers/send_reminder_test.exs test/pawbook/appointments_test.exs 2>&1 | tail -2 && fly ssh console -a pawbook-prod -C \'/app/bin/pawbook eval "Pawbook.Release.run_script(\\"cancel_duplicate_reminders.exs\\")"\'',
                "Finished in 1.1 seconds (1.1s async, 0.00s sync)\n38 tests, 0 failures\nConnecting to fdaa:2:4c1e:a7b:1f3:9c40:12d8:2... complete\ncancelled 147 duplicate SendReminder jobs across 139 appointments",
            ),
            (
                "assistant",
                "Shipped and cleaned up:\n- `SendReminder` is unique per `appointment_id` across available/scheduled/retryable with `replace` on `scheduled_at` and `args`; reschedule now moves the existing job (test: book → reschedule twice → exactly one job, at the new time)\n- `perform/1` re-reads the appointment and cancels the job if it's no longer `:booked` or the time changed\n- `Appointments.cancel/1` cancels the pending reminder\n- prod: cancelled 147 duplicate scheduled jobs across 139 appointments\n\nThe other worker that texts owners, `PostVisitFollowUp`, already loads the appointment in `perform/1`, so it follows the new rule.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["reschedule", "unique"]},
            {"keys": ["perform", "args"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh60-pawbook-tool-stored-fly-apps-and-gettext-for-ui-strings",
        "split": "fresh60",
        "steps": [
            (
                "user",
                "remember this for later pls: staging is the fly app pawbook-staging (ams), db pawbook-staging-db, deploys from the `staging` branch via gh actions. prod is pawbook-prod in fra and only deploys from v* tags. then: add a species filter (dog/cat/rabbit/other) to the dashboard day view",
            ),
            (
                "tool",
                "mcp__cognimem__remember",
                {
                    "content": "pawbook deploy targets on Fly.io: staging = app pawbook-staging (region ams), database pawbook-staging-db, deployed from the `staging` branch by GitHub Actions. Production = app pawbook-prod (region fra), deployed only from v* tags.",
                    "tags": ["pawbook", "deploy", "fly", "staging", "prod"],
                },
                '{"id":"5208","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/pawbook_web/live/dashboard_live/day_component.ex",
                'defmodule PawbookWeb.DashboardLive.DayComponent do\n  use PawbookWeb, :live_component\n\n  def update(%{clinic: clinic, day: day} = assigns, socket) do\n    {:ok,\n     socket\n     |> assign(assigns)\n     |> stream(:appointments, Appointments.list_for_day(clinic, day), reset: true)}\n  end\n\n  def render(assigns) do\n    ~H"""\n    <div id="day-view">\n      <.header><%= gettext("Appointments") %> · <%= Pawbook.Time.format_day(@day, @clinic) %></.header>\n      <.table id="appointments" rows={@streams.appointments}>\n',
            ),
            ("edit", "lib/pawbook/appointments.ex"),
            ("edit", "lib/pawbook_web/live/dashboard_live/day_component.ex"),
            ("edit", "test/pawbook_web/live/dashboard_live_test.exs"),
            (
                "bash",
                "mix test test/pawbook_web/live/dashboard_live_test.exs 2>&1 | tail -2",
                "Finished in 0.9 seconds (0.9s async, 0.00s sync)\n11 tests, 0 failures",
            ),
            (
                "assistant",
                'Saved the Fly setup to memory.\n\nSpecies filter:\n- `Appointments.list_for_day/3` takes an optional `species:` filter (joins `pets`)\n- the day view has a select above the table: "All species", "Dog", "Cat", "Rabbit", "Other"; changing it sends `filter_species` and re-streams with `reset: true`\n- the choice is kept in the URL (`?species=cat`) so a reload keeps it\n\n11 tests pass.',
            ),
            (
                "user",
                'works. but strings: every user-facing string goes through gettext (gettext/1, dgettext("species", ...) for the species labels). we\'ve got dutch and german clinics and i keep finding hardcoded english in the ui. run mix gettext.extract --merge after',
            ),
            ("edit", "lib/pawbook_web/live/dashboard_live/day_component.ex"),
            (
                "bash",
                "mix gettext.extract --merge 2>&1 | tail -4 && git diff --stat priv/gettext",
                "Wrote priv/gettext/de/LC_MESSAGES/species.po (4 new messages, 0 removed, 0 unchanged, 0 reworded (fuzzy))\nWrote priv/gettext/nl/LC_MESSAGES/species.po (4 new messages, 0 removed, 0 unchanged, 0 reworded (fuzzy))\nWrote priv/gettext/de/LC_MESSAGES/default.po (1 new message, 0 removed, 212 unchanged, 0 reworded (fuzzy))\nWrote priv/gettext/nl/LC_MESSAGES/default.po (1 new message, 0 removed, 212 unchanged, 0 reworded (fuzzy))\n priv/gettext/de/LC_MESSAGES/default.po |  3 +++\n priv/gettext/de/LC_MESSAGES/species.po | 15 +++++++++++++++\n priv/gettext/default.pot               |  3 +++\n priv/gettext/nl/LC_MESSAGES/default.po |  3 +++\n priv/gettext/nl/LC_MESSAGES/species.po | 15 +++++++++++++++\n priv/gettext/species.pot               | 15 +++++++++++++++\n 6 files changed, 54 insertions(+)",
            ),
            (
                "assistant",
                'Wrapped them: "All species" is `gettext("All species")`, the four species labels use `dgettext("species", ...)` (new `species` domain). `mix gettext.extract --merge` added the entries to the `de` and `nl` `.po` files; the `msgstr`s are empty, so they\'ll fall back to English until someone translates them.',
            ),
            ("user", "sanne does the translations, fine. ty"),
        ],
        "lessons": [
            {"keys": ["gettext", "dutch"]},
        ],
        "tool_stored": [["pawbook-staging", "pawbook-prod"]],
    },
    {
        "name": "fresh60-pawbook-chitchat-map-get-default-and-status-update",
        "split": "fresh60",
        "steps": [
            (
                "user",
                "quick q, is `Map.get(m, :k) || default` the same as `Map.get(m, :k, default)`?",
            ),
            (
                "assistant",
                "Not quite. `Map.get(m, :k, default)` returns `default` only when the key is **missing**. `Map.get(m, :k) || default` also returns `default` when the key is present with `nil` or `false`:\n\n```elixir\nm = %{k: false}\nMap.get(m, :k, true)      #=> false\nMap.get(m, :k) || true    #=> true\n```\n\nFor booleans or keys that may be explicitly `nil`, use the 3-arity form (or `Map.fetch/2` if you need to tell missing from `nil`).",
            ),
            (
                "user",
                "makes sense. also gimme a 3 line standup update from what i did yesterday, git log is fine",
            ),
            (
                "bash",
                'git log --since=yesterday.midnight --until=today.midnight --author="$(git config user.email)" --oneline',
                "4b81d0e dashboard: species filter on day view\n9a3f2c7 reminders: unique per appointment, re-check state in perform\n1ce7b55 migrations: reminder_sent_at + concurrent day index",
            ),
            (
                "assistant",
                "- Fixed the duplicate reminder texts (one reminder per appointment, cancelled/rescheduled appointments handled)\n- Added the species filter to the dashboard day view\n- Sped up the day view for large clinics with a new index, plus a reminder-sent ✓ in the list",
            ),
            ("user", "perfect"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
