"""The "fresh54" capture sessions: written in session 27 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH54: list[dict[str, Any]] = [
    # --- "ferrylane": ferry booking site for a Norway/Denmark/UK operator (Elixir 1.17, Phoenix 1.7 LiveView, Ecto + Postgres, Oban, Stripe, Fly.io) ---
    {
        "name": "fresh54-ferrylane-timetable-dst-hardcoded-offset",
        "split": "fresh54",
        "steps": [
            (
                "user",
                "summer 2027 timetable went live yesterday and the timetable page shows bergen-newcastle on 2 apr departing 17:00, the ticket pdf says 18:00. pdf is right, 18:00 is the published time. customer service is getting calls",
            ),
            (
                "read",
                "lib/ferrylane_web/live/timetable_live.html.heex",
                '<table class="timetable">\n  <tr :for={s <- @sailings} id={"sailing-#{s.id}"}>\n    <td>{s.departure_port.name}</td>\n    <td>{Format.local_time(s.departs_at)}</td>\n    <td>{s.arrival_port.name}</td>\n    <td>{Format.local_time(s.arrives_at)}</td>\n    <td><.link navigate={~p"/book/#{s.id}"}>Book now</.link></td>\n  </tr>\n</table>\n',
            ),
            (
                "read",
                "lib/ferrylane_web/format.ex",
                'defmodule FerrylaneWeb.Format do\n  # Norway is UTC+1\n  @offset_seconds 3600\n\n  def local_time(%DateTime{} = dt) do\n    dt\n    |> DateTime.add(@offset_seconds, :second)\n    |> Calendar.strftime("%H:%M")\n  end\n\n  def local_date(%DateTime{} = dt) do\n    dt\n    |> DateTime.add(@offset_seconds, :second)\n    |> Calendar.strftime("%a %d %b")\n  end\nend\n',
            ),
            (
                "bash",
                "grep -n 'shift_zone\\|timezone' lib/ferrylane/tickets/pdf.ex lib/ferrylane/ports/port.ex",
                'lib/ferrylane/tickets/pdf.ex:41:    local = DateTime.shift_zone!(sailing.departs_at, sailing.departure_port.timezone)\nlib/ferrylane/tickets/pdf.ex:52:    arr = DateTime.shift_zone!(sailing.arrives_at, sailing.arrival_port.timezone)\nlib/ferrylane/ports/port.ex:9:    field :timezone, :string  # IANA, e.g. "Europe/Oslo"',
            ),
            (
                "bash",
                "mix run -e 'import Ecto.Query; s = Ferrylane.Repo.one!(from s in Ferrylane.Sailings.Sailing, where: s.code == \"BGO-NCL-0402\", preload: [:departure_port, :arrival_port]); IO.inspect({s.departs_at, s.departure_port.timezone, s.arrives_at, s.arrival_port.timezone})'",
                '{~U[2027-04-02 16:00:00Z], "Europe/Oslo", ~U[2027-04-03 08:30:00Z], "Europe/London"}',
            ),
            (
                "think",
                "Stored in UTC, fine. 16:00Z on 2 Apr 2027 is 18:00 in Oslo (CEST, UTC+2 since 28 Mar 2027). Format.local_time adds a hardcoded 3600 s, so 17:00. Correct all winter, which is why nobody noticed. Arrival in Newcastle: 08:30Z is 09:30 BST, but the page shows 09:30 only by luck (UTC+1 = BST); in winter it would show Newcastle arrivals in Norwegian time, an hour late. Hirtshals is Europe/Copenhagen, same as Oslo. The PDF does it right with shift_zone! and the port timezone.",
            ),
            (
                "assistant",
                "Found it. Sailings are stored correctly in UTC (`2027-04-02 16:00:00Z`), but the timetable formats them with `FerrylaneWeb.Format.local_time/1`, which adds a **hardcoded** `@offset_seconds 3600` (\"Norway is UTC+1\"). That's only true in winter: from 28 Mar 2027 Oslo is on CEST (UTC+2), so every summer departure shows an hour early. It's also wrong for the UK side: Newcastle arrivals are rendered in Norwegian time, not London time (right in summer by coincidence, an hour off in winter).\n\nThe ticket PDF is right because it uses `DateTime.shift_zone!(dt, port.timezone)` with the port's IANA zone.\n\n**Fix:** change `local_time/1` and `local_date/1` to take the zone, `local_time(dt, port.timezone)`, implemented with `DateTime.shift_zone!/2` (we already have `tz` configured as the time zone database), and pass the departure port's zone for departures and the arrival port's zone for arrivals at every call site.",
            ),
            (
                "user",
                "yep do it. and yeah thats the rule everywhere btw: a time is always shown in the local time of the port where it happens. never the browser tz, never oslo by default. ships cross timezones and people get confused otherwise",
            ),
            (
                "bash",
                "grep -rn 'Format.local_time\\|Format.local_date\\|@offset_seconds' lib/ | grep -v 'format.ex'",
                'lib/ferrylane_web/live/timetable_live.html.heex:4:    <td>{Format.local_time(s.departs_at)}</td>\nlib/ferrylane_web/live/timetable_live.html.heex:6:    <td>{Format.local_time(s.arrives_at)}</td>\nlib/ferrylane_web/live/booking_live/summary.html.heex:12:  <dd>{Format.local_date(@sailing.departs_at)} {Format.local_time(@sailing.departs_at)}</dd>\nlib/ferrylane_web/live/my_trips_live.html.heex:22:      {Format.local_time(trip.sailing.departs_at)}\nlib/ferrylane_web/components/sailing_card.ex:31:      <span class="dep">{Format.local_time(@sailing.departs_at)}</span>\nlib/ferrylane/notifications/email.ex:58:    departs = FerrylaneWeb.Format.local_time(sailing.departs_at)',
            ),
            ("edit", "lib/ferrylane_web/format.ex"),
            ("edit", "lib/ferrylane_web/live/timetable_live.html.heex"),
            ("edit", "lib/ferrylane_web/live/booking_live/summary.html.heex"),
            ("edit", "lib/ferrylane_web/live/my_trips_live.html.heex"),
            ("edit", "lib/ferrylane_web/components/sailing_card.ex"),
            ("edit", "lib/ferrylane/notifications/email.ex"),
            ("edit", "test/ferrylane_web/format_test.exs"),
            (
                "bash",
                "mix test test/ferrylane_web 2>&1 | tail -4",
                "...........................................................\nFinished in 3.1 seconds (1.2s async, 1.9s sync)\n112 tests, 0 failures\n\nRandomized with seed 40917",
            ),
            (
                "assistant",
                "Fixed:\n- `Format.local_time/2` and `Format.local_date/2` now take the IANA zone and use `DateTime.shift_zone!/2`; the `@offset_seconds` constant is gone, so the old arity no longer compiles and nothing can silently fall back to Oslo\n- all 6 call sites pass the zone of the port where the event happens: departures use `departure_port.timezone`, arrivals `arrival_port.timezone` (timetable, booking summary, my trips, sailing card, confirmation email)\n- new tests in `format_test.exs`: BGO departure 2027-04-02 16:00Z → 18:00, NCL arrival 2027-01-15 08:30Z → 08:30 (GMT), and the DST switch night 2027-03-28\n\n112 tests pass. The confirmation emails already sent with the wrong time aren't touched; that's a customer-service call.",
            ),
            ("user", "ok ill have CS send a correction to the ~300 summer bookings. thanks"),
        ],
        "lessons": [
            {"keys": ["local_time", "shift_zone"]},
            {"keys": ["port", "browser"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh54-ferrylane-cancel-refunds-oban-payments-stripe-mock",
        "split": "fresh54",
        "steps": [
            (
                "user",
                "when ops cancels a sailing (admin CancelSailingLive) every booking on it needs a full refund + cancellation email. right now it only flips the status. wire it up",
            ),
            (
                "read",
                "lib/ferrylane_web/live/admin/cancel_sailing_live.ex",
                'def handle_event("confirm_cancel", %{"reason" => reason}, socket) do\n  sailing = socket.assigns.sailing\n\n  case Sailings.cancel(sailing, reason) do\n    {:ok, sailing} ->\n      {:noreply,\n       socket\n       |> put_flash(:info, "Sailing #{sailing.code} cancelled")\n       |> push_navigate(to: ~p"/admin/sailings")}\n\n    {:error, changeset} ->\n      {:noreply, assign(socket, form: to_form(changeset))}\n  end\nend\n',
            ),
            (
                "read",
                "lib/ferrylane/payments.ex",
                'defmodule Ferrylane.Payments do\n  alias Ferrylane.Bookings.Booking\n\n  def capture(%Booking{payment_intent_id: pi}), do: Stripe.PaymentIntent.capture(pi, %{})\n\n  def refund(%Booking{payment_intent_id: pi}, opts \\\\ []) do\n    Stripe.Refund.create(%{payment_intent: pi, reason: Keyword.get(opts, :reason, "requested_by_customer")})\n  end\nend\n',
            ),
            (
                "assistant",
                "Plan:\n1. In `handle_event(\"confirm_cancel\")`, after `Sailings.cancel/2` succeeds, load the sailing's paid bookings and call `Payments.refund/1` for each, then send the cancellation email with `Ferrylane.Mailer.deliver/1`.\n2. For tests I'll put Stripe behind a `Ferrylane.Payments.Client` behaviour and use a Mox mock (`Ferrylane.StripeMock`) so we can assert the refund calls without network.\n\nShall I go ahead?",
            ),
            (
                "user",
                "no to both. nothing that talks to stripe runs inside a liveview process or a request, it goes in an oban job on the :payments queue, see Workers.CapturePayment for the pattern. a 600-booking sailing would block the socket for minutes and if the admin closes the tab we've refunded half of them. and tests hit stripe-mock (docker compose service, STRIPE_API_BASE=http://localhost:12111), no mox for stripe. we got burned by mocks happily accepting params that real stripe rejects",
            ),
            (
                "read",
                "lib/ferrylane/workers/capture_payment.ex",
                'defmodule Ferrylane.Workers.CapturePayment do\n  use Oban.Worker,\n    queue: :payments,\n    max_attempts: 10,\n    unique: [keys: [:booking_id], period: :infinity, states: :incomplete]\n\n  alias Ferrylane.{Bookings, Payments}\n\n  @impl true\n  def perform(%Oban.Job{args: %{"booking_id" => id}}) do\n    booking = Bookings.get!(id)\n\n    with {:ok, _pi} <- Payments.capture(booking) do\n      Bookings.mark_captured(booking)\n    end\n  end\nend\n',
            ),
            (
                "bash",
                "grep -n 'stripe' docker-compose.yml config/test.exs",
                'docker-compose.yml:18:  stripe-mock:\ndocker-compose.yml:19:    image: stripe/stripe-mock:v0.188.0\ndocker-compose.yml:20:    ports: ["12111:12111"]\nconfig/test.exs:31:config :stripity_stripe, api_key: "sk_test_123", api_base_url: "http://localhost:12111/v1/"',
            ),
            ("edit", "lib/ferrylane/workers/refund_booking.ex"),
            ("edit", "lib/ferrylane/sailings.ex"),
            ("edit", "lib/ferrylane/bookings/booking.ex"),
            ("edit", "priv/repo/migrations/20261205101500_add_refund_status_to_bookings.exs"),
            ("edit", "lib/ferrylane_web/live/admin/cancel_sailing_live.ex"),
            ("edit", "test/ferrylane/workers/refund_booking_test.exs"),
            ("edit", "test/ferrylane/sailings_test.exs"),
            (
                "bash",
                "docker compose up -d stripe-mock && mix ecto.migrate && mix test test/ferrylane/workers/refund_booking_test.exs test/ferrylane/sailings_test.exs test/ferrylane_web/live/admin 2>&1 | tail -4",
                "[+] Running 1/1\n ✔ Container ferrylane-stripe-mock-1  Running\n\n10:21:44.102 [info] == Running 20261205101500 Ferrylane.Repo.Migrations.AddRefundStatusToBookings.change/0 forward\n10:21:44.131 [info] == Migrated 20261205101500 in 0.0s\n.........................\nFinished in 2.4 seconds (0.4s async, 2.0s sync)\n25 tests, 0 failures",
            ),
            (
                "assistant",
                'Done, following the `CapturePayment` pattern:\n\n- **`Workers.RefundBooking`**: `queue: :payments`, `max_attempts: 10`, unique on `booking_id`. It refunds via `Payments.refund/2` with `reason: "requested_by_customer"`, marks the booking `refunded`, then enqueues the cancellation email on `:mailers` (so a mail failure never re-triggers a refund)\n- **`Sailings.cancel/2`** is now one `Ecto.Multi`: sailing → `cancelled`, its paid bookings → `refund_pending`, and one `RefundBooking` job per booking via `Oban.insert_all`. Jobs and status changes commit together, so closing the tab halfway can\'t leave a half-refunded sailing\n- **`CancelSailingLive`** only calls `Sailings.cancel/2` and flashes "Sailing BGO-NCL-0402 cancelled, 612 refunds queued"\n- tests run against stripe-mock on `:12111`, no Mox; they cover the multi, the worker\'s happy path and a Stripe 400 (job retries, booking stays `refund_pending`)',
            ),
            (
                "user",
                "nice. partial refunds for weather delays is a separate thing, finance wants to spec it first, ill get back to you next week",
            ),
            (
                "assistant",
                "OK, nothing done for partial refunds; the refund worker always refunds the full payment intent for now.",
            ),
        ],
        "lessons": [
            {"keys": ["Stripe", "Oban", "payments"]},
            {"keys": ["stripe-mock", "Mox"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh54-ferrylane-decision-boarding-sms-per-sailing-job",
        "split": "fresh54",
        "steps": [
            (
                "user",
                "product wants an sms 3h before departure with the boarding gate + link to the qr ticket. how would you schedule these",
            ),
            (
                "read",
                "config/config.exs",
                'config :ferrylane, Oban,\n  repo: Ferrylane.Repo,\n  queues: [default: 10, payments: 5, mailers: 10, sms: 3],\n  plugins: [\n    {Oban.Plugins.Pruner, max_age: 7 * 24 * 3600},\n    {Oban.Plugins.Cron,\n     crontab: [\n       {"*/15 * * * *", Ferrylane.Workers.ExpireSeatHolds}\n     ]}\n  ]\n',
            ),
            (
                "bash",
                "grep -n 'def delay\\|def reschedule\\|departs_at' lib/ferrylane/sailings.ex | head",
                "14:  def delay(%Sailing{} = sailing, minutes) do\n17:      |> Sailing.changeset(%{departs_at: DateTime.add(sailing.departs_at, minutes * 60), arrives_at: DateTime.add(sailing.arrives_at, minutes * 60)})\n44:  def publish(%Sailing{} = sailing) do",
            ),
            (
                "assistant",
                "Three ways to do it with what we have (Oban with an `sms` queue already configured):\n\n1. **Cron scan**: a `*/1` cron worker that selects bookings departing between now+3h and now+3h01m and sends to each. Simple, delays are picked up for free, but it queries `bookings` every minute all day.\n2. **One scheduled job per booking**: on payment capture insert `SendBoardingSms` with `scheduled_at: departs_at - 3h`. No polling, but every delay or cancellation has to find and cancel/reinsert that sailing's booking jobs.\n3. **One scheduled job per sailing**: on `Sailings.publish/1` insert `SailingReminders` with `scheduled_at: departs_at - 3h`, unique on `sailing_id`. When it runs it loads the sailing's current confirmed bookings and fans out one `SendBoardingSms` per booking. A delay only moves one job.",
            ),
            (
                "user",
                "3. per booking jobs break every time ops shifts a departure, and in winter thats basically daily, we'd be rescheduling hundreds of jobs. and no every-minute scans of bookings, that's exactly what pinned the db cpu in the 2025 easter rush. when a departure moves just cancel + reinsert the one sailing job",
            ),
            ("edit", "lib/ferrylane/workers/sailing_reminders.ex"),
            ("edit", "lib/ferrylane/workers/send_boarding_sms.ex"),
            ("edit", "lib/ferrylane/sailings.ex"),
            ("edit", "test/ferrylane/workers/sailing_reminders_test.exs"),
            (
                "bash",
                "mix test test/ferrylane/workers/sailing_reminders_test.exs test/ferrylane/sailings_test.exs 2>&1 | tail -3",
                "..................\nFinished in 1.1 seconds (0.3s async, 0.8s sync)\n18 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n- `Workers.SailingReminders` (`queue: :sms`, unique on `sailing_id`) is inserted by `Sailings.publish/1` with `scheduled_at: departs_at - 3h`. When it runs it reads the sailing's confirmed bookings at that moment and `Oban.insert_all`s one `SendBoardingSms` per booking (gate from `sailing.boarding_gate`, link to `/trips/:id/ticket`)\n- `Sailings.delay/2` and `Sailings.cancel/2` cancel the sailing's pending reminder job in the same transaction; `delay/2` inserts a new one at the new time\n- bookings made less than 3h before departure get no SMS (the job has already run); tests cover that, a delay, and a cancellation",
            ),
            ("user", "good"),
        ],
        "lessons": [{"keys": ["SMS", "sailing", "cron"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh54-ferrylane-staging-tool-stored-demo-copy",
        "split": "fresh54",
        "steps": [
            (
                "user",
                "put in memory: staging is ferrylane-staging.fly.dev, deploy with `fly deploy -c fly.staging.toml`, and it gets wiped and reseeded every night at 03:00 from priv/repo/seeds_staging.exs so dont leave anything there you want to keep",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "ferrylane staging: https://ferrylane-staging.fly.dev, deployed with `fly deploy -c fly.staging.toml`. The staging database is wiped and reseeded every night at 03:00 from priv/repo/seeds_staging.exs, so nothing created there survives the night.",
                    "tags": ["ferrylane", "staging", "deploy"],
                },
                '{"id":"2291","action":"stored"}',
                False,
            ),
            ("assistant", "Saved."),
            (
                "user",
                "also for the demo to the harbour authority tomorrow change 'Book now' to 'Book your crossing' on the sailing cards. marketing might change it back after, whatever",
            ),
            (
                "read",
                "lib/ferrylane_web/components/sailing_card.ex",
                'attr :sailing, :map, required: true\n\ndef sailing_card(assigns) do\n  ~H"""\n  <article class="sailing-card">\n    <h3>{@sailing.departure_port.name} → {@sailing.arrival_port.name}</h3>\n    <span class="dep">{Format.local_time(@sailing.departs_at, @sailing.departure_port.timezone)}</span>\n    <.button navigate={~p"/book/#{@sailing.id}"}>Book now</.button>\n  </article>\n  """\nend\n',
            ),
            ("edit", "lib/ferrylane_web/components/sailing_card.ex"),
            (
                "bash",
                "grep -rln 'Book now' lib/ test/",
                "test/ferrylane_web/components/sailing_card_test.exs\nlib/ferrylane_web/live/timetable_live.html.heex",
            ),
            ("edit", "test/ferrylane_web/components/sailing_card_test.exs"),
            (
                "bash",
                "mix test test/ferrylane_web/components 2>&1 | tail -2",
                "Finished in 0.4 seconds (0.4s async, 0.0s sync)\n9 tests, 0 failures",
            ),
            (
                "assistant",
                'Changed the sailing card button to "Book your crossing" and updated its test. The timetable table still has its own "Book now" link; I left that alone since you only mentioned the cards.',
            ),
            (
                "user",
                "fine. q: whats the diff between phx-debounce and phx-throttle again, the passenger count input on the booking form feels laggy",
            ),
            (
                "assistant",
                '- **`phx-debounce="300"`** waits until the user has stopped typing for 300 ms, then sends one event. Good for text inputs and search boxes.\n- **`phx-throttle="300"`** sends at most one event every 300 ms while events keep coming. Good for things like key repeat or scroll.\n- `phx-debounce="blur"` only sends when the field loses focus.\n\nFor a number input that re-prices the booking, `phx-debounce="250"` is usually what you want; if the lag is the server recomputing the price on every change, debounce will fix the feel of it. I can add it if you like.',
            ),
            ("user", "nah leave it for now, thx"),
        ],
        "lessons": [],
        "tool_stored": [["ferrylane-staging.fly.dev", "seeds_staging.exs"]],
    },
    # --- "oncoflow": tumour/normal somatic variant-calling pipeline for a hospital genomics core (Nextflow DSL2, nf-core modules, SLURM cluster "hopper", Apptainer, GPFS) ---
    {
        "name": "fresh54-oncoflow-resume-reruns-refs-mtime-lenient",
        "split": "fresh54",
        "steps": [
            (
                "user",
                "-resume is basically useless on hopper. yesterdays run died at MUTECT2 after 14h and resuming reran BWA_MEM2 for all 48 samples. why",
            ),
            (
                "assistant",
                "The usual cause is the work directory: if the resumed run uses a different `-w`, or the launch directory changed (so `.nextflow/cache` isn't found), or the work dir was cleaned, nothing can be reused. Are you resuming from the same launch dir with the same `-w`?",
            ),
            (
                "user",
                "same launch dir, same work dir, checked .nextflow/history. it's not that",
            ),
            (
                "bash",
                "nextflow log | tail -3",
                "TIMESTAMP          \tDURATION\tRUN NAME          \tSTATUS\tREVISION ID\tSESSION ID                          \tCOMMAND\n2026-12-03 18:02:11\t14h 6m  \tnostalgic_hopper  \tERR   \tb81d0c4e11\t6c1e2a0e-7d5b-4f1e-9a8a-21c3f0b9e7d2\tnextflow run . -profile hopper --input batches/B2611.csv\n2026-12-04 09:40:52\t3h 12m  \tcranky_lamarr     \tERR   \tb81d0c4e11\t6c1e2a0e-7d5b-4f1e-9a8a-21c3f0b9e7d2\tnextflow run . -profile hopper --input batches/B2611.csv -resume",
            ),
            (
                "bash",
                "srun -p interactive -c 2 --mem 8G --pty bash -c 'nextflow run . -profile hopper,test -resume -dump-hashes json > /tmp/hashes.log 2>&1'; grep -A14 'BWA_MEM2 (P001_T)' /tmp/hashes.log | grep -E 'STANDARD|FileHolder|hash'",
                '  "cache_hash": "b3f1c07d9a6e2f40",\n  "mode": "STANDARD",\n    { "hash": "5c0e91d2", "type": "nextflow.util.ArrayBag", "value": "[FileHolder(sourceObj:/gpfs/scratch/oncoflow/test/P001_T_R1.fq.gz, storePath:/gpfs/scratch/oncoflow/test/P001_T_R1.fq.gz, stageName:P001_T_R1.fq.gz)]" },\n    { "hash": "e27a44b0", "type": "nextflow.util.ArrayBag", "value": "[FileHolder(sourceObj:/gpfs/refs/GRCh38/bwamem2, storePath:/gpfs/refs/GRCh38/bwamem2, stageName:bwamem2)]" },\n    { "hash": "9d13f5a7", "type": "nextflow.util.ArrayBag", "value": "[FileHolder(sourceObj:/gpfs/refs/GRCh38/GRCh38_no_alt.fa, storePath:/gpfs/refs/GRCh38/GRCh38_no_alt.fa, stageName:GRCh38_no_alt.fa)]" },',
            ),
            (
                "bash",
                "stat -c '%y  %s  %n' /gpfs/refs/GRCh38/GRCh38_no_alt.fa /gpfs/refs/GRCh38/bwamem2/*.bwt.2bit.64; cat /etc/cron.d/refs-sync",
                "2026-12-05 02:17:40.918203114 +0100  3210386430  /gpfs/refs/GRCh38/GRCh38_no_alt.fa\n2026-12-05 02:31:05.220117563 +0100  10239091842  /gpfs/refs/GRCh38/bwamem2/GRCh38_no_alt.fa.bwt.2bit.64\n# nightly mirror of the reference store (HPC team, ticket HPC-2231)\n15 2 * * * refsync /usr/bin/rsync -rl --delete /mnt/refs-master/ /gpfs/refs/ >> /var/log/refsync.log 2>&1",
            ),
            (
                "think",
                "The refs were modified at 02:17 today though the content didn't change. rsync -rl without -t (or -a) doesn't preserve mtimes, so its quick check sees a mismatch every night, rewrites every file and stamps it with the current time. Nextflow's default (STANDARD) cache hashes input files by path + size + last-modified, so every task that takes the FASTA or the BWA index gets a new hash after 02:15 and everything downstream reruns. The 14h run started at 18:02, the resume at 09:40 the next morning: refs changed in between. cache 'lenient' hashes path + size only. 'deep' would hash content: 10 GB index per task, too slow.",
            ),
            (
                "assistant",
                "Not the work dir. The cause is the nightly reference sync:\n\n- `/etc/cron.d/refs-sync` runs `rsync -rl --delete /mnt/refs-master/ /gpfs/refs/` at 02:15. Without `-t` (or `-a`) rsync doesn't preserve modification times, so every night its quick check sees different mtimes, rewrites every reference file and stamps it with the current time (the FASTA shows `2026-12-05 02:17`, unchanged size).\n- Nextflow's default cache mode (`STANDARD`, see the dump) hashes input files by **path + size + mtime**. So any task that takes the FASTA or the BWA index gets a new hash once 02:15 has passed, and everything downstream of it reruns. Your run started at 18:02, the resume was the next morning.\n\nOptions:\n1. `process.cache = 'lenient'` in `conf/hopper.config`: hashes path + size only. Works today, and our inputs are never rewritten in place with the same size.\n2. Ask the HPC team to use `rsync -a` (preserves mtimes). Right fix for them, but it's their cron.\n3. `cache 'deep'` (hash content): correct, but hashing a 10 GB BWA index for every task is far too slow.",
            ),
            (
                "user",
                "yep do 1. i'll ping the hpc folks about the rsync but lenient regardless, I don't want to depend on their cron",
            ),
            ("edit", "conf/hopper.config"),
            (
                "bash",
                "srun -p interactive -c 4 --mem 16G --pty bash -c 'nextflow run . -profile hopper,test -resume 2>&1 | tail -6'",
                "executor >  slurm (2)\n[f1/0a33c2] process > ONCOFLOW:FASTP (P001_T)        [100%] 4 of 4, cached: 4 ✔\n[6b/91e7d0] process > ONCOFLOW:BWA_MEM2 (P001_T)     [100%] 4 of 4, cached: 4 ✔\n[a3/55c1f8] process > ONCOFLOW:MARKDUPLICATES (P002_N) [100%] 4 of 4, cached: 4 ✔\n[0e/d21b64] process > ONCOFLOW:MUTECT2 (P001)        [100%] 2 of 2 ✔\nCompleted at: 05-Dec-2026 11:02:37",
            ),
            (
                "assistant",
                "Done: `conf/hopper.config` now sets `process.cache = 'lenient'` with a comment pointing at the refs-sync cron. The test profile, last run before last night's sync, resumed with BWA_MEM2 and everything up to MUTECT2 cached. Your B2611 run should resume from MUTECT2 too: `sbatch scripts/submit_head.sh --input batches/B2611.csv -resume`.",
            ),
        ],
        "lessons": [{"keys": ["lenient", "resume"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh54-oncoflow-vep-nfcore-module-digest-login-node",
        "split": "fresh54",
        "steps": [
            (
                "user",
                "add VEP annotation after the filtered mutect2 vcfs. we need the plugins (CADD, SpliceAI). cache is at /gpfs/refs/vep/115",
            ),
            (
                "read",
                "workflows/oncoflow.nf",
                "    MUTECT2 ( ch_pairs, ch_fasta, ch_fai, ch_dict, ch_germline, ch_pon )\n    FILTERMUTECTCALLS ( MUTECT2.out.vcf.join(MUTECT2.out.stats), ch_fasta, ch_fai, ch_dict )\n\n    ch_versions = ch_versions.mix(FILTERMUTECTCALLS.out.versions)\n\n    MULTIQC ( ch_multiqc_files.collect(), ch_multiqc_config )\n",
            ),
            (
                "bash",
                "ls modules/local modules/nf-core",
                "modules/local:\ncheck_contigs  make_pairs  report_pdf\n\nmodules/nf-core:\nbwamem2  fastp  gatk4  multiqc  picard  samtools",
            ),
            (
                "assistant",
                "I'll write a local `VEP` process in `modules/local/vep/main.nf` taking the filtered VCF, the cache dir and the FASTA, running `vep --offline --cache --dir_cache /gpfs/refs/vep/115 --plugin CADD,... --plugin SpliceAI,...`, with `container 'ghcr.io/oncocore/vep-plugins:115'` since the stock image has no plugins. Then wire it after `FILTERMUTECTCALLS` and do a stub run of the test profile.",
            ),
            ("edit", "modules/local/vep/main.nf"),
            ("edit", "workflows/oncoflow.nf"),
            (
                "bash",
                "nextflow run . -profile hopper,test -stub 2>&1 | tail -5",
                "N E X T F L O W  ~  version 24.10.2\nLaunching `./main.nf` [sharp_euler] DSL2 - revision: b81d0c4e11\n\nKilled\narbiter2: process nextflow (pid 221873, user mkhan) on hopper-login2 killed: exceeded login node CPU/memory limits (see https://hpc.internal/login-nodes)",
            ),
            (
                "user",
                "ugh ok three things. 1) never run nextflow on the login node, arbiter kills anything heavier than an editor. stub/test runs go in `srun -p interactive --pty`, real runs through scripts/submit_head.sh. 2) there is an nf-core module for vep (ensemblvep/vep), install it with `nf-core modules install`, we only hand-write modules nf-core doesn't have. if it needs changes use `nf-core modules patch`, never edit files under modules/nf-core directly, lint checks them against upstream. 3) containers are pinned by sha256 digest, not tags, tags get re-pushed. our plugins image is ghcr.io/oncocore/vep-plugins, get the digest from the registry",
            ),
            (
                "bash",
                "rm -r modules/local/vep && nf-core modules install ensemblvep/vep 2>&1 | tail -3",
                "INFO     Installing 'ensemblvep/vep'\nINFO     Use the following statement to include this module:\n include { ENSEMBLVEP_VEP } from '../modules/nf-core/ensemblvep/vep/main'",
            ),
            (
                "bash",
                "skopeo inspect docker://ghcr.io/oncocore/vep-plugins:115 | jq -r '.Digest'",
                "sha256:4e0b7c1d9a22f6e3b58d0c7f1e9a4b2c6d8e0f13a5b7c9d1e3f5a7b9c1d3e5f7",
            ),
            (
                "bash",
                "grep -n 'container' conf/containers.config | head -4",
                "3:    withName: 'BWA_MEM2_MEM' { container = 'docker://quay.io/biocontainers/mulled-v2-e5d375990341c5aef3c9aff74f96f66f65375ef6@sha256:1f3c5a0e7b2d9c4f6a8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a' }\n4:    withName: 'GATK4_MUTECT2' { container = 'docker://broadinstitute/gatk@sha256:8a2f4c6e0b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a' }",
            ),
            ("edit", "conf/containers.config"),
            ("edit", "conf/modules.config"),
            ("edit", "workflows/oncoflow.nf"),
            (
                "bash",
                "srun -p interactive -c 4 --mem 16G --pty bash -c 'nextflow run . -profile hopper,test -stub 2>&1 | tail -4; nf-core modules lint ensemblvep/vep 2>&1 | tail -2'",
                "[2c/7d10e9] process > ONCOFLOW:FILTERMUTECTCALLS (P001) [100%] 2 of 2 ✔\n[91/a4b0c3] process > ONCOFLOW:ENSEMBLVEP_VEP (P001)    [100%] 2 of 2 ✔\n[5e/0f12d8] process > ONCOFLOW:MULTIQC                  [100%] 1 of 1 ✔\nCompleted at: 05-Dec-2026 13:47:09\n│ [✔] 58 Tests Passed │\n│ [!]  0 Test Warnings │",
            ),
            (
                "assistant",
                "Redone:\n- removed my hand-written module; `ensemblvep/vep` installed from nf-core, no local edits, lint passes (58 tests)\n- `conf/containers.config`: `withName: 'ENSEMBLVEP_VEP' { container = 'docker://ghcr.io/oncocore/vep-plugins@sha256:4e0b7c1d...e5f7' }`\n- `conf/modules.config`: `ext.args` with `--offline --everything --plugin CADD,... --plugin SpliceAI,...` and the cache from `params.vep_cache = '/gpfs/refs/vep/115'`\n- `ENSEMBLVEP_VEP` runs on the `FILTERMUTECTCALLS` output and its versions feed into MultiQC\n\nThe stub run (inside `srun -p interactive`) completes.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["login node", "srun"]},
            {"keys": ["nf-core modules patch", "modules/nf-core"]},
            {"keys": ["container", "sha256"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh54-oncoflow-grch38-tool-stored-pon-contig-names",
        "split": "fresh54",
        "steps": [
            (
                "user",
                "first, save this to memory for the project: reference is GRCh38 no-alt analysis set only (GCA_000001405.15_GRCh38_no_alt_analysis_set). no hg19, no liftover of anything, the clinical reports cite it",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "oncoflow: the only reference is GRCh38, no-alt analysis set (GCA_000001405.15_GRCh38_no_alt_analysis_set). No hg19 and no liftover of any input; clinical reports cite this reference.",
                    "tags": ["oncoflow", "reference", "clinical"],
                },
                '{"id":"2304","action":"stored"}',
                False,
            ),
            (
                "user",
                "now: B2612 fails in MUTECT2 for every pair, 'incompatible contigs'. nothing changed in the code afaik",
            ),
            (
                "bash",
                "cat work/3e/91c0d7*/.command.err | grep -A3 'USER ERROR'",
                "A USER ERROR has occurred: Input files reference and features have incompatible contigs: No overlapping contigs found.\n  reference contigs = [chr1, chr2, chr3, chr4, chr5, chr6, chr7, chr8, chr9, chr10, ...]\n  features contigs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, ...]",
            ),
            (
                "bash",
                "git log -3 --format='%h %an %ad %s' --date=short -- conf/ && grep -n 'pon\\|germline' conf/hopper.config",
                "a91c2e2 Priya Raman 2026-12-02 switch PoN to in-house 1000G b38 panel\n77d0f1b Mina Khan 2026-11-20 hopper: bump MUTECT2 memory\n3c08e44 Mina Khan 2026-10-31 hopper: germline resource gnomAD 4.1\n14:    pon              = '/gpfs/refs/pon/pon_1000g_b38.vcf.gz'\n15:    germline_resource = '/gpfs/refs/gnomad/af-only-gnomad.hg38.vcf.gz'",
            ),
            (
                "bash",
                "bcftools view -h /gpfs/refs/pon/pon_1000g_b38.vcf.gz | grep -m3 '^##contig'; bcftools view -h /gpfs/refs/gnomad/af-only-gnomad.hg38.vcf.gz | grep -m1 '^##contig'",
                "##contig=<ID=1,length=248956422>\n##contig=<ID=2,length=242193529>\n##contig=<ID=3,length=198295559>\n##contig=<ID=chr1,length=248956422>",
            ),
            (
                "assistant",
                "Cause: Priya's commit `a91c2e2` (2 Dec) switched the panel of normals to `pon_1000g_b38.vcf.gz`, which uses Ensembl-style contig names (`1`, `2`, ...) while our reference and the gnomAD resource use UCSC-style `chr1`, `chr2`. Same assembly (lengths match), different naming, so GATK finds no overlapping contigs.\n\nFix options:\n1. Rename the PoN's contigs with `bcftools annotate --rename-chrs` (1→chr1 ... MT→chrM), write `pon_1000g_b38.chr.vcf.gz` + index next to it and point `params.pon` at that.\n2. Revert to the old PoN.",
            ),
            (
                "user",
                "1. and add a check: every vcf/bed input (pon, germline resource, intervals) gets validated for chr-style contigs at startup, not 9 hours into the run",
            ),
            (
                "bash",
                "for i in $(seq 1 22) X Y; do echo \"$i chr$i\"; done > /tmp/ens2ucsc.txt; echo 'MT chrM' >> /tmp/ens2ucsc.txt; bcftools annotate --rename-chrs /tmp/ens2ucsc.txt -Oz -o /gpfs/refs/pon/pon_1000g_b38.chr.vcf.gz /gpfs/refs/pon/pon_1000g_b38.vcf.gz && tabix -p vcf /gpfs/refs/pon/pon_1000g_b38.chr.vcf.gz && bcftools view -h /gpfs/refs/pon/pon_1000g_b38.chr.vcf.gz | grep -m1 '^##contig'",
                "##contig=<ID=chr1,length=248956422>",
            ),
            ("edit", "conf/hopper.config"),
            ("edit", "modules/local/check_contigs/main.nf"),
            ("edit", "bin/check_contig_style.py"),
            ("edit", "subworkflows/local/validate_inputs/main.nf"),
            ("edit", "workflows/oncoflow.nf"),
            (
                "bash",
                "srun -p interactive -c 2 --mem 8G --pty bash -c 'nextflow run . -profile hopper,test --pon /gpfs/refs/pon/pon_1000g_b38.vcf.gz 2>&1 | grep -A2 ERROR; nextflow run . -profile hopper,test -stub 2>&1 | tail -1'",
                "ERROR ~ Error executing process > 'ONCOFLOW:VALIDATE_INPUTS:CHECK_CONTIGS (pon_1000g_b38.vcf.gz)'\n  pon_1000g_b38.vcf.gz: contigs are not chr-prefixed (found '1', '2', '3'); reference uses chr1..chr22,chrX,chrY,chrM\nCompleted at: 05-Dec-2026 15:20:44",
            ),
            (
                "assistant",
                "Done:\n- `/gpfs/refs/pon/pon_1000g_b38.chr.vcf.gz` (+ `.tbi`) with UCSC names; `params.pon` points at it\n- new `VALIDATE_INPUTS` subworkflow runs `CHECK_CONTIGS` on the PoN, the germline resource and the intervals BED before anything else and fails in seconds with a clear message if any of them isn't chr-prefixed (tested above with the old PoN)\n\nB2612 can be resumed now.",
            ),
            ("user", "thx. I'll tell priya"),
        ],
        "lessons": [{"keys": ["contig", "chr"]}],
        "tool_stored": [["GRCh38", "no_alt"]],
    },
    {
        "name": "fresh54-oncoflow-join-vs-combine-question-nothing",
        "split": "fresh54",
        "steps": [
            (
                "user",
                "quick q. why does the tumor/normal pairing use `join` and not `combine`? priya's PR switched it to combine and now the test batch makes 576 pairs lol",
            ),
            (
                "read",
                "modules/local/make_pairs/main.nf",
                "workflow MAKE_PAIRS {\n    take:\n    ch_bams // [ meta, bam, bai ]\n\n    main:\n    ch_tumour = ch_bams.filter { it[0].type == 'tumour' }.map { meta, bam, bai -> [ meta.patient, meta, bam, bai ] }\n    ch_normal = ch_bams.filter { it[0].type == 'normal' }.map { meta, bam, bai -> [ meta.patient, meta, bam, bai ] }\n\n    ch_pairs = ch_tumour.join(ch_normal, failOnMismatch: true)\n\n    emit:\n    pairs = ch_pairs\n}\n",
            ),
            (
                "assistant",
                "Because `combine` without `by:` is a **cartesian product**: every tumour with every normal. 24 tumours × 24 normals = 576 pairs, which is what you're seeing. `join` matches items by their first element, here `meta.patient`, so each tumour gets only its own normal: 24 pairs. `failOnMismatch: true` also makes the run fail if a patient has a tumour but no normal (or vice versa), instead of silently dropping it.\n\n`combine(ch_normal, by: 0)` would give the same 24 pairs, but without the mismatch check, so `join` is the better choice here.",
            ),
            (
                "user",
                "yeah thought so, i'll comment on her PR. also for tomorrows run I want the multiqc report title to say the batch id, can you make that happen",
            ),
            (
                "bash",
                "grep -n 'multiqc_title' nextflow.config workflows/oncoflow.nf",
                "nextflow.config:27:    multiqc_title              = null\nworkflows/oncoflow.nf:212:    ch_multiqc_title = params.multiqc_title ? Channel.value(params.multiqc_title) : Channel.value([])",
            ),
            (
                "assistant",
                "No change needed, it's already a parameter: add `--multiqc_title \"OncoCore batch B2613\"` to tomorrow's command (or put `multiqc_title: OncoCore batch B2613` in the params file you pass with `-params-file`).",
            ),
            ("user", "perfect ty. have a good weekend"),
            ("assistant", "You too!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
