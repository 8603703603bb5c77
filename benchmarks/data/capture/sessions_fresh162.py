"""The "fresh162" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH162: list[dict[str, Any]] = [
    # --- "setlist": route setting, belay certificates and front-desk check-in for Crux
    # Collective, a bouldering and rope-climbing gym on Kirkstall Road in Leeds. Elixir 1.17,
    # Phoenix 1.7 LiveView, Ecto on PostgreSQL 16, Oban for background jobs, Swoosh + Postmark for
    # email, deployed to Fly.io (two machines in lhr, `fly deploy`). Tomasz is the only
    # developer; Aoife is the head setter; Gemma runs the front desk ---
    {
        "name": "fresh162-setlist-chitchat-handle-info-vs-handle-event-bouldring-typo",
        "split": "fresh162",
        "steps": [
            (
                "user",
                "whats the actual diff between handle_event and handle_info in liveview? i keep "
                "putting the pubsub stuff in the wrong one. also the nav says Bouldring lmao",
            ),
            (
                "read",
                "lib/setlist_web/live/wall_live/index.ex",
                "def mount(_params, _session, socket) do\n"
                '  if connected?(socket), do: Phoenix.PubSub.subscribe(Setlist.PubSub, "walls")\n'
                "  {:ok, assign(socket, walls: Setlist.Walls.list_walls())}\n"
                "end\n\n"
                'def handle_event("route_set", %{"route" => route}, socket) do\n'
                "  {:noreply, update(socket, :walls, &Setlist.Walls.put_route(&1, route))}\n"
                "end\n",
            ),
            (
                "think",
                "The broadcast from Setlist.Walls arrives as a plain Erlang message to the LV "
                "process, so it goes to handle_info/2, not handle_event/3. handle_event is only "
                "for phx- bindings from the browser. That's why the wall list never updates.",
            ),
            (
                "assistant",
                "They're two different sources of messages:\n\n"
                "- **`handle_event/3`** is for things the *browser* sends: `phx-click`, "
                "`phx-submit`, `phx-change`, hooks calling `pushEvent`. The first argument is the "
                "event name string and the params are a map of strings.\n"
                "- **`handle_info/2`** is for plain Erlang messages sent to the LiveView "
                "*process*: PubSub broadcasts, `send(self(), ...)`, `Process.send_after` timers, "
                "task results.\n\n"
                'A PubSub broadcast never goes through `handle_event`, so your `"route_set"` '
                "clause above is dead code; that's why the wall list only updates on refresh. "
                "It wants to be:\n\n"
                "```elixir\n"
                "def handle_info({:route_set, route}, socket) do\n"
                "  {:noreply, update(socket, :walls, &Setlist.Walls.put_route(&1, route))}\n"
                "end\n"
                "```\n\n"
                "Rule of thumb: if it came from a click, `handle_event`; if it came from another "
                "process, `handle_info`. Want me to fix that clause and the nav typo?",
            ),
            ("user", "ahh that explains a lot. yes both"),
            ("edit", "lib/setlist_web/live/wall_live/index.ex"),
            ("edit", "lib/setlist_web/components/layouts/app.html.heex"),
            (
                "bash",
                "mix test test/setlist_web/live/wall_live_test.exs",
                "Compiling 2 files (.ex)\n"
                "Generated setlist app\n"
                "....\n"
                "Finished in 0.4 seconds (0.1s async, 0.3s sync)\n"
                "4 tests, 0 failures\n\n"
                "Randomized with seed 518204",
            ),
            (
                "assistant",
                "Done: the broadcast is handled in `handle_info/2` now (the wall list updates live "
                "when a route is set) and the nav says **Bouldering**.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh162-setlist-incident-cert-reminders-cron-every-minute",
        "split": "fresh162",
        "steps": [
            (
                "user",
                "gemma is getting complaints, members got like 60 emails each this morning "
                "saying their belay cert expires soon?? wtf happened",
            ),
            (
                "bash",
                'psql "$PROD_DATABASE_URL" -c "select worker, state, count(*), min(inserted_at), '
                "max(inserted_at) from oban_jobs where inserted_at > now() - interval '1 day' "
                'group by 1, 2 order by 1"',
                "               worker               |   state   | count |         min         "
                "|         max\n"
                "------------------------------------+-----------+-------+---------------------"
                "+---------------------\n"
                " Setlist.Workers.CertReminderSweep  | completed |    60 | 2026-11-19 07:00:00 "
                "| 2026-11-19 07:59:00\n"
                " Setlist.Workers.SendCertReminder   | completed |  1380 | 2026-11-19 07:00:01 "
                "| 2026-11-19 07:59:02\n"
                "(2 rows)",
            ),
            (
                "read",
                "config/config.exs",
                "config :setlist, Oban,\n"
                "  repo: Setlist.Repo,\n"
                "  queues: [default: 10, mailers: 5],\n"
                "  plugins: [\n"
                "    {Oban.Plugins.Pruner, max_age: 60 * 60 * 24 * 7},\n"
                "    {Oban.Plugins.Cron,\n"
                "     crontab: [\n"
                '       {"* 7 * * *", Setlist.Workers.CertReminderSweep},\n'
                '       {"30 2 * * *", Setlist.Workers.PruneCheckins}\n'
                "     ]}\n"
                "  ]\n",
            ),
            (
                "read",
                "lib/setlist/workers/cert_reminder_sweep.ex",
                "defmodule Setlist.Workers.CertReminderSweep do\n"
                "  use Oban.Worker, queue: :default\n\n"
                "  @impl true\n"
                "  def perform(_job) do\n"
                "    Setlist.Certs.expiring_on(Date.add(Date.utc_today(), 14))\n"
                "    |> Enum.map(&Setlist.Workers.SendCertReminder.new(%{cert_id: &1.id}))\n"
                "    |> Oban.insert_all()\n\n"
                "    :ok\n"
                "  end\n"
                "end\n",
            ),
            (
                "think",
                "60 sweeps, one per minute 07:00-07:59. 1380 / 60 = 23 certs expiring in 14 "
                "days, each reminded 60 times. '* 7 * * *' = every minute during hour 7. Should "
                "be '0 7 * * *'. SendCertReminder has no unique opts, so nothing stopped the "
                "repeats. Fix both: the cron and a uniqueness on cert_id for a day.",
            ),
            (
                "assistant",
                "Found it. The sweep ran **60 times** this morning, once a minute from 07:00 to "
                "07:59, and each run queued a reminder for the same 23 members (60 x 23 = 1380 "
                "emails).\n\n"
                "The cron entry in `config/config.exs` is `* 7 * * *`, which means every minute "
                "of the 07:00 hour, not once at 7am; once a day at 07:00 is `0 7 * * *`. And "
                "`SendCertReminder` has no `unique` option, so nothing stopped the same cert "
                "being reminded over and over.\n\n"
                "Fix:\n\n"
                "1. crontab entry to `0 7 * * *`\n"
                "2. `use Oban.Worker, queue: :mailers, unique: [period: 86_400, keys: "
                "[:cert_id]]` on `SendCertReminder`, so even if the sweep runs twice a member "
                "gets one email per cert per day\n"
                "3. a test that runs the sweep twice and asserts one job per cert",
            ),
            (
                "user",
                "ugh that was me moving it from 6am to 7 last week. yes do both, ill write the "
                "apology email to members myself",
            ),
            ("edit", "config/config.exs"),
            ("edit", "lib/setlist/workers/send_cert_reminder.ex"),
            ("edit", "test/setlist/workers/cert_reminder_sweep_test.exs"),
            (
                "bash",
                "mix test test/setlist/workers/",
                "Compiling 1 file (.ex)\n"
                "......\n"
                "Finished in 0.6 seconds (0.0s async, 0.6s sync)\n"
                "6 tests, 0 failures\n\n"
                "Randomized with seed 90311",
            ),
            (
                "bash",
                "fly deploy --strategy rolling",
                "==> Verifying app config\n"
                "--> Verified app config\n"
                "==> Building image\n"
                "--> Building image done\n"
                "Updating existing machines in 'crux-setlist' with rolling strategy\n"
                "  [1/2] Machine 3d8d9e1a290e48 [app] update finished: success\n"
                "  [2/2] Machine e2865017c17e86 [app] update finished: success\n"
                "Finished deploying\n\n"
                "Visit your newly deployed app at https://crux-setlist.fly.dev/",
            ),
            (
                "assistant",
                "Deployed. Tomorrow's sweep runs once at 07:00, and the new test covers the "
                "double-run case. I haven't sent anything to the members.",
            ),
            (
                "user",
                "ok so note to self: * 7 * * * is every minute of the 7 oclock hour, a daily job "
                "needs 0 7 * * *, and the unique on the send job is the backstop",
            ),
        ],
        "lessons": [
            {"keys": ["* 7 * * *", "0 7 * * *"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh162-setlist-decision-waiver-signature-pad-not-docusign",
        "split": "fresh162",
        "steps": [
            (
                "user",
                "gemma wants the waiver on the front desk kiosk instead of the paper forms. how "
                "do we do signatures",
            ),
            (
                "bash",
                'psql "$PROD_DATABASE_URL" -c "select to_char(date_trunc(\'month\', inserted_at), '
                "'YYYY-MM') as month, count(*) from members where inserted_at >= '2026-06-01' "
                'group by 1 order by 1"',
                "  month  | count\n"
                "---------+-------\n"
                " 2026-06 |   284\n"
                " 2026-07 |   331\n"
                " 2026-08 |   346\n"
                " 2026-09 |   297\n"
                " 2026-10 |   312\n"
                "(5 rows)",
            ),
            (
                "think",
                "~300 new members a month. Options: DocuSign embedded signing, an in-app "
                "signature canvas, or scanning paper. DocuSign gives a proper audit trail. Don't "
                "know what their insurer accepts.",
            ),
            (
                "assistant",
                "About 300 new members a month sign a waiver. Three ways to do it:\n\n"
                "1. **DocuSign embedded signing**: the kiosk opens a DocuSign signing session, "
                "we get a webhook when it's done and store the envelope id.\n"
                "2. **Signature pad on the kiosk**: a LiveView hook with a canvas; we store the "
                "drawn signature as a PNG with the timestamp and the waiver text they saw, and "
                "render a PDF for the member's email.\n"
                "3. **Keep paper, scan it**: a scan upload on the member page.\n\n"
                "I'd go with **1**: the audit trail and tamper-evidence come for free and nobody "
                "can argue about what was signed. One thing I don't know: does your insurer have "
                "a view on drawn signatures?",
            ),
            (
                "user",
                "2, the signature pad, docusign is like £1.20 an envelope and we get 300 new ppl "
                "a month, thats 4k a year for a waiver lol. and i already asked sportscover (our "
                "insurer), a drawn signature is fine as long as we keep the exact waiver version "
                "they signed and the timestamp",
            ),
            (
                "think",
                "So: waivers table with version + body hash, signatures reference the version. "
                "Never edit a waiver version in place; new text = new version.",
            ),
            (
                "assistant",
                "Fair, that cost adds up fast. Plan:\n\n"
                "- `waiver_versions` table (`version`, `body`, `published_at`); new wording means "
                "a new row, never an edit, so a signature always points at the exact text\n"
                "- `waiver_signatures` with `member_id`, `waiver_version_id`, `signed_at` (UTC) "
                "and the PNG\n"
                "- a `SignaturePad` JS hook on the kiosk's sign-up LiveView, with a *Clear* "
                "button\n"
                "- an Oban job that renders the PDF and emails it to the member",
            ),
            ("user", "go"),
            ("edit", "priv/repo/migrations/20261124101500_create_waivers.exs"),
            ("edit", "lib/setlist/waivers.ex"),
            ("edit", "lib/setlist/waivers/waiver_version.ex"),
            ("edit", "lib/setlist/waivers/waiver_signature.ex"),
            ("edit", "assets/js/hooks/signature_pad.js"),
            ("edit", "lib/setlist_web/live/kiosk_live/sign_up.ex"),
            ("edit", "lib/setlist/workers/send_waiver_pdf.ex"),
            (
                "bash",
                "mix ecto.migrate && mix test test/setlist/waivers_test.exs "
                "test/setlist_web/live/kiosk_live/sign_up_test.exs",
                "10:16:02.118 [info] == Running 20261124101500 "
                "Setlist.Repo.Migrations.CreateWaivers.change/0 forward\n"
                "10:16:02.120 [info] create table waiver_versions\n"
                "10:16:02.124 [info] create table waiver_signatures\n"
                "10:16:02.131 [info] == Migrated 20261124101500 in 0.0s\n"
                ".........\n"
                "Finished in 1.2 seconds (0.3s async, 0.9s sync)\n"
                "9 tests, 0 failures",
            ),
            (
                "assistant",
                "Done and tested. Signing up on the kiosk now ends on the waiver screen: scroll "
                "to the bottom, sign, *I agree*. The PDF email goes out through the mailers "
                "queue.",
            ),
            (
                "user",
                "nice. dont switch the kiosk over yet, gemma needs to bin the paper forms and "
                "print the new sign first",
            ),
            ("assistant", "OK, it's behind the `kiosk_waiver` flag, which is off in prod."),
        ],
        "lessons": [
            {"keys": ["signature pad", "docusign"]},
            {"keys": ["sportscover", "waiver version"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh162-setlist-tool-stored-youth-squad-thursday-lead-belay-6-months",
        "split": "fresh162",
        "steps": [
            (
                "user",
                "remember this: the comp wall is closed to members thursdays 5-9pm for the youth "
                "squad. then make slot booking actually block it, people keep booking it and "
                "getting turned away",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "setlist: Crux Collective's competition wall is closed to members "
                    "on Thursdays 17:00-21:00 for the youth squad; slot booking must not offer "
                    "it then.",
                    "tags": ["setlist", "bookings", "comp-wall"],
                },
                '{"id":"5127","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/setlist/bookings.ex",
                "def available_slots(wall, %Date{} = date) do\n"
                "  wall\n"
                "  |> Slots.for_day(date)\n"
                "  |> Enum.reject(&full?/1)\n"
                "end\n\n"
                "def book_slot(member, slot) do\n"
                "  with :ok <- Certs.check(member, slot.wall),\n"
                "       :ok <- check_capacity(slot) do\n"
                "    Repo.insert(Booking.changeset(%Booking{}, %{member_id: member.id, "
                "slot_id: slot.id}))\n"
                "  end\n"
                "end\n",
            ),
            (
                "think",
                "Put closures in data rather than hardcoding: a wall_closures table with weekday "
                "+ time range + reason. Filter available_slots and reject in book_slot too, in "
                "case of a stale page. Times are local Europe/London.",
            ),
            (
                "assistant",
                "Saved. Plan:\n\n"
                "- a `wall_closures` table (`wall`, `weekday`, `from`, `until`, `reason`) with "
                "the youth squad row seeded, so the next closure is data, not code\n"
                "- `available_slots/2` drops slots that overlap a closure\n"
                "- `book_slot/2` rejects them too (`{:error, :wall_closed}`) in case someone has "
                "an old page open\n"
                "- the slot list shows *Comp wall closed 17:00-21:00 (youth squad)* on "
                "Thursdays",
            ),
            ("edit", "priv/repo/migrations/20261126093000_create_wall_closures.exs"),
            ("edit", "lib/setlist/bookings.ex"),
            ("edit", "lib/setlist/bookings/wall_closure.ex"),
            ("edit", "lib/setlist_web/live/booking_live/index.html.heex"),
            ("edit", "test/setlist/bookings_test.exs"),
            (
                "bash",
                "mix ecto.migrate && mix test test/setlist/bookings_test.exs",
                "09:31:44.502 [info] == Migrated 20261126093000 in 0.0s\n"
                "...........\n"
                "Finished in 0.8 seconds (0.2s async, 0.6s sync)\n"
                "11 tests, 0 failures",
            ),
            (
                "assistant",
                "Done, 11 tests pass, including a Thursday 18:00 comp wall booking being "
                "rejected and a Thursday 16:00 one going through.",
            ),
            (
                "user",
                "nice. while youre in there Certs.check is wrong for the lead wall, it lets "
                "anyone with a top rope cert book it. lead belay is its own cert, a top rope "
                "cert doesnt let you lead belay, and lead belay certs have to be renewed every 6 "
                "months not every 12 like top rope",
            ),
            (
                "read",
                "lib/setlist/certs.ex",
                "def check(member, wall) do\n"
                "  if wall.rope? and not has_valid_cert?(member, :belay) do\n"
                "    {:error, :no_belay_cert}\n"
                "  else\n"
                "    :ok\n"
                "  end\n"
                "end\n\n"
                "defp valid_until(%Cert{issued_on: d}), do: Date.add(d, 365)\n",
            ),
            ("edit", "lib/setlist/certs.ex"),
            ("edit", "lib/setlist/certs/cert.ex"),
            ("edit", "test/setlist/certs_test.exs"),
            (
                "bash",
                "mix test test/setlist/certs_test.exs",
                ".......\nFinished in 0.3 seconds (0.3s async, 0.0s sync)\n7 tests, 0 failures",
            ),
            (
                "assistant",
                "Fixed: `Cert.kind` is now `:top_rope` or `:lead`; the lead wall needs a valid "
                "`:lead` cert, and a lead cert expires 6 months after it was issued (top rope "
                "stays at 12). Existing `:belay` certs were migrated to `:top_rope`.",
            ),
            ("user", "sweet"),
        ],
        "lessons": [
            {"keys": ["lead belay", "6 months"]},
        ],
        "tool_stored": [["youth squad", "thursday"]],
    },
    {
        "name": "fresh162-setlist-rules-route-retirement-contexts-to-atom-timex",
        "split": "fresh162",
        "steps": [
            (
                "user",
                "aoife wants routes to come down automatically after 8 weeks on the wall unless "
                "she ticks keep. plus a liveview page of whats due to come down this week, "
                "filterable by wall",
            ),
            (
                "read",
                "lib/setlist/routes/route.ex",
                'schema "routes" do\n'
                "  field :name, :string\n"
                "  field :grade, :string\n"
                "  field :wall, Ecto.Enum, values: [:cave, :slab, :comp, :lead, :top_rope]\n"
                "  field :set_on, :date\n"
                "  field :keep, :boolean, default: false\n"
                "  field :retired_on, :date\n"
                "  belongs_to :setter, Setlist.Accounts.Staff\n"
                "  timestamps(type: :utc_datetime)\n"
                "end\n",
            ),
            (
                "bash",
                "grep -n 'defp deps' -A 22 mix.exs | grep -E 'timex|oban|phoenix_live_view'",
                '31-      {:phoenix_live_view, "~> 1.0"},\n'
                '44-      {:oban, "~> 2.18"},\n'
                '47-      {:timex, "~> 3.7"},',
            ),
            (
                "think",
                "Timex is a dependency already, so Timex.shift(set_on, weeks: 8). Quickest for "
                "the page: query Repo in mount. Wall filter: ?wall=cave -> String.to_atom to "
                "match the Ecto.Enum.",
            ),
            (
                "assistant",
                "Plan:\n\n"
                "- `due_on = set_on + 8 weeks`; I'll use Timex for the date maths since it's "
                "already a dependency (`Timex.shift(route.set_on, weeks: 8)`)\n"
                "- a nightly Oban job sets `retired_on` on routes past `due_on` without `keep`\n"
                "- `RouteLive.ComingDown` queries `Repo` directly in `mount/3` for routes due in "
                "the next 7 days\n"
                "- the `?wall=cave` filter turned into an atom with `String.to_atom/1` to match "
                "the `Ecto.Enum`\n"
                "- and an email to Aoife every Monday with the list",
            ),
            (
                "user",
                "few things, and these go for all new code not just this. liveviews never touch "
                "Repo, everything goes thru the context modules (Setlist.Routes, Setlist.Certs "
                "etc) so the kiosk and the admin side dont drift. never String.to_atom on "
                "anything from params, use the Ecto.Enum cast or an explicit map, atoms dont get "
                "garbage collected. timex is only still in mix.exs because of the old csv "
                "importer, dont use it in new code, Date.add / Date.shift are fine now were on "
                "1.17. and skip the email, aoife will just look at the page",
            ),
            (
                "think",
                "So Setlist.Routes.coming_down(wall, within_days), wall param via "
                "Ecto.Type.cast({:parameterized, ...}) or a map of allowed strings. "
                "Date.shift(set_on, week: 8).",
            ),
            ("edit", "lib/setlist/routes.ex"),
            ("edit", "lib/setlist/workers/retire_routes.ex"),
            ("edit", "lib/setlist_web/live/route_live/coming_down.ex"),
            ("edit", "lib/setlist_web/live/route_live/coming_down.html.heex"),
            ("edit", "lib/setlist_web/router.ex"),
            ("edit", "config/config.exs"),
            ("edit", "test/setlist/routes_test.exs"),
            ("edit", "test/setlist_web/live/route_live/coming_down_test.exs"),
            (
                "bash",
                "mix test test/setlist/routes_test.exs "
                "test/setlist_web/live/route_live/coming_down_test.exs",
                "Compiling 4 files (.ex)\n"
                "Generated setlist app\n"
                "............\n"
                "Finished in 0.9 seconds (0.4s async, 0.5s sync)\n"
                "12 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `Setlist.Routes.coming_down(wall, days)` and `Setlist.Routes.retire_due/1`; "
                "the LiveView only calls those\n"
                "- `due_on` is `Date.shift(set_on, week: 8)`, no Timex\n"
                '- `?wall=` goes through a `%{"cave" => :cave, ...}` map; anything else shows '
                "all walls\n"
                "- `RetireRoutes` runs nightly at `15 3 * * *` and skips `keep: true`\n"
                "- no email\n\n"
                "The page is at `/admin/routes/coming-down`.",
            ),
            ("user", "👌"),
        ],
        "lessons": [
            {"keys": ["Repo", "context modules"]},
            {"keys": ["String.to_atom", "Ecto.Enum"]},
            {"keys": ["timex", "Date.shift"], "not": ["use Timex for the date maths"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh162-setlist-correction-day-pass-1350-not-12",
        "split": "fresh162",
        "steps": [
            (
                "user",
                "can the kiosk show prices on the check-in screen for walk ins? day pass, shoe "
                "hire, chalk",
            ),
            (
                "read",
                "lib/setlist/prices.ex",
                "defmodule Setlist.Prices do\n"
                "  @day_pass_pence 1200\n"
                "  @shoe_hire_pence 400\n"
                "  @chalk_ball_pence 300\n\n"
                "  def day_pass, do: @day_pass_pence\n"
                "  def shoe_hire, do: @shoe_hire_pence\n"
                "  def chalk_ball, do: @chalk_ball_pence\n"
                "end\n",
            ),
            (
                "assistant",
                "Prices live in `lib/setlist/prices.ex`: the day pass is £12 (`@day_pass_pence "
                "1200`), shoe hire £4 and a chalk ball £3. I'll add a price panel under the "
                "*Walk-in* button on the check-in screen that reads from `Setlist.Prices`, so "
                "there's one place to change them.",
            ),
            ("edit", "lib/setlist_web/live/kiosk_live/check_in.html.heex"),
            ("edit", "lib/setlist_web/components/kiosk_components.ex"),
            (
                "bash",
                "mix test test/setlist_web/live/kiosk_live/check_in_test.exs",
                ".....\nFinished in 0.5 seconds (0.1s async, 0.4s sync)\n5 tests, 0 failures",
            ),
            (
                "assistant",
                "The check-in screen now shows **Day pass £12.00 · Shoe hire £4.00 · Chalk ball "
                "£3.00** under *Walk-in*.",
            ),
            (
                "user",
                "looks good. btw the day pass has been 13.50 since september, that file's just "
                "out of date, fix it while youre there. would 'bring your own shoes = free' on "
                "the shoe line be naff",
            ),
            ("edit", "lib/setlist/prices.ex"),
            ("edit", "test/setlist_web/live/kiosk_live/check_in_test.exs"),
            (
                "bash",
                "mix test test/setlist_web/live/kiosk_live/check_in_test.exs",
                ".....\nFinished in 0.5 seconds (0.1s async, 0.4s sync)\n5 tests, 0 failures",
            ),
            (
                "assistant",
                "Updated `@day_pass_pence` to 1350, so the panel shows **Day pass £13.50**.\n\n"
                "On the shoes: a bit naff, I think. People who brought shoes don't read that "
                "line, and it sounds like it's free for them to hire. *Shoe hire £4.00* on its "
                "own is clearer.",
            ),
            ("user", "fair, leave it"),
        ],
        "lessons": [
            {"keys": ["day pass", "13.50"], "not": ["day pass is £12"]},
        ],
        "tool_stored": [],
    },
]
