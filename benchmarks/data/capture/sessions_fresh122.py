"""The "fresh122" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH122: list[dict[str, Any]] = [
    # --- "kilnbook": firing queue, shelf bookings and glaze catalogue for Clayhouse Collective (a
    # community pottery studio, ~140 members, two kilns: "Big Bertha", an L&L e28T, and a Skutt
    # KM-1027, both on Bartlett Genesis controllers reporting to KilnAid). Ruby 3.3, Rails 7.2 with
    # Hotwire, PostgreSQL 16, Sidekiq 7 + Redis (sidekiq-cron), Stripe, RSpec + FactoryBot, Render
    # (web + worker), Honeybadger; repo: app/models (kiln, firing, shelf_booking, glaze, member),
    # app/services (firing_scheduler, shelf_booking_creator, glaze_importer), app/jobs,
    # app/clients/kiln_aid_client.rb, config/schedule.yml, db/migrate, spec/ ---
    {
        "name": "fresh122-kilnbook-chitchat-preload-vs-eager-load-and-typo",
        "split": "fresh122",
        "steps": [
            (
                "user",
                "whats the actual difference between includes, preload and eager_load? sam uses eager_load everywhere and i never know which one to use",
            ),
            (
                "think",
                "Concept question. preload: one extra query per association (WHERE firing_id IN ...). eager_load: one LEFT OUTER JOIN, needed to filter/order on the association. includes: preload unless the association's table is referenced, then eager_load. Use Firing has_many :shelf_bookings as the example.",
            ),
            (
                "assistant",
                "All three fix N+1 queries, they differ in *how* they load the association:\n\n- **`preload`** always runs a separate query per association. `Firing.preload(:shelf_bookings)` runs `SELECT * FROM firings ...` and then `SELECT * FROM shelf_bookings WHERE firing_id IN (...)`. You can't filter the firings on `shelf_bookings` columns with it.\n- **`eager_load`** always does one big `LEFT OUTER JOIN` and builds both models from the joined rows. You need it when you filter or sort on the association, e.g. `.where(shelf_bookings: { status: :confirmed })`. The join repeats each firing once per booking, so with lots of bookings per firing it moves more data.\n- **`includes`** lets Rails pick: it preloads, unless you reference the association's table in `where`/`order` (or call `.references`), and then it switches to `eager_load`.\n\nSo `includes` is the usual default and `eager_load` makes sense when the query filters on the association. Using `eager_load` everywhere isn't wrong, it just sometimes loads more than needed.",
            ),
            (
                "user",
                "makes sense ty. also the glaze page header says 'Glaze Catalouge' 🙃",
            ),
            (
                "bash",
                'grep -rni "catalouge" app/ config/locales/',
                'config/locales/en.yml:41:      title: "Glaze Catalouge"',
            ),
            ("edit", "config/locales/en.yml"),
            (
                "bash",
                "bundle exec rspec spec/requests/glazes_spec.rb 2>&1 | tail -2",
                "Finished in 1.84 seconds (files took 2.31 seconds to load)\n12 examples, 0 failures",
            ),
            (
                "assistant",
                "Fixed in `config/locales/en.yml`, the header now reads **Glaze Catalogue**. That was the only occurrence, and the glaze request specs pass.",
            ),
            ("user", "lol thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh122-kilnbook-incident-sidekiq-job-enqueued-before-commit",
        "split": "fresh122",
        "steps": [
            (
                "user",
                "members say they stopped getting the shelf booking confirmation emails since tuesday. honeybadger has a pile of RecordNotFound from BookingConfirmationJob",
            ),
            (
                "bash",
                "render logs -r srv-kilnbook-worker --limit 300 -o text | grep -A1 BookingConfirmationJob | tail -4",
                "2026-12-03T17:42:11Z WARN pid=7 tid=1xk class=BookingConfirmationJob jid=3f0c9a2e elapsed=0.012 fail\n2026-12-03T17:42:11Z WARN ActiveRecord::RecordNotFound: Couldn't find ShelfBooking with 'id'=48213\n2026-12-03T18:05:37Z WARN pid=7 tid=1xm class=BookingConfirmationJob jid=b81e77d0 elapsed=0.009 fail\n2026-12-03T18:05:37Z WARN ActiveRecord::RecordNotFound: Couldn't find ShelfBooking with 'id'=48219",
            ),
            (
                "bash",
                "render ssh srv-kilnbook-web -- bin/rails runner 'p ShelfBooking.where(id: [48213, 48219]).pluck(:id, :confirmation_sent_at)'",
                "[[48213, nil], [48219, nil]]",
            ),
            (
                "read",
                "app/jobs/booking_confirmation_job.rb",
                "class BookingConfirmationJob\n  include Sidekiq::Job\n  sidekiq_options queue: :mailers, retry: false\n\n  def perform(booking_id)\n    booking = ShelfBooking.find(booking_id)\n    BookingMailer.confirmation(booking).deliver_now\n    booking.update!(confirmation_sent_at: Time.current)\n  end\nend\n",
            ),
            (
                "read",
                "app/models/shelf_booking.rb",
                "class ShelfBooking < ApplicationRecord\n  belongs_to :firing\n  belongs_to :member\n\n  after_save :send_confirmation, if: :saved_change_to_id?\n\n  private\n\n  def send_confirmation\n    BookingConfirmationJob.perform_async(id)\n  end\nend\n",
            ),
            (
                "bash",
                "git log -3 --format='%h %an %ad %s' --date=short -- app/services/shelf_booking_creator.rb app/models/shelf_booking.rb",
                "a91c2e4 Sam Whitlock 2026-12-01 lock firing while booking shelves (double-booking fix)\n5d0b8e1 Sam Whitlock 2026-10-14 shelf bookings: confirmation email",
            ),
            (
                "read",
                "app/services/shelf_booking_creator.rb",
                "class ShelfBookingCreator\n  FiringFull = Class.new(StandardError)\n\n  def call(member:, firing:, shelves:)\n    firing.with_lock do\n      raise FiringFull if firing.shelves_left < shelves\n\n      booking = firing.shelf_bookings.create!(member:, shelves:)\n      KilnLoadPlan.rebuild!(firing)\n      booking\n    end\n  end\nend\n",
            ),
            (
                "think",
                "with_lock opens a transaction. create! runs after_save inside it, perform_async pushes to Redis right away; the worker picks the job up in milliseconds but the row is only committed after KilnLoadPlan.rebuild! (0.5s+), so find raises RecordNotFound. retry: false means the job is dropped. Before a91c2e4 the create! was its own tiny transaction, so the window was almost zero. Fix: after_create_commit. Resend for bookings since Dec 1 with confirmation_sent_at nil.",
            ),
            (
                "assistant",
                "Found it, it's a race between the web request's transaction and the Sidekiq worker.\n\n**Cause**\n\n1. `ShelfBooking` enqueues `BookingConfirmationJob` from an `after_save` callback\n2. Since Sam's double-booking fix on Tuesday (`a91c2e4`), bookings are created inside `firing.with_lock`, so inside a transaction that stays open until `KilnLoadPlan.rebuild!` is done (half a second or more)\n3. `after_save` runs *inside* that transaction: the job is in Redis before the booking is committed, the worker picks it up within milliseconds, can't see the row yet and raises `RecordNotFound`\n4. The job has `retry: false`, so it's dropped and the email never goes out. Before Tuesday the transaction was so short that the race almost never happened.\n\n**Fix**\n\n- switch the callback to `after_create_commit :send_confirmation`, which only runs once the transaction has committed\n- re-enqueue the confirmations for bookings since Tuesday whose `confirmation_sent_at` is still empty\n\nIn general, Sidekiq jobs have to be enqueued from after_create_commit (or after_commit), never from after_save, because inside a transaction the worker can run before the row is visible.\n\nShall I go ahead?",
            ),
            ("user", "yes go, and resend the missed ones"),
            ("edit", "app/models/shelf_booking.rb"),
            ("edit", "spec/models/shelf_booking_spec.rb"),
            (
                "bash",
                "bundle exec rspec spec/models/shelf_booking_spec.rb spec/services/shelf_booking_creator_spec.rb 2>&1 | tail -1",
                "9 examples, 0 failures",
            ),
            (
                "bash",
                "git commit -qam 'enqueue booking confirmation after commit' && git push -q origin main && render deploys create srv-kilnbook-web --wait -o text | tail -1 && render deploys create srv-kilnbook-worker --wait -o text | tail -1",
                "Deploy dep-d1q8f3kk0 succeeded\nDeploy dep-d1q8g07m2 succeeded",
            ),
            (
                "bash",
                "render ssh srv-kilnbook-web -- bin/rails runner 'ids = ShelfBooking.where(confirmation_sent_at: nil).where(\"created_at >= ?\", Date.new(2026, 12, 1)).pluck(:id); ids.each { |id| BookingConfirmationJob.perform_async(id) }; p ids.size'",
                "37",
            ),
            (
                "bash",
                "sleep 60; render ssh srv-kilnbook-web -- bin/rails runner 'p ShelfBooking.where(confirmation_sent_at: nil).where(\"created_at >= ?\", Date.new(2026, 12, 1)).count'",
                "0",
            ),
            (
                "assistant",
                "Deployed (web and worker). The 37 bookings since Tuesday got their confirmation emails, none are left with an empty `confirmation_sent_at`, and new bookings enqueue the job from `after_create_commit`.",
            ),
            ("user", "great. can u check if sam did the same thing anywhere else"),
            (
                "bash",
                'grep -rn "perform_\\|after_save\\|after_update" app/models',
                "app/models/shelf_booking.rb:5:  after_create_commit :send_confirmation\napp/models/shelf_booking.rb:10:    BookingConfirmationJob.perform_async(id)\napp/models/firing.rb:18:  after_update :notify_members, if: :saved_change_to_status?\napp/models/firing.rb:44:    FiringStatusMailJob.perform_async(id, status)",
            ),
            ("edit", "app/models/firing.rb"),
            ("edit", "spec/models/firing_spec.rb"),
            (
                "bash",
                "bundle exec rspec spec/models 2>&1 | tail -1 && git commit -qam 'firing status mail after commit' && git push -q origin main",
                "58 examples, 0 failures",
            ),
            (
                "assistant",
                "One more: `Firing` enqueued `FiringStatusMailJob` from `after_update`. That row already exists so it wouldn't 404, but if the transaction rolled back members would get a status email for a change that never happened. It's `after_update_commit` now, model specs pass, pushed.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["after_create_commit", "after_save"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh122-kilnbook-decision-prepaid-firing-credit-packs",
        "split": "fresh122",
        "steps": [
            (
                "user",
                "marguerite (treasurer) wants members to pay firing fees in the app instead of the cash jar next to the kilns. what are our options",
            ),
            (
                "bash",
                "grep -n 'FEE\\|fee_cents' app/models/firing.rb db/schema.rb",
                'app/models/firing.rb:8:  FEE_PER_SHELF_CENTS = { bisque: 300, glaze_cone6: 450, glaze_cone10: 600 }.freeze\ndb/schema.rb:112:    t.integer "fee_cents", default: 0, null: false',
            ),
            (
                "bash",
                "grep -n stripe Gemfile && grep -rn 'Stripe::' app | head -3",
                'Gemfile:31:gem "stripe", "~> 13.0"\napp/services/membership_billing.rb:12:    Stripe::Subscription.create(\napp/controllers/webhooks/stripe_controller.rb:9:    event = Stripe::Webhook.construct_event(',
            ),
            (
                "think",
                "Fees are $3-6 per shelf. Membership dues already run through Stripe subscriptions. Options: charge per booking on saved card; add firing fees as invoice items to the monthly membership invoice; prepaid credit packs with a ledger. Per-booking charges lose ~10% to the fixed fee. Invoice items reuse everything we have, one charge a month. I'd recommend 2.",
            ),
            (
                "assistant",
                "Firing fees are $3 to $6 per shelf (`FEE_PER_SHELF_CENTS`) and membership dues already go through Stripe subscriptions. Three ways to do it:\n\n1. **Charge per booking**: a Stripe PaymentIntent on the member's saved card each time they book shelves. Simplest to explain, but on $3 to $6 charges Stripe's 30¢ + 2.9% takes around 10%.\n2. **Monthly tab on the membership invoice**: each booking adds a Stripe invoice item to the member's existing subscription, so firings are billed with the dues once a month. One charge a month, and we reuse the subscription and webhook code we already have.\n3. **Prepaid credit packs**: members buy packs ($20 / $50) through Stripe Checkout, and bookings deduct from a credit balance we keep in our own database (a ledger table).\n\nI'd go with **2**, it's the least new code and the cheapest in fees.",
            ),
            (
                "user",
                "3, credit packs because prepaid means nobody owes the studio money, marguerite spent half of last year chasing unpaid firing tabs. credits never expire, its in the membership agreement, so no expiry on them. and she wants a demo on staging before any of this goes near prod",
            ),
            (
                "think",
                "Credit packs. Append-only ledger credit_ledger_entries (member_id, amount_cents, kind: purchase/booking/refund, stripe_checkout_session_id). Balance = sum. No expires_at. Deduct inside ShelfBookingCreator's with_lock. Checkout session for packs, credit on checkout.session.completed webhook. Staging only for now.",
            ),
            ("edit", "db/migrate/20261207101500_create_credit_ledger_entries.rb"),
            ("edit", "app/models/credit_ledger_entry.rb"),
            ("edit", "app/models/member.rb"),
            ("edit", "app/services/shelf_booking_creator.rb"),
            ("edit", "app/controllers/credit_packs_controller.rb"),
            ("edit", "app/controllers/webhooks/stripe_controller.rb"),
            ("edit", "app/views/credit_packs/index.html.erb"),
            ("edit", "spec/services/shelf_booking_creator_spec.rb"),
            ("edit", "spec/requests/credit_packs_spec.rb"),
            (
                "bash",
                "bin/rails db:migrate && bundle exec rspec 2>&1 | tail -1",
                "== 20261207101500 CreateCreditLedgerEntries: migrated (0.0213s) ==\n214 examples, 0 failures",
            ),
            (
                "bash",
                "git push -q origin feat/credit-packs && render deploys create srv-kilnbook-staging-web --commit $(git rev-parse HEAD) --wait -o text | tail -1",
                "Deploy dep-d1qa2cs0e succeeded",
            ),
            (
                "assistant",
                "Credit packs are on staging (`https://kilnbook-staging.onrender.com/credits`):\n\n- members buy a **$20 or $50 pack** through Stripe Checkout (test mode on staging); the `checkout.session.completed` webhook adds a purchase entry\n- credits live in an append-only `credit_ledger_entries` table (`amount_cents`, positive for purchases, negative for bookings), and the balance is the sum\n- booking shelves deducts the fee inside the same `with_lock` as the capacity check; with too little credit the booking is refused with a link to buy a pack\n- no expiry column, credits stay forever\n\nBranch `feat/credit-packs`, nothing on prod.",
            ),
            ("user", "ok ill do the demo with her thursday"),
        ],
        "lessons": [
            {"keys": ["credit packs", "prepaid"]},
            {"keys": ["never expire", "membership agreement"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh122-kilnbook-tool-stored-skutt-cone6-and-shared-circuit",
        "split": "fresh122",
        "steps": [
            (
                "user",
                "pls remember: the skutt only goes to cone 6, only big bertha can fire cone 10. then make the scheduler refuse cone 10 firings in the skutt, someone booked one last week and ruth only caught it by luck",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "kilnbook: the Skutt kiln (KM-1027) is rated to cone 6 max; only Big Bertha (L&L e28T) can fire cone 10. Never schedule a cone 10 firing in the Skutt.",
                    "tags": ["kilnbook", "kilns", "scheduler"],
                },
                '{"id":"5120","action":"stored"}',
                False,
            ),
            (
                "read",
                "app/services/firing_scheduler.rb",
                "class FiringScheduler\n  Error = Class.new(StandardError)\n\n  def schedule(kiln:, kind:, cone:, starts_at:)\n    ends_at = starts_at + duration_for(kind, cone)\n    overlapping = kiln.firings.where('starts_at < ? AND ends_at > ?', ends_at, starts_at)\n    raise Error, 'kiln already booked' if overlapping.exists?\n\n    kiln.firings.create!(kind:, cone:, starts_at:, ends_at:)\n  end\nend\n",
            ),
            (
                "bash",
                "grep -n -A5 'create_table \"kilns\"' db/schema.rb && bin/rails runner 'p Kiln.pluck(:name, :model, :max_cone)'",
                '  create_table "kilns", force: :cascade do |t|\n    t.string "name", null: false\n    t.string "model"\n    t.integer "max_cone"\n    t.string "controller_serial"\n    t.datetime "created_at", null: false\n[["Big Bertha", "L&L e28T", nil], ["Skutt", "KM-1027", nil]]',
            ),
            (
                "think",
                "max_cone column exists but is never set. Data migration: Bertha 10, Skutt 6. Validate in scheduler: raise if cone > kiln.max_cone. Also noticed overlap check is per kiln only.",
            ),
            ("edit", "db/migrate/20261207113000_set_kiln_max_cones.rb"),
            ("edit", "app/services/firing_scheduler.rb"),
            ("edit", "spec/services/firing_scheduler_spec.rb"),
            (
                "bash",
                "bin/rails db:migrate && bundle exec rspec spec/services/firing_scheduler_spec.rb 2>&1 | tail -1",
                "== 20261207113000 SetKilnMaxCones: migrated (0.0087s) ==\n11 examples, 0 failures",
            ),
            (
                "assistant",
                "Saved the kiln limits to memory, and the scheduler now enforces them:\n\n- data migration sets `max_cone` (Big Bertha 10, Skutt 6); the column existed but was empty\n- `FiringScheduler#schedule` raises `cone 10 is above Skutt's max (cone 6)` for anything over the kiln's `max_cone`, and the booking form shows that message\n- specs for cone 10 in the Skutt (refused), cone 6 in the Skutt and cone 10 in Bertha (both fine)\n\nSide note: the overlap check only looks at the *same* kiln, so Bertha and the Skutt can be booked to fire at the same time. I left that as it is.",
            ),
            (
                "user",
                "oh right thats actually a problem. only one kiln can fire before 6pm, the kiln room shares a 60A circuit with the wheels and the breaker trips if both kilns run during classes. after 6 both is fine",
            ),
            (
                "think",
                "New rule: two firings on different kilns must not overlap during the part of a day before 18:00 studio time. Compute the overlap of the two intervals and check whether any of it falls before 18:00 on its day. config.time_zone is already the studio's zone.",
            ),
            ("edit", "app/services/firing_scheduler.rb"),
            ("edit", "spec/services/firing_scheduler_spec.rb"),
            (
                "bash",
                "bundle exec rspec spec/services/firing_scheduler_spec.rb 2>&1 | tail -1",
                "15 examples, 0 failures",
            ),
            (
                "assistant",
                "Done: if another kiln's firing overlaps the new one and any part of that overlap is before 18:00, the scheduler refuses it with `the other kiln is firing then (shared circuit, one kiln before 6pm)`. Two firings overlapping only after 18:00 are allowed. Specs cover a bisque in Bertha from 08:00 plus a Skutt glaze at 14:00 (refused) and both kilns starting at 18:30 (fine). On `fix/scheduler-kiln-limits`.",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["before 6pm", "60A"]},
        ],
        "tool_stored": [["skutt", "cone 6"]],
    },
    {
        "name": "fresh122-kilnbook-review-glaze-import-house-rules",
        "split": "fresh122",
        "steps": [
            ("user", "can u review tomasz's pr #88, the supplier glaze import"),
            (
                "bash",
                "gh pr view 88 --json title,files --jq '.title, .files[].path'",
                "Import glazes from supplier CSV (Laguna, Amaco)\napp/services/glaze_importer.rb\ndb/migrate/20261204151200_add_price_to_glazes.rb\nspec/services/glaze_importer_spec.rb\nspec/models/glaze_spec.rb",
            ),
            (
                "read",
                "db/migrate/20261204151200_add_price_to_glazes.rb",
                "class AddPriceToGlazes < ActiveRecord::Migration[7.2]\n  def change\n    add_column :glazes, :price, :float\n    add_column :glazes, :food_safe, :boolean, default: true\n  end\nend\n",
            ),
            (
                "read",
                "app/services/glaze_importer.rb",
                "class GlazeImporter\n  def call(csv)\n    CSV.parse(csv, headers: true).each do |row|\n      glaze = Glaze.find_or_initialize_by(supplier_code: row['code'])\n      glaze.update!(\n        name: row['name'],\n        cone_range: row['cone'],\n        price: row['price'].to_f,\n        food_safe: row['food_safe'] == 'Y',\n        recipe: row['ingredients']\n      )\n    end\n  end\nend\n",
            ),
            (
                "read",
                "spec/models/glaze_spec.rb",
                "RSpec.describe Glaze do\n  it 'is invalid without a name' do\n    glaze = create(:glaze)\n    glaze.name = nil\n    expect(glaze).not_to be_valid\n  end\n\n  it 'is invalid without a cone range' do\n    glaze = create(:glaze, cone_range: nil)\n    expect(glaze).not_to be_valid\n  end\nend\n",
            ),
            (
                "think",
                "Float for money is wrong; suggest decimal(8,2). food_safe default true is the dangerous direction. Validation specs using create hit the DB for nothing. Importer is idempotent via supplier_code, nice.",
            ),
            (
                "assistant",
                "Review of #88:\n\n1. **Price column**: `price` is a `float`, which will give rounding errors on money. I'd store the glaze price as decimal(8,2) instead of a float.\n2. **`food_safe`** comes straight from the supplier's `Y`/`N` column and defaults to `true` in the migration, so a glaze with a missing value shows up as food safe. That's the dangerous direction; the default should be `false`.\n3. **Specs**: `glaze_spec.rb` uses `create(:glaze)` for plain validation tests, so every example writes to the database.\n4. The CSV mapping is clean, and `find_or_initialize_by(supplier_code:)` makes re-running the import safe, nice.",
            ),
            (
                "user",
                "post it but with how we do things here. money is always integer cents, price_cents with money-rails like fee_cents on firings, never decimal or float, so not decimal(8,2) either. any glaze with barium or lithium in the recipe is food_safe false no matter what the supplier sheet says, ruth got burned by a 'food safe' barium matte in 2023. model specs use build_stubbed and only create when the spec really needs the db. keep ur point 4, tomasz will like that",
            ),
            (
                "think",
                "Replace my decimal suggestion with price_cents integer + monetize :price_cents. Importer: parse price to cents, force food_safe false when recipe mentions barium or lithium. Validation specs -> build_stubbed. Keep the praise.",
            ),
            (
                "bash",
                "gh pr review 88 --request-changes --body-file /tmp/review_88.md",
                "- Requested changes to pull request clayhouse/kilnbook#88",
            ),
            (
                "assistant",
                "Posted on #88 (changes requested):\n\n- store the price as an integer `price_cents` column with `monetize :price_cents` (money-rails), like `fee_cents` on firings; no float, no decimal\n- the importer must set `food_safe: false` for any glaze whose recipe contains barium or lithium, whatever the supplier sheet says, and the column default should be `false`\n- the validation specs in `glaze_spec.rb` should use `build_stubbed(:glaze)`; `create` only where a spec needs the database\n- the CSV mapping and the idempotent `find_or_initialize_by(supplier_code:)` got a thumbs up\n\nMy decimal(8,2) suggestion is not in the review.",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {
                "keys": ["integer cents", "money-rails"],
                "not": ["glaze price as decimal(8,2)"],
            },
            {"keys": ["barium", "food_safe"]},
            {"keys": ["model specs", "build_stubbed"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh122-kilnbook-correction-unload-threshold-125",
        "split": "fresh122",
        "steps": [
            (
                "user",
                "members keep phoning the studio asking if their firing has cooled yet. can we email them when its ready to unload? the bartlett controllers report to kilnaid, the api token is in credentials already",
            ),
            (
                "read",
                "app/clients/kiln_aid_client.rb",
                "class KilnAidClient\n  BASE = 'https://kilnaid.bartinst.com/api/v2'.freeze\n\n  def initialize(token: Rails.application.credentials.dig(:kilnaid, :token))\n    @http = Faraday.new(BASE, headers: { 'Authorization' => \"Bearer #{token}\" })\n  end\n\n  def status(serial)\n    JSON.parse(@http.get(\"kilns/#{serial}/status\").body)\n  end\nend\n",
            ),
            (
                "bash",
                "bin/rails runner 'pp KilnAidClient.new.status(Kiln.find_by(name: \"Big Bertha\").controller_serial)'",
                '{"serial"=>"G2-48817",\n "mode"=>"cooling",\n "temp_f"=>612,\n "segment"=>nil,\n "updated_at"=>"2026-12-07T10:41:09Z"}',
            ),
            (
                "think",
                "Poll every 10 min via sidekiq-cron for firings in cooling status. Threshold: ~200F is a common safe-to-open temp for stoneware. Email all members with bookings on that firing, set status unload_ready to avoid duplicates. Enqueue mails after commit.",
            ),
            (
                "assistant",
                "Plan:\n\n- an `UnloadReadyPollJob` every 10 minutes (sidekiq-cron, already set up in `config/schedule.yml`) looks at every firing in `cooling`\n- it asks KilnAid for the kiln's temperature, and the firing counts as ready to unload once the kiln reads below 200°F, the usual safe-to-open point for stoneware\n- then it emails everyone with a shelf booking on that firing and moves the firing to `unload_ready`, so nobody gets the email twice\n\nOK?",
            ),
            ("user", "sounds good"),
            ("edit", "app/jobs/unload_ready_poll_job.rb"),
            ("edit", "app/mailers/firing_mailer.rb"),
            ("edit", "app/views/firing_mailer/unload_ready.text.erb"),
            ("edit", "config/schedule.yml"),
            ("edit", "spec/jobs/unload_ready_poll_job_spec.rb"),
            (
                "bash",
                "bundle exec rspec spec/jobs/unload_ready_poll_job_spec.rb spec/mailers 2>&1 | tail -1",
                "8 examples, 0 failures",
            ),
            (
                "assistant",
                "Done on `feat/unload-ready-email`:\n\n- `UnloadReadyPollJob` runs every 10 minutes and checks cooling firings against `UNLOAD_TEMP_F = 200`\n- `FiringMailer#unload_ready` goes to every member with a booking on the firing, subject `Your firing is ready to unload`\n- the firing moves to `unload_ready` in the same transaction, and the emails are enqueued after commit\n- specs: kiln at 240°F (nothing sent), at 180°F (emails sent, status changed), and a second run (no duplicates)",
            ),
            (
                "user",
                "nice. subject should say which kiln, like 'Big Bertha is ready to unload'. oh and ruth says the unload threshold is 125F not 200, we got dunting cracks on the big platters last winter from people opening at 200",
            ),
            (
                "think",
                "Change UNLOAD_TEMP_F to 125, subject '<kiln name> is ready to unload', adjust specs (130 no, 120 yes).",
            ),
            ("edit", "app/jobs/unload_ready_poll_job.rb"),
            ("edit", "app/mailers/firing_mailer.rb"),
            ("edit", "spec/jobs/unload_ready_poll_job_spec.rb"),
            ("edit", "spec/mailers/firing_mailer_spec.rb"),
            (
                "bash",
                "bundle exec rspec spec/jobs/unload_ready_poll_job_spec.rb spec/mailers 2>&1 | tail -1",
                "9 examples, 0 failures",
            ),
            (
                "assistant",
                "Updated:\n\n- `UNLOAD_TEMP_F` is now **125**; specs check 130°F (no email) and 120°F (email)\n- the subject is `Big Bertha is ready to unload` (or `Skutt is ready to unload`)\n\nStill on `feat/unload-ready-email`.",
            ),
            ("user", "👌 merge it"),
            (
                "bash",
                "gh pr create --fill --base main 2>&1 | tail -1 && gh pr merge --squash --delete-branch 2>&1 | tail -1",
                "https://github.com/clayhouse/kilnbook/pull/91\n✓ Squashed and merged pull request clayhouse/kilnbook#91",
            ),
            ("assistant", "Merged as #91."),
        ],
        "lessons": [
            {"keys": ["unload threshold", "125"], "not": ["reads below 200"]},
        ],
        "tool_stored": [],
    },
]
