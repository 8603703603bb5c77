"""The "fresh96" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH96: list[dict[str, Any]] = [
    # --- "shelfwise": Shelfwise, the stock system of Hollybrook Veterinary Pharmacies' 14 branches (Rails 7.1 with Hotwire: Turbo and Stimulus through importmap, PostgreSQL, Sidekiq + Redis with sidekiq-cron, RSpec with Capybara/Cuprite system specs, deployed with Kamal; includes the controlled drugs register) ---
    {
        "name": "fresh96-shelfwise-chitchat-stimulus-values-and-typo",
        "split": "fresh96",
        "steps": [
            (
                "user",
                "whats the point of static values in stimulus vs just reading the data attributes myself",
            ),
            (
                "assistant",
                'Mostly type conversion and change callbacks:\n\n- `static values = { threshold: Number }` reads `data-stock-threshold-value="20"` and hands you `this.thresholdValue` as a **number**, with a default if the attribute is missing; `this.element.dataset.threshold` is always a string\n- you get `thresholdValueChanged()` for free: Stimulus calls it whenever the attribute changes, e.g. when a Turbo Stream replaces it, so you don\'t need your own MutationObserver\n- writing `this.thresholdValue = 30` updates the attribute, so the DOM stays the source of truth\n\nReading `dataset` yourself is fine for a one-off string you read once in `connect()`.',
            ),
            ("user", "k. goods-in page says 'Recieved by', fix pls"),
            (
                "bash",
                'grep -rn "Recieved" app/views config/locales',
                'config/locales/en.yml:88:      received_by: "Recieved by"',
            ),
            ("edit", "config/locales/en.yml"),
            (
                "assistant",
                'Fixed the typo in `config/locales/en.yml` (`goods_in.received_by` now reads "Received by"); it was the only occurrence.',
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh96-shelfwise-incident-double-dispense-enter-key",
        "split": "fresh96",
        "steps": [
            (
                "user",
                "harrow road says ketamine on hand dropped by 10ml when they dispensed 5ml. second time this week. its a controlled drug so the balance not matching the register is a big deal, need this sorted today",
            ),
            (
                "bash",
                'kamal app logs --since 3d 2>&1 | grep -A1 "POST \\"/dispensations\\"" | grep -E "Started|Parameters" | tail -4',
                'Started POST "/dispensations" for 10.20.4.17 at 2026-12-06 11:42:08.311 +0000\nParameters: {"dispensation"=>{"branch_product_id"=>"8812", "quantity_ml"=>"5", "batch"=>"KT24-0931"}}\nStarted POST "/dispensations" for 10.20.4.17 at 2026-12-06 11:42:08.349 +0000\nParameters: {"dispensation"=>{"branch_product_id"=>"8812", "quantity_ml"=>"5", "batch"=>"KT24-0931"}}',
            ),
            (
                "read",
                "app/javascript/controllers/dispense_controller.js",
                'import { Controller } from "@hotwired/stimulus"\n\nexport default class extends Controller {\n  static targets = ["batch", "quantity"]\n\n  // the scanner types the batch and sends Enter, jump to quantity or submit\n  keydown(event) {\n    if (event.key !== "Enter") return\n    if (event.target === this.batchTarget) {\n      this.quantityTarget.focus()\n    } else {\n      this.element.requestSubmit()\n    }\n  }\n}\n',
            ),
            (
                "read",
                "app/views/dispensations/_form.html.erb",
                '<%= form_with model: dispensation, data: { controller: "dispense", action: "keydown->dispense#keydown" } do |f| %>\n  <%= f.text_field :batch, data: { dispense_target: "batch" } %>\n  <%= f.number_field :quantity_ml, data: { dispense_target: "quantity" } %>\n  <%= f.submit "Dispense" %>\n<% end %>\n',
            ),
            (
                "think",
                "Two identical POSTs 38 ms apart from the same IP. Enter in the quantity field: keydown handler calls requestSubmit(), but the keydown isn't prevented, so the browser's implicit submission on Enter also submits. Two requests, two decrements. Also the batch Enter: focus moves but default not prevented -> implicit submit too? The batch Enter would submit with empty quantity, validation fails, so harmless. Fix: preventDefault on Enter; plus a server-side guard: a client_token generated per form render, unique index, so a duplicate POST is a no-op.",
            ),
            (
                "assistant",
                "Found it. The two POSTs above are 38 ms apart with identical params.\n\nCause: `dispense_controller.js` handles Enter in the quantity field by calling `this.element.requestSubmit()`, but it never calls `event.preventDefault()`, so the browser's own Enter-submits-the-form still happens too. One Enter = two `POST /dispensations` = stock decremented twice. It only bites when someone presses Enter instead of clicking Dispense, which is why it's intermittent.\n\nFix:\n1. `event.preventDefault()` on Enter in `dispense_controller.js`, so only one submit happens\n2. a server-side guard: the form gets a hidden `client_token` (a UUID made when the form renders), `dispensations.client_token` gets a unique index, and `DispensationsController#create` returns the existing dispensation when the token was already used, so any double submit (double click, retry on bad wifi) is a no-op\n3. a system spec pressing Enter in the quantity field\n\nI can also add correcting entries for the two Harrow Road double dispenses. Go?",
            ),
            (
                "user",
                "1-3 yes. leave the register alone, i'll sort the harrow road entries with their pharmacist",
            ),
            ("edit", "app/javascript/controllers/dispense_controller.js"),
            ("edit", "app/views/dispensations/_form.html.erb"),
            ("edit", "db/migrate/20261207101500_add_client_token_to_dispensations.rb"),
            ("edit", "app/controllers/dispensations_controller.rb"),
            ("edit", "spec/system/dispensing_spec.rb"),
            ("edit", "spec/requests/dispensations_spec.rb"),
            (
                "bash",
                "bin/rails db:migrate && bin/rspec spec/system/dispensing_spec.rb spec/requests/dispensations_spec.rb 2>&1 | tail -3",
                "== 20261207101500 AddClientTokenToDispensations: migrated (0.0412s) ==\n\nFinished in 9.84 seconds (files took 2.1 seconds to load)\n14 examples, 0 failures",
            ),
            (
                "assistant",
                "Done:\n\n- `dispense_controller.js` now calls `event.preventDefault()` on Enter, so pressing Enter submits once\n- dispensations carry a `client_token` with a unique index; a repeated POST with the same token returns the first dispensation and doesn't touch stock\n- new system spec (Enter in the quantity field dispenses 5 ml once) and request spec (same token twice = one dispensation); 14 examples pass\n\nRegister entries untouched.",
            ),
            ("user", "nice, shipping"),
        ],
        "lessons": [
            {"keys": ["dispense_controller", "client_token"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh96-shelfwise-decision-handheld-scanners-goods-in",
        "split": "fresh96",
        "steps": [
            (
                "user",
                "want barcode scanning on goods-in so staff stop typing batch numbers and expiry dates by hand. the boxes have the gs1 datamatrix. how would you do it",
            ),
            (
                "bash",
                "grep -n pin config/importmap.rb && ls app/javascript/controllers | wc -l",
                'pin "application"\npin "@hotwired/turbo-rails", to: "turbo.min.js"\npin "@hotwired/stimulus", to: "stimulus.min.js"\npin "@hotwired/stimulus-loading", to: "stimulus-loading.js"\npin_all_from "app/javascript/controllers", under: "controllers"\n61',
            ),
            (
                "assistant",
                "The GS1 DataMatrix carries the GTIN (AI 01), expiry (AI 17) and batch (AI 10), so one scan can fill all three fields. Options:\n\n1. **Camera, BarcodeDetector API**: a Stimulus `scanner_controller` opens the camera and decodes with the browser's built-in `BarcodeDetector`. No dependency, no hardware.\n2. **Camera, zxing-js**: same, but decoding with `@zxing/browser` pinned through importmap; works in every browser, adds ~400 KB.\n3. **Handheld scanners**: a USB or Bluetooth scanner types the scan into the focused field followed by Enter; a small Stimulus controller catches it and the server parses the GS1 string.\n\nI'd go with 1: nothing to buy and nothing to install.",
            ),
            (
                "user",
                "the handheld scanners. every till already has a zebra DS2208 and goods-in benches can share them, and BarcodeDetector doesnt exist in safari or firefox, half the branches run the counters on ipads",
            ),
            (
                "bash",
                "bin/rails g stimulus gs1_scan 2>&1 | tail -1",
                "      create  app/javascript/controllers/gs1_scan_controller.js",
            ),
            ("edit", "app/javascript/controllers/gs1_scan_controller.js"),
            ("edit", "app/models/gs1/element_string.rb"),
            ("edit", "app/controllers/goods_in/scans_controller.rb"),
            ("edit", "app/views/goods_in/_line_form.html.erb"),
            ("edit", "spec/models/gs1/element_string_spec.rb"),
            ("edit", "spec/system/goods_in_scanning_spec.rb"),
            (
                "bash",
                "bin/rspec spec/models/gs1 spec/system/goods_in_scanning_spec.rb 2>&1 | tail -2",
                "Finished in 6.02 seconds (files took 2.0 seconds to load)\n11 examples, 0 failures",
            ),
            (
                "assistant",
                "Goods-in now takes scans from the DS2208s:\n\n- `gs1_scan_controller.js` listens on the scan field; on Enter it prevents the default submit and posts the raw string to `GoodsIn::ScansController`\n- `Gs1::ElementString` parses AI 01 / 17 / 10 (with or without the GS separator) and the response fills product, expiry and batch through a Turbo Stream\n- an unknown GTIN shows an inline error instead of clearing the line\n\nSpecs pass (11). If the scanners are set to send Tab instead of Enter, the controller would need a second trigger; the factory default is Enter.",
            ),
        ],
        "lessons": [
            {"keys": ["DS2208", "Safari"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh96-shelfwise-tool-stored-seed-and-reports-queue",
        "split": "fresh96",
        "steps": [
            (
                "user",
                "save this somewhere, i keep forgetting: for a realistic local db run bin/rails db:seed:replant SEED=branches, it loads all 14 branches and ~3k products from db/seeds/branches.yml. then add a nightly job that emails each branch manager the list of batches expiring in the next 30 days",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "shelfwise: for a realistic local database run `bin/rails db:seed:replant SEED=branches`; it loads all 14 branches and ~3k products from db/seeds/branches.yml.",
                    "tags": ["shelfwise", "rails", "seeds"],
                },
                '{"id":"4418","action":"stored"}',
                False,
            ),
            (
                "read",
                "config/schedule.yml",
                'stock_snapshot:\n  cron: "0 2 * * * Etc/UTC"\n  class: "StockSnapshotJob"\n  queue: default\nreorder_suggestions:\n  cron: "30 2 * * * Etc/UTC"\n  class: "ReorderSuggestionsJob"\n  queue: default\n',
            ),
            (
                "bash",
                "cat config/sidekiq.yml && grep -n sidekiq config/deploy.yml",
                ":concurrency: 10\n:queues:\n  - critical\n  - default\n  - mailers\n  - reports\n14:  sidekiq:\n15:    cmd: bundle exec sidekiq -q critical -q default -q mailers\n19:  sidekiq-reports:\n20:    cmd: bundle exec sidekiq -q reports -c 3",
            ),
            (
                "assistant",
                "Saved the seed command.\n\nFor the expiry email: the two existing cron jobs run at 02:00/02:30 UTC on `default`. I see a `reports` queue too, but only the `sidekiq-reports` role in `config/deploy.yml` works it. Which queue should `ExpiringBatchesDigestJob` use, and when should it run?",
            ),
            (
                "user",
                "reports. anything that runs the big stock queries goes on the reports queue, thats why it has its own box (sidekiq-reports), so they dont slow down dispensing on the main workers. 05:30 london time, managers want it in the inbox before opening",
            ),
            ("edit", "app/jobs/expiring_batches_digest_job.rb"),
            ("edit", "app/mailers/branch_manager_mailer.rb"),
            ("edit", "app/views/branch_manager_mailer/expiring_batches.html.erb"),
            ("edit", "config/schedule.yml"),
            ("edit", "spec/jobs/expiring_batches_digest_job_spec.rb"),
            (
                "bash",
                "bin/rspec spec/jobs/expiring_batches_digest_job_spec.rb spec/mailers 2>&1 | tail -2",
                "Finished in 1.37 seconds (files took 2.0 seconds to load)\n7 examples, 0 failures",
            ),
            (
                "assistant",
                "Added `ExpiringBatchesDigestJob`:\n\n- runs at `30 5 * * * Europe/London` on the `reports` queue\n- one email per branch to its manager listing batches expiring within 30 days, soonest first, with on-hand quantity; branches with nothing expiring get no email\n- specs pass (7)",
            ),
        ],
        "lessons": [
            {"keys": ["sidekiq-reports", "queue"]},
        ],
        "tool_stored": [["db:seed:replant", "SEED=branches"]],
    },
    {
        "name": "fresh96-shelfwise-pr-review-cd-register-rules-and-tenant",
        "split": "fresh96",
        "steps": [
            ("user", "look over feat/cd-register-edit before i merge"),
            (
                "bash",
                "git diff --stat main...feat/cd-register-edit",
                " app/controllers/controlled_drug_entries_controller.rb | 38 ++++++++++\n app/models/cd_witness.rb                              | 12 +++\n app/views/controlled_drug_entries/edit.html.erb       | 27 +++++++\n config/routes.rb                                      |  2 +-\n 4 files changed, 78 insertions(+), 1 deletion(-)",
            ),
            (
                "read",
                "app/controllers/controlled_drug_entries_controller.rb",
                "class ControlledDrugEntriesController < ApplicationController\n  def create\n    @entry = ControlledDrugEntry.create!(entry_params.merge(branch: Current.branch))\n    redirect_to register_path(@entry.drug)\n  end\n\n  def update\n    @entry = ControlledDrugEntry.find(params[:id])\n    @entry.update!(entry_params)\n    redirect_to register_path(@entry.drug)\n  end\n\n  def destroy\n    ControlledDrugEntry.find(params[:id]).destroy!\n    redirect_to registers_path\n  end\nend\n",
            ),
            (
                "read",
                "app/models/cd_witness.rb",
                "class CdWitness < ApplicationRecord\n  belongs_to :controlled_drug_entry\n  belongs_to :user\n  validates :signed_at, presence: true\nend\n",
            ),
            (
                "assistant",
                "Notes:\n\n1. The PR adds `update` and `destroy` for register entries, so an entry can be changed or removed after the fact with no trace.\n2. `create` writes with `ControlledDrugEntry.create!` directly, so the running balance isn't recalculated and two pharmacists recording at once could both read the same balance.\n3. `CdWitness` looks fine: branch scoping is handled by the default_scope on ApplicationRecord, so a witness can't be read from another branch.\n\n1 is the one I'd block on.",
            ),
            (
                "user",
                "agree on 1, and make these the rules for the register from now on: entries are never edited or deleted, its a legal record. a mistake gets a new correcting entry with corrects_entry_id pointing at the wrong one, so drop update and destroy and add a 'correct' action that does that. every register write goes through CdRegister.record!, never ControlledDrugEntry.create! directly, record! takes the row lock on the drug's balance and writes the running balance. oh and 3 isnt right, theres no default_scope anymore, we ripped it out last year. branch-owned models use acts_as_tenant :branch, the tenant is set from Current.branch in ApplicationController, so CdWitness needs that line too",
            ),
            ("edit", "app/controllers/controlled_drug_entries_controller.rb"),
            ("edit", "config/routes.rb"),
            ("edit", "app/views/controlled_drug_entries/edit.html.erb"),
            ("edit", "app/views/controlled_drug_entries/correct.html.erb"),
            ("edit", "app/models/cd_witness.rb"),
            ("edit", "spec/requests/controlled_drug_entries_spec.rb"),
            (
                "bash",
                "bin/rspec spec/requests/controlled_drug_entries_spec.rb spec/models/cd_register_spec.rb 2>&1 | tail -2",
                "Finished in 3.44 seconds (files took 2.1 seconds to load)\n16 examples, 0 failures",
            ),
            (
                "assistant",
                "Updated feat/cd-register-edit:\n\n- `update` and `destroy` are gone (routes too); the edit page became `correct`, which records a new entry with `corrects_entry_id` set to the wrong one\n- `create` and `correct` both go through `CdRegister.record!`\n- `CdWitness` has `acts_as_tenant :branch`\n- request specs check that PATCH/DELETE on an entry are routing errors and that a correction leaves the original untouched; 16 examples pass",
            ),
            ("user", "good, merging"),
        ],
        "lessons": [
            {"keys": ["register", "corrects_entry_id"]},
            {"keys": ["CdRegister.record!", "ControlledDrugEntry"]},
            {
                "keys": ["acts_as_tenant", "Current.branch"],
                "not": ["handled by the default_scope on ApplicationRecord"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh96-shelfwise-reorder-par-level-correction",
        "split": "fresh96",
        "steps": [
            ("user", "reorder suggestions page should show anything under its min level in red"),
            (
                "read",
                "db/schema.rb",
                '  create_table "branch_products", force: :cascade do |t|\n    t.bigint "branch_id", null: false\n    t.bigint "product_id", null: false\n    t.integer "on_hand", default: 0, null: false\n    t.integer "par_level"\n  end\n\n  create_table "products", force: :cascade do |t|\n    t.string "name", null: false\n    t.string "gtin"\n    t.integer "min_stock", default: 0, null: false\n  end\n',
            ),
            (
                "assistant",
                "Plan: the min level is products.min_stock, so in `ReorderCalculator` I'll mark a line `below_min` when the branch's `on_hand` is under `products.min_stock`, and add a small Stimulus `highlight` controller that puts the red class on those rows. OK?",
            ),
            ("user", "sure"),
            ("edit", "app/services/reorder_calculator.rb"),
            (
                "user",
                "hang on, min_stock on products is the old global number, nothing reads it anymore. min levels are per branch now: branch_products.par_level, each manager sets their own (harrow road keeps way more ketamine than the small branches). use that and treat a nil par_level as no minimum. and dont add a stimulus controller just to toggle a css class, do that in the view with class_names, we have 61 controllers already and half of them are like that",
            ),
            ("edit", "app/services/reorder_calculator.rb"),
            ("edit", "app/views/reorder_suggestions/_line.html.erb"),
            ("edit", "spec/services/reorder_calculator_spec.rb"),
            (
                "bash",
                "bin/rspec spec/services/reorder_calculator_spec.rb spec/system/reorder_suggestions_spec.rb 2>&1 | tail -2",
                "Finished in 4.12 seconds (files took 2.0 seconds to load)\n9 examples, 0 failures",
            ),
            (
                "assistant",
                'Switched it:\n\n- `ReorderCalculator` compares `on_hand` with `branch_products.par_level`; a nil `par_level` means no minimum, so those lines are never red\n- `_line.html.erb` adds the red class with `class_names("reorder-line", "reorder-line--below-min": line.below_min?)`, no Stimulus controller\n- specs cover a branch with its own par level and a nil one; 9 examples pass',
            ),
        ],
        "lessons": [
            {
                "keys": ["par_level", "branch_products"],
                "not": ["the min level is products.min_stock"],
            },
            {"keys": ["Stimulus controller", "class_names"]},
        ],
        "tool_stored": [],
    },
]
