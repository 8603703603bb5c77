"""The "fresh152" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH152: list[dict[str, Any]] = [
    # --- "shelfwise": loans and members for the Northfield Tool Library, a volunteer-run lending
    # library for drills, ladders, sanders and gardening kit in a converted shop in Sheffield.
    # Ruby 3.3, Rails 7.2, PostgreSQL 16, Sidekiq 7 on Redis, Hotwire (Turbo + Stimulus),
    # Minitest, deployed with Kamal 2 to one Hetzner box. Priya coordinates the library, Dez
    # runs the front desk on Saturdays with two USB barcode scanners ---
    {
        "name": "fresh152-shelfwise-chitchat-includes-preload-and-retrun-typo",
        "split": "fresh152",
        "steps": [
            (
                "user",
                "bullet keeps yelling N+1 at me on the loans index. whats the actual diff between "
                "includes preload and eager_load. also the button on the item page says Retrun",
            ),
            (
                "read",
                "app/controllers/loans_controller.rb",
                "class LoansController < ApplicationController\n"
                "  def index\n"
                "    @loans = Loan.open.order(due_on: :asc)\n"
                "  end\n"
                "end\n",
            ),
            (
                "read",
                "app/views/loans/index.html.erb",
                "<% @loans.each do |loan| %>\n"
                "  <tr>\n"
                "    <td><%= loan.item.code %> <%= loan.item.name %></td>\n"
                "    <td><%= loan.member.full_name %></td>\n"
                "    <td><%= l loan.due_on %></td>\n"
                "  </tr>\n"
                "<% end %>\n",
            ),
            (
                "think",
                "Two associations touched per row: item and member. Explain the three: preload "
                "= separate queries, eager_load = one LEFT OUTER JOIN, includes = picks one, "
                "switches to JOIN if you reference the table in where/order via references. "
                "Nothing here filters on them so preload/includes is fine.",
            ),
            (
                "assistant",
                "All three load associations up front so the view doesn't run a query per row; "
                "they differ in **how**:\n\n"
                "| method | SQL | when |\n"
                "|---|---|---|\n"
                "| `preload(:item, :member)` | 1 query for loans, then 1 `WHERE id IN (...)` "
                "per association | you only *display* the associations |\n"
                "| `eager_load(:item, :member)` | one big `LEFT OUTER JOIN` | you filter or sort "
                "on the associated table |\n"
                "| `includes(:item, :member)` | Rails picks: `preload` by default, `eager_load` "
                "if you `references(:items)` or use a hash condition on it | most of the time |"
                "\n\n"
                "Your index only shows `item.code`, `item.name` and `member.full_name`, so "
                "`Loan.open.includes(:item, :member).order(due_on: :asc)` does it: 3 queries "
                "instead of 1 + 2×N.",
            ),
            ("user", "ok cool. do that and the typo"),
            ("edit", "app/controllers/loans_controller.rb"),
            ("edit", "app/views/items/show.html.erb"),
            (
                "bash",
                "bin/rails test test/controllers/loans_controller_test.rb "
                "test/system/items_test.rb",
                "Running 9 tests in a single process (parallelization threshold is 50)\n"
                "Run options: --seed 40417\n\n# Running:\n\n.........\n\n"
                "Finished in 3.812s, 2.3610 runs/s, 5.5089 assertions/s.\n"
                "9 runs, 21 assertions, 0 failures, 0 errors, 0 skips",
            ),
            (
                "assistant",
                "Done: the loans index now uses `includes(:item, :member)` (Bullet is quiet), and "
                "the button reads **Return**. Tests pass.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh152-shelfwise-incident-scanner-enter-double-checkout",
        "split": "fresh152",
        "steps": [
            (
                "user",
                "dez says the desk checked out the same drill twice this morning, it shows 2 "
                "open loans for NTL-0412 and the member got two emails. happened with a ladder "
                "last week too i think",
            ),
            (
                "bash",
                "kamal app exec --reuse 'bin/rails runner \"pp Loan.where(item: "
                "Item.find_by(code: %q(NTL-0412))).order(:created_at).last(2).map { |l| "
                "[l.id, l.member_id, l.created_at.iso8601(3), l.returned_at] }\"'",
                '[[9311, 588, "2026-11-28T10:14:07.212Z", nil],\n'
                ' [9312, 588, "2026-11-28T10:14:07.391Z", nil]]',
            ),
            (
                "think",
                "Same member, 179ms apart. That's not two volunteers, it's one scan producing "
                "two POSTs. Check the Puma log and the checkout form.",
            ),
            (
                "bash",
                "kamal app logs --since 2026-11-28T10:14:00Z --until 2026-11-28T10:14:10Z "
                "| grep -E 'Started POST|Completed'",
                'Started POST "/checkouts" for 10.0.1.7 at 2026-11-28 10:14:07 +0000\n'
                'Started POST "/checkouts" for 10.0.1.7 at 2026-11-28 10:14:07 +0000\n'
                "Completed 302 Found in 96ms\n"
                "Completed 302 Found in 88ms",
            ),
            (
                "read",
                "app/views/checkouts/_form.html.erb",
                '<%= form_with model: @checkout, data: { controller: "scanner" } do |f| %>\n'
                "  <%= f.hidden_field :member_id %>\n"
                "  <%= f.text_field :item_code, autofocus: true,\n"
                '        data: { action: "input->scanner#maybeSubmit" } %>\n'
                '  <%= f.submit "Check out" %>\n'
                "<% end %>\n",
            ),
            (
                "read",
                "app/javascript/controllers/scanner_controller.js",
                'import { Controller } from "@hotwired/stimulus"\n\n'
                "// Submit as soon as a full item code has been typed\n"
                "export default class extends Controller {\n"
                "  maybeSubmit(event) {\n"
                "    if (/^NTL-\\d{4}$/.test(event.target.value)) this.element.requestSubmit()\n"
                "  }\n"
                "}\n",
            ),
            (
                "bash",
                "git log -1 --format='%h %ad %s' --date=short -- "
                "app/javascript/controllers/scanner_controller.js",
                "b81c07e 2026-11-14 Auto-submit checkout when a full item code is typed",
            ),
            (
                "think",
                "Handheld USB scanners act as a keyboard and most are configured with an Enter "
                "suffix. So: scanner types NTL-0412, the input event fires requestSubmit(), then "
                "the Enter arrives and the browser submits the form natively again before Turbo "
                "has navigated. Two POSTs. The auto-submit went in 14 Nov, matches 'a ladder last "
                "week'. Also nothing in the DB stops two open loans on one item.",
            ),
            (
                "assistant",
                "Found it. It's the desk's form, not Dez:\n\n"
                "- the USB scanners act as a keyboard and send a **trailing Enter** after the "
                "barcode, which submits the form on its own\n"
                "- since 14 Nov, `scanner_controller.js` *also* calls `requestSubmit()` as soon "
                "as a full `NTL-0000` code is in the box, so every scan posts twice, ~180 ms "
                "apart\n"
                "- nothing in the database stops an item having two open loans, so both went "
                "through and both sent the email\n\n"
                "Fix:\n"
                "1. drop the Stimulus auto-submit: the scanner's Enter already submits, and "
                "typing a code by hand still works with Enter\n"
                '2. `data-turbo-submits-with="Checking out…"` on the button, so Turbo disables '
                "it while the request is in flight\n"
                "3. a migration adding a partial unique index on `loans (item_id) WHERE "
                "returned_at IS NULL`, and `CheckoutsController` turns the "
                "`RecordNotUnique` into *NTL-0412 is already out*\n\n"
                "Then I'll close the duplicate loans. Shall I go ahead?",
            ),
            (
                "user",
                "yes. check there arent other dupes before the index goes on or the migration "
                "will blow up",
            ),
            (
                "bash",
                "kamal app exec --reuse 'bin/rails runner \"pp Loan.where(returned_at: nil)"
                ".group(:item_id).having(%q(count(*) > 1)).count\"'",
                "{412=>2, 77=>2, 1030=>2}",
            ),
            ("edit", "app/javascript/controllers/scanner_controller.js"),
            ("edit", "app/views/checkouts/_form.html.erb"),
            ("edit", "app/controllers/checkouts_controller.rb"),
            ("edit", "db/migrate/20261128104500_close_duplicate_open_loans.rb"),
            ("edit", "db/migrate/20261128104600_unique_open_loan_per_item.rb"),
            ("edit", "test/controllers/checkouts_controller_test.rb"),
            (
                "bash",
                "bin/rails db:migrate && bin/rails test test/controllers/"
                "checkouts_controller_test.rb",
                "== 20261128104500 CloseDuplicateOpenLoans: migrated (0.0213s) ==\n"
                "== 20261128104600 UniqueOpenLoanPerItem: migrated (0.0089s) ==\n"
                "Run options: --seed 7781\n\n# Running:\n\n......\n\n"
                "Finished in 0.944s, 6.3559 runs/s, 12.7118 assertions/s.\n"
                "6 runs, 12 assertions, 0 failures, 0 errors, 0 skips",
            ),
            (
                "assistant",
                "There were 3 items with a duplicate open loan (the drill, ladder `NTL-0077` and "
                "a hedge trimmer). The first migration closes the later of each pair, keeping "
                "the original loan; the second adds the index. Locally:\n\n"
                "- one scan = one POST\n"
                "- a second checkout of an item that's out shows *NTL-0412 is already out "
                "(due Sat 5 Dec)* instead of creating a loan\n\n"
                "Ready to `kamal deploy` when you are.",
            ),
            (
                "user",
                "deploy it. so the scanner hits enter by itself and the stimulus thing submitted "
                "a second time, and now the unique index means the db refuses a 2nd open loan "
                "even if the js does something dumb again. good",
            ),
            (
                "bash",
                "kamal deploy",
                "  INFO [3c1f2a90] Running docker run --rm ... bin/rails db:migrate\n"
                "== 20261128104500 CloseDuplicateOpenLoans: migrated (0.0412s) ==\n"
                "== 20261128104600 UniqueOpenLoanPerItem: migrated (0.0177s) ==\n"
                "Finished all in 71.3 seconds",
            ),
            (
                "assistant",
                "Deployed. The three duplicates are closed in production and the index is on. "
                "Tell Dez a hard refresh on the desk laptops picks up the new JS.",
            ),
        ],
        "lessons": [
            {"keys": ["trailing Enter", "scanner"]},
            {"keys": ["unique index", "open loan"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh152-shelfwise-decision-overdue-block-borrowing-no-fines",
        "split": "fresh152",
        "steps": [
            (
                "user",
                "we've got 40ish things overdue, some by months. priya wants something that "
                "actually makes people bring stuff back. what can we do",
            ),
            (
                "bash",
                'bin/rails runner \'o = Loan.open.where("due_on < ?", Date.current); '
                'puts o.count; puts o.where("due_on < ?", 30.days.ago).count; '
                "puts o.distinct.count(:member_id)'",
                "43\n17\n29",
            ),
            (
                "think",
                "Three levers: money (fines), access (block), upfront (deposit). Fines are what "
                "most libraries do and fund replacements. Deposits are the heaviest.",
            ),
            (
                "assistant",
                "43 open loans are overdue, 17 of them by more than 30 days, across 29 members. "
                "Options:\n\n"
                "1. **Late fines**: 50p a day per item, capped at the item's replacement value, "
                "shown on the member page; paid at the desk.\n"
                "2. **Borrowing block**: once anything is overdue by N days the member can't "
                "check out anything else until it's back; the desk sees a red banner.\n"
                "3. **Deposits**: take a refundable deposit on expensive items (say over £50), "
                "kept if it isn't returned.\n\n"
                "I'd suggest **1**: it's what most libraries do, it nudges people early, and "
                "the money pays for replacing what never comes back.",
            ),
            (
                "user",
                "go with 2, block borrowing once anything is 14 days overdue and no fines ever, "
                "half our members are on universal credit and a fine just means they stop "
                "coming back at all",
            ),
            (
                "assistant",
                "Makes sense: for the library, losing the member costs more than the late "
                "drill. I'll add the block with a 14-day grace, and the banner tells the desk "
                "which item is holding it up.",
            ),
            ("edit", "app/models/member.rb"),
            ("edit", "app/models/loan.rb"),
            ("edit", "app/controllers/checkouts_controller.rb"),
            ("edit", "app/views/members/_borrowing_block.html.erb"),
            ("edit", "test/models/member_test.rb"),
            (
                "bash",
                "bin/rails test test/models/member_test.rb test/controllers/"
                "checkouts_controller_test.rb",
                "Run options: --seed 22904\n\n# Running:\n\n...........\n\n"
                "Finished in 1.207s, 9.1135 runs/s, 19.0555 assertions/s.\n"
                "11 runs, 23 assertions, 0 failures, 0 errors, 0 skips",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `Member#blocked?` is true when any open loan has `due_on` more than **14 days** "
                "ago (`Loan::BLOCK_AFTER = 14.days`)\n"
                "- checkout refuses with *Borrowing paused: Belt sander NTL-0291 is 23 days "
                "overdue*; returning it lifts the block at once\n"
                "- no money involved anywhere\n\n"
                "Right now that would block 21 of the 29 members.",
            ),
            (
                "user",
                "hm thats a lot. dont deploy yet, priya wants to send everyone a heads up email "
                "first, she'll write it",
            ),
            (
                "assistant",
                "Left undeployed on the `borrowing-block` branch. When Priya's email has gone "
                "out, `kamal deploy` from that branch turns it on.",
            ),
        ],
        "lessons": [
            {"keys": ["block borrowing", "14 days overdue"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh152-shelfwise-tool-stored-induction-and-workshop-only-answer",
        "split": "fresh152",
        "steps": [
            (
                "user",
                "remember that power tools need a safety induction before someone borrows one for "
                "the first time, we tick it off on the member after the saturday session. then "
                "make checkout actually check it, someone took the mitre saw home without one",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "shelfwise: members need a safety induction before their first "
                    "loan of any power tool; the desk records it on the member after the "
                    "Saturday induction session.",
                    "tags": ["shelfwise", "loans", "safety"],
                },
                '{"id":"5108","action":"stored"}',
                False,
            ),
            (
                "bash",
                "bin/rails runner 'pp Category.pluck(:slug); "
                "pp Member.column_names.grep(/induct/)'",
                '["hand_tools", "power_tools", "garden", "ladders", "decorating", "workshop"]\n[]',
            ),
            (
                "think",
                "No induction column yet. Add members.inducted_at (datetime, nullable). "
                "Category power_tools is obvious; 'workshop' is unclear, ask. Also ask about "
                "anything else the desk shouldn't lend.",
            ),
            (
                "assistant",
                "Saved the induction rule. There's no induction field on members yet, so I'll add "
                "`members.inducted_at` and a *Mark inducted* button for the desk.\n\n"
                "Two questions before I wire the check:\n"
                "1. Is it just the `power_tools` category? There's also a `workshop` category "
                "with 2 items in it.\n"
                "2. Anything else checkout should refuse?",
            ),
            (
                "user",
                "just power_tools. the workshop ones are the bandsaw and the tile saw, those are "
                "workshop-only and never leave the building, people book them to use in the "
                "saturday workshop. so checkout should refuse them for everyone",
            ),
            ("edit", "db/migrate/20261130091200_add_inducted_at_to_members.rb"),
            ("edit", "app/models/member.rb"),
            ("edit", "app/models/item.rb"),
            ("edit", "app/controllers/checkouts_controller.rb"),
            ("edit", "app/views/members/show.html.erb"),
            ("edit", "test/controllers/checkouts_controller_test.rb"),
            (
                "bash",
                "bin/rails db:migrate && bin/rails test test/controllers/"
                "checkouts_controller_test.rb -n /induct\\|workshop/",
                "== 20261130091200 AddInductedAtToMembers: migrated (0.0061s) ==\n"
                "Run options: -n /induct\\|workshop/ --seed 5316\n\n# Running:\n\n....\n\n"
                "Finished in 0.611s, 6.5466 runs/s, 9.8199 assertions/s.\n"
                "4 runs, 6 assertions, 0 failures, 0 errors, 0 skips",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- checkout of a `power_tools` item by a member with no `inducted_at` is refused "
                "with *Needs a safety induction first (next session Sat 10:00)*\n"
                "- `workshop` items can't be checked out at all; the item page says *Use in the "
                "workshop only*\n"
                "- the member page has a **Mark inducted** button\n\n"
                "All existing members start un-inducted, so the desk will need to tick off the "
                "ones who've already done it.",
            ),
            (
                "user",
                "ugh yeah. priya has a spreadsheet, ill get it off her and we'll import it "
                "another day",
            ),
        ],
        "lessons": [
            {"keys": ["workshop-only", "never leave the building"]},
        ],
        "tool_stored": [["safety induction", "power tool"]],
    },
    {
        "name": "fresh152-shelfwise-rules-waitlist-minitest-callbacks-48-hours",
        "split": "fresh152",
        "steps": [
            (
                "user",
                "people keep asking to reserve the carpet cleaner. can you add a waitlist, when "
                "its returned the next person gets an email",
            ),
            (
                "bash",
                "ls spec test; ls spec/models | head",
                "spec:\nmodels  rails_helper.rb  spec_helper.rb\n\n"
                "test:\napplication_system_test_case.rb  controllers  fixtures  models  system  "
                "test_helper.rb\n"
                "item_spec.rb\nmember_spec.rb",
            ),
            (
                "think",
                "Both spec/ and test/ exist. The model specs are in spec/models, so put the "
                "reservation model specs there. Email on return: after_update callback on Loan "
                "when returned_at changes, simplest.",
            ),
            ("edit", "db/migrate/20261202140000_create_reservations.rb"),
            ("edit", "app/models/reservation.rb"),
            ("edit", "app/models/loan.rb"),
            ("edit", "app/mailers/reservation_mailer.rb"),
            ("edit", "spec/models/reservation_spec.rb"),
            (
                "bash",
                "bin/rails db:migrate && bundle exec rspec spec/models/reservation_spec.rb",
                "== 20261202140000 CreateReservations: migrated (0.0140s) ==\n"
                "....\n\nFinished in 0.41 seconds (files took 2.3 seconds to load)\n"
                "4 examples, 0 failures",
            ),
            (
                "assistant",
                "Waitlist is in:\n\n"
                "- `Reservation` (member, item, position), a **Join waitlist** button on any "
                "item that's out\n"
                "- `Loan` has an `after_update` callback: when `returned_at` is set it emails "
                "the first person on the list (`ReservationMailer.ready.deliver_later`)\n"
                "- the specs are RSpec under `spec/models`, matching the existing spec folder\n\n"
                "Want a look before I open the PR?",
            ),
            (
                "user",
                "few things. tests are minitest in test/, the spec/ folder is dead leftovers "
                "from the old app and nothing runs it in CI, so move them. no mail or jobs fired "
                "from model callbacks, enqueue it from the controller or a service object, "
                "otherwise the csv import and db:seed end up emailing real members. a "
                "reservation holds the item for 48 hours after its returned, then it goes to the "
                "next person on the list. and call the button 'Join queue', priya thinks "
                "waitlist sounds like a hospital",
            ),
            (
                "bash",
                "grep -n 'rspec\\|rails test' .github/workflows/ci.yml",
                "31:      - run: bin/rails test && bin/rails test:system",
            ),
            (
                "think",
                "Right, CI only runs bin/rails test. Move the spec to test/models as Minitest. "
                "Callback out; Returns::Complete service already exists? Check. 48h hold needs "
                "a held_until column and a job to pass it on when it lapses.",
            ),
            (
                "bash",
                "ls app/services",
                "members  returns",
            ),
            ("edit", "app/models/loan.rb"),
            ("edit", "app/services/returns/complete.rb"),
            ("edit", "db/migrate/20261202150000_add_held_until_to_reservations.rb"),
            ("edit", "app/jobs/expire_reservation_hold_job.rb"),
            ("edit", "app/views/items/_reserve_button.html.erb"),
            ("edit", "test/models/reservation_test.rb"),
            ("edit", "test/services/returns/complete_test.rb"),
            (
                "bash",
                "git rm -q spec/models/reservation_spec.rb && bin/rails db:migrate && "
                "bin/rails test test/models/reservation_test.rb test/services",
                "== 20261202150000 AddHeldUntilToReservations: migrated (0.0052s) ==\n"
                "Run options: --seed 61200\n\n# Running:\n\n.......\n\n"
                "Finished in 0.733s, 9.5498 runs/s, 17.7353 assertions/s.\n"
                "7 runs, 13 assertions, 0 failures, 0 errors, 0 skips",
            ),
            (
                "assistant",
                "Reworked:\n\n"
                "- tests moved to Minitest: `test/models/reservation_test.rb` and "
                "`test/services/returns/complete_test.rb`; the RSpec file is gone\n"
                "- the `after_update` callback is gone; `Returns::Complete` (what the desk's "
                "Return button calls) sends the email, so imports and seeds can't\n"
                "- on return the first reservation gets `held_until = 48.hours.from_now`; "
                "`ExpireReservationHoldJob` runs at that time and passes the item to the next "
                "person if it hasn't been collected\n"
                "- the button says **Join queue**",
            ),
        ],
        "lessons": [
            {
                "keys": ["minitest", "spec/"],
                "not": ["matching the existing spec folder"],
            },
            {"keys": ["model callbacks", "db:seed"]},
            {"keys": ["48 hours", "next person"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh152-shelfwise-correction-loan-limit-5-not-3",
        "split": "fresh152",
        "steps": [
            (
                "user",
                "on the member page can we show how many more things they can borrow, like "
                "'can borrow 2 more'. dez keeps having to count",
            ),
            (
                "read",
                "README.md",
                "## Lending rules\n\n"
                "- Loans are for 7 days and can be renewed once.\n"
                "- Members can borrow up to 3 items at once.\n",
            ),
            (
                "think",
                "Limit from the README: 3. Remaining = 3 - open loans, floor at 0.",
            ),
            (
                "assistant",
                "Members can have at most 3 active loans, so the page will show `3 - open "
                "loans`: *Can borrow 2 more*, and at the limit *At the limit (3 items out)* in "
                "amber. Sound right?",
            ),
            ("user", "yep"),
            ("edit", "app/models/member.rb"),
            ("edit", "app/views/members/show.html.erb"),
            ("edit", "test/models/member_test.rb"),
            (
                "bash",
                "bin/rails test test/models/member_test.rb -n /remaining/",
                "Run options: -n /remaining/ --seed 1290\n\n# Running:\n\n...\n\n"
                "Finished in 0.302s, 9.9337 runs/s, 9.9337 assertions/s.\n"
                "3 runs, 3 assertions, 0 failures, 0 errors, 0 skips",
            ),
            (
                "assistant",
                "Done: `Member#loans_remaining` and the line under the member's name. Tests pass.",
            ),
            (
                "user",
                "can it go next to the photo instead of under the name, it gets lost there. oh "
                "and btw the loan limit is 5 now not 3, the committee raised it in january and "
                "Loan::MAX_ACTIVE is already 5, its just the readme thats stale",
            ),
            (
                "bash",
                "grep -rn 'MAX_ACTIVE' app/",
                "app/models/loan.rb:4:  MAX_ACTIVE = 5\n"
                "app/controllers/checkouts_controller.rb:19:    if member.loans.open.count >= "
                "Loan::MAX_ACTIVE",
            ),
            ("edit", "app/models/member.rb"),
            ("edit", "app/views/members/show.html.erb"),
            ("edit", "test/models/member_test.rb"),
            ("edit", "README.md"),
            (
                "bash",
                "bin/rails test test/models/member_test.rb -n /remaining/",
                "Run options: -n /remaining/ --seed 8823\n\n# Running:\n\n...\n\n"
                "Finished in 0.287s, 10.4529 runs/s, 10.4529 assertions/s.\n"
                "3 runs, 3 assertions, 0 failures, 0 errors, 0 skips",
            ),
            (
                "assistant",
                "Sorry, I went by the README. Fixed:\n\n"
                "- `loans_remaining` now uses `Loan::MAX_ACTIVE` instead of a hard-coded 3, so "
                "it can't drift from what checkout enforces\n"
                "- the badge sits beside the photo\n"
                "- README updated: *Members can borrow up to 5 items at once.*",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["loan limit", "5"], "not": ["at most 3 active loans"]},
        ],
        "tool_stored": [],
    },
]
