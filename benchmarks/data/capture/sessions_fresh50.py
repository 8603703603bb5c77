"""The "fresh50" capture sessions: written in session 26 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH50: list[dict[str, Any]] = [
    # --- "lensloop": marketplace for used camera gear (Rails 7.2, Stripe Connect Express, Sidekiq, Elasticsearch) ---
    {
        "name": "fresh50-lensloop-stripe-transfer-source-transaction",
        "split": "fresh50",
        "steps": [
            (
                "user",
                "seller payouts failing since tuesday, sentry is full of Stripe::InvalidRequestError from PayoutSellerJob. buyers get charged fine, its only the payout side. can u look",
            ),
            (
                "bash",
                "grep -h 'PayoutSellerJob' log/sidekiq.log | grep -i error | tail -4",
                "2026-12-04T09:12:44.118Z pid=11 tid=1nq3 class=PayoutSellerJob jid=4b1e0c9a7f2d elapsed=0.412 ERROR: Stripe::InvalidRequestError: You have insufficient available funds in your Stripe account. (Status 400) (Request req_Qm3kVt1x8aLp2e) (code: balance_insufficient)\n2026-12-04T09:31:02.560Z pid=11 tid=1nrb class=PayoutSellerJob jid=a90f33d18e6b elapsed=0.388 ERROR: Stripe::InvalidRequestError: You have insufficient available funds in your Stripe account. (Status 400) (Request req_Wd8sPq0nE4yR7c) (code: balance_insufficient)\n2026-12-04T10:02:17.904Z pid=12 tid=1nv0 class=PayoutSellerJob jid=e1c7a2905bd4 elapsed=0.401 ERROR: Stripe::InvalidRequestError: You have insufficient available funds in your Stripe account. (Status 400) (Request req_Lx2uHc9oT6gN1b) (code: balance_insufficient)\n2026-12-04T10:40:55.231Z pid=11 tid=1nyy class=PayoutSellerJob jid=77d0b4e3c1af elapsed=0.395 ERROR: Stripe::InvalidRequestError: You have insufficient available funds in your Stripe account. (Status 400) (Request req_Zr5yKe3mB0vF9d) (code: balance_insufficient)",
            ),
            (
                "read",
                "app/jobs/payout_seller_job.rb",
                'class PayoutSellerJob\n  include Sidekiq::Job\n  sidekiq_options queue: :payments, retry: 5\n\n  def perform(order_id)\n    order = Order.find(order_id)\n    return if order.transfer_id.present?\n\n    transfer = Stripe::Transfer.create(\n      amount: order.seller_net_cents,\n      currency: "usd",\n      destination: order.seller.stripe_account_id,\n      transfer_group: "order_#{order.id}",\n    )\n    order.update!(transfer_id: transfer.id, paid_out_at: Time.current)\n  end\nend\n',
            ),
            (
                "assistant",
                "All failures are `balance_insufficient` on `Stripe::Transfer.create`. First guess: the platform balance might be sitting in a different currency (we had some CAD listings in the beta), so the USD balance is empty. Let me check the balance.",
            ),
            (
                "bash",
                'bin/rails runner \'b = Stripe::Balance.retrieve; puts "available: #{b.available.map { |x| [x.currency, x.amount] }.inspect}"; puts "pending:   #{b.pending.map { |x| [x.currency, x.amount] }.inspect}"\'',
                'available: [["usd", 120433]]\npending:   [["usd", 4891210]]',
            ),
            (
                "bash",
                "git log --oneline --since=2026-11-28 -- app/jobs app/services/checkout",
                "c81f2e0 feat(payouts): trusted sellers get paid on delivery confirmation, skip inspection hold\n9a0d3b4 chore: bump stripe gem 13.1 -> 13.2\n5e77c19 fix(checkout): tax rounding for NY",
            ),
            (
                "read",
                "app/services/checkout/confirm_delivery.rb",
                "module Checkout\n  class ConfirmDelivery\n    def call(order)\n      order.update!(delivered_at: Time.current)\n      if order.seller.trusted?\n        PayoutSellerJob.perform_async(order.id)\n      else\n        PayoutSellerJob.perform_at(order.inspection_ends_at, order.id)\n      end\n    end\n  end\nend\n",
            ),
            (
                "think",
                "Not a currency issue, everything is USD. Available is only $1,204.33, pending is $48,912.10. Before c81f2e0 every payout waited for the inspection window, by which time the card funds had settled into available. Now trusted sellers get paid right at delivery, which for local pickups and fast shipping can be 1-2 days after the charge, before the funds are available. Transfer without source_transaction draws from the available balance, so it fails. With source_transaction set to the charge, Stripe creates the transfer right away and it settles when that charge's funds become available.",
            ),
            (
                "assistant",
                "Not a currency problem: the balance is all USD, but only **$1,204.33 available** vs **$48,912.10 pending**.\n\nCause: `c81f2e0` made trusted sellers get paid as soon as delivery is confirmed instead of after the inspection hold. Card funds take a couple of business days to move from pending to available, and `Stripe::Transfer.create` without a `source_transaction` draws from the *available* balance. Orders delivered quickly (local pickup, overnight shipping) now trigger a transfer before their charge has settled, so Stripe rejects it with `balance_insufficient`. Before that commit the inspection hold hid this.\n\nFix: pass `source_transaction: order.stripe_charge_id`. The transfer is then tied to that charge: Stripe accepts it immediately and moves the money when the charge's funds become available, whatever the rest of the balance looks like.",
            ),
            (
                "user",
                "makes sense. do it, and from now on every Transfer to a seller gets source_transaction, no exceptions, refunds/partial payouts included. then retry the dead ones",
            ),
            ("edit", "app/jobs/payout_seller_job.rb"),
            ("edit", "app/services/payouts/partial_payout.rb"),
            ("edit", "spec/jobs/payout_seller_job_spec.rb"),
            (
                "bash",
                "bundle exec rspec spec/jobs/payout_seller_job_spec.rb spec/services/payouts",
                "Randomized with seed 40712\n.........\n\nFinished in 1.84 seconds (files took 3.21 seconds to load)\n9 examples, 0 failures",
            ),
            (
                "bash",
                "bin/rails runner 'ds = Sidekiq::DeadSet.new; jobs = ds.select { |j| j.klass == \"PayoutSellerJob\" }; puts jobs.size; jobs.each(&:retry)'",
                "37",
            ),
            (
                "bash",
                "sleep 30; bin/rails runner 'puts Order.where(\"delivered_at > ?\", 4.days.ago).where(transfer_id: nil).joins(:seller).merge(Seller.trusted).count'",
                "0",
            ),
            (
                "assistant",
                "Done. `PayoutSellerJob` and `Payouts::PartialPayout` both pass `source_transaction: order.stripe_charge_id` now, and the spec asserts it's set on every `Stripe::Transfer.create` call. I retried the 37 dead `PayoutSellerJob`s and all went through: no trusted-seller order delivered in the last 4 days is missing a transfer. Those transfers will show as pending on the sellers' side until the charges settle.",
            ),
            ("user", "nice, ty"),
        ],
        "lessons": [{"keys": ["source_transaction", "transfer"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh50-lensloop-search-alias-rollover-version-correction",
        "split": "fresh50",
        "steps": [
            (
                "user",
                "need lens mount as a search filter (sony e, nikon z, canon rf, fuji x, m43...). listings already have mount_id in pg, just not in the index",
            ),
            (
                "read",
                "app/models/concerns/searchable_listing.rb",
                'module SearchableListing\n  extend ActiveSupport::Concern\n\n  included do\n    include Elasticsearch::Model\n    index_name "listings"\n\n    settings index: { number_of_shards: 3 } do\n      mappings dynamic: false do\n        indexes :title, type: :text, analyzer: :english\n        indexes :brand, type: :keyword\n        indexes :category, type: :keyword\n        indexes :condition, type: :keyword\n        indexes :price_cents, type: :integer\n        indexes :location, type: :geo_point\n        indexes :published_at, type: :date\n      end\n    end\n  end\n\n  def as_indexed_json(_opts = {})\n    { title:, brand: brand.slug, category: category.slug, condition:, price_cents:,\n      location: { lat: seller.lat, lon: seller.lng }, published_at: }\n  end\nend\n',
            ),
            (
                "bash",
                "grep -E '^    elasticsearch' Gemfile.lock",
                "    elasticsearch (7.10.1)\n    elasticsearch-api (7.10.1)\n    elasticsearch-model (7.2.1)\n    elasticsearch-rails (7.2.1)\n    elasticsearch-transport (7.10.1)",
            ),
            (
                "assistant",
                'We\'re on Elasticsearch 7.10 (per `Gemfile.lock`). Plan:\n1. add `indexes :mount, type: :keyword` to the mapping and `mount: mount&.slug` to `as_indexed_json`\n2. push the new field to the live index with `Listing.__elasticsearch__.client.indices.put_mapping(index: "listings", body: {...})` (adding a field is allowed on an existing index)\n3. backfill with `Listing.import`\n4. add the `mount` terms filter + aggregation to `ListingSearch`',
            ),
            (
                "user",
                "no put_mapping on prod pls. `listings` is an alias, live index is listings_v7. any mapping change = new index via `bin/rails search:rollover`, it builds listings_v8 with the new mapping, bulk imports, swaps the alias atomically and keeps v7 around for rollback. also the cluster is 8.11 on elastic cloud, that 7.10 gem is just old and talks to it in compat mode (bump is in the backlog, dont do it now)",
            ),
            (
                "bash",
                'curl -s -u "$ES_USER:$ES_PASS" "$ES_URL" | jq -r .version.number; curl -s -u "$ES_USER:$ES_PASS" "$ES_URL/_alias/listings" | jq -c \'keys\'',
                '8.11.3\n["listings_v7"]',
            ),
            (
                "read",
                "lib/tasks/search.rake",
                'namespace :search do\n  desc "Build a new listings index with the current mapping, import, swap the alias"\n  task rollover: :environment do\n    Search::Rollover.new(Listing, alias_name: "listings").call\n  end\nend\n',
            ),
            ("edit", "app/models/concerns/searchable_listing.rb"),
            ("edit", "app/searches/listing_search.rb"),
            ("edit", "spec/searches/listing_search_spec.rb"),
            (
                "bash",
                "bundle exec rspec spec/searches",
                "Randomized with seed 18830\n..............\n\nFinished in 6.02 seconds (files took 3.40 seconds to load)\n14 examples, 0 failures",
            ),
            (
                "bash",
                "RAILS_ENV=staging bin/rails search:rollover",
                "[rollover] creating listings_v8 (mapping sha 3f1c9e2)\n[rollover] importing Listing in batches of 1000\n[rollover] 412,608 docs imported, 0 errors (3m41s)\n[rollover] doc count check: listings_v7=412,577 listings_v8=412,608 (+31 new since start)\n[rollover] alias listings: listings_v7 -> listings_v8\n[rollover] kept listings_v7 for rollback",
            ),
            (
                "assistant",
                'Staging is on `listings_v8` with the `mount` keyword field. The `ListingSearch` filter takes `mount: ["sony-e", "nikon-z"]` and there\'s a `mounts` terms aggregation for the facet counts. I didn\'t touch prod; `bin/rails search:rollover` there after deploy, and `listings_v7` stays for rollback.',
            ),
            ("user", "cool, I'll run it in prod tonight after the deploy"),
        ],
        "lessons": [
            {"keys": ["search:rollover", "alias"]},
            {"keys": ["8.11", "compat"], "not": ["We're on Elasticsearch 7.10"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh50-lensloop-decision-imgproxy",
        "split": "fresh50",
        "steps": [
            (
                "user",
                "listing page is slow again, LCP 4s+ on mobile in the CrUX dashboard. we serve the original uploads through active storage redirect and some are 24MP jpegs straight off the camera lol. what are the options",
            ),
            (
                "bash",
                "bin/rails runner 'q = ActiveStorage::Blob.where(content_type: \"image/jpeg\"); puts q.count; puts (q.average(:byte_size) / 1.megabyte).round(1); puts (q.maximum(:byte_size) / 1.megabyte).round(1)'",
                "1863402\n7.9\n38.4",
            ),
            (
                "read",
                "app/views/listings/_gallery.html.erb",
                '<div class="gallery" data-controller="gallery">\n  <% listing.photos.each_with_index do |photo, i| %>\n    <%= image_tag url_for(photo), alt: listing.title, loading: (i.zero? ? "eager" : "lazy"), class: "gallery__img" %>\n  <% end %>\n</div>\n',
            ),
            (
                "assistant",
                "1.86M JPEGs, **7.9 MB on average**, and the gallery sends the original to a phone. Options:\n\n1. **Active Storage variants on the fly**: `photo.variant(resize_to_limit: [1600, 1600], format: :webp)`. Processed by libvips on the first request for each size, inside the web process, then cached in S3.\n2. **Preprocessed named variants**: `has_many_attached :photos { |a| a.variant :card, ..., preprocessed: true }` (Rails 7.1+), generated by a job after upload. The 1.86M existing blobs would need a backfill.\n3. **imgproxy** as a separate service reading straight from S3, behind CloudFront. Rails only builds signed URLs (`/rs:fit:800:0/...`); resizing and WebP/AVIF happen in imgproxy and get cached at the edge.\n\nFor a quick win, (1) is a two-line change.",
            ),
            (
                "user",
                "imgproxy. we tried on-the-fly variants in 2024 and first-request processing tied up puma threads during the black friday sale, site went down for 20 min. and preprocessing every size for 1.8M blobs is a huge backfill plus the S3 bill for all the variants. imgproxy + cloudfront, key/salt go in credentials",
            ),
            ("edit", "config/credentials/production.yml.enc"),
            ("edit", "app/helpers/photo_helper.rb"),
            ("edit", "app/views/listings/_gallery.html.erb"),
            ("edit", "app/views/listings/_card.html.erb"),
            ("edit", "spec/helpers/photo_helper_spec.rb"),
            ("edit", "deploy/terraform/imgproxy.tf"),
            (
                "bash",
                "bundle exec rspec spec/helpers/photo_helper_spec.rb spec/requests/listings_spec.rb",
                "Randomized with seed 2291\n...........\n\nFinished in 2.77 seconds (files took 3.18 seconds to load)\n11 examples, 0 failures",
            ),
            (
                "bash",
                "curl -s -o /dev/null -w '%{http_code} %{content_type} %{size_download}\\n' -H 'Accept: image/avif,image/webp' \"$(bin/rails runner -e staging 'include PhotoHelper; puts listing_photo_url(Listing.find(88412).photos.first, width: 800)')\"",
                "200 image/avif 61240",
            ),
            (
                "assistant",
                "Wired up:\n- `listing_photo_url(photo, width:)` builds a signed imgproxy URL (`rs:fit:<width>:0`, `s3://` source, key/salt from `Rails.application.credentials.imgproxy`), pointing at the CloudFront domain\n- gallery uses `srcset` with 480/800/1200/1600 widths, cards use 400/800\n- `imgproxy.tf` runs imgproxy on ECS with read-only access to the uploads bucket, CloudFront in front, `IMGPROXY_ENABLE_AVIF_DETECTION=true`\n\nOn staging, an 11.2 MB original comes back as a 61 KB AVIF at 800px. Originals are untouched in S3.",
            ),
            ("user", "ship it to staging properly, I'll watch LCP over the weekend"),
        ],
        "lessons": [{"keys": ["imgproxy", "puma"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh50-lensloop-inspection-window-tool-stored-enum-strings",
        "split": "fresh50",
        "steps": [
            (
                "user",
                "support q: buyer wants to return a lens as 'not as described' 9 days after delivery. what's our window in code, not what the FAQ says",
            ),
            (
                "read",
                "app/models/return_request.rb",
                "class ReturnRequest < ApplicationRecord\n  INSPECTION_WINDOW = 3.days\n\n  belongs_to :order\n  validate :within_inspection_window, on: :create\n\n  private\n\n  def within_inspection_window\n    delivered = order.carrier_delivered_at || order.delivered_at\n    return if delivered && Time.current <= delivered + INSPECTION_WINDOW\n\n    errors.add(:base, :inspection_window_closed)\n  end\nend\n",
            ),
            (
                "assistant",
                "The window is `INSPECTION_WINDOW = 3.days`, counted from `carrier_delivered_at` (the carrier's delivery scan), falling back to `delivered_at` when there's no scan (local pickup). At 9 days the buyer can't open a return in the app; the model rejects it with `inspection_window_closed`.",
            ),
            (
                "user",
                "right, 3 days, matches the ToS. put it in memory pls, support asks every other week: return/inspection window is 3 days from carrier-confirmed delivery, after that the seller is paid and the only path is a card dispute through stripe",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "lensloop: the buyer's inspection/return window is 3 days from carrier-confirmed delivery (ReturnRequest::INSPECTION_WINDOW, falls back to delivered_at for local pickup). After it closes the seller is paid out and the only remedy is a card dispute through Stripe.",
                    "tags": ["lensloop", "returns", "support"],
                },
                '{"id":"412","action":"stored"}',
                False,
            ),
            (
                "user",
                "while ur here: add 'for_parts' to the listing condition options, people keep listing broken lenses as 'fair'",
            ),
            (
                "read",
                "app/models/listing.rb",
                'class Listing < ApplicationRecord\n  include SearchableListing\n\n  enum :condition, { mint: 0, excellent: 1, good: 2, fair: 3 }, validate: true\n  enum :status, { draft: "draft", active: "active", sold: "sold", withdrawn: "withdrawn" }\n  ...\n',
            ),
            (
                "assistant",
                "`condition` is an integer-backed enum (`mint: 0 ... fair: 3`). I'll add `for_parts: 4` at the end so the existing values keep their numbers, plus the i18n label and the option in the listing form.",
            ),
            (
                "user",
                "hm, condition is the last integer enum we have, status got converted last year after someone reordered one and relabeled 40k rows. convert it too: enums are always string-backed in pg, never integer. migration to a string column + data backfill, same as status",
            ),
            (
                "bash",
                "ls db/migrate | grep -i status",
                "20251014093012_convert_listing_status_to_string.rb",
            ),
            (
                "read",
                "db/migrate/20251014093012_convert_listing_status_to_string.rb",
                'class ConvertListingStatusToString < ActiveRecord::Migration[7.2]\n  MAP = { 0 => "draft", 1 => "active", 2 => "sold", 3 => "withdrawn" }.freeze\n\n  def up\n    add_column :listings, :status_str, :string\n    MAP.each { |i, s| execute "UPDATE listings SET status_str = \'#{s}\' WHERE status = #{i}" }\n    remove_column :listings, :status\n    rename_column :listings, :status_str, :status\n    change_column_null :listings, :status, false\n    add_index :listings, :status\n  end\nend\n',
            ),
            ("edit", "db/migrate/20261205101544_convert_listing_condition_to_string.rb"),
            ("edit", "app/models/listing.rb"),
            ("edit", "config/locales/en.yml"),
            ("edit", "app/views/listings/_form.html.erb"),
            (
                "bash",
                "bin/rails db:migrate && bundle exec rspec spec/models/listing_spec.rb spec/searches",
                '== 20261205101544 ConvertListingConditionToString: migrating ==========\n-- add_column(:listings, :condition_str, :string)\n   -> 0.0021s\n-- execute("UPDATE listings SET condition_str = ...")\n   -> 1.9812s\n-- remove_column(:listings, :condition)\n   -> 0.0104s\n-- rename_column(:listings, :condition_str, :condition)\n   -> 0.0033s\n-- change_column_null(:listings, :condition, false)\n   -> 0.3120s\n== 20261205101544 ConvertListingConditionToString: migrated (2.3190s) =\n\nRandomized with seed 55610\n.......................\n\nFinished in 7.44 seconds (files took 3.29 seconds to load)\n23 examples, 0 failures',
            ),
            (
                "assistant",
                '`condition` is now a string column (`mint`/`excellent`/`good`/`fair`/`for_parts`), backfilled the same way as the status migration, and `for_parts` shows up as "For parts / not working" in the form. The search index already stored the condition as a keyword string, so no rollover is needed.',
            ),
            ("user", "👍"),
        ],
        "lessons": [{"keys": ["string-backed", "enum"]}],
        "tool_stored": [["3 days", "carrier-confirmed delivery"]],
    },
    {
        "name": "fresh50-lensloop-delegate-question-nothing",
        "split": "fresh50",
        "steps": [
            (
                "user",
                "whats `delegate :name, :rating, to: :seller, prefix: true, allow_nil: true` actually generating? saw it in Order and i never remember the prefix thing",
            ),
            (
                "read",
                "app/models/order.rb",
                'class Order < ApplicationRecord\n  belongs_to :buyer, class_name: "User"\n  belongs_to :seller\n  belongs_to :listing\n\n  delegate :name, :rating, to: :seller, prefix: true, allow_nil: true\n  delegate :title, to: :listing\n  ...\n',
            ),
            (
                "assistant",
                "It defines two methods on `Order`:\n\n```ruby\ndef seller_name\n  seller&.name\nend\n\ndef seller_rating\n  seller&.rating\nend\n```\n\n- `prefix: true` prefixes the method names with the target's name (`seller_`). `prefix: :shop` would give `shop_name` instead.\n- `allow_nil: true` makes them return `nil` when `seller` is nil; without it you'd get a `Module::DelegationError`.\n- The `delegate :title, to: :listing` below has no prefix, so it's just `order.title`.",
            ),
            (
                "user",
                "ok. and the order confirmation mail subject says 'Your order has been recieved', fix the typo pls",
            ),
            (
                "bash",
                "grep -rn 'recieved' app/ config/locales/",
                'config/locales/en.yml:212:      subject: "Your order has been recieved"',
            ),
            ("edit", "config/locales/en.yml"),
            (
                "bash",
                "bundle exec rspec spec/mailers/order_mailer_spec.rb",
                "Randomized with seed 9013\n....\n\nFinished in 0.61 seconds (files took 3.05 seconds to load)\n4 examples, 0 failures",
            ),
            ("assistant", 'Fixed to "Your order has been received"; mailer specs pass.'),
            ("user", "thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    # --- "apexdrift": UE5.4 multiplayer racing game (C++, Chaos vehicles, Linux dedicated servers on Agones, EOS) ---
    {
        "name": "fresh50-apexdrift-high-speed-snapping-physics-replication",
        "split": "fresh50",
        "steps": [
            (
                "user",
                "playtest feedback from last night: at top speed on Coastline the other cars (and sometimes your own) teleport forward a few metres every second or so. under ~200 km/h it's fine. dedicated server, 8 players, EU testers were on the us-east fleet so ping 90-130ms",
            ),
            (
                "assistant",
                "My first suspect is bandwidth: 8 cars at high speed with full physics state could be hitting the net driver's rate limit (`MaxClientRate`), so updates get dropped and the clients catch up in jumps. I'll check `stat net` from the playtest capture before touching anything.",
            ),
            (
                "bash",
                "grep -E 'Saturated|InRate|OutRate|NetCorrection' Saved/Logs/playtest-1204-client-07.log | awk 'NR%40==1' | head -8",
                "[2026.12.04-20.41.12:031][812]LogNet: Stat: InRate 11.8 KB/s OutRate 2.1 KB/s Saturated 0.0%\n[2026.12.04-20.41.52:114][4410]LogApexNet: NetCorrection car=BP_Car_C_3 err=512.4cm speed=241.7km/h type=HardSnap\n[2026.12.04-20.42.31:876][6801]LogNet: Stat: InRate 12.3 KB/s OutRate 2.0 KB/s Saturated 0.0%\n[2026.12.04-20.43.02:540][8622]LogApexNet: NetCorrection car=BP_Car_C_5 err=688.0cm speed=268.3km/h type=HardSnap\n[2026.12.04-20.43.40:207][10904]LogApexNet: NetCorrection car=BP_Car_C_1 err=731.9cm speed=274.0km/h type=HardSnap\n[2026.12.04-20.44.19:662][13250]LogNet: Stat: InRate 12.0 KB/s OutRate 2.2 KB/s Saturated 0.0%\n[2026.12.04-20.44.58:031][15588]LogApexNet: NetCorrection car=BP_Car_C_6 err=402.6cm speed=233.9km/h type=HardSnap\n[2026.12.04-20.45.33:915][17702]LogApexNet: NetCorrection car=BP_Car_C_3 err=655.1cm speed=259.8km/h type=HardSnap",
            ),
            (
                "read",
                "Config/DefaultEngine.ini",
                "[/Script/Engine.PhysicsSettings]\nbSubstepping=True\nMaxSubstepDeltaTime=0.008333\nMaxSubsteps=8\nPhysicErrorCorrection=(PingExtrapolation=0.100000,PingLimit=100.000000,ErrorPerLinearDifference=1.000000,ErrorPerAngularDifference=1.000000,MaxRestoredStateError=1.000000,MaxLinearHardSnapDistance=400.000000,PositionLerp=0.000000,AngleLerp=0.400000,LinearVelocityCoefficient=100.000000,AngularVelocityCoefficient=10.000000,ErrorAccumulationSeconds=0.500000,ErrorAccumulationDistanceSq=15.000000,ErrorAccumulationSimilarity=100.000000)\n",
            ),
            (
                "think",
                "Not bandwidth: 0% saturated, 12 KB/s in. Every correction is a HardSnap with err > 400 cm, all above ~230 km/h. 250 km/h = 69 m/s; with 120 ms ping the replicated state is ~8 m old. PingExtrapolation=0.1 only extrapolates 10% of ping, capped by PingLimit=100 ms, so the client target is still several metres off, and anything past MaxLinearHardSnapDistance=400 cm is a hard snap instead of a smooth correction. That's the teleport.",
            ),
            (
                "assistant",
                "Not bandwidth: saturation is 0% and inbound is ~12 KB/s. Every logged correction is a **hard snap** with error > 400 cm, and all of them happen above ~230 km/h.\n\nCause: physics replication settings in `DefaultEngine.ini` are still the engine defaults. At 250 km/h a car covers ~69 m/s, so with 120 ms ping the replicated state is ~8 m behind. `PingExtrapolation=0.1` only extrapolates 10% of the ping (and `PingLimit=100` caps it), so the client's error regularly exceeds `MaxLinearHardSnapDistance=400` cm, and past that the engine teleports the body instead of blending.\n\nFix: extrapolate more and snap later:\n- `PingExtrapolation=0.5`, `PingLimit=250`\n- `MaxLinearHardSnapDistance=1500` (15 m, still catches real desyncs like a respawn)\n- keep `LinearVelocityCoefficient` as is so the soft correction does the work",
            ),
            ("user", "try it with net emulation at 150ms before I believe it"),
            ("edit", "Config/DefaultEngine.ini"),
            (
                "bash",
                "RunUAT.sh BuildCookRun -project=$PWD/ApexDrift.uproject -server -serverplatform=Linux -noclient -cook -build -stage -pak -configuration=Development 2>&1 | tail -2 && ./Scripts/bot_race.sh --map Coastline --bots 8 --laps 3 --net 'NetEmulation.PktLag=150 NetEmulation.PktLagVariance=20'",
                "BUILD SUCCESSFUL\nAutomationTool exiting with ExitCode=0 (Success)\n[bot_race] server up on :7777, 8 bots connected (PktLag=150 Var=20)\n[bot_race] lap 3/3 done, 7m12s\n[bot_race] corrections: soft=1841 hard_snap=0 max_err=611.2cm max_speed=281.4km/h",
            ),
            (
                "assistant",
                "With 150 ms ± 20 emulated lag, 8 bots, 3 laps of Coastline at up to 281 km/h: **0 hard snaps** (the same run before the change gave 52/min), 1,841 soft corrections, max error 6.1 m, all blended. The new values are in `[/Script/Engine.PhysicsSettings]` in `DefaultEngine.ini`.",
            ),
            (
                "user",
                "good. and from now on any new track where cars go past 250 km/h gets that bot_race run with PktLag=150 before it goes into the rotation, put it in the track checklist in docs/tracks.md",
            ),
            ("edit", "docs/tracks.md"),
            (
                "assistant",
                "Added to the track checklist in `docs/tracks.md`: tracks with top speeds over 250 km/h need a `Scripts/bot_race.sh` run with `NetEmulation.PktLag=150` and 0 hard snaps before going into the rotation.",
            ),
        ],
        "lessons": [
            {"keys": ["MaxLinearHardSnapDistance", "hard snap"]},
            {"keys": ["PktLag=150", "250 km/h"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh50-apexdrift-server-tickrate-correction",
        "split": "fresh50",
        "steps": [
            (
                "user",
                "ops asking if we can pack 2 race servers per c6i.large instead of 1, cost thing. server CPU is ~85% with 8 players on one. whats our server tick",
            ),
            (
                "read",
                "Config/DefaultEngine.ini",
                '[/Script/OnlineSubsystemUtils.IpNetDriver]\nNetServerMaxTickRate=30\nMaxClientRate=100000\nMaxInternetClientRate=100000\n\n[/Script/Engine.GameEngine]\n+NetDriverDefinitions=(DefName="GameNetDriver",DriverClassName="OnlineSubsystemUtils.IpNetDriver",DriverClassNameFallback="OnlineSubsystemUtils.IpNetDriver")\n',
            ),
            (
                "assistant",
                "The dedicated servers run at 30 Hz (`NetServerMaxTickRate=30` in `DefaultEngine.ini`). At 30 Hz the frame budget is 33 ms, so if one server already uses 85% of the box, halving the tick for a second instance isn't an option; let me look at where the frame time goes.",
            ),
            (
                "user",
                "thats only what PIE/local uses. prod fleet passes -ini:Engine:[/Script/OnlineSubsystemUtils.IpNetDriver]:NetServerMaxTickRate=60 in deploy/agones/fleet-race.yaml, we went to 60 for the vehicle physics back in the summer. so its 60hz on prod. look at the profile from the playtest, it's in Saved/Profiling/CSV",
            ),
            (
                "bash",
                "grep -n -A6 'args:' deploy/agones/fleet-race.yaml",
                '41:          args:\n42-            - "Coastline"\n43-            - "-log"\n44-            - "-port=7777"\n45-            - "-ini:Engine:[/Script/OnlineSubsystemUtils.IpNetDriver]:NetServerMaxTickRate=60"\n46-            - "-csvprofile"\n47-            - "-EOSArtifactName=ApexDriftServerProd"',
            ),
            (
                "bash",
                "python3 Scripts/csv_summary.py Saved/Profiling/CSV/server_coastline_8p_20261204.csv --top 6",
                "frames: 25,812  avg frame: 11.4 ms  p99: 15.9 ms  target: 16.67 ms (60 Hz)\n  ChaosVehicle/Simulate ........ 4.3 ms\n  NetBroadcastTickTime ......... 2.8 ms\n  Physics/Substeps (x2 avg) .... 1.9 ms\n  GameThread/TickActors ........ 1.1 ms\n  AI/Bots ...................... 0.0 ms\n  Other ........................ 1.3 ms",
            ),
            (
                "think",
                "At 60 Hz the budget is 16.67 ms and the game thread averages 11.4 ms with p99 15.9 ms. The c6i.large is 2 vCPUs = one physical core with hyperthreading. Two instances would share one core: each needs ~68% of a core on the game thread alone, plus physics task threads. It won't fit.",
            ),
            (
                "assistant",
                "You're right, the fleet overrides it: `fleet-race.yaml` passes `NetServerMaxTickRate=60`, so prod is 60 Hz.\n\nAt 60 Hz the budget is 16.67 ms per frame and the Coastline playtest averaged **11.4 ms, p99 15.9 ms**, mostly Chaos vehicle simulation (4.3 ms) and replication (2.8 ms). A c6i.large is 2 vCPUs, i.e. one physical core with hyperthreading, so two instances would each get about half a core for a game thread that already needs ~70% of one. Packing 2 per box would push both servers past their frame budget and they'd fall below 60 Hz under load.\n\nIf the cost matters, a c6i.xlarge (4 vCPU) with 2 servers is the same price per server as today and each gets its own core.",
            ),
            ("user", "ok ill tell ops no on the large, they can look at xlarge x2. thx"),
        ],
        "lessons": [
            {
                "keys": ["NetServerMaxTickRate=60", "fleet-race.yaml"],
                "not": ["servers run at 30 Hz"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh50-apexdrift-sector-times-server-authoritative",
        "split": "fresh50",
        "steps": [
            (
                "user",
                "want sector times on the HUD, 3 sectors per lap, green/purple like F1 when you beat your best / the session best. checkpoints already exist (ARaceCheckpoint, has SectorIndex)",
            ),
            (
                "read",
                "Source/ApexDrift/Race/RacePlayerState.h",
                'UCLASS()\nclass APEXDRIFT_API ARacePlayerState : public APlayerState\n{\n    GENERATED_BODY()\npublic:\n    UPROPERTY(Replicated, BlueprintReadOnly, Category = "Race")\n    int32 CurrentLap = 0;\n\n    UPROPERTY(Replicated, BlueprintReadOnly, Category = "Race")\n    float LastLapTime = 0.f;\n\n    UPROPERTY(Replicated, BlueprintReadOnly, Category = "Race")\n    float BestLapTime = 0.f;\n\n    virtual void GetLifetimeReplicatedProps(TArray<FLifetimeProperty>& OutLifetimeProps) const override;\n};\n',
            ),
            (
                "read",
                "Source/ApexDrift/Race/RaceCheckpoint.cpp",
                "void ARaceCheckpoint::OnOverlap(UPrimitiveComponent* Comp, AActor* Other, UPrimitiveComponent* OtherComp, int32 BodyIndex, bool bFromSweep, const FHitResult& Hit)\n{\n    if (!HasAuthority()) { return; }\n    if (ARaceCar* Car = Cast<ARaceCar>(Other))\n    {\n        GetWorld()->GetGameState<ARaceGameState>()->OnCheckpointPassed(Car, CheckpointIndex, SectorIndex);\n    }\n}\n",
            ),
            (
                "assistant",
                "Plan: the HUD widget (`WBP_RaceHUD`) listens for the local car overlapping a checkpoint with a new `SectorIndex`, records `GetWorld()->GetTimeSeconds()` there, and computes the sector time locally. The client has the overlap immediately, so the number appears without waiting for replication.",
            ),
            (
                "user",
                "no. timing is server authoritative, always: laps, sectors, penalties all computed on the server from GetServerWorldTimeSeconds() and stored as int32 milliseconds, never float seconds. clients only display what's replicated. and fix LastLapTime/BestLapTime while ur at it, the leaderboard had a 0.001 mismatch vs the HUD last week because of the float",
            ),
            ("edit", "Source/ApexDrift/Race/RacePlayerState.h"),
            ("edit", "Source/ApexDrift/Race/RacePlayerState.cpp"),
            ("edit", "Source/ApexDrift/Race/RaceGameState.cpp"),
            ("edit", "Source/ApexDrift/UI/RaceHUDWidget.cpp"),
            ("edit", "Source/ApexDrift/Tests/RaceTimingTest.cpp"),
            (
                "bash",
                "Engine/Build/BatchFiles/Linux/Build.sh ApexDriftEditor Linux Development -project=$PWD/ApexDrift.uproject 2>&1 | tail -3",
                "[412/414] Link (lld) libUnrealEditor-ApexDrift.so\n[414/414] WriteMetadata ApexDriftEditor.target\nResult: Succeeded",
            ),
            (
                "bash",
                "UnrealEditor-Cmd ApexDrift.uproject -ExecCmds='Automation RunTests ApexDrift.Race.Timing; Quit' -unattended -nullrhi -log 2>&1 | grep -E 'Test Completed|Result=' | tail -6",
                "LogAutomationController: Display: Test Completed. Result={Success} Name={SectorSplitsSumToLap} Path={ApexDrift.Race.Timing.SectorSplitsSumToLap}\nLogAutomationController: Display: Test Completed. Result={Success} Name={BestSectorPerPlayer} Path={ApexDrift.Race.Timing.BestSectorPerPlayer}\nLogAutomationController: Display: Test Completed. Result={Success} Name={SessionBestSector} Path={ApexDrift.Race.Timing.SessionBestSector}\nLogAutomationController: Display: Test Completed. Result={Success} Name={PenaltyAddsMs} Path={ApexDrift.Race.Timing.PenaltyAddsMs}\nLogAutomationController: Display: Test Completed. Result={Success} Name={LapTimeMsRoundTrip} Path={ApexDrift.Race.Timing.LapTimeMsRoundTrip}\nLogAutomationController: Display: **** TEST COMPLETE. EXIT CODE: 0 ****",
            ),
            (
                "assistant",
                "Done, all timing is server-side:\n- `ARaceGameState::OnCheckpointPassed` (authority only) stamps `GetServerWorldTimeSeconds()` at each sector boundary and converts to `int32` ms once\n- `ARacePlayerState` now replicates `LastLapTimeMs`, `BestLapTimeMs` and `TArray<int32> LastSectorMs` / `BestSectorMs`; the float `LastLapTime`/`BestLapTime` are gone (the leaderboard upload reads the ms values directly)\n- `ARaceGameState` replicates `SessionBestSectorMs[3]` for the purple check\n- `URaceHUDWidget` only formats replicated values: green if `LastSectorMs[i] < BestSectorMs[i]` before the update, purple if it equals the session best\n\n5/5 timing automation tests pass, including sectors summing exactly to the lap time.",
            ),
            ("user", "nice. ill check it in a bot race tomorrow"),
        ],
        "lessons": [{"keys": ["server authoritative", "int32 milliseconds"]}],
        "tool_stored": [],
    },
]
