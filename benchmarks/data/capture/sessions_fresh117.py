"""The "fresh117" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH117: list[dict[str, Any]] = [
    # --- "cruxdesk": memberships, check-in kiosks and route setting for Crux Collective, two
    # climbing gyms in Leeds (Kirkstall: bouldering; Headingley: ropes + bouldering). Elixir
    # 1.17, Phoenix 1.7 + LiveView 1.0, Ecto on Postgres, Oban, Stripe Billing, deployed on
    # Fly.io (app crux-prod), iPad kiosks scanning member QR codes ---
    {
        "name": "fresh117-cruxdesk-chitchat-liveview-streams-and-nav-typo",
        "split": "fresh117",
        "steps": [
            (
                "user",
                "whats the actual point of streams vs just assigning the list in liveview? "
                "routes page gets laggy with ~400 routes. also nav says Boulering",
            ),
            (
                "read",
                "lib/crux_web/live/route_live/index.ex",
                "def mount(_params, _session, socket) do\n"
                "  {:ok, assign(socket, routes: Setting.list_routes(socket.assigns.gym))}\n"
                "end\n\n"
                "def handle_info({:route_updated, route}, socket) do\n"
                "  {:noreply, assign(socket, routes: Setting.list_routes(socket.assigns.gym))}\n"
                "end\n",
            ),
            (
                "think",
                "Every PubSub update reassigns the whole list: the server keeps 400 structs per "
                "socket and re-diffs the comprehension. stream/3 + stream_insert sends only the "
                "changed item and doesn't keep the list in memory.",
            ),
            (
                "assistant",
                "With `assign(socket, routes: ...)` the server keeps the **whole list in the "
                "socket's memory** and, whenever it changes, LiveView re-renders the `for` "
                "comprehension and diffs it. You reload all ~400 routes on every "
                "`:route_updated` message, so each update re-sends a big chunk of the table.\n\n"
                "**Streams** (`stream(socket, :routes, routes)`) are the opposite:\n\n"
                "- the list isn't kept on the server after the render\n"
                "- `stream_insert(socket, :routes, route)` sends **just that one row**; the "
                "client patches it in by DOM id\n- `stream_delete` removes one row\n\n"
                "So for a long list with small updates, streams are the right tool. Want me to "
                "switch the routes page over and fix the nav?",
            ),
            ("user", "go for it"),
            ("edit", "lib/crux_web/live/route_live/index.ex"),
            ("edit", "lib/crux_web/live/route_live/index.html.heex"),
            ("edit", "lib/crux_web/components/layouts/app.html.heex"),
            (
                "bash",
                "mix test test/crux_web/live/route_live_test.exs 2>&1 | tail -3",
                "........\nFinished in 0.9 seconds (0.4s async, 0.5s sync)\n8 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n- routes page uses `stream(:routes, ...)`; `:route_updated` does a "
                "`stream_insert` of the one route\n- the table body has "
                '`phx-update="stream"` and rows use the stream DOM ids\n'
                '- nav says "Bouldering"\n\nRoute LiveView tests pass (8).',
            ),
            ("user", "sweet"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh117-cruxdesk-incident-kiosk-socket-refused-check-origin",
        "split": "fresh117",
        "steps": [
            (
                "user",
                "kirkstall front desk: scanning a qr on the kiosk does nothing since we moved "
                "the kiosks to the new checkin subdomain this morning. page loads fine, just "
                "dead. queue out the door",
            ),
            (
                "bash",
                "fly logs -a crux-prod --no-tail 2>&1 | grep -i 'origin' | tail -3",
                "[error] Could not check origin for Phoenix.Socket transport.\n"
                "Origin of the request: https://checkin.cruxcollective.co.uk\n"
                "This happens when you are attempting a socket connection to a different host "
                "than the one configured in your config/ files.",
            ),
            (
                "read",
                "config/runtime.exs",
                "  config :crux, CruxWeb.Endpoint,\n"
                '    url: [host: "app.cruxcollective.co.uk", port: 443, scheme: "https"],\n'
                '    check_origin: ["https://app.cruxcollective.co.uk"],\n'
                "    http: [ip: {0, 0, 0, 0, 0, 0, 0, 0}, port: 4000],\n"
                "    secret_key_base: secret_key_base\n",
            ),
            (
                "think",
                "The kiosk page is the dead render (static HTML over HTTP works), then the "
                "LiveView websocket upgrade is refused because its Origin header isn't in "
                "check_origin. No socket means phx-submit from the scanner input never reaches "
                "the server. Fix: add the checkin host.",
            ),
            (
                "assistant",
                "Found it.\n\n**Cause:** the endpoint's `check_origin` in "
                "`config/runtime.exs` only allows `https://app.cruxcollective.co.uk`. The "
                "kiosks now load from `https://checkin.cruxcollective.co.uk`, so Phoenix "
                "refuses the LiveView websocket (that's the `Could not check origin` error). "
                "The first, static render still comes over plain HTTP, which is why the page "
                "*looks* fine, but without a socket the scan form's `phx-submit` never reaches "
                "the server.\n\n**Fix:** add the checkin host to `check_origin` and redeploy. "
                "I'd also add a test that the kiosk LiveView connects with that origin. Go?",
            ),
            ("user", "yes asap"),
            ("edit", "config/runtime.exs"),
            ("edit", "test/crux_web/live/kiosk_live_test.exs"),
            (
                "bash",
                "mix test test/crux_web/live/kiosk_live_test.exs 2>&1 | tail -1 && fly deploy "
                "-a crux-prod 2>&1 | tail -2",
                "5 tests, 0 failures\n"
                " ✔ Machine 3d8d9e1b4c0e68 [app] update succeeded\n"
                "Visit your newly deployed app at https://crux-prod.fly.dev/",
            ),
            (
                "bash",
                "fly logs -a crux-prod --no-tail 2>&1 | grep -c 'Could not check origin' ; "
                "fly logs -a crux-prod --no-tail 2>&1 | grep 'checkin' | tail -1",
                "0\n[info] CHECKIN member=4811 gym=kirkstall via=kiosk-2",
            ),
            (
                "assistant",
                "Deployed. `check_origin` now lists both `app.` and `checkin.cruxcollective."
                "co.uk`, no origin errors since, and kiosk-2 just checked a member in.",
            ),
            (
                "user",
                "phew. so the new checkin.cruxcollective.co.uk host wasnt in check_origin and "
                "the liveview socket got refused, kiosks were just a dead static page",
            ),
            ("assistant", "Exactly that. The new kiosk test fails if that host gets dropped."),
        ],
        "lessons": [
            {"keys": ["checkin.cruxcollective.co.uk", "check_origin"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh117-cruxdesk-decision-member-search-pg-trgm-by-name",
        "split": "fresh117",
        "steps": [
            (
                "user",
                "desk staff cant find people when they misspell names. 'siobhan' vs 'shivon' "
                "etc. what are our options for fuzzy member search",
            ),
            (
                "read",
                "lib/crux/members.ex",
                "def search(term) do\n"
                '  like = "%#{term}%"\n'
                "  from(m in Member, where: ilike(m.first_name, ^like) or "
                "ilike(m.last_name, ^like), limit: 20)\n"
                "  |> Repo.all()\n"
                "end\n",
            ),
            (
                "bash",
                'fly postgres connect -a crux-db -c "select count(*) from members" 2>&1 | tail -3',
                " count \n-------\n  9142\n",
            ),
            (
                "think",
                "9k rows. Options: pg_trgm similarity with a GIN index; Meilisearch as its own "
                "Fly app synced via Oban; Postgres full-text with unaccent. Meilisearch has the "
                "best typo tolerance and phonetic-ish matching out of the box.",
            ),
            (
                "assistant",
                "Options:\n\n"
                "1. **pg_trgm**: enable the extension, GIN trigram index on "
                "`first_name || ' ' || last_name`, rank with `similarity()` / the `%` operator. "
                "All in Postgres, one migration.\n"
                "2. **Meilisearch**: a separate Fly app with the member index, kept in sync by "
                "an Oban job on every member change. Best typo tolerance and instant "
                "search-as-you-type.\n"
                "3. **Full-text search** with `unaccent`: good for words, weak on "
                "misspellings of names.\n\n"
                "I'd pick 2, it's what it's built for.",
            ),
            (
                "user",
                "go with pg_trgm, its 9k members, not worth another fly app for meilisearch plus "
                "a sync job that can drift, the old php site had a search index go stale for a "
                "week and nobody noticed",
            ),
            (
                "assistant",
                "Fair: pg_trgm keeps search inside Postgres with nothing to sync, and at 9k "
                "rows it's plenty fast.",
            ),
            ("user", "and show their membership status next to each result pls"),
            ("edit", "priv/repo/migrations/20261207101500_member_name_trgm.exs"),
            ("edit", "lib/crux/members.ex"),
            ("edit", "lib/crux_web/live/desk_live/search.ex"),
            ("edit", "test/crux/members_search_test.exs"),
            (
                "bash",
                "mix ecto.migrate 2>&1 | tail -2 && mix test test/crux/members_search_test.exs "
                "2>&1 | tail -1",
                "[info] create index members_full_name_trgm_idx\n"
                "[info] == Migrated 20261207101500 in 0.1s\n6 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n- migration enables `pg_trgm` and adds a GIN index on the full name\n"
                "- `Members.search/1` orders by `similarity(full_name, term)` with a 0.25 "
                "cutoff; 'shivon' now finds Siobhan\n- desk results show a membership badge "
                "(active / frozen / expired)\n\nSearch tests pass (6).",
            ),
            ("user", "👌"),
        ],
        "lessons": [
            {"keys": ["pg_trgm", "meilisearch"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh117-cruxdesk-tool-stored-stripe-listen-and-headingley-walk-in",
        "split": "fresh117",
        "steps": [
            (
                "user",
                "remember: to test stripe webhooks locally run `stripe listen --forward-to "
                "localhost:4000/webhooks/stripe` and put the whsec it prints in .envrc as "
                "STRIPE_WEBHOOK_SECRET. then: add a buy day pass button to the gym page",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "cruxdesk: test Stripe webhooks locally with `stripe listen "
                    "--forward-to localhost:4000/webhooks/stripe`; put the printed whsec_ "
                    "secret in .envrc as STRIPE_WEBHOOK_SECRET.",
                    "tags": ["cruxdesk", "stripe", "dev-setup"],
                },
                '{"id":"2093","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/crux_web/live/gym_live/show.ex",
                'def mount(%{"slug" => slug}, _session, socket) do\n'
                "  gym = Gyms.get_by_slug!(slug)\n"
                "  {:ok, assign(socket, gym: gym, hours: Gyms.opening_hours(gym))}\n"
                "end\n",
            ),
            (
                "think",
                "Day pass = Stripe Checkout session in payment mode with the day pass price. "
                "Two gyms share this page; should both get the button? Ask.",
            ),
            (
                "assistant",
                "Saved the webhook notes.\n\nPlan: the button creates a Stripe Checkout session "
                "(one-off payment, day pass price), and the `checkout.session.completed` webhook "
                "issues a one-day QR pass by email.\n\nShould the button show on both gym pages, "
                "Kirkstall and Headingley?",
            ),
            (
                "user",
                "only kirkstall. headingley doesnt sell day passes online, walk-in only, because "
                "the ropes wall needs a belay check at the desk first",
            ),
            ("edit", "lib/crux/gyms/gym.ex"),
            ("edit", "priv/repo/migrations/20261207113000_add_online_day_pass_to_gyms.exs"),
            ("edit", "lib/crux/billing/day_pass.ex"),
            ("edit", "lib/crux_web/live/gym_live/show.html.heex"),
            ("edit", "lib/crux_web/controllers/stripe_webhook_controller.ex"),
            ("edit", "test/crux/billing/day_pass_test.exs"),
            (
                "bash",
                "mix ecto.migrate 2>&1 | tail -1 && mix test test/crux/billing 2>&1 | tail -1",
                "[info] == Migrated 20261207113000 in 0.0s\n11 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n- `gyms.online_day_pass` flag (true for Kirkstall, false for "
                "Headingley); the button only renders when it's set\n- Checkout session in "
                "payment mode; the webhook emails a QR pass valid until closing time\n"
                '- Headingley\'s page says "Day passes at the desk" instead\n\nBilling tests '
                "pass (11).",
            ),
            ("user", "lovely"),
        ],
        "lessons": [
            {"keys": ["headingley", "day passes"]},
        ],
        "tool_stored": [["stripe listen", "STRIPE_WEBHOOK_SECRET"]],
    },
    {
        "name": "fresh117-cruxdesk-review-setting-schedule-pr-rules-grade-index",
        "split": "fresh117",
        "steps": [
            ("user", "can you review sams pr 57, the route setting schedule"),
            (
                "bash",
                "gh pr diff 57 --name-only",
                "lib/crux/setting/reset.ex\nlib/crux/workers/reset_reminder.ex\n"
                "lib/crux_web/live/setting_live/index.ex\n"
                "priv/repo/migrations/20261201090000_create_resets.exs",
            ),
            (
                "read",
                "lib/crux/setting/reset.ex",
                'schema "resets" do\n'
                "  field :wall, :string\n"
                "  field :grade, :string\n"
                "  field :scheduled_at, :naive_datetime\n"
                "  belongs_to :gym, Crux.Gyms.Gym\n"
                "  timestamps()\n"
                "end\n",
            ),
            (
                "read",
                "lib/crux_web/live/setting_live/index.ex",
                "def mount(_params, _session, socket) do\n"
                "  resets = Repo.all(from r in Reset, where: r.gym_id == ^socket.assigns.gym.id, "
                "order_by: r.scheduled_at)\n"
                "  {:ok, assign(socket, resets: resets)}\n"
                "end\n",
            ),
            (
                "read",
                "lib/crux/workers/reset_reminder.ex",
                "use Oban.Worker, queue: :mailers\n\n"
                "@impl true\n"
                'def perform(%Oban.Job{args: %{"reset_id" => id}}) do\n'
                "  id |> Setting.get_reset!() |> ResetMailer.remind_setters() |> Mailer.deliver()\n"
                "end\n",
            ),
            (
                "think",
                "LiveView hits Repo directly. naive_datetime for scheduled_at: local or UTC? "
                "ambiguous across BST. Worker has no uniqueness, clicking save twice emails "
                "setters twice. grade as string like '6B+' - same as Route I think, fine.",
            ),
            (
                "assistant",
                "Review of #57:\n\n"
                "1. **`SettingLive.Index` calls `Repo.all` directly** with an inline query.\n"
                "2. **`scheduled_at` is `:naive_datetime`**: no zone, so it's ambiguous around "
                "the BST changeover.\n"
                '3. `grade` as a string like "6B+" matches the existing Route schema, so '
                "that's fine.\n"
                "4. **`ResetReminder`** has no uniqueness: saving a reset twice emails the "
                "setters twice.\n\n1, 2 and 4 should be fixed before merge.",
            ),
            (
                "user",
                "yep put these in as the rules:\n"
                "- liveviews never touch Repo, everything goes through the context modules "
                "(Crux.Setting here)\n"
                "- timestamps are utc_datetime everywhere, we only convert to Europe/London in "
                "templates with the local_time/1 helper\n"
                "- every oban worker sets max_attempts: 5 and a unique period so a double submit "
                "doesnt enqueue twice\n"
                "- and 3 is wrong, grades arent strings anymore. routes store a grade_index into "
                "the gym's grade_scale because kirkstall grades in font and headingley in "
                "v-scale. sam copied the schema from before that migration",
            ),
            (
                "bash",
                "grep -n 'grade' lib/crux/setting/route.ex",
                "12:  field :grade_index, :integer\n"
                "13:  belongs_to :grade_scale, Crux.Setting.GradeScale",
            ),
            ("edit", "/tmp/review_57.md"),
            (
                "bash",
                "gh pr review 57 --request-changes --body-file /tmp/review_57.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "My mistake on 3: `Route` has `grade_index` + `belongs_to :grade_scale`. Posted "
                "the review on #57 (changes requested):\n\n"
                "- move the query into `Crux.Setting.list_resets(gym)`, the LiveView only calls "
                "the context\n- `scheduled_at` as `:utc_datetime`, displayed with "
                "`local_time/1`\n- `ResetReminder`: `max_attempts: 5`, `unique: [period: 300, "
                "keys: [:reset_id]]`\n- `grade` -> `grade_index` + `grade_scale_id`, like "
                "`Route`",
            ),
            ("user", "cheers"),
        ],
        "lessons": [
            {"keys": ["never touch Repo", "context modules"]},
            {"keys": ["utc_datetime", "local_time/1"]},
            {"keys": ["oban worker", "max_attempts: 5"]},
            {
                "keys": ["grade_index", "grade_scale"],
                "not": ["matches the existing Route schema"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh117-cruxdesk-correction-crux-db-in-ams-after-agreeing",
        "split": "fresh117",
        "steps": [
            (
                "user",
                "oban jobs are slowing down the web machines when the monthly renewals run. can "
                "we split workers into their own fly process group",
            ),
            (
                "read",
                "fly.toml",
                'app = "crux-prod"\nprimary_region = "lhr"\n\n[processes]\n'
                '  app = "/app/bin/server"\n\n[[vm]]\n  size = "shared-cpu-2x"\n'
                '  memory = "1gb"\n',
            ),
            (
                "read",
                "config/runtime.exs",
                "  config :crux, Oban,\n"
                "    repo: Crux.Repo,\n"
                "    queues: [default: 10, mailers: 5, billing: 5],\n"
                "    plugins: [Oban.Plugins.Pruner, {Oban.Plugins.Cron, crontab: "
                '[{"0 3 1 * *", Crux.Workers.MonthlyRenewals}]}]\n',
            ),
            (
                "think",
                "Add a worker process that starts the app with queues on and web machines with "
                "queues: false, via an env var. primary_region is lhr, so the database is "
                "presumably in lhr too.",
            ),
            (
                "assistant",
                "Plan:\n\n- new `worker` process in `fly.toml` running the same release with "
                "`CRUX_ROLE=worker`\n- `runtime.exs`: Oban `queues: false` unless the role is "
                "worker, so web machines only insert jobs\n- region: the app and the crux-db "
                "Postgres cluster are both in lhr, so one worker machine in lhr as well\n\nOK?",
            ),
            (
                "user",
                "yep sounds good. wait no, crux-db moved to ams in august when lhr ran out of "
                "volume capacity, only the web machines are still in lhr. put the worker in ams "
                "next to the db, renewals are all db round trips",
            ),
            (
                "bash",
                "fly status -a crux-db 2>&1 | tail -3",
                "ID              STATE   ROLE    REGION  HEALTH CHECKS\n"
                "1781e2db45d389  started primary ams     3 total, 3 passing\n"
                "e784e6d9a12d18  started replica ams     3 total, 3 passing",
            ),
            ("edit", "fly.toml"),
            ("edit", "config/runtime.exs"),
            ("edit", "rel/env.sh.eex"),
            (
                "bash",
                "fly deploy -a crux-prod 2>&1 | tail -1 && fly scale count worker=1 --region ams "
                "-a crux-prod -y 2>&1 | tail -1",
                "Visit your newly deployed app at https://crux-prod.fly.dev/\n  worker  1  ams",
            ),
            (
                "assistant",
                'Done:\n\n- `fly.toml` has `worker = "/app/bin/server"` with `CRUX_ROLE=worker`'
                "\n- web machines run Oban with `queues: false` (they still enqueue), the worker "
                "runs all three queues\n- one `worker` machine in **ams**, next to crux-db; web "
                "stays in lhr\n\nThe next renewals run (1st, 03:00) will be the real test; the "
                "Oban dashboard should show jobs only on the worker node.",
            ),
            ("user", "nice one"),
        ],
        "lessons": [
            {"keys": ["crux-db", "ams"], "not": ["are both in lhr"]},
        ],
        "tool_stored": [],
    },
]
