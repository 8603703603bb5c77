"""The "fresh88" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH88: list[dict[str, Any]] = [
    # --- "ridgeline-book": the booking system of Ridgeline Climbing, a chain of climbing gyms in Leeds, Sheffield, York and Manchester (Laravel 11 on PHP 8.3, Vue 3 + Inertia + Pinia, MySQL 8, Redis queues under Horizon, Stripe through Cashier, Pest tests, Sail locally, deployed with Forge, a Filament staff panel) ---
    {
        "name": "fresh88-ridgeline-chitchat-definemodel-and-email-typo",
        "split": "fresh88",
        "steps": [
            (
                "user",
                "quick one, whats the actual difference between defineModel and doing props + emit('update:modelValue') by hand. is it just sugar",
            ),
            (
                "assistant",
                "Mostly sugar, with one real difference. `const model = defineModel()` (Vue 3.4+) compiles to a `modelValue` prop plus an `update:modelValue` emit, and gives you a ref you can assign to: `model.value = x` emits the update for you.\n\nThe difference: the ref returned by `defineModel` keeps a local value, so if the parent doesn't bind `v-model` at all, the component still works as if it owned the state. With hand-written props + emit, assigning to the prop is an error and nothing changes unless the parent listens.\n\nNamed models work the same way: `defineModel('gym')` pairs with `v-model:gym` in the parent. Modifiers come back as the second item: `const [model, modifiers] = defineModel({ set(v) { ... } })`.",
            ),
            (
                "user",
                'ok cool. also the booking confirmation email says "see you on the wall\'s" can u fix',
            ),
            (
                "bash",
                'grep -rn "wall\'s" resources/views/ lang/',
                "resources/views/emails/bookings/confirmed.blade.php:23:    See you on the wall's, {{ $booking->member->first_name }}!",
            ),
            ("edit", "resources/views/emails/bookings/confirmed.blade.php"),
            (
                "bash",
                "./vendor/bin/sail pest --filter=BookingConfirmedMailTest 2>&1 | tail -3",
                "  PASS  Tests\\Feature\\Mail\\BookingConfirmedMailTest\n  ✓ it renders the confirmation for a member                    0.41s\n\n  Tests:    1 passed (3 assertions)",
            ),
            (
                "assistant",
                'Changed it to "See you on the wall, {{ first_name }}!" in `emails/bookings/confirmed.blade.php:23`; the mail test still passes.',
            ),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh88-ridgeline-incident-overbooked-class-and-reserve-rule",
        "split": "fresh88",
        "steps": [
            (
                "user",
                "sheffield front desk says thursday's 6pm intro to bouldering had 14 people turn up with confirmations, cap is 12. two of the bookings are like half a second apart. how did that get through",
            ),
            (
                "bash",
                './vendor/bin/sail mysql -e "select id, member_id, created_at, source from bookings where session_slot_id = 88412 order by created_at desc limit 4" ridgeline',
                "id\tmember_id\tcreated_at\tsource\n301877\t51220\t2026-12-03 17:58:41.611\tweb\n301876\t40913\t2026-12-03 17:58:41.204\tweb\n301875\t38861\t2026-12-03 17:58:40.987\tweb\n301802\t22190\t2026-12-03 16:12:09.114\tapi",
            ),
            (
                "read",
                "app/Http/Controllers/BookingController.php",
                "public function store(StoreBookingRequest $request, SessionSlot $slot)\n{\n    if ($slot->bookings()->count() >= $slot->capacity) {\n        return back()->withErrors(['slot' => 'This session is full.']);\n    }\n\n    $booking = Booking::create([\n        'session_slot_id' => $slot->id,\n        'member_id' => $request->user()->member->id,\n        'source' => 'web',\n    ]);\n\n    BookingConfirmed::dispatch($booking);\n\n    return redirect()->route('bookings.show', $booking);\n}\n",
            ),
            (
                "read",
                "app/Services/BookingService.php",
                "public function reserve(SessionSlot $slot, Member $member, string $source): Booking\n{\n    return DB::transaction(function () use ($slot, $member, $source) {\n        $locked = SessionSlot::whereKey($slot->id)->lockForUpdate()->firstOrFail();\n        if ($locked->bookings()->count() >= $locked->capacity) {\n            throw new SlotFullException($locked);\n        }\n        return Booking::create([...]);\n    });\n}\n",
            ),
            (
                "think",
                "The web controller does its own count-then-create with no lock and no transaction. Three web requests landed within 700ms when the session opened for late bookings; each read count 11 before any of them inserted, so all three passed the capacity check. The API path uses BookingService::reserve which locks the slot row. Fix: web controller calls reserve(). Add a unique index on (session_slot_id, member_id) too.",
            ),
            (
                "assistant",
                "It's a race in the web booking path. `BookingController@store` counts the bookings and then calls `Booking::create` with no transaction and no lock, so when three members hit \"Book\" within 700 ms (17:58:40.987 to 17:58:41.611), all three read 11 bookings before any of them inserted, and all three passed the capacity check. Thursday's class went to 14 that way.\n\nThe mobile API doesn't have the bug: it goes through `BookingService::reserve()`, which opens a transaction and takes `lockForUpdate()` on the slot row before counting, so a second request waits for the first to commit.\n\nFix I'd make: have the controller call `BookingService::reserve()` and map `SlotFullException` to the \"session is full\" error, plus a unique index on `(session_slot_id, member_id)` so the same member can't double-book either. OK?",
            ),
            (
                "user",
                "yes. and that controller shouldnt have had its own copy in the first place. rule from now on: every booking write goes through BookingService::reserve(), no Booking::create() in controllers or jobs. the api always used it and never overbooked once",
            ),
            ("edit", "app/Http/Controllers/BookingController.php"),
            (
                "edit",
                "database/migrations/2026_12_07_101500_add_unique_member_slot_to_bookings.php",
            ),
            ("edit", "tests/Feature/Bookings/OverbookingTest.php"),
            ("edit", "tests/Arch/BookingWritesTest.php"),
            (
                "bash",
                "./vendor/bin/sail artisan migrate && ./vendor/bin/sail pest tests/Feature/Bookings tests/Arch 2>&1 | tail -3",
                "   INFO  Running migrations.\n  2026_12_07_101500_add_unique_member_slot_to_bookings .......... 38ms DONE\n\n  Tests:    27 passed (81 assertions)\n  Duration: 4.12s",
            ),
            (
                "assistant",
                "Done:\n\n- `BookingController@store` calls `BookingService::reserve($slot, $member, 'web')`; `SlotFullException` becomes the \"This session is full.\" error\n- migration adds a unique index on `bookings(session_slot_id, member_id)`\n- `OverbookingTest` fires 5 concurrent reservations at a slot with 1 place left and expects exactly 1 booking\n- `tests/Arch/BookingWritesTest.php`: `arch()->expect('App\\Models\\Booking')->toOnlyBeUsedIn([...])` restricted to `App\\Services` and the read-only query classes, so a `Booking::create` in a controller or job fails the suite\n\n27 tests pass. The 2 extra people on Thursday's class are still in the table; want me to flag them for the Sheffield desk?",
            ),
            ("user", "nah theyve sorted it at the desk"),
        ],
        "lessons": [
            {"keys": ["lockForUpdate", "BookingController"]},
            {"keys": ["BookingService::reserve", "Booking::create"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh88-ridgeline-decision-online-waiver-signatures-in-db",
        "split": "fresh88",
        "steps": [
            (
                "user",
                "new members still sign the liability waiver on paper at the desk. we want it online as the last step of signup. options?",
            ),
            (
                "bash",
                'ls resources/js/Pages/Signup/ && grep -n "waiver" app/Models/Member.php database/migrations/*members* | head -5',
                "Details.vue\nMembership.vue\nPayment.vue\napp/Models/Member.php:34:    'waiver_signed_on_paper' => 'boolean',\ndatabase/migrations/2024_03_02_090000_create_members_table.php:27:            $table->boolean('waiver_signed_on_paper')->default(false);",
            ),
            (
                "assistant",
                "Today there's only a `waiver_signed_on_paper` boolean on members; signup is Details → Membership → Payment. Options for a Waiver step:\n\n1. **Signed PDF per member.** Render the waiver with the drawn signature into a PDF (dompdf) at signup and store it in S3. Simple to hand over as a file; nothing to query though, and a changed waiver means a new template.\n2. **Signature + version in the database.** A `waiver_signatures` table: member, `waiver_version`, the signature as SVG path data from a canvas pad, signed_at, IP and user agent. The PDF is rendered on demand when someone asks for it.\n3. **DocuSign embedded signing.** Legally the most polished, audit trail included; costs per envelope and adds a redirect in the middle of signup.\n\nI'd go with 2.",
            ),
            (
                "user",
                "2. docusign is per envelope and we get ~3000 signups a month across the four gyms, thats silly money for a tickbox and a squiggle. and a few times a year the insurer asks for everyone who signed version X, thats one query with 2 and a nightmare with a bucket of pdfs. waiver text lives in resources/waivers/v{n}.md, bump the version whenever legal changes a word",
            ),
            ("edit", "database/migrations/2026_12_07_113000_create_waiver_signatures_table.php"),
            ("edit", "app/Models/WaiverSignature.php"),
            ("edit", "app/Http/Controllers/Signup/WaiverController.php"),
            ("edit", "resources/js/Pages/Signup/Waiver.vue"),
            ("edit", "resources/js/Components/SignaturePad.vue"),
            ("edit", "tests/Feature/Signup/WaiverTest.php"),
            (
                "bash",
                "ls resources/waivers/ && ./vendor/bin/sail artisan migrate && ./vendor/bin/sail pest tests/Feature/Signup 2>&1 | tail -2",
                "v1.md\nv2.md\nv3.md\n   INFO  Running migrations.\n  2026_12_07_113000_create_waiver_signatures_table .......... 44ms DONE\n\n  Tests:    14 passed (52 assertions)",
            ),
            (
                "assistant",
                'Done:\n\n- `waiver_signatures` table (member_id, waiver_version, signature_svg, signed_at, ip, user_agent) and a `WaiverSignature` model\n- `Signup/Waiver.vue` is the new last step: shows the newest `resources/waivers/v{n}.md` (v3 today), a `SignaturePad` canvas component and a "I have read and agree" checkbox; the account is only activated once a signature is stored\n- `GET /desk/members/{member}/waiver.pdf` renders the signed version with the signature for staff\n- `WaiverSignature::forVersion(3)` is the insurer query\n\n14 signup tests pass. Members who signed on paper keep `waiver_signed_on_paper` and aren\'t asked again.',
            ),
        ],
        "lessons": [
            {"keys": ["waiver_signatures", "DocuSign"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh88-ridgeline-cancellation-cutoff-and-sail-mysql-corrections",
        "split": "fresh88",
        "steps": [
            (
                "user",
                "add self-service cancellation to the My Bookings page. if they cancel in time they get the money back on their card, otherwise no refund",
            ),
            (
                "read",
                "config/booking.php",
                "<?php\n\nreturn [\n    'late_booking_minutes' => env('BOOKING_LATE_MINUTES', 15),\n    'cancel_cutoff_hours' => env('BOOKING_CANCEL_CUTOFF_HOURS', 24),\n    'max_active_bookings' => env('BOOKING_MAX_ACTIVE', 6),\n];\n",
            ),
            (
                "read",
                "phpunit.xml",
                '<php>\n    <env name="APP_ENV" value="testing"/>\n    <env name="DB_CONNECTION" value="sqlite"/>\n    <env name="DB_DATABASE" value=":memory:"/>\n    <env name="QUEUE_CONNECTION" value="sync"/>\n</php>\n',
            ),
            (
                "assistant",
                "Plan: members can cancel up to 24 hours before the session starts (the `cancel_cutoff_hours` default in config/booking.php); inside that window the Cancel button turns into \"Too late to cancel\". A cancellation in time refunds the booking's payment intent through Cashier (`$member->refund($booking->payment_intent_id)`). I'll write the Pest tests against the in-memory sqlite database from phpunit.xml and run them with `php artisan test`. OK?",
            ),
            ("user", "sure"),
            ("edit", "app/Http/Controllers/BookingCancellationController.php"),
            ("edit", "resources/js/Pages/Bookings/Index.vue"),
            ("edit", "tests/Feature/Bookings/CancellationTest.php"),
            (
                "bash",
                "php artisan test tests/Feature/Bookings/CancellationTest.php 2>&1 | tail -4",
                "  FAIL  Tests\\Feature\\Bookings\\CancellationTest\n  ⨯ it refunds a cancellation before the cutoff\n  SQLSTATE[HY000]: General error: 1 no such function: JSON_CONTAINS (Connection: sqlite, SQL: select * from `memberships` where JSON_CONTAINS(`gym_ids`, 3) ...)\n  Tests:    1 failed, 3 passed (9 assertions)",
            ),
            (
                "user",
                "ah yeah forget sqlite, tests run against mysql in sail (`sail pest`), the sqlite lines in phpunit.xml are leftovers from the starter kit and half our membership queries use JSON_CONTAINS which sqlite doesnt have. i'll delete them. also while ur in there, the cutoff isnt 24h anymore, its 12 hours since october, prod has BOOKING_CANCEL_CUTOFF_HOURS=12 and the 24 in the config is just a stale default, change it to 12. oh and class pass holders (the 10-visit cards) dont get a stripe refund, they get the visit credited back to the pass",
            ),
            ("edit", "config/booking.php"),
            ("edit", "app/Http/Controllers/BookingCancellationController.php"),
            ("edit", "tests/Feature/Bookings/CancellationTest.php"),
            (
                "bash",
                "./vendor/bin/sail pest tests/Feature/Bookings/CancellationTest.php 2>&1 | tail -7",
                "  PASS  Tests\\Feature\\Bookings\\CancellationTest\n  ✓ it refunds a cancellation before the cutoff                  0.62s\n  ✓ it refuses a refund inside the 12 hour window                0.18s\n  ✓ it credits a class pass visit instead of refunding           0.21s\n  ✓ it hides the cancel button inside the window                 0.15s\n  ✓ it cannot cancel someone else's booking                      0.12s\n  Tests:    5 passed (17 assertions)",
            ),
            (
                "assistant",
                "Fixed:\n\n- `cancel_cutoff_hours` defaults to 12 in config/booking.php, matching prod\n- a booking paid with a class pass gets the visit put back on the pass (`$pass->increment('visits_left')`) instead of a Stripe refund; card bookings are refunded through Cashier\n- tests run with `sail pest` against MySQL now\n\n5 cancellation tests pass.",
            ),
        ],
        "lessons": [
            {"keys": ["12 hours", "BOOKING_CANCEL_CUTOFF_HOURS"], "not": ["up to 24 hours before"]},
            {
                "keys": ["sail pest", "JSON_CONTAINS"],
                "not": ["in-memory sqlite database from phpunit.xml"],
            },
            {"keys": ["class pass", "credited back"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh88-ridgeline-tool-stored-deploy-steps-sms-provider-answer",
        "split": "fresh88",
        "steps": [
            (
                "user",
                "save the deploy steps somewhere for me pls, i forget every time: forge deploys on push to the production branch, then ssh in and run php artisan horizon:terminate by hand, the forge deploy script doesnt restart horizon so queued jobs keep running the old code. then can you add the 2h-before-class reminder sms",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "ridgeline-book deploy: Forge deploys on push to the `production` branch. Afterwards ssh to the server and run `php artisan horizon:terminate` manually; the Forge deploy script does not restart Horizon, so queued jobs keep running the old code until it is restarted.",
                    "tags": ["ridgeline-book", "deploy", "forge", "horizon"],
                },
                '{"id":"8804","action":"stored"}',
                False,
            ),
            (
                "read",
                "config/services.php",
                "    'vonage' => [\n        'key' => env('VONAGE_KEY'),\n        'secret' => env('VONAGE_SECRET'),\n        'sms_from' => env('VONAGE_SMS_FROM', 'Ridgeline'),\n    ],\n\n    'twilio' => [\n        'sid' => env('TWILIO_SID'),\n        'token' => env('TWILIO_TOKEN'),\n        'from' => env('TWILIO_FROM'),\n    ],\n",
            ),
            (
                "assistant",
                "Saved the deploy steps.\n\nFor the reminder: I'll add a `ClassReminder` notification and a scheduled command that runs every 5 minutes and sends it for sessions starting 2 hours from now, on the `notifications` queue. One question first: config/services.php has both `vonage` and `twilio` set up, and `Member` has `routeNotificationForVonage` but not Twilio. Which one actually sends our SMS?",
            ),
            (
                "user",
                "twilio. we moved off vonage in the summer, that config and the route method are leftovers, rip them out. sender id is RIDGELINE, its registered with twilio so dont change it",
            ),
            ("edit", "app/Notifications/ClassReminder.php"),
            ("edit", "app/Console/Commands/SendClassReminders.php"),
            ("edit", "routes/console.php"),
            ("edit", "app/Models/Member.php"),
            ("edit", "config/services.php"),
            ("edit", "tests/Feature/Notifications/ClassReminderTest.php"),
            (
                "bash",
                "./vendor/bin/sail pest tests/Feature/Notifications 2>&1 | tail -2 && grep -rn -i vonage app config composer.json | wc -l",
                "  Tests:    6 passed (19 assertions)\n  Duration: 1.37s\n0",
            ),
            (
                "assistant",
                'Done:\n\n- `ClassReminder` goes out through the Twilio channel from sender `RIDGELINE`: "Your {class} at Ridgeline {gym} starts at {time}. Can\'t make it? Cancel in the app."\n- `reminders:send` runs every 5 minutes from routes/console.php and only picks sessions starting in 115-120 minutes with `reminder_sent_at` null, so nobody gets two\n- Vonage config, `routeNotificationForVonage` and the `laravel/vonage-notification-channel` package are gone\n\n6 notification tests pass. Remember `horizon:terminate` after this deploy, it adds a queued notification.',
            ),
        ],
        "lessons": [
            {"keys": ["Twilio", "RIDGELINE"]},
        ],
        "tool_stored": [["horizon:terminate", "production"]],
    },
    {
        "name": "fresh88-ridgeline-gym-switcher-several-points-gym-ids-pence",
        "split": "fresh88",
        "steps": [
            (
                "user",
                "members who climb at more than one gym want a gym switcher in the header instead of picking the gym on every page. remember the last one they picked",
            ),
            (
                "read",
                "database/seeders/GymSeeder.php",
                "Gym::create(['id' => 1, 'name' => 'Leeds', 'slug' => 'leeds']);\nGym::create(['id' => 2, 'name' => 'Sheffield', 'slug' => 'sheffield']);\nGym::create(['id' => 3, 'name' => 'Leeds Kirkstall', 'slug' => 'leeds-kirkstall']);\nGym::create(['id' => 4, 'name' => 'York', 'slug' => 'york']);\nGym::create(['id' => 5, 'name' => 'Manchester', 'slug' => 'manchester']);\n",
            ),
            (
                "assistant",
                "Plan: a `GymSwitcher.vue` dropdown in `AppHeader.vue`, backed by a Pinia `useGymStore` that keeps the choice in `localStorage` and sends it as a `gym` query param on Inertia visits; `members.last_gym_id` stores it server-side so it follows them across devices. New members default to gym_id 1 (Leeds, first in the seeder). The day-pass price shown next to each gym comes from `gyms.day_pass_price` as a decimal, formatted with `toFixed(2)`. I'll also make the same switcher work on mobile widths.",
            ),
            (
                "user",
                "few things before u start:\n- leeds is gym 3, not 1. 1 was the old leeds city centre site which closed last year and is soft deleted, the seeder is out of date. never default to gym 1, default to null and make them pick\n- prices are never decimals anywhere, everything is integer pence (day_pass_price_pence etc), format on the frontend with Intl.NumberFormat. theres no day_pass_price column, thats from the seeder too\n- skip mobile for now, the mobile app has its own switcher",
            ),
            (
                "bash",
                './vendor/bin/sail mysql -e "select id, name, deleted_at, day_pass_price_pence from gyms" ridgeline',
                "id\tname\tdeleted_at\tday_pass_price_pence\n1\tLeeds City\t2025-10-31 18:00:00\t1250\n2\tSheffield\tNULL\t1400\n3\tLeeds\tNULL\t1400\n4\tYork\tNULL\t1300\n5\tManchester\tNULL\t1500",
            ),
            ("edit", "database/seeders/GymSeeder.php"),
            ("edit", "database/migrations/2026_12_07_150000_add_last_gym_id_to_members.php"),
            ("edit", "resources/js/Stores/gym.js"),
            ("edit", "resources/js/Components/GymSwitcher.vue"),
            ("edit", "resources/js/Layouts/AppHeader.vue"),
            ("edit", "app/Http/Middleware/HandleInertiaRequests.php"),
            (
                "bash",
                "npm run build 2>&1 | tail -1 && ./vendor/bin/sail pest tests/Feature/GymSwitcherTest.php 2>&1 | tail -1",
                "✓ built in 6.84s\n  Tests:    4 passed (11 assertions)",
            ),
            (
                "assistant",
                "Done:\n\n- `GymSwitcher.vue` in the header lists the gyms that aren't soft deleted (Leeds, Sheffield, York, Manchester); with no `last_gym_id` it shows \"Choose your gym\" instead of defaulting\n- prices come from `day_pass_price_pence` and are formatted with `Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })` on the pence / 100\n- `HandleInertiaRequests` shares `currentGym` from `members.last_gym_id`\n- GymSeeder now matches prod (1 = Leeds City, soft deleted; 3 = Leeds)\n- desktop header only, no mobile changes\n\nBuild is fine and 4 tests pass.",
            ),
            ("user", "nice"),
        ],
        "lessons": [
            {"keys": ["gym 3", "soft deleted"], "not": ["default to gym_id 1"]},
            {"keys": ["pence", "decimal"], "not": ["as a decimal, formatted"]},
        ],
        "tool_stored": [],
    },
]
