"""The "fresh129" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH129: list[dict[str, Any]] = [
    # --- "pawcall": vaccination reminders and recall texts for Harlow Street Vets, a two-vet
    # small-animal clinic in Dunedin, NZ. PHP 8.3, Laravel 11, Livewire 3, MySQL 8, Redis +
    # Horizon for queues, ClickSend for SMS, a nightly CSV export from the clinic's practice
    # management system (Pracsys) dropped on SFTP and imported with an artisan command,
    # deployed with Laravel Forge to a DigitalOcean droplet in Sydney. Ange is the practice
    # manager ---
    {
        "name": "fresh129-pawcall-chitchat-wire-model-modifiers-and-vaccinaton-typo",
        "split": "fresh129",
        "steps": [
            (
                "user",
                "whats the actual diff between wire:model and wire:model.live and .blur? the "
                "owner search only searches when i click out of the box which is wierd. also "
                "the pet page heading says Vaccinaton history",
            ),
            (
                "read",
                "resources/views/livewire/owner-search.blade.php",
                "<div>\n"
                '    <input type="search" wire:model.blur="query" placeholder="Owner '
                'name, phone or pet">\n'
                "    @foreach ($this->results as $owner)\n"
                '        <x-owner-row :owner="$owner" />\n'
                "    @endforeach\n"
                "</div>\n",
            ),
            (
                "think",
                "It's wire:model.blur, hence the search on blur. Explain the three modes in "
                "Livewire 3 and suggest .live with a debounce.",
            ),
            (
                "assistant",
                "In Livewire 3 the modifier decides **when the input's value is sent to the "
                "server**:\n\n"
                "| binding | sends the value |\n"
                "|---|---|\n"
                "| `wire:model` | only with the next request (a button click, a "
                "`wire:submit`), never on its own |\n"
                "| `wire:model.live` | on every keystroke (debounced 150 ms by default) |\n"
                "| `wire:model.blur` | when the field loses focus |\n\n"
                "The search box uses `wire:model.blur`, which is why it only searches when "
                "you click out. For a search-as-you-type box you'd want "
                "`wire:model.live.debounce.300ms`: it waits until the typing pauses for "
                "300 ms, so you don't hit the database for every letter.\n\n"
                "Want me to switch it?",
            ),
            ("user", "yeah do the debounce one"),
            ("edit", "resources/views/livewire/owner-search.blade.php"),
            ("edit", "resources/views/livewire/pet-show.blade.php"),
            (
                "bash",
                "php artisan test --filter=OwnerSearch",
                "   PASS  Tests\\Feature\\OwnerSearchTest\n"
                "  ✓ finds owner by surname\n  ✓ finds owner by phone\n"
                "  ✓ finds owner by pet name\n  ✓ empty query shows nothing\n\n"
                "  Tests:    4 passed (9 assertions)\n  Duration: 1.12s",
            ),
            (
                "assistant",
                "Switched the search to `wire:model.live.debounce.300ms` and fixed the "
                "heading to **Vaccination history**.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh129-pawcall-incident-deceased-reminder-pracsys-v9-patient-status",
        "split": "fresh129",
        "steps": [
            (
                "user",
                "awful one. mrs kerr got a 'Biscuit is due for his booster' text this morning "
                "and biscuit was put down 3 weeks ago. she rang the clinic in tears. how did "
                "that happen",
            ),
            (
                "bash",
                'mysql pawcall -e "select id, name, deceased_at, updated_at from patients '
                "where name='Biscuit' and owner_id=(select id from owners where "
                "surname='Kerr')\"",
                "+------+---------+-------------+---------------------+\n"
                "| id   | name    | deceased_at | updated_at          |\n"
                "+------+---------+-------------+---------------------+\n"
                "| 2214 | Biscuit | NULL        | 2026-12-01 02:00:41 |\n"
                "+------+---------+-------------+---------------------+",
            ),
            (
                "read",
                "app/Imports/PracsysPatientImport.php",
                "public function model(array $row): Patient\n"
                "{\n"
                "    return Patient::updateOrCreate(\n"
                "        ['pracsys_id' => $row['patient_id']],\n"
                "        [\n"
                "            'name' => $row['name'],\n"
                "            'species' => $row['species'],\n"
                "            'deceased_at' => ($row['is_deceased'] ?? 'N') === 'Y' ? now() : "
                "null,\n"
                "        ],\n"
                "    );\n"
                "}\n",
            ),
            (
                "bash",
                "cd /srv/sftp/pracsys && head -1 patients_2026-11-10.csv && head -1 "
                "patients_2026-12-01.csv",
                "patient_id,owner_id,name,species,breed,dob,is_deceased,last_visit\n"
                "patient_id,owner_id,name,species,breed,dob,patient_status,last_visit,"
                "microchip",
            ),
            (
                "bash",
                "cd /srv/sftp/pracsys && ls patients_2026-11-1*.csv | xargs -n1 sh -c 'echo "
                "$0 $(head -1 $0 | grep -c is_deceased)'",
                "patients_2026-11-10.csv 1\npatients_2026-11-11.csv 1\n"
                "patients_2026-11-12.csv 1\npatients_2026-11-13.csv 0\n"
                "patients_2026-11-14.csv 0",
            ),
            (
                "think",
                "The clinic upgraded Pracsys around Nov 12/13 and the export changed. "
                "is_deceased is gone; the new patient_status column: check values. The `?? "
                "'N'` hides the missing column and updateOrCreate wipes deceased_at every "
                "night.",
            ),
            (
                "bash",
                "cut -d, -f7 /srv/sftp/pracsys/patients_2026-12-01.csv | sort | uniq -c",
                "   3874 A\n    412 D\n      1 patient_status\n     97 T",
            ),
            (
                "assistant",
                "Found it. The clinic's Pracsys upgrade on 13 November changed the nightly "
                "export:\n\n"
                "- **Pracsys v9 dropped the `is_deceased` column; deceased patients now have "
                "`patient_status` = `D`** (`A` active, `T` transferred to another clinic)\n"
                "- our importer reads `$row['is_deceased'] ?? 'N'`, so with the column gone "
                "every patient counts as alive\n"
                "- and because it's an `updateOrCreate`, each night it also **cleared "
                "`deceased_at`** on patients we had already marked deceased\n\n"
                "So since the 13th every deceased pet has been back in the reminder queue. "
                "Biscuit's booster came due this week, hence the text to Mrs Kerr.\n\n"
                "Fix:\n"
                "1. map `patient_status`: `D` → deceased, `T` → transferred (no reminders "
                "for either)\n"
                "2. the importer now throws and emails Ange if any expected header is "
                "missing, instead of defaulting it with `??`\n"
                "3. never clear a `deceased_at` once it's set\n"
                "4. re-run the imports since the 13th to restore the deceased flags",
            ),
            ("user", "god. yes do it"),
            ("edit", "app/Imports/PracsysPatientImport.php"),
            ("edit", "app/Imports/PracsysHeaders.php"),
            ("edit", "tests/Feature/PracsysImportTest.php"),
            ("edit", "tests/fixtures/pracsys/patients_v9.csv"),
            (
                "bash",
                "php artisan test --filter=PracsysImport",
                "   PASS  Tests\\Feature\\PracsysImportTest\n"
                "  ✓ v9 status D marks patient deceased\n"
                "  ✓ status T marks patient transferred\n"
                "  ✓ missing header aborts import and notifies manager\n"
                "  ✓ deceased_at is never cleared\n\n"
                "  Tests:    4 passed (11 assertions)",
            ),
            (
                "bash",
                "for f in /srv/sftp/pracsys/patients_2026-11-1[3-9].csv "
                "/srv/sftp/pracsys/patients_2026-11-[23]*.csv "
                "/srv/sftp/pracsys/patients_2026-12-*.csv; do php artisan pracsys:import "
                '"$f" --quiet; done; mysql pawcall -N -e "select count(*) from patients '
                'where deceased_at is not null"; mysql pawcall -N -e "select count(*) from '
                "sms_log where patient_id in (select id from patients where deceased_at is "
                "not null) and sent_at > '2026-11-13'\"",
                "412\n3",
            ),
            (
                "assistant",
                "Deployed the fix and re-imported: all **412** deceased patients are flagged "
                "again and out of the reminder queue. Three reminders went to deceased pets "
                "since the 13th: Biscuit (Kerr), Mango (Tuhiwai) and Pepper (Sandford). I'd "
                "let Ange know about the other two before they ring in.",
            ),
            ("user", "thanks. ill ring them all myself"),
        ],
        "lessons": [
            {"keys": ["is_deceased", "patient_status"]},
            {"keys": ["expected header", "missing"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh129-pawcall-decision-reply-yes-over-booking-link",
        "split": "fresh129",
        "steps": [
            (
                "user",
                "the vets want the reminder text to let people actually book. right now it "
                "just says ring us. thoughts",
            ),
            (
                "read",
                "app/Notifications/VaccineDueSms.php",
                "public function toClickSend(object $notifiable): string\n"
                "{\n"
                '    return "Hi {$notifiable->first_name}, {$this->patient->name} is due for "\n'
                "        . \"{$this->vaccine} on {$this->dueOn->format('j M')}. Call Harlow \"\n"
                '        . "Street Vets on 03 477 0000 to book.";\n'
                "}\n",
            ),
            (
                "think",
                "Options: per-pet signed booking link, reply YES with a callback list for "
                "reception, or a generic booking page link. The link is the nicest for "
                "owners, but we'd need appointment slots, which live in Pracsys (no API).",
            ),
            (
                "assistant",
                "Three ways:\n\n"
                "1. **Booking link**: a signed URL (`URL::temporarySignedRoute`, valid 14 "
                "days) to a Livewire page with the pet and vaccine filled in; the owner picks "
                "a slot. Needs us to hold appointment slots, since Pracsys has no API.\n"
                "2. **Reply YES**: the text ends with *Reply YES and we'll call you to book*; "
                "ClickSend's inbound webhook puts the reply on a callback list for "
                "reception.\n"
                "3. **Generic link**: the clinic's existing online booking form, not per "
                "pet.\n\n"
                "I'd lean to **the booking link**: least work for reception and owners can "
                "book at 10pm. The slot sync is the hard part.",
            ),
            (
                "user",
                "go with reply YES, half our clients are farmers out past middlemarch and on "
                "the peninsula with no mobile data so a link does nothing for them. also the "
                "appointment book lives in pracsys and ange wont have two diaries, so no slots "
                "on our side ever",
            ),
            (
                "assistant",
                "Understood, a text reply works on any phone with one bar of signal. I'll "
                "build the callback list as a Livewire page for reception.",
            ),
            ("edit", "routes/web.php"),
            ("edit", "app/Http/Controllers/ClickSendInboundController.php"),
            ("edit", "database/migrations/2026_11_18_090000_create_callback_requests_table.php"),
            ("edit", "app/Livewire/CallbackList.php"),
            ("edit", "resources/views/livewire/callback-list.blade.php"),
            ("edit", "app/Notifications/VaccineDueSms.php"),
            ("edit", "tests/Feature/ClickSendInboundTest.php"),
            (
                "bash",
                "php artisan migrate && php artisan test --filter='ClickSendInbound|VaccineDueSms'",
                "   INFO  Running migrations.\n\n"
                "  2026_11_18_090000_create_callback_requests_table ........ 18.42ms DONE\n\n"
                "   PASS  Tests\\Feature\\ClickSendInboundTest\n"
                "  ✓ YES reply creates callback request\n"
                "  ✓ yes with punctuation is accepted\n"
                "  ✓ unknown number is logged not created\n"
                "   PASS  Tests\\Unit\\VaccineDueSmsTest\n"
                "  ✓ message fits in two sms parts\n\n"
                "  Tests:    4 passed (10 assertions)",
            ),
            (
                "assistant",
                "Done:\n\n"
                '- the reminder ends with **"Reply YES and we\'ll call you to book."** (still '
                "fits in 2 SMS parts)\n"
                "- `POST /webhooks/clicksend/inbound` matches the number to the owner and adds "
                "a row to **Callbacks** (new page in the staff menu) with the pet and the "
                "vaccine due\n"
                "- reception ticks it off once it's booked in Pracsys\n\n"
                "The inbound URL has to be set in the ClickSend dashboard under *Inbound "
                "rules* before replies arrive.",
            ),
            ("user", "ill set the webhook in clicksend tomorrow"),
        ],
        "lessons": [
            {"keys": ["reply YES", "mobile data"]},
            {"keys": ["two diaries", "pracsys"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh129-pawcall-tool-stored-sender-id-and-kennel-cough-6-weeks",
        "split": "fresh129",
        "steps": [
            (
                "user",
                "can you save that our clicksend sender id is HARLOWVETS, its registered with "
                "the carriers so it never changes. then add kennel cough reminders for dogs",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "pawcall: the ClickSend sender ID is HARLOWVETS, registered "
                    "with the NZ carriers; never change it.",
                    "tags": ["pawcall", "clicksend", "sms"],
                },
                '{"id":"9034","action":"stored"}',
                False,
            ),
            (
                "read",
                "app/Reminders/VaccineSchedule.php",
                "public const VACCINES = [\n"
                "    'C3'   => ['species' => 'dog', 'interval_months' => 36, 'lead_days' => 28],\n"
                "    'Lepto' => ['species' => 'dog', 'interval_months' => 12, 'lead_days' => "
                "28],\n"
                "    'F3'   => ['species' => 'cat', 'interval_months' => 12, 'lead_days' => 28],\n"
                "];\n",
            ),
            (
                "think",
                "Kennel cough (intranasal Bordetella + parainfluenza) is usually yearly. Every "
                "entry uses lead_days 28. Ask before assuming the lead time.",
            ),
            (
                "assistant",
                "Saved the sender ID.\n\n"
                "Kennel cough is usually a yearly booster, and all the other reminders go out "
                "**28 days** before they're due. Same lead time for kennel cough, or "
                "different?",
            ),
            (
                "user",
                "yearly yes but kennel cough goes out 6 weeks ahead, the boarding kennels "
                "here want it given at least 2 weeks before drop off and everyone books "
                "christmas boarding late",
            ),
            ("edit", "app/Reminders/VaccineSchedule.php"),
            ("edit", "tests/Unit/VaccineScheduleTest.php"),
            (
                "bash",
                "php artisan test --filter=VaccineSchedule",
                "   PASS  Tests\\Unit\\VaccineScheduleTest\n"
                "  ✓ c3 due every 36 months\n  ✓ kennel cough reminder 42 days ahead\n"
                "  ✓ cats never get dog vaccines\n\n"
                "  Tests:    3 passed (7 assertions)",
            ),
            (
                "assistant",
                "Added **Kennel cough**: dogs only, every 12 months, `lead_days => 42` (6 "
                "weeks) with a comment about the boarding kennels. The text reads "
                '"...is due for kennel cough, needed for boarding".',
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["kennel cough", "6 weeks"]},
        ],
        "tool_stored": [["HARLOWVETS", "sender"]],
    },
    {
        "name": "fresh129-pawcall-rules-weight-chart-grams-mysql-tests-lang",
        "split": "fresh129",
        "steps": [
            (
                "user",
                "next: weight tracking per pet with a little chart on the pet page. vets "
                "enter the weight at each consult",
            ),
            (
                "bash",
                "ls database/migrations | tail -3 && grep -n 'class Patient' -A6 "
                "app/Models/Patient.php",
                "2026_11_02_101200_add_microchip_to_patients.php\n"
                "2026_11_18_090000_create_callback_requests_table.php\n"
                "2026_11_25_140000_add_transferred_at_to_patients.php\n"
                "8:class Patient extends Model\n"
                "9-{\n"
                "10-    protected $casts = ['dob' => 'date', 'deceased_at' => 'datetime'];\n",
            ),
            (
                "think",
                "New table, Livewire component with a chart, feature tests. Keep tests fast "
                "with in-memory sqlite.",
            ),
            (
                "assistant",
                "Plan:\n\n"
                "- `weights` table: `patient_id`, `weight_kg` decimal(5,2), `recorded_at`, "
                "`recorded_by`\n"
                "- a `WeightChart` Livewire component on the pet page (Chart.js line chart, "
                "last 24 months) and a small form for the vet\n"
                "- feature tests with `RefreshDatabase` on in-memory SQLite so they stay fast\n\n"
                "OK to go?",
            ),
            (
                "user",
                "mostly. weights are stored in grams as an unsigned int, a 2.4kg cat losing "
                "80g matters and the decimals got rounded wrong in the old system. tests run "
                "on mysql against the pawcall_test db thats in phpunit.xml, not sqlite, we got "
                "burned by json columns behaving differently. every string an owner or vet "
                "sees goes through __() with the keys in lang/en.json, ange wants a te reo "
                "version next year. im out this arvo so just push a branch",
            ),
            (
                "bash",
                "grep -n 'DB_' phpunit.xml && ls lang/",
                '27:        <env name="DB_CONNECTION" value="mysql"/>\n'
                '28:        <env name="DB_DATABASE" value="pawcall_test"/>\n'
                "en.json",
            ),
            ("edit", "database/migrations/2026_12_02_100000_create_weights_table.php"),
            ("edit", "app/Models/Weight.php"),
            ("edit", "app/Livewire/WeightChart.php"),
            ("edit", "resources/views/livewire/weight-chart.blade.php"),
            ("edit", "lang/en.json"),
            ("edit", "tests/Feature/WeightChartTest.php"),
            (
                "bash",
                "php artisan test --filter=WeightChart && git checkout -b feature/weight-chart "
                "&& git add -A && git commit -qm 'Weight tracking per pet' && git push -qu "
                "origin feature/weight-chart && echo pushed",
                "   PASS  Tests\\Feature\\WeightChartTest\n"
                "  ✓ vet can record weight in grams\n"
                "  ✓ chart shows last 24 months\n"
                "  ✓ rejects negative weight\n\n"
                "  Tests:    3 passed (8 assertions)\n  Duration: 2.87s\npushed",
            ),
            (
                "assistant",
                "Pushed `feature/weight-chart`. I'd assumed SQLite for tests, but "
                "`phpunit.xml` does point at MySQL `pawcall_test`, so the tests ran there.\n\n"
                "- `weights.weight_g` is an **unsigned int in grams**; the form takes kg with "
                "up to 3 decimals and converts, the chart shows kg\n"
                '- all labels ("Weight", "Record weight", "No weights yet", axis titles) '
                "go through `__()` with keys added to `lang/en.json`\n"
                "- tests cover grams storage, the 24-month window and rejecting a negative "
                "weight",
            ),
        ],
        "lessons": [
            {"keys": ["grams", "unsigned int"]},
            {"keys": ["mysql", "pawcall_test"], "not": ["on in-memory SQLite"]},
            {"keys": ["__()", "lang/en.json"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh129-pawcall-correction-reminders-send-1030-not-0800",
        "split": "fresh129",
        "steps": [
            (
                "user",
                "add a post op recheck reminder, 10 days after any surgery that comes through "
                "the pracsys import",
            ),
            (
                "read",
                "README.md",
                "## Scheduled jobs\n\n"
                "- `pracsys:import` — nightly at 02:00, imports the Pracsys CSVs from SFTP\n"
                "- `reminders:send` — daily at 08:00 NZT, sends due SMS reminders via "
                "ClickSend\n",
            ),
            (
                "read",
                "app/Models/Procedure.php",
                "public function isSurgery(): bool\n"
                "{\n"
                "    return str_starts_with($this->code, 'SX-');\n"
                "}\n",
            ),
            (
                "assistant",
                "I'll add it as a new reminder type in `reminders:send`, which runs daily at "
                "08:00, so a pet operated on the 1st gets the recheck text at 8am on the "
                "11th. Surgeries are already recognised by `Procedure::isSurgery()`. Sound "
                "right?",
            ),
            ("user", "yep"),
            ("edit", "app/Reminders/PostOpRecheck.php"),
            ("edit", "app/Console/Commands/SendReminders.php"),
            ("edit", "app/Notifications/PostOpRecheckSms.php"),
            ("edit", "lang/en.json"),
            ("edit", "tests/Feature/PostOpRecheckTest.php"),
            (
                "bash",
                "php artisan test --filter=PostOpRecheck",
                "   PASS  Tests\\Feature\\PostOpRecheckTest\n"
                "  ✓ recheck reminder 10 days after surgery\n"
                "  ✓ no recheck for non surgical procedures\n"
                "  ✓ no recheck for deceased patient\n\n"
                "  Tests:    3 passed (6 assertions)",
            ),
            (
                "assistant",
                "Done: `PostOpRecheck` picks up every `SX-` procedure from 10 days ago and "
                "sends *\"Hi Sam, it's 10 days since Toby's surgery. Reply YES and we'll "
                'call you to book his recheck."* It goes out with the other reminders at '
                "8am.",
            ),
            (
                "user",
                "cool. oh wait its not 8 anymore, reminders:send runs at 10:30 since august "
                "so reception is in when the YES replies come back. console.php has it right, "
                "the readme is just stale",
            ),
            (
                "bash",
                "grep -n 'reminders:send' routes/console.php",
                "14:Schedule::command('reminders:send')->dailyAt('10:30')"
                "->timezone('Pacific/Auckland');",
            ),
            ("edit", "README.md"),
            (
                "assistant",
                "Right, `routes/console.php` has `dailyAt('10:30')` in Pacific/Auckland. I "
                "corrected the README; the recheck texts go out at 10:30 with the rest, "
                "nothing else to change.",
            ),
        ],
        "lessons": [
            {"keys": ["reminders:send", "10:30"], "not": ["runs daily at 08:00"]},
        ],
        "tool_stored": [],
    },
]
