"""The "fresh133" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH133: list[dict[str, Any]] = [
    # --- "shedlog": loans, reservations and the catalogue for the Brunswick Tool Library, a
    # volunteer-run tool library in Melbourne where members borrow drills, saws and ladders for
    # a yearly membership. Elixir 1.17, Phoenix 1.7 LiveView, Ecto on PostgreSQL 16, Oban for
    # background jobs, Swoosh + Postmark for email, deployed on Fly.io (app btl-loans, region
    # syd). Tash is the coordinator; a volunteer committee decides policy ---
    {
        "name": "fresh133-shedlog-chitchat-mount-vs-handle-params-and-resevations-typo",
        "split": "fresh133",
        "steps": [
            (
                "user",
                "dumb q. whats the diff between mount and handle_params? i load the category "
                "filter in mount and when you hit back the list doesnt change. also the nav says "
                "Resevations",
            ),
            (
                "read",
                "lib/brunswick_tools_web/live/catalogue_live.ex",
                "def mount(params, _session, socket) do\n"
                '  category = Map.get(params, "category", "all")\n'
                "  {:ok, assign(socket, category: category, tools: "
                "Catalogue.list_tools(category))}\n"
                "end\n\n"
                'def handle_event("filter", %{"category" => c}, socket) do\n'
                '  {:noreply, push_patch(socket, to: ~p"/tools?category=#{c}")}\n'
                "end\n",
            ),
            (
                "think",
                "push_patch and back/forward within the same LiveView call handle_params, not "
                "mount. The category read in mount never updates after the first load.",
            ),
            (
                "assistant",
                "Not dumb, it catches everyone:\n\n"
                "- `mount/3` runs **once** per LiveView (well, twice: the static render and "
                "again when the socket connects). It's for setting up state that doesn't "
                "depend on the URL changing.\n"
                "- `handle_params/3` runs right after mount **and again every time the URL "
                "changes inside the same LiveView**: `push_patch`, `<.link patch={...}>`, and "
                "the browser's back/forward buttons.\n\n"
                "Your filter does a `push_patch`, so the URL changes but `mount` never runs "
                "again and `category` stays whatever it was first. Anything read from the URL "
                "belongs in `handle_params`. Want me to move it?",
            ),
            ("user", "yeah move it"),
            ("edit", "lib/brunswick_tools_web/live/catalogue_live.ex"),
            ("edit", "lib/brunswick_tools_web/components/layouts/app.html.heex"),
            (
                "bash",
                "mix test test/brunswick_tools_web/live/catalogue_live_test.exs",
                "......\nFinished in 0.4 seconds (0.00s async, 0.4s sync)\n6 tests, 0 failures",
            ),
            (
                "assistant",
                "Moved the category parsing and `list_tools/1` into `handle_params/3`; back and "
                "forward now update the list. The nav says **Reservations**.",
            ),
            ("user", "legend"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh133-shedlog-incident-duplicate-overdue-emails-quantum-two-machines",
        "split": "fresh133",
        "steps": [
            (
                "user",
                "half a dozen members say they got the overdue email twice this morning. did "
                "something change",
            ),
            (
                "bash",
                "fly logs -a btl-loans --no-tail | grep -i 'overdue reminders'",
                "2026-11-13T21:00:00Z app[5683d920b1e58e] syd [info] Overdue reminders: sent 39\n"
                "2026-11-13T21:00:00Z app[e7843d3c4e1208] syd [info] Overdue reminders: sent 39\n"
                "2026-11-14T21:00:00Z app[5683d920b1e58e] syd [info] Overdue reminders: sent 41\n"
                "2026-11-14T21:00:00Z app[e7843d3c4e1208] syd [info] Overdue reminders: sent 41",
            ),
            (
                "bash",
                "fly scale show -a btl-loans",
                "VM Resources for app: btl-loans\n\n"
                "Groups\n"
                "NAME\tCOUNT\tKIND  \tCPUS\tMEMORY\tREGIONS\n"
                "app \t2    \tshared\t1   \t512 MB\tsyd(2)",
            ),
            (
                "read",
                "config/config.exs",
                "config :brunswick_tools, BrunswickTools.Scheduler,\n"
                '  timezone: "Australia/Melbourne",\n'
                "  jobs: [\n"
                '    {"0 8 * * *", {BrunswickTools.Loans, :send_overdue_reminders, []}},\n'
                '    {"0 9 * * 1", {BrunswickTools.Reports, :weekly_summary, []}},\n'
                '    {"*/15 * * * *", {BrunswickTools.Reservations, :expire_holds, []}}\n'
                "  ]\n\n"
                "config :brunswick_tools, Oban,\n"
                "  repo: BrunswickTools.Repo,\n"
                "  queues: [mailers: 10, default: 5]\n",
            ),
            (
                "think",
                "Two machines, each starting its own Quantum scheduler, so both run "
                "send_overdue_reminders at 8am Melbourne (21:00Z). Started two mornings ago. "
                "Oban is already here, and Oban's Cron plugin only inserts jobs from the "
                "leader.",
            ),
            (
                "assistant",
                "Found it. Since Thursday the app runs on **two Fly machines** (`syd(2)`), and "
                "the scheduled jobs run on **Quantum**, which knows nothing about other nodes: "
                "each machine runs its own copy of the schedule. So at 8am both machines sent "
                "the overdue emails: 41 members got two this morning, 39 yesterday.\n\n"
                "Fix: move the three Quantum jobs into `Oban.Plugins.Cron` (Oban is already in "
                "the app for the mailers), which only inserts scheduled jobs from the leader "
                "node, and drop Quantum.\n\n"
                "- `OverdueReminderWorker`, `WeeklySummaryWorker` and `ExpireHoldsWorker` with "
                "the same crontabs in Australia/Melbourne\n"
                "- `unique: [period: 3600]` on each, in case leadership changes hands right at "
                "8am\n"
                "- a test that two cron ticks in the same hour insert one job",
            ),
            ("user", "ah yeah i scaled it thurs for the repair cafe signups. do it"),
            ("edit", "lib/brunswick_tools/workers/overdue_reminder_worker.ex"),
            ("edit", "lib/brunswick_tools/workers/weekly_summary_worker.ex"),
            ("edit", "lib/brunswick_tools/workers/expire_holds_worker.ex"),
            ("edit", "config/config.exs"),
            ("edit", "lib/brunswick_tools/application.ex"),
            ("edit", "mix.exs"),
            ("edit", "test/brunswick_tools/workers/cron_test.exs"),
            (
                "bash",
                "mix deps.unlock --unused && mix test",
                "Unlocked deps:\n* quantum\n* crontab\n"
                "..........................................."
                ".........................................\n"
                "Finished in 3.1 seconds (1.2s async, 1.9s sync)\n"
                "84 tests, 0 failures",
            ),
            (
                "bash",
                "fly deploy -a btl-loans",
                "==> Building image\n...\n"
                "Updating existing machines in 'btl-loans' with rolling strategy\n"
                "  Machine 5683d920b1e58e [app] update finished: success\n"
                "  Machine e7843d3c4e1208 [app] update finished: success\n"
                "Finished deploying",
            ),
            (
                "assistant",
                "Deployed. Tomorrow at 8am only one machine will insert the overdue job. If you "
                "want, I can draft a short apology for the 41 members.",
            ),
            (
                "user",
                "nah ill put a line in the newsletter. so quantum runs on every machine and "
                "oban cron only on the leader, noted",
            ),
        ],
        "lessons": [
            {"keys": ["Quantum", "Oban"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh133-shedlog-decision-late-returns-borrowing-lock-no-fees",
        "split": "fresh133",
        "steps": [
            (
                "user",
                "the committee wants something done about late returns, the good makita drills "
                "are out for weeks at a time. whats the options",
            ),
            (
                "bash",
                'psql "$PROD_RO_URL" -c "select count(*) as overdue, count(*) filter (where '
                "due_on < current_date - 14) as over_14_days, count(distinct member_id) as "
                'members from loans where returned_on is null and due_on < current_date"',
                " overdue | over_14_days | members\n"
                "---------+--------------+---------\n"
                "      37 |           12 |      29\n"
                "(1 row)",
            ),
            (
                "think",
                "Fee, lock, or strikes. A fee is the strongest nudge and simple with Oban "
                "plus Square.",
            ),
            (
                "assistant",
                "37 loans are overdue right now (12 by more than two weeks), across 29 members. "
                "Three ways to go:\n\n"
                "1. **Late fee**: $2 a day once a loan is overdue, charged to the member's card "
                "on file through Square.\n"
                "2. **Borrowing lock**: an overdue member can't reserve or borrow anything until "
                "the tool is back; a banner on their account page and a flag on the counter "
                "screen.\n"
                "3. **Strikes**: three late returns in 12 months suspends the membership for a "
                "month.\n\n"
                "I'd go with **1**: money is the strongest nudge, and it's one Oban job plus the "
                "Square API.",
            ),
            (
                "user",
                "2, lock borrowing and no late fees ever, heaps of members are on concession "
                "memberships and the committee voted fees out at the agm. also we dont have "
                "cards on file, square is just the counter terminal for the yearly membership "
                "so 1 was never gonna work",
            ),
            (
                "assistant",
                "Got it, I'd wrongly assumed a card on file. Borrowing lock it is: nothing to "
                "charge, the tool just has to come back first.",
            ),
            ("edit", "lib/brunswick_tools/members.ex"),
            ("edit", "lib/brunswick_tools/loans.ex"),
            ("edit", "lib/brunswick_tools_web/live/account_live.ex"),
            ("edit", "lib/brunswick_tools_web/live/counter_live.ex"),
            ("edit", "test/brunswick_tools/borrowing_lock_test.exs"),
            (
                "bash",
                "mix test test/brunswick_tools/borrowing_lock_test.exs",
                ".....\nFinished in 0.6 seconds (0.00s async, 0.6s sync)\n5 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `Members.borrowing_locked?/1` is true while the member has any overdue loan\n"
                "- `Loans.reserve/2` and `Loans.check_out/2` return `{:error, :overdue_loan}` "
                "for them; the Reserve button is disabled with the reason\n"
                "- the counter screen shows a flag next to their name\n"
                "- the account page banner reads: *You've still got the Makita drill, you can "
                "borrow again once it's back.*",
            ),
            (
                "user",
                "make the banner friendlier, tash doesnt want it sounding like a parking fine",
            ),
            ("edit", "lib/brunswick_tools_web/live/account_live.ex"),
            (
                "assistant",
                "Now: *Hope the Makita drill's been handy! Pop it back when you can and you'll "
                "be able to borrow again straight away.*",
            ),
        ],
        "lessons": [
            {"keys": ["late fees", "concession"]},
            {"keys": ["cards on file", "counter terminal"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh133-shedlog-tool-stored-safety-induction-and-first-saturday",
        "split": "fresh133",
        "steps": [
            (
                "user",
                "save this to memory pls: chainsaws, the tile saw and the wood lathe need a "
                "safety induction before anyone can borrow them. then can you make the reserve "
                "button check it",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "shedlog: chainsaws, the tile saw and the wood lathe need a "
                    "completed safety induction before a member can borrow them.",
                    "tags": ["shedlog", "induction", "safety"],
                },
                '{"id":"7120","action":"stored"}',
                False,
            ),
            (
                "read",
                "lib/brunswick_tools/catalogue/tool.ex",
                'schema "tools" do\n'
                "  field :name, :string\n"
                "  field :category, :string\n"
                "  field :asset_tag, :string\n"
                "  field :loan_days, :integer, default: 7\n"
                "  timestamps()\n"
                "end\n",
            ),
            (
                "think",
                "Add tools.induction (nil | chainsaw | tile_saw | lathe) and an inductions "
                "table (member_id, kind, completed_on). Set the kind on the existing tools in "
                "the migration by category.",
            ),
            (
                "assistant",
                "Saved. Plan: a nullable `induction` field on tools (`chainsaw`, `tile_saw`, "
                "`lathe`) and an `inductions` table recording who has done which one. "
                "`Loans.reserve/2` checks it.",
            ),
            ("edit", "priv/repo/migrations/20261120093000_add_inductions.exs"),
            ("edit", "lib/brunswick_tools/catalogue/tool.ex"),
            ("edit", "lib/brunswick_tools/members/induction.ex"),
            ("edit", "lib/brunswick_tools/loans.ex"),
            ("edit", "lib/brunswick_tools_web/live/tool_live/show.ex"),
            ("edit", "test/brunswick_tools/loans_induction_test.exs"),
            (
                "bash",
                "mix ecto.migrate && mix test test/brunswick_tools/loans_induction_test.exs",
                "09:31:02.114 [info] == Running 20261120093000 "
                "BrunswickTools.Repo.Migrations.AddInductions.change/0 forward\n"
                "09:31:02.131 [info] == Migrated 20261120093000 in 0.0s\n"
                "....\n"
                "Finished in 0.3 seconds (0.00s async, 0.3s sync)\n"
                "4 tests, 0 failures",
            ),
            (
                "assistant",
                "Done. The 4 chainsaws, the tile saw and the lathe are marked in the migration. "
                "A member without the induction sees *Needs a safety induction, book one at "
                "the counter* instead of the Reserve button.",
            ),
            (
                "user",
                "good. tash only runs inductions on the first saturday of the month, so put "
                "that in the message instead of book one at the counter",
            ),
            ("edit", "lib/brunswick_tools_web/live/tool_live/show.ex"),
            (
                "assistant",
                "Now reads: *This one needs a safety induction first. Tash runs them on the "
                "first Saturday of each month, ask at the counter to get on the list.*",
            ),
        ],
        "lessons": [
            {"keys": ["inductions", "first saturday"]},
        ],
        "tool_stored": [["safety induction", "tile saw"]],
    },
    {
        "name": "fresh133-shedlog-rules-photos-tigris-member-numbers-verified-routes",
        "split": "fresh133",
        "steps": [
            (
                "user",
                "next: photos on the tool pages. volunteers should be able to upload a pic when "
                "they add a tool, and the tool page should show the loan history, who had it",
            ),
            (
                "bash",
                "grep -n -A2 'mounts' fly.toml",
                '18:[mounts]\n19-  source = "btl_data"\n20-  destination = "/data"',
            ),
            (
                "think",
                "There's a volume at /data. Uploads via allow_upload, copy into /data/uploads "
                "and serve with a second Plug.Static. Loan history: show the member id.",
            ),
            (
                "assistant",
                "Plan:\n\n"
                "- `allow_upload(:photo, accept: ~w(.jpg .jpeg .png), max_file_size: "
                "8_000_000)` on the new-tool form\n"
                "- I'll keep the photos on the Fly volume under /data/uploads (it's already "
                "mounted), served by a second `Plug.Static` at `/uploads`\n"
                "- a loan history table on the tool page: date out, date back, and the member "
                'as *Member #312* (their id) linking to `"/members/" <> id`\n'
                "- resize to 1200 px with `image` (libvips) before saving",
            ),
            (
                "user",
                "few things. photos go in the tigris bucket btl-photos via ExAws, never on the "
                "fly volume, with two machines only one of them even has it mounted. member "
                "numbers are always shown as BTL- plus 4 digits like BTL-0312, never the raw db "
                "id. use ~p verified routes for every link, no string paths. and skip the "
                "resizing for now, ill sort that out later",
            ),
            (
                "bash",
                "grep -n 'ex_aws' mix.exs; grep -n 'bucket' config/runtime.exs; grep -rn 'def "
                "member_number' lib/",
                '52:      {:ex_aws, "~> 2.5"},\n53:      {:ex_aws_s3, "~> 2.5"},\n'
                '41:  bucket: System.get_env("BUCKET_NAME", "btl-photos")\n'
                "lib/brunswick_tools/members/member.ex:31:  def member_number(%__MODULE__{number: "
                'n}), do: "BTL-" <> String.pad_leading(Integer.to_string(n), 4, "0")',
            ),
            ("edit", "lib/brunswick_tools/catalogue/photos.ex"),
            ("edit", "lib/brunswick_tools_web/live/tool_live/form_component.ex"),
            ("edit", "lib/brunswick_tools_web/live/tool_live/show.ex"),
            ("edit", "lib/brunswick_tools_web/live/tool_live/show.html.heex"),
            ("edit", "test/brunswick_tools_web/live/tool_live_test.exs"),
            (
                "bash",
                "mix test test/brunswick_tools_web/live/tool_live_test.exs",
                ".......\nFinished in 0.9 seconds (0.00s async, 0.9s sync)\n7 tests, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- the upload goes straight to `btl-photos` with `ExAws.S3.put_object` and the "
                "tool keeps the object key; nothing touches the volume\n"
                "- the loan history shows `Member.member_number/1` (*BTL-0312*), linked with "
                '`~p"/members/#{member}"`\n'
                "- no resizing for now",
            ),
        ],
        "lessons": [
            {"keys": ["tigris", "btl-photos"], "not": ["/data/uploads"]},
            {"keys": ["BTL-", "4 digits"]},
            {"keys": ["~p", "verified routes"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh133-shedlog-correction-reservation-hold-24-hours-not-48",
        "split": "fresh133",
        "steps": [
            (
                "user",
                "when a reserved tool gets checked back in, the next person in the queue should "
                "get an email that its ready. if they dont pick it up it goes to the next person",
            ),
            (
                "read",
                "config/config.exs",
                "config :brunswick_tools, :reservation_hold_hours, 48\n",
            ),
            (
                "read",
                "lib/brunswick_tools/reservations.ex",
                "def next_in_queue(tool_id) do\n"
                "  from(r in Reservation,\n"
                "    where: r.tool_id == ^tool_id and r.status == :waiting,\n"
                "    order_by: r.inserted_at, limit: 1)\n"
                "  |> Repo.one()\n"
                "end\n",
            ),
            (
                "think",
                "Hook check-in: mark the first waiting reservation :ready with held_until = now "
                "+ hold hours, email. ExpireHoldsWorker already runs every 15 min; make it "
                "release expired holds and email the next person.",
            ),
            (
                "assistant",
                "On check-in I'll email the first person in the queue (`ReservationReady`). A "
                "returned tool is held for 48 hours for them (`reservation_hold_hours` in "
                "config); after that the `ExpireHoldsWorker` that already runs every 15 minutes "
                "releases it and emails the next person. OK?",
            ),
            ("user", "yep sounds right"),
            ("edit", "lib/brunswick_tools/reservations.ex"),
            ("edit", "lib/brunswick_tools/loans.ex"),
            ("edit", "lib/brunswick_tools/workers/expire_holds_worker.ex"),
            ("edit", "lib/brunswick_tools/emails/reservation_email.ex"),
            ("edit", "test/brunswick_tools/reservations_test.exs"),
            (
                "bash",
                "mix test test/brunswick_tools/reservations_test.exs --trace",
                "BrunswickTools.ReservationsTest [test/brunswick_tools/reservations_test.exs]\n"
                "  * test check-in emails first waiting member (12.1ms)\n"
                "  * test hold expires after 48 hours and emails next member (8.4ms)\n"
                "  * test no email when queue is empty (2.0ms)\n\n"
                "Finished in 0.1 seconds (0.00s async, 0.1s sync)\n"
                "3 tests, 0 failures",
            ),
            (
                "assistant",
                "Done: checking a tool in marks the next reservation **ready** and sends *Your "
                "reserved Makita drill is ready to pick up*; if it isn't collected in time the "
                "next person gets the same email.",
            ),
            (
                "user",
                "oh hang on, holds are 24 hours now not 48, the committee cut it in september "
                "cos tools were sitting on the ready shelf all weekend. config is just old",
            ),
            ("edit", "config/config.exs"),
            ("edit", "test/brunswick_tools/reservations_test.exs"),
            (
                "bash",
                "mix test test/brunswick_tools/reservations_test.exs",
                "...\nFinished in 0.1 seconds (0.00s async, 0.1s sync)\n3 tests, 0 failures",
            ),
            (
                "assistant",
                "Changed `reservation_hold_hours` to **24** and the test with it. The ready "
                "email now says *we'll hold it for you for a day*.",
            ),
        ],
        "lessons": [
            {"keys": ["holds", "24 hours"], "not": ["held for 48 hours"]},
        ],
        "tool_stored": [],
    },
]
