"""The "fresh155" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH155: list[dict[str, Any]] = [
    # --- "barkboard": bookings, a front-desk check-in kiosk and vaccination records for
    # Harbourside Hounds dog daycare & boarding (Halifax, Nova Scotia). Ruby 3.3, Rails 8.0,
    # Hotwire (Turbo + Stimulus), SQLite in production with Solid Queue and Litestream to
    # Backblaze B2, Twilio SMS, deployed with Kamal 2 to a Hetzner VPS ---
    {
        "name": "fresh155-barkboard-chitchat-frames-vs-streams-and-kiosk-typo",
        "split": "fresh155",
        "steps": [
            (
                "user",
                "whats the difference between turbo frames and turbo streams again, i always mix "
                "them up. also the kiosk button says Chek in lol",
            ),
            (
                "read",
                "app/views/kiosk/show.html.erb",
                '<%= turbo_frame_tag "checkin" do %>\n'
                "  <%= form_with url: kiosk_checkins_path do |f| %>\n"
                '    <%= f.text_field :collar_tag, autofocus: true, placeholder: "Scan tag" %>\n'
                '    <%= f.submit "Chek in", class: "btn btn-xl" %>\n'
                "  <% end %>\n"
                "<% end %>\n",
            ),
            (
                "think",
                "Frame = scoped region of the page that navigates/replaces itself from a "
                "response containing the same frame id. Stream = server sends actions "
                "(append/replace/remove) targeting any DOM id, over HTTP response or a "
                "websocket broadcast. Kiosk uses a frame. Fix the label.",
            ),
            (
                "assistant",
                "Short version: **a frame replaces itself, a stream can change anything.**\n\n"
                '- **Turbo Frame** (`turbo_frame_tag "checkin"`): a box on the page. Links and '
                "forms inside it load the next page, pull out the frame with the same id, and "
                "swap only that box. The kiosk form works like this: after a scan, only the "
                "`checkin` frame changes.\n"
                "- **Turbo Stream** (`turbo_stream.append`, `.replace`, `.remove`): the server "
                "sends *actions* that each target a DOM id anywhere on the page, either as the "
                "response to a form or broadcast over Action Cable to every open browser. "
                "That's what you'd use to make the staff dashboard's \"dogs in today\" list "
                "update when the kiosk checks a dog in.\n\n"
                "Fixing the button now.",
            ),
            ("edit", "app/views/kiosk/show.html.erb"),
            (
                "bash",
                "bin/rails test test/system/kiosk_test.rb",
                "Running 3 tests in a single process\n...\n"
                "Finished in 4.812s, 0.6234 runs/s, 1.8703 assertions/s.\n"
                "3 runs, 9 assertions, 0 failures, 0 errors, 0 skips",
            ),
            (
                "assistant",
                "The button says **Check in** now; the kiosk system tests pass.",
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh155-barkboard-incident-sqlite-locked-at-dropoff",
        "split": "fresh155",
        "steps": [
            (
                "user",
                "kiosk threw errors at drop off again, staff got the 'something went wrong' page "
                "like 6 times between 7:30 and 8 this morning. fine the rest of the day. same "
                "thing yesterday i think",
            ),
            (
                "bash",
                "kamal app logs --since 6h | grep -E 'ERROR|BusyException' | head -4",
                "2026-12-03T07:31:02 ERROR -- ActiveRecord::StatementTimeout (SQLite3::"
                "BusyException: database is locked) in Kiosk::CheckinsController#create\n"
                "2026-12-03T07:31:40 ERROR -- ActiveRecord::StatementTimeout (SQLite3::"
                "BusyException: database is locked) in Kiosk::CheckinsController#create\n"
                "2026-12-03T07:31:51 ERROR -- ActiveRecord::StatementTimeout (SQLite3::"
                "BusyException: database is locked) in Kiosk::CheckinsController#create\n"
                "2026-12-03T07:32:09 ERROR -- ActiveRecord::StatementTimeout (SQLite3::"
                "BusyException: database is locked) in Kiosk::CheckinsController#create",
            ),
            (
                "read",
                "config/recurring.yml",
                "production:\n"
                "  import_webcam_photos:\n"
                "    class: ImportWebcamPhotosJob\n"
                "    schedule: every day at 7:30am\n"
                "  vaccine_reminders:\n"
                "    class: VaccineReminderJob\n"
                "    schedule: every day at 9am\n",
            ),
            (
                "read",
                "app/jobs/import_webcam_photos_job.rb",
                "class ImportWebcamPhotosJob < ApplicationJob\n"
                "  def perform\n"
                "    ActiveRecord::Base.transaction do\n"
                "      WebcamFeed.new.photos_since(1.day.ago).each do |p|\n"
                "        photo = Photo.create!(dog: Dog.find_by(collar_tag: p.tag), "
                "taken_at: p.taken_at)\n"
                "        photo.image.attach(io: p.download, filename: p.filename)\n"
                "      end\n"
                "    end\n"
                "  end\n"
                "end\n",
            ),
            (
                "bash",
                "kamal app logs --since 30h | grep 'Performed ImportWebcamPhotosJob'; grep -n "
                "timeout config/database.yml",
                "2026-12-02T07:30:44 INFO -- Performed ImportWebcamPhotosJob (Job ID: 9f1c) "
                "from SolidQueue(default) in 39871.2ms\n"
                "2026-12-03T07:30:41 INFO -- Performed ImportWebcamPhotosJob (Job ID: a07e) "
                "from SolidQueue(default) in 41233.9ms\n"
                "config/database.yml:9:  timeout: 5000",
            ),
            (
                "think",
                "SQLite: one writer at a time. The import opens a transaction, the first "
                "INSERT takes the write lock, then it downloads ~1800 photos from the webcam box "
                "inside the transaction, ~40 s. Check-ins wait 5 s busy timeout then raise. "
                "The errors line up with 07:30-07:32 exactly. Fix: move schedule overnight, no "
                "transaction around downloads, short transaction per photo.",
            ),
            (
                "assistant",
                "Found it.\n\n"
                "**Cause:** `ImportWebcamPhotosJob` runs at **7:30am**, right in the drop-off "
                "rush, and wraps the whole import in one `ActiveRecord::Base.transaction`, "
                "including downloading each photo from the webcam box. SQLite allows only one "
                "writer, so from the first `Photo.create!` the job holds the write lock for "
                "about 40 seconds (39.9 s yesterday, 41.2 s today). Any kiosk check-in that "
                "waits longer than the 5 s busy `timeout` in `database.yml` fails with "
                "`database is locked`. All the errors are between 07:31 and 07:32.\n\n"
                "**Fix:**\n"
                "1. move the import to 2am in `config/recurring.yml`\n"
                "2. drop the outer transaction: download each photo first, then create the "
                "row and attachment in a short transaction of its own\n\n"
                "Do both?",
            ),
            ("user", "yep do both"),
            ("edit", "config/recurring.yml"),
            ("edit", "app/jobs/import_webcam_photos_job.rb"),
            ("edit", "test/jobs/import_webcam_photos_job_test.rb"),
            (
                "bash",
                "bin/rails test test/jobs && kamal deploy -q && kamal app exec "
                "'bin/rails runner \"ImportWebcamPhotosJob.perform_now(dry_run: true)\"'",
                "4 runs, 11 assertions, 0 failures, 0 errors, 0 skips\n"
                "Finished all in 71.3 seconds\n"
                "dry run: 1742 photos, 43.9s total, longest write transaction 31ms",
            ),
            (
                "assistant",
                "Deployed:\n\n"
                "- the import is scheduled for **2am** now\n"
                "- downloads happen outside any transaction; each photo's insert is its own "
                "transaction, the longest one in a dry run was **31 ms**\n\n"
                "So even if it ran during drop-off again, check-ins would only wait "
                "milliseconds.",
            ),
            (
                "user",
                "ok so the photo import held sqlite's write lock for 40 seconds in one big "
                "transaction right in the 7:30 drop off rush. rule from now on: jobs never hold "
                "a transaction open around network calls, and anything heavy in recurring.yml "
                "runs between 1am and 5am. ill let the front desk know",
            ),
            ("assistant", "Noted, both are in the job now, with a comment in recurring.yml."),
        ],
        "lessons": [
            {"keys": ["photo import", "write lock"]},
            {"keys": ["network calls", "1am and 5am"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh155-barkboard-decision-dartmouth-separate-deploy",
        "split": "fresh155",
        "steps": [
            (
                "user",
                "kerry is opening a second location in dartmouth in feb (franchise, her sister "
                "in law runs it). barkboard needs to handle it somehow. whats best",
            ),
            (
                "bash",
                "grep -E 'create_table' db/schema.rb",
                '  create_table "bookings", force: :cascade do |t|\n'
                '  create_table "checkins", force: :cascade do |t|\n'
                '  create_table "dogs", force: :cascade do |t|\n'
                '  create_table "owners", force: :cascade do |t|\n'
                '  create_table "photos", force: :cascade do |t|\n'
                '  create_table "playgroups", force: :cascade do |t|\n'
                '  create_table "staff", force: :cascade do |t|\n'
                '  create_table "vaccinations", force: :cascade do |t|',
            ),
            (
                "think",
                "Nothing is location-aware. Options: location_id column + Current.location, "
                "one db; separate sqlite per location via shards; separate deploy per "
                "location. Shared owners/dogs across sites argue for one db.",
            ),
            (
                "assistant",
                "Right now nothing in the schema knows about locations. Three ways to do it:\n\n"
                "1. **`location_id` column**: on bookings, checkins, playgroups and staff, "
                "with `Current.location` set from the subdomain. One app, one database, and an "
                "owner who uses both sites exists once.\n"
                "2. **One SQLite database per location**: Rails multi-db shards "
                "(`connects_to shards:`), still one deploy, the shard is picked per request.\n"
                "3. **Separate Kamal deploy per location**: same code, its own server, "
                "database and Litestream bucket, at `dartmouth.barkboard.ca`.\n\n"
                "I'd recommend **1**: it's the least infrastructure and handles clients who go "
                "to both sites.",
            ),
            (
                "user",
                "3, separate kamal deploy per location, cos dartmouth is a franchise and under "
                "the franchise agreement neither side gets the other's client list. kerry says "
                "maybe 2 clients use both, they can just register twice. dont deploy it yet tho, "
                "the server isnt paid for till jan",
            ),
            (
                "assistant",
                "Makes sense, with 1 or 2 the data would share a file or a server and you'd "
                "have to prove it's separated. I'll set up the destination and the per-location "
                "settings, without deploying.",
            ),
            ("edit", "config/deploy.dartmouth.yml"),
            ("edit", ".kamal/secrets.dartmouth"),
            ("edit", "config/location.yml"),
            ("edit", "app/views/layouts/application.html.erb"),
            ("edit", "config/litestream.yml"),
            (
                "bash",
                "kamal config -d dartmouth | grep -E 'service|hosts|image' && bin/rails test "
                "2>&1 | tail -1",
                ":service: barkboard-dartmouth\n:image: harbourside/barkboard\n:hosts:\n"
                "- dartmouth.barkboard.ca\n"
                "212 runs, 688 assertions, 0 failures, 0 errors, 0 skips",
            ),
            (
                "assistant",
                "Ready, not deployed:\n\n"
                "- `config/deploy.dartmouth.yml` is a Kamal destination: `kamal setup -d "
                "dartmouth` once the server exists\n"
                "- `LOCATION` env var picks the name, address, phone and opening hours from "
                "`config/location.yml`\n"
                "- Litestream replicates to its own B2 bucket, `barkboard-dartmouth`\n"
                "- nothing in the code shares data between the two\n\n"
                "When the server is up in January: add its IP to the destination file and run "
                "`kamal setup -d dartmouth`.",
            ),
            ("user", "perfect thx"),
        ],
        "lessons": [
            {"keys": ["separate kamal deploy", "franchise agreement"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh155-barkboard-tool-stored-kiosk-ipad-and-25kg-playgroups",
        "split": "fresh155",
        "steps": [
            (
                "user",
                "remember the front desk ipad is the kiosk, logged in as "
                "kiosk@harboursidehounds.ca with guided access on, never sign it out or the "
                "staff are stuck. also can the assign playgroup dropdown only show groups that "
                "make sense for the dog",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "barkboard: the front-desk iPad is the check-in kiosk, logged "
                    "in as kiosk@harboursidehounds.ca with Guided Access on; never sign it "
                    "out.",
                    "tags": ["barkboard", "kiosk", "ipad"],
                },
                '{"id":"4082","action":"stored"}',
                False,
            ),
            (
                "read",
                "app/models/playgroup.rb",
                "class Playgroup < ApplicationRecord\n"
                "  has_many :assignments\n"
                "  has_many :dogs, through: :assignments\n"
                "  validates :name, :capacity, presence: true\n"
                "  # large: boolean\n"
                "end\n",
            ),
            (
                "read",
                "app/models/dog.rb",
                "class Dog < ApplicationRecord\n"
                "  belongs_to :owner\n"
                "  has_many :vaccinations\n"
                "  # weight_kg: decimal, birthdate: date, temperament: string\n"
                "end\n",
            ),
            (
                "think",
                "There's a `large` flag on playgroups and weight_kg on dogs, but no rule "
                "connecting them. Don't invent a threshold, ask.",
            ),
            (
                "assistant",
                "Saved the kiosk note.\n\n"
                "For the dropdown: `Playgroup` has a `large` flag and `capacity`, and `Dog` has "
                "`weight_kg`, but nothing says which dogs belong where. What should decide it? "
                "Weight, age, temperament, or something else?",
            ),
            (
                "user",
                "size. dogs over 25 kg never share a playgroup with the small dogs, its a "
                "condition of our insurance with Intact. groups marked large are the big dog "
                "ones. and hide full groups too",
            ),
            ("edit", "app/models/playgroup.rb"),
            ("edit", "app/models/assignment.rb"),
            ("edit", "app/views/assignments/_form.html.erb"),
            ("edit", "test/models/assignment_test.rb"),
            (
                "bash",
                "bin/rails test test/models/assignment_test.rb",
                "5 runs, 12 assertions, 0 failures, 0 errors, 0 skips",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `Playgroup.suitable_for(dog)`: only `large` groups for dogs over 25 kg, only "
                "non-large groups for the rest, and no groups already at `capacity`\n"
                "- `Assignment` also validates it, so the rule holds even outside the dropdown\n"
                "- a dog with no `weight_kg` gets an error asking staff to weigh it first",
            ),
            ("user", "👌"),
        ],
        "lessons": [
            {"keys": ["25 kg", "insurance"]},
        ],
        "tool_stored": [["kiosk@harboursidehounds.ca", "guided access"]],
    },
    {
        "name": "fresh155-barkboard-review-vaccinations-rules-rabies-expiry",
        "split": "fresh155",
        "steps": [
            ("user", "can you look at megs pr #77, vaccination records upload"),
            (
                "bash",
                "gh pr diff 77 --name-only",
                "app/controllers/vaccinations_controller.rb\napp/models/vaccination.rb\n"
                "app/views/vaccinations/_form.html.erb\n"
                "db/migrate/20261203141200_create_vaccinations.rb",
            ),
            (
                "read",
                "app/models/vaccination.rb",
                "class Vaccination < ApplicationRecord\n"
                "  belongs_to :dog\n"
                "  has_one_attached :certificate\n"
                "  before_save :set_expiry\n"
                "  after_create :text_owner\n\n"
                "  def set_expiry\n"
                '    self.expires_on = given_on + 1.year if kind == "rabies"\n'
                "  end\n\n"
                "  def text_owner\n"
                "    Twilio::REST::Client.new.messages.create(to: dog.owner.phone, "
                'from: ENV["TWILIO_FROM"],\n'
                '      body: "Thanks! We got #{dog.name}\'s #{kind} record.")\n'
                "  end\n"
                "end\n",
            ),
            (
                "read",
                "app/controllers/vaccinations_controller.rb",
                "def create\n"
                "  @vaccination = @dog.vaccinations.build(vaccination_params)\n"
                "  if @vaccination.save\n"
                '    redirect_to @dog, notice: "Vaccination added"\n'
                "  else\n"
                "    render :new, status: :unprocessable_entity\n"
                "  end\n"
                "end\n",
            ),
            (
                "think",
                "Twilio call inline in after_create: slow/failing SMS breaks the save. "
                "set_expiry for rabies: one year seems standard. No validation the "
                "certificate is attached.",
            ),
            (
                "assistant",
                "Review of #77:\n\n"
                "1. **`text_owner` calls Twilio inside `after_create`.** If Twilio is slow or "
                "down, saving the vaccination hangs or raises, and the upload is lost. "
                "Blocking.\n"
                "2. **Expiry:** rabies shots are good for one year, so given_on + 1.year is "
                "correct. Other kinds get no `expires_on` at all though.\n"
                "3. **No check that a certificate is attached**: `validates :certificate, "
                "attached: true` or a custom validation.\n\n"
                "The form and the preview look good.",
            ),
            (
                "user",
                "1 and 3 yes. add these to the review as repo rules. SMS only ever goes out "
                "from a job via SmsJob.perform_later, never straight from a model callback or a "
                "controller. Owner phone numbers are stored in E.164 like +19025550142, "
                "normalized in the model with phonelib. And 2 is wrong, NS vets give 1 year or "
                "3 year rabies shots, so expires_on always comes from the vet certificate and is "
                "never computed. tell meg the upload preview is slick btw",
            ),
            (
                "bash",
                "grep -rn 'class SmsJob' app/jobs; grep -n phonelib Gemfile",
                'app/jobs/sms_job.rb:1:class SmsJob < ApplicationJob\nGemfile:31:gem "phonelib"',
            ),
            ("edit", "/tmp/review_77.md"),
            (
                "bash",
                "gh pr review 77 --request-changes --body-file /tmp/review_77.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "Sorry, I assumed a one-year rabies shot. Posted on #77 (changes requested):\n\n"
                "- drop `text_owner`; the controller's success branch enqueues "
                "`SmsJob.perform_later(@dog.owner, :vaccination_received)` and the job does "
                "the Twilio call\n"
                '- `Owner` normalizes `phone` to E.164 with `Phonelib.parse(phone, "CA")`\n'
                "- drop `set_expiry`; `expires_on` is a required field on the form, read off "
                "the certificate\n"
                "- validate the certificate is attached\n\n"
                "And a line for Meg that the upload preview is slick.",
            ),
            ("user", "good"),
        ],
        "lessons": [
            {"keys": ["SmsJob.perform_later", "model callback"]},
            {"keys": ["E.164", "phonelib"]},
            {
                "keys": ["expires_on", "vet certificate"],
                "not": ["given_on + 1.year is correct"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh155-barkboard-correction-closing-time-in-passing",
        "split": "fresh155",
        "steps": [
            (
                "user",
                "add the late pickup fee to invoices. if a dog is picked up after closing its $1 "
                "a minute",
            ),
            (
                "read",
                "config/location.yml",
                "halifax:\n"
                "  name: Harbourside Hounds\n"
                '  opening_time: "07:00"\n'
                '  closing_time: "18:00"\n'
                '  phone: "+19025550117"\n',
            ),
            (
                "read",
                "app/models/invoice.rb",
                "class Invoice < ApplicationRecord\n"
                "  has_many :line_items\n"
                "  def self.build_for(owner, period)\n"
                "    # one line per daycare day, plus boarding nights\n"
                "  end\n"
                "end\n",
            ),
            (
                "assistant",
                'Closing is 6:00 pm (`closing_time: "18:00"` in `config/location.yml`), so '
                "I'll add a **Late pickup** line of $1 per started minute for any checkout "
                "after 6:00 pm, computed from the checkout time in the `checkins` table.",
            ),
            ("edit", "app/models/invoice.rb"),
            ("edit", "app/models/checkin.rb"),
            ("edit", "test/models/invoice_test.rb"),
            (
                "bash",
                "bin/rails test test/models/invoice_test.rb",
                "7 runs, 19 assertions, 0 failures, 0 errors, 0 skips",
            ),
            (
                "assistant",
                "Done: a checkout at 6:14 pm adds **Late pickup — $14.00** to that month's "
                "invoice. Tests cover on-time, 1 minute late and a boarding dog (no fee).",
            ),
            (
                "user",
                "looks good. can the invoice line say the pickup time too, like 'Late pickup "
                "(6:52 pm)'. and closing has been 6:30 since september btw, that yml is stale, "
                "so the fee starts at 6:30",
            ),
            ("edit", "config/location.yml"),
            ("edit", "app/models/invoice.rb"),
            ("edit", "test/models/invoice_test.rb"),
            (
                "bash",
                "bin/rails test test/models/invoice_test.rb",
                "7 runs, 21 assertions, 0 failures, 0 errors, 0 skips",
            ),
            (
                "assistant",
                "Updated:\n\n"
                '- `closing_time: "18:30"` in `config/location.yml`, so the fee starts at '
                "6:30 pm\n"
                "- the line reads **Late pickup (6:52 pm) — $22.00**\n"
                "- tests moved to the 6:30 closing",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["closing", "6:30"], "not": ["closing is 6:00 pm"]},
        ],
        "tool_stored": [],
    },
]
