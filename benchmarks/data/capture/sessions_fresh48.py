"""The "fresh48" capture sessions: written in session 26 (2026-12-05) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH48: list[dict[str, Any]] = [
    # --- "keyhold": property-management SaaS, Laravel 11 + Inertia/Vue 3, MySQL 8, Horizon, on ECS ---
    {
        "name": "fresh48-keyhold-late-fee-property-timezone",
        "split": "fresh48",
        "steps": [
            (
                "user",
                "support ticket #4471: tenants in seattle getting a late fee on the due date itself. one of them paid at like 7:40pm on dec 1 (due dec 1) and still got the $75 fee. property is Cascade Lofts, org 212, charge 88213. late fees come from `billing:apply-late-fees`",
            ),
            (
                "bash",
                "grep -n 'apply-late-fees' routes/console.php; grep -n \"'timezone'\" config/app.php",
                "routes/console.php:14:Schedule::command('billing:apply-late-fees')->dailyAt('01:00')->onOneServer();\nconfig/app.php:68:    'timezone' => 'UTC',",
            ),
            (
                "read",
                "app/Console/Commands/ApplyLateFees.php",
                "<?php\n\nnamespace App\\Console\\Commands;\n\nuse App\\Billing\\LateFeeService;\nuse App\\Models\\Charge;\nuse Illuminate\\Console\\Command;\nuse Illuminate\\Support\\Carbon;\n\nclass ApplyLateFees extends Command\n{\n    protected $signature = 'billing:apply-late-fees';\n\n    public function handle(LateFeeService $fees): int\n    {\n        Charge::query()\n            ->unpaid()\n            ->where('due_date', '<', Carbon::today())\n            ->whereDoesntHave('lateFee')\n            ->with('lease.property')\n            ->chunkById(500, fn ($charges) => $charges->each(fn ($c) => $fees->apply($c)));\n\n        return self::SUCCESS;\n    }\n}\n",
            ),
            (
                "assistant",
                "One guess before going further: the payment may have been *recorded* late. Stripe webhooks are handled on the `default` queue, so if Horizon was backed up that evening the payment could have landed after the job ran. Let me check the timestamps on charge 88213.",
            ),
            (
                "bash",
                'php artisan tinker --execute=\'$c = App\\Models\\Charge::with("payments","lateFee","lease.property")->find(88213); dump([$c->due_date->toDateString(), $c->lease->property->timezone, $c->payments->pluck("paid_at")->map->toDateTimeString()->all(), $c->payments->pluck("created_at")->map->toDateTimeString()->all(), $c->lateFee?->created_at->toDateTimeString()]);\'',
                'array:5 [\n  0 => "2026-12-01"\n  1 => "America/Los_Angeles"\n  2 => array:1 [\n    0 => "2026-12-02 03:40:12"\n  ]\n  3 => array:1 [\n    0 => "2026-12-02 03:40:19"\n  ]\n  4 => "2026-12-02 01:00:07"\n]',
            ),
            (
                "think",
                "Payment paid_at 03:40 UTC Dec 2 = 19:40 Dec 1 PST (UTC-8), and it was written 7 s later, so no webhook delay. Late fee created 01:00 UTC Dec 2 = 17:00 Dec 1 PST: still the due date locally. Carbon::today() is in the app timezone (UTC), so at 01:00 UTC on Dec 2 today() is Dec 2 and due_date 2026-12-01 < 2026-12-02 -> fee. due_date is a property-local calendar date being compared with a UTC date. West of UTC the fee comes on the evening of the due date, east of UTC (Sydney properties) it comes up to a day late.",
            ),
            (
                "assistant",
                "Not the webhook: the payment was stored 7 seconds after it was made, at 03:40 UTC, which is 19:40 on Dec 1 in Seattle, so it was on time. The fee itself is the problem: it was created at 01:00 UTC on Dec 2, which is **17:00 on Dec 1** Pacific time, while the due date was still running.\n\n`ApplyLateFees` compares `due_date` (a date on the property's local calendar) with `Carbon::today()`, which uses the app timezone, `UTC`. For every property west of UTC the 01:00 UTC run lands on the evening of the due date, so anyone paying that evening gets a late fee. East of UTC (the Sydney properties) it's the other way round: fees arrive up to a day late.\n\nFix: compare against each property's local date from `properties.timezone`, and run the command hourly so each timezone is handled shortly after its own midnight. `whereDoesntHave('lateFee')` already keeps the hourly runs from charging twice.",
            ),
            (
                "user",
                "yep. due dates are always the property's local calendar day, properties.timezone is the source of truth for that. anywhere billing compares dates it has to go through the property timezone, never app tz / UTC. fix the command + check the other billing commands for the same bug",
            ),
            (
                "bash",
                "grep -rn 'Carbon::today()\\|today()\\|now()->toDateString()' app/Billing app/Console/Commands",
                "app/Console/Commands/ApplyLateFees.php:18:            ->where('due_date', '<', Carbon::today())\napp/Console/Commands/GenerateRentCharges.php:30:        $runDate = Carbon::today();\napp/Billing/ReminderService.php:44:        $dueIn3 = now()->addDays(3)->toDateString();",
            ),
            ("edit", "app/Models/Property.php"),
            ("edit", "app/Console/Commands/ApplyLateFees.php"),
            ("edit", "app/Console/Commands/GenerateRentCharges.php"),
            ("edit", "app/Billing/ReminderService.php"),
            ("edit", "routes/console.php"),
            ("edit", "tests/Feature/Billing/LateFeeTimezoneTest.php"),
            (
                "bash",
                "php artisan test --filter=Billing",
                "\n   PASS  Tests\\Feature\\Billing\\LateFeeTimezoneTest\n  ✓ no late fee before local midnight for los angeles property          0.21s\n  ✓ late fee after local midnight for los angeles property               0.04s\n  ✓ sydney property gets fee on its own next day                         0.04s\n  ✓ hourly runs apply the fee once                                       0.05s\n\n   PASS  Tests\\Feature\\Billing\\RentChargeTest\n  ✓ generates charges on the first of the month in property timezone     0.12s\n  ✓ skips ended leases                                                   0.03s\n\n   PASS  Tests\\Feature\\Billing\\ReminderServiceTest\n  ✓ reminder three local days before due date                            0.06s\n\n  Tests:    31 passed (104 assertions)\n  Duration: 3.87s\n",
            ),
            (
                "bash",
                'php artisan tinker --execute=\'echo App\\Models\\LateFee::query()->where("created_at", ">=", "2026-09-01")->get()->filter(fn ($f) => $f->created_at->tz($f->charge->lease->property->timezone)->toDateString() <= $f->charge->due_date->toDateString())->count();\'',
                "38",
            ),
            (
                "assistant",
                "Fixed:\n- `Property::localToday()` returns `today($this->timezone)`; `ApplyLateFees` now checks `due_date < $charge->lease->property->localToday()` per charge instead of one UTC date\n- `GenerateRentCharges` and `ReminderService` had the same pattern and now use the property's local date too\n- `billing:apply-late-fees` runs `hourly()` instead of `dailyAt('01:00')`\n- tests cover a Los Angeles property before/after local midnight, a Sydney property, and hourly runs not double-charging\n\nSince 1 Sept, 38 late fees were created before the due date had ended in the property's timezone.",
            ),
            ("user", "ok dump those 38 to a csv for me, finance will credit them"),
            (
                "bash",
                'php artisan tinker --execute=\'$rows = App\\Models\\LateFee::with("charge.lease.property","charge.lease.tenant")->where("created_at", ">=", "2026-09-01")->get()->filter(fn ($f) => $f->created_at->tz($f->charge->lease->property->timezone)->toDateString() <= $f->charge->due_date->toDateString()); $fh = fopen(storage_path("app/wrong_late_fees.csv"), "w"); fputcsv($fh, ["late_fee_id","charge_id","tenant","property","amount_cents"]); foreach ($rows as $f) fputcsv($fh, [$f->id, $f->charge_id, $f->charge->lease->tenant->name, $f->charge->lease->property->name, $f->amount_cents]); echo $rows->count()." rows";\'',
                "38 rows",
            ),
            (
                "assistant",
                "Written to `storage/app/wrong_late_fees.csv` (38 rows: late fee id, charge id, tenant, property, amount in cents).",
            ),
        ],
        "lessons": [{"keys": ["late fee", "timezone"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh48-keyhold-vacancies-org-scope-correction",
        "split": "fresh48",
        "steps": [
            (
                "user",
                "new inertia page Properties/Vacancies.vue: all units in the current org without an active lease, columns property, unit, days vacant (since last lease ended, or since unit created if never leased), sortable. link it in the sidebar under Properties",
            ),
            (
                "read",
                "app/Models/Unit.php",
                "<?php\n\nnamespace App\\Models;\n\nuse App\\Models\\Concerns\\BelongsToOrganization;\n\nclass Unit extends Model\n{\n    use HasFactory, BelongsToOrganization;\n\n    public function property(): BelongsTo\n    {\n        return $this->belongsTo(Property::class);\n    }\n\n    public function leases(): HasMany\n    {\n        return $this->hasMany(Lease::class);\n    }\n\n    public function activeLease(): HasOne\n    {\n        return $this->hasOne(Lease::class)->where('status', LeaseStatus::Active);\n    }\n}\n",
            ),
            (
                "bash",
                "ls app/Http/Middleware && grep -n 'Organization' bootstrap/app.php",
                "EnsureOrganizationIsSelected.php\nHandleInertiaRequests.php\nResolveOrganizationFromSubdomain.php\nTrustProxies.php\nbootstrap/app.php:19:            \\App\\Http\\Middleware\\EnsureOrganizationIsSelected::class,",
            ),
            (
                "read",
                "app/Http/Middleware/ResolveOrganizationFromSubdomain.php",
                "<?php\n\nnamespace App\\Http\\Middleware;\n\n/**\n * Resolves the current organization from the request subdomain\n * ({org}.keyhold.io) and binds it as `current.organization`.\n */\nclass ResolveOrganizationFromSubdomain\n{\n    public function handle(Request $request, Closure $next)\n    {\n        $slug = explode('.', $request->getHost())[0];\n        app()->instance('current.organization', Organization::where('slug', $slug)->firstOrFail());\n\n        return $next($request);\n    }\n}\n",
            ),
            (
                "assistant",
                "Plan:\n- the current organization is resolved from the subdomain by `ResolveOrganizationFromSubdomain`, which binds `current.organization`, so `VacancyController@index` filters units with `->where('organization_id', app('current.organization')->id)`\n- `whereDoesntHave('activeLease')`, plus a subquery for the last `leases.ends_on` to compute days vacant\n- `Properties/Vacancies.vue` with a sortable table, and a sidebar link",
            ),
            (
                "user",
                "nah that middleware is dead, its not even registered (look at bootstrap/app.php, only EnsureOrganizationIsSelected). we dropped the org subdomains in march when everything moved to app.keyhold.io. current org = users.current_organization_id (the org switcher sets it) and the BelongsToOrganization global scope already filters on it, so no manual where on organization_id. delete the dead middleware while ur at it",
            ),
            (
                "read",
                "app/Models/Concerns/BelongsToOrganization.php",
                "<?php\n\nnamespace App\\Models\\Concerns;\n\ntrait BelongsToOrganization\n{\n    protected static function bootBelongsToOrganization(): void\n    {\n        static::addGlobalScope('organization', function (Builder $q) {\n            if ($orgId = auth()->user()?->current_organization_id) {\n                $q->where($q->getModel()->getTable().'.organization_id', $orgId);\n            }\n        });\n\n        static::creating(function (Model $m) {\n            $m->organization_id ??= auth()->user()?->current_organization_id;\n        });\n    }\n}\n",
            ),
            (
                "assistant",
                "Got it: the `BelongsToOrganization` global scope filters every `Unit` query on `auth()->user()->current_organization_id`, so the controller just queries `Unit` and the scope does the rest.",
            ),
            ("edit", "app/Http/Controllers/VacancyController.php"),
            ("edit", "routes/web.php"),
            ("edit", "resources/js/Pages/Properties/Vacancies.vue"),
            ("edit", "resources/js/Layouts/Partials/Sidebar.vue"),
            ("edit", "tests/Feature/VacanciesTest.php"),
            (
                "bash",
                "git rm -q app/Http/Middleware/ResolveOrganizationFromSubdomain.php tests/Unit/ResolveOrganizationFromSubdomainTest.php && grep -rn 'ResolveOrganizationFromSubdomain\\|current.organization' app routes config tests resources; echo \"exit=$?\"",
                "exit=1",
            ),
            (
                "bash",
                "php artisan test --filter=Vacanc && npm run build 2>&1 | tail -3",
                "\n   PASS  Tests\\Feature\\VacanciesTest\n  ✓ lists units without an active lease                0.19s\n  ✓ days vacant counts from last lease end              0.05s\n  ✓ never leased units count from creation              0.04s\n  ✓ units of another organization are not listed        0.06s\n  ✓ sorts by days vacant descending                     0.04s\n\n  Tests:    5 passed (17 assertions)\n  Duration: 0.71s\n\npublic/build/assets/Vacancies-Cq3xN1aZ.js     4.12 kB │ gzip:  1.77 kB\npublic/build/assets/app-B9dFq0sT.js         312.40 kB │ gzip: 98.05 kB\n✓ built in 6.41s",
            ),
            (
                "assistant",
                "Done:\n- `GET /properties/vacancies` → `VacancyController@index`, which returns units without an active lease with `days_vacant` from `COALESCE(MAX(leases.ends_on), units.created_at)`; org filtering comes from the `BelongsToOrganization` scope, and a test checks that another org's units don't show up\n- `Properties/Vacancies.vue`: table with property, unit, days vacant, sortable via query string so sorting survives reloads\n- sidebar link under Properties\n- `ResolveOrganizationFromSubdomain` and its unit test are deleted; nothing else referenced it",
            ),
            ("user", "looks good. commit"),
            (
                "bash",
                "git add -A && git commit -qm 'feat(properties): vacancies page; remove dead subdomain middleware' && git log --oneline -1",
                "a71c0e4 feat(properties): vacancies page; remove dead subdomain middleware",
            ),
        ],
        "lessons": [
            {
                "keys": ["current_organization_id", "BelongsToOrganization"],
                "not": ["resolved from the subdomain"],
            }
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh48-keyhold-lease-pdf-gotenberg-decision",
        "split": "fresh48",
        "steps": [
            (
                "user",
                "lease pdfs. dompdf takes ~40s on the 28 page california lease w/ addenda and the request times out half the time, and it ignores flexbox/grid so maria keeps rebuilding the templates with tables. what are our options",
            ),
            (
                "bash",
                "grep -n 'dompdf\\|browsershot\\|snappy' composer.json; grep -rn 'Pdf::loadView' app",
                "composer.json:14:        \"barryvdh/laravel-dompdf\": \"^2.2\",\napp/Services/Leases/LeasePdfRenderer.php:31:        return Pdf::loadView('pdf.lease', ['lease' => $lease])->setPaper('letter')->output();\napp/Services/Payments/ReceiptPdf.php:18:        return Pdf::loadView('pdf.receipt', compact('payment'))->output();",
            ),
            (
                "bash",
                "time php artisan leases:render-pdf 10442 --out=/tmp/l.pdf",
                "Rendered lease 10442 (28 pages) to /tmp/l.pdf\n\nreal\t0m41.882s\nuser\t0m40.915s\nsys\t0m0.611s",
            ),
            (
                "assistant",
                "Reproduced: 41.9 s for lease 10442, nearly all CPU inside dompdf. Options:\n\n1. **Tune dompdf** (remote assets off, font subsetting, smaller images). Maybe halves the time; flexbox/grid will never work, dompdf only does CSS 2.1 plus bits.\n2. **spatie/browsershot**: real headless Chrome through Puppeteer, full modern CSS. But it needs Node + Chromium inside the php-fpm image (roughly +450 MB) and starts a Chrome process per render inside the web/queue containers.\n3. **Gotenberg**: a separate container (`gotenberg/gotenberg:8`) that wraps Chromium behind an HTTP API; Laravel posts the rendered Blade HTML with `gotenberg/gotenberg-php` and gets the PDF back. Full CSS, no browser in our image, scales on its own. Cost: one more service to run.\n\nWhichever you pick, rendering should move out of the request into a queued job.",
            ),
            (
                "user",
                "gotenberg. we're on ECS so one more service is nothing, and no chromium in the php image — it's already 900mb and deploys are slow enough. receipts stay on dompdf, they're one page and fine. and yes queue it",
            ),
            (
                "bash",
                "composer require gotenberg/gotenberg-php:^2.8",
                "./composer.json has been updated\nRunning composer update gotenberg/gotenberg-php\nLoading composer repositories with package information\nUpdating dependencies\nLock file operations: 1 install, 0 updates, 0 removals\n  - Locking gotenberg/gotenberg-php (v2.8.1)\nWriting lock file\nInstalling dependencies from lock file (including require-dev)\nPackage operations: 1 install, 0 updates, 0 removals\n  - Installing gotenberg/gotenberg-php (v2.8.1): Extracting archive\nGenerating optimized autoload files",
            ),
            ("edit", "app/Services/Leases/LeasePdfRenderer.php"),
            ("edit", "app/Jobs/RenderLeasePdf.php"),
            ("edit", "app/Http/Controllers/LeaseDocumentController.php"),
            ("edit", "config/services.php"),
            ("edit", "docker-compose.yml"),
            ("edit", "infra/ecs/gotenberg.tf"),
            (
                "bash",
                "docker compose up -d gotenberg && time php artisan leases:render-pdf 10442 --out=/tmp/l2.pdf",
                "[+] Running 1/1\n ✔ Container keyhold-gotenberg-1  Started                                    0.6s\nRendered lease 10442 (27 pages) to /tmp/l2.pdf\n\nreal\t0m2.304s\nuser\t0m0.212s\nsys\t0m0.049s",
            ),
            (
                "bash",
                "php artisan test --filter='Lease(Pdf|Document)'",
                "\n   PASS  Tests\\Feature\\LeaseDocumentTest\n  ✓ requesting a lease pdf dispatches RenderLeasePdf     0.14s\n  ✓ status endpoint returns url when ready               0.05s\n\n   PASS  Tests\\Unit\\LeasePdfRendererTest\n  ✓ posts html to gotenberg chromium route               0.03s\n  ✓ throws on non 200 from gotenberg                     0.02s\n\n  Tests:    4 passed (11 assertions)\n  Duration: 0.48s\n",
            ),
            (
                "assistant",
                "Lease 10442 now renders in 2.3 s (27 pages instead of 28, the addenda table layout is a bit tighter in Chromium).\n\n- `LeasePdfRenderer` renders `pdf.lease` to HTML and posts it to Gotenberg's Chromium route at `config('services.gotenberg.url')` (`GOTENBERG_URL`)\n- `RenderLeasePdf` job stores the PDF on S3; the controller dispatches it and the Inertia page polls a status endpoint instead of waiting on the request\n- `docker-compose.yml` has a `gotenberg` service for local dev; `infra/ecs/gotenberg.tf` adds it as an internal ECS service (1 vCPU / 2 GB, service discovery name `gotenberg.keyhold.internal`)\n- receipts still use dompdf, untouched",
            ),
            ("user", "👍 tell maria she can use flexbox now lol"),
            (
                "assistant",
                "Ha. For Maria: lease templates now render in real Chromium, so flexbox, grid and `@page` rules work. Receipts still go through dompdf, so tables only there.",
            ),
        ],
        "lessons": [{"keys": ["Gotenberg", "dompdf"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh48-keyhold-deposit-interest-cents-tool-stored",
        "split": "fresh48",
        "steps": [
            (
                "user",
                "deposit interest: some states (and seattle actually) require paying interest on security deposits. need a per-lease rate and a monthly job that accrues it into a deposit interest ledger. the deposit column is deposit_amount decimal right? i forget",
            ),
            (
                "bash",
                "grep -rn 'deposit' database/migrations | head -5; grep -n 'deposit' app/Models/Lease.php",
                "database/migrations/2025_02_11_090312_create_leases_table.php:27:            $table->unsignedBigInteger('deposit_cents')->default(0);\ndatabase/migrations/2025_02_11_090312_create_leases_table.php:28:            $table->char('deposit_currency', 3)->default('USD');\napp/Models/Lease.php:41:        'deposit' => MoneyCast::class.':deposit_cents,deposit_currency',",
            ),
            (
                "assistant",
                "It's not a decimal: `leases` has `deposit_cents` (unsigned big integer) and `deposit_currency`, exposed on the model as a `Money` object via `MoneyCast`. For the feature I'd add `deposit_interest_rate decimal(5,4)` on `leases` and a `deposit_interest_entries` table with `amount decimal(10,2)`, `period_start`, `period_end`.",
            ),
            (
                "user",
                "no decimals for money, ever. all money is integer cents in *_cents columns with MoneyCast. the rate can be basis points as an int (deposit_interest_bps). save that to memory pls, every session gets this wrong",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "keyhold: all money is stored as integer cents in `*_cents` columns (unsignedBigInteger) and exposed through `MoneyCast`; never decimal or float columns for money. Rates are integers in basis points (e.g. `deposit_interest_bps`).",
                    "tags": ["keyhold", "conventions", "money"],
                },
                '{"id":"214","action":"stored"}',
                False,
            ),
            (
                "assistant",
                "Saved. Revised plan:\n- `leases.deposit_interest_bps` (unsigned int, nullable: null = no interest required)\n- `deposit_interest_entries`: `lease_id`, `amount_cents`, `period_start`, `period_end`, unique on (`lease_id`, `period_start`)\n- `AccrueDepositInterest` job: monthly simple interest `deposit_cents * bps / 10000 / 12`, rounded half up to the cent, scheduled on the 1st at 02:00",
            ),
            ("user", "yes"),
            (
                "edit",
                "database/migrations/2026_12_05_101500_add_deposit_interest_bps_to_leases.php",
            ),
            (
                "edit",
                "database/migrations/2026_12_05_101600_create_deposit_interest_entries_table.php",
            ),
            ("edit", "app/Models/DepositInterestEntry.php"),
            ("edit", "app/Models/Lease.php"),
            ("edit", "app/Jobs/AccrueDepositInterest.php"),
            ("edit", "routes/console.php"),
            (
                "assistant",
                "Job and migrations are in. `AccrueDepositInterest` is dispatched monthly from `routes/console.php` onto the default queue. Running the tests next.",
            ),
            (
                "user",
                "put it on the billing queue, not default. default is shared with the plaid bank feed sync and those webhooks flood it every morning — billing jobs sat there 3+ hours last month and rent reminders went out late. all billing jobs go on the billing queue, period",
            ),
            (
                "bash",
                "grep -rn \"onQueue('billing')\\|'billing'\" app/Jobs config/horizon.php | head",
                "app/Jobs/GenerateRentCharge.php:22:        $this->onQueue('billing');\napp/Jobs/SendRentReminder.php:19:        $this->onQueue('billing');\nconfig/horizon.php:201:            'queue' => ['billing'],\nconfig/horizon.php:214:            'queue' => ['default', 'plaid'],",
            ),
            ("edit", "app/Jobs/AccrueDepositInterest.php"),
            ("edit", "tests/Feature/Billing/DepositInterestTest.php"),
            (
                "bash",
                "php artisan migrate && php artisan test --filter=DepositInterest",
                "\n   INFO  Running migrations.\n\n  2026_12_05_101500_add_deposit_interest_bps_to_leases ............ 38ms DONE\n  2026_12_05_101600_create_deposit_interest_entries_table ......... 52ms DONE\n\n\n   PASS  Tests\\Feature\\Billing\\DepositInterestTest\n  ✓ accrues monthly interest in cents                     0.17s\n  ✓ rounds half up to the cent                            0.03s\n  ✓ skips leases without a rate                           0.03s\n  ✓ running twice for a month creates one entry           0.04s\n  ✓ job is pushed to the billing queue                    0.02s\n\n  Tests:    5 passed (14 assertions)\n  Duration: 0.52s\n",
            ),
            (
                "assistant",
                "Done: `AccrueDepositInterest` sets `$this->onQueue('billing')` like `GenerateRentCharge` and `SendRentReminder`, so it runs on the `billing` Horizon supervisor and not behind the Plaid webhooks. Example: a $2,400.00 deposit (`240000` cents) at 150 bps accrues `300` cents a month. A test asserts the queue name so it can't drift back to default.",
            ),
            ("user", "nice, ty"),
        ],
        "lessons": [{"keys": ["billing", "queue", "Plaid"]}],
        "tool_stored": [["integer cents", "_cents"]],
    },
    # --- "kestrel": PX4-based flight controller firmware for the Kestrel H7 boards (STM32H743, NuttX, C++) ---
    {
        "name": "fresh48-kestrel-gyro-spikes-dma-cache",
        "split": "fresh48",
        "steps": [
            (
                "user",
                "bench testing the v2 board (kestrel_h7v2). icm42688p moved to SPI4 on this rev. gyro has random spikes, roughly 1 in a few thousand samples goes to full scale garbage, ekf2 then flags it and preflight fails. same driver on v1 is clean. log: logs/bench_v2_1204.ulg",
            ),
            (
                "bash",
                "python3 Tools/kestrel/ulog_spikes.py logs/bench_v2_1204.ulg --topic sensor_gyro_fifo --thresh 1500",
                "topic sensor_gyro_fifo (device_id 3801362): 4,800,000 samples, 600.0 s\nspikes > 1500 dps: 41\n  t=  37.412s  x=-2000.0 y=-2000.0 z=-2000.0  (sample 7 of 8 in msg)\n  t=  52.980s  x=    3.1 y=-2000.0 z= 1999.9  (sample 0 of 8 in msg)\n  t= 101.733s  x=-2000.0 y=-2000.0 z=-2000.0  (sample 7 of 8 in msg)\n  t= 188.061s  x=-1999.9 y=   -0.4 z=    1.2  (sample 0 of 8 in msg)\n  ...\nspikes on first/last sample of a transfer: 41/41",
            ),
            (
                "assistant",
                "Full-scale values like that usually mean the bus is corrupting bytes. On v2 the IMU sits on SPI4 with a longer trace; if SPI4 runs at the ICM-42688's 24 MHz max, signal integrity could be marginal. I'd try dropping the SPI clock first.",
            ),
            (
                "user",
                "already tried, dropped it to 8MHz in spi.cpp yesterday, same spike rate. also scoped it, edges look clean",
            ),
            (
                "bash",
                "diff <(grep 'SPI' boards/kestrel/h7v1/nuttx-config/nsh/defconfig) <(grep 'SPI' boards/kestrel/h7v2/nuttx-config/nsh/defconfig); grep -n 'DCACHE' boards/kestrel/h7v2/nuttx-config/nsh/defconfig",
                "3,4c3,4\n< CONFIG_STM32H7_SPI1=y\n< # CONFIG_STM32H7_SPI1_DMA is not set\n---\n> CONFIG_STM32H7_SPI4=y\n> CONFIG_STM32H7_SPI4_DMA=y\n41:CONFIG_ARMV7M_DCACHE=y\n42:CONFIG_ARMV7M_DCACHE_WRITETHROUGH=n",
            ),
            (
                "read",
                "src/drivers/imu/invensense/icm42688p/ICM42688P.cpp",
                "bool ICM42688P::FIFORead(const hrt_abstime &timestamp_sample, uint8_t samples)\n{\n\tFIFOTransferBuffer buffer{};\n\tconst size_t transfer_size = math::min(samples * sizeof(FIFO::DATA) + 4, FIFO::SIZE);\n\n\tif (transfer((uint8_t *)&buffer, (uint8_t *)&buffer, transfer_size) != PX4_OK) {\n\t\tperf_count(_bad_transfer_perf);\n\t\treturn false;\n\t}\n\n\tif (buffer.INT_STATUS & INT_STATUS_BIT::FIFO_FULL_INT) {\n\t\tperf_count(_fifo_overflow_perf);\n\t\tFIFOReset();\n\t\treturn false;\n\t}\n\t...\n",
            ),
            (
                "think",
                "v1: SPI1 without DMA, so polled transfers. v2: SPI4 with DMA, D-cache on in write-back mode. The FIFO buffer is a local on the work-queue thread stack: not 32-byte aligned and transfer_size isn't a multiple of 32. The STM32H7 SPI DMA path cleans/invalidates the cache by 32-byte line. With an unaligned buffer the first and last cache lines are shared with other stack data; a write-back of those dirty neighbours after the DMA has written, or an invalidate that throws away part of a line, corrupts exactly the bytes at the start and end of the buffer. That matches 41/41 spikes on the first or last sample of a transfer.",
            ),
            (
                "assistant",
                "Found it, and it's not signal integrity. On v2 `CONFIG_STM32H7_SPI4_DMA=y`, while v1's SPI1 had DMA off, and the H7 runs with the D-cache in write-back mode. `FIFORead()` uses a `FIFOTransferBuffer` on the stack: it isn't 32-byte aligned and the transfer length isn't a multiple of 32. Cache maintenance for DMA works on whole 32-byte cache lines, so the first and last line of the buffer are shared with other stack variables. When those neighbours get written back (or a partial line is invalidated) after the DMA has filled the buffer, the bytes at the edges get overwritten. That's why all 41 spikes are on the first or last sample of a transfer.\n\nFix: make the transfer buffer a driver member that is `alignas(32)` and padded to a multiple of 32 bytes, so cache maintenance only ever touches the buffer's own lines.",
            ),
            (
                "user",
                "makes sense. do it. and rule for this codebase from now on: every buffer handed to SPI/I2C/UART DMA on the H7 boards is 32-byte aligned and padded to a multiple of 32, no stack buffers for DMA. put a static_assert helper in platforms/nuttx so reviewers can grep for it. check the other drivers on SPI4 too",
            ),
            ("edit", "platforms/nuttx/src/px4/common/include/px4_platform/dma_buffer.h"),
            ("edit", "src/drivers/imu/invensense/icm42688p/ICM42688P.hpp"),
            ("edit", "src/drivers/imu/invensense/icm42688p/ICM42688P.cpp"),
            (
                "bash",
                "grep -rn 'transfer(\\|uint8_t buf\\[' src/drivers/barometer/bmp388 src/drivers/magnetometer/bosch/bmm150 | grep -v '^.*//' | head",
                "src/drivers/barometer/bmp388/bmp388_spi.cpp:88:\tuint8_t buf[BMP3_P_T_DATA_LEN + 2];\nsrc/drivers/barometer/bmp388/bmp388_spi.cpp:91:\tint ret = transfer(&buf[0], &buf[0], sizeof(buf));",
            ),
            ("edit", "src/drivers/barometer/bmp388/bmp388_spi.cpp"),
            (
                "bash",
                "make kestrel_h7v2_default 2>&1 | tail -4",
                "[1093/1097] Linking CXX executable kestrel_h7v2_default.elf\nMemory region         Used Size  Region Size  %age Used\n           FLASH:     1842612 B      1920 KB     93.72%\n[1097/1097] Creating /home/dv/kestrel/build/kestrel_h7v2_default/kestrel_h7v2_default.px4",
            ),
            (
                "bash",
                "make kestrel_h7v2_default upload >/dev/null && python3 Tools/kestrel/bench_log.py --duration 1800 --out logs/bench_v2_1205.ulg && python3 Tools/kestrel/ulog_spikes.py logs/bench_v2_1205.ulg --topic sensor_gyro_fifo --thresh 1500",
                "uploaded, rebooting... ok\nlogging 1800 s to logs/bench_v2_1205.ulg ... done\ntopic sensor_gyro_fifo (device_id 3801362): 14,400,000 samples, 1800.0 s\nspikes > 1500 dps: 0\nspikes on first/last sample of a transfer: 0/0",
            ),
            (
                "assistant",
                "30 minutes on the bench: 0 spikes (was 41 in 10 minutes), and preflight passes.\n\n- new `px4_platform/dma_buffer.h` with `PX4_DMA_BUFFER(type, name)` (declares it `alignas(32)`) and `px4_assert_dma_buffer<T>()`, a `static_assert` that `alignof(T) >= 32` and `sizeof(T) % 32 == 0`\n- ICM42688P: `FIFOTransferBuffer` is now a member `_fifo_buf` declared with the macro and padded to 1056 bytes\n- BMP388 on the same SPI4 bus had a 23-byte stack buffer passed to `transfer()`; now an aligned, padded member as well\n- nothing else on SPI4 uses DMA transfers with stack buffers",
            ),
            ("user", "great, commit it as fix(drivers): cache-safe dma buffers on h7"),
            (
                "bash",
                "git add -A && git commit -qm 'fix(drivers): cache-safe dma buffers on h7' && git log --oneline -1",
                "5be20d9 fix(drivers): cache-safe dma buffers on h7",
            ),
        ],
        "lessons": [{"keys": ["DMA", "cache", "aligned"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh48-kestrel-notch-gyro-rate-correction",
        "split": "fresh48",
        "steps": [
            (
                "user",
                "7in long range frame (lr7): FFT shows a big motor noise peak around 310 Hz at hover, moves ~260-380 with throttle. set up notch filtering for it. log logs/lr7_hover_fft.ulg",
            ),
            (
                "bash",
                "python3 Tools/kestrel/fft_peaks.py logs/lr7_hover_fft.ulg --topic sensor_gyro_fft",
                "sensor_gyro_fft: 412 s\npeak 1: 312.4 Hz at hover (range 258.1 - 379.6 Hz over throttle), 0 dB ref\npeak 2: 624.9 Hz (2nd harmonic), -14 dB\npeak 3: 118.0 Hz (frame), -27 dB",
            ),
            (
                "read",
                "docs/kestrel/tuning.md",
                "# Kestrel tuning notes\n\n## Loop rates\n\nThe IMU is read via FIFO and the rate controller runs at 1 kHz (`IMU_GYRO_RATEMAX=1000`).\nGyro low-pass: `IMU_GYRO_CUTOFF` 80 Hz.\n\n## Filters\n\nStart with the static notch (`IMU_GYRO_NF0_FRQ`, `IMU_GYRO_NF0_BW`) at the hover peak.\n",
            ),
            (
                "assistant",
                "Per `docs/kestrel/tuning.md` the rate controller runs at 1 kHz, so Nyquist is 500 Hz. The 312 Hz fundamental is fine, but the 625 Hz harmonic would alias down to 375 Hz (1000 − 625), right inside the range where the fundamental moves. So I'd need a notch that covers both, and since the peak moves 258-380 Hz a static notch would have to be very wide.",
            ),
            (
                "user",
                "btw its 2khz not 1, IMU_GYRO_RATEMAX is 2000 since we went to the 42688 last spring, that doc is just old. so no aliasing problem i think? fix the doc while ur at it",
            ),
            (
                "bash",
                "grep -rn 'IMU_GYRO_RATEMAX\\|IMU_GYRO_CUTOFF\\|IMU_GYRO_FFT\\|IMU_GYRO_DNF' boards/kestrel/*/init/rc.board_defaults ROMFS/px4fmu_common/init.d/airframes/4071_kestrel_lr7",
                "boards/kestrel/h7v1/init/rc.board_defaults:6:param set-default IMU_GYRO_RATEMAX 2000\nboards/kestrel/h7v2/init/rc.board_defaults:6:param set-default IMU_GYRO_RATEMAX 2000\nboards/kestrel/h7v2/init/rc.board_defaults:7:param set-default IMU_GYRO_CUTOFF 90\nROMFS/px4fmu_common/init.d/airframes/4071_kestrel_lr7:22:param set-default IMU_GYRO_FFT_EN 1",
            ),
            (
                "assistant",
                "Right: both boards default `IMU_GYRO_RATEMAX 2000`, so the rate loop is 2 kHz and Nyquist is 1 kHz. The 625 Hz harmonic doesn't alias, and it's already well down after the 90 Hz gyro low-pass (the doc's 80 Hz is stale too).\n\nFor a peak that moves with throttle, the dynamic notch fed by the gyro FFT tracks it. The lr7 airframe already has `IMU_GYRO_FFT_EN 1`, so:\n- `IMU_GYRO_DNF_EN 2` (dynamic notch from FFT)\n- `IMU_GYRO_FFT_MIN 200`, `IMU_GYRO_FFT_MAX 450` to keep it on the motor band and off the 118 Hz frame mode\n- `IMU_GYRO_DNF_BW 20`\n- no static notch",
            ),
            ("user", "go"),
            ("edit", "ROMFS/px4fmu_common/init.d/airframes/4071_kestrel_lr7"),
            ("edit", "docs/kestrel/tuning.md"),
            (
                "bash",
                "make kestrel_h7v2_default upload 2>&1 | tail -2",
                "[1097/1097] Creating /home/dv/kestrel/build/kestrel_h7v2_default/kestrel_h7v2_default.px4\nuploaded, rebooting... ok",
            ),
            ("user", "flew it, 2 packs. log logs/lr7_hover_fft2.ulg"),
            (
                "bash",
                "python3 Tools/kestrel/fft_peaks.py logs/lr7_hover_fft2.ulg --topic vehicle_angular_velocity --compare-raw sensor_gyro",
                "vehicle_angular_velocity vs sensor_gyro: 655 s\npeak 1: 311.7 Hz: -23.8 dB after filtering (notch tracked 256-384 Hz)\npeak 2: 623.0 Hz: -31.2 dB after filtering\nfiltered gyro delay @ 50 Hz: 1.9 ms",
            ),
            (
                "assistant",
                "The motor peak is down 24 dB after filtering and the notch followed it across 256-384 Hz; the harmonic is down 31 dB. Filter delay at 50 Hz is 1.9 ms, so there's room to raise `IMU_GYRO_CUTOFF` later if you want a snappier feel. `docs/kestrel/tuning.md` now says 2 kHz / `IMU_GYRO_RATEMAX=2000`, 90 Hz cutoff, and describes the FFT dynamic notch instead of the static one.",
            ),
            ("user", "sick, motors are way cooler too"),
        ],
        "lessons": [
            {"keys": ["IMU_GYRO_RATEMAX", "2000"], "not": ["rate controller runs at 1 kHz"]}
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh48-kestrel-bidir-dshot-decision-tether",
        "split": "fresh48",
        "steps": [
            (
                "user",
                "next for the lr7: want per-motor rpm so the dynamic notch follows the motors directly instead of the FFT (FFT lags on punch-outs), and later for motor failure detection. the tekko32 4in1 can do serial esc telemetry or bidirectional dshot. which one",
            ),
            (
                "read",
                "boards/kestrel/h7v2/src/timer_config.cpp",
                "constexpr io_timers_t io_timers[MAX_IO_TIMERS] = {\n\tinitIOTimer(Timer::Timer1, DMA{DMA::Index1}),\n\tinitIOTimer(Timer::Timer8, DMA{DMA::Index1}),\n\tinitIOTimer(Timer::Timer4, DMA{DMA::Index1}),\n};\n\nconstexpr timer_io_channels_t timer_io_channels[MAX_TIMER_IO_CHANNELS] = {\n\tinitIOTimerChannel(io_timers, {Timer::Timer1, Timer::Channel1}, {GPIO::PortE, GPIO::Pin9}),\n\tinitIOTimerChannel(io_timers, {Timer::Timer1, Timer::Channel2}, {GPIO::PortE, GPIO::Pin11}),\n\tinitIOTimerChannel(io_timers, {Timer::Timer8, Timer::Channel3}, {GPIO::PortC, GPIO::Pin8}),\n\tinitIOTimerChannel(io_timers, {Timer::Timer8, Timer::Channel4}, {GPIO::PortC, GPIO::Pin9}),\n\tinitIOTimerChannel(io_timers, {Timer::Timer4, Timer::Channel1}, {GPIO::PortD, GPIO::Pin12}),\n\tinitIOTimerChannel(io_timers, {Timer::Timer4, Timer::Channel2}, {GPIO::PortD, GPIO::Pin13}),\n};\n",
            ),
            (
                "bash",
                "grep -n 'SERIAL\\|UART7' boards/kestrel/h7v2/default.px4board boards/kestrel/h7v2/nuttx-config/include/board.h",
                'boards/kestrel/h7v2/default.px4board:8:CONFIG_BOARD_SERIAL_GPS1="/dev/ttyS0"\nboards/kestrel/h7v2/default.px4board:9:CONFIG_BOARD_SERIAL_TEL1="/dev/ttyS1"\nboards/kestrel/h7v2/default.px4board:10:CONFIG_BOARD_SERIAL_TEL2="/dev/ttyS2"\nboards/kestrel/h7v2/default.px4board:11:CONFIG_BOARD_SERIAL_GPS2="/dev/ttyS6"\nboards/kestrel/h7v2/nuttx-config/include/board.h:212:#define GPIO_UART7_RX   GPIO_UART7_RX_3   /* PE7, ttyS6 */\nboards/kestrel/h7v2/nuttx-config/include/board.h:213:#define GPIO_UART7_TX   GPIO_UART7_TX_3   /* PE8, ttyS6 */',
            ),
            (
                "assistant",
                "**Serial ESC telemetry** (BLHeli_32 telem wire into a UART RX):\n- the FC polls one motor at a time, so each motor updates at roughly 25-30 Hz on a quad\n- also gives ESC temperature, current and voltage\n- needs the telemetry pad wired and a free UART\n\n**Bidirectional DShot**:\n- each motor answers with its eRPM on the signal wire after every DShot frame, so per-motor rpm at the output rate (hundreds of Hz)\n- no extra wire or UART; the outputs are on TIM1/TIM8/TIM4, all with DMA, which PX4's bidirectional DShot needs\n- rpm only, no temperature/current; needs `DSHOT_BIDIR_EN` and BLHeli_32 32.7+ with bidirectional enabled in the ESC\n\nFor an rpm notch, 25 Hz per motor is too slow to follow a punch-out, so bidirectional DShot fits the notch better.",
            ),
            (
                "user",
                "bidirectional dshot then. notch needs the fast rpm, the tekko on v2 doesn't even have the telem pad routed, and UART7 is taken by the second gps anyway. set it up, motors are 14 pole",
            ),
            ("edit", "ROMFS/px4fmu_common/init.d/airframes/4071_kestrel_lr7"),
            (
                "bash",
                "make kestrel_h7v2_default upload 2>&1 | tail -1 && sleep 8 && python3 Tools/mavlink_shell.py /dev/ttyACM0 -c 'dshot status'",
                "uploaded, rebooting... ok\nINFO  [dshot] Outputs initialized: yes\nINFO  [dshot] Outputs used: 0xf\nINFO  [dshot] Outputs on: yes\nINFO  [dshot] Bidirectional DShot: enabled, pole count 14\nESC 1: rpm 2841, erpm err 0.08%\nESC 2: rpm 2838, erpm err 0.11%\nESC 3: rpm 2852, erpm err 0.07%\nESC 4: rpm 2846, erpm err 0.09%\ndshot: cycle: 412803 events, 2.1us elapsed, 2.0us avg",
            ),
            (
                "assistant",
                "Props-off spin test at idle: all four ESCs report rpm (~2,840 at idle) with under 0.12% eRPM errors.\n\nAirframe changes in `4071_kestrel_lr7`:\n- `DSHOT_BIDIR_EN 1`, `MOT_POLE_COUNT 14`\n- `IMU_GYRO_DNF_EN 1` (ESC rpm) instead of 2 (FFT), `IMU_GYRO_DNF_HMC 3` so it notches the first three harmonics\n- FFT stays enabled for logging but no longer drives the notch",
            ),
            (
                "user",
                "nice. before anyone flies it: from now on any change that touches the mixer / actuator outputs / dshot config gets flown on the tethered test stand first and the PR gets the `tether-tested` label before merge. no exceptions, the v1 flipped on takeoff after an output remap last year. open the PR as draft",
            ),
            (
                "bash",
                "git checkout -qb lr7-bidir-dshot && git add -A && git commit -qm 'lr7: bidirectional DShot + ESC rpm dynamic notch' && git push -qu origin lr7-bidir-dshot && gh pr create --draft --title 'lr7: bidirectional DShot + ESC rpm dynamic notch' --body 'Needs tethered stand flight before merge (tether-tested label).'",
                "https://github.com/kestrel-aero/kestrel-fw/pull/612",
            ),
            (
                "assistant",
                "Draft PR #612 is open. Once it has flown on the tethered stand, add `tether-tested` and mark it ready for review.",
            ),
        ],
        "lessons": [
            {"keys": ["DShot", "UART7"]},
            {"keys": ["tether-tested", "mixer"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh48-kestrel-timestamp-sample-question-nothing",
        "split": "fresh48",
        "steps": [
            (
                "user",
                "dumb question: in mc_rate_control the dt comes from angular_velocity.timestamp_sample diffs, not hrt_absolute_time(). why? and theres a typo 'recieved' in a comment in MulticopterRateControl.cpp somewhere around line 140, fix pls",
            ),
            (
                "read",
                "src/modules/mc_rate_control/MulticopterRateControl.cpp",
                "\tvehicle_angular_velocity_s angular_velocity;\n\n\tif (_vehicle_angular_velocity_sub.update(&angular_velocity)) {\n\n\t\t// grab corresponding vehicle_angular_acceleration immediately after vehicle_angular_velocity copy\n\t\tvehicle_angular_acceleration_s v_angular_acceleration{};\n\t\t_vehicle_angular_acceleration_sub.copy(&v_angular_acceleration);\n\n\t\tconst hrt_abstime now = angular_velocity.timestamp_sample;\n\n\t\t// Guard against too small (< 0.125ms) and too large (> 20ms) dt's.\n\t\t// dt is based on the sample time of the recieved gyro data, not the loop time\n\t\tconst float dt = math::constrain(((now - _last_run) * 1e-6f), 0.000125f, 0.02f);\n\t\t_last_run = now;\n",
            ),
            (
                "assistant",
                "`timestamp_sample` is when the IMU actually sampled the gyro data (the driver back-calculates it from the FIFO read time and the sample count). `hrt_absolute_time()` is when this code happens to run, which includes the work queue's scheduling jitter: the rate controller wakes up when `vehicle_angular_velocity` is published, but how long that takes after the sample varies with whatever else is running.\n\nThe PID's integral and derivative terms need the time between the *measurements* they're integrating or differentiating. With `hrt_absolute_time()`, a late wake-up would make dt look longer even though the samples are evenly spaced, and that jitter would show up as noise in the D term. Using sample time gives the real interval, and the `constrain` to 0.125 ms-20 ms just guards against a dropped or duplicate sample.",
            ),
            ("edit", "src/modules/mc_rate_control/MulticopterRateControl.cpp"),
            (
                "bash",
                "make kestrel_h7v2_default 2>&1 | tail -1",
                "[1097/1097] Creating /home/dv/kestrel/build/kestrel_h7v2_default/kestrel_h7v2_default.px4",
            ),
            ("assistant", "Fixed `recieved` → `received` (line 143); it builds."),
            ("user", "ah ok that makes sense, thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
