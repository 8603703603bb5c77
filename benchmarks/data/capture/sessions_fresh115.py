"""The "fresh115" capture sessions: written in session 50 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH115: list[dict[str, Any]] = [
    # --- "tidebook": online booking for Lochan Ferries, a small island operator (routes Port
    # Ardrie - Cuilne on the MV Cuilne Lass, Port Ardrie - Inchvore on the MV Marsaili).
    # Laravel 11 on PHP 8.3, MySQL 8.0, Livewire 3, Redis queues with Horizon, Stripe Checkout,
    # Pest tests; deployed with Laravel Forge; repo: app/ (Models, Livewire, Jobs, Services),
    # routes/, bootstrap/app.php, database/migrations/, resources/views/ ---
    {
        "name": "fresh115-tidebook-chitchat-with-vs-load-and-vehicle-length-typo",
        "split": "fresh115",
        "steps": [
            (
                "user",
                "whats actually the difference between with() and load() in eloquent. jess uses load() all over the manifest controller and i never know which one im meant to use",
            ),
            (
                "think",
                "with(): eager load when building the query, relations fetched right after the main query. load(): lazy eager loading on models/collection already retrieved. Both avoid N+1 if used on the collection; load() on each model in a loop doesn't. loadMissing. Example with Sailing -> bookings -> vehicle.",
            ),
            (
                "assistant",
                "They both solve the N+1 problem, they just run at different moments.\n\n**`with()`**: on the query, before you fetch\n```php\n$sailings = Sailing::with('bookings.vehicle')->whereDate('departs_at', $day)->get();\n```\nOne query for sailings, then one for all their bookings, one for all the vehicles.\n\n**`load()`**: on models you've *already* fetched\n```php\n$sailing = Sailing::findOrFail($id);\n// ...later, only if needed\n$sailing->load('bookings.vehicle');\n```\nSame queries, but run after the fact. Useful when you only sometimes need the relation, or the model came from route model binding.\n\nThe trap is calling `load()` on each model inside a loop: that's back to one query per sailing. On a whole collection, `$sailings->load(...)` is fine. There's also `loadMissing()`, which skips relations that are already loaded.\n\nIn the manifest controller the sailing comes from route model binding, so Jess's `load()` there is fine.",
            ),
            (
                "user",
                "ok good. also the booking form says 'Vehicle lenght (m)' someone spotted it on the live site",
            ),
            (
                "bash",
                'grep -rn "lenght" resources/ app/',
                'resources/views/livewire/booking-form.blade.php:57:        <label for="vehicle_length">Vehicle lenght (m)</label>',
            ),
            ("edit", "resources/views/livewire/booking-form.blade.php"),
            (
                "bash",
                "php artisan test --filter=BookingForm 2>&1 | tail -2",
                "  Tests:    11 passed (29 assertions)\n  Duration: 1.84s",
            ),
            (
                "assistant",
                "Fixed, the label now reads **Vehicle length (m)**. It was the only misspelling in the views, and the booking form tests still pass. It'll be live after the next Forge deploy.",
            ),
            ("user", "cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh115-tidebook-incident-stripe-webhook-419-csrf-after-route-move",
        "split": "fresh115",
        "steps": [
            (
                "user",
                "urgent. about 40 bookings since last night are stuck on pending_payment and people are phoning the harbour office saying they paid. stripe shows the payments as succeeded",
            ),
            (
                "bash",
                "ssh forge@tidebook-prod \"grep 'POST /stripe/webhook' /var/log/nginx/tidebook.lochanferries.co.uk-access.log | awk '{print \\$9}' | sort | uniq -c\"",
                "    412 419",
            ),
            (
                "bash",
                "git log -3 --format='%h %an %ad %s' -- routes/",
                "c4d81e7 Jess Mackay Sun Dec 6 21:14:52 2026 tidy routes: move stripe webhook into web.php, drop api.php\n7a20b6f Jess Mackay Thu Nov 26 11:30:08 2026 manifest routes\n1fe93aa Calum Ross Mon Nov 9 09:12:41 2026 timetable export route",
            ),
            (
                "read",
                "bootstrap/app.php",
                "return Application::configure(basePath: dirname(__DIR__))\n    ->withRouting(\n        web: __DIR__.'/../routes/web.php',\n        commands: __DIR__.'/../routes/console.php',\n        health: '/up',\n    )\n    ->withMiddleware(function (Middleware $middleware) {\n        $middleware->web(append: [\n            \\App\\Http\\Middleware\\HandleInertiaRequests::class,\n        ]);\n    })\n    ->withExceptions(function (Exceptions $exceptions) {\n        //\n    })->create();\n",
            ),
            (
                "think",
                "419 = CSRF token mismatch (Page Expired). Webhook moved from api.php (no CSRF) to web.php; web group includes ValidateCsrfToken in Laravel 11; Stripe's POST has no token. Every event rejected since 21:14. Stripe retries with backoff for up to 3 days, so events are not lost, but the ReleaseUnpaidHolds job frees deck space after 30 min of pending_payment... check. Fix: validateCsrfTokens(except: ['stripe/*']), redeploy, then resend failed events.",
            ),
            (
                "bash",
                "grep -n 'pending_payment' -A3 app/Jobs/ReleaseUnpaidHolds.php | head -6",
                "18:        Booking::where('status', 'pending_payment')\n19-            ->where('created_at', '<', now()->subMinutes(30))\n20-            ->whereNull('released_at')\n21-            ->each(fn (Booking $b) => $b->releaseSpace());",
            ),
            (
                "assistant",
                "Found it. Nobody lost money, but our side never heard about the payments.\n\n**Cause**\n\n1. Last night's `c4d81e7` moved `POST /stripe/webhook` from `routes/api.php` into `routes/web.php`\n2. In Laravel 11 every `web` route goes through `ValidateCsrfToken`, and Stripe's webhook POST obviously has no CSRF token\n3. So since 21:14 every Stripe event got a **419 Page Expired** (412 of them in the nginx log) and `checkout.session.completed` never reached us\n4. Bookings stayed `pending_payment`, and `ReleaseUnpaidHolds` released their deck space after 30 minutes, so those sailings may have been resold\n\n**Fix**\n\n- `$middleware->validateCsrfTokens(except: ['stripe/*']);` in `bootstrap/app.php` (the webhook is still verified by its Stripe signature)\n- a Pest test that posts a signed fake event to `/stripe/webhook` and expects 200, so this can't silently come back\n- then resend the failed events from Stripe, which confirms the bookings, and check whether any of the 40 lost their space\n\nShall I go ahead?",
            ),
            ("user", "yes go go"),
            ("edit", "bootstrap/app.php"),
            ("edit", "tests/Feature/StripeWebhookTest.php"),
            (
                "bash",
                "php artisan test --filter=StripeWebhook 2>&1 | tail -1 && git push origin main 2>&1 | tail -1",
                "  Tests:    4 passed (9 assertions)\n   e2b71c0..0f3a9d4  main -> main",
            ),
            (
                "bash",
                "sleep 90; stripe events list --type checkout.session.completed --created.gte 1733519600 --limit 100 | jq -r '.data[].id' | xargs -n1 stripe events resend --webhook-endpoint we_1QAr8sLochanFy 2>&1 | grep -c '\"id\"'",
                "43",
            ),
            (
                "bash",
                "php artisan tinker --execute=\"echo App\\Models\\Booking::where('status','pending_payment')->where('created_at','>','2026-12-06 21:00')->count().' pending, '.App\\Models\\Booking::overbookedSailings()->count().' overbooked sailings';\"",
                "0 pending, 1 overbooked sailings",
            ),
            (
                "assistant",
                "Forge deployed it and I resent the 43 missed events: all the stuck bookings are now `confirmed` and their confirmation emails went out.\n\nOne sailing is over capacity because its space was resold while the booking looked unpaid: the **Tue 8 Dec 07:40 Ardrie - Cuilne**, over by one car. The harbour office will need to sort that one by hand.",
            ),
            (
                "user",
                "ok ill ring them about the 07:40. so the stripe webhook has to stay excluded from csrf in bootstrap/app.php, otherwise every event gets a 419 and bookings sit in pending_payment",
            ),
            (
                "assistant",
                "Exactly, and the new webhook test fails if anyone moves it back under CSRF.",
            ),
        ],
        "lessons": [
            {"keys": ["stripe webhook", "csrf"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh115-tidebook-decision-deck-capacity-lane-metres",
        "split": "fresh115",
        "steps": [
            (
                "user",
                "we have to stop overbooking the car deck. saturday 3 campervans got left on the pier at ardrie because the cuilne lass was full even though tidebook said there was space",
            ),
            (
                "read",
                "app/Models/Sailing.php",
                "class Sailing extends Model\n{\n    protected $casts = ['departs_at' => 'datetime'];\n\n    public function vehicleSpacesLeft(): int\n    {\n        return $this->vessel->car_spaces - $this->bookings()->confirmedOrPending()->whereNotNull('vehicle_id')->count();\n    }\n}\n",
            ),
            (
                "bash",
                "php artisan tinker --execute=\"App\\Models\\Vessel::all(['name','car_spaces'])->each(fn(\\$v) => print(\\$v->name.' '.\\$v->car_spaces.PHP_EOL));\"",
                "MV Cuilne Lass 18\nMV Marsaili 8",
            ),
            (
                "assistant",
                "Every vehicle counts as exactly one of `car_spaces` (18 on the Cuilne Lass), so a campervan or a car with a trailer uses the same space as a Fiesta. Three ways to fix it:\n\n1. **Space units per vehicle type**: car = 1, van = 1.5, campervan/trailer = 2. Small change (a column on `vehicle_types` and a sum instead of a count), and the booking form already asks for the type.\n2. **Lane metres**: give each vessel its lane-metre capacity, each booking uses the declared vehicle length plus a gap, and we sum lengths. Matches the deck, but it relies on customers entering a sensible length.\n3. **Deck plan**: model each lane and assign vehicles to lanes like a seat map. Most accurate, a lot of work, and the crew would have to follow our plan.\n\nI'd go with **1**: quick, and it would have caught Saturday.",
            ),
            (
                "user",
                "2, lane metres. the MV Cuilne Lass is 84 lane metres and the crew load by length anyway, and campervans run from 5m to 9m so a flat 2 would still overbook. oh and whatever we do, vehicles over 7.5 tonnes stay phone-only through the harbour office, the linkspan needs a deckhand booked for those",
            ),
            (
                "think",
                "Option 2. Need Marsaili's lane metres too; ask. Gap: 0.5m per vehicle? Ask or pick and flag. Length already asked in booking form (vehicle_length). Validation: min 3m, max 12m. Over 7.5t: already blocked online? check.",
            ),
            (
                "bash",
                "grep -rn '7500\\|7.5' app/Livewire/BookingForm.php",
                "app/Livewire/BookingForm.php:88:        if ($this->vehicle_weight_kg > 7500) {\napp/Livewire/BookingForm.php:89:            $this->addError('vehicle_weight_kg', 'Vehicles over 7.5t must be booked by phone: 01632 960771.');",
            ),
            (
                "assistant",
                "Lane metres it is. The over-7.5t block is already in `BookingForm` and I'll leave it exactly as it is. Two things I need:\n\n- the **MV Marsaili**'s lane metres\n- the gap per vehicle: I'd assume 0.5 m between vehicles unless the crew use something else",
            ),
            (
                "user",
                "marsaili is 36. 0.5 is fine. do it on a branch, dont merge before friday, i want to run it past the skippers first",
            ),
            ("edit", "database/migrations/2026_12_07_101500_add_lane_metres_to_vessels.php"),
            ("edit", "app/Models/Sailing.php"),
            ("edit", "app/Livewire/BookingForm.php"),
            ("edit", "tests/Feature/DeckCapacityTest.php"),
            (
                "bash",
                "php artisan test --filter=DeckCapacity 2>&1 | tail -1",
                "  Tests:    7 passed (18 assertions)",
            ),
            (
                "assistant",
                "Done on `feat/lane-metres` (not merged):\n\n- `vessels.lane_metres`: 84 for the Cuilne Lass, 36 for the Marsaili\n- `Sailing::laneMetresLeft()` sums `vehicle_length + 0.5` over confirmed and pending bookings; the form refuses a vehicle that doesn't fit and shows what's left\n- `vehicle_length` is now required for every vehicle, between 2.5 m and 12 m\n- test: Saturday's sailing replayed with the real bookings, the third campervan is refused\n\nThe old `car_spaces` column is still there, unused, so it's easy to go back if the skippers don't like it.",
            ),
            ("user", "great thanks"),
        ],
        "lessons": [
            {"keys": ["Cuilne Lass", "84 lane metres"]},
            {"keys": ["7.5 tonnes", "phone-only"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh115-tidebook-tool-stored-no-migrate-fresh-staging-and-zero-rated-fares",
        "split": "fresh115",
        "steps": [
            (
                "user",
                "pls remember for the future: never run migrate:fresh or db:seed against staging, the harbour office trains new staff on the staging db with the test tablets and wiping it ruins their week. now, can we add a VAT breakdown to the e-receipt, an accountant asked for it",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "tidebook: never run `php artisan migrate:fresh` or `db:seed` against staging; the harbour office trains staff on the staging database with the test tablets.",
                    "tags": ["tidebook", "staging", "database"],
                },
                '{"id":"5527","action":"stored"}',
                False,
            ),
            (
                "read",
                "resources/views/mail/receipt.blade.php",
                "<x-mail::table>\n| Item | Qty | Price |\n|:-----|:---:|------:|\n@foreach ($booking->lines as $line)\n| {{ $line->description }} | {{ $line->qty }} | £{{ number_format($line->total_pence / 100, 2) }} |\n@endforeach\n| **Total** | | **£{{ number_format($booking->total_pence / 100, 2) }}** |\n</x-mail::table>\n",
            ),
            (
                "bash",
                "php artisan tinker --execute=\"App\\Models\\BookingLine::distinct()->pluck('kind')->each(fn(\\$k) => print(\\$k.PHP_EOL));\"",
                "passenger_fare\nvehicle_fare\nbike\ndog\ncafe_preorder",
            ),
            (
                "think",
                "Don't assume every line is standard-rated 20%. Passenger transport is often zero-rated in the UK. Ask.",
            ),
            (
                "assistant",
                "Saved the staging rule.\n\nFor the receipt: booking lines come in five kinds (`passenger_fare`, `vehicle_fare`, `bike`, `dog`, `cafe_preorder`). Before I add a VAT column, which rate applies to which? I don't want to just put 20% on the whole total.",
            ),
            (
                "user",
                "fares are zero-rated, passenger transport is zero rated and so are the vehicle, bike and dog fares, only the onboard cafe pre-orders carry 20% VAT. prices are all VAT inclusive",
            ),
            ("edit", "app/Enums/BookingLineKind.php"),
            ("edit", "app/Models/BookingLine.php"),
            ("edit", "resources/views/mail/receipt.blade.php"),
            ("edit", "tests/Feature/ReceiptMailTest.php"),
            (
                "bash",
                "php artisan test --filter=ReceiptMail 2>&1 | tail -1",
                "  Tests:    5 passed (16 assertions)",
            ),
            (
                "assistant",
                "The receipt now has a VAT column and a summary under the total:\n\n- `BookingLineKind::vatRate()`: 0 for all fares (passenger, vehicle, bike, dog), 20 for `cafe_preorder`\n- VAT is worked out from the inclusive price (`total_pence * rate / (100 + rate)`, rounded per line)\n- summary: *Zero-rated £X · Standard-rated (20%) £Y, of which VAT £Z*\n- test: a foot passenger + car + cafe order of £12.00 gives VAT £2.00 on the cafe line and £0.00 elsewhere\n\nPreview it with `php artisan mail:preview receipt 10482` if you want to check the layout.",
            ),
            ("user", "looks good, thanks"),
        ],
        "lessons": [
            {"keys": ["zero-rated", "cafe"]},
        ],
        "tool_stored": [["migrate:fresh", "staging"]],
    },
    {
        "name": "fresh115-tidebook-review-addons-integer-pence-stripegateway-mysql-tests",
        "split": "fresh115",
        "steps": [
            ("user", "review #142 pls, jess's add-ons (bikes, dogs, cafe preorders)"),
            (
                "bash",
                "gh pr diff 142 --name-only",
                "app/Http/Controllers/AddOnController.php\napp/Models/AddOn.php\ndatabase/migrations/2026_12_03_140000_create_add_ons_table.php\nphpunit.xml\ntests/Feature/AddOnTest.php",
            ),
            (
                "read",
                "database/migrations/2026_12_03_140000_create_add_ons_table.php",
                "Schema::create('add_ons', function (Blueprint $table) {\n    $table->id();\n    $table->foreignId('booking_id')->constrained();\n    $table->string('kind');\n    $table->float('price');\n    $table->json('options')->nullable();\n    $table->timestamps();\n});\n",
            ),
            (
                "read",
                "app/Http/Controllers/AddOnController.php",
                "public function store(StoreAddOnRequest $request, Booking $booking)\n{\n    $addOn = $booking->addOns()->create($request->validated());\n\n    $session = \\Stripe\\Checkout\\Session::create([\n        'mode' => 'payment',\n        'line_items' => [[\n            'price_data' => ['currency' => 'gbp', 'unit_amount' => (int) ($addOn->price * 100), 'product_data' => ['name' => $addOn->kind]],\n            'quantity' => 1,\n        ]],\n        'success_url' => route('bookings.show', $booking),\n    ]);\n\n    return redirect($session->url);\n}\n",
            ),
            (
                "bash",
                "gh pr diff 142 -- phpunit.xml",
                '-        <env name="DB_CONNECTION" value="mysql"/>\n-        <env name="DB_DATABASE" value="tidebook_test"/>\n+        <env name="DB_CONNECTION" value="sqlite"/>\n+        <env name="DB_DATABASE" value=":memory:"/>',
            ),
            (
                "think",
                "price as float -> rounding (price*100 cast). Suggest decimal(8,2) with decimal:2 cast. Stripe called directly from controller, no idempotency key. phpunit switched to sqlite: faster, fine? Not sure. Tests OK.",
            ),
            (
                "assistant",
                "Review of #142:\n\n1. **Price column**: `price` is a `float`, and `(int) ($addOn->price * 100)` will turn £4.35 into 434p. I'd store fares as decimal(8,2) with a `decimal:2` cast and convert carefully when calling Stripe.\n2. **Stripe call**: the controller creates the Checkout Session itself, with no idempotency key, so a double click creates two sessions.\n3. **phpunit.xml**: switched to sqlite `:memory:`, which should make the suite quite a bit faster.\n4. Tests cover adding each kind of add-on; nothing for a failed payment.",
            ),
            (
                "user",
                "1 not quite. some house rules, put them in the review: money is always integer pence in an unsignedInteger column with a _pence suffix, never decimal and never float. every stripe call goes through App\\Services\\Payments\\StripeGateway, the stripe sdk never gets called from a controller. feature tests run on the mysql test database, not sqlite, we got burned by json column differences last year so revert the phpunit.xml change. approve when shes done",
            ),
            (
                "bash",
                "gh pr review 142 --request-changes --body-file /tmp/review_142.md",
                "- Requested changes to pull request lochan-ferries/tidebook#142",
            ),
            (
                "assistant",
                "Posted on #142 (changes requested):\n\n- `price` becomes `$table->unsignedInteger('price_pence')`, and Stripe gets `unit_amount => $addOn->price_pence` with no conversion at all\n- the Checkout Session is created through `StripeGateway::checkoutForAddOn($booking, $addOn)` (which already sets an idempotency key), nothing from `\\Stripe\\` in the controller\n- revert `phpunit.xml` to the `tidebook_test` MySQL database\n- a test for a failed or cancelled payment\n\nI dropped my decimal suggestion. I'll approve once Jess pushes.",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["integer pence", "_pence"], "not": ["store fares as decimal"]},
            {"keys": ["StripeGateway", "controller"]},
            {"keys": ["mysql test database", "sqlite"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh115-tidebook-correction-in-passing-check-in-20-minutes",
        "split": "fresh115",
        "steps": [
            (
                "user",
                "can the e-ticket email show when check-in closes? people keep turning up as the ramp goes up",
            ),
            (
                "bash",
                "grep -n 'checkin' config/tidebook.php",
                "14:    'checkin_minutes' => 30,",
            ),
            (
                "read",
                "resources/views/mail/eticket.blade.php",
                '# Your ticket: {{ $booking->sailing->route->name }}\n\n**Departs** {{ $booking->sailing->departs_at->timezone(\'Europe/London\')->format(\'D j M, H:i\') }}\n\n<img src="{{ $qrUrl }}" width="120" alt="Ticket QR code">\n',
            ),
            ("edit", "resources/views/mail/eticket.blade.php"),
            ("edit", "tests/Feature/EticketMailTest.php"),
            (
                "bash",
                "php artisan test --filter=EticketMail 2>&1 | tail -1",
                "  Tests:    3 passed (8 assertions)",
            ),
            (
                "assistant",
                "Added a line under the departure time, using `config('tidebook.checkin_minutes')`. Check-in closes 30 minutes before departure, so for the 08:15 from Ardrie the email says:\n\n> **Check-in closes 07:45.** Please be at the pier by then, the ramp is raised at departure time.\n\nThe test checks the 08:15 and a sailing just after midnight (so the date rolls back correctly).",
            ),
            (
                "user",
                "nice. the qr code is tiny on phones tho, can it be like 240px. and check-in is 20 minutes before departure for everyone since the new linkspan went in, the 30 in that config is from the old slipway days",
            ),
            (
                "think",
                "Update config to 20, test expectations (07:55), QR width 240.",
            ),
            ("edit", "config/tidebook.php"),
            ("edit", "resources/views/mail/eticket.blade.php"),
            ("edit", "tests/Feature/EticketMailTest.php"),
            (
                "bash",
                "php artisan test --filter=EticketMail 2>&1 | tail -1",
                "  Tests:    3 passed (8 assertions)",
            ),
            (
                "assistant",
                "Done:\n\n- `checkin_minutes` is 20 in `config/tidebook.php`, so the 08:15 now says **Check-in closes 07:55**\n- QR code is 240px wide\n\nAnything else using `checkin_minutes` picks up the new value too (only the harbour office's late-arrivals report does).",
            ),
            ("user", "grand, deploy it"),
            (
                "bash",
                "git push origin main 2>&1 | tail -1",
                "   0f3a9d4..8c6e215  main -> main",
            ),
            ("assistant", "Pushed, Forge is deploying it now."),
        ],
        "lessons": [
            {
                "keys": ["check-in", "20 minutes before departure"],
                "not": ["closes 30 minutes before departure"],
            },
        ],
        "tool_stored": [],
    },
]
