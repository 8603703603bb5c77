"""The "fresh124" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH124: list[dict[str, Any]] = [
    # --- "kilnlog": firing bookings, shelf space and glaze stock for the Emberwell Clay Co-op,
    # a members' pottery studio in a converted mill shed in Leeds. Elixir 1.17, Phoenix 1.7
    # LiveView, Ecto + Postgres 16, Oban for background jobs, Swoosh + Postmark for email, one
    # Fly.io app (kilnlog, region lhr). Two electric kilns (a Skutt KM-1227 "Big Skutt" and an
    # L&L e23T "Little L") and a gas reduction kiln in the yard ---
    {
        "name": "fresh124-kilnlog-chitchat-mount-runs-twice-and-firng-typo",
        "split": "fresh124",
        "steps": [
            (
                "user",
                "q: i put an IO.inspect in mount on the kiln page and it prints twice every "
                "time i load it. is something broken? also the heading says Firng schedule",
            ),
            (
                "read",
                "lib/kilnlog_web/live/kiln_live/show.ex",
                'def mount(%{"id" => id}, _session, socket) do\n'
                '  IO.inspect(id, label: "mount")\n'
                "  kiln = Kilns.get_kiln!(id)\n"
                "  if connected?(socket), do: Phoenix.PubSub.subscribe(Kilnlog.PubSub, "
                '"kiln:#{id}")\n'
                "  {:ok, assign(socket, kiln: kiln, firings: Firings.upcoming(kiln))}\n"
                "end\n",
            ),
            (
                "think",
                "Normal LiveView lifecycle: one mount for the static HTTP render, one after "
                "the websocket connects. The PubSub subscribe is already guarded. Explain, "
                "fix the heex typo.",
            ),
            (
                "assistant",
                "Nothing is broken, that's how LiveView works. A page load goes through "
                "`mount/3` twice:\n\n"
                "1. **static render**: the plain HTTP request renders full HTML, so the page "
                "shows up fast and works for crawlers. `connected?(socket)` is `false` here.\n"
                "2. **connected render**: the browser opens the websocket and LiveView mounts "
                "again in a long-lived process. `connected?(socket)` is `true`, and this is the "
                "process that handles your `phx-click`s.\n\n"
                "That's why the `PubSub.subscribe` in this mount is wrapped in "
                "`if connected?(socket)`: subscribing in the static pass would be wasted, that "
                "process dies as soon as the HTML is sent. The two `Kilns.get_kiln!` queries "
                "are cheap, so there's nothing to optimise.\n\nFixing the heading now.",
            ),
            ("edit", "lib/kilnlog_web/live/kiln_live/show.html.heex"),
            (
                "bash",
                "mix compile --warnings-as-errors 2>&1 | tail -1",
                "Generated kilnlog app",
            ),
            (
                "assistant",
                "The heading reads **Firing schedule** now, and it compiles without "
                "warnings. You can drop the `IO.inspect` whenever you like.",
            ),
            ("user", "ahh ok. ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh124-kilnlog-incident-oban-mailers-queue-renamed",
        "split": "fresh124",
        "steps": [
            (
                "user",
                "nobody has had a booking confirmation email since tuesday. members keep "
                "asking priya if their firing is actually booked. postmark dashboard shows "
                "nothing sent at all",
            ),
            (
                "bash",
                "fly ssh console -a kilnlog -C \"/app/bin/kilnlog rpc 'Kilnlog.Repo.query!("
                '\\"select queue, state, count(*) from oban_jobs where inserted_at > now() - '
                "interval '7 days' group by 1, 2 order by 1, 2\\\").rows |> IO.inspect'\"",
                '[["default", "completed", 212], ["firings", "completed", 31], '
                '["mailers", "available", 47], ["mailers", "completed", 19]]',
            ),
            (
                "read",
                "config/config.exs",
                "config :kilnlog, Oban,\n"
                "  engine: Oban.Engines.Basic,\n"
                "  repo: Kilnlog.Repo,\n"
                "  queues: [default: 10, emails: 5, firings: 2],\n"
                "  plugins: [\n"
                "    {Oban.Plugins.Pruner, max_age: 60 * 60 * 24 * 14},\n"
                '    {Oban.Plugins.Cron, crontab: [{"0 8 * * *", '
                "Kilnlog.Workers.UnloadReminder}]}\n"
                "  ]\n",
            ),
            (
                "read",
                "lib/kilnlog/workers/booking_email.ex",
                "defmodule Kilnlog.Workers.BookingEmail do\n"
                "  use Oban.Worker, queue: :mailers, max_attempts: 5\n\n"
                "  @impl Oban.Worker\n"
                '  def perform(%Oban.Job{args: %{"booking_id" => id}}) do\n'
                "    id |> Bookings.get_booking!() |> Emails.confirmation() |> "
                "Mailer.deliver()\n"
                "  end\nend\n",
            ),
            (
                "bash",
                "git log --oneline -4 -- config/config.exs",
                "c81d02e tidy config, rename oban queues (#61)\n"
                "5b2e9a1 postmark api key from env\n"
                "9f03c7d oban pruner 14 days\n"
                "41aa6b0 initial",
            ),
            (
                "think",
                "#61 renamed the queue in config from mailers to emails; the three mail "
                "workers still have queue: :mailers. Oban only starts producers for the "
                "queues in config, so jobs inserted into mailers stay 'available' forever, "
                "no error, no log line. 47 stuck. Some of them are confirmations for firings "
                "that have already run, ask before sending those.",
            ),
            (
                "assistant",
                '**Cause:** PR #61 ("tidy config, rename oban queues") renamed the `mailers` '
                "queue to `emails` in `config/config.exs`, but the mail workers "
                "(`BookingEmail`, `UnloadReminder`, `ShelfFull`) still declare "
                "`queue: :mailers`. Oban only runs the queues listed in its config, so every "
                "email job since Tuesday went into a queue nobody is polling and sits there as "
                "`available`. No crash, no error log, so nothing looked wrong.\n\n"
                "**Fix:**\n"
                "1. change the three workers to `queue: :emails` (the rename looks "
                "intentional)\n"
                "2. move the 47 stuck jobs: `update oban_jobs set queue = 'emails' where "
                "queue = 'mailers' and state = 'available'`\n"
                "3. add a test that fails if any worker's queue isn't in the Oban config\n\n"
                "Some of the 47 are confirmations for firings that already happened. Send "
                "those anyway?",
            ),
            (
                "user",
                "go. but cancel the ones for firings that are already done, no point telling "
                "someone their bisque on wednesday is booked",
            ),
            ("edit", "lib/kilnlog/workers/booking_email.ex"),
            ("edit", "lib/kilnlog/workers/unload_reminder.ex"),
            ("edit", "lib/kilnlog/workers/shelf_full.ex"),
            ("edit", "test/kilnlog/oban_queues_test.exs"),
            ("edit", "lib/kilnlog/ops.ex"),
            (
                "bash",
                "mix test test/kilnlog/oban_queues_test.exs 2>&1 | tail -2 && fly deploy "
                "--remote-only 2>&1 | tail -1",
                "3 tests, 0 failures\n ✔ Machine 1857e21f4d3e89 [app] update finished: success",
            ),
            (
                "bash",
                'fly ssh console -a kilnlog -C "/app/bin/kilnlog rpc '
                "'Kilnlog.Ops.requeue_mailers(cancel_past_firings: true) |> IO.inspect'\"",
                "%{cancelled: 12, moved: 35}",
            ),
            (
                "assistant",
                "Deployed:\n\n"
                "- the three mail workers now use `queue: :emails`\n"
                "- 35 stuck jobs moved to `emails` and already sent (Postmark shows 35 "
                "delivered); 12 for firings that had already run are cancelled\n"
                "- `test/kilnlog/oban_queues_test.exs` checks every `Oban.Worker` module's "
                "queue against the configured queues, so a rename like #61 fails CI next time",
            ),
            (
                "user",
                "brill. so basically the rename in pr 61 left the workers on queue: :mailers "
                "and oban never runs a queue that isnt in the config, the jobs just sit there "
                "as available without any error",
            ),
            ("assistant", "Exactly. The new test catches that now."),
            ("user", "ill tell priya"),
        ],
        "lessons": [
            {"keys": ["mailers", "oban"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh124-kilnlog-decision-member-login-passwords-for-ipad",
        "split": "fresh124",
        "steps": [
            (
                "user",
                "members need proper logins to book. right now its one shared password on "
                "the whole booking page lol and anyone can cancel anyones firing. what should "
                "we do",
            ),
            (
                "read",
                "lib/kilnlog_web/router.ex",
                "pipeline :members do\n"
                "  plug KilnlogWeb.Plugs.SharedPassword\n"
                "end\n\n"
                'scope "/", KilnlogWeb do\n'
                "  pipe_through [:browser, :members]\n"
                '  live "/kilns/:id", KilnLive.Show\n'
                '  live "/bookings", BookingLive.Index\n'
                "end\n",
            ),
            (
                "bash",
                "grep -n 'phoenix\\b\\|phoenix_live_view\\|ueberauth' mix.exs",
                'mix.exs:37:      {:phoenix, "~> 1.7.14"},\n'
                'mix.exs:41:      {:phoenix_live_view, "~> 1.0.0"},',
            ),
            (
                "think",
                "~140 members, each has an email in the members table already. Options: magic "
                "links, classic email+password from phx.gen.auth, Google via ueberauth. Magic "
                "links avoid password resets, which is what a volunteer-run co-op hates most.",
            ),
            (
                "assistant",
                "Every member already has an email in `members`, so we can tie bookings to a "
                "real account. Three options:\n\n"
                "1. **Magic links**: enter your email, click the link we send, you're in for "
                "60 days. No passwords to forget or reset.\n"
                "2. **Email + password**: `mix phx.gen.auth` as generated, with a reset-by-"
                "email flow.\n"
                "3. **Sign in with Google** via `ueberauth_google`.\n\n"
                "I'd go with **1**: nobody at the studio has to handle \"I forgot my "
                'password", and Postmark is already set up for the emails.',
            ),
            (
                "user",
                "2, email and password, because half the members book on the studio ipad at "
                "the front desk and a magic link would go to their phone at home. 3 is a no, "
                "loads of them dont have google. dont build a sign up page btw, priya adds "
                "people",
            ),
            (
                "assistant",
                "Makes sense: a login that completes on the shared iPad. I'll generate "
                "`phx.gen.auth` with passwords, link `users` to the existing `members` rows, "
                "and leave registration out. Since the iPad is shared, I'll also shorten the "
                'session there: no "remember me" and a log-out button on every page.',
            ),
            (
                "bash",
                "mix phx.gen.auth Accounts User users --live --hashing-lib bcrypt 2>&1 | tail -2",
                "* injecting test/support/conn_case.ex\n"
                "Please re-fetch your dependencies with the following command:",
            ),
            ("edit", "priv/repo/migrations/20261124093012_create_users_auth_tables.exs"),
            ("edit", "lib/kilnlog_web/router.ex"),
            ("edit", "lib/kilnlog_web/user_auth.ex"),
            ("edit", "lib/kilnlog/bookings.ex"),
            ("edit", "lib/kilnlog_web/live/booking_live/index.ex"),
            (
                "bash",
                "mix deps.get >/dev/null && mix ecto.migrate 2>&1 | tail -1 && mix test 2>&1 "
                "| tail -1",
                "[info] == Migrated 20261124093012 in 0.0s\n118 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- email + password login (`/users/log_in`), no registration route; an "
                "**Invite member** page for admins (Priya) that emails a set-password link\n"
                "- `users.member_id` links each login to the existing member row\n"
                "- only the booking's owner (or an admin) can cancel it\n"
                '- no "remember me"; a **Log out** button in the header\n\n'
                "The shared-password plug is gone.",
            ),
            ("user", "perfect, priya will be thrilled"),
        ],
        "lessons": [
            {"keys": ["password", "ipad"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh124-kilnlog-tool-stored-gas-kiln-priya-and-63a-supply",
        "split": "fresh124",
        "steps": [
            (
                "user",
                "remember the gas kiln is request only, priya fires it herself and members "
                "cant book it in kilnlog. anyway the actual bug: someone booked big skutt and "
                "little l for the same night and the breaker tripped at 2am",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "kilnlog: the gas reduction kiln is request-only; Priya fires "
                    "it herself and members cannot book it in kilnlog.",
                    "tags": ["kilnlog", "kilns", "booking"],
                },
                '{"id":"5120","action":"stored"}',
                False,
            ),
            (
                "read",
                "priv/repo/migrations/20261002120000_create_firings.exs",
                "create table(:firings) do\n"
                "  add :kiln_id, references(:kilns), null: false\n"
                "  add :starts_at, :utc_datetime, null: false\n"
                "  add :ends_at, :utc_datetime, null: false\n"
                "  add :kind, :string, null: false  # bisque | glaze\n"
                "  timestamps()\nend\n\n"
                'execute "CREATE EXTENSION IF NOT EXISTS btree_gist", ""\n'
                "create constraint(:firings, :no_overlap_per_kiln, exclude: "
                "~s|gist (kiln_id WITH =, tstzrange(starts_at, ends_at) WITH &&)|)\n",
            ),
            (
                "think",
                "The constraint only prevents overlap on the same kiln. Why did two different "
                "kilns trip the breaker? Ask about the power setup before assuming.",
            ),
            (
                "assistant",
                "Noted the gas kiln.\n\n"
                "The database only forbids overlapping firings **on the same kiln** "
                "(`no_overlap_per_kiln`), so Big Skutt and Little L on the same night is "
                "allowed. Is that never OK, or only at certain times (e.g. a peak tariff)?",
            ),
            (
                "user",
                "never. the two electric kilns are on the same 63A supply in the shed so they "
                "can never fire at the same time, big skutt alone pulls 48A. and while youre "
                "in there can you make the error message less scary, last one said "
                "constraint violation",
            ),
            (
                "think",
                "Need an exclusion across all electric kilns. Add a power_group column on "
                "kilns (electric kilns share 'shed'), copy it onto firings, exclude on "
                "power_group WITH = plus the range. Gas kiln has no power group. Friendlier "
                "changeset error via exclusion_constraint/3.",
            ),
            ("edit", "priv/repo/migrations/20261126101500_firings_power_group.exs"),
            ("edit", "lib/kilnlog/firings/firing.ex"),
            ("edit", "lib/kilnlog/firings.ex"),
            ("edit", "test/kilnlog/firings_test.exs"),
            (
                "bash",
                "mix ecto.migrate 2>&1 | tail -1 && mix test test/kilnlog/firings_test.exs "
                "2>&1 | tail -1",
                "[info] == Migrated 20261126101500 in 0.1s\n14 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n"
                '- `kilns.power_group` (both electric kilns are `"shed"`, the gas kiln has '
                "none), copied onto each firing\n"
                "- new exclusion constraint `no_overlap_per_power_group`: no two firings in "
                "the same power group can overlap, so Big Skutt and Little L can't be booked "
                "for the same hours\n"
                '- the form now says: *"The other electric kiln is firing then '
                '(22:00–08:00). Pick another slot."*\n\n'
                "The migration checked existing bookings first: one more clash on 3 Dec, "
                "which I've left for Priya to sort out.",
            ),
            ("user", "ok ill tell her"),
        ],
        "lessons": [
            {"keys": ["electric kilns", "63a"]},
        ],
        "tool_stored": [["gas kiln", "priya"]],
    },
    {
        "name": "fresh124-kilnlog-review-glaze-stock-pr-rules-pence",
        "split": "fresh124",
        "steps": [
            ("user", "can u review toms pr 67, glaze materials stock"),
            (
                "bash",
                "gh pr diff 67 --name-only",
                "lib/kilnlog_web/live/glaze_live/index.ex\n"
                "lib/kilnlog_web/live/glaze_live/index.html.heex\n"
                "lib/kilnlog/glazes/material.ex\n"
                "priv/repo/migrations/20261128140000_create_materials.exs",
            ),
            (
                "read",
                "lib/kilnlog_web/live/glaze_live/index.ex",
                "def mount(_params, _session, socket) do\n"
                "  materials = Kilnlog.Repo.all(from m in Material, order_by: m.name)\n"
                "  {:ok, assign(socket, materials: materials)}\n"
                "end\n\n"
                'def handle_event("use", %{"id" => id, "grams" => g}, socket) do\n'
                "  m = Kilnlog.Repo.get!(Material, id)\n"
                "  Kilnlog.Repo.update!(Material.changeset(m, %{stock_g: m.stock_g - "
                "String.to_integer(g)}))\n"
                "  {:noreply, socket}\n"
                "end\n",
            ),
            (
                "read",
                "priv/repo/migrations/20261128140000_create_materials.exs",
                "def change do\n"
                "  create table(:materials) do\n"
                "    add :name, :string, null: false\n"
                "    add :stock_g, :integer, null: false, default: 0\n"
                "    add :price, :float\n"
                "    timestamps()\n"
                "  end\n"
                '  execute "CREATE UNIQUE INDEX materials_lower_name ON materials '
                '(lower(name))"\n'
                "end\n",
            ),
            (
                "think",
                "LiveView goes straight to Repo; the 'use' event is a read-modify-write race; "
                "price as float; execute/1 inside change/1 can't be rolled back; no tests.",
            ),
            (
                "assistant",
                "Review of #67:\n\n"
                "1. **Repo in the LiveView**: `GlazeLive.Index` calls `Kilnlog.Repo` "
                'directly, and the `"use"` event is a read-modify-write, so two people '
                "logging use at once lose one update. Should be an atomic "
                "`update_all(inc: ...)` behind a function.\n"
                "2. **Money as float**: `price` is a float; money should be stored as Decimal "
                "(a `:decimal` column) to avoid rounding errors.\n"
                "3. **Irreversible migration**: `execute/1` inside `change/1` has no down "
                "SQL, so `mix ecto.rollback` raises.\n"
                "4. **No tests** for the stock changes.\n\n"
                "1 and 3 are blockers.",
            ),
            (
                "user",
                "1 and 3 yes. put these in the review as repo rules: liveviews never touch "
                "Kilnlog.Repo, everything goes through a context module (this one should be "
                "Kilnlog.Glazes). migrations have to be reversible, if you use execute give "
                "it both the up and the down sql. and not decimal on 2, money is integer "
                "pence everywhere in kilnlog, the column should be price_pence :integer like "
                "firing_fee_pence. skip 4 for now tom said hes doing tests in a follow up. "
                "and say thanks, its his first pr",
            ),
            (
                "bash",
                "grep -rn '_pence' lib/kilnlog --include=*.ex | head -3",
                "lib/kilnlog/firings/firing.ex:14:    field :firing_fee_pence, :integer\n"
                "lib/kilnlog/shelves/rental.ex:9:    field :monthly_pence, :integer\n"
                "lib/kilnlog/money.ex:3:  def format_pence(p) when is_integer(p), do:",
            ),
            ("edit", "/tmp/review_67.md"),
            (
                "bash",
                "gh pr review 67 --request-changes --body-file /tmp/review_67.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "You're right, `firing_fee_pence` and `monthly_pence` are integers and "
                "`Kilnlog.Money.format_pence/1` does the display, so no Decimal. Posted on #67 "
                "(changes requested), with a thank-you for his first PR:\n\n"
                "- move all queries into a new `Kilnlog.Glazes` context "
                "(`list_materials/0`, `use_material/2` with an atomic `update_all(inc: "
                "[stock_g: -grams])`); the LiveView only calls the context\n"
                "- `execute/2` with up and down SQL for the index (or `create unique_index` "
                "on `lower(name)`)\n"
                "- `price_pence :integer` instead of `price :float`, shown with "
                "`Money.format_pence/1`\n"
                "- tests: fine to follow up",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["liveviews", "kilnlog.repo"]},
            {"keys": ["reversible", "execute"]},
            {"keys": ["money", "integer pence"], "not": ["money should be stored as decimal"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh124-kilnlog-correction-bisque-cone-06-and-cooling-times",
        "split": "fresh124",
        "steps": [
            (
                "user",
                "can the booking page show when the pots will be ready to collect? people "
                "keep turning up while the kiln is still hot",
            ),
            (
                "read",
                "lib/kilnlog/firings.ex",
                '@bisque_cone "04"\n'
                '@glaze_cone "6"\n\n'
                "# rough firing durations, controller programs 1 and 4\n"
                "@duration %{bisque: 10, glaze: 12}\n\n"
                "def ends_at(%Firing{starts_at: s, kind: kind}),\n"
                "  do: DateTime.add(s, @duration[kind] * 3600)\n",
            ),
            (
                "think",
                "ends_at is when the elements switch off, not when you can open the kiln. "
                "Cooling time isn't anywhere in the code; ask.",
            ),
            (
                "assistant",
                "`Firings.ends_at/1` is only when the program finishes: bisque firings go to "
                "cone 04 here (~10 h), glaze to cone 6 (~12 h). After that the kiln still has "
                "to cool before anyone opens it, and that isn't in the code. How long do the "
                "techs leave it before unloading?",
            ),
            (
                "user",
                "24 hours after a bisque and 36 hours after a glaze firing, the techs wont "
                "crack the lid before that even if the controller says its cold",
            ),
            (
                "assistant",
                "Then ready-to-collect = `ends_at` + 24 h for bisque, + 36 h for glaze, and "
                "I'll round up to the next studio opening time. OK?",
            ),
            ("user", "yep"),
            ("edit", "lib/kilnlog/firings.ex"),
            ("edit", "lib/kilnlog/studio_hours.ex"),
            ("edit", "lib/kilnlog_web/live/booking_live/index.html.heex"),
            ("edit", "test/kilnlog/firings_test.exs"),
            (
                "bash",
                "mix test test/kilnlog/firings_test.exs 2>&1 | tail -1",
                "19 tests, 0 failures",
            ),
            (
                "assistant",
                "Done. Each booking now shows **Ready to collect**:\n\n"
                "- bisque (cone 04, ~10 h) + 24 h cooling\n"
                "- glaze (cone 6, ~12 h) + 36 h cooling\n"
                "- rounded up to the next opening (Tue–Sat 10:00), e.g. a bisque starting Thu "
                "20:00 shows *Sat 10:00*\n\n"
                "The cooling times are `@cooling_hours` in `Kilnlog.Firings`.",
            ),
            (
                "user",
                "looks good. btw we bisque to cone 06 not 04, the 04 was from the old "
                "studio's notes, fix the attribute while ur at it",
            ),
            ("edit", "lib/kilnlog/firings.ex"),
            (
                "bash",
                "grep -rn '\"04\"\\|cone 04' lib test | grep -v _build",
                'test/kilnlog/firings_test.exs:22:    assert firing.cone == "04"',
            ),
            ("edit", "test/kilnlog/firings_test.exs"),
            (
                "bash",
                "mix test 2>&1 | tail -1",
                "124 tests, 0 failures",
            ),
            (
                "assistant",
                'Fixed: `@bisque_cone` is `"06"` now, and the one test that asserted '
                '`"04"` is updated. The booking page and the firing emails pick it up from '
                "there.",
            ),
        ],
        "lessons": [
            {"keys": ["bisque", "cone 06"], "not": ["bisque firings go to cone 04"]},
            {"keys": ["36 hours", "glaze"]},
        ],
        "tool_stored": [],
    },
]
