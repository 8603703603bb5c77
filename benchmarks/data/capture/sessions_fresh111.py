"""The "fresh111" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH111: list[dict[str, Any]] = [
    # --- "hollybush": appointments and client records for Hollybush Veterinary Group, a
    # three-branch practice on the Welsh border (Oswestry, Chirk, Llangollen). Elixir 1.17,
    # Phoenix 1.7 LiveView, Ecto on PostgreSQL 16, Oban 2.18 for jobs, Swoosh + Postmark email,
    # Esendex SMS, deployed on Fly.io (app "hollybush", region lhr); ExUnit; repo: lib/,
    # priv/repo/migrations/, priv/gettext/, test/ ---
    {
        "name": "fresh111-hollybush-chitchat-liveview-streams-and-vaccination-typo",
        "split": "fresh111",
        "steps": [
            (
                "user",
                "why does the appointments day view use stream(:appointments, ...) and not just assign, whats the point of streams",
            ),
            (
                "think",
                "Concept. assign keeps the list in the LiveView process memory and diffs; stream sends items to the client once, server forgets them, per-item insert/delete by dom id. Day view has lots of rows and gets PubSub updates.",
            ),
            (
                "assistant",
                "The difference is **where the list lives**.\n\n**`assign(socket, :appointments, list)`**\n- the whole list stays in the LiveView process's memory for as long as the page is open\n- when it changes, LiveView diffs the template and re-sends what changed, but the server has to hold and compare the full list\n\n**`stream(socket, :appointments, list)`**\n- each item is rendered and sent to the browser **once**, then the server forgets it\n- later you `stream_insert` / `stream_delete` single items, and the client patches just that row by its DOM id (`appointments-123`)\n- the template loops over `@streams.appointments` inside a container with `phx-update=\"stream\"`\n\nFor the day view that matters because reception leaves it open all day across three branches, and every booking broadcasts over PubSub: with a stream, a new booking is one `stream_insert` of one row, and each open tab isn't holding a few hundred appointment structs in memory.\n\nThe catch: the server doesn't have the list any more, so anything like \"count of today's appointments\" needs its own assign.",
            ),
            (
                "user",
                "got it. also the reminder email subject says 'Vaccinaton due for Biscuit' lol. fix pls",
            ),
            (
                "bash",
                'grep -rn "Vaccinaton" lib/ priv/gettext/',
                'lib/hollybush/emails/reminder_email.ex:14:    |> subject(gettext("Vaccinaton due for %{pet}", pet: pet.name))\npriv/gettext/default.pot:88:msgid "Vaccinaton due for %{pet}"\npriv/gettext/cy/LC_MESSAGES/default.po:88:msgid "Vaccinaton due for %{pet}"',
            ),
            ("edit", "lib/hollybush/emails/reminder_email.ex"),
            (
                "bash",
                "mix gettext.extract --merge 2>&1 | tail -1 && mix test test/hollybush/emails 2>&1 | tail -1",
                "Wrote priv/gettext/cy/LC_MESSAGES/default.po (0 new messages, 0 removed, 211 unchanged, 1 reworded (fuzzy))\n6 tests, 0 failures",
            ),
            (
                "assistant",
                'Fixed the msgid in `reminder_email.ex` to `"Vaccination due for %{pet}"` and re-extracted. The Welsh translation for that line carried over (marked fuzzy, so whoever does the `cy` file should give it a glance). Email tests pass.',
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh111-hollybush-incident-duplicate-reminders-genserver-on-every-machine",
        "split": "fresh111",
        "steps": [
            (
                "user",
                "clients are getting the vaccination reminder text twice. reception had like 6 calls this morning already. i think it started yesterday",
            ),
            (
                "bash",
                "fly logs -a hollybush --no-tail | grep -i 'reminder sweep' | tail -4",
                "2026-12-06T09:00:00Z app[148e2d5c6e7289] lhr [info] reminder sweep: sending 214 reminders\n2026-12-06T09:00:00Z app[3d8d9e0f1a4b62] lhr [info] reminder sweep: sending 214 reminders\n2026-12-07T09:00:00Z app[148e2d5c6e7289] lhr [info] reminder sweep: sending 197 reminders\n2026-12-07T09:00:00Z app[3d8d9e0f1a4b62] lhr [info] reminder sweep: sending 197 reminders",
            ),
            (
                "bash",
                "fly scale show -a hollybush",
                "VM Resources for app: hollybush\n\nGroups\nNAME\tCOUNT\tKIND\tCPUS\tMEMORY\tREGIONS\napp \t2    \tshared\t1   \t1024 MB\tlhr(2)",
            ),
            (
                "read",
                "lib/hollybush/reminders/sweep.ex",
                'defmodule Hollybush.Reminders.Sweep do\n  use GenServer\n  require Logger\n\n  def start_link(_), do: GenServer.start_link(__MODULE__, nil, name: __MODULE__)\n\n  def init(_) do\n    schedule_next()\n    {:ok, nil}\n  end\n\n  def handle_info(:tick, state) do\n    due = Hollybush.Reminders.due_today()\n    Logger.info("reminder sweep: sending #{length(due)} reminders")\n    Enum.each(due, &Hollybush.Reminders.send_sms/1)\n    schedule_next()\n    {:noreply, state}\n  end\n\n  defp schedule_next, do: Process.send_after(self(), :tick, ms_until_next_9am())\nend\n',
            ),
            (
                "think",
                "Two machines, each runs the full supervision tree incl. Sweep GenServer, both fire at 09:00. Named GenServer is only unique per node. Was 1 machine until recently. Fix: Oban.Plugins.Cron (only the leader node inserts cron jobs), worker unique per day, plus reminder_sent_at guard per vaccination so retries can't double-send.",
            ),
            (
                "assistant",
                "Found it. It isn't the SMS provider, we really are sending everything twice.\n\n**Cause**\n\n- the 9am reminder sweep is a plain GenServer (`Hollybush.Reminders.Sweep`) started in `application.ex`, with a `Process.send_after` timer\n- the app now runs on **2 Fly machines** (`fly scale show`: `lhr(2)`), and each machine starts the whole supervision tree, so each has its own Sweep\n- both fired at 09:00:00 yesterday and today, each sent all ~200 reminders (the logs show both machine ids)\n\nThe `name: __MODULE__` only makes it unique *per machine*, so this was fine while we had one.\n\n**Fix**\n\n- delete the GenServer and run the sweep as an Oban worker from `Oban.Plugins.Cron` (`\"0 9 * * *\"`); Oban only lets the leader node insert cron jobs, so it runs once however many machines we have\n- `unique: [period: 86_400]` on the worker as a second guard\n- set `reminder_sent_at` on each vaccination when its text goes out and skip ones that already have it, so a retried job can't re-send\n\nDid you scale up on purpose? And do you want me to text an apology?",
            ),
            (
                "user",
                "yes i scaled to 2 on saturday for the christmas rush. no apology texts, reception are ringing the ones who complained. do the fix",
            ),
            ("edit", "lib/hollybush/reminders/sweep_worker.ex"),
            ("edit", "lib/hollybush/application.ex"),
            ("edit", "config/config.exs"),
            ("edit", "priv/repo/migrations/20261207103000_add_reminder_sent_at.exs"),
            ("edit", "lib/hollybush/reminders.ex"),
            ("edit", "test/hollybush/reminders/sweep_worker_test.exs"),
            (
                "bash",
                "mix test test/hollybush/reminders 2>&1 | tail -1",
                "11 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n- `Sweep` GenServer removed from `application.ex`\n- `Hollybush.Reminders.SweepWorker` on the `reminders` queue, scheduled by `Oban.Plugins.Cron` at `0 9 * * *` Europe/London, `unique: [period: 86_400]`\n- `vaccinations.reminder_sent_at`, set per text, and `due_today/0` skips anything already sent\n- test: running the worker twice on the same day sends each reminder once\n\nReady to `fly deploy`.",
            ),
            (
                "user",
                "deploying. so anything on a schedule goes through oban cron, never a genserver timer, because fly runs the whole supervision tree on every machine",
            ),
        ],
        "lessons": [
            {"keys": ["oban cron", "every machine"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh111-hollybush-decision-double-booking-exclusion-constraint-per-vet",
        "split": "fresh111",
        "steps": [
            (
                "user",
                "dr okafor got double booked twice this week, once with a bitch spay overlapping a consult. how do we stop this for good",
            ),
            (
                "read",
                "lib/hollybush/clinic/appointment.ex",
                'schema "appointments" do\n    field :starts_at, :utc_datetime\n    field :ends_at, :utc_datetime\n    field :kind, Ecto.Enum, values: [:consult, :vaccination, :surgery, :nurse]\n    belongs_to :vet, Hollybush.Staff.Vet\n    belongs_to :branch, Hollybush.Clinic.Branch\n    belongs_to :pet, Hollybush.Patients.Pet\n    timestamps()\n  end\n\n  def changeset(appt, attrs) do\n    appt\n    |> cast(attrs, [:starts_at, :ends_at, :kind, :vet_id, :branch_id, :pet_id])\n    |> validate_required([:starts_at, :ends_at, :kind, :vet_id, :branch_id, :pet_id])\n  end\n',
            ),
            (
                "bash",
                "grep -rn 'Clinic.create_appointment' lib/ | grep -v _test",
                "lib/hollybush_web/live/appointment_live/form_component.ex:61:    case Clinic.create_appointment(params) do\nlib/hollybush_web/controllers/api/appointment_controller.ex:19:    with {:ok, appt} <- Clinic.create_appointment(params) do",
            ),
            (
                "assistant",
                "Nothing checks for overlaps at the moment, the changeset only validates required fields. Bookings come in from the reception LiveView and from the API (the nurse tablet app). Options:\n\n1. **Overlap check in the changeset**: before insert, query for an appointment of the same vet whose range overlaps and add an error. Simple, gives a nice form error, no migration.\n2. **Postgres exclusion constraint**: enable `btree_gist` and add `EXCLUDE USING gist (vet_id WITH =, tstzrange(starts_at, ends_at) WITH &&)`. The database refuses any overlap, whichever path the booking comes from; the changeset maps the violation to a form error with `exclusion_constraint/3`.\n3. **Row lock**: `SELECT ... FOR UPDATE` on the vet's row inside the booking transaction, then check and insert.\n\nI'd go with **1**: it's the least code and the error message is easy to get right.",
            ),
            (
                "user",
                "the exclusion constraint, a changeset check races when two reception desks book the same slot at the same moment, which is literally how the spay one happened, and the nurse app posts straight to the api anyway. it has to be per vet not per branch because dr okafor does mornings in chirk and afternoons in oswestry",
            ),
            (
                "think",
                "Option 2. Constraint on vet_id only (not branch) - matches what I proposed. Check existing overlaps first or the migration fails. Cancelled appointments: is there a status? Not in schema. Fine.",
            ),
            (
                "bash",
                "mix run -e 'IO.inspect Hollybush.Clinic.overlapping_pairs() |> length()'",
                "3",
            ),
            (
                "assistant",
                "Exclusion constraint it is, on `vet_id` only, so Dr Okafor's Chirk mornings and Oswestry afternoons are checked together.\n\nOne thing: there are **3 existing overlapping pairs** in the data (including this week's two), and the migration will fail until they're resolved. Want me to list them for reception, or move the later one of each pair by hand?",
            ),
            ("user", "list them, sarah on reception will sort them out with the clients"),
            (
                "bash",
                "mix run -e 'Hollybush.Clinic.overlapping_pairs() |> Enum.each(&IO.puts(Hollybush.Clinic.describe_pair(&1)))'",
                "2026-12-08 10:30 Okafor (Chirk): Bramble (consult) overlaps Nala (bitch spay 10:00-11:30)\n2026-12-10 14:15 Okafor (Oswestry): Pip (vaccination) overlaps Monty (consult 14:10-14:25)\n2026-12-15 09:00 Hughes (Llangollen): Tess (consult) overlaps Tess (consult, duplicate)",
            ),
            ("edit", "priv/repo/migrations/20261207141500_appointments_no_overlap.exs"),
            ("edit", "lib/hollybush/clinic/appointment.ex"),
            ("edit", "test/hollybush/clinic/appointment_test.exs"),
            (
                "bash",
                "mix test test/hollybush/clinic 2>&1 | tail -1",
                "27 tests, 0 failures",
            ),
            (
                "assistant",
                "Ready on `appointments-no-overlap`:\n\n- migration enables `btree_gist` and adds `appointments_no_overlap` (`vet_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&`), so back-to-back slots are fine\n- `exclusion_constraint(:starts_at, name: :appointments_no_overlap, message: \"Vet is already booked at this time\")` in the changeset, which the form and the API both show\n- tests: overlap rejected for the same vet across two branches, back-to-back allowed, different vets allowed\n\nThe three clashes above need sorting before `fly deploy`, or the migration will stop the release.",
            ),
            ("user", "ok ill send sarah the list"),
        ],
        "lessons": [
            {"keys": ["exclusion constraint", "reception desks"]},
            {"keys": ["per vet", "okafor"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh111-hollybush-tool-stored-reporting-replica-and-deceased-pets-answer",
        "split": "fresh111",
        "steps": [
            (
                "user",
                "need a csv of clients who havent been in for 2 years for the lapsed client mailing. marketing want it by thursday",
            ),
            (
                "read",
                "config/runtime.exs",
                'config :hollybush, Hollybush.Repo,\n  url: System.fetch_env!("DATABASE_URL"),\n  pool_size: 10\n\nconfig :hollybush, Hollybush.ReportingRepo,\n  url: System.fetch_env!("REPORTING_DATABASE_URL"),\n  pool_size: 2,\n  read_only: true\n',
            ),
            (
                "bash",
                "fly secrets list -a hollybush | grep REPORTING; fly status -a hollybush-db | grep -E 'replica|primary'",
                "REPORTING_DATABASE_URL\t7f3a9c0d2e41b8a6\t2026-09-14T10:02:11Z\n  e784d1f2a5c981  hollybush-db  lhr  started  primary\n  6e82a31b7c4d09  hollybush-db  lhr  started  replica",
            ),
            (
                "think",
                "ReportingRepo points at the replica. Use it for the export so it doesn't hit the primary during clinic hours. Ask about deceased pets, sending a 'we miss you' mail about a dead pet would be bad.",
            ),
            (
                "assistant",
                "There's a read-only `Hollybush.ReportingRepo` pointed at the `hollybush-db` read replica, so I'll run the export there rather than on the primary during clinic hours.\n\nBefore I write it, one question: a client whose only pet died recently would also show up as \"not been in for 2 years\" eventually. Should clients with a pet marked deceased be left out, and if so, how far back?",
            ),
            (
                "user",
                "yes always use the replica for reports, remember that. and leave out anyone with a pet marked deceased in the last 12 months, we had awful complaints last spring when the mailing said 'we miss Bella' to a family who'd just had her put to sleep",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "hollybush: run reports and exports through `Hollybush.ReportingRepo` (read-only, on the `hollybush-db` read replica), never through the primary `Hollybush.Repo`.",
                    "tags": ["hollybush", "reports", "database"],
                },
                '{"id":"8840","action":"stored"}',
                False,
            ),
            ("edit", "lib/hollybush/reports/lapsed_clients.ex"),
            ("edit", "test/hollybush/reports/lapsed_clients_test.exs"),
            (
                "bash",
                'mix test test/hollybush/reports 2>&1 | tail -1 && fly ssh console -a hollybush -C \'/app/bin/hollybush rpc "Hollybush.Reports.LapsedClients.to_csv(\\"/tmp/lapsed.csv\\")"\' && fly ssh sftp get /tmp/lapsed.csv -a hollybush',
                "5 tests, 0 failures\n{:ok, 1384}\n96412 bytes written to lapsed.csv",
            ),
            (
                "assistant",
                "Saved the reporting rule to memory, and the export is done: `lapsed.csv`, **1384 clients**.\n\n- last appointment of any kind more than 2 years ago (before 2024-12-07), at any branch\n- excludes clients with a pet marked deceased in the last 12 months\n- excludes clients who opted out of marketing email\n- columns: name, email, branch, last visit, pet names (living pets only)\n\nQuery runs on `ReportingRepo`. The report module can be rerun any time with `LapsedClients.to_csv/1`.",
            ),
            ("user", "lovely, sending it to jo now"),
        ],
        "lessons": [
            {"keys": ["deceased", "12 months"]},
        ],
        "tool_stored": [["ReportingRepo", "replica"]],
    },
    {
        "name": "fresh111-hollybush-review-pet-registration-microchip-contexts-gettext",
        "split": "fresh111",
        "steps": [
            ("user", "can u review #57, sians new pet registration form"),
            (
                "bash",
                "gh pr diff 57 --name-only",
                "lib/hollybush_web/live/pet_live/new.ex\nlib/hollybush_web/live/pet_live/new.html.heex\nlib/hollybush/patients/pet.ex\npriv/repo/migrations/20261204090000_add_microchip_to_pets.exs\ntest/hollybush_web/live/pet_live_test.exs",
            ),
            (
                "read",
                "lib/hollybush_web/live/pet_live/new.ex",
                'def handle_event("save", %{"pet" => params}, socket) do\n    changeset = Pet.changeset(%Pet{client_id: socket.assigns.client.id}, params)\n\n    case Repo.insert(changeset) do\n      {:ok, pet} ->\n        {:noreply, socket |> put_flash(:info, "Pet registered") |> push_navigate(to: ~p"/pets/#{pet}")}\n\n      {:error, changeset} ->\n        {:noreply, assign(socket, form: to_form(changeset))}\n    end\n  end\n',
            ),
            (
                "bash",
                "gh pr diff 57 -- priv/repo/migrations/20261204090000_add_microchip_to_pets.exs lib/hollybush_web/live/pet_live/new.html.heex | grep '^+' | grep -v '^+++'",
                '+      add :microchip_number, :string\n+    create unique_index(:pets, [:microchip_number])\n+  <.input field={@form[:microchip_number]} label="Microchip number" />\n+  <.input field={@form[:species]} type="select" label="Species" options={@species} />',
            ),
            (
                "think",
                "Microchips are ISO 11784 15-digit numbers, integer column would be tighter and validates. unique index good. Flash ok. Repo.insert in LiveView, other LiveViews? Didn't check. Labels plain strings.",
            ),
            (
                "assistant",
                "Review of #57:\n\n1. **Microchip column**: `microchip_number` should be a bigint, not a string, since ISO microchips are 15 digits; a numeric column stops typos like letters getting in, and we can validate `length: 15`.\n2. **Unique index** on `microchip_number`: good, a chip can only belong to one pet.\n3. **Species select**: `@species` is assigned in `mount`, fine.\n4. Test covers the happy path and a missing name; I'd add a duplicate-chip test for the unique index.\n\nOtherwise looks clean.",
            ),
            (
                "user",
                "no to the bigint thing, microchip numbers stay strings, older AVID chips are 9 or 10 characters with letters in them and plenty of 15 digit ones start with a 0. and some house rules she missed, put them in: liveviews never call Repo directly, everything goes through a context, here Hollybush.Patients. every label the client sees goes through gettext, the llangollen branch needs the welsh (cy) translations. rest of your review is fine",
            ),
            (
                "bash",
                "gh pr review 57 --request-changes --body-file /tmp/review_57.md",
                "- Requested changes to pull request hollybush-vets/hollybush#57",
            ),
            (
                "assistant",
                'Posted on #57 (changes requested):\n\n- keep `microchip_number` as a string; validate with a format that allows 9-10 character AVID chips and 15-digit ISO chips with leading zeros, and strip spaces before saving\n- move the insert into `Hollybush.Patients.register_pet/2` and call that from the LiveView instead of `Repo.insert`\n- wrap the labels and the flash in `gettext` (`"Microchip number"`, `"Species"`, `"Pet registered"`) and run `mix gettext.extract --merge` so the `cy` file gets the new msgids\n- add a duplicate-chip test for the unique index\n\nI took the bigint suggestion out, it was wrong.',
            ),
            ("user", "cheers"),
        ],
        "lessons": [
            {"keys": ["microchip", "AVID"], "not": ["should be a bigint"]},
            {"keys": ["liveviews", "Repo directly"]},
            {"keys": ["gettext", "welsh"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh111-hollybush-kitten-vaccination-schedule-3-weeks-correction",
        "split": "fresh111",
        "steps": [
            (
                "user",
                "add the kitten vaccination course to the reminder schedule. first jab at 9 weeks old, then the second, then annual booster",
            ),
            (
                "read",
                "lib/hollybush/reminders/schedule.ex",
                "defmodule Hollybush.Reminders.Schedule do\n  @courses %{\n    puppy: [\n      {:first, age_weeks: 8},\n      {:second, after_previous_weeks: 2},\n      {:booster, after_previous_weeks: 52}\n    ]\n  }\n\n  def course(species), do: Map.fetch!(@courses, species)\nend\n",
            ),
            (
                "think",
                "Kitten course: first at 9 weeks, second typically 3-4 weeks later, booster 12 months. User didn't give the gap. Propose 4 weeks and confirm.",
            ),
            (
                "assistant",
                "Plan for the kitten course, same shape as the puppy one:\n\n- first vaccination at **9 weeks** old\n- second kitten vaccination 4 weeks after the first\n- annual booster 52 weeks after the second\n\nReminders go out 7 days before each due date like the puppy ones. OK?",
            ),
            ("user", "sounds right go"),
            ("edit", "lib/hollybush/reminders/schedule.ex"),
            ("edit", "test/hollybush/reminders/schedule_test.exs"),
            (
                "bash",
                "mix test test/hollybush/reminders/schedule_test.exs 2>&1 | tail -1",
                "8 tests, 0 failures",
            ),
            (
                "assistant",
                "Added `kitten:` to `@courses` in `schedule.ex` (9 weeks, +4 weeks, +52 weeks). Tests cover a kitten born on 2026-10-01: first due 2026-12-03, second 2026-12-31, booster 2027-12-30.",
            ),
            (
                "user",
                "hang on sorry, kitten second jab is 3 weeks after the first in our protocol, not 4, the vet committee changed it in march and i was thinking of the old leaflet",
            ),
            ("edit", "lib/hollybush/reminders/schedule.ex"),
            ("edit", "test/hollybush/reminders/schedule_test.exs"),
            (
                "bash",
                "mix test test/hollybush/reminders/schedule_test.exs 2>&1 | tail -1",
                "8 tests, 0 failures",
            ),
            (
                "assistant",
                "Changed to `{:second, after_previous_weeks: 3}` for kittens. Same test kitten now gets: first 2026-12-03, second **2026-12-24**, booster 2027-12-23.\n\nHeads up, the 24th is Christmas Eve; the reminder itself goes out on the 17th, so reception can book it for a day that's open.",
            ),
            ("user", "ha fine, they'll cope"),
        ],
        "lessons": [
            {
                "keys": ["kitten second jab", "3 weeks"],
                "not": ["second kitten vaccination 4 weeks after the first"],
            },
        ],
        "tool_stored": [],
    },
]
