"""The "fresh106" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH106: list[dict[str, Any]] = [
    # --- "skerry": booking system for Skerry Ferries, a community-owned inter-island ferry operator
    # (two vessels, MV Solan and MV Tystie, routes from Stromvik to Hallsay and Fara). Rails 7.2 +
    # Hotwire (Turbo, Stimulus), Sidekiq 7 on Redis, PostgreSQL 16, Stripe payments, Twilio SMS,
    # deployed with Kamal 2 to two Hetzner boxes; RSpec; repo: app/, config/, spec/, db/ ---
    {
        "name": "fresh106-skerry-chitchat-turbo-frames-vs-streams-and-departure-typo",
        "split": "fresh106",
        "steps": [
            (
                "user",
                "whats the actual difference between a turbo frame and a turbo stream, i keep mixing them up when i read the sailings views",
            ),
            (
                "think",
                "Conceptual Hotwire question. Frame = scoped navigation, replaces one frame with the matching id from the response. Stream = list of actions (append/replace/remove...) targeting any DOM ids, over HTTP response or websocket. Use examples from their app.",
            ),
            (
                "assistant",
                'Short version: a **frame** is a region of the page that navigates on its own; a **stream** is a set of instructions to change any part of the page.\n\n**Turbo Frame** (`<turbo-frame id="sailing_42">`)\n- links and forms inside it load a new page, and Turbo swaps in only the `<turbo-frame>` with the **same id** from the response\n- the rest of the response is thrown away\n- good for: inline edit of one sailing row, a paginated list, a modal\n\n**Turbo Stream** (`<turbo-stream action="replace" target="sailing_42">`)\n- carries explicit actions: `append`, `prepend`, `replace`, `update`, `remove`, `before`, `after`\n- each action can target **any** element by id, several at once\n- arrives either as the response to a form submit (`format.turbo_stream`) or pushed over ActionCable (`broadcast_replace_to`)\n- good for: after a booking, update the seats-left badge *and* prepend to the manifest *and* flash a notice\n\nRule of thumb: if one request should change one box, use a frame; if one event should change several places, or change pages other users have open, use a stream.',
            ),
            (
                "user",
                "ok that helps. also the sailings index header says 'Depature' lol, fix",
            ),
            (
                "bash",
                'grep -rn "Depature" app/ config/locales/',
                'config/locales/en.yml:41:      departs_at: "Depature"',
            ),
            ("edit", "config/locales/en.yml"),
            (
                "bash",
                "bundle exec rspec spec/system/sailings_index_spec.rb 2>&1 | tail -2",
                "5 examples, 0 failures",
            ),
            (
                "assistant",
                'Fixed: the header comes from `config/locales/en.yml` (`departs_at: "Departure"`), that was the only place. Sailings index specs pass.',
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh106-skerry-incident-cancellation-texts-discarded-before-commit",
        "split": "fresh106",
        "steps": [
            (
                "user",
                "urgent-ish. the 07:15 stromvik to hallsay got cancelled for weather this morning and NOBODY got a text. 40 odd people at the pier in the rain. the cancellation shows in admin fine",
            ),
            (
                "think",
                "Check Sidekiq logs for CancellationNoticeJob around the cancellation time, then the model callback and the admin action.",
            ),
            (
                "bash",
                "kamal app logs -r job --since 4h 2>&1 | grep -E 'CancellationNoticeJob' | head -5",
                "2026-12-07T05:48:03.114Z pid=7 tid=2kq INFO: [ActiveJob] Enqueued CancellationNoticeJob (Job ID: 6f1c0b7e) to Sidekiq(critical) with arguments: 1187\n2026-12-07T05:48:03.131Z pid=7 tid=2kx INFO: [ActiveJob] [CancellationNoticeJob] [6f1c0b7e] Performing CancellationNoticeJob (Job ID: 6f1c0b7e) from Sidekiq(critical) enqueued at 2026-12-07T05:48:03Z\n2026-12-07T05:48:03.139Z pid=7 tid=2kx INFO: [ActiveJob] [CancellationNoticeJob] [6f1c0b7e] Discarded CancellationNoticeJob (Job ID: 6f1c0b7e) due to a ActiveRecord::RecordNotFound (Couldn't find Cancellation with 'id'=1187).",
            ),
            (
                "read",
                "app/models/cancellation.rb",
                'class Cancellation < ApplicationRecord\n  belongs_to :sailing\n  belongs_to :cancelled_by, class_name: "User"\n\n  enum :reason, { weather: 0, technical: 1, crew: 2, other: 3 }\n\n  after_create :notify_passengers\n\n  private\n\n  def notify_passengers\n    CancellationNoticeJob.perform_later(id)\n  end\nend\n',
            ),
            (
                "read",
                "app/controllers/admin/cancellations_controller.rb",
                'class Admin::CancellationsController < Admin::BaseController\n  def create\n    @sailing = Sailing.find(params[:sailing_id])\n    Sailing.transaction do\n      @sailing.update!(status: :cancelled)\n      @sailing.cancellations.create!(cancellation_params.merge(cancelled_by: current_user))\n      @sailing.bookings.confirmed.find_each(&:issue_refund!)\n    end\n    redirect_to admin_sailing_path(@sailing), notice: "Sailing cancelled"\n  end\nend\n',
            ),
            (
                "read",
                "app/jobs/cancellation_notice_job.rb",
                "class CancellationNoticeJob < ApplicationJob\n  queue_as :critical\n  discard_on ActiveRecord::RecordNotFound\n\n  def perform(cancellation_id)\n    cancellation = Cancellation.find(cancellation_id)\n    cancellation.sailing.bookings.confirmed.each do |booking|\n      SmsSender.new(booking.lead_passenger_phone).cancellation(cancellation)\n    end\n  end\nend\n",
            ),
            (
                "think",
                "Job enqueued at 05:48:03.114 from after_create, i.e. inside the transaction. Sidekiq picked it up 17ms later, the row isn't committed yet (and issue_refund! makes a Stripe call per booking, 40 bookings => several seconds before commit). Cancellation.find raises RecordNotFound, discard_on swallows it. Earlier cancellations had few bookings so the race was usually won. Also bookings.confirmed inside the job: after refund they might be status refunded... check issue_refund! sets status? Look quickly.",
            ),
            (
                "bash",
                "grep -n 'def issue_refund!' -A6 app/models/booking.rb",
                '57:  def issue_refund!\n58:    Stripe::Refund.create({ payment_intent: stripe_payment_intent_id }, idempotency_key: "refund-#{id}")\n59:    update!(refund_status: :requested)\n60:  end',
            ),
            (
                "assistant",
                "Found it. The texts were never sent, the job was **discarded**, not failed.\n\n**What happened**\n\n1. The admin action opens a transaction, cancels the sailing, creates the `Cancellation`, then calls `issue_refund!` for every confirmed booking, one Stripe API call each (~40 calls, several seconds)\n2. `Cancellation` enqueues `CancellationNoticeJob` from an `after_create` callback, which runs **inside** that transaction, before the commit\n3. Sidekiq picked the job up 17 ms later, `Cancellation.find(1187)` couldn't see the uncommitted row and raised `RecordNotFound`\n4. `discard_on ActiveRecord::RecordNotFound` then threw the job away silently, so no error in Sentry either\n\nIt only bit now because this sailing had 40 bookings; with 3 or 4 the transaction usually commits before Sidekiq gets to the job.\n\n**Fix**\n\n- enqueue from `after_create_commit` instead of `after_create`, so the job only exists once the row is committed\n- drop `discard_on ActiveRecord::RecordNotFound` from the job: if the record is missing that's a bug we want to see and retry, not swallow\n- move the Stripe refunds out of the transaction into `RefundSailingJob`, so we're not holding a DB transaction open across 40 HTTP calls\n\nAnd right now: send the texts for cancellation 1187 by hand. Go?",
            ),
            ("user", "yes send them first then do the fix"),
            (
                "bash",
                "kamal app exec -i --reuse 'bin/rails runner \"CancellationNoticeJob.perform_now(1187)\"' 2>&1 | tail -1",
                "[SmsSender] sent 41 cancellation messages for sailing 2026-12-07 07:15 STV-HLS",
            ),
            ("edit", "app/models/cancellation.rb"),
            ("edit", "app/jobs/cancellation_notice_job.rb"),
            ("edit", "app/jobs/refund_sailing_job.rb"),
            ("edit", "app/controllers/admin/cancellations_controller.rb"),
            ("edit", "spec/models/cancellation_spec.rb"),
            (
                "bash",
                "bundle exec rspec spec/models/cancellation_spec.rb spec/jobs spec/requests/admin/cancellations_spec.rb 2>&1 | tail -2",
                "23 examples, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n- 41 cancellation texts sent for the 07:15, one per confirmed booking\n- `Cancellation` now uses `after_create_commit :notify_passengers`\n- `CancellationNoticeJob` no longer discards `RecordNotFound`; it retries like everything else\n- refunds go through `RefundSailingJob` after the commit, the transaction only touches our own tables now\n- new spec: cancelling inside a transaction enqueues nothing until the commit, and the job finds the record\n\nReady to deploy with `kamal deploy` when you are.",
            ),
            (
                "user",
                "deploying now. so the rule is jobs from model callbacks go in after_create_commit not after_create, otherwise sidekiq runs them before the row exists and gets RecordNotFound. ill tell the office",
            ),
        ],
        "lessons": [
            {"keys": ["after_create_commit", "RecordNotFound"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh106-skerry-decision-vehicle-deck-lane-metres",
        "split": "fresh106",
        "steps": [
            (
                "user",
                "the harbour staff keep overriding vehicle bookings by hand bc vans and trailers take way more deck than a car and the site thinks theyre all the same. how should we model deck space properly",
            ),
            (
                "read",
                "db/schema.rb",
                'create_table "sailings", force: :cascade do |t|\n    t.bigint "route_id", null: false\n    t.bigint "vessel_id", null: false\n    t.datetime "departs_at", null: false\n    t.integer "status", default: 0, null: false\n    t.integer "vehicle_slots", default: 12, null: false\n    t.integer "foot_passenger_limit", default: 95, null: false\n  end\n\n  create_table "vehicle_bookings", force: :cascade do |t|\n    t.bigint "booking_id", null: false\n    t.integer "vehicle_type", null: false\n    t.string "registration"\n  end',
            ),
            (
                "bash",
                "bin/rails runner 'puts VehicleBooking.joins(booking: :sailing).where(sailings: {departs_at: 3.months.ago..}).group(:vehicle_type).count.inspect'",
                '{"car"=>1804, "van"=>291, "car_with_trailer"=>118, "livestock_trailer"=>67, "motorhome"=>43, "lorry"=>29}',
            ),
            (
                "assistant",
                "Right now every sailing has `vehicle_slots = 12` and a lorry counts the same as a Fiat 500. Three ways to fix it:\n\n1. **Weighted slots**: keep the integer, but a car uses 1, a van or motorhome 2, car + trailer or lorry 3. Availability is `vehicle_slots - sum(weights)`. Small migration, the booking form barely changes.\n2. **Lane metres**: each vessel gets `deck_lane_metres`; each vehicle booking stores a length (preset per type, declared for trailers and lorries). Availability is deck minus the sum of lengths. Most accurate, but the booking form needs a length field and we need sensible presets.\n3. **Cars online only**: anything over 5.5 m is booked by phone with the office, who fit it in by hand.\n\nI'd go with **1**: it covers 90% of the mismatch with a tiny change, and staff can still override the odd case.",
            ),
            (
                "user",
                "go with 2 lane metres, the livestock trailers run anywhere from 4 to 14m with the pickup in front and weighted slots is just what we have now with extra steps and the staff would still be overriding every tuesday mart day. also leave foot passengers alone, the passenger certificate caps Solan at 95 and Tystie at 60 and that is not something anyone should be able to edit per sailing",
            ),
            (
                "think",
                "Option 2. Migration: vessels.deck_lane_metres, vehicle_bookings.length_m (decimal 4,1), presets per vehicle_type, required declared length for livestock_trailer/car_with_trailer/lorry. Sailing#lane_metres_left. Drop vehicle_slots after backfill. foot_passenger_limit: currently a per-sailing column with default 95 -> that's editable per sailing and wrong for Tystie. Should move to vessel. Mention it, ask.",
            ),
            (
                "bash",
                "bin/rails runner 'puts Vessel.pluck(:name, :id).inspect; puts Sailing.where(vessel: Vessel.find_by(name: \"Tystie\")).where.not(foot_passenger_limit: 60).count'",
                '[["Solan", 1], ["Tystie", 2]]\n214',
            ),
            (
                "assistant",
                "Going with lane metres. One thing first: `foot_passenger_limit` is currently a **per-sailing** column defaulting to 95, and 214 Tystie sailings have 95 instead of 60. Want me to move it onto the vessel (95 Solan / 60 Tystie, read-only in admin) as part of this?",
            ),
            (
                "user",
                "yes do that. and dont ship the new form until ive shown it to ian at the harbour",
            ),
            ("edit", "db/migrate/20261207101500_add_lane_metres.rb"),
            ("edit", "db/migrate/20261207101600_move_passenger_limit_to_vessels.rb"),
            ("edit", "app/models/vessel.rb"),
            ("edit", "app/models/sailing.rb"),
            ("edit", "app/models/vehicle_booking.rb"),
            ("edit", "app/views/bookings/_vehicle_fields.html.erb"),
            ("edit", "spec/models/sailing_spec.rb"),
            (
                "bash",
                "bin/rails db:migrate && bundle exec rspec spec/models spec/system/vehicle_booking_spec.rb 2>&1 | tail -2",
                "== 20261207101600 MovePassengerLimitToVessels: migrated (0.0412s) ==\n\n88 examples, 0 failures",
            ),
            (
                "assistant",
                "Done on a branch (`lane-metres`), not deployed:\n\n- `vessels.deck_lane_metres` (Solan 48.0, Tystie 30.0, from the vessel spec sheets in `docs/vessels/`) and `vessels.foot_passenger_limit` (95 / 60), read-only in admin\n- `vehicle_bookings.length_m`: presets per type (car 4.5, van 6.0, motorhome 7.5), **declared** length required for car + trailer, livestock trailer and lorry\n- `Sailing#lane_metres_left` replaces the slot count; the booking form shows metres left and rejects a vehicle that won't fit\n- `sailings.vehicle_slots` and `sailings.foot_passenger_limit` are kept for now and dropped in a later migration once this is live\n\nThe new form is behind the `lane_metres_form` flag so you can show Ian on staging first.",
            ),
            ("user", "perfect thx"),
        ],
        "lessons": [
            {"keys": ["lane metres", "livestock trailers"]},
            {"keys": ["passenger certificate", "Tystie"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh106-skerry-tool-stored-prod-console-and-critical-queue-answer",
        "split": "fresh106",
        "steps": [
            (
                "user",
                "remember this: prod console is kamal app exec -i --reuse 'bin/rails console --sandbox', always with --sandbox unless u actually mean to write data. anyway, the council sends the winter timetable as a csv, can you write a job that imports it into sailings",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "skerry: open a prod Rails console with `kamal app exec -i --reuse 'bin/rails console --sandbox'`; keep `--sandbox` unless you really mean to write data.",
                    "tags": ["skerry", "kamal", "prod-access"],
                },
                '{"id":"5512","action":"stored"}',
                False,
            ),
            (
                "read",
                "tmp/winter_2027.csv",
                "route,vessel,date,depart,notes\nSTV-HLS,Solan,2027-01-05,07:15,\nHLS-STV,Solan,2027-01-05,08:30,\nSTV-FAR,Tystie,2027-01-05,09:00,Tue only\nFAR-STV,Tystie,2027-01-05,10:10,Tue only\n",
            ),
            (
                "read",
                "config/sidekiq.yml",
                ":concurrency: 10\n:queues:\n  - [critical, 6]\n  - [default, 3]\n  - [low, 1]\n",
            ),
            (
                "think",
                "Write TimetableImportJob: parse CSV, find route by code, vessel by name, departs_at in Europe/London, upsert on (route_id, departs_at). Need a queue. Ask which one.",
            ),
            ("edit", "app/jobs/timetable_import_job.rb"),
            ("edit", "spec/jobs/timetable_import_job_spec.rb"),
            (
                "assistant",
                "First pass of `TimetableImportJob` is in:\n\n- parses the council CSV, looks up the route by code and the vessel by name\n- builds `departs_at` in `Europe/London`, so the January dates are GMT and the summer ones BST\n- upserts on `(route_id, departs_at)` so re-importing the same file is a no-op\n- rows it can't match go into an import report instead of failing the whole file\n\nWhich Sidekiq queue should it go on? `config/sidekiq.yml` has `critical`, `default` and `low`.",
            ),
            (
                "user",
                "low. the critical queue is only for stripe webhooks and cancellation texts, nothing else goes on it ever",
            ),
            ("edit", "app/jobs/timetable_import_job.rb"),
            (
                "bash",
                "bundle exec rspec spec/jobs/timetable_import_job_spec.rb 2>&1 | tail -2",
                "7 examples, 0 failures",
            ),
            (
                "assistant",
                'Set `queue_as :low`. Specs cover: a clean import, a re-import (no duplicates), an unknown route code (reported, rest imported) and a date across the clocks change. Run it with `TimetableImportJob.perform_later("winter_2027.csv")` once the file is uploaded to the `imports/` bucket.',
            ),
            ("user", "grand, ill upload it tonight"),
        ],
        "lessons": [
            {"keys": ["critical queue", "stripe webhooks"]},
        ],
        "tool_stored": [["kamal app exec", "--sandbox"]],
    },
    {
        "name": "fresh106-skerry-review-fare-calculator-vat-default-scope-cuprite",
        "split": "fresh106",
        "steps": [
            ("user", "can u review #88 from morag, its the island resident discount"),
            (
                "bash",
                "gh pr diff 88 --name-only",
                "app/models/sailing.rb\napp/services/fare_calculator.rb\nspec/services/fare_calculator_spec.rb\nspec/system/resident_discount_spec.rb",
            ),
            (
                "read",
                "app/services/fare_calculator.rb",
                "class FareCalculator\n  RESIDENT_DISCOUNT = 0.5\n\n  def initialize(booking)\n    @booking = booking\n  end\n\n  def total_pence\n    passenger_pence + vehicle_pence\n  end\n\n  private\n\n  def passenger_pence\n    @booking.passengers.sum do |p|\n      base = @booking.sailing.route.fare_for(p.category)\n      p.island_resident? ? (base * RESIDENT_DISCOUNT).round : base\n    end\n  end\nend\n",
            ),
            (
                "bash",
                "gh pr diff 88 -- app/models/sailing.rb spec/system/resident_discount_spec.rb | grep '^+' | grep -v '^+++'",
                "+  default_scope { order(:departs_at) }\n+  driven_by :selenium, using: :headless_chrome",
            ),
            (
                "think",
                "Discount logic fine, rounding per passenger ok. No VAT line on total; receipts show VAT? Assume standard 20%. default_scope for ordering looks harmless. Selenium driver in a system spec.",
            ),
            (
                "assistant",
                "Review of #88:\n\n1. **VAT**: `total_pence` returns the net fare and there's no VAT anywhere. The receipt needs a VAT line, so the calculator should add 20% VAT on the fare and return `net_pence`, `vat_pence` and `total_pence` separately.\n2. **`default_scope { order(:departs_at) }` on `Sailing`**: sensible tidy-up, most lists want that order anyway.\n3. **Discount rounding**: rounding per passenger is right, it matches what the office does by hand.\n4. Nit: `vehicle_pence` is called but not in the diff; I assume it's on `main` already.\n\nSpecs read well.",
            ),
            (
                "user",
                "mostly no. fares have no vat, passenger transport is zero rated, only the cafe pre-orders get the 20% so dont add anything to the fare. default_scope is banned on every model, the last one hid cancelled sailings from the refunds screen for a week and we paid nobody. and system specs use cuprite not selenium, ci has no chromedriver so morags spec will just hang. put all that in the review pls and approve once shes fixed it",
            ),
            (
                "bash",
                "gh pr review 88 --request-changes --body-file /tmp/review_88.md",
                "- Requested changes to pull request skerry-ferries/booking#88",
            ),
            (
                "assistant",
                "Posted on #88 (changes requested):\n\n- no VAT on fares (zero rated); the calculator stays net = total, VAT only applies to caf\u00e9 pre-orders\n- remove `default_scope` from `Sailing`; use an explicit `Sailing.chronological` scope where the order matters\n- switch the system spec to `driven_by :cuprite`, Selenium can't run on CI\n\nI dropped my VAT point, it was wrong. I'll approve when she pushes the changes.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [
            {"keys": ["zero rated", "vat"], "not": ["add 20% VAT on the fare"]},
            {"keys": ["default_scope", "refunds screen"]},
            {"keys": ["cuprite", "chromedriver"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh106-skerry-boarding-pass-check-in-30-minutes-correction",
        "split": "fresh106",
        "steps": [
            (
                "user",
                "can u add the check-in cutoff to the boarding pass email, under the departure time. people keep turning up late",
            ),
            (
                "bash",
                'grep -rni "check in\\|check-in" app/views/ config/locales/ | head -5',
                'app/views/pages/faq.html.erb:23:  <p>Vehicles must check in at the pier no later than 20 minutes before departure.</p>\nconfig/locales/en.yml:88:    check_in_help: "Please have your booking reference ready at check-in."',
            ),
            (
                "read",
                "app/views/booking_mailer/boarding_pass.html.erb",
                '<h1><%= @booking.sailing.route.name %></h1>\n<p><strong><%= l(@booking.sailing.departs_at, format: :sailing) %></strong></p>\n<p>Vessel: <%= @booking.sailing.vessel.name %></p>\n<%= image_tag attachments["qr.png"].url %>\n',
            ),
            (
                "think",
                "FAQ says 20 minutes. Use that, put it in the locale file as check_in_cutoff with a minutes interpolation.",
            ),
            ("edit", "app/views/booking_mailer/boarding_pass.html.erb"),
            ("edit", "config/locales/en.yml"),
            (
                "bash",
                "bundle exec rspec spec/mailers/booking_mailer_spec.rb 2>&1 | tail -2",
                "9 examples, 0 failures",
            ),
            (
                "assistant",
                "Added under the departure time in the boarding pass email:\n\n> **Check-in closes 20 minutes before departure.**\n\nThe wording is in `config/locales/en.yml` (`boarding_pass.check_in_cutoff`), with the minutes taken from the FAQ page. Mailer specs pass; preview at `/rails/mailers/booking_mailer/boarding_pass`.",
            ),
            (
                "user",
                "looks good. can the vessel name be bold as well. oh and check-in closes 30 minutes before departure for vehicles now, not 20, it changed when they rebuilt the linkspan last summer. the faq is just out of date, fix that too",
            ),
            ("edit", "app/views/booking_mailer/boarding_pass.html.erb"),
            ("edit", "config/locales/en.yml"),
            ("edit", "app/views/pages/faq.html.erb"),
            (
                "bash",
                "bundle exec rspec spec/mailers/booking_mailer_spec.rb spec/system/faq_spec.rb 2>&1 | tail -2",
                "11 examples, 0 failures",
            ),
            (
                "assistant",
                "Updated:\n\n- boarding pass: vessel name in bold, and the line now reads **Check-in closes 30 minutes before departure for vehicles.**\n- the minutes live in one place, `Skerry::CHECK_IN_CUTOFF_MINUTES = 30` in `config/initializers/skerry.rb`, used by both the email and the FAQ page\n- FAQ updated to 30 minutes\n\nSpecs pass.",
            ),
            ("user", "nice one"),
        ],
        "lessons": [
            {"keys": ["check-in", "30 minutes"], "not": ["20 minutes before departure"]},
        ],
        "tool_stored": [],
    },
]
